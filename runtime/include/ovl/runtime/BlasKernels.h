//===- BlasKernels.h - Which OpenBLAS kernels the cpu backend runs -*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Debian's OpenBLAS is a DYNAMIC_ARCH build: when the library loads it picks
// one set of kernels ("core") from the CPU it detects, or from the
// OPENBLAS_CORETYPE environment variable. It misdetects CPUs it does not
// know by model (a virtual "Intel Xeon Processor" got the Prescott kernels,
// 29 GFLOP/s against 122 with SkylakeX), and machines often pin
// OPENBLAS_CORETYPE to a conservative core. Both leave GEMMs at a fraction
// of the machine's speed.
//
// ovl-run therefore chooses the core itself from the CPU's features (cpuid),
// and when the loaded library runs another one it re-executes itself with
// OPENBLAS_CORETYPE set, before anything else has happened: the choice can
// only be made when the library loads. OVL_BLAS_CORETYPE overrides the
// choice (a core name, or "keep" for OpenBLAS's own). docs/runtime.md,
// "BLAS kernels", has the table and the measurements.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_BLASKERNELS_H
#define OVL_RUNTIME_BLASKERNELS_H

#include <string>

namespace ovl::rt::blas {

/// The OpenBLAS core the library loaded with (openblas_get_corename()).
std::string loadedCore();

/// The fastest core of Debian's OpenBLAS 0.3.21 build this CPU can run:
/// Cooperlake (AVX-512 with BF16), SkylakeX (AVX-512 F/CD/BW/DQ/VL),
/// Haswell (AVX2 and FMA), or "" when none of these (leave OpenBLAS's).
std::string bestCoreForThisCpu();

/// The core to run: OVL_BLAS_CORETYPE when set ("" for "keep"), else
/// bestCoreForThisCpu() where it is faster than the loaded core, else the
/// loaded core (the automatic choice only upgrades).
std::string chosenCore();

/// Re-executes this program (/proc/self/exe, same argv) with
/// OPENBLAS_CORETYPE = chosenCore() when the library loaded another core.
/// Returns when nothing needs doing, after one attempt (OVL_BLAS_REEXEC
/// marks it), or when exec fails (the run goes on with the loaded core).
/// Call first thing in main, before any thread starts.
void useChosenCore(char **argv);

/// When OVL_BLAS_CORETYPE names a core other than the one loaded (a name
/// OpenBLAS does not know, or kernels this CPU cannot run, load as its own
/// choice): a warning saying which runs instead; else "".
std::string overrideNotLoaded();

/// One line for ovl-run --blas-info: the OpenBLAS build, the loaded core,
/// and the chosen one or the override that chose it.
std::string describe();

} // namespace ovl::rt::blas

#endif // OVL_RUNTIME_BLASKERNELS_H
