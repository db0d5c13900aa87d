//===- DifferentialFuzzer.cpp - Fuzz target: overlap passes change nothing ===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The overlap passes' contract, on random programs: a training step compiled
// with any mix of them computes exactly what the unoptimized compile does
// (of the same model with one chunk per stage, and, for the distributed
// optimizer without clipping, with plain data parallelism).
// The fuzz bytes choose a valid step and a mix of passes (RandomStep.h); the
// step is compiled twice (the baseline: GPipe order, no overlap pass; the
// variant: the chosen passes, then lowering), each compile is translated to a
// plan that the runtime loads and validates, and both run two training steps
// on the cpu backend. The losses, the final weights and the last gradients
// must be equal bit for bit, tensor by tensor by name.
//
// Findings (abort): the baseline fails to compile or run, a variant's passes
// fail on a valid step, a compile's plan is refused, a run fails, or any
// value differs. At exit the target prints how many programs it compared.
//
//===----------------------------------------------------------------------===//

#include "RandomStep.h"

#include "ovl/Dialect/Ovl/IR/OvlDialect.h"
#include "ovl/Pipelines/Pipelines.h"
#include "ovl/Target/Plan/PlanWriter.h"
#include "ovl/runtime/Backend.h"
#include "ovl/runtime/Plan.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <optional>

using namespace mlir;
using namespace ::ovl::fuzz;

namespace {

struct Outcome {
  std::vector<double> losses;
  std::map<std::string, std::vector<float>> tensors;
};

struct Counts {
  long programs = 0;
  long pipelined = 0;
  long chunked = 0;
  long distributed = 0;
  long recomputed = 0;
  long withPasses = 0;
  long scatterGather = 0;
  long programOrder = 0;
  long dropout = 0;
  long attentionDropout = 0;
  long bf16Gradients = 0;
  ~Counts() {
    if (programs > 0)
      std::printf("differential: %ld programs compared bit for bit (%ld "
                  "pipelined, %ld with model chunks, %ld with the "
                  "distributed optimizer, %ld with activation "
                  "recomputation, %ld with overlap passes, %ld with "
                  "scatter-gather between stages, %ld scheduled in program "
                  "order, %ld with hidden dropout, %ld with attention "
                  "dropout, %ld reducing gradients in bf16)\n",
                  programs, pipelined, chunked, distributed, recomputed,
                  withPasses, scatterGather, programOrder, dropout,
                  attentionDropout, bf16Gradients);
  }
} counts;

[[noreturn]] void finding(const RandomStep &step, const std::string &what) {
  std::fprintf(stderr, "finding: %s\nstep: %s\n", what.c_str(),
               step.describe().c_str());
  std::abort();
}

/// Compiles `config` with `pipelines` (in order), writes and loads the plan,
/// and runs it; a failure is a finding naming `what`.
Outcome compileAndRun(const RandomStep &step,
                      const mlir::ovl::GPTConfig &config,
                      std::vector<std::string> pipelines, const char *what) {
  DialectRegistry registry;
  registry.insert<mlir::ovl::OvlDialect, func::FuncDialect>();
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  // As in ovl-opt: an error does not print its op (every op of a function).
  context.printOpOnDiagnostic(false);
  std::string diagnostics;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
    if (diagnostic.getSeverity() == DiagnosticSeverity::Error)
      diagnostics += diagnostic.str() + "\n";
    return success();
  });
  OwningOpRef<ModuleOp> module = mlir::ovl::buildGPTModule(&context, config);
  if (!module)
    finding(step, std::string(what) + ": ovl-gen failed\n" + diagnostics);
  for (const std::string &text : pipelines) {
    PassManager pm = PassManager::on<ModuleOp>(&context);
    if (failed(parsePassPipeline(text, pm)))
      finding(step, std::string(what) + ": pipeline does not parse: " + text);
    if (failed(pm.run(*module)))
      finding(step, std::string(what) + ": " + text + " failed:\n" +
                        diagnostics);
  }
  std::string planText;
  llvm::raw_string_ostream os(planText);
  if (failed(mlir::ovl::writePlan(*module, os)))
    finding(step, std::string(what) + ": the plan writer failed:\n" +
                      diagnostics);
  Outcome outcome;
  try {
    ::ovl::rt::Plan plan = ::ovl::rt::parsePlan(std::move(planText), what);
    ::ovl::rt::RunOptions options;
    options.steps = 2;
    options.collectDump = true;
    options.timeoutSeconds = 30.0;
    ::ovl::rt::RunResult result =
        ::ovl::rt::createCpuBackend()->run(plan, options);
    outcome.losses = result.stepLoss;
    for (::ovl::rt::DumpTensor &tensor : result.dump)
      outcome.tensors[tensor.name] = std::move(tensor.data);
  } catch (const std::exception &e) {
    finding(step, std::string(what) + ": " + e.what());
  }
  return outcome;
}

bool sameBits(const std::vector<float> &a, const std::vector<float> &b) {
  return a.size() == b.size() &&
         std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  mlir::ovl::registerAllOvlPasses();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  RandomStep step = generateStep(data, size);
  if (llvm::Error error = step.model.validate()) {
    finding(step, "the generator made an invalid model: " +
                      llvm::toString(std::move(error)));
  }
  Outcome baseline =
      compileAndRun(step, step.baselineModel, {kBaselinePipeline}, "baseline");
  std::vector<std::string> variantPipelines;
  if (!step.overlapPipeline.empty())
    variantPipelines.push_back(step.overlapPipeline);
  variantPipelines.push_back(kLowerPipeline);
  Outcome variant =
      compileAndRun(step, step.model, variantPipelines, "variant");

  if (baseline.losses.size() != 2 || variant.losses.size() != 2 ||
      std::memcmp(baseline.losses.data(), variant.losses.data(),
                  2 * sizeof(double)) != 0)
    finding(step, "the losses differ");
  if (baseline.tensors.size() != variant.tensors.size())
    finding(step, "the dumps hold different tensors");
  for (const auto &[name, values] : baseline.tensors) {
    auto it = variant.tensors.find(name);
    if (it == variant.tensors.end() || !sameBits(values, it->second))
      finding(step, "tensor '" + name + "' differs");
  }
  ++counts.programs;
  counts.pipelined += step.model.pipelineParallel > 1;
  counts.chunked += step.model.getNumModelChunks() > 1;
  counts.distributed += step.model.usesDistributedOptimizer();
  counts.recomputed +=
      step.model.recomputeGranularity != mlir::ovl::RecomputeGranularity::none;
  counts.withPasses += !step.overlapPipeline.empty();
  counts.scatterGather += step.model.usesScatterGatherInPipeline();
  counts.dropout += step.model.hiddenDropout > 0;
  counts.attentionDropout += step.model.attentionDropout > 0;
  counts.bf16Gradients += step.model.gradReduceInBf16;
  counts.programOrder +=
      step.overlapPipeline.find("keep-program-order") != std::string::npos;
  return 0;
}
