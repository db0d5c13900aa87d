// A fixture for the directive lint: every directive below lacks its colon.
// RUN ovl-opt %s | FileCheck %s --check-prefix=MINE
// CHECK-LABEL @f
// CHECK-NEXT }
// MINE-NOT ovl.gelu
// CHECK
