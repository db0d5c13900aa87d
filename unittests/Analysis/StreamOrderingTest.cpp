//===- StreamOrderingTest.cpp - The silent ordering proof -----------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// isOrderedAfterPredecessors is ovl-assign-streams' proof of its own events:
// the predecessors it found, checked against clocks found afresh. It must
// agree with verifyStreamOrdering's verdict on the same function (ordered
// with the event, unordered without it), ignore a predecessor after its op
// (a reader after an in-place update), refuse ops that are not the clocks'
// in order, and judge a function of many chunks on the context's threads.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/StreamOrdering.h"
#include "ovl/Dialect/Ovl/IR/OvlOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <string>

using namespace mlir;
using namespace mlir::ovl;

namespace {

// A gelu reads an all-reduce's result on another stream, after `between`.
std::string crossStreamUse(const std::string &between, int padding = 0) {
  std::string module = R"mlir(
ovl.mesh @mesh axes [tp = 2 : tensor]
func.func @f(%x: tensor<64xf32>) -> tensor<64xf32> {
  %a = ovl.all_reduce sum %x over [tp] {ovl.stream = #ovl<stream tp_comm>} : tensor<64xf32> -> tensor<64xf32>
)mlir";
  for (int i = 0; i < padding; ++i)
    module += "  %p" + std::to_string(i) + " = ovl.gelu %x : tensor<64xf32>\n";
  return module + between + R"mlir(
  %g = ovl.gelu %a : tensor<64xf32>
  return %g : tensor<64xf32>
}
)mlir";
}

constexpr const char *kEvent = R"mlir(
  %e = ovl.event_record on tp_comm : !ovl.event
  ovl.event_wait %e on compute
)mlir";

class StreamOrderingTest : public ::testing::Test {
protected:
  StreamOrderingTest() { context.loadDialect<OvlDialect, func::FuncDialect>(); }

  /// Parses `source`; lists its function's ops but the events and the
  /// terminator, and each one's required predecessors as indices.
  bool load(const std::string &source) {
    module = parseSourceString<ModuleOp>(source, &context);
    if (!module)
      return false;
    ops.clear();
    predecessors.clear();
    for (Operation &op : body().without_terminator())
      if (!isa<EventRecordOp, EventWaitOp>(op))
        ops.push_back(&op);
    for (Operation *op : ops) {
      SmallVector<Operation *> before;
      getRequiredPredecessors(op, before);
      std::vector<unsigned> indices;
      for (Operation *p : before)
        indices.push_back(llvm::find(ops, p) - ops.begin());
      predecessors.push_back(indices);
    }
    return true;
  }
  Block &body() {
    return (*module->getOps<func::FuncOp>().begin()).getBody().front();
  }
  bool isOrdered(const HappensBefore &hb, ArrayRef<Operation *> listed) {
    return isOrderedAfterPredecessors(hb, listed, [&](size_t i) {
      return ArrayRef<unsigned>(predecessors[i]);
    });
  }
  /// verifyStreamOrdering's verdict, its diagnostics kept quiet.
  bool verifies(const HappensBefore &hb) {
    ScopedDiagnosticHandler quiet(&context,
                                  [](Diagnostic &) { return success(); });
    return succeeded(verifyStreamOrdering(body(), hb));
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  std::vector<Operation *> ops;
  std::vector<std::vector<unsigned>> predecessors;
};

TEST_F(StreamOrderingTest, AgreesWithTheWalkingProof) {
  for (bool event : {false, true}) {
    ASSERT_TRUE(load(crossStreamUse(event ? kEvent : "")));
    HappensBefore hb(body());
    ASSERT_TRUE(succeeded(hb.run()));
    EXPECT_EQ(isOrdered(hb, ops), event);
    EXPECT_EQ(verifies(hb), event);
  }
}

TEST_F(StreamOrderingTest, ReadsClocksWithoutTheOpsTable) {
  // As ovl-assign-streams runs it: the clocks sized ahead, the ops' table
  // built only for the walking proof's report.
  for (bool event : {false, true}) {
    ASSERT_TRUE(load(crossStreamUse(event ? kEvent : "")));
    HappensBefore hb(body(), ops.size() + 3);
    ASSERT_TRUE(succeeded(hb.run(/*indexOps=*/false)));
    EXPECT_EQ(isOrdered(hb, ops), event);
    hb.indexOps();
    for (auto [index, op] : llvm::enumerate(hb.getOps()))
      EXPECT_EQ(hb.getProgramIndex(op), index);
    EXPECT_EQ(verifies(hb), event);
  }
}

TEST_F(StreamOrderingTest, JudgesManyChunksOnThreads) {
  // Over 8192 ops: the gelu's check falls in a later chunk than its
  // predecessor's.
  ASSERT_TRUE(context.isMultithreadingEnabled());
  for (bool event : {false, true}) {
    ASSERT_TRUE(load(crossStreamUse(event ? kEvent : "", 9000)));
    HappensBefore hb(body());
    ASSERT_TRUE(succeeded(hb.run()));
    EXPECT_EQ(isOrdered(hb, ops), event);
  }
}

TEST_F(StreamOrderingTest, IgnoresAPredecessorAfterItsOp) {
  ASSERT_TRUE(load(crossStreamUse("")));
  HappensBefore hb(body());
  ASSERT_TRUE(succeeded(hb.run()));
  // The all-reduce "after" the gelu: not this proof's to judge.
  predecessors[0].push_back(1);
  predecessors[1].clear();
  EXPECT_TRUE(isOrdered(hb, ops));
}

TEST_F(StreamOrderingTest, RefusesOpsOutOfTheClocksOrder) {
  ASSERT_TRUE(load(crossStreamUse(kEvent)));
  HappensBefore hb(body());
  ASSERT_TRUE(succeeded(hb.run()));
  std::vector<Operation *> swapped{ops[1], ops[0]};
  predecessors = {{}, {}};
  EXPECT_FALSE(isOrdered(hb, swapped));
  EXPECT_TRUE(isOrdered(hb, {}));
}

} // namespace
