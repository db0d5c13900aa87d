//===- PipelineWitness.h - A simulated run of pipeline job orders -*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The passes that order pipeline jobs decide with a witness: a run of every
// stage's job order on a virtual clock, job times from the cost model, each
// transfer taking place once its sender produced it and each job starting
// once its stage is free and the transfers it needs arrived. The witness
// works on stage functions whose sends and receives are outside the jobs
// (as ovl-pipeline-schedule leaves them), tagged with their job.
//
// ovl-pipeline-schedule orders each stage's transfers by the witness's
// times; ovl-overlap-fwd-bwd asks it whether running two jobs together
// shortens the step, with the transfers queued as that order places them:
// one at a time on a stage's pipeline-communication stream, each a
// rendezvous of its send and its receive.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_DIALECT_OVL_TRANSFORMS_PIPELINEWITNESS_H
#define OVL_DIALECT_OVL_TRANSFORMS_PIPELINEWITNESS_H

#include "ovl/Analysis/OpCost.h"
#include "ovl/Dialect/Ovl/IR/OvlOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <vector>

namespace mlir::ovl {

/// A stage function and its jobs, in order.
struct PipelineStage {
  int64_t index;
  func::FuncOp func;
  SmallVector<JobOp> jobs;
};

/// The stages of `pipeline`, each with its jobs in program order. Fails,
/// naming `pass`, when a stage is not a function (a lowered module).
FailureOr<SmallVector<PipelineStage>> getPipelineStages(PipelineOp pipeline,
                                                        StringRef pass);

/// One transfer between two stages, as the witness saw it.
struct PipelineTransfer {
  Operation *send = nullptr, *recv = nullptr;
  int64_t from = 0, to = 0;
  /// The job of `to` that first reads it, and the job of `from` producing it
  /// (-1: none, or produced before every job).
  int64_t consumer = -1, producer = -1;
  double time = -1.0; // When the witness delivered it.
  int64_t sequence = 0;
  bool delivered() const { return time >= 0.0; }
};

class PipelineWitness {
public:
  /// `stages` are the pipeline's stages in order; their transfers run over
  /// mesh axis `axis`.
  PipelineWitness(ArrayRef<PipelineStage> stages, StringRef axis,
                  const OpCostModel &cost)
      : stages(stages), axis(axis), cost(cost) {}

  /// Matches every send with its receive (per pair of stages, direction and
  /// micro-batch, in program order) and prices every job. Errors name the
  /// unmatched op.
  LogicalResult build();

  /// Runs the job orders. Fails, naming the stuck job, when the order
  /// deadlocks (or, with queued transfers, naming the transfer that cannot
  /// be placed before the job that needs it).
  LogicalResult simulate();

  /// Makes job `job` of stage `stage` run together with the job after it:
  /// it needs what both need and takes `durationUs`; the next job then
  /// takes no time. The next simulate() uses it.
  void combineWithNext(int64_t stage, int64_t job, double durationUs);
  /// Whether job `job` of `stage` runs together with the next: marked so
  /// (isRunWithNext) or combined.
  bool runsWithNext(int64_t stage, int64_t job) const {
    return combinedUs[stage][job] >= 0;
  }
  /// Makes the run follow each stage's one pipeline-communication stream as
  /// the placed program runs it (off: each send starts when its job ends,
  /// and nothing waits for a receive). A stage's sends and receives queue in
  /// the order placeTransfers would place them after a run without this; the
  /// stream takes them one at a time, a send once the compute before its
  /// place is over; and a transfer starts when its send and its receive are
  /// both at the head of their streams: a rendezvous, as the simulator runs
  /// P2P and as NCCL documents ncclSend and ncclRecv (blocking for the GPU
  /// until matched). A receive posted early thus holds up the sends behind
  /// it. The next simulate() uses it.
  void setQueuedTransfers(bool value) { queuedTransfers = value; }

  /// Sets the time of job `job` of `stage` (after build(), which prices it
  /// as all its ops in turn) to `us`, as a caller that knows how the job
  /// will be scheduled prices it. The next simulate() uses it.
  void setJobUs(int64_t stage, int64_t job, double us) {
    jobUs[stage][job] = std::max(us, 1e-3);
  }

  ArrayRef<PipelineTransfer> getTransfers() const { return transfers; }
  /// The time of a job, in us: the cost model's time of all its ops in
  /// turn, unless setJobUs set another.
  double getJobUs(int64_t stage, int64_t job) const {
    return jobUs[stage][job];
  }
  double getJobStart(int64_t stage, int64_t job) const {
    return jobStart[stage][job];
  }
  /// When the last job of any stage ends.
  double getMakespan() const { return makespan; }
  /// The index of the job of `stage` that contains `op`, or -1.
  int64_t jobIndexOf(const PipelineStage &stage, Operation *op) const;

private:
  ArrayRef<PipelineStage> stages;
  StringRef axis;
  const OpCostModel &cost;
  std::vector<PipelineTransfer> transfers;
  /// Per stage and job: its time, overrides, its start, and the transfers
  /// it needs.
  std::vector<std::vector<double>> jobUs, jobStart;
  std::vector<std::vector<double>> combinedUs; // < 0: not combined.
  std::vector<std::vector<SmallVector<size_t, 2>>> needs;
  double makespan = 0.0;
  bool queuedTransfers = false;

  /// Runs job `job` of `stage` (with the next, when combined) on the stage
  /// free at `free`, once every transfer it needs arrived: sets its start,
  /// moves `free` to its end and returns how many jobs ran; none while a
  /// transfer has not arrived.
  std::optional<size_t> runJob(size_t stage, size_t job, double &free);
  /// The run without queued transfers.
  LogicalResult simulateUnqueued();
  /// The run with them, in the order of the run before.
  LogicalResult simulateQueued();
};

/// Where a stage's transfer goes among its jobs: `slot` k is right before
/// job k (the number of jobs: after the last).
struct PlacedTransfer {
  size_t transfer; // Index into PipelineWitness::getTransfers().
  bool isSend;
  int64_t slot;
};

/// The transfers of `stage` in the order of `witness`'s last run, each in the
/// slot placeTransfers gives it: a send right after the job producing its
/// tensor, a receive before the first job the run started after its data
/// arrived, slots never decreasing along the order. Fails, naming the
/// receive, when one cannot be placed before the job that needs it.
FailureOr<SmallVector<PlacedTransfer>>
placeInJobOrder(const PipelineStage &stage, const PipelineWitness &witness);

/// Whether `job` runs together with the job after it (ovl-overlap-fwd-bwd
/// marks such pairs `ovl.run_with_next`): the witness starts the pair once
/// both jobs' inputs arrived, and placeTransfers posts both jobs' receives
/// before the first.
bool isRunWithNext(JobOp job);

/// Places every stage's sends and receives (outside the jobs, tagged with
/// them) between its jobs on the pipeline-communication stream, in the
/// order of a witness run, with the events that order them against compute:
/// a send right after the job producing its tensor, a receive before the
/// first job the witness starts after its data arrived (and before the job,
/// or pair, reading it), where the compute stream waits for it. Events from
/// an earlier placement are replaced. The witness prices each job as all its
/// ops in turn (and a pair as the sum of its jobs) unless `price` is given:
/// it then sets the times (setJobUs, combineWithNext) between build() and
/// the run, so that a pass which decided on other prices places the order it
/// estimated.
LogicalResult placeTransfers(
    MutableArrayRef<PipelineStage> stages, StringRef axis,
    const OpCostModel &cost,
    llvm::function_ref<LogicalResult(PipelineWitness &)> price = nullptr);

} // namespace mlir::ovl

#endif // OVL_DIALECT_OVL_TRANSFORMS_PIPELINEWITNESS_H
