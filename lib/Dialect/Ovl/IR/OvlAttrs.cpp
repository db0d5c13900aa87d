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

// #ovl.param<"name", global [d0, d1], shard D over AXIS, init normal(STD)>
Attribute ParamAttr::parse(AsmParser &parser, Type) {
  std::string name;
  SmallVector<int64_t> globalShape;
  int64_t shardDim = -1;
  std::string shardAxis;
  double std = 0.0;
  if (parser.parseLess() || parser.parseString(&name) || parser.parseComma() ||
      parser.parseKeyword("global") ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        return parser.parseInteger(globalShape.emplace_back());
      }) ||
      parser.parseComma())
    return {};
  if (succeeded(parser.parseOptionalKeyword("shard"))) {
    if (parser.parseInteger(shardDim) || parser.parseKeyword("over") ||
        parser.parseKeywordOrString(&shardAxis) || parser.parseComma())
      return {};
  }
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
                                      shardDim, shardAxis, *init,
                                      APFloat(std));
}

void ParamAttr::print(AsmPrinter &printer) const {
  printer << "<\"" << getName() << "\", global [";
  llvm::interleaveComma(getGlobalShape(), printer);
  printer << "], ";
  if (isSharded())
    printer << "shard " << getShardDim() << " over " << getShardAxis() << ", ";
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
                  StringRef shardAxis, InitKind init, APFloat initStd) {
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
