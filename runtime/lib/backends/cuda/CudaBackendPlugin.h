//===- CudaBackendPlugin.h - The cuda backend as a loadable module -*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The cuda backend lives in its own shared module, libOvlCudaBackend.so,
// beside the tools (build/lib/), which createCudaBackend() loads the first
// time a run asks for it (CudaBackendLoader.cpp). cuBLAS's static
// initialisers alone take about 0.4 s of a process's start (perf: 78% of an
// `ovl-run --help` of 0.9 s was shared libraries' initialisers, most of it
// cuBLASLt's), which every cpu and sim run and every runtime test paid while
// the backend was linked in.
//
// The module takes the runtime's symbols (Plan, RunError, the process
// group, ...) from the program that loads it, which exports them (ovl-run
// is linked with its whole runtime and -rdynamic): one copy of the runtime
// in the process, so an exception thrown in the module is caught by its
// type in the program. The module's entry points have C names; the first
// says which interface it was built for.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_BACKENDS_CUDA_CUDABACKENDPLUGIN_H
#define OVL_RUNTIME_BACKENDS_CUDA_CUDABACKENDPLUGIN_H

#include "ovl/runtime/Backend.h"

#include <memory>

/// Raised when the entry points or what they exchange change.
#define OVL_CUDA_BACKEND_PLUGIN_INTERFACE 1

extern "C" {
/// The interface the module was built for (OVL_CUDA_BACKEND_PLUGIN_INTERFACE).
int ovlCudaBackendPluginInterface();
/// A new cuda backend, owned by the caller; throws ovl::rt::RunError.
ovl::rt::Backend *ovlCreateCudaBackend();
}

namespace ovl::rt::gpu {
/// The backend itself, for programs linked with it (the GPU tests).
std::unique_ptr<Backend> createCudaBackendInProcess();
} // namespace ovl::rt::gpu

#endif // OVL_RUNTIME_BACKENDS_CUDA_CUDABACKENDPLUGIN_H
