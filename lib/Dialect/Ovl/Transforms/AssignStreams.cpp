//===- AssignStreams.cpp - Stream roles and minimal events ----------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Each op's role and its required predecessors are found first, in chunks
// on the context's threads (they only read the function). Then one walk in
// program order: for each required predecessor on another stream (latest
// first), the op's stream either already knows of its completion (its
// vector clock covers it) or gets an event wait on a record placed right
// after the predecessor. The clocks are those of HappensBefore, kept
// incrementally; event ops do no work and take no position. With `verify`,
// clocks found afresh from the result must then order every op after the
// predecessors found first.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/HappensBefore.h"
#include "ovl/Analysis/Preconditions.h"
#include "ovl/Analysis/StreamOrdering.h"
#include "ovl/Dialect/Ovl/Transforms/DerivedAttrs.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"
#include "ovl/Support/AddressOrderHash.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Threading.h"
#include "llvm/Support/ThreadPool.h"

#include <optional>

#define DEBUG_TYPE "ovl-assign-streams"

namespace mlir::ovl {
#define GEN_PASS_DEF_ASSIGNSTREAMSPASS
#include "ovl/Dialect/Ovl/Transforms/Passes.h.inc"
} // namespace mlir::ovl

using namespace mlir;
using namespace mlir::ovl;

/// The role of an op: the one it has, else the pass's choice. A wait's is
/// its first reader's (never a wait), chosen the same way.
static StreamRole chooseRole(Operation *op) {
  if (op->getDiscardableAttr(OvlDialect::kStreamAttrName))
    return getStreamRole(op);
  if (auto wait = dyn_cast<WaitOp>(op)) {
    // Where the value is needed: the stream of its first reader (the
    // consumer waits for the collective, as cudaStreamWaitEvent does); a
    // wait nobody reads stays with its start.
    Operation *first = nullptr;
    if (wait.getResult())
      for (Operation *user : wait.getResult().getUsers())
        if (user->getBlock() == op->getBlock() &&
            !user->hasTrait<OpTrait::IsTerminator>() &&
            (!first || user->isBeforeInBlock(first)))
          first = user;
    if (first)
      return chooseRole(first);
    if (Operation *start = wait.getHandle().getDefiningOp())
      return chooseRole(start);
    return StreamRole::compute;
  }
  if (isa<LoadBatchOp>(op))
    return StreamRole::copy;
  auto comm = dyn_cast<CommunicationOp>(op);
  if (!comm)
    return StreamRole::compute;
  if (comm.getCommKind() == CommKind::send ||
      comm.getCommKind() == CommKind::recv)
    return StreamRole::pp_comm;
  // By the role of the group's axes, never by their names.
  MeshOp mesh = lookupMesh(op);
  if (mesh && mesh.groupHasRole(comm.getGroupAxes(), AxisRole::data))
    return StreamRole::dp_comm;
  return StreamRole::tp_comm;
}

namespace {

struct AssignStreamsPass
    : public mlir::ovl::impl::AssignStreamsPassBase<AssignStreamsPass> {
  using Base::Base;
  void runOnOperation() override;
};

/// The incremental happens-before state of the walk. Ops are known by their
/// index in the function's op list (a predecessor is usually close by, so
/// its entry is too).
class EventPlacer {
public:
  using Clock = HappensBefore::Clock;

  EventPlacer(MLIRContext *context, ArrayRef<Operation *> ops)
      : builder(context), ops(ops), placed(ops.size()) {}

  /// Orders op `index` (on `stream`) after each of the ops at
  /// `predecessors`, then places it.
  void place(unsigned index, unsigned stream, ArrayRef<unsigned> predecessors);
  /// Takes in an event op already in the function.
  void placeEvent(Operation *op);

  unsigned records = 0, waits = 0, implied = 0;

private:
  static constexpr unsigned kNotPlaced = ~0u;
  struct Placed {
    unsigned stream = kNotPlaced;
    int32_t position = 0;
    Clock clock{}; // What the stream knew when the op started.
    Value record;  // The event recorded after it, if any.
  };
  /// The event recorded right after `op` (placed as `p`) on its stream
  /// (created once).
  Value recordAfter(Operation *op, Placed &p);

  OpBuilder builder;
  ArrayRef<Operation *> ops;
  std::array<Clock, kNumStreamRoles> frontier{};
  std::array<int32_t, kNumStreamRoles> count{};
  std::vector<Placed> placed;
  llvm::DenseMap<Value, Clock> eventClocks;
};

} // namespace

Value EventPlacer::recordAfter(Operation *op, Placed &p) {
  if (p.record)
    return p.record;
  builder.setInsertionPointAfter(op);
  auto record = EventRecordOp::create(builder, op->getLoc(),
                                      EventType::get(builder.getContext()),
                                      static_cast<StreamRole>(p.stream));
  Clock clock = p.clock;
  clock[p.stream] = p.position + 1;
  eventClocks[record.getEvent()] = clock;
  p.record = record.getEvent();
  ++records;
  return p.record;
}

void EventPlacer::placeEvent(Operation *op) {
  if (auto record = dyn_cast<EventRecordOp>(op)) {
    eventClocks[record.getEvent()] =
        frontier[static_cast<unsigned>(record.getStream())];
  } else if (auto wait = dyn_cast<EventWaitOp>(op)) {
    HappensBefore::mergeInto(frontier[static_cast<unsigned>(wait.getStream())],
                             eventClocks[wait.getEvent()]);
  } else if (auto join = dyn_cast<EventJoinOp>(op)) {
    Clock joined{};
    for (Value event : join.getEvents())
      HappensBefore::mergeInto(joined, eventClocks[event]);
    eventClocks[join.getEvent()] = joined;
  }
}

void EventPlacer::place(unsigned index, unsigned stream,
                        ArrayRef<unsigned> predecessors) {
  // Latest first: a later completion often implies the earlier ones. Only
  // ops placed already count (readers after an SGD update are not ours).
  SmallVector<unsigned> pending;
  for (unsigned before : predecessors)
    if (before < index && placed[before].stream != kNotPlaced)
      pending.push_back(before);
  llvm::sort(pending, std::greater<unsigned>());
  Operation *op = ops[index];
  for (unsigned before : pending) {
    Placed &p = placed[before];
    if (p.stream == stream)
      continue; // Program order.
    if (frontier[stream][p.stream] > p.position) {
      ++implied;
      continue;
    }
    Value event = recordAfter(ops[before], p);
    builder.setInsertionPoint(op);
    EventWaitOp::create(builder, op->getLoc(), event,
                        static_cast<StreamRole>(stream));
    ++waits;
    HappensBefore::mergeInto(frontier[stream], eventClocks[event]);
  }
  Placed &here = placed[index];
  here.stream = stream;
  here.position = count[stream];
  here.clock = frontier[stream]; // Its own entry: count[stream] already.
  ++count[stream];
  frontier[stream][stream] = count[stream];
}

void AssignStreamsPass::runOnOperation() {
  if (failed(checkPassPreconditions(getOperation(), "ovl-assign-streams",
                                    kNeedsFlat | kNeedsNoMemoryPlan)))
    return signalPassFailure();
  func::FuncOp func = getOperation();
  if (func.isExternal())
    return;
  Block &block = func.getBody().front();

  MLIRContext *context = &getContext();
  // The ops listed and indexed, and, with threads, their order numbered
  // beside (another walk of the block, on one of the context's threads): the
  // roles below compare ops by isBeforeInBlock on several threads, which
  // then only reads. An op inserted since the last numbering would
  // otherwise be numbered on demand, a write. On one thread that is safe,
  // and numbers only where needed.
  SmallVector<Operation *> ops;
  llvm::DenseMap<Operation *, unsigned, AddressOrderInfo<Operation *>> indexOf;
  {
    std::optional<llvm::ThreadPoolTaskGroup> numbering;
    if (context->isMultithreadingEnabled()) {
      numbering.emplace(context->getThreadPool());
      numbering->async([&block] { block.recomputeOpOrder(); });
    }
    for (Operation &op : block.without_terminator())
      ops.push_back(&op);
    indexOf.reserve(ops.size());
    for (auto [index, op] : llvm::enumerate(ops))
      indexOf[op] = index;
    if (numbering)
      numbering->wait();
  }
  // Each op's role, and the predecessors it must start after (by index), in
  // chunks on the context's threads: chooseRole and getRequiredPredecessors
  // only read the function. A wait takes the role of its first reader,
  // found by chooseRole whether or not the reader has its attribute yet (a
  // reader of a wait's value is never a wait: the role is its own).
  constexpr size_t kChunk = 4096;
  size_t numChunks = (ops.size() + kChunk - 1) / kChunk;
  std::vector<StreamRole> roles(ops.size(), StreamRole::compute);
  // Per chunk, its ops' predecessors one after the other; op k of the
  // chunk's are all[starts[k]] .. all[starts[k + 1]].
  struct ChunkPredecessors {
    std::vector<unsigned> all;
    std::vector<uint32_t> starts{0};
  };
  std::vector<ChunkPredecessors> predecessorsOf(numChunks);
  mlir::parallelFor(context, 0, numChunks, [&](size_t chunk) {
    ChunkPredecessors &here = predecessorsOf[chunk];
    SmallVector<Operation *> predecessors;
    size_t end = std::min(ops.size(), (chunk + 1) * kChunk);
    for (size_t i = chunk * kChunk; i < end; ++i) {
      Operation *op = ops[i];
      if (!isa<EventRecordOp, EventWaitOp, EventJoinOp>(op)) {
        roles[i] = chooseRole(op);
        predecessors.clear();
        getRequiredPredecessors(op, predecessors);
        for (Operation *before : predecessors) {
          auto it = indexOf.find(before); // Only the terminator is unlisted.
          if (it != indexOf.end())
            here.all.push_back(it->second);
        }
      }
      here.starts.push_back(here.all.size());
    }
  });
  // The roles set, once every role is chosen (each op's attributes are its
  // own; attributes are uniqued thread-safely).
  StringAttr streamName = StringAttr::get(context, OvlDialect::kStreamAttrName);
  std::array<StreamRoleAttr, kNumStreamRoles> roleAttrs;
  for (unsigned s = 0; s < kNumStreamRoles; ++s)
    roleAttrs[s] = StreamRoleAttr::get(context, static_cast<StreamRole>(s));
  mlir::parallelFor(context, 0, numChunks, [&](size_t chunk) {
    DiscardableAttrSetter setter(streamName);
    size_t end = std::min(ops.size(), (chunk + 1) * kChunk);
    for (size_t i = chunk * kChunk; i < end; ++i)
      if (!isa<EventRecordOp, EventWaitOp, EventJoinOp>(ops[i]))
        setter.set(ops[i], roleAttrs[static_cast<unsigned>(roles[i])]);
  });

  auto predecessors = [&](size_t i) {
    const ChunkPredecessors &chunk = predecessorsOf[i / kChunk];
    size_t k = i % kChunk;
    return ArrayRef(chunk.all).slice(chunk.starts[k],
                                     chunk.starts[k + 1] - chunk.starts[k]);
  };
  EventPlacer placer(context, ops);
  for (auto [i, op] : llvm::enumerate(ops)) {
    if (isa<EventRecordOp, EventWaitOp, EventJoinOp>(op))
      placer.placeEvent(op);
    else
      placer.place(i, static_cast<unsigned>(roles[i]), predecessors(i));
  }
  numRecords += placer.records;
  numWaits += placer.waits;
  numImplied += placer.implied;

  if (!verify)
    return;
  // The proof: the clocks of the function as it now stands, found afresh
  // (HappensBefore), must order every op after its required predecessors
  // (the rule of ovl-verify-streams). The predecessors are those found
  // above: the events since added neither read a tensor nor are read as
  // one, so every op's are what they were. The ops listed above are, in
  // order, among those the clocks number.
  // Sized for the ops listed, the events placed among them and the
  // terminator; the clocks are read by program index, so the ops' table
  // waits for a refusal to report.
  HappensBefore hb(block, ops.size() + placer.records + placer.waits + 1);
  if (failed(hb.run(/*indexOps=*/false)))
    return signalPassFailure();
  if (isOrderedAfterPredecessors(hb, ops, predecessors))
    return;
  // Said op by op, as ovl-verify-streams says it.
  hb.indexOps();
  if (succeeded(verifyStreamOrdering(block, hb)))
    func.emitError("ovl-assign-streams: the placed events leave an op "
                   "unordered after a predecessor, by the predecessors the "
                   "pass found, but not by ovl-verify-streams' own");
  signalPassFailure();
}
