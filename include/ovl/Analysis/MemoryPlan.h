//===- MemoryPlan.h - Stream-aware lifetimes and arena offsets --*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Places every tensor of an L1 stage function in a per-rank arena.
//
// Storage: function arguments (parameters, optimizer state) live in the
// persistent arena. Every other tensor result owns a transient buffer unless
// it aliases another value's: a wait's result is its started operation's
// output; an optimizer update (SGD, AdamW) writes its parameter and state in
// place; an
// all-reduce or broadcast whose input has no other use runs in place; views
// (collapse/expand shape, contiguous extract_slice) share their source; and a
// concatenation of whole buffers is built in place: its operands' buffers
// become consecutive parts of the result's, so the concat costs nothing.
//
// Lifetime: a buffer is busy from the start of the op that defines it until
// the completion of the last op that reads it, on any stream, where an op
// that starts an asynchronous operation counts as reading until its wait.
// Buffer B may take A's space only if B's defining op starts after every one
// of A's readers has completed, by happens-before (program order per stream
// plus events): the `record_stream` hazard cannot occur.
//
// Placement: first fit in program order of definition, 256-byte aligned
// (IREE-style packing of a lifetime interference relation). Clocks only grow
// along a stream, so a buffer, once free for a definition on some stream, is
// free for every later definition on it: per stream, a search from the
// buffer's last use there (galloping, then bisecting) finds the position
// from which it is free, and the buffer waits in that position's bucket
// (positions are stream indices the sweep reaches in order; buckets are
// kept only for the streams that have buffers left to define). The first fit
// among the buffers still busy for the defining stream is a query of a
// gap-bounded B+ tree (FirstFitIntervals), so each allocation costs
// O(log n) amortized.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_ANALYSIS_MEMORYPLAN_H
#define OVL_ANALYSIS_MEMORYPLAN_H

#include "ovl/Analysis/HappensBefore.h"
#include "ovl/Dialect/Ovl/IR/OvlOps.h"
#include "ovl/Support/AddressOrderHash.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"

#include <memory>

namespace mlir::ovl {

/// Bytes of a tensor type (sub-byte element types round up).
int64_t getTensorBytes(Type type);

class MemoryPlan {
public:
  static constexpr int64_t kAlignment = 256;

  struct Buffer {
    ArenaKind arena = ArenaKind::transient;
    int64_t offset = 0;
    int64_t bytes = 0;
  };

  explicit MemoryPlan(func::FuncOp func) : func(func) {}

  /// Computes lifetimes and offsets (with `assignOffsets`), or only the peak
  /// of simultaneously live bytes (cheaper, for schedulers).
  LogicalResult run(bool assignOffsets = true);
  /// After a successful run(), for the same function with its ops moved and
  /// nothing else changed (a scheduler trying an order): the peak of live
  /// bytes of the new order, as run(false) would find it, without offsets.
  /// The storage roots (aliasing, views, in-place updates, concatenations
  /// built in place) do not depend on the order and are kept, with their
  /// numbering; happens-before, the in-place checks, lifetimes and the
  /// sweep are computed afresh. Fails (and reports) when the number of ops
  /// changed or an op that defines a buffer is gone; other edits are the
  /// caller's to rule out.
  LogicalResult runAfterReordering();
  void print(llvm::raw_ostream &os) const;

  /// The buffer a tensor value (or an in-flight value) lives in, if any.
  std::optional<Buffer> lookup(Value value) const;
  int64_t getTransientBytes() const { return transientBytes; }
  int64_t getPersistentBytes() const { return persistentBytes; }
  /// The largest number of bytes whose lifetimes overlap.
  int64_t getPeakLiveBytes() const { return peakLiveBytes; }

  /// Storage roots, for schedulers that track live bytes themselves: every
  /// transient buffer, the bytes it holds, and the ops that define or use it
  /// (an asynchronous user counts until its wait). Independent of the order
  /// of the ops.
  unsigned getNumRoots() const { return roots.size(); }
  int64_t getRootBytes(unsigned root) const { return roots[root].bytes; }
  /// The root whose bytes hold a transient value, if any.
  std::optional<unsigned> getRoot(Value value) const {
    auto it = rootOf.find(value);
    if (it == rootOf.end())
      return std::nullopt;
    return it->second;
  }
  /// The ops that write a root (its definitions) and the ops after which it
  /// is no longer needed (its uses, with completions).
  void getRootOps(unsigned root, SmallVectorImpl<Operation *> &defs,
                  SmallVectorImpl<Operation *> &uses) const;
  /// The ops that write a root's bytes: its definition and, for a
  /// concatenation built in place, the definitions of its parts.
  void getRootWriters(unsigned root,
                      SmallVectorImpl<Operation *> &writers) const;
  /// Whether a root was merged into a concatenation's (no storage of its own).
  bool isMergedRoot(unsigned root) const { return roots[root].isMerged(); }
  /// The value that defines a root, and where a value sits inside its root.
  Value getRootValue(unsigned root) const { return roots[root].value; }
  int64_t getOffsetInRoot(Value value) const {
    return offsetInRoot.lookup(value);
  }
  const HappensBefore &getHappensBefore() const { return *hb; }

private:
  /// 56 bytes: a million-op step has more than a million roots.
  struct Root {
    /// The op result that defines the root, and its op: kept apart, as a
    /// replan looks the op up after ops may have been erased (a value's op
    /// is found by reading the value).
    Value value;
    Operation *def = nullptr;
    /// Its bytes; 0 once merged into a concatenation's buffer (no storage
    /// of its own), which only a merge makes: every root starts with some.
    int64_t bytes = 0;
    int64_t offset = -1;
    /// Per stream, the last position of an op that uses the buffer (-1: none).
    HappensBefore::Clock lastUse;
    /// The defining op's position in program order.
    unsigned defIndex = 0;

    bool isMerged() const { return bytes == 0; }
  };
  static_assert(sizeof(Root) <= 56, "a root per tensor of the step");

  /// getTensorBytes(type), found once per type (a step has a few thousand
  /// tensor types and a million values).
  int64_t findTypeBytes(Type type);
  void mapValue(Value value, int root, int64_t offset);
  /// The root and offset of a transient value, if it has a buffer.
  std::optional<std::pair<int, int64_t>> findLocation(Value value) const;
  /// The values mapped to `root`: its own value first (none once merged
  /// into a concatenation's), then those that alias it.
  SmallVector<Value, 2> getRootValues(unsigned root) const;
  bool tryConcatInPlace(Operation *concat);
  /// Whether `op` may write its result over `input`: the input fills its
  /// buffer and nothing else reads it.
  bool isOnlyReaderOfRoot(Operation *op, Value input) const;

  /// The storage roots of the body's `numResults` results (or fewer).
  LogicalResult collectRoots(size_t numResults);
  /// For runAfterReordering: each root's definition index in the new
  /// order (a concatenation built in place starts at its earliest part's
  /// definition) and the roots in that order.
  LogicalResult reindexRoots();
  LogicalResult checkInPlaceUpdates();
  void computeLifetimes();
  void allocate(bool assignOffsets);
  /// Lifetimes, then the sweep that finds the peak (and the offsets).
  LogicalResult placeBuffers(bool assignOffsets);
  /// checkInPlaceUpdates(), then placeBuffers(assignOffsets); with threads,
  /// side by side (the checks' diagnostics still come first, and alone).
  LogicalResult checkInPlaceAndPlace(bool assignOffsets);
  /// The error of a sweep that found an arena past 2^62 bytes, if it did.
  LogicalResult reportArenaOverflow();
  /// The first position on `stream` from which `root`'s buffer is free
  /// (every use complete), or the number of ops on the stream if never.
  /// `onStream`: the program indices of the stream's ops, in stream order.
  int32_t releasePosition(const Root &root, unsigned stream,
                          ArrayRef<unsigned> onStream) const;

  func::FuncOp func;
  std::unique_ptr<HappensBefore> hb;
  std::vector<Root> roots;
  /// The roots in program order of their definitions, which allocation
  /// sweeps; empty when that is their index order (after run()).
  std::vector<unsigned> definitionOrder;
  /// Every buffer-holding transient value: its root, and its byte offset
  /// within that root where it is not 0 (a slice, a part of a concatenation
  /// built in place). A million values at the largest modules: the root
  /// alone keeps each entry at 16 bytes, and the few offsets apart.
  llvm::DenseMap<Value, int32_t, AddressOrderInfo<Value>> rootOf;
  llvm::DenseMap<Value, int64_t, AddressOrderInfo<Value>> offsetInRoot;
  /// The ops that update a buffer in place (optimizer updates), in the
  /// program order collectRoots() saw.
  std::vector<Operation *> inPlaceUpdaters;
  /// The values mapped to each root besides its own (views, waits, the
  /// parts of a concatenation built in place): most roots have none.
  llvm::DenseMap<int, SmallVector<Value, 2>> aliasValues;
  /// The roots merged into each concatenation built in place, by the root
  /// that hosts it.
  llvm::DenseMap<int, SmallVector<int, 4>> concatMembers;
  llvm::DenseMap<Value, Buffer> persistent;
  /// The bytes of every type collectRoots() met, by findTypeBytes().
  llvm::DenseMap<Type, int64_t> typeBytes;
  int64_t transientBytes = 0, persistentBytes = 0, peakLiveBytes = 0;
  /// Whether allocation stopped at a sum past kMaxTensorBytes.
  bool arenaOverflow = false;
};

/// A function's memory plan kept by the pass manager between passes.
/// ovl-plan-memory computes it and marks it preserved (it adds only the
/// plan's attributes, which planning does not read); ovl-lower-to-runtime
/// then checks the function's offsets against it instead of deriving the
/// same lifetimes again, and after annotate=false reads its offsets too. Any
/// other pass in between invalidates it, and a lowering run on its own plans
/// afresh.
class MemoryPlanAnalysis {
public:
  explicit MemoryPlanAnalysis(Operation *func)
      : plan(cast<func::FuncOp>(func)) {}

  /// Runs the plan once; later calls return the first result.
  LogicalResult run() {
    if (!status)
      status = plan.run(/*assignOffsets=*/true);
    return *status;
  }
  /// The plan, if run() succeeded.
  const MemoryPlan *getPlan() const {
    return status && succeeded(*status) ? &plan : nullptr;
  }

private:
  MemoryPlan plan;
  std::optional<LogicalResult> status;
};

/// The buffer the lowering reads for `value`, as its arena, offset and
/// bytes: the slice ovl-plan-memory attached (an op's `ovl.buffers` entry,
/// an argument's `ovl.buffer`) or, where it attached none (its
/// `annotate=false`, as the lowering pipeline runs it), the one in `kept`,
/// the plan the pass manager kept from that run. None if neither has one.
/// The lowering and its proof both read buffers through this, so the proof
/// checks what is lowered.
std::optional<MemoryPlan::Buffer> getPlannedBuffer(Value value,
                                                   const MemoryPlan *kept);

} // namespace mlir::ovl

#endif // OVL_ANALYSIS_MEMORYPLAN_H
