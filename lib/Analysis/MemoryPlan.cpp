//===- MemoryPlan.cpp - Stream-aware lifetimes and arena offsets ----------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/MemoryPlan.h"
#include "ovl/Support/FirstFitIntervals.h"

#include "ovl/Analysis/StreamOrdering.h"
#include "ovl/Support/HeldDiagnostics.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Threading.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/ThreadPool.h"

#include <limits>

using namespace mlir;
using namespace mlir::ovl;

int64_t mlir::ovl::getTensorBytes(Type type) {
  // Ovl ops verify that their tensors fit (verifyTensorBytesFit); anything
  // else counts as nothing rather than a wrapped size.
  return getCheckedTensorBytes(type).value_or(0);
}

static int64_t align(int64_t bytes) {
  return llvm::alignTo(bytes, MemoryPlan::kAlignment);
}

/// The byte offset of a static, unit-stride slice that is one contiguous block
/// of its source, or nothing.
static std::optional<int64_t>
contiguousSliceOffset(tensor::ExtractSliceOp slice) {
  auto source = cast<RankedTensorType>(slice.getSource().getType());
  if (!source.hasStaticShape() || !slice.hasUnitStride() ||
      ShapedType::isDynamicShape(slice.getStaticSizes()) ||
      ShapedType::isDynamicShape(slice.getStaticOffsets()))
    return std::nullopt;
  ArrayRef<int64_t> shape = source.getShape(), sizes = slice.getStaticSizes(),
                    offsets = slice.getStaticOffsets();
  // Row-major: contiguous iff, after the first dimension taken partially,
  // every dimension is taken whole, and before it every dimension has size 1.
  int64_t rank = shape.size(), partial = rank;
  for (int64_t d = 0; d < rank; ++d)
    if (sizes[d] != shape[d]) {
      partial = d;
      break;
    }
  for (int64_t d = 0; d < partial; ++d)
    if (sizes[d] != 1 && partial != rank)
      return std::nullopt;
  for (int64_t d = partial + 1; d < rank; ++d)
    if (sizes[d] != shape[d])
      return std::nullopt;
  int64_t linear = 0;
  for (int64_t d = 0; d < rank; ++d)
    linear = linear * shape[d] + offsets[d];
  return linear * ((source.getElementTypeBitWidth() + 7) / 8);
}

int64_t MemoryPlan::findTypeBytes(Type type) {
  auto [it, inserted] = typeBytes.try_emplace(type, 0);
  if (inserted)
    it->second = getTensorBytes(type);
  return it->second;
}

void MemoryPlan::mapValue(Value value, int root, int64_t offset) {
  rootOf[value] = root;
  if (offset != 0)
    offsetInRoot[value] = offset;
  else if (!offsetInRoot.empty())
    offsetInRoot.erase(value);
  if (value != roots[root].value)
    aliasValues[root].push_back(value);
}

std::optional<std::pair<int, int64_t>>
MemoryPlan::findLocation(Value value) const {
  auto it = rootOf.find(value);
  if (it == rootOf.end())
    return std::nullopt;
  return std::make_pair(static_cast<int>(it->second),
                        offsetInRoot.empty() ? int64_t{0}
                                             : offsetInRoot.lookup(value));
}

SmallVector<Value, 2> MemoryPlan::getRootValues(unsigned root) const {
  SmallVector<Value, 2> values;
  if (!roots[root].isMerged())
    values.push_back(roots[root].value);
  if (auto it = aliasValues.find(root); it != aliasValues.end())
    values.append(it->second.begin(), it->second.end());
  return values;
}

bool MemoryPlan::tryConcatInPlace(Operation *op) {
  auto concat = cast<tensor::ConcatOp>(op);
  auto resultType = cast<RankedTensorType>(concat.getType());
  // The operands are consecutive blocks of the result when every dimension
  // before the concatenated one has size 1.
  for (uint64_t d = 0; d < concat.getDim(); ++d)
    if (resultType.getDimSize(d) != 1)
      return false;
  SmallVector<int> members;
  SmallVector<int64_t> offsets;
  int64_t running = 0;
  for (Value operand : concat.getInputs()) {
    std::optional<std::pair<int, int64_t>> location = findLocation(operand);
    if (!location)
      return false; // Persistent, or no buffer.
    auto [root, offset] = *location;
    const Root &r = roots[root];
    if (offset != 0 || r.bytes != getTensorBytes(operand.getType()) ||
        r.isMerged() || concatMembers.count(root) ||
        llvm::is_contained(members, root))
      return false;
    members.push_back(root);
    offsets.push_back(running);
    running += r.bytes;
  }
  // The earliest member hosts the whole: it is allocated first.
  int leader = *llvm::min_element(members);
  // Take every member's values before remapping any: remapping adds them to
  // the leader's list.
  SmallVector<SmallVector<Value, 2>> values;
  for (int member : members) {
    values.push_back(getRootValues(member));
    aliasValues.erase(member);
  }
  for (auto [member, base, memberValues] :
       llvm::zip(members, offsets, values)) {
    for (Value value : memberValues)
      mapValue(value, leader, base + offsetInRoot.lookup(value));
    if (member != leader) {
      roots[member].bytes = 0; // Merged: no storage of its own.
      concatMembers[leader].push_back(member);
    }
  }
  roots[leader].bytes = running;
  mapValue(concat.getResult(), leader, 0);
  return true;
}

/// Collectives that may write their result over their input.
static bool canRunInPlace(Operation *op) {
  return isa<AllReduceOp, AllReduceStartOp, BroadcastOp, BroadcastStartOp>(op);
}

bool MemoryPlan::isOnlyReaderOfRoot(Operation *op, Value input) const {
  std::optional<std::pair<int, int64_t>> location = findLocation(input);
  if (!location)
    return false;
  auto [root, offset] = *location;
  if (offset != 0 || roots[root].bytes != getTensorBytes(input.getType()))
    return false;
  // Every other use of the root's bytes must be a view or concatenation
  // that leads into `input` (its results are already in the root).
  for (Value value : getRootValues(root))
    for (Operation *user : value.getUsers()) {
      if (user == op)
        continue;
      if (user->getNumResults() == 0)
        return false;
      for (Value result : user->getResults()) {
        auto at = rootOf.find(result);
        if (at == rootOf.end() || at->second != root)
          return false;
      }
    }
  return input.hasOneUse();
}

LogicalResult MemoryPlan::collectRoots(size_t numResults) {
  Block &body = func.getBody().front();
  for (BlockArgument arg : body.getArguments()) {
    int64_t bytes = getTensorBytes(arg.getType());
    if (!bytes)
      continue;
    persistent[arg] = {ArenaKind::persistent, persistentBytes, bytes};
    // Each tensor is at most kMaxTensorBytes (2^62) and so is the sum so
    // far: compared before adding, as two such halves make 2^63, past
    // int64_t.
    if (bytes > kMaxTensorBytes - persistentBytes ||
        align(persistentBytes + bytes) > kMaxTensorBytes)
      return func.emitOpError()
             << "needs a persistent arena of more than 2^62 bytes per rank";
    persistentBytes = align(persistentBytes + bytes);
  }
  // Its own walk, numbered as the happens-before analysis numbers the ops
  // (program order, the terminator included): run() may take both walks
  // at once. At most one root per result: no rehashing on the way.
  rootOf.reserve(numResults);
  roots.reserve(numResults);
  unsigned index = 0;
  inPlaceUpdaters.clear();
  for (Operation &opRef : body) {
    Operation *op = &opRef;
    unsigned defIndex = index++;
    if (!getUpdatedInPlace(op).empty())
      inPlaceUpdaters.push_back(op);
    for (OpResult result : op->getResults()) {
      int64_t bytes = findTypeBytes(result.getType());
      if (!bytes)
        continue;
      // A wait yields its started operation's output buffer.
      if (auto wait = dyn_cast<WaitOp>(op)) {
        std::optional<std::pair<int, int64_t>> location =
            findLocation(wait.getHandle());
        if (!location)
          return wait.emitOpError("waits on a value with no buffer");
        mapValue(result, location->first, location->second);
        continue;
      }
      if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op)) {
        std::optional<int64_t> offset = contiguousSliceOffset(slice);
        std::optional<std::pair<int, int64_t>> location =
            findLocation(slice.getSource());
        if (offset && location) {
          mapValue(result, location->first, location->second + *offset);
          continue;
        }
        if (offset && persistent.count(slice.getSource())) {
          Buffer buffer = persistent.lookup(slice.getSource());
          persistent[result] = {ArenaKind::persistent, buffer.offset + *offset,
                                bytes};
          continue;
        }
        // Otherwise the slice is copied into a buffer of its own (below).
      }
      if (isa<tensor::ConcatOp>(op) && tryConcatInPlace(op))
        continue;
      // Optimizer updates write their parameter and state in place.
      if (SmallVector<Value> updatedInPlace = getUpdatedInPlace(op);
          !updatedInPlace.empty()) {
        Value updated = updatedInPlace[result.getResultNumber()];
        auto it = persistent.find(updated);
        if (it == persistent.end())
          return op->emitOpError()
                 << "updates its "
                 << (result.getResultNumber() == 0 ? "parameter"
                                                   : "optimizer state")
                 << " in place, so that operand must be a function argument";
        Buffer buffer = it->second;
        persistent[result] = buffer;
        continue;
      }
      // Views share their source.
      if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(op)) {
        Value source = op->getOperand(0);
        if (auto it = persistent.find(source); it != persistent.end()) {
          Buffer buffer = it->second;
          persistent[result] = buffer;
          continue;
        }
        std::optional<std::pair<int, int64_t>> location = findLocation(source);
        if (!location)
          return op->emitOpError("views a value with no buffer");
        mapValue(result, location->first, location->second);
        continue;
      }
      // In place when the input fills a transient buffer that nothing else
      // reads (a whole bucket included).
      if (canRunInPlace(op) && isOnlyReaderOfRoot(op, op->getOperand(0))) {
        std::pair<int, int64_t> location = *findLocation(op->getOperand(0));
        mapValue(result, location.first, location.second);
        continue;
      }
      Root root;
      root.value = result;
      root.def = op;
      root.defIndex = defIndex;
      root.bytes = bytes;
      root.lastUse.fill(-1);
      roots.push_back(root);
      mapValue(result, static_cast<int>(roots.size()) - 1, 0);
    }
  }
  return success();
}

LogicalResult MemoryPlan::checkInPlaceUpdates() {
  // The updates collectRoots() found, in the current program order (a
  // reordering may have moved them).
  std::vector<std::pair<unsigned, Operation *>> updaters;
  updaters.reserve(inPlaceUpdaters.size());
  for (Operation *op : inPlaceUpdaters) {
    std::optional<unsigned> index = hb->findProgramIndex(op);
    if (!index) // Not dereferenced: the op may be erased.
      return func.emitOpError()
             << "lost an op that updates a buffer in place since its memory "
                "was first planned; a reordering may only move ops";
    updaters.push_back({*index, op});
  }
  llvm::sort(updaters);
  for (auto [index, op] : updaters) {
    // Every other reader of the old value must be done before the update
    // overwrites it.
    for (Value updated : getUpdatedInPlace(op))
      for (Operation *user : updated.getUsers()) {
        if (user == op)
          continue;
        unsigned userIndex = hb->getProgramIndex(user);
        if (hb->happensBeforeAt(userIndex, index))
          continue;
        if (userIndex > index)
          return op->emitOpError() << "updates a buffer in place that '"
                                   << user->getName() << "' reads afterwards";
        return op->emitOpError()
               << "updates a buffer in place while '" << user->getName()
               << "' on stream " << stringifyStreamRole(hb->getStream(user))
               << " may still read it (no event orders them)";
      }
  }
  return success();
}

/// slot = max(slot, value), where other threads may do the same.
static void atomicMax(int32_t &slot, int32_t value) {
  int32_t seen = __atomic_load_n(&slot, __ATOMIC_RELAXED);
  while (seen < value &&
         !__atomic_compare_exchange_n(&slot, &seen, value, /*weak=*/true,
                                      __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
  }
}

void MemoryPlan::computeLifetimes() {
  for (Root &root : roots) {
    unsigned stream = static_cast<unsigned>(hb->getStreamAt(root.defIndex));
    root.lastUse[stream] =
        std::max(root.lastUse[stream], hb->getPositionAt(root.defIndex));
  }
  // Each op marks the buffers it reads: the op's stream and position are
  // at hand (by its program index), and only an asynchronous operation's
  // completion, which reads and writes until it is done, needs a lookup.
  // In chunks on the context's threads: a mark is a maximum, the same in
  // any order, taken atomically where two chunks mark one buffer.
  ArrayRef<Operation *> ops = hb->getOps();
  constexpr size_t kChunkOps = 16384;
  mlir::parallelFor(
      func.getContext(), 0, (ops.size() + kChunkOps - 1) / kChunkOps,
      [&](size_t chunk) {
        size_t end = std::min(ops.size(), (chunk + 1) * kChunkOps);
        for (size_t index = chunk * kChunkOps; index < end; ++index) {
          Operation *op = ops[index];
          if (op->getNumOperands() == 0)
            continue;
          unsigned stream = static_cast<unsigned>(hb->getStreamAt(index));
          int32_t position = hb->getPositionAt(index);
          Operation *completion = getAsyncCompletion(op);
          std::pair<unsigned, int32_t> done =
              completion ? hb->getStreamAndPosition(completion)
                         : std::make_pair(stream, position);
          for (Value operand : op->getOperands()) {
            auto it = rootOf.find(operand);
            if (it == rootOf.end())
              continue;
            Root &root = roots[it->second];
            atomicMax(root.lastUse[stream], position);
            atomicMax(root.lastUse[done.first], done.second);
          }
        }
      });
}

int32_t MemoryPlan::releasePosition(const Root &root, unsigned stream,
                                    ArrayRef<unsigned> onStream) const {
  // Clocks grow monotonically along a stream: search for the first op
  // whose clock covers every last use.
  auto covers = [&](unsigned position) {
    const HappensBefore::Clock &clock = hb->getClockAt(onStream[position]);
    for (unsigned s = 0; s < kNumStreamRoles; ++s)
      if (root.lastUse[s] >= clock[s])
        return false;
    return true;
  };
  // An op's clock on its own stream is its position there, so no op before
  // the last use on this stream covers it; the release usually follows that
  // use closely. Gallop from there, then bisect the last step.
  size_t size = onStream.size();
  size_t lo = static_cast<size_t>(root.lastUse[stream] + 1), hi = lo, step = 1;
  while (hi < size && !covers(hi)) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = std::min(hi, size);
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (covers(mid))
      hi = mid;
    else
      lo = mid + 1;
  }
  return static_cast<int32_t>(lo);
}

void MemoryPlan::allocate(bool assignOffsets) {
  // Per stream, its ops' program indices in stream order, sized once: the
  // clocks stay in the happens-before tables (a copy of them by stream was
  // 20 bytes an op, all through the passes that keep the plan).
  std::array<std::vector<unsigned>, kNumStreamRoles> onStream;
  {
    std::array<size_t, kNumStreamRoles> counts{};
    size_t numOps = hb->getOps().size();
    for (unsigned i = 0; i < numOps; ++i)
      ++counts[static_cast<unsigned>(hb->getStreamAt(i))];
    for (unsigned t = 0; t < kNumStreamRoles; ++t)
      onStream[t].reserve(counts[t]);
    for (unsigned i = 0; i < numOps; ++i)
      onStream[static_cast<unsigned>(hb->getStreamAt(i))].push_back(i);
  }

  // A placed buffer as the sweep frees it, with what freeing it needs at
  // hand (the roots themselves are far apart in memory).
  struct Release {
    int root;
    int64_t offset, bytes;
  };
  // Per stream: the buffers still busy for definitions on it, by offset, and
  // their releases by position (a bucket per position: positions are
  // stream-local indices, and the sweep reaches them in order). A buffer
  // joins a stream's interval set only when that stream next defines one
  // and the buffer is still busy then: a stream that defines rarely (a
  // communication stream) would otherwise collect and drop most buffers of
  // the step unseen. First fit depends only on the set of busy intervals,
  // so neither that nor the order of the releases at one position changes
  // the offsets.
  struct StreamState {
    FirstFitIntervals busy; // [offset, aligned end) of each root
    /// The last release in each position's bucket (kNone: empty); a
    /// release at the stream's op count is never reached.
    std::vector<int> lastAt;
    /// Every position before this one has been released.
    int32_t released = 0;
    std::vector<std::pair<Release, int32_t>> pending; // not yet in `busy`
    int64_t busyBytes = 0;
  };
  constexpr int kNone = -1;
  std::array<StreamState, kNumStreamRoles> state;
  for (unsigned t = 0; t < kNumStreamRoles; ++t)
    state[t].lastAt.assign(onStream[t].size() + 1, kNone);
  // Every release queued, with the one queued before it at its position.
  std::vector<std::pair<Release, int>> releases;
  // Bit t: root is in state[t].busy.
  std::vector<uint8_t> inBusy(assignOffsets ? roots.size() : 0, 0);
  static_assert(kNumStreamRoles <= 8, "one bit per stream");
  // Per stream, the buffers still to be defined on it: a stream with none
  // left keeps no record of the others' (a communication stream often
  // defines its last buffer early, and would otherwise hold every later
  // one).
  std::array<size_t, kNumStreamRoles> definitionsLeft{};
  size_t live = 0;
  for (const Root &root : roots)
    if (!root.isMerged()) {
      ++definitionsLeft[static_cast<unsigned>(hb->getStreamAt(root.defIndex))];
      ++live;
    }
  releases.reserve(2 * live);

  for (size_t k = 0; k < roots.size(); ++k) {
    size_t i = definitionOrder.empty() ? k : definitionOrder[k];
    Root &root = roots[i];
    if (root.isMerged())
      continue;
    unsigned s = static_cast<unsigned>(hb->getStreamAt(root.defIndex));
    int32_t position = hb->getPositionAt(root.defIndex);
    StreamState &here = state[s];
    --definitionsLeft[s];
    for (; here.released <= position; ++here.released)
      for (int r = here.lastAt[here.released]; r != kNone;
           r = releases[r].second) {
        const Release &done = releases[r].first;
        if (assignOffsets && (inBusy[done.root] & (1u << s)))
          here.busy.erase(done.offset, done.root);
        here.busyBytes -= done.bytes;
      }
    // Live bytes and offsets stay at most 2^62: each buffer is at most
    // 2^62 bytes, and a sum is compared before it is made (two such make
    // 2^63, past int64_t); the plan stops at the first past 2^62.
    if (root.bytes > kMaxTensorBytes - here.busyBytes) {
      arenaOverflow = true;
      return;
    }
    peakLiveBytes = std::max(peakLiveBytes, here.busyBytes + root.bytes);
    if (assignOffsets) {
      for (const auto &[busy, releasedAt] : here.pending)
        if (releasedAt > position) {
          here.busy.insert(busy.offset, align(busy.offset + busy.bytes),
                           busy.root);
          inBusy[busy.root] |= 1u << s;
        }
      here.pending.clear();
      // First fit among the busy buffers (which may overlap each other when
      // they were placed for different streams), in O(log n).
      int64_t candidate = here.busy.firstFit(root.bytes);
      root.offset = candidate;
      if (candidate > kMaxTensorBytes - root.bytes) {
        arenaOverflow = true;
        return;
      }
      transientBytes = std::max(transientBytes, align(candidate + root.bytes));
    }
    Release release{static_cast<int>(i), root.offset, root.bytes};
    for (unsigned t = 0; t < kNumStreamRoles; ++t) {
      if (definitionsLeft[t] == 0)
        continue;
      StreamState &there = state[t];
      // The release follows every op of that stream the sweep has passed
      // (those precede this definition, and clocks only know of earlier
      // ops); the bound keeps the bucket within reach all the same.
      int32_t at =
          std::max(releasePosition(root, t, onStream[t]), there.released);
      releases.push_back({release, there.lastAt[at]});
      there.lastAt[at] = static_cast<int>(releases.size()) - 1;
      if (assignOffsets)
        there.pending.push_back({release, at});
      there.busyBytes += root.bytes;
    }
  }
}

LogicalResult MemoryPlan::run(bool assignOffsets) {
  if (func.getBody().empty())
    return func.emitOpError("has no body to plan");
  // The ops and their results, counted first: both walks below then size
  // their tables once. A walk that only counts costs less than growing
  // tables a million entries deep, each growth touching fresh memory.
  Block &body = func.getBody().front();
  size_t numOps = 0, numResults = 0;
  for (Operation &op : body) {
    ++numOps;
    numResults += op.getNumResults();
  }
  hb = std::make_unique<HappensBefore>(body, numOps);
  MLIRContext *context = func.getContext();
  if (!context->isMultithreadingEnabled()) {
    if (failed(hb->run()) || failed(collectRoots(numResults)))
      return failure();
    return checkInPlaceAndPlace(assignOffsets);
  }
  // The clocks and the storage roots each walk the block, reading it only:
  // on two of the context's threads. Diagnostics are shown as the sequence
  // above would show them: the roots' only if the clocks were found.
  HeldDiagnostics held(context);
  HeldDiagnostics::List rootsHeld;
  LogicalResult rootsFound = failure(), clocksFound = failure();
  {
    llvm::ThreadPoolTaskGroup tasks(context->getThreadPool());
    tasks.async([&] {
      rootsFound =
          held.hold(rootsHeld, [&] { return collectRoots(numResults); });
    });
    clocksFound = hb->run();
    tasks.wait();
  }
  if (failed(clocksFound))
    return failure();
  held.release(rootsHeld);
  if (failed(rootsFound))
    return failure();
  return checkInPlaceAndPlace(assignOffsets);
}

LogicalResult MemoryPlan::checkInPlaceAndPlace(bool assignOffsets) {
  MLIRContext *context = func.getContext();
  if (!context->isMultithreadingEnabled()) {
    if (failed(checkInPlaceUpdates()))
      return failure();
    return placeBuffers(assignOffsets);
  }
  // The in-place checks read the clocks and the ops, the placement the
  // clocks and the roots: on two of the context's threads, the checks'
  // diagnostics shown first and alone, as the sequence above shows them.
  HeldDiagnostics held(context);
  HeldDiagnostics::List inPlaceHeld;
  LogicalResult inPlaceChecked = failure();
  {
    llvm::ThreadPoolTaskGroup tasks(context->getThreadPool());
    tasks.async([&] {
      inPlaceChecked =
          held.hold(inPlaceHeld, [&] { return checkInPlaceUpdates(); });
    });
    computeLifetimes();
    allocate(assignOffsets);
    tasks.wait();
  }
  held.release(inPlaceHeld);
  if (failed(inPlaceChecked))
    return failure();
  return reportArenaOverflow();
}

LogicalResult MemoryPlan::placeBuffers(bool assignOffsets) {
  computeLifetimes();
  allocate(assignOffsets);
  return reportArenaOverflow();
}

LogicalResult MemoryPlan::reportArenaOverflow() {
  if (arenaOverflow)
    return func.emitOpError()
           << "needs a transient arena of more than 2^62 bytes per rank";
  return success();
}

LogicalResult MemoryPlan::reindexRoots() {
  size_t numOps = hb->getOps().size();
  std::vector<unsigned> perIndex(numOps + 1, 0);
  for (Root &root : roots) {
    std::optional<unsigned> index = hb->findProgramIndex(root.def);
    if (!index) // Not dereferenced: the op may be erased.
      return func.emitOpError()
             << "lost an op that defines a buffer since its memory was first "
                "planned; a reordering may only move ops";
    root.defIndex = *index;
  }
  // A concatenation built in place is written from its earliest part on.
  for (const auto &[leader, members] : concatMembers)
    for (int member : members)
      roots[leader].defIndex =
          std::min(roots[leader].defIndex, roots[member].defIndex);
  // Counting sort: stable, so the roots of one op keep its results' order.
  for (const Root &root : roots)
    ++perIndex[root.defIndex + 1];
  for (size_t i = 1; i <= numOps; ++i)
    perIndex[i] += perIndex[i - 1];
  definitionOrder.assign(roots.size(), 0);
  for (unsigned r = 0, e = roots.size(); r < e; ++r)
    definitionOrder[perIndex[roots[r].defIndex]++] = r;
  return success();
}

LogicalResult MemoryPlan::runAfterReordering() {
  assert(hb && "runAfterReordering() follows a successful run()");
  size_t numOps = hb->getOps().size();
  hb = std::make_unique<HappensBefore>(func.getBody().front(), numOps);
  if (failed(hb->run()))
    return failure();
  if (hb->getOps().size() != numOps)
    return func.emitOpError()
           << "has " << hb->getOps().size() << " ops where its memory was "
           << "first planned with " << numOps
           << "; a reordering may only move ops";
  if (failed(reindexRoots()))
    return failure();
  for (Root &root : roots) {
    root.lastUse.fill(-1);
    root.offset = -1;
  }
  transientBytes = peakLiveBytes = 0;
  arenaOverflow = false;
  return checkInPlaceAndPlace(/*assignOffsets=*/false);
}

void MemoryPlan::getRootOps(unsigned root, SmallVectorImpl<Operation *> &defs,
                            SmallVectorImpl<Operation *> &uses) const {
  for (Value value : getRootValues(root)) {
    if (Operation *def = value.getDefiningOp())
      defs.push_back(def);
    for (Operation *user : value.getUsers()) {
      uses.push_back(user);
      if (Operation *completion = getAsyncCompletion(user))
        uses.push_back(completion);
    }
  }
}

void MemoryPlan::getRootWriters(unsigned root,
                                SmallVectorImpl<Operation *> &writers) const {
  writers.push_back(roots[root].def);
  if (auto it = concatMembers.find(root); it != concatMembers.end())
    for (int member : it->second)
      writers.push_back(roots[member].def);
}

std::optional<MemoryPlan::Buffer> MemoryPlan::lookup(Value value) const {
  // Most values are transient: their table first (a value is in one table
  // at most, collectRoots() maps each to one storage).
  if (std::optional<std::pair<int, int64_t>> location = findLocation(value)) {
    const Root &root = roots[location->first];
    // Its type's bytes were found when it was mapped.
    auto known = typeBytes.find(value.getType());
    return Buffer{ArenaKind::transient, root.offset + location->second,
                  known != typeBytes.end() ? known->second
                                           : getTensorBytes(value.getType())};
  }
  if (auto it = persistent.find(value); it != persistent.end())
    return it->second;
  return std::nullopt;
}

/// What ovl-plan-memory attached for `value`: nothing (std::nullopt) if it
/// attached nothing, else the slice, null for a result it gave no buffer.
static std::optional<SliceAttr> findAttachedSlice(Value value) {
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    auto func = dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp());
    if (func && arg.getOwner()->isEntryBlock())
      if (auto slice = func.getArgAttrOfType<SliceAttr>(
              arg.getArgNumber(), OvlDialect::kBufferAttrName))
        return slice;
    return std::nullopt;
  }
  // By the uniqued name on the dialect's own ops.
  Operation *def = value.getDefiningOp();
  auto *ovl = dyn_cast_or_null<OvlDialect>(def->getDialect());
  auto buffers = dyn_cast_or_null<ArrayAttr>(
      ovl ? def->getDiscardableAttr(ovl->getBuffersAttrName())
          : def->getDiscardableAttr(OvlDialect::kBuffersAttrName));
  if (!buffers)
    return std::nullopt;
  unsigned index = cast<OpResult>(value).getResultNumber();
  return index < buffers.size() ? dyn_cast<SliceAttr>(buffers[index])
                                : SliceAttr();
}

std::optional<MemoryPlan::Buffer>
mlir::ovl::getPlannedBuffer(Value value, const MemoryPlan *kept) {
  if (std::optional<SliceAttr> attached = findAttachedSlice(value)) {
    if (!*attached)
      return std::nullopt;
    return MemoryPlan::Buffer{attached->getArena(), attached->getOffset(),
                              attached->getBytes()};
  }
  return kept ? kept->lookup(value) : std::nullopt;
}

void MemoryPlan::print(llvm::raw_ostream &os) const {
  os << "memory plan of @" << const_cast<func::FuncOp &>(func).getSymName()
     << ": transient " << transientBytes << " bytes, persistent "
     << persistentBytes << " bytes, peak live " << peakLiveBytes << " bytes\n";
  for (const Root &root : roots) {
    if (root.isMerged())
      continue;
    os << "  [" << root.offset << ", " << root.offset + root.bytes << ") "
       << root.def->getName() << " #" << hb->getProgramIndex(root.def)
       << " last use";
    for (unsigned s = 0; s < kNumStreamRoles; ++s)
      if (root.lastUse[s] >= 0)
        os << " " << stringifyStreamRole(static_cast<StreamRole>(s)) << "#"
           << root.lastUse[s];
    os << "\n";
  }
}
