//===- VerifyCommunication.cpp - Whole-mesh communication proofs ----------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/CommunicationCheck.h"
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
    if (failed(verifyCommunication(getOperation())))
      signalPassFailure();
    markAllAnalysesPreserved();
  }
};
} // namespace
