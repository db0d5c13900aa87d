// RUN: ovl-opt %s --ovl-prefetch-inputs --split-input-file | FileCheck %s
// RUN: %expect-exit 1 ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-prefetch-inputs{distance=0}))' --split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=DISTANCE
// DISTANCE: error: distance must be at least 1, got 0
// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-prefetch-inputs{distance=2}))' --split-input-file | FileCheck %s --check-prefix=DIST2

// Tests that the loads of micro-batch 1 move up to right after those of
// micro-batch 0, onto the copy stream, each with an event its readers'
// stream waits for before the first reader; and that the result is safe by
// ovl-verify-streams.
// RUN: ovl-opt %s --ovl-prefetch-inputs --split-input-file | ovl-opt --ovl-verify-streams --split-input-file -o /dev/null

// CHECK-LABEL: func.func @two_microbatches
func.func @two_microbatches(%e: tensor<256x8xf32>) -> (tensor<2x4x8xf32>, tensor<2x4x8xf32>) {
  // CHECK-NEXT: %[[T0:.+]] = ovl.load_batch tokens microbatch 0 vocab 256 {ovl.stream = #ovl<stream copy>}
  // CHECK-NEXT: %[[E0:.+]] = ovl.event_record on copy
  // CHECK-NEXT: %[[T1:.+]] = ovl.load_batch tokens microbatch 1 vocab 256 {ovl.stream = #ovl<stream copy>}
  // CHECK-NEXT: %[[E1:.+]] = ovl.event_record on copy
  // CHECK-NEXT: ovl.event_wait %[[E0]] on compute
  // CHECK-NEXT: ovl.embedding %[[T0]]
  // CHECK-NEXT: ovl.gelu
  // CHECK-NEXT: ovl.event_wait %[[E1]] on compute
  // CHECK-NEXT: ovl.embedding %[[T1]]
  %t0 = ovl.load_batch tokens microbatch 0 vocab 256 : tensor<2x4xi32>
  %x0 = ovl.embedding %t0, %e : (tensor<2x4xi32>, tensor<256x8xf32>) -> tensor<2x4x8xf32>
  %y0 = ovl.gelu %x0 : tensor<2x4x8xf32>
  %t1 = ovl.load_batch tokens microbatch 1 vocab 256 : tensor<2x4xi32>
  %x1 = ovl.embedding %t1, %e : (tensor<2x4xi32>, tensor<256x8xf32>) -> tensor<2x4x8xf32>
  return %y0, %x1 : tensor<2x4x8xf32>, tensor<2x4x8xf32>
}

// -----

// Tests that a load with a stream of its own is left on it, and that a load
// already early enough is not moved later.

// CHECK-LABEL: func.func @already_placed
func.func @already_placed(%e: tensor<256x8xf32>) -> (tensor<2x4x8xf32>, tensor<2x4x8xf32>) {
  // CHECK-NEXT: ovl.load_batch tokens microbatch 1 vocab 256 {ovl.stream = #ovl<stream compute>}
  // CHECK-NEXT: ovl.load_batch tokens microbatch 0
  // CHECK-NOT: ovl.event_wait {{.*}} on compute
  // CHECK: ovl.embedding
  %t1 = ovl.load_batch tokens microbatch 1 vocab 256 {ovl.stream = #ovl<stream compute>} : tensor<2x4xi32>
  %t0 = ovl.load_batch tokens microbatch 0 vocab 256 {ovl.stream = #ovl<stream compute>} : tensor<2x4xi32>
  %x0 = ovl.embedding %t0, %e : (tensor<2x4xi32>, tensor<256x8xf32>) -> tensor<2x4x8xf32>
  %x1 = ovl.embedding %t1, %e : (tensor<2x4xi32>, tensor<256x8xf32>) -> tensor<2x4x8xf32>
  return %x0, %x1 : tensor<2x4x8xf32>, tensor<2x4x8xf32>
}

// -----

// Tests three micro-batches of two loads each: each micro-batch's loads
// move, in their order, right after the last load of the one before (the
// third's after the second's, wherever those were moved to); the readers'
// stream waits before the first reader of each load, not a later one.

// CHECK-LABEL: func.func @three_microbatches
// With distance 2, micro-batch 2's loads follow micro-batch 0's, and
// micro-batch 1's, with none two before them, stay where they are.
// DIST2-LABEL: func.func @three_microbatches
// DIST2-NEXT: ovl.load_batch tokens microbatch 0
// DIST2-NEXT: ovl.event_record
// DIST2-NEXT: ovl.load_batch labels microbatch 0
// DIST2-NEXT: ovl.event_record
// DIST2-NEXT: ovl.load_batch tokens microbatch 2
// DIST2-NEXT: ovl.event_record
// DIST2-NEXT: ovl.load_batch labels microbatch 2
// DIST2: ovl.embedding
// DIST2: ovl.embedding
// DIST2: ovl.embedding
// DIST2-NEXT: ovl.load_batch tokens microbatch 1
func.func @three_microbatches(%e: tensor<256x8xf32>) -> (tensor<2x4x8xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) {
  // CHECK-NEXT: %[[T0:.+]] = ovl.load_batch tokens microbatch 0
  // CHECK-NEXT: %[[E0:.+]] = ovl.event_record on copy
  // CHECK-NEXT: %[[L0:.+]] = ovl.load_batch labels microbatch 0
  // CHECK-NEXT: %[[F0:.+]] = ovl.event_record on copy
  // CHECK-NEXT: %[[T1:.+]] = ovl.load_batch tokens microbatch 1
  // CHECK-NEXT: %[[E1:.+]] = ovl.event_record on copy
  // CHECK-NEXT: %[[L1:.+]] = ovl.load_batch labels microbatch 1
  // CHECK-NEXT: %[[F1:.+]] = ovl.event_record on copy
  // CHECK-NEXT: %[[T2:.+]] = ovl.load_batch tokens microbatch 2
  // CHECK-NEXT: %[[E2:.+]] = ovl.event_record on copy
  // CHECK-NEXT: %[[L2:.+]] = ovl.load_batch labels microbatch 2
  // CHECK-NEXT: %[[F2:.+]] = ovl.event_record on copy
  // CHECK-NEXT: ovl.event_wait %[[E0]] on compute
  // CHECK-NEXT: ovl.embedding %[[T0]]
  // CHECK-NEXT: ovl.embedding %[[T0]]
  // CHECK-NEXT: ovl.event_wait %[[F0]] on compute
  // CHECK-NEXT: ovl.embedding %[[L0]]
  // CHECK-NEXT: ovl.event_wait %[[E1]] on compute
  // CHECK-NEXT: ovl.embedding %[[T1]]
  // CHECK-NEXT: ovl.event_wait %[[F1]] on compute
  // CHECK-NEXT: ovl.embedding %[[L1]]
  // CHECK-NEXT: ovl.event_wait %[[E2]] on compute
  // CHECK-NEXT: ovl.embedding %[[T2]]
  // CHECK-NEXT: ovl.event_wait %[[F2]] on compute
  // CHECK-NEXT: ovl.embedding %[[L2]]
  // CHECK-NEXT: return
  %t0 = ovl.load_batch tokens microbatch 0 vocab 256 : tensor<2x4xi32>
  %l0 = ovl.load_batch labels microbatch 0 vocab 256 : tensor<2x4xi32>
  %x0 = ovl.embedding %t0, %e : (tensor<2x4xi32>, tensor<256x8xf32>) -> tensor<2x4x8xf32>
  %y0 = ovl.embedding %t0, %e : (tensor<2x4xi32>, tensor<256x8xf32>) -> tensor<2x4x8xf32>
  %z0 = ovl.embedding %l0, %e : (tensor<2x4xi32>, tensor<256x8xf32>) -> tensor<2x4x8xf32>
  %t1 = ovl.load_batch tokens microbatch 1 vocab 256 : tensor<2x4xi32>
  %l1 = ovl.load_batch labels microbatch 1 vocab 256 : tensor<2x4xi32>
  %x1 = ovl.embedding %t1, %e : (tensor<2x4xi32>, tensor<256x8xf32>) -> tensor<2x4x8xf32>
  %z1 = ovl.embedding %l1, %e : (tensor<2x4xi32>, tensor<256x8xf32>) -> tensor<2x4x8xf32>
  %t2 = ovl.load_batch tokens microbatch 2 vocab 256 : tensor<2x4xi32>
  %l2 = ovl.load_batch labels microbatch 2 vocab 256 : tensor<2x4xi32>
  %x2 = ovl.embedding %t2, %e : (tensor<2x4xi32>, tensor<256x8xf32>) -> tensor<2x4x8xf32>
  %z2 = ovl.embedding %l2, %e : (tensor<2x4xi32>, tensor<256x8xf32>) -> tensor<2x4x8xf32>
  return %y0, %z0, %x1, %z2 : tensor<2x4x8xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>
}

// -----

// Tests that a load of a later micro-batch that already sits between the
// last load of the one before and its own readers moves up too, after the
// one before has: micro-batch 2's load comes before micro-batch 1's in the
// input, after micro-batch 1's new place.

// CHECK-LABEL: func.func @out_of_order
func.func @out_of_order(%e: tensor<256x8xf32>) -> (tensor<2x4x8xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) {
  // CHECK-NEXT: ovl.load_batch tokens microbatch 0
  // CHECK-NEXT: ovl.event_record on copy
  // CHECK-NEXT: ovl.load_batch tokens microbatch 1
  // CHECK-NEXT: ovl.event_record on copy
  // CHECK-NEXT: ovl.load_batch tokens microbatch 2
  // CHECK-NEXT: ovl.event_record on copy
  // CHECK-NEXT: ovl.event_wait
  // CHECK-NEXT: ovl.embedding
  %t0 = ovl.load_batch tokens microbatch 0 vocab 256 : tensor<2x4xi32>
  %x0 = ovl.embedding %t0, %e : (tensor<2x4xi32>, tensor<256x8xf32>) -> tensor<2x4x8xf32>
  %t2 = ovl.load_batch tokens microbatch 2 vocab 256 : tensor<2x4xi32>
  %t1 = ovl.load_batch tokens microbatch 1 vocab 256 : tensor<2x4xi32>
  %x1 = ovl.embedding %t1, %e : (tensor<2x4xi32>, tensor<256x8xf32>) -> tensor<2x4x8xf32>
  %x2 = ovl.embedding %t2, %e : (tensor<2x4xi32>, tensor<256x8xf32>) -> tensor<2x4x8xf32>
  return %x0, %x1, %x2 : tensor<2x4x8xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that a reader already on the copy stream needs no event (stream
// order holds), while a reader on another stream waits there.

// CHECK-LABEL: func.func @readers_on_streams
func.func @readers_on_streams(%e: tensor<256x8xf32>) -> (tensor<2x4x8xf32>, tensor<2x4xi32>) {
  // CHECK-NEXT: %[[T0:.+]] = ovl.load_batch tokens microbatch 0
  // CHECK-NEXT: %[[E0:.+]] = ovl.event_record on copy
  // CHECK-NOT: on copy
  // CHECK: ovl.event_wait %[[E0]] on tp_comm
  // CHECK-NEXT: ovl.all_reduce max %[[T0]]
  // CHECK-NOT: ovl.event_wait
  // CHECK: return
  %t0 = ovl.load_batch tokens microbatch 0 vocab 256 : tensor<2x4xi32>
  %x0 = ovl.embedding %t0, %e {ovl.stream = #ovl<stream copy>} : (tensor<2x4xi32>, tensor<256x8xf32>) -> tensor<2x4x8xf32>
  %m = ovl.all_reduce max %t0 over [tp] {ovl.stream = #ovl<stream tp_comm>} : tensor<2x4xi32> -> tensor<2x4xi32>
  return %x0, %m : tensor<2x4x8xf32>, tensor<2x4xi32>
}
