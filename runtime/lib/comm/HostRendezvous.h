//===- HostRendezvous.h - Meeting points of rank threads --------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The host-side synchronization both in-process fabrics build on: the cpu
// backend's shared-memory fabric, which moves the data itself, and the cuda
// backend's device-local fabric, which enqueues the moves on streams. Every
// wait ends with CommunicationAborted once the run is aborted and the
// waiters are woken, so nothing blocks forever.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_COMM_HOSTRENDEZVOUS_H
#define OVL_RUNTIME_COMM_HOSTRENDEZVOUS_H

#include "ovl/runtime/Communicator.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>

namespace ovl::rt {

/// A cyclic barrier for a group's member threads: the last to arrive runs
/// `last` before anyone leaves.
class CyclicBarrier {
public:
  CyclicBarrier(int size, const std::atomic<bool> *aborted)
      : size(size), aborted(aborted) {}

  void arriveAndWait(const std::function<void()> &last) {
    std::unique_lock<std::mutex> lock(mutex);
    if (*aborted)
      throw CommunicationAborted();
    uint64_t mine = generation;
    if (++arrived == size) {
      if (last)
        last();
      arrived = 0;
      ++generation;
      cv.notify_all();
      return;
    }
    cv.wait(lock, [&] { return generation != mine || *aborted; });
    if (generation == mine)
      throw CommunicationAborted();
  }

  void wake() {
    std::lock_guard<std::mutex> lock(mutex);
    cv.notify_all();
  }

private:
  int size;
  const std::atomic<bool> *aborted;
  std::mutex mutex;
  std::condition_variable cv;
  int arrived = 0;
  uint64_t generation = 0;
};

/// Messages from one rank to another, matched in order, as NCCL's
/// send/recv: a send returns once a receiver has consumed its message.
template <typename Payload> class MessageChannel {
public:
  void send(const Payload &payload, const std::atomic<bool> &aborted) {
    Message message{payload};
    std::unique_lock<std::mutex> lock(mutex);
    queue.push_back(&message);
    cv.notify_all();
    cv.wait(lock, [&] { return message.consumed || aborted; });
    if (!message.consumed) {
      queue.erase(std::find(queue.begin(), queue.end(), &message));
      throw CommunicationAborted();
    }
  }

  /// Waits for the next message and runs `consume(payload)` on it, under
  /// the channel's lock, before releasing its sender.
  template <typename Consume>
  void receive(const std::atomic<bool> &aborted, Consume &&consume) {
    std::unique_lock<std::mutex> lock(mutex);
    cv.wait(lock, [&] { return !queue.empty() || aborted; });
    if (queue.empty())
      throw CommunicationAborted();
    Message *message = queue.front();
    queue.pop_front();
    consume(message->payload);
    message->consumed = true;
    cv.notify_all();
  }

  void wake() {
    std::lock_guard<std::mutex> lock(mutex);
    cv.notify_all();
  }

private:
  struct Message {
    Payload payload;
    bool consumed = false;
  };
  std::mutex mutex;
  std::condition_variable cv;
  std::deque<Message *> queue;
};

/// One channel per ordered pair of ranks, made on first use.
template <typename Channel> class ChannelTable {
public:
  Channel &get(int from, int to) {
    std::lock_guard<std::mutex> lock(mutex);
    auto &slot = channels[{from, to}];
    if (!slot)
      slot = std::make_unique<Channel>();
    return *slot;
  }

  template <typename F> void forEach(F &&f) {
    std::lock_guard<std::mutex> lock(mutex);
    for (auto &[key, channel] : channels)
      f(*channel);
  }

private:
  std::mutex mutex;
  std::map<std::pair<int, int>, std::unique_ptr<Channel>> channels;
};

} // namespace ovl::rt

#endif // OVL_RUNTIME_COMM_HOSTRENDEZVOUS_H
