//===- DerivedAttrs.cpp - What a rewritten op keeps of its source ---------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Dialect/Ovl/Transforms/DerivedAttrs.h"

#include "ovl/Dialect/Ovl/IR/OvlDialect.h"

using namespace mlir;
using namespace mlir::ovl;

/// Attributes that describe an op's own work: its declared time and its
/// planned buffers.
static bool describesWork(StringRef name) {
  return name == OvlDialect::kDurationAttrName ||
         name == OvlDialect::kBuffersAttrName;
}

void mlir::ovl::copyDerivedAttrs(Operation *from, Operation *to,
                                 Derivation how) {
  for (NamedAttribute attr : from->getDiscardableAttrs())
    if (how == Derivation::SameWork || !describesWork(attr.getName()))
      to->setAttr(attr.getName(), attr.getValue());
}

void mlir::ovl::dropWorkAttrs(Operation *op) {
  SmallVector<StringAttr> names;
  for (NamedAttribute attr : op->getDiscardableAttrs())
    if (describesWork(attr.getName()))
      names.push_back(attr.getName());
  for (StringAttr name : names)
    op->removeAttr(name);
}
