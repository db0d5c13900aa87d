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

#include "ovl/Analysis/OpCost.h"
#include "ovl/Dialect/Ovl/IR/OvlOps.h"
#include "ovl/Support/InputNesting.h"
#include "ovl/Support/ShortQuoteDiagnostics.h"
#include "ovl/runtime/CommandSchema.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::ovl;

namespace {

std::string sliceText(Slice slice) {
  return std::string(slice.arena == ArenaKind::transient ? "t@" : "p@") +
         std::to_string(slice.offset) + "+" + std::to_string(slice.bytes);
}

std::string sliceText(SliceAttr slice) { return sliceText(Slice::get(slice)); }

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

/// The runtime's stream role of the compiler's: the same enum, value for
/// value, or this does not compile.
::ovl::rt::StreamRole toRuntime(StreamRole role) {
  using RT = ::ovl::rt::StreamRole;
  static_assert(static_cast<int>(StreamRole::compute) == int(RT::Compute) &&
                    static_cast<int>(StreamRole::tp_comm) == int(RT::TpComm) &&
                    static_cast<int>(StreamRole::dp_comm) == int(RT::DpComm) &&
                    static_cast<int>(StreamRole::pp_comm) == int(RT::PpComm) &&
                    static_cast<int>(StreamRole::copy) == int(RT::Copy),
                "the compiler's stream roles are the runtime's");
  static_assert(getMaxEnumValForStreamRole() + 1 == ::ovl::rt::kNumStreamRoles,
                "the compiler and the runtime have the same stream roles");
  return static_cast<RT>(role);
}

class PlanWriter {
public:
  explicit PlanWriter(llvm::raw_ostream &os) : os(os) {}
  LogicalResult write(ModuleOp module);

private:
  LogicalResult writeProgram(ProgramOp program);
  LogicalResult writeCommand(Operation *op);
  /// Writes `slices` and `ints`, named by the runtime's schema, from the
  /// attributes of `op` with those names.
  template <size_t NumSlots, size_t NumInts>
  LogicalResult
  writeOperands(Operation *op, const std::array<const char *, NumSlots> &slices,
                const std::array<::ovl::rt::IntField, NumInts> &ints);
  void writeCommon(Operation *op);

  llvm::raw_ostream &os;
};

} // namespace

void PlanWriter::writeCommon(Operation *op) {
  using ::ovl::rt::kEstimateField, ::ovl::rt::kFixedDurationField;
  os << " " << kEstimateField << "="
     << estimate(cast<FloatAttr>(op->getAttr(kEstimateField))
                     .getValueAsDouble());
  if (auto fixed = op->getAttrOfType<FloatAttr>(kFixedDurationField))
    os << " " << kFixedDurationField << "=" << number(fixed.getValueAsDouble());
  if (auto label = op->getAttrOfType<StringAttr>("label"))
    os << " label=" << quoted(label.getValue());
  std::string loc = locationText(op->getLoc());
  if (!loc.empty())
    os << " loc=" << quoted(loc);
  os << "\n";
}

template <size_t NumSlots, size_t NumInts>
LogicalResult
PlanWriter::writeOperands(Operation *op,
                          const std::array<const char *, NumSlots> &slices,
                          const std::array<::ovl::rt::IntField, NumInts> &ints) {
  for (const char *name : slices) {
    auto slice = op->getAttrOfType<SliceAttr>(name);
    if (!slice)
      return op->emitOpError("has no slice '")
             << name << "', which the plan's command schema names";
    os << " " << name << "=" << sliceText(slice);
  }
  for (const ::ovl::rt::IntField &field : ints) {
    Attribute value = op->getAttr(field.name);
    if (auto flag = dyn_cast_or_null<BoolAttr>(value))
      os << " " << field.name << "=" << (flag.getValue() ? 1 : 0);
    else if (auto integer = dyn_cast_or_null<IntegerAttr>(value))
      os << " " << field.name << "=" << integer.getInt();
    else
      return op->emitOpError("has no integer '")
             << field.name << "', which the plan's command schema names";
  }
  return success();
}

LogicalResult PlanWriter::writeCommand(Operation *op) {
  namespace rt = ::ovl::rt;
  // Operand fields are written from the runtime's command schemas, read
  // from the L2 op's attributes of the same names; the fields held by value
  // as properties (a kernel's buffers, a GEMM's slices, an event's number)
  // through their getters, in the schema's order.
  auto finish = [&](LogicalResult written) {
    if (succeeded(written))
      writeCommon(op);
    return written;
  };
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case<GemmCommandOp>([&](GemmCommandOp g) {
        // The slices are properties, not attributes.
        os << "gemm";
        std::array<Slice, rt::gemm::NumSlots> slices;
        slices[rt::gemm::A] = g.getA();
        slices[rt::gemm::B] = g.getB();
        slices[rt::gemm::C] = g.getC();
        for (auto [name, slice] : llvm::zip_equal(rt::gemm::kSlots, slices))
          os << " " << name << "=" << sliceText(slice);
        LogicalResult written =
            writeOperands(op, std::array<const char *, 0>{}, rt::gemm::kInts);
        os << " dtype=" << getDTypeName(g.getDtype());
        return finish(written);
      })
      .Case<KernelCommandOp>([&](KernelCommandOp k) {
        const rt::CommandSchema &schema =
            rt::kernelSchema(*rt::parseKernelOp(k.getKernel().str()));
        os << "kernel op=" << k.getKernel();
        ArrayRef<Slice> buffers = k.getBuffers();
        if (schema.variadicSlices) {
          os << " outs=";
          for (size_t i = 0; i < buffers.size(); ++i)
            os << (i ? "," : "") << sliceText(buffers[i]);
        } else {
          for (auto [name, buffer] : llvm::zip(schema.slices, buffers))
            os << " " << name << "=" << sliceText(buffer);
        }
        // Optional fields at their default are left out (the parser
        // restores them): plans without a feature read as before it.
        for (auto [field, size] : llvm::zip(schema.ints, k.getSizes()))
          if (field.required || size != field.defaultValue)
            os << " " << field.name << "=" << size;
        for (auto [field, param] : llvm::zip(schema.floats, k.getParams()))
          if (field.required || param != field.defaultValue)
            os << " " << field.name << "=" << number(param);
        if (k.getGroup())
          os << " group=" << groupText(*k.getGroup());
        os << " dtype=" << getDTypeName(k.getDtype())
           << " flops=" << number(k.getFlops().convertToDouble())
           << " bytes=" << number(k.getBytes().convertToDouble())
           << " tensor_core=" << k.getTensorCore();
        return finish(success());
      })
      .Case<CollectiveCommandOp>([&](CollectiveCommandOp c) {
        os << "collective op=" << stringifyCommKind(c.getKind())
           << " red=" << stringifyReductionKind(c.getReduction())
           << " group=" << groupText(c.getGroup());
        LogicalResult written = writeOperands(op, rt::coll::kSlots,
                                              rt::coll::kInts);
        os << " dtype=" << getDTypeName(c.getDtype());
        return finish(written);
      })
      .Case<P2PCommandOp>([&](P2PCommandOp p) {
        os << "p2p op=" << (p.getSend() ? "send" : "recv")
           << " axis=" << p.getAxis();
        LogicalResult written =
            writeOperands(op, rt::p2p::kSlots, rt::p2p::kInts);
        os << " dtype=" << getDTypeName(p.getDtype());
        return finish(written);
      })
      .Case<CopyCommandOp>([&](CopyCommandOp c) {
        os << "copy";
        if (!c.getHostField())
          return finish(writeOperands(op, rt::copy::kSlots,
                                      std::array<rt::IntField, 0>{}));
        os << " " << rt::copy::kSlots[rt::copy::Src]
           << "=host." << stringifyBatchField(*c.getHostField());
        LogicalResult written =
            writeOperands(op, rt::copy::kHostSlots, rt::copy::kHostInts);
        if (c.getGroup())
          os << " group=" << groupText(*c.getGroup());
        return finish(written);
      })
      .Case<RecordCommandOp, WaitCommandOp>([&](auto event) {
        // The event's number is a property, not an attribute.
        static_assert(rt::event::NumInts == 1, "an event command's one field");
        os << (isa<RecordCommandOp>(op) ? "record" : "wait") << " "
           << rt::event::kInts[rt::event::Event].name << "="
           << event.getEvent();
        return finish(success());
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
    if (param.hasInnerShard()) {
      if (!mesh.getAxisIndex(param.getInnerShardAxis()))
        return persistent.emitOpError(
            "is split again over an axis the mesh lacks");
      os << " inner_shard=" << param.getInnerShardDim()
         << " inner_axis=" << param.getInnerShardAxis();
    }
    os << " init=" << stringifyInitKind(param.getInit());
    if (param.getInit() == InitKind::normal)
      os << " std=" << number(param.getInitStd().convertToDouble());
    os << "\n";
  }
  for (QueueOp queue : queues) {
    Block &body = queue.getBody().front();
    os << "stream id=" << queue.getIndex()
       << " role=" << ::ovl::rt::streamRoleName(toRuntime(queue.getRole()))
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
  // As TranslateFromMLIRRegistration does it (parse into a module, verify,
  // translate), with the input's nesting checked before the parser sees it
  // (ovl/Support/InputNesting.h): here every input passes, standard input
  // and each part of --split-input-file included.
  TranslateRegistration registration(
      "ovl-to-plan", "write a lowered Ovl module as a plan for ovl-run",
      [](const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
         llvm::raw_ostream &os, MLIRContext *context) -> LogicalResult {
        const llvm::MemoryBuffer *input =
            sourceMgr->getMemoryBuffer(sourceMgr->getMainFileID());
        if (std::optional<std::string> nested =
                findExcessiveNesting(input->getBuffer())) {
          llvm::errs() << input->getBufferIdentifier() << ":" << *nested
                       << "\n";
          return failure();
        }
        // No error prints the op it is about: mlirTranslateMain turns that
        // on (unless it verifies diagnostics), and an error about a
        // function or a program would print every op inside it (160 MB for
        // an L1 function of 1M ops given instead of its lowering). The
        // file, line and column stay.
        context->printOpOnDiagnostic(false);
        // Nor does it quote a source line too long to read (a function's
        // signature, ovl/Support/ShortQuoteDiagnostics.h), unless
        // mlirTranslateMain is checking the diagnostics against the input's
        // expectations, which this handler would take from it.
        auto &options = llvm::cl::getRegisteredOptions();
        auto verifying = options.find("verify-diagnostics");
        std::optional<ShortQuoteDiagnosticHandler> diagnostics;
        if (verifying == options.end() ||
            verifying->second->getNumOccurrences() == 0)
          diagnostics.emplace(*sourceMgr, context);
        context->loadDialect<OvlDialect, func::FuncDialect>();
        // mlir-translate's --no-implicit-module: the input's one top-level
        // op is taken as it is, not wrapped in a module.
        auto noImplicit = options.find("no-implicit-module");
        OwningOpRef<Operation *> op =
            noImplicit != options.end() &&
                    noImplicit->second->getNumOccurrences() > 0
                ? parseSourceFile(sourceMgr, context)
                : OwningOpRef<Operation *>(
                      parseSourceFile<ModuleOp>(sourceMgr, context).release());
        if (!op || failed(verify(*op)))
          return failure();
        auto module = dyn_cast<ModuleOp>(*op);
        if (!module)
          return (*op)->emitError("expected a module");
        return writePlan(module, os);
      });
}
