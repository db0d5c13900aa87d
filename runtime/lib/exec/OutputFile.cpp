//===- OutputFile.cpp - Write an output file whole or not at all ---------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/OutputFile.h"

#include "ovl/runtime/Backend.h"

#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>

#include <unistd.h>

using namespace ovl::rt;

namespace {

// The temporary being written, for the interrupt handler, which may only
// call async-signal-safe functions (unlink, sigaction, raise). One at a
// time: the tools write their outputs from their main thread.
constexpr int kInterrupts[] = {SIGINT, SIGTERM, SIGHUP};
constexpr size_t kNumInterrupts = std::size(kInterrupts);
char pendingPath[4096];
struct sigaction previousActions[kNumInterrupts];
bool installed[kNumInterrupts];

void removePendingTemporary(int signal) {
  unlink(pendingPath);
  for (size_t i = 0; i < kNumInterrupts; ++i)
    if (kInterrupts[i] == signal)
      sigaction(signal, &previousActions[i], nullptr);
  raise(signal); // As the action before would have it.
}

/// While alive, an interrupt removes `temporary` before it takes its
/// course. An interrupt the process ignores (nohup's SIGHUP) stays ignored.
class PendingTemporary {
public:
  explicit PendingTemporary(const std::string &temporary) {
    if (temporary.size() >= sizeof pendingPath)
      return; // Not tracked; the rename or the error still follows.
    std::memcpy(pendingPath, temporary.c_str(), temporary.size() + 1);
    struct sigaction action {};
    action.sa_handler = removePendingTemporary;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < kNumInterrupts; ++i) {
      struct sigaction current {};
      sigaction(kInterrupts[i], nullptr, &current);
      installed[i] =
          current.sa_handler != SIG_IGN &&
          sigaction(kInterrupts[i], &action, &previousActions[i]) == 0;
    }
  }
  ~PendingTemporary() {
    for (size_t i = 0; i < kNumInterrupts; ++i)
      if (installed[i])
        sigaction(kInterrupts[i], &previousActions[i], nullptr);
    std::fill(std::begin(installed), std::end(installed), false);
  }
  PendingTemporary(const PendingTemporary &) = delete;
  PendingTemporary &operator=(const PendingTemporary &) = delete;
};

} // namespace

/// The file writeFileAtomically replaces for `path`: `path` itself, or what
/// its links name; nothing where it must write in place: a device, a pipe,
/// a socket, a directory (which fails), or a link into /dev or /proc.
/// /dev/stdout links to /proc/self/fd/1: a rename would replace the link
/// (as root), or the file the shell opened for the output, and as root a
/// rename onto /dev/null or /dev/full replaced the device with a file.
static std::optional<std::filesystem::path>
replaceableFile(const std::string &path) {
  namespace fs = std::filesystem;
  fs::path file = path;
  std::error_code ec;
  for (int links = 0; links < 40; ++links) {
    fs::file_status status = fs::symlink_status(file, ec);
    if (ec || !fs::exists(status) || fs::is_regular_file(status))
      return file; // A new file, or a regular one.
    if (!fs::is_symlink(status))
      return std::nullopt;
    fs::path target = fs::read_symlink(file, ec);
    if (ec)
      return std::nullopt;
    file = (target.is_absolute() ? target : file.parent_path() / target)
               .lexically_normal();
    for (const char *system : {"/dev/", "/proc/"})
      if (file.string().rfind(system, 0) == 0)
        return std::nullopt;
  }
  return std::nullopt; // A loop of links: opening it fails.
}

/// Where writeFileAtomically writes `file` before renaming it.
static std::string temporaryFor(const std::filesystem::path &file) {
  return file.string() + ".tmp";
}

void ovl::rt::checkWritableAtomically(const std::string &path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    throw RunError("cannot write '" + path + "': it is a directory");
  std::optional<std::filesystem::path> file = replaceableFile(path);
  if (!file)
    return; // Not probed: opening a pipe waits for its reader.
  std::string temporary = temporaryFor(*file);
  bool existed = std::ifstream(temporary).good();
  if (!std::ofstream(temporary, std::ios::binary | std::ios::app))
    throw RunError("cannot write '" + path + "'");
  if (!existed)
    std::remove(temporary.c_str());
}

void ovl::rt::writeFileAtomically(
    const std::string &path, const std::function<void(std::ostream &)> &write) {
  std::optional<std::filesystem::path> file = replaceableFile(path);
  if (!file) {
    // In place, appending: /dev/stdout may be the file this process's
    // output goes to, which truncating would cut (written up to here).
    std::cout.flush();
    std::ofstream out(path, std::ios::binary | std::ios::app);
    if (out)
      write(out);
    out.flush();
    if (!out)
      throw RunError("cannot write '" + path + "'");
    return;
  }
  std::string temporary = temporaryFor(*file);
  PendingTemporary pending(temporary);
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out)
      throw RunError("cannot write '" + path + "'");
    write(out);
    out.flush();
    if (!out) {
      out.close();
      std::remove(temporary.c_str());
      throw RunError("cannot write '" + path + "'");
    }
  }
  if (std::rename(temporary.c_str(), file->c_str()) != 0) {
    std::remove(temporary.c_str());
    throw RunError("cannot write '" + path + "'");
  }
}
