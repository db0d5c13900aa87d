// RUN: ovl-opt %s --ovl-split-matmul-grad --split-input-file | FileCheck %s
// RUN: ovl-opt %s --ovl-split-matmul-grad --ovl-remarks --split-input-file --verify-diagnostics -o /dev/null

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests the split of a column-parallel gradient with batched activations:
// the dgrad GEMM first, its all-reduce started, the wgrad GEMM on the
// activations flattened to rows, then the wait; the job tag is kept, the
// gradient's declared time is not (each GEMM does a part of its work).

// CHECK-LABEL: func.func @batched
// CHECK-SAME: (%[[X:.+]]: tensor<2x8x16xf32>, %[[W:.+]]: tensor<16x32xf32>, %[[DY:.+]]: tensor<2x8x32xf32>)
func.func @batched(%x: tensor<2x8x16xf32>, %w: tensor<16x32xf32>, %dy: tensor<2x8x32xf32>) -> (tensor<2x8x16xf32>, tensor<16x32xf32>) {
  // CHECK-NOT: ovl.matmul_grad
  // CHECK: %[[DX:.+]] = ovl.matmul %[[DY]], %[[W]] transpose_b {ovl.job = #ovl.job<backward, 3>} : (tensor<2x8x32xf32>, tensor<16x32xf32>) -> tensor<2x8x16xf32>
  // CHECK-NEXT: %[[H:.+]] = ovl.all_reduce_start sum %[[DX]] over [tp] {ovl.job = #ovl.job<backward, 3>}
  // CHECK-NEXT: %[[XR:.+]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1], [2]] {ovl.job = #ovl.job<backward, 3>} : tensor<2x8x16xf32> into tensor<16x16xf32>
  // CHECK-NEXT: %[[DYR:.+]] = tensor.collapse_shape %[[DY]] {{\[\[}}0, 1], [2]] {ovl.job = #ovl.job<backward, 3>} : tensor<2x8x32xf32> into tensor<16x32xf32>
  // CHECK-NEXT: %[[DW:.+]] = ovl.matmul %[[XR]], %[[DYR]] transpose_a {ovl.job = #ovl.job<backward, 3>} : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  // CHECK-NEXT: %[[R:.+]] = ovl.wait %[[H]] {ovl.job = #ovl.job<backward, 3>}
  // CHECK-NEXT: return %[[R]], %[[DW]]
  %dx, %dw = ovl.matmul_grad column %x, %w, %dy {ovl.duration_us = 40.0, ovl.job = #ovl.job<backward, 3>} : (tensor<2x8x16xf32>, tensor<16x32xf32>, tensor<2x8x32xf32>) -> (tensor<2x8x16xf32>, tensor<16x32xf32>)
  %r = ovl.all_reduce sum %dx over [tp] {ovl.job = #ovl.job<backward, 3>} : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
  return %r, %dw : tensor<2x8x16xf32>, tensor<16x32xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests activations of two ranks in one function: each is flattened to
// rows by its own view.

// CHECK-LABEL: func.func @two_ranks
func.func @two_ranks(%x3: tensor<2x8x16xf32>, %dy3: tensor<2x8x32xf32>, %x4: tensor<2x2x4x16xf32>, %dy4: tensor<2x2x4x32xf32>, %w: tensor<16x32xf32>) -> (tensor<2x8x16xf32>, tensor<16x32xf32>, tensor<2x2x4x16xf32>, tensor<16x32xf32>) {
  // CHECK: tensor.collapse_shape %{{.+}} {{\[\[}}0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
  // CHECK: tensor.collapse_shape %{{.+}} {{\[\[}}0, 1, 2], [3]] : tensor<2x2x4x16xf32> into tensor<16x16xf32>
  %dx3, %dw3 = ovl.matmul_grad column %x3, %w, %dy3 : (tensor<2x8x16xf32>, tensor<16x32xf32>, tensor<2x8x32xf32>) -> (tensor<2x8x16xf32>, tensor<16x32xf32>)
  %r3 = ovl.all_reduce sum %dx3 over [tp] : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
  %dx4, %dw4 = ovl.matmul_grad column %x4, %w, %dy4 : (tensor<2x2x4x16xf32>, tensor<16x32xf32>, tensor<2x2x4x32xf32>) -> (tensor<2x2x4x16xf32>, tensor<16x32xf32>)
  %r4 = ovl.all_reduce sum %dx4 over [tp] : tensor<2x2x4x16xf32> -> tensor<2x2x4x16xf32>
  return %r3, %dw3, %r4, %dw4 : tensor<2x8x16xf32>, tensor<16x32xf32>, tensor<2x2x4x16xf32>, tensor<16x32xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests 2-D activations (no flattening) and a layer with a bias: the bias
// gradient is its own op and stays where it was.

// CHECK-LABEL: func.func @rows_with_bias
func.func @rows_with_bias(%x: tensor<8x16xf32>, %w: tensor<16x32xf32>, %dy: tensor<8x32xf32>) -> (tensor<8x16xf32>, tensor<16x32xf32>, tensor<32xf32>) {
  // CHECK: %[[DB:.+]] = ovl.bias_grad
  // CHECK-NEXT: %[[DX:.+]] = ovl.matmul %{{.+}}, %{{.+}} transpose_b
  // CHECK-NEXT: %[[H:.+]] = ovl.all_reduce_start sum %[[DX]] over [tp]
  // CHECK-NOT: tensor.collapse_shape
  // CHECK-NEXT: %[[DW:.+]] = ovl.matmul %{{.+}}, %{{.+}} transpose_a : (tensor<8x16xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
  // CHECK-NEXT: %[[R:.+]] = ovl.wait %[[H]]
  // CHECK-NEXT: return %[[R]], %[[DW]], %[[DB]]
  %db = ovl.bias_grad %dy : (tensor<8x32xf32>) -> tensor<32xf32>
  %dx, %dw = ovl.matmul_grad column %x, %w, %dy : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<8x32xf32>) -> (tensor<8x16xf32>, tensor<16x32xf32>)
  %r = ovl.all_reduce sum %dx over [tp] : tensor<8x16xf32> -> tensor<8x16xf32>
  return %r, %dw, %db : tensor<8x16xf32>, tensor<16x32xf32>, tensor<32xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that row-parallel and non-parallel gradients are left alone, even
// when their input gradient is all-reduced.

// CHECK-LABEL: func.func @not_column
func.func @not_column(%x: tensor<8x16xf32>, %w: tensor<16x32xf32>, %dy: tensor<8x32xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  // CHECK: ovl.matmul_grad row
  // CHECK: ovl.all_reduce sum
  // CHECK: ovl.matmul_grad none
  // CHECK-NOT: ovl.all_reduce_start
  %dx, %dw = ovl.matmul_grad row %x, %w, %dy : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<8x32xf32>) -> (tensor<8x16xf32>, tensor<16x32xf32>)
  %r = ovl.all_reduce sum %dx over [tp] : tensor<8x16xf32> -> tensor<8x16xf32>
  %dx2, %dw2 = ovl.matmul_grad none %x, %w, %dy : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<8x32xf32>) -> (tensor<8x16xf32>, tensor<16x32xf32>)
  return %r, %dx2 : tensor<8x16xf32>, tensor<8x16xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests column-parallel gradients that are not split, with the reason:
// no all-reduce (tensor parallelism of 1), a max all-reduce, and two
// all-reduces of the same input gradient.

// CHECK-LABEL: func.func @left_alone
func.func @left_alone(%x: tensor<8x16xf32>, %w: tensor<16x32xf32>, %dy: tensor<8x32xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
  // CHECK-COUNT-3: ovl.matmul_grad column
  // CHECK-NOT: ovl.all_reduce_start
  // expected-remark @+1 {{column-parallel gradient not split: its input gradient has no single synchronous sum all-reduce or reduce-scatter in the same block to overlap}}
  %dx0, %dw0 = ovl.matmul_grad column %x, %w, %dy : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<8x32xf32>) -> (tensor<8x16xf32>, tensor<16x32xf32>)
  // expected-remark @+1 {{column-parallel gradient not split}}
  %dx1, %dw1 = ovl.matmul_grad column %x, %w, %dy : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<8x32xf32>) -> (tensor<8x16xf32>, tensor<16x32xf32>)
  %m = ovl.all_reduce max %dx1 over [tp] : tensor<8x16xf32> -> tensor<8x16xf32>
  // expected-remark @+1 {{column-parallel gradient not split}}
  %dx2, %dw2 = ovl.matmul_grad column %x, %w, %dy : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<8x32xf32>) -> (tensor<8x16xf32>, tensor<16x32xf32>)
  %a = ovl.all_reduce sum %dx2 over [tp] : tensor<8x16xf32> -> tensor<8x16xf32>
  %b = ovl.all_reduce sum %dx2 over [tp] : tensor<8x16xf32> -> tensor<8x16xf32>
  return %dx0, %m, %a, %b : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests sequence parallelism's dual: the column-parallel input gradient is
// reduce-scattered along the sequence; the dgrad GEMM, its reduce-scatter
// started, the wgrad GEMM, then the wait, with a tied (transposed) weight.

// CHECK-LABEL: func.func @reduce_scatter
func.func @reduce_scatter(%x: tensor<1x8x16xf32>, %w: tensor<32x16xf32>, %dy: tensor<1x8x32xf32>) -> (tensor<1x4x16xf32>, tensor<32x16xf32>) {
  // CHECK: %[[DX:.+]] = ovl.matmul %{{.+}}, %{{.+}} : (tensor<1x8x32xf32>, tensor<32x16xf32>) -> tensor<1x8x16xf32>
  // CHECK-NEXT: %[[H:.+]] = ovl.reduce_scatter_start sum %[[DX]] over [tp] dim 1
  // CHECK: %[[DW:.+]] = ovl.matmul %{{.+}}, %{{.+}} transpose_a : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
  // CHECK-NEXT: %[[R:.+]] = ovl.wait %[[H]]
  // CHECK-NEXT: return %[[R]], %[[DW]]
  %dx, %dw = ovl.matmul_grad column %x, %w, %dy transpose_weight : (tensor<1x8x16xf32>, tensor<32x16xf32>, tensor<1x8x32xf32>) -> (tensor<1x8x16xf32>, tensor<32x16xf32>)
  %r = ovl.reduce_scatter sum %dx over [tp] dim 1 : tensor<1x8x16xf32> -> tensor<1x4x16xf32>
  return %r, %dw : tensor<1x4x16xf32>, tensor<32x16xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that a reduction in another block (here a job's region) is left
// where it is: started at the gradient, it would leave its job.

// CHECK-LABEL: func.func @other_block
func.func @other_block(%x: tensor<8x16xf32>, %w: tensor<16x32xf32>, %dy: tensor<8x32xf32>) -> (tensor<8x16xf32>, tensor<16x32xf32>) {
  // CHECK-NEXT: ovl.matmul_grad column
  // CHECK-NEXT: ovl.job backward microbatch 0
  // CHECK-NEXT: ovl.all_reduce sum
  // CHECK-NOT: ovl.all_reduce_start
  // expected-remark @+1 {{column-parallel gradient not split: its input gradient has no single synchronous sum all-reduce or reduce-scatter in the same block to overlap}}
  %dx, %dw = ovl.matmul_grad column %x, %w, %dy : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<8x32xf32>) -> (tensor<8x16xf32>, tensor<16x32xf32>)
  %r = ovl.job backward microbatch 0 -> tensor<8x16xf32> {
    %a = ovl.all_reduce sum %dx over [tp] : tensor<8x16xf32> -> tensor<8x16xf32>
    ovl.yield %a : tensor<8x16xf32>
  }
  return %r, %dw : tensor<8x16xf32>, tensor<16x32xf32>
}
