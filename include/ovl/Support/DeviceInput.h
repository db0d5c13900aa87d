//===- DeviceInput.h - Refuse a device as a tool's input --------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// MLIR's drivers read their input whole, until its end: /dev/zero as input
// read until memory ran out ("LLVM ERROR: out of memory", a crash). ovl-opt
// and ovl-translate refuse a device by name first; a regular file, a pipe,
// standard input ("-") and /dev/null (an empty input, as `mlir-opt
// /dev/null` is used to try options) are read as before.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_SUPPORT_DEVICEINPUT_H
#define OVL_SUPPORT_DEVICEINPUT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"

#include <optional>
#include <string>

namespace mlir::ovl {

/// An error ("PATH: is a device, not an input file") if `path` names a
/// character or block device other than /dev/null; nothing otherwise
/// (errors opening it are the reader's to report).
inline std::optional<std::string> findDeviceInput(llvm::StringRef path) {
  if (path == "-" || path == "/dev/null")
    return std::nullopt;
  llvm::sys::fs::file_status status;
  if (llvm::sys::fs::status(path, status))
    return std::nullopt;
  llvm::sys::fs::file_type type = status.type();
  if (type != llvm::sys::fs::file_type::character_file &&
      type != llvm::sys::fs::file_type::block_file)
    return std::nullopt;
  return path.str() + ": is a device, not an input file";
}

} // namespace mlir::ovl

#endif // OVL_SUPPORT_DEVICEINPUT_H
