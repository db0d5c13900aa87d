// Tests that ovl-translate takes the input's top-level op as mlir-translate
// does: wrapped in a module, or with --no-implicit-module as it is, which
// must then be a module.
// RUN: %expect-exit 1 ovl-translate --ovl-to-plan --no-implicit-module %s 2>&1 | FileCheck %s --check-prefix=BARE
// BARE: top-level.mlir:[[# @LINE + 3]]:1: error: expected a module
// RUN: %expect-exit 1 ovl-translate --ovl-to-plan %s 2>&1 | FileCheck %s --check-prefix=WRAPPED
// WRAPPED: error: the module holds no 'ovl.program' to write
ovl.mesh @mesh axes [dp = 2 : data]
