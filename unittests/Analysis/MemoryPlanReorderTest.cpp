//===- MemoryPlanReorderTest.cpp - Planning a reordered function again ----===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// ovl-schedule-overlap plans each order it tries with
// MemoryPlan::runAfterReordering, which keeps the storage roots of the
// input's plan. Its peak must be a fresh plan's for every order of the same
// ops: random topological orders of a function with every kind of root (a
// concatenation built in place, an in-place collective, an asynchronous
// collective, views, an optimizer update in place) are planned both ways.
// A function whose ops were added or replaced is refused, and so is an
// order that reads a buffer after its in-place update (with and without
// threads: the check runs beside the placement on the context's threads).
// The same function shows the roots as the scheduler reads them: each
// value's root and offset, and each root's values, writers and users.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/MemoryPlan.h"
#include "ovl/Dialect/Ovl/IR/OvlDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/DenseSet.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

using namespace mlir;
using namespace mlir::ovl;

namespace {

constexpr const char *kModule = R"mlir(
ovl.mesh @mesh axes [tp = 2 : tensor]
func.func @stage(%x: tensor<64xf32>, %p: tensor<64xf32>, %m: tensor<64xf32>) {
  %a = ovl.gelu %x : tensor<64xf32>
  %b = ovl.gelu %a : tensor<64xf32>
  %big = ovl.gelu %x : tensor<64xf32>
  %h = ovl.all_gather_start %a over [tp] dim 0 : tensor<64xf32> -> !ovl.inflight<tensor<128xf32>>
  %c = ovl.gelu %x : tensor<64xf32>
  %r = ovl.all_reduce sum %c over [tp] : tensor<64xf32> -> tensor<64xf32>
  %g = ovl.wait %h : !ovl.inflight<tensor<128xf32>> -> tensor<128xf32>
  %v = tensor.expand_shape %g [[0, 1]] output_shape [8, 16] : tensor<128xf32> into tensor<8x16xf32>
  %w = ovl.gelu %v : tensor<8x16xf32>
  %flat = tensor.collapse_shape %w [[0, 1]] : tensor<8x16xf32> into tensor<128xf32>
  %d = ovl.gelu %b : tensor<64xf32>
  %cat = tensor.concat dim(0) %d, %big, %r : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<192xf32>
  %e = ovl.gelu %cat : tensor<192xf32>
  %f = ovl.gelu %flat : tensor<128xf32>
  %p1, %m1 = ovl.sgd_update %p, %r, %m lr 0.1 momentum 0.9 : tensor<64xf32>
  %z = ovl.gelu %e : tensor<192xf32>
  return
}
)mlir";

class MemoryPlanReorderTest : public ::testing::Test {
protected:
  MemoryPlanReorderTest() {
    context.loadDialect<OvlDialect, func::FuncDialect, tensor::TensorDialect>();
    module = parseSourceString<ModuleOp>(kModule, &context);
    func = cast<func::FuncOp>(module->lookupSymbol("stage"));
  }

  Block &body() { return func.getBody().front(); }

  /// Moves the body's ops into a random order that keeps every op after the
  /// ops whose results it uses (and the terminator last).
  void shuffle(std::mt19937 &random) {
    std::vector<Operation *> pending;
    for (Operation &op : body().without_terminator())
      pending.push_back(&op);
    llvm::DenseSet<Operation *> placed;
    Operation *terminator = body().getTerminator();
    while (!pending.empty()) {
      std::vector<size_t> ready;
      for (size_t i = 0; i < pending.size(); ++i)
        if (llvm::all_of(pending[i]->getOperands(), [&](Value operand) {
              Operation *def = operand.getDefiningOp();
              return !def || placed.contains(def);
            }))
          ready.push_back(i);
      ASSERT_FALSE(ready.empty());
      size_t pick = ready[random() % ready.size()];
      pending[pick]->moveBefore(terminator);
      placed.insert(pending[pick]);
      pending.erase(pending.begin() + pick);
    }
  }

  /// Runs `plan` again on the function as `edit` leaves it, and expects
  /// it to refuse, saying `expected`.
  void expectRefused(function_ref<void()> edit, StringRef expected) {
    MemoryPlan plan(func);
    ASSERT_TRUE(succeeded(plan.run(/*assignOffsets=*/false)));
    edit();
    std::string message;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      message = diag.str();
      return success();
    });
    EXPECT_TRUE(failed(plan.runAfterReordering()));
    EXPECT_TRUE(StringRef(message).contains(expected)) << message;
  }

  int64_t freshPeak() {
    MemoryPlan fresh(func);
    EXPECT_TRUE(succeeded(fresh.run(/*assignOffsets=*/false)));
    return fresh.getPeakLiveBytes();
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  func::FuncOp func;
};

TEST_F(MemoryPlanReorderTest, EveryOrderGetsAFreshPlansPeak) {
  ASSERT_TRUE(module);
  MemoryPlan kept(func);
  ASSERT_TRUE(succeeded(kept.run(/*assignOffsets=*/false)));
  std::mt19937 random(7);
  std::set<int64_t> peaks;
  for (int trial = 0; trial < 200; ++trial) {
    shuffle(random);
    ASSERT_TRUE(succeeded(kept.runAfterReordering()));
    int64_t fresh = freshPeak();
    ASSERT_EQ(kept.getPeakLiveBytes(), fresh) << "order " << trial;
    peaks.insert(fresh);
  }
  // The orders differ in what they keep live at once.
  EXPECT_GT(peaks.size(), 2u);
}

// The root accessors that ovl-schedule-overlap and the stream checks read
// see every value a root holds: its own, the views and the wait that alias
// it, and the parts of a concatenation built in place, each at its offset.
TEST_F(MemoryPlanReorderTest, EachRootKnowsEveryValueItHolds) {
  ASSERT_TRUE(module);
  MemoryPlan plan(func);
  ASSERT_TRUE(succeeded(plan.run(/*assignOffsets=*/false)));
  std::vector<Operation *> ops;
  for (Operation &op : body().without_terminator())
    ops.push_back(&op);
  ASSERT_EQ(ops.size(), 16u);
  auto result = [&](unsigned index) { return ops[index]->getResult(0); };
  Value big = result(2), h = result(3), c = result(4), r = result(5),
        g = result(6), v = result(7), w = result(8), flat = result(9),
        d = result(10), cat = result(11);

  // %cat = concat(%d, %big, %r), %r the all-reduce in place over %c: one
  // root, hosted by one of its parts, 256 bytes a part.
  std::optional<unsigned> catRoot = plan.getRoot(cat);
  ASSERT_TRUE(catRoot);
  for (Value part : {d, big, c, r})
    EXPECT_EQ(plan.getRoot(part), catRoot);
  EXPECT_EQ(plan.getOffsetInRoot(cat), 0);
  EXPECT_EQ(plan.getOffsetInRoot(d), 0);
  EXPECT_EQ(plan.getOffsetInRoot(big), 256);
  EXPECT_EQ(plan.getOffsetInRoot(c), 512);
  EXPECT_EQ(plan.getOffsetInRoot(r), 512);
  EXPECT_EQ(plan.getRootBytes(*catRoot), 768);
  EXPECT_FALSE(plan.isMergedRoot(*catRoot));
  // The host is the part defined first (%big); the other two are merged.
  EXPECT_EQ(plan.getRootValue(*catRoot), big);
  unsigned merged = 0;
  for (unsigned root = 0; root < plan.getNumRoots(); ++root)
    merged += plan.isMergedRoot(root);
  EXPECT_EQ(merged, 2u);

  SmallVector<Operation *> writers;
  plan.getRootWriters(*catRoot, writers);
  EXPECT_EQ(std::set<Operation *>(writers.begin(), writers.end()),
            (std::set<Operation *>{big.getDefiningOp(), d.getDefiningOp(),
                                   c.getDefiningOp()}));
  SmallVector<Operation *> defs, uses;
  plan.getRootOps(*catRoot, defs, uses);
  EXPECT_EQ(std::set<Operation *>(defs.begin(), defs.end()),
            (std::set<Operation *>{big.getDefiningOp(), d.getDefiningOp(),
                                   c.getDefiningOp(), r.getDefiningOp(),
                                   cat.getDefiningOp()}));
  // The all-reduce reads %c, the concatenation its parts, the gelu %cat and
  // the update %r.
  EXPECT_EQ(std::set<Operation *>(uses.begin(), uses.end()),
            (std::set<Operation *>{r.getDefiningOp(), cat.getDefiningOp(),
                                   ops[12], ops[14]}));

  // The wait's result and its view live in the started gather's buffer;
  // the collapsed view in its source's.
  std::optional<unsigned> gatherRoot = plan.getRoot(h);
  ASSERT_TRUE(gatherRoot);
  EXPECT_EQ(plan.getRoot(g), gatherRoot);
  EXPECT_EQ(plan.getRoot(v), gatherRoot);
  EXPECT_EQ(plan.getRootValue(*gatherRoot), h);
  EXPECT_EQ(plan.getRoot(flat), plan.getRoot(w));
  EXPECT_NE(plan.getRoot(w), gatherRoot);
  EXPECT_EQ(plan.getOffsetInRoot(flat), 0);
  // Parameters and optimizer state are persistent: no root.
  EXPECT_FALSE(plan.getRoot(ops[14]->getResult(0)));
  EXPECT_FALSE(plan.getRoot(func.getArgument(1)));
}

TEST_F(MemoryPlanReorderTest, AnAddedOpIsRefused) {
  ASSERT_TRUE(module);
  expectRefused(
      [&] {
        OpBuilder b(body().getTerminator());
        b.clone(body().front());
      },
      "has 18 ops where its memory was first planned with 17; a reordering "
      "may only move ops");
}

TEST_F(MemoryPlanReorderTest, AReplacedDefinitionIsRefused) {
  ASSERT_TRUE(module);
  // The last gelu, whose result nothing reads, replaced by a copy of
  // itself: as many ops, but the buffer's definition is gone.
  expectRefused(
      [&] {
        Operation *last = &*std::prev(body().getTerminator()->getIterator());
        OpBuilder b(last);
        b.clone(*last);
        last->erase();
      },
      "lost an op that defines a buffer since its memory was first planned");
}

/// An order that moves a reader of a parameter after the parameter's update
/// in place: refused by the in-place check, with its message alone (the
/// placement beside it finds nothing to say).
void expectReadAfterUpdateRefused(bool threading) {
  MLIRContext context;
  context.loadDialect<OvlDialect, func::FuncDialect>();
  context.enableMultithreading(threading);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(R"mlir(
func.func @stage(%g: tensor<64xf32>, %p: tensor<64xf32>, %m: tensor<64xf32>) {
  %a = ovl.gelu %p : tensor<64xf32>
  %p1, %m1 = ovl.sgd_update %p, %g, %m lr 0.1 momentum 0.9 : tensor<64xf32>
  %b = ovl.gelu %a : tensor<64xf32>
  return
}
)mlir",
                                                             &context);
  ASSERT_TRUE(module);
  auto func = cast<func::FuncOp>(module->lookupSymbol("stage"));
  MemoryPlan plan(func);
  ASSERT_TRUE(succeeded(plan.run(/*assignOffsets=*/false)));
  Block &body = func.getBody().front();
  Operation *reader = &body.front();
  reader->moveAfter(&*std::next(body.begin())); // After the update.
  std::vector<std::string> messages;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    messages.push_back(diag.str());
    return success();
  });
  EXPECT_TRUE(failed(plan.runAfterReordering()));
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0],
            "'ovl.sgd_update' op updates a buffer in place that 'ovl.gelu' "
            "reads afterwards");
}

TEST(MemoryPlanReorderCheckTest, AReadAfterAnUpdateInPlaceIsRefused) {
  expectReadAfterUpdateRefused(/*threading=*/true);
}

TEST(MemoryPlanReorderCheckTest,
     AReadAfterAnUpdateInPlaceIsRefusedOnOneThread) {
  expectReadAfterUpdateRefused(/*threading=*/false);
}

} // namespace
