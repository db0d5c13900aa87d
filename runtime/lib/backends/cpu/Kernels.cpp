//===- Kernels.cpp - The cpu backend's kernels ----------------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/Kernels.h"
#include "ovl/runtime/CommandSchema.h"

#include <cblas.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

using namespace ovl::rt;

void kernels::initBlas() { openblas_set_num_threads(1); }

void kernels::gemm(const float *a, const float *b, float *c, int64_t m,
                   int64_t n, int64_t k, bool transA, bool transB,
                   bool accumulate) {
  constexpr int64_t block = gemm::kRowBlock;
  auto call = [&](const float *blockA, int64_t lda, float *blockC) {
    cblas_sgemm(CblasRowMajor, transA ? CblasTrans : CblasNoTrans,
                transB ? CblasTrans : CblasNoTrans, block, n, k, 1.0f, blockA,
                lda, b, transB ? k : n, accumulate ? 1.0f : 0.0f, blockC, n);
  };
  int64_t lda = transA ? m : k;
  int64_t full = m / block * block;
  for (int64_t row = 0; row < full; row += block)
    call(transA ? a + row : a + row * k, lda, c + row * n);
  int64_t tail = m - full;
  if (tail == 0)
    return;
  // The last rows, padded with zero rows to a whole block.
  thread_local std::vector<float> paddedA, paddedC;
  paddedA.assign(block * k, 0.0f);
  paddedC.assign(block * n, 0.0f);
  for (int64_t r = 0; r < tail; ++r)
    for (int64_t i = 0; i < k; ++i)
      paddedA[transA ? i * block + r : r * k + i] =
          transA ? a[i * m + full + r] : a[(full + r) * k + i];
  if (accumulate)
    std::copy(c + full * n, c + m * n, paddedC.begin());
  call(paddedA.data(), transA ? block : k, paddedC.data());
  std::copy(paddedC.begin(), paddedC.begin() + tail * n, c + full * n);
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

void kernels::gelu(const float *in, float *out, int64_t n) {
  for (int64_t i = 0; i < n; ++i) {
    double x = in[i];
    out[i] = static_cast<float>(0.5 * x * (1.0 + std::erf(x * M_SQRT1_2)));
  }
}

void kernels::geluGrad(const float *in, const float *dout, float *din,
                       int64_t n) {
  const double invSqrt2Pi = 0.5 * M_2_SQRTPI * M_SQRT1_2;
  for (int64_t i = 0; i < n; ++i) {
    double x = in[i];
    double cdf = 0.5 * (1.0 + std::erf(x * M_SQRT1_2));
    double pdf = invSqrt2Pi * std::exp(-0.5 * x * x);
    din[i] = static_cast<float>(dout[i] * (cdf + x * pdf));
  }
}

void kernels::reduceRows(const float *in, float *out, int64_t rows,
                         int64_t cols) {
  std::vector<double> sum(cols, 0.0);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c)
      sum[c] += in[r * cols + c];
  for (int64_t c = 0; c < cols; ++c)
    out[c] = static_cast<float>(sum[c]);
}

void kernels::layerNorm(const float *in, const float *gamma, const float *beta,
                        float *out, float *mean, float *rstd, int64_t rows,
                        int64_t cols, double eps) {
  for (int64_t r = 0; r < rows; ++r) {
    const float *x = in + r * cols;
    double mu = 0.0;
    for (int64_t c = 0; c < cols; ++c)
      mu += x[c];
    mu /= cols;
    double var = 0.0;
    for (int64_t c = 0; c < cols; ++c)
      var += (x[c] - mu) * (x[c] - mu);
    var /= cols;
    double inv = 1.0 / std::sqrt(var + eps);
    mean[r] = static_cast<float>(mu);
    rstd[r] = static_cast<float>(inv);
    for (int64_t c = 0; c < cols; ++c)
      out[r * cols + c] =
          static_cast<float>((x[c] - mu) * inv * gamma[c] + beta[c]);
  }
}

void kernels::layerNormGrad(const float *in, const float *gamma,
                            const float *mean, const float *rstd,
                            const float *dout, float *din, float *dgamma,
                            float *dbeta, int64_t rows, int64_t cols) {
  std::vector<double> dg(cols, 0.0), db(cols, 0.0);
  for (int64_t r = 0; r < rows; ++r) {
    const float *x = in + r * cols, *dy = dout + r * cols;
    double mu = mean[r], inv = rstd[r];
    double sumDxhat = 0.0, sumDxhatXhat = 0.0;
    for (int64_t c = 0; c < cols; ++c) {
      double xhat = (x[c] - mu) * inv;
      double dxhat = double(dy[c]) * gamma[c];
      sumDxhat += dxhat;
      sumDxhatXhat += dxhat * xhat;
      dg[c] += double(dy[c]) * xhat;
      db[c] += dy[c];
    }
    double meanDxhat = sumDxhat / cols, meanDxhatXhat = sumDxhatXhat / cols;
    for (int64_t c = 0; c < cols; ++c) {
      double xhat = (x[c] - mu) * inv;
      double dxhat = double(dy[c]) * gamma[c];
      din[r * cols + c] =
          static_cast<float>(inv * (dxhat - meanDxhat - xhat * meanDxhatXhat));
    }
  }
  for (int64_t c = 0; c < cols; ++c) {
    dgamma[c] = static_cast<float>(dg[c]);
    dbeta[c] = static_cast<float>(db[c]);
  }
}

namespace {
/// Addresses q, k, v of token s, head h in qkv [B, S, H, 3, D].
struct QkvLayout {
  int64_t seq, heads, dim;
  int64_t index(int64_t b, int64_t s, int64_t h, int part) const {
    return (((b * seq + s) * heads + h) * 3 + part) * dim;
  }
  int64_t outIndex(int64_t b, int64_t s, int64_t h) const {
    return ((b * seq + s) * heads + h) * dim;
  }
};
} // namespace

void kernels::attention(const float *qkv, float *out, float *lse,
                        int64_t batch, int64_t seq, int64_t heads, int64_t dim,
                        bool causal) {
  QkvLayout L{seq, heads, dim};
  double scale = 1.0 / std::sqrt(double(dim));
  std::vector<double> scores(seq), acc(dim);
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t h = 0; h < heads; ++h)
      for (int64_t i = 0; i < seq; ++i) {
        const float *q = qkv + L.index(b, i, h, 0);
        int64_t last = causal ? i : seq - 1;
        double maxScore = -std::numeric_limits<double>::infinity();
        for (int64_t j = 0; j <= last; ++j) {
          const float *k = qkv + L.index(b, j, h, 1);
          double dot = 0.0;
          for (int64_t d = 0; d < dim; ++d)
            dot += double(q[d]) * k[d];
          scores[j] = dot * scale;
          maxScore = std::max(maxScore, scores[j]);
        }
        double sum = 0.0;
        for (int64_t j = 0; j <= last; ++j)
          sum += std::exp(scores[j] - maxScore);
        std::fill(acc.begin(), acc.end(), 0.0);
        for (int64_t j = 0; j <= last; ++j) {
          double p = std::exp(scores[j] - maxScore) / sum;
          const float *v = qkv + L.index(b, j, h, 2);
          for (int64_t d = 0; d < dim; ++d)
            acc[d] += p * v[d];
        }
        float *o = out + L.outIndex(b, i, h);
        for (int64_t d = 0; d < dim; ++d)
          o[d] = static_cast<float>(acc[d]);
        lse[(b * heads + h) * seq + i] =
            static_cast<float>(maxScore + std::log(sum));
      }
}

void kernels::attentionGrad(const float *qkv, const float *out,
                            const float *lse, const float *dout, float *dqkv,
                            int64_t batch, int64_t seq, int64_t heads,
                            int64_t dim, bool causal) {
  QkvLayout L{seq, heads, dim};
  double scale = 1.0 / std::sqrt(double(dim));
  int64_t total = batch * seq * heads * 3 * dim;
  std::vector<double> grad(total, 0.0);
  std::vector<double> probs(seq);
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t h = 0; h < heads; ++h)
      for (int64_t i = 0; i < seq; ++i) {
        const float *q = qkv + L.index(b, i, h, 0);
        const float *o = out + L.outIndex(b, i, h);
        const float *dO = dout + L.outIndex(b, i, h);
        int64_t last = causal ? i : seq - 1;
        double rowLse = lse[(b * heads + h) * seq + i];
        // D_i = dO_i . O_i = sum_j p_ij (dO_i . v_j).
        double delta = 0.0;
        for (int64_t d = 0; d < dim; ++d)
          delta += double(dO[d]) * o[d];
        for (int64_t j = 0; j <= last; ++j) {
          const float *k = qkv + L.index(b, j, h, 1);
          const float *v = qkv + L.index(b, j, h, 2);
          double dot = 0.0, dp = 0.0;
          for (int64_t d = 0; d < dim; ++d) {
            dot += double(q[d]) * k[d];
            dp += double(dO[d]) * v[d];
          }
          double p = std::exp(dot * scale - rowLse);
          double ds = p * (dp - delta) * scale;
          double *dq = grad.data() + L.index(b, i, h, 0);
          double *dk = grad.data() + L.index(b, j, h, 1);
          double *dv = grad.data() + L.index(b, j, h, 2);
          for (int64_t d = 0; d < dim; ++d) {
            dq[d] += ds * k[d];
            dk[d] += ds * q[d];
            dv[d] += p * dO[d];
          }
        }
      }
  for (int64_t i = 0; i < total; ++i)
    dqkv[i] = static_cast<float>(grad[i]);
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
  std::vector<double> grad(vocab * hidden, 0.0);
  for (int64_t t = 0; t < count; ++t) {
    int64_t row = int64_t(tokens[t]) - vocabStart;
    if (row < 0 || row >= vocab)
      continue;
    for (int64_t c = 0; c < hidden; ++c)
      grad[row * hidden + c] += dout[t * hidden + c];
  }
  for (int64_t i = 0; i < vocab * hidden; ++i)
    dtable[i] = static_cast<float>(grad[i]);
}

void kernels::ceMax(const float *logits, float *out, int64_t rows,
                    int64_t vocab) {
  for (int64_t r = 0; r < rows; ++r)
    out[r] = *std::max_element(logits + r * vocab, logits + (r + 1) * vocab);
}

void kernels::ceStats(const float *logits, const float *rowMax,
                      const int32_t *labels, float *out, int64_t rows,
                      int64_t vocab, int64_t vocabStart) {
  for (int64_t r = 0; r < rows; ++r) {
    const float *l = logits + r * vocab;
    double sum = 0.0;
    for (int64_t v = 0; v < vocab; ++v)
      sum += std::exp(double(l[v]) - rowMax[r]);
    int64_t target = int64_t(labels[r]) - vocabStart;
    double shifted =
        target >= 0 && target < vocab ? double(l[target]) - rowMax[r] : 0.0;
    out[2 * r] = static_cast<float>(sum);
    out[2 * r + 1] = static_cast<float>(shifted);
  }
}

float kernels::ceLoss(const float *stats, int64_t rows) {
  double total = 0.0;
  for (int64_t r = 0; r < rows; ++r)
    total += std::log(double(stats[2 * r])) - stats[2 * r + 1];
  return static_cast<float>(total / rows);
}

void kernels::ceGrad(const float *logits, const float *rowMax,
                     const float *stats, const int32_t *labels, float *out,
                     int64_t rows, int64_t vocab, int64_t vocabStart,
                     double scale) {
  for (int64_t r = 0; r < rows; ++r) {
    const float *l = logits + r * vocab;
    double sum = stats[2 * r];
    int64_t target = int64_t(labels[r]) - vocabStart;
    for (int64_t v = 0; v < vocab; ++v) {
      double p = std::exp(double(l[v]) - rowMax[r]) / sum;
      out[r * vocab + v] =
          static_cast<float>(scale * (p - (v == target ? 1.0 : 0.0)));
    }
  }
}

void kernels::copyRows(const float *in, float *out, int64_t rows,
                       int64_t cols, int64_t stride) {
  for (int64_t r = 0; r < rows; ++r)
    std::copy(in + r * stride, in + r * stride + cols, out + r * cols);
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
