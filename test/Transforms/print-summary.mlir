// RUN: ovl-opt %s --ovl-print-summary=output=%t.txt | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --input-file=%t.txt

// Tests that ovl-print-summary counts ops, jobs, parameters and
// communication per kind and group, and leaves the IR unchanged.

// CHECK: ovl model summary
// CHECK-NEXT: mesh @mesh [pp = 2, tp = 2], 4 ranks
// CHECK-NEXT: pipeline @pipeline over pp: 2 stages, 1 micro-batches
// CHECK-NEXT: @stage0 (stage 0): 10 ops, 2 jobs, 1 parameters (128.0 B per rank)
// CHECK-NEXT: all_reduce over [tp]: 2 ops, 32.0 B per rank and step
// CHECK-NEXT: send along [pp]: 1 ops, 16.0 B per rank and step
// CHECK-NEXT: @stage1 (stage 1): 7 ops, 2 jobs, 0 parameters (0.0 B per rank)
// CHECK-NEXT: recv along [pp]: 1 ops, 16.0 B per rank and step
// CHECK-NEXT: total: 20 ops

// IR: ovl.all_reduce sum %{{.+}} over [tp] : tensor<4xf32>
ovl.mesh @mesh axes [pp = 2 : pipeline, tp = 2 : tensor]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1
func.func @stage0(%w: tensor<4x8xf32> {ovl.param = #ovl.param<"w", global [4, 16], shard 1 over tp, init zeros>},
                  %m: tensor<4x8xf32> {ovl.param = #ovl.param<"w.momentum_buffer", global [4, 16], shard 1 over tp, init zeros>})
    attributes {ovl.stage = 0 : i64} {
  %x = ovl.job forward microbatch 0 -> tensor<4xf32> {
    %a = ovl.opaque "k" () {duration_us = 1.0} : () -> tensor<4xf32>
    %b = ovl.all_reduce sum %a over [tp] : tensor<4xf32> -> tensor<4xf32>
    ovl.send %b to pp = 1 : tensor<4xf32>
    ovl.yield %b : tensor<4xf32>
  }
  ovl.job backward microbatch 0 {
    %c = ovl.all_reduce max %x over [tp] : tensor<4xf32> -> tensor<4xf32>
  }
  return
}
func.func @stage1() attributes {ovl.stage = 1 : i64} {
  ovl.job forward microbatch 0 {
    %r = ovl.recv from pp = 0 : tensor<4xf32>
  }
  ovl.job backward microbatch 0 {
  }
  return
}
