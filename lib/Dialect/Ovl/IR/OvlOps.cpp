//===- OvlOps.cpp - Ovl operations: verifiers and custom syntax -----------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Dialect/Ovl/IR/OvlOps.h"
#include "AxisGroupSyntax.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CheckedArithmetic.h"

#include "ovl/runtime/CommandSchema.h"

using namespace mlir;
using namespace mlir::ovl;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

MeshOp mlir::ovl::lookupMesh(Operation *op) {
  auto module = dyn_cast<ModuleOp>(op);
  if (!module)
    module = op->getParentOfType<ModuleOp>();
  if (!module)
    return {};
  auto meshes = module.getOps<MeshOp>();
  return meshes.empty() ? MeshOp() : *meshes.begin();
}

bool mlir::ovl::crossesPipelineStages(CommunicationOp comm, MeshOp mesh) {
  if (comm.getCommKind() == CommKind::send ||
      comm.getCommKind() == CommKind::recv)
    return true;
  return !mesh || mesh.groupHasRole(comm.getGroupAxes(), AxisRole::pipeline);
}

ParamAttr mlir::ovl::getParamOf(Value value) {
  while (true) {
    if (auto convert = value.getDefiningOp<ConvertOp>()) {
      value = convert.getInput();
      continue;
    }
    auto result = dyn_cast<OpResult>(value);
    auto job = result ? dyn_cast<JobOp>(result.getOwner()) : JobOp();
    if (!job)
      break;
    value = job.getBody().front().getTerminator()->getOperand(
        result.getResultNumber());
  }
  auto arg = dyn_cast<BlockArgument>(value);
  if (!arg)
    return {};
  auto func = dyn_cast<FunctionOpInterface>(arg.getOwner()->getParentOp());
  if (!func || arg.getOwner() != &func.getFunctionBody().front())
    return {};
  return func.getArgAttrOfType<ParamAttr>(arg.getArgNumber(),
                                          OvlDialect::kParamAttrName);
}

ArrayAttr mlir::ovl::axisRoles(MLIRContext *context, ArrayRef<AxisRole> roles) {
  SmallVector<Attribute> attrs;
  for (AxisRole role : roles)
    attrs.push_back(AxisRoleAttr::get(context, role));
  return ArrayAttr::get(context, attrs);
}

std::optional<int64_t> mlir::ovl::getStageIndex(Operation *func) {
  if (auto stage = func->getAttrOfType<IntegerAttr>(OvlDialect::kStageAttrName))
    return stage.getInt();
  return std::nullopt;
}

static void printShape(InFlightDiagnostic &diag, ArrayRef<int64_t> shape) {
  diag << "[";
  llvm::interleaveComma(shape, diag);
  diag << "]";
}

/// Emits "'<what>' has element type X but '<other>' has Y" unless they agree.
static LogicalResult verifySameElementType(Operation *op, StringRef what,
                                           Type type, StringRef other,
                                           Type otherType) {
  Type element = cast<ShapedType>(type).getElementType();
  Type otherElement = cast<ShapedType>(otherType).getElementType();
  if (element == otherElement)
    return success();
  return op->emitOpError() << "'" << what << "' has element type " << element
                           << " but '" << other << "' has " << otherElement;
}

/// Emits an error unless `type` has exactly `expected` as its shape.
static LogicalResult verifyShape(Operation *op, StringRef what, Type type,
                                 ArrayRef<int64_t> expected) {
  ArrayRef<int64_t> shape = cast<ShapedType>(type).getShape();
  if (shape == expected)
    return success();
  InFlightDiagnostic diag = op->emitOpError();
  diag << "'" << what << "' has shape ";
  printShape(diag, shape);
  diag << " but ";
  printShape(diag, expected);
  diag << " is expected";
  return diag;
}

static LogicalResult verifyMinRank(Operation *op, StringRef what, Type type,
                                   int64_t minRank) {
  int64_t rank = cast<ShapedType>(type).getRank();
  if (rank >= minRank)
    return success();
  return op->emitOpError() << "'" << what << "' must have rank at least "
                           << minRank << ", got " << rank;
}

/// Returns `shape` without its last dimension.
static SmallVector<int64_t> dropLast(ArrayRef<int64_t> shape) {
  return SmallVector<int64_t>(shape.drop_back());
}

/// Checks the axes of a group against the module's mesh.
static LogicalResult verifyGroupAxes(Operation *op, ArrayAttr group,
                                     StringRef what = "group") {
  MeshOp mesh = lookupMesh(op);
  if (!mesh)
    return op->emitOpError()
           << "requires an 'ovl.mesh' declared in the enclosing module";
  if (group.empty())
    return op->emitOpError() << what << " must name at least one mesh axis";
  llvm::SmallSet<StringRef, 4> seen;
  for (Attribute axis : group) {
    StringRef name = cast<StringAttr>(axis).getValue();
    if (!mesh.getAxisIndex(name))
      return op->emitOpError()
             << what << " axis '" << name << "' is not an axis of mesh @"
             << mesh.getSymName();
    if (!seen.insert(name).second)
      return op->emitOpError() << what << " names axis '" << name << "' twice";
  }
  return success();
}

static int64_t groupSize(Operation *op, ArrayAttr group) {
  return lookupMesh(op).getGroupSize(group);
}

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

// [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
static ParseResult parseMeshAxes(OpAsmParser &parser, ArrayAttr &names,
                                 DenseI64ArrayAttr &sizes, ArrayAttr &roles) {
  SmallVector<Attribute> nameAttrs, roleAttrs;
  SmallVector<int64_t> sizeValues;
  MLIRContext *context = parser.getContext();
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square,
                                     [&]() -> ParseResult {
        std::string name;
        if (parser.parseKeywordOrString(&name) || parser.parseEqual() ||
            parser.parseInteger(sizeValues.emplace_back()))
          return failure();
        StringRef roleName;
        llvm::SMLoc roleLoc = parser.getCurrentLocation();
        if (parser.parseOptionalColon() ||
            parser.parseOptionalKeyword(&roleName))
          return parser.emitError(roleLoc)
                 << "expected ': ROLE' after axis '" << name
                 << "' (ROLE is tensor, data or pipeline)";
        std::optional<AxisRole> role = symbolizeAxisRole(roleName);
        if (!role)
          return parser.emitError(roleLoc)
                 << "unknown role '" << roleName << "' of axis '" << name
                 << "'; expected tensor, data or pipeline";
        nameAttrs.push_back(parser.getBuilder().getStringAttr(name));
        roleAttrs.push_back(AxisRoleAttr::get(context, *role));
        return success();
      }))
    return failure();
  names = parser.getBuilder().getArrayAttr(nameAttrs);
  sizes = parser.getBuilder().getDenseI64ArrayAttr(sizeValues);
  roles = parser.getBuilder().getArrayAttr(roleAttrs);
  return success();
}

static void printMeshAxes(OpAsmPrinter &printer, Operation *, ArrayAttr names,
                          DenseI64ArrayAttr sizes, ArrayAttr roles) {
  printer << "[";
  for (auto [index, name] : llvm::enumerate(names)) {
    if (index)
      printer << ", ";
    printer.printKeywordOrString(cast<StringAttr>(name).getValue());
    printer << " = " << sizes[index];
    if (index < roles.size())
      printer << " : "
              << stringifyAxisRole(
                     cast<AxisRoleAttr>(roles[index]).getValue());
  }
  printer << "]";
}

// [tp, dp]
ParseResult mlir::ovl::parseAxisGroup(OpAsmParser &parser, ArrayAttr &group) {
  SmallVector<Attribute> axes;
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square, [&] {
        std::string name;
        if (parser.parseKeywordOrString(&name))
          return failure();
        axes.push_back(parser.getBuilder().getStringAttr(name));
        return success();
      }))
    return failure();
  group = parser.getBuilder().getArrayAttr(axes);
  return success();
}

void mlir::ovl::printAxisGroup(OpAsmPrinter &printer, ArrayAttr group) {
  printer << "[";
  llvm::interleaveComma(group, printer, [&](Attribute axis) {
    printer.printKeywordOrString(cast<StringAttr>(axis).getValue());
  });
  printer << "]";
}

static ParseResult parseGroup(OpAsmParser &parser, ArrayAttr &group) {
  return parseAxisGroup(parser, group);
}

static void printGroup(OpAsmPrinter &printer, Operation *, ArrayAttr group) {
  printAxisGroup(printer, group);
}

// pp
static ParseResult parseAxis(OpAsmParser &parser, StringAttr &axis) {
  std::string name;
  if (parser.parseKeywordOrString(&name))
    return failure();
  axis = parser.getBuilder().getStringAttr(name);
  return success();
}

static void printAxis(OpAsmPrinter &printer, Operation *, StringAttr axis) {
  printer.printKeywordOrString(axis.getValue());
}

// (vocab_parallel over [tp])?
static ParseResult parseVocabGroup(OpAsmParser &parser, ArrayAttr &group) {
  if (failed(parser.parseOptionalKeyword("vocab_parallel")))
    return success();
  if (parser.parseKeyword("over"))
    return failure();
  return parseGroup(parser, group);
}

static void printVocabGroup(OpAsmPrinter &printer, Operation *op,
                            ArrayAttr group) {
  if (!group)
    return;
  printer << " vocab_parallel over ";
  printGroup(printer, op, group);
}

//===----------------------------------------------------------------------===//
// MeshOp
//===----------------------------------------------------------------------===//

LogicalResult MeshOp::verify() {
  ArrayRef<int64_t> sizes = getAxisSizes();
  if (getAxisNames().empty())
    return emitOpError("must declare at least one axis");
  if (getAxisNames().size() != sizes.size() ||
      getAxisNames().size() != getAxisRoles().size())
    return emitOpError() << "has " << getAxisNames().size() << " axis names, "
                         << sizes.size() << " sizes and "
                         << getAxisRoles().size() << " roles";
  if (getAxesWithRole(AxisRole::pipeline).size() > 1)
    return emitOpError("declares more than one pipeline axis");
  llvm::SmallSet<StringRef, 4> seen;
  for (auto [name, size] : llvm::zip(getAxisNames(), sizes)) {
    StringRef axis = cast<StringAttr>(name).getValue();
    if (axis.empty())
      return emitOpError("axis names must not be empty");
    if (!seen.insert(axis).second)
      return emitOpError() << "declares axis '" << axis << "' twice";
    if (size < 1)
      return emitOpError() << "axis '" << axis << "' has size " << size
                           << "; sizes must be at least 1";
  }
  // The runtime's limit, checked axis by axis so the product cannot wrap
  // (ovl-opt fuzzer finding under UBSan).
  int64_t ranks = 1;
  for (int64_t size : sizes) {
    if (size > ::ovl::rt::kMaxMeshRanks / ranks)
      return emitOpError() << "has more than " << ::ovl::rt::kMaxMeshRanks
                           << " ranks";
    ranks *= size;
  }
  if (auto module = (*this)->getParentOfType<ModuleOp>()) {
    for (MeshOp other : module.getOps<MeshOp>()) {
      if (other == *this)
        break;
      return emitOpError() << "is a second mesh in the module; @"
                           << other.getSymName() << " is already declared";
    }
  }
  return success();
}

std::optional<unsigned> MeshOp::getAxisIndex(StringRef axis) {
  for (auto [index, name] : llvm::enumerate(getAxisNames()))
    if (cast<StringAttr>(name).getValue() == axis)
      return index;
  return std::nullopt;
}

int64_t MeshOp::getAxisSize(StringRef axis) {
  return getAxisSizes()[*getAxisIndex(axis)];
}

AxisRole MeshOp::getAxisRole(StringRef axis) {
  return cast<AxisRoleAttr>(getAxisRoles()[*getAxisIndex(axis)]).getValue();
}

bool MeshOp::groupHasRole(ArrayAttr axes, AxisRole role) {
  return llvm::any_of(axes, [&](Attribute axis) {
    StringRef name = cast<StringAttr>(axis).getValue();
    return getAxisIndex(name) && getAxisRole(name) == role;
  });
}

SmallVector<StringRef> MeshOp::getAxesWithRole(AxisRole role) {
  SmallVector<StringRef> axes;
  for (auto [name, roleAttr] : llvm::zip(getAxisNames(), getAxisRoles()))
    if (cast<AxisRoleAttr>(roleAttr).getValue() == role)
      axes.push_back(cast<StringAttr>(name).getValue());
  return axes;
}

int64_t MeshOp::getGroupSize(ArrayAttr axes) {
  int64_t size = 1;
  for (Attribute axis : axes)
    if (std::optional<unsigned> index =
            getAxisIndex(cast<StringAttr>(axis).getValue()))
      size *= getAxisSizes()[*index];
  return size;
}

int64_t MeshOp::getNumRanks() {
  int64_t ranks = 1;
  for (int64_t size : getAxisSizes())
    ranks *= size;
  return ranks;
}

//===----------------------------------------------------------------------===//
// Tensor sizes
//===----------------------------------------------------------------------===//

std::optional<int64_t> mlir::ovl::getCheckedTensorBytes(Type type) {
  if (auto inflight = dyn_cast<InflightType>(type))
    type = inflight.getValueType();
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return std::nullopt;
  int64_t bytes = (tensor.getElementTypeBitWidth() + 7) / 8;
  for (int64_t dim : tensor.getShape())
    if (llvm::MulOverflow(bytes, dim, bytes) || bytes > kMaxTensorBytes)
      return std::nullopt;
  return bytes;
}

/// Whether a tensor type (an in-flight value's tensor) is at most
/// kMaxTensorBytes, as getCheckedTensorBytes decides, for the verifier, which
/// asks this of every operand and result of every Ovl op. No element type is
/// wider than IntegerType::kMaxWidth bits (2^21 bytes, rounded up), so a
/// tensor of at most 2^41 elements fits at each step of the product
/// getCheckedTensorBytes forms, whatever its element type: that is decided
/// from the shape alone, without the element type's width (an out-of-line
/// query through a type interface). Larger counts take the exact product.
static bool tensorBytesFit(Type type) {
  if (auto inflight = dyn_cast<InflightType>(type))
    type = inflight.getValueType();
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return true;
  static_assert((IntegerType::kMaxWidth + 7) / 8 <= (int64_t(1) << 21) &&
                    (int64_t(1) << 41) * (int64_t(1) << 21) <= kMaxTensorBytes,
                "2^41 elements of the widest element type fit");
  constexpr int64_t kElementsAlwaysFit = int64_t(1) << 41;
  int64_t elements = 1;
  for (int64_t dim : tensor.getShape()) {
    if (ShapedType::isDynamic(dim))
      return true;
    if (llvm::MulOverflow(elements, dim, elements) ||
        elements > kElementsAlwaysFit)
      return !tensor.hasStaticShape() ||
             getCheckedTensorBytes(tensor).has_value();
  }
  return true;
}

LogicalResult mlir::ovl::verifyTensorBytesFit(Operation *op) {
  // Every operand's type is checked, also where an Ovl op made it and checks
  // it as its result: the type is held by the operand, where telling the
  // two apart would read the defining op and ask it for its traits.
  for (auto [index, operand] : llvm::enumerate(op->getOperands())) {
    Type type = operand.getType();
    if (!tensorBytesFit(type))
      return op->emitOpError() << "operand #" << index << " of type " << type
                               << " is larger than 2^62 bytes";
  }
  for (auto [index, type] : llvm::enumerate(op->getResultTypes()))
    if (!tensorBytesFit(type))
      return op->emitOpError() << "result #" << index << " of type " << type
                               << " is larger than 2^62 bytes";
  return success();
}

//===----------------------------------------------------------------------===//
// PipelineOp
//===----------------------------------------------------------------------===//

/// Checks that a stage function's jobs cover every micro-batch and model
/// chunk: one forward and either one unsplit backward or one input and one
/// weight backward.
static LogicalResult verifyStageJobs(PipelineOp pipeline, func::FuncOp stage) {
  // Jobs already flattened (L1): the marker says so without a walk (the
  // verifier refuses a job under it).
  if (stage->hasAttr(OvlDialect::kFlatAttrName))
    return success();
  int64_t numMicrobatches = pipeline.getNumMicrobatches();
  int64_t numChunks = pipeline.getNumModelChunks();
  int64_t numJobs = llvm::range_size(stage.getBody().getOps<JobOp>());
  if (numJobs == 0) // Flattened without the marker, or none written.
    return success();
  // Every (micro-batch, chunk) needs its own jobs: refuse counts the jobs
  // cannot cover before sizing the table by them (the checks below name
  // the first pair without its jobs).
  int64_t pairs;
  if (llvm::MulOverflow(numMicrobatches, numChunks, pairs) ||
      pairs > numJobs)
    return stage.emitOpError()
           << "has " << numJobs << " jobs, too few for pipeline @"
           << pipeline.getSymName() << "'s " << numMicrobatches
           << " micro-batches x " << numChunks
           << " model chunks (each needs a forward and a backward job)";
  // Counts per (micro-batch, chunk), indexed by JobKind.
  SmallVector<std::array<int, 4>> counts(pairs, {0, 0, 0, 0});
  for (auto job : stage.getBody().getOps<JobOp>()) {
    if (static_cast<int64_t>(job.getMicrobatch()) >= numMicrobatches)
      return job.emitOpError()
             << "has micro-batch " << job.getMicrobatch() << " but pipeline @"
             << pipeline.getSymName() << " has " << numMicrobatches;
    if (static_cast<int64_t>(job.getChunk()) >= numChunks)
      return job.emitOpError()
             << "has model chunk " << job.getChunk() << " but pipeline @"
             << pipeline.getSymName() << " has " << numChunks
             << " model chunks per stage";
    ++counts[job.getMicrobatch() * numChunks + job.getChunk()]
            [static_cast<int>(job.getKind())];
  }
  for (auto [index, count] : llvm::enumerate(counts)) {
    int64_t mb = index / numChunks, chunk = index % numChunks;
    std::string of = "micro-batch " + std::to_string(mb);
    if (numChunks > 1)
      of += " chunk " + std::to_string(chunk);
    int fwd = count[static_cast<int>(JobKind::forward)];
    int bwd = count[static_cast<int>(JobKind::backward)];
    int bwdInput = count[static_cast<int>(JobKind::backward_input)];
    int bwdWeight = count[static_cast<int>(JobKind::backward_weight)];
    if (fwd != 1)
      return stage.emitOpError()
             << "has " << fwd << " forward jobs for " << of
             << "; expected exactly one";
    bool unsplit = bwd == 1 && bwdInput == 0 && bwdWeight == 0;
    bool split = bwd == 0 && bwdInput == 1 && bwdWeight == 1;
    if (!unsplit && !split)
      return stage.emitOpError()
             << of
             << " needs one backward job, or one backward_input and one "
                "backward_weight job";
  }
  return success();
}

LogicalResult PipelineOp::verifySymbolUses(SymbolTableCollection &symbols) {
  MeshOp mesh = lookupMesh(*this);
  if (!mesh)
    return emitOpError("requires an 'ovl.mesh' declared in the module");
  std::optional<unsigned> axisIndex = mesh.getAxisIndex(getAxis());
  if (!axisIndex)
    return emitOpError() << "axis '" << getAxis()
                         << "' is not an axis of mesh @" << mesh.getSymName();
  if (mesh.getAxisRole(getAxis()) != AxisRole::pipeline)
    return emitOpError() << "runs over axis '" << getAxis() << "', whose role is '"
                         << stringifyAxisRole(mesh.getAxisRole(getAxis()))
                         << "'; a pipeline needs the mesh's pipeline axis";
  int64_t numStages = mesh.getAxisSizes()[*axisIndex];
  if (static_cast<int64_t>(getStages().size()) != numStages)
    return emitOpError() << "lists " << getStages().size()
                         << " stages but axis '" << getAxis() << "' has size "
                         << numStages;
  for (auto [index, stageRef] : llvm::enumerate(getStages())) {
    auto symbol = cast<FlatSymbolRefAttr>(stageRef);
    Operation *target = symbols.lookupNearestSymbolFrom(*this, symbol);
    // Once lowered (L2), stages are programs.
    if (auto program = dyn_cast_or_null<ProgramOp>(target)) {
      if (static_cast<int64_t>(program.getStage()) != static_cast<int64_t>(index))
        return emitOpError() << "lists " << symbol << " as stage " << index
                             << " but the program is stage "
                             << program.getStage();
      continue;
    }
    auto stage = dyn_cast_or_null<func::FuncOp>(target);
    if (!stage)
      return emitOpError() << "stage " << index << " (" << symbol
                           << ") does not name a function";
    std::optional<int64_t> stageIndex = getStageIndex(stage);
    if (stageIndex != static_cast<int64_t>(index))
      return emitOpError() << "lists " << symbol << " as stage " << index
                           << " but the function's 'ovl.stage' is "
                           << (stageIndex ? std::to_string(*stageIndex)
                                          : std::string("missing"));
    if (failed(verifyStageJobs(*this, stage)))
      return failure();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// JobOp
//===----------------------------------------------------------------------===//

void JobOp::build(OpBuilder &builder, OperationState &state,
                  TypeRange resultTypes, JobKind kind, int64_t microbatch,
                  int64_t chunk) {
  state.addTypes(resultTypes);
  state.getOrAddProperties<Properties>().kind =
      JobKindAttr::get(builder.getContext(), kind);
  state.getOrAddProperties<Properties>().microbatch =
      builder.getI64IntegerAttr(microbatch);
  state.getOrAddProperties<Properties>().chunk = builder.getI64IntegerAttr(chunk);
  Region *body = state.addRegion();
  body->push_back(new Block());
  if (resultTypes.empty())
    ensureTerminator(*body, builder, state.location);
}

JobOp mlir::ovl::createJob(OpBuilder &builder, Location loc, JobKind kind,
                           int64_t microbatch, int64_t chunk,
                           function_ref<SmallVector<Value>()> buildBody) {
  auto *block = new Block();
  SmallVector<Value> yielded;
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(block);
    yielded = buildBody();
    YieldOp::create(builder, loc, yielded);
  }
  auto job = JobOp::create(builder, loc, ValueRange(yielded).getTypes(), kind,
                           microbatch, chunk);
  job.getBody().getBlocks().clear();
  job.getBody().push_back(block);
  return job;
}

JobTagAttr JobOp::getTag() {
  return JobTagAttr::get(getContext(), getKind(), getMicrobatch(), getChunk());
}

LogicalResult JobOp::verify() {
  // What needs a flat function reads the marker alone
  // (ovl/Analysis/Preconditions.h, verifyStageJobs).
  auto func = (*this)->getParentOfType<FunctionOpInterface>();
  if (func && func->hasAttr(OvlDialect::kFlatAttrName))
    return emitOpError() << "is a job in a function marked '"
                         << OvlDialect::kFlatAttrName
                         << "', whose jobs were flattened";
  auto yield = cast<YieldOp>(getBody().front().getTerminator());
  if (yield.getValues().getTypes() != getResultTypes())
    return emitOpError() << "yields " << yield.getValues().size()
                         << " values whose types differ from its "
                         << getNumResults() << " results";
  return success();
}

//===----------------------------------------------------------------------===//
// Linear algebra
//===----------------------------------------------------------------------===//

LogicalResult MatmulOp::verify() {
  auto lhsType = cast<RankedTensorType>(getLhs().getType());
  auto rhsType = cast<RankedTensorType>(getRhs().getType());
  if (failed(verifyMinRank(*this, "lhs", lhsType, 2)) ||
      failed(verifyMinRank(*this, "rhs", rhsType, 2)) ||
      failed(verifySameElementType(*this, "lhs", lhsType, "rhs", rhsType)) ||
      failed(verifySameElementType(*this, "lhs", lhsType, "result",
                                   getResult().getType())))
    return failure();
  int64_t rank = lhsType.getRank();
  if (rhsType.getRank() != 2 && rhsType.getRank() != rank)
    return emitOpError() << "'rhs' must have rank 2 or the rank of 'lhs' ("
                         << rank << "), got " << rhsType.getRank();
  ArrayRef<int64_t> lhs = lhsType.getShape(), rhs = rhsType.getShape();
  ArrayRef<int64_t> batch = lhs.drop_back(2);
  if (rhsType.getRank() == rank && rhs.drop_back(2) != batch)
    return emitOpError("batched 'rhs' must have the leading dimensions of 'lhs'");
  int64_t m = getTransposeA() ? lhs[rank - 1] : lhs[rank - 2];
  int64_t k = getTransposeA() ? lhs[rank - 2] : lhs[rank - 1];
  int64_t rhsRank = rhsType.getRank();
  int64_t rhsK = getTransposeB() ? rhs[rhsRank - 1] : rhs[rhsRank - 2];
  int64_t n = getTransposeB() ? rhs[rhsRank - 2] : rhs[rhsRank - 1];
  if (k != rhsK)
    return emitOpError() << "contraction size mismatch: 'lhs' has " << k
                         << " but 'rhs' has " << rhsK;
  SmallVector<int64_t> expected(batch);
  expected.append({m, n});
  return verifyShape(*this, "result", getResult().getType(), expected);
}

/// Checks `x [..., K] @ w [K, N] -> y [..., N]` (`w [N, K]` when
/// `transposed`).
static LogicalResult verifyLinearShapes(Operation *op, Type inputType,
                                        Type weightType, Type outputType,
                                        StringRef outputName, bool transposed) {
  if (failed(verifyMinRank(op, "input", inputType, 1)) ||
      failed(verifySameElementType(op, "input", inputType, "weight",
                                   weightType)) ||
      failed(verifySameElementType(op, "input", inputType, outputName,
                                   outputType)))
    return failure();
  auto weight = cast<RankedTensorType>(weightType);
  if (weight.getRank() != 2)
    return op->emitOpError() << "'weight' must have rank 2, got "
                             << weight.getRank();
  ArrayRef<int64_t> input = cast<ShapedType>(inputType).getShape();
  int64_t k = weight.getDimSize(transposed ? 1 : 0);
  if (input.back() != k)
    return op->emitOpError() << "'input' has " << input.back()
                             << " features but 'weight' expects " << k;
  SmallVector<int64_t> expected = dropLast(input);
  expected.push_back(weight.getDimSize(transposed ? 0 : 1));
  return verifyShape(op, outputName, outputType, expected);
}

LogicalResult LinearOp::verify() {
  if (failed(verifyLinearShapes(*this, getInput().getType(),
                                getWeight().getType(), getResult().getType(),
                                "result", getTransposeWeight())))
    return failure();
  if (!getBias())
    return success();
  if (getMode() == ParallelMode::row)
    return emitOpError("row-parallel linear must not take a bias: its output "
                       "is a partial sum, so add the bias after the all-reduce");
  if (failed(verifySameElementType(*this, "bias", getBias().getType(), "input",
                                   getInput().getType())))
    return failure();
  return verifyShape(*this, "bias", getBias().getType(),
                     {getResult().getType().getShape().back()});
}

LogicalResult MatmulGradOp::verify() {
  if (failed(verifyLinearShapes(
          *this, getInput().getType(), getWeight().getType(),
          getResultGrad().getType(), "result_grad", getTransposeWeight())))
    return failure();
  if (getInputGrad().getType() != getInput().getType())
    return emitOpError("'input_grad' must have the type of 'input'");
  if (getWeightGrad().getType() != getWeight().getType())
    return emitOpError("'weight_grad' must have the type of 'weight'");
  return success();
}

LogicalResult BiasGradOp::verify() {
  auto input = cast<RankedTensorType>(getInput().getType());
  auto result = cast<RankedTensorType>(getResult().getType());
  if (failed(verifySameElementType(*this, "input", input, "result", result)))
    return failure();
  if (result.getRank() >= input.getRank() ||
      input.getShape().take_back(result.getRank()) != result.getShape())
    return emitOpError("result shape must be a proper suffix of the input "
                       "shape (the dimensions that remain after summing the "
                       "leading ones)");
  return success();
}

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

static LogicalResult verifyBinaryElementwise(Operation *op, Type lhsType,
                                             Type rhsType, Type resultType) {
  if (failed(verifySameElementType(op, "lhs", lhsType, "rhs", rhsType)))
    return failure();
  if (lhsType != resultType)
    return op->emitOpError("result must have the type of 'lhs'");
  ArrayRef<int64_t> lhs = cast<ShapedType>(lhsType).getShape();
  ArrayRef<int64_t> rhs = cast<ShapedType>(rhsType).getShape();
  if (rhs.size() > lhs.size() || lhs.take_back(rhs.size()) != rhs) {
    InFlightDiagnostic diag = op->emitOpError();
    diag << "'rhs' shape ";
    printShape(diag, rhs);
    diag << " must equal the 'lhs' shape ";
    printShape(diag, lhs);
    diag << " or be a suffix of it";
    return diag;
  }
  return success();
}

LogicalResult AddOp::verify() {
  return verifyBinaryElementwise(*this, getLhs().getType(), getRhs().getType(),
                                 getResult().getType());
}

LogicalResult MulOp::verify() {
  return verifyBinaryElementwise(*this, getLhs().getType(), getRhs().getType(),
                                 getResult().getType());
}

/// Checks a SwiGLU input `[..., 2F]` against its activation `[..., F]`
/// (named `activation`).
static LogicalResult verifySwigluShapes(Operation *op, Type inputType,
                                        StringRef activation,
                                        Type activationType) {
  if (failed(verifyMinRank(op, "input", inputType, 1)))
    return failure();
  ArrayRef<int64_t> input = cast<ShapedType>(inputType).getShape();
  if (input.back() % 2 != 0)
    return op->emitOpError() << "'input' last dimension " << input.back()
                             << " must be even: [gate | up] halves";
  SmallVector<int64_t> half(input);
  half.back() /= 2;
  return failure(
      failed(verifySameElementType(op, activation, activationType, "input",
                                   inputType)) ||
      failed(verifyShape(op, activation, activationType, half)));
}

LogicalResult SwigluOp::verify() {
  return verifySwigluShapes(*this, getInput().getType(), "result",
                            getResult().getType());
}

LogicalResult SwigluGradOp::verify() {
  if (getInputGrad().getType() != getInput().getType())
    return emitOpError("'input_grad' must have the type of 'input'");
  return verifySwigluShapes(*this, getInput().getType(), "result_grad",
                            getResultGrad().getType());
}

//===----------------------------------------------------------------------===//
// Normalization and attention
//===----------------------------------------------------------------------===//

/// Checks gamma `[H]` and the row statistics `[...]` (named, with their
/// types) of an input `[..., H]`.
static LogicalResult
verifyNormShapes(Operation *op, Type inputType, Type gammaType,
                 ArrayRef<std::pair<StringRef, Type>> rowStatistics) {
  if (failed(verifyMinRank(op, "input", inputType, 1)))
    return failure();
  ArrayRef<int64_t> input = cast<ShapedType>(inputType).getShape();
  SmallVector<int64_t> rows = dropLast(input);
  if (failed(verifySameElementType(op, "gamma", gammaType, "input",
                                   inputType)) ||
      failed(verifyShape(op, "gamma", gammaType, {input.back()})))
    return failure();
  for (auto [name, type] : rowStatistics)
    if (failed(verifyShape(op, name, type, rows)) ||
        failed(verifySameElementType(op, name, type, "input", inputType)))
      return failure();
  return success();
}

static LogicalResult verifyNormShapes(Operation *op, Type inputType,
                                      Type gammaType, Type meanType,
                                      Type rstdType) {
  return verifyNormShapes(op, inputType, gammaType,
                          {{"mean", meanType}, {"rstd", rstdType}});
}

LogicalResult LayerNormOp::verify() {
  if (failed(verifyNormShapes(*this, getInput().getType(),
                              getGamma().getType(), getMean().getType(),
                              getRstd().getType())))
    return failure();
  if (getBeta().getType() != getGamma().getType())
    return emitOpError("'beta' must have the type of 'gamma'");
  if (getResult().getType() != getInput().getType())
    return emitOpError("result must have the type of 'input'");
  if (!(getEpsilon().convertToDouble() > 0.0))
    return emitOpError("epsilon must be positive");
  return success();
}

LogicalResult LayerNormGradOp::verify() {
  if (failed(verifyNormShapes(*this, getInput().getType(),
                              getGamma().getType(), getMean().getType(),
                              getRstd().getType())))
    return failure();
  if (getResultGrad().getType() != getInput().getType())
    return emitOpError("'result_grad' must have the type of 'input'");
  if (getInputGrad().getType() != getInput().getType())
    return emitOpError("'input_grad' must have the type of 'input'");
  if (getGammaGrad().getType() != getGamma().getType() ||
      getBetaGrad().getType() != getGamma().getType())
    return emitOpError("'gamma_grad' and 'beta_grad' must have the type of "
                       "'gamma'");
  return success();
}

LogicalResult RMSNormOp::verify() {
  if (failed(verifyNormShapes(*this, getInput().getType(),
                              getGamma().getType(),
                              {{"rstd", getRstd().getType()}})))
    return failure();
  if (getResult().getType() != getInput().getType())
    return emitOpError("result must have the type of 'input'");
  if (!(getEpsilon().convertToDouble() > 0.0))
    return emitOpError("epsilon must be positive");
  return success();
}

LogicalResult RMSNormGradOp::verify() {
  if (failed(verifyNormShapes(*this, getInput().getType(),
                              getGamma().getType(),
                              {{"rstd", getRstd().getType()}})))
    return failure();
  if (getResultGrad().getType() != getInput().getType())
    return emitOpError("'result_grad' must have the type of 'input'");
  if (getInputGrad().getType() != getInput().getType())
    return emitOpError("'input_grad' must have the type of 'input'");
  if (getGammaGrad().getType() != getGamma().getType())
    return emitOpError("'gamma_grad' must have the type of 'gamma'");
  return success();
}

/// Checks a qkv tensor `[B, S, width]` (operand `what`) of whole heads and
/// query groups: width = (heads + 2 groups) x head size, groups dividing
/// heads (the per-head [q, k, v] layout when groups = heads). Returns the
/// head size, or nothing after an error.
static std::optional<int64_t> verifyQkvLayout(Operation *op, StringRef what,
                                              Type type, int64_t heads,
                                              int64_t groups) {
  auto qkv = cast<RankedTensorType>(type);
  if (qkv.getRank() != 3) {
    op->emitOpError() << "'" << what
                      << "' must have rank 3 [batch, seq, heads*3*head_dim], "
                         "got rank "
                      << qkv.getRank();
    return std::nullopt;
  }
  if (heads % groups != 0) {
    op->emitOpError() << heads << " heads do not divide into " << groups
                      << " query groups";
    return std::nullopt;
  }
  // The groups divide the heads, so there are at most as many; the slots
  // (a query per head, a key and a value per group) still overflow past
  // 2^63 / 3 heads.
  std::optional<int64_t> twoGroups = llvm::checkedMul<int64_t>(2, groups);
  std::optional<int64_t> slots =
      twoGroups ? llvm::checkedAdd<int64_t>(heads, *twoGroups) : std::nullopt;
  if (!slots) {
    op->emitOpError() << heads << " heads and " << groups
                      << " query groups are more than a tensor can hold";
    return std::nullopt;
  }
  int64_t width = qkv.getDimSize(2);
  if (width % *slots != 0) {
    InFlightDiagnostic diag = op->emitOpError()
                              << "'" << what << "' width " << width
                              << " does not divide into ";
    if (groups == heads)
      diag << "3 x " << heads << " heads";
    else
      diag << heads << " heads and 2 x " << groups << " query groups";
    return std::nullopt;
  }
  return width / *slots;
}

/// Checks a rotary embedding: a qkv input of whole heads, an even rotary
/// width within a head, a positive base.
template <typename RopeLikeOp> static LogicalResult verifyRope(RopeLikeOp op) {
  std::optional<int64_t> headDim =
      verifyQkvLayout(op, "input", op.getInput().getType(), op.getNumHeads(),
                      op.getQueryGroupCount());
  if (!headDim)
    return failure();
  int64_t rotaryDim = op.getRotaryDim();
  if (rotaryDim % 2 != 0 || rotaryDim > *headDim)
    return op.emitOpError() << "rotary_dim " << rotaryDim
                            << " must be even and at most the head size "
                            << *headDim;
  if (!(op.getBase().convertToDouble() > 0.0))
    return op.emitOpError("base must be positive");
  return success();
}

LogicalResult RopeOp::verify() { return verifyRope(*this); }
LogicalResult RopeGradOp::verify() { return verifyRope(*this); }

/// Checks the shapes of fused attention: qkv (verifyQkvLayout), output
/// `[B, S, heads*D]` and log-sum-exp `[B, heads, S]`.
template <typename AttentionLikeOp>
static LogicalResult verifyAttentionShapes(AttentionLikeOp op) {
  Type qkvType = op.getQkv().getType(), resultType = op.getResult().getType(),
       lseType = op.getLogsumexp().getType();
  int64_t numHeads = op.getNumHeads();
  std::optional<int64_t> headDim = verifyQkvLayout(
      op, "qkv", qkvType, numHeads, op.getQueryGroupCount());
  if (!headDim)
    return failure();
  auto qkv = cast<RankedTensorType>(qkvType);
  int64_t batch = qkv.getDimSize(0), seq = qkv.getDimSize(1);
  if (failed(verifySameElementType(op, "qkv", qkvType, "result", resultType)) ||
      failed(verifySameElementType(op, "qkv", qkvType, "logsumexp", lseType)) ||
      failed(verifyShape(op, "result", resultType,
                         {batch, seq, numHeads * *headDim})) ||
      failed(verifyShape(op, "logsumexp", lseType, {batch, numHeads, seq})))
    return failure();
  return success();
}

/// Checks a dropout's ratio, seed and group (ovl.dropout's, or attention's
/// on its probabilities: `what` names the attributes).
static LogicalResult verifyDropoutAttrs(Operation *op, StringRef what,
                                        double ratio, int64_t seed,
                                        std::optional<ArrayAttr> group) {
  if (!(ratio >= 0 && ratio < 1))
    return op->emitOpError()
           << what << "ratio must lie in [0, 1), got " << ratio;
  if (seed < 0)
    return op->emitOpError()
           << what << "seed must not be negative, got " << seed;
  if (group)
    return verifyGroupAxes(op, *group, "dropout group");
  return success();
}

template <typename AttentionLikeOp>
static LogicalResult verifyAttention(AttentionLikeOp op) {
  if (failed(verifyAttentionShapes(op)))
    return failure();
  // Read signed: the accessor gives it unsigned.
  int64_t seed = op.getDropoutSeedAttr().getInt();
  std::optional<ArrayAttr> group = op.getDropoutGroup();
  std::optional<APFloat> ratio = op.getDropoutRatio();
  if (!ratio) {
    if (seed != 0 || group)
      return op.emitOpError("has a dropout seed or group but no dropout ratio");
    return success();
  }
  return verifyDropoutAttrs(op, "dropout ", ratio->convertToDouble(), seed,
                            group);
}

LogicalResult AttentionOp::verify() { return verifyAttention(*this); }

LogicalResult AttentionGradOp::verify() {
  if (failed(verifyAttention(*this)))
    return failure();
  if (getResultGrad().getType() != getResult().getType())
    return emitOpError("'result_grad' must have the type of 'result'");
  if (getQkvGrad().getType() != getQkv().getType())
    return emitOpError("'qkv_grad' must have the type of 'qkv'");
  return success();
}

//===----------------------------------------------------------------------===//
// Embedding and loss
//===----------------------------------------------------------------------===//

/// How the vocabulary dimension `dim` of `value` is split, when the value
/// is a parameter argument (an embedding table) or the output of a
/// column-parallel linear of one (vocab-parallel logits): the mesh axis, or
/// "" when it is whole. Nothing when the value traces to neither.
static std::optional<std::string> vocabSplit(Value value, int64_t dim) {
  if (auto linear = value.getDefiningOp<LinearOp>()) {
    if (linear.getMode() != ParallelMode::column)
      return std::nullopt;
    // The vocabulary is the weight's output dimension: its last, or its
    // first when transposed (the word embedding itself, when tied).
    auto weight = cast<RankedTensorType>(linear.getWeight().getType());
    return vocabSplit(linear.getWeight(),
                      linear.getTransposeWeight() ? 0 : weight.getRank() - 1);
  }
  // A bf16 copy of the parameter (mixed precision) is split like it.
  ParamAttr param = getParamOf(value);
  if (!param)
    return std::nullopt;
  if (param.getShardDim() != dim)
    return std::string();
  return param.getShardAxis().str();
}

/// Checks a vocab-parallel group: valid axes, and, where the vocabulary's
/// split is known (`vocabSplit`), exactly the axis it is split over: a
/// group over more axes would sum over ranks that hold the same shard.
static LogicalResult verifyVocabGroup(Operation *op,
                                      std::optional<ArrayAttr> group,
                                      std::optional<std::string> split = {}) {
  if (group && failed(verifyGroupAxes(op, *group, "vocab_parallel group")))
    return failure();
  if (!split)
    return success();
  SmallVector<StringRef> axes;
  if (group)
    for (Attribute axis : *group)
      axes.push_back(cast<StringAttr>(axis).getValue());
  bool matches = split->empty() ? axes.empty()
                                : axes.size() == 1 && axes[0] == *split;
  if (matches)
    return success();
  InFlightDiagnostic diag = op->emitOpError();
  if (split->empty())
    diag << "is vocab_parallel over [" << llvm::join(axes, ", ")
         << "], but its vocabulary is not split";
  else
    diag << "must be vocab_parallel over ['" << *split
         << "'], the axis its vocabulary is split over; got ["
         << llvm::join(axes, ", ") << "]";
  return diag;
}

/// Checks tokens `[...]`, table `[V, H]` and embedded `[..., H]`.
static LogicalResult verifyEmbeddingShapes(Operation *op, Type tokensType,
                                           Type tableType, Type embeddedType,
                                           StringRef embeddedName) {
  auto table = cast<RankedTensorType>(tableType);
  if (table.getRank() != 2)
    return op->emitOpError() << "embedding table must have rank 2, got "
                             << table.getRank();
  if (failed(verifySameElementType(op, "table", tableType, embeddedName,
                                   embeddedType)))
    return failure();
  SmallVector<int64_t> expected(cast<ShapedType>(tokensType).getShape());
  expected.push_back(table.getDimSize(1));
  return verifyShape(op, embeddedName, embeddedType, expected);
}

LogicalResult DropoutOp::verify() {
  // Read signed: the accessors give them unsigned.
  int64_t offset = getOffsetAttr().getInt();
  if (offset < 0)
    return emitOpError("offset must not be negative, got ") << offset;
  return verifyDropoutAttrs(*this, "", getRatio().convertToDouble(),
                            getSeedAttr().getInt(), getGroup());
}

LogicalResult EmbeddingOp::verify() {
  if (failed(verifyEmbeddingShapes(*this, getTokens().getType(),
                                   getTable().getType(), getResult().getType(),
                                   "result")))
    return failure();
  return verifyVocabGroup(*this, getVocabGroup(), vocabSplit(getTable(), 0));
}

LogicalResult EmbeddingGradOp::verify() {
  if (failed(verifyEmbeddingShapes(*this, getTokens().getType(),
                                   getTableGrad().getType(),
                                   getResultGrad().getType(), "result_grad")))
    return failure();
  return verifyVocabGroup(*this, getVocabGroup());
}

/// Checks row statistics `[...]` of logits `[..., V]`.
static LogicalResult verifyRowShape(Operation *op, StringRef what, Type type,
                                    Type logitsType) {
  return verifyShape(op, what, type,
                     dropLast(cast<ShapedType>(logitsType).getShape()));
}

/// Checks `[..., 2]` softmax statistics of logits `[..., V]`.
static LogicalResult verifyStatsShape(Operation *op, Type statsType,
                                      Type logitsType) {
  SmallVector<int64_t> expected =
      dropLast(cast<ShapedType>(logitsType).getShape());
  expected.push_back(2);
  if (failed(verifySameElementType(op, "stats", statsType, "logits",
                                   logitsType)))
    return failure();
  return verifyShape(op, "stats", statsType, expected);
}

LogicalResult CrossEntropyMaxOp::verify() {
  if (failed(verifyMinRank(*this, "logits", getLogits().getType(), 1)) ||
      failed(verifySameElementType(*this, "logits", getLogits().getType(),
                                   "result", getResult().getType())))
    return failure();
  return verifyRowShape(*this, "result", getResult().getType(),
                        getLogits().getType());
}

LogicalResult CrossEntropyStatsOp::verify() {
  Type logits = getLogits().getType();
  if (failed(verifyMinRank(*this, "logits", logits, 1)) ||
      failed(verifyRowShape(*this, "row_max", getRowMax().getType(), logits)) ||
      failed(verifyRowShape(*this, "labels", getLabels().getType(), logits)) ||
      failed(verifyStatsShape(*this, getResult().getType(), logits)))
    return failure();
  return verifyVocabGroup(*this, getVocabGroup(),
                          vocabSplit(getLogits(),
                                     cast<ShapedType>(logits).getRank() - 1));
}

LogicalResult CrossEntropyLossOp::verify() {
  auto stats = cast<RankedTensorType>(getStats().getType());
  if (stats.getRank() < 1 || stats.getShape().back() != 2)
    return emitOpError("'stats' must have shape [..., 2]");
  return verifySameElementType(*this, "stats", stats, "loss",
                               getLoss().getType());
}

LogicalResult CrossEntropyGradOp::verify() {
  Type logits = getLogits().getType();
  if (failed(verifyMinRank(*this, "logits", logits, 1)) ||
      failed(verifyRowShape(*this, "row_max", getRowMax().getType(), logits)) ||
      failed(verifyRowShape(*this, "labels", getLabels().getType(), logits)) ||
      failed(verifyStatsShape(*this, getStats().getType(), logits)))
    return failure();
  if (getLogitsGrad().getType() != logits)
    return emitOpError("'logits_grad' must have the type of 'logits'");
  return verifyVocabGroup(*this, getVocabGroup(),
                          vocabSplit(getLogits(),
                                     cast<ShapedType>(logits).getRank() - 1));
}

//===----------------------------------------------------------------------===//
// Optimizer and opaque kernels
//===----------------------------------------------------------------------===//

/// Megatron's checks of a learning-rate schedule: a known style, a decay
/// that ends after the warmup, 0 <= min_lr <= lr.
template <typename UpdateOp> static LogicalResult verifyLrSchedule(UpdateOp op) {
  StringRef style = op.getLrDecayStyle();
  if (style != "constant" && style != "linear" && style != "cosine")
    return op.emitOpError() << "lr_decay_style must be constant, linear or "
                               "cosine, got '"
                            << style << "'";
  int64_t warmup = op.getLrWarmupIters(), decay = op.getLrDecayIters();
  if (warmup < 0)
    return op.emitOpError("lr_warmup_iters must be non-negative");
  if (style != "constant" && decay <= warmup)
    return op.emitOpError() << "lr_decay_iters (" << decay
                            << ") must exceed lr_warmup_iters (" << warmup
                            << ") with a decaying schedule";
  double minLr = op.getMinLr().convertToDouble();
  if (!(minLr >= 0.0 && minLr <= op.getLr().convertToDouble()))
    return op.emitOpError("min_lr must lie in [0, lr]");
  return success();
}

LogicalResult ConvertOp::verify() {
  auto input = getInput().getType(), result = getResult().getType();
  if (input.getShape() != result.getShape())
    return emitOpError("result must have the input's shape");
  if (input.getElementType() == result.getElementType())
    return emitOpError("converts ") << input.getElementType() << " to itself";
  return success();
}

LogicalResult LocalShardOp::verify() {
  if (failed(verifyGroupAxes(*this, getGroup())))
    return failure();
  auto input = getInput().getType();
  if (input.getRank() < 1)
    return emitOpError("input must have at least one dimension");
  int64_t size = groupSize(*this, getGroup());
  SmallVector<int64_t> expected(input.getShape());
  if (expected[0] % size != 0)
    return emitOpError() << "dimension 0 of size " << expected[0]
                         << " does not divide by the group size " << size;
  expected[0] /= size;
  if (failed(verifySameElementType(*this, "input", input, "result",
                                   getResult().getType())))
    return failure();
  return verifyShape(*this, "result", getResult().getType(), expected);
}

LogicalResult SumSquaresOp::verify() {
  if (getInputs().empty())
    return emitOpError("needs at least one operand");
  Type element = getResult().getType().getElementType();
  for (Value input : getInputs())
    if (cast<RankedTensorType>(input.getType()).getElementType() != element)
      return emitOpError("operands must have the result's element type ")
             << element << ", got " << input.getType();
  return success();
}

LogicalResult ClipByGlobalNormOp::verify() {
  if (!(getMaxNorm().convertToDouble() > 0.0))
    return emitOpError("max_norm must be positive");
  Type element = getGrad().getType().getElementType();
  if (getNormSq().getType().getElementType() != element)
    return emitOpError("norm_sq must have the gradient's element type ")
           << element << ", got " << getNormSq().getType();
  return success();
}

LogicalResult SGDUpdateOp::verify() {
  if (!(getLr().convertToDouble() > 0.0))
    return emitOpError("learning rate must be positive");
  double momentum = getMomentum().convertToDouble();
  if (!(momentum >= 0.0 && momentum < 1.0))
    return emitOpError("momentum must lie in [0, 1)");
  if (!(getWeightDecay().convertToDouble() >= 0.0))
    return emitOpError("weight decay must be non-negative");
  return verifyLrSchedule(*this);
}

LogicalResult AdamWUpdateOp::verify() {
  if (!(getLr().convertToDouble() > 0.0))
    return emitOpError("learning rate must be positive");
  for (auto [name, beta] : {std::pair{"beta1", getBeta1()},
                            std::pair{"beta2", getBeta2()}})
    if (!(beta.convertToDouble() >= 0.0 && beta.convertToDouble() < 1.0))
      return emitOpError() << name << " must lie in [0, 1)";
  if (!(getEps().convertToDouble() > 0.0))
    return emitOpError("eps must be positive");
  if (!(getWeightDecay().convertToDouble() >= 0.0))
    return emitOpError("weight decay must be non-negative");
  return verifyLrSchedule(*this);
}

bool mlir::ovl::isOptimizerStateName(StringRef name) {
  auto endsName = [&](StringRef suffix) { return name.ends_with(suffix); };
  return llvm::any_of(kSgdStateSuffixes, endsName) ||
         llvm::any_of(kAdamStateSuffixes, endsName);
}

SmallVector<Value> mlir::ovl::getUpdatedInPlace(Operation *op) {
  if (auto sgd = dyn_cast<SGDUpdateOp>(op))
    return {sgd.getParam(), sgd.getMomentumBuffer()};
  if (auto adam = dyn_cast<AdamWUpdateOp>(op))
    return {adam.getParam(), adam.getExpAvg(), adam.getExpAvgSq()};
  return {};
}

LogicalResult OpaqueOp::verify() {
  if (getName().empty())
    return emitOpError("needs a name");
  bool hasDuration = getDurationUs().has_value();
  bool hasWork = getFlops().has_value() || getBytes().has_value();
  if (hasDuration == hasWork)
    return emitOpError("must declare its cost either as 'duration_us' or as "
                       "'flops' and/or 'bytes'");
  for (std::optional<APFloat> value : {getDurationUs(), getFlops(), getBytes()})
    if (value && !(value->convertToDouble() >= 0.0 &&
                   value->convertToDouble() <= ::ovl::rt::kMaxCommandUs))
      return emitOpError("declared costs must be non-negative and at most "
                         "1e+30 (us, FLOPs, bytes)");
  return success();
}

//===----------------------------------------------------------------------===//
// Communication
//===----------------------------------------------------------------------===//

/// Returns the tensor type an op delivers: the result of a synchronous op, or
/// the value type of a start op's in-flight handle.
static Type deliveredType(Value result) {
  if (auto inflight = dyn_cast<InflightType>(result.getType()))
    return inflight.getValueType();
  return result.getType();
}

/// A start op's handle must be consumed by exactly one wait.
static LogicalResult verifyHandle(Operation *op) {
  if (op->getNumResults() != 1)
    return success();
  Value handle = op->getResult(0);
  if (!isa<InflightType>(handle.getType()))
    return success();
  auto uses = handle.getUses();
  size_t numUses = std::distance(uses.begin(), uses.end());
  if (numUses != 1 || !isa<WaitOp>(uses.begin()->getOwner()))
    return op->emitOpError()
           << "in-flight value must be consumed by exactly one 'ovl.wait' ("
           << numUses << " uses)";
  return success();
}

/// Common checks for the collectives over a group.
static LogicalResult verifyCollective(Operation *op, ArrayAttr group,
                                      Type inputType, Value result) {
  if (failed(verifyGroupAxes(op, group)) || failed(verifyHandle(op)))
    return failure();
  Type delivered = deliveredType(result);
  if (!isa<RankedTensorType>(delivered))
    return op->emitOpError() << "must deliver a ranked tensor, got "
                             << delivered;
  return verifySameElementType(op, "input", inputType, "result", delivered);
}

static LogicalResult verifySameShape(Operation *op, Type inputType,
                                     Value result) {
  return verifyShape(op, "result", deliveredType(result),
                     cast<ShapedType>(inputType).getShape());
}

/// All-gather multiplies `dim` by the group size; reduce-scatter divides it.
static LogicalResult verifyGatherScatter(Operation *op, ArrayAttr group,
                                         Type inputType, Value result,
                                         int64_t dim, bool gather) {
  if (failed(verifyCollective(op, group, inputType, result)))
    return failure();
  auto input = cast<RankedTensorType>(inputType);
  if (dim >= input.getRank())
    return op->emitOpError() << "dimension " << dim
                             << " is out of range for an input of rank "
                             << input.getRank();
  int64_t size = groupSize(op, group);
  SmallVector<int64_t> expected(input.getShape());
  if (gather) {
    expected[dim] *= size;
  } else {
    if (expected[dim] % size != 0)
      return op->emitOpError()
             << "dimension " << dim << " of size " << expected[dim]
             << " does not divide by the group size " << size;
    expected[dim] /= size;
  }
  return verifyShape(op, "result", deliveredType(result), expected);
}

/// Checks the peer of a send or a receive: a coordinate along a mesh axis,
/// different from the stage's own when the axis is the pipeline axis.
static LogicalResult verifyPeer(Operation *op, StringRef axis, int64_t peer) {
  MeshOp mesh = lookupMesh(op);
  if (!mesh)
    return op->emitOpError()
           << "requires an 'ovl.mesh' declared in the enclosing module";
  if (!mesh.getAxisIndex(axis))
    return op->emitOpError() << "peer axis '" << axis
                             << "' is not an axis of mesh @"
                             << mesh.getSymName();
  int64_t size = mesh.getAxisSize(axis);
  if (peer >= size)
    return op->emitOpError() << "peer " << axis << " = " << peer
                             << " is outside the mesh (axis size " << size
                             << ")";
  auto func = op->getParentOfType<func::FuncOp>();
  if (!func)
    return success();
  std::optional<int64_t> stage = getStageIndex(func);
  auto pipelines = mesh->getParentOfType<ModuleOp>().getOps<PipelineOp>();
  if (stage && !pipelines.empty() &&
      (*pipelines.begin()).getAxis() == axis && *stage == peer)
    return op->emitOpError() << "peer " << axis << " = " << peer
                             << " is the stage itself";
  return success();
}

#define OVL_COMM_COMMON(OP, KIND, ASYNC)                                       \
  CommKind OP::getCommKind() { return CommKind::KIND; }                        \
  bool OP::isAsync() { return ASYNC; }

#define OVL_GROUP_COMM(OP, KIND, ASYNC)                                        \
  OVL_COMM_COMMON(OP, KIND, ASYNC)                                             \
  ArrayAttr OP::getGroupAxes() { return getGroup(); }                          \
  Value OP::getPayload() { return getInput(); }                                \
  RankedTensorType OP::getDeliveredType() {                                    \
    return cast<RankedTensorType>(deliveredType(getResult()));                 \
  }

OVL_GROUP_COMM(AllReduceOp, all_reduce, false)
OVL_GROUP_COMM(AllReduceStartOp, all_reduce, true)
OVL_GROUP_COMM(AllGatherOp, all_gather, false)
OVL_GROUP_COMM(AllGatherStartOp, all_gather, true)
OVL_GROUP_COMM(ReduceScatterOp, reduce_scatter, false)
OVL_GROUP_COMM(ReduceScatterStartOp, reduce_scatter, true)
OVL_GROUP_COMM(BroadcastOp, broadcast, false)
OVL_GROUP_COMM(BroadcastStartOp, broadcast, true)
#undef OVL_GROUP_COMM

std::optional<ReductionKind> AllReduceOp::getReductionIfAny() {
  return getReduction();
}
std::optional<ReductionKind> AllReduceStartOp::getReductionIfAny() {
  return getReduction();
}
std::optional<ReductionKind> ReduceScatterOp::getReductionIfAny() {
  return getReduction();
}
std::optional<ReductionKind> ReduceScatterStartOp::getReductionIfAny() {
  return getReduction();
}

#define OVL_P2P_COMM(OP, KIND, ASYNC)                                          \
  OVL_COMM_COMMON(OP, KIND, ASYNC)                                             \
  ArrayAttr OP::getGroupAxes() {                                               \
    return ArrayAttr::get(getContext(), {getAxisAttr()});                      \
  }

OVL_P2P_COMM(SendOp, send, false)
OVL_P2P_COMM(SendStartOp, send, true)
OVL_P2P_COMM(RecvOp, recv, false)
OVL_P2P_COMM(RecvStartOp, recv, true)
#undef OVL_P2P_COMM
#undef OVL_COMM_COMMON

Value SendOp::getPayload() { return getInput(); }
Value SendStartOp::getPayload() { return getInput(); }
Value RecvOp::getPayload() { return {}; }
Value RecvStartOp::getPayload() { return {}; }
RankedTensorType SendOp::getDeliveredType() {
  return cast<RankedTensorType>(getInput().getType());
}
RankedTensorType SendStartOp::getDeliveredType() {
  return cast<RankedTensorType>(getInput().getType());
}
RankedTensorType RecvOp::getDeliveredType() {
  return cast<RankedTensorType>(getResult().getType());
}
RankedTensorType RecvStartOp::getDeliveredType() {
  return cast<RankedTensorType>(deliveredType(getHandle()));
}

LogicalResult AllReduceOp::verify() {
  if (failed(verifyCollective(*this, getGroup(), getInput().getType(),
                              getResult())))
    return failure();
  return verifySameShape(*this, getInput().getType(), getResult());
}

LogicalResult AllReduceStartOp::verify() {
  if (failed(verifyCollective(*this, getGroup(), getInput().getType(),
                              getResult())))
    return failure();
  return verifySameShape(*this, getInput().getType(), getResult());
}

LogicalResult AllGatherOp::verify() {
  return verifyGatherScatter(*this, getGroup(), getInput().getType(),
                             getResult(), getDim(), /*gather=*/true);
}

LogicalResult AllGatherStartOp::verify() {
  return verifyGatherScatter(*this, getGroup(), getInput().getType(),
                             getResult(), getDim(), /*gather=*/true);
}

LogicalResult ReduceScatterOp::verify() {
  return verifyGatherScatter(*this, getGroup(), getInput().getType(),
                             getResult(), getDim(), /*gather=*/false);
}

LogicalResult ReduceScatterStartOp::verify() {
  return verifyGatherScatter(*this, getGroup(), getInput().getType(),
                             getResult(), getDim(), /*gather=*/false);
}

static LogicalResult verifyBroadcast(Operation *op, ArrayAttr group,
                                     Type inputType, Value result,
                                     int64_t root) {
  if (failed(verifyCollective(op, group, inputType, result)) ||
      failed(verifySameShape(op, inputType, result)))
    return failure();
  int64_t size = groupSize(op, group);
  if (root >= size)
    return op->emitOpError() << "root " << root
                             << " is outside the group of size " << size;
  return success();
}

LogicalResult BroadcastOp::verify() {
  return verifyBroadcast(*this, getGroup(), getInput().getType(), getResult(),
                         getRoot());
}

LogicalResult BroadcastStartOp::verify() {
  return verifyBroadcast(*this, getGroup(), getInput().getType(), getResult(),
                         getRoot());
}

LogicalResult SendOp::verify() { return verifyPeer(*this, getAxis(), getPeer()); }

LogicalResult RecvOp::verify() { return verifyPeer(*this, getAxis(), getPeer()); }

LogicalResult SendStartOp::verify() {
  if (failed(verifyPeer(*this, getAxis(), getPeer())) ||
      failed(verifyHandle(*this)))
    return failure();
  if (!cast<InflightType>(getHandle().getType()).isNone())
    return emitOpError("a send's in-flight value must be !ovl.inflight<none>");
  return success();
}

LogicalResult RecvStartOp::verify() {
  if (failed(verifyPeer(*this, getAxis(), getPeer())) ||
      failed(verifyHandle(*this)))
    return failure();
  if (cast<InflightType>(getHandle().getType()).isNone())
    return emitOpError("a receive must deliver a tensor");
  return success();
}

LogicalResult WaitOp::verify() {
  auto started = getHandle().getDefiningOp<CommunicationOp>();
  if (!started || !started.isAsync())
    return emitOpError("waits on a value that no '*_start' op produced");
  auto handleType = cast<InflightType>(getHandle().getType());
  if (handleType.isNone()) {
    if (getResult())
      return emitOpError("the wait of a send yields no value");
    return success();
  }
  if (!getResult() || getResult().getType() != handleType.getValueType())
    return emitOpError() << "must yield the in-flight value's type "
                         << handleType.getValueType();
  return success();
}

//===----------------------------------------------------------------------===//
// Events
//===----------------------------------------------------------------------===//

LogicalResult EventJoinOp::verify() {
  if (getEvents().empty())
    return emitOpError("joins at least one event");
  return success();
}

//===----------------------------------------------------------------------===//
// L2: programs and commands
//===----------------------------------------------------------------------===//

LogicalResult ProgramOp::verify() {
  int64_t expected = 0;
  for (Operation &op : getBody().front()) {
    if (auto queue = dyn_cast<QueueOp>(op)) {
      if (static_cast<int64_t>(queue.getIndex()) != expected)
        return queue.emitOpError()
               << "has index " << queue.getIndex() << "; streams are numbered "
               << expected << ", " << expected + 1 << ", ... in order";
      ++expected;
      continue;
    }
    if (auto persistent = dyn_cast<PersistentOp>(op)) {
      // The program verifies before the ops inside it: check the type here,
      // as for a stage function's parameter argument.
      if (failed(verifyParamShard(persistent, "the tensor",
                                  cast<ParamAttr>(persistent.getParam()),
                                  persistent.getType())))
        return failure();
      std::optional<int64_t> bytes =
          getCheckedTensorBytes(persistent.getType());
      if (!bytes)
        return persistent.emitOpError()
               << "needs a static tensor type of at most 2^62 bytes, not "
               << persistent.getType();
      int64_t end;
      if (llvm::AddOverflow(static_cast<int64_t>(persistent.getOffset()),
                            *bytes, end) ||
          end > static_cast<int64_t>(getPersistentBytes()))
        return persistent.emitOpError()
               << "does not fit the persistent arena of "
               << getPersistentBytes() << " bytes";
      continue;
    }
    return op.emitOpError("is not allowed in a program: expected "
                          "'ovl.persistent' or 'ovl.queue'");
  }
  if (expected == 0)
    return emitOpError("needs at least one stream");
  return success();
}

LogicalResult QueueOp::verify() {
  for (Operation &op : getBody().front())
    if (!op.hasTrait<RuntimeCommand>())
      return op.emitOpError("is not allowed in a queue: expected an 'ovl.rt' "
                            "command");
  return success();
}

LogicalResult KernelCommandOp::verify() {
  std::optional<::ovl::rt::KernelOp> kernel =
      ::ovl::rt::parseKernelOp(getKernel().str());
  if (!kernel)
    return emitOpError() << "unknown kernel '" << getKernel() << "'";
  const ::ovl::rt::CommandSchema &schema = ::ovl::rt::kernelSchema(*kernel);
  if (!schema.variadicSlices && getBuffers().size() != schema.slices.size())
    return emitOpError() << "kernel " << getKernel() << " takes "
                         << schema.slices.size() << " buffers, got "
                         << getBuffers().size();
  if (getSizes().size() != schema.ints.size())
    return emitOpError() << "kernel " << getKernel() << " takes "
                         << schema.ints.size() << " sizes, got "
                         << getSizes().size();
  if (getParams().size() != schema.floats.size())
    return emitOpError() << "kernel " << getKernel() << " takes "
                         << schema.floats.size() << " parameters, got "
                         << getParams().size();
  if (getGroup() && !schema.allowsGroup)
    return emitOpError() << "kernel " << getKernel() << " takes no group";
  return success();
}

LogicalResult CopyCommandOp::verify() {
  if (getSource().has_value() == getHostField().has_value())
    return emitOpError("copies either from a device slice or from a host "
                       "field");
  return success();
}

#define GET_OP_CLASSES
#include "ovl/Dialect/Ovl/IR/OvlOps.cpp.inc"

#include "ovl/Dialect/Ovl/IR/OvlInterfaces.cpp.inc"
