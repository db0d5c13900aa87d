// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-schedule-overlap{remarks=true}))' --verify-diagnostics | FileCheck %s
// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-schedule-overlap{memory-budget-mb=1}))' | FileCheck %s --check-prefix=ROOMY

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests the reservation for the input order's later peak. The input's peak
// (192 KiB: %s, %t and %q at once) comes after the wait; the default budget
// is 110% of it. %k (64 KiB) and %small (1 KiB) are independent of the
// all-reduce. Run under it, %k fits (128 KiB live), but stays live until
// %o, on top of that peak (256 KiB): every tightening overran the same way,
// and the input order was kept, with nothing hidden. With the reservation,
// %k stays in order (the peak between the frontier and it, plus its 64 KiB,
// is over the budget) and %small, which leaves room, runs under the
// all-reduce. With 1 MiB both do.

// CHECK-LABEL: func.func @reserve
// CHECK: ovl.all_reduce_start
// CHECK-NEXT: ovl.gelu %{{.+}} : tensor<256xf32>
// CHECK-NEXT: ovl.wait
// CHECK-NEXT: ovl.gelu
// CHECK-NEXT: ovl.gelu
// CHECK-NEXT: ovl.add
// CHECK-NEXT: ovl.gelu %arg1
// CHECK-NEXT: ovl.add
// ROOMY-LABEL: func.func @reserve
// ROOMY: ovl.all_reduce_start
// ROOMY-NEXT: ovl.gelu %arg1
// ROOMY-NEXT: ovl.gelu %{{.+}} : tensor<256xf32>
// ROOMY-NEXT: ovl.wait
// expected-remark @+1 {{scheduled with room reserved for the input order's later peak: without it, no schedule fits the memory budget of 0.21 MiB}}
func.func @reserve(%x: tensor<64x256xf32>, %u: tensor<64x256xf32>, %v: tensor<256xf32>) -> (tensor<64x256xf32>, tensor<256xf32>) {
  // expected-remark @+1 {{all_reduce over [tp]: 100.0 us estimated, 47.6 us hidden (48%), 52.4 us exposed: the memory budget held back compute that could run under it}}
  %h = ovl.all_reduce_start sum %x over [tp] {ovl.duration_us = 100.0} : tensor<64x256xf32> -> !ovl.inflight<tensor<64x256xf32>>
  %r = ovl.wait %h : !ovl.inflight<tensor<64x256xf32>> -> tensor<64x256xf32>
  %s = ovl.gelu %r {ovl.duration_us = 10.0} : tensor<64x256xf32>
  %t = ovl.gelu %s {ovl.duration_us = 10.0} : tensor<64x256xf32>
  %q = ovl.add %s, %t {ovl.duration_us = 10.0} : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
  %k = ovl.gelu %u {ovl.duration_us = 10.0} : tensor<64x256xf32>
  %o = ovl.add %q, %k {ovl.duration_us = 10.0} : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
  %small = ovl.gelu %v {ovl.duration_us = 40.0} : tensor<256xf32>
  return %o, %small : tensor<64x256xf32>, tensor<256xf32>
}
