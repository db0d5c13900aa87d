//===- AddressOrderHash.h - Hash maps keyed by IR pointers, kept local ----===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The analyses map every op (or value) of a function to dense data: one entry
// per op, a million at the largest modules. llvm::DenseMap's pointer hash
// mixes the address, so consecutive ops land in random buckets and each
// insertion or lookup in program order misses the cache. Ops are allocated
// roughly in program order, so hashing by the address itself (shifted past
// the allocator's 16-byte alignment) keeps neighbouring ops in neighbouring
// buckets: the same map, walked nearly in order. Collisions still resolve by
// probing, so only speed depends on the layout.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_SUPPORT_ADDRESSORDERHASH_H
#define OVL_SUPPORT_ADDRESSORDERHASH_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMapInfo.h"

#include <cstdint>

namespace mlir::ovl {

/// DenseMapInfo for ops and values, hashed by their address.
template <typename T> struct AddressOrderInfo : llvm::DenseMapInfo<T> {
  static unsigned getHashValue(const Operation *op) { return hash(op); }
  static unsigned getHashValue(Value value) {
    return hash(value.getAsOpaquePointer());
  }

private:
  static unsigned hash(const void *address) {
    return static_cast<unsigned>(reinterpret_cast<uintptr_t>(address) >> 4);
  }
};

} // namespace mlir::ovl

#endif // OVL_SUPPORT_ADDRESSORDERHASH_H
