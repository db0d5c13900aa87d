//===- SingleModuleRun.cpp - ovl-opt's path for one module ----------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "SingleModuleRun.h"

#include "ovl/Dialect/Ovl/IR/CommandPrinting.h"
#include "ovl/Support/ShortQuoteDiagnostics.h"

#include "mlir/Debug/CLOptionsSetup.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/Remarks.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/Timing.h"
#include "mlir/Tools/ParseUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) ||     \
    __has_feature(memory_sanitizer) ||                                         \
    __has_feature(undefined_behavior_sanitizer)
#define OVL_OPT_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define OVL_OPT_SANITIZED 1
#endif

/// Whether the module is destroyed after printing: in sanitizer builds only,
/// whose leak and use checks should see the whole teardown.
#ifdef OVL_OPT_SANITIZED
static constexpr bool kDestroyModule = true;
#else
static constexpr bool kDestroyModule = false;
#endif

namespace ovl::opt {

bool isSingleModuleRun(const MlirOptMainConfig &config) {
  return !config.shouldShowDialects() && !config.shouldListPasses() &&
         config.inputSplitMarker().empty() &&
         !config.shouldVerifyDiagnostics() && !config.shouldVerifyRoundtrip() &&
         !config.shouldEmitBytecode() &&
         !config.bytecodeVersionToEmit().has_value() &&
         config.getIrdlFile().empty() && !config.shouldRunReproducer() &&
         config.getReproducerFilename().empty() &&
         config.getRemarkFormat() == RemarkFormat::REMARK_FORMAT_STDOUT &&
         config.getRemarkPolicy() == RemarkPolicy::REMARK_POLICY_ALL &&
         !config.shouldEmitRemarks() &&
         config.getDiagnosticVerbosityLevel() ==
             VerbosityLevel::ErrorsWarningsAndRemarks &&
         config.shouldShowNotes();
}

LogicalResult runSingleModule(llvm::raw_ostream &os,
                              std::unique_ptr<llvm::MemoryBuffer> input,
                              DialectRegistry &registry,
                              const MlirOptMainConfig &config) {
  auto sourceMgr = std::make_shared<llvm::SourceMgr>();
  sourceMgr->AddNewSourceBuffer(std::move(input), llvm::SMLoc());

  // The threads as MlirOptMain has them: the pool of a context made under
  // the command line's threading option, lent to the module's context.
  MLIRContext threadPoolContext;
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  if (threadPoolContext.isMultithreadingEnabled())
    context.setThreadPool(threadPoolContext.getThreadPool());
  context.allowUnregisteredDialects(config.shouldAllowUnregisteredDialects());
  tracing::InstallDebugHandler debugHandler(context, config.getDebugConfig());
  mlir::ovl::ShortQuoteDiagnosticHandler diagnostics(*sourceMgr, &context);

  DefaultTimingManager timingManager;
  applyDefaultTimingManagerCLOptions(timingManager);
  TimingScope timing = timingManager.getRootScope();

  // Parsed on one thread (the context's locks would only slow it down);
  // resources of dialects not loaded pass through to the output.
  bool threaded = context.isMultithreadingEnabled();
  context.disableMultithreading();
  FallbackAsmResourceMap fallbackResources;
  ParserConfig parserConfig(&context, config.shouldVerifyOnParsing(),
                            &fallbackResources);
  TimingScope parserTiming = timing.nest("Parser");
  OwningOpRef<Operation *> module = parseSourceFileForTool(
      sourceMgr, parserConfig, !config.shouldUseExplicitModule());
  parserTiming.stop();
  if (!module)
    return failure();
  context.enableMultithreading(threaded);

  // Optimization remarks as MlirOptMain enables them by default: printed as
  // diagnostics, every one reported.
  remark::RemarkCategories categories{
      config.getRemarksAllFilter(), config.getRemarksPassedFilter(),
      config.getRemarksMissedFilter(), config.getRemarksAnalyseFilter(),
      config.getRemarksFailedFilter()};
  if (failed(remark::enableOptimizationRemarks(
          context, /*streamer=*/nullptr,
          std::make_unique<remark::RemarkEmittingPolicyAll>(), categories,
          /*printAsEmitRemarks=*/true)))
    return failure();

  PassManager pm(module.get()->getName(), PassManager::Nesting::Implicit);
  pm.enableVerifier(config.shouldVerifyPasses());
  if (failed(applyPassManagerCLOptions(pm)))
    return failure();
  pm.enableTiming(timing);
  if (failed(config.setupPassPipeline(pm)) || failed(pm.run(*module)))
    return failure();

  TimingScope outputTiming = timing.nest("Output");
  // The printer's flags are the command line's and it records no op
  // locations: L2 queues may print their commands in chunks on the threads.
  OpPrintingFlags printingFlags;
  AsmState asmState(module.get(), printingFlags, /*locationMap=*/nullptr,
                    &fallbackResources);
  {
    mlir::ovl::ChunkedCommandPrinting chunked(printingFlags);
    os << OpWithState(module.get(), asmState) << '\n';
  }
  if (remark::detail::RemarkEngine *engine = context.getRemarkEngine())
    engine->getRemarkEmittingPolicy()->finalize();
  outputTiming.stop();

  // The process ends once the output is kept: its exit returns the memory.
  if (!kDestroyModule)
    (void)module.release();
  return success();
}

} // namespace ovl::opt
