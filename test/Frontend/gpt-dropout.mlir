// RUN: ovl-gen gpt --optimizer sgd --num-layers 2 --num-microbatches 2 --hidden-dropout 0.1 | ovl-opt | FileCheck %s
// RUN: ovl-gen gpt --optimizer sgd --num-layers 2 --num-microbatches 2 --hidden-dropout 0.1 --tensor-model-parallel-size 2 --sequence-parallel | ovl-opt | FileCheck %s --check-prefix=SP
// RUN: ovl-gen gpt --optimizer sgd --num-layers 2 --num-microbatches 1 --hidden-dropout 0.1 --recompute-granularity full --recompute-method uniform | ovl-opt | FileCheck %s --check-prefix=FULL
// RUN: ovl-gen gpt --optimizer sgd --num-layers 2 --num-microbatches 1 | ovl-opt | FileCheck %s --check-prefix=NONE
// RUN: ovl-gen gpt --optimizer sgd --num-layers 2 --num-microbatches 2 --attention-dropout 0.1 --tensor-model-parallel-size 2 | ovl-opt | FileCheck %s --check-prefix=ATTN
// RUN: ovl-gen gpt --optimizer sgd --num-layers 2 --num-microbatches 1 --attention-dropout 0.2 --recompute-activations | ovl-opt | FileCheck %s --check-prefix=ATTN-SELECTIVE

// --hidden-dropout places Megatron-LM's three dropouts: after the embedding
// (seed 0 of micro-batch 0), and on each layer's attention and MLP outputs,
// after their bias and before their residual add (seeds 1 + 2 layer and 2 +
// 2 layer); micro-batch m's seeds follow on at m (2 layers + 1). The
// backward drops the gradient with the forward's seed, before the bias
// gradient reads it, in reverse order. Without sequence parallelism no group
// (every tensor-parallel rank draws one mask); with it over [tp]. A
// recomputed forward draws the forward's seeds again. Ratio 0: no op.

// CHECK-LABEL: ovl.job forward microbatch 0
// CHECK: %[[POS:.+]] = ovl.add %{{.+}}, %arg1 : (tensor<2x32x64xf32>, tensor<32x64xf32>)
// CHECK-NEXT: %[[EMB:.+]] = ovl.dropout %[[POS]] ratio 1.000000e-01 seed 0 : tensor<2x32x64xf32>
// CHECK: %[[PROJ:.+]] = ovl.dropout %{{.+}} ratio 1.000000e-01 seed 1 : tensor<2x32x64xf32>
// CHECK-NEXT: %[[RES:.+]] = ovl.add %[[EMB]], %[[PROJ]]
// CHECK: %[[FC2:.+]] = ovl.dropout %{{.+}} ratio 1.000000e-01 seed 2 : tensor<2x32x64xf32>
// CHECK-NEXT: ovl.add %[[RES]], %[[FC2]]
// CHECK: ovl.dropout %{{.+}} seed 3 :
// CHECK: ovl.dropout %{{.+}} seed 4 :
// CHECK-NOT: ovl.dropout
// CHECK-LABEL: ovl.job backward microbatch 0
// CHECK: %[[G4:.+]] = ovl.dropout %{{.+}} ratio 1.000000e-01 seed 4 : tensor<2x32x64xf32>
// CHECK-NEXT: ovl.bias_grad %[[G4]]
// CHECK: ovl.dropout %{{.+}} seed 3 :
// CHECK: ovl.dropout %{{.+}} seed 2 :
// CHECK: ovl.dropout %{{.+}} seed 1 :
// CHECK: ovl.dropout %{{.+}} seed 0 :
// CHECK-NOT: ovl.dropout
// CHECK-LABEL: ovl.job forward microbatch 1
// CHECK: ovl.dropout %{{.+}} seed 5 :
// CHECK: ovl.dropout %{{.+}} seed 9 :
// CHECK-LABEL: ovl.job backward microbatch 1
// CHECK: ovl.dropout %{{.+}} seed 9 :
// CHECK: ovl.dropout %{{.+}} seed 5 :

// SP-LABEL: ovl.job forward microbatch 0
// SP: ovl.dropout %{{.+}} ratio 1.000000e-01 seed 0 over [tp] : tensor<2x16x64xf32>
// SP: ovl.dropout %{{.+}} ratio 1.000000e-01 seed 1 over [tp] : tensor<2x16x64xf32>
// SP-LABEL: ovl.job backward microbatch 0
// SP: ovl.dropout %{{.+}} ratio 1.000000e-01 seed 4 over [tp] : tensor<2x16x64xf32>

// The backward job reruns each layer's forward (its seeds), then its backward.
// FULL-LABEL: ovl.job backward microbatch 0
// FULL: ovl.dropout %{{.+}} seed 3 :
// FULL-NEXT: ovl.add
// FULL: ovl.dropout %{{.+}} seed 4 :
// FULL-NEXT: ovl.add
// FULL: ovl.dropout %{{.+}} seed 4 :
// FULL-NEXT: ovl.bias_grad

// NONE-NOT: ovl.dropout

// --attention-dropout drops each layer's attention probabilities inside the
// attention op, and its gradient draws the same mask: one seed per layer and
// micro-batch, after every hidden dropout site's (2 micro-batches x (2
// layers x 2 + 1) = 10): micro-batch m, layer l: 10 + 2 m + l. Each
// tensor-parallel rank draws its own heads' mask, over [tp]; no ovl.dropout
// without --hidden-dropout.
// ATTN-NOT: ovl.dropout
// ATTN-LABEL: ovl.job forward microbatch 0
// ATTN: ovl.attention %{{.+}} heads 2 causal dropout 1.000000e-01 seed 10 over [tp] :
// ATTN: ovl.attention %{{.+}} heads 2 causal dropout 1.000000e-01 seed 11 over [tp] :
// ATTN-LABEL: ovl.job backward microbatch 0
// ATTN: ovl.attention_grad {{.+}} heads 2 causal dropout 1.000000e-01 seed 11 over [tp] :
// ATTN: ovl.attention_grad {{.+}} heads 2 causal dropout 1.000000e-01 seed 10 over [tp] :
// ATTN-LABEL: ovl.job forward microbatch 1
// ATTN: ovl.attention {{.+}} seed 12 over [tp] :
// ATTN: ovl.attention {{.+}} seed 13 over [tp] :
// ATTN-LABEL: ovl.job backward microbatch 1
// ATTN: ovl.attention_grad {{.+}} seed 13 over [tp] :
// ATTN: ovl.attention_grad {{.+}} seed 12 over [tp] :
// ATTN-NOT: ovl.dropout

// Selective recomputation reruns the core attention with its seed (one
// micro-batch: 2 x 2 + 1 = 5 hidden seeds first); at tp 1 no group.
// ATTN-SELECTIVE-LABEL: ovl.job backward microbatch 0
// ATTN-SELECTIVE: ovl.attention %{{.+}} heads 4 causal dropout 2.000000e-01 seed 6 :
// ATTN-SELECTIVE: ovl.attention_grad {{.+}} dropout 2.000000e-01 seed 6 :
// ATTN-SELECTIVE: ovl.attention %{{.+}} heads 4 causal dropout 2.000000e-01 seed 5 :
// ATTN-SELECTIVE: ovl.attention_grad {{.+}} dropout 2.000000e-01 seed 5 :
