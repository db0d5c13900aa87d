// RUN: ovl-translate --ovl-to-plan %s -o %t.plan
// RUN: FileCheck %s --input-file=%t.plan
// RUN: ovl-run %t.plan --backend sim | FileCheck %s --check-prefix=LOADS

// Tests that every command kind is written with the field names of the
// plan format, that locations and labels are kept (quoted when they hold
// spaces), and that the runtime loads what the compiler writes.

// CHECK: ovl-plan 3
// CHECK: mesh pp=2:pipeline tp=2:tensor
// CHECK-NEXT: pipeline axis=pp
// CHECK-NEXT: device name=h100-sxm-nvlink
// CHECK-NEXT: program stage=0 transient=1024 persistent=512 events=1 streams=2
// CHECK-NEXT: param id=0 name=w offset=0 dtype=f32 shape=4x8 global=4x16 shard=1 axis=tp init=normal std=0.02
// CHECK-NEXT: param id=1 name=w.m offset=256 dtype=f32 shape=4x8 global=4x16 shard=1 axis=tp init=zeros
// CHECK-NEXT: stream id=0 role=compute commands=5
// CHECK-NEXT: copy source=host.tokens destination=t@0+32 microbatch=2 vocab=16 count=8 seq=4 group=tp est_us=1 label="load_batch forward:2" loc=model.mlir:3:7
// CHECK-NEXT: gemm a=t@256+64 b=p@0+128 c=t@512+128 m=4 n=8 k=4 batch=1 stride_a=0 stride_b=0 stride_c=0 transpose_a=0 transpose_b=0 accumulate=0 dtype=f32 est_us=2.5 label=linear loc={{.*}}write-plan.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: kernel op=layer_norm in=t@512+128 gamma=p@0+32 beta=p@0+32 out=t@640+128 mean=t@768+16 rstd=t@896+16 rows=4 cols=8 eps=1.0000000000000001e-05 dtype=f32 flops=256 bytes=384 tensor_core=0 est_us=3 loc={{.*}}write-plan.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: kernel op=sgd param=p@0+128 grad=t@512+128 momentum=p@256+128 n=32 param_id=0 lr=0.10000000000000001 mom=0.90000000000000002 wd=0 dtype=f32 flops=160 bytes=640 tensor_core=0 est_us=3 loc={{.*}}write-plan.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: record event=0 est_us=0 loc={{.*}}write-plan.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: stream id=1 role=tp_comm commands=3
// CHECK-NEXT: wait event=0 est_us=0 loc={{.*}}write-plan.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: collective op=all_gather red=sum group=tp input=t@512+128 output=t@0+256 count=32 outer=4 inner=8 root=0 dtype=f32 est_us=10 loc={{.*}}write-plan.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: p2p op=send axis=pp buffer=t@0+256 peer=1 dtype=f32 est_us=20 fixed_us=20 loc={{.*}}write-plan.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: end
// CHECK-NEXT: program stage=1 transient=256 persistent=0 events=0 streams=1
// CHECK-NEXT: stream id=0 role=compute commands=2
// CHECK-NEXT: p2p op=recv axis=pp buffer=t@0+256 peer=0 dtype=f32 est_us=20 fixed_us=20 loc={{.*}}write-plan.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: kernel op=opaque outs=t@0+128,t@128+128 dtype=f32 flops=0 bytes=0 tensor_core=0 est_us=7 fixed_us=7 loc={{.*}}write-plan.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: end

// LOADS: 4 ranks, 2 programs, 10 commands, sim backend
// LOADS: step 1 time

module attributes {ovl.device = "h100-sxm-nvlink"} {
  ovl.mesh @mesh axes [pp = 2 : pipeline, tp = 2 : tensor]
  ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 1
  ovl.program @stage0 stage 0 transient 1024 persistent 512 events 1 {
    ovl.persistent #ovl.param<"w", global [4, 16], shard 1 over tp, init normal(0.02)> at 0 : tensor<4x8xf32>
    ovl.persistent #ovl.param<"w.m", global [4, 16], shard 1 over tp, init zeros> at 256 : tensor<4x8xf32>
    ovl.queue 0 compute {
      ovl.rt.copy host tokens -> <transient, 0, 32> microbatch 2 vocab 16 count 8 seq 4 over [tp] est 1.0 "load_batch forward:2" loc("model.mlir":3:7)
      ovl.rt.gemm <transient, 256, 64>, <persistent, 0, 128> -> <transient, 512, 128> m 4 n 8 k 4 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 2.5 "linear"
      ovl.rt.kernel "layer_norm" [<transient, 512, 128>, <persistent, 0, 32>, <persistent, 0, 32>, <transient, 640, 128>, <transient, 768, 16>, <transient, 896, 16>] sizes [4, 8] params [1.000000e-05] flops 256.0 bytes 384.0 tensor_core false : f32 est 3.0
      ovl.rt.kernel "sgd" [<persistent, 0, 128>, <transient, 512, 128>, <persistent, 256, 128>] sizes [32, 0, 0, 0, 0] params [1.000000e-01, 9.000000e-01, 0.000000e+00, 0.000000e+00] flops 160.0 bytes 640.0 tensor_core false : f32 est 3.0
      ovl.rt.record 0 est 0.0
    }
    ovl.queue 1 tp_comm {
      ovl.rt.wait 0 est 0.0
      ovl.rt.collective all_gather sum over [tp] <transient, 512, 128> -> <transient, 0, 256> count 32 outer 4 inner 8 root 0 : f32 est 10.0
      ovl.rt.p2p send true along pp peer 1 <transient, 0, 256> : f32 est 20.0 fixed 20.0
    }
  }
  ovl.program @stage1 stage 1 transient 256 persistent 0 events 0 {
    ovl.queue 0 compute {
      ovl.rt.p2p send false along pp peer 0 <transient, 0, 256> : f32 est 20.0 fixed 20.0
      ovl.rt.kernel "opaque" [<transient, 0, 128>, <transient, 128, 128>] sizes [] params [] flops 0.0 bytes 0.0 tensor_core false : f32 est 7.0 fixed 7.0
    }
  }
}
