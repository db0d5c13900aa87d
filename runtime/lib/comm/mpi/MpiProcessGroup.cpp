//===- MpiProcessGroup.cpp - Ranks as processes, talking over MPI ---------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// One process per rank (mpirun). A collective exchanges every member's
// whole input with every other member (point-to-point, tagged by the
// group), then each member computes its output with the shared-memory
// fabric's arithmetic (CollectiveMath.h): the same member-order reductions,
// so a multi-process run is bit-identical to the threaded one. That costs
// (members - 1) times the bandwidth of a ring; the cpu backend proves
// results, the cuda backend's NCCL is the fast path.
//
// P2P is a synchronous send (MPI_Issend: complete when the receiver has
// the data, the fabric's rendezvous). Every wait polls, so that an aborted
// run (a watchdog timeout) ends it with CommunicationAborted instead of
// blocking forever; messages over 1 GiB move in pieces (MPI counts are
// int).
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/ProcessGroup.h"

#include "../CollectiveMath.h"

// The C API only: without these, mpi.h pulls in MPI's removed C++
// bindings, which need their own library.
#define OMPI_SKIP_MPICXX 1
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <stdexcept>
#include <thread>

using namespace ovl::rt;

namespace {

constexpr int kP2PTag = 1;
constexpr int kGatherTag = 2;
/// Collectives of group G use tag kCollectiveTagBase + G.
constexpr int kCollectiveTagBase = 16;
constexpr size_t kPieceBytes = size_t(1) << 30;

/// Posts the requests that move `bytes` at `data` to or from `peer`, in
/// pieces of at most kPieceBytes.
template <typename Post>
void postPieces(std::vector<MPI_Request> &requests, size_t bytes,
                const Post &post) {
  for (size_t offset = 0; offset < bytes || offset == 0;
       offset += kPieceBytes) {
    int count = static_cast<int>(std::min(kPieceBytes, bytes - offset));
    requests.emplace_back();
    post(offset, count, &requests.back());
    if (bytes == 0)
      break;
  }
}

/// Waits for `requests`, polling so that an abort ends the wait; calls
/// `completed(i)` as request i completes.
template <typename OnComplete>
void waitAll(std::vector<MPI_Request> &requests,
             const std::atomic<bool> &aborted, const OnComplete &completed) {
  auto start = std::chrono::steady_clock::now();
  std::vector<int> indices(requests.size());
  int pending = static_cast<int>(requests.size());
  while (pending > 0) {
    int done = 0;
    MPI_Testsome(static_cast<int>(requests.size()), requests.data(), &done,
                 indices.data(), MPI_STATUSES_IGNORE);
    if (done == MPI_UNDEFINED) // Every request is complete.
      return;
    for (int i = 0; i < done; ++i)
      completed(indices[i]);
    pending -= done;
    if (pending == 0)
      return;
    if (aborted) {
      for (MPI_Request &request : requests)
        if (request != MPI_REQUEST_NULL) {
          MPI_Cancel(&request);
          MPI_Request_free(&request);
        }
      throw CommunicationAborted();
    }
    // Give the core to the other threads and processes between polls
    // (ranks share this machine's cores under mpirun); after a while of
    // waiting, sleep between polls.
    if (std::chrono::steady_clock::now() - start < std::chrono::milliseconds(2))
      std::this_thread::yield();
    else
      std::this_thread::sleep_for(std::chrono::microseconds(100));
  }
}

void waitAll(std::vector<MPI_Request> &requests,
             const std::atomic<bool> &aborted) {
  waitAll(requests, aborted, [](int) {});
}

class MpiCommunicator : public Communicator {
public:
  MpiCommunicator(std::vector<int> members, int tag,
                  const std::atomic<bool> &aborted)
      : members(std::move(members)), tag(tag), aborted(aborted) {}

  void collective(int member, const CollectiveCall &call) override {
    size_t bytes = call.count * dtypeSize(call.dtype);
    int size = static_cast<int>(members.size());
    std::vector<std::vector<char>> received(size);
    std::vector<const void *> inputs(size);
    std::vector<MPI_Request> requests;
    // The member whose input request i receives (-1: a send), and how many
    // pieces of each member's input are still to come.
    std::vector<int> sender;
    std::vector<int> piecesDue(size, 0);
    for (int m = 0; m < size; ++m) {
      if (m == member) {
        inputs[m] = call.in;
        continue;
      }
      received[m].resize(bytes);
      inputs[m] = received[m].data();
      char *into = received[m].data();
      postPieces(requests, bytes,
                 [&](size_t offset, int count, MPI_Request *r) {
                   MPI_Irecv(into + offset, count, MPI_BYTE, members[m], tag,
                             MPI_COMM_WORLD, r);
                   sender.push_back(m);
                   ++piecesDue[m];
                 });
      const char *from = static_cast<const char *>(call.in);
      postPieces(requests, bytes,
                 [&](size_t offset, int count, MPI_Request *r) {
                   MPI_Isend(from + offset, count, MPI_BYTE, members[m], tag,
                             MPI_COMM_WORLD, r);
                   sender.push_back(-1);
                 });
    }
    {
      std::lock_guard<std::mutex> lock(arrivalMutex);
      missing = piecesDue;
    }
    waitAll(requests, aborted, [&](int i) {
      if (sender[i] < 0)
        return;
      std::lock_guard<std::mutex> lock(arrivalMutex);
      --missing[sender[i]];
    });
    {
      std::lock_guard<std::mutex> lock(arrivalMutex);
      missing.clear();
    }
    collective::compute(call, inputs, scratch);
    collective::distribute(member, call, inputs, scratch);
  }

  std::vector<int> notArrived() const override {
    std::lock_guard<std::mutex> lock(arrivalMutex);
    std::vector<int> ranks;
    for (size_t m = 0; m < missing.size(); ++m)
      if (missing[m] > 0)
        ranks.push_back(members[m]);
    return ranks;
  }

private:
  std::vector<int> members;
  int tag;
  const std::atomic<bool> &aborted;
  std::vector<char> scratch;
  /// Per member, the pieces of its input still to come in the collective
  /// in flight (empty between collectives).
  mutable std::mutex arrivalMutex;
  std::vector<int> missing;
};

class MpiFabric : public Fabric {
public:
  Communicator &communicator(const std::vector<int> &members,
                             int groupId) override {
    std::lock_guard<std::mutex> lock(mutex);
    int *upper = nullptr;
    int found = 0;
    MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, &upper, &found);
    int tag = kCollectiveTagBase + groupId;
    if (found && tag > *upper)
      throw std::runtime_error("mpi fabric: group " + std::to_string(groupId) +
                               " needs message tag " + std::to_string(tag) +
                               ", over this MPI's limit " +
                               std::to_string(*upper));
    auto &slot = communicators[{groupId, members}];
    if (!slot)
      slot = std::make_unique<MpiCommunicator>(members, tag, aborted);
    return *slot;
  }

  void send(int from, int to, const void *data, size_t bytes) override {
    std::vector<MPI_Request> requests;
    const char *base = static_cast<const char *>(data);
    postPieces(requests, bytes, [&](size_t offset, int count, MPI_Request *r) {
      MPI_Issend(base + offset, count, MPI_BYTE, to, kP2PTag, MPI_COMM_WORLD,
                 r);
    });
    waitAll(requests, aborted);
  }

  void recv(int to, int from, void *data, size_t bytes) override {
    std::vector<MPI_Request> requests;
    char *base = static_cast<char *>(data);
    postPieces(requests, bytes, [&](size_t offset, int count, MPI_Request *r) {
      MPI_Irecv(base + offset, count, MPI_BYTE, from, kP2PTag, MPI_COMM_WORLD,
                r);
    });
    waitAll(requests, aborted);
  }

  void abort() override { aborted = true; }

private:
  std::mutex mutex;
  std::atomic<bool> aborted{false};
  std::map<std::pair<int, std::vector<int>>, std::unique_ptr<MpiCommunicator>>
      communicators;
};

class MpiProcessGroup : public ProcessGroup {
public:
  MpiProcessGroup() {
    MPI_Comm_rank(MPI_COMM_WORLD, &worldRank);
    MPI_Comm_size(MPI_COMM_WORLD, &worldSize);
    // The processes sharing this node's memory: this one's place among them.
    MPI_Comm node;
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, worldRank,
                        MPI_INFO_NULL, &node);
    MPI_Comm_rank(node, &nodeRank);
    MPI_Comm_free(&node);
  }
  ~MpiProcessGroup() override { MPI_Finalize(); }

  int rank() const override { return worldRank; }
  int size() const override { return worldSize; }
  int localRank() const override { return nodeRank; }
  std::unique_ptr<Fabric> createFabric() override {
    return std::make_unique<MpiFabric>();
  }

  std::vector<std::string> gather(const std::string &bytes) override {
    std::atomic<bool> never{false};
    if (worldRank != 0) {
      uint64_t size = bytes.size();
      MPI_Send(&size, 1, MPI_UINT64_T, 0, kGatherTag, MPI_COMM_WORLD);
      std::vector<MPI_Request> requests;
      postPieces(requests, bytes.size(),
                 [&](size_t offset, int count, MPI_Request *r) {
                   MPI_Isend(bytes.data() + offset, count, MPI_BYTE, 0,
                             kGatherTag, MPI_COMM_WORLD, r);
                 });
      waitAll(requests, never);
      return {};
    }
    std::vector<std::string> all(worldSize);
    all[0] = bytes;
    for (int r = 1; r < worldSize; ++r) {
      uint64_t size = 0;
      MPI_Recv(&size, 1, MPI_UINT64_T, r, kGatherTag, MPI_COMM_WORLD,
               MPI_STATUS_IGNORE);
      all[r].resize(size);
      std::vector<MPI_Request> requests;
      postPieces(requests, size, [&](size_t offset, int count, MPI_Request *q) {
        MPI_Irecv(all[r].data() + offset, count, MPI_BYTE, r, kGatherTag,
                  MPI_COMM_WORLD, q);
      });
      waitAll(requests, never);
    }
    return all;
  }

  void broadcast(std::string &bytes) override {
    uint64_t size = bytes.size();
    MPI_Bcast(&size, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD);
    bytes.resize(size);
    for (size_t offset = 0; offset < size; offset += kPieceBytes)
      MPI_Bcast(bytes.data() + offset,
                static_cast<int>(std::min(kPieceBytes, size - offset)),
                MPI_BYTE, 0, MPI_COMM_WORLD);
  }

  void barrier() override { MPI_Barrier(MPI_COMM_WORLD); }

  [[noreturn]] void abort(int status) override {
    std::this_thread::sleep_for(
        std::chrono::duration<double>(kAbortGraceSeconds));
    MPI_Abort(MPI_COMM_WORLD, status);
    std::_Exit(status);
  }

private:
  int worldRank = 0, worldSize = 1, nodeRank = 0;
};

} // namespace

bool ovl::rt::mpiBuilt() { return true; }

std::unique_ptr<ProcessGroup> ovl::rt::createMpiProcessGroup(int *argc,
                                                             char ***argv) {
  int provided = 0;
  if (MPI_Init_thread(argc, argv, MPI_THREAD_MULTIPLE, &provided) !=
      MPI_SUCCESS)
    throw std::runtime_error("MPI_Init_thread failed");
  if (provided < MPI_THREAD_MULTIPLE) {
    MPI_Finalize();
    throw std::runtime_error(
        "this MPI does not support MPI_THREAD_MULTIPLE, which the cpu "
        "backend needs (every stream of a rank is a thread)");
  }
  return std::make_unique<MpiProcessGroup>();
}
