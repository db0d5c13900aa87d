//===- OpCost.h - The cost model applied to ovl ops --------------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The bridge between the ovl dialect and the runtime's MLIR-free cost model:
// which GEMMs and kernels an op runs, how much work they do, and how long
// that takes. The scheduler's decisions, the plan's estimates and the
// simulator's clock all come from here, so they agree.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_ANALYSIS_OPCOST_H
#define OVL_ANALYSIS_OPCOST_H

#include "ovl/Dialect/Ovl/IR/OvlOps.h"
#include "ovl/runtime/CostModel.h"

#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>

namespace mlir::ovl {

/// One GEMM: C[b] = op(A[b]) op(B[b]), row-major, strides in elements.
struct GemmShape {
  int64_t m = 0, n = 0, k = 0, batch = 1;
  int64_t strideA = 0, strideB = 0, strideC = 0;
  bool transA = false, transB = false;
};

/// The work of one non-GEMM kernel.
struct KernelWork {
  KernelWork() = default;
  KernelWork(double flops, double bytes,
             ::ovl::rt::KernelRate rate = ::ovl::rt::KernelRate::Vector)
      : flops(flops), bytes(bytes), rate(rate) {}

  double flops = 0.0;
  double bytes = 0.0;
  ::ovl::rt::KernelRate rate = ::ovl::rt::KernelRate::Vector;
  /// Attention priced as the unfused path (an `unfused` attention op):
  /// CostModel::unfusedAttentionUs of these sizes, not flops and bytes.
  struct UnfusedAttention {
    int64_t batch = 0, seq = 0, heads = 0, dim = 0;
    bool backward = false;
    double dropout = 0.0; // On the probabilities.
  };
  std::optional<UnfusedAttention> unfusedAttention;
  /// Whether it is a fused attention, and its sizes: then
  /// CostModel::fusedAttentionUs prices it (by waves where the description
  /// has them, else its flops and bytes).
  bool isFusedAttention = false;
  ::ovl::rt::FusedAttentionShape fusedAttention;
  /// Whether it runs on tensor cores (the plan's tensor_core flag).
  bool tensorCore() const { return rate != ::ovl::rt::KernelRate::Vector; }
};

/// The element type as the plan and the cost model spell it.
std::string getDTypeName(Type elementType);

/// The GEMMs an op runs, in order: one for a matmul or a linear; the dgrad
/// then the wgrad for a matmul_grad; none otherwise.
SmallVector<GemmShape, 2> getGemmShapes(Operation *op);

/// The work of the kernel an op runs (for a linear with a bias: the bias
/// add), or nothing for ops that run no kernel.
std::optional<KernelWork> getKernelWork(Operation *op);

/// The mesh axis names of a communication op's group.
SmallVector<std::string, 2> getGroupAxisNames(CommunicationOp op);

/// The device description at `path` (JSON), or the built-in
/// h100-sxm-nvlink when `path` is empty. A file that cannot be read or
/// parsed is an error at `anchor`.
FailureOr<::ovl::rt::DeviceSpec> loadDeviceSpec(StringRef path,
                                                Operation *anchor);

class OpCostModel {
public:
  explicit OpCostModel(const ::ovl::rt::DeviceSpec &device) : model(device) {}

  /// How long an op keeps its stream busy, in microseconds: its declared
  /// duration (`ovl.duration_us`, an opaque op's `duration_us`) if any, else
  /// the sum of its GEMMs, kernels and communication. Waits, events, views
  /// and terminators take no time.
  ///
  /// With `rowChunks` > 1: the time of one of that many row chunks of the op
  /// (GEMM rows, kernel work and communicated bytes divided; launch latency
  /// and GEMM efficiency as for that smaller op), for deciding whether to
  /// split an op along its tokens.
  double estimateUs(Operation *op, int64_t rowChunks = 1) const;
  double gemmUs(const GemmShape &gemm, StringRef dtype) const;
  double kernelUs(const KernelWork &work, StringRef dtype) const;
  double communicationUs(CommunicationOp op, int64_t rowChunks = 1) const;
  /// The time of `op` were its delivered tensor (the gathered one of an
  /// all-gather, the scattered part of a reduce-scatter) `deliveredBytes`:
  /// a bucket of several such ops.
  double communicationUsFor(CommunicationOp op, double deliveredBytes) const;
  const ::ovl::rt::CostModel &getModel() const { return model; }

private:
  ::ovl::rt::CostModel model;
};

} // namespace mlir::ovl

#endif // OVL_ANALYSIS_OPCOST_H
