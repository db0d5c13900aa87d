//===- CommunicationCheck.cpp - Whole-mesh communication proofs -----------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/CommunicationCheck.h"
#include "ovl/Analysis/HappensBefore.h"
#include "ovl/Dialect/Ovl/IR/OvlOps.h"
#include "ovl/Support/AddressOrderHash.h"
#include "ovl/Support/JoinChunks.h"
#include "ovl/runtime/Plan.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Threading.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"

#include <deque>
#include <map>
#include <memory>
#include <numeric>

using namespace mlir;
using namespace mlir::ovl;

namespace {

//===----------------------------------------------------------------------===//
// Stage programs: what each stream issues, communication only
//===----------------------------------------------------------------------===//

enum class ItemKind { Collective, Send, Recv, AsyncWait, Record, EventWait };

/// One communication-relevant op of a stage program. Compute is left out:
/// it always completes, so it neither matches nor blocks.
struct Item {
  ItemKind kind;
  Operation *op;
  unsigned stream;
  /// Collectives: the mesh axes of the group, as a bit mask.
  uint64_t groupMask = 0;
  /// Collectives and P2P: what the other parties must agree on (text held
  /// by the program's signature table).
  StringRef signature = {};
  /// Send and Recv: the axis and the peer's coordinate on it.
  unsigned axis = 0;
  int64_t peer = 0;
  /// AsyncWait: the start; EventWait: the records it waits for (items of
  /// the same program).
  SmallVector<unsigned, 2> needs = {};
};

/// Signatures' text, and that of the types and attributes they name, each
/// kept once (items refer to it).
struct TextTable {
  llvm::StringSet<> texts;
  /// The printed types and attributes: printing builds an AsmPrinter, and a
  /// step names the same few thousands of times.
  llvm::DenseMap<const void *, StringRef> printed;

  StringRef intern(StringRef text) {
    return texts.insert(text).first->getKey();
  }
  template <typename TypeOrAttr, typename Print>
  StringRef text(TypeOrAttr entity, Print print) {
    auto [it, inserted] = printed.try_emplace(entity.getAsOpaquePointer());
    if (inserted) {
      std::string s;
      llvm::raw_string_ostream os(s);
      print(os);
      it->second = intern(os.str());
    }
    return it->second;
  }
  StringRef text(Type type) {
    return text(type, [&](raw_ostream &os) { os << type; });
  }
  StringRef text(Attribute attr) {
    return text(attr,
                [&](raw_ostream &os) { attr.print(os, /*elideType=*/true); });
  }
};

struct StageProgram : TextTable {
  Operation *owner = nullptr;
  SmallVector<Item> items;
  SmallVector<std::string> streamNames;
  /// Per stream, its items in issue order.
  SmallVector<SmallVector<unsigned>> byStream;
  /// The tables of items read on the context's threads, one per chunk.
  std::vector<std::unique_ptr<TextTable>> chunkTexts;

  void index() {
    byStream.assign(streamNames.size(), {});
    for (auto [i, item] : llvm::enumerate(items))
      byStream[item.stream].push_back(i);
  }
};

/// The value type of an in-flight handle, or the type itself.
Type settledType(Type type) {
  if (auto inflight = dyn_cast<InflightType>(type))
    return inflight.getValueType();
  return type;
}

bool isCollective(Operation *op) {
  return isa<AllReduceOp, AllGatherOp, ReduceScatterOp, BroadcastOp,
             AllReduceStartOp, AllGatherStartOp, ReduceScatterStartOp,
             BroadcastStartOp>(op);
}

bool isCommunication(Operation *op) {
  return isCollective(op) ||
         isa<SendOp, SendStartOp, RecvOp, RecvStartOp, WaitOp, EventRecordOp,
             EventWaitOp>(op);
}

/// "all_reduce #ovl<reduction sum> tensor<8x64xf32>": a collective's kind
/// (start or not alike), its attributes but the group, and its input type.
StringRef collectiveSignature(Operation *op, TextTable &texts) {
  SmallString<96> s;
  llvm::raw_svector_ostream os(s);
  StringRef name = op->getName().stripDialect();
  name.consume_back("_start");
  os << name;
  if (auto reduction = op->getAttrOfType<ReductionKindAttr>("reduction"))
    os << " " << stringifyReductionKind(reduction.getValue());
  for (StringRef attr : {"dim", "root"})
    if (auto value = op->getAttrOfType<IntegerAttr>(attr))
      os << " " << attr << " " << value.getInt();
  os << " " << texts.text(op->getOperand(0).getType());
  return texts.intern(s);
}

/// The mesh axes of a group attribute as a mask, or nothing when one is not
/// an axis of the mesh.
std::optional<uint64_t> findGroupMask(ArrayAttr group, MeshOp mesh) {
  uint64_t mask = 0;
  for (StringAttr axis : group.getAsRange<StringAttr>()) {
    std::optional<unsigned> index = mesh.getAxisIndex(axis.getValue());
    if (!index)
      return std::nullopt;
    mask |= uint64_t(1) << *index;
  }
  return mask;
}

/// Reads the mesh axes of a group attribute as a mask; fails on an unknown
/// axis (the op verifiers reject those first).
FailureOr<uint64_t> groupMaskOf(Operation *op, ArrayAttr group, MeshOp mesh) {
  if (std::optional<uint64_t> mask = findGroupMask(group, mesh))
    return *mask;
  for (StringAttr axis : group.getAsRange<StringAttr>())
    if (!mesh.getAxisIndex(axis.getValue()))
      return op->emitError("ovl-verify-communication: group axis '")
             << axis.getValue() << "' is not an axis of the mesh";
  llvm_unreachable("a group without a mask has an unknown axis");
}

FailureOr<unsigned> axisOf(Operation *op, StringRef axis, MeshOp mesh) {
  std::optional<unsigned> index = mesh.getAxisIndex(axis);
  if (!index)
    return op->emitError("ovl-verify-communication: axis '")
           << axis << "' is not an axis of the mesh";
  return *index;
}

/// The ops of `block` that `wanted` picks, in order: from `listed`'s list of
/// the block where it holds one, picked on the context's threads, a chunk
/// each, as each op is a load of its own; otherwise by a walk.
std::vector<Operation *> pickOps(Block &block, const ListedBlocks *listed,
                                 function_ref<bool(Operation *)> wanted) {
  auto it = listed ? listed->find(&block) : ListedBlocks::const_iterator();
  if (!listed || it == listed->end()) {
    std::vector<Operation *> picked;
    for (Operation &op : block)
      if (wanted(&op))
        picked.push_back(&op);
    return picked;
  }
  ArrayRef<Operation *> ops = it->second;
  constexpr size_t kChunkOps = 16384;
  size_t numChunks = (ops.size() + kChunkOps - 1) / kChunkOps;
  std::vector<std::vector<Operation *>> picked(numChunks);
  mlir::parallelFor(
      block.getParentOp()->getContext(), 0, numChunks, [&](size_t chunk) {
        size_t end = std::min(ops.size(), (chunk + 1) * kChunkOps);
        for (size_t i = chunk * kChunkOps; i < end; ++i)
          if (wanted(ops[i]))
            picked[chunk].push_back(ops[i]);
      });
  return joinChunks(picked);
}

/// Reads an L0/L1 function: ops in program order, jobs looked into. Its
/// body's ops are taken from `listed` where it holds them.
class FunctionReader {
public:
  FunctionReader(MeshOp mesh, StageProgram &program, const ListedBlocks *listed)
      : mesh(mesh), program(program), listed(listed) {}

  LogicalResult read(func::FuncOp func) {
    program.owner = func;
    for (unsigned s = 0; s < kNumStreamRoles; ++s)
      program.streamNames.push_back(
          stringifyStreamRole(static_cast<StreamRole>(s)).str());
    // The ops readOne() does something with: those that communicate or
    // order streams, and those with regions (jobs among them).
    std::vector<Operation *> picked =
        pickOps(func.getBody().front(), listed, [](Operation *op) {
          return op->getNumRegions() != 0 || isCommunication(op);
        });
    // On the context's threads where each op reads as an item on its own;
    // otherwise (a job, or something to report) in order on this thread,
    // which reports the first problem.
    if (!readInParallel(func->getContext(), picked)) {
      program.items.clear();
      itemOf.clear();
      program.items.reserve(picked.size());
      for (Operation *op : picked)
        if (failed(readOne(*op)))
          return failure();
    }
    program.index();
    return success();
  }

private:
  /// Reads `picked`, communication ops only, as one item each: in chunks
  /// on the context's threads (each chunk with its own signature texts),
  /// then, in order, the waits' references to earlier items. Emits
  /// nothing: false, with the items in any state, where an op has a region
  /// or does not read as an item on its own.
  bool readInParallel(MLIRContext *context, ArrayRef<Operation *> picked) {
    constexpr size_t kChunkOps = 16384;
    size_t numChunks = (picked.size() + kChunkOps - 1) / kChunkOps;
    program.items.assign(picked.size(), Item{ItemKind::Collective, nullptr, 0});
    size_t firstTable = program.chunkTexts.size();
    for (size_t chunk = 0; chunk < numChunks; ++chunk)
      program.chunkTexts.push_back(std::make_unique<TextTable>());
    std::vector<char> read(numChunks, 0);
    // Per chunk, its starts and records (the items waits refer to).
    std::vector<size_t> referable(numChunks, 0);
    mlir::parallelFor(context, 0, numChunks, [&](size_t chunk) {
      TextTable &texts = *program.chunkTexts[firstTable + chunk];
      SignatureCache chunkSignatures;
      size_t end = std::min(picked.size(), (chunk + 1) * kChunkOps);
      for (size_t i = chunk * kChunkOps; i < end; ++i) {
        Operation *op = picked[i];
        if (op->getNumRegions() != 0 || !isCommunication(op) ||
            !readItem(op, texts, chunkSignatures, program.items[i]))
          return;
        if (isReferable(program.items[i]))
          ++referable[chunk];
      }
      read[chunk] = 1;
    });
    if (!llvm::all_of(read, [](char done) { return done; }))
      return false;
    // Only starts and records are referred to (a wait's handle, an event).
    itemOf.reserve(
        std::accumulate(referable.begin(), referable.end(), size_t(0)));
    for (auto [index, item] : llvm::enumerate(program.items)) {
      Operation *op = item.op;
      if (auto wait = dyn_cast<WaitOp>(op)) {
        auto start = itemOf.find(wait.getHandle().getDefiningOp());
        if (start == itemOf.end())
          return false;
        item.needs.push_back(start->second);
      } else if (auto wait = dyn_cast<EventWaitOp>(op)) {
        if (!findRecords(wait.getEvent(), item.needs))
          return false;
      } else if (isReferable(item)) {
        itemOf[op] = index;
      }
    }
    return true;
  }

  /// Whether a wait may refer to `item`: a start (its handle) or a record
  /// (its event).
  static bool isReferable(const Item &item) {
    return item.kind == ItemKind::Record ||
           isa<AllReduceStartOp, AllGatherStartOp, ReduceScatterStartOp,
               BroadcastStartOp, SendStartOp, RecvStartOp>(item.op);
  }

  LogicalResult readBlock(Block &block) {
    for (Operation &op : block)
      if (failed(readOne(op)))
        return failure();
    return success();
  }

  LogicalResult readOne(Operation &op) {
    if (auto job = dyn_cast<JobOp>(op))
      return readBlock(job.getBody().front());
    if (op.getNumRegions() != 0) {
      WalkResult nested = op.walk([&](Operation *inner) {
        return inner != &op && isCommunication(inner) ? WalkResult::interrupt()
                                                      : WalkResult::advance();
      });
      if (nested.wasInterrupted())
        return op.emitError("ovl-verify-communication: communication "
                            "inside '")
               << op.getName() << "' is not understood";
      return success();
    }
    return readOp(op);
  }

  LogicalResult readOp(Operation &op) {
    // Most ops neither communicate nor order streams: skip them before
    // looking up their stream.
    if (!isCommunication(&op))
      return success();
    Item item{ItemKind::Collective, &op, 0};
    if (!readItem(&op, program, signatures, item)) {
      // An axis that is not the mesh's: said by the lookup that failed.
      if (isCollective(&op))
        return groupMaskOf(&op, op.getAttrOfType<ArrayAttr>("group"), mesh);
      return axisOf(&op, op.getAttrOfType<StringAttr>("axis").getValue(), mesh);
    }
    if (auto wait = dyn_cast<WaitOp>(op)) {
      auto start = itemOf.find(wait.getHandle().getDefiningOp());
      if (start == itemOf.end())
        return op.emitError("ovl-verify-communication: waits for a handle "
                            "that no start op of this function produces");
      item.needs.push_back(start->second);
    } else if (auto wait = dyn_cast<EventWaitOp>(op)) {
      if (failed(collectRecords(&op, wait.getEvent(), item.needs)))
        return failure();
    }
    itemOf[&op] = program.items.size();
    program.items.push_back(std::move(item));
    return success();
  }

  /// Collectives' signatures by what they are made of: the op's name, its
  /// reduction, dim and root, its input type.
  using SignatureCache = llvm::DenseMap<
      std::tuple<const void *, Attribute, Attribute, Attribute, Type>,
      StringRef>;

  /// Reads communication op `op` into `item`, all but its references to
  /// other items (`needs`), its texts kept in `texts`. Emits nothing: false
  /// where a group or an axis is not the mesh's.
  bool readItem(Operation *op, TextTable &texts, SignatureCache &signatures,
                Item &item) const {
    item.op = op;
    item.stream = static_cast<unsigned>(getStreamRole(op));
    if (isCollective(op)) {
      std::optional<uint64_t> mask =
          findGroupMask(op->getAttrOfType<ArrayAttr>("group"), mesh);
      if (!mask)
        return false;
      item.kind = ItemKind::Collective;
      item.groupMask = *mask;
      auto [it, inserted] = signatures.try_emplace(
          {op->getName().getAsOpaquePointer(), op->getAttr("reduction"),
           op->getAttr("dim"), op->getAttr("root"),
           op->getOperand(0).getType()});
      if (inserted)
        it->second = collectiveSignature(op, texts);
      item.signature = it->second;
    } else if (isa<SendOp, SendStartOp, RecvOp, RecvStartOp>(op)) {
      bool send = isa<SendOp, SendStartOp>(op);
      item.kind = send ? ItemKind::Send : ItemKind::Recv;
      std::optional<unsigned> axis =
          mesh.getAxisIndex(op->getAttrOfType<StringAttr>("axis").getValue());
      if (!axis)
        return false;
      item.axis = *axis;
      item.peer = op->getAttrOfType<IntegerAttr>("peer").getInt();
      Type carried = send ? op->getOperand(0).getType()
                          : settledType(op->getResult(0).getType());
      item.signature = texts.text(carried); // Interned by text().
    } else if (isa<WaitOp>(op)) {
      item.kind = ItemKind::AsyncWait;
    } else if (isa<EventRecordOp>(op)) {
      item.kind = ItemKind::Record;
    } else {
      assert(isa<EventWaitOp>(op) && "every communication op is an item");
      item.kind = ItemKind::EventWait;
    }
    return true;
  }

  /// The records an event stands for, through event_join; false if one is
  /// not an item read so far.
  bool findRecords(Value event, SmallVectorImpl<unsigned> &records) const {
    Operation *def = event.getDefiningOp();
    if (auto join = dyn_cast_or_null<EventJoinOp>(def))
      return llvm::all_of(join.getEvents(),
                          [&](Value e) { return findRecords(e, records); });
    auto record = itemOf.find(def);
    if (!def || record == itemOf.end())
      return false;
    records.push_back(record->second);
    return true;
  }

  LogicalResult collectRecords(Operation *user, Value event,
                               SmallVectorImpl<unsigned> &records) {
    if (findRecords(event, records))
      return success();
    return user->emitError("ovl-verify-communication: waits for an event "
                           "that no event_record of this function records");
  }

  mutable MeshOp mesh;
  StageProgram &program;
  const ListedBlocks *listed;
  llvm::DenseMap<Operation *, unsigned, AddressOrderInfo<Operation *>> itemOf;
  /// The serial reader's signatures (its texts are the program's).
  SignatureCache signatures;
};

bool isCommandThatCommunicates(Operation *op) {
  return isa<CollectiveCommandOp, P2PCommandOp, RecordCommandOp, WaitCommandOp>(
      op);
}

/// Collective commands' signatures by what they are made of: kind,
/// reduction, count, outer, inner, root and dtype.
using CommandSignatures =
    llvm::DenseMap<std::tuple<Attribute, Attribute, Attribute, Attribute,
                              Attribute, Attribute, Attribute>,
                   StringRef>;

/// Reads communicating command `op` of stream `stream` into `item`, all but
/// its references to other items, its texts kept in `texts`. Emits
/// nothing: false where a group or an axis is not the mesh's.
bool readCommand(Operation *op, unsigned stream, MeshOp mesh, TextTable &texts,
                 CommandSignatures &signatures, Item &item) {
  item.op = op;
  item.stream = stream;
  if (auto collective = dyn_cast<CollectiveCommandOp>(op)) {
    std::optional<uint64_t> mask = findGroupMask(collective.getGroup(), mesh);
    if (!mask)
      return false;
    item.kind = ItemKind::Collective;
    item.groupMask = *mask;
    auto [it, inserted] = signatures.try_emplace(
        {collective.getKindAttr(), collective.getReductionAttr(),
         collective.getCountAttr(), collective.getOuterAttr(),
         collective.getInnerAttr(), collective.getRootAttr(),
         collective.getDtypeAttr()});
    if (inserted) {
      SmallString<96> s;
      llvm::raw_svector_ostream os(s);
      os << texts.text(collective.getKindAttr()) << " "
         << stringifyReductionKind(collective.getReduction()) << " count "
         << collective.getCount() << " outer " << collective.getOuter()
         << " inner " << collective.getInner() << " root "
         << collective.getRoot() << " " << texts.text(collective.getDtype());
      it->second = texts.intern(s);
    }
    item.signature = it->second;
  } else if (auto p2p = dyn_cast<P2PCommandOp>(op)) {
    item.kind = p2p.getSend() ? ItemKind::Send : ItemKind::Recv;
    std::optional<unsigned> axis = mesh.getAxisIndex(p2p.getAxis());
    if (!axis)
      return false;
    item.axis = *axis;
    item.peer = p2p.getPeer();
    item.signature = texts.intern((Twine(p2p.getBuffer().getBytes()) +
                                   " bytes of " + texts.text(p2p.getDtype()))
                                      .str());
  } else if (isa<RecordCommandOp>(op)) {
    item.kind = ItemKind::Record;
  } else {
    assert(isa<WaitCommandOp>(op) && "every communicating command is an item");
    item.kind = ItemKind::EventWait;
  }
  return true;
}

/// Reads an L2 program: each queue a stream, its commands taken from
/// `listed` where it holds them.
LogicalResult readProgram(ProgramOp programOp, MeshOp mesh,
                          StageProgram &program, const ListedBlocks *listed) {
  program.owner = programOp;
  // Each queue's commands that communicate or order queues, all picked
  // before any is read: each is then an item at a known place.
  SmallVector<std::vector<Operation *>> queues;
  size_t numPicked = 0;
  for (QueueOp queue : programOp.getBody().front().getOps<QueueOp>()) {
    program.streamNames.push_back(("queue " + Twine(queue.getIndex()) + " (" +
                                   stringifyStreamRole(queue.getRole()) + ")")
                                      .str());
    queues.push_back(
        pickOps(queue.getBody().front(), listed, isCommandThatCommunicates));
    numPicked += queues.back().size();
  }
  // The commands in chunks of a queue each, read on the context's threads,
  // each chunk with its own texts; a chunk stops at a command that does not
  // read, and the first of those in program order is reported.
  constexpr size_t kChunkOps = 16384;
  struct Chunk {
    unsigned stream;
    size_t begin, end, item;
    size_t unread = 0; // The first command that did not read, or `end`.
    /// Its records and waits: (event, item).
    std::vector<std::pair<int64_t, unsigned>> records, waits;
  };
  std::vector<Chunk> chunks;
  size_t firstItem = 0;
  for (auto [stream, picked] : llvm::enumerate(queues)) {
    for (size_t begin = 0; begin < picked.size(); begin += kChunkOps) {
      size_t end = std::min(picked.size(), begin + kChunkOps);
      chunks.push_back({static_cast<unsigned>(stream),
                        begin,
                        end,
                        firstItem + begin,
                        end,
                        {},
                        {}});
    }
    firstItem += picked.size();
  }
  program.items.assign(numPicked, Item{ItemKind::Collective, nullptr, 0});
  size_t firstTable = program.chunkTexts.size();
  for (size_t k = 0; k < chunks.size(); ++k)
    program.chunkTexts.push_back(std::make_unique<TextTable>());
  mlir::parallelFor(programOp->getContext(), 0, chunks.size(), [&](size_t k) {
    Chunk &chunk = chunks[k];
    TextTable &texts = *program.chunkTexts[firstTable + k];
    CommandSignatures signatures;
    ArrayRef<Operation *> picked = queues[chunk.stream];
    for (size_t i = chunk.begin; i < chunk.end; ++i) {
      unsigned index = chunk.item + i - chunk.begin;
      if (!readCommand(picked[i], chunk.stream, mesh, texts, signatures,
                       program.items[index])) {
        chunk.unread = i;
        return;
      }
      if (auto record = dyn_cast<RecordCommandOp>(picked[i]))
        chunk.records.push_back({record.getEvent(), index});
      else if (auto wait = dyn_cast<WaitCommandOp>(picked[i]))
        chunk.waits.push_back({wait.getEvent(), index});
    }
  });
  for (const Chunk &chunk : chunks) {
    if (chunk.unread == chunk.end)
      continue;
    Operation *op = queues[chunk.stream][chunk.unread];
    if (auto collective = dyn_cast<CollectiveCommandOp>(op))
      return groupMaskOf(op, collective.getGroup(), mesh);
    return axisOf(op, cast<P2PCommandOp>(op).getAxis(), mesh);
  }

  // Each wait needs every record of its event (in any queue): the records
  // by event, in program order within one.
  std::vector<std::pair<int64_t, unsigned>> records, waits;
  for (Chunk &chunk : chunks) {
    llvm::append_range(records, chunk.records);
    llvm::append_range(waits, chunk.waits);
  }
  llvm::sort(records);
  std::vector<char> found(waits.size(), 1);
  size_t numWaitChunks = (waits.size() + kChunkOps - 1) / kChunkOps;
  mlir::parallelFor(
      programOp->getContext(), 0, numWaitChunks, [&](size_t chunk) {
        size_t end = std::min(waits.size(), (chunk + 1) * kChunkOps);
        for (size_t w = chunk * kChunkOps; w < end; ++w) {
          auto [event, index] = waits[w];
          auto [first, last] = std::equal_range(
              records.begin(), records.end(), std::make_pair(event, 0u),
              [](const auto &a, const auto &b) { return a.first < b.first; });
          found[w] = first != last;
          for (; first != last; ++first)
            program.items[index].needs.push_back(first->second);
        }
      });
  for (auto [w, wait] : llvm::enumerate(waits))
    if (!found[w])
      return program.items[wait.second].op->emitError(
                 "ovl-verify-communication: waits for event ")
             << wait.first << ", which no queue of the program records";
  program.index();
  return success();
}

//===----------------------------------------------------------------------===//
// The mesh: ranks, their programs and their communicators
//===----------------------------------------------------------------------===//

/// A reference to one item as run by one rank.
struct RankItem {
  int64_t rank;
  unsigned item;
};

class MeshCheck {
public:
  MeshCheck(MeshOp mesh, int pipelineAxis,
            SmallVector<const StageProgram *> stages)
      : mesh(mesh), pipelineAxis(pipelineAxis), stages(std::move(stages)) {
    for (int64_t size : mesh.getAxisSizes())
      grid.axisSizes.push_back(static_cast<int>(size));
    numRanks = grid.numRanks();
    for (int rank = 0; rank < numRanks; ++rank)
      stageOfRank.push_back(pipelineAxis < 0 ? 0
                                             : grid.coords(rank)[pipelineAxis]);
  }

  LogicalResult run() {
    if (failed(checkStagesExist()) || failed(checkOneStreamPerCommunicator()))
      return failure();
    // Every rank runs the same program and only collectives communicate:
    // the members of each collective are at the same item of the same
    // program, so points 2 and 3 hold, and all ranks run in step: the mesh
    // drains exactly when one rank does whose collectives complete as it
    // reaches them. That run costs one rank's items, not every rank's. A run
    // that does not drain is left to the whole mesh's, which names the
    // ranks in its report.
    if (isOneProgramOfCollectives()) {
      Run oneRank(1);
      if (drain(oneRank))
        return success();
    }
    bool collectivesMatch = succeeded(matchCollectives());
    bool p2pMatches = succeeded(matchPointToPoint());
    if (!collectivesMatch || !p2pMatches)
      return failure();
    Run mesh(numRanks);
    if (drain(mesh))
      return success();
    return reportDeadlock(mesh);
  }

private:
  //--- Coordinates -------------------------------------------------------===//

  int64_t coordinate(int64_t rank, unsigned axis) const {
    return grid.coords(rank)[axis];
  }

  int64_t withCoordinate(int64_t rank, unsigned axis, int64_t value) const {
    std::vector<int> c = grid.coords(rank);
    c[axis] = static_cast<int>(value);
    return grid.rankOf(c);
  }

  unsigned stageOf(int64_t rank) const { return stageOfRank[rank]; }

  /// The ranks of `rank`'s group over the axes of `mask`, lowest first.
  std::vector<int> groupOf(int64_t rank, uint64_t mask) const {
    std::vector<int> axes;
    for (unsigned a = 0; a < grid.axisSizes.size(); ++a)
      if (mask & (uint64_t(1) << a))
        axes.push_back(a);
    return grid.groupMembers(rank, axes);
  }

  const StageProgram &programOf(int64_t rank) const {
    return *stages[stageOf(rank)];
  }

  const Item &itemOf(RankItem ri) const {
    return programOf(ri.rank).items[ri.item];
  }

  /// The communicator of a group at `rank`: the group's axes and its lowest
  /// rank.
  std::pair<uint64_t, int64_t> communicatorOf(int64_t rank,
                                              uint64_t mask) const {
    return {mask, groupOf(rank, mask).front()};
  }

  std::string groupName(uint64_t mask) const {
    std::string s = "[";
    ArrayRef<Attribute> names = mesh.getAxisNames().getValue();
    for (unsigned a = 0; a < grid.axisSizes.size(); ++a)
      if (mask & (uint64_t(1) << a)) {
        if (s.size() > 1)
          s += ", ";
        s += cast<StringAttr>(names[a]).getValue();
      }
    return s + "]";
  }

  StringRef axisName(unsigned axis) const {
    return cast<StringAttr>(mesh.getAxisNames()[axis]).getValue();
  }

  std::string describeRank(int64_t rank) const {
    return ("rank " + Twine(rank) + " (stage " + Twine(stageOf(rank)) + ")")
        .str();
  }

  std::string describe(RankItem ri) const {
    const Item &item = itemOf(ri);
    std::string s;
    llvm::raw_string_ostream os(s);
    os << "'" << item.op->getName() << "'";
    if (auto label = item.op->getAttrOfType<StringAttr>("label"))
      os << " (" << label.getValue() << ")";
    os << " on " << describeRank(ri.rank) << ", stream "
       << programOf(ri.rank).streamNames[item.stream];
    return s;
  }

  //--- 0 and 1 ------------------------------------------------------------===//

  LogicalResult checkStagesExist() {
    if (pipelineAxis >= 0 &&
        static_cast<int64_t>(stages.size()) != grid.axisSizes[pipelineAxis])
      return mesh.emitError("ovl-verify-communication: the pipeline has ")
             << stages.size() << " stages but its axis '"
             << axisName(pipelineAxis) << "' has size "
             << grid.axisSizes[pipelineAxis];
    return success();
  }

  /// Point 1: per stage, every communicator reached from one stream.
  LogicalResult checkOneStreamPerCommunicator() {
    for (const StageProgram *program : stages) {
      // (kind, group mask or axis, peer, direction) -> first item.
      std::map<std::tuple<int, uint64_t, int64_t>, unsigned> first;
      for (auto [i, item] : llvm::enumerate(program->items)) {
        std::tuple<int, uint64_t, int64_t> key;
        if (item.kind == ItemKind::Collective)
          key = {0, item.groupMask, 0};
        else if (item.kind == ItemKind::Send || item.kind == ItemKind::Recv)
          key = {item.kind == ItemKind::Send ? 1 : 2, item.axis, item.peer};
        else
          continue;
        auto [it, inserted] = first.insert({key, static_cast<unsigned>(i)});
        const Item &earlier = program->items[it->second];
        if (inserted || earlier.stream == item.stream)
          continue;
        std::string what =
            item.kind == ItemKind::Collective
                ? "collectives over " + groupName(item.groupMask)
                : (Twine(item.kind == ItemKind::Send ? "sends to "
                                                     : "receives from ") +
                   axisName(item.axis) + " = " + Twine(item.peer))
                      .str();
        InFlightDiagnostic diag =
            item.op->emitError("ovl-verify-communication: ")
            << what << " are issued from two streams, "
            << program->streamNames[earlier.stream] << " and "
            << program->streamNames[item.stream]
            << ": the order in which ranks enter them is not defined";
        diag.attachNote(earlier.op->getLoc())
            << "the first, on " << program->streamNames[earlier.stream];
        return failure();
      }
    }
    return success();
  }

  //--- 2: collective sequences --------------------------------------------===//

  LogicalResult matchCollectives() {
    // Communicator -> members' sequences (rank order).
    std::map<std::pair<uint64_t, int64_t>,
             std::vector<std::pair<int64_t, std::vector<unsigned>>>>
        sequences;
    for (int64_t rank = 0; rank < numRanks; ++rank) {
      std::map<uint64_t, std::vector<unsigned>> mine;
      for (auto [i, item] : llvm::enumerate(programOf(rank).items))
        if (item.kind == ItemKind::Collective)
          mine[item.groupMask].push_back(i);
      // A member that issues nothing on a communicator still takes part.
      for (auto &[mask, seq] : mine)
        sequences[communicatorOf(rank, mask)].push_back({rank, seq});
    }
    for (auto &entry : sequences) {
      // Named, not bound: lambdas below capture them (C++17).
      const auto &comm = entry.first;
      auto &members = entry.second;
      // Members that issue nothing here.
      std::vector<int> group = groupOf(comm.second, comm.first);
      if (members.size() != group.size()) {
        auto [rank, seq] = members.front();
        int64_t silent = *llvm::find_if(group, [&](int r) {
          return llvm::none_of(members, [&](auto &m) { return m.first == r; });
        });
        return programOf(rank).items[seq.front()].op->emitError(
                   "ovl-verify-communication: ")
               << describeRank(rank) << " issues " << seq.size()
               << " collective(s) over " << groupName(comm.first) << " but "
               << describeRank(silent)
               << ", a member of the same group, issues none: its first "
                  "has no partner";
      }
      auto &[rank0, seq0] = members.front();
      for (auto &[rank, seq] : members) {
        size_t common = std::min(seq.size(), seq0.size());
        for (size_t k = 0; k < common; ++k) {
          const Item &a = programOf(rank0).items[seq0[k]];
          const Item &b = programOf(rank).items[seq[k]];
          if (a.signature == b.signature)
            continue;
          InFlightDiagnostic diag =
              b.op->emitError("ovl-verify-communication: ")
              << describeRank(rank0) << " and " << describeRank(rank)
              << " disagree on collective #" << k << " over "
              << groupName(comm.first) << ": " << describeRank(rank)
              << " issues '" << b.signature << "', " << describeRank(rank0)
              << " issues '" << a.signature << "'";
          diag.attachNote(a.op->getLoc())
              << "collective #" << k << " of " << describeRank(rank0);
          return failure();
        }
        if (seq.size() != seq0.size()) {
          bool longer = seq.size() > seq0.size();
          int64_t r = longer ? rank : rank0;
          const auto &s = longer ? seq : seq0;
          return programOf(r).items[s[common]].op->emitError(
                     "ovl-verify-communication: ")
                 << describeRank(r) << " issues " << s.size()
                 << " collectives over " << groupName(comm.first) << ", "
                 << describeRank(longer ? rank0 : rank) << " only "
                 << common << ": collective #" << common
                 << " has no partner";
        }
      }
    }
    return success();
  }

  //--- 3: sends and receives ----------------------------------------------===//

  /// The peer rank of a P2P item at `rank`, or -1 when it is off the mesh
  /// or the rank itself (errors emitted).
  int64_t peerOf(RankItem ri) const {
    const Item &item = itemOf(ri);
    if (item.peer < 0 || item.peer >= grid.axisSizes[item.axis] ||
        item.peer == coordinate(ri.rank, item.axis)) {
      item.op->emitError("ovl-verify-communication: ")
          << describeRank(ri.rank) << " has coordinate "
          << coordinate(ri.rank, item.axis) << " on axis '"
          << axisName(item.axis) << "' (size " << grid.axisSizes[item.axis]
          << "), so peer " << item.peer << " is not another rank";
      return -1;
    }
    return withCoordinate(ri.rank, item.axis, item.peer);
  }

  LogicalResult matchPointToPoint() {
    // (axis, sender, receiver) -> sends in order, receives in order.
    std::map<std::tuple<unsigned, int64_t, int64_t>,
             std::pair<std::vector<RankItem>, std::vector<RankItem>>>
        channels;
    for (int64_t rank = 0; rank < numRanks; ++rank)
      for (auto [i, item] : llvm::enumerate(programOf(rank).items)) {
        if (item.kind != ItemKind::Send && item.kind != ItemKind::Recv)
          continue;
        RankItem ri{rank, static_cast<unsigned>(i)};
        int64_t peer = peerOf(ri);
        if (peer < 0)
          return failure();
        if (item.kind == ItemKind::Send)
          channels[{item.axis, rank, peer}].first.push_back(ri);
        else
          channels[{item.axis, peer, rank}].second.push_back(ri);
      }
    for (auto &[channel, ends] : channels) {
      auto &[sends, recvs] = ends;
      auto [axis, from, to] = channel;
      size_t common = std::min(sends.size(), recvs.size());
      for (size_t k = 0; k < common; ++k) {
        const Item &send = itemOf(sends[k]), &recv = itemOf(recvs[k]);
        if (send.signature == recv.signature)
          continue;
        InFlightDiagnostic diag =
            recv.op->emitError("ovl-verify-communication: receive #")
            << k << " on " << describeRank(to) << " from "
            << describeRank(from) << " along '" << axisName(axis)
            << "' expects " << recv.signature << " but send #" << k
            << " carries " << send.signature;
        diag.attachNote(send.op->getLoc()) << "send #" << k << " of "
                                           << describeRank(from);
        return failure();
      }
      if (sends.size() == recvs.size())
        continue;
      if (sends.size() > recvs.size())
        return itemOf(sends[common]).op->emitError(
                   "ovl-verify-communication: send #")
               << common << " from " << describeRank(from) << " to "
               << describeRank(to) << " along '" << axisName(axis)
               << "' has no matching receive: " << describeRank(to)
               << " receives " << recvs.size() << " time(s) from it, "
               << describeRank(from) << " sends " << sends.size();
      return itemOf(recvs[common]).op->emitError(
                 "ovl-verify-communication: receive #")
             << common << " on " << describeRank(to) << " from "
             << describeRank(from) << " along '" << axisName(axis)
             << "' has no matching send: " << describeRank(from) << " sends "
             << sends.size() << " time(s) to it, " << describeRank(to)
             << " receives " << recvs.size();
    }
    return success();
  }

  //--- 4: deadlock --------------------------------------------------------===//

  /// Every rendezvous (a collective instance or a transfer) and its parties:
  /// the k-th collective a member issues on a communicator is the k-th
  /// instance of it, and the k-th send on a channel meets its k-th receive.
  /// Looked up per channel, then per k (a vector): a key per item would
  /// cost a tree lookup for each of the step's collectives on each rank.
  void buildRendezvous(int64_t ranks) {
    rendezvousOf.assign(ranks, {});
    parties.clear();
    // (kind 0: collective over mask at base; 1: transfer on axis from -> to)
    // -> channel; per channel, its rendezvous in order.
    std::map<std::tuple<int, uint64_t, int64_t, int64_t>, unsigned> channels;
    std::vector<std::vector<int>> instances;
    auto channelOf = [&](std::tuple<int, uint64_t, int64_t, int64_t> key) {
      auto [it, inserted] = channels.insert({key, instances.size()});
      if (inserted)
        instances.emplace_back();
      return it->second;
    };
    for (int64_t rank = 0; rank < ranks; ++rank) {
      const StageProgram &program = programOf(rank);
      rendezvousOf[rank].assign(program.items.size(), -1);
      // This rank's own channels, computed once each: a communicator per
      // group mask, a transfer per (send or receive, axis, peer).
      // (Few masks: a list; any mask is a key, all 64 axes' too.)
      SmallVector<std::pair<uint64_t, unsigned>, 4> ofMask;
      std::map<std::tuple<bool, unsigned, int64_t>, unsigned> ofTransfer;
      // Per (channel, receiving): how many this rank issued so far (a rank
      // may both send and receive on a channel to itself).
      std::vector<size_t> issued;
      for (auto [i, item] : llvm::enumerate(program.items)) {
        unsigned channel;
        bool receiving = false;
        if (item.kind == ItemKind::Collective) {
          // A named copy: C++17 lambdas cannot capture structured bindings.
          uint64_t mask = item.groupMask;
          auto known = llvm::find_if(
              ofMask, [&](const auto &entry) { return entry.first == mask; });
          if (known == ofMask.end()) {
            auto comm = communicatorOf(rank, mask);
            ofMask.push_back({mask, channelOf({0, comm.first, comm.second, 0})});
            known = std::prev(ofMask.end());
          }
          channel = known->second;
        } else if (item.kind == ItemKind::Send ||
                   item.kind == ItemKind::Recv) {
          bool send = item.kind == ItemKind::Send;
          receiving = !send;
          auto [it, inserted] =
              ofTransfer.try_emplace({send, item.axis, item.peer}, 0);
          if (inserted) {
            int64_t peer = withCoordinate(rank, item.axis, item.peer);
            it->second = channelOf(
                {1, item.axis, send ? rank : peer, send ? peer : rank});
          }
          channel = it->second;
        } else {
          continue;
        }
        size_t slot = 2 * channel + (receiving ? 1 : 0);
        if (issued.size() <= slot)
          issued.resize(slot + 1, 0);
        size_t k = issued[slot]++;
        std::vector<int> &inOrder = instances[channel];
        if (k == inOrder.size()) {
          inOrder.push_back(static_cast<int>(parties.size()));
          parties.emplace_back();
        }
        int id = inOrder[k];
        rendezvousOf[rank][i] = id;
        parties[id].push_back({rank, static_cast<unsigned>(i)});
      }
    }
  }

  /// Whether one program runs on every rank (one stage) and it neither
  /// sends nor receives.
  bool isOneProgramOfCollectives() const {
    return stages.size() == 1 &&
           llvm::none_of(stages.front()->items, [](const Item &item) {
             return item.kind == ItemKind::Send || item.kind == ItemKind::Recv;
           });
  }

  /// A run of the streams of ranks 0 to `ranks` - 1, as far as they go; a
  /// collective's parties are its members among those ranks.
  struct Run {
    explicit Run(int64_t ranks) : ranks(ranks) {}
    int64_t ranks;
    /// Per rank and stream, the index of its next item in the stream.
    std::vector<std::vector<size_t>> head;
    /// Per rank and item: complete; reached (for a rendezvous).
    std::vector<std::vector<char>> done, arrived;
    /// Per rendezvous, how many of its parties have reached it.
    std::vector<size_t> arrivals;
  };
  struct StreamOfRank {
    int64_t rank;
    unsigned stream;
  };
  /// The item at the head of a stream in `run`, or -1 when it is done.
  int headItem(const Run &run, int64_t rank, unsigned stream) const {
    const auto &items = programOf(rank).byStream[stream];
    size_t h = run.head[rank][stream];
    return h < items.size() ? static_cast<int>(items[h]) : -1;
  }
  /// Runs every stream of `run`'s ranks as far as it can go; whether all
  /// drained.
  bool drain(Run &run);
  /// Point 4's error for a run that did not drain: a cycle of its streams
  /// waiting on each other.
  LogicalResult reportDeadlock(const Run &run);

  mutable MeshOp mesh;
  int pipelineAxis;
  SmallVector<const StageProgram *> stages;
  /// The mesh's rank numbering (the runtime's own).
  ::ovl::rt::Mesh grid;
  std::vector<unsigned> stageOfRank;
  int64_t numRanks = 1;
  /// Per rank and item, its rendezvous (-1: none).
  std::vector<std::vector<int>> rendezvousOf;
  /// Per rendezvous, every party.
  std::vector<std::vector<RankItem>> parties;
};

} // namespace

bool MeshCheck::drain(Run &run) {
  buildRendezvous(run.ranks);
  int64_t ranks = run.ranks;
  run.head.assign(ranks, {});
  run.done.assign(ranks, {});
  run.arrived.assign(ranks, {});
  run.arrivals.assign(parties.size(), 0);
  // The streams to look at again, each at most once: one already waiting
  // in `work` will see whatever woke it again.
  std::deque<StreamOfRank> work;
  std::vector<std::vector<char>> queued(ranks);
  auto wake = [&](int64_t rank, unsigned stream) {
    if (queued[rank][stream])
      return;
    queued[rank][stream] = 1;
    work.push_back({rank, stream});
  };
  for (int64_t rank = 0; rank < ranks; ++rank) {
    const StageProgram &program = programOf(rank);
    run.head[rank].assign(program.streamNames.size(), 0);
    run.done[rank].assign(program.items.size(), 0);
    run.arrived[rank].assign(program.items.size(), 0);
    queued[rank].assign(program.streamNames.size(), 0);
    for (unsigned s = 0; s < program.streamNames.size(); ++s)
      wake(rank, s);
  }
  auto wakeRank = [&](int64_t rank) {
    for (unsigned s = 0; s < programOf(rank).streamNames.size(); ++s)
      wake(rank, s);
  };
  auto complete = [&](RankItem ri) {
    run.done[ri.rank][ri.item] = 1;
    ++run.head[ri.rank][itemOf(ri).stream];
  };

  while (!work.empty()) {
    StreamOfRank s = work.front();
    work.pop_front();
    queued[s.rank][s.stream] = 0;
    for (int i; (i = headItem(run, s.rank, s.stream)) >= 0;) {
      const Item &item = programOf(s.rank).items[i];
      RankItem ri{s.rank, static_cast<unsigned>(i)};
      bool progressed = false;
      switch (item.kind) {
      case ItemKind::Record:
        complete(ri);
        wakeRank(s.rank);
        progressed = true;
        break;
      case ItemKind::AsyncWait:
      case ItemKind::EventWait:
        if (llvm::all_of(item.needs,
                         [&](unsigned n) { return run.done[s.rank][n]; })) {
          complete(ri);
          progressed = true;
        }
        break;
      default: {
        int id = rendezvousOf[s.rank][i];
        if (!run.arrived[s.rank][i]) {
          run.arrived[s.rank][i] = 1;
          ++run.arrivals[id];
        }
        if (run.arrivals[id] < parties[id].size())
          break;
        for (RankItem party : parties[id]) {
          complete(party);
          wakeRank(party.rank);
        }
        progressed = true;
        break;
      }
      }
      if (!progressed)
        break;
    }
  }
  for (int64_t rank = 0; rank < ranks; ++rank)
    for (unsigned stream = 0; stream < run.head[rank].size(); ++stream)
      if (headItem(run, rank, stream) >= 0)
        return false;
  return true;
}

LogicalResult MeshCheck::reportDeadlock(const Run &run) {
  // Follow waits from the first blocked stream.
  auto blockedOn = [&](int64_t rank, unsigned stream) -> StreamOfRank {
    const Item &item = programOf(rank).items[headItem(run, rank, stream)];
    if (item.kind == ItemKind::AsyncWait || item.kind == ItemKind::EventWait) {
      for (unsigned n : item.needs)
        if (!run.done[rank][n])
          return {rank, programOf(rank).items[n].stream};
    }
    int id = rendezvousOf[rank][headItem(run, rank, stream)];
    for (RankItem party : parties[id])
      if (!run.arrived[party.rank][party.item])
        return {party.rank, itemOf(party).stream};
    llvm_unreachable("a complete rendezvous left blocked");
  };
  for (int64_t rank = 0; rank < run.ranks; ++rank)
    for (unsigned stream = 0; stream < run.head[rank].size(); ++stream) {
      if (headItem(run, rank, stream) < 0)
        continue;
      // Walk until a stream repeats: that suffix is the cycle.
      std::vector<StreamOfRank> path;
      std::map<std::pair<int64_t, unsigned>, size_t> seen;
      StreamOfRank at{rank, stream};
      while (seen.insert({{at.rank, at.stream}, path.size()}).second) {
        path.push_back(at);
        at = blockedOn(at.rank, at.stream);
      }
      ArrayRef<StreamOfRank> cycle =
          ArrayRef(path).drop_front(seen[{at.rank, at.stream}]);
      RankItem first{cycle.front().rank,
                     static_cast<unsigned>(headItem(run, cycle.front().rank,
                                                    cycle.front().stream))};
      InFlightDiagnostic diag =
          itemOf(first).op->emitError("ovl-verify-communication: deadlock: ")
          << cycle.size() << " stream(s) wait on each other in a cycle";
      for (auto [k, node] : llvm::enumerate(cycle)) {
        RankItem ri{node.rank, static_cast<unsigned>(
                                   headItem(run, node.rank, node.stream))};
        const StreamOfRank &next = cycle[(k + 1) % cycle.size()];
        diag.attachNote(itemOf(ri).op->getLoc())
            << describe(ri) << " waits for " << describeRank(next.rank)
            << ", stream " << programOf(next.rank).streamNames[next.stream];
      }
      return failure();
    }
  llvm_unreachable("a run that did not drain has a blocked stream");
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

LogicalResult mlir::ovl::verifyCommunication(ModuleOp module,
                                             const ListedBlocks *listed) {
  auto meshes = module.getOps<MeshOp>();
  if (meshes.empty())
    return success();
  MeshOp mesh = *meshes.begin();
  if (mesh.getAxisSizes().size() > 64)
    return mesh.emitError("ovl-verify-communication: more than 64 mesh axes");

  bool lowered = !module.getOps<ProgramOp>().empty();
  auto pipelines = module.getOps<PipelineOp>();
  // Each configuration: the programs of stages 0, 1, ... (one when every
  // rank runs the same program).
  std::vector<std::unique_ptr<StageProgram>> storage;
  auto read = [&](Operation *owner) -> const StageProgram * {
    storage.push_back(std::make_unique<StageProgram>());
    StageProgram &program = *storage.back();
    if (auto program2 = dyn_cast<ProgramOp>(owner))
      return succeeded(readProgram(program2, mesh, program, listed)) ? &program
                                                                     : nullptr;
    FunctionReader reader(mesh, program, listed);
    return succeeded(reader.read(cast<func::FuncOp>(owner))) ? &program
                                                             : nullptr;
  };

  if (pipelines.empty()) {
    SmallVector<Operation *> owners;
    if (lowered)
      llvm::append_range(owners, llvm::map_range(module.getOps<ProgramOp>(),
                                                 [](ProgramOp p) {
                                                   return p.getOperation();
                                                 }));
    for (func::FuncOp func : module.getOps<func::FuncOp>())
      if (!func.isExternal())
        owners.push_back(func);
    for (Operation *owner : owners) {
      const StageProgram *program = read(owner);
      if (!program || failed(MeshCheck(mesh, -1, {program}).run()))
        return failure();
    }
    return success();
  }

  PipelineOp pipeline = *pipelines.begin();
  std::optional<unsigned> axis = mesh.getAxisIndex(pipeline.getAxis());
  if (!axis)
    return pipeline.emitError("ovl-verify-communication: the pipeline axis '")
           << pipeline.getAxis() << "' is not an axis of the mesh";
  SmallVector<const StageProgram *> stages;
  if (lowered) {
    std::map<int64_t, ProgramOp> byStage;
    for (ProgramOp program : module.getOps<ProgramOp>())
      byStage[program.getStage()] = program;
    for (int64_t s = 0, e = pipeline.getStages().size(); s < e; ++s) {
      auto it = byStage.find(s);
      if (it == byStage.end())
        return pipeline.emitError("ovl-verify-communication: no program for "
                                  "stage ")
               << s;
      const StageProgram *program = read(it->second);
      if (!program)
        return failure();
      stages.push_back(program);
    }
  } else {
    for (Attribute stage : pipeline.getStages()) {
      auto func = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
          pipeline, cast<FlatSymbolRefAttr>(stage));
      if (!func || func.isExternal())
        return pipeline.emitError("ovl-verify-communication: stage ")
               << stage << " is not a function with a body";
      const StageProgram *program = read(func);
      if (!program)
        return failure();
      stages.push_back(program);
    }
  }
  return MeshCheck(mesh, static_cast<int>(*axis), std::move(stages)).run();
}
