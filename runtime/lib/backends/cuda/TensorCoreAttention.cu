//===- TensorCoreAttention.cu - bf16 attention on tensor cores ------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The device side of ovl/runtime/TensorCoreAttention.h: a Block whose
// products are wmma's (16 x 16 x 16, bf16 in, f32 accumulated; CUDA C++
// Programming Guide, "Warp Matrix Functions"), the three kernels that run
// its programs, and their launches. gpu::attention and gpu::attentionGrad
// (CudaKernels.cu) choose between these and the CUDA-core kernels.
//
//===----------------------------------------------------------------------===//

#include "CudaKernels.h"

#include "ovl/runtime/Backend.h"
#include "ovl/runtime/Random.h"

#include <cuda_bf16.h>
#include <mma.h>

#include <cmath>
#include <map>
#include <mutex>
#include <string>
#include <utility>

#define OVL_TILE_FN __device__ __forceinline__
#include "ovl/runtime/TensorCoreAttention.h"

using namespace ovl::rt;

namespace {

using Bf16 = __nv_bfloat16;

/// A thread block of the GPU as the tile programs see it.
struct DeviceBlock {
  using Half = Bf16;
  __device__ int threads() const { return blockDim.x; }
  template <typename F> __device__ void forEachThread(F &&f) {
    f(static_cast<int>(threadIdx.x));
  }
  template <typename F> __device__ void forEachWarp(F &&f) {
    f(static_cast<int>(threadIdx.x / 32));
  }
  __device__ void sync() { __syncthreads(); }
  static __device__ Half toHalf(float x) { return __float2bfloat16_rn(x); }
  static __device__ float load(const Bf16 *p, int64_t i) {
    return __bfloat162float(p[i]);
  }
  static __device__ void store(Bf16 *p, int64_t i, float v) {
    p[i] = __float2bfloat16_rn(v);
  }
  /// Every lane of the warp calls it with the same arguments.
  __device__ void mma(float *c, int ldc, bool accumulate, const Half *a,
                      int lda, const Half *b, int ldb, bool bTransposed,
                      int k) {
    using namespace nvcuda;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
    if (accumulate)
      wmma::load_matrix_sync(acc, c, ldc, wmma::mem_row_major);
    else
      wmma::fill_fragment(acc, 0.0f);
    wmma::fragment<wmma::matrix_a, 16, 16, 16, Bf16, wmma::row_major> fa;
    if (bTransposed) {
      wmma::fragment<wmma::matrix_b, 16, 16, 16, Bf16, wmma::col_major> fb;
      for (int kk = 0; kk < k; kk += 16) {
        wmma::load_matrix_sync(fa, a + kk, lda);
        wmma::load_matrix_sync(fb, b + kk, ldb);
        wmma::mma_sync(acc, fa, fb, acc);
      }
    } else {
      wmma::fragment<wmma::matrix_b, 16, 16, 16, Bf16, wmma::row_major> fb;
      for (int kk = 0; kk < k; kk += 16) {
        wmma::load_matrix_sync(fa, a + kk, lda);
        wmma::load_matrix_sync(fb, b + int64_t(kk) * ldb, ldb);
        wmma::mma_sync(acc, fa, fb, acc);
      }
    }
    wmma::store_matrix_sync(c, acc, ldc, wmma::mem_row_major);
  }
};

/// Dropout's key is made on the device from the step counter, as the
/// dropout kernel's (gpu::AttentionDropout).
struct DropoutSource {
  uint64_t runSeed, seed, member;
  const uint64_t *step;
  uint32_t threshold;
  float scale;
  bool active;
  __device__ tc::Dropout make() const {
    tc::Dropout d;
    if (active)
      d = {dropoutKey(runSeed, seed, *step, member), threshold, scale, true};
    return d;
  }
};

DropoutSource dropoutSource(const gpu::AttentionDropout &d) {
  return {d.runSeed,
          d.seed,
          d.member,
          d.step,
          dropoutThreshold(d.ratio),
          dropoutScale(d.ratio),
          d.ratio > 0};
}

extern __shared__ __align__(128) char tileMemory[];

__global__ void forwardKernel(const Bf16 *qkv, Bf16 *out, Bf16 *lse,
                              tc::Shape shape, tc::Tiling tiling, bool causal,
                              float scale, DropoutSource drop) {
  DeviceBlock block;
  tc::forwardBlock(block, tileMemory, tiling, qkv, out, lse, shape, causal,
                   scale, drop.make(), blockIdx.y / shape.heads,
                   blockIdx.y % shape.heads, int64_t(blockIdx.x) * tiling.rows);
}

__global__ void queryGradKernel(const Bf16 *qkv, const Bf16 *lse,
                                const Bf16 *dout, const float *delta,
                                Bf16 *dqkv, tc::Shape shape, tc::Tiling tiling,
                                bool causal, float scale, DropoutSource drop) {
  DeviceBlock block;
  tc::queryGradBlock(block, tileMemory, tiling, qkv, lse, dout, delta, dqkv,
                     shape, causal, scale, drop.make(),
                     blockIdx.y / shape.heads, blockIdx.y % shape.heads,
                     int64_t(blockIdx.x) * tiling.rows);
}

__global__ void keyValueGradKernel(const Bf16 *qkv, const Bf16 *lse,
                                   const Bf16 *dout, const float *delta,
                                   Bf16 *dqkv, tc::Shape shape,
                                   tc::Tiling tiling, bool causal, float scale,
                                   DropoutSource drop) {
  DeviceBlock block;
  tc::keyValueGradBlock(block, tileMemory, tiling, qkv, lse, dout, delta, dqkv,
                        shape, causal, scale, drop.make(),
                        blockIdx.y / shape.groups, blockIdx.y % shape.groups,
                        int64_t(blockIdx.x) * tiling.rows);
}

/// What the current device offers the programs.
struct DeviceLimits {
  int major = 0;
  size_t sharedBytes = 0; // Per block, opted in.
};

std::mutex limitsMutex;

DeviceLimits currentDeviceLimits() {
  int device = 0;
  gpu::check(cudaGetDevice(&device), "attention: current device");
  std::lock_guard<std::mutex> lock(limitsMutex);
  static std::map<int, DeviceLimits> known;
  auto it = known.find(device);
  if (it != known.end())
    return it->second;
  DeviceLimits limits;
  int optin = 0;
  gpu::check(cudaDeviceGetAttribute(&limits.major,
                                    cudaDevAttrComputeCapabilityMajor, device),
             "attention: compute capability");
  gpu::check(cudaDeviceGetAttribute(
                 &optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, device),
             "attention: shared memory per block");
  limits.sharedBytes = static_cast<size_t>(optin);
  return known[device] = limits;
}

/// Lets `kernel` take `bytes` of dynamic shared memory on the current
/// device. Set once per device and size (the first, eager step of a
/// --cuda-graph run sets it before any capture).
void allowSharedMemory(const void *kernel, size_t bytes, const char *what) {
  if (bytes <= 48 * 1024)
    return;
  int device = 0;
  gpu::check(cudaGetDevice(&device), what);
  std::lock_guard<std::mutex> lock(limitsMutex);
  static std::map<std::pair<int, const void *>, size_t> allowed;
  size_t &already = allowed[{device, kernel}];
  if (already >= bytes)
    return;
  gpu::check(cudaFuncSetAttribute(kernel,
                                  cudaFuncAttributeMaxDynamicSharedMemorySize,
                                  static_cast<int>(bytes)),
             what);
  already = bytes;
}

tc::Tiling tilingFor(tc::Program program, int64_t dim) {
  DeviceLimits limits = currentDeviceLimits();
  int rows =
      tc::rowsWithin<Bf16>(program, static_cast<int>(dim), limits.sharedBytes);
  return tc::Tiling::of(rows, static_cast<int>(dim));
}

void launched(const char *kernel) { gpu::check(cudaGetLastError(), kernel); }

} // namespace

bool gpu::tensorCoreAttentionRuns(DType t, int64_t dim) {
  if (t != DType::BF16 || dim <= 0 || dim > kMaxAttentionHeadDim)
    return false;
  DeviceLimits limits = currentDeviceLimits();
  if (limits.major < 8) // bf16 wmma: compute capability 8.0 and later.
    return false;
  for (tc::Program p : {tc::Program::Forward, tc::Program::QueryGrad,
                        tc::Program::KeyValueGrad})
    if (tc::rowsWithin<Bf16>(p, static_cast<int>(dim), limits.sharedBytes) == 0)
      return false;
  return true;
}

void gpu::tensorCoreAttention(const void *qkv, void *out, void *lse,
                              int64_t batch, int64_t seq, int64_t heads,
                              int64_t groups, int64_t dim, bool causal,
                              const AttentionDropout &dropout,
                              cudaStream_t stream) {
  tc::Shape shape{seq, heads, groups > 0 ? groups : heads,
                  static_cast<int>(dim)};
  float scale = static_cast<float>(1.0 / std::sqrt(double(dim)));
  tc::Tiling tiling = tilingFor(tc::Program::Forward, dim);
  size_t bytes = tc::programBytes<Bf16>(tc::Program::Forward, tiling);
  allowSharedMemory(reinterpret_cast<const void *>(&forwardKernel), bytes,
                    "attention: shared memory");
  dim3 grid(static_cast<unsigned>((seq + tiling.rows - 1) / tiling.rows),
            static_cast<unsigned>(batch * heads));
  forwardKernel<<<grid, tiling.threads(), bytes, stream>>>(
      static_cast<const Bf16 *>(qkv), static_cast<Bf16 *>(out),
      static_cast<Bf16 *>(lse), shape, tiling, causal, scale,
      dropoutSource(dropout));
  launched("attention (tensor cores)");
}

void gpu::tensorCoreAttentionGrad(const void *qkv, const void *lse,
                                  const void *dout, const float *delta,
                                  void *dqkv, int64_t batch, int64_t seq,
                                  int64_t heads, int64_t groups, int64_t dim,
                                  bool causal, const AttentionDropout &dropout,
                                  cudaStream_t stream) {
  tc::Shape shape{seq, heads, groups > 0 ? groups : heads,
                  static_cast<int>(dim)};
  float scale = static_cast<float>(1.0 / std::sqrt(double(dim)));
  auto *q = static_cast<const Bf16 *>(qkv);
  auto *l = static_cast<const Bf16 *>(lse);
  auto *d = static_cast<const Bf16 *>(dout);
  auto *g = static_cast<Bf16 *>(dqkv);

  tc::Tiling rowsQ = tilingFor(tc::Program::QueryGrad, dim);
  size_t bytesQ = tc::programBytes<Bf16>(tc::Program::QueryGrad, rowsQ);
  allowSharedMemory(reinterpret_cast<const void *>(&queryGradKernel), bytesQ,
                    "attention_grad: shared memory");
  dim3 gridQ(static_cast<unsigned>((seq + rowsQ.rows - 1) / rowsQ.rows),
             static_cast<unsigned>(batch * heads));
  queryGradKernel<<<gridQ, rowsQ.threads(), bytesQ, stream>>>(
      q, l, d, delta, g, shape, rowsQ, causal, scale, dropoutSource(dropout));
  launched("attention_grad (tensor cores, queries)");

  tc::Tiling rowsKV = tilingFor(tc::Program::KeyValueGrad, dim);
  size_t bytesKV = tc::programBytes<Bf16>(tc::Program::KeyValueGrad, rowsKV);
  allowSharedMemory(reinterpret_cast<const void *>(&keyValueGradKernel),
                    bytesKV, "attention_grad: shared memory");
  dim3 gridKV(static_cast<unsigned>((seq + rowsKV.rows - 1) / rowsKV.rows),
              static_cast<unsigned>(batch * shape.groups));
  keyValueGradKernel<<<gridKV, rowsKV.threads(), bytesKV, stream>>>(
      q, l, d, delta, g, shape, rowsKV, causal, scale, dropoutSource(dropout));
  launched("attention_grad (tensor cores, keys and values)");
}
