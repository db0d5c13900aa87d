//===- VerifyStreams.cpp - Prove cross-stream orderings -------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/MemoryPlan.h"
#include "ovl/Analysis/StreamOrdering.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"

#define DEBUG_TYPE "ovl-verify-streams"

namespace mlir::ovl {
#define GEN_PASS_DEF_VERIFYSTREAMSPASS
#include "ovl/Dialect/Ovl/Transforms/Passes.h.inc"
} // namespace mlir::ovl

using namespace mlir;
using namespace mlir::ovl;

namespace {
struct VerifyStreamsPass
    : public mlir::ovl::impl::VerifyStreamsPassBase<VerifyStreamsPass> {
  void runOnOperation() override;
};
} // namespace

void VerifyStreamsPass::runOnOperation() {
  func::FuncOp func = getOperation();
  if (func.isExternal())
    return;
  Block &block = func.getBody().front();
  bool planned = llvm::any_of(block, [](Operation &op) {
    return op.hasAttr(OvlDialect::kBuffersAttrName);
  });
  if (!planned) {
    HappensBefore hb(block);
    if (failed(hb.run()) || failed(verifyStreamOrdering(block, hb)))
      signalPassFailure();
    markAllAnalysesPreserved();
    return;
  }
  // The planner's aliasing and lifetimes, checked against the offsets the
  // function carries.
  MemoryPlan plan(func);
  if (failed(plan.run(/*assignOffsets=*/false)) ||
      failed(verifyStreamOrdering(block, plan.getHappensBefore())) ||
      failed(verifyBufferReuse(plan)))
    signalPassFailure();
  markAllAnalysesPreserved();
}
