// RUN: ovl-gen gpt --num-layers 1 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 1 --tensor-model-parallel-size 2 --data-parallel-size 2 --vocab-size 64 --make-vocab-size-divisible-by 32 --use-distributed-optimizer --overlap-grad-reduce --overlap-param-gather --optimizer adam --bf16 --normalization RMSNorm --disable-bias-linear --position-embedding-type rope | ovl-opt | FileCheck %s
// RUN: ovl-gen gpt --optimizer sgd --num-layers 1 --hidden-size 32 --num-attention-heads 4 --seq-length 6 --micro-batch-size 1 --num-microbatches 1 --data-parallel-size 3 --vocab-size 64 --make-vocab-size-divisible-by 32 --use-distributed-optimizer | ovl-opt | FileCheck %s --check-prefix=UNEVEN
// RUN: ovl-gen gpt --optimizer sgd --num-layers 1 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --use-distributed-optimizer -o %t.dp1.mlir
// RUN: ovl-gen gpt --optimizer sgd --num-layers 1 --hidden-size 32 --num-attention-heads 4 --seq-length 8 -o %t.plain.mlir
// RUN: diff <(tail -n +2 %t.dp1.mlir) <(tail -n +2 %t.plain.mlir)

// Tests --use-distributed-optimizer (Megatron's distributed optimizer,
// ZeRO-1). The f32 main weights and both Adam moments are function
// arguments split over dp along their first local dimension, after the tp
// split ("shard 0 over dp" inside "shard D over tp"). The step's first
// forward converts each main-weight shard to bf16 and all-gathers it over
// dp; after the backward each f32 gradient is reduce-scattered over dp and
// the update runs on the shard. The global norm sums the squares of the
// dp-split gradients over dp too (and over tp for the tp-split ones).

// CHECK-LABEL: func.func @stage0
// CHECK-SAME: %arg0: tensor<16x32xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [64, 32], shard 0 over tp, shard 0 over dp, init normal(2.000000e-02)>}
// CHECK-SAME: %arg1: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight", global [32], shard 0 over dp, init ones>}
// CHECK-SAME: %arg2: tensor<16x48xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight", global [32, 96], shard 1 over tp, shard 0 over dp,
// CHECK-SAME: %arg8: tensor<16x32xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg", global [64, 32], shard 0 over tp, shard 0 over dp, init zeros>}
// CHECK: ovl.job forward
// CHECK-NEXT: %[[COPY:.+]] = ovl.convert %arg0 : tensor<16x32xf32> -> tensor<16x32xbf16>
// CHECK-NEXT: %[[WORDS:.+]] = ovl.all_gather %[[COPY]] over [dp] dim 0 : tensor<16x32xbf16> -> tensor<32x32xbf16>
// CHECK-NEXT: ovl.convert %arg1 : tensor<16xf32> -> tensor<16xbf16>
// CHECK-NEXT: ovl.all_gather %{{.+}} over [dp] dim 0 : tensor<16xbf16> -> tensor<32xbf16>
// CHECK: ovl.embedding %{{.+}}, %[[WORDS]]
// CHECK-COUNT-8: ovl.reduce_scatter sum %{{.+}} over [dp] dim 0 : tensor<{{.+}}xf32> -> tensor<{{.+}}xf32>
// CHECK-NOT: over [dp] :
// CHECK: %[[SPLIT:.+]] = ovl.sum_squares {{.+}} : tensor<32x32xf32>, tensor<16x64xf32>, tensor<8x32xf32>, tensor<16x48xf32>, tensor<16x32xf32> -> tensor<f32>
// CHECK-NEXT: %[[OVER_DP_TP:.+]] = ovl.all_reduce sum %[[SPLIT]] over [dp, tp] : tensor<f32>
// CHECK-NEXT: %[[NORMS:.+]] = ovl.sum_squares {{.+}} : tensor<16xf32>, tensor<16xf32>, tensor<16xf32> -> tensor<f32>
// CHECK-NEXT: %[[OVER_DP:.+]] = ovl.all_reduce sum %[[NORMS]] over [dp] : tensor<f32>
// CHECK-NEXT: %[[NORM:.+]] = ovl.add %[[OVER_DP_TP]], %[[OVER_DP]]
// CHECK: ovl.adamw_update %arg0, %{{.+}}, %arg8, %arg16 {{.+}} : tensor<16x32xf32>

// A parameter whose first local dimension does not divide by dp stays
// whole: all-reduced and updated on every dp rank (here the norms, the
// word embedding [64, 32], QKV's [32, 96]); the position table [6, 32] and
// QKV's bias [96] split.

// UNEVEN-LABEL: func.func @stage0
// UNEVEN-SAME: %arg0: tensor<64x32xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [64, 32], init
// UNEVEN-SAME: %arg1: tensor<2x32xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight", global [6, 32], shard 0 over dp, init
// UNEVEN: ovl.all_gather %arg1 over [dp] dim 0 : tensor<2x32xf32> -> tensor<6x32xf32>
// UNEVEN-NOT: ovl.all_gather %arg0
// UNEVEN: ovl.all_reduce sum %{{.+}} over [dp] : tensor<32xf32> -> tensor<32xf32>
// UNEVEN: ovl.reduce_scatter sum %{{.+}} over [dp] dim 0 : tensor<6x32xf32> -> tensor<2x32xf32>
