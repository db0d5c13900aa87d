// Tests ovl-overlap-fwd-bwd on a generated GPT step (tp 2, pp 2, 4
// micro-batches) after 1F1B.
//
// Forced to Megatron's combined 1F1B (pairing=warmup-forward-backward, with
// room in the memory budget): stage s warms up with 2(p - s) - 1 forwards,
// then each forward runs with the next backward (`ovl.run_with_next`), and
// the backward's input is received before the pair starts.

// RUN: ovl-gen gpt %gpt --optimizer sgd --tensor-model-parallel-size 2 --pipeline-model-parallel-size 2 --num-microbatches 4 -o %t.mlir
// RUN: ovl-opt %t.mlir --ovl-pipeline-schedule --ovl-overlap-fwd-bwd="pairing=warmup-forward-backward memory-budget-mb=100000" | grep -o -E "func.func @stage[0-9]|ovl.job [a-z_]+ microbatch [0-9]+|ovl.run_with_next|ovl.recv from pp = [0-9] {ovl.job = #ovl.job<[a-z]+, [0-9]>" | FileCheck %s --check-prefix=WARMUP
// WARMUP-LABEL: func.func @stage0
// WARMUP-NEXT: ovl.job forward microbatch 0
// WARMUP-NEXT: ovl.job forward microbatch 1
// WARMUP-NEXT: ovl.job forward microbatch 2
// WARMUP-NEXT: ovl.recv from pp = 1 {ovl.job = #ovl.job<backward, 0>
// WARMUP-NEXT: ovl.job forward microbatch 3
// WARMUP-NEXT: ovl.run_with_next
// WARMUP-NEXT: ovl.job backward microbatch 0
// WARMUP-LABEL: func.func @stage1
// WARMUP-NEXT: ovl.recv from pp = 0 {ovl.job = #ovl.job<forward, 0>
// WARMUP-NEXT: ovl.job forward microbatch 0
// WARMUP-NEXT: ovl.recv from pp = 0 {ovl.job = #ovl.job<forward, 1>
// WARMUP-NEXT: ovl.job forward microbatch 1
// WARMUP-NEXT: ovl.run_with_next
// WARMUP-NEXT: ovl.job backward microbatch 0
// WARMUP-NEXT: ovl.recv from pp = 0 {ovl.job = #ovl.job<forward, 2>
// WARMUP-NEXT: ovl.job forward microbatch 2
// WARMUP-NEXT: ovl.run_with_next
// WARMUP-NEXT: ovl.job backward microbatch 1

// Left to decide (auto), the pass reports every pairing's estimated step
// (the witness's) and takes none that is not shorter; within the default
// memory budget the longer warm-up has no pair. Jobs of one stage, kind,
// shape and memory room share their price: 24 scratch schedules, 6 for the
// jobs (per stage the forward, the first backward, which starts the
// gradients, and the later ones), 6 for them again under the longer
// warm-up (whose held micro-batches take from the stage's room), 8 for the
// backward-forward pairs (per stage two shapes, together and in turn) and 4
// for the forward-backward pairs of stage 0 (stage 1's forward feeds the
// backward after it); the warm-up's pairs do not fit the budget, so none is
// priced.
// RUN: ovl-opt %t.mlir --ovl-pipeline-schedule --ovl-overlap-fwd-bwd=remarks=true -o %t.auto.mlir 2>&1 | FileCheck %s --check-prefix=AUTO
// AUTO: remark: ovl-overlap-fwd-bwd: estimated step {{[0-9.]+}} us as scheduled (jobs and pairs priced on 24 scratch schedules); each backward with the next forward: {{[0-9]+}} pairs, {{[0-9.]+}} us; each forward with the next backward: {{[0-9]+}} pairs, {{[0-9.]+}} us; warm-up 2(p - s) - 1 forwards, then each forward with the next backward: no pair is shorter together within the memory budget;
// AUTO: remark: ovl-overlap-fwd-bwd: nothing combined (no pairing shortens the estimated step)
// RUN: not grep ovl.run_with_next %t.auto.mlir

// A pairing that is taken explains each pair.
// RUN: ovl-opt %t.mlir --ovl-pipeline-schedule --ovl-overlap-fwd-bwd="pairing=backward-forward remarks=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PAIRS
// PAIRS: remark: stage 0: backward 0 and forward 2 run together: scheduled together they take {{[0-9.]+}} us less than in turn; up to {{[0-9.]+}} MiB more memory
// PAIRS: remark: ovl-overlap-fwd-bwd: each backward with the next forward: {{[0-9]+}} pairs; estimated step

// Errors: no schedule yet; an unknown pairing; the longer warm-up outside
// 1F1B.
// RUN: %expect-exit 1 ovl-opt %t.mlir --ovl-overlap-fwd-bwd 2>&1 | FileCheck %s --check-prefix=UNSCHEDULED
// UNSCHEDULED: error: 'ovl.pipeline' op has no schedule yet; run ovl-pipeline-schedule before ovl-overlap-fwd-bwd
// RUN: %expect-exit 1 ovl-opt %t.mlir --ovl-pipeline-schedule --ovl-overlap-fwd-bwd=pairing=sideways 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: ovl-overlap-fwd-bwd: unknown pairing 'sideways'; expected auto, backward-forward, forward-backward or warmup-forward-backward
// An unknown pairing is refused whatever the module holds (one without a
// pipeline ignored it, through the overlap pipeline's fwd-bwd too).
// RUN: ovl-gen gpt --optimizer sgd --num-layers 1 | %expect-exit 1 ovl-opt --ovl-overlap-pipeline=fwd-bwd=bogus 2>&1 | FileCheck %s --check-prefix=UNKNOWN-FLAT
// UNKNOWN-FLAT: error: ovl-overlap-fwd-bwd: unknown pairing 'bogus'; expected auto, backward-forward, forward-backward or warmup-forward-backward
// RUN: %expect-exit 1 ovl-opt %t.mlir --ovl-pipeline-schedule=schedule=zb-h1 --ovl-overlap-fwd-bwd=pairing=warmup-forward-backward 2>&1 | FileCheck %s --check-prefix=NOT-1F1B
// NOT-1F1B: error: 'ovl.pipeline' op ovl-overlap-fwd-bwd: pairing 'warmup-forward-backward' needs stages in schedule '1f1b' with one model chunk and unsplit backward jobs; this pipeline is in 'zb-h1'
