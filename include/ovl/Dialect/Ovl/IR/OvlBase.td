//===- OvlBase.td - Ovl dialect definition -----------------*- tablegen -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The `ovl` dialect: one training step of a model split over a device mesh,
// from the graph level (L0) through the scheduled level (L1) to runtime
// commands (L2). See docs/DialectRationale.md.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_DIALECT_OVL_IR_OVLBASE_TD
#define OVL_DIALECT_OVL_IR_OVLBASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def Ovl_Dialect : Dialect {
  let name = "ovl";
  let cppNamespace = "::mlir::ovl";
  let summary = "Overlap of communication with computation in distributed training";
  let description = [{
    The `ovl` dialect represents one training step of a model that is split
    over a device mesh with named axes (data, tensor and pipeline parallel).
    The same ops serve three phases:

    * **L0, graph**: value-semantic tensor ops for a Megatron-style GPT step
      and synchronous collectives; stage functions hold forward and backward
      jobs per micro-batch.
    * **L1, scheduled**: collectives are split into a start and a wait linked
      by an `!ovl.inflight` value; ops carry a stream role; cross-stream
      dependencies are explicit events.
    * **L2, runtime**: per-rank programs whose streams hold ordered commands
      over slices of per-rank arenas.

    Every collective names its group as axes of the module's single
    `ovl.mesh`; SPMD semantics apply: every rank whose pipeline coordinate
    selects a stage function runs it, and rank-dependent quantities (vocab
    shard offsets, group members, peers) are derived from mesh coordinates.
  }];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let hasRegionArgAttrVerify = 1;
  let hasOperationAttrVerify = 1;
  let extraClassDeclaration = [{
    /// Discardable attribute names understood by the dialect.
    static constexpr ::llvm::StringLiteral kParamAttrName = "ovl.param";
    static constexpr ::llvm::StringLiteral kStageAttrName = "ovl.stage";
    static constexpr ::llvm::StringLiteral kStreamAttrName = "ovl.stream";
    static constexpr ::llvm::StringLiteral kDurationAttrName = "ovl.duration_us";
    static constexpr ::llvm::StringLiteral kJobAttrName = "ovl.job";
    // The schedule ovl-pipeline-schedule put a pipeline's stages in.
    static constexpr ::llvm::StringLiteral kScheduleAttrName = "ovl.schedule";
    // A collective that carries one token chunk of a region that
    // ovl-decompose-collective-matmul split: its index among the chunks.
    static constexpr ::llvm::StringLiteral kTokenChunkAttrName =
        "ovl.token_chunk";
    // A function whose jobs ovl-flatten-jobs inlined: it holds no
    // `ovl.job` (the verifier refuses one under it), so what needs a flat
    // function reads this, not every op.
    static constexpr ::llvm::StringLiteral kFlatAttrName = "ovl.flat";
    // A job that runs together with the job after it (ovl-overlap-fwd-bwd).
    static constexpr ::llvm::StringLiteral kRunWithNextAttrName =
        "ovl.run_with_next";
    // Memory plan (ovl-plan-memory): per-result buffers, per-argument
    // buffers, and per-function arena sizes.
    static constexpr ::llvm::StringLiteral kBuffersAttrName = "ovl.buffers";
    static constexpr ::llvm::StringLiteral kBufferAttrName = "ovl.buffer";
    static constexpr ::llvm::StringLiteral kTransientBytesAttrName =
        "ovl.transient_bytes";
    static constexpr ::llvm::StringLiteral kPersistentBytesAttrName =
        "ovl.persistent_bytes";
    static constexpr ::llvm::StringLiteral kPeakLiveBytesAttrName =
        "ovl.peak_live_bytes";
    // The device description the runtime estimates were computed with.
    static constexpr ::llvm::StringLiteral kDeviceAttrName = "ovl.device";
    // Megatron's --ddp-bucket-size on a module: the elements of a bucket of
    // collectives over data-parallel axes (ovl-bucket-collectives).
    static constexpr ::llvm::StringLiteral kDataParallelBucketAttrName =
        "ovl.data_parallel_bucket_elements";

    /// The names of the attributes read on every op of a function, uniqued
    /// once: an op's lookup by a uniqued name compares pointers, by text it
    /// compares strings.
    ::mlir::StringAttr getStreamAttrName() const { return streamAttrName; }
    ::mlir::StringAttr getBuffersAttrName() const { return buffersAttrName; }

  private:
    void registerAttributes();
    void registerTypes();
    ::mlir::StringAttr streamAttrName, buffersAttrName;
  public:
  }];
}

// Every tensor an op reads or makes has a byte size that fits in 2^62
// (what the memory planner, the lowering and the plan can count).
def Ovl_TensorBytesFit : NativeOpTrait<"TensorBytesFit"> {
  let cppNamespace = "::mlir::ovl";
}

class Ovl_Op<string mnemonic, list<Trait> traits = []>
    : Op<Ovl_Dialect, mnemonic, !listconcat(traits, [Ovl_TensorBytesFit])>;

#endif // OVL_DIALECT_OVL_IR_OVLBASE_TD
