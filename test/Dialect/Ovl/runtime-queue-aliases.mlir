// RUN: ovl-opt %s | FileCheck %s
// RUN: ovl-opt %s | ovl-opt | FileCheck %s
// RUN: ovl-opt %s --mlir-print-debuginfo | ovl-opt --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// Tests that a queue's commands print their attributes in full: ovl.queue
// leaves its commands out of the walk that collects aliases
// (lib/Dialect/Ovl/IR/OvlRuntimeSyntax.cpp), so a discardable attribute of a
// command that could have an alias prints without one and reads back the
// same, while the same kind of attribute outside a queue keeps its alias.
// With --mlir-print-debuginfo, a command's location prints in full as well,
// and the queue's own by alias, as every other op's.

// LOC: ovl.rt.record 0 est 0.0 {note = affine_map<(d0) -> (d0 * 2)>} loc("{{.*}}runtime-queue-aliases.mlir":{{[0-9]+}}:{{[0-9]+}})
// LOC-NEXT: } loc(#loc{{[0-9]+}})

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NOT: #map1
// CHECK: module attributes {test.note = #map}
module attributes {test.note = affine_map<(d0) -> (d0 + 1)>} {
  ovl.mesh @mesh axes [tp = 2 : tensor]
  ovl.program @stage0 stage 0 transient 64 persistent 0 events 1 {
    // CHECK: ovl.queue 0 compute {
    ovl.queue 0 compute {
      // CHECK-NEXT: ovl.rt.record 0 est 0.0 {note = affine_map<(d0) -> (d0 * 2)>}
      ovl.rt.record 0 est 0.0 {note = affine_map<(d0) -> (d0 * 2)>}
    }
    // CHECK: ovl.queue 1 tp_comm attributes {note = #map} {
    ovl.queue 1 tp_comm attributes {note = affine_map<(d0) -> (d0 + 1)>} {
      // CHECK-NEXT: ovl.rt.wait 0 est 0.0{{$}}
      ovl.rt.wait 0 est 0.0
    }
  }
}
