//===- NumberText.h - A double as the user wrote it -------------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The shortest decimal that reads back as the same double (std::to_chars):
// what an error message quotes of a number the user gave. llvm::formatv's
// default for a double is two decimals, which turns 1e-300 into "0.00",
// -1e-9 into "-0.00", and 1e300 into a 31-digit number that is not it.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_SUPPORT_NUMBERTEXT_H
#define OVL_SUPPORT_NUMBERTEXT_H

#include <charconv>
#include <string>

namespace mlir::ovl {

/// `value` as the shortest decimal that reads back as it: 1.5, 1e+300,
/// 5e-324; inf, -inf and nan as those words.
inline std::string numberText(double value) {
  char text[32]; // The longest, such as -2.2250738585072014e-308, is 24.
  auto written = std::to_chars(text, text + sizeof(text), value);
  return std::string(text, written.ptr);
}

} // namespace mlir::ovl

#endif // OVL_SUPPORT_NUMBERTEXT_H
