//===- CommandPrinting.h - Printing L2 commands on threads ------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// An L2 program's queue can hold a million commands. Printed one at a time
// by MLIR's printer, that takes about a second; made as text in chunks on
// the context's threads, a third of it (bench/results/compile-scaling.md).
// The chunks bypass MLIR's printer, so they are only right where the
// printer would add nothing to a command's line and keep no record of where
// each line went. OpAsmPrinter shows neither its flags nor whether its
// AsmState records op locations (as --snapshot-op-locations' does, counting
// the lines it writes). So a queue prints its commands in chunks only while
// a ChunkedCommandPrinting scope is alive on the printing thread: its
// holder prints with the flags it names, into an AsmState without a
// location map. Every other printer (a pass's snapshot, the IR printed by
// pass instrumentation, an op printed in a diagnostic) prints each command
// through MLIR's printer.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_DIALECT_OVL_IR_COMMANDPRINTING_H
#define OVL_DIALECT_OVL_IR_COMMANDPRINTING_H

#include "mlir/IR/OperationSupport.h"

namespace mlir::ovl {

/// While alive, the queues that the printer on this thread prints may make
/// their commands' text in chunks, read by `flags` (which must outlive the
/// scope). Scopes nest; the innermost holds.
class ChunkedCommandPrinting {
public:
  explicit ChunkedCommandPrinting(const OpPrintingFlags &flags);
  ~ChunkedCommandPrinting();
  ChunkedCommandPrinting(const ChunkedCommandPrinting &) = delete;
  ChunkedCommandPrinting &operator=(const ChunkedCommandPrinting &) = delete;

  /// This thread's innermost scope, or null outside one.
  static ChunkedCommandPrinting *getCurrent();

  const OpPrintingFlags &getFlags() const { return flags; }

  /// How many queues printed their commands in chunks in this scope.
  unsigned getNumChunkedQueues() const { return numChunkedQueues; }
  void addChunkedQueue() { ++numChunkedQueues; }

private:
  const OpPrintingFlags &flags;
  ChunkedCommandPrinting *outer;
  unsigned numChunkedQueues = 0;
};

} // namespace mlir::ovl

#endif // OVL_DIALECT_OVL_IR_COMMANDPRINTING_H
