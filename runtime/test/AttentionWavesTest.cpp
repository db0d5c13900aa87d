//===- AttentionWavesTest.cpp - Fused attention as waves of blocks --------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The wave model (ovl/runtime/AttentionWaves.h) against hand-computed
// grids and against bench/attention_wave_model.py, which fitted it; its
// device description entries and their errors; and CostModel's use of it.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/CostModel.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

using namespace ovl::rt;

namespace {

AttentionWaves forward(int rows, int perSM, double block, double latency,
                       double tile) {
  AttentionWaves w;
  w.dtype = "bf16";
  w.headDim = 64;
  w.kernels = {{rows, perSM, AttentionWaves::Walk::Queries}};
  w.blockUs = block;
  w.tileLatencyUs = latency;
  w.tileUs = tile;
  return w;
}

FusedAttentionShape attentionShape(int64_t batch, int64_t heads, int64_t seq,
                                   bool backward = false) {
  FusedAttentionShape shape;
  shape.batch = batch;
  shape.heads = heads;
  shape.seq = seq;
  shape.dim = 64;
  shape.backward = backward;
  return shape;
}

TEST(AttentionWaves, OneRowIsItsLongestBlocksWalk) {
  // Each block has an SM of its own: the last walks every key tile.
  AttentionWaves w = forward(64, 3, 18.0, 30.0, 10.0);
  EXPECT_DOUBLE_EQ(w.us(132, 1, 64, true), 18.0 + 1 * 30.0);
  EXPECT_DOUBLE_EQ(w.us(132, 1, 100, true), 18.0 + 2 * 30.0);
  EXPECT_DOUBLE_EQ(w.us(132, 1, 2048, true), 18.0 + 32 * 30.0);
  // Without the mask every block walks them all; so does the last block of
  // keys under it, walking its own tile to the last.
  EXPECT_DOUBLE_EQ(w.us(132, 1, 2048, false), 18.0 + 32 * 30.0);
  w.kernels[0].walk = AttentionWaves::Walk::Keys;
  EXPECT_DOUBLE_EQ(w.us(132, 1, 2048, true), 18.0 + 32 * 30.0);
}

const std::string kHead =
    R"({"name": "x", "gemm_peak_tflops": {"bf16": 1000}, "hbm_bandwidth_gbps": 3000,
        "launch_latency_us": 3, "sm_count": 132, "links": {"tensor":
        {"bus_bandwidth_gbps": 1, "latency_us": 0}})";
const std::string kEntry =
    R"({"dtype": "bf16", "head_dim": 64, "direction": "forward",
        "kernels": [{"rows": 64, "blocks_per_sm": 3, "walk": "queries"}],
        "block_us": 18.127, "tile_latency_us": 31.737, "tile_us": 14.022})";

std::optional<DeviceSpec> withWaves(const std::string &waves,
                                    std::string &error) {
  return DeviceSpec::parse(kHead + R"(, "attention_waves": )" + waves + "}",
                           "d.json", error);
}

TEST(AttentionWaves, KeyValueGroupsRunABlockRowEachOverTheirHeads) {
  // One batch of 4 heads, seq 64 (one tile): the queries kernel runs a
  // block per head (F + L on 4 SMs); the keys kernel with 2 heads a group
  // runs a block per group, each walking its tile for both heads.
  AttentionWaves w = forward(64, 1, 5.0, 10.0, 1.0);
  EXPECT_DOUBLE_EQ(w.us(132, 4, 64, true, 2), 5.0 + 10.0);
  w.kernels[0].walk = AttentionWaves::Walk::Keys;
  EXPECT_DOUBLE_EQ(w.us(132, 4, 64, true, 1), 5.0 + 10.0);
  EXPECT_DOUBLE_EQ(w.us(132, 4, 64, true, 2), 5.0 + 2 * 10.0);
  // All 4 heads in one group on one SM's slot: one block, 4 walks.
  EXPECT_DOUBLE_EQ(w.us(132, 4, 64, true, 4), 5.0 + 4 * 10.0);
  // Through CostModel: a shape with groups takes the same time.
  std::string error;
  std::optional<DeviceSpec> d = withWaves(
      R"([{"dtype": "bf16", "head_dim": 64, "direction": "backward",
           "kernels": [{"rows": 64, "blocks_per_sm": 1, "walk": "keys"}],
           "block_us": 5, "tile_latency_us": 10, "tile_us": 1}])",
      error);
  ASSERT_TRUE(d) << error;
  CostModel model(*d);
  FusedAttentionShape shape = attentionShape(1, 4, 64, /*backward=*/true);
  EXPECT_DOUBLE_EQ(model.fusedAttentionUs(shape, 1, 1, "bf16"), 15.0);
  shape.groups = 2;
  EXPECT_DOUBLE_EQ(model.fusedAttentionUs(shape, 1, 1, "bf16"), 25.0);
  shape.groups = 4;
  EXPECT_DOUBLE_EQ(model.fusedAttentionUs(shape, 1, 1, "bf16"), 15.0);
}

TEST(AttentionWaves, BlocksOnOneSMShareItsThroughput) {
  // One SM holding 2 blocks of one tile each: alone a tile takes L = 10,
  // two together 2 tau = 16 each, so both end at 16 (no F).
  AttentionWaves w = forward(64, 2, 0.0, 10.0, 8.0);
  EXPECT_DOUBLE_EQ(w.us(1, 2, 64, true), 16.0);
  // Below the latency floor sharing costs nothing: 2 tau = 6 < L = 10.
  w.tileUs = 3.0;
  EXPECT_DOUBLE_EQ(w.us(1, 2, 64, true), 10.0);
  // k = 1: the second block waits for the first.
  w.kernels[0].blocksPerSM = 1;
  EXPECT_DOUBLE_EQ(w.us(1, 2, 64, true), 20.0);
  // Two causal rows of 2 blocks (walks 1, 2, 1, 2) on one SM of 2 slots:
  // a block left alone speeds up to the latency floor.
  w.kernels[0].blocksPerSM = 2;
  w.tileUs = 8.0;
  // Blocks 0 (1 tile) and 1 (2 tiles) start together at 16 a tile: block 0
  // ends at 16; block 2 (1 tile) joins block 1 (1 tile left): both end at
  // 32; block 3 (2 tiles) then runs alone at L = 10 a tile: 52.
  EXPECT_DOUBLE_EQ(w.us(1, 2, 128, true), 52.0);
}

TEST(AttentionWaves, AgreesWithTheScriptThatFittedIt) {
  // bench/attention_wave_model.py's wave_model with the constants of the
  // H200 record's bf16, head size 64 entries, to its printed precision.
  AttentionWaves w = forward(64, 3, 18.127, 31.737, 14.022);
  EXPECT_NEAR(w.us(132, 16, 2048, true), 1515.213543, 1e-5);
  EXPECT_NEAR(w.us(132, 64, 512, true), 463.563543, 1e-5);
  EXPECT_NEAR(w.us(132, 256, 128, true), 163.922085, 1e-5);
  EXPECT_NEAR(w.us(132, 1, 100, true), 81.601, 1e-9);
  AttentionWaves grad;
  grad.kernels = {{64, 2, AttentionWaves::Walk::Queries},
                  {64, 1, AttentionWaves::Walk::Keys}};
  grad.blockUs = 26.5;
  grad.tileLatencyUs = 29.2;
  grad.tileUs = 20.9;
  EXPECT_NEAR(grad.us(132, 64, 1024, true), 4335.974658, 1e-5);
  EXPECT_NEAR(grad.us(132, 4, 256, true), 286.6, 1e-9);
}

TEST(AttentionWaves, ManyBlocksTakeTheSteadyState) {
  // Past kMaxSimulatedBlocks the time is full SMs' steady state; just
  // below, the simulation, which it approaches within the last wave's tail.
  AttentionWaves w = forward(64, 2, 5.0, 20.0, 12.0);
  int64_t seq = 64 * 128; // 128 blocks a row.
  int64_t below = AttentionWaves::kMaxSimulatedBlocks / 128;
  double simulated = w.us(132, below, seq, true);
  double steady = w.us(132, below + 1, seq, true);
  EXPECT_GT(steady, 0.0);
  EXPECT_NEAR(steady / simulated, double(below + 1) / below, 0.02);
  // Sizes past int64_t's products and an SM count past the blocks' stay
  // finite and quick: the steady state, and only the SMs that get blocks.
  double huge = w.us(132, int64_t(1) << 40, int64_t(1) << 40, true);
  EXPECT_TRUE(std::isfinite(huge) && huge > 0) << huge;
  EXPECT_DOUBLE_EQ(w.us(std::numeric_limits<int>::max(), 1, 64, true),
                   w.us(132, 1, 64, true));
  // No rows or no tokens: nothing to do.
  EXPECT_EQ(w.us(132, 0, seq, true), 0.0);
  EXPECT_EQ(w.us(132, 4, 0, true), 0.0);
}

TEST(AttentionWaves, DescriptionEntriesAreReadAndFound) {
  std::string error;
  std::optional<DeviceSpec> d = withWaves(
      "[" + kEntry +
          R"(, {"dtype": "bf16", "head_dim": 64, "direction": "backward",
              "kernels": [{"rows": 64, "blocks_per_sm": 2, "walk": "queries"},
                          {"rows": 64, "blocks_per_sm": 1, "walk": "keys"}],
              "block_us": 26.5, "tile_latency_us": 29.2, "tile_us": 20.9}])",
      error);
  ASSERT_TRUE(d) << error;
  ASSERT_EQ(d->attentionWaves.size(), 2u);
  const AttentionWaves *back = d->attentionWavesFor("bf16", 64, true);
  ASSERT_TRUE(back);
  ASSERT_EQ(back->kernels.size(), 2u);
  EXPECT_EQ(back->kernels[1].walk, AttentionWaves::Walk::Keys);
  EXPECT_EQ(back->kernels[0].blocksPerSM, 2);
  EXPECT_DOUBLE_EQ(back->tileUs, 20.9);
  EXPECT_FALSE(d->attentionWavesFor("bf16", 128, false));
  EXPECT_FALSE(d->attentionWavesFor("f32", 64, false));
  // Without the field: none.
  std::optional<DeviceSpec> none =
      DeviceSpec::parse(kHead + "}", "d.json", error);
  ASSERT_TRUE(none) << error;
  EXPECT_TRUE(none->attentionWaves.empty());
}

TEST(AttentionWaves, BadEntriesNameTheirField) {
  auto expectError = [](const std::string &waves, const std::string &what) {
    std::string error;
    EXPECT_FALSE(withWaves(waves, error)) << waves;
    EXPECT_NE(error.find(what), std::string::npos) << error;
  };
  auto with = [](const std::string &from, const std::string &to) {
    std::string e = kEntry;
    size_t at = e.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return "[" + e.replace(at, from.size(), to) + "]";
  };
  expectError("{}", "d.json: field 'attention_waves': expected an array");
  expectError("[1]", "field 'attention_waves[0]': expected an object");
  // One field of the entry changed at a time, and the error it gets.
  const struct {
    const char *from, *to, *error;
  } cases[] = {
      {R"("dtype": "bf16")", R"("dtype": "")",
       "field 'attention_waves[0].dtype': expected a non-empty string"},
      {R"("head_dim": 64)", R"("head_dim": 0)",
       "field 'attention_waves[0].head_dim': expected a positive integer"},
      {R"("direction": "forward")", R"("direction": "up")",
       "field 'attention_waves[0].direction': expected forward or backward"},
      {R"("kernels": [{"rows": 64, "blocks_per_sm": 3, "walk": "queries"}])",
       R"("kernels": [])",
       "field 'attention_waves[0].kernels': expected 1 to 8 kernels"},
      {R"("rows": 64)", R"("rows": -1)",
       "field 'attention_waves[0].kernels[0].rows': expected a positive "
       "integer"},
      {R"("blocks_per_sm": 3)", R"("blocks_per_sm": 5000)",
       "field 'attention_waves[0].kernels[0].blocks_per_sm': expected at "
       "most 1024"},
      {R"("walk": "queries")", R"("walk": "rows")",
       "field 'attention_waves[0].kernels[0].walk': expected queries"},
      {R"("block_us": 18.127)", R"("block_us": -1)",
       "field 'attention_waves[0].block_us': expected a number of "
       "microseconds from 0 to 1e+06"},
      {R"("tile_latency_us": 31.737)", R"("tile_latency_us": 0)",
       "field 'attention_waves[0].tile_latency_us': expected at least 0.001 "
       "microseconds"},
      {R"("tile_us": 14.022)", R"("tile_us": 1e300)",
       "field 'attention_waves[0].tile_us': expected a number of "
       "microseconds"},
  };
  for (const auto &c : cases)
    expectError(with(c.from, c.to), c.error);
  std::string many = "[";
  for (int i = 0; i < 257; ++i)
    many += (i ? ", " : "") + kEntry;
  expectError(many + "]", "field 'attention_waves': expected at most 256 "
                          "entries");
  expectError("[" + kEntry + ", " + kEntry + "]",
              "field 'attention_waves[1]': a second entry for bf16, head_dim "
              "64, forward");
}

TEST(AttentionWaves, CostModelPricesFusedAttentionByWavesWhereDescribed) {
  std::string error;
  std::optional<DeviceSpec> d = withWaves("[" + kEntry + "]", error);
  ASSERT_TRUE(d) << error;
  CostModel model(*d);
  FusedAttentionShape shape = attentionShape(4, 16, 2048);
  double flops = 2.0 * 64 * 2048 * 2048 * 64, bytes = 1e6;
  double waves = d->attentionWaves[0].us(132, 64, 2048, true);
  EXPECT_DOUBLE_EQ(model.fusedAttentionUs(shape, flops, bytes, "bf16"), waves);
  // Again (memoized), and from a copy of the model.
  EXPECT_DOUBLE_EQ(model.fusedAttentionUs(shape, flops, bytes, "bf16"), waves);
  CostModel copy = model;
  EXPECT_DOUBLE_EQ(copy.fusedAttentionUs(shape, flops, bytes, "bf16"), waves);
  // batch x heads past int64_t: saturated, the steady state.
  FusedAttentionShape huge = shape;
  huge.batch = int64_t(1) << 62;
  EXPECT_TRUE(
      std::isfinite(model.fusedAttentionUs(huge, flops, bytes, "bf16")));
  // Another shape is not the memoized one.
  shape.seq = 1024;
  EXPECT_DOUBLE_EQ(model.fusedAttentionUs(shape, flops, bytes, "bf16"),
                   d->attentionWaves[0].us(132, 64, 1024, true));
  // No entry (the backward, f32, another head size): FLOPs at the
  // direction's efficiency, as before.
  shape.backward = true;
  EXPECT_DOUBLE_EQ(
      model.fusedAttentionUs(shape, flops, bytes, "bf16"),
      model.kernelUs(flops, bytes, KernelRate::AttentionBackward, "bf16"));
  shape.backward = false;
  EXPECT_DOUBLE_EQ(
      model.fusedAttentionUs(shape, flops, bytes, "f32"),
      model.kernelUs(flops, bytes, KernelRate::AttentionForward, "f32"));
  shape.dim = 128;
  EXPECT_DOUBLE_EQ(
      model.fusedAttentionUs(shape, flops, bytes, "bf16"),
      model.kernelUs(flops, bytes, KernelRate::AttentionForward, "bf16"));
}

} // namespace
