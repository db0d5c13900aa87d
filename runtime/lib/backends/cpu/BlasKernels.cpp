//===- BlasKernels.cpp - Which OpenBLAS kernels the cpu backend runs ------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/BlasKernels.h"

#include <cblas.h>
#include <strings.h>
#include <unistd.h>

#include <cstdlib>

using namespace ovl::rt;

namespace {

/// Ordering of the cores by speed; 0 for cores this file does not rank.
int rank(const std::string &core) {
  const char *ordered[] = {"Haswell", "Zen", "SkylakeX", "Cooperlake"};
  const int ranks[] = {1, 1, 2, 3};
  for (size_t i = 0; i < sizeof(ordered) / sizeof(*ordered); ++i)
    if (strcasecmp(core.c_str(), ordered[i]) == 0)
      return ranks[i];
  return 0;
}

const char *overrideVariable = "OVL_BLAS_CORETYPE";
const char *reexecMarker = "OVL_BLAS_REEXEC";

} // namespace

std::string blas::loadedCore() { return openblas_get_corename(); }

std::string blas::bestCoreForThisCpu() {
#if defined(__x86_64__)
  __builtin_cpu_init();
  bool avx512 = __builtin_cpu_supports("avx512f") &&
                __builtin_cpu_supports("avx512cd") &&
                __builtin_cpu_supports("avx512bw") &&
                __builtin_cpu_supports("avx512dq") &&
                __builtin_cpu_supports("avx512vl");
  if (avx512 && __builtin_cpu_supports("avx512bf16"))
    return "Cooperlake";
  if (avx512)
    return "SkylakeX";
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
    return "Haswell";
#endif
  return "";
}

std::string blas::chosenCore() {
  if (const char *forced = std::getenv(overrideVariable))
    return strcasecmp(forced, "keep") == 0 ? std::string() : forced;
  // The automatic choice only ever upgrades: a core as fast as the best
  // (Zen for Haswell) or one this file does not rank above it stays.
  std::string best = bestCoreForThisCpu(), loaded = loadedCore();
  return rank(best) > rank(loaded) ? best : loaded;
}

void blas::useChosenCore(char **argv) {
  std::string chosen = chosenCore();
  if (chosen.empty() || strcasecmp(chosen.c_str(), loadedCore().c_str()) == 0)
    return;
  // A core the library does not know loads as another one: one attempt.
  if (std::getenv(reexecMarker))
    return;
  setenv("OPENBLAS_CORETYPE", chosen.c_str(), 1);
  setenv(reexecMarker, "1", 1);
  execv("/proc/self/exe", argv);
  // exec failed: go on with the loaded kernels.
  unsetenv(reexecMarker);
}

std::string blas::overrideNotLoaded() {
  const char *forced = std::getenv(overrideVariable);
  std::string loaded = loadedCore();
  if (!forced || strcasecmp(forced, "keep") == 0 ||
      strcasecmp(forced, loaded.c_str()) == 0)
    return "";
  return std::string(overrideVariable) + "=" + forced + ": OpenBLAS runs its " +
         loaded +
         " kernels instead (no core of that name, or not for this CPU)";
}

std::string blas::describe() {
  std::string line = "blas: " + std::string(openblas_get_config()) +
                     "; kernels " + loadedCore();
  if (const char *forced = std::getenv(overrideVariable))
    line += std::string(" (") + overrideVariable + "=" + forced;
  else
    line += " (chosen for this CPU: " + chosenCore();
  return line + ")";
}
