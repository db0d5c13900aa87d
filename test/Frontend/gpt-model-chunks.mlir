// Tests ovl-gen gpt's model chunks (--num-layers-per-virtual-pipeline-stage
// 1, 4 layers, pp 2: 2 chunks per stage), placed as Megatron-LM places them:
// chunk c of stage s holds layer c * pp + s; the embedding is in chunk 0 of
// stage 0 and the loss in the last chunk of the last stage; chunk 0 of the
// last stage sends its output to chunk 1 of the first, whose backward sends
// the gradient back. Jobs come in GPipe order, each micro-batch through
// every chunk in turn (the backward from the last chunk), so that the
// unscheduled ring of transfers meets as rendezvous.

// RUN: ovl-gen gpt --untie-embeddings-and-output-weights %gpt --optimizer sgd --num-layers 4 --pipeline-model-parallel-size 2 --num-layers-per-virtual-pipeline-stage 1 --num-microbatches 2 | grep -o -E 'ovl.pipeline .*|func.func @stage[0-9]|ovl.param<"[a-z_.0-9]*(qkv.weight|word_embeddings.weight|output_layer.weight)"|ovl.job [a-z]+ microbatch [0-9]( chunk [0-9])?|ovl.(send|recv) [^:{]*' | FileCheck %s

// CHECK: ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2 model_chunks 2
// CHECK-LABEL: func.func @stage0
// CHECK-NEXT: ovl.param<"embedding.word_embeddings.weight"
// CHECK-NEXT: ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight"
// CHECK-NEXT: ovl.param<"decoder.layers.2.self_attention.linear_qkv.weight"
// CHECK-NOT: output_layer
// CHECK: ovl.job forward microbatch 0{{$}}
// CHECK-NEXT: ovl.send %{{[0-9]+}} to pp = 1
// CHECK-NEXT: ovl.job forward microbatch 0 chunk 1
// CHECK-NEXT: ovl.recv from pp = 1
// CHECK-NEXT: ovl.send %{{[0-9]+}} to pp = 1
// CHECK-NEXT: ovl.job forward microbatch 1{{$}}
// CHECK: ovl.job backward microbatch 0 chunk 1
// CHECK-NEXT: ovl.recv from pp = 1
// CHECK-NEXT: ovl.send %{{[0-9]+}} to pp = 1
// CHECK-NEXT: ovl.job backward microbatch 0{{$}}
// CHECK-NEXT: ovl.recv from pp = 1
// CHECK-NEXT: ovl.job backward microbatch 1 chunk 1
// CHECK-LABEL: func.func @stage1
// CHECK-NEXT: ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight"
// CHECK-NEXT: ovl.param<"decoder.layers.3.self_attention.linear_qkv.weight"
// CHECK-NEXT: ovl.param<"output_layer.weight"
// CHECK: ovl.job forward microbatch 0{{$}}
// CHECK-NEXT: ovl.recv from pp = 0
// CHECK-NEXT: ovl.send %{{[0-9]+}} to pp = 0
// CHECK-NEXT: ovl.job forward microbatch 0 chunk 1
// CHECK-NEXT: ovl.recv from pp = 0
// CHECK-NEXT: ovl.job forward microbatch 1{{$}}
// CHECK: ovl.job backward microbatch 0 chunk 1
// CHECK-NEXT: ovl.send %{{[0-9]+}} to pp = 0

// The written order is deadlock-free as it stands (P2P as rendezvous).
// RUN: ovl-gen gpt --untie-embeddings-and-output-weights %gpt --optimizer sgd --num-layers 4 --pipeline-model-parallel-size 2 --num-layers-per-virtual-pipeline-stage 1 --num-microbatches 2 | ovl-opt --ovl-verify-communication -o /dev/null
// RUN: ovl-gen pipeline --stages 4 --num-microbatches 8 --virtual-stages 2 | ovl-opt --ovl-verify-communication -o /dev/null
