//===- ByteCounts.h - Byte counts computed in floating point ----*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// A byte count computed in double (a budget scaled by a factor, bytes held
// per micro-batch times a number of micro-batches) brought back to int64_t.
// A double of 2^63 or more has no int64_t value: converting it is undefined
// behaviour (x86 gives INT64_MIN, a negative budget), so the count stops at
// INT64_MAX.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_SUPPORT_BYTECOUNTS_H
#define OVL_SUPPORT_BYTECOUNTS_H

#include <cstdint>
#include <limits>

namespace mlir::ovl {

/// `bytes` rounded toward zero, from 0 (also for a negative count or nan)
/// to INT64_MAX.
inline int64_t saturatingBytes(double bytes) {
  if (!(bytes > 0.0))
    return 0;
  if (bytes >= 0x1p63)
    return std::numeric_limits<int64_t>::max();
  return static_cast<int64_t>(bytes);
}

} // namespace mlir::ovl

#endif // OVL_SUPPORT_BYTECOUNTS_H
