//===- PlanValidator.cpp - Checks a whole plan before anything runs -------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// What the parser cannot see line by line: operand sizes against arenas and
// shapes, events that could never complete, and, across ranks, communicators
// whose members would issue different collectives and sends without their
// receives. A plan that passes runs without out-of-bounds access and without
// hangs caused by mismatched communication.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/CommandSchema.h"
#include "ovl/runtime/Plan.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>
#include <sstream>
#include <tuple>

using namespace ovl::rt;

namespace {

class PlanValidator {
public:
  explicit PlanValidator(const Plan &plan) : plan(plan) {}
  void validate();

private:
  [[noreturn]] void fail(uint32_t line, const std::string &message) const {
    throw PlanError(plan.path + ":" + std::to_string(line) + ": " + message);
  }
  [[noreturn]] void failCommand(const Command &c, const char *field,
                                const std::string &message) const {
    std::ostringstream os;
    os << "command " << commandIndex << " of stream " << streamIndex
       << " (program " << programIndex << "): ";
    if (field)
      os << "field '" << field << "': ";
    os << message;
    fail(c.line, os.str());
  }

  void validatePrograms();
  void validateParams(const Program &program);
  void validateCommand(const Program &program, const Command &c);
  /// Fails unless slice `index` of `c` lies in its arena and holds
  /// `neededBytes`. Needed sizes are computed in floating point, which
  /// never wraps: a product past 2^64 is rejected, not taken modulo 2^64.
  void checkSlice(const Program &program, const Command &c, unsigned index,
                  const char *field, double neededBytes, uint64_t align = 0);
  void validateKernel(const Program &program, const Command &c);
  void validateEvents(const Program &program);
  void validateOrdering(const Program &program);
  void validateCommunication();

  int groupSize(int group) const {
    int n = 1;
    for (int axis : plan.groups[group].axes)
      n *= plan.mesh.axisSizes[axis];
    return n;
  }

  const Plan &plan;
  int programIndex = 0, streamIndex = 0;
  size_t commandIndex = 0;
};

} // namespace

//===----------------------------------------------------------------------===//
// Programs and parameters
//===----------------------------------------------------------------------===//

void PlanValidator::validatePrograms() {
  if (plan.pipelineAxis < 0) {
    if (plan.programs.size() != 1)
      fail(plan.programs[1].line,
           "a plan without a 'pipeline' line has one program, this one has " +
               std::to_string(plan.programs.size()));
    return;
  }
  int stages = plan.mesh.axisSizes[plan.pipelineAxis];
  std::vector<int> seen(stages, -1);
  for (size_t i = 0; i < plan.programs.size(); ++i) {
    const Program &p = plan.programs[i];
    if (p.stage >= stages)
      fail(p.line, "program for stage " + std::to_string(p.stage) +
                       " but pipeline axis '" +
                       plan.mesh.axisNames[plan.pipelineAxis] + "' has " +
                       std::to_string(stages) + " stages");
    if (seen[p.stage] >= 0)
      fail(p.line, "stage " + std::to_string(p.stage) + " has two programs");
    seen[p.stage] = static_cast<int>(i);
  }
  for (int s = 0; s < stages; ++s)
    if (seen[s] < 0)
      fail(plan.programs.back().line,
           "mismatched ranks: the mesh has " + std::to_string(stages) +
               " pipeline stages but stage " + std::to_string(s) +
               " has no program");
}

static const char *arenaName(Arena arena) {
  return arena == Arena::Transient ? "transient" : "persistent";
}

void PlanValidator::validateParams(const Program &program) {
  std::vector<std::pair<uint64_t, const ParamDecl *>> ranges;
  for (size_t i = 0; i < program.params.size(); ++i) {
    const ParamDecl &p = program.params[i];
    if (p.id != static_cast<int>(i))
      fail(p.line, "param ids must be 0, 1, ... in order: expected " +
                       std::to_string(i));
    // In floating point, so that a shape or offset too large to count is
    // rejected rather than wrapped.
    double bytes = static_cast<double>(dtypeSize(p.dtype));
    for (int64_t dim : p.shape)
      bytes *= static_cast<double>(dim);
    if (static_cast<double>(p.offset) + bytes >
        static_cast<double>(program.persistentBytes))
      fail(p.line, "param '" + p.name + "' [" + std::to_string(p.offset) +
                       ", " +
                       formatByteCount(static_cast<double>(p.offset) + bytes) +
                       ") exceeds the persistent arena (" +
                       std::to_string(program.persistentBytes) + " bytes)");
    // Kernels and the initializer read a parameter as its elements.
    if (p.offset % dtypeSize(p.dtype) != 0)
      fail(p.line, "param '" + p.name + "' at offset " +
                       std::to_string(p.offset) + " is not aligned to its " +
                       dtypeName(p.dtype) + " elements (" +
                       std::to_string(dtypeSize(p.dtype)) + " bytes)");
    if (p.globalShape.size() != p.shape.size())
      fail(p.line, "param '" + p.name + "' has local rank " +
                       std::to_string(p.shape.size()) + " but global rank " +
                       std::to_string(p.globalShape.size()));
    int rank = static_cast<int>(p.shape.size());
    if (p.shardDim >= rank || p.innerShardDim >= rank)
      fail(p.line, "param '" + p.name + "' is sharded along dimension " +
                       std::to_string(std::max(p.shardDim, p.innerShardDim)) +
                       " of a rank-" + std::to_string(rank) + " tensor");
    std::vector<int64_t> factors(p.shape.size(), 1);
    if (p.shardDim >= 0)
      factors[p.shardDim] *= plan.mesh.axisSizes[p.shardAxis];
    if (p.innerShardDim >= 0)
      factors[p.innerShardDim] *= plan.mesh.axisSizes[p.innerShardAxis];
    for (size_t d = 0; d < p.shape.size(); ++d)
      if (p.globalShape[d] % factors[d] != 0 ||
          p.shape[d] != p.globalShape[d] / factors[d])
        fail(p.line, "param '" + p.name + "': local size " +
                         std::to_string(p.shape[d]) + " in dimension " +
                         std::to_string(d) + " is not a shard of the global " +
                         std::to_string(p.globalShape[d]));
    ranges.push_back({p.offset, &p});
  }
  std::sort(ranges.begin(), ranges.end(),
            [](auto &a, auto &b) { return a.first < b.first; });
  for (size_t i = 1; i < ranges.size(); ++i) {
    const ParamDecl *prev = ranges[i - 1].second, *cur = ranges[i].second;
    if (prev->offset + prev->byteSize() > cur->offset)
      fail(cur->line, "param '" + cur->name + "' overlaps param '" +
                          prev->name + "' in the persistent arena");
  }
}

//===----------------------------------------------------------------------===//
// Commands
//===----------------------------------------------------------------------===//

void PlanValidator::checkSlice(const Program &program, const Command &c,
                               unsigned index, const char *field,
                               double neededBytes, uint64_t align) {
  const Slice &s = program.slice(c, index);
  uint64_t limit = s.arena == Arena::Transient ? program.transientBytes
                                               : program.persistentBytes;
  if (s.end() > limit || s.end() < s.offset)
    failCommand(c, field,
                "slice [" + std::to_string(s.offset) + ", " +
                    std::to_string(s.end()) + ") exceeds the " +
                    arenaName(s.arena) + " arena (" + std::to_string(limit) +
                    " bytes)");
  if (static_cast<double>(s.bytes) < neededBytes)
    failCommand(c, field,
                "slice of " + std::to_string(s.bytes) +
                    " bytes is smaller "
                    "than the " +
                    formatByteCount(neededBytes) + " bytes the command uses");
  // Elements are read in place: a slice must start on its element size (the
  // command's dtype unless told otherwise), or the kernels' loads are
  // misaligned.
  if (align == 0)
    align = dtypeSize(c.dtype);
  if (align > 1 && s.offset % align != 0)
    failCommand(c, field,
                "slice offset " + std::to_string(s.offset) +
                    " is not a multiple of its element size (" +
                    std::to_string(align) + " bytes)");
}

void PlanValidator::validateKernel(const Program &program, const Command &c) {
  auto op = static_cast<KernelOp>(c.op);
  const CommandSchema &schema = kernelSchema(op);
  const double e = dtypeSize(c.dtype);
  const double idx = 4; // Token ids are i32.
  // Sizes as doubles: byte counts computed from them cannot wrap.
  auto n = [&](unsigned i) -> double { return program.intArg(c, i); };
  auto count = [&](unsigned i) -> uint64_t { return program.intArg(c, i); };
  auto check = [&](unsigned slot, double bytes, uint64_t align = 0) {
    checkSlice(program, c, slot, schema.slices[slot], bytes, align);
  };
  auto positive = [&](unsigned i) {
    if (program.intArg(c, i) == 0)
      failCommand(c, schema.ints[i].name, "must be positive");
  };
  auto dropoutRatio = [&](unsigned i) {
    double ratio = program.floatArg(c, i);
    if (!(ratio >= 0 && ratio < 1))
      failCommand(c, schema.floats[i].name, "must lie in [0, 1)");
  };
  // Heads' features per token of a qkv tensor: 3 per head, or with query
  // groups (a divisor of the heads) one per head and two per group.
  auto qkvHeadWidths = [&](unsigned heads, unsigned groups) -> double {
    uint64_t g = count(groups);
    if (g == 0)
      return 3 * n(heads);
    if (count(heads) % g != 0)
      failCommand(c, schema.ints[groups].name,
                  "must divide heads (" + std::to_string(count(heads)) + ")");
    return n(heads) + 2 * n(groups);
  };
  for (unsigned i = 0; i < schema.ints.size(); ++i)
    if (schema.ints[i].required &&
        !(op == KernelOp::Sgd && i == kernel::sgd::ParamId) &&
        !(op == KernelOp::AdamW && i == kernel::adamw::ParamId) &&
        !(op == KernelOp::Dropout && i == kernel::dropout::Seed) &&
        !(op == KernelOp::Convert && i != kernel::convert::N))
      positive(i);
  // Operands by name (CommandSchema.h), never by position.
  namespace k = kernel;
  // AdamW's state and constants (its param and grad are checked as SGD's).
  auto checkAdamW = [&](const Program &program, const Command &c,
                        double bytes) {
    namespace a = k::adamw;
    check(a::ExpAvg, bytes), check(a::ExpAvgSq, bytes);
    for (a::Float beta : {a::Beta1, a::Beta2})
      if (!(program.floatArg(c, beta) >= 0 && program.floatArg(c, beta) < 1))
        failCommand(c, a::kFloats[beta].name, "must lie in [0, 1)");
    if (!(program.floatArg(c, a::Eps) > 0))
      failCommand(c, a::kFloats[a::Eps].name, "must be positive");
  };
  switch (op) {
  case KernelOp::Add:
  case KernelOp::Mul: {
    using namespace k::binary;
    if (count(N) % count(Period) != 0)
      failCommand(c, kInts[Period].name,
                  "must divide n (" + std::to_string(count(N)) + ")");
    check(Lhs, n(N) * e), check(Rhs, n(Period) * e), check(Out, n(N) * e);
    break;
  }
  case KernelOp::Gelu:
    check(k::gelu::In, n(k::gelu::N) * e), check(k::gelu::Out, n(k::gelu::N) * e);
    break;
  case KernelOp::GeluGrad: {
    using namespace k::gelu_grad;
    check(In, n(N) * e), check(Dout, n(N) * e), check(Din, n(N) * e);
    break;
  }
  case KernelOp::ReduceRows: {
    using namespace k::reduce_rows;
    check(In, n(Rows) * n(Cols) * e), check(Out, n(Cols) * e);
    break;
  }
  case KernelOp::LayerNorm: {
    using namespace k::layer_norm;
    double rows = n(Rows), cols = n(Cols);
    check(In, rows * cols * e), check(Gamma, cols * e), check(Beta, cols * e);
    check(Out, rows * cols * e), check(Mean, rows * e), check(Rstd, rows * e);
    if (!(program.floatArg(c, Eps) > 0))
      failCommand(c, kFloats[Eps], "must be positive");
    break;
  }
  case KernelOp::LayerNormGrad: {
    using namespace k::layer_norm_grad;
    double rows = n(Rows), cols = n(Cols);
    check(In, rows * cols * e), check(Gamma, cols * e), check(Mean, rows * e);
    check(Rstd, rows * e), check(Dout, rows * cols * e);
    check(Din, rows * cols * e), check(Dgamma, cols * e),
        check(Dbeta, cols * e);
    break;
  }
  case KernelOp::RmsNorm: {
    using namespace k::rms_norm;
    double rows = n(Rows), cols = n(Cols);
    check(In, rows * cols * e), check(Gamma, cols * e);
    check(Out, rows * cols * e), check(Rstd, rows * e);
    if (!(program.floatArg(c, Eps) > 0))
      failCommand(c, kFloats[Eps], "must be positive");
    break;
  }
  case KernelOp::RmsNormGrad: {
    using namespace k::rms_norm_grad;
    double rows = n(Rows), cols = n(Cols);
    check(In, rows * cols * e), check(Gamma, cols * e), check(Rstd, rows * e);
    check(Dout, rows * cols * e), check(Din, rows * cols * e);
    check(Dgamma, cols * e);
    break;
  }
  case KernelOp::Swiglu: {
    using namespace k::swiglu;
    double rows = n(Rows), cols = n(Cols);
    check(In, 2 * rows * cols * e), check(Out, rows * cols * e);
    break;
  }
  case KernelOp::SwigluGrad: {
    using namespace k::swiglu_grad;
    double rows = n(Rows), cols = n(Cols);
    check(In, 2 * rows * cols * e), check(Dout, rows * cols * e);
    check(Din, 2 * rows * cols * e);
    break;
  }
  case KernelOp::Rope:
  case KernelOp::RopeGrad: {
    // rope_grad's operands are rope's (dout, din for in, out).
    using namespace k::rope;
    static_assert(int(In) == int(k::rope_grad::Dout) &&
                      int(Out) == int(k::rope_grad::Din) &&
                      int(RotaryDim) == int(k::rope_grad::RotaryDim) &&
                      int(Groups) == int(k::rope_grad::Groups) &&
                      int(Base) == int(k::rope_grad::Base),
                  "rope_grad's operands are rope's");
    double elements =
        n(Batch) * n(Seq) * qkvHeadWidths(Heads, Groups) * n(Dim);
    check(In, elements * e), check(Out, elements * e);
    if (count(RotaryDim) % 2 != 0 || count(RotaryDim) > count(Dim))
      failCommand(c, kInts[RotaryDim].name,
                  "must be even and at most dim (" +
                      std::to_string(count(Dim)) + ")");
    if (!(program.floatArg(c, Base) > 0))
      failCommand(c, kFloats[Base], "must be positive");
    break;
  }
  case KernelOp::Attention:
  case KernelOp::AttentionGrad: {
    // The grad's first slots and its sizes are the forward's.
    using namespace k::attention;
    static_assert(int(Qkv) == int(k::attention_grad::Qkv) &&
                      int(Out) == int(k::attention_grad::Out) &&
                      int(Lse) == int(k::attention_grad::Lse) &&
                      int(Dim) == int(k::attention_grad::Dim) &&
                      int(Groups) == int(k::attention_grad::Groups) &&
                      int(Unfused) == int(k::attention_grad::Unfused),
                  "attention_grad extends attention's operands");
    double tokens = n(Batch) * n(Seq),
           qkv = tokens * qkvHeadWidths(Heads, Groups) * n(Dim) * e,
           out = tokens * n(Heads) * n(Dim) * e,
           lse = n(Batch) * n(Heads) * n(Seq) * e;
    check(Qkv, qkv), check(Out, out), check(Lse, lse);
    if (op == KernelOp::AttentionGrad)
      check(k::attention_grad::Dout, out), check(k::attention_grad::Dqkv, qkv);
    static_assert(int(Dropout) == int(k::attention_grad::Dropout) &&
                      int(Seed) == int(k::attention_grad::Seed),
                  "attention_grad drops out as attention does");
    dropoutRatio(Dropout);
    break;
  }
  case KernelOp::Embedding: {
    using namespace k::embedding;
    check(Tokens, n(Count) * idx, 4), check(Table, n(Vocab) * n(Hidden) * e),
        check(Out, n(Count) * n(Hidden) * e);
    break;
  }
  case KernelOp::EmbeddingGrad: {
    using namespace k::embedding_grad;
    check(Tokens, n(Count) * idx, 4), check(Dout, n(Count) * n(Hidden) * e),
        check(Dtable, n(Vocab) * n(Hidden) * e);
    break;
  }
  case KernelOp::CeMax: {
    using namespace k::ce_max;
    check(Logits, n(Rows) * n(Vocab) * e), check(Out, n(Rows) * e);
    break;
  }
  case KernelOp::CeStats: {
    using namespace k::ce_stats;
    check(Logits, n(Rows) * n(Vocab) * e), check(Max, n(Rows) * e),
        check(Labels, n(Rows) * idx, 4);
    check(Out, 2 * n(Rows) * e);
    break;
  }
  case KernelOp::CeLoss: {
    using namespace k::ce_loss;
    check(Stats, 2 * n(Rows) * e), check(Out, e);
    break;
  }
  case KernelOp::CeGrad: {
    using namespace k::ce_grad;
    check(Logits, n(Rows) * n(Vocab) * e), check(Max, n(Rows) * e),
        check(Stats, 2 * n(Rows) * e);
    check(Labels, n(Rows) * idx, 4), check(Out, n(Rows) * n(Vocab) * e);
    break;
  }
  case KernelOp::LogLoss:
    check(k::log_loss::Loss, e);
    break;
  case KernelOp::Sgd:
  case KernelOp::AdamW: {
    // AdamW's operands start as SGD's: param, grad, then its state.
    using namespace k::sgd;
    static_assert(int(Param) == int(k::adamw::Param) &&
                      int(Grad) == int(k::adamw::Grad) &&
                      int(N) == int(k::adamw::N) &&
                      int(ParamId) == int(k::adamw::ParamId),
                  "adamw's operands start as sgd's");
    const double elements = n(N);
    check(Param, elements * e), check(Grad, elements * e);
    if (op == KernelOp::Sgd)
      check(Momentum, elements * e);
    else
      checkAdamW(program, c, elements * e);
    // The schedule (Megatron's checks): a known style, warmup before the
    // end of the decay, 0 <= min_lr <= lr.
    LrSchedule schedule = lrScheduleOf(program, c);
    int64_t style = program.intArg(c, LrStyle);
    if (style < 0 || style > int64_t(LrDecayStyle::Cosine))
      failCommand(c, kInts[LrStyle].name,
                  "must be 0 (constant), 1 (linear) or 2 (cosine)");
    if (schedule.style != LrDecayStyle::Constant &&
        schedule.decayIters <= schedule.warmupIters)
      failCommand(c, kInts[LrDecayIters].name,
                  "must exceed lr_warmup (" +
                      std::to_string(schedule.warmupIters) + ")");
    if (!(schedule.minLr >= 0 && schedule.minLr <= schedule.maxLr))
      failCommand(c, "min_lr", "must lie in [0, lr]");
    if (count(ParamId) >= program.params.size())
      failCommand(c, kInts[ParamId].name,
                  "names param " + std::to_string(count(ParamId)) +
                      " but the program declares " +
                      std::to_string(program.params.size()));
    // The update covers its whole parameter (the dump reads its gradient as
    // the parameter's elements: plan fuzzer finding under ASan).
    if (int64_t elements = program.params[count(ParamId)].numElements();
        program.intArg(c, N) != elements)
      failCommand(c, kInts[N].name,
                  "is " + std::to_string(program.intArg(c, N)) + " but param " +
                      std::to_string(count(ParamId)) + " has " +
                      std::to_string(elements) + " elements");
    break;
  }
  case KernelOp::SumSquares: {
    using namespace k::sum_squares;
    check(In, n(N) * e), check(Out, e);
    if (int64_t accumulate = program.intArg(c, Accumulate);
        accumulate != 0 && accumulate != 1)
      failCommand(c, kInts[Accumulate].name, "must be 0 or 1");
    break;
  }
  case KernelOp::ClipByNorm: {
    using namespace k::clip_by_norm;
    check(Grad, n(N) * e), check(NormSq, e), check(Out, n(N) * e);
    if (!(program.floatArg(c, MaxNorm) > 0))
      failCommand(c, kFloats[MaxNorm], "must be positive");
    break;
  }
  case KernelOp::LocalShard: {
    using namespace k::local_shard;
    if (c.group < 0)
      failCommand(c, "group", "must name the group the shard is taken over");
    check(In, n(N) * groupSize(c.group) * e), check(Out, n(N) * e);
    break;
  }
  case KernelOp::Convert: {
    using namespace k::convert;
    auto type = [&](Int field) -> DType {
      int64_t value = program.intArg(c, field);
      if (value != int64_t(DType::F32) && value != int64_t(DType::BF16))
        failCommand(c, kInts[field].name,
                    "must be " + std::to_string(int(DType::F32)) +
                        " (f32) or " + std::to_string(int(DType::BF16)) +
                        " (bf16)");
      return DType(value);
    };
    DType from = type(From), to = type(To);
    if (from == to)
      failCommand(c, kInts[To].name, "must differ from 'from'");
    if (from != c.dtype)
      failCommand(c, kInts[From].name, "must be the command's dtype");
    // Each side on its own element size: a bf16 copy may sit 2 bytes into
    // a word (the distributed optimizer's copies, concatenated in place
    // into an all-gather bucket).
    check(In, n(N) * dtypeSize(from), dtypeSize(from)),
        check(Out, n(N) * dtypeSize(to), dtypeSize(to));
    break;
  }
  case KernelOp::Opaque:
    for (unsigned i = 0; i < c.numSlices; ++i)
      checkSlice(program, c, i, "outs", 0);
    break;
  case KernelOp::Dropout: {
    using namespace k::dropout;
    check(In, n(N) * e), check(Out, n(N) * e);
    dropoutRatio(Ratio);
    break;
  }
  case KernelOp::CopyRows: {
    using namespace k::copy_rows;
    for (Int stride : {Stride, OutStride})
      if (count(stride) < count(Cols) && !(stride == OutStride &&
                                           count(stride) == 0))
        failCommand(c, kInts[stride].name,
                    "must be at least cols (" + std::to_string(count(Cols)) +
                        ")");
    double outStride = count(OutStride) ? n(OutStride) : n(Cols);
    check(In, ((n(Rows) - 1) * n(Stride) + n(Cols)) * e),
        check(Out, ((n(Rows) - 1) * outStride + n(Cols)) * e);
    break;
  }
  }
}

void PlanValidator::validateCommand(const Program &program, const Command &c) {
  // Times and work from 0 to kMaxCommandUs; fixed_us is -1 when absent (the
  // parser refuses a negative one given).
  for (auto [field, value, least] :
       {std::tuple{kEstimateField, c.estUs, 0.0},
        std::tuple{"flops", c.flops, 0.0}, std::tuple{"bytes", c.bytes, 0.0},
        std::tuple{kFixedDurationField, c.fixedUs, -1.0}}) {
    if (value < least)
      failCommand(c, field, "must be non-negative");
    if (value > kMaxCommandUs) {
      char text[32];
      std::snprintf(text, sizeof text, "%g", value);
      failCommand(c, field, std::string("must be at most 1e+30, got ") + text);
    }
  }
  const double e = dtypeSize(c.dtype);
  switch (c.kind) {
  case CommandKind::Gemm: {
    using namespace gemm;
    auto v = [&](int i) -> double { return program.intArg(c, i); };
    const char *dims[] = {"m", "n", "k", "batch"};
    for (int i = M; i <= Batch; ++i)
      if (v(i) == 0)
        failCommand(c, dims[i], "must be positive");
    for (int i = TransA; i <= Acc; ++i)
      if (v(i) > 1)
        failCommand(c, gemmSchema().ints[i].name, "must be 0 or 1");
    // Batches write their own outputs: with a stride under m x n they would
    // overlap (and a zero stride lets any batch count pass the slice
    // checks, an unbounded amount of work on one small buffer).
    if (v(Batch) > 1 && v(StrideC) < v(M) * v(N))
      failCommand(c, gemm::kInts[gemm::StrideC].name,
                  "must be at least m x n (" + formatByteCount(v(M) * v(N)) +
                      ") when batch > 1: the batches' outputs would overlap");
    double last = v(Batch) - 1;
    checkSlice(program, c, A, kSlots[A], (last * v(StrideA) + v(M) * v(K)) * e);
    checkSlice(program, c, B, kSlots[B], (last * v(StrideB) + v(K) * v(N)) * e);
    checkSlice(program, c, C, kSlots[C], (last * v(StrideC) + v(M) * v(N)) * e);
    break;
  }
  case CommandKind::Kernel:
    validateKernel(program, c);
    break;
  case CommandKind::Collective: {
    using namespace coll;
    uint64_t count = program.intArg(c, Count);
    uint64_t outer = program.intArg(c, Outer);
    uint64_t inner = program.intArg(c, Inner);
    uint64_t n = groupSize(c.group);
    if (count == 0)
      failCommand(c, "count", "must be positive");
    if (outer == 0 || count % outer != 0)
      failCommand(c, "outer", "must be positive and divide count");
    // By division (outer divides count): the product can pass 2^64 and
    // wrap around to count.
    if (inner != 0 && inner != count / outer)
      failCommand(c, "inner", "outer x inner must equal count");
    auto op = static_cast<CollectiveOp>(c.op);
    double outCount = count;
    if (op == CollectiveOp::AllGather)
      outCount = double(count) * n;
    if (op == CollectiveOp::ReduceScatter) {
      if ((count / outer) % n != 0)
        failCommand(c, "count",
                    "a reduce-scatter's rows of " + std::to_string(count / outer) +
                        " elements do not divide by the group size " +
                        std::to_string(n));
      outCount = count / n;
    }
    if (op == CollectiveOp::Broadcast &&
        static_cast<uint64_t>(program.intArg(c, Root)) >= n)
      failCommand(c, kInts[Root].name, "is outside the group of size " +
                                 std::to_string(n));
    checkSlice(program, c, In, kSlots[In], double(count) * e);
    checkSlice(program, c, Out, kSlots[Out], double(outCount) * e);
    break;
  }
  case CommandKind::P2P: {
    int axis = plan.groups[c.group].axes[0];
    int64_t peer = program.intArg(c, p2p::Peer);
    if (peer >= plan.mesh.axisSizes[axis])
      failCommand(c, p2p::kInts[p2p::Peer].name,
                  "peer " + std::to_string(peer) + " is outside axis '" +
                      plan.mesh.axisNames[axis] + "' of size " +
                      std::to_string(plan.mesh.axisSizes[axis]));
    if (axis == plan.pipelineAxis && peer == program.stage)
      failCommand(c, p2p::kInts[p2p::Peer].name, "the stage sends to itself");
    checkSlice(program, c, p2p::Buf, p2p::kSlots[p2p::Buf], 0);
    break;
  }
  case CommandKind::Copy:
    if (c.hostField != HostField::None) {
      using namespace copy;
      if (program.intArg(c, Vocab) == 0)
        failCommand(c, kHostInts[Vocab].name, "must be positive");
      if (program.intArg(c, Seq) == 0 ||
          program.intArg(c, Count) % program.intArg(c, Seq) != 0)
        failCommand(c, kHostInts[Seq].name, "must be positive and divide count");
      checkSlice(program, c, HostDst, kHostSlots[HostDst],
                 double(program.intArg(c, Count)) * 4, /*align=*/4);
    } else {
      // A copy moves bytes (memmove, cudaMemcpyAsync) of whatever type:
      // any offset. A bucket's bf16 pieces sit 2 bytes into a word when a
      // concatenation copies them in (the differential fuzzer's finding).
      checkSlice(program, c, copy::Src, copy::kSlots[copy::Src], 0,
                 /*align=*/1);
      checkSlice(program, c, copy::Dst, copy::kSlots[copy::Dst],
                 program.slice(c, copy::Src).bytes, /*align=*/1);
    }
    break;
  case CommandKind::Record:
  case CommandKind::Wait: {
    int64_t event = program.intArg(c, event::Event);
    if (event >= program.numEvents)
      failCommand(c, "event", "event " + std::to_string(event) +
                                  " is outside the program's " +
                                  std::to_string(program.numEvents) + " events");
    break;
  }
  }
}

//===----------------------------------------------------------------------===//
// Events: recorded once, waits satisfiable
//===----------------------------------------------------------------------===//

/// Runs `program`'s streams in an order their events allow: each stream
/// moves until it waits on an event not yet recorded. Calls `visit(stream,
/// index)` for every command it passes, in that order, and returns where
/// each stream stopped: at its end, unless the waits form a cycle.
template <typename Visit>
static std::vector<size_t> runInEventOrder(const Program &program,
                                           Visit &&visit) {
  size_t numStreams = program.streams.size();
  std::vector<size_t> cursor(numStreams, 0);
  std::vector<char> recorded(program.numEvents, 0);
  size_t remaining = program.numCommands();
  bool moved = true;
  while (remaining > 0 && moved) {
    moved = false;
    for (size_t s = 0; s < numStreams; ++s) {
      const std::vector<Command> &cmds = program.streams[s].commands;
      while (cursor[s] < cmds.size()) {
        const Command &c = cmds[cursor[s]];
        if (c.kind == CommandKind::Wait && !recorded[program.intArg(c, event::Event)])
          break;
        visit(s, cursor[s]);
        if (c.kind == CommandKind::Record)
          recorded[program.intArg(c, event::Event)] = 1;
        ++cursor[s];
        --remaining;
        moved = true;
      }
    }
  }
  return cursor;
}

void PlanValidator::validateEvents(const Program &program) {
  // Where each event is recorded.
  struct Site {
    int stream = -1;
    size_t index = 0;
    uint32_t line = 0;
  };
  // Each event is recorded by a command of its own, so a program cannot
  // use more events than it has commands: checked before the per-event
  // tables here and in the backends are sized by the declared count.
  if (static_cast<size_t>(program.numEvents) > program.numCommands())
    fail(program.line,
         "the program declares " + std::to_string(program.numEvents) +
             " events but has only " + std::to_string(program.numCommands()) +
             " commands to record them");
  std::vector<Site> recordSite(program.numEvents);
  for (const Stream &s : program.streams)
    for (size_t i = 0; i < s.commands.size(); ++i) {
      const Command &c = s.commands[i];
      if (c.kind != CommandKind::Record)
        continue;
      Site &site = recordSite[program.intArg(c, event::Event)];
      if (site.stream >= 0)
        fail(c.line, "event " + std::to_string(program.intArg(c, event::Event)) +
                         " is recorded twice (first at line " +
                         std::to_string(site.line) + ")");
      site = {s.id, i, c.line};
    }
  for (const Stream &s : program.streams)
    for (const Command &c : s.commands)
      if (c.kind == CommandKind::Wait &&
          recordSite[program.intArg(c, event::Event)].stream < 0)
        fail(c.line, "event " + std::to_string(program.intArg(c, event::Event)) +
                         " is waited on but never recorded in program " +
                         std::to_string(programIndex));

  // Run the streams symbolically, events only: if they stop before their
  // ends, their waits form a cycle.
  std::vector<size_t> cursor = runInEventOrder(program, [](size_t, size_t) {});
  size_t numStreams = program.streams.size();
  bool done = true;
  for (size_t s = 0; s < numStreams; ++s)
    done &= cursor[s] == program.streams[s].commands.size();
  if (done)
    return;
  std::ostringstream os;
  os << "the streams of program " << programIndex
     << " wait on each other forever:";
  for (size_t s = 0; s < numStreams; ++s) {
    const std::vector<Command> &cmds = program.streams[s].commands;
    if (cursor[s] == cmds.size())
      continue;
    int64_t event = program.intArg(cmds[cursor[s]], 0);
    os << " stream " << s << " waits at command " << cursor[s] << " (line "
       << cmds[cursor[s]].line << ") for event " << event
       << ", recorded by stream " << recordSite[event].stream << " at command "
       << recordSite[event].index << ";";
  }
  std::string message = os.str();
  message.pop_back();
  fail(program.line, message);
}

//===----------------------------------------------------------------------===//
// Cross-stream ordering of memory
//===----------------------------------------------------------------------===//

void PlanValidator::validateOrdering(const Program &program) {
  // A vector-clock race check, as ovl-verify-streams does on the IR: the
  // streams run in an order their events allow; each stream knows, per
  // stream, how many of its commands completed before its next one (events
  // carry that knowledge); every byte remembers its last writer and its
  // readers since, one per stream. A command that touches bytes another
  // stream wrote, or writes bytes another stream read, without knowing that
  // command complete, races with it: a wrong event, a missing wait or two
  // slices that overlap.
  size_t numStreams = program.streams.size();
  using Clock = std::vector<uint32_t>;
  std::vector<Clock> known(numStreams, Clock(numStreams, 0));
  std::vector<Clock> eventClock(program.numEvents, Clock(numStreams, 0));
  struct Access {
    int stream = -1;
    uint32_t index = 0;
    uint32_t line = 0;
  };
  struct Segment {
    uint64_t end = 0;
    Access writer;
    std::vector<Access> readers; // At most one per stream: the latest.
  };
  // Per arena: segments by start offset, covering what has been touched.
  std::array<std::map<uint64_t, Segment>, 2> shadow;
  // Splits so that a segment starts at `at` (if one covers it).
  auto split = [](std::map<uint64_t, Segment> &map, uint64_t at) {
    auto it = map.upper_bound(at);
    if (it == map.begin())
      return;
    --it;
    if (it->first == at || it->second.end <= at)
      return;
    Segment tail = it->second;
    it->second.end = at;
    map.emplace(at, std::move(tail));
  };

  // Only bytes that two streams touch can race: find them first (per
  // stream, its touched ranges merged; then where two streams' overlap), so
  // that the shadow tracks those alone. On a million-command plan most
  // bytes belong to one stream.
  using Range = std::pair<uint64_t, uint64_t>;
  std::array<std::vector<Range>, 2> shared;
  for (int a = 0; a < 2; ++a) {
    std::vector<std::pair<uint64_t, int>> edges; // (offset, +1/-1)
    for (const Stream &stream : program.streams) {
      std::vector<Range> touched;
      for (const Command &c : stream.commands)
        for (unsigned slot = 0; slot < c.numSlices; ++slot) {
          const Slice &slice = program.slice(c, slot);
          if (slice.bytes > 0 && (slice.arena == Arena::Transient) == (a == 0))
            touched.push_back({slice.offset, slice.end()});
        }
      std::sort(touched.begin(), touched.end());
      uint64_t start = 0, end = 0;
      bool open = false;
      for (const Range &r : touched) {
        if (open && r.first <= end) {
          end = std::max(end, r.second);
          continue;
        }
        if (open)
          edges.push_back({start, 1}), edges.push_back({end, -1});
        start = r.first, end = r.second, open = true;
      }
      if (open)
        edges.push_back({start, 1}), edges.push_back({end, -1});
    }
    std::sort(edges.begin(), edges.end());
    int depth = 0;
    for (size_t e = 0; e < edges.size(); ++e) {
      int before = depth;
      depth += edges[e].second;
      if (before < 2 && depth >= 2)
        shared[a].push_back({edges[e].first, 0});
      else if (before >= 2 && depth < 2)
        shared[a].back().second = edges[e].first;
    }
  }

  // Checks and records one access by command `i` of stream `s` to `slice`,
  // which lies in the bytes two streams share.
  auto touch = [&](size_t s, size_t i, const Command &c, const Slice &slice,
                   bool write) {
    const Clock &here = known[s];
    auto ordered = [&](const Access &a) {
      return a.stream == static_cast<int>(s) || here[a.stream] > a.index;
    };
    Access me{static_cast<int>(s), static_cast<uint32_t>(i), c.line};
    auto &map = shadow[slice.arena == Arena::Transient ? 0 : 1];
    split(map, slice.offset);
    split(map, slice.end());
    // Fill the gaps, then check and update every segment covered.
    uint64_t at = slice.offset;
    auto it = map.lower_bound(at);
    for (; at < slice.end(); at = it->second.end, ++it) {
      if (it == map.end() || it->first > at) {
        uint64_t gapEnd = it == map.end()
                              ? slice.end()
                              : std::min<uint64_t>(it->first, slice.end());
        it = map.emplace_hint(it, at, Segment{gapEnd, {}, {}});
      }
      Segment &seg = it->second;
      auto race = [&](const Access &other, const char *theirs) {
        std::ostringstream os;
        os << "command " << i << " of stream " << s << " (program "
           << programIndex << "): " << (write ? "writes" : "reads") << " ["
           << it->first << ", " << seg.end << ") of the "
           << arenaName(slice.arena) << " arena, which command " << other.index
           << " of stream " << other.stream << " (line " << other.line << ") "
           << theirs << ", and no event orders them";
        fail(c.line, os.str());
      };
      if (seg.writer.stream >= 0 && !ordered(seg.writer))
        race(seg.writer, "writes");
      if (write) {
        for (const Access &reader : seg.readers)
          if (!ordered(reader))
            race(reader, "reads");
        seg.writer = me;
        seg.readers.clear();
        continue;
      }
      auto mine =
          std::find_if(seg.readers.begin(), seg.readers.end(),
                       [&](const Access &a) { return a.stream == me.stream; });
      if (mine != seg.readers.end())
        *mine = me;
      else
        seg.readers.push_back(me);
    }
  };

  // validateEvents ran: the order exists and covers every command.
  runInEventOrder(program, [&](size_t s, size_t i) {
    const Command &c = program.streams[s].commands[i];
    Clock &here = known[s];
    if (c.kind == CommandKind::Wait) {
      const Clock &event = eventClock[program.intArg(c, event::Event)];
      for (size_t t = 0; t < numStreams; ++t)
        here[t] = std::max(here[t], event[t]);
    }
    for (unsigned slot = 0; slot < c.numSlices; ++slot) {
      const Slice &whole = program.slice(c, slot);
      const std::vector<Range> &common =
          shared[whole.arena == Arena::Transient ? 0 : 1];
      auto part = std::upper_bound(common.begin(), common.end(),
                                   Range{whole.offset, UINT64_MAX});
      if (part != common.begin())
        --part;
      for (; part != common.end() && part->first < whole.end(); ++part) {
        if (part->second <= whole.offset)
          continue;
        Slice slice = whole;
        slice.offset = std::max(whole.offset, part->first);
        slice.bytes = std::min(whole.end(), part->second) - slice.offset;
        touch(s, i, c, slice, commandWritesSlot(c, slot));
      }
    }
    here[s] = static_cast<uint32_t>(i + 1);
    if (c.kind == CommandKind::Record)
      eventClock[program.intArg(c, event::Event)] = here;
  });
}

//===----------------------------------------------------------------------===//
// Across ranks: communicators and point-to-point pairs
//===----------------------------------------------------------------------===//

namespace {
/// What a communicator's members must agree on, call by call.
struct CollectiveSignature {
  uint8_t op;
  uint8_t reduction;
  uint8_t dtype;
  int64_t count;
  int64_t root;
  uint32_t line;
  bool sameAs(const CollectiveSignature &o) const {
    return op == o.op && reduction == o.reduction && dtype == o.dtype &&
           count == o.count && root == o.root;
  }
};
struct Transfer {
  uint64_t bytes;
  uint32_t line;
};
} // namespace

void PlanValidator::validateCommunication() {
  // Per program: the collective sequence of each group (which must come
  // from one stream), and the sends and receives per (axis, peer).
  struct ProgramComm {
    std::map<int, std::vector<CollectiveSignature>> collectives;
    std::map<int, int> streamOfGroup;
    std::map<std::pair<int, int64_t>, std::vector<Transfer>> sends, recvs;
  };
  std::vector<ProgramComm> comms(plan.programs.size());
  for (size_t p = 0; p < plan.programs.size(); ++p) {
    const Program &program = plan.programs[p];
    for (const Stream &s : program.streams)
      for (const Command &c : s.commands) {
        if (c.kind == CommandKind::Collective) {
          auto [it, inserted] = comms[p].streamOfGroup.emplace(c.group, s.id);
          if (!inserted && it->second != s.id)
            fail(c.line,
                 "collectives over [" + plan.groups[c.group].text +
                     "] are issued from streams " + std::to_string(it->second) +
                     " and " + std::to_string(s.id) + " of program " +
                     std::to_string(p) +
                     ": their order on the communicator would depend on "
                     "timing");
          comms[p].collectives[c.group].push_back(
              {c.op, static_cast<uint8_t>(c.reduction),
               static_cast<uint8_t>(c.dtype), program.intArg(c, coll::Count),
               program.intArg(c, coll::Root), c.line});
        } else if (c.kind == CommandKind::P2P) {
          auto key = std::make_pair(plan.groups[c.group].axes[0],
                                    program.intArg(c, p2p::Peer));
          auto &list = static_cast<P2POp>(c.op) == P2POp::Send
                           ? comms[p].sends[key]
                           : comms[p].recvs[key];
          list.push_back({program.slice(c, p2p::Buf).bytes, c.line});
        }
      }
  }

  int numRanks = plan.mesh.numRanks();
  for (int rank = 0; rank < numRanks; ++rank) {
    int p = plan.programIndexOf(rank);
    for (const auto &[group, sequence] : comms[p].collectives) {
      std::vector<int> members =
          plan.mesh.groupMembers(rank, plan.groups[group].axes);
      for (int member : members) {
        int q = plan.programIndexOf(member);
        if (q == p)
          continue;
        auto other = comms[q].collectives.find(group);
        size_t otherSize =
            other == comms[q].collectives.end() ? 0 : other->second.size();
        if (otherSize != sequence.size())
          fail(sequence.front().line,
               "mismatched ranks: on the communicator over [" +
                   plan.groups[group].text + "], rank " +
                   std::to_string(rank) + " (program " + std::to_string(p) +
                   ") issues " + std::to_string(sequence.size()) +
                   " collectives but rank " + std::to_string(member) +
                   " (program " + std::to_string(q) + ") issues " +
                   std::to_string(otherSize));
        for (size_t i = 0; i < sequence.size(); ++i)
          if (!sequence[i].sameAs(other->second[i]))
            fail(sequence[i].line,
                 "mismatched ranks: collective " + std::to_string(i) +
                     " on the communicator over [" + plan.groups[group].text +
                     "] differs between rank " + std::to_string(rank) +
                     " and rank " + std::to_string(member) + " (line " +
                     std::to_string(other->second[i].line) + ")");
      }
    }
    // Every send from `rank` to a peer is matched by the peer's receive from
    // `rank`, in order and size.
    std::vector<int> coords = plan.mesh.coords(rank);
    for (const auto &[key, sends] : comms[p].sends) {
      auto [axis, peerCoord] = key;
      std::vector<int> peerCoords = coords;
      peerCoords[axis] = static_cast<int>(peerCoord);
      int peer = plan.mesh.rankOf(peerCoords);
      int q = plan.programIndexOf(peer);
      auto recvs = comms[q].recvs.find({axis, coords[axis]});
      size_t numRecvs = recvs == comms[q].recvs.end() ? 0 : recvs->second.size();
      if (numRecvs != sends.size())
        fail(sends.front().line,
             "mismatched ranks: rank " + std::to_string(rank) + " sends " +
                 std::to_string(sends.size()) + " messages along '" +
                 plan.mesh.axisNames[axis] + "' to rank " +
                 std::to_string(peer) + ", which receives " +
                 std::to_string(numRecvs) + " from it");
      for (size_t i = 0; i < sends.size(); ++i)
        if (sends[i].bytes != recvs->second[i].bytes)
          fail(sends[i].line,
               "mismatched ranks: send " + std::to_string(i) + " from rank " +
                   std::to_string(rank) + " to rank " + std::to_string(peer) +
                   " has " + std::to_string(sends[i].bytes) +
                   " bytes but the receive (line " +
                   std::to_string(recvs->second[i].line) + ") expects " +
                   std::to_string(recvs->second[i].bytes));
    }
    for (const auto &[key, recvs] : comms[p].recvs) {
      auto [axis, peerCoord] = key;
      std::vector<int> peerCoords = coords;
      peerCoords[axis] = static_cast<int>(peerCoord);
      int peer = plan.mesh.rankOf(peerCoords);
      int q = plan.programIndexOf(peer);
      if (comms[q].sends.find({axis, coords[axis]}) == comms[q].sends.end())
        fail(recvs.front().line,
             "mismatched ranks: rank " + std::to_string(rank) + " receives " +
                 std::to_string(recvs.size()) + " messages from rank " +
                 std::to_string(peer) + ", which sends it none");
    }
  }
}

void PlanValidator::validate() {
  validatePrograms();
  for (size_t p = 0; p < plan.programs.size(); ++p) {
    programIndex = static_cast<int>(p);
    const Program &program = plan.programs[p];
    validateParams(program);
    for (const Stream &s : program.streams) {
      streamIndex = s.id;
      for (size_t i = 0; i < s.commands.size(); ++i) {
        commandIndex = i;
        validateCommand(program, s.commands[i]);
      }
    }
    validateEvents(program);
    validateOrdering(program);
  }
  validateCommunication();
}

void ovl::rt::validatePlan(const Plan &plan) { PlanValidator(plan).validate(); }
