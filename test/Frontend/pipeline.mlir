// RUN: ovl-gen pipeline --stages 3 --num-microbatches 2 --f-ms 1 --b-ms 2 --w-ms 0.5 --p2p-ms 0.25 --activation-elements 16 | ovl-opt --verify-roundtrip | FileCheck %s

// Tests that ovl-gen pipeline writes one stage function per stage whose jobs
// run opaque kernels of the given durations, with P2P of the given duration,
// in GPipe order.

// CHECK: ovl.mesh @mesh axes [pp = 3 : pipeline]
// CHECK: ovl.pipeline @pipeline over pp stages [@stage0, @stage1, @stage2] microbatches 2

// CHECK-LABEL: func.func @stage0() attributes {ovl.stage = 0 : i64}
// CHECK: ovl.job forward microbatch 0 -> tensor<16xf32>
// CHECK-NEXT: %[[F:.+]] = ovl.opaque "F"() {duration_us = 1.000000e+03 : f64}
// CHECK-NEXT: ovl.send %[[F]] to pp = 1 {ovl.duration_us = 2.500000e+02 : f64}
// CHECK: ovl.job forward microbatch 1
// CHECK: ovl.job backward microbatch 0
// CHECK-NEXT: %[[DY:.+]] = ovl.recv from pp = 1 {ovl.duration_us = 2.500000e+02 : f64}
// CHECK-NEXT: ovl.opaque "B"(%{{.+}}, %[[DY]]) {duration_us = 2.000000e+03 : f64}
// CHECK-NEXT: ovl.opaque "W"(%{{.+}}, %[[DY]]) {duration_us = 5.000000e+02 : f64}
// CHECK-NOT: ovl.send
// CHECK: ovl.job backward microbatch 1

// CHECK-LABEL: func.func @stage1()
// CHECK: ovl.job forward microbatch 0
// CHECK-NEXT: ovl.recv from pp = 0
// CHECK-NEXT: ovl.opaque "F"
// CHECK-NEXT: ovl.send %{{.+}} to pp = 2
// CHECK: ovl.job backward microbatch 0
// CHECK-NEXT: ovl.recv from pp = 2
// CHECK-NEXT: %[[B:.+]] = ovl.opaque "B"
// CHECK-NEXT: ovl.opaque "W"
// CHECK-NEXT: ovl.send %[[B]] to pp = 0

// CHECK-LABEL: func.func @stage2()
// CHECK: ovl.job forward microbatch 0
// CHECK-NEXT: ovl.recv from pp = 1
// CHECK-NEXT: ovl.opaque "F"
// CHECK-NEXT: ovl.yield
// CHECK: ovl.job backward microbatch 0
// CHECK-NEXT: %[[B2:.+]] = ovl.opaque "B"
// CHECK-NEXT: ovl.opaque "W"
// CHECK-NEXT: ovl.send %[[B2]] to pp = 1
