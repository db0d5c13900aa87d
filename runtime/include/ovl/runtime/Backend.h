//===- Backend.h - Running a plan -------------------------------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// A backend runs a validated plan for some steps and returns what happened:
// the losses it logged, the start and end of every command on every stream of
// every rank, and optionally the final weights and last gradients. Traces,
// reports and timelines are computed from that result, the same way for
// every backend.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_BACKEND_H
#define OVL_RUNTIME_BACKEND_H

#include "ovl/runtime/DeviceSpec.h"
#include "ovl/runtime/Plan.h"

#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace ovl::rt {

class ProcessGroup;

struct RunOptions {
  int steps = 1;
  uint64_t seed = 1234;
  /// Keep the final weights and the last step's gradients.
  bool collectDump = false;
  /// Give up when no command completes for this long (cpu and cuda
  /// backends).
  double timeoutSeconds = 60.0;
  /// cuda backend: let f32 GEMMs use TF32 tensor cores (off: exact f32).
  bool allowTf32 = false;
  /// cuda backend: how ranks talk (see CudaCommunication below).
  std::string communication = "auto";
  /// cuda backend: run the first step eagerly (the warm-up), capture the
  /// second into a CUDA graph per device and replay it for the rest.
  bool cudaGraph = false;
  /// cpu backend: called with the error when the run was aborted (a
  /// timeout, a failed rank) but a worker stays inside a kernel that cannot
  /// be interrupted (one long BLAS call) for a grace period after it. The
  /// process cannot get that thread back: a tool reports the error and
  /// exits (ovl-run does). Unset, the backend waits for the kernel to end.
  std::function<void(const std::string &)> onUnresponsiveWorkers;
  /// cpu backend: after every command, look at the f32 values it wrote; the
  /// first NaN or infinity stops the run naming the command that produced
  /// it (PyTorch's detect_anomaly, TensorFlow's check_numerics).
  bool checkNumerics = false;
  /// cpu backend, to test failure handling: one fault, injected in the
  /// first step at `command` of `rank`'s stream 0.
  struct Fault {
    enum class Kind { None, Throw, NeverJoin, NaN, Kill };
    Kind kind = Kind::None;
    int rank = 0;
    long command = 0;
  } fault;
  /// cpu backend under mpirun: run only this process's rank, talk to the
  /// others over the group's fabric and bring every rank's losses, dump
  /// and traces to rank 0 (whose result holds them; the others' results
  /// are partial and not for printing). Null: every rank a thread here.
  ProcessGroup *processes = nullptr;
};

/// Parses an --inject-fault value, KIND@RANK:COMMAND with KIND throw (the
/// rank's worker throws before the command), never-join (the rank never
/// joins the collective or transfer there), nan (the command's output
/// gets a NaN) or kill (the rank's process dies: under mpirun only).
/// Returns an error message, empty on success.
std::string parseFault(const std::string &text, RunOptions::Fault &fault);

/// When one command ran.
struct CommandTiming {
  uint32_t command; // Index in its stream.
  int32_t step;
  double startUs;
  double endUs;
};

/// Everything one stream of one rank did.
struct StreamTrace {
  int rank = 0;
  int stream = 0;
  std::vector<CommandTiming> timings;
};

/// A tensor assembled from every rank's shard (dp replica 0).
struct DumpTensor {
  std::string name;
  std::string kind; // "param" or "grad"
  std::vector<int64_t> shape;
  std::vector<float> data;
};

struct RunResult {
  std::string backend;
  int steps = 0;
  /// Mean of the losses the ranks logged, per step (empty if none logged).
  std::vector<double> stepLoss;
  /// Per rank and stream, in rank-major order.
  std::vector<StreamTrace> traces;
  std::vector<DumpTensor> dump;
  /// Things worth a warning, such as replicas that disagree.
  std::vector<std::string> warnings;
  /// How the run's figures were obtained, for the report (the cuda
  /// backend's device and communicator, and whether it is emulated).
  std::vector<std::string> notes;
  double wallSeconds = 0.0;

  const StreamTrace *traceOf(int rank, int stream) const;
  /// The trace of `stream` of `rank`; throws RunError when there is none.
  StreamTrace &streamTrace(int rank, int stream);
};

/// An error while running (a hang, an unsupported type); names the rank,
/// stream and command.
class RunError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

class Backend {
public:
  virtual ~Backend();
  virtual const char *name() const = 0;
  /// Runs `plan`; throws RunError.
  virtual RunResult run(const Plan &plan, const RunOptions &options) = 0;
};

/// Every rank a thread, every stream a worker, collectives through shared
/// memory, GEMMs through OpenBLAS.
std::unique_ptr<Backend> createCpuBackend();
/// The same plan on a virtual clock driven by the cost model.
std::unique_ptr<Backend> createSimBackend(const DeviceSpec &device);

/// Every rank a host thread, every plan stream a CUDA stream; GEMMs through
/// cuBLAS, the other kernels hand-written; communication through NCCL (one
/// GPU per rank) or the device-local communicator (more ranks than GPUs).
/// Throws RunError when this build has no CUDA (-DOVL_ENABLE_CUDA=OFF).
std::unique_ptr<Backend> createCudaBackend();
/// True when this build includes the cuda backend.
bool cudaBackendBuilt();

/// One rank's final weights and last gradients as f32, indexed by param id
/// (a null gradient was not captured), for assembleDump.
struct RankSnapshot {
  int rank = 0;
  int programIndex = 0;
  std::vector<int> coords;
  std::vector<const float *> params;
  std::vector<const float *> grads;
};

/// Assembles every parameter and gradient from the ranks' shards (dp
/// replica 0) into result.dump, warning where replicas disagree.
void assembleDump(const Plan &plan, const std::vector<RankSnapshot> &ranks,
                  RunResult &result);

/// One empty trace per stream of every rank, rank-major, with room for
/// `steps` steps: what a backend fills while it runs.
std::vector<StreamTrace> emptyTraces(const Plan &plan, int steps);

/// Where a command of `rank` reaches in the mesh: its position in its
/// group (vocab shard, data replica) and the group's members, or, for P2P,
/// the peer rank.
struct CommandPlacement {
  int memberIndex = 0;
  int peer = -1;
  std::vector<int> members; // Empty for P2P and group-less commands.
};
CommandPlacement placeCommand(const Plan &plan, int rank,
                              const Program &program, const Command &command);

/// "rank R stream S (role) at command I (kind ..., FILE:LINE)": where a
/// stream is, for hang and error reports; `peer` is a P2P command's peer
/// rank (or -1).
std::string describeStreamPosition(const Plan &plan, int rank, int stream,
                                   long index, int peer);

/// A line per unfinished stream of every rank (at most 16, then a count),
/// each "\n  " + describe(rank, stream, position); a stream is unfinished
/// while position(rank, stream) is below its command count.
std::string listUnfinishedStreams(
    const Plan &plan, const std::function<long(int, int)> &position,
    const std::function<std::string(int, int, long)> &describe);

/// The most host threads a backend starts for its ranks in one process:
/// the cpu and cuda backends run every stream of every local rank on a
/// thread of its own. A mesh far past a machine's cores is the sim
/// backend's; Linux's own limits (vm.max_map_count, threads-max) stop
/// thread creation in the tens of thousands, where it would fail midway.
constexpr size_t kMaxWorkerThreads = 4096;

/// Refuses (RunError, naming `backend`) a plan whose `localRanks` have more
/// streams in all than kMaxWorkerThreads.
void checkWorkerThreads(const Plan &plan, const std::vector<int> &localRanks,
                        const std::string &backend);

/// The error when the system refuses the thread of `rank`'s `stream` after
/// `started` others: "BACKEND backend: cannot start the thread of rank R's
/// stream S (N started): WHY".
std::string describeThreadStartFailure(const std::string &backend, int rank,
                                       size_t stream, size_t started,
                                       const std::exception &why);

/// Writes a dump (docs/plan-format.md, "Dumps").
void writeDump(const RunResult &result, const std::string &path);

} // namespace ovl::rt

#endif // OVL_RUNTIME_BACKEND_H
