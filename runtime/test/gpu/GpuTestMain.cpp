//===- GpuTestMain.cpp - GoogleTest main that skips without a GPU ---------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// GPU test binaries exit with 77 (ctest's SKIP_RETURN_CODE for them) when no
// CUDA device is usable, so ctest reports them as skipped, never as passed.
//
//===----------------------------------------------------------------------===//

#include <cuda_runtime_api.h>
#include <gtest/gtest.h>

#include <cstdio>

int main(int argc, char **argv) {
  int devices = 0;
  cudaError_t status = cudaGetDeviceCount(&devices);
  if (status != cudaSuccess || devices == 0) {
    std::printf("no CUDA device (%s): skipped\n",
                status != cudaSuccess ? cudaGetErrorString(status)
                                      : "no devices");
    return 77;
  }
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
