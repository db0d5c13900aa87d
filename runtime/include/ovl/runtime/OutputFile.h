//===- OutputFile.h - Write an output file whole or not at all --*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// ovl-run's outputs (traces, timelines, dumps, calibrated descriptions) and
// ovl-attention-sweep's table are written whole or not at all: through a
// temporary beside the file, renamed over it once complete. An interrupt
// (SIGINT, SIGTERM, SIGHUP) while the temporary is written removes it, as
// LLVM's tools do for their outputs (llvm::sys::RemoveFileOnSignal).
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_OUTPUTFILE_H
#define OVL_RUNTIME_OUTPUTFILE_H

#include <functional>
#include <ostream>
#include <string>

namespace ovl::rt {

/// Writes `write(stream)` to `path` through a temporary file, so that a
/// failure leaves no partial file (through a link, beside the file it
/// names). A device, a pipe or a link into /dev or /proc (/dev/null,
/// /dev/stdout) is written in place, appended to: the rename would replace
/// it (as root, /dev/null with a regular file). Throws RunError.
void writeFileAtomically(const std::string &path,
                         const std::function<void(std::ostream &)> &write);

/// Throws RunError unless writeFileAtomically could write `path` now (its
/// temporary can be created beside it, and `path` is no directory); leaves
/// nothing behind. For outputs written after a long run. A device or a pipe
/// is not probed (opening a pipe would wait for its reader): its errors
/// come when it is written.
void checkWritableAtomically(const std::string &path);

} // namespace ovl::rt

#endif // OVL_RUNTIME_OUTPUTFILE_H
