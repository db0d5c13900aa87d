//===- PipelineModel.h - Synthetic pipeline builder -------------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Builds a synthetic pipeline whose jobs have given durations, for schedule
// studies: forward (F), input-gradient (B) and weight-gradient (W) kernels
// are opaque ops with a declared duration; P2P transfers carry a declared
// duration too.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_FRONTEND_PIPELINEMODEL_H
#define OVL_FRONTEND_PIPELINEMODEL_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>

namespace mlir::ovl {

struct PipelineConfig {
  int64_t stages = 4;          // --stages
  int64_t numMicrobatches = 8; // --num-microbatches
  double forwardMs = 1.0;      // --f-ms
  double inputGradMs = 1.0;    // --b-ms
  double weightGradMs = 1.0;   // --w-ms
  double p2pMs = 0.0;          // --p2p-ms
  int64_t activationElements = 1024; // --activation-elements
  /// --virtual-stages: model chunks per stage (interleaved schedule); each
  /// chunk's jobs take 1/V of the stage's F, B and W.
  int64_t virtualStages = 1;

  /// The most chunk passes (stages x virtual stages x micro-batches, each a
  /// forward, an input-gradient and a weight-gradient job, about 10 ops) a
  /// generated step may hold: some 40M ops. Larger requests are refused
  /// before anything is built, instead of exhausting memory.
  static constexpr int64_t kMaxChunkPasses = int64_t(1) << 22;

  llvm::Error validate() const;
};

/// Builds the module for `config`, jobs in GPipe order (every forward, then
/// every backward; with virtual stages each micro-batch through every
/// chunk in turn). The config must be valid.
OwningOpRef<ModuleOp> buildPipelineModule(MLIRContext *context,
                                          const PipelineConfig &config);

} // namespace mlir::ovl

#endif // OVL_FRONTEND_PIPELINEMODEL_H
