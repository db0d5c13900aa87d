//===- DeviceFabric.h - Collectives and P2P on GPU streams ------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The cuda backend's side of the communicator interface (Communicator.h):
// the same calls, matched the same way (a group instance's collectives in
// order, P2P in order per ordered pair of ranks), but *enqueued* on the
// caller's CUDA stream instead of run to completion. A call may block its
// host thread until its peers have enqueued their side (the device-local
// fabric's rendezvous), never until the device has done the work.
//
// Two implementations:
//   - nccl: one GPU per rank; a communicator per group instance split from
//     a world communicator, P2P as grouped ncclSend/ncclRecv.
//   - device-local: every rank on one GPU (NCCL refuses two ranks on one
//     device); device copies and member-order reduction kernels, ordered
//     across the ranks' streams with CUDA events. An emulation: it moves
//     bytes through device memory, not over NVLink.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_COMM_DEVICEFABRIC_H
#define OVL_RUNTIME_COMM_DEVICEFABRIC_H

#include "ovl/runtime/Communicator.h"
#include "ovl/runtime/CudaPlanCheck.h"
#include "ovl/runtime/Plan.h"

#include <cuda_runtime_api.h>

#include <memory>
#include <string>
#include <vector>

namespace ovl::rt {

class ProcessGroup;

class DeviceCommunicator {
public:
  virtual ~DeviceCommunicator();
  /// Enqueues the calling member's part of its next collective on `stream`.
  virtual void collective(int memberIndex, const CollectiveCall &call,
                          cudaStream_t stream) = 0;
};

class DeviceFabric {
public:
  virtual ~DeviceFabric();
  /// "nccl" or "device-local".
  virtual const char *name() const = 0;
  /// True when the fabric emulates the interconnect (reports say so).
  virtual bool emulated() const = 0;
  /// The communicator of a group instance: `members` in group order.
  virtual DeviceCommunicator &communicator(const std::vector<int> &members,
                                           int groupId) = 0;
  virtual void send(int from, int to, const void *data, size_t bytes,
                    cudaStream_t stream) = 0;
  virtual void recv(int to, int from, void *data, size_t bytes,
                    cudaStream_t stream) = 0;
  /// Called between steps, with the devices idle.
  virtual void beginStep() {}
  /// An asynchronous communication error, or an empty string.
  virtual std::string pollError() { return {}; }
  /// Wakes every blocked call (which then throws CommunicationAborted) and
  /// aborts device-side communication.
  virtual void abort() = 0;
};

/// Every rank on the current device.
std::unique_ptr<DeviceFabric> createDeviceLocalFabric(const Plan &plan);
/// Rank r on device deviceOfRank[r], each rank on its own device.
std::unique_ptr<DeviceFabric>
createNcclFabric(const Plan &plan, const std::vector<int> &deviceOfRank);
/// Under mpirun: this process's rank (processes.rank()) on `device`, each
/// process on its own device; every process must call it.
std::unique_ptr<DeviceFabric>
createNcclProcessFabric(const Plan &plan, ProcessGroup &processes, int device);

} // namespace ovl::rt

#endif // OVL_RUNTIME_COMM_DEVICEFABRIC_H
