//===- Passes.h - Ovl conversion passes -------------------------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_CONVERSION_PASSES_H
#define OVL_CONVERSION_PASSES_H

#include "ovl/Dialect/Ovl/IR/OvlOps.h"

#include "mlir/Pass/Pass.h"

namespace mlir::ovl {

#define GEN_PASS_DECL
#include "ovl/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "ovl/Conversion/Passes.h.inc"

} // namespace mlir::ovl

#endif // OVL_CONVERSION_PASSES_H
