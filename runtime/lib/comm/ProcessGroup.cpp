//===- ProcessGroup.cpp - What every build knows about mpirun -------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/ProcessGroup.h"

#include <cstdlib>

using namespace ovl::rt;

ProcessGroup::~ProcessGroup() = default;

bool ovl::rt::launchedByMpirun() {
  // OpenMPI's mpirun, and PMI/PMIx launchers (srun, hydra).
  for (const char *name : {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_SIZE"})
    if (std::getenv(name))
      return true;
  return false;
}
