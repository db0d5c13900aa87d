//===- CudaPlanCheckTest.cpp - What the cuda backend refuses, without a GPU
//===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The cuda backend's checks that need no device: unsupported element types
// and head sizes, collective scratch and memory fit. They run in every
// build, with or without CUDA.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/CudaPlanCheck.h"
#include "ovl/runtime/Backend.h"

#include <gtest/gtest.h>

using namespace ovl::rt;

namespace {

const char *kPlan = R"(ovl-plan 3
mesh tp=4:tensor
program stage=0 transient=4096 persistent=64 events=0 streams=1
param id=0 name=x offset=0 dtype=bf16 shape=8 global=32 shard=0 axis=tp init=normal std=1.0
stream id=0 role=compute commands=3
collective op=all_gather group=tp input=p@0+16 output=t@0+64 count=8 dtype=bf16
collective op=all_reduce red=sum group=tp input=t@0+64 output=t@0+64 count=32 dtype=bf16
kernel op=attention qkv=t@0+1536 out=t@1536+512 lse=t@2048+32 batch=1 seq=4 heads=1 dim=64 dtype=bf16
end
)";

std::string replace(std::string text, const std::string &from,
                    const std::string &to) {
  size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return text.replace(at, from.size(), to);
}

void expectRefused(const std::string &text, const std::string &message) {
  Plan plan = parsePlan(text, "test.plan");
  try {
    checkCudaSupport(plan);
    FAIL() << "accepted; expected: " << message;
  } catch (const RunError &e) {
    EXPECT_NE(std::string(e.what()).find(message), std::string::npos)
        << e.what();
  }
}

TEST(CudaPlanCheck, AcceptsBf16AndF32Plans) {
  Plan plan = parsePlan(kPlan, "test.plan");
  EXPECT_NO_THROW(checkCudaSupport(plan));
}

TEST(CudaPlanCheck, RefusesOtherElementTypesNamingTheLine) {
  expectRefused(
      replace(kPlan, "name=x offset=0 dtype=bf16", "name=x offset=0 dtype=f16"),
      "test.plan:4: param 'x' is f16; the cuda backend runs f32 "
      "and bf16 parameters");
  expectRefused(replace(kPlan, "dim=64 dtype=bf16", "dim=64 dtype=f16"),
                "test.plan:8: kernel with dtype f16 is not supported");
}

TEST(CudaPlanCheck, RefusesHeadsLargerThanTheKernelTakes) {
  std::string text = replace(kPlan,
                             "qkv=t@0+1536 out=t@1536+512 lse=t@2048+32 "
                             "batch=1 seq=4 heads=1 dim=64",
                             "qkv=t@0+3840 out=t@0+1280 lse=t@0+32 batch=1 "
                             "seq=2 heads=1 dim=320");
  expectRefused(text, "test.plan:8: attention head size 320 exceeds the cuda "
                      "backend's limit of 256");
}

// cuBLAS takes a GEMM's sizes and batch count as int: a plan past that is
// refused, not truncated. One row past it, m = 2^31, in bf16 (4 GiB each
// for A and C).
TEST(CudaPlanCheck, RefusesGemmSizesPastCublasInt) {
  auto withGemm = [](int64_t m) {
    std::string a = std::to_string(2 * m), c = std::to_string(2 * m + 2);
    std::string text = replace(kPlan, "transient=4096",
                               "transient=" + std::to_string(4 * m + 2));
    text = replace(text, "commands=3", "commands=4");
    return replace(text, "\nend\n",
                   "\ngemm a=t@0+" + a + " b=t@" + a + "+2 c=t@" + c + "+" + a +
                       " m=" + std::to_string(m) +
                       " n=1 k=1 dtype=bf16\nend\n");
  };
  constexpr int64_t kIntMax = 2147483647;
  EXPECT_NO_THROW(checkCudaSupport(parsePlan(withGemm(kIntMax), "test.plan")));
  expectRefused(withGemm(kIntMax + 1),
                "test.plan:9: gemm m 2147483648 exceeds cuBLAS's int range "
                "(2147483647)");
}

// Grouped-query attention runs on the cuda backend too: its kernels read
// the grouped qkv layout (CudaKernelsTest compares them with the cpu ones).
TEST(CudaPlanCheck, AcceptsGroupedQueryAttention) {
  std::string grouped = replace(kPlan,
                                "qkv=t@0+1536 out=t@1536+512 lse=t@2048+32 "
                                "batch=1 seq=4 heads=1 dim=64",
                                "qkv=t@0+3072 out=t@0+1024 lse=t@3072+64 "
                                "batch=1 seq=4 heads=2 dim=64 groups=1");
  EXPECT_NO_THROW(checkCudaSupport(parsePlan(grouped, "test.plan")));
  EXPECT_NO_THROW(checkCudaSupport(
      parsePlan(replace(grouped, "groups=1", "groups=2"), "test.plan")));
}

TEST(CudaPlanCheck, ScratchCoversTheLargestCollective) {
  Plan plan = parsePlan(kPlan, "test.plan");
  // The all-gather's result (8 bf16 x 4 members = 64 bytes) is the largest.
  EXPECT_EQ(collectiveScratchBytes(plan, 0), 64u);
  EXPECT_EQ(cudaRankBytes(plan, 0), 4096u + 256 + 256);
}

TEST(CudaPlanCheck, MemoryFitCountsEveryRankOnTheDevice) {
  Plan plan = parsePlan(kPlan, "test.plan");
  std::vector<int> oneDevice(4, 0);
  std::vector<uint64_t> need(4, 1 << 20);
  EXPECT_NO_THROW(checkCudaMemoryFit(plan, oneDevice, need, 0, 4 << 20, "gpu"));
  try {
    checkCudaMemoryFit(plan, oneDevice, need, 0, (4 << 20) - 1, "gpu");
    FAIL() << "four 1 MiB ranks fit in less than 4 MiB";
  } catch (const RunError &e) {
    EXPECT_NE(std::string(e.what()).find(
                  "test.plan: the plan does not fit in device memory: 4 "
                  "rank(s) on device 0 (gpu) need 4.0 MiB"),
              std::string::npos)
        << e.what();
  }
  // Spread over four devices, each holds one rank.
  std::vector<int> spread = {0, 1, 2, 3};
  EXPECT_NO_THROW(checkCudaMemoryFit(plan, spread, need, 2, 1 << 20, "gpu"));
}

TEST(CudaPlanCheck, TheBuildSaysWhetherItHasTheBackend) {
  if (cudaBackendBuilt())
    GTEST_SKIP() << "this build has the cuda backend (tested on a GPU)";
  try {
    createCudaBackend();
    FAIL() << "a build without CUDA made a cuda backend";
  } catch (const RunError &e) {
    EXPECT_NE(std::string(e.what()).find("built without the cuda backend"),
              std::string::npos);
  }
}

} // namespace
