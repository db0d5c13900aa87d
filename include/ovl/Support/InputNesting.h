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

#include <array>
#include <cstddef>
#include <optional>
#include <string>

namespace mlir::ovl {

/// Ovl IR nests a handful of levels (module, function, job, attribute
/// dictionaries); this leaves room for any hand-written IR.
constexpr int kMaxInputNesting = 256;

/// Where `text` first nests brackets ({, [, () deeper than kMaxInputNesting:
/// an error message "LINE:COL: ..." to prefix with the file name, or nothing
/// if it does not. One pass over the bytes that matter (a million-op module
/// is 150 MB); the line and column are counted only for the error.
inline std::optional<std::string> findExcessiveNesting(llvm::StringRef text) {
  // 1: a bracket that opens, 2: one that closes, 3: '/' or '"'.
  static constexpr auto kinds = [] {
    std::array<unsigned char, 256> table{};
    for (unsigned char c : {'{', '[', '('})
      table[c] = 1;
    for (unsigned char c : {'}', ']', ')'})
      table[c] = 2;
    table['/'] = table['"'] = 3;
    return table;
  }();
  const char *data = text.data();
  size_t size = text.size();
  int depth = 0;
  for (size_t i = 0; i < size; ++i) {
    unsigned char kind = kinds[static_cast<unsigned char>(data[i])];
    if (kind == 0)
      continue;
    if (kind == 2) {
      if (depth > 0)
        --depth;
    } else if (kind == 1) {
      if (++depth > kMaxInputNesting) {
        llvm::StringRef before = text.take_front(i);
        size_t line = before.count('\n') + 1;
        size_t lineStart = before.rfind('\n');
        size_t column =
            lineStart == llvm::StringRef::npos ? i + 1 : i - lineStart;
        return std::to_string(line) + ":" + std::to_string(column) +
               ": error: brackets nest deeper than " +
               std::to_string(kMaxInputNesting) +
               " levels here; no Ovl IR needs that many, and the parser "
               "would run out of stack";
      }
    } else if (data[i] == '/') {
      // A `//` comment, up to the end of its line.
      if (i + 1 < size && data[i + 1] == '/') {
        size_t end = text.find('\n', i);
        i = end == llvm::StringRef::npos ? size : end;
      }
    } else {
      // A string literal, escapes included, up to its closing quote (or
      // the end of its line).
      while (++i < size && data[i] != '"' && data[i] != '\n')
        if (data[i] == '\\')
          ++i;
    }
  }
  return std::nullopt;
}

} // namespace mlir::ovl

#endif // OVL_SUPPORT_INPUTNESTING_H
