//===- Pipelines.h - Registered Ovl pass pipelines --------------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_PIPELINES_PIPELINES_H
#define OVL_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

#include <string>

namespace mlir::ovl {

/// L1 -> L2: flatten jobs, plan memory, lower to runtime commands.
struct LowerPipelineOptions : public PassPipelineOptions<LowerPipelineOptions> {
  Option<std::string> device{
      *this, "device",
      llvm::cl::desc("Device description (JSON) for the estimates; empty for "
                     "the built-in h100-sxm-nvlink"),
      llvm::cl::init("")};
  Option<std::string> memoryReport{
      *this, "memory-report",
      llvm::cl::desc("Print the memory plan's per-rank sizes to this file "
                     "('-' for stdout)"),
      llvm::cl::init("")};
};

void buildLowerPipeline(OpPassManager &pm, const LowerPipelineOptions &options);

/// Registers every Ovl pipeline with the pass registry.
void registerOvlPipelines();

} // namespace mlir::ovl

#endif // OVL_PIPELINES_PIPELINES_H
