//===- ByteCountsTest.cpp - Byte counts computed in floating point --------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Support/ByteCounts.h"

#include <gtest/gtest.h>

#include <cmath>

using mlir::ovl::saturatingBytes;

namespace {

constexpr int64_t kMax = std::numeric_limits<int64_t>::max();

TEST(ByteCountsTest, RoundsTowardZero) {
  EXPECT_EQ(saturatingBytes(0.0), 0);
  EXPECT_EQ(saturatingBytes(1.9), 1);
  EXPECT_EQ(saturatingBytes(1.1 * 1048576.0), 1153433);
}

TEST(ByteCountsTest, KeepsTheLargestExactCounts) {
  // Below 2^63 a double near it is a multiple of 1024, and converts as is.
  EXPECT_EQ(saturatingBytes(0x1p62), int64_t(1) << 62);
  EXPECT_EQ(saturatingBytes(0x1p63 - 1024.0), kMax - 1023);
}

TEST(ByteCountsTest, StopsAtInt64Max) {
  // INT64_MAX itself reads as 2^63 in double: past the range.
  EXPECT_EQ(saturatingBytes(static_cast<double>(kMax)), kMax);
  EXPECT_EQ(saturatingBytes(0x1p63), kMax);
  EXPECT_EQ(saturatingBytes(3.0 * 0x1p62), kMax);
  EXPECT_EQ(saturatingBytes(INFINITY), kMax);
}

TEST(ByteCountsTest, NoNegativeCounts) {
  EXPECT_EQ(saturatingBytes(-1.0), 0);
  EXPECT_EQ(saturatingBytes(-INFINITY), 0);
  EXPECT_EQ(saturatingBytes(NAN), 0);
}

} // namespace
