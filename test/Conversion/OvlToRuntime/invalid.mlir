// RUN: ovl-opt %s --split-input-file --verify-diagnostics --ovl-lower-to-runtime
// RUN: ovl-opt %s --split-input-file --verify-diagnostics --ovl-lower-to-runtime --mlir-disable-threading
// RUN: ovl-opt %s --split-input-file --verify-diagnostics --ovl-lower-to-runtime=ops-per-run=1
// RUN: ovl-opt %s --split-input-file --verify-diagnostics --ovl-lower-to-runtime=ops-per-run=1 --mlir-disable-threading

// The lowering proves the function's streams and buffers on one thread while
// it lowers on others (one after the other without threads): the same
// diagnostics either way, the lowering's dropped when the proof refuses. Cut
// into runs of one op, lowered at once, it still reports only what a
// lowering in one run reports: up to the first op it cannot lower.

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

// -----

// Tests that only the first op the lowering cannot lower is reported, also
// when each op is a run of its own and both runs fail.
func.func @two_unlowerable(%x: tensor<4xf32> {ovl.param = #ovl.param<"x", global [4], init zeros>, ovl.buffer = #ovl.slice<persistent, 0, 16>})
    attributes {ovl.transient_bytes = 256 : i64, ovl.persistent_bytes = 256 : i64} {
  // expected-error @+1 {{'arith.constant' op cannot be lowered to runtime commands}}
  %a = arith.constant {ovl.buffers = [#ovl.slice<transient, 0, 16>]} dense<0.0> : tensor<4xf32>
  %b = arith.constant {ovl.buffers = [#ovl.slice<transient, 16, 16>]} dense<1.0> : tensor<4xf32>
  return
}

// -----

// Tests that a stage function returns the new value of every argument, or
// nothing: a run's outputs are its arguments' buffers.
func.func @partial_return(%x: tensor<4xf32> {ovl.param = #ovl.param<"x", global [4], init zeros>, ovl.buffer = #ovl.slice<persistent, 0, 16>}, %w: tensor<4xf32> {ovl.param = #ovl.param<"w", global [4], init zeros>, ovl.buffer = #ovl.slice<persistent, 16, 16>}) -> tensor<4xf32>
    attributes {ovl.transient_bytes = 256 : i64, ovl.persistent_bytes = 256 : i64} {
  // expected-error @+1 {{'func.return' op a stage function returns the new value of each of its 2 arguments, or nothing}}
  return %x : tensor<4xf32>
}

// -----

// Tests that every argument has its planned persistent buffer.
// expected-error @+1 {{'func.func' op argument 0 has no planned buffer}}
func.func @no_buffer(%x: tensor<4xf32> {ovl.param = #ovl.param<"x", global [4], init zeros>})
    attributes {ovl.transient_bytes = 256 : i64, ovl.persistent_bytes = 256 : i64} {
  return
}

// -----

// Tests that the function is flat: a job's region has no command.
func.func @not_flat(%x: tensor<4xf32> {ovl.param = #ovl.param<"x", global [4], init zeros>, ovl.buffer = #ovl.slice<persistent, 0, 16>})
    attributes {ovl.transient_bytes = 256 : i64, ovl.persistent_bytes = 256 : i64} {
  // expected-error @+1 {{'ovl.job' op is a job, but ovl-lower-to-runtime needs a flat function; run ovl-flatten-jobs first}}
  ovl.job forward microbatch 0 {
    %y = ovl.gelu %x {ovl.buffers = [#ovl.slice<transient, 0, 16>]} : tensor<4xf32>
  }
  return
}

// -----

// Tests that a slice the planner could not make a view is copied out only
// where a copy is rows of a matrix.
func.func @slice_rank3(%x: tensor<2x4x4xf32> {ovl.param = #ovl.param<"x", global [2, 4, 4], init zeros>, ovl.buffer = #ovl.slice<persistent, 0, 128>})
    attributes {ovl.transient_bytes = 256 : i64, ovl.persistent_bytes = 256 : i64} {
  // expected-error @+1 {{'tensor.extract_slice' op cannot lower a non-contiguous slice of a rank-3 tensor; slice a matrix instead}}
  %s = tensor.extract_slice %x[0, 0, 0] [2, 2, 4] [1, 1, 1] {ovl.buffers = [#ovl.slice<transient, 0, 64>]} : tensor<2x4x4xf32> to tensor<2x2x4xf32>
  %y = ovl.gelu %s {ovl.buffers = [#ovl.slice<transient, 64, 64>]} : tensor<2x2x4xf32>
  return
}
