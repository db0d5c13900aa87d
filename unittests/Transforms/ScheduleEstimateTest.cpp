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
  // d, then the all-reduce (10 to 60) under w and z (10 to 80), s, o.
  FailureOr<double> us = estimateScheduledUs(func(), cost, {});
  ASSERT_TRUE(succeeded(us));
  EXPECT_DOUBLE_EQ(*us, 82.0);
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
  OwningOpRef<ModuleOp> budget =
      parseSourceString<ModuleOp>(kBudgetModule, &context);
  ASSERT_TRUE(budget);
  func::FuncOp f = *budget->getOps<func::FuncOp>().begin();
  OpCostModel cost(device);
  auto estimate = [&](std::optional<int64_t> room) {
    ScheduleEstimateOptions options;
    options.roomBytes = room;
    FailureOr<double> us = estimateScheduledUs(f, cost, options);
    EXPECT_TRUE(succeeded(us));
    return succeeded(us) ? *us : -1.0;
  };
  // The input order's peak is 66 KiB (the gelu output and the two 1 KiB
  // bias gradients); the gelu under the all-reduce holds 128 KiB.
  constexpr int64_t kHoistRoom = (128 - 66) * 1024;
  // The default room (10% of the peak), none, or a byte short: the gelu
  // waits for the all-reduce (50 us exposed), then the bias gradients and
  // the sum.
  EXPECT_DOUBLE_EQ(estimate(std::nullopt), 113.0);
  EXPECT_DOUBLE_EQ(estimate(0), 113.0);
  EXPECT_DOUBLE_EQ(estimate(kHoistRoom - 1), 113.0);
  // Room for both: the all-reduce hides under the gelu.
  EXPECT_DOUBLE_EQ(estimate(kHoistRoom), 63.0);
}

} // namespace
