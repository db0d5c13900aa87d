//===- CudaKernels.cu - The cuda backend's kernels ------------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// See CudaKernels.h. Every kernel is templated on the stored element type
// (float or __nv_bfloat16) and computes in f32 or, where the cpu backend
// does, in double.
//
//===----------------------------------------------------------------------===//

#include "CudaKernels.h"

#include "ovl/runtime/Backend.h"
#include "ovl/runtime/Random.h"

#define OVL_TILE_FN __device__ __forceinline__
#include "ovl/runtime/AttentionTiles.h"

#include <cub/device/device_radix_sort.cuh>
#include <cuda_bf16.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>
#include <type_traits>

using namespace ovl::rt;

void gpu::check(cudaError_t status, const char *what) {
  if (status != cudaSuccess)
    throw RunError(std::string(what) + ": " + cudaGetErrorString(status));
}

int gpu::requireDevice(const std::string &prefix, const std::string &advice) {
  int count = 0;
  cudaError_t status = cudaGetDeviceCount(&count);
  if (status != cudaSuccess || count == 0)
    throw RunError(
        prefix + "no CUDA device is available (" +
        (status != cudaSuccess ? cudaGetErrorString(status) : "no devices") +
        "); run on a machine with an NVIDIA GPU" + advice);
  return count;
}

namespace {

constexpr int kThreads = 256;

template <typename T>
__device__ __forceinline__ float load(const T *p, int64_t i);
template <> __device__ __forceinline__ float load(const float *p, int64_t i) {
  return p[i];
}
template <>
__device__ __forceinline__ float load(const __nv_bfloat16 *p, int64_t i) {
  return __bfloat162float(p[i]);
}
template <typename T>
__device__ __forceinline__ void store(T *p, int64_t i, float v);
template <>
__device__ __forceinline__ void store(float *p, int64_t i, float v) {
  p[i] = v;
}
template <>
__device__ __forceinline__ void store(__nv_bfloat16 *p, int64_t i, float v) {
  p[i] = __float2bfloat16_rn(v);
}

unsigned blocksFor(int64_t n, int threads = kThreads) {
  int64_t blocks = (n + threads - 1) / threads;
  if (blocks < 1)
    blocks = 1;
  return static_cast<unsigned>(blocks > 65536 ? 65536 : blocks);
}

void launched(const char *kernel) { gpu::check(cudaGetLastError(), kernel); }

/// Calls `f` with a typed null pointer for the element type `t`.
template <typename F> void dispatch(DType t, const char *kernel, F &&f) {
  switch (t) {
  case DType::F32:
    f(static_cast<float *>(nullptr));
    break;
  case DType::BF16:
    f(static_cast<__nv_bfloat16 *>(nullptr));
    break;
  default:
    throw RunError(std::string(kernel) + ": dtype " + dtypeName(t) +
                   " is not supported by the cuda backend");
  }
  launched(kernel);
}

#define GRID_STRIDE(i, n)                                                      \
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < (n);    \
       i += int64_t(gridDim.x) * blockDim.x)

__device__ __forceinline__ int64_t minI64(int64_t a, int64_t b) {
  return a < b ? a : b;
}
__device__ __forceinline__ int64_t maxI64(int64_t a, int64_t b) {
  return a > b ? a : b;
}

__device__ __forceinline__ float warpSum(float v) {
  for (int offset = 16; offset > 0; offset >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, offset);
  return v;
}

/// Sum over the block (blockDim.x a multiple of 32, at most 1024); every
/// thread gets the total. `shared` holds 32 doubles.
__device__ double blockSum(double v, double *shared) {
  for (int offset = 16; offset > 0; offset >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  __syncthreads();
  if (lane == 0)
    shared[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / 32 ? shared[lane] : 0.0;
    for (int offset = 16; offset > 0; offset >>= 1)
      v += __shfl_down_sync(0xffffffffu, v, offset);
    if (lane == 0)
      shared[0] = v;
  }
  __syncthreads();
  return shared[0];
}

__device__ float blockMax(float v, float *shared) {
  for (int offset = 16; offset > 0; offset >>= 1)
    v = fmaxf(v, __shfl_down_sync(0xffffffffu, v, offset));
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  __syncthreads();
  if (lane == 0)
    shared[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / 32 ? shared[lane] : -INFINITY;
    for (int offset = 16; offset > 0; offset >>= 1)
      v = fmaxf(v, __shfl_down_sync(0xffffffffu, v, offset));
    if (lane == 0)
      shared[0] = v;
  }
  __syncthreads();
  return shared[0];
}

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

template <typename T, bool Multiply>
__global__ void broadcastKernel(const T *lhs, const T *rhs, T *out, int64_t n,
                                int64_t period) {
  GRID_STRIDE(i, n) {
    float a = load(lhs, i), b = load(rhs, i % period);
    store(out, i, Multiply ? __fmul_rn(a, b) : __fadd_rn(a, b));
  }
}

template <typename T>
__global__ void geluKernel(const T *in, T *out, int64_t n) {
  GRID_STRIDE(i, n) {
    double x = load(in, i);
    store(out, i, static_cast<float>(0.5 * x * (1.0 + erf(x * M_SQRT1_2))));
  }
}

template <typename T>
__global__ void dropoutKernel(const T *in, T *out, int64_t n, uint64_t runSeed,
                              uint64_t seed, uint64_t member, uint64_t offset,
                              uint32_t threshold, float scale,
                              const uint64_t *step) {
  const uint64_t first =
      ovl::rt::dropoutKey(runSeed, seed, *step, member) + offset;
  GRID_STRIDE(i, n) {
    bool keep =
        ovl::rt::dropoutKeeps(first, static_cast<uint64_t>(i), threshold);
    store(out, i, keep ? __fmul_rn(load(in, i), scale) : 0.0f);
  }
}

template <typename T>
__global__ void geluGradKernel(const T *in, const T *dout, T *din, int64_t n) {
  const double invSqrt2Pi = 0.5 * M_2_SQRTPI * M_SQRT1_2;
  GRID_STRIDE(i, n) {
    double x = load(in, i);
    double cdf = 0.5 * (1.0 + erf(x * M_SQRT1_2));
    double pdf = invSqrt2Pi * exp(-0.5 * x * x);
    store(din, i, static_cast<float>(load(dout, i) * (cdf + x * pdf)));
  }
}

template <typename T>
__global__ void sgdKernel(T *param, const T *grad, T *momentumBuffer, int64_t n,
                          const float *scalars, float mom, float wd) {
  // The cpu backend's f32 operations, unfused: g = grad + wd p;
  // v = mom v + g; p = p - rate v.
  float rate = scalars[0];
  GRID_STRIDE(i, n) {
    float p = load(param, i);
    float g = __fadd_rn(load(grad, i), __fmul_rn(wd, p));
    float v = __fadd_rn(__fmul_rn(mom, load(momentumBuffer, i)), g);
    store(momentumBuffer, i, v);
    store(param, i, __fsub_rn(p, __fmul_rn(rate, v)));
  }
}

/// The cpu kernel's f32 operations (kernels::adamw), unfused.
template <typename T>
__global__ void adamwKernel(T *param, const T *grad, T *expAvg, T *expAvgSq,
                            int64_t n, const float *scalars, float b1, float b2,
                            float eps) {
  float decay = scalars[0], stepSize = scalars[1], correction2 = scalars[2];
  GRID_STRIDE(i, n) {
    float g = load(grad, i);
    float p = __fmul_rn(load(param, i), decay);
    float m = __fadd_rn(__fmul_rn(b1, load(expAvg, i)),
                        __fmul_rn(__fsub_rn(1.0f, b1), g));
    float v = __fadd_rn(__fmul_rn(b2, load(expAvgSq, i)),
                        __fmul_rn(__fmul_rn(__fsub_rn(1.0f, b2), g), g));
    float denom = __fadd_rn(__fdiv_rn(__fsqrt_rn(v), correction2), eps);
    store(expAvg, i, m);
    store(expAvgSq, i, v);
    store(param, i, __fsub_rn(p, __fmul_rn(stepSize, __fdiv_rn(m, denom))));
  }
}

/// Blocks of the sum-of-squares partial pass: a fixed count, so the sum's
/// order (and bits) never depend on the launch.
constexpr int kSumSquaresBlocks = kThreads;

/// partial[block] = the block's grid-stride share of sum(in^2), in double.
template <typename T>
__global__ void sumSquaresPartialKernel(const T *in, double *partial,
                                        int64_t n) {
  __shared__ double shared[32];
  double sum = 0.0;
  GRID_STRIDE(i, n) {
    double v = load(in, i);
    sum += v * v;
  }
  sum = blockSum(sum, shared);
  if (threadIdx.x == 0)
    partial[blockIdx.x] = sum;
}

/// *out = (accumulate ? *out : 0) + sum of the partials (one block of
/// kSumSquaresBlocks threads).
template <typename T>
__global__ void sumSquaresFinishKernel(const double *partial, T *out,
                                       bool accumulate) {
  __shared__ double shared[32];
  double total = blockSum(partial[threadIdx.x], shared);
  if (threadIdx.x == 0)
    store(
        out, 0,
        static_cast<float>((accumulate ? double(load(out, 0)) : 0.0) + total));
}

template <typename T>
__global__ void clipByNormKernel(const T *grad, const T *normSq, T *out,
                                 int64_t n, float maxNorm) {
  float coeff = maxNorm / (sqrtf(load(normSq, 0)) + 1e-6f);
  GRID_STRIDE(i, n) {
    float g = load(grad, i);
    store(out, i, coeff < 1.0f ? g * coeff : g);
  }
}

template <typename From, typename To>
__global__ void convertKernel(const From *in, To *out, int64_t n) {
  GRID_STRIDE(i, n) { store(out, i, load(in, i)); }
}

__global__ void emptyKernel() {}

//===----------------------------------------------------------------------===//
// Column sums (bias gradients, layer-norm parameter gradients)
//===----------------------------------------------------------------------===//

int64_t rowChunks(int64_t rows) {
  int64_t chunks = (rows + 63) / 64;
  return chunks < 1 ? 1 : (chunks > 64 ? 64 : chunks);
}

/// partial[chunk][col] = sum over the chunk's rows of in[row][col] (double).
template <typename T>
__global__ void columnPartialKernel(const T *in, double *partial, int64_t rows,
                                    int64_t cols, int64_t rowsPerChunk) {
  int64_t col = blockIdx.x * int64_t(blockDim.x) + threadIdx.x;
  int64_t chunk = blockIdx.y;
  if (col >= cols)
    return;
  int64_t begin = chunk * rowsPerChunk;
  int64_t end = min(rows, begin + rowsPerChunk);
  double sum = 0.0;
  for (int64_t r = begin; r < end; ++r)
    sum += load(in, r * cols + col);
  partial[chunk * cols + col] = sum;
}

/// out[col] = sum over chunks, in chunk order.
template <typename T>
__global__ void columnFinishKernel(const double *partial, T *out, int64_t cols,
                                   int64_t chunks) {
  GRID_STRIDE(col, cols) {
    double sum = 0.0;
    for (int64_t c = 0; c < chunks; ++c)
      sum += partial[c * cols + col];
    store(out, col, static_cast<float>(sum));
  }
}

//===----------------------------------------------------------------------===//
// Layer norm
//===----------------------------------------------------------------------===//

template <typename T>
__global__ void layerNormKernel(const T *in, const T *gamma, const T *beta,
                                T *out, T *mean, T *rstd, int64_t cols,
                                double eps) {
  __shared__ double shared[32];
  int64_t row = blockIdx.x;
  const T *x = in + row * cols;
  double sum = 0.0;
  for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
    sum += load(x, c);
  double mu = blockSum(sum, shared) / cols;
  double var = 0.0;
  for (int64_t c = threadIdx.x; c < cols; c += blockDim.x) {
    double d = load(x, c) - mu;
    var += d * d;
  }
  var = blockSum(var, shared) / cols;
  double inv = 1.0 / sqrt(var + eps);
  if (threadIdx.x == 0) {
    store(mean, row, static_cast<float>(mu));
    store(rstd, row, static_cast<float>(inv));
  }
  for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
    store(out, row * cols + c,
          static_cast<float>((load(x, c) - mu) * inv * load(gamma, c) +
                             load(beta, c)));
}

template <typename T>
__global__ void layerNormInputGradKernel(const T *in, const T *gamma,
                                         const T *mean, const T *rstd,
                                         const T *dout, T *din, int64_t cols) {
  __shared__ double shared[32];
  int64_t row = blockIdx.x;
  const T *x = in + row * cols, *dy = dout + row * cols;
  double mu = load(mean, row), inv = load(rstd, row);
  double sumDxhat = 0.0, sumDxhatXhat = 0.0;
  for (int64_t c = threadIdx.x; c < cols; c += blockDim.x) {
    double xhat = (load(x, c) - mu) * inv;
    double dxhat = double(load(dy, c)) * load(gamma, c);
    sumDxhat += dxhat;
    sumDxhatXhat += dxhat * xhat;
  }
  double meanDxhat = blockSum(sumDxhat, shared) / cols;
  double meanDxhatXhat = blockSum(sumDxhatXhat, shared) / cols;
  for (int64_t c = threadIdx.x; c < cols; c += blockDim.x) {
    double xhat = (load(x, c) - mu) * inv;
    double dxhat = double(load(dy, c)) * load(gamma, c);
    store(din, row * cols + c,
          static_cast<float>(inv * (dxhat - meanDxhat - xhat * meanDxhatXhat)));
  }
}

/// partial[0][chunk][col] = sum dy xhat, partial[1][chunk][col] = sum dy.
template <typename T>
__global__ void layerNormParamPartialKernel(const T *in, const T *mean,
                                            const T *rstd, const T *dout,
                                            double *partial, int64_t rows,
                                            int64_t cols, int64_t chunks,
                                            int64_t rowsPerChunk) {
  int64_t col = blockIdx.x * int64_t(blockDim.x) + threadIdx.x;
  int64_t chunk = blockIdx.y;
  if (col >= cols)
    return;
  int64_t begin = chunk * rowsPerChunk;
  int64_t end = min(rows, begin + rowsPerChunk);
  double dg = 0.0, db = 0.0;
  for (int64_t r = begin; r < end; ++r) {
    double xhat = (load(in, r * cols + col) - double(load(mean, r))) *
                  double(load(rstd, r));
    double dy = load(dout, r * cols + col);
    dg += dy * xhat;
    db += dy;
  }
  partial[chunk * cols + col] = dg;
  partial[(chunks + chunk) * cols + col] = db;
}

//===----------------------------------------------------------------------===//
// RMSNorm
//===----------------------------------------------------------------------===//

template <typename T>
__global__ void rmsNormKernel(const T *in, const T *gamma, T *out, T *rstd,
                              int64_t cols, double eps) {
  __shared__ double shared[32];
  int64_t row = blockIdx.x;
  const T *x = in + row * cols;
  double squares = 0.0;
  for (int64_t c = threadIdx.x; c < cols; c += blockDim.x) {
    double v = load(x, c);
    squares += v * v;
  }
  double inv = 1.0 / sqrt(blockSum(squares, shared) / cols + eps);
  if (threadIdx.x == 0)
    store(rstd, row, static_cast<float>(inv));
  for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
    store(out, row * cols + c,
          static_cast<float>(load(x, c) * inv * load(gamma, c)));
}

template <typename T>
__global__ void rmsNormInputGradKernel(const T *in, const T *gamma,
                                       const T *rstd, const T *dout, T *din,
                                       int64_t cols) {
  __shared__ double shared[32];
  int64_t row = blockIdx.x;
  const T *x = in + row * cols, *dy = dout + row * cols;
  double inv = load(rstd, row);
  double sumDxhatXhat = 0.0;
  for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
    sumDxhatXhat += double(load(dy, c)) * load(gamma, c) * load(x, c) * inv;
  double meanDxhatXhat = blockSum(sumDxhatXhat, shared) / cols;
  for (int64_t c = threadIdx.x; c < cols; c += blockDim.x) {
    double xhat = load(x, c) * inv;
    double dxhat = double(load(dy, c)) * load(gamma, c);
    store(din, row * cols + c,
          static_cast<float>(inv * (dxhat - xhat * meanDxhatXhat)));
  }
}

/// partial[chunk][col] = sum over the chunk's rows of dy xhat.
template <typename T>
__global__ void rmsNormParamPartialKernel(const T *in, const T *rstd,
                                          const T *dout, double *partial,
                                          int64_t rows, int64_t cols,
                                          int64_t rowsPerChunk) {
  int64_t col = blockIdx.x * int64_t(blockDim.x) + threadIdx.x;
  int64_t chunk = blockIdx.y;
  if (col >= cols)
    return;
  int64_t begin = chunk * rowsPerChunk;
  int64_t end = min(rows, begin + rowsPerChunk);
  double dg = 0.0;
  for (int64_t r = begin; r < end; ++r)
    dg += double(load(dout, r * cols + col)) * load(in, r * cols + col) *
          double(load(rstd, r));
  partial[chunk * cols + col] = dg;
}

//===----------------------------------------------------------------------===//
// SwiGLU over rows of [gate | up]
//===----------------------------------------------------------------------===//

template <typename T>
__global__ void swigluKernel(const T *in, T *out, int64_t rows, int64_t cols) {
  GRID_STRIDE(i, rows * cols) {
    int64_t row = i / cols, col = i % cols;
    double gate = load(in, 2 * row * cols + col);
    double up = load(in, 2 * row * cols + cols + col);
    store(out, i, static_cast<float>(gate / (1.0 + exp(-gate)) * up));
  }
}

template <typename T>
__global__ void swigluGradKernel(const T *in, const T *dout, T *din,
                                 int64_t rows, int64_t cols) {
  GRID_STRIDE(i, rows * cols) {
    int64_t row = i / cols, col = i % cols;
    int64_t gateAt = 2 * row * cols + col, upAt = gateAt + cols;
    double gate = load(in, gateAt), up = load(in, upAt), dy = load(dout, i);
    double s = 1.0 / (1.0 + exp(-gate));
    store(din, gateAt, static_cast<float>(dy * up * s * (1.0 + gate * (1.0 - s))));
    store(din, upAt, static_cast<float>(dy * gate * s));
  }
}

//===----------------------------------------------------------------------===//
// Rotary position embedding of qkv [B, S, H, 3, D]
//===----------------------------------------------------------------------===//

/// One thread per (token, head, part, feature): rotates q and k's first
/// rotaryDim features (sign -1: back), copies the rest and v. Angles in
/// double, as the cpu kernel.
template <typename T>
__global__ void ropeKernel(const T *in, T *out, int64_t tokens, int64_t seq,
                           int64_t heads, int64_t groups, int64_t dim,
                           int64_t rotaryDim, double base, float sign) {
  int64_t half = rotaryDim / 2, width = heads + 2 * groups;
  int64_t perGroup = heads / groups;
  GRID_STRIDE(i, tokens * width * dim) {
    // Per group: its heads' queries, the key, the value (not rotated).
    int64_t feature = i % dim, slot = (i / dim) % width;
    bool value = slot % (perGroup + 2) == perGroup + 1;
    int64_t s = (i / (dim * width)) % seq;
    if (value || feature >= rotaryDim) {
      store(out, i, load(in, i));
      continue;
    }
    int64_t pair = feature < half ? feature : feature - half;
    double angle = double(s) * pow(base, -2.0 * double(pair) / rotaryDim);
    float c = static_cast<float>(cos(angle));
    float sn = sign * static_cast<float>(sin(angle));
    float x = load(in, i);
    float partner = load(in, feature < half ? i + half : i - half);
    store(out, i, feature < half ? x * c - partner * sn : x * c + partner * sn);
  }
}

//===----------------------------------------------------------------------===//
// Attention over qkv [B, S, H, 3, D], out [B, S, H, D], lse [B, H, S]
//===----------------------------------------------------------------------===//

constexpr int kAttentionWarps = 8;

/// The cpu kernels' layouts and dropout mask (ovl/runtime/AttentionTiles.h).
using AttentionShape = tiles::Shape;
using tiles::DropoutSource;

int attentionTile(int paddedDim) {
  int tile = 4096 / paddedDim;
  return tile > 64 ? 64 : (tile < 8 ? 8 : tile);
}

/// Loads rows [first, first + n) of `part` (or of the [B, S, H, D] tensor
/// `rows` when part < 0) for (b, h) into shared memory, padded to Dp.
template <typename T, int DPL>
__device__ void loadTile(const T *base, const AttentionShape &shape, int64_t b,
                         int64_t h, int part, int64_t first, int n,
                         float *tile) {
  constexpr int Dp = DPL * 32;
  for (int e = threadIdx.x; e < n * Dp; e += blockDim.x) {
    int r = e / Dp, d = e % Dp;
    int64_t index = part >= 0 ? shape.qkv(b, first + r, h, part)
                              : shape.row(b, first + r, h);
    tile[e] = d < shape.dim ? load(base, index + d) : 0.0f;
  }
}

/// Stages keys and values [first, min(first + tile, end)) of (b, h) in
/// shared memory for the whole block, and returns how many there are. Every
/// thread of the block calls it.
template <typename T, int DPL>
__device__ int stageKeysAndValues(const T *qkv, const AttentionShape &shape,
                                  int64_t b, int64_t h, int64_t first,
                                  int64_t end, int tile, float *ks, float *vs) {
  int n = static_cast<int>(minI64(tile, end - first));
  __syncthreads(); // The previous tile is no longer read.
  loadTile<T, DPL>(qkv, shape, b, h, 1, first, n, ks);
  loadTile<T, DPL>(qkv, shape, b, h, 2, first, n, vs);
  __syncthreads();
  return n;
}

template <typename T, int DPL>
__global__ void attentionForwardKernel(const T *qkv, T *out, T *lse,
                                       AttentionShape shape, bool causal,
                                       float scale, int tileKeys,
                                       DropoutSource source) {
  constexpr int Dp = DPL * 32;
  tiles::Dropout drop = source.make();
  extern __shared__ float smem[];
  float *ks = smem, *vs = smem + tileKeys * Dp;
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int64_t b = blockIdx.y / shape.heads, h = blockIdx.y % shape.heads;
  int64_t firstRow = int64_t(blockIdx.x) * kAttentionWarps;
  int64_t i = firstRow + warp;
  bool active = i < shape.seq;
  float q[DPL], acc[DPL];
#pragma unroll
  for (int k = 0; k < DPL; ++k) {
    int d = lane + 32 * k;
    q[k] = active && d < shape.dim ? load(qkv, shape.qkv(b, i, h, 0) + d) : 0.f;
    acc[k] = 0.f;
  }
  float m = -INFINITY, l = 0.f;
  int64_t lastRow = min(firstRow + kAttentionWarps, shape.seq) - 1;
  int64_t keyEnd = causal ? lastRow + 1 : shape.seq;
  for (int64_t j0 = 0; j0 < keyEnd; j0 += tileKeys) {
    int n = stageKeysAndValues<T, DPL>(qkv, shape, b, h, j0, keyEnd, tileKeys,
                                       ks, vs);
    if (!active)
      continue;
    int64_t limit = causal ? minI64(n, i - j0 + 1) : n;
    for (int jj = 0; jj < limit; ++jj) {
      float dot = 0.f;
#pragma unroll
      for (int k = 0; k < DPL; ++k)
        dot = fmaf(q[k], ks[jj * Dp + lane + 32 * k], dot);
      float s = warpSum(dot) * scale;
      float mNew = fmaxf(m, s);
      float correction = expf(m - mNew);
      float p = expf(s - mNew);
      l = l * correction + p; // The softmax's sum, before dropout.
      float kept = __fmul_rn(p, drop.factor(shape, b, h, i, j0 + jj));
#pragma unroll
      for (int k = 0; k < DPL; ++k)
        acc[k] = fmaf(kept, vs[jj * Dp + lane + 32 * k], acc[k] * correction);
      m = mNew;
    }
  }
  if (!active)
    return;
  float inv = 1.f / l;
#pragma unroll
  for (int k = 0; k < DPL; ++k) {
    int d = lane + 32 * k;
    if (d < shape.dim)
      store(out, shape.row(b, i, h) + d, acc[k] * inv);
  }
  if (lane == 0)
    store(lse, shape.lse(b, h, i), m + logf(l));
}

/// delta[b, h, i] = dO_i . O_i.
template <typename T>
__global__ void attentionDeltaKernel(const T *out, const T *dout, float *delta,
                                     AttentionShape shape, int64_t rows) {
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int64_t index = int64_t(blockIdx.x) * (blockDim.x / 32) + warp;
  if (index >= rows)
    return;
  // index enumerates (b, h, i) in lse order.
  int64_t i = index % shape.seq, bh = index / shape.seq;
  int64_t b = bh / shape.heads, h = bh % shape.heads;
  float sum = 0.f;
  for (int d = lane; d < shape.dim; d += 32)
    sum = fmaf(load(dout, shape.row(b, i, h) + d),
               load(out, shape.row(b, i, h) + d), sum);
  sum = warpSum(sum);
  if (lane == 0)
    delta[index] = sum;
}

/// dQ_i = scale sum_j p_ij (dO_i . v_j - delta_i) k_j, one warp per query.
template <typename T, int DPL>
__global__ void attentionQueryGradKernel(const T *qkv, const T *lse,
                                         const T *dout, const float *delta,
                                         T *dqkv, AttentionShape shape,
                                         bool causal, float scale, int tileKeys,
                                         DropoutSource source) {
  constexpr int Dp = DPL * 32;
  tiles::Dropout drop = source.make();
  extern __shared__ float smem[];
  float *ks = smem, *vs = smem + tileKeys * Dp;
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int64_t b = blockIdx.y / shape.heads, h = blockIdx.y % shape.heads;
  int64_t firstRow = int64_t(blockIdx.x) * kAttentionWarps;
  int64_t i = firstRow + warp;
  bool active = i < shape.seq;
  float q[DPL], dO[DPL], dq[DPL];
#pragma unroll
  for (int k = 0; k < DPL; ++k) {
    int d = lane + 32 * k;
    bool in = active && d < shape.dim;
    q[k] = in ? load(qkv, shape.qkv(b, i, h, 0) + d) : 0.f;
    dO[k] = in ? load(dout, shape.row(b, i, h) + d) : 0.f;
    dq[k] = 0.f;
  }
  float rowLse = active ? load(lse, shape.lse(b, h, i)) : 0.f;
  float rowDelta = active ? delta[shape.lse(b, h, i)] : 0.f;
  int64_t lastRow = min(firstRow + kAttentionWarps, shape.seq) - 1;
  int64_t keyEnd = causal ? lastRow + 1 : shape.seq;
  for (int64_t j0 = 0; j0 < keyEnd; j0 += tileKeys) {
    int n = stageKeysAndValues<T, DPL>(qkv, shape, b, h, j0, keyEnd, tileKeys,
                                       ks, vs);
    if (!active)
      continue;
    int64_t limit = causal ? minI64(n, i - j0 + 1) : n;
    for (int jj = 0; jj < limit; ++jj) {
      float dot = 0.f, dp = 0.f;
#pragma unroll
      for (int k = 0; k < DPL; ++k) {
        dot = fmaf(q[k], ks[jj * Dp + lane + 32 * k], dot);
        dp = fmaf(dO[k], vs[jj * Dp + lane + 32 * k], dp);
      }
      float p = expf(warpSum(dot) * scale - rowLse);
      float dpKept =
          __fmul_rn(warpSum(dp), drop.factor(shape, b, h, i, j0 + jj));
      float ds = p * (dpKept - rowDelta) * scale;
#pragma unroll
      for (int k = 0; k < DPL; ++k)
        dq[k] = fmaf(ds, ks[jj * Dp + lane + 32 * k], dq[k]);
    }
  }
  if (!active)
    return;
#pragma unroll
  for (int k = 0; k < DPL; ++k) {
    int d = lane + 32 * k;
    if (d < shape.dim)
      store(dqkv, shape.qkv(b, i, h, 0) + d, dq[k]);
  }
}

/// dK_j = scale sum_i p_ij (dO_i . v_j - delta_i) q_i and
/// dV_j = sum_i p_ij dO_i, one warp per key.
template <typename T, int DPL>
__global__ void
attentionKeyValueGradKernel(const T *qkv, const T *lse, const T *dout,
                            const float *delta, T *dqkv, AttentionShape shape,
                            bool causal, float scale, int tileRows,
                            DropoutSource source) {
  constexpr int Dp = DPL * 32;
  tiles::Dropout drop = source.make();
  extern __shared__ float smem[];
  float *qs = smem, *dos = smem + tileRows * Dp;
  float *lses = dos + tileRows * Dp, *deltas = lses + tileRows;
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  // One block per (batch, key-value group): its heads' contributions are
  // summed in head order, as the cpu kernel sums them.
  int64_t b = blockIdx.y / shape.groups, g = blockIdx.y % shape.groups;
  int64_t firstHead = g * shape.perGroup();
  int64_t firstKey = int64_t(blockIdx.x) * kAttentionWarps;
  int64_t j = firstKey + warp;
  bool active = j < shape.seq;
  float k_[DPL], v[DPL], dk[DPL], dv[DPL];
#pragma unroll
  for (int k = 0; k < DPL; ++k) {
    int d = lane + 32 * k;
    bool in = active && d < shape.dim;
    k_[k] = in ? load(qkv, shape.qkv(b, j, firstHead, 1) + d) : 0.f;
    v[k] = in ? load(qkv, shape.qkv(b, j, firstHead, 2) + d) : 0.f;
    dk[k] = dv[k] = 0.f;
  }
  int64_t queryBegin = causal ? firstKey : 0;
  for (int64_t h = firstHead; h < firstHead + shape.perGroup(); ++h)
    for (int64_t i0 = queryBegin; i0 < shape.seq; i0 += tileRows) {
      int n = static_cast<int>(minI64(tileRows, shape.seq - i0));
      __syncthreads();
      loadTile<T, DPL>(qkv, shape, b, h, 0, i0, n, qs);
      loadTile<T, DPL>(dout, shape, b, h, -1, i0, n, dos);
      for (int r = threadIdx.x; r < n; r += blockDim.x) {
        lses[r] = load(lse, shape.lse(b, h, i0 + r));
        deltas[r] = delta[shape.lse(b, h, i0 + r)];
      }
      __syncthreads();
      if (!active)
        continue;
      int first = causal ? static_cast<int>(maxI64(0, j - i0)) : 0;
      for (int ii = first; ii < n; ++ii) {
        float dot = 0.f, dp = 0.f;
#pragma unroll
      for (int k = 0; k < DPL; ++k) {
        dot = fmaf(qs[ii * Dp + lane + 32 * k], k_[k], dot);
        dp = fmaf(dos[ii * Dp + lane + 32 * k], v[k], dp);
      }
      float p = expf(warpSum(dot) * scale - lses[ii]);
      float factor = drop.factor(shape, b, h, i0 + ii, j);
      float ds = p * (__fmul_rn(warpSum(dp), factor) - deltas[ii]) * scale;
      float kept = __fmul_rn(p, factor);
#pragma unroll
      for (int k = 0; k < DPL; ++k) {
        dv[k] = fmaf(kept, dos[ii * Dp + lane + 32 * k], dv[k]);
        dk[k] = fmaf(ds, qs[ii * Dp + lane + 32 * k], dk[k]);
      }
    }
  }
  if (!active)
    return;
#pragma unroll
  for (int k = 0; k < DPL; ++k) {
    int d = lane + 32 * k;
    if (d < shape.dim) {
      store(dqkv, shape.qkv(b, j, firstHead, 1) + d, dk[k]);
      store(dqkv, shape.qkv(b, j, firstHead, 2) + d, dv[k]);
    }
  }
}

/// Calls f(std::integral_constant<int, DPL>) for the head size.
template <typename F> void withHeadDim(int64_t dim, F &&f) {
  if (dim <= 32)
    f(std::integral_constant<int, 1>());
  else if (dim <= 64)
    f(std::integral_constant<int, 2>());
  else if (dim <= 128)
    f(std::integral_constant<int, 4>());
  else if (dim <= gpu::kMaxAttentionHeadDim)
    f(std::integral_constant<int, 8>());
  else
    throw RunError("attention: head size " + std::to_string(dim) +
                   " exceeds the cuda backend's " +
                   std::to_string(gpu::kMaxAttentionHeadDim));
}

//===----------------------------------------------------------------------===//
// Embedding and cross entropy
//===----------------------------------------------------------------------===//

template <typename T>
__global__ void embeddingKernel(const int32_t *tokens, const T *table, T *out,
                                int64_t count, int64_t vocab, int64_t hidden,
                                int64_t vocabStart) {
  GRID_STRIDE(i, count * hidden) {
    int64_t t = i / hidden, c = i % hidden;
    int64_t row = int64_t(tokens[t]) - vocabStart;
    store(out, i,
          row >= 0 && row < vocab ? load(table, row * hidden + c) : 0.f);
  }
}

/// keys[t] = the token's local row (vocab when it is another shard's),
/// values[t] = t: sorted stably, tokens of one row stay in token order.
__global__ void embeddingKeysKernel(const int32_t *tokens, int32_t *keys,
                                    int32_t *values, int64_t count,
                                    int64_t vocab, int64_t vocabStart) {
  GRID_STRIDE(t, count) {
    int64_t row = int64_t(tokens[t]) - vocabStart;
    keys[t] = static_cast<int32_t>(row >= 0 && row < vocab ? row : vocab);
    values[t] = static_cast<int32_t>(t);
  }
}

/// One block row per sorted position that starts a run of equal rows: sums
/// the run's gradients in token order, in double, as the cpu backend does.
template <typename T>
__global__ void embeddingGradKernel(const int32_t *keys, const int32_t *tokenOf,
                                    const T *dout, T *dtable, int64_t count,
                                    int64_t vocab, int64_t hidden) {
  int64_t position = blockIdx.x;
  int64_t c = blockIdx.y * int64_t(blockDim.x) + threadIdx.x;
  int32_t row = keys[position];
  if (c >= hidden || row >= vocab ||
      (position > 0 && keys[position - 1] == row))
    return;
  double sum = 0.0;
  for (int64_t p = position; p < count && keys[p] == row; ++p)
    sum += load(dout, int64_t(tokenOf[p]) * hidden + c);
  store(dtable, int64_t(row) * hidden + c, static_cast<float>(sum));
}

template <typename T>
__global__ void ceMaxKernel(const T *logits, T *out, int64_t vocab) {
  __shared__ float shared[32];
  int64_t row = blockIdx.x;
  float m = -INFINITY;
  for (int64_t v = threadIdx.x; v < vocab; v += blockDim.x)
    m = fmaxf(m, load(logits, row * vocab + v));
  m = blockMax(m, shared);
  if (threadIdx.x == 0)
    store(out, row, m);
}

template <typename T>
__global__ void ceStatsKernel(const T *logits, const T *rowMax,
                              const int32_t *labels, T *out, int64_t vocab,
                              int64_t vocabStart) {
  __shared__ double shared[32];
  int64_t row = blockIdx.x;
  double m = load(rowMax, row);
  double sum = 0.0;
  for (int64_t v = threadIdx.x; v < vocab; v += blockDim.x)
    sum += exp(double(load(logits, row * vocab + v)) - m);
  sum = blockSum(sum, shared);
  if (threadIdx.x == 0) {
    int64_t target = int64_t(labels[row]) - vocabStart;
    double shifted = target >= 0 && target < vocab
                         ? double(load(logits, row * vocab + target)) - m
                         : 0.0;
    store(out, 2 * row, static_cast<float>(sum));
    store(out, 2 * row + 1, static_cast<float>(shifted));
  }
}

template <typename T>
__global__ void ceLossKernel(const T *stats, T *out, int64_t rows) {
  __shared__ double shared[32];
  double total = 0.0;
  for (int64_t r = threadIdx.x; r < rows; r += blockDim.x)
    total += log(double(load(stats, 2 * r))) - load(stats, 2 * r + 1);
  total = blockSum(total, shared);
  if (threadIdx.x == 0)
    store(out, 0, static_cast<float>(total / rows));
}

template <typename T>
__global__ void ceGradKernel(const T *logits, const T *rowMax, const T *stats,
                             const int32_t *labels, T *out, int64_t rows,
                             int64_t vocab, int64_t vocabStart, double scale) {
  GRID_STRIDE(i, rows * vocab) {
    int64_t r = i / vocab, v = i % vocab;
    double p = exp(double(load(logits, i)) - load(rowMax, r)) /
               double(load(stats, 2 * r));
    int64_t target = int64_t(labels[r]) - vocabStart;
    store(out, i, static_cast<float>(scale * (p - (v == target ? 1.0 : 0.0))));
  }
}

//===----------------------------------------------------------------------===//
// Member-order reductions (device-local collectives)
//===----------------------------------------------------------------------===//

constexpr int kMaxReduceInputs = 32;
struct ReduceInputs {
  const void *p[kMaxReduceInputs];
};

template <typename A> __device__ A combine(A a, A b, Reduction r) {
  switch (r) {
  case Reduction::Sum:
    return a + b;
  case Reduction::Max:
    return a > b ? a : b;
  case Reduction::Min:
    return a < b ? a : b;
  }
  return a;
}

template <typename T>
__global__ void reduceMembersKernel(ReduceInputs inputs, int members, T *out,
                                    int64_t count, Reduction r) {
  GRID_STRIDE(i, count) {
    float acc = load(static_cast<const T *>(inputs.p[0]), i);
    for (int m = 1; m < members; ++m)
      acc = combine(acc, load(static_cast<const T *>(inputs.p[m]), i), r);
    store(out, i, acc);
  }
}

__global__ void reduceMembersI32Kernel(ReduceInputs inputs, int members,
                                       int32_t *out, int64_t count,
                                       Reduction r) {
  GRID_STRIDE(i, count) {
    int32_t acc = static_cast<const int32_t *>(inputs.p[0])[i];
    for (int m = 1; m < members; ++m)
      acc = combine(acc, static_cast<const int32_t *>(inputs.p[m])[i], r);
    out[i] = acc;
  }
}

} // namespace

//===----------------------------------------------------------------------===//
// Launchers
//===----------------------------------------------------------------------===//

void gpu::add(DType t, const void *lhs, const void *rhs, void *out, int64_t n,
              int64_t period, cudaStream_t stream) {
  dispatch(t, "add", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    broadcastKernel<T, false><<<blocksFor(n), kThreads, 0, stream>>>(
        static_cast<const T *>(lhs), static_cast<const T *>(rhs),
        static_cast<T *>(out), n, period);
  });
}

void gpu::mul(DType t, const void *lhs, const void *rhs, void *out, int64_t n,
              int64_t period, cudaStream_t stream) {
  dispatch(t, "mul", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    broadcastKernel<T, true><<<blocksFor(n), kThreads, 0, stream>>>(
        static_cast<const T *>(lhs), static_cast<const T *>(rhs),
        static_cast<T *>(out), n, period);
  });
}

void gpu::gelu(DType t, const void *in, void *out, int64_t n,
               cudaStream_t stream) {
  dispatch(t, "gelu", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    geluKernel<T><<<blocksFor(n), kThreads, 0, stream>>>(
        static_cast<const T *>(in), static_cast<T *>(out), n);
  });
}

void gpu::dropout(DType t, const void *in, void *out, int64_t n,
                  uint64_t runSeed, uint64_t seed, uint64_t member,
                  int64_t offset, double ratio, const uint64_t *step,
                  cudaStream_t stream) {
  dispatch(t, "dropout", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    dropoutKernel<T><<<blocksFor(n), kThreads, 0, stream>>>(
        static_cast<const T *>(in), static_cast<T *>(out), n, runSeed, seed,
        member, static_cast<uint64_t>(offset), ovl::rt::dropoutThreshold(ratio),
        ovl::rt::dropoutScale(ratio), step);
  });
}

void gpu::geluGrad(DType t, const void *in, const void *dout, void *din,
                   int64_t n, cudaStream_t stream) {
  dispatch(t, "gelu_grad", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    geluGradKernel<T><<<blocksFor(n), kThreads, 0, stream>>>(
        static_cast<const T *>(in), static_cast<const T *>(dout),
        static_cast<T *>(din), n);
  });
}

size_t gpu::columnSumWorkspace(int64_t rows, int64_t cols) {
  return 2 * size_t(rowChunks(rows)) * size_t(cols) * sizeof(double);
}

void gpu::reduceRows(DType t, const void *in, void *out, int64_t rows,
                     int64_t cols, void *workspace, cudaStream_t stream) {
  int64_t chunks = rowChunks(rows);
  int64_t perChunk = (rows + chunks - 1) / chunks;
  auto *partial = static_cast<double *>(workspace);
  dispatch(t, "reduce_rows", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    dim3 grid(blocksFor(cols), static_cast<unsigned>(chunks));
    columnPartialKernel<T><<<grid, kThreads, 0, stream>>>(
        static_cast<const T *>(in), partial, rows, cols, perChunk);
    columnFinishKernel<T><<<blocksFor(cols), kThreads, 0, stream>>>(
        partial, static_cast<T *>(out), cols, chunks);
  });
}

void gpu::layerNorm(DType t, const void *in, const void *gamma,
                    const void *beta, void *out, void *mean, void *rstd,
                    int64_t rows, int64_t cols, double eps,
                    cudaStream_t stream) {
  if (rows == 0)
    return;
  dispatch(t, "layer_norm", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    layerNormKernel<T><<<static_cast<unsigned>(rows), kThreads, 0, stream>>>(
        static_cast<const T *>(in), static_cast<const T *>(gamma),
        static_cast<const T *>(beta), static_cast<T *>(out),
        static_cast<T *>(mean), static_cast<T *>(rstd), cols, eps);
  });
}

void gpu::layerNormGrad(DType t, const void *in, const void *gamma,
                        const void *mean, const void *rstd, const void *dout,
                        void *din, void *dgamma, void *dbeta, int64_t rows,
                        int64_t cols, void *workspace, cudaStream_t stream) {
  int64_t chunks = rowChunks(rows);
  int64_t perChunk = (rows + chunks - 1) / chunks;
  auto *partial = static_cast<double *>(workspace);
  dispatch(t, "layer_norm_grad", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    if (rows > 0)
      layerNormInputGradKernel<T>
          <<<static_cast<unsigned>(rows), kThreads, 0, stream>>>(
              static_cast<const T *>(in), static_cast<const T *>(gamma),
              static_cast<const T *>(mean), static_cast<const T *>(rstd),
              static_cast<const T *>(dout), static_cast<T *>(din), cols);
    dim3 grid(blocksFor(cols), static_cast<unsigned>(chunks));
    layerNormParamPartialKernel<T><<<grid, kThreads, 0, stream>>>(
        static_cast<const T *>(in), static_cast<const T *>(mean),
        static_cast<const T *>(rstd), static_cast<const T *>(dout), partial,
        rows, cols, chunks, perChunk);
    columnFinishKernel<T><<<blocksFor(cols), kThreads, 0, stream>>>(
        partial, static_cast<T *>(dgamma), cols, chunks);
    columnFinishKernel<T><<<blocksFor(cols), kThreads, 0, stream>>>(
        partial + chunks * cols, static_cast<T *>(dbeta), cols, chunks);
  });
}

void gpu::rmsNorm(DType t, const void *in, const void *gamma, void *out,
                  void *rstd, int64_t rows, int64_t cols, double eps,
                  cudaStream_t stream) {
  if (rows == 0)
    return;
  dispatch(t, "rms_norm", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    rmsNormKernel<T><<<static_cast<unsigned>(rows), kThreads, 0, stream>>>(
        static_cast<const T *>(in), static_cast<const T *>(gamma),
        static_cast<T *>(out), static_cast<T *>(rstd), cols, eps);
  });
}

void gpu::rmsNormGrad(DType t, const void *in, const void *gamma,
                      const void *rstd, const void *dout, void *din,
                      void *dgamma, int64_t rows, int64_t cols,
                      void *workspace, cudaStream_t stream) {
  int64_t chunks = rowChunks(rows);
  int64_t perChunk = (rows + chunks - 1) / chunks;
  auto *partial = static_cast<double *>(workspace);
  dispatch(t, "rms_norm_grad", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    if (rows > 0)
      rmsNormInputGradKernel<T>
          <<<static_cast<unsigned>(rows), kThreads, 0, stream>>>(
              static_cast<const T *>(in), static_cast<const T *>(gamma),
              static_cast<const T *>(rstd), static_cast<const T *>(dout),
              static_cast<T *>(din), cols);
    dim3 grid(blocksFor(cols), static_cast<unsigned>(chunks));
    rmsNormParamPartialKernel<T><<<grid, kThreads, 0, stream>>>(
        static_cast<const T *>(in), static_cast<const T *>(rstd),
        static_cast<const T *>(dout), partial, rows, cols, perChunk);
    columnFinishKernel<T><<<blocksFor(cols), kThreads, 0, stream>>>(
        partial, static_cast<T *>(dgamma), cols, chunks);
  });
}

void gpu::swiglu(DType t, const void *in, void *out, int64_t rows,
                 int64_t cols, cudaStream_t stream) {
  dispatch(t, "swiglu", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    swigluKernel<T><<<blocksFor(rows * cols), kThreads, 0, stream>>>(
        static_cast<const T *>(in), static_cast<T *>(out), rows, cols);
  });
}

void gpu::swigluGrad(DType t, const void *in, const void *dout, void *din,
                     int64_t rows, int64_t cols, cudaStream_t stream) {
  dispatch(t, "swiglu_grad", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    swigluGradKernel<T><<<blocksFor(rows * cols), kThreads, 0, stream>>>(
        static_cast<const T *>(in), static_cast<const T *>(dout),
        static_cast<T *>(din), rows, cols);
  });
}

void gpu::rope(DType t, const void *in, void *out, int64_t batch, int64_t seq,
               int64_t heads, int64_t groups, int64_t dim, int64_t rotaryDim,
               double base, bool inverse, cudaStream_t stream) {
  if (groups <= 0)
    groups = heads;
  int64_t n = batch * seq * (heads + 2 * groups) * dim;
  dispatch(t, inverse ? "rope_grad" : "rope", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    ropeKernel<T><<<blocksFor(n), kThreads, 0, stream>>>(
        static_cast<const T *>(in), static_cast<T *>(out), batch * seq, seq,
        heads, groups, dim, rotaryDim, base, inverse ? -1.0f : 1.0f);
  });
}

gpu::AttentionKernels gpu::attentionKernelsFromEnv() {
  const char *value = std::getenv("OVL_CUDA_ATTENTION");
  std::string v = value ? value : "";
  if (v.empty() || v == "auto")
    return AttentionKernels::Auto;
  if (v == "warp-per-row")
    return AttentionKernels::WarpPerRow;
  throw RunError("OVL_CUDA_ATTENTION=" + v +
                 ": expected auto (the block programs: bf16 on the tensor "
                 "cores, f32 on the CUDA cores) or warp-per-row");
}

namespace {
/// Both attention kernel sets launch a block row per (batch, head), or per
/// (batch, key-value group), along the grid's y dimension, which takes at
/// most 65,535 blocks (CUDA C++ Programming Guide, "Technical
/// Specifications per Compute Capability"). Checked before any launch, so
/// that the error names the cause rather than CUDA's "invalid
/// configuration argument".
void checkBlockRows(int64_t batch, int64_t heads, const char *what) {
  constexpr int64_t kMaxGridY = 65535;
  if (batch * heads > kMaxGridY)
    throw RunError(std::string(what) + ": batch x heads = " +
                   std::to_string(batch) + " x " + std::to_string(heads) +
                   " exceeds the 65535 block rows of a CUDA grid's y "
                   "dimension, one per (batch, head)");
}

/// Whether the block programs run this attention (see
/// gpu::AttentionKernels).
bool onTiles(gpu::AttentionKernels kernels, DType t, int64_t dim,
             const char *what) {
  if (kernels == gpu::AttentionKernels::WarpPerRow)
    return false;
  bool runs = gpu::tileAttentionRuns(t, dim);
  if (kernels == gpu::AttentionKernels::Tiles && !runs)
    throw RunError(std::string(what) + ": the block programs do not take " +
                   dtypeName(t) + " at head size " + std::to_string(dim) +
                   " on this device (bf16 needs compute capability 8.0+)");
  return runs;
}
} // namespace

void gpu::attention(DType t, const void *qkv, void *out, void *lse,
                    int64_t batch, int64_t seq, int64_t heads, int64_t groups,
                    int64_t dim, bool causal, const AttentionDropout &dropout,
                    cudaStream_t stream, AttentionKernels kernels) {
  if (batch * heads * seq == 0)
    return;
  checkBlockRows(batch, heads, "attention");
  if (onTiles(kernels, t, dim, "attention"))
    return tileAttention(t, qkv, out, lse, batch, seq, heads, groups, dim,
                         causal, dropout, stream);
  AttentionShape shape = AttentionShape::of(seq, heads, groups, dim);
  float scale = static_cast<float>(1.0 / std::sqrt(double(dim)));
  dim3 grid(
      static_cast<unsigned>((seq + kAttentionWarps - 1) / kAttentionWarps),
      static_cast<unsigned>(batch * heads));
  dispatch(t, "attention", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    withHeadDim(dim, [&](auto dpl) {
      constexpr int DPL = decltype(dpl)::value;
      int tile = attentionTile(DPL * 32);
      size_t smem = 2 * size_t(tile) * DPL * 32 * sizeof(float);
      attentionForwardKernel<T, DPL>
          <<<grid, kAttentionWarps * 32, smem, stream>>>(
              static_cast<const T *>(qkv), static_cast<T *>(out),
              static_cast<T *>(lse), shape, causal, scale, tile,
              tiles::dropoutSourceOf(dropout));
    });
  });
}

size_t gpu::attentionGradWorkspace(int64_t batch, int64_t seq, int64_t heads) {
  return size_t(batch * heads * seq) * sizeof(float);
}

void gpu::attentionGrad(DType t, const void *qkv, const void *out,
                        const void *lse, const void *dout, void *dqkv,
                        int64_t batch, int64_t seq, int64_t heads,
                        int64_t groups, int64_t dim, bool causal,
                        const AttentionDropout &dropout, void *workspace,
                        cudaStream_t stream, AttentionKernels kernels) {
  int64_t rows = batch * heads * seq;
  if (rows == 0)
    return;
  checkBlockRows(batch, heads, "attention_grad");
  bool tiled = onTiles(kernels, t, dim, "attention_grad");
  AttentionShape shape = AttentionShape::of(seq, heads, groups, dim);
  float scale = static_cast<float>(1.0 / std::sqrt(double(dim)));
  auto *delta = static_cast<float *>(workspace);
  dim3 grid(
      static_cast<unsigned>((seq + kAttentionWarps - 1) / kAttentionWarps),
      static_cast<unsigned>(batch * heads));
  dispatch(t, "attention_grad", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    attentionDeltaKernel<T>
        <<<static_cast<unsigned>((rows + kAttentionWarps - 1) /
                                 kAttentionWarps),
           kAttentionWarps * 32, 0, stream>>>(static_cast<const T *>(out),
                                              static_cast<const T *>(dout),
                                              delta, shape, rows);
    if (tiled)
      return;
    withHeadDim(dim, [&](auto dpl) {
      constexpr int DPL = decltype(dpl)::value;
      int tile = attentionTile(DPL * 32);
      size_t kvSmem = 2 * size_t(tile) * DPL * 32 * sizeof(float);
      attentionQueryGradKernel<T, DPL>
          <<<grid, kAttentionWarps * 32, kvSmem, stream>>>(
              static_cast<const T *>(qkv), static_cast<const T *>(lse),
              static_cast<const T *>(dout), delta, static_cast<T *>(dqkv),
              shape, causal, scale, tile, tiles::dropoutSourceOf(dropout));
      size_t qSmem = kvSmem + 2 * size_t(tile) * sizeof(float);
      dim3 groupGrid(grid.x, static_cast<unsigned>(batch * shape.groups));
      attentionKeyValueGradKernel<T, DPL>
          <<<groupGrid, kAttentionWarps * 32, qSmem, stream>>>(
              static_cast<const T *>(qkv), static_cast<const T *>(lse),
              static_cast<const T *>(dout), delta, static_cast<T *>(dqkv),
              shape, causal, scale, tile, tiles::dropoutSourceOf(dropout));
    });
  });
  if (tiled)
    tileAttentionGrad(t, qkv, lse, dout, delta, dqkv, batch, seq, heads, groups,
                      dim, causal, dropout, stream);
}

void gpu::embedding(DType t, const int32_t *tokens, const void *table,
                    void *out, int64_t count, int64_t vocab, int64_t hidden,
                    int64_t vocabStart, cudaStream_t stream) {
  dispatch(t, "embedding", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    embeddingKernel<T><<<blocksFor(count * hidden), kThreads, 0, stream>>>(
        tokens, static_cast<const T *>(table), static_cast<T *>(out), count,
        vocab, hidden, vocabStart);
  });
}

namespace {
size_t alignUp(size_t bytes) { return (bytes + 255) / 256 * 256; }

size_t sortBytes(int64_t count) {
  size_t bytes = 0;
  gpu::check(cub::DeviceRadixSort::SortPairs(
                 nullptr, bytes, static_cast<const int32_t *>(nullptr),
                 static_cast<int32_t *>(nullptr),
                 static_cast<const int32_t *>(nullptr),
                 static_cast<int32_t *>(nullptr), static_cast<int>(count)),
             "embedding_grad: sizing the sort");
  return bytes;
}
} // namespace

size_t gpu::embeddingGradWorkspace(int64_t count) {
  return 4 * alignUp(size_t(count) * sizeof(int32_t)) +
         alignUp(sortBytes(count));
}

void gpu::embeddingGrad(DType t, const int32_t *tokens, const void *dout,
                        void *dtable, int64_t count, int64_t vocab,
                        int64_t hidden, int64_t vocabStart, void *workspace,
                        size_t workspaceBytes, cudaStream_t stream) {
  size_t elementBytes = dtypeSize(t);
  check(
      cudaMemsetAsync(dtable, 0, size_t(vocab * hidden) * elementBytes, stream),
      "embedding_grad: clearing the table");
  if (count == 0 || hidden == 0)
    return;
  char *base = static_cast<char *>(workspace);
  size_t slot = alignUp(size_t(count) * sizeof(int32_t));
  auto *keysIn = reinterpret_cast<int32_t *>(base);
  auto *keysOut = reinterpret_cast<int32_t *>(base + slot);
  auto *valuesIn = reinterpret_cast<int32_t *>(base + 2 * slot);
  auto *valuesOut = reinterpret_cast<int32_t *>(base + 3 * slot);
  void *sortTemp = base + 4 * slot;
  size_t sortTempBytes = workspaceBytes - 4 * slot;
  embeddingKeysKernel<<<blocksFor(count), kThreads, 0, stream>>>(
      tokens, keysIn, valuesIn, count, vocab, vocabStart);
  launched("embedding_grad: keys");
  int endBit = 1;
  while (endBit < 31 && (int64_t(1) << endBit) <= vocab)
    ++endBit;
  check(cub::DeviceRadixSort::SortPairs(
            sortTemp, sortTempBytes, keysIn, keysOut, valuesIn, valuesOut,
            static_cast<int>(count), 0, endBit, stream),
        "embedding_grad: sorting tokens by row");
  dispatch(t, "embedding_grad", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    dim3 grid(static_cast<unsigned>(count),
              static_cast<unsigned>((hidden + 127) / 128));
    embeddingGradKernel<T><<<grid, 128, 0, stream>>>(
        keysOut, valuesOut, static_cast<const T *>(dout),
        static_cast<T *>(dtable), count, vocab, hidden);
  });
}

void gpu::ceMax(DType t, const void *logits, void *out, int64_t rows,
                int64_t vocab, cudaStream_t stream) {
  if (rows == 0)
    return;
  dispatch(t, "ce_max", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    ceMaxKernel<T><<<static_cast<unsigned>(rows), kThreads, 0, stream>>>(
        static_cast<const T *>(logits), static_cast<T *>(out), vocab);
  });
}

void gpu::ceStats(DType t, const void *logits, const void *rowMax,
                  const int32_t *labels, void *out, int64_t rows, int64_t vocab,
                  int64_t vocabStart, cudaStream_t stream) {
  if (rows == 0)
    return;
  dispatch(t, "ce_stats", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    ceStatsKernel<T><<<static_cast<unsigned>(rows), kThreads, 0, stream>>>(
        static_cast<const T *>(logits), static_cast<const T *>(rowMax), labels,
        static_cast<T *>(out), vocab, vocabStart);
  });
}

void gpu::ceLoss(DType t, const void *stats, void *out, int64_t rows,
                 cudaStream_t stream) {
  dispatch(t, "ce_loss", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    ceLossKernel<T><<<1, 1024, 0, stream>>>(static_cast<const T *>(stats),
                                            static_cast<T *>(out), rows);
  });
}

void gpu::ceGrad(DType t, const void *logits, const void *rowMax,
                 const void *stats, const int32_t *labels, void *out,
                 int64_t rows, int64_t vocab, int64_t vocabStart, double scale,
                 cudaStream_t stream) {
  dispatch(t, "ce_grad", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    ceGradKernel<T><<<blocksFor(rows * vocab), kThreads, 0, stream>>>(
        static_cast<const T *>(logits), static_cast<const T *>(rowMax),
        static_cast<const T *>(stats), labels, static_cast<T *>(out), rows,
        vocab, vocabStart, scale);
  });
}

void gpu::copyRows(DType t, const void *in, void *out, int64_t rows,
                   int64_t cols, int64_t stride, int64_t outStride,
                   cudaStream_t stream) {
  size_t e = dtypeSize(t);
  if (rows == 0 || cols == 0)
    return;
  check(cudaMemcpy2DAsync(out, outStride * e, in, stride * e, cols * e, rows,
                          cudaMemcpyDeviceToDevice, stream),
        "copy_rows");
}

gpu::StepScalars gpu::sgdScalars(double lr) {
  return {{static_cast<float>(lr), 0.0f, 0.0f, 0.0f}};
}

gpu::StepScalars gpu::adamwScalars(int64_t step, double lr, double beta1,
                                   double beta2, double weightDecay) {
  float decay = static_cast<float>(1.0 - lr * weightDecay);
  float stepSize =
      static_cast<float>(lr / (1.0 - std::pow(beta1, double(step))));
  float correction2 =
      static_cast<float>(std::sqrt(1.0 - std::pow(beta2, double(step))));
  return {{decay, stepSize, correction2, 0.0f}};
}

void gpu::sgd(DType t, void *param, const void *grad, void *momentumBuffer,
              int64_t n, const StepScalars *scalars, double momentum,
              double weightDecay, cudaStream_t stream) {
  dispatch(t, "sgd", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    sgdKernel<T><<<blocksFor(n), kThreads, 0, stream>>>(
        static_cast<T *>(param), static_cast<const T *>(grad),
        static_cast<T *>(momentumBuffer), n, scalars->values,
        static_cast<float>(momentum), static_cast<float>(weightDecay));
  });
}

void gpu::adamw(DType t, void *param, const void *grad, void *expAvg,
                void *expAvgSq, int64_t n, const StepScalars *scalars,
                double beta1, double beta2, double eps, cudaStream_t stream) {
  dispatch(t, "adamw", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    adamwKernel<T><<<blocksFor(n), kThreads, 0, stream>>>(
        static_cast<T *>(param), static_cast<const T *>(grad),
        static_cast<T *>(expAvg), static_cast<T *>(expAvgSq), n,
        scalars->values, static_cast<float>(beta1), static_cast<float>(beta2),
        static_cast<float>(eps));
  });
}

size_t gpu::sumSquaresWorkspace() { return kSumSquaresBlocks * sizeof(double); }

void gpu::sumSquares(DType t, const void *in, void *out, int64_t n,
                     bool accumulate, void *workspace, cudaStream_t stream) {
  auto *partial = static_cast<double *>(workspace);
  dispatch(t, "sum_squares", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    sumSquaresPartialKernel<T><<<kSumSquaresBlocks, kThreads, 0, stream>>>(
        static_cast<const T *>(in), partial, n);
    sumSquaresFinishKernel<T><<<1, kSumSquaresBlocks, 0, stream>>>(
        partial, static_cast<T *>(out), accumulate);
  });
}

void gpu::clipByNorm(DType t, const void *grad, const void *normSq, void *out,
                     int64_t n, double maxNorm, cudaStream_t stream) {
  dispatch(t, "clip_by_norm", [&](auto *type) {
    using T = std::remove_pointer_t<decltype(type)>;
    clipByNormKernel<T><<<blocksFor(n), kThreads, 0, stream>>>(
        static_cast<const T *>(grad), static_cast<const T *>(normSq),
        static_cast<T *>(out), n, static_cast<float>(maxNorm));
  });
}

void gpu::convert(DType from, DType to, const void *in, void *out, int64_t n,
                  cudaStream_t stream) {
  if (from == DType::F32 && to == DType::BF16)
    convertKernel<<<blocksFor(n), kThreads, 0, stream>>>(
        static_cast<const float *>(in), static_cast<__nv_bfloat16 *>(out), n);
  else if (from == DType::BF16 && to == DType::F32)
    convertKernel<<<blocksFor(n), kThreads, 0, stream>>>(
        static_cast<const __nv_bfloat16 *>(in), static_cast<float *>(out), n);
  else
    throw RunError(std::string("convert: ") + dtypeName(from) + " to " +
                   dtypeName(to) + " is not supported by the cuda backend");
  launched("convert");
}

void gpu::empty(cudaStream_t stream) {
  emptyKernel<<<1, 32, 0, stream>>>();
  launched("empty kernel");
}

void gpu::reduceMembers(DType t, Reduction reduction, const void *const *inputs,
                        int members, void *out, int64_t count,
                        cudaStream_t stream) {
  // Fold kMaxReduceInputs members at a time, carrying the partial result in
  // `out` as the first input of the next batch: the order stays
  // ((x0 op x1) op x2) ...
  int done = 0;
  while (done < members) {
    ReduceInputs batch{};
    int n = 0;
    if (done > 0)
      batch.p[n++] = out;
    while (n < kMaxReduceInputs && done < members)
      batch.p[n++] = inputs[done++];
    if (t == DType::I32) {
      reduceMembersI32Kernel<<<blocksFor(count), kThreads, 0, stream>>>(
          batch, n, static_cast<int32_t *>(out), count, reduction);
      launched("collective reduction");
      continue;
    }
    dispatch(t, "collective reduction", [&](auto *type) {
      using T = std::remove_pointer_t<decltype(type)>;
      reduceMembersKernel<T><<<blocksFor(count), kThreads, 0, stream>>>(
          batch, n, static_cast<T *>(out), count, reduction);
    });
  }
}
