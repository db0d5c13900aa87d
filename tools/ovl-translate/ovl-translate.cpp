//===- ovl-translate.cpp - Ovl translations --------------------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
//   ovl-translate --ovl-to-plan step.l2.mlir -o step.plan
//
//===----------------------------------------------------------------------===//

#include "ovl/Target/Plan/PlanWriter.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"

int main(int argc, char **argv) {
  // The translation checks its input's nesting before parsing it
  // (ovl/Support/InputNesting.h, lib/Target/Plan/PlanWriter.cpp).
  mlir::ovl::registerToPlanTranslation();
  return mlir::failed(
      mlir::mlirTranslateMain(argc, argv, "Ovl translation tool"));
}
