//===- PrefetchInputs.cpp - Next micro-batch's input on the copy stream ---===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Dialect/Ovl/Transforms/Passes.h"

#include <map>

#define DEBUG_TYPE "ovl-prefetch-inputs"

namespace mlir::ovl {
#define GEN_PASS_DEF_PREFETCHINPUTSPASS
#include "ovl/Dialect/Ovl/Transforms/Passes.h.inc"
} // namespace mlir::ovl

using namespace mlir;
using namespace mlir::ovl;

namespace {
struct PrefetchInputsPass
    : public mlir::ovl::impl::PrefetchInputsPassBase<PrefetchInputsPass> {
  using Base::Base;
  void runOnOperation() override;
};
} // namespace

void PrefetchInputsPass::runOnOperation() {
  func::FuncOp func = getOperation();
  if (func.isExternal())
    return;
  if (distance < 1) {
    func.emitError() << "distance must be at least 1, got " << distance;
    return signalPassFailure();
  }
  Block &block = func.getBody().front();
  // The loads of each micro-batch, in program order.
  std::map<int64_t, SmallVector<LoadBatchOp>> loads;
  for (auto load : block.getOps<LoadBatchOp>())
    loads[load.getMicrobatch()].push_back(load);

  MLIRContext *context = &getContext();
  for (auto &[microbatch, group] : loads) {
    // Issue this micro-batch's loads right after those of the micro-batch
    // `distance` earlier, so that they run during its compute.
    auto earlier = loads.find(microbatch - static_cast<int64_t>(distance));
    if (earlier != loads.end()) {
      Operation *anchor = earlier->second.back();
      for (LoadBatchOp load : group) {
        if (anchor->isBeforeInBlock(load)) {
          load->moveAfter(anchor);
          ++numHoisted;
        }
        anchor = load;
      }
    }
    for (LoadBatchOp load : group)
      if (!load->hasAttr(OvlDialect::kStreamAttrName))
        load->setAttr(OvlDialect::kStreamAttrName,
                      StreamRoleAttr::get(context, StreamRole::copy));
  }
}
