//===- NotTheBackend.cpp - Stand-ins for libOvlCudaBackend.so in tests ----===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Two shared modules that ovl-run must refuse to take for the cuda backend
// (test/Runtime/cuda-backend-module.test): built with OVL_OTHER_INTERFACE,
// the entry points of an interface that is not this build's; without it, a
// library with neither entry point.
//
//===----------------------------------------------------------------------===//

#include "../../lib/backends/cuda/CudaBackendPlugin.h"

#ifdef OVL_OTHER_INTERFACE
int ovlCudaBackendPluginInterface() {
  return OVL_CUDA_BACKEND_PLUGIN_INTERFACE + 1;
}

ovl::rt::Backend *ovlCreateCudaBackend() {
  throw ovl::rt::RunError("a module of another interface was called");
}
#else
extern "C" int ovlSomethingElse() { return 0; }
#endif
