//===- GradientSplitting.cpp - A matmul gradient as two GEMMs -------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Dialect/Ovl/Transforms/GradientSplitting.h"

#include "ovl/Dialect/Ovl/Transforms/DerivedAttrs.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::ovl;

ArrayAttr RowViews::get(Builder &builder, int64_t rank) {
  ArrayAttr &view = byRank[rank];
  if (!view) {
    SmallVector<ReassociationIndices> groups(2);
    for (int64_t d = 0; d + 1 < rank; ++d)
      groups[0].push_back(d);
    groups[1].push_back(rank - 1);
    view = getReassociationIndicesAttribute(builder, groups);
  }
  return view;
}

/// Collapses all leading dimensions of `value` into rows: [..., C] -> [R, C].
static Value asRows(OpBuilder &b, Location loc, Value value, RowViews &views) {
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getRank() == 2)
    return value;
  auto rows = RankedTensorType::get(
      {type.getNumElements() / type.getShape().back(), type.getShape().back()},
      type.getElementType());
  return tensor::CollapseShapeOp::create(b, loc, rows, value,
                                         views.get(b, type.getRank()));
}

SplitGradient
mlir::ovl::splitMatmulGradient(OpBuilder &b, MatmulGradOp grad,
                               function_ref<void(MatmulOp dgrad)> between,
                               RowViews *views) {
  Location loc = grad.getLoc();
  RowViews ownViews;
  if (!views)
    views = &ownViews;
  // Each GEMM does a part of the gradient's work.
  auto copyTags = [&](Operation *op) {
    copyDerivedAttrs(grad, op, Derivation::OtherWork);
  };
  // dx = dy w^T and dw = x^T dy; for a transposed weight [N, K], dx = dy w
  // and dw = dy^T x.
  bool transposed = grad.getTransposeWeight();
  auto dgrad = MatmulOp::create(b, loc, grad.getInputGrad().getType(),
                                grad.getResultGrad(), grad.getWeight(),
                                /*transpose_a=*/false,
                                /*transpose_b=*/!transposed);
  copyTags(dgrad);
  if (between)
    between(dgrad);
  Value xRows = asRows(b, loc, grad.getInput(), *views);
  Value dyRows = asRows(b, loc, grad.getResultGrad(), *views);
  for (Value rows : {xRows, dyRows})
    if (Operation *collapse = rows.getDefiningOp();
        collapse && isa<tensor::CollapseShapeOp>(collapse))
      copyTags(collapse);
  auto wgrad = MatmulOp::create(
      b, loc, grad.getWeightGrad().getType(), transposed ? dyRows : xRows,
      transposed ? xRows : dyRows, /*transpose_a=*/true,
      /*transpose_b=*/false);
  copyTags(wgrad);
  grad.getInputGrad().replaceAllUsesWith(dgrad.getResult());
  grad.getWeightGrad().replaceAllUsesWith(wgrad.getResult());
  // The insertion point is `grad`: continue after the wgrad GEMM instead.
  grad.erase();
  b.setInsertionPointAfter(wgrad);
  return {dgrad, wgrad};
}

int64_t mlir::ovl::splitMatmulGradients(Block &block) {
  SmallVector<MatmulGradOp> grads(block.getOps<MatmulGradOp>());
  OpBuilder b(block.getParent()->getContext());
  RowViews views;
  for (MatmulGradOp grad : grads) {
    b.setInsertionPoint(grad);
    splitMatmulGradient(b, grad, {}, &views);
  }
  return grads.size();
}

void mlir::ovl::splitBackwardJob(JobOp job,
                                 const llvm::DenseSet<Operation *> &weight) {
  Block &body = job.getBody().front();
  auto yield = cast<YieldOp>(body.getTerminator());
  OpBuilder b(job);
  // B yields what W needs of it.
  SmallVector<Value> handedOver;
  llvm::DenseSet<Value> seen;
  auto handOver = [&](Value operand) {
    if (Operation *def = operand.getDefiningOp())
      if (def->getBlock() == &body && !weight.contains(def) &&
          seen.insert(operand).second)
        handedOver.push_back(operand);
  };
  for (Operation *op : weight)
    for (Value operand : op->getOperands())
      handOver(operand);
  // A gradient B computes whole (the first micro-batch's, nothing to
  // accumulate into) is handed to W too, whose yield mirrors the job's;
  // the job's users take it from B (below).
  for (Value operand : yield.getValues())
    handOver(operand);
  // Deterministic order: by definition.
  llvm::sort(handedOver, [](Value a, Value c) {
    Operation *x = a.getDefiningOp(), *y = c.getDefiningOp();
    if (x != y)
      return x->isBeforeInBlock(y);
    return cast<OpResult>(a).getResultNumber() <
           cast<OpResult>(c).getResultNumber();
  });
  SmallVector<Type> handedTypes;
  for (Value v : handedOver)
    handedTypes.push_back(v.getType());

  auto input = JobOp::create(b, job.getLoc(), handedTypes,
                             JobKind::backward_input, job.getMicrobatch(),
                             job.getChunk());
  auto weights = JobOp::create(b, job.getLoc(), job.getResultTypes(),
                               JobKind::backward_weight, job.getMicrobatch(),
                               job.getChunk());
  // Both bodies start empty: the builder adds a terminator only to a job
  // without results, and each gets its own yield below.
  Block *inputBody = &input.getBody().front();
  Block *weightBody = &weights.getBody().front();
  for (Block *fresh : {inputBody, weightBody})
    if (!fresh->empty())
      fresh->back().erase();
  for (Operation &op : llvm::make_early_inc_range(body.without_terminator())) {
    Block *target = weight.contains(&op) ? weightBody : inputBody;
    op.moveBefore(target, target->end());
  }
  OpBuilder end(input.getContext());
  end.setInsertionPointToEnd(inputBody);
  YieldOp::create(end, job.getLoc(), handedOver);
  for (auto [value, result] : llvm::zip(handedOver, input.getResults()))
    value.replaceUsesWithIf(result, [&](OpOperand &use) {
      return weights->isAncestor(use.getOwner());
    });
  SmallVector<Value> yielded(yield.getValues());
  for (Value &v : yielded)
    for (auto [value, result] : llvm::zip(handedOver, input.getResults()))
      if (v == value)
        v = result;
  end.setInsertionPointToEnd(weightBody);
  YieldOp::create(end, job.getLoc(), yielded);
  // A result B computed is taken from B, so that later jobs wait for W only
  // for what W computes (a later B accumulating into it need not follow W).
  for (auto [index, value] : llvm::enumerate(yielded)) {
    Value result = weights.getResult(index);
    if (auto fromInput = dyn_cast<OpResult>(value);
        fromInput && fromInput.getOwner() == input)
      result = value;
    job.getResult(index).replaceAllUsesWith(result);
  }
  job.erase();
}
