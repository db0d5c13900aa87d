//===- OverlapForwardBackward.cpp - Run steady-state F and B together -----===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Candidates are neighbouring pairs of a forward and a backward (or
// input-gradient) job of one stage that share no data. The stages run in
// lockstep, so a pairing is judged over the whole pipeline, by a witness run
// (PipelineWitness.h, with a stage's transfers queued on its one
// pipeline-communication stream, each a rendezvous of its send and its
// receive, as the placed program runs them) in which each pair needs both
// jobs' inputs before it starts, takes the two jobs' time less what running
// them together saves, and sends both jobs' tensors when it ends. Job times and
// savings are ovl-schedule-overlap's clock on scratch copies of the jobs
// prepared as the overlap pipeline prepares a stage (ScheduleEstimate.h):
// each job alone, and the two together against the two in turn, each
// scheduled with the room the stage's memory budget leaves over its peak,
// so a saving is what that scheduler will realize, with the communicator
// the two share and the contention it charges, not the min(comm A, compute
// B) + min(comm B, compute A) an unshared link and free overlap would
// allow. Three
// pairings are tried: each backward with the next forward, each forward
// with the next backward, and (under 1F1B) a warm-up of 2(p - s) - 1
// forwards before pairs F(w + k), B(k), whose inputs arrive a pair ahead. A
// pair is left out when its extra memory (the smaller job's temporary peak,
// plus the micro-batches the longer warm-up holds) does not fit the budget
// over the stage's peak (the memory planner on a flattened copy).
//
// The pairing with the shortest estimated step is taken if it beats the
// schedule as it is (or whichever one is forced): the job order is set, the
// first job of each pair marked `ovl.run_with_next`, and the transfers
// placed anew on the prices the pairing was judged by (so in the order its
// queued run assumed), which posts both inputs of a pair before it. The
// jobs keep their order; ovl-schedule-overlap interleaves them.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/CommunicationCheck.h"
#include "ovl/Analysis/MemoryPlan.h"
#include "ovl/Analysis/OpCost.h"
#include "ovl/Analysis/Preconditions.h"
#include "ovl/Dialect/Ovl/Transforms/GradientSplitting.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"
#include "ovl/Dialect/Ovl/Transforms/PipelineOrders.h"
#include "ovl/Dialect/Ovl/Transforms/PipelineWitness.h"
#include "ovl/Dialect/Ovl/Transforms/ScheduleEstimate.h"
#include "ovl/Support/ByteCounts.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/FormatVariadic.h"

#include <map>
#include <tuple>

#define DEBUG_TYPE "ovl-overlap-fwd-bwd"

namespace mlir::ovl {
#define GEN_PASS_DEF_OVERLAPFORWARDBACKWARDPASS
#include "ovl/Dialect/Ovl/Transforms/Passes.h.inc"
} // namespace mlir::ovl

using namespace mlir;
using namespace mlir::ovl;

namespace {
struct OverlapForwardBackwardPass
    : public mlir::ovl::impl::OverlapForwardBackwardPassBase<
          OverlapForwardBackwardPass> {
  using Base::Base;
  void runOnOperation() override;
};

/// Prices jobs as ovl-schedule-overlap will run them: the jobs are cloned
/// into a scratch function of the module (what they read from outside
/// becomes its arguments, ready at the start), prepared as the overlap
/// pipeline prepares a stage, and the list scheduler's clock times the
/// result (ScheduleEstimate.h). It charges what running jobs side by side
/// costs as well as what it hides: their collectives share their
/// communicators, the compute beside them is slowed by contention, and each
/// job's collectives hide under its own compute where they can.
class JobPricer {
public:
  JobPricer(ModuleOp module, const OpCostModel &cost,
            const SchedulePreparationOptions &preparationOptions,
            const ScheduleEstimateOptions &scheduleOptions)
      : module(module), cost(cost), scheduleOptions(scheduleOptions),
        // A pass manager of its own: -mlir-timing counts it in the pass.
        preparation(module.getContext(), func::FuncOp::getOperationName()) {
    addSchedulePreparation(preparation, preparationOptions);
  }

  /// Sets each stage's memory room: what its budget leaves over its peak.
  /// ovl-schedule-overlap may fill it anywhere in the stage, so a scratch
  /// copy's schedule may hold that much over the copy's own peak (less what
  /// `extraHeldBytes` below takes). Unset, the copy gets the pass's default
  /// room for a whole function, a tenth of its own peak.
  void setStageRoomBytes(SmallVector<int64_t> rooms) {
    stageRoomBytes = std::move(rooms);
  }
  /// ovl-schedule-overlap's time for `jobs` of stage `stage` run together,
  /// or, `inTurn`, with what the last job receives from another stage
  /// arriving after the compute of those before it; `extraHeldBytes` of the
  /// stage's room held by micro-batches a longer warm-up keeps.
  FailureOr<double> scheduledUs(int64_t stage, ArrayRef<JobOp> jobs,
                                bool inTurn, int64_t extraHeldBytes = 0);
  /// Prices every job of `stages` in `witness` by scheduledUs alone, with
  /// `extraHeldBytes` per stage (none if empty).
  LogicalResult priceJobs(PipelineWitness &witness,
                          ArrayRef<PipelineStage> stages,
                          ArrayRef<int64_t> extraHeldBytes = {});
  /// How many scratch copies were scheduled (the others came from the
  /// cache).
  unsigned getNumEstimated() const { return numEstimated; }

private:
  ModuleOp module;
  const OpCostModel &cost;
  ScheduleEstimateOptions scheduleOptions;
  PassManager preparation;
  SmallVector<int64_t> stageRoomBytes;
  /// scheduledUs's results, by the room, in turn or not, and each job's
  /// stage, kind, chunk and shape (jobFingerprint): the jobs of one stage,
  /// kind and chunk differ in their micro-batch only, and where one differs
  /// in its ops it is priced apart.
  std::map<std::tuple<std::optional<int64_t>, bool,
                      std::vector<std::tuple<int64_t, int, int64_t, size_t>>>,
           double>
      cache;
  /// Each job's fingerprint, for the cache's key.
  llvm::DenseMap<Operation *, size_t> fingerprints;
  unsigned numEstimated = 0;
};

/// What a job spends in collectives, and the most bytes of its temporaries
/// (tensors it makes and does not hand on) alive at once in its order.
struct JobProfile {
  double commUs = 0.0;
  int64_t temporaryPeakBytes = 0;
};
} // namespace

static JobProfile profile(JobOp job, const OpCostModel &cost) {
  JobProfile p;
  Block &body = job.getBody().front();
  Operation *yield = body.getTerminator();
  // Each temporary dies after its last reader in the job.
  llvm::DenseMap<Operation *, int64_t> freedAfter;
  auto isTemporary = [&](Value value) {
    return isa<RankedTensorType>(value.getType()) &&
           llvm::none_of(value.getUsers(),
                         [&](Operation *user) { return user == yield; });
  };
  int64_t live = 0;
  for (Operation &op : body.without_terminator()) {
    op.walk([&](CommunicationOp comm) { p.commUs += cost.estimateUs(comm); });
    for (Value result : op.getResults()) {
      if (!isTemporary(result))
        continue;
      int64_t bytes = getTensorBytes(result.getType());
      live += bytes;
      Operation *last = &op;
      for (Operation *user : result.getUsers())
        if (Operation *top = body.findAncestorOpInBlock(*user))
          if (last->isBeforeInBlock(top))
            last = top;
      freedAfter[last] += bytes;
    }
    p.temporaryPeakBytes = std::max(p.temporaryPeakBytes, live);
    live -= freedAfter.lookup(&op);
  }
  return p;
}

/// A forward next to a backward (or its input half), in either order.
static bool isForwardBackwardPair(JobOp a, JobOp b) {
  auto isBackward = [](JobKind kind) {
    return kind == JobKind::backward || kind == JobKind::backward_input;
  };
  return (a.getKind() == JobKind::forward && isBackward(b.getKind())) ||
         (isBackward(a.getKind()) && b.getKind() == JobKind::forward);
}

/// True when `b` reads nothing `a` computes.
static bool isIndependent(JobOp a, JobOp b) {
  WalkResult result = b.walk([&](Operation *op) {
    for (Value operand : op->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (def && (def == a.getOperation() || a->isAncestor(def)))
        return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return !result.wasInterrupted();
}

/// What the time of `job` depends on but its micro-batch: each op's name,
/// the types of its operands and results, and which operands come from
/// outside the job (and which of those are received), in order.
static size_t jobFingerprint(JobOp job) {
  llvm::hash_code hash = llvm::hash_value(0);
  job.walk([&](Operation *op) {
    hash = llvm::hash_combine(hash, op->getName().getAsOpaquePointer(),
                              op->getNumRegions());
    for (Value operand : op->getOperands()) {
      Operation *owner = operand.getDefiningOp();
      if (!owner)
        owner = cast<BlockArgument>(operand).getOwner()->getParentOp();
      hash = llvm::hash_combine(hash, operand.getType().getAsOpaquePointer(),
                                job->isAncestor(owner),
                                isa_and_nonnull<RecvOp>(owner));
    }
    for (Type type : op->getResultTypes())
      hash = llvm::hash_combine(hash, type.getAsOpaquePointer());
  });
  return hash;
}

FailureOr<double> JobPricer::scheduledUs(int64_t stage, ArrayRef<JobOp> jobs,
                                         bool inTurn, int64_t extraHeldBytes) {
  ScheduleEstimateOptions options = scheduleOptions;
  if (stage < static_cast<int64_t>(stageRoomBytes.size()))
    options.roomBytes =
        std::max<int64_t>(stageRoomBytes[stage] - extraHeldBytes, 0);
  std::vector<std::tuple<int64_t, int, int64_t, size_t>> key;
  for (JobOp job : jobs) {
    auto [found, isNew] = fingerprints.try_emplace(job, 0);
    if (isNew)
      found->second = jobFingerprint(job);
    key.emplace_back(stage, static_cast<int>(job.getKind()), job.getChunk(),
                     found->second);
  }
  auto cacheKey = std::make_tuple(options.roomBytes, inTurn, std::move(key));
  if (auto found = cache.find(cacheKey); found != cache.end())
    return found->second;

  // What the jobs read from outside them.
  auto inside = [&](Operation *op) {
    return llvm::any_of(jobs, [&](JobOp job) { return job->isAncestor(op); });
  };
  llvm::SetVector<Value> inputs;
  for (JobOp job : jobs)
    job.walk([&](Operation *op) {
      for (Value operand : op->getOperands()) {
        Operation *owner = operand.getDefiningOp();
        if (!owner)
          owner = cast<BlockArgument>(operand).getOwner()->getParentOp();
        if (!inside(owner))
          inputs.insert(operand);
      }
    });
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  Location loc = JobOp(jobs.front()).getLoc();
  auto probe = func::FuncOp::create(
      b, loc, "__ovl_fwd_bwd_schedule_probe",
      b.getFunctionType(llvm::to_vector(llvm::map_range(
                            inputs, [](Value v) { return v.getType(); })),
                        {}));
  Block *entry = probe.addEntryBlock();
  IRMapping mapping;
  for (auto [input, argument] : llvm::zip(inputs, entry->getArguments()))
    mapping.map(input, argument);
  b.setInsertionPointToEnd(entry);
  for (JobOp job : jobs)
    b.clone(*job, mapping);
  func::ReturnOp::create(b, loc);
  llvm::scope_exit erase([&] { probe.erase(); });
  if (failed(preparation.run(probe)))
    return failure();
  // ovl-schedule-overlap unbundles the matmul gradients left (its
  // split-gradients) before it schedules.
  splitMatmulGradients(*entry);

  // In turn, the last job's received inputs arrive after the others'
  // compute (ovl-schedule-overlap keeps a receive after the compute before
  // it).
  SmallVector<std::pair<Operation *, Operation *>> orderings;
  if (inTurn && jobs.size() > 1) {
    JobTagAttr last = JobOp(jobs.back()).getTag();
    SmallVector<Operation *> before, after;
    for (Operation &op : entry->without_terminator())
      if (op.getAttr(OvlDialect::kJobAttrName) != last &&
          !isa<CommunicationOp, WaitOp>(op))
        before.push_back(&op);
    for (auto [input, argument] : llvm::zip(inputs, entry->getArguments()))
      if (isa_and_nonnull<RecvOp>(input.getDefiningOp()))
        for (Operation *user : argument.getUsers())
          if (user->getAttr(OvlDialect::kJobAttrName) == last)
            after.push_back(user);
    for (Operation *first : before)
      for (Operation *second : after)
        orderings.push_back({first, second});
  }
  ++numEstimated;
  FailureOr<double> us = estimateScheduledUs(probe, cost, options, orderings);
  if (succeeded(us))
    cache[cacheKey] = *us;
  return us;
}

LogicalResult JobPricer::priceJobs(PipelineWitness &witness,
                                   ArrayRef<PipelineStage> stages,
                                   ArrayRef<int64_t> extraHeldBytes) {
  for (auto [s, stage] : llvm::enumerate(stages))
    for (auto [j, job] : llvm::enumerate(stage.jobs)) {
      FailureOr<double> us =
          scheduledUs(s, {job}, /*inTurn=*/false,
                      s < extraHeldBytes.size() ? extraHeldBytes[s] : 0);
      if (failed(us))
        return failure();
      witness.setJobUs(s, j, *us);
    }
  return success();
}

/// The peak live bytes of `stage` under its current order: the memory
/// planner on a flattened copy.
static FailureOr<int64_t> stagePeakBytes(func::FuncOp stage) {
  OpBuilder b(stage);
  b.setInsertionPointAfter(stage);
  auto copy = cast<func::FuncOp>(b.clone(*stage));
  copy.setSymName("__ovl_fwd_bwd_memory_probe");
  flattenJobs(copy);
  MemoryPlan plan(copy);
  LogicalResult planned = plan.run(/*assignOffsets=*/false);
  int64_t peak = plan.getPeakLiveBytes();
  copy.erase();
  if (failed(planned))
    return failure();
  return peak;
}

static std::string describe(JobOp job) {
  std::string text = stringifyJobKind(job.getKind()).str() + " " +
                     std::to_string(job.getMicrobatch());
  if (job.getChunk() != 0)
    text += " (chunk " + std::to_string(job.getChunk()) + ")";
  return text;
}

static std::string mib(double bytes) {
  return llvm::formatv("{0:f1} MiB", bytes / 1048576.0).str();
}

void OverlapForwardBackwardPass::runOnOperation() {
  ModuleOp module = getOperation();
  FailureOr<int64_t> budgetOption =
      getOptionBytes(module, "memory-budget-mb", memoryBudgetMb);
  if (failed(budgetOption))
    return signalPassFailure();
  // Checked whatever the module holds: one without a pipeline ignored it.
  std::string forced = pairing;
  if (forced != "auto" && forced != "backward-forward" &&
      forced != "forward-backward" && forced != "warmup-forward-backward") {
    module.emitError() << "ovl-overlap-fwd-bwd: unknown pairing '" << forced
                       << "'; expected auto, backward-forward, "
                          "forward-backward or warmup-forward-backward";
    return signalPassFailure();
  }
  auto pipelines = module.getOps<PipelineOp>();
  if (pipelines.empty())
    return markAllAnalysesPreserved(); // Nothing pipelined to pair.
  PipelineOp pipeline = *pipelines.begin();
  FailureOr<SmallVector<PipelineStage>> found =
      getPipelineStages(pipeline, "ovl-overlap-fwd-bwd");
  if (failed(found))
    return signalPassFailure();
  SmallVector<PipelineStage> &stages = *found;
  if (stages.size() < 2 ||
      llvm::any_of(stages, [](const PipelineStage &s) { return s.jobs.empty(); }))
    return markAllAnalysesPreserved(); // No steady state to overlap.
  if (!pipeline->hasAttr(OvlDialect::kScheduleAttrName)) {
    pipeline.emitOpError(
        "has no schedule yet; run ovl-pipeline-schedule before "
        "ovl-overlap-fwd-bwd (it pairs the jobs of a schedule and needs its "
        "transfers outside the jobs)");
    return signalPassFailure();
  }
  // Point-to-point ops must be outside the jobs, where the schedule put them.
  for (PipelineStage &stage : stages) {
    WalkResult inside = stage.func.walk([&](Operation *op) {
      if (isa<SendOp, RecvOp>(op) && op->getParentOfType<JobOp>()) {
        op->emitOpError("is inside a job; ovl-overlap-fwd-bwd needs the "
                        "transfers ovl-pipeline-schedule placed between jobs");
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (inside.wasInterrupted())
      return signalPassFailure();
  }

  if (llvm::any_of(stages, [](const PipelineStage &stage) {
        return llvm::any_of(stage.jobs, isRunWithNext);
      }))
    return markAllAnalysesPreserved(); // Paired already.

  FailureOr<::ovl::rt::DeviceSpec> device = loadDeviceSpec(devicePath, module);
  if (failed(device))
    return signalPassFailure();
  OpCostModel cost(*device);
  SchedulePreparationOptions prepared;
  prepared.chunks = chunks;
  prepared.capMb = capMb;
  prepared.device = devicePath;
  JobPricer pricer(module, cost, prepared,
                   ScheduleEstimateOptions{maxInFlight, keepProgramOrder});
  bool explain = remarks || remarksEnabled();
  auto us = [](double value) { return llvm::formatv("{0:f1}", value).str(); };

  // Per stage: the memory budget, and what one more held micro-batch costs
  // (the saved activations of its largest forward).
  SmallVector<double> budget, peak, heldBytes;
  for (PipelineStage &stage : stages) {
    FailureOr<int64_t> stagePeak = stagePeakBytes(stage.func);
    if (failed(stagePeak))
      return signalPassFailure();
    peak.push_back(*stagePeak);
    budget.push_back(*budgetOption > 0 ? static_cast<double>(*budgetOption)
                                       : 1.1 * static_cast<double>(*stagePeak));
    double held = 0;
    for (JobOp job : stage.jobs)
      if (job.getKind() == JobKind::forward) {
        double bytes = 0;
        for (Type type : job.getResultTypes())
          if (isa<RankedTensorType>(type))
            bytes += getTensorBytes(type);
        held = std::max(held, bytes);
      }
    heldBytes.push_back(held);
  }
  // What each stage's budget leaves over its peak, for the scratch
  // schedules.
  pricer.setStageRoomBytes(llvm::to_vector(
      llvm::map_range(llvm::zip(budget, peak), [](auto budgetAndPeak) {
        auto [stageBudget, stagePeak] = budgetAndPeak;
        return saturatingBytes(stageBudget - stagePeak);
      })));

  // The pairings tried, each over the whole pipeline (the stages run in
  // lockstep, so one pair alone rarely shortens the step): every backward
  // with the forward after it (PaddlePaddle's overlap); every forward with
  // the backward after it; and, under 1F1B, one more warm-up forward first,
  // so that both inputs of each pair F(w + 1 + i), B(i) arrive during the
  // step before (Megatron-LM's combined 1F1B).
  struct Candidate {
    int64_t stage, job;
    double hidden, extraBytes;
  };
  struct Pairing {
    const char *option, *name;
    bool forwardFirst;
    int64_t extraWarmup;
    SmallVector<PipelineStage> stages; // Job orders.
    // Per stage, the bytes of the micro-batches the longer warm-up holds.
    SmallVector<int64_t> extraHeldBytes;
    SmallVector<Candidate> pairs;
    double step = 0;
    bool valid = true;
  };
  auto schedule = pipeline->getAttrOfType<StringAttr>(OvlDialect::kScheduleAttrName);
  bool plainOneFOneB =
      schedule.getValue() == "1f1b" && pipeline.getNumModelChunks() == 1 &&
      llvm::all_of(stages, [](const PipelineStage &stage) {
        return llvm::all_of(stage.jobs, [](JobOp job) {
          return job.getKind() == JobKind::forward ||
                 job.getKind() == JobKind::backward;
        });
      });
  if (forced == "warmup-forward-backward" && !plainOneFOneB) {
    pipeline.emitOpError()
        << "ovl-overlap-fwd-bwd: pairing 'warmup-forward-backward' needs "
           "stages in schedule '1f1b' with one model chunk and unsplit "
           "backward jobs; this pipeline is in '"
        << schedule.getValue() << "'";
    return signalPassFailure();
  }
  SmallVector<Pairing> pairings;
  pairings.push_back({"backward-forward", "each backward with the next forward",
                      false, 0, stages, {}});
  pairings.push_back({"forward-backward", "each forward with the next backward",
                      true, 0, stages, {}});
  if (plainOneFOneB)
    pairings.push_back({"warmup-forward-backward",
                        "warm-up 2(p - s) - 1 forwards, then each forward "
                        "with the next backward",
                        true, 1, stages, {}});
  if (forced != "auto")
    llvm::erase_if(pairings, [&](const Pairing &candidate) {
      return forced != candidate.option;
    });
  // A pair takes its two jobs' time less what running them together saves.
  auto combine = [](PipelineWitness &witness, const Candidate &pair) {
    witness.combineWithNext(
        pair.stage, pair.job,
        std::max(witness.getJobUs(pair.stage, pair.job) +
                     witness.getJobUs(pair.stage, pair.job + 1) - pair.hidden,
                 1e-3));
  };
  int64_t p = stages.size(), m = pipeline.getNumMicrobatches();
  for (Pairing &pairing : pairings) {
    if (pairing.extraWarmup > 0) {
      for (PipelineStage &stage : pairing.stages) {
        // Stage s pairs F(w_s + k) with B(k): B(k) comes from stage s + 1's
        // pair k and F(w_s + k) from stage s - 1's pair w_s + k - w_(s-1),
        // which ends in time only if w_(s-1) >= w_s + 2.
        int64_t extra = p - stage.index;
        std::map<std::pair<int, int64_t>, JobOp> byKey;
        for (JobOp job : stage.jobs)
          byKey[{static_cast<int>(job.getKind()), job.getMicrobatch()}] = job;
        stage.jobs.clear();
        for (const JobSlot &slot :
             getStageOrder(PipelineSchedule::OneFOneB, p, stage.index, m, 1,
                           /*split=*/false, extra))
          stage.jobs.push_back(byKey.at({static_cast<int>(slot.kind),
                                         slot.microbatch}));
      }
    }
    for (PipelineStage &stage : pairing.stages)
      pairing.extraHeldBytes.push_back(
          pairing.extraWarmup ? saturatingBytes(std::min(p - stage.index, m) *
                                                heldBytes[stage.index])
                              : 0);
    PipelineWitness witness(pairing.stages, pipeline.getAxis(), cost);
    witness.setQueuedTransfers(true);
    if (failed(witness.build()) ||
        failed(
            pricer.priceJobs(witness, pairing.stages, pairing.extraHeldBytes)))
      return signalPassFailure();
    for (PipelineStage &stage : pairing.stages) {
      int64_t s = stage.index;
      int64_t extraHeld = pairing.extraHeldBytes[s];
      for (int64_t j = 0; j + 1 < static_cast<int64_t>(stage.jobs.size()); ++j) {
        JobOp a = stage.jobs[j], b = stage.jobs[j + 1];
        if ((a.getKind() == JobKind::forward) != pairing.forwardFirst ||
            !isForwardBackwardPair(a, b) || !isIndependent(a, b))
          continue;
        JobProfile pa = profile(a, cost), pb = profile(b, cost);
        double extra = extraHeld + std::min(pa.temporaryPeakBytes,
                                            pb.temporaryPeakBytes);
        if (pa.commUs + pb.commUs <= 0.0 || peak[s] + extra > budget[s])
          continue;
        // What running them together saves over running them in turn, on
        // ovl-schedule-overlap's clock.
        FailureOr<double> together =
            pricer.scheduledUs(s, {a, b}, false, extraHeld);
        FailureOr<double> inTurn =
            pricer.scheduledUs(s, {a, b}, true, extraHeld);
        if (failed(together) || failed(inTurn))
          return signalPassFailure();
        // A forced pairing pairs whatever has collectives to hide; left to
        // decide, a pair must save time.
        double hidden = *inTurn - *together;
        if (forced == "auto" && hidden <= 0.0)
          continue;
        pairing.pairs.push_back({s, j, hidden, extra});
        combine(witness, pairing.pairs.back());
        ++j; // A job is in one pair at most.
      }
    }
    // An order that deadlocks is no option.
    ScopedDiagnosticHandler quiet(&getContext(),
                                  [](Diagnostic &) { return success(); });
    pairing.valid = succeeded(witness.simulate());
    pairing.step = witness.getMakespan();
  }
  PipelineWitness current(stages, pipeline.getAxis(), cost);
  current.setQueuedTransfers(true);
  if (failed(current.build()) || failed(pricer.priceJobs(current, stages)) ||
      failed(current.simulate()))
    return signalPassFailure();
  double baseline = current.getMakespan();
  numPairsConsidered += std::max_element(pairings.begin(), pairings.end(),
                                         [](const Pairing &a, const Pairing &b) {
                                           return a.pairs.size() < b.pairs.size();
                                         })->pairs.size();
  Pairing *best = nullptr;
  for (Pairing &pairing : pairings)
    if (pairing.valid && !pairing.pairs.empty() &&
        (!best || pairing.step < best->step))
      best = &pairing;
  if (explain) {
    InFlightDiagnostic remark = pipeline.emitRemark();
    remark << "ovl-overlap-fwd-bwd: estimated step " << us(baseline)
           << " us as scheduled (jobs and pairs priced on "
           << pricer.getNumEstimated() << " scratch schedules);";
    for (const Pairing &pairing : pairings) {
      remark << " " << pairing.name << ": ";
      if (!pairing.valid)
        remark << "deadlocks;";
      else if (pairing.pairs.empty())
        remark << (forced == "auto"
                       ? "no pair is shorter together within the memory "
                         "budget;"
                       : "no pair has collectives to hide within the "
                         "memory budget;");
      else
        remark << pairing.pairs.size() << " pairs, " << us(pairing.step)
               << " us;";
    }
  }
  if (!best || (forced == "auto" && !(best->step < baseline - 1e-6))) {
    if (explain)
      pipeline.emitRemark()
          << "ovl-overlap-fwd-bwd: nothing combined (no pairing shortens the "
             "estimated step)";
    return;
  }

  // Apply: the job order, the pairs, then the transfers placed anew.
  for (auto [stage, ordered] : llvm::zip(stages, best->stages)) {
    Operation *anchor = stage.jobs.back()->getNextNode();
    for (JobOp job : ordered.jobs)
      job->moveBefore(anchor);
    stage.jobs = ordered.jobs;
  }
  UnitAttr unit = UnitAttr::get(&getContext());
  for (const Candidate &pair : best->pairs) {
    PipelineStage &stage = stages[pair.stage];
    JobOp a = stage.jobs[pair.job], b = stage.jobs[pair.job + 1];
    a->setAttr(OvlDialect::kRunWithNextAttrName, unit);
    ++numPairsCombined;
    if (explain)
      a.emitRemark() << "stage " << pair.stage << ": " << describe(a)
                     << " and " << describe(b)
                     << " run together: scheduled together they take "
                     << us(pair.hidden)
                     << " us less than in turn; up to "
                     << mib(pair.extraBytes) << " more memory";
  }
  // Placed by the prices the estimate ran on, so that each stage's
  // transfers go in the order its queued run assumed.
  auto price = [&](PipelineWitness &witness) -> LogicalResult {
    if (failed(pricer.priceJobs(witness, stages, best->extraHeldBytes)))
      return failure();
    for (const Candidate &pair : best->pairs)
      combine(witness, pair);
    return success();
  };
  if (failed(placeTransfers(stages, pipeline.getAxis(), cost, price)))
    return signalPassFailure();
  if (explain)
    pipeline.emitRemark() << "ovl-overlap-fwd-bwd: " << best->name << ": "
                          << best->pairs.size() << " pairs; estimated step "
                          << us(baseline) << " us -> " << us(best->step)
                          << " us";
  // The witness agreed every pair of stages' transfer order; prove the
  // whole mesh drains.
  if (failed(verifyCommunication(module)))
    return signalPassFailure();
}
