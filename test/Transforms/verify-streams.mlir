// RUN: ovl-opt %s --ovl-verify-streams --split-input-file --verify-diagnostics

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that a use of a value from another stream needs an event.

func.func @unordered_use(%x: tensor<64xf32>) -> tensor<64xf32> {
  // expected-note @+1 {{the unordered 'ovl.all_reduce' on tp_comm}}
  %a = ovl.all_reduce sum %x over [tp] {ovl.stream = #ovl<stream tp_comm>} : tensor<64xf32> -> tensor<64xf32>
  // expected-error @+1 {{'ovl.gelu' op on compute uses the result of 'ovl.all_reduce' on tp_comm, but no event orders them}}
  %g = ovl.gelu %a : tensor<64xf32>
  return %g : tensor<64xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that a wait on another stream than its start is ordered after it.

func.func @wait_elsewhere(%x: tensor<64xf32>) -> tensor<64xf32> {
  // expected-note @+1 {{the unordered 'ovl.all_reduce_start' on tp_comm}}
  %h = ovl.all_reduce_start sum %x over [tp] {ovl.stream = #ovl<stream tp_comm>} : tensor<64xf32> -> !ovl.inflight<tensor<64xf32>>
  // expected-error @+1 {{'ovl.wait' op on compute uses the result of 'ovl.all_reduce_start' on tp_comm, but no event orders them}}
  %r = ovl.wait %h : !ovl.inflight<tensor<64xf32>> -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// -----

ovl.mesh @mesh axes [dp = 2 : data]

// Tests that an in-place update waits until a collective that reads the
// parameter has completed.

func.func @update_under_collective(%p: tensor<64xf32>, %m: tensor<64xf32>, %g: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
  %h = ovl.all_reduce_start sum %p over [dp] {ovl.stream = #ovl<stream dp_comm>} : tensor<64xf32> -> !ovl.inflight<tensor<64xf32>>
  // expected-note @+1 {{the unordered 'ovl.wait' on dp_comm}}
  %r = ovl.wait %h {ovl.stream = #ovl<stream dp_comm>} : !ovl.inflight<tensor<64xf32>> -> tensor<64xf32>
  // expected-error @+1 {{'ovl.sgd_update' op on compute overwrites what 'ovl.all_reduce_start' on dp_comm reads until its wait on dp_comm, but no event orders them}}
  %p1, %m1 = ovl.sgd_update %p, %g, %m lr 0.1 momentum 0.9 : tensor<64xf32>
  return %r, %p1, %m1 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests the record_stream hazard in a planned function: %b takes the bytes
// of %a while the all-gather started on tp_comm may still be reading %a.

func.func @reuse_under_collective(%x: tensor<64xf32>) -> tensor<128xf32> attributes {ovl.transient_bytes = 1536 : i64} {
  %a = ovl.gelu %x {ovl.buffers = [#ovl.slice<transient, 0, 256>]} : tensor<64xf32>
  %e0 = ovl.event_record on compute : !ovl.event
  ovl.event_wait %e0 on tp_comm
  // expected-note @+1 {{the earlier user of those bytes: 'ovl.all_gather_start' on tp_comm}}
  %h = ovl.all_gather_start %a over [tp] dim 0 {ovl.stream = #ovl<stream tp_comm>, ovl.buffers = [#ovl.slice<transient, 256, 512>]} : tensor<64xf32> -> !ovl.inflight<tensor<128xf32>>
  // expected-error @+1 {{'ovl.gelu' op on compute writes bytes [0, 256) of the transient arena while 'ovl.all_gather_start' on tp_comm may still use them: nothing orders it before this write}}
  %b = ovl.gelu %x {ovl.buffers = [#ovl.slice<transient, 0, 256>]} : tensor<64xf32>
  %r = ovl.wait %h {ovl.stream = #ovl<stream tp_comm>, ovl.buffers = [#ovl.slice<transient, 256, 512>]} : !ovl.inflight<tensor<128xf32>> -> tensor<128xf32>
  %e1 = ovl.event_record on tp_comm : !ovl.event
  ovl.event_wait %e1 on compute
  %c = ovl.gelu %r {ovl.buffers = [#ovl.slice<transient, 768, 512>]} : tensor<128xf32>
  %s = ovl.gelu %b {ovl.buffers = [#ovl.slice<transient, 1280, 256>]} : tensor<64xf32>
  return %c : tensor<128xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests the same program with the reuse after the wait's event: safe.

func.func @reuse_after_wait(%x: tensor<64xf32>) -> tensor<128xf32> attributes {ovl.transient_bytes = 1536 : i64} {
  %a = ovl.gelu %x {ovl.buffers = [#ovl.slice<transient, 0, 256>]} : tensor<64xf32>
  %e0 = ovl.event_record on compute : !ovl.event
  ovl.event_wait %e0 on tp_comm
  %h = ovl.all_gather_start %a over [tp] dim 0 {ovl.stream = #ovl<stream tp_comm>, ovl.buffers = [#ovl.slice<transient, 256, 512>]} : tensor<64xf32> -> !ovl.inflight<tensor<128xf32>>
  %r = ovl.wait %h {ovl.stream = #ovl<stream tp_comm>, ovl.buffers = [#ovl.slice<transient, 256, 512>]} : !ovl.inflight<tensor<128xf32>> -> tensor<128xf32>
  %e1 = ovl.event_record on tp_comm : !ovl.event
  ovl.event_wait %e1 on compute
  %b = ovl.gelu %x {ovl.buffers = [#ovl.slice<transient, 0, 256>]} : tensor<64xf32>
  %c = ovl.gelu %r {ovl.buffers = [#ovl.slice<transient, 768, 512>]} : tensor<128xf32>
  %s = ovl.gelu %b {ovl.buffers = [#ovl.slice<transient, 1280, 256>]} : tensor<64xf32>
  return %c : tensor<128xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests a buffer that takes the bytes of two earlier ones: the first is
// done with, the second still read by an all-gather on tp_comm. Only the
// second's bytes are named.

func.func @reuse_over_two_buffers(%x: tensor<64xf32>, %y: tensor<128xf32>) -> tensor<128xf32> attributes {ovl.transient_bytes = 2048 : i64} {
  %a = ovl.gelu %x {ovl.buffers = [#ovl.slice<transient, 0, 256>]} : tensor<64xf32>
  %d = ovl.gelu %a {ovl.buffers = [#ovl.slice<transient, 256, 256>]} : tensor<64xf32>
  %e0 = ovl.event_record on compute : !ovl.event
  ovl.event_wait %e0 on tp_comm
  // expected-note @+1 {{the earlier user of those bytes: 'ovl.all_gather_start' on tp_comm}}
  %h = ovl.all_gather_start %d over [tp] dim 0 {ovl.stream = #ovl<stream tp_comm>, ovl.buffers = [#ovl.slice<transient, 512, 512>]} : tensor<64xf32> -> !ovl.inflight<tensor<128xf32>>
  // expected-error @+1 {{'ovl.gelu' op on compute writes bytes [256, 512) of the transient arena while 'ovl.all_gather_start' on tp_comm may still use them: nothing orders it before this write}}
  %b = ovl.gelu %y {ovl.buffers = [#ovl.slice<transient, 0, 512>]} : tensor<128xf32>
  %r = ovl.wait %h {ovl.stream = #ovl<stream tp_comm>, ovl.buffers = [#ovl.slice<transient, 512, 512>]} : !ovl.inflight<tensor<128xf32>> -> tensor<128xf32>
  %e1 = ovl.event_record on tp_comm : !ovl.event
  ovl.event_wait %e1 on compute
  %c = ovl.gelu %r {ovl.buffers = [#ovl.slice<transient, 1024, 512>]} : tensor<128xf32>
  %s = ovl.gelu %b {ovl.buffers = [#ovl.slice<transient, 1536, 512>]} : tensor<128xf32>
  return %c : tensor<128xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests a buffer that takes the bytes an all-reduce on tp_comm is still
// writing (not in place: its input has another reader): its output is busy
// from its start, which no event orders before the new write on compute.

func.func @reuse_of_an_inflight_output(%x: tensor<64xf32>) -> tensor<64xf32> attributes {ovl.transient_bytes = 1024 : i64} {
  %a = ovl.gelu %x {ovl.buffers = [#ovl.slice<transient, 0, 256>]} : tensor<64xf32>
  %e0 = ovl.event_record on compute : !ovl.event
  ovl.event_wait %e0 on tp_comm
  // expected-note @+1 {{the earlier user of those bytes: 'ovl.all_reduce_start' on tp_comm}}
  %h = ovl.all_reduce_start sum %a over [tp] {ovl.stream = #ovl<stream tp_comm>, ovl.buffers = [#ovl.slice<transient, 256, 256>]} : tensor<64xf32> -> !ovl.inflight<tensor<64xf32>>
  %r = ovl.wait %h {ovl.stream = #ovl<stream tp_comm>, ovl.buffers = [#ovl.slice<transient, 256, 256>]} : !ovl.inflight<tensor<64xf32>> -> tensor<64xf32>
  %e1 = ovl.event_record on tp_comm : !ovl.event
  // expected-error @+1 {{'ovl.gelu' op on compute writes bytes [256, 512) of the transient arena while 'ovl.all_reduce_start' on tp_comm may still use them: nothing orders it before this write}}
  %b = ovl.gelu %x {ovl.buffers = [#ovl.slice<transient, 256, 256>]} : tensor<64xf32>
  ovl.event_wait %e1 on compute
  %c = ovl.add %r, %a {ovl.buffers = [#ovl.slice<transient, 512, 256>]} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
  %d = ovl.add %c, %b {ovl.buffers = [#ovl.slice<transient, 768, 256>]} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
  return %d : tensor<64xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests a buffer that nothing reads: its write on tp_comm still has to
// complete before compute takes its bytes.

func.func @reuse_after_an_unread_write(%x: tensor<64xf32>) -> tensor<64xf32> attributes {ovl.transient_bytes = 256 : i64} {
  // expected-note @+1 {{the earlier user of those bytes: 'ovl.all_reduce' on tp_comm}}
  %a = ovl.all_reduce sum %x over [tp] {ovl.stream = #ovl<stream tp_comm>, ovl.buffers = [#ovl.slice<transient, 0, 256>]} : tensor<64xf32> -> tensor<64xf32>
  // expected-error @+1 {{'ovl.gelu' op on compute writes bytes [0, 256) of the transient arena while 'ovl.all_reduce' on tp_comm may still use them: nothing orders it before this write}}
  %b = ovl.gelu %x {ovl.buffers = [#ovl.slice<transient, 0, 256>]} : tensor<64xf32>
  return %b : tensor<64xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests a buffer that takes the bytes an all-gather reads, ordered after
// the gather's start but not after its wait: a start reads its input until
// its wait.

func.func @reuse_before_the_wait(%x: tensor<64xf32>) -> tensor<128xf32> attributes {ovl.transient_bytes = 1536 : i64} {
  %a = ovl.gelu %x {ovl.buffers = [#ovl.slice<transient, 0, 256>]} : tensor<64xf32>
  %e0 = ovl.event_record on compute : !ovl.event
  ovl.event_wait %e0 on tp_comm
  %h = ovl.all_gather_start %a over [tp] dim 0 {ovl.stream = #ovl<stream tp_comm>, ovl.buffers = [#ovl.slice<transient, 256, 512>]} : tensor<64xf32> -> !ovl.inflight<tensor<128xf32>>
  %e1 = ovl.event_record on tp_comm : !ovl.event
  // expected-note @+1 {{the earlier user of those bytes: 'ovl.wait' on tp_comm}}
  %r = ovl.wait %h {ovl.stream = #ovl<stream tp_comm>, ovl.buffers = [#ovl.slice<transient, 256, 512>]} : !ovl.inflight<tensor<128xf32>> -> tensor<128xf32>
  %e2 = ovl.event_record on tp_comm : !ovl.event
  ovl.event_wait %e1 on compute
  // expected-error @+1 {{'ovl.gelu' op on compute writes bytes [0, 256) of the transient arena while 'ovl.wait' on tp_comm may still use them: nothing orders it before this write}}
  %b = ovl.gelu %x {ovl.buffers = [#ovl.slice<transient, 0, 256>]} : tensor<64xf32>
  ovl.event_wait %e2 on compute
  %c = ovl.gelu %r {ovl.buffers = [#ovl.slice<transient, 768, 512>]} : tensor<128xf32>
  %s = ovl.gelu %b {ovl.buffers = [#ovl.slice<transient, 1280, 256>]} : tensor<64xf32>
  return %c : tensor<128xf32>
}
