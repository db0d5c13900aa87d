//===- FuzzerMain.cpp - Fixed-seed driver for builds without libFuzzer ----===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The fuzz targets are libFuzzer targets (LLVMFuzzerTestOneInput). A build
// without libFuzzer (the regular gcc build, and so CI) links this driver
// instead, as LLVM links its DummyFuzzerMain: it runs every corpus input
// once, then a fixed-seed batch of mutated inputs, so that the suite replays
// the same inputs every time. Targets with a structure-aware mutator
// (LLVMFuzzerCustomMutator) mutate corpus inputs with it; the others get
// fresh random bytes.
//
//   FUZZER [--seed S] [--runs N] [--max-len L] [--print-every K] PATH...
//
// PATH is a file or a directory of files. A target reports a finding by
// aborting (or by a sanitizer report), as under libFuzzer; this driver then
// prints the input that was running and its seed and index, so the finding
// can be replayed.
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int *argc,
                                                          char ***argv);
extern "C" __attribute__((weak)) size_t
LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t maxSize,
                        unsigned seed);

namespace {

std::mt19937_64 &rng() {
  static std::mt19937_64 engine;
  return engine;
}

/// What is running, printed when a target aborts.
std::string currentInput;
std::string currentName;

void onAbort(int signal) {
  std::fprintf(stderr, "\n==ovl-fuzz== finding while running %s\n",
               currentName.c_str());
  if (currentInput.size() <= 4096)
    std::fprintf(stderr, "==ovl-fuzz== input (%zu bytes):\n%s\n",
                 currentInput.size(), currentInput.c_str());
  else
    std::fprintf(stderr, "==ovl-fuzz== input is %zu bytes\n",
                 currentInput.size());
  // As libFuzzer's crash-* files: the input, to replay and minimize.
  if (std::FILE *file = std::fopen("ovl-fuzz-finding.input", "wb")) {
    std::fwrite(currentInput.data(), 1, currentInput.size(), file);
    std::fclose(file);
    std::fprintf(stderr,
                 "==ovl-fuzz== input written to ovl-fuzz-finding.input\n");
  }
  std::signal(signal, SIG_DFL);
  std::raise(signal);
}

void addInputs(const std::string &path, std::vector<std::string> &paths) {
  struct stat info;
  if (stat(path.c_str(), &info) != 0) {
    std::fprintf(stderr, "error: cannot read '%s'\n", path.c_str());
    std::exit(2);
  }
  if (!S_ISDIR(info.st_mode)) {
    paths.push_back(path);
    return;
  }
  DIR *dir = opendir(path.c_str());
  std::vector<std::string> names;
  while (dirent *entry = dir ? readdir(dir) : nullptr)
    if (entry->d_name[0] != '.')
      names.push_back(path + "/" + entry->d_name);
  if (dir)
    closedir(dir);
  std::sort(names.begin(), names.end());
  for (const std::string &name : names)
    addInputs(name, paths);
}

std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void runOne(const std::string &input, const std::string &name) {
  currentInput = input;
  currentName = name;
  LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(input.data()),
                         input.size());
}

} // namespace

/// libFuzzer's byte-level mutator, which custom mutators may call: here a
/// small one (flip, insert, erase, overwrite with an interesting byte).
extern "C" size_t LLVMFuzzerMutate(uint8_t *data, size_t size,
                                   size_t maxSize) {
  static const uint8_t interesting[] = {0, 1, 0x7f, 0x80, 0xff, '0', '9',
                                        '-', ' ', '\n', '"', '{', '}'};
  std::mt19937_64 &r = rng();
  switch (r() % 4) {
  case 0:
    if (size > 0)
      data[r() % size] ^= static_cast<uint8_t>(1u << (r() % 8));
    break;
  case 1:
    if (size < maxSize) {
      size_t at = size ? r() % (size + 1) : 0;
      std::memmove(data + at + 1, data + at, size - at);
      data[at] = interesting[r() % sizeof(interesting)];
      ++size;
    }
    break;
  case 2:
    if (size > 0) {
      size_t at = r() % size;
      std::memmove(data + at, data + at + 1, size - at - 1);
      --size;
    }
    break;
  default:
    if (size > 0)
      data[r() % size] = interesting[r() % sizeof(interesting)];
    break;
  }
  return size;
}

int main(int argc, char **argv) {
  uint64_t seed = 1;
  long runs = 0, printEvery = 0;
  size_t maxLen = 1 << 20;
  std::vector<std::string> paths;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "error: %s needs a value\n", arg.c_str());
        std::exit(2);
      }
      return argv[++i];
    };
    if (arg == "--seed")
      seed = std::stoull(value());
    else if (arg == "--runs")
      runs = std::stol(value());
    else if (arg == "--max-len")
      maxLen = std::stoul(value());
    else if (arg == "--print-every")
      printEvery = std::stol(value());
    else if (!arg.empty() && arg[0] == '-') {
      std::fprintf(stderr,
                   "usage: %s [--seed S] [--runs N] [--max-len L] "
                   "[--print-every K] PATH...\n",
                   argv[0]);
      return 2;
    } else
      addInputs(arg, paths);
  }
  if (LLVMFuzzerInitialize)
    LLVMFuzzerInitialize(&argc, &argv);
  std::signal(SIGABRT, onAbort);
  std::signal(SIGSEGV, onAbort);
  std::signal(SIGFPE, onAbort);
  rng().seed(seed);

  std::vector<std::string> corpus;
  for (const std::string &path : paths) {
    corpus.push_back(readFile(path));
    runOne(corpus.back(), path);
  }
  std::printf("replayed %zu corpus inputs\n", corpus.size());
  if (runs > 0 && LLVMFuzzerCustomMutator && corpus.empty()) {
    std::fprintf(stderr, "error: mutating needs corpus inputs\n");
    return 2;
  }

  std::vector<uint8_t> buffer;
  for (long run = 0; run < runs; ++run) {
    if (LLVMFuzzerCustomMutator) {
      const std::string &base = corpus[rng()() % corpus.size()];
      size_t capacity = std::max(maxLen, base.size());
      buffer.assign(base.begin(), base.end());
      buffer.resize(capacity);
      size_t size = LLVMFuzzerCustomMutator(buffer.data(), base.size(),
                                            capacity,
                                            static_cast<unsigned>(rng()()));
      buffer.resize(size);
    } else {
      buffer.resize(64 + rng()() % 192);
      for (uint8_t &byte : buffer)
        byte = static_cast<uint8_t>(rng()());
    }
    runOne(std::string(buffer.begin(), buffer.end()),
           "mutation " + std::to_string(run) + " of seed " +
               std::to_string(seed));
    if (printEvery > 0 && (run + 1) % printEvery == 0)
      std::printf("%ld runs\n", run + 1);
  }
  std::printf("ran %ld generated inputs (seed %llu): no finding\n", runs,
              static_cast<unsigned long long>(seed));
  return 0;
}
