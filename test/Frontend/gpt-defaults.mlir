// RUN: ovl-gen gpt --num-layers 1 | ovl-opt | FileCheck %s

// Tests that ovl-gen's optimizer defaults are Megatron-LM's: --optimizer
// adam (AdamW) with betas 0.9 and 0.999, eps 1e-8, weight decay 0.01 on
// matrices and embeddings only, and --clip-grad 1.0; Adam's two moments
// are the state arguments after the parameters.

// CHECK-LABEL: func.func @stage0
// CHECK-SAME: #ovl.param<"embedding.word_embeddings.weight.exp_avg", global [128, 64], init zeros>
// CHECK-SAME: #ovl.param<"embedding.word_embeddings.weight.exp_avg_sq", global [128, 64], init zeros>
// CHECK-NOT: momentum_buffer
// CHECK: ovl.clip_by_global_norm %{{.+}}, %{{.+}} max_norm 1.000000e+00
// CHECK: ovl.adamw_update %arg0, %{{.+}}, %{{.+}}, %{{.+}} lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<128x64xf32>
// CHECK: ovl.adamw_update %arg2, %{{.+}}, %{{.+}}, %{{.+}} lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<64xf32>
// CHECK-NOT: ovl.sgd_update
