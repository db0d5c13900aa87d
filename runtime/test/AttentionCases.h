//===- AttentionCases.h - Attention test shapes and agreement ---*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// What the attention tests on the host (AttentionTilesTest) and on a GPU
// (CudaKernelsTest) share: the shapes they run, and the relative error by
// which every GPU test compares with the cpu kernels.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_TEST_ATTENTIONCASES_H
#define OVL_RUNTIME_TEST_ATTENTIONCASES_H

#include <cmath>
#include <cstdint>
#include <ostream>
#include <vector>

namespace ovl::rt::test {

/// An attention test's shape.
struct AttentionCase {
  int64_t batch, seq, heads, dim;
  bool causal;
  int64_t groups = 0; // Key-value groups (0: one per head).
  double dropout = 0.0;

  int64_t qkvCount() const {
    return batch * seq * (heads + 2 * (groups ? groups : heads)) * dim;
  }
  int64_t outCount() const { return batch * seq * heads * dim; }
  int64_t lseCount() const { return batch * heads * seq; }
};

inline std::ostream &operator<<(std::ostream &os, const AttentionCase &c) {
  return os << "seq " << c.seq << " dim " << c.dim
            << (c.causal ? " causal" : " full") << " groups " << c.groups
            << " dropout " << c.dropout;
}

/// Shapes that cover the layouts (grouped queries), masks, dropout, head
/// sizes the backend takes and several tiles of 64 rows.
inline const std::vector<AttentionCase> kAttentionCases = {
    {2, 16, 4, 8, true},           {1, 100, 2, 64, true},
    {2, 70, 3, 40, false},         {1, 33, 1, 128, true},
    {1, 20, 2, 256, true},         {2, 40, 4, 32, true, 2},
    {1, 50, 6, 64, false, 1},      {2, 16, 4, 8, true, 0, 0.2},
    {1, 100, 2, 64, true, 0, 0.1}, {2, 70, 3, 40, false, 0, 0.1},
    {2, 40, 4, 32, true, 2, 0.5},  {2, 257, 4, 128, true, 2, 0.1},
    {1, 130, 3, 96, false}};

/// ||actual - expected|| / ||expected|| (L2; the absolute norm when
/// expected is all zero).
inline double relativeError(const std::vector<float> &actual,
                            const std::vector<float> &expected) {
  double diff = 0.0, norm = 0.0;
  for (size_t i = 0; i < expected.size(); ++i) {
    double d = double(actual[i]) - expected[i];
    diff += d * d;
    norm += double(expected[i]) * expected[i];
  }
  return norm > 0 ? std::sqrt(diff / norm) : std::sqrt(diff);
}

} // namespace ovl::rt::test

#endif // OVL_RUNTIME_TEST_ATTENTIONCASES_H
