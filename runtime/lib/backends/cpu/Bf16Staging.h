//===- Bf16Staging.h - f32 copies of a command's bf16 slices ----*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The cpu backend runs a bf16 command with its f32 kernels, as the cuda
// backend's kernels compute in f32 (or double) on bf16 storage: each slice
// the command uses is widened into an f32 copy (a slice used twice, as an
// in-place operand, shares one copy), the f32 kernel runs on the copies,
// and commit() rounds the copies of the slices the command writes back to
// bf16 (to nearest, ties to even). Token ids (i32) are not staged.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_CPU_BF16STAGING_H
#define OVL_RUNTIME_CPU_BF16STAGING_H

#include "ovl/runtime/BFloat16.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace ovl::rt {

class Bf16Staging {
public:
  /// The f32 copy of the bf16 values at `data` (`bytes` long); rounded back
  /// by commit() if any use of it `writes`.
  float *f32(char *data, uint64_t bytes, bool writes) {
    for (Staged &s : staged)
      if (s.data == data && s.bytes == bytes) {
        s.writes |= writes;
        return s.values.get();
      }
    // Not zero-filled first: every value is written below.
    size_t count = bytes / 2;
    Staged s{data, bytes, writes, std::unique_ptr<float[]>(new float[count])};
    const auto *halves = reinterpret_cast<const uint16_t *>(data);
    for (size_t i = 0; i < count; ++i)
      s.values[i] = bf16ToFloat(halves[i]);
    staged.push_back(std::move(s));
    return staged.back().values.get();
  }

  /// Rounds the written copies back into their slices.
  void commit() {
    for (Staged &s : staged) {
      if (!s.writes)
        continue;
      auto *halves = reinterpret_cast<uint16_t *>(s.data);
      for (size_t i = 0; i < s.bytes / 2; ++i)
        halves[i] = floatToBf16(s.values[i]);
    }
    staged.clear();
  }

private:
  struct Staged {
    char *data;
    uint64_t bytes;
    bool writes;
    std::unique_ptr<float[]> values;
  };
  std::vector<Staged> staged;
};

} // namespace ovl::rt

#endif // OVL_RUNTIME_CPU_BF16STAGING_H
