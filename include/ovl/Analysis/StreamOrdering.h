//===- StreamOrdering.h - What must be ordered across streams ---*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The orderings an L1 function needs across streams, and proofs that its
// events provide them (rules 2 and 3 of the architecture):
//
// - data: an op starts after the ops that define its operands complete (a
//   wait after its start; the consumer of a waited value after the wait);
// - in-place updates: an SGD update starts after every other reader of the
//   parameter and momentum it overwrites completes (an asynchronous reader
//   by its wait);
// - buffer reuse (planned functions): a buffer that takes another's bytes is
//   written only after every reader and writer of the other has completed.
//
// On one stream program order provides all of them; across streams only
// events do (HappensBefore).
//
//===----------------------------------------------------------------------===//

#ifndef OVL_ANALYSIS_STREAMORDERING_H
#define OVL_ANALYSIS_STREAMORDERING_H

#include "ovl/Analysis/HappensBefore.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"


namespace mlir::ovl {

class MemoryPlan;

/// The wait that completes an asynchronous start, or null.
Operation *getAsyncCompletion(Operation *op);

/// The ops of `op`'s block that must complete before `op` starts, whatever
/// streams they run on (data and in-place orderings; see above).
void getRequiredPredecessors(Operation *op,
                             SmallVectorImpl<Operation *> &predecessors);

/// Proves that every required predecessor of every op of `block` happens
/// before it. Emits an error on each unordered pair and fails if any. With
/// `shareOut`, a large sound block is judged on the context's threads
/// (callers already running beside other work leave it off).
LogicalResult verifyStreamOrdering(Block &block, const HappensBefore &hb,
                                   bool shareOut = true);

/// The same proof, silent, with the required predecessors already known:
/// `ops` are some of `hb`'s ops, in program order, and `predecessorsOf(i)`
/// the indices into `ops` of op i's (those at or after i are ignored, as
/// above). True when every such predecessor happens before its op; false
/// as well when `ops` are not in `hb`'s order. Judged in chunks on the
/// context's threads.
bool isOrderedAfterPredecessors(
    const HappensBefore &hb, ArrayRef<Operation *> ops,
    function_ref<ArrayRef<unsigned>(size_t)> predecessorsOf);

/// For a function with a memory plan: proves that two storage roots whose
/// transient bytes overlap are never live at once, by `plan`'s aliasing and
/// happens-before. The offsets checked are those the lowering reads
/// (getPlannedBuffer): the function's `ovl.buffers` attributes, as written
/// by ovl-plan-memory, or where it wrote none, `kept`'s own offsets. Emits
/// an error on each conflict and fails if any.
LogicalResult verifyBufferReuse(const MemoryPlan &plan,
                                const MemoryPlan *kept = nullptr);

/// Both proofs on a flat function: its streams' ordering and, when it
/// has a memory plan, its buffer reuse. What ovl-verify-streams runs and
/// what ovl-lower-to-runtime requires of every stage before lowering it.
/// `kept`, when given, is the function's current memory plan (kept by the
/// pass manager since ovl-plan-memory computed it): its aliasing and
/// lifetimes are used instead of planning again, and its offsets where the
/// function carries none.
LogicalResult verifyStreamsAndBuffers(func::FuncOp func,
                                      const MemoryPlan *kept = nullptr);

} // namespace mlir::ovl

#endif // OVL_ANALYSIS_STREAMORDERING_H
