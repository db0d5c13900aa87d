//===- PlanWriter.h - L2 programs to the plan file format -------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_TARGET_PLAN_PLANWRITER_H
#define OVL_TARGET_PLAN_PLANWRITER_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::ovl {

/// Writes a lowered module (mesh, pipeline, programs) as a plan
/// (docs/plan-format.md).
LogicalResult writePlan(ModuleOp module, llvm::raw_ostream &os);

/// Registers `--ovl-to-plan` with mlir-translate.
void registerToPlanTranslation();

} // namespace mlir::ovl

#endif // OVL_TARGET_PLAN_PLANWRITER_H
