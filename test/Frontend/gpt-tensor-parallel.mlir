// RUN: ovl-gen gpt --optimizer sgd --untie-embeddings-and-output-weights --num-layers 2 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 1 --tensor-model-parallel-size 2 --data-parallel-size 2 --vocab-size 64 | ovl-opt | FileCheck %s

// Tests that ovl-gen places Megatron's tensor-parallel collectives: in
// forward one all-reduce right after each row-parallel linear (then its
// bias), the vocab-parallel embedding and cross-entropy reductions; in
// backward one all-reduce after each column-parallel linear's dgrad and none
// after a row-parallel one; and the data-parallel gradient all-reduces after
// the last backward job and before any update.

// CHECK-LABEL: func.func @stage0
// CHECK: ovl.job forward microbatch 0
// CHECK: %[[TOK:.+]] = ovl.load_batch tokens microbatch 0
// CHECK: %[[EMB:.+]] = ovl.embedding %[[TOK]], %{{.+}} vocab_parallel over [tp]
// CHECK-NEXT: ovl.all_reduce sum %[[EMB]] over [tp]

// Layer 0 forward: column-parallel QKV, then attention, then the row-parallel
// out-projection followed at once by its all-reduce and bias.
// CHECK: ovl.layer_norm
// CHECK-NEXT: %[[QKV:.+]] = ovl.linear column
// CHECK-NEXT: ovl.attention %[[QKV]] heads 2 causal
// CHECK-NEXT: %[[PROJ:.+]] = ovl.linear row
// CHECK-NEXT: %[[PROJ_AR:.+]] = ovl.all_reduce sum %[[PROJ]] over [tp]
// CHECK-NEXT: ovl.add %[[PROJ_AR]]
// CHECK: ovl.layer_norm
// CHECK-NEXT: ovl.linear column
// CHECK-NEXT: ovl.gelu
// CHECK-NEXT: %[[FC2:.+]] = ovl.linear row
// CHECK-NEXT: %[[FC2_AR:.+]] = ovl.all_reduce sum %[[FC2]] over [tp]
// CHECK-NEXT: ovl.add %[[FC2_AR]]

// Layer 1 forward has the same two all-reduces; there are exactly four
// tensor-parallel sums in the transformer layers plus the embedding's.
// CHECK-COUNT-2: ovl.all_reduce sum %{{.+}} over [tp]

// The vocab-parallel loss: max and statistics reduced over tp.
// CHECK: %[[LOGITS:.+]] = ovl.linear column
// CHECK-NEXT: %[[MAX:.+]] = ovl.cross_entropy_max %[[LOGITS]]
// CHECK-NEXT: ovl.all_reduce max %[[MAX]] over [tp]
// CHECK: %[[STATS:.+]] = ovl.cross_entropy_stats {{.+}} vocab_parallel over [tp]
// CHECK-NEXT: ovl.all_reduce sum %[[STATS]] over [tp]
// CHECK: ovl.log_loss
// CHECK-NOT: ovl.all_reduce
// CHECK: ovl.yield

// Backward: every column-parallel dgrad is all-reduced at once; row-parallel
// dgrads are not.
// CHECK: ovl.job backward microbatch 0
// CHECK: %[[DOUT:.+]], %{{.+}} = ovl.matmul_grad column
// CHECK-NEXT: ovl.all_reduce sum %[[DOUT]] over [tp]
// CHECK: ovl.matmul_grad row
// CHECK-NOT: ovl.all_reduce
// CHECK: %[[DFC1:.+]], %{{.+}} = ovl.matmul_grad column
// CHECK-NEXT: ovl.all_reduce sum %[[DFC1]] over [tp]
// CHECK: ovl.matmul_grad row
// CHECK-NOT: ovl.all_reduce
// CHECK: %[[DQKV:.+]], %{{.+}} = ovl.matmul_grad column
// CHECK-NEXT: ovl.all_reduce sum %[[DQKV]] over [tp]
// CHECK: ovl.matmul_grad row
// CHECK-NOT: ovl.all_reduce
// CHECK: %[[DFC1B:.+]], %{{.+}} = ovl.matmul_grad column
// CHECK-NEXT: ovl.all_reduce sum %[[DFC1B]] over [tp]
// CHECK: ovl.matmul_grad row
// CHECK-NOT: ovl.all_reduce
// CHECK: %[[DQKVB:.+]], %{{.+}} = ovl.matmul_grad column
// CHECK-NEXT: ovl.all_reduce sum %[[DQKVB]] over [tp]
// CHECK-NOT: ovl.all_reduce
// CHECK: ovl.embedding_grad {{.+}} vocab_parallel over [tp]
// CHECK: ovl.yield

// Data-parallel: one all-reduce per parameter (29 for two layers), all after
// the backward and before the first update; then gradient clipping's one
// all-reduce of the sharded gradients' squared norm over tp.
// CHECK-NEXT: }
// CHECK-COUNT-29: ovl.all_reduce sum %{{.+}} over [dp]
// CHECK-NOT: ovl.all_reduce
// CHECK: ovl.all_reduce sum %{{.+}} over [tp] : tensor<f32>
// CHECK-NOT: ovl.all_reduce
// CHECK: ovl.sgd_update
// CHECK-NOT: ovl.all_reduce
// CHECK: return
