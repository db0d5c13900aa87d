// RUN: ovl-gen gpt --optimizer sgd --untie-embeddings-and-output-weights --num-layers 1 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 1 --tensor-model-parallel-size 2 --data-parallel-size 2 --vocab-size 64 --make-vocab-size-divisible-by 32 | ovl-opt | FileCheck %s
// RUN: ovl-gen gpt --optimizer sgd --num-layers 2 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 1 --pipeline-model-parallel-size 2 --vocab-size 64 --clip-grad 0.5 | ovl-opt | FileCheck %s --check-prefix=PP
// RUN: ovl-gen gpt --optimizer sgd --num-layers 1 --clip-grad 0 | ovl-opt | FileCheck %s --check-prefix=OFF

// Tests --clip-grad (Megatron-LM's default 1.0): after the data-parallel
// all-reduces, the squared norm of the tp-sharded gradients (word
// embedding, QKV, fc1, the column shards of proj and fc2, output layer) is
// summed over tp, the replicated ones' (norms, row-parallel biases,
// position table) added once, and every gradient is clipped by that norm
// before its update. Each class's squares are summed in the order the
// backward finishes the gradients (the output layer's first, the word
// embedding's last), in pieces of six gradients added in that order.

// CHECK-LABEL: func.func @stage0
// CHECK-COUNT-17: ovl.all_reduce sum %{{.+}} over [dp]
// CHECK-NEXT: %[[PIECE0:.+]] = ovl.sum_squares {{.+}} : tensor<32x32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<16x32xf32>, tensor<48xf32> -> tensor<f32>
// CHECK-NEXT: %[[PIECE1:.+]] = ovl.sum_squares %{{.+}}, %[[DP:[^ ]+]] : tensor<32x48xf32>, tensor<32x32xf32> -> tensor<f32>
// CHECK-NEXT: %[[SHARDED:.+]] = ovl.add %[[PIECE0]], %[[PIECE1]]
// CHECK: %[[OVER_TP:.+]] = ovl.all_reduce sum %[[SHARDED]] over [tp] : tensor<f32>
// CHECK: %[[REP0:.+]] = ovl.sum_squares {{.+}} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32> -> tensor<f32>
// CHECK-NEXT: %[[REP1:.+]] = ovl.sum_squares {{.+}} : tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32> -> tensor<f32>
// CHECK-NEXT: %[[REPLICATED:.+]] = ovl.add %[[REP0]], %[[REP1]]
// CHECK: %[[NORM:.+]] = ovl.add %[[OVER_TP]], %[[REPLICATED]]
// CHECK: %[[CLIPPED:.+]] = ovl.clip_by_global_norm %[[DP]], %[[NORM]] max_norm 1.000000e+00 : tensor<32x32xf32>, tensor<f32>
// CHECK-COUNT-16: ovl.clip_by_global_norm %{{.+}}, %[[NORM]] max_norm 1.000000e+00
// CHECK-NOT: ovl.clip_by_global_norm
// CHECK: ovl.sgd_update %{{.+}}, %[[CLIPPED]], %{{.+}} lr

// Each stage sums its own gradients' squares (all replicated at tp 1), then
// the stages' sums are all-reduced over pp.

// PP-LABEL: func.func @stage0
// PP: ovl.sum_squares
// PP-NOT: over [tp]
// PP: %[[NORM:.+]] = ovl.all_reduce sum %{{.+}} over [pp] : tensor<f32> -> tensor<f32>
// PP: ovl.clip_by_global_norm %{{.+}}, %[[NORM]] max_norm 5.000000e-01
// PP-LABEL: func.func @stage1
// PP: ovl.sum_squares
// PP: %[[NORM1:.+]] = ovl.all_reduce sum %{{.+}} over [pp] : tensor<f32> -> tensor<f32>
// PP: ovl.clip_by_global_norm %{{.+}}, %[[NORM1]] max_norm 5.000000e-01

// OFF-LABEL: func.func @stage0
// OFF-NOT: ovl.sum_squares
// OFF-NOT: ovl.clip_by_global_norm
// OFF: ovl.sgd_update
