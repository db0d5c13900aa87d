// RUN: ovl-opt %s --canonicalize --split-input-file | FileCheck %s

// Tests that generic cleanups respect the dialect's effects: dead pure
// compute goes, and so does an unused host load (it only reads), while
// collectives, P2P and opaque kernels stay even when their results are unused.

ovl.mesh @mesh axes [pp = 2 : pipeline, tp = 2 : tensor]

// CHECK-LABEL: func.func @effects
func.func @effects(%x: tensor<4xf32>, %w: tensor<4x4xf32>) {
  // CHECK-NOT: ovl.gelu
  %dead = ovl.gelu %x : tensor<4xf32>
  // CHECK-NOT: ovl.matmul
  %dead2 = ovl.matmul %w, %w : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  // CHECK: ovl.all_reduce sum
  %ar = ovl.all_reduce sum %x over [tp] : tensor<4xf32> -> tensor<4xf32>
  // CHECK: ovl.recv from pp = 1
  %r = ovl.recv from pp = 1 : tensor<4xf32>
  // CHECK: ovl.send
  ovl.send %x to pp = 1 : tensor<4xf32>
  // CHECK-NOT: ovl.load_batch
  %t = ovl.load_batch tokens microbatch 0 vocab 16 : tensor<1x4xi32>
  // CHECK: ovl.opaque "loss"
  // CHECK-NEXT: ovl.log_loss
  %l = ovl.opaque "loss" () {duration_us = 1.0} : () -> tensor<f32>
  ovl.log_loss %l : tensor<f32>
  // CHECK-NEXT: ovl.opaque "k"
  %o = ovl.opaque "k" (%x) {duration_us = 1.0} : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK: ovl.all_reduce_start
  // CHECK: ovl.wait
  %h = ovl.all_reduce_start sum %x over [tp] : tensor<4xf32> -> !ovl.inflight<tensor<4xf32>>
  %y = ovl.wait %h : !ovl.inflight<tensor<4xf32>> -> tensor<4xf32>
  return
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that a job whose ops are all pure and whose results are unused is
// removed, while a job with a collective is kept.

// CHECK-LABEL: func.func @jobs
func.func @jobs(%x: tensor<4xf32>) {
  // CHECK-NOT: ovl.job forward
  %a = ovl.job forward microbatch 0 -> tensor<4xf32> {
    %g = ovl.gelu %x : tensor<4xf32>
    ovl.yield %g : tensor<4xf32>
  }
  // CHECK: ovl.job backward microbatch 0
  // CHECK-NEXT: ovl.all_reduce
  ovl.job backward microbatch 0 {
    %r = ovl.all_reduce sum %x over [tp] : tensor<4xf32> -> tensor<4xf32>
  }
  return
}
