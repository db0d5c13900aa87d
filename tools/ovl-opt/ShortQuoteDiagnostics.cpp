//===- ShortQuoteDiagnostics.cpp - Diagnostics that skip long lines -------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ShortQuoteDiagnostics.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

ovl::opt::ShortQuoteDiagnosticHandler::ShortQuoteDiagnosticHandler(
    llvm::SourceMgr &mgr, MLIRContext *context)
    : SourceMgrDiagnosticHandler(mgr, context) {
  setHandler([this](Diagnostic &diag) {
    emit(diag);
    return success();
  });
}

bool ovl::opt::ShortQuoteDiagnosticHandler::isOnLongLine(Location loc) {
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

void ovl::opt::ShortQuoteDiagnosticHandler::emit(Diagnostic &diag) {
  // Anything but a file location (a call stack, a fused location) is MLIR's
  // to lay out, as is a short line.
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
