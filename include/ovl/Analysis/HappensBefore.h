//===- HappensBefore.h - Ordering across streams and events -----*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// In an L1 function every op runs on one stream (its `ovl.stream`, compute
// by default). A stream runs its ops in program order, each after the
// previous completes; `ovl.event_record` captures the completion of
// everything issued so far on its stream, and `ovl.event_wait` makes a stream
// wait for it. Nothing else orders two streams: not data dependencies, not
// program order.
//
// The analysis gives every op a vector clock: for each stream, how many of
// its ops are known to have completed when this op starts. Op A happens
// before op B (A completes before B starts) iff B's clock on A's stream
// exceeds A's position on it.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_ANALYSIS_HAPPENSBEFORE_H
#define OVL_ANALYSIS_HAPPENSBEFORE_H

#include "ovl/Dialect/Ovl/IR/OvlDialect.h"
#include "ovl/Support/AddressOrderHash.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/raw_ostream.h"

#include <array>
#include <optional>
#include <vector>

namespace mlir::ovl {

constexpr unsigned kNumStreamRoles = 5;

/// The stream an op runs on: its `ovl.stream`, or compute.
StreamRole getStreamRole(Operation *op);

class HappensBefore {
public:
  using Clock = std::array<int32_t, kNumStreamRoles>;

  /// Analyzes the ops of `block` (a flat function body: nested regions are
  /// not looked into). `expectedOps`: how many ops the caller knows the
  /// block to hold, if it does (0: unknown); the tables are sized for that
  /// many at once instead of growing through the walk.
  explicit HappensBefore(Block &block, size_t expectedOps = 0)
      : block(block), expectedOps(expectedOps) {}

  /// Walks the block. With `indexOps` false, the ops' table (every
  /// accessor taking an Operation *) is left for indexOps() to build: a
  /// caller that reads the clocks by program index alone skips it.
  LogicalResult run(bool indexOps = true);
  /// Builds the ops' table, once, after run().
  void indexOps();
  /// `into` becomes the latest of the two clocks, stream by stream.
  static void mergeInto(Clock &into, const Clock &from);
  void print(llvm::raw_ostream &os) const;

  /// True when `a` completes before `b` starts.
  bool happensBefore(Operation *a, Operation *b) const {
    return happensBeforeAt(idOf(a), idOf(b));
  }
  /// The same for the ops at program indices `a` and `b` (no lookup).
  bool happensBeforeAt(unsigned a, unsigned b) const {
    return clocks[b][streams[a]] > positions[a];
  }
  /// The op's stream and its position among that stream's ops.
  StreamRole getStream(Operation *op) const;
  int32_t getPosition(Operation *op) const;
  /// Per stream, the number of ops known complete when `op` starts.
  const Clock &getClock(Operation *op) const;
  /// The op's stream and position with one lookup (hot in the planner).
  std::pair<unsigned, int32_t> getStreamAndPosition(Operation *op) const {
    unsigned id = idOf(op);
    return {streams[id], positions[id]};
  }
  /// The op's position in program order.
  unsigned getProgramIndex(Operation *op) const { return idOf(op); }
  /// The op's position in program order, if the block holds it.
  std::optional<unsigned> findProgramIndex(Operation *op) const {
    assert(ids.size() == ops.size() && "run() or indexOps() builds the table");
    auto it = ids.find(op);
    if (it == ids.end())
      return std::nullopt;
    return it->second;
  }
  /// The stream and clock of the op at `programIndex`.
  StreamRole getStreamAt(unsigned programIndex) const {
    return static_cast<StreamRole>(streams[programIndex]);
  }
  const Clock &getClockAt(unsigned programIndex) const {
    return clocks[programIndex];
  }
  int32_t getPositionAt(unsigned programIndex) const {
    return positions[programIndex];
  }
  /// Ops of the block in program order.
  ArrayRef<Operation *> getOps() const { return ops; }

private:
  unsigned idOf(Operation *op) const {
    assert(ids.size() == ops.size() && "run() or indexOps() builds the table");
    return ids.lookup(op);
  }

  Block &block;
  size_t expectedOps;
  std::vector<Operation *> ops;
  llvm::DenseMap<Operation *, unsigned, AddressOrderInfo<Operation *>> ids;
  std::vector<uint8_t> streams;
  std::vector<int32_t> positions;
  std::vector<Clock> clocks;
};

} // namespace mlir::ovl

#endif // OVL_ANALYSIS_HAPPENSBEFORE_H
