// Tests ovl-delay-wgrad on a generated GPT (4 layers over 2 stages): with
// layers=1, each backward job of stage 1 (layers 2 and 3) is split so that
// the four weight-gradient GEMMs of layer 2 (FC2, FC1, projection, QKV: the
// layer backward visits last) follow the gradient send; the send stays in
// the input half. After ovl-pipeline-schedule the send leaves on pp_comm
// before the delayed GEMMs. layers=2 delays both layers' eight GEMMs.

// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 16 --micro-batch-size 1 --num-microbatches 2 --vocab-size 64 --pipeline-model-parallel-size 2 -o %t.mlir
// RUN: ovl-opt %t.mlir --ovl-delay-wgrad=layers=1 | FileCheck %s --check-prefix=SPLIT
// SPLIT-LABEL: func.func @stage1
// SPLIT: ovl.job backward_input microbatch 0
// Layer 3's gradients stay whole (%arg22: decoder.layers.3.mlp.linear_fc2),
// layer 2's keep only their input-gradient GEMM (%arg10: its linear_fc2).
// SPLIT: ovl.matmul_grad row {{.*}}, %arg22,
// SPLIT: ovl.matmul {{.*}}, %arg10 transpose_b
// SPLIT: ovl.send {{.*}} to pp = 0
// SPLIT: ovl.job backward_weight microbatch 0
// SPLIT-NEXT: ovl.matmul {{.*}} transpose_a : (tensor<16x128xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
// SPLIT-NEXT: ovl.matmul {{.*}} transpose_a : (tensor<16x32xf32>, tensor<16x128xf32>) -> tensor<32x128xf32>
// SPLIT-NEXT: ovl.matmul {{.*}} transpose_a : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
// SPLIT-NEXT: ovl.matmul {{.*}} transpose_a : (tensor<16x32xf32>, tensor<16x96xf32>) -> tensor<32x96xf32>
// SPLIT-NEXT: ovl.yield

// RUN: ovl-opt %t.mlir --ovl-delay-wgrad=layers=1 --ovl-pipeline-schedule | FileCheck %s --check-prefix=SCHEDULED
// SCHEDULED-LABEL: func.func @stage1
// SCHEDULED: ovl.job backward_input microbatch 0
// SCHEDULED: ovl.send {{.*}} to pp = 0 {ovl.job = #ovl.job<backward_input, 0>, ovl.stream = #ovl<stream pp_comm>}
// SCHEDULED-NEXT: ovl.job backward_weight microbatch 0

// RUN: ovl-opt %t.mlir --ovl-delay-wgrad=layers=2 | FileCheck %s --check-prefix=TWO
// TWO-LABEL: func.func @stage1
// TWO: ovl.job backward_weight microbatch 0
// TWO-COUNT-8: ovl.matmul {{.*}} transpose_a :
// TWO-NEXT: ovl.yield

// RUN: %expect-exit 1 ovl-opt %t.mlir --ovl-delay-wgrad=layers=0 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: error: ovl-delay-wgrad: layers must be at least 1, not 0
// RUN: ovl-opt %t.mlir --ovl-pipeline-schedule | %expect-exit 1 ovl-opt --ovl-delay-wgrad 2>&1 | FileCheck %s --check-prefix=LATE
// LATE: error: 'ovl.pipeline' op is already in schedule '1f1b'; run ovl-delay-wgrad before ovl-pipeline-schedule
// RUN: ovl-opt %t.mlir --ovl-delay-wgrad | %expect-exit 1 ovl-opt --ovl-delay-wgrad 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: error: 'ovl.job' op is already split into input and weight gradients; ovl-delay-wgrad splits unsplit backward jobs
// RUN: echo 'module { ovl.mesh @mesh axes [tp = 2 : tensor] }' | %expect-exit 1 ovl-opt --ovl-delay-wgrad 2>&1 | FileCheck %s --check-prefix=NO-PIPELINE
// NO-PIPELINE: <stdin>:1:1: error: ovl-delay-wgrad needs an 'ovl.pipeline'

// Mixed precision (--bf16): the GEMMs read bf16 copies of the f32
// parameters, made in a forward job and passed on as its results; a copy
// stands for its parameter, and the delayed GEMMs take their widening to
// the f32 gradient along.
// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --hidden-size 32 --num-attention-heads 4 --seq-length 16 --micro-batch-size 1 --num-microbatches 2 --vocab-size 64 --pipeline-model-parallel-size 2 --bf16 -o %t.bf16.mlir
// RUN: ovl-opt %t.bf16.mlir --ovl-delay-wgrad=layers=1 | FileCheck %s --check-prefix=BF16
// BF16-LABEL: func.func @stage1
// BF16: ovl.job backward_input microbatch 0
// BF16: ovl.send {{.*}} to pp = 0
// BF16: ovl.job backward_weight microbatch 0
// BF16-NEXT: ovl.matmul {{.*}} transpose_a : (tensor<16x128xbf16>, tensor<16x32xbf16>) -> tensor<128x32xbf16>
// BF16-NEXT: ovl.convert {{.*}} : tensor<128x32xbf16> -> tensor<128x32xf32>
// BF16-NEXT: ovl.matmul {{.*}} transpose_a : (tensor<16x32xbf16>, tensor<16x128xbf16>) -> tensor<32x128xbf16>
// BF16-NEXT: ovl.convert
// BF16-NEXT: ovl.matmul {{.*}} transpose_a : (tensor<16x32xbf16>, tensor<16x32xbf16>) -> tensor<32x32xbf16>
// BF16-NEXT: ovl.convert
// BF16-NEXT: ovl.matmul {{.*}} transpose_a : (tensor<16x32xbf16>, tensor<16x96xbf16>) -> tensor<32x96xbf16>
