//===- Preconditions.h - What a pass needs of its input ---------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// One check, with one message per need, that every pass runs on its input
// before it does anything (a pass that would silently do nothing, or do the
// wrong thing, on the wrong phase's IR refuses it instead):
//
// - flat: no `ovl.job` is left (ovl-flatten-jobs ran); the scheduling and
//   stream passes see one block of ops. A function ovl-flatten-jobs marked
//   `ovl.flat` is flat by that alone (the verifier refuses a job under the
//   marker); one without it, written by hand, say, is walked;
// - not memory-planned: no `ovl.transient_bytes` on the function yet (the
//   verifier accepts an op's `ovl.buffers` only under a function that has
//   it, so the function alone tells); a pass that reorders or adds ops
//   would leave the plan's lifetimes stale.
//
// The options a pass is given are checked as its input is: a size in MiB
// that is negative, not a number or too large is an error, not a default.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_ANALYSIS_PRECONDITIONS_H
#define OVL_ANALYSIS_PRECONDITIONS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::ovl {

/// Needs, combined with `|`.
enum PassNeeds : unsigned {
  kNeedsFlat = 1u << 0,
  kNeedsNoMemoryPlan = 1u << 1,
};

/// Checks `func` for `needs` on behalf of pass `pass`, emitting the one
/// error of the first unmet need on the op that breaks it.
LogicalResult checkPassPreconditions(func::FuncOp func, StringRef pass,
                                     unsigned needs);

/// The error for an `ovl.job` met by code that needs a flat function.
InFlightDiagnostic emitNotFlatError(Operation *job, StringRef who);

/// The bytes of a size option given in MiB (`option=mebibytes`), rounded
/// down: an error on `op` unless it is a number, not negative, below 2^43
/// MiB (so that the bytes fit an int64_t: 2^43 MiB is 2^63 bytes), and 0 or
/// at least one byte (a smaller size would read as 0, the option's "off" or
/// "default").
FailureOr<int64_t> getOptionBytes(Operation *op, StringRef option,
                                  double mebibytes);

} // namespace mlir::ovl

#endif // OVL_ANALYSIS_PRECONDITIONS_H
