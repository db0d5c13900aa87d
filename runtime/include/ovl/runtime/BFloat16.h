//===- BFloat16.h - Host bf16 <-> f32 conversions ----------------*- C++
//-*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// bf16 is the upper half of an IEEE f32 (1 sign, 8 exponent, 7 mantissa
// bits). f32 -> bf16 rounds to nearest, ties to even, as CUDA's
// __float2bfloat16_rn; a NaN stays a (quiet) NaN.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_BFLOAT16_H
#define OVL_RUNTIME_BFLOAT16_H

#include <cstdint>
#include <cstring>

namespace ovl::rt {

inline uint16_t floatToBf16(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  if ((bits & 0x7fffffffu) > 0x7f800000u)
    return static_cast<uint16_t>((bits >> 16) | 0x40); // Quiet NaN.
  bits += 0x7fffu + ((bits >> 16) & 1u);
  return static_cast<uint16_t>(bits >> 16);
}

inline float bf16ToFloat(uint16_t value) {
  uint32_t bits = uint32_t(value) << 16;
  float result;
  std::memcpy(&result, &bits, sizeof result);
  return result;
}

} // namespace ovl::rt

#endif // OVL_RUNTIME_BFLOAT16_H
