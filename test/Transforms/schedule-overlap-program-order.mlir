// ovl-schedule-overlap{keep-program-order}: no op moves but the waits, each
// to just before the first op that needs it (Megatron-LM's asynchronous
// tensor-parallel communication). Durations are declared (ovl.duration_us),
// and the device has no contention, so that the times are exact.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e '/"contention"/d' %ovl_src_root/runtime/devices/h100-sxm-nvlink.json > %t/no-contention.json
// RUN: ovl-opt %s --pass-pipeline="builtin.module(func.func(ovl-schedule-overlap{keep-program-order=true remarks=true device=%t/no-contention.json}))" --split-input-file --verify-diagnostics | FileCheck %s
// RUN: ovl-opt %s --pass-pipeline="builtin.module(func.func(ovl-schedule-overlap{keep-program-order=true max-in-flight=1 device=%t/no-contention.json}))" --split-input-file | FileCheck %s --check-prefix=ONE
// RUN: ovl-opt %s --pass-pipeline="builtin.module(func.func(ovl-schedule-overlap{keep-program-order=true max-in-flight=1 remarks=true device=%t/no-contention.json}))" --split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=SLOT
// The list scheduler on the same input moves compute under the collective.
// RUN: ovl-opt %s --pass-pipeline="builtin.module(func.func(ovl-schedule-overlap{memory-budget-mb=1 device=%t/no-contention.json}))" --split-input-file | FileCheck %s --check-prefix=LIST

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests the dgrad/wgrad pair as ovl-split-matmul-grad leaves it: the wait
// sinks below the wgrad GEMM, which hides 30 of the all-reduce's 50 us. The
// independent compute after the sum stays after it, where the list
// scheduler runs it under the all-reduce.

// CHECK-LABEL: func.func @dgrad_wgrad
// CHECK: %[[D:.+]] = ovl.gelu %{{.+}} {ovl.duration_us = 1.000000e+01
// CHECK-NEXT: %[[H:.+]] = ovl.all_reduce_start sum %[[D]]
// CHECK-NEXT: %[[W:.+]] = ovl.gelu %{{.+}} {ovl.duration_us = 3.000000e+01
// CHECK-NEXT: %[[R:.+]] = ovl.wait %[[H]]
// CHECK-NEXT: %[[S:.+]] = ovl.add %[[R]], %[[W]]
// CHECK-NEXT: ovl.gelu %{{.+}} {ovl.duration_us = 4.000000e+01
// CHECK-NEXT: ovl.add
// LIST-LABEL: func.func @dgrad_wgrad
// LIST: ovl.all_reduce_start
// LIST-NEXT: ovl.gelu %{{.+}} {ovl.duration_us = 3.000000e+01
// LIST-NEXT: ovl.gelu %{{.+}} {ovl.duration_us = 4.000000e+01
// LIST-NEXT: ovl.wait
func.func @dgrad_wgrad(%x: tensor<8xf32>, %dy: tensor<8xf32>, %u: tensor<8xf32>) -> tensor<8xf32> {
  %d = ovl.gelu %dy {ovl.duration_us = 10.0} : tensor<8xf32>
  // expected-remark @+1 {{all_reduce over [tp]: 50.0 us estimated, 30.0 us hidden (60%), 20.0 us exposed: no independent compute to run under it}}
  %h = ovl.all_reduce_start sum %d over [tp] {ovl.duration_us = 50.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %r = ovl.wait %h : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %w = ovl.gelu %x {ovl.duration_us = 30.0} : tensor<8xf32>
  %s = ovl.add %r, %w {ovl.duration_us = 1.0} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %z = ovl.gelu %u {ovl.duration_us = 40.0} : tensor<8xf32>
  %o = ovl.add %s, %z {ovl.duration_us = 1.0} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %o : tensor<8xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that a start stays where the program has it, after compute it does
// not need, and that a wait nothing needs goes to the end. With one
// collective in flight, the second start waits for the first there
// (ONE), and that wait is the one exposed.

// CHECK-LABEL: func.func @starts_stay
// CHECK: ovl.gelu %{{.+}} {ovl.duration_us = 2.000000e+01
// CHECK-NEXT: %[[H1:.+]] = ovl.all_reduce_start
// CHECK-NEXT: %[[H2:.+]] = ovl.all_reduce_start
// CHECK-NEXT: ovl.gelu %{{.+}} {ovl.duration_us = 1.000000e+02
// CHECK-NEXT: ovl.wait %[[H2]]
// CHECK-NEXT: ovl.wait %[[H1]]
// CHECK-NEXT: return
// ONE-LABEL: func.func @starts_stay
// ONE: %[[H1:.+]] = ovl.all_reduce_start
// ONE-NEXT: ovl.wait %[[H1]]
// ONE-NEXT: %[[H2:.+]] = ovl.all_reduce_start
// ONE-NEXT: ovl.gelu %{{.+}} {ovl.duration_us = 1.000000e+02
// ONE-NEXT: ovl.wait %[[H2]]
// SLOT: 10.0 us estimated, 0.0 us hidden (0%), 10.0 us exposed: waited for early: the in-flight limit needed its slot
// SLOT-NEXT: %h1 = ovl.all_reduce_start
func.func @starts_stay(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %g = ovl.gelu %c {ovl.duration_us = 20.0} : tensor<8xf32>
  // expected-remark @+1 {{all_reduce over [tp]: 10.0 us estimated, 10.0 us hidden (100%)}}
  %h1 = ovl.all_reduce_start sum %a over [tp] {ovl.duration_us = 10.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  // expected-remark @+1 {{all_reduce over [tp]: 10.0 us estimated, 10.0 us hidden (100%)}}
  %h2 = ovl.all_reduce_start sum %b over [tp] {ovl.duration_us = 10.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %r2 = ovl.wait %h2 : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %r1 = ovl.wait %h1 : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %k = ovl.gelu %g {ovl.duration_us = 100.0} : tensor<8xf32>
  return %r1, %r2, %k : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
