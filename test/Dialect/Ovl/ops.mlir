// RUN: ovl-opt %s | ovl-opt | FileCheck %s
// RUN: ovl-opt %s --mlir-print-op-generic | ovl-opt | FileCheck %s

// Round-trips every op of the ovl dialect, in its custom and generic forms.

// CHECK: ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
// CHECK: ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1

// CHECK-LABEL: func.func @stage0
// CHECK-SAME: #ovl.param<"w", global [16, 64], shard 1 over tp, init normal(2.000000e-02)>
// CHECK-SAME: #ovl.param<"b", global [32], init zeros>
// CHECK-SAME: attributes {ovl.stage = 0 : i64}
func.func @stage0(%w: tensor<16x32xf32> {ovl.param = #ovl.param<"w", global [16, 64], shard 1 over tp, init normal(0.02)>},
                  %b: tensor<32xf32> {ovl.param = #ovl.param<"b", global [32], init zeros>})
    -> tensor<16x32xf32> attributes {ovl.stage = 0 : i64} {
  // CHECK: %[[SAVED:.+]] = ovl.job forward microbatch 0 -> tensor<4x32xf32> {
  %saved = ovl.job forward microbatch 0 -> tensor<4x32xf32> {
    // CHECK: %[[TOK:.+]] = ovl.load_batch tokens microbatch 0 vocab 16 : tensor<1x4xi32>
    %tok = ovl.load_batch tokens microbatch 0 vocab 16 : tensor<1x4xi32>
    // CHECK: ovl.load_batch labels microbatch 0 vocab 16 : tensor<1x4xi32>
    %lab = ovl.load_batch labels microbatch 0 vocab 16 : tensor<1x4xi32>
    // CHECK: ovl.recv from pp = 1 : tensor<4x16xf32>
    %x = ovl.recv from pp = 1 : tensor<4x16xf32>
    // CHECK: ovl.linear column %{{.+}}, %{{.+}}, %{{.+}} : (tensor<4x16xf32>, tensor<16x32xf32>, tensor<32xf32>) -> tensor<4x32xf32>
    %y = ovl.linear column %x, %w, %b : (tensor<4x16xf32>, tensor<16x32xf32>, tensor<32xf32>) -> tensor<4x32xf32>
    // CHECK: ovl.linear none
    %y2 = ovl.linear none %x, %w : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    // CHECK: ovl.linear row
    %y3 = ovl.linear row %x, %w : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    // CHECK: ovl.matmul %{{.+}}, %{{.+}} transpose_b : (tensor<4x32xf32>, tensor<16x32xf32>) -> tensor<4x16xf32>
    %m = ovl.matmul %y, %w transpose_b : (tensor<4x32xf32>, tensor<16x32xf32>) -> tensor<4x16xf32>
    // CHECK: ovl.matmul %{{.+}}, %{{.+}} transpose_a : (tensor<4x16xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %m2 = ovl.matmul %x, %y transpose_a : (tensor<4x16xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    // CHECK: ovl.matmul %{{.+}}, %{{.+}} : (tensor<2x4x16xf32>, tensor<2x16x8xf32>) -> tensor<2x4x8xf32>
    %ba = ovl.opaque "make_batch" () {duration_us = 1.0} : () -> tensor<2x4x16xf32>
    %bb = ovl.opaque "make_batch" () {flops = 10.0, bytes = 20.0} : () -> tensor<2x16x8xf32>
    %bm = ovl.matmul %ba, %bb : (tensor<2x4x16xf32>, tensor<2x16x8xf32>) -> tensor<2x4x8xf32>
    // CHECK: ovl.matmul_grad column
    %dx, %dw = ovl.matmul_grad column %x, %w, %y : (tensor<4x16xf32>, tensor<16x32xf32>, tensor<4x32xf32>) -> (tensor<4x16xf32>, tensor<16x32xf32>)
    // CHECK: ovl.bias_grad %{{.+}} : (tensor<4x32xf32>) -> tensor<32xf32>
    %db = ovl.bias_grad %y : (tensor<4x32xf32>) -> tensor<32xf32>
    // CHECK: ovl.add %{{.+}}, %{{.+}} : (tensor<4x32xf32>, tensor<32xf32>) -> tensor<4x32xf32>
    %a = ovl.add %y, %b : (tensor<4x32xf32>, tensor<32xf32>) -> tensor<4x32xf32>
    // CHECK: ovl.mul %{{.+}}, %{{.+}} : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %mu = ovl.mul %a, %y : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    // CHECK: ovl.gelu %{{.+}} : tensor<4x32xf32>
    %g = ovl.gelu %mu : tensor<4x32xf32>
    // CHECK: ovl.gelu_grad %{{.+}}, %{{.+}} : tensor<4x32xf32>
    %gg = ovl.gelu_grad %mu, %g : tensor<4x32xf32>
    // CHECK: ovl.layer_norm %{{.+}}, %{{.+}}, %{{.+}} {epsilon = 5.000000e-01 : f64}
    %ln, %mean, %rstd = ovl.layer_norm %gg, %b, %b {epsilon = 0.5 : f64} : (tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<4x32xf32>, tensor<4xf32>, tensor<4xf32>)
    // CHECK: ovl.layer_norm_grad
    %lx, %lg, %lb = ovl.layer_norm_grad %gg, %b, %mean, %rstd, %ln : (tensor<4x32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x32xf32>) -> (tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>)
    // CHECK: ovl.rms_norm %{{.+}}, %{{.+}} {epsilon = 5.000000e-01 : f64} : (tensor<4x32xf32>, tensor<32xf32>) -> (tensor<4x32xf32>, tensor<4xf32>)
    %rn, %rrstd = ovl.rms_norm %gg, %b {epsilon = 0.5 : f64} : (tensor<4x32xf32>, tensor<32xf32>) -> (tensor<4x32xf32>, tensor<4xf32>)
    // CHECK: ovl.rms_norm_grad %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} : (tensor<4x32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<4x32xf32>) -> (tensor<4x32xf32>, tensor<32xf32>)
    %rx, %rg = ovl.rms_norm_grad %gg, %b, %rrstd, %rn : (tensor<4x32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<4x32xf32>) -> (tensor<4x32xf32>, tensor<32xf32>)
    // CHECK: ovl.swiglu %{{.+}} : (tensor<4x32xf32>) -> tensor<4x16xf32>
    %sw = ovl.swiglu %rx : (tensor<4x32xf32>) -> tensor<4x16xf32>
    // CHECK: ovl.swiglu_grad %{{.+}}, %{{.+}} : (tensor<4x32xf32>, tensor<4x16xf32>) -> tensor<4x32xf32>
    %swg = ovl.swiglu_grad %rx, %sw : (tensor<4x32xf32>, tensor<4x16xf32>) -> tensor<4x32xf32>
    // CHECK: ovl.rope %{{.+}} heads 2 rotary_dim 4 base 1.000000e+04 : tensor<1x4x48xf32>
    %qkv0 = ovl.opaque "qkv0" () {duration_us = 1.0} : () -> tensor<1x4x48xf32>
    %rq = ovl.rope %qkv0 heads 2 rotary_dim 4 base 1.0e4 : tensor<1x4x48xf32>
    // CHECK: ovl.rope_grad %{{.+}} heads 2 rotary_dim 8 base 5.000000e+05 : tensor<1x4x48xf32>
    %ropeg = ovl.rope_grad %rq heads 2 rotary_dim 8 base 5.0e5 : tensor<1x4x48xf32>
    // CHECK: ovl.attention %{{.+}} heads 2 causal : (tensor<1x4x48xf32>) -> (tensor<1x4x16xf32>, tensor<1x2x4xf32>)
    %qkv = ovl.opaque "qkv" () {duration_us = 1.0} : () -> tensor<1x4x48xf32>
    %o, %lse = ovl.attention %qkv heads 2 causal : (tensor<1x4x48xf32>) -> (tensor<1x4x16xf32>, tensor<1x2x4xf32>)
    // CHECK: ovl.attention_grad %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} heads 2 causal
    %dqkv = ovl.attention_grad %qkv, %o, %lse, %o heads 2 causal : (tensor<1x4x48xf32>, tensor<1x4x16xf32>, tensor<1x2x4xf32>, tensor<1x4x16xf32>) -> tensor<1x4x48xf32>
    // CHECK: ovl.attention %{{.+}} heads 4 groups 2 causal : (tensor<1x4x32xf32>) -> (tensor<1x4x16xf32>, tensor<1x4x4xf32>)
    %gqkv = ovl.opaque "gqkv" () {duration_us = 1.0} : () -> tensor<1x4x32xf32>
    %go, %glse = ovl.attention %gqkv heads 4 groups 2 causal : (tensor<1x4x32xf32>) -> (tensor<1x4x16xf32>, tensor<1x4x4xf32>)
    // CHECK: ovl.attention_grad %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} heads 4 groups 2 causal
    %gdqkv = ovl.attention_grad %gqkv, %go, %glse, %go heads 4 groups 2 causal : (tensor<1x4x32xf32>, tensor<1x4x16xf32>, tensor<1x4x4xf32>, tensor<1x4x16xf32>) -> tensor<1x4x32xf32>
    // CHECK: ovl.rope %{{.+}} heads 4 groups 2 rotary_dim 4 base
    %grope = ovl.rope %gqkv heads 4 groups 2 rotary_dim 4 base 1.0e4 : tensor<1x4x32xf32>
    // CHECK: ovl.attention %{{.+}} heads 4 :
    %o2, %lse2 = ovl.attention %qkv heads 4 : (tensor<1x4x48xf32>) -> (tensor<1x4x16xf32>, tensor<1x4x4xf32>)
    // CHECK: ovl.attention %{{.+}} heads 2 causal dropout 1.000000e-01 seed 9 over [tp] : (tensor<1x4x48xf32>)
    %o3, %lse3 = ovl.attention %qkv heads 2 causal dropout 0.1 seed 9 over [tp] : (tensor<1x4x48xf32>) -> (tensor<1x4x16xf32>, tensor<1x2x4xf32>)
    // CHECK: ovl.attention_grad %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} heads 2 causal dropout 1.000000e-01 seed 9 over [tp] :
    %dqkv3 = ovl.attention_grad %qkv, %o3, %lse3, %o3 heads 2 causal dropout 0.1 seed 9 over [tp] : (tensor<1x4x48xf32>, tensor<1x4x16xf32>, tensor<1x2x4xf32>, tensor<1x4x16xf32>) -> tensor<1x4x48xf32>
    // CHECK: ovl.attention %{{.+}} heads 2 dropout 5.000000e-01 seed 0 : (tensor<1x4x48xf32>)
    %o4, %lse4 = ovl.attention %qkv heads 2 dropout 0.5 seed 0 : (tensor<1x4x48xf32>) -> (tensor<1x4x16xf32>, tensor<1x2x4xf32>)
    // CHECK: ovl.embedding %{{.+}}, %{{.+}} vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<8x16xf32>) -> tensor<1x4x16xf32>
    %table = ovl.opaque "table" () {duration_us = 1.0} : () -> tensor<8x16xf32>
    %e = ovl.embedding %tok, %table vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<8x16xf32>) -> tensor<1x4x16xf32>
    // CHECK: ovl.embedding %{{.+}}, %{{.+}} : (tensor<1x4xi32>, tensor<8x16xf32>) -> tensor<1x4x16xf32>
    %e2 = ovl.embedding %tok, %table : (tensor<1x4xi32>, tensor<8x16xf32>) -> tensor<1x4x16xf32>
    // CHECK: ovl.embedding_grad %{{.+}}, %{{.+}} vocab_parallel over [tp]
    %de = ovl.embedding_grad %tok, %e vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<1x4x16xf32>) -> tensor<8x16xf32>
    // CHECK: ovl.cross_entropy_max %{{.+}} : (tensor<1x4x16xf32>) -> tensor<1x4xf32>
    %cmax = ovl.cross_entropy_max %e : (tensor<1x4x16xf32>) -> tensor<1x4xf32>
    // CHECK: ovl.cross_entropy_stats %{{.+}}, %{{.+}}, %{{.+}} vocab_parallel over [tp] : (tensor<1x4x16xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
    %st = ovl.cross_entropy_stats %e, %cmax, %lab vocab_parallel over [tp] : (tensor<1x4x16xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
    // CHECK: ovl.cross_entropy_loss %{{.+}} : (tensor<1x4x2xf32>) -> tensor<f32>
    %loss = ovl.cross_entropy_loss %st : (tensor<1x4x2xf32>) -> tensor<f32>
    // CHECK: ovl.log_loss %{{.+}} : tensor<f32>
    ovl.log_loss %loss : tensor<f32>
    // CHECK: ovl.cross_entropy_grad %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} vocab_parallel over [tp] scale 1.250000e-01
    %dl = ovl.cross_entropy_grad %e, %cmax, %st, %lab vocab_parallel over [tp] scale 0.125 : (tensor<1x4x16xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x16xf32>
    // CHECK: ovl.all_reduce sum %{{.+}} over [tp] : tensor<4x32xf32> -> tensor<4x32xf32>
    %ar = ovl.all_reduce sum %y over [tp] : tensor<4x32xf32> -> tensor<4x32xf32>
    // CHECK: ovl.all_reduce max %{{.+}} over [tp, dp]
    %armax = ovl.all_reduce max %y over [tp, dp] : tensor<4x32xf32> -> tensor<4x32xf32>
    // CHECK: ovl.all_reduce min %{{.+}} over [dp]
    %armin = ovl.all_reduce min %y over [dp] : tensor<4x32xf32> -> tensor<4x32xf32>
    // CHECK: ovl.all_gather %{{.+}} over [tp] dim 0 : tensor<4x32xf32> -> tensor<8x32xf32>
    %ag = ovl.all_gather %y over [tp] dim 0 : tensor<4x32xf32> -> tensor<8x32xf32>
    // CHECK: ovl.reduce_scatter sum %{{.+}} over [tp, dp] dim 1 : tensor<4x32xf32> -> tensor<4x8xf32>
    %rs = ovl.reduce_scatter sum %y over [tp, dp] dim 1 : tensor<4x32xf32> -> tensor<4x8xf32>
    // CHECK: ovl.broadcast %{{.+}} over [tp] root 1 : tensor<4x32xf32> -> tensor<4x32xf32>
    %bc = ovl.broadcast %y over [tp] root 1 : tensor<4x32xf32> -> tensor<4x32xf32>
    // CHECK: ovl.send %{{.+}} to pp = 1 : tensor<4x32xf32>
    ovl.send %y to pp = 1 : tensor<4x32xf32>
    // CHECK: ovl.yield %{{.+}} : tensor<4x32xf32>
    ovl.yield %ar : tensor<4x32xf32>
  }
  // CHECK: ovl.job backward microbatch 0 {
  ovl.job backward microbatch 0 {
    // CHECK: %[[H:.+]] = ovl.all_reduce_start sum %[[SAVED]] over [tp] : tensor<4x32xf32> -> !ovl.inflight<tensor<4x32xf32>>
    %h = ovl.all_reduce_start sum %saved over [tp] : tensor<4x32xf32> -> !ovl.inflight<tensor<4x32xf32>>
    // CHECK: ovl.wait %[[H]] : !ovl.inflight<tensor<4x32xf32>> -> tensor<4x32xf32>
    %r = ovl.wait %h : !ovl.inflight<tensor<4x32xf32>> -> tensor<4x32xf32>
    // CHECK: ovl.all_gather_start %{{.+}} over [dp] dim 0 : tensor<4x32xf32> -> !ovl.inflight<tensor<8x32xf32>>
    %h2 = ovl.all_gather_start %r over [dp] dim 0 : tensor<4x32xf32> -> !ovl.inflight<tensor<8x32xf32>>
    %r2 = ovl.wait %h2 : !ovl.inflight<tensor<8x32xf32>> -> tensor<8x32xf32>
    // CHECK: ovl.reduce_scatter_start sum %{{.+}} over [dp] dim 0 : tensor<8x32xf32> -> !ovl.inflight<tensor<4x32xf32>>
    %h3 = ovl.reduce_scatter_start sum %r2 over [dp] dim 0 : tensor<8x32xf32> -> !ovl.inflight<tensor<4x32xf32>>
    %r3 = ovl.wait %h3 : !ovl.inflight<tensor<4x32xf32>> -> tensor<4x32xf32>
    // CHECK: ovl.broadcast_start %{{.+}} over [tp] root 0
    %h4 = ovl.broadcast_start %r3 over [tp] root 0 : tensor<4x32xf32> -> !ovl.inflight<tensor<4x32xf32>>
    %r4 = ovl.wait %h4 : !ovl.inflight<tensor<4x32xf32>> -> tensor<4x32xf32>
    // CHECK: %[[S:.+]] = ovl.send_start %{{.+}} to pp = 1 : tensor<4x32xf32> -> !ovl.inflight<none>
    %s = ovl.send_start %r4 to pp = 1 : tensor<4x32xf32> -> !ovl.inflight<none>
    // CHECK: ovl.wait %[[S]] : !ovl.inflight<none>
    ovl.wait %s : !ovl.inflight<none>
    // CHECK: ovl.recv_start from pp = 1 : !ovl.inflight<tensor<4x32xf32>>
    %rv = ovl.recv_start from pp = 1 : !ovl.inflight<tensor<4x32xf32>>
    %rr = ovl.wait %rv : !ovl.inflight<tensor<4x32xf32>> -> tensor<4x32xf32>
    // CHECK: %[[E1:.+]] = ovl.event_record on tp_comm : !ovl.event
    %e1 = ovl.event_record on tp_comm : !ovl.event
    // CHECK: %[[E2:.+]] = ovl.event_record on compute {ovl.stream = #ovl<stream compute>} : !ovl.event
    %e2 = ovl.event_record on compute {ovl.stream = #ovl<stream compute>} : !ovl.event
    // CHECK: %[[J:.+]] = ovl.event_join %[[E1]], %[[E2]] : !ovl.event
    %j = ovl.event_join %e1, %e2 : !ovl.event
    // CHECK: ovl.event_wait %[[J]] on dp_comm
    ovl.event_wait %j on dp_comm
    // CHECK: ovl.gelu %{{.+}} {ovl.duration_us = 5.000000e+00 : f64, ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream copy>}
    %g = ovl.gelu %rr {ovl.stream = #ovl<stream copy>, ovl.job = #ovl.job<backward, 0>, ovl.duration_us = 5.0 : f64} : tensor<4x32xf32>
  }
  // CHECK: ovl.sgd_update %{{.+}}, %{{.+}}, %{{.+}} lr 1.000000e-01 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<16x32xf32>
  %p, %v = ovl.sgd_update %w, %w, %w lr 0.1 momentum 0.9 {weight_decay = 0.01 : f64} : tensor<16x32xf32>
  // CHECK: ovl.sgd_update %{{.+}}, %{{.+}}, %{{.+}} lr 1.000000e-01 momentum 0.000000e+00 {lr_decay_iters = 100 : i64, lr_decay_style = "cosine", lr_warmup_iters = 10 : i64, min_lr = 1.000000e-02 : f64} : tensor<16x32xf32>
  %sp, %sv = ovl.sgd_update %w, %w, %w lr 0.1 momentum 0.0 {lr_decay_style = "cosine", lr_warmup_iters = 10 : i64, lr_decay_iters = 100 : i64, min_lr = 0.01 : f64} : tensor<16x32xf32>
  // CHECK: ovl.adamw_update %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} lr 1.000000e-03 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-01 : f64} : tensor<16x32xf32>
  %ap, %am, %av = ovl.adamw_update %w, %w, %w, %w lr 1.0e-3 betas 0.9, 0.999 eps 1.0e-8 {weight_decay = 0.1 : f64} : tensor<16x32xf32>
  // CHECK: ovl.local_shard %{{.+}} over [tp] : tensor<16x32xf32> -> tensor<8x32xf32>
  %ws = ovl.local_shard %w over [tp] : tensor<16x32xf32> -> tensor<8x32xf32>
  // CHECK: ovl.dropout %{{.+}} ratio 1.000000e-01 seed 7 : tensor<16x32xf32>
  %dr = ovl.dropout %w ratio 0.1 seed 7 : tensor<16x32xf32>
  // CHECK: ovl.dropout %{{.+}} ratio 5.000000e-01 seed 0 offset 512 over [tp] : tensor<16x32xf32>
  %ds = ovl.dropout %w ratio 0.5 seed 0 offset 512 over [tp] : tensor<16x32xf32>
  // CHECK: ovl.convert %{{.+}} : tensor<16x32xf32> -> tensor<16x32xbf16>
  %w16 = ovl.convert %w : tensor<16x32xf32> -> tensor<16x32xbf16>
  // CHECK: %[[N:.+]] = ovl.sum_squares %{{.+}}, %{{.+}} : tensor<16x32xf32>, tensor<16x32xf32> -> tensor<f32>
  %n = ovl.sum_squares %w, %w : tensor<16x32xf32>, tensor<16x32xf32> -> tensor<f32>
  // CHECK: ovl.clip_by_global_norm %{{.+}}, %[[N]] max_norm 1.000000e+00 : tensor<16x32xf32>, tensor<f32>
  %c = ovl.clip_by_global_norm %w, %n max_norm 1.0 : tensor<16x32xf32>, tensor<f32>
  return %p : tensor<16x32xf32>
}

// CHECK-LABEL: func.func @stage1
func.func @stage1() attributes {ovl.stage = 1 : i64} {
  ovl.job forward microbatch 0 {
  }
  // CHECK: ovl.job backward_input microbatch 0
  ovl.job backward_input microbatch 0 {
  }
  // CHECK: ovl.job backward_weight microbatch 0
  ovl.job backward_weight microbatch 0 {
  }
  return
}
