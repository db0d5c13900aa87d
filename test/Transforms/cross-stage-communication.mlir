// Tests that the function passes which move or reshape collectives leave
// alone those whose group spans pipeline stages. Each stage function is
// rewritten on its own, so a change the other stages do not make (a
// collective moved past a send or receive, or cut into chunks) breaks the
// order or the shapes they must match: every case below was, before, a
// deadlock or a mismatch that ovl-verify-communication reported. Each RUN
// line proves the result over the mesh.

// RUN: ovl-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(ovl-bucket-collectives{remarks=true}))' -o %t.bucket.mlir 2>&1 | FileCheck %s --check-prefix=BUCKET
// RUN: ovl-opt %t.bucket.mlir --split-input-file --ovl-verify-communication -o /dev/null
// RUN: ovl-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(ovl-decompose-collective-matmul{chunks=2}))' -o %t.decompose.mlir
// RUN: FileCheck %s --check-prefix=DECOMPOSE < %t.decompose.mlir
// RUN: ovl-opt %t.decompose.mlir --split-input-file --ovl-verify-communication -o /dev/null
// RUN: ovl-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(ovl-split-matmul-grad{remarks=true}))' -o %t.split.mlir 2>&1 | FileCheck %s --check-prefix=SPLIT
// RUN: FileCheck %s --check-prefix=SPLIT-IR < %t.split.mlir
// RUN: ovl-opt %t.split.mlir --split-input-file --ovl-verify-communication -o /dev/null

// Bucketing: a candidate that stays alone moves right after its input.
// Stage 0's input is ready before its send, stage 1's only after the
// matching receive: moved, stage 0 would all-reduce first and stage 1
// receive first. Not a candidate, it stays.

// BUCKET: remark: not bucketed: its group spans pipeline stages
// BUCKET: remark: not bucketed: its group spans pipeline stages

ovl.mesh @mesh axes [pp = 2 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1

func.func @stage0(%x: tensor<8xf32>, %y: tensor<8xf32>) -> tensor<8xf32> attributes {ovl.stage = 0 : i64} {
  %a = ovl.gelu %x : tensor<8xf32>
  ovl.send %y to pp = 1 : tensor<8xf32>
  %r = ovl.all_reduce sum %a over [pp] : tensor<8xf32> -> tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @stage1(%x: tensor<8xf32>) -> tensor<8xf32> attributes {ovl.stage = 1 : i64} {
  %v = ovl.recv from pp = 0 : tensor<8xf32>
  %b = ovl.gelu %v : tensor<8xf32>
  %r = ovl.all_reduce sum %b over [pp] : tensor<8xf32> -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Decomposition: stage 0's all-reduce over pp follows a row-parallel GEMM
// (a seed), stage 1's does not. In two chunks on stage 0 alone, the two
// stages would issue collectives of different shapes. A tensor-parallel
// seed in the same function still decomposes.

// DECOMPOSE-LABEL: func.func @stage0
// DECOMPOSE: ovl.all_reduce sum {{.*}} over [tp] {ovl.token_chunk = 0 : i64} : tensor<16x32xf32>
// DECOMPOSE: ovl.all_reduce sum {{.*}} over [tp] {ovl.token_chunk = 1 : i64} : tensor<16x32xf32>
// DECOMPOSE: ovl.all_reduce sum {{.*}} over [pp] : tensor<2x16x32xf32> -> tensor<2x16x32xf32>

ovl.mesh @mesh axes [pp = 2 : pipeline, tp = 2 : tensor]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1

func.func @stage0(%x: tensor<2x16x16xf32>, %w: tensor<16x32xf32>) -> (tensor<2x16x32xf32>, tensor<2x16x32xf32>) attributes {ovl.stage = 0 : i64} {
  %t = ovl.linear row %x, %w : (tensor<2x16x16xf32>, tensor<16x32xf32>) -> tensor<2x16x32xf32>
  %tr = ovl.all_reduce sum %t over [tp] : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
  %y = ovl.linear row %x, %w : (tensor<2x16x16xf32>, tensor<16x32xf32>) -> tensor<2x16x32xf32>
  %z = ovl.all_reduce sum %y over [pp] : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
  return %tr, %z : tensor<2x16x32xf32>, tensor<2x16x32xf32>
}

func.func @stage1(%y: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> attributes {ovl.stage = 1 : i64} {
  %z = ovl.all_reduce sum %y over [pp] : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
  return %z : tensor<2x16x32xf32>
}

// -----

// Splitting a column-parallel gradient starts its input gradient's
// all-reduce at the gradient. Over pp, that start would pass stage 0's
// send, and stage 1 receives before it all-reduces.

// SPLIT: remark: column-parallel gradient not split: its input gradient's reduction spans pipeline stages
// SPLIT-IR-LABEL: func.func @stage0
// SPLIT-IR: ovl.matmul_grad column
// SPLIT-IR-NEXT: ovl.send
// SPLIT-IR-NEXT: ovl.all_reduce sum {{.*}} over [pp]

ovl.mesh @mesh axes [pp = 2 : pipeline]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1

func.func @stage0(%x: tensor<8x16xf32>, %w: tensor<16x32xf32>, %dy: tensor<8x32xf32>, %s: tensor<8xf32>) -> (tensor<8x16xf32>, tensor<16x32xf32>) attributes {ovl.stage = 0 : i64} {
  %dx, %dw = ovl.matmul_grad column %x, %w, %dy : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<8x32xf32>) -> (tensor<8x16xf32>, tensor<16x32xf32>)
  ovl.send %s to pp = 1 : tensor<8xf32>
  %r = ovl.all_reduce sum %dx over [pp] : tensor<8x16xf32> -> tensor<8x16xf32>
  return %r, %dw : tensor<8x16xf32>, tensor<16x32xf32>
}

func.func @stage1(%g: tensor<8x16xf32>) -> tensor<8x16xf32> attributes {ovl.stage = 1 : i64} {
  %v = ovl.recv from pp = 0 : tensor<8xf32>
  %r = ovl.all_reduce sum %g over [pp] : tensor<8x16xf32> -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}
