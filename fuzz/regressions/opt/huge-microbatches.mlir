ovl.mesh @mesh axes [pp = 1 : pipeline]
ovl.pipeline @p over pp stages [@s0] microbatches 9223372036854775807
func.func @s0() attributes {ovl.stage = 0 : i64} {
  ovl.job forward microbatch 0 {
  }
  ovl.job backward microbatch 0 {
  }
  return
}
