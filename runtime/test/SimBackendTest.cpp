//===- SimBackendTest.cpp - The simulator on known schedules --------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "TestPlans.h"

#include "ovl/runtime/Backend.h"
#include "ovl/runtime/CostModel.h"
#include "ovl/runtime/Report.h"

#include <gtest/gtest.h>

using namespace ovl::rt;

namespace {

Report simulate(const std::string &text, int steps = 1) {
  Plan plan = parsePlan(text, "test.plan");
  RunOptions options;
  options.steps = steps;
  RunResult result = createSimBackend(DeviceSpec::h100())->run(plan, options);
  return computeReport(plan, result);
}

TEST(SimBackend, GPipeMakespanIsTheTextbookOne) {
  // GPipe with F = B = W = 1 ms and no P2P time: (m + p - 1)(F + B + W).
  EXPECT_NEAR(simulate(test::gpipePlan(4, 8, 1000, 1000, 1000, 0)).stepUs,
              (8 + 4 - 1) * 3000.0, 1e-6);
  EXPECT_NEAR(simulate(test::gpipePlan(8, 32, 1000, 1000, 1000, 0)).stepUs,
              (32 + 8 - 1) * 3000.0, 1e-6);
  EXPECT_NEAR(simulate(test::gpipePlan(1, 4, 1000, 2000, 500, 0)).stepUs,
              4 * 3500.0, 1e-6);
}

TEST(SimBackend, PointToPointTimeStretchesThePipeline) {
  // One micro-batch: the critical path crosses each of the 2(p - 1) hops once.
  EXPECT_NEAR(simulate(test::gpipePlan(2, 1, 1000, 1000, 1000, 100)).stepUs,
              2 * 3000.0 + 2 * 100.0, 1e-6);
  EXPECT_NEAR(simulate(test::gpipePlan(4, 1, 1000, 1000, 1000, 100)).stepUs,
              4 * 3000.0 + 6 * 100.0, 1e-6);
  // With more micro-batches, rendezvous transfers also stall the steady
  // state, so the closed form (m + p - 1)(F + B + W) + 2(p - 1)c undercounts
  // (Narayanan et al., SC21, Section 2.2): the simulation must exceed it.
  double withP2P = simulate(test::gpipePlan(4, 8, 1000, 1000, 1000, 100)).stepUs;
  EXPECT_GT(withP2P, 33000.0 + 6 * 100.0);
}

TEST(SimBackend, StepsFollowEachOther) {
  Plan plan = parsePlan(test::gpipePlan(2, 2, 1000, 1000, 1000, 0), "t.plan");
  RunOptions options;
  options.steps = 3;
  RunResult result = createSimBackend(DeviceSpec::h100())->run(plan, options);
  Report report = computeReport(plan, result);
  EXPECT_NEAR(report.stepUs, 9000.0, 1e-6);
  EXPECT_NEAR(report.minStepUs, report.maxStepUs, 1e-6);
  double lastEnd = 0;
  for (const StreamTrace &t : result.traces)
    for (const CommandTiming &c : t.timings)
      lastEnd = std::max(lastEnd, c.endUs);
  EXPECT_NEAR(lastEnd, 27000.0, 1e-6);
}

TEST(SimBackend, CollectiveWaitsForTheSlowestMemberAndTakesTheModelTime) {
  // Rank 0 computes 100 us, rank 1 300 us (a pipeline axis of two stages),
  // then both all-reduce 4 MiB over pp.
  std::string text =
      "ovl-plan 3\nmesh pp=2:pipeline\npipeline axis=pp\n"
      "program stage=0 transient=4194304 persistent=0 events=0 streams=1\n"
      "stream id=0 role=compute commands=2\n"
      "kernel op=opaque outs=t@0+64 fixed_us=100\n"
      "collective op=all_reduce red=sum group=pp input=t@0+4194304 "
      "output=t@0+4194304 count=1048576\n"
      "end\n"
      "program stage=1 transient=4194304 persistent=0 events=0 streams=1\n"
      "stream id=0 role=compute commands=2\n"
      "kernel op=opaque outs=t@0+64 fixed_us=300\n"
      "collective op=all_reduce red=sum group=pp input=t@0+4194304 "
      "output=t@0+4194304 count=1048576\n"
      "end\n";
  CostModel model(DeviceSpec::h100());
  double allReduce = model.collectiveUs(CollectiveKind::AllReduce, 4194304.0,
                                        2, {"pipeline"});
  Report report = simulate(text);
  EXPECT_NEAR(report.stepUs, 300 + allReduce, 1e-6);
  // Rank 0's stream is blocked from 100 us, but the 200 us until rank 1
  // arrives are idle (a bubble): only the transfer is communication, all of
  // it exposed.
  EXPECT_NEAR(report.maxExposedCommunicationUs, allReduce, 1e-6);
  EXPECT_NEAR(report.exposedCommunicationUs, allReduce, 1e-6);
}

TEST(SimBackend, PricesCommunicationByAxisRoleNotName) {
  // An axis called tp whose role is data runs over the data-parallel link
  // (InfiniBand), and one called dp whose role is tensor over NVLink.
  auto allReduceUs = [](const std::string &mesh, const std::string &axis) {
    std::string text = "ovl-plan 3\nmesh " + mesh +
                       "\nprogram stage=0 transient=4194304 persistent=0 "
                       "events=0 streams=1\nstream id=0 role=compute "
                       "commands=1\ncollective op=all_reduce red=sum group=" +
                       axis +
                       " input=t@0+4194304 output=t@0+4194304 count=1048576\nend\n";
    Plan plan = parsePlan(text, "t.plan");
    RunResult result = createSimBackend(DeviceSpec::h100())->run(plan, {});
    return result.traceOf(0, 0)->timings[0].endUs;
  };
  CostModel model(DeviceSpec::h100());
  double overData = model.collectiveUs(CollectiveKind::AllReduce, 4194304.0,
                                       8, {"data"});
  double overTensor = model.collectiveUs(CollectiveKind::AllReduce,
                                         4194304.0, 8, {"tensor"});
  ASSERT_GT(overData, overTensor);
  EXPECT_NEAR(allReduceUs("tp=8:data", "tp"), overData, 1e-6);
  EXPECT_NEAR(allReduceUs("dp=8:tensor", "dp"), overTensor, 1e-6);
  EXPECT_NEAR(allReduceUs("data=8:data", "data"), overData, 1e-6);
}

TEST(SimBackend, EventsOrderStreams) {
  // The comm stream waits for the compute stream's event.
  std::string text =
      "ovl-plan 3\nmesh tp=2:tensor\n"
      "program stage=0 transient=1024 persistent=0 events=1 streams=2\n"
      "stream id=0 role=compute commands=3\n"
      "kernel op=opaque outs=t@0+64 fixed_us=500\n"
      "record event=0\n"
      "kernel op=opaque outs=t@64+64 fixed_us=1000\n"
      "stream id=1 role=tp_comm commands=2\n"
      "wait event=0\n"
      "collective op=all_reduce red=sum group=tp input=t@0+64 output=t@0+64 "
      "count=16 fixed_us=200\n"
      "end\n";
  Plan plan = parsePlan(text, "t.plan");
  RunResult result = createSimBackend(DeviceSpec::h100())->run(plan, {});
  const StreamTrace *comm = result.traceOf(0, 1);
  ASSERT_NE(comm, nullptr);
  ASSERT_EQ(comm->timings.size(), 2u);
  EXPECT_DOUBLE_EQ(comm->timings[1].startUs, 500.0);
  EXPECT_DOUBLE_EQ(comm->timings[1].endUs, 700.0);
  // The all-reduce runs under the second kernel: nothing is exposed.
  EXPECT_NEAR(computeReport(plan, result).exposedCommunicationUs, 0.0, 1e-9);
  // But it takes SMs from that kernel, which runs slower while it lasts.
  double slowdown = DeviceSpec::h100().contention.computeSlowdown;
  ASSERT_GT(slowdown, 0.0);
  const StreamTrace *compute = result.traceOf(0, 0);
  EXPECT_NEAR(compute->timings[2].endUs,
              700.0 + (1000.0 - 200.0 / (1.0 + slowdown)), 1e-6);
}

/// Rank 0 computes 1000 us beside a 200 us all-reduce over pp that rank 1
/// joins with nothing else to do.
static const char *kOverlapPlan =
    "ovl-plan 3\nmesh pp=2:pipeline\npipeline axis=pp\n"
    "program stage=0 transient=1024 persistent=0 events=0 streams=2\n"
    "stream id=0 role=compute commands=1\n"
    "kernel op=opaque outs=t@0+64 fixed_us=1000\n"
    "stream id=1 role=dp_comm commands=1\n"
    "collective op=all_reduce red=sum group=pp input=t@64+64 "
    "output=t@64+64 count=16 fixed_us=200\n"
    "end\n"
    "program stage=1 transient=1024 persistent=0 events=0 streams=1\n"
    "stream id=0 role=dp_comm commands=1\n"
    "collective op=all_reduce red=sum group=pp input=t@64+64 "
    "output=t@64+64 count=16 fixed_us=200\n"
    "end\n";

/// Runs `text` on the default device with other contention factors.
static RunResult runWithContention(const std::string &text, double compute,
                                   double communication) {
  Plan plan = parsePlan(text, "t.plan");
  DeviceSpec device = DeviceSpec::h100();
  device.contention = {compute, communication};
  return createSimBackend(device)->run(plan, {});
}

TEST(SimBackend, ContentionSlowsOverlappedComputeAndCommunication) {
  RunResult result = runWithContention(kOverlapPlan, 0.25, 0.5);
  // Both start at 0. The all-reduce progresses at 1/1.5 on rank 0, which
  // computes, and so on rank 1 too (a collective moves at its slowest
  // member's pace): it ends at 300 us. By then the kernel, at 1/1.25, has
  // done 240 us of its work; the other 760 run at full speed.
  EXPECT_NEAR(result.traceOf(0, 1)->timings[0].endUs, 300.0, 1e-9);
  EXPECT_NEAR(result.traceOf(1, 0)->timings[0].startUs, 0.0, 1e-9);
  EXPECT_NEAR(result.traceOf(1, 0)->timings[0].endUs, 300.0, 1e-9);
  EXPECT_NEAR(result.traceOf(0, 0)->timings[0].endUs, 1060.0, 1e-9);
}

TEST(SimBackend, WithoutContentionOverlapIsFree) {
  RunResult result = runWithContention(kOverlapPlan, 0.0, 0.0);
  EXPECT_DOUBLE_EQ(result.traceOf(0, 1)->timings[0].endUs, 200.0);
  EXPECT_DOUBLE_EQ(result.traceOf(0, 0)->timings[0].endUs, 1000.0);
}

TEST(SimBackend, CommunicationAloneRunsAtFullSpeed) {
  // The same all-reduce after the kernel (an event orders them): no
  // contention, each takes its own time.
  std::string text = kOverlapPlan;
  text.replace(text.find("events=0 streams=2"), 18, "events=1 streams=2");
  text.replace(text.find("commands=1\nkernel"), 10, "commands=2");
  text.replace(text.find("fixed_us=1000\n") + 14, 0, "record event=0\n");
  text.replace(text.find("role=dp_comm commands=1"), 23,
               "role=dp_comm commands=2\nwait event=0");
  RunResult result = runWithContention(text, 0.25, 0.5);
  EXPECT_DOUBLE_EQ(result.traceOf(0, 0)->timings[0].endUs, 1000.0);
  EXPECT_DOUBLE_EQ(result.traceOf(0, 1)->timings[1].startUs, 1000.0);
  EXPECT_DOUBLE_EQ(result.traceOf(0, 1)->timings[1].endUs, 1200.0);
}

TEST(SimBackend, AttentionBackwardRunsAtTheBackwardEfficiency) {
  // One attention forward and one backward of 1e12 and 2.5e12 FLOPs (the
  // plan's flops field; memory is negligible), f32 on tensor cores.
  std::string text =
      "ovl-plan 3\nmesh tp=1:tensor\n"
      "program stage=0 transient=65536 persistent=0 events=0 streams=1\n"
      "stream id=0 role=compute commands=2\n"
      "kernel op=attention qkv=t@0+6144 out=t@8192+2048 lse=t@12288+256 "
      "batch=2 seq=16 heads=2 dim=8 causal=1 dtype=f32 flops=1e12 bytes=0 "
      "tensor_core=1\n"
      "kernel op=attention_grad qkv=t@0+6144 out=t@8192+2048 "
      "lse=t@12288+256 dout=t@16384+2048 dqkv=t@20480+6144 batch=2 seq=16 "
      "heads=2 dim=8 causal=1 dtype=f32 flops=2.5e12 bytes=0 tensor_core=1\n"
      "end\n";
  Plan plan = parsePlan(text, "t.plan");
  DeviceSpec device = DeviceSpec::h100();
  device.attentionForwardEfficiency = 0.5;
  device.attentionBackwardEfficiency = 0.25;
  RunResult result = createSimBackend(device)->run(plan, {});
  const StreamTrace *trace = result.traceOf(0, 0);
  double peak = device.gemmPeakFor("f32") * 1e12;
  double launch = device.launchLatencyUs;
  EXPECT_NEAR(trace->timings[0].endUs, launch + 1e12 / (peak * 0.5) * 1e6,
              1e-6);
  EXPECT_NEAR(trace->timings[1].endUs - trace->timings[1].startUs,
              launch + 2.5e12 / (peak * 0.25) * 1e6, 1e-6);
}

// Unfused attention is priced from the plan's sizes, its dropout ratio
// included: with dropout the forward takes CostModel's dropout pass more.
TEST(SimBackend, UnfusedAttentionPricesItsDropout) {
  auto step = [](const std::string &dropout) {
    std::string text =
        "ovl-plan 3\nmesh tp=1:tensor\n"
        "program stage=0 transient=65536 persistent=0 events=0 streams=1\n"
        "stream id=0 role=compute commands=1\n"
        "kernel op=attention qkv=t@0+6144 out=t@8192+2048 lse=t@12288+256 "
        "batch=2 seq=16 heads=2 dim=8 causal=1 unfused=1" +
        dropout + " dtype=f32 flops=0 bytes=0 tensor_core=1\nend\n";
    RunResult result = createSimBackend(DeviceSpec::h100())
                           ->run(parsePlan(text, "t.plan"), {});
    return result.traceOf(0, 0)->timings[0].endUs;
  };
  CostModel model(DeviceSpec::h100());
  EXPECT_NEAR(step(""), model.unfusedAttentionUs(2, 16, 2, 8, false, "f32"),
              1e-9);
  EXPECT_NEAR(step(" dropout=0.1 seed=4"),
              model.unfusedAttentionUs(2, 16, 2, 8, false, "f32", 0.1), 1e-9);
  EXPECT_GT(step(" dropout=0.1 seed=4"), step(""));
}

TEST(SimBackend, ReportsDeadlocks) {
  // Both stages receive before they send: rendezvous P2P never completes.
  std::string text =
      "ovl-plan 3\nmesh pp=2:pipeline\npipeline axis=pp\n"
      "program stage=0 transient=64 persistent=0 events=0 streams=1\n"
      "stream id=0 role=compute commands=2\n"
      "p2p op=recv axis=pp peer=1 buffer=t@0+64\n"
      "p2p op=send axis=pp peer=1 buffer=t@0+64\n"
      "end\n"
      "program stage=1 transient=64 persistent=0 events=0 streams=1\n"
      "stream id=0 role=compute commands=2\n"
      "p2p op=recv axis=pp peer=0 buffer=t@0+64\n"
      "p2p op=send axis=pp peer=0 buffer=t@0+64\n"
      "end\n";
  Plan plan = parsePlan(text, "t.plan");
  try {
    createSimBackend(DeviceSpec::h100())->run(plan, {});
    ADD_FAILURE() << "expected a deadlock";
  } catch (const RunError &e) {
    std::string message = e.what();
    EXPECT_NE(message.find("the plan deadlocks in step 1"), std::string::npos)
        << message;
    EXPECT_NE(message.find("rank 0 stream 0 (compute) at command 0 (p2p recv "
                           "from rank 1, t.plan:6)"),
              std::string::npos)
        << message;
  }
}

} // namespace
