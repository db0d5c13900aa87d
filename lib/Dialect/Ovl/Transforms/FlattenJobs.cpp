//===- FlattenJobs.cpp - Inline pipeline jobs into stage functions --------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Dialect/Ovl/Transforms/DerivedAttrs.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"

#define DEBUG_TYPE "ovl-flatten-jobs"

namespace mlir::ovl {
#define GEN_PASS_DEF_FLATTENJOBSPASS
#include "ovl/Dialect/Ovl/Transforms/Passes.h.inc"
} // namespace mlir::ovl

using namespace mlir;
using namespace mlir::ovl;

namespace {
struct FlattenJobsPass : public ovl::impl::FlattenJobsPassBase<FlattenJobsPass> {
  void runOnOperation() override;
};
} // namespace

void FlattenJobsPass::runOnOperation() {
  numJobsFlattened += flattenJobs(getOperation());
}

int64_t mlir::ovl::flattenJobs(func::FuncOp func) {
  // Marked flat: the verifier refuses a job under the marker.
  if (func.isExternal() || func->hasAttr(OvlDialect::kFlatAttrName))
    return 0;
  int64_t flattened = 0;
  auto jobName = StringAttr::get(func.getContext(), OvlDialect::kJobAttrName);
  DiscardableAttrSetter tagger(jobName);
  SmallVector<JobOp> jobs;
  func.walk([&](JobOp job) { jobs.push_back(job); });
  for (JobOp job : jobs) {
    JobTagAttr tag = job.getTag();
    Block &body = job.getBody().front();
    auto yield = cast<YieldOp>(body.getTerminator());
    job.replaceAllUsesWith(yield.getValues());
    yield.erase();
    for (Operation &op : body)
      op.walk([&](Operation *nested) {
        if (!nested->getDiscardableAttr(jobName))
          tagger.set(nested, tag);
      });
    job->getBlock()->getOperations().splice(Block::iterator(job),
                                            body.getOperations());
    job.erase();
    ++flattened;
  }
  func->setAttr(OvlDialect::kFlatAttrName, UnitAttr::get(func.getContext()));
  return flattened;
}
