//===- Report.h - Traces, reports and timelines of a run --------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Computed from a RunResult the same way for every backend.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_REPORT_H
#define OVL_RUNTIME_REPORT_H

#include "ovl/runtime/Backend.h"

#include <array>
#include <ostream>
#include <string>
#include <vector>

namespace ovl::rt {

struct Report {
  std::string backend;
  std::vector<std::string> notes; // RunResult::notes.
  int ranks = 0;
  int steps = 0;
  /// Step span (first command start to last command end over all ranks).
  double stepUs = 0.0, minStepUs = 0.0, maxStepUs = 0.0;
  /// Per rank and step, means over ranks.
  double computeBusyUs = 0.0;      // gemm + kernel
  double gemmBusyUs = 0.0;
  double communicationBusyUs = 0.0; // collective + p2p
  double copyBusyUs = 0.0;
  /// Communication time not overlapped by the same rank's compute: mean over
  /// ranks, and the worst rank.
  double exposedCommunicationUs = 0.0;
  double maxExposedCommunicationUs = 0.0;
  /// The same per group of mesh axes that communication runs over, in the
  /// plan's group order ("tp", "dp", "dp,tp", "pp"), each with the group's
  /// busy time: per rank and step, means over all ranks. A group's exposed
  /// time is its own communication not under the rank's compute, so two
  /// groups exposed at the same moment both count it: the groups' exposed
  /// times may add up to more than exposedCommunicationUs, never less.
  struct GroupCommunication {
    std::string group; // Group::text.
    double busyUs = 0.0;
    double exposedUs = 0.0;
  };
  std::vector<GroupCommunication> communicationPerGroup;
  /// Busy time per stream role, mean over the ranks that have the stream.
  std::array<double, kNumStreamRoles> busyPerRoleUs{};
  std::array<bool, kNumStreamRoles> hasRole{};
  /// Planned memory per rank (transient + persistent arenas), the largest.
  uint64_t peakBytes = 0, peakTransientBytes = 0, peakPersistentBytes = 0;

  /// Per pipeline stage, means over its ranks and the steps: the span
  /// (first command start to last command end on the stage), the compute
  /// busy time, the idle time (span - busy) and the planned activation
  /// memory (the transient arena: activations, gradients, scratch).
  struct Stage {
    int stage = 0;
    double spanUs = 0.0, busyUs = 0.0, idleUs = 0.0;
    uint64_t activationBytes = 0;
  };
  std::vector<Stage> stages;
  /// The zero-bubble paper's bubble rate (Qi et al., ICLR 2024):
  /// (cost - busy) / cost, cost being the longest stage span and busy that
  /// stage's compute time. Only with a pipeline of several stages.
  bool hasBubbleRate = false;
  double bubbleRate = 0.0;
};

Report computeReport(const Plan &plan, const RunResult &result);
void printReport(const Report &report, std::ostream &os);

/// Chrome-trace JSON (Perfetto opens it): a process per rank, a thread per
/// stream, a slice per command, and events as flow arrows from each record to
/// its waits.
void writeChromeTrace(const Plan &plan, const RunResult &result,
                      std::ostream &os);

/// The backend and command times of a trace writeChromeTrace wrote for a
/// run of `plan` (steps count from 0 again; no losses, dump or notes).
/// Throws RunError, naming the file and the event, when it is not such a
/// trace or names a command the plan does not have at that line.
RunResult readChromeTrace(const Plan &plan, const std::string &path);
/// The same from the trace's text, named `name` in errors.
RunResult parseChromeTrace(const Plan &plan, const std::string &text,
                           const std::string &name);

/// An SVG picture of the last step: a lane per stream of every rank.
void writeTimelineSvg(const Plan &plan, const RunResult &result,
                      std::ostream &os);

/// A short name for a command, for traces and timelines.
std::string commandName(const Plan &plan, const Program &program,
                        const Command &command);

} // namespace ovl::rt

#endif // OVL_RUNTIME_REPORT_H
