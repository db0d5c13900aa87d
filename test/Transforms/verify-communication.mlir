// RUN: ovl-opt %s --ovl-verify-communication --split-input-file --verify-diagnostics

// The pass runs the MLIR verifier before its proofs (the registered
// pipelines rely on it between their phases): an op that is not well formed
// is reported even when parsing skipped verification.
// RUN: %expect-exit 1 ovl-opt %S/Inputs/unknown-kernel.l2.mlir --mlir-very-unsafe-disable-verifier-on-parsing --ovl-verify-communication 2>&1 | FileCheck %s --check-prefix=NOT-WELL-FORMED
// NOT-WELL-FORMED: unknown-kernel.l2.mlir:6:5: error: 'ovl.rt.kernel' op unknown kernel 'relu'

// L2 programs are checked the same way, each queue a stream: a lowered
// 1F1B pipeline passes; without its first send, or without an event record
// that a queue waits for, it fails.
// RUN: ovl-gen pipeline --stages 3 --num-microbatches 4 | ovl-opt --ovl-lower-pipeline -o %t.l2.mlir
// RUN: ovl-opt %t.l2.mlir --ovl-verify-communication -o /dev/null
// RUN: sed '0,/send true/{/send true/d}' %t.l2.mlir | %expect-exit 1 ovl-opt --ovl-verify-communication 2>&1 | FileCheck %s --check-prefix=L2-DROPPED
// L2-DROPPED: error: ovl-verify-communication: receive #3 on rank 1 (stage 1) from rank 0 (stage 0) along 'pp' has no matching send: rank 0 (stage 0) sends 3 time(s) to it, rank 1 (stage 1) receives 4
// RUN: sed '0,/rt.record/{/rt.record/d}' %t.l2.mlir | %expect-exit 1 ovl-opt --ovl-verify-communication 2>&1 | FileCheck %s --check-prefix=L2-EVENT
// L2-EVENT: error: ovl-verify-communication: waits for event 0, which no queue of the program records

// Tests that a matched two-stage program with tensor-parallel collectives,
// a collective across stages and P2P in a workable order is accepted.
ovl.mesh @mesh axes [pp = 2 : pipeline, tp = 2 : tensor]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
  %y = ovl.all_reduce sum %x over [tp] : tensor<4xf32> -> tensor<4xf32>
  ovl.send %y to pp = 1 : tensor<4xf32>
  %g = ovl.recv from pp = 1 : tensor<4xf32>
  %t = ovl.all_reduce sum %g over [pp] : tensor<4xf32> -> tensor<4xf32>
  return
}
func.func @stage1() attributes {ovl.stage = 1 : i64} {
  %x = ovl.recv from pp = 0 : tensor<4xf32>
  %y = ovl.all_reduce sum %x over [tp] : tensor<4xf32> -> tensor<4xf32>
  ovl.send %y to pp = 0 : tensor<4xf32>
  %t = ovl.all_reduce sum %y over [pp] : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

// Tests that two collectives swapped on one rank are rejected: stage 1's
// ranks enter the cross-stage communicator in the other order.
ovl.mesh @mesh axes [pp = 2 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
  // expected-note @+1 {{collective #0 of rank 0 (stage 0)}}
  %a = ovl.all_reduce sum %x over [pp] : tensor<4xf32> -> tensor<4xf32>
  %b = ovl.all_gather %x over [pp] dim 0 : tensor<4xf32> -> tensor<8xf32>
  return
}
func.func @stage1() attributes {ovl.stage = 1 : i64} {
  %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
  // expected-error @+1 {{rank 0 (stage 0) and rank 1 (stage 1) disagree on collective #0 over [pp]: rank 1 (stage 1) issues 'all_gather dim 0 tensor<4xf32>', rank 0 (stage 0) issues 'all_reduce sum tensor<4xf32>'}}
  %b = ovl.all_gather %x over [pp] dim 0 : tensor<4xf32> -> tensor<8xf32>
  %a = ovl.all_reduce sum %x over [pp] : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

// Tests that a dropped send is rejected: stage 1 receives twice, stage 0
// sends once.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
  ovl.send %x to pp = 1 : tensor<4xf32>
  return
}
func.func @stage1() attributes {ovl.stage = 1 : i64} {
  %a = ovl.recv from pp = 0 : tensor<4xf32>
  // expected-error @+1 {{receive #1 on rank 2 (stage 1) from rank 0 (stage 0) along 'pp' has no matching send: rank 0 (stage 0) sends 1 time(s) to it, rank 2 (stage 1) receives 2}}
  %b = ovl.recv from pp = 0 : tensor<4xf32>
  return
}

// -----

// Tests that a send whose receive expects another shape is rejected.
ovl.mesh @mesh axes [pp = 2 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
  // expected-note @+1 {{send #0 of rank 0 (stage 0)}}
  ovl.send %x to pp = 1 : tensor<4xf32>
  return
}
func.func @stage1() attributes {ovl.stage = 1 : i64} {
  // expected-error @+1 {{receive #0 on rank 1 (stage 1) from rank 0 (stage 0) along 'pp' expects tensor<8xf32> but send #0 carries tensor<4xf32>}}
  %a = ovl.recv from pp = 0 : tensor<8xf32>
  return
}

// -----

// Tests that a send/recv order that deadlocks is rejected: both stages send
// first, and a send waits for its receive.
ovl.mesh @mesh axes [pp = 2 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
  // expected-error @+2 {{deadlock: 2 stream(s) wait on each other in a cycle}}
  // expected-note @+1 {{'ovl.send' on rank 0 (stage 0), stream compute waits for rank 1 (stage 1), stream compute}}
  ovl.send %x to pp = 1 : tensor<4xf32>
  %g = ovl.recv from pp = 1 : tensor<4xf32>
  return
}
func.func @stage1() attributes {ovl.stage = 1 : i64} {
  %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
  // expected-note @+1 {{'ovl.send' on rank 1 (stage 1), stream compute waits for rank 0 (stage 0), stream compute}}
  ovl.send %x to pp = 0 : tensor<4xf32>
  %g = ovl.recv from pp = 0 : tensor<4xf32>
  return
}

// -----

// Tests that a cycle across communicators is rejected: stage 0 enters the
// cross-stage all-reduce before its send, stage 1 waits for that send
// before the all-reduce.
ovl.mesh @mesh axes [pp = 2 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
  // expected-error @+2 {{deadlock: 2 stream(s) wait on each other in a cycle}}
  // expected-note @+1 {{'ovl.all_reduce' on rank 0 (stage 0), stream compute waits for rank 1 (stage 1), stream compute}}
  %t = ovl.all_reduce sum %x over [pp] : tensor<4xf32> -> tensor<4xf32>
  ovl.send %t to pp = 1 : tensor<4xf32>
  return
}
func.func @stage1() attributes {ovl.stage = 1 : i64} {
  // expected-note @+1 {{'ovl.recv' on rank 1 (stage 1), stream compute waits for rank 0 (stage 0), stream compute}}
  %x = ovl.recv from pp = 0 : tensor<4xf32>
  %t = ovl.all_reduce sum %x over [pp] : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

// Tests that P2P on separate streams with events breaks the cycle above:
// the receive runs on pp_comm while compute waits at the all-reduce; the
// all-reduce's stream records the event the receive's consumer waits for.
ovl.mesh @mesh axes [pp = 2 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
  ovl.send %x to pp = 1 {ovl.stream = #ovl<stream pp_comm>} : tensor<4xf32>
  %t = ovl.all_reduce sum %x over [pp] : tensor<4xf32> -> tensor<4xf32>
  return
}
func.func @stage1() attributes {ovl.stage = 1 : i64} {
  %y = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
  %t = ovl.all_reduce sum %y over [pp] : tensor<4xf32> -> tensor<4xf32>
  %x = ovl.recv from pp = 0 {ovl.stream = #ovl<stream pp_comm>} : tensor<4xf32>
  %e = ovl.event_record on pp_comm : !ovl.event
  ovl.event_wait %e on compute
  %z = ovl.opaque "G"(%x) {duration_us = 1.0} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

// Tests that a cycle through events is rejected: each stage's P2P waits
// on pp_comm for an event of its compute stream, which is held by the
// cross-stage all-reduce (stage 0) or waits for the receive (stage 1).
ovl.mesh @mesh axes [pp = 2 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
  // expected-error @+2 {{deadlock: 4 stream(s) wait on each other in a cycle}}
  // expected-note @+1 {{'ovl.all_reduce' on rank 0 (stage 0), stream compute waits for rank 1 (stage 1), stream compute}}
  %t = ovl.all_reduce sum %x over [pp] : tensor<4xf32> -> tensor<4xf32>
  %e = ovl.event_record on compute : !ovl.event
  // expected-note @+1 {{'ovl.event_wait' on rank 0 (stage 0), stream pp_comm waits for rank 0 (stage 0), stream compute}}
  ovl.event_wait %e on pp_comm
  ovl.send %t to pp = 1 {ovl.stream = #ovl<stream pp_comm>} : tensor<4xf32>
  return
}
func.func @stage1() attributes {ovl.stage = 1 : i64} {
  // expected-note @+1 {{'ovl.recv' on rank 1 (stage 1), stream pp_comm waits for rank 0 (stage 0), stream pp_comm}}
  %x = ovl.recv from pp = 0 {ovl.stream = #ovl<stream pp_comm>} : tensor<4xf32>
  %e = ovl.event_record on pp_comm : !ovl.event
  // expected-note @+1 {{'ovl.event_wait' on rank 1 (stage 1), stream compute waits for rank 1 (stage 1), stream pp_comm}}
  ovl.event_wait %e on compute
  %t = ovl.all_reduce sum %x over [pp] : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

// Tests that a member issuing nothing on a communicator is rejected.
ovl.mesh @mesh axes [pp = 2 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
  // expected-error @+1 {{rank 0 (stage 0) issues 1 collective(s) over [pp] but rank 1 (stage 1), a member of the same group, issues none: its first has no partner}}
  %t = ovl.all_reduce sum %x over [pp] : tensor<4xf32> -> tensor<4xf32>
  return
}
func.func @stage1() attributes {ovl.stage = 1 : i64} {
  return
}

// -----

// Tests that ranks of one group issue as many collectives over it: here
// stage 0 issues a second all-reduce over [pp] that stage 1 never joins.
ovl.mesh @mesh axes [pp = 2 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
  %t = ovl.all_reduce sum %x over [pp] : tensor<4xf32> -> tensor<4xf32>
  // expected-error @+1 {{ovl-verify-communication: rank 0 (stage 0) issues 2 collectives over [pp], rank 1 (stage 1) only 1: collective #1 has no partner}}
  %u = ovl.all_reduce sum %t over [pp] : tensor<4xf32> -> tensor<4xf32>
  return
}
func.func @stage1() attributes {ovl.stage = 1 : i64} {
  %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
  %t = ovl.all_reduce sum %x over [pp] : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

// Tests that a stream waits only for events its function records: one
// passed in as an argument is recorded nowhere the proof can see.
ovl.mesh @mesh axes [tp = 2 : tensor]
func.func @f(%e: !ovl.event) {
  // expected-error @+1 {{ovl-verify-communication: waits for an event that no event_record of this function records}}
  ovl.event_wait %e on tp_comm
  return
}

// -----

// Tests that a program every rank runs, with collectives only, deadlocks
// when its queues wait for each other's events: the check runs one rank
// first (all ranks run in step), and the mesh's run names the cycle.
ovl.mesh @mesh axes [tp = 2 : tensor]
ovl.program @stage0 stage 0 transient 1024 persistent 0 events 2 {
  ovl.queue 0 compute {
    // expected-error @+2 {{ovl-verify-communication: deadlock: 2 stream(s) wait on each other in a cycle}}
    // expected-note @+1 {{'ovl.rt.wait' on rank 0 (stage 0), stream queue 0 (compute) waits for rank 0 (stage 0), stream queue 1 (tp_comm)}}
    ovl.rt.wait 1 est 0.0
    ovl.rt.record 0 est 0.0 "event_record"
  }
  ovl.queue 1 tp_comm {
    ovl.rt.collective all_reduce sum over [tp] <transient, 0, 256> -> <transient, 0, 256> count 64 outer 1 inner 1 root 0 : f32 est 10.0
    // expected-note @+1 {{'ovl.rt.wait' on rank 0 (stage 0), stream queue 1 (tp_comm) waits for rank 0 (stage 0), stream queue 0 (compute)}}
    ovl.rt.wait 0 est 0.0
    ovl.rt.record 1 est 0.0 "event_record"
  }
}

// -----

// Tests that the same program without the cycle passes: queue 1 records
// before it waits.
ovl.mesh @mesh axes [tp = 2 : tensor]
ovl.program @stage0 stage 0 transient 1024 persistent 0 events 2 {
  ovl.queue 0 compute {
    ovl.rt.wait 1 est 0.0
    ovl.rt.record 0 est 0.0 "event_record"
  }
  ovl.queue 1 tp_comm {
    ovl.rt.collective all_reduce sum over [tp] <transient, 0, 256> -> <transient, 0, 256> count 64 outer 1 inner 1 root 0 : f32 est 10.0
    ovl.rt.record 1 est 0.0 "event_record"
    ovl.rt.wait 0 est 0.0
  }
}
