// RUN: ovl-opt %s --ovl-plan-memory=report=- -o /dev/null | FileCheck %s

// Tests the report's split of the persistent tensors: weights (w, n) and
// optimizer state (what an update reads as state: Adam's two moments), and
// the bytes split over a data-parallel axis (the distributed optimizer's
// shards: w and its moments, 8 of 16 elements each; n stays whole).

// CHECK: @step: transient
// CHECK-NEXT: persistent: weights 0.00 MiB + optimizer state 0.00 MiB (48 + 64 bytes; 96 bytes split over data-parallel ranks)

ovl.mesh @mesh axes [dp = 2 : data]
func.func @step(%w: tensor<8xf32> {ovl.param = #ovl.param<"w", global [16], shard 0 over dp, init ones>},
                %n: tensor<4xf32> {ovl.param = #ovl.param<"n", global [4], init ones>},
                %m: tensor<8xf32> {ovl.param = #ovl.param<"w.exp_avg", global [16], shard 0 over dp, init zeros>},
                %v: tensor<8xf32> {ovl.param = #ovl.param<"w.exp_avg_sq", global [16], shard 0 over dp, init zeros>})
    -> (tensor<8xf32>, tensor<4xf32>, tensor<8xf32>, tensor<8xf32>) {
  %g = ovl.gelu %w : tensor<8xf32>
  %p, %m1, %v1 = ovl.adamw_update %w, %g, %m, %v lr 1.0e-02 betas 9.0e-01, 9.99e-01 eps 1.0e-08 : tensor<8xf32>
  return %p, %n, %m1, %v1 : tensor<8xf32>, tensor<4xf32>, tensor<8xf32>, tensor<8xf32>
}
