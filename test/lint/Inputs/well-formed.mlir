// A fixture for the directive lint: every directive has its colon, and words
// that merely start a sentence, like CHECKING or RUNNING, are not directives.
// RUN: ovl-opt %s | FileCheck %s
// CHECK-LABEL: @f
// CHECK-NEXT: }
