//===- Passes.h - Ovl transformation passes ---------------------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_DIALECT_OVL_TRANSFORMS_PASSES_H
#define OVL_DIALECT_OVL_TRANSFORMS_PASSES_H

#include "ovl/Dialect/Ovl/IR/OvlOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

namespace mlir::ovl {

/// True when `--ovl-remarks` is on: passes explain their decisions with
/// remarks (how much of each collective is hidden, what was left alone and
/// why).
bool remarksEnabled();

/// Inlines every job of `func` in place (what ovl-flatten-jobs does), tagging
/// the moved ops with their job; returns how many jobs it inlined.
int64_t flattenJobs(func::FuncOp func);

#define GEN_PASS_DECL
#include "ovl/Dialect/Ovl/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "ovl/Dialect/Ovl/Transforms/Passes.h.inc"

} // namespace mlir::ovl

#endif // OVL_DIALECT_OVL_TRANSFORMS_PASSES_H
