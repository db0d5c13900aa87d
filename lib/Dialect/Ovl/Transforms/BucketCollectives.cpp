//===- BucketCollectives.cpp - Fuse small collectives into buckets --------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Candidates are the synchronous all-reduces, reduce-scatters and
// all-gathers of a flat function, except the token chunks of a decomposed
// collective matmul (`ovl.token_chunk`), which are split on purpose. They
// are grouped by what must match for one collective to do the work of
// several (kind, group, reduction, element type), sorted by when their
// input is ready (the order backward produces gradients, as DDP's buckets)
// or, for all-gathers, by their first use (the order the forward uses
// parameters, as Megatron's parameter all-gather), and packed greedily up
// to the cap. A candidate joins the open
// bucket only if every member's input is ready before every member's
// first use: then the fused collective can sit right after the last input,
// and no member depends on another. An input made on another stream (a
// pipeline receive on pp_comm, with the events ovl-pipeline-schedule put
// around it) is ready only where its reader already was: the event wait
// that orders it is somewhere before the reader, so a bucket reading it
// sits no earlier than just before that member.
//
// A candidate that stays alone (over the cap, or with no partner) moves to
// the same place, right after its input, if it is outside every job or
// over data-parallel peers (a gradient reduction, a parameter all-gather):
// collectives of one communicator keep their order through scheduling, so
// one left at its old place, after the whole backward, would start only
// after every bucket before it. Those whose inputs all come from outside
// the block (the distributed optimizer's parameter shards, function
// arguments) all sit at its start, in the order they were formed: the
// first-used parameters' all-gather first, so that the forward can start
// while the next one runs. Any other (an activation's collective over
// tensor-parallel peers) stays where it is: moved up to its input it would
// take its communicator's turn before the collectives that the compute in
// between needs (sequence parallelism's backward all-gather of a norm's
// output, whose input the forward made, would run in the forward).
//
// An all-gather or reduce-scatter bucket copies its members out of (into)
// the gathered (scattered) rows, on the compute stream: an activation's
// collective (inside a job, over tensor-parallel peers: on the critical
// path) joins one only if the cost model prices the fused collective and
// all the copies at no more than the open bucket and the candidate apart.
// That admits the small collectives whose launch and link latencies
// dominate, and keeps large ones, such as sequence parallelism's
// activation all-gathers (50 MB and more at GPT-3 sizes), apart. Gradient
// and parameter buckets fill up to the cap as DDP's do: they run beside
// the compute, whose copies are short next to the latencies saved.
//
// An all-reduce bucket flattens its members, concatenates them (in place:
// the memory planner makes the parts consecutive views of the bucket, so the
// producers write straight into it), reduces once and slices the parts back
// out as views. An all-gather bucket gathers the concatenation along its
// only dimension; each rank's block holds every member's part, so a member's
// result is the [ranks, part] column block of the gathered [ranks, total]
// matrix, copied out row by row. A reduce-scatter bucket is the dual (as
// fairscale's ReduceScatterBucketer): rank r's block of the [ranks, total]
// input is every member's r-th block in turn, copied in; each member's
// shard is a view of the scattered [total].
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/HappensBefore.h"
#include "ovl/Analysis/MemoryPlan.h"
#include "ovl/Analysis/OpCost.h"
#include "ovl/Analysis/Preconditions.h"
#include "ovl/Dialect/Ovl/Transforms/DerivedAttrs.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "llvm/Support/FormatVariadic.h"

#include <map>

#define DEBUG_TYPE "ovl-bucket-collectives"

namespace mlir::ovl {
#define GEN_PASS_DEF_BUCKETCOLLECTIVESPASS
#include "ovl/Dialect/Ovl/Transforms/Passes.h.inc"
} // namespace mlir::ovl

using namespace mlir;
using namespace mlir::ovl;

namespace {

struct Candidate {
  Operation *op;
  /// The earliest position the collective may take: after the last op
  /// defining an operand, or at its own place for an operand made on
  /// another stream (earliestAnchor).
  unsigned inputReady;
  unsigned firstUse;   // Position of the first user of the result.
  int64_t bytes;
  /// Alone: its time. In a bucket: the bytes it adds to the fused
  /// collective's delivered tensor and the time of its copy (an all-gather
  /// or reduce-scatter bucket's). Unknown for a declared duration.
  std::optional<double> aloneUs;
  double deliveredBytes = 0.0, copyUs = 0.0;
};

struct Bucket {
  SmallVector<Candidate> members;
  unsigned inputReady = 0;
  unsigned firstUse = ~0u;
  int64_t bytes = 0;
  int64_t cap = 0; // The cap it filled up to, in bytes.
  double deliveredBytes = 0.0, copyUs = 0.0;
  bool declared = false; // A member declares its duration.

  bool accepts(const Candidate &c, int64_t cap) const {
    // By difference: a cap may be as large as 2^63 bytes less 1 KiB.
    return c.bytes <= cap - bytes &&
           std::max(inputReady, c.inputReady) <= std::min(firstUse, c.firstUse);
  }
  void add(const Candidate &c) {
    members.push_back(c);
    inputReady = std::max(inputReady, c.inputReady);
    firstUse = std::min(firstUse, c.firstUse);
    bytes += c.bytes;
    deliveredBytes += c.deliveredBytes;
    copyUs += c.copyUs;
    declared |= !c.aloneUs;
  }
};

struct BucketCollectivesPass
    : public mlir::ovl::impl::BucketCollectivesPassBase<BucketCollectivesPass> {
  using Base::Base;
  void runOnOperation() override;
  void emitBucket(const Bucket &bucket);
  /// An all-reduce or all-gather bucket at `b`'s insertion point; returns
  /// the fused collective.
  Operation *emitConcatBucket(const Bucket &bucket, OpBuilder &b,
                              function_ref<void(Operation *)> tag,
                              function_ref<Value(Value)> tagValue);
  Operation *emitReduceScatterBucket(const Bucket &bucket, OpBuilder &b,
                                     function_ref<void(Operation *)> tag,
                                     function_ref<Value(Value)> tagValue);
  /// Reports the bucket and erases the members it replaced.
  void finishBucket(const Bucket &bucket, Operation *fused);
  /// Moves a collective that stays alone where a bucket would sit.
  void placeAfterInput(Operation *op);
  /// Where a bucket, or a lone collective, whose inputs all come from
  /// outside the block goes: at the block's start, after those placed there
  /// before it, so that they keep the order they were formed in (the order
  /// of first use, for parameter all-gathers). Null: the block's start.
  Operation *lastAtStart = nullptr;
};

} // namespace

/// An all-gather or reduce-scatter can join a bucket when its dimension is
/// laid out like that of the whole tensor flattened: every dimension before
/// it has size 1.
static bool splitsLikeFlat(Operation *op, uint64_t dim) {
  auto type = cast<RankedTensorType>(op->getOperand(0).getType());
  for (uint64_t d = 0; d < dim; ++d)
    if (type.getDimSize(d) != 1)
      return false;
  return true;
}

/// Why `op` cannot be bucketed, or null.
static const char *whyNotCandidate(Operation *op, MeshOp mesh) {
  if (crossesPipelineStages(cast<CommunicationOp>(op), mesh))
    return "its group spans pipeline stages, whose functions are bucketed "
           "apart (their buckets and the order they issue them in could "
           "differ)";
  if (op->hasAttr(OvlDialect::kTokenChunkAttrName))
    return "it carries one token chunk of a decomposed collective matmul "
           "(fusing the chunks would undo the decomposition)";
  auto type = cast<RankedTensorType>(op->getOperand(0).getType());
  if (type.getRank() == 0 || !type.hasStaticShape())
    return "its operand is not a statically shaped tensor of rank 1 or more";
  if (auto gather = dyn_cast<AllGatherOp>(op);
      gather && !splitsLikeFlat(op, gather.getDim()))
    return "it gathers an inner dimension (only the leading non-unit "
           "dimension gathers like a flat buffer)";
  if (auto scatter = dyn_cast<ReduceScatterOp>(op);
      scatter && !splitsLikeFlat(op, scatter.getDim()))
    return "it scatters an inner dimension (only the leading non-unit "
           "dimension scatters like a flat buffer)";
  return nullptr;
}

/// Whether `op` moves an activation: it is inside a job, over peers none of
/// which are data-parallel (a tensor-parallel collective of the forward or
/// backward), not a gradient reduction or a parameter all-gather. Such a
/// collective is on the compute's critical path: it is bucketed only where
/// that pays, and otherwise not moved.
static bool isActivationCollective(Operation *op, MeshOp mesh) {
  return op->hasAttr(OvlDialect::kJobAttrName) &&
         !(mesh && mesh.groupHasRole(cast<CommunicationOp>(op).getGroupAxes(),
                                     AxisRole::data));
}

/// [d0, ..., dn] -> [d0 * ... * dn] (a view), or `value` if already 1-D.
static Value flatten(OpBuilder &b, Location loc, Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getRank() == 1)
    return value;
  ReassociationIndices all;
  for (int64_t d = 0; d < type.getRank(); ++d)
    all.push_back(d);
  auto flat =
      RankedTensorType::get({type.getNumElements()}, type.getElementType());
  return tensor::CollapseShapeOp::create(b, loc, flat, value,
                                         ArrayRef<ReassociationIndices>{all});
}

/// The inverse of flatten: a 1-D value viewed as `type`.
static Value unflatten(OpBuilder &b, Location loc, Value flat,
                       RankedTensorType type) {
  if (type.getRank() == 1)
    return flat;
  ReassociationIndices all;
  for (int64_t d = 0; d < type.getRank(); ++d)
    all.push_back(d);
  return tensor::ExpandShapeOp::create(b, loc, type, flat,
                                       ArrayRef<ReassociationIndices>{all});
}

/// The later of two ops of one block, either of which may be null.
static Operation *laterOf(Operation *a, Operation *b) {
  if (!a || !b)
    return a ? a : b;
  return a->isBeforeInBlock(b) ? b : a;
}

/// The op right after which `op`, or a bucket holding it, may sit at the
/// earliest (null: the block's start): the last definition of an operand
/// in its block; for an operand defined on another stream, the op just
/// before `op`, since the event wait that orders that operand for `op`'s
/// stream lies before `op` but after the definition (ovl.event_wait has no
/// SSA link to the ops it orders).
static Operation *earliestAnchor(Operation *op) {
  Block *block = op->getBlock();
  StreamRole stream = getStreamRole(op);
  Operation *last = nullptr;
  for (Value operand : op->getOperands()) {
    Operation *def = operand.getDefiningOp();
    if (!def || def->getBlock() != block)
      continue;
    // Made on another stream: the op before `op` comes after `def` (or is
    // `def`).
    last =
        laterOf(last, getStreamRole(def) != stream ? op->getPrevNode() : def);
  }
  return last;
}

/// Moves a collective that stays alone right after its last input, where
/// a bucket would sit: collectives of one communicator keep their program
/// order through scheduling, so one left at its old, late place would hold
/// back every bucket after it... and it would wait for every bucket before.
void BucketCollectivesPass::placeAfterInput(Operation *op) {
  Block *block = op->getBlock();
  if (Operation *last = earliestAnchor(op)) {
    op->moveAfter(last);
    return;
  }
  if (lastAtStart)
    op->moveAfter(lastAtStart);
  else
    op->moveBefore(&block->front());
  lastAtStart = op;
}

void BucketCollectivesPass::emitBucket(const Bucket &bucket) {
  Operation *first = bucket.members.front().op;
  OpBuilder b(first->getContext());
  Block *block = first->getBlock();
  // Right after the last input (earlier buckets may have replaced the ops
  // the positions were taken from).
  Operation *last = nullptr;
  for (const Candidate &c : bucket.members)
    last = laterOf(last, earliestAnchor(c.op));
  if (last)
    b.setInsertionPointAfter(last);
  else if (lastAtStart)
    b.setInsertionPointAfter(lastAtStart);
  else
    b.setInsertionPointToStart(block);
  // Views of the bucket: the first member's provenance, not its cost.
  auto tag = [&](Operation *op) {
    copyDerivedAttrs(first, op, Derivation::OtherWork);
  };
  auto tagValue = [&](Value value) {
    if (Operation *op = value.getDefiningOp())
      tag(op);
    return value;
  };

  Operation *fused = isa<ReduceScatterOp>(first)
                         ? emitReduceScatterBucket(bucket, b, tag, tagValue)
                         : emitConcatBucket(bucket, b, tag, tagValue);
  // The last op emitted (the members, erased next, all lie elsewhere).
  if (!last)
    lastAtStart = &*std::prev(b.getInsertionPoint());
  finishBucket(bucket, fused);
}

Operation *
BucketCollectivesPass::emitConcatBucket(const Bucket &bucket, OpBuilder &b,
                                        function_ref<void(Operation *)> tag,
                                        function_ref<Value(Value)> tagValue) {
  Operation *first = bucket.members.front().op;
  Location loc = first->getLoc();
  SmallVector<Value> parts;
  SmallVector<int64_t> offsets;
  int64_t total = 0;
  for (const Candidate &c : bucket.members) {
    parts.push_back(tagValue(flatten(b, loc, c.op->getOperand(0))));
    offsets.push_back(total);
    total += cast<RankedTensorType>(parts.back().getType()).getNumElements();
  }
  Type element =
      cast<RankedTensorType>(parts.front().getType()).getElementType();
  auto whole = RankedTensorType::get({total}, element);
  auto concat = tensor::ConcatOp::create(b, loc, whole, /*dim=*/0, parts);
  tag(concat);

  // The fused collective: the first member's op and attributes, on the
  // concatenation.
  bool gather = isa<AllGatherOp>(first);
  int64_t ranks = 1;
  if (gather)
    ranks = cast<RankedTensorType>(first->getResult(0).getType()).getNumElements() /
            cast<RankedTensorType>(first->getOperand(0).getType()).getNumElements();
  OperationState state(loc, first->getName());
  state.addOperands(concat.getResult());
  state.addTypes(RankedTensorType::get({total * ranks}, element));
  state.addAttributes(first->getAttrs());
  if (gather)
    state.addAttribute("dim", b.getI64IntegerAttr(0));
  Operation *fused = b.create(state);
  dropWorkAttrs(fused); // It moves the whole bucket, not the first member.
  Value result = fused->getResult(0);

  Value matrix; // [ranks, total] for a gather.
  if (gather)
    matrix = tagValue(tensor::ExpandShapeOp::create(
        b, loc, RankedTensorType::get({ranks, total}, element), result,
        ArrayRef<ReassociationIndices>{{0, 1}}));
  for (auto [c, offset] : llvm::zip(bucket.members, offsets)) {
    auto type = cast<RankedTensorType>(c.op->getResult(0).getType());
    int64_t count = type.getNumElements() / ranks;
    Value part;
    if (!gather) {
      part = tensor::ExtractSliceOp::create(
          b, loc, result, ArrayRef<OpFoldResult>{b.getIndexAttr(offset)},
          ArrayRef<OpFoldResult>{b.getIndexAttr(count)},
          ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
    } else {
      Value block2d = tensor::ExtractSliceOp::create(
          b, loc, matrix,
          ArrayRef<OpFoldResult>{b.getIndexAttr(0), b.getIndexAttr(offset)},
          ArrayRef<OpFoldResult>{b.getIndexAttr(ranks), b.getIndexAttr(count)},
          ArrayRef<OpFoldResult>{b.getIndexAttr(1), b.getIndexAttr(1)});
      tagValue(block2d);
      part = tensor::CollapseShapeOp::create(
          b, loc, RankedTensorType::get({ranks * count}, element), block2d,
          ArrayRef<ReassociationIndices>{{0, 1}});
    }
    tagValue(part);
    Value restored = tagValue(unflatten(b, loc, part, type));
    c.op->getResult(0).replaceAllUsesWith(restored);
  }
  return fused;
}

void BucketCollectivesPass::finishBucket(const Bucket &bucket,
                                         Operation *fused) {
  if (remarks || remarksEnabled())
    fused->emitRemark() << "bucket of " << bucket.members.size() << " "
                        << stringifyCommKind(
                               cast<CommunicationOp>(fused).getCommKind())
                        << " ops: "
                        << llvm::formatv("{0:f2}", bucket.bytes / 1048576.0).str()
                        << " MiB of a "
                        << llvm::formatv("{0:f2}", bucket.cap / 1048576.0).str()
                        << " MiB cap";
  for (const Candidate &c : bucket.members)
    c.op->erase();
  ++numBuckets;
  numBucketed += bucket.members.size();
}

Operation *BucketCollectivesPass::emitReduceScatterBucket(
    const Bucket &bucket, OpBuilder &b, function_ref<void(Operation *)> tag,
    function_ref<Value(Value)> tagValue) {
  Operation *first = bucket.members.front().op;
  Location loc = first->getLoc();
  auto inputType = [](const Candidate &c) {
    return cast<RankedTensorType>(c.op->getOperand(0).getType());
  };
  auto resultType = [](const Candidate &c) {
    return cast<RankedTensorType>(c.op->getResult(0).getType());
  };
  int64_t ranks = inputType(bucket.members.front()).getNumElements() /
                  resultType(bucket.members.front()).getNumElements();
  Type element = inputType(bucket.members.front()).getElementType();
  // Each member as a [ranks, part] matrix: row r is rank r's block.
  SmallVector<Value> matrices;
  SmallVector<int64_t> counts, offsets;
  int64_t total = 0;
  for (const Candidate &c : bucket.members) {
    int64_t count = resultType(c).getNumElements();
    Value flat = tagValue(flatten(b, loc, c.op->getOperand(0)));
    matrices.push_back(tagValue(tensor::ExpandShapeOp::create(
        b, loc, RankedTensorType::get({ranks, count}, element), flat,
        ArrayRef<ReassociationIndices>{{0, 1}})));
    counts.push_back(count);
    offsets.push_back(total);
    total += count;
  }
  // Rank by rank, every member's block: the rows of [ranks, total].
  SmallVector<Value> rows;
  for (int64_t r = 0; r < ranks; ++r)
    for (auto [matrix, count] : llvm::zip(matrices, counts)) {
      Value row = tagValue(tensor::ExtractSliceOp::create(
          b, loc, matrix,
          ArrayRef<OpFoldResult>{b.getIndexAttr(r), b.getIndexAttr(0)},
          ArrayRef<OpFoldResult>{b.getIndexAttr(1), b.getIndexAttr(count)},
          ArrayRef<OpFoldResult>{b.getIndexAttr(1), b.getIndexAttr(1)}));
      rows.push_back(tagValue(tensor::CollapseShapeOp::create(
          b, loc, RankedTensorType::get({count}, element), row,
          ArrayRef<ReassociationIndices>{{0, 1}})));
    }
  auto concat = tensor::ConcatOp::create(
      b, loc, RankedTensorType::get({ranks * total}, element), /*dim=*/0,
      rows);
  tag(concat);
  OperationState state(loc, first->getName());
  state.addOperands(concat.getResult());
  state.addTypes(RankedTensorType::get({total}, element));
  state.addAttributes(first->getAttrs());
  state.addAttribute("dim", b.getI64IntegerAttr(0));
  Operation *fused = b.create(state);
  dropWorkAttrs(fused); // It moves the whole bucket, not the first member.
  for (auto [c, offset, count] : llvm::zip(bucket.members, offsets, counts)) {
    Value part = tagValue(tensor::ExtractSliceOp::create(
        b, loc, fused->getResult(0),
        ArrayRef<OpFoldResult>{b.getIndexAttr(offset)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(count)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1)}));
    c.op->getResult(0).replaceAllUsesWith(
        tagValue(unflatten(b, loc, part, resultType(c))));
  }
  return fused;
}

void BucketCollectivesPass::runOnOperation() {
  if (failed(checkPassPreconditions(getOperation(), "ovl-bucket-collectives",
                                    kNeedsFlat | kNeedsNoMemoryPlan)))
    return signalPassFailure();
  func::FuncOp func = getOperation();
  FailureOr<int64_t> capBytes = getOptionBytes(func, "cap-mb", capMb);
  if (failed(capBytes))
    return signalPassFailure();
  if (*capBytes == 0 || func.isExternal())
    return;
  int64_t cap = *capBytes;
  Block &block = func.getBody().front();
  lastAtStart = nullptr; // The pass object serves one function after another.
  bool explain = remarks || remarksEnabled();

  MeshOp mesh = lookupMesh(func);
  FailureOr<::ovl::rt::DeviceSpec> device = loadDeviceSpec(devicePath, func);
  if (failed(device))
    return signalPassFailure();
  OpCostModel cost(*device);
  std::vector<Operation *> ops;
  for (Operation &op : block)
    ops.push_back(&op);
  // The candidates, with the ops their positions come from: the anchor
  // after which each may sit and the ops that use its result.
  struct Pending {
    Operation *op;
    Operation *anchor;
    SmallVector<Operation *, 2> users;
  };
  std::vector<Pending> pending;
  for (Operation *op : ops) {
    if (!isa<AllReduceOp, ReduceScatterOp, AllGatherOp>(op))
      continue;
    if (const char *why = whyNotCandidate(op, mesh)) {
      if (explain)
        op->emitRemark() << "not bucketed: " << why;
      continue;
    }
    Pending p{op, earliestAnchor(op), {}};
    for (Operation *user : op->getResult(0).getUsers())
      p.users.push_back(block.findAncestorOpInBlock(*user));
    pending.push_back(std::move(p));
  }
  // Positions in program order of those ops only, a few per collective:
  // a map of every op's position was about a sixth of the pass's time on
  // a 1M-op function.
  llvm::DenseMap<Operation *, unsigned> position;
  for (const Pending &p : pending) {
    if (p.anchor)
      position.try_emplace(p.anchor, 0);
    for (Operation *user : p.users)
      position.try_emplace(user, 0);
  }
  if (!position.empty())
    for (auto [index, op] : llvm::enumerate(ops))
      if (auto it = position.find(op); it != position.end())
        it->second = index;
  // Candidates by what must match: kind, group, reduction, element type
  // (printed, so that buckets come out in a deterministic order).
  std::map<std::string, std::vector<Candidate>> groups;
  // The printed group and element type, once per pair (printing builds an
  // AsmState each time: a walk of the context's dialects).
  llvm::DenseMap<std::pair<Attribute, Type>, std::string> printed;
  for (const Pending &p : pending) {
    Operation *op = p.op;
    auto comm = cast<CommunicationOp>(op);
    Candidate c{op, 0, ~0u, getTensorBytes(op->getOperand(0).getType()),
                std::nullopt};
    if (!op->hasAttr(OvlDialect::kDurationAttrName))
      c.aloneUs = cost.estimateUs(op);
    c.deliveredBytes = getTensorBytes(comm.getDeliveredType());
    // An all-gather's member is copied out of the gathered rows, a
    // reduce-scatter's input into the rows to scatter.
    c.copyUs = cost.getModel().copyUs(isa<AllGatherOp>(op) ? c.deliveredBytes
                                                           : c.bytes);
    if (p.anchor)
      c.inputReady = position.lookup(p.anchor) + 1;
    for (Operation *user : p.users)
      c.firstUse = std::min(c.firstUse, position.lookup(user));
    Type element = comm.getDeliveredType().getElementType();
    auto [it, inserted] =
        printed.try_emplace({comm.getGroupAxes(), element}, std::string());
    if (inserted)
      llvm::raw_string_ostream(it->second)
          << comm.getGroupAxes() << " " << element;
    std::string key;
    llvm::raw_string_ostream os(key);
    os << stringifyCommKind(comm.getCommKind()) << " " << it->second;
    if (std::optional<ReductionKind> reduction = comm.getReductionIfAny())
      os << " " << stringifyReductionKind(*reduction);
    groups[key].push_back(c);
  }

  // Megatron's --ddp-bucket-size, where the module carries it, caps the
  // buckets of collectives over data-parallel axes only.
  auto module = func->getParentOfType<ModuleOp>();
  auto dpElements = module ? module->getAttrOfType<IntegerAttr>(
                                 OvlDialect::kDataParallelBucketAttrName)
                           : IntegerAttr();
  auto capOf = [&](Operation *op) {
    auto comm = cast<CommunicationOp>(op);
    if (!dpElements || !mesh ||
        !llvm::all_of(comm.getGroupAxes(), [&](Attribute axis) {
          StringRef name = cast<StringAttr>(axis).getValue();
          return mesh.getAxisIndex(name) &&
                 mesh.getAxisRole(name) == AxisRole::data;
        }))
      return cap;
    Type element =
        cast<RankedTensorType>(op->getOperand(0).getType()).getElementType();
    return dpElements.getInt() * getTensorBytes(RankedTensorType::get({1}, element));
  };

  // Whether `c` joining `open` costs no more than the two apart: the fused
  // collective and every copy against the open bucket (or its one
  // collective) and `c` alone. Only for activation collectives: a gradient
  // bucket's collective runs beside the backward, where the launches and
  // latencies it saves count more than the copies (DDP's buckets).
  // Unknown durations do not decide.
  auto paysToJoin = [&](const Bucket &open, const Candidate &c) {
    if (isa<AllReduceOp>(c.op) || !isActivationCollective(c.op, mesh) ||
        open.declared || !c.aloneUs)
      return true;
    auto first = cast<CommunicationOp>(open.members.front().op);
    auto fusedUs = [&](double delivered, double copies) {
      return cost.communicationUsFor(first, delivered) + copies;
    };
    double apart = open.members.size() == 1
                       ? *open.members.front().aloneUs
                       : fusedUs(open.deliveredBytes, open.copyUs);
    return fusedUs(open.deliveredBytes + c.deliveredBytes,
                   open.copyUs + c.copyUs) <= apart + *c.aloneUs;
  };

  SmallVector<Bucket> buckets;
  // Candidates that stay single collectives: placed like buckets.
  SmallVector<Operation *> alone;
  for (auto &[key, candidates] : groups) {
    // Gradient-ready order: by when the input is ready, then program
    // order; all-gathers in parameter-use order: by their first use.
    if (isa<AllGatherOp>(candidates.front().op))
      llvm::stable_sort(candidates, [](const Candidate &a, const Candidate &b) {
        return a.firstUse < b.firstUse;
      });
    else
      llvm::stable_sort(candidates, [](const Candidate &a, const Candidate &b) {
        return a.inputReady < b.inputReady;
      });
    Bucket open;
    int64_t groupCap = capOf(candidates.front().op);
    auto close = [&] {
      open.cap = groupCap;
      if (open.members.size() > 1)
        buckets.push_back(open);
      else if (open.members.size() == 1)
        alone.push_back(open.members.front().op);
      open = Bucket();
    };
    for (const Candidate &c : candidates) {
      if (c.bytes > groupCap) {
        if (explain)
          c.op->emitRemark() << "not bucketed: "
                             << llvm::formatv("{0:f2}", c.bytes / 1048576.0).str()
                             << " MiB is over the cap";
        alone.push_back(c.op);
        continue;
      }
      if (!open.members.empty() && !open.accepts(c, groupCap))
        close();
      if (!open.members.empty() && !paysToJoin(open, c)) {
        if (explain)
          c.op->emitRemark()
              << "not bucketed with the " << open.members.size()
              << " before it: fused, its copies would cost more than the "
                 "launch and link latencies saved";
        close();
      }
      open.add(c);
    }
    close();
  }
  for (const Bucket &bucket : buckets)
    emitBucket(bucket);
  for (Operation *op : alone)
    if (!isActivationCollective(op, mesh))
      placeAfterInput(op);
}
