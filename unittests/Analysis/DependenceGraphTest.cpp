//===- DependenceGraphTest.cpp - The scheduler's dependence rows ----------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// DependenceGraph compresses its edges into predecessor and successor rows
// (counting sorts). The scheduler reads them as sets in ascending order:
// each row sorted, no edge twice, and the two row sets transposes of each
// other, however the edges were added (out of order, and repeated by an op
// that reads one value twice).
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/DependenceGraph.h"
#include "ovl/Dialect/Ovl/IR/OvlDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <optional>

using namespace mlir;
using namespace mlir::ovl;

namespace {

// Nodes 0..4 in program order; %b reads %a twice, %e names its later
// operand's producer first.
constexpr const char *kModule = R"mlir(
func.func @f(%x: tensor<4xf32>) {
  %a = ovl.gelu %x : tensor<4xf32>
  %b = ovl.add %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c = ovl.gelu %x : tensor<4xf32>
  %d = ovl.add %b, %c : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %e = ovl.add %c, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
)mlir";

std::vector<unsigned> row(ArrayRef<unsigned> nodes) {
  return std::vector<unsigned>(nodes.begin(), nodes.end());
}

class DependenceGraphTest : public ::testing::Test {
protected:
  DependenceGraphTest() {
    context.loadDialect<OvlDialect, func::FuncDialect>();
    module = parseSourceString<ModuleOp>(kModule, &context);
  }
  Block &body() {
    return (*module->getOps<func::FuncOp>().begin()).getBody().front();
  }
  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(DependenceGraphTest, RowsAreSortedUniqueDataEdges) {
  ASSERT_TRUE(module);
  DependenceGraph graph(body());
  ASSERT_TRUE(succeeded(graph.build()));
  ASSERT_EQ(graph.size(), 5u);
  using Row = std::vector<unsigned>;
  EXPECT_EQ(row(graph.getPredecessors(0)), Row{});
  EXPECT_EQ(row(graph.getPredecessors(1)), Row{0});
  EXPECT_EQ(row(graph.getPredecessors(2)), Row{});
  EXPECT_EQ(row(graph.getPredecessors(3)), (Row{1, 2}));
  EXPECT_EQ(row(graph.getPredecessors(4)), (Row{0, 2}));
  EXPECT_EQ(row(graph.getSuccessors(0)), (Row{1, 4}));
  EXPECT_EQ(row(graph.getSuccessors(1)), Row{3});
  EXPECT_EQ(row(graph.getSuccessors(2)), (Row{3, 4}));
  EXPECT_EQ(row(graph.getSuccessors(3)), Row{});
  EXPECT_EQ(row(graph.getSuccessors(4)), Row{});
}

TEST_F(DependenceGraphTest, ExtraOrderingsJoinTheRowsOnce) {
  ASSERT_TRUE(module);
  Block &block = body();
  SmallVector<Operation *> ops;
  for (Operation &op : block.without_terminator())
    ops.push_back(&op);
  DependenceGraph graph(block);
  // Once new (2 before 1), once already a data edge (0 before 4), twice
  // the same (3 before 4).
  graph.addOrdering(ops[2], ops[1]);
  graph.addOrdering(ops[0], ops[4]);
  graph.addOrdering(ops[3], ops[4]);
  graph.addOrdering(ops[3], ops[4]);
  ASSERT_TRUE(succeeded(graph.build()));
  using Row = std::vector<unsigned>;
  EXPECT_EQ(row(graph.getPredecessors(1)), (Row{0, 2}));
  EXPECT_EQ(row(graph.getPredecessors(4)), (Row{0, 2, 3}));
  EXPECT_EQ(row(graph.getSuccessors(2)), (Row{1, 3, 4}));
  EXPECT_EQ(row(graph.getSuccessors(3)), Row{4});
  // The rows are each other's transposes.
  for (unsigned node = 0; node < graph.size(); ++node)
    for (unsigned succ : graph.getSuccessors(node))
      EXPECT_TRUE(llvm::is_contained(graph.getPredecessors(succ), node));
}

} // namespace

// Nodes 0..5: a send along pp, an all-reduce over tp, an all-gather over
// [dp, pp], an all-reduce over dp, a receive along pp, an all-reduce over pp;
// then their waits.
constexpr const char *kStages = R"mlir(
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<4xf32>) {
  %s = ovl.send_start %x to pp = 1 : tensor<4xf32> -> !ovl.inflight<none>
  %t = ovl.all_reduce_start sum %x over [tp] : tensor<4xf32> -> !ovl.inflight<tensor<4xf32>>
  %g = ovl.all_gather_start %x over [dp, pp] dim 0 : tensor<4xf32> -> !ovl.inflight<tensor<16xf32>>
  %d = ovl.all_reduce_start sum %x over [dp] : tensor<4xf32> -> !ovl.inflight<tensor<4xf32>>
  %r = ovl.recv_start from pp = 1 : !ovl.inflight<tensor<4xf32>>
  %p = ovl.all_reduce_start sum %x over [pp] : tensor<4xf32> -> !ovl.inflight<tensor<4xf32>>
  ovl.wait %s : !ovl.inflight<none>
  %t1 = ovl.wait %t : !ovl.inflight<tensor<4xf32>> -> tensor<4xf32>
  %g1 = ovl.wait %g : !ovl.inflight<tensor<16xf32>> -> tensor<16xf32>
  %d1 = ovl.wait %d : !ovl.inflight<tensor<4xf32>> -> tensor<4xf32>
  %r1 = ovl.wait %r : !ovl.inflight<tensor<4xf32>> -> tensor<4xf32>
  %p1 = ovl.wait %p : !ovl.inflight<tensor<4xf32>> -> tensor<4xf32>
  return
}
)mlir";

namespace {
/// The graph of the first function of a module given as text (unregistered
/// ops allowed: their effects are unknown).
class DependenceGraphOfTest : public ::testing::Test {
protected:
  DependenceGraphOfTest() {
    context.allowUnregisteredDialects();
    context.loadDialect<OvlDialect, func::FuncDialect>();
  }
  /// Parses `source` and builds the graph of its first function's body;
  /// null if either fails.
  DependenceGraph *build(const char *source) {
    module = parseSourceString<ModuleOp>(source, &context);
    if (!module)
      return nullptr;
    graph.emplace((*module->getOps<func::FuncOp>().begin()).getBody().front());
    return succeeded(graph->build()) ? &*graph : nullptr;
  }
  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  std::optional<DependenceGraph> graph;
};
} // namespace

TEST_F(DependenceGraphOfTest, CommunicationWithOtherStagesKeepsItsOrder) {
  DependenceGraph *built = build(kStages);
  ASSERT_TRUE(built);
  DependenceGraph &graph = *built;
  ASSERT_EQ(graph.size(), 12u);
  using Row = std::vector<unsigned>;
  // The chain send -> all-gather over [dp, pp] -> receive -> all-reduce
  // over pp, across four communicators; the two all-reduces within the
  // stage are ordered by nothing (each is alone on its communicator).
  EXPECT_EQ(row(graph.getPredecessors(0)), Row{});
  EXPECT_EQ(row(graph.getPredecessors(1)), Row{});
  EXPECT_EQ(row(graph.getPredecessors(2)), Row{0});
  EXPECT_EQ(row(graph.getPredecessors(3)), Row{});
  EXPECT_EQ(row(graph.getPredecessors(4)), (Row{0, 2}));
  EXPECT_EQ(row(graph.getPredecessors(5)), Row{4});
}

// Nodes 0..4: two independent ops, an op whose memory effects are unknown
// (unregistered), then two more independent ops.
constexpr const char *kBarrier = R"mlir(
func.func @f(%x: tensor<4xf32>) {
  %a = ovl.gelu %x : tensor<4xf32>
  %b = ovl.gelu %x : tensor<4xf32>
  "test.unknown_effects"() : () -> ()
  %c = ovl.gelu %x : tensor<4xf32>
  %d = ovl.gelu %x : tensor<4xf32>
  return
}
)mlir";

TEST_F(DependenceGraphOfTest, UnknownEffectsOrderEveryOpAroundThem) {
  DependenceGraph *built = build(kBarrier);
  ASSERT_TRUE(built);
  DependenceGraph &graph = *built;
  ASSERT_EQ(graph.size(), 5u);
  using Row = std::vector<unsigned>;
  // Nothing moves across the op: whatever came before runs before it,
  // whatever comes after runs after it; the ops on either side stay free
  // of each other.
  EXPECT_EQ(row(graph.getPredecessors(0)), Row{});
  EXPECT_EQ(row(graph.getPredecessors(1)), Row{});
  EXPECT_EQ(row(graph.getPredecessors(2)), (Row{0, 1}));
  EXPECT_EQ(row(graph.getPredecessors(3)), Row{2});
  EXPECT_EQ(row(graph.getPredecessors(4)), Row{2});
  EXPECT_EQ(row(graph.getSuccessors(2)), (Row{3, 4}));
}

// Nodes 0..12: all-reduces over tp, [dp, tp], tp again; a send and a
// receive along pp and an all-reduce over pp; a gelu; then the waits.
constexpr const char *kChannels = R"mlir(
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<4xf32>) {
  %a = ovl.all_reduce_start sum %x over [tp] : tensor<4xf32> -> !ovl.inflight<tensor<4xf32>>
  %b = ovl.all_reduce_start sum %x over [dp, tp] : tensor<4xf32> -> !ovl.inflight<tensor<4xf32>>
  %c = ovl.all_reduce_start sum %x over [tp] : tensor<4xf32> -> !ovl.inflight<tensor<4xf32>>
  %s = ovl.send_start %x to pp = 1 : tensor<4xf32> -> !ovl.inflight<none>
  %r = ovl.recv_start from pp = 1 : !ovl.inflight<tensor<4xf32>>
  %p = ovl.all_reduce_start sum %x over [pp] : tensor<4xf32> -> !ovl.inflight<tensor<4xf32>>
  %g = ovl.gelu %x : tensor<4xf32>
  %a1 = ovl.wait %a : !ovl.inflight<tensor<4xf32>> -> tensor<4xf32>
  %b1 = ovl.wait %b : !ovl.inflight<tensor<4xf32>> -> tensor<4xf32>
  %c1 = ovl.wait %c : !ovl.inflight<tensor<4xf32>> -> tensor<4xf32>
  ovl.wait %s : !ovl.inflight<none>
  %r1 = ovl.wait %r : !ovl.inflight<tensor<4xf32>> -> tensor<4xf32>
  %p1 = ovl.wait %p : !ovl.inflight<tensor<4xf32>> -> tensor<4xf32>
  return
}
)mlir";

TEST_F(DependenceGraphOfTest, ChannelsAreNumberedByFirstUse) {
  DependenceGraph *built = build(kChannels);
  ASSERT_TRUE(built);
  DependenceGraph &graph = *built;
  ASSERT_EQ(graph.size(), 13u);
  // One communicator per group, the point-to-point ones apart from the
  // collectives over the same axis; waits and compute on none.
  std::vector<int> ids;
  std::vector<std::string> names;
  for (unsigned node = 0; node < graph.size(); ++node) {
    ids.push_back(graph.getChannelId(node));
    names.push_back(graph.getChannel(node).str());
  }
  EXPECT_EQ(ids,
            (std::vector<int>{0, 1, 0, 2, 2, 3, -1, -1, -1, -1, -1, -1, -1}));
  EXPECT_EQ(names,
            (std::vector<std::string>{"tp", "dp,tp", "tp", "p2p:pp", "p2p:pp",
                                      "pp", "", "", "", "", "", "", ""}));
  EXPECT_EQ(graph.getNumChannels(), 4u);
  // Each channel keeps its program order: the second all-reduce over tp
  // after the first, the receive after the send.
  EXPECT_TRUE(llvm::is_contained(graph.getPredecessors(2), 0u));
  EXPECT_TRUE(llvm::is_contained(graph.getPredecessors(4), 3u));
  EXPECT_FALSE(llvm::is_contained(graph.getPredecessors(1), 0u));
}
