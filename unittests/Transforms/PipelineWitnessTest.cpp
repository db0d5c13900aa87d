//===- PipelineWitnessTest.cpp - A witness run's transfer times ----------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The witness delivers a transfer its send's time after the job producing
// it ends. Two jobs run together end together, so the middle stage of a
// 3-stage 1F1B pipeline (ovl-gen pipeline's: declared job and P2P times)
// sends a forward's activation and a backward's gradient at once: with
// setSendsTakeTurns, as on the stage's one pipeline-communication stream,
// the second is delivered one transfer later.
//
//===----------------------------------------------------------------------===//

#include "ovl/Dialect/Ovl/IR/OvlDialect.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"
#include "ovl/Dialect/Ovl/Transforms/PipelineWitness.h"
#include "ovl/Frontend/PipelineModel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/PassManager.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::ovl;

namespace {

constexpr double kP2pUs = 500.0;

class PipelineWitnessTest : public ::testing::Test {
protected:
  PipelineWitnessTest() : cost(::ovl::rt::DeviceSpec::h100()) {
    context.loadDialect<OvlDialect, func::FuncDialect, tensor::TensorDialect>();
    PipelineConfig config;
    config.stages = 3;
    config.numMicrobatches = 4;
    config.p2pMs = kP2pUs / 1000.0;
    module = buildPipelineModule(&context, config);
    PassManager pm(&context);
    PipelineSchedulePassOptions options;
    options.scheduleName = "1f1b";
    pm.addPass(createPipelineSchedulePass(options));
    scheduled = module && succeeded(pm.run(*module));
  }

  /// The times of the transfers that the middle stage's first forward and
  /// the backward after it send, in order, after a witness run with the two
  /// together.
  std::vector<double> pairSendTimes(bool takeTurns) {
    PipelineOp pipeline = *module->getOps<PipelineOp>().begin();
    FailureOr<SmallVector<PipelineStage>> stages =
        getPipelineStages(pipeline, "test");
    EXPECT_TRUE(succeeded(stages));
    PipelineWitness witness(*stages, pipeline.getAxis(), cost);
    EXPECT_TRUE(succeeded(witness.build()));
    // The middle stage's first forward followed by a backward.
    PipelineStage &middle = (*stages)[1];
    int64_t pair = -1;
    for (size_t j = 0; j + 1 < middle.jobs.size() && pair < 0; ++j)
      if (middle.jobs[j].getKind() == JobKind::forward &&
          middle.jobs[j + 1].getKind() == JobKind::backward)
        pair = j;
    EXPECT_GE(pair, 0);
    witness.combineWithNext(1, pair,
                            witness.getJobUs(1, pair) +
                                witness.getJobUs(1, pair + 1));
    witness.setSendsTakeTurns(takeTurns);
    EXPECT_TRUE(succeeded(witness.simulate()));
    std::vector<double> times;
    for (const PipelineTransfer &t : witness.getTransfers())
      if (t.from == 1 && (t.producer == pair || t.producer == pair + 1))
        times.push_back(t.time);
    llvm::sort(times);
    return times;
  }

  MLIRContext context;
  OpCostModel cost;
  OwningOpRef<ModuleOp> module;
  bool scheduled = false;
};

TEST_F(PipelineWitnessTest, APairSendsBothTensorsAtItsEnd) {
  ASSERT_TRUE(scheduled);
  std::vector<double> times = pairSendTimes(/*takeTurns=*/false);
  ASSERT_EQ(times.size(), 2u);
  EXPECT_DOUBLE_EQ(times[0], times[1]);
}

TEST_F(PipelineWitnessTest, SendsTakingTurnsDeliverTheSecondOneLater) {
  ASSERT_TRUE(scheduled);
  std::vector<double> apart = pairSendTimes(/*takeTurns=*/false);
  std::vector<double> inTurn = pairSendTimes(/*takeTurns=*/true);
  ASSERT_EQ(inTurn.size(), 2u);
  ASSERT_EQ(apart.size(), 2u);
  EXPECT_DOUBLE_EQ(inTurn[1] - inTurn[0], kP2pUs);
  // The stage's sends before the pair were over when it ended.
  EXPECT_DOUBLE_EQ(inTurn[0], apart[0]);
}

} // namespace
