//===- AttentionWaves.h - Fused attention as waves of blocks ----*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// A fused attention kernel's time from its grid, for a device description
// that describes the kernels it runs (docs/cost-model.md, "Attention as
// waves of blocks"). A (batch, head) row has ceil(S / R) blocks of R rows;
// a causal block walks the tiles its mask leaves (a block of queries i + 1
// key tiles, a block of keys n - j query tiles), a full one all n. Blocks
// go out in grid order, at most k on an SM, each to the SM with the
// fewest. On an SM holding m blocks, each moves through its tiles at one
// per max(L, m tau): alone, a block waits on latency (L per tile);
// together, blocks share the SM's throughput (tau per tile). Each block
// also costs F at the latency's pace. A direction is one or more kernels,
// one after the other (the backward's query and key-value programs).
//
// A kernel of keys follows the cuda backend's key-value program with
// fewer key-value groups than heads: a block row per (batch, group), each
// block walking its tiles once for every head of the group.
//
// What it leaves out: the sweeps it was fitted on are causal, with one
// key-value group per head. A full (non-causal) attention is priced with
// the same constants, every block walking every tile, and grouped
// key-values by the grid above: neither is validated.
//
// Fitted from a sweep of the kernel's shapes on one GPU
// (bench/attention_wave_model.py, from ovl-attention-sweep's table), the
// model prices 97 of 100 forward shapes and 99 of 100 backward ones
// within +-15% on an H200 (bench/results/attention-wave-model.md).
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_ATTENTIONWAVES_H
#define OVL_RUNTIME_ATTENTIONWAVES_H

#include <cstdint>
#include <string>
#include <vector>

namespace ovl::rt {

/// One device description entry: the kernels of one direction of fused
/// attention at one element type and head size, and their constants.
struct AttentionWaves {
  /// Which tiles a block walks under a causal mask.
  enum class Walk { Queries, Keys };
  struct Kernel {
    int rows = 64;       // R: the rows a block owns.
    int blocksPerSM = 1; // k: the blocks an SM holds at once.
    Walk walk = Walk::Queries;
  };
  std::string dtype; // "bf16", "f32"
  int headDim = 0;
  bool backward = false;
  std::vector<Kernel> kernels;
  double blockUs = 0.0;       // F
  double tileLatencyUs = 0.0; // L, positive
  double tileUs = 0.0;        // tau

  /// The most blocks a kernel is simulated block by block; past it, its
  /// time is the steady state of full SMs (every SM holding k blocks, the
  /// last wave's tail left out: under 1 / waves of the time).
  static constexpr int64_t kMaxSimulatedBlocks = int64_t(1) << 18;

  /// The direction's time in microseconds on `numSMs` SMs for
  /// `batchHeads` (batch x heads) rows of `seq` tokens, `headsPerGroup`
  /// heads sharing each key-value group (1: a group per head).
  double us(int numSMs, int64_t batchHeads, int64_t seq, bool causal,
            int64_t headsPerGroup = 1) const;
};

} // namespace ovl::rt

#endif // OVL_RUNTIME_ATTENTIONWAVES_H
