//===- ShortQuoteDiagnostics.h - Quote only short lines ---------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// MLIR's SourceMgrDiagnosticHandler quotes the source line of every
// diagnostic's location under it. A generated step's function signature is
// one line holding every parameter with its attributes: 505 KB on the 1M-op
// model, so an error about the function (a device file that does not load,
// an option out of range, a missing precondition) printed half a megabyte.
// This handler says where (file, line, column) and what, as MLIR's does,
// but quotes only lines of at most kMaxQuotedLineBytes bytes. ovl-opt's
// single-module path and ovl-translate's plan translation use it.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_SUPPORT_SHORTQUOTEDIAGNOSTICS_H
#define OVL_SUPPORT_SHORTQUOTEDIAGNOSTICS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

namespace mlir::ovl {

/// The longest source line a diagnostic quotes.
inline constexpr size_t kMaxQuotedLineBytes = 1024;

/// SourceMgrDiagnosticHandler, but a location on a line longer than
/// kMaxQuotedLineBytes (of the error or of one of its notes) is given
/// without its line.
class ShortQuoteDiagnosticHandler : public SourceMgrDiagnosticHandler {
public:
  ShortQuoteDiagnosticHandler(llvm::SourceMgr &mgr, MLIRContext *context)
      : SourceMgrDiagnosticHandler(mgr, context) {
    setHandler([this](Diagnostic &diag) {
      emit(diag);
      return success();
    });
  }

private:
  void emit(Diagnostic &diag) {
    // Anything but a file location (a call stack, a fused location) is
    // MLIR's to lay out, as is a short line.
    Location loc = diag.getLocation();
    if (!isOnLongLine(loc)) {
      emitDiagnostic(diag);
      return;
    }
    emitDiagnostic(loc, diag.str(), diag.getSeverity(),
                   /*displaySourceLine=*/false);
    // As MLIR's handler: a note quotes its line unless it is the one before.
    for (Diagnostic &note : diag.getNotes()) {
      Location noteLoc = note.getLocation();
      emitDiagnostic(noteLoc, note.str(), note.getSeverity(),
                     /*displaySourceLine=*/noteLoc != loc &&
                         !isOnLongLine(noteLoc));
      loc = noteLoc;
    }
  }

  /// Whether `loc` is a file location on a line too long to quote.
  bool isOnLongLine(Location loc) {
    auto fileLoc = dyn_cast<FileLineColLoc>(loc);
    if (!fileLoc)
      return false;
    const llvm::MemoryBuffer *buffer =
        getBufferForFile(fileLoc.getFilename().getValue());
    if (!buffer)
      return false;
    for (unsigned id = 1; id <= mgr.getNumBuffers(); ++id) {
      if (mgr.getMemoryBuffer(id) != buffer)
        continue;
      llvm::SMLoc start = mgr.FindLocForLineAndColumn(id, fileLoc.getLine(), 1);
      if (!start.isValid())
        return false;
      llvm::StringRef rest(start.getPointer(),
                           buffer->getBufferEnd() - start.getPointer());
      return rest.find_first_of("\r\n") > kMaxQuotedLineBytes;
    }
    return false;
  }
};

} // namespace mlir::ovl

#endif // OVL_SUPPORT_SHORTQUOTEDIAGNOSTICS_H
