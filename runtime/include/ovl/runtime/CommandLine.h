//===- CommandLine.h - The runtime tools' arguments -------------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// How ovl-run and ovl-attention-sweep read their arguments: each option as
// `--flag value` or `--flag=value`, and a bad one as a UsageError, which the
// tool prints as its one line of error.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_COMMANDLINE_H
#define OVL_RUNTIME_COMMANDLINE_H

#include <stdexcept>
#include <string>

namespace ovl::rt {

/// A bad command line: the message says which argument and what it takes.
class UsageError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// Walks argv[1..argc): next() moves to an argument, flag() is that
/// argument (without a `=value`), value() its value.
class ArgumentReader {
public:
  ArgumentReader(int argc, char **argv) : argc(argc), argv(argv) {}

  /// Moves to the next argument; false past the last.
  bool next() {
    if (++index >= argc)
      return false;
    current = argv[index];
    inlineValue.clear();
    hasInlineValue = false;
    size_t eq = current.find('=');
    if (current.rfind("--", 0) == 0 && eq != std::string::npos) {
      inlineValue = current.substr(eq + 1);
      current = current.substr(0, eq);
      hasInlineValue = true;
    }
    return true;
  }

  /// The current argument, `--flag` of `--flag=value`.
  const std::string &flag() const { return current; }

  /// The current flag's value: what follows its `=`, else the next
  /// argument (consumed). Throws UsageError when there is none.
  std::string value() {
    if (hasInlineValue)
      return inlineValue;
    if (index + 1 >= argc)
      throw UsageError(current + " expects a value");
    return argv[++index];
  }

private:
  int argc;
  char **argv;
  int index = 0;
  std::string current, inlineValue;
  bool hasInlineValue = false;
};

} // namespace ovl::rt

#endif // OVL_RUNTIME_COMMANDLINE_H
