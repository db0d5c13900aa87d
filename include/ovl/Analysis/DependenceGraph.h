//===- DependenceGraph.h - What must stay ordered in a flat block -*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The orderings a schedule of a flat stage function must keep:
//
// - data: an op after the ops that define its operands;
// - communicators: the communication ops of one group (collectives over the
//   same axes; point-to-point ops along the same axis) in their program
//   order, so every rank issues them in the same order (rule 1);
// - pipeline stages: all communication with other stages (point-to-point
//   ops, collectives over a pipeline axis) in its program order, whatever
//   the communicator. The ranks of one stage run one function and reorder
//   alike, but other stages' functions are scheduled apart: a stage that
//   moved its norm's all-reduce over pp ahead of a send would wait in it
//   for a peer that waits in the matching receive (a deadlock);
// - side effects: loss logs and opaque kernels each in program order; an op
//   with unknown effects orders against everything;
// - in-place updates: an SGD update after every other reader of the
//   parameter and momentum it overwrites, and after the wait of any
//   asynchronous operation still reading them (rule 2);
// - events, per stream (an op's `ovl.stream`, compute by default): an
//   event record after every op before it on its stream, every op after an
//   event wait on the wait's stream after it.
//
// Waits are ordered after their start by data; nothing else orders them.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_ANALYSIS_DEPENDENCEGRAPH_H
#define OVL_ANALYSIS_DEPENDENCEGRAPH_H

#include "ovl/Support/AddressOrderHash.h"
#include "ovl/Support/CompressedRows.h"

#include "mlir/IR/Block.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace mlir::ovl {

class DependenceGraph {
public:
  /// The ops of `block` but its terminator, which stays last.
  explicit DependenceGraph(Block &block) : block(block) {}

  /// Also keeps `before` ahead of `after` (both ops of the block), an
  /// ordering a scheduler wants beyond the ones above. Call before build().
  void addOrdering(Operation *before, Operation *after) {
    extraOrderings.push_back({before, after});
  }

  LogicalResult build();
  void print(llvm::raw_ostream &os) const;

  unsigned size() const { return ops.size(); }
  Block &getBlock() const { return block; }
  Operation *getOp(unsigned node) const { return ops[node]; }
  unsigned getNode(Operation *op) const { return nodes.lookup(op); }
  /// A node's predecessors and successors, each in ascending order.
  ArrayRef<unsigned> getPredecessors(unsigned node) const { return preds[node]; }
  ArrayRef<unsigned> getSuccessors(unsigned node) const { return succs[node]; }
  /// The channel a communication op runs on ("tp", "dp,tp", "p2p:pp"), or
  /// empty for other ops.
  StringRef getChannel(unsigned node) const {
    return channels[node] < 0 ? StringRef() : channelNames[channels[node]];
  }
  /// The channel's number, from 0 in order of first use, or -1 for none.
  int getChannelId(unsigned node) const { return channels[node]; }
  unsigned getNumChannels() const { return channelNames.size(); }
  /// For a start, the node of its wait (or -1).
  int getCompletion(unsigned node) const { return completions[node]; }

private:
  void addEdge(unsigned from, unsigned to);

  Block &block;
  std::vector<Operation *> ops;
  llvm::DenseMap<Operation *, unsigned, AddressOrderInfo<Operation *>> nodes;
  /// Edges while building; then, per node, its predecessors and successors.
  std::vector<std::pair<unsigned, unsigned>> edges;
  std::vector<std::pair<Operation *, Operation *>> extraOrderings;
  CompressedRows preds, succs;
  /// Per node, its channel's number (-1: none), and the channels' names.
  std::vector<int> channels;
  std::vector<std::string> channelNames;
  std::vector<int> completions;
};

/// The channel of a communication op (see DependenceGraph::getChannel).
std::string getCommunicationChannel(Operation *op);

} // namespace mlir::ovl

#endif // OVL_ANALYSIS_DEPENDENCEGRAPH_H
