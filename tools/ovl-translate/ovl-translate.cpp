//===- ovl-translate.cpp - Ovl translations --------------------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
//   ovl-translate --ovl-to-plan step.l2.mlir -o step.plan
//
//===----------------------------------------------------------------------===//

#include "ovl/Support/DeviceInput.h"
#include "ovl/Target/Plan/PlanWriter.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "llvm/Support/WithColor.h"

int main(int argc, char **argv) {
  // The translation checks its input's nesting before parsing it
  // (ovl/Support/InputNesting.h, lib/Target/Plan/PlanWriter.cpp), but
  // mlirTranslateMain reads the input before: a device among the
  // positional arguments (options take their values with '=', -o excepted)
  // is refused first.
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "-o") {
      ++i;
      continue;
    }
    if (arg.starts_with("-"))
      continue;
    if (std::optional<std::string> device = mlir::ovl::findDeviceInput(arg)) {
      llvm::WithColor::error(llvm::errs(), "ovl-translate") << *device << "\n";
      return 1;
    }
  }
  mlir::ovl::registerToPlanTranslation();
  return mlir::failed(
      mlir::mlirTranslateMain(argc, argv, "Ovl translation tool"));
}
