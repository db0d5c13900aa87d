//===- PipelineWitnessTest.cpp - A witness run's transfer times ----------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// ovl-gen pipeline's 1F1B steps (declared job and P2P times, no contention).
// Without queued transfers the witness delivers a transfer its send's time
// after the job producing it ends. Two jobs run together end together, so
// the middle stage of a 3-stage pipeline sends a forward's activation and a
// backward's gradient at once; queued on the stage's one
// pipeline-communication stream, the second is delivered one transfer later.
// On that stream a receive placed ahead of a send also holds the send up
// until the peer sends: a transfer is a rendezvous.
//
//===----------------------------------------------------------------------===//

#include "ovl/Dialect/Ovl/IR/OvlDialect.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"
#include "ovl/Dialect/Ovl/Transforms/PipelineWitness.h"
#include "ovl/Frontend/PipelineModel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FormatVariadic.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::ovl;

namespace {

constexpr double kP2pUs = 500.0;

class PipelineWitnessTest : public ::testing::Test {
protected:
  PipelineWitnessTest() : cost(::ovl::rt::DeviceSpec::h100()) {
    context.loadDialect<OvlDialect, func::FuncDialect, tensor::TensorDialect>();
  }

  /// Builds and schedules (1F1B) `stages` stages of `microbatches`
  /// micro-batches, each transfer taking `p2pUs`.
  void build(int64_t stages, int64_t microbatches, double p2pUs) {
    PipelineConfig config;
    config.stages = stages;
    config.numMicrobatches = microbatches;
    config.p2pMs = p2pUs / 1000.0;
    module = buildPipelineModule(&context, config);
    PassManager pm(&context);
    PipelineSchedulePassOptions options;
    options.scheduleName = "1f1b";
    pm.addPass(createPipelineSchedulePass(options));
    scheduled = module && succeeded(pm.run(*module));
    ASSERT_TRUE(scheduled);
    PipelineOp pipeline = *module->getOps<PipelineOp>().begin();
    FailureOr<SmallVector<PipelineStage>> found =
        getPipelineStages(pipeline, "test");
    ASSERT_TRUE(succeeded(found));
    stageList = std::move(*found);
    axis = pipeline.getAxis().str();
  }

  /// A built witness of the pipeline.
  std::unique_ptr<PipelineWitness> witness() {
    auto w = std::make_unique<PipelineWitness>(stageList, axis, cost);
    EXPECT_TRUE(succeeded(w->build()));
    return w;
  }

  /// The times of the transfers that the middle stage's first forward and
  /// the backward after it send, in order, after a witness run with the two
  /// together.
  std::vector<double> pairSendTimes(bool queued) {
    std::unique_ptr<PipelineWitness> w = witness();
    // The middle stage's first forward followed by a backward.
    PipelineStage &middle = stageList[1];
    int64_t pair = -1;
    for (size_t j = 0; j + 1 < middle.jobs.size() && pair < 0; ++j)
      if (middle.jobs[j].getKind() == JobKind::forward &&
          middle.jobs[j + 1].getKind() == JobKind::backward)
        pair = j;
    EXPECT_GE(pair, 0);
    w->combineWithNext(1, pair,
                       w->getJobUs(1, pair) + w->getJobUs(1, pair + 1));
    w->setQueuedTransfers(queued);
    EXPECT_TRUE(succeeded(w->simulate()));
    std::vector<double> times;
    for (const PipelineTransfer &t : w->getTransfers())
      if (t.from == 1 && (t.producer == pair || t.producer == pair + 1))
        times.push_back(t.time);
    llvm::sort(times);
    return times;
  }

  /// Each stage's transfers as the IR places them: per stage, each send and
  /// receive of a job with its slot (k: right before job k), in order.
  std::vector<std::vector<std::pair<Operation *, int64_t>>> placedInIr() {
    std::vector<std::vector<std::pair<Operation *, int64_t>>> placed;
    for (PipelineStage &stage : stageList) {
      auto &ops = placed.emplace_back();
      int64_t slot = 0;
      for (Operation &op : stage.func.getBody().front()) {
        if (isa<JobOp>(op))
          ++slot;
        else if (isa<SendOp, RecvOp>(op) &&
                 op.hasAttr(OvlDialect::kJobAttrName))
          ops.push_back({&op, slot});
      }
    }
    return placed;
  }

  /// The same, as placeInJobOrder puts them after `w`'s last run.
  std::vector<std::vector<std::pair<Operation *, int64_t>>>
  placedBy(const PipelineWitness &w) {
    std::vector<std::vector<std::pair<Operation *, int64_t>>> placed;
    for (const PipelineStage &stage : stageList) {
      auto &ops = placed.emplace_back();
      FailureOr<SmallVector<PlacedTransfer>> order = placeInJobOrder(stage, w);
      EXPECT_TRUE(succeeded(order));
      if (failed(order))
        continue;
      for (const PlacedTransfer &p : *order) {
        const PipelineTransfer &t = w.getTransfers()[p.transfer];
        ops.push_back({p.isSend ? t.send : t.recv, p.slot});
      }
    }
    return placed;
  }

  MLIRContext context;
  OpCostModel cost;
  OwningOpRef<ModuleOp> module;
  bool scheduled = false;
  SmallVector<PipelineStage> stageList;
  std::string axis;
};

TEST_F(PipelineWitnessTest, APairSendsBothTensorsAtItsEnd) {
  build(3, 4, kP2pUs);
  ASSERT_TRUE(scheduled);
  std::vector<double> times = pairSendTimes(/*queued=*/false);
  ASSERT_EQ(times.size(), 2u);
  EXPECT_DOUBLE_EQ(times[0], times[1]);
}

TEST_F(PipelineWitnessTest, QueuedSendsDeliverTheSecondOneLater) {
  build(3, 4, kP2pUs);
  ASSERT_TRUE(scheduled);
  std::vector<double> apart = pairSendTimes(/*queued=*/false);
  std::vector<double> queued = pairSendTimes(/*queued=*/true);
  ASSERT_EQ(queued.size(), 2u);
  ASSERT_EQ(apart.size(), 2u);
  EXPECT_DOUBLE_EQ(queued[1] - queued[0], kP2pUs);
  // The stage's transfers before the pair were over when it ended.
  EXPECT_DOUBLE_EQ(queued[0], apart[0]);
}

// Two stages: each stream takes one transfer at a time and every transfer
// is posted on both sides before it is due, so queuing changes nothing.
TEST_F(PipelineWitnessTest, QueuingAddsNothingWhereNoTransferWaits) {
  build(2, 6, 250.0);
  ASSERT_TRUE(scheduled);
  std::unique_ptr<PipelineWitness> plain = witness(), queued = witness();
  queued->setQueuedTransfers(true);
  ASSERT_TRUE(succeeded(plain->simulate()));
  ASSERT_TRUE(succeeded(queued->simulate()));
  EXPECT_DOUBLE_EQ(queued->getMakespan(), plain->getMakespan());
  for (auto [a, b] : llvm::zip(plain->getTransfers(), queued->getTransfers()))
    EXPECT_DOUBLE_EQ(a.time, b.time);
}

// Each transfer of a queued run starts as soon as both stages' streams are
// through the transfers ahead of it and the sender's compute before its
// place is over: no sooner (a send needs its tensor, a stream takes one
// transfer at a time, a rendezvous needs both sides) and no later.
TEST_F(PipelineWitnessTest, AQueuedTransferStartsWhenBothSidesAreReady) {
  for (int64_t stages : {3, 4})
    for (double p2pUs : {500.0, 1000.0, 1500.0, 2000.0}) {
      SCOPED_TRACE(
          llvm::formatv("{0} stages, {1} us transfers", stages, p2pUs).str());
      build(stages, 6, p2pUs);
      ASSERT_TRUE(scheduled);
      std::unique_ptr<PipelineWitness> plain = witness(), queued = witness();
      queued->setQueuedTransfers(true);
      ASSERT_TRUE(succeeded(plain->simulate()));
      ASSERT_TRUE(succeeded(queued->simulate()));
      ArrayRef<PipelineTransfer> transfers = queued->getTransfers();
      // Per transfer, the latest of what each side waits for.
      std::vector<double> due(transfers.size(), 0.0);
      for (const PipelineStage &stage : stageList) {
        FailureOr<SmallVector<PlacedTransfer>> placed =
            placeInJobOrder(stage, *plain);
        ASSERT_TRUE(succeeded(placed));
        double streamFree = 0.0;
        for (const PlacedTransfer &p : *placed) {
          double ready = streamFree;
          if (p.isSend && p.slot > 0)
            ready =
                std::max(ready, queued->getJobStart(stage.index, p.slot - 1) +
                                    queued->getJobUs(stage.index, p.slot - 1));
          due[p.transfer] = std::max(due[p.transfer], ready);
          streamFree = transfers[p.transfer].time;
        }
      }
      for (auto [t, transfer] : llvm::enumerate(transfers))
        EXPECT_DOUBLE_EQ(transfer.time - p2pUs, due[t]) << "transfer " << t;
    }
}

// Four stages, transfers as long as a forward: some send of stage 1 is
// placed behind a receive whose peer sends late, and starts when that
// receive ends, after the compute it waits for was over.
TEST_F(PipelineWitnessTest, AReceiveAheadHoldsUpTheSendBehindIt) {
  constexpr double kLongP2pUs = 1000.0;
  build(4, 6, kLongP2pUs);
  ASSERT_TRUE(scheduled);
  std::unique_ptr<PipelineWitness> plain = witness(), queued = witness();
  queued->setQueuedTransfers(true);
  ASSERT_TRUE(succeeded(plain->simulate()));
  ASSERT_TRUE(succeeded(queued->simulate()));
  // The queue is the placement of the run without it.
  const PipelineStage &stage = stageList[1];
  FailureOr<SmallVector<PlacedTransfer>> placed =
      placeInJobOrder(stage, *plain);
  ASSERT_TRUE(succeeded(placed));
  ArrayRef<PipelineTransfer> transfers = queued->getTransfers();
  int held = 0;
  for (size_t i = 1; i < placed->size(); ++i) {
    const PlacedTransfer &send = (*placed)[i], &ahead = (*placed)[i - 1];
    if (!send.isSend || ahead.isSend || send.slot == 0)
      continue;
    // One job per slot here (nothing runs together).
    double computed = queued->getJobStart(1, send.slot - 1) +
                      queued->getJobUs(1, send.slot - 1);
    double start = transfers[send.transfer].time - kLongP2pUs;
    EXPECT_GE(start, computed);
    EXPECT_GE(start, transfers[ahead.transfer].time);
    if (start > computed && start == transfers[ahead.transfer].time)
      ++held;
  }
  EXPECT_GE(held, 1);
  // Held sends hold up the stages that wait for them.
  EXPECT_GT(queued->getMakespan(), plain->getMakespan());
}

// placeTransfers with prices of its own places each stage's transfers as a
// witness run on those prices orders them (the order ovl-overlap-fwd-bwd's
// queued estimate assumed), not as the ops' own times would.
TEST_F(PipelineWitnessTest, PlaceTransfersPlacesByTheGivenPrices) {
  // The last stage's jobs at four times their declared time.
  auto price = [&](PipelineWitness &w) -> LogicalResult {
    int64_t last = stageList.size() - 1;
    for (size_t j = 0; j < stageList[last].jobs.size(); ++j)
      w.setJobUs(last, j, 4.0 * w.getJobUs(last, j));
    return success();
  };

  build(3, 6, kP2pUs);
  ASSERT_TRUE(scheduled);
  std::unique_ptr<PipelineWitness> own = witness();
  ASSERT_TRUE(succeeded(own->simulate()));
  auto byOwnTimes = placedBy(*own);
  ASSERT_TRUE(succeeded(placeTransfers(stageList, axis, cost)));
  EXPECT_EQ(placedInIr(), byOwnTimes);

  build(3, 6, kP2pUs);
  ASSERT_TRUE(scheduled);
  std::unique_ptr<PipelineWitness> priced = witness();
  ASSERT_TRUE(succeeded(price(*priced)));
  ASSERT_TRUE(succeeded(priced->simulate()));
  auto byPrices = placedBy(*priced);
  ASSERT_TRUE(succeeded(placeTransfers(stageList, axis, cost, price)));
  EXPECT_EQ(placedInIr(), byPrices);

  // The prices move some transfer (compared by slot: the modules differ).
  auto slotsOf = [](const auto &placed) {
    std::vector<std::vector<int64_t>> slots;
    for (const auto &stage : placed) {
      std::vector<int64_t> &mine = slots.emplace_back();
      for (const auto &[op, slot] : stage)
        mine.push_back(slot);
    }
    return slots;
  };
  EXPECT_NE(slotsOf(byPrices), slotsOf(byOwnTimes));
}

} // namespace
