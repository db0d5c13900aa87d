//===- ShortQuoteDiagnostics.h - Diagnostics that skip long lines -*- C++
//-*-===//
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
// but quotes only lines of at most kMaxQuotedLineBytes bytes.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_TOOLS_OVL_OPT_SHORTQUOTEDIAGNOSTICS_H
#define OVL_TOOLS_OVL_OPT_SHORTQUOTEDIAGNOSTICS_H

#include "mlir/IR/Diagnostics.h"

namespace ovl::opt {

/// The longest source line a diagnostic quotes.
inline constexpr size_t kMaxQuotedLineBytes = 1024;

/// SourceMgrDiagnosticHandler, but a location on a line longer than
/// kMaxQuotedLineBytes (of the error or of one of its notes) is given
/// without its line.
class ShortQuoteDiagnosticHandler : public mlir::SourceMgrDiagnosticHandler {
public:
  ShortQuoteDiagnosticHandler(llvm::SourceMgr &mgr, mlir::MLIRContext *context);

private:
  void emit(mlir::Diagnostic &diag);
  /// Whether `loc` is a file location on a line too long to quote.
  bool isOnLongLine(mlir::Location loc);
};

} // namespace ovl::opt

#endif // OVL_TOOLS_OVL_OPT_SHORTQUOTEDIAGNOSTICS_H
