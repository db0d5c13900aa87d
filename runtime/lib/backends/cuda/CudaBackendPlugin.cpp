//===- CudaBackendPlugin.cpp - Entry points of libOvlCudaBackend.so -------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "CudaBackendPlugin.h"

int ovlCudaBackendPluginInterface() {
  return OVL_CUDA_BACKEND_PLUGIN_INTERFACE;
}

ovl::rt::Backend *ovlCreateCudaBackend() {
  return ovl::rt::gpu::createCudaBackendInProcess().release();
}
