//===- PrintSummary.cpp - Print what a training-step module contains ------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/ModelSummary.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"

#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/ToolOutputFile.h"

#define DEBUG_TYPE "ovl-print-summary"

namespace mlir::ovl {
#define GEN_PASS_DEF_PRINTSUMMARYPASS
#include "ovl/Dialect/Ovl/Transforms/Passes.h.inc"
} // namespace mlir::ovl

using namespace mlir;
using namespace mlir::ovl;

namespace {
struct PrintSummaryPass
    : public ovl::impl::PrintSummaryPassBase<PrintSummaryPass> {
  using Base::Base;
  void runOnOperation() override;
};
} // namespace

void PrintSummaryPass::runOnOperation() {
  ModelSummary summary(getOperation());
  if (failed(summary.run()))
    return signalPassFailure();
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFile, &error);
  if (!output) {
    getOperation().emitError() << "cannot write the summary: " << error;
    return signalPassFailure();
  }
  summary.print(output->os());
  output->keep();
  markAllAnalysesPreserved();
}
