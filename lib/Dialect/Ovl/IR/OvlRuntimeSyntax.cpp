//===- OvlRuntimeSyntax.cpp - The short form of L2 commands ---------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Printers and parsers of the L2 commands (OvlRuntimeOps.td shows each
// form). They are written by hand rather than generated from an assembly
// format: a generated printer builds the op's whole attribute dictionary
// (inherent attributes included, uniqued in the context) to print its
// `attr-dict`, which was half of the time spent printing an L2 module. Here
// only the discardable attributes are printed that way.
//
// Floating-point numbers print as the shortest decimal that reads back as
// the same double (std::to_chars), always with a '.' (MLIR reads a number
// without one as an integer); one that is not finite prints as MLIR prints
// it, a hexadecimal bit pattern that the parser reads back as such. (MLIR's
// own printer of a DenseF64ArrayAttr without its `array<f64: ...>` keeps
// only 7 digits: 0.30000000000000004 would print as 3.000000e-01.)
//
//===----------------------------------------------------------------------===//

#include "AxisGroupSyntax.h"
#include "ovl/Dialect/Ovl/IR/OvlOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

#include <charconv>
#include <cmath>

using namespace mlir;
using namespace mlir::ovl;

//===----------------------------------------------------------------------===//
// Fields
//===----------------------------------------------------------------------===//

static void printNumber(OpAsmPrinter &p, double number) {
  if (!std::isfinite(number)) {
    p.printFloat(llvm::APFloat(number));
    return;
  }
  char text[64];
  auto [end, error] = std::to_chars(text, text + sizeof(text), number);
  assert(error == std::errc() && "a double fits 64 characters");
  (void)error;
  llvm::StringRef digits(text, end - text);
  size_t exponent = digits.find('e');
  if (digits.contains('.'))
    p << digits;
  else if (exponent == llvm::StringRef::npos)
    p << digits << ".0";
  else
    p << digits.take_front(exponent) << ".0" << digits.drop_front(exponent);
}

static ParseResult parseNumber(OpAsmParser &parser, FloatAttr &value) {
  double number;
  if (parser.parseFloat(number))
    return failure();
  value = parser.getBuilder().getF64FloatAttr(number);
  return success();
}

static ParseResult parseI64(OpAsmParser &parser, IntegerAttr &value) {
  int64_t number;
  if (parser.parseInteger(number))
    return failure();
  value = parser.getBuilder().getI64IntegerAttr(number);
  return success();
}

static ParseResult parseInteger(OpAsmParser &parser, StringRef keyword,
                                IntegerAttr &value) {
  return failure(parser.parseKeyword(keyword) || parseI64(parser, value));
}

static const char *boolWord(bool value) { return value ? "true" : "false"; }

static ParseResult parseBool(OpAsmParser &parser, BoolAttr &value) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef word;
  if (parser.parseKeyword(&word))
    return failure();
  if (word != "true" && word != "false")
    return parser.emitError(loc, "expected 'true' or 'false'");
  value = parser.getBuilder().getBoolAttr(word == "true");
  return success();
}

// <transient, 0, 64>: the attribute's own syntax, without `#ovl.slice`;
// written out here (a command's attributes never print as an alias: see
// QueueOp::print), where the printer's own path would look each one up
// among the aliases first.
static void printSlice(OpAsmPrinter &p, Slice slice) {
  p.getStream() << '<' << stringifyArenaKind(slice.arena) << ", "
                << slice.offset << ", " << slice.bytes << '>';
}

static void printSlice(OpAsmPrinter &p, SliceAttr slice) {
  printSlice(p, Slice::get(slice));
}

static ParseResult parseSlice(OpAsmParser &parser, SliceAttr &slice) {
  return parser.parseCustomAttributeWithFallback(slice);
}

/// A slice held by value (a property): read as the attribute, which checks
/// it.
static ParseResult parseSlice(OpAsmParser &parser, Slice &slice) {
  SliceAttr attr;
  if (parseSlice(parser, attr))
    return failure();
  slice = Slice::get(attr);
  return success();
}

// [<transient, 0, 64>, <persistent, 16, 32>]
static void printSlices(OpAsmPrinter &p, ArrayRef<Slice> slices) {
  p << '[';
  llvm::interleaveComma(slices, p, [&](Slice slice) { printSlice(p, slice); });
  p << ']';
}

static ParseResult parseSlices(OpAsmParser &parser,
                               SmallVectorImpl<Slice> &slices) {
  return parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square, [&] {
    if (parseSlice(parser, slices.emplace_back()))
      return failure();
    return success();
  });
}

// ( over [tp, dp])?
static void printOptionalGroup(OpAsmPrinter &p,
                               std::optional<ArrayAttr> group) {
  if (!group)
    return;
  p << " over ";
  printAxisGroup(p, *group);
}

static ParseResult parseOptionalGroup(OpAsmParser &parser, ArrayAttr &group) {
  if (failed(parser.parseOptionalKeyword("over")))
    return success();
  return parseAxisGroup(parser, group);
}

/// A keyword naming a case of an enum, as `symbolize` reads it.
template <typename Enum, typename Symbolize>
static ParseResult parseEnumKeyword(OpAsmParser &parser, Enum &value,
                                    Symbolize symbolize, StringRef what) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef word;
  if (parser.parseKeyword(&word))
    return failure();
  std::optional<Enum> parsed = symbolize(word);
  if (!parsed)
    return parser.emitError(loc)
           << "expected " << what << ", got '" << word << "'";
  value = *parsed;
  return success();
}

static ParseResult parseDType(OpAsmParser &parser, TypeAttr &dtype) {
  Type type;
  if (parser.parseColon() || parser.parseType(type))
    return failure();
  dtype = TypeAttr::get(type);
  return success();
}

//===----------------------------------------------------------------------===//
// The tail every command shares: est N (fixed N)? ("label")? {attrs}?
//===----------------------------------------------------------------------===//

template <typename OpTy> static void printTail(OpAsmPrinter &p, OpTy op) {
  p << " est ";
  printNumber(p, op.getEstUs().convertToDouble());
  if (std::optional<llvm::APFloat> fixed = op.getFixedUs()) {
    p << " fixed ";
    printNumber(p, fixed->convertToDouble());
  }
  if (StringAttr label = op.getLabelAttr()) {
    p << ' ';
    p.printAttributeWithoutType(label);
  }
  p.printOptionalAttrDict(op->getDiscardableAttrDictionary().getValue());
}

template <typename Properties>
static ParseResult parseTail(OpAsmParser &parser, OperationState &result,
                             Properties &properties) {
  FloatAttr number;
  if (parser.parseKeyword("est") || parseNumber(parser, number))
    return failure();
  properties.est_us = number;
  if (succeeded(parser.parseOptionalKeyword("fixed"))) {
    if (parseNumber(parser, number))
      return failure();
    properties.fixed_us = number;
  }
  std::string label;
  if (succeeded(parser.parseOptionalString(&label)))
    properties.label = parser.getBuilder().getStringAttr(label);
  return parser.parseOptionalAttrDict(result.attributes);
}

//===----------------------------------------------------------------------===//
// Queues
//===----------------------------------------------------------------------===//

// INDEX ROLE attr-dict-with-keyword { commands }
//
// Before MLIR prints a module it walks the whole module once to collect the
// attributes and types that could be printed as aliases (#map, #loc, ...):
// mlir/lib/IR/AsmPrinter.cpp in LLVM 22 prints every op with a dummy
// printer that records each attribute and type handed to it, and writes no
// text (its printKeywordOrString, printString and printFloat do nothing).
// A queue's commands hold none that has an alias: their fields are slices,
// strings, numbers, axis names and element types (their discardable
// attributes could, and then print in full rather than by alias, as their
// locations do with --mlir-print-debuginfo). So when
// printing the role writes nothing, this is that walk, and the queue's
// commands are left out of it: about a third of the time spent printing a
// million-command program. Any printer that writes text prints them all.
void QueueOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printAttributeWithoutType(getIndexAttr());
  p << ' ';
  uint64_t before = p.getStream().tell();
  p.printKeywordOrString(stringifyStreamRole(getRole()));
  bool collectingAliases = p.getStream().tell() == before;
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs(),
                                     {getIndexAttrName(), getRoleAttrName()});
  p << ' ';
  if (!collectingAliases)
    p.printRegion(getBody());
}

ParseResult QueueOp::parse(OpAsmParser &parser, OperationState &result) {
  Properties &properties = result.getOrAddProperties<Properties>();
  StreamRole role{};
  if (parseI64(parser, properties.index) ||
      parseEnumKeyword(
          parser, role, [](StringRef s) { return symbolizeStreamRole(s); },
          "a stream role"))
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      failed(verifyInherentAttrs(result.name, result.attributes, [&] {
        return parser.emitError(loc)
               << "'" << result.name.getStringRef() << "' op ";
      })))
    return failure();
  properties.role = StreamRoleAttr::get(parser.getContext(), role);
  Region *body = result.addRegion();
  if (parser.parseRegion(*body))
    return failure();
  if (body->empty())
    body->emplaceBlock();
  return success();
}

//===----------------------------------------------------------------------===//
// Commands
//===----------------------------------------------------------------------===//

// <a>, <b> -> <c> m M n N k K batch B strides SA, SB, SC
//     transpose TA, TB accumulate ACC : DTYPE tail
void GemmCommandOp::print(OpAsmPrinter &p) {
  p << ' ';
  printSlice(p, getA());
  p << ", ";
  printSlice(p, getB());
  p << " -> ";
  printSlice(p, getC());
  p << " m " << getM() << " n " << getN() << " k " << getK() << " batch "
    << getBatch() << " strides " << getStrideA() << ", " << getStrideB() << ", "
    << getStrideC() << " transpose " << boolWord(getTransposeA()) << ", "
    << boolWord(getTransposeB()) << " accumulate " << boolWord(getAccumulate())
    << " : " << getDtype();
  printTail(p, *this);
}

ParseResult GemmCommandOp::parse(OpAsmParser &parser, OperationState &result) {
  Properties &properties = result.getOrAddProperties<Properties>();
  if (parseSlice(parser, properties.a) || parser.parseComma() ||
      parseSlice(parser, properties.b) || parser.parseArrow() ||
      parseSlice(parser, properties.c) ||
      parseInteger(parser, "m", properties.m) ||
      parseInteger(parser, "n", properties.n) ||
      parseInteger(parser, "k", properties.k) ||
      parseInteger(parser, "batch", properties.batch) ||
      parseInteger(parser, "strides", properties.stride_a) ||
      parser.parseComma() || parseI64(parser, properties.stride_b) ||
      parser.parseComma() || parseI64(parser, properties.stride_c) ||
      parser.parseKeyword("transpose") ||
      parseBool(parser, properties.transpose_a) || parser.parseComma() ||
      parseBool(parser, properties.transpose_b) ||
      parser.parseKeyword("accumulate") ||
      parseBool(parser, properties.accumulate) ||
      parseDType(parser, properties.dtype))
    return failure();
  return parseTail(parser, result, properties);
}

// "KERNEL" [buffers] sizes [..] params [..] (over [group])? flops F bytes B
//     tensor_core TC : DTYPE tail
void KernelCommandOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printString(getKernel());
  p << ' ';
  printSlices(p, getBuffers());
  p << " sizes [";
  llvm::interleaveComma(getSizes(), p);
  p << "] params [";
  llvm::interleaveComma(getParams(), p,
                        [&](double number) { printNumber(p, number); });
  p << ']';
  printOptionalGroup(p, getGroup());
  p << " flops ";
  printNumber(p, getFlops().convertToDouble());
  p << " bytes ";
  printNumber(p, getBytes().convertToDouble());
  p << " tensor_core " << boolWord(getTensorCore()) << " : " << getDtype();
  printTail(p, *this);
}

ParseResult KernelCommandOp::parse(OpAsmParser &parser,
                                   OperationState &result) {
  Properties &properties = result.getOrAddProperties<Properties>();
  std::string kernel;
  if (parser.parseString(&kernel) || parseSlices(parser, properties.buffers))
    return failure();
  properties.kernel = parser.getBuilder().getStringAttr(kernel);
  SmallVector<int64_t> sizes;
  if (parser.parseKeyword("sizes") ||
      parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square, [&] {
        return parser.parseInteger(sizes.emplace_back());
      }))
    return failure();
  properties.sizes = parser.getBuilder().getDenseI64ArrayAttr(sizes);
  SmallVector<double> params;
  if (parser.parseKeyword("params") ||
      parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square, [&] {
        return parser.parseFloat(params.emplace_back());
      }))
    return failure();
  properties.params = parser.getBuilder().getDenseF64ArrayAttr(params);
  if (parseOptionalGroup(parser, properties.group))
    return failure();
  if (parser.parseKeyword("flops") || parseNumber(parser, properties.flops) ||
      parser.parseKeyword("bytes") || parseNumber(parser, properties.bytes) ||
      parser.parseKeyword("tensor_core") ||
      parseBool(parser, properties.tensor_core) ||
      parseDType(parser, properties.dtype))
    return failure();
  return parseTail(parser, result, properties);
}

// KIND REDUCTION over [group] <input> -> <output> count C outer O inner I
//     root R : DTYPE tail
void CollectiveCommandOp::print(OpAsmPrinter &p) {
  p << ' ' << stringifyCommKind(getKind()) << ' '
    << stringifyReductionKind(getReduction()) << " over ";
  printAxisGroup(p, getGroup());
  p << ' ';
  printSlice(p, getInput());
  p << " -> ";
  printSlice(p, getOutput());
  p << " count " << getCount() << " outer " << getOuter() << " inner "
    << getInner() << " root " << getRoot() << " : " << getDtype();
  printTail(p, *this);
}

ParseResult CollectiveCommandOp::parse(OpAsmParser &parser,
                                       OperationState &result) {
  Properties &properties = result.getOrAddProperties<Properties>();
  MLIRContext *context = parser.getContext();
  // Set by parseEnumKeyword before any use; initialized for GCC's
  // -Wmaybe-uninitialized, which cannot see through the || chain.
  CommKind kind{};
  ReductionKind reduction{};
  if (parseEnumKeyword(
          parser, kind, [](StringRef s) { return symbolizeCommKind(s); },
          "a collective kind") ||
      parseEnumKeyword(
          parser, reduction,
          [](StringRef s) { return symbolizeReductionKind(s); },
          "a reduction") ||
      parser.parseKeyword("over") || parseAxisGroup(parser, properties.group) ||
      parseSlice(parser, properties.input) || parser.parseArrow() ||
      parseSlice(parser, properties.output) ||
      parseInteger(parser, "count", properties.count) ||
      parseInteger(parser, "outer", properties.outer) ||
      parseInteger(parser, "inner", properties.inner) ||
      parseInteger(parser, "root", properties.root) ||
      parseDType(parser, properties.dtype))
    return failure();
  properties.kind = CommKindAttr::get(context, kind);
  properties.reduction = ReductionKindAttr::get(context, reduction);
  return parseTail(parser, result, properties);
}

// send true|false along AXIS peer P <buffer> : DTYPE tail
void P2PCommandOp::print(OpAsmPrinter &p) {
  p << " send " << boolWord(getSend()) << " along ";
  p.printKeywordOrString(getAxis());
  p << " peer " << getPeer() << ' ';
  printSlice(p, getBuffer());
  p << " : " << getDtype();
  printTail(p, *this);
}

ParseResult P2PCommandOp::parse(OpAsmParser &parser, OperationState &result) {
  Properties &properties = result.getOrAddProperties<Properties>();
  std::string axis;
  if (parser.parseKeyword("send") || parseBool(parser, properties.send) ||
      parser.parseKeyword("along") || parser.parseKeywordOrString(&axis) ||
      parseInteger(parser, "peer", properties.peer) ||
      parseSlice(parser, properties.buffer) ||
      parseDType(parser, properties.dtype))
    return failure();
  properties.axis = parser.getBuilder().getStringAttr(axis);
  return parseTail(parser, result, properties);
}

// (from <source>)? (host FIELD)? -> <destination> microbatch M vocab V
//     count C seq S (over [group])? tail
void CopyCommandOp::print(OpAsmPrinter &p) {
  if (std::optional<SliceAttr> source = getSource()) {
    p << " from ";
    printSlice(p, *source);
  }
  if (std::optional<BatchField> field = getHostField())
    p << " host " << stringifyBatchField(*field);
  p << " -> ";
  printSlice(p, getDestination());
  p << " microbatch " << getMicrobatch() << " vocab " << getVocab() << " count "
    << getCount() << " seq " << getSeq();
  printOptionalGroup(p, getGroup());
  printTail(p, *this);
}

ParseResult CopyCommandOp::parse(OpAsmParser &parser, OperationState &result) {
  Properties &properties = result.getOrAddProperties<Properties>();
  if (succeeded(parser.parseOptionalKeyword("from")) &&
      parseSlice(parser, properties.source))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("host"))) {
    BatchField field;
    if (parseEnumKeyword(
            parser, field, [](StringRef s) { return symbolizeBatchField(s); },
            "a batch field"))
      return failure();
    properties.host_field = BatchFieldAttr::get(parser.getContext(), field);
  }
  if (parser.parseArrow() || parseSlice(parser, properties.destination) ||
      parseInteger(parser, "microbatch", properties.microbatch) ||
      parseInteger(parser, "vocab", properties.vocab) ||
      parseInteger(parser, "count", properties.count) ||
      parseInteger(parser, "seq", properties.seq))
    return failure();
  if (parseOptionalGroup(parser, properties.group))
    return failure();
  return parseTail(parser, result, properties);
}

// EVENT tail
template <typename OpTy>
static void printEventCommand(OpAsmPrinter &p, OpTy op) {
  p << ' ' << op.getEvent();
  printTail(p, op);
}

template <typename OpTy>
static ParseResult parseEventCommand(OpAsmParser &parser,
                                     OperationState &result) {
  auto &properties = result.getOrAddProperties<typename OpTy::Properties>();
  if (parser.parseInteger(properties.event))
    return failure();
  return parseTail(parser, result, properties);
}

void RecordCommandOp::print(OpAsmPrinter &p) { printEventCommand(p, *this); }

ParseResult RecordCommandOp::parse(OpAsmParser &parser,
                                   OperationState &result) {
  return parseEventCommand<RecordCommandOp>(parser, result);
}

void WaitCommandOp::print(OpAsmPrinter &p) { printEventCommand(p, *this); }

ParseResult WaitCommandOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseEventCommand<WaitCommandOp>(parser, result);
}
