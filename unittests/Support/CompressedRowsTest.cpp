//===- CompressedRowsTest.cpp - Per-node lists in two flat arrays ---------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Support/CompressedRows.h"

#include <gtest/gtest.h>

using namespace mlir::ovl;

namespace {

using Row = std::vector<unsigned>;

Row row(const CompressedRows &rows, unsigned r) {
  return Row(rows[r].begin(), rows[r].end());
}

TEST(CompressedRowsTest, FromPairsKeepsEachRowsOrder) {
  CompressedRows rows =
      CompressedRows::fromPairs(4, {{2, 7}, {0, 5}, {2, 1}, {0, 5}, {3, 0}});
  ASSERT_EQ(rows.size(), 4u);
  EXPECT_EQ(row(rows, 0), (Row{5, 5}));
  EXPECT_EQ(row(rows, 1), Row{});
  EXPECT_EQ(row(rows, 2), (Row{7, 1}));
  EXPECT_EQ(row(rows, 3), Row{0});
}

TEST(CompressedRowsTest, TransposeSortsAndRepeatsStayAdjacent) {
  // Row 0 lists 2 twice; row 2 lists 0 and 1.
  CompressedRows rows = CompressedRows::fromPairs(3, {{0, 2}, {2, 1}, {0, 2}, {2, 0}});
  CompressedRows transposed = rows.transpose(3);
  ASSERT_EQ(transposed.size(), 3u);
  EXPECT_EQ(row(transposed, 0), Row{2});
  EXPECT_EQ(row(transposed, 1), Row{2});
  EXPECT_EQ(row(transposed, 2), (Row{0, 0}));
  transposed.dropAdjacentRepeats();
  EXPECT_EQ(row(transposed, 0), Row{2});
  EXPECT_EQ(row(transposed, 1), Row{2});
  EXPECT_EQ(row(transposed, 2), Row{0});
  // Back again: each row sorted, no repeats.
  CompressedRows back = transposed.transpose(3);
  EXPECT_EQ(row(back, 0), Row{2});
  EXPECT_EQ(row(back, 1), Row{});
  EXPECT_EQ(row(back, 2), (Row{0, 1}));
}

TEST(CompressedRowsTest, EmptyTables) {
  CompressedRows none;
  EXPECT_EQ(none.size(), 0u);
  CompressedRows rows = CompressedRows::fromPairs(2, {});
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_TRUE(rows[0].empty());
  EXPECT_TRUE(rows[1].empty());
  rows.dropAdjacentRepeats();
  EXPECT_TRUE(rows.transpose(0).size() == 0u);
}

} // namespace
