//===- DependenceGraph.cpp - What must stay ordered in a flat block -------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/DependenceGraph.h"

#include "ovl/Analysis/HappensBefore.h"
#include "ovl/Analysis/Preconditions.h"
#include "ovl/Dialect/Ovl/IR/OvlOps.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;
using namespace mlir::ovl;

std::string mlir::ovl::getCommunicationChannel(Operation *op) {
  auto comm = dyn_cast<CommunicationOp>(op);
  if (!comm)
    return "";
  std::string channel;
  if (comm.getCommKind() == CommKind::send ||
      comm.getCommKind() == CommKind::recv)
    channel = "p2p:";
  bool first = true;
  for (Attribute axis : comm.getGroupAxes()) {
    channel += (first ? "" : ",") + cast<StringAttr>(axis).getValue().str();
    first = false;
  }
  return channel;
}

void DependenceGraph::addEdge(unsigned from, unsigned to) {
  if (from != to)
    edges.push_back({from, to});
}

LogicalResult DependenceGraph::build() {
  // One walk over the block finds each op's node and its orderings: an
  // op's operands are defined above it, so their nodes are known by then.
  // (Each op is touched once: at a million ops, a second walk costs as much
  // as the work.)
  ops.clear();
  nodes.clear();
  nodes.reserve(block.getOperations().size());
  edges.clear();
  channels.clear();
  completions.clear();
  channelNames.clear();
  // A communication op's channel (-1: none), numbered in order of first
  // use: found by the uniqued group and whether it is point-to-point, the
  // name built once per pair, and equal names sharing their number.
  llvm::DenseMap<std::pair<const void *, unsigned>, int> channelOfGroup;
  llvm::StringMap<unsigned> channelOfName;
  auto channelOf = [&](Operation *op) -> int {
    auto comm = dyn_cast<CommunicationOp>(op);
    if (!comm || isa<WaitOp>(op))
      return -1;
    bool p2p = comm.getCommKind() == CommKind::send ||
               comm.getCommKind() == CommKind::recv;
    auto [known, inserted] = channelOfGroup.try_emplace(
        {comm.getGroupAxes().getAsOpaquePointer(), unsigned(p2p)}, -1);
    if (!inserted)
      return known->second;
    std::string name = getCommunicationChannel(op);
    if (name.empty()) // No group: no channel.
      return -1;
    auto [named, isNew] = channelOfName.try_emplace(name, channelNames.size());
    if (isNew)
      channelNames.push_back(std::move(name));
    return known->second = named->second;
  };

  // Events keep their meaning on their stream (HappensBefore.h): a record
  // marks everything before it on the stream, so those ops stay before it;
  // a wait holds everything after it on the stream. Later ops may still move
  // above a record, and earlier ones below a wait: that only waits longer.
  std::array<std::vector<unsigned>, kNumStreamRoles> sinceRecord;
  std::array<int, kNumStreamRoles> lastWait;
  lastWait.fill(-1);
  // Communication with other pipeline stages: their functions are scheduled
  // apart, so only the input's order is known to match theirs.
  MeshOp mesh;
  bool meshFound = false;
  std::vector<unsigned> lastOnChannel;
  int lastCrossStage = -1;
  llvm::DenseMap<TypeID, unsigned> lastOnResource;
  int lastBarrier = -1;
  std::vector<unsigned> sinceBarrier;
  std::vector<unsigned> inPlaceUpdaters;
  for (Operation &blockOp : block) {
    Operation *op = &blockOp;
    if (op->hasTrait<OpTrait::IsTerminator>())
      continue;
    if (op->getNumRegions() != 0)
      return emitNotFlatError(op, "scheduling");
    unsigned i = ops.size();
    ops.push_back(op);
    nodes.try_emplace(op, i);
    if (!meshFound) {
      mesh = lookupMesh(op);
      meshFound = true;
    }
    // Data.
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        if (def->getBlock() == &block)
          addEdge(nodes.lookup(def), i);
    unsigned stream = static_cast<unsigned>(getStreamRole(op));
    if (lastWait[stream] >= 0)
      addEdge(lastWait[stream], i);
    if (isa<EventRecordOp>(op)) {
      for (unsigned before : sinceRecord[stream])
        addEdge(before, i);
      sinceRecord[stream].clear();
    } else if (isa<EventWaitOp>(op)) {
      lastWait[stream] = i;
    }
    sinceRecord[stream].push_back(i);
    // Communicators: in program order per channel (starts and synchronous
    // ops; waits follow their start by data).
    completions.push_back(-1);
    int channel = channelOf(op);
    if (channel >= 0) {
      if (static_cast<size_t>(channel) == lastOnChannel.size()) {
        lastOnChannel.push_back(i);
      } else {
        addEdge(lastOnChannel[channel], i);
        lastOnChannel[channel] = i;
      }
      if (crossesPipelineStages(cast<CommunicationOp>(op), mesh)) {
        if (lastCrossStage >= 0)
          addEdge(lastCrossStage, i);
        lastCrossStage = i;
      }
    }
    channels.push_back(channel);
    if (auto wait = dyn_cast<WaitOp>(op))
      if (Operation *start = wait.getHandle().getDefiningOp())
        completions[nodes.lookup(start)] = i;
    if (isa<SGDUpdateOp, AdamWUpdateOp>(op))
      inPlaceUpdaters.push_back(i);
    // Other side effects, per resource; unknown effects are barriers.
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    bool barrier = !effects && !op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() &&
                   !isa<CommunicationOp, WaitOp>(op);
    if (barrier) {
      for (unsigned j : sinceBarrier)
        addEdge(j, i);
      if (lastBarrier >= 0)
        addEdge(lastBarrier, i);
      lastBarrier = i;
      sinceBarrier.clear();
      continue;
    }
    if (lastBarrier >= 0)
      addEdge(lastBarrier, i);
    sinceBarrier.push_back(i);
    if (!effects || isa<CommunicationOp, WaitOp, LoadBatchOp>(op))
      continue; // Channels and data order these; loads only read.
    SmallVector<MemoryEffects::EffectInstance> instances;
    effects.getEffects(instances);
    for (const MemoryEffects::EffectInstance &effect : instances) {
      TypeID resource = effect.getResource()->getResourceID();
      auto [it, inserted] = lastOnResource.try_emplace(resource, i);
      if (!inserted && it->second != i) {
        addEdge(it->second, i);
        it->second = i;
      }
    }
  }
  size_t n = ops.size();
  // In-place updates overwrite their parameter and optimizer state: every
  // other reader (and every asynchronous reader's wait) comes first.
  for (unsigned i : inPlaceUpdaters) {
    for (Value updated : getUpdatedInPlace(ops[i]))
      for (Operation *user : updated.getUsers()) {
        auto it = nodes.find(user);
        if (user == ops[i] || it == nodes.end())
          continue;
        addEdge(it->second, i);
        if (completions[it->second] >= 0)
          addEdge(completions[it->second], i);
      }
  }
  for (auto [before, after] : extraOrderings) {
    auto from = nodes.find(before), to = nodes.find(after);
    if (from == nodes.end() || to == nodes.end())
      return (from == nodes.end() ? before : after)->emitOpError(
          "is ordered for scheduling but is not an op of the scheduled block");
    addEdge(from->second, to->second);
  }
  // Sorted rows without repeats, by counting sorts (O(n + edges)): the
  // edges by source in the order they were added, transposed into sorted
  // predecessor rows, repeats dropped, transposed back into successors.
  preds = CompressedRows::fromPairs(n, edges).transpose(n);
  preds.dropAdjacentRepeats();
  succs = preds.transpose(n);
  edges.clear();
  edges.shrink_to_fit();
  return success();
}

void DependenceGraph::print(llvm::raw_ostream &os) const {
  for (unsigned i = 0; i < ops.size(); ++i) {
    os << i << ": " << ops[i]->getName();
    if (channels[i] >= 0)
      os << " [" << channelNames[channels[i]] << "]";
    os << " after";
    for (unsigned p : getPredecessors(i))
      os << " " << p;
    os << "\n";
  }
}
