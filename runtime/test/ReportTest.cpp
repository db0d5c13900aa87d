//===- ReportTest.cpp - Reports, traces and timelines ---------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/Report.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <sstream>

using namespace ovl::rt;

namespace {

/// One rank, a compute and a comm stream, an event between them.
const char *kPlan = R"(ovl-plan 3
mesh tp=1:tensor
program stage=0 transient=1024 persistent=0 events=1 streams=2
stream id=0 role=compute commands=3
gemm a=t@0+64 b=t@0+64 c=t@64+64 m=4 n=4 k=4
record event=0
kernel op=opaque outs=t@128+64
stream id=1 role=tp_comm commands=2
wait event=0
collective op=all_reduce red=sum group=tp input=t@64+64 output=t@64+64 count=16
end
)";

RunResult makeResult() {
  // Compute: gemm [0, 100), record at 100, kernel [100, 250).
  // Comm: wait [0, 100), all-reduce [100, 400): 150 us of it are exposed.
  RunResult r;
  r.backend = "test";
  r.steps = 1;
  r.traces = {{0, 0, {{0, 0, 0, 100}, {1, 0, 100, 100}, {2, 0, 100, 250}}},
              {0, 1, {{0, 0, 0, 100}, {1, 0, 100, 400}}}};
  return r;
}

TEST(Report, ExposedCommunicationIsCommunicationNotUnderCompute) {
  Plan plan = parsePlan(kPlan, "r.plan");
  Report report = computeReport(plan, makeResult());
  EXPECT_DOUBLE_EQ(report.stepUs, 400);
  EXPECT_DOUBLE_EQ(report.computeBusyUs, 250);
  EXPECT_DOUBLE_EQ(report.gemmBusyUs, 100);
  EXPECT_DOUBLE_EQ(report.communicationBusyUs, 300);
  EXPECT_DOUBLE_EQ(report.exposedCommunicationUs, 150);
  EXPECT_DOUBLE_EQ(report.busyPerRoleUs[int(StreamRole::TpComm)], 300);
  EXPECT_EQ(report.peakBytes, 1024u);
  std::ostringstream os;
  printReport(report, os);
  EXPECT_NE(os.str().find("exposed communication  0.150 ms per rank (37.5% of "
                          "the step"),
            std::string::npos)
      << os.str();
}

/// Two ranks over dp; tensor- and data-parallel all-reduces on their own
/// streams, after the compute.
const char *kTwoGroupsPlan = R"(ovl-plan 3
mesh dp=2:data tp=1:tensor
program stage=0 transient=1024 persistent=0 events=1 streams=3
stream id=0 role=compute commands=3
gemm a=t@0+64 b=t@0+64 c=t@64+64 m=4 n=4 k=4
record event=0
kernel op=opaque outs=t@128+64
stream id=1 role=tp_comm commands=2
wait event=0
collective op=all_reduce red=sum group=tp input=t@64+64 output=t@64+64 count=16
stream id=2 role=dp_comm commands=2
wait event=0
collective op=all_reduce red=sum group=dp input=t@192+64 output=t@192+64 count=16
end
)";

TEST(Report, ExposedCommunicationPerGroupCountsEachGroupOnItsOwn) {
  Plan plan = parsePlan(kTwoGroupsPlan, "r.plan");
  // Both ranks: compute [0, 250); the tp all-reduce [100, 400) (150 us
  // exposed); the dp all-reduce [300, 500) on rank 0 and [300, 700) on
  // rank 1 (200 and 400 us exposed). Together: 250 and 450 us exposed.
  RunResult result;
  result.backend = "test";
  result.steps = 1;
  for (int rank = 0; rank < 2; ++rank) {
    double dpEnd = rank == 0 ? 500 : 700;
    result.traces.push_back(
        {rank, 0, {{0, 0, 0, 100}, {1, 0, 100, 100}, {2, 0, 100, 250}}});
    result.traces.push_back({rank, 1, {{0, 0, 0, 100}, {1, 0, 100, 400}}});
    result.traces.push_back({rank, 2, {{0, 0, 0, 100}, {1, 0, 300, dpEnd}}});
  }
  Report report = computeReport(plan, result);
  EXPECT_DOUBLE_EQ(report.exposedCommunicationUs, (250 + 450) / 2.0);
  ASSERT_EQ(report.communicationPerGroup.size(), 2u);
  const Report::GroupCommunication &tp = report.communicationPerGroup[0];
  const Report::GroupCommunication &dp = report.communicationPerGroup[1];
  EXPECT_EQ(tp.group, "tp");
  EXPECT_DOUBLE_EQ(tp.busyUs, 300);
  EXPECT_DOUBLE_EQ(tp.exposedUs, 150);
  EXPECT_EQ(dp.group, "dp");
  EXPECT_DOUBLE_EQ(dp.busyUs, (200 + 400) / 2.0);
  EXPECT_DOUBLE_EQ(dp.exposedUs, (200 + 400) / 2.0);
  std::ostringstream os;
  printReport(report, os);
  EXPECT_NE(os.str().find("\n    over tp              0.150 ms exposed of "
                          "0.300 ms busy per rank\n"
                          "    over dp              0.300 ms exposed of "
                          "0.300 ms busy per rank\n"),
            std::string::npos)
      << os.str();
}
TEST(Report, ChromeTraceHasRanksStreamsSlicesAndEventFlows) {
  Plan plan = parsePlan(kPlan, "r.plan");
  std::ostringstream os;
  writeChromeTrace(plan, makeResult(), os);
  nlohmann::json trace = nlohmann::json::parse(os.str());
  int slices = 0, flowStarts = 0, flowEnds = 0;
  bool namedProcess = false, namedThread = false;
  for (const auto &e : trace["traceEvents"]) {
    std::string ph = e["ph"];
    if (ph == "X")
      ++slices;
    if (ph == "s") {
      ++flowStarts;
      EXPECT_EQ(e["tid"], 0); // Recorded on the compute stream...
      EXPECT_EQ(e["ts"], 100.0);
    }
    if (ph == "f") {
      ++flowEnds;
      EXPECT_EQ(e["tid"], 1); // ...waited on by the comm stream.
    }
    if (ph == "M" && e["name"] == "process_name")
      namedProcess = e["args"]["name"] == "rank 0 (tp=0)";
    if (ph == "M" && e["name"] == "thread_name" && e["tid"] == 1)
      namedThread = e["args"]["name"] == "1 tp_comm";
  }
  EXPECT_EQ(slices, 5);
  EXPECT_EQ(flowStarts, 1);
  EXPECT_EQ(flowEnds, 1);
  EXPECT_TRUE(namedProcess);
  EXPECT_TRUE(namedThread);
}

TEST(Report, TimelineDrawsALanePerStream) {
  Plan plan = parsePlan(kPlan, "r.plan");
  std::ostringstream os;
  writeTimelineSvg(plan, makeResult(), os);
  std::string svg = os.str();
  EXPECT_EQ(svg.rfind("<svg", 0), 0u);
  EXPECT_NE(svg.find("rank 0 compute"), std::string::npos);
  EXPECT_NE(svg.find("rank 0 tp_comm"), std::string::npos);
  EXPECT_NE(svg.find("all_reduce [tp]"), std::string::npos);
  EXPECT_NE(svg.find("</svg>"), std::string::npos);
}

} // namespace
