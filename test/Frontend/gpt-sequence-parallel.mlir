// RUN: ovl-gen gpt --optimizer sgd --num-layers 2 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 1 --tensor-model-parallel-size 2 --pipeline-model-parallel-size 2 --vocab-size 64 --make-vocab-size-divisible-by 32 --position-embedding-type rope --sequence-parallel | ovl-opt | FileCheck %s
// RUN: ovl-gen gpt --optimizer sgd --num-layers 1 --position-embedding-type rope --sequence-parallel | ovl-opt | FileCheck %s --check-prefix=TP1

// Tests Megatron-LM's sequence parallelism (--sequence-parallel) at tp 2:
// the residual stream is [1, 8 / 2, 32] per rank. The vocab-parallel
// embedding's partial sums are reduce-scattered to sequence shards; each
// norm runs on its shard and is all-gathered before the column-parallel
// linear that reads it; each row-parallel linear's partial sum is
// reduce-scattered; stages send shards.

// CHECK-LABEL: func.func @stage0
// CHECK: ovl.job forward
// CHECK: %[[EMB:.+]] = ovl.embedding {{.+}} -> tensor<1x8x32xf32>
// CHECK-NEXT: %[[X:.+]] = ovl.reduce_scatter sum %[[EMB]] over [tp] dim 1 : tensor<1x8x32xf32> -> tensor<1x4x32xf32>
// CHECK-NEXT: %[[LN1:[^,]+]], %{{.+}}, %{{.+}} = ovl.layer_norm %[[X]], {{.+}} -> (tensor<1x4x32xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
// CHECK-NEXT: %[[LN1_FULL:.+]] = ovl.all_gather %[[LN1]] over [tp] dim 1 : tensor<1x4x32xf32> -> tensor<1x8x32xf32>
// CHECK-NEXT: ovl.linear column %[[LN1_FULL]]
// CHECK: %[[PROJ:.+]] = ovl.linear row {{.+}} -> tensor<1x8x32xf32>
// CHECK-NEXT: ovl.reduce_scatter sum %[[PROJ]] over [tp] dim 1 : tensor<1x8x32xf32> -> tensor<1x4x32xf32>
// CHECK: ovl.send %{{.+}} to pp = 1 : tensor<1x4x32xf32>

// The backward: the output gradient shard is all-gathered before each
// row-parallel gradient, the saved norm output gathered again before each
// column-parallel one, whose data gradient is reduce-scattered.
// CHECK: ovl.job backward
// CHECK: %[[DY:.+]] = ovl.recv from pp = 1 : tensor<1x4x32xf32>
// CHECK: %[[DY_FULL:.+]] = ovl.all_gather %[[DY]] over [tp] dim 1
// CHECK-NEXT: ovl.matmul_grad row %{{.+}}, %{{.+}}, %[[DY_FULL]]
// CHECK: %[[LN2_FULL:.+]] = ovl.all_gather %{{.+}} over [tp] dim 1 : tensor<1x4x32xf32> -> tensor<1x8x32xf32>
// CHECK-NEXT: %[[DX:[^,]+]], %{{.+}} = ovl.matmul_grad column %[[LN2_FULL]]
// CHECK-NEXT: ovl.reduce_scatter sum %[[DX]] over [tp] dim 1
// CHECK: ovl.embedding_grad

// The replicated parameters (norms, row-parallel biases) saw one shard of
// the sequence: their gradients are summed over tp before dp.
// CHECK: ovl.all_reduce sum %{{.+}} over [tp] : tensor<32xf32> -> tensor<32xf32>

// At tp 1 the flag changes nothing (as Megatron, which turns it off).
// TP1-NOT: ovl.reduce_scatter
// TP1-NOT: ovl.all_gather
// TP1: ovl.layer_norm {{.+}} -> (tensor<2x32x64xf32>, tensor<2x32xf32>, tensor<2x32xf32>)
