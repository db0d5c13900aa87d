// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-decompose-collective-matmul{chunks=2}))' | FileCheck %s
// RUN: %expect-exit 1 ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-decompose-collective-matmul{chunks=4}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNALIGNED
// UNALIGNED: error: cannot split the 32-token sequence shard into 4 equal chunks of whole 16-row GEMM blocks, within one sample each, over a 32-token shard of the sequence that is whole blocks too (the cpu backend computes GEMM rows in blocks of that size; chunks on block boundaries keep its results bit-identical)

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests the collective-matmul decomposition under sequence parallelism
// (matmul + reduce-scatter, all-gather + matmul) in 2 token chunks. Chunk j
// of the rank's sequence shard is its rows [16 j, 16 j + 16); its
// whole-sequence chunk is every rank's rows j in rank order: the row-parallel
// GEMM's input chunk is sliced out of the attention output viewed as
// [ranks, shard x features] (a [2, 64] block), the chunk's reduce-scatter
// gives the rank's shard rows, the residual add runs on them, the chunk's
// all-gather feeds the column-parallel GEMM. The residual stream (a shard
// value) is concatenated back in place; QKV's whole-sequence output is
// reassembled by a concatenation of column blocks.

// CHECK-LABEL: func.func @sequence_parallel
// CHECK: %[[M:.+]] = tensor.expand_shape %{{.+}} {{\[\[}}0, 1]] output_shape [2, 128] : tensor<256xf32> into tensor<2x128xf32>
// CHECK-NEXT: %[[B0:.+]] = tensor.extract_slice %[[M]][0, 0] [2, 64] [1, 1]
// CHECK: %[[A0:.+]] = tensor.expand_shape %{{.+}} output_shape [32, 4]
// CHECK-NEXT: %[[B1:.+]] = tensor.extract_slice %[[M]][0, 64] [2, 64] [1, 1]
// CHECK: %[[A1:.+]] = tensor.expand_shape %{{.+}} output_shape [32, 4]
// CHECK-NEXT: %[[P0:.+]] = ovl.linear row %[[A0]], %arg1 : (tensor<32x4xf32>, tensor<4x8xf32>) -> tensor<32x8xf32>
// CHECK-NEXT: %[[P1:.+]] = ovl.linear row %[[A1]], %arg1
// CHECK-NEXT: %[[S0:.+]] = ovl.reduce_scatter sum %[[P0]] over [tp] dim 0 {ovl.token_chunk = 0 : i64} : tensor<32x8xf32> -> tensor<16x8xf32>
// CHECK-NEXT: %[[S1:.+]] = ovl.reduce_scatter sum %[[P1]] over [tp] dim 0 {ovl.token_chunk = 1 : i64}
// CHECK: %[[H0:.+]] = ovl.add %[[S0]], %{{.+}} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
// CHECK-NEXT: %[[H1:.+]] = ovl.add %[[S1]]
// CHECK-NEXT: %[[H:.+]] = tensor.concat dim(0) %[[H0]], %[[H1]] : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<32x8xf32>
// CHECK-NEXT: %[[HS:.+]] = tensor.expand_shape %[[H]] {{\[\[}}0, 1], [2]] output_shape [1, 32, 8]
// CHECK-NEXT: %[[G0:.+]] = ovl.all_gather %[[H0]] over [tp] dim 0 {ovl.token_chunk = 0 : i64} : tensor<16x8xf32> -> tensor<32x8xf32>
// CHECK-NEXT: %[[G1:.+]] = ovl.all_gather %[[H1]] over [tp] dim 0 {ovl.token_chunk = 1 : i64}
// CHECK-NEXT: %[[Q0:.+]] = ovl.linear column %[[G0]], %arg3 : (tensor<32x8xf32>, tensor<8x6xf32>) -> tensor<32x6xf32>
// CHECK-NEXT: %[[Q1:.+]] = ovl.linear column %[[G1]], %arg3
// CHECK: %[[C0:.+]] = tensor.expand_shape %{{.+}} output_shape [2, 96] : tensor<192xf32> into tensor<2x96xf32>
// CHECK: %[[C1:.+]] = tensor.expand_shape %{{.+}} output_shape [2, 96]
// CHECK-NEXT: %[[Q:.+]] = tensor.concat dim(1) %[[C0]], %[[C1]] : (tensor<2x96xf32>, tensor<2x96xf32>) -> tensor<2x192xf32>
// CHECK: %[[QW:.+]] = tensor.expand_shape %{{.+}} output_shape [1, 64, 6] : tensor<384xf32> into tensor<1x64x6xf32>
// CHECK-NEXT: return %[[QW]], %[[HS]]
func.func @sequence_parallel(%a: tensor<1x64x4xf32>, %w: tensor<4x8xf32>, %res: tensor<1x32x8xf32>, %wq: tensor<8x6xf32>) -> (tensor<1x64x6xf32>, tensor<1x32x8xf32>) {
  %p = ovl.linear row %a, %w : (tensor<1x64x4xf32>, tensor<4x8xf32>) -> tensor<1x64x8xf32>
  %s = ovl.reduce_scatter sum %p over [tp] dim 1 : tensor<1x64x8xf32> -> tensor<1x32x8xf32>
  %h = ovl.add %s, %res : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
  %g = ovl.all_gather %h over [tp] dim 1 : tensor<1x32x8xf32> -> tensor<1x64x8xf32>
  %q = ovl.linear column %g, %wq : (tensor<1x64x8xf32>, tensor<8x6xf32>) -> tensor<1x64x6xf32>
  return %q, %h : tensor<1x64x6xf32>, tensor<1x32x8xf32>
}
