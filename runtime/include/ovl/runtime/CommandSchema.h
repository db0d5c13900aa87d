//===- CommandSchema.h - Operand layout of each command kind ----*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// One table says, for every command kind and kernel, which slices, integers
// and floats it takes and in which order they sit in the program's pools.
// The parser fills the pools from it, the validator checks sizes against it,
// and the backends read operands by the same positions.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_COMMANDSCHEMA_H
#define OVL_RUNTIME_COMMANDSCHEMA_H

#include "ovl/runtime/LearningRate.h"
#include "ovl/runtime/Plan.h"

#include <optional>
#include <string_view>
#include <vector>

namespace ovl::rt {

struct IntField {
  const char *name;
  bool required = true;
  int64_t defaultValue = 0;
};

/// A float operand; optional ones take their default when a plan omits
/// them. Schemas whose floats are all required list bare names.
struct FloatField {
  const char *name;
  bool required = true;
  double defaultValue = 0.0;
};

struct CommandSchema {
  const char *name;
  std::vector<const char *> slices; // In pool order.
  std::vector<IntField> ints;       // In pool order.
  std::vector<FloatField> floats;   // In pool order.
  bool variadicSlices = false;      // `outs=` list (opaque kernels).
  bool allowsGroup = false;         // Vocab-parallel kernels, dropout masks.
};

const CommandSchema &gemmSchema();
const CommandSchema &kernelSchema(KernelOp op);
/// Whether kernel `op` writes its slice `slot` (else it only reads it).
bool kernelWritesSlot(KernelOp op, unsigned slot);
/// Whether command `c` writes its slice `slot` (else it only reads it): the
/// validator's race check and the cpu backend's numerics check.
bool commandWritesSlot(const Command &c, unsigned slot);
/// The learning-rate schedule of an optimizer kernel command (sgd, adamw).
LrSchedule lrScheduleOf(const Program &program, const Command &c);
const CommandSchema &collectiveSchema();
const CommandSchema &p2pSchema();
const CommandSchema &deviceCopySchema();
const CommandSchema &hostCopySchema();
const CommandSchema &eventSchema();

std::optional<KernelOp> parseKernelOp(std::string_view name);
const char *kernelOpName(KernelOp op);

// The operands of the commands that are not kernels: per command, one enum
// per pool (slices, integers) and one table of field names indexed by it, of
// exactly that length (`exactly`: a missing or extra name does not compile).
// The names are the plan's keys and the L2 command ops' attribute names
// (OvlRuntimeOps.td): the plan writer reads each attribute by its schema
// name, the parser reads each field by it, and the validator and backends
// address operands by the enums.

/// Fields every command may carry besides its operands.
inline constexpr const char *kEstimateField = "est_us";
inline constexpr const char *kFixedDurationField = "fixed_us";
/// The most time, in microseconds, a command may be estimated or declared
/// to take (est_us, fixed_us; an IR op's duration_us), and the most work an
/// opaque op may declare (flops, bytes): far past any real command (2^62
/// bytes at the slowest rate a device description allows, 0.001 GB/s, take
/// 4.6e18 us), and small enough that a step of 2^32 such commands still
/// sums to a finite time. A duration of 1e308 us once made the sim's step
/// "inf ms".
inline constexpr double kMaxCommandUs = 1e30;

namespace gemm {
/// The cpu backend computes a GEMM's rows in aligned blocks, one BLAS call
/// per block (kernels::gemm): blocks of rowBlock(n, k) rows, then the rows
/// left in blocks of kRowBlock (the last padded). Row chunks that start on a
/// multiple of rowBlock(n, k) compute the same bits as the whole GEMM.
///
/// Small GEMMs use 16-row blocks (OpenBLAS's small-matrix kernels are
/// fastest there, and small models can still be split). From 2^16 elements
/// of B (n x k) a 16-row call spends most of its time packing B, so blocks
/// are 256 rows: 90-95% of one whole call's rate against 30% for 16 rows
/// (bench/results/gemm-row-blocks.md).
inline constexpr int64_t kRowBlock = 16;
inline constexpr int64_t kLargeRowBlock = 256;
inline constexpr int64_t kLargeBElements = int64_t(1) << 16;
inline constexpr int64_t rowBlock(int64_t n, int64_t k) {
  return k > 0 && n >= (kLargeBElements + k - 1) / k ? kLargeRowBlock
                                                     : kRowBlock;
}
enum Slot { A, B, C, NumSlots };
enum Int {
  M,
  N,
  K,
  Batch,
  StrideA,
  StrideB,
  StrideC,
  TransA,
  TransB,
  Acc,
  NumInts
};
inline constexpr auto kSlots = exactly<NumSlots>({"a", "b", "c"});
inline constexpr auto kInts =
    exactly<NumInts, IntField>({{"m"},
                                {"n"},
                                {"k"},
                                {"batch", false, 1},
                                {"stride_a", false, 0},
                                {"stride_b", false, 0},
                                {"stride_c", false, 0},
                                {"transpose_a", false, 0},
                                {"transpose_b", false, 0},
                                {"accumulate", false, 0}});
} // namespace gemm
namespace coll {
enum Slot { In, Out, NumSlots };
enum Int { Count, Outer, Inner, Root, NumInts };
inline constexpr auto kSlots = exactly<NumSlots>({"input", "output"});
inline constexpr auto kInts = exactly<NumInts, IntField>(
    {{"count"}, {"outer", false, 1}, {"inner", false, 0}, {"root", false, 0}});
} // namespace coll
namespace p2p {
enum Slot { Buf, NumSlots };
enum Int { Peer, NumInts };
inline constexpr auto kSlots = exactly<NumSlots>({"buffer"});
inline constexpr auto kInts = exactly<NumInts, IntField>({{"peer"}});
} // namespace p2p
namespace copy {
enum Slot { Src, Dst, NumSlots };        // Device copy.
enum HostSlot { HostDst, NumHostSlots }; // Host load.
enum HostInt { Microbatch, Vocab, Count, Seq, NumHostInts };
inline constexpr auto kSlots = exactly<NumSlots>({"source", "destination"});
inline constexpr auto kHostSlots = exactly<NumHostSlots>({"destination"});
inline constexpr auto kHostInts = exactly<NumHostInts, IntField>(
    {{"microbatch"}, {"vocab"}, {"count"}, {"seq"}});
} // namespace copy
namespace event {
enum Int { Event, NumInts };
inline constexpr auto kInts = exactly<NumInts, IntField>({{"event"}});
} // namespace event

// The operands of each kernel: per kernel, an enum per pool (slices,
// integers, floats), the names in enum order (`exactly` one per value), and
// the slices the kernel writes. The compiler fills a kernel command's
// operands by these enums, the parser and validator read them by them, and
// the backends address them by them: the order lives here only. `binary`
// is add and mul; opaque kernels have a variadic `outs=` list instead.
namespace kernel {

namespace binary {
enum Slot { Lhs, Rhs, Out, NumSlots };
enum Int { N, Period, NumInts };
enum Float { NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"lhs", "rhs", "out"});
inline constexpr auto kInts = exactly<NumInts, IntField>({{"n"}, {"period"}});
inline constexpr std::array<const char *, 0> kFloats{};
inline constexpr std::array<Slot, 1> kWrites = {Out};
} // namespace binary
namespace gelu {
enum Slot { In, Out, NumSlots };
enum Int { N, NumInts };
enum Float { NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"in", "out"});
inline constexpr auto kInts = exactly<NumInts, IntField>({{"n"}});
inline constexpr std::array<const char *, 0> kFloats{};
inline constexpr std::array<Slot, 1> kWrites = {Out};
} // namespace gelu
namespace gelu_grad {
enum Slot { In, Dout, Din, NumSlots };
enum Int { N, NumInts };
enum Float { NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"in", "dout", "din"});
inline constexpr auto kInts = exactly<NumInts, IntField>({{"n"}});
inline constexpr std::array<const char *, 0> kFloats{};
inline constexpr std::array<Slot, 1> kWrites = {Din};
} // namespace gelu_grad
namespace reduce_rows {
enum Slot { In, Out, NumSlots };
enum Int { Rows, Cols, NumInts };
enum Float { NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"in", "out"});
inline constexpr auto kInts = exactly<NumInts, IntField>({{"rows"}, {"cols"}});
inline constexpr std::array<const char *, 0> kFloats{};
inline constexpr std::array<Slot, 1> kWrites = {Out};
} // namespace reduce_rows
namespace layer_norm {
enum Slot { In, Gamma, Beta, Out, Mean, Rstd, NumSlots };
enum Int { Rows, Cols, NumInts };
enum Float { Eps, NumFloats };
inline constexpr auto kSlots =
    exactly<NumSlots>({"in", "gamma", "beta", "out", "mean", "rstd"});
inline constexpr auto kInts = exactly<NumInts, IntField>({{"rows"}, {"cols"}});
inline constexpr auto kFloats = exactly<NumFloats>({"eps"});
inline constexpr std::array<Slot, 3> kWrites = {Out, Mean, Rstd};
} // namespace layer_norm
namespace layer_norm_grad {
enum Slot { In, Gamma, Mean, Rstd, Dout, Din, Dgamma, Dbeta, NumSlots };
enum Int { Rows, Cols, NumInts };
enum Float { NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>(
    {"in", "gamma", "mean", "rstd", "dout", "din", "dgamma", "dbeta"});
inline constexpr auto kInts = exactly<NumInts, IntField>({{"rows"}, {"cols"}});
inline constexpr std::array<const char *, 0> kFloats{};
inline constexpr std::array<Slot, 3> kWrites = {Din, Dgamma, Dbeta};
} // namespace layer_norm_grad
namespace rms_norm {
enum Slot { In, Gamma, Out, Rstd, NumSlots };
enum Int { Rows, Cols, NumInts };
enum Float { Eps, NumFloats };
inline constexpr auto kSlots =
    exactly<NumSlots>({"in", "gamma", "out", "rstd"});
inline constexpr auto kInts = exactly<NumInts, IntField>({{"rows"}, {"cols"}});
inline constexpr auto kFloats = exactly<NumFloats>({"eps"});
inline constexpr std::array<Slot, 2> kWrites = {Out, Rstd};
} // namespace rms_norm
namespace rms_norm_grad {
enum Slot { In, Gamma, Rstd, Dout, Din, Dgamma, NumSlots };
enum Int { Rows, Cols, NumInts };
enum Float { NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>(
    {"in", "gamma", "rstd", "dout", "din", "dgamma"});
inline constexpr auto kInts = exactly<NumInts, IntField>({{"rows"}, {"cols"}});
inline constexpr std::array<const char *, 0> kFloats{};
inline constexpr std::array<Slot, 2> kWrites = {Din, Dgamma};
} // namespace rms_norm_grad
/// SwiGLU over rows of [gate | up]: in is rows x 2 cols, out rows x cols.
namespace swiglu {
enum Slot { In, Out, NumSlots };
enum Int { Rows, Cols, NumInts };
enum Float { NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"in", "out"});
inline constexpr auto kInts = exactly<NumInts, IntField>({{"rows"}, {"cols"}});
inline constexpr std::array<const char *, 0> kFloats{};
inline constexpr std::array<Slot, 1> kWrites = {Out};
} // namespace swiglu
namespace swiglu_grad {
enum Slot { In, Dout, Din, NumSlots };
enum Int { Rows, Cols, NumInts };
enum Float { NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"in", "dout", "din"});
inline constexpr auto kInts = exactly<NumInts, IntField>({{"rows"}, {"cols"}});
inline constexpr std::array<const char *, 0> kFloats{};
inline constexpr std::array<Slot, 1> kWrites = {Din};
} // namespace swiglu_grad
/// Rotary position embedding of the q and k parts of qkv [B, S, H, 3, D]
/// (with groups, attention's grouped layout): the first rotary_dim of each
/// head's D features rotate, v is copied.
namespace rope {
enum Slot { In, Out, NumSlots };
enum Int { Batch, Seq, Heads, Dim, RotaryDim, Groups, NumInts };
enum Float { Base, NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"in", "out"});
inline constexpr auto kInts = exactly<NumInts, IntField>(
    {{"batch"}, {"seq"}, {"heads"}, {"dim"}, {"rotary_dim"},
     {"groups", false, 0}});
inline constexpr auto kFloats = exactly<NumFloats>({"base"});
inline constexpr std::array<Slot, 1> kWrites = {Out};
} // namespace rope
/// Its gradient: the inverse rotation of dout (same operands as rope).
namespace rope_grad {
enum Slot { Dout, Din, NumSlots };
enum Int { Batch, Seq, Heads, Dim, RotaryDim, Groups, NumInts };
enum Float { Base, NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"dout", "din"});
inline constexpr auto kInts = exactly<NumInts, IntField>(
    {{"batch"}, {"seq"}, {"heads"}, {"dim"}, {"rotary_dim"},
     {"groups", false, 0}});
inline constexpr auto kFloats = exactly<NumFloats>({"base"});
inline constexpr std::array<Slot, 1> kWrites = {Din};
} // namespace rope_grad
/// groups: query groups of grouped-query attention, 0 (absent) for one per
/// head; qkv is [B, S, groups, heads / groups + 2, D] (Kernels.h).
/// dropout: the ratio of the probabilities' dropout, 0 (absent) for none;
/// seed: its site's, the mask drawn as the dropout kernel's (Random.h) at
/// index ((b heads + h) seq + i) seq + j, a group's position mixed in.
namespace attention {
enum Slot { Qkv, Out, Lse, NumSlots };
enum Int { Batch, Seq, Heads, Dim, Causal, Groups, Unfused, Seed, NumInts };
enum Float { Dropout, NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"qkv", "out", "lse"});
// unfused=1: priced as the unfused path (CostModel::unfusedAttentionUs);
// every backend computes the same fused kernel.
inline constexpr auto kInts = exactly<NumInts, IntField>({{"batch"},
                                                          {"seq"},
                                                          {"heads"},
                                                          {"dim"},
                                                          {"causal", false, 1},
                                                          {"groups", false, 0},
                                                          {"unfused", false, 0},
                                                          {"seed", false, 0}});
inline constexpr auto kFloats =
    exactly<NumFloats, FloatField>({{"dropout", false, 0.0}});
inline constexpr std::array<Slot, 2> kWrites = {Out, Lse};
} // namespace attention
namespace attention_grad {
enum Slot { Qkv, Out, Lse, Dout, Dqkv, NumSlots };
enum Int { Batch, Seq, Heads, Dim, Causal, Groups, Unfused, Seed, NumInts };
enum Float { Dropout, NumFloats };
inline constexpr auto kSlots =
    exactly<NumSlots>({"qkv", "out", "lse", "dout", "dqkv"});
// The forward's sizes and dropout (PlanValidator checks the enums agree).
inline constexpr auto kInts = attention::kInts;
static_assert(int(NumInts) == int(attention::NumInts));
inline constexpr auto kFloats = attention::kFloats;
static_assert(int(NumFloats) == int(attention::NumFloats));
inline constexpr std::array<Slot, 1> kWrites = {Dqkv};
} // namespace attention_grad
namespace embedding {
enum Slot { Tokens, Table, Out, NumSlots };
enum Int { Count, Vocab, Hidden, NumInts };
enum Float { NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"tokens", "table", "out"});
inline constexpr auto kInts =
    exactly<NumInts, IntField>({{"count"}, {"vocab"}, {"hidden"}});
inline constexpr std::array<const char *, 0> kFloats{};
inline constexpr std::array<Slot, 1> kWrites = {Out};
} // namespace embedding
namespace embedding_grad {
enum Slot { Tokens, Dout, Dtable, NumSlots };
enum Int { Count, Vocab, Hidden, NumInts };
enum Float { NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"tokens", "dout", "dtable"});
inline constexpr auto kInts =
    exactly<NumInts, IntField>({{"count"}, {"vocab"}, {"hidden"}});
inline constexpr std::array<const char *, 0> kFloats{};
inline constexpr std::array<Slot, 1> kWrites = {Dtable};
} // namespace embedding_grad
namespace ce_max {
enum Slot { Logits, Out, NumSlots };
enum Int { Rows, Vocab, NumInts };
enum Float { NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"logits", "out"});
inline constexpr auto kInts = exactly<NumInts, IntField>({{"rows"}, {"vocab"}});
inline constexpr std::array<const char *, 0> kFloats{};
inline constexpr std::array<Slot, 1> kWrites = {Out};
} // namespace ce_max
namespace ce_stats {
enum Slot { Logits, Max, Labels, Out, NumSlots };
enum Int { Rows, Vocab, NumInts };
enum Float { NumFloats };
inline constexpr auto kSlots =
    exactly<NumSlots>({"logits", "max", "labels", "out"});
inline constexpr auto kInts = exactly<NumInts, IntField>({{"rows"}, {"vocab"}});
inline constexpr std::array<const char *, 0> kFloats{};
inline constexpr std::array<Slot, 1> kWrites = {Out};
} // namespace ce_stats
namespace ce_loss {
enum Slot { Stats, Out, NumSlots };
enum Int { Rows, NumInts };
enum Float { NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"stats", "out"});
inline constexpr auto kInts = exactly<NumInts, IntField>({{"rows"}});
inline constexpr std::array<const char *, 0> kFloats{};
inline constexpr std::array<Slot, 1> kWrites = {Out};
} // namespace ce_loss
namespace ce_grad {
enum Slot { Logits, Max, Stats, Labels, Out, NumSlots };
enum Int { Rows, Vocab, NumInts };
enum Float { Scale, NumFloats };
inline constexpr auto kSlots =
    exactly<NumSlots>({"logits", "max", "stats", "labels", "out"});
inline constexpr auto kInts = exactly<NumInts, IntField>({{"rows"}, {"vocab"}});
inline constexpr auto kFloats = exactly<NumFloats>({"scale"});
inline constexpr std::array<Slot, 1> kWrites = {Out};
} // namespace ce_grad
namespace log_loss {
enum Slot { Loss, NumSlots };
enum Int { NumInts };
enum Float { NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"loss"});
inline constexpr std::array<IntField, 0> kInts{};
inline constexpr std::array<const char *, 0> kFloats{};
inline constexpr std::array<Slot, 0> kWrites{};
} // namespace log_loss
/// The learning-rate schedule fields the optimizer kernels share (optional:
/// absent, the rate stays constant): LrSchedule (LearningRate.h).
#define OVL_LR_SCHEDULE_INTS                                                   \
  {"lr_style", false, 0}, {"lr_warmup", false, 0}, {"lr_decay_iters", false, 0}
#define OVL_LR_SCHEDULE_FLOATS {"min_lr", false, 0.0}
namespace sgd {
enum Slot { Param, Grad, Momentum, NumSlots };
enum Int { N, ParamId, LrStyle, LrWarmup, LrDecayIters, NumInts };
enum Float { Lr, Mom, Wd, MinLr, NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"param", "grad", "momentum"});
inline constexpr auto kInts = exactly<NumInts, IntField>(
    {{"n"}, {"param_id"}, OVL_LR_SCHEDULE_INTS});
inline constexpr auto kFloats = exactly<NumFloats, FloatField>(
    {{"lr"}, {"mom"}, {"wd"}, OVL_LR_SCHEDULE_FLOATS});
inline constexpr std::array<Slot, 2> kWrites = {Param, Momentum};
} // namespace sgd
/// AdamW at the run's step t (1-based, from the runtime), in place.
namespace adamw {
enum Slot { Param, Grad, ExpAvg, ExpAvgSq, NumSlots };
enum Int { N, ParamId, LrStyle, LrWarmup, LrDecayIters, NumInts };
enum Float { Lr, Beta1, Beta2, Eps, Wd, MinLr, NumFloats };
inline constexpr auto kSlots =
    exactly<NumSlots>({"param", "grad", "exp_avg", "exp_avg_sq"});
inline constexpr auto kInts = exactly<NumInts, IntField>(
    {{"n"}, {"param_id"}, OVL_LR_SCHEDULE_INTS});
inline constexpr auto kFloats = exactly<NumFloats, FloatField>(
    {{"lr"}, {"beta1"}, {"beta2"}, {"eps"}, {"wd"}, OVL_LR_SCHEDULE_FLOATS});
inline constexpr std::array<Slot, 3> kWrites = {Param, ExpAvg, ExpAvgSq};
} // namespace adamw
/// Adds the squares of `in`'s n elements (summed in double, in order) to
/// `out` (a scalar), or sets it to them unless `accumulate`: one command per
/// operand of an ovl.sum_squares, all writing the same scalar in order.
namespace sum_squares {
enum Slot { In, Out, NumSlots };
enum Int { N, Accumulate, NumInts };
enum Float { NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"in", "out"});
inline constexpr auto kInts =
    exactly<NumInts, IntField>({{"n"}, {"accumulate", false, 0}});
inline constexpr std::array<const char *, 0> kFloats{};
inline constexpr std::array<Slot, 1> kWrites = {Out};
} // namespace sum_squares
/// out = grad * min(1, max_norm / (sqrt(norm_sq) + 1e-6)), the coefficient
/// in f32 (torch.nn.utils.clip_grad_norm_); out may be grad.
namespace clip_by_norm {
enum Slot { Grad, NormSq, Out, NumSlots };
enum Int { N, NumInts };
enum Float { MaxNorm, NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"grad", "norm_sq", "out"});
inline constexpr auto kInts = exactly<NumInts, IntField>({{"n"}});
inline constexpr auto kFloats = exactly<NumFloats>({"max_norm"});
inline constexpr std::array<Slot, 1> kWrites = {Out};
} // namespace clip_by_norm
/// out = in in another element type: `from` and `to` are DType values
/// (f32 <-> bf16); the command's dtype is `from`.
namespace convert {
enum Slot { In, Out, NumSlots };
enum Int { N, From, To, NumInts };
enum Float { NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"in", "out"});
inline constexpr auto kInts =
    exactly<NumInts, IntField>({{"n"}, {"from"}, {"to"}});
inline constexpr std::array<const char *, 0> kFloats{};
inline constexpr std::array<Slot, 1> kWrites = {Out};
} // namespace convert
/// out = in[member * n, (member + 1) * n) for the rank's index in the
/// command's group (a group kernel).
namespace local_shard {
enum Slot { In, Out, NumSlots };
enum Int { N, NumInts };
enum Float { NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"in", "out"});
inline constexpr auto kInts = exactly<NumInts, IntField>({{"n"}});
inline constexpr std::array<const char *, 0> kFloats{};
inline constexpr std::array<Slot, 1> kWrites = {Out};
} // namespace local_shard
/// `rows` rows of `cols` elements, `stride` apart in `in`, `out_stride`
/// apart in `out` (0: cols, contiguous).
namespace copy_rows {
enum Slot { In, Out, NumSlots };
enum Int { Rows, Cols, Stride, OutStride, NumInts };
enum Float { NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"in", "out"});
inline constexpr auto kInts = exactly<NumInts, IntField>(
    {{"rows"}, {"cols"}, {"stride"}, {"out_stride", false, 0}});
inline constexpr std::array<const char *, 0> kFloats{};
inline constexpr std::array<Slot, 1> kWrites = {Out};
} // namespace copy_rows
/// Inverted dropout of `in`'s n elements (Random.h): element i is kept when
/// its bits under the key of (seed, the run's step, the rank's position in
/// the command's group, if any) at offset + i reach floor(ratio 2^32).
namespace dropout {
enum Slot { In, Out, NumSlots };
enum Int { N, Seed, Offset, NumInts };
enum Float { Ratio, NumFloats };
inline constexpr auto kSlots = exactly<NumSlots>({"in", "out"});
inline constexpr auto kInts =
    exactly<NumInts, IntField>({{"n"}, {"seed"}, {"offset", false, 0}});
inline constexpr auto kFloats = exactly<NumFloats>({"ratio"});
inline constexpr std::array<Slot, 1> kWrites = {Out};
} // namespace dropout
} // namespace kernel

} // namespace ovl::rt

#endif // OVL_RUNTIME_COMMANDSCHEMA_H
