// RUN: ovl-opt %s --ovl-plan-memory=annotate=false | FileCheck %s
// RUN: ovl-opt %s --ovl-plan-memory=annotate=false | not ovl-opt --ovl-lower-to-runtime 2>&1 | FileCheck %s --check-prefix=LATER

// Tests ovl-plan-memory's annotate=false: the function gets its arena sizes
// and its arguments their buffers, but no op gets `ovl.buffers`; the plan
// stays only with the pass manager. A lowering in a later ovl-opt run
// therefore finds no buffer for the first value it lowers, and says so.

ovl.mesh @mesh axes [tp = 2 : tensor]

// CHECK-LABEL: func.func @stage
// CHECK-SAME: ovl.buffer = #ovl.slice<persistent, 0, 256>
// CHECK-SAME: ovl.transient_bytes = 512 : i64
// CHECK-NOT: ovl.buffers
// CHECK: return
func.func @stage(%x: tensor<64xf32> {ovl.param = #ovl.param<"x", global [64], init zeros>}) {
  // LATER: error: 'ovl.gelu' op uses a value without a planned buffer; run ovl-plan-memory first (one with annotate=false keeps its plan only for a lowering right after it, in the same run)
  %a = ovl.gelu %x : tensor<64xf32>
  %b = ovl.gelu %a : tensor<64xf32>
  return
}
