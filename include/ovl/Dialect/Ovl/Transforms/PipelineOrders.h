//===- PipelineOrders.h - Per-stage job orders of pipeline schedules -*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The job order each stage of a pipeline runs under a schedule, for p stages
// and m micro-batches (0-indexed stage s). Forward jobs are F, unsplit
// backward jobs B+W, input-gradient jobs B and weight-gradient jobs W:
//
// - gpipe (Huang et al., 2019): every F, then every backward.
// - 1f1b (PipeDream-Flush; Narayanan et al., SC21, Section 2.2.1): warm-up
//   min(p - s - 1, m) forwards, steady pairs F(w + i) B(i), then the
//   remaining backwards; Megatron-LM's
//   forward_backward_pipelining_without_interleaving.
// - zb-h1 (Qi et al., "Zero Bubble Pipeline Parallelism", ICLR 2024,
//   arXiv:2401.10241): the 1f1b order with the backward split; W(j) runs
//   right after B(j + s), the remaining W at the tail.
// - zb-h2 (same paper): warm-up min(2(p - s) - 1, m) forwards; W(j) right
//   after B(j + 2s), the remaining W at the tail.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_DIALECT_OVL_TRANSFORMS_PIPELINEORDERS_H
#define OVL_DIALECT_OVL_TRANSFORMS_PIPELINEORDERS_H

#include "ovl/Dialect/Ovl/IR/OvlOps.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace mlir::ovl {

enum class PipelineSchedule { GPipe, OneFOneB, ZeroBubbleH1, ZeroBubbleH2 };

/// Parses a schedule name (gpipe, 1f1b, zb-h1, zb-h2).
std::optional<PipelineSchedule> parsePipelineSchedule(llvm::StringRef name);
/// True when the schedule runs input- and weight-gradient jobs apart.
bool splitsBackward(PipelineSchedule schedule);

/// One job of a stage's order.
struct JobSlot {
  JobKind kind;
  int64_t microbatch;
};

/// The order stage `stage` of `stages` runs its jobs in. With `split`, each
/// backward is an input-gradient and a weight-gradient job (schedules that
/// do not place W on their own run it right after its B); without, zb
/// schedules are not available.
llvm::SmallVector<JobSlot> getStageOrder(PipelineSchedule schedule,
                                         int64_t stages, int64_t stage,
                                         int64_t microbatches, bool split);

} // namespace mlir::ovl

#endif // OVL_DIALECT_OVL_TRANSFORMS_PIPELINEORDERS_H
