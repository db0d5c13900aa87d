//===- Plan.cpp - Plan data model helpers and the command schema ----------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/CommandSchema.h"
#include "ovl/runtime/Plan.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <type_traits>

using namespace ovl::rt;

size_t ovl::rt::dtypeSize(DType type) {
  switch (type) {
  case DType::F32:
  case DType::I32:
    return 4;
  case DType::BF16:
  case DType::F16:
    return 2;
  }
  return 4;
}

std::string ovl::rt::formatByteCount(double bytes) {
  if (bytes >= 0.0 && bytes < 0x1p53)
    return std::to_string(static_cast<uint64_t>(bytes));
  char text[32];
  std::snprintf(text, sizeof(text), "%.3g", bytes);
  return text;
}

const char *ovl::rt::dtypeName(DType type) {
  switch (type) {
  case DType::F32:
    return "f32";
  case DType::BF16:
    return "bf16";
  case DType::F16:
    return "f16";
  case DType::I32:
    return "i32";
  }
  return "?";
}

std::optional<DType> ovl::rt::parseDType(std::string_view text) {
  if (text == "f32")
    return DType::F32;
  if (text == "bf16")
    return DType::BF16;
  if (text == "f16")
    return DType::F16;
  if (text == "i32")
    return DType::I32;
  return std::nullopt;
}

const char *ovl::rt::streamRoleName(StreamRole role) {
  return kStreamRoleNames[static_cast<int>(role)];
}

std::optional<StreamRole> ovl::rt::parseStreamRole(std::string_view text) {
  for (int i = 0; i < kNumStreamRoles; ++i)
    if (text == kStreamRoleNames[i])
      return static_cast<StreamRole>(i);
  return std::nullopt;
}

const char *ovl::rt::commandKindName(CommandKind kind) {
  switch (kind) {
  case CommandKind::Gemm:
    return "gemm";
  case CommandKind::Kernel:
    return "kernel";
  case CommandKind::Collective:
    return "collective";
  case CommandKind::P2P:
    return "p2p";
  case CommandKind::Copy:
    return "copy";
  case CommandKind::Record:
    return "record";
  case CommandKind::Wait:
    return "wait";
  }
  return "?";
}

const char *ovl::rt::collectiveOpName(CollectiveOp op) {
  switch (op) {
  case CollectiveOp::AllReduce:
    return "all_reduce";
  case CollectiveOp::AllGather:
    return "all_gather";
  case CollectiveOp::ReduceScatter:
    return "reduce_scatter";
  case CollectiveOp::Broadcast:
    return "broadcast";
  }
  return "?";
}


CommandCategory ovl::rt::categoryOf(CommandKind kind) {
  switch (kind) {
  case CommandKind::Gemm:
  case CommandKind::Kernel:
    return CommandCategory::Compute;
  case CommandKind::Collective:
  case CommandKind::P2P:
    return CommandCategory::Communication;
  case CommandKind::Copy:
    return CommandCategory::Copy;
  case CommandKind::Record:
  case CommandKind::Wait:
    return CommandCategory::Sync;
  }
  return CommandCategory::Sync;
}

int64_t ParamDecl::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

std::vector<int64_t>
ParamDecl::globalOrigin(const std::vector<int> &axisSizes,
                        const std::vector<int> &coords) const {
  std::vector<int64_t> origin(shape.size(), 0);
  if (shardDim >= 0) {
    // The first split's block: global / axis size elements per coordinate.
    int64_t block = globalShape[shardDim] / axisSizes[shardAxis];
    origin[shardDim] += coords[shardAxis] * block;
  }
  if (innerShardDim >= 0) // The second splits that block: local-sized parts.
    origin[innerShardDim] += coords[innerShardAxis] * shape[innerShardDim];
  return origin;
}

size_t Program::numCommands() const {
  size_t n = 0;
  for (const Stream &s : streams)
    n += s.commands.size();
  return n;
}

//===----------------------------------------------------------------------===//
// Mesh and plan
//===----------------------------------------------------------------------===//

int Mesh::numRanks() const {
  int n = 1;
  for (int s : axisSizes)
    n *= s;
  return n;
}

int Mesh::axisIndex(std::string_view name) const {
  for (size_t i = 0; i < axisNames.size(); ++i)
    if (axisNames[i] == name)
      return static_cast<int>(i);
  return -1;
}

std::vector<int> Mesh::coords(int rank) const {
  std::vector<int> c(axisSizes.size());
  for (size_t i = axisSizes.size(); i-- > 0;) {
    c[i] = rank % axisSizes[i];
    rank /= axisSizes[i];
  }
  return c;
}

int Mesh::rankOf(const std::vector<int> &c) const {
  int rank = 0;
  for (size_t i = 0; i < axisSizes.size(); ++i)
    rank = rank * axisSizes[i] + c[i];
  return rank;
}

std::vector<int> Mesh::groupMembers(int rank, const std::vector<int> &axes,
                                    int *indexOut) const {
  std::vector<int> base = coords(rank);
  int size = 1;
  for (int a : axes)
    size *= axisSizes[a];
  std::vector<int> members;
  members.reserve(size);
  for (int i = 0; i < size; ++i) {
    // Decode i row-major over the group axes.
    std::vector<int> c = base;
    int rest = i;
    for (size_t j = axes.size(); j-- > 0;) {
      c[axes[j]] = rest % axisSizes[axes[j]];
      rest /= axisSizes[axes[j]];
    }
    int member = rankOf(c);
    if (member == rank && indexOut)
      *indexOut = i;
    members.push_back(member);
  }
  return members;
}

int Plan::programIndexOf(int rank) const {
  if (pipelineAxis < 0)
    return 0;
  int stage = mesh.coords(rank)[pipelineAxis];
  for (size_t i = 0; i < programs.size(); ++i)
    if (programs[i].stage == stage)
      return static_cast<int>(i);
  return -1;
}

const Program &Plan::programOf(int rank) const {
  return programs[programIndexOf(rank)];
}

size_t Plan::numCommands() const {
  size_t n = 0;
  for (const Program &p : programs)
    n += p.numCommands();
  return n;
}

//===----------------------------------------------------------------------===//
// Command schemas
//===----------------------------------------------------------------------===//

template <size_t NumSlots, size_t NumInts>
static CommandSchema
makeSchema(const char *name, const std::array<const char *, NumSlots> &slices,
           const std::array<IntField, NumInts> &ints) {
  return CommandSchema{name,
                       {slices.begin(), slices.end()},
                       {ints.begin(), ints.end()},
                       {}};
}

const CommandSchema &ovl::rt::gemmSchema() {
  static const CommandSchema schema =
      makeSchema("gemm", gemm::kSlots, gemm::kInts);
  return schema;
}

const CommandSchema &ovl::rt::collectiveSchema() {
  static const CommandSchema schema =
      makeSchema("collective", coll::kSlots, coll::kInts);
  return schema;
}

const CommandSchema &ovl::rt::p2pSchema() {
  static const CommandSchema schema =
      makeSchema("p2p", p2p::kSlots, p2p::kInts);
  return schema;
}

const CommandSchema &ovl::rt::deviceCopySchema() {
  static const CommandSchema schema =
      makeSchema("copy", copy::kSlots, std::array<IntField, 0>{});
  return schema;
}

const CommandSchema &ovl::rt::hostCopySchema() {
  static CommandSchema schema = [] {
    CommandSchema s = makeSchema("copy", copy::kHostSlots, copy::kHostInts);
    s.allowsGroup = true;
    return s;
  }();
  return schema;
}

const CommandSchema &ovl::rt::eventSchema() {
  static const CommandSchema schema =
      makeSchema("event", std::array<const char *, 0>{}, event::kInts);
  return schema;
}

namespace {
struct KernelEntry {
  KernelOp op;
  CommandSchema schema;
  /// The slots the kernel writes, by name (the others it only reads).
  std::vector<const char *> writes;
};
} // namespace

template <size_t NumSlots, size_t NumInts, size_t NumFloats, typename FloatT,
          typename Slot, size_t NumWrites>
static KernelEntry
makeKernel(KernelOp op, const char *name,
           const std::array<const char *, NumSlots> &slices,
           const std::array<IntField, NumInts> &ints,
           const std::array<FloatT, NumFloats> &floats,
           const std::array<Slot, NumWrites> &writes, bool allowsGroup = false) {
  KernelEntry entry{op,
                    CommandSchema{name,
                                  {slices.begin(), slices.end()},
                                  {ints.begin(), ints.end()},
                                  {},
                                  false,
                                  allowsGroup},
                    {}};
  // Bare names are required fields.
  for (const FloatT &field : floats) {
    if constexpr (std::is_same_v<FloatT, FloatField>)
      entry.schema.floats.push_back(field);
    else
      entry.schema.floats.push_back(FloatField{field});
  }
  for (Slot slot : writes)
    entry.writes.push_back(slices[slot]);
  return entry;
}

// A kernel's entry from its operand tables (CommandSchema.h).
#define OVL_KERNEL(op, name, ns, ...)                                          \
  makeKernel(KernelOp::op, name, kernel::ns::kSlots, kernel::ns::kInts,        \
             kernel::ns::kFloats, kernel::ns::kWrites, ##__VA_ARGS__)

static const std::vector<KernelEntry> &kernelTable() {
  // In KernelOp order: the table is indexed by it.
  static const std::vector<KernelEntry> table = {
      OVL_KERNEL(Add, "add", binary),
      OVL_KERNEL(Mul, "mul", binary),
      OVL_KERNEL(Gelu, "gelu", gelu),
      OVL_KERNEL(GeluGrad, "gelu_grad", gelu_grad),
      OVL_KERNEL(ReduceRows, "reduce_rows", reduce_rows),
      OVL_KERNEL(LayerNorm, "layer_norm", layer_norm),
      OVL_KERNEL(LayerNormGrad, "layer_norm_grad", layer_norm_grad),
      OVL_KERNEL(RmsNorm, "rms_norm", rms_norm),
      OVL_KERNEL(RmsNormGrad, "rms_norm_grad", rms_norm_grad),
      OVL_KERNEL(Swiglu, "swiglu", swiglu),
      OVL_KERNEL(SwigluGrad, "swiglu_grad", swiglu_grad),
      OVL_KERNEL(Rope, "rope", rope),
      OVL_KERNEL(RopeGrad, "rope_grad", rope_grad),
      OVL_KERNEL(Attention, "attention", attention, /*allowsGroup=*/true),
      OVL_KERNEL(AttentionGrad, "attention_grad", attention_grad,
                 /*allowsGroup=*/true),
      OVL_KERNEL(Embedding, "embedding", embedding, /*allowsGroup=*/true),
      OVL_KERNEL(EmbeddingGrad, "embedding_grad", embedding_grad,
                 /*allowsGroup=*/true),
      OVL_KERNEL(CeMax, "ce_max", ce_max),
      OVL_KERNEL(CeStats, "ce_stats", ce_stats, /*allowsGroup=*/true),
      OVL_KERNEL(CeLoss, "ce_loss", ce_loss),
      OVL_KERNEL(CeGrad, "ce_grad", ce_grad, /*allowsGroup=*/true),
      OVL_KERNEL(LogLoss, "log_loss", log_loss),
      OVL_KERNEL(Sgd, "sgd", sgd),
      OVL_KERNEL(AdamW, "adamw", adamw),
      OVL_KERNEL(SumSquares, "sum_squares", sum_squares),
      OVL_KERNEL(ClipByNorm, "clip_by_norm", clip_by_norm),
      OVL_KERNEL(Convert, "convert", convert),
      OVL_KERNEL(LocalShard, "local_shard", local_shard, /*allowsGroup=*/true),
      {KernelOp::Opaque, {"opaque", {}, {}, {}, true}, {}},
      OVL_KERNEL(CopyRows, "copy_rows", copy_rows),
      OVL_KERNEL(Dropout, "dropout", dropout, /*allowsGroup=*/true),
  };
  static const bool ordered = [] {
    for (size_t i = 0; i < table.size(); ++i)
      if (static_cast<size_t>(table[i].op) != i)
        return false;
    return table.size() == kNumKernelOps;
  }();
  if (!ordered)
    std::abort(); // A programming error the first test run shows.
  return table;
}

#undef OVL_KERNEL

LrSchedule ovl::rt::lrScheduleOf(const Program &program, const Command &c) {
  // The schedule's integers sit at the same positions in both kernels.
  static_assert(int(kernel::sgd::LrStyle) == int(kernel::adamw::LrStyle) &&
                    int(kernel::sgd::LrWarmup) == int(kernel::adamw::LrWarmup) &&
                    int(kernel::sgd::LrDecayIters) ==
                        int(kernel::adamw::LrDecayIters) &&
                    int(kernel::sgd::Lr) == int(kernel::adamw::Lr),
                "sgd and adamw place their schedules alike");
  bool adam = static_cast<KernelOp>(c.op) == KernelOp::AdamW;
  LrSchedule s;
  s.maxLr = program.floatArg(c, kernel::sgd::Lr);
  s.minLr = program.floatArg(c, adam ? unsigned(kernel::adamw::MinLr)
                                     : unsigned(kernel::sgd::MinLr));
  s.style = static_cast<LrDecayStyle>(program.intArg(c, kernel::sgd::LrStyle));
  s.warmupIters = program.intArg(c, kernel::sgd::LrWarmup);
  s.decayIters = program.intArg(c, kernel::sgd::LrDecayIters);
  return s;
}

const CommandSchema &ovl::rt::kernelSchema(KernelOp op) {
  return kernelTable()[static_cast<int>(op)].schema;
}

bool ovl::rt::kernelWritesSlot(KernelOp op, unsigned slot) {
  const KernelEntry &entry = kernelTable()[static_cast<int>(op)];
  if (entry.schema.variadicSlices)
    return true; // Opaque kernels' outs.
  if (slot >= entry.schema.slices.size())
    return false;
  std::string_view name = entry.schema.slices[slot];
  return std::any_of(entry.writes.begin(), entry.writes.end(),
                     [&](const char *w) { return name == w; });
}

std::optional<KernelOp> ovl::rt::parseKernelOp(std::string_view name) {
  for (const KernelEntry &entry : kernelTable())
    if (name == entry.schema.name)
      return entry.op;
  return std::nullopt;
}

const char *ovl::rt::kernelOpName(KernelOp op) { return kernelSchema(op).name; }

bool ovl::rt::commandWritesSlot(const Command &c, unsigned slot) {
  switch (c.kind) {
  case CommandKind::Gemm:
    return slot == gemm::C;
  case CommandKind::Kernel:
    return kernelWritesSlot(static_cast<KernelOp>(c.op), slot);
  case CommandKind::Collective:
    return slot == coll::Out;
  case CommandKind::P2P:
    return static_cast<P2POp>(c.op) == P2POp::Recv;
  case CommandKind::Copy:
    return c.hostField != HostField::None || slot == copy::Dst;
  case CommandKind::Record:
  case CommandKind::Wait:
    return false;
  }
  return false;
}
