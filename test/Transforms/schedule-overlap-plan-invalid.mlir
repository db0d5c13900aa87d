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

// -----

// Tests the scheduler's own limit: every byte count it keeps is a sum of
// the input's buffers, in 64 bits. Two 2^62-byte tensors, never live at
// once (the input's plan holds 2^62 bytes), sum to 2^63: refused, where the
// sums once passed int64_t.
// expected-error @+1 {{'func.func' op holds transient tensors of 2^63 bytes or more in all; ovl-schedule-overlap counts live bytes in 64 bits}}
func.func @roots_past_int64() attributes {ovl.flat} {
  %a = ovl.opaque "big"() {duration_us = 1.0 : f64} : () -> tensor<1152921504606846976xf32>
  ovl.opaque "use"(%a) {duration_us = 1.0 : f64} : (tensor<1152921504606846976xf32>) -> ()
  %b = ovl.opaque "big"() {duration_us = 1.0 : f64} : () -> tensor<1152921504606846976xf32>
  ovl.opaque "use"(%b) {duration_us = 1.0 : f64} : (tensor<1152921504606846976xf32>) -> ()
  return
}

// -----

// Just below it: three tensors of 2^61 bytes one after another (the
// scheduler's sums reach 1.5 x 2^62) are scheduled.
func.func @roots_below_int64() attributes {ovl.flat} {
  %a = ovl.opaque "big"() {duration_us = 1.0 : f64} : () -> tensor<576460752303423488xf32>
  ovl.opaque "use"(%a) {duration_us = 1.0 : f64} : (tensor<576460752303423488xf32>) -> ()
  %b = ovl.opaque "big"() {duration_us = 1.0 : f64} : () -> tensor<576460752303423488xf32>
  ovl.opaque "use"(%b) {duration_us = 1.0 : f64} : (tensor<576460752303423488xf32>) -> ()
  %c = ovl.opaque "big"() {duration_us = 1.0 : f64} : () -> tensor<576460752303423488xf32>
  ovl.opaque "use"(%c) {duration_us = 1.0 : f64} : (tensor<576460752303423488xf32>) -> ()
  return
}
