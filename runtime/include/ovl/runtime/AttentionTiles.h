//===- AttentionTiles.h - Attention's block programs ---------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The cuda backend's attention, written once as block programs over shared
// memory, so that the same source runs on the GPU
// (lib/backends/cuda/AttentionTiles.cu: in bf16, wmma's 16 x 16 x 16
// tensor-core products with f32 accumulation; in f32, the same products on
// the CUDA cores, cudaCoreProduct below) and on the host, where
// test/AttentionTilesTest.cpp runs a block's threads one after another
// against the cpu kernels.
//
// The algorithm is FlashAttention-2's tiling (Dao, "FlashAttention-2:
// Faster Attention with Better Parallelism and Work Partitioning", 2023,
// arXiv:2307.08691): a block owns R rows (queries, or keys in the key and
// value gradient), its R / 16 warps 16 rows each, and walks the other side
// in tiles of R with an online softmax. Unlike FlashAttention it keeps the
// scores, probabilities and accumulators in shared memory rather than in
// registers: a warp's fragments never outlive one product, so every value
// that crosses a barrier is in shared memory, which is what lets the host
// run the program a phase at a time. The backward is two programs, as the
// cuda backend's warp-per-row kernels: the query gradient per query tile,
// the key and value gradients per key tile (summing a group's heads in
// head order), so that no value is added by atomics: a step's bits do not
// depend on the order blocks run in.
//
// A program is a template over `Block`, which provides:
//   int threads() const                 the block's threads (32 per warp)
//   void forEachThread(f)               f(thread) for each thread
//   void forEachWarp(f)                 f(warp) for each warp, all its lanes
//   void sync()                         a barrier of the whole block
//   static Half toHalf(float)           Half: the tiles' element type
//   static float load(const T *, int64_t), static void store(T *, int64_t,
//                                                            float)
//   void mma(float *c, int ldc, bool accumulate, const Half *a, int lda,
//            const Half *b, int ldb, bool bTransposed, int k)
//       C[16 x 16] = (accumulate ? C : 0) + A[16 x k] B[k x 16], A and C
//       row-major; B row-major (element (k, n) at b[k ldb + n]) or, when
//       bTransposed, at b[n ldb + k]. k is a multiple of 16. With 2-byte
//       halves (wmma) every pointer is 32-byte aligned and every leading
//       dimension a multiple of 8 (Half) or 4 (float), as wmma requires;
//       f32 tiles (cudaCoreProduct) need neither.
// The work between two barriers may run in any order across threads and
// warps, as on the GPU: the host test runs it phase by phase and also
// warp by warp in both directions, and a missing barrier shows as results
// that depend on the order. So a Block may defer f until the next sync()
// (or the program's end), and the programs' lambdas capture by value.
// The includer defines OVL_TILE_FN, how the programs are compiled (the
// device: __device__ __forceinline__; the host: inline); shapes, tilings,
// byte counts and cudaCoreProduct are for both (OVL_TILE_HD).
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_ATTENTIONTILES_H
#define OVL_RUNTIME_ATTENTIONTILES_H

#include "ovl/runtime/Random.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

#ifndef OVL_TILE_FN
#error "define OVL_TILE_FN before including AttentionTiles.h"
#endif

// Shapes, tilings and byte counts: on the host and the device alike.
#if defined(__CUDACC__)
#define OVL_TILE_HD __host__ __device__ inline
#else
#define OVL_TILE_HD inline
#endif
// A loop of a fixed, small count, unrolled on the device so that its
// iterations' values stay in registers.
#if defined(__CUDA_ARCH__)
#define OVL_TILE_UNROLL _Pragma("unroll")
#else
#define OVL_TILE_UNROLL
#endif

namespace ovl::rt::tiles {

/// wmma's tile edge: m = n = k = 16 for bf16.
constexpr int kEdge = 16;

/// qkv [B, S, G, H/G + 2, D] (per key-value group its heads' queries, then
/// the key and value they share), out [B, S, H, D], lse [B, H, S]: the cpu
/// kernels' layouts (ovl/runtime/Kernels.h).
struct Shape {
  int64_t seq, heads, groups;
  int dim;
  /// The shape of a kernel's arguments, where groups 0 means one per head
  /// (the kernels' convention, ovl/runtime/Kernels.h).
  OVL_TILE_HD static Shape of(int64_t seq, int64_t heads, int64_t groups,
                              int64_t dim) {
    return {seq, heads, groups > 0 ? groups : heads, static_cast<int>(dim)};
  }
  OVL_TILE_HD int64_t perGroup() const { return heads / groups; }
  /// Part 0: head h's query; 1, 2: the key and value of h's group.
  OVL_TILE_HD int64_t qkv(int64_t b, int64_t s, int64_t h, int part) const {
    int64_t n = perGroup(), g = h / n;
    int64_t slot = g * (n + 2) + (part == 0 ? h % n : n + part - 1);
    return ((b * seq + s) * (heads + 2 * groups) + slot) * int64_t(dim);
  }
  OVL_TILE_HD int64_t row(int64_t b, int64_t s, int64_t h) const {
    return ((b * seq + s) * heads + h) * int64_t(dim);
  }
  /// Elements between positions s and s + 1 of the same part of qkv, and
  /// of a [B, S, H, D] tensor.
  OVL_TILE_HD int64_t qkvStride() const {
    return (heads + 2 * groups) * int64_t(dim);
  }
  OVL_TILE_HD int64_t rowStride() const { return heads * int64_t(dim); }
  OVL_TILE_HD int64_t lse(int64_t b, int64_t h, int64_t s) const {
    return (b * heads + h) * seq + s;
  }
};

/// Dropout on the probabilities: element (b, h, i, j) is multiplied by
/// `scale` or 0 (kernels::AttentionDropout's mask). Inactive: by 1.
struct Dropout {
  uint64_t key = 0;
  uint32_t threshold = 0;
  float scale = 1.f;
  bool active = false;
  OVL_TILE_HD float factor(const Shape &shape, int64_t b, int64_t h, int64_t i,
                           int64_t j) const {
    if (!active)
      return 1.f;
    uint64_t index = uint64_t(shape.lse(b, h, i)) * uint64_t(shape.seq) + j;
    return dropoutKeeps(key, index, threshold) ? scale : 0.f;
  }
};

/// Dropout as a kernel receives it: the key is made on the device when the
/// kernel starts, from the step number in device memory (`step`), so that a
/// replayed CUDA graph draws each step's own mask (make()).
struct DropoutSource {
  uint64_t runSeed = 0, seed = 0, member = 0;
  const uint64_t *step = nullptr;
  uint32_t threshold = 0;
  float scale = 1.f;
  bool active = false;
  OVL_TILE_HD Dropout make() const {
    Dropout d;
    if (active)
      d = {dropoutKey(runSeed, seed, *step, member), threshold, scale, true};
    return d;
  }
};

/// The DropoutSource of a host-side description with runSeed, seed,
/// member, step and ratio (gpu::AttentionDropout); ratio 0: inactive.
template <typename Description>
inline DropoutSource dropoutSourceOf(const Description &d) {
  return {d.runSeed,
          d.seed,
          d.member,
          d.step,
          dropoutThreshold(d.ratio),
          dropoutScale(d.ratio),
          d.ratio > 0};
}

/// A block's tiles: R rows (16 per warp) and head size D padded to 16.
/// Leading dimensions are padded past the tile so that a warp's rows do not
/// all start in the same shared-memory bank: Half tiles by 8 when Half is
/// 2 bytes (wmma reads rows of a multiple of 16 bytes) and by 1 when it is
/// f32 (cudaCoreProduct: an odd stride puts the 8 rows its lanes read at
/// once in 8 banks), float tiles by 4.
struct Tiling {
  int rows, paddedDim, halfPad;
  template <typename Half> OVL_TILE_HD static Tiling of(int rows, int dim) {
    return {rows, (dim + kEdge - 1) / kEdge * kEdge, sizeof(Half) == 2 ? 8 : 1};
  }
  OVL_TILE_HD int warps() const { return rows / kEdge; }
  OVL_TILE_HD int threads() const { return warps() * 32; }
  /// The parts a row's softmax is split into, a thread each (2).
  OVL_TILE_HD int parts() const { return threads() / rows; }
  OVL_TILE_HD int halfLd() const { return paddedDim + halfPad; } // [R, D]
  OVL_TILE_HD int scoreLd() const { return rows + 4; }      // [R, R] floats
  OVL_TILE_HD int probLd() const { return rows + halfPad; } // [R, R] halves
  OVL_TILE_HD int accLd() const { return paddedDim + 4; }   // [R, D] floats
};

/// Hands out 128-byte aligned pieces of a block's shared memory; with a
/// null base it only counts (the launch's byte count).
class Carve {
public:
  OVL_TILE_HD explicit Carve(char *base) : base(base) {}
  template <typename X> OVL_TILE_HD X *take(int64_t count) {
    size_t at = (used + 127) / 128 * 128;
    used = at + size_t(count) * sizeof(X);
    return base ? reinterpret_cast<X *>(base + at) : nullptr;
  }
  OVL_TILE_HD size_t bytes() const { return used; }

private:
  char *base;
  size_t used = 0;
};

OVL_TILE_HD int64_t tileMin(int64_t a, int64_t b) { return a < b ? a : b; }

/// Whether key j is visible to query i.
OVL_TILE_HD bool visible(bool causal, int64_t i, int64_t j) {
  return !causal || j <= i;
}

/// A warp's 16 x 16 product on the CUDA cores, as Block::mma specifies it
/// for f32 tiles: lane `lane` (0 to 31) computes rows 2 (lane / 4) and
/// 2 (lane / 4) + 1, columns 4 (lane % 4) to 4 (lane % 4) + 3, each an f32
/// fused multiply-add chain over k in order: per k, 6 shared-memory reads
/// for 8 products. The lanes write disjoint elements of C and read none
/// another writes. The device's f32 Block calls it for its lane; the host
/// test for every lane.
OVL_TILE_HD void cudaCoreProduct(int lane, float *c, int ldc, bool accumulate,
                                 const float *a, int lda, const float *b,
                                 int ldb, bool bTransposed, int k) {
  int row = 2 * (lane / 4), first = 4 * (lane % 4);
  float acc[2][4];
  for (int i = 0; i < 2; ++i)
    for (int n = 0; n < 4; ++n)
      acc[i][n] = accumulate ? c[(row + i) * ldc + first + n] : 0.f;
  const float *x0 = a + row * lda, *x1 = x0 + lda;
  for (int kk = 0; kk < k; ++kk) {
    float v0 = x0[kk], v1 = x1[kk];
    for (int n = 0; n < 4; ++n) {
      float w =
          bTransposed ? b[(first + n) * ldb + kk] : b[kk * ldb + first + n];
      acc[0][n] = fmaf(v0, w, acc[0][n]);
      acc[1][n] = fmaf(v1, w, acc[1][n]);
    }
  }
  for (int i = 0; i < 2; ++i)
    for (int n = 0; n < 4; ++n)
      c[(row + i) * ldc + first + n] = acc[i][n];
}

/// f(r, c) for r < rows, c < cols: a warp per row, its lanes along the
/// row, so that a row's global accesses coalesce and no thread divides.
template <typename Block, typename F>
OVL_TILE_FN void forEachElement(Block &block, int rows, int cols, F f) {
  block.forEachThread([=, &block](int t) {
    int warps = block.threads() / 32;
    for (int r = t / 32; r < rows; r += warps)
      for (int c = t % 32; c < cols; c += 32)
        f(r, c);
  });
}

/// The loads a thread of loadRows issues before it stores any of them.
constexpr int kLoadsInFlight = 8;

/// Loads rows [first, first + count) of `part` of qkv (or, part < 0, of the
/// [B, S, H, D] tensor `rowsOf`) for (b, h) into a [R, halfLd] tile, zero
/// past `count` rows and past the head size. The tile's elements are dealt
/// to the threads in order, so that a warp reads consecutive elements of a
/// row, and each thread reads kLoadsInFlight of its elements into registers
/// before it stores them: as far as the compiler knows, a store to the tile
/// may change what a later load from global memory reads, so loads and
/// stores interleaved would wait for one memory latency each.
template <typename Block, typename Half, typename T>
OVL_TILE_FN void loadRows(Block &block, const Tiling &tiling, const T *base,
                          const Shape &shape, int64_t b, int64_t h, int part,
                          int64_t first, int64_t count, Half *tile) {
  int dp = tiling.paddedDim, ld = tiling.halfLd(), dim = shape.dim;
  int total = tiling.rows * dp;
  // Row `first`'s offset and the distance between rows, once per tile.
  int64_t origin =
      part >= 0 ? shape.qkv(b, first, h, part) : shape.row(b, first, h);
  int64_t stride = part >= 0 ? shape.qkvStride() : shape.rowStride();
  block.forEachThread([=, &block](int t) {
    int threads = block.threads();
    // A thread's next element is `threads` further on: rowStep rows and
    // dimStep elements, carried into the next row past the padded dim.
    int rowStep = threads / dp, dimStep = threads % dp;
    auto next = [=](int &r, int &d) {
      r += rowStep;
      d += dimStep;
      if (d >= dp) {
        d -= dp;
        ++r;
      }
    };
    for (int e0 = t; e0 < total; e0 += kLoadsInFlight * threads) {
      float v[kLoadsInFlight];
      int r = e0 / dp, d = e0 % dp;
      OVL_TILE_UNROLL
      for (int u = 0; u < kLoadsInFlight; ++u, next(r, d))
        v[u] = r < count && d < dim ? Block::load(base, origin + r * stride + d)
                                    : 0.f;
      r = e0 / dp;
      d = e0 % dp;
      OVL_TILE_UNROLL
      for (int u = 0; u < kLoadsInFlight; ++u, next(r, d))
        if (r < tiling.rows)
          tile[r * ld + d] = Block::toHalf(v[u]);
    }
  });
}

/// Sets a [R, accLd] accumulator to zero.
template <typename Block>
OVL_TILE_FN void zeroAccumulator(Block &block, const Tiling &tiling,
                                 float *acc) {
  int n = tiling.rows * tiling.accLd();
  block.forEachThread([=, &block](int t) {
    for (int e = t; e < n; e += block.threads())
      acc[e] = 0.f;
  });
}

/// C[R, R] = X Y^T over the head dimension: each warp its 16 rows of X.
template <typename Block, typename Half>
OVL_TILE_FN void productTransposed(Block &block, const Tiling &tiling,
                                   const Half *x, const Half *y, float *c) {
  int ld = tiling.halfLd(), cld = tiling.scoreLd();
  block.forEachWarp([=, &block](int w) {
    for (int n = 0; n < tiling.rows; n += kEdge)
      block.mma(c + w * kEdge * cld + n, cld, false, x + w * kEdge * ld, ld,
                y + n * ld, ld, true, tiling.paddedDim);
  });
}

/// Acc[R, D] += P[R, R] Y[R, D]: each warp its 16 rows of P.
template <typename Block, typename Half>
OVL_TILE_FN void accumulateProduct(Block &block, const Tiling &tiling,
                                   const Half *p, const Half *y, float *acc) {
  int pld = tiling.probLd(), ld = tiling.halfLd(), ald = tiling.accLd();
  block.forEachWarp([=, &block](int w) {
    for (int n = 0; n < tiling.paddedDim; n += kEdge)
      block.mma(acc + w * kEdge * ald + n, ald, true, p + w * kEdge * pld, pld,
                y + n, ld, false, tiling.rows);
  });
}

/// Shared memory of one forward block.
struct ForwardTiles {
  template <typename Half> struct Of {
    Half *q, *k, *v, *p;
    float *s, *o, *rowMax, *rowSum, *partMax, *partSum;
  };
  template <typename Half>
  OVL_TILE_HD static Of<Half> carve(const Tiling &tiling, Carve &c) {
    int64_t half = int64_t(tiling.rows) * tiling.halfLd();
    Of<Half> t;
    t.q = c.take<Half>(half);
    t.k = c.take<Half>(half);
    t.v = c.take<Half>(half);
    t.s = c.take<float>(int64_t(tiling.rows) * tiling.scoreLd());
    t.p = c.take<Half>(int64_t(tiling.rows) * tiling.probLd());
    t.o = c.take<float>(int64_t(tiling.rows) * tiling.accLd());
    t.rowMax = c.take<float>(tiling.rows);
    t.rowSum = c.take<float>(tiling.rows);
    t.partMax = c.take<float>(tiling.parts() * tiling.rows);
    t.partSum = c.take<float>(tiling.parts() * tiling.rows);
    return t;
  }
};

/// Forward of queries [q0, q0 + R) of head h of batch b: out and lse (the
/// log-sum-exp of the scaled scores, before dropout).
template <typename Block, typename T>
OVL_TILE_FN void forwardBlock(Block &block, char *smem, const Tiling &tiling,
                              const T *qkv, T *out, T *lse, const Shape &shape,
                              bool causal, float scale, const Dropout &drop,
                              int64_t b, int64_t h, int64_t q0) {
  using Half = typename Block::Half;
  Carve carve(smem);
  auto t = ForwardTiles::carve<Half>(tiling, carve);
  int rows = tiling.rows, dp = tiling.paddedDim;
  int sld = tiling.scoreLd(), pld = tiling.probLd(), ald = tiling.accLd();
  int64_t queries = tileMin(rows, shape.seq - q0);
  loadRows(block, tiling, qkv, shape, b, h, 0, q0, queries, t.q);
  zeroAccumulator(block, tiling, t.o);
  block.forEachThread([=, &block](int th) {
    for (int r = th; r < rows; r += block.threads()) {
      t.rowMax[r] = -INFINITY;
      t.rowSum[r] = 0.f;
    }
  });
  int64_t keyEnd = causal ? tileMin(shape.seq, q0 + rows) : shape.seq;
  for (int64_t k0 = 0; k0 < keyEnd; k0 += rows) {
    int64_t keys = tileMin(rows, keyEnd - k0);
    block.sync(); // The previous tile's keys, values and P are read.
    loadRows(block, tiling, qkv, shape, b, h, 1, k0, keys, t.k);
    loadRows(block, tiling, qkv, shape, b, h, 2, k0, keys, t.v);
    block.sync();
    productTransposed(block, tiling, t.q, t.k, t.s);
    block.sync();
    // The online softmax, each row's keys (and output) split into parts, a
    // thread each: first the largest visible score of each part...
    int parts = tiling.parts(), width = rows / parts, share = dp / parts;
    block.forEachThread([=](int th) {
      int r = th % rows, part = th / rows;
      int64_t i = q0 + r;
      const float *s = t.s + r * sld;
      float tileMax = -INFINITY;
      for (int j = part * width; j < (part + 1) * width && j < keys; ++j)
        if (visible(causal, i, k0 + j))
          tileMax = fmaxf(tileMax, s[j] * scale);
      t.partMax[part * rows + r] = tileMax;
    });
    block.sync();
    // ... then each part's probabilities against the row's new maximum and
    // their sum, and its share of the output rescaled to that maximum ...
    block.forEachThread([=](int th) {
      int r = th % rows, part = th / rows;
      int64_t i = q0 + r;
      const float *s = t.s + r * sld;
      float m = t.rowMax[r], mNew = m;
      for (int q = 0; q < parts; ++q)
        mNew = fmaxf(mNew, t.partMax[q * rows + r]);
      // Nothing visible yet (a padding row): keep the sums at zero.
      float correction = mNew == -INFINITY ? 1.f : expf(m - mNew);
      float sum = 0.f;
      for (int j = part * width; j < (part + 1) * width; ++j) {
        float p = 0.f;
        if (j < keys && visible(causal, i, k0 + j)) {
          p = expf(s[j] * scale - mNew);
          sum += p; // The softmax's sum, before dropout.
          if (i < shape.seq)
            p *= drop.factor(shape, b, h, i, k0 + j);
        }
        t.p[r * pld + j] = Block::toHalf(p);
      }
      t.partSum[part * rows + r] = sum;
      for (int d = part * share; d < (part + 1) * share; ++d)
        t.o[r * ald + d] *= correction;
    });
    block.sync();
    // ... and, beside the product (which reads neither), the row's new
    // maximum and sum.
    block.forEachThread([=](int r) {
      if (r >= rows)
        return;
      float m = t.rowMax[r], mNew = m, sum = 0.f;
      for (int q = 0; q < parts; ++q) {
        mNew = fmaxf(mNew, t.partMax[q * rows + r]);
        sum += t.partSum[q * rows + r];
      }
      float correction = mNew == -INFINITY ? 1.f : expf(m - mNew);
      t.rowSum[r] = t.rowSum[r] * correction + sum;
      t.rowMax[r] = mNew;
    });
    accumulateProduct(block, tiling, t.p, t.v, t.o);
  }
  block.sync();
  block.forEachThread([=, &block](int th) {
    int warps = block.threads() / 32;
    for (int r = th / 32; r < queries; r += warps) {
      T *row = out + shape.row(b, q0 + r, h);
      for (int d = th % 32; d < shape.dim; d += 32)
        Block::store(row, d, t.o[r * ald + d] / t.rowSum[r]);
    }
    for (int r = th; r < queries; r += block.threads())
      Block::store(lse, shape.lse(b, h, q0 + r),
                   t.rowMax[r] + logf(t.rowSum[r]));
  });
}

/// Shared memory of one gradient block (either program): two [R, D] tiles
/// of the block's own rows (a, b), two of the walked side (c, d), two score
/// tiles, two probability tiles and two accumulators.
struct GradientTiles {
  template <typename Half> struct Of {
    Half *a, *b, *c, *d, *p, *ds;
    float *s, *dp, *acc0, *acc1, *lse, *delta;
  };
  template <typename Half>
  OVL_TILE_HD static Of<Half> carve(const Tiling &tiling, Carve &c,
                                    int accumulators) {
    int64_t half = int64_t(tiling.rows) * tiling.halfLd();
    int64_t score = int64_t(tiling.rows) * tiling.scoreLd();
    int64_t prob = int64_t(tiling.rows) * tiling.probLd();
    int64_t acc = int64_t(tiling.rows) * tiling.accLd();
    Of<Half> t;
    t.a = c.take<Half>(half);
    t.b = c.take<Half>(half);
    t.c = c.take<Half>(half);
    t.d = c.take<Half>(half);
    t.s = c.take<float>(score);
    t.dp = c.take<float>(score);
    t.p = c.take<Half>(prob);
    t.ds = c.take<Half>(prob);
    t.acc0 = c.take<float>(acc);
    t.acc1 = accumulators > 1 ? c.take<float>(acc) : nullptr;
    t.lse = c.take<float>(tiling.rows);
    t.delta = c.take<float>(tiling.rows);
    return t;
  }
};

/// Stores the first `count` rows of a [R, accLd] accumulator into `part`
/// of qkv for (b, h).
template <typename Block, typename T>
OVL_TILE_FN void storeRows(Block &block, const Tiling &tiling, const float *acc,
                           T *dqkv, const Shape &shape, int64_t b, int64_t h,
                           int part, int64_t first, int64_t count) {
  int ald = tiling.accLd();
  block.forEachThread([=, &block](int th) {
    int warps = block.threads() / 32;
    for (int r = th / 32; r < count; r += warps) {
      T *row = dqkv + shape.qkv(b, first + r, h, part);
      for (int d = th % 32; d < shape.dim; d += 32)
        Block::store(row, d, acc[r * ald + d]);
    }
  });
}

/// dQ of queries [q0, q0 + R) of head h of batch b:
/// dQ_i = scale sum_j p_ij (f_ij dO_i . v_j - delta_i) k_j, where f is the
/// dropout factor and delta_i = dO_i . O_i (the `delta` workspace).
template <typename Block, typename T>
OVL_TILE_FN void queryGradBlock(Block &block, char *smem, const Tiling &tiling,
                                const T *qkv, const T *lse, const T *dout,
                                const float *delta, T *dqkv, const Shape &shape,
                                bool causal, float scale, const Dropout &drop,
                                int64_t b, int64_t h, int64_t q0) {
  using Half = typename Block::Half;
  Carve carve(smem);
  auto t = GradientTiles::carve<Half>(tiling, carve, 1);
  int rows = tiling.rows, sld = tiling.scoreLd(), pld = tiling.probLd();
  int64_t queries = tileMin(rows, shape.seq - q0);
  loadRows(block, tiling, qkv, shape, b, h, 0, q0, queries, t.a);   // Q
  loadRows(block, tiling, dout, shape, b, h, -1, q0, queries, t.b); // dO
  zeroAccumulator(block, tiling, t.acc0);
  block.forEachThread([=, &block](int th) {
    for (int r = th; r < rows; r += block.threads()) {
      bool in = r < queries;
      t.lse[r] = in ? Block::load(lse, shape.lse(b, h, q0 + r)) : 0.f;
      t.delta[r] = in ? delta[shape.lse(b, h, q0 + r)] : 0.f;
    }
  });
  int64_t keyEnd = causal ? tileMin(shape.seq, q0 + rows) : shape.seq;
  for (int64_t k0 = 0; k0 < keyEnd; k0 += rows) {
    int64_t keys = tileMin(rows, keyEnd - k0);
    block.sync();
    loadRows(block, tiling, qkv, shape, b, h, 1, k0, keys, t.c); // K
    loadRows(block, tiling, qkv, shape, b, h, 2, k0, keys, t.d); // V
    block.sync();
    productTransposed(block, tiling, t.a, t.c, t.s);  // Q K^T
    productTransposed(block, tiling, t.b, t.d, t.dp); // dO V^T
    block.sync();
    forEachElement(block, rows, rows, [=](int r, int j) {
      int64_t i = q0 + r;
      float ds = 0.f;
      if (r < queries && j < keys && visible(causal, i, k0 + j)) {
        float p = expf(t.s[r * sld + j] * scale - t.lse[r]);
        float dp = t.dp[r * sld + j] * drop.factor(shape, b, h, i, k0 + j);
        ds = p * (dp - t.delta[r]) * scale;
      }
      t.ds[r * pld + j] = Block::toHalf(ds);
    });
    block.sync();
    accumulateProduct(block, tiling, t.ds, t.c, t.acc0); // dS K
  }
  block.sync();
  storeRows(block, tiling, t.acc0, dqkv, shape, b, h, 0, q0, queries);
}

/// dK and dV of keys [k0, k0 + R) of key-value group g of batch b, summed
/// over the group's heads in head order:
/// dK_j = scale sum_i p_ij (f_ij dO_i . v_j - delta_i) q_i and
/// dV_j = sum_i f_ij p_ij dO_i.
template <typename Block, typename T>
OVL_TILE_FN void
keyValueGradBlock(Block &block, char *smem, const Tiling &tiling, const T *qkv,
                  const T *lse, const T *dout, const float *delta, T *dqkv,
                  const Shape &shape, bool causal, float scale,
                  const Dropout &drop, int64_t b, int64_t g, int64_t k0) {
  using Half = typename Block::Half;
  Carve carve(smem);
  auto t = GradientTiles::carve<Half>(tiling, carve, 2);
  int rows = tiling.rows, sld = tiling.scoreLd(), pld = tiling.probLd();
  int64_t firstHead = g * shape.perGroup();
  int64_t keys = tileMin(rows, shape.seq - k0);
  loadRows(block, tiling, qkv, shape, b, firstHead, 1, k0, keys, t.a); // K
  loadRows(block, tiling, qkv, shape, b, firstHead, 2, k0, keys, t.b); // V
  zeroAccumulator(block, tiling, t.acc0);                              // dK
  zeroAccumulator(block, tiling, t.acc1);                              // dV
  for (int64_t h = firstHead; h < firstHead + shape.perGroup(); ++h)
    for (int64_t i0 = causal ? k0 : 0; i0 < shape.seq; i0 += rows) {
      int64_t queries = tileMin(rows, shape.seq - i0);
      block.sync();
      loadRows(block, tiling, qkv, shape, b, h, 0, i0, queries, t.c);   // Q
      loadRows(block, tiling, dout, shape, b, h, -1, i0, queries, t.d); // dO
      block.forEachThread([=, &block](int th) {
        for (int c = th; c < rows; c += block.threads()) {
          bool in = c < queries;
          t.lse[c] = in ? Block::load(lse, shape.lse(b, h, i0 + c)) : 0.f;
          t.delta[c] = in ? delta[shape.lse(b, h, i0 + c)] : 0.f;
        }
      });
      block.sync();
      productTransposed(block, tiling, t.a, t.c, t.s);  // K Q^T
      productTransposed(block, tiling, t.b, t.d, t.dp); // V dO^T
      block.sync();
      // Row r is key k0 + r, column c query i0 + c.
      forEachElement(block, rows, rows, [=](int r, int c) {
        int64_t j = k0 + r, i = i0 + c;
        float kept = 0.f, ds = 0.f;
        if (r < keys && c < queries && visible(causal, i, j)) {
          float p = expf(t.s[r * sld + c] * scale - t.lse[c]);
          float f = drop.factor(shape, b, h, i, j);
          ds = p * (t.dp[r * sld + c] * f - t.delta[c]) * scale;
          kept = p * f;
        }
        t.p[r * pld + c] = Block::toHalf(kept);
        t.ds[r * pld + c] = Block::toHalf(ds);
      });
      block.sync();
      accumulateProduct(block, tiling, t.ds, t.c, t.acc0); // dS^T Q
      accumulateProduct(block, tiling, t.p, t.d, t.acc1);  // P^T dO
    }
  block.sync();
  storeRows(block, tiling, t.acc0, dqkv, shape, b, firstHead, 1, k0, keys);
  storeRows(block, tiling, t.acc1, dqkv, shape, b, firstHead, 2, k0, keys);
}

/// The three programs.
enum class Program { Forward, QueryGrad, KeyValueGrad };

/// Shared-memory bytes of `program` at `tiling`, for halves of `Half`'s
/// size.
template <typename Half>
OVL_TILE_HD size_t programBytes(Program program, const Tiling &tiling) {
  Carve count(nullptr);
  if (program == Program::Forward)
    ForwardTiles::carve<Half>(tiling, count);
  else
    GradientTiles::carve<Half>(tiling, count,
                               program == Program::KeyValueGrad ? 2 : 1);
  return count.bytes();
}

/// The most rows (64, 32 or 16) a block of `program` can own at head size
/// `dim` within `limit` bytes of shared memory; 0 when none fits.
template <typename Half>
OVL_TILE_HD int rowsWithin(Program program, int dim, size_t limit) {
  for (int rows = 64; rows >= kEdge; rows /= 2)
    if (programBytes<Half>(program, Tiling::of<Half>(rows, dim)) <= limit)
      return rows;
  return 0;
}

} // namespace ovl::rt::tiles

#endif // OVL_RUNTIME_ATTENTIONTILES_H
