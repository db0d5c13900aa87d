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
  bool needsFlat = needs & kNeedsFlat;
  bool needsNoPlan = needs & kNeedsNoMemoryPlan;
  Operation *job = nullptr, *planned = nullptr;
  if (needsNoPlan && func->hasAttr(OvlDialect::kTransientBytesAttrName))
    planned = func;
  // One walk for both checks: at a million ops each walk of the function
  // costs about a tenth of a second in cache misses alone.
  if (needsFlat || (needsNoPlan && !planned))
    func.walk([&](Operation *op) {
      if (needsFlat && !job && isa<JobOp>(op))
        job = op;
      // Discardable: no need to look through the op's inherent ones.
      if (needsNoPlan && !planned &&
          op->getDiscardableAttr(OvlDialect::kBuffersAttrName))
        planned = op;
      bool done = (!needsFlat || job) && (!needsNoPlan || planned);
      return done ? WalkResult::interrupt() : WalkResult::advance();
    });
  if (job) {
    emitNotFlatError(job, pass);
    return failure();
  }
  if (planned) {
    planned->emitOpError()
        << "carries a memory plan, but " << pass
        << " reorders or adds ops and would leave it stale; run " << pass
        << " before ovl-plan-memory";
    return failure();
  }
  return success();
}
