//===- RangeMax.h - Maxima over ranges of a fixed array ---------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The largest of values[first .. last] for any range of an array fixed at
// construction, in O(log n) per query and 2n values of memory: a bottom-up
// segment tree (leaves at n .. 2n - 1, node i the larger of 2i and 2i + 1),
// as in "Efficient and easy segment trees" (Al.Cash, Codeforces blog 18051,
// 2015). A sparse table answers in O(1) but keeps n log n values, 160 MiB at
// a million ops.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_SUPPORT_RANGEMAX_H
#define OVL_SUPPORT_RANGEMAX_H

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <limits>
#include <vector>

namespace mlir::ovl {

class RangeMax {
public:
  RangeMax() = default;
  explicit RangeMax(const std::vector<int64_t> &values)
      : size(values.size()), tree(2 * values.size()) {
    std::copy(values.begin(), values.end(), tree.begin() + size);
    for (size_t i = size; i-- > 1;)
      tree[i] = std::max(tree[2 * i], tree[2 * i + 1]);
  }

  /// The largest of values[first .. last], both included; the lowest int64
  /// when the range is empty (first > last).
  int64_t query(size_t first, size_t last) const {
    int64_t best = std::numeric_limits<int64_t>::min();
    if (first > last)
      return best;
    assert(last < size && "range past the array");
    // Half-open [lo, hi) over the leaves, climbing one level a step.
    for (size_t lo = first + size, hi = last + 1 + size; lo < hi;
         lo /= 2, hi /= 2) {
      if (lo & 1)
        best = std::max(best, tree[lo++]);
      if (hi & 1)
        best = std::max(best, tree[--hi]);
    }
    return best;
  }

  size_t getSize() const { return size; }

private:
  size_t size = 0;
  std::vector<int64_t> tree;
};

} // namespace mlir::ovl

#endif // OVL_SUPPORT_RANGEMAX_H
