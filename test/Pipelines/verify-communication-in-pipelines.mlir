// Tests that both registered pipelines end with the whole-mesh
// communication check: a program whose stages both send first deadlocks,
// and each pipeline refuses it (the lower pipeline on its L2 programs, the
// overlap pipeline once its sends are asynchronous).

// RUN: %expect-exit 1 ovl-opt %s --ovl-lower-pipeline 2>&1 | FileCheck %s --check-prefix=LOWER
// LOWER: error: ovl-verify-communication: deadlock: 2 stream(s) wait on each other in a cycle
// LOWER: note: 'ovl.rt.p2p' (send) on rank 0 (stage 0), stream queue 0 (compute) waits for rank 1 (stage 1), stream queue 0 (compute)
// LOWER: note: 'ovl.rt.p2p' (send) on rank 1 (stage 1), stream queue 0 (compute) waits for rank 0 (stage 0), stream queue 0 (compute)

// RUN: %expect-exit 1 ovl-opt %s --ovl-overlap-pipeline 2>&1 | FileCheck %s --check-prefix=OVERLAP
// OVERLAP: error: ovl-verify-communication: deadlock: 2 stream(s) wait on each other in a cycle
// OVERLAP: note: 'ovl.send_start' on rank 0 (stage 0)

ovl.mesh @mesh axes [pp = 2 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1
func.func @stage0() attributes {ovl.stage = 0 : i64} {
  %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
  ovl.send %x to pp = 1 : tensor<4xf32>
  %g = ovl.recv from pp = 1 : tensor<4xf32>
  %y = ovl.opaque "G"(%g) {duration_us = 1.0} : (tensor<4xf32>) -> tensor<4xf32>
  return
}
func.func @stage1() attributes {ovl.stage = 1 : i64} {
  %x = ovl.opaque "F"() {duration_us = 1.0} : () -> tensor<4xf32>
  ovl.send %x to pp = 0 : tensor<4xf32>
  %g = ovl.recv from pp = 0 : tensor<4xf32>
  %y = ovl.opaque "G"(%g) {duration_us = 1.0} : (tensor<4xf32>) -> tensor<4xf32>
  return
}
