//===- Pipelines.h - Registered Ovl pass pipelines --------------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_PIPELINES_PIPELINES_H
#define OVL_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

#include <string>

namespace mlir::ovl {

/// What both registered pipelines take: the pipeline schedule they start
/// with and the device description their cost model uses.
template <typename Derived>
struct SchedulingPipelineOptions : public PassPipelineOptions<Derived> {
  using StringOption = mlir::detail::PassOptions::Option<std::string>;
  StringOption schedule{
      *this, "schedule",
      llvm::cl::desc("ovl-pipeline-schedule: gpipe, 1f1b, interleaved, "
                     "zb-h1 or zb-h2; auto: with pp > 1, interleaved when "
                     "stages hold several model chunks, else 1f1b, as in "
                     "Megatron-LM"),
      llvm::cl::init("auto")};
  mlir::detail::PassOptions::Option<int64_t> virtualStages{
      *this, "virtual-stages",
      llvm::cl::desc("ovl-pipeline-schedule: model chunks per stage "
                     "expected (0: the pipeline's own)"),
      llvm::cl::init(0)};
  StringOption device{
      *this, "device",
      llvm::cl::desc("Device description (JSON) for the cost model and the "
                     "estimates; empty for the built-in h100-sxm-nvlink"),
      llvm::cl::init("")};
};

/// L1 -> L2: flatten jobs, plan memory, lower to runtime commands.
struct LowerPipelineOptions
    : public SchedulingPipelineOptions<LowerPipelineOptions> {
  Option<std::string> memoryReport{
      *this, "memory-report",
      llvm::cl::desc("Print the memory plan's per-rank sizes to this file "
                     "('-' for stdout)"),
      llvm::cl::init("")};
};

void buildLowerPipeline(OpPassManager &pm, const LowerPipelineOptions &options);

/// L0 -> L1 with communication hidden under compute: the overlap passes in
/// order, with their options passed through.
struct OverlapPipelineOptions
    : public SchedulingPipelineOptions<OverlapPipelineOptions> {
  Option<std::string> chunks{
      *this, "chunks",
      llvm::cl::desc("ovl-decompose-collective-matmul: token chunks per "
                     "region ('auto', or a number; 1: off)"),
      llvm::cl::init("auto")};
  Option<double> capMb{
      *this, "cap-mb",
      llvm::cl::desc("ovl-bucket-collectives: largest bucket in MiB (0: off)"),
      llvm::cl::init(25.0)};
  Option<double> memoryBudgetMb{
      *this, "memory-budget-mb",
      llvm::cl::desc("ovl-overlap-fwd-bwd and ovl-schedule-overlap: peak "
                     "live MiB per rank (0: 110% of each one's input peak)"),
      llvm::cl::init(0.0)};
  Option<std::string> fwdBwd{
      *this, "fwd-bwd",
      llvm::cl::desc("ovl-overlap-fwd-bwd pairing: auto (the witness "
                     "decides), off, backward-forward, forward-backward or "
                     "warmup-forward-backward"),
      llvm::cl::init("auto")};
  Option<bool> keepProgramOrder{
      *this, "keep-program-order",
      llvm::cl::desc("ovl-schedule-overlap: move only the waits, each to its "
                     "first user (Megatron-LM's asynchronous tensor-parallel "
                     "communication)"),
      llvm::cl::init(false)};
  Option<unsigned> maxInFlight{
      *this, "max-in-flight",
      llvm::cl::desc("ovl-schedule-overlap: started, unwaited collectives per "
                     "communicator"),
      llvm::cl::init(4)};
  Option<int64_t> prefetchDistance{
      *this, "prefetch-distance",
      llvm::cl::desc("ovl-prefetch-inputs: micro-batches ahead"),
      llvm::cl::init(1)};
  Option<bool> remarks{
      *this, "remarks",
      llvm::cl::desc("Explain the decisions with remarks (also --ovl-remarks)"),
      llvm::cl::init(false)};
};

void buildOverlapPipeline(OpPassManager &pm,
                          const OverlapPipelineOptions &options);

/// Registers every Ovl pipeline with the pass registry.
void registerOvlPipelines();

/// Registers every Ovl pass, conversion pass and pipeline: what ovl-opt and
/// the fuzz targets offer.
void registerAllOvlPasses();

} // namespace mlir::ovl

#endif // OVL_PIPELINES_PIPELINES_H
