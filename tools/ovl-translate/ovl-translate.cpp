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
  mlir::ovl::registerToPlanTranslation();
  return mlir::failed(
      mlir::mlirTranslateMain(argc, argv, "Ovl translation tool"));
}
