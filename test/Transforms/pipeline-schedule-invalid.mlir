// RUN: ovl-opt %s --ovl-pipeline-schedule=schedule=1f1b --split-input-file --verify-diagnostics
// RUN: ovl-gen pipeline --stages 2 --num-microbatches 2 | %expect-exit 1 ovl-opt --ovl-pipeline-schedule=schedule=zigzag 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: ovl-gen pipeline --stages 2 --num-microbatches 2 | %expect-exit 1 ovl-opt --ovl-pipeline-schedule=schedule=interleaved 2>&1 | FileCheck %s --check-prefix=INTERLEAVED
// RUN: ovl-gen pipeline --stages 2 --num-microbatches 2 | %expect-exit 1 ovl-opt --ovl-pipeline-schedule="schedule=1f1b virtual-stages=2" 2>&1 | FileCheck %s --check-prefix=VIRTUAL

// A negative chunk count is refused whatever the module holds (one without
// a pipeline, as the registered pipelines meet, ignored it).
// RUN: ovl-gen gpt --optimizer sgd --num-layers 2 | %expect-exit 1 ovl-opt --ovl-overlap-pipeline=virtual-stages=-1 2>&1 | FileCheck %s --check-prefix=VIRTUAL-NEGATIVE
// VIRTUAL-NEGATIVE: error: virtual-stages must be at least 0 (0: the pipeline's own model chunks), got -1{{$}}

// UNKNOWN: error: 'ovl.pipeline' op unknown schedule 'zigzag'; expected gpipe, 1f1b, interleaved, zb-h1 or zb-h2
// INTERLEAVED: error: 'ovl.pipeline' op cannot use schedule 'interleaved': it needs stage functions with several model chunks (ovl-gen gpt --num-layers-per-virtual-pipeline-stage)
// RUN: ovl-gen pipeline --stages 2 --num-microbatches 3 --virtual-stages 2 | %expect-exit 1 ovl-opt --ovl-pipeline-schedule=schedule=interleaved 2>&1 | FileCheck %s --check-prefix=INTERLEAVED-GROUPS
// INTERLEAVED-GROUPS: error: 'ovl.pipeline' op cannot use schedule 'interleaved': it needs the micro-batches (3) to be a multiple of the stages (2), as in Megatron-LM
// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --pipeline-model-parallel-size 2 --num-layers-per-virtual-pipeline-stage 1 --num-microbatches 2 | %expect-exit 1 ovl-opt --ovl-pipeline-schedule=schedule=1f1b 2>&1 | FileCheck %s --check-prefix=CHUNKS-1F1B
// CHUNKS-1F1B: error: 'ovl.pipeline' op cannot use schedule '1f1b': it needs one model chunk per stage, and this pipeline has 2; use 'interleaved' or 'gpipe'
// RUN: ovl-gen gpt --optimizer sgd --num-layers 4 --pipeline-model-parallel-size 2 --num-layers-per-virtual-pipeline-stage 1 --num-microbatches 2 | sed 's/microbatches 2 model_chunks 2/microbatches 1 model_chunks 2/' | %expect-exit 1 ovl-opt 2>&1 | FileCheck %s --check-prefix=CHUNKS-VERIFY
// CHUNKS-VERIFY: error: 'ovl.job' op has micro-batch 1 but pipeline @pipeline has 1
// VIRTUAL: error: 'ovl.pipeline' op has 1 model chunks per stage, but virtual-stages=2 was asked for; ovl-gen gpt writes the chunks (--num-layers-per-virtual-pipeline-stage)

// Tests that a module without a pipeline is refused.
// expected-error @+1 {{ovl-pipeline-schedule needs an 'ovl.pipeline'}}
module {
  ovl.mesh @mesh axes [tp = 2 : tensor]
}

// -----

// Tests that flat stages (jobs already inlined) are refused.
ovl.mesh @mesh axes [pp = 1 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0] microbatches 1
// expected-error @+1 {{has no jobs to schedule; run ovl-pipeline-schedule before ovl-flatten-jobs}}
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
  return
}

// -----

// Tests that an op between jobs, which would pin the order, is refused.
ovl.mesh @mesh axes [pp = 1 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0] microbatches 1
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  %f = ovl.job forward microbatch 0 -> tensor<4xf32> {
    %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
    ovl.yield %x : tensor<4xf32>
  }
  // expected-error @+1 {{lies between two jobs; ovl-pipeline-schedule reorders stages whose jobs are contiguous}}
  %g = ovl.gelu %f : tensor<4xf32>
  ovl.job backward microbatch 0 {
    %y = ovl.opaque "B"(%g) {duration_us = 1.0} : (tensor<4xf32>) -> tensor<4xf32>
  }
  return
}

// -----

// Tests that a stage missing a micro-batch's backward is refused by the
// pipeline verifier before the pass runs.
ovl.mesh @mesh axes [pp = 1 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0] microbatches 2
// expected-error @+1 {{micro-batch 1 needs}}
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  %f = ovl.job forward microbatch 0 -> tensor<4xf32> {
    %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
    ovl.yield %x : tensor<4xf32>
  }
  ovl.job backward microbatch 0 {
    %y = ovl.opaque "B"(%f) {duration_us = 1.0} : (tensor<4xf32>) -> tensor<4xf32>
  }
  %f1 = ovl.job forward microbatch 1 -> tensor<4xf32> {
    %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
    ovl.yield %x : tensor<4xf32>
  }
  return
}

// -----

// Tests that asynchronous point-to-point transfers are refused: the pass
// places the transfers itself, and runs before ovl-async-collectives.
ovl.mesh @mesh axes [pp = 2 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  ovl.job forward microbatch 0 {
    %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
    // expected-error @+1 {{is asynchronous; run ovl-pipeline-schedule before ovl-async-collectives}}
    %h = ovl.send_start %x to pp = 1 : tensor<4xf32> -> !ovl.inflight<none>
    ovl.wait %h : !ovl.inflight<none>
  }
  ovl.job backward microbatch 0 {
    %y = ovl.opaque "B"() {duration_us = 1.0} : () -> tensor<4xf32>
  }
  return
}
func.func @stage1() attributes {ovl.stage = 1 : i64} {
  ovl.job forward microbatch 0 {
    %h = ovl.recv_start from pp = 0 : !ovl.inflight<tensor<4xf32>>
    %x = ovl.wait %h : !ovl.inflight<tensor<4xf32>> -> tensor<4xf32>
  }
  ovl.job backward microbatch 0 {
    %y = ovl.opaque "B"() {duration_us = 1.0} : () -> tensor<4xf32>
  }
  return
}

// -----

// Tests that an order the schedule cannot take is refused, not written: the
// backward of micro-batch 0 reads the forward of micro-batch 1, which 1F1B
// runs after it (F0 B0 F1 B1 on a one-stage pipeline).
ovl.mesh @mesh axes [pp = 1 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0] microbatches 2
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  %f0 = ovl.job forward microbatch 0 -> tensor<4xf32> {
    %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
    ovl.yield %x : tensor<4xf32>
  }
  %f1 = ovl.job forward microbatch 1 -> tensor<4xf32> {
    %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
    ovl.yield %x : tensor<4xf32>
  }
  ovl.job backward microbatch 0 {
    // expected-error @+1 {{would use a value before its definition under schedule '1f1b'}}
    %y = ovl.opaque "B"(%f0, %f1) {duration_us = 1.0} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  }
  ovl.job backward microbatch 1 {
    %y = ovl.opaque "B"(%f1) {duration_us = 1.0} : (tensor<4xf32>) -> tensor<4xf32>
  }
  return
}

// -----

// Tests that transfers in jobs run over the pipeline axis: the schedule
// places them on the pipeline-communication stream.
ovl.mesh @mesh axes [pp = 2 : pipeline, tp = 2 : tensor]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  %f = ovl.job forward microbatch 0 -> tensor<4xf32> {
    %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
    // expected-error @+1 {{sends over axis 'tp'; the pipeline schedule places P2P over the pipeline axis 'pp' only}}
    ovl.send %x to tp = 1 : tensor<4xf32>
    ovl.yield %x : tensor<4xf32>
  }
  ovl.job backward microbatch 0 {
    %y = ovl.opaque "B"(%f) {duration_us = 1.0} : (tensor<4xf32>) -> tensor<4xf32>
  }
  return
}
func.func @stage1() attributes {ovl.stage = 1 : i64} {
  %f = ovl.job forward microbatch 0 -> tensor<4xf32> {
    %x = ovl.recv from tp = 0 : tensor<4xf32>
    ovl.yield %x : tensor<4xf32>
  }
  ovl.job backward microbatch 0 {
    %y = ovl.opaque "B"(%f) {duration_us = 1.0} : (tensor<4xf32>) -> tensor<4xf32>
  }
  return
}

// -----

// Tests that every receive has its send: stage 0 sends stage 1 nothing.
ovl.mesh @mesh axes [pp = 2 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  %f = ovl.job forward microbatch 0 -> tensor<4xf32> {
    %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
    ovl.yield %x : tensor<4xf32>
  }
  ovl.job backward microbatch 0 {
    %y = ovl.opaque "B"(%f) {duration_us = 1.0} : (tensor<4xf32>) -> tensor<4xf32>
  }
  return
}
func.func @stage1() attributes {ovl.stage = 1 : i64} {
  %f = ovl.job forward microbatch 0 -> tensor<4xf32> {
    // expected-error @+1 {{receives from stage 0 for micro-batch 0, which sends nothing to stage 1}}
    %x = ovl.recv from pp = 0 : tensor<4xf32>
    ovl.yield %x : tensor<4xf32>
  }
  ovl.job backward microbatch 0 {
    %y = ovl.opaque "B"(%f) {duration_us = 1.0} : (tensor<4xf32>) -> tensor<4xf32>
  }
  return
}
