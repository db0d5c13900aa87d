//===- CpuBackend.cpp - Every rank a thread, every stream a worker --------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Each step starts one worker per stream of every rank. A worker runs its
// stream's commands in order; events are per-rank flags with a condition
// variable; collectives and P2P go through the shared-memory fabric. A
// watchdog aborts the run when no command completes for the timeout, and
// reports where every unfinished stream is stuck: nothing hangs. bf16
// commands run the f32 kernels on f32 copies of their slices
// (Bf16Staging.h); collectives reduce bf16 in f32.
//
//===----------------------------------------------------------------------===//

#include "Bf16Staging.h"

#include "../../exec/GatherToRoot.h"

#include "ovl/runtime/Backend.h"
#include "ovl/runtime/CommandSchema.h"
#include "ovl/runtime/Communicator.h"
#include "ovl/runtime/Data.h"
#include "ovl/runtime/Kernels.h"
#include "ovl/runtime/ProcessGroup.h"
#include "ovl/runtime/Random.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <fstream>
#include <limits>
#include <mutex>
#include <optional>
#include <sstream>
#include <system_error>
#include <thread>

using namespace ovl::rt;

static void checkFault(const Plan &plan, const RunOptions::Fault &fault);

Backend::~Backend() = default;

namespace {

using Clock = std::chrono::steady_clock;

/// Per-rank, per-command facts that depend on the rank's coordinates.
struct Resolved {
  Communicator *communicator = nullptr;
  int memberIndex = 0; // Position in the group (vocab shard, data replica).
  int peer = -1;       // P2P peer rank.
};

/// The memory this process may still use, in bytes: the smaller of the
/// kernel's MemAvailable and the cgroup's limit less its usage; nothing if
/// neither can be read.
static std::optional<double> availableMemoryBytes() {
  std::optional<double> available;
  if (std::ifstream meminfo("/proc/meminfo"); meminfo) {
    std::string key;
    double kib;
    std::string unit;
    while (meminfo >> key >> kib >> unit)
      if (key == "MemAvailable:") {
        available = kib * 1024.0;
        break;
      }
  }
  std::ifstream max("/sys/fs/cgroup/memory.max"),
      current("/sys/fs/cgroup/memory.current");
  std::string limit;
  double used = 0.0;
  if (max >> limit && limit != "max" && current >> used) {
    char *end = nullptr;
    double bytes = std::strtod(limit.c_str(), &end);
    if (end && *end == '\0') {
      double left = bytes - used;
      available = available ? std::min(*available, left) : left;
    }
  }
  return available;
}

struct AlignedBuffer {
  explicit AlignedBuffer(uint64_t bytes) {
    size = (bytes + 63) / 64 * 64;
    data = static_cast<char *>(std::aligned_alloc(64, size ? size : 64));
    if (!data)
      throw RunError("cpu backend: cannot allocate " + std::to_string(bytes) +
                     " bytes");
    std::memset(data, 0, size);
  }
  ~AlignedBuffer() { std::free(data); }
  AlignedBuffer(const AlignedBuffer &) = delete;
  AlignedBuffer &operator=(const AlignedBuffer &) = delete;
  char *data = nullptr;
  uint64_t size = 0;
};

struct RankState {
  int rank = 0;
  int programIndex = 0;
  const Program *program = nullptr;
  std::vector<int> coords;
  std::unique_ptr<AlignedBuffer> transient, persistent;
  std::vector<std::vector<Resolved>> resolved; // [stream][command]
  std::mutex eventMutex;
  std::condition_variable eventCv;
  std::vector<char> recorded;
  std::vector<double> losses; // Logged this step.
  std::vector<std::vector<float>> capturedGrads; // By param id.
  int step = 0; // The run's step (0-based), set before its streams start.
  std::vector<std::atomic<long>> position;       // Per stream, for hang reports.
};

class CpuBackend : public Backend {
public:
  const char *name() const override { return "cpu"; }
  RunResult run(const Plan &plan, const RunOptions &options) override;

private:
  void setUp(const Plan &plan, const RunOptions &options);
  void runStep(int step, RunResult &result);
  void runStream(RankState &rank, int stream, int step, StreamTrace &trace);
  void execute(RankState &rank, int stream, size_t index, bool lastStep);
  void executeKernel(RankState &rank, const Command &c, const Resolved &r,
                     bool lastStep);
  /// A convert kernel: f32 <-> bf16, element by element.
  void convert(RankState &rank, const Command &c);
  /// Runs kernel command `c`; its float operands come from `staging` (the
  /// f32 copies of a bf16 command's slices) when given.
  void runKernel(RankState &rank, const Command &c, const Resolved &r,
                 bool lastStep, Bf16Staging *staging);
  char *pointer(RankState &rank, const Slice &slice) const {
    return (slice.arena == Arena::Transient ? rank.transient->data
                                            : rank.persistent->data) +
           slice.offset;
  }
  float *f32(RankState &rank, const Command &c, unsigned slot) {
    return reinterpret_cast<float *>(pointer(rank, rank.program->slice(c, slot)));
  }
  /// Slot `slot` of `c` as f32: in place, or its f32 copy in `staging`
  /// (a bf16 command; rounded back at commit if `writes`).
  float *f32(RankState &rank, const Command &c, unsigned slot,
             Bf16Staging *staging, bool writes) {
    if (!staging)
      return f32(rank, c, slot);
    const Slice &slice = rank.program->slice(c, slot);
    return staging->f32(pointer(rank, slice), slice.bytes, writes);
  }
  int32_t *i32(RankState &rank, const Command &c, unsigned slot) {
    return reinterpret_cast<int32_t *>(
        pointer(rank, rank.program->slice(c, slot)));
  }
  void fail(const std::string &message);
  /// Throws naming the first non-finite f32 value command `c` wrote.
  void checkFinite(RankState &rank, const Command &c, int step);
  /// options.fault, before (`after` false) or after command `c` runs.
  void injectFault(RankState &rank, const Command &c, bool after);
  /// After an abort: gives the workers a grace period to stop, then hands
  /// the error to options.onUnresponsiveWorkers if some cannot.
  void waitForAbortedWorkers(const std::atomic<int> &running);
  std::string describe(int rank, int stream, long index) const;
  /// Where every stream that has not finished the step stands, one line
  /// each (for the errors that stop a run).
  std::string unfinishedStreams() const;
  void assembleDump(RunResult &result);
  /// The local ranks' final weights and last gradients (f32).
  std::vector<RankSnapshot> localSnapshots();
  /// The state of `rank` when this process runs it, else null.
  RankState *local(int rank) const {
    return rank < static_cast<int>(byRank.size()) ? byRank[rank] : nullptr;
  }

  const Plan *plan = nullptr;
  RunOptions options;
  /// f32 copies of bf16 parameters for the dump (assembleDump).
  std::deque<std::vector<float>> widenedParams;
  std::unique_ptr<Fabric> fabric;
  /// The ranks this process runs (all of them, or under mpirun its own),
  /// in rank order; byRank indexes them by rank (null: another process's).
  std::vector<std::unique_ptr<RankState>> ranks;
  std::vector<RankState *> byRank;
  /// Per step, per local rank (in `ranks` order), the losses it logged.
  std::vector<std::vector<std::vector<double>>> lossesByStep;
  Clock::time_point origin;
  std::atomic<uint64_t> progress{0};
  std::atomic<bool> aborted{false};
  std::mutex errorMutex;
  std::string firstError;
  bool firstErrorListsStreams = false;
};

} // namespace

void CpuBackend::fail(const std::string &message) {
  {
    std::lock_guard<std::mutex> lock(errorMutex);
    if (firstError.empty())
      firstError = message;
  }
  aborted = true;
  fabric->abort();
  for (auto &rank : ranks) {
    std::lock_guard<std::mutex> lock(rank->eventMutex);
    rank->eventCv.notify_all();
  }
}

std::string CpuBackend::describe(int rank, int stream, long index) const {
  const RankState &state = *local(rank);
  bool inRange =
      index >= 0 && index < static_cast<long>(state.resolved[stream].size());
  const Resolved *resolved = inRange ? &state.resolved[stream][index] : nullptr;
  std::string where = describeStreamPosition(*plan, rank, stream, index,
                                             resolved ? resolved->peer : -1);
  // Under mpirun only this process's ranks are listed: say whose part of
  // a collective never came.
  if (resolved && resolved->communicator) {
    std::vector<int> missing = resolved->communicator->notArrived();
    for (size_t i = 0; i < missing.size(); ++i)
      where += (i ? ", " : ", waiting for rank ") + std::to_string(missing[i]);
  }
  return where;
}

std::string CpuBackend::unfinishedStreams() const {
  return listUnfinishedStreams(
      *plan,
      [&](int rank, int stream) {
        // Another process's ranks report their own streams.
        if (const RankState *state = local(rank))
          return state->position[stream].load();
        return static_cast<long>(
            plan->programOf(rank).streams[stream].commands.size());
      },
      [&](int rank, int stream, long at) {
        return describe(rank, stream, at);
      });
}

/// "cpu backend: FILE:LINE: ", the start of an error about command `c`
/// (built only when one is raised: setUp checks every command).
static std::string commandWhere(const Plan &plan, const Command &c) {
  return "cpu backend: " + plan.path + ":" + std::to_string(c.line) + ": ";
}

/// Refuses a command whose BLAS calls would take a size or leading dimension
/// past OpenBLAS's blasint (an int in Debian's build: kernels::kMaxBlasInt),
/// which the call would truncate: a GEMM's m, n and k; attention's tiles,
/// which take the key count (seq) and the distances between tokens in qkv
/// and out as sizes and leading dimensions.
static void checkBlasSizes(const Plan &plan, const Program &program,
                           const Command &c) {
  auto v = [&](int field) { return program.intArg(c, field); };
  std::vector<std::pair<const char *, int64_t>> sizes;
  if (c.kind == CommandKind::Gemm) {
    sizes = {
        {"gemm m", v(gemm::M)}, {"gemm n", v(gemm::N)}, {"gemm k", v(gemm::K)}};
  } else if (c.kind == CommandKind::Kernel &&
             (static_cast<KernelOp>(c.op) == KernelOp::Attention ||
              static_cast<KernelOp>(c.op) == KernelOp::AttentionGrad)) {
    // The forward's and the backward's sizes are the same fields.
    namespace fields = kernel::attention;
    int64_t heads = v(fields::Heads), dim = v(fields::Dim);
    int64_t groups = v(fields::Groups) > 0 ? v(fields::Groups) : heads;
    sizes = {
        {"attention seq", v(fields::Seq)},
        {"attention's qkv token stride", groups * (heads / groups + 2) * dim},
        {"attention's out token stride", heads * dim}};
  }
  for (auto [name, value] : sizes)
    if (value > kernels::kMaxBlasInt)
      throw RunError(commandWhere(plan, c) + name + " " +
                     std::to_string(value) + " exceeds the BLAS's int range (" +
                     std::to_string(kernels::kMaxBlasInt) + ")");
}

void CpuBackend::setUp(const Plan &p, const RunOptions &opts) {
  plan = &p;
  options = opts;
  kernels::initBlas();
  checkFault(p, opts.fault);
  fabric = opts.processes ? opts.processes->createFabric()
                          : createSharedMemoryFabric();
  ranks.clear();
  byRank.assign(p.mesh.numRanks(), nullptr);
  lossesByStep.clear();
  for (const Program &program : p.programs)
    for (const Stream &s : program.streams)
      for (const Command &c : s.commands) {
        if (c.dtype != DType::F32 && c.dtype != DType::BF16 &&
            c.dtype != DType::I32)
          throw RunError(commandWhere(p, c) + "dtype " + dtypeName(c.dtype) +
                         " is not supported (the cpu backend runs f32 and "
                         "bf16 plans; use the sim backend)");
        checkBlasSizes(p, program, c);
      }
  int numRanks = p.mesh.numRanks();
  std::vector<int> localRanks;
  if (opts.processes) {
    if (opts.processes->size() != numRanks)
      throw RunError("cpu backend: " + p.path + ": the plan has " +
                     std::to_string(numRanks) + " ranks but mpirun started " +
                     std::to_string(opts.processes->size()) +
                     " processes (mpirun -np " + std::to_string(numRanks) +
                     ")");
    localRanks.push_back(opts.processes->rank());
  } else {
    for (int r = 0; r < numRanks; ++r)
      localRanks.push_back(r);
  }
  // Every stream of every rank here runs on a thread of its own (runStep).
  checkWorkerThreads(p, localRanks, "cpu");
  // Every rank is a thread of this process: all their arenas must fit in
  // the memory there is, not each one alone (an over-commit ends in the OOM
  // killer, with no message).
  double needed = 0.0;
  for (int r : localRanks) {
    const Program &program = p.programs[p.programIndexOf(r)];
    // The dump keeps a copy of the last gradients: at most half the
    // persistent arena (parameters and their momenta).
    needed += static_cast<double>(program.transientBytes) +
              static_cast<double>(program.persistentBytes) *
                  (opts.collectDump ? 1.5 : 1.0);
  }
  if (std::optional<double> available = availableMemoryBytes();
      available && needed > *available)
    throw RunError(
        "cpu backend: " + p.path + ": the " +
        (opts.processes ? "rank of this process needs "
                        : std::to_string(numRanks) + " ranks need ") +
        formatByteCount(needed) +
        " bytes (their arenas, and the gradients a dump keeps), more than "
        "the " +
        formatByteCount(*available) + " bytes of memory available");
  for (int r : localRanks) {
    auto state = std::make_unique<RankState>();
    state->rank = r;
    state->programIndex = p.programIndexOf(r);
    state->program = &p.programs[state->programIndex];
    state->coords = p.mesh.coords(r);
    state->transient =
        std::make_unique<AlignedBuffer>(state->program->transientBytes);
    state->persistent =
        std::make_unique<AlignedBuffer>(state->program->persistentBytes);
    state->recorded.assign(state->program->numEvents, 0);
    state->position =
        std::vector<std::atomic<long>>(state->program->streams.size());
    state->capturedGrads.resize(state->program->params.size());
    for (const ParamDecl &param : state->program->params) {
      char *storage = state->persistent->data + param.offset;
      if (param.dtype == DType::F32) {
        initParam(param, p.mesh, state->coords, opts.seed,
                  reinterpret_cast<float *>(storage));
      } else if (param.dtype == DType::BF16) {
        // The f32 initial values, rounded (as the cuda backend does).
        std::vector<float> values(param.numElements());
        initParam(param, p.mesh, state->coords, opts.seed, values.data());
        auto *halves = reinterpret_cast<uint16_t *>(storage);
        for (size_t i = 0; i < values.size(); ++i)
          halves[i] = floatToBf16(values[i]);
      } else {
        throw RunError("cpu backend: param '" + param.name + "' is " +
                       dtypeName(param.dtype) +
                       "; only f32 and bf16 are supported");
      }
    }
    byRank[r] = state.get();
    ranks.push_back(std::move(state));
  }
  // Resolve communicators, peers and group positions per rank.
  for (auto &state : ranks) {
    const Program &program = *state->program;
    state->resolved.resize(program.streams.size());
    for (const Stream &s : program.streams) {
      std::vector<Resolved> &out = state->resolved[s.id];
      out.resize(s.commands.size());
      for (size_t i = 0; i < s.commands.size(); ++i) {
        const Command &c = s.commands[i];
        CommandPlacement placement = placeCommand(p, state->rank, program, c);
        out[i].memberIndex = placement.memberIndex;
        out[i].peer = placement.peer;
        if (c.kind == CommandKind::Collective)
          out[i].communicator = &fabric->communicator(placement.members, c.group);
      }
    }
  }
}

void CpuBackend::executeKernel(RankState &rank, const Command &c,
                               const Resolved &r, bool lastStep) {
  if (static_cast<KernelOp>(c.op) == KernelOp::Convert)
    return convert(rank, c);
  if (c.dtype != DType::BF16)
    return runKernel(rank, c, r, lastStep, nullptr);
  Bf16Staging staging;
  runKernel(rank, c, r, lastStep, &staging);
  staging.commit();
}

void CpuBackend::convert(RankState &rank, const Command &c) {
  using namespace kernel::convert;
  const Program &program = *rank.program;
  int64_t n = program.intArg(c, N);
  char *in = pointer(rank, program.slice(c, In));
  char *out = pointer(rank, program.slice(c, Out));
  if (DType(program.intArg(c, From)) == DType::F32) {
    const auto *from = reinterpret_cast<const float *>(in);
    auto *to = reinterpret_cast<uint16_t *>(out);
    for (int64_t i = 0; i < n; ++i)
      to[i] = floatToBf16(from[i]);
  } else {
    const auto *from = reinterpret_cast<const uint16_t *>(in);
    auto *to = reinterpret_cast<float *>(out);
    for (int64_t i = 0; i < n; ++i)
      to[i] = bf16ToFloat(from[i]);
  }
}

void CpuBackend::runKernel(RankState &rank, const Command &c, const Resolved &r,
                           bool lastStep, Bf16Staging *staging) {
  const Program &program = *rank.program;
  auto n = [&](unsigned i) { return program.intArg(c, i); };
  auto x = [&](unsigned i) { return program.floatArg(c, i); };
  auto in = [&](unsigned slot) {
    return f32(rank, c, slot, staging, commandWritesSlot(c, slot));
  };
  // Operands by name (CommandSchema.h), never by position.
  namespace k = kernel;
  auto shard = [&](int64_t vocab) { return r.memberIndex * vocab; };
  // Attention's dropout on its probabilities, keyed as the dropout kernel.
  auto attentionDropout = [&](unsigned seed, unsigned ratio) {
    return kernels::AttentionDropout{
        dropoutKey(options.seed, n(seed), rank.step, r.memberIndex), x(ratio)};
  };
  switch (static_cast<KernelOp>(c.op)) {
  case KernelOp::Add:
  case KernelOp::Mul: {
    using namespace k::binary;
    auto op = static_cast<KernelOp>(c.op) == KernelOp::Add ? kernels::add
                                                           : kernels::mul;
    return op(in(Lhs), in(Rhs), in(Out), n(N), n(Period));
  }
  case KernelOp::Gelu:
    return kernels::gelu(in(k::gelu::In), in(k::gelu::Out), n(k::gelu::N));
  case KernelOp::GeluGrad: {
    using namespace k::gelu_grad;
    return kernels::geluGrad(in(In), in(Dout), in(Din), n(N));
  }
  case KernelOp::Dropout: {
    using namespace k::dropout;
    uint64_t key = dropoutKey(options.seed, n(Seed), rank.step, r.memberIndex);
    return kernels::dropout(in(In), in(Out), n(N), key, n(Offset), x(Ratio));
  }
  case KernelOp::ReduceRows: {
    using namespace k::reduce_rows;
    return kernels::reduceRows(in(In), in(Out), n(Rows), n(Cols));
  }
  case KernelOp::LayerNorm: {
    using namespace k::layer_norm;
    return kernels::layerNorm(in(In), in(Gamma), in(Beta), in(Out), in(Mean),
                              in(Rstd), n(Rows), n(Cols), x(Eps));
  }
  case KernelOp::LayerNormGrad: {
    using namespace k::layer_norm_grad;
    return kernels::layerNormGrad(in(In), in(Gamma), in(Mean), in(Rstd),
                                  in(Dout), in(Din), in(Dgamma), in(Dbeta),
                                  n(Rows), n(Cols));
  }
  case KernelOp::RmsNorm: {
    using namespace k::rms_norm;
    return kernels::rmsNorm(in(In), in(Gamma), in(Out), in(Rstd), n(Rows),
                            n(Cols), x(Eps));
  }
  case KernelOp::RmsNormGrad: {
    using namespace k::rms_norm_grad;
    return kernels::rmsNormGrad(in(In), in(Gamma), in(Rstd), in(Dout),
                                in(Din), in(Dgamma), n(Rows), n(Cols));
  }
  case KernelOp::Swiglu: {
    using namespace k::swiglu;
    return kernels::swiglu(in(In), in(Out), n(Rows), n(Cols));
  }
  case KernelOp::SwigluGrad: {
    using namespace k::swiglu_grad;
    return kernels::swigluGrad(in(In), in(Dout), in(Din), n(Rows), n(Cols));
  }
  case KernelOp::Rope:
  case KernelOp::RopeGrad: {
    using namespace k::rope;
    auto op = static_cast<KernelOp>(c.op) == KernelOp::Rope ? kernels::rope
                                                           : kernels::ropeGrad;
    return op(in(In), in(Out), n(Batch), n(Seq), n(Heads), n(Dim),
              n(RotaryDim), x(Base), n(Groups));
  }
  case KernelOp::Attention: {
    using namespace k::attention;
    return kernels::attention(in(Qkv), in(Out), in(Lse), n(Batch), n(Seq),
                              n(Heads), n(Dim), n(Causal) != 0, n(Groups),
                              attentionDropout(Seed, Dropout));
  }
  case KernelOp::AttentionGrad: {
    using namespace k::attention_grad;
    return kernels::attentionGrad(in(Qkv), in(Out), in(Lse), in(Dout), in(Dqkv),
                                  n(Batch), n(Seq), n(Heads), n(Dim),
                                  n(Causal) != 0, n(Groups),
                                  attentionDropout(Seed, Dropout));
  }
  case KernelOp::Embedding: {
    using namespace k::embedding;
    return kernels::embedding(i32(rank, c, Tokens), in(Table), in(Out),
                              n(Count), n(Vocab), n(Hidden), shard(n(Vocab)));
  }
  case KernelOp::EmbeddingGrad: {
    using namespace k::embedding_grad;
    return kernels::embeddingGrad(i32(rank, c, Tokens), in(Dout), in(Dtable),
                                  n(Count), n(Vocab), n(Hidden),
                                  shard(n(Vocab)));
  }
  case KernelOp::CeMax: {
    using namespace k::ce_max;
    return kernels::ceMax(in(Logits), in(Out), n(Rows), n(Vocab));
  }
  case KernelOp::CeStats: {
    using namespace k::ce_stats;
    return kernels::ceStats(in(Logits), in(Max), i32(rank, c, Labels), in(Out),
                            n(Rows), n(Vocab), shard(n(Vocab)));
  }
  case KernelOp::CeLoss: {
    using namespace k::ce_loss;
    *in(Out) = kernels::ceLoss(in(Stats), n(Rows));
    return;
  }
  case KernelOp::CeGrad: {
    using namespace k::ce_grad;
    return kernels::ceGrad(in(Logits), in(Max), in(Stats),
                           i32(rank, c, Labels), in(Out), n(Rows), n(Vocab),
                           shard(n(Vocab)), x(Scale));
  }
  case KernelOp::LogLoss:
    rank.losses.push_back(*in(k::log_loss::Loss));
    return;
  case KernelOp::Sgd:
  case KernelOp::AdamW: {
    // Param, grad, n and param_id sit alike in both (PlanValidator checks).
    using namespace k::sgd;
    if (lastStep && options.collectDump)
      rank.capturedGrads[n(ParamId)].assign(in(Grad), in(Grad) + n(N));
    double lr = scheduledLr(lrScheduleOf(program, c), rank.step);
    if (static_cast<KernelOp>(c.op) == KernelOp::Sgd)
      return kernels::sgd(in(Param), in(Grad), in(Momentum), n(N), lr, x(Mom),
                          x(Wd));
    namespace a = k::adamw;
    return kernels::adamw(in(Param), in(Grad), in(a::ExpAvg), in(a::ExpAvgSq),
                          n(N), rank.step + 1, lr, x(a::Beta1), x(a::Beta2),
                          x(a::Eps), x(a::Wd));
  }
  case KernelOp::SumSquares: {
    using namespace k::sum_squares;
    return kernels::sumSquares(in(In), in(Out), n(N), n(Accumulate) != 0);
  }
  case KernelOp::ClipByNorm: {
    using namespace k::clip_by_norm;
    return kernels::clipByNorm(in(Grad), in(NormSq), in(Out), n(N), x(MaxNorm));
  }
  case KernelOp::Convert: // Two element types: never staged.
    return convert(rank, c);
  case KernelOp::LocalShard: {
    using namespace k::local_shard;
    const float *from = in(In) + r.memberIndex * n(N);
    std::copy(from, from + n(N), in(Out));
    return;
  }
  case KernelOp::CopyRows: {
    using namespace k::copy_rows;
    return kernels::copyRows(in(In), in(Out), n(Rows), n(Cols), n(Stride),
                             n(OutStride) ? n(OutStride) : n(Cols));
  }
  case KernelOp::Opaque:
    for (unsigned i = 0; i < c.numSlices; ++i) {
      const Slice &s = program.slice(c, i);
      std::memset(pointer(rank, s), 0, s.bytes);
    }
    return;
  }
}

void CpuBackend::execute(RankState &rank, int stream, size_t index,
                         bool lastStep) {
  const Program &program = *rank.program;
  const Command &c = program.streams[stream].commands[index];
  const Resolved &r = rank.resolved[stream][index];
  switch (c.kind) {
  case CommandKind::Gemm: {
    using namespace gemm;
    auto v = [&](int i) { return program.intArg(c, i); };
    // bf16: f32 copies of A, B and C, C rounded back after (Bf16Staging.h).
    std::optional<Bf16Staging> staging;
    if (c.dtype == DType::BF16)
      staging.emplace();
    Bf16Staging *copies = staging ? &*staging : nullptr;
    const float *a = f32(rank, c, A, copies, false);
    const float *b = f32(rank, c, B, copies, false);
    float *out = f32(rank, c, C, copies, true);
    // A long batch stops at the next GEMM once the run is aborted (a
    // timeout elsewhere), so that the watchdog's error comes in time.
    for (int64_t i = 0; i < v(Batch) && !aborted; ++i)
      kernels::gemm(a + i * v(StrideA), b + i * v(StrideB),
                    out + i * v(StrideC), v(M), v(N), v(K), v(TransA),
                    v(TransB), v(Acc));
    if (staging)
      staging->commit();
    return;
  }
  case CommandKind::Kernel:
    return executeKernel(rank, c, r, lastStep);
  case CommandKind::Collective:
    r.communicator->collective(
        r.memberIndex,
        collectiveCallOf(program, c, pointer(rank, program.slice(c, coll::In)),
                         pointer(rank, program.slice(c, coll::Out))));
    return;
  case CommandKind::P2P: {
    const Slice &buf = program.slice(c, p2p::Buf);
    if (static_cast<P2POp>(c.op) == P2POp::Send)
      fabric->send(rank.rank, r.peer, pointer(rank, buf), buf.bytes);
    else
      fabric->recv(rank.rank, r.peer, pointer(rank, buf), buf.bytes);
    return;
  }
  case CommandKind::Copy: {
    if (c.hostField == HostField::None) {
      const Slice &src = program.slice(c, copy::Src);
      std::memmove(pointer(rank, program.slice(c, copy::Dst)),
                   pointer(rank, src), src.bytes);
      return;
    }
    using namespace copy;
    int32_t *dst = i32(rank, c, HostDst);
    int64_t count = program.intArg(c, Count), seq = program.intArg(c, Seq);
    int64_t shift = c.hostField == HostField::Labels ? 1 : 0;
    int replica = c.group >= 0 ? r.memberIndex : 0;
    for (int64_t i = 0; i < count; ++i)
      dst[i] = syntheticToken(options.seed, replica,
                              program.intArg(c, Microbatch), i / seq,
                              i % seq + shift, program.intArg(c, Vocab));
    return;
  }
  case CommandKind::Record: {
    std::lock_guard<std::mutex> lock(rank.eventMutex);
    rank.recorded[program.intArg(c, event::Event)] = 1;
    rank.eventCv.notify_all();
    return;
  }
  case CommandKind::Wait: {
    std::unique_lock<std::mutex> lock(rank.eventMutex);
    int64_t event = program.intArg(c, event::Event);
    rank.eventCv.wait(lock, [&] { return rank.recorded[event] || aborted; });
    if (!rank.recorded[event])
      throw CommunicationAborted();
    return;
  }
  }
}

void CpuBackend::checkFinite(RankState &rank, const Command &c, int step) {
  // A copy writes token ids, or bytes another command wrote (and this
  // check saw) of a type it does not carry.
  if (c.kind == CommandKind::Copy)
    return;
  for (unsigned slot = 0; slot < c.numSlices; ++slot) {
    if (!commandWritesSlot(c, slot))
      continue;
    const Slice &slice = rank.program->slice(c, slot);
    // Each output in its own element type (a convert's is `to`, not the
    // command's dtype), read with memcpy: a bf16 output may start 2 bytes
    // into a word. Integers (token ids) hold no NaN.
    DType type = c.dtype;
    if (c.kind == CommandKind::Kernel &&
        static_cast<KernelOp>(c.op) == KernelOp::Convert)
      type = static_cast<DType>(rank.program->intArg(c, kernel::convert::To));
    if (type != DType::F32 && type != DType::BF16)
      continue;
    const char *bytes = pointer(rank, slice);
    size_t size = type == DType::BF16 ? 2 : 4;
    for (uint64_t i = 0; i < slice.bytes / size; ++i) {
      float value;
      if (type == DType::BF16) {
        uint16_t half;
        std::memcpy(&half, bytes + i * size, size);
        value = bf16ToFloat(half);
      } else {
        std::memcpy(&value, bytes + i * size, size);
      }
      if (!std::isfinite(value)) {
        std::ostringstream os;
        os << "produced the first non-finite value of the run in step "
           << step + 1 << " (" << value << " at element " << i
           << " of its output slice " << slot << ")";
        throw std::runtime_error(os.str());
      }
    }
  }
}

void CpuBackend::injectFault(RankState &rank, const Command &c, bool after) {
  using Kind = RunOptions::Fault::Kind;
  switch (options.fault.kind) {
  case Kind::Throw:
    if (!after)
      throw std::runtime_error("injected fault: this rank failed "
                               "(--inject-fault throw)");
    return;
  case Kind::NeverJoin:
    if (after)
      return;
    // A member that never arrives: the others wait in the collective until
    // the watchdog gives up.
    while (!aborted)
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    throw CommunicationAborted();
  case Kind::NaN:
    if (!after)
      return;
    // An f32 NaN over the first output's first 4 bytes: a NaN in bf16 too
    // (its upper half), stored with memcpy, as a bf16 output may start 2
    // bytes into a word.
    for (unsigned slot = 0; slot < c.numSlices; ++slot)
      if (commandWritesSlot(c, slot)) {
        float nan = std::numeric_limits<float>::quiet_NaN();
        std::memcpy(pointer(rank, rank.program->slice(c, slot)), &nan,
                    sizeof(nan));
        return;
      }
    return;
  case Kind::Kill:
    // The process dies at once, as a crashed or killed rank does: under
    // mpirun the launcher ends the others.
    if (!after)
      std::raise(SIGKILL);
    return;
  case Kind::None:
    return;
  }
}

void CpuBackend::runStream(RankState &rank, int stream, int step,
                           StreamTrace &trace) {
  const std::vector<Command> &commands = rank.program->streams[stream].commands;
  bool lastStep = step == options.steps - 1;
  try {
    for (size_t i = 0; i < commands.size(); ++i) {
      rank.position[stream] = static_cast<long>(i);
      if (aborted)
        return;
      bool faulty = options.fault.kind != RunOptions::Fault::Kind::None &&
                    step == 0 && stream == 0 &&
                    rank.rank == options.fault.rank &&
                    static_cast<long>(i) == options.fault.command;
      if (faulty)
        injectFault(rank, commands[i], /*after=*/false);
      double start =
          std::chrono::duration<double, std::micro>(Clock::now() - origin)
              .count();
      execute(rank, stream, i, lastStep);
      if (faulty)
        injectFault(rank, commands[i], /*after=*/true);
      if (options.checkNumerics)
        checkFinite(rank, commands[i], step);
      double end =
          std::chrono::duration<double, std::micro>(Clock::now() - origin)
              .count();
      trace.timings.push_back({static_cast<uint32_t>(i), step, start, end});
      progress.fetch_add(1, std::memory_order_relaxed);
    }
    rank.position[stream] = static_cast<long>(commands.size());
  } catch (const CommunicationAborted &) {
    // Another worker failed first; its error is the one reported.
  } catch (const std::exception &e) {
    fail(describe(rank.rank, stream, rank.position[stream]) + ": " + e.what());
  }
}

void CpuBackend::runStep(int step, RunResult &result) {
  for (auto &rank : ranks) {
    std::fill(rank->recorded.begin(), rank->recorded.end(), 0);
    rank->losses.clear();
    rank->step = step;
    for (auto &p : rank->position)
      p = -1;
  }
  std::vector<std::thread> workers;
  std::atomic<int> running{0};
  // A thread the system refuses (a container's pid limit) fails the run
  // like a worker's error: the others are aborted and joined.
  auto startWorkers = [&] {
    for (auto &rank : ranks)
      for (size_t s = 0; s < rank->program->streams.size(); ++s) {
        StreamTrace &trace =
            result.streamTrace(rank->rank, static_cast<int>(s));
        ++running;
        try {
          workers.emplace_back([this, &rank, s, step, &trace, &running] {
            runStream(*rank, static_cast<int>(s), step, trace);
            --running;
          });
        } catch (const std::system_error &e) {
          --running;
          {
            std::lock_guard<std::mutex> lock(errorMutex);
            firstErrorListsStreams = firstError.empty();
          }
          fail(describeThreadStartFailure("cpu", rank->rank, s, workers.size(),
                                          e));
          return;
        }
      }
  };
  startWorkers();
  // Watchdog: give up when nothing completes for the timeout.
  uint64_t lastProgress = progress.load();
  Clock::time_point lastChange = Clock::now();
  while (running > 0 && !aborted) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    uint64_t now = progress.load();
    if (now != lastProgress) {
      lastProgress = now;
      lastChange = Clock::now();
      continue;
    }
    double stalled =
        std::chrono::duration<double>(Clock::now() - lastChange).count();
    if (stalled < options.timeoutSeconds)
      continue;
    std::ostringstream os;
    os << "no command completed for " << options.timeoutSeconds << " s in step "
       << step + 1 << "; the run is stuck:"
       << unfinishedStreams();
    {
      std::lock_guard<std::mutex> lock(errorMutex);
      firstErrorListsStreams = firstError.empty();
    }
    fail(os.str());
  }
  if (aborted && options.onUnresponsiveWorkers)
    waitForAbortedWorkers(running);
  for (std::thread &t : workers)
    t.join();
  if (!firstError.empty()) {
    // Say where every other rank stopped (the watchdog's message already
    // lists the stuck streams).
    std::string stopped =
        firstErrorListsStreams
            ? std::string()
            : unfinishedStreams();
    throw RunError(firstError +
                   (stopped.empty() ? "" : "\nthe run stopped with:" + stopped));
  }
  std::vector<std::vector<double>> &losses = lossesByStep.emplace_back();
  for (auto &rank : ranks)
    losses.push_back(rank->losses);
}

void CpuBackend::waitForAbortedWorkers(const std::atomic<int> &running) {
  // Every worker checks for the abort between commands (and a batched GEMM
  // between its GEMMs); one still running after the grace period is inside
  // one kernel, which nothing can interrupt.
  const double graceSeconds = std::min(2.0, std::max(0.5, options.timeoutSeconds));
  Clock::time_point start = Clock::now();
  while (running > 0 &&
         std::chrono::duration<double>(Clock::now() - start).count() <
             graceSeconds)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  if (running == 0)
    return;
  std::ostringstream os;
  os << firstError << "\nstill inside a kernel " << graceSeconds
     << " s after the run was aborted:"
     << unfinishedStreams();
  options.onUnresponsiveWorkers(os.str());
}

void CpuBackend::assembleDump(RunResult &result) {
  ovl::rt::assembleDump(*plan, localSnapshots(), result);
}

std::vector<RankSnapshot> CpuBackend::localSnapshots() {
  std::vector<RankSnapshot> snapshots;
  for (auto &rank : ranks) {
    RankSnapshot snapshot;
    snapshot.rank = rank->rank;
    snapshot.programIndex = rank->programIndex;
    snapshot.coords = rank->coords;
    snapshot.params.resize(rank->program->params.size());
    snapshot.grads.resize(rank->program->params.size());
    for (const ParamDecl &param : rank->program->params) {
      const char *storage = rank->persistent->data + param.offset;
      if (param.dtype == DType::BF16) {
        // The dump is f32: bf16 parameters widened.
        std::vector<float> &values = widenedParams.emplace_back();
        const auto *halves = reinterpret_cast<const uint16_t *>(storage);
        for (int64_t i = 0; i < param.numElements(); ++i)
          values.push_back(bf16ToFloat(halves[i]));
        snapshot.params[param.id] = values.data();
      } else {
        snapshot.params[param.id] = reinterpret_cast<const float *>(storage);
      }
      const std::vector<float> &grad = rank->capturedGrads[param.id];
      snapshot.grads[param.id] = grad.empty() ? nullptr : grad.data();
    }
    snapshots.push_back(std::move(snapshot));
  }
  return snapshots;
}

RunResult CpuBackend::run(const Plan &p, const RunOptions &opts) {
  setUp(p, opts);
  RunResult result;
  result.backend = name();
  result.steps = opts.steps;
  result.traces = emptyTraces(p, opts.steps);
  // Under mpirun the processes start their clocks together, so that their
  // traces share a time line (to within a barrier's skew).
  if (opts.processes)
    opts.processes->barrier();
  origin = Clock::now();
  for (int step = 0; step < opts.steps; ++step)
    runStep(step, result);
  result.wallSeconds =
      std::chrono::duration<double>(Clock::now() - origin).count();
  if (opts.processes) {
    std::vector<RankSnapshot> own;
    if (opts.collectDump)
      own = localSnapshots();
    gatherToRoot(*opts.processes, p, ranks.front()->rank, lossesByStep,
                 own.empty() ? nullptr : &own.front(), result);
    return result;
  }
  result.stepLoss = meanLosses(lossesByStep);
  if (opts.collectDump)
    assembleDump(result);
  return result;
}

std::string ovl::rt::parseFault(const std::string &text,
                               RunOptions::Fault &fault) {
  using Kind = RunOptions::Fault::Kind;
  size_t at = text.find('@'), colon = text.find(':', at);
  if (at == std::string::npos || colon == std::string::npos)
    return "--inject-fault expects KIND@RANK:COMMAND, got '" + text + "'";
  std::string kind = text.substr(0, at);
  if (kind == "throw")
    fault.kind = Kind::Throw;
  else if (kind == "never-join")
    fault.kind = Kind::NeverJoin;
  else if (kind == "nan")
    fault.kind = Kind::NaN;
  else if (kind == "kill")
    fault.kind = Kind::Kill;
  else
    return "--inject-fault: the kind must be throw, never-join, nan or kill, "
           "got '" +
           kind + "'";
  // Whole, non-negative numbers, read whole: a rank past int's range must
  // not wrap around to a rank that exists.
  auto parseIndex = [](const std::string &digits, long max) -> long {
    if (digits.empty() ||
        digits.find_first_not_of("0123456789") != std::string::npos)
      return -1;
    long value = 0;
    const char *last = digits.data() + digits.size();
    auto [end, error] = std::from_chars(digits.data(), last, value);
    return error != std::errc() || end != last || value > max ? -1 : value;
  };
  std::string rank = text.substr(at + 1, colon - at - 1),
              command = text.substr(colon + 1);
  long rankValue = parseIndex(rank, std::numeric_limits<int>::max());
  if (rankValue < 0)
    return "--inject-fault: bad rank '" + rank + "'";
  fault.rank = static_cast<int>(rankValue);
  fault.command = parseIndex(command, std::numeric_limits<long>::max());
  if (fault.command < 0)
    return "--inject-fault: bad command index '" + command + "'";
  return "";
}

/// Refuses a fault that names no such rank or command, or a command the
/// fault cannot apply to.
static void checkFault(const Plan &plan, const RunOptions::Fault &fault) {
  using Kind = RunOptions::Fault::Kind;
  if (fault.kind == Kind::None)
    return;
  if (fault.rank >= plan.mesh.numRanks())
    throw RunError("--inject-fault: the plan has no rank " +
                   std::to_string(fault.rank));
  const Stream &stream = plan.programOf(fault.rank).streams.front();
  if (fault.command >= static_cast<long>(stream.commands.size()))
    throw RunError("--inject-fault: stream 0 of rank " +
                   std::to_string(fault.rank) + " has " +
                   std::to_string(stream.commands.size()) + " commands");
  const Command &c = stream.commands[fault.command];
  if (fault.kind == Kind::NeverJoin && c.kind != CommandKind::Collective &&
      c.kind != CommandKind::P2P)
    throw RunError("--inject-fault never-join: command " +
                   std::to_string(fault.command) +
                   " is not a collective or a transfer");
  if (fault.kind == Kind::NaN &&
      (c.kind == CommandKind::Record || c.kind == CommandKind::Wait ||
       (c.kind == CommandKind::P2P &&
        static_cast<P2POp>(c.op) == P2POp::Send) ||
       c.kind == CommandKind::Copy))
    throw RunError("--inject-fault nan: command " +
                   std::to_string(fault.command) +
                   " writes no floating-point values of a known type (a "
                   "record, wait or send writes nothing; a copy moves token "
                   "ids or bytes another command wrote)");
}

std::unique_ptr<Backend> ovl::rt::createCpuBackend() {
  return std::make_unique<CpuBackend>();
}
