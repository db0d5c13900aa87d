// Tests where ovl-pipeline-schedule places transfers (stage 1 of 3, 1F1B,
// 4 micro-batches, F = B + W = 1 ms, no transfer time): on the
// pipeline-communication stream, each send right after the job producing
// its tensor (after an event from the compute stream), each receive before
// the first job the whole-mesh witness starts after its data arrived. The
// receive of forward 2 (stage 0 sends it at 3 ms) is posted before
// backward 0 (which starts at 4 ms, when stage 2's gradient arrives), and
// the compute stream waits for it only before forward 2.

// RUN: ovl-gen pipeline --stages 3 --num-microbatches 4 | ovl-opt --ovl-pipeline-schedule=schedule=1f1b | FileCheck %s

// CHECK-LABEL: func.func @stage1
// CHECK: ovl.job forward microbatch 1
// CHECK: %[[F2:.+]] = ovl.recv from pp = 0 {{.*}}#ovl.job<forward, 2>, ovl.stream = #ovl<stream pp_comm>
// CHECK-NEXT: %[[F2_DONE:.+]] = ovl.event_record on pp_comm
// CHECK: ovl.send {{.*}} to pp = 2 {{.*}}#ovl.job<forward, 1>, ovl.stream = #ovl<stream pp_comm>
// CHECK-NEXT: ovl.recv from pp = 2 {{.*}}#ovl.job<backward, 0>
// CHECK: ovl.job backward microbatch 0
// CHECK: ovl.event_wait %[[F2_DONE]] on compute
// CHECK: ovl.send {{.*}} to pp = 0 {{.*}}#ovl.job<backward, 0>
// CHECK-NEXT: ovl.job forward microbatch 2
// CHECK-LABEL: func.func @stage2
