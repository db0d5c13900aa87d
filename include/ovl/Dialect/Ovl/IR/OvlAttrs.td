//===- OvlAttrs.td - Ovl attributes and enums --------------*- tablegen -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_DIALECT_OVL_IR_OVLATTRS_TD
#define OVL_DIALECT_OVL_IR_OVLATTRS_TD

include "ovl/Dialect/Ovl/IR/OvlBase.td"
include "mlir/IR/EnumAttr.td"

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def Ovl_ReductionKind : I32EnumAttr<"ReductionKind", "collective reduction", [
    I32EnumAttrCase<"sum", 0>,
    I32EnumAttrCase<"max", 1>,
    I32EnumAttrCase<"min", 2>]> {
  let cppNamespace = "::mlir::ovl";
  let genSpecializedAttr = 0;
}
def Ovl_ReductionKindAttr : EnumAttr<Ovl_Dialect, Ovl_ReductionKind, "reduction">;

def Ovl_ParallelMode : I32EnumAttr<"ParallelMode",
    "tensor-parallel mode of a linear layer", [
    I32EnumAttrCase<"none", 0>,
    I32EnumAttrCase<"column", 1>,
    I32EnumAttrCase<"row", 2>]> {
  let cppNamespace = "::mlir::ovl";
  let genSpecializedAttr = 0;
  let description = [{
    Megatron's tensor-parallel linear layers. `column`: the weight is split
    along its output dimension, the input is replicated, the output is split;
    backward all-reduces the input gradient. `row`: the weight is split along
    its input dimension, the input is split, the output is a partial sum that
    forward all-reduces.
  }];
}
def Ovl_ParallelModeAttr : EnumAttr<Ovl_Dialect, Ovl_ParallelMode, "parallel">;

def Ovl_AxisRole : I32EnumAttr<"AxisRole", "what a mesh axis parallelizes", [
    I32EnumAttrCase<"tensor", 0>,
    I32EnumAttrCase<"data", 1>,
    I32EnumAttrCase<"pipeline", 2>]> {
  let cppNamespace = "::mlir::ovl";
  let genSpecializedAttr = 0;
  let description = [{
    The role of a mesh axis decides how the compiler treats communication
    over it (which stream a collective runs on, which link the cost model
    prices it with, which axes name a data-parallel replica); an axis's name
    is only a name. `tensor`: Megatron's tensor (and sequence) parallelism;
    `data`: data-parallel replicas; `pipeline`: pipeline stages.
  }];
}
def Ovl_AxisRoleAttr : EnumAttr<Ovl_Dialect, Ovl_AxisRole, "axis_role">;

def Ovl_StreamRole : I32EnumAttr<"StreamRole", "role of an execution stream", [
    I32EnumAttrCase<"compute", 0>,
    I32EnumAttrCase<"tp_comm", 1>,
    I32EnumAttrCase<"dp_comm", 2>,
    I32EnumAttrCase<"pp_comm", 3>,
    I32EnumAttrCase<"copy", 4>]> {
  let cppNamespace = "::mlir::ovl";
  let genSpecializedAttr = 0;
}
def Ovl_StreamRoleAttr : EnumAttr<Ovl_Dialect, Ovl_StreamRole, "stream">;

def Ovl_JobKind : I32EnumAttr<"JobKind", "kind of a pipeline job", [
    I32EnumAttrCase<"forward", 0>,
    I32EnumAttrCase<"backward", 1>,
    I32EnumAttrCase<"backward_input", 2>,
    I32EnumAttrCase<"backward_weight", 3>]> {
  let cppNamespace = "::mlir::ovl";
  let genSpecializedAttr = 0;
  let description = [{
    `backward` is the unsplit backward (input and weight gradients, then the
    gradient send); zero-bubble schedules split it into `backward_input` and
    `backward_weight`.
  }];
}
def Ovl_JobKindAttr : EnumAttr<Ovl_Dialect, Ovl_JobKind, "job_kind">;

def Ovl_BatchField : I32EnumAttr<"BatchField", "field of a micro-batch", [
    I32EnumAttrCase<"tokens", 0>,
    I32EnumAttrCase<"labels", 1>]> {
  let cppNamespace = "::mlir::ovl";
  let genSpecializedAttr = 0;
}
def Ovl_BatchFieldAttr : EnumAttr<Ovl_Dialect, Ovl_BatchField, "batch_field">;

def Ovl_InitKind : I32EnumAttr<"InitKind", "initializer of a parameter", [
    I32EnumAttrCase<"zeros", 0>,
    I32EnumAttrCase<"ones", 1>,
    I32EnumAttrCase<"normal", 2>]> {
  let cppNamespace = "::mlir::ovl";
  let genSpecializedAttr = 0;
}

def Ovl_ArenaKind : I32EnumAttr<"ArenaKind", "a rank's memory arena", [
    I32EnumAttrCase<"transient", 0>,
    I32EnumAttrCase<"persistent", 1>]> {
  let cppNamespace = "::mlir::ovl";
  let genSpecializedAttr = 0;
}

def Ovl_CommKind : I32EnumAttr<"CommKind", "what a communication op does", [
    I32EnumAttrCase<"all_reduce", 0>,
    I32EnumAttrCase<"all_gather", 1>,
    I32EnumAttrCase<"reduce_scatter", 2>,
    I32EnumAttrCase<"broadcast", 3>,
    I32EnumAttrCase<"send", 4>,
    I32EnumAttrCase<"recv", 5>]> {
  let cppNamespace = "::mlir::ovl";
  let genSpecializedAttr = 0;
}

def Ovl_CommKindAttrForCommand : EnumAttr<Ovl_Dialect, Ovl_CommKind, "comm_kind">;

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

class Ovl_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Ovl_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def Ovl_ParamAttr : Ovl_Attr<"Param", "param"> {
  let summary = "describes a persistent tensor: a parameter or optimizer state";
  let description = [{
    Attached as `ovl.param` to the arguments of a stage function. It names the
    tensor (Megatron-core names), gives its global (unsharded) shape, how the
    local tensor is a shard of it, and how it is initialized:

    ```mlir
    #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight", global [64, 256],
               shard 1 over tp, init normal(0.02)>
    #ovl.param<"decoder.final_layernorm.weight", global [64], init ones>
    #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight", global [256, 64],
               shard 0 over tp, shard 0 over dp, init normal(0.02)>
    ```

    The local shard along `shardDim` is the slice with index equal to the
    rank's coordinate along `shardAxis`. A second `shard` clause splits that
    shard again (the distributed optimizer's data-parallel shard of a
    tensor-parallel weight): along `innerShardDim` of the local tensor, the
    slice with index equal to the rank's coordinate along `innerShardAxis`. Initial values are a function of the
    seed, the name and the global element index, so they do not depend on the
    parallel layout.
  }];
  let parameters = (ins
    StringRefParameter<"Megatron-core name">:$name,
    ArrayRefParameter<"int64_t", "global shape">:$globalShape,
    "int64_t":$shardDim,
    StringRefParameter<"mesh axis the shard is split over">:$shardAxis,
    "int64_t":$innerShardDim,
    StringRefParameter<"mesh axis the shard is split over again">:$innerShardAxis,
    "::mlir::ovl::InitKind":$init,
    APFloatParameter<"standard deviation of a normal init">:$initStd);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// True when the tensor is split over a mesh axis.
    bool isSharded() const { return getShardDim() >= 0; }
    /// True when the shard is split again over a second mesh axis.
    bool hasInnerShard() const { return getInnerShardDim() >= 0; }
  }];
}

def Ovl_JobTagAttr : Ovl_Attr<"JobTag", "job"> {
  let summary = "the pipeline job an op came from once jobs are flattened";
  let parameters = (ins EnumParameter<Ovl_JobKind>:$kind, "int64_t":$microbatch,
                        DefaultValuedParameter<"int64_t", "0">:$chunk);
  let assemblyFormat = "`<` $kind `,` $microbatch (`,` `chunk` $chunk^)? `>`";
}

def Ovl_SliceAttr : Ovl_Attr<"Slice", "slice"> {
  let summary = "a byte range of one of a rank's arenas";
  let description = [{
    Where a tensor lives once memory is planned: the transient arena (reused
    across the step by lifetime) or the persistent one (parameters and
    optimizer state).

    ```mlir
    #ovl.slice<transient, 4096, 1024>
    ```
  }];
  let parameters = (ins EnumParameter<Ovl_ArenaKind>:$arena, "int64_t":$offset,
                        "int64_t":$bytes);
  let assemblyFormat = "`<` $arena `,` $offset `,` $bytes `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getEnd() const { return getOffset() + getBytes(); }
  }];
}

#endif // OVL_DIALECT_OVL_IR_OVLATTRS_TD
