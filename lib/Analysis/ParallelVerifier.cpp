//===- ParallelVerifier.cpp - The MLIR verifier on all threads ------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The checks are mlir::verify's (mlir/lib/IR/Verifier.cpp in LLVM 22). The
// module, each op isolated from above (a function, a program) and any other
// op whose one block holds at least two chunks of ops or whose ops use no
// value (a program's queue) is taken apart, in mlir::verify's order:
//
// 1. the owner's own invariants (its traits' among them) and its block's
//    shape: no predecessors, arguments its own, a terminator unless the
//    owner needs none;
// 2. the block's ops in chunks on all threads: an op without regions is
//    checked as mlir::verify checks one (its operands set, its discardable
//    attributes accepted by their dialects, registered, no successors, its
//    invariants and region invariants); every operand (in a region with SSA
//    dominance) is a block argument or the result of an op before it in the
//    block, by the block's op order, computed first (in a function's body
//    always, beside the walk that lists the ops; elsewhere where it is not
//    valid already) so that no two threads compute it; the ops with regions are
//    taken in turn afterwards, several at once, by these steps or else by
//    mlir::verify. A tensor.collapse_shape or tensor.expand_shape whose op
//    name, types and properties match one its chunk has already found sound has
//    the same invariants and is not checked again (its discardable attributes
//    are);
// 3. the owner's region invariants (a module's symbol table among them),
//    once every op of the module has passed its own checks. In
//    mlir::verify each is a walk of its own on one thread: a function's or
//    a program's isolation from above visits every operand inside it, a
//    module's symbol table every op for its symbol users. The chunks meet
//    those ops anyway: where every op inside an owner was taken apart here
//    (none left to mlir::verify) and had its operands found in its own
//    block, the owner's isolation holds, and the module's symbol table is
//    checked from its ops' names and the symbol users the chunks met. For
//    func.func, ovl.program and builtin.module, whose region invariants
//    are exactly these (static_asserts below check it of the LLVM in use),
//    that is all; any other owner's region invariants, and those not
//    proven so, run at the end, side by side.
//
// Anything unusual (an unregistered op, a branch, several blocks, an operand
// from outside the block, a block without its terminator) is not judged
// here: the silent run fails, and mlir::verify decides and reports.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/ParallelVerifier.h"

#include "ovl/Dialect/Ovl/IR/OvlOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Threading.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/ThreadPool.h"

#include <atomic>
#include <mutex>
#include <optional>
#include <tuple>

using namespace mlir;
using namespace mlir::ovl;

namespace {

/// A block's ops are shared out in chunks of this many; an op that is not
/// isolated from above is taken apart only when its block holds two chunks.
constexpr size_t kChunkOps = 4096;

/// Counts the diagnostics the context reports while it is installed and
/// drops them.
class SilentDiagnostics {
public:
  explicit SilentDiagnostics(MLIRContext *context)
      : handler(context, [this](Diagnostic &) {
          count.fetch_add(1, std::memory_order_relaxed);
          return success();
        }) {}

  bool any() const { return count.load(std::memory_order_relaxed) != 0; }

private:
  std::atomic<unsigned> count{0};
  ScopedDiagnosticHandler handler;
};

/// What the invariants of a tensor.collapse_shape, or of a
/// tensor.expand_shape without dynamic output sizes (one operand), depend
/// on: the op, its types and its properties.
/// Their verifiers build affine maps for the reassociation of each op (a
/// fifth of the verifier's time on a GPT step); ops alike are checked once
/// per chunk.
using ReshapeSignature =
    std::tuple<const void *, Type, Type, Attribute, Attribute>;

std::optional<ReshapeSignature> getReshapeSignature(Operation &op) {
  if (op.getNumOperands() != 1 || op.getNumResults() != 1)
    return std::nullopt;
  Type source = op.getOperand(0).getType(), result = op.getResult(0).getType();
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op))
    return ReshapeSignature(op.getName().getAsOpaquePointer(), source, result,
                            collapse.getReassociation(), Attribute());
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op))
    return ReshapeSignature(op.getName().getAsOpaquePointer(), source, result,
                            expand.getReassociation(),
                            expand.getStaticOutputShapeAttr());
  return std::nullopt;
}

/// The reshape signatures a chunk has found sound.
using SoundReshapes = llvm::DenseSet<ReshapeSignature>;

/// mlir::verify's checks of `op` itself on entry (before its regions' ops):
/// operands set, discardable attributes accepted by their dialects,
/// registered, invariants. Fails on an unregistered op. A reshape alike to
/// one in `sound` keeps that one's verdict.
LogicalResult verifyOwnInvariants(Operation &op,
                                  SoundReshapes *sound = nullptr) {
  if (op.getNumSuccessors() != 0)
    return failure();
  for (Value operand : op.getOperands())
    if (!operand)
      return failure();
  // The attributes themselves, not getDiscardableAttrDictionary(), which
  // builds (and uniques) a new dictionary for an op without properties.
  for (NamedAttribute attr : op.getDiscardableAttrs())
    if (Dialect *dialect = attr.getNameDialect())
      if (failed(dialect->verifyOperationAttribute(&op, attr)))
        return failure();
  std::optional<RegisteredOperationName> info =
      op.getName().getRegisteredInfo();
  if (!info)
    return failure();
  std::optional<ReshapeSignature> reshape =
      sound ? getReshapeSignature(op) : std::nullopt;
  if (reshape && sound->contains(*reshape))
    return success();
  if (failed(info->verifyInvariants(&op)))
    return failure();
  if (reshape)
    sound->insert(*reshape);
  return success();
}

/// mlir::verify's check of a registered `op` on exit (after its regions'
/// ops).
LogicalResult verifyRegionInvariants(Operation &op) {
  return op.getName().getRegisteredInfo()->verifyRegionInvariants(&op);
}

/// Whether every operand of `op`, in `body`, is a body argument or the
/// result of an op before `op` in `body`. The body's order must be valid.
bool operandsDominate(Operation &op, Block &body) {
  for (Value operand : op.getOperands()) {
    if (auto arg = dyn_cast<BlockArgument>(operand)) {
      if (arg.getOwner() != &body)
        return false;
      continue;
    }
    Operation *def = operand.getDefiningOp();
    if (def->getBlock() != &body || !def->isBeforeInBlock(&op))
      return false;
  }
  return true;
}

/// The one block of `op`, if `op` is registered with one region of one
/// block.
Block *getSingleBody(Operation &op) {
  if (!op.isRegistered() || op.getNumRegions() != 1 ||
      !op.getRegion(0).hasOneBlock())
    return nullptr;
  return &op.getRegion(0).front();
}

/// Whether `body` has at least two chunks of ops (without counting them
/// all: a block does not know its size).
bool isLarge(Block &body) {
  size_t count = 0;
  for (auto it = body.begin(), e = body.end(); it != e && count < 2 * kChunkOps;
       ++it)
    ++count;
  return count == 2 * kChunkOps;
}

/// How many of the traits of an op class verify its regions.
template <typename ConcreteType, template <typename> class... Traits>
constexpr unsigned countRegionTraits(Op<ConcreteType, Traits...> *) {
  return (0u + ... +
          unsigned(op_definition_impl::detect_has_verify_region_trait<
                   Traits<ConcreteType>>::value));
}

/// Whether an op class has a region verifier of its own: the verifyRegions()
/// its name finds is then the class's (ODS declares one with
/// hasRegionVerifier), not OpState's default. Derived, so that OpState's
/// protected default may be named.
template <typename OpTy> struct RegionVerifierProbe : OpTy {
  static constexpr bool kOwn =
      !std::is_same_v<decltype(&RegionVerifierProbe::verifyRegions),
                      LogicalResult (OpState::*)()>;
};

/// Whether the region invariants of the ops of class OpTy are exactly their
/// isolation from above, and their symbol table where `symbolTable`: no
/// other trait that verifies regions, no region verifier of their own.
template <typename OpTy> constexpr bool regionInvariantsAre(bool symbolTable) {
  return countRegionTraits(static_cast<OpTy *>(nullptr)) ==
             1u + unsigned(symbolTable) &&
         OpTy::template hasTrait<OpTrait::IsIsolatedFromAbove>() &&
         OpTy::template hasTrait<OpTrait::SymbolTable>() == symbolTable &&
         !RegionVerifierProbe<OpTy>::kOwn;
}

// The owners whose region invariants the chunks prove (see verifyWithBody):
// should LLVM give them another region check, these fail to compile.
static_assert(regionInvariantsAre<func::FuncOp>(/*symbolTable=*/false));
static_assert(regionInvariantsAre<ovl::ProgramOp>(/*symbolTable=*/false));
static_assert(regionInvariantsAre<ModuleOp>(/*symbolTable=*/true));

/// Whether no op of `body` takes an operand or holds a region (a queue of
/// commands): the body uses no value from outside, so taking its owner
/// apart checks all that mlir::verify would.
bool usesNothing(Block &body) {
  return llvm::all_of(body, [](Operation &op) {
    return op.getNumOperands() == 0 && op.getNumRegions() == 0;
  });
}

/// One silent verification: the checks of mlir::verify, with the ops of
/// large bodies shared out. The region invariants of the owners taken
/// apart are each a walk of their own on one thread in mlir::verify: a
/// function's or a program's isolation from above, a module's symbol uses.
/// The chunks, which meet every op anyway, prove what those walks would
/// (every operand defined inside the owner; the symbol users met on the
/// way); the owners they cannot speak for are left to the end, where
/// their region invariants run side by side.
class Verification {
public:
  /// The module whose symbol table the chunks' symbol users check; the
  /// bodies listed go to `listed`, if given.
  Verification(ModuleOp module, ListedBlocks *listed)
      : module(module), listed(listed) {}

  /// mlir::verify(op), with a large body's ops shared out. An op isolated
  /// from above is taken apart whatever its size, as a large body may be
  /// nested in it (a program's queues), and so is one whose body uses
  /// nothing (a small queue); any other small op keeps mlir::verify, which
  /// also checks the values its body uses from outside.
  /// `contained`: whether every operand of every op in `op`'s regions was
  /// found to be defined inside them.
  LogicalResult verifyOp(Operation &op, bool &contained);

  /// mlir::verify(owner) where `body` is the one block of `owner`, with the
  /// body's ops checked in chunks on all threads; the owner's region
  /// invariants proven on the way or left to verifyRegionInvariantsLeft().
  LogicalResult verifyWithBody(Operation &owner, Block &body, bool &contained);

  /// The region invariants of the owners left, at once on the context's
  /// threads, and the module's symbol table. They run once every op in the
  /// owners' bodies has passed its own checks (which mlir::verify makes
  /// first too); their order matters only to the messages, and a silent
  /// run that fails leaves the messages to mlir::verify.
  LogicalResult verifyRegionInvariantsLeft(MLIRContext *context) {
    if (symbolTableLeft && failed(verifySymbolTable()))
      return failure();
    return failableParallelForEach(
        context, regionInvariantsLeft,
        [](Operation *owner) { return verifyRegionInvariants(*owner); });
  }

private:
  /// mlir::verify's check of the module's symbol table, from the symbol
  /// users the chunks met: names unique among the module's ops, and each
  /// user's symbol uses.
  LogicalResult verifySymbolTable();

  ModuleOp module;
  ListedBlocks *listed;
  std::mutex mutex;
  std::vector<Operation *> regionInvariantsLeft;
  /// The SymbolUserOpInterface ops the chunks met.
  std::vector<Operation *> symbolUsers;
  /// Whether the module's symbol table is left to verifySymbolTable().
  bool symbolTableLeft = false;
};

LogicalResult Verification::verifyOp(Operation &op, bool &contained) {
  Block *body = getSingleBody(op);
  if (body && (op.hasTrait<OpTrait::IsIsolatedFromAbove>() || isLarge(*body) ||
               usesNothing(*body)))
    return verifyWithBody(op, *body, contained);
  // Its regions' ops are mlir::verify's alone, unseen by the chunks.
  contained = false;
  return mlir::verify(&op);
}

LogicalResult Verification::verifyWithBody(Operation &owner, Block &body,
                                           bool &contained) {
  contained = false;
  if (failed(verifyOwnInvariants(owner)) || !body.hasNoPredecessors())
    return failure();
  for (BlockArgument arg : body.getArguments())
    if (arg.getOwner() != &body)
      return failure();
  if (!owner.hasTrait<OpTrait::NoTerminator>() &&
      (body.empty() || !body.back().mightHaveTrait<OpTrait::IsTerminator>()))
    return failure();

  // The block's op order, numbered once here so that isBeforeInBlock only
  // reads the numbers on the threads below. Only where the operands'
  // dominance is checked, and only when some op takes an operand (a
  // program's queue holds commands, which take none). The numbering and
  // the listing of the ops are two walks over a list that may lead all over
  // memory, each bound by its loads' latency: in the body of an op isolated
  // from above (a function, whose ops pass values), they run side by side,
  // whether or not the order is valid already. A valid order may still
  // hold ops inserted since, which isBeforeInBlock numbers on demand from
  // their neighbours, renumbering the whole block where two were inserted
  // side by side (a write, so not on several threads at once): the walk
  // beside costs no time, where the listing would have made it in turn.
  bool dominance = mayHaveSSADominance(*body.getParent());
  bool beside = dominance && !body.empty() &&
                owner.hasTrait<OpTrait::IsIsolatedFromAbove>() &&
                owner.getContext()->isMultithreadingEnabled();
  bool renumber =
      beside || (dominance && !body.isOpOrderValid() && !body.empty());
  std::optional<llvm::ThreadPoolTaskGroup> numbering;
  if (beside) {
    numbering.emplace(owner.getContext()->getThreadPool());
    numbering->async([&body] { body.recomputeOpOrder(); });
  }
  // Elsewhere the listing numbers the ops inserted since, one after the
  // other.
  bool numberInserted = dominance && !renumber;
  std::vector<Operation *> ops;
  bool anyOperand = false;
  for (Operation &op : body) {
    if (numberInserted && !ops.empty())
      (void)ops.back()->isBeforeInBlock(&op);
    ops.push_back(&op);
    anyOperand |= op.getNumOperands() != 0;
  }
  if (numbering)
    numbering->wait();
  else if (renumber && anyOperand)
    body.recomputeOpOrder();
  // Without an operand there is no dominance to check.
  bool ssa = dominance && anyOperand;
  size_t numChunks = (ops.size() + kChunkOps - 1) / kChunkOps;
  std::vector<SmallVector<Operation *, 0>> withRegions(numChunks);
  std::vector<SmallVector<Operation *, 0>> users(numChunks);
  if (failed(failableParallelForEachN(
          owner.getContext(), 0, numChunks, [&](size_t chunk) {
            SoundReshapes sound;
            size_t end = std::min(ops.size(), (chunk + 1) * kChunkOps);
            for (size_t i = chunk * kChunkOps; i < end; ++i) {
              Operation &op = *ops[i];
              if (ssa && !operandsDominate(op, body))
                return failure();
              if (isa<SymbolUserOpInterface>(op))
                users[chunk].push_back(&op);
              if (op.getNumRegions() != 0) {
                withRegions[chunk].push_back(&op);
                continue;
              }
              if (failed(verifyOwnInvariants(op, &sound)) ||
                  failed(verifyRegionInvariants(op)))
                return failure();
            }
            return success();
          })))
    return failure();

  SmallVector<Operation *> nested;
  for (SmallVector<Operation *, 0> &chunk : withRegions)
    nested.append(chunk.begin(), chunk.end());
  std::vector<char> nestedContained(nested.size(), 0);
  if (failed(failableParallelForEachN(
          owner.getContext(), 0, nested.size(), [&](size_t i) {
            bool inside = false;
            LogicalResult verified = verifyOp(*nested[i], inside);
            nestedContained[i] = inside;
            return verified;
          })))
    return failure();

  // Every operand of the body's ops is the body's argument or an earlier
  // op's result (operandsDominate) or there is none, and so on down the
  // ops with regions, each taken apart here (none left to mlir::verify):
  // nothing is used from outside the owner, which is what its isolation
  // from above asks, and every op in it met a chunk.
  contained = (ssa || !anyOperand) &&
              llvm::all_of(nestedContained, [](char c) { return c; });
  std::lock_guard<std::mutex> lock(mutex);
  for (SmallVector<Operation *, 0> &chunk : users)
    symbolUsers.insert(symbolUsers.end(), chunk.begin(), chunk.end());
  if (listed)
    (*listed)[&body] = std::move(ops);
  if (contained && isa<func::FuncOp, ovl::ProgramOp>(owner))
    return success();
  if (contained && &owner == module.getOperation()) {
    symbolTableLeft = true;
    return success();
  }
  regionInvariantsLeft.push_back(&owner);
  return success();
}

LogicalResult Verification::verifySymbolTable() {
  llvm::DenseSet<StringAttr> names;
  for (Operation &op : *module.getBody())
    if (auto name = op.getAttrOfType<StringAttr>(
            mlir::SymbolTable::getSymbolAttrName()))
      if (!names.insert(name).second)
        return failure();
  SymbolTableCollection tables;
  for (Operation *user : symbolUsers)
    if (failed(cast<SymbolUserOpInterface>(user).verifySymbolUses(tables)))
      return failure();
  return success();
}

} // namespace

bool mlir::ovl::detail::passesParallelChecks(ModuleOp module,
                                             ListedBlocks *listed) {
  SilentDiagnostics silent(module.getContext());
  Verification verification(module, listed);
  Block *body = getSingleBody(*module);
  bool contained = false;
  bool passed =
      body &&
      succeeded(verification.verifyWithBody(*module, *body, contained)) &&
      succeeded(verification.verifyRegionInvariantsLeft(module.getContext())) &&
      !silent.any();
  if (!passed && listed)
    listed->clear();
  return passed;
}

LogicalResult mlir::ovl::verifyInParallel(ModuleOp module,
                                          ListedBlocks *listed) {
  if (listed)
    listed->clear();
  if (!module.getContext()->isMultithreadingEnabled())
    return mlir::verify(module);
  if (detail::passesParallelChecks(module, listed))
    return success();
  return mlir::verify(module);
}
