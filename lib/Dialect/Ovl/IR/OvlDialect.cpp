//===- OvlDialect.cpp - Ovl dialect registration and attribute checks -----===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Dialect/Ovl/IR/OvlDialect.h"
#include "ovl/Dialect/Ovl/IR/OvlOps.h"
#include "ovl/runtime/CommandSchema.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::ovl;

#include "ovl/Dialect/Ovl/IR/OvlDialect.cpp.inc"

void OvlDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "ovl/Dialect/Ovl/IR/OvlOps.cpp.inc"
      >();
  registerAttributes();
  registerTypes();
  streamAttrName = StringAttr::get(getContext(), kStreamAttrName);
  buffersAttrName = StringAttr::get(getContext(), kBuffersAttrName);
}

LogicalResult mlir::ovl::verifyParamShard(Operation *op, const Twine &subject,
                                          ParamAttr param, Type type) {
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (!tensorType)
    return op->emitOpError()
           << subject << " carries 'ovl.param' but is not a ranked tensor";
  ArrayRef<int64_t> global = param.getGlobalShape();
  if (tensorType.getRank() != static_cast<int64_t>(global.size()))
    return op->emitOpError() << subject << " has rank " << tensorType.getRank()
                             << " but parameter '" << param.getName()
                             << "' has global rank " << global.size();
  // The shard count along each dimension: the first split's, times the
  // second's (the second splits the first's shard again).
  SmallVector<int64_t> factors(global.size(), 1);
  auto addSplit = [&](int64_t dim, StringRef axis) -> LogicalResult {
    MeshOp mesh = lookupMesh(op);
    if (!mesh)
      return op->emitOpError()
             << "parameter '" << param.getName()
             << "' is sharded but the module declares no 'ovl.mesh'";
    if (!mesh.getAxisIndex(axis))
      return op->emitOpError()
             << "parameter '" << param.getName() << "' is sharded over '"
             << axis << "', which is not an axis of the mesh";
    factors[dim] *= mesh.getAxisSize(axis);
    return success();
  };
  if (param.isSharded() &&
      failed(addSplit(param.getShardDim(), param.getShardAxis())))
    return failure();
  if (param.hasInnerShard() &&
      failed(addSplit(param.getInnerShardDim(), param.getInnerShardAxis())))
    return failure();
  for (auto [dim, globalSize] : llvm::enumerate(global)) {
    int64_t factor = factors[dim];
    if (globalSize % factor != 0)
      return op->emitOpError()
             << "parameter '" << param.getName() << "' dimension " << dim
             << " of global size " << globalSize
             << " does not divide by the shard count " << factor;
    int64_t expected = globalSize / factor;
    if (tensorType.getDimSize(dim) != expected)
      return op->emitOpError()
             << subject << " has size " << tensorType.getDimSize(dim)
             << " in dimension " << dim << " but the shard of parameter '"
             << param.getName() << "' has size " << expected;
  }
  return success();
}

LogicalResult OvlDialect::verifyRegionArgAttribute(Operation *op,
                                                   unsigned regionIndex,
                                                   unsigned argIndex,
                                                   NamedAttribute attr) {
  if (attr.getName() == kBufferAttrName) {
    auto slice = dyn_cast<SliceAttr>(attr.getValue());
    if (!slice || slice.getArena() != ArenaKind::persistent)
      return op->emitOpError() << "'" << kBufferAttrName
                               << "' must be a persistent #ovl.slice";
    return success();
  }
  if (attr.getName() != kParamAttrName)
    return op->emitOpError() << "unknown argument attribute '"
                             << attr.getName().getValue() << "'";
  auto param = dyn_cast<ParamAttr>(attr.getValue());
  if (!param)
    return op->emitOpError() << "'" << kParamAttrName
                             << "' must be an #ovl.param attribute";
  // Only function-like ops carry argument attributes (the generic syntax has
  // no way to attach them to other regions' arguments).
  auto func = cast<FunctionOpInterface>(op);
  Type type = func.getArgumentTypes()[argIndex];
  if (failed(verifyParamShard(op, "argument " + Twine(argIndex), param, type)))
    return failure();
  if (!getCheckedTensorBytes(type))
    return op->emitOpError() << "parameter argument #" << argIndex
                             << " of type " << type
                             << " is not a static tensor of at most 2^62 bytes";
  Type element = cast<RankedTensorType>(type).getElementType();
  if (!element.isF32() && !element.isBF16() && !element.isF16())
    return op->emitOpError() << "parameter argument #" << argIndex
                             << " has element type " << element
                             << "; parameters are f32, bf16 or f16";
  return success();
}

LogicalResult OvlDialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  Attribute value = attr.getValue();
  if (name == kStageAttrName) {
    if (!isa<FunctionOpInterface>(op))
      return op->emitOpError() << "'" << name << "' is only valid on functions";
    auto index = dyn_cast<IntegerAttr>(value);
    if (!index || index.getInt() < 0)
      return op->emitOpError()
             << "'" << name << "' must be a non-negative integer";
    return success();
  }
  if (name == kStreamAttrName) {
    if (!isa<StreamRoleAttr>(value))
      return op->emitOpError() << "'" << name
                               << "' must be a stream role such as "
                                  "#ovl<stream compute>";
    return success();
  }
  if (name == kDurationAttrName) {
    auto duration = dyn_cast<FloatAttr>(value);
    if (!duration || !(duration.getValueAsDouble() >= 0 &&
                       duration.getValueAsDouble() <= ::ovl::rt::kMaxCommandUs))
      return op->emitOpError()
             << "'" << name
             << "' must be a float of microseconds from 0 to 1e+30";
    return success();
  }
  if (name == kJobAttrName) {
    if (!isa<JobTagAttr>(value))
      return op->emitOpError()
             << "'" << name << "' must be a job tag such as #ovl.job<forward, 0>";
    return success();
  }
  if (name == kScheduleAttrName) {
    if (!isa<PipelineOp>(op) || !isa<StringAttr>(value))
      return op->emitOpError()
             << "'" << name << "' is a string naming a schedule, on a pipeline";
    return success();
  }
  if (name == kRunWithNextAttrName) {
    auto job = dyn_cast<JobOp>(op);
    if (!job || !isa<UnitAttr>(value))
      return op->emitOpError() << "'" << name << "' is a unit attribute, on a job";
    Operation *next = job->getNextNode();
    while (next && !isa<JobOp>(next))
      next = next->getNextNode();
    if (!next)
      return op->emitOpError()
             << "'" << name << "' pairs it with the next job, but none follows";
    return success();
  }
  if (name == kTokenChunkAttrName) {
    auto index = dyn_cast<IntegerAttr>(value);
    if (!isa<CommunicationOp>(op) || !index || index.getInt() < 0)
      return op->emitOpError()
             << "'" << name
             << "' is a non-negative chunk index, on a collective";
    return success();
  }
  if (name == kDataParallelBucketAttrName) {
    auto elements = dyn_cast<IntegerAttr>(value);
    if (!isa<ModuleOp>(op) || !elements || elements.getInt() <= 0)
      return op->emitOpError()
             << "'" << name << "' is a positive element count, on a module";
    return success();
  }
  if (name == kDeviceAttrName) {
    if (!isa<ModuleOp>(op) || !isa<StringAttr>(value))
      return op->emitOpError()
             << "'" << name << "' is a string naming a device, on a module";
    return success();
  }
  if (name == kBuffersAttrName) {
    auto buffers = dyn_cast<ArrayAttr>(value);
    if (!buffers || buffers.size() != op->getNumResults() ||
        !llvm::all_of(buffers, [](Attribute a) {
          return isa<SliceAttr, UnitAttr>(a);
        }))
      return op->emitOpError()
             << "'" << name
             << "' must list one #ovl.slice (or unit) per result";
    // Part of a whole plan: the passes that must run before ovl-plan-memory
    // read the function's totals alone to know whether one was made
    // (ovl/Analysis/Preconditions.h).
    auto func = op->getParentOfType<FunctionOpInterface>();
    if (!func || !func->hasAttr(kTransientBytesAttrName))
      return op->emitOpError()
             << "'" << name << "' is part of a memory plan, but no function '"
             << kTransientBytesAttrName
             << "' holds the plan's total; ovl-plan-memory writes both";
    return success();
  }
  if (name == kFlatAttrName) {
    if (!isa<FunctionOpInterface>(op) || !isa<UnitAttr>(value))
      return op->emitOpError()
             << "'" << name << "' is a unit attribute, on a function";
    return success();
  }
  if (name == kTransientBytesAttrName || name == kPersistentBytesAttrName ||
      name == kPeakLiveBytesAttrName) {
    auto bytes = dyn_cast<IntegerAttr>(value);
    if (!bytes || bytes.getInt() < 0)
      return op->emitOpError()
             << "'" << name << "' must be a non-negative integer";
    return success();
  }
  return op->emitOpError() << "unknown attribute '" << name
                           << "' in the ovl namespace";
}
