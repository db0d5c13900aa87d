//===- VerifyStreams.cpp - Prove cross-stream orderings -------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

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
  if (failed(verifyStreamsAndBuffers(getOperation())))
    signalPassFailure();
  markAllAnalysesPreserved();
}
