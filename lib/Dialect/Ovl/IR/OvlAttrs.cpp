//===- OvlAttrs.cpp - Ovl attributes and enums ----------------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Dialect/Ovl/IR/OvlDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::ovl;

#include "ovl/Dialect/Ovl/IR/OvlEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "ovl/Dialect/Ovl/IR/OvlAttrs.cpp.inc"

void OvlDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "ovl/Dialect/Ovl/IR/OvlAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// ParamAttr
//===----------------------------------------------------------------------===//

// #ovl.param<"name", global [d0, d1], shard D over AXIS[, shard D2 over AXIS2],
//            init normal(STD)>
Attribute ParamAttr::parse(AsmParser &parser, Type) {
  std::string name;
  SmallVector<int64_t> globalShape;
  int64_t shardDim = -1, innerShardDim = -1;
  std::string shardAxis, innerShardAxis;
  double std = 0.0;
  if (parser.parseLess() || parser.parseString(&name) || parser.parseComma() ||
      parser.parseKeyword("global") ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        return parser.parseInteger(globalShape.emplace_back());
      }) ||
      parser.parseComma())
    return {};
  auto parseShard = [&](int64_t &dim, std::string &axis) -> ParseResult {
    if (failed(parser.parseOptionalKeyword("shard")))
      return success();
    return failure(parser.parseInteger(dim) || parser.parseKeyword("over") ||
                   parser.parseKeywordOrString(&axis) || parser.parseComma());
  };
  if (parseShard(shardDim, shardAxis))
    return {};
  if (shardDim >= 0 && parseShard(innerShardDim, innerShardAxis))
    return {};
  std::string initName;
  SMLoc initLoc = parser.getCurrentLocation();
  if (parser.parseKeyword("init") || parser.parseKeywordOrString(&initName))
    return {};
  std::optional<InitKind> init = symbolizeInitKind(initName);
  if (!init) {
    parser.emitError(initLoc, "expected an initializer: zeros, ones or normal");
    return {};
  }
  if (*init == InitKind::normal &&
      (parser.parseLParen() || parser.parseFloat(std) || parser.parseRParen()))
    return {};
  if (parser.parseGreater())
    return {};
  return parser.getChecked<ParamAttr>(parser.getContext(), name, globalShape,
                                      shardDim, shardAxis, innerShardDim,
                                      innerShardAxis, *init, APFloat(std));
}

void ParamAttr::print(AsmPrinter &printer) const {
  printer << "<\"" << getName() << "\", global [";
  llvm::interleaveComma(getGlobalShape(), printer);
  printer << "], ";
  if (isSharded())
    printer << "shard " << getShardDim() << " over " << getShardAxis() << ", ";
  if (hasInnerShard())
    printer << "shard " << getInnerShardDim() << " over " << getInnerShardAxis()
            << ", ";
  printer << "init " << stringifyInitKind(getInit());
  if (getInit() == InitKind::normal) {
    printer << "(";
    printer.printFloat(getInitStd());
    printer << ")";
  }
  printer << ">";
}

LogicalResult
ParamAttr::verify(function_ref<InFlightDiagnostic()> emitError, StringRef name,
                  ArrayRef<int64_t> globalShape, int64_t shardDim,
                  StringRef shardAxis, int64_t innerShardDim,
                  StringRef innerShardAxis, InitKind init, APFloat initStd) {
  if (name.empty())
    return emitError() << "parameter name must not be empty";
  for (int64_t size : globalShape)
    if (size <= 0)
      return emitError() << "parameter '" << name
                         << "' has a non-positive global dimension " << size;
  if (shardDim < -1 || shardDim >= static_cast<int64_t>(globalShape.size()))
    return emitError() << "parameter '" << name << "' is sharded along dimension "
                       << shardDim << " but has rank " << globalShape.size();
  if (shardDim >= 0 && shardAxis.empty())
    return emitError() << "parameter '" << name
                       << "' is sharded but names no mesh axis";
  if (innerShardDim < -1 ||
      innerShardDim >= static_cast<int64_t>(globalShape.size()))
    return emitError() << "parameter '" << name
                       << "' is split again along dimension " << innerShardDim
                       << " but has rank " << globalShape.size();
  if (innerShardDim >= 0 && (shardDim < 0 || innerShardAxis.empty()))
    return emitError() << "parameter '" << name
                       << "' has a second shard but no first one, or the "
                          "second names no mesh axis";
  if (innerShardDim >= 0 && innerShardAxis == shardAxis)
    return emitError() << "parameter '" << name << "' is split twice over '"
                       << shardAxis << "'";
  if (init == InitKind::normal && !(initStd.convertToDouble() > 0.0))
    return emitError() << "parameter '" << name
                       << "' needs a positive standard deviation for init normal";
  return success();
}

//===----------------------------------------------------------------------===//
// SliceAttr
//===----------------------------------------------------------------------===//

LogicalResult SliceAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                ArenaKind arena, int64_t offset,
                                int64_t bytes) {
  if (offset < 0 || bytes < 0)
    return emitError() << "slice offset and size must be non-negative";
  return success();
}
