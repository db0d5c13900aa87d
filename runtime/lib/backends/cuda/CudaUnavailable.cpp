//===- CudaUnavailable.cpp - The cuda backend in a build without CUDA -----===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/Backend.h"

using namespace ovl::rt;

bool ovl::rt::cudaBackendBuilt() { return false; }

std::unique_ptr<Backend> ovl::rt::createCudaBackend() {
  throw RunError("this ovl-run was built without the cuda backend (no CUDA "
                 "toolkit, cuBLAS and NCCL were found, or -DOVL_ENABLE_CUDA="
                 "OFF); rebuild with them, or use --backend cpu or sim");
}
