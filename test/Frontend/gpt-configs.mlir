// Tests that ovl-gen gpt writes IR that parses, verifies and round-trips
// (custom and generic form) for every combination of tp 1/2/4, pp 1/2/4
// and dp 1/2.

// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 1 --pipeline-model-parallel-size 1 --data-parallel-size 1 --vocab-size 64 -o %t.tp1pp1dp1.mlir
// RUN: ovl-opt --verify-roundtrip %t.tp1pp1dp1.mlir | FileCheck %s --check-prefix=MESH111
// MESH111: ovl.mesh @mesh axes [pp = 1 : pipeline, dp = 1 : data, tp = 1 : tensor]
// MESH111-NEXT: ovl.pipeline @pipeline over pp stages [@stage0] microbatches 2
// RUN: ovl-opt --mlir-print-op-generic %t.tp1pp1dp1.mlir | ovl-opt > /dev/null

// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 1 --pipeline-model-parallel-size 1 --data-parallel-size 2 --vocab-size 64 -o %t.tp1pp1dp2.mlir
// RUN: ovl-opt --verify-roundtrip %t.tp1pp1dp2.mlir | FileCheck %s --check-prefix=MESH112
// MESH112: ovl.mesh @mesh axes [pp = 1 : pipeline, dp = 2 : data, tp = 1 : tensor]
// MESH112-NEXT: ovl.pipeline @pipeline over pp stages [@stage0] microbatches 2
// RUN: ovl-opt --mlir-print-op-generic %t.tp1pp1dp2.mlir | ovl-opt > /dev/null

// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 1 --pipeline-model-parallel-size 2 --data-parallel-size 1 --vocab-size 64 -o %t.tp1pp2dp1.mlir
// RUN: ovl-opt --verify-roundtrip %t.tp1pp2dp1.mlir | FileCheck %s --check-prefix=MESH121
// MESH121: ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 1 : data, tp = 1 : tensor]
// MESH121-NEXT: ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2
// RUN: ovl-opt --mlir-print-op-generic %t.tp1pp2dp1.mlir | ovl-opt > /dev/null

// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 1 --pipeline-model-parallel-size 2 --data-parallel-size 2 --vocab-size 64 -o %t.tp1pp2dp2.mlir
// RUN: ovl-opt --verify-roundtrip %t.tp1pp2dp2.mlir | FileCheck %s --check-prefix=MESH122
// MESH122: ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 1 : tensor]
// MESH122-NEXT: ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2
// RUN: ovl-opt --mlir-print-op-generic %t.tp1pp2dp2.mlir | ovl-opt > /dev/null

// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 1 --pipeline-model-parallel-size 4 --data-parallel-size 1 --vocab-size 64 -o %t.tp1pp4dp1.mlir
// RUN: ovl-opt --verify-roundtrip %t.tp1pp4dp1.mlir | FileCheck %s --check-prefix=MESH141
// MESH141: ovl.mesh @mesh axes [pp = 4 : pipeline, dp = 1 : data, tp = 1 : tensor]
// MESH141-NEXT: ovl.pipeline @pipeline over pp stages [@stage0, @stage1, @stage2, @stage3] microbatches 2
// RUN: ovl-opt --mlir-print-op-generic %t.tp1pp4dp1.mlir | ovl-opt > /dev/null

// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 1 --pipeline-model-parallel-size 4 --data-parallel-size 2 --vocab-size 64 -o %t.tp1pp4dp2.mlir
// RUN: ovl-opt --verify-roundtrip %t.tp1pp4dp2.mlir | FileCheck %s --check-prefix=MESH142
// MESH142: ovl.mesh @mesh axes [pp = 4 : pipeline, dp = 2 : data, tp = 1 : tensor]
// MESH142-NEXT: ovl.pipeline @pipeline over pp stages [@stage0, @stage1, @stage2, @stage3] microbatches 2
// RUN: ovl-opt --mlir-print-op-generic %t.tp1pp4dp2.mlir | ovl-opt > /dev/null

// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 2 --pipeline-model-parallel-size 1 --data-parallel-size 1 --vocab-size 64 -o %t.tp2pp1dp1.mlir
// RUN: ovl-opt --verify-roundtrip %t.tp2pp1dp1.mlir | FileCheck %s --check-prefix=MESH211
// MESH211: ovl.mesh @mesh axes [pp = 1 : pipeline, dp = 1 : data, tp = 2 : tensor]
// MESH211-NEXT: ovl.pipeline @pipeline over pp stages [@stage0] microbatches 2
// RUN: ovl-opt --mlir-print-op-generic %t.tp2pp1dp1.mlir | ovl-opt > /dev/null

// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 2 --pipeline-model-parallel-size 1 --data-parallel-size 2 --vocab-size 64 -o %t.tp2pp1dp2.mlir
// RUN: ovl-opt --verify-roundtrip %t.tp2pp1dp2.mlir | FileCheck %s --check-prefix=MESH212
// MESH212: ovl.mesh @mesh axes [pp = 1 : pipeline, dp = 2 : data, tp = 2 : tensor]
// MESH212-NEXT: ovl.pipeline @pipeline over pp stages [@stage0] microbatches 2
// RUN: ovl-opt --mlir-print-op-generic %t.tp2pp1dp2.mlir | ovl-opt > /dev/null

// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 2 --pipeline-model-parallel-size 2 --data-parallel-size 1 --vocab-size 64 -o %t.tp2pp2dp1.mlir
// RUN: ovl-opt --verify-roundtrip %t.tp2pp2dp1.mlir | FileCheck %s --check-prefix=MESH221
// MESH221: ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 1 : data, tp = 2 : tensor]
// MESH221-NEXT: ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2
// RUN: ovl-opt --mlir-print-op-generic %t.tp2pp2dp1.mlir | ovl-opt > /dev/null

// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 2 --pipeline-model-parallel-size 2 --data-parallel-size 2 --vocab-size 64 -o %t.tp2pp2dp2.mlir
// RUN: ovl-opt --verify-roundtrip %t.tp2pp2dp2.mlir | FileCheck %s --check-prefix=MESH222
// MESH222: ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
// MESH222-NEXT: ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2
// RUN: ovl-opt --mlir-print-op-generic %t.tp2pp2dp2.mlir | ovl-opt > /dev/null

// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 2 --pipeline-model-parallel-size 4 --data-parallel-size 1 --vocab-size 64 -o %t.tp2pp4dp1.mlir
// RUN: ovl-opt --verify-roundtrip %t.tp2pp4dp1.mlir | FileCheck %s --check-prefix=MESH241
// MESH241: ovl.mesh @mesh axes [pp = 4 : pipeline, dp = 1 : data, tp = 2 : tensor]
// MESH241-NEXT: ovl.pipeline @pipeline over pp stages [@stage0, @stage1, @stage2, @stage3] microbatches 2
// RUN: ovl-opt --mlir-print-op-generic %t.tp2pp4dp1.mlir | ovl-opt > /dev/null

// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 2 --pipeline-model-parallel-size 4 --data-parallel-size 2 --vocab-size 64 -o %t.tp2pp4dp2.mlir
// RUN: ovl-opt --verify-roundtrip %t.tp2pp4dp2.mlir | FileCheck %s --check-prefix=MESH242
// MESH242: ovl.mesh @mesh axes [pp = 4 : pipeline, dp = 2 : data, tp = 2 : tensor]
// MESH242-NEXT: ovl.pipeline @pipeline over pp stages [@stage0, @stage1, @stage2, @stage3] microbatches 2
// RUN: ovl-opt --mlir-print-op-generic %t.tp2pp4dp2.mlir | ovl-opt > /dev/null

// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 4 --pipeline-model-parallel-size 1 --data-parallel-size 1 --vocab-size 64 -o %t.tp4pp1dp1.mlir
// RUN: ovl-opt --verify-roundtrip %t.tp4pp1dp1.mlir | FileCheck %s --check-prefix=MESH411
// MESH411: ovl.mesh @mesh axes [pp = 1 : pipeline, dp = 1 : data, tp = 4 : tensor]
// MESH411-NEXT: ovl.pipeline @pipeline over pp stages [@stage0] microbatches 2
// RUN: ovl-opt --mlir-print-op-generic %t.tp4pp1dp1.mlir | ovl-opt > /dev/null

// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 4 --pipeline-model-parallel-size 1 --data-parallel-size 2 --vocab-size 64 -o %t.tp4pp1dp2.mlir
// RUN: ovl-opt --verify-roundtrip %t.tp4pp1dp2.mlir | FileCheck %s --check-prefix=MESH412
// MESH412: ovl.mesh @mesh axes [pp = 1 : pipeline, dp = 2 : data, tp = 4 : tensor]
// MESH412-NEXT: ovl.pipeline @pipeline over pp stages [@stage0] microbatches 2
// RUN: ovl-opt --mlir-print-op-generic %t.tp4pp1dp2.mlir | ovl-opt > /dev/null

// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 4 --pipeline-model-parallel-size 2 --data-parallel-size 1 --vocab-size 64 -o %t.tp4pp2dp1.mlir
// RUN: ovl-opt --verify-roundtrip %t.tp4pp2dp1.mlir | FileCheck %s --check-prefix=MESH421
// MESH421: ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 1 : data, tp = 4 : tensor]
// MESH421-NEXT: ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2
// RUN: ovl-opt --mlir-print-op-generic %t.tp4pp2dp1.mlir | ovl-opt > /dev/null

// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 4 --pipeline-model-parallel-size 2 --data-parallel-size 2 --vocab-size 64 -o %t.tp4pp2dp2.mlir
// RUN: ovl-opt --verify-roundtrip %t.tp4pp2dp2.mlir | FileCheck %s --check-prefix=MESH422
// MESH422: ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 4 : tensor]
// MESH422-NEXT: ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2
// RUN: ovl-opt --mlir-print-op-generic %t.tp4pp2dp2.mlir | ovl-opt > /dev/null

// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 4 --pipeline-model-parallel-size 4 --data-parallel-size 1 --vocab-size 64 -o %t.tp4pp4dp1.mlir
// RUN: ovl-opt --verify-roundtrip %t.tp4pp4dp1.mlir | FileCheck %s --check-prefix=MESH441
// MESH441: ovl.mesh @mesh axes [pp = 4 : pipeline, dp = 1 : data, tp = 4 : tensor]
// MESH441-NEXT: ovl.pipeline @pipeline over pp stages [@stage0, @stage1, @stage2, @stage3] microbatches 2
// RUN: ovl-opt --mlir-print-op-generic %t.tp4pp4dp1.mlir | ovl-opt > /dev/null

// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 8 --micro-batch-size 1 --num-microbatches 2 --tensor-model-parallel-size 4 --pipeline-model-parallel-size 4 --data-parallel-size 2 --vocab-size 64 -o %t.tp4pp4dp2.mlir
// RUN: ovl-opt --verify-roundtrip %t.tp4pp4dp2.mlir | FileCheck %s --check-prefix=MESH442
// MESH442: ovl.mesh @mesh axes [pp = 4 : pipeline, dp = 2 : data, tp = 4 : tensor]
// MESH442-NEXT: ovl.pipeline @pipeline over pp stages [@stage0, @stage1, @stage2, @stage3] microbatches 2
// RUN: ovl-opt --mlir-print-op-generic %t.tp4pp4dp2.mlir | ovl-opt > /dev/null
