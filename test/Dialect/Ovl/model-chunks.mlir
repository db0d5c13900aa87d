// RUN: ovl-opt %s | ovl-opt | FileCheck %s
// RUN: ovl-opt %s --mlir-print-op-generic | ovl-opt | FileCheck %s

// Tests model chunks: the pipeline's count and each job's chunk (printed
// only when not 0), and the chunk in a flattened op's job tag.
ovl.mesh @mesh axes [pp = 1 : pipeline]
// CHECK: ovl.pipeline @p over pp stages [@s0] microbatches 1 model_chunks 2
ovl.pipeline @p over pp stages [@s0] microbatches 1 model_chunks 2
// CHECK-LABEL: func.func @s0
func.func @s0(%x: tensor<4xf32>) -> tensor<4xf32> attributes {ovl.stage = 0 : i64} {
  // CHECK: ovl.job forward microbatch 0 {
  ovl.job forward microbatch 0 chunk 0 {
  }
  // CHECK: ovl.job forward microbatch 0 chunk 1 {
  ovl.job forward microbatch 0 chunk 1 {
  }
  ovl.job backward microbatch 0 chunk 1 {
  }
  ovl.job backward microbatch 0 {
  }
  // CHECK: ovl.gelu %{{.+}} {ovl.job = #ovl.job<forward, 0, chunk 1>}
  %g = ovl.gelu %x {ovl.job = #ovl.job<forward, 0, chunk 1>} : tensor<4xf32>
  // CHECK: ovl.gelu %{{.+}} {ovl.job = #ovl.job<forward, 0>}
  %h = ovl.gelu %g {ovl.job = #ovl.job<forward, 0, chunk 0>} : tensor<4xf32>
  return %h : tensor<4xf32>
}

