//===- GpuTestSupport.h - Device buffers and comparisons for GPU tests -*- C++
//-*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Tolerances (docs/runtime.md, "Accuracy"): an f32 result agrees with the
// cpu backend's when its norm-wise relative error, ||gpu - cpu|| / ||cpu||,
// is at most 1e-5; a bf16 result, computed from bf16 inputs and rounded to
// bf16 once per stored value (8 significant bits), when it is at most 1e-2
// against the cpu kernel run on the same bf16 inputs widened to f32.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_TEST_GPU_GPUTESTSUPPORT_H
#define OVL_RUNTIME_TEST_GPU_GPUTESTSUPPORT_H

#include "../../lib/backends/cuda/CudaKernels.h"
#include "../AttentionCases.h"
#include "../RandomValues.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <vector>

namespace ovl::rt::test {

constexpr double kF32Tolerance = 1e-5;
constexpr double kBf16Tolerance = 1e-2;

inline double toleranceFor(DType t) {
  return t == DType::BF16 ? kBf16Tolerance : kF32Tolerance;
}

/// Rounds every value to what `t` can hold (bf16: nearest even).
inline std::vector<float> representable(std::vector<float> v, DType t) {
  if (t == DType::BF16)
    for (float &x : v)
      x = gpu::bf16ToFloat(gpu::floatToBf16(x));
  return v;
}

/// A device buffer holding float values as `type`.
class DeviceTensor {
public:
  DeviceTensor(DType type, size_t count) : type(type), count(count) {
    gpu::check(cudaMalloc(&data, bytes() ? bytes() : 4), "test: cudaMalloc");
    gpu::check(cudaMemset(data, 0, bytes() ? bytes() : 4), "test: memset");
  }
  DeviceTensor(DType type, const std::vector<float> &values)
      : DeviceTensor(type, values.size()) {
    upload(values);
  }
  ~DeviceTensor() { cudaFree(data); }
  DeviceTensor(const DeviceTensor &) = delete;
  DeviceTensor &operator=(const DeviceTensor &) = delete;

  size_t bytes() const { return count * dtypeSize(type); }
  void upload(const std::vector<float> &values) {
    std::vector<char> raw(bytes());
    for (size_t i = 0; i < count; ++i) {
      if (type == DType::BF16) {
        uint16_t h = gpu::floatToBf16(values[i]);
        std::memcpy(raw.data() + 2 * i, &h, 2);
      } else {
        std::memcpy(raw.data() + 4 * i, &values[i], 4);
      }
    }
    gpu::check(cudaMemcpy(data, raw.data(), bytes(), cudaMemcpyHostToDevice),
               "test: upload");
  }
  std::vector<float> download() const {
    gpu::check(cudaDeviceSynchronize(), "test: kernel");
    std::vector<char> raw(bytes());
    gpu::check(cudaMemcpy(raw.data(), data, bytes(), cudaMemcpyDeviceToHost),
               "test: download");
    std::vector<float> values(count);
    for (size_t i = 0; i < count; ++i) {
      if (type == DType::BF16) {
        uint16_t h;
        std::memcpy(&h, raw.data() + 2 * i, 2);
        values[i] = gpu::bf16ToFloat(h);
      } else {
        std::memcpy(&values[i], raw.data() + 4 * i, 4);
      }
    }
    return values;
  }

  DType type;
  size_t count;
  void *data = nullptr;
};

/// Tokens or labels on the device.
class DeviceInts {
public:
  explicit DeviceInts(const std::vector<int32_t> &values)
      : count(values.size()) {
    gpu::check(cudaMalloc(reinterpret_cast<void **>(&data), count * 4 + 4),
               "test: cudaMalloc");
    gpu::check(
        cudaMemcpy(data, values.data(), count * 4, cudaMemcpyHostToDevice),
        "test: upload");
  }
  ~DeviceInts() { cudaFree(data); }
  size_t count;
  int32_t *data = nullptr;
};

/// Whether `actual` agrees with the cpu kernel's `expected` for `type`.
inline testing::AssertionResult agrees(const std::vector<float> &actual,
                                       const std::vector<float> &expected,
                                       DType type) {
  if (actual.size() != expected.size())
    return testing::AssertionFailure()
           << actual.size() << " values, expected " << expected.size();
  double error = relativeError(actual, expected);
  if (error <= toleranceFor(type))
    return testing::AssertionSuccess();
  return testing::AssertionFailure()
         << "relative error " << error << " exceeds " << toleranceFor(type)
         << " (" << dtypeName(type) << ")";
}

#define EXPECT_AGREES(actual, expected, type)                                  \
  EXPECT_TRUE(::ovl::rt::test::agrees((actual), (expected), (type)))

} // namespace ovl::rt::test

#endif // OVL_RUNTIME_TEST_GPU_GPUTESTSUPPORT_H
