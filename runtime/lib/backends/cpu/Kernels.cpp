//===- Kernels.cpp - The cpu backend's kernels ----------------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/Kernels.h"
#include "ovl/runtime/CommandSchema.h"
#include "ovl/runtime/Random.h"

#include <cblas.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

using namespace ovl::rt;

// The elementwise and row kernels (exp, erfc, softmax, norms) are built for
// AVX-512 and AVX2 as well as the baseline, and the loader picks the clone
// the CPU runs (GCC function multi-versioning). A clone may contract a * b
// + c into one FMA, so bits can differ between CPUs, never between runs.
// Not under ThreadSanitizer: the clones' resolvers run while the program is
// relocated, before TSan's runtime is up, and the instrumented resolver
// crashes there.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) &&         \
    !defined(__SANITIZE_THREAD__)
#define OVL_VECTOR_CLONES                                                      \
  __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define OVL_VECTOR_CLONES
#endif

namespace {
/// exp(x) in f32 without a library call, so loops over it vectorise:
/// Cody-Waite reduction by ln 2 and Cephes' expf polynomial (within 2 ulp
/// of exp on [-87, 88]); 0 below -87, exp(88) above 88, NaN for NaN.
inline float exp32(float x) {
  // NaN clamps to -87 here (every comparison with it is false), so the
  // conversion below stays defined; the result passes the NaN on.
  float clamped = x > 88.0f ? 88.0f : x > -87.0f ? x : -87.0f;
  float n = (clamped * 1.44269504f + 12582912.0f) - 12582912.0f; // rint
  float r = clamped - n * 0.693359375f + n * 2.12194440e-4f;
  float p = 1.9875691500e-4f;
  p = p * r + 1.3981999507e-3f;
  p = p * r + 8.3334519073e-3f;
  p = p * r + 4.1665795894e-2f;
  p = p * r + 1.6666665459e-1f;
  p = p * r + 5.0000001201e-1f;
  float y = p * r * r + r + 1.0f;
  int32_t bits = (static_cast<int32_t>(n) + 127) << 23;
  float scale;
  std::memcpy(&scale, &bits, sizeof scale);
  float result = x < -87.0f ? 0.0f : y * scale;
  return x != x ? x : result;
}

/// Sums in kLanes interleaved partial sums, then the lanes in order: a
/// fixed order that vectorises (a plain running sum cannot).
constexpr int kLanes = 16;
inline float laneSum(const float (&lanes)[kLanes]) {
  float total = 0.0f;
  for (float lane : lanes)
    total += lane;
  return total;
}

/// Calls body(i, i % kLanes) for i in [0, n), in whole groups of kLanes
/// and then the rest: with lane accumulators, a fixed order that
/// vectorises.
template <typename Body> inline void forEachLane(int64_t n, Body body) {
  int64_t i = 0;
  for (; i + kLanes <= n; i += kLanes)
    for (int l = 0; l < kLanes; ++l)
      body(i + l, l);
  for (int l = 0; i < n; ++i, ++l)
    body(i, l);
}

/// One query row of scaled scores -> probabilities: p_j = exp(scale s_j -
/// m) / sum for j < valid, 0 after; returns the log-sum-exp.
OVL_VECTOR_CLONES
float softmaxRow(float *row, int64_t valid, int64_t width, float scale) {
  float maxScore = -std::numeric_limits<float>::infinity();
  for (int64_t j = 0; j < valid; ++j)
    maxScore = std::max(maxScore, row[j] * scale);
  float lanes[kLanes] = {};
  forEachLane(valid, [&](int64_t j, int l) {
    row[j] = exp32(row[j] * scale - maxScore);
    lanes[l] += row[j];
  });
  float sum = laneSum(lanes);
  float inverse = 1.0f / sum;
  for (int64_t j = 0; j < valid; ++j)
    row[j] *= inverse;
  std::fill(row + valid, row + width, 0.0f);
  return maxScore + std::log(sum);
}

/// The probabilities again from the scores and the saved log-sum-exp.
OVL_VECTOR_CLONES
void probabilitiesRow(float *row, int64_t valid, int64_t width, float scale,
                      float lse) {
  for (int64_t j = 0; j < valid; ++j)
    row[j] = exp32(row[j] * scale - lse);
  std::fill(row + valid, row + width, 0.0f);
}

/// dS_j = p_j (dP_j - delta) scale, in place of dP.
OVL_VECTOR_CLONES
void scoreGradRow(const float *p, float *dp, int64_t width, float delta,
                  float scale) {
  for (int64_t j = 0; j < width; ++j)
    dp[j] = p[j] * (dp[j] - delta) * scale;
}

/// Attention's dropout on one row of probabilities, row ((b heads + h) seq
/// + i) of the [B, H, S, S] whole: the dropout kernel, in place, over its
/// first `valid` entries at that row's offset. Nothing at ratio 0.
void dropProbabilities(float *row, int64_t valid, uint64_t rowIndex,
                       int64_t seq, const kernels::AttentionDropout &drop) {
  if (drop.ratio > 0)
    kernels::dropout(row, row, valid, drop.key,
                     static_cast<int64_t>(rowIndex * uint64_t(seq)),
                     drop.ratio);
}

float dotLanes(const float *x, const float *y, int64_t n) {
  float lanes[kLanes] = {};
  forEachLane(n, [&](int64_t i, int l) { lanes[l] += x[i] * y[i]; });
  return laneSum(lanes);
}

/// exp(-x^2 / 2) in f32, as exp(-hi^2 / 2) exp(-(x - hi)(x + hi) / 2) with
/// hi = x to 12 significant bits: hi^2 is exact, so the rounding of x^2
/// (2e-6 of the result at x = 6) does not reach the tails.
inline float expMinusHalfSquare(float x) {
  uint32_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  bits &= 0xFFFFF000u;
  float hi;
  std::memcpy(&hi, &bits, sizeof hi);
  return exp32(-0.5f * hi * hi) * exp32(-0.5f * (x - hi) * (x + hi));
}

/// The lower tail Phi(-|x|) = erfc(|x| / sqrt 2) / 2 in f32, vectorisable,
/// given expMinusHalfSquare(x): Numerical Recipes' Chebyshev fit of erfc
/// (W. H. Press et al., Numerical Recipes, 3rd ed., section 6.2.2),
/// fractional error below 1.2e-7.
inline float normalTail(float x, float gaussian) {
  float z = std::abs(x) * 0.70710678f;
  float t = 1.0f / (1.0f + 0.5f * z);
  float poly =
      -1.26551223f +
      t * (1.00002368f +
           t * (0.37409196f +
                t * (0.09678418f +
                     t * (-0.18628806f +
                          t * (0.27886807f +
                               t * (-1.13520398f +
                                    t * (1.48851587f +
                                         t * (-0.82215223f +
                                              t * 0.17087277f))))))));
  return 0.5f * t * gaussian * exp32(poly);
}

/// Phi(x) = 0.5 (1 + erf(x / sqrt 2)), from the tail so that neither side
/// cancels.
inline float normalCdf(float x, float gaussian) {
  float tail = normalTail(x, gaussian);
  return x < 0.0f ? tail : 1.0f - tail;
}
} // namespace

static_assert(kernels::kMaxBlasInt <= std::numeric_limits<blasint>::max(),
              "a BLAS call takes sizes up to kMaxBlasInt");

void kernels::initBlas() { openblas_set_num_threads(1); }

void kernels::gemm(const float *a, const float *b, float *c, int64_t m,
                   int64_t n, int64_t k, bool transA, bool transB,
                   bool accumulate) {
  int64_t lda = transA ? m : k;
  auto call = [&](int64_t rows, const float *blockA, int64_t blockLda,
                  float *blockC) {
    cblas_sgemm(CblasRowMajor, transA ? CblasTrans : CblasNoTrans,
                transB ? CblasTrans : CblasNoTrans, rows, n, k, 1.0f, blockA,
                blockLda, b, transB ? k : n, accumulate ? 1.0f : 0.0f, blockC,
                n);
  };
  auto rowsOfA = [&](int64_t row) { return transA ? a + row : a + row * k; };
  // Whole blocks of gemm::rowBlock(n, k) rows, then of gemm::kRowBlock.
  int64_t row = 0;
  for (int64_t block : {gemm::rowBlock(n, k), gemm::kRowBlock})
    for (; row + block <= m; row += block)
      call(block, rowsOfA(row), lda, c + row * n);
  int64_t tail = m - row;
  if (tail == 0)
    return;
  // The last rows, padded with zero rows to a whole small block.
  constexpr int64_t block = gemm::kRowBlock;
  thread_local std::vector<float> paddedA, paddedC;
  paddedA.assign(block * k, 0.0f);
  paddedC.assign(block * n, 0.0f);
  for (int64_t r = 0; r < tail; ++r)
    for (int64_t i = 0; i < k; ++i)
      paddedA[transA ? i * block + r : r * k + i] =
          transA ? a[i * m + row + r] : a[(row + r) * k + i];
  if (accumulate)
    std::copy(c + row * n, c + m * n, paddedC.begin());
  call(block, paddedA.data(), transA ? block : k, paddedC.data());
  std::copy(paddedC.begin(), paddedC.begin() + tail * n, c + row * n);
}

void kernels::add(const float *lhs, const float *rhs, float *out, int64_t n,
                  int64_t period) {
  for (int64_t i = 0; i < n; i += period)
    for (int64_t j = 0; j < period; ++j)
      out[i + j] = lhs[i + j] + rhs[j];
}

void kernels::mul(const float *lhs, const float *rhs, float *out, int64_t n,
                  int64_t period) {
  for (int64_t i = 0; i < n; i += period)
    for (int64_t j = 0; j < period; ++j)
      out[i + j] = lhs[i + j] * rhs[j];
}

OVL_VECTOR_CLONES
void kernels::gelu(const float *in, float *out, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    out[i] = in[i] * normalCdf(in[i], expMinusHalfSquare(in[i]));
}

OVL_VECTOR_CLONES
void kernels::dropout(const float *in, float *out, int64_t n, uint64_t key,
                      int64_t offset, double ratio) {
  const uint32_t threshold = dropoutThreshold(ratio);
  const float scale = dropoutScale(ratio);
  const uint64_t first = key + static_cast<uint64_t>(offset);
  for (int64_t i = 0; i < n; ++i)
    out[i] = dropoutKeeps(first, static_cast<uint64_t>(i), threshold)
                 ? in[i] * scale
                 : 0.0f;
}

OVL_VECTOR_CLONES
void kernels::geluGrad(const float *in, const float *dout, float *din,
                       int64_t n) {
  const float invSqrt2Pi = 0.39894228f;
  for (int64_t i = 0; i < n; ++i) {
    float x = in[i], gaussian = expMinusHalfSquare(x);
    din[i] = dout[i] * (normalCdf(x, gaussian) + x * invSqrt2Pi * gaussian);
  }
}

OVL_VECTOR_CLONES
void kernels::reduceRows(const float *in, float *out, int64_t rows,
                         int64_t cols) {
  std::fill_n(out, cols, 0.0f);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c)
      out[c] += in[r * cols + c];
}

OVL_VECTOR_CLONES
void kernels::layerNorm(const float *in, const float *gamma, const float *beta,
                        float *out, float *mean, float *rstd, int64_t rows,
                        int64_t cols, double eps) {
  const float epsilon = static_cast<float>(eps);
  for (int64_t r = 0; r < rows; ++r) {
    const float *x = in + r * cols;
    float lanes[kLanes] = {};
    forEachLane(cols, [&](int64_t c, int l) { lanes[l] += x[c]; });
    float mu = laneSum(lanes) / cols;
    float squares[kLanes] = {};
    forEachLane(cols, [&](int64_t c, int l) {
      squares[l] += (x[c] - mu) * (x[c] - mu);
    });
    float inv = 1.0f / std::sqrt(laneSum(squares) / cols + epsilon);
    mean[r] = mu;
    rstd[r] = inv;
    float *y = out + r * cols;
    for (int64_t c = 0; c < cols; ++c)
      y[c] = (x[c] - mu) * inv * gamma[c] + beta[c];
  }
}

OVL_VECTOR_CLONES
void kernels::layerNormGrad(const float *in, const float *gamma,
                            const float *mean, const float *rstd,
                            const float *dout, float *din, float *dgamma,
                            float *dbeta, int64_t rows, int64_t cols) {
  std::fill_n(dgamma, cols, 0.0f);
  std::fill_n(dbeta, cols, 0.0f);
  for (int64_t r = 0; r < rows; ++r) {
    const float *x = in + r * cols, *dy = dout + r * cols;
    const float mu = mean[r], inv = rstd[r];
    float sumDxhat[kLanes] = {}, sumDxhatXhat[kLanes] = {};
    forEachLane(cols, [&](int64_t c, int l) {
      float xhat = (x[c] - mu) * inv, dxhat = dy[c] * gamma[c];
      sumDxhat[l] += dxhat;
      sumDxhatXhat[l] += dxhat * xhat;
    });
    for (int64_t c = 0; c < cols; ++c) {
      float xhat = (x[c] - mu) * inv;
      dgamma[c] += dy[c] * xhat;
      dbeta[c] += dy[c];
    }
    float meanDxhat = laneSum(sumDxhat) / cols;
    float meanDxhatXhat = laneSum(sumDxhatXhat) / cols;
    float *dx = din + r * cols;
    for (int64_t c = 0; c < cols; ++c) {
      float xhat = (x[c] - mu) * inv, dxhat = dy[c] * gamma[c];
      dx[c] = inv * (dxhat - meanDxhat - xhat * meanDxhatXhat);
    }
  }
}

OVL_VECTOR_CLONES
void kernels::rmsNorm(const float *in, const float *gamma, float *out,
                      float *rstd, int64_t rows, int64_t cols, double eps) {
  const float epsilon = static_cast<float>(eps);
  for (int64_t r = 0; r < rows; ++r) {
    const float *x = in + r * cols;
    float squares[kLanes] = {};
    forEachLane(cols, [&](int64_t c, int l) { squares[l] += x[c] * x[c]; });
    float inv = 1.0f / std::sqrt(laneSum(squares) / cols + epsilon);
    rstd[r] = inv;
    float *y = out + r * cols;
    for (int64_t c = 0; c < cols; ++c)
      y[c] = x[c] * inv * gamma[c];
  }
}

OVL_VECTOR_CLONES
void kernels::rmsNormGrad(const float *in, const float *gamma,
                          const float *rstd, const float *dout, float *din,
                          float *dgamma, int64_t rows, int64_t cols) {
  std::fill_n(dgamma, cols, 0.0f);
  for (int64_t r = 0; r < rows; ++r) {
    const float *x = in + r * cols, *dy = dout + r * cols;
    const float inv = rstd[r];
    float sumDxhatXhat[kLanes] = {};
    forEachLane(cols, [&](int64_t c, int l) {
      sumDxhatXhat[l] += dy[c] * gamma[c] * (x[c] * inv);
    });
    for (int64_t c = 0; c < cols; ++c)
      dgamma[c] += dy[c] * (x[c] * inv);
    float meanDxhatXhat = laneSum(sumDxhatXhat) / cols;
    float *dx = din + r * cols;
    for (int64_t c = 0; c < cols; ++c)
      dx[c] = inv * (dy[c] * gamma[c] - (x[c] * inv) * meanDxhatXhat);
  }
}

namespace {
/// The logistic function 1 / (1 + e^-x), vectorisable.
inline float sigmoid(float x) { return 1.0f / (1.0f + exp32(-x)); }
} // namespace

OVL_VECTOR_CLONES
void kernels::swiglu(const float *in, float *out, int64_t rows,
                     int64_t cols) {
  for (int64_t r = 0; r < rows; ++r) {
    const float *gate = in + 2 * r * cols, *up = gate + cols;
    float *y = out + r * cols;
    for (int64_t c = 0; c < cols; ++c)
      y[c] = gate[c] * sigmoid(gate[c]) * up[c];
  }
}

OVL_VECTOR_CLONES
void kernels::swigluGrad(const float *in, const float *dout, float *din,
                         int64_t rows, int64_t cols) {
  for (int64_t r = 0; r < rows; ++r) {
    const float *gate = in + 2 * r * cols, *up = gate + cols;
    const float *dy = dout + r * cols;
    float *dgate = din + 2 * r * cols, *dup = dgate + cols;
    for (int64_t c = 0; c < cols; ++c) {
      float g = gate[c], s = sigmoid(g);
      // d silu(g) / dg = s (1 + g (1 - s)).
      dgate[c] = dy[c] * up[c] * (s * (1.0f + g * (1.0f - s)));
      dup[c] = dy[c] * (g * s);
    }
  }
}

namespace {
/// Rotates (sign 1) or rotates back (sign -1) q and k of qkv; angles in
/// double, so a position's rotation does not lose bits as s grows.
void rotate(const float *in, float *out, int64_t batch, int64_t seq,
            int64_t heads, int64_t dim, int64_t rotaryDim, double base,
            int64_t groups, float sign) {
  if (groups <= 0)
    groups = heads;
  // Per group its heads' queries and the shared key rotate, not the value.
  const int64_t slots = heads / groups + 2, rotated = slots - 1;
  const int64_t half = rotaryDim / 2;
  thread_local std::vector<float> cosines, sines;
  cosines.resize(seq * half);
  sines.resize(seq * half);
  for (int64_t s = 0; s < seq; ++s)
    for (int64_t i = 0; i < half; ++i) {
      double angle = double(s) * std::pow(base, -2.0 * double(i) / rotaryDim);
      cosines[s * half + i] = static_cast<float>(std::cos(angle));
      sines[s * half + i] = sign * static_cast<float>(std::sin(angle));
    }
  if (out != in)
    std::memcpy(out, in, sizeof(float) * batch * seq * groups * slots * dim);
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t s = 0; s < seq; ++s) {
      const float *cosRow = &cosines[s * half], *sinRow = &sines[s * half];
      for (int64_t g = 0; g < groups; ++g)
        for (int64_t slot = 0; slot < rotated; ++slot) {
          int64_t at = (((b * seq + s) * groups + g) * slots + slot) * dim;
          const float *x = in + at;
          float *y = out + at;
          for (int64_t i = 0; i < half; ++i) { // In place too.
            float first = x[i], second = x[i + half];
            y[i] = first * cosRow[i] - second * sinRow[i];
            y[i + half] = second * cosRow[i] + first * sinRow[i];
          }
        }
    }
}
} // namespace

void kernels::rope(const float *in, float *out, int64_t batch, int64_t seq,
                   int64_t heads, int64_t dim, int64_t rotaryDim,
                   double base, int64_t groups) {
  rotate(in, out, batch, seq, heads, dim, rotaryDim, base, groups, 1.0f);
}

void kernels::ropeGrad(const float *dout, float *din, int64_t batch,
                       int64_t seq, int64_t heads, int64_t dim,
                       int64_t rotaryDim, double base, int64_t groups) {
  rotate(dout, din, batch, seq, heads, dim, rotaryDim, base, groups, -1.0f);
}

namespace {
/// Addresses q, k, v of token s, head h in qkv [B, S, H, 3, D].
/// With query groups (grouped-query attention), qkv [B, S, G, H/G + 2, D]:
/// per group its H/G queries, then the key and value its heads share;
/// G = H is the per-head [q, k, v] layout.
struct QkvLayout {
  int64_t seq, heads, dim, groups;
  QkvLayout(int64_t seq, int64_t heads, int64_t dim, int64_t groups)
      : seq(seq), heads(heads), dim(dim), groups(groups > 0 ? groups : heads) {}
  int64_t headsPerGroup() const { return heads / groups; }
  /// Part 0, 1, 2: head h's query, its group's key, value.
  int64_t index(int64_t b, int64_t s, int64_t h, int part) const {
    int64_t m = headsPerGroup(), g = h / m;
    int64_t slot = part == 0 ? h % m : m + part - 1;
    return (((b * seq + s) * groups + g) * (m + 2) + slot) * dim;
  }
  int64_t outIndex(int64_t b, int64_t s, int64_t h) const {
    return ((b * seq + s) * heads + h) * dim;
  }
  /// Distance between tokens in qkv and in out.
  int64_t qkvRowStride() const { return groups * (headsPerGroup() + 2) * dim; }
  int64_t outRowStride() const { return heads * dim; }
};

/// Queries per block: one block's scores are a kQueryBlock x S tile.
constexpr int64_t kQueryBlock = 64;

/// Row-major C (ldc) = alpha A B^T or A B with strided operands, as one
/// BLAS call (attention tiles: fixed shapes, so fixed bits).
void tileGemm(bool transA, bool transB, int64_t m, int64_t n, int64_t k,
              float alpha, const float *a, int64_t lda, const float *b,
              int64_t ldb, float beta, float *c, int64_t ldc) {
  cblas_sgemm(CblasRowMajor, transA ? CblasTrans : CblasNoTrans,
              transB ? CblasTrans : CblasNoTrans, m, n, k, alpha, a, lda, b,
              ldb, beta, c, ldc);
}

} // namespace

// Attention is tiled by blocks of kQueryBlock queries: per block, the
// scores against the keys it may see (all, or up to its last query when
// causal) are one BLAS GEMM, the softmax runs over the tile in f32, and
// the output is a second GEMM. Shapes depend only on (seq, dim, block), so
// results depend only on the inputs.
void kernels::attention(const float *qkv, float *out, float *lse, int64_t batch,
                        int64_t seq, int64_t heads, int64_t dim, bool causal,
                        int64_t groups, AttentionDropout dropout) {
  QkvLayout L(seq, heads, dim, groups);
  const float scale = 1.0f / std::sqrt(static_cast<float>(dim));
  const int64_t ldq = L.qkvRowStride(), ldo = L.outRowStride();
  thread_local std::vector<float> scores;
  scores.resize(kQueryBlock * seq);
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t h = 0; h < heads; ++h)
      for (int64_t first = 0; first < seq; first += kQueryBlock) {
        int64_t rows = std::min(kQueryBlock, seq - first);
        int64_t keys = causal ? first + rows : seq;
        const float *q = qkv + L.index(b, first, h, 0);
        const float *k = qkv + L.index(b, 0, h, 1);
        const float *v = qkv + L.index(b, 0, h, 2);
        tileGemm(false, true, rows, keys, dim, 1.0f, q, ldq, k, ldq, 0.0f,
                 scores.data(), keys);
        for (int64_t r = 0; r < rows; ++r) {
          int64_t valid = causal ? first + r + 1 : seq;
          float *p = scores.data() + r * keys;
          lse[(b * heads + h) * seq + first + r] =
              softmaxRow(p, valid, keys, scale);
          dropProbabilities(p, valid, (b * heads + h) * seq + first + r, seq,
                            dropout);
        }
        tileGemm(false, false, rows, dim, keys, 1.0f, scores.data(), keys, v,
                 ldq, 0.0f, out + L.outIndex(b, first, h), ldo);
      }
}

// The backward, tile by tile as the forward: P again from the scores and
// the log-sum-exp, dP = dO V^T, dS = P (dP - rowsum(dO O)) scale, then
// dQ = dS K, dK += dS^T Q and dV += P^T dO, accumulated over the query
// blocks in order. With dropout (O = M(P) V, M the mask and its scale) the
// gradient reaching P is M(dO V^T), rowsum(P M(dO V^T)) is still
// rowsum(dO O), and dV takes M(P).
void kernels::attentionGrad(const float *qkv, const float *out,
                            const float *lse, const float *dout, float *dqkv,
                            int64_t batch, int64_t seq, int64_t heads,
                            int64_t dim, bool causal, int64_t groups,
                            AttentionDropout dropout) {
  QkvLayout L(seq, heads, dim, groups);
  const float scale = 1.0f / std::sqrt(static_cast<float>(dim));
  const int64_t ldq = L.qkvRowStride(), ldo = L.outRowStride();
  thread_local std::vector<float> probs, grads;
  probs.resize(kQueryBlock * seq);
  grads.resize(kQueryBlock * seq);
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t h = 0; h < heads; ++h) {
      // A group's key and value gradients sum over its heads, in order.
      if (h % L.headsPerGroup() == 0)
        for (int64_t s = 0; s < seq; ++s) {
          std::fill_n(dqkv + L.index(b, s, h, 1), dim, 0.0f);
          std::fill_n(dqkv + L.index(b, s, h, 2), dim, 0.0f);
        }
      const float *k = qkv + L.index(b, 0, h, 1);
      const float *v = qkv + L.index(b, 0, h, 2);
      float *dk = dqkv + L.index(b, 0, h, 1);
      float *dv = dqkv + L.index(b, 0, h, 2);
      for (int64_t first = 0; first < seq; first += kQueryBlock) {
        int64_t rows = std::min(kQueryBlock, seq - first);
        int64_t keys = causal ? first + rows : seq;
        const float *q = qkv + L.index(b, first, h, 0);
        const float *dO = dout + L.outIndex(b, first, h);
        tileGemm(false, true, rows, keys, dim, 1.0f, q, ldq, k, ldq, 0.0f,
                 probs.data(), keys);
        tileGemm(false, true, rows, keys, dim, 1.0f, dO, ldo, v, ldq, 0.0f,
                 grads.data(), keys);
        for (int64_t r = 0; r < rows; ++r) {
          int64_t i = first + r;
          int64_t valid = causal ? i + 1 : seq;
          float *p = probs.data() + r * keys;
          probabilitiesRow(p, valid, keys, scale,
                           lse[(b * heads + h) * seq + i]);
          float delta = dotLanes(dout + L.outIndex(b, i, h),
                                 out + L.outIndex(b, i, h), dim);
          float *dp = grads.data() + r * keys;
          uint64_t row = (b * heads + h) * seq + i;
          dropProbabilities(dp, valid, row, seq, dropout);
          scoreGradRow(p, dp, keys, delta, scale);
          dropProbabilities(p, valid, row, seq, dropout);
        }
        tileGemm(false, false, rows, dim, keys, 1.0f, grads.data(), keys, k,
                 ldq, 0.0f, dqkv + L.index(b, first, h, 0), ldq);
        tileGemm(true, false, keys, dim, rows, 1.0f, grads.data(), keys, q,
                 ldq, 1.0f, dk, ldq);
        tileGemm(true, false, keys, dim, rows, 1.0f, probs.data(), keys, dO,
                 ldo, 1.0f, dv, ldq);
      }
    }
}

void kernels::embedding(const int32_t *tokens, const float *table, float *out,
                        int64_t count, int64_t vocab, int64_t hidden,
                        int64_t vocabStart) {
  for (int64_t t = 0; t < count; ++t) {
    int64_t row = int64_t(tokens[t]) - vocabStart;
    float *o = out + t * hidden;
    if (row < 0 || row >= vocab) {
      std::fill(o, o + hidden, 0.0f);
      continue;
    }
    std::copy(table + row * hidden, table + (row + 1) * hidden, o);
  }
}

void kernels::embeddingGrad(const int32_t *tokens, const float *dout,
                            float *dtable, int64_t count, int64_t vocab,
                            int64_t hidden, int64_t vocabStart) {
  // Per row of the shard, its tokens in order (a counting sort), summed in
  // double: the same order and bits as the cuda kernel, without a double
  // copy of the whole table.
  thread_local std::vector<int64_t> start, order;
  start.assign(vocab + 1, 0);
  auto rowOf = [&](int64_t t) { return int64_t(tokens[t]) - vocabStart; };
  for (int64_t t = 0; t < count; ++t)
    if (rowOf(t) >= 0 && rowOf(t) < vocab)
      ++start[rowOf(t) + 1];
  for (int64_t row = 0; row < vocab; ++row)
    start[row + 1] += start[row];
  order.resize(start[vocab]);
  std::vector<int64_t> next(start.begin(), start.end() - 1);
  for (int64_t t = 0; t < count; ++t)
    if (rowOf(t) >= 0 && rowOf(t) < vocab)
      order[next[rowOf(t)]++] = t;
  thread_local std::vector<double> sum;
  sum.resize(hidden);
  for (int64_t row = 0; row < vocab; ++row) {
    float *o = dtable + row * hidden;
    if (start[row] == start[row + 1]) {
      std::fill_n(o, hidden, 0.0f);
      continue;
    }
    std::fill(sum.begin(), sum.end(), 0.0);
    for (int64_t i = start[row]; i < start[row + 1]; ++i)
      for (int64_t c = 0; c < hidden; ++c)
        sum[c] += dout[order[i] * hidden + c];
    for (int64_t c = 0; c < hidden; ++c)
      o[c] = static_cast<float>(sum[c]);
  }
}

void kernels::ceMax(const float *logits, float *out, int64_t rows,
                    int64_t vocab) {
  for (int64_t r = 0; r < rows; ++r)
    out[r] = *std::max_element(logits + r * vocab, logits + (r + 1) * vocab);
}

OVL_VECTOR_CLONES
void kernels::ceStats(const float *logits, const float *rowMax,
                      const int32_t *labels, float *out, int64_t rows,
                      int64_t vocab, int64_t vocabStart) {
  for (int64_t r = 0; r < rows; ++r) {
    const float *logitsRow = logits + r * vocab;
    const float m = rowMax[r];
    float lanes[kLanes] = {};
    forEachLane(vocab,
                [&](int64_t v, int l) { lanes[l] += exp32(logitsRow[v] - m); });
    int64_t target = int64_t(labels[r]) - vocabStart;
    out[2 * r] = laneSum(lanes);
    out[2 * r + 1] =
        target >= 0 && target < vocab ? logitsRow[target] - m : 0.0f;
  }
}

float kernels::ceLoss(const float *stats, int64_t rows) {
  double total = 0.0;
  for (int64_t r = 0; r < rows; ++r)
    total += std::log(double(stats[2 * r])) - stats[2 * r + 1];
  return static_cast<float>(total / rows);
}

OVL_VECTOR_CLONES
void kernels::ceGrad(const float *logits, const float *rowMax,
                     const float *stats, const int32_t *labels, float *out,
                     int64_t rows, int64_t vocab, int64_t vocabStart,
                     double scale) {
  for (int64_t r = 0; r < rows; ++r) {
    const float *l = logits + r * vocab;
    const float m = rowMax[r];
    const float factor = static_cast<float>(scale / stats[2 * r]);
    float *o = out + r * vocab;
    for (int64_t v = 0; v < vocab; ++v)
      o[v] = factor * exp32(l[v] - m);
    int64_t target = int64_t(labels[r]) - vocabStart;
    if (target >= 0 && target < vocab)
      o[target] -= static_cast<float>(scale);
  }
}

void kernels::copyRows(const float *in, float *out, int64_t rows,
                       int64_t cols, int64_t stride, int64_t outStride) {
  for (int64_t r = 0; r < rows; ++r)
    std::copy(in + r * stride, in + r * stride + cols, out + r * outStride);
}

void kernels::adamw(float *param, const float *grad, float *expAvg,
                    float *expAvgSq, int64_t n, int64_t step, double lr,
                    double beta1, double beta2, double eps,
                    double weightDecay) {
  // torch.optim.AdamW's single-tensor update: the step's constants in
  // double, then f32 per element.
  const float decay = static_cast<float>(1.0 - lr * weightDecay);
  const float b1 = static_cast<float>(beta1), b2 = static_cast<float>(beta2);
  const float stepSize =
      static_cast<float>(lr / (1.0 - std::pow(beta1, double(step))));
  const float correction2 =
      static_cast<float>(std::sqrt(1.0 - std::pow(beta2, double(step))));
  const float epsilon = static_cast<float>(eps);
  for (int64_t i = 0; i < n; ++i) {
    float g = grad[i];
    param[i] *= decay;
    expAvg[i] = b1 * expAvg[i] + (1.0f - b1) * g;
    expAvgSq[i] = b2 * expAvgSq[i] + (1.0f - b2) * g * g;
    float denom = std::sqrt(expAvgSq[i]) / correction2 + epsilon;
    param[i] -= stepSize * (expAvg[i] / denom);
  }
}

void kernels::sgd(float *param, const float *grad, float *momentumBuffer,
                  int64_t n, double lr, double momentum, double weightDecay) {
  const float wd = static_cast<float>(weightDecay);
  const float mom = static_cast<float>(momentum);
  const float rate = static_cast<float>(lr);
  for (int64_t i = 0; i < n; ++i) {
    float g = grad[i] + wd * param[i];
    momentumBuffer[i] = mom * momentumBuffer[i] + g;
    param[i] = param[i] - rate * momentumBuffer[i];
  }
}

// In double (the squares of a whole model's gradients, summed in f32,
// would lose digits), in kLanes interleaved partial sums added up in order:
// a fixed order that vectorises, where one running sum waited on each add.
OVL_VECTOR_CLONES
void kernels::sumSquares(const float *in, float *out, int64_t n,
                         bool accumulate) {
  double lanes[kLanes] = {};
  forEachLane(n, [&](int64_t i, int l) {
    double x = in[i];
    lanes[l] += x * x;
  });
  double squares = 0.0;
  for (double lane : lanes)
    squares += lane;
  double sum = accumulate ? double(*out) : 0.0;
  *out = static_cast<float>(sum + squares);
}

float kernels::clipCoefficient(float normSq, double maxNorm) {
  // torch.nn.utils.clip_grad_norm_: f32 norm and coefficient.
  return static_cast<float>(maxNorm) / (std::sqrt(normSq) + 1e-6f);
}

void kernels::clipByNorm(const float *grad, const float *normSq, float *out,
                         int64_t n, double maxNorm) {
  const float coeff = clipCoefficient(*normSq, maxNorm);
  if (coeff < 1.0f) {
    for (int64_t i = 0; i < n; ++i)
      out[i] = grad[i] * coeff;
  } else if (out != grad) {
    std::copy(grad, grad + n, out);
  }
}
