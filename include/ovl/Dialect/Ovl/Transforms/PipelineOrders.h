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
// - interleaved (Narayanan et al., SC21, Section 2.2.2; Megatron-LM's
//   forward_backward_pipelining_with_interleaving), v model chunks per
//   stage, m divisible by p: the m * v forwards go in groups of p
//   micro-batches, each group through chunks 0 .. v - 1; backwards in the
//   same groups through chunks v - 1 .. 0. Warm-up 2(p - s - 1) + (v - 1)p
//   forwards (all of them when m = p), then one forward and one backward in
//   turn, then the remaining backwards.
//
// With v > 1 chunks, gpipe runs each micro-batch's forward through chunks
// 0 .. v - 1, micro-batch after micro-batch, then the backwards likewise
// from the last chunk down; 1f1b and the zero-bubble schedules need one
// chunk per stage.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_DIALECT_OVL_TRANSFORMS_PIPELINEORDERS_H
#define OVL_DIALECT_OVL_TRANSFORMS_PIPELINEORDERS_H

#include "ovl/Dialect/Ovl/IR/OvlOps.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir::ovl {

enum class PipelineSchedule {
  GPipe,
  OneFOneB,
  Interleaved,
  ZeroBubbleH1,
  ZeroBubbleH2
};

/// Parses a schedule name (gpipe, 1f1b, interleaved, zb-h1, zb-h2).
std::optional<PipelineSchedule> parsePipelineSchedule(llvm::StringRef name);
/// True when the schedule runs input- and weight-gradient jobs apart.
bool splitsBackward(PipelineSchedule schedule);
/// Why `schedule` cannot order `chunks` model chunks per stage of a pipeline
/// of `stages` stages with `microbatches` micro-batches, or empty if it can.
std::string checkScheduleShape(PipelineSchedule schedule, int64_t stages,
                               int64_t microbatches, int64_t chunks);

/// One job of a stage's order.
struct JobSlot {
  JobKind kind;
  int64_t microbatch;
  int64_t chunk = 0;
};

/// The order stage `stage` of `stages` runs its jobs in, with `chunks` model
/// chunks per stage (checkScheduleShape must accept the shape). With
/// `split`, each backward is an input-gradient and a weight-gradient job
/// (schedules that do not place W on their own run it right after its B);
/// without, zb schedules are not available.
/// `extraWarmup` more warm-up forwards (1f1b only) give Megatron-LM's
/// combined 1F1B its steady pairs F(w + 1 + i), B(i), whose inputs both
/// arrive during the step before.
llvm::SmallVector<JobSlot> getStageOrder(PipelineSchedule schedule,
                                         int64_t stages, int64_t stage,
                                         int64_t microbatches, int64_t chunks,
                                         bool split, int64_t extraWarmup = 0);

} // namespace mlir::ovl

#endif // OVL_DIALECT_OVL_TRANSFORMS_PIPELINEORDERS_H
