//===- TextMutator.h - Structure-aware mutation of line-based text -*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Plans and MLIR files are lines of `key=value` fields, numbers and
// identifiers. Byte flips mostly produce lexer errors, which test little; this
// mutator edits what the format is made of instead: it replaces a number with
// a boundary value (0, -1, 2^31, 2^63 - 1, nan, inf, ...) or with a number
// found elsewhere in the input, swaps two tokens, deletes, duplicates or moves
// a line, and sometimes falls back to libFuzzer's byte mutator. The
// ovl-opt, plan and trace targets use it as their LLVMFuzzerCustomMutator.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_FUZZ_TEXTMUTATOR_H
#define OVL_FUZZ_TEXTMUTATOR_H

#include <cstddef>
#include <cstdint>

namespace ovl::fuzz {

/// Mutates the `size` bytes at `data` in place (at most `maxSize` bytes)
/// with the random choices of `seed`; returns the new size.
size_t mutateText(uint8_t *data, size_t size, size_t maxSize, unsigned seed);

} // namespace ovl::fuzz

#endif // OVL_FUZZ_TEXTMUTATOR_H
