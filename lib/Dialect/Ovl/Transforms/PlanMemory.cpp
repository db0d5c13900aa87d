//===- PlanMemory.cpp - Assign per-rank arena offsets ----------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/MemoryPlan.h"
#include "ovl/Analysis/Preconditions.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"

#include "mlir/IR/Threading.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/ToolOutputFile.h"

#define DEBUG_TYPE "ovl-plan-memory"

namespace mlir::ovl {
#define GEN_PASS_DEF_PLANMEMORYPASS
#include "ovl/Dialect/Ovl/Transforms/Passes.h.inc"
} // namespace mlir::ovl

using namespace mlir;
using namespace mlir::ovl;

namespace {
struct PlanMemoryPass : public ovl::impl::PlanMemoryPassBase<PlanMemoryPass> {
  using Base::Base;
  void runOnOperation() override;
};
} // namespace

static std::string mebibytes(int64_t bytes) {
  std::string text;
  llvm::raw_string_ostream(text) << llvm::format("%.2f MiB", bytes / 1048576.0);
  return text;
}

/// Attaches the plan to the IR: the arguments' buffers and the function's
/// sizes, and with `perOp`, each op's buffers.
static void attachPlan(func::FuncOp func, const MemoryPlan &plan, bool perOp) {
  MLIRContext *context = func.getContext();
  Builder b(context);
  auto sliceOf = [&](const MemoryPlan::Buffer &buffer) {
    return SliceAttr::get(context, buffer.arena, buffer.offset, buffer.bytes);
  };
  // All arguments' attributes at once: setting them one by one rebuilds the
  // function's array of them each time (quadratic in the parameters).
  SmallVector<DictionaryAttr> argAttrs;
  StringAttr bufferName = b.getStringAttr(OvlDialect::kBufferAttrName);
  for (BlockArgument arg : func.getArguments()) {
    NamedAttrList attrs(func.getArgAttrDict(arg.getArgNumber()));
    if (std::optional<MemoryPlan::Buffer> buffer = plan.lookup(arg))
      attrs.set(bufferName, sliceOf(*buffer));
    argAttrs.push_back(attrs.getDictionary(context));
  }
  func.setAllArgAttrs(argAttrs);
  func->setAttr(OvlDialect::kTransientBytesAttrName,
                b.getI64IntegerAttr(plan.getTransientBytes()));
  func->setAttr(OvlDialect::kPersistentBytesAttrName,
                b.getI64IntegerAttr(plan.getPersistentBytes()));
  func->setAttr(OvlDialect::kPeakLiveBytesAttrName,
                b.getI64IntegerAttr(plan.getPeakLiveBytes()));
  if (!perOp)
    return;
  // Interned once: a discardable attribute set by name on every op.
  StringAttr buffersName = b.getStringAttr(OvlDialect::kBuffersAttrName);
  auto annotateOp = [&](Operation *op) {
    if (op->getNumResults() == 0)
      return;
    SmallVector<Attribute> buffers;
    bool any = false;
    for (Value result : op->getResults()) {
      std::optional<MemoryPlan::Buffer> buffer = plan.lookup(result);
      any |= buffer.has_value();
      buffers.push_back(buffer ? Attribute(sliceOf(*buffer)) : b.getUnitAttr());
    }
    if (any)
      op->setDiscardableAttr(buffersName, b.getArrayAttr(buffers));
  };
  // Most of the pass's time is making these attributes (a dictionary per op
  // with its new entry), and each op's are its own: spread over the
  // context's threads in chunks of ops (sequential when threading is off).
  // The plan is only read; attributes are uniqued thread-safely, so the
  // result does not depend on the threads.
  ArrayRef<Operation *> ops = plan.getHappensBefore().getOps();
  constexpr size_t kChunk = 4096;
  mlir::parallelFor(context, 0, (ops.size() + kChunk - 1) / kChunk,
                    [&](size_t chunk) {
                      size_t end = std::min(ops.size(), (chunk + 1) * kChunk);
                      for (size_t i = chunk * kChunk; i < end; ++i)
                        annotateOp(ops[i]);
                    });
}

/// The persistent tensors of `func` by what they hold: "weights A +
/// optimizer state B", and how much of both is split over a data-parallel
/// axis (the distributed optimizer's saving: about (dp - 1) / dp of it).
/// A tensor is optimizer state when an update op reads it as state.
static std::string describePersistent(func::FuncOp func, MeshOp mesh) {
  // Found from the arguments' uses: no walk over the function's ops.
  auto isState = [](BlockArgument arg) {
    return llvm::any_of(arg.getUses(), [](OpOperand &use) {
      return isa<SGDUpdateOp, AdamWUpdateOp>(use.getOwner()) &&
             use.getOperandNumber() >= 2;
    });
  };
  int64_t weights = 0, optimizer = 0, dataSplit = 0;
  for (BlockArgument arg : func.getArguments()) {
    int64_t bytes = getTensorBytes(arg.getType());
    (isState(arg) ? optimizer : weights) += bytes;
    auto param = func.getArgAttrOfType<ParamAttr>(arg.getArgNumber(),
                                                 OvlDialect::kParamAttrName);
    auto isData = [&](StringRef axis) {
      return mesh && mesh.getAxisIndex(axis) &&
             mesh.getAxisRole(axis) == AxisRole::data;
    };
    if (param && ((param.isSharded() && isData(param.getShardAxis())) ||
                  (param.hasInnerShard() && isData(param.getInnerShardAxis()))))
      dataSplit += bytes;
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "weights " << mebibytes(weights) << " + optimizer state "
     << mebibytes(optimizer) << " (" << weights << " + " << optimizer
     << " bytes; " << dataSplit << " bytes split over data-parallel ranks)";
  return text;
}

void PlanMemoryPass::runOnOperation() {
  ModuleOp module = getOperation();
  MeshOp mesh = lookupMesh(module);
  int64_t stages = 1;
  for (auto pipeline : module.getOps<PipelineOp>())
    if (mesh && mesh.getAxisIndex(pipeline.getAxis()))
      stages = mesh.getAxisSize(pipeline.getAxis());
  int64_t ranksPerStage = mesh ? mesh.getNumRanks() / stages : 1;

  // The report is built only when it is written: its split of the
  // persistent bytes reads every use of every argument.
  bool reporting = !reportFile.empty();
  std::string report;
  llvm::raw_string_ostream os(report);
  os << "ovl memory plan (per rank)\n";
  int64_t worst = 0;
  std::string worstName;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal())
      continue;
    if (failed(checkPassPreconditions(func, "ovl-plan-memory", kNeedsFlat)))
      return signalPassFailure();
    MemoryPlanAnalysis &analysis = getChildAnalysis<MemoryPlanAnalysis>(func);
    if (failed(analysis.run()))
      return signalPassFailure();
    const MemoryPlan &plan = *analysis.getPlan();
    attachPlan(func, plan, annotate);
    if (!reporting)
      continue;
    int64_t total = plan.getTransientBytes() + plan.getPersistentBytes();
    os << "  @" << func.getSymName();
    if (std::optional<int64_t> stage = getStageIndex(func))
      os << " (stage " << *stage << ", " << ranksPerStage << " ranks)";
    os << ": transient " << mebibytes(plan.getTransientBytes())
       << " (peak live " << mebibytes(plan.getPeakLiveBytes()) << ", "
       << plan.getPeakLiveBytes() << " bytes) + persistent "
       << mebibytes(plan.getPersistentBytes()) << " = " << mebibytes(total)
       << "\n    persistent: " << describePersistent(func, mesh) << "\n";
    if (total > worst) {
      worst = total;
      worstName = func.getSymName().str();
    }
  }
  // Only the plan's attributes were added: the plans stay valid for the
  // lowering's check.
  markAnalysesPreserved<MemoryPlanAnalysis>();
  if (!reporting)
    return;
  os << "  peak per rank: " << mebibytes(worst) << " (" << worst
     << " bytes, @" << worstName << ")\n";
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(reportFile, &error);
  if (!output) {
    module.emitError() << "cannot write the memory report: " << error;
    return signalPassFailure();
  }
  output->os() << report;
  output->keep();
}
