//===- Data.h - Deterministic initial weights and synthetic batches -*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Every value is a function of the seed, a name and a *global* index, never
// of the parallel layout: a shard computes exactly the elements of the global
// tensor it holds, and the PyTorch oracle (test/e2e/ovl_reference.py)
// reproduces the same numbers. The generator is splitmix64 (Random.h); names
// are hashed with FNV-1a; normals come from Box-Muller in double precision.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_DATA_H
#define OVL_RUNTIME_DATA_H

#include "ovl/runtime/Plan.h"
#include "ovl/runtime/Random.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace ovl::rt {

uint64_t fnv1a64(std::string_view text);

/// The stream of a named tensor: splitmix64(seed ^ fnv1a64(name)).
uint64_t tensorStream(uint64_t seed, std::string_view name);
/// Element `index` of a normal(0, std) tensor on `stream`:
///   a = splitmix64(stream + 2 index), b = splitmix64(stream + 2 index + 1),
///   u1 = ((a >> 11) + 1) 2^-53, u2 = (b >> 11) 2^-53,
///   value = std * sqrt(-2 ln u1) cos(2 pi u2).
double normalAt(uint64_t stream, uint64_t index, double std);

/// Fills `out` with this rank's shard of a parameter (f32).
void initParam(const ParamDecl &param, const Mesh &mesh,
               const std::vector<int> &coords, uint64_t seed, float *out);

/// Token `position` (0..seq) of sample `sample` of micro-batch `microbatch`
/// of data-parallel replica `replica`: inputs are positions [0, seq), labels
/// [1, seq]. The batch repeats every step.
///   k = splitmix64(splitmix64(splitmix64(splitmix64(seed + 0x5EED) + replica)
///                  + microbatch) + sample) + position,
///   token = splitmix64(k) mod vocab.
int32_t syntheticToken(uint64_t seed, int64_t replica, int64_t microbatch,
                       int64_t sample, int64_t position, int64_t vocab);

} // namespace ovl::rt

#endif // OVL_RUNTIME_DATA_H
