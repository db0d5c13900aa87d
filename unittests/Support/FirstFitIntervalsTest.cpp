//===- FirstFitIntervalsTest.cpp - First fit among busy intervals ---------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// FirstFitIntervals must give exactly the answer of the linear scan that
// ovl-plan-memory used before it (so offsets and peaks do not change), for
// overlapping intervals, inserts and erases in any order.
//
//===----------------------------------------------------------------------===//

#include "ovl/Support/FirstFitIntervals.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <vector>

using mlir::ovl::FirstFitIntervals;

namespace {

/// The reference: scan by (begin, id), moving past every interval in the
/// way.
struct ScanIntervals {
  std::map<std::pair<int64_t, int>, int64_t> intervals; // -> end
  int64_t firstFit(int64_t size) const {
    int64_t candidate = 0;
    for (const auto &[key, end] : intervals) {
      if (candidate + size <= key.first)
        break;
      candidate = std::max(candidate, end);
    }
    return candidate;
  }
};

TEST(FirstFitIntervals, EmptyFitsAtZero) {
  FirstFitIntervals busy;
  EXPECT_TRUE(busy.empty());
  EXPECT_EQ(busy.firstFit(100), 0);
}

TEST(FirstFitIntervals, FindsTheFirstGapLargeEnough) {
  FirstFitIntervals busy;
  busy.insert(0, 64, 0);
  busy.insert(128, 192, 1);  // Gap [64, 128): 64 bytes.
  busy.insert(512, 576, 2);  // Gap [192, 512): 320 bytes.
  EXPECT_EQ(busy.firstFit(64), 64);
  EXPECT_EQ(busy.firstFit(65), 192);
  EXPECT_EQ(busy.firstFit(320), 192);
  EXPECT_EQ(busy.firstFit(321), 576);
  busy.erase(128, 1);
  EXPECT_EQ(busy.firstFit(448), 64);
  busy.erase(0, 0);
  EXPECT_EQ(busy.firstFit(512), 0);
  busy.erase(7, 7); // Absent: nothing happens.
  EXPECT_EQ(busy.firstFit(513), 576);
}

TEST(FirstFitIntervals, OverlappingIntervalsCoverTheirUnion) {
  FirstFitIntervals busy;
  busy.insert(0, 300, 0);
  busy.insert(100, 200, 1); // Inside the first: its end is not a gap.
  busy.insert(320, 400, 2);
  EXPECT_EQ(busy.firstFit(20), 300);
  EXPECT_EQ(busy.firstFit(21), 400);
}

// Random inserts, erases and queries against the scan, with many equal
// begins (ids break ties) and intervals that overlap.
TEST(FirstFitIntervals, AgreesWithTheScan) {
  std::mt19937_64 gen(7);
  for (int trial = 0; trial < 20; ++trial) {
    FirstFitIntervals busy;
    ScanIntervals scan;
    std::vector<std::pair<int64_t, int>> live;
    int nextId = 0;
    for (int step = 0; step < 3000; ++step) {
      int64_t size = 1 + gen() % (trial % 2 ? 64 : 4096);
      if (gen() % 3 != 0 || live.empty()) {
        // Place at the first fit (as the planner does) or, to overlap, at a
        // random aligned position.
        int64_t begin = gen() % 4 ? scan.firstFit(size) : (gen() % 256) * 64;
        int64_t end = begin + size;
        busy.insert(begin, end, nextId);
        scan.intervals[{begin, nextId}] = end;
        live.push_back({begin, nextId++});
      } else {
        size_t pick = gen() % live.size();
        busy.erase(live[pick].first, live[pick].second);
        scan.intervals.erase(live[pick]);
        live[pick] = live.back();
        live.pop_back();
      }
      int64_t query = 1 + gen() % 8192;
      ASSERT_EQ(busy.firstFit(query), scan.firstFit(query))
          << "trial " << trial << " step " << step << " size " << query;
    }
  }
}

// Trees several levels deep, thinned out by erases until their leaves are
// rebuilt, and grown again: the answers stay the scan's throughout.
TEST(FirstFitIntervals, AgreesWithTheScanThroughSplitsAndRebuilds) {
  std::mt19937_64 gen(11);
  FirstFitIntervals busy;
  ScanIntervals scan;
  std::vector<std::pair<int64_t, int>> live;
  int nextId = 0;
  auto check = [&](int round) {
    for (int query = 0; query < 20; ++query) {
      int64_t size = 1 + gen() % 4096;
      ASSERT_EQ(busy.firstFit(size), scan.firstFit(size))
          << "round " << round << " size " << size << " live " << live.size();
    }
  };
  for (int round = 0; round < 3; ++round) {
    // Thousands of intervals, in the planner's order or overlapping at
    // random, some with equal begins.
    for (int i = 0; i < 6000; ++i) {
      int64_t size = 1 + gen() % 512;
      int64_t begin = gen() % 3 ? scan.firstFit(size) : (gen() % 1024) * 64;
      busy.insert(begin, begin + size, nextId);
      scan.intervals[{begin, nextId}] = begin + size;
      live.push_back({begin, nextId++});
    }
    check(round);
    // Nine in ten erased in random order, checked on the way down.
    std::shuffle(live.begin(), live.end(), gen);
    while (live.size() > 600 * static_cast<size_t>(round + 1)) {
      busy.erase(live.back().first, live.back().second);
      scan.intervals.erase(live.back());
      live.pop_back();
      if (live.size() % 500 == 0)
        check(round);
    }
    check(round);
  }
  // Emptied: back to the arena's start.
  for (auto [begin, id] : live)
    busy.erase(begin, id);
  EXPECT_TRUE(busy.empty());
  EXPECT_EQ(busy.firstFit(4096), 0);
}

} // namespace
