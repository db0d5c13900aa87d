//===- PlanParser.cpp - Reads the text form of a plan ---------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// One pass over the text, no allocation per field: a line is split into a
// keyword and `key=value` views, then each command kind's schema pulls its
// operands out by name. Every error names the file, the line, the command
// and the field; the validator then checks what needs the whole plan.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/CommandSchema.h"
#include "ovl/runtime/InputFile.h"
#include "ovl/runtime/Plan.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>

using namespace ovl::rt;

namespace {

struct Field {
  std::string_view key;
  std::string_view value;
  bool used = false;
};

class PlanParser {
public:
  PlanParser(std::string source, std::string name) : name(std::move(name)) {
    plan.source = std::move(source);
    text = plan.source;
  }

  Plan parse();

private:
  // Lines and fields.
  bool nextLine();
  void tokenize(std::string_view line);
  [[noreturn]] void fail(const std::string &message) const;
  std::string where() const;

  const Field *find(const char *key);
  std::string_view require(const char *key);
  int64_t parseInt(const char *key, std::string_view value);
  double parseFloat(const char *key, std::string_view value);
  int64_t requireInt(const char *key) { return parseInt(key, require(key)); }
  /// An id, dimension index or count the runtime keeps in an int: a larger
  /// value is an error, not wrapped around to one that exists.
  int parseSmallInt(const char *key, std::string_view value);
  int requireSmallInt(const char *key) {
    return parseSmallInt(key, require(key));
  }
  int64_t optionalInt(const char *key, int64_t fallback);
  double optionalFloat(const char *key, double fallback);
  Slice parseSlice(const char *key, std::string_view value);
  std::vector<int64_t> parseShape(const char *key, std::string_view value);
  int16_t parseGroup(const char *key, std::string_view value);
  void rejectUnusedFields(const char *what);

  // Sections.
  void parseHeader();
  void parseMesh();
  void parseProgram();
  void parseParam(Program &program);
  void parseStream(Program &program);
  void parseCommand(Program &program, Stream &stream);
  void parseOperands(Program &program, Command &command,
                     const CommandSchema &schema);

  std::string_view text;
  std::string name;
  size_t pos = 0;
  uint32_t lineNo = 0;
  std::string_view keyword;
  std::vector<std::string_view> positional;
  std::vector<Field> fields;

  // Error context.
  int programIndex = -1, streamIndex = -1;
  long commandIndex = -1;
  const char *currentField = nullptr;

  Plan plan;
};

} // namespace

//===----------------------------------------------------------------------===//
// Lines and fields
//===----------------------------------------------------------------------===//

std::string PlanParser::where() const {
  std::ostringstream os;
  os << name << ":" << lineNo << ": ";
  if (commandIndex >= 0)
    os << "command " << commandIndex << " of stream " << streamIndex
       << " (program " << programIndex << "): ";
  if (currentField)
    os << "field '" << currentField << "': ";
  return os.str();
}

void PlanParser::fail(const std::string &message) const {
  throw PlanError(where() + message);
}

bool PlanParser::nextLine() {
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos)
      end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++lineNo;
    tokenize(line);
    if (!keyword.empty())
      return true;
  }
  keyword = {};
  return false;
}

namespace {
/// Character classes of the tokenizer.
enum : uint8_t { Plain = 0, Space = 1, Equals = 2, Hash = 3 };
struct CharClasses {
  uint8_t table[256] = {};
  CharClasses() {
    table[static_cast<uint8_t>(' ')] = table[static_cast<uint8_t>('\t')] =
        table[static_cast<uint8_t>('\r')] = Space;
    table[static_cast<uint8_t>('=')] = Equals;
    table[static_cast<uint8_t>('#')] = Hash;
  }
};
const CharClasses kClasses;
inline uint8_t classOf(char c) {
  return kClasses.table[static_cast<uint8_t>(c)];
}
} // namespace

void PlanParser::tokenize(std::string_view line) {
  keyword = {};
  positional.clear();
  fields.clear();
  const char *p = line.data(), *end = p + line.size();
  while (p < end) {
    while (p < end && classOf(*p) == Space)
      ++p;
    if (p >= end || *p == '#')
      break;
    const char *start = p, *eq = nullptr;
    while (p < end) {
      uint8_t cls = classOf(*p);
      if (cls == Space)
        break;
      if (cls == Equals && !eq) {
        eq = p;
        if (p + 1 < end && p[1] == '"')
          break;
      }
      ++p;
    }
    if (eq && p < end && *p == '=' && p + 1 < end && p[1] == '"') {
      // A quoted value: runs to the closing quote, with \" and \\.
      const char *q = p + 2;
      std::string value;
      bool closed = false, escaped = false;
      for (; q < end; ++q) {
        if (*q == '\\' && q + 1 < end) {
          value.push_back(*++q);
          escaped = true;
        } else if (*q == '"') {
          closed = true;
          break;
        } else {
          value.push_back(*q);
        }
      }
      if (!closed) {
        currentField = nullptr;
        fail("unterminated quoted value");
      }
      std::string_view key(start, eq - start);
      std::string_view view;
      if (escaped) {
        plan.ownedStrings.push_back(std::move(value));
        view = plan.ownedStrings.back();
      } else {
        view = std::string_view(p + 2, q - (p + 2));
      }
      fields.push_back({key, view});
      p = q + 1;
      continue;
    }
    std::string_view token(start, p - start);
    if (!eq) {
      if (keyword.empty())
        keyword = token;
      else
        positional.push_back(token);
    } else {
      fields.push_back({std::string_view(start, eq - start),
                        std::string_view(eq + 1, p - eq - 1)});
    }
  }
  if (keyword.empty() && !fields.empty())
    fail("a line must start with a keyword");
}

const Field *PlanParser::find(const char *key) {
  size_t length = std::strlen(key);
  for (Field &f : fields)
    if (f.key.size() == length && std::memcmp(f.key.data(), key, length) == 0) {
      f.used = true;
      return &f;
    }
  return nullptr;
}

std::string_view PlanParser::require(const char *key) {
  const Field *f = find(key);
  if (!f) {
    currentField = key;
    fail("missing");
  }
  return f->value;
}

int64_t PlanParser::parseInt(const char *key, std::string_view value) {
  int64_t result = 0;
  auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(),
                                   result);
  if (ec != std::errc() || ptr != value.data() + value.size() || result < 0) {
    currentField = key;
    fail("expected a non-negative integer, got '" + std::string(value) + "'");
  }
  return result;
}

int PlanParser::parseSmallInt(const char *key, std::string_view value) {
  int64_t result = parseInt(key, value);
  if (result > std::numeric_limits<int>::max()) {
    currentField = key;
    fail("must be at most " + std::to_string(std::numeric_limits<int>::max()) +
         ", got " + std::to_string(result));
  }
  return static_cast<int>(result);
}

double PlanParser::parseFloat(const char *key, std::string_view value) {
  double result = 0;
  auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(),
                                   result);
  // No plan field is infinite or NaN: from_chars reads "inf" and "nan".
  if (ec != std::errc() || ptr != value.data() + value.size() ||
      !std::isfinite(result)) {
    currentField = key;
    fail("expected a finite number, got '" + std::string(value) + "'");
  }
  return result;
}

int64_t PlanParser::optionalInt(const char *key, int64_t fallback) {
  const Field *f = find(key);
  return f ? parseInt(key, f->value) : fallback;
}

double PlanParser::optionalFloat(const char *key, double fallback) {
  const Field *f = find(key);
  return f ? parseFloat(key, f->value) : fallback;
}

Slice PlanParser::parseSlice(const char *key, std::string_view value) {
  Slice slice;
  size_t at = value.find('@'), plus = value.find('+');
  if (value.size() < 5 || at != 1 || plus == std::string_view::npos ||
      plus < at || (value[0] != 't' && value[0] != 'p')) {
    currentField = key;
    fail("expected a slice such as t@4096+1024, got '" + std::string(value) +
         "'");
  }
  slice.arena = value[0] == 't' ? Arena::Transient : Arena::Persistent;
  slice.offset = parseInt(key, value.substr(2, plus - 2));
  slice.bytes = parseInt(key, value.substr(plus + 1));
  return slice;
}

std::vector<int64_t> PlanParser::parseShape(const char *key,
                                            std::string_view value) {
  std::vector<int64_t> shape;
  if (value == "scalar")
    return shape;
  size_t start = 0;
  while (true) {
    size_t x = value.find('x', start);
    std::string_view part = value.substr(start, x - start);
    int64_t dim = parseInt(key, part);
    if (dim == 0) {
      currentField = key;
      fail("dimensions must be positive");
    }
    shape.push_back(dim);
    if (x == std::string_view::npos)
      break;
    start = x + 1;
  }
  return shape;
}

int16_t PlanParser::parseGroup(const char *key, std::string_view value) {
  for (size_t i = 0; i < plan.groups.size(); ++i)
    if (plan.groups[i].text == value)
      return static_cast<int16_t>(i);
  Group group;
  group.text = std::string(value);
  size_t start = 0;
  while (true) {
    size_t comma = value.find(',', start);
    std::string_view axis = value.substr(start, comma - start);
    int index = plan.mesh.axisIndex(axis);
    if (index < 0) {
      currentField = key;
      std::string axes;
      for (const std::string &a : plan.mesh.axisNames)
        axes += (axes.empty() ? "" : ", ") + a;
      fail("'" + std::string(axis) + "' is not a mesh axis (axes: " + axes +
           ")");
    }
    for (int existing : group.axes)
      if (existing == index) {
        currentField = key;
        fail("axis '" + std::string(axis) + "' appears twice");
      }
    group.axes.push_back(index);
    if (comma == std::string_view::npos)
      break;
    start = comma + 1;
  }
  plan.groups.push_back(std::move(group));
  return static_cast<int16_t>(plan.groups.size() - 1);
}

void PlanParser::rejectUnusedFields(const char *what) {
  for (const Field &f : fields)
    if (!f.used) {
      currentField = nullptr;
      for (const Field &other : fields)
        if (&other != &f && other.key == f.key)
          fail("field '" + std::string(f.key) + "' is given twice");
      fail("unknown field '" + std::string(f.key) + "' for " + what);
    }
  if (!positional.empty())
    fail("unexpected '" + std::string(positional.front()) + "' for " + what +
         " (fields are key=value)");
}

//===----------------------------------------------------------------------===//
// Sections
//===----------------------------------------------------------------------===//

void PlanParser::parseHeader() {
  if (!nextLine())
    fail("empty plan: expected the header 'ovl-plan " +
         std::to_string(kPlanVersion) + "'");
  // An editor's UTF-8 byte-order mark is invisible in the message.
  if (keyword.substr(0, 3) == "\xEF\xBB\xBF")
    fail("the plan starts with a UTF-8 byte-order mark; plans are plain "
         "text without one (docs/plan-format.md)");
  if (keyword != "ovl-plan" || positional.size() != 1 || !fields.empty())
    fail("expected the header 'ovl-plan " + std::to_string(kPlanVersion) +
         "', got '" + std::string(keyword) + "'");
  int64_t version = parseInt("version", positional[0]);
  currentField = nullptr;
  if (version != kPlanVersion)
    fail("unsupported plan version " + std::to_string(version) +
         "; this runtime reads version " + std::to_string(kPlanVersion));
  plan.version = static_cast<int>(version);
}

void PlanParser::parseMesh() {
  if (fields.empty())
    fail("the mesh needs at least one axis (AXIS=SIZE:ROLE)");
  int pipelineAxes = 0;
  int64_t ranks = 1;
  for (Field &f : fields) {
    f.used = true;
    std::string_view value = f.value;
    size_t colon = value.find(':');
    std::string_view role =
        colon == std::string_view::npos ? "" : value.substr(colon + 1);
    if (role != "tensor" && role != "data" && role != "pipeline")
      fail("axis '" + std::string(f.key) +
           "' needs a role: AXIS=SIZE:ROLE with ROLE tensor, data or pipeline");
    int64_t size =
        parseInt(std::string(f.key).c_str(), value.substr(0, colon));
    if (size < 1)
      fail("axis '" + std::string(f.key) + "' must have a positive size");
    // Checked before it is multiplied in: the product cannot overflow.
    if (size > kMaxMeshRanks / ranks)
      fail("the mesh has more than " + std::to_string(kMaxMeshRanks) +
           " ranks (axis '" + std::string(f.key) + "' of size " +
           std::to_string(size) + ")");
    ranks *= size;
    if (plan.mesh.axisIndex(f.key) >= 0)
      fail("axis '" + std::string(f.key) + "' is declared twice");
    if (role == "pipeline" && ++pipelineAxes > 1)
      fail("the mesh declares more than one pipeline axis");
    plan.mesh.axisNames.emplace_back(f.key);
    plan.mesh.axisSizes.push_back(static_cast<int>(size));
    plan.mesh.axisRoles.emplace_back(role);
  }
  currentField = nullptr;
}

void PlanParser::parseParam(Program &program) {
  ParamDecl param;
  param.line = lineNo;
  param.id = requireSmallInt("id");
  param.name = std::string(require("name"));
  param.offset = requireInt("offset");
  std::string_view dtype = require("dtype");
  if (auto parsed = parseDType(dtype))
    param.dtype = *parsed;
  else {
    currentField = "dtype";
    fail("unknown dtype '" + std::string(dtype) + "'");
  }
  param.shape = parseShape("shape", require("shape"));
  param.globalShape = parseShape("global", require("global"));
  if (const Field *shard = find("shard")) {
    param.shardDim = parseSmallInt("shard", shard->value);
    std::string_view axis = require("axis");
    param.shardAxis = plan.mesh.axisIndex(axis);
    if (param.shardAxis < 0) {
      currentField = "axis";
      fail("'" + std::string(axis) + "' is not a mesh axis");
    }
    if (const Field *inner = find("inner_shard")) {
      param.innerShardDim = parseSmallInt("inner_shard", inner->value);
      std::string_view innerAxis = require("inner_axis");
      param.innerShardAxis = plan.mesh.axisIndex(innerAxis);
      if (param.innerShardAxis < 0 || param.innerShardAxis == param.shardAxis) {
        currentField = "inner_axis";
        fail("'" + std::string(innerAxis) +
             "' is not a mesh axis other than the first shard's");
      }
    }
  }
  std::string_view init = require("init");
  if (init == "zeros")
    param.init = InitKind::Zeros;
  else if (init == "ones")
    param.init = InitKind::Ones;
  else if (init == "normal") {
    param.init = InitKind::Normal;
    param.std = parseFloat("std", require("std"));
    // A normal init needs a spread: nan, infinite or negative is no
    // distribution (and 0 is what init=zeros says).
    if (!(param.std > 0.0 && std::isfinite(param.std))) {
      currentField = "std";
      fail("must be positive and finite for init=normal, got " +
           std::to_string(param.std));
    }
  } else {
    currentField = "init";
    fail("expected zeros, ones or normal, got '" + std::string(init) + "'");
  }
  currentField = nullptr;
  rejectUnusedFields("a param");
  program.params.push_back(std::move(param));
}

void PlanParser::parseOperands(Program &program, Command &command,
                               const CommandSchema &schema) {
  command.firstSlice = static_cast<uint32_t>(program.slices.size());
  if (schema.variadicSlices) {
    std::string_view list = require("outs");
    size_t start = 0;
    while (!list.empty()) {
      size_t comma = list.find(',', start);
      program.slices.push_back(
          parseSlice("outs", list.substr(start, comma - start)));
      if (comma == std::string_view::npos)
        break;
      start = comma + 1;
    }
  }
  for (const char *slot : schema.slices)
    program.slices.push_back(parseSlice(slot, require(slot)));
  // A command keeps its slice count in 16 bits (Plan.h).
  if (size_t count = program.slices.size() - command.firstSlice;
      count > std::numeric_limits<uint16_t>::max()) {
    currentField = "outs";
    fail("a command takes at most " +
         std::to_string(std::numeric_limits<uint16_t>::max()) +
         " slices, got " + std::to_string(count));
  }
  command.numSlices =
      static_cast<uint16_t>(program.slices.size() - command.firstSlice);
  command.firstInt = static_cast<uint32_t>(program.ints.size());
  for (const IntField &f : schema.ints)
    program.ints.push_back(f.required ? requireInt(f.name)
                                      : optionalInt(f.name, f.defaultValue));
  command.numInts = static_cast<uint16_t>(schema.ints.size());
  command.firstFloat = static_cast<uint32_t>(program.floats.size());
  for (const FloatField &f : schema.floats)
    program.floats.push_back(f.required ? parseFloat(f.name, require(f.name))
                                        : optionalFloat(f.name, f.defaultValue));
  command.numFloats = static_cast<uint16_t>(schema.floats.size());
}

void PlanParser::parseCommand(Program &program, Stream &stream) {
  Command command;
  command.line = lineNo;
  const CommandSchema *schema = nullptr;
  if (keyword == "gemm") {
    command.kind = CommandKind::Gemm;
    schema = &gemmSchema();
  } else if (keyword == "kernel") {
    command.kind = CommandKind::Kernel;
    std::string_view op = require("op");
    std::optional<KernelOp> kernel = parseKernelOp(op);
    if (!kernel) {
      currentField = "op";
      fail("unknown kernel '" + std::string(op) + "'");
    }
    command.op = static_cast<uint8_t>(*kernel);
    schema = &kernelSchema(*kernel);
    if (const Field *g = find("group")) {
      if (!schema->allowsGroup) {
        currentField = "group";
        fail("kernel " + std::string(op) + " takes no group");
      }
      command.group = parseGroup("group", g->value);
    }
  } else if (keyword == "collective") {
    command.kind = CommandKind::Collective;
    schema = &collectiveSchema();
    std::string_view op = require("op");
    if (op == "all_reduce")
      command.op = static_cast<uint8_t>(CollectiveOp::AllReduce);
    else if (op == "all_gather")
      command.op = static_cast<uint8_t>(CollectiveOp::AllGather);
    else if (op == "reduce_scatter")
      command.op = static_cast<uint8_t>(CollectiveOp::ReduceScatter);
    else if (op == "broadcast")
      command.op = static_cast<uint8_t>(CollectiveOp::Broadcast);
    else {
      currentField = "op";
      fail("unknown collective '" + std::string(op) + "'");
    }
    if (const Field *red = find("red")) {
      if (red->value == "sum")
        command.reduction = Reduction::Sum;
      else if (red->value == "max")
        command.reduction = Reduction::Max;
      else if (red->value == "min")
        command.reduction = Reduction::Min;
      else {
        currentField = "red";
        fail("expected sum, max or min, got '" + std::string(red->value) + "'");
      }
    }
    command.group = parseGroup("group", require("group"));
  } else if (keyword == "p2p") {
    command.kind = CommandKind::P2P;
    schema = &p2pSchema();
    std::string_view op = require("op");
    if (op == "send")
      command.op = static_cast<uint8_t>(P2POp::Send);
    else if (op == "recv")
      command.op = static_cast<uint8_t>(P2POp::Recv);
    else {
      currentField = "op";
      fail("expected send or recv, got '" + std::string(op) + "'");
    }
    std::string_view axis = require("axis");
    command.group = parseGroup("axis", axis);
    if (plan.groups[command.group].axes.size() != 1) {
      currentField = "axis";
      fail("a peer is named along exactly one axis");
    }
  } else if (keyword == "copy") {
    command.kind = CommandKind::Copy;
    const char *sourceKey = copy::kSlots[copy::Src];
    std::string_view src = require(sourceKey);
    if (src == "host.tokens" || src == "host.labels") {
      command.hostField =
          src == "host.tokens" ? HostField::Tokens : HostField::Labels;
      schema = &hostCopySchema();
      command.dtype = DType::I32;
      // The data-parallel axes: the replica is the rank's index in them.
      if (const Field *g = find("group"))
        command.group = parseGroup("group", g->value);
    } else {
      schema = &deviceCopySchema();
      if (src.rfind("host.", 0) == 0) {
        currentField = sourceKey;
        fail("unknown host source '" + std::string(src) +
             "' (host.tokens or host.labels)");
      }
      // Unmark the source: the device-copy schema reads it as a slice.
      for (Field &f : fields)
        if (f.key == sourceKey)
          f.used = false;
    }
  } else if (keyword == "record" || keyword == "wait") {
    command.kind = keyword == "record" ? CommandKind::Record : CommandKind::Wait;
    schema = &eventSchema();
  } else {
    fail("unknown command '" + std::string(keyword) +
         "' (gemm, kernel, collective, p2p, copy, record, wait)");
  }

  if (const Field *dtype = find("dtype")) {
    std::optional<DType> parsed = parseDType(dtype->value);
    if (!parsed) {
      currentField = "dtype";
      fail("unknown dtype '" + std::string(dtype->value) + "'");
    }
    command.dtype = *parsed;
  }
  parseOperands(program, command, *schema);
  command.estUs = optionalFloat(kEstimateField, 0.0);
  command.fixedUs = -1.0; // Absent: the cost model's time.
  if (const Field *fixed = find(kFixedDurationField)) {
    command.fixedUs = parseFloat(kFixedDurationField, fixed->value);
    if (command.fixedUs < 0) {
      currentField = kFixedDurationField;
      fail("must be non-negative (absent: the cost model's time), got " +
           std::string(fixed->value));
    }
  }
  command.flops = optionalFloat("flops", 0.0);
  command.bytes = optionalFloat("bytes", 0.0);
  command.tensorCore = optionalInt("tensor_core", 0) != 0;
  if (const Field *label = find("label"))
    command.label = label->value;
  if (const Field *loc = find("loc"))
    command.loc = loc->value;
  currentField = nullptr;
  for (const Field &f : fields)
    if (!f.used) {
      // Only now, on the error path, name what the command is.
      std::string what = command.kind == CommandKind::Kernel
                             ? "kernel " + std::string(schema->name)
                             : std::string(keyword);
      rejectUnusedFields(what.c_str());
    }
  if (!positional.empty())
    rejectUnusedFields(std::string(keyword).c_str());
  stream.commands.push_back(command);
}

void PlanParser::parseStream(Program &program) {
  Stream stream;
  stream.line = lineNo;
  stream.id = requireSmallInt("id");
  std::string_view role = require("role");
  if (auto parsed = parseStreamRole(role))
    stream.role = *parsed;
  else {
    currentField = "role";
    std::string roles;
    for (const char *name : kStreamRoleNames)
      roles += (roles.empty() ? "" : ", ") + std::string(name);
    fail("unknown stream role '" + std::string(role) + "' (" + roles + ")");
  }
  int64_t count = requireInt("commands");
  currentField = nullptr;
  rejectUnusedFields("a stream");
  if (stream.id != static_cast<int>(program.streams.size()))
    fail("streams must be numbered in order: expected id " +
         std::to_string(program.streams.size()));
  streamIndex = stream.id;
  if (count < 0) {
    currentField = "commands";
    fail("must not be negative, got " + std::to_string(count));
  }
  // Grow the operand pools once for the stream rather than by doubling, up
  // to what a plan file could hold: the count is the file's word, and a
  // count past its lines ends in a clear error when the lines run out, not
  // in an allocation of the count.
  int64_t expected = std::min<int64_t>(count, int64_t(1) << 22);
  stream.commands.reserve(expected);
  program.slices.reserve(program.slices.size() + 3 * expected);
  program.ints.reserve(program.ints.size() + 6 * expected);
  for (int64_t i = 0; i < count; ++i) {
    commandIndex = -1;
    if (!nextLine())
      fail("truncated plan: stream " + std::to_string(stream.id) +
           " of program " + std::to_string(programIndex) + " declares " +
           std::to_string(count) + " commands but the file ends after " +
           std::to_string(i));
    commandIndex = i;
    parseCommand(program, stream);
  }
  commandIndex = -1;
  program.streams.push_back(std::move(stream));
}

void PlanParser::parseProgram() {
  Program program;
  program.line = lineNo;
  program.stage = requireSmallInt("stage");
  program.transientBytes = requireInt("transient");
  program.persistentBytes = requireInt("persistent");
  program.numEvents = requireSmallInt("events");
  int64_t numStreams = requireInt("streams");
  currentField = nullptr;
  rejectUnusedFields("a program");
  programIndex = static_cast<int>(plan.programs.size());
  uint32_t startLine = lineNo;
  while (true) {
    if (!nextLine())
      fail("truncated plan: program " + std::to_string(programIndex) +
           " (line " + std::to_string(startLine) + ") has no 'end'");
    if (keyword == "end") {
      rejectUnusedFields("end");
      break;
    }
    if (keyword == "param")
      parseParam(program);
    else if (keyword == "stream")
      parseStream(program);
    else
      fail("unexpected '" + std::string(keyword) +
           "' in a program (param, stream or end)");
  }
  if (static_cast<int64_t>(program.streams.size()) != numStreams)
    fail("program " + std::to_string(programIndex) + " declares " +
         std::to_string(numStreams) + " streams but has " +
         std::to_string(program.streams.size()));
  if (numStreams == 0)
    fail("program " + std::to_string(programIndex) + " has no stream");
  programIndex = -1;
  streamIndex = -1;
  plan.programs.push_back(std::move(program));
}

Plan PlanParser::parse() {
  plan.path = name;
  parseHeader();
  bool sawMesh = false;
  while (nextLine()) {
    if (keyword == "mesh") {
      if (sawMesh)
        fail("the mesh is declared twice");
      parseMesh();
      sawMesh = true;
    } else if (!sawMesh) {
      fail("expected 'mesh' after the header, got '" + std::string(keyword) +
           "'");
    } else if (keyword == "pipeline") {
      std::string_view axis = require("axis");
      plan.pipelineAxis = plan.mesh.axisIndex(axis);
      if (plan.pipelineAxis < 0) {
        currentField = "axis";
        fail("'" + std::string(axis) + "' is not a mesh axis");
      }
      if (plan.mesh.axisRoles[plan.pipelineAxis] != "pipeline") {
        currentField = "axis";
        fail("axis '" + std::string(axis) + "' has role '" +
             plan.mesh.axisRoles[plan.pipelineAxis] +
             "'; the pipeline runs over the axis with role pipeline");
      }
      rejectUnusedFields("pipeline");
    } else if (keyword == "device") {
      plan.deviceName = std::string(require("name"));
      rejectUnusedFields("device");
    } else if (keyword == "program") {
      parseProgram();
    } else {
      fail("unexpected '" + std::string(keyword) +
           "' (mesh, pipeline, device or program)");
    }
  }
  if (!sawMesh)
    fail("truncated plan: no mesh");
  if (plan.programs.empty())
    fail("truncated plan: no program");
  return std::move(plan);
}

Plan ovl::rt::parsePlan(std::string text, const std::string &name) {
  Plan plan = PlanParser(std::move(text), name).parse();
  validatePlan(plan);
  return plan;
}

Plan ovl::rt::loadPlan(const std::string &path) {
  std::string error;
  std::optional<std::string> text = readInputFile(path, "plan file", error);
  if (!text)
    throw PlanError(error);
  return parsePlan(std::move(*text), path);
}
