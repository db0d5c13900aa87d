//===- ProcessGroup.h - One process per rank (mpirun) -----------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// A multi-process run: `mpirun -np N ovl-run PLAN` starts N processes, each
// running one rank of the plan (its world rank). The process group gives
// the cpu backend a fabric between the processes and the gathers that bring
// every rank's results (losses, dump, traces) to rank 0, which prints and
// writes them; the cuda backend takes its GPU from the local rank and
// NCCL's unique id from a broadcast.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_PROCESSGROUP_H
#define OVL_RUNTIME_PROCESSGROUP_H

#include "ovl/runtime/Communicator.h"

#include <memory>
#include <string>
#include <vector>

namespace ovl::rt {

class ProcessGroup {
public:
  static constexpr double kAbortGraceSeconds = 1.0;

  virtual ~ProcessGroup();
  /// This process's rank (the plan rank it runs) and the number of
  /// processes.
  virtual int rank() const = 0;
  virtual int size() const = 0;
  /// This process's position among the processes on its node: the cuda
  /// backend's GPU is the local rank's (modulo the GPUs it sees).
  virtual int localRank() const = 0;
  /// Collectives and P2P between the processes: reductions in member
  /// order, as the shared-memory fabric's, so results are bit-identical to
  /// a threaded run.
  virtual std::unique_ptr<Fabric> createFabric() = 0;
  /// Every process's `bytes`, in rank order, on rank 0; the others get an
  /// empty list. Every process must call it.
  virtual std::vector<std::string> gather(const std::string &bytes) = 0;
  /// Rank 0's `bytes` on every process (NCCL's unique id). Every process
  /// must call it.
  virtual void broadcast(std::string &bytes) = 0;
  /// Waits for every process.
  virtual void barrier() = 0;
  /// Ends every process of the run with `status` (MPI_Abort): for an error
  /// on one process, which the others may be waiting on. It first gives
  /// the others a moment (kAbortGraceSeconds): a hang trips every
  /// process's watchdog at about the same time, and each reports where its
  /// rank stopped before it is killed.
  [[noreturn]] virtual void abort(int status) = 0;
};

/// Whether this process was started by mpirun (OpenMPI's or a PMI/PMIx
/// launcher's environment).
bool launchedByMpirun();
/// True when this build can run under mpirun (MPI was found).
bool mpiBuilt();
/// Initializes MPI (with MPI_THREAD_MULTIPLE: every stream is a thread);
/// throws std::runtime_error when the build has no MPI or MPI cannot give
/// that thread level. Finalizes MPI when destroyed.
std::unique_ptr<ProcessGroup> createMpiProcessGroup(int *argc, char ***argv);

} // namespace ovl::rt

#endif // OVL_RUNTIME_PROCESSGROUP_H
