//===- FlattenJobs.cpp - Inline pipeline jobs into stage functions --------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

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
  MLIRContext *context = func.getContext();
  auto jobName = StringAttr::get(context, OvlDialect::kJobAttrName);
  // An op's discardable attributes with its job's tag added, built once per
  // dictionary and tag: the ops of a job mostly carry the same ones.
  llvm::DenseMap<std::pair<DictionaryAttr, Attribute>, DictionaryAttr> tagged;
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
        DictionaryAttr attrs = nested->getDiscardableAttrDictionary();
        if (attrs.contains(jobName))
          return;
        DictionaryAttr &withTag = tagged[{attrs, tag}];
        if (!withTag) {
          NamedAttrList list(attrs);
          list.set(jobName, tag);
          withTag = list.getDictionary(context);
        }
        nested->setDiscardableAttrs(withTag);
      });
    job->getBlock()->getOperations().splice(Block::iterator(job),
                                            body.getOperations());
    job.erase();
    ++flattened;
  }
  func->setAttr(OvlDialect::kFlatAttrName, UnitAttr::get(func.getContext()));
  return flattened;
}
