//===- PipelineSchedule.cpp - Reorder pipeline jobs -----------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Three steps per module:
//
// 1. Zero-bubble schedules split every backward job into an input-gradient
//    job (B: everything the gradient sent to the previous stage, or the
//    stage's communication, needs) and a weight-gradient job (W: the ops
//    whose results only the job's yielded gradients need), after unbundling
//    matmul gradients into their dgrad and wgrad GEMMs.
// 2. Every stage's jobs are put in the schedule's order (PipelineOrders.h).
// 3. Point-to-point ops leave their jobs and are placed between them so that
//    every pair of stages issues its transfers in one agreed order. P2P is a
//    rendezvous (a send completes when its receive has run), so orders that
//    disagree deadlock: under 1F1B, stage s sends F(w + i) and then needs
//    B(i) while stage s + 1 sends B(i) and then needs F(w + i). The order
//    comes from a witness: the schedule is simulated with the cost model's
//    job times, every transfer taking place once its sender produced it,
//    and each stage issues its transfers in the witness's time order. A send
//    goes right after the job producing it, a receive before the first job
//    the witness started after its data arrived (and at the latest before
//    the job needing it): the receive is posted early, and on the stage's
//    own stream nothing waits for a transfer the witness had not yet
//    delivered. (The witness and the placement live in PipelineWitness.)
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/CommunicationCheck.h"
#include "ovl/Analysis/OpCost.h"
#include "ovl/Dialect/Ovl/Transforms/GradientSplitting.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"
#include "ovl/Dialect/Ovl/Transforms/PipelineOrders.h"
#include "ovl/Dialect/Ovl/Transforms/PipelineWitness.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/FormatVariadic.h"

#include <map>
#include <tuple>

#define DEBUG_TYPE "ovl-pipeline-schedule"

namespace mlir::ovl {
#define GEN_PASS_DEF_PIPELINESCHEDULEPASS
#include "ovl/Dialect/Ovl/Transforms/Passes.h.inc"
} // namespace mlir::ovl

using namespace mlir;
using namespace mlir::ovl;

namespace {
struct PipelineSchedulePass
    : public mlir::ovl::impl::PipelineSchedulePassBase<PipelineSchedulePass> {
  using Base::Base;
  void runOnOperation() override;
};
} // namespace

using Stage = PipelineStage;

static bool isPointToPoint(Operation *op) { return isa<SendOp, RecvOp>(op); }

/// True when `pipeline` has several stages, each a function with jobs.
static bool hasJobsToSchedule(ModuleOp module, PipelineOp pipeline) {
  if (pipeline.getStages().size() < 2)
    return false;
  return llvm::all_of(pipeline.getStages(), [&](Attribute ref) {
    auto func = SymbolTable::lookupSymbolIn(
        module, cast<FlatSymbolRefAttr>(ref).getAttr());
    auto stage = dyn_cast_or_null<func::FuncOp>(func);
    return stage && !stage.isExternal() &&
           !stage.getBody().front().getOps<JobOp>().empty();
  });
}

//===----------------------------------------------------------------------===//
// Step 1: split backward jobs
//===----------------------------------------------------------------------===//

/// True when every use of `op`'s results is `yield` or an op in `weight`.
static bool onlyFeedsWeightGradients(Operation *op, Operation *yield,
                                     const llvm::DenseSet<Operation *> &weight) {
  if (op->getNumResults() == 0 || op->use_empty())
    return false;
  if (!isMemoryEffectFree(op) && !isa<OpaqueOp>(op))
    return false; // Communication and side effects stay with B.
  for (Operation *user : op->getUsers())
    if (user != yield && !weight.contains(user))
      return false;
  return true;
}

/// Splits an unsplit backward job into its input-gradient job (B) and its
/// weight-gradient job (W), in place of `job`: W holds every op whose
/// results only the yielded gradients need.
static void splitForZeroBubble(JobOp job) {
  Block &body = job.getBody().front();
  // Unbundle matmul gradients so that the wgrad GEMM can move to W.
  splitMatmulGradients(body);
  auto yield = cast<YieldOp>(body.getTerminator());
  llvm::DenseSet<Operation *> weight;
  for (Operation &op : llvm::reverse(body.without_terminator()))
    if (onlyFeedsWeightGradients(&op, yield, weight))
      weight.insert(&op);
  splitBackwardJob(job, weight);
}

//===----------------------------------------------------------------------===//
// Step 3: place point-to-point ops
//===----------------------------------------------------------------------===//

/// Moves the sends and receives of `job` out of it: receives right before
/// it, sends right after it (the job yields what they send). Each keeps the
/// job's tag. Returns the (possibly rebuilt) job.
static JobOp hoistPointToPoint(JobOp job) {
  Block &body = job.getBody().front();
  JobTagAttr tag = job.getTag();
  SmallVector<Operation *> recvs, sends;
  for (Operation &op : body.without_terminator()) {
    if (isa<RecvOp>(op))
      recvs.push_back(&op);
    else if (isa<SendOp>(op))
      sends.push_back(&op);
  }
  for (Operation *recv : recvs) {
    recv->moveBefore(job);
    recv->setAttr(OvlDialect::kJobAttrName, tag);
  }
  if (sends.empty())
    return job;
  // Rebuild the job with one more result per sent value defined inside it.
  auto yield = cast<YieldOp>(body.getTerminator());
  SmallVector<Value> yielded(yield.getValues());
  SmallVector<Type> types(job.getResultTypes());
  unsigned original = yielded.size();
  for (Operation *send : sends) {
    Value sent = cast<SendOp>(send).getInput();
    if (job->isAncestor(sent.getParentRegion()->getParentOp())) {
      yielded.push_back(sent);
      types.push_back(sent.getType());
    }
  }
  OpBuilder b(job);
  auto rebuilt = JobOp::create(b, job.getLoc(), types, job.getKind(),
                               job.getMicrobatch(), job.getChunk());
  rebuilt.getBody().front().erase();
  rebuilt.getBody().takeBody(job.getBody());
  Block &newBody = rebuilt.getBody().front();
  auto newYield = cast<YieldOp>(newBody.getTerminator());
  b.setInsertionPoint(newYield);
  YieldOp::create(b, newYield.getLoc(), yielded);
  newYield.erase();
  for (unsigned i = 0; i < original; ++i)
    job.getResult(i).replaceAllUsesWith(rebuilt.getResult(i));
  unsigned next = original;
  Operation *after = rebuilt;
  for (Operation *send : sends) {
    auto sendOp = cast<SendOp>(send);
    Value sent = sendOp.getInput();
    if (next < types.size() && yielded[next] == sent)
      sendOp.getInputMutable().assign(rebuilt.getResult(next++));
    send->moveAfter(after);
    send->setAttr(OvlDialect::kJobAttrName, tag);
    after = send;
  }
  job.erase();
  return rebuilt;
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

void PipelineSchedulePass::runOnOperation() {
  ModuleOp module = getOperation();
  // Checked whatever the module holds: a module without a pipeline to
  // schedule ignored it.
  if (virtualStages < 0) {
    module.emitError() << "virtual-stages must be at least 0 (0: the "
                          "pipeline's own model chunks), got "
                       << static_cast<int64_t>(virtualStages);
    return signalPassFailure();
  }
  auto pipelines = module.getOps<PipelineOp>();
  std::string scheduleName = this->scheduleName;
  if (scheduleName == "auto") {
    // The registered pipelines' default: Megatron's 1F1B wherever there is a
    // pipeline of several stages to reorder, nothing otherwise.
    if (pipelines.empty() ||
        (*pipelines.begin())->hasAttr(OvlDialect::kScheduleAttrName) ||
        !hasJobsToSchedule(module, *pipelines.begin())) {
      markAllAnalysesPreserved();
      return;
    }
    scheduleName =
        (*pipelines.begin()).getNumModelChunks() > 1 ? "interleaved" : "1f1b";
  }
  if (pipelines.empty()) {
    module.emitError("ovl-pipeline-schedule needs an 'ovl.pipeline'");
    return signalPassFailure();
  }
  PipelineOp pipeline = *pipelines.begin();
  if (auto done = pipeline->getAttrOfType<StringAttr>(OvlDialect::kScheduleAttrName)) {
    if (done.getValue() == scheduleName) {
      markAllAnalysesPreserved(); // Already in the schedule asked for.
      return;
    }
    pipeline.emitOpError() << "is already in schedule '" << done.getValue()
                           << "'; ovl-pipeline-schedule reorders GPipe order "
                              "as ovl-gen writes it";
    return signalPassFailure();
  }
  std::optional<PipelineSchedule> schedule = parsePipelineSchedule(scheduleName);
  if (!schedule) {
    pipeline.emitOpError() << "unknown schedule '" << scheduleName
                           << "'; expected gpipe, 1f1b, interleaved, zb-h1 "
                              "or zb-h2";
    return signalPassFailure();
  }
  int64_t p = pipeline.getStages().size();
  int64_t m = pipeline.getNumMicrobatches();
  int64_t v = pipeline.getNumModelChunks();
  if (virtualStages != 0 && virtualStages != v) {
    pipeline.emitOpError()
        << "has " << v << " model chunks per stage, but virtual-stages="
        << static_cast<int64_t>(virtualStages)
        << " was asked for; ovl-gen gpt writes the chunks "
           "(--num-layers-per-virtual-pipeline-stage)";
    return signalPassFailure();
  }
  std::string shape = checkScheduleShape(*schedule, p, m, v);
  if (!shape.empty()) {
    pipeline.emitOpError() << "cannot use schedule '" << scheduleName
                           << "': it " << shape;
    return signalPassFailure();
  }
  FailureOr<::ovl::rt::DeviceSpec> device = loadDeviceSpec(devicePath, module);
  if (failed(device))
    return signalPassFailure();
  OpCostModel cost(*device);

  FailureOr<SmallVector<Stage>> found =
      getPipelineStages(pipeline, "ovl-pipeline-schedule");
  if (failed(found))
    return signalPassFailure();
  SmallVector<Stage> &stages = *found;
  for (Stage &stage : stages) {
    func::FuncOp func = stage.func;
    if (stage.jobs.empty()) {
      func.emitOpError("has no jobs to schedule; run ovl-pipeline-schedule "
                       "before ovl-flatten-jobs");
      return signalPassFailure();
    }
    // The jobs must be contiguous: ops between them would pin the order.
    for (Operation *op = stage.jobs.front(); op != stage.jobs.back();
         op = op->getNextNode())
      if (!isa<JobOp>(op) && !isPointToPoint(op)) {
        op->emitOpError("lies between two jobs; ovl-pipeline-schedule "
                        "reorders stages whose jobs are contiguous");
        return signalPassFailure();
      }
    WalkResult async = func.walk([&](Operation *op) {
      if (isa<SendStartOp, RecvStartOp>(op)) {
        op->emitOpError("is asynchronous; run ovl-pipeline-schedule before "
                        "ovl-async-collectives");
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (async.wasInterrupted())
      return signalPassFailure();
  }

  for (Stage &stage : stages) {
    // Step 1: split backward jobs for zero-bubble schedules.
    if (splitsBackward(*schedule)) {
      for (JobOp job : stage.jobs)
        if (job.getKind() == JobKind::backward)
          splitForZeroBubble(job);
      stage.jobs.assign(stage.func.getBody().front().getOps<JobOp>().begin(),
                        stage.func.getBody().front().getOps<JobOp>().end());
    }
    // Step 2: the schedule's order. Outside the zero-bubble schedules a
    // backward slot takes the micro-batch's backward job, or its input and
    // weight halves in turn where ovl-delay-wgrad split it.
    SmallVector<JobSlot> order = getStageOrder(
        *schedule, p, stage.index, m, v, splitsBackward(*schedule));
    std::map<std::tuple<int, int64_t, int64_t>, JobOp> byKey;
    for (JobOp job : stage.jobs)
      byKey[{static_cast<int>(job.getKind()), job.getMicrobatch(),
             job.getChunk()}] = job;
    auto describe = [&](JobKind kind, const JobSlot &slot) {
      std::string text = stringifyJobKind(kind).str() + " job for micro-batch " +
                         std::to_string(slot.microbatch);
      if (v > 1)
        text += " chunk " + std::to_string(slot.chunk);
      return text;
    };
    Operation *anchor = stage.jobs.back()->getNextNode();
    SmallVector<JobOp> ordered;
    auto take = [&](JobKind kind, const JobSlot &slot) {
      auto it = byKey.find({static_cast<int>(kind), slot.microbatch, slot.chunk});
      if (it == byKey.end())
        return false;
      it->second->moveBefore(anchor);
      ordered.push_back(it->second);
      byKey.erase(it);
      return true;
    };
    for (const JobSlot &slot : order) {
      bool found = take(slot.kind, slot);
      if (!found && slot.kind == JobKind::backward) {
        found = take(JobKind::backward_input, slot);
        if (found && !take(JobKind::backward_weight, slot)) {
          stage.func.emitOpError()
              << "has a backward_input but no "
              << describe(JobKind::backward_weight, slot);
          return signalPassFailure();
        }
      }
      if (!found) {
        stage.func.emitOpError() << "has no " << describe(slot.kind, slot)
                                 << " for schedule '" << scheduleName << "'";
        return signalPassFailure();
      }
    }
    if (!byKey.empty()) {
      JobOp extra = byKey.begin()->second;
      extra.emitOpError() << "is not a job schedule '" << scheduleName
                          << "' orders for " << m << " micro-batches"
                          << (v > 1 ? " and " + std::to_string(v) +
                                          " model chunks"
                                    : std::string());
      return signalPassFailure();
    }
    // Step 3 (first half): P2P out of the jobs.
    for (JobOp &job : ordered)
      job = hoistPointToPoint(job);
    stage.jobs = std::move(ordered);
  }

  if (failed(placeTransfers(stages, pipeline.getAxis(), cost)))
    return signalPassFailure();

  // The new order must respect every value's definition.
  for (Stage &stage : stages) {
    DominanceInfo dominance(stage.func);
    WalkResult result = stage.func.walk([&](Operation *op) {
      for (Value operand : op->getOperands())
        if (!dominance.properlyDominates(operand, op)) {
          op->emitOpError()
              << "would use a value before its definition under schedule '"
              << scheduleName << "'";
          return WalkResult::interrupt();
        }
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      return signalPassFailure();
  }
  // The witness run agrees P2P orders by construction; prove it over every
  // rank anyway, with the mesh's collectives.
  if (failed(verifyCommunication(module)))
    return signalPassFailure();
  pipeline->setAttr(OvlDialect::kScheduleAttrName,
                    StringAttr::get(&getContext(), scheduleName));
  numStagesScheduled += stages.size();
}
