//===- CudaKernelsTest.cpp - CUDA kernels against the cpu kernels ---------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Every kernel of the cuda backend on random inputs, in f32 and bf16, against
// the cpu backend's kernel (Kernels.h) on the same values; tolerances in
// GpuTestSupport.h. Needs a GPU: the binary exits 77 (skipped) without one.
//
//===----------------------------------------------------------------------===//

#include "GpuTestSupport.h"

#include "ovl/runtime/Backend.h"
#include "ovl/runtime/Kernels.h"
#include "ovl/runtime/Random.h"

#include <cstring>
#include <string>

using namespace ovl::rt;
using namespace ovl::rt::test;

namespace {

/// An optimizer's step scalars as f32 values, for a DeviceTensor.
std::vector<float> scalarsOf(const gpu::StepScalars &scalars) {
  return {std::begin(scalars.values), std::end(scalars.values)};
}
const gpu::StepScalars *scalarsAt(const DeviceTensor &tensor) {
  return static_cast<const gpu::StepScalars *>(tensor.data);
}

class CudaKernels : public testing::TestWithParam<DType> {
protected:
  DType t() const { return GetParam(); }
  std::vector<float> input(size_t n, unsigned seed, float scale = 1.0f) {
    return representable(randomFloats(n, seed, scale), t());
  }
  cudaStream_t stream = nullptr; // The legacy default stream.

  /// Attention and its gradient by `kernels` against the cpu kernels over
  /// `cases`. With dropout on the probabilities, the mask the cpu kernels
  /// draw, the key made on the device from the step in device memory.
  void checkAttention(gpu::AttentionKernels kernels,
                      const std::vector<AttentionCase> &cases);
};

/// Three of them, for compute-sanitizer's slow tools: two query tiles with
/// dropout, grouped queries, a full mask with a padded head size.
const std::vector<AttentionCase> kFewAttentionCases = {
    {1, 100, 2, 64, true, 0, 0.1},
    {2, 40, 4, 32, true, 2, 0.5},
    {2, 70, 3, 40, false}};

TEST_P(CudaKernels, AddAndMulBroadcastTheRightOperand) {
  int64_t n = 3 * 1000, period = 1000;
  auto lhs = input(n, 1), rhs = input(period, 2);
  DeviceTensor dl(t(), lhs), dr(t(), rhs), out(t(), n);
  std::vector<float> expected(n);
  kernels::add(lhs.data(), rhs.data(), expected.data(), n, period);
  gpu::add(t(), dl.data, dr.data, out.data, n, period, stream);
  EXPECT_AGREES(out.download(), expected, t());
  kernels::mul(lhs.data(), rhs.data(), expected.data(), n, period);
  gpu::mul(t(), dl.data, dr.data, out.data, n, period, stream);
  EXPECT_AGREES(out.download(), expected, t());
  // Same f32 operation: bit-identical.
  if (t() == DType::F32) {
    EXPECT_EQ(out.download(), expected);
  }
}

TEST_P(CudaKernels, GeluAndItsGradient) {
  int64_t n = 4099;
  auto x = input(n, 3, 2.0f), dy = input(n, 4);
  DeviceTensor dx(t(), x), ddy(t(), dy), out(t(), n);
  std::vector<float> expected(n);
  kernels::gelu(x.data(), expected.data(), n);
  gpu::gelu(t(), dx.data, out.data, n, stream);
  EXPECT_AGREES(out.download(), expected, t());
  kernels::geluGrad(x.data(), dy.data(), expected.data(), n);
  gpu::geluGrad(t(), dx.data, ddy.data, out.data, n, stream);
  EXPECT_AGREES(out.download(), expected, t());
}

// The mask the cpu kernel draws, the key made on the device from the step
// number the backend keeps in device memory.
TEST_P(CudaKernels, DropoutDrawsTheCpuKernelsMask) {
  int64_t n = 4099, offset = 100;
  auto x = input(n, 12);
  DeviceTensor dx(t(), x), out(t(), n);
  uint64_t stepNumber = 2;
  std::vector<float> stepBits(2);
  std::memcpy(stepBits.data(), &stepNumber, sizeof stepNumber);
  DeviceTensor step(DType::F32, stepBits);
  std::vector<float> expected(n);
  kernels::dropout(x.data(), expected.data(), n, dropoutKey(1234, 7, 2, 1),
                   offset, 0.1);
  gpu::dropout(t(), dx.data, out.data, n, 1234, 7, 1, offset, 0.1,
               static_cast<const uint64_t *>(step.data), stream);
  std::vector<float> got = out.download();
  EXPECT_AGREES(got, expected, t());
  for (int64_t i = 0; i < n; ++i)
    ASSERT_EQ(got[i] == 0.0f, expected[i] == 0.0f) << "element " << i;
}

TEST_P(CudaKernels, ReduceRowsSumsColumns) {
  for (auto [rows, cols] :
       {std::pair<int64_t, int64_t>{1, 7}, {300, 129}, {5000, 64}}) {
    auto x = input(rows * cols, 5);
    DeviceTensor dx(t(), x), out(t(), cols),
        work(DType::F32, gpu::columnSumWorkspace(rows, cols) / 4);
    std::vector<float> expected(cols);
    kernels::reduceRows(x.data(), expected.data(), rows, cols);
    gpu::reduceRows(t(), dx.data, out.data, rows, cols, work.data, stream);
    EXPECT_AGREES(out.download(), expected, t()) << rows << "x" << cols;
  }
}

TEST_P(CudaKernels, LayerNormAndItsGradients) {
  int64_t rows = 37, cols = 300;
  auto x = input(rows * cols, 6, 3.0f), gamma = input(cols, 7),
       beta = input(cols, 8), dy = input(rows * cols, 9);
  DeviceTensor dx(t(), x), dg(t(), gamma), db(t(), beta), out(t(), rows * cols),
      mean(t(), rows), rstd(t(), rows);
  std::vector<float> eOut(rows * cols), eMean(rows), eRstd(rows);
  kernels::layerNorm(x.data(), gamma.data(), beta.data(), eOut.data(),
                     eMean.data(), eRstd.data(), rows, cols, 1e-5);
  gpu::layerNorm(t(), dx.data, dg.data, db.data, out.data, mean.data, rstd.data,
                 rows, cols, 1e-5, stream);
  EXPECT_AGREES(out.download(), eOut, t());
  EXPECT_AGREES(mean.download(), eMean, t());
  EXPECT_AGREES(rstd.download(), eRstd, t());

  // The gradient from the statistics as stored (rounded for bf16).
  auto gMean = mean.download(), gRstd = rstd.download();
  DeviceTensor ddy(t(), dy), din(t(), rows * cols), dgamma(t(), cols),
      dbeta(t(), cols),
      work(DType::F32, gpu::columnSumWorkspace(rows, cols) / 4);
  std::vector<float> eDin(rows * cols), eDgamma(cols), eDbeta(cols);
  kernels::layerNormGrad(x.data(), gamma.data(), gMean.data(), gRstd.data(),
                         dy.data(), eDin.data(), eDgamma.data(), eDbeta.data(),
                         rows, cols);
  gpu::layerNormGrad(t(), dx.data, dg.data, mean.data, rstd.data, ddy.data,
                     din.data, dgamma.data, dbeta.data, rows, cols, work.data,
                     stream);
  EXPECT_AGREES(din.download(), eDin, t());
  EXPECT_AGREES(dgamma.download(), eDgamma, t());
  EXPECT_AGREES(dbeta.download(), eDbeta, t());
}

TEST_P(CudaKernels, RmsNormAndItsGradients) {
  int64_t rows = 37, cols = 300;
  auto x = input(rows * cols, 16, 3.0f), gamma = input(cols, 17),
       dy = input(rows * cols, 18);
  DeviceTensor dx(t(), x), dg(t(), gamma), out(t(), rows * cols),
      rstd(t(), rows);
  std::vector<float> eOut(rows * cols), eRstd(rows);
  kernels::rmsNorm(x.data(), gamma.data(), eOut.data(), eRstd.data(), rows,
                   cols, 1e-5);
  gpu::rmsNorm(t(), dx.data, dg.data, out.data, rstd.data, rows, cols, 1e-5,
               stream);
  EXPECT_AGREES(out.download(), eOut, t());
  EXPECT_AGREES(rstd.download(), eRstd, t());

  auto gRstd = rstd.download();
  DeviceTensor ddy(t(), dy), din(t(), rows * cols), dgamma(t(), cols),
      work(DType::F32, gpu::columnSumWorkspace(rows, cols) / 4);
  std::vector<float> eDin(rows * cols), eDgamma(cols);
  kernels::rmsNormGrad(x.data(), gamma.data(), gRstd.data(), dy.data(),
                       eDin.data(), eDgamma.data(), rows, cols);
  gpu::rmsNormGrad(t(), dx.data, dg.data, rstd.data, ddy.data, din.data,
                   dgamma.data, rows, cols, work.data, stream);
  EXPECT_AGREES(din.download(), eDin, t());
  EXPECT_AGREES(dgamma.download(), eDgamma, t());
}

TEST_P(CudaKernels, SwigluAndItsGradient) {
  int64_t rows = 41, cols = 130;
  auto x = input(2 * rows * cols, 19, 4.0f), dy = input(rows * cols, 20);
  DeviceTensor dx(t(), x), ddy(t(), dy), out(t(), rows * cols),
      din(t(), 2 * rows * cols);
  std::vector<float> eOut(rows * cols), eDin(2 * rows * cols);
  kernels::swiglu(x.data(), eOut.data(), rows, cols);
  gpu::swiglu(t(), dx.data, out.data, rows, cols, stream);
  EXPECT_AGREES(out.download(), eOut, t());
  kernels::swigluGrad(x.data(), dy.data(), eDin.data(), rows, cols);
  gpu::swigluGrad(t(), dx.data, ddy.data, din.data, rows, cols, stream);
  EXPECT_AGREES(din.download(), eDin, t());
}

TEST_P(CudaKernels, RopeAndItsGradient) {
  int64_t batch = 2, seq = 33, dim = 16, rotaryDim = 12;
  // Multi-head ([q, k, v] per head: groups 0) and grouped (4 heads in 2
  // groups: per group two queries, a key, a value).
  for (auto [heads, groups] :
       {std::pair<int64_t, int64_t>{3, 0}, {4, 2}, {4, 1}}) {
    SCOPED_TRACE(testing::Message() << heads << " heads, groups " << groups);
    int64_t width = heads + 2 * (groups ? groups : heads);
    int64_t n = batch * seq * width * dim;
    auto x = input(n, 21);
    DeviceTensor dx(t(), x), out(t(), n);
    std::vector<float> expected(n);
    kernels::rope(x.data(), expected.data(), batch, seq, heads, dim, rotaryDim,
                  10000.0, groups);
    gpu::rope(t(), dx.data, out.data, batch, seq, heads, groups, dim, rotaryDim,
              10000.0, /*inverse=*/false, stream);
    EXPECT_AGREES(out.download(), expected, t());
    kernels::ropeGrad(x.data(), expected.data(), batch, seq, heads, dim,
                      rotaryDim, 10000.0, groups);
    gpu::rope(t(), dx.data, out.data, batch, seq, heads, groups, dim, rotaryDim,
              10000.0, /*inverse=*/true, stream);
    EXPECT_AGREES(out.download(), expected, t());
  }
}

void CudaKernels::checkAttention(gpu::AttentionKernels kernels,
                                 const std::vector<AttentionCase> &cases) {
  uint64_t stepNumber = 3, runSeed = 1234, seed = 9, member = 1;
  std::vector<float> stepBits(2);
  std::memcpy(stepBits.data(), &stepNumber, sizeof stepNumber);
  DeviceTensor step(DType::F32, stepBits);
  for (const AttentionCase &s : cases) {
    SCOPED_TRACE(testing::Message() << s);
    kernels::AttentionDropout cpuDrop{
        dropoutKey(runSeed, seed, stepNumber, member), s.dropout};
    gpu::AttentionDropout gpuDrop{runSeed, seed, member, s.dropout,
                                  static_cast<const uint64_t *>(step.data)};
    int64_t qkvCount = s.qkvCount(), outCount = s.outCount(),
            lseCount = s.lseCount();
    auto qkv = input(qkvCount, 10), dout = input(outCount, 11);
    DeviceTensor dqkvIn(t(), qkv), out(t(), outCount), lse(t(), lseCount);
    std::vector<float> eOut(outCount), eLse(lseCount);
    kernels::attention(qkv.data(), eOut.data(), eLse.data(), s.batch, s.seq,
                       s.heads, s.dim, s.causal, s.groups, cpuDrop);
    gpu::attention(t(), dqkvIn.data, out.data, lse.data, s.batch, s.seq,
                   s.heads, s.groups, s.dim, s.causal, gpuDrop, stream,
                   kernels);
    EXPECT_AGREES(out.download(), eOut, t());
    EXPECT_AGREES(lse.download(), eLse, t());

    // Backward from the forward's stored output and log-sum-exp.
    auto gOut = out.download(), gLse = lse.download();
    DeviceTensor ddout(t(), dout), dqkv(t(), qkvCount),
        work(DType::F32,
             gpu::attentionGradWorkspace(s.batch, s.seq, s.heads) / 4);
    std::vector<float> eDqkv(qkvCount);
    kernels::attentionGrad(qkv.data(), gOut.data(), gLse.data(), dout.data(),
                           eDqkv.data(), s.batch, s.seq, s.heads, s.dim,
                           s.causal, s.groups, cpuDrop);
    gpu::attentionGrad(t(), dqkvIn.data, out.data, lse.data, ddout.data,
                       dqkv.data, s.batch, s.seq, s.heads, s.groups, s.dim,
                       s.causal, gpuDrop, work.data, stream, kernels);
    EXPECT_AGREES(dqkv.download(), eDqkv, t());
  }
}

// The warp-per-row kernels (OVL_CUDA_ATTENTION=warp-per-row).
TEST_P(CudaKernels, AttentionWarpPerRow) {
  checkAttention(gpu::AttentionKernels::WarpPerRow, kAttentionCases);
}

// The block programs (ovl/runtime/AttentionTiles.h, which AttentionTilesTest
// runs on the host): bf16 on the tensor cores, f32 on the CUDA cores.
TEST_P(CudaKernels, AttentionBlockPrograms) {
  ASSERT_TRUE(gpu::tileAttentionRuns(t(), 64))
      << "a GPU without bf16 tensor cores";
  checkAttention(gpu::AttentionKernels::Tiles, kAttentionCases);
}

// The same on three shapes: what gpu-check.sh runs (bf16) under
// compute-sanitizer's memcheck and racecheck.
TEST_P(CudaKernels, AttentionBlockProgramsFewShapes) {
  ASSERT_TRUE(gpu::tileAttentionRuns(t(), 64));
  checkAttention(gpu::AttentionKernels::Tiles, kFewAttentionCases);
}

// What ovl-attention-sweep reports of the block programs' launches: each
// of the three programs, at the rows and shared memory the launches use,
// with at least one block resident per SM (else it could not launch), and
// nothing where the programs do not run.
TEST_P(CudaKernels, TileProgramLaunchesFitAnSM) {
  int device = 0, optin = 0;
  gpu::check(cudaGetDevice(&device), "test: device");
  gpu::check(cudaDeviceGetAttribute(
                 &optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, device),
             "test: shared memory");
  for (int64_t dim : {64, 128}) {
    ASSERT_TRUE(gpu::tileAttentionRuns(t(), dim));
    std::vector<gpu::TileProgramLaunch> launches =
        gpu::tileAttentionLaunches(t(), dim);
    ASSERT_EQ(launches.size(), 3u);
    EXPECT_STREQ(launches[0].program, "attention (tiles)");
    for (const gpu::TileProgramLaunch &l : launches) {
      SCOPED_TRACE(std::string(l.program) + ", head size " +
                   std::to_string(dim));
      EXPECT_TRUE(l.rows == 16 || l.rows == 32 || l.rows == 64) << l.rows;
      EXPECT_EQ(l.threads, l.rows / 16 * 32);
      EXPECT_GT(l.sharedBytes, 0u);
      EXPECT_LE(l.sharedBytes, static_cast<size_t>(optin));
      EXPECT_GE(l.blocksPerSM, 1);
    }
  }
  EXPECT_TRUE(gpu::tileAttentionLaunches(DType::I32, 64).empty());
  EXPECT_TRUE(gpu::tileAttentionLaunches(t(), 257).empty());
}

// More (batch, head) block rows than a grid's y dimension takes: a clear
// error before any launch, from both kernel sets (nothing is read, so no
// memory is needed).
TEST_P(CudaKernels, AttentionRefusesMoreBlockRowsThanAGridTakes) {
  for (auto kernels :
       {gpu::AttentionKernels::Auto, gpu::AttentionKernels::WarpPerRow}) {
    try {
      gpu::attention(t(), nullptr, nullptr, nullptr, 4096, 1, 16, 0, 64, true,
                     {}, stream, kernels);
      ADD_FAILURE() << "no error";
    } catch (const RunError &e) {
      EXPECT_NE(std::string(e.what()).find(
                    "attention: batch x heads = 4096 x 16 exceeds the 65535"),
                std::string::npos)
          << e.what();
    }
    EXPECT_THROW(gpu::attentionGrad(t(), nullptr, nullptr, nullptr, nullptr,
                                    nullptr, 65536, 1, 1, 0, 64, false, {},
                                    nullptr, stream, kernels),
                 RunError);
  }
}

TEST_P(CudaKernels, VocabParallelEmbeddingAndGradient) {
  int64_t count = 500, vocab = 64, hidden = 48, vocabStart = 64;
  std::mt19937 gen(12);
  std::vector<int32_t> tokens(count);
  for (int32_t &token : tokens) // Half in this shard, many repeats.
    token = static_cast<int32_t>(gen() % 128);
  auto table = input(vocab * hidden, 13), dout = input(count * hidden, 14);
  DeviceInts dTokens(tokens);
  DeviceTensor dTable(t(), table), out(t(), count * hidden), ddout(t(), dout),
      dtable(t(), vocab * hidden);
  std::vector<float> eOut(count * hidden), eDtable(vocab * hidden);
  kernels::embedding(tokens.data(), table.data(), eOut.data(), count, vocab,
                     hidden, vocabStart);
  gpu::embedding(t(), dTokens.data, dTable.data, out.data, count, vocab, hidden,
                 vocabStart, stream);
  EXPECT_EQ(out.download(), eOut); // A gather: exact.

  size_t workBytes = gpu::embeddingGradWorkspace(count);
  DeviceTensor work(DType::F32, workBytes / 4 + 1);
  kernels::embeddingGrad(tokens.data(), dout.data(), eDtable.data(), count,
                         vocab, hidden, vocabStart);
  gpu::embeddingGrad(t(), dTokens.data, ddout.data, dtable.data, count, vocab,
                     hidden, vocabStart, work.data, workBytes, stream);
  auto actual = dtable.download();
  EXPECT_AGREES(actual, eDtable, t());
  // Same order, same double accumulation.
  if (t() == DType::F32) {
    EXPECT_EQ(actual, eDtable);
  }
}

TEST_P(CudaKernels, CrossEntropyPieces) {
  int64_t rows = 40, vocab = 1000, vocabStart = 1000;
  auto logits = input(rows * vocab, 15, 3.0f);
  std::mt19937 gen(16);
  std::vector<int32_t> labels(rows);
  for (int32_t &label : labels)
    label = static_cast<int32_t>(gen() % 2000);
  DeviceInts dLabels(labels);
  DeviceTensor dLogits(t(), logits), rowMax(t(), rows), stats(t(), 2 * rows),
      loss(t(), 1), grad(t(), rows * vocab);
  std::vector<float> eMax(rows), eStats(2 * rows), eGrad(rows * vocab);
  kernels::ceMax(logits.data(), eMax.data(), rows, vocab);
  gpu::ceMax(t(), dLogits.data, rowMax.data, rows, vocab, stream);
  EXPECT_EQ(rowMax.download(), eMax); // A maximum: exact.

  kernels::ceStats(logits.data(), eMax.data(), labels.data(), eStats.data(),
                   rows, vocab, vocabStart);
  gpu::ceStats(t(), dLogits.data, rowMax.data, dLabels.data, stats.data, rows,
               vocab, vocabStart, stream);
  auto gStats = stats.download();
  EXPECT_AGREES(gStats, eStats, t());

  float eLoss = kernels::ceLoss(gStats.data(), rows);
  gpu::ceLoss(t(), stats.data, loss.data, rows, stream);
  EXPECT_AGREES(loss.download(), std::vector<float>{eLoss}, t());

  kernels::ceGrad(logits.data(), eMax.data(), gStats.data(), labels.data(),
                  eGrad.data(), rows, vocab, vocabStart, 0.25);
  gpu::ceGrad(t(), dLogits.data, rowMax.data, stats.data, dLabels.data,
              grad.data, rows, vocab, vocabStart, 0.25, stream);
  EXPECT_AGREES(grad.download(), eGrad, t());
}

TEST_P(CudaKernels, CopyRowsAndSgd) {
  int64_t rows = 9, cols = 5, stride = 13;
  auto x = input(rows * stride, 17);
  DeviceTensor dx(t(), x), out(t(), rows * cols);
  std::vector<float> eOut(rows * cols);
  kernels::copyRows(x.data(), eOut.data(), rows, cols, stride, cols);
  gpu::copyRows(t(), dx.data, out.data, rows, cols, stride, cols, stream);
  EXPECT_EQ(out.download(), eOut);
  // Into a column block of a wider matrix.
  std::vector<float> wide(rows * stride, 0.0f);
  DeviceTensor dWide(t(), wide);
  kernels::copyRows(eOut.data(), wide.data() + 3, rows, cols, cols, stride);
  gpu::copyRows(t(), out.data, static_cast<char *>(dWide.data) +
                                   3 * dtypeSize(t()),
                rows, cols, cols, stride, stream);
  EXPECT_EQ(dWide.download(), wide);

  int64_t n = 1000;
  auto param = input(n, 18), grad = input(n, 19), momentum = input(n, 20);
  DeviceTensor dp(t(), param), dg(t(), grad), dm(t(), momentum);
  kernels::sgd(param.data(), grad.data(), momentum.data(), n, 0.05, 0.9, 0.01);
  DeviceTensor rate(DType::F32, scalarsOf(gpu::sgdScalars(0.05)));
  gpu::sgd(t(), dp.data, dg.data, dm.data, n, scalarsAt(rate), 0.9, 0.01,
           stream);
  // The same unfused f32 operations.
  if (t() == DType::F32) {
    EXPECT_EQ(dp.download(), param);
    EXPECT_EQ(dm.download(), momentum);
  } else {
    EXPECT_AGREES(dp.download(), param, t());
    EXPECT_AGREES(dm.download(), momentum, t());
  }
}

TEST_P(CudaKernels, AdamWFollowsTheCpuKernel) {
  int64_t n = 1000;
  auto param = input(n, 21), grad = input(n, 22);
  std::vector<float> m(n, 0.0f), v(n, 0.0f);
  DeviceTensor dp(t(), param), dg(t(), grad), dm(t(), m), dv(t(), v);
  for (int64_t step = 1; step <= 2; ++step) {
    kernels::adamw(param.data(), grad.data(), m.data(), v.data(), n, step,
                   1e-3, 0.9, 0.95, 1e-8, 0.1);
    DeviceTensor scalars(
        DType::F32, scalarsOf(gpu::adamwScalars(step, 1e-3, 0.9, 0.95, 0.1)));
    gpu::adamw(t(), dp.data, dg.data, dm.data, dv.data, n, scalarsAt(scalars),
               0.9, 0.95, 1e-8, stream);
    gpu::check(cudaStreamSynchronize(stream), "test: adamw");
  }
  EXPECT_AGREES(dp.download(), param, t());
  EXPECT_AGREES(dm.download(), m, t());
  EXPECT_AGREES(dv.download(), v, t());
}

TEST_P(CudaKernels, SumSquaresAndClipFollowTheCpuKernels) {
  int64_t n = 100000;
  auto grad = input(n, 23), other = input(7, 24);
  DeviceTensor dg(t(), grad), dother(t(), other), norm(t(), 1),
      work(DType::F32, gpu::sumSquaresWorkspace() / 4);
  float expected = 0.0f;
  kernels::sumSquares(grad.data(), &expected, n, false);
  kernels::sumSquares(other.data(), &expected, 7, true);
  gpu::sumSquares(t(), dg.data, norm.data, n, false, work.data, stream);
  gpu::sumSquares(t(), dother.data, norm.data, 7, true, work.data, stream);
  std::vector<float> normSq = norm.download();
  EXPECT_AGREES(normSq, std::vector<float>{expected}, t());
  // Clipped to a tenth of the norm: the result's norm is that bound.
  double maxNorm = 0.1 * std::sqrt(double(expected));
  std::vector<float> clipped(n);
  kernels::clipByNorm(grad.data(), &expected, clipped.data(), n, maxNorm);
  DeviceTensor out(t(), n);
  gpu::clipByNorm(t(), dg.data, norm.data, out.data, n, maxNorm, stream);
  EXPECT_AGREES(out.download(), clipped, t());
  // Above the norm: unchanged.
  gpu::clipByNorm(t(), dg.data, norm.data, out.data, n, 10 * maxNorm, stream);
  EXPECT_EQ(out.download(), dg.download());
}

TEST(CudaConvert, NarrowsToNearestEvenAndWidensExactly) {
  std::vector<float> x = {1.0f, 1.00390625f, -3.14159f, 1e-3f, 65504.0f};
  int64_t n = x.size();
  DeviceTensor f32(DType::F32, x), bf16(DType::BF16, n), back(DType::F32, n);
  gpu::convert(DType::F32, DType::BF16, f32.data, bf16.data, n, nullptr);
  gpu::convert(DType::BF16, DType::F32, bf16.data, back.data, n, nullptr);
  std::vector<float> expected;
  for (float v : x)
    expected.push_back(bf16ToFloat(floatToBf16(v)));
  EXPECT_EQ(back.download(), expected);
}

TEST_P(CudaKernels, MemberOrderReductionOfManyMembers) {
  // 40 members: more than one kernel's worth, still folded in order.
  int members = 40;
  int64_t count = 777;
  std::vector<std::unique_ptr<DeviceTensor>> inputs;
  std::vector<const void *> pointers;
  std::vector<float> expected(count, 0.0f);
  for (int m = 0; m < members; ++m) {
    auto x = input(count, 100 + m);
    for (int64_t i = 0; i < count; ++i)
      expected[i] = m == 0 ? x[i] : expected[i] + x[i];
    inputs.push_back(std::make_unique<DeviceTensor>(t(), x));
    pointers.push_back(inputs.back()->data);
  }
  DeviceTensor out(t(), count);
  gpu::reduceMembers(t(), Reduction::Sum, pointers.data(), members, out.data,
                     count, stream);
  if (t() == DType::F32) {
    EXPECT_EQ(out.download(), expected); // ((x0 + x1) + x2) ..., in f32.
  }
  else
    EXPECT_AGREES(out.download(), expected, t());
}

INSTANTIATE_TEST_SUITE_P(Types, CudaKernels,
                         testing::Values(DType::F32, DType::BF16),
                         [](const testing::TestParamInfo<DType> &info) {
                           return std::string(dtypeName(info.param));
                         });

} // namespace
