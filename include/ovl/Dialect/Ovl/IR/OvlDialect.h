//===- OvlDialect.h - Ovl dialect, types and attributes ---------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_DIALECT_OVL_IR_OVLDIALECT_H
#define OVL_DIALECT_OVL_IR_OVLDIALECT_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"

#include "ovl/Dialect/Ovl/IR/OvlDialect.h.inc"
#include "ovl/Dialect/Ovl/IR/OvlEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "ovl/Dialect/Ovl/IR/OvlAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "ovl/Dialect/Ovl/IR/OvlTypes.h.inc"

namespace mlir::ovl {

/// The fields of an #ovl.slice held by value: an element of an L2 kernel
/// command's buffer list (OvlRuntimeOps.td says why that list is not made
/// of attributes).
struct Slice {
  ArenaKind arena = ArenaKind::transient;
  int64_t offset = 0;
  int64_t bytes = 0;

  ArenaKind getArena() const { return arena; }
  int64_t getOffset() const { return offset; }
  int64_t getBytes() const { return bytes; }
  int64_t getEnd() const { return offset + bytes; }

  static Slice get(SliceAttr attr) {
    return {attr.getArena(), attr.getOffset(), attr.getBytes()};
  }
  SliceAttr getAttr(MLIRContext *context) const {
    return SliceAttr::get(context, arena, offset, bytes);
  }

  bool operator==(const Slice &other) const {
    return arena == other.arena && offset == other.offset &&
           bytes == other.bytes;
  }
  bool operator!=(const Slice &other) const { return !(*this == other); }
};

inline llvm::hash_code hash_value(const Slice &slice) {
  return llvm::hash_combine(slice.arena, slice.offset, slice.bytes);
}

} // namespace mlir::ovl

#endif // OVL_DIALECT_OVL_IR_OVLDIALECT_H
