//===- OptFuzzer.cpp - Fuzz target: parse, verify, every pipeline ---------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// What ovl-opt does with a file, on hostile input: parse it with every
// dialect ovl-opt registers, verify it, then run each registered pipeline
// (ovl-lower-pipeline, ovl-overlap-pipeline, and the overlap pipeline
// followed by lowering) on its own copy. The contracts checked:
//
//  - a failure (parse, verify or pass) comes with an error diagnostic;
//  - the parallel verifier's own checks (taken without threads: the same
//    logic, in turn) pass only modules mlir::verify passes, and the
//    communication proofs reach the same verdict from the bodies they
//    listed as from walking the module;
//  - a pipeline that succeeds leaves IR that verifies;
//  - a pipeline does not break communication the input had right: when the
//    input passes the whole-mesh proofs of ovl-verify-communication, no
//    pipeline fails them (each pass keeps collectives matched and
//    deadlock-free; the proofs between phases only check that it did);
//  - a function that lowers translates to a plan that the runtime's loader
//    and validator accept: what the compiler promises, the runtime checks.
//    (Commands written by hand, an L2 input, are the runtime's to refuse:
//    its validator is the boundary for plans, not the L2 verifier.)
//
// A crash, a sanitizer report or a broken contract aborts (a finding).
// Seeds: fuzz/corpus/opt (L0 GPT steps, L1 and L2 modules, the lit tests'
// inputs). The mutator is the structure-aware TextMutator.
//
//===----------------------------------------------------------------------===//

#include "TextMutator.h"

#include "ovl/Analysis/CommunicationCheck.h"
#include "ovl/Analysis/ParallelVerifier.h"
#include "ovl/Dialect/Ovl/IR/OvlDialect.h"
#include "ovl/Dialect/Ovl/IR/OvlOps.h"
#include "ovl/Pipelines/Pipelines.h"
#include "ovl/Support/InputNesting.h"
#include "ovl/Target/Plan/PlanWriter.h"
#include "ovl/runtime/Plan.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include <cstdio>
#include <cstdlib>
#include <string>

using namespace mlir;

namespace {

/// The pipelines each input goes through, each on its own copy (passes on
/// the module).
const char *const kPipelines[] = {
    "ovl-lower-pipeline",
    "ovl-overlap-pipeline",
    "ovl-overlap-pipeline{chunks=2},ovl-lower-pipeline",
    // One transfer in flight per communicator: the schedule that reorders
    // most (a stage's send waited for, another communicator going first).
    "ovl-overlap-pipeline{max-in-flight=1},ovl-lower-pipeline",
};

/// What the inputs reached, printed at exit.
struct Counts {
  long inputs = 0, parsed = 0, verified = 0, listed = 0, proven = 0,
       pipelinesRun = 0, pipelinesSucceeded = 0, plansChecked = 0;
  ~Counts() {
    if (inputs > 0)
      std::printf("opt: %ld inputs, %ld parsed, %ld verified (%ld by the "
                  "parallel checks), %ld with communication proven; %ld "
                  "pipeline runs, %ld succeeded, %ld plans loaded\n",
                  inputs, parsed, verified, listed, proven, pipelinesRun,
                  pipelinesSucceeded, plansChecked);
  }
} counts;

[[noreturn]] void finding(const char *what, const char *pipeline) {
  std::fprintf(stderr, "finding: %s%s%s\n", what, pipeline ? " in " : "",
               pipeline ? pipeline : "");
  std::abort();
}

/// Counts error diagnostics, and those of the communication proofs among
/// them, and swallows them all.
struct ErrorCounter {
  explicit ErrorCounter(MLIRContext &context)
      : handler(&context, [this](Diagnostic &diagnostic) {
          if (diagnostic.getSeverity() == DiagnosticSeverity::Error) {
            ++errors;
            if (StringRef(diagnostic.str())
                    .starts_with("ovl-verify-communication:"))
              ++communicationErrors;
          }
          return success();
        }) {}
  int errors = 0;
  int communicationErrors = 0;
  ScopedDiagnosticHandler handler;
};

void checkPlan(ModuleOp module, const char *pipeline) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (failed(mlir::ovl::writePlan(module, os)))
    return; // Diagnosed: a lowered module the writer cannot write.
  try {
    ::ovl::rt::parsePlan(std::move(text), "fuzz.plan");
    ++counts.plansChecked;
  } catch (const ::ovl::rt::PlanError &e) {
    std::fprintf(stderr, "%s\n", e.what());
    finding("the runtime refuses the plan of a module that lowered",
            pipeline);
  }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  mlir::ovl::registerAllOvlPasses();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  DialectRegistry registry;
  registry.insert<mlir::ovl::OvlDialect, func::FuncDialect,
                  tensor::TensorDialect, arith::ArithDialect>();
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  // As in ovl-opt: an error does not print its op (every op of a function).
  context.printOpOnDiagnostic(false);
  ErrorCounter errors(context);

  ++counts.inputs;
  // MLIR's lexer reads source buffers up to their terminating NUL (files
  // are loaded with one): fuzz bytes get one too.
  std::string source(reinterpret_cast<const char *>(data), size);
  // As ovl-opt and ovl-translate do: nesting MLIR's parser cannot survive
  // is refused before parsing (a finding of this target).
  if (mlir::ovl::findExcessiveNesting(source))
    return 0;
  // Verified below, after the parallel verifier's checks have judged it.
  ParserConfig config(&context, /*verifyAfterParse=*/false);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(source, config, "fuzz.mlir");
  if (!module) {
    if (errors.errors == 0)
      finding("the parser failed without an error", nullptr);
    return 0;
  }
  ++counts.parsed;
  mlir::ovl::ListedBlocks listed;
  bool parallelPassed =
      mlir::ovl::detail::passesParallelChecks(*module, &listed);
  if (failed(verify(*module))) {
    if (errors.errors == 0)
      finding("the verifier failed without an error", nullptr);
    if (parallelPassed)
      finding("the parallel verifier passed a module mlir::verify refuses",
              nullptr);
    return 0;
  }
  ++counts.verified;
  bool communicationProven = succeeded(mlir::ovl::verifyCommunication(*module));
  if (communicationProven)
    ++counts.proven;
  if (parallelPassed) {
    ++counts.listed;
    ScopedDiagnosticHandler quiet(&context,
                                  [](Diagnostic &) { return success(); });
    if (succeeded(mlir::ovl::verifyCommunication(*module, &listed)) !=
        communicationProven)
      finding("the communication proofs judge the verifier's listed bodies "
              "otherwise than the module",
              nullptr);
  }
  // Programs the compiler writes itself, from functions only.
  bool lowersFunctions = module->getOps<mlir::ovl::ProgramOp>().empty() &&
                         !module->getOps<func::FuncOp>().empty();
  for (const char *pipeline : kPipelines) {
    OwningOpRef<ModuleOp> copy = module->clone();
    PassManager pm = PassManager::on<ModuleOp>(&context);
    if (failed(parsePassPipeline(pipeline, pm)))
      finding("a registered pipeline does not parse", pipeline);
    int before = errors.errors;
    int communicationBefore = errors.communicationErrors;
    ++counts.pipelinesRun;
    if (failed(pm.run(*copy))) {
      if (errors.errors == before)
        finding("a pipeline failed without an error", pipeline);
      if (communicationProven &&
          errors.communicationErrors != communicationBefore)
        finding("a pipeline broke the communication of an input that "
                "ovl-verify-communication proved",
                pipeline);
      continue;
    }
    ++counts.pipelinesSucceeded;
    if (failed(verify(*copy)))
      finding("a pipeline succeeded with IR that does not verify", pipeline);
    if (lowersFunctions && !copy->getOps<mlir::ovl::ProgramOp>().empty() &&
        copy->getOps<func::FuncOp>().empty())
      checkPlan(*copy, pipeline);
  }
  return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size,
                                          size_t maxSize, unsigned seed) {
  return ::ovl::fuzz::mutateText(data, size, maxSize, seed);
}
