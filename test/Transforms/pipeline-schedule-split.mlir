// RUN: ovl-opt %s --ovl-pipeline-schedule=schedule=zb-h1 | FileCheck %s

// Tests the zero-bubble split of a backward job into its input-gradient job
// (B) and its weight-gradient job (W), in the last stage:
// - B hands W what W reads of it, in the order B defines them (not the
//   order W reads them), and every gradient the job yields that B computes
//   (here the input gradient, also sent);
// - W yields what the job yielded, B's part taken from B;
// - a later B reads an earlier job's B-computed gradient from that B, not
//   from its W, so B of micro-batch 1 need not follow W of micro-batch 0;
// - W of micro-batch 1 reads W of micro-batch 0's weight gradient.

ovl.mesh @mesh axes [pp = 2 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  %f0 = ovl.job forward microbatch 0 -> tensor<4xf32> {
    %a = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
    ovl.send %a to pp = 1 : tensor<4xf32>
    ovl.yield %a : tensor<4xf32>
  }
  %f1 = ovl.job forward microbatch 1 -> tensor<4xf32> {
    %a = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
    ovl.send %a to pp = 1 : tensor<4xf32>
    ovl.yield %a : tensor<4xf32>
  }
  %b0 = ovl.job backward microbatch 0 -> tensor<4xf32> {
    %g = ovl.recv from pp = 1 : tensor<4xf32>
    %w = ovl.opaque "W"(%f0, %g) {duration_us = 1.0} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    ovl.yield %w : tensor<4xf32>
  }
  %b1 = ovl.job backward microbatch 1 -> tensor<4xf32> {
    %g = ovl.recv from pp = 1 : tensor<4xf32>
    %w = ovl.opaque "W"(%f1, %g, %b0) {duration_us = 1.0} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    ovl.yield %w : tensor<4xf32>
  }
  return
}

// CHECK-LABEL: func.func @stage1
// CHECK: %[[B0:.+]]:4 = ovl.job backward_input microbatch 0
// CHECK-NEXT: %[[P:.+]] = ovl.opaque "P"
// CHECK-NEXT: %[[Q:.+]] = ovl.opaque "Q"
// CHECK-NEXT: %[[DX:.+]] = ovl.opaque "B"(%[[P]], %[[Q]])
// CHECK-NEXT: ovl.yield %[[P]], %[[Q]], %[[DX]], %[[DX]] :
// CHECK: ovl.send %[[B0]]#3 to pp = 0
// CHECK: %[[B1:.+]]:4 = ovl.job backward_input microbatch 1
// CHECK: ovl.opaque "B"(%{{.+}}, %{{.+}}, %[[B0]]#2)
// CHECK: %[[W0:.+]]:2 = ovl.job backward_weight microbatch 0
// CHECK-NEXT: %[[DW:.+]] = ovl.opaque "W"(%[[B0]]#1, %[[B0]]#0)
// CHECK-NEXT: ovl.yield %[[DW]], %[[B0]]#2 :
// CHECK: ovl.job backward_weight microbatch 1
// CHECK-NEXT: %[[DW1:.+]] = ovl.opaque "W"(%[[B1]]#1, %[[B1]]#0, %[[W0]]#0)
// CHECK-NEXT: ovl.yield %[[DW1]], %[[B1]]#2 :
func.func @stage1() attributes {ovl.stage = 1 : i64} {
  %f0 = ovl.job forward microbatch 0 -> tensor<4xf32> {
    %x = ovl.recv from pp = 0 : tensor<4xf32>
    %a = ovl.opaque "F"(%x) {duration_us = 1.0} : (tensor<4xf32>) -> tensor<4xf32>
    ovl.yield %a : tensor<4xf32>
  }
  %f1 = ovl.job forward microbatch 1 -> tensor<4xf32> {
    %x = ovl.recv from pp = 0 : tensor<4xf32>
    %a = ovl.opaque "F"(%x) {duration_us = 1.0} : (tensor<4xf32>) -> tensor<4xf32>
    ovl.yield %a : tensor<4xf32>
  }
  %b0:2 = ovl.job backward microbatch 0 -> tensor<4xf32>, tensor<4xf32> {
    %p = ovl.opaque "P"(%f0) {duration_us = 1.0} : (tensor<4xf32>) -> tensor<4xf32>
    %q = ovl.opaque "Q"(%f0) {duration_us = 1.0} : (tensor<4xf32>) -> tensor<4xf32>
    %dx = ovl.opaque "B"(%p, %q) {duration_us = 1.0} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %dw = ovl.opaque "W"(%q, %p) {duration_us = 1.0} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    ovl.send %dx to pp = 0 : tensor<4xf32>
    ovl.yield %dw, %dx : tensor<4xf32>, tensor<4xf32>
  }
  %b1:2 = ovl.job backward microbatch 1 -> tensor<4xf32>, tensor<4xf32> {
    %p = ovl.opaque "P"(%f1) {duration_us = 1.0} : (tensor<4xf32>) -> tensor<4xf32>
    %q = ovl.opaque "Q"(%f1) {duration_us = 1.0} : (tensor<4xf32>) -> tensor<4xf32>
    %dx = ovl.opaque "B"(%p, %q, %b0#1) {duration_us = 1.0} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %dw = ovl.opaque "W"(%q, %p, %b0#0) {duration_us = 1.0} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    ovl.send %dx to pp = 0 : tensor<4xf32>
    ovl.yield %dw, %dx : tensor<4xf32>, tensor<4xf32>
  }
  return
}
