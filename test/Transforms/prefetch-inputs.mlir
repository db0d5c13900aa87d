// RUN: ovl-opt %s --ovl-prefetch-inputs --split-input-file | FileCheck %s
// RUN: %expect-exit 1 ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-prefetch-inputs{distance=0}))' --split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=DISTANCE
// DISTANCE: error: distance must be at least 1, got 0

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
