// RUN: ovl-opt %s | ovl-opt | FileCheck %s
// RUN: ovl-opt %s --mlir-print-op-generic | ovl-opt | FileCheck %s
// RUN: ovl-opt %s --verify-roundtrip -o /dev/null
// A queue's commands are printed in chunks on the threads; one thread prints
// the same text, the commands whose fields only MLIR's printer writes (an
// escaped label, a number that is not finite, a discardable attribute)
// among them.
// RUN: ovl-opt %s -o %t.threads.mlir
// RUN: ovl-opt %s --mlir-disable-threading -o %t.serial.mlir
// RUN: cmp %t.threads.mlir %t.serial.mlir

// Round-trips every L2 command in its short form. Floating-point fields print
// as the shortest decimal that reads back as the same double: 0.1 + 0.2 keeps
// its 17 digits in a kernel's parameters and in its counts, an integral
// value keeps a '.', an exponent gets one before it, and a value that is not
// finite prints as its bit pattern.

ovl.mesh @mesh axes [pp = 2 : pipeline, tp = 2 : tensor]
ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1

// CHECK-LABEL: ovl.program @stage0 stage 0 transient 1024 persistent 512 events 1
ovl.program @stage0 stage 0 transient 1024 persistent 512 events 1 {
  ovl.persistent #ovl.param<"w", global [4, 16], shard 1 over tp, init normal(0.02)> at 0 : tensor<4x8xf32>
  ovl.queue 0 compute {
    // CHECK: ovl.rt.kernel "gelu" [<transient, 0, 4>, <transient, 4, 4>] sizes [1] params [] flops 1.0 bytes 8.0 tensor_core false : f32 est 1.0 "gelu \22quoted\22 \\ \C3\A9"{{$}}
    ovl.rt.kernel "gelu" [<transient, 0, 4>, <transient, 4, 4>] sizes [1] params [] flops 1.0 bytes 8.0 tensor_core false : f32 est 1.0 "gelu \22quoted\22 \\ \C3\A9"
    // CHECK-NEXT: ovl.rt.kernel "gelu" [<transient, 0, 4>, <transient, 4, 4>] sizes [1] params [] flops 1.0 bytes 8.0 tensor_core false : f16 est 1.0 "gelu" {note = "kept"}
    ovl.rt.kernel "gelu" [<transient, 0, 4>, <transient, 4, 4>] sizes [1] params [] flops 1.0 bytes 8.0 tensor_core false : f16 est 1.0 "gelu" {note = "kept"}
    // CHECK-NEXT: ovl.rt.copy host tokens -> <transient, 0, 32> microbatch 2 vocab 16 count 8 seq 4 over [tp] est 1.0 "load_batch forward:2"
    ovl.rt.copy host tokens -> <transient, 0, 32> microbatch 2 vocab 16 count 8 seq 4 over [tp] est 1.0 "load_batch forward:2"
    // CHECK-NEXT: ovl.rt.copy from <persistent, 0, 128> -> <transient, 512, 128> microbatch 0 vocab 0 count 0 seq 0 est 2.0{{$}}
    ovl.rt.copy from <persistent, 0, 128> -> <transient, 512, 128> microbatch 0 vocab 0 count 0 seq 0 est 2.0
    // CHECK-NEXT: ovl.rt.gemm <transient, 256, 64>, <persistent, 0, 128> -> <transient, 512, 128> m 4 n 8 k 4 batch 2 strides 16, 0, 32 transpose false, true accumulate true : bf16 est 2.5 "linear"
    ovl.rt.gemm <transient, 256, 64>, <persistent, 0, 128> -> <transient, 512, 128> m 4 n 8 k 4 batch 2 strides 16, 0, 32 transpose false, true accumulate true : bf16 est 2.5 "linear"
    // CHECK-NEXT: ovl.rt.kernel "clip_by_norm" [<transient, 0, 4>, <transient, 4, 4>, <transient, 8, 4>] sizes [1] params [0.30000000000000004] flops 0.30000000000000004 bytes 1.0e+300 tensor_core false : f32 est 0x7FF0000000000000 fixed 1.0e-05
    ovl.rt.kernel "clip_by_norm" [<transient, 0, 4>, <transient, 4, 4>, <transient, 8, 4>] sizes [1] params [0.30000000000000004] flops 0.30000000000000004 bytes 1.0e300 tensor_core false : f32 est 0x7FF0000000000000 fixed 0.00001
    // CHECK-NEXT: ovl.rt.kernel "local_shard" [<persistent, 0, 64>, <transient, 0, 32>] sizes [8] params [] over [tp] flops 0.0 bytes 64.0 tensor_core false : f32 est 3.000021333333333 "local_shard"
    ovl.rt.kernel "local_shard" [<persistent, 0, 64>, <transient, 0, 32>] sizes [8] params [] over [tp] flops 0.0 bytes 64.0 tensor_core false : f32 est 3.000021333333333 "local_shard"
    // CHECK-NEXT: ovl.rt.record 0 est 0.0 "event_record"
    ovl.rt.record 0 est 0.0 "event_record"
  }
  ovl.queue 1 tp_comm {
    // CHECK: ovl.rt.wait 0 est 0.0{{$}}
    ovl.rt.wait 0 est 0.0
    // CHECK-NEXT: ovl.rt.collective all_gather sum over [tp] <transient, 512, 128> -> <transient, 0, 256> count 32 outer 4 inner 8 root 0 : f32 est 10.0
    ovl.rt.collective all_gather sum over [tp] <transient, 512, 128> -> <transient, 0, 256> count 32 outer 4 inner 8 root 0 : f32 est 10.0
    // CHECK-NEXT: ovl.rt.p2p send true along pp peer 1 <transient, 0, 256> : f32 est 20.0 fixed 20.0 "send"
    ovl.rt.p2p send true along pp peer 1 <transient, 0, 256> : f32 est 20.0 fixed 20.0 "send"
  }
}

// CHECK-LABEL: ovl.program @stage1
ovl.program @stage1 stage 1 transient 256 persistent 0 events 0 {
  ovl.queue 0 compute {
    // CHECK: ovl.rt.p2p send false along pp peer 0 <transient, 0, 256> : f32 est 20.0 fixed 20.0
    ovl.rt.p2p send false along pp peer 0 <transient, 0, 256> : f32 est 20.0 fixed 20.0
  }
}
