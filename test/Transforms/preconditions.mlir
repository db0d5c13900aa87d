// Tests the one precondition check the passes share (issue 9, item 3): a
// pass that needs a flat function refuses a job with one message, and a pass
// that reorders or adds ops refuses a memory-planned function instead of
// leaving its plan stale (issue 9, item 2).

// RUN: for pass in ovl-prefetch-inputs ovl-decompose-collective-matmul ovl-bucket-collectives ovl-schedule-overlap ovl-assign-streams; do %expect-exit 1 ovl-opt %s --split-input-file --pass-pipeline="builtin.module(func.func($pass))" -o /dev/null 2>&1 | FileCheck %s --check-prefix=JOBS -DPASS=$pass || exit 1; done
// RUN: ovl-gen gpt %gpt --optimizer sgd --tensor-model-parallel-size 2 --pipeline-model-parallel-size 2 | ovl-opt --ovl-lower-pipeline=schedule=gpipe --mlir-print-ir-after=ovl-plan-memory -o /dev/null 2>&1 | sed -n '/IR Dump After/,$p' | tail -n +2 > %t.planned.mlir
// RUN: %expect-exit 1 ovl-opt %t.planned.mlir --ovl-overlap-pipeline -o %t.out 2>&1 | FileCheck %s --check-prefix=PLANNED
// RUN: not test -e %t.out
// RUN: %expect-exit 1 ovl-opt %t.planned.mlir --pass-pipeline='builtin.module(func.func(ovl-schedule-overlap))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLANNED-SCHEDULE

// JOBS: error: 'ovl.job' op is a job, but [[PASS]] needs a flat function; run ovl-flatten-jobs first
// PLANNED: error: {{.*}} carries a memory plan, but ovl-split-matmul-grad reorders or adds ops and would leave it stale; run ovl-split-matmul-grad before ovl-plan-memory
// PLANNED-SCHEDULE: carries a memory plan, but ovl-schedule-overlap reorders or adds ops and would leave it stale

ovl.mesh @mesh axes [pp = 1 : pipeline, tp = 2 : tensor]
ovl.pipeline @pipeline over pp stages [@stage0] microbatches 1
func.func @stage0(%x: tensor<8xf32>) -> tensor<8xf32> attributes {ovl.stage = 0 : i64} {
  %y = ovl.job forward microbatch 0 -> tensor<8xf32> {
    %r = ovl.all_reduce sum %x over [tp] : tensor<8xf32> -> tensor<8xf32>
    ovl.yield %r : tensor<8xf32>
  }
  ovl.job backward microbatch 0 {
  }
  return %y : tensor<8xf32>
}
