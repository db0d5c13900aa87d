// RUN: ovl-gen gpt --optimizer sgd --num-layers 2 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 2 --pipeline-model-parallel-size 2 --data-parallel-size 2 --vocab-size 64 --make-vocab-size-divisible-by 32 --sequence-parallel --bf16 --grad-reduce-in-bf16 | ovl-opt | FileCheck %s
// RUN: ovl-gen gpt --optimizer adam --num-layers 1 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 2 --data-parallel-size 2 --vocab-size 64 --make-vocab-size-divisible-by 32 --use-distributed-optimizer --bf16 --grad-reduce-in-bf16 | ovl-opt | FileCheck %s --check-prefix=DISTOPT
// RUN: ovl-gen gpt --optimizer sgd --num-layers 2 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 2 --pipeline-model-parallel-size 2 --data-parallel-size 2 --vocab-size 64 --make-vocab-size-divisible-by 32 --sequence-parallel --bf16 | ovl-opt | FileCheck %s --check-prefix=DEFAULT

// Tests --grad-reduce-in-bf16 (Megatron-LM's bf16 gradient buffer). With
// --bf16 alone each micro-batch's bf16 weight gradient is widened and
// accumulated in f32, and every gradient reduction runs in f32. With the
// flag the backward jobs accumulate and yield bf16 gradients; the tied
// embedding's exchange between the first and last stage, the tp all-reduce
// of replicated parameters' gradients under sequence parallelism and the dp
// all-reduce (or, under the distributed optimizer, the reduce-scatter) run
// in bf16; then each reduced gradient is widened to f32, from which the
// clipping norm is taken and the update reads.

// CHECK-LABEL: func.func @stage0
// CHECK: ovl.job backward microbatch 0 -> tensor<32x32xbf16>, tensor<8x32xbf16>, tensor<32xbf16>
// The second micro-batch's gradient is added to the first's in bf16.
// CHECK: ovl.job backward microbatch 1
// CHECK: ovl.add %{{.+}}, %{{.+}} : (tensor<32x48xbf16>, tensor<32x48xbf16>) -> tensor<32x48xbf16>
// CHECK: ovl.send %[[WORDS:.+]]#0 to pp = 1 : tensor<32x32xbf16>
// CHECK-NEXT: %[[OTHER:.+]] = ovl.recv from pp = 1 : tensor<32x32xbf16>
// CHECK-NEXT: %[[TIED:.+]] = ovl.add %[[WORDS]]#0, %[[OTHER]] : (tensor<32x32xbf16>, tensor<32x32xbf16>) -> tensor<32x32xbf16>
// CHECK-NEXT: %[[NORM_TP:.+]] = ovl.all_reduce sum %{{.+}} over [tp] : tensor<32xbf16> -> tensor<32xbf16>
// CHECK-NEXT: ovl.all_reduce sum %{{.+}} over [tp] : tensor<32xbf16> -> tensor<32xbf16>
// CHECK: %[[NORM_DP:.+]] = ovl.all_reduce sum %[[NORM_TP]] over [dp] : tensor<32xbf16> -> tensor<32xbf16>
// CHECK: %[[TIED_DP:.+]] = ovl.all_reduce sum %[[TIED]] over [dp] : tensor<32x32xbf16> -> tensor<32x32xbf16>
// CHECK-NEXT: %[[NORM_MAIN:.+]] = ovl.convert %[[NORM_DP]] : tensor<32xbf16> -> tensor<32xf32>
// CHECK: %[[TIED_MAIN:.+]] = ovl.convert %[[TIED_DP]] : tensor<32x32xbf16> -> tensor<32x32xf32>
// CHECK-NEXT: ovl.sum_squares {{.+}} : tensor<64x32xf32>
// CHECK: ovl.sum_squares %[[TIED_MAIN]] : tensor<32x32xf32> -> tensor<f32>
// CHECK: %[[CLIPPED:.+]] = ovl.clip_by_global_norm %[[TIED_MAIN]], %{{.+}} max_norm 1.000000e+00 : tensor<32x32xf32>, tensor<f32>
// CHECK: ovl.sgd_update %arg0, %[[CLIPPED]], %arg14 {{.+}} : tensor<32x32xf32>
// After the last widening, nothing in bf16.
// CHECK-NOT: bf16
// CHECK-LABEL: func.func @stage1
// CHECK: %[[THEIRS:.+]] = ovl.recv from pp = 0 : tensor<32x32xbf16>
// CHECK-NEXT: ovl.send %{{.+}}#14 to pp = 0 : tensor<32x32xbf16>

// DISTOPT-LABEL: func.func @stage0
// DISTOPT: %[[SHARD:.+]] = ovl.reduce_scatter sum %{{.+}} over [dp] dim 0 : tensor<32x32xbf16> -> tensor<16x32xbf16>
// DISTOPT: %[[MAIN:.+]] = ovl.convert %[[SHARD]] : tensor<16x32xbf16> -> tensor<16x32xf32>
// DISTOPT: ovl.clip_by_global_norm %[[MAIN]], {{.+}} : tensor<16x32xf32>, tensor<f32>

// Without the flag: widened before accumulating, reduced in f32.
// DEFAULT-LABEL: func.func @stage0
// DEFAULT: ovl.job backward microbatch 0 -> tensor<32x32xf32>, tensor<8x32xf32>, tensor<32xf32>
// DEFAULT: ovl.send %{{.+}}#0 to pp = 1 : tensor<32x32xf32>
// DEFAULT: ovl.all_reduce sum %{{.+}} over [tp] : tensor<32xf32> -> tensor<32xf32>
// DEFAULT: ovl.all_reduce sum %{{.+}} over [dp] : tensor<32x32xf32> -> tensor<32x32xf32>
// DEFAULT-NOT: ovl.all_reduce {{.+}} over [dp] : tensor<{{.+}}xbf16>
// DEFAULT-LABEL: func.func @stage1
