//===- PipelineWitness.cpp - A simulated run of pipeline job orders -------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Dialect/Ovl/Transforms/PipelineWitness.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <map>
#include <tuple>

using namespace mlir;
using namespace mlir::ovl;

int64_t PipelineWitness::jobIndexOf(const PipelineStage &stage,
                                    Operation *op) const {
  func::FuncOp func = stage.func;
  Operation *top = func.getBody().front().findAncestorOpInBlock(*op);
  for (size_t index = 0; index < stage.jobs.size(); ++index)
    if (JobOp(stage.jobs[index]).getOperation() == top)
      return index;
  return -1;
}

FailureOr<SmallVector<PipelineStage>>
mlir::ovl::getPipelineStages(PipelineOp pipeline, StringRef pass) {
  SmallVector<PipelineStage> stages;
  for (auto [index, ref] : llvm::enumerate(pipeline.getStages())) {
    auto func = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
        pipeline, cast<FlatSymbolRefAttr>(ref));
    if (!func) {
      pipeline.emitOpError() << "stage " << index << " is not a function; "
                             << pass << " runs before lowering";
      return failure();
    }
    PipelineStage stage{static_cast<int64_t>(index), func, {}};
    for (JobOp job : func.getBody().front().getOps<JobOp>())
      stage.jobs.push_back(job);
    stages.push_back(std::move(stage));
  }
  return stages;
}

bool mlir::ovl::isRunWithNext(JobOp job) {
  return job->hasAttr(OvlDialect::kRunWithNextAttrName);
}

LogicalResult PipelineWitness::build() {
  // Transfers of a job kind class and micro-batch between two stages match
  // in order: (from, to, forward?, micro-batch) -> sends, receives.
  using Key = std::tuple<int64_t, int64_t, bool, int64_t>;
  std::map<Key, SmallVector<Operation *>> sends, recvs;
  for (const PipelineStage &stage : stages) {
    func::FuncOp func = stage.func;
    for (Operation &op : func.getBody().front()) {
      auto tag = op.getAttrOfType<JobTagAttr>(OvlDialect::kJobAttrName);
      if (!isa<SendOp, RecvOp>(op) || !tag)
        continue;
      bool forward = tag.getKind() == JobKind::forward;
      if (auto send = dyn_cast<SendOp>(op)) {
        if (send.getAxis() != axis)
          return send.emitOpError()
                 << "sends over axis '" << send.getAxis()
                 << "'; the pipeline schedule places P2P over the pipeline axis '"
                 << axis << "' only";
        sends[{stage.index, static_cast<int64_t>(send.getPeer()), forward,
               tag.getMicrobatch()}]
            .push_back(&op);
      } else {
        auto recv = cast<RecvOp>(op);
        if (recv.getAxis() != axis)
          return recv.emitOpError()
                 << "receives over axis '" << recv.getAxis()
                 << "'; the pipeline schedule places P2P over the pipeline axis '"
                 << axis << "' only";
        recvs[{static_cast<int64_t>(recv.getPeer()), stage.index, forward,
               tag.getMicrobatch()}]
            .push_back(&op);
      }
    }
  }
  for (auto &[key, list] : sends) {
    auto it = recvs.find(key);
    size_t matched = it == recvs.end() ? 0 : it->second.size();
    if (matched != list.size())
      return list.front()->emitOpError()
             << "is one of " << list.size() << " sends from stage "
             << std::get<0>(key) << " to stage " << std::get<1>(key)
             << " for micro-batch " << std::get<3>(key) << " that stage "
             << std::get<1>(key) << " receives " << matched << " times";
    for (auto [send, recv] : llvm::zip(list, it->second)) {
      PipelineTransfer t;
      t.send = send;
      t.recv = recv;
      t.from = std::get<0>(key);
      t.to = std::get<1>(key);
      transfers.push_back(t);
    }
    recvs.erase(it);
  }
  if (!recvs.empty()) {
    auto &[key, list] = *recvs.begin();
    return list.front()->emitOpError()
           << "receives from stage " << std::get<0>(key)
           << " for micro-batch " << std::get<3>(key)
           << ", which sends nothing to stage " << std::get<1>(key);
  }

  size_t numStages = stages.size();
  jobUs.assign(numStages, {});
  jobStart.assign(numStages, {});
  combinedUs.assign(numStages, {});
  needs.assign(numStages, {});
  for (auto [s, stage] : llvm::enumerate(stages)) {
    for (JobOp job : stage.jobs) {
      double us = 0.0;
      job.walk([&](Operation *op) { us += cost.estimateUs(op); });
      jobUs[s].push_back(std::max(us, 1e-3));
    }
    jobStart[s].assign(stage.jobs.size(), 0.0);
    combinedUs[s].assign(stage.jobs.size(), -1.0);
    // Pairs that run together need both inputs first (their time here is
    // the sum: only the order of transfers follows from it).
    for (size_t j = 0; j + 1 < stage.jobs.size(); ++j)
      if (isRunWithNext(stage.jobs[j]))
        combinedUs[s][j] = jobUs[s][j] + jobUs[s][j + 1];
    needs[s].assign(stage.jobs.size(), {});
  }
  for (auto [index, t] : llvm::enumerate(transfers)) {
    const PipelineStage &to = stages[t.to], &from = stages[t.from];
    for (Operation *user : t.recv->getUsers()) {
      int64_t j = jobIndexOf(to, user);
      if (j >= 0 && (t.consumer < 0 || j < t.consumer))
        t.consumer = j;
    }
    if (t.consumer >= 0)
      needs[t.to][t.consumer].push_back(index);
    Operation *def = cast<SendOp>(t.send).getInput().getDefiningOp();
    t.producer = def ? jobIndexOf(from, def) : -1;
  }
  return success();
}

std::optional<size_t> PipelineWitness::runJob(size_t stage, size_t job,
                                              double &free) {
  // A job combined with the next needs what both need, and the two take
  // the combined time.
  bool merged = combinedUs[stage][job] >= 0 && job + 1 < jobUs[stage].size();
  size_t count = merged ? 2 : 1;
  double start = free;
  for (size_t k = job; k < job + count; ++k)
    for (size_t t : needs[stage][k]) {
      if (!transfers[t].delivered())
        return std::nullopt;
      start = std::max(start, transfers[t].time);
    }
  for (size_t k = job; k < job + count; ++k)
    jobStart[stage][k] = start;
  free = start + (merged ? combinedUs[stage][job] : jobUs[stage][job]);
  makespan = std::max(makespan, free);
  return count;
}

void PipelineWitness::combineWithNext(int64_t stage, int64_t job,
                                      double durationUs) {
  combinedUs[stage][job] = durationUs;
}

LogicalResult PipelineWitness::simulate() {
  if (failed(simulateUnqueued()))
    return failure();
  return queuedTransfers ? simulateQueued() : success();
}

LogicalResult PipelineWitness::simulateUnqueued() {
  size_t numStages = stages.size();
  // Per stage and job, the transfers it produces (sent when it ends).
  std::vector<std::vector<SmallVector<size_t, 2>>> produces(numStages);
  for (auto [s, stage] : llvm::enumerate(stages))
    produces[s].assign(stage.jobs.size(), {});
  int64_t sequence = 0;
  for (auto [index, t] : llvm::enumerate(transfers)) {
    t.time = -1.0;
    if (t.producer >= 0) {
      produces[t.from][t.producer].push_back(index);
    } else {
      t.time = 0.0;
      t.sequence = sequence++;
    }
  }
  std::vector<size_t> next(numStages, 0);
  std::vector<double> clock(numStages, 0.0);
  size_t done = 0, total = 0;
  for (const PipelineStage &stage : stages)
    total += stage.jobs.size();
  makespan = 0.0;
  bool progress = true;
  while (progress) {
    progress = false;
    for (size_t s = 0; s < numStages; ++s) {
      while (next[s] < stages[s].jobs.size()) {
        size_t j = next[s];
        std::optional<size_t> ran = runJob(s, j, clock[s]);
        if (!ran)
          break;
        // What the job (or pair) produces is sent when it ends.
        for (size_t k = j; k < j + *ran; ++k)
          for (size_t t : produces[s][k]) {
            transfers[t].time = clock[s] + cost.estimateUs(transfers[t].send);
            transfers[t].sequence = sequence++;
          }
        next[s] += *ran;
        done += *ran;
        progress = true;
      }
    }
  }
  if (done == total)
    return success();
  for (auto [s, stage] : llvm::enumerate(stages))
    if (next[s] < stage.jobs.size()) {
        JobOp job = stage.jobs[next[s]];
      return job.emitOpError()
             << "cannot run: under this order stage " << stage.index
             << " waits here for a transfer that no stage can produce "
                "(the job order deadlocks)";
    }
  return failure();
}

LogicalResult PipelineWitness::simulateQueued() {
  size_t numStages = stages.size();
  // Each stage's stream: its transfers in the order, and at the places, the
  // run before gives them. Every stream follows one order (that run's
  // delivery times), and the job before a send's place started, in that
  // run, after what it needs was delivered, strictly before the send's own
  // delivery: so the earliest transfer not yet run is at the head of both
  // its streams with both sides able to start, and the run below cannot get
  // stuck where the run before did not. It still reports where it would.
  std::vector<SmallVector<PlacedTransfer>> queues(numStages);
  for (auto [s, stage] : llvm::enumerate(stages)) {
    FailureOr<SmallVector<PlacedTransfer>> placed =
        placeInJobOrder(stage, *this);
    if (failed(placed))
      return failure();
    queues[s] = std::move(*placed);
  }
  for (PipelineTransfer &t : transfers)
    t.time = -1.0;
  std::vector<size_t> nextJob(numStages, 0), head(numStages, 0);
  std::vector<double> computeFree(numStages, 0.0), streamFree(numStages, 0.0);
  // Per stage, when the compute before each slot is over (-1: not yet).
  std::vector<std::vector<double>> slotReady(numStages);
  for (auto [s, stage] : llvm::enumerate(stages)) {
    slotReady[s].assign(stage.jobs.size() + 1, -1.0);
    slotReady[s][0] = 0.0;
  }
  // When the transfer at the head of stage `s`'s stream could start on this
  // side (-1: not known yet): a send also waits for the compute before it.
  auto headReady = [&](size_t s) {
    const PlacedTransfer &p = queues[s][head[s]];
    if (!p.isSend)
      return streamFree[s];
    double computed = slotReady[s][p.slot];
    return computed < 0 ? -1.0 : std::max(streamFree[s], computed);
  };
  int64_t sequence = 0;
  makespan = 0.0;
  bool progress = true;
  while (progress) {
    progress = false;
    for (size_t s = 0; s < numStages; ++s) {
      // The compute stream: each job once the receives it reads are over.
      while (nextJob[s] < stages[s].jobs.size()) {
        size_t j = nextJob[s];
        std::optional<size_t> ran = runJob(s, j, computeFree[s]);
        if (!ran)
          break;
        for (size_t k = j; k < j + *ran; ++k)
          slotReady[s][k + 1] = computeFree[s];
        nextJob[s] += *ran;
        progress = true;
      }
      // The pipeline-communication stream: its head transfer once the
      // peer's stream has it at its head too.
      while (head[s] < queues[s].size()) {
        const PlacedTransfer &p = queues[s][head[s]];
        PipelineTransfer &t = transfers[p.transfer];
        size_t peer = p.isSend ? t.to : t.from;
        if (peer == s || head[peer] >= queues[peer].size() ||
            queues[peer][head[peer]].transfer != p.transfer)
          break;
        double mine = headReady(s), theirs = headReady(peer);
        if (mine < 0 || theirs < 0)
          break;
        t.time = std::max(mine, theirs) + cost.estimateUs(t.send);
        t.sequence = sequence++;
        streamFree[s] = streamFree[peer] = t.time;
        ++head[s];
        ++head[peer];
        progress = true;
      }
    }
  }
  for (auto [s, stage] : llvm::enumerate(stages)) {
    if (nextJob[s] < stage.jobs.size())
      return JobOp(stage.jobs[nextJob[s]]).emitOpError()
             << "cannot run: with each stage's transfers queued on its "
                "pipeline-communication stream, stage "
             << stage.index
             << " waits here for a transfer that never starts (the streams "
                "deadlock)";
    if (head[s] < queues[s].size()) {
      const PlacedTransfer &p = queues[s][head[s]];
      const PipelineTransfer &t = transfers[p.transfer];
      return (p.isSend ? t.send : t.recv)->emitOpError()
             << "never starts: its peer's pipeline-communication stream "
                "never reaches it (the streams deadlock)";
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Placing transfers
//===----------------------------------------------------------------------===//

/// Job `job` of `stage`, or the job it runs with when it is the second of a
/// pair in `witness`'s runs.
static int64_t firstOfPair(const PipelineWitness &witness,
                           const PipelineStage &stage, int64_t job) {
  if (job > 0 && witness.runsWithNext(stage.index, job - 1))
    return job - 1;
  return job;
}

FailureOr<SmallVector<PlacedTransfer>>
mlir::ovl::placeInJobOrder(const PipelineStage &stage,
                           const PipelineWitness &witness) {
  // This stage's transfers in the witness's order.
  ArrayRef<PipelineTransfer> transfers = witness.getTransfers();
  SmallVector<size_t> mine;
  for (auto [index, t] : llvm::enumerate(transfers))
    if (t.from == stage.index || t.to == stage.index)
      mine.push_back(index);
  llvm::sort(mine, [&](size_t a, size_t b) {
    return std::make_pair(transfers[a].time, transfers[a].sequence) <
           std::make_pair(transfers[b].time, transfers[b].sequence);
  });
  int64_t numJobs = stage.jobs.size();
  struct Item {
    size_t transfer;
    bool isSend;
    int64_t lower, upper; // Slots: k is right before job k.
  };
  SmallVector<Item> items;
  for (size_t index : mine) {
    const PipelineTransfer &t = transfers[index];
    Item item;
    item.transfer = index;
    item.isSend = t.from == stage.index;
    item.lower = 0;
    item.upper = numJobs;
    if (item.isSend) {
      item.lower = t.producer + 1;
    } else {
      if (t.consumer >= 0)
        item.upper = firstOfPair(witness, stage, t.consumer);
      // Posted before the first job the witness started after the data
      // arrived: the compute before it does not wait for the peer.
      int64_t first = 0;
      while (first < item.upper &&
             witness.getJobStart(stage.index, first) < t.time)
        ++first;
      item.lower = first;
    }
    items.push_back(item);
  }
  // Sends as early as their job allows, receives as early as their data
  // arrives; slots never decrease along the order.
  int64_t lower = 0;
  for (Item &item : items)
    lower = item.lower = std::max(lower, item.lower);
  int64_t upper = numJobs;
  for (Item &item : llvm::reverse(items)) {
    upper = item.upper = std::min(upper, item.isSend ? item.lower : item.upper);
  }
  SmallVector<PlacedTransfer> placed;
  int64_t cursor = 0;
  for (Item &item : items) {
    int64_t slot = std::max(cursor, item.lower);
    if (!item.isSend && slot > item.upper)
      return transfers[item.transfer].recv->emitOpError()
             << "cannot be placed before the job that needs it in the "
                "agreed transfer order of stage "
             << stage.index;
    placed.push_back({item.transfer, item.isSend, slot});
    cursor = slot;
  }
  return placed;
}

/// Places the transfers of `stage` between its jobs in the witness's order.
static LogicalResult placeStageTransfers(PipelineStage &stage,
                                         const PipelineWitness &witness) {
  FailureOr<SmallVector<PlacedTransfer>> placed =
      placeInJobOrder(stage, witness);
  if (failed(placed))
    return failure();
  ArrayRef<PipelineTransfer> transfers = witness.getTransfers();
  int64_t numJobs = stage.jobs.size();
  SmallVector<SmallVector<Operation *>> slots(numJobs + 1);
  for (const PlacedTransfer &p : *placed) {
    const PipelineTransfer &t = transfers[p.transfer];
    slots[p.slot].push_back(p.isSend ? t.send : t.recv);
  }
  // P2P after the last job (the tied word embedding's gradient exchange
  // between the first and last stages) stays where it is, after every job,
  // in program order.
  llvm::SmallPtrSet<Operation *, 4> afterJobs;
  if (!stage.jobs.empty())
    for (Operation *op = stage.jobs.back()->getNextNode(); op;
         op = op->getNextNode())
      if (isa<SendOp, RecvOp>(op) && !op->hasAttr(OvlDialect::kJobAttrName)) {
        slots[numJobs].push_back(op);
        afterJobs.insert(op);
      }
  // Transfers run on the pipeline-communication stream: a send waits for
  // the compute that produced its tensor, the job reading a received tensor
  // waits for the receive, and compute never blocks on a rendezvous.
  MLIRContext *context = stage.func.getContext();
  auto onPP = StreamRoleAttr::get(context, StreamRole::pp_comm);
  OpBuilder b(context);
  for (int64_t k = 0; k <= numJobs; ++k) {
    if (k < numJobs)
      b.setInsertionPoint(stage.jobs[k]);
    else
      b.setInsertionPointAfter(stage.jobs.back());
    bool computeSeen = false; // Whether pp_comm already waited in this slot.
    for (Operation *op : slots[k]) {
      Location loc = op->getLoc();
      bool inPlace = afterJobs.contains(op);
      if (inPlace)
        b.setInsertionPoint(op);
      if (isa<SendOp>(op) && !computeSeen) {
        Value done = EventRecordOp::create(b, loc, StreamRole::compute);
        EventWaitOp::create(b, loc, done, StreamRole::pp_comm);
        computeSeen = true;
      }
      if (inPlace)
        b.setInsertionPointAfter(op);
      else
        op->moveBefore(b.getInsertionBlock(), b.getInsertionPoint());
      op->setAttr(OvlDialect::kStreamAttrName, onPP);
      if (isa<RecvOp>(op)) {
        Value received = EventRecordOp::create(b, loc, StreamRole::pp_comm);
        // The compute stream waits right before the first job reading it.
        int64_t consumer = numJobs;
        for (Operation *user : op->getUsers()) {
          int64_t j = witness.jobIndexOf(stage, user);
          if (j >= 0)
            consumer = std::min(consumer, firstOfPair(witness, stage, j));
        }
        OpBuilder::InsertionGuard guard(b);
        if (consumer < numJobs)
          b.setInsertionPoint(stage.jobs[consumer]);
        EventWaitOp::create(b, loc, received, StreamRole::compute);
      }
    }
  }
  return success();
}

LogicalResult mlir::ovl::placeTransfers(
    MutableArrayRef<PipelineStage> stages, StringRef axis,
    const OpCostModel &cost,
    llvm::function_ref<LogicalResult(PipelineWitness &)> price) {
  // Events a previous placement added go: this one adds its own.
  for (PipelineStage &stage : stages) {
    SmallVector<Operation *> events;
    for (Operation &op : stage.func.getBody().front())
      if (isa<EventRecordOp, EventWaitOp>(op))
        events.push_back(&op);
    for (Operation *op : llvm::reverse(events))
      op->erase();
  }
  PipelineWitness witness(stages, axis, cost);
  if (failed(witness.build()) || (price && failed(price(witness))) ||
      failed(witness.simulate()))
    return failure();
  for (PipelineStage &stage : stages)
    if (failed(placeStageTransfers(stage, witness)))
      return failure();
  return success();
}
