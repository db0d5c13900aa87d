//===- CudaPlanCheck.cpp - What the cuda backend can run ------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/CudaPlanCheck.h"

#include "ovl/runtime/Backend.h"
#include "ovl/runtime/CommandSchema.h"

#include <algorithm>
#include <limits>
#include <sstream>

using namespace ovl::rt;

/// The attention kernels' largest head size (CudaKernels.h).
static constexpr int64_t kMaxHeadDim = 256;

/// cublasGemmStridedBatchedEx takes its sizes, leading dimensions and batch
/// count as int (its strides as long long).
static constexpr int64_t kMaxCublasInt = std::numeric_limits<int>::max();

static bool isFloat(DType t) { return t == DType::F32 || t == DType::BF16; }

static std::string where(const Plan &plan, uint32_t line) {
  return "cuda backend: " + plan.path + ":" + std::to_string(line) + ": ";
}

void ovl::rt::checkCudaSupport(const Plan &plan) {
  for (const Program &program : plan.programs) {
    for (const ParamDecl &param : program.params)
      if (!isFloat(param.dtype))
        throw RunError(where(plan, param.line) + "param '" + param.name +
                       "' is " + dtypeName(param.dtype) +
                       "; the cuda backend runs f32 and bf16 parameters");
    for (const Stream &stream : program.streams)
      for (const Command &c : stream.commands) {
        bool supported = true;
        switch (c.kind) {
        case CommandKind::Gemm:
          supported = isFloat(c.dtype);
          break;
        case CommandKind::Kernel:
          supported = isFloat(c.dtype) ||
                      static_cast<KernelOp>(c.op) == KernelOp::Opaque;
          break;
        case CommandKind::Collective:
          supported = isFloat(c.dtype) || c.dtype == DType::I32;
          break;
        case CommandKind::P2P:
        case CommandKind::Copy:
        case CommandKind::Record:
        case CommandKind::Wait:
          break; // Bytes, whatever their type.
        }
        if (!supported)
          throw RunError(where(plan, c.line) + commandKindName(c.kind) +
                         " with dtype " + dtypeName(c.dtype) +
                         " is not supported (the cuda backend runs f32 and "
                         "bf16 plans)");
        if (c.kind == CommandKind::Gemm)
          for (auto [field, name] : {std::pair{gemm::M, "m"},
                                     {gemm::N, "n"},
                                     {gemm::K, "k"},
                                     {gemm::Batch, "batch"}})
            if (program.intArg(c, field) > kMaxCublasInt)
              throw RunError(where(plan, c.line) + "gemm " + name + " " +
                             std::to_string(program.intArg(c, field)) +
                             " exceeds cuBLAS's int range (" +
                             std::to_string(kMaxCublasInt) + ")");
        if (c.kind == CommandKind::Kernel) {
          auto op = static_cast<KernelOp>(c.op);
          bool attention =
              op == KernelOp::Attention || op == KernelOp::AttentionGrad;
          if (attention && program.intArg(c, 3) > kMaxHeadDim)
            throw RunError(where(plan, c.line) + "attention head size " +
                           std::to_string(program.intArg(c, 3)) +
                           " exceeds the cuda backend's limit of " +
                           std::to_string(kMaxHeadDim));
        }
      }
  }
}

uint64_t ovl::rt::collectiveScratchBytes(const Plan &plan, int rank) {
  const Program &program = plan.programOf(rank);
  uint64_t largest = 0;
  for (const Stream &stream : program.streams)
    for (const Command &c : stream.commands) {
      if (c.kind != CommandKind::Collective)
        continue;
      uint64_t members = 1;
      for (int axis : plan.groups[c.group].axes)
        members *= plan.mesh.axisSizes[axis];
      uint64_t bytes =
          uint64_t(program.intArg(c, coll::Count)) * dtypeSize(c.dtype);
      if (static_cast<CollectiveOp>(c.op) == CollectiveOp::AllGather)
        bytes *= members;
      largest = std::max(largest, bytes);
    }
  return largest;
}

static uint64_t roundUp(uint64_t bytes) { return (bytes + 255) / 256 * 256; }

uint64_t ovl::rt::cudaRankBytes(const Plan &plan, int rank) {
  const Program &program = plan.programOf(rank);
  return roundUp(program.transientBytes) + roundUp(program.persistentBytes) +
         roundUp(collectiveScratchBytes(plan, rank));
}

void ovl::rt::checkCudaMemoryFit(const Plan &plan,
                                 const std::vector<int> &deviceOfRank,
                                 const std::vector<uint64_t> &rankBytes,
                                 int device, uint64_t freeBytes,
                                 const std::string &deviceName) {
  uint64_t total = 0;
  int ranks = 0;
  for (size_t r = 0; r < deviceOfRank.size(); ++r)
    if (deviceOfRank[r] == device) {
      total += rankBytes[r];
      ++ranks;
    }
  if (total <= freeBytes)
    return;
  auto mib = [](uint64_t bytes) {
    std::ostringstream os;
    os.precision(1);
    os << std::fixed << double(bytes) / (1 << 20) << " MiB";
    return os.str();
  };
  throw RunError("cuda backend: " + plan.path +
                 ": the plan does not fit in "
                 "device memory: " +
                 std::to_string(ranks) +
                 " rank(s) on "
                 "device " +
                 std::to_string(device) + " (" + deviceName + ") need " +
                 mib(total) +
                 " (arenas, collective scratch and "
                 "kernel workspace) but " +
                 mib(freeBytes) + " are free");
}
