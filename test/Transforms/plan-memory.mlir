// RUN: ovl-opt %s --ovl-plan-memory --split-input-file | FileCheck %s

// Tests that on one stream a buffer is reused as soon as its last reader is
// done, and that arguments live in the persistent arena.

ovl.mesh @mesh axes [tp = 2 : tensor]

// CHECK-LABEL: func.func @one_stream
// CHECK-SAME: ovl.buffer = #ovl.slice<persistent, 0, 256>
// CHECK-SAME: ovl.peak_live_bytes = 512 : i64, ovl.persistent_bytes = 256 : i64, ovl.transient_bytes = 512 : i64
func.func @one_stream(%x: tensor<64xf32>) {
  // CHECK: ovl.gelu %{{.+}} {ovl.buffers = [#ovl.slice<transient, 0, 256>]}
  %a = ovl.gelu %x : tensor<64xf32>
  // CHECK-NEXT: ovl.gelu %{{.+}} {ovl.buffers = [#ovl.slice<transient, 256, 256>]}
  %b = ovl.gelu %a : tensor<64xf32>
  // %a's last reader has completed: %c takes its place.
  // CHECK-NEXT: ovl.gelu %{{.+}} {ovl.buffers = [#ovl.slice<transient, 0, 256>]}
  %c = ovl.gelu %b : tensor<64xf32>
  return
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests the in-flight hazard: a buffer read by a started collective is not
// reused before the collective's wait, only after it.

// CHECK-LABEL: func.func @in_flight
func.func @in_flight(%x: tensor<64xf32>) {
  // CHECK: ovl.gelu %{{.+}} {ovl.buffers = [#ovl.slice<transient, 0, 256>]}
  %a = ovl.gelu %x : tensor<64xf32>
  // CHECK-NEXT: ovl.all_gather_start {{.+}} {ovl.buffers = [#ovl.slice<transient, 256, 512>]}
  %h = ovl.all_gather_start %a over [tp] dim 0 : tensor<64xf32> -> !ovl.inflight<tensor<128xf32>>
  // %a is still being read: %b goes elsewhere.
  // CHECK-NEXT: ovl.gelu %{{.+}} {ovl.buffers = [#ovl.slice<transient, 768, 256>]}
  %b = ovl.gelu %x : tensor<64xf32>
  // The wait's result is the collective's output buffer.
  // CHECK-NEXT: ovl.wait {{.+}} {ovl.buffers = [#ovl.slice<transient, 256, 512>]}
  %g = ovl.wait %h : !ovl.inflight<tensor<128xf32>> -> tensor<128xf32>
  // After the wait, %a is free.
  // CHECK-NEXT: ovl.gelu %{{.+}} {ovl.buffers = [#ovl.slice<transient, 0, 256>]}
  %c = ovl.gelu %x : tensor<64xf32>
  %d = ovl.gelu %g : tensor<128xf32>
  return
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that a collective whose input has no other reader runs in place,
// and one whose input is read again does not.

// CHECK-LABEL: func.func @in_place
func.func @in_place(%x: tensor<64xf32>) {
  // CHECK: ovl.gelu %{{.+}} {ovl.buffers = [#ovl.slice<transient, 0, 256>]}
  %a = ovl.gelu %x : tensor<64xf32>
  // CHECK-NEXT: ovl.all_reduce sum {{.+}} {ovl.buffers = [#ovl.slice<transient, 0, 256>]}
  %r = ovl.all_reduce sum %a over [tp] : tensor<64xf32> -> tensor<64xf32>
  // CHECK-NEXT: ovl.gelu %{{.+}} {ovl.buffers = [#ovl.slice<transient, 256, 256>]}
  %b = ovl.gelu %r : tensor<64xf32>
  // CHECK-NEXT: ovl.all_reduce sum {{.+}} {ovl.buffers = [#ovl.slice<transient, 0, 256>]}
  %s = ovl.all_reduce sum %b over [tp] : tensor<64xf32> -> tensor<64xf32>
  %c = ovl.add %s, %b : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
  return
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests lifetimes across streams: a buffer read on the tp_comm stream is
// reused by compute only once an event orders compute after that read.
// Program order alone does not free it.

// CHECK-LABEL: func.func @two_streams
func.func @two_streams(%x: tensor<64xf32>) {
  // CHECK: ovl.gelu %{{.+}} {ovl.buffers = [#ovl.slice<transient, 0, 256>]
  %a = ovl.gelu %x {ovl.stream = #ovl<stream compute>} : tensor<64xf32>
  %e0 = ovl.event_record on compute : !ovl.event
  ovl.event_wait %e0 on tp_comm
  // CHECK: ovl.all_gather {{.+}} {ovl.buffers = [#ovl.slice<transient, 256, 512>]
  %g = ovl.all_gather %a over [tp] dim 0 {ovl.stream = #ovl<stream tp_comm>} : tensor<64xf32> -> tensor<128xf32>
  %e1 = ovl.event_record on tp_comm : !ovl.event
  // Later in program order, but nothing orders it after the gather's read.
  // CHECK: ovl.gelu %{{.+}} {ovl.buffers = [#ovl.slice<transient, 768, 256>]
  %b = ovl.gelu %x {ovl.stream = #ovl<stream compute>} : tensor<64xf32>
  ovl.event_wait %e1 on compute
  // Now compute is ordered after the gather: %a's space is free.
  // CHECK: ovl.gelu %{{.+}} {ovl.buffers = [#ovl.slice<transient, 0, 256>]
  %c = ovl.gelu %x {ovl.stream = #ovl<stream compute>} : tensor<64xf32>
  %d = ovl.gelu %g {ovl.stream = #ovl<stream compute>} : tensor<128xf32>
  return
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that a joined event orders what each of its parts orders.

// CHECK-LABEL: func.func @joined_events
func.func @joined_events(%x: tensor<64xf32>) {
  // CHECK: ovl.gelu %{{.+}} {ovl.buffers = [#ovl.slice<transient, 0, 256>]
  %a = ovl.gelu %x {ovl.stream = #ovl<stream compute>} : tensor<64xf32>
  %e0 = ovl.event_record on compute : !ovl.event
  ovl.event_wait %e0 on copy
  %b = ovl.gelu %a {ovl.stream = #ovl<stream copy>} : tensor<64xf32>
  %e1 = ovl.event_record on copy : !ovl.event
  %e2 = ovl.event_record on tp_comm : !ovl.event
  %j = ovl.event_join %e1, %e2 : !ovl.event
  ovl.event_wait %j on compute
  // CHECK: ovl.gelu %{{.+}} {ovl.buffers = [#ovl.slice<transient, 0, 256>]
  %c = ovl.gelu %b {ovl.stream = #ovl<stream compute>} : tensor<64xf32>
  return
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that SGD updates its arguments in place and the function returns
// those same persistent buffers.

// CHECK-LABEL: func.func @sgd_in_place
// CHECK-SAME: %{{.+}}: tensor<64xf32> {ovl.buffer = #ovl.slice<persistent, 0, 256>
// CHECK-SAME: %{{.+}}: tensor<64xf32> {ovl.buffer = #ovl.slice<persistent, 256, 256>
func.func @sgd_in_place(%p: tensor<64xf32> {ovl.param = #ovl.param<"p", global [64], init zeros>},
                        %m: tensor<64xf32> {ovl.param = #ovl.param<"m", global [64], init zeros>})
    -> (tensor<64xf32>, tensor<64xf32>) {
  // CHECK: ovl.gelu %{{.+}} {ovl.buffers = [#ovl.slice<transient, 0, 256>]
  %g = ovl.gelu %p : tensor<64xf32>
  // CHECK: ovl.sgd_update {{.+}} {ovl.buffers = [#ovl.slice<persistent, 0, 256>, #ovl.slice<persistent, 256, 256>]
  %p1, %m1 = ovl.sgd_update %p, %g, %m lr 0.1 momentum 0.9 : tensor<64xf32>
  return %p1, %m1 : tensor<64xf32>, tensor<64xf32>
}

// -----

// Tests views: a contiguous slice and a reshape share their source's bytes
// (at the slice's offset); a strided slice is a copy with its own buffer.

// CHECK-LABEL: func.func @views
func.func @views(%x: tensor<8x16xf32>) -> (tensor<2x16xf32>, tensor<8x4xf32>, tensor<128xf32>) {
  // CHECK: ovl.gelu %{{.+}} {ovl.buffers = [#ovl.slice<transient, 0, 512>]
  // CHECK: tensor.extract_slice {{.+}}[2, 0] [2, 16] [1, 1] {ovl.buffers = [#ovl.slice<transient, 128, 128>]
  // CHECK: tensor.extract_slice {{.+}}[0, 4] [8, 4] [1, 1] {ovl.buffers = [#ovl.slice<transient, 512, 128>]
  // CHECK: tensor.collapse_shape {{.+}} {ovl.buffers = [#ovl.slice<transient, 0, 512>]
  %g = ovl.gelu %x : tensor<8x16xf32>
  %rows = tensor.extract_slice %g[2, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
  %cols = tensor.extract_slice %g[0, 4] [8, 4] [1, 1] : tensor<8x16xf32> to tensor<8x4xf32>
  %flat = tensor.collapse_shape %g [[0, 1]] : tensor<8x16xf32> into tensor<128xf32>
  return %rows, %cols, %flat : tensor<2x16xf32>, tensor<8x4xf32>, tensor<128xf32>
}

// -----

// Tests a concatenation built in place: its parts are written straight into
// consecutive bytes of its buffer, whatever order they are made in (here
// the second part first), and the concatenation itself takes no space.

// CHECK-LABEL: func.func @concat_in_place
func.func @concat_in_place(%a: tensor<32xf32>, %b: tensor<128xf32>) -> tensor<160xf32> {
  // CHECK: ovl.add %{{.+}} {ovl.buffers = [#ovl.slice<transient, 128, 512>]} : (tensor<128xf32>
  // CHECK: ovl.add %{{.+}} {ovl.buffers = [#ovl.slice<transient, 0, 128>]} : (tensor<32xf32>
  // CHECK: tensor.concat {{.+}} {ovl.buffers = [#ovl.slice<transient, 0, 640>]
  // CHECK: ovl.gelu %{{.+}} {ovl.buffers = [#ovl.slice<transient, 768, 640>]
  %big = ovl.add %b, %b : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
  %small = ovl.add %a, %a : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
  %c = tensor.concat dim(0) %small, %big : (tensor<32xf32>, tensor<128xf32>) -> tensor<160xf32>
  %d = ovl.gelu %c : tensor<160xf32>
  return %d : tensor<160xf32>
}

// -----

// Tests that a concatenation of an argument (persistent) is a copy into a
// buffer of its own.

// CHECK-LABEL: func.func @concat_copied
func.func @concat_copied(%a: tensor<32xf32>, %b: tensor<32xf32>) -> tensor<64xf32> {
  // CHECK: ovl.gelu %{{.+}} {ovl.buffers = [#ovl.slice<transient, 0, 128>]
  // CHECK: tensor.concat {{.+}} {ovl.buffers = [#ovl.slice<transient, 256, 256>]
  %g = ovl.gelu %b : tensor<32xf32>
  %c = tensor.concat dim(0) %a, %g : (tensor<32xf32>, tensor<32xf32>) -> tensor<64xf32>
  return %c : tensor<64xf32>
}
