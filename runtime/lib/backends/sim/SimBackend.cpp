//===- SimBackend.cpp - The plan on a virtual clock -----------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Every stream of every rank runs on one virtual clock. A command starts
// when its stream is free (and, for a wait, when its event has been
// recorded); a collective starts when all members of its communicator have
// reached it and a P2P transfer when both ends have. Durations come from the
// cost model: each running kernel is an activity with an amount of work (its
// duration alone on the GPU) and a rate. Communication and compute on the
// same GPU contend (docs/cost-model.md, "Contention"): while a rank runs a
// communication kernel, its compute kernels progress at
// 1 / (1 + compute_slowdown) of their rate, and while it computes, its
// communication progresses at 1 / (1 + communication_slowdown); a collective
// progresses at the rate of its slowest member. The clock jumps from one
// activity's end to the next (a fluid model: rates are constant between
// ends), so without contention each kernel takes exactly its model time.
//
// Streams that can issue are visited from a work queue at the current time;
// when the queue drains and nothing runs while streams are unfinished, the
// plan deadlocks, and the error says where each stream is stuck.
//
// A collective or transfer is traced, and counted as communication, from
// the arrival of its last member: a stream that got there first is blocked
// but idle until then (a pipeline bubble, not communication).
//
// Not modelled: network congestion between concurrent collectives of
// different groups, contention between two communication kernels of one
// GPU, and host-side launch overhead beyond the per-kernel latency.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/Backend.h"
#include "ovl/runtime/CommandCost.h"
#include "ovl/runtime/CommandSchema.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <deque>
#include <limits>
#include <map>
#include <queue>
#include <set>
#include <sstream>

using namespace ovl::rt;

static CollectiveKind collectiveKind(CollectiveOp op) {
  switch (op) {
  case CollectiveOp::AllReduce:
    return CollectiveKind::AllReduce;
  case CollectiveOp::AllGather:
    return CollectiveKind::AllGather;
  case CollectiveOp::ReduceScatter:
    return CollectiveKind::ReduceScatter;
  case CollectiveOp::Broadcast:
    return CollectiveKind::Broadcast;
  }
  return CollectiveKind::AllReduce;
}

/// How the plan's attention commands are priced (fused kernel or the
/// unfused path), for the report; empty for a plan without attention.
static std::string attentionPricingNote(const Plan &plan,
                                        const DeviceSpec &device) {
  size_t fused = 0, unfused = 0, fusedDropout = 0, unfusedDropout = 0;
  for (const Program &program : plan.programs)
    for (const Stream &s : program.streams)
      for (const Command &c : s.commands) {
        auto op = static_cast<KernelOp>(c.op);
        if (c.kind != CommandKind::Kernel ||
            (op != KernelOp::Attention && op != KernelOp::AttentionGrad))
          continue;
        bool isUnfused = program.intArg(c, kernel::attention::Unfused) != 0;
        ++(isUnfused ? unfused : fused);
        if (program.floatArg(c, kernel::attention::Dropout) > 0)
          ++(isUnfused ? unfusedDropout : fusedDropout);
      }
  if (fused + unfused == 0)
    return {};
  std::ostringstream os;
  os << "attention: ";
  if (fused)
    os << fused << " command(s) priced as one fused kernel at "
       << device.attentionForwardEfficiency << " (forward) and "
       << device.attentionBackwardEfficiency << " (backward) of the GEMM peak";
  if (fused && unfused)
    os << "; ";
  if (unfused)
    os << unfused
       << " priced as the unfused path (--attention-backend unfused: "
          "score and context GEMMs, softmax passes over the S x S scores)";
  if (unfusedDropout)
    os << "; " << unfusedDropout
       << " unfused with dropout on the probabilities, priced as one "
          "dropout pass more over them";
  if (fusedDropout)
    os << "; " << fusedDropout
       << " fused with dropout on the probabilities, the mask's hashing "
          "not priced";
  return os.str();
}

KernelRate ovl::rt::commandKernelRate(const Command &c) {
  if (!c.tensorCore)
    return KernelRate::Vector;
  return static_cast<KernelOp>(c.op) == KernelOp::AttentionGrad
             ? KernelRate::AttentionBackward
             : KernelRate::AttentionForward;
}

double ovl::rt::commandDurationUs(const Plan &plan, const Program &program,
                                  const Command &c, const CostModel &model) {
  if (c.fixedUs >= 0)
    return c.fixedUs;
  const std::string dtype = dtypeName(c.dtype);
  switch (c.kind) {
  case CommandKind::Gemm: {
    using namespace gemm;
    return model.gemmUs(program.intArg(c, M), program.intArg(c, N),
                        program.intArg(c, K), program.intArg(c, Batch), dtype);
  }
  case CommandKind::Kernel: {
    auto op = static_cast<KernelOp>(c.op);
    bool attention = op == KernelOp::Attention || op == KernelOp::AttentionGrad;
    if (attention && program.intArg(c, kernel::attention::Unfused)) {
      using namespace kernel::attention;
      return model.unfusedAttentionUs(
          program.intArg(c, Batch), program.intArg(c, Seq),
          program.intArg(c, Heads), program.intArg(c, Dim),
          op == KernelOp::AttentionGrad, dtype, program.floatArg(c, Dropout));
    }
    // Fused attention on the tensor cores: by waves where the description
    // has them (its rate otherwise, as commandKernelRate gives it).
    if (attention && c.tensorCore) {
      using namespace kernel::attention;
      FusedAttentionShape shape;
      shape.batch = program.intArg(c, Batch);
      shape.seq = program.intArg(c, Seq);
      shape.heads = program.intArg(c, Heads);
      shape.dim = program.intArg(c, Dim);
      shape.groups = program.intArg(c, Groups);
      shape.causal = program.intArg(c, Causal) != 0;
      shape.backward = op == KernelOp::AttentionGrad;
      return model.fusedAttentionUs(shape, c.flops, c.bytes, dtype);
    }
    return model.kernelUs(c.flops, c.bytes, commandKernelRate(c), dtype);
  }
  case CommandKind::Collective: {
    const Group &group = plan.groups[c.group];
    std::vector<std::string> axes;
    int64_t n = 1;
    for (int axis : group.axes) {
      axes.push_back(plan.mesh.axisRoles[axis]);
      n *= plan.mesh.axisSizes[axis];
    }
    CollectiveKind kind = collectiveKind(static_cast<CollectiveOp>(c.op));
    double input = double(program.intArg(c, coll::Count)) * dtypeSize(c.dtype);
    return model.collectiveUs(kind, CostModel::ncclTestsBytes(kind, input, n),
                              n, axes);
  }
  case CommandKind::P2P:
    return model.collectiveUs(
        CollectiveKind::SendRecv, double(program.slice(c, p2p::Buf).bytes), 2,
        {plan.mesh.axisRoles[plan.groups[c.group].axes[0]]});
  case CommandKind::Copy:
    if (c.hostField != HostField::None)
      return model.hostCopyUs(double(program.intArg(c, copy::Count)) * 4);
    return model.copyUs(double(program.slice(c, copy::Src).bytes));
  case CommandKind::Record:
  case CommandKind::Wait:
    return 0.0;
  }
  return 0.0;
}

namespace {

constexpr double kUnset = std::numeric_limits<double>::quiet_NaN();

/// A rendezvous: the members that have arrived and when.
struct Rendezvous {
  int expected = 0;
  int arrived = 0;
  double latestArrival = 0.0;
  std::vector<std::pair<int, int>> members; // (rank, stream) that arrived.
  std::vector<double> arrivals;
};

class SimBackend : public Backend {
public:
  explicit SimBackend(const DeviceSpec &device) : model(device) {}
  const char *name() const override { return "sim"; }
  RunResult run(const Plan &plan, const RunOptions &options) override;

private:
  struct StreamState {
    int rank = 0, stream = 0;
    size_t cursor = 0;
    double ready = 0.0;
    long registered = -1; // Cursor at which a rendezvous arrival was posted.
    bool busy = false;    // Running the command at `cursor`.
    const std::vector<Command> *commands = nullptr;
    StreamTrace *trace = nullptr;
  };

  /// A running kernel: the streams it occupies, its work left in
  /// microseconds at full rate, and its current rate.
  struct Activity {
    bool communication = false;
    double start = 0.0;
    double remaining = 0.0; // At time `since`.
    double since = 0.0;
    double rate = 1.0;
    double end = 0.0;
    unsigned version = 0;
    std::vector<std::pair<int, int>> members; // (rank, stream)
    std::vector<int> ranks;                   // Distinct ranks of members.
  };
  /// Per rank: running activities and how many of each class.
  struct RankLoad {
    std::vector<int> running;
    int compute = 0, communication = 0;
  };

  void setUp();
  double simulateStep(int step, double origin);
  void advance(StreamState &s, int step);
  void complete(StreamState &s, int step, double start, double end);
  void resolve(Rendezvous &r, double duration, int step);
  void startActivity(bool communication, double duration,
                     std::vector<std::pair<int, int>> members, int step);
  void finishActivity(int id, int step);
  double rateOf(const Activity &a) const;
  void updateRates(const std::vector<int> &ranks);
  void schedule(int id);
  std::string describe(const StreamState &s) const;

  CostModel model;
  const Plan *plan = nullptr;
  RunResult *result = nullptr;
  std::vector<std::vector<StreamState>> streams; // [rank][stream]
  std::vector<std::vector<double>> eventTime;    // [rank][event]
  std::vector<std::vector<std::vector<std::pair<int, int>>>> eventWaiters;
  // Communicators: (group, members) -> id; per rank and id, calls issued.
  std::map<std::pair<int, std::vector<int>>, int> communicatorIds;
  std::vector<std::vector<int>> commandCommunicator; // per rank: flat index
  std::vector<std::map<int, Rendezvous>> collectiveCalls; // [comm][call]
  std::vector<std::map<int, int>> callsIssued;            // [rank][comm]
  std::vector<std::vector<int>> commandPeer;              // per rank
  std::map<std::pair<int, int>, std::map<int, Rendezvous>> p2p; // (from, to)
  std::map<std::pair<int, int>, int> sendsPosted, recvsPosted;
  std::vector<std::vector<size_t>> flatBase; // [rank][stream] -> flat index
  std::deque<std::pair<int, int>> queue;

  // The clock and the running kernels.
  double now = 0.0;
  std::vector<Activity> activities;
  std::vector<RankLoad> load;
  /// (end, activity, version), earliest first; stale versions are skipped.
  using Ending = std::tuple<double, int, unsigned>;
  std::priority_queue<Ending, std::vector<Ending>, std::greater<Ending>>
      endings;
};

} // namespace

std::string SimBackend::describe(const StreamState &s) const {
  const Command &c = (*s.commands)[s.cursor];
  std::ostringstream os;
  os << "rank " << s.rank << " stream " << s.stream << " ("
     << streamRoleName(plan->programOf(s.rank).streams[s.stream].role)
     << ") at command " << s.cursor << " (" << commandKindName(c.kind);
  if (c.kind == CommandKind::Collective)
    os << " " << collectiveOpName(static_cast<CollectiveOp>(c.op)) << " over ["
       << plan->groups[c.group].text << "]";
  if (c.kind == CommandKind::P2P)
    os << (static_cast<P2POp>(c.op) == P2POp::Send ? " send to rank "
                                                  : " recv from rank ")
       << commandPeer[s.rank][flatBase[s.rank][s.stream] + s.cursor];
  if (c.kind == CommandKind::Wait)
    os << " event " << plan->programOf(s.rank).intArg(c, event::Event);
  os << ", " << plan->path << ":" << c.line << ")";
  return os.str();
}

void SimBackend::setUp() {
  int numRanks = plan->mesh.numRanks();
  streams.assign(numRanks, {});
  commandCommunicator.assign(numRanks, {});
  commandPeer.assign(numRanks, {});
  flatBase.assign(numRanks, {});
  communicatorIds.clear();
  for (int r = 0; r < numRanks; ++r) {
    const Program &program = plan->programOf(r);
    std::vector<int> coords = plan->mesh.coords(r);
    size_t flat = 0;
    for (const Stream &s : program.streams) {
      flatBase[r].push_back(flat);
      for (const Command &c : s.commands) {
        int comm = -1, peer = -1;
        if (c.kind == CommandKind::Collective) {
          std::vector<int> members =
              plan->mesh.groupMembers(r, plan->groups[c.group].axes);
          auto [it, inserted] = communicatorIds.emplace(
              std::make_pair(int(c.group), members),
              static_cast<int>(communicatorIds.size()));
          comm = it->second;
        } else if (c.kind == CommandKind::P2P) {
          std::vector<int> peerCoords = coords;
          peerCoords[plan->groups[c.group].axes[0]] =
              static_cast<int>(program.intArg(c, p2p::Peer));
          peer = plan->mesh.rankOf(peerCoords);
        }
        commandCommunicator[r].push_back(comm);
        commandPeer[r].push_back(peer);
        ++flat;
      }
    }
  }
}

void SimBackend::complete(StreamState &s, int step, double start, double end) {
  s.trace->timings.push_back(
      {static_cast<uint32_t>(s.cursor), step, start, end});
  s.ready = end;
  ++s.cursor;
  s.registered = -1;
}

void SimBackend::resolve(Rendezvous &r, double duration, int step) {
  // The transfer runs once the last member has arrived (now); until then a
  // member's stream is blocked but idle, which is not communication time.
  startActivity(/*communication=*/true, duration, std::move(r.members), step);
}

double SimBackend::rateOf(const Activity &a) const {
  const DeviceSpec::Contention &contention = model.getDevice().contention;
  if (!a.communication)
    return load[a.ranks.front()].communication > 0
               ? 1.0 / (1.0 + contention.computeSlowdown)
               : 1.0;
  // A collective moves at the pace of its slowest member.
  for (int rank : a.ranks)
    if (load[rank].compute > 0)
      return 1.0 / (1.0 + contention.communicationSlowdown);
  return 1.0;
}

void SimBackend::schedule(int id) {
  Activity &a = activities[id];
  a.end = a.since + a.remaining / a.rate;
  endings.emplace(a.end, id, ++a.version);
}

void SimBackend::updateRates(const std::vector<int> &ranks) {
  std::set<int> touched;
  for (int rank : ranks)
    touched.insert(load[rank].running.begin(), load[rank].running.end());
  for (int id : touched) {
    Activity &a = activities[id];
    double rate = rateOf(a);
    if (rate == a.rate)
      continue; // Unchanged: its end stays exact.
    a.remaining = std::max(0.0, a.remaining - (now - a.since) * a.rate);
    a.since = now;
    a.rate = rate;
    schedule(id);
  }
}

void SimBackend::startActivity(bool communication, double duration,
                               std::vector<std::pair<int, int>> members,
                               int step) {
  if (!(duration > 0)) {
    for (auto member : members) {
      complete(streams[member.first][member.second], step, now, now);
      queue.push_back(member);
    }
    return;
  }
  int id = static_cast<int>(activities.size());
  Activity &a = activities.emplace_back();
  a.communication = communication;
  a.start = a.since = now;
  a.remaining = duration;
  a.members = std::move(members);
  for (auto member : a.members) {
    streams[member.first][member.second].busy = true;
    if (std::find(a.ranks.begin(), a.ranks.end(), member.first) ==
        a.ranks.end())
      a.ranks.push_back(member.first);
  }
  // Ranks where this kernel's class goes from idle to busy change the rate
  // of the other class's kernels there.
  std::vector<int> changed;
  for (int rank : a.ranks) {
    RankLoad &l = load[rank];
    int &count = communication ? l.communication : l.compute;
    if (count++ == 0)
      changed.push_back(rank);
    l.running.push_back(id);
  }
  activities[id].rate = rateOf(activities[id]);
  schedule(id);
  updateRates(changed);
}

void SimBackend::finishActivity(int id, int step) {
  Activity &a = activities[id];
  std::vector<int> changed;
  for (int rank : a.ranks) {
    RankLoad &l = load[rank];
    int &count = a.communication ? l.communication : l.compute;
    if (--count == 0)
      changed.push_back(rank);
    l.running.erase(std::find(l.running.begin(), l.running.end(), id));
  }
  for (auto member : a.members) {
    StreamState &stream = streams[member.first][member.second];
    stream.busy = false;
    complete(stream, step, a.start, now);
    queue.push_back(member);
  }
  updateRates(changed);
}

void SimBackend::advance(StreamState &s, int step) {
  const Program &program = plan->programOf(s.rank);
  while (s.cursor < s.commands->size() && !s.busy) {
    const Command &c = (*s.commands)[s.cursor];
    size_t flat = flatBase[s.rank][s.stream] + s.cursor;
    switch (c.kind) {
    case CommandKind::Record: {
      int64_t event = program.intArg(c, event::Event);
      eventTime[s.rank][event] = s.ready;
      for (auto waiter : eventWaiters[s.rank][event])
        queue.push_back(waiter);
      eventWaiters[s.rank][event].clear();
      complete(s, step, s.ready, s.ready);
      break;
    }
    case CommandKind::Wait: {
      int64_t event = program.intArg(c, event::Event);
      double t = eventTime[s.rank][event];
      if (std::isnan(t)) {
        eventWaiters[s.rank][event].push_back({s.rank, s.stream});
        return;
      }
      complete(s, step, s.ready, std::max(s.ready, t));
      break;
    }
    case CommandKind::Collective: {
      if (s.registered == static_cast<long>(s.cursor))
        return; // Already waiting for the other members.
      int comm = commandCommunicator[s.rank][flat];
      int call = callsIssued[s.rank][comm]++;
      Rendezvous &r = collectiveCalls[comm][call];
      r.expected = static_cast<int>(
          plan->mesh.groupMembers(s.rank, plan->groups[c.group].axes).size());
      r.members.push_back({s.rank, s.stream});
      r.arrivals.push_back(s.ready);
      r.latestArrival = std::max(r.latestArrival, s.ready);
      s.registered = static_cast<long>(s.cursor);
      if (++r.arrived < r.expected)
        return;
      resolve(r, commandDurationUs(*plan, program, c, model), step);
      collectiveCalls[comm].erase(call);
      break; // `s` was completed by resolve.
    }
    case CommandKind::P2P: {
      if (s.registered == static_cast<long>(s.cursor))
        return;
      int peer = commandPeer[s.rank][flat];
      bool isSend = static_cast<P2POp>(c.op) == P2POp::Send;
      auto key = isSend ? std::make_pair(s.rank, peer)
                        : std::make_pair(peer, s.rank);
      // The k-th send on a pair matches the k-th receive.
      int index = isSend ? sendsPosted[key]++ : recvsPosted[key]++;
      Rendezvous &r = p2p[key][index];
      r.expected = 2;
      r.members.push_back({s.rank, s.stream});
      r.arrivals.push_back(s.ready);
      r.latestArrival = std::max(r.latestArrival, s.ready);
      s.registered = static_cast<long>(s.cursor);
      if (++r.arrived < 2)
        return;
      resolve(r, commandDurationUs(*plan, program, c, model), step);
      p2p[key].erase(index);
      break;
    }
    default:
      // A compute kernel or a copy: the stream is busy until it ends.
      startActivity(/*communication=*/false,
                    commandDurationUs(*plan, program, c, model),
                    {{s.rank, s.stream}}, step);
      break;
    }
  }
}

double SimBackend::simulateStep(int step, double origin) {
  int numRanks = plan->mesh.numRanks();
  eventTime.assign(numRanks, {});
  eventWaiters.assign(numRanks, {});
  callsIssued.assign(numRanks, {});
  collectiveCalls.assign(communicatorIds.size(), {});
  p2p.clear();
  sendsPosted.clear();
  recvsPosted.clear();
  queue.clear();
  size_t traceIndex = 0;
  for (int r = 0; r < numRanks; ++r) {
    const Program &program = plan->programOf(r);
    eventTime[r].assign(program.numEvents, kUnset);
    eventWaiters[r].assign(program.numEvents, {});
    streams[r].assign(program.streams.size(), {});
    for (size_t s = 0; s < program.streams.size(); ++s) {
      StreamState &state = streams[r][s];
      state.rank = r;
      state.stream = static_cast<int>(s);
      state.ready = origin;
      state.commands = &program.streams[s].commands;
      state.trace = &result->traces[traceIndex++];
      queue.push_back({r, static_cast<int>(s)});
    }
  }
  now = origin;
  activities.clear();
  load.assign(numRanks, {});
  endings = {};
  for (;;) {
    while (!queue.empty()) {
      auto [r, s] = queue.front();
      queue.pop_front();
      advance(streams[r][s], step);
    }
    if (endings.empty())
      break;
    auto [end, id, version] = endings.top();
    endings.pop();
    if (version != activities[id].version)
      continue; // Rescheduled since.
    now = end;
    finishActivity(id, step);
  }
  double end = origin;
  std::vector<std::string> stuck;
  for (auto &rankStreams : streams)
    for (StreamState &s : rankStreams) {
      if (s.cursor < s.commands->size())
        stuck.push_back(describe(s));
      end = std::max(end, s.ready);
    }
  if (!stuck.empty()) {
    std::ostringstream os;
    os << "sim backend: the plan deadlocks in step " << step + 1
       << "; streams stuck:";
    for (size_t i = 0; i < stuck.size() && i < 16; ++i)
      os << "\n  " << stuck[i];
    if (stuck.size() > 16)
      os << "\n  ... and " << stuck.size() - 16 << " more";
    throw RunError(os.str());
  }
  return end;
}

RunResult SimBackend::run(const Plan &p, const RunOptions &options) {
  auto wallStart = std::chrono::steady_clock::now();
  plan = &p;
  RunResult out;
  result = &out;
  out.backend = name();
  out.steps = options.steps;
  setUp();
  for (int r = 0; r < p.mesh.numRanks(); ++r)
    for (size_t s = 0; s < p.programOf(r).streams.size(); ++s) {
      StreamTrace trace;
      trace.rank = r;
      trace.stream = static_cast<int>(s);
      out.traces.push_back(std::move(trace));
    }
  double origin = 0.0;
  for (int step = 0; step < options.steps; ++step)
    origin = simulateStep(step, origin);
  // What the figures rest on, and what they leave out.
  const DeviceSpec &device = model.getDevice();
  std::ostringstream os;
  os << "simulated on device '" << device.name << "' (cost model: "
     << "docs/cost-model.md); compute beside communication takes "
     << 1.0 + device.contention.computeSlowdown
     << "x as long, communication beside compute "
     << 1.0 + device.contention.communicationSlowdown << "x";
  out.notes.push_back(os.str());
  if (std::string attention = attentionPricingNote(p, device);
      !attention.empty())
    out.notes.push_back(attention);
  out.notes.push_back(
      "not modelled: network congestion between concurrent collectives of "
      "different groups, contention between communication kernels on one "
      "GPU, host launch overhead beyond launch_latency_us per kernel, "
      "kernel-to-kernel variation");
  out.wallSeconds = std::chrono::duration<double>(
                        std::chrono::steady_clock::now() - wallStart)
                        .count();
  return out;
}

std::unique_ptr<Backend> ovl::rt::createSimBackend(const DeviceSpec &device) {
  return std::make_unique<SimBackend>(device);
}
