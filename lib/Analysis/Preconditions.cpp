//===- Preconditions.cpp - What a pass needs of its input -----------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/Preconditions.h"

#include "ovl/Dialect/Ovl/IR/OvlOps.h"
#include "ovl/Support/NumberText.h"

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
  Operation *job = nullptr;
  // A function marked flat holds no job (the verifier refuses one under
  // the marker): no walk.
  if ((needs & kNeedsFlat) && !func->hasAttr(OvlDialect::kFlatAttrName))
    func.walk([&](JobOp found) {
      job = found;
      return WalkResult::interrupt();
    });
  if (job) {
    emitNotFlatError(job, pass);
    return failure();
  }
  // An op's `ovl.buffers` verifies only under a function that holds the
  // plan's `ovl.transient_bytes` (OvlDialect::verifyOperationAttribute):
  // the function tells whether a plan was made, without a walk.
  if ((needs & kNeedsNoMemoryPlan) &&
      func->hasAttr(OvlDialect::kTransientBytesAttrName)) {
    func.emitOpError()
        << "carries a memory plan, but " << pass
        << " reorders or adds ops and would leave it stale; run " << pass
        << " before ovl-plan-memory";
    return failure();
  }
  return success();
}

FailureOr<int64_t> mlir::ovl::getOptionBytes(Operation *op, StringRef option,
                                             double mebibytes) {
  constexpr double kMebibytesLimit = 0x1p43; // 2^43 MiB is 2^63 bytes
  if (!(mebibytes >= 0 && mebibytes < kMebibytesLimit)) {
    return op->emitError()
           << option
           << " must be a number of MiB, at least 0 and below 2^43, got "
           << numberText(mebibytes);
  }
  auto bytes = static_cast<int64_t>(mebibytes * 1048576.0);
  // A positive size under a byte would read as 0, which each option gives
  // a meaning of its own (the default budget, no buckets).
  if (bytes == 0 && mebibytes > 0)
    return op->emitError() << option
                           << " must be 0 or at least one byte (2^-20 MiB), "
                              "got "
                           << numberText(mebibytes)
                           << ": under a byte it would read as 0";
  return bytes;
}
