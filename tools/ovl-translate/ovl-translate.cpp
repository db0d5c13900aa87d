//===- ovl-translate.cpp - Ovl translations --------------------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
//   ovl-translate --ovl-to-plan step.l2.mlir -o step.plan
//
//===----------------------------------------------------------------------===//

#include "ovl/Support/InputNesting.h"
#include "ovl/Target/Plan/PlanWriter.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "llvm/Support/MemoryBuffer.h"

int main(int argc, char **argv) {
  mlir::ovl::registerToPlanTranslation();
  // Input files are checked for nesting the parser cannot survive
  // (ovl/Support/InputNesting.h) before mlirTranslateMain parses them: the
  // positional arguments, which name existing files (options take their
  // values with '=', -o excepted).
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "-o") {
      ++i;
      continue;
    }
    if (arg.starts_with("-"))
      continue;
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
        llvm::MemoryBuffer::getFile(arg);
    if (!file)
      continue; // mlirTranslateMain reports it.
    if (std::optional<std::string> nested =
            mlir::ovl::findExcessiveNesting((*file)->getBuffer())) {
      llvm::errs() << arg << ":" << *nested << "\n";
      return 1;
    }
  }
  return mlir::failed(
      mlir::mlirTranslateMain(argc, argv, "Ovl translation tool"));
}
