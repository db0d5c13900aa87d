//===- AsyncCollectives.cpp - Synchronous collectives to start + wait -----===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/HappensBefore.h"
#include "ovl/Analysis/Preconditions.h"
#include "ovl/Dialect/Ovl/Transforms/DerivedAttrs.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/TypeSwitch.h"

#define DEBUG_TYPE "ovl-async-collectives"

namespace mlir::ovl {
#define GEN_PASS_DEF_ASYNCCOLLECTIVESPASS
#include "ovl/Dialect/Ovl/Transforms/Passes.h.inc"
} // namespace mlir::ovl

using namespace mlir;
using namespace mlir::ovl;

namespace {
struct AsyncCollectivesPass
    : public mlir::ovl::impl::AsyncCollectivesPassBase<AsyncCollectivesPass> {
  void runOnOperation() override;
};
} // namespace

/// Creates the start op equivalent to a synchronous communication op.
static Operation *createStart(OpBuilder &b, Operation *op) {
  Location loc = op->getLoc();
  auto inflight = [&](Type t) { return InflightType::get(b.getContext(), t); };
  return llvm::TypeSwitch<Operation *, Operation *>(op)
      .Case<AllReduceOp>([&](AllReduceOp o) {
        return AllReduceStartOp::create(b, loc, inflight(o.getType()),
                                        o.getReduction(), o.getInput(),
                                        o.getGroup());
      })
      .Case<AllGatherOp>([&](AllGatherOp o) {
        return AllGatherStartOp::create(b, loc, inflight(o.getType()),
                                        o.getInput(), o.getGroup(), o.getDim());
      })
      .Case<ReduceScatterOp>([&](ReduceScatterOp o) {
        return ReduceScatterStartOp::create(b, loc, inflight(o.getType()),
                                            o.getReduction(), o.getInput(),
                                            o.getGroup(), o.getDim());
      })
      .Case<BroadcastOp>([&](BroadcastOp o) {
        return BroadcastStartOp::create(b, loc, inflight(o.getType()),
                                        o.getInput(), o.getGroup(),
                                        o.getRoot());
      })
      .Case<SendOp>([&](SendOp o) {
        return SendStartOp::create(b, loc, inflight(b.getNoneType()),
                                   o.getInput(), o.getAxis(), o.getPeer());
      })
      .Case<RecvOp>([&](RecvOp o) {
        return RecvStartOp::create(b, loc, inflight(o.getType()), o.getAxis(),
                                   o.getPeer());
      })
      .Default([](Operation *) { return nullptr; });
}

void AsyncCollectivesPass::runOnOperation() {
  if (failed(checkPassPreconditions(getOperation(), "ovl-async-collectives",
                                    kNeedsNoMemoryPlan)))
    return signalPassFailure();
  SmallVector<Operation *> sync;
  getOperation().walk([&](CommunicationOp comm) {
    // An op already on a communication stream of its own, ordered by events
    // (ovl-pipeline-schedule's P2P on pp_comm), runs beside compute as it is.
    if (!comm.isAsync() && getStreamRole(comm) == StreamRole::compute)
      sync.push_back(comm);
  });
  OpBuilder b(&getContext());
  for (Operation *op : sync) {
    b.setInsertionPoint(op);
    Operation *start = createStart(b, op);
    // The same collective, asynchronous: it keeps everything.
    copyDerivedAttrs(op, start, Derivation::SameWork);
    Type resultType = op->getNumResults() ? op->getResult(0).getType() : Type();
    auto wait = WaitOp::create(b, op->getLoc(),
                               resultType ? TypeRange{resultType} : TypeRange{},
                               start->getResult(0));
    if (auto job = op->getAttr(OvlDialect::kJobAttrName))
      wait->setAttr(OvlDialect::kJobAttrName, job);
    op->replaceAllUsesWith(wait->getResults());
    op->erase();
    ++numStarted;
  }
}
