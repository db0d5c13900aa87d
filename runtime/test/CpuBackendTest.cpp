//===- CpuBackendTest.cpp - Threads, streams, events and collectives ------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "TestPlans.h"
#include "ovl/runtime/BFloat16.h"
#include "ovl/runtime/Backend.h"
#include "ovl/runtime/Data.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <sys/resource.h>
#include <unistd.h>

using namespace ovl::rt;

namespace {

RunResult runCpu(const std::string &text, RunOptions options = {}) {
  Plan plan = parsePlan(text, "test.plan");
  options.collectDump = true;
  return createCpuBackend()->run(plan, options);
}

/// A plan on `mesh` whose one program runs `command` (its line 5) with a
/// transient arena of `transient` bytes.
std::string oneCommandPlan(const std::string &mesh, int64_t transient,
                           const std::string &command) {
  return "ovl-plan 3\nmesh " + mesh +
         "\nprogram stage=0 transient=" + std::to_string(transient) +
         " persistent=0 events=0 streams=1\n"
         "stream id=0 role=compute commands=1\n" +
         command + "\nend\n";
}

constexpr const char *kGelu = "kernel op=gelu in=t@0+16 out=t@16+16 n=4";

/// Expects the cpu backend to refuse `text` with an error containing
/// `fragment`.
void expectRunError(const std::string &text, const std::string &fragment) {
  try {
    runCpu(text);
    ADD_FAILURE() << "expected an error: " << fragment;
  } catch (const RunError &e) {
    EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos)
        << e.what();
  }
}

const DumpTensor *find(const RunResult &r, const std::string &name,
                       const std::string &kind = "param") {
  for (const DumpTensor &t : r.dump)
    if (t.name == name && t.kind == kind)
      return &t;
  return nullptr;
}

/// The test plans' `x`: `global` elements, normal(1.0), four per rank
/// along the mesh's first axis.
ParamDecl shardedX(DType dtype, int64_t global) {
  ParamDecl x;
  x.name = "x";
  x.dtype = dtype;
  x.shape = {4};
  x.globalShape = {global};
  x.shardDim = 0;
  x.shardAxis = 0;
  x.init = InitKind::Normal;
  x.std = 1.0;
  return x;
}

/// Four tensor-parallel ranks each hold a quarter of `x`; they all-reduce
/// it and store the result in the replicated `y`.
const char *kAllReducePlan = R"(ovl-plan 3
mesh tp=4:tensor
program stage=0 transient=64 persistent=64 events=0 streams=1
param id=0 name=x offset=0 dtype=f32 shape=4 global=16 shard=0 axis=tp init=normal std=1.0
param id=1 name=y offset=16 dtype=f32 shape=4 global=4 init=zeros
stream id=0 role=compute commands=2
collective op=all_reduce red=sum group=tp input=p@0+16 output=t@0+16 count=4
copy source=t@0+16 destination=p@16+16
end
)";

TEST(CpuBackend, AllReduceSumsInRankOrderAndAgreesOnEveryRank) {
  RunResult result = runCpu(kAllReducePlan);
  EXPECT_TRUE(result.warnings.empty()); // All replicas of y are identical.
  const DumpTensor *y = find(result, "y");
  ASSERT_NE(y, nullptr);
  // Expected: ((x0 + x1) + x2) + x3 elementwise, in f32, from the same init.
  Mesh mesh{{"tp"}, {4}, {"tensor"}};
  ParamDecl x = shardedX(DType::F32, 16);
  std::vector<float> expected(4, 0.0f), shard(4);
  for (int r = 0; r < 4; ++r) {
    initParam(x, mesh, mesh.coords(r), 1234, shard.data());
    for (int i = 0; i < 4; ++i)
      expected[i] = r == 0 ? shard[i] : expected[i] + shard[i];
  }
  for (int i = 0; i < 4; ++i)
    EXPECT_EQ(y->data[i], expected[i]) << i; // Bit for bit.
  // The dump also assembled x from its four shards: x[0:4] is rank 0's.
  const DumpTensor *xs = find(result, "x");
  ASSERT_NE(xs, nullptr);
  initParam(x, mesh, mesh.coords(0), 1234, shard.data());
  EXPECT_EQ(std::memcmp(xs->data.data(), shard.data(), 16), 0);
}

/// x [4, 8] split over tp along dimension 1, each tp shard split again
/// over dp along dimension 0 (the distributed optimizer's layout): every
/// rank holds a [2, 4] block, initialized as its block of the whole tensor.
const char *kTwoAxisShardPlan = R"(ovl-plan 3
mesh dp=2:data tp=2:tensor
program stage=0 transient=0 persistent=64 events=0 streams=1
param id=0 name=x offset=0 dtype=f32 shape=2x4 global=4x8 shard=1 axis=tp inner_shard=0 inner_axis=dp init=normal std=1.0
stream id=0 role=compute commands=0
end
)";

TEST(CpuBackend, ParamsSplitOverTwoAxesInitAndDumpAsTheWhole) {
  RunResult result = runCpu(kTwoAxisShardPlan);
  EXPECT_TRUE(result.warnings.empty());
  const DumpTensor *x = find(result, "x");
  ASSERT_NE(x, nullptr);
  ASSERT_EQ(x->shape, (std::vector<int64_t>{4, 8}));
  // The whole tensor, initialized unsharded on one rank.
  Mesh one{{"tp"}, {1}, {"tensor"}};
  ParamDecl whole;
  whole.name = "x";
  whole.shape = whole.globalShape = {4, 8};
  whole.init = InitKind::Normal;
  whole.std = 1.0;
  std::vector<float> expected(32);
  initParam(whole, one, one.coords(0), 1234, expected.data());
  EXPECT_EQ(x->data, expected);
  // Rank 3 (dp 1, tp 1) holds rows 2..3 of columns 4..7.
  Mesh mesh{{"dp", "tp"}, {2, 2}, {"data", "tensor"}};
  ParamDecl shard = whole;
  shard.shape = {2, 4};
  shard.shardDim = 1, shard.shardAxis = 1;
  shard.innerShardDim = 0, shard.innerShardAxis = 0;
  std::vector<float> block(8);
  initParam(shard, mesh, mesh.coords(3), 1234, block.data());
  for (int r = 0; r < 2; ++r)
    for (int c = 0; c < 4; ++c)
      EXPECT_EQ(block[r * 4 + c], expected[(2 + r) * 8 + 4 + c]) << r << c;
}

TEST(CpuBackend, RunsAreBitIdentical) {
  RunResult a = runCpu(kAllReducePlan), b = runCpu(kAllReducePlan);
  ASSERT_EQ(a.dump.size(), b.dump.size());
  for (size_t i = 0; i < a.dump.size(); ++i)
    EXPECT_EQ(a.dump[i].data, b.dump[i].data);
  RunOptions other;
  other.seed = 7;
  RunResult c = runCpu(kAllReducePlan, other);
  EXPECT_NE(a.dump[0].data, c.dump[0].data); // The seed matters.
}

TEST(CpuBackend, GatherAndScatterFollowTheOuterInnerLayout) {
  // Two ranks gather [2 rows x 2] along dimension 1 into [2 x 4], then
  // reduce-scatter it back along dimension 1.
  const char *text = R"(ovl-plan 3
mesh tp=2:tensor
program stage=0 transient=128 persistent=64 events=0 streams=1
param id=0 name=x offset=0 dtype=f32 shape=2x2 global=2x4 shard=1 axis=tp init=normal std=1.0
param id=1 name=gathered offset=16 dtype=f32 shape=2x4 global=2x4 init=zeros
param id=2 name=scattered offset=48 dtype=f32 shape=2x2 global=2x4 shard=1 axis=tp init=zeros
stream id=0 role=compute commands=4
collective op=all_gather group=tp input=p@0+16 output=t@0+32 count=4 outer=2 inner=2
copy source=t@0+32 destination=p@16+32
collective op=reduce_scatter red=sum group=tp input=t@0+32 output=t@32+16 count=8 outer=2 inner=4
copy source=t@32+16 destination=p@48+16
end
)";
  RunResult result = runCpu(text);
  const DumpTensor *x = find(result, "x"), *gathered = find(result, "gathered"),
                   *scattered = find(result, "scattered");
  ASSERT_TRUE(x && gathered && scattered);
  // Gathering along dimension 1 rebuilds the global x on every rank.
  EXPECT_EQ(gathered->data, x->data);
  // Reduce-scattering two identical copies gives twice each shard.
  for (size_t i = 0; i < x->data.size(); ++i)
    EXPECT_EQ(scattered->data[i], 2.0f * x->data[i]);
  EXPECT_TRUE(result.warnings.empty());
}

TEST(CpuBackend, EventsOrderWorkAcrossStreams) {
  // Compute writes w * 3 into t, records; the comm stream waits, all-reduces
  // in place and records; compute waits and stores the result.
  const char *text = R"(ovl-plan 3
mesh tp=2:tensor
program stage=0 transient=64 persistent=64 events=2 streams=2
param id=0 name=w offset=0 dtype=f32 shape=4 global=4 init=ones
param id=1 name=out offset=16 dtype=f32 shape=4 global=4 init=zeros
stream id=0 role=compute commands=6
kernel op=add lhs=p@0+16 rhs=p@0+16 out=t@0+16 n=4 period=4
kernel op=add lhs=t@0+16 rhs=p@0+16 out=t@0+16 n=4 period=4
record event=0
kernel op=opaque outs=t@32+16
wait event=1
copy source=t@0+16 destination=p@16+16
stream id=1 role=tp_comm commands=3
wait event=0
collective op=all_reduce red=sum group=tp input=t@0+16 output=t@0+16 count=4
record event=1
end
)";
  for (int repeat = 0; repeat < 20; ++repeat) {
    RunResult result = runCpu(text);
    const DumpTensor *out = find(result, "out");
    ASSERT_NE(out, nullptr);
    for (float v : out->data)
      ASSERT_EQ(v, 6.0f);
  }
}

TEST(CpuBackend, LossIsTheMeanOfWhatRanksLog) {
  const char *text = R"(ovl-plan 3
mesh dp=2:data
program stage=0 transient=64 persistent=64 events=0 streams=1
param id=0 name=l offset=0 dtype=f32 shape=1 global=2 shard=0 axis=dp init=normal std=1.0
stream id=0 role=compute commands=1
kernel op=log_loss loss=p@0+4
end
)";
  RunOptions options;
  options.steps = 2;
  RunResult result = runCpu(text, options);
  ASSERT_EQ(result.stepLoss.size(), 2u);
  const DumpTensor *l = find(result, "l");
  ASSERT_NE(l, nullptr);
  EXPECT_DOUBLE_EQ(result.stepLoss[0], (double(l->data[0]) + l->data[1]) / 2);
}

TEST(CpuBackend, ReportsAHangInsteadOfHanging) {
  RunOptions options;
  options.timeoutSeconds = 0.3;
  try {
    runCpu(test::kDeadlockPlan, options);
    ADD_FAILURE() << "expected the run to be reported stuck";
  } catch (const RunError &e) {
    std::string message = e.what();
    EXPECT_NE(message.find("no command completed for 0.3 s in step 1"),
              std::string::npos)
        << message;
    EXPECT_NE(message.find("rank 0 stream 0 (compute) at command 0 (p2p recv "
                           "from rank 1, test.plan:6)"),
              std::string::npos)
        << message;
    EXPECT_NE(message.find("rank 1 stream 0 (compute) at command 0 (p2p recv "
                           "from rank 0"),
              std::string::npos)
        << message;
  }
}

TEST(CpuBackend, RejectsTypesItCannotRun) {
  expectRunError(oneCommandPlan("tp=1:tensor", 64,
                                "kernel op=gelu in=t@0+8 out=t@8+8 n=4 "
                                "dtype=f16"),
                 "test.plan:5: dtype f16 is not supported");
}

// OpenBLAS takes a GEMM's sizes as int: a plan past that is refused before
// anything is allocated, not truncated. n = 2^31 (8 GiB each for B and C).
TEST(CpuBackend, RejectsGemmSizesPastTheBlasInt) {
  expectRunError(oneCommandPlan("tp=1:tensor", 17179869188,
                                "gemm a=t@0+4 b=t@4+8589934592 "
                                "c=t@8589934596+8589934592 m=1 n=2147483648 "
                                "k=1"),
                 "test.plan:5: gemm n 2147483648 exceeds the BLAS's int "
                 "range (2147483647)");
}

// A thread per stream of every rank: a mesh past the backend's 4096 threads
// is refused before anything is allocated, not left to fail thread
// creation midway (which ended in std::terminate).
TEST(CpuBackend, RejectsMeshesPastItsThreads) {
  expectRunError(oneCommandPlan("dp=4097:data", 64, kGelu),
                 "test.plan: the plan needs 4097 threads (one per stream of "
                 "4097 ranks), more than the cpu backend's 4096");
}

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define OVL_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define OVL_TEST_SANITIZED 1
#endif
#endif

// A thread the system refuses (a container's pid limit; here an address
// space too small for its stack) fails the run like a worker's error: the
// started workers are aborted and joined, and the error names the rank and
// stream. Without the handler it ended in std::terminate. In a child
// process, since the limit would starve the rest of the suite.
TEST(CpuBackendDeathTest, FailsTheRunWhenAThreadCannotStart) {
#ifdef OVL_TEST_SANITIZED
  GTEST_SKIP() << "a sanitizer's shadow memory needs more address space "
                  "than the limit leaves";
#else
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  Plan plan = parsePlan(oneCommandPlan("dp=64:data", 32, kGelu), "test.plan");
  auto runWithoutRoomForStacks = [&plan] {
    // The address space in use, plus 16 MiB: less than the 64 threads'
    // stacks (glibc gives each 2 MiB at least).
    long pages = 0;
    if (FILE *statm = std::fopen("/proc/self/statm", "r")) {
      if (std::fscanf(statm, "%ld", &pages) != 1)
        pages = 0;
      std::fclose(statm);
    }
    rlimit limit{};
    getrlimit(RLIMIT_AS, &limit);
    limit.rlim_cur =
        static_cast<rlim_t>(pages) * sysconf(_SC_PAGESIZE) + (rlim_t(16) << 20);
    if (pages == 0 || setrlimit(RLIMIT_AS, &limit) != 0) {
      std::fprintf(stderr, "cannot limit the address space\n");
      std::_Exit(2);
    }
    try {
      createCpuBackend()->run(plan, RunOptions());
    } catch (const RunError &e) {
      std::fprintf(stderr, "%s\n", e.what());
      std::_Exit(0);
    }
    std::fprintf(stderr, "the run succeeded\n");
    std::_Exit(1);
  };
  EXPECT_EXIT(runWithoutRoomForStacks(), ::testing::ExitedWithCode(0),
              "cpu backend: cannot start the thread of rank [0-9]+'s stream "
              "0 \\([0-9]+ started\\): ");
#endif
}

// The memory check's sum is in double: 8 ranks of 2^62-byte arenas need
// 2^65 bytes, which its message once converted to uint64_t (undefined; it
// printed 0).
TEST(CpuBackend, SaysHowMuchMemoryAHugePlanNeeds) {
  expectRunError(oneCommandPlan("dp=8:data", int64_t(1) << 62, kGelu),
                 "the 8 ranks need 3.69e+19 bytes");
}

// Attention's tiles are BLAS calls too, with the key count and the distance
// between tokens in qkv as sizes: 2^31 keys of one head of size 1.
TEST(CpuBackend, RejectsAttentionPastTheBlasInt) {
  expectRunError(oneCommandPlan("tp=1:tensor", 42949672960,
                                "kernel op=attention qkv=t@0+25769803776 "
                                "out=t@25769803776+8589934592 "
                                "lse=t@34359738368+8589934592 batch=1 "
                                "seq=2147483648 heads=1 dim=1"),
                 "test.plan:5: attention seq 2147483648 exceeds the BLAS's "
                 "int range (2147483647)");
}

/// Two tensor-parallel ranks with bf16 parameters: each scales its shard
/// of x by itself (mul, in place) and the two all-reduce it into y.
const char *kBf16Plan = R"(ovl-plan 3
mesh tp=2:tensor
program stage=0 transient=64 persistent=64 events=0 streams=1
param id=0 name=x offset=0 dtype=bf16 shape=4 global=8 shard=0 axis=tp init=normal std=1.0
param id=1 name=y offset=16 dtype=bf16 shape=4 global=4 init=zeros
stream id=0 role=compute commands=3
kernel op=mul lhs=p@0+8 rhs=p@0+8 out=p@0+8 n=4 period=4 dtype=bf16
collective op=all_reduce red=sum group=tp input=p@0+8 output=t@0+8 count=4 dtype=bf16
copy source=t@0+8 destination=p@16+8
end
)";

// bf16 plans run on the cpu backend: parameters initialised in f32 and
// rounded, each kernel computing in f32 on f32 copies of its slices (an
// in-place operand shares one) and rounding what it writes, collectives
// summing in f32 in member order and rounding once, as the cuda backend.
TEST(CpuBackend, RunsBf16PlansAsTheCudaBackendComputesThem) {
  RunResult result = runCpu(kBf16Plan);
  EXPECT_TRUE(result.warnings.empty());
  Mesh mesh{{"tp"}, {2}, {"tensor"}};
  ParamDecl x = shardedX(DType::BF16, 8);
  auto round = [](float v) { return bf16ToFloat(floatToBf16(v)); };
  std::vector<float> squares[2], shard(4);
  for (int r = 0; r < 2; ++r) {
    initParam(x, mesh, mesh.coords(r), 1234, shard.data());
    for (float v : shard)
      squares[r].push_back(round(round(v) * round(v)));
  }
  const DumpTensor *xs = find(result, "x");
  const DumpTensor *y = find(result, "y");
  ASSERT_NE(xs, nullptr);
  ASSERT_NE(y, nullptr);
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(xs->data[i], squares[0][i]) << i; // The dump is widened.
    EXPECT_EQ(xs->data[4 + i], squares[1][i]) << i;
    EXPECT_EQ(y->data[i], round(squares[0][i] + squares[1][i])) << i;
  }
}

TEST(CpuBackend, HostLoadsDependOnTheReplicaNotOnTensorParallelRanks) {
  // Tokens land in a persistent buffer that the dump exposes (as raw bits).
  const char *text = R"(ovl-plan 3
mesh dp=2:data tp=2:tensor
program stage=0 transient=64 persistent=64 events=0 streams=1
param id=0 name=tok offset=0 dtype=f32 shape=1x8 global=2x8 shard=0 axis=dp init=zeros
stream id=0 role=compute commands=1
copy source=host.labels destination=p@0+32 microbatch=3 vocab=50 count=8 seq=4 group=dp
end
)";
  RunResult result = runCpu(text);
  EXPECT_TRUE(result.warnings.empty()); // tp ranks loaded the same tokens.
  const DumpTensor *tok = find(result, "tok");
  ASSERT_NE(tok, nullptr);
  for (int replica = 0; replica < 2; ++replica)
    for (int i = 0; i < 8; ++i) {
      int32_t loaded;
      std::memcpy(&loaded, &tok->data[replica * 8 + i], 4);
      EXPECT_EQ(loaded, syntheticToken(1234, replica, 3, i / 4, i % 4 + 1, 50));
    }
}

} // namespace

// Conversions between f32 and bf16: narrowing rounds to nearest even,
// widening is exact.
TEST(CpuBackend, ConvertsBetweenF32AndBf16) {
  const char *text = R"(ovl-plan 3
mesh tp=1:tensor
program stage=0 transient=64 persistent=32 events=0 streams=1
param id=0 name=x offset=0 dtype=f32 shape=4 global=4 init=normal std=1.0
param id=1 name=y offset=16 dtype=f32 shape=4 global=4 init=zeros
stream id=0 role=compute commands=2
kernel op=convert in=p@0+16 out=t@0+8 n=4 from=0 to=1
kernel op=convert in=t@0+8 out=p@16+16 n=4 from=1 to=0 dtype=bf16
end
)";
  RunResult result = runCpu(text);
  const DumpTensor *x = find(result, "x"), *y = find(result, "y");
  ASSERT_NE(x, nullptr);
  ASSERT_NE(y, nullptr);
  for (int i = 0; i < 4; ++i)
    EXPECT_EQ(y->data[i], bf16ToFloat(floatToBf16(x->data[i]))) << i;
}
