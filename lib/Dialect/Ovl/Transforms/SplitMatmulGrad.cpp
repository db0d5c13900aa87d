//===- SplitMatmulGrad.cpp - Hide the dgrad all-reduce under wgrad --------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/Preconditions.h"
#include "ovl/Dialect/Ovl/Transforms/GradientSplitting.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"

#include "mlir/IR/Builders.h"

#define DEBUG_TYPE "ovl-split-matmul-grad"

namespace mlir::ovl {
#define GEN_PASS_DEF_SPLITMATMULGRADPASS
#include "ovl/Dialect/Ovl/Transforms/Passes.h.inc"
} // namespace mlir::ovl

using namespace mlir;
using namespace mlir::ovl;

namespace {
struct SplitMatmulGradPass
    : public mlir::ovl::impl::SplitMatmulGradPassBase<SplitMatmulGradPass> {
  using Base::Base;
  void runOnOperation() override;
};
} // namespace

/// The synchronous sum all-reduce of a column-parallel gradient's input
/// gradient, if it has exactly one.
static AllReduceOp findInputGradAllReduce(MatmulGradOp grad) {
  AllReduceOp found;
  for (Operation *user : grad.getInputGrad().getUsers()) {
    auto allReduce = dyn_cast<AllReduceOp>(user);
    if (!allReduce || allReduce.getReduction() != ReductionKind::sum)
      continue;
    if (found)
      return {};
    found = allReduce;
  }
  return found;
}

void SplitMatmulGradPass::runOnOperation() {
  if (failed(checkPassPreconditions(getOperation(), "ovl-split-matmul-grad",
                                    kNeedsNoMemoryPlan)))
    return signalPassFailure();
  bool explain = remarks || remarksEnabled();
  SmallVector<MatmulGradOp> grads;
  getOperation().walk([&](MatmulGradOp grad) {
    if (grad.getMode() == ParallelMode::column)
      grads.push_back(grad);
  });
  OpBuilder b(&getContext());
  for (MatmulGradOp grad : grads) {
    AllReduceOp allReduce = findInputGradAllReduce(grad);
    if (!allReduce || allReduce->getBlock() != grad->getBlock()) {
      if (explain)
        grad.emitRemark("column-parallel gradient not split: its input "
                        "gradient has no single synchronous sum all-reduce in "
                        "the same block to overlap");
      continue;
    }
    b.setInsertionPoint(grad);
    AllReduceStartOp start;
    // dgrad first, then its all-reduce started, then wgrad under it.
    splitMatmulGradient(b, grad, [&](MatmulOp dgrad) {
      start = AllReduceStartOp::create(
          b, allReduce.getLoc(),
          InflightType::get(&getContext(), allReduce.getType()),
          allReduce.getReduction(), dgrad.getResult(), allReduce.getGroup());
      for (NamedAttribute attr : allReduce->getDiscardableAttrs())
        start->setAttr(attr.getName(), attr.getValue());
    });
    auto wait = WaitOp::create(b, allReduce.getLoc(),
                               TypeRange{allReduce.getType()}, start.getResult());
    for (NamedAttribute attr : allReduce->getDiscardableAttrs())
      wait->setAttr(attr.getName(), attr.getValue());
    allReduce.replaceAllUsesWith(wait.getResult());
    allReduce.erase();
    ++numSplit;
  }
}
