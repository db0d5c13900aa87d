//===- OvlTypes.cpp - Ovl types -------------------------------------------===//
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

#define GET_TYPEDEF_CLASSES
#include "ovl/Dialect/Ovl/IR/OvlTypes.cpp.inc"

void OvlDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "ovl/Dialect/Ovl/IR/OvlTypes.cpp.inc"
      >();
}

LogicalResult
InflightType::verify(function_ref<InFlightDiagnostic()> emitError,
                     Type valueType) {
  if (!isa<RankedTensorType, NoneType>(valueType))
    return emitError() << "in-flight value must be a ranked tensor or none, got "
                       << valueType;
  return success();
}
