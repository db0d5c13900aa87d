// Input of test/Transforms/verify-communication.mlir: an L2 command the
// verifier refuses.
ovl.mesh @mesh axes [tp = 1 : tensor]
ovl.program @stage0 stage 0 transient 64 persistent 0 events 0 {
  ovl.queue 0 compute {
    ovl.rt.kernel "relu" [] sizes [] params [] flops 0.0 bytes 0.0 tensor_core false : f32 est 0.0
  }
}
