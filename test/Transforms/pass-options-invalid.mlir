// Tests that a pass refuses an option it cannot honour, with the option's
// name and value, rather than falling back to a default: a size in MiB must
// be a number at least 0 and below 2^43 (negative, nan, inf and sizes
// whose bytes overflow int64_t, 2^43 MiB itself among them, are errors), and max-in-flight at least 1. The registered
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
// RUN: %expect-exit 1 ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-bucket-collectives{cap-mb=8796093022208}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=CAP-2-43
// RUN: %expect-exit 1 ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-schedule-overlap{memory-budget-mb=8796093022208}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET-2-43
// A positive size under a byte read as 0, which is the default budget (110%
// of the input's peak: far more than the tiny one asked for) and no buckets.
// RUN: %expect-exit 1 ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-schedule-overlap{memory-budget-mb=1e-300}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET-SUB-BYTE
// RUN: %expect-exit 1 ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-bucket-collectives{cap-mb=0.0000009}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=CAP-SUB-BYTE
// The limits themselves are accepted: the largest size below 2^43 MiB,
// whose bytes fit (the two all-reduces share one bucket under it), and the
// smallest values, one byte among them.
// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-bucket-collectives{cap-mb=8796093022207.999}, ovl-async-collectives, ovl-schedule-overlap{memory-budget-mb=0 max-in-flight=1}))' | FileCheck %s --check-prefix=LIMITS
// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-bucket-collectives{cap-mb=0.00000095367431640625}, ovl-async-collectives, ovl-schedule-overlap{memory-budget-mb=0.00000095367431640625}))' | FileCheck %s --check-prefix=ONE-BYTE

// CAP-NEGATIVE: pass-options-invalid.mlir:[[# @LINE + 19]]:1: error: cap-mb must be a number of MiB, at least 0 and below 2^43, got -1
// CAP-NAN: error: cap-mb must be a number of MiB, at least 0 and below 2^43, got nan
// CAP-HUGE: error: cap-mb must be a number of MiB, at least 0 and below 2^43, got 1e+300
// BUDGET-NEGATIVE: error: memory-budget-mb must be a number of MiB, at least 0 and below 2^43, got -5
// BUDGET-INF: error: memory-budget-mb must be a number of MiB, at least 0 and below 2^43, got inf
// CAP-2-43: error: cap-mb must be a number of MiB, at least 0 and below 2^43, got 8796093022208
// BUDGET-2-43: error: memory-budget-mb must be a number of MiB, at least 0 and below 2^43, got 8796093022208
// BUDGET-SUB-BYTE: error: memory-budget-mb must be 0 or at least one byte (2^-20 MiB), got 1e-300: under a byte it would read as 0{{$}}
// CAP-SUB-BYTE: error: cap-mb must be 0 or at least one byte (2^-20 MiB), got 9e-07: under a byte it would read as 0{{$}}
// IN-FLIGHT: error: max-in-flight must be at least 1, got 0
// FWD-BWD: error: memory-budget-mb must be a number of MiB, at least 0 and below 2^43, got -1
// PIPELINE: error: memory-budget-mb must be a number of MiB, at least 0 and below 2^43, got nan
// LIMITS: %[[CONCAT:.+]] = tensor.concat
// LIMITS: ovl.all_reduce_start sum %[[CONCAT]]
// LIMITS: ovl.wait
// ONE-BYTE-COUNT-2: ovl.all_reduce_start sum
// ONE-BYTE-NOT: tensor.concat

ovl.mesh @mesh axes [dp = 2 : data]
func.func @step(%x: tensor<8xf32>, %w: tensor<8xf32>) -> tensor<8xf32> {
  %g = ovl.all_reduce sum %x over [dp] : tensor<8xf32> -> tensor<8xf32>
  %h = ovl.all_reduce sum %w over [dp] : tensor<8xf32> -> tensor<8xf32>
  %y = ovl.add %g, %h : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}
