//===- GatherToRoot.h - A multi-process run's results on rank 0 -*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Under mpirun every process runs one rank. After the last step each sends
// rank 0 what it saw (the losses it logged per step, its streams' command
// timings and, for a dump, its final weights and last gradients as f32);
// rank 0 assembles the run's result from every rank's, exactly as a
// single-process run would (losses averaged in rank order, the dump from
// dp replica 0). The cpu and cuda backends share it.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_EXEC_GATHERTOROOT_H
#define OVL_RUNTIME_EXEC_GATHERTOROOT_H

#include "ovl/runtime/Backend.h"
#include "ovl/runtime/ProcessGroup.h"

#include <vector>

namespace ovl::rt {

/// The mean of every rank's losses, summed in rank order (each rank's in
/// the order it logged them), per step: byStep[step][rank][loss]. Ranks a
/// process does not run are absent from the inner list.
std::vector<double>
meanLosses(const std::vector<std::vector<std::vector<double>>> &byStep);

/// Sends this process's rank's record to rank 0: `lossesByStep[step]` holds
/// its logged losses (the one rank this process runs, as the backends keep
/// them: [step][local rank][loss]), its traces from `result`, and
/// `snapshot` (its weights and gradients; null without a dump). On rank 0
/// it fills result.traces of every rank, result.stepLoss and (with a
/// snapshot) result.dump; the other processes' results stay partial, not
/// for printing. Every process must call it.
void gatherToRoot(
    ProcessGroup &processes, const Plan &plan, int rank,
    const std::vector<std::vector<std::vector<double>>> &lossesByStep,
    const RankSnapshot *snapshot, RunResult &result);

} // namespace ovl::rt

#endif // OVL_RUNTIME_EXEC_GATHERTOROOT_H
