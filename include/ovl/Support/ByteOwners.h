//===- ByteOwners.h - The last owner of each byte of an arena ---*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// An arena's bytes as disjoint segments, each with the owner that last
// painted it: paint(begin, end, owner) gives [begin, end) to `owner` and
// names the distinct owners that held any of those bytes before. A proof
// of buffer reuse paints the buffers in the order they are first written
// and checks each against the owners it overwrites.
//
// Every begin and end a paint will use is given at construction: the
// segments' starts are then indices into the sorted distinct points, kept
// in a bitset of 64-bit words with a summary level above each level (a
// word's bit set where the word below is not empty), so the segment
// holding a byte and the next segment start are found a word per level.
// A point's index is a hash lookup. Each paint adds at most two starts and
// removes every start it covers, so n paints cost O(n log n) in all, the
// log for sorting the distinct points and for the levels, as an ordered
// map of segments would, without a heap node per segment.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_SUPPORT_BYTEOWNERS_H
#define OVL_SUPPORT_BYTEOWNERS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/bit.h"

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <vector>

namespace mlir::ovl {

class ByteOwners {
  /// Offsets share their low bits (they are aligned): DenseMap's default
  /// hash of an integer (a multiple of it) would crowd them into a few
  /// buckets. A multiplicative mix spreads them.
  struct MixedPointInfo : llvm::DenseMapInfo<int64_t> {
    static unsigned getHashValue(int64_t point) {
      uint64_t mixed = static_cast<uint64_t>(point) * 0x9e3779b97f4a7c15ull;
      return static_cast<unsigned>(mixed >> 32);
    }
  };

public:
  /// The owner of bytes no paint has reached.
  static constexpr unsigned kNoOwner = ~0u;

  /// `boundaries`: every begin and end paint() will be given, in any order,
  /// repeats allowed.
  explicit ByteOwners(llvm::ArrayRef<int64_t> boundaries) {
    // Buffers reuse the same offsets many times over (the 1M-op model's
    // 2.4M boundaries hold 58k distinct points): the distinct ones are
    // found by hashing, only they are sorted, and a point's index is one
    // lookup.
    for (int64_t point : boundaries)
      indices.try_emplace(point, 0);
    points.reserve(indices.size());
    for (const auto &entry : indices)
      points.push_back(entry.first);
    llvm::sort(points);
    for (auto [index, point] : llvm::enumerate(points))
      indices[point] = index;
    size_t size = std::max<size_t>(points.size(), 1);
    owners.assign(size, kNoOwner);
    // Level 0 holds a bit per point; each level above a bit per word of
    // the level below, up to a single word.
    do {
      size = (size + 63) / 64;
      levels.emplace_back(size, 0);
    } while (size > 1);
    // One unowned segment from the first point on.
    insertStart(0, kNoOwner);
  }

  /// Gives bytes [begin, end) to `owner` (not kNoOwner) and appends to
  /// `overwritten` each distinct owner that held any of them, in address
  /// order. `begin` < `end`, both given at construction.
  void paint(int64_t begin, int64_t end, unsigned owner,
             llvm::SmallVectorImpl<unsigned> &overwritten) {
    assert(owner != kNoOwner && begin < end && "an empty or ownerless paint");
    size_t first = indexOf(begin), last = indexOf(end);
    // The segment that holds `end`'s byte keeps it: a start there, with
    // that segment's owner, unless one is there already.
    if (!isStart(last))
      insertStart(last, owners[previousStart(last)]);
    for (size_t start = previousStart(first); start < last;
         start = nextStart(start + 1)) {
      unsigned held = owners[start];
      if (held != kNoOwner && !llvm::is_contained(overwritten, held))
        overwritten.push_back(held);
      if (start > first)
        eraseStart(start);
    }
    insertStart(first, owner);
  }

private:
  size_t indexOf(int64_t point) const {
    auto it = indices.find(point);
    assert(it != indices.end() && "a point not given");
    return it->second;
  }

  bool isStart(size_t index) const {
    return levels[0][index / 64] >> (index % 64) & 1;
  }

  void insertStart(size_t index, unsigned owner) {
    owners[index] = owner;
    for (std::vector<uint64_t> &level : levels) {
      level[index / 64] |= uint64_t(1) << (index % 64);
      index /= 64;
    }
  }

  void eraseStart(size_t index) {
    for (std::vector<uint64_t> &level : levels) {
      uint64_t &word = level[index / 64];
      word &= ~(uint64_t(1) << (index % 64));
      if (word != 0)
        return;
      index /= 64;
    }
  }

  /// The last start at or before `index`. The first point is always one.
  size_t previousStart(size_t index) const {
    unsigned depth = 0;
    // Climb while the word holding `index` has no set bit at or below it.
    for (;; ++depth) {
      uint64_t below =
          levels[depth][index / 64] & (~uint64_t(0) >> (63 - index % 64));
      if (below != 0) {
        index = index / 64 * 64 + 63 - llvm::countl_zero(below);
        break;
      }
      assert(index >= 64 && "no start before the first point");
      index = index / 64 - 1;
    }
    // Descend to the last set bit of each word on the way down.
    for (; depth-- > 0;)
      index = index * 64 + 63 - llvm::countl_zero(levels[depth][index]);
    return index;
  }

  /// The first start at or after `index`, or the number of points if none.
  size_t nextStart(size_t index) const {
    unsigned depth = 0;
    for (;; ++depth) {
      if (index / 64 >= levels[depth].size())
        return points.size();
      uint64_t above = levels[depth][index / 64] & ~uint64_t(0) << (index % 64);
      if (above != 0) {
        index = index / 64 * 64 + llvm::countr_zero(above);
        break;
      }
      index = index / 64 + 1;
    }
    for (; depth-- > 0;)
      index = index * 64 + llvm::countr_zero(levels[depth][index]);
    return index;
  }

  /// The boundaries, sorted, each once.
  std::vector<int64_t> points;
  /// Each point's index in `points`.
  llvm::DenseMap<int64_t, unsigned, MixedPointInfo> indices;
  /// Per point that starts a segment, the segment's owner.
  std::vector<unsigned> owners;
  /// The starts: levels[0] a bit per point, levels[d + 1] a bit per word of
  /// levels[d] that is not zero.
  std::vector<std::vector<uint64_t>> levels;
};

} // namespace mlir::ovl

#endif // OVL_SUPPORT_BYTEOWNERS_H
