// Tests the registered ovl-overlap-pipeline on a generated GPT step (tp 2,
// pp 2, dp 2): -mlir-timing shows each pass in order (the schedule first,
// 1F1B by default with pp > 1, then the forward/backward pairing; the
// whole-mesh communication check after each reordering phase); the result
// has every
// op on a stream, events, no synchronous collectives; its memory plan passes
// ovl-verify-streams (no cross-stream use unordered, no in-flight buffer
// reused); options reach the passes (cap-mb=0 leaves the gradient
// all-reduces apart, chunks=2 splits the row-wise regions); and with
// --ovl-remarks every collective reports its hidden time.

// RUN: ovl-gen gpt %gpt --optimizer sgd --tensor-model-parallel-size 2 --pipeline-model-parallel-size 2 --data-parallel-size 2 -o %t.mlir
// RUN: ovl-opt %t.mlir --ovl-overlap-pipeline -mlir-timing -o %t.l1.mlir 2>&1 | FileCheck %s --check-prefix=TIMING
// TIMING: PipelineSchedulePass
// TIMING-NEXT: OverlapForwardBackwardPass
// TIMING-NEXT: 'func.func' Pipeline
// TIMING-NEXT: FlattenJobsPass
// TIMING-NEXT: SplitMatmulGradPass
// TIMING-NEXT: DecomposeCollectiveMatmulPass
// TIMING-NEXT: BucketCollectivesPass
// TIMING-NEXT: AsyncCollectivesPass
// TIMING-NEXT: VerifyCommunicationPass
// TIMING-NEXT: 'func.func' Pipeline
// TIMING-NEXT: ScheduleOverlapPass
// TIMING-NEXT: VerifyCommunicationPass
// TIMING-NEXT: 'func.func' Pipeline
// TIMING-NEXT: PrefetchInputsPass
// TIMING-NEXT: AssignStreamsPass
// TIMING-NEXT: VerifyCommunicationPass

// RUN: FileCheck %s --input-file %t.l1.mlir --check-prefix=L1
// L1-LABEL: func.func @stage0
// L1-NOT: ovl.all_reduce sum
// L1: ovl.load_batch tokens microbatch 0 {{.*}}ovl.stream = #ovl<stream copy>
// L1: ovl.event_record on copy
// L1: ovl.all_reduce_start sum {{.*}}over [tp] {{.*}}ovl.stream = #ovl<stream tp_comm>
// L1: ovl.send %{{.*}}ovl.stream = #ovl<stream pp_comm>
// L1: tensor.concat
// L1: ovl.all_reduce_start sum {{.*}}over [dp] {{.*}}ovl.stream = #ovl<stream dp_comm>
// L1-LABEL: func.func @stage1

// RUN: ovl-opt %t.l1.mlir --ovl-plan-memory | ovl-opt --ovl-verify-streams -o /dev/null

// RUN: ovl-opt %t.mlir --ovl-overlap-pipeline="cap-mb=0 chunks=2" | FileCheck %s --check-prefix=OPTIONS
// OPTIONS-LABEL: func.func @stage0
// OPTIONS: ovl.linear row {{.*}}tensor<16x{{[0-9]+}}xf32>
// OPTIONS-NOT: ovl.all_reduce_start sum %concat{{.*}} over [dp]
// OPTIONS: ovl.all_reduce_start sum {{.*}}over [dp]
// OPTIONS-NOT: ovl.all_reduce_start sum %concat{{.*}} over [dp]

// RUN: ovl-opt %t.mlir --ovl-overlap-pipeline --ovl-remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARKS
// REMARKS-DAG: remark: all_reduce over [tp]: {{[0-9.]+}} us estimated, {{[0-9.]+}} us hidden
// REMARKS-DAG: remark: all_reduce over [dp]: {{[0-9.]+}} us estimated, {{[0-9.]+}} us hidden
// REMARKS-DAG: remark: bucket of {{[0-9]+}} all_reduce ops
// REMARKS-DAG: remark: not decomposed: splitting the {{[0-9]+}}-op row-wise region
