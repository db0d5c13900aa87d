// A broadcast over tp from rank 1 of a tp-sharded weight, taken as the
// weight's gradient by SGD at learning rate 1 (test/Runtime/broadcast.test).
ovl.mesh @mesh axes [tp = 2 : tensor]
func.func @stage0(%w: tensor<4xf32> {ovl.param = #ovl.param<"w", global [8], shard 0 over tp, init normal(1.0)>},
                  %m: tensor<4xf32> {ovl.param = #ovl.param<"w.m", global [8], shard 0 over tp, init zeros>})
    -> (tensor<4xf32>, tensor<4xf32>) attributes {ovl.stage = 0 : i64} {
  %b = ovl.broadcast %w over [tp] root 1 : tensor<4xf32> -> tensor<4xf32>
  %w1, %m1 = ovl.sgd_update %w, %b, %m lr 1.0 momentum 0.0 : tensor<4xf32>
  return %w1, %m1 : tensor<4xf32>, tensor<4xf32>
}
