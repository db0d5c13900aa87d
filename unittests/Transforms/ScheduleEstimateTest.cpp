//===- ScheduleEstimateTest.cpp - The list scheduler's time, unapplied ----===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// estimateScheduledUs times a flat function as ovl-schedule-overlap would
// schedule it and leaves the function as it is. On declared durations and a
// device without contention the times are exact: the dgrad/wgrad pair of
// test/Transforms/schedule-overlap-program-order.mlir (dgrad 10 us, its
// all-reduce 50, the wgrad 30, a sum 1, independent work 40, a last sum 1).
//
//===----------------------------------------------------------------------===//

#include "ovl/Dialect/Ovl/IR/OvlDialect.h"
#include "ovl/Dialect/Ovl/IR/OvlOps.h"
#include "ovl/Dialect/Ovl/Transforms/ScheduleEstimate.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <limits>

using namespace mlir;
using namespace mlir::ovl;

namespace {

constexpr const char *kModule = R"mlir(
ovl.mesh @mesh axes [tp = 2 : tensor]
func.func @f(%x: tensor<8xf32>, %dy: tensor<8xf32>, %u: tensor<8xf32>) -> tensor<8xf32> attributes {ovl.flat} {
  %d = ovl.gelu %dy {ovl.duration_us = 10.0} : tensor<8xf32>
  %h = ovl.all_reduce_start sum %d over [tp] {ovl.duration_us = 50.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %r = ovl.wait %h : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %w = ovl.gelu %x {ovl.duration_us = 30.0} : tensor<8xf32>
  %s = ovl.add %r, %w {ovl.duration_us = 1.0} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %z = ovl.gelu %u {ovl.duration_us = 40.0} : tensor<8xf32>
  %o = ovl.add %s, %z {ovl.duration_us = 1.0} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %o : tensor<8xf32>
}
)mlir";

class ScheduleEstimateTest : public ::testing::Test {
protected:
  ScheduleEstimateTest() : device(::ovl::rt::DeviceSpec::h100()) {
    device.contention = {};
    context.loadDialect<OvlDialect, func::FuncDialect>();
    module = parseSourceString<ModuleOp>(kModule, &context);
  }
  func::FuncOp func() { return *module->getOps<func::FuncOp>().begin(); }
  /// Parses `source` into `holder`; its first function (null if the parse
  /// failed).
  func::FuncOp parseFunc(const char *source, OwningOpRef<ModuleOp> &holder) {
    holder = parseSourceString<ModuleOp>(source, &context);
    return holder ? *holder->getOps<func::FuncOp>().begin() : func::FuncOp();
  }
  /// The ops of the function, in order, by result name order: d, h, r, w,
  /// s, z, o.
  Operation *op(unsigned index) {
    return &*std::next(func().getBody().front().begin(), index);
  }

  ::ovl::rt::DeviceSpec device;
  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(ScheduleEstimateTest, ListSchedulerHidesTheAllReduce) {
  ASSERT_TRUE(module);
  OpCostModel cost(device);
  // With room (1 MiB over the input's peak, the lit test's budget): d, then
  // the all-reduce (10 to 60) under w and z (10 to 80), s, o.
  ScheduleEstimateOptions roomy;
  roomy.roomBytes = 1 << 20;
  FailureOr<double> us = estimateScheduledUs(func(), cost, roomy);
  ASSERT_TRUE(succeeded(us));
  EXPECT_DOUBLE_EQ(*us, 82.0);
  // The default budget (110% of the input order's peak) has no room for
  // z's output under the all-reduce as well, by the planner's count: the
  // pass settles on w alone under it (10 to 40), the wait at 60, s, z, o.
  us = estimateScheduledUs(func(), cost, {});
  ASSERT_TRUE(succeeded(us));
  EXPECT_DOUBLE_EQ(*us, 102.0);
}

TEST_F(ScheduleEstimateTest, ProgramOrderHidesLess) {
  ASSERT_TRUE(module);
  OpCostModel cost(device);
  // d, w (10 to 40), the wait until 60, s, z, o.
  ScheduleEstimateOptions options;
  options.keepProgramOrder = true;
  FailureOr<double> us = estimateScheduledUs(func(), cost, options);
  ASSERT_TRUE(succeeded(us));
  EXPECT_DOUBLE_EQ(*us, 102.0);
}

TEST_F(ScheduleEstimateTest, OrderingsHoldWorkBack) {
  ASSERT_TRUE(module);
  OpCostModel cost(device);
  // z after s: the all-reduce hides under w alone, and z runs after it.
  std::pair<Operation *, Operation *> zAfterS{op(4), op(5)};
  FailureOr<double> us = estimateScheduledUs(func(), cost, {}, {zAfterS});
  ASSERT_TRUE(succeeded(us));
  EXPECT_DOUBLE_EQ(*us, 102.0);
}

TEST_F(ScheduleEstimateTest, LeavesTheFunctionAsItIs) {
  ASSERT_TRUE(module);
  OpCostModel cost(device);
  std::string before, after;
  llvm::raw_string_ostream(before) << *module;
  ASSERT_TRUE(succeeded(estimateScheduledUs(func(), cost, {})));
  llvm::raw_string_ostream(after) << *module;
  EXPECT_EQ(before, after);
}

TEST_F(ScheduleEstimateTest, RefusesAPlannedFunction) {
  ASSERT_TRUE(module);
  OpCostModel cost(device);
  // A memory plan's marker: the pass's precondition, with its error.
  func()->setAttr(OvlDialect::kTransientBytesAttrName,
                  Builder(&context).getI64IntegerAttr(0));
  std::string message;
  ScopedDiagnosticHandler capture(&context, [&](Diagnostic &diagnostic) {
    message = diagnostic.str();
    return success();
  });
  EXPECT_TRUE(failed(estimateScheduledUs(func(), cost, {})));
  EXPECT_NE(message.find("ovl-schedule-overlap"), std::string::npos)
      << message;
}

// The @budget function of test/Transforms/schedule-overlap-memory.mlir: in
// the input order the 64 KiB all-reduce result is dead before the 64 KiB
// gelu output is made, and hiding the all-reduce under the gelu holds both.
constexpr const char *kBudgetModule = R"mlir(
ovl.mesh @mesh axes [tp = 2 : tensor]
func.func @budget(%x: tensor<64x256xf32>, %u: tensor<64x256xf32>) -> tensor<256xf32> attributes {ovl.flat} {
  %h = ovl.all_reduce_start sum %x over [tp] {ovl.duration_us = 50.0} : tensor<64x256xf32> -> !ovl.inflight<tensor<64x256xf32>>
  %r = ovl.wait %h : !ovl.inflight<tensor<64x256xf32>> -> tensor<64x256xf32>
  %s = ovl.bias_grad %r {ovl.duration_us = 1.0} : (tensor<64x256xf32>) -> tensor<256xf32>
  %big = ovl.gelu %u {ovl.duration_us = 60.0} : tensor<64x256xf32>
  %bs = ovl.bias_grad %big {ovl.duration_us = 1.0} : (tensor<64x256xf32>) -> tensor<256xf32>
  %o = ovl.add %s, %bs {ovl.duration_us = 1.0} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  return %o : tensor<256xf32>
}
)mlir";

TEST_F(ScheduleEstimateTest, RoomOverThePeakDecidesWhatHides) {
  OwningOpRef<ModuleOp> budget;
  func::FuncOp f = parseFunc(kBudgetModule, budget);
  ASSERT_TRUE(f);
  OpCostModel cost(device);
  auto estimate = [&](std::optional<int64_t> room) {
    ScheduleEstimateOptions options;
    options.roomBytes = room;
    FailureOr<double> us = estimateScheduledUs(f, cost, options);
    EXPECT_TRUE(succeeded(us));
    return succeeded(us) ? *us : -1.0;
  };
  // The input order's peak is 66 KiB (the gelu output and the two 1 KiB
  // bias gradients); the gelu under the all-reduce holds 129 KiB by the
  // planner's count (the all-reduce's result and the gelu's output when
  // the first bias gradient is made). The scheduler's own accounting, 128
  // KiB, would hoist it with a KiB less; the pass would not.
  constexpr int64_t kHoistRoom = (129 - 66) * 1024;
  // The default room (10% of the peak), none, or a byte short: the gelu
  // waits for the all-reduce (50 us exposed), then the bias gradients and
  // the sum.
  EXPECT_DOUBLE_EQ(estimate(std::nullopt), 113.0);
  EXPECT_DOUBLE_EQ(estimate(0), 113.0);
  EXPECT_DOUBLE_EQ(estimate(kHoistRoom - 1), 113.0);
  // Room for both: the all-reduce hides under the gelu.
  EXPECT_DOUBLE_EQ(estimate(kHoistRoom), 63.0);
  // The most room there is: the budget (the peak plus the room) stops at
  // INT64_MAX. Added as it was, it wrapped to a negative budget that no
  // order fits, and the input order was timed.
  EXPECT_DOUBLE_EQ(estimate(std::numeric_limits<int64_t>::max()), 63.0);
}

// The @reserve function of test/Transforms/schedule-overlap-reserve.mlir.
// The scheduler's own accounting lets %k (64 KiB) run under the all-reduce,
// but %k then stays live through the input order's later peak (192 KiB):
// the planner finds every tightening over the default budget (110% of that
// peak), and the pass settles on the order with room reserved, where only
// %small (40 us) runs under the all-reduce.
constexpr const char *kReserveModule = R"mlir(
ovl.mesh @mesh axes [tp = 2 : tensor]
func.func @reserve(%x: tensor<64x256xf32>, %u: tensor<64x256xf32>, %v: tensor<256xf32>) -> (tensor<64x256xf32>, tensor<256xf32>) attributes {ovl.flat} {
  %h = ovl.all_reduce_start sum %x over [tp] {ovl.duration_us = 100.0} : tensor<64x256xf32> -> !ovl.inflight<tensor<64x256xf32>>
  %r = ovl.wait %h : !ovl.inflight<tensor<64x256xf32>> -> tensor<64x256xf32>
  %s = ovl.gelu %r {ovl.duration_us = 10.0} : tensor<64x256xf32>
  %t = ovl.gelu %s {ovl.duration_us = 10.0} : tensor<64x256xf32>
  %q = ovl.add %s, %t {ovl.duration_us = 10.0} : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
  %k = ovl.gelu %u {ovl.duration_us = 10.0} : tensor<64x256xf32>
  %o = ovl.add %q, %k {ovl.duration_us = 10.0} : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
  %small = ovl.gelu %v {ovl.duration_us = 40.0} : tensor<256xf32>
  return %o, %small : tensor<64x256xf32>, tensor<256xf32>
}
)mlir";

TEST_F(ScheduleEstimateTest, SettlesOnTheOrderThePlannerAccepts) {
  OwningOpRef<ModuleOp> reserve;
  func::FuncOp f = parseFunc(kReserveModule, reserve);
  ASSERT_TRUE(f);
  OpCostModel cost(device);
  std::string before, after;
  llvm::raw_string_ostream(before) << *reserve;
  // %small under the all-reduce (0 to 40), the wait at 100, then %s, %t,
  // %q, %k and %o: 150. The scheduler's first order, %k and %small under
  // it, would end at 140, but the planner puts it over the budget.
  FailureOr<double> us = estimateScheduledUs(f, cost, {});
  ASSERT_TRUE(succeeded(us));
  EXPECT_DOUBLE_EQ(*us, 150.0);
  llvm::raw_string_ostream(after) << *reserve;
  EXPECT_EQ(before, after);
  // With room for %k as well (1 MiB over the peak), that first order fits.
  ScheduleEstimateOptions roomy;
  roomy.roomBytes = 1 << 20;
  us = estimateScheduledUs(f, cost, roomy);
  ASSERT_TRUE(succeeded(us));
  EXPECT_DOUBLE_EQ(*us, 140.0);
}

// Where no schedule fits, the pass keeps the input order as it stands,
// each wait where it is, and that is what the estimate times. The
// all-gather's input (32 KiB) is read until its wait; sinking the wait below
// %big, as the program order would, holds it, the gathered 64 KiB and %big
// at once (160 KiB), over the default budget (110% of the input order's 129
// KiB peak: the gathered result, %big and the first bias gradient).
constexpr const char *kNoFitModule = R"mlir(
ovl.mesh @mesh axes [tp = 2 : tensor]
func.func @sink(%u: tensor<32x256xf32>, %v: tensor<64x256xf32>) -> tensor<256xf32> attributes {ovl.flat} {
  %a = ovl.gelu %u {ovl.duration_us = 10.0} : tensor<32x256xf32>
  %h = ovl.all_gather_start %a over [tp] dim 0 {ovl.duration_us = 50.0} : tensor<32x256xf32> -> !ovl.inflight<tensor<64x256xf32>>
  %r = ovl.wait %h : !ovl.inflight<tensor<64x256xf32>> -> tensor<64x256xf32>
  %big = ovl.gelu %v {ovl.duration_us = 30.0} : tensor<64x256xf32>
  %s = ovl.bias_grad %r {ovl.duration_us = 1.0} : (tensor<64x256xf32>) -> tensor<256xf32>
  %bs = ovl.bias_grad %big {ovl.duration_us = 1.0} : (tensor<64x256xf32>) -> tensor<256xf32>
  %o = ovl.add %s, %bs {ovl.duration_us = 1.0} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  return %o : tensor<256xf32>
}
)mlir";

TEST_F(ScheduleEstimateTest, NoFitTimesTheInputOrder) {
  OwningOpRef<ModuleOp> noFit;
  func::FuncOp f = parseFunc(kNoFitModule, noFit);
  ASSERT_TRUE(f);
  OpCostModel cost(device);
  ScheduleEstimateOptions options;
  options.keepProgramOrder = true;
  // %a, the all-gather (10 to 60) with its wait right after it (50 us
  // exposed), %big (60 to 90), the bias gradients and the sum: 93. The
  // program order, %big under the all-gather, would end at 63.
  FailureOr<double> us = estimateScheduledUs(f, cost, options);
  ASSERT_TRUE(succeeded(us));
  EXPECT_DOUBLE_EQ(*us, 93.0);
  // With room for the three at once, the program order stands.
  options.roomBytes = 1 << 20;
  us = estimateScheduledUs(f, cost, options);
  ASSERT_TRUE(succeeded(us));
  EXPECT_DOUBLE_EQ(*us, 63.0);
}

} // namespace
