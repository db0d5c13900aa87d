//===- Plan.h - The in-memory form of an Ovl plan ---------------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// A plan holds, per pipeline stage, a program: two arenas, the persistent
// tensors, and streams of commands. docs/plan-format.md is the reference for
// the text form; this header is its in-memory form. Commands keep their
// operands in per-program pools (slices, integers, floats) addressed through
// a per-kind schema (CommandSchema.h), which keeps a command small: a plan
// of a million commands fits in memory comfortably.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_PLAN_H
#define OVL_RUNTIME_PLAN_H

#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace ovl::rt {

/// The plan format version this runtime reads and writes.
constexpr int kPlanVersion = 3;
/// The most ranks a mesh may have (2^20: beyond any machine built); ovl-gen
/// refuses larger meshes too.
constexpr int64_t kMaxMeshRanks = int64_t(1) << 20;

enum class DType : uint8_t { F32, BF16, F16, I32 };
size_t dtypeSize(DType type);
const char *dtypeName(DType type);
std::optional<DType> parseDType(std::string_view text);

/// A byte count computed in double, for a message: exact below 2^53, else
/// in scientific form (3.69e+19); no conversion to an integer type it may
/// not fit.
std::string formatByteCount(double bytes);

enum class Arena : uint8_t { Transient, Persistent };

/// A byte range of one of a rank's two arenas.
struct Slice {
  Arena arena = Arena::Transient;
  uint64_t offset = 0;
  uint64_t bytes = 0;
  uint64_t end() const { return offset + bytes; }
  bool operator==(const Slice &other) const {
    return arena == other.arena && offset == other.offset &&
           bytes == other.bytes;
  }
};

/// `N` items, exactly: a table indexed by an enum lists one entry per value,
/// or it does not compile.
template <size_t N, typename T, size_t M>
constexpr std::array<T, N> exactly(const T (&items)[M]) {
  static_assert(N == M, "the table must list one entry per enum value");
  std::array<T, N> result{};
  for (size_t i = 0; i < N; ++i)
    result[i] = items[i];
  return result;
}

/// The streams of a program, by role. The one definition of the roles: the
/// plan's names below; the compiler's StreamRole (OvlAttrs.td) is checked
/// against this enum where the plan writer converts it.
enum class StreamRole : uint8_t { Compute, TpComm, DpComm, PpComm, Copy };
constexpr int kNumStreamRoles = 5;
inline constexpr std::array<const char *, kNumStreamRoles> kStreamRoleNames =
    exactly<kNumStreamRoles>({"compute", "tp_comm", "dp_comm", "pp_comm",
                              "copy"});
const char *streamRoleName(StreamRole role);
std::optional<StreamRole> parseStreamRole(std::string_view text);

enum class CommandKind : uint8_t {
  Gemm,
  Kernel,
  Collective,
  P2P,
  Copy,
  Record,
  Wait
};
const char *commandKindName(CommandKind kind);

enum class KernelOp : uint8_t {
  Add,
  Mul,
  Gelu,
  GeluGrad,
  ReduceRows,
  LayerNorm,
  LayerNormGrad,
  RmsNorm,
  RmsNormGrad,
  Swiglu,
  SwigluGrad,
  Rope,
  RopeGrad,
  Attention,
  AttentionGrad,
  Embedding,
  EmbeddingGrad,
  CeMax,
  CeStats,
  CeLoss,
  CeGrad,
  LogLoss,
  Sgd,
  AdamW,
  SumSquares,
  ClipByNorm,
  Convert,
  LocalShard,
  Opaque,
  CopyRows,
  Dropout,
};
constexpr int kNumKernelOps = 31;

enum class CollectiveOp : uint8_t { AllReduce, AllGather, ReduceScatter, Broadcast };
enum class Reduction : uint8_t { Sum, Max, Min };
enum class P2POp : uint8_t { Send, Recv };
enum class HostField : uint8_t { None, Tokens, Labels };
enum class InitKind : uint8_t { Zeros, Ones, Normal };

const char *collectiveOpName(CollectiveOp op);

/// Is the category a command's time counts under in reports.
enum class CommandCategory : uint8_t { Compute, Communication, Copy, Sync };
CommandCategory categoryOf(CommandKind kind);

/// One command. Its operands live in the program's pools, at the positions
/// its schema gives (see CommandSchema.h).
struct Command {
  CommandKind kind = CommandKind::Kernel;
  uint8_t op = 0;         // KernelOp, CollectiveOp or P2POp.
  Reduction reduction = Reduction::Sum;
  DType dtype = DType::F32;
  HostField hostField = HostField::None;
  bool tensorCore = false;
  int16_t group = -1;     // Index into Plan::groups (collectives, p2p axis,
                          // vocab-parallel kernels).
  uint32_t firstSlice = 0;
  uint16_t numSlices = 0;
  uint32_t firstInt = 0;
  uint16_t numInts = 0;
  uint32_t firstFloat = 0;
  uint16_t numFloats = 0;
  double estUs = 0.0;
  double fixedUs = -1.0;  // A declared duration, or negative for none.
  double flops = 0.0;
  double bytes = 0.0;
  std::string_view label; // Views into the plan's text (Plan::source).
  std::string_view loc;
  uint32_t line = 0;      // Line in the plan file.
};

struct ParamDecl {
  int id = 0;
  std::string name;
  uint64_t offset = 0;
  DType dtype = DType::F32;
  std::vector<int64_t> shape;
  std::vector<int64_t> globalShape;
  int shardDim = -1;
  int shardAxis = -1; // Index into the mesh axes.
  /// A second split of the shard (the distributed optimizer's data-parallel
  /// shard of a tensor-parallel weight): along this local dimension, over
  /// this axis; -1 when none.
  int innerShardDim = -1;
  int innerShardAxis = -1;
  InitKind init = InitKind::Zeros;
  double std = 0.0;
  uint32_t line = 0;

  int64_t numElements() const;
  uint64_t byteSize() const { return numElements() * dtypeSize(dtype); }
  /// Per dimension, the global index of the local shard's first element on
  /// the rank at mesh coordinates `coords` (`axisSizes`: the mesh's).
  std::vector<int64_t> globalOrigin(const std::vector<int> &axisSizes,
                                    const std::vector<int> &coords) const;
};

struct Stream {
  int id = 0;
  StreamRole role = StreamRole::Compute;
  std::vector<Command> commands;
  uint32_t line = 0;
};

struct Program {
  int stage = 0;
  uint64_t transientBytes = 0;
  uint64_t persistentBytes = 0;
  int numEvents = 0;
  std::vector<ParamDecl> params;
  std::vector<Stream> streams;
  // Operand pools.
  std::vector<Slice> slices;
  std::vector<int64_t> ints;
  std::vector<double> floats;
  uint32_t line = 0;

  const Slice &slice(const Command &c, unsigned i) const {
    return slices[c.firstSlice + i];
  }
  int64_t intArg(const Command &c, unsigned i) const {
    return ints[c.firstInt + i];
  }
  double floatArg(const Command &c, unsigned i) const {
    return floats[c.firstFloat + i];
  }
  size_t numCommands() const;
};

/// The device mesh: named axes, ranks numbered row-major (last axis fastest).
struct Mesh {
  std::vector<std::string> axisNames;
  std::vector<int> axisSizes;
  /// Per axis, its role: "tensor", "data" or "pipeline". Costs and
  /// placement follow roles, never names.
  std::vector<std::string> axisRoles;

  int numRanks() const;
  int axisIndex(std::string_view name) const; // -1 if absent.
  std::vector<int> coords(int rank) const;
  int rankOf(const std::vector<int> &coords) const;
  /// The ranks of `rank`'s group over `axes`, ordered by their coordinates
  /// on those axes (row-major); `indexOut` receives `rank`'s position.
  std::vector<int> groupMembers(int rank, const std::vector<int> &axes,
                                int *indexOut = nullptr) const;
};

/// A group of mesh axes, as commands name it.
struct Group {
  std::vector<int> axes;
  std::string text; // As written: "dp,tp".
};

struct Plan {
  int version = kPlanVersion;
  std::string path;
  Mesh mesh;
  int pipelineAxis = -1;
  std::string deviceName;
  std::vector<Program> programs;
  std::vector<Group> groups;
  /// The text the plan was parsed from: names, labels and locations are
  /// views into it (or into `ownedStrings`, for values with escapes). A plan
  /// is therefore moved, never copied.
  std::string source;
  std::deque<std::string> ownedStrings;

  Plan() = default;
  Plan(Plan &&) = default;
  Plan &operator=(Plan &&) = default;
  Plan(const Plan &) = delete;
  Plan &operator=(const Plan &) = delete;

  /// The program rank `rank` runs.
  const Program &programOf(int rank) const;
  int programIndexOf(int rank) const;
  size_t numCommands() const;
};

/// Thrown by the loader and the validator; the message names the file, the
/// line, the command and the field.
class PlanError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// Parses and validates a plan file. Throws PlanError.
Plan loadPlan(const std::string &path);
/// Parses and validates a plan held in memory (`name` is used in messages).
Plan parsePlan(std::string text, const std::string &name);
/// Validates a parsed plan (called by loadPlan and parsePlan). Throws
/// PlanError.
void validatePlan(const Plan &plan);

} // namespace ovl::rt

#endif // OVL_RUNTIME_PLAN_H
