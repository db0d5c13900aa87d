//===- CostModel.h - Durations of commands on a device ----------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// One cost model for the scheduler, the bucketing pass, the plan's estimates
// and the simulator, so that a decision and its predicted effect never
// disagree. Free of MLIR types; docs/cost-model.md derives every formula.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_COSTMODEL_H
#define OVL_RUNTIME_COSTMODEL_H

#include "ovl/runtime/DeviceSpec.h"

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace ovl::rt {

enum class CollectiveKind { AllReduce, AllGather, ReduceScatter, Broadcast, SendRecv };

/// What a non-GEMM kernel's FLOPs run at: the vector units, or the tensor
/// cores as fused attention forward or backward.
enum class KernelRate { Vector, AttentionForward, AttentionBackward };

/// The sizes of one fused attention kernel (or its gradient); groups:
/// key-value groups, 0 for one per head.
struct FusedAttentionShape {
  int64_t batch = 0, seq = 0, heads = 0, dim = 0, groups = 0;
  bool causal = true, backward = false;
};

class CostModel {
public:
  explicit CostModel(const DeviceSpec &device);

  /// Split-K as GEMM libraries do it: up to this many slices of k...
  static constexpr int64_t kMaxSplitK = 8;
  /// ...each at least this deep.
  static constexpr int64_t kMinSplitDepth = 512;

  const DeviceSpec &getDevice() const { return device; }

  /// `batch` GEMMs of C[m,n] = A[m,k] B[k,n]: wave-quantized tensor-core time
  /// (best tile shape and split-K) or memory time, whichever is longer, plus
  /// one launch.
  double gemmUs(int64_t m, int64_t n, int64_t k, int64_t batch,
                const std::string &dtype) const;
  /// The parts of gemmUs without the launch, microseconds: for the tile
  /// shape and split-K it picks, the tensor-core time (scaled by the GEMM
  /// peak) and the split-K partial sums' traffic (scaled by the HBM
  /// bandwidth), whose sum is its compute time; and the memory time.
  /// gemmUs = launch + max(computeUs + partialsUs, memoryUs).
  struct GemmParts {
    double computeUs = 0.0, partialsUs = 0.0, memoryUs = 0.0;
  };
  GemmParts gemmParts(int64_t m, int64_t n, int64_t k, int64_t batch,
                      const std::string &dtype) const;
  /// A non-GEMM kernel: launch + max(flops / rate, bytes / HBM bandwidth),
  /// where the rate is the vector rate, or the GEMM peak times the
  /// attention forward or backward efficiency.
  double kernelUs(double flops, double bytes, KernelRate rate,
                  const std::string &dtype) const;
  /// Attention as Megatron-LM's unfused path computes it (ParallelAttention
  /// before FlashAttention: a batched GEMM writes the B x heads x S x S
  /// scores, a fused scale-mask-softmax kernel reads them and writes the
  /// probabilities, a second batched GEMM multiplies them by V; the mask
  /// does not skip work). The backward: P^T dO and dO V^T, the softmax
  /// gradient (reads P and dP, writes dS), dS K and dS^T Q. Each GEMM
  /// priced by gemmUs, each softmax pass by kernelUs on its bytes. With
  /// `dropout` (a ratio above 0) on the probabilities, one more pass: the
  /// forward reads P and writes the dropped P and a one-byte mask, the
  /// backward reads the gradient and the mask and writes the gradient
  /// (PyTorch's fused dropout and its masked scale).
  double unfusedAttentionUs(int64_t batch, int64_t seq, int64_t heads,
                            int64_t dim, bool backward,
                            const std::string &dtype,
                            double dropout = 0.0) const;
  /// Fused attention (FlashAttention's kernel, one direction). With an
  /// attention_waves entry for its element type, head size and direction
  /// in the description, that model's time (ovl/runtime/AttentionWaves.h:
  /// its grid's blocks on the SMs; F covers a block's fixed costs, so no
  /// launch latency is added); otherwise kernelUs of its FLOPs and bytes at
  /// the attention efficiency of its direction. Memoized by shape: a step
  /// repeats a few shapes many times.
  double fusedAttentionUs(const FusedAttentionShape &shape, double flops,
                          double bytes, const std::string &dtype) const;
  /// Its FLOPs (the GEMMs') and the softmax and dropout passes' bytes, for
  /// the plan.
  static std::pair<double, double>
  unfusedAttentionWork(int64_t batch, int64_t seq, int64_t heads, int64_t dim,
                       bool backward, double elementBytes,
                       double dropout = 0.0);
  /// The FLOP rate, TFLOP/s, a kernel of `kind` runs at: the vector rate,
  /// or the GEMM peak times the attention forward or backward efficiency.
  double kernelTflops(KernelRate kind, const std::string &dtype) const;
  /// A device-to-device copy of `bytes` (each read and written once).
  double copyUs(double bytes) const;
  /// A host-to-device copy of `bytes`.
  double hostCopyUs(double bytes) const;

  /// nccl-tests' bus-bandwidth factor for a collective over n ranks.
  static double busFactor(CollectiveKind kind, int64_t n);
  /// nccl-tests' size S of a collective whose input on each rank has
  /// `inputBytes`: the buffer for an all-reduce, broadcast or send; the
  /// gathered total (n x input) for an all-gather; the input (n x output)
  /// for a reduce-scatter.
  static double ncclTestsBytes(CollectiveKind kind, double inputBytes,
                               int64_t n);
  /// The alpha-beta time: alpha + S * factor / busbw. `bytes` is the nccl-tests
  /// size S: the buffer of an all-reduce or broadcast, the total (n x per
  /// rank) of an all-gather or reduce-scatter, the message of a send/recv.
  /// Zero for a group of one.
  double collectiveUs(CollectiveKind kind, double bytes, int64_t groupSize,
                      const std::vector<std::string> &roles) const;

  /// Contention (DeviceSpec::Contention) as a scheduler that places one
  /// kernel at a time sees it: a compute kernel of `us` microseconds alone,
  /// starting at `start` while communication runs over `communicating`
  /// (intervals in any order, possibly overlapping), progresses at
  /// 1 / (1 + computeSlowdown) inside their union. Returns its end. The sim
  /// backend's fluid model gives the same end when the communication is
  /// not slowed in turn (communicationSlowdown 0, as in every shipped
  /// description); otherwise the kernels placed earlier are not revisited.
  double computeEnd(double start, double us,
                    std::vector<std::pair<double, double>> communicating) const;
  /// The same for a communication kernel beside compute.
  double communicationEnd(double start, double us,
                          std::vector<std::pair<double, double>> computing) const;
  /// The end of `us` of work from `start` at 1 / (1 + slowdown) inside the
  /// union of `busy`, at full rate outside.
  static double endUnderContention(double start, double us, double slowdown,
                                   std::vector<std::pair<double, double>> busy);

private:
  const LinkSpec &slowestLink(const std::vector<std::string> &roles) const;
  DeviceSpec device;
  /// fusedAttentionUs's wave times by shape, shared by copies of the model
  /// (passes copy it) and safe across the threads that price ops at once.
  struct WaveTimes;
  std::shared_ptr<WaveTimes> waveTimes;
};

} // namespace ovl::rt

#endif // OVL_RUNTIME_COSTMODEL_H
