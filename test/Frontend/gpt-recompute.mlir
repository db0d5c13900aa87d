// Tests Megatron-LM's activation recomputation in ovl-gen gpt: what the
// forward job keeps for the backward (its results) and what the backward
// recomputes. Two layers on one stage; the forward job's results are the
// tokens, the layers' saved activations, then the head's 8.

// Without recomputation every layer keeps 13 activations: 1 + 2*13 + 8.
// RUN: ovl-gen gpt %gpt --optimizer sgd --tensor-model-parallel-size 2 -o %t.none.mlir
// RUN: ovl-opt %t.none.mlir | FileCheck %s --check-prefix=NONE
// NONE: %{{.*}}:35 = ovl.job forward microbatch 0
// NONE: ovl.job backward microbatch 0
// NONE-NOT: ovl.attention {{%}}
// NONE: ovl.yield

// Selective: core attention's output and logsumexp are not kept (11 per
// layer) and the backward reruns each layer's attention before its
// gradient.
// RUN: ovl-gen gpt %gpt --optimizer sgd --tensor-model-parallel-size 2 --recompute-activations -o %t.selective.mlir
// RUN: ovl-opt %t.selective.mlir | FileCheck %s --check-prefix=SELECTIVE
// RUN: ovl-gen gpt %gpt --optimizer sgd --tensor-model-parallel-size 2 --recompute-granularity selective -o %t.selective2.mlir
// RUN: tail -n +2 %t.selective.mlir > %t.selective.body
// RUN: tail -n +2 %t.selective2.mlir | diff - %t.selective.body
// SELECTIVE: %{{.*}}:31 = ovl.job forward microbatch 0
// SELECTIVE: ovl.job backward microbatch 0
// SELECTIVE-NOT: ovl.linear
// SELECTIVE: ovl.attention {{%}}
// SELECTIVE-NOT: ovl.linear
// SELECTIVE: ovl.attention_grad
// SELECTIVE: ovl.attention {{%}}
// SELECTIVE-NOT: ovl.linear
// SELECTIVE: ovl.attention_grad
// SELECTIVE: ovl.yield

// Full, one layer per group: each layer keeps its input only (1 + 2 + 8)
// and the backward reruns that layer's forward, its tensor-parallel
// collectives included, just before the layer's gradient.
// RUN: ovl-gen gpt %gpt --optimizer sgd --tensor-model-parallel-size 2 --recompute-granularity full --recompute-method uniform -o %t.full1.mlir
// RUN: ovl-opt %t.full1.mlir | FileCheck %s --check-prefix=FULL1
// FULL1: %{{.*}}:11 = ovl.job forward microbatch 0
// FULL1: ovl.job backward microbatch 0
// FULL1: ovl.attention
// FULL1: ovl.all_reduce
// FULL1: ovl.attention_grad
// FULL1: ovl.attention {{%}}
// FULL1: ovl.attention_grad

// Full, both layers in one group: only the first layer's input is kept
// (1 + 1 + 8); the backward reruns both layers before either gradient.
// RUN: ovl-gen gpt %gpt --optimizer sgd --tensor-model-parallel-size 2 --recompute-granularity full --recompute-method uniform --recompute-num-layers 2 -o %t.full2.mlir
// RUN: ovl-opt %t.full2.mlir | FileCheck %s --check-prefix=FULL2
// FULL2: %{{.*}}:10 = ovl.job forward microbatch 0
// FULL2: ovl.job backward microbatch 0
// FULL2: ovl.attention {{%}}
// FULL2: ovl.attention {{%}}
// FULL2: ovl.attention_grad
// FULL2: ovl.attention_grad
