// RUN: ovl-opt %s --ovl-plan-memory=report=- -o /dev/null | FileCheck %s

// Tests the per-rank memory report: arena sizes, peak live bytes and the
// worst rank, per stage with its number of ranks.

// CHECK: ovl memory plan (per rank)
// CHECK-NEXT: @stage0 (stage 0, 2 ranks): transient 0.00 MiB (peak live 0.00 MiB, {{[0-9]+}} bytes) + persistent 0.00 MiB = 0.00 MiB
// CHECK-NEXT: persistent: weights 0.00 MiB + optimizer state 0.00 MiB (256 + 0 bytes; 0 bytes split over data-parallel ranks)
// CHECK-NEXT: @stage1 (stage 1, 2 ranks): transient 0.00 MiB (peak live 0.00 MiB, {{[0-9]+}} bytes) + persistent 0.00 MiB = 0.00 MiB
// CHECK-NEXT: persistent: weights 0.00 MiB + optimizer state 0.00 MiB (0 + 0 bytes; 0 bytes split over data-parallel ranks)
// CHECK-NEXT: peak per rank: 0.00 MiB (768 bytes, @stage1)

ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1
func.func @stage0(%x: tensor<64xf32>) attributes {ovl.stage = 0 : i64} {
  %a = ovl.gelu %x : tensor<64xf32>
  ovl.send %a to pp = 1 : tensor<64xf32>
  return
}
func.func @stage1() attributes {ovl.stage = 1 : i64} {
  %r = ovl.recv from pp = 0 : tensor<64xf32>
  %a = ovl.gelu %r : tensor<64xf32>
  %b = ovl.gelu %a : tensor<64xf32>
  %c = ovl.add %b, %r : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
  return
}
