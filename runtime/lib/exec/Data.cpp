//===- Data.cpp - Deterministic initial weights and synthetic batches -----===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/Data.h"

#include <cmath>

using namespace ovl::rt;

uint64_t ovl::rt::fnv1a64(std::string_view text) {
  uint64_t hash = 0xCBF29CE484222325ull;
  for (unsigned char c : text) {
    hash ^= c;
    hash *= 0x100000001B3ull;
  }
  return hash;
}

uint64_t ovl::rt::tensorStream(uint64_t seed, std::string_view name) {
  return splitmix64(seed ^ fnv1a64(name));
}

double ovl::rt::normalAt(uint64_t stream, uint64_t index, double std) {
  uint64_t a = splitmix64(stream + 2 * index);
  uint64_t b = splitmix64(stream + 2 * index + 1);
  double u1 = double((a >> 11) + 1) * 0x1.0p-53;
  double u2 = double(b >> 11) * 0x1.0p-53;
  return std * std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
}

void ovl::rt::initParam(const ParamDecl &param, const Mesh &mesh,
                        const std::vector<int> &coords, uint64_t seed,
                        float *out) {
  int64_t n = param.numElements();
  if (param.init != InitKind::Normal) {
    float value = param.init == InitKind::Ones ? 1.0f : 0.0f;
    for (int64_t i = 0; i < n; ++i)
      out[i] = value;
    return;
  }
  uint64_t stream = tensorStream(seed, param.name);
  size_t rank = param.shape.size();
  std::vector<int64_t> origin = param.globalOrigin(mesh.axisSizes, coords);
  // Walk the local elements in row-major order, tracking the global index.
  std::vector<int64_t> idx(rank, 0);
  for (int64_t local = 0; local < n; ++local) {
    uint64_t global = 0;
    for (size_t d = 0; d < rank; ++d) {
      global = global * param.globalShape[d] + idx[d] + origin[d];
    }
    out[local] = static_cast<float>(normalAt(stream, global, param.std));
    for (size_t d = rank; d-- > 0;) {
      if (++idx[d] < param.shape[d])
        break;
      idx[d] = 0;
    }
  }
}

int32_t ovl::rt::syntheticToken(uint64_t seed, int64_t replica,
                                int64_t microbatch, int64_t sample,
                                int64_t position, int64_t vocab) {
  uint64_t k = splitmix64(seed + 0x5EED);
  k = splitmix64(k + replica);
  k = splitmix64(k + microbatch);
  k = splitmix64(k + sample) + position;
  return static_cast<int32_t>(splitmix64(k) % static_cast<uint64_t>(vocab));
}
