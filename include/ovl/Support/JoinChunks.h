//===- JoinChunks.h - Per-chunk results joined in order ---------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The analyses share a million ops out to the context's threads in chunks,
// each chunk filling its own vector (no writes shared between threads); the
// chunks' vectors are then joined in chunk order, which is the order one
// thread would have produced.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_SUPPORT_JOINCHUNKS_H
#define OVL_SUPPORT_JOINCHUNKS_H

#include <vector>

namespace mlir::ovl {

/// The chunks' elements one after the other, in chunk order; the chunks are
/// emptied (their memory freed) as they are joined.
template <typename T>
std::vector<T> joinChunks(std::vector<std::vector<T>> &chunks) {
  size_t size = 0;
  for (const std::vector<T> &chunk : chunks)
    size += chunk.size();
  std::vector<T> all;
  all.reserve(size);
  for (std::vector<T> &chunk : chunks) {
    all.insert(all.end(), chunk.begin(), chunk.end());
    std::vector<T>().swap(chunk);
  }
  return all;
}

} // namespace mlir::ovl

#endif // OVL_SUPPORT_JOINCHUNKS_H
