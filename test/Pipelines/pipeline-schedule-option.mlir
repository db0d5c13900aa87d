// Tests the `schedule` option of the registered pipelines: with pp > 1 the
// default is 1F1B, as in Megatron-LM (stage 0 of 3 runs two warm-up
// forwards, then alternates); schedule=gpipe keeps every forward first;
// schedule=zb-h1 splits backward jobs into B and W; a module already
// scheduled keeps its order under the default and is refused a second
// different explicit schedule (the same one again is a no-op); with one stage the default leaves the order alone.

// RUN: ovl-gen pipeline --stages 3 --num-microbatches 4 -o %t.mlir
// RUN: ovl-opt %t.mlir --ovl-lower-pipeline | FileCheck %s --check-prefix=DEFAULT
// DEFAULT-LABEL: ovl.program @stage0
// DEFAULT: "opaque forward:0"
// DEFAULT: "opaque forward:1"
// DEFAULT: "opaque forward:2"
// DEFAULT: "opaque backward:0"
// DEFAULT: "opaque forward:3"
// DEFAULT: "opaque backward:1"
// DEFAULT-LABEL: ovl.program @stage1

// RUN: ovl-opt %t.mlir --ovl-overlap-pipeline | FileCheck %s --check-prefix=OVERLAP
// OVERLAP: ovl.pipeline @pipeline {{.*}} {ovl.schedule = "1f1b"}

// RUN: ovl-opt %t.mlir --ovl-lower-pipeline=schedule=gpipe | FileCheck %s --check-prefix=GPIPE
// GPIPE-LABEL: ovl.program @stage0
// GPIPE: "opaque forward:3"
// GPIPE: "opaque backward:0"
// GPIPE-LABEL: ovl.program @stage1

// RUN: ovl-opt %t.mlir --ovl-overlap-pipeline=schedule=zb-h1 | FileCheck %s --check-prefix=ZB
// ZB: ovl.pipeline @pipeline {{.*}} {ovl.schedule = "zb-h1"}
// ZB-LABEL: func.func @stage0
// ZB: #ovl.job<backward_input, 0>
// ZB: #ovl.job<backward_weight, 0>

// RUN: ovl-opt %t.mlir --ovl-pipeline-schedule=schedule=gpipe | ovl-opt --ovl-lower-pipeline | FileCheck %s --check-prefix=GPIPE
// RUN: ovl-opt %t.mlir --ovl-pipeline-schedule=schedule=gpipe | ovl-opt --ovl-lower-pipeline=schedule=gpipe | FileCheck %s --check-prefix=GPIPE
// RUN: ovl-opt %t.mlir --ovl-pipeline-schedule=schedule=gpipe | %expect-exit 1 ovl-opt --ovl-lower-pipeline=schedule=1f1b 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: error: 'ovl.pipeline' op is already in schedule 'gpipe'; ovl-pipeline-schedule reorders GPipe order as ovl-gen writes it

// RUN: ovl-gen pipeline --stages 1 --num-microbatches 2 | ovl-opt --ovl-lower-pipeline | FileCheck %s --check-prefix=ONE
// ONE-NOT: ovl.schedule
// ONE: "opaque forward:0"
// ONE: "opaque forward:1"
// ONE: "opaque backward:0"
