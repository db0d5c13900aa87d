//===- ovl-opt.cpp - Ovl optimizer driver ---------------------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// mlir-opt for Ovl: the ovl dialect, the upstream dialects its IR uses, the
// generic transformations (canonicalize, cse, ...) and every Ovl pass and
// pass pipeline. The input is read once and checked for nesting the parser
// cannot survive (ovl/Support/InputNesting.h) before MLIR parses it.
//
// A pipeline that ends with ovl-verify-communication (the registered ones
// do, and run it between their phases) verifies its own IR there, so
// ovl-opt does not also verify after every pass unless `--verify-each` is
// given (on a 100k-op module that verification was a quarter of the time),
// nor once more before printing.
//
// An error does not print the op it is about unless
// `--mlir-print-op-on-diagnostic` is given: MLIR prints the whole op, and an
// error about a function, a job or a program printed every op inside it
// (160 MB for one error on a 1M-op function). The error's file, line and
// column, with its source line, stay.
//
// A run of one module (no split input, no diagnostics verification, text
// output) takes ovl-opt's own path (SingleModuleRun.h), which does not
// destroy the module after printing it; the others go to MlirOptMain.
//
//===----------------------------------------------------------------------===//

#include "SingleModuleRun.h"

#include "ovl/Dialect/Ovl/IR/OvlDialect.h"
#include "ovl/Pipelines/Pipelines.h"
#include "ovl/Support/DeviceInput.h"
#include "ovl/Support/InputNesting.h"
#include "ovl/Support/OutputOverInput.h"
#include "ovl/Support/WriteError.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

/// Whether the pipeline verifies its IR at its end itself: its last pass is
/// ovl-verify-communication, which runs the MLIR verifier before its proofs.
static bool pipelineVerifiesItself(mlir::PassManager &pm) {
  mlir::Pass *last = nullptr;
  for (mlir::Pass &pass : pm.getPasses())
    last = &pass;
  return last && last->getArgument() == "ovl-verify-communication";
}

/// The command-line option `name` when it was not on the command line
/// (nullptr when it was, or is not registered).
static llvm::cl::Option *unsetOption(llvm::StringRef name) {
  auto &options = llvm::cl::getRegisteredOptions();
  auto found = options.find(name);
  if (found == options.end() || found->second->getNumOccurrences() > 0)
    return nullptr;
  return found->second;
}

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  registry.insert<mlir::ovl::OvlDialect, mlir::func::FuncDialect,
                  mlir::tensor::TensorDialect, mlir::arith::ArithDialect>();
  mlir::registerTransformsPasses();
  mlir::ovl::registerAllOvlPasses();
  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv, "Ovl optimizer driver\n", registry);
  // Before MlirOptMain makes its contexts, which read the option.
  if (llvm::cl::Option *printOp = unsetOption("mlir-print-op-on-diagnostic"))
    (void)printOp->addOccurrence(0, "mlir-print-op-on-diagnostic", "false");
  mlir::MlirOptMainConfig config = mlir::MlirOptMainConfig::createFromCLOptions();
  if (unsetOption("verify-each")) {
    mlir::MlirOptMainConfig fromCommandLine = config;
    config.setPassPipelineSetupFn(
        [fromCommandLine](mlir::PassManager &pm) -> mlir::LogicalResult {
          if (mlir::failed(fromCommandLine.setupPassPipeline(pm)))
            return mlir::failure();
          if (pipelineVerifiesItself(pm)) {
            pm.enableVerifier(false);
            // Nothing runs between that verification and the printer,
            // which would verify the module once more.
            // Set as the command line would (the option's own parser): its
            // storage type is MLIR's business.
            if (llvm::cl::Option *assumeVerified =
                    unsetOption("mlir-print-assume-verified"))
              (void)assumeVerified->addOccurrence(
                  0, "mlir-print-assume-verified", "true");
          }
          return mlir::success();
        });
  }
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
  // As MlirOptMain does it, with the nesting check between reading the
  // input and parsing it; the output file is kept only on success.
  std::string error;
  if (std::optional<std::string> device =
          mlir::ovl::findDeviceInput(inputFilename)) {
    llvm::WithColor::error(llvm::errs(), "ovl-opt") << *device << "\n";
    return 1;
  }
  if (std::optional<std::string> overwrite =
          mlir::ovl::findOutputOverInput(inputFilename, outputFilename)) {
    llvm::WithColor::error(llvm::errs(), "ovl-opt") << *overwrite << "\n";
    return 1;
  }
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFilename, &error);
  if (!input) {
    llvm::WithColor::error(llvm::errs(), "ovl-opt") << error << "\n";
    return 1;
  }
  if (std::optional<std::string> nested =
          mlir::ovl::findExcessiveNesting(input->getBuffer())) {
    llvm::errs() << (inputFilename == "-" ? "<stdin>" : inputFilename) << ":"
                 << *nested << "\n";
    return 1;
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::WithColor::error(llvm::errs(), "ovl-opt") << error << "\n";
    return 1;
  }
  // Written in 1 MiB pieces: a file's stream would otherwise write 4 KiB at
  // a time (its block size), 70,000 system calls for a lowered 1M-op module.
  output->os().SetBufferSize(1 << 20);
  mlir::LogicalResult result =
      ovl::opt::isSingleModuleRun(config)
          ? ovl::opt::runSingleModule(output->os(), std::move(input), registry,
                                      config)
          : mlir::MlirOptMain(output->os(), std::move(input), registry, config);
  if (mlir::failed(result))
    return 1;
  if (std::optional<std::string> refused =
          mlir::ovl::takeWriteError(output->os(), outputFilename)) {
    llvm::WithColor::error(llvm::errs(), "ovl-opt") << *refused << "\n";
    return 1;
  }
  output->keep();
  return 0;
}
