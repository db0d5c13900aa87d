//===- Pipelines.cpp - Registered Ovl pass pipelines ----------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Pipelines/Pipelines.h"

#include "ovl/Conversion/Passes.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"

#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace mlir::ovl;

void mlir::ovl::buildLowerPipeline(OpPassManager &pm,
                                   const LowerPipelineOptions &options) {
  pm.addNestedPass<func::FuncOp>(createFlattenJobsPass());
  PlanMemoryPassOptions memory;
  memory.reportFile = options.memoryReport;
  pm.addPass(createPlanMemoryPass(memory));
  LowerToRuntimePassOptions lowering;
  lowering.devicePath = options.device;
  pm.addPass(createLowerToRuntimePass(lowering));
}

void mlir::ovl::registerOvlPipelines() {
  PassPipelineRegistration<LowerPipelineOptions>(
      "ovl-lower-pipeline",
      "Lower an L0/L1 training step to runtime programs (L2): flatten jobs, "
      "plan memory, lower to commands",
      buildLowerPipeline);
}
