// RUN: ovl-opt %s --ovl-plan-memory --ovl-lower-to-runtime --split-input-file | FileCheck %s
// The lowering pipeline's way: the ops carry no buffers, the lowering reads
// the plan that the pass manager kept. The same commands.
// RUN: ovl-opt %s --ovl-plan-memory=annotate=false --ovl-lower-to-runtime --split-input-file | FileCheck %s

// Tests the lowering of a two-stream stage: one queue per stream role in
// use, compute first; GEMMs for a linear (plus its bias add) and for both
// halves of a matmul gradient; kernels in schema order; the started
// collective on its stream and no command for its wait; events numbered in
// record order; a host load as a copy; SGD in place on persistent buffers;
// estimates on every command.

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// CHECK-LABEL: ovl.program @stage0 stage 0 transient {{[0-9]+}} persistent 1536 events 2
// CHECK-NEXT: ovl.persistent #ovl.param<"w", global [16, 16], shard 1 over tp, init normal(2.000000e-02)> at 0 : tensor<16x8xf32>
// CHECK-NEXT: ovl.persistent #ovl.param<"b", global [16], shard 0 over tp, init zeros> at 512 : tensor<8xf32>
// CHECK-NEXT: ovl.persistent #ovl.param<"w.m", global [16, 16], shard 1 over tp, init zeros> at 768 : tensor<16x8xf32>
// CHECK-NEXT: ovl.persistent #ovl.param<"b.m", global [16], shard 0 over tp, init zeros> at 1280 : tensor<8xf32>
// CHECK: ovl.queue 0 compute {
// CHECK: ovl.rt.copy host tokens -> <transient, {{[0-9]+}}, 32> microbatch 1 vocab 16 count 8 seq 4 over [dp] est {{.+}} "load_batch"
// CHECK: ovl.rt.kernel "opaque"
// CHECK-NEXT: ovl.rt.gemm <transient, {{.*}}>, <persistent, 0, 512> -> <transient, {{.*}}> m 8 n 8 k 16 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est {{.+}} "linear"
// CHECK-NEXT: ovl.rt.kernel "add" [<transient, [[Y:[0-9]+]], 256>, <persistent, 512, 32>, <transient, [[Y]], 256>] sizes [64, 8] {{.*}} "linear"
// CHECK-NEXT: ovl.rt.record 0 est 0.0 "event_record"
// Dgrad (dy w^T) then wgrad (x^T dy).
// CHECK-NEXT: ovl.rt.gemm {{.*}} m 8 n 16 k 8 batch 1 strides 0, 0, 0 transpose false, true {{.*}} "matmul_grad"
// CHECK-NEXT: ovl.rt.gemm {{.*}} m 16 n 8 k 8 batch 1 strides 0, 0, 0 transpose true, false {{.*}} "matmul_grad"
// CHECK-NEXT: ovl.rt.wait 1 est 0.0 "event_wait"
// CHECK-NEXT: ovl.rt.kernel "reduce_rows" {{.*}} sizes [8, 8] {{.*}} "bias_grad"
// CHECK-NEXT: ovl.rt.kernel "sgd" [<persistent, 0, 512>, <transient, {{.*}}>, <persistent, 768, 512>] sizes [128, 0, 0, 0, 0] params [0.1, 0.9, 0.0, 0.0] {{.*}} "sgd_update"
// CHECK-NEXT: ovl.rt.kernel "sgd" {{.*}} sizes [8, 1, 0, 0, 0] {{.*}} "sgd_update"
// CHECK-NEXT: {{^ +}}}{{$}}
// CHECK-NEXT: ovl.queue 1 tp_comm {
// CHECK-NEXT: ovl.rt.wait 0 est
// CHECK-NEXT: ovl.rt.collective all_reduce max over [tp] {{.*}} count 64 {{.*}} "all_reduce_start"
// CHECK-NEXT: ovl.rt.record 1 est
// CHECK-NEXT: {{^ +}}}{{$}}
func.func @stage0(%w: tensor<16x8xf32> {ovl.param = #ovl.param<"w", global [16, 16], shard 1 over tp, init normal(0.02)>},
                  %b: tensor<8xf32> {ovl.param = #ovl.param<"b", global [16], shard 0 over tp, init zeros>},
                  %wm: tensor<16x8xf32> {ovl.param = #ovl.param<"w.m", global [16, 16], shard 1 over tp, init zeros>},
                  %bm: tensor<8xf32> {ovl.param = #ovl.param<"b.m", global [16], shard 0 over tp, init zeros>})
    -> (tensor<16x8xf32>, tensor<8xf32>, tensor<16x8xf32>, tensor<8xf32>) attributes {ovl.stage = 0 : i64} {
  %tok = ovl.load_batch tokens microbatch 1 vocab 16 : tensor<2x4xi32>
  %x = ovl.opaque "input" () {flops = 0.0, bytes = 512.0} : () -> tensor<8x16xf32>
  %y = ovl.linear column %x, %w, %b : (tensor<8x16xf32>, tensor<16x8xf32>, tensor<8xf32>) -> tensor<8x8xf32>
  %e0 = ovl.event_record on compute : !ovl.event
  ovl.event_wait %e0 on tp_comm
  %h = ovl.all_reduce_start max %y over [tp] {ovl.stream = #ovl<stream tp_comm>} : tensor<8x8xf32> -> !ovl.inflight<tensor<8x8xf32>>
  %e1 = ovl.event_record on tp_comm : !ovl.event
  %dx, %dw = ovl.matmul_grad column %x, %w, %y : (tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x8xf32>) -> (tensor<8x16xf32>, tensor<16x8xf32>)
  ovl.event_wait %e1 on compute
  %r = ovl.wait %h : !ovl.inflight<tensor<8x8xf32>> -> tensor<8x8xf32>
  %db = ovl.bias_grad %r : (tensor<8x8xf32>) -> tensor<8xf32>
  %w1, %wm1 = ovl.sgd_update %w, %dw, %wm lr 0.1 momentum 0.9 : tensor<16x8xf32>
  %b1, %bm1 = ovl.sgd_update %b, %db, %bm lr 0.1 momentum 0.9 : tensor<8xf32>
  return %w1, %b1, %wm1, %bm1 : tensor<16x8xf32>, tensor<8xf32>, tensor<16x8xf32>, tensor<8xf32>
}

// -----

ovl.mesh @mesh axes [pp = 2 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1

// Tests that without stream assignment everything runs on one stream, that
// P2P carries declared durations, and that the pipeline now names programs.

// CHECK: ovl.pipeline @pipeline over pp stages [@stage0, @stage1]
// CHECK-LABEL: ovl.program @stage0 stage 0
// CHECK-NEXT: ovl.queue 0 compute {
// CHECK-NEXT: ovl.rt.kernel "opaque" {{.*}} fixed 500.0 "opaque"
// CHECK-NEXT: ovl.rt.p2p send true along pp peer 1 <transient, 0, 64> : f32 est 250.0 fixed 250.0 "send"
// CHECK-NEXT: {{^ +}}}{{$}}
// CHECK-NOT: ovl.queue
// CHECK-LABEL: ovl.program @stage1 stage 1
// CHECK: ovl.rt.p2p send false along pp peer 0 
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  %f = ovl.opaque "F" () {duration_us = 500.0} : () -> tensor<16xf32>
  ovl.send %f to pp = 1 {ovl.duration_us = 250.0} : tensor<16xf32>
  return
}
func.func @stage1() attributes {ovl.stage = 1 : i64} {
  %x = ovl.recv from pp = 0 {ovl.duration_us = 250.0} : tensor<16xf32>
  return
}

// -----

// Tests views and copies: a contiguous slice, a reshape and a concatenation
// built in place need no command; a strided slice is a copy_rows kernel
// (rows 8, cols 4, source stride 16, destination stride 4); a
// concatenation with an argument is copied part by part.

// CHECK-LABEL: ovl.program @stage0 stage 0
// CHECK: ovl.rt.kernel "gelu"
// CHECK-NEXT: ovl.rt.kernel "copy_rows" [<transient, 16, 464>, <transient, 512, 128>] sizes [8, 4, 16, 4] {{.*}} "extract_slice"
// CHECK-NEXT: ovl.rt.kernel "gelu" [<transient, 128, 128>,
// CHECK-NEXT: ovl.rt.kernel "gelu" [<transient, 512, 128>,
// CHECK-NEXT: ovl.rt.copy from <persistent, 0, 512> -> <transient, 0, 512> {{.*}} "concat"
// CHECK-NEXT: ovl.rt.copy from <transient, 768, 256> -> <transient, 512, 256> {{.*}} "concat"
// CHECK-NEXT: ovl.rt.kernel "gelu" [<transient, 0, 768>,
// CHECK-NEXT: {{^ +}}}{{$}}
func.func @stage0(%a: tensor<8x16xf32> {ovl.param = #ovl.param<"a", global [8, 16], init zeros>}) -> tensor<8x16xf32> attributes {ovl.stage = 0 : i64} {
  %g = ovl.gelu %a : tensor<8x16xf32>
  %rows = tensor.extract_slice %g[2, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
  %cols = tensor.extract_slice %g[0, 4] [8, 4] [1, 1] : tensor<8x16xf32> to tensor<8x4xf32>
  %r = ovl.gelu %rows : tensor<2x16xf32>
  %c = ovl.gelu %cols : tensor<8x4xf32>
  %f1 = tensor.collapse_shape %r [[0, 1]] : tensor<2x16xf32> into tensor<32xf32>
  %f2 = tensor.collapse_shape %c [[0, 1]] : tensor<8x4xf32> into tensor<32xf32>
  %in = tensor.concat dim(0) %f1, %f2 : (tensor<32xf32>, tensor<32xf32>) -> tensor<64xf32>
  %ff = tensor.collapse_shape %a [[0, 1]] : tensor<8x16xf32> into tensor<128xf32>
  %copied = tensor.concat dim(0) %ff, %in : (tensor<128xf32>, tensor<64xf32>) -> tensor<192xf32>
  %s = ovl.gelu %copied : tensor<192xf32>
  return %a : tensor<8x16xf32>
}

// -----

// Tests a concatenation of a matrix's column blocks (how
// ovl-decompose-collective-matmul reassembles a whole-sequence value): a
// copy_rows per block into its columns, the first at the result's start,
// the second 4 elements (16 bytes) in, both with destination stride 12.

// CHECK-LABEL: ovl.program @columns
// CHECK: ovl.rt.kernel "gelu"
// CHECK-NEXT: ovl.rt.kernel "gelu"
// CHECK-NEXT: ovl.rt.kernel "copy_rows" [<transient, 0, 128>, <transient, 512, 352>] sizes [8, 4, 4, 12] {{.*}} "concat"
// CHECK-NEXT: ovl.rt.kernel "copy_rows" [<transient, 256, 256>, <transient, 528, 368>] sizes [8, 8, 8, 12] {{.*}} "concat"
// CHECK-NEXT: ovl.rt.kernel "gelu"
func.func @columns(%a: tensor<8x4xf32> {ovl.param = #ovl.param<"a", global [8, 4], init zeros>}, %b: tensor<8x8xf32> {ovl.param = #ovl.param<"b", global [8, 8], init zeros>}) attributes {ovl.stage = 0 : i64} {
  %x = ovl.gelu %a : tensor<8x4xf32>
  %y = ovl.gelu %b : tensor<8x8xf32>
  %columns = tensor.concat dim(1) %x, %y : (tensor<8x4xf32>, tensor<8x8xf32>) -> tensor<8x12xf32>
  %z = ovl.gelu %columns : tensor<8x12xf32>
  return
}

// -----

// Tests that a host load names the data-parallel axes by role: the replica
// is the rank's index over every axis with role data, whatever it is called.

ovl.mesh @mesh axes [nodes = 2 : data, gpus = 2 : data, tp = 2 : tensor]

// CHECK-LABEL: ovl.program @replicas
// CHECK: ovl.rt.copy host tokens {{.*}} over [nodes, gpus]
func.func @replicas() attributes {ovl.stage = 0 : i64} {
  %t = ovl.load_batch tokens microbatch 0 vocab 16 : tensor<2x4xi32>
  return
}

// -----

// Tests the Llama-style blocks' kernels: rms_norm and its gradient over rows
// x cols with their epsilon, swiglu and its gradient over rows of [gate |
// up] with cols the activation's width, each with its cost; rope and its
// gradient over a qkv tensor with its shape, rotated width and base.

// CHECK-LABEL: ovl.program @llama
// CHECK: ovl.rt.kernel "rms_norm" [<persistent, 0, 512>, <persistent, 512, 64>, <transient, [[Y:[0-9]+]], 512>, <transient, [[R:[0-9]+]], 32>] sizes [8, 16] params [0.25] flops 512.0 bytes 1536.0 {{.*}} "rms_norm"
// CHECK-NEXT: ovl.rt.kernel "rms_norm_grad" [<persistent, 0, 512>, <persistent, 512, 64>, <transient, [[R]], 32>, <transient, [[Y]], 512>, <transient, {{[0-9]+}}, 512>, <transient, {{[0-9]+}}, 64>] sizes [8, 16] {{.*}} "rms_norm_grad"
// CHECK-NEXT: ovl.rt.kernel "swiglu" [<persistent, 0, 512>, <transient, [[A:[0-9]+]], 256>] sizes [8, 8] {{.*}} "swiglu"
// CHECK-NEXT: ovl.rt.kernel "swiglu_grad" [<persistent, 0, 512>, <transient, [[A]], 256>, <transient, {{[0-9]+}}, 512>] sizes [8, 8] {{.*}} "swiglu_grad"
// CHECK: ovl.rt.kernel "rope" {{.*}} sizes [2, 4, 2, 8, 6, 0] params [10000.0] {{.*}} "rope"
// CHECK-NEXT: ovl.rt.kernel "rope_grad" {{.*}} sizes [2, 4, 2, 8, 6, 0] params [10000.0] {{.*}} "rope_grad"
func.func @llama(%x: tensor<8x16xf32> {ovl.param = #ovl.param<"x", global [8, 16], init zeros>},
                 %g: tensor<16xf32> {ovl.param = #ovl.param<"g", global [16], init ones>}) attributes {ovl.stage = 0 : i64} {
  %y, %rstd = ovl.rms_norm %x, %g {epsilon = 0.25 : f64} : (tensor<8x16xf32>, tensor<16xf32>) -> (tensor<8x16xf32>, tensor<8xf32>)
  %dx, %dg = ovl.rms_norm_grad %x, %g, %rstd, %y : (tensor<8x16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<16xf32>)
  %a = ovl.swiglu %x : (tensor<8x16xf32>) -> tensor<8x8xf32>
  %da = ovl.swiglu_grad %x, %a : (tensor<8x16xf32>, tensor<8x8xf32>) -> tensor<8x16xf32>
  %wide = ovl.opaque "qkv" () {duration_us = 1.0} : () -> tensor<2x4x48xf32>
  %r = ovl.rope %wide heads 2 rotary_dim 6 base 1.0e4 : tensor<2x4x48xf32>
  %rg = ovl.rope_grad %r heads 2 rotary_dim 6 base 1.0e4 : tensor<2x4x48xf32>
  ovl.opaque "sink" (%dx, %dg, %da, %rg) {duration_us = 1.0} : (tensor<8x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<2x4x48xf32>) -> ()
  return
}

// -----

// Tests that AdamW lowers to an adamw kernel updating the parameter and its
// two moments in place (their persistent slices), with its constants and
// its learning-rate schedule (style 2: cosine; warmup, decay end, min_lr).

// CHECK-LABEL: ovl.program @adam
// CHECK: ovl.rt.kernel "adamw" [<persistent, 0, 64>, <persistent, 256, 64>, <persistent, 512, 64>, <persistent, 768, 64>] sizes [16, 0, 2, 5, 50] params [0.001, 0.9, 0.95, 1.0e-08, 0.1, 1.0e-04] flops 192.0 bytes 448.0 {{.*}} "adamw_update"
func.func @adam(%p: tensor<16xf32> {ovl.param = #ovl.param<"p", global [16], init zeros>},
                %g: tensor<16xf32> {ovl.param = #ovl.param<"g", global [16], init zeros>},
                %m: tensor<16xf32> {ovl.param = #ovl.param<"p.exp_avg", global [16], init zeros>},
                %v: tensor<16xf32> {ovl.param = #ovl.param<"p.exp_avg_sq", global [16], init zeros>})
    attributes {ovl.stage = 0 : i64} {
  %np, %nm, %nv = ovl.adamw_update %p, %g, %m, %v lr 1.0e-3 betas 0.9, 0.95 eps 1.0e-8 {weight_decay = 0.1 : f64, lr_decay_style = "cosine", lr_warmup_iters = 5 : i64, lr_decay_iters = 50 : i64, min_lr = 1.0e-4 : f64} : tensor<16xf32>
  return
}

// -----

// Tests that gradient clipping lowers to one sum_squares command per operand
// (the first sets the scalar, the rest accumulate into it, in operand order)
// and a clip_by_norm per gradient reading that scalar.

// CHECK-LABEL: ovl.program @clip
// CHECK: ovl.rt.kernel "sum_squares" [<persistent, 0, 64>, <transient, [[NORM:[0-9]+]], 4>] sizes [16, 0] params [] flops 32.0 bytes 64.0 {{.*}} "sum_squares"
// CHECK-NEXT: ovl.rt.kernel "sum_squares" [<persistent, 256, 32>, <transient, [[NORM]], 4>] sizes [8, 1] params [] flops 16.0 bytes 32.0 {{.*}} "sum_squares"
// CHECK-NEXT: ovl.rt.kernel "clip_by_norm" [<persistent, 0, 64>, <transient, [[NORM]], 4>, <transient, {{[0-9]+}}, 64>] sizes [16] params [0.5] {{.*}} "clip_by_global_norm"
func.func @clip(%p: tensor<16xf32> {ovl.param = #ovl.param<"p", global [16], init zeros>},
                %q: tensor<8xf32> {ovl.param = #ovl.param<"q", global [8], init zeros>})
    attributes {ovl.stage = 0 : i64} {
  %n = ovl.sum_squares %p, %q : tensor<16xf32>, tensor<8xf32> -> tensor<f32>
  %c = ovl.clip_by_global_norm %p, %n max_norm 0.5 : tensor<16xf32>, tensor<f32>
  return
}

// -----

// Tests that an element type conversion lowers to a convert kernel whose
// command dtype is its input's, with both types as DType numbers (f32 0,
// bf16 1).

// CHECK-LABEL: ovl.program @convert
// CHECK: ovl.rt.kernel "convert" [<persistent, 0, 64>, <transient, {{[0-9]+}}, 32>] sizes [16, 0, 1] params [] flops 16.0 bytes 96.0 tensor_core false : f32 {{.*}} "convert"
func.func @convert(%p: tensor<16xf32> {ovl.param = #ovl.param<"p", global [16], init zeros>})
    attributes {ovl.stage = 0 : i64} {
  %c = ovl.convert %p : tensor<16xf32> -> tensor<16xbf16>
  return
}

// -----

// Tests that a rank's shard lowers to a local_shard group kernel: the
// result's element count and the group it is taken over.

ovl.mesh @mesh axes [tp = 2 : tensor]

// CHECK-LABEL: ovl.program @local_shard
// CHECK: ovl.rt.kernel "local_shard" [<persistent, 0, 64>, <transient, {{[0-9]+}}, 32>] sizes [8] params [] over [tp] {{.*}} "local_shard"
func.func @local_shard(%p: tensor<16xf32> {ovl.param = #ovl.param<"p", global [16], init zeros>})
    attributes {ovl.stage = 0 : i64} {
  %s = ovl.local_shard %p over [tp] : tensor<16xf32> -> tensor<8xf32>
  return
}

// -----

// Tests that dropout lowers to a dropout kernel: its element count, seed
// and offset, its ratio, and its group when it has one (none: every rank of
// the tensor-parallel group draws one mask).

ovl.mesh @mesh axes [tp = 2 : tensor]

// CHECK-LABEL: ovl.program @dropout
// CHECK: ovl.rt.kernel "dropout" [<persistent, 0, 64>, <transient, {{[0-9]+}}, 64>] sizes [16, 7, 0] params [0.1] flops 32.0 bytes 128.0 tensor_core false : f32 est {{.+}} "dropout"
// CHECK-NEXT: ovl.rt.kernel "dropout" [<transient, {{[0-9]+}}, 64>, <transient, {{[0-9]+}}, 64>] sizes [16, 8, 32] params [0.5] over [tp] {{.*}} "dropout"
func.func @dropout(%p: tensor<16xf32> {ovl.param = #ovl.param<"p", global [16], init zeros>})
    attributes {ovl.stage = 0 : i64} {
  %d = ovl.dropout %p ratio 0.1 seed 7 : tensor<16xf32>
  %e = ovl.dropout %d ratio 0.5 seed 8 offset 32 over [tp] : tensor<16xf32>
  return
}

// -----

// Tests that attention's dropout lowers into its kernel and its gradient's:
// the seed after the sizes, the ratio as the parameter, and the group; with
// none, seed 0 and ratio 0. `unfused` prices the dropout pass too: 2 x 16
// probabilities read and written in f32 with a one-byte mask (288 bytes)
// on top of the softmax's 256.

ovl.mesh @mesh axes [tp = 2 : tensor]

// CHECK-LABEL: ovl.program @attention_dropout
// CHECK: ovl.rt.kernel "attention" [{{.+}}] sizes [1, 4, 2, 8, 1, 0, 0, 0] params [0.0] flops
// CHECK: ovl.rt.kernel "attention" [{{.+}}] sizes [1, 4, 2, 8, 1, 0, 0, 5] params [0.1] over [tp] flops
// CHECK: ovl.rt.kernel "attention_grad" [{{.+}}] sizes [1, 4, 2, 8, 1, 0, 0, 5] params [0.1] over [tp] flops
// CHECK: ovl.rt.kernel "attention" [{{.+}}] sizes [1, 4, 2, 8, 1, 0, 1, 0] params [0.0] flops 1024.0 bytes 256.0
// CHECK: ovl.rt.kernel "attention" [{{.+}}] sizes [1, 4, 2, 8, 1, 0, 1, 6] params [0.1] flops 1024.0 bytes 544.0
func.func @attention_dropout(%qkv: tensor<1x4x48xf32> {ovl.param = #ovl.param<"qkv", global [1, 4, 48], init zeros>})
    attributes {ovl.stage = 0 : i64} {
  %o, %l = ovl.attention %qkv heads 2 causal : (tensor<1x4x48xf32>) -> (tensor<1x4x16xf32>, tensor<1x2x4xf32>)
  %o2, %l2 = ovl.attention %qkv heads 2 causal dropout 0.1 seed 5 over [tp] : (tensor<1x4x48xf32>) -> (tensor<1x4x16xf32>, tensor<1x2x4xf32>)
  %g = ovl.attention_grad %qkv, %o2, %l2, %o2 heads 2 causal dropout 0.1 seed 5 over [tp] : (tensor<1x4x48xf32>, tensor<1x4x16xf32>, tensor<1x2x4xf32>, tensor<1x4x16xf32>) -> tensor<1x4x48xf32>
  %o3, %l3 = ovl.attention %qkv heads 2 causal unfused : (tensor<1x4x48xf32>) -> (tensor<1x4x16xf32>, tensor<1x2x4xf32>)
  %o4, %l4 = ovl.attention %qkv heads 2 causal unfused dropout 0.1 seed 6 : (tensor<1x4x48xf32>) -> (tensor<1x4x16xf32>, tensor<1x2x4xf32>)
  return
}

// -----

// Tests that a wait on an event_join waits on each event it joins: the
// join has no command of its own, and events are numbered by their
// records alone.
ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// CHECK-LABEL: ovl.program @join stage 0 transient {{[0-9]+}} persistent 256 events 3
// CHECK: ovl.queue 0 compute {
// CHECK: ovl.rt.record 0 est
// CHECK-NEXT: ovl.rt.wait 1 est 0.0 "event_wait"
// CHECK-NEXT: ovl.rt.wait 2 est 0.0 "event_wait"
// CHECK-NEXT: ovl.rt.kernel "add"
// CHECK: ovl.queue 1 tp_comm {
// CHECK-NEXT: ovl.rt.wait 0 est
// CHECK-NEXT: ovl.rt.collective all_reduce sum over [tp]
// CHECK-NEXT: ovl.rt.record 1 est
// CHECK: ovl.queue 2 dp_comm {
// CHECK-NEXT: ovl.rt.wait 0 est
// CHECK-NEXT: ovl.rt.collective all_reduce sum over [dp]
// CHECK-NEXT: ovl.rt.record 2 est
func.func @join(%w: tensor<8xf32> {ovl.param = #ovl.param<"w", global [8], init zeros>}) attributes {ovl.stage = 0 : i64} {
  %x = ovl.opaque "input" () {flops = 0.0, bytes = 32.0} : () -> tensor<8xf32>
  %e0 = ovl.event_record on compute : !ovl.event
  ovl.event_wait %e0 on tp_comm
  ovl.event_wait %e0 on dp_comm
  %ht = ovl.all_reduce_start sum %x over [tp] {ovl.stream = #ovl<stream tp_comm>} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %et = ovl.event_record on tp_comm : !ovl.event
  %hd = ovl.all_reduce_start sum %x over [dp] {ovl.stream = #ovl<stream dp_comm>} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %ed = ovl.event_record on dp_comm : !ovl.event
  %j = ovl.event_join %et, %ed : !ovl.event
  ovl.event_wait %j on compute
  %t = ovl.wait %ht : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %d = ovl.wait %hd : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %s = ovl.add %t, %d : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %u = ovl.add %w, %s : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return
}

// -----

// Tests that an elementwise product lowers to the "mul" kernel with its
// operands in order (lhs, rhs, out) and the element count; no test had
// lowered one.
// CHECK-LABEL: ovl.program @mul
// CHECK: ovl.rt.kernel "mul" [<transient, [[X:[0-9]+]], 32>, <persistent, 0, 32>, <transient, [[Y:[0-9]+]], 32>] sizes [8, 8] params [] flops 8.0
// CHECK-NEXT: ovl.rt.kernel "mul" [<transient, [[Y]], 32>, <transient, [[Y]], 32>, <transient, {{[0-9]+}}, 32>] sizes [8, 8]
ovl.mesh @mesh axes [tp = 1 : tensor]
func.func @mul(%w: tensor<8xf32> {ovl.param = #ovl.param<"w", global [8], init normal(1.0)>}) attributes {ovl.stage = 0 : i64} {
  %x = ovl.opaque "input" () {flops = 0.0, bytes = 32.0} : () -> tensor<8xf32>
  %y = ovl.mul %x, %w : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %z = ovl.mul %y, %y : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return
}
