// RUN: ovl-gen gpt --optimizer sgd --untie-embeddings-and-output-weights --num-layers 1 --hidden-size 48 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 1 --tensor-model-parallel-size 2 --vocab-size 64 --normalization RMSNorm --swiglu --disable-bias-linear | ovl-opt | FileCheck %s
// RUN: ovl-gen gpt --optimizer sgd --num-layers 1 --hidden-size 48 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 1 --tensor-model-parallel-size 2 --vocab-size 64 --swiglu --ffn-hidden-size 96 | ovl-opt | FileCheck %s --check-prefix=BIAS
// RUN: ovl-gen gpt --optimizer sgd --num-layers 1 --hidden-size 48 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 1 --tensor-model-parallel-size 2 --vocab-size 64 --position-embedding-type rope --rotary-percent 0.5 --rotary-base 500000 | ovl-opt | FileCheck %s --check-prefix=ROPE
// RUN: ovl-gen gpt --optimizer sgd --untie-embeddings-and-output-weights | ovl-opt | FileCheck %s --check-prefix=UNTIE
// RUN: ovl-gen gpt --num-layers 1 --optimizer adam --lr 1e-3 --adam-beta2 0.95 | ovl-opt | FileCheck %s --check-prefix=ADAM
// RUN: ovl-gen gpt --optimizer sgd --num-layers 1 --lr-warmup-iters 5 --train-iters 100 --min-lr 1e-3 | ovl-opt | FileCheck %s --check-prefix=SCHEDULE
// RUN: ovl-gen gpt --optimizer sgd --num-layers 1 --lr-decay-style cosine --lr-warmup-iters 5 --lr-decay-iters 50 --train-iters 100 | ovl-opt | FileCheck %s --check-prefix=COSINE
// RUN: ovl-gen gpt --optimizer sgd --num-layers 1 --lr-warmup-iters 5 | ovl-opt | FileCheck %s --check-prefix=WARMUP
// RUN: ovl-gen gpt --optimizer sgd --num-layers 1 --hidden-size 48 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 1 --tensor-model-parallel-size 2 --vocab-size 64 --group-query-attention --num-query-groups 2 --position-embedding-type rope | ovl-opt | FileCheck %s --check-prefix=GQA

// Tests Llama-style blocks from Megatron-LM's flags: --normalization RMSNorm
// gives rms_norm ops and weight-only norm parameters (Megatron-core's names);
// --swiglu makes fc1 twice the FFN width (default int(4 h 2/3 / 64) 64 = 128
// for h = 48), each tensor-parallel rank's shard holding its own [gate | up]
// halves, and fc2 takes the FFN width; --disable-bias-linear leaves out the
// four linear biases and their adds and gradients.

// CHECK-LABEL: func.func @stage0
// CHECK-SAME: "decoder.layers.0.input_layernorm.weight", global [48]
// CHECK-NOT: input_layernorm.bias
// CHECK-SAME: "decoder.layers.0.self_attention.linear_qkv.weight", global [48, 144], shard 1 over tp
// CHECK-NOT: linear_qkv.bias
// CHECK-SAME: "decoder.layers.0.mlp.linear_fc1.weight", global [48, 256], shard 1 over tp
// CHECK-SAME: "decoder.layers.0.mlp.linear_fc2.weight", global [128, 48], shard 0 over tp
// CHECK-SAME: "decoder.final_layernorm.weight", global [48]
// CHECK-NOT: .bias"
// CHECK-SAME: "output_layer.weight"

// CHECK: ovl.job forward microbatch 0
// CHECK: %[[LN1:.+]], %{{.+}} = ovl.rms_norm %{{.+}}, %{{.+}} : (tensor<1x8x48xf32>, tensor<48xf32>) -> (tensor<1x8x48xf32>, tensor<1x8xf32>)
// CHECK-NEXT: ovl.linear column %[[LN1]], %{{[^,]+}} : (tensor<1x8x48xf32>, tensor<48x72xf32>) -> tensor<1x8x72xf32>
// CHECK: %[[PROJ:.+]] = ovl.all_reduce sum
// CHECK-NEXT: ovl.add %{{.+}}, %[[PROJ]]
// CHECK-NEXT: ovl.rms_norm
// CHECK-NEXT: %[[FC1:.+]] = ovl.linear column %{{.+}}, %{{[^,]+}} : (tensor<1x8x48xf32>, tensor<48x128xf32>) -> tensor<1x8x128xf32>
// CHECK-NEXT: %[[ACT:.+]] = ovl.swiglu %[[FC1]] : (tensor<1x8x128xf32>) -> tensor<1x8x64xf32>
// CHECK-NEXT: ovl.linear row %[[ACT]], %{{[^,]+}} : (tensor<1x8x64xf32>, tensor<64x48xf32>) -> tensor<1x8x48xf32>
// CHECK: ovl.rms_norm
// CHECK: ovl.job backward microbatch 0
// CHECK: ovl.rms_norm_grad
// CHECK: ovl.swiglu_grad %{{.+}}, %{{.+}} : (tensor<1x8x128xf32>, tensor<1x8x64xf32>) -> tensor<1x8x128xf32>
// CHECK-NOT: ovl.bias_grad %{{.+}} : (tensor<1x8x{{[0-9]+}}xf32>) -> tensor<{{[0-9]+}}xf32>
// CHECK: ovl.rms_norm_grad
// CHECK-NOT: ovl.layer_norm

// --position-embedding-type rope: no learned position table; q and k rotate
// (half of each 12-feature head with --rotary-percent 0.5) between the QKV
// linear and attention, and back between attention's gradient and the
// linear's.
// ROPE-LABEL: func.func @stage0
// ROPE-NOT: position_embeddings
// ROPE-SAME: "decoder.layers.0.input_layernorm.weight"
// ROPE: ovl.embedding
// ROPE-NEXT: %[[WORDS:.+]] = ovl.all_reduce sum
// ROPE-NEXT: ovl.layer_norm %[[WORDS]]
// ROPE-NEXT: %[[QKV:.+]] = ovl.linear column
// ROPE-NEXT: %[[ROT:.+]] = ovl.rope %[[QKV]] heads 2 rotary_dim 6 base 5.000000e+05 : tensor<1x8x72xf32>
// ROPE-NEXT: ovl.attention %[[ROT]] heads 2 causal
// ROPE: %[[DQKV:.+]] = ovl.attention_grad %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} heads 2 causal
// ROPE-NEXT: %[[DROT:.+]] = ovl.rope_grad %[[DQKV]] heads 2 rotary_dim 6 base 5.000000e+05
// ROPE: ovl.matmul_grad column %{{.+}}, %{{.+}}, %[[DROT]]
// ROPE-NOT: ovl.bias_grad %{{.+}} : (tensor<1x8x48xf32>) -> tensor<8x48xf32>
// ROPE: ovl.embedding_grad

// --group-query-attention --num-query-groups 2 at tp 2: QKV yields 4 query
// heads and 2 key-value groups of 12 features, (4 + 2 x 2) x 12 = 96
// globally, 48 per rank (one group of 2 heads); attention, its gradient and
// rope name the rank's group.
// GQA-LABEL: func.func @stage0
// GQA-SAME: "decoder.layers.0.self_attention.linear_qkv.weight", global [48, 96], shard 1 over tp
// GQA-SAME: "decoder.layers.0.self_attention.linear_qkv.bias", global [96], shard 0 over tp
// GQA: %[[QKV:.+]] = ovl.linear column %{{.+}}, %{{.+}}, %{{.+}} : (tensor<1x8x48xf32>, tensor<48x48xf32>, tensor<48xf32>) -> tensor<1x8x48xf32>
// GQA-NEXT: %[[ROT:.+]] = ovl.rope %[[QKV]] heads 2 groups 1 rotary_dim 12 base 1.000000e+04
// GQA-NEXT: ovl.attention %[[ROT]] heads 2 groups 1 causal : (tensor<1x8x48xf32>) -> (tensor<1x8x24xf32>, tensor<1x2x8xf32>)
// GQA: ovl.attention_grad %{{.+}} heads 2 groups 1 causal
// GQA-NEXT: ovl.rope_grad %{{.+}} heads 2 groups 1 rotary_dim 12

// --untie-embeddings-and-output-weights: the output layer's own weight.
// UNTIE: "embedding.word_embeddings.weight", global [128, 64]
// UNTIE: "output_layer.weight", global [64, 128]

// --optimizer adam: two zero-initialised moments per parameter (torch's
// state names) instead of a momentum buffer; AdamW updates with Megatron's
// defaults, weight decay on matrices and embeddings only; the stage returns
// the new parameters, then each state's new tensors.
// ADAM-LABEL: func.func @stage0
// ADAM-SAME: "embedding.word_embeddings.weight.exp_avg", global [128, 64], init zeros
// ADAM-NOT: momentum_buffer
// ADAM-SAME: "decoder.final_layernorm.weight.exp_avg_sq", global [64], init zeros
// ADAM: %[[P:[^,]+]], %[[M:[^,]+]], %[[V:[^ ]+]] = ovl.adamw_update %arg0, %{{.+}}, %{{.+}}, %{{.+}} lr 1.000000e-03 betas 9.000000e-01, 0.9499{{[0-9]+}} eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<128x64xf32>
// ADAM: ovl.adamw_update %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} lr 1.000000e-03 betas 9.000000e-01, 0.9499{{[0-9]+}} eps 1.000000e-08 : tensor<64xf32>
// ADAM: return %[[P]], {{.*}}%[[M]], {{.*}}%[[V]],

// The learning-rate schedule on every update: Megatron's default linear
// decay over --train-iters, or --lr-decay-iters; without a horizon the rate
// stays constant after the warmup.
// SCHEDULE: ovl.sgd_update {{.*}} {lr_decay_iters = 100 : i64, lr_decay_style = "linear", lr_warmup_iters = 5 : i64, min_lr = 1.000000e-03 : f64, weight_decay = 1.000000e-02 : f64}
// COSINE: ovl.sgd_update {{.*}} {lr_decay_iters = 50 : i64, lr_decay_style = "cosine", lr_warmup_iters = 5 : i64
// WARMUP: ovl.sgd_update {{.*}} {lr_warmup_iters = 5 : i64, weight_decay = 1.000000e-02 : f64}

// With biases and LayerNorm kept, fc1's bias has fc1's (doubled) width.
// BIAS-LABEL: func.func @stage0
// BIAS-SAME: "decoder.layers.0.input_layernorm.bias"
// BIAS-SAME: "decoder.layers.0.mlp.linear_fc1.weight", global [48, 192], shard 1 over tp
// BIAS-SAME: "decoder.layers.0.mlp.linear_fc1.bias", global [192], shard 0 over tp
// BIAS-SAME: "decoder.layers.0.mlp.linear_fc2.weight", global [96, 48], shard 0 over tp
// BIAS: ovl.layer_norm
// BIAS: ovl.swiglu %{{.+}} : (tensor<1x8x96xf32>) -> tensor<1x8x48xf32>
