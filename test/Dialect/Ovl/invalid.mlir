// RUN: ovl-opt %s -split-input-file -verify-diagnostics

// Every verifier message of the ovl dialect, one case each.

// Tests that an ovl.param must sit on a ranked tensor argument.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]

// expected-error @+1 {{argument 0 carries 'ovl.param' but is not a ranked tensor}}
func.func @f(%a: f32 {ovl.param = #ovl.param<"a", global [], init zeros>}) {
  return
}

// -----

// Tests that the local rank must match the global rank.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]

// expected-error @+1 {{argument 0 has rank 1 but parameter 'w' has global rank 2}}
func.func @f(%a: tensor<4xf32> {ovl.param = #ovl.param<"w", global [4, 4], init zeros>}) {
  return
}

// -----

// Tests that a sharded parameter needs a mesh.
// expected-error @+1 {{parameter 'w' is sharded but the module declares no 'ovl.mesh'}}
func.func @f(%a: tensor<2xf32> {ovl.param = #ovl.param<"w", global [4], shard 0 over tp, init zeros>}) {
  return
}

// -----

// Tests that a parameter's shard axis must exist.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]

// expected-error @+1 {{parameter 'w' is sharded over 'ep', which is not an axis of the mesh}}
func.func @f(%a: tensor<2xf32> {ovl.param = #ovl.param<"w", global [4], shard 0 over ep, init zeros>}) {
  return
}

// -----

// Tests that a sharded dimension must divide by the shard count.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]

// expected-error @+1 {{parameter 'w' dimension 0 of global size 5 does not divide by the shard count 2}}
func.func @f(%a: tensor<2xf32> {ovl.param = #ovl.param<"w", global [5], shard 0 over tp, init zeros>}) {
  return
}

// -----

// Tests that the local shape must be the shard of the global shape.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]

// expected-error @+1 {{argument 0 has size 4 in dimension 1 but the shard of parameter 'w' has size 2}}
func.func @f(%a: tensor<4x4xf32> {ovl.param = #ovl.param<"w", global [4, 4], shard 1 over tp, init zeros>}) {
  return
}

// -----

// Tests that unknown argument attributes in the ovl namespace are rejected.
// expected-error @+1 {{unknown argument attribute 'ovl.weight'}}
func.func @f(%a: tensor<4xf32> {ovl.weight = 1 : i64}) {
  return
}

// -----

// Tests that ovl.param holds an #ovl.param.
// expected-error @+1 {{'ovl.param' must be an #ovl.param attribute}}
func.func @f(%a: tensor<4xf32> {ovl.param = "w"}) {
  return
}

// -----

// Tests that ovl.stage only marks functions.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]

// expected-error @+1 {{'ovl.stage' is only valid on functions}}
ovl.pipeline @p over pp stages [@a, @b] microbatches 1 {ovl.stage = 0 : i64}

// -----

// Tests that ovl.stage is a non-negative integer.
// expected-error @+1 {{'ovl.stage' must be a non-negative integer}}
func.func @f() attributes {ovl.stage = -1 : i64} {
  return
}

// -----

// Tests that ovl.stream holds a stream role.
func.func @f() {

  // expected-error @+1 {{'ovl.stream' must be a stream role such as #ovl<stream compute>}}
  %e = ovl.event_record on compute {ovl.stream = "compute"} : !ovl.event
  return
}

// -----

// Tests that ovl.duration_us is a non-negative float.
func.func @f() {

  // expected-error @+1 {{'ovl.duration_us' must be a float of microseconds from 0 to 1e+30}}
  %e = ovl.event_record on compute {ovl.duration_us = -1.0 : f64} : !ovl.event
  return
}

// -----

// Tests that ovl.duration_us is at most 1e30 us: 1e308 made the sim's step
// "inf ms".
func.func @f() {

  // expected-error @+1 {{'ovl.duration_us' must be a float of microseconds from 0 to 1e+30}}
  %e = ovl.event_record on compute {ovl.duration_us = 1.0e308 : f64} : !ovl.event
  return
}

// -----

// Tests that ovl.buffers lists one slice per result.
func.func @f(%x: tensor<64xf32>) attributes {ovl.transient_bytes = 256 : i64} {
  // expected-error @+1 {{'ovl.buffers' must list one #ovl.slice (or unit) per result}}
  %a = ovl.gelu %x {ovl.buffers = []} : tensor<64xf32>
  return
}

// -----

// Tests that ovl.buffers is part of a whole plan: the function holds the
// plan's total (the passes that must run before ovl-plan-memory look no
// further than the function).
func.func @f(%x: tensor<64xf32>) {
  // expected-error @+1 {{'ovl.buffers' is part of a memory plan, but no function 'ovl.transient_bytes' holds the plan's total; ovl-plan-memory writes both}}
  %a = ovl.gelu %x {ovl.buffers = [#ovl.slice<transient, 0, 256>]} : tensor<64xf32>
  return
}

// -----

// Tests that ovl.flat is a unit attribute on a function.
// expected-error @+1 {{'builtin.module' op 'ovl.flat' is a unit attribute, on a function}}
module attributes {ovl.flat} {
}

// -----

// expected-error @+1 {{'func.func' op 'ovl.flat' is a unit attribute, on a function}}
func.func @f() attributes {ovl.flat = 1 : i64} {
  return
}

// -----

// Tests that an argument's planned buffer is in the persistent arena: only
// a function's arguments outlive the step.
// expected-error @+1 {{'func.func' op 'ovl.buffer' must be a persistent #ovl.slice}}
func.func @f(%a: tensor<4xf32> {ovl.buffer = #ovl.slice<transient, 0, 16>}) {
  return
}

// -----

// Tests that ovl.schedule names a schedule, on a pipeline.
// expected-error @+1 {{'func.func' op 'ovl.schedule' is a string naming a schedule, on a pipeline}}
func.func @f() attributes {ovl.schedule = "1f1b"} {
  return
}

// -----

// Tests that ovl.run_with_next is a unit attribute, on a job.
// expected-error @+1 {{'func.func' op 'ovl.run_with_next' is a unit attribute, on a job}}
func.func @f() attributes {ovl.run_with_next} {
  return
}

// -----

// Tests that Megatron's bucket size is a positive element count, on a
// module.
// expected-error @+1 {{'builtin.module' op 'ovl.data_parallel_bucket_elements' is a positive element count, on a module}}
module attributes {ovl.data_parallel_bucket_elements = 0 : i64} {
}

// -----

// Tests that ovl.device names a device, on a module.
// expected-error @+1 {{'func.func' op 'ovl.device' is a string naming a device, on a module}}
func.func @f() attributes {ovl.device = "h100-sxm-nvlink"} {
  return
}

// -----

// Tests that a memory plan's totals are byte counts.
// expected-error @+1 {{'func.func' op 'ovl.transient_bytes' must be a non-negative integer}}
func.func @f() attributes {ovl.transient_bytes = -1 : i64} {
  return
}

// -----

// Tests that a function marked flat holds no job (what needs a flat
// function reads the marker alone).
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> attributes {ovl.flat} {
  // expected-error @+1 {{'ovl.job' op is a job in a function marked 'ovl.flat', whose jobs were flattened}}
  %a = ovl.job forward microbatch 0 -> tensor<4xf32> {
    ovl.yield %x : tensor<4xf32>
  }
  return %a : tensor<4xf32>
}

// -----

// Tests that ovl.job holds a job tag.
func.func @f() {

  // expected-error @+1 {{'ovl.job' must be a job tag such as #ovl.job<forward, 0>}}
  %e = ovl.event_record on compute {ovl.job = 3 : i64} : !ovl.event
  return
}

// -----

// Tests that a token-chunk index belongs on a collective.
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'ovl.token_chunk' is a non-negative chunk index, on a collective}}
  %y = ovl.gelu %x {ovl.token_chunk = 0 : i64} : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// Tests that unknown discardable attributes in the ovl namespace are rejected.
func.func @f() {

  // expected-error @+1 {{unknown attribute 'ovl.priority' in the ovl namespace}}
  %e = ovl.event_record on compute {ovl.priority = 3 : i64} : !ovl.event
  return
}

// -----

// Tests that a parameter needs a name.
// expected-error @+1 {{parameter name must not be empty}}
func.func @f(%a: tensor<4xf32> {ovl.param = #ovl.param<"", global [4], init zeros>}) {
  return
}

// -----

// Tests that global dimensions are positive.
// expected-error @+1 {{parameter 'w' has a non-positive global dimension 0}}
func.func @f(%a: tensor<4xf32> {ovl.param = #ovl.param<"w", global [0], init zeros>}) {
  return
}

// -----

// Tests that the shard dimension lies inside the global rank.
// expected-error @+1 {{parameter 'w' is sharded along dimension 1 but has rank 1}}
func.func @f(%a: tensor<4xf32> {ovl.param = #ovl.param<"w", global [4], shard 1 over tp, init zeros>}) {
  return
}

// -----

// Tests that a sharded parameter names its mesh axis.
// expected-error @+1 {{parameter 'w' is sharded but names no mesh axis}}
func.func @f(%a: tensor<4xf32> {ovl.param = #ovl.param<"w", global [4], shard 0 over "", init zeros>}) {
  return
}

// -----

// Tests that a normal init needs a positive standard deviation.
// expected-error @+1 {{parameter 'w' needs a positive standard deviation for init normal}}
func.func @f(%a: tensor<4xf32> {ovl.param = #ovl.param<"w", global [4], init normal(0.0)>}) {
  return
}

// -----

// Tests that the initializer is one the runtime knows.
// expected-error @+1 {{expected an initializer: zeros, ones or normal}}
func.func @f(%a: tensor<4xf32> {ovl.param = #ovl.param<"w", global [4], init uniform>}) {
  return
}

// -----

// Tests that an in-flight value is a tensor or none.
// expected-error @+1 {{in-flight value must be a ranked tensor or none, got 'f32'}}
func.func @f(%h: !ovl.inflight<f32>) {
  return
}

// -----

// Tests that a mesh declares axes.
// expected-error @+1 {{'ovl.mesh' op must declare at least one axis}}
ovl.mesh @mesh axes []

// -----

// Tests that a mesh has a size per axis name.
// expected-error @+1 {{'ovl.mesh' op has 2 axis names, 1 sizes and 2 roles}}
"ovl.mesh"() <{sym_name = "mesh", axis_names = ["dp", "tp"], axis_sizes = array<i64: 2>, axis_roles = [#ovl<axis_role data>, #ovl<axis_role tensor>]}> : () -> ()

// -----

// Tests that axis names are not empty.
// expected-error @+1 {{'ovl.mesh' op axis names must not be empty}}
ovl.mesh @mesh axes ["" = 2 : data]

// -----

// Tests that axis names are unique.
// expected-error @+1 {{'ovl.mesh' op declares axis 'tp' twice}}
ovl.mesh @mesh axes [tp = 2 : tensor, tp = 2 : tensor]

// -----

// Tests that every axis declares its role.
// expected-error @+1 {{expected ': ROLE' after axis 'dp' (ROLE is tensor, data or pipeline)}}
ovl.mesh @mesh axes [dp = 2]

// -----

// Tests that a role is one of the three.
// expected-error @+1 {{unknown role 'expert' of axis 'ep'; expected tensor, data or pipeline}}
ovl.mesh @mesh axes [ep = 2 : expert]

// -----

// Tests that a mesh has at most one pipeline axis.
// expected-error @+1 {{'ovl.mesh' op declares more than one pipeline axis}}
ovl.mesh @mesh axes [pp = 2 : pipeline, vp = 2 : pipeline]

// -----

// Tests that axis sizes are positive.
// expected-error @+1 {{'ovl.mesh' op axis 'dp' has size 0; sizes must be at least 1}}
ovl.mesh @mesh axes [dp = 0 : data]

// -----

// Tests that a mesh has at most 2^20 ranks, checked without overflowing
// (the ovl-opt fuzzer found the rank count wrapping).
// expected-error @+1 {{'ovl.mesh' op has more than 1048576 ranks}}
ovl.mesh @mesh axes [dp = 255 : data, tp = 9223372036854775807 : tensor]

// -----

// Tests that a module declares one mesh.
ovl.mesh @mesh axes [dp = 2 : data]
// expected-error @+1 {{'ovl.mesh' op is a second mesh in the module; @mesh is already declared}}
ovl.mesh @other axes [tp = 2 : tensor]

// -----

// Tests that a pipeline needs a mesh.
// expected-error @+1 {{'ovl.pipeline' op requires an 'ovl.mesh' declared in the module}}
ovl.pipeline @p over pp stages [@s0] microbatches 1
func.func @s0() attributes {ovl.stage = 0 : i64} {
  return
}

// -----

// Tests that a program's persistent tensor is the local shard of its
// parameter, as a stage function's argument is: split over axes of the mesh,
ovl.mesh @mesh axes [tp = 2 : tensor]
ovl.program @stage0 stage 0 transient 0 persistent 128 events 0 {
  // expected-error @+1 {{'ovl.persistent' op parameter 'w' is sharded over 'dp', which is not an axis of the mesh}}
  ovl.persistent #ovl.param<"w", global [4, 16], shard 1 over dp, init normal(0.02)> at 0 : tensor<4x8xf32>
  ovl.queue 0 compute {
  }
}

// -----

// and with the shard's shape.
ovl.mesh @mesh axes [tp = 2 : tensor]
ovl.program @stage0 stage 0 transient 0 persistent 256 events 0 {
  // expected-error @+1 {{'ovl.persistent' op the tensor has size 16 in dimension 1 but the shard of parameter 'w' has size 8}}
  ovl.persistent #ovl.param<"w", global [4, 16], shard 1 over tp, init normal(0.02)> at 0 : tensor<4x16xf32>
  ovl.queue 0 compute {
  }
}

// -----

// Tests that a queue holds runtime commands only.
ovl.mesh @mesh axes [tp = 1 : tensor]
ovl.program @stage0 stage 0 transient 0 persistent 0 events 0 {
  ovl.queue 0 compute {
    // expected-error @+1 {{'ovl.event_record' op is not allowed in a queue: expected an 'ovl.rt' command}}
    %e = ovl.event_record on compute : !ovl.event
  }
}

// -----

// Tests that a lowered pipeline lists each stage's program at its stage.
ovl.mesh @mesh axes [pp = 2 : pipeline]
// expected-error @+1 {{'ovl.pipeline' op lists @stage1 as stage 0 but the program is stage 1}}
ovl.pipeline @pipeline over pp stages [@stage1, @stage0] microbatches 1
ovl.program @stage0 stage 0 transient 0 persistent 0 events 0 {
  ovl.queue 0 compute {
  }
}
ovl.program @stage1 stage 1 transient 0 persistent 0 events 0 {
  ovl.queue 0 compute {
  }
}

// -----

// Tests that a pipeline's axis exists.
ovl.mesh @mesh axes [dp = 2 : data]
// expected-error @+1 {{'ovl.pipeline' op axis 'pp' is not an axis of mesh @mesh}}
ovl.pipeline @p over pp stages [@s0] microbatches 1
func.func @s0() attributes {ovl.stage = 0 : i64} {
  return
}

// -----

// Tests that a pipeline runs over the mesh's pipeline axis, by role: an axis
// named pp is not a pipeline axis unless it says so.
ovl.mesh @mesh axes [pp = 2 : data]
// expected-error @+1 {{'ovl.pipeline' op runs over axis 'pp', whose role is 'data'; a pipeline needs the mesh's pipeline axis}}
ovl.pipeline @p over pp stages [@s0, @s1] microbatches 1
func.func @s0() attributes {ovl.stage = 0 : i64} {
  return
}
func.func @s1() attributes {ovl.stage = 1 : i64} {
  return
}

// -----

// Tests that a pipeline lists one stage per coordinate of its axis.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]

// expected-error @+1 {{'ovl.pipeline' op lists 1 stages but axis 'pp' has size 2}}
ovl.pipeline @p over pp stages [@s0] microbatches 1
func.func @s0() attributes {ovl.stage = 0 : i64} {
  return
}

// -----

// Tests that pipeline stages name functions.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]

// expected-error @+1 {{'ovl.pipeline' op stage 1 (@s1) does not name a function}}
ovl.pipeline @p over pp stages [@s0, @s1] microbatches 1
func.func @s0() attributes {ovl.stage = 0 : i64} {
  return
}

// -----

// Tests that a stage function's ovl.stage matches its position.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]

// expected-error @+1 {{'ovl.pipeline' op lists @s1 as stage 1 but the function's 'ovl.stage' is missing}}
ovl.pipeline @p over pp stages [@s0, @s1] microbatches 1
func.func @s0() attributes {ovl.stage = 0 : i64} {
  return
}
func.func @s1() {
  return
}

// -----

// Tests that jobs name micro-batches of the pipeline.
ovl.mesh @mesh axes [pp = 1 : pipeline]
ovl.pipeline @p over pp stages [@s0] microbatches 1
func.func @s0() attributes {ovl.stage = 0 : i64} {
  ovl.job forward microbatch 0 {
  }
  ovl.job backward microbatch 0 {
  }
  // expected-error @+1 {{'ovl.job' op has micro-batch 1 but pipeline @p has 1}}
  ovl.job forward microbatch 1 {
  }
  return
}

// -----

// Tests that jobs name model chunks of the pipeline.
ovl.mesh @mesh axes [pp = 1 : pipeline]
ovl.pipeline @p over pp stages [@s0] microbatches 1 model_chunks 2
func.func @s0() attributes {ovl.stage = 0 : i64} {
  ovl.job forward microbatch 0 {
  }
  ovl.job backward microbatch 0 {
  }
  // expected-error @+1 {{'ovl.job' op has model chunk 2 but pipeline @p has 2 model chunks per stage}}
  ovl.job forward microbatch 0 chunk 2 {
  }
  return
}

// -----

// Tests that a micro-batch count the jobs cannot cover is refused before
// anything is sized by it (found by the opt fuzzer: 2^63 - 1 micro-batches
// aborted the verifier in SmallVector).
ovl.mesh @mesh axes [pp = 1 : pipeline]
ovl.pipeline @p over pp stages [@s0] microbatches 9223372036854775807 model_chunks 2
// expected-error @+1 {{'func.func' op has 2 jobs, too few for pipeline @p's 9223372036854775807 micro-batches x 2 model chunks (each needs a forward and a backward job)}}
func.func @s0() attributes {ovl.stage = 0 : i64} {
  ovl.job forward microbatch 0 {
  }
  ovl.job backward microbatch 0 {
  }
  return
}

// -----

// Tests that every micro-batch has a forward job in every model chunk.
ovl.mesh @mesh axes [pp = 1 : pipeline]
ovl.pipeline @p over pp stages [@s0] microbatches 1 model_chunks 2
// expected-error @+1 {{'func.func' op has 0 forward jobs for micro-batch 0 chunk 1; expected exactly one}}
func.func @s0() attributes {ovl.stage = 0 : i64} {
  ovl.job forward microbatch 0 {
  }
  ovl.job backward microbatch 0 {
  }
  ovl.job backward microbatch 0 chunk 1 {
  }
  return
}

// -----

// Tests that every micro-batch has exactly one forward job.
ovl.mesh @mesh axes [pp = 1 : pipeline]
ovl.pipeline @p over pp stages [@s0] microbatches 2
// expected-error @+1 {{'func.func' op has 0 forward jobs for micro-batch 1; expected exactly one}}
func.func @s0() attributes {ovl.stage = 0 : i64} {
  ovl.job forward microbatch 0 {
  }
  ovl.job backward microbatch 0 {
  }
  ovl.job backward microbatch 1 {
  }
  return
}

// -----

// Tests that every micro-batch has an unsplit or a split backward.
ovl.mesh @mesh axes [pp = 1 : pipeline]
ovl.pipeline @p over pp stages [@s0] microbatches 1
// expected-error @+1 {{'func.func' op micro-batch 0 needs one backward job, or one backward_input and one backward_weight job}}
func.func @s0() attributes {ovl.stage = 0 : i64} {
  ovl.job forward microbatch 0 {
  }
  ovl.job backward_input microbatch 0 {
  }
  return
}

// -----

// Tests that a job yields values of its result types.
func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{'ovl.job' op yields 1 values whose types differ from its 1 results}}
  %r = ovl.job forward microbatch 0 -> tensor<8xf32> {
    ovl.yield %x : tensor<4xf32>
  }
  return
}

// -----

// Tests that matmul operands have rank 2 at least.
func.func @f(%a: tensor<4xf32>, %b: tensor<4x4xf32>) {

  // expected-error @+1 {{'ovl.matmul' op 'lhs' must have rank at least 2, got 1}}
  %c = ovl.matmul %a, %b : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<4xf32>
  return
}

// -----

// Tests that matmul operands share an element type.
func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x4xbf16>) {

  // expected-error @+1 {{'ovl.matmul' op 'lhs' has element type 'f32' but 'rhs' has 'bf16'}}
  %c = ovl.matmul %a, %b : (tensor<4x4xf32>, tensor<4x4xbf16>) -> tensor<4x4xf32>
  return
}

// -----

// Tests that a matmul's rhs is a matrix or a batch like lhs.
func.func @f(%a: tensor<2x2x4x4xf32>, %b: tensor<2x4x4xf32>) {

  // expected-error @+1 {{'ovl.matmul' op 'rhs' must have rank 2 or the rank of 'lhs' (4), got 3}}
  %c = ovl.matmul %a, %b : (tensor<2x2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x2x4x4xf32>
  return
}

// -----

// Tests that batched matmul operands share their batch dimensions.
func.func @f(%a: tensor<2x4x4xf32>, %b: tensor<3x4x4xf32>) {

  // expected-error @+1 {{'ovl.matmul' op batched 'rhs' must have the leading dimensions of 'lhs'}}
  %c = ovl.matmul %a, %b : (tensor<2x4x4xf32>, tensor<3x4x4xf32>) -> tensor<2x4x4xf32>
  return
}

// -----

// Tests that matmul contraction sizes agree, transposes included.
func.func @f(%a: tensor<4x8xf32>, %b: tensor<16x8xf32>) {

  // expected-error @+1 {{'ovl.matmul' op contraction size mismatch: 'lhs' has 8 but 'rhs' has 16}}
  %c = ovl.matmul %a, %b : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

// Tests that the matmul result has shape [..., M, N].
func.func @f(%a: tensor<4x8xf32>, %b: tensor<16x8xf32>) {

  // expected-error @+1 {{'ovl.matmul' op 'result' has shape [16, 4] but [4, 16] is expected}}
  %c = ovl.matmul %a, %b transpose_b : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<16x4xf32>
  return
}

// -----

// Tests that a linear's weight is a matrix.
func.func @f(%x: tensor<4x8xf32>, %w: tensor<8xf32>) {

  // expected-error @+1 {{'ovl.linear' op 'weight' must have rank 2, got 1}}
  %y = ovl.linear none %x, %w : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return
}

// -----

// Tests that a linear's input features match the weight.
func.func @f(%x: tensor<4x8xf32>, %w: tensor<16x8xf32>) {

  // expected-error @+1 {{'ovl.linear' op 'input' has 8 features but 'weight' expects 16}}
  %y = ovl.linear column %x, %w : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

// Tests that a linear's result has the weight's output features.
func.func @f(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>) {

  // expected-error @+1 {{'ovl.linear' op 'result' has shape [4, 8] but [4, 16] is expected}}
  %y = ovl.linear column %x, %w : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x8xf32>
  return
}

// -----

// Tests that a row-parallel linear takes no bias.
func.func @f(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %b: tensor<16xf32>) {

  // expected-error @+1 {{'ovl.linear' op row-parallel linear must not take a bias: its output is a partial sum, so add the bias after the all-reduce}}
  %y = ovl.linear row %x, %w, %b : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
  return
}

// -----

// Tests that a linear's bias has the output features.
func.func @f(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %b: tensor<8xf32>) {

  // expected-error @+1 {{'ovl.linear' op 'bias' has shape [8] but [16] is expected}}
  %y = ovl.linear column %x, %w, %b : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<8xf32>) -> tensor<4x16xf32>
  return
}

// -----

// Tests that a linear's bias shares the element type.
func.func @f(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %b: tensor<16xbf16>) {

  // expected-error @+1 {{'ovl.linear' op 'bias' has element type 'bf16' but 'input' has 'f32'}}
  %y = ovl.linear column %x, %w, %b : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<16xbf16>) -> tensor<4x16xf32>
  return
}

// -----

// Tests that matmul_grad's result gradient has the layer's output shape.
func.func @f(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %dy: tensor<4x8xf32>) {

  // expected-error @+1 {{'ovl.matmul_grad' op 'result_grad' has shape [4, 8] but [4, 16] is expected}}
  %dx, %dw = ovl.matmul_grad column %x, %w, %dy : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<8x16xf32>)
  return
}

// -----

// Tests that matmul_grad's dgrad has the input's type.
func.func @f(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %dy: tensor<4x16xf32>) {

  // expected-error @+1 {{'ovl.matmul_grad' op 'input_grad' must have the type of 'input'}}
  %dx, %dw = ovl.matmul_grad column %x, %w, %dy : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<8x16xf32>)
  return
}

// -----

// Tests that matmul_grad's wgrad has the weight's type.
func.func @f(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %dy: tensor<4x16xf32>) {

  // expected-error @+1 {{'ovl.matmul_grad' op 'weight_grad' must have the type of 'weight'}}
  %dx, %dw = ovl.matmul_grad column %x, %w, %dy : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> (tensor<4x8xf32>, tensor<16x8xf32>)
  return
}

// -----

// Tests that bias_grad keeps a proper suffix of the input shape.
func.func @f(%dy: tensor<4x16xf32>) {

  // expected-error @+1 {{'ovl.bias_grad' op result shape must be a proper suffix of the input shape (the dimensions that remain after summing the leading ones)}}
  %db = ovl.bias_grad %dy : (tensor<4x16xf32>) -> tensor<4xf32>
  return
}

// -----

// Tests that elementwise results have the lhs type.
func.func @f(%a: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.add' op result must have the type of 'lhs'}}
  %c = ovl.add %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}

// -----

// Tests that an elementwise rhs broadcasts only as a suffix.
func.func @f(%a: tensor<4x8xf32>, %b: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.mul' op 'rhs' shape [4] must equal the 'lhs' shape [4, 8] or be a suffix of it}}
  %c = ovl.mul %a, %b : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4x8xf32>
  return
}

// -----

// Tests that elementwise operands share an element type.
func.func @f(%a: tensor<4xf32>, %b: tensor<4xbf16>) {

  // expected-error @+1 {{'ovl.add' op 'lhs' has element type 'f32' but 'rhs' has 'bf16'}}
  %c = ovl.add %a, %b : (tensor<4xf32>, tensor<4xbf16>) -> tensor<4xf32>
  return
}

// -----

// Tests that layer norm's gamma covers the last dimension.
func.func @f(%x: tensor<4x8xf32>, %g: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.layer_norm' op 'gamma' has shape [4] but [8] is expected}}
  %y, %m, %r = ovl.layer_norm %x, %g, %g : (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

// Tests that layer norm's statistics are per row.
func.func @f(%x: tensor<4x8xf32>, %g: tensor<8xf32>) {

  // expected-error @+1 {{'ovl.layer_norm' op 'mean' has shape [8] but [4] is expected}}
  %y, %m, %r = ovl.layer_norm %x, %g, %g : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>)
  return
}

// -----

// Tests that layer norm's beta matches gamma.
func.func @f(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xbf16>) {

  // expected-error @+1 {{'ovl.layer_norm' op 'beta' must have the type of 'gamma'}}
  %y, %m, %r = ovl.layer_norm %x, %g, %b : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xbf16>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

// Tests that layer norm's result has the input type.
func.func @f(%x: tensor<4x8xf32>, %g: tensor<8xf32>) {

  // expected-error @+1 {{'ovl.layer_norm' op result must have the type of 'input'}}
  %y, %m, %r = ovl.layer_norm %x, %g, %g : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<4x4xf32>, tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

// Tests that layer norm's epsilon is positive.
func.func @f(%x: tensor<4x8xf32>, %g: tensor<8xf32>) {

  // expected-error @+1 {{'ovl.layer_norm' op epsilon must be positive}}
  %y, %m, %r = ovl.layer_norm %x, %g, %g {epsilon = 0.0 : f64} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

// Tests that layer norm statistics share the input's element type.
func.func @f(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %m: tensor<4xbf16>) {

  // expected-error @+1 {{'ovl.layer_norm_grad' op 'mean' has element type 'bf16' but 'input' has 'f32'}}
  %dx, %dg, %db = ovl.layer_norm_grad %x, %g, %m, %m, %x : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xbf16>, tensor<4xbf16>, tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>)
  return
}

// -----

// Tests that layer norm's gradient input has the input type.
func.func @f(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %m: tensor<4xf32>, %dy: tensor<4x8xbf16>) {

  // expected-error @+1 {{'ovl.layer_norm_grad' op 'result_grad' must have the type of 'input'}}
  %dx, %dg, %db = ovl.layer_norm_grad %x, %g, %m, %m, %dy : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x8xbf16>) -> (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>)
  return
}

// -----

// Tests that layer norm's input gradient has the input type.
func.func @f(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %m: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.layer_norm_grad' op 'input_grad' must have the type of 'input'}}
  %dx, %dg, %db = ovl.layer_norm_grad %x, %g, %m, %m, %x : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<8xf32>, tensor<8xf32>)
  return
}

// -----

// Tests that layer norm's parameter gradients have gamma's type.
func.func @f(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %m: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.layer_norm_grad' op 'gamma_grad' and 'beta_grad' must have the type of 'gamma'}}
  %dx, %dg, %db = ovl.layer_norm_grad %x, %g, %m, %m, %x : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>)
  return
}

// -----

// Tests that RMSNorm's gamma covers the last dimension.
func.func @f(%x: tensor<4x8xf32>, %g: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.rms_norm' op 'gamma' has shape [4] but [8] is expected}}
  %y, %r = ovl.rms_norm %x, %g : (tensor<4x8xf32>, tensor<4xf32>) -> (tensor<4x8xf32>, tensor<4xf32>)
  return
}

// -----

// Tests that RMSNorm's statistics are per row.
func.func @f(%x: tensor<4x8xf32>, %g: tensor<8xf32>) {

  // expected-error @+1 {{'ovl.rms_norm' op 'rstd' has shape [8] but [4] is expected}}
  %y, %r = ovl.rms_norm %x, %g : (tensor<4x8xf32>, tensor<8xf32>) -> (tensor<4x8xf32>, tensor<8xf32>)
  return
}

// -----

// Tests that RMSNorm's result has the input type.
func.func @f(%x: tensor<4x8xf32>, %g: tensor<8xf32>) {

  // expected-error @+1 {{'ovl.rms_norm' op result must have the type of 'input'}}
  %y, %r = ovl.rms_norm %x, %g : (tensor<4x8xf32>, tensor<8xf32>) -> (tensor<4x8xbf16>, tensor<4xf32>)
  return
}

// -----

// Tests that RMSNorm's epsilon is positive.
func.func @f(%x: tensor<4x8xf32>, %g: tensor<8xf32>) {

  // expected-error @+1 {{'ovl.rms_norm' op epsilon must be positive}}
  %y, %r = ovl.rms_norm %x, %g {epsilon = 0.0 : f64} : (tensor<4x8xf32>, tensor<8xf32>) -> (tensor<4x8xf32>, tensor<4xf32>)
  return
}

// -----

// Tests that RMSNorm's gradient has gamma's type for gamma.
func.func @f(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %r: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.rms_norm_grad' op 'gamma_grad' must have the type of 'gamma'}}
  %dx, %dg = ovl.rms_norm_grad %x, %g, %r, %x : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>, tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4xf32>)
  return
}

// -----

// Tests that RMSNorm's gradient takes the input's type for the result's.
func.func @f(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %r: tensor<4xf32>, %dy: tensor<4x4xf32>) {

  // expected-error @+1 {{'ovl.rms_norm_grad' op 'result_grad' must have the type of 'input'}}
  %dx, %dg = ovl.rms_norm_grad %x, %g, %r, %dy : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>, tensor<4x4xf32>) -> (tensor<4x8xf32>, tensor<8xf32>)
  return
}

// -----

// Tests that RMSNorm's gradient gives the input's gradient the input's type.
func.func @f(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %r: tensor<4xf32>) {
  // expected-error @+1 {{'ovl.rms_norm_grad' op 'input_grad' must have the type of 'input'}}
  %dx, %dg = ovl.rms_norm_grad %x, %g, %r, %x : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>, tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<8xf32>)
  return
}

// -----

// Tests that SwiGLU's input splits into two halves.
func.func @f(%x: tensor<4x7xf32>) {

  // expected-error @+1 {{'ovl.swiglu' op 'input' last dimension 7 must be even: [gate | up] halves}}
  %y = ovl.swiglu %x : (tensor<4x7xf32>) -> tensor<4x3xf32>
  return
}

// -----

// Tests that SwiGLU's result is half its input.
func.func @f(%x: tensor<4x8xf32>) {

  // expected-error @+1 {{'ovl.swiglu' op 'result' has shape [4, 8] but [4, 4] is expected}}
  %y = ovl.swiglu %x : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

// Tests that SwiGLU's result keeps the input's element type.
func.func @f(%x: tensor<4x8xf32>) {

  // expected-error @+1 {{'ovl.swiglu' op 'result' has element type 'bf16' but 'input' has 'f32'}}
  %y = ovl.swiglu %x : (tensor<4x8xf32>) -> tensor<4x4xbf16>
  return
}

// -----

// Tests that SwiGLU's gradient has the input's type.
func.func @f(%x: tensor<4x8xf32>, %dy: tensor<4x4xf32>) {

  // expected-error @+1 {{'ovl.swiglu_grad' op 'input_grad' must have the type of 'input'}}
  %dx = ovl.swiglu_grad %x, %dy : (tensor<4x8xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

// Tests that SwiGLU's result gradient is half the input.
func.func @f(%x: tensor<4x8xf32>, %dy: tensor<4x8xf32>) {

  // expected-error @+1 {{'ovl.swiglu_grad' op 'result_grad' has shape [4, 8] but [4, 4] is expected}}
  %dx = ovl.swiglu_grad %x, %dy : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

// Tests that rope takes a qkv tensor of whole heads.
func.func @f(%qkv: tensor<1x4x40xf32>) {

  // expected-error @+1 {{'ovl.rope' op 'input' width 40 does not divide into 3 x 2 heads}}
  %r = ovl.rope %qkv heads 2 rotary_dim 4 base 1.0e4 : tensor<1x4x40xf32>
  return
}

// -----

// Tests that rope takes [batch, seq, width].
func.func @f(%qkv: tensor<4x48xf32>) {

  // expected-error @+1 {{'ovl.rope' op 'input' must have rank 3 [batch, seq, heads*3*head_dim], got rank 2}}
  %r = ovl.rope %qkv heads 2 rotary_dim 4 base 1.0e4 : tensor<4x48xf32>
  return
}

// -----

// Tests that rope rotates pairs of features within a head.
func.func @f(%qkv: tensor<1x4x48xf32>) {

  // expected-error @+1 {{'ovl.rope_grad' op rotary_dim 5 must be even and at most the head size 8}}
  %r = ovl.rope_grad %qkv heads 2 rotary_dim 5 base 1.0e4 : tensor<1x4x48xf32>
  return
}

// -----

// Tests that rope rotates no more than a head's features.
func.func @f(%qkv: tensor<1x4x48xf32>) {

  // expected-error @+1 {{'ovl.rope' op rotary_dim 10 must be even and at most the head size 8}}
  %r = ovl.rope %qkv heads 2 rotary_dim 10 base 1.0e4 : tensor<1x4x48xf32>
  return
}

// -----

// Tests that rope's base is positive.
func.func @f(%qkv: tensor<1x4x48xf32>) {

  // expected-error @+1 {{'ovl.rope' op base must be positive}}
  %r = ovl.rope %qkv heads 2 rotary_dim 8 base 0.0 : tensor<1x4x48xf32>
  return
}

// -----

// Tests attention's dropout: a ratio in [0, 1), a seed not negative, and no
// seed or group without a ratio.
func.func @f(%qkv: tensor<1x4x48xf32>) {
  // expected-error @+1 {{'ovl.attention' op dropout ratio must lie in [0, 1), got 1.000000e+00}}
  %o, %l = ovl.attention %qkv heads 2 causal dropout 1.0 seed 1 : (tensor<1x4x48xf32>) -> (tensor<1x4x16xf32>, tensor<1x2x4xf32>)
  return
}

// -----

func.func @f(%qkv: tensor<1x4x48xf32>, %o: tensor<1x4x16xf32>, %l: tensor<1x2x4xf32>) {
  // expected-error @+1 {{'ovl.attention_grad' op dropout seed must not be negative, got -2}}
  %g = ovl.attention_grad %qkv, %o, %l, %o heads 2 causal dropout 0.1 seed -2 : (tensor<1x4x48xf32>, tensor<1x4x16xf32>, tensor<1x2x4xf32>, tensor<1x4x16xf32>) -> tensor<1x4x48xf32>
  return
}

// -----

func.func @f(%qkv: tensor<1x4x48xf32>) {
  // expected-error @+1 {{'ovl.attention' op has a dropout seed or group but no dropout ratio}}
  %o, %l = ovl.attention %qkv heads 2 causal over [tp] : (tensor<1x4x48xf32>) -> (tensor<1x4x16xf32>, tensor<1x2x4xf32>)
  return
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

func.func @f(%qkv: tensor<1x4x48xf32>) {
  // expected-error @+1 {{'ovl.attention' op dropout group axis 'pp' is not an axis of mesh @mesh}}
  %o, %l = ovl.attention %qkv heads 2 causal dropout 0.1 seed 1 over [pp] : (tensor<1x4x48xf32>) -> (tensor<1x4x16xf32>, tensor<1x2x4xf32>)
  return
}

// -----

// Tests that query groups divide the heads.
func.func @f(%qkv: tensor<1x4x40xf32>) {

  // expected-error @+1 {{'ovl.attention' op 4 heads do not divide into 3 query groups}}
  %o, %l = ovl.attention %qkv heads 4 groups 3 : (tensor<1x4x40xf32>) -> (tensor<1x4x16xf32>, tensor<1x4x4xf32>)
  return
}

// -----

// Tests that a grouped qkv holds a query per head and a key and value per
// group.
func.func @f(%qkv: tensor<1x4x42xf32>) {

  // expected-error @+1 {{'ovl.rope' op 'input' width 42 does not divide into 4 heads and 2 x 2 query groups}}
  %r = ovl.rope %qkv heads 4 groups 2 rotary_dim 2 base 1.0e4 : tensor<1x4x42xf32>
  return
}

// -----

// Tests that heads and query groups too many to count are refused, not
// overflowed (a fuzzer's find: 2^63 - 1 heads, one group per head).
func.func @too_many_heads(%qkv: tensor<1x4x24xf32>) {
  // expected-error @+1 {{'ovl.attention' op 9223372036854775807 heads and 9223372036854775807 query groups are more than a tensor can hold}}
  %o, %l = ovl.attention %qkv heads 9223372036854775807 : (tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<1x2x4xf32>)
  return
}

// -----

// Tests that grouped attention's output has heads * head_dim features.
func.func @f(%qkv: tensor<1x4x32xf32>) {

  // expected-error @+1 {{'ovl.attention' op 'result' has shape [1, 4, 8] but [1, 4, 16] is expected}}
  %o, %l = ovl.attention %qkv heads 4 groups 2 : (tensor<1x4x32xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x4xf32>)
  return
}

// -----

// Tests that attention takes [batch, seq, width].
func.func @f(%qkv: tensor<4x48xf32>) {

  // expected-error @+1 {{'ovl.attention' op 'qkv' must have rank 3 [batch, seq, heads*3*head_dim], got rank 2}}
  %o, %l = ovl.attention %qkv heads 2 : (tensor<4x48xf32>) -> (tensor<4x16xf32>, tensor<2x4xf32>)
  return
}

// -----

// Tests that the qkv width splits into three per head.
func.func @f(%qkv: tensor<1x4x40xf32>) {

  // expected-error @+1 {{'ovl.attention' op 'qkv' width 40 does not divide into 3 x 2 heads}}
  %o, %l = ovl.attention %qkv heads 2 : (tensor<1x4x40xf32>) -> (tensor<1x4x16xf32>, tensor<1x2x4xf32>)
  return
}

// -----

// Tests that attention's output has heads * head_dim features.
func.func @f(%qkv: tensor<1x4x48xf32>) {

  // expected-error @+1 {{'ovl.attention' op 'result' has shape [1, 4, 48] but [1, 4, 16] is expected}}
  %o, %l = ovl.attention %qkv heads 2 : (tensor<1x4x48xf32>) -> (tensor<1x4x48xf32>, tensor<1x2x4xf32>)
  return
}

// -----

// Tests that attention's log-sum-exp is [batch, heads, seq].
func.func @f(%qkv: tensor<1x4x48xf32>) {

  // expected-error @+1 {{'ovl.attention' op 'logsumexp' has shape [1, 4, 2] but [1, 2, 4] is expected}}
  %o, %l = ovl.attention %qkv heads 2 : (tensor<1x4x48xf32>) -> (tensor<1x4x16xf32>, tensor<1x4x2xf32>)
  return
}

// -----

// Tests that attention's gradient input has the output's type.
func.func @f(%qkv: tensor<1x4x48xf32>, %o: tensor<1x4x16xf32>, %l: tensor<1x2x4xf32>, %do: tensor<1x4x8xf32>) {

  // expected-error @+1 {{'ovl.attention_grad' op 'result_grad' must have the type of 'result'}}
  %d = ovl.attention_grad %qkv, %o, %l, %do heads 2 : (tensor<1x4x48xf32>, tensor<1x4x16xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>) -> tensor<1x4x48xf32>
  return
}

// -----

// Tests that attention's qkv gradient has the qkv type.
func.func @f(%qkv: tensor<1x4x48xf32>, %o: tensor<1x4x16xf32>, %l: tensor<1x2x4xf32>) {

  // expected-error @+1 {{'ovl.attention_grad' op 'qkv_grad' must have the type of 'qkv'}}
  %d = ovl.attention_grad %qkv, %o, %l, %o heads 2 : (tensor<1x4x48xf32>, tensor<1x4x16xf32>, tensor<1x2x4xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
  return
}

// -----

// Tests that an embedding table is a matrix.
func.func @f(%t: tensor<1x4xi32>, %table: tensor<8xf32>) {

  // expected-error @+1 {{'ovl.embedding' op embedding table must have rank 2, got 1}}
  %e = ovl.embedding %t, %table : (tensor<1x4xi32>, tensor<8xf32>) -> tensor<1x4x8xf32>
  return
}

// -----

// Tests that an embedding yields [tokens..., hidden].
func.func @f(%t: tensor<1x4xi32>, %table: tensor<8x16xf32>) {

  // expected-error @+1 {{'ovl.embedding' op 'result' has shape [1, 4, 8] but [1, 4, 16] is expected}}
  %e = ovl.embedding %t, %table : (tensor<1x4xi32>, tensor<8x16xf32>) -> tensor<1x4x8xf32>
  return
}

// -----

// Tests that a vocab-parallel group names axes of the mesh.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%t: tensor<1x4xi32>, %table: tensor<8x16xf32>) {

  // expected-error @+1 {{'ovl.embedding' op vocab_parallel group axis 'ep' is not an axis of mesh @mesh}}
  %e = ovl.embedding %t, %table vocab_parallel over [ep] : (tensor<1x4xi32>, tensor<8x16xf32>) -> tensor<1x4x16xf32>
  return
}

// -----

// Tests that the embedding gradient matches the table width.
func.func @f(%t: tensor<1x4xi32>, %dy: tensor<1x4x8xf32>) {

  // expected-error @+1 {{'ovl.embedding_grad' op 'result_grad' has shape [1, 4, 8] but [1, 4, 16] is expected}}
  %d = ovl.embedding_grad %t, %dy : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<8x16xf32>
  return
}

// -----

// Tests that the cross-entropy row maximum drops the vocab dimension.
func.func @f(%l: tensor<1x4x8xf32>) {

  // expected-error @+1 {{'ovl.cross_entropy_max' op 'result' has shape [1, 4, 8] but [1, 4] is expected}}
  %m = ovl.cross_entropy_max %l : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  return
}

// -----

// Tests that cross-entropy labels are per row.
func.func @f(%l: tensor<1x4x8xf32>, %m: tensor<1x4xf32>, %y: tensor<4xi32>) {

  // expected-error @+1 {{'ovl.cross_entropy_stats' op 'labels' has shape [4] but [1, 4] is expected}}
  %s = ovl.cross_entropy_stats %l, %m, %y : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<4xi32>) -> tensor<1x4x2xf32>
  return
}

// -----

// Tests that cross-entropy statistics are [rows..., 2].
func.func @f(%l: tensor<1x4x8xf32>, %m: tensor<1x4xf32>, %y: tensor<1x4xi32>) {

  // expected-error @+1 {{'ovl.cross_entropy_stats' op 'stats' has shape [1, 4, 3] but [1, 4, 2] is expected}}
  %s = ovl.cross_entropy_stats %l, %m, %y : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x3xf32>
  return
}

// -----

// Tests that the loss reads [..., 2] statistics.
func.func @f(%s: tensor<1x4x3xf32>) {

  // expected-error @+1 {{'ovl.cross_entropy_loss' op 'stats' must have shape [..., 2]}}
  %l = ovl.cross_entropy_loss %s : (tensor<1x4x3xf32>) -> tensor<f32>
  return
}

// -----

// Tests that the loss shares the element type of its statistics.
func.func @f(%s: tensor<1x4x2xf32>) {

  // expected-error @+1 {{'ovl.cross_entropy_loss' op 'stats' has element type 'f32' but 'loss' has 'bf16'}}
  %l = ovl.cross_entropy_loss %s : (tensor<1x4x2xf32>) -> tensor<bf16>
  return
}

// -----

// Tests that the logits gradient has the logits' type.
func.func @f(%l: tensor<1x4x8xf32>, %m: tensor<1x4xf32>, %s: tensor<1x4x2xf32>, %y: tensor<1x4xi32>) {

  // expected-error @+1 {{'ovl.cross_entropy_grad' op 'logits_grad' must have the type of 'logits'}}
  %d = ovl.cross_entropy_grad %l, %m, %s, %y scale 1.0 : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
  return
}

// -----

// Tests that the learning rate is positive.
func.func @f(%p: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.sgd_update' op learning rate must be positive}}
  %a, %b = ovl.sgd_update %p, %p, %p lr 0.0 momentum 0.9 : tensor<4xf32>
  return
}

// -----

// Tests that momentum lies in [0, 1).
func.func @f(%p: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.sgd_update' op momentum must lie in [0, 1)}}
  %a, %b = ovl.sgd_update %p, %p, %p lr 0.1 momentum 1.0 : tensor<4xf32>
  return
}

// -----

// Tests that weight decay is non-negative.
func.func @f(%p: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.sgd_update' op weight decay must be non-negative}}
  %a, %b = ovl.sgd_update %p, %p, %p lr 0.1 momentum 0.9 {weight_decay = -1.0 : f64} : tensor<4xf32>
  return
}

// -----

// Tests the learning-rate schedule: a known style.
func.func @f(%p: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.sgd_update' op lr_decay_style must be constant, linear or cosine, got 'step'}}
  %a, %b = ovl.sgd_update %p, %p, %p lr 0.1 momentum 0.9 {lr_decay_style = "step", lr_decay_iters = 10 : i64} : tensor<4xf32>
  return
}

// -----

// Tests the learning-rate schedule: the decay ends after the warmup.
func.func @f(%p: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.adamw_update' op lr_decay_iters (10) must exceed lr_warmup_iters (10) with a decaying schedule}}
  %a, %b, %c = ovl.adamw_update %p, %p, %p, %p lr 0.1 betas 0.9, 0.999 eps 1.0e-8 {lr_decay_style = "linear", lr_warmup_iters = 10 : i64, lr_decay_iters = 10 : i64} : tensor<4xf32>
  return
}

// -----

// Tests the learning-rate schedule: a non-negative warmup.
func.func @f(%p: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.sgd_update' op lr_warmup_iters must be non-negative}}
  %a, %b = ovl.sgd_update %p, %p, %p lr 0.1 momentum 0.9 {lr_warmup_iters = -1 : i64} : tensor<4xf32>
  return
}

// -----

// Tests the learning-rate schedule: min_lr within [0, lr].
func.func @f(%p: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.sgd_update' op min_lr must lie in [0, lr]}}
  %a, %b = ovl.sgd_update %p, %p, %p lr 0.1 momentum 0.9 {min_lr = 0.5 : f64} : tensor<4xf32>
  return
}

// -----

// Tests AdamW's settings: a positive learning rate.
func.func @f(%p: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.adamw_update' op learning rate must be positive}}
  %a, %b, %c = ovl.adamw_update %p, %p, %p, %p lr 0.0 betas 0.9, 0.999 eps 1.0e-8 : tensor<4xf32>
  return
}

// -----

// Tests AdamW's settings: betas in [0, 1).
func.func @f(%p: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.adamw_update' op beta2 must lie in [0, 1)}}
  %a, %b, %c = ovl.adamw_update %p, %p, %p, %p lr 0.1 betas 0.9, 1.0 eps 1.0e-8 : tensor<4xf32>
  return
}

// -----

// Tests AdamW's settings: a positive eps.
func.func @f(%p: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.adamw_update' op eps must be positive}}
  %a, %b, %c = ovl.adamw_update %p, %p, %p, %p lr 0.1 betas 0.9, 0.999 eps 0.0 : tensor<4xf32>
  return
}

// -----

// Tests AdamW's settings: non-negative weight decay.
func.func @f(%p: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.adamw_update' op weight decay must be non-negative}}
  %a, %b, %c = ovl.adamw_update %p, %p, %p, %p lr 0.1 betas 0.9, 0.999 eps 1.0e-8 {weight_decay = -0.1 : f64} : tensor<4xf32>
  return
}

// -----

// Tests that AdamW's state has the parameter's type.
func.func @f(%p: tensor<4xf32>, %m: tensor<8xf32>) {

  // expected-error @+1 {{'ovl.adamw_update' op failed to verify that all of {param, grad, exp_avg, exp_avg_sq, new_param, new_exp_avg, new_exp_avg_sq} have same type}}
  %a, %b, %c = "ovl.adamw_update"(%p, %p, %m, %p) {lr = 0.1 : f64, beta1 = 0.9 : f64, beta2 = 0.999 : f64, eps = 1.0e-8 : f64} : (tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

// Tests that an opaque kernel has a name.
func.func @f() {

  // expected-error @+1 {{'ovl.opaque' op needs a name}}
  %a = ovl.opaque "" () {duration_us = 1.0} : () -> tensor<4xf32>
  return
}

// -----

// Tests that an opaque kernel declares one kind of cost.
func.func @f() {

  // expected-error @+1 {{'ovl.opaque' op must declare its cost either as 'duration_us' or as 'flops' and/or 'bytes'}}
  %a = ovl.opaque "k" () {duration_us = 1.0, flops = 2.0} : () -> tensor<4xf32>
  return
}

// -----

// Tests that an opaque kernel declares a cost at all.
func.func @f() {

  // expected-error @+1 {{'ovl.opaque' op must declare its cost either as 'duration_us' or as 'flops' and/or 'bytes'}}
  %a = ovl.opaque "k" () : () -> tensor<4xf32>
  return
}

// -----

// Tests that declared costs are non-negative.
func.func @f() {

  // expected-error @+1 {{'ovl.opaque' op declared costs must be non-negative and at most 1e+30 (us, FLOPs, bytes)}}
  %a = ovl.opaque "k" () {flops = -2.0} : () -> tensor<4xf32>
  return
}

// -----

// Tests that declared costs are at most 1e30: sums of them stay finite.
func.func @f() {

  // expected-error @+1 {{'ovl.opaque' op declared costs must be non-negative and at most 1e+30 (us, FLOPs, bytes)}}
  %a = ovl.opaque "k" () {duration_us = 1.0e31} : () -> tensor<4xf32>
  return
}

// -----

// Tests that collectives need a mesh.
func.func @f(%x: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.all_reduce' op requires an 'ovl.mesh' declared in the enclosing module}}
  %y = ovl.all_reduce sum %x over [tp] : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

// Tests that a group names at least one axis.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.all_reduce' op group must name at least one mesh axis}}
  %y = ovl.all_reduce sum %x over [] : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

// Tests that group axes exist in the mesh.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.all_reduce' op group axis 'ep' is not an axis of mesh @mesh}}
  %y = ovl.all_reduce sum %x over [ep] : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

// Tests that a group names each axis once.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.all_reduce' op group names axis 'tp' twice}}
  %y = ovl.all_reduce sum %x over [tp, tp] : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

// Tests that collectives keep the element type.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.all_reduce' op 'input' has element type 'f32' but 'result' has 'bf16'}}
  %y = ovl.all_reduce sum %x over [tp] : tensor<4xf32> -> tensor<4xbf16>
  return
}

// -----

// Tests that an all-reduce keeps the shape.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.all_reduce' op 'result' has shape [8] but [4] is expected}}
  %y = ovl.all_reduce sum %x over [tp] : tensor<4xf32> -> tensor<8xf32>
  return
}

// -----

// Tests that an all-gather multiplies the gathered dimension by the group size.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<4x8xf32>) {

  // expected-error @+1 {{'ovl.all_gather' op 'result' has shape [8, 8] but [16, 8] is expected}}
  %y = ovl.all_gather %x over [tp, dp] dim 0 : tensor<4x8xf32> -> tensor<8x8xf32>
  return
}

// -----

// Tests that the gathered dimension exists.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<4x8xf32>) {

  // expected-error @+1 {{'ovl.all_gather' op dimension 2 is out of range for an input of rank 2}}
  %y = ovl.all_gather %x over [tp] dim 2 : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

// Tests that a reduce-scatter divides the scattered dimension by the group size.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<4x8xf32>) {

  // expected-error @+1 {{'ovl.reduce_scatter' op 'result' has shape [4, 8] but [2, 8] is expected}}
  %y = ovl.reduce_scatter sum %x over [tp] dim 0 : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

// Tests that a reduce-scatter rejects a dimension that does not divide.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<3x8xf32>) {

  // expected-error @+1 {{'ovl.reduce_scatter' op dimension 0 of size 3 does not divide by the group size 2}}
  %y = ovl.reduce_scatter sum %x over [tp] dim 0 : tensor<3x8xf32> -> tensor<1x8xf32>
  return
}

// -----

// Tests that a broadcast's root lies inside the group.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.broadcast' op root 2 is outside the group of size 2}}
  %y = ovl.broadcast %x over [tp] root 2 : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

// Tests that a peer's axis exists in the mesh.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.send' op peer axis 'ep' is not an axis of mesh @mesh}}
  ovl.send %x to ep = 1 : tensor<4xf32>
  return
}

// -----

// Tests that a peer lies inside the mesh.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f() {

  // expected-error @+1 {{'ovl.recv' op peer pp = 5 is outside the mesh (axis size 2)}}
  %x = ovl.recv from pp = 5 : tensor<4xf32>
  return
}

// -----

// Tests that a stage does not send to itself.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]

ovl.pipeline @p over pp stages [@s0, @s1] microbatches 1
func.func @s0(%x: tensor<4xf32>) attributes {ovl.stage = 0 : i64} {
  // expected-error @+1 {{'ovl.send' op peer pp = 0 is the stage itself}}
  ovl.send %x to pp = 0 : tensor<4xf32>
  return
}
func.func @s1() attributes {ovl.stage = 1 : i64} {
  return
}

// -----

// Tests that a started value is waited on once.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.all_reduce_start' op in-flight value must be consumed by exactly one 'ovl.wait' (2 uses)}}
  %h = ovl.all_reduce_start sum %x over [tp] : tensor<4xf32> -> !ovl.inflight<tensor<4xf32>>
  %a = ovl.wait %h : !ovl.inflight<tensor<4xf32>> -> tensor<4xf32>
  %b = ovl.wait %h : !ovl.inflight<tensor<4xf32>> -> tensor<4xf32>
  return
}

// -----

// Tests that a started value is waited on at all.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.all_gather_start' op in-flight value must be consumed by exactly one 'ovl.wait' (0 uses)}}
  %h = ovl.all_gather_start %x over [tp] dim 0 : tensor<4xf32> -> !ovl.inflight<tensor<8xf32>>
  return
}

// -----

// Tests that a collective delivers a tensor.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.all_reduce_start' op must deliver a ranked tensor, got 'none'}}
  %h = ovl.all_reduce_start sum %x over [tp] : tensor<4xf32> -> !ovl.inflight<none>
  ovl.wait %h : !ovl.inflight<none>
  return
}

// -----

// Tests that a started collective checks the delivered shape.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.reduce_scatter_start' op 'result' has shape [4] but [2] is expected}}
  %h = ovl.reduce_scatter_start sum %x over [tp] dim 0 : tensor<4xf32> -> !ovl.inflight<tensor<4xf32>>
  %y = ovl.wait %h : !ovl.inflight<tensor<4xf32>> -> tensor<4xf32>
  return
}

// -----

// Tests that a send's in-flight value carries nothing.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<4xf32>) {

  // expected-error @+1 {{'ovl.send_start' op a send's in-flight value must be !ovl.inflight<none>}}
  %h = ovl.send_start %x to pp = 1 : tensor<4xf32> -> !ovl.inflight<tensor<4xf32>>
  %y = ovl.wait %h : !ovl.inflight<tensor<4xf32>> -> tensor<4xf32>
  return
}

// -----

// Tests that a receive delivers a tensor.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f() {

  // expected-error @+1 {{'ovl.recv_start' op a receive must deliver a tensor}}
  %h = ovl.recv_start from pp = 1 : !ovl.inflight<none>
  ovl.wait %h : !ovl.inflight<none>
  return
}

// -----

// Tests that a wait consumes a started value.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%h: !ovl.inflight<tensor<4xf32>>) {

  // expected-error @+1 {{'ovl.wait' op waits on a value that no '*_start' op produced}}
  %y = ovl.wait %h : !ovl.inflight<tensor<4xf32>> -> tensor<4xf32>
  return
}

// -----

// Tests that a send's wait yields nothing.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<4xf32>) {

  %h = ovl.send_start %x to pp = 1 : tensor<4xf32> -> !ovl.inflight<none>
  // expected-error @+1 {{'ovl.wait' op the wait of a send yields no value}}
  %y = "ovl.wait"(%h) : (!ovl.inflight<none>) -> tensor<4xf32>
  return
}

// -----

// Tests that a wait yields the in-flight value's type.
ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
func.func @f(%x: tensor<4xf32>) {

  %h = ovl.all_reduce_start sum %x over [tp] : tensor<4xf32> -> !ovl.inflight<tensor<4xf32>>
  // expected-error @+1 {{'ovl.wait' op must yield the in-flight value's type 'tensor<4xf32>'}}
  %y = ovl.wait %h : !ovl.inflight<tensor<4xf32>> -> tensor<8xf32>
  return
}

// -----

// Tests that an event join takes events.
func.func @f() {

  // expected-error @+1 {{'ovl.event_join' op joins at least one event}}
  %e = ovl.event_join : !ovl.event
  return
}

// -----

// Tests that a job paired with the next one has a next one.
ovl.mesh @mesh axes [pp = 1 : pipeline]
ovl.pipeline @p over pp stages [@s0] microbatches 1
func.func @s0() attributes {ovl.stage = 0 : i64} {
  ovl.job forward microbatch 0 {
  }
  // expected-error @+1 {{'ovl.job' op 'ovl.run_with_next' pairs it with the next job, but none follows}}
  ovl.job backward microbatch 0 attributes {ovl.run_with_next} {
  }
  return
}


// -----

// Tests that a tensor larger than 2^62 bytes is rejected (its byte size
// would wrap in the planner and the plan).
func.func @too_large(%x: tensor<4611686018427387904x2xf32>) -> tensor<4611686018427387904x2xf32> {
  // expected-error @+1 {{'ovl.gelu' op operand #0 of type 'tensor<4611686018427387904x2xf32>' is larger than 2^62 bytes}}
  %y = ovl.gelu %x : tensor<4611686018427387904x2xf32>
  return %y : tensor<4611686018427387904x2xf32>
}

// -----

// Tests that an oversized result is named where it is made, first: the
// verifier reaches it before its users.
func.func @too_large_result() {
  // expected-error @+1 {{'ovl.opaque' op result #0 of type 'tensor<4611686018427387904x2xf32>' is larger than 2^62 bytes}}
  %y = ovl.opaque "huge" () {duration_us = 1.0} : () -> tensor<4611686018427387904x2xf32>
  %z = ovl.gelu %y : tensor<4611686018427387904x2xf32>
  return
}

// -----

// Tests the limit's edge, past the 2^41 elements any element type fits in:
// 2^61 bf16 elements (2^62 bytes) are accepted, as many f32 are not.
func.func @largest(%x: tensor<1073741824x2147483648xbf16>) {
  %y = ovl.opaque "edge" (%x) {duration_us = 1.0} : (tensor<1073741824x2147483648xbf16>) -> tensor<1073741824x2147483648xbf16>
  // expected-error @+1 {{'ovl.opaque' op result #0 of type 'tensor<1073741824x2147483648xf32>' is larger than 2^62 bytes}}
  %z = ovl.opaque "over" (%y) {duration_us = 1.0} : (tensor<1073741824x2147483648xbf16>) -> tensor<1073741824x2147483648xf32>
  return
}

// -----

// Tests the same limit on a parameter argument.
ovl.mesh @mesh axes [tp = 1 : tensor]
// expected-error @+1 {{'func.func' op parameter argument #0 of type 'tensor<2305843009213693952x2xf32>' is not a static tensor of at most 2^62 bytes}}
func.func @huge_param(%w: tensor<2305843009213693952x2xf32> {ovl.param = #ovl.param<"w", global [2305843009213693952, 2], init zeros>}) {
  return
}

// -----

// Tests that a vocab-parallel embedding's group is the axis its table is
// split over (issue 9, item 4): [dp, tp] on a table split over tp would sum
// the dp replicas' identical shards.
ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]
func.func @embedding_group(%t: tensor<1x4xi32>, %table: tensor<8x16xf32> {ovl.param = #ovl.param<"table", global [16, 16], shard 0 over tp, init zeros>}) {
  // expected-error @+1 {{'ovl.embedding' op must be vocab_parallel over ['tp'], the axis its vocabulary is split over; got [dp, tp]}}
  %e = ovl.embedding %t, %table vocab_parallel over [dp, tp] : (tensor<1x4xi32>, tensor<8x16xf32>) -> tensor<1x4x16xf32>
  return
}

// -----

// Tests the same on a replicated table.
ovl.mesh @mesh axes [tp = 2 : tensor]
func.func @embedding_replicated(%t: tensor<1x4xi32>, %table: tensor<8x16xf32> {ovl.param = #ovl.param<"table", global [8, 16], init zeros>}) {
  // expected-error @+1 {{'ovl.embedding' op is vocab_parallel over [tp], but its vocabulary is not split}}
  %e = ovl.embedding %t, %table vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<8x16xf32>) -> tensor<1x4x16xf32>
  return
}

// -----

// Tests the same under mixed precision: the embedding reads a bf16 copy of
// the table, split as the table is.
ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]
func.func @embedding_group_bf16(%t: tensor<1x4xi32>, %table: tensor<8x16xf32> {ovl.param = #ovl.param<"table", global [16, 16], shard 0 over tp, init zeros>}) {
  %copy = ovl.convert %table : tensor<8x16xf32> -> tensor<8x16xbf16>
  // expected-error @+1 {{'ovl.embedding' op must be vocab_parallel over ['tp'], the axis its vocabulary is split over; got [dp, tp]}}
  %e = ovl.embedding %t, %copy vocab_parallel over [dp, tp] : (tensor<1x4xi32>, tensor<8x16xbf16>) -> tensor<1x4x16xbf16>
  return
}

// -----

// Tests the same on the cross entropy of vocab-parallel logits (a
// column-parallel linear of a weight split over tp).
ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]
func.func @cross_entropy_group(%x: tensor<1x4x16xf32>, %w: tensor<16x8xf32> {ovl.param = #ovl.param<"w", global [16, 16], shard 1 over tp, init zeros>}, %m: tensor<1x4xf32>, %s: tensor<1x4x2xf32>, %y: tensor<1x4xi32>) {
  %l = ovl.linear column %x, %w : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
  // expected-error @+1 {{'ovl.cross_entropy_grad' op must be vocab_parallel over ['tp'], the axis its vocabulary is split over; got [dp, tp]}}
  %d = ovl.cross_entropy_grad %l, %m, %s, %y vocab_parallel over [dp, tp] scale 1.0 : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x8xf32>
  return
}

// -----

// Tests that element types the plan format does not have are rejected by the
// verifier (issue 9, item 4: f64 buffers used to be written as dtype=f32 and
// read as 4-byte elements).
func.func @f64_compute(%x: tensor<4xf64>) {
  // expected-error @+1 {{'ovl.gelu' op operand #0 must be ranked tensor of 32-bit float or bfloat16 type or 16-bit float values}}
  %y = ovl.gelu %x : tensor<4xf64>
  return
}

// -----

func.func @i64_tokens(%t: tensor<1x4xi64>, %table: tensor<8x16xf32>) {
  // expected-error @+1 {{'ovl.embedding' op operand #0 must be ranked tensor of 32-bit signless integer values}}
  %e = ovl.embedding %t, %table : (tensor<1x4xi64>, tensor<8x16xf32>) -> tensor<1x4x16xf32>
  return
}

// -----

ovl.mesh @mesh axes [tp = 1 : tensor]
// expected-error @+1 {{'func.func' op parameter argument #0 has element type 'f64'; parameters are f32, bf16 or f16}}
func.func @f64_param(%w: tensor<4xf64> {ovl.param = #ovl.param<"w", global [4], init zeros>}) {
  return
}

// -----

// Tests gradient clipping's squared norm: at least one operand.
func.func @f() {
  // expected-error @+1 {{'ovl.sum_squares' op needs at least one operand}}
  %n = "ovl.sum_squares"() : () -> tensor<f32>
  return
}

// -----

// Tests gradient clipping's squared norm: operands of the result's element
// type.
func.func @f(%g: tensor<4xbf16>) {
  // expected-error @+1 {{'ovl.sum_squares' op operands must have the result's element type 'f32', got 'tensor<4xbf16>'}}
  %n = ovl.sum_squares %g : tensor<4xbf16> -> tensor<f32>
  return
}

// -----

// Tests gradient clipping: a positive bound.
func.func @f(%g: tensor<4xf32>, %n: tensor<f32>) {
  // expected-error @+1 {{'ovl.clip_by_global_norm' op max_norm must be positive}}
  %c = ovl.clip_by_global_norm %g, %n max_norm 0.0 : tensor<4xf32>, tensor<f32>
  return
}

// -----

// Tests gradient clipping: the norm in the gradient's element type.
func.func @f(%g: tensor<4xf32>, %n: tensor<bf16>) {
  // expected-error @+1 {{'ovl.clip_by_global_norm' op norm_sq must have the gradient's element type 'f32', got 'tensor<bf16>'}}
  %c = ovl.clip_by_global_norm %g, %n max_norm 1.0 : tensor<4xf32>, tensor<bf16>
  return
}

// -----

// Tests element type conversion: the same shape.
func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{'ovl.convert' op result must have the input's shape}}
  %y = ovl.convert %x : tensor<4xf32> -> tensor<2xbf16>
  return
}

// -----

// Tests dropout's ratio: in [0, 1).
func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{'ovl.dropout' op ratio must lie in [0, 1), got 1.000000e+00}}
  %y = ovl.dropout %x ratio 1.0 seed 1 : tensor<4xf32>
  return
}

// -----

// Tests dropout's seed and offset: not negative.
func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{'ovl.dropout' op seed must not be negative, got -1}}
  %y = ovl.dropout %x ratio 0.1 seed -1 : tensor<4xf32>
  return
}

// -----

func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{'ovl.dropout' op offset must not be negative, got -4}}
  %y = ovl.dropout %x ratio 0.1 seed 1 offset -4 : tensor<4xf32>
  return
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests dropout's group: axes of the mesh.
func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{'ovl.dropout' op dropout group axis 'pp' is not an axis of mesh @mesh}}
  %y = ovl.dropout %x ratio 0.1 seed 1 over [pp] : tensor<4xf32>
  return
}

// -----

// Tests element type conversion: another element type.
func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{'ovl.convert' op converts 'f32' to itself}}
  %y = ovl.convert %x : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests a rank's shard: dimension 0 divides by the group size.
func.func @f(%x: tensor<3x4xf32>) {
  // expected-error @+1 {{'ovl.local_shard' op dimension 0 of size 3 does not divide by the group size 2}}
  %y = ovl.local_shard %x over [tp] : tensor<3x4xf32> -> tensor<1x4xf32>
  return
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests a rank's shard: a scalar has no dimension 0 to shard.
func.func @f(%x: tensor<f32>) {
  // expected-error @+1 {{'ovl.local_shard' op input must have at least one dimension}}
  %y = ovl.local_shard %x over [tp] : tensor<f32> -> tensor<f32>
  return
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests a rank's shard: the result is the input's dimension 0 over the
// group size.
func.func @f(%x: tensor<4x4xf32>) {
  // expected-error @+1 {{'ovl.local_shard' op 'result' has shape [4, 4] but [2, 4] is expected}}
  %y = ovl.local_shard %x over [tp] : tensor<4x4xf32> -> tensor<4x4xf32>
  return
}

// -----

// Tests the parsers of the L2 commands' short form: each field's keyword,
// a bool spelled true or false, a known collective kind, reduction and host
// field, and a number with a '.'.
ovl.program @stage0 stage 0 transient 64 persistent 0 events 1 {
  ovl.queue 0 compute {
    // expected-error @+1 {{expected 'true' or 'false'}}
    ovl.rt.p2p send yes along pp peer 1 <transient, 0, 16> : f32 est 1.0
  }
}

// -----

ovl.program @stage0 stage 0 transient 64 persistent 0 events 1 {
  ovl.queue 0 compute {
    // expected-error @+1 {{expected a collective kind, got 'all_to_all'}}
    ovl.rt.collective all_to_all sum over [tp] <transient, 0, 16> -> <transient, 16, 16> count 4 outer 1 inner 0 root 0 : f32 est 1.0
  }
}

// -----

ovl.program @stage0 stage 0 transient 64 persistent 0 events 1 {
  ovl.queue 0 compute {
    // expected-error @+1 {{expected a reduction, got 'mean'}}
    ovl.rt.collective all_reduce mean over [tp] <transient, 0, 16> -> <transient, 16, 16> count 4 outer 1 inner 0 root 0 : f32 est 1.0
  }
}

// -----

ovl.program @stage0 stage 0 transient 64 persistent 0 events 1 {
  ovl.queue 0 compute {
    // expected-error @+1 {{expected a batch field, got 'images'}}
    ovl.rt.copy host images -> <transient, 0, 32> microbatch 0 vocab 16 count 8 seq 4 est 1.0
  }
}

// -----

ovl.program @stage0 stage 0 transient 64 persistent 0 events 1 {
  ovl.queue 0 compute {
    // expected-error @+1 {{expected 'k'}}
    ovl.rt.gemm <transient, 0, 16>, <transient, 16, 16> -> <transient, 32, 16> m 2 n 2 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 1.0
  }
}

// -----

// Tests that a kernel's buffers, a list of slices in its properties, take
// nothing else in the generic form.
ovl.program @stage0 stage 0 transient 64 persistent 0 events 0 {
  ovl.queue 0 compute {
    // expected-error @+1 {{for op ovl.rt.kernel: expected an #ovl.slice attribute}}
    "ovl.rt.kernel"() <{buffers = [#ovl.slice<transient, 0, 16>, 7 : i64], bytes = 0.0 : f64, dtype = f32, est_us = 0.0 : f64, flops = 0.0 : f64, kernel = "gelu", params = array<f64>, sizes = array<i64: 4>, tensor_core = false}> : () -> ()
  }
}

// -----

ovl.program @stage0 stage 0 transient 64 persistent 0 events 0 {
  ovl.queue 0 compute {
    // expected-error @+1 {{for op ovl.rt.kernel: expected array attribute}}
    "ovl.rt.kernel"() <{buffers = #ovl.slice<transient, 0, 16>, bytes = 0.0 : f64, dtype = f32, est_us = 0.0 : f64, flops = 0.0 : f64, kernel = "gelu", params = array<f64>, sizes = array<i64: 4>, tensor_core = false}> : () -> ()
  }
}

// -----

ovl.program @stage0 stage 0 transient 64 persistent 0 events 1 {
  ovl.queue 0 compute {
    // expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
    // expected-note @+1 {{add a trailing dot to make the literal a float}}
    ovl.rt.record 0 est 1
  }
}

// -----

ovl.program @stage0 stage 0 transient 64 persistent 0 events 0 {
  // expected-error @+1 {{expected a stream role, got 'bogus'}}
  ovl.queue 0 bogus {
  }
}

// -----

ovl.program @stage0 stage 0 transient 64 persistent 0 events 0 {
  // expected-error @+1 {{'ovl.queue' op attribute 'index' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  ovl.queue 0 compute attributes {index = -1} {
  }
}
