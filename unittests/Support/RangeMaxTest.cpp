//===- RangeMaxTest.cpp - Maxima over ranges of an array ------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// RangeMax must give the largest value of every range exactly as a scan
// does, for arrays of every size up to a few hundred (odd and even, powers
// of two and not: the bottom-up tree pairs leaves across levels), with
// negative values, and the lowest int64 for an empty range.
//
//===----------------------------------------------------------------------===//

#include "ovl/Support/RangeMax.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <random>

using mlir::ovl::RangeMax;

namespace {

TEST(RangeMaxTest, EveryRangeMatchesAScan) {
  std::mt19937_64 random(20261129);
  std::uniform_int_distribution<int64_t> value(-1000, 1000);
  for (size_t size = 1; size <= 130; ++size) {
    std::vector<int64_t> values(size);
    for (int64_t &v : values)
      v = value(random);
    RangeMax max(values);
    ASSERT_EQ(max.getSize(), size);
    for (size_t first = 0; first < size; ++first)
      for (size_t last = first; last < size; ++last)
        ASSERT_EQ(max.query(first, last),
                  *std::max_element(values.begin() + first,
                                    values.begin() + last + 1))
            << "size " << size << ", [" << first << ", " << last << "]";
  }
}

TEST(RangeMaxTest, LargeArraysAndSingleElements) {
  // Random ranges of a large array, and each element alone.
  std::mt19937_64 random(7);
  std::vector<int64_t> values(100003);
  for (int64_t &v : values)
    v = static_cast<int64_t>(random() >> 1);
  RangeMax max(values);
  for (size_t i = 0; i < values.size(); i += 97)
    EXPECT_EQ(max.query(i, i), values[i]);
  std::uniform_int_distribution<size_t> index(0, values.size() - 1);
  for (int trial = 0; trial < 2000; ++trial) {
    size_t a = index(random), b = index(random);
    size_t first = std::min(a, b), last = std::max(a, b);
    ASSERT_EQ(
        max.query(first, last),
        *std::max_element(values.begin() + first, values.begin() + last + 1));
  }
}

TEST(RangeMaxTest, EmptyRangesGiveTheLowestValue) {
  RangeMax max(std::vector<int64_t>{5, -3, 9});
  EXPECT_EQ(max.query(2, 1), std::numeric_limits<int64_t>::min());
  EXPECT_EQ(max.query(1, 0), std::numeric_limits<int64_t>::min());
  EXPECT_EQ(max.query(1, 1), -3);
  EXPECT_EQ(max.query(0, 2), 9);
  RangeMax none;
  EXPECT_EQ(none.getSize(), 0u);
}

} // namespace
