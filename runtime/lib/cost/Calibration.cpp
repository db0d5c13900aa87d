//===- Calibration.cpp - Device descriptions from measured runs -----------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/Calibration.h"
#include "ovl/runtime/CommandCost.h"
#include "ovl/runtime/CommandSchema.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <optional>
#include <set>

using namespace ovl::rt;
using json = nlohmann::ordered_json;

namespace {

/// One timed command: the part of its model time its rate scales (`work`,
/// at the base description's rate), its measured time and the part of that
/// another rate accounts for (`other`: a split-K GEMM's partial sums at
/// the HBM rate), microseconds.
struct Sample {
  double work, measured, other;
};

/// The commands bound by one rate (`gemm_peak_tflops.bf16`, ...).
using RateSamples = std::map<std::string, std::vector<Sample>>;

/// A fixed cost shared by rates: `launch_latency_us` for kernels, GEMMs and
/// copies, `links.<role>.latency_us` for the latency of a link.
struct FixedCostGroup {
  double base = 0.0;
  RateSamples rates;
};

/// The least-squares fit of measured = fixed + slope[rate] * work over a
/// group: one fixed cost, a slope per rate (the base rate over the fitted
/// one). With `fixed` at its optimum, the fitted times of the group's
/// commands add up to the measured ones: the step time, a sum of command
/// times, is what the simulator is asked for.
struct GroupFit {
  double fixed = 0.0;
  bool fixedFitted = false;
  std::map<std::string, double> slopes; // Rates that could be fitted.
};

GroupFit fitGroup(const FixedCostGroup &group) {
  struct Sums {
    double n = 0, x = 0, y = 0, xx = 0, xy = 0;
  };
  std::map<std::string, Sums> sums;
  for (const auto &[rate, samples] : group.rates) {
    Sums &s = sums[rate];
    for (const Sample &sample : samples) {
      double y = sample.measured - sample.other;
      s.n += 1;
      s.x += sample.work;
      s.y += y;
      s.xx += sample.work * sample.work;
      s.xy += sample.work * y;
    }
  }
  GroupFit fit;
  // A rate whose commands do not take longer with more work (a fixed cost
  // dominates them) has no slope to fit: its slope is held at 0, so its
  // commands count towards the fixed cost alone, and the fit is redone.
  std::set<std::string> flat;
  for (;;) {
    // Minimising over the slopes first, slope_r = (xy_r - F x_r) / xx_r,
    // leaves one equation for the fixed cost F.
    double numerator = 0.0, denominator = 0.0, count = 0.0;
    for (const auto &[rate, s] : sums) {
      bool held = flat.count(rate);
      numerator += held ? s.y : s.y - s.x * s.xy / s.xx;
      denominator += held ? s.n : s.n - s.x * s.x / s.xx;
      count += s.n;
    }
    // Without spread in the work of each rate's commands the fixed cost
    // cannot be told from the rate: keep the base's.
    fit.fixedFitted = denominator > 1e-9 * count;
    fit.fixed = fit.fixedFitted ? std::max(0.0, numerator / denominator)
                                : group.base;
    fit.slopes.clear();
    bool held = false;
    for (const auto &[rate, s] : sums) {
      if (flat.count(rate))
        continue;
      double slope = (s.xy - fit.fixed * s.x) / s.xx;
      // Rounding leaves a slope of 1e-17 where the work explains nothing.
      if (slope * s.x > 1e-6 * s.y)
        fit.slopes[rate] = slope;
      else
        held = flat.insert(rate).second;
    }
    if (!held)
      return fit;
  }
}

/// The roles of a group's axes, or "" unless they all run over one link.
std::string linkRole(const Plan &plan, const Command &c) {
  if (c.group < 0)
    return "";
  std::string role;
  for (int axis : plan.groups[c.group].axes) {
    const std::string &r = plan.mesh.axisRoles[axis];
    if (!role.empty() && r != role)
      return "";
    role = r;
  }
  return role;
}

/// The base description, and copies of it without one of the two limits
/// of a kernel: with them the model's time of a command splits into the
/// part its compute rate scales and the part the memory bandwidth does.
struct BaseModels {
  explicit BaseModels(const DeviceSpec &device)
      : base(device), computeOnly(withoutMemory(device)),
        memoryOnly(withoutCompute(device)) {}
  CostModel base, computeOnly, memoryOnly;

private:
  static DeviceSpec withoutMemory(DeviceSpec d) {
    d.hbmBandwidthGBps *= 1e9;
    return d;
  }
  static DeviceSpec withoutCompute(DeviceSpec d) {
    for (auto &[name, peak] : d.gemmPeakTflops)
      peak *= 1e9;
    d.vectorTflops *= 1e9;
    return d;
  }
};

/// What the fit knows of one timed command: the rates that may bound it,
/// the part of the base model's time each one scales, and the fixed part
/// no rate scales (launch or link latency). `rates[1]` is empty for a
/// command with one rate. A split-K GEMM's compute side also moves its
/// partial sums through memory: `partialsWork`, scaled by the HBM rate.
struct TimedCommand {
  const Program *program = nullptr;
  const Command *command = nullptr;
  std::string kind; // "gemm", the kernel's op, the collective's, "copy".
  std::string rates[2];
  double work[2] = {0.0, 0.0};
  double partialsWork = 0.0;
  double fixedUs = 0.0;
  double measuredUs = 0.0;
};

/// Splits a GEMM's time under `model`, whose rates are the base's over
/// `peakSlope` and `hbmSlope`, into work at the base's rates. The model
/// picks the tile shape and split-K at its own rates, as the device would.
void splitGemmTime(TimedCommand &t, const CostModel &model, double peakSlope,
                   double hbmSlope) {
  using namespace gemm;
  const Program &program = *t.program;
  const Command &c = *t.command;
  CostModel::GemmParts parts = model.gemmParts(
      program.intArg(c, M), program.intArg(c, N), program.intArg(c, K),
      program.intArg(c, Batch), dtypeName(c.dtype));
  t.work[0] = parts.computeUs / peakSlope;
  t.partialsWork = parts.partialsUs / hbmSlope;
  t.work[1] = parts.memoryUs / hbmSlope;
}

/// Describes `c` for the fit; nothing when it is not fitted (host copies,
/// groups over several link roles, the unfused attention path, commands
/// without work).
std::optional<TimedCommand> describe(const Plan &plan, const Program &program,
                                     const Command &c,
                                     const BaseModels &models) {
  const DeviceSpec &device = models.base.getDevice();
  const std::string dtype = dtypeName(c.dtype);
  TimedCommand t;
  t.program = &program;
  t.command = &c;
  switch (c.kind) {
  case CommandKind::Gemm:
    t.kind = "gemm";
    break;
  case CommandKind::Kernel:
    t.kind = kernelOpName(static_cast<KernelOp>(c.op));
    break;
  case CommandKind::Collective:
    t.kind = collectiveOpName(static_cast<CollectiveOp>(c.op));
    break;
  case CommandKind::P2P:
    t.kind = static_cast<P2POp>(c.op) == P2POp::Send ? "send" : "recv";
    break;
  default:
    t.kind = "copy";
  }
  auto splitKernelTime = [&](std::string computeRate) {
    t.fixedUs = device.launchLatencyUs;
    t.rates[0] = std::move(computeRate);
    t.work[0] =
        commandDurationUs(plan, program, c, models.computeOnly) - t.fixedUs;
    t.rates[1] = "hbm_bandwidth_gbps";
    t.work[1] =
        commandDurationUs(plan, program, c, models.memoryOnly) - t.fixedUs;
  };
  switch (c.kind) {
  case CommandKind::Gemm:
    t.fixedUs = device.launchLatencyUs;
    t.rates[0] = "gemm_peak_tflops." + dtype;
    t.rates[1] = "hbm_bandwidth_gbps";
    splitGemmTime(t, models.base, 1.0, 1.0);
    break;
  case CommandKind::Kernel: {
    auto op = static_cast<KernelOp>(c.op);
    bool attention = op == KernelOp::Attention || op == KernelOp::AttentionGrad;
    if (attention && program.intArg(c, kernel::attention::Unfused))
      return std::nullopt;
    // Attention the description prices by waves (attention_waves) follows
    // none of the rates fitted here: its entry stays as it is.
    if (attention && c.tensorCore &&
        device.attentionWavesFor(dtype,
                                 program.intArg(c, kernel::attention::Dim),
                                 op == KernelOp::AttentionGrad))
      return std::nullopt;
    // Attention runs at the GEMM peak times an efficiency: its commands
    // are kept by dtype, and divided by that peak's own fit at the end.
    KernelRate rate = commandKernelRate(c);
    splitKernelTime(rate == KernelRate::Vector ? std::string("vector_tflops")
                    : rate == KernelRate::AttentionForward
                        ? "attention_forward_efficiency@" + dtype
                        : "attention_backward_efficiency@" + dtype);
    break;
  }
  case CommandKind::Copy:
    if (c.hostField != HostField::None)
      return std::nullopt;
    t.fixedUs = device.launchLatencyUs;
    t.rates[0] = "hbm_bandwidth_gbps";
    t.work[0] = commandDurationUs(plan, program, c, models.base) - t.fixedUs;
    break;
  case CommandKind::Collective:
  case CommandKind::P2P: {
    std::string role = linkRole(plan, c);
    if (role.empty())
      return std::nullopt;
    const LinkSpec &link = device.linkFor(role);
    int64_t members = 1;
    for (int axis : plan.groups[c.group].axes)
      members *= plan.mesh.axisSizes[axis];
    bool allReduce = c.kind == CommandKind::Collective &&
                     static_cast<CollectiveOp>(c.op) == CollectiveOp::AllReduce;
    bool fastAllReduce = link.busBandwidthFor(allReduce, members) !=
                         link.busBandwidthFor(false, members);
    t.fixedUs = link.latencyUs;
    t.rates[0] = "links." + role + (fastAllReduce ? ".all_reduce" : "");
    t.work[0] = commandDurationUs(plan, program, c, models.base) - t.fixedUs;
    break;
  }
  case CommandKind::Record:
  case CommandKind::Wait:
    return std::nullopt;
  }
  if (t.work[0] <= 0 && t.work[1] <= 0)
    return std::nullopt;
  return t;
}

/// The role of a link rate or fixed cost ("links.tensor.all_reduce",
/// "links.tensor.latency_us": "tensor"), and its suffix.
std::pair<std::string, std::string> linkField(const std::string &name) {
  std::string rest = name.substr(6);
  size_t dot = rest.find('.');
  if (dot == std::string::npos)
    return {rest, ""};
  return {rest.substr(0, dot), rest.substr(dot + 1)};
}

/// The fixed cost `rate`'s commands share: "launch_latency_us", or the
/// latency of its link, "links.<role>.latency_us".
std::string fixedCostOf(const std::string &rate) {
  if (rate.rfind("links.", 0) != 0)
    return "launch_latency_us";
  return "links." + linkField(rate).first + ".latency_us";
}

/// Sets one field of the description, named as the fit names its rates
/// and fixed costs, to `value(before)`; notes the change.
void updateField(json &description, const std::string &name,
                 const std::function<double(double)> &value,
                 std::vector<std::string> &changed) {
  json *object = &description;
  std::string key = name;
  if (name.rfind("gemm_peak_tflops.", 0) == 0) {
    object = &description["gemm_peak_tflops"];
    key = name.substr(name.find('.') + 1);
  } else if (name.rfind("links.", 0) == 0) {
    auto [role, suffix] = linkField(name);
    object = description.contains("links") &&
                     description["links"].contains(role)
                 ? &description["links"][role]
                 : &description["default_link"];
    key = suffix == "latency_us"   ? "latency_us"
          : suffix == "all_reduce" ? "all_reduce_bus_bandwidth_gbps"
                                   : "bus_bandwidth_gbps";
  }
  if (!object->contains(key) || !(*object)[key].is_number())
    return;
  double before = (*object)[key].get<double>();
  // Six significant digits: the fit is not finer than that.
  char rounded[32];
  std::snprintf(rounded, sizeof rounded, "%.6g", value(before));
  double after = std::strtod(rounded, nullptr);
  // An efficiency is a fraction of the peak. A rate or a fixed cost past
  // the range a description allows (DeviceSpec::kMinRate and the others)
  // comes from times no device runs at: refused, not written as a
  // description that does not load.
  bool fixedCost = key.find("latency_us") != std::string::npos;
  if (key.find("efficiency") != std::string::npos) {
    after = std::min(after, 1.0);
  } else if (double low = fixedCost ? 0.0 : DeviceSpec::kMinRate,
             high =
                 fixedCost ? DeviceSpec::kMaxFixedCostUs : DeviceSpec::kMaxRate;
             !(after >= low && after <= high)) {
    char message[256];
    std::snprintf(message, sizeof message,
                  "calibration: the fit puts %s at %.4g, outside the range a "
                  "device description allows (%g to %g); the trace's times "
                  "are no device's",
                  name.c_str(), after, low, high);
    throw RunError(message);
  }
  (*object)[key] = after;
  char line[160];
  std::snprintf(line, sizeof line, "%s %.4g -> %.4g", key.c_str(), before,
                after);
  changed.push_back(line);
}

/// Whether each timing of the last step ran alone on its rank: no command
/// of another stream of the rank overlapped it (contention would bias the
/// rates). Indexed like `result.traces` and their timings.
std::vector<std::vector<bool>> ranAlone(const Plan &plan,
                                        const RunResult &result) {
  // Events and waits occupy no SM: they are not company.
  auto isWork = [&](const StreamTrace &trace, const CommandTiming &t) {
    CommandKind kind = plan.programOf(trace.rank)
                           .streams[trace.stream]
                           .commands[t.command]
                           .kind;
    return kind != CommandKind::Record && kind != CommandKind::Wait;
  };
  int last = result.steps - 1;
  // Per rank and stream: starts in order, with the running maximum of ends.
  struct Lane {
    std::vector<double> starts, maxEnds;
  };
  std::map<int, std::map<int, Lane>> lanes;
  for (const StreamTrace &trace : result.traces) {
    std::vector<std::pair<double, double>> spans;
    for (const CommandTiming &t : trace.timings)
      if (t.step == last && t.endUs > t.startUs && isWork(trace, t))
        spans.push_back({t.startUs, t.endUs});
    std::sort(spans.begin(), spans.end());
    Lane &lane = lanes[trace.rank][trace.stream];
    double maxEnd = 0.0;
    for (auto [start, end] : spans) {
      maxEnd = std::max(maxEnd, end);
      lane.starts.push_back(start);
      lane.maxEnds.push_back(maxEnd);
    }
  }
  std::vector<std::vector<bool>> alone;
  for (const StreamTrace &trace : result.traces) {
    std::vector<bool> flags;
    for (const CommandTiming &t : trace.timings) {
      bool overlapped = false;
      for (const auto &[stream, lane] : lanes[trace.rank]) {
        if (stream == trace.stream)
          continue;
        // The other stream's commands that started before this one ended:
        // does any of them end after it started?
        size_t n = std::lower_bound(lane.starts.begin(), lane.starts.end(),
                                    t.endUs) -
                   lane.starts.begin();
        if (n > 0 && lane.maxEnds[n - 1] > t.startUs)
          overlapped = true;
      }
      flags.push_back(!overlapped);
    }
    alone.push_back(std::move(flags));
  }
  return alone;
}

} // namespace

Calibration ovl::rt::calibrate(const Plan &plan, const RunResult &result,
                               const std::string &baseJson,
                               const std::string &baseName) {
  std::string error;
  std::optional<DeviceSpec> device =
      DeviceSpec::parse(baseJson, baseName, error);
  if (!device)
    throw RunError(error);
  BaseModels models(*device);

  std::vector<TimedCommand> timed;
  std::vector<std::vector<bool>> alone = ranAlone(plan, result);
  for (size_t s = 0; s < result.traces.size(); ++s) {
    const StreamTrace &trace = result.traces[s];
    const Program &program = plan.programOf(trace.rank);
    const std::vector<Command> &commands =
        program.streams[trace.stream].commands;
    for (size_t i = 0; i < trace.timings.size(); ++i) {
      const CommandTiming &timing = trace.timings[i];
      // The last step only (steps count from 0): the first warms caches,
      // libraries and links. And commands that ran alone on their GPU.
      if (timing.step != result.steps - 1 || !alone[s][i])
        continue;
      const Command &c = commands[timing.command];
      if (c.fixedUs >= 0)
        continue;
      std::optional<TimedCommand> t = describe(plan, program, c, models);
      if (!t || timing.endUs <= timing.startUs)
        continue;
      t->measuredUs = timing.endUs - timing.startUs;
      timed.push_back(std::move(*t));
    }
  }
  if (timed.empty())
    throw RunError("the run timed no command that ran alone on its GPU "
                   "to calibrate from (a plan of declared durations only, or "
                   "one that always overlaps? calibrate a plan compiled "
                   "without the overlap pipeline)");

  // Each command is bound by the slower of its rates on the device being
  // fitted: first the base description's, then the fit's, until no command
  // changes sides and the rates settle (a GEMM memory-bound at the base's
  // peak may be compute-bound at the measured one).
  std::map<std::string, double> slopes; // 1: the base rate.
  std::function<double(const std::string &)> slopeOf =
      [&](const std::string &rate) {
        auto it = slopes.find(rate);
        if (it != slopes.end())
          return it->second;
        // An attention efficiency not fitted keeps its value, a fraction of
        // its dtype's peak, fitted or not.
        size_t at = rate.find('@');
        return at == std::string::npos
                   ? 1.0
                   : slopeOf("gemm_peak_tflops." + rate.substr(at + 1));
      };
  std::vector<int> side(timed.size(), -1);
  std::map<std::string, GroupFit> fits;
  // A side's time at the current slopes, without the fixed part.
  auto sideUs = [&](const TimedCommand &t, int s) {
    double us = t.work[s] * slopeOf(t.rates[s]);
    return s == 0 ? us + t.partialsWork * slopeOf("hbm_bandwidth_gbps") : us;
  };
  constexpr int kMaxRounds = 50;
  bool settled = false;
  for (int round = 0; !settled && round < kMaxRounds; ++round) {
    // Split-K partial sums move at the HBM rate of the last round: the
    // rounds go on until that rate, too, stops moving.
    double hbmSlope = slopeOf("hbm_bandwidth_gbps");
    // The GEMMs' tile shapes and split-K as the device being fitted picks
    // them: they turn on its rates.
    if (round > 0) {
      DeviceSpec fitted = *device;
      for (auto &[dtype, peak] : fitted.gemmPeakTflops)
        peak /= slopeOf("gemm_peak_tflops." + dtype);
      fitted.hbmBandwidthGBps /= hbmSlope;
      CostModel model(fitted);
      for (TimedCommand &t : timed)
        if (t.command->kind == CommandKind::Gemm)
          splitGemmTime(t, model, slopeOf(t.rates[0]), hbmSlope);
    }
    bool changed = false;
    for (size_t i = 0; i < timed.size(); ++i) {
      const TimedCommand &t = timed[i];
      int bound = !t.rates[1].empty() && sideUs(t, 1) > sideUs(t, 0) ? 1 : 0;
      changed |= bound != side[i];
      side[i] = bound;
    }
    std::map<std::string, FixedCostGroup> groups;
    for (size_t i = 0; i < timed.size(); ++i) {
      const TimedCommand &t = timed[i];
      const std::string &rate = t.rates[side[i]];
      FixedCostGroup &group = groups[fixedCostOf(rate)];
      group.base = t.fixedUs;
      double partialsUs = side[i] == 0 ? t.partialsWork * hbmSlope : 0.0;
      group.rates[rate].push_back({t.work[side[i]], t.measuredUs, partialsUs});
    }
    fits.clear();
    std::map<std::string, double> previous = std::move(slopes);
    slopes.clear();
    for (const auto &[name, group] : groups) {
      GroupFit &fit = fits[name] = fitGroup(group);
      for (const auto &[rate, slope] : fit.slopes)
        slopes[rate] = slope;
    }
    settled = !changed && previous.size() == slopes.size();
    for (const auto &[rate, slope] : slopes) {
      auto before = previous.find(rate);
      settled = settled && before != previous.end() &&
                std::abs(before->second - slope) <= 1e-9 * slope;
    }
  }

  json description = json::parse(baseJson);
  description["name"] = device->name + "-calibrated";
  description["description"] =
      "Calibrated by ovl-run --calibrate from " + plan.path + " on the " +
      result.backend + " backend, from " + device->name +
      " (docs/cost-model.md, \"Calibration\").";
  Calibration calibration;
  if (!settled)
    calibration.summary.push_back(
        "the fit did not settle in " + std::to_string(kMaxRounds) +
        " rounds (commands keep changing sides, or the rates moving); the "
        "last round's is written");
  // Each command's fitted time, summed per rate, per fixed cost and per
  // kind of command (one rate cannot price kernels of different efficiency
  // alike: the kinds show where it falls short).
  struct Totals {
    size_t commands = 0;
    double measuredUs = 0.0, fittedUs = 0.0;
  };
  std::map<std::string, Totals> perRate, perFixedCost, perKind;
  for (size_t i = 0; i < timed.size(); ++i) {
    const TimedCommand &t = timed[i];
    const std::string &rate = t.rates[side[i]];
    std::string fixedCost = fixedCostOf(rate);
    const GroupFit &fit = fits[fixedCost];
    auto slope = fit.slopes.find(rate);
    double fittedUs =
        fit.fixed +
        (slope == fit.slopes.end() ? 0.0 : slope->second * t.work[side[i]]) +
        (side[i] == 0 ? t.partialsWork * slopeOf("hbm_bandwidth_gbps") : 0.0);
    for (Totals *totals :
         {&perRate[rate], &perFixedCost[fixedCost], &perKind[t.kind]}) {
      ++totals->commands;
      totals->measuredUs += t.measuredUs;
      totals->fittedUs += fittedUs;
    }
  }
  for (const auto &[name, fit] : fits) {
    std::vector<std::string> changed;
    char line[200];
    if (fit.fixedFitted) {
      // A lambda cannot capture a structured binding before C++20.
      double fixed = fit.fixed;
      updateField(description, name, [fixed](double) { return fixed; },
                  changed);
      std::snprintf(line, sizeof line, "%s: fixed cost of %zu commands",
                    name.c_str(), perFixedCost[name].commands);
    } else {
      std::snprintf(line, sizeof line,
                    "%s: %zu commands, too alike in size to tell it from "
                    "the rates; kept",
                    name.c_str(), perFixedCost[name].commands);
    }
    std::string text = line;
    for (const std::string &change : changed)
      text += "; " + change;
    calibration.summary.push_back(text);
  }
  // Per rate: the base rate over the fitted one (model/measured of the
  // work), or held at the base's.
  struct RateFit {
    Totals totals;
    double factor = 1.0;
    bool held = false;
  };
  std::map<std::string, RateFit> rates;
  for (const auto &[rate, totals] : perRate) {
    const GroupFit &fit = fits[fixedCostOf(rate)];
    auto slope = fit.slopes.find(rate);
    RateFit &r = rates[rate];
    r.totals = totals;
    r.held = slope == fit.slopes.end();
    r.factor = r.held ? 1.0 : 1.0 / slope->second;
  }
  // Attention runs at the GEMM peak times an efficiency: its commands are
  // fitted by dtype, and the efficiency is relative to that dtype's
  // fitted peak.
  std::map<std::string, RateFit> fields;
  for (auto &[rate, r] : rates) {
    size_t at = rate.find('@');
    if (at == std::string::npos) {
      fields[rate] = r;
      continue;
    }
    auto peak = rates.find("gemm_peak_tflops." + rate.substr(at + 1));
    double peakFactor =
        peak == rates.end() || peak->second.held ? 1.0 : peak->second.factor;
    RateFit &field = fields[rate.substr(0, at)];
    // Several dtypes' attention: their commands' total decides.
    double weight = field.totals.commands + r.totals.commands;
    field.factor = (field.factor * field.totals.commands +
                    r.factor / peakFactor * r.totals.commands) /
                   weight;
    field.totals.commands += r.totals.commands;
    field.totals.measuredUs += r.totals.measuredUs;
    field.totals.fittedUs += r.totals.fittedUs;
    field.held = field.held || r.held;
  }
  for (const char *rate :
       {"vector_tflops", "hbm_bandwidth_gbps", "attention_forward_efficiency",
        "attention_backward_efficiency"})
    if (!fields.count(rate))
      calibration.summary.push_back(std::string(rate) +
                                    ": no command bound by it; kept");
  for (const auto &[rate, r] : fields) {
    char line[240];
    if (r.held) {
      std::snprintf(line, sizeof line,
                    "%s: %zu commands, their time does not grow with their "
                    "work (the fixed cost dominates); kept",
                    rate.c_str(), r.totals.commands);
      calibration.summary.push_back(line);
      continue;
    }
    std::vector<std::string> changed;
    double factor = r.factor;
    updateField(description, rate,
                [&](double before) { return before * factor; }, changed);
    std::snprintf(line, sizeof line,
                  "%s: %zu commands, %.4g ms measured, %.4g ms fitted, "
                  "model/measured %.4g",
                  rate.c_str(), r.totals.commands,
                  r.totals.measuredUs / 1000.0, r.totals.fittedUs / 1000.0,
                  factor);
    std::string text = line;
    for (const std::string &change : changed)
      text += "; " + change;
    calibration.summary.push_back(text);
  }
  // The kinds of command, the largest measured time first.
  std::vector<std::pair<std::string, Totals>> byKind(perKind.begin(),
                                                     perKind.end());
  std::stable_sort(byKind.begin(), byKind.end(), [](auto &a, auto &b) {
    return a.second.measuredUs > b.second.measuredUs;
  });
  for (const auto &[kind, totals] : byKind) {
    char line[200];
    std::snprintf(line, sizeof line,
                  "by command: %s: %zu commands, %.4g ms measured, %.4g ms "
                  "fitted",
                  kind.c_str(), totals.commands, totals.measuredUs / 1000.0,
                  totals.fittedUs / 1000.0);
    calibration.summary.push_back(line);
  }
  calibration.json = description.dump(2) + "\n";
  // What is written must load.
  if (!DeviceSpec::parse(calibration.json, "the calibrated description",
                         error))
    throw RunError(error);
  return calibration;
}
