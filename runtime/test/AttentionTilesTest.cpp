//===- AttentionTilesTest.cpp - Attention's block programs on the host ----===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Runs the cuda backend's attention block programs
// (ovl/runtime/AttentionTiles.h) on the host: a block's threads and warps
// one after another, each warp's 16 x 16 products as loops or, as the
// device's f32 programs compute them, lane by lane
// (tiles::cudaCoreProduct), in shared memory that starts full of NaNs. Against
// the cpu kernels, with halves that are f32 (the program's indexing, masking,
// dropout and online softmax, to f32's tolerance) and with bf16 halves and
// outputs (what the GPU computes, to bf16's). Between two barriers the threads
// run in three orders, which must give the same bits: each of the programs' 16
// barriers, removed alone, makes them differ (checked when the test was
// written). Every bf16 product is also checked against wmma's contract
// (leading dimensions, 256-bit aligned pointers), which only the device
// would otherwise enforce. CudaKernelsTest runs the same programs on a GPU.
//
//===----------------------------------------------------------------------===//

#define OVL_TILE_FN inline
#include "ovl/runtime/AttentionTiles.h"

#include "ovl/runtime/BFloat16.h"
#include "ovl/runtime/Kernels.h"
#include "ovl/runtime/Random.h"

#include "AttentionCases.h"
#include "RandomValues.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

using namespace ovl::rt;

namespace {

/// A bf16 value in shared memory: its bits.
struct Bf16 {
  uint16_t bits;
};

/// Conversions for the halves the program keeps in shared memory, and the
/// rounding of what it stores (outputs in bf16 when the halves are).
template <typename Half> struct HalfTraits;
template <> struct HalfTraits<float> {
  static float to(float x) { return x; }
  static float from(float x) { return x; }
  static float stored(float x) { return x; }
};
template <> struct HalfTraits<Bf16> {
  static Bf16 to(float x) { return {floatToBf16(x)}; }
  static float from(Bf16 x) { return bf16ToFloat(x.bits); }
  static float stored(float x) { return bf16ToFloat(floatToBf16(x)); }
};

/// The order a block's threads run in between two barriers. Any order is
/// one the GPU may take; a program whose results depend on it lacks a
/// barrier.
enum class Order {
  PhaseByPhase,   // Each forEach call for every thread, then the next.
  WarpsAscending, // Warp 0's whole phase, then warp 1's, ..., lanes up.
  WarpsDescending // The last warp's first, lanes down.
};

/// One block run on the host (see the file comment); tensors are f32.
/// Work is deferred to the next barrier (or finish()) and then run in
/// `order`. Lanes: products by tiles::cudaCoreProduct, lane by lane (f32
/// halves), as the device's f32 block.
template <typename H, bool Lanes = false> struct HostBlock {
  using Half = H;
  HostBlock(int threadCount, Order order)
      : threadCount(threadCount), order(order) {}
  int threadCount;
  Order order;

  int threads() const { return threadCount; }
  template <typename F> void forEachThread(F &&f) {
    pending.push_back({false, std::function<void(int)>(std::forward<F>(f))});
  }
  template <typename F> void forEachWarp(F &&f) {
    pending.push_back({true, std::function<void(int)>(std::forward<F>(f))});
  }
  void sync() {
    finish();
    ++barriers;
  }
  /// Runs what the last phase left: the end of the kernel.
  void finish() {
    std::vector<Work> phase;
    phase.swap(pending);
    int warps = threadCount / 32;
    if (order == Order::PhaseByPhase) {
      for (const Work &work : phase)
        for (int i = 0; i < (work.perWarp ? warps : threadCount); ++i)
          work.run(i);
      return;
    }
    bool up = order == Order::WarpsAscending;
    for (int k = 0; k < warps; ++k) {
      int w = up ? k : warps - 1 - k;
      for (const Work &work : phase) {
        if (work.perWarp) {
          work.run(w);
          continue;
        }
        for (int lane = 0; lane < 32; ++lane)
          work.run(w * 32 + (up ? lane : 31 - lane));
      }
    }
  }

  static Half toHalf(float x) { return HalfTraits<Half>::to(x); }
  static float fromHalf(Half x) { return HalfTraits<Half>::from(x); }
  static float load(const float *p, int64_t i) { return p[i]; }
  static void store(float *p, int64_t i, float v) {
    p[i] = HalfTraits<Half>::stored(v);
  }
  void mma(float *c, int ldc, bool accumulate, const Half *a, int lda,
           const Half *b, int ldb, bool bTransposed, int k) {
    EXPECT_EQ(k % tiles::kEdge, 0);
    EXPECT_EQ(ldc % 4, 0);
    if (sizeof(Half) == 2) { // wmma's rows: multiples of 16 bytes.
      EXPECT_EQ(lda % 8, 0);
      EXPECT_EQ(ldb % 8, 0);
      // wmma's load_matrix_sync and store_matrix_sync: 256-bit aligned
      // pointers, in shared memory aligned as the device's.
      EXPECT_EQ(reinterpret_cast<uintptr_t>(c) % 32, 0u);
      for (int kk = 0; kk < k; kk += tiles::kEdge) {
        EXPECT_EQ(reinterpret_cast<uintptr_t>(a + kk) % 32, 0u);
        EXPECT_EQ(reinterpret_cast<uintptr_t>(
                      b + (bTransposed ? kk : int64_t(kk) * ldb)) %
                      32,
                  0u);
      }
    }
    if constexpr (Lanes) {
      static_assert(std::is_same_v<Half, float>, "lanes compute f32 tiles");
      for (int lane = 0; lane < 32; ++lane)
        tiles::cudaCoreProduct(lane, c, ldc, accumulate, a, lda, b, ldb,
                               bTransposed, k);
      ++products;
      return;
    }
    for (int r = 0; r < tiles::kEdge; ++r)
      for (int n = 0; n < tiles::kEdge; ++n) {
        float sum = accumulate ? c[r * ldc + n] : 0.f;
        for (int kk = 0; kk < k; ++kk)
          sum += fromHalf(a[r * lda + kk]) *
                 fromHalf(bTransposed ? b[n * ldb + kk] : b[kk * ldb + n]);
        c[r * ldc + n] = sum;
      }
    ++products;
  }
  int64_t barriers = 0, products = 0;

private:
  struct Work {
    bool perWarp;
    std::function<void(int)> run;
  };
  std::vector<Work> pending;
};

/// Shared memory for one block, aligned as the device's (AttentionTiles.cu:
/// 128 bytes). Each block finds it full of NaNs (all bits set), so a value
/// read before it is written poisons the results.
struct SharedMemory {
  static constexpr size_t kAlignment = 128;
  explicit SharedMemory(size_t bytes)
      : bytes(bytes), storage(bytes + kAlignment) {}
  char *fresh() {
    void *base = storage.data();
    size_t room = storage.size();
    char *aligned =
        static_cast<char *>(std::align(kAlignment, bytes, base, room));
    std::memset(aligned, 0xff, bytes);
    return aligned;
  }
  size_t bytes;
  std::vector<char> storage;
};

using test::AttentionCase;
using test::kAttentionCases;
using test::relativeError;

std::vector<float> representable(std::vector<float> v, bool bf16) {
  if (bf16)
    for (float &x : v)
      x = bf16ToFloat(floatToBf16(x));
  return v;
}

/// A case's qkv and dO: random, representable in bf16 when `bf16`.
struct Inputs {
  std::vector<float> qkv, dout;
};
Inputs inputsOf(const AttentionCase &c, bool bf16 = false) {
  return {representable(test::randomFloats(c.qkvCount(), 10), bf16),
          representable(test::randomFloats(c.outCount(), 11), bf16)};
}

/// The programs' results for one case, each block run on the host.
struct TileResult {
  std::vector<float> out, lse, dqkv;
};

template <typename Half, bool Lanes = false>
TileResult runTiles(const AttentionCase &c, int rows,
                    const std::vector<float> &qkv,
                    const std::vector<float> &dout, uint64_t key,
                    Order order = Order::PhaseByPhase) {
  tiles::Shape shape = tiles::Shape::of(c.seq, c.heads, c.groups, c.dim);
  tiles::Dropout drop;
  if (c.dropout > 0)
    drop = {key, dropoutThreshold(c.dropout), dropoutScale(c.dropout), true};
  tiles::Tiling tiling = tiles::Tiling::of<Half>(rows, static_cast<int>(c.dim));
  float scale = static_cast<float>(1.0 / std::sqrt(double(c.dim)));
  TileResult r;
  r.out.assign(c.batch * c.seq * c.heads * c.dim, NAN);
  r.lse.assign(c.batch * c.heads * c.seq, NAN);
  r.dqkv.assign(qkv.size(), NAN);
  SharedMemory forward(
      tiles::programBytes<Half>(tiles::Program::Forward, tiling)),
      grad(tiles::programBytes<Half>(tiles::Program::KeyValueGrad, tiling));
  for (int64_t b = 0; b < c.batch; ++b)
    for (int64_t h = 0; h < c.heads; ++h)
      for (int64_t q0 = 0; q0 < c.seq; q0 += rows) {
        HostBlock<Half, Lanes> block{tiling.threads(), order};
        tiles::forwardBlock(block, forward.fresh(), tiling, qkv.data(),
                            r.out.data(), r.lse.data(), shape, c.causal, scale,
                            drop, b, h, q0);
        block.finish();
      }
  // delta = dO . O per row, as the device's attentionDeltaKernel.
  std::vector<float> delta(r.lse.size());
  for (int64_t b = 0; b < c.batch; ++b)
    for (int64_t h = 0; h < c.heads; ++h)
      for (int64_t i = 0; i < c.seq; ++i) {
        float sum = 0.f;
        for (int64_t d = 0; d < c.dim; ++d)
          sum += dout[shape.row(b, i, h) + d] * r.out[shape.row(b, i, h) + d];
        delta[shape.lse(b, h, i)] = sum;
      }
  for (int64_t b = 0; b < c.batch; ++b) {
    for (int64_t h = 0; h < c.heads; ++h)
      for (int64_t q0 = 0; q0 < c.seq; q0 += rows) {
        HostBlock<Half, Lanes> block{tiling.threads(), order};
        tiles::queryGradBlock(block, grad.fresh(), tiling, qkv.data(),
                              r.lse.data(), dout.data(), delta.data(),
                              r.dqkv.data(), shape, c.causal, scale, drop, b, h,
                              q0);
        block.finish();
      }
    for (int64_t g = 0; g < shape.groups; ++g)
      for (int64_t k0 = 0; k0 < c.seq; k0 += rows) {
        HostBlock<Half, Lanes> block{tiling.threads(), order};
        tiles::keyValueGradBlock(block, grad.fresh(), tiling, qkv.data(),
                                 r.lse.data(), dout.data(), delta.data(),
                                 r.dqkv.data(), shape, c.causal, scale, drop, b,
                                 g, k0);
        block.finish();
      }
  }
  return r;
}

/// Runs every case at `rows` rows a block with halves `Half`, against the
/// cpu kernels within `tolerance` (relative L2 error).
template <typename Half, bool Lanes = false>
void checkAgainstCpuKernels(int rows, double tolerance) {
  constexpr bool bf16 = std::is_same_v<Half, Bf16>;
  for (const AttentionCase &c : kAttentionCases) {
    SCOPED_TRACE(testing::Message() << "rows " << rows << " " << c);
    auto [qkv, dout] = inputsOf(c, bf16);
    uint64_t key = dropoutKey(1234, 9, 3, 1);
    kernels::AttentionDropout cpuDrop{key, c.dropout};
    std::vector<float> eOut(dout.size()), eLse(c.batch * c.heads * c.seq),
        eDqkv(qkv.size());
    kernels::attention(qkv.data(), eOut.data(), eLse.data(), c.batch, c.seq,
                       c.heads, c.dim, c.causal, c.groups, cpuDrop);
    TileResult r = runTiles<Half, Lanes>(c, rows, qkv, dout, key);
    EXPECT_LE(relativeError(r.out, eOut), tolerance);
    EXPECT_LE(relativeError(r.lse, eLse), tolerance);
    // The backward from the program's own (stored) output and lse, as the
    // backend runs it.
    kernels::attentionGrad(qkv.data(), r.out.data(), r.lse.data(), dout.data(),
                           eDqkv.data(), c.batch, c.seq, c.heads, c.dim,
                           c.causal, c.groups, cpuDrop);
    EXPECT_LE(relativeError(r.dqkv, eDqkv), tolerance);
  }
}

TEST(AttentionTiles, F32HalvesMatchTheCpuKernels) {
  for (int rows : {16, 32, 64})
    checkAgainstCpuKernels<float>(rows, 1e-5);
}

// The device's f32 programs: products lane by lane on the CUDA cores.
TEST(AttentionTiles, CudaCoreProductsMatchTheCpuKernels) {
  checkAgainstCpuKernels<float, true>(64, 1e-5);
}

// Each lane's share of a 16 x 16 product: together, every element of C
// once, accumulated onto C or not, B as stored either way.
TEST(AttentionTiles, CudaCoreProductCoversTheTileOnce) {
  constexpr int k = 48, lda = k + 8, ldb = 16 + 8, ldbT = k + 8, ldc = 20;
  auto a = test::randomFloats(16 * lda, 20),
       b = test::randomFloats(k * ldb, 21);
  auto bT = test::randomFloats(16 * ldbT, 22);
  for (bool transposed : {false, true})
    for (bool accumulate : {false, true}) {
      SCOPED_TRACE(testing::Message() << "transposed " << transposed
                                      << " accumulate " << accumulate);
      std::vector<float> c(16 * ldc, accumulate ? 0.5f : NAN);
      for (int lane = 0; lane < 32; ++lane)
        tiles::cudaCoreProduct(lane, c.data(), ldc, accumulate, a.data(), lda,
                               transposed ? bT.data() : b.data(),
                               transposed ? ldbT : ldb, transposed, k);
      for (int r = 0; r < 16; ++r)
        for (int n = 0; n < 16; ++n) {
          double expected = accumulate ? 0.5 : 0.0;
          for (int kk = 0; kk < k; ++kk)
            expected += double(a[r * lda + kk]) *
                        (transposed ? bT[n * ldbT + kk] : b[kk * ldb + n]);
          EXPECT_NEAR(c[r * ldc + n], expected, 1e-4) << r << ", " << n;
        }
      // Past the tile's 16 columns, C is untouched.
      for (int r = 0; r < 16; ++r)
        for (int n = 16; n < ldc; ++n)
          EXPECT_EQ(std::isnan(c[r * ldc + n]), !accumulate);
    }
}

TEST(AttentionTiles, Bf16HalvesAgreeWithTheCpuKernels) {
  for (int rows : {16, 64})
    checkAgainstCpuKernels<Bf16>(rows, 1e-2);
}

// Between two barriers the GPU may run a block's threads in any order: the
// results may not depend on it (a barrier missing between a phase that
// writes shared memory and one that reads it would make them).
TEST(AttentionTiles, ResultsDoNotDependOnTheOrderThreadsRunIn) {
  for (int rows : {16, 64})
    for (const AttentionCase &c : kAttentionCases) {
      SCOPED_TRACE(testing::Message() << "rows " << rows << " " << c);
      auto [qkv, dout] = inputsOf(c);
      uint64_t key = dropoutKey(1234, 9, 3, 1);
      TileResult phases = runTiles<float>(c, rows, qkv, dout, key);
      for (Order order : {Order::WarpsAscending, Order::WarpsDescending}) {
        TileResult other = runTiles<float>(c, rows, qkv, dout, key, order);
        EXPECT_EQ(std::memcmp(other.out.data(), phases.out.data(),
                              phases.out.size() * sizeof(float)),
                  0);
        EXPECT_EQ(std::memcmp(other.lse.data(), phases.lse.data(),
                              phases.lse.size() * sizeof(float)),
                  0);
        EXPECT_EQ(std::memcmp(other.dqkv.data(), phases.dqkv.data(),
                              phases.dqkv.size() * sizeof(float)),
                  0);
      }
    }
}

// Shared memory a block may opt into (CUDA C++ Programming Guide,
// "Technical Specifications per Compute Capability"): 227 KiB on compute
// capability 9.0 (H100, H200), 163 KiB on 8.0 (A100).
constexpr size_t kHopperBlockBytes = 227 * 1024, kAmpereBlockBytes = 163 * 1024;

/// Every head size the backend takes fits a block of `limit` bytes with
/// tiles of Half, at the most rows that fit.
template <typename Half> void checkTilingsWithin(size_t limit) {
  for (int dim = 1; dim <= 256; ++dim)
    for (tiles::Program p : {tiles::Program::Forward, tiles::Program::QueryGrad,
                             tiles::Program::KeyValueGrad}) {
      int rows = tiles::rowsWithin<Half>(p, dim, limit);
      ASSERT_GE(rows, 16) << "dim " << dim;
      EXPECT_LE(
          tiles::programBytes<Half>(p, tiles::Tiling::of<Half>(rows, dim)),
          limit);
      if (rows < 64) { // The largest that fits.
        EXPECT_GT(tiles::programBytes<Half>(
                      p, tiles::Tiling::of<Half>(2 * rows, dim)),
                  limit);
      }
    }
}

TEST(AttentionTiles, EveryHeadSizeFitsABlockOfAHopperOrAmpereGpu) {
  for (size_t limit : {kHopperBlockBytes, kAmpereBlockBytes}) {
    checkTilingsWithin<Bf16>(limit);
    checkTilingsWithin<float>(limit);
  }
  // GPT's usual head sizes take 64 rows everywhere on a Hopper GPU in bf16,
  // and 64 in f32 at head size 64.
  for (tiles::Program p : {tiles::Program::Forward, tiles::Program::QueryGrad,
                           tiles::Program::KeyValueGrad}) {
    for (int dim : {64, 128})
      EXPECT_EQ(tiles::rowsWithin<Bf16>(p, dim, kHopperBlockBytes), 64);
    EXPECT_EQ(tiles::rowsWithin<float>(p, 64, kHopperBlockBytes), 64);
  }
  // A block too small for any tiling: none (the warp-per-row kernels run).
  EXPECT_EQ(tiles::rowsWithin<Bf16>(tiles::Program::Forward, 64, 8 * 1024), 0);
}

} // namespace
