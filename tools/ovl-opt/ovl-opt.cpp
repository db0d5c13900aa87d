//===- ovl-opt.cpp - Ovl optimizer driver ---------------------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// mlir-opt for Ovl: the ovl dialect, the upstream dialects its IR uses, the
// generic transformations (canonicalize, cse, ...) and every Ovl pass and
// pass pipeline.
//
//===----------------------------------------------------------------------===//

#include "ovl/Dialect/Ovl/IR/OvlDialect.h"
#include "ovl/Pipelines/Pipelines.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  registry.insert<mlir::ovl::OvlDialect, mlir::func::FuncDialect,
                  mlir::tensor::TensorDialect, mlir::arith::ArithDialect>();
  mlir::registerTransformsPasses();
  mlir::ovl::registerAllOvlPasses();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "Ovl optimizer driver\n", registry));
}
