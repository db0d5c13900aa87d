//===- PipelineOrders.cpp - Per-stage job orders of pipeline schedules ----===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Dialect/Ovl/Transforms/PipelineOrders.h"

#include "llvm/ADT/StringSwitch.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::ovl;

std::optional<PipelineSchedule>
mlir::ovl::parsePipelineSchedule(llvm::StringRef name) {
  return llvm::StringSwitch<std::optional<PipelineSchedule>>(name)
      .Case("gpipe", PipelineSchedule::GPipe)
      .Case("1f1b", PipelineSchedule::OneFOneB)
      .Case("interleaved", PipelineSchedule::Interleaved)
      .Case("zb-h1", PipelineSchedule::ZeroBubbleH1)
      .Case("zb-h2", PipelineSchedule::ZeroBubbleH2)
      .Default(std::nullopt);
}

bool mlir::ovl::splitsBackward(PipelineSchedule schedule) {
  return schedule == PipelineSchedule::ZeroBubbleH1 ||
         schedule == PipelineSchedule::ZeroBubbleH2;
}

std::string mlir::ovl::checkScheduleShape(PipelineSchedule schedule,
                                          int64_t stages, int64_t microbatches,
                                          int64_t chunks) {
  if (schedule == PipelineSchedule::Interleaved) {
    if (chunks < 2)
      return "needs stage functions with several model chunks (ovl-gen gpt "
             "--num-layers-per-virtual-pipeline-stage)";
    if (microbatches % stages != 0)
      return "needs the micro-batches (" + std::to_string(microbatches) +
             ") to be a multiple of the stages (" + std::to_string(stages) +
             "), as in Megatron-LM";
    return "";
  }
  if (chunks > 1 && schedule != PipelineSchedule::GPipe)
    return "needs one model chunk per stage, and this pipeline has " +
           std::to_string(chunks) + "; use 'interleaved' or 'gpipe'";
  return "";
}

namespace {
/// Appends jobs to an order; W jobs are either placed by the schedule
/// (`deferWeights`) or follow their B at once.
class OrderBuilder {
public:
  OrderBuilder(bool split, bool deferWeights)
      : split(split), deferWeights(deferWeights) {}

  void forward(int64_t mb, int64_t chunk = 0) {
    order.push_back({JobKind::forward, mb, chunk});
  }
  void backward(int64_t mb, int64_t chunk = 0) {
    if (!split) {
      order.push_back({JobKind::backward, mb, chunk});
      return;
    }
    order.push_back({JobKind::backward_input, mb, chunk});
    if (!deferWeights)
      order.push_back({JobKind::backward_weight, mb, chunk});
  }
  void weight(int64_t mb) {
    order.push_back({JobKind::backward_weight, mb});
    nextWeight = std::max(nextWeight, mb + 1);
  }
  /// Runs W(j) for every j up to `last` not run yet.
  void weightsThrough(int64_t last) {
    while (nextWeight <= last)
      weight(nextWeight);
  }

  SmallVector<JobSlot> order;

private:
  bool split, deferWeights;
  int64_t nextWeight = 0;
};
} // namespace

/// Megatron-LM's interleaved 1F1B (forward_backward_pipelining_with_
/// interleaving, micro-batch groups of p): virtual micro-batch k of m * v.
static SmallVector<JobSlot> getInterleavedOrder(OrderBuilder &b, int64_t p,
                                                int64_t s, int64_t m,
                                                int64_t v) {
  int64_t total = m * v;
  auto microbatchOf = [&](int64_t k) { return k / (p * v) * p + k % p; };
  auto chunkOf = [&](int64_t k, bool forward) {
    int64_t chunk = k % (p * v) / p;
    return forward ? chunk : v - 1 - chunk;
  };
  int64_t warmup = m == p ? total
                          : std::min(2 * (p - s - 1) + (v - 1) * p, total);
  for (int64_t k = 0; k < warmup; ++k)
    b.forward(microbatchOf(k), chunkOf(k, true));
  for (int64_t i = 0; i + warmup < total; ++i) {
    b.forward(microbatchOf(warmup + i), chunkOf(warmup + i, true));
    b.backward(microbatchOf(i), chunkOf(i, false));
  }
  for (int64_t k = total - warmup; k < total; ++k)
    b.backward(microbatchOf(k), chunkOf(k, false));
  return b.order;
}

SmallVector<JobSlot> mlir::ovl::getStageOrder(PipelineSchedule schedule,
                                              int64_t p, int64_t s, int64_t m,
                                              int64_t v, bool split,
                                              int64_t extraWarmup) {
  bool zeroBubble = splitsBackward(schedule);
  OrderBuilder b(split, zeroBubble);
  if (schedule == PipelineSchedule::Interleaved)
    return getInterleavedOrder(b, p, s, m, v);
  if (schedule == PipelineSchedule::GPipe) {
    for (int64_t mb = 0; mb < m; ++mb)
      for (int64_t chunk = 0; chunk < v; ++chunk)
        b.forward(mb, chunk);
    for (int64_t mb = 0; mb < m; ++mb)
      for (int64_t chunk = v; chunk-- > 0;)
        b.backward(mb, chunk);
    return b.order;
  }
  // W(j) follows B(j + lag) in the zero-bubble schedules.
  int64_t warmup = std::min(p - s - 1 + extraWarmup, m), lag = s;
  if (schedule == PipelineSchedule::ZeroBubbleH2) {
    // 2(p - s) - 1 forwards before the first B: the steady pairs start
    // with the last of them.
    warmup = std::min(2 * (p - s) - 2, m);
    lag = 2 * s;
  }
  auto backward = [&](int64_t mb) {
    b.backward(mb);
    if (zeroBubble)
      b.weightsThrough(mb - lag);
  };
  for (int64_t mb = 0; mb < warmup; ++mb)
    b.forward(mb);
  for (int64_t i = 0; i + warmup < m; ++i) {
    b.forward(warmup + i);
    backward(i);
  }
  for (int64_t mb = std::max<int64_t>(m - warmup, 0); mb < m; ++mb)
    backward(mb);
  if (zeroBubble)
    b.weightsThrough(m - 1);
  return b.order;
}
