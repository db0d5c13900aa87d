//===- Kernels.h - The cpu backend's kernels --------------------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Single-threaded f32 kernels. Every reduction runs in a fixed order (lane
// accumulators added in order, or BLAS calls of fixed shapes), so results
// depend only on the inputs; the vectorised loops are built for several
// x86-64 levels (docs/runtime.md, "The cpu backend"). GEMMs go to OpenBLAS
// pinned to one thread per call: ranks already run in parallel, and a
// per-call thread count would make the blocking depend on the machine.
// Each kernel is unit-tested against a straightforward reference
// (runtime/test/KernelsTest.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_KERNELS_H
#define OVL_RUNTIME_KERNELS_H

#include <cstdint>

namespace ovl::rt::kernels {

/// Pins the BLAS library to one thread. Call once before any GEMM.
void initBlas();

/// The largest size or leading dimension a BLAS call takes: OpenBLAS's
/// blasint is an int unless built with 64-bit integers (Debian's is not;
/// Kernels.cpp checks it). The cpu backend refuses a GEMM past it.
inline constexpr int64_t kMaxBlasInt = 2147483647;

/// C = op(A) op(B) (+ C when `accumulate`), row-major; A is m x k (k x m when
/// transposed), B is k x n (n x k when transposed).
///
/// Rows are computed in aligned blocks (gemm::rowBlock(n, k) rows, then
/// gemm::kRowBlock), each one BLAS call of exactly that many rows (the last
/// padded), so a row's bits depend only on its inputs and its place in its
/// block, never on m: splitting a GEMM into row chunks that start on a
/// multiple of gemm::rowBlock(n, k) (ovl-decompose-collective-matmul keeps
/// to that) gives the unsplit GEMM's bits. BLAS libraries promise no such
/// thing (OpenBLAS's kernels round a row differently for other m).
void gemm(const float *a, const float *b, float *c, int64_t m, int64_t n,
          int64_t k, bool transA, bool transB, bool accumulate);

/// out[i] = lhs[i] + rhs[i % period] (and mul).
void add(const float *lhs, const float *rhs, float *out, int64_t n,
         int64_t period);
void mul(const float *lhs, const float *rhs, float *out, int64_t n,
         int64_t period);

/// Exact GELU, 0.5 x (1 + erf(x / sqrt 2)), and its gradient.
void gelu(const float *in, float *out, int64_t n);
void geluGrad(const float *in, const float *dout, float *din, int64_t n);

/// Inverted dropout (ovl/runtime/Random.h): out[i] = in[i] * scale where
/// element offset + i is kept under `key`, else 0; scale = 1 / (1 - ratio)
/// in f32. In place when out == in.
void dropout(const float *in, float *out, int64_t n, uint64_t key,
             int64_t offset, double ratio);

/// out[j] = sum_i in[i][j].
void reduceRows(const float *in, float *out, int64_t rows, int64_t cols);

void layerNorm(const float *in, const float *gamma, const float *beta,
               float *out, float *mean, float *rstd, int64_t rows,
               int64_t cols, double eps);
void layerNormGrad(const float *in, const float *gamma, const float *mean,
                   const float *rstd, const float *dout, float *din,
                   float *dgamma, float *dbeta, int64_t rows, int64_t cols);

/// RMSNorm (Zhang and Sennrich, arXiv:1910.07467): out = in * rstd * gamma
/// with rstd = 1 / sqrt(mean(in^2) + eps) per row, and its gradient.
void rmsNorm(const float *in, const float *gamma, float *out, float *rstd,
             int64_t rows, int64_t cols, double eps);
void rmsNormGrad(const float *in, const float *gamma, const float *rstd,
                 const float *dout, float *din, float *dgamma, int64_t rows,
                 int64_t cols);

/// SwiGLU (Shazeer, arXiv:2002.05202) as Megatron-core's glu: each row of
/// in is [gate | up] (2 cols), out = silu(gate) * up (cols); and its
/// gradient, din = [dgate | dup].
void swiglu(const float *in, float *out, int64_t rows, int64_t cols);
void swigluGrad(const float *in, const float *dout, float *din, int64_t rows,
                int64_t cols);

/// Rotary position embedding (Su et al., RoFormer, arXiv:2104.09864) as
/// Megatron-core applies it, non-interleaved: for each head's q and k in qkv
/// [B, S, H, 3, D] at position s, features i and i + R/2 (i < R/2, R =
/// rotaryDim) rotate by the angle s / base^(2i / R); the other features and
/// v are copied. ropeGrad applies the inverse rotation to dout. With
/// `groups` query groups, qkv is laid out as attention's.
void rope(const float *in, float *out, int64_t batch, int64_t seq,
          int64_t heads, int64_t dim, int64_t rotaryDim, double base,
          int64_t groups = 0);
void ropeGrad(const float *dout, float *din, int64_t batch, int64_t seq,
              int64_t heads, int64_t dim, int64_t rotaryDim, double base,
              int64_t groups = 0);

/// Dropout on attention's probabilities [B, H, S, S] (ovl/runtime/Random.h):
/// element (b, h, i, j) is kept under `key` at index ((b H + h) S + i) S + j
/// and scaled by 1 / (1 - ratio) in f32, else 0. Ratio 0: none.
struct AttentionDropout {
  uint64_t key = 0;
  double ratio = 0.0;
};

/// Causal (or full) multi-head attention over qkv [B, S, H, 3, D]; out is
/// [B, S, H, D], lse [B, H, S] (log-sum-exp of the scaled scores, before any
/// dropout). With G query groups (grouped-query attention; 0: one per head)
/// qkv is [B, S, G, H/G + 2, D]: each group's H/G queries, then the key and
/// value they share; the gradient sums a group's key and value gradients
/// over its heads in head order. The gradient takes the forward's dropout.
void attention(const float *qkv, float *out, float *lse, int64_t batch,
               int64_t seq, int64_t heads, int64_t dim, bool causal,
               int64_t groups = 0, AttentionDropout dropout = {});
void attentionGrad(const float *qkv, const float *out, const float *lse,
                   const float *dout, float *dqkv, int64_t batch, int64_t seq,
                   int64_t heads, int64_t dim, bool causal, int64_t groups = 0,
                   AttentionDropout dropout = {});

/// Rows [vocabStart, vocabStart + vocab) of the vocabulary are local; other
/// tokens embed to zero and contribute no gradient.
void embedding(const int32_t *tokens, const float *table, float *out,
               int64_t count, int64_t vocab, int64_t hidden,
               int64_t vocabStart);
void embeddingGrad(const int32_t *tokens, const float *dout, float *dtable,
                   int64_t count, int64_t vocab, int64_t hidden,
                   int64_t vocabStart);

/// Vocab-parallel softmax cross-entropy pieces (see ovl.cross_entropy_*).
void ceMax(const float *logits, float *out, int64_t rows, int64_t vocab);
void ceStats(const float *logits, const float *rowMax, const int32_t *labels,
             float *out, int64_t rows, int64_t vocab, int64_t vocabStart);
float ceLoss(const float *stats, int64_t rows);
void ceGrad(const float *logits, const float *rowMax, const float *stats,
            const int32_t *labels, float *out, int64_t rows, int64_t vocab,
            int64_t vocabStart, double scale);

/// Copies `rows` rows of `cols` elements, `stride` elements apart in `in`,
/// into `out`, `outStride` apart (a non-contiguous slice, or a block of a
/// concatenation along columns).
void copyRows(const float *in, float *out, int64_t rows, int64_t cols,
              int64_t stride, int64_t outStride);

/// torch.optim.SGD: g' = g + wd p; v = momentum v + g'; p -= lr v.
void sgd(float *param, const float *grad, float *momentumBuffer, int64_t n,
         double lr, double momentum, double weightDecay);

/// AdamW as torch.optim.AdamW at step t (1-based): decoupled weight decay,
/// moments, bias-corrected update, all in f32.
void adamw(float *param, const float *grad, float *expAvg, float *expAvgSq,
           int64_t n, int64_t step, double lr, double beta1, double beta2,
           double eps, double weightDecay);

/// Sets *out (or adds to it, with `accumulate`) to the sum of the squares
/// of in[0, n), summed in double in element order.
void sumSquares(const float *in, float *out, int64_t n, bool accumulate);

/// The gradient-clipping coefficient max_norm / (sqrt(normSq) + 1e-6), in
/// f32 as torch.nn.utils.clip_grad_norm_ computes it.
float clipCoefficient(float normSq, double maxNorm);

/// out = grad * clipCoefficient(*normSq, maxNorm) where that is below 1,
/// else grad (out may be grad).
void clipByNorm(const float *grad, const float *normSq, float *out, int64_t n,
                double maxNorm);

} // namespace ovl::rt::kernels

#endif // OVL_RUNTIME_KERNELS_H
