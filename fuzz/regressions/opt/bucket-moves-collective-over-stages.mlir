// A collective over pp that ovl-bucket-collectives moved right after its input,
// past stage 0's send (a deadlock with stage 1, which receives first); the
// opt target's communication contract catches it (docs/fuzzing.md).
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
