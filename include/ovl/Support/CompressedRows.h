//===- CompressedRows.h - Per-node lists in two flat arrays -----*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// A list of small unsigned items per node (a graph's successors, the buffers
// an op defines), stored as compressed rows: row r is items[offsets[r]] ..
// items[offsets[r + 1]]. Two allocations for the whole table instead of one
// small vector per node, and every operation a counting sort, linear in the
// rows plus the items: at a million ops, per-node vectors cost their
// allocations and page faults, and sorting the pairs a log factor.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_SUPPORT_COMPRESSEDROWS_H
#define OVL_SUPPORT_COMPRESSEDROWS_H

#include "llvm/ADT/ArrayRef.h"

#include <utility>
#include <vector>

namespace mlir::ovl {

class CompressedRows {
public:
  CompressedRows() = default;

  /// Rows 0 .. numRows - 1 from (row, item) pairs, each row in the pairs'
  /// order.
  static CompressedRows
  fromPairs(size_t numRows, llvm::ArrayRef<std::pair<unsigned, unsigned>> pairs) {
    CompressedRows rows;
    rows.offsets.assign(numRows + 1, 0);
    for (const auto &pair : pairs)
      ++rows.offsets[pair.first + 1];
    rows.accumulate();
    rows.items.resize(pairs.size());
    std::vector<unsigned> next(rows.offsets.begin(), rows.offsets.end() - 1);
    for (const auto &[row, item] : pairs)
      rows.items[next[row]++] = item;
    return rows;
  }

  /// The transpose over `numRows` items: row i lists the rows that list
  /// item i, in ascending order. An item a row lists twice appears twice,
  /// next to itself.
  CompressedRows transpose(size_t numRows) const {
    CompressedRows result;
    result.offsets.assign(numRows + 1, 0);
    for (unsigned item : items)
      ++result.offsets[item + 1];
    result.accumulate();
    result.items.resize(items.size());
    std::vector<unsigned> next(result.offsets.begin(), result.offsets.end() - 1);
    for (unsigned row = 0; row < size(); ++row)
      for (unsigned item : (*this)[row])
        result.items[next[item]++] = row;
    return result;
  }

  /// Drops the repeats of each row whose equal items are adjacent (a sorted
  /// row, or a transpose's).
  void dropAdjacentRepeats() {
    unsigned kept = 0;
    for (size_t row = 0; row < size(); ++row) {
      unsigned begin = offsets[row], end = offsets[row + 1];
      offsets[row] = kept;
      for (unsigned k = begin; k < end; ++k)
        if (k == begin || items[k] != items[k - 1])
          items[kept++] = items[k];
    }
    offsets.back() = kept;
    items.resize(kept);
  }

  size_t size() const { return offsets.empty() ? 0 : offsets.size() - 1; }
  llvm::ArrayRef<unsigned> operator[](unsigned row) const {
    return llvm::ArrayRef<unsigned>(items).slice(offsets[row],
                                                 offsets[row + 1] - offsets[row]);
  }

private:
  void accumulate() {
    for (size_t i = 0; i + 1 < offsets.size(); ++i)
      offsets[i + 1] += offsets[i];
  }

  std::vector<unsigned> offsets, items;
};

} // namespace mlir::ovl

#endif // OVL_SUPPORT_COMPRESSEDROWS_H
