//===- ScheduleEstimate.h - The list scheduler's time for a function -*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// ovl-schedule-overlap's simulated clock, for passes that decide before it
// runs: how long its schedule of a flat function would take, without
// reordering anything; and the passes the overlap pipeline runs on a
// function before it. ovl-overlap-fwd-bwd prices a pair of jobs with both.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_DIALECT_OVL_TRANSFORMS_SCHEDULEESTIMATE_H
#define OVL_DIALECT_OVL_TRANSFORMS_SCHEDULEESTIMATE_H

#include "ovl/Analysis/OpCost.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/PassManager.h"

#include <optional>
#include <string>

namespace mlir::ovl {

/// The options of --ovl-overlap-pipeline that the passes before
/// ovl-schedule-overlap take (its options of the same names).
struct SchedulePreparationOptions {
  std::string chunks = "auto";
  double capMb = 25.0;
  std::string device;
  bool remarks = false;
};

/// Adds to `func` (a pass manager on func.func) what the overlap pipeline
/// runs on each function before ovl-schedule-overlap: ovl-flatten-jobs,
/// ovl-split-matmul-grad, ovl-decompose-collective-matmul,
/// ovl-bucket-collectives, ovl-async-collectives.
void addSchedulePreparation(OpPassManager &func,
                            const SchedulePreparationOptions &options);

/// How ovl-schedule-overlap is to schedule (its options of the same names).
struct ScheduleEstimateOptions {
  unsigned maxInFlight = 4;
  bool keepProgramOrder = false;
  /// The bytes the schedule may hold over the input order's peak: the
  /// budget's room where the function stands for part of a larger one.
  /// Unset: 10% of that peak, the pass's default budget for a whole
  /// function.
  std::optional<int64_t> roomBytes;
};

/// The time, in us on the cost model's clock, from the first op of `func`
/// (flat: no jobs; collectives asynchronous, as ovl-async-collectives leaves
/// them) to the end of the last, as ovl-schedule-overlap would schedule it
/// with its default memory budget (110% of the input order's peak), or the
/// input order's peak plus `options.roomBytes` where that is set. It settles
/// on the order the pass would: where the memory planner finds a schedule
/// over the budget it tries the tighter budgets, then the room reserved for
/// the input order's later peak, and where none fits it times the input
/// order as it stands. `orderings` are extra (before, after) pairs of ops of
/// `func` the schedule must keep, as the pass keeps a receive after the
/// compute before it. Leaves `func` as it is; fails (with the graph's or the
/// planner's error) where the pass would.
FailureOr<double> estimateScheduledUs(
    func::FuncOp func, const OpCostModel &cost,
    const ScheduleEstimateOptions &options,
    ArrayRef<std::pair<Operation *, Operation *>> orderings = {});

} // namespace mlir::ovl

#endif // OVL_DIALECT_OVL_TRANSFORMS_SCHEDULEESTIMATE_H
