//===- HappensBefore.cpp - Ordering across streams and events -------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/HappensBefore.h"

#include "ovl/Analysis/Preconditions.h"
#include "ovl/Dialect/Ovl/IR/OvlOps.h"

using namespace mlir;
using namespace mlir::ovl;

StreamRole mlir::ovl::getStreamRole(Operation *op) {
  if (auto event = dyn_cast<EventRecordOp>(op))
    return event.getStream();
  if (auto wait = dyn_cast<EventWaitOp>(op))
    return wait.getStream();
  // Discardable: skip the op's inherent attributes, looked up by name (the
  // uniqued one on the dialect's own ops).
  auto *ovl = dyn_cast_or_null<OvlDialect>(op->getDialect());
  Attribute attr = ovl ? op->getDiscardableAttr(ovl->getStreamAttrName())
                       : op->getDiscardableAttr(OvlDialect::kStreamAttrName);
  if (auto role = dyn_cast_or_null<StreamRoleAttr>(attr))
    return role.getValue();
  return StreamRole::compute;
}

void HappensBefore::mergeInto(Clock &into, const Clock &from) {
  for (unsigned i = 0; i < kNumStreamRoles; ++i)
    into[i] = std::max(into[i], from[i]);
}

LogicalResult HappensBefore::run(bool indexOps) {
  // What each stream knows to be complete before its next op starts.
  std::array<Clock, kNumStreamRoles> frontier{};
  std::array<int32_t, kNumStreamRoles> count{};
  llvm::DenseMap<Value, Clock> eventClocks;
  ops.reserve(expectedOps);
  streams.reserve(expectedOps);
  positions.reserve(expectedOps);
  clocks.reserve(expectedOps);
  // One walk over the block: the ops are far apart in memory, and each is
  // read while its list node is at hand. The op table follows, from the
  // list alone, sized for it (no rehashing on the way).
  for (Operation &op : block) {
    if (op.getNumRegions() != 0 && !op.hasTrait<OpTrait::IsTerminator>())
      return emitNotFlatError(&op, "the happens-before analysis");
    unsigned s = static_cast<unsigned>(getStreamRole(&op));
    if (auto wait = dyn_cast<EventWaitOp>(&op)) {
      auto it = eventClocks.find(wait.getEvent());
      if (it == eventClocks.end())
        return wait.emitOpError("waits on an event defined outside the block");
      mergeInto(frontier[s], it->second);
    }
    Clock clock = frontier[s];
    clock[s] = count[s];
    ops.push_back(&op);
    streams.push_back(s);
    positions.push_back(count[s]);
    clocks.push_back(clock);
    if (auto record = dyn_cast<EventRecordOp>(&op))
      eventClocks[record.getEvent()] = clock;
    if (auto join = dyn_cast<EventJoinOp>(&op)) {
      Clock joined{};
      for (Value event : join.getEvents()) {
        auto it = eventClocks.find(event);
        if (it == eventClocks.end())
          return join.emitOpError("joins an event defined outside the block");
        mergeInto(joined, it->second);
      }
      eventClocks[join.getEvent()] = joined;
    }
    // In order: the next op on this stream starts after this one completes.
    ++count[s];
    frontier[s][s] = count[s];
  }
  if (indexOps)
    this->indexOps();
  return success();
}

void HappensBefore::indexOps() {
  if (!ids.empty() || ops.empty())
    return;
  ids.reserve(ops.size());
  for (unsigned index = 0, e = ops.size(); index < e; ++index)
    ids[ops[index]] = index;
}

StreamRole HappensBefore::getStream(Operation *op) const {
  return static_cast<StreamRole>(streams[idOf(op)]);
}

int32_t HappensBefore::getPosition(Operation *op) const {
  return positions[idOf(op)];
}

const HappensBefore::Clock &HappensBefore::getClock(Operation *op) const {
  return clocks[idOf(op)];
}

void HappensBefore::print(llvm::raw_ostream &os) const {
  for (size_t i = 0; i < ops.size(); ++i) {
    os << i << ": " << ops[i]->getName() << " on "
       << stringifyStreamRole(static_cast<StreamRole>(streams[i])) << " #"
       << positions[i] << " clock [";
    llvm::interleaveComma(clocks[i], os);
    os << "]\n";
  }
}
