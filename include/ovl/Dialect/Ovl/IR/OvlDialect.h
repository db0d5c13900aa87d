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

#endif // OVL_DIALECT_OVL_IR_OVLDIALECT_H
