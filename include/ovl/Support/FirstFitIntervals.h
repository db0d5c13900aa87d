//===- FirstFitIntervals.h - First fit among busy intervals -----*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// A set of busy half-open intervals [begin, end) of an arena, which may
// overlap, answering "first fit": the lowest p, among 0 and the intervals'
// ends, such that [p, p + size) meets no interval (the same answer as
// scanning the intervals by begin and moving p past each one that is in the
// way). ovl-plan-memory asks it once per buffer.
//
// A B+ tree ordered by (begin, id). Its leaves hold up to kFanout intervals
// each; an inner node holds, for each child, the child's first key, its
// largest end and an upper bound on its inner gaps (begin minus the largest
// end before it, for every interval of the child but the first). A query
// walks a node's entries in order and skips a child with neither a gap
// before its first interval nor an inner gap of `size`, so it descends
// towards the answer (where a bound overstates a child's gaps, it moves on
// to the next entry). Every leaf is at the same depth: a full node splits
// in two, an empty one leaves its parent. A tree whose leaves hold under a
// quarter of their room on average (erases leave partly filled leaves
// behind) is rebuilt from its intervals in order, three quarters full: O(n)
// work after a number of updates proportional to n. Insert, erase and a
// query take O(log n) amortized.
//
// The same interval scheme as XLA's heap simulator's best fit
// (github.com/openxla/xla, heap_simulator.cc) and TFLite's arena planner
// keep, with first fit instead of best fit so that ovl-plan-memory's
// offsets do not change. It replaced a treap with the same summaries per
// node: a node's entries lie side by side, so an update reads a few
// neighbouring cache lines per level, over a few levels, where the treap
// followed a pointer per level over a dozen or more. On the 1M-op GPT
// model the planner's sweep with offsets took 0.58 to 0.65 s against 0.73
// to 0.79 s (fanout 32 then; bench/results/compile-scaling.md, forty-first
// session, has the measurements).
//
//===----------------------------------------------------------------------===//

#ifndef OVL_SUPPORT_FIRSTFITINTERVALS_H
#define OVL_SUPPORT_FIRSTFITINTERVALS_H

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

namespace mlir::ovl {

class FirstFitIntervals {
public:
  /// Adds [begin, end) under `id`; (begin, id) must not be present.
  void insert(int64_t begin, int64_t end, int id) {
    Entry entry{begin, end, kNoGap, id, kNone};
    if (root == kNone)
      root = newNode(/*leaf=*/true);
    if (std::optional<int> sibling = insertAt(root, entry)) {
      int oldRoot = root;
      root = newNode(/*leaf=*/false);
      setEntry(root, 0, summarize(oldRoot));
      setEntry(root, 1, summarize(*sibling));
      nodes[root].count = 2;
    }
    ++numIntervals;
  }

  /// Removes the interval inserted as (begin, id), if present.
  void erase(int64_t begin, int id) {
    if (root == kNone || !eraseAt(root, {begin, id}))
      return;
    --numIntervals;
    if (nodes[root].count == 0) {
      freeNode(root);
      root = kNone;
      return;
    }
    // A root with one child hands the tree to it.
    while (!nodes[root].leaf && nodes[root].count == 1) {
      int only = nodes[root].child[0];
      freeNode(root);
      root = only;
    }
    if (numLeaves > kRebuildMinLeaves &&
        numLeaves * (kFanout / 4) > numIntervals)
      rebuild();
  }

  /// The first fit for `size` bytes (see the file comment).
  int64_t firstFit(int64_t size) const {
    int64_t prefix = 0;
    if (root != kNone)
      if (std::optional<int64_t> fit = search(root, prefix, size))
        return *fit;
    return prefix;
  }

  bool empty() const { return root == kNone; }

private:
  static constexpr int kFanout = 16;
  /// Fewer leaves are never rebuilt: the tree is small whatever their fill.
  static constexpr size_t kRebuildMinLeaves = 16;
  static constexpr int kNone = -1;
  static constexpr int64_t kNoGap = std::numeric_limits<int64_t>::min();
  using Key = std::pair<int64_t, int>;

  /// An interval (in a leaf: `gap` is kNoGap, `child` kNone) or the summary
  /// of a child (in an inner node): its first interval's begin and id, its
  /// largest end and the bound on its inner gaps.
  struct Entry {
    int64_t begin, end, gap;
    int id, child;
  };

  /// A node's entries in key order, one array per field.
  struct Node {
    int count = 0;
    bool leaf = true;
    int64_t begin[kFanout], end[kFanout], gap[kFanout];
    int id[kFanout], child[kFanout];
  };

  std::vector<Node> nodes;
  std::vector<int> freeNodes;
  int root = kNone;
  size_t numIntervals = 0, numLeaves = 0;

  int newNode(bool leaf) {
    int index;
    if (!freeNodes.empty()) {
      index = freeNodes.back();
      freeNodes.pop_back();
    } else {
      index = static_cast<int>(nodes.size());
      nodes.emplace_back();
    }
    nodes[index].count = 0;
    nodes[index].leaf = leaf;
    if (leaf)
      ++numLeaves;
    return index;
  }

  void freeNode(int n) {
    if (nodes[n].leaf)
      --numLeaves;
    freeNodes.push_back(n);
  }

  Key key(const Node &x, int i) const { return {x.begin[i], x.id[i]}; }

  Entry entryAt(const Node &x, int i) const {
    return {x.begin[i], x.end[i], x.gap[i], x.id[i], x.child[i]};
  }

  void setEntry(int n, int i, const Entry &e) {
    Node &x = nodes[n];
    x.begin[i] = e.begin;
    x.end[i] = e.end;
    x.gap[i] = e.gap;
    x.id[i] = e.id;
    x.child[i] = e.child;
  }

  /// Node `n` as its parent's entry: within it, every interval but the
  /// first has a gap of at most its begin minus the largest end before it.
  Entry summarize(int n) const {
    const Node &x = nodes[n];
    Entry s{x.begin[0], x.end[0], x.gap[0], x.id[0], n};
    for (int i = 1; i < x.count; ++i) {
      s.gap = std::max({s.gap, x.gap[i], x.begin[i] - s.end});
      s.end = std::max(s.end, x.end[i]);
    }
    return s;
  }

  /// The entry of inner node `x` whose child would hold `k`: the last one
  /// whose first key is at most `k`, else the first.
  int childFor(const Node &x, Key k) const {
    return std::max(upperBound(x, k) - 1, 0);
  }

  /// The first entry of `x` whose key is above `k` (x.count if none).
  int upperBound(const Node &x, Key k) const {
    // By begin first, then back over equal begins with larger ids.
    int i = static_cast<int>(
        std::upper_bound(x.begin, x.begin + x.count, k.first) - x.begin);
    while (i > 0 && x.begin[i - 1] == k.first && x.id[i - 1] > k.second)
      --i;
    return i;
  }

  /// Puts `e` at position `pos` of node `n`, splitting a full node in two
  /// halves first; returns the new right half, if any.
  std::optional<int> insertEntry(int n, int pos, const Entry &e) {
    if (nodes[n].count < kFanout) {
      shiftRight(n, pos);
      setEntry(n, pos, e);
      return std::nullopt;
    }
    int right = newNode(nodes[n].leaf); // May move the nodes: no references.
    constexpr int kHalf = kFanout / 2;
    Node &x = nodes[n], &y = nodes[right];
    forEachField(x, y, [](auto *from, auto *to) {
      std::copy(from + kHalf, from + kFanout, to);
    });
    x.count = kHalf;
    y.count = kFanout - kHalf;
    int into = pos <= kHalf ? n : right;
    int at = pos <= kHalf ? pos : pos - kHalf;
    shiftRight(into, at);
    setEntry(into, at, e);
    return right;
  }

  /// Calls `fn` with each field's array of `x`.
  template <typename Fn> static void forEachField(Node &x, Fn fn) {
    fn(x.begin);
    fn(x.end);
    fn(x.gap);
    fn(x.id);
    fn(x.child);
  }

  /// Calls `fn` with each field's array of `x` and the same field's of `y`.
  template <typename Fn> static void forEachField(Node &x, Node &y, Fn fn) {
    fn(x.begin, y.begin);
    fn(x.end, y.end);
    fn(x.gap, y.gap);
    fn(x.id, y.id);
    fn(x.child, y.child);
  }

  /// Opens position `pos` of node `n` (one below its room).
  void shiftRight(int n, int pos) {
    Node &x = nodes[n];
    forEachField(x, [&](auto *field) {
      std::copy_backward(field + pos, field + x.count, field + x.count + 1);
    });
    ++x.count;
  }

  void removeEntry(int n, int pos) {
    Node &x = nodes[n];
    forEachField(x, [&](auto *field) {
      std::copy(field + pos + 1, field + x.count, field + pos);
    });
    --x.count;
  }

  /// Inserts interval `e` under node `n`; returns the node's new right
  /// sibling where it split.
  std::optional<int> insertAt(int n, const Entry &e) {
    Key k{e.begin, e.id};
    if (nodes[n].leaf) {
      return insertEntry(n, upperBound(nodes[n], k), e);
    }
    int i = childFor(nodes[n], k);
    int c = nodes[n].child[i];
    std::optional<int> split = insertAt(c, e);
    setEntry(n, i, summarize(c));
    if (!split)
      return std::nullopt;
    return insertEntry(n, i + 1, summarize(*split));
  }

  /// Erases the interval keyed `k` under node `n`; whether it was there.
  bool eraseAt(int n, Key k) {
    const Node &x = nodes[n];
    if (x.count == 0 || k < key(x, 0))
      return false;
    if (x.leaf) {
      int i = upperBound(x, k) - 1;
      if (i < 0 || key(x, i) != k)
        return false;
      removeEntry(n, i);
      return true;
    }
    int i = childFor(x, k);
    int c = x.child[i];
    if (!eraseAt(c, k))
      return false;
    if (nodes[c].count == 0) {
      freeNode(c);
      removeEntry(n, i);
    } else {
      setEntry(n, i, summarize(c));
    }
    return true;
  }

  /// The first fit within node `n` given the largest end before it
  /// (`prefix`, advanced past the node when there is none).
  std::optional<int64_t> search(int n, int64_t &prefix, int64_t size) const {
    const Node &x = nodes[n];
    for (int i = 0; i < x.count; ++i) {
      if (x.begin[i] - prefix >= size)
        return prefix; // Before the entry's first interval.
      if (x.gap[i] >= size) {
        if (std::optional<int64_t> fit = search(x.child[i], prefix, size))
          return fit;
        continue; // The bound overstated the child's gaps.
      }
      prefix = std::max(prefix, x.end[i]);
    }
    return std::nullopt;
  }

  /// Appends the intervals under node `n`, in order.
  void collect(int n, std::vector<Entry> &out) const {
    const Node &x = nodes[n];
    for (int i = 0; i < x.count; ++i) {
      if (x.leaf)
        out.push_back(entryAt(x, i));
      else
        collect(x.child[i], out);
    }
  }

  /// Builds the tree anew from its intervals, each node three quarters full.
  void rebuild() {
    std::vector<Entry> level;
    level.reserve(numIntervals);
    collect(root, level);
    nodes.clear();
    freeNodes.clear();
    numLeaves = 0;
    constexpr int kFill = kFanout * 3 / 4;
    bool leaf = true;
    do {
      std::vector<Entry> parents;
      for (size_t first = 0; first < level.size(); first += kFill) {
        int n = newNode(leaf);
        size_t last = std::min(level.size(), first + kFill);
        for (size_t i = first; i < last; ++i)
          setEntry(n, static_cast<int>(i - first), level[i]);
        nodes[n].count = static_cast<int>(last - first);
        parents.push_back(summarize(n));
      }
      level = std::move(parents);
      leaf = false;
    } while (level.size() > 1);
    root = level.front().child;
  }
};

} // namespace mlir::ovl

#endif // OVL_SUPPORT_FIRSTFITINTERVALS_H
