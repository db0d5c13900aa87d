//===- MemoryPlan.cpp - Stream-aware lifetimes and arena offsets ----------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/MemoryPlan.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

using namespace mlir;
using namespace mlir::ovl;

int64_t mlir::ovl::getTensorBytes(Type type) {
  if (auto inflight = dyn_cast<InflightType>(type))
    type = inflight.getValueType();
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return 0;
  return tensor.getNumElements() * ((tensor.getElementTypeBitWidth() + 7) / 8);
}

static int64_t align(int64_t bytes) {
  return llvm::alignTo(bytes, MemoryPlan::kAlignment);
}

/// The op that completes an asynchronous start: the wait on its handle.
static Operation *getCompletion(Operation *op) {
  auto comm = dyn_cast<CommunicationOp>(op);
  if (!comm || !comm.isAsync() || op->getNumResults() != 1)
    return nullptr;
  for (Operation *user : op->getResult(0).getUsers())
    if (isa<WaitOp>(user))
      return user;
  return nullptr;
}

/// Collectives that may write their result over their input.
static bool canRunInPlace(Operation *op) {
  return isa<AllReduceOp, AllReduceStartOp, BroadcastOp, BroadcastStartOp>(op);
}

LogicalResult MemoryPlan::collectRoots() {
  Block &body = func.getBody().front();
  for (BlockArgument arg : body.getArguments()) {
    int64_t bytes = getTensorBytes(arg.getType());
    if (!bytes)
      continue;
    persistent[arg] = {ArenaKind::persistent, persistentBytes, bytes};
    persistentBytes = align(persistentBytes + bytes);
  }
  for (Operation *op : hb->getOps()) {
    for (OpResult result : op->getResults()) {
      if (!getTensorBytes(result.getType()))
        continue;
      // A wait yields its started operation's output buffer.
      if (auto wait = dyn_cast<WaitOp>(op)) {
        auto it = aliasOf.find(wait.getHandle());
        if (it == aliasOf.end())
          return wait.emitOpError("waits on a value with no buffer");
        aliasOf[result] = it->second;
        continue;
      }
      // SGD writes its parameter and momentum in place.
      if (auto sgd = dyn_cast<SGDUpdateOp>(op)) {
        Value updated = result.getResultNumber() == 0 ? sgd.getParam()
                                                      : sgd.getMomentumBuffer();
        auto it = persistent.find(updated);
        if (it == persistent.end())
          return sgd.emitOpError()
                 << "updates its "
                 << (result.getResultNumber() == 0 ? "parameter" : "momentum")
                 << " in place, so that operand must be a function argument";
        persistent[result] = it->second;
        continue;
      }
      // Views share their source.
      if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(op)) {
        Value source = op->getOperand(0);
        if (auto it = persistent.find(source); it != persistent.end()) {
          persistent[result] = it->second;
          continue;
        }
        auto it = aliasOf.find(source);
        if (it == aliasOf.end())
          return op->emitOpError("views a value with no buffer");
        aliasOf[result] = it->second;
        continue;
      }
      // In place when the input is a transient buffer of its own with no
      // other reader.
      if (canRunInPlace(op)) {
        Value input = op->getOperand(0);
        auto it = aliasOf.find(input);
        if (it != aliasOf.end() && input.hasOneUse() &&
            roots[it->second.first].value == input) {
          aliasOf[result] = it->second;
          continue;
        }
      }
      Root root;
      root.value = result;
      root.def = op;
      root.bytes = getTensorBytes(result.getType());
      root.lastUse.fill(-1);
      aliasOf[result] = {static_cast<int>(roots.size()), 0};
      roots.push_back(root);
    }
  }
  return success();
}

LogicalResult MemoryPlan::checkInPlaceUpdates() {
  for (Operation *op : hb->getOps()) {
    auto sgd = dyn_cast<SGDUpdateOp>(op);
    if (!sgd)
      continue;
    // Every other reader of the old value must be done before the update
    // overwrites it.
    for (Value updated : {sgd.getParam(), sgd.getMomentumBuffer()})
      for (Operation *user : updated.getUsers()) {
        if (user == op || hb->happensBefore(user, op))
          continue;
        if (hb->getProgramIndex(user) > hb->getProgramIndex(op))
          return sgd.emitOpError()
                 << "updates a buffer in place that '" << user->getName()
                 << "' reads afterwards";
        return sgd.emitOpError()
               << "updates a buffer in place while '" << user->getName()
               << "' on stream " << stringifyStreamRole(hb->getStream(user))
               << " may still read it (no event orders them)";
      }
  }
  return success();
}

void MemoryPlan::computeLifetimes() {
  auto mark = [&](Root &root, Operation *op) {
    unsigned s = static_cast<unsigned>(hb->getStream(op));
    root.lastUse[s] = std::max(root.lastUse[s], hb->getPosition(op));
  };
  for (Root &root : roots)
    mark(root, root.def);
  for (auto &[value, location] : aliasOf) {
    Root &root = roots[location.first];
    for (Operation *user : value.getUsers()) {
      mark(root, user);
      // An asynchronous operation reads and writes until it completes.
      if (Operation *completion = getCompletion(user))
        mark(root, completion);
    }
  }
}

bool MemoryPlan::isFreeFor(const Root &earlier, Operation *def) const {
  const HappensBefore::Clock &clock = hb->getClock(def);
  for (unsigned s = 0; s < kNumStreamRoles; ++s)
    if (earlier.lastUse[s] >= clock[s])
      return false;
  return true;
}

void MemoryPlan::allocate(bool assignOffsets) {
  // The earliest clock of any later definition, per stream: a root whose
  // last uses all precede it is free for every later root and leaves the
  // active set.
  size_t n = roots.size();
  std::vector<HappensBefore::Clock> laterMin(n + 1);
  laterMin[n].fill(std::numeric_limits<int32_t>::max());
  for (size_t i = n; i-- > 0;) {
    const HappensBefore::Clock &clock = hb->getClock(roots[i].def);
    for (unsigned s = 0; s < kNumStreamRoles; ++s)
      laterMin[i][s] = std::min(laterMin[i + 1][s], clock[s]);
  }
  std::vector<int> active;
  std::vector<int> conflicts;
  for (size_t i = 0; i < n; ++i) {
    Root &root = roots[i];
    conflicts.clear();
    size_t kept = 0;
    for (int q : active) {
      const Root &other = roots[q];
      bool deadForever = true;
      for (unsigned s = 0; s < kNumStreamRoles; ++s)
        if (other.lastUse[s] >= laterMin[i][s])
          deadForever = false;
      if (deadForever)
        continue;
      active[kept++] = q;
      if (!isFreeFor(other, root.def))
        conflicts.push_back(q);
    }
    active.resize(kept);
    int64_t live = root.bytes;
    for (int q : conflicts)
      live += roots[q].bytes;
    peakLiveBytes = std::max(peakLiveBytes, live);
    if (assignOffsets) {
      std::sort(conflicts.begin(), conflicts.end(), [&](int a, int b) {
        return roots[a].offset < roots[b].offset;
      });
      int64_t candidate = 0;
      for (int q : conflicts) {
        if (candidate + root.bytes <= roots[q].offset)
          break;
        candidate = std::max(candidate, align(roots[q].offset + roots[q].bytes));
      }
      root.offset = candidate;
      transientBytes = std::max(transientBytes, align(candidate + root.bytes));
    }
    active.push_back(static_cast<int>(i));
  }
}

LogicalResult MemoryPlan::run(bool assignOffsets) {
  if (func.getBody().empty())
    return func.emitOpError("has no body to plan");
  hb = std::make_unique<HappensBefore>(func.getBody().front());
  if (failed(hb->run()) || failed(collectRoots()) ||
      failed(checkInPlaceUpdates()))
    return failure();
  computeLifetimes();
  allocate(assignOffsets);
  return success();
}

std::optional<MemoryPlan::Buffer> MemoryPlan::lookup(Value value) const {
  if (auto it = persistent.find(value); it != persistent.end())
    return it->second;
  auto it = aliasOf.find(value);
  if (it == aliasOf.end())
    return std::nullopt;
  const Root &root = roots[it->second.first];
  return Buffer{ArenaKind::transient, root.offset + it->second.second,
                getTensorBytes(value.getType())};
}

void MemoryPlan::print(llvm::raw_ostream &os) const {
  os << "memory plan of @" << const_cast<func::FuncOp &>(func).getSymName()
     << ": transient "
     << transientBytes << " bytes, persistent " << persistentBytes
     << " bytes, peak live " << peakLiveBytes << " bytes\n";
  for (const Root &root : roots) {
    os << "  [" << root.offset << ", " << root.offset + root.bytes << ") "
       << root.def->getName() << " #" << hb->getProgramIndex(root.def)
       << " last use";
    for (unsigned s = 0; s < kNumStreamRoles; ++s)
      if (root.lastUse[s] >= 0)
        os << " " << stringifyStreamRole(static_cast<StreamRole>(s)) << "#"
           << root.lastUse[s];
    os << "\n";
  }
}
