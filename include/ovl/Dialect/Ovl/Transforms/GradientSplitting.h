//===- GradientSplitting.h - A matmul gradient as two GEMMs -----*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_DIALECT_OVL_TRANSFORMS_GRADIENTSPLITTING_H
#define OVL_DIALECT_OVL_TRANSFORMS_GRADIENTSPLITTING_H

#include "ovl/Dialect/Ovl/IR/OvlOps.h"

#include "mlir/IR/Builders.h"

namespace mlir::ovl {

/// The two GEMMs of an unbundled matmul gradient.
struct SplitGradient {
  MatmulOp dgrad; // dx = dy w^T, batched like the activations
  MatmulOp wgrad; // dw = x^T dy over every row
};

/// Replaces `grad` by its dgrad GEMM at the builder's insertion point, then
/// calls `between` (which may emit ops, such as the start of the dgrad's
/// all-reduce), then its wgrad GEMM. Both are the GEMMs `ovl.matmul_grad`
/// lowers to, so results are bit-identical. Erases `grad` and leaves the
/// builder after the wgrad GEMM.
SplitGradient
splitMatmulGradient(OpBuilder &builder, MatmulGradOp grad,
                    llvm::function_ref<void(MatmulOp dgrad)> between = {});

} // namespace mlir::ovl

#endif // OVL_DIALECT_OVL_TRANSFORMS_GRADIENTSPLITTING_H
