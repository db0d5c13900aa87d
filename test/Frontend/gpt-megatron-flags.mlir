// RUN: ovl-gen gpt --optimizer sgd --num-layers 1 --micro-batch-size 2 --data-parallel-size 2 --global-batch-size 12 | ovl-opt | FileCheck %s
// RUN: ovl-gen gpt --optimizer sgd --num-layers 1 --seq-length 16 --max-position-embeddings 16 --attention-dropout 0 --hidden-dropout 0.0 --norm-epsilon 1e-6 | ovl-opt | FileCheck %s --check-prefix=ACCEPTED

// Tests the Megatron-LM flags ovl-gen takes besides the model's own:
// --global-batch-size 12 with micro-batch 2 over dp 2 is 3 micro-batches
// per replica; dropout 0, --max-position-embeddings equal to the sequence
// and --norm-epsilon (Megatron-core's name for --layernorm-epsilon).

// CHECK: ovl.pipeline @pipeline over pp stages [@stage0] microbatches 3
// CHECK: ovl.job forward microbatch 0
// CHECK: ovl.job forward microbatch 2
// CHECK-NOT: ovl.job forward microbatch 3

// ACCEPTED: "embedding.position_embeddings.weight", global [16, 64]
// ACCEPTED: ovl.layer_norm {{.+}} {epsilon = 9.9999999999999995E-7 : f64}
