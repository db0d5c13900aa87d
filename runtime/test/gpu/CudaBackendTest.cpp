//===- CudaBackendTest.cpp - Plans on the cuda backend against the cpu ----===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Small plans run on the cuda backend (device-local: every rank on one GPU)
// and on the cpu backend; results agree (bit for bit where both compute the
// same f32 operations in the same order), timings are sane, and failures
// are reported, not waited out. Needs a GPU: exits 77 (skipped) without.
// The backend is linked in (createCudaBackendInProcess); ovl-run's lit
// tests on a GPU load it as ovl-run does, from libOvlCudaBackend.so.
//
//===----------------------------------------------------------------------===//

#include "GpuTestSupport.h"

#include "../../lib/backends/cuda/CudaBackendPlugin.h"
#include "../TestPlans.h"
#include "ovl/runtime/Backend.h"
#include "ovl/runtime/Report.h"

using namespace ovl::rt;
using namespace ovl::rt::test;

namespace {

RunResult runOn(std::unique_ptr<Backend> backend, const std::string &text,
                RunOptions options = {}) {
  Plan plan = parsePlan(text, "test.plan");
  options.collectDump = true;
  return backend->run(plan, options);
}

const DumpTensor &find(const RunResult &r, const std::string &name,
                       const std::string &kind = "param") {
  for (const DumpTensor &t : r.dump)
    if (t.name == name && t.kind == kind)
      return t;
  throw std::runtime_error("no " + kind + " '" + name + "' in the dump");
}

/// Four ranks: reduce, gather and scatter over tp (outer/inner layouts
/// included), pass a tensor around a ring of P2P transfers, and order the
/// streams with events. f32 copies and member-order sums: the cuda backend
/// must reproduce the cpu backend bit for bit.
const char *kCommunicationPlan = R"(ovl-plan 3
mesh pp=2:pipeline tp=2:tensor
pipeline axis=pp
program stage=0 transient=256 persistent=128 events=2 streams=2
param id=0 name=x offset=0 dtype=f32 shape=2x2 global=2x4 shard=1 axis=tp init=normal std=1.0
param id=1 name=reduced offset=16 dtype=f32 shape=2x2 global=2x4 shard=1 axis=tp init=zeros
param id=2 name=gathered offset=32 dtype=f32 shape=2x4 global=2x4 init=zeros
param id=3 name=scattered offset=64 dtype=f32 shape=2x2 global=2x4 shard=1 axis=tp init=zeros
stream id=0 role=compute commands=6
kernel op=add lhs=p@0+16 rhs=p@0+16 out=t@0+16 n=4 period=4
record event=0
wait event=1
copy source=t@0+16 destination=p@16+16
copy source=t@32+32 destination=p@32+32
p2p op=send axis=pp peer=1 buffer=p@16+16
stream id=1 role=tp_comm commands=5
wait event=0
collective op=all_reduce red=sum group=tp input=t@0+16 output=t@0+16 count=4
collective op=all_gather group=tp input=p@0+16 output=t@32+32 count=4 outer=2 inner=2
collective op=reduce_scatter red=sum group=tp input=t@32+32 output=p@64+16 count=8 outer=2 inner=4
record event=1
end
program stage=1 transient=64 persistent=128 events=0 streams=1
param id=0 name=received offset=0 dtype=f32 shape=2x2 global=2x4 shard=1 axis=tp init=zeros
stream id=0 role=compute commands=1
p2p op=recv axis=pp peer=0 buffer=p@0+16
end
)";

TEST(CudaBackend, CommunicationMatchesTheCpuBackendBitForBit) {
  RunResult cpu = runOn(createCpuBackend(), kCommunicationPlan);
  RunResult gpu = runOn(gpu::createCudaBackendInProcess(), kCommunicationPlan);
  EXPECT_TRUE(gpu.warnings.empty());
  ASSERT_EQ(gpu.dump.size(), cpu.dump.size());
  for (size_t i = 0; i < cpu.dump.size(); ++i) {
    EXPECT_EQ(gpu.dump[i].name, cpu.dump[i].name);
    EXPECT_EQ(gpu.dump[i].data, cpu.dump[i].data) << cpu.dump[i].name;
  }
  // The stage-1 ranks received what stage 0 reduced.
  EXPECT_EQ(find(gpu, "received").data, find(gpu, "reduced").data);
  // The report says the interconnect is emulated.
  Report report =
      computeReport(parsePlan(kCommunicationPlan, "test.plan"), gpu);
  bool emulated = false;
  for (const std::string &note : report.notes)
    emulated |= note.find("device-local, an emulation") != std::string::npos;
  EXPECT_TRUE(emulated);
}

std::string gemmPlan(const char *dtype, int elementBytes) {
  // C = A B^T and C += A^T B over two batches, 48 x 40 x 56.
  int64_t m = 48, n = 40, k = 56;
  auto bytes = [&](int64_t count) {
    return std::to_string(count * elementBytes);
  };
  int64_t a = 0, b = 2 * m * k * elementBytes, c = b + 2 * n * k * elementBytes;
  std::string t = std::string("dtype=") + dtype;
  return std::string("ovl-plan 3\nmesh tp=1:tensor\n") +
         "program stage=0 transient=64 persistent=" +
         std::to_string(c + 2 * m * n * elementBytes) +
         " events=0 streams=1\n"
         "param id=0 name=a offset=0 " +
         t +
         " shape=2x48x56 global=2x48x56 init=normal std=1.0\n"
         "param id=1 name=b offset=" +
         std::to_string(b) + " " + t +
         " shape=2x40x56 global=2x40x56 init=normal std=1.0\n"
         "param id=2 name=c offset=" +
         std::to_string(c) + " " + t +
         " shape=2x48x40 global=2x48x40 init=normal std=1.0\n"
         "stream id=0 role=compute commands=1\n"
         "gemm a=p@" +
         std::to_string(a) + "+" + bytes(2 * m * k) + " b=p@" +
         std::to_string(b) + "+" + bytes(2 * n * k) + " c=p@" +
         std::to_string(c) + "+" + bytes(2 * m * n) +
         " m=48 n=40 k=56 batch=2 stride_a=2688 stride_b=2240 stride_c=1920 transpose_b=1 accumulate=1 " + t +
         "\nend\n";
}

TEST(CudaBackend, GemmsAgreeWithOpenBlasInExactF32) {
  std::string text = gemmPlan("f32", 4);
  RunResult cpu = runOn(createCpuBackend(), text);
  RunResult gpu = runOn(gpu::createCudaBackendInProcess(), text);
  EXPECT_LE(relativeError(find(gpu, "c").data, find(cpu, "c").data),
            kF32Tolerance);
  // TF32 is an opt-in, and it is visibly less exact.
  RunOptions tf32;
  tf32.allowTf32 = true;
  RunResult fast = runOn(gpu::createCudaBackendInProcess(), text, tf32);
  EXPECT_GT(relativeError(find(fast, "c").data, find(cpu, "c").data),
            kF32Tolerance);
}

TEST(CudaBackend, Bf16GemmsAccumulateInF32) {
  // The cpu backend runs f32 only: compare with the f32 plan on the same
  // (bf16-representable) inputs.
  RunResult f32 = runOn(gpu::createCudaBackendInProcess(), gemmPlan("f32", 4));
  RunResult bf16 = runOn(gpu::createCudaBackendInProcess(), gemmPlan("bf16", 2));
  EXPECT_LE(relativeError(find(bf16, "c").data, find(f32, "c").data),
            kBf16Tolerance);
}

TEST(CudaBackend, AHangIsReportedWithinTheTimeout) {
  RunOptions options;
  options.timeoutSeconds = 0.3;
  try {
    runOn(gpu::createCudaBackendInProcess(), kDeadlockPlan, options);
    FAIL() << "a deadlocked plan ran to the end";
  } catch (const RunError &e) {
    EXPECT_NE(std::string(e.what()).find("no command completed for 0.3 s"),
              std::string::npos)
        << e.what();
    EXPECT_NE(std::string(e.what()).find("p2p recv from rank 1"),
              std::string::npos)
        << e.what();
  }
}

TEST(CudaBackend, NcclNeedsAGpuPerRank) {
  int devices = 0;
  cudaGetDeviceCount(&devices);
  RunOptions options;
  options.communication = "nccl";
  std::string plan = gpipePlan(devices + 1, 1, 1.0, 1.0, 1.0, 1.0);
  try {
    runOn(gpu::createCudaBackendInProcess(), plan, options);
    FAIL() << "NCCL accepted more ranks than GPUs";
  } catch (const RunError &e) {
    EXPECT_NE(std::string(e.what()).find("nccl needs one GPU per rank"),
              std::string::npos)
        << e.what();
  }
}

TEST(CudaBackend, SyntheticPipelineRunsAndTimesEveryCommand) {
  std::string plan = gpipePlan(2, 4, 1.0, 1.0, 1.0, 1.0);
  RunOptions options;
  options.steps = 2;
  RunResult gpu = runOn(gpu::createCudaBackendInProcess(), plan, options);
  Plan parsed = parsePlan(plan, "test.plan");
  size_t commands = 0;
  for (const StreamTrace &trace : gpu.traces) {
    const Stream &stream = parsed.programOf(trace.rank).streams[trace.stream];
    EXPECT_EQ(trace.timings.size(), 2 * stream.commands.size());
    for (const CommandTiming &t : trace.timings)
      EXPECT_LE(t.startUs, t.endUs);
    for (size_t i = 1; i < trace.timings.size(); ++i)
      EXPECT_LE(trace.timings[i - 1].endUs, trace.timings[i].startUs + 1.0);
    commands += trace.timings.size();
  }
  EXPECT_EQ(commands, 2 * parsed.numCommands());
}

} // namespace
