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
// A treap ordered by (begin, id) whose nodes carry their subtree's smallest
// begin, largest end and an upper bound on its inner gaps: a subtree with
// neither a gap before its first interval nor an inner gap of `size` is
// skipped whole. Insert and erase take O(log n) expected time; a query
// O(log n) typically (the bound prunes all but the subtrees on the way to
// the answer). Priorities come from a fixed-seed generator: results and
// shapes are deterministic. The same interval scheme as XLA's heap
// simulator's best-fit (github.com/openxla/xla, heap_simulator.cc) and
// TFLite's arena planner keep, with first fit instead of best fit so that
// ovl-plan-memory's offsets do not change.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_SUPPORT_FIRSTFITINTERVALS_H
#define OVL_SUPPORT_FIRSTFITINTERVALS_H

#include <algorithm>
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
    root = insertAt(root, newNode(begin, end, id));
  }

  /// Removes the interval inserted as (begin, id), if present.
  void erase(int64_t begin, int id) { root = eraseAt(root, {begin, id}); }

  /// The first fit for `size` bytes (see the file comment).
  int64_t firstFit(int64_t size) const {
    int64_t prefix = 0;
    if (std::optional<int64_t> fit = search(root, prefix, size))
      return *fit;
    return prefix;
  }

  bool empty() const { return root == kNone; }

private:
  static constexpr int kNone = -1;
  static constexpr int64_t kNoGap = std::numeric_limits<int64_t>::min();
  using Key = std::pair<int64_t, int>;

  struct Node {
    int64_t begin, end;
    int id;
    uint32_t priority;
    int left = kNone, right = kNone;
    // Of the subtree: the first begin, the largest end, and a bound on the
    // gaps before each interval but the first (begin minus the largest end
    // before it, within the subtree).
    int64_t minBegin, maxEnd, innerGap;
  };

  std::vector<Node> nodes;
  std::vector<int> freeList;
  int root = kNone;
  uint64_t state = 0x9E3779B97F4A7C15ull;

  uint32_t nextPriority() { // xorshift64*: deterministic.
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return static_cast<uint32_t>((state * 0x2545F4914F6CDD1Dull) >> 32);
  }

  int newNode(int64_t begin, int64_t end, int id) {
    // A leaf: its subtree's first begin, largest end and no inner gap.
    Node node{begin, end, id, nextPriority(), kNone, kNone, begin, end, kNoGap};
    if (!freeList.empty()) {
      int index = freeList.back();
      freeList.pop_back();
      nodes[index] = node;
      return index;
    }
    nodes.push_back(node);
    return static_cast<int>(nodes.size()) - 1;
  }

  Key key(int n) const { return {nodes[n].begin, nodes[n].id}; }

  void update(int n) {
    Node &x = nodes[n];
    x.minBegin = x.begin;
    x.maxEnd = x.end;
    x.innerGap = kNoGap;
    if (x.left != kNone) {
      const Node &a = nodes[x.left];
      x.minBegin = a.minBegin;
      x.innerGap = std::max(a.innerGap, x.begin - a.maxEnd);
      x.maxEnd = std::max(x.maxEnd, a.maxEnd);
    }
    if (x.right != kNone) {
      const Node &b = nodes[x.right];
      // b's inner gaps only shrink under what lies before it.
      x.innerGap = std::max({x.innerGap, b.innerGap, b.minBegin - x.maxEnd});
      x.maxEnd = std::max(x.maxEnd, b.maxEnd);
    }
  }

  int insertAt(int n, int node) {
    if (n == kNone)
      return node;
    if (nodes[node].priority > nodes[n].priority) {
      auto [left, right] = split(n, key(node));
      nodes[node].left = left;
      nodes[node].right = right;
      update(node);
      return node;
    }
    if (key(node) < key(n))
      nodes[n].left = insertAt(nodes[n].left, node);
    else
      nodes[n].right = insertAt(nodes[n].right, node);
    update(n);
    return n;
  }

  int eraseAt(int n, Key k) {
    if (n == kNone)
      return kNone;
    if (key(n) == k) {
      freeList.push_back(n);
      return merge(nodes[n].left, nodes[n].right);
    }
    if (k < key(n))
      nodes[n].left = eraseAt(nodes[n].left, k);
    else
      nodes[n].right = eraseAt(nodes[n].right, k);
    update(n);
    return n;
  }

  /// Splits `n` into keys < k and keys >= k.
  std::pair<int, int> split(int n, Key k) {
    if (n == kNone)
      return {kNone, kNone};
    if (key(n) < k) {
      auto [left, right] = split(nodes[n].right, k);
      nodes[n].right = left;
      update(n);
      return {n, right};
    }
    auto [left, right] = split(nodes[n].left, k);
    nodes[n].left = right;
    update(n);
    return {left, n};
  }

  /// Joins two treaps whose keys are all ordered a < b.
  int merge(int a, int b) {
    if (a == kNone || b == kNone)
      return a == kNone ? b : a;
    if (nodes[a].priority > nodes[b].priority) {
      nodes[a].right = merge(nodes[a].right, b);
      update(a);
      return a;
    }
    nodes[b].left = merge(a, nodes[b].left);
    update(b);
    return b;
  }

  /// The first fit within subtree `n` given the largest end before it
  /// (`prefix`, advanced past the subtree when there is none).
  std::optional<int64_t> search(int n, int64_t &prefix, int64_t size) const {
    if (n == kNone)
      return std::nullopt;
    const Node &x = nodes[n];
    if (x.minBegin - prefix < size && x.innerGap < size) {
      prefix = std::max(prefix, x.maxEnd);
      return std::nullopt;
    }
    if (std::optional<int64_t> fit = search(x.left, prefix, size))
      return fit;
    if (x.begin - prefix >= size)
      return prefix;
    prefix = std::max(prefix, x.end);
    return search(x.right, prefix, size);
  }
};

} // namespace mlir::ovl

#endif // OVL_SUPPORT_FIRSTFITINTERVALS_H
