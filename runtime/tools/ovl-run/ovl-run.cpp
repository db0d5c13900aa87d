//===- ovl-run.cpp - Execute an Ovl plan ----------------------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
//   ovl-run PLAN [--backend cpu|sim|cuda] [--steps N] [--seed S] [--dump FILE]
//                [--trace FILE] [--report] [--timeline FILE.svg]
//                [--device FILE.json] [--timeout SECONDS] [--allow-tf32]
//                [--communication auto|nccl|device-local] [--cuda-graph]
//                [--blas-info]
//                [--calibrate OUT.json [--calibrate-from BASE.json]
//                                      [--calibrate-trace TRACE.json]]
//
// Loads and validates the whole plan, runs it, prints the loss (cpu, cuda)
// or the step time (sim) per step, and writes what was asked for. Every error
// is one line on stderr and exit status 1; output files are written whole or
// not at all.
//
// Under mpirun (`mpirun -np N ovl-run PLAN --backend cpu|cuda ...`) every
// process runs one rank, the one its MPI world rank names (under cuda on
// its local rank's GPU); rank 0 prints and writes what every rank computed. An
// error during the run ends every process (MPI_Abort).
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/Backend.h"
#include "ovl/runtime/BlasKernels.h"
#include "ovl/runtime/Calibration.h"
#include "ovl/runtime/CommandLine.h"
#include "ovl/runtime/CudaPlanCheck.h"
#include "ovl/runtime/OutputFile.h"
#include "ovl/runtime/ProcessGroup.h"
#include "ovl/runtime/Report.h"
#include "ovl/runtime/SameFile.h"

#include <array>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <limits>
#include <optional>
#include <string>
#include <type_traits>

using namespace ovl::rt;

namespace {

const char *kUsage =
    "usage: ovl-run PLAN [options]\n"
    "\n"
    "Runs an Ovl plan (docs/plan-format.md). Under mpirun (mpirun -np N\n"
    "ovl-run PLAN ...) every process runs one rank, on the cpu or cuda\n"
    "backend (a GPU per process: its local rank's), and rank 0 prints and\n"
    "writes what every rank computed.\n"
    "\n"
    "options:\n"
    "  --backend cpu|sim|cuda\n"
    "                       cpu: every rank a thread (default); sim: virtual\n"
    "                       clock driven by the cost model; cuda: GPUs\n"
    "                       (cuBLAS, CUDA kernels, streams and events, NCCL)\n"
    "  --steps N            training steps to run (default 1)\n"
    "  --seed S             seed of the initial weights and data (default "
    "1234)\n"
    "  --dump FILE          write the final weights and last gradients\n"
    "  --trace FILE         write a Chrome trace (open it in Perfetto)\n"
    "  --report             print step time, busy time per stream, exposed\n"
    "                       communication and peak memory\n"
    "  --timeline FILE.svg  write a picture of the last step's timeline\n"
    "  --device FILE.json   device description for the sim backend\n"
    "                       (default: the built-in h100-sxm-nvlink)\n"
    "  --timeout SECONDS    give up when no command completes for this long\n"
    "                       (cpu and cuda backends, default 60)\n"
    "  --allow-tf32         cuda: let f32 GEMMs use TF32 tensor cores\n"
    "                       (default: exact f32, comparable with cpu)\n"
    "  --communication auto|nccl|device-local\n"
    "                       cuda: NCCL with one GPU per rank, or every rank\n"
    "                       on one GPU (an emulation); auto: NCCL when there\n"
    "                       are GPUs enough\n"
    "  --cuda-graph         cuda: run step 1 eagerly (warm-up), capture step\n"
    "                       2 into a CUDA graph per device and replay it for\n"
    "                       the later steps (the report says it did)\n"
    "  --check-numerics     cpu: stop at the first NaN or infinity a command\n"
    "                       writes, naming the command (slower)\n"
    "  --inject-fault KIND@RANK:COMMAND\n"
    "                       cpu, for testing failure handling: in step 1,\n"
    "                       at command COMMAND of RANK's stream 0, throw\n"
    "                       (the rank fails), never-join (it never joins that\n"
    "                       collective or transfer), nan (the command's\n"
    "                       output gets a NaN) or kill (under mpirun: the\n"
    "                       rank's process dies)\n"
    "  --check              load and validate the plan, report its size and\n"
    "                       the load time, and run nothing\n"
    "  --calibrate FILE     cuda (or sim, to test the fit): fit the rates of\n"
    "                       a device description to the command times of\n"
    "                       the last step and write the result to FILE\n"
    "                       (docs/cost-model.md, \"Calibration\")\n"
    "  --calibrate-from FILE.json\n"
    "                       the description to start from (default: --device,\n"
    "                       else the built-in h100-sxm-nvlink)\n"
    "  --calibrate-trace FILE.json\n"
    "                       fit to the command times in FILE (the --trace\n"
    "                       of a cuda or sim run of this plan, on any\n"
    "                       machine) instead of running the plan\n"
    "  --blas-info          print the OpenBLAS kernels the cpu backend runs\n"
    "                       (chosen for this CPU; OVL_BLAS_CORETYPE=NAME|keep\n"
    "                       overrides) and exit\n"
    "  --help               print this help\n"
    "environment:\n"
    "  OVL_CUDA_ATTENTION=auto|warp-per-row\n"
    "                       cuda: attention by the block programs (auto: bf16\n"
    "                       on tensor cores, f32 on CUDA cores) or by the\n"
    "                       warp-per-row kernels (docs/runtime.md)\n";

struct Options {
  std::string planPath;
  std::string backend = "cpu";
  bool backendGiven = false;
  int steps = 1;
  uint64_t seed = 1234;
  std::string dumpPath, tracePath, timelinePath, devicePath;
  bool report = false;
  bool checkOnly = false;
  bool allowTf32 = false;
  bool cudaGraph = false;
  std::string communication = "auto";
  double timeout = 60.0;
  bool checkNumerics = false;
  std::string fault;
  std::string calibratePath;
  std::string calibrateFromPath;
  std::string calibrateTracePath;
};

template <typename T> T parseNumber(const std::string &flag, const char *text) {
  T value{};
  const char *end = text + std::strlen(text);
  auto [ptr, ec] = std::from_chars(text, end, value);
  if (ec == std::errc() && ptr == end)
    return value;
  // The flag's own range (--steps at least 1, ...) is its caller's check.
  std::string max = std::to_string(std::numeric_limits<T>::max());
  if constexpr (std::is_unsigned_v<T>)
    throw UsageError(flag + " expects a whole number from 0 to " + max +
                     ", got '" + text + "'");
  else if constexpr (std::is_integral_v<T>)
    throw UsageError(flag + " expects a whole number up to " + max + ", got '" +
                     text + "'");
  else
    throw UsageError(flag + " expects a number, got '" + text + "'");
}

Options parseOptions(int argc, char **argv) {
  Options options;
  ArgumentReader args(argc, argv);
  while (args.next()) {
    const std::string &arg = args.flag();
    auto next = [&] { return args.value(); };
    if (arg == "--help" || arg == "-h") {
      std::cout << kUsage;
      std::exit(0);
    } else if (arg == "--blas-info") {
      std::cout << blas::describe() << "\n";
      std::exit(0);
    } else if (arg == "--check-numerics") {
      options.checkNumerics = true;
    } else if (arg == "--inject-fault") {
      options.fault = next();
    } else if (arg == "--calibrate") {
      options.calibratePath = next();
    } else if (arg == "--calibrate-from") {
      options.calibrateFromPath = next();
    } else if (arg == "--calibrate-trace") {
      options.calibrateTracePath = next();
    } else if (arg == "--backend") {
      options.backend = next();
      options.backendGiven = true;
      if (options.backend != "cpu" && options.backend != "sim" &&
          options.backend != "cuda")
        throw UsageError("--backend must be cpu, sim or cuda, got '" +
                         options.backend + "'");
    } else if (arg == "--steps") {
      std::string v = next();
      options.steps = parseNumber<int>("--steps", v.c_str());
      if (options.steps < 1)
        throw UsageError("--steps must be at least 1");
    } else if (arg == "--seed") {
      std::string v = next();
      options.seed = parseNumber<uint64_t>("--seed", v.c_str());
    } else if (arg == "--dump") {
      options.dumpPath = next();
    } else if (arg == "--trace") {
      options.tracePath = next();
    } else if (arg == "--timeline") {
      options.timelinePath = next();
    } else if (arg == "--device") {
      options.devicePath = next();
    } else if (arg == "--timeout") {
      std::string v = next();
      options.timeout = parseNumber<double>("--timeout", v.c_str());
      if (!(options.timeout > 0))
        throw UsageError("--timeout must be positive");
    } else if (arg == "--allow-tf32") {
      options.allowTf32 = true;
    } else if (arg == "--cuda-graph") {
      options.cudaGraph = true;
    } else if (arg == "--communication") {
      options.communication = next();
      if (options.communication != "auto" && options.communication != "nccl" &&
          options.communication != "device-local")
        throw UsageError("--communication must be auto, nccl or "
                         "device-local, got '" +
                         options.communication + "'");
    } else if (arg == "--report") {
      options.report = true;
    } else if (arg == "--check") {
      options.checkOnly = true;
    } else if (!arg.empty() && arg[0] == '-') {
      throw UsageError("unknown option '" + arg + "' (see --help)");
    } else if (options.planPath.empty()) {
      options.planPath = arg;
    } else {
      throw UsageError("one plan at a time; got '" + options.planPath +
                       "' and '" + arg + "'");
    }
  }
  if (options.planPath.empty())
    throw UsageError("no plan given (see --help)");
  return options;
}

/// A failure during a multi-process run: the other processes may be
/// waiting on this one, so it ends them all.
class RunFailure : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

const char *kNotFromCpu = "--calibrate needs the cuda backend (or sim, to "
                         "test the fit): the cpu backend's times are not a "
                         "GPU's";

/// The description a calibration starts from: its text and its path.
struct CalibrationBase {
  std::string text, path;
};

/// Reads --calibrate-from (else --device, else the built-in description)
/// when --calibrate asks for a fit; checks that it parses.
CalibrationBase readCalibrationBase(const Options &options) {
  if (options.calibratePath.empty()) {
    if (!options.calibrateFromPath.empty())
      throw UsageError("--calibrate-from goes with --calibrate");
    if (!options.calibrateTracePath.empty())
      throw UsageError("--calibrate-trace goes with --calibrate");
    return {};
  }
  CalibrationBase base;
  base.path = !options.calibrateFromPath.empty() ? options.calibrateFromPath
              : !options.devicePath.empty()      ? options.devicePath
                                                 : DeviceSpec::defaultPath();
  std::string error;
  std::optional<std::string> text = DeviceSpec::readText(base.path, error);
  if (!text || !DeviceSpec::parse(*text, base.path, error))
    throw RunError(error);
  base.text = *text;
  return base;
}

/// Fits the base description to `result`, prints the fit and writes it.
void writeCalibration(const Options &options, const Plan &plan,
                      const RunResult &result, const CalibrationBase &base) {
  Calibration calibration = calibrate(plan, result, base.text, base.path);
  for (const std::string &line : calibration.summary)
    std::cout << "calibration: " << line << "\n";
  writeFileAtomically(options.calibratePath,
                      [&](std::ostream &os) { os << calibration.json; });
}

/// --calibrate-trace: the fit from a recorded run's trace; nothing runs.
int calibrateFromTrace(const Options &options, const Plan &plan) {
  if (!options.tracePath.empty() || !options.timelinePath.empty() ||
      !options.dumpPath.empty() || options.backendGiven ||
      options.steps != 1)
    throw UsageError("--calibrate-trace runs nothing: --backend, --steps, "
                     "--trace, --timeline and --dump do not apply");
  CalibrationBase base = readCalibrationBase(options);
  checkWritableAtomically(options.calibratePath);
  RunResult result = readChromeTrace(plan, options.calibrateTracePath);
  if (result.backend == "cpu")
    throw UsageError(options.calibrateTracePath + ": a trace of the cpu "
                     "backend: " + kNotFromCpu);
  std::cout << "ovl-run: " << plan.path << ": " << plan.mesh.numRanks()
            << " ranks, " << plan.programs.size() << " programs, "
            << plan.numCommands() << " commands; command times from "
            << options.calibrateTracePath << " (" << result.backend
            << " backend, " << result.steps << " steps)\n";
  if (options.report)
    printReport(computeReport(plan, result), std::cout);
  writeCalibration(options, plan, result, base);
  return 0;
}

/// The files a run writes, by flag (empty: not asked for).
std::array<std::pair<const char *, const std::string *>, 4>
outputFiles(const Options &options) {
  return {{{"--trace", &options.tracePath},
           {"--timeline", &options.timelinePath},
           {"--dump", &options.dumpPath},
           {"--calibrate", &options.calibratePath}}};
}

/// Refuses outputs that would overwrite the plan, the trace a calibration
/// reads, or each other: the plan was loaded whole, so `--trace step.plan`
/// ran the step and then replaced the plan with its trace.
void checkOutputsSpareInputs(const Options &options) {
  auto outputs = outputFiles(options);
  const std::pair<const char *, const std::string *> inputs[] = {
      {"the plan", &options.planPath},
      {"--calibrate-trace", &options.calibrateTracePath}};
  for (size_t i = 0; i < std::size(outputs); ++i) {
    auto [flag, path] = outputs[i];
    if (path->empty())
      continue;
    for (auto [input, inputPath] : inputs)
      if (!inputPath->empty() && sameRegularFile(*path, *inputPath))
        throw UsageError(std::string(flag) + " " + *path + " is " + input +
                         " (" + *inputPath +
                         "): writing it would overwrite "
                         "the input");
    for (size_t j = 0; j < i; ++j)
      if (!outputs[j].second->empty() &&
          sameRegularFile(*path, *outputs[j].second))
        throw UsageError(std::string(outputs[j].first) + " and " + flag +
                         " name the same file (" + *path + ")");
  }
}

int run(const Options &options, ProcessGroup *processes) {
  checkOutputsSpareInputs(options);
  if (processes && options.backend == "sim")
    throw UsageError("under mpirun the cpu and cuda backends run (one rank "
                     "per process); the sim backend simulates every rank in "
                     "one process: run it without mpirun");
  if (processes && (options.checkOnly || !options.calibratePath.empty()))
    throw UsageError("--check and --calibrate run in one process, not "
                     "under mpirun");
  auto loadStart = std::chrono::steady_clock::now();
  Plan plan = loadPlan(options.planPath);
  double loadSeconds = std::chrono::duration<double>(
                           std::chrono::steady_clock::now() - loadStart)
                           .count();
  if (options.checkOnly) {
    char line[160];
    std::snprintf(line, sizeof line,
                  "ovl-run: %s: valid: %d ranks, %zu programs, %zu commands "
                  "(loaded and validated in %.3f s)\n",
                  plan.path.c_str(), plan.mesh.numRanks(), plan.programs.size(),
                  plan.numCommands(), loadSeconds);
    std::cout << line;
    return 0;
  }
  if (!options.calibrateTracePath.empty())
    return calibrateFromTrace(options, plan);
  std::unique_ptr<Backend> backend;
  if (options.backend == "sim") {
    DeviceSpec device = DeviceSpec::h100();
    if (!options.devicePath.empty()) {
      std::string error;
      std::optional<DeviceSpec> loaded =
          DeviceSpec::load(options.devicePath, error);
      if (!loaded)
        throw RunError(error);
      device = *loaded;
    }
    backend = createSimBackend(device);
  } else {
    if (!options.devicePath.empty() && options.calibratePath.empty())
      throw UsageError("--device applies to the sim backend and to "
                       "--calibrate");
    if (options.backend == "cuda") {
      // What the plan asks of the cuda backend is checked before the
      // device is: a bad plan is an error on any machine.
      checkCudaSupport(plan);
      backend = createCudaBackend();
    } else {
      backend = createCpuBackend();
    }
  }
  if (options.backend != "cuda" && (options.allowTf32 || options.cudaGraph ||
                                    options.communication != "auto"))
    throw UsageError("--allow-tf32, --cuda-graph and --communication apply "
                     "to the cuda "
                     "backend");
  RunOptions runOptions;
  runOptions.steps = options.steps;
  runOptions.seed = options.seed;
  runOptions.collectDump = !options.dumpPath.empty();
  runOptions.timeoutSeconds = options.timeout;
  runOptions.allowTf32 = options.allowTf32;
  runOptions.cudaGraph = options.cudaGraph;
  runOptions.communication = options.communication;
  runOptions.checkNumerics = options.checkNumerics;
  runOptions.processes = processes;
  // Every process checks the rank count before anything runs: a mismatch
  // is the same error on each, and none waits for another.
  if (processes && processes->size() != plan.mesh.numRanks())
    throw RunError(
        plan.path + ": the plan has " + std::to_string(plan.mesh.numRanks()) +
        " ranks but mpirun started " + std::to_string(processes->size()) +
        " processes (run it "
        "with mpirun -np " +
        std::to_string(plan.mesh.numRanks()) + ")");
  if (!options.fault.empty()) {
    std::string error = parseFault(options.fault, runOptions.fault);
    if (!error.empty())
      throw UsageError(error);
  }
  if (runOptions.fault.kind == RunOptions::Fault::Kind::Kill && !processes)
    throw UsageError("--inject-fault kill ends the rank's process: it "
                     "needs mpirun (one process per rank)");
  if (options.backend != "cpu" &&
      (options.checkNumerics || !options.fault.empty()))
    throw UsageError("--check-numerics and --inject-fault apply to the cpu "
                     "backend");
  // A worker stuck in one long kernel after a timeout cannot be joined: say
  // what was running and end the process (no output file is written yet).
  runOptions.onUnresponsiveWorkers = [](const std::string &error) {
    std::cout.flush();
    std::fprintf(stderr, "ovl-run: error: %s\n", error.c_str());
    std::fflush(stderr);
    std::_Exit(1);
  };
  if (!options.calibratePath.empty() && options.backend == "cpu")
    throw UsageError(kNotFromCpu);
  // The base of a calibration is read before the run: a bad file fails
  // fast.
  CalibrationBase calibrationBase = readCalibrationBase(options);
  if (runOptions.collectDump && options.backend == "sim")
    throw UsageError("--dump needs the cpu or cuda backend (the sim backend "
                     "computes no values)");

  // The outputs are written after the run: one that cannot be written
  // fails now, not after every step has run. Under mpirun only rank 0
  // writes them, on its own node, and an error there before the run would
  // leave the other ranks waiting for it: there they are found at the end.
  if (!processes)
    for (auto [flag, path] : outputFiles(options))
      if (!path->empty())
        checkWritableAtomically(*path);

  bool root = !processes || processes->rank() == 0;
  if (root && options.backend == "cpu")
    if (std::string ignored = blas::overrideNotLoaded(); !ignored.empty())
      std::cerr << "ovl-run: warning: " << ignored << "\n";
  if (root)
    std::cout << "ovl-run: " << plan.path << ": " << plan.mesh.numRanks()
              << " ranks, " << plan.programs.size() << " programs, "
              << plan.numCommands() << " commands, " << backend->name()
              << " backend"
              << (processes ? ", one process per rank (mpirun)" : "") << "\n";
  RunResult result;
  try {
    result = backend->run(plan, runOptions);
  } catch (const RunError &e) {
    if (processes)
      throw RunFailure(e.what());
    throw;
  }
  if (!root)
    return 0; // Rank 0 prints and writes what every rank computed.

  Report report = computeReport(plan, result);
  for (int step = 0; step < result.steps; ++step) {
    char line[128];
    if (step < static_cast<int>(result.stepLoss.size()))
      std::snprintf(line, sizeof line, "step %d loss %.6f\n", step + 1,
                    result.stepLoss[step]);
    else if (options.backend == "sim")
      std::snprintf(line, sizeof line, "step %d time %.3f ms\n", step + 1,
                    report.stepUs / 1000.0);
    else
      std::snprintf(line, sizeof line, "step %d (no loss logged)\n", step + 1);
    std::cout << line;
  }
  for (size_t step = 0; step < result.stepLoss.size(); ++step)
    if (!std::isfinite(result.stepLoss[step])) {
      std::cerr << "ovl-run: warning: the loss is not finite from step "
                << step + 1
                << "; --check-numerics names the first command that "
                   "produced a NaN or an infinity\n";
      break;
    }
  for (const std::string &warning : result.warnings)
    std::cerr << "ovl-run: warning: " << warning << "\n";
  if (options.report)
    printReport(report, std::cout);
  if (!options.tracePath.empty())
    writeFileAtomically(options.tracePath, [&](std::ostream &os) {
      writeChromeTrace(plan, result, os);
    });
  if (!options.timelinePath.empty())
    writeFileAtomically(options.timelinePath, [&](std::ostream &os) {
      writeTimelineSvg(plan, result, os);
    });
  if (!options.dumpPath.empty())
    writeDump(result, options.dumpPath);
  if (!options.calibratePath.empty())
    writeCalibration(options, plan, result, calibrationBase);
  return 0;
}

} // namespace

/// One error, "ovl-run: [rank R: ]error: MESSAGE", in one write: under
/// mpirun every process may print at once into the same stream.
static void printError(const std::string &where, const char *message) {
  std::string line = "ovl-run: " + where + "error: " + message + "\n";
  std::fwrite(line.data(), 1, line.size(), stderr);
  std::fflush(stderr);
}

int main(int argc, char **argv) {
  // First, while nothing else has happened: it may re-execute ovl-run.
  blas::useChosenCore(argv);
  std::unique_ptr<ProcessGroup> processes;
  std::string where;
  try {
    if (launchedByMpirun()) {
      processes = createMpiProcessGroup(&argc, &argv);
      where = "rank " + std::to_string(processes->rank()) + ": ";
    }
    return run(parseOptions(argc, argv), processes.get());
  } catch (const RunFailure &e) {
    // The other processes may wait on this one: end them all.
    std::cout.flush();
    printError(where, e.what());
    processes->abort(1);
  } catch (const std::exception &e) {
    // Usage, plan and run errors alike.
    printError(where, e.what());
  }
  return 1;
}
