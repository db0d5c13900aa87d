//===- DeviceLocalFabric.cpp - Every rank on one GPU ----------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// NCCL refuses two ranks on one device, and the machines Ovl is tested on
// have one GPU; this fabric runs every rank's collectives and P2P on that
// device with copies and reduction kernels, in the shared-memory fabric's
// order (SharedMemoryCommunicator.cpp), so results match the cpu backend's.
//
// A collective is two host rendezvous around device work:
//   1. Each member records `arrival[m]` on its stream (its input is ready).
//      The last member to arrive makes its own stream wait for every
//      arrival, enqueues the member-order reduction into the communicator's
//      scratch buffer (all-reduce, reduce-scatter), and records `reduced`.
//   2. Each member's stream waits for `reduced`, copies its part out
//      (all-gather and broadcast copy straight from the members' inputs) and
//      records `copied[m]`; once every member has, each member's stream
//      waits for every `copied`, so nobody overwrites an input another
//      member still reads. In-place calls are therefore safe, as on the cpu.
// An event is re-recorded only after every wait on its previous record has
// been enqueued (the rendezvous order guarantees it), which is all CUDA
// needs: a wait takes the event's most recent record at the time of the
// call.
//
// P2P is a rendezvous as NCCL's: the receiver's stream waits for the
// sender's data, copies it and records `done`; the sender's stream waits for
// `done`, so a send completes when the data has moved.
//
//===----------------------------------------------------------------------===//

#include "../../backends/cuda/CudaKernels.h"
#include "../DeviceFabric.h"
#include "../HostRendezvous.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>

using namespace ovl::rt;

DeviceCommunicator::~DeviceCommunicator() = default;
DeviceFabric::~DeviceFabric() = default;

namespace {

cudaEvent_t makeEvent() {
  cudaEvent_t event;
  gpu::check(cudaEventCreateWithFlags(&event, cudaEventDisableTiming),
             "device-local fabric: creating an event");
  return event;
}

class DeviceLocalCommunicator : public DeviceCommunicator {
public:
  DeviceLocalCommunicator(int size, uint64_t scratchBytes,
                          const std::atomic<bool> *aborted)
      : size(size), inputs(size), arrivedRendezvous(size, aborted),
        copiedRendezvous(size, aborted) {
    for (int m = 0; m < size; ++m) {
      arrival.push_back(makeEvent());
      copied.push_back(makeEvent());
    }
    reduced = makeEvent();
    if (scratchBytes)
      gpu::check(cudaMalloc(&scratch, scratchBytes),
                 "device-local fabric: allocating collective scratch");
  }

  ~DeviceLocalCommunicator() override {
    for (cudaEvent_t e : arrival)
      cudaEventDestroy(e);
    for (cudaEvent_t e : copied)
      cudaEventDestroy(e);
    cudaEventDestroy(reduced);
    if (scratch)
      cudaFree(scratch);
  }

  void collective(int member, const CollectiveCall &call,
                  cudaStream_t stream) override {
    inputs[member] = call.in;
    gpu::check(cudaEventRecord(arrival[member], stream),
               "device-local collective: arrival");
    arrivedRendezvous.arriveAndWait([&] {
      for (int m = 0; m < size; ++m)
        if (m != member)
          gpu::check(cudaStreamWaitEvent(stream, arrival[m], 0),
                     "device-local collective: waiting for the members");
      if (call.op == CollectiveOp::AllReduce ||
          call.op == CollectiveOp::ReduceScatter)
        gpu::reduceMembers(call.dtype, call.reduction, inputs.data(), size,
                           scratch, call.count, stream);
      gpu::check(cudaEventRecord(reduced, stream),
                 "device-local collective: reduced");
    });
    gpu::check(cudaStreamWaitEvent(stream, reduced, 0),
               "device-local collective: waiting for the reduction");
    distribute(member, call, stream);
    gpu::check(cudaEventRecord(copied[member], stream),
               "device-local collective: copied");
    copiedRendezvous.arriveAndWait(nullptr);
    for (int m = 0; m < size; ++m)
      if (m != member)
        gpu::check(cudaStreamWaitEvent(stream, copied[m], 0),
                   "device-local collective: waiting for the copies");
  }

  void wake() {
    arrivedRendezvous.wake();
    copiedRendezvous.wake();
  }

private:
  void copy(void *dst, const void *src, size_t bytes, cudaStream_t stream) {
    if (bytes && dst != src)
      gpu::check(
          cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToDevice, stream),
          "device-local collective: copy");
  }

  void distribute(int member, const CollectiveCall &call, cudaStream_t stream) {
    size_t e = dtypeSize(call.dtype);
    int64_t inner = call.inner ? call.inner : call.count / call.outer;
    char *out = static_cast<char *>(call.out);
    switch (call.op) {
    case CollectiveOp::AllReduce:
      copy(out, scratch, call.count * e, stream);
      break;
    case CollectiveOp::Broadcast:
      copy(out, inputs[call.root], call.count * e, stream);
      break;
    case CollectiveOp::AllGather:
      // out[o][m * inner + i] = in_m[o][i].
      for (int m = 0; m < size; ++m)
        if (inner && call.outer)
          gpu::check(cudaMemcpy2DAsync(out + m * inner * e, size * inner * e,
                                       inputs[m], inner * e, inner * e,
                                       call.outer, cudaMemcpyDeviceToDevice,
                                       stream),
                     "device-local all-gather: copy");
      break;
    case CollectiveOp::ReduceScatter: {
      // out[o][i] = reduced[o][member * part + i].
      int64_t part = inner / size;
      if (part && call.outer)
        gpu::check(
            cudaMemcpy2DAsync(out, part * e,
                              static_cast<char *>(scratch) + member * part * e,
                              inner * e, part * e, call.outer,
                              cudaMemcpyDeviceToDevice, stream),
            "device-local reduce-scatter: copy");
      break;
    }
    }
  }

  int size;
  std::vector<const void *> inputs;
  std::vector<cudaEvent_t> arrival, copied;
  cudaEvent_t reduced = nullptr;
  void *scratch = nullptr;
  CyclicBarrier arrivedRendezvous, copiedRendezvous;
};

struct DeviceMessage {
  const void *data;
  size_t bytes;
  cudaEvent_t ready, done;
};

/// Messages from one rank to another, and the events of each: the n-th
/// message of a step uses the n-th pair (the plan sends a fixed number of
/// messages per step, and the device is idle between steps).
struct DeviceChannel {
  MessageChannel<DeviceMessage> messages;
  std::mutex eventsMutex;
  std::vector<std::pair<cudaEvent_t, cudaEvent_t>> events;
  size_t sent = 0;
};

class DeviceLocalFabric : public DeviceFabric {
public:
  explicit DeviceLocalFabric(const Plan &plan) : plan(plan) {}

  ~DeviceLocalFabric() override {
    channels.forEach([](DeviceChannel &ch) {
      for (auto &[ready, done] : ch.events) {
        cudaEventDestroy(ready);
        cudaEventDestroy(done);
      }
    });
  }

  const char *name() const override { return "device-local"; }
  bool emulated() const override { return true; }

  DeviceCommunicator &communicator(const std::vector<int> &members,
                                   int groupId) override {
    std::lock_guard<std::mutex> lock(mutex);
    auto &slot = communicators[{groupId, members}];
    if (!slot) {
      uint64_t scratch = 0;
      for (int rank : members)
        scratch = std::max(scratch, collectiveScratchBytes(plan, rank));
      slot = std::make_unique<DeviceLocalCommunicator>(
          static_cast<int>(members.size()), scratch, &aborted);
    }
    return *slot;
  }

  void send(int from, int to, const void *data, size_t bytes,
            cudaStream_t stream) override {
    DeviceChannel &ch = channels.get(from, to);
    std::pair<cudaEvent_t, cudaEvent_t> events;
    {
      std::lock_guard<std::mutex> lock(ch.eventsMutex);
      if (ch.sent == ch.events.size())
        ch.events.emplace_back(makeEvent(), makeEvent());
      events = ch.events[ch.sent++];
    }
    auto [ready, done] = events;
    gpu::check(cudaEventRecord(ready, stream), "device-local send: ready");
    ch.messages.send({data, bytes, ready, done}, aborted);
    gpu::check(cudaStreamWaitEvent(stream, done, 0),
               "device-local send: waiting for the receiver");
  }

  void recv(int to, int from, void *data, size_t bytes,
            cudaStream_t stream) override {
    channels.get(from, to).messages.receive(
        aborted, [&](const DeviceMessage &message) {
          gpu::check(cudaStreamWaitEvent(stream, message.ready, 0),
                     "device-local recv: waiting for the sender");
          size_t moved = std::min(bytes, message.bytes);
          if (moved)
            gpu::check(cudaMemcpyAsync(data, message.data, moved,
                                       cudaMemcpyDeviceToDevice, stream),
                       "device-local recv: copy");
          gpu::check(cudaEventRecord(message.done, stream),
                     "device-local recv: done");
        });
  }

  void beginStep() override {
    channels.forEach([](DeviceChannel &ch) {
      std::lock_guard<std::mutex> lock(ch.eventsMutex);
      ch.sent = 0;
    });
  }

  void abort() override {
    std::lock_guard<std::mutex> lock(mutex);
    aborted = true;
    for (auto &[key, comm] : communicators)
      comm->wake();
    channels.forEach([](DeviceChannel &ch) { ch.messages.wake(); });
  }

private:
  const Plan &plan;
  std::mutex mutex;
  std::atomic<bool> aborted{false};
  std::map<std::pair<int, std::vector<int>>,
           std::unique_ptr<DeviceLocalCommunicator>>
      communicators;
  ChannelTable<DeviceChannel> channels;
};

} // namespace

std::unique_ptr<DeviceFabric>
ovl::rt::createDeviceLocalFabric(const Plan &plan) {
  return std::make_unique<DeviceLocalFabric>(plan);
}
