//===- CudaBackend.cpp - Plans on GPUs ------------------------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Every rank is a set of host threads, one per plan stream, as in the cpu
// backend; each thread *enqueues* its stream's commands on a CUDA stream of
// the rank's device and never waits for the device inside a step:
//
//   - memory: per rank one cudaMalloc per arena plus a kernel workspace;
//     token batches are generated once into pinned host memory and copied in
//     by the plan's load commands;
//   - streams: one CUDA stream per plan stream, communication roles at the
//     device's highest priority;
//   - events: a plan event is a CUDA event. A wait's host thread first waits
//     until the record has been *enqueued* (a wait on a never-recorded CUDA
//     event would be a silent no-op), then enqueues cudaStreamWaitEvent;
//   - GEMMs: cuBLAS (exact f32 unless --allow-tf32; bf16 with f32
//     accumulation); other kernels: CudaKernels.h;
//   - communication: DeviceFabric.h (NCCL or device-local);
//   - timing: a timed CUDA event before and after every command, read after
//     the step against a per-device origin event.
//
// --cuda-graph: the first step runs as above (the warm-up: cuBLAS and NCCL
// set themselves up); the second is *captured*, per device, into a CUDA
// graph (every stream of the device's ranks forks from the device's control
// stream, so all their commands, events, collectives and P2P land in one
// graph, which joins back to it), instantiated once and launched; later
// steps launch it again. Values that change between steps (the optimizer's
// scheduled rate and bias corrections) are read by the kernels from device
// memory that the host fills before each step, so a replay computes what
// an eager step would, bit for bit. Timing events are captured as external
// event records, so traces, reports and the watchdog work unchanged.
//
// The step ends when every command's end event has completed. A watchdog
// polls those events (cudaEventQuery, never a blocking synchronize) and the
// fabric's asynchronous errors: when nothing completes for --timeout, or
// NCCL reports an error, it aborts the fabric (ncclCommAbort) and reports
// where every unfinished stream is, so nothing hangs.
//
//===----------------------------------------------------------------------===//

#include "CudaBackendPlugin.h"
#include "CudaKernels.h"

#include "../../comm/DeviceFabric.h"
#include "../../exec/GatherToRoot.h"
#include "ovl/runtime/Backend.h"
#include "ovl/runtime/CommandSchema.h"
#include "ovl/runtime/CudaPlanCheck.h"
#include "ovl/runtime/Data.h"
#include "ovl/runtime/ProcessGroup.h"

#include <cublas_v2.h>
#include <cuda_runtime_api.h>
#include <nccl.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <map>
#include <mutex>
#include <sstream>
#include <system_error>
#include <thread>

using namespace ovl::rt;

namespace {

using Clock = std::chrono::steady_clock;

void checkBlas(cublasStatus_t status, const char *what) {
  if (status != CUBLAS_STATUS_SUCCESS)
    throw RunError(std::string(what) + ": cuBLAS status " +
                   std::to_string(static_cast<int>(status)));
}

struct Resolved {
  DeviceCommunicator *communicator = nullptr;
  int memberIndex = 0;
  int peer = -1;
  void *staging = nullptr; // Pinned tokens of a host load.
  int lossSlot = -1;       // log_loss: its pinned slot.
  int scalarSlot = -1;     // sgd, adamw: its step scalars' slot.
};

struct CudaRank {
  int rank = 0, programIndex = 0, device = 0;
  const Program *program = nullptr;
  std::vector<int> coords;
  char *transient = nullptr, *persistent = nullptr, *workspace = nullptr;
  size_t workspaceBytes = 0;
  std::vector<cudaStream_t> streams;
  std::vector<cublasHandle_t> blas; // Per stream; null where no GEMM runs.
  std::vector<cudaEvent_t> events;  // The plan's events.
  std::mutex eventMutex;
  std::condition_variable eventCv;
  std::vector<char> recordEnqueued;
  std::vector<std::vector<Resolved>> resolved;        // [stream][command]
  std::vector<std::vector<cudaEvent_t>> starts, ends; // [stream][command]
  std::vector<std::atomic<long>> enqueued; // Per stream: commands enqueued.
  std::vector<long> completed;             // Per stream (watchdog only).
  char *lossSlots = nullptr;               // Pinned.
  int numLossSlots = 0;
  /// The optimizer updates' per-step values: filled on the host (pinned),
  /// copied to the device before each step; slot i belongs to
  /// optimizerCommands[i] (stream, index).
  gpu::StepScalars *hostScalars = nullptr, *deviceScalars = nullptr;
  std::vector<std::pair<int, size_t>> optimizerCommands;
  /// The run's step (0-based), for dropout's masks: right after the
  /// scalars, in the same two allocations, uploaded with them.
  uint64_t *hostStep = nullptr, *deviceStep = nullptr;
  std::vector<void *> capturedGrads; // Pinned, by param id.
  std::vector<void *> pinned;        // Everything cudaHostAlloc'ed.
};

class CudaBackend : public Backend {
public:
  ~CudaBackend() override;
  const char *name() const override { return "cuda"; }
  RunResult run(const Plan &plan, const RunOptions &options) override;

private:
  void setUp(const Plan &plan, const RunOptions &options, RunResult &result);
  void allocateRank(CudaRank &rank);
  void runStep(int step, RunResult &result);
  /// Fills and uploads every local rank's step scalars and step number for
  /// `step`.
  void uploadStepScalars(int step);
  /// --cuda-graph: records step `step` into a graph per device.
  void captureStep(int step);
  /// Polls until the step's commands have completed on the device, or (while
  /// capturing, when nothing runs on the device) until every host thread
  /// has enqueued its stream.
  void watch(int step, bool capturing = false);
  /// Where every unfinished stream is (for hang and error reports).
  std::string unfinishedStreams() const;
  /// Enqueues (or, while capturing, records) `stream` of `rank` for `step`.
  void runStream(CudaRank &rank, int stream, int step);
  /// One host thread per stream of every local rank, each in runStream;
  /// watches them and joins them.
  void runStreamThreads(int step, bool capturing);
  void execute(CudaRank &rank, int stream, size_t index, bool lastStep);
  void executeGemm(CudaRank &rank, int stream, const Command &c);
  void executeKernel(CudaRank &rank, int stream, const Command &c,
                     const Resolved &r, bool lastStep);
  void collectTimings(int step, RunResult &result);
  /// The local ranks' final weights and last gradients (f32).
  std::vector<RankSnapshot> localSnapshots();
  void fail(const std::string &message);
  /// What --cuda-graph did, for the report.
  std::string graphNote() const;
  /// The entry of `devices` (and of the per-device state) for `device`.
  size_t deviceIndex(int device) const {
    return std::find(devices.begin(), devices.end(), device) - devices.begin();
  }
  void *pointer(CudaRank &rank, const Slice &slice) const {
    return (slice.arena == Arena::Transient ? rank.transient
                                            : rank.persistent) +
           slice.offset;
  }

  const Plan *plan = nullptr;
  RunOptions options;
  /// OVL_CUDA_ATTENTION's choice (gpu::AttentionKernels).
  gpu::AttentionKernels attentionKernels = gpu::AttentionKernels::Auto;
  std::vector<int> deviceOfRank;
  std::vector<int> devices; // Distinct devices in use.
  std::unique_ptr<DeviceFabric> fabric;
  /// The ranks this process runs (all of them, or under mpirun its own),
  /// in rank order; byRank indexes them by rank (null: another process's).
  std::vector<std::unique_ptr<CudaRank>> ranks;
  std::vector<CudaRank *> byRank;
  /// Per step, per local rank (in `ranks` order), the losses it logged.
  std::vector<std::vector<std::vector<double>>> lossesByStep;
  /// f32 copies of the weights and gradients the dump points into.
  std::deque<std::vector<float>> widened;
  std::vector<cudaEvent_t> origins; // Per entry of `devices`.
  std::vector<double> originUs;     // Host time of each origin.
  std::vector<cudaStream_t> controlStreams;
  /// --cuda-graph, per entry of `devices`: the captured step, and the events
  /// that fork the ranks' streams from the control stream and join them.
  struct DeviceGraph {
    cudaGraph_t graph = nullptr;
    cudaGraphExec_t exec = nullptr;
    size_t nodes = 0;
  };
  std::vector<DeviceGraph> graphs;
  /// forkEvents and joinEvents: around the capture; stepDone: recorded on
  /// the control stream after each launch, the step's end.
  std::vector<cudaEvent_t> forkEvents, joinEvents, stepDone;
  /// True while a step is being captured into graphs; while a launched
  /// graph runs.
  std::atomic<bool> capturing{false};
  bool replaying = false;
  double captureSeconds = 0.0, launchUs = 0.0;
  int replays = 0;
  Clock::time_point runOrigin;
  std::atomic<bool> aborted{false};
  std::atomic<int> runningThreads{0};
  std::mutex errorMutex;
  std::string firstError;
  /// Set when the device may still be busy after a failure: freeing memory
  /// would then block, so the process exits without cleaning up.
  std::atomic<bool> deviceMayBeBusy{false};
};

} // namespace

CudaBackend::~CudaBackend() {
  if (deviceMayBeBusy) {
    // Freeing device memory (the fabric's too) would wait for stuck work.
    fabric.release();
    return;
  }
  fabric.reset();
  for (auto &rank : ranks) {
    cudaSetDevice(rank->device);
    for (cudaStream_t s : rank->streams)
      cudaStreamDestroy(s);
    for (cublasHandle_t h : rank->blas)
      if (h)
        cublasDestroy(h);
    for (cudaEvent_t e : rank->events)
      cudaEventDestroy(e);
    for (auto *list : {&rank->starts, &rank->ends})
      for (auto &stream : *list)
        for (cudaEvent_t e : stream)
          cudaEventDestroy(e);
    cudaFree(rank->transient);
    cudaFree(rank->persistent);
    cudaFree(rank->workspace);
    cudaFree(rank->deviceScalars);
    for (void *p : rank->pinned)
      cudaFreeHost(p);
  }
  for (size_t d = 0; d < devices.size(); ++d) {
    cudaSetDevice(devices[d]);
    if (d < graphs.size()) {
      if (graphs[d].exec)
        cudaGraphExecDestroy(graphs[d].exec);
      if (graphs[d].graph)
        cudaGraphDestroy(graphs[d].graph);
    }
    for (auto *list : {&forkEvents, &joinEvents, &stepDone})
      if (d < list->size())
        cudaEventDestroy((*list)[d]);
    if (d < origins.size())
      cudaEventDestroy(origins[d]);
    if (d < controlStreams.size())
      cudaStreamDestroy(controlStreams[d]);
  }
}

void CudaBackend::fail(const std::string &message) {
  {
    std::lock_guard<std::mutex> lock(errorMutex);
    if (firstError.empty())
      firstError = message;
  }
  // Other streams may still run (or wait for a peer that never comes):
  // freeing device memory would block on them.
  deviceMayBeBusy = true;
  if (aborted.exchange(true))
    return;
  if (fabric)
    fabric->abort();
  for (auto &rank : ranks) {
    std::lock_guard<std::mutex> lock(rank->eventMutex);
    rank->eventCv.notify_all();
  }
}

std::string CudaBackend::graphNote() const {
  if (replays == 0)
    return "CUDA graphs: requested, not used (one step, the warm-up, ran "
           "eagerly)";
  size_t nodes = 0, commands = 0;
  for (const DeviceGraph &g : graphs)
    nodes += g.nodes;
  for (const auto &rank : ranks)
    commands += rank->program->numCommands();
  std::ostringstream os;
  os.setf(std::ios::fixed);
  os.precision(2);
  os << "CUDA graphs: used: step 1 ran eagerly (warm-up), step 2 was "
        "captured into "
     << graphs.size() << " graph(s) of " << nodes << " nodes for " << commands
     << " commands (" << 1000.0 * captureSeconds << " ms to record), steps 2-"
     << options.steps << " replayed; launch " << launchUs / replays
     << " us of host time per step ("
     << launchUs / replays / std::max<size_t>(1, commands)
     << " us per command)";
  return os.str();
}

/// The kernel workspace a program needs: the largest of its kernels'.
static size_t kernelWorkspaceBytes(const Program &program) {
  size_t bytes = 256;
  for (const Stream &s : program.streams)
    for (const Command &c : s.commands) {
      if (c.kind != CommandKind::Kernel)
        continue;
      auto n = [&](unsigned i) { return program.intArg(c, i); };
      namespace k = kernel;
      switch (static_cast<KernelOp>(c.op)) {
      case KernelOp::ReduceRows:
        bytes = std::max(bytes,
                         gpu::columnSumWorkspace(n(k::reduce_rows::Rows),
                                                 n(k::reduce_rows::Cols)));
        break;
      case KernelOp::LayerNormGrad:
        bytes = std::max(bytes,
                         gpu::columnSumWorkspace(n(k::layer_norm_grad::Rows),
                                                 n(k::layer_norm_grad::Cols)));
        break;
      case KernelOp::RmsNormGrad:
        bytes = std::max(bytes,
                         gpu::columnSumWorkspace(n(k::rms_norm_grad::Rows),
                                                 n(k::rms_norm_grad::Cols)));
        break;
      case KernelOp::AttentionGrad: {
        using namespace k::attention_grad;
        bytes = std::max(bytes, gpu::attentionGradWorkspace(n(Batch), n(Seq),
                                                            n(Heads)));
        break;
      }
      case KernelOp::SumSquares:
        bytes = std::max(bytes, gpu::sumSquaresWorkspace());
        break;
      case KernelOp::EmbeddingGrad:
        bytes = std::max(bytes, gpu::embeddingGradWorkspace(
                                    n(k::embedding_grad::Count)));
        break;
      default:
        break;
      }
    }
  return bytes;
}

static bool isCommunication(StreamRole role) {
  return role == StreamRole::TpComm || role == StreamRole::DpComm ||
         role == StreamRole::PpComm;
}

static void *allocatePinned(CudaRank &rank, size_t bytes) {
  void *p = nullptr;
  gpu::check(cudaHostAlloc(&p, bytes ? bytes : 1, cudaHostAllocPortable),
             "cuda backend: allocating pinned host memory");
  rank.pinned.push_back(p);
  return p;
}

void CudaBackend::allocateRank(CudaRank &rank) {
  const Program &program = *rank.program;
  gpu::check(cudaSetDevice(rank.device), "cuda backend: selecting a device");
  auto allocate = [](char **out, uint64_t bytes, const char *what) {
    gpu::check(cudaMalloc(reinterpret_cast<void **>(out), bytes ? bytes : 256),
               what);
    gpu::check(cudaMemset(*out, 0, bytes ? bytes : 256), what);
  };
  allocate(&rank.transient, program.transientBytes,
           "cuda backend: allocating the transient arena");
  allocate(&rank.persistent, program.persistentBytes,
           "cuda backend: allocating the persistent arena");
  allocate(&rank.workspace, rank.workspaceBytes,
           "cuda backend: allocating the kernel workspace");

  int least = 0, greatest = 0;
  gpu::check(cudaDeviceGetStreamPriorityRange(&least, &greatest),
             "cuda backend: stream priorities");
  size_t numStreams = program.streams.size();
  rank.streams.resize(numStreams);
  rank.blas.assign(numStreams, nullptr);
  rank.resolved.resize(numStreams);
  rank.starts.resize(numStreams);
  rank.ends.resize(numStreams);
  rank.enqueued = std::vector<std::atomic<long>>(numStreams);
  rank.completed.assign(numStreams, 0);
  for (const Stream &s : program.streams) {
    gpu::check(cudaStreamCreateWithPriority(
                   &rank.streams[s.id], cudaStreamNonBlocking,
                   isCommunication(s.role) ? greatest : least),
               "cuda backend: creating a stream");
    bool hasGemm = false;
    for (const Command &c : s.commands)
      hasGemm |= c.kind == CommandKind::Gemm;
    if (hasGemm) {
      checkBlas(cublasCreate(&rank.blas[s.id]), "cuda backend: cublasCreate");
      checkBlas(cublasSetStream(rank.blas[s.id], rank.streams[s.id]),
                "cuda backend: cublasSetStream");
      // Default math: f32 GEMMs (CUBLAS_COMPUTE_32F) stay exact f32; only
      // --allow-tf32 asks for CUBLAS_COMPUTE_32F_FAST_TF32 (executeGemm).
      checkBlas(cublasSetMathMode(rank.blas[s.id], CUBLAS_DEFAULT_MATH),
                "cuda backend: cublasSetMathMode");
    }
    for (size_t i = 0; i < s.commands.size(); ++i) {
      cudaEvent_t start, end;
      gpu::check(cudaEventCreate(&start), "cuda backend: timing events");
      gpu::check(cudaEventCreate(&end), "cuda backend: timing events");
      rank.starts[s.id].push_back(start);
      rank.ends[s.id].push_back(end);
    }
  }
  rank.events.resize(program.numEvents);
  for (cudaEvent_t &e : rank.events)
    gpu::check(cudaEventCreateWithFlags(&e, cudaEventDisableTiming),
               "cuda backend: creating an event");
  rank.recordEnqueued.assign(program.numEvents, 0);

  // Parameters: the cpu backend's initial values, rounded for bf16.
  for (const ParamDecl &param : program.params) {
    std::vector<float> values(param.numElements());
    initParam(param, plan->mesh, rank.coords, options.seed, values.data());
    std::vector<uint16_t> halves;
    const void *source = values.data();
    if (param.dtype == DType::BF16) {
      halves.resize(values.size());
      for (size_t i = 0; i < values.size(); ++i)
        halves[i] = gpu::floatToBf16(values[i]);
      source = halves.data();
    }
    gpu::check(cudaMemcpy(rank.persistent + param.offset, source,
                          param.byteSize(), cudaMemcpyHostToDevice),
               "cuda backend: initializing parameters");
  }
  rank.capturedGrads.assign(program.params.size(), nullptr);
  if (options.collectDump)
    for (const ParamDecl &param : program.params)
      rank.capturedGrads[param.id] = allocatePinned(rank, param.byteSize());
}

/// Under mpirun: this process's GPU, its local rank's among the GPUs it
/// sees (a launcher that gives each process one GPU through
/// CUDA_VISIBLE_DEVICES leaves it device 0). Every process must call it:
/// rank 0 checks that no two ranks share a GPU (by UUID, so across nodes
/// too), which NCCL refuses.
static int chooseProcessDevice(ProcessGroup &processes, int deviceCount) {
  int device = processes.localRank() % deviceCount;
  cudaDeviceProp prop{};
  gpu::check(cudaGetDeviceProperties(&prop, device),
             "cuda backend: device properties");
  std::vector<std::string> uuids =
      processes.gather(std::string(prop.uuid.bytes, sizeof prop.uuid.bytes));
  std::string verdict;
  std::map<std::string, int> owner;
  for (size_t r = 0; r < uuids.size() && verdict.empty(); ++r) {
    auto [at, fresh] = owner.insert({uuids[r], static_cast<int>(r)});
    if (!fresh)
      verdict = "ranks " + std::to_string(at->second) + " and " +
                std::to_string(r) +
                " got the same GPU (more processes on a node than GPUs "
                "it shows them); NCCL needs a GPU per rank: start at most "
                "as many processes per node as it has GPUs";
  }
  processes.broadcast(verdict);
  if (!verdict.empty())
    throw RunError("cuda backend: " + verdict);
  return device;
}

void CudaBackend::setUp(const Plan &p, const RunOptions &opts,
                        RunResult &result) {
  plan = &p;
  options = opts;
  checkCudaSupport(p);
  attentionKernels = gpu::attentionKernelsFromEnv();
  int deviceCount =
      gpu::requireDevice("cuda backend: ", ", or use --backend cpu or sim");
  int numRanks = p.mesh.numRanks();
  std::string communication = opts.communication;
  ProcessGroup *processes = opts.processes;
  if (processes) {
    // One process per rank (mpirun): its GPU is its local rank's.
    if (processes->size() != numRanks)
      throw RunError("cuda backend: the plan has " + std::to_string(numRanks) +
                     " ranks but mpirun started " +
                     std::to_string(processes->size()) + " processes");
    if (communication == "device-local")
      throw RunError("cuda backend: under mpirun every rank is a process "
                     "with its own GPU, talking through NCCL; "
                     "--communication device-local puts the ranks of one "
                     "process on one GPU (run without mpirun)");
    communication = "nccl";
  }
  if (communication == "auto")
    communication =
        numRanks > 1 && numRanks <= deviceCount ? "nccl" : "device-local";
  if (communication != "nccl" && communication != "device-local")
    throw RunError("cuda backend: unknown communication '" + communication +
                   "' (auto, nccl or device-local)");
  if (communication == "nccl" && !processes && numRanks > deviceCount)
    throw RunError("cuda backend: nccl needs one GPU per rank, and the plan "
                   "has " +
                   std::to_string(numRanks) + " ranks for " +
                   std::to_string(deviceCount) +
                   " device(s) (NCCL refuses "
                   "two ranks on one device); use --communication "
                   "device-local");
  // The ranks this process runs, and their devices (-1: another
  // process's rank).
  std::vector<int> localRanks;
  if (processes) {
    deviceOfRank.assign(numRanks, -1);
    deviceOfRank[processes->rank()] =
        chooseProcessDevice(*processes, deviceCount);
    localRanks.push_back(processes->rank());
  } else {
    deviceOfRank.assign(numRanks, 0);
    for (int r = 0; r < numRanks; ++r) {
      if (communication == "nccl")
        deviceOfRank[r] = r;
      localRanks.push_back(r);
    }
  }
  // Every stream of every rank here has a host thread (runStreamThreads).
  checkWorkerThreads(p, localRanks, "cuda");
  for (int r : localRanks)
    devices.push_back(deviceOfRank[r]);
  std::sort(devices.begin(), devices.end());
  devices.erase(std::unique(devices.begin(), devices.end()), devices.end());

  // Does it fit? Checked on every device before anything is allocated.
  std::vector<uint64_t> rankBytes(numRanks);
  std::vector<size_t> workspace(numRanks);
  for (int r : localRanks) {
    gpu::check(cudaSetDevice(deviceOfRank[r]), "cuda backend: device");
    workspace[r] = kernelWorkspaceBytes(p.programOf(r));
    rankBytes[r] = cudaRankBytes(p, r) + workspace[r];
  }
  for (int device : devices) {
    gpu::check(cudaSetDevice(device), "cuda backend: device");
    size_t freeBytes = 0, totalBytes = 0;
    gpu::check(cudaMemGetInfo(&freeBytes, &totalBytes),
               "cuda backend: reading free device memory");
    cudaDeviceProp prop{};
    gpu::check(cudaGetDeviceProperties(&prop, device),
               "cuda backend: device properties");
    checkCudaMemoryFit(p, deviceOfRank, rankBytes, device, freeBytes,
                       prop.name);
    int driver = 0, runtime = 0;
    cudaDriverGetVersion(&driver);
    cudaRuntimeGetVersion(&runtime);
    std::ostringstream note;
    note << "device " << device << ": " << prop.name << ", "
         << totalBytes / (1 << 20) << " MiB, CUDA driver " << driver / 1000
         << "." << driver % 1000 / 10 << ", runtime " << runtime / 1000 << "."
         << runtime % 1000 / 10;
    result.notes.push_back(note.str());
  }

  byRank.assign(numRanks, nullptr);
  for (int r : localRanks) {
    auto rank = std::make_unique<CudaRank>();
    rank->rank = r;
    rank->device = deviceOfRank[r];
    rank->programIndex = p.programIndexOf(r);
    rank->program = &p.programs[rank->programIndex];
    rank->coords = p.mesh.coords(r);
    rank->workspaceBytes = workspace[r];
    byRank[r] = rank.get();
    ranks.push_back(std::move(rank));
  }
  for (auto &rank : ranks)
    allocateRank(*rank);

  gpu::check(cudaSetDevice(devices.front()), "cuda backend: device");
  int ncclVersion = 0;
  ncclGetVersion(&ncclVersion);
  result.notes.push_back("libraries: NCCL " + std::to_string(ncclVersion) +
                         ", cuBLAS " + std::to_string(CUBLAS_VERSION));
  if (processes) {
    fabric = createNcclProcessFabric(p, *processes, devices.front());
    result.notes.push_back(
        "communication: NCCL, one process and one GPU per rank (mpirun)");
  } else if (communication == "nccl") {
    fabric = createNcclFabric(p, deviceOfRank);
    result.notes.push_back("communication: NCCL, one GPU per rank");
  } else {
    fabric = createDeviceLocalFabric(p);
    result.notes.push_back(
        "communication: device-local, an emulation: every rank shares one "
        "GPU, collectives and P2P are device copies and reduction kernels, "
        "so their times are not an interconnect's");
  }
  if (!opts.allowTf32)
    result.notes.push_back("f32 GEMMs in exact f32 (no TF32)");
  result.notes.push_back(
      attentionKernels == gpu::AttentionKernels::WarpPerRow
          ? "attention: a warp per query row, f32 arithmetic "
            "(OVL_CUDA_ATTENTION=warp-per-row)"
      : gpu::tileAttentionRuns(DType::BF16, 64)
          ? "attention: block programs, bf16 products on the tensor cores "
            "(wmma, f32 accumulation), f32 on the CUDA cores"
          : "attention: block programs, f32 on the CUDA cores; bf16 a warp "
            "per query row (no bf16 tensor cores on this GPU)");

  // Resolve communicators, peers, host loads and loss slots per rank.
  for (auto &state : ranks) {
    gpu::check(cudaSetDevice(state->device), "cuda backend: device");
    const Program &program = *state->program;
    for (const Stream &s : program.streams) {
      std::vector<Resolved> &out = state->resolved[s.id];
      out.resize(s.commands.size());
      for (size_t i = 0; i < s.commands.size(); ++i) {
        const Command &c = s.commands[i];
        if (c.kind == CommandKind::Kernel &&
            static_cast<KernelOp>(c.op) == KernelOp::LogLoss)
          out[i].lossSlot = state->numLossSlots++;
        if (c.kind == CommandKind::Kernel &&
            (static_cast<KernelOp>(c.op) == KernelOp::Sgd ||
             static_cast<KernelOp>(c.op) == KernelOp::AdamW)) {
          out[i].scalarSlot = static_cast<int>(state->optimizerCommands.size());
          state->optimizerCommands.push_back({s.id, i});
        }
        CommandPlacement placement = placeCommand(p, state->rank, program, c);
        out[i].memberIndex = placement.memberIndex;
        out[i].peer = placement.peer;
        if (c.kind == CommandKind::Collective)
          out[i].communicator =
              &fabric->communicator(placement.members, c.group);
        if (c.kind == CommandKind::Copy && c.hostField != HostField::None) {
          using namespace copy;
          int64_t count = program.intArg(c, Count),
                  seq = program.intArg(c, Seq);
          int64_t shift = c.hostField == HostField::Labels ? 1 : 0;
          int replica = c.group >= 0 ? out[i].memberIndex : 0;
          auto *tokens = static_cast<int32_t *>(
              allocatePinned(*state, count * sizeof(int32_t)));
          for (int64_t t = 0; t < count; ++t)
            tokens[t] = syntheticToken(
                opts.seed, replica, program.intArg(c, Microbatch), t / seq,
                t % seq + shift, program.intArg(c, Vocab));
          out[i].staging = tokens;
        }
      }
    }
    state->lossSlots = static_cast<char *>(
        allocatePinned(*state, std::max(1, state->numLossSlots) * 8));
    size_t stepAt = std::max<size_t>(1, state->optimizerCommands.size()) *
                    sizeof(gpu::StepScalars);
    size_t scalarBytes = stepAt + sizeof(uint64_t);
    state->hostScalars =
        static_cast<gpu::StepScalars *>(allocatePinned(*state, scalarBytes));
    gpu::check(cudaMalloc(reinterpret_cast<void **>(&state->deviceScalars),
                          scalarBytes),
               "cuda backend: allocating the optimizer's step scalars");
    state->hostStep = reinterpret_cast<uint64_t *>(
        reinterpret_cast<char *>(state->hostScalars) + stepAt);
    state->deviceStep = reinterpret_cast<uint64_t *>(
        reinterpret_cast<char *>(state->deviceScalars) + stepAt);
  }
  for (int device : devices) {
    gpu::check(cudaSetDevice(device), "cuda backend: device");
    cudaStream_t control;
    gpu::check(cudaStreamCreateWithFlags(&control, cudaStreamNonBlocking),
               "cuda backend: control stream");
    controlStreams.push_back(control);
    cudaEvent_t origin;
    gpu::check(cudaEventCreate(&origin), "cuda backend: origin event");
    origins.push_back(origin);
    if (opts.cudaGraph)
      for (auto *list : {&forkEvents, &joinEvents, &stepDone}) {
        cudaEvent_t event;
        gpu::check(cudaEventCreateWithFlags(&event, cudaEventDisableTiming),
                   "cuda backend: graph fork and join events");
        list->push_back(event);
      }
  }
  if (opts.cudaGraph)
    graphs.resize(devices.size());
}

void CudaBackend::executeGemm(CudaRank &rank, int stream, const Command &c) {
  using namespace gemm;
  const Program &program = *rank.program;
  auto v = [&](int i) { return program.intArg(c, i); };
  int64_t m = v(M), n = v(N), k = v(K);
  bool transA = v(TransA), transB = v(TransB);
  float alpha = 1.0f, beta = v(Acc) ? 1.0f : 0.0f;
  cudaDataType type = c.dtype == DType::BF16 ? CUDA_R_16BF : CUDA_R_32F;
  cublasComputeType_t compute = c.dtype == DType::F32 && options.allowTf32
                                    ? CUBLAS_COMPUTE_32F_FAST_TF32
                                    : CUBLAS_COMPUTE_32F;
  // Row-major C[m, n] = op(A) op(B) is column-major C^T = op(B)^T op(A)^T.
  checkBlas(cublasGemmStridedBatchedEx(
                rank.blas[stream], transB ? CUBLAS_OP_T : CUBLAS_OP_N,
                transA ? CUBLAS_OP_T : CUBLAS_OP_N, static_cast<int>(n),
                static_cast<int>(m), static_cast<int>(k), &alpha,
                pointer(rank, program.slice(c, B)), type,
                static_cast<int>(transB ? k : n), v(StrideB),
                pointer(rank, program.slice(c, A)), type,
                static_cast<int>(transA ? m : k), v(StrideA), &beta,
                pointer(rank, program.slice(c, C)), type, static_cast<int>(n),
                v(StrideC), static_cast<int>(v(Batch)), compute,
                CUBLAS_GEMM_DEFAULT),
            "gemm");
}

void CudaBackend::executeKernel(CudaRank &rank, int stream, const Command &c,
                                const Resolved &r, bool lastStep) {
  const Program &program = *rank.program;
  cudaStream_t s = rank.streams[stream];
  DType t = c.dtype;
  auto n = [&](unsigned i) { return program.intArg(c, i); };
  auto x = [&](unsigned i) { return program.floatArg(c, i); };
  auto in = [&](unsigned slot) {
    return pointer(rank, program.slice(c, slot));
  };
  auto i32 = [&](unsigned slot) { return static_cast<int32_t *>(in(slot)); };
  // Operands by name (CommandSchema.h), never by position.
  namespace k = kernel;
  auto shard = [&](int64_t vocab) { return r.memberIndex * vocab; };
  // Attention's dropout on its probabilities, keyed as the dropout kernel.
  auto attentionDropout = [&](unsigned seed, unsigned ratio) {
    return gpu::AttentionDropout{options.seed, uint64_t(n(seed)),
                                 uint64_t(r.memberIndex), x(ratio),
                                 rank.deviceStep};
  };
  switch (static_cast<KernelOp>(c.op)) {
  case KernelOp::Add: {
    using namespace k::binary;
    return gpu::add(t, in(Lhs), in(Rhs), in(Out), n(N), n(Period), s);
  }
  case KernelOp::Mul: {
    using namespace k::binary;
    return gpu::mul(t, in(Lhs), in(Rhs), in(Out), n(N), n(Period), s);
  }
  case KernelOp::Gelu:
    return gpu::gelu(t, in(k::gelu::In), in(k::gelu::Out), n(k::gelu::N), s);
  case KernelOp::GeluGrad: {
    using namespace k::gelu_grad;
    return gpu::geluGrad(t, in(In), in(Dout), in(Din), n(N), s);
  }
  case KernelOp::Dropout: {
    using namespace k::dropout;
    return gpu::dropout(t, in(In), in(Out), n(N), options.seed, n(Seed),
                        r.memberIndex, n(Offset), x(Ratio), rank.deviceStep, s);
  }
  case KernelOp::ReduceRows: {
    using namespace k::reduce_rows;
    return gpu::reduceRows(t, in(In), in(Out), n(Rows), n(Cols),
                           rank.workspace, s);
  }
  case KernelOp::LayerNorm: {
    using namespace k::layer_norm;
    return gpu::layerNorm(t, in(In), in(Gamma), in(Beta), in(Out), in(Mean),
                          in(Rstd), n(Rows), n(Cols), x(Eps), s);
  }
  case KernelOp::LayerNormGrad: {
    using namespace k::layer_norm_grad;
    return gpu::layerNormGrad(t, in(In), in(Gamma), in(Mean), in(Rstd),
                              in(Dout), in(Din), in(Dgamma), in(Dbeta),
                              n(Rows), n(Cols), rank.workspace, s);
  }
  case KernelOp::RmsNorm: {
    using namespace k::rms_norm;
    return gpu::rmsNorm(t, in(In), in(Gamma), in(Out), in(Rstd), n(Rows),
                        n(Cols), x(Eps), s);
  }
  case KernelOp::RmsNormGrad: {
    using namespace k::rms_norm_grad;
    return gpu::rmsNormGrad(t, in(In), in(Gamma), in(Rstd), in(Dout), in(Din),
                            in(Dgamma), n(Rows), n(Cols), rank.workspace, s);
  }
  case KernelOp::Swiglu: {
    using namespace k::swiglu;
    return gpu::swiglu(t, in(In), in(Out), n(Rows), n(Cols), s);
  }
  case KernelOp::SwigluGrad: {
    using namespace k::swiglu_grad;
    return gpu::swigluGrad(t, in(In), in(Dout), in(Din), n(Rows), n(Cols), s);
  }
  case KernelOp::Rope:
  case KernelOp::RopeGrad: {
    using namespace k::rope;
    return gpu::rope(t, in(In), in(Out), n(Batch), n(Seq), n(Heads), n(Groups),
                     n(Dim), n(RotaryDim), x(Base),
                     static_cast<KernelOp>(c.op) == KernelOp::RopeGrad, s);
  }
  case KernelOp::Attention: {
    using namespace k::attention;
    return gpu::attention(t, in(Qkv), in(Out), in(Lse), n(Batch), n(Seq),
                          n(Heads), n(Groups), n(Dim), n(Causal) != 0,
                          attentionDropout(Seed, Dropout), s, attentionKernels);
  }
  case KernelOp::AttentionGrad: {
    using namespace k::attention_grad;
    return gpu::attentionGrad(t, in(Qkv), in(Out), in(Lse), in(Dout), in(Dqkv),
                              n(Batch), n(Seq), n(Heads), n(Groups), n(Dim),
                              n(Causal) != 0, attentionDropout(Seed, Dropout),
                              rank.workspace, s, attentionKernels);
  }
  case KernelOp::Embedding: {
    using namespace k::embedding;
    return gpu::embedding(t, i32(Tokens), in(Table), in(Out), n(Count),
                          n(Vocab), n(Hidden), shard(n(Vocab)), s);
  }
  case KernelOp::EmbeddingGrad: {
    using namespace k::embedding_grad;
    return gpu::embeddingGrad(t, i32(Tokens), in(Dout), in(Dtable), n(Count),
                              n(Vocab), n(Hidden), shard(n(Vocab)),
                              rank.workspace, rank.workspaceBytes, s);
  }
  case KernelOp::CeMax: {
    using namespace k::ce_max;
    return gpu::ceMax(t, in(Logits), in(Out), n(Rows), n(Vocab), s);
  }
  case KernelOp::CeStats: {
    using namespace k::ce_stats;
    return gpu::ceStats(t, in(Logits), in(Max), i32(Labels), in(Out), n(Rows),
                        n(Vocab), shard(n(Vocab)), s);
  }
  case KernelOp::CeLoss: {
    using namespace k::ce_loss;
    return gpu::ceLoss(t, in(Stats), in(Out), n(Rows), s);
  }
  case KernelOp::CeGrad: {
    using namespace k::ce_grad;
    return gpu::ceGrad(t, in(Logits), in(Max), in(Stats), i32(Labels), in(Out),
                       n(Rows), n(Vocab), shard(n(Vocab)), x(Scale), s);
  }
  case KernelOp::LogLoss:
    return gpu::check(cudaMemcpyAsync(rank.lossSlots + 8 * r.lossSlot,
                                      in(k::log_loss::Loss), dtypeSize(t),
                                      cudaMemcpyDeviceToHost, s),
                      "log_loss");
  case KernelOp::Sgd:
  case KernelOp::AdamW: {
    // Param, grad, n and param_id sit alike in both (PlanValidator checks).
    using namespace k::sgd;
    if (lastStep && options.collectDump)
      gpu::check(cudaMemcpyAsync(rank.capturedGrads[n(ParamId)], in(Grad),
                                 n(N) * dtypeSize(t), cudaMemcpyDeviceToHost,
                                 s),
                 "optimizer update: capturing the gradient");
    const gpu::StepScalars *scalars = rank.deviceScalars + r.scalarSlot;
    if (static_cast<KernelOp>(c.op) == KernelOp::Sgd)
      return gpu::sgd(t, in(Param), in(Grad), in(Momentum), n(N), scalars,
                      x(Mom), x(Wd), s);
    namespace a = k::adamw;
    return gpu::adamw(t, in(Param), in(Grad), in(a::ExpAvg), in(a::ExpAvgSq),
                      n(N), scalars, x(a::Beta1), x(a::Beta2), x(a::Eps), s);
  }
  case KernelOp::SumSquares: {
    using namespace k::sum_squares;
    return gpu::sumSquares(t, in(In), in(Out), n(N), n(Accumulate) != 0,
                           rank.workspace, s);
  }
  case KernelOp::ClipByNorm: {
    using namespace k::clip_by_norm;
    return gpu::clipByNorm(t, in(Grad), in(NormSq), in(Out), n(N), x(MaxNorm),
                           s);
  }
  case KernelOp::LocalShard: {
    using namespace k::local_shard;
    size_t bytes = n(N) * dtypeSize(t);
    return gpu::check(cudaMemcpyAsync(in(Out),
                                      static_cast<const char *>(in(In)) +
                                          r.memberIndex * bytes,
                                      bytes, cudaMemcpyDeviceToDevice, s),
                      "local_shard");
  }
  case KernelOp::Convert: {
    using namespace k::convert;
    return gpu::convert(DType(n(From)), DType(n(To)), in(In), in(Out), n(N), s);
  }
  case KernelOp::CopyRows: {
    using namespace k::copy_rows;
    return gpu::copyRows(t, in(In), in(Out), n(Rows), n(Cols), n(Stride),
                         n(OutStride) ? n(OutStride) : n(Cols), s);
  }
  case KernelOp::Opaque:
    if (c.numSlices == 0)
      return gpu::empty(s);
    for (unsigned i = 0; i < c.numSlices; ++i) {
      const Slice &slice = program.slice(c, i);
      gpu::check(cudaMemsetAsync(pointer(rank, slice), 0, slice.bytes, s),
                 "opaque kernel");
    }
    return;
  }
}

void CudaBackend::execute(CudaRank &rank, int stream, size_t index,
                          bool lastStep) {
  const Program &program = *rank.program;
  const Command &c = program.streams[stream].commands[index];
  const Resolved &r = rank.resolved[stream][index];
  cudaStream_t s = rank.streams[stream];
  switch (c.kind) {
  case CommandKind::Gemm:
    return executeGemm(rank, stream, c);
  case CommandKind::Kernel:
    return executeKernel(rank, stream, c, r, lastStep);
  case CommandKind::Collective:
    return r.communicator->collective(
        r.memberIndex,
        collectiveCallOf(program, c, pointer(rank, program.slice(c, coll::In)),
                         pointer(rank, program.slice(c, coll::Out))),
        s);
  case CommandKind::P2P: {
    const Slice &buf = program.slice(c, p2p::Buf);
    if (static_cast<P2POp>(c.op) == P2POp::Send)
      return fabric->send(rank.rank, r.peer, pointer(rank, buf), buf.bytes, s);
    return fabric->recv(rank.rank, r.peer, pointer(rank, buf), buf.bytes, s);
  }
  case CommandKind::Copy: {
    if (c.hostField != HostField::None) {
      const Slice &dst = program.slice(c, copy::HostDst);
      return gpu::check(
          cudaMemcpyAsync(pointer(rank, dst), r.staging,
                          program.intArg(c, copy::Count) * sizeof(int32_t),
                          cudaMemcpyHostToDevice, s),
          "batch load");
    }
    const Slice &src = program.slice(c, copy::Src);
    return gpu::check(
        cudaMemcpyAsync(pointer(rank, program.slice(c, copy::Dst)),
                        pointer(rank, src), src.bytes, cudaMemcpyDeviceToDevice,
                        s),
        "copy");
  }
  case CommandKind::Record: {
    int64_t event = program.intArg(c, event::Event);
    gpu::check(cudaEventRecord(rank.events[event], s), "record");
    std::lock_guard<std::mutex> lock(rank.eventMutex);
    rank.recordEnqueued[event] = 1;
    rank.eventCv.notify_all();
    return;
  }
  case CommandKind::Wait: {
    int64_t event = program.intArg(c, event::Event);
    {
      std::unique_lock<std::mutex> lock(rank.eventMutex);
      rank.eventCv.wait(
          lock, [&] { return rank.recordEnqueued[event] || aborted.load(); });
      if (!rank.recordEnqueued[event])
        throw CommunicationAborted();
    }
    return gpu::check(cudaStreamWaitEvent(s, rank.events[event], 0), "wait");
  }
  }
}

void CudaBackend::runStream(CudaRank &rank, int stream, int step) {
  const std::vector<Command> &commands = rank.program->streams[stream].commands;
  // A captured step is replayed up to the last: it copies the gradients
  // out whenever the dump needs the last step's.
  bool lastStep = capturing || step == options.steps - 1;
  cudaStream_t s = rank.streams[stream];
  // Captured, a timing event becomes an event record node of the graph.
  unsigned recordFlags = capturing ? cudaEventRecordExternal : 0;
  long position = 0;
  try {
    gpu::check(cudaSetDevice(rank.device), "cuda backend: device");
    for (size_t i = 0; i < commands.size(); ++i, ++position) {
      if (aborted)
        break;
      gpu::check(
          cudaEventRecordWithFlags(rank.starts[stream][i], s, recordFlags),
          "timing");
      execute(rank, stream, i, lastStep);
      gpu::check(cudaEventRecordWithFlags(rank.ends[stream][i], s, recordFlags),
                 "timing");
      rank.enqueued[stream].store(static_cast<long>(i + 1));
    }
  } catch (const CommunicationAborted &) {
    // Another thread failed first; its error is the one reported.
  } catch (const std::exception &e) {
    int peer = position < static_cast<long>(commands.size())
                   ? rank.resolved[stream][position].peer
                   : -1;
    fail(describeStreamPosition(*plan, rank.rank, stream, position, peer) +
         ": " +
         (capturing ? "capturing the step into a CUDA graph (--cuda-graph): "
                    : "") +
         e.what());
  }
  --runningThreads;
}

void CudaBackend::runStreamThreads(int step, bool capturingStep) {
  std::vector<std::thread> threads;
  // A thread the system refuses (a container's pid limit) fails the run
  // like a stream's error: the others are aborted and joined.
  auto startThreads = [&] {
    for (auto &rank : ranks)
      for (size_t s = 0; s < rank->streams.size(); ++s) {
        ++runningThreads;
        try {
          threads.emplace_back([this, &rank, s, step] {
            runStream(*rank, static_cast<int>(s), step);
          });
        } catch (const std::system_error &e) {
          --runningThreads;
          fail(describeThreadStartFailure("cuda", rank->rank, s, threads.size(),
                                          e));
          return;
        }
      }
  };
  startThreads();
  watch(step, capturingStep);
  for (std::thread &t : threads)
    t.join();
}

std::string CudaBackend::unfinishedStreams() const {
  return listUnfinishedStreams(
      *plan,
      [&](int rank, int stream) {
        // Another process's ranks report their own streams.
        if (const CudaRank *state = byRank[rank])
          return state->completed[stream];
        return static_cast<long>(
            plan->programOf(rank).streams[stream].commands.size());
      },
      [&](int rank, int stream, long at) {
        const CudaRank &state = *byRank[rank];
        return describeStreamPosition(*plan, rank, stream, at,
                                      state.resolved[stream][at].peer) +
               (at < state.enqueued[stream].load() ? " on the device"
                                                   : " on the host");
      });
}

void CudaBackend::watch(int step, bool capturingStep) {
  Clock::time_point lastChange = Clock::now();
  long lastEnqueued = 0;
  while (!aborted) {
    bool progressed = false, finished = runningThreads == 0;
    if (capturingStep) {
      // Nothing runs on the device (and a captured event cannot be
      // queried): progress is the host threads' recording.
      long enqueued = 0;
      for (auto &rank : ranks)
        for (const auto &count : rank->enqueued)
          enqueued += count.load();
      progressed = enqueued != lastEnqueued;
      lastEnqueued = enqueued;
    } else {
      for (auto &rank : ranks) {
        cudaSetDevice(rank->device);
        for (size_t s = 0; s < rank->streams.size(); ++s) {
          long enqueued = rank->enqueued[s].load();
          long &done = rank->completed[s];
          while (done < enqueued) {
            cudaError_t status = cudaEventQuery(rank->ends[s][done]);
            if (status == cudaErrorNotReady)
              break;
            if (status != cudaSuccess) {
              deviceMayBeBusy = true;
              fail(describeStreamPosition(*plan, rank->rank,
                                          static_cast<int>(s), done,
                                          rank->resolved[s][done].peer) +
                   ": " + cudaGetErrorString(status));
              return;
            }
            ++done;
            progressed = true;
          }
          if (done <
              static_cast<long>(rank->program->streams[s].commands.size()))
            finished = false;
        }
      }
    }
    // A replayed step ends with its graph: the control stream's event after
    // the launch (whatever the commands' events say meanwhile).
    if (finished && replaying)
      for (size_t d = 0; d < devices.size(); ++d) {
        cudaSetDevice(devices[d]);
        cudaError_t status = cudaEventQuery(stepDone[d]);
        if (status == cudaErrorNotReady) {
          finished = false;
        } else if (status != cudaSuccess) {
          deviceMayBeBusy = true;
          fail("--cuda-graph: step " + std::to_string(step + 1) + ": " +
               cudaGetErrorString(status));
          return;
        }
      }
    if (finished)
      return;
    std::string error = capturingStep ? std::string() : fabric->pollError();
    if (!error.empty()) {
      deviceMayBeBusy = true;
      fail(error + " in step " + std::to_string(step + 1) +
           "; unfinished streams:" + unfinishedStreams());
      return;
    }
    if (progressed) {
      lastChange = Clock::now();
    } else if (std::chrono::duration<double>(Clock::now() - lastChange)
                   .count() >= options.timeoutSeconds) {
      deviceMayBeBusy = true;
      std::ostringstream os;
      os << "no command completed for " << options.timeoutSeconds
         << " s in step " << step + 1
         << "; the run is stuck:" << unfinishedStreams();
      fail(os.str());
      return;
    }
    std::this_thread::sleep_for(std::chrono::microseconds(200));
  }
}

void CudaBackend::runStep(int step, RunResult &result) {
  fabric->beginStep();
  for (auto &rank : ranks) {
    std::fill(rank->recordEnqueued.begin(), rank->recordEnqueued.end(), 0);
    for (size_t s = 0; s < rank->streams.size(); ++s) {
      rank->enqueued[s] = 0;
      rank->completed[s] = 0;
    }
  }
  uploadStepScalars(step);
  // Devices are idle here: an origin event per device, and its host time.
  originUs.assign(devices.size(), 0.0);
  for (size_t d = 0; d < devices.size(); ++d) {
    gpu::check(cudaSetDevice(devices[d]), "cuda backend: device");
    gpu::check(cudaEventRecord(origins[d], controlStreams[d]), "origin");
    gpu::check(cudaEventSynchronize(origins[d]), "origin");
    originUs[d] =
        std::chrono::duration<double, std::micro>(Clock::now() - runOrigin)
            .count();
  }
  if (!options.cudaGraph || step == 0) {
    runStreamThreads(step, false);
  } else {
    if (!graphs.front().exec)
      captureStep(step);
    for (size_t d = 0; d < devices.size(); ++d) {
      gpu::check(cudaSetDevice(devices[d]), "cuda backend: device");
      Clock::time_point start = Clock::now();
      gpu::check(cudaGraphLaunch(graphs[d].exec, controlStreams[d]),
                 "--cuda-graph: launching the step's graph");
      launchUs +=
          std::chrono::duration<double, std::micro>(Clock::now() - start)
              .count();
      gpu::check(cudaEventRecord(stepDone[d], controlStreams[d]),
                 "--cuda-graph: the step's end");
    }
    ++replays;
    for (auto &rank : ranks)
      for (size_t s = 0; s < rank->streams.size(); ++s)
        rank->enqueued[s] =
            static_cast<long>(rank->program->streams[s].commands.size());
    replaying = true;
    watch(step);
    replaying = false;
  }
  if (!firstError.empty())
    throw RunError(firstError);
  collectTimings(step, result);
  std::vector<std::vector<double>> &losses = lossesByStep.emplace_back();
  for (auto &rank : ranks) {
    std::vector<double> &rankLosses = losses.emplace_back();
    const Program &program = *rank->program;
    for (const Stream &s : program.streams)
      for (size_t i = 0; i < s.commands.size(); ++i) {
        int slot = rank->resolved[s.id][i].lossSlot;
        if (slot < 0)
          continue;
        const char *value = rank->lossSlots + 8 * slot;
        float loss;
        if (s.commands[i].dtype == DType::BF16) {
          uint16_t half;
          std::memcpy(&half, value, sizeof half);
          loss = gpu::bf16ToFloat(half);
        } else {
          std::memcpy(&loss, value, sizeof loss);
        }
        rankLosses.push_back(loss);
      }
  }
}

void CudaBackend::uploadStepScalars(int step) {
  for (auto &rank : ranks) {
    const Program &program = *rank->program;
    for (size_t slot = 0; slot < rank->optimizerCommands.size(); ++slot) {
      auto [stream, index] = rank->optimizerCommands[slot];
      const Command &c = program.streams[stream].commands[index];
      double lr = scheduledLr(lrScheduleOf(program, c), step);
      namespace a = kernel::adamw;
      rank->hostScalars[slot] =
          static_cast<KernelOp>(c.op) == KernelOp::Sgd
              ? gpu::sgdScalars(lr)
              : gpu::adamwScalars(step + 1, lr, program.floatArg(c, a::Beta1),
                                  program.floatArg(c, a::Beta2),
                                  program.floatArg(c, a::Wd));
    }
    *rank->hostStep = static_cast<uint64_t>(step);
    size_t bytes = reinterpret_cast<char *>(rank->hostStep + 1) -
                   reinterpret_cast<char *>(rank->hostScalars);
    size_t d = deviceIndex(rank->device);
    gpu::check(cudaSetDevice(rank->device), "cuda backend: device");
    // Ordered before the step by the control stream's origin event, which
    // runStep synchronizes.
    gpu::check(cudaMemcpyAsync(rank->deviceScalars, rank->hostScalars, bytes,
                               cudaMemcpyHostToDevice, controlStreams[d]),
               "cuda backend: uploading the step's scalars");
  }
}

void CudaBackend::captureStep(int step) {
  Clock::time_point start = Clock::now();
  // Every stream of a device's ranks forks from its control stream.
  for (size_t d = 0; d < devices.size(); ++d) {
    gpu::check(cudaSetDevice(devices[d]), "cuda backend: device");
    gpu::check(
        cudaStreamBeginCapture(controlStreams[d], cudaStreamCaptureModeRelaxed),
        "--cuda-graph: beginning the capture");
    gpu::check(cudaEventRecord(forkEvents[d], controlStreams[d]),
               "--cuda-graph: forking the streams");
    for (auto &rank : ranks)
      if (rank->device == devices[d])
        for (cudaStream_t s : rank->streams)
          gpu::check(cudaStreamWaitEvent(s, forkEvents[d], 0),
                     "--cuda-graph: forking the streams");
  }
  capturing = true;
  runStreamThreads(step, true);
  capturing = false;
  // Join every stream back, and end every capture (even after a failure:
  // a stream left capturing refuses later work).
  std::string error;
  for (size_t d = 0; d < devices.size(); ++d) {
    cudaSetDevice(devices[d]);
    for (auto &rank : ranks)
      if (rank->device == devices[d])
        for (cudaStream_t s : rank->streams) {
          cudaEventRecord(joinEvents[d], s);
          cudaStreamWaitEvent(controlStreams[d], joinEvents[d], 0);
        }
    cudaError_t status =
        cudaStreamEndCapture(controlStreams[d], &graphs[d].graph);
    if (status != cudaSuccess && error.empty())
      error = std::string("ending the capture on device ") +
              std::to_string(devices[d]) + ": " + cudaGetErrorString(status);
  }
  if (!firstError.empty())
    throw RunError(firstError);
  if (!error.empty())
    throw RunError("--cuda-graph: step " + std::to_string(step + 1) +
                   " could not be captured: " + error);
  for (size_t d = 0; d < devices.size(); ++d) {
    gpu::check(cudaSetDevice(devices[d]), "cuda backend: device");
    gpu::check(cudaGraphGetNodes(graphs[d].graph, nullptr, &graphs[d].nodes),
               "--cuda-graph: counting the graph's nodes");
    gpu::check(cudaGraphInstantiate(&graphs[d].exec, graphs[d].graph, 0),
               "--cuda-graph: instantiating the step's graph");
  }
  captureSeconds = std::chrono::duration<double>(Clock::now() - start).count();
}

void CudaBackend::collectTimings(int step, RunResult &result) {
  for (auto &rank : ranks) {
    size_t d = deviceIndex(rank->device);
    gpu::check(cudaSetDevice(rank->device), "cuda backend: device");
    for (size_t s = 0; s < rank->streams.size(); ++s) {
      StreamTrace &trace = result.streamTrace(rank->rank, static_cast<int>(s));
      for (size_t i = 0; i < rank->starts[s].size(); ++i) {
        float startMs = 0, endMs = 0;
        gpu::check(
            cudaEventElapsedTime(&startMs, origins[d], rank->starts[s][i]),
            "reading a command's start time");
        gpu::check(cudaEventElapsedTime(&endMs, origins[d], rank->ends[s][i]),
                   "reading a command's end time");
        trace.timings.push_back({static_cast<uint32_t>(i), step,
                                 originUs[d] + 1000.0 * startMs,
                                 originUs[d] + 1000.0 * endMs});
      }
    }
  }
}

std::vector<RankSnapshot> CudaBackend::localSnapshots() {
  auto widen = [&](const void *data, DType type, int64_t count) {
    std::vector<float> &out = widened.emplace_back(count);
    if (type == DType::BF16)
      for (int64_t i = 0; i < count; ++i)
        out[i] = gpu::bf16ToFloat(static_cast<const uint16_t *>(data)[i]);
    else
      std::memcpy(out.data(), data, count * sizeof(float));
    return out.data();
  };
  std::vector<RankSnapshot> snapshots;
  for (auto &state : ranks) {
    CudaRank &rank = *state;
    const Program &program = *rank.program;
    std::vector<char> persistent(program.persistentBytes);
    gpu::check(cudaSetDevice(rank.device), "cuda backend: device");
    gpu::check(cudaMemcpy(persistent.data(), rank.persistent,
                          program.persistentBytes, cudaMemcpyDeviceToHost),
               "reading the final weights");
    RankSnapshot snapshot;
    snapshot.rank = rank.rank;
    snapshot.programIndex = rank.programIndex;
    snapshot.coords = rank.coords;
    snapshot.params.resize(program.params.size(), nullptr);
    snapshot.grads.resize(program.params.size(), nullptr);
    for (const ParamDecl &param : program.params)
      snapshot.params[param.id] = widen(persistent.data() + param.offset,
                                        param.dtype, param.numElements());
    // Gradients exist for the parameters an optimizer command updates.
    for (const Stream &s : program.streams)
      for (const Command &c : s.commands)
        if (c.kind == CommandKind::Kernel &&
            (static_cast<KernelOp>(c.op) == KernelOp::Sgd ||
             static_cast<KernelOp>(c.op) == KernelOp::AdamW)) {
          using namespace kernel::sgd;
          int64_t id = program.intArg(c, ParamId);
          snapshot.grads[id] =
              widen(rank.capturedGrads[id], c.dtype, program.intArg(c, N));
        }
    snapshots.push_back(std::move(snapshot));
  }
  return snapshots;
}

RunResult CudaBackend::run(const Plan &p, const RunOptions &opts) {
  RunResult result;
  result.backend = name();
  result.steps = opts.steps;
  setUp(p, opts, result);
  result.traces = emptyTraces(p, opts.steps);
  // Under mpirun the processes start their clocks together, so that their
  // traces share a time line (to within a barrier's skew).
  if (opts.processes)
    opts.processes->barrier();
  runOrigin = Clock::now();
  for (int step = 0; step < opts.steps; ++step)
    runStep(step, result);
  result.wallSeconds =
      std::chrono::duration<double>(Clock::now() - runOrigin).count();
  if (opts.cudaGraph)
    result.notes.push_back(graphNote());
  std::vector<RankSnapshot> snapshots;
  if (opts.collectDump)
    snapshots = localSnapshots();
  if (opts.processes) {
    gatherToRoot(*opts.processes, p, ranks.front()->rank, lossesByStep,
                 snapshots.empty() ? nullptr : &snapshots.front(), result);
    return result;
  }
  result.stepLoss = meanLosses(lossesByStep);
  if (opts.collectDump)
    ovl::rt::assembleDump(p, snapshots, result);
  return result;
}

std::unique_ptr<Backend> ovl::rt::gpu::createCudaBackendInProcess() {
  return std::make_unique<CudaBackend>();
}
