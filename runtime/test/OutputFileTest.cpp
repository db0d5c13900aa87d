//===- OutputFileTest.cpp - Outputs written whole or not at all -----------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/OutputFile.h"
#include "ovl/runtime/Backend.h"

#include <gtest/gtest.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>

#include <unistd.h>

using namespace ovl::rt;
namespace fs = std::filesystem;

namespace {

/// A fresh directory for one test's files, named after the test and this
/// binary (not the process: a death test's child runs the test again, and
/// must write where its parent looks).
fs::path freshDirectory(const char *name) {
  size_t binary = std::hash<std::string>{}(fs::canonical("/proc/self/exe"));
  fs::path dir =
      fs::temp_directory_path() /
      (std::string("ovl-output-") + name + "-" + std::to_string(binary));
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

std::string contents(const fs::path &file) {
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(OutputFile, ReplacesTheFileWhole) {
  fs::path dir = freshDirectory("whole");
  fs::path file = dir / "out.txt";
  std::ofstream(file) << "old";
  writeFileAtomically(file, [](std::ostream &os) { os << "new"; });
  EXPECT_EQ(contents(file), "new");
  EXPECT_FALSE(fs::exists(dir / "out.txt.tmp"));
  fs::remove_all(dir);
}

// An interrupt while the temporary is written removes it, then ends the
// process as it would have (it left out.txt.tmp, a partial file).
TEST(OutputFileDeathTest, AnInterruptLeavesNoTemporary) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  fs::path dir = freshDirectory("interrupt");
  fs::path file = dir / "out.txt";
  for (int signal : {SIGINT, SIGTERM, SIGHUP}) {
    EXPECT_EXIT(writeFileAtomically(file,
                                    [signal](std::ostream &os) {
                                      os << "partial";
                                      os.flush();
                                      raise(signal);
                                    }),
                ::testing::KilledBySignal(signal), "");
    EXPECT_FALSE(fs::exists(dir / "out.txt.tmp")) << signal;
    EXPECT_FALSE(fs::exists(file)) << signal;
  }
  fs::remove_all(dir);
}

// An interrupt the process ignores stays ignored (nohup's SIGHUP): the
// write completes. After a write, the actions are the ones before it.
TEST(OutputFile, KeepsTheProcessesOwnInterruptActions) {
  fs::path dir = freshDirectory("ignored");
  fs::path file = dir / "out.txt";
  struct sigaction ignore {
  }, before{}, after{};
  ignore.sa_handler = SIG_IGN;
  sigemptyset(&ignore.sa_mask);
  ASSERT_EQ(sigaction(SIGHUP, &ignore, &before), 0);
  writeFileAtomically(file, [](std::ostream &os) {
    os << "whole";
    raise(SIGHUP);
  });
  EXPECT_EQ(contents(file), "whole");
  ASSERT_EQ(sigaction(SIGHUP, &before, &after), 0);
  EXPECT_EQ(after.sa_handler, SIG_IGN);
  struct sigaction term {};
  ASSERT_EQ(sigaction(SIGTERM, nullptr, &term), 0);
  EXPECT_EQ(term.sa_handler, SIG_DFL);
  fs::remove_all(dir);
}

TEST(OutputFile, AFailedWriteLeavesNothing) {
  fs::path dir = freshDirectory("failed");
  fs::path file = dir / "out.txt";
  EXPECT_THROW(writeFileAtomically(file,
                                   [](std::ostream &os) {
                                     os << "partial";
                                     os.setstate(std::ios::badbit);
                                   }),
               RunError);
  EXPECT_TRUE(fs::is_empty(dir));
  fs::remove_all(dir);
}

} // namespace
