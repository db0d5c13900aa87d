//===- Remarks.cpp - The --ovl-remarks switch ------------------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Dialect/Ovl/Transforms/Passes.h"

#include "llvm/Support/CommandLine.h"

static llvm::cl::opt<bool>
    clRemarks("ovl-remarks",
              llvm::cl::desc("Explain Ovl's overlap decisions with remarks: "
                             "how much of each collective is hidden, and why "
                             "the rest is exposed"),
              llvm::cl::init(false));

bool mlir::ovl::remarksEnabled() { return clRemarks; }
