// RUN: ovl-gen gpt --optimizer sgd --untie-embeddings-and-output-weights --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --pipeline-model-parallel-size 2 --vocab-size 64 | ovl-opt | FileCheck %s

// Tests that ovl-gen splits layers over pipeline stages, with activations
// sent forward and gradients sent back, jobs in GPipe order, the embedding
// on the first stage and the head on the last.

// CHECK: ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2

// CHECK-LABEL: func.func @stage0
// CHECK-SAME: "embedding.word_embeddings.weight"
// CHECK-SAME: "decoder.layers.1.mlp.linear_fc2.bias"
// CHECK-NOT: "decoder.layers.2.
// CHECK-SAME: attributes {ovl.stage = 0 : i64}
// CHECK: ovl.job forward microbatch 0
// CHECK: ovl.embedding
// CHECK: ovl.send %{{.+}} to pp = 1 : tensor<1x8x32xf32>
// CHECK: ovl.job forward microbatch 1
// CHECK: ovl.job backward microbatch 0
// CHECK-NEXT: ovl.recv from pp = 1 : tensor<1x8x32xf32>
// CHECK: ovl.embedding_grad
// CHECK-NOT: ovl.send
// CHECK: ovl.job backward microbatch 1

// CHECK-LABEL: func.func @stage1
// CHECK-SAME: "decoder.layers.2.input_layernorm.weight"
// CHECK-SAME: "output_layer.weight"
// CHECK-SAME: attributes {ovl.stage = 1 : i64}
// CHECK: ovl.job forward microbatch 0
// CHECK-NEXT: ovl.recv from pp = 0 : tensor<1x8x32xf32>
// CHECK: ovl.log_loss
// CHECK: ovl.job backward microbatch 0
// CHECK: ovl.cross_entropy_grad
// The unsplit backward sends the input gradient after the whole backward.
// CHECK: ovl.layer_norm_grad
// CHECK: ovl.send %{{.+}} to pp = 0 : tensor<1x8x32xf32>
// CHECK-NEXT: ovl.yield
