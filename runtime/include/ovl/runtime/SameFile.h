//===- SameFile.h - Whether two paths name one regular file -----*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// A tool that writes a file it also reads loses the input: ovl-run wrote
// its trace over the plan it had loaded, and ovl-opt and ovl-translate
// truncated an input MLIR had mapped from the same file (SIGBUS, then the
// file was removed). Each refuses such an output first, through this one
// check. Header-only: the compiler's tools include it too.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_SAMEFILE_H
#define OVL_RUNTIME_SAMEFILE_H

#include <filesystem>
#include <string>

namespace ovl::rt {

/// Whether `a` and `b` name one regular file (or would: a path not yet
/// written is compared by its canonical form). Devices and pipes, which
/// several outputs may share (/dev/null), are never the same.
inline bool sameRegularFile(const std::string &a, const std::string &b) {
  namespace fs = std::filesystem;
  std::error_code ec;
  for (const std::string *path : {&a, &b})
    if (fs::exists(*path, ec) && !fs::is_regular_file(*path, ec))
      return false;
  if (fs::exists(a, ec) && fs::exists(b, ec))
    return fs::equivalent(a, b, ec) && !ec;
  fs::path ca = fs::weakly_canonical(a, ec), cb = fs::weakly_canonical(b, ec);
  return !ec && ca == cb;
}

} // namespace ovl::rt

#endif // OVL_RUNTIME_SAMEFILE_H
