//===- VerifyCommunication.cpp - Whole-mesh communication proofs ----------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/CommunicationCheck.h"
#include "ovl/Analysis/ParallelVerifier.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"

namespace mlir::ovl {
#define GEN_PASS_DEF_VERIFYCOMMUNICATIONPASS
#include "ovl/Dialect/Ovl/Transforms/Passes.h.inc"
} // namespace mlir::ovl

using namespace mlir;
using namespace mlir::ovl;

namespace {
struct VerifyCommunicationPass
    : public mlir::ovl::impl::VerifyCommunicationPassBase<
          VerifyCommunicationPass> {
  void runOnOperation() override {
    // The proofs walk the ops' invariants (types, attributes, regions), so
    // the MLIR verifier runs first: between the phases of the registered
    // pipelines this is the check that every op is still well formed
    // (ovl-opt skips verifying after every pass when the pipeline ends
    // here). It runs on all threads (ovl/Analysis/ParallelVerifier.h).
    // The proofs read the bodies the verifier listed: no second walk.
    ListedBlocks listed;
    if (failed(verifyInParallel(getOperation(), &listed)) ||
        failed(verifyCommunication(getOperation(), &listed)))
      signalPassFailure();
    markAllAnalysesPreserved();
  }
};
} // namespace
