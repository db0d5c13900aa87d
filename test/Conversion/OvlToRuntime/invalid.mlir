// RUN: ovl-opt %s --split-input-file --verify-diagnostics --ovl-lower-to-runtime
// RUN: ovl-opt %s --split-input-file --verify-diagnostics --ovl-lower-to-runtime --mlir-disable-threading

// The lowering proves the function's streams and buffers on one thread while
// it lowers on another (one after the other without threads): the same
// diagnostics either way, the lowering's dropped when the proof refuses.

// Tests that the lowering needs a memory plan.
// expected-error @+1 {{'func.func' op has no memory plan; run ovl-plan-memory first}}
func.func @unplanned() {
  return
}

// -----

// Tests that every argument needs an #ovl.param for the runtime to
// initialize it.
// expected-error @+1 {{'func.func' op argument 0 has no #ovl.param, so the runtime cannot initialize it}}
func.func @no_param(%x: tensor<4xf32>) attributes {ovl.transient_bytes = 0 : i64, ovl.persistent_bytes = 256 : i64} {
  return
}

// -----

// Tests that a stage function returns the in-place updates of its arguments.
func.func @not_in_place(%x: tensor<4xf32> {ovl.param = #ovl.param<"x", global [4], init zeros>, ovl.buffer = #ovl.slice<persistent, 0, 16>}) -> tensor<4xf32>
    attributes {ovl.transient_bytes = 256 : i64, ovl.persistent_bytes = 256 : i64} {
  %y = ovl.gelu %x {ovl.buffers = [#ovl.slice<transient, 0, 16>]} : tensor<4xf32>
  // expected-error @+1 {{'func.return' op result 0 is not the in-place update of argument 0}}
  return %y : tensor<4xf32>
}

// -----

// Tests that every value a command uses has a planned buffer (the memory
// plan's own check, which lowering runs first, finds it).
func.func @missing_buffer(%x: tensor<4xf32> {ovl.param = #ovl.param<"x", global [4], init zeros>, ovl.buffer = #ovl.slice<persistent, 0, 16>})
    attributes {ovl.transient_bytes = 256 : i64, ovl.persistent_bytes = 256 : i64} {
  // expected-error @+1 {{'ovl.gelu' op has no memory plan (ovl.buffers) to verify; run ovl-plan-memory first}}
  %y = ovl.gelu %x : tensor<4xf32>
  %z = ovl.gelu %y {ovl.buffers = [#ovl.slice<transient, 0, 16>]} : tensor<4xf32>
  return
}
