//===- AxisGroupSyntax.h - `[tp, dp]` in op syntax --------------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// A group of mesh axes as ops print it, `[tp, dp]` (each name a keyword, or
// a string when it is not one): shared by the L0/L1 collectives'
// assembly formats (OvlOps.cpp) and the L2 commands' hand-written syntax
// (OvlRuntimeSyntax.cpp). Private to the dialect's IR library.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_LIB_DIALECT_OVL_IR_AXISGROUPSYNTAX_H
#define OVL_LIB_DIALECT_OVL_IR_AXISGROUPSYNTAX_H

#include "mlir/IR/OpImplementation.h"

namespace mlir::ovl {

ParseResult parseAxisGroup(OpAsmParser &parser, ArrayAttr &group);
void printAxisGroup(OpAsmPrinter &printer, ArrayAttr group);

} // namespace mlir::ovl

#endif // OVL_LIB_DIALECT_OVL_IR_AXISGROUPSYNTAX_H
