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
  DictionaryAttr source = from->getDiscardableAttrDictionary();
  auto kept = [&](NamedAttribute attr) {
    return how == Derivation::SameWork || !describesWork(attr.getName());
  };
  // A new op (none of its own) takes the source's dictionary as it is when
  // every attribute stays; otherwise one dictionary is built, not one per
  // attribute.
  if (to->getDiscardableAttrDictionary().empty() &&
      llvm::all_of(source, kept)) {
    to->setDiscardableAttrs(source);
    return;
  }
  NamedAttrList merged(to->getDiscardableAttrDictionary());
  for (NamedAttribute attr : source)
    if (kept(attr))
      merged.set(attr.getName(), attr.getValue());
  to->setDiscardableAttrs(merged.getDictionary(to->getContext()));
}

void mlir::ovl::dropWorkAttrs(Operation *op) {
  SmallVector<StringAttr> names;
  for (NamedAttribute attr : op->getDiscardableAttrs())
    if (describesWork(attr.getName()))
      names.push_back(attr.getName());
  for (StringAttr name : names)
    op->removeAttr(name);
}

void DiscardableAttrSetter::set(Operation *op, Attribute value) {
  DictionaryAttr attrs = op->getDiscardableAttrDictionary();
  DictionaryAttr &withValue = built[{attrs, value}];
  if (!withValue) {
    NamedAttrList list(attrs);
    list.set(name, value);
    withValue = list.getDictionary(op->getContext());
  }
  op->setDiscardableAttrs(withValue);
}
