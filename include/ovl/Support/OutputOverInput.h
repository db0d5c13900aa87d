//===- OutputOverInput.h - Refuse an output that is the input ---*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// MLIR's drivers map a large input file into memory and open (truncate) the
// output before they parse: `ovl-opt step.mlir -o step.mlir` read a file cut
// to nothing under it, died of SIGBUS, and its output file (the input) was
// removed on the way out. ovl-opt and ovl-translate refuse such an output
// first, through links too, and touch nothing, with ovl-run's check
// (ovl/runtime/SameFile.h): devices and pipes are never the same file
// (`/dev/null` may be the input and the output).
//
//===----------------------------------------------------------------------===//

#ifndef OVL_SUPPORT_OUTPUTOVERINPUT_H
#define OVL_SUPPORT_OUTPUTOVERINPUT_H

#include "ovl/runtime/SameFile.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"

#include <optional>
#include <string>

namespace mlir::ovl {

/// An error ("-o OUT is the input (IN): ...") if `output` and `input` name
/// one regular file; nothing otherwise ("-" is standard input or output, and
/// a path that does not exist yet is not the input).
inline std::optional<std::string> findOutputOverInput(llvm::StringRef input,
                                                      llvm::StringRef output) {
  if (input == "-" || output == "-" || !llvm::sys::fs::is_regular_file(input) ||
      !::ovl::rt::sameRegularFile(input.str(), output.str()))
    return std::nullopt;
  return "-o " + output.str() + " is the input (" + input.str() +
         "): writing it would overwrite the input while it is read";
}

} // namespace mlir::ovl

#endif // OVL_SUPPORT_OUTPUTOVERINPUT_H
