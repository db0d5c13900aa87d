//===- PipelineWitness.cpp - A simulated run of pipeline job orders -------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Dialect/Ovl/Transforms/PipelineWitness.h"

#include "llvm/ADT/DenseMap.h"

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

void PipelineWitness::combineWithNext(int64_t stage, int64_t job,
                                      double durationUs) {
  combinedUs[stage][job] = durationUs;
}

void PipelineWitness::separate(int64_t stage, int64_t job) {
  combinedUs[stage][job] = -1.0;
}

LogicalResult PipelineWitness::simulate() {
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
  // A job combined with the next needs what both need, takes the combined
  // time and delivers what either produces at its end.
  auto neededBy = [&](size_t s, size_t j, auto &&visit) {
    for (size_t t : needs[s][j])
      visit(t);
    if (combinedUs[s][j] >= 0 && j + 1 < needs[s].size())
      for (size_t t : needs[s][j + 1])
        visit(t);
  };
  bool progress = true;
  while (progress) {
    progress = false;
    for (size_t s = 0; s < numStages; ++s) {
      while (next[s] < stages[s].jobs.size()) {
        size_t j = next[s];
        bool merged = combinedUs[s][j] >= 0 && j + 1 < jobUs[s].size();
        double start = clock[s];
        bool ready = true;
        neededBy(s, j, [&](size_t t) {
          ready &= transfers[t].delivered();
          start = std::max(start, transfers[t].time);
        });
        if (!ready)
          break;
        SmallVector<size_t, 2> jobs{j};
        if (merged)
          jobs.push_back(j + 1);
        double end = start + (merged ? combinedUs[s][j] : jobUs[s][j]);
        for (size_t k : jobs) {
          jobStart[s][k] = start;
          for (size_t t : produces[s][k]) {
            transfers[t].time = end + cost.estimateUs(transfers[t].send);
            transfers[t].sequence = sequence++;
          }
        }
        clock[s] = end;
        makespan = std::max(makespan, end);
        next[s] += jobs.size();
        done += jobs.size();
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
