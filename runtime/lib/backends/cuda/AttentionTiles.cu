//===- AttentionTiles.cu - Attention's block programs on the GPU ----------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The device side of ovl/runtime/AttentionTiles.h: a Block whose products
// are, in bf16, wmma's (16 x 16 x 16, bf16 in, f32 accumulated; CUDA C++
// Programming Guide, "Warp Matrix Functions") on the tensor cores and, in
// f32, tiles::cudaCoreProduct on the CUDA cores (exact f32, as the cpu
// kernels); the three kernels that run its programs, and their launches.
// gpu::attention and gpu::attentionGrad (CudaKernels.cu) choose between
// these and the warp-per-row kernels.
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
#include <type_traits>
#include <utility>
#include <vector>

#define OVL_TILE_FN __device__ __forceinline__
#include "ovl/runtime/AttentionTiles.h"

using namespace ovl::rt;

namespace {

using Bf16 = __nv_bfloat16;

/// A thread block of the GPU as the programs see it: tiles and tensors of
/// element type T (bf16: products on the tensor cores; f32: on the CUDA
/// cores).
template <typename T> struct DeviceBlock {
  using Half = T;
  __device__ int threads() const { return blockDim.x; }
  template <typename F> __device__ void forEachThread(F &&f) {
    f(static_cast<int>(threadIdx.x));
  }
  template <typename F> __device__ void forEachWarp(F &&f) {
    f(static_cast<int>(threadIdx.x / 32));
  }
  __device__ void sync() { __syncthreads(); }
  static __device__ Half toHalf(float x) {
    if constexpr (std::is_same_v<T, Bf16>)
      return __float2bfloat16_rn(x);
    else
      return x;
  }
  static __device__ float load(const T *p, int64_t i) {
    if constexpr (std::is_same_v<T, Bf16>)
      return __bfloat162float(p[i]);
    else
      return p[i];
  }
  static __device__ void store(T *p, int64_t i, float v) { p[i] = toHalf(v); }
  /// Every lane of the warp calls it with the same arguments.
  __device__ void mma(float *c, int ldc, bool accumulate, const Half *a,
                      int lda, const Half *b, int ldb, bool bTransposed,
                      int k) {
    if constexpr (std::is_same_v<T, float>) {
      tiles::cudaCoreProduct(static_cast<int>(threadIdx.x % 32), c, ldc,
                             accumulate, a, lda, b, ldb, bTransposed, k);
    } else {
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
  }
};

using tiles::DropoutSource;

extern __shared__ __align__(128) char tileMemory[];

template <typename T>
__global__ void forwardKernel(const T *qkv, T *out, T *lse, tiles::Shape shape,
                              bool causal, float scale, DropoutSource drop,
                              tiles::Tiling tiling) {
  DeviceBlock<T> block;
  tiles::forwardBlock(block, tileMemory, tiling, qkv, out, lse, shape, causal,
                      scale, drop.make(), blockIdx.y / shape.heads,
                      blockIdx.y % shape.heads,
                      int64_t(blockIdx.x) * tiling.rows);
}

template <typename T>
__global__ void queryGradKernel(const T *qkv, const T *lse, const T *dout,
                                const float *delta, T *dqkv, tiles::Shape shape,
                                bool causal, float scale, DropoutSource drop,
                                tiles::Tiling tiling) {
  DeviceBlock<T> block;
  tiles::queryGradBlock(block, tileMemory, tiling, qkv, lse, dout, delta, dqkv,
                        shape, causal, scale, drop.make(),
                        blockIdx.y / shape.heads, blockIdx.y % shape.heads,
                        int64_t(blockIdx.x) * tiling.rows);
}

template <typename T>
__global__ void keyValueGradKernel(const T *qkv, const T *lse, const T *dout,
                                   const float *delta, T *dqkv,
                                   tiles::Shape shape, bool causal, float scale,
                                   DropoutSource drop, tiles::Tiling tiling) {
  DeviceBlock<T> block;
  tiles::keyValueGradBlock(block, tileMemory, tiling, qkv, lse, dout, delta,
                           dqkv, shape, causal, scale, drop.make(),
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

/// The rows a block of `program` owns for tiles of T at head size `dim`
/// on the current device (0: none fits).
template <typename T> int rowsFor(tiles::Program program, int64_t dim) {
  return tiles::rowsWithin<T>(program, static_cast<int>(dim),
                              currentDeviceLimits().sharedBytes);
}

/// Launches `kernel` for `program` over a grid of (tiles of seq, y) blocks,
/// with `args` and the tiling.
template <typename T, typename Kernel, typename... Args>
void launch(Kernel kernel, tiles::Program program, int64_t dim, int64_t seq,
            int64_t y, cudaStream_t stream, const char *what, Args... args) {
  tiles::Tiling tiling =
      tiles::Tiling::of<T>(rowsFor<T>(program, dim), static_cast<int>(dim));
  size_t bytes = tiles::programBytes<T>(program, tiling);
  allowSharedMemory(reinterpret_cast<const void *>(kernel), bytes, what);
  dim3 grid(static_cast<unsigned>((seq + tiling.rows - 1) / tiling.rows),
            static_cast<unsigned>(y));
  kernel<<<grid, tiling.threads(), bytes, stream>>>(args..., tiling);
  gpu::check(cudaGetLastError(), what);
}

/// Calls f(T *) with a null pointer of the element type of `t` (bf16, f32).
template <typename F> void withElementType(DType t, F &&f) {
  if (t == DType::BF16)
    f(static_cast<Bf16 *>(nullptr));
  else
    f(static_cast<float *>(nullptr));
}

/// Whether the programs have tiles of `t` at head size `dim` on the current
/// device, shared memory aside.
bool tilesTake(DType t, int64_t dim) {
  if ((t != DType::BF16 && t != DType::F32) || dim <= 0 ||
      dim > gpu::kMaxAttentionHeadDim)
    return false;
  // bf16 wmma: compute capability 8.0 and later.
  return t != DType::BF16 || currentDeviceLimits().major >= 8;
}

} // namespace

bool gpu::tileAttentionRuns(DType t, int64_t dim) {
  if (!tilesTake(t, dim))
    return false;
  bool fits = true;
  withElementType(t, [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    for (tiles::Program p : {tiles::Program::Forward, tiles::Program::QueryGrad,
                             tiles::Program::KeyValueGrad})
      fits &= rowsFor<T>(p, dim) > 0;
  });
  return fits;
}

void gpu::tileAttention(DType t, const void *qkv, void *out, void *lse,
                        int64_t batch, int64_t seq, int64_t heads,
                        int64_t groups, int64_t dim, bool causal,
                        const AttentionDropout &dropout, cudaStream_t stream) {
  tiles::Shape shape = tiles::Shape::of(seq, heads, groups, dim);
  float scale = static_cast<float>(1.0 / std::sqrt(double(dim)));
  withElementType(t, [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    launch<T>(&forwardKernel<T>, tiles::Program::Forward, dim, seq,
              batch * heads, stream, "attention (tiles)",
              static_cast<const T *>(qkv), static_cast<T *>(out),
              static_cast<T *>(lse), shape, causal, scale,
              tiles::dropoutSourceOf(dropout));
  });
}

void gpu::tileAttentionGrad(DType t, const void *qkv, const void *lse,
                            const void *dout, const float *delta, void *dqkv,
                            int64_t batch, int64_t seq, int64_t heads,
                            int64_t groups, int64_t dim, bool causal,
                            const AttentionDropout &dropout,
                            cudaStream_t stream) {
  tiles::Shape shape = tiles::Shape::of(seq, heads, groups, dim);
  float scale = static_cast<float>(1.0 / std::sqrt(double(dim)));
  withElementType(t, [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    auto *q = static_cast<const T *>(qkv);
    auto *l = static_cast<const T *>(lse);
    auto *d = static_cast<const T *>(dout);
    auto *g = static_cast<T *>(dqkv);
    launch<T>(&queryGradKernel<T>, tiles::Program::QueryGrad, dim, seq,
              batch * heads, stream, "attention_grad (tiles, queries)", q, l, d,
              delta, g, shape, causal, scale, tiles::dropoutSourceOf(dropout));
    launch<T>(&keyValueGradKernel<T>, tiles::Program::KeyValueGrad, dim, seq,
              batch * shape.groups, stream,
              "attention_grad (tiles, keys and values)", q, l, d, delta, g,
              shape, causal, scale, tiles::dropoutSourceOf(dropout));
  });
}

std::vector<gpu::TileProgramLaunch> gpu::tileAttentionLaunches(DType t,
                                                               int64_t dim) {
  std::vector<TileProgramLaunch> launches;
  if (!tilesTake(t, dim))
    return launches;
  withElementType(t, [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    auto add = [&](const void *kernel, tiles::Program program,
                   const char *name) {
      TileProgramLaunch launch;
      launch.program = name;
      launch.rows = rowsFor<T>(program, dim);
      if (launch.rows > 0) {
        tiles::Tiling tiling =
            tiles::Tiling::of<T>(launch.rows, static_cast<int>(dim));
        launch.threads = tiling.threads();
        launch.sharedBytes = tiles::programBytes<T>(program, tiling);
        allowSharedMemory(kernel, launch.sharedBytes, name);
        gpu::check(cudaOccupancyMaxActiveBlocksPerMultiprocessor(
                       &launch.blocksPerSM, kernel, launch.threads,
                       launch.sharedBytes),
                   name);
      }
      launches.push_back(launch);
    };
    add(reinterpret_cast<const void *>(&forwardKernel<T>),
        tiles::Program::Forward, "attention (tiles)");
    add(reinterpret_cast<const void *>(&queryGradKernel<T>),
        tiles::Program::QueryGrad, "attention_grad (tiles, queries)");
    add(reinterpret_cast<const void *>(&keyValueGradKernel<T>),
        tiles::Program::KeyValueGrad,
        "attention_grad (tiles, keys and values)");
  });
  return launches;
}
