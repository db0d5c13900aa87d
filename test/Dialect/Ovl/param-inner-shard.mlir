// RUN: ovl-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// Tests a parameter split twice (the distributed optimizer's dp shard of a
// tp shard): it round-trips, the argument is the [16/2, 64/2/2] shard, and
// a shard may name dp alone; the errors name what is wrong.

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// CHECK-LABEL: func.func @twice
// CHECK-SAME: #ovl.param<"w", global [16, 64], shard 1 over tp, shard 1 over dp, init normal(2.000000e-02)>
// CHECK-SAME: #ovl.param<"v", global [16, 64], shard 1 over tp, shard 0 over dp, init zeros>
// CHECK-SAME: #ovl.param<"n", global [32], shard 0 over dp, init ones>
func.func @twice(%w: tensor<16x16xf32> {ovl.param = #ovl.param<"w", global [16, 64], shard 1 over tp, shard 1 over dp, init normal(0.02)>},
                 %v: tensor<8x32xf32> {ovl.param = #ovl.param<"v", global [16, 64], shard 1 over tp, shard 0 over dp, init zeros>},
                 %n: tensor<16xf32> {ovl.param = #ovl.param<"n", global [32], shard 0 over dp, init ones>}) {
  return
}

// -----

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// expected-error @+1 {{argument 0 has size 16 in dimension 0 but the shard of parameter 'w' has size 8}}
func.func @shape(%w: tensor<16x32xf32> {ovl.param = #ovl.param<"w", global [16, 64], shard 1 over tp, shard 0 over dp, init zeros>}) {
  return
}

// -----

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// expected-error @+1 {{parameter 'w' dimension 0 of global size 6 does not divide by the shard count 4}}
func.func @divide(%w: tensor<3xf32> {ovl.param = #ovl.param<"w", global [6], shard 0 over tp, shard 0 over dp, init zeros>}) {
  return
}

// -----

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// expected-error @+1 {{parameter 'w' is split twice over 'tp'}}
func.func @same_axis(%w: tensor<4xf32> {ovl.param = #ovl.param<"w", global [16], shard 0 over tp, shard 0 over tp, init zeros>}) {
  return
}

// -----

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// expected-error @+1 {{parameter 'w' is split again along dimension 2 but has rank 1}}
func.func @rank(%w: tensor<4xf32> {ovl.param = #ovl.param<"w", global [16], shard 0 over tp, shard 2 over dp, init zeros>}) {
  return
}

// -----

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// expected-error @+1 {{parameter 'w' is sharded over 'ep', which is not an axis of the mesh}}
func.func @axis(%w: tensor<4xf32> {ovl.param = #ovl.param<"w", global [16], shard 0 over tp, shard 0 over ep, init zeros>}) {
  return
}
