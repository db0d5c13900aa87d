//===- ParallelVerifier.h - The MLIR verifier on all threads ----*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// mlir::verify checks the ops of one block one after the other and uses
// threads only across ops isolated from above. A training step is one
// function of up to millions of ops, so each verification between the
// registered pipelines' phases ran on one core. verifyInParallel makes the
// same checks with a large function's ops shared out among the context's
// threads.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_ANALYSIS_PARALLELVERIFIER_H
#define OVL_ANALYSIS_PARALLELVERIFIER_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"

#include <vector>

namespace mlir::ovl {

/// The ops of blocks, each block's in order: the bodies the parallel checks
/// listed to share out, for later checks of the same module that would
/// otherwise walk them again (a list of a million ops is a million loads
/// one after the other; an array of them is not).
using ListedBlocks = llvm::DenseMap<Block *, std::vector<Operation *>>;

/// The verdict of mlir::verify(module), reached on all of the context's
/// threads. It checks silently: when a check fails or anything is
/// reported, it runs mlir::verify(module), whose diagnostics and verdict
/// are then the answer, word for word. With threading disabled it is
/// mlir::verify(module). `listed`, if given, receives the bodies the
/// parallel checks listed (functions, programs, large queues) when they
/// passed; it is left empty otherwise. The lists hold until the module
/// changes.
LogicalResult verifyInParallel(ModuleOp module, ListedBlocks *listed = nullptr);

namespace detail {
/// The checks on all threads alone, without mlir::verify behind them:
/// whether they found `module` sound without a word. A sound module they
/// do not pass still verifies (mlir::verify decides), only on one thread:
/// tests use this to see that sound modules take the parallel path.
bool passesParallelChecks(ModuleOp module, ListedBlocks *listed = nullptr);
} // namespace detail

} // namespace mlir::ovl

#endif // OVL_ANALYSIS_PARALLELVERIFIER_H
