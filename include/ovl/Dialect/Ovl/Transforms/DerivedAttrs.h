//===- DerivedAttrs.h - What a rewritten op keeps of its source -*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// One rule for the discardable attributes of the ops a rewrite makes from an
// op: where the op came from (its job, its stream, ...) carries to every op
// derived from it; what the op costs or where it lives (`ovl.duration_us`,
// `ovl.buffers`) only to an op doing the same work. A view of a fused
// collective, a token chunk of a GEMM or the dgrad half of a matmul gradient
// does other work, and the cost model prices it itself.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_DIALECT_OVL_TRANSFORMS_DERIVEDATTRS_H
#define OVL_DIALECT_OVL_TRANSFORMS_DERIVEDATTRS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::ovl {

/// How an op a rewrite makes relates to its source op.
enum class Derivation {
  /// The same work in another form (a collective made asynchronous).
  SameWork,
  /// A part of the work, more of it, or a view of its data.
  OtherWork,
};

/// Copies `from`'s discardable attributes onto `to` by the rule above.
void copyDerivedAttrs(Operation *from, Operation *to, Derivation how);

/// Drops from `op` the attributes only its source's own work justified
/// (for an op built with all of its source's attributes).
void dropWorkAttrs(Operation *op);

/// Sets one discardable attribute on op after op (a job's tag, a stream
/// role), each op's new dictionary built once per (old dictionary, value):
/// the ops of a function mostly carry the same few dictionaries, and a
/// dictionary built per op is a sort and a uniquing each time. One setter
/// per thread.
class DiscardableAttrSetter {
public:
  explicit DiscardableAttrSetter(StringAttr name) : name(name) {}
  /// Gives `op` the attribute with `value`, keeping its others.
  void set(Operation *op, Attribute value);

private:
  StringAttr name;
  llvm::DenseMap<std::pair<DictionaryAttr, Attribute>, DictionaryAttr> built;
};

} // namespace mlir::ovl

#endif // OVL_DIALECT_OVL_TRANSFORMS_DERIVEDATTRS_H
