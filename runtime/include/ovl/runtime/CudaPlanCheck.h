//===- CudaPlanCheck.h - What the cuda backend can run ----------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The checks the cuda backend makes before anything runs, kept free of CUDA
// so that every build (and CI, which has no GPU) runs them: the commands and
// element types it supports, and the device memory each rank needs.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_CUDAPLANCHECK_H
#define OVL_RUNTIME_CUDAPLANCHECK_H

#include "ovl/runtime/Plan.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ovl::rt {

/// Throws RunError naming the plan line when the plan holds a command the
/// cuda backend cannot run: an element type other than f32 and bf16 (i32
/// for tokens and labels, and collectives), mixed element types within a
/// kernel's float operands, or an attention head size over the kernel's
/// limit.
void checkCudaSupport(const Plan &plan);

/// Bytes of the largest scratch buffer a rank's collectives need (a
/// reduction's result, or a non-leading all-gather or reduce-scatter
/// re-layout through NCCL).
uint64_t collectiveScratchBytes(const Plan &plan, int rank);

/// Device memory one rank needs besides its kernels' workspace: both arenas
/// and its collective scratch, each rounded up to 256 bytes.
uint64_t cudaRankBytes(const Plan &plan, int rank);

/// Throws RunError when the ranks placed on `device` need more than
/// `freeBytes`; `rankBytes[r]` is rank r's need (arenas, scratch and
/// workspace) and deviceOfRank[r] its device.
void checkCudaMemoryFit(const Plan &plan, const std::vector<int> &deviceOfRank,
                        const std::vector<uint64_t> &rankBytes, int device,
                        uint64_t freeBytes, const std::string &deviceName);

} // namespace ovl::rt

#endif // OVL_RUNTIME_CUDAPLANCHECK_H
