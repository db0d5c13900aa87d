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
#include <cstdio>
#include <cstdlib>
#include <map>

using namespace ovl::rt;
using json = nlohmann::ordered_json;

namespace {

/// The samples of one rate: model time over measured time, without the
/// fixed part, per timed command.
using Samples = std::map<std::string, std::vector<double>>;

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  size_t n = values.size();
  return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
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

/// Which rate bounds `c` under `model`, and the part of its time that
/// rate does not scale (launch or link latency). Empty: not fitted.
std::pair<std::string, double> classify(const Plan &plan,
                                        const Program &program,
                                        const Command &c,
                                        const CostModel &model,
                                        const CostModel &fasterGemms,
                                        double modelUs) {
  const DeviceSpec &device = model.getDevice();
  const std::string dtype = dtypeName(c.dtype);
  switch (c.kind) {
  case CommandKind::Gemm: {
    // Compute-bound when a twice faster peak makes it markedly faster.
    double fasterUs = commandDurationUs(plan, program, c, fasterGemms);
    double work = modelUs - device.launchLatencyUs;
    bool computeBound = fasterUs < modelUs - 0.3 * work;
    return {computeBound ? "gemm_peak_tflops." + dtype : "hbm_bandwidth_gbps",
            device.launchLatencyUs};
  }
  case CommandKind::Kernel: {
    KernelRate rate = commandKernelRate(c);
    // Attention runs at the GEMM peak times an efficiency: its samples are
    // kept by dtype, and divided by that peak's own fit at the end.
    if (!model.kernelIsComputeBound(c.flops, c.bytes, rate, dtype))
      return {"hbm_bandwidth_gbps", device.launchLatencyUs};
    return {rate == KernelRate::Vector ? std::string("vector_tflops")
            : rate == KernelRate::AttentionForward
                ? "attention_forward_efficiency@" + dtype
                : "attention_backward_efficiency@" + dtype,
            device.launchLatencyUs};
  }
  case CommandKind::Copy:
    if (c.hostField != HostField::None)
      return {"", 0.0};
    return {"hbm_bandwidth_gbps", device.launchLatencyUs};
  case CommandKind::Collective:
  case CommandKind::P2P: {
    std::string role = linkRole(plan, c);
    if (role.empty())
      return {"", 0.0};
    const LinkSpec &link = device.linkFor(role);
    int64_t members = 1;
    for (int axis : plan.groups[c.group].axes)
      members *= plan.mesh.axisSizes[axis];
    bool allReduce = c.kind == CommandKind::Collective &&
                     static_cast<CollectiveOp>(c.op) == CollectiveOp::AllReduce;
    bool fastAllReduce = link.busBandwidthFor(allReduce, members) !=
                         link.busBandwidthFor(false, members);
    return {"links." + role + (fastAllReduce ? ".all_reduce" : ""),
            link.latencyUs};
  }
  case CommandKind::Record:
  case CommandKind::Wait:
    break;
  }
  return {"", 0.0};
}

/// Scales one rate field of the description by `factor`.
void scaleField(json &description, const std::string &rate, double factor,
                std::vector<std::string> &changed) {
  auto scale = [&](json &object, const char *key) {
    if (!object.contains(key) || !object[key].is_number())
      return;
    double before = object[key].get<double>();
    // Six significant digits: the fit is not finer than that.
    char rounded[32];
    std::snprintf(rounded, sizeof rounded, "%.6g", before * factor);
    double after = std::strtod(rounded, nullptr);
    object[key] = after;
    char line[160];
    std::snprintf(line, sizeof line, "%s %.4g -> %.4g", key, before, after);
    changed.push_back(line);
  };
  if (rate.rfind("gemm_peak_tflops.", 0) == 0) {
    json &peaks = description["gemm_peak_tflops"];
    std::string dtype = rate.substr(rate.find('.') + 1);
    if (peaks.contains(dtype))
      scale(peaks, dtype.c_str());
    return;
  }
  if (rate.rfind("links.", 0) == 0) {
    std::string role = rate.substr(rate.find('.') + 1);
    bool allReduce = role.size() > 11 &&
                     role.compare(role.size() - 11, 11, ".all_reduce") == 0;
    if (allReduce)
      role.resize(role.size() - 11);
    json *link = description.contains("links") &&
                         description["links"].contains(role)
                     ? &description["links"][role]
                     : &description["default_link"];
    scale(*link, allReduce ? "all_reduce_bus_bandwidth_gbps"
                           : "bus_bandwidth_gbps");
    return;
  }
  scale(description, rate.c_str());
  // An efficiency is a fraction of the peak.
  if (rate.find("efficiency") != std::string::npos &&
      description[rate].get<double>() > 1.0)
    description[rate] = 1.0;
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
  CostModel model(*device);
  DeviceSpec faster = *device;
  for (auto &[name, peak] : faster.gemmPeakTflops)
    peak *= 2.0;
  CostModel fasterGemms(faster);

  Samples samples;
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
      double modelUs = commandDurationUs(plan, program, c, model);
      auto [rate, fixedUs] =
          classify(plan, program, c, model, fasterGemms, modelUs);
      double measuredUs = timing.endUs - timing.startUs;
      if (rate.empty() || modelUs <= fixedUs || measuredUs <= fixedUs)
        continue;
      samples[rate].push_back((modelUs - fixedUs) / (measuredUs - fixedUs));
    }
  }
  if (samples.empty())
    throw RunError("the run timed no command that ran alone on its GPU "
                   "to calibrate from (a plan of declared durations only, or "
                   "one that always overlaps? calibrate a plan compiled "
                   "without the overlap pipeline)");

  json description = json::parse(baseJson);
  description["name"] = device->name + "-calibrated";
  description["description"] =
      "Calibrated by ovl-run --calibrate from " + plan.path + " on the " +
      result.backend + " backend, from " + device->name +
      " (docs/cost-model.md, \"Calibration\").";
  // Attention efficiencies relative to their dtype's fitted peak.
  Samples fits;
  for (auto &[rate, ratios] : samples) {
    size_t at = rate.find('@');
    if (at == std::string::npos) {
      fits[rate] = ratios;
      continue;
    }
    auto peak = samples.find("gemm_peak_tflops." + rate.substr(at + 1));
    double peakFactor = peak == samples.end() ? 1.0 : median(peak->second);
    for (double ratio : ratios)
      fits[rate.substr(0, at)].push_back(ratio / peakFactor);
  }
  Calibration calibration;
  for (const char *rate :
       {"vector_tflops", "hbm_bandwidth_gbps", "attention_forward_efficiency",
        "attention_backward_efficiency"})
    if (!fits.count(rate))
      calibration.summary.push_back(std::string(rate) +
                                    ": no command bound by it; kept");
  for (const auto &[rate, ratios] : fits) {
    double factor = median(ratios);
    std::vector<std::string> changed;
    scaleField(description, rate, factor, changed);
    char line[200];
    std::snprintf(line, sizeof line, "%s: %zu commands, model/measured %.4g",
                  rate.c_str(), ratios.size(), factor);
    std::string text = line;
    for (const std::string &change : changed)
      text += "; " + change;
    calibration.summary.push_back(text);
  }
  calibration.json = description.dump(2) + "\n";
  // What is written must load.
  if (!DeviceSpec::parse(calibration.json, "the calibrated description",
                         error))
    throw RunError(error);
  return calibration;
}
