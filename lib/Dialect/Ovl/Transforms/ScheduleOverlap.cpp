//===- ScheduleOverlap.cpp - Latency-hiding list scheduler ----------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// A top-down list scheduler over a simulated clock. The compute stream runs
// one op at a time; each communicator is a channel that runs its collectives
// in order. At every step:
//
//  1. issue every ready start whose channel has room (max-in-flight) and
//     whose output fits the memory budget, the most critical first: starts
//     go as early as possible;
//  2. place every ready wait whose collective has already finished (free);
//  3. otherwise run the earliest ready compute op in program order that fits
//     the budget: compute keeps the input's order, and so its memory
//     profile, except that what waits on a collective yields to later
//     independent work (the wgrad GEMM under the dgrad all-reduce, the next
//     chunk or micro-batch under this one's all-reduce, the rest of the
//     backward pass under the gradient buckets), and that while a gradient
//     reduction's link idles, a short chain of ready compute that is all
//     that reduction waits for, and takes less time than it, runs first
//     (Johnson's rule for two machines in a row: the position embedding's
//     gradient, a few small ops at the end of the backward, whose
//     all-reduce then runs under the last layer's weight-gradient GEMM
//     rather than after it);
//  4. only when no compute is ready, place the wait that finishes first and
//     charge the gap as exposed communication, with its reason.
//
// Live bytes are tracked on the memory planner's own storage roots (the
// same aliasing and in-flight rules), and the finished order is checked with
// the planner (the input's plan run again on the new order: the roots do not
// depend on it); if it exceeds the budget the schedule is retried with a
// tighter internal budget.
//
// If no tightening fits, the same budgets are tried again with a
// reservation: an op that runs ahead of the frontier (the first op of the
// input's order not yet placed) must also leave the room the input's order
// needs later. What ops run ahead hold stays allocated until the frontier
// reaches them, on top of the input's own live bytes there, so the input's
// peak between the frontier and the last op run ahead, plus those bytes,
// must fit. Without it, the backward's recomputation under full activation
// recomputation ran ahead under collectives while each op fitted alone, and
// the input's own peak later found no room: every budget forced the same
// overrun, and the input order was kept, with nothing overlapped. It comes
// second because it bounds the future pessimistically (it counts no byte
// that running ahead frees early), which in a small function leaves no op
// room to move. If none fits either, the input order is kept.
//
// With keep-program-order the same clock times a schedule that moves only
// the waits, each to just before the first op that needs it (or earlier,
// where the in-flight limit needs its slot for the next start): what the
// program's own order gives once its collectives are asynchronous, and
// after ovl-split-matmul-grad Megatron-LM's asynchronous tensor-parallel
// communication, a baseline for the list scheduler.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/DependenceGraph.h"
#include "ovl/Analysis/MemoryPlan.h"
#include "ovl/Analysis/OpCost.h"
#include "ovl/Analysis/Preconditions.h"
#include "ovl/Dialect/Ovl/Transforms/GradientSplitting.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"
#include "ovl/Dialect/Ovl/Transforms/ScheduleEstimate.h"
#include "ovl/Support/ByteCounts.h"
#include "ovl/Support/CompressedRows.h"
#include "ovl/Support/JoinChunks.h"
#include "ovl/Support/RangeMax.h"

#include "mlir/IR/Threading.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/ThreadPool.h"

#include <deque>
#include <limits>
#include <optional>
#include <queue>

#define DEBUG_TYPE "ovl-schedule-overlap"

namespace mlir::ovl {
#define GEN_PASS_DEF_SCHEDULEOVERLAPPASS
#include "ovl/Dialect/Ovl/Transforms/Passes.h.inc"
} // namespace mlir::ovl

using namespace mlir;
using namespace mlir::ovl;

namespace {

enum class NodeKind { Compute, Start, Wait, SyncCommunication };

/// Why some of a collective's time is exposed.
enum class ExposureReason {
  None,
  NoIndependentCompute,
  MemoryBudget,
  InFlightLimit,
  /// In the program order: waited for early, because the in-flight limit
  /// needed its slot for a later collective.
  SlotNeeded
};

const char *reasonText(ExposureReason reason) {
  switch (reason) {
  case ExposureReason::None:
    return "";
  case ExposureReason::NoIndependentCompute:
    return "no independent compute to run under it";
  case ExposureReason::MemoryBudget:
    return "the memory budget held back compute that could run under it";
  case ExposureReason::InFlightLimit:
    return "the in-flight limit delayed its start";
  case ExposureReason::SlotNeeded:
    return "waited for early: the in-flight limit needed its slot";
  }
  return "";
}

/// The simulated timing of one asynchronous collective (a start).
struct CollectiveTiming {
  double begin = 0; // When its channel ran it.
  double end = 0;
  double exposed = 0;
  ExposureReason reason = ExposureReason::None;
  bool delayedByInFlight = false;
  bool delayedByMemory = false;
};

class ListScheduler {
public:
  /// How far down the ready queue to look for compute that fits the budget.
  static constexpr size_t kMaxLookahead = 64;
  /// The longest chain of compute ops that counts as feeding a gradient
  /// reduction (rule 3): the gradient, its bias or norm parts, the bucket.
  static constexpr unsigned kMaxFeederOps = 4;

  /// What depends on the graph alone (built): the nodes' kinds, times and
  /// priorities. collectRoots() must follow before schedule().
  ListScheduler(const DependenceGraph &graph, const OpCostModel &cost,
                unsigned maxInFlight)
      : graph(graph), model(cost.getModel()), maxInFlight(maxInFlight) {
    unsigned n = graph.size();
    kind.resize(n);
    duration.assign(n, 0.0);
    startIndex.assign(n, -1);
    for (unsigned i = 0; i < n; ++i) {
      Operation *op = graph.getOp(i);
      if (isa<WaitOp>(op)) {
        kind[i] = NodeKind::Wait;
        continue;
      }
      duration[i] = cost.estimateUs(op);
      auto comm = dyn_cast<CommunicationOp>(op);
      if (!comm) {
        kind[i] = NodeKind::Compute;
        continue;
      }
      kind[i] = comm.isAsync() ? NodeKind::Start : NodeKind::SyncCommunication;
      if (kind[i] == NodeKind::Start)
        startIndex[i] = numStarts++;
    }
    computePriorities();
  }

  /// The storage roots each node defines and uses, from the input's memory
  /// plan (run). Fails (and reports) when the roots hold 2^63 bytes or more
  /// together: every byte count the scheduler keeps is the sum of some of
  /// them, in 64 bits.
  LogicalResult collectRoots(const MemoryPlan &plan);

  /// Schedules under `budget` bytes (0: no limit), with `reserve` keeping
  /// room for the input order's later peak; returns the order.
  std::vector<unsigned> schedule(int64_t budget, bool reserve = false);
  /// Keeps every op but the waits where it is and sinks each wait to just
  /// before the first op that needs it (or until the in-flight limit needs
  /// its slot); returns the order. The same clock times it.
  std::vector<unsigned> scheduleInProgramOrder();
  /// Times the input order as it stands, each wait where it is: what runs
  /// when no schedule fits the budget. getEndUs() reads the result.
  void timeInputOrder();
  /// The simulated timing of a start in the last schedule.
  const CollectiveTiming &getTiming(unsigned start) const {
    return timings[startIndex[start]];
  }
  /// When the last schedule's last op, compute or collective, ends.
  double getEndUs() const {
    double end = now;
    for (double free : channelFree)
      end = std::max(end, free);
    return end;
  }

private:
  void computePriorities();
  int64_t allocation(unsigned node) const;
  /// The input order's live bytes at each node, for leavesRoom().
  void profileInputOrder();
  /// Whether running `node`, which allocates `bytes`, now leaves the input's
  /// order the room it needs later (always, for the frontier itself).
  bool leavesRoom(unsigned node, int64_t bytes, int64_t budget);
  void place(unsigned node);
  /// Forgets what the ops before the frontier ran ahead with: the input's
  /// order holds it too from there.
  void advanceFrontier();
  /// Clears the schedule and the simulated clock.
  void reset();
  unsigned startOf(unsigned wait) const {
    Operation *start =
        cast<WaitOp>(graph.getOp(wait)).getHandle().getDefiningOp();
    return graph.getNode(start);
  }
  /// Starts a collective now; its channel runs it after those before it.
  void issue(unsigned start);
  /// Places a wait now; the compute stream idles until its collective is
  /// over, and that time is charged as exposed, for `reason`.
  void finishWait(unsigned wait, ExposureReason reason);
  /// Runs a compute op or a synchronous collective now.
  void run(unsigned node);

  const DependenceGraph &graph;
  const ::ovl::rt::CostModel &model;
  unsigned maxInFlight;
  /// Per node, its number among the starts (-1 for the others), by which
  /// their timings are kept: about one node in ten in a GPT step.
  std::vector<int> startIndex;
  unsigned numStarts = 0;
  /// A communication node's channel, numbered (a collective without a group
  /// runs on channel 0).
  unsigned channelOf(unsigned node) const {
    return std::max(graph.getChannelId(node), 0);
  }
  CollectiveTiming &timingOf(unsigned start) {
    return timings[startIndex[start]];
  }
  std::vector<NodeKind> kind;
  /// Per node, its time: a compute op's on the compute stream, a
  /// collective's on its channel (0 for a wait).
  std::vector<double> duration;
  std::vector<double> priority;
  /// Per compute node, the shortest compute path from it (itself included,
  /// at most kMaxFeederOps ops) to a gradient reduction's start: its length
  /// (infinite if none), the start (-1 if none) and the next node on it. A
  /// node whose path is shorter than the reduction it leads to feeds
  /// communication more than compute (Johnson's first group).
  std::vector<double> toStart;
  std::vector<int> toStartTarget;
  std::vector<unsigned> toStartNext;
  /// The channel of a node's start, -1 without one.
  int startChannel(unsigned node) const {
    return toStartTarget[node] < 0 ? -1 : int(channelOf(toStartTarget[node]));
  }
  /// Per compute node, whether it feeds a collective other than a gradient
  /// reduction (a dgrad before its tensor-parallel all-reduce).
  std::vector<char> feedsOtherCollective;

  // Storage roots: bytes, remaining uses, and which nodes define/use them.
  std::vector<int64_t> rootBytes;
  /// Per node, the roots it defines and those it uses.
  CompressedRows definesRoots, usesRoots;
  /// Per root, its uses (collectRoots), and those a schedule has still to
  /// place (from reset(); -1 once freed).
  std::vector<int> rootUses, remainingUses;
  std::vector<char> rootLive;
  int64_t live = 0;
  /// The input order's live bytes while each node runs (before it frees
  /// what it last uses), for maxima over spans of it.
  RangeMax inputPeaks;
  /// Whether schedule() reserves. Only then are these kept (the other
  /// schedules skip their cost): the first node not placed; the roots that
  /// ops placed ahead of it allocated and that are still live, their bytes,
  /// and their allocating nodes with the roots, latest first (entries of
  /// roots since freed or caught up by the frontier are dropped when they
  /// reach the top).
  bool reserving = false;
  unsigned frontier = 0;
  std::vector<char> aheadRoot;
  int64_t aheadBytes = 0;
  std::priority_queue<std::pair<unsigned, unsigned>> aheadRoots;

  // Scheduling state.
  std::vector<unsigned> pendingPreds;
  std::vector<char> scheduled;
  /// Per start (startIndex).
  std::vector<CollectiveTiming> timings;
  std::vector<unsigned> order;
  /// The simulated clock: now on the compute stream, when each channel is
  /// free, its started and unwaited collectives, and the collectives issued
  /// and not yet over (compute beside them runs slower: contention,
  /// CostModel::computeEnd, as the sim backend charges it).
  double now = 0.0;
  std::vector<double> channelFree;
  std::vector<unsigned> inFlight;
  std::vector<std::pair<double, double>> communicating;
};

} // namespace

void ListScheduler::computePriorities() {
  // The longest path from each node to the end: compute time on the node,
  // plus the collective's time on the edge from a start to its wait. Of
  // several starts ready at once, the most critical goes first.
  unsigned n = graph.size();
  priority.assign(n, 0.0);
  for (unsigned i = n; i-- > 0;) {
    double tail = 0.0;
    for (unsigned succ : graph.getSuccessors(i)) {
      double edge = (kind[i] == NodeKind::Start &&
                     graph.getCompletion(i) == static_cast<int>(succ))
                        ? duration[i]
                        : 0.0;
      tail = std::max(tail, edge + priority[succ]);
    }
    // A start's time is on the edge to its wait.
    priority[i] = (kind[i] == NodeKind::Start ? 0.0 : duration[i]) + tail;
  }
  // A gradient reduction: a collective outside every job (only the
  // optimizer reads it, so it may go whenever its link is free) over
  // data-parallel peers. These run the same program, so starting it earlier
  // on one runs it earlier on all; a group across pipeline stages (the tied
  // embedding's, the norm's) would meet stages that kept their order.
  MeshOp mesh = lookupMesh(&graph.getBlock().front());
  std::vector<char> isGradientReduction(n, 0);
  for (unsigned i = 0; i < n && mesh; ++i) {
    if (kind[i] != NodeKind::Start)
      continue;
    auto comm = cast<CommunicationOp>(graph.getOp(i));
    isGradientReduction[i] =
        !comm->hasAttr(OvlDialect::kJobAttrName) &&
        mesh.groupHasRole(comm.getGroupAxes(), AxisRole::data) &&
        !mesh.groupHasRole(comm.getGroupAxes(), AxisRole::pipeline);
  }
  // Each node's latest predecessor in program order.
  std::vector<unsigned> lastPred(n, 0);
  for (unsigned i = 0; i < n; ++i)
    for (unsigned pred : graph.getPredecessors(i))
      lastPred[i] = std::max(lastPred[i], pred);
  feedsOtherCollective.assign(n, 0);
  for (unsigned i = 0; i < n; ++i)
    feedsOtherCollective[i] =
        kind[i] == NodeKind::Compute &&
        llvm::any_of(graph.getSuccessors(i), [&](unsigned succ) {
          return kind[succ] != NodeKind::Compute &&
                 kind[succ] != NodeKind::Wait && !isGradientReduction[succ];
        });
  toStart.assign(n, std::numeric_limits<double>::infinity());
  toStartTarget.assign(n, -1);
  std::vector<unsigned> toStartOps(n, 0);
  toStartNext.assign(n, 0);
  for (unsigned i = n; i-- > 0;) {
    if (kind[i] != NodeKind::Compute)
      continue;
    for (unsigned succ : graph.getSuccessors(i)) {
      // Only through ops whose other inputs come before this one in
      // program order (and so are likely done when it is): the path
      // through a bucket's concatenation from its first gradient leads
      // nowhere until the last one.
      if (lastPred[succ] > i)
        continue;
      bool start = isGradientReduction[succ];
      double length = start ? 0.0
                      : kind[succ] == NodeKind::Compute
                          ? toStart[succ]
                          : std::numeric_limits<double>::infinity();
      unsigned ops = start ? 1 : toStartOps[succ] + 1;
      if (duration[i] + length < toStart[i] && ops <= kMaxFeederOps) {
        toStart[i] = duration[i] + length;
        toStartOps[i] = ops;
        toStartNext[i] = succ;
        toStartTarget[i] = start ? int(succ) : toStartTarget[succ];
      }
    }
  }
}

LogicalResult ListScheduler::collectRoots(const MemoryPlan &plan) {
  // The ops' operands and results in order, each looked up in the plan
  // (the use lists of a million values lead all over memory): a root is
  // defined by the ops whose results live in it and used by the ops that
  // read it, an asynchronous reader until its wait. Each row once per op.
  unsigned n = graph.size();
  unsigned roots = plan.getNumRoots();
  rootBytes.resize(roots);
  int64_t total = 0;
  for (unsigned r = 0; r < roots; ++r) {
    rootBytes[r] = plan.getRootBytes(r);
    if (llvm::AddOverflow(total, rootBytes[r], total))
      return graph.getBlock().getParentOp()->emitOpError()
             << "holds transient tensors of 2^63 bytes or more in all; "
                "ovl-schedule-overlap counts live bytes in 64 bits";
  }
  // (node, root) pairs, in chunks of nodes on the context's threads (the
  // plan and the ops are only read), then joined in node order.
  using Pairs = std::vector<std::pair<unsigned, unsigned>>;
  constexpr unsigned kChunk = 8192;
  unsigned numChunks = (n + kChunk - 1) / kChunk;
  std::vector<Pairs> chunkDefines(numChunks), chunkUses(numChunks);
  MLIRContext *context = graph.getBlock().getParentOp()->getContext();
  mlir::parallelFor(context, 0, numChunks, [&](size_t chunk) {
    Pairs &defines = chunkDefines[chunk], &uses = chunkUses[chunk];
    unsigned end = std::min(n, static_cast<unsigned>((chunk + 1) * kChunk));
    for (unsigned node = chunk * kChunk; node < end; ++node) {
      Operation *op = graph.getOp(node);
      for (Value result : op->getResults())
        if (std::optional<unsigned> root = plan.getRoot(result))
          defines.push_back({node, *root});
      int completion = graph.getCompletion(node);
      for (Value operand : op->getOperands()) {
        std::optional<unsigned> root = plan.getRoot(operand);
        if (!root)
          continue;
        uses.push_back({node, *root});
        if (completion >= 0)
          uses.push_back({static_cast<unsigned>(completion), *root});
      }
    }
  });
  // Per root, its nodes in order, each once; then back to rows per node,
  // each root once, in ascending order. The definitions and the uses each
  // on one of the context's threads.
  CompressedRows users;
  auto rowsOf = [&](std::vector<Pairs> &chunks, CompressedRows &perRoot) {
    perRoot = CompressedRows::fromPairs(n, joinChunks(chunks)).transpose(roots);
    perRoot.dropAdjacentRepeats();
    return perRoot.transpose(n);
  };
  CompressedRows definers;
  if (context->isMultithreadingEnabled()) {
    llvm::ThreadPoolTaskGroup tasks(context->getThreadPool());
    tasks.async([&] { usesRoots = rowsOf(chunkUses, users); });
    definesRoots = rowsOf(chunkDefines, definers);
    tasks.wait();
  } else {
    usesRoots = rowsOf(chunkUses, users);
    definesRoots = rowsOf(chunkDefines, definers);
  }
  rootUses.assign(roots, 0);
  for (unsigned r = 0; r < roots; ++r)
    rootUses[r] = users[r].size();
  // A use by the terminator never completes inside the function.
  llvm::SmallDenseSet<unsigned> returned;
  for (Value operand : graph.getBlock().getTerminator()->getOperands())
    if (std::optional<unsigned> root = plan.getRoot(operand))
      if (returned.insert(*root).second)
        ++rootUses[*root];
  return success();
}

void ListScheduler::profileInputOrder() {
  // On the same accounting as the schedules.
  unsigned n = graph.size();
  reset();
  std::vector<int64_t> peaks(n);
  for (unsigned node = 0; node < n; ++node) {
    peaks[node] = live + allocation(node);
    place(node);
  }
  inputPeaks = RangeMax(peaks);
}

int64_t ListScheduler::allocation(unsigned node) const {
  int64_t bytes = 0;
  for (unsigned r : definesRoots[node])
    if (!rootLive[r] && remainingUses[r] >= 0)
      bytes += rootBytes[r];
  return bytes;
}

bool ListScheduler::leavesRoom(unsigned node, int64_t bytes, int64_t budget) {
  if (!reserving || node <= frontier)
    return true;
  while (!aheadRoots.empty() && (!aheadRoot[aheadRoots.top().second] ||
                                 aheadRoots.top().first < frontier))
    aheadRoots.pop();
  // Each byte held ahead counts until the frontier reaches the op that
  // allocated it, where the input's order holds it too.
  unsigned last = node;
  if (!aheadRoots.empty())
    last = std::max(last, aheadRoots.top().first);
  return inputPeaks.query(frontier, last - 1) <= budget - (aheadBytes + bytes);
}

void ListScheduler::place(unsigned node) {
  scheduled[node] = 1;
  order.push_back(node);
  bool ahead = reserving && node > frontier;
  for (unsigned r : definesRoots[node])
    if (!rootLive[r]) {
      rootLive[r] = 1;
      live += rootBytes[r];
      if (ahead) {
        aheadRoot[r] = 1;
        aheadBytes += rootBytes[r];
        aheadRoots.push({node, r});
      }
    }
  auto freeRoot = [&](unsigned r) {
    rootLive[r] = 0;
    live -= rootBytes[r];
    remainingUses[r] = -1; // Freed for good.
    if (aheadRoot[r]) {
      aheadRoot[r] = 0;
      aheadBytes -= rootBytes[r];
    }
  };
  for (unsigned r : usesRoots[node])
    if (--remainingUses[r] == 0 && rootLive[r])
      freeRoot(r);
  // A value nothing uses dies with its definition.
  for (unsigned r : definesRoots[node])
    if (remainingUses[r] == 0 && rootLive[r])
      freeRoot(r);
  if (reserving && node == frontier)
    advanceFrontier();
}

void ListScheduler::advanceFrontier() {
  unsigned n = graph.size();
  while (frontier < n && scheduled[frontier]) {
    for (unsigned r : definesRoots[frontier])
      if (aheadRoot[r]) {
        aheadRoot[r] = 0;
        aheadBytes -= rootBytes[r];
      }
    ++frontier;
  }
}

void ListScheduler::reset() {
  unsigned n = graph.size();
  remainingUses = rootUses;
  rootLive.assign(rootBytes.size(), 0);
  live = 0;
  reserving = false;
  frontier = 0;
  aheadRoot.assign(rootBytes.size(), 0);
  aheadBytes = 0;
  aheadRoots = {};
  scheduled.assign(n, 0);
  timings.assign(numStarts, {});
  order.clear();
  order.reserve(n);
  now = 0.0;
  channelFree.assign(graph.getNumChannels(), 0.0);
  inFlight.assign(graph.getNumChannels(), 0);
  communicating.clear();
}

void ListScheduler::issue(unsigned start) {
  unsigned c = channelOf(start);
  CollectiveTiming &t = timingOf(start);
  t.begin = std::max(now, channelFree[c]);
  t.end = t.begin + duration[start];
  channelFree[c] = t.end;
  communicating.push_back({t.begin, t.end});
  ++inFlight[c];
  place(start);
}

void ListScheduler::finishWait(unsigned wait, ExposureReason reason) {
  unsigned s = startOf(wait);
  CollectiveTiming &t = timingOf(s);
  t.exposed = std::max(0.0, t.end - now);
  if (t.exposed > 0)
    t.reason = reason;
  now = std::max(now, t.end);
  --inFlight[channelOf(s)];
  place(wait);
}

void ListScheduler::run(unsigned node) {
  if (kind[node] == NodeKind::SyncCommunication) {
    // The compute stream waits for the channel, then for the collective:
    // all of it is exposed (no remark reports it: nothing could hide it).
    unsigned c = channelOf(node);
    now = std::max(now, channelFree[c]) + duration[node];
    channelFree[c] = now;
  } else {
    llvm::erase_if(communicating,
                   [&](const auto &busy) { return busy.second <= now; });
    now = model.computeEnd(now, duration[node], communicating);
  }
  place(node);
}

std::vector<unsigned> ListScheduler::scheduleInProgramOrder() {
  unsigned n = graph.size();
  reset();
  // Per channel, its started collectives in issue order (their waits may
  // already be placed).
  std::vector<std::deque<unsigned>> started(graph.getNumChannels());
  // Places `wait` now, after the waits it depends on (an ordering edge may
  // tie it to another). False, with nothing placed but some of those, if it
  // also depends on an op still to come: only a wait placed early for the
  // in-flight limit can, and the input order then has the two collectives
  // in flight at once already, which is kept.
  auto placeWait = [&](unsigned wait, ExposureReason reason) {
    SmallVector<unsigned> stack = {wait};
    while (!stack.empty()) {
      unsigned top = stack.back();
      ArrayRef<unsigned> preds = graph.getPredecessors(top);
      const unsigned *unplaced =
          llvm::find_if(preds, [&](unsigned p) { return !scheduled[p]; });
      if (unplaced != preds.end()) {
        if (kind[*unplaced] != NodeKind::Wait)
          return false;
        stack.push_back(*unplaced);
        continue;
      }
      stack.pop_back();
      finishWait(top, top == wait ? reason
                                  : ExposureReason::NoIndependentCompute);
    }
    return true;
  };
  for (unsigned node = 0; node < n; ++node) {
    if (scheduled[node] || kind[node] == NodeKind::Wait)
      continue;
    // Every predecessor comes before it in the program: what is not placed
    // is a wait (else the order returned is short, which the caller reports
    // as a cycle).
    for (unsigned pred : graph.getPredecessors(node))
      if (!scheduled[pred] &&
          !placeWait(pred, ExposureReason::NoIndependentCompute))
        return order;
    if (kind[node] != NodeKind::Start) {
      run(node);
      continue;
    }
    std::deque<unsigned> &queue = started[channelOf(node)];
    while (inFlight[channelOf(node)] >= maxInFlight) {
      while (!queue.empty() && scheduled[graph.getCompletion(queue.front())])
        queue.pop_front();
      if (queue.empty() ||
          !placeWait(graph.getCompletion(queue.front()),
                     ExposureReason::SlotNeeded))
        break;
    }
    issue(node);
    if (graph.getCompletion(node) >= 0)
      queue.push_back(node);
  }
  // The waits nothing in the function needs, in program order.
  for (unsigned node = 0; node < n; ++node)
    if (!scheduled[node])
      (void)placeWait(node, ExposureReason::NoIndependentCompute);
  return order;
}

void ListScheduler::timeInputOrder() {
  reset();
  for (unsigned node = 0, n = graph.size(); node < n; ++node) {
    if (kind[node] == NodeKind::Wait)
      finishWait(node, ExposureReason::NoIndependentCompute);
    else if (kind[node] == NodeKind::Start)
      issue(node);
    else
      run(node);
  }
}

std::vector<unsigned> ListScheduler::schedule(int64_t budget, bool reserve) {
  unsigned n = graph.size();
  if (reserve && budget > 0 && inputPeaks.getSize() != n)
    profileInputOrder();
  reset();
  reserving = reserve && budget > 0;
  pendingPreds.resize(n);

  // Starts by priority (ties: program order).
  auto byPriority = [&](unsigned a, unsigned b) {
    if (priority[a] != priority[b])
      return priority[a] < priority[b];
    return a > b;
  };
  // Ready compute in program order: the input's order of compute is kept
  // wherever it is not blocked by a wait, so its memory profile is too.
  std::priority_queue<unsigned, std::vector<unsigned>, std::greater<unsigned>>
      readyCompute;
  std::vector<unsigned> readyStarts, readyWaits;
  // Ready compute that feeds communication more than compute, which may
  // run ahead of program order while its channel idles (rule 3).
  std::vector<unsigned> readyFeeders;
  auto isFeeder = [&](unsigned node) {
    return toStartTarget[node] >= 0 &&
           toStart[node] < duration[toStartTarget[node]];
  };

  auto release = [&](unsigned node) {
    for (unsigned succ : graph.getSuccessors(node))
      if (--pendingPreds[succ] == 0) {
        switch (kind[succ]) {
        case NodeKind::Start:
          readyStarts.push_back(succ);
          break;
        case NodeKind::Wait:
          readyWaits.push_back(succ);
          break;
        default:
          readyCompute.push(succ);
          if (isFeeder(succ))
            readyFeeders.push_back(succ);
        }
      }
  };
  for (unsigned i = 0; i < n; ++i) {
    pendingPreds[i] = graph.getPredecessors(i).size();
    if (pendingPreds[i] == 0) {
      if (kind[i] == NodeKind::Start)
        readyStarts.push_back(i);
      else if (kind[i] == NodeKind::Wait)
        readyWaits.push_back(i);
      else {
        readyCompute.push(i);
        if (isFeeder(i))
          readyFeeders.push_back(i);
      }
    }
  }
  // Places the ready wait whose collective finishes first, charging the
  // time the compute stream idles for it as exposed, with the reason.
  auto waitForFirstDone = [&](bool blockedByMemory) {
    unsigned w = *llvm::min_element(readyWaits, [&](unsigned a, unsigned b) {
      return timingOf(startOf(a)).end < timingOf(startOf(b)).end;
    });
    const CollectiveTiming &t = timingOf(startOf(w));
    readyWaits.erase(llvm::find(readyWaits, w));
    finishWait(w, blockedByMemory || t.delayedByMemory
                      ? ExposureReason::MemoryBudget
                  : t.delayedByInFlight ? ExposureReason::InFlightLimit
                                        : ExposureReason::NoIndependentCompute);
    release(w);
  };
  auto fits = [&](unsigned node) {
    if (budget <= 0)
      return true;
    // Live bytes and the node's new ones are disjoint sets of roots: their
    // sum, and the budget less either, stay within int64_t.
    int64_t bytes = allocation(node);
    return bytes <= budget - live && leavesRoom(node, bytes, budget);
  };
  // Whether `node` is all its path to a start waits for: every op after
  // it on the path (the start included) misses only its predecessor there.
  // A bucket that still needs other gradients is not unlocked by this one.
  auto unlocksStart = [&](unsigned node) {
    for (unsigned step = toStartNext[node];; step = toStartNext[step]) {
      if (pendingPreds[step] != 1)
        return false;
      if (kind[step] == NodeKind::Start)
        return true;
    }
  };
  // Johnson's rule for a compute stream feeding a link (rule 3): of the
  // ready ops, the one that unlocks a gradient reduction soonest, if that
  // reduction is longer than the compute before it, runs ahead of `next`
  // (the op next in order) while the reduction's link idles; unless `next`
  // feeds another collective (the dgrad before its all-reduce, which the
  // wgrad then hides), leads to another link's reduction, or unlocks its
  // own as soon.
  auto takeFeeder = [&](unsigned next) -> std::optional<unsigned> {
    llvm::erase_if(readyFeeders,
                   [&](unsigned node) { return scheduled[node]; });
    if (readyFeeders.empty() || feedsOtherCollective[next])
      return std::nullopt;
    std::optional<unsigned> best;
    for (unsigned node : readyFeeders) {
      if (node == next || channelFree[startChannel(node)] > now ||
          !unlocksStart(node) || !fits(node))
        continue;
      if (startChannel(next) >= 0 && startChannel(next) != startChannel(node))
        continue;
      if (toStart[node] >= toStart[next])
        continue;
      if (!best || toStart[node] < toStart[*best] ||
          (toStart[node] == toStart[*best] && node < *best))
        best = node;
    }
    return best;
  };

  while (order.size() < n) {
    bool progressed = false;
    // 1. Starts, as early as possible.
    llvm::sort(readyStarts,
               [&](unsigned a, unsigned b) { return byPriority(b, a); });
    for (size_t i = 0; i < readyStarts.size();) {
      unsigned s = readyStarts[i];
      unsigned c = channelOf(s);
      if (inFlight[c] >= maxInFlight) {
        // The limit only costs time when the channel would be idle: its
        // collectives are done, but their waits are not placed yet. Not at
        // a tie: waits on collectives done by now are placed in this step
        // (2. below), and the start issued right after them, at `now`,
        // where the busy channel would have started it anyway.
        if (channelFree[c] < now)
          timingOf(s).delayedByInFlight = true;
        ++i;
        continue;
      }
      if (!fits(s) && !readyCompute.empty()) {
        timingOf(s).delayedByMemory = true;
        ++i;
        continue;
      }
      readyStarts.erase(readyStarts.begin() + i);
      issue(s);
      release(s);
      progressed = true;
    }
    // 2. Waits whose collective is already done cost nothing.
    for (size_t i = 0; i < readyWaits.size();) {
      unsigned w = readyWaits[i];
      if (timingOf(startOf(w)).end <= now) {
        finishWait(w, ExposureReason::None);
        release(w);
        readyWaits.erase(readyWaits.begin() + i);
        progressed = true;
        continue;
      }
      ++i;
    }
    if (progressed)
      continue;
    // 3. Compute: the earliest ready op in program order that fits the
    // budget, looking a bounded way down the queue (many ready ops, such as
    // independent micro-batches, must not make each step linear).
    // Ops taken ahead of order stay in the queue until they reach its top.
    while (!readyCompute.empty() && scheduled[readyCompute.top()])
      readyCompute.pop();
    if (!readyCompute.empty()) {
      std::vector<unsigned> skipped;
      bool found = false;
      unsigned chosen = 0;
      if (std::optional<unsigned> feeder = takeFeeder(readyCompute.top())) {
        chosen = *feeder;
        found = true;
      }
      while (!found && !readyCompute.empty() &&
             skipped.size() < kMaxLookahead) {
        unsigned top = readyCompute.top();
        readyCompute.pop();
        if (scheduled[top])
          continue;
        if (fits(top)) {
          chosen = top;
          found = true;
          break;
        }
        skipped.push_back(top);
      }
      bool memoryBlocked = false;
      if (!found && !readyWaits.empty()) {
        // Wait instead: a wait releases the buffers its collective held.
        memoryBlocked = true;
      } else if (!found) {
        // Nothing else can run: the earliest, past the budget.
        chosen = skipped.front();
        skipped.erase(skipped.begin());
      }
      for (unsigned node : skipped)
        readyCompute.push(node);
      if (!memoryBlocked) {
        run(chosen);
        release(chosen);
        continue;
      }
      // Compute is held back by the memory budget: wait instead.
      waitForFirstDone(/*blockedByMemory=*/true);
      continue;
    }
    // 4. Nothing to compute: wait for the collective that finishes first.
    if (!readyWaits.empty()) {
      waitForFirstDone(/*blockedByMemory=*/false);
      continue;
    }
    // 5. Only starts held back by memory remain: force the most critical.
    if (!readyStarts.empty()) {
      unsigned s = readyStarts.front();
      readyStarts.erase(readyStarts.begin());
      issue(s);
      release(s);
      continue;
    }
    break; // A cycle would be a bug in the graph; keep what we have.
  }
  return order;
}

namespace {
struct ScheduleOverlapPass
    : public mlir::ovl::impl::ScheduleOverlapPassBase<ScheduleOverlapPass> {
  using Base::Base;
  void runOnOperation() override;
};
} // namespace

/// Moves the ops of `block` into `order` (the terminator stays last).
static void applyOrder(Block &block, const DependenceGraph &graph,
                       ArrayRef<unsigned> order) {
  Operation *terminator = block.getTerminator();
  for (unsigned node : order)
    graph.getOp(node)->moveBefore(terminator);
}

/// A received tensor arrives when another stage has produced it, which this
/// per-stage schedule cannot see: the peer may first need what this stage
/// computes before the receive (in 1F1B, the last stage's next forward input
/// comes after the previous stage ran the backward this stage's gradient
/// feeds). ovl-pipeline-schedule placed each receive where the whole-mesh
/// schedule expects its data, so a receive stays after the compute before it
/// and its consumers are not hoisted into jobs that run while the peer is
/// still producing. Waits before it may still move past it.
static void keepReceivesAfterEarlierCompute(Block &block,
                                            DependenceGraph &graph) {
  // The job tag is discardable: looked up by its uniqued name.
  auto jobName = StringAttr::get(block.getParent()->getContext(),
                                 OvlDialect::kJobAttrName);
  SmallVector<Operation *> computeSinceReceive;
  for (Operation &op : block.without_terminator()) {
    if (isa<RecvOp>(op)) {
      for (Operation *compute : computeSinceReceive)
        graph.addOrdering(compute, &op);
      computeSinceReceive.clear();
    } else if (op.getDiscardableAttr(jobName) &&
               !isa<CommunicationOp, WaitOp>(op)) {
      computeSinceReceive.push_back(&op);
    }
  }
}

namespace {
/// The order ovl-schedule-overlap settled on for a block.
struct SettledOrder {
  /// Whether an order fitted the budget; if not, the block holds its input
  /// order.
  bool fitted = false;
  /// Whether it needed the room reserved for the input order's later peak.
  bool reserved = false;
  /// How many schedules were tried.
  unsigned attempts = 0;
};
} // namespace

/// `bytes` times `factor` (a budget's tightening or its default 110%),
/// rounded toward zero, at most INT64_MAX: a budget may be as large as the
/// user's option allows, and a double that large does not convert back.
static int64_t scaleBytes(int64_t bytes, double factor) {
  return saturatingBytes(static_cast<double>(bytes) * factor);
}

/// The memory budget for scheduling a function whose input order peaks at
/// `peak` bytes: the peak plus `roomBytes` (at most INT64_MAX in all) where
/// that is set, or 110% of the peak.
static int64_t scheduleBudget(int64_t peak, std::optional<int64_t> roomBytes) {
  if (!roomBytes)
    return scaleBytes(peak, 1.1);
  int64_t room = std::max<int64_t>(*roomBytes, 0);
  return room > std::numeric_limits<int64_t>::max() - peak
             ? std::numeric_limits<int64_t>::max()
             : peak + room;
}

/// Orders `block` (the graph's, whose input order is `original`) within
/// `budget` bytes as ovl-schedule-overlap does. The scheduler's own
/// accounting is an estimate; the memory planner decides: each order is
/// applied and `plan` (the input's, run) is run again on it. Each tightening
/// of the budget is tried without the reservation, then each with it (the
/// program order has one schedule), and the first order within the budget
/// stays. When none fits, the block is put back in its input order. Fails,
/// with an error, on a dependence cycle or where the planner fails.
static FailureOr<SettledOrder>
settleOrder(Block &block, const DependenceGraph &graph,
            ListScheduler &scheduler, MemoryPlan &plan,
            ArrayRef<Operation *> original, int64_t budget,
            bool keepProgramOrder) {
  static constexpr double kTightenings[] = {1.0, 0.95, 0.9, 0.8, 0.7};
  SmallVector<std::pair<double, bool>> attempts;
  for (bool reserve : {false, true})
    for (double tighten : kTightenings)
      attempts.push_back({tighten, reserve});
  if (keepProgramOrder)
    attempts.resize(1);
  SettledOrder settled;
  for (auto [tighten, reserve] : attempts) {
    ++settled.attempts;
    std::vector<unsigned> order =
        keepProgramOrder
            ? scheduler.scheduleInProgramOrder()
            : scheduler.schedule(scaleBytes(budget, tighten), reserve);
    if (order.size() != graph.size())
      return block.getParentOp()->emitError(
          "the scheduler found a dependence cycle");
    applyOrder(block, graph, order);
    // The scheduler has read the input's plan; its storage roots hold for
    // any order of the same ops.
    if (failed(plan.runAfterReordering()))
      return failure();
    if (plan.getPeakLiveBytes() <= budget) {
      settled.fitted = true;
      settled.reserved = reserve;
      return settled;
    }
  }
  // Keep the input order: it is the reference the budget was set from.
  Operation *terminator = block.getTerminator();
  for (Operation *op : original)
    op->moveBefore(terminator);
  return settled;
}

/// The block's ops but the terminator, in order: the graph's nodes.
static std::vector<Operation *> nodeOps(const DependenceGraph &graph) {
  std::vector<Operation *> ops;
  ops.reserve(graph.size());
  for (unsigned node = 0; node < graph.size(); ++node)
    ops.push_back(graph.getOp(node));
  return ops;
}

FailureOr<double> mlir::ovl::estimateScheduledUs(
    func::FuncOp func, const OpCostModel &cost,
    const ScheduleEstimateOptions &options,
    ArrayRef<std::pair<Operation *, Operation *>> orderings) {
  if (failed(checkPassPreconditions(func, "ovl-schedule-overlap",
                                    kNeedsFlat | kNeedsNoMemoryPlan)))
    return failure();
  if (func.isExternal())
    return 0.0;
  Block &block = func.getBody().front();
  DependenceGraph graph(block);
  keepReceivesAfterEarlierCompute(block, graph);
  for (auto [before, after] : orderings)
    graph.addOrdering(before, after);
  MemoryPlan plan(func);
  if (failed(graph.build()) || failed(plan.run(/*assignOffsets=*/false)))
    return failure();
  ListScheduler scheduler(graph, cost, std::max(options.maxInFlight, 1u));
  if (failed(scheduler.collectRoots(plan)))
    return failure();
  int64_t budget = scheduleBudget(plan.getPeakLiveBytes(), options.roomBytes);
  // The pass's choice, on the block itself (the planner reads the order),
  // which is then put back as it was (settleOrder already has where none
  // fitted).
  std::vector<Operation *> original = nodeOps(graph);
  FailureOr<SettledOrder> settled =
      settleOrder(block, graph, scheduler, plan, original, budget,
                  options.keepProgramOrder);
  if (failed(settled) || settled->fitted) {
    Operation *terminator = block.getTerminator();
    for (Operation *op : original)
      op->moveBefore(terminator);
  }
  if (failed(settled))
    return failure();
  // The last schedule is the one that fitted.
  if (!settled->fitted)
    scheduler.timeInputOrder();
  return scheduler.getEndUs();
}

void ScheduleOverlapPass::runOnOperation() {
  if (failed(checkPassPreconditions(getOperation(), "ovl-schedule-overlap",
                                    kNeedsFlat | kNeedsNoMemoryPlan)))
    return signalPassFailure();
  func::FuncOp func = getOperation();
  FailureOr<int64_t> budgetOption =
      getOptionBytes(func, "memory-budget-mb", memoryBudgetMb);
  if (failed(budgetOption))
    return signalPassFailure();
  if (maxInFlight < 1) {
    func.emitError("max-in-flight must be at least 1, got 0");
    return signalPassFailure();
  }
  if (func.isExternal())
    return;
  Block &block = func.getBody().front();

  if (splitGradients)
    numGradientsUnbundled += splitMatmulGradients(block);

  FailureOr<::ovl::rt::DeviceSpec> device = loadDeviceSpec(devicePath, func);
  if (failed(device))
    return signalPassFailure();
  OpCostModel cost(*device);

  DependenceGraph graph(block);
  keepReceivesAfterEarlierCompute(block, graph);
  MemoryPlan inputPlan(func);
  // The graph (then what the scheduler derives from it alone) and the
  // input's memory plan only read the function: built on the context's
  // threads at once (in turn when threading is off). parallelFor reports
  // diagnostics in task order either way.
  std::optional<ListScheduler> scheduler;
  std::array<LogicalResult, 2> built = {failure(), failure()};
  mlir::parallelFor(&getContext(), 0, built.size(), [&](size_t task) {
    if (task == 1) {
      built[task] = inputPlan.run(/*assignOffsets=*/false);
      return;
    }
    built[task] = graph.build();
    if (succeeded(built[task]))
      scheduler.emplace(graph, cost, maxInFlight);
  });
  if (failed(built[0]) || failed(built[1]))
    return signalPassFailure();
  if (failed(scheduler->collectRoots(inputPlan)))
    return signalPassFailure();

  int64_t budget =
      *budgetOption > 0
          ? *budgetOption
          : scheduleBudget(inputPlan.getPeakLiveBytes(), std::nullopt);
  FailureOr<SettledOrder> settled =
      settleOrder(block, graph, *scheduler, inputPlan, nodeOps(graph), budget,
                  keepProgramOrder);
  if (failed(settled))
    return signalPassFailure();
  numAttempts += settled->attempts;
  if (!settled->fitted) {
    if (remarks || remarksEnabled())
      func.emitRemark() << "no schedule fits the memory budget of "
                        << llvm::formatv("{0:f2}", budget / 1048576.0).str()
                        << " MiB; the input order is kept";
    return;
  }
  if (settled->reserved && (remarks || remarksEnabled()))
    func.emitRemark() << "scheduled with room reserved for the input order's "
                         "later peak: without it, no schedule fits the "
                         "memory budget of "
                      << llvm::formatv("{0:f2}", budget / 1048576.0).str()
                      << " MiB";

  for (unsigned i = 0; i < graph.size(); ++i) {
    auto comm = dyn_cast<CommunicationOp>(graph.getOp(i));
    if (!comm || !comm.isAsync())
      continue;
    ++numCollectives;
    const CollectiveTiming &t = scheduler->getTiming(i);
    double total = t.end - t.begin;
    double hidden = std::max(0.0, total - t.exposed);
    if (t.exposed <= 0)
      ++numFullyHidden;
    if (!(remarks || remarksEnabled()))
      continue;
    InFlightDiagnostic remark = comm->emitRemark();
    remark << stringifyCommKind(comm.getCommKind()) << " over ["
           << llvm::join(getGroupAxisNames(comm), ", ")
           << "]: " << llvm::formatv("{0:f1}", total).str() << " us estimated, "
           << llvm::formatv("{0:f1}", hidden).str() << " us hidden";
    if (total > 0)
      remark << " (" << llvm::formatv("{0:f0}", 100.0 * hidden / total).str()
             << "%)";
    if (t.exposed > 0)
      remark << ", " << llvm::formatv("{0:f1}", t.exposed).str()
             << " us exposed: " << reasonText(t.reason);
  }
}
