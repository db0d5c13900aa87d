//===- MpiUnavailable.cpp - A build without MPI ---------------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/ProcessGroup.h"

#include <stdexcept>

using namespace ovl::rt;

bool ovl::rt::mpiBuilt() { return false; }

std::unique_ptr<ProcessGroup> ovl::rt::createMpiProcessGroup(int *, char ***) {
  throw std::runtime_error(
      "started by mpirun, but this ovl-run was built without MPI (install "
      "libopenmpi-dev and rebuild: scripts/bootstrap.sh does)");
}
