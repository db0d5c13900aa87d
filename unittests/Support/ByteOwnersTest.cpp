//===- ByteOwnersTest.cpp - The last owner of each byte of an arena -------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// ByteOwners must name, for every paint, exactly the distinct owners a byte
// array painted one byte at a time names, in address order: arenas of a few
// points (one word of starts), of thousands (two levels) and of hundreds of
// thousands (four levels), with paints that cover one segment, split one,
// span many, repeat an owner's bytes and reach the arena's ends.
//
//===----------------------------------------------------------------------===//

#include "ovl/Support/ByteOwners.h"

#include <gtest/gtest.h>

#include <random>

using mlir::ovl::ByteOwners;

namespace {

/// Paints `numPaints` random ranges over an arena of `numPoints` boundaries
/// (0, stride, 2 * stride, ...), each at most `maxSpan` boundaries wide, and
/// checks each against an array of owners per byte.
void checkAgainstBytes(size_t numPoints, size_t maxSpan, size_t numPaints,
                       uint64_t seed, int64_t stride = 3) {
  std::mt19937_64 random(seed);
  std::vector<int64_t> boundaries;
  for (size_t i = 0; i < numPoints; ++i)
    boundaries.push_back(static_cast<int64_t>(i) * stride);
  // Repeats and disorder are allowed at construction.
  std::vector<int64_t> given = boundaries;
  given.insert(given.end(), boundaries.begin(), boundaries.begin() + 5);
  std::shuffle(given.begin(), given.end(), random);
  ByteOwners owners(given);

  int64_t arenaBytes = boundaries.back();
  std::vector<unsigned> byOwner(arenaBytes, ByteOwners::kNoOwner);
  llvm::SmallVector<unsigned> got, want;
  for (unsigned paint = 0; paint < numPaints; ++paint) {
    size_t first = random() % (numPoints - 1);
    size_t span = 1 + random() % std::min(maxSpan, numPoints - 1 - first);
    int64_t begin = boundaries[first], end = boundaries[first + span];
    want.clear();
    for (int64_t byte = begin; byte < end; ++byte) {
      unsigned held = byOwner[byte];
      if (held != ByteOwners::kNoOwner && !llvm::is_contained(want, held))
        want.push_back(held);
      byOwner[byte] = paint;
    }
    got.clear();
    owners.paint(begin, end, paint, got);
    ASSERT_EQ(std::vector<unsigned>(got.begin(), got.end()),
              std::vector<unsigned>(want.begin(), want.end()))
        << "paint " << paint << " of [" << begin << ", " << end << ") over "
        << numPoints << " points";
  }
}

TEST(ByteOwnersTest, OneWordOfStarts) { checkAgainstBytes(40, 12, 2000, 1); }

TEST(ByteOwnersTest, TwoLevels) { checkAgainstBytes(5000, 300, 20000, 2); }

TEST(ByteOwnersTest, FourLevels) {
  // 300,000 points: 4,688 words, 74, 2, 1.
  checkAgainstBytes(300000, 40, 20000, 3);
  // Wide paints: many starts erased at once, words emptied on every level.
  checkAgainstBytes(300000, 200000, 60, 4);
}

TEST(ByteOwnersTest, AlignedPoints) {
  // Planned offsets are aligned: the points share their low bits, which
  // the lookup of a point's index must not confuse.
  checkAgainstBytes(5000, 300, 20000, 5, /*stride=*/256);
}

TEST(ByteOwnersTest, OwnersInAddressOrderEachOnce) {
  ByteOwners owners({0, 10, 20, 30, 40});
  llvm::SmallVector<unsigned> overwritten;
  owners.paint(0, 10, 7, overwritten);
  owners.paint(20, 40, 8, overwritten);
  EXPECT_TRUE(overwritten.empty());
  owners.paint(30, 40, 7, overwritten);
  EXPECT_EQ(overwritten, (llvm::SmallVector<unsigned>{8}));
  // Bytes [0, 10) of 7, [10, 20) of none, [20, 30) of 8, [30, 40) of 7.
  overwritten.clear();
  owners.paint(0, 40, 9, overwritten);
  EXPECT_EQ(overwritten, (llvm::SmallVector<unsigned>{7, 8}));
  overwritten.clear();
  owners.paint(10, 20, 1, overwritten);
  EXPECT_EQ(overwritten, (llvm::SmallVector<unsigned>{9}));
}

} // namespace
