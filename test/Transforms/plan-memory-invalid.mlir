// RUN: ovl-opt %s --ovl-plan-memory --split-input-file --verify-diagnostics

// Tests that an SGD update of a value that is not an argument is rejected:
// the update writes its parameter in place.
func.func @not_an_argument(%x: tensor<64xf32>) {
  %p = ovl.gelu %x : tensor<64xf32>
  // expected-error @+1 {{'ovl.sgd_update' op updates its parameter in place, so that operand must be a function argument}}
  %p1, %m1 = ovl.sgd_update %p, %x, %x lr 0.1 momentum 0.9 : tensor<64xf32>
  return
}

// -----

// Tests that an in-place update is rejected while another stream may still
// read the parameter (no event orders them).
func.func @racing_reader(%p: tensor<64xf32>, %m: tensor<64xf32>) {
  %r = ovl.gelu %p {ovl.stream = #ovl<stream copy>} : tensor<64xf32>
  // expected-error @+1 {{'ovl.sgd_update' op updates a buffer in place while 'ovl.gelu' on stream copy may still read it (no event orders them)}}
  %p1, %m1 = ovl.sgd_update %p, %p, %m lr 0.1 momentum 0.9 : tensor<64xf32>
  return
}

// -----

// Tests that reading the old value after the in-place update is rejected.
func.func @read_after_update(%p: tensor<64xf32>, %m: tensor<64xf32>) {
  // expected-error @+1 {{'ovl.sgd_update' op updates a buffer in place that 'ovl.gelu' reads afterwards}}
  %p1, %m1 = ovl.sgd_update %p, %p, %m lr 0.1 momentum 0.9 : tensor<64xf32>
  %r = ovl.gelu %p : tensor<64xf32>
  return
}

// -----

// Tests that jobs must be flattened first.
ovl.mesh @mesh axes [pp = 1 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0] microbatches 1
func.func @stage0(%x: tensor<64xf32>) attributes {ovl.stage = 0 : i64} {
  // expected-error @+1 {{'ovl.job' op is a job, but ovl-plan-memory needs a flat function; run ovl-flatten-jobs first}}
  ovl.job forward microbatch 0 {
    %a = ovl.gelu %x : tensor<64xf32>
  }
  ovl.job backward microbatch 0 {
  }
  return
}

// -----

// Tests that a plan whose live bytes would pass 2^62 is refused, not
// wrapped (issue 9, item 1): two 2^61-byte tensors and a third live at once.
// expected-error @+1 {{'func.func' op needs a transient arena of more than 2^62 bytes per rank}}
func.func @arena_too_large(%x: tensor<8xf32>) -> (tensor<576460752303423488xf32>, tensor<576460752303423488xf32>, tensor<576460752303423488xf32>) {
  %a = ovl.opaque "big"() {duration_us = 1.0 : f64} : () -> tensor<576460752303423488xf32>
  %b = ovl.opaque "big"() {duration_us = 1.0 : f64} : () -> tensor<576460752303423488xf32>
  %c = ovl.opaque "big"() {duration_us = 1.0 : f64} : () -> tensor<576460752303423488xf32>
  return %a, %b, %c : tensor<576460752303423488xf32>, tensor<576460752303423488xf32>, tensor<576460752303423488xf32>
}

// -----

// Tests the edge: two tensors of 2^62 bytes each, the most one may hold,
// live at once. Their sum, 2^63, is past int64_t: the plan compares before
// it adds (it once added first, which overflowed).
// expected-error @+1 {{'func.func' op needs a transient arena of more than 2^62 bytes per rank}}
func.func @arena_edge() attributes {ovl.flat} {
  %a = ovl.opaque "big"() {duration_us = 1.0 : f64} : () -> tensor<1152921504606846976xf32>
  %b = ovl.opaque "big"() {duration_us = 1.0 : f64} : () -> tensor<1152921504606846976xf32>
  %c = ovl.opaque "use"(%a, %b) {duration_us = 1.0 : f64} : (tensor<1152921504606846976xf32>, tensor<1152921504606846976xf32>) -> tensor<4xf32>
  return
}

// -----

// And the persistent arena: two 2^62-byte parameters. The sum once wrapped
// to a negative size, which the verifier then refused as the function's
// 'ovl.persistent_bytes'.
// expected-error @+1 {{'func.func' op needs a persistent arena of more than 2^62 bytes per rank}}
func.func @persistent_edge(%a: tensor<1152921504606846976xf32> {ovl.param = #ovl.param<"a", global [1152921504606846976], init zeros>}, %b: tensor<1152921504606846976xf32> {ovl.param = #ovl.param<"b", global [1152921504606846976], init zeros>}) attributes {ovl.flat} {
  return
}
