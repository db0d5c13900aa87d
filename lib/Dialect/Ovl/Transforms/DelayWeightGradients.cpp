//===- DelayWeightGradients.cpp - Weight gradients after the send ---------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/CommunicationCheck.h"
#include "ovl/Dialect/Ovl/Transforms/GradientSplitting.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <set>

namespace mlir::ovl {
#define GEN_PASS_DEF_DELAYWEIGHTGRADIENTSPASS
#include "ovl/Dialect/Ovl/Transforms/Passes.h.inc"
} // namespace mlir::ovl

using namespace mlir;
using namespace mlir::ovl;

namespace {
struct DelayWeightGradientsPass
    : public mlir::ovl::impl::DelayWeightGradientsPassBase<
          DelayWeightGradientsPass> {
  using DelayWeightGradientsPassBase::DelayWeightGradientsPassBase;
  void runOnOperation() override;
  LogicalResult delayInStage(func::FuncOp stage);
};
} // namespace

/// The decoder layer of a weight: K for a parameter named
/// `decoder.layers.K.*` (Megatron-core's names, as ovl-gen writes them).
/// Under mixed precision the GEMM reads a bf16 copy of the f32 parameter,
/// made in a forward job and passed on as its result: the copy stands for
/// the parameter it was made from (getParamOf).
static std::optional<int64_t> layerOfWeight(Value weight) {
  ParamAttr param = getParamOf(weight);
  if (!param)
    return std::nullopt;
  StringRef name = param.getName();
  int64_t layer;
  if (!name.consume_front("decoder.layers.") ||
      name.consumeInteger(10, layer) || !name.starts_with("."))
    return std::nullopt;
  return layer;
}

/// The ops of `body` that can run after the rest: the `seeds` and what only
/// they feed, minus any whose results the rest needs.
static llvm::DenseSet<Operation *>
closeOverAccumulations(Block &body, const llvm::DenseSet<Operation *> &seeds) {
  llvm::DenseSet<Operation *> delayed(seeds.begin(), seeds.end());
  for (Operation &op : body.without_terminator())
    if (!delayed.contains(&op) && isMemoryEffectFree(&op) &&
        llvm::any_of(op.getOperands(), [&](Value v) {
          return delayed.contains(v.getDefiningOp());
        }))
      delayed.insert(&op);
  Operation *yield = body.getTerminator();
  for (Operation &op : llvm::reverse(body.without_terminator()))
    if (delayed.contains(&op) &&
        llvm::any_of(op.getUsers(), [&](Operation *user) {
          return user != yield && !delayed.contains(user);
        }))
      delayed.erase(&op);
  return delayed;
}

LogicalResult DelayWeightGradientsPass::delayInStage(func::FuncOp stage) {
  Block &block = stage.getBody().front();
  SmallVector<JobOp> backward;
  std::set<int64_t> layersHere;
  for (JobOp job : block.getOps<JobOp>()) {
    if (job.getKind() == JobKind::backward_input ||
        job.getKind() == JobKind::backward_weight)
      return job.emitOpError("is already split into input and weight "
                             "gradients; ovl-delay-wgrad splits unsplit "
                             "backward jobs");
    if (job.getKind() != JobKind::backward)
      continue;
    backward.push_back(job);
    job.walk([&](MatmulGradOp grad) {
      if (std::optional<int64_t> layer = layerOfWeight(grad.getWeight()))
        layersHere.insert(*layer);
    });
  }
  // Backward visits the stage's layers from the highest; its last `layers`
  // are the lowest.
  std::set<int64_t> delayedLayers;
  for (int64_t layer : layersHere)
    if (static_cast<int64_t>(delayedLayers.size()) < layers)
      delayedLayers.insert(layer);

  for (JobOp job : backward) {
    Block &body = job.getBody().front();
    SmallVector<MatmulGradOp> grads;
    for (MatmulGradOp grad : body.getOps<MatmulGradOp>()) {
      std::optional<int64_t> layer = layerOfWeight(grad.getWeight());
      if (layer && delayedLayers.count(*layer))
        grads.push_back(grad);
    }
    llvm::DenseSet<Operation *> seeds;
    for (MatmulGradOp grad : grads) {
      OpBuilder b(grad);
      seeds.insert(splitMatmulGradient(b, grad).wgrad);
    }
    llvm::DenseSet<Operation *> delayed = closeOverAccumulations(body, seeds);
    if (delayed.empty())
      continue;
    numDelayed += llvm::count_if(
        delayed, [](Operation *op) { return isa<MatmulOp>(op); });
    splitBackwardJob(job, delayed);
  }
  return success();
}

void DelayWeightGradientsPass::runOnOperation() {
  ModuleOp module = getOperation();
  if (layers < 1) {
    module.emitError("ovl-delay-wgrad: layers must be at least 1, not ")
        << static_cast<int64_t>(layers);
    return signalPassFailure();
  }
  auto pipelines = module.getOps<PipelineOp>();
  if (pipelines.empty()) {
    module.emitError("ovl-delay-wgrad needs an 'ovl.pipeline'");
    return signalPassFailure();
  }
  PipelineOp pipeline = *pipelines.begin();
  if (auto schedule =
          pipeline->getAttrOfType<StringAttr>(OvlDialect::kScheduleAttrName)) {
    pipeline.emitOpError() << "is already in schedule '" << schedule.getValue()
                           << "'; run ovl-delay-wgrad before "
                              "ovl-pipeline-schedule";
    return signalPassFailure();
  }
  for (Attribute ref : pipeline.getStages()) {
    auto stage = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
        pipeline, cast<FlatSymbolRefAttr>(ref));
    if (!stage || stage.isExternal()) {
      pipeline.emitOpError() << "stage " << ref
                             << " is not a function with a body";
      return signalPassFailure();
    }
    if (failed(delayInStage(stage)))
      return signalPassFailure();
  }
  // The gradient sends now come before the delayed GEMMs: prove the mesh's
  // communication still matches and drains.
  if (failed(verifyCommunication(module)))
    return signalPassFailure();
}
