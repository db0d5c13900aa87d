//===- GradientSplitting.cpp - A matmul gradient as two GEMMs -------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Dialect/Ovl/Transforms/GradientSplitting.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::ovl;

/// Collapses all leading dimensions of `value` into rows: [..., C] -> [R, C].
static Value asRows(OpBuilder &b, Location loc, Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getRank() == 2)
    return value;
  SmallVector<ReassociationIndices> groups(2);
  for (int64_t d = 0; d + 1 < type.getRank(); ++d)
    groups[0].push_back(d);
  groups[1].push_back(type.getRank() - 1);
  auto rows = RankedTensorType::get(
      {type.getNumElements() / type.getShape().back(), type.getShape().back()},
      type.getElementType());
  return tensor::CollapseShapeOp::create(b, loc, rows, value, groups);
}

SplitGradient
mlir::ovl::splitMatmulGradient(OpBuilder &b, MatmulGradOp grad,
                               function_ref<void(MatmulOp dgrad)> between) {
  Location loc = grad.getLoc();
  auto copyTags = [&](Operation *op) {
    for (NamedAttribute attr : grad->getDiscardableAttrs())
      op->setAttr(attr.getName(), attr.getValue());
  };
  auto dgrad = MatmulOp::create(b, loc, grad.getInputGrad().getType(),
                                grad.getResultGrad(), grad.getWeight(),
                                /*transpose_a=*/false, /*transpose_b=*/true);
  copyTags(dgrad);
  if (between)
    between(dgrad);
  Value xRows = asRows(b, loc, grad.getInput());
  Value dyRows = asRows(b, loc, grad.getResultGrad());
  for (Value rows : {xRows, dyRows})
    if (Operation *collapse = rows.getDefiningOp();
        collapse && isa<tensor::CollapseShapeOp>(collapse))
      copyTags(collapse);
  auto wgrad = MatmulOp::create(b, loc, grad.getWeightGrad().getType(), xRows,
                                dyRows, /*transpose_a=*/true,
                                /*transpose_b=*/false);
  copyTags(wgrad);
  grad.getInputGrad().replaceAllUsesWith(dgrad.getResult());
  grad.getWeightGrad().replaceAllUsesWith(wgrad.getResult());
  // The insertion point is `grad`: continue after the wgrad GEMM instead.
  grad.erase();
  b.setInsertionPointAfter(wgrad);
  return {dgrad, wgrad};
}
