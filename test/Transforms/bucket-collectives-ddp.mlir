// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-bucket-collectives{remarks=true}))' 2>&1 | FileCheck %s

// Megatron's --ddp-bucket-size (ovl-gen records it on the module) caps the
// buckets of collectives over data-parallel axes, in elements: 8 f32
// elements hold the two first gradients, not the third (which moves right
// after its input, alone); the tp collectives keep the pass's cap. A
// gradient of exactly 8 elements is not over the cap: it fills a bucket of
// its own (no remark). Every input is an argument: the buckets and the lone
// collectives sit at the function's start in the order they were formed (by
// kind and group, then the order of their inputs).

// CHECK-NOT: over the cap
// CHECK: remark: bucket of 2 all_reduce ops: 0.00 MiB of a 0.00 MiB cap
// CHECK: remark: bucket of 2 all_reduce ops: 0.00 MiB of a 25.00 MiB cap
// CHECK-LABEL: func.func @ddp_bucket_size
// CHECK: tensor.concat dim(0) %arg0, %arg1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
// CHECK-NEXT: ovl.all_reduce sum %{{.+}} over [dp] : tensor<8xf32>
// CHECK: tensor.concat dim(0) %arg0, %arg1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
// CHECK-NEXT: ovl.all_reduce sum %{{.+}} over [tp] : tensor<8xf32>
// CHECK: ovl.all_reduce sum %arg2 over [dp] : tensor<4xf32>
// CHECK-NEXT: ovl.all_reduce sum %arg3 over [dp] : tensor<8xf32>
// CHECK-NEXT: return

module attributes {ovl.data_parallel_bucket_elements = 8 : i64} {
  ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]
  func.func @ddp_bucket_size(%x: tensor<4xf32>, %y: tensor<4xf32>, %z: tensor<4xf32>, %w: tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32>) {
    %a = ovl.all_reduce sum %x over [dp] : tensor<4xf32> -> tensor<4xf32>
    %b = ovl.all_reduce sum %y over [dp] : tensor<4xf32> -> tensor<4xf32>
    %c = ovl.all_reduce sum %z over [dp] : tensor<4xf32> -> tensor<4xf32>
    %f = ovl.all_reduce sum %w over [dp] : tensor<8xf32> -> tensor<8xf32>
    %d = ovl.all_reduce sum %x over [tp] : tensor<4xf32> -> tensor<4xf32>
    %e = ovl.all_reduce sum %y over [tp] : tensor<4xf32> -> tensor<4xf32>
    return %a, %b, %c, %d, %e, %f : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32>
  }
}
