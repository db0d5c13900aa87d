//===- Random.h - Counter-based random numbers ------------------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Every random number Ovl's runtime uses is a function of a key and an index,
// never of a generator's state: the cpu and cuda backends compute the same
// bits in any order, on any thread, and the PyTorch oracle
// (test/e2e/ovl_reference.py) reproduces them with numpy. The mixer is
// splitmix64 (Steele, Lea and Flood, "Fast Splittable Pseudorandom Number
// Generators", OOPSLA 2014; the constants of Vigna's public-domain
// splitmix64.c, https://prng.di.unimi.it/splitmix64.c): the output for the
// state `x`, after its increment.
//
// Dropout (ovl.dropout, the `dropout` kernel) keeps element i of its tensor
// in step `step` (0-based) of a run seeded `runSeed` (ovl-run --seed) when
//
//   key  = splitmix64(splitmix64(splitmix64(splitmix64(runSeed + 0xD207)
//                                            + seed) + step) + member)
//   bits = splitmix64(key + offset + i) >> 32
//   bits >= floor(ratio 2^32)
//
// (`seed`: the op's, one per dropout site; `member`: the rank's position in
// the op's group, 0 without one), and multiplies what it keeps by the f32
// rounding of 1 / (1 - ratio); the backward applies the same mask to the
// gradient.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_RANDOM_H
#define OVL_RUNTIME_RANDOM_H

#include <cstdint>

#if defined(__CUDACC__)
#define OVL_HOST_DEVICE __host__ __device__
#else
#define OVL_HOST_DEVICE
#endif

namespace ovl::rt {

OVL_HOST_DEVICE inline uint64_t splitmix64(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

/// The key of a dropout site's mask in one step (see the file comment).
OVL_HOST_DEVICE inline uint64_t dropoutKey(uint64_t runSeed, uint64_t seed,
                                           uint64_t step, uint64_t member) {
  uint64_t run = splitmix64(runSeed + 0xD207);
  return splitmix64(splitmix64(splitmix64(run + seed) + step) + member);
}

/// Dropped bits are those below this: floor(ratio 2^32), ratio in [0, 1).
inline uint32_t dropoutThreshold(double ratio) {
  return static_cast<uint32_t>(ratio * 4294967296.0);
}

/// What a kept element is multiplied by: 1 / (1 - ratio), rounded to f32.
inline float dropoutScale(double ratio) {
  return static_cast<float>(1.0 / (1.0 - ratio));
}

/// Whether element `index` (offset included) survives under `key`.
OVL_HOST_DEVICE inline bool dropoutKeeps(uint64_t key, uint64_t index,
                                         uint32_t threshold) {
  return static_cast<uint32_t>(splitmix64(key + index) >> 32) >= threshold;
}

} // namespace ovl::rt

#endif // OVL_RUNTIME_RANDOM_H
