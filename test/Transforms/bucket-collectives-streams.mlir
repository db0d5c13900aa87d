// RUN: ovl-opt %s --ovl-bucket-collectives | FileCheck %s
// RUN: ovl-opt %s --ovl-bucket-collectives --ovl-verify-streams -o /dev/null

// Tests a bucket whose member reads a value made on another stream: the
// pipeline receive on pp_comm, ordered for the compute stream by the event
// that ovl-pipeline-schedule put after it. The bucket reads the received
// activation, so it sits after that event's wait (just before the member
// that read it), not right after the receive, its last input: there the
// compute stream would read it unordered, which the stream proof (the
// second RUN line) and the lowering refuse. A bucket of compute-made inputs
// only still sits right after its last input.

ovl.mesh @mesh axes [pp = 2 : pipeline, tp = 2 : tensor]

// CHECK-LABEL: func.func @received
func.func @received(%x: tensor<1x16x8xf32>) -> (tensor<1x32x8xf32>, tensor<1x32x8xf32>, tensor<1x16x8xf32>) {
  // CHECK: %[[R:.+]] = ovl.recv from pp = 1 {ovl.stream = #ovl<stream pp_comm>}
  // CHECK-NEXT: %[[E:.+]] = ovl.event_record on pp_comm
  // CHECK-NEXT: ovl.event_wait %[[E]] on compute
  // CHECK-NEXT: ovl.gelu
  // CHECK-NEXT: tensor.collapse_shape %[[R]]
  // CHECK: ovl.all_gather %{{.+}} over [tp] dim 0 {{.*}}: tensor<256xf32> -> tensor<512xf32>
  %a = ovl.gelu %x : tensor<1x16x8xf32>
  %r = ovl.recv from pp = 1 {ovl.stream = #ovl<stream pp_comm>} : tensor<1x16x8xf32>
  %e = ovl.event_record on pp_comm : !ovl.event
  ovl.event_wait %e on compute
  %b = ovl.gelu %a : tensor<1x16x8xf32>
  %g0 = ovl.all_gather %r over [tp] dim 1 : tensor<1x16x8xf32> -> tensor<1x32x8xf32>
  %g1 = ovl.all_gather %a over [tp] dim 1 : tensor<1x16x8xf32> -> tensor<1x32x8xf32>
  return %g0, %g1, %b : tensor<1x32x8xf32>, tensor<1x32x8xf32>, tensor<1x16x8xf32>
}

// A collective that stays alone (no partner) and reads a received value
// stays after the wait too.

// CHECK-LABEL: func.func @alone
func.func @alone() -> tensor<1x32x8xf32> {
  // CHECK: ovl.recv
  // CHECK-NEXT: ovl.event_record on pp_comm
  // CHECK-NEXT: ovl.event_wait
  // CHECK-NEXT: ovl.all_gather
  %r = ovl.recv from pp = 1 {ovl.stream = #ovl<stream pp_comm>} : tensor<1x16x8xf32>
  %e = ovl.event_record on pp_comm : !ovl.event
  ovl.event_wait %e on compute
  %g = ovl.all_gather %r over [tp] dim 1 : tensor<1x16x8xf32> -> tensor<1x32x8xf32>
  return %g : tensor<1x32x8xf32>
}
