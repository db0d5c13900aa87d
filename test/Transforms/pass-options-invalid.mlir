// Tests that a pass refuses an option it cannot honour, with the option's
// name and value, rather than falling back to a default: a size in MiB must
// be a number from 0 to 2^43 (negative, nan, inf and sizes whose bytes
// overflow are errors), and max-in-flight at least 1. The registered
// pipelines hand their options to the same passes.

// RUN: %expect-exit 1 ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-bucket-collectives{cap-mb=-1}))' -o %t.out 2>&1 | FileCheck %s --check-prefix=CAP-NEGATIVE
// RUN: not test -e %t.out
// RUN: %expect-exit 1 ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-bucket-collectives{cap-mb=nan}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=CAP-NAN
// RUN: %expect-exit 1 ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-bucket-collectives{cap-mb=1e300}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=CAP-HUGE
// RUN: %expect-exit 1 ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-schedule-overlap{memory-budget-mb=-5}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET-NEGATIVE
// RUN: %expect-exit 1 ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-schedule-overlap{memory-budget-mb=inf}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET-INF
// RUN: %expect-exit 1 ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-schedule-overlap{max-in-flight=0}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=IN-FLIGHT
// RUN: %expect-exit 1 ovl-opt %s --ovl-overlap-fwd-bwd=memory-budget-mb=-1 -o /dev/null 2>&1 | FileCheck %s --check-prefix=FWD-BWD
// RUN: %expect-exit 1 ovl-opt %s --ovl-overlap-pipeline=memory-budget-mb=nan -o %t.out 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: not test -e %t.out
// The limits themselves are accepted.
// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-bucket-collectives{cap-mb=8796093022208}, ovl-async-collectives, ovl-schedule-overlap{memory-budget-mb=0 max-in-flight=1}))' | FileCheck %s --check-prefix=LIMITS

// CAP-NEGATIVE: pass-options-invalid.mlir:[[# @LINE + 12]]:1: error: cap-mb must be a number of MiB from 0 to 2^43, got -1
// CAP-NAN: error: cap-mb must be a number of MiB from 0 to 2^43, got nan
// CAP-HUGE: error: cap-mb must be a number of MiB from 0 to 2^43, got 1e+300
// BUDGET-NEGATIVE: error: memory-budget-mb must be a number of MiB from 0 to 2^43, got -5
// BUDGET-INF: error: memory-budget-mb must be a number of MiB from 0 to 2^43, got inf
// IN-FLIGHT: error: max-in-flight must be at least 1, got 0
// FWD-BWD: error: memory-budget-mb must be a number of MiB from 0 to 2^43, got -1
// PIPELINE: error: memory-budget-mb must be a number of MiB from 0 to 2^43, got nan
// LIMITS: ovl.all_reduce_start
// LIMITS: ovl.wait

ovl.mesh @mesh axes [dp = 2 : data]
func.func @step(%x: tensor<8xf32>, %w: tensor<8xf32>) -> tensor<8xf32> {
  %g = ovl.all_reduce sum %x over [dp] : tensor<8xf32> -> tensor<8xf32>
  %y = ovl.add %g, %w : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}
