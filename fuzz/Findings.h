//===- Findings.h - How the fuzz targets report a broken contract -*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// A finding aborts the target, as libFuzzer expects (and as FuzzerMain.cpp,
// the fixed-seed driver, then reports with the running input).
//
//===----------------------------------------------------------------------===//

#ifndef OVL_FUZZ_FINDINGS_H
#define OVL_FUZZ_FINDINGS_H

#include <string>

namespace ovl::fuzz {

/// Prints "finding: WHAT" and aborts.
[[noreturn]] void finding(const std::string &what);

/// The contract of every refusal: its message starts with the input's
/// name. A finding otherwise ("a KIND error that does not name the KIND").
void requireNamed(const char *message, const std::string &name,
                  const char *kind);

} // namespace ovl::fuzz

#endif // OVL_FUZZ_FINDINGS_H
