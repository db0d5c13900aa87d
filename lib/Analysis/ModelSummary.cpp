//===- ModelSummary.cpp - What a training-step module contains ------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/ModelSummary.h"

#include "ovl/Dialect/Ovl/IR/OvlOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::ovl;

/// Bytes of a ranked tensor type (bits rounded up to bytes per element).
static int64_t tensorBytes(RankedTensorType type) {
  int64_t bits = type.getElementTypeBitWidth();
  return type.getNumElements() * ((bits + 7) / 8);
}

static std::string groupKey(CommunicationOp comm) {
  std::string key = stringifyCommKind(comm.getCommKind()).str();
  key += comm.getCommKind() == CommKind::send ||
                 comm.getCommKind() == CommKind::recv
             ? " along ["
             : " over [";
  llvm::raw_string_ostream os(key);
  llvm::interleaveComma(comm.getGroupAxes(), os, [&](Attribute axis) {
    os << cast<StringAttr>(axis).getValue();
  });
  os << "]";
  return key;
}

LogicalResult ModelSummary::run() {
  auto moduleOp = dyn_cast<ModuleOp>(module);
  if (!moduleOp)
    return module->emitError("the model summary runs on a module");
  if (MeshOp mesh = lookupMesh(module)) {
    llvm::raw_string_ostream os(meshDescription);
    os << "@" << mesh.getSymName() << " [";
    llvm::interleaveComma(
        llvm::zip(mesh.getAxisNames(), mesh.getAxisSizes()), os, [&](auto p) {
          os << cast<StringAttr>(std::get<0>(p)).getValue() << " = "
             << std::get<1>(p);
        });
    os << "], " << mesh.getNumRanks() << " ranks";
  }
  for (auto pipeline : moduleOp.getOps<PipelineOp>())
    pipelineDescription =
        llvm::formatv("@{0} over {1}: {2} stages, {3} micro-batches",
                      pipeline.getSymName(), pipeline.getAxis(),
                      pipeline.getStages().size(),
                      pipeline.getNumMicrobatches());

  moduleOp.walk([&](Operation *) { ++totalOps; });
  for (auto func : moduleOp.getOps<func::FuncOp>()) {
    StageSummary summary;
    summary.name = func.getSymName().str();
    summary.stage = getStageIndex(func).value_or(-1);
    for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
      auto param = func.getArgAttrOfType<ParamAttr>(i, OvlDialect::kParamAttrName);
      if (!param || isOptimizerStateName(param.getName()))
        continue;
      ++summary.numParams;
      if (auto type = dyn_cast<RankedTensorType>(func.getArgumentTypes()[i]))
        summary.paramBytes += tensorBytes(type);
    }
    func.walk([&](Operation *op) {
      ++summary.numOps;
      if (isa<JobOp>(op))
        ++summary.numJobs;
      if (auto comm = dyn_cast<CommunicationOp>(op)) {
        CommStats &stats = summary.comms[groupKey(comm)];
        ++stats.count;
        stats.bytes += tensorBytes(comm.getDeliveredType());
      }
    });
    stages.push_back(std::move(summary));
  }
  return success();
}

static std::string humanBytes(int64_t bytes) {
  const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  double value = bytes;
  int unit = 0;
  while (value >= 1024.0 && unit < 4) {
    value /= 1024.0;
    ++unit;
  }
  return llvm::formatv("{0:f1} {1}", value, units[unit]);
}

void ModelSummary::print(llvm::raw_ostream &os) const {
  os << "ovl model summary\n";
  if (!meshDescription.empty())
    os << "  mesh " << meshDescription << "\n";
  if (!pipelineDescription.empty())
    os << "  pipeline " << pipelineDescription << "\n";
  for (const StageSummary &stage : stages) {
    os << "  @" << stage.name;
    if (stage.stage >= 0)
      os << " (stage " << stage.stage << ")";
    os << ": " << stage.numOps << " ops, " << stage.numJobs << " jobs, "
       << stage.numParams << " parameters ("
       << humanBytes(stage.paramBytes) << " per rank)\n";
    for (const auto &[key, stats] : stage.comms)
      os << "    " << key << ": " << stats.count << " ops, "
         << humanBytes(stats.bytes) << " per rank and step\n";
  }
  os << "  total: " << totalOps << " ops\n";
}
