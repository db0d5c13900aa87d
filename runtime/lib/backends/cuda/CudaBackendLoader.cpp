//===- CudaBackendLoader.cpp - Loads the cuda backend on first use --------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// createCudaBackend() in a build with the cuda backend: loads
// libOvlCudaBackend.so from the lib/ directory beside the program's bin/
// (CudaBackendPlugin.h says why it is a module of its own), once per
// process, and never unloads it (CUDA, cuBLAS and NCCL keep state until the
// process exits). A module that cannot be loaded, lacks its entry points or
// was built for another interface is a RunError that names the file.
//
//===----------------------------------------------------------------------===//

#include "CudaBackendPlugin.h"

#include <dlfcn.h>
#include <unistd.h>

#include <string>
#include <string_view>

using namespace ovl::rt;

namespace {

constexpr const char *kModuleName = "libOvlCudaBackend.so";

/// `<directory of the running program>/../lib/libOvlCudaBackend.so`, or
/// empty where the running program cannot be found.
std::string modulePath() {
  char exe[4096];
  ssize_t length = readlink("/proc/self/exe", exe, sizeof exe);
  if (length <= 0 || static_cast<size_t>(length) >= sizeof exe)
    return {};
  std::string_view path(exe, static_cast<size_t>(length));
  return std::string(path.substr(0, path.rfind('/'))) + "/../lib/" +
         kModuleName;
}

using CreateFn = Backend *(*)();

struct LoadedModule {
  CreateFn create = nullptr;
  std::string error; // empty when `create` is set
};

LoadedModule load() {
  LoadedModule module;
  std::string path = modulePath();
  if (path.empty()) {
    module.error = "cuda backend: cannot find the running program "
                   "(/proc/self/exe), so not " + std::string(kModuleName) +
                   " beside it either";
    return module;
  }
  const std::string cannot = "cuda backend: cannot load " + path + ": ";
  // RTLD_NOW: a symbol missing from the program is an error here, not in the
  // middle of a step.
  void *handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char *why = dlerror();
    module.error = cannot + (why ? why : "unknown error") +
                   " (it is built with ovl-run; the CUDA runtime, cuBLAS and "
                   "NCCL libraries must be installed to load it)";
    return module;
  }
  auto interface = reinterpret_cast<int (*)()>(
      dlsym(handle, "ovlCudaBackendPluginInterface"));
  auto create = reinterpret_cast<CreateFn>(dlsym(handle, "ovlCreateCudaBackend"));
  if (!interface || !create) {
    module.error = cannot + "it lacks the entry points "
                            "ovlCudaBackendPluginInterface and "
                            "ovlCreateCudaBackend";
    return module;
  }
  if (int built = interface(); built != OVL_CUDA_BACKEND_PLUGIN_INTERFACE) {
    module.error = cannot + "it was built for interface " +
                   std::to_string(built) + ", this program needs " +
                   std::to_string(OVL_CUDA_BACKEND_PLUGIN_INTERFACE) +
                   " (rebuild both from one tree)";
    return module;
  }
  module.create = create;
  return module;
}

} // namespace

bool ovl::rt::cudaBackendBuilt() { return true; }

std::unique_ptr<Backend> ovl::rt::createCudaBackend() {
  static const LoadedModule module = load();
  if (!module.create)
    throw RunError(module.error);
  return std::unique_ptr<Backend>(module.create());
}
