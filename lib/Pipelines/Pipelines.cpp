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

void mlir::ovl::buildOverlapPipeline(OpPassManager &pm,
                                     const OverlapPipelineOptions &options) {
  OpPassManager &func = pm.nest<func::FuncOp>();
  func.addPass(createFlattenJobsPass());

  SplitMatmulGradPassOptions split;
  split.remarks = options.remarks;
  func.addPass(createSplitMatmulGradPass(split));

  DecomposeCollectiveMatmulPassOptions decompose;
  decompose.chunks = options.chunks;
  decompose.devicePath = options.device;
  decompose.remarks = options.remarks;
  func.addPass(createDecomposeCollectiveMatmulPass(decompose));

  BucketCollectivesPassOptions bucket;
  bucket.capMb = options.capMb;
  bucket.remarks = options.remarks;
  func.addPass(createBucketCollectivesPass(bucket));

  func.addPass(createAsyncCollectivesPass());

  ScheduleOverlapPassOptions schedule;
  schedule.memoryBudgetMb = options.memoryBudgetMb;
  schedule.maxInFlight = options.maxInFlight;
  schedule.devicePath = options.device;
  schedule.remarks = options.remarks;
  func.addPass(createScheduleOverlapPass(schedule));

  PrefetchInputsPassOptions prefetch;
  prefetch.distance = options.prefetchDistance;
  func.addPass(createPrefetchInputsPass(prefetch));

  func.addPass(createAssignStreamsPass());
}

void mlir::ovl::registerOvlPipelines() {
  PassPipelineRegistration<LowerPipelineOptions>(
      "ovl-lower-pipeline",
      "Lower an L0/L1 training step to runtime programs (L2): flatten jobs, "
      "plan memory, lower to commands",
      buildLowerPipeline);
  PassPipelineRegistration<OverlapPipelineOptions>(
      "ovl-overlap-pipeline",
      "Hide communication under compute: flatten jobs, split column-parallel "
      "matmul gradients, decompose collective matmuls, bucket collectives, "
      "make them asynchronous, schedule for overlap, prefetch inputs, assign "
      "streams and events",
      buildOverlapPipeline);
}
