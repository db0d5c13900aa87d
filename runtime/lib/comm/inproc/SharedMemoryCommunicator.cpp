//===- SharedMemoryCommunicator.cpp - Collectives between threads ---------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// A call goes through two barriers (HostRendezvous.h). Collecting: each
// member posts its input; the last to arrive computes the whole result into
// a scratch buffer, reducing member by member in group order. Distributing:
// each member copies its part of the result out (all-gather and broadcast
// copy straight from the other members' inputs); nobody returns before every
// member has copied, so no input is overwritten while another member still
// reads it, and in-place calls are safe.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/BFloat16.h"
#include "ovl/runtime/Communicator.h"

#include "../HostRendezvous.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <map>
#include <mutex>

using namespace ovl::rt;

Communicator::~Communicator() = default;
Fabric::~Fabric() = default;

namespace {

template <typename T> T combine(T a, T b, Reduction r) {
  switch (r) {
  case Reduction::Sum:
    return a + b;
  case Reduction::Max:
    return std::max(a, b);
  case Reduction::Min:
    return std::min(a, b);
  }
  return a;
}

/// Reduces `inputs` element by element in member order into `result`.
template <typename T>
void reduceInto(const std::vector<const void *> &inputs, T *result,
                int64_t count, Reduction r) {
  const T *first = static_cast<const T *>(inputs[0]);
  std::copy(first, first + count, result);
  for (size_t m = 1; m < inputs.size(); ++m) {
    const T *x = static_cast<const T *>(inputs[m]);
    for (int64_t i = 0; i < count; ++i)
      result[i] = combine(result[i], x[i], r);
  }
}

/// bf16: reduced in f32 in member order, rounded once (as the cuda
/// backend's device-local reduction).
void reduceBf16Into(const std::vector<const void *> &inputs, uint16_t *result,
                    int64_t count, Reduction r) {
  for (int64_t i = 0; i < count; ++i) {
    float acc = bf16ToFloat(static_cast<const uint16_t *>(inputs[0])[i]);
    for (size_t m = 1; m < inputs.size(); ++m)
      acc = combine(
          acc, bf16ToFloat(static_cast<const uint16_t *>(inputs[m])[i]), r);
    result[i] = floatToBf16(acc);
  }
}

class SharedMemoryCommunicator : public Communicator {
public:
  SharedMemoryCommunicator(int size, const std::atomic<bool> *aborted)
      : size(size), inputs(size), collected(size, aborted),
        distributed(size, aborted) {}

  void collective(int member, const CollectiveCall &call) override {
    inputs[member] = call.in;
    collected.arriveAndWait([&] { compute(call); });
    distribute(member, call);
    distributed.arriveAndWait(nullptr);
  }

  void wake() {
    collected.wake();
    distributed.wake();
  }

private:
  void compute(const CollectiveCall &call) {
    size_t element = dtypeSize(call.dtype);
    switch (call.op) {
    case CollectiveOp::AllReduce:
    case CollectiveOp::ReduceScatter:
      scratch.resize(call.count * element);
      if (call.dtype == DType::I32)
        reduceInto(inputs, reinterpret_cast<int32_t *>(scratch.data()),
                   call.count, call.reduction);
      else if (call.dtype == DType::BF16)
        reduceBf16Into(inputs, reinterpret_cast<uint16_t *>(scratch.data()),
                       call.count, call.reduction);
      else
        reduceInto(inputs, reinterpret_cast<float *>(scratch.data()),
                   call.count, call.reduction);
      break;
    case CollectiveOp::AllGather:
    case CollectiveOp::Broadcast:
      break; // Members copy straight from the posted inputs.
    }
  }

  void distribute(int member, const CollectiveCall &call) {
    size_t e = dtypeSize(call.dtype);
    int64_t inner = call.inner ? call.inner : call.count / call.outer;
    char *out = static_cast<char *>(call.out);
    switch (call.op) {
    case CollectiveOp::AllReduce:
      std::memcpy(out, scratch.data(), call.count * e);
      break;
    case CollectiveOp::Broadcast:
      if (member != call.root || call.in != call.out)
        std::memcpy(out, inputs[call.root], call.count * e);
      break;
    case CollectiveOp::AllGather:
      // out[o][m * inner + i] = in_m[o][i].
      for (int64_t o = 0; o < call.outer; ++o)
        for (int m = 0; m < size; ++m)
          std::memcpy(out + (o * size + m) * inner * e,
                      static_cast<const char *>(inputs[m]) + o * inner * e,
                      inner * e);
      break;
    case CollectiveOp::ReduceScatter: {
      // out[o][i] = sum_m in_m[o][member * part + i].
      int64_t part = inner / size;
      for (int64_t o = 0; o < call.outer; ++o)
        std::memcpy(out + o * part * e,
                    scratch.data() + (o * inner + member * part) * e, part * e);
      break;
    }
    }
  }

  int size;
  std::vector<const void *> inputs;
  std::vector<char> scratch;
  CyclicBarrier collected, distributed;
};

struct Message {
  const void *data;
  size_t bytes;
};

class SharedMemoryFabric : public Fabric {
public:
  Communicator &communicator(const std::vector<int> &members,
                             int groupId) override {
    std::lock_guard<std::mutex> lock(mutex);
    auto &slot = communicators[{groupId, members}];
    if (!slot)
      slot = std::make_unique<SharedMemoryCommunicator>(
          static_cast<int>(members.size()), &aborted);
    return *slot;
  }

  void send(int from, int to, const void *data, size_t bytes) override {
    channels.get(from, to).send({data, bytes}, aborted);
  }

  void recv(int to, int from, void *data, size_t bytes) override {
    channels.get(from, to).receive(aborted, [&](const Message &message) {
      std::memcpy(data, message.data, std::min(bytes, message.bytes));
    });
  }

  void abort() override {
    std::lock_guard<std::mutex> lock(mutex);
    aborted = true;
    for (auto &[key, comm] : communicators)
      comm->wake();
    channels.forEach([](MessageChannel<Message> &ch) { ch.wake(); });
  }

private:
  std::mutex mutex;
  std::atomic<bool> aborted{false};
  std::map<std::pair<int, std::vector<int>>,
           std::unique_ptr<SharedMemoryCommunicator>>
      communicators;
  ChannelTable<MessageChannel<Message>> channels;
};

} // namespace

std::unique_ptr<Fabric> ovl::rt::createSharedMemoryFabric() {
  return std::make_unique<SharedMemoryFabric>();
}

