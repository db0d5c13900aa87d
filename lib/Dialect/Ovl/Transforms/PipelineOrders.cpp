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
      .Case("zb-h1", PipelineSchedule::ZeroBubbleH1)
      .Case("zb-h2", PipelineSchedule::ZeroBubbleH2)
      .Default(std::nullopt);
}

bool mlir::ovl::splitsBackward(PipelineSchedule schedule) {
  return schedule == PipelineSchedule::ZeroBubbleH1 ||
         schedule == PipelineSchedule::ZeroBubbleH2;
}

namespace {
/// Appends jobs to an order; W jobs are either placed by the schedule
/// (`deferWeights`) or follow their B at once.
class OrderBuilder {
public:
  OrderBuilder(bool split, bool deferWeights)
      : split(split), deferWeights(deferWeights) {}

  void forward(int64_t mb) { order.push_back({JobKind::forward, mb}); }
  void backward(int64_t mb) {
    if (!split) {
      order.push_back({JobKind::backward, mb});
      return;
    }
    order.push_back({JobKind::backward_input, mb});
    if (!deferWeights)
      weight(mb);
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

SmallVector<JobSlot> mlir::ovl::getStageOrder(PipelineSchedule schedule,
                                              int64_t p, int64_t s, int64_t m,
                                              bool split) {
  bool zeroBubble = splitsBackward(schedule);
  OrderBuilder b(split, zeroBubble);
  if (schedule == PipelineSchedule::GPipe) {
    for (int64_t mb = 0; mb < m; ++mb)
      b.forward(mb);
    for (int64_t mb = 0; mb < m; ++mb)
      b.backward(mb);
    return b.order;
  }
  // W(j) follows B(j + lag) in the zero-bubble schedules.
  int64_t warmup = std::min(p - s - 1, m), lag = s;
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
