// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-schedule-overlap{max-in-flight=1}))' -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: ovl-opt %t.mlir --ovl-verify-communication -o /dev/null

// Tests that ovl-schedule-overlap keeps the order of a stage's communication
// with other pipeline stages, across communicators. Each stage function is
// scheduled on its own; the ranks of one stage reorder alike, but the peer
// stage does not know what this one moved. Here (the end of a step with
// tied embeddings and gradient clipping, as `ovl-gen gpt` writes it) stage 1
// receives the embedding gradient, sends its own and all-reduces the norm
// over pp. With one collective in flight per communicator, the send has to
// wait for the receive to finish, and the all-reduce (another communicator)
// used to start first: stage 0, which sends, receives and then all-reduces,
// waited in its receive for stage 1, and stage 1 in its all-reduce for
// stage 0. The third RUN line proves the result deadlock-free.
//
// A tensor-parallel all-reduce talks only within the stage; it still moves
// ahead of the send and the all-reduce over pp, under the receive.

ovl.mesh @mesh axes [pp = 2 : pipeline, tp = 2 : tensor]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1

// CHECK-LABEL: func.func @stage0
// CHECK: ovl.send_start
// CHECK: ovl.recv_start
// CHECK: ovl.all_reduce_start sum {{.*}} over [pp]
func.func @stage0(%g: tensor<8xf32>, %n: tensor<f32>) -> (tensor<8xf32>, tensor<f32>) attributes {ovl.stage = 0 : i64} {
  %hs = ovl.send_start %g to pp = 1 {ovl.duration_us = 10.0} : tensor<8xf32> -> !ovl.inflight<none>
  ovl.wait %hs : !ovl.inflight<none>
  %hr = ovl.recv_start from pp = 1 {ovl.duration_us = 10.0} : !ovl.inflight<tensor<8xf32>>
  %r = ovl.wait %hr : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %ha = ovl.all_reduce_start sum %n over [pp] {ovl.duration_us = 10.0} : tensor<f32> -> !ovl.inflight<tensor<f32>>
  %a = ovl.wait %ha : !ovl.inflight<tensor<f32>> -> tensor<f32>
  return %r, %a : tensor<8xf32>, tensor<f32>
}

// CHECK-LABEL: func.func @stage1
// CHECK: %[[RECV:.+]] = ovl.recv_start
// CHECK-NEXT: ovl.all_reduce_start sum {{.*}} over [tp]
// CHECK-NEXT: ovl.wait %[[RECV]]
// CHECK-NEXT: ovl.send_start
// CHECK-NEXT: ovl.all_reduce_start sum {{.*}} over [pp]
func.func @stage1(%g: tensor<8xf32>, %n: tensor<f32>, %x: tensor<8xf32>) -> (tensor<8xf32>, tensor<f32>, tensor<8xf32>) attributes {ovl.stage = 1 : i64} {
  %hr = ovl.recv_start from pp = 0 {ovl.duration_us = 10.0} : !ovl.inflight<tensor<8xf32>>
  %r = ovl.wait %hr : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %hs = ovl.send_start %g to pp = 0 {ovl.duration_us = 10.0} : tensor<8xf32> -> !ovl.inflight<none>
  ovl.wait %hs : !ovl.inflight<none>
  %ha = ovl.all_reduce_start sum %n over [pp] {ovl.duration_us = 10.0} : tensor<f32> -> !ovl.inflight<tensor<f32>>
  %a = ovl.wait %ha : !ovl.inflight<tensor<f32>> -> tensor<f32>
  %ht = ovl.all_reduce_start sum %x over [tp] {ovl.duration_us = 10.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %t = ovl.wait %ht : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  return %r, %a, %t : tensor<8xf32>, tensor<f32>, tensor<8xf32>
}
