//===- KernelsTest.cpp - The cpu kernels against references ---------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Forward kernels are compared with straightforward double-precision
// references; gradient kernels with central finite differences of the
// forward kernels along a random direction.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/Kernels.h"
#include "RandomValues.h"
#include "ovl/runtime/CommandSchema.h"
#include "ovl/runtime/LearningRate.h"
#include "ovl/runtime/Random.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <random>
#include <vector>

using namespace ovl::rt;
using ovl::rt::test::randomFloats;

namespace {

void expectNear(const std::vector<float> &actual,
                const std::vector<double> &expected, double tolerance) {
  ASSERT_EQ(actual.size(), expected.size());
  for (size_t i = 0; i < actual.size(); ++i)
    EXPECT_NEAR(actual[i], expected[i], tolerance * (1.0 + std::abs(expected[i])))
        << "at " << i;
}

double dot(const std::vector<float> &a, const std::vector<float> &b) {
  double s = 0;
  for (size_t i = 0; i < a.size(); ++i)
    s += double(a[i]) * b[i];
  return s;
}

/// Checks that `grad` is the gradient of `loss` at `x`: the directional
/// derivative along a random direction matches a central difference.
void expectGradient(const std::function<double(const std::vector<float> &)> &loss,
                    std::vector<float> x, const std::vector<float> &grad,
                    unsigned seed) {
  std::vector<float> direction = randomFloats(x.size(), seed);
  const float h = 1e-2f;
  std::vector<float> plus = x, minus = x;
  for (size_t i = 0; i < x.size(); ++i) {
    plus[i] += h * direction[i];
    minus[i] -= h * direction[i];
  }
  double numeric = (loss(plus) - loss(minus)) / (2.0 * h);
  double analytic = dot(grad, direction);
  EXPECT_NEAR(analytic, numeric, 2e-3 * (1.0 + std::abs(numeric)))
      << "analytic " << analytic << " numeric " << numeric;
}

TEST(Kernels, GemmMatchesTheDefinitionForEveryTranspose) {
  kernels::initBlas();
  const int64_t m = 5, n = 3, k = 4;
  for (bool ta : {false, true})
    for (bool tb : {false, true})
      for (bool acc : {false, true}) {
        std::vector<float> a = randomFloats(m * k, 1), b = randomFloats(k * n, 2);
        std::vector<float> c = randomFloats(m * n, 3);
        std::vector<double> expected(m * n);
        for (int64_t i = 0; i < m; ++i)
          for (int64_t j = 0; j < n; ++j) {
            double s = acc ? c[i * n + j] : 0.0;
            for (int64_t p = 0; p < k; ++p)
              s += double(ta ? a[p * m + i] : a[i * k + p]) *
                   (tb ? b[j * k + p] : b[p * n + j]);
            expected[i * n + j] = s;
          }
        kernels::gemm(a.data(), b.data(), c.data(), m, n, k, ta, tb, acc);
        expectNear(c, expected, 1e-5);
      }
}

// ovl-decompose-collective-matmul splits a GEMM's rows into chunks that start
// on multiples of gemm::rowBlock(n, k); the chunks must give the whole GEMM's
// bits (BLAS kernels round a row differently for other row counts: the
// fuzzer found tp 4 GPT steps whose decomposition changed the weights).
// Small GEMMs (16-row blocks) and large ones (256-row blocks, then 16-row
// blocks for the rows left).
TEST(Kernels, GemmRowChunksOnRowBlocksKeepTheBits) {
  kernels::initBlas();
  std::mt19937 gen(11);
  for (int trial = 0; trial < 224; ++trial) {
    bool large = trial >= 200;
    int64_t n = large ? 256 + gen() % 64 : 1 + gen() % 40,
            k = large ? 256 + gen() % 64 : 1 + gen() % 64;
    int64_t block = gemm::rowBlock(n, k);
    ASSERT_EQ(block, large ? gemm::kLargeRowBlock : gemm::kRowBlock);
    int64_t m = 1 + gen() % (3 * block + 3 * gemm::kRowBlock);
    bool ta = gen() % 2, tb = gen() % 2, acc = gen() % 2;
    std::vector<float> a = randomFloats(m * k, trial),
                       b = randomFloats(k * n, trial + 1000),
                       c0 = randomFloats(m * n, trial + 2000);
    std::vector<float> whole = c0;
    kernels::gemm(a.data(), b.data(), whole.data(), m, n, k, ta, tb, acc);
    std::vector<float> chunked = c0;
    for (int64_t row = 0; row < m;) {
      int64_t rows = std::min(m - row, block * int64_t(1 + gen() % 3));
      // The chunk's rows of A, on their own, as the decomposition slices
      // them.
      std::vector<float> part(rows * k);
      for (int64_t r = 0; r < rows; ++r)
        for (int64_t p = 0; p < k; ++p)
          part[ta ? p * rows + r : r * k + p] =
              ta ? a[p * m + row + r] : a[(row + r) * k + p];
      kernels::gemm(part.data(), b.data(), chunked.data() + row * n, rows, n,
                    k, ta, tb, acc);
      row += rows;
    }
    ASSERT_EQ(0, std::memcmp(whole.data(), chunked.data(),
                             whole.size() * sizeof(float)))
        << "m " << m << " n " << n << " k " << k << " ta " << ta << " tb "
        << tb << " acc " << acc;
  }
}

TEST(Kernels, AddAndMulBroadcastTheRightOperand) {
  std::vector<float> lhs = randomFloats(12, 1), rhs = randomFloats(4, 2);
  std::vector<float> out(12);
  kernels::add(lhs.data(), rhs.data(), out.data(), 12, 4);
  std::vector<double> expected(12);
  for (int i = 0; i < 12; ++i)
    expected[i] = double(lhs[i]) + rhs[i % 4];
  expectNear(out, expected, 1e-7);
  kernels::mul(lhs.data(), rhs.data(), out.data(), 12, 4);
  for (int i = 0; i < 12; ++i)
    expected[i] = double(lhs[i]) * rhs[i % 4];
  expectNear(out, expected, 1e-7);
}

TEST(Kernels, GeluAndItsGradient) {
  std::vector<float> x = randomFloats(64, 3, 2.0f), y(64);
  kernels::gelu(x.data(), y.data(), 64);
  std::vector<double> expected(64);
  for (int i = 0; i < 64; ++i)
    expected[i] = 0.5 * x[i] * (1.0 + std::erf(x[i] / std::sqrt(2.0)));
  expectNear(y, expected, 1e-6);

  std::vector<float> w = randomFloats(64, 4), dx(64);
  kernels::geluGrad(x.data(), w.data(), dx.data(), 64);
  expectGradient(
      [&](const std::vector<float> &in) {
        std::vector<float> out(64);
        kernels::gelu(in.data(), out.data(), 64);
        return dot(out, w);
      },
      x, dx, 5);
}

TEST(Kernels, DropoutDropsTheRatioAndScalesTheRest) {
  const int64_t n = int64_t(1) << 20;
  std::vector<float> x = randomFloats(n, 5, 2.0f), y(n);
  for (double ratio : {0.1, 0.5}) {
    kernels::dropout(x.data(), y.data(), n, dropoutKey(1234, 7, 0, 0), 0,
                     ratio);
    float scale = static_cast<float>(1.0 / (1.0 - ratio));
    int64_t dropped = 0;
    for (int64_t i = 0; i < n; ++i) {
      if (y[i] == 0.0f && x[i] != 0.0f)
        ++dropped;
      else
        ASSERT_EQ(y[i], x[i] * scale) << "element " << i;
    }
    // A binomial draw: its standard deviation is under 5e-4 here.
    EXPECT_NEAR(double(dropped) / n, ratio, 3e-3) << "ratio " << ratio;
  }
  kernels::dropout(x.data(), y.data(), n, dropoutKey(1234, 7, 0, 0), 0, 0.0);
  EXPECT_EQ(std::memcmp(x.data(), y.data(), n * sizeof(float)), 0);
}

TEST(Kernels, DropoutMasksAreAFunctionOfTheKeyAndTheIndex) {
  const int64_t n = 4096, k = 1000;
  std::vector<float> ones(n, 1.0f);
  auto mask = [&](uint64_t key, int64_t offset, int64_t count) {
    std::vector<float> out(count);
    kernels::dropout(ones.data(), out.data(), count, key, offset, 0.1);
    return out;
  };
  uint64_t key = dropoutKey(1234, 7, 2, 1);
  std::vector<float> whole = mask(key, 0, n);
  EXPECT_EQ(whole, mask(key, 0, n)); // The same key: the same mask.
  // A shard at an offset draws the whole tensor's elements there.
  std::vector<float> tail = mask(key, k, n - k);
  EXPECT_TRUE(std::equal(tail.begin(), tail.end(), whole.begin() + k));
  // Each part of the key draws another mask: the run's seed, the site's,
  // the step and the rank's position.
  for (uint64_t other : {dropoutKey(1235, 7, 2, 1), dropoutKey(1234, 8, 2, 1),
                         dropoutKey(1234, 7, 3, 1), dropoutKey(1234, 7, 2, 0)})
    EXPECT_NE(mask(other, 0, n), whole);
  // The gradient goes through the forward's mask: same zeros, same scale.
  std::vector<float> grad = randomFloats(n, 6), dx(n);
  kernels::dropout(grad.data(), dx.data(), n, key, 0, 0.1);
  for (int64_t i = 0; i < n; ++i)
    ASSERT_EQ(dx[i], grad[i] * whole[i]) << "element " << i;
}

// GELU and its gradient use an f32 erfc and exp of their own (so that the
// loops vectorise): within 1e-6 relative of the double-precision formulas
// over the whole range, tails included (the gradient, cdf + x pdf, relative
// to its terms: it crosses zero near x = -0.75).
TEST(Kernels, GeluIsAccurateOverItsRange) {
  const int n = 4001;
  std::vector<float> x(n), y(n), ones(n, 1.0f), dx(n);
  for (int i = 0; i < n; ++i)
    x[i] = -20.0f + 40.0f * i / (n - 1);
  kernels::gelu(x.data(), y.data(), n);
  kernels::geluGrad(x.data(), ones.data(), dx.data(), n);
  for (int i = 0; i < n; ++i) {
    double v = x[i], cdf = 0.5 * std::erfc(-v / std::sqrt(2.0));
    double pdf = std::exp(-0.5 * v * v) / std::sqrt(2.0 * M_PI);
    double tolerance = 1e-6;
    EXPECT_NEAR(y[i], v * cdf, tolerance * std::abs(v * cdf) + 1e-37) << v;
    EXPECT_NEAR(dx[i], cdf + v * pdf,
                tolerance * (std::abs(cdf) + std::abs(v * pdf)) + 1e-37)
        << v;
  }
}

// The kernels' own exp takes NaN to NaN (without undefined behaviour: the
// sanitizer run checks), so a NaN reaches the loss and --check-numerics.
TEST(Kernels, NaNPassesThroughTheExpKernels) {
  std::vector<float> x = {0.5f, NAN, -1.0f}, y(3);
  kernels::gelu(x.data(), y.data(), 3);
  EXPECT_TRUE(std::isnan(y[1]));
  EXPECT_FALSE(std::isnan(y[0]) || std::isnan(y[2]));
  std::vector<float> logits = {1.0f, NAN, 2.0f, 0.5f}, rowMax = {2.0f},
                     stats(2);
  std::vector<int32_t> labels = {2};
  kernels::ceStats(logits.data(), rowMax.data(), labels.data(), stats.data(),
                   1, 4, 0);
  EXPECT_TRUE(std::isnan(stats[0]));
}

TEST(Kernels, ReduceRowsSumsColumns) {
  std::vector<float> in = randomFloats(6 * 5, 6), out(5);
  kernels::reduceRows(in.data(), out.data(), 6, 5);
  std::vector<double> expected(5, 0.0);
  for (int r = 0; r < 6; ++r)
    for (int c = 0; c < 5; ++c)
      expected[c] += in[r * 5 + c];
  expectNear(out, expected, 1e-6);
}

TEST(Kernels, LayerNormAndItsGradients) {
  const int rows = 3, cols = 8;
  std::vector<float> x = randomFloats(rows * cols, 7, 2.0f);
  std::vector<float> gamma = randomFloats(cols, 8), beta = randomFloats(cols, 9);
  std::vector<float> y(rows * cols), mean(rows), rstd(rows);
  kernels::layerNorm(x.data(), gamma.data(), beta.data(), y.data(), mean.data(),
                     rstd.data(), rows, cols, 1e-5);
  std::vector<double> expected(rows * cols);
  for (int r = 0; r < rows; ++r) {
    double mu = 0, var = 0;
    for (int c = 0; c < cols; ++c)
      mu += x[r * cols + c];
    mu /= cols;
    for (int c = 0; c < cols; ++c)
      var += std::pow(x[r * cols + c] - mu, 2);
    var /= cols;
    for (int c = 0; c < cols; ++c)
      expected[r * cols + c] =
          (x[r * cols + c] - mu) / std::sqrt(var + 1e-5) * gamma[c] + beta[c];
    EXPECT_NEAR(mean[r], mu, 1e-6);
  }
  expectNear(y, expected, 1e-5);

  std::vector<float> w = randomFloats(rows * cols, 10);
  std::vector<float> dx(rows * cols), dgamma(cols), dbeta(cols);
  kernels::layerNormGrad(x.data(), gamma.data(), mean.data(), rstd.data(),
                         w.data(), dx.data(), dgamma.data(), dbeta.data(), rows,
                         cols);
  auto lossOf = [&](const std::vector<float> &in, const std::vector<float> &g,
                    const std::vector<float> &b) {
    std::vector<float> out(rows * cols), m(rows), s(rows);
    kernels::layerNorm(in.data(), g.data(), b.data(), out.data(), m.data(),
                       s.data(), rows, cols, 1e-5);
    return dot(out, w);
  };
  expectGradient([&](const std::vector<float> &in) { return lossOf(in, gamma, beta); },
                 x, dx, 11);
  expectGradient([&](const std::vector<float> &g) { return lossOf(x, g, beta); },
                 gamma, dgamma, 12);
  expectGradient([&](const std::vector<float> &b) { return lossOf(x, gamma, b); },
                 beta, dbeta, 13);
}

TEST(Kernels, RmsNormAndItsGradients) {
  const int rows = 3, cols = 40; // Two whole lane groups and a rest.
  std::vector<float> x = randomFloats(rows * cols, 21, 2.0f);
  std::vector<float> gamma = randomFloats(cols, 22);
  std::vector<float> y(rows * cols), rstd(rows);
  kernels::rmsNorm(x.data(), gamma.data(), y.data(), rstd.data(), rows, cols,
                   1e-5);
  std::vector<double> expected(rows * cols);
  for (int r = 0; r < rows; ++r) {
    double squares = 0;
    for (int c = 0; c < cols; ++c)
      squares += double(x[r * cols + c]) * x[r * cols + c];
    double inv = 1.0 / std::sqrt(squares / cols + 1e-5);
    for (int c = 0; c < cols; ++c)
      expected[r * cols + c] = x[r * cols + c] * inv * gamma[c];
    EXPECT_NEAR(rstd[r], inv, 1e-6 * inv);
  }
  expectNear(y, expected, 1e-5);

  std::vector<float> w = randomFloats(rows * cols, 23);
  std::vector<float> dx(rows * cols), dgamma(cols);
  kernels::rmsNormGrad(x.data(), gamma.data(), rstd.data(), w.data(),
                       dx.data(), dgamma.data(), rows, cols);
  auto lossOf = [&](const std::vector<float> &in, const std::vector<float> &g) {
    std::vector<float> out(rows * cols), s(rows);
    kernels::rmsNorm(in.data(), g.data(), out.data(), s.data(), rows, cols,
                     1e-5);
    return dot(out, w);
  };
  expectGradient([&](const std::vector<float> &in) { return lossOf(in, gamma); },
                 x, dx, 24);
  expectGradient([&](const std::vector<float> &g) { return lossOf(x, g); },
                 gamma, dgamma, 25);
}

TEST(Kernels, SwigluAndItsGradient) {
  const int rows = 3, cols = 20;
  // Gates over [-12, 12]: the sigmoid's flat tails as well as its middle.
  std::vector<float> in = randomFloats(rows * 2 * cols, 26, 12.0f);
  std::vector<float> y(rows * cols);
  kernels::swiglu(in.data(), y.data(), rows, cols);
  std::vector<double> expected(rows * cols);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      double gate = in[r * 2 * cols + c], up = in[r * 2 * cols + cols + c];
      expected[r * cols + c] = gate / (1.0 + std::exp(-gate)) * up;
    }
  expectNear(y, expected, 1e-6);

  // The gradient over the same range against the formula in double...
  std::vector<float> w = randomFloats(rows * cols, 27), din(rows * 2 * cols);
  kernels::swigluGrad(in.data(), w.data(), din.data(), rows, cols);
  std::vector<double> expectedGrad(rows * 2 * cols);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      double gate = in[r * 2 * cols + c], up = in[r * 2 * cols + cols + c];
      double s = 1.0 / (1.0 + std::exp(-gate)), dy = w[r * cols + c];
      expectedGrad[r * 2 * cols + c] = dy * up * s * (1.0 + gate * (1.0 - s));
      expectedGrad[r * 2 * cols + cols + c] = dy * gate * s;
    }
  expectNear(din, expectedGrad, 1e-5);
  // ...and against finite differences at moderate gates (a step of 1e-2
  // is too coarse where the inputs are large).
  std::vector<float> x = randomFloats(rows * 2 * cols, 28, 2.0f);
  kernels::swigluGrad(x.data(), w.data(), din.data(), rows, cols);
  expectGradient(
      [&](const std::vector<float> &v) {
        std::vector<float> out(rows * cols);
        kernels::swiglu(v.data(), out.data(), rows, cols);
        return dot(out, w);
      },
      x, din, 29);
}

// Rope against the rotation written out in double; its gradient is the
// transpose (<rope(x), y> = <x, ropeGrad(y)>); in place equals out of place.
TEST(Kernels, RopeRotatesQueriesAndKeysAndItsGradientIsTheTranspose) {
  const int64_t batch = 2, seq = 5, heads = 2, dim = 8, rotaryDim = 6;
  const double base = 100.0;
  const int64_t n = batch * seq * heads * 3 * dim;
  std::vector<float> x = randomFloats(n, 30), y(n);
  kernels::rope(x.data(), y.data(), batch, seq, heads, dim, rotaryDim, base);
  std::vector<double> expected(x.begin(), x.end());
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t s = 0; s < seq; ++s)
      for (int64_t h = 0; h < heads; ++h)
        for (int part = 0; part < 2; ++part) {
          int64_t at = (((b * seq + s) * heads + h) * 3 + part) * dim;
          for (int64_t i = 0; i < rotaryDim / 2; ++i) {
            double angle = s * std::pow(base, -2.0 * i / rotaryDim);
            double first = x[at + i], second = x[at + i + rotaryDim / 2];
            expected[at + i] = first * std::cos(angle) - second * std::sin(angle);
            expected[at + i + rotaryDim / 2] =
                second * std::cos(angle) + first * std::sin(angle);
          }
        }
  expectNear(y, expected, 1e-6);
  // v and the features past rotaryDim pass bit for bit.
  EXPECT_EQ(y[2 * dim], x[2 * dim]);
  EXPECT_EQ(y[dim + rotaryDim], x[dim + rotaryDim]);

  std::vector<float> w = randomFloats(n, 31), dx(n);
  kernels::ropeGrad(w.data(), dx.data(), batch, seq, heads, dim, rotaryDim,
                    base);
  EXPECT_NEAR(dot(y, w), dot(x, dx), 1e-5 * (1.0 + std::abs(dot(y, w))));

  std::vector<float> inPlace = x;
  kernels::rope(inPlace.data(), inPlace.data(), batch, seq, heads, dim,
                rotaryDim, base);
  EXPECT_EQ(inPlace, y);
}

/// What attention's dropout multiplies probability (b, h, i, j) by, from
/// its definition (Kernels.h): 1 without dropout.
double dropoutFactor(const kernels::AttentionDropout &drop, int64_t b,
                     int64_t h, int64_t i, int64_t j, int64_t heads,
                     int64_t seq) {
  if (drop.ratio == 0)
    return 1.0;
  uint64_t index = uint64_t(((b * heads + h) * seq + i) * seq + j);
  return dropoutKeeps(drop.key, index, dropoutThreshold(drop.ratio))
             ? double(dropoutScale(drop.ratio))
             : 0.0;
}

/// Naive attention: builds the score matrix per head; the probabilities go
/// through `drop` before they weigh the values.
void referenceAttention(const std::vector<float> &qkv, int64_t batch,
                        int64_t seq, int64_t heads, int64_t dim, bool causal,
                        std::vector<double> &out, std::vector<double> &lse,
                        const kernels::AttentionDropout &drop = {}) {
  auto at = [&](int64_t b, int64_t s, int64_t h, int part, int64_t d) {
    return double(qkv[(((b * seq + s) * heads + h) * 3 + part) * dim + d]);
  };
  out.assign(batch * seq * heads * dim, 0.0);
  lse.assign(batch * heads * seq, 0.0);
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t h = 0; h < heads; ++h)
      for (int64_t i = 0; i < seq; ++i) {
        std::vector<double> scores(seq, -INFINITY);
        for (int64_t j = 0; j < seq; ++j) {
          if (causal && j > i)
            continue;
          double s = 0;
          for (int64_t d = 0; d < dim; ++d)
            s += at(b, i, h, 0, d) * at(b, j, h, 1, d);
          scores[j] = s / std::sqrt(double(dim));
        }
        double total = 0;
        for (double s : scores)
          total += std::exp(s);
        lse[(b * heads + h) * seq + i] = std::log(total);
        for (int64_t j = 0; j < seq; ++j)
          for (int64_t d = 0; d < dim; ++d)
            out[((b * seq + i) * heads + h) * dim + d] +=
                std::exp(scores[j]) / total *
                dropoutFactor(drop, b, h, i, j, heads, seq) * at(b, j, h, 2, d);
      }
}

/// Runs the attention kernel into `out` and `lse` and checks both against
/// the naive definition.
void runAttentionAgainstReference(const std::vector<float> &qkv,
                                  int64_t batch, int64_t seq, int64_t heads,
                                  int64_t dim, bool causal,
                                  std::vector<float> &out,
                                  std::vector<float> &lse) {
  out.assign(batch * seq * heads * dim, 0.0f);
  lse.assign(batch * heads * seq, 0.0f);
  kernels::attention(qkv.data(), out.data(), lse.data(), batch, seq, heads,
                     dim, causal);
  std::vector<double> expectedOut, expectedLse;
  referenceAttention(qkv, batch, seq, heads, dim, causal, expectedOut,
                     expectedLse);
  expectNear(out, expectedOut, 1e-5);
  expectNear(lse, expectedLse, 1e-5);
}

TEST(Kernels, AttentionMatchesTheNaiveDefinition) {
  const int64_t batch = 2, seq = 5, heads = 2, dim = 4;
  std::vector<float> qkv = randomFloats(batch * seq * heads * 3 * dim, 14);
  for (bool causal : {true, false}) {
    std::vector<float> out, lse;
    runAttentionAgainstReference(qkv, batch, seq, heads, dim, causal, out,
                                 lse);
  }
  // With a causal mask the first token attends to itself only: out = v_0.
  std::vector<float> out(batch * seq * heads * dim), lse(batch * heads * seq);
  kernels::attention(qkv.data(), out.data(), lse.data(), batch, seq, heads, dim,
                     true);
  for (int64_t d = 0; d < dim; ++d)
    EXPECT_FLOAT_EQ(out[d], qkv[2 * dim + d]);
}

TEST(Kernels, AttentionGradient) {
  const int64_t batch = 1, seq = 4, heads = 2, dim = 3;
  std::vector<float> qkv = randomFloats(batch * seq * heads * 3 * dim, 15);
  std::vector<float> out(batch * seq * heads * dim), lse(batch * heads * seq);
  kernels::attention(qkv.data(), out.data(), lse.data(), batch, seq, heads, dim,
                     true);
  std::vector<float> w = randomFloats(out.size(), 16), dqkv(qkv.size());
  kernels::attentionGrad(qkv.data(), out.data(), lse.data(), w.data(),
                         dqkv.data(), batch, seq, heads, dim, true);
  expectGradient(
      [&](const std::vector<float> &in) {
        std::vector<float> o(out.size()), l(lse.size());
        kernels::attention(in.data(), o.data(), l.data(), batch, seq, heads,
                           dim, true);
        return dot(o, w);
      },
      qkv, dqkv, 17);
}

/// A grouped qkv [B, S, G, H/G + 2, D] spread to the per-head layout [B, S,
/// H, 3, D]: each head gets its group's key and value.
std::vector<float> spreadGroups(const std::vector<float> &grouped,
                                int64_t tokens, int64_t heads, int64_t groups,
                                int64_t dim) {
  int64_t m = heads / groups;
  std::vector<float> spread(tokens * heads * 3 * dim);
  for (int64_t t = 0; t < tokens; ++t)
    for (int64_t h = 0; h < heads; ++h)
      for (int part = 0; part < 3; ++part) {
        int64_t slot = part == 0 ? h % m : m + part - 1;
        const float *from =
            &grouped[((t * groups + h / m) * (m + 2) + slot) * dim];
        std::copy(from, from + dim, &spread[((t * heads + h) * 3 + part) * dim]);
      }
  return spread;
}

// Grouped-query attention is multi-head attention with each group's key
// and value repeated for its heads: forward and rope alike; the gradient
// of a group's key and value is the sum over its heads'.
TEST(Kernels, GroupedQueryAttentionIsAttentionWithSharedKeysAndValues) {
  const int64_t batch = 2, seq = 70, heads = 4, groups = 2, dim = 8;
  const int64_t tokens = batch * seq, m = heads / groups;
  std::vector<float> grouped =
      randomFloats(tokens * groups * (m + 2) * dim, 40);
  std::vector<float> spread = spreadGroups(grouped, tokens, heads, groups, dim);
  std::vector<float> out(tokens * heads * dim), lse(batch * heads * seq);
  std::vector<float> spreadOut(out.size()), spreadLse(lse.size());
  kernels::attention(grouped.data(), out.data(), lse.data(), batch, seq,
                     heads, dim, true, groups);
  kernels::attention(spread.data(), spreadOut.data(), spreadLse.data(), batch,
                     seq, heads, dim, true);
  expectNear(out, std::vector<double>(spreadOut.begin(), spreadOut.end()), 1e-6);
  expectNear(lse, std::vector<double>(spreadLse.begin(), spreadLse.end()), 1e-6);

  std::vector<float> dout = randomFloats(out.size(), 41);
  std::vector<float> dgrouped(grouped.size()), dspread(spread.size());
  kernels::attentionGrad(grouped.data(), out.data(), lse.data(), dout.data(),
                         dgrouped.data(), batch, seq, heads, dim, true, groups);
  kernels::attentionGrad(spread.data(), spreadOut.data(), spreadLse.data(),
                         dout.data(), dspread.data(), batch, seq, heads, dim,
                         true);
  std::vector<double> expected(grouped.size(), 0.0);
  for (int64_t t = 0; t < tokens; ++t)
    for (int64_t h = 0; h < heads; ++h)
      for (int part = 0; part < 3; ++part) {
        int64_t slot = part == 0 ? h % m : m + part - 1;
        for (int64_t d = 0; d < dim; ++d)
          expected[((t * groups + h / m) * (m + 2) + slot) * dim + d] +=
              dspread[((t * heads + h) * 3 + part) * dim + d];
      }
  expectNear(dgrouped, expected, 1e-5);

  // Rope rotates every query and each group's key, not the value: the
  // same rotation, bit for bit, as on the spread layout.
  std::vector<float> rotated(grouped.size()), spreadRotated(spread.size());
  kernels::rope(grouped.data(), rotated.data(), batch, seq, heads, dim, 6,
                10000.0, groups);
  kernels::rope(spread.data(), spreadRotated.data(), batch, seq, heads, dim, 6,
                10000.0);
  EXPECT_EQ(spreadGroups(rotated, tokens, heads, groups, dim), spreadRotated);
  std::vector<float> back(grouped.size());
  kernels::ropeGrad(rotated.data(), back.data(), batch, seq, heads, dim, 6,
                    10000.0, groups);
  expectNear(back, std::vector<double>(grouped.begin(), grouped.end()), 1e-6);
}

/// Naive attention gradient in double, from the definition: dV = P^T dO,
/// dP = dO V^T, dS = P (dP - rowsum(P dP)) / sqrt(D), dQ = dS K, dK = dS^T Q.
/// With dropout (M the mask times its scale) dV = M(P)^T dO and
/// dP = M(dO V^T).
std::vector<double>
referenceAttentionGrad(const std::vector<float> &qkv,
                       const std::vector<float> &dout, int64_t seq,
                       int64_t heads, int64_t dim, bool causal,
                       const kernels::AttentionDropout &drop = {}) {
  auto index = [&](int64_t s, int64_t h, int part) {
    return ((s * heads + h) * 3 + part) * dim;
  };
  std::vector<double> grad(qkv.size(), 0.0);
  double scale = 1.0 / std::sqrt(double(dim));
  for (int64_t h = 0; h < heads; ++h)
    for (int64_t i = 0; i < seq; ++i) {
      int64_t last = causal ? i : seq - 1;
      std::vector<double> p(last + 1), dp(last + 1);
      double maxScore = -INFINITY, total = 0.0, delta = 0.0;
      for (int64_t j = 0; j <= last; ++j) {
        double s = 0.0;
        for (int64_t d = 0; d < dim; ++d)
          s += double(qkv[index(i, h, 0) + d]) * qkv[index(j, h, 1) + d];
        p[j] = s * scale;
        maxScore = std::max(maxScore, p[j]);
      }
      for (double &x : p)
        total += (x = std::exp(x - maxScore));
      for (int64_t j = 0; j <= last; ++j) {
        p[j] /= total;
        for (int64_t d = 0; d < dim; ++d)
          dp[j] += double(dout[(i * heads + h) * dim + d]) *
                   qkv[index(j, h, 2) + d];
        dp[j] *= dropoutFactor(drop, 0, h, i, j, heads, seq);
        delta += p[j] * dp[j];
      }
      for (int64_t j = 0; j <= last; ++j) {
        double ds = p[j] * (dp[j] - delta) * scale;
        double kept = p[j] * dropoutFactor(drop, 0, h, i, j, heads, seq);
        for (int64_t d = 0; d < dim; ++d) {
          grad[index(i, h, 0) + d] += ds * qkv[index(j, h, 1) + d];
          grad[index(j, h, 1) + d] += ds * qkv[index(i, h, 0) + d];
          grad[index(j, h, 2) + d] += kept * dout[(i * heads + h) * dim + d];
        }
      }
    }
  return grad;
}

// Sequences of several query tiles (and a partial last one), causal and
// not: the tiled f32 kernels against the definition in double.
TEST(Kernels, AttentionTilesMatchTheDefinition) {
  const int64_t batch = 1, seq = 150, heads = 2, dim = 8;
  std::vector<float> qkv = randomFloats(batch * seq * heads * 3 * dim, 41);
  std::vector<float> dout = randomFloats(batch * seq * heads * dim, 42);
  for (bool causal : {true, false}) {
    std::vector<float> out, lse;
    runAttentionAgainstReference(qkv, batch, seq, heads, dim, causal, out,
                                 lse);
    std::vector<float> dqkv(qkv.size(), NAN);
    kernels::attentionGrad(qkv.data(), out.data(), lse.data(), dout.data(),
                           dqkv.data(), batch, seq, heads, dim, causal);
    expectNear(dqkv,
               referenceAttentionGrad(qkv, dout, seq, heads, dim, causal),
               1e-5);
  }
}

// Dropout on the probabilities, across query tiles, causal and not: the
// kernels against the definition with the same mask, the log-sum-exp the
// undropped softmax's, and about `ratio` of the probabilities dropped.
TEST(Kernels, AttentionDropoutMatchesTheDefinition) {
  const int64_t batch = 1, seq = 150, heads = 2, dim = 8;
  std::vector<float> qkv = randomFloats(batch * seq * heads * 3 * dim, 43);
  std::vector<float> dout = randomFloats(batch * seq * heads * dim, 44);
  const kernels::AttentionDropout drop{dropoutKey(99, 5, 2, 1), 0.25};
  int64_t dropped = 0, total = 0;
  for (int64_t h = 0; h < heads; ++h)
    for (int64_t i = 0; i < seq; ++i)
      for (int64_t j = 0; j < seq; ++j, ++total)
        dropped += dropoutFactor(drop, 0, h, i, j, heads, seq) == 0.0;
  EXPECT_NEAR(double(dropped) / double(total), 0.25, 0.01);
  for (bool causal : {true, false}) {
    std::vector<float> out(qkv.size() / 3), lse(batch * heads * seq);
    kernels::attention(qkv.data(), out.data(), lse.data(), batch, seq, heads,
                       dim, causal, /*groups=*/0, drop);
    std::vector<double> expectedOut, expectedLse, plainOut;
    referenceAttention(qkv, batch, seq, heads, dim, causal, expectedOut,
                       expectedLse, drop);
    expectNear(out, expectedOut, 1e-5);
    expectNear(lse, expectedLse, 1e-5);
    // Not the output without dropout.
    referenceAttention(qkv, batch, seq, heads, dim, causal, plainOut,
                       expectedLse);
    double apart = 0;
    for (size_t k = 0; k < out.size(); ++k)
      apart = std::max(apart, std::abs(out[k] - plainOut[k]));
    EXPECT_GT(apart, 1e-2);
    std::vector<float> dqkv(qkv.size(), NAN);
    kernels::attentionGrad(qkv.data(), out.data(), lse.data(), dout.data(),
                           dqkv.data(), batch, seq, heads, dim, causal,
                           /*groups=*/0, drop);
    expectNear(dqkv,
               referenceAttentionGrad(qkv, dout, seq, heads, dim, causal, drop),
               1e-5);
  }
}

// For a fixed mask attention is a smooth function of qkv: the gradient
// kernel with the forward's dropout is its derivative.
TEST(Kernels, AttentionGradientWithDropout) {
  const int64_t batch = 2, seq = 6, heads = 2, dim = 3;
  const kernels::AttentionDropout drop{dropoutKey(7, 3, 0, 0), 0.3};
  std::vector<float> qkv = randomFloats(batch * seq * heads * 3 * dim, 45);
  std::vector<float> out(batch * seq * heads * dim), lse(batch * heads * seq);
  kernels::attention(qkv.data(), out.data(), lse.data(), batch, seq, heads, dim,
                     true, 0, drop);
  std::vector<float> w = randomFloats(out.size(), 46), dqkv(qkv.size());
  kernels::attentionGrad(qkv.data(), out.data(), lse.data(), w.data(),
                         dqkv.data(), batch, seq, heads, dim, true, 0, drop);
  expectGradient(
      [&](const std::vector<float> &in) {
        std::vector<float> o(out.size()), l(lse.size());
        kernels::attention(in.data(), o.data(), l.data(), batch, seq, heads,
                           dim, true, 0, drop);
        return dot(o, w);
      },
      qkv, dqkv, 47);
}

TEST(Kernels, VocabParallelEmbeddingAndGradient) {
  const int64_t count = 6, vocab = 4, hidden = 3;
  std::vector<int32_t> tokens = {0, 5, 3, 4, 7, 5};
  std::vector<float> table = randomFloats(vocab * hidden, 18);
  std::vector<float> out(count * hidden);
  // The shard holds rows [4, 8).
  kernels::embedding(tokens.data(), table.data(), out.data(), count, vocab,
                     hidden, 4);
  for (int64_t t = 0; t < count; ++t)
    for (int64_t c = 0; c < hidden; ++c) {
      int64_t row = tokens[t] - 4;
      float expected = row >= 0 && row < vocab ? table[row * hidden + c] : 0.0f;
      EXPECT_EQ(out[t * hidden + c], expected);
    }
  std::vector<float> dout = randomFloats(count * hidden, 19), dtable(vocab * hidden);
  kernels::embeddingGrad(tokens.data(), dout.data(), dtable.data(), count,
                         vocab, hidden, 4);
  // Token 5 (row 1) appears twice; row 0 (token 4) once; rows 2, 3 never
  // (token 7 is row 3).
  for (int64_t c = 0; c < hidden; ++c) {
    EXPECT_NEAR(dtable[1 * hidden + c], dout[1 * hidden + c] + dout[5 * hidden + c], 1e-6);
    EXPECT_NEAR(dtable[0 * hidden + c], dout[3 * hidden + c], 1e-6);
    EXPECT_EQ(dtable[2 * hidden + c], 0.0f);
    EXPECT_NEAR(dtable[3 * hidden + c], dout[4 * hidden + c], 1e-6);
  }
}

TEST(Kernels, CrossEntropyMatchesLogSoftmaxAcrossShards) {
  const int64_t rows = 4, vocab = 6;
  std::vector<float> logits = randomFloats(rows * vocab, 20, 3.0f);
  std::vector<int32_t> labels = {0, 5, 2, 3};
  // Reference: mean of logsumexp - logit[label].
  double reference = 0;
  for (int64_t r = 0; r < rows; ++r) {
    double total = 0;
    for (int64_t v = 0; v < vocab; ++v)
      total += std::exp(double(logits[r * vocab + v]));
    reference += std::log(total) - logits[r * vocab + labels[r]];
  }
  reference /= rows;
  // Unsharded.
  std::vector<float> rowMax(rows), stats(2 * rows);
  kernels::ceMax(logits.data(), rowMax.data(), rows, vocab);
  kernels::ceStats(logits.data(), rowMax.data(), labels.data(), stats.data(),
                   rows, vocab, 0);
  EXPECT_NEAR(kernels::ceLoss(stats.data(), rows), reference, 1e-5);
  // Two vocab shards of 3, combined as the tp all-reduces would: max of the
  // maxes, then the sum of the statistics.
  std::vector<std::vector<float>> shard(2, std::vector<float>(rows * 3));
  for (int s = 0; s < 2; ++s)
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t v = 0; v < 3; ++v)
        shard[s][r * 3 + v] = logits[r * vocab + s * 3 + v];
  std::vector<float> max0(rows), max1(rows), globalMax(rows);
  kernels::ceMax(shard[0].data(), max0.data(), rows, 3);
  kernels::ceMax(shard[1].data(), max1.data(), rows, 3);
  for (int64_t r = 0; r < rows; ++r)
    globalMax[r] = std::max(max0[r], max1[r]);
  std::vector<float> s0(2 * rows), s1(2 * rows), total(2 * rows);
  kernels::ceStats(shard[0].data(), globalMax.data(), labels.data(), s0.data(),
                   rows, 3, 0);
  kernels::ceStats(shard[1].data(), globalMax.data(), labels.data(), s1.data(),
                   rows, 3, 3);
  for (int64_t i = 0; i < 2 * rows; ++i)
    total[i] = s0[i] + s1[i];
  EXPECT_NEAR(kernels::ceLoss(total.data(), rows), reference, 1e-5);

  // The gradient of the (scaled) mean loss.
  std::vector<float> grad(rows * vocab);
  kernels::ceGrad(logits.data(), rowMax.data(), stats.data(), labels.data(),
                  grad.data(), rows, vocab, 0, 1.0 / rows);
  expectGradient(
      [&](const std::vector<float> &l) {
        std::vector<float> m(rows), st(2 * rows);
        kernels::ceMax(l.data(), m.data(), rows, vocab);
        kernels::ceStats(l.data(), m.data(), labels.data(), st.data(), rows,
                         vocab, 0);
        return double(kernels::ceLoss(st.data(), rows));
      },
      logits, grad, 21);
}

TEST(Kernels, CopyRowsGathersAStridedSlice) {
  std::vector<float> in = randomFloats(4 * 6, 22), out(3 * 2);
  // Rows 0..2, columns 1..2 of a 4x6 matrix: start at element 1, stride 6.
  kernels::copyRows(in.data() + 1, out.data(), 3, 2, 6, 2);
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 2; ++c)
      EXPECT_EQ(out[r * 2 + c], in[r * 6 + 1 + c]);
}

TEST(Kernels, CopyRowsScattersIntoAColumnBlock) {
  // A contiguous 3x2 block into columns 2..3 of a 3x5 matrix (a
  // concatenation along columns); the other columns stay.
  std::vector<float> in = randomFloats(3 * 2, 23), out(3 * 5, -1.0f);
  kernels::copyRows(in.data(), out.data() + 2, 3, 2, 2, 5);
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 5; ++c)
      EXPECT_EQ(out[r * 5 + c], c == 2 || c == 3 ? in[r * 2 + c - 2] : -1.0f);
}

TEST(Kernels, SgdFollowsTorch) {
  std::vector<float> p = {1.0f, -2.0f}, g = {0.5f, 0.25f}, v = {0.1f, 0.0f};
  kernels::sgd(p.data(), g.data(), v.data(), 2, 0.1, 0.9, 0.01);
  // g' = g + 0.01 p; v = 0.9 v + g'; p -= 0.1 v.
  double v0 = 0.9 * 0.1 + (0.5 + 0.01 * 1.0), v1 = 0.0 + (0.25 + 0.01 * -2.0);
  EXPECT_NEAR(v[0], v0, 1e-7);
  EXPECT_NEAR(v[1], v1, 1e-7);
  EXPECT_NEAR(p[0], 1.0 - 0.1 * v0, 1e-7);
  EXPECT_NEAR(p[1], -2.0 - 0.1 * v1, 1e-7);
}

// AdamW over three steps against torch.optim.AdamW's formula in double:
// decoupled decay, moments, bias corrections by the step number.
TEST(Kernels, AdamWFollowsTorch) {
  const int n = 3;
  const double lr = 0.01, b1 = 0.9, b2 = 0.999, eps = 1e-8, wd = 0.1;
  std::vector<float> p = {1.0f, -2.0f, 0.5f}, m(n, 0.0f), v(n, 0.0f);
  std::vector<double> ep(p.begin(), p.end()), em(n, 0.0), ev(n, 0.0);
  const std::vector<std::vector<float>> grads = {
      {0.5f, 0.25f, -1e-3f}, {-0.3f, 0.25f, 2e-3f}, {0.1f, -0.5f, 0.0f}};
  for (int step = 1; step <= 3; ++step) {
    const std::vector<float> &g = grads[step - 1];
    kernels::adamw(p.data(), g.data(), m.data(), v.data(), n, step, lr, b1, b2,
                   eps, wd);
    for (int i = 0; i < n; ++i) {
      ep[i] *= 1.0 - lr * wd;
      em[i] = b1 * em[i] + (1.0 - b1) * g[i];
      ev[i] = b2 * ev[i] + (1.0 - b2) * double(g[i]) * g[i];
      double mHat = em[i] / (1.0 - std::pow(b1, step));
      double vHat = ev[i] / (1.0 - std::pow(b2, step));
      ep[i] -= lr * mHat / (std::sqrt(vHat) + eps);
    }
    expectNear(p, ep, 1e-6);
    expectNear(m, em, 1e-6);
    expectNear(v, ev, 1e-6);
  }
}

// The squared norm: summed in double (f32 would lose the small terms next
// to 1e8), set or accumulated.
TEST(Kernels, SumSquaresInDoubleSetOrAccumulated) {
  std::vector<float> x = {1e4f, 1.0f, 1.0f, 1.0f, -3.0f};
  float out = -7.0f;
  kernels::sumSquares(x.data(), &out, x.size(), /*accumulate=*/false);
  EXPECT_EQ(out, 1e8f + 12.0f) << "f32 accumulation would give 1e8";
  float acc = 0.5f;
  std::vector<float> y = {2.0f};
  kernels::sumSquares(y.data(), &acc, y.size(), /*accumulate=*/true);
  EXPECT_EQ(acc, 4.5f);
  kernels::sumSquares(y.data(), &acc, 0, /*accumulate=*/true);
  EXPECT_EQ(acc, 4.5f);
}

// Past one group of lanes: each lane sums in double too (the ones would
// vanish next to 1e8 in f32), and every element is counted once, tail
// included (integers: exact in double in any order).
TEST(Kernels, SumSquaresLanesCountEveryElementInDouble) {
  for (int64_t n : {16, 17, 1000, 1023}) {
    std::vector<float> x(n, 1.0f);
    x[n / 2] = 1e4f;
    float out = 0.0f;
    kernels::sumSquares(x.data(), &out, n, /*accumulate=*/false);
    EXPECT_EQ(out, static_cast<float>(1e8 + double(n - 1))) << n;
    std::vector<float> y(n);
    double expected = 0.0;
    for (int64_t i = 0; i < n; ++i) {
      y[i] = static_cast<float>((i * 37) % 101 - 50);
      expected += double(y[i]) * double(y[i]);
    }
    kernels::sumSquares(y.data(), &out, n, /*accumulate=*/false);
    EXPECT_EQ(out, static_cast<float>(expected)) << n;
  }
}

// torch.nn.utils.clip_grad_norm_: scale by max_norm / (norm + 1e-6) where
// that is below 1, else leave the gradient as it is; in place too.
TEST(Kernels, ClipByNormScalesOnlyAboveTheBound) {
  std::vector<float> g = {3.0f, -4.0f}, out(2);
  float normSq = 25.0f; // norm 5
  kernels::clipByNorm(g.data(), &normSq, out.data(), 2, /*maxNorm=*/1.0);
  float coeff = 1.0f / (5.0f + 1e-6f);
  EXPECT_EQ(kernels::clipCoefficient(normSq, 1.0), coeff);
  EXPECT_EQ(out, (std::vector<float>{3.0f * coeff, -4.0f * coeff}));
  EXPECT_NEAR(std::hypot(out[0], out[1]), 1.0, 1e-6);
  // Under the bound (coefficient >= 1): unchanged, bit for bit. (At
  // max_norm 5 the 1e-6 makes the coefficient 0.9999998: it scales.)
  kernels::clipByNorm(g.data(), &normSq, out.data(), 2, /*maxNorm=*/6.0);
  EXPECT_EQ(out, g);
  // In place.
  kernels::clipByNorm(g.data(), &normSq, g.data(), 2, /*maxNorm=*/0.5);
  float half = 0.5f / (5.0f + 1e-6f);
  EXPECT_EQ(g, (std::vector<float>{3.0f * half, -4.0f * half}));
}

// Megatron-LM's schedule: warmup from 0 (step 0 updates with rate 0), then
// linear or cosine decay to min_lr at decay_iters, min_lr after; constant
// keeps the peak after warmup.
TEST(LearningRate, FollowsMegatronsScheduler) {
  LrSchedule s{/*maxLr=*/1.0, /*minLr=*/0.1, LrDecayStyle::Linear,
               /*warmupIters=*/2, /*decayIters=*/6};
  EXPECT_DOUBLE_EQ(scheduledLr(s, 0), 0.0);
  EXPECT_DOUBLE_EQ(scheduledLr(s, 1), 0.5);
  EXPECT_DOUBLE_EQ(scheduledLr(s, 2), 1.0);
  EXPECT_DOUBLE_EQ(scheduledLr(s, 3), 0.1 + 0.75 * 0.9);
  EXPECT_DOUBLE_EQ(scheduledLr(s, 6), 0.1);
  EXPECT_DOUBLE_EQ(scheduledLr(s, 9), 0.1);
  s.style = LrDecayStyle::Cosine;
  EXPECT_DOUBLE_EQ(scheduledLr(s, 4), 0.1 + 0.5 * 0.9); // Half way: cos = 0.
  EXPECT_NEAR(scheduledLr(s, 3), 0.1 + 0.5 * (std::cos(M_PI / 4) + 1) * 0.9,
              1e-15);
  s.style = LrDecayStyle::Constant;
  EXPECT_DOUBLE_EQ(scheduledLr(s, 1), 0.5);
  EXPECT_DOUBLE_EQ(scheduledLr(s, 100), 1.0);
  s.warmupIters = 0;
  EXPECT_DOUBLE_EQ(scheduledLr(s, 0), 1.0);
}

} // namespace
