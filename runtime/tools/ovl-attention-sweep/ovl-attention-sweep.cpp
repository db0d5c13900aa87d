//===- ovl-attention-sweep.cpp - Attention's kernel times by shape --------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
//   ovl-attention-sweep [--dtypes bf16,f32] [--dims 64,128]
//                       [--batch-heads 1,4,16,64,256]
//                       [--seqs 128,256,512,1024,2048] [--causal true|false]
//                       [--kernels auto|warp-per-row] [--repeats N]
//                       [--max-seconds S] [-o FILE.md]
//
// Times the cuda backend's attention and attention_grad kernels alone on
// one GPU over a grid of shapes, and prints (or writes) a Markdown table:
// per shape the blocks the block programs launch, the waves they make on
// this GPU (blocks over SMs times the blocks an SM holds) and each
// direction's fastest time and rate. The simulator prices fused attention
// by FLOPs alone (docs/cost-model.md); these figures show how the kernels'
// time follows their grid instead, the data for a wave model. Only the GPU
// check runs it (scripts/gpu-check.sh). Every error is one line on stderr
// and exit status 1; the output file is written whole or not at all.
//
//===----------------------------------------------------------------------===//

#include "../../lib/backends/cuda/CudaKernels.h"

#include "ovl/runtime/Backend.h"
#include "ovl/runtime/CommandLine.h"
#include "ovl/runtime/OutputFile.h"
#include "ovl/runtime/Report.h"

#include <cuda_runtime_api.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using namespace ovl::rt;

namespace {

const char *kUsage =
    "usage: ovl-attention-sweep [options]\n"
    "\n"
    "Times the cuda backend's attention kernels (forward and gradient)\n"
    "alone on this GPU over a grid of shapes and prints a Markdown table.\n"
    "\n"
    "options (lists are comma-separated):\n"
    "  --dtypes LIST        bf16, f32 (default bf16,f32)\n"
    "  --dims LIST          head sizes, 1 to 256 (default 64,128)\n"
    "  --batch-heads LIST   batch x heads per shape, at least 1 (default\n"
    "                       1,4,16,64,256; 16 heads where it divides, else\n"
    "                       one batch)\n"
    "  --seqs LIST          sequence lengths, at least 1 (default\n"
    "                       128,256,512,1024,2048)\n"
    "  --causal true|false  causal masking (default true)\n"
    "  --kernels auto|warp-per-row\n"
    "                       the block programs (auto) or the warp-per-row\n"
    "                       kernels (default auto)\n"
    "  --repeats N          timed calls per shape and direction after a\n"
    "                       warm-up; the fastest counts (default 3)\n"
    "  --max-seconds S      stop starting shapes after S seconds; the table\n"
    "                       says which were left (default 120)\n"
    "  -o FILE              write the table to FILE instead of stdout\n"
    "  --help               print this help\n";

struct Options {
  std::vector<DType> dtypes = {DType::BF16, DType::F32};
  std::vector<int64_t> dims = {64, 128};
  std::vector<int64_t> batchHeads = {1, 4, 16, 64, 256};
  std::vector<int64_t> seqs = {128, 256, 512, 1024, 2048};
  bool causal = true;
  gpu::AttentionKernels kernels = gpu::AttentionKernels::Auto;
  int repeats = 3;
  double maxSeconds = 120;
  std::string outputPath;
};

std::vector<std::string> splitList(const std::string &flag,
                                   const std::string &text) {
  std::vector<std::string> items;
  std::stringstream in(text);
  std::string item;
  while (std::getline(in, item, ','))
    items.push_back(item);
  if (items.empty() || text.back() == ',' ||
      std::find(items.begin(), items.end(), "") != items.end())
    throw UsageError(flag + " expects a comma-separated list, got '" + text +
                     "'");
  return items;
}

/// `text` as a whole number from `min` to `max`, for `flag`, which takes
/// a list of them (`inList`) or one.
int64_t parseWhole(const std::string &flag, const std::string &text,
                   int64_t min, int64_t max, bool inList = false) {
  int64_t value = 0;
  const char *end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || ptr != end || value < min || value > max)
    throw UsageError(
        flag + (inList ? " expects whole numbers" : " expects a whole number") +
        " from " + std::to_string(min) + " to " + std::to_string(max) +
        ", got '" + text + "'");
  return value;
}

std::vector<int64_t> parseWholeList(const std::string &flag,
                                    const std::string &text, int64_t min,
                                    int64_t max) {
  std::vector<int64_t> values;
  for (const std::string &item : splitList(flag, text))
    values.push_back(parseWhole(flag, item, min, max, /*inList=*/true));
  return values;
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
    } else if (arg == "--dtypes") {
      std::string list = next();
      options.dtypes.clear();
      for (const std::string &item : splitList(arg, list)) {
        std::optional<DType> t = parseDType(item);
        if (!t || (*t != DType::BF16 && *t != DType::F32))
          throw UsageError("--dtypes takes bf16 and f32, got '" + item + "'");
        options.dtypes.push_back(*t);
      }
    } else if (arg == "--dims") {
      options.dims = parseWholeList(arg, next(), 1, gpu::kMaxAttentionHeadDim);
    } else if (arg == "--batch-heads") {
      // The grid's y dimension takes 65,535 block rows.
      options.batchHeads = parseWholeList(arg, next(), 1, 65535);
    } else if (arg == "--seqs") {
      options.seqs = parseWholeList(arg, next(), 1, 1 << 20);
    } else if (arg == "--causal") {
      std::string v = next();
      if (v != "true" && v != "false")
        throw UsageError("--causal must be true or false, got '" + v + "'");
      options.causal = v == "true";
    } else if (arg == "--kernels") {
      std::string v = next();
      if (v != "auto" && v != "warp-per-row")
        throw UsageError("--kernels must be auto or warp-per-row, got '" + v +
                         "'");
      options.kernels = v == "auto" ? gpu::AttentionKernels::Auto
                                    : gpu::AttentionKernels::WarpPerRow;
    } else if (arg == "--repeats") {
      options.repeats = static_cast<int>(parseWhole(arg, next(), 1, 1000));
    } else if (arg == "--max-seconds") {
      options.maxSeconds =
          static_cast<double>(parseWhole(arg, next(), 1, 86400));
    } else if (arg == "-o") {
      options.outputPath = next();
    } else {
      throw UsageError("unknown argument '" + arg + "' (see --help)");
    }
  }
  return options;
}

/// Device memory, freed on every path.
class DeviceMemory {
public:
  explicit DeviceMemory(size_t bytes) {
    gpu::check(cudaMalloc(&data, std::max<size_t>(bytes, 4)), "device memory");
  }
  ~DeviceMemory() { cudaFree(data); }
  DeviceMemory(const DeviceMemory &) = delete;
  DeviceMemory &operator=(const DeviceMemory &) = delete;
  void *data = nullptr;
};

class Event {
public:
  Event() { gpu::check(cudaEventCreate(&event), "event"); }
  ~Event() { cudaEventDestroy(event); }
  Event(const Event &) = delete;
  Event &operator=(const Event &) = delete;
  cudaEvent_t event = nullptr;
};

/// Fills `count` elements of type `t` at `device` with values in [-1, 1):
/// a fixed sequence of up to 2^20 elements, repeated (timings do not
/// depend on the values, and the lent GPU's minutes are few).
void fillRandom(DType t, void *device, size_t count) {
  size_t period = std::min<size_t>(count, size_t(1) << 20);
  size_t element = dtypeSize(t);
  std::vector<unsigned char> host(period * element);
  uint64_t state = 0x9e3779b97f4a7c15ull;
  for (size_t i = 0; i < period; ++i) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    float value = static_cast<float>(state >> 40) / float(1 << 23) - 1.0f;
    if (t == DType::BF16) {
      uint16_t half = floatToBf16(value);
      std::memcpy(&host[i * element], &half, element);
    } else {
      std::memcpy(&host[i * element], &value, element);
    }
  }
  auto *out = static_cast<unsigned char *>(device);
  for (size_t done = 0; done < count; done += period) {
    size_t n = std::min(period, count - done);
    gpu::check(cudaMemcpy(out + done * element, host.data(), n * element,
                          cudaMemcpyHostToDevice),
               "copy to the device");
  }
}

struct Shape {
  int64_t batch, heads, seq, dim;
  /// The compiler's count (lib/Analysis/OpCost.cpp): 4 B H S^2 D, half of
  /// it causal; the gradient 2.5 times the forward.
  double forwardFlops(bool causal) const {
    double flops = 4.0 * batch * heads * double(seq) * seq * dim;
    return causal ? flops / 2 : flops;
  }
};

Shape shapeOf(int64_t batchHeads, int64_t seq, int64_t dim) {
  int64_t heads = batchHeads % 16 == 0 ? 16 : batchHeads;
  return {batchHeads / heads, heads, seq, dim};
}

/// The fastest of `repeats` timed calls of `call` after one untimed one, in
/// milliseconds.
template <typename F>
double fastestMs(int repeats, cudaStream_t stream, F &&call) {
  Event start, stop;
  call();
  gpu::check(cudaStreamSynchronize(stream), "warm-up");
  double best = 0;
  for (int r = 0; r < repeats; ++r) {
    gpu::check(cudaEventRecord(start.event, stream), "event record");
    call();
    gpu::check(cudaEventRecord(stop.event, stream), "event record");
    gpu::check(cudaEventSynchronize(stop.event), "event wait");
    float ms = 0;
    gpu::check(cudaEventElapsedTime(&ms, start.event, stop.event),
               "elapsed time");
    best = r == 0 ? ms : std::min<double>(best, ms);
  }
  return best;
}

std::string fixed(double value, int digits) {
  std::ostringstream os;
  os << std::fixed << std::setprecision(digits) << value;
  return os.str();
}

int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

/// Runs the sweep and writes its Markdown to `os`.
void sweep(const Options &options, std::ostream &os) {
  int device = 0, sms = 0;
  cudaDeviceProp props{};
  gpu::check(cudaGetDevice(&device), "current device");
  gpu::check(cudaGetDeviceProperties(&props, device), "device properties");
  gpu::check(
      cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device),
      "SM count");
  bool tiles = options.kernels == gpu::AttentionKernels::Auto;
  os << "# Attention kernels by shape\n\n"
     << "- device: " << props.name << ", " << sms << " SMs, compute "
     << "capability " << props.major << "." << props.minor << "\n"
     << "- kernels: "
     << (tiles ? "the block programs where they run (auto)" : "warp-per-row")
     << "; " << (options.causal ? "causal" : "not causal")
     << "; heads 16 where they divide batch x heads, else one batch; "
        "key-value groups: one per head\n"
     << "- time: the fastest of " << options.repeats
     << " calls after a warm-up (CUDA events); TFLOP/s by the compiler's "
        "count (4 B H S^2 D, half of it causal; the gradient 2.5 times "
        "that)\n\n";

  cudaStream_t stream = nullptr;
  gpu::check(cudaStreamCreate(&stream), "stream");
  struct StreamGuard {
    cudaStream_t s;
    ~StreamGuard() { cudaStreamDestroy(s); }
  } guard{stream};

  auto started = std::chrono::steady_clock::now();
  std::vector<std::string> left;
  for (DType t : options.dtypes)
    for (int64_t dim : options.dims) {
      std::vector<gpu::TileProgramLaunch> launches;
      bool runsTiles = tiles && gpu::tileAttentionRuns(t, dim);
      if (runsTiles)
        launches = gpu::tileAttentionLaunches(t, dim);
      os << "## " << dtypeName(t) << ", head size " << dim << "\n\n";
      if (runsTiles) {
        os << "| program | rows a block owns | threads | shared bytes | "
              "blocks an SM holds |\n|---|---:|---:|---:|---:|\n";
        for (const gpu::TileProgramLaunch &l : launches)
          os << "| " << l.program << " | " << l.rows << " | " << l.threads
             << " | " << l.sharedBytes << " | " << l.blocksPerSM << " |\n";
        os << "\n";
      } else if (tiles) {
        os << "The block programs do not run here: the warp-per-row "
              "kernels do.\n\n";
      }
      os << "| batch x heads | seq | forward blocks | forward waves | "
            "forward ms | forward TFLOP/s | gradient ms | gradient TFLOP/s "
            "|\n|---:|---:|---:|---:|---:|---:|---:|---:|\n";
      int64_t maxBatchHeads = *std::max_element(options.batchHeads.begin(),
                                                options.batchHeads.end());
      int64_t maxSeq =
          *std::max_element(options.seqs.begin(), options.seqs.end());
      size_t rows = size_t(maxBatchHeads) * maxSeq;
      size_t element = dtypeSize(t);
      DeviceMemory qkv(rows * 3 * dim * element), out(rows * dim * element),
          lse(rows * element), dout(rows * dim * element),
          dqkv(rows * 3 * dim * element),
          workspace(gpu::attentionGradWorkspace(1, maxSeq, maxBatchHeads));
      fillRandom(t, qkv.data, rows * 3 * dim);
      fillRandom(t, dout.data, rows * dim);
      for (int64_t batchHeads : options.batchHeads)
        for (int64_t seq : options.seqs) {
          Shape s = shapeOf(batchHeads, seq, dim);
          std::string label = std::string(dtypeName(t)) + " D " +
                              std::to_string(dim) + " B x H " +
                              std::to_string(batchHeads) + " S " +
                              std::to_string(seq);
          double elapsed = std::chrono::duration<double>(
                               std::chrono::steady_clock::now() - started)
                               .count();
          if (elapsed > options.maxSeconds) {
            left.push_back(label);
            continue;
          }
          gpu::AttentionDropout none;
          double forward = fastestMs(options.repeats, stream, [&] {
            gpu::attention(t, qkv.data, out.data, lse.data, s.batch, s.seq,
                           s.heads, 0, s.dim, options.causal, none, stream,
                           options.kernels);
          });
          double gradient = fastestMs(options.repeats, stream, [&] {
            gpu::attentionGrad(t, qkv.data, out.data, lse.data, dout.data,
                               dqkv.data, s.batch, s.seq, s.heads, 0, s.dim,
                               options.causal, none, workspace.data, stream,
                               options.kernels);
          });
          std::string blocks = "-", waves = "-";
          if (runsTiles && !launches.empty() && launches[0].rows > 0) {
            int64_t n = ceilDiv(seq, launches[0].rows) * batchHeads;
            blocks = std::to_string(n);
            waves = fixed(double(n) / (double(sms) *
                                       std::max(launches[0].blocksPerSM, 1)),
                          2);
          }
          double flops = s.forwardFlops(options.causal);
          os << "| " << batchHeads << " | " << seq << " | " << blocks << " | "
             << waves << " | " << fixed(forward, 4) << " | "
             << fixed(flops / (forward * 1e9), 2) << " | " << fixed(gradient, 4)
             << " | " << fixed(2.5 * flops / (gradient * 1e9), 2) << " |\n";
        }
      os << "\n";
    }
  if (!left.empty()) {
    os << "Not run (past --max-seconds " << options.maxSeconds
       << "): " << left.size() << " shapes, from " << left.front() << " to "
       << left.back() << ".\n";
  }
}

} // namespace

int main(int argc, char **argv) {
  try {
    Options options = parseOptions(argc, argv);
    if (!options.outputPath.empty())
      checkWritableAtomically(options.outputPath);
    gpu::requireDevice("", "");
    std::ostringstream table;
    sweep(options, table);
    if (options.outputPath.empty())
      std::cout << table.str();
    else
      writeFileAtomically(options.outputPath,
                          [&](std::ostream &os) { os << table.str(); });
    return 0;
  } catch (const UsageError &e) {
    std::cerr << "ovl-attention-sweep: error: " << e.what() << "\n";
    return 1;
  } catch (const std::exception &e) {
    std::cerr << "ovl-attention-sweep: error: " << e.what() << "\n";
    return 1;
  }
}
