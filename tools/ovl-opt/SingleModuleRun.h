//===- SingleModuleRun.h - ovl-opt's path for one module --------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The common ovl-opt run: one module parsed, its pass pipeline run, the
// result printed as text. It does what MlirOptMain does for such a run (the
// same context, diagnostics, timing, pass manager options and printer), and
// then leaves the module to the process's exit instead of destroying it.
// A lowered 1M-op module is 1.5M runtime commands; destroying them op by op
// took about 0.5 s after the output was written, and the process ends right
// after (clang's `-disable-free` skips its own teardown for the same reason).
// Sanitizer builds still destroy it, so their leak and use checks see it.
// Nor does it read the input for `expected-*` test comments, which
// MlirOptMain does on every run (llvm/llvm-project issue 222689: 0.14 s on
// a 150 MB module, and a spurious "expected error ... was not produced").
// Its diagnostics do not quote source lines too long to read
// (ovl/Support/ShortQuoteDiagnostics.h).
//
// Anything else (split input, diagnostics verification, bytecode, round
// trips, reproducers, remark files, IRDL dialects, filtered diagnostics) goes
// to MlirOptMain: isSingleModuleRun says which.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_TOOLS_OVL_OPT_SINGLEMODULERUN_H
#define OVL_TOOLS_OVL_OPT_SINGLEMODULERUN_H

#include "mlir/Support/LLVM.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

#include <memory>

namespace llvm {
class MemoryBuffer;
class raw_ostream;
} // namespace llvm

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace ovl::opt {

/// Whether `config` asks for nothing but parsing one module, running its
/// pass pipeline and printing the result as text.
bool isSingleModuleRun(const mlir::MlirOptMainConfig &config);

/// Parses `input`, runs the pipeline `config` sets up and prints the result
/// to `os`, as MlirOptMain does for a single-module run. Diagnostics go to
/// stderr with the input's file, line and column. On success the module is
/// not destroyed (the process is about to end), but in sanitizer builds.
mlir::LogicalResult runSingleModule(llvm::raw_ostream &os,
                                    std::unique_ptr<llvm::MemoryBuffer> input,
                                    mlir::DialectRegistry &registry,
                                    const mlir::MlirOptMainConfig &config);

} // namespace ovl::opt

#endif // OVL_TOOLS_OVL_OPT_SINGLEMODULERUN_H
