//===- LearningRate.h - Megatron-LM's learning-rate schedule ----*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The learning rate of an optimizer update at a run's step, as Megatron-LM's
// OptimizerParamScheduler.get_lr computes it (megatron/core/
// optimizer_param_scheduler.py): a linear warmup from 0 over the first
// `warmupIters` iterations, then constant, or a linear or cosine decay to
// `minLr` reached at `decayIters`, constant after. The scheduler has taken
// `step` steps when the step's update runs: the first update (step 0) of a
// run with warmup uses a rate of 0, as Megatron's.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_LEARNINGRATE_H
#define OVL_RUNTIME_LEARNINGRATE_H

#include <cmath>
#include <cstdint>

namespace ovl::rt {

/// --lr-decay-style, as the plan's `lr_style` integer.
enum class LrDecayStyle : int64_t { Constant = 0, Linear = 1, Cosine = 2 };

struct LrSchedule {
  double maxLr = 0.0, minLr = 0.0;
  LrDecayStyle style = LrDecayStyle::Constant;
  int64_t warmupIters = 0, decayIters = 0;
};

/// The rate at a run's step `step` (0-based).
inline double scheduledLr(const LrSchedule &s, int64_t step) {
  if (s.warmupIters > 0 && step <= s.warmupIters)
    return s.maxLr * double(step) / double(s.warmupIters);
  if (s.style == LrDecayStyle::Constant)
    return s.maxLr;
  if (step > s.decayIters)
    return s.minLr;
  double ratio = double(step - s.warmupIters) /
                 double(s.decayIters - s.warmupIters);
  double coefficient = s.style == LrDecayStyle::Linear
                           ? 1.0 - ratio
                           : 0.5 * (std::cos(M_PI * ratio) + 1.0);
  return s.minLr + coefficient * (s.maxLr - s.minLr);
}

} // namespace ovl::rt

#endif // OVL_RUNTIME_LEARNINGRATE_H
