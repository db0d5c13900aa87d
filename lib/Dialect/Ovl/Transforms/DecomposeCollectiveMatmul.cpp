//===- DecomposeCollectiveMatmul.cpp - Split GEMM + all-reduce by tokens --===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// A seed is a row-parallel linear whose only user is a sum all-reduce. From
// it a region grows through the ops that work on each token (row) alone:
// linears of any mode, elementwise add/mul/gelu, dropout, layer norm, and
// all-reduces, up to the first op that mixes tokens (attention, the loss) or
// belongs to another job. In a transformer that is everything from one
// attention's output to the next attention's input, with both of a layer's
// tensor-parallel all-reduces inside.
//
// Under sequence parallelism the seed's collective is a reduce-scatter of
// the sequence over tp and the region also holds the all-gathers that feed
// the next column-parallel linears: the region then has two token domains,
// the rank's sequence shard [B, S/tp] and the whole sequence [B, S]. Chunk
// j of the shard domain is rows [jR, (j+1)R) of the rank's flattened shard
// (R = B S / (tp k)); all-gathering it gives chunk j of the whole-sequence
// domain, every rank's rows j in rank order, and reduce-scattering that
// gives back the rank's shard rows: the collective-matmul decomposition of
// all-gather + matmul and matmul + reduce-scatter (XLA's, TransformerEngine's
// ring of chunks, here with the chunks as separate collectives). A
// whole-sequence value crossing the region's edge is a strided set of rows:
// inputs are sliced out (a row-block copy), outputs reassembled (a strided
// concatenation, copied row block by row block).
//
// The region is rewritten k times over k slices of the tokens: each op's k
// chunk ops sit where the op was, so the later schedule can run chunk i's
// all-reduce while chunk i+1 computes. A dropout's mask follows the flat
// element index, so its chunk c takes the offset of its first element (c
// times the chunk's elements): the masks, and the results, are the whole
// op's. That needs contiguous chunks, so a dropout on a whole-sequence value
// of a sequence-parallel region (strided rows) ends the region. Inputs from
// outside the region are sliced (contiguous views); a value used outside the
// region is the concatenation of its chunks, which the memory planner builds in
// place, so no copy is made and the rest of the program sees the same tensors.
//
// k comes from the cost model: each candidate is simulated as a two-resource
// list schedule of the region's chunk ops (one compute stream, one
// communicator), and the fastest wins if it beats the unsplit region by more
// than 2%. Smaller chunks lose GEMM efficiency and pay more launches; larger
// ones leave more of the last all-reduce exposed. An op that no collective
// reads may stay whole (on all the tokens, reading the in-place
// concatenation of its input's chunks, read in slices by the chunk ops after
// it): the same simulation decides, op by op in program order, for the k
// chosen. The next layer's QKV GEMM, after the last all-reduce, hides only
// the last chunk's collective, and its chunks cost more than that.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/OpCost.h"
#include "ovl/Analysis/Preconditions.h"
#include "ovl/Dialect/Ovl/Transforms/DerivedAttrs.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"

#include "ovl/runtime/CommandSchema.h"

#include "mlir/IR/Builders.h"
#include "llvm/Support/FormatVariadic.h"

#include <limits>
#include <map>

#define DEBUG_TYPE "ovl-decompose-collective-matmul"

namespace mlir::ovl {
#define GEN_PASS_DEF_DECOMPOSECOLLECTIVEMATMULPASS
#include "ovl/Dialect/Ovl/Transforms/Passes.h.inc"
} // namespace mlir::ovl

using namespace mlir;
using namespace mlir::ovl;

namespace {

/// A row-wise region grown from one seed.
struct RowRegion {
  LinearOp seed;
  SmallVector<Operation *> ops; // Program order.
  llvm::SmallPtrSet<Operation *, 16> members;
  SmallVector<int64_t> tokenShape; // The leading dimensions that index tokens.
  int64_t tokens = 0;
  /// Under sequence parallelism: the shard domain's token dimensions
  /// ([B, S / ranks]), the group the sequence is split over and its size.
  SmallVector<int64_t> shardShape;
  ArrayAttr sequenceGroup;
  int64_t ranks = 1;

  bool contains(Operation *op) const { return op && members.contains(op); }
  bool isSequenceParallel() const { return !shardShape.empty(); }
  int64_t shardTokens() const { return tokens / ranks; }
};

struct DecomposeCollectiveMatmulPass
    : public mlir::ovl::impl::DecomposeCollectiveMatmulPassBase<
          DecomposeCollectiveMatmulPass> {
  using Base::Base;
  void runOnOperation() override;
};

} // namespace

/// The seed's reduce-scatter under sequence parallelism, or null.
static ReduceScatterOp getSeedScatter(LinearOp linear) {
  auto scatter = dyn_cast<ReduceScatterOp>(*linear.getResult().getUsers().begin());
  auto input = cast<RankedTensorType>(linear.getInput().getType());
  // Over the last token dimension (the sequence of [B, S, H]).
  if (!scatter || scatter.getReduction() != ReductionKind::sum ||
      static_cast<int64_t>(scatter.getDim()) != input.getRank() - 2)
    return nullptr;
  return scatter;
}

/// Whether the collective `op` stays within its pipeline stage. One over
/// the stages is left whole: the other stages' functions are decomposed
/// apart, and would still issue it in one piece.
static bool isWithinStage(Operation *op) {
  return !crossesPipelineStages(cast<CommunicationOp>(op), lookupMesh(op));
}

static bool isSeed(Operation *op) {
  auto linear = dyn_cast<LinearOp>(op);
  if (!linear || linear.getMode() != ParallelMode::row ||
      !linear.getResult().hasOneUse())
    return false;
  Operation *user = *linear.getResult().getUsers().begin();
  if (user->getBlock() != linear->getBlock())
    return false;
  if (auto allReduce = dyn_cast<AllReduceOp>(user))
    return allReduce.getReduction() == ReductionKind::sum &&
           isWithinStage(user);
  ReduceScatterOp scatter = getSeedScatter(linear);
  return scatter && isWithinStage(scatter);
}

/// Whether `type` starts with the region's token dimensions.
static bool hasTokenPrefix(Type type, ArrayRef<int64_t> tokenShape) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape() ||
      tensor.getRank() < static_cast<int64_t>(tokenShape.size()))
    return false;
  return tensor.getShape().take_front(tokenShape.size()) == tokenShape;
}

/// Whether `op` is one of the region's sequence all-gathers (shard ->
/// whole sequence) or reduce-scatters (whole -> shard): over its group,
/// along the last token dimension.
static bool isSequenceCollective(Operation *op, const RowRegion &region) {
  if (!region.isSequenceParallel() || !isa<AllGatherOp, ReduceScatterOp>(op))
    return false;
  auto comm = cast<CommunicationOp>(op);
  if (comm.getGroupAxes() != region.sequenceGroup || !isWithinStage(op))
    return false;
  bool gather = isa<AllGatherOp>(op);
  uint64_t dim = gather ? cast<AllGatherOp>(op).getDim()
                        : cast<ReduceScatterOp>(op).getDim();
  if (!gather && cast<ReduceScatterOp>(op).getReduction() != ReductionKind::sum)
    return false;
  return static_cast<int64_t>(dim) + 1 ==
             static_cast<int64_t>(region.tokenShape.size()) &&
         hasTokenPrefix(op->getOperand(0).getType(),
                        gather ? region.shardShape : region.tokenShape) &&
         hasTokenPrefix(op->getResult(0).getType(),
                        gather ? region.tokenShape : region.shardShape);
}

/// Whether `op` works on each token alone, with every operand either
/// token-indexed or broadcast over the tokens (of one domain).
static bool isRowWise(Operation *op, ArrayRef<int64_t> tokenShape) {
  if (!isa<LinearOp, AddOp, MulOp, GeluOp, SwigluOp, DropoutOp, LayerNormOp,
           RMSNormOp, AllReduceOp>(op))
    return false;
  if (isa<AllReduceOp>(op) && !isWithinStage(op))
    return false;
  for (Type type : op->getResultTypes())
    if (!hasTokenPrefix(type, tokenShape))
      return false;
  auto rank = [](Value v) { return cast<RankedTensorType>(v.getType()).getRank(); };
  int64_t tokenRank = tokenShape.size();
  if (isa<AddOp, MulOp>(op)) {
    int64_t resultRank = cast<RankedTensorType>(op->getResult(0).getType()).getRank();
    for (Value operand : op->getOperands())
      if (!(operand.getType() == op->getResult(0).getType()) &&
          rank(operand) > resultRank - tokenRank)
        return false; // Broadcast along some token dimension.
    return true;
  }
  // The first operand carries the tokens; the rest (weights, norms) not.
  if (!hasTokenPrefix(op->getOperand(0).getType(), tokenShape))
    return false;
  for (Value operand : op->getOperands().drop_front())
    if (hasTokenPrefix(operand.getType(), tokenShape))
      return false;
  return true;
}

/// Whether a row-wise op's operand is indexed by token (chunked with it),
/// rather than broadcast over the tokens (weights, biases, norms).
static bool isTokenOperand(OpOperand &operand) {
  Operation *op = operand.getOwner();
  if (isa<AddOp, MulOp>(op))
    return operand.get().getType() == op->getResult(0).getType();
  return operand.getOperandNumber() == 0;
}

/// Whether `op` belongs to `region`'s row-wise work: in the whole-sequence
/// (or only) domain, in the shard domain, or a sequence collective.
static bool isRegionRowWise(Operation *op, const RowRegion &region) {
  // Dropout on contiguous chunks only (see the file comment).
  if (isa<DropoutOp>(op) && region.isSequenceParallel())
    return isRowWise(op, region.shardShape);
  return isRowWise(op, region.tokenShape) ||
         (region.isSequenceParallel() && isRowWise(op, region.shardShape)) ||
         isSequenceCollective(op, region);
}

/// Orders ops of one block last first, a max-heap's order for the earliest
/// (isBeforeInBlock, which reads the block's op numbering: computed once, as
/// nothing here moves an op).
struct LaterInBlock {
  bool operator()(Operation *a, Operation *b) const {
    return b->isBeforeInBlock(a);
  }
};

/// Grows the region of `seed` through row-wise users in its block and job.
static RowRegion growRegion(LinearOp seed,
                            const llvm::SmallPtrSetImpl<Operation *> &taken) {
  RowRegion region;
  region.seed = seed;
  auto input = cast<RankedTensorType>(seed.getInput().getType());
  region.tokenShape.assign(input.getShape().begin(), input.getShape().end() - 1);
  region.tokens = 1;
  for (int64_t d : region.tokenShape)
    region.tokens *= d;
  if (ReduceScatterOp scatter = getSeedScatter(seed)) {
    auto shard = cast<RankedTensorType>(scatter.getType());
    region.shardShape.assign(shard.getShape().begin(),
                             shard.getShape().end() - 1);
    region.sequenceGroup = scatter.getGroupAxes();
    region.ranks = region.tokenShape.back() / region.shardShape.back();
  }
  // Discardable, looked up by its uniqued name.
  auto jobName = StringAttr::get(seed->getContext(), OvlDialect::kJobAttrName);
  Attribute job = seed->getDiscardableAttr(jobName);
  Block *block = seed->getBlock();

  // The candidates, a heap by program order. Users come after what they
  // use, so candidates leave in program order (the members join in it) and
  // each is judged once: by what holds for the whole call (block, job, not
  // taken, row-wise) when it is found, and by its inputs when its turn
  // comes, once every earlier member is in.
  SmallVector<Operation *> frontier;
  LaterInBlock later;
  llvm::SmallPtrSet<Operation *, 32> found;
  found.insert(seed);
  auto push = [&](Operation *op) {
    for (Value result : op->getResults())
      for (Operation *user : result.getUsers())
        if (user->getBlock() == block && found.insert(user).second &&
            !taken.contains(user) && user->getDiscardableAttr(jobName) == job &&
            isRegionRowWise(user, region)) {
          frontier.push_back(user);
          std::push_heap(frontier.begin(), frontier.end(), later);
        }
  };
  region.members.insert(seed);
  region.ops.push_back(seed);
  push(seed);
  while (!frontier.empty()) {
    std::pop_heap(frontier.begin(), frontier.end(), later);
    Operation *op = frontier.pop_back_val();
    // Inputs from outside must be ready when the region starts: an op that
    // also waits for something computed after the seed (the next
    // attention) belongs to the next region.
    bool late = llvm::any_of(op->getOperands(), [&](Value operand) {
      Operation *def = operand.getDefiningOp();
      return def && def->getBlock() == block && !region.contains(def) &&
             seed->isBeforeInBlock(def);
    });
    if (late)
      continue;
    region.members.insert(op);
    region.ops.push_back(op);
    push(op);
  }
  return region;
}

/// The region's ops that may run whole, on all the tokens, while the rest
/// is chunked: every op but the collectives and what they read (their
/// chunks are what the collectives overlap). A whole op reads the
/// concatenation of its input's chunks (built in place) and the chunk ops
/// after it read slices of its result (views), so it computes what it did
/// unsplit.
static SmallVector<Operation *> getWholeCandidates(const RowRegion &region) {
  SmallVector<Operation *> candidates;
  for (Operation *op : region.ops)
    if (!isa<CommunicationOp>(op) &&
        llvm::none_of(op->getUsers(), [](Operation *user) {
          return isa<CommunicationOp>(user);
        }))
      candidates.push_back(op);
  return candidates;
}

/// `region` without the ops of `whole`, which then read the whole of what
/// the chunks compute and are read in slices.
static RowRegion without(const RowRegion &region,
                         const llvm::SmallPtrSetImpl<Operation *> &whole) {
  RowRegion core = region;
  llvm::erase_if(core.ops, [&](Operation *op) { return whole.contains(op); });
  for (Operation *op : whole)
    core.members.erase(op);
  return core;
}

/// The estimated time of the region split into `chunks`: a list schedule of
/// its chunk ops on one compute stream and one communicator, compute slowed
/// where it runs beside communication (CostModel::computeEnd). The ops of
/// `whole` run once, on all the tokens, after every chunk of what they
/// read; the chunks that read them wait for them.
static double simulate(const RowRegion &region, int64_t chunks,
                       const OpCostModel &cost,
                       const llvm::SmallPtrSetImpl<Operation *> &whole) {
  unsigned n = region.ops.size();
  llvm::DenseMap<Operation *, unsigned> index;
  for (unsigned i = 0; i < n; ++i)
    index[region.ops[i]] = i;
  std::vector<double> duration(n);
  std::vector<bool> comm(n), isWhole(n);
  std::vector<SmallVector<unsigned, 2>> preds(n), succs(n);
  for (unsigned i = 0; i < n; ++i) {
    Operation *op = region.ops[i];
    isWhole[i] = whole.contains(op);
    duration[i] = cost.estimateUs(op, isWhole[i] ? 1 : chunks);
    comm[i] = isa<CommunicationOp>(op);
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp(); region.contains(def)) {
        preds[i].push_back(index[def]);
        succs[index[def]].push_back(i);
      }
  }
  // Priority: the longest path to the end of the chunk.
  std::vector<double> priority(n, 0.0);
  for (unsigned i = n; i-- > 0;) {
    double tail = 0.0;
    for (unsigned s : succs[i])
      tail = std::max(tail, priority[s]);
    priority[i] = duration[i] + tail;
  }
  // finish[c * n + i]: -1 until scheduled; a whole op's in chunk 0's slot
  // (its other chunks' slots are never used).
  std::vector<double> finish(chunks * n, -1.0);
  auto readyAt = [&](int64_t c, unsigned i) -> double {
    double at = 0.0;
    for (unsigned p : preds[i]) {
      // A whole predecessor finishes once (chunk 0's slot); a whole op
      // reads every chunk of a chunked one.
      int64_t first = c, last = c;
      if (isWhole[p])
        first = last = 0;
      else if (isWhole[i])
        first = 0, last = chunks - 1;
      for (int64_t pc = first; pc <= last; ++pc) {
        double f = finish[pc * n + p];
        if (f < 0)
          return -1.0;
        at = std::max(at, f);
      }
    }
    return at;
  };
  // Whether chunk c of op i is one to schedule.
  auto exists = [&](int64_t c, unsigned i) { return c == 0 || !isWhole[i]; };
  double computeFree = 0.0, commFree = 0.0, end = 0.0;
  // What ran when, for contention: compute beside communication is slower
  // (the device's contention factors, as the sim backend charges them).
  std::vector<std::pair<double, double>> computing, communicating;
  const ::ovl::rt::CostModel &model = cost.getModel();
  size_t left = 0;
  for (unsigned i = 0; i < n; ++i)
    left += isWhole[i] ? 1 : chunks;
  while (left > 0) {
    // Communication: FIFO as operands become known.
    bool progressed = true;
    while (progressed) {
      progressed = false;
      for (int64_t c = 0; c < chunks; ++c)
        for (unsigned i = 0; i < n; ++i) {
          if (!comm[i] || !exists(c, i) || finish[c * n + i] >= 0)
            continue;
          double ready = readyAt(c, i);
          if (ready < 0)
            continue;
          double start = std::max(commFree, ready);
          commFree = finish[c * n + i] =
              model.communicationEnd(start, duration[i], computing);
          communicating.push_back({start, commFree});
          end = std::max(end, commFree);
          --left;
          progressed = true;
        }
    }
    if (left == 0)
      break;
    // Compute: the most critical op that can start now, else the earliest.
    int64_t bestC = -1;
    unsigned bestI = 0;
    double bestReady = 0.0;
    bool bestNow = false;
    for (int64_t c = 0; c < chunks; ++c)
      for (unsigned i = 0; i < n; ++i) {
        if (comm[i] || !exists(c, i) || finish[c * n + i] >= 0)
          continue;
        double ready = readyAt(c, i);
        if (ready < 0)
          continue;
        bool now = ready <= computeFree;
        bool better =
            bestC < 0 || (now && !bestNow) ||
            (now && bestNow && priority[i] > priority[bestI]) ||
            (!now && !bestNow && ready < bestReady);
        if (better) {
          bestC = c;
          bestI = i;
          bestReady = ready;
          bestNow = now;
        }
      }
    if (bestC < 0)
      break; // Unreachable: the region is acyclic.
    double start = std::max(computeFree, bestReady);
    computeFree = finish[bestC * n + bestI] =
        model.computeEnd(start, duration[bestI], communicating);
    computing.push_back({start, computeFree});
    end = std::max(end, computeFree);
    --left;
  }
  return end;
}

/// What the estimate of a region depends on: its ops, their types, how they
/// feed each other, and groups and declared durations. The layers of a
/// model repeat, so regions with equal signatures share their estimates.
/// Types and attributes are uniqued in the context, so their addresses
/// stand for them; each entry is tagged with what it is, so two different
/// regions never make the same sequence.
using Signature = std::vector<uintptr_t>;
static Signature getSignature(const RowRegion &region) {
  enum Tag : uintptr_t { kOp, kInRegion, kOutside, kResult, kGroup, kDuration };
  Signature key;
  auto push = [&](Tag tag, uintptr_t value) {
    key.push_back(tag);
    key.push_back(value);
  };
  auto address = [](const void *pointer) {
    return reinterpret_cast<uintptr_t>(pointer);
  };
  llvm::DenseMap<Operation *, unsigned> index;
  for (Operation *op : region.ops) {
    index[op] = index.size();
    push(kOp, address(op->getName().getAsOpaquePointer()));
    for (Value operand : op->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (region.contains(def))
        push(kInRegion, index[def]);
      else
        push(kOutside, address(operand.getType().getAsOpaquePointer()));
    }
    for (Type result : op->getResultTypes())
      push(kResult, address(result.getAsOpaquePointer()));
    if (auto comm = dyn_cast<CommunicationOp>(op))
      push(kGroup, address(comm.getGroupAxes().getAsOpaquePointer()));
    if (Attribute duration = op->getAttr(OvlDialect::kDurationAttrName))
      push(kDuration, address(duration.getAsOpaquePointer()));
  }
  return key;
}

/// [t0, ..., tr-1, rest...] -> [t0 * ... * tr-1, rest...], or the type as is
/// for one token dimension.
static SmallVector<ReassociationIndices> tokenGroups(int64_t tokenRank,
                                                     int64_t rank) {
  SmallVector<ReassociationIndices> groups(1);
  for (int64_t d = 0; d < tokenRank; ++d)
    groups[0].push_back(d);
  for (int64_t d = tokenRank; d < rank; ++d)
    groups.push_back({d});
  return groups;
}

static RankedTensorType chunkType(RankedTensorType type, int64_t tokenRank,
                                  int64_t rows) {
  SmallVector<int64_t> shape = {rows};
  llvm::append_range(shape, type.getShape().drop_front(tokenRank));
  return RankedTensorType::get(shape, type.getElementType());
}

/// The cpu backend's GEMM row block of the region: the largest of its
/// GEMMs' (gemm::rowBlock of the weight's n x k; all are powers of two).
static int64_t getRowBlock(const RowRegion &region) {
  int64_t block = ::ovl::rt::gemm::kRowBlock;
  for (Operation *op : region.ops)
    if (auto linear = dyn_cast<LinearOp>(op)) {
      ArrayRef<int64_t> weight =
          cast<RankedTensorType>(linear.getWeight().getType()).getShape();
      block = std::max(block, ::ovl::rt::gemm::rowBlock(weight.front(),
                                                        weight.back()));
    }
  return block;
}

/// Whether the region's tokens split into `chunks` equal chunks whose rows
/// start on the cpu backend's GEMM row blocks, so that every chunk's GEMM
/// rows round as the whole GEMM's do (kernels::gemm).
static bool splitsOnRowBlocks(const RowRegion &region, int64_t chunks) {
  int64_t block = getRowBlock(region);
  if (!region.isSequenceParallel())
    return region.tokens % chunks == 0 &&
           (region.tokens / chunks) % block == 0;
  // A whole-sequence chunk is every rank's R rows in rank order: each part
  // keeps its place in its row block when R and the shard's sequence are
  // whole blocks, and no part straddles two samples when the chunks of a
  // sample's shard divide it (chunks a multiple of the batch).
  int64_t shardTokens = region.shardTokens();
  int64_t sequence = region.shardShape.back();
  int64_t samples = shardTokens / sequence;
  if (shardTokens % chunks != 0 || chunks % samples != 0)
    return false;
  int64_t rows = shardTokens / chunks;
  return rows % block == 0 && sequence % block == 0;
}

/// `value` viewed as `type` (same elements): collapsed to one dimension and
/// expanded again, or as is.
static Value reshapeTo(OpBuilder &b, Location loc, Value value,
                       RankedTensorType type,
                       function_ref<Operation *(Operation *)> tag) {
  auto from = cast<RankedTensorType>(value.getType());
  if (from == type)
    return value;
  auto flat =
      RankedTensorType::get({from.getNumElements()}, from.getElementType());
  auto all = [](int64_t rank) {
    ReassociationIndices group;
    for (int64_t d = 0; d < rank; ++d)
      group.push_back(d);
    return SmallVector<ReassociationIndices>{group};
  };
  if (from.getRank() > 1)
    value = tag(tensor::CollapseShapeOp::create(b, loc, flat, value,
                                                all(from.getRank())))
                ->getResult(0);
  if (type.getRank() > 1)
    value = tag(tensor::ExpandShapeOp::create(b, loc, type, value,
                                              all(type.getRank())))
                ->getResult(0);
  return value;
}

/// Rewrites `region` as `chunks` copies over slices of its tokens.
static void splitRegion(const RowRegion &region, int64_t chunks) {
  OpBuilder b(region.seed->getContext());
  int64_t tokenRank = region.tokenShape.size();
  llvm::DenseMap<Value, SmallVector<Value>> pieces;
  // Chunk rows per domain: the whole sequence's (or the only one's), and
  // under sequence parallelism the shard's (R).
  int64_t rows = region.tokens / chunks;
  int64_t shardRows = region.shardTokens() / chunks;
  auto isShard = [&](Type type) {
    return region.isSequenceParallel() &&
           hasTokenPrefix(type, region.shardShape);
  };
  // A whole-sequence value of a sequence-parallel region: its chunks are
  // strided row sets.
  auto isStrided = [&](Type type) {
    return region.isSequenceParallel() && !isShard(type);
  };
  auto rowsOf = [&](Type type) { return isShard(type) ? shardRows : rows; };
  // Whole-sequence values as [samples x ranks, S / ranks x features]
  // matrices: chunk c is the [ranks, R x features] block at row sample(c) x
  // ranks, column (c R mod S / ranks) x features.
  int64_t sequenceShard =
      region.isSequenceParallel() ? region.shardShape.back() : 1;
  int64_t samples = region.shardTokens() / sequenceShard;
  auto features = [&](RankedTensorType type) {
    return type.getNumElements() / region.tokens;
  };

  auto tagged = [](Operation *created, Operation *like) {
    copyDerivedAttrs(like, created, Derivation::OtherWork);
    return created;
  };
  // The chunks of a value from outside the region: views of its rows, or
  // for a strided value copies of its row blocks.
  auto slicesOf = [&](Value value, Operation *like) -> ArrayRef<Value> {
    auto it = pieces.find(value);
    if (it != pieces.end())
      return it->second;
    auto type = cast<RankedTensorType>(value.getType());
    auto tag = [&](Operation *op) { return tagged(op, like); };
    SmallVector<Value> slices;
    if (isStrided(type)) {
      int64_t width = features(type);
      Value matrix = reshapeTo(
          b, value.getLoc(), value,
          RankedTensorType::get({samples * region.ranks, sequenceShard * width},
                                type.getElementType()),
          tag);
      for (int64_t c = 0; c < chunks; ++c) {
        int64_t start = c * shardRows;
        int64_t sample = start / sequenceShard, column = start % sequenceShard;
        Value block = tag(tensor::ExtractSliceOp::create(
                              b, value.getLoc(), matrix,
                              ArrayRef<OpFoldResult>{
                                  b.getIndexAttr(sample * region.ranks),
                                  b.getIndexAttr(column * width)},
                              ArrayRef<OpFoldResult>{
                                  b.getIndexAttr(region.ranks),
                                  b.getIndexAttr(shardRows * width)},
                              ArrayRef<OpFoldResult>{b.getIndexAttr(1),
                                                     b.getIndexAttr(1)}))
                          ->getResult(0);
        slices.push_back(reshapeTo(b, value.getLoc(), block,
                                   chunkType(type, tokenRank, rows), tag));
      }
      return pieces[value] = std::move(slices);
    }
    int64_t chunkRows = rowsOf(type);
    int64_t all = chunkRows * chunks;
    Value flat = value;
    if (tokenRank > 1)
      flat = tag(tensor::CollapseShapeOp::create(
                     b, value.getLoc(), chunkType(type, tokenRank, all), value,
                     tokenGroups(tokenRank, type.getRank())))
                 ->getResult(0);
    int64_t flatRank = type.getRank() - tokenRank + 1;
    for (int64_t c = 0; c < chunks; ++c) {
      SmallVector<OpFoldResult> offsets(flatRank, b.getIndexAttr(0));
      SmallVector<OpFoldResult> sizes, strides(flatRank, b.getIndexAttr(1));
      offsets[0] = b.getIndexAttr(c * chunkRows);
      sizes.push_back(b.getIndexAttr(chunkRows));
      for (int64_t d : type.getShape().drop_front(tokenRank))
        sizes.push_back(b.getIndexAttr(d));
      slices.push_back(tag(tensor::ExtractSliceOp::create(
                               b, value.getLoc(), flat, offsets, sizes,
                               strides))
                           ->getResult(0));
    }
    return pieces[value] = std::move(slices);
  };
  // The whole of a region value used outside, from its chunks: built in
  // place (a concatenation of row chunks), or for a strided value each
  // sample's [ranks, S / ranks x features] rows concatenated column block
  // by column block (copies), the samples then in place.
  auto wholeOf = [&](Value result, ArrayRef<Value> chunked,
                     Operation *like) -> Value {
    auto type = cast<RankedTensorType>(result.getType());
    auto tag = [&](Operation *op) { return tagged(op, like); };
    Location loc = like->getLoc();
    if (!isStrided(type)) {
      Value whole = tag(tensor::ConcatOp::create(
                            b, loc,
                            chunkType(type, tokenRank, rowsOf(type) * chunks),
                            /*dim=*/0, chunked))
                        ->getResult(0);
      if (tokenRank > 1)
        whole = tag(tensor::ExpandShapeOp::create(
                        b, loc, type, whole,
                        tokenGroups(tokenRank, type.getRank())))
                    ->getResult(0);
      return whole;
    }
    int64_t width = features(type);
    Type element = type.getElementType();
    auto sampleType = RankedTensorType::get(
        {region.ranks, sequenceShard * width}, element);
    SmallVector<Value> sampleRows;
    int64_t perSample = chunks / samples;
    for (int64_t sample = 0; sample < samples; ++sample) {
      SmallVector<Value> blocks;
      for (int64_t c = sample * perSample; c < (sample + 1) * perSample; ++c)
        blocks.push_back(reshapeTo(
            b, loc, chunked[c],
            RankedTensorType::get({region.ranks, shardRows * width}, element),
            tag));
      sampleRows.push_back(
          blocks.size() == 1
              ? blocks.front()
              : tag(tensor::ConcatOp::create(b, loc, sampleType, /*dim=*/1,
                                             blocks))
                    ->getResult(0));
    }
    Value matrix =
        sampleRows.size() == 1
            ? sampleRows.front()
            : tag(tensor::ConcatOp::create(
                      b, loc,
                      RankedTensorType::get(
                          {samples * region.ranks, sequenceShard * width},
                          element),
                      /*dim=*/0, sampleRows))
                  ->getResult(0);
    return reshapeTo(b, loc, matrix, type, tag);
  };

  for (Operation *op : region.ops) {
    b.setInsertionPoint(op);
    SmallVector<SmallVector<Value>> operandChunks;
    for (OpOperand &operand : op->getOpOperands()) {
      if (isTokenOperand(operand))
        operandChunks.push_back(llvm::to_vector(slicesOf(operand.get(), op)));
      else
        operandChunks.push_back(SmallVector<Value>(chunks, operand.get()));
    }
    SmallVector<Type> types;
    for (Type type : op->getResultTypes())
      types.push_back(chunkType(cast<RankedTensorType>(type), tokenRank,
                                rowsOf(type)));
    SmallVector<SmallVector<Value>> resultChunks(op->getNumResults());
    for (int64_t c = 0; c < chunks; ++c) {
      OperationState state(op->getLoc(), op->getName());
      for (auto &chunked : operandChunks)
        state.addOperands(chunked[c]);
      state.addTypes(types);
      state.addAttributes(op->getAttrs());
      // A sequence collective's chunk moves its rows: the flattened
      // tokens' dimension.
      if (isa<AllGatherOp, ReduceScatterOp>(op))
        state.addAttribute("dim", b.getI64IntegerAttr(0));
      Operation *piece = b.create(state);
      dropWorkAttrs(piece); // A chunk does a part of the op's work.
      if (auto dropout = dyn_cast<DropoutOp>(piece)) {
        int64_t elements =
            cast<RankedTensorType>(types.front()).getNumElements();
        dropout.setOffset(cast<DropoutOp>(op).getOffset() + c * elements);
      }
      // Chunk collectives are split on purpose: bucketing must not fuse
      // them back (ovl-bucket-collectives skips them).
      if (isa<CommunicationOp>(piece))
        piece->setAttr(OvlDialect::kTokenChunkAttrName, b.getI64IntegerAttr(c));
      for (unsigned r = 0; r < op->getNumResults(); ++r)
        resultChunks[r].push_back(piece->getResult(r));
    }
    for (unsigned r = 0; r < op->getNumResults(); ++r) {
      Value result = op->getResult(r);
      pieces[result] = resultChunks[r];
      bool usedOutside = llvm::any_of(result.getUsers(), [&](Operation *user) {
        return !region.contains(user);
      });
      if (!usedOutside)
        continue;
      Value whole = wholeOf(result, resultChunks[r], op);
      result.replaceUsesWithIf(whole, [&](OpOperand &use) {
        return !region.contains(use.getOwner());
      });
    }
  }
  for (Operation *op : llvm::reverse(region.ops))
    op->erase();
}

void DecomposeCollectiveMatmulPass::runOnOperation() {
  if (failed(checkPassPreconditions(getOperation(), "ovl-decompose-collective-matmul",
                                    kNeedsFlat | kNeedsNoMemoryPlan)))
    return signalPassFailure();
  func::FuncOp func = getOperation();
  if (func.isExternal())
    return;
  std::optional<int64_t> fixedChunks;
  if (chunks != "auto") {
    int64_t n = 0;
    if (StringRef(chunks).getAsInteger(10, n) || n < 1) {
      func.emitError() << "chunks must be 'auto' or a positive integer, got '"
                       << chunks << "'";
      return signalPassFailure();
    }
    if (n == 1)
      return; // Off.
    fixedChunks = n;
  }
  FailureOr<::ovl::rt::DeviceSpec> device = loadDeviceSpec(devicePath, func);
  if (failed(device))
    return signalPassFailure();
  OpCostModel cost(*device);
  bool explain = remarks || remarksEnabled();

  Block &block = func.getBody().front();
  SmallVector<Operation *> seeds;
  for (Operation &op : block)
    if (isSeed(&op))
      seeds.push_back(&op);
  std::vector<std::pair<RowRegion, int64_t>> plans;
  llvm::SmallPtrSet<Operation *, 32> taken;
  // Per region signature, chunk count and which candidates stay whole.
  std::map<std::tuple<Signature, int64_t, std::vector<bool>>, double> estimates;
  for (Operation *seed : seeds) {
    if (taken.contains(seed))
      continue;
    auto linear = cast<LinearOp>(seed);
    if (cast<RankedTensorType>(linear.getInput().getType()).getRank() < 2)
      continue;
    RowRegion region = growRegion(linear, taken);
    for (Operation *op : region.ops)
      taken.insert(op);
    Signature signature = getSignature(region);
    // Some ops may stay whole: their chunks cost GEMM efficiency (wave
    // quantization) and launches, and may hide little (the next layer's QKV
    // after the last all-reduce hides only the last chunk's). Greedily, in
    // program order, each where the estimate says so. (Not under sequence
    // parallelism, whose whole-sequence values would be reassembled by
    // copies.)
    SmallVector<Operation *> candidates;
    if (wholeOps && !region.isSequenceParallel())
      candidates = getWholeCandidates(region);
    auto estimate = [&](int64_t k,
                        const llvm::SmallPtrSetImpl<Operation *> &whole) {
      std::vector<bool> mask;
      for (Operation *op : candidates)
        mask.push_back(whole.contains(op));
      auto [it, inserted] =
          estimates.try_emplace({signature, k, std::move(mask)}, 0.0);
      if (inserted)
        it->second = simulate(region, k, cost, whole);
      return it->second;
    };
    llvm::SmallPtrSet<Operation *, 4> none, bestWhole;
    int64_t best = 1;
    double base = estimate(1, none), bestTime = base;
    // k chunks, with the ops worth keeping whole: the estimate, and the set
    // if it beats the best so far.
    auto consider = [&](int64_t k) {
      llvm::SmallPtrSet<Operation *, 4> whole;
      double time = estimate(k, whole);
      for (Operation *candidate : candidates) {
        whole.insert(candidate);
        double withWhole = estimate(k, whole);
        if (withWhole < time)
          time = withWhole;
        else
          whole.erase(candidate);
      }
      if (time < bestTime) {
        best = k;
        bestTime = time;
        bestWhole = whole;
      }
    };
    if (fixedChunks) {
      if (!splitsOnRowBlocks(region, *fixedChunks)) {
        InFlightDiagnostic error = seed->emitError();
        if (region.isSequenceParallel())
          error << "cannot split the " << region.shardTokens()
                << "-token sequence shard into " << *fixedChunks
                << " equal chunks of whole " << getRowBlock(region)
                << "-row GEMM blocks, within one sample each, over a "
                << region.shardShape.back()
                << "-token shard of the sequence that is whole blocks too";
        else
          error << "cannot split " << region.tokens << " tokens into "
                << *fixedChunks << " equal chunks of whole "
                << getRowBlock(region) << "-row GEMM blocks";
        error << " (the cpu backend computes GEMM rows in blocks of that "
                 "size; chunks on block boundaries keep its results "
                 "bit-identical)";
        return signalPassFailure();
      }
      // Forced, even where slower than unsplit.
      best = *fixedChunks;
      bestTime = std::numeric_limits<double>::infinity();
      consider(best);
    } else {
      for (int64_t k : {2, 4, 8, 16})
        if (splitsOnRowBlocks(region, k))
          consider(k);
      if (bestTime > 0.98 * base)
        best = 1;
    }
    if (explain) {
      InFlightDiagnostic remark = seed->emitRemark();
      if (best == 1)
        remark << "not decomposed: splitting the " << region.ops.size()
               << "-op row-wise region into token chunks is not estimated to "
                  "be faster ("
               << llvm::formatv("{0:f1}", base).str() << " us unsplit)";
      else
        remark << "decomposed into " << best
               << " token chunks: " << region.ops.size()
               << "-op row-wise region, estimated "
               << llvm::formatv("{0:f1}", base).str() << " us -> "
               << llvm::formatv("{0:f1}", bestTime).str() << " us"
               << (bestWhole.empty()
                       ? std::string()
                       : llvm::formatv(", {0} op(s) whole", bestWhole.size())
                             .str());
    }
    if (best > 1)
      plans.push_back({without(region, bestWhole), best});
  }
  for (auto &[region, k] : plans) {
    splitRegion(region, k);
    ++numRegions;
    numChunkOps += region.ops.size() * k;
  }
}
