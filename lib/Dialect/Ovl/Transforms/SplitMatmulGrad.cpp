//===- SplitMatmulGrad.cpp - Hide the dgrad all-reduce under wgrad --------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/Preconditions.h"
#include "ovl/Dialect/Ovl/Transforms/DerivedAttrs.h"
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

/// The synchronous sum collective of a column-parallel gradient's input
/// gradient, if it has exactly one: an all-reduce, or under sequence
/// parallelism a reduce-scatter.
static Operation *findInputGradReduction(MatmulGradOp grad) {
  Operation *found = nullptr;
  for (Operation *user : grad.getInputGrad().getUsers()) {
    auto allReduce = dyn_cast<AllReduceOp>(user);
    auto scatter = dyn_cast<ReduceScatterOp>(user);
    if (!(allReduce && allReduce.getReduction() == ReductionKind::sum) &&
        !(scatter && scatter.getReduction() == ReductionKind::sum))
      continue;
    if (found)
      return nullptr;
    found = user;
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
  RowViews views;
  for (MatmulGradOp grad : grads) {
    Operation *reduction = findInputGradReduction(grad);
    if (!reduction || reduction->getBlock() != grad->getBlock()) {
      if (explain)
        grad.emitRemark("column-parallel gradient not split: its input "
                        "gradient has no single synchronous sum all-reduce "
                        "or reduce-scatter in the same block to overlap");
      continue;
    }
    if (crossesPipelineStages(cast<CommunicationOp>(reduction),
                              lookupMesh(grad))) {
      // Started at the gradient, it could pass a send or receive: the other
      // stages' functions are rewritten apart and would keep their order.
      if (explain)
        grad.emitRemark("column-parallel gradient not split: its input "
                        "gradient's reduction spans pipeline stages");
      continue;
    }
    b.setInsertionPoint(grad);
    Operation *start = nullptr;
    Type resultType = reduction->getResult(0).getType();
    auto inflight = InflightType::get(&getContext(), resultType);
    // dgrad first, then its reduction started, then wgrad under it.
    splitMatmulGradient(
        b, grad,
        [&](MatmulOp dgrad) {
          if (auto allReduce = dyn_cast<AllReduceOp>(reduction))
            start = AllReduceStartOp::create(
                b, allReduce.getLoc(), inflight, allReduce.getReduction(),
                dgrad.getResult(), allReduce.getGroup());
          else {
            auto scatter = cast<ReduceScatterOp>(reduction);
            start = ReduceScatterStartOp::create(
                b, scatter.getLoc(), inflight, scatter.getReduction(),
                dgrad.getResult(), scatter.getGroup(), scatter.getDim());
          }
          copyDerivedAttrs(reduction, start, Derivation::SameWork);
        },
        &views);
    auto wait = WaitOp::create(b, reduction->getLoc(), TypeRange{resultType},
                               start->getResult(0));
    copyDerivedAttrs(reduction, wait, Derivation::SameWork);
    reduction->getResult(0).replaceAllUsesWith(wait.getResult());
    reduction->erase();
    ++numSplit;
  }
}
