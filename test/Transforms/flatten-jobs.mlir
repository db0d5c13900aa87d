// RUN: ovl-opt %s --ovl-flatten-jobs --split-input-file | FileCheck %s

// Tests that jobs are inlined in order, their results replaced by the
// yielded values, every moved op tagged with its job, and the function
// marked flat.

ovl.mesh @mesh axes [pp = 1 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0] microbatches 1

// CHECK-LABEL: func.func @stage0
// CHECK-SAME: (%[[X:.+]]: tensor<4xf32>) -> tensor<4xf32> attributes {ovl.flat, ovl.stage = 0 : i64}
func.func @stage0(%x: tensor<4xf32>) -> tensor<4xf32> attributes {ovl.stage = 0 : i64} {
  // CHECK-NOT: ovl.job
  // CHECK: %[[G:.+]] = ovl.gelu %[[X]] {ovl.job = #ovl.job<forward, 0>} : tensor<4xf32>
  %saved = ovl.job forward microbatch 0 -> tensor<4xf32> {
    %g = ovl.gelu %x : tensor<4xf32>
    ovl.yield %g : tensor<4xf32>
  }
  // CHECK-NEXT: %[[D:.+]] = ovl.gelu_grad %[[G]], %[[X]] {ovl.job = #ovl.job<backward, 0>} : tensor<4xf32>
  %grad = ovl.job backward microbatch 0 -> tensor<4xf32> {
    %d = ovl.gelu_grad %saved, %x : tensor<4xf32>
    ovl.yield %d : tensor<4xf32>
  }
  // CHECK-NEXT: return %[[D]]
  return %grad : tensor<4xf32>
}

// -----

// Tests that a function without jobs keeps its ops, marked flat too.

// CHECK-LABEL: func.func @plain
// CHECK-SAME: attributes {ovl.flat}
// CHECK-NEXT: %[[G:.+]] = ovl.gelu %{{.+}} : tensor<4xf32>
// CHECK-NEXT: return %[[G]]
func.func @plain(%x: tensor<4xf32>) -> tensor<4xf32> {
  %g = ovl.gelu %x : tensor<4xf32>
  return %g : tensor<4xf32>
}

// -----

// Tests that a declaration is not marked: it has no body to hold jobs.

// CHECK: func.func private @external(tensor<4xf32>) -> tensor<4xf32>{{$}}
func.func private @external(tensor<4xf32>) -> tensor<4xf32>
