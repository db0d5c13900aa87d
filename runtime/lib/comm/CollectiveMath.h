//===- CollectiveMath.h - What a collective computes, on the host -*- C++
//-*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The arithmetic of the host fabrics' collectives, given every member's
// input: the cpu backend's shared-memory fabric (members are threads) and
// the MPI fabric (members are processes, inputs exchanged first) compute
// with these functions, so a multi-process run is bit-identical to the
// threaded one. Reductions run element by element in member order,
// ((x0 + x1) + x2) + ..., bf16 in f32 rounded once.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_COMM_COLLECTIVEMATH_H
#define OVL_RUNTIME_COMM_COLLECTIVEMATH_H

#include "ovl/runtime/BFloat16.h"
#include "ovl/runtime/Communicator.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace ovl::rt::collective {

template <typename T> T combine(T a, T b, Reduction r) {
  switch (r) {
  case Reduction::Sum:
    return a + b;
  case Reduction::Max:
    return std::max(a, b);
  case Reduction::Min:
    return std::min(a, b);
  }
  return a;
}

/// Reduces `inputs` element by element in member order into `result`.
template <typename T>
void reduceInto(const std::vector<const void *> &inputs, T *result,
                int64_t count, Reduction r) {
  const T *first = static_cast<const T *>(inputs[0]);
  std::copy(first, first + count, result);
  for (size_t m = 1; m < inputs.size(); ++m) {
    const T *x = static_cast<const T *>(inputs[m]);
    for (int64_t i = 0; i < count; ++i)
      result[i] = combine(result[i], x[i], r);
  }
}

/// bf16: reduced in f32 in member order, rounded once (as the cuda
/// backend's device-local reduction).
inline void reduceBf16Into(const std::vector<const void *> &inputs,
                           uint16_t *result, int64_t count, Reduction r) {
  for (int64_t i = 0; i < count; ++i) {
    float acc = bf16ToFloat(static_cast<const uint16_t *>(inputs[0])[i]);
    for (size_t m = 1; m < inputs.size(); ++m)
      acc = combine(
          acc, bf16ToFloat(static_cast<const uint16_t *>(inputs[m])[i]), r);
    result[i] = floatToBf16(acc);
  }
}

/// The reduction of an all-reduce or reduce-scatter into `scratch` (the
/// whole reduced input); nothing for the others, which copy from inputs.
inline void compute(const CollectiveCall &call,
                    const std::vector<const void *> &inputs,
                    std::vector<char> &scratch) {
  if (call.op != CollectiveOp::AllReduce &&
      call.op != CollectiveOp::ReduceScatter)
    return;
  scratch.resize(call.count * dtypeSize(call.dtype));
  if (call.dtype == DType::I32)
    reduceInto(inputs, reinterpret_cast<int32_t *>(scratch.data()), call.count,
               call.reduction);
  else if (call.dtype == DType::BF16)
    reduceBf16Into(inputs, reinterpret_cast<uint16_t *>(scratch.data()),
                   call.count, call.reduction);
  else
    reduceInto(inputs, reinterpret_cast<float *>(scratch.data()), call.count,
               call.reduction);
}

/// Member `member`'s output of the call, from every member's input and the
/// reduction `compute` left in `scratch`.
inline void distribute(int member, const CollectiveCall &call,
                       const std::vector<const void *> &inputs,
                       const std::vector<char> &scratch) {
  int size = static_cast<int>(inputs.size());
  size_t e = dtypeSize(call.dtype);
  int64_t inner = call.inner ? call.inner : call.count / call.outer;
  char *out = static_cast<char *>(call.out);
  switch (call.op) {
  case CollectiveOp::AllReduce:
    std::memcpy(out, scratch.data(), call.count * e);
    break;
  case CollectiveOp::Broadcast:
    if (member != call.root || call.in != call.out)
      std::memcpy(out, inputs[call.root], call.count * e);
    break;
  case CollectiveOp::AllGather:
    // out[o][m * inner + i] = in_m[o][i].
    for (int64_t o = 0; o < call.outer; ++o)
      for (int m = 0; m < size; ++m)
        std::memcpy(out + (o * size + m) * inner * e,
                    static_cast<const char *>(inputs[m]) + o * inner * e,
                    inner * e);
    break;
  case CollectiveOp::ReduceScatter: {
    // out[o][i] = sum_m in_m[o][member * part + i].
    int64_t part = inner / size;
    for (int64_t o = 0; o < call.outer; ++o)
      std::memcpy(out + o * part * e,
                  scratch.data() + (o * inner + member * part) * e, part * e);
    break;
  }
  }
}

} // namespace ovl::rt::collective

#endif // OVL_RUNTIME_COMM_COLLECTIVEMATH_H
