//===- StreamOrdering.cpp - What must be ordered across streams -----------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/StreamOrdering.h"

#include "ovl/Analysis/MemoryPlan.h"
#include "ovl/Dialect/Ovl/IR/OvlOps.h"
#include "ovl/Support/ByteOwners.h"

#include "mlir/IR/Threading.h"

#include <atomic>

using namespace mlir;
using namespace mlir::ovl;

/// Diagnostics beyond this many per check only repeat the story.
static constexpr unsigned kMaxReported = 20;

Operation *mlir::ovl::getAsyncCompletion(Operation *op) {
  auto comm = dyn_cast<CommunicationOp>(op);
  if (!comm || !comm.isAsync() || op->getNumResults() != 1)
    return nullptr;
  for (Operation *user : op->getResult(0).getUsers())
    if (isa<WaitOp>(user))
      return user;
  return nullptr;
}

static bool isEventOp(Operation *op) {
  return isa<EventRecordOp, EventWaitOp, EventJoinOp>(op);
}

void mlir::ovl::getRequiredPredecessors(
    Operation *op, SmallVectorImpl<Operation *> &predecessors) {
  if (isEventOp(op) || op->hasTrait<OpTrait::IsTerminator>())
    return;
  Block *block = op->getBlock();
  auto add = [&](Operation *p) {
    if (p && p != op && p->getBlock() == block &&
        !llvm::is_contained(predecessors, p))
      predecessors.push_back(p);
  };
  for (Value operand : op->getOperands())
    add(operand.getDefiningOp());
  for (Value updated : getUpdatedInPlace(op))
    for (Operation *reader : updated.getUsers()) {
      if (reader == op)
        continue;
      Operation *completion = getAsyncCompletion(reader);
      add(completion ? completion : reader);
    }
}

static std::string describe(Operation *op, const HappensBefore &hb) {
  return "'" + op->getName().getStringRef().str() + "' on " +
         stringifyStreamRole(hb.getStream(op)).str();
}

/// Whether the op at program index `index` may start before its required
/// predecessor `before` completes. A predecessor later in program order (a
/// reader after an in-place update) is the memory planner's error, not this
/// check's. One table lookup: the op's own index is known.
static bool isUnordered(Operation *before, unsigned index,
                        const HappensBefore &hb) {
  unsigned beforeIndex = hb.getProgramIndex(before);
  return beforeIndex < index && !hb.happensBeforeAt(beforeIndex, index);
}

/// Whether each op at program indices [begin, end) starts after its
/// required predecessors complete.
static bool isOrdered(unsigned begin, unsigned end, const HappensBefore &hb) {
  ArrayRef<Operation *> ops = hb.getOps();
  SmallVector<Operation *> predecessors;
  for (unsigned index = begin; index < end; ++index) {
    predecessors.clear();
    getRequiredPredecessors(ops[index], predecessors);
    for (Operation *before : predecessors)
      if (isUnordered(before, index, hb))
        return false;
  }
  return true;
}

LogicalResult mlir::ovl::verifyStreamOrdering(Block &block,
                                              const HappensBefore &hb,
                                              bool shareOut) {
  // A sound block (the common case) is judged in chunks on the context's
  // threads, without a word; an unordered one, or any without threads, is
  // walked in turn below, which reports in program order.
  MLIRContext *context = block.getParentOp()->getContext();
  ArrayRef<Operation *> ops = hb.getOps();
  constexpr size_t kChunkOps = 8192;
  if (shareOut && context->isMultithreadingEnabled() &&
      ops.size() > kChunkOps) {
    std::atomic<bool> unordered{false};
    mlir::parallelFor(
        context, 0, (ops.size() + kChunkOps - 1) / kChunkOps,
        [&](size_t chunk) {
          if (unordered.load(std::memory_order_relaxed))
            return;
          size_t begin = chunk * kChunkOps;
          if (!isOrdered(begin, std::min(begin + kChunkOps, ops.size()), hb))
            unordered.store(true, std::memory_order_relaxed);
        });
    if (!unordered.load())
      return success();
  }
  unsigned reported = 0;
  SmallVector<Operation *> predecessors;
  for (auto [index, op] : llvm::enumerate(ops)) {
    predecessors.clear();
    getRequiredPredecessors(op, predecessors);
    for (Operation *before : predecessors) {
      if (!isUnordered(before, index, hb))
        continue;
      if (reported++ == kMaxReported)
        return failure();
      bool data = llvm::is_contained(before->getUsers(), op);
      InFlightDiagnostic diag = op->emitOpError();
      diag << "on " << stringifyStreamRole(hb.getStream(op));
      if (data) {
        diag << " uses the result of " << describe(before, hb);
      } else if (auto wait = dyn_cast<WaitOp>(before)) {
        diag << " overwrites what "
             << describe(wait.getHandle().getDefiningOp(), hb)
             << " reads until its wait on "
             << stringifyStreamRole(hb.getStream(before));
      } else {
        diag << " overwrites what " << describe(before, hb) << " reads";
      }
      diag << ", but no event orders them";
      diag.attachNote(before->getLoc()) << "the unordered " << describe(before, hb);
    }
  }
  return success(reported == 0);
}

bool mlir::ovl::isOrderedAfterPredecessors(
    const HappensBefore &hb, ArrayRef<Operation *> ops,
    function_ref<ArrayRef<unsigned>(size_t)> predecessorsOf) {
  // Each op's index among the clocks: `ops` in order within hb's.
  std::vector<unsigned> clockIndex(ops.size());
  size_t found = 0;
  for (auto [index, op] : llvm::enumerate(hb.getOps()))
    if (found < ops.size() && op == ops[found])
      clockIndex[found++] = index;
  if (found != ops.size())
    return false;
  if (ops.empty())
    return true;
  constexpr size_t kChunkOps = 8192;
  std::atomic<bool> unordered{false};
  mlir::parallelFor(
      ops.front()->getContext(), 0, (ops.size() + kChunkOps - 1) / kChunkOps,
      [&](size_t chunk) {
        size_t end = std::min(ops.size(), (chunk + 1) * kChunkOps);
        for (size_t i = chunk * kChunkOps; i < end; ++i)
          for (unsigned before : predecessorsOf(i))
            if (before < i &&
                !hb.happensBeforeAt(clockIndex[before], clockIndex[i])) {
              unordered.store(true, std::memory_order_relaxed);
              return;
            }
      });
  return !unordered.load();
}

LogicalResult mlir::ovl::verifyBufferReuse(const MemoryPlan &plan,
                                           const MemoryPlan *kept) {
  const HappensBefore &hb = plan.getHappensBefore();
  struct Interval {
    int64_t begin, end;
    unsigned root;
    /// The op that defines the root, and its program index: the buffer's
    /// first write.
    Operation *def;
    unsigned firstWrite;
  };
  std::vector<Interval> intervals;
  for (unsigned r = 0, e = plan.getNumRoots(); r < e; ++r) {
    if (plan.isMergedRoot(r) || plan.getRootBytes(r) == 0)
      continue;
    Value value = plan.getRootValue(r);
    Operation *def = value.getDefiningOp();
    auto buffers = dyn_cast_or_null<ArrayAttr>(
        def->getDiscardableAttr(OvlDialect::kBuffersAttrName));
    if (buffers ? buffers.size() != def->getNumResults() : !kept)
      return def->emitOpError("has no memory plan (ovl.buffers) to verify; "
                              "run ovl-plan-memory first");
    std::optional<MemoryPlan::Buffer> buffer = getPlannedBuffer(value, kept);
    if (!buffer || buffer->arena != ArenaKind::transient)
      continue;
    int64_t begin = buffer->offset - plan.getOffsetInRoot(value);
    intervals.push_back(
        {begin, begin + plan.getRootBytes(r), r, def, hb.getProgramIndex(def)});
  }
  // In the order the buffers are first written, each is checked against the
  // buffers that last held its bytes before it. That covers every earlier
  // buffer on those bytes: happens-before is transitive, and each earlier
  // occupant of a byte was checked against the next one.
  llvm::sort(intervals, [&](const Interval &a, const Interval &b) {
    return std::make_pair(a.firstWrite, a.root) <
           std::make_pair(b.firstWrite, b.root);
  });

  // Per root, the last position each stream touches it at (-1: never): an
  // op happens before a writer when the writer's clock on the op's stream
  // is past the op's position, so everything that touches the root
  // happens before the writer when the writer's clock is past each of
  // these. One walk in program order finds them all, each op's stream and
  // position at its index: an op touches the roots of its results and of
  // its operands, an asynchronous start its operands' until its wait too.
  ArrayRef<Operation *> ops = hb.getOps();
  HappensBefore::Clock untouched;
  untouched.fill(-1);
  std::vector<HappensBefore::Clock> lastTouch(plan.getNumRoots(), untouched);
  auto touch = [&](Value value, unsigned stream, int32_t position) {
    if (std::optional<unsigned> root = plan.getRoot(value)) {
      int32_t &last = lastTouch[*root][stream];
      last = std::max(last, position);
    }
  };
  for (unsigned index = 0, e = ops.size(); index < e; ++index) {
    Operation *op = ops[index];
    unsigned stream = static_cast<unsigned>(hb.getStreamAt(index));
    int32_t position = hb.getPositionAt(index);
    for (Value result : op->getResults())
      touch(result, stream, position);
    if (op->getNumOperands() == 0)
      continue;
    Operation *completion = getAsyncCompletion(op);
    for (Value operand : op->getOperands()) {
      touch(operand, stream, position);
      if (completion) {
        auto [doneStream, donePosition] = hb.getStreamAndPosition(completion);
        touch(operand, doneStream, donePosition);
      }
    }
  }

  unsigned reported = 0;
  SmallVector<Operation *> touchA, writersB;
  auto check = [&](const Interval &a, const Interval &b) {
    // `a` is the earlier buffer: everything that touches it must complete
    // before anything writes `b`.
    const HappensBefore::Clock &last = lastTouch[a.root];
    writersB.clear();
    plan.getRootWriters(b.root, writersB);
    for (Operation *writer : writersB) {
      const HappensBefore::Clock &clock =
          writer == b.def ? hb.getClockAt(b.firstWrite) : hb.getClock(writer);
      bool ordered = true;
      for (unsigned s = 0; s < kNumStreamRoles; ++s)
        ordered &= last[s] < clock[s];
      if (ordered)
        continue;
      // Name the first op that may still touch `a`: every op that defines
      // or uses it (an asynchronous user until its wait).
      touchA.clear();
      plan.getRootOps(a.root, touchA, touchA);
      for (Operation *toucher : touchA) {
        if (hb.happensBefore(toucher, writer))
          continue;
        if (reported++ == kMaxReported)
          return;
        int64_t begin = std::max(a.begin, b.begin);
        int64_t end = std::min(a.end, b.end);
        InFlightDiagnostic diag = writer->emitOpError();
        diag << "on " << stringifyStreamRole(hb.getStream(writer))
             << " writes bytes [" << begin << ", " << end
             << ") of the transient arena while " << describe(toucher, hb)
             << " may still use them: nothing orders it before this write";
        diag.attachNote(toucher->getLoc())
            << "the earlier user of those bytes: " << describe(toucher, hb);
        return;
      }
    }
  };
  // Each buffer, painted over the arena's bytes in turn, names the buffers
  // that last held them (ByteOwners).
  std::vector<int64_t> boundaries;
  boundaries.reserve(2 * intervals.size());
  for (const Interval &interval : intervals) {
    boundaries.push_back(interval.begin);
    boundaries.push_back(interval.end);
  }
  ByteOwners owners(boundaries);
  SmallVector<unsigned> previous;
  for (auto [index, next] : llvm::enumerate(intervals)) {
    if (reported > kMaxReported)
      break; // The rest would only repeat the story.
    previous.clear();
    owners.paint(next.begin, next.end, index, previous);
    for (unsigned earlier : previous)
      check(intervals[earlier], next);
  }
  return success(reported == 0);
}

LogicalResult mlir::ovl::verifyStreamsAndBuffers(func::FuncOp func,
                                                 const MemoryPlan *kept) {
  if (func.isExternal())
    return success();
  Block &block = func.getBody().front();
  // The planner's aliasing and lifetimes, checked against the offsets the
  // lowering reads: those the function carries, else (ovl-plan-memory's
  // annotate=false) the kept plan's. A kept plan is the lowering's, whose
  // runs keep the other threads busy: the ordering check stays on this one.
  if (kept)
    return failure(failed(verifyStreamOrdering(block, kept->getHappensBefore(),
                                               /*shareOut=*/false)) ||
                   failed(verifyBufferReuse(*kept, kept)));
  bool planned = llvm::any_of(block, [](Operation &op) {
    return op.getDiscardableAttr(OvlDialect::kBuffersAttrName) != nullptr;
  });
  if (!planned) {
    HappensBefore hb(block);
    return failure(failed(hb.run()) || failed(verifyStreamOrdering(block, hb)));
  }
  MemoryPlan plan(func);
  return failure(failed(plan.run(/*assignOffsets=*/false)) ||
                 failed(verifyStreamOrdering(block, plan.getHappensBefore())) ||
                 failed(verifyBufferReuse(plan)));
}
