//===- CostModelTest.cpp - The cost model against hand-computed values ----===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/CostModel.h"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <map>
#include <tuple>

using namespace ovl::rt;

namespace {

TEST(CostModel, BusFactorsFollowNcclTests) {
  // nccl-tests doc/PERFORMANCE.md: all-reduce 2(n-1)/n, all-gather and
  // reduce-scatter (n-1)/n, broadcast and send/recv 1.
  EXPECT_DOUBLE_EQ(CostModel::busFactor(CollectiveKind::AllReduce, 8), 1.75);
  EXPECT_DOUBLE_EQ(CostModel::busFactor(CollectiveKind::AllReduce, 2), 1.0);
  EXPECT_DOUBLE_EQ(CostModel::busFactor(CollectiveKind::AllGather, 4), 0.75);
  EXPECT_DOUBLE_EQ(CostModel::busFactor(CollectiveKind::ReduceScatter, 8),
                   0.875);
  EXPECT_DOUBLE_EQ(CostModel::busFactor(CollectiveKind::Broadcast, 8), 1.0);
  EXPECT_DOUBLE_EQ(CostModel::busFactor(CollectiveKind::AllReduce, 1), 0.0);
}

TEST(CostModel, AllReduceIsAlphaPlusBusBytesOverBandwidth) {
  CostModel model(DeviceSpec::h100());
  // 1e9 bytes over 4 tp ranks: 10 us + 1e9 * 1.5 / 370e9 s (the ring).
  EXPECT_NEAR(model.collectiveUs(CollectiveKind::AllReduce, 1e9, 4, {"tensor"}),
              10.0 + 1e9 * 1.5 / 370e9 * 1e6, 1e-6);
  // Over all 8 GPUs of the NVLink domain NCCL uses NVLink SHARP (NVLS):
  // 480 GB/s of nccl-tests bus bandwidth, 10 us + 1e9 * 1.75 / 480e9 s.
  EXPECT_NEAR(model.collectiveUs(CollectiveKind::AllReduce, 1e9, 8, {"tensor"}),
              10.0 + 1e9 * 1.75 / 480e9 * 1e6, 1e-6);
  // The same over dp uses InfiniBand: 25 us + 1e9 * 1.75 / 46e9 s.
  EXPECT_NEAR(model.collectiveUs(CollectiveKind::AllReduce, 1e9, 8, {"data"}),
              25.0 + 1e9 * 1.75 / 46e9 * 1e6, 1e-6);
}

TEST(CostModel, GatherSizeIsTheTotalAcrossRanks) {
  CostModel model(DeviceSpec::h100());
  // Each of 8 ranks contributes 1e8 bytes: S = 8e8, factor 7/8.
  double s = CostModel::ncclTestsBytes(CollectiveKind::AllGather, 1e8, 8);
  EXPECT_DOUBLE_EQ(s, 8e8);
  EXPECT_NEAR(model.collectiveUs(CollectiveKind::AllGather, s, 8, {"tensor"}),
              10.0 + 8e8 * 0.875 / 370e9 * 1e6, 1e-6);
  // A reduce-scatter's S is its input.
  EXPECT_DOUBLE_EQ(
      CostModel::ncclTestsBytes(CollectiveKind::ReduceScatter, 8e8, 8), 8e8);
}

TEST(CostModel, GroupOfOneCostsNothing) {
  CostModel model(DeviceSpec::h100());
  EXPECT_EQ(model.collectiveUs(CollectiveKind::AllReduce, 1e9, 1, {"tensor"}), 0.0);
}

TEST(CostModel, MultiAxisGroupUsesTheSlowestLink) {
  CostModel model(DeviceSpec::h100());
  EXPECT_DOUBLE_EQ(
      model.collectiveUs(CollectiveKind::AllReduce, 1e6, 16, {"tensor", "data"}),
      model.collectiveUs(CollectiveKind::AllReduce, 1e6, 16, {"data"}));
}

TEST(CostModel, SendRecvUsesTheMessageSize) {
  CostModel model(DeviceSpec::h100());
  EXPECT_NEAR(model.collectiveUs(CollectiveKind::SendRecv, 46e6, 2, {"pipeline"}),
              15.0 + 1000.0, 1e-6);
}

TEST(CostModel, LargeGemmIsWaveQuantizedComputeTime) {
  CostModel model(DeviceSpec::h100());
  // 8192^3 bf16: (8192/128) x (8192/256) = 2048 tiles, ceil(2048/132) = 16
  // waves of 2*128*256*8192 FLOPs at 989e12 * 0.8 / 132 FLOP/s per SM (the
  // largest tile is the fastest choice here).
  double smRate = 989e12 * 0.8 / 132;
  double expected = 3.0 + 16 * (2.0 * 128 * 256 * 8192) / smRate * 1e6;
  EXPECT_NEAR(model.gemmUs(8192, 8192, 8192, 1, "bf16"), expected, 1e-6);
  // Within 4% of the ideal 2mnk / (peak * efficiency).
  double ideal = 2.0 * 8192.0 * 8192 * 8192 / (989e12 * 0.8) * 1e6;
  EXPECT_LT(std::abs(model.gemmUs(8192, 8192, 8192, 1, "bf16") - ideal) / ideal,
            0.04);
}

TEST(CostModel, SmallGemmsPickTheTileThatFinishesFirst) {
  CostModel model(DeviceSpec::h100());
  double smRate = 989e12 * 0.8 / 132;
  // A 16x16 output is one (shrunk) tile on one SM, at the largest tile's
  // efficiency.
  EXPECT_NEAR(model.gemmUs(16, 16, 64, 1, "bf16"),
              3.0 + 2.0 * 16 * 16 * 64 / smRate * 1e6, 1e-9);
  // 256 x 4096: 128x256 tiles give 32 tiles (one wave, 100 SMs idle);
  // 64x128 tiles give 128 tiles in one wave at 0.80: four times less work
  // per SM for a 20% lower rate, the fastest choice.
  EXPECT_NEAR(model.gemmUs(256, 4096, 4096, 1, "bf16"),
              3.0 + 2.0 * 64 * 128 * 4096 / (smRate * 0.80) * 1e6, 1e-9);
  // Splitting a GEMM into many small ones costs more in total.
  EXPECT_GT(8 * model.gemmUs(256, 4096, 4096, 1, "bf16"),
            model.gemmUs(2048, 4096, 4096, 1, "bf16"));
}

TEST(CostModel, FewTilesWithALongKSplitK) {
  CostModel model(DeviceSpec::h100());
  double smRate = 989e12 * 0.8 / 132;
  double hbm = model.getDevice().hbmBandwidthGBps * 1e9;
  // 128 x 256 outputs over k = 65536: one 128x256 tile would keep one SM busy
  // for the whole k. 64x64 tiles (8) split 8 ways (64 tiles, one wave) do
  // 8192 of k each, at 0.62, plus 7 extra fp32 partial sums written and read.
  double expected = 3.0 + (2.0 * 64 * 64 * 8192 / (smRate * 0.62) +
                           2.0 * 7 * 128 * 256 * 4 / hbm) *
                              1e6;
  EXPECT_NEAR(model.gemmUs(128, 256, 65536, 1, "bf16"), expected, 1e-9);
  // Never more than kMaxSplitK slices, nor slices under kMinSplitDepth: at
  // k = 1024 only two slices are allowed.
  double twoSlices = 3.0 + (2.0 * 64 * 64 * 512 / (smRate * 0.62) +
                            2.0 * 1 * 128 * 256 * 4 / hbm) *
                               1e6;
  EXPECT_NEAR(model.gemmUs(128, 256, 1024, 1, "bf16"), twoSlices, 1e-9);
}

TEST(CostModel, GemmPartsAddUpToTheGemmTime) {
  // --calibrate scales the tensor-core part by the GEMM peak and the
  // partial sums and the memory time by the HBM bandwidth.
  CostModel model(DeviceSpec::h100());
  double smRate = 989e12 * 0.8 / 132;
  double hbm = model.getDevice().hbmBandwidthGBps * 1e9;
  CostModel::GemmParts split = model.gemmParts(128, 256, 65536, 1, "bf16");
  EXPECT_NEAR(split.computeUs, 2.0 * 64 * 64 * 8192 / (smRate * 0.62) * 1e6,
              1e-9);
  EXPECT_NEAR(split.partialsUs, 2.0 * 7 * 128 * 256 * 4 / hbm * 1e6, 1e-9);
  EXPECT_NEAR(split.memoryUs,
              (128.0 * 65536 + 65536.0 * 256 + 128.0 * 256) * 2 / hbm * 1e6,
              1e-9);
  for (auto [m, n, k] : {std::tuple{128, 256, 65536}, {4096, 4096, 4096},
                         {8, 8, 8}, {16384, 64, 128}}) {
    CostModel::GemmParts parts = model.gemmParts(m, n, k, 2, "bf16");
    if (k < 2 * CostModel::kMinSplitDepth) { // Too short to split.
      EXPECT_EQ(parts.partialsUs, 0.0);
    }
    EXPECT_NEAR(model.gemmUs(m, n, k, 2, "bf16"),
                3.0 + std::max(parts.computeUs + parts.partialsUs,
                               parts.memoryUs),
                1e-9)
        << m << "x" << n << "x" << k;
  }
  // No work: no parts.
  CostModel::GemmParts none = model.gemmParts(0, 256, 256, 1, "bf16");
  EXPECT_EQ(none.computeUs + none.partialsUs + none.memoryUs, 0.0);
}

TEST(CostModel, HugeGemmsArePricedWithoutWrapping) {
  // Sizes as large as the IR allows (tensors up to 2^62 bytes): integer tile
  // counts would wrap (or trap); the time grows with the work instead.
  CostModel model(DeviceSpec::h100());
  double big = model.gemmUs(int64_t(1) << 40, int64_t(1) << 20,
                            int64_t(1) << 20, 1, "bf16");
  double bigger = model.gemmUs(int64_t(1) << 40, int64_t(1) << 20,
                               int64_t(1) << 20, 2, "bf16");
  EXPECT_TRUE(std::isfinite(big));
  EXPECT_GT(big, 0.0);
  EXPECT_NEAR(bigger / big, 2.0, 1e-6);
  // The shape that made gemmUs trap (issue 9): 64 x 2^62.
  double ffn = model.gemmUs(64, int64_t(1) << 62, 64, 1, "f32");
  EXPECT_TRUE(std::isfinite(ffn));
  EXPECT_GT(ffn, 0.0);
  // No work costs the launch only.
  EXPECT_DOUBLE_EQ(model.gemmUs(0, 8, 8, 1, "f32"),
                   DeviceSpec::h100().launchLatencyUs);
}

TEST(CostModel, UnfusedAttentionIsItsGemmsAndSoftmaxPasses) {
  // Megatron-LM's unfused path: QK^T, softmax, PV forward; dV, dP, the
  // softmax gradient, dQ, dK backward. B 2, H 16, S 2048, D 64, bf16.
  CostModel model(DeviceSpec::h100());
  int64_t b = 2, h = 16, s = 2048, d = 64;
  double scores = double(b) * h * s * s;
  double softmax =
      model.kernelUs(5 * scores, 2 * scores * 2, KernelRate::Vector, "bf16");
  double softmaxGrad =
      model.kernelUs(5 * scores, 3 * scores * 2, KernelRate::Vector, "bf16");
  double scoreGemm = model.gemmUs(s, s, d, b * h, "bf16");
  double contextGemm = model.gemmUs(s, d, s, b * h, "bf16");
  EXPECT_NEAR(model.unfusedAttentionUs(b, s, h, d, false, "bf16"),
              scoreGemm + softmax + contextGemm, 1e-9);
  EXPECT_NEAR(model.unfusedAttentionUs(b, s, h, d, true, "bf16"),
              3 * contextGemm + scoreGemm + softmaxGrad, 1e-9);
  // The s x s passes make it slower than the fused kernel at this size.
  auto [flops, bytes] = CostModel::unfusedAttentionWork(b, s, h, d, false, 2.0);
  EXPECT_DOUBLE_EQ(flops, 4 * scores * d);
  EXPECT_DOUBLE_EQ(bytes, 2 * scores * 2);
  double fused =
      model.kernelUs(flops / 2, 0, KernelRate::AttentionForward, "bf16");
  EXPECT_GT(model.unfusedAttentionUs(b, s, h, d, false, "bf16"), fused);
}

TEST(CostModel, UnfusedAttentionDropoutIsOneMorePassEachWay) {
  // Dropout on the probabilities: forward and backward each one kernel
  // more, reading and writing the scores and a one-byte mask.
  CostModel model(DeviceSpec::h100());
  int64_t b = 2, h = 16, s = 2048, d = 64;
  double scores = double(b) * h * s * s;
  double pass =
      model.kernelUs(scores, scores * (2 * 2 + 1), KernelRate::Vector, "bf16");
  for (bool backward : {false, true}) {
    EXPECT_NEAR(model.unfusedAttentionUs(b, s, h, d, backward, "bf16", 0.1),
                model.unfusedAttentionUs(b, s, h, d, backward, "bf16") + pass,
                1e-9);
    auto plain = CostModel::unfusedAttentionWork(b, s, h, d, backward, 2.0);
    auto dropped =
        CostModel::unfusedAttentionWork(b, s, h, d, backward, 2.0, 0.1);
    EXPECT_DOUBLE_EQ(dropped.first, plain.first);
    EXPECT_DOUBLE_EQ(dropped.second, plain.second + scores * 5);
  }
  // Ratio 0: no pass.
  EXPECT_DOUBLE_EQ(model.unfusedAttentionUs(b, s, h, d, false, "bf16", 0.0),
                   model.unfusedAttentionUs(b, s, h, d, false, "bf16"));
}

TEST(CostModel, MemoryBoundGemmUsesBandwidth) {
  CostModel model(DeviceSpec::h100());
  // A matrix-vector product: (4096*4096 + 4096 + 4096) f32 elements moved.
  double bytes = (4096.0 * 4096 + 4096 + 4096) * 4;
  EXPECT_NEAR(model.gemmUs(4096, 1, 4096, 1, "f32"),
              3.0 + bytes / 3000e9 * 1e6, 1e-6);
}

TEST(CostModel, KernelIsRooflineTimePlusLaunch) {
  CostModel model(DeviceSpec::h100());
  EXPECT_NEAR(model.kernelUs(0, 3e9, KernelRate::Vector, "bf16"), 3.0 + 1000.0,
              1e-9);
  EXPECT_NEAR(model.kernelUs(67e12, 0, KernelRate::Vector, "bf16"),
              3.0 + 1e6, 1e-6);
  // Attention FLOPs run on tensor cores at the forward or the backward
  // attention efficiency.
  EXPECT_NEAR(model.kernelUs(989e12 * 0.57, 0, KernelRate::AttentionForward,
                             "bf16"),
              3.0 + 1e6, 1e-6);
  EXPECT_NEAR(model.kernelUs(989e12 * 0.51, 0, KernelRate::AttentionBackward,
                             "bf16"),
              3.0 + 1e6, 1e-6);
  EXPECT_NEAR(model.copyUs(1.5e9), 3.0 + 1000.0, 1e-9);
}

TEST(DeviceSpec, FileAndBuiltInDefaultAgree) {
  std::string error;
  std::optional<DeviceSpec> file = DeviceSpec::load(DeviceSpec::defaultPath(), error);
  ASSERT_TRUE(file) << error;
  const DeviceSpec &builtIn = DeviceSpec::h100();
  EXPECT_EQ(file->name, builtIn.name);
  EXPECT_EQ(file->gemmPeakTflops, builtIn.gemmPeakTflops);
  EXPECT_EQ(file->gemmEfficiency, builtIn.gemmEfficiency);
  ASSERT_EQ(file->gemmTiles.size(), builtIn.gemmTiles.size());
  for (size_t i = 0; i < builtIn.gemmTiles.size(); ++i) {
    EXPECT_EQ(file->gemmTiles[i].m, builtIn.gemmTiles[i].m);
    EXPECT_EQ(file->gemmTiles[i].n, builtIn.gemmTiles[i].n);
    EXPECT_EQ(file->gemmTiles[i].efficiency, builtIn.gemmTiles[i].efficiency);
  }
  EXPECT_EQ(file->numSMs, builtIn.numSMs);
  EXPECT_EQ(file->vectorTflops, builtIn.vectorTflops);
  EXPECT_EQ(file->attentionForwardEfficiency,
            builtIn.attentionForwardEfficiency);
  EXPECT_EQ(file->attentionBackwardEfficiency,
            builtIn.attentionBackwardEfficiency);
  EXPECT_EQ(file->hbmBandwidthGBps, builtIn.hbmBandwidthGBps);
  EXPECT_EQ(file->hostBandwidthGBps, builtIn.hostBandwidthGBps);
  EXPECT_EQ(file->launchLatencyUs, builtIn.launchLatencyUs);
  EXPECT_EQ(file->contention.computeSlowdown,
            builtIn.contention.computeSlowdown);
  EXPECT_EQ(file->contention.communicationSlowdown,
            builtIn.contention.communicationSlowdown);
  ASSERT_EQ(file->links.size(), builtIn.links.size());
  for (const auto &[axis, link] : builtIn.links) {
    EXPECT_EQ(file->linkFor(axis).busBandwidthGBps, link.busBandwidthGBps);
    EXPECT_EQ(file->linkFor(axis).latencyUs, link.latencyUs);
    EXPECT_EQ(file->linkFor(axis).allReduceBusBandwidthGBps,
              link.allReduceBusBandwidthGBps);
    EXPECT_EQ(file->linkFor(axis).allReduceMinGroup, link.allReduceMinGroup);
  }
  EXPECT_EQ(file->defaultLink.busBandwidthGBps,
            builtIn.defaultLink.busBandwidthGBps);
  EXPECT_EQ(file->defaultLink.allReduceBusBandwidthGBps,
            builtIn.defaultLink.allReduceBusBandwidthGBps);
  EXPECT_EQ(file->defaultLink.allReduceMinGroup,
            builtIn.defaultLink.allReduceMinGroup);
}

TEST(DeviceSpec, AllReduceBandwidthIsOptionalAndChecked) {
  auto parse = [](const std::string &link, std::string &error) {
    return DeviceSpec::parse(
        R"({"name": "x", "gemm_peak_tflops": {"bf16": 1},
            "hbm_bandwidth_gbps": 1, "launch_latency_us": 0,
            "links": {"tensor": {"bus_bandwidth_gbps": 100, "latency_us": 0)" +
            link + "}}}",
        "d.json", error);
  };
  std::string error;
  std::optional<DeviceSpec> ring = parse("", error);
  ASSERT_TRUE(ring) << error;
  EXPECT_EQ(ring->linkFor("tensor").busBandwidthFor(true, 8), 100.0);
  std::optional<DeviceSpec> nvls = parse(
      R"(, "all_reduce_bus_bandwidth_gbps": 150, "all_reduce_min_group": 4)",
      error);
  ASSERT_TRUE(nvls) << error;
  const LinkSpec &link = nvls->linkFor("tensor");
  EXPECT_EQ(link.busBandwidthFor(true, 4), 150.0);
  EXPECT_EQ(link.busBandwidthFor(true, 3), 100.0);  // Too small a group.
  EXPECT_EQ(link.busBandwidthFor(false, 8), 100.0); // Not an all-reduce.
  EXPECT_FALSE(parse(R"(, "all_reduce_min_group": 4)", error));
  EXPECT_NE(error.find("field 'links.tensor.all_reduce_min_group': needs "
                       "all_reduce_bus_bandwidth_gbps"),
            std::string::npos)
      << error;
  EXPECT_FALSE(parse(R"(, "all_reduce_bus_bandwidth_gbps": 150,
                        "all_reduce_min_group": 1)",
                     error));
  EXPECT_NE(error.find("all_reduce_min_group': expected an integer group "
                       "size from 2"),
            std::string::npos)
      << error;
  EXPECT_FALSE(DeviceSpec::parse(
      R"({"name": "x", "gemm_peak_tflops": {"bf16": 1}, "attention_efficiency": 0.5})",
      "d.json", error));
  EXPECT_NE(error.find("field 'attention_efficiency': replaced by "
                       "attention_forward_efficiency"),
            std::string::npos)
      << error;
}

TEST(DeviceSpec, ContentionIsOptionalAndChecked) {
  const std::string head =
      R"({"name": "x", "gemm_peak_tflops": {"bf16": 1}, "hbm_bandwidth_gbps": 1,
          "launch_latency_us": 0, "links": {"tensor": {"bus_bandwidth_gbps": 1,
          "latency_us": 0}})";
  std::string error;
  std::optional<DeviceSpec> none = DeviceSpec::parse(head + "}", "d.json", error);
  ASSERT_TRUE(none) << error;
  EXPECT_EQ(none->contention.computeSlowdown, 0.0);
  EXPECT_EQ(none->contention.communicationSlowdown, 0.0);
  std::optional<DeviceSpec> some = DeviceSpec::parse(
      head + R"(, "contention": {"compute_slowdown": 0.2,
                "communication_slowdown": 0.1}})",
      "d.json", error);
  ASSERT_TRUE(some) << error;
  EXPECT_EQ(some->contention.computeSlowdown, 0.2);
  EXPECT_EQ(some->contention.communicationSlowdown, 0.1);
  EXPECT_FALSE(DeviceSpec::parse(
      head + R"(, "contention": {"compute_slowdown": -0.2,
                "communication_slowdown": 0}})",
      "d.json", error));
  EXPECT_NE(error.find("d.json: field 'contention.compute_slowdown': expected "
                       "a slowdown fraction in [0, 10]"),
            std::string::npos)
      << error;
  EXPECT_FALSE(DeviceSpec::parse(
      head + R"(, "contention": {"compute_slowdown": 0.2}})", "d.json", error));
  EXPECT_NE(error.find("field 'contention.communication_slowdown': missing"),
            std::string::npos)
      << error;
}

TEST(DeviceSpec, EveryShippedDescriptionLoads) {
  // runtime/devices/*.json: each parses and is named after its file.
  std::filesystem::path dir =
      std::filesystem::path(DeviceSpec::defaultPath()).parent_path();
  std::map<std::string, DeviceSpec> devices;
  for (const auto &entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".json")
      continue;
    std::string error;
    std::optional<DeviceSpec> device = DeviceSpec::load(entry.path(), error);
    ASSERT_TRUE(device) << error;
    EXPECT_EQ(device->name, entry.path().stem().string());
    devices.emplace(device->name, *device);
  }
  ASSERT_TRUE(devices.count("h100-sxm-nvlink"));
  ASSERT_TRUE(devices.count("h200-sxm-nvlink"));
  ASSERT_TRUE(devices.count("a100-sxm4-80gb-dgx"));
  // The A100's bf16 GEMMs run at about a third of the H100's speed (within
  // 5%: 108 SMs quantize waves differently from 132), the H200's
  // memory-bound kernels faster than the H100's.
  CostModel h100(devices.at("h100-sxm-nvlink"));
  CostModel a100(devices.at("a100-sxm4-80gb-dgx"));
  CostModel h200(devices.at("h200-sxm-nvlink"));
  double big = h100.gemmUs(8192, 8192, 8192, 1, "bf16");
  EXPECT_NEAR(a100.gemmUs(8192, 8192, 8192, 1, "bf16") / big, 989.0 / 312.0,
              0.05 * 989.0 / 312.0);
  EXPECT_LT(h200.kernelUs(0, 1e9, KernelRate::Vector, "bf16"),
            h100.kernelUs(0, 1e9, KernelRate::Vector, "bf16"));
  // No NVLink SHARP on the A100's NVSwitch: the ring's bandwidth.
  EXPECT_EQ(devices.at("a100-sxm4-80gb-dgx")
                .linkFor("tensor")
                .busBandwidthFor(true, 8),
            200.0);
}

TEST(DeviceSpec, ErrorsNameTheField) {
  std::string error;
  EXPECT_FALSE(DeviceSpec::parse("{", "d.json", error));
  EXPECT_NE(error.find("d.json: not valid JSON"), std::string::npos) << error;
  EXPECT_FALSE(DeviceSpec::parse("[]", "d.json", error));
  EXPECT_NE(error.find("must be a JSON object"), std::string::npos) << error;
  EXPECT_FALSE(DeviceSpec::parse(R"({"gemm_peak_tflops": {"bf16": 1}})",
                                 "d.json", error));
  EXPECT_NE(error.find("field 'name'"), std::string::npos) << error;
  EXPECT_FALSE(DeviceSpec::parse(
      R"({"name": "x", "gemm_peak_tflops": {"bf16": -1}})", "d.json", error));
  EXPECT_NE(error.find("field 'gemm_peak_tflops.bf16': expected a rate from "
                       "0.001 to 1e+06"),
            std::string::npos)
      << error;
  EXPECT_FALSE(DeviceSpec::parse(
      R"({"name": "x", "gemm_peak_tflops": {"bf16": 1},
          "hbm_bandwidth_gbps": 1, "launch_latency_us": 1,
          "links": {"tensor": {"bus_bandwidth_gbps": 0, "latency_us": 1}}})",
      "d.json", error));
  EXPECT_NE(error.find("links.tensor.bus_bandwidth_gbps"), std::string::npos)
      << error;
  EXPECT_FALSE(DeviceSpec::load("/nonexistent/device.json", error));
  EXPECT_NE(error.find("cannot open"), std::string::npos) << error;
}

// Rates and fixed costs have bounds that keep every derived time finite: a
// denormal rate made the sim's step take "inf ms", a 1e300 one printed a
// 300-digit time that overran the report's columns.
TEST(DeviceSpec, RatesAndFixedCostsStayWhereTimesAreFinite) {
  auto parse = [](const std::string &field, const std::string &value,
                  std::string &error) {
    std::map<std::string, std::string> fields = {
        {"peak", "1"},    {"vector", "1"},    {"hbm", "1"},
        {"host", "1"},    {"launch", "0"},    {"bus", "1"},
        {"latency", "0"}, {"all_reduce", "2"}};
    fields.at(field) = value;
    return DeviceSpec::parse(
        R"({"name": "x", "gemm_peak_tflops": {"bf16": )" + fields["peak"] +
            R"(}, "vector_tflops": )" + fields["vector"] +
            R"(, "hbm_bandwidth_gbps": )" + fields["hbm"] +
            R"(, "host_bandwidth_gbps": )" + fields["host"] +
            R"(, "launch_latency_us": )" + fields["launch"] +
            R"(, "links": {"tensor": {"bus_bandwidth_gbps": )" + fields["bus"] +
            R"(, "latency_us": )" + fields["latency"] +
            R"(, "all_reduce_bus_bandwidth_gbps": )" + fields["all_reduce"] +
            "}}}",
        "d.json", error);
  };
  std::string error;
  ASSERT_TRUE(parse("peak", "1", error)) << error;
  const std::pair<const char *, const char *> rates[] = {
      {"peak", "gemm_peak_tflops.bf16"},
      {"vector", "vector_tflops"},
      {"hbm", "hbm_bandwidth_gbps"},
      {"host", "host_bandwidth_gbps"},
      {"bus", "links.tensor.bus_bandwidth_gbps"},
      {"all_reduce", "links.tensor.all_reduce_bus_bandwidth_gbps"}};
  for (auto [key, field] : rates) {
    EXPECT_TRUE(parse(key, "0.001", error)) << field << ": " << error;
    EXPECT_TRUE(parse(key, "1e6", error)) << field << ": " << error;
    for (const char *bad : {"5e-324", "0.00099", "1.01e6", "1e300", "0"}) {
      EXPECT_FALSE(parse(key, bad, error)) << field << " " << bad;
      EXPECT_NE(error.find(std::string("d.json: field '") + field +
                           "': expected a rate from 0.001 to 1e+06"),
                std::string::npos)
          << error;
    }
  }
  const std::pair<const char *, const char *> fixedCosts[] = {
      {"launch", "launch_latency_us"}, {"latency", "links.tensor.latency_us"}};
  for (auto [key, field] : fixedCosts) {
    EXPECT_TRUE(parse(key, "1e6", error)) << field << ": " << error;
    for (const char *bad : {"-1", "1.01e6", "1e308"}) {
      EXPECT_FALSE(parse(key, bad, error)) << field << " " << bad;
      EXPECT_NE(error.find(std::string("d.json: field '") + field +
                           "': expected a number of microseconds from 0 to "
                           "1e+06"),
                std::string::npos)
          << error;
    }
  }
}

// Contention for schedulers: work progresses at 1 / (1 + slowdown) inside
// the union of the other class's busy intervals, at full rate outside.
TEST(CostModel, EndUnderContentionStretchesOnlyTheOverlap) {
  const double slow = 0.25; // 1.25x inside busy time.
  // Nothing busy, or busy only in the past: full rate.
  EXPECT_DOUBLE_EQ(CostModel::endUnderContention(10, 20, slow, {}), 30);
  EXPECT_DOUBLE_EQ(CostModel::endUnderContention(10, 20, slow, {{0, 10}}), 30);
  // Wholly inside: 20 us of work takes 25.
  EXPECT_DOUBLE_EQ(CostModel::endUnderContention(0, 20, slow, {{0, 100}}), 25);
  // Busy [0, 10): 8 us of work done there, the other 12 after: ends at 22.
  EXPECT_DOUBLE_EQ(CostModel::endUnderContention(0, 20, slow, {{0, 10}}), 22);
  // Free [0, 5), busy [5, 15) (two overlapping intervals, in any order):
  // 5 + 8 us by 15, the last 7 at full rate.
  EXPECT_DOUBLE_EQ(
      CostModel::endUnderContention(0, 20, slow, {{8, 15}, {5, 10}}), 22);
  // The device's factor: the default H100's compute slowdown.
  CostModel model(DeviceSpec::h100());
  double factor = 1.0 + model.getDevice().contention.computeSlowdown;
  EXPECT_GT(factor, 1.0);
  EXPECT_DOUBLE_EQ(model.computeEnd(0, 10, {{0, 1000}}), 10 * factor);
  EXPECT_DOUBLE_EQ(model.communicationEnd(0, 10, {{0, 1000}}),
                   10 * (1.0 + model.getDevice().contention.communicationSlowdown));
}

} // namespace
