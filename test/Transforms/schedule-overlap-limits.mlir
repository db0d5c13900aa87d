// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-schedule-overlap{max-in-flight=1 remarks=true}))' --split-input-file --verify-diagnostics | FileCheck %s --check-prefix=ONE
// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-schedule-overlap{max-in-flight=4}))' --split-input-file | FileCheck %s --check-prefix=FOUR

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests the in-flight limit: with one collective in flight per
// communicator, the second all-reduce cannot start until the first is
// waited for, after the long compute, and ends up exposed; with four, both
// start at once and both are hidden.

// ONE-LABEL: func.func @in_flight
// ONE: %[[H1:.+]] = ovl.all_reduce_start
// ONE-NEXT: ovl.gelu
// ONE-NEXT: ovl.wait %[[H1]]
// ONE-NEXT: %[[H2:.+]] = ovl.all_reduce_start
// ONE-NEXT: ovl.wait %[[H2]]
// FOUR-LABEL: func.func @in_flight
// FOUR: ovl.all_reduce_start
// FOUR-NEXT: ovl.all_reduce_start
// FOUR-NEXT: ovl.gelu
func.func @in_flight(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<8xf32>) -> tensor<8xf32> {
  // expected-remark @+1 {{all_reduce over [tp]: 10.0 us estimated, 10.0 us hidden (100%)}}
  %h1 = ovl.all_reduce_start sum %a over [tp] {ovl.duration_us = 10.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %r1 = ovl.wait %h1 : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  // expected-remark @+1 {{all_reduce over [tp]: 10.0 us estimated, 0.0 us hidden (0%), 10.0 us exposed: the in-flight limit delayed its start}}
  %h2 = ovl.all_reduce_start sum %b over [tp] {ovl.duration_us = 10.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %r2 = ovl.wait %h2 : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %g = ovl.gelu %c {ovl.duration_us = 100.0} : tensor<8xf32>
  %s = ovl.add %r1, %r2 {ovl.duration_us = 1.0} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %t = ovl.add %s, %g {ovl.duration_us = 1.0} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %t : tensor<8xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor, dp = 2 : data]

// Tests that the limit is not blamed when it cost nothing: the data-parallel
// wait ends the step's first 10 us exactly when the first tensor-parallel
// all-reduce is done. The second then starts at once, as it would have
// without the limit (behind the first on its busy link), and the addition
// of the data-parallel result hides what it can of it.

// ONE-LABEL: func.func @in_flight_tie
// ONE: %[[HD:.+]] = ovl.all_reduce_start sum %{{.+}} over [dp]
// ONE-NEXT: %[[H1:.+]] = ovl.all_reduce_start sum %{{.+}} over [tp]
// ONE-NEXT: ovl.wait %[[HD]]
// ONE-NEXT: ovl.wait %[[H1]]
// ONE-NEXT: ovl.all_reduce_start sum %{{.+}} over [tp]
// ONE-NEXT: ovl.add
// FOUR-LABEL: func.func @in_flight_tie
// FOUR: ovl.all_reduce_start sum %{{.+}} over [dp]
// FOUR-NEXT: ovl.all_reduce_start sum %{{.+}} over [tp]
// FOUR-NEXT: ovl.all_reduce_start sum %{{.+}} over [tp]
func.func @in_flight_tie(%a: tensor<8xf32>, %b: tensor<8xf32>, %d: tensor<8xf32>) -> tensor<8xf32> {
  // expected-remark @+1 {{all_reduce over [dp]: 10.0 us estimated, 0.0 us hidden (0%), 10.0 us exposed: no independent compute to run under it}}
  %hd = ovl.all_reduce_start sum %d over [dp] {ovl.duration_us = 10.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  // expected-remark @+1 {{all_reduce over [tp]: 10.0 us estimated, 10.0 us hidden (100%)}}
  %h1 = ovl.all_reduce_start sum %a over [tp] {ovl.duration_us = 10.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %rd = ovl.wait %hd : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %r1 = ovl.wait %h1 : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  // expected-remark @+1 {{all_reduce over [tp]: 10.0 us estimated, 5.9 us hidden (59%), 4.1 us exposed: no independent compute to run under it}}
  %h2 = ovl.all_reduce_start sum %b over [tp] {ovl.duration_us = 10.0} : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %r2 = ovl.wait %h2 : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %u = ovl.add %rd, %rd {ovl.duration_us = 5.0} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %s = ovl.add %r1, %r2 {ovl.duration_us = 1.0} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %t = ovl.add %s, %u {ovl.duration_us = 1.0} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %t : tensor<8xf32>
}
