//===- SchedulePreparation.cpp - The passes before ovl-schedule-overlap ---===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// One list of the function passes the overlap pipeline runs before it
// schedules, shared by the pipeline and by ovl-overlap-fwd-bwd, which
// prepares its scratch copies of jobs the same way to price them.
//
//===----------------------------------------------------------------------===//

#include "ovl/Dialect/Ovl/Transforms/Passes.h"
#include "ovl/Dialect/Ovl/Transforms/ScheduleEstimate.h"

using namespace mlir;
using namespace mlir::ovl;

void mlir::ovl::addSchedulePreparation(
    OpPassManager &func, const SchedulePreparationOptions &options) {
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
  bucket.devicePath = options.device;
  bucket.remarks = options.remarks;
  func.addPass(createBucketCollectivesPass(bucket));

  func.addPass(createAsyncCollectivesPass());
}
