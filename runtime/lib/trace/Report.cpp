//===- Report.cpp - Step time, busy time and exposed communication --------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/Report.h"

#include <algorithm>
#include <cassert>
#include <cstdio>
#include <limits>

using namespace ovl::rt;

namespace {
using Interval = std::pair<double, double>;

/// Sorts and merges overlapping intervals.
std::vector<Interval> merge(std::vector<Interval> intervals) {
  std::sort(intervals.begin(), intervals.end());
  std::vector<Interval> merged;
  for (const Interval &i : intervals) {
    if (i.second <= i.first)
      continue;
    if (!merged.empty() && i.first <= merged.back().second)
      merged.back().second = std::max(merged.back().second, i.second);
    else
      merged.push_back(i);
  }
  return merged;
}

/// Measure of `a` minus `b` (both merged).
double uncovered(const std::vector<Interval> &a, const std::vector<Interval> &b) {
  double total = 0.0;
  size_t j = 0;
  for (const Interval &i : a) {
    double start = i.first;
    while (j < b.size() && b[j].second <= start)
      ++j;
    size_t k = j;
    while (start < i.second) {
      if (k >= b.size() || b[k].first >= i.second) {
        total += i.second - start;
        break;
      }
      if (b[k].first > start)
        total += b[k].first - start;
      start = std::max(start, b[k].second);
      ++k;
    }
  }
  return total;
}
} // namespace

/// The stage with the longest span: the pipeline's cost.
static const Report::Stage &costStage(const Report &report) {
  const Report::Stage *longest = &report.stages.front();
  for (const Report::Stage &stage : report.stages)
    if (stage.spanUs > longest->spanUs)
      longest = &stage;
  return *longest;
}

/// Per-stage span, busy and idle time, and the pipeline's bubble rate.
static void
computeStageReport(const Plan &plan, const RunResult &result,
                   const std::vector<std::vector<Interval>> &computeMerged,
                   Report &report) {
  int steps = std::max(result.steps, 1);
  size_t numPrograms = plan.programs.size();
  // Per rank and step: the span of its commands.
  std::vector<std::vector<double>> first(
      report.ranks, std::vector<double>(steps, std::numeric_limits<double>::max()));
  std::vector<std::vector<double>> last(
      report.ranks,
      std::vector<double>(steps, std::numeric_limits<double>::lowest()));
  for (const StreamTrace &trace : result.traces) {
    const Stream &stream = plan.programOf(trace.rank).streams[trace.stream];
    for (const CommandTiming &t : trace.timings) {
      // Waiting on an event is not work: a stage starts with its first
      // command that does something.
      if (categoryOf(stream.commands[t.command].kind) == CommandCategory::Sync)
        continue;
      first[trace.rank][t.step] = std::min(first[trace.rank][t.step], t.startUs);
      last[trace.rank][t.step] = std::max(last[trace.rank][t.step], t.endUs);
    }
  }
  std::vector<double> span(numPrograms, 0.0), busy(numPrograms, 0.0);
  std::vector<int> ranksOf(numPrograms, 0);
  for (int rank = 0; rank < report.ranks; ++rank) {
    int program = plan.programIndexOf(rank);
    ++ranksOf[program];
    for (int step = 0; step < steps; ++step)
      if (last[rank][step] > first[rank][step])
        span[program] += last[rank][step] - first[rank][step];
    for (const Interval &i : computeMerged[rank])
      busy[program] += i.second - i.first;
  }
  for (size_t p = 0; p < numPrograms; ++p) {
    Report::Stage stage;
    stage.stage = plan.programs[p].stage;
    double runs = double(std::max(ranksOf[p], 1)) * steps;
    stage.spanUs = span[p] / runs;
    stage.busyUs = busy[p] / runs;
    stage.idleUs = std::max(stage.spanUs - stage.busyUs, 0.0);
    stage.activationBytes = plan.programs[p].transientBytes;
    report.stages.push_back(stage);
  }
  if (plan.pipelineAxis >= 0 && numPrograms > 1) {
    const Report::Stage &longest = costStage(report);
    report.hasBubbleRate = longest.spanUs > 0.0;
    if (report.hasBubbleRate)
      report.bubbleRate = std::clamp(
          (longest.spanUs - longest.busyUs) / longest.spanUs, 0.0, 1.0);
  }
}

Report ovl::rt::computeReport(const Plan &plan, const RunResult &result) {
  Report report;
  report.backend = result.backend;
  report.notes = result.notes;
  report.ranks = plan.mesh.numRanks();
  report.steps = result.steps;
  int steps = std::max(result.steps, 1);

  std::vector<double> stepStart(steps, std::numeric_limits<double>::max());
  std::vector<double> stepEnd(steps, std::numeric_limits<double>::lowest());
  std::vector<std::vector<Interval>> compute(report.ranks), comm(report.ranks);
  // Per rank, per group of Plan::groups: its communication.
  std::vector<std::vector<std::vector<Interval>>> commPerGroup(
      report.ranks, std::vector<std::vector<Interval>>(plan.groups.size()));
  std::vector<double> groupBusy(plan.groups.size(), 0.0);
  std::vector<bool> groupCommunicates(plan.groups.size(), false);
  std::array<double, kNumStreamRoles> roleTotal{};
  std::array<int, kNumStreamRoles> roleStreams{};
  double computeTotal = 0, gemmTotal = 0, commTotal = 0, copyTotal = 0;
  for (const StreamTrace &trace : result.traces) {
    const Program &program = plan.programOf(trace.rank);
    const Stream &stream = program.streams[trace.stream];
    int role = static_cast<int>(stream.role);
    ++roleStreams[role];
    for (const CommandTiming &t : trace.timings) {
      const Command &c = stream.commands[t.command];
      double duration = t.endUs - t.startUs;
      stepStart[t.step] = std::min(stepStart[t.step], t.startUs);
      stepEnd[t.step] = std::max(stepEnd[t.step], t.endUs);
      switch (categoryOf(c.kind)) {
      case CommandCategory::Compute:
        computeTotal += duration;
        if (c.kind == CommandKind::Gemm)
          gemmTotal += duration;
        compute[trace.rank].push_back({t.startUs, t.endUs});
        roleTotal[role] += duration;
        break;
      case CommandCategory::Communication:
        commTotal += duration;
        comm[trace.rank].push_back({t.startUs, t.endUs});
        // The parser gives every collective and p2p command its group; a
        // plan built otherwise without one counts in the total only.
        assert(c.group >= 0 && size_t(c.group) < plan.groups.size());
        if (c.group >= 0 && size_t(c.group) < plan.groups.size()) {
          commPerGroup[trace.rank][c.group].push_back({t.startUs, t.endUs});
          groupBusy[c.group] += duration;
          groupCommunicates[c.group] = true;
        }
        roleTotal[role] += duration;
        break;
      case CommandCategory::Copy:
        copyTotal += duration;
        roleTotal[role] += duration;
        break;
      case CommandCategory::Sync:
        break;
      }
    }
  }
  double perRankStep = 1.0 / (double(report.ranks) * steps);
  report.computeBusyUs = computeTotal * perRankStep;
  report.gemmBusyUs = gemmTotal * perRankStep;
  report.communicationBusyUs = commTotal * perRankStep;
  report.copyBusyUs = copyTotal * perRankStep;
  for (int r = 0; r < kNumStreamRoles; ++r) {
    report.hasRole[r] = roleStreams[r] > 0;
    if (roleStreams[r] > 0)
      report.busyPerRoleUs[r] = roleTotal[r] / (double(roleStreams[r]) * steps);
  }
  std::vector<std::vector<Interval>> computeMerged(report.ranks);
  for (int r = 0; r < report.ranks; ++r)
    computeMerged[r] = merge(std::move(compute[r]));
  double exposedTotal = 0.0;
  for (int r = 0; r < report.ranks; ++r) {
    double exposed = uncovered(merge(comm[r]), computeMerged[r]) / steps;
    exposedTotal += exposed;
    report.maxExposedCommunicationUs =
        std::max(report.maxExposedCommunicationUs, exposed);
  }
  report.exposedCommunicationUs = exposedTotal / report.ranks;
  for (size_t g = 0; g < plan.groups.size(); ++g) {
    if (!groupCommunicates[g])
      continue;
    Report::GroupCommunication group;
    group.group = plan.groups[g].text;
    group.busyUs = groupBusy[g] * perRankStep;
    double exposed = 0.0;
    for (int r = 0; r < report.ranks; ++r)
      exposed +=
          uncovered(merge(std::move(commPerGroup[r][g])), computeMerged[r]);
    group.exposedUs = exposed * perRankStep;
    report.communicationPerGroup.push_back(std::move(group));
  }
  double sum = 0.0;
  report.minStepUs = std::numeric_limits<double>::max();
  int measured = 0;
  for (int s = 0; s < steps; ++s) {
    if (stepEnd[s] < stepStart[s])
      continue;
    double span = stepEnd[s] - stepStart[s];
    sum += span;
    report.minStepUs = std::min(report.minStepUs, span);
    report.maxStepUs = std::max(report.maxStepUs, span);
    ++measured;
  }
  report.stepUs = measured ? sum / measured : 0.0;
  if (!measured)
    report.minStepUs = 0.0;
  computeStageReport(plan, result, computeMerged, report);
  for (const Program &program : plan.programs) {
    uint64_t total = program.transientBytes + program.persistentBytes;
    if (total > report.peakBytes) {
      report.peakBytes = total;
      report.peakTransientBytes = program.transientBytes;
      report.peakPersistentBytes = program.persistentBytes;
    }
  }
  return report;
}

static std::string ms(double us) {
  char buffer[64]; // Wide enough for any time a device description allows.
  std::snprintf(buffer, sizeof buffer, "%.3f ms", us / 1000.0);
  return buffer;
}

static std::string mib(uint64_t bytes) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.2f MiB", bytes / 1048576.0);
  return buffer;
}

static std::string percent(double part, double whole) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f%%",
                whole > 0 ? 100.0 * part / whole : 0.0);
  return buffer;
}

void ovl::rt::printReport(const Report &r, std::ostream &os) {
  os << "report (" << r.backend << " backend, " << r.ranks << " ranks, "
     << r.steps << (r.steps == 1 ? " step" : " steps") << ")\n";
  for (const std::string &note : r.notes)
    os << "  note: " << note << "\n";
  os << "  step time              " << ms(r.stepUs);
  if (r.steps > 1)
    os << " (min " << ms(r.minStepUs) << ", max " << ms(r.maxStepUs) << ")";
  os << "\n";
  os << "  compute busy           " << ms(r.computeBusyUs)
     << " per rank (GEMM " << ms(r.gemmBusyUs) << ", "
     << percent(r.gemmBusyUs, r.computeBusyUs) << " of compute, "
     << percent(r.gemmBusyUs, r.stepUs) << " of the step)\n";
  os << "  communication busy     " << ms(r.communicationBusyUs)
     << " per rank\n";
  if (r.copyBusyUs > 0)
    os << "  copy busy              " << ms(r.copyBusyUs) << " per rank\n";
  os << "  exposed communication  " << ms(r.exposedCommunicationUs)
     << " per rank (" << percent(r.exposedCommunicationUs, r.stepUs)
     << " of the step; worst rank " << ms(r.maxExposedCommunicationUs)
     << ")\n";
  for (const Report::GroupCommunication &g : r.communicationPerGroup) {
    std::string name = "    over " + g.group;
    name.resize(std::max<size_t>(name.size() + 1, 25), ' ');
    os << name << ms(g.exposedUs) << " exposed of " << ms(g.busyUs)
       << " busy per rank\n";
  }
  os << "  busy per stream       ";
  for (int role = 0; role < kNumStreamRoles; ++role)
    if (r.hasRole[role])
      os << " " << streamRoleName(static_cast<StreamRole>(role)) << " "
         << ms(r.busyPerRoleUs[role]);
  os << "\n";
  os << "  peak memory            " << mib(r.peakBytes)
     << " per rank (transient " << mib(r.peakTransientBytes)
     << " + persistent " << mib(r.peakPersistentBytes) << ")\n";
  if (r.stages.size() > 1)
    for (const Report::Stage &stage : r.stages)
      os << "  stage " << stage.stage << "                busy "
         << ms(stage.busyUs) << ", idle " << ms(stage.idleUs) << " (span "
         << ms(stage.spanUs) << "), activation memory "
         << mib(stage.activationBytes) << "\n";
  if (r.hasBubbleRate) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.4f", r.bubbleRate);
    const Report::Stage &longest = costStage(r);
    os << "  bubble rate " << buffer << " (cost: stage " << longest.stage
       << "'s span " << ms(longest.spanUs) << ", busy " << ms(longest.busyUs)
       << ")\n";
  }
}
