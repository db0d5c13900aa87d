//===- AttentionWaves.cpp - Fused attention as waves of blocks ------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/AttentionWaves.h"

#include <algorithm>
#include <functional>
#include <queue>
#include <vector>

using namespace ovl::rt;

namespace {

/// Tiles block `j` of a (batch, head) row of `n` blocks walks.
int64_t tilesWalked(AttentionWaves::Walk walk, bool causal, int64_t j,
                    int64_t n) {
  if (!causal)
    return n;
  return walk == AttentionWaves::Walk::Queries ? j + 1 : n - j;
}

/// One kernel's time: processor sharing on each SM, event by event. Work is
/// in tiles (a block's F counts as F / L tiles); an SM's `done` is the work
/// each of its blocks has done, so a block ends where `done` reaches its
/// start plus its work, and only the SM that changes is recomputed.
/// `batchHeads` block rows, each block walking its tiles `repeats` times.
double simulate(const AttentionWaves::Kernel &kernel, int numSMs,
                int64_t batchHeads, int64_t repeats, int64_t seq, bool causal,
                double fixed, double latency, double tau) {
  int64_t n = seq / kernel.rows + (seq % kernel.rows != 0);
  auto workOf = [&](int64_t b) {
    return fixed / latency +
           double(repeats) * double(tilesWalked(kernel.walk, causal, b % n, n));
  };
  // Many blocks: the steady state of full SMs, each moving k blocks a tile
  // per max(L, k tau). (Compared by division: rows x blocks may pass
  // int64_t.)
  if (n > AttentionWaves::kMaxSimulatedBlocks / batchHeads) {
    double work = double(batchHeads) * (double(n) * fixed / latency);
    // Causal walks sum to n (n + 1) / 2 tiles a row; full ones to n^2.
    work += double(batchHeads) * double(repeats) *
            (causal ? double(n) * double(n + 1) / 2 : double(n) * double(n));
    double slots = double(numSMs) * kernel.blocksPerSM;
    return work / slots * std::max(latency, kernel.blocksPerSM * tau);
  }
  int64_t blocks = batchHeads * n;
  // SMs past the blocks' count get none (a description's sm_count may be
  // large).
  numSMs = int(std::min<int64_t>(numSMs, blocks));
  using MinHeap =
      std::priority_queue<double, std::vector<double>, std::greater<double>>;
  std::vector<MinHeap> resident(numSMs);
  std::vector<double> done(numSMs, 0.0), since(numSMs, 0.0);
  std::vector<uint64_t> version(numSMs, 0);
  struct Event {
    double at;
    int sm;
    uint64_t version;
    /// Ends at the same time go lowest SM first: the next block in grid
    /// order goes there (bench/attention_wave_model.py does the same).
    bool operator>(const Event &o) const {
      return at != o.at ? at > o.at : sm > o.sm;
    }
  };
  std::priority_queue<Event, std::vector<Event>, std::greater<Event>> events;
  int64_t issued = 0;
  auto pace = [&](int sm) {
    return std::max(latency, double(resident[sm].size()) * tau);
  };
  auto advance = [&](int sm, double at) {
    if (!resident[sm].empty())
      done[sm] += (at - since[sm]) / pace(sm);
    since[sm] = at;
  };
  auto schedule = [&](int sm) {
    ++version[sm];
    if (!resident[sm].empty())
      events.push({since[sm] + (resident[sm].top() - done[sm]) * pace(sm), sm,
                   version[sm]});
  };
  auto place = [&](int sm) {
    resident[sm].push(done[sm] + workOf(issued));
    ++issued;
  };
  // The first wave, round after round over the SMs, up to k each: the SM
  // with the fewest blocks, the lowest first.
  for (int round = 0; round < kernel.blocksPerSM; ++round)
    for (int sm = 0; sm < numSMs && issued < blocks; ++sm)
      place(sm);
  for (int sm = 0; sm < numSMs; ++sm)
    schedule(sm);
  double now = 0.0;
  while (!events.empty()) {
    Event e = events.top();
    events.pop();
    if (e.version != version[e.sm])
      continue;
    now = e.at;
    advance(e.sm, e.at);
    // The block that ended (and any ending with it, within rounding).
    while (!resident[e.sm].empty() &&
           resident[e.sm].top() <= done[e.sm] + 1e-12)
      resident[e.sm].pop();
    // Every other SM is full while blocks wait: the freed slots are here.
    while (issued < blocks &&
           int64_t(resident[e.sm].size()) < kernel.blocksPerSM)
      place(e.sm);
    schedule(e.sm);
  }
  return now;
}

} // namespace

double AttentionWaves::us(int numSMs, int64_t batchHeads, int64_t seq,
                          bool causal, int64_t headsPerGroup) const {
  if (batchHeads <= 0 || seq <= 0 || numSMs <= 0)
    return 0.0;
  // A kernel of keys: a block row per (batch, group), walking each of the
  // group's heads in turn. (Rows are whole groups: rounded up.)
  int64_t perGroup = std::max<int64_t>(1, headsPerGroup);
  double total = 0.0;
  for (const Kernel &kernel : kernels) {
    bool keys = kernel.walk == Walk::Keys;
    int64_t rows = keys ? batchHeads / perGroup + (batchHeads % perGroup != 0)
                        : batchHeads;
    total += simulate(kernel, numSMs, rows, keys ? perGroup : 1, seq, causal,
                      blockUs, tileLatencyUs, tileUs);
  }
  return total;
}
