// RUN: ovl-translate --ovl-to-plan %s --split-input-file --verify-diagnostics

// Tests that a module still holding functions is not written.
ovl.mesh @mesh axes [tp = 1 : tensor]
// expected-error @+1 {{'func.func' op is still a function; run ovl-lower-to-runtime (or ovl-lower-pipeline) before translating to a plan}}
func.func @stage0() {
  return
}

// -----

// Tests that a plan needs the mesh.
// expected-error @+1 {{a plan needs the module's 'ovl.mesh'}}
module {
}

// -----

ovl.mesh @mesh axes [tp = 1 : tensor]
// Tests the verifier of L2 kernels: the schema's operand counts.
ovl.program @stage0 stage 0 transient 0 persistent 0 events 0 {
  ovl.queue 0 compute {
    // expected-error @+1 {{'ovl.rt.kernel' op kernel gelu takes 2 buffers, got 1}}
    ovl.rt.kernel "gelu" [<transient, 0, 16>] sizes [4] params [] flops 0.0 bytes 0.0 tensor_core false : f32 est 0.0
  }
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]
// Tests the verifier of L2 kernels: sizes, parameters and the group, each
// against the kernel's schema.
ovl.program @stage0 stage 0 transient 64 persistent 0 events 0 {
  ovl.queue 0 compute {
    // expected-error @+1 {{'ovl.rt.kernel' op kernel gelu takes 1 sizes, got 2}}
    ovl.rt.kernel "gelu" [<transient, 0, 16>, <transient, 16, 16>] sizes [4, 4] params [] flops 0.0 bytes 0.0 tensor_core false : f32 est 0.0
  }
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]
ovl.program @stage0 stage 0 transient 64 persistent 0 events 0 {
  ovl.queue 0 compute {
    // expected-error @+1 {{'ovl.rt.kernel' op kernel gelu takes 0 parameters, got 1}}
    ovl.rt.kernel "gelu" [<transient, 0, 16>, <transient, 16, 16>] sizes [4] params [0.5] flops 0.0 bytes 0.0 tensor_core false : f32 est 0.0
  }
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]
ovl.program @stage0 stage 0 transient 64 persistent 0 events 0 {
  ovl.queue 0 compute {
    // expected-error @+1 {{'ovl.rt.kernel' op kernel gelu takes no group}}
    ovl.rt.kernel "gelu" [<transient, 0, 16>, <transient, 16, 16>] sizes [4] params [] over [tp] flops 0.0 bytes 0.0 tensor_core false : f32 est 0.0
  }
}

// -----

ovl.mesh @mesh axes [tp = 1 : tensor]
ovl.program @stage0 stage 0 transient 0 persistent 0 events 0 {
  ovl.queue 0 compute {
    // expected-error @+1 {{'ovl.rt.kernel' op unknown kernel 'relu'}}
    ovl.rt.kernel "relu" [] sizes [] params [] flops 0.0 bytes 0.0 tensor_core false : f32 est 0.0
  }
}

// -----

ovl.mesh @mesh axes [tp = 1 : tensor]
// expected-error @+1 {{'ovl.program' op needs at least one stream}}
ovl.program @stage0 stage 0 transient 0 persistent 0 events 0 {
}

// -----

ovl.mesh @mesh axes [tp = 1 : tensor]
ovl.program @stage0 stage 0 transient 0 persistent 0 events 0 {
  // expected-error @+1 {{'ovl.persistent' op does not fit the persistent arena of 0 bytes}}
  ovl.persistent #ovl.param<"w", global [4], init zeros> at 0 : tensor<4xf32>
  ovl.queue 0 compute {
  }
}

// -----

// Found by the opt fuzzer (UBSan: the byte size overflowed int64).
ovl.mesh @mesh axes [tp = 1 : tensor]
ovl.program @stage0 stage 0 transient 0 persistent 0 events 0 {
  // expected-error @+1 {{'ovl.persistent' op needs a static tensor type of at most 2^62 bytes, not 'tensor<4611686018427387904x4xf32>'}}
  ovl.persistent #ovl.param<"w", global [4611686018427387904, 4], init zeros> at 0 : tensor<4611686018427387904x4xf32>
  ovl.queue 0 compute {
  }
}

// -----

ovl.mesh @mesh axes [tp = 1 : tensor]
ovl.program @stage0 stage 0 transient 0 persistent 16 events 0 {
  // expected-error @+1 {{'ovl.persistent' op does not fit the persistent arena of 16 bytes}}
  ovl.persistent #ovl.param<"w", global [4], init zeros> at 9223372036854775807 : tensor<4xf32>
  ovl.queue 0 compute {
  }
}

// -----

ovl.mesh @mesh axes [tp = 1 : tensor]
ovl.program @stage0 stage 0 transient 0 persistent 0 events 0 {
  // expected-error @+1 {{'ovl.queue' op has index 1; streams are numbered 0, 1, ... in order}}
  ovl.queue 1 compute {
  }
}

// -----

ovl.mesh @mesh axes [tp = 1 : tensor]
ovl.program @stage0 stage 0 transient 64 persistent 0 events 0 {
  ovl.queue 0 compute {
    // expected-error @+1 {{'ovl.rt.copy' op copies either from a device slice or from a host field}}
    ovl.rt.copy -> <transient, 0, 32> microbatch 0 vocab 16 count 8 seq 4 est 1.0
  }
}

// -----

// Tests that a plan needs a program: a module of declarations alone is not
// a plan.
// expected-error @+1 {{the module holds no 'ovl.program' to write}}
module {
  ovl.mesh @mesh axes [tp = 1 : tensor]
}
