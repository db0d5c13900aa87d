ovl.mesh @mesh axes [tp = 1 : tensor]
ovl.program @stage0 stage 0 transient 0 persistent 0 events 0 {
  ovl.persistent #ovl.param<"w", global [4], init zeros> at 0 : tensor<4611686018427387904x4xf32>
  ovl.queue 0 compute {
  }
}
