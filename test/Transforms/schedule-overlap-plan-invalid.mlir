// RUN: ovl-opt %s --ovl-schedule-overlap --split-input-file --verify-diagnostics -o /dev/null
// RUN: ovl-opt %s --ovl-schedule-overlap --split-input-file --verify-diagnostics --mlir-disable-threading -o /dev/null

// ovl-schedule-overlap plans the input's memory beside building its
// dependence graph (on two threads when the context has them); the plan's
// refusals reach the user the same way with threads and without.

// Tests that an SGD update of a value that is not an argument is refused.
func.func @not_an_argument(%x: tensor<64xf32>) {
  %p = ovl.gelu %x : tensor<64xf32>
  // expected-error @+1 {{'ovl.sgd_update' op updates its parameter in place, so that operand must be a function argument}}
  %p1, %m1 = ovl.sgd_update %p, %x, %x lr 0.1 momentum 0.9 : tensor<64xf32>
  return
}

// -----

// Tests that an in-place update racing a reader on another stream is
// refused.
func.func @racing_reader(%p: tensor<64xf32>, %m: tensor<64xf32>) {
  %r = ovl.gelu %p {ovl.stream = #ovl<stream copy>} : tensor<64xf32>
  // expected-error @+1 {{'ovl.sgd_update' op updates a buffer in place while 'ovl.gelu' on stream copy may still read it (no event orders them)}}
  %p1, %m1 = ovl.sgd_update %p, %p, %m lr 0.1 momentum 0.9 : tensor<64xf32>
  return
}

// -----

// Tests that a plan past 2^62 live bytes is refused.
// expected-error @+1 {{'func.func' op needs a transient arena of more than 2^62 bytes per rank}}
func.func @arena_too_large(%x: tensor<8xf32>) -> (tensor<576460752303423488xf32>, tensor<576460752303423488xf32>, tensor<576460752303423488xf32>) {
  %a = ovl.opaque "big"() {duration_us = 1.0 : f64} : () -> tensor<576460752303423488xf32>
  %b = ovl.opaque "big"() {duration_us = 1.0 : f64} : () -> tensor<576460752303423488xf32>
  %c = ovl.opaque "big"() {duration_us = 1.0 : f64} : () -> tensor<576460752303423488xf32>
  return %a, %b, %c : tensor<576460752303423488xf32>, tensor<576460752303423488xf32>, tensor<576460752303423488xf32>
}
