// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-schedule-overlap))' --split-input-file | FileCheck %s
// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-schedule-overlap{remarks=true}))' --split-input-file --verify-diagnostics -o /dev/null

// The scheduler charges the device's contention (compute beside a
// collective runs slower) as the sim backend does; on a device without it,
// the compute under the all-reduces hides exactly its own time.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e '/"contention"/d' %ovl_src_root/runtime/devices/h100-sxm-nvlink.json > %t/no-contention.json
// RUN: ovl-opt %s --pass-pipeline="builtin.module(func.func(ovl-schedule-overlap{remarks=true device=%t/no-contention.json}))" --split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=FREE
// FREE-DAG: 50.0 us estimated, 20.0 us hidden (40%), 30.0 us exposed
// FREE-DAG: 50.0 us estimated, 30.0 us hidden (60%), 20.0 us exposed

// Durations are declared (ovl.duration_us) so that the schedule does not
// depend on the cost model's figures.

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests start early, wait late: the all-reduce starts before the
// independent compute, and its wait moves after it, to its first use.

// CHECK-LABEL: func.func @hide
func.func @hide(%x: tensor<8xf32>, %u: tensor<8xf32>, %v: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: ovl.gelu %{{.+}} {ovl.duration_us = 1.000000e+01
  // CHECK-NEXT: %[[H:.+]] = ovl.all_reduce_start
  // CHECK-NEXT: ovl.gelu %{{.+}} {ovl.duration_us = 3.000000e+01
  // CHECK-NEXT: ovl.gelu %{{.+}} {ovl.duration_us = 3.000000e+01
  // CHECK-NEXT: ovl.wait %[[H]]
  // CHECK-NEXT: ovl.add
  %y = ovl.gelu %x {ovl.duration_us = 10.0} : tensor<8xf32>
  // expected-remark @+1 {{all_reduce over [tp]: 50.0 us estimated, 50.0 us hidden (100%)}}
  %h = ovl.all_reduce_start sum %y over [tp] {ovl.duration_us = 50.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %r = ovl.wait %h : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %s = ovl.add %r, %x {ovl.duration_us = 1.0} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %z = ovl.gelu %u {ovl.duration_us = 30.0} : tensor<8xf32>
  %w = ovl.gelu %v {ovl.duration_us = 30.0} : tensor<8xf32>
  %t = ovl.add %s, %z {ovl.duration_us = 1.0} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %o = ovl.add %t, %w {ovl.duration_us = 1.0} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %o : tensor<8xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests the exposure report when nothing can run under a collective.

// CHECK-LABEL: func.func @nothing_to_hide_under
func.func @nothing_to_hide_under(%x: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: ovl.all_reduce_start
  // CHECK-NEXT: ovl.wait
  // CHECK-NEXT: ovl.gelu
  // expected-remark @+1 {{all_reduce over [tp]: 50.0 us estimated, 0.0 us hidden (0%), 50.0 us exposed: no independent compute to run under it}}
  %h = ovl.all_reduce_start sum %x over [tp] {ovl.duration_us = 50.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %r = ovl.wait %h : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %g = ovl.gelu %r {ovl.duration_us = 5.0} : tensor<8xf32>
  return %g : tensor<8xf32>
}

// -----

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// Tests that collectives of one communicator keep their order (every rank
// issues them alike) even when the second is more urgent, while those of
// another communicator may pass them.

// CHECK-LABEL: func.func @communicator_order
func.func @communicator_order(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  // CHECK: %[[C:.+]] = ovl.all_reduce_start sum %{{.+}} over [dp]
  // CHECK: %[[A:.+]] = ovl.all_reduce_start sum %{{.+}} over [tp] {ovl.duration_us = 1.000000e+01
  // CHECK: %[[B:.+]] = ovl.all_reduce_start sum %{{.+}} over [tp] {ovl.duration_us = 2.000000e+01
  // expected-remark @+1 {{all_reduce over [tp]}}
  %ha = ovl.all_reduce_start sum %a over [tp] {ovl.duration_us = 10.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %ra = ovl.wait %ha : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  // expected-remark @+1 {{all_reduce over [tp]}}
  %hb = ovl.all_reduce_start sum %b over [tp] {ovl.duration_us = 20.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %rb = ovl.wait %hb : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %g = ovl.gelu %rb {ovl.duration_us = 100.0} : tensor<8xf32>
  // expected-remark @+1 {{all_reduce over [dp]}}
  %hc = ovl.all_reduce_start sum %c over [dp] {ovl.duration_us = 20.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %rc = ovl.wait %hc : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %k = ovl.gelu %rc {ovl.duration_us = 500.0} : tensor<8xf32>
  return %ra, %g, %k : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// Tests the priority of starts ready at once: the longest path from each to
// the end, its collective's time counted once (on the edge to its wait).
// The tp all-reduce's path is 10 + 100 us, the dp one's 50 + 50 us, so the
// tp one starts first although it comes second; counting a start's time
// twice would rank them the other way (120 against 150 us).

// CHECK-LABEL: func.func @critical_start_first
func.func @critical_start_first(%a: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK: ovl.all_reduce_start sum %arg1 over [tp]
  // CHECK-NEXT: ovl.all_reduce_start sum %arg0 over [dp]
  // expected-remark @+1 {{all_reduce over [dp]}}
  %hb = ovl.all_reduce_start sum %a over [dp] {ovl.duration_us = 50.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %rb = ovl.wait %hb : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %gb = ovl.gelu %rb {ovl.duration_us = 50.0} : tensor<8xf32>
  // expected-remark @+1 {{all_reduce over [tp]}}
  %ha = ovl.all_reduce_start sum %b over [tp] {ovl.duration_us = 10.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %ra = ovl.wait %ha : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %ga = ovl.gelu %ra {ovl.duration_us = 100.0} : tensor<8xf32>
  return %gb, %ga : tensor<8xf32>, tensor<8xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that an in-place update stays after every reader of what it
// overwrites, however urgent it is.

// CHECK-LABEL: func.func @update_after_readers
func.func @update_after_readers(%p: tensor<8xf32>, %m: tensor<8xf32>, %g: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  // CHECK: ovl.gelu %arg0
  // CHECK: ovl.sgd_update %arg0
  %r = ovl.gelu %p {ovl.duration_us = 10.0} : tensor<8xf32>
  %p1, %m1 = ovl.sgd_update %p, %g, %m lr 0.1 momentum 0.9 {ovl.duration_us = 1.0} : tensor<8xf32>
  return %r, %p1, %m1 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that matmul gradients are unbundled so that the weight gradient can
// run under the input gradient's all-reduce.

// CHECK-LABEL: func.func @unbundle
func.func @unbundle(%x: tensor<8x16xf32>, %w: tensor<16x32xf32>, %dy: tensor<8x32xf32>) -> (tensor<8x16xf32>, tensor<16x32xf32>) {
  // CHECK-NOT: ovl.matmul_grad
  // CHECK: ovl.matmul {{.+}} transpose_b
  // CHECK-NEXT: %[[H:.+]] = ovl.all_reduce_start
  // CHECK-NEXT: ovl.matmul {{.+}} transpose_a
  // CHECK-NEXT: ovl.wait %[[H]]
  %dx, %dw = ovl.matmul_grad column %x, %w, %dy : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<8x32xf32>) -> (tensor<8x16xf32>, tensor<16x32xf32>)
  // expected-remark @+1 {{all_reduce over [tp]}}
  %h = ovl.all_reduce_start sum %dx over [tp] : tensor<8x16xf32> -> !ovl.inflight<tensor<8x16xf32>>
  %r = ovl.wait %h : !ovl.inflight<tensor<8x16xf32>> -> tensor<8x16xf32>
  return %r, %dw : tensor<8x16xf32>, tensor<16x32xf32>
}

// -----

ovl.mesh @mesh axes [pp = 2 : pipeline, tp = 2 : tensor]

// Tests that a receive stays after the compute before it: its data comes
// from another stage, which may first need what this stage computes, so
// its consumers are not hoisted under this job's all-reduce; compute of the
// next job that needs no received data is.

// CHECK-LABEL: func.func @receive_stays_after_earlier_compute
func.func @receive_stays_after_earlier_compute(%x: tensor<8xf32>, %u: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK: ovl.gelu %{{.+}} {ovl.duration_us = 1.000000e+01
  // CHECK-NEXT: ovl.all_reduce_start
  // CHECK-NEXT: ovl.gelu %{{.+}} {ovl.duration_us = 2.000000e+01
  // CHECK-NEXT: ovl.wait
  // CHECK-NEXT: ovl.add
  // CHECK-NEXT: ovl.recv
  // CHECK-NEXT: ovl.gelu %{{.+}} {ovl.duration_us = 3.000000e+01
  %y = ovl.gelu %x {ovl.duration_us = 10.0, ovl.job = #ovl.job<forward, 0>} : tensor<8xf32>
  // The 20 us gelu beside the all-reduce takes 23.8 us: the default
  // device's contention slows compute beside communication by 18.9%.
  // expected-remark @+1 {{all_reduce over [tp]: 50.0 us estimated, 23.8 us hidden (48%), 26.2 us exposed: no independent compute to run under it}}
  %h = ovl.all_reduce_start sum %y over [tp] {ovl.duration_us = 50.0, ovl.job = #ovl.job<forward, 0>} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %r = ovl.wait %h {ovl.job = #ovl.job<forward, 0>} : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %s = ovl.add %r, %x {ovl.duration_us = 1.0, ovl.job = #ovl.job<forward, 0>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %in = ovl.recv from pp = 0 {ovl.duration_us = 5.0, ovl.job = #ovl.job<forward, 1>} : tensor<8xf32>
  %g = ovl.gelu %in {ovl.duration_us = 30.0, ovl.job = #ovl.job<forward, 1>} : tensor<8xf32>
  %e = ovl.gelu %u {ovl.duration_us = 20.0, ovl.job = #ovl.job<forward, 1>} : tensor<8xf32>
  %o = ovl.add %g, %e {ovl.duration_us = 1.0, ovl.job = #ovl.job<forward, 1>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %s, %o : tensor<8xf32>, tensor<8xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that events keep their meaning on their stream: a record on compute
// stays after the compute before it (the add that needs the all-reduce),
// and compute after a wait on compute stays after it (the 20 us gelu);
// compute after the record may still move above it and fill the
// all-reduce's time (the 30 us gelu).

// CHECK-LABEL: func.func @events_keep_their_meaning
func.func @events_keep_their_meaning(%x: tensor<8xf32>, %u: tensor<8xf32>, %v: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  // CHECK: ovl.all_reduce_start
  // CHECK-NEXT: ovl.gelu %{{.+}} {ovl.duration_us = 3.000000e+01
  // CHECK-NEXT: ovl.wait
  // CHECK-NEXT: ovl.add
  // CHECK-NEXT: %[[DONE:.+]] = ovl.event_record on compute
  // CHECK-NEXT: ovl.event_wait %[[DONE]] on copy
  // CHECK-NEXT: %[[IN:.+]] = ovl.event_record on copy
  // CHECK-NEXT: ovl.event_wait %[[IN]] on compute
  // CHECK-NEXT: ovl.gelu %{{.+}} {ovl.duration_us = 2.000000e+01
  // 30 us of compute beside the all-reduce: 35.7 us under contention.
  // expected-remark @+1 {{all_reduce over [tp]: 50.0 us estimated, 35.7 us hidden (71%), 14.3 us exposed: no independent compute to run under it}}
  %h = ovl.all_reduce_start sum %x over [tp] {ovl.duration_us = 50.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %r = ovl.wait %h : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %s = ovl.add %r, %x {ovl.duration_us = 1.0} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %done = ovl.event_record on compute : !ovl.event
  ovl.event_wait %done on copy
  %g = ovl.gelu %u {ovl.duration_us = 30.0} : tensor<8xf32>
  %in = ovl.event_record on copy : !ovl.event
  ovl.event_wait %in on compute
  %w = ovl.gelu %v {ovl.duration_us = 20.0} : tensor<8xf32>
  return %s, %g, %w : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

ovl.mesh @mesh axes [dp = 2 : data]

// Tests Johnson's rule for gradient reductions (collectives outside every
// job, over data-parallel peers): while the link idles, a short chain that
// unlocks a long reduction (the position embedding's gradient at the end of
// the backward) runs before a long GEMM that unlocks a short one (the last
// layer's weight gradient), although it comes later in program order. The
// long reduction then runs under the GEMM; in program order (as over tp
// below) nothing would be left to run under it.

// CHECK-LABEL: func.func @gradient_reduction_feeders_first
func.func @gradient_reduction_feeders_first(%w: tensor<8xf32>, %x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK: ovl.gelu %{{.+}} {ovl.duration_us = 5.000000e+00
  // CHECK-NEXT: ovl.gelu %{{.+}} {ovl.duration_us = 5.000000e+00
  // CHECK-NEXT: ovl.all_reduce_start {{.+}} over [dp] {ovl.duration_us = 1.000000e+02
  // CHECK-NEXT: ovl.gelu %{{.+}} {ovl.duration_us = 1.000000e+02
  // CHECK-NEXT: ovl.all_reduce_start {{.+}} over [dp] {ovl.duration_us = 2.000000e+01
  %long = ovl.gelu %w {ovl.duration_us = 100.0} : tensor<8xf32>
  %short = ovl.gelu %x {ovl.duration_us = 5.0} : tensor<8xf32>
  %bias = ovl.gelu %short {ovl.duration_us = 5.0} : tensor<8xf32>
  // expected-remark @+1 {{all_reduce over [dp]: 100.0 us estimated, 100.0 us hidden (100%)}}
  %b = ovl.all_reduce_start sum %bias over [dp] {ovl.duration_us = 100.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  // expected-remark @+1 {{all_reduce over [dp]: 20.0 us estimated, 0.0 us hidden (0%), 20.0 us exposed: no independent compute to run under it}}
  %a = ovl.all_reduce_start sum %long over [dp] {ovl.duration_us = 20.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %ra = ovl.wait %a : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %rb = ovl.wait %b : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  return %ra, %rb : tensor<8xf32>, tensor<8xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that the rule leaves other collectives to program order: over
// tensor-parallel peers the same ops keep their order (the next layer's
// input needs such a collective, so the chain before it already runs as
// early as its inputs allow).

// CHECK-LABEL: func.func @other_collectives_keep_order
func.func @other_collectives_keep_order(%w: tensor<8xf32>, %x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK: ovl.gelu %{{.+}} {ovl.duration_us = 1.000000e+02
  // CHECK-NEXT: ovl.gelu %{{.+}} {ovl.duration_us = 5.000000e+00
  // CHECK-NEXT: ovl.gelu %{{.+}} {ovl.duration_us = 5.000000e+00
  // CHECK-NEXT: ovl.all_reduce_start {{.+}} over [tp] {ovl.duration_us = 1.000000e+02
  // CHECK-NEXT: ovl.all_reduce_start {{.+}} over [tp] {ovl.duration_us = 2.000000e+01
  %long = ovl.gelu %w {ovl.duration_us = 100.0} : tensor<8xf32>
  %short = ovl.gelu %x {ovl.duration_us = 5.0} : tensor<8xf32>
  %bias = ovl.gelu %short {ovl.duration_us = 5.0} : tensor<8xf32>
  // expected-remark @+1 {{all_reduce over [tp]: 100.0 us estimated, 0.0 us hidden (0%), 100.0 us exposed: no independent compute to run under it}}
  %b = ovl.all_reduce_start sum %bias over [tp] {ovl.duration_us = 100.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  // expected-remark @+1 {{all_reduce over [tp]: 20.0 us estimated, 0.0 us hidden (0%), 20.0 us exposed: no independent compute to run under it}}
  %a = ovl.all_reduce_start sum %long over [tp] {ovl.duration_us = 20.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %ra = ovl.wait %a : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %rb = ovl.wait %b : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  return %ra, %rb : tensor<8xf32>, tensor<8xf32>
}

// -----

ovl.mesh @mesh axes [dp = 2 : data]

// Tests that a chain counts only if it is all its reduction waits for: the
// short chain here feeds a bucket that also needs the long GEMM, so running
// it first would start nothing sooner, and program order stays.

// CHECK-LABEL: func.func @bucket_waits_for_every_gradient
func.func @bucket_waits_for_every_gradient(%w: tensor<8xf32>, %x: tensor<8xf32>) -> tensor<16xf32> {
  // CHECK: ovl.gelu %{{.+}} {ovl.duration_us = 1.000000e+02
  // CHECK-NEXT: ovl.gelu %{{.+}} {ovl.duration_us = 5.000000e+00
  // CHECK-NEXT: tensor.concat
  // CHECK-NEXT: ovl.all_reduce_start
  %long = ovl.gelu %w {ovl.duration_us = 100.0} : tensor<8xf32>
  %short = ovl.gelu %x {ovl.duration_us = 5.0} : tensor<8xf32>
  %bucket = tensor.concat dim(0) %short, %long : (tensor<8xf32>, tensor<8xf32>) -> tensor<16xf32>
  // expected-remark @+1 {{all_reduce over [dp]: 100.0 us estimated, 0.0 us hidden (0%), 100.0 us exposed: no independent compute to run under it}}
  %h = ovl.all_reduce_start sum %bucket over [dp] {ovl.duration_us = 100.0} : tensor<16xf32> -> !ovl.inflight<tensor<16xf32>>
  %r = ovl.wait %h : !ovl.inflight<tensor<16xf32>> -> tensor<16xf32>
  return %r : tensor<16xf32>
}
