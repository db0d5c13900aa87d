//===- RandomValues.h - Random inputs for the runtime tests -----*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_TEST_RANDOMVALUES_H
#define OVL_RUNTIME_TEST_RANDOMVALUES_H

#include <random>
#include <vector>

namespace ovl::rt::test {

/// `n` normal(0, scale) floats from a fixed seed.
inline std::vector<float> randomFloats(size_t n, unsigned seed,
                                       float scale = 1.0f) {
  std::mt19937 gen(seed);
  std::normal_distribution<float> dist(0.0f, scale);
  std::vector<float> v(n);
  for (float &x : v)
    x = dist(gen);
  return v;
}

} // namespace ovl::rt::test

#endif // OVL_RUNTIME_TEST_RANDOMVALUES_H
