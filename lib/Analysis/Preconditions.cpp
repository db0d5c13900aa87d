//===- Preconditions.cpp - What a pass needs of its input -----------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/Preconditions.h"

#include "ovl/Dialect/Ovl/IR/OvlOps.h"

using namespace mlir;
using namespace mlir::ovl;

InFlightDiagnostic mlir::ovl::emitNotFlatError(Operation *job, StringRef who) {
  return job->emitOpError()
         << "is a job, but " << who
         << " needs a flat function; run ovl-flatten-jobs first";
}

LogicalResult mlir::ovl::checkPassPreconditions(func::FuncOp func,
                                                StringRef pass,
                                                unsigned needs) {
  if (func.isExternal())
    return success();
  if (needs & kNeedsFlat) {
    Operation *job = nullptr;
    func.walk([&](JobOp found) {
      job = found;
      return WalkResult::interrupt();
    });
    if (job) {
      emitNotFlatError(job, pass);
      return failure();
    }
  }
  if (needs & kNeedsNoMemoryPlan) {
    Operation *planned = nullptr;
    if (func->hasAttr(OvlDialect::kTransientBytesAttrName))
      planned = func;
    if (!planned)
      func.walk([&](Operation *op) {
        // Discardable: no need to look through the op's inherent ones.
        if (!op->getDiscardableAttr(OvlDialect::kBuffersAttrName))
          return WalkResult::advance();
        planned = op;
        return WalkResult::interrupt();
      });
    if (planned) {
      planned->emitOpError()
          << "carries a memory plan, but " << pass
          << " reorders or adds ops and would leave it stale; run " << pass
          << " before ovl-plan-memory";
      return failure();
    }
  }
  return success();
}
