//===- Pipelines.cpp - Registered Ovl pass pipelines ----------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Pipelines/Pipelines.h"

#include "ovl/Conversion/Passes.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"
#include "ovl/Dialect/Ovl/Transforms/ScheduleEstimate.h"

#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace mlir::ovl;

/// Reorders pipeline jobs (the default: 1F1B with pp > 1) and proves the
/// result's communication over the whole mesh.
template <typename Options>
static void addPipelineSchedule(OpPassManager &pm, const Options &options) {
  PipelineSchedulePassOptions schedule;
  schedule.scheduleName = options.schedule;
  schedule.virtualStages = options.virtualStages;
  schedule.devicePath = options.device;
  pm.addPass(createPipelineSchedulePass(schedule));
}

void mlir::ovl::buildLowerPipeline(OpPassManager &pm,
                                   const LowerPipelineOptions &options) {
  addPipelineSchedule(pm, options);
  pm.addNestedPass<func::FuncOp>(createFlattenJobsPass());
  PlanMemoryPassOptions memory;
  memory.reportFile = options.memoryReport;
  // The lowering reads the plan the pass manager keeps, and erases the
  // function: no attribute per op that nothing else would read.
  memory.annotate = false;
  pm.addPass(createPlanMemoryPass(memory));
  LowerToRuntimePassOptions lowering;
  lowering.devicePath = options.device;
  pm.addPass(createLowerToRuntimePass(lowering));
  pm.addPass(createVerifyCommunicationPass());
}

void mlir::ovl::buildOverlapPipeline(OpPassManager &pm,
                                     const OverlapPipelineOptions &options) {
  addPipelineSchedule(pm, options);
  SchedulePreparationOptions preparation;
  preparation.chunks = options.chunks;
  preparation.capMb = options.capMb;
  preparation.device = options.device;
  preparation.remarks = options.remarks;
  if (options.fwdBwd != "off") {
    OverlapForwardBackwardPassOptions fwdBwd;
    fwdBwd.pairing = options.fwdBwd;
    fwdBwd.memoryBudgetMb = options.memoryBudgetMb;
    fwdBwd.devicePath = options.device;
    fwdBwd.chunks = options.chunks;
    fwdBwd.capMb = options.capMb;
    fwdBwd.maxInFlight = options.maxInFlight;
    fwdBwd.keepProgramOrder = options.keepProgramOrder;
    fwdBwd.remarks = options.remarks;
    pm.addPass(createOverlapForwardBackwardPass(fwdBwd));
  }
  addSchedulePreparation(pm.nest<func::FuncOp>(), preparation);
  // Decomposition and bucketing rewrote the collectives.
  pm.addPass(createVerifyCommunicationPass());

  ScheduleOverlapPassOptions schedule;
  schedule.memoryBudgetMb = options.memoryBudgetMb;
  schedule.maxInFlight = options.maxInFlight;
  schedule.keepProgramOrder = options.keepProgramOrder;
  schedule.devicePath = options.device;
  schedule.remarks = options.remarks;
  pm.addNestedPass<func::FuncOp>(createScheduleOverlapPass(schedule));
  // The schedule reordered them.
  pm.addPass(createVerifyCommunicationPass());

  {
    OpPassManager &func = pm.nest<func::FuncOp>();
    PrefetchInputsPassOptions prefetch;
    prefetch.distance = options.prefetchDistance;
    func.addPass(createPrefetchInputsPass(prefetch));
    func.addPass(createAssignStreamsPass());
  }
  // Streams and events decide what can wait for what.
  pm.addPass(createVerifyCommunicationPass());
}

void mlir::ovl::registerOvlPipelines() {
  PassPipelineRegistration<LowerPipelineOptions>(
      "ovl-lower-pipeline",
      "Lower an L0/L1 training step to runtime programs (L2): schedule "
      "pipeline jobs, flatten jobs, plan memory, lower to commands, verify "
      "communication over the mesh",
      buildLowerPipeline);
  PassPipelineRegistration<OverlapPipelineOptions>(
      "ovl-overlap-pipeline",
      "Hide communication under compute: schedule pipeline jobs, pair "
      "steady-state forwards and backwards, flatten jobs, split "
      "column-parallel "
      "matmul gradients, decompose collective matmuls, bucket collectives, "
      "make them asynchronous, schedule for overlap, prefetch inputs, assign "
      "streams and events; communication verified over the mesh after every "
      "reordering",
      buildOverlapPipeline);
}

void mlir::ovl::registerAllOvlPasses() {
  registerOvlPasses();
  registerOvlConversionPasses();
  registerOvlPipelines();
}
