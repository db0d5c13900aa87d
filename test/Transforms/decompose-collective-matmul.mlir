// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-decompose-collective-matmul{chunks=2 whole-ops=false}))' --split-input-file | FileCheck %s
// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-decompose-collective-matmul{chunks=2 remarks=true}))' --split-input-file 2>&1 | FileCheck %s --check-prefix=WHOLE
// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-decompose-collective-matmul{chunks=1}))' --split-input-file | FileCheck %s --check-prefix=OFF
// RUN: ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-decompose-collective-matmul{remarks=true}))' --split-input-file 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: %expect-exit 1 ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-decompose-collective-matmul{chunks=3}))' --split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNEVEN
// RUN: %expect-exit 1 ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-decompose-collective-matmul{chunks=some}))' --split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %expect-exit 1 ovl-opt %s --pass-pipeline='builtin.module(func.func(ovl-decompose-collective-matmul{chunks=4}))' --split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNALIGNED
// UNALIGNED: error: cannot split 32 tokens into 4 equal chunks of whole 16-row GEMM blocks (the cpu backend computes GEMM rows in blocks of that size; chunks on block boundaries keep its results bit-identical)
// UNEVEN: error: cannot split 32 tokens into 3 equal chunks of whole 16-row GEMM blocks
// BAD: error: chunks must be 'auto' or a positive integer, got 'some'

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests a Megatron-like region in 2 token chunks: the row-parallel GEMM and
// its all-reduce, the bias and residual adds, the layer norm and the next
// column-parallel GEMM each run per chunk; inputs from outside are sliced
// (views); values used outside the region (the residual stream, the norm's
// statistics, the attention input) are concatenated back; attention, which
// mixes tokens, ends the region.

// CHECK-LABEL: func.func @region
// CHECK-SAME: (%[[X:[^:]+]]: tensor<2x16x16xf32>, %[[W:[^:]+]]: tensor<16x32xf32>, %[[B:[^:]+]]: tensor<32xf32>, %[[RES:[^:]+]]: tensor<2x16x32xf32>

// With whole-ops (the default) the cost model keeps the layer norm and the
// QKV GEMM after the last all-reduce whole: on these 16-token chunks their
// launches cost more than the one all-reduce chunk they could hide. The
// norm reads the residual stream concatenated in place, and its statistics
// and the QKV GEMM need no reassembly.
// WHOLE: remark: decomposed into 2 token chunks: 6-op row-wise region, estimated 25.3 us -> 35.3 us, 2 op(s) whole
// WHOLE-LABEL: func.func @region
// WHOLE: ovl.add {{.+}} : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
// WHOLE-NEXT: ovl.add {{.+}} : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
// WHOLE-NEXT: %[[HC:.+]] = tensor.concat dim(0)
// WHOLE-NEXT: %[[H:.+]] = tensor.expand_shape %[[HC]]
// WHOLE-NEXT: %[[N:.+]], %[[M:.+]], %{{.+}} = ovl.layer_norm %[[H]], {{.+}} -> (tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<2x16xf32>)
// WHOLE-NEXT: %[[Q:.+]] = ovl.linear column %[[N]], {{.+}} -> tensor<2x16x48xf32>
// WHOLE-NEXT: %[[A:.+]], %{{.+}} = ovl.attention %[[Q]]
// WHOLE-NEXT: return %[[A]], %[[H]], %[[M]]
// OFF-LABEL: func.func @region
// OFF-NOT: tensor.extract_slice
// AUTO: remark: not decomposed: splitting the 6-op row-wise region into token chunks is not estimated to be faster
func.func @region(%x: tensor<2x16x16xf32>, %w: tensor<16x32xf32>, %b: tensor<32xf32>, %res: tensor<2x16x32xf32>, %g: tensor<32xf32>, %wq: tensor<32x48xf32>) -> (tensor<2x16x16xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>) {
  // CHECK: %[[XF:.+]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1], [2]] : tensor<2x16x16xf32> into tensor<32x16xf32>
  // CHECK-NEXT: %[[X0:.+]] = tensor.extract_slice %[[XF]][0, 0] [16, 16] [1, 1]
  // CHECK-NEXT: %[[X1:.+]] = tensor.extract_slice %[[XF]][16, 0] [16, 16] [1, 1]
  // CHECK-NEXT: %[[Y0:.+]] = ovl.linear row %[[X0]], %[[W]] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  // CHECK-NEXT: %[[Y1:.+]] = ovl.linear row %[[X1]], %[[W]]
  // CHECK-NEXT: %[[Z0:.+]] = ovl.all_reduce sum %[[Y0]] over [tp] {ovl.token_chunk = 0 : i64} : tensor<16x32xf32> -> tensor<16x32xf32>
  // CHECK-NEXT: %[[Z1:.+]] = ovl.all_reduce sum %[[Y1]] over [tp] {ovl.token_chunk = 1 : i64}
  // CHECK-NEXT: %[[ZB0:.+]] = ovl.add %[[Z0]], %[[B]] : (tensor<16x32xf32>, tensor<32xf32>) -> tensor<16x32xf32>
  // CHECK-NEXT: %[[ZB1:.+]] = ovl.add %[[Z1]], %[[B]]
  // CHECK-NEXT: %[[RF:.+]] = tensor.collapse_shape %[[RES]]
  // CHECK-NEXT: %[[R0:.+]] = tensor.extract_slice %[[RF]][0, 0] [16, 32] [1, 1]
  // CHECK-NEXT: %[[R1:.+]] = tensor.extract_slice %[[RF]][16, 0] [16, 32] [1, 1]
  // CHECK-NEXT: %[[H0:.+]] = ovl.add %[[R0]], %[[ZB0]]
  // CHECK-NEXT: %[[H1:.+]] = ovl.add %[[R1]], %[[ZB1]]
  // CHECK-NEXT: %[[HC:.+]] = tensor.concat dim(0) %[[H0]], %[[H1]] : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
  // CHECK-NEXT: %[[H:.+]] = tensor.expand_shape %[[HC]] {{\[\[}}0, 1], [2]] output_shape [2, 16, 32]
  // CHECK-NEXT: %[[N0:.+]], %[[M0:.+]], %{{.+}} = ovl.layer_norm %[[H0]]
  // CHECK-SAME: -> (tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>)
  // CHECK-NEXT: %[[N1:.+]], %[[M1:.+]], %{{.+}} = ovl.layer_norm %[[H1]]
  // CHECK-NEXT: %[[MC:.+]] = tensor.concat dim(0) %[[M0]], %[[M1]] : (tensor<16xf32>, tensor<16xf32>) -> tensor<32xf32>
  // CHECK-NEXT: %[[M:.+]] = tensor.expand_shape %[[MC]] {{\[\[}}0, 1]] output_shape [2, 16]
  // CHECK-NEXT: %[[Q0:.+]] = ovl.linear column %[[N0]]
  // CHECK-NEXT: %[[Q1:.+]] = ovl.linear column %[[N1]]
  // CHECK-NEXT: %[[QC:.+]] = tensor.concat dim(0) %[[Q0]], %[[Q1]]
  // CHECK-NEXT: %[[Q:.+]] = tensor.expand_shape %[[QC]]
  // CHECK-NEXT: %[[A:.+]], %{{.+}} = ovl.attention %[[Q]] heads 2 causal : (tensor<2x16x48xf32>)
  // CHECK-NEXT: return %[[A]], %[[H]], %[[M]]
  %y = ovl.linear row %x, %w : (tensor<2x16x16xf32>, tensor<16x32xf32>) -> tensor<2x16x32xf32>
  %z = ovl.all_reduce sum %y over [tp] : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
  %zb = ovl.add %z, %b : (tensor<2x16x32xf32>, tensor<32xf32>) -> tensor<2x16x32xf32>
  %h = ovl.add %res, %zb : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  %n, %mean, %rstd = ovl.layer_norm %h, %g, %b : (tensor<2x16x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<2x16xf32>)
  %q = ovl.linear column %n, %wq : (tensor<2x16x32xf32>, tensor<32x48xf32>) -> tensor<2x16x48xf32>
  %a, %lse = ovl.attention %q heads 2 causal : (tensor<2x16x48xf32>) -> (tensor<2x16x16xf32>, tensor<2x2x16xf32>)
  return %a, %h, %mean : tensor<2x16x16xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests linears that are not seeds: a row-parallel linear whose result has
// another use besides the all-reduce, and one followed by a max all-reduce.

// CHECK-LABEL: func.func @not_seeds
// CHECK-NOT: tensor.extract_slice
func.func @not_seeds(%x: tensor<16x16xf32>, %w: tensor<16x32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) {
  %y = ovl.linear row %x, %w : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %z = ovl.all_reduce sum %y over [tp] : tensor<16x32xf32> -> tensor<16x32xf32>
  %y2 = ovl.linear row %x, %w : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %m = ovl.all_reduce max %y2 over [tp] : tensor<16x32xf32> -> tensor<16x32xf32>
  return %z, %y, %m : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>
}

// -----

ovl.mesh @mesh axes [tp = 8 : tensor]

// Tests the cost model's choice on a GPT-sized layer (2048 tokens, hidden
// 4096, tensor parallelism 8): the all-reduce is worth hiding, so the
// region is split.

// AUTO: remark: decomposed into {{[0-9]+}} token chunks: 5-op row-wise region, estimated {{.*}} us -> {{.*}} us
// CHECK-LABEL: func.func @gpt_sized
func.func @gpt_sized(%x: tensor<1x2048x512xf32>, %w: tensor<512x4096xf32>, %b: tensor<4096xf32>, %res: tensor<1x2048x4096xf32>, %wq: tensor<4096x1536xf32>) -> tensor<1x2048x1536xf32> {
  %y = ovl.linear row %x, %w : (tensor<1x2048x512xf32>, tensor<512x4096xf32>) -> tensor<1x2048x4096xf32>
  %z = ovl.all_reduce sum %y over [tp] : tensor<1x2048x4096xf32> -> tensor<1x2048x4096xf32>
  %zb = ovl.add %z, %b : (tensor<1x2048x4096xf32>, tensor<4096xf32>) -> tensor<1x2048x4096xf32>
  %h = ovl.add %res, %zb : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
  %q = ovl.linear column %h, %wq : (tensor<1x2048x4096xf32>, tensor<4096x1536xf32>) -> tensor<1x2048x1536xf32>
  return %q : tensor<1x2048x1536xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that a dropout (Megatron's bias-dropout-add) stays in the region:
// chunk c draws the mask of the whole op's elements from its first one on,
// offset 0 and 512 (16 rows of 32), after the op's own offset of 64.

// CHECK-LABEL: func.func @dropout
// CHECK: %[[D0:.+]] = ovl.dropout %{{.+}} ratio 1.000000e-01 seed 3 offset 64 : tensor<16x32xf32>
// CHECK-NEXT: %[[D1:.+]] = ovl.dropout %{{.+}} ratio 1.000000e-01 seed 3 offset 576 : tensor<16x32xf32>
// CHECK: ovl.add %{{.+}}, %[[D0]] : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
// CHECK-NEXT: ovl.add %{{.+}}, %[[D1]]
// OFF-LABEL: func.func @dropout
// OFF: ovl.dropout %{{.+}} ratio 1.000000e-01 seed 3 offset 64 : tensor<2x16x32xf32>
func.func @dropout(%x: tensor<2x16x16xf32>, %w: tensor<16x32xf32>, %b: tensor<32xf32>, %res: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  %y = ovl.linear row %x, %w : (tensor<2x16x16xf32>, tensor<16x32xf32>) -> tensor<2x16x32xf32>
  %z = ovl.all_reduce sum %y over [tp] : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
  %zb = ovl.add %z, %b : (tensor<2x16x32xf32>, tensor<32xf32>) -> tensor<2x16x32xf32>
  %d = ovl.dropout %zb ratio 0.1 seed 3 offset 64 : tensor<2x16x32xf32>
  %h = ovl.add %res, %d : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %h : tensor<2x16x32xf32>
}
