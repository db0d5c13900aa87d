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

#include "ovl/runtime/Communicator.h"

#include "../CollectiveMath.h"
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

class SharedMemoryCommunicator : public Communicator {
public:
  SharedMemoryCommunicator(int size, const std::atomic<bool> *aborted)
      : inputs(size), collected(size, aborted), distributed(size, aborted) {}

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
    collective::compute(call, inputs, scratch);
  }

  void distribute(int member, const CollectiveCall &call) {
    collective::distribute(member, call, inputs, scratch);
  }

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

