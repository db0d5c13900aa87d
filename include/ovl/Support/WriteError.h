//===- WriteError.h - A tool's output the system refused --------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// A write the system refuses (a full disk, /dev/full) only marks LLVM's file
// stream as failed; closing a failed stream ends the process with "LLVM
// ERROR: IO failure on output stream", which names neither the tool nor the
// file. ovl-opt and ovl-gen flush their output before keeping it and report
// a refusal themselves, with the file and the system's reason; the output
// file is then not kept (ToolOutputFile removes it).
//
//===----------------------------------------------------------------------===//

#ifndef OVL_SUPPORT_WRITEERROR_H
#define OVL_SUPPORT_WRITEERROR_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

namespace mlir::ovl {

/// Flushes `os`, written to `filename` ("-": standard output). If the system
/// refused any of it, returns "cannot write 'FILE': REASON" and clears the
/// stream's error, so that closing the stream does not end the process;
/// nothing otherwise.
inline std::optional<std::string> takeWriteError(llvm::raw_fd_ostream &os,
                                                 llvm::StringRef filename) {
  os.flush();
  if (!os.has_error())
    return std::nullopt;
  std::string message = "cannot write '" +
                        (filename == "-" ? "<stdout>" : filename.str()) +
                        "': " + os.error().message();
  os.clear_error();
  return message;
}

} // namespace mlir::ovl

#endif // OVL_SUPPORT_WRITEERROR_H
