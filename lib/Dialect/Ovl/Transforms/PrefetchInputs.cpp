//===- PrefetchInputs.cpp - Next micro-batch's input on the copy stream ---===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/HappensBefore.h"
#include "ovl/Analysis/Preconditions.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"
#include "ovl/Support/AddressOrderHash.h"

#include "mlir/IR/Builders.h"

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
  /// Program positions of a block's ops (a moved load between its
  /// neighbours').
  using Positions =
      llvm::DenseMap<Operation *, double, AddressOrderInfo<Operation *>>;

  void runOnOperation() override;
  void moveToCopyStream(LoadBatchOp load, const Positions &position);
};
} // namespace

void PrefetchInputsPass::runOnOperation() {
  if (failed(checkPassPreconditions(getOperation(), "ovl-prefetch-inputs",
                                    kNeedsFlat | kNeedsNoMemoryPlan)))
    return signalPassFailure();
  func::FuncOp func = getOperation();
  if (func.isExternal())
    return;
  if (distance < 1) {
    func.emitError() << "distance must be at least 1, got "
                     << static_cast<int64_t>(distance);
    return signalPassFailure();
  }
  Block &block = func.getBody().front();
  // Program positions, kept up to date for moved loads (asking the block
  // after each move would renumber it every time), and on the same walk the
  // loads of each micro-batch, in program order. The table is the pass's
  // own: a million ops' worth is not kept for the passes after it.
  Positions position;
  std::map<int64_t, SmallVector<LoadBatchOp>> loads;
  for (Operation &op : block) {
    position[&op] = position.size();
    if (auto load = dyn_cast<LoadBatchOp>(op))
      loads[load.getMicrobatch()].push_back(load);
  }

  for (auto &[microbatch, group] : loads) {
    // Issue this micro-batch's loads right after those of the micro-batch
    // `distance` earlier, so that they run during its compute.
    auto earlier = loads.find(microbatch - static_cast<int64_t>(distance));
    if (earlier == loads.end())
      continue;
    Operation *anchor = earlier->second.back();
    for (LoadBatchOp load : group) {
      if (position[anchor] < position[load]) {
        load->moveAfter(anchor);
        // Between the anchor and whatever followed it.
        position[load] = position[anchor] + 1e-6;
        ++numHoisted;
      }
      anchor = load;
    }
  }
  for (auto &[microbatch, group] : loads)
    for (LoadBatchOp load : group)
      if (!load->hasAttr(OvlDialect::kStreamAttrName))
        moveToCopyStream(load, position);
}

/// Puts `load` on the copy stream and orders its readers after it: an event
/// recorded after the load, waited for on each reader's stream before the
/// first reader there.
void PrefetchInputsPass::moveToCopyStream(LoadBatchOp load,
                                          const Positions &position) {
  MLIRContext *context = &getContext();
  load->setAttr(OvlDialect::kStreamAttrName,
                StreamRoleAttr::get(context, StreamRole::copy));
  std::map<StreamRole, Operation *> firstReader;
  for (Operation *user : load->getUsers()) {
    Operation *&first = firstReader[getStreamRole(user)];
    if (!first || position.lookup(user) < position.lookup(first))
      first = user;
  }
  firstReader.erase(StreamRole::copy);
  if (firstReader.empty())
    return;
  OpBuilder b(context);
  b.setInsertionPointAfter(load);
  Value event = EventRecordOp::create(b, load.getLoc(), EventType::get(context),
                                      StreamRole::copy);
  for (auto &[stream, reader] : firstReader) {
    b.setInsertionPoint(reader);
    EventWaitOp::create(b, load.getLoc(), event, stream);
  }
}
