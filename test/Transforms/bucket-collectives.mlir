// RUN: ovl-opt %s --ovl-bucket-collectives --split-input-file | FileCheck %s
// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-bucket-collectives{cap-mb=0.005}))' --split-input-file | FileCheck %s --check-prefix=SMALL
// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-bucket-collectives{cap-mb=0}))' --split-input-file | FileCheck %s --check-prefix=OFF
// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-bucket-collectives{remarks=true}))' --split-input-file --verify-diagnostics -o /dev/null

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// Tests a bucket of gradient all-reduces: filled in the order the inputs
// are ready (%gb, then %ga, then %gc, not program order), flattened and
// concatenated, reduced once right after the last input, and sliced back
// into views. The job tags of the first member are kept.

// CHECK-LABEL: func.func @gradients
// SMALL-LABEL: func.func @gradients
// OFF-LABEL: func.func @gradients
func.func @gradients(%x: tensor<64x32xf32>, %y: tensor<32xf32>, %z: tensor<16x8xf32>) -> (tensor<64x32xf32>, tensor<32xf32>, tensor<16x8xf32>) {
  // CHECK: %[[GB:.+]] = ovl.gelu %arg1
  // CHECK-NEXT: %[[GA:.+]] = ovl.gelu %arg0
  // CHECK-NEXT: %[[GC:.+]] = ovl.gelu %arg2
  // CHECK-NEXT: %[[FA:.+]] = tensor.collapse_shape %[[GA]] {{\[\[}}0, 1]] {ovl.job = #ovl.job<backward, 1>} : tensor<64x32xf32> into tensor<2048xf32>
  // CHECK-NEXT: %[[FC:.+]] = tensor.collapse_shape %[[GC]] {{\[\[}}0, 1]] {ovl.job = #ovl.job<backward, 1>} : tensor<16x8xf32> into tensor<128xf32>
  // CHECK-NEXT: %[[CAT:.+]] = tensor.concat dim(0) %[[GB]], %[[FA]], %[[FC]] {ovl.job = #ovl.job<backward, 1>} : (tensor<32xf32>, tensor<2048xf32>, tensor<128xf32>) -> tensor<2208xf32>
  // CHECK-NEXT: %[[R:.+]] = ovl.all_reduce sum %[[CAT]] over [dp] {ovl.job = #ovl.job<backward, 1>} : tensor<2208xf32> -> tensor<2208xf32>
  // CHECK-NEXT: %[[SB:.+]] = tensor.extract_slice %[[R]][0] [32] [1]
  // CHECK-NEXT: %[[SA:.+]] = tensor.extract_slice %[[R]][32] [2048] [1]
  // CHECK-NEXT: %[[A:.+]] = tensor.expand_shape %[[SA]] {{\[\[}}0, 1]] output_shape [64, 32]
  // CHECK-NEXT: %[[SC:.+]] = tensor.extract_slice %[[R]][2080] [128] [1]
  // CHECK-NEXT: %[[C:.+]] = tensor.expand_shape %[[SC]] {{\[\[}}0, 1]] output_shape [16, 8]
  // CHECK-NOT: ovl.all_reduce
  // CHECK: return %[[A]], %[[SB]], %[[C]]
  // Over a 0.005 MiB cap (5242 bytes) the 8 KiB gradient stays alone, but
  // moves right after its input, where a bucket would sit (left at its old
  // place it would start after the bucket, as collectives of one
  // communicator keep their order); the other two share a bucket.
  // SMALL: %[[SGA:.+]] = ovl.gelu %arg0
  // SMALL-NEXT: ovl.all_reduce sum %[[SGA]] over [dp] {{.*}}: tensor<64x32xf32>
  // SMALL: tensor.concat dim(0) %{{.+}}, %{{.+}} {{.*}}: (tensor<32xf32>, tensor<128xf32>) -> tensor<160xf32>
  // SMALL-NOT: tensor.concat
  // SMALL: return
  // OFF-NOT: tensor.concat
  // OFF-COUNT-3: ovl.all_reduce
  %gb = ovl.gelu %y {ovl.job = #ovl.job<backward, 1>} : tensor<32xf32>
  %ga = ovl.gelu %x {ovl.job = #ovl.job<backward, 1>} : tensor<64x32xf32>
  %gc = ovl.gelu %z {ovl.job = #ovl.job<backward, 1>} : tensor<16x8xf32>
  %a = ovl.all_reduce sum %ga over [dp] {ovl.job = #ovl.job<backward, 1>} : tensor<64x32xf32> -> tensor<64x32xf32>
  // The fused collective takes the place and tags of the first member.
  // expected-remark @+1 {{bucket of 3 all_reduce ops: 0.01 MiB of a 25.00 MiB cap}}
  %b = ovl.all_reduce sum %gb over [dp] {ovl.job = #ovl.job<backward, 1>} : tensor<32xf32> -> tensor<32xf32>
  %c = ovl.all_reduce sum %gc over [dp] {ovl.job = #ovl.job<backward, 1>} : tensor<16x8xf32> -> tensor<16x8xf32>
  return %a, %b, %c : tensor<64x32xf32>, tensor<32xf32>, tensor<16x8xf32>
}

// -----

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// Tests that only collectives that can be one share a bucket: different
// groups, reductions or element types stay apart, and so do all-reduces
// that depend on each other (the second's input is made from the first's
// result).

// CHECK-LABEL: func.func @apart
func.func @apart(%x: tensor<32xf32>, %i: tensor<32xi32>) -> (tensor<32xf32>, tensor<32xf32>, tensor<32xi32>, tensor<32xf32>) {
  // CHECK-NOT: tensor.concat
  // CHECK-COUNT-4: ovl.all_reduce
  // CHECK-NOT: tensor.concat
  %a = ovl.all_reduce sum %x over [dp] : tensor<32xf32> -> tensor<32xf32>
  %b = ovl.all_reduce sum %x over [tp] : tensor<32xf32> -> tensor<32xf32>
  %c = ovl.all_reduce max %i over [dp] : tensor<32xi32> -> tensor<32xi32>
  %g = ovl.gelu %a : tensor<32xf32>
  %d = ovl.all_reduce sum %g over [dp] : tensor<32xf32> -> tensor<32xf32>
  return %a, %b, %c, %d : tensor<32xf32>, tensor<32xf32>, tensor<32xi32>, tensor<32xf32>
}

// -----

ovl.mesh @mesh axes [dp = 4 : data]

// Tests a bucket of all-gathers of leading dimensions: one gather of the
// concatenation, whose [ranks, total] rows hold each member's block.

// CHECK-LABEL: func.func @gathers
func.func @gathers(%x: tensor<2x8xf32>, %y: tensor<1x3x4xf32>) -> (tensor<8x8xf32>, tensor<1x12x4xf32>) {
  // CHECK: %[[FX:.+]] = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<2x8xf32> into tensor<16xf32>
  // CHECK-NEXT: %[[FY:.+]] = tensor.collapse_shape %arg1 {{\[\[}}0, 1, 2]] : tensor<1x3x4xf32> into tensor<12xf32>
  // CHECK-NEXT: %[[CAT:.+]] = tensor.concat dim(0) %[[FX]], %[[FY]] : (tensor<16xf32>, tensor<12xf32>) -> tensor<28xf32>
  // CHECK-NEXT: %[[G:.+]] = ovl.all_gather %[[CAT]] over [dp] dim 0 : tensor<28xf32> -> tensor<112xf32>
  // CHECK-NEXT: %[[M:.+]] = tensor.expand_shape %[[G]] {{\[\[}}0, 1]] output_shape [4, 28] : tensor<112xf32> into tensor<4x28xf32>
  // CHECK-NEXT: %[[BX:.+]] = tensor.extract_slice %[[M]][0, 0] [4, 16] [1, 1] : tensor<4x28xf32> to tensor<4x16xf32>
  // CHECK-NEXT: %[[CX:.+]] = tensor.collapse_shape %[[BX]] {{\[\[}}0, 1]] : tensor<4x16xf32> into tensor<64xf32>
  // CHECK-NEXT: %[[X:.+]] = tensor.expand_shape %[[CX]] {{\[\[}}0, 1]] output_shape [8, 8] : tensor<64xf32> into tensor<8x8xf32>
  // CHECK-NEXT: %[[BY:.+]] = tensor.extract_slice %[[M]][0, 16] [4, 12] [1, 1] : tensor<4x28xf32> to tensor<4x12xf32>
  // CHECK-NEXT: %[[CY:.+]] = tensor.collapse_shape %[[BY]] {{\[\[}}0, 1]] : tensor<4x12xf32> into tensor<48xf32>
  // CHECK-NEXT: %[[Y:.+]] = tensor.expand_shape %[[CY]] {{\[\[}}0, 1, 2]] output_shape [1, 12, 4] : tensor<48xf32> into tensor<1x12x4xf32>
  // CHECK-NEXT: return %[[X]], %[[Y]]
  // expected-remark @+1 {{bucket of 2 all_gather ops}}
  %gx = ovl.all_gather %x over [dp] dim 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  %gy = ovl.all_gather %y over [dp] dim 1 : tensor<1x3x4xf32> -> tensor<1x12x4xf32>
  return %gx, %gy : tensor<8x8xf32>, tensor<1x12x4xf32>
}

// -----

ovl.mesh @mesh axes [dp = 4 : data]

// Tests the collectives left out, with the reason: a gather of an inner
// dimension, and a scalar.

// CHECK-LABEL: func.func @left_out
func.func @left_out(%x: tensor<2x8xf32>, %s: tensor<f32>) -> (tensor<2x32xf32>, tensor<2x32xf32>, tensor<f32>, tensor<f32>) {
  // CHECK-NOT: tensor.concat
  // expected-remark @+1 {{not bucketed: it gathers an inner dimension (only the leading non-unit dimension gathers like a flat buffer)}}
  %a = ovl.all_gather %x over [dp] dim 1 : tensor<2x8xf32> -> tensor<2x32xf32>
  // expected-remark @+1 {{not bucketed: it gathers an inner dimension}}
  %b = ovl.all_gather %x over [dp] dim 1 : tensor<2x8xf32> -> tensor<2x32xf32>
  // expected-remark @+1 {{not bucketed: its operand is not a statically shaped tensor of rank 1 or more}}
  %c = ovl.all_reduce sum %s over [dp] : tensor<f32> -> tensor<f32>
  // expected-remark @+1 {{not bucketed: its operand is not a statically shaped tensor of rank 1 or more}}
  %d = ovl.all_reduce sum %s over [dp] : tensor<f32> -> tensor<f32>
  return %a, %b, %c, %d : tensor<2x32xf32>, tensor<2x32xf32>, tensor<f32>, tensor<f32>
}

// -----

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// Tests the attribute rule (DerivedAttrs.h, issue 9 item 9): the views and
// the fused collective keep the first member's provenance (its job) but not
// its declared time, which would charge every view and the whole bucket the
// first member's 100 us.

// CHECK-LABEL: func.func @declared_durations
func.func @declared_durations(%x: tensor<32xf32>, %y: tensor<16xf32>) -> (tensor<32xf32>, tensor<16xf32>) {
  // CHECK: tensor.concat dim(0) %{{.+}}, %{{.+}} {ovl.job = #ovl.job<backward, 0>} :
  // CHECK-NEXT: ovl.all_reduce sum %{{.+}} over [dp] {ovl.job = #ovl.job<backward, 0>} :
  // CHECK-NEXT: tensor.extract_slice %{{.+}}[0] [32] [1] {ovl.job = #ovl.job<backward, 0>} :
  // CHECK-NEXT: tensor.extract_slice %{{.+}}[32] [16] [1] {ovl.job = #ovl.job<backward, 0>} :
  // CHECK-NOT: ovl.duration_us
  // CHECK: return
  // expected-remark @+1 {{bucket of 2 all_reduce ops: 0.00 MiB of a 25.00 MiB cap}}
  %a = ovl.all_reduce sum %x over [dp] {ovl.duration_us = 100.0 : f64, ovl.job = #ovl.job<backward, 0>} : tensor<32xf32> -> tensor<32xf32>
  %b = ovl.all_reduce sum %y over [dp] {ovl.duration_us = 100.0 : f64, ovl.job = #ovl.job<backward, 0>} : tensor<16xf32> -> tensor<16xf32>
  return %a, %b : tensor<32xf32>, tensor<16xf32>
}

// -----

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// Tests that the token-chunk collectives of a decomposed collective matmul
// are never fused back into one (which would undo the decomposition, as it
// did for bf16 chunks under the cap), while others still bucket.

// CHECK-LABEL: func.func @token_chunks
// CHECK-NOT: tensor.concat
// CHECK-COUNT-2: ovl.all_reduce sum %arg{{[01]}} over [tp] {ovl.token_chunk
func.func @token_chunks(%x: tensor<16x32xbf16>, %y: tensor<16x32xbf16>) -> (tensor<16x32xbf16>, tensor<16x32xbf16>) {
  // expected-remark @+1 {{not bucketed: it carries one token chunk of a decomposed collective matmul (fusing the chunks would undo the decomposition)}}
  %a = ovl.all_reduce sum %x over [tp] {ovl.token_chunk = 0 : i64} : tensor<16x32xbf16> -> tensor<16x32xbf16>
  // expected-remark @+1 {{not bucketed: it carries one token chunk}}
  %b = ovl.all_reduce sum %y over [tp] {ovl.token_chunk = 1 : i64} : tensor<16x32xbf16> -> tensor<16x32xbf16>
  return %a, %b : tensor<16x32xbf16>, tensor<16x32xbf16>
}

// -----

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// Tests a bucket of the distributed optimizer's gradient reduce-scatters
// (fairscale's bucketed reduce-scatter): rank r's block of the input is
// every member's r-th block in turn (row views of each member, copied into
// the concatenation), reduce-scattered once; each member's shard is a view
// of the scattered [total]. One that scatters an inner dimension stays out.

// CHECK-LABEL: func.func @reduce_scatters
func.func @reduce_scatters(%x: tensor<4x8xf32>, %y: tensor<6xf32>, %z: tensor<2x4xf32>) -> (tensor<2x8xf32>, tensor<3xf32>, tensor<2x2xf32>) {
  // CHECK: %[[FX:.+]] = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  // CHECK-NEXT: %[[MX:.+]] = tensor.expand_shape %[[FX]] {{\[\[}}0, 1]] output_shape [2, 16] : tensor<32xf32> into tensor<2x16xf32>
  // CHECK-NEXT: %[[MY:.+]] = tensor.expand_shape %arg1 {{\[\[}}0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  // CHECK-NEXT: %[[X0:.+]] = tensor.extract_slice %[[MX]][0, 0] [1, 16] [1, 1]
  // CHECK-NEXT: %[[RX0:.+]] = tensor.collapse_shape %[[X0]]
  // CHECK-NEXT: %[[Y0:.+]] = tensor.extract_slice %[[MY]][0, 0] [1, 3] [1, 1]
  // CHECK-NEXT: %[[RY0:.+]] = tensor.collapse_shape %[[Y0]]
  // CHECK-NEXT: %[[X1:.+]] = tensor.extract_slice %[[MX]][1, 0] [1, 16] [1, 1]
  // CHECK-NEXT: %[[RX1:.+]] = tensor.collapse_shape %[[X1]]
  // CHECK-NEXT: %[[Y1:.+]] = tensor.extract_slice %[[MY]][1, 0] [1, 3] [1, 1]
  // CHECK-NEXT: %[[RY1:.+]] = tensor.collapse_shape %[[Y1]]
  // CHECK-NEXT: %[[CAT:.+]] = tensor.concat dim(0) %[[RX0]], %[[RY0]], %[[RX1]], %[[RY1]] : (tensor<16xf32>, tensor<3xf32>, tensor<16xf32>, tensor<3xf32>) -> tensor<38xf32>
  // CHECK-NEXT: %[[RS:.+]] = ovl.reduce_scatter sum %[[CAT]] over [dp] dim 0 : tensor<38xf32> -> tensor<19xf32>
  // CHECK-NEXT: %[[SX:.+]] = tensor.extract_slice %[[RS]][0] [16] [1]
  // CHECK-NEXT: %[[A:.+]] = tensor.expand_shape %[[SX]] {{\[\[}}0, 1]] output_shape [2, 8]
  // CHECK-NEXT: %[[B:.+]] = tensor.extract_slice %[[RS]][16] [3] [1]
  // CHECK: %[[C:.+]] = ovl.reduce_scatter sum %arg2 over [dp] dim 1
  // CHECK: return %[[A]], %[[B]], %[[C]]
  // expected-remark @+1 {{bucket of 2 reduce_scatter ops: 0.00 MiB of a 25.00 MiB cap}}
  %a = ovl.reduce_scatter sum %x over [dp] dim 0 : tensor<4x8xf32> -> tensor<2x8xf32>
  %b = ovl.reduce_scatter sum %y over [dp] dim 0 : tensor<6xf32> -> tensor<3xf32>
  // expected-remark @+1 {{not bucketed: it scatters an inner dimension}}
  %c = ovl.reduce_scatter sum %z over [dp] dim 1 : tensor<2x4xf32> -> tensor<2x2xf32>
  return %a, %b, %c : tensor<2x8xf32>, tensor<3xf32>, tensor<2x2xf32>
}

// -----

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// Tests that all-gathers fill buckets in the order their results are first
// used (the forward's parameter order), not in program order: under a cap
// that holds two, the two used first share a bucket.

// CHECK-LABEL: func.func @gathers_in_use_order
// SMALL-LABEL: func.func @gathers_in_use_order
func.func @gathers_in_use_order(%x: tensor<512xf32>, %y: tensor<512xf32>, %z: tensor<512xf32>) -> tensor<1024xf32> {
  // SMALL: %[[CAT:.+]] = tensor.concat dim(0) %arg2, %arg0 : (tensor<512xf32>, tensor<512xf32>) -> tensor<1024xf32>
  // SMALL-NEXT: ovl.all_gather %[[CAT]] over [dp] dim 0 : tensor<1024xf32> -> tensor<2048xf32>
  // SMALL-NOT: tensor.concat
  %a = ovl.all_gather %x over [dp] dim 0 : tensor<512xf32> -> tensor<1024xf32>
  %b = ovl.all_gather %y over [dp] dim 0 : tensor<512xf32> -> tensor<1024xf32>
  // expected-remark @+1 {{bucket of 3 all_gather ops: 0.01 MiB of a 25.00 MiB cap}}
  %c = ovl.all_gather %z over [dp] dim 0 : tensor<512xf32> -> tensor<1024xf32>
  %u = ovl.gelu %c : tensor<1024xf32>
  %v = ovl.add %u, %a : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %w = ovl.add %v, %b : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  return %w : tensor<1024xf32>
}


// -----

ovl.mesh @mesh axes [dp = 2 : data]

// Tests that buckets of all-gathers of function arguments (the distributed
// optimizer's parameter shards: no input to wait for, so they all sit at
// the block's start) keep their parameter-use order there: the gather of
// the parameters used first comes first, so the forward can start under
// the next one. The lone third bucket member comes after both buckets.

// SMALL-LABEL: func.func @argument_gathers_in_use_order
func.func @argument_gathers_in_use_order(%p0: tensor<512xf32>, %p1: tensor<512xf32>, %p2: tensor<512xf32>, %p3: tensor<512xf32>, %p4: tensor<512xf32>) -> tensor<1024xf32> {
  // SMALL: tensor.concat dim(0) %arg0, %arg1 :
  // SMALL-NEXT: ovl.all_gather
  // SMALL: tensor.concat dim(0) %arg2, %arg3 :
  // SMALL-NEXT: ovl.all_gather
  // SMALL: ovl.all_gather %arg4 over [dp] dim 0
  // SMALL: ovl.gelu
  %g4 = ovl.all_gather %p4 over [dp] dim 0 : tensor<512xf32> -> tensor<1024xf32>
  %g3 = ovl.all_gather %p3 over [dp] dim 0 : tensor<512xf32> -> tensor<1024xf32>
  %g2 = ovl.all_gather %p2 over [dp] dim 0 : tensor<512xf32> -> tensor<1024xf32>
  %g1 = ovl.all_gather %p1 over [dp] dim 0 : tensor<512xf32> -> tensor<1024xf32>
  // The remark run keeps the default cap: one bucket of all five.
  // expected-remark @+1 {{bucket of 5 all_gather ops}}
  %g0 = ovl.all_gather %p0 over [dp] dim 0 : tensor<512xf32> -> tensor<1024xf32>
  %u0 = ovl.gelu %g0 : tensor<1024xf32>
  %u1 = ovl.add %u0, %g1 : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %u2 = ovl.add %u1, %g2 : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %u3 = ovl.add %u2, %g3 : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %u4 = ovl.add %u3, %g4 : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  return %u4 : tensor<1024xf32>
}

// The same in a second function: each function's start is its own (the
// pass object serves one function after another).

// SMALL-LABEL: func.func @argument_gathers_second_function
func.func @argument_gathers_second_function(%p0: tensor<512xf32>, %p1: tensor<512xf32>, %p2: tensor<512xf32>, %p3: tensor<512xf32>) -> tensor<1024xf32> {
  // SMALL: tensor.concat dim(0) %arg0, %arg1 :
  // SMALL-NEXT: ovl.all_gather
  // SMALL: tensor.concat dim(0) %arg2, %arg3 :
  // SMALL-NEXT: ovl.all_gather
  // SMALL: ovl.gelu
  %g3 = ovl.all_gather %p3 over [dp] dim 0 : tensor<512xf32> -> tensor<1024xf32>
  %g2 = ovl.all_gather %p2 over [dp] dim 0 : tensor<512xf32> -> tensor<1024xf32>
  %g1 = ovl.all_gather %p1 over [dp] dim 0 : tensor<512xf32> -> tensor<1024xf32>
  // expected-remark @+1 {{bucket of 4 all_gather ops}}
  %g0 = ovl.all_gather %p0 over [dp] dim 0 : tensor<512xf32> -> tensor<1024xf32>
  %u0 = ovl.gelu %g0 : tensor<1024xf32>
  %u1 = ovl.add %u0, %g1 : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %u2 = ovl.add %u1, %g2 : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %u3 = ovl.add %u2, %g3 : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  return %u3 : tensor<1024xf32>
}

// -----

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// Tests the cost of an all-gather bucket's copies: two 4 MiB sequence
// shards gathered over tp (sequence parallelism's activations) would save
// one 10 us link latency, but copying the two 8 MiB results out of the
// bucket takes longer on the built-in H100, so they stay apart; and, being
// activation collectives over tp, in place (moved up to its input, the
// second would take the tp communicator's turn before the first). Two
// small ones, whose copies cost less than the latency saved, share a
// bucket (at the start: their inputs are the function's).

// CHECK-LABEL: func.func @sequence_shards
// CHECK: tensor.concat dim(0) %arg3, %arg4
// CHECK-NEXT: ovl.all_gather %{{.+}} over [tp] dim 0 {{.*}}: tensor<128xf32> -> tensor<256xf32>
// CHECK-NOT: tensor.concat
// CHECK: %[[A:.+]] = ovl.gelu %arg0
// CHECK-NEXT: %[[B:.+]] = ovl.gelu %arg1
// CHECK-NEXT: ovl.gelu %arg2
// CHECK-NEXT: %[[GA:.+]] = ovl.all_gather %[[A]] over [tp] dim 1
// CHECK-NEXT: ovl.gelu %[[GA]]
// CHECK-NEXT: %[[GB:.+]] = ovl.all_gather %[[B]] over [tp] dim 1
// CHECK-NEXT: ovl.gelu %[[GB]]
// CHECK-NEXT: ovl.add
// CHECK-NEXT: return
func.func @sequence_shards(%x: tensor<1x1024x2048xbf16>, %y: tensor<1x1024x2048xbf16>, %z: tensor<64xf32>, %s: tensor<64xf32>, %t: tensor<64xf32>) -> (tensor<1x2048x2048xbf16>, tensor<1x2048x2048xbf16>, tensor<64xf32>, tensor<128xf32>) {
  %a = ovl.gelu %x {ovl.job = #ovl.job<backward, 0>} : tensor<1x1024x2048xbf16>
  %b = ovl.gelu %y {ovl.job = #ovl.job<backward, 0>} : tensor<1x1024x2048xbf16>
  %c = ovl.gelu %z {ovl.job = #ovl.job<backward, 0>} : tensor<64xf32>
  %ga = ovl.all_gather %a over [tp] dim 1 {ovl.job = #ovl.job<backward, 0>} : tensor<1x1024x2048xbf16> -> tensor<1x2048x2048xbf16>
  %ua = ovl.gelu %ga {ovl.job = #ovl.job<backward, 0>} : tensor<1x2048x2048xbf16>
  // expected-remark @+1 {{not bucketed with the 1 before it: fused, its copies would cost more than the launch and link latencies saved}}
  %gb = ovl.all_gather %b over [tp] dim 1 {ovl.job = #ovl.job<backward, 0>} : tensor<1x1024x2048xbf16> -> tensor<1x2048x2048xbf16>
  %ub = ovl.gelu %gb {ovl.job = #ovl.job<backward, 0>} : tensor<1x2048x2048xbf16>
  // expected-remark @+1 {{bucket of 2 all_gather ops}}
  %gs = ovl.all_gather %s over [tp] dim 0 {ovl.job = #ovl.job<backward, 0>} : tensor<64xf32> -> tensor<128xf32>
  %gt = ovl.all_gather %t over [tp] dim 0 {ovl.job = #ovl.job<backward, 0>} : tensor<64xf32> -> tensor<128xf32>
  %st = ovl.add %gs, %gt {ovl.job = #ovl.job<backward, 0>} : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
  return %ua, %ub, %c, %st : tensor<1x2048x2048xbf16>, tensor<1x2048x2048xbf16>, tensor<64xf32>, tensor<128xf32>
}

// -----

ovl.mesh @mesh axes [dp = 2 : data]

// Tests the bound of a bucket's place: one member's result may be used
// right after another member's input is made. The bucket then sits between
// the two (after %ga, before the gelu of %b).

// CHECK-LABEL: func.func @ready_at_first_use
func.func @ready_at_first_use(%x: tensor<8xf32>, %y: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK: %[[GB:.+]] = ovl.gelu %arg1
  // CHECK-NEXT: %[[GA:.+]] = ovl.gelu %arg0
  // CHECK-NEXT: tensor.concat dim(0) %[[GB]], %[[GA]]
  // CHECK-NEXT: %[[R:.+]] = ovl.all_reduce sum
  // CHECK-NEXT: %[[SB:.+]] = tensor.extract_slice %[[R]][0] [8] [1]
  // CHECK-NEXT: %[[SA:.+]] = tensor.extract_slice %[[R]][8] [8] [1]
  // CHECK-NEXT: %[[U:.+]] = ovl.gelu %[[SB]]
  // CHECK-NEXT: return %[[SA]], %[[U]]
  %gb = ovl.gelu %y : tensor<8xf32>
  // expected-remark @+1 {{bucket of 2 all_reduce ops: 0.00 MiB of a 25.00 MiB cap}}
  %b = ovl.all_reduce sum %gb over [dp] : tensor<8xf32> -> tensor<8xf32>
  %ga = ovl.gelu %x : tensor<8xf32>
  %u = ovl.gelu %b : tensor<8xf32>
  %a = ovl.all_reduce sum %ga over [dp] : tensor<8xf32> -> tensor<8xf32>
  return %a, %u : tensor<8xf32>, tensor<8xf32>
}

// -----

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// Tests that a lone collective over tensor-parallel peers moves right after
// its input when it is outside every job (nothing says it moves an
// activation); inside a job it stays where it is (@sequence_shards).

// CHECK-LABEL: func.func @lone_outside_jobs
func.func @lone_outside_jobs(%x: tensor<8xf32>, %y: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK: %[[G:.+]] = ovl.gelu %arg0
  // CHECK-NEXT: ovl.all_reduce sum %[[G]] over [tp]
  // CHECK-NEXT: ovl.gelu %arg1
  // CHECK-NEXT: return
  %g = ovl.gelu %x : tensor<8xf32>
  %h = ovl.gelu %y : tensor<8xf32>
  %a = ovl.all_reduce sum %g over [tp] : tensor<8xf32> -> tensor<8xf32>
  return %a, %h : tensor<8xf32>, tensor<8xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that an activation collective's copy is priced at the bytes copied:
// an all-gather's member is copied out of the gathered rows (its 4 MiB
// result), a reduce-scatter's into the rows to scatter (its 4 MiB input).
// On the default device two such copies cost more than the latency a
// fused collective saves, which two copies of the 2 MiB other sides would
// not: neither pair shares a bucket.

// CHECK-LABEL: func.func @copies_priced_by_size
func.func @copies_priced_by_size(%x: tensor<524288xf32>, %y: tensor<524288xf32>, %z: tensor<1048576xf32>, %w: tensor<1048576xf32>) -> (tensor<1048576xf32>, tensor<1048576xf32>, tensor<524288xf32>, tensor<524288xf32>) {
  // CHECK-NOT: tensor.concat
  // CHECK: return
  %gx = ovl.all_gather %x over [tp] dim 0 {ovl.job = #ovl.job<forward, 0>} : tensor<524288xf32> -> tensor<1048576xf32>
  // expected-remark @+1 {{not bucketed with the 1 before it}}
  %gy = ovl.all_gather %y over [tp] dim 0 {ovl.job = #ovl.job<forward, 0>} : tensor<524288xf32> -> tensor<1048576xf32>
  %sz = ovl.reduce_scatter sum %z over [tp] dim 0 {ovl.job = #ovl.job<forward, 0>} : tensor<1048576xf32> -> tensor<524288xf32>
  // expected-remark @+1 {{not bucketed with the 1 before it}}
  %sw = ovl.reduce_scatter sum %w over [tp] dim 0 {ovl.job = #ovl.job<forward, 0>} : tensor<1048576xf32> -> tensor<524288xf32>
  return %gx, %gy, %sz, %sw : tensor<1048576xf32>, tensor<1048576xf32>, tensor<524288xf32>, tensor<524288xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that a candidate joins an open bucket of several when the fused
// collective costs no more than that bucket's (not its first member's)
// collective and the candidate apart: the 2 MiB all-gather joins the first
// small one (two copies cost less than a launch and latency), and the
// second small one joins both.

// CHECK-LABEL: func.func @three_gathers
func.func @three_gathers(%x: tensor<64xf32>, %y: tensor<524288xf32>, %z: tensor<64xf32>) -> (tensor<128xf32>, tensor<1048576xf32>, tensor<128xf32>) {
  // CHECK: tensor.concat dim(0) %arg0, %arg1, %arg2
  // CHECK-NOT: tensor.concat
  // CHECK: return
  // expected-remark @+1 {{bucket of 3 all_gather ops}}
  %gx = ovl.all_gather %x over [tp] dim 0 {ovl.job = #ovl.job<forward, 0>} : tensor<64xf32> -> tensor<128xf32>
  %gy = ovl.all_gather %y over [tp] dim 0 {ovl.job = #ovl.job<forward, 0>} : tensor<524288xf32> -> tensor<1048576xf32>
  %gz = ovl.all_gather %z over [tp] dim 0 {ovl.job = #ovl.job<forward, 0>} : tensor<64xf32> -> tensor<128xf32>
  return %gx, %gy, %gz : tensor<128xf32>, tensor<1048576xf32>, tensor<128xf32>
}
