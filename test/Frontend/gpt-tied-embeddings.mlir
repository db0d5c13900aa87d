// RUN: ovl-gen gpt --optimizer sgd --num-layers 1 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 1 --tensor-model-parallel-size 2 --vocab-size 64 --make-vocab-size-divisible-by 32 | ovl-opt | FileCheck %s
// RUN: ovl-gen gpt --optimizer sgd --num-layers 2 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 1 --tensor-model-parallel-size 2 --pipeline-model-parallel-size 2 --vocab-size 64 --make-vocab-size-divisible-by 32 | ovl-opt | FileCheck %s --check-prefix=PP

// Tests Megatron-LM's default tied output layer (no
// --untie-embeddings-and-output-weights): the output linear and its
// gradient read the vocab-parallel word embedding [vocab / tp, hidden]
// transposed, and its gradient accumulates into the embedding's, which is
// all-reduced over dp once.

// CHECK-LABEL: func.func @stage0(%arg0: tensor<32x32xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [64, 32], shard 0 over tp
// CHECK-NOT: output_layer.weight
// CHECK: ovl.linear column %{{.+}}, %arg0 transpose_weight : (tensor<1x8x32xf32>, tensor<32x32xf32>) -> tensor<1x8x32xf32>
// CHECK: %{{.+}}, %[[OUT_WGRAD:.+]] = ovl.matmul_grad column %{{.+}}, %arg0, %{{.+}} transpose_weight
// CHECK: %[[EMB_WGRAD:.+]] = ovl.embedding_grad
// CHECK-NEXT: ovl.add %[[OUT_WGRAD]], %[[EMB_WGRAD]]

// Over two stages the last one keeps a copy under the embedding's name (the
// runtime initialises both alike); after the backward the two exchange
// their gradients, the first stage sending first, and both add them in
// stage order, so both copies take the same update. The copy's squares
// count once in the gradient norm: on the first stage.

// PP-LABEL: func.func @stage0(%arg0: tensor<32x32xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [64, 32], shard 0 over tp
// PP: %[[JOB:.+]]:14 = ovl.job backward microbatch 0
// PP: ovl.send %[[JOB]]#0 to pp = 1 : tensor<32x32xf32>
// PP-NEXT: %[[FROM_LAST:.+]] = ovl.recv from pp = 1 : tensor<32x32xf32>
// PP-NEXT: %[[SUM:.+]] = ovl.add %[[JOB]]#0, %[[FROM_LAST]]
// PP: ovl.sum_squares {{(.*, )?}}%[[SUM]]{{[,: ]}}
// PP: ovl.clip_by_global_norm %[[SUM]]

// PP-LABEL: func.func @stage1(
// PP-SAME: %arg14: tensor<32x32xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [64, 32], shard 0 over tp, init normal(2.000000e-02)>}
// PP-NOT: output_layer.weight
// PP: ovl.linear column %{{.+}}, %arg14 transpose_weight
// PP: %[[JOB1:.+]]:15 = ovl.job backward microbatch 0
// PP: %[[FROM_FIRST:.+]] = ovl.recv from pp = 0 : tensor<32x32xf32>
// PP-NEXT: ovl.send %[[JOB1]]#14 to pp = 0 : tensor<32x32xf32>
// PP-NEXT: %[[SUM1:.+]] = ovl.add %[[FROM_FIRST]], %[[JOB1]]#14
// PP-NOT: ovl.sum_squares {{.*}}%[[SUM1]]{{[,: ]}}
// PP: ovl.clip_by_global_norm %[[SUM1]]
