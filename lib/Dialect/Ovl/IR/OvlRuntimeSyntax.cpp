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
// Each command's fields are written once, by a writer templated on where
// they go: MLIR's printer (a command's print()), or plain text that any
// thread can make (a queue prints its commands' text in chunks on the
// context's threads; see printCommandsInChunks).
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
#include "ovl/Dialect/Ovl/IR/CommandPrinting.h"
#include "ovl/Dialect/Ovl/IR/OvlOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/ThreadPool.h"

#include <charconv>
#include <cmath>

using namespace mlir;
using namespace mlir::ovl;

//===----------------------------------------------------------------------===//
// Fields
//===----------------------------------------------------------------------===//

/// A finite double as the shortest decimal that reads back as it, with a
/// '.'.
static void writeFiniteNumber(raw_ostream &os, double number) {
  char text[64];
  auto [end, error] = std::to_chars(text, text + sizeof(text), number);
  assert(error == std::errc() && "a double fits 64 characters");
  (void)error;
  llvm::StringRef digits(text, end - text);
  size_t exponent = digits.find('e');
  if (digits.contains('.'))
    os << digits;
  else if (exponent == llvm::StringRef::npos)
    os << digits << ".0";
  else
    os << digits.take_front(exponent) << ".0" << digits.drop_front(exponent);
}

static void printNumber(OpAsmPrinter &p, double number) {
  if (!std::isfinite(number))
    p.printFloat(llvm::APFloat(number));
  else
    writeFiniteNumber(p.getStream(), number);
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
static void writeSlice(raw_ostream &os, Slice slice) {
  os << '<' << stringifyArenaKind(slice.arena) << ", " << slice.offset << ", "
     << slice.bytes << '>';
}

static void writeSlice(raw_ostream &os, SliceAttr slice) {
  writeSlice(os, Slice::get(slice));
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
static void writeSlices(raw_ostream &os, ArrayRef<Slice> slices) {
  os << '[';
  llvm::interleaveComma(slices, os,
                        [&](Slice slice) { writeSlice(os, slice); });
  os << ']';
}

static ParseResult parseSlices(OpAsmParser &parser,
                               SmallVectorImpl<Slice> &slices) {
  return parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square, [&] {
    if (parseSlice(parser, slices.emplace_back()))
      return failure();
    return success();
  });
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
// Where a command's fields are written
//===----------------------------------------------------------------------===//

namespace {
/// A command's fields written by MLIR's printer, as its print() does.
class AsmFields {
public:
  explicit AsmFields(OpAsmPrinter &p) : p(p) {}
  raw_ostream &os() { return p.getStream(); }
  void number(double number) { printNumber(p, number); }
  /// A quoted string (a kernel's name, a label).
  void string(StringRef text) { p.printString(text); }
  void keywordOrString(StringRef text) { p.printKeywordOrString(text); }
  void type(Type type) { p << type; }
  void discardableAttrs(Operation *op) {
    p.printOptionalAttrDict(op->getDiscardableAttrDictionary().getValue());
  }

private:
  OpAsmPrinter &p;
};

/// A command's fields written as plain text, without MLIR's printer, so on
/// any thread (a queue's commands in chunks: see QueueOp::print). Only what
/// MLIR's printer is known to write alike: strings of printable ASCII
/// without a quote or a backslash (MLIR escapes the others), names that are
/// plain identifiers (letters, digits, '_'), finite numbers, the builtin
/// element types by name and no discardable attribute. Anything else marks
/// the command `refused`, for MLIR's printer to write instead.
class TextFields {
public:
  explicit TextFields(raw_ostream &out) : out(out) {}
  raw_ostream &os() { return out; }
  void number(double number) {
    if (!std::isfinite(number))
      refused = true;
    else
      writeFiniteNumber(out, number);
  }
  void string(StringRef text) {
    if (!llvm::all_of(text, [](char c) {
          return llvm::isPrint(c) && c != '"' && c != '\\';
        }))
      refused = true;
    out << '"' << text << '"';
  }
  void keywordOrString(StringRef text) {
    if (text.empty() || !(llvm::isAlpha(text[0]) || text[0] == '_') ||
        !llvm::all_of(text,
                      [](char c) { return llvm::isAlnum(c) || c == '_'; }))
      refused = true;
    out << text;
  }
  void type(Type type) {
    if (type.isF32())
      out << "f32";
    else if (type.isBF16())
      out << "bf16";
    else if (type.isF16())
      out << "f16";
    else if (type.isF64())
      out << "f64";
    else
      refused = true;
  }
  void discardableAttrs(Operation *op) {
    if (!op->getDiscardableAttrs().empty())
      refused = true;
  }
  bool isRefused() const { return refused; }

private:
  raw_ostream &out;
  bool refused = false;
};
} // namespace

// [tp, dp]: as printAxisGroup (AxisGroupSyntax.h) prints it.
template <typename Fields>
static void writeAxisGroup(Fields &fields, ArrayAttr group) {
  fields.os() << '[';
  llvm::interleaveComma(group, fields.os(), [&](Attribute axis) {
    fields.keywordOrString(cast<StringAttr>(axis).getValue());
  });
  fields.os() << ']';
}

// ( over [tp, dp])?
template <typename Fields>
static void writeOptionalGroup(Fields &fields, std::optional<ArrayAttr> group) {
  if (!group)
    return;
  fields.os() << " over ";
  writeAxisGroup(fields, *group);
}

//===----------------------------------------------------------------------===//
// The tail every command shares: est N (fixed N)? ("label")? {attrs}?
//===----------------------------------------------------------------------===//

template <typename Fields, typename OpTy>
static void writeTail(Fields &fields, OpTy op) {
  fields.os() << " est ";
  fields.number(op.getEstUs().convertToDouble());
  if (std::optional<llvm::APFloat> fixed = op.getFixedUs()) {
    fields.os() << " fixed ";
    fields.number(fixed->convertToDouble());
  }
  if (StringAttr label = op.getLabelAttr()) {
    fields.os() << ' ';
    fields.string(label.getValue());
  }
  fields.discardableAttrs(op);
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
// Commands
//===----------------------------------------------------------------------===//

// <a>, <b> -> <c> m M n N k K batch B strides SA, SB, SC
//     transpose TA, TB accumulate ACC : DTYPE tail
template <typename Fields>
static void writeFields(Fields &fields, GemmCommandOp op) {
  raw_ostream &os = fields.os();
  os << ' ';
  writeSlice(os, op.getA());
  os << ", ";
  writeSlice(os, op.getB());
  os << " -> ";
  writeSlice(os, op.getC());
  os << " m " << op.getM() << " n " << op.getN() << " k " << op.getK()
     << " batch " << op.getBatch() << " strides " << op.getStrideA() << ", "
     << op.getStrideB() << ", " << op.getStrideC() << " transpose "
     << boolWord(op.getTransposeA()) << ", " << boolWord(op.getTransposeB())
     << " accumulate " << boolWord(op.getAccumulate()) << " : ";
  fields.type(op.getDtype());
  writeTail(fields, op);
}

void GemmCommandOp::print(OpAsmPrinter &p) {
  AsmFields fields(p);
  writeFields(fields, *this);
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
template <typename Fields>
static void writeFields(Fields &fields, KernelCommandOp op) {
  raw_ostream &os = fields.os();
  os << ' ';
  fields.string(op.getKernel());
  os << ' ';
  writeSlices(os, op.getBuffers());
  os << " sizes [";
  llvm::interleaveComma(op.getSizes(), os);
  os << "] params [";
  llvm::interleaveComma(op.getParams(), os,
                        [&](double number) { fields.number(number); });
  os << ']';
  writeOptionalGroup(fields, op.getGroup());
  os << " flops ";
  fields.number(op.getFlops().convertToDouble());
  os << " bytes ";
  fields.number(op.getBytes().convertToDouble());
  os << " tensor_core " << boolWord(op.getTensorCore()) << " : ";
  fields.type(op.getDtype());
  writeTail(fields, op);
}

void KernelCommandOp::print(OpAsmPrinter &p) {
  AsmFields fields(p);
  writeFields(fields, *this);
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
template <typename Fields>
static void writeFields(Fields &fields, CollectiveCommandOp op) {
  raw_ostream &os = fields.os();
  os << ' ' << stringifyCommKind(op.getKind()) << ' '
     << stringifyReductionKind(op.getReduction()) << " over ";
  writeAxisGroup(fields, op.getGroup());
  os << ' ';
  writeSlice(os, op.getInput());
  os << " -> ";
  writeSlice(os, op.getOutput());
  os << " count " << op.getCount() << " outer " << op.getOuter() << " inner "
     << op.getInner() << " root " << op.getRoot() << " : ";
  fields.type(op.getDtype());
  writeTail(fields, op);
}

void CollectiveCommandOp::print(OpAsmPrinter &p) {
  AsmFields fields(p);
  writeFields(fields, *this);
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
template <typename Fields>
static void writeFields(Fields &fields, P2PCommandOp op) {
  raw_ostream &os = fields.os();
  os << " send " << boolWord(op.getSend()) << " along ";
  fields.keywordOrString(op.getAxis());
  os << " peer " << op.getPeer() << ' ';
  writeSlice(os, op.getBuffer());
  os << " : ";
  fields.type(op.getDtype());
  writeTail(fields, op);
}

void P2PCommandOp::print(OpAsmPrinter &p) {
  AsmFields fields(p);
  writeFields(fields, *this);
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
template <typename Fields>
static void writeFields(Fields &fields, CopyCommandOp op) {
  raw_ostream &os = fields.os();
  if (std::optional<SliceAttr> source = op.getSource()) {
    os << " from ";
    writeSlice(os, *source);
  }
  if (std::optional<BatchField> field = op.getHostField())
    os << " host " << stringifyBatchField(*field);
  os << " -> ";
  writeSlice(os, op.getDestination());
  os << " microbatch " << op.getMicrobatch() << " vocab " << op.getVocab()
     << " count " << op.getCount() << " seq " << op.getSeq();
  writeOptionalGroup(fields, op.getGroup());
  writeTail(fields, op);
}

void CopyCommandOp::print(OpAsmPrinter &p) {
  AsmFields fields(p);
  writeFields(fields, *this);
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
template <typename Fields, typename OpTy>
static void writeEventFields(Fields &fields, OpTy op) {
  fields.os() << ' ' << op.getEvent();
  writeTail(fields, op);
}

template <typename Fields>
static void writeFields(Fields &fields, RecordCommandOp op) {
  writeEventFields(fields, op);
}

template <typename Fields>
static void writeFields(Fields &fields, WaitCommandOp op) {
  writeEventFields(fields, op);
}

template <typename OpTy>
static ParseResult parseEventCommand(OpAsmParser &parser,
                                     OperationState &result) {
  auto &properties = result.getOrAddProperties<typename OpTy::Properties>();
  if (parser.parseInteger(properties.event))
    return failure();
  return parseTail(parser, result, properties);
}

void RecordCommandOp::print(OpAsmPrinter &p) {
  AsmFields fields(p);
  writeFields(fields, *this);
}

ParseResult RecordCommandOp::parse(OpAsmParser &parser,
                                   OperationState &result) {
  return parseEventCommand<RecordCommandOp>(parser, result);
}

void WaitCommandOp::print(OpAsmPrinter &p) {
  AsmFields fields(p);
  writeFields(fields, *this);
}

ParseResult WaitCommandOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseEventCommand<WaitCommandOp>(parser, result);
}

//===----------------------------------------------------------------------===//
// Queues
//===----------------------------------------------------------------------===//

/// This thread's innermost ChunkedCommandPrinting scope.
static thread_local ChunkedCommandPrinting *currentChunkedPrinting = nullptr;

ChunkedCommandPrinting::ChunkedCommandPrinting(const OpPrintingFlags &flags)
    : flags(flags), outer(currentChunkedPrinting) {
  currentChunkedPrinting = this;
}

ChunkedCommandPrinting::~ChunkedCommandPrinting() {
  currentChunkedPrinting = outer;
}

ChunkedCommandPrinting *ChunkedCommandPrinting::getCurrent() {
  return currentChunkedPrinting;
}

/// Writes command `op` as its print() does, its name first, as plain text
/// (TextFields). False where TextFields refuses a field or `op` is no
/// command.
static bool writeCommandText(raw_ostream &os, Operation *op) {
  TextFields fields(os);
  os << op->getName().getStringRef();
  bool command =
      llvm::TypeSwitch<Operation *, bool>(op)
          .Case<GemmCommandOp, KernelCommandOp, CollectiveCommandOp,
                P2PCommandOp, CopyCommandOp, RecordCommandOp, WaitCommandOp>(
              [&](auto command) {
                writeFields(fields, command);
                return true;
              })
          .Default([](Operation *) { return false; });
  return command && !fields.isRefused();
}

/// Prints `body`, a queue's block of commands, as printRegion prints it: `{`,
/// each command on a line of its own one indent deeper, `}` on a line at
/// the queue's indent. The commands' text is made in chunks on the
/// context's threads, a batch of chunks at a time, and written in order; a
/// command TextFields refuses is printed by MLIR's printer in its place.
/// Prints nothing and returns false where printRegion must print it all:
/// outside a ChunkedCommandPrinting scope (CommandPrinting.h), without
/// threads, for an empty body, or where the scope's flags add to an op's
/// line (locations, value users) or skip regions. (An op's name always
/// prints in full: every command's name has two dots, which MLIR never
/// shortens to a default dialect's.)
static bool printCommandsInChunks(OpAsmPrinter &p, Block &body) {
  ChunkedCommandPrinting *scope = ChunkedCommandPrinting::getCurrent();
  MLIRContext *context = body.getParentOp()->getContext();
  if (!scope || !context->isMultithreadingEnabled() || body.empty())
    return false;
  const OpPrintingFlags &flags = scope->getFlags();
  if (flags.shouldPrintDebugInfo() || flags.shouldPrintValueUsers() ||
      flags.shouldSkipRegions() || flags.shouldPrintGenericOpForm())
    return false;
  scope->addChunkedQueue();
  std::vector<Operation *> ops;
  for (Operation &op : body)
    ops.push_back(&op);

  raw_ostream &os = p.getStream();
  os << '{';
  p.increaseIndent();
  // The first line's break and indent, whose width the others copy.
  uint64_t before = os.tell();
  p.printNewline();
  std::string lineBreak(os.tell() - before - 1, ' ');
  lineBreak.insert(lineBreak.begin(), '\n');

  /// A chunk's text: its commands' lines, each after a line break but the
  /// queue's first; and where in it each refused command goes.
  struct ChunkText {
    std::string text;
    std::vector<std::pair<size_t, Operation *>> refused;
  };
  constexpr size_t kChunkCommands = 4096;
  constexpr size_t kBatchChunks = 16;
  size_t numChunks = (ops.size() + kChunkCommands - 1) / kChunkCommands;
  auto format = [&](size_t chunkIndex, ChunkText &chunk) {
    // Buffered: a command is written in a few dozen pieces.
    llvm::raw_string_ostream text(chunk.text);
    text.SetBufferSize(1 << 16);
    size_t begin = chunkIndex * kChunkCommands;
    size_t end = std::min(ops.size(), begin + kChunkCommands);
    for (size_t i = begin; i < end; ++i) {
      if (i != 0)
        text << lineBreak;
      size_t start = text.tell();
      if (!writeCommandText(text, ops[i])) {
        text.flush();
        chunk.text.resize(start);
        chunk.refused.push_back({start, ops[i]});
      }
    }
    text.flush();
  };
  // The batch after the one being written is made meanwhile.
  llvm::ThreadPoolTaskGroup tasks(context->getThreadPool());
  auto launch = [&](size_t first, std::vector<ChunkText> &batch) {
    batch.assign(std::min(kBatchChunks, numChunks - first), ChunkText());
    for (size_t index = 0; index < batch.size(); ++index)
      tasks.async([&, first, index] { format(first + index, batch[index]); });
  };
  std::vector<ChunkText> current, next;
  launch(0, current);
  tasks.wait();
  for (size_t first = 0; first < numChunks; first += kBatchChunks) {
    if (first + kBatchChunks < numChunks)
      launch(first + kBatchChunks, next);
    for (ChunkText &chunk : current) {
      size_t written = 0;
      for (auto [at, op] : chunk.refused) {
        os << StringRef(chunk.text).slice(written, at);
        written = at;
        p.printCustomOrGenericOp(op);
      }
      os << StringRef(chunk.text).drop_front(written);
    }
    tasks.wait();
    std::swap(current, next);
  }
  p.decreaseIndent();
  p.printNewline();
  os << '}';
  return true;
}

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
//
// Inside a ChunkedCommandPrinting scope, the commands' text is then made in
// chunks on the context's threads (printCommandsInChunks above): a
// million-command program took about a second to print on one.
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
  if (!collectingAliases && !printCommandsInChunks(p, getBody().front()))
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
