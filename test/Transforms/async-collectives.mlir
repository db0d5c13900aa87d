// RUN: ovl-opt %s --ovl-async-collectives --split-input-file | FileCheck %s

ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]

// Tests that every synchronous communication op becomes a start and a wait
// at the same place, with its operands, attributes and discardable tags.

// CHECK-LABEL: func.func @every_kind
func.func @every_kind(%x: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
  // CHECK: %[[H0:.+]] = ovl.all_reduce_start max %{{.+}} over [tp] {ovl.job = #ovl.job<forward, 1>} : tensor<8x16xf32> -> !ovl.inflight<tensor<8x16xf32>>
  // CHECK-NEXT: %[[R0:.+]] = ovl.wait %[[H0]] {ovl.job = #ovl.job<forward, 1>} : !ovl.inflight<tensor<8x16xf32>> -> tensor<8x16xf32>
  %a = ovl.all_reduce max %x over [tp] {ovl.job = #ovl.job<forward, 1>} : tensor<8x16xf32> -> tensor<8x16xf32>
  // CHECK-NEXT: %[[H1:.+]] = ovl.all_gather_start %{{.+}} over [dp] dim 0
  // CHECK-NEXT: ovl.wait %[[H1]]
  %g = ovl.all_gather %x over [dp] dim 0 : tensor<8x16xf32> -> tensor<16x16xf32>
  // CHECK-NEXT: %[[H2:.+]] = ovl.reduce_scatter_start sum %{{.+}} over [dp] dim 0
  // CHECK-NEXT: ovl.wait %[[H2]]
  %s = ovl.reduce_scatter sum %x over [dp] dim 0 : tensor<8x16xf32> -> tensor<4x16xf32>
  // CHECK-NEXT: %[[H3:.+]] = ovl.broadcast_start %{{.+}} over [tp] root 1
  // CHECK-NEXT: ovl.wait %[[H3]]
  %b = ovl.broadcast %x over [tp] root 1 : tensor<8x16xf32> -> tensor<8x16xf32>
  // CHECK-NEXT: %[[H4:.+]] = ovl.send_start %{{.+}} to pp = 1 : tensor<8x16xf32> -> !ovl.inflight<none>
  // CHECK-NEXT: ovl.wait %[[H4]] : !ovl.inflight<none>
  ovl.send %x to pp = 1 : tensor<8x16xf32>
  // CHECK-NEXT: %[[H5:.+]] = ovl.recv_start from pp = 1 : !ovl.inflight<tensor<8x16xf32>>
  // CHECK-NEXT: %[[R5:.+]] = ovl.wait %[[H5]]
  %r = ovl.recv from pp = 1 : tensor<8x16xf32>
  // CHECK-NOT: ovl.all_reduce {{.*}}->
  // CHECK: return %[[R0]],
  return %a, %g, %s, %b, %r : tensor<8x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that asynchronous ops are left alone.

// CHECK-LABEL: func.func @already_async
func.func @already_async(%x: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: ovl.all_reduce_start
  // CHECK-NEXT: ovl.gelu
  // CHECK-NEXT: ovl.wait
  %h = ovl.all_reduce_start sum %x over [tp] : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %g = ovl.gelu %x : tensor<8xf32>
  %r = ovl.wait %h : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  return %r : tensor<8xf32>
}
