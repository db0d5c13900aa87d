// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-schedule-overlap{remarks=true}))' --split-input-file --verify-diagnostics | FileCheck %s --check-prefix=DEFAULT
// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-schedule-overlap{memory-budget-mb=1}))' --split-input-file | FileCheck %s --check-prefix=ROOMY
// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-schedule-overlap{memory-budget-mb=0.01 remarks=true}))' --split-input-file 2>%t.tight.err | FileCheck %s --check-prefix=TIGHT
// RUN: FileCheck %s --check-prefix=TIGHT-REMARK < %t.tight.err

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests the memory budget. In the input order the 64 KiB all-reduce result
// is dead before the 64 KiB gelu output is made. Hiding the all-reduce
// under the gelu would hold both at once: twice the input's peak. The
// default budget (110% of the input's peak) keeps the gelu after the wait
// and says why; a budget of 1 MiB lets the gelu run under the collective; a
// budget below the input's own peak keeps the input order.

// DEFAULT-LABEL: func.func @budget
// DEFAULT: ovl.all_reduce_start
// DEFAULT-NEXT: ovl.wait
// DEFAULT: ovl.gelu
// ROOMY-LABEL: func.func @budget
// ROOMY: ovl.all_reduce_start
// ROOMY-NEXT: ovl.gelu
// ROOMY: ovl.wait
// TIGHT-REMARK: remark: no schedule fits the memory budget of 0.01 MiB; the input order is kept
// TIGHT-REMARK-NOT: : remark:
// TIGHT-LABEL: func.func @budget
// TIGHT: ovl.all_reduce_start
// TIGHT-NEXT: ovl.wait
// TIGHT-NEXT: ovl.bias_grad
// TIGHT-NEXT: ovl.gelu
func.func @budget(%x: tensor<64x256xf32>, %u: tensor<64x256xf32>) -> tensor<256xf32> {
  // expected-remark @+1 {{all_reduce over [tp]: 50.0 us estimated, 0.0 us hidden (0%), 50.0 us exposed: the memory budget held back compute that could run under it}}
  %h = ovl.all_reduce_start sum %x over [tp] {ovl.duration_us = 50.0} : tensor<64x256xf32> -> !ovl.inflight<tensor<64x256xf32>>
  %r = ovl.wait %h : !ovl.inflight<tensor<64x256xf32>> -> tensor<64x256xf32>
  %s = ovl.bias_grad %r {ovl.duration_us = 1.0} : (tensor<64x256xf32>) -> tensor<256xf32>
  %big = ovl.gelu %u {ovl.duration_us = 60.0} : tensor<64x256xf32>
  %bs = ovl.bias_grad %big {ovl.duration_us = 1.0} : (tensor<64x256xf32>) -> tensor<256xf32>
  %o = ovl.add %s, %bs {ovl.duration_us = 1.0} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  return %o : tensor<256xf32>
}
