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

namespace mlir::ovl {

/// The verdict of mlir::verify(module), reached on all of the context's
/// threads. It checks silently: when a check fails or anything is
/// reported, it runs mlir::verify(module), whose diagnostics and verdict
/// are then the answer, word for word. With threading disabled it is
/// mlir::verify(module).
LogicalResult verifyInParallel(ModuleOp module);

namespace detail {
/// The checks on all threads alone, without mlir::verify behind them:
/// whether they found `module` sound without a word. A sound module they
/// do not pass still verifies (mlir::verify decides), only on one thread:
/// tests use this to see that sound modules take the parallel path.
bool passesParallelChecks(ModuleOp module);
} // namespace detail

} // namespace mlir::ovl

#endif // OVL_ANALYSIS_PARALLELVERIFIER_H
