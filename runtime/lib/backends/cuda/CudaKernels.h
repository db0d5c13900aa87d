//===- CudaKernels.h - The cuda backend's kernels ---------------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Host-side launchers of the cuda backend's kernels, one per kernel op of the
// plan (CommandSchema.h gives their operands). Each takes the command's
// element type (f32 or bf16; tokens and labels are i32), enqueues on
// `stream` and never synchronizes. Arithmetic follows the cpu backend's
// kernels (Kernels.h): where those accumulate in double, so do these, in the
// same order where that costs nothing (reductions over rows, the embedding
// gradient); bf16 values are widened to f32 on load and rounded to nearest
// even on store. Attention is a tiled, online-softmax (flash-style) kernel
// in f32 arithmetic; its backward recomputes probabilities from the
// log-sum-exp the plan carries and writes dQ and dK/dV in two passes, so
// no atomics make results depend on timing.
//
// Every launcher throws RunError when the launch fails.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_BACKENDS_CUDA_CUDAKERNELS_H
#define OVL_RUNTIME_BACKENDS_CUDA_CUDAKERNELS_H

#include "ovl/runtime/BFloat16.h"
#include "ovl/runtime/Plan.h"

#include <cuda_runtime_api.h>

#include <cstdint>
#include <string>
#include <vector>

namespace ovl::rt::gpu {

/// Throws RunError("<what>: <CUDA error>") unless `status` is cudaSuccess.
void check(cudaError_t status, const char *what);
/// Throws RunError("<prefix>no CUDA device is available (<why>); run on a
/// machine with an NVIDIA GPU<advice>") unless a CUDA device is usable;
/// returns how many there are.
int requireDevice(const std::string &prefix, const std::string &advice);

void add(DType t, const void *lhs, const void *rhs, void *out, int64_t n,
         int64_t period, cudaStream_t stream);
void mul(DType t, const void *lhs, const void *rhs, void *out, int64_t n,
         int64_t period, cudaStream_t stream);
void gelu(DType t, const void *in, void *out, int64_t n, cudaStream_t stream);
void geluGrad(DType t, const void *in, const void *dout, void *din, int64_t n,
              cudaStream_t stream);
/// kernels::dropout, its key made on the device (Random.h) from the run's
/// seed, the op's, the step at `step` (device memory, so that a captured
/// graph reads each step's) and the rank's member index.
void dropout(DType t, const void *in, void *out, int64_t n, uint64_t runSeed,
             uint64_t seed, uint64_t member, int64_t offset, double ratio,
             const uint64_t *step, cudaStream_t stream);

/// Workspace (bytes) of reduceRows, layerNormGrad and rmsNormGrad for a
/// rows x cols input.
size_t columnSumWorkspace(int64_t rows, int64_t cols);
void reduceRows(DType t, const void *in, void *out, int64_t rows, int64_t cols,
                void *workspace, cudaStream_t stream);

void layerNorm(DType t, const void *in, const void *gamma, const void *beta,
               void *out, void *mean, void *rstd, int64_t rows, int64_t cols,
               double eps, cudaStream_t stream);
void layerNormGrad(DType t, const void *in, const void *gamma, const void *mean,
                   const void *rstd, const void *dout, void *din, void *dgamma,
                   void *dbeta, int64_t rows, int64_t cols, void *workspace,
                   cudaStream_t stream);

/// RMSNorm; its gradient uses columnSumWorkspace(rows, cols).
void rmsNorm(DType t, const void *in, const void *gamma, void *out, void *rstd,
             int64_t rows, int64_t cols, double eps, cudaStream_t stream);
void rmsNormGrad(DType t, const void *in, const void *gamma, const void *rstd,
                 const void *dout, void *din, void *dgamma, int64_t rows,
                 int64_t cols, void *workspace, cudaStream_t stream);

/// SwiGLU over rows of [gate | up] (2 cols wide), out rows x cols.
void swiglu(DType t, const void *in, void *out, int64_t rows, int64_t cols,
            cudaStream_t stream);
void swigluGrad(DType t, const void *in, const void *dout, void *din,
                int64_t rows, int64_t cols, cudaStream_t stream);

/// Rotary position embedding of qkv (inverse: its gradient). Not in place.
/// `groups` key-value groups (0: one per head), as the cpu kernels.
void rope(DType t, const void *in, void *out, int64_t batch, int64_t seq,
          int64_t heads, int64_t groups, int64_t dim, int64_t rotaryDim,
          double base, bool inverse, cudaStream_t stream);

/// Head sizes the attention kernels take.
constexpr int64_t kMaxAttentionHeadDim = 256;
/// Dropout on attention's probabilities (kernels::AttentionDropout's mask),
/// its key made on the device as dropout's: ratio 0 for none.
struct AttentionDropout {
  uint64_t runSeed = 0, seed = 0, member = 0;
  double ratio = 0.0;
  const uint64_t *step = nullptr;
};
/// Which kernels run attention and its gradient. Auto and Tiles: the block
/// programs of ovl/runtime/AttentionTiles.h (AttentionTiles.cu: bf16 on the
/// tensor cores, f32 on the CUDA cores) where tileAttentionRuns, else the
/// warp-per-row kernels; WarpPerRow: those (a warp per query row, f32
/// arithmetic), also where the environment sets
/// OVL_CUDA_ATTENTION=warp-per-row (attentionKernelsFromEnv). Tiles where
/// they do not run is an error.
enum class AttentionKernels { Auto, WarpPerRow, Tiles };
/// OVL_CUDA_ATTENTION: unset, empty or "auto": Auto; "warp-per-row":
/// WarpPerRow; any other value: a RunError naming the two.
AttentionKernels attentionKernelsFromEnv();
void attention(DType t, const void *qkv, void *out, void *lse, int64_t batch,
               int64_t seq, int64_t heads, int64_t groups, int64_t dim,
               bool causal, const AttentionDropout &dropout,
               cudaStream_t stream,
               AttentionKernels kernels = AttentionKernels::Auto);
size_t attentionGradWorkspace(int64_t batch, int64_t seq, int64_t heads);
void attentionGrad(DType t, const void *qkv, const void *out, const void *lse,
                   const void *dout, void *dqkv, int64_t batch, int64_t seq,
                   int64_t heads, int64_t groups, int64_t dim, bool causal,
                   const AttentionDropout &dropout, void *workspace,
                   cudaStream_t stream,
                   AttentionKernels kernels = AttentionKernels::Auto);

/// Whether the block programs take attention of dtype `t` at head size
/// `dim` on the current device: f32, or bf16 on compute capability 8.0 or
/// later, and every program's tiles within a block's shared memory.
bool tileAttentionRuns(DType t, int64_t dim);
/// Attention by the block programs (ovl/runtime/AttentionTiles.h); the
/// gradient takes delta = rowsum(dO O) [B, H, S] in f32.
void tileAttention(DType t, const void *qkv, void *out, void *lse,
                   int64_t batch, int64_t seq, int64_t heads, int64_t groups,
                   int64_t dim, bool causal, const AttentionDropout &dropout,
                   cudaStream_t stream);
void tileAttentionGrad(DType t, const void *qkv, const void *lse,
                       const void *dout, const float *delta, void *dqkv,
                       int64_t batch, int64_t seq, int64_t heads,
                       int64_t groups, int64_t dim, bool causal,
                       const AttentionDropout &dropout, cudaStream_t stream);
/// How one of the block programs launches on the current device: the rows
/// a block owns (queries, or keys for the key and value gradient), its
/// threads and dynamic shared memory, and how many such blocks an SM holds
/// at once (cudaOccupancyMaxActiveBlocksPerMultiprocessor). Rows 0: the
/// program does not run there.
struct TileProgramLaunch {
  const char *program = "";
  int rows = 0, threads = 0, blocksPerSM = 0;
  size_t sharedBytes = 0;
};
/// The forward, query-gradient and key-and-value-gradient programs'
/// launches for dtype `t` at head size `dim` (bench/ and the GPU check
/// report them beside attention's timings).
std::vector<TileProgramLaunch> tileAttentionLaunches(DType t, int64_t dim);

void embedding(DType t, const int32_t *tokens, const void *table, void *out,
               int64_t count, int64_t vocab, int64_t hidden, int64_t vocabStart,
               cudaStream_t stream);
/// Queries cub's sort; needs a current device.
size_t embeddingGradWorkspace(int64_t count);
void embeddingGrad(DType t, const int32_t *tokens, const void *dout,
                   void *dtable, int64_t count, int64_t vocab, int64_t hidden,
                   int64_t vocabStart, void *workspace, size_t workspaceBytes,
                   cudaStream_t stream);

void ceMax(DType t, const void *logits, void *out, int64_t rows, int64_t vocab,
           cudaStream_t stream);
void ceStats(DType t, const void *logits, const void *rowMax,
             const int32_t *labels, void *out, int64_t rows, int64_t vocab,
             int64_t vocabStart, cudaStream_t stream);
void ceLoss(DType t, const void *stats, void *out, int64_t rows,
            cudaStream_t stream);
void ceGrad(DType t, const void *logits, const void *rowMax, const void *stats,
            const int32_t *labels, void *out, int64_t rows, int64_t vocab,
            int64_t vocabStart, double scale, cudaStream_t stream);

void copyRows(DType t, const void *in, void *out, int64_t rows, int64_t cols,
              int64_t stride, int64_t outStride, cudaStream_t stream);
/// An optimizer update's values that change from step to step (the
/// scheduled learning rate, AdamW's bias corrections), computed on the host
/// each step and read by the kernel from *device* memory: a step captured
/// into a CUDA graph then replays with each step's values.
struct StepScalars {
  float values[4];
};
/// SGD's: the rate.
StepScalars sgdScalars(double lr);
/// AdamW's at step t (1-based): the decay 1 - lr wd, the step size
/// lr / (1 - beta1^t) and sqrt(1 - beta2^t), as kernels::adamw computes them.
StepScalars adamwScalars(int64_t step, double lr, double beta1, double beta2,
                         double weightDecay);
/// `scalars` (device memory) from sgdScalars.
void sgd(DType t, void *param, const void *grad, void *momentumBuffer,
         int64_t n, const StepScalars *scalars, double momentum,
         double weightDecay, cudaStream_t stream);
/// AdamW, as kernels::adamw; `scalars` (device memory) from adamwScalars.
void adamw(DType t, void *param, const void *grad, void *expAvg, void *expAvgSq,
           int64_t n, const StepScalars *scalars, double beta1, double beta2,
           double eps, cudaStream_t stream);
/// As kernels::sumSquares, with a fixed two-pass reduction (the workspace
/// holds sumSquaresWorkspace() bytes of block partials).
size_t sumSquaresWorkspace();
void sumSquares(DType t, const void *in, void *out, int64_t n, bool accumulate,
                void *workspace, cudaStream_t stream);
/// As kernels::clipByNorm (the coefficient read on the device).
void clipByNorm(DType t, const void *grad, const void *normSq, void *out,
                int64_t n, double maxNorm, cudaStream_t stream);
/// out = in converted from `from` to `to` (f32 <-> bf16; narrowing rounds
/// to nearest even).
void convert(DType from, DType to, const void *in, void *out, int64_t n,
             cudaStream_t stream);
/// A kernel that does nothing (opaque commands without outputs; dispatch
/// benchmarks).
void empty(cudaStream_t stream);

/// out = ((in[0] op in[1]) op in[2]) ... elementwise, in member order, as
/// the shared-memory communicator reduces (f32, bf16 and i32).
void reduceMembers(DType t, Reduction reduction, const void *const *inputs,
                   int members, void *out, int64_t count, cudaStream_t stream);

/// f32 <-> bf16 on the host: ovl/runtime/BFloat16.h.
using ::ovl::rt::bf16ToFloat;
using ::ovl::rt::floatToBf16;

} // namespace ovl::rt::gpu

#endif // OVL_RUNTIME_BACKENDS_CUDA_CUDAKERNELS_H
