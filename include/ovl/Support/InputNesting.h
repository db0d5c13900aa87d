//===- InputNesting.h - Refuse input nested too deep to parse ---*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// MLIR's parser recurses once per nested region, attribute or type, with no
// limit of its own: text such as 12,000 nested `module {` overflows the
// stack (found by the opt fuzzer; docs/fuzzing.md). Ovl's tools scan their
// input first and refuse brackets nested deeper than any IR needs, naming
// the line and column. Strings and `//` comments are skipped.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_SUPPORT_INPUTNESTING_H
#define OVL_SUPPORT_INPUTNESTING_H

#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <optional>
#include <string>

namespace mlir::ovl {

/// Ovl IR nests a handful of levels (module, function, job, attribute
/// dictionaries); this leaves room for any hand-written IR.
constexpr int kMaxInputNesting = 256;

/// Where `text` first nests brackets ({, [, () deeper than kMaxInputNesting:
/// an error message "LINE:COL: ..." to prefix with the file name, or nothing
/// if it does not.
inline std::optional<std::string> findExcessiveNesting(llvm::StringRef text) {
  int depth = 0;
  size_t line = 1, column = 1;
  for (size_t i = 0; i < text.size(); ++i, ++column) {
    char c = text[i];
    if (c == '\n') {
      ++line;
      column = 0;
    } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      while (i + 1 < text.size() && text[i + 1] != '\n')
        ++i;
    } else if (c == '"') {
      // A string literal, escapes included, up to its closing quote.
      while (++i < text.size() && text[i] != '"' && text[i] != '\n') {
        ++column;
        if (text[i] == '\\' && i + 1 < text.size())
          ++i, ++column;
      }
      ++column;
      if (i < text.size() && text[i] == '\n')
        ++line, column = 0;
    } else if (c == '{' || c == '[' || c == '(') {
      if (++depth > kMaxInputNesting)
        return std::to_string(line) + ":" + std::to_string(column) +
               ": error: brackets nest deeper than " +
               std::to_string(kMaxInputNesting) +
               " levels here; no Ovl IR needs that many, and the parser "
               "would run out of stack";
    } else if (c == '}' || c == ']' || c == ')') {
      if (depth > 0)
        --depth;
    }
  }
  return std::nullopt;
}

} // namespace mlir::ovl

#endif // OVL_SUPPORT_INPUTNESTING_H
