//===- Communicator.h - Collectives and point-to-point ----------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The communication half of a backend. A communicator is a group instance
// (the members of one group of one rank); its calls are matched in order.
// Point-to-point transfers are matched in order per ordered pair of ranks and
// complete when the data has moved (rendezvous).
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_COMMUNICATOR_H
#define OVL_RUNTIME_COMMUNICATOR_H

#include "ovl/runtime/CommandSchema.h"
#include "ovl/runtime/Plan.h"

#include <cstddef>
#include <memory>
#include <stdexcept>
#include <vector>

namespace ovl::rt {

struct CollectiveCall {
  CollectiveOp op = CollectiveOp::AllReduce;
  Reduction reduction = Reduction::Sum;
  DType dtype = DType::F32;
  const void *in = nullptr;
  void *out = nullptr;
  int64_t count = 0; // Input elements.
  int64_t outer = 1;
  int64_t inner = 0; // Input elements per outer row (0: count / outer).
  int64_t root = 0;
};

/// The call collective command `c` of `program` makes, on the backend's
/// addresses `in` and `out` of its input and output slices.
inline CollectiveCall collectiveCallOf(const Program &program, const Command &c,
                                       const void *in, void *out) {
  CollectiveCall call;
  call.op = static_cast<CollectiveOp>(c.op);
  call.reduction = c.reduction;
  call.dtype = c.dtype;
  call.in = in;
  call.out = out;
  call.count = program.intArg(c, coll::Count);
  call.outer = program.intArg(c, coll::Outer);
  call.inner = program.intArg(c, coll::Inner);
  call.root = program.intArg(c, coll::Root);
  return call;
}

/// Thrown from a blocked call when the run is aborted.
class CommunicationAborted : public std::runtime_error {
public:
  CommunicationAborted() : std::runtime_error("communication aborted") {}
};

class Communicator {
public:
  virtual ~Communicator();
  /// Runs the calling member's part of its next collective.
  virtual void collective(int memberIndex, const CollectiveCall &call) = 0;
  /// The members (ranks) whose part of the collective in flight has not
  /// arrived, for hang reports; empty when nothing is in flight or the
  /// communicator cannot tell (the shared-memory fabric: its hang report
  /// lists every rank's position instead).
  virtual std::vector<int> notArrived() const { return {}; }
};

class Fabric {
public:
  virtual ~Fabric();
  /// The communicator of a group instance: `members` in group order.
  virtual Communicator &communicator(const std::vector<int> &members,
                                     int groupId) = 0;
  virtual void send(int from, int to, const void *data, size_t bytes) = 0;
  virtual void recv(int to, int from, void *data, size_t bytes) = 0;
  /// Wakes every blocked call, which then throws CommunicationAborted.
  virtual void abort() = 0;
};

/// Every rank a thread of this process: collectives reduce in member order,
/// ((x0 + x1) + x2) + ..., so results do not depend on timing.
std::unique_ptr<Fabric> createSharedMemoryFabric();

} // namespace ovl::rt

#endif // OVL_RUNTIME_COMMUNICATOR_H
