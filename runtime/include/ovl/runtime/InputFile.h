//===- InputFile.h - Read an input file whole -------------------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The runtime's inputs (plans, device descriptions, traces) are read whole
// from a regular file or a pipe (`ovl-run <(...)`, /dev/stdin). A directory
// or a device is refused by name before anything is read: /dev/zero read
// until memory ran out (std::bad_alloc, or the kernel's OOM killer), and a
// plan from a pipe could not be opened (its size was asked for first).
// Header-only and without exceptions: the compiler links the device
// descriptions' reader.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_INPUTFILE_H
#define OVL_RUNTIME_INPUTFILE_H

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

namespace ovl::rt {

/// The bytes of `path`, an input that errors call `noun` ("plan file",
/// "device description", "trace"); nothing, with `error` set to
/// "PATH: ..." (a directory, a device, a file that cannot be opened or
/// read).
inline std::optional<std::string> readInputFile(const std::string &path,
                                                const std::string &noun,
                                                std::string &error) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::file_status status = fs::status(path, ec);
  if (!ec && fs::is_directory(status)) {
    error = path + ": is a directory, not a " + noun;
    return std::nullopt;
  }
  if (!ec && (fs::is_character_file(status) || fs::is_block_file(status))) {
    error = path + ": is a device, not a " + noun;
    return std::nullopt;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = path + ": cannot open the " + noun;
    return std::nullopt;
  }
  std::string text;
  if (!ec && fs::is_regular_file(status)) {
    // One allocation of the file's size: plans of a million-op step are
    // hundreds of MB.
    std::uintmax_t size = fs::file_size(path, ec);
    if (!ec) {
      text.resize(static_cast<size_t>(size));
      in.read(text.data(), static_cast<std::streamsize>(size));
      if (static_cast<std::uintmax_t>(in.gcount()) != size) {
        error = path + ": cannot read the " + noun;
        return std::nullopt;
      }
      return text;
    }
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) {
    error = path + ": cannot read the " + noun;
    return std::nullopt;
  }
  return buffer.str();
}

} // namespace ovl::rt

#endif // OVL_RUNTIME_INPUTFILE_H
