//===- GradientSplitting.h - A matmul gradient as two GEMMs -----*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_DIALECT_OVL_TRANSFORMS_GRADIENTSPLITTING_H
#define OVL_DIALECT_OVL_TRANSFORMS_GRADIENTSPLITTING_H

#include "ovl/Dialect/Ovl/IR/OvlOps.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::ovl {

/// The two GEMMs of an unbundled matmul gradient.
struct SplitGradient {
  MatmulOp dgrad; // dx = dy w^T, batched like the activations
  MatmulOp wgrad; // dw = x^T dy over every row
};

/// The reassociations that view a tensor as rows (every dimension but the
/// last collapsed), one per rank: built once for all the splits of a pass
/// rather than once per split.
class RowViews {
public:
  ArrayAttr get(Builder &builder, int64_t rank);

private:
  llvm::SmallDenseMap<int64_t, ArrayAttr, 4> byRank;
};

/// Replaces `grad` by its dgrad GEMM at the builder's insertion point, then
/// calls `between` (which may emit ops, such as the start of the dgrad's
/// all-reduce), then its wgrad GEMM. Both are the GEMMs `ovl.matmul_grad`
/// lowers to, so results are bit-identical. Erases `grad` and leaves the
/// builder after the wgrad GEMM. `views`, if given, keeps the row views
/// across calls.
SplitGradient
splitMatmulGradient(OpBuilder &builder, MatmulGradOp grad,
                    llvm::function_ref<void(MatmulOp dgrad)> between = {},
                    RowViews *views = nullptr);

/// Splits every matmul gradient directly in `block` (not in nested regions)
/// in place, as splitMatmulGradient does; returns how many it split.
int64_t splitMatmulGradients(Block &block);

/// Splits a `backward` job in place into a `backward_input` job (B: every op
/// not in `weight`) followed by a `backward_weight` job (W: the ops of
/// `weight`, which may use only B's results and each other's, and may feed
/// only each other and the yield). B yields what W needs; W yields what the
/// job yielded; the job's users use W's results for what W computes and B's
/// for the rest.
void splitBackwardJob(JobOp job, const llvm::DenseSet<Operation *> &weight);

} // namespace mlir::ovl

#endif // OVL_DIALECT_OVL_TRANSFORMS_GRADIENTSPLITTING_H
