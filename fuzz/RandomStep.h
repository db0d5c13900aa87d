//===- RandomStep.h - Random valid training steps from fuzz bytes -*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The differential fuzzer's generator: fuzz bytes decide a training step
// (an ovl-gen GPT configuration: shapes, the tp x pp x dp mesh, micro-batch
// count and model chunks, so the jobs each stage runs and the collectives
// and transfers between them; activation recomputation, so what the
// backward jobs rerun; hidden and attention dropout) and the overlap
// passes to compile it with (pipeline schedule, delayed weight gradients,
// forward/backward pairing, one overlap pass alone or the whole overlap
// pipeline with random options). Every choice is valid by construction:
// what the compiler then refuses is a finding. When the bytes run out,
// every further choice is its first option, as libFuzzer's
// FuzzedDataProvider does, but for one: the overlap passes still run.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_FUZZ_RANDOMSTEP_H
#define OVL_FUZZ_RANDOMSTEP_H

#include "ovl/Frontend/GPTModel.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace ovl::fuzz {

struct RandomStep {
  /// The model the variant compiles.
  mlir::ovl::GPTConfig model;
  /// The model the baseline compiles: `model` with one chunk per stage (the
  /// same weights, placed on other stages, so dumps compare by name), and
  /// without clipping plain data parallelism for the distributed optimizer.
  mlir::ovl::GPTConfig baselineModel;
  /// The passes before lowering (a pass pipeline on the module, without
/// the `builtin.module(...)` around it), empty for none.
  std::string overlapPipeline;
  /// Words for a finding's report.
  std::string describe() const;
};

/// The baseline: no overlap pass, GPipe order, lowered.
inline constexpr const char *kBaselinePipeline =
    "ovl-lower-pipeline{schedule=gpipe}";
/// Lowering after the variant's passes.
inline constexpr const char *kLowerPipeline =
    "ovl-lower-pipeline";

RandomStep generateStep(const uint8_t *data, size_t size);

} // namespace ovl::fuzz

#endif // OVL_FUZZ_RANDOMSTEP_H
