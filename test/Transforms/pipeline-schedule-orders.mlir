// Tests the job order of every schedule on each stage of a 3-stage pipeline
// with 4 micro-batches (ovl-gen pipeline): GPipe, 1F1B (warm-up p - s - 1
// forwards), ZB-H1 (W(j) after B(j + s)) and ZB-H2 (2(p - s) - 1 forwards
// before the first B, W(j) after B(j + 2s)); leftover W at the tail. And
// Megatron-LM's interleaved 1F1B with 2 chunks and 6 micro-batches: groups
// of p = 3 micro-batches through chunk 0 then chunk 1 (backward: chunk 1
// then 0); warm-up 2(p - s - 1) + (v - 1)p forwards (7, 5, 3).

// RUN: ovl-gen pipeline --stages 3 --num-microbatches 4 | ovl-opt --ovl-pipeline-schedule=schedule=gpipe | grep -o -E "func.func @stage[0-9]|ovl.job [a-z_]+ microbatch [0-9]+" | FileCheck %s --check-prefix=GPIPE
// RUN: ovl-gen pipeline --stages 3 --num-microbatches 4 | ovl-opt --ovl-pipeline-schedule=schedule=1f1b | grep -o -E "func.func @stage[0-9]|ovl.job [a-z_]+ microbatch [0-9]+" | FileCheck %s --check-prefix=ONEF
// RUN: ovl-gen pipeline --stages 3 --num-microbatches 4 | ovl-opt --ovl-pipeline-schedule=schedule=zb-h1 | grep -o -E "func.func @stage[0-9]|ovl.job [a-z_]+ microbatch [0-9]+" | FileCheck %s --check-prefix=ZB_H1
// RUN: ovl-gen pipeline --stages 3 --num-microbatches 6 --virtual-stages 2 | ovl-opt --ovl-pipeline-schedule=schedule=interleaved | grep -o -E "func.func @stage[0-9]|ovl.job [a-z_]+ microbatch [0-9]+( chunk [0-9]+)?" | FileCheck %s --check-prefix=ILV
// RUN: ovl-gen pipeline --stages 3 --num-microbatches 4 | ovl-opt --ovl-pipeline-schedule=schedule=zb-h2 | grep -o -E "func.func @stage[0-9]|ovl.job [a-z_]+ microbatch [0-9]+" | FileCheck %s --check-prefix=ZB_H2

// With as many micro-batches as stages, interleaved 1F1B runs every forward
// first on every stage (Megatron-LM's all-warm-up case), the last stage too.
// RUN: ovl-gen pipeline --stages 2 --num-microbatches 2 --virtual-stages 2 | ovl-opt --ovl-pipeline-schedule=schedule=interleaved | grep -o -E "func.func @stage[0-9]|ovl.job [a-z_]+ microbatch [0-9]+( chunk [0-9]+)?" | FileCheck %s --check-prefix=ILV_ALL
// ILV_ALL-LABEL: func.func @stage1
// ILV_ALL-NEXT: ovl.job forward microbatch 0{{$}}
// ILV_ALL-NEXT: ovl.job forward microbatch 1{{$}}
// ILV_ALL-NEXT: ovl.job forward microbatch 0 chunk 1
// ILV_ALL-NEXT: ovl.job forward microbatch 1 chunk 1
// ILV_ALL-NEXT: ovl.job backward microbatch 0 chunk 1
// ILV_ALL-NEXT: ovl.job backward microbatch 1 chunk 1
// ILV_ALL-NEXT: ovl.job backward microbatch 0{{$}}
// ILV_ALL-NEXT: ovl.job backward microbatch 1{{$}}

// GPipe over two model chunks: a micro-batch's forward runs chunk 0 then 1,
// its backward chunk 1 then 0.
// RUN: ovl-gen pipeline --stages 2 --num-microbatches 2 --virtual-stages 2 | ovl-opt --ovl-pipeline-schedule=schedule=gpipe | grep -o -E "func.func @stage[0-9]|ovl.job [a-z_]+ microbatch [0-9]+( chunk [0-9]+)?" | FileCheck %s --check-prefix=GPIPE_CHUNKS
// GPIPE_CHUNKS-LABEL: func.func @stage0
// GPIPE_CHUNKS-NEXT: ovl.job forward microbatch 0{{$}}
// GPIPE_CHUNKS-NEXT: ovl.job forward microbatch 0 chunk 1
// GPIPE_CHUNKS-NEXT: ovl.job forward microbatch 1{{$}}
// GPIPE_CHUNKS-NEXT: ovl.job forward microbatch 1 chunk 1
// GPIPE_CHUNKS-NEXT: ovl.job backward microbatch 0 chunk 1
// GPIPE_CHUNKS-NEXT: ovl.job backward microbatch 0{{$}}
// GPIPE_CHUNKS-NEXT: ovl.job backward microbatch 1 chunk 1
// GPIPE_CHUNKS-NEXT: ovl.job backward microbatch 1{{$}}

// GPIPE-LABEL: func.func @stage0
// GPIPE-NEXT: ovl.job forward microbatch 0
// GPIPE-NEXT: ovl.job forward microbatch 1
// GPIPE-NEXT: ovl.job forward microbatch 2
// GPIPE-NEXT: ovl.job forward microbatch 3
// GPIPE-NEXT: ovl.job backward microbatch 0
// GPIPE-NEXT: ovl.job backward microbatch 1
// GPIPE-NEXT: ovl.job backward microbatch 2
// GPIPE-NEXT: ovl.job backward microbatch 3
// GPIPE-LABEL: func.func @stage1
// GPIPE-NEXT: ovl.job forward microbatch 0
// GPIPE-NEXT: ovl.job forward microbatch 1
// GPIPE-NEXT: ovl.job forward microbatch 2
// GPIPE-NEXT: ovl.job forward microbatch 3
// GPIPE-NEXT: ovl.job backward microbatch 0
// GPIPE-NEXT: ovl.job backward microbatch 1
// GPIPE-NEXT: ovl.job backward microbatch 2
// GPIPE-NEXT: ovl.job backward microbatch 3
// GPIPE-LABEL: func.func @stage2
// GPIPE-NEXT: ovl.job forward microbatch 0
// GPIPE-NEXT: ovl.job forward microbatch 1
// GPIPE-NEXT: ovl.job forward microbatch 2
// GPIPE-NEXT: ovl.job forward microbatch 3
// GPIPE-NEXT: ovl.job backward microbatch 0
// GPIPE-NEXT: ovl.job backward microbatch 1
// GPIPE-NEXT: ovl.job backward microbatch 2
// GPIPE-NEXT: ovl.job backward microbatch 3

// ONEF-LABEL: func.func @stage0
// ONEF-NEXT: ovl.job forward microbatch 0
// ONEF-NEXT: ovl.job forward microbatch 1
// ONEF-NEXT: ovl.job forward microbatch 2
// ONEF-NEXT: ovl.job backward microbatch 0
// ONEF-NEXT: ovl.job forward microbatch 3
// ONEF-NEXT: ovl.job backward microbatch 1
// ONEF-NEXT: ovl.job backward microbatch 2
// ONEF-NEXT: ovl.job backward microbatch 3
// ONEF-LABEL: func.func @stage1
// ONEF-NEXT: ovl.job forward microbatch 0
// ONEF-NEXT: ovl.job forward microbatch 1
// ONEF-NEXT: ovl.job backward microbatch 0
// ONEF-NEXT: ovl.job forward microbatch 2
// ONEF-NEXT: ovl.job backward microbatch 1
// ONEF-NEXT: ovl.job forward microbatch 3
// ONEF-NEXT: ovl.job backward microbatch 2
// ONEF-NEXT: ovl.job backward microbatch 3
// ONEF-LABEL: func.func @stage2
// ONEF-NEXT: ovl.job forward microbatch 0
// ONEF-NEXT: ovl.job backward microbatch 0
// ONEF-NEXT: ovl.job forward microbatch 1
// ONEF-NEXT: ovl.job backward microbatch 1
// ONEF-NEXT: ovl.job forward microbatch 2
// ONEF-NEXT: ovl.job backward microbatch 2
// ONEF-NEXT: ovl.job forward microbatch 3
// ONEF-NEXT: ovl.job backward microbatch 3

// ZB_H1-LABEL: func.func @stage0
// ZB_H1-NEXT: ovl.job forward microbatch 0
// ZB_H1-NEXT: ovl.job forward microbatch 1
// ZB_H1-NEXT: ovl.job forward microbatch 2
// ZB_H1-NEXT: ovl.job backward_input microbatch 0
// ZB_H1-NEXT: ovl.job backward_weight microbatch 0
// ZB_H1-NEXT: ovl.job forward microbatch 3
// ZB_H1-NEXT: ovl.job backward_input microbatch 1
// ZB_H1-NEXT: ovl.job backward_weight microbatch 1
// ZB_H1-NEXT: ovl.job backward_input microbatch 2
// ZB_H1-NEXT: ovl.job backward_weight microbatch 2
// ZB_H1-NEXT: ovl.job backward_input microbatch 3
// ZB_H1-NEXT: ovl.job backward_weight microbatch 3
// ZB_H1-LABEL: func.func @stage1
// ZB_H1-NEXT: ovl.job forward microbatch 0
// ZB_H1-NEXT: ovl.job forward microbatch 1
// ZB_H1-NEXT: ovl.job backward_input microbatch 0
// ZB_H1-NEXT: ovl.job forward microbatch 2
// ZB_H1-NEXT: ovl.job backward_input microbatch 1
// ZB_H1-NEXT: ovl.job backward_weight microbatch 0
// ZB_H1-NEXT: ovl.job forward microbatch 3
// ZB_H1-NEXT: ovl.job backward_input microbatch 2
// ZB_H1-NEXT: ovl.job backward_weight microbatch 1
// ZB_H1-NEXT: ovl.job backward_input microbatch 3
// ZB_H1-NEXT: ovl.job backward_weight microbatch 2
// ZB_H1-NEXT: ovl.job backward_weight microbatch 3
// ZB_H1-LABEL: func.func @stage2
// ZB_H1-NEXT: ovl.job forward microbatch 0
// ZB_H1-NEXT: ovl.job backward_input microbatch 0
// ZB_H1-NEXT: ovl.job forward microbatch 1
// ZB_H1-NEXT: ovl.job backward_input microbatch 1
// ZB_H1-NEXT: ovl.job forward microbatch 2
// ZB_H1-NEXT: ovl.job backward_input microbatch 2
// ZB_H1-NEXT: ovl.job backward_weight microbatch 0
// ZB_H1-NEXT: ovl.job forward microbatch 3
// ZB_H1-NEXT: ovl.job backward_input microbatch 3
// ZB_H1-NEXT: ovl.job backward_weight microbatch 1
// ZB_H1-NEXT: ovl.job backward_weight microbatch 2
// ZB_H1-NEXT: ovl.job backward_weight microbatch 3

// ZB_H2-LABEL: func.func @stage0
// ZB_H2-NEXT: ovl.job forward microbatch 0
// ZB_H2-NEXT: ovl.job forward microbatch 1
// ZB_H2-NEXT: ovl.job forward microbatch 2
// ZB_H2-NEXT: ovl.job forward microbatch 3
// ZB_H2-NEXT: ovl.job backward_input microbatch 0
// ZB_H2-NEXT: ovl.job backward_weight microbatch 0
// ZB_H2-NEXT: ovl.job backward_input microbatch 1
// ZB_H2-NEXT: ovl.job backward_weight microbatch 1
// ZB_H2-NEXT: ovl.job backward_input microbatch 2
// ZB_H2-NEXT: ovl.job backward_weight microbatch 2
// ZB_H2-NEXT: ovl.job backward_input microbatch 3
// ZB_H2-NEXT: ovl.job backward_weight microbatch 3
// ZB_H2-LABEL: func.func @stage1
// ZB_H2-NEXT: ovl.job forward microbatch 0
// ZB_H2-NEXT: ovl.job forward microbatch 1
// ZB_H2-NEXT: ovl.job forward microbatch 2
// ZB_H2-NEXT: ovl.job backward_input microbatch 0
// ZB_H2-NEXT: ovl.job forward microbatch 3
// ZB_H2-NEXT: ovl.job backward_input microbatch 1
// ZB_H2-NEXT: ovl.job backward_input microbatch 2
// ZB_H2-NEXT: ovl.job backward_weight microbatch 0
// ZB_H2-NEXT: ovl.job backward_input microbatch 3
// ZB_H2-NEXT: ovl.job backward_weight microbatch 1
// ZB_H2-NEXT: ovl.job backward_weight microbatch 2
// ZB_H2-NEXT: ovl.job backward_weight microbatch 3
// ZB_H2-LABEL: func.func @stage2
// ZB_H2-NEXT: ovl.job forward microbatch 0
// ZB_H2-NEXT: ovl.job backward_input microbatch 0
// ZB_H2-NEXT: ovl.job forward microbatch 1
// ZB_H2-NEXT: ovl.job backward_input microbatch 1
// ZB_H2-NEXT: ovl.job forward microbatch 2
// ZB_H2-NEXT: ovl.job backward_input microbatch 2
// ZB_H2-NEXT: ovl.job forward microbatch 3
// ZB_H2-NEXT: ovl.job backward_input microbatch 3
// ZB_H2-NEXT: ovl.job backward_weight microbatch 0
// ZB_H2-NEXT: ovl.job backward_weight microbatch 1
// ZB_H2-NEXT: ovl.job backward_weight microbatch 2
// ZB_H2-NEXT: ovl.job backward_weight microbatch 3

// Interleaved, per stage: F3.1 is forward micro-batch 3 of chunk 1.
// ILV-LABEL: func.func @stage0
// ILV-NEXT: ovl.job forward microbatch 0{{$}}
// ILV-NEXT: ovl.job forward microbatch 1{{$}}
// ILV-NEXT: ovl.job forward microbatch 2{{$}}
// ILV-NEXT: ovl.job forward microbatch 0 chunk 1
// ILV-NEXT: ovl.job forward microbatch 1 chunk 1
// ILV-NEXT: ovl.job forward microbatch 2 chunk 1
// ILV-NEXT: ovl.job forward microbatch 3{{$}}
// ILV-NEXT: ovl.job forward microbatch 4{{$}}
// ILV-NEXT: ovl.job backward microbatch 0 chunk 1
// ILV-NEXT: ovl.job forward microbatch 5{{$}}
// ILV-NEXT: ovl.job backward microbatch 1 chunk 1
// ILV-NEXT: ovl.job forward microbatch 3 chunk 1
// ILV-NEXT: ovl.job backward microbatch 2 chunk 1
// ILV-NEXT: ovl.job forward microbatch 4 chunk 1
// ILV-NEXT: ovl.job backward microbatch 0{{$}}
// ILV-NEXT: ovl.job forward microbatch 5 chunk 1
// ILV-NEXT: ovl.job backward microbatch 1{{$}}
// ILV-NEXT: ovl.job backward microbatch 2{{$}}
// ILV-NEXT: ovl.job backward microbatch 3 chunk 1
// ILV-NEXT: ovl.job backward microbatch 4 chunk 1
// ILV-NEXT: ovl.job backward microbatch 5 chunk 1
// ILV-NEXT: ovl.job backward microbatch 3{{$}}
// ILV-NEXT: ovl.job backward microbatch 4{{$}}
// ILV-NEXT: ovl.job backward microbatch 5{{$}}
// ILV-LABEL: func.func @stage1
// ILV-NEXT: ovl.job forward microbatch 0{{$}}
// ILV-NEXT: ovl.job forward microbatch 1{{$}}
// ILV-NEXT: ovl.job forward microbatch 2{{$}}
// ILV-NEXT: ovl.job forward microbatch 0 chunk 1
// ILV-NEXT: ovl.job forward microbatch 1 chunk 1
// ILV-NEXT: ovl.job forward microbatch 2 chunk 1
// ILV-NEXT: ovl.job backward microbatch 0 chunk 1
// ILV-NEXT: ovl.job forward microbatch 3{{$}}
// ILV-NEXT: ovl.job backward microbatch 1 chunk 1
// ILV-NEXT: ovl.job forward microbatch 4{{$}}
// ILV-NEXT: ovl.job backward microbatch 2 chunk 1
// ILV-NEXT: ovl.job forward microbatch 5{{$}}
// ILV-NEXT: ovl.job backward microbatch 0{{$}}
// ILV-NEXT: ovl.job forward microbatch 3 chunk 1
// ILV-NEXT: ovl.job backward microbatch 1{{$}}
// ILV-NEXT: ovl.job forward microbatch 4 chunk 1
// ILV-NEXT: ovl.job backward microbatch 2{{$}}
// ILV-NEXT: ovl.job forward microbatch 5 chunk 1
// ILV-NEXT: ovl.job backward microbatch 3 chunk 1
// ILV-NEXT: ovl.job backward microbatch 4 chunk 1
// ILV-NEXT: ovl.job backward microbatch 5 chunk 1
// ILV-NEXT: ovl.job backward microbatch 3{{$}}
// ILV-NEXT: ovl.job backward microbatch 4{{$}}
// ILV-NEXT: ovl.job backward microbatch 5{{$}}
// ILV-LABEL: func.func @stage2
// ILV-NEXT: ovl.job forward microbatch 0{{$}}
// ILV-NEXT: ovl.job forward microbatch 1{{$}}
// ILV-NEXT: ovl.job forward microbatch 2{{$}}
// ILV-NEXT: ovl.job forward microbatch 0 chunk 1
// ILV-NEXT: ovl.job backward microbatch 0 chunk 1
// ILV-NEXT: ovl.job forward microbatch 1 chunk 1
// ILV-NEXT: ovl.job backward microbatch 1 chunk 1
// ILV-NEXT: ovl.job forward microbatch 2 chunk 1
// ILV-NEXT: ovl.job backward microbatch 2 chunk 1
// ILV-NEXT: ovl.job forward microbatch 3{{$}}
// ILV-NEXT: ovl.job backward microbatch 0{{$}}
// ILV-NEXT: ovl.job forward microbatch 4{{$}}
// ILV-NEXT: ovl.job backward microbatch 1{{$}}
// ILV-NEXT: ovl.job forward microbatch 5{{$}}
// ILV-NEXT: ovl.job backward microbatch 2{{$}}
// ILV-NEXT: ovl.job forward microbatch 3 chunk 1
// ILV-NEXT: ovl.job backward microbatch 3 chunk 1
// ILV-NEXT: ovl.job forward microbatch 4 chunk 1
// ILV-NEXT: ovl.job backward microbatch 4 chunk 1
// ILV-NEXT: ovl.job forward microbatch 5 chunk 1
// ILV-NEXT: ovl.job backward microbatch 5 chunk 1
// ILV-NEXT: ovl.job backward microbatch 3{{$}}
// ILV-NEXT: ovl.job backward microbatch 4{{$}}
// ILV-NEXT: ovl.job backward microbatch 5{{$}}
