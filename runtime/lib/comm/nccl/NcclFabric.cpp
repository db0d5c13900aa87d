//===- NcclFabric.cpp - One GPU per rank, through NCCL --------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// One world communicator per rank: ncclCommInitAll over the ranks' devices
// when every rank is a thread of this process, ncclCommInitRank with rank
// 0's unique id (broadcast over MPI) when every rank is a process (mpirun);
// and for every group instance of the plan a communicator split from it
// (ncclCommSplit, color: the instance, key: the member's position), so a
// member's NCCL rank is its position in the group. P2P goes over the world
// communicators as grouped ncclSend/ncclRecv. Collectives over a
// non-leading dimension (outer > 1) are re-laid out through a scratch
// buffer: NCCL gathers and scatters contiguous blocks only.
//
// Every plan stream has its own host thread; NCCL communicators are not
// thread-safe, so each is used under its own lock. Calls on one
// communicator keep the plan's order because a group's collectives live on
// one stream per rank (ovl-assign-streams), and P2P with one peer likewise.
//
// pollError reads ncclCommGetAsyncError; abort calls ncclCommAbort on every
// communicator, which unblocks kernels waiting for a peer that never comes.
//
//===----------------------------------------------------------------------===//

#include "../../backends/cuda/CudaKernels.h"
#include "../DeviceFabric.h"

#include "ovl/runtime/Backend.h"
#include "ovl/runtime/ProcessGroup.h"

#include <nccl.h>

#include <atomic>
#include <cstring>
#include <map>
#include <mutex>

using namespace ovl::rt;

namespace {

void checkNccl(ncclResult_t result, const std::string &what) {
  if (result != ncclSuccess && result != ncclInProgress)
    throw RunError("nccl: " + what + ": " + ncclGetErrorString(result));
}

ncclDataType_t ncclType(DType t) {
  switch (t) {
  case DType::F32:
    return ncclFloat32;
  case DType::BF16:
    return ncclBfloat16;
  case DType::F16:
    return ncclFloat16;
  case DType::I32:
    return ncclInt32;
  }
  return ncclFloat32;
}

ncclRedOp_t ncclOp(Reduction r) {
  switch (r) {
  case Reduction::Sum:
    return ncclSum;
  case Reduction::Max:
    return ncclMax;
  case Reduction::Min:
    return ncclMin;
  }
  return ncclSum;
}

struct LockedComm {
  ncclComm_t comm = nullptr;
  std::mutex mutex;
};

class NcclCommunicator : public DeviceCommunicator {
public:
  /// comms[m], scratch[m]: member m's communicator and scratch buffer.
  NcclCommunicator(std::vector<LockedComm *> comms, std::vector<void *> scratch)
      : comms(std::move(comms)), scratch(std::move(scratch)) {}

  void collective(int member, const CollectiveCall &call,
                  cudaStream_t stream) override {
    LockedComm &c = *comms[member];
    std::lock_guard<std::mutex> lock(c.mutex);
    int size = static_cast<int>(comms.size());
    size_t e = dtypeSize(call.dtype);
    int64_t inner = call.inner ? call.inner : call.count / call.outer;
    ncclDataType_t type = ncclType(call.dtype);
    switch (call.op) {
    case CollectiveOp::AllReduce:
      checkNccl(ncclAllReduce(call.in, call.out, call.count, type,
                              ncclOp(call.reduction), c.comm, stream),
                "all-reduce");
      return;
    case CollectiveOp::Broadcast:
      checkNccl(ncclBroadcast(call.in, call.out, call.count, type,
                              static_cast<int>(call.root), c.comm, stream),
                "broadcast");
      return;
    case CollectiveOp::AllGather: {
      if (call.outer == 1) {
        checkNccl(
            ncclAllGather(call.in, call.out, call.count, type, c.comm, stream),
            "all-gather");
        return;
      }
      // Gather [m][outer][inner], then out[o][m * inner + i].
      char *gathered = static_cast<char *>(scratch[member]);
      checkNccl(
          ncclAllGather(call.in, gathered, call.count, type, c.comm, stream),
          "all-gather");
      for (int m = 0; m < size; ++m)
        gpu::check(
            cudaMemcpy2DAsync(static_cast<char *>(call.out) + m * inner * e,
                              size * inner * e, gathered + m * call.count * e,
                              inner * e, inner * e, call.outer,
                              cudaMemcpyDeviceToDevice, stream),
            "nccl all-gather: re-layout");
      return;
    }
    case CollectiveOp::ReduceScatter: {
      int64_t part = inner / size;
      if (call.outer == 1) {
        checkNccl(ncclReduceScatter(call.in, call.out, part, type,
                                    ncclOp(call.reduction), c.comm, stream),
                  "reduce-scatter");
        return;
      }
      // in[o][m * part + i] -> [m][o][i], then reduce-scatter blocks.
      char *laid = static_cast<char *>(scratch[member]);
      for (int m = 0; m < size; ++m)
        gpu::check(
            cudaMemcpy2DAsync(laid + m * call.outer * part * e, part * e,
                              static_cast<const char *>(call.in) + m * part * e,
                              inner * e, part * e, call.outer,
                              cudaMemcpyDeviceToDevice, stream),
            "nccl reduce-scatter: re-layout");
      checkNccl(ncclReduceScatter(laid, call.out, call.outer * part, type,
                                  ncclOp(call.reduction), c.comm, stream),
                "reduce-scatter");
      return;
    }
    }
  }

private:
  std::vector<LockedComm *> comms;
  std::vector<void *> scratch;
};

class NcclFabric : public DeviceFabric {
public:
  /// Every rank of the plan in this process, rank r on deviceOfRank[r].
  NcclFabric(const Plan &plan, const std::vector<int> &deviceOfRank) {
    int n = static_cast<int>(deviceOfRank.size());
    std::vector<ncclComm_t> comms(n);
    checkNccl(ncclCommInitAll(comms.data(), n, deviceOfRank.data()),
              "creating the world communicators");
    world.resize(n);
    std::vector<int> local;
    for (int r = 0; r < n; ++r) {
      world[r] = std::make_unique<LockedComm>();
      world[r]->comm = comms[r];
      local.push_back(r);
    }
    joinGroups(plan, deviceOfRank, local);
  }

  /// One rank per process (mpirun): this process's rank on `device`, the
  /// world communicator from rank 0's unique id.
  NcclFabric(const Plan &plan, ProcessGroup &processes, int device) {
    int n = plan.mesh.numRanks(), self = processes.rank();
    std::string id(sizeof(ncclUniqueId), '\0');
    if (self == 0) {
      ncclUniqueId unique;
      checkNccl(ncclGetUniqueId(&unique), "creating the unique id");
      std::memcpy(id.data(), &unique, sizeof unique);
    }
    processes.broadcast(id);
    ncclUniqueId unique;
    if (id.size() != sizeof unique)
      throw RunError("nccl: the unique id broadcast from rank 0 has " +
                     std::to_string(id.size()) + " bytes, not " +
                     std::to_string(sizeof unique));
    std::memcpy(&unique, id.data(), sizeof unique);
    gpu::check(cudaSetDevice(device), "nccl fabric: device");
    world.resize(n);
    world[self] = std::make_unique<LockedComm>();
    checkNccl(ncclCommInitRank(&world[self]->comm, n, unique, self),
              "rank " + std::to_string(self) +
                  " joining the world communicator");
    std::vector<int> deviceOfRank(n, -1);
    deviceOfRank[self] = device;
    joinGroups(plan, deviceOfRank, {self});
  }

  ~NcclFabric() override {
    if (!aborted) {
      for (auto &c : owned)
        ncclCommDestroy(c->comm);
      for (auto &c : world)
        if (c)
          ncclCommDestroy(c->comm);
    }
    for (void *p : scratch)
      if (p)
        cudaFree(p);
  }

  const char *name() const override { return "nccl"; }
  bool emulated() const override { return false; }

  DeviceCommunicator &communicator(const std::vector<int> &members,
                                   int groupId) override {
    std::lock_guard<std::mutex> lock(mutex);
    auto &slot = communicators[{groupId, members}];
    if (!slot) {
      std::vector<void *> memberScratch;
      for (int rank : members)
        memberScratch.push_back(scratch[rank]);
      slot = std::make_unique<NcclCommunicator>(
          groupComms.at({groupId, members}), memberScratch);
    }
    return *slot;
  }

  void send(int from, int to, const void *data, size_t bytes,
            cudaStream_t stream) override {
    p2p(from, to, const_cast<void *>(data), bytes, stream, true);
  }

  void recv(int to, int from, void *data, size_t bytes,
            cudaStream_t stream) override {
    p2p(to, from, data, bytes, stream, false);
  }

  std::string pollError() override {
    auto check = [](LockedComm &c) -> std::string {
      ncclResult_t state = ncclSuccess;
      if (ncclCommGetAsyncError(c.comm, &state) != ncclSuccess)
        return "cannot query the communicator";
      if (state != ncclSuccess && state != ncclInProgress)
        return ncclGetErrorString(state);
      return {};
    };
    for (size_t r = 0; r < world.size(); ++r) {
      if (!world[r])
        continue; // Another process's rank.
      std::string error = check(*world[r]);
      if (!error.empty())
        return "nccl: rank " + std::to_string(r) + ": " + error;
    }
    for (auto &c : owned) {
      std::string error = check(*c);
      if (!error.empty())
        return "nccl: group communicator: " + error;
    }
    return {};
  }

  void abort() override {
    if (aborted.exchange(true))
      return;
    for (auto &c : owned)
      ncclCommAbort(c->comm);
    for (auto &c : world)
      if (c)
        ncclCommAbort(c->comm);
  }

private:
  /// Allocates the local ranks' collective scratch and splits a
  /// communicator per plan group from each local rank's world one.
  void joinGroups(const Plan &plan, const std::vector<int> &deviceOfRank,
                  const std::vector<int> &local) {
    scratch.resize(world.size(), nullptr);
    for (int r : local) {
      uint64_t bytes = collectiveScratchBytes(plan, r);
      if (!bytes)
        continue;
      gpu::check(cudaSetDevice(deviceOfRank[r]), "nccl fabric: device");
      gpu::check(cudaMalloc(&scratch[r], bytes),
                 "nccl fabric: allocating collective scratch");
    }
    // One split per plan group: every rank joins its instance (across
    // processes too: ncclCommSplit is collective over the world).
    for (size_t g = 0; g < plan.groups.size(); ++g) {
      std::string what = "splitting group [" + plan.groups[g].text + "]";
      std::vector<ncclComm_t> split(world.size());
      std::vector<std::vector<int>> members(world.size());
      std::vector<int> index(world.size(), 0);
      checkNccl(ncclGroupStart(), "group start");
      for (int r : local) {
        members[r] = plan.mesh.groupMembers(r, plan.groups[g].axes, &index[r]);
        checkNccl(ncclCommSplit(world[r]->comm, members[r].front(), index[r],
                                &split[r], nullptr),
                  what);
      }
      checkNccl(ncclGroupEnd(), what);
      for (int r : local) {
        auto &slot = groupComms[{static_cast<int>(g), members[r]}];
        if (slot.empty())
          slot.resize(members[r].size());
        auto locked = std::make_unique<LockedComm>();
        locked->comm = split[r];
        slot[index[r]] = locked.get();
        owned.push_back(std::move(locked));
      }
    }
  }

  void p2p(int self, int peer, void *data, size_t bytes, cudaStream_t stream,
           bool isSend) {
    LockedComm &c = *world[self];
    std::lock_guard<std::mutex> lock(c.mutex);
    checkNccl(ncclGroupStart(), "group start");
    ncclResult_t result =
        isSend ? ncclSend(data, bytes, ncclUint8, peer, c.comm, stream)
               : ncclRecv(data, bytes, ncclUint8, peer, c.comm, stream);
    checkNccl(result, isSend ? "send" : "recv");
    checkNccl(ncclGroupEnd(), isSend ? "send" : "recv");
  }

  /// By rank; null for another process's rank.
  std::vector<std::unique_ptr<LockedComm>> world;
  std::vector<std::unique_ptr<LockedComm>> owned;
  std::vector<void *> scratch;
  std::map<std::pair<int, std::vector<int>>, std::vector<LockedComm *>>
      groupComms;
  std::map<std::pair<int, std::vector<int>>, std::unique_ptr<NcclCommunicator>>
      communicators;
  std::mutex mutex;
  std::atomic<bool> aborted{false};
};

} // namespace

std::unique_ptr<DeviceFabric>
ovl::rt::createNcclFabric(const Plan &plan,
                          const std::vector<int> &deviceOfRank) {
  return std::make_unique<NcclFabric>(plan, deviceOfRank);
}

std::unique_ptr<DeviceFabric>
ovl::rt::createNcclProcessFabric(const Plan &plan, ProcessGroup &processes,
                                 int device) {
  return std::make_unique<NcclFabric>(plan, processes, device);
}
