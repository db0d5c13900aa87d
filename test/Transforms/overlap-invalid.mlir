// RUN: ovl-opt %s --ovl-assign-streams --split-input-file --verify-diagnostics -o /dev/null
// RUN: %expect-exit 1 ovl-opt %s --ovl-schedule-overlap -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCHEDULE
// RUN: %expect-exit 1 ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-flatten-jobs,ovl-schedule-overlap{device=%t.missing.json}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEVICE

// Tests that the passes that order a function's ops need it flat, and say
// so.
// SCHEDULE: error: 'ovl.job' op is a job, but ovl-schedule-overlap needs a flat function; run ovl-flatten-jobs first
// DEVICE: error: cannot read the device description: {{.*}}missing.json

ovl.mesh @mesh axes [pp = 1 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0] microbatches 1

func.func @stage0(%x: tensor<4xf32>) -> tensor<4xf32> attributes {ovl.stage = 0 : i64} {
  // expected-error @+1 {{'ovl.job' op is a job, but ovl-assign-streams needs a flat function; run ovl-flatten-jobs first}}
  %saved = ovl.job forward microbatch 0 -> tensor<4xf32> {
    %g = ovl.gelu %x : tensor<4xf32>
    ovl.yield %g : tensor<4xf32>
  }
  %grad = ovl.job backward microbatch 0 -> tensor<4xf32> {
    %d = ovl.gelu_grad %saved, %x : tensor<4xf32>
    ovl.yield %d : tensor<4xf32>
  }
  return %grad : tensor<4xf32>
}
