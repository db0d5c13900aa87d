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
#include "ovl/Support/OutputOverInput.h"
#include "ovl/Target/Plan/PlanWriter.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/WithColor.h"

int main(int argc, char **argv) {
  // The translation checks its input's nesting before parsing it
  // (ovl/Support/InputNesting.h, lib/Target/Plan/PlanWriter.cpp), but
  // mlirTranslateMain reads the input before: a device among the
  // positional arguments (options take their values with '=', -o excepted)
  // is refused first.
  // So is an output that names the input: mlirTranslateMain truncates it
  // while the input is mapped (ovl/Support/OutputOverInput.h).
  llvm::StringRef output = "-";
  llvm::SmallVector<llvm::StringRef> inputs;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "-o" || arg == "--o") {
      if (i + 1 < argc)
        output = argv[++i];
      continue;
    }
    if (arg.consume_front("-o=") || arg.consume_front("--o=")) {
      output = arg;
      continue;
    }
    if (!arg.starts_with("-"))
      inputs.push_back(arg);
  }
  for (llvm::StringRef input : inputs) {
    std::optional<std::string> refused = mlir::ovl::findDeviceInput(input);
    if (!refused)
      refused = mlir::ovl::findOutputOverInput(input, output);
    if (refused) {
      llvm::WithColor::error(llvm::errs(), "ovl-translate") << *refused << "\n";
      return 1;
    }
  }
  mlir::ovl::registerToPlanTranslation();
  return mlir::failed(
      mlir::mlirTranslateMain(argc, argv, "Ovl translation tool"));
}
