//===- PlanWriter.cpp - L2 programs to the plan file format ---------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Field names come from the runtime's command schema (ovl/runtime/
// CommandSchema.h), the single source of truth of the format, so the writer
// and the loader cannot drift apart.
//
//===----------------------------------------------------------------------===//

#include "ovl/Target/Plan/PlanWriter.h"

#include "ovl/Dialect/Ovl/IR/OvlOps.h"
#include "ovl/Analysis/OpCost.h"
#include "ovl/runtime/CommandSchema.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::ovl;

namespace {

std::string sliceText(SliceAttr slice) {
  return std::string(slice.getArena() == ArenaKind::transient ? "t@" : "p@") +
         std::to_string(slice.getOffset()) + "+" +
         std::to_string(slice.getBytes());
}

std::string shapeText(ArrayRef<int64_t> shape) {
  if (shape.empty())
    return "scalar";
  std::string text;
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? "x" : "") + std::to_string(shape[i]);
  return text;
}

std::string groupText(ArrayAttr group) {
  std::string text;
  for (Attribute axis : group)
    text += (text.empty() ? "" : ",") + cast<StringAttr>(axis).getValue().str();
  return text;
}

/// A value, quoted when it holds spaces, quotes or comment markers.
std::string quoted(StringRef value) {
  if (!value.empty() && value.find_first_of(" \t\"#\\") == StringRef::npos)
    return value.str();
  std::string text = "\"";
  for (char c : value) {
    if (c == '"' || c == '\\')
      text += '\\';
    text += c;
  }
  return text + "\"";
}

std::string number(double value) {
  std::string text;
  llvm::raw_string_ostream(text) << llvm::format("%.17g", value);
  return text;
}

std::string estimate(double value) {
  std::string text;
  llvm::raw_string_ostream(text) << llvm::format("%.6g", value);
  return text;
}

std::string locationText(Location loc) {
  if (auto file = loc->findInstanceOf<FileLineColLoc>())
    return (file.getFilename().strref() + ":" + Twine(file.getLine()) + ":" +
            Twine(file.getColumn()))
        .str();
  if (auto name = loc->findInstanceOf<NameLoc>())
    return name.getName().str();
  return "";
}

class PlanWriter {
public:
  explicit PlanWriter(llvm::raw_ostream &os) : os(os) {}
  LogicalResult write(ModuleOp module);

private:
  LogicalResult writeProgram(ProgramOp program);
  LogicalResult writeCommand(Operation *op);
  void writeCommon(Operation *op);

  llvm::raw_ostream &os;
};

} // namespace

void PlanWriter::writeCommon(Operation *op) {
  os << " est=" << estimate(cast<FloatAttr>(op->getAttr("est_us")).getValueAsDouble());
  if (auto fixed = op->getAttrOfType<FloatAttr>("fixed_us"))
    os << " fixed=" << number(fixed.getValueAsDouble());
  if (auto label = op->getAttrOfType<StringAttr>("label"))
    os << " label=" << quoted(label.getValue());
  std::string loc = locationText(op->getLoc());
  if (!loc.empty())
    os << " loc=" << quoted(loc);
  os << "\n";
}

LogicalResult PlanWriter::writeCommand(Operation *op) {
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case<GemmCommandOp>([&](GemmCommandOp g) {
        os << "gemm a=" << sliceText(g.getA()) << " b=" << sliceText(g.getB())
           << " c=" << sliceText(g.getC()) << " m=" << g.getM()
           << " n=" << g.getN() << " k=" << g.getK()
           << " batch=" << g.getBatch() << " sa=" << g.getStrideA()
           << " sb=" << g.getStrideB() << " sc=" << g.getStrideC()
           << " ta=" << g.getTransposeA() << " tb=" << g.getTransposeB()
           << " acc=" << g.getAccumulate()
           << " dtype=" << getDTypeName(g.getDtype());
        writeCommon(op);
        return success();
      })
      .Case<KernelCommandOp>([&](KernelCommandOp k) {
        const ::ovl::rt::CommandSchema &schema =
            ::ovl::rt::kernelSchema(*::ovl::rt::parseKernelOp(k.getKernel().str()));
        os << "kernel op=" << k.getKernel();
        ArrayRef<Attribute> buffers = k.getBuffers().getValue();
        if (schema.variadicSlices) {
          os << " outs=";
          for (size_t i = 0; i < buffers.size(); ++i)
            os << (i ? "," : "") << sliceText(cast<SliceAttr>(buffers[i]));
        } else {
          for (auto [name, buffer] : llvm::zip(schema.slices, buffers))
            os << " " << name << "=" << sliceText(cast<SliceAttr>(buffer));
        }
        for (auto [field, size] : llvm::zip(schema.ints, k.getSizes()))
          os << " " << field.name << "=" << size;
        for (auto [name, param] : llvm::zip(schema.floats, k.getParams()))
          os << " " << name << "=" << number(param);
        if (k.getGroup())
          os << " group=" << groupText(*k.getGroup());
        os << " dtype=" << getDTypeName(k.getDtype())
           << " flops=" << number(k.getFlops().convertToDouble())
           << " bytes=" << number(k.getBytes().convertToDouble())
           << " tc=" << k.getTensorCore();
        writeCommon(op);
        return success();
      })
      .Case<CollectiveCommandOp>([&](CollectiveCommandOp c) {
        os << "collective op=" << stringifyCommKind(c.getKind())
           << " red=" << stringifyReductionKind(c.getReduction())
           << " group=" << groupText(c.getGroup())
           << " in=" << sliceText(c.getInput())
           << " out=" << sliceText(c.getOutput()) << " count=" << c.getCount()
           << " outer=" << c.getOuter() << " inner=" << c.getInner()
           << " root=" << c.getRoot() << " dtype=" << getDTypeName(c.getDtype());
        writeCommon(op);
        return success();
      })
      .Case<P2PCommandOp>([&](P2PCommandOp p) {
        os << "p2p op=" << (p.getSend() ? "send" : "recv")
           << " axis=" << p.getAxis() << " peer=" << p.getPeer()
           << " buf=" << sliceText(p.getBuffer())
           << " dtype=" << getDTypeName(p.getDtype());
        writeCommon(op);
        return success();
      })
      .Case<CopyCommandOp>([&](CopyCommandOp c) {
        if (c.getHostField()) {
          os << "copy src=host." << stringifyBatchField(*c.getHostField())
             << " dst=" << sliceText(c.getDestination())
             << " mb=" << c.getMicrobatch() << " vocab=" << c.getVocab()
             << " count=" << c.getCount() << " seq=" << c.getSeq();
          if (c.getGroup())
            os << " group=" << groupText(*c.getGroup());
        } else {
          os << "copy src=" << sliceText(*c.getSource())
             << " dst=" << sliceText(c.getDestination());
        }
        writeCommon(op);
        return success();
      })
      .Case<RecordCommandOp>([&](RecordCommandOp r) {
        os << "record event=" << r.getEvent();
        writeCommon(op);
        return success();
      })
      .Case<WaitCommandOp>([&](WaitCommandOp w) {
        os << "wait event=" << w.getEvent();
        writeCommon(op);
        return success();
      })
      .Default([&](Operation *) {
        return op->emitOpError("is not a runtime command");
      });
}

LogicalResult PlanWriter::writeProgram(ProgramOp program) {
  SmallVector<QueueOp> queues(program.getBody().getOps<QueueOp>());
  os << "program stage=" << program.getStage()
     << " transient=" << program.getTransientBytes()
     << " persistent=" << program.getPersistentBytes()
     << " events=" << program.getNumEvents() << " streams=" << queues.size()
     << "\n";
  int64_t id = 0;
  MeshOp mesh = lookupMesh(program);
  for (auto persistent : program.getBody().getOps<PersistentOp>()) {
    auto param = cast<ParamAttr>(persistent.getParam());
    auto type = cast<RankedTensorType>(persistent.getType());
    os << "param id=" << id++ << " name=" << quoted(param.getName())
       << " offset=" << persistent.getOffset()
       << " dtype=" << getDTypeName(type.getElementType())
       << " shape=" << shapeText(type.getShape())
       << " global=" << shapeText(param.getGlobalShape());
    if (param.isSharded()) {
      if (!mesh || !mesh.getAxisIndex(param.getShardAxis()))
        return persistent.emitOpError("is sharded over an axis the mesh lacks");
      os << " shard=" << param.getShardDim() << " axis=" << param.getShardAxis();
    }
    os << " init=" << stringifyInitKind(param.getInit());
    if (param.getInit() == InitKind::normal)
      os << " std=" << number(param.getInitStd().convertToDouble());
    os << "\n";
  }
  for (QueueOp queue : queues) {
    Block &body = queue.getBody().front();
    os << "stream id=" << queue.getIndex()
       << " role=" << stringifyStreamRole(queue.getRole())
       << " commands=" << body.getOperations().size() << "\n";
    for (Operation &command : body)
      if (failed(writeCommand(&command)))
        return failure();
  }
  os << "end\n";
  return success();
}

LogicalResult PlanWriter::write(ModuleOp module) {
  MeshOp mesh = lookupMesh(module);
  if (!mesh)
    return module.emitError("a plan needs the module's 'ovl.mesh'");
  for (auto func : module.getOps<func::FuncOp>())
    return func.emitOpError(
        "is still a function; run ovl-lower-to-runtime (or "
        "ovl-lower-pipeline) before translating to a plan");
  SmallVector<ProgramOp> programs(module.getOps<ProgramOp>());
  if (programs.empty())
    return module.emitError("the module holds no 'ovl.program' to write");
  llvm::sort(programs, [](ProgramOp a, ProgramOp b) {
    return a.getStage() < b.getStage();
  });

  os << "ovl-plan " << ::ovl::rt::kPlanVersion << "\n";
  os << "# written by ovl-translate --ovl-to-plan\n";
  os << "mesh";
  for (auto [name, size, role] : llvm::zip(
           mesh.getAxisNames(), mesh.getAxisSizes(), mesh.getAxisRoles()))
    os << " " << cast<StringAttr>(name).getValue() << "=" << size << ":"
       << stringifyAxisRole(cast<AxisRoleAttr>(role).getValue());
  os << "\n";
  for (auto pipeline : module.getOps<PipelineOp>())
    os << "pipeline axis=" << pipeline.getAxis() << "\n";
  if (auto device = module->getAttrOfType<StringAttr>(OvlDialect::kDeviceAttrName))
    os << "device name=" << quoted(device.getValue()) << "\n";
  for (ProgramOp program : programs)
    if (failed(writeProgram(program)))
      return failure();
  return success();
}

LogicalResult mlir::ovl::writePlan(ModuleOp module, llvm::raw_ostream &os) {
  return PlanWriter(os).write(module);
}

void mlir::ovl::registerToPlanTranslation() {
  TranslateFromMLIRRegistration registration(
      "ovl-to-plan", "write a lowered Ovl module as a plan for ovl-run",
      [](Operation *op, llvm::raw_ostream &os) -> LogicalResult {
        auto module = dyn_cast<ModuleOp>(op);
        if (!module)
          return op->emitError("expected a module");
        return writePlan(module, os);
      },
      [](DialectRegistry &registry) {
        registry.insert<OvlDialect, func::FuncDialect>();
      });
}
