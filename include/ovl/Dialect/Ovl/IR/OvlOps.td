//===- OvlOps.td - Ovl operations --------------------------*- tablegen -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_DIALECT_OVL_IR_OVLOPS_TD
#define OVL_DIALECT_OVL_IR_OVLOPS_TD

include "ovl/Dialect/Ovl/IR/OvlBase.td"
include "ovl/Dialect/Ovl/IR/OvlAttrs.td"
include "ovl/Dialect/Ovl/IR/OvlTypes.td"
include "ovl/Dialect/Ovl/IR/OvlInterfaces.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// Resources and constraints
//===----------------------------------------------------------------------===//

// Communication is ordered per communicator; ops on it must not be reordered
// or removed by generic transformations.
def Ovl_CommunicatorResource : Resource<"::mlir::ovl::CommunicatorResource">;
// The host-side input pipeline (micro-batch loads).
def Ovl_HostInputResource : Resource<"::mlir::ovl::HostInputResource">;
// The per-step loss log read by the runtime.
def Ovl_LossLogResource : Resource<"::mlir::ovl::LossLogResource">;
// Kernels the dialect does not model.
def Ovl_OpaqueResource : Resource<"::mlir::ovl::OpaqueResource">;
// Stream ordering (events).
def Ovl_StreamResource : Resource<"::mlir::ovl::StreamResource">;

// The element types the plan format and the runtime have (f32, bf16, f16,
// and i32 token ids): the verifier accepts no other, so that no stage after
// it meets a type it would have to guess the size of.
def Ovl_FloatTensor : RankedTensorOf<[F32, BF16, F16]>;
def Ovl_IndexTensor : RankedTensorOf<[I32]>;
def Ovl_Tensor : RankedTensorOf<[F32, BF16, F16, I32]>;
def Ovl_ScalarFloatTensor : 0DTensorOf<[F32, BF16, F16]>;
// Spelled as a predicate (not the TypeDef) so that formats print the type in
// full, `!ovl.inflight<...>`.
def Ovl_AnyInflight : Type<CPred<"::llvm::isa<::mlir::ovl::InflightType>($_self)">,
    "in-flight value">;
def Ovl_GroupAttr : TypedArrayAttrBase<StrAttr, "list of mesh axis names">;

//===----------------------------------------------------------------------===//
// Mesh and pipeline
//===----------------------------------------------------------------------===//

def Ovl_AxisRoleArrayAttr : TypedArrayAttrBase<Ovl_AxisRoleAttr,
    "list of mesh axis roles">;

def Ovl_MeshOp : Ovl_Op<"mesh", [Symbol]> {
  let summary = "the device mesh with named, typed axes";
  let description = [{
    Declares the device mesh once per module. Every axis has a name, a size
    and a role (`tensor`, `data` or `pipeline`). Ranks are numbered row-major
    over the axes in the order given (the last axis varies fastest), so with
    `[pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]` tensor-parallel
    peers are adjacent ranks, as in Megatron-LM.

    Passes and lowerings decide by role, never by name: a collective over an
    axis with role `data` is a data-parallel collective whatever the axis is
    called. A mesh has at most one `pipeline` axis; several `data` or
    `tensor` axes are allowed (a data-parallel dimension split over nodes).

    ```mlir
    ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, StrArrayAttr:$axis_names,
                       DenseI64ArrayAttr:$axis_sizes,
                       Ovl_AxisRoleArrayAttr:$axis_roles);
  let assemblyFormat = [{
    $sym_name `axes` custom<MeshAxes>($axis_names, $axis_sizes, $axis_roles)
    attr-dict
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Returns the index of `axis`, or nothing when the mesh has no such axis.
    std::optional<unsigned> getAxisIndex(::llvm::StringRef axis);
    /// Returns the size of `axis`; the axis must exist.
    int64_t getAxisSize(::llvm::StringRef axis);
    /// Returns the role of `axis`; the axis must exist.
    AxisRole getAxisRole(::llvm::StringRef axis);
    /// True when one of the group's `axes` has `role`.
    bool groupHasRole(::mlir::ArrayAttr axes, AxisRole role);
    /// Returns the names of the axes with `role`, in mesh order.
    ::llvm::SmallVector<::llvm::StringRef> getAxesWithRole(AxisRole role);
    /// Returns the number of ranks of a group spanning `axes`.
    int64_t getGroupSize(::mlir::ArrayAttr axes);
    /// Returns the total number of ranks.
    int64_t getNumRanks();
  }];
}

def Ovl_PipelineOp : Ovl_Op<"pipeline", [
    Symbol, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "pipeline-parallel description of a training step";
  let description = [{
    Names the stage functions in pipeline order along one mesh axis, the
    number of micro-batches per step and the number of model chunks each
    stage holds (Megatron's virtual pipeline stages; 1 unless written). Each
    stage function holds, for every micro-batch and model chunk, one
    `forward` job and either one `backward` job or one `backward_input` and
    one `backward_weight` job; their order in the function is the stage's
    schedule, which later passes may change. Model chunk c of stage s holds
    the model's virtual stage c * stages + s: activations flow from chunk c
    of the last stage to chunk c + 1 of the first.

    ```mlir
    ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 8
    ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 8
        model_chunks 2
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, StrAttr:$axis,
                       FlatSymbolRefArrayAttr:$stages,
                       ConfinedAttr<I64Attr, [IntPositive]>:$num_microbatches,
                       DefaultValuedAttr<ConfinedAttr<I64Attr, [IntPositive]>,
                                         "1">:$num_model_chunks);
  let assemblyFormat = [{
    $sym_name `over` custom<Axis>($axis) `stages` $stages
    `microbatches` $num_microbatches (`model_chunks` $num_model_chunks^)?
    attr-dict
  }];
}

def Ovl_JobOp : Ovl_Op<"job", [
    SingleBlockImplicitTerminator<"YieldOp">, RecursiveMemoryEffects,
    RecursivelySpeculatable]> {
  let summary = "one job of a pipeline stage: a micro-batch's forward or backward";
  let description = [{
    Groups the ops of one micro-batch's forward or backward pass through
    one model chunk of a stage (chunk 0 unless written). Values the job
    produces for later jobs (saved activations, gradients) are yielded. The
    region is not isolated: it may use any value defined before it.

    ```mlir
    %saved = ovl.job forward microbatch 0 -> tensor<1x32x64xf32> {
      ...
      ovl.yield %x : tensor<1x32x64xf32>
    }
    %saved1 = ovl.job forward microbatch 0 chunk 1 -> tensor<1x32x64xf32> {
      ...
    }
    ```
  }];
  let arguments = (ins Ovl_JobKindAttr:$kind,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$microbatch,
                       DefaultValuedAttr<ConfinedAttr<I64Attr, [IntNonNegative]>,
                                         "0">:$chunk);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    `` $kind `microbatch` $microbatch (`chunk` $chunk^)?
    (`->` type($results)^)? attr-dict-with-keyword $body
  }];
  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::mlir::TypeRange":$resultTypes, "JobKind":$kind,
                   "int64_t":$microbatch, CArg<"int64_t", "0">:$chunk)>
  ];
  let extraClassDeclaration = [{
    /// The tag its ops carry once flattened (kind, micro-batch, chunk).
    JobTagAttr getTag();
  }];
}

def Ovl_YieldOp : Ovl_Op<"yield", [
    Pure, Terminator, ReturnLike, HasParent<"JobOp">]> {
  let summary = "yields the values a job produces";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
  let builders = [OpBuilder<(ins), [{ /* nothing to yield */ }]>];
}

//===----------------------------------------------------------------------===//
// Linear algebra
//===----------------------------------------------------------------------===//

def Ovl_MatmulOp : Ovl_Op<"matmul", [Pure]> {
  let summary = "matrix product with optional transposes";
  let description = [{
    `lhs` is `[..., M, K]` (`[..., K, M]` with `transpose_a`); `rhs` is a
    weight `[K, N]` broadcast over the leading dimensions of `lhs`, or a
    batch `[..., K, N]` with the same leading dimensions (`[..., N, K]` with
    `transpose_b`). The result is `[..., M, N]`.

    ```mlir
    %c = ovl.matmul %a, %b transpose_b
        : (tensor<2x8x16xf32>, tensor<32x16xf32>) -> tensor<2x8x32xf32>
    ```
  }];
  let arguments = (ins Ovl_FloatTensor:$lhs, Ovl_FloatTensor:$rhs,
                       UnitAttr:$transpose_a, UnitAttr:$transpose_b);
  let results = (outs Ovl_FloatTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs (`transpose_a` $transpose_a^)? (`transpose_b` $transpose_b^)?
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Ovl_LinearOp : Ovl_Op<"linear", [Pure]> {
  let summary = "a linear layer with a tensor-parallel mode";
  let description = [{
    `result = input @ weight (+ bias)` with `input` `[..., K]`, `weight`
    `[K, N]` and `bias` `[N]`. The mode says how the layer is split over the
    tensor-parallel group (Megatron's ColumnParallelLinear and
    RowParallelLinear); it does not change the local arithmetic. A row-parallel
    linear yields a partial sum, so it takes no bias: the bias is added after
    the all-reduce, as Megatron does. With `transpose_weight` the weight is
    `[N, K]` and `result = input @ weight^T`: an output layer that reads the
    word embedding `[vocab, hidden]` (Megatron's tied embeddings).

    ```mlir
    %y = ovl.linear column %x, %w, %b
        : (tensor<1x32x64xf32>, tensor<64x96xf32>, tensor<96xf32>)
        -> tensor<1x32x96xf32>
    ```
  }];
  let arguments = (ins Ovl_ParallelModeAttr:$mode, Ovl_FloatTensor:$input,
                       Ovl_FloatTensor:$weight,
                       Optional<Ovl_FloatTensor>:$bias,
                       UnitAttr:$transpose_weight);
  let results = (outs Ovl_FloatTensor:$result);
  let assemblyFormat = [{
    `` $mode $input `,` $weight (`,` $bias^)?
    (`transpose_weight` $transpose_weight^)? attr-dict `:`
    functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Ovl_MatmulGradOp : Ovl_Op<"matmul_grad", [Pure]> {
  let summary = "the combined gradient of a linear layer: dgrad and wgrad";
  let description = [{
    For `y = x @ w` with `x` `[..., K]` and `w` `[K, N]`, given
    `dy` `[..., N]`, yields `dx = dy @ w^T` (the data gradient, "dgrad") and
    `dw = x^T @ dy` summed over all leading dimensions (the weight gradient,
    "wgrad"). For a column-parallel layer `dx` is a partial sum that the
    tensor-parallel group all-reduces; `ovl-split-matmul-grad` splits this op
    so that the all-reduce runs under the wgrad GEMM. With
    `transpose_weight` (the linear's), `w` is `[N, K]`: `dx = dy @ w` and
    `dw = dy^T @ x`.

    ```mlir
    %dx, %dw = ovl.matmul_grad column %x, %w, %dy
        : (tensor<1x32x64xf32>, tensor<64x96xf32>, tensor<1x32x96xf32>)
        -> (tensor<1x32x64xf32>, tensor<64x96xf32>)
    ```
  }];
  let arguments = (ins Ovl_ParallelModeAttr:$mode, Ovl_FloatTensor:$input,
                       Ovl_FloatTensor:$weight, Ovl_FloatTensor:$result_grad,
                       UnitAttr:$transpose_weight);
  let results = (outs Ovl_FloatTensor:$input_grad,
                      Ovl_FloatTensor:$weight_grad);
  let assemblyFormat = [{
    `` $mode $input `,` $weight `,` $result_grad
    (`transpose_weight` $transpose_weight^)? attr-dict `:`
    functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Ovl_BiasGradOp : Ovl_Op<"bias_grad", [Pure]> {
  let summary = "sums a gradient over its leading dimensions";
  let description = [{
    Reduces `input` by summation over its leading dimensions down to the
    result's shape, which must be a proper suffix of the input's: the gradient
    of a bias `[N]`, or of a position embedding `[S, H]` broadcast over the
    batch.

    ```mlir
    %db = ovl.bias_grad %dy : (tensor<1x32x96xf32>) -> tensor<96xf32>
    ```
  }];
  let arguments = (ins Ovl_FloatTensor:$input);
  let results = (outs Ovl_FloatTensor:$result);
  let assemblyFormat = "$input attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

class Ovl_BinaryElementwiseOp<string mnemonic, string what>
    : Ovl_Op<mnemonic, [Pure]> {
  let summary = "elementwise " # what # " with trailing broadcast";
  let description = [{
    The shape of `rhs` equals that of `lhs` or is a suffix of it, in which
    case `rhs` is broadcast over the leading dimensions (a bias, a position
    embedding). The result has the type of `lhs`. Gradients: for `add`, the
    incoming gradient itself (and `ovl.bias_grad` for a broadcast operand);
    for `mul`, two `mul`s with the other operand.
  }];
  let arguments = (ins Ovl_FloatTensor:$lhs, Ovl_FloatTensor:$rhs);
  let results = (outs Ovl_FloatTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Ovl_AddOp : Ovl_BinaryElementwiseOp<"add", "sum">;
def Ovl_MulOp : Ovl_BinaryElementwiseOp<"mul", "product">;

def Ovl_GeluOp : Ovl_Op<"gelu", [Pure, SameOperandsAndResultType]> {
  let summary = "GELU activation (exact, erf form)";
  let description = [{
    `0.5 * x * (1 + erf(x / sqrt(2)))`, as `torch.nn.functional.gelu`.
  }];
  let arguments = (ins Ovl_FloatTensor:$input);
  let results = (outs Ovl_FloatTensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}

def Ovl_GeluGradOp : Ovl_Op<"gelu_grad", [Pure, SameOperandsAndResultType]> {
  let summary = "gradient of the GELU activation";
  let arguments = (ins Ovl_FloatTensor:$input, Ovl_FloatTensor:$result_grad);
  let results = (outs Ovl_FloatTensor:$input_grad);
  let assemblyFormat = "$input `,` $result_grad attr-dict `:` type($input)";
}

def Ovl_DropoutOp : Ovl_Op<"dropout", [Pure, SameOperandsAndResultType]> {
  let summary = "inverted dropout with a counter-based mask";
  let description = [{
    Zeroes each element with probability `ratio` and multiplies the others by
    `1 / (1 - ratio)` (rounded to f32), as `torch.nn.functional.dropout` in
    training. The mask is a function of the run's seed (`ovl-run --seed`),
    `seed` (one per dropout site), the training step, the rank's position in
    `group` (when given) and the element's index plus `offset` (row-major),
    never of a generator's state: element `i` is kept when

    ```
    run  = splitmix64(run_seed + 0xD207)
    key  = splitmix64(splitmix64(splitmix64(run + seed) + step) + member)
    bits = splitmix64(key + offset + i) >> 32,   kept when bits >= floor(ratio 2^32)
    ```

    (runtime/include/ovl/runtime/Random.h), so the backends compute the same
    mask in any order, a recomputed forward draws the mask it drew before,
    and the gradient is the same op on the result's gradient. Without
    `group` every rank of a tensor-parallel group draws the same mask on its
    copy of a replicated tensor; with `over [axes]` each position draws its
    own (a sequence-parallel shard, as Megatron-LM forks its tensor-parallel
    random state there).

    ```mlir
    %y = ovl.dropout %x ratio 1.000000e-01 seed 7 : tensor<2x16x64xf32>
    %z = ovl.dropout %x ratio 1.000000e-01 seed 7 offset 1024 over [tp]
        : tensor<2x8x64xf32>
    ```
  }];
  let arguments = (ins Ovl_FloatTensor:$input, F64Attr:$ratio, I64Attr:$seed,
                       DefaultValuedAttr<I64Attr, "0">:$offset,
                       OptionalAttr<Ovl_GroupAttr>:$group);
  let results = (outs Ovl_FloatTensor:$result);
  let assemblyFormat = [{
    $input `ratio` $ratio `seed` $seed (`offset` $offset^)?
    (`over` custom<Group>($group)^)? attr-dict `:` type($input)
  }];
  let hasVerifier = 1;
}

def Ovl_SwigluOp : Ovl_Op<"swiglu", [Pure]> {
  let summary = "SwiGLU activation over [gate | up] halves";
  let description = [{
    Splits the last dimension of `input` `[..., 2F]` into `gate` (the first
    `F`) and `up` (the last `F`) and yields `silu(gate) * up` `[..., F]`,
    as Megatron-core's `--swiglu` (`torch.chunk(x, 2, -1)`, Shazeer,
    arXiv:2002.05202). Under tensor parallelism each rank's column shard of
    the fc1 output holds its own `[gate | up]` halves.

    ```mlir
    %a = ovl.swiglu %x : (tensor<2x32x256xf32>) -> tensor<2x32x128xf32>
    ```
  }];
  let arguments = (ins Ovl_FloatTensor:$input);
  let results = (outs Ovl_FloatTensor:$result);
  let assemblyFormat = [{
    $input attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Ovl_SwigluGradOp : Ovl_Op<"swiglu_grad", [Pure]> {
  let summary = "gradient of the SwiGLU activation";
  let description = [{
    Yields `[dgate | dup]` `[..., 2F]` from the activation's `input`
    `[..., 2F]` and `result_grad` `[..., F]`.
  }];
  let arguments = (ins Ovl_FloatTensor:$input, Ovl_FloatTensor:$result_grad);
  let results = (outs Ovl_FloatTensor:$input_grad);
  let assemblyFormat = [{
    $input `,` $result_grad attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Normalization and attention
//===----------------------------------------------------------------------===//

def Ovl_LayerNormOp : Ovl_Op<"layer_norm", [Pure]> {
  let summary = "layer normalization over the last dimension";
  let description = [{
    Yields the normalized, scaled and shifted tensor and the per-row mean and
    reciprocal standard deviation that the gradient needs.

    ```mlir
    %y, %mean, %rstd = ovl.layer_norm %x, %g, %b
        : (tensor<1x32x64xf32>, tensor<64xf32>, tensor<64xf32>)
        -> (tensor<1x32x64xf32>, tensor<1x32xf32>, tensor<1x32xf32>)
    ```
  }];
  let arguments = (ins Ovl_FloatTensor:$input, Ovl_FloatTensor:$gamma,
                       Ovl_FloatTensor:$beta,
                       DefaultValuedAttr<F64Attr, "1.0e-5">:$epsilon);
  let results = (outs Ovl_FloatTensor:$result, Ovl_FloatTensor:$mean,
                      Ovl_FloatTensor:$rstd);
  let assemblyFormat = [{
    $input `,` $gamma `,` $beta attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Ovl_LayerNormGradOp : Ovl_Op<"layer_norm_grad", [Pure]> {
  let summary = "gradient of layer normalization";
  let arguments = (ins Ovl_FloatTensor:$input, Ovl_FloatTensor:$gamma,
                       Ovl_FloatTensor:$mean, Ovl_FloatTensor:$rstd,
                       Ovl_FloatTensor:$result_grad);
  let results = (outs Ovl_FloatTensor:$input_grad, Ovl_FloatTensor:$gamma_grad,
                      Ovl_FloatTensor:$beta_grad);
  let assemblyFormat = [{
    $input `,` $gamma `,` $mean `,` $rstd `,` $result_grad attr-dict `:`
    functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Ovl_RMSNormOp : Ovl_Op<"rms_norm", [Pure]> {
  let summary = "RMS normalization over the last dimension";
  let description = [{
    `x * rstd * gamma` with `rstd = 1 / sqrt(mean(x^2) + epsilon)` per row
    (Zhang and Sennrich, arXiv:1910.07467; Megatron's `--normalization
    RMSNorm`, which has no bias). Yields the result and `rstd`, which the
    gradient reuses.

    ```mlir
    %y, %rstd = ovl.rms_norm %x, %g
        : (tensor<1x32x64xf32>, tensor<64xf32>)
        -> (tensor<1x32x64xf32>, tensor<1x32xf32>)
    ```
  }];
  let arguments = (ins Ovl_FloatTensor:$input, Ovl_FloatTensor:$gamma,
                       DefaultValuedAttr<F64Attr, "1.0e-5">:$epsilon);
  let results = (outs Ovl_FloatTensor:$result, Ovl_FloatTensor:$rstd);
  let assemblyFormat = [{
    $input `,` $gamma attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Ovl_RMSNormGradOp : Ovl_Op<"rms_norm_grad", [Pure]> {
  let summary = "gradient of RMS normalization";
  let arguments = (ins Ovl_FloatTensor:$input, Ovl_FloatTensor:$gamma,
                       Ovl_FloatTensor:$rstd, Ovl_FloatTensor:$result_grad);
  let results = (outs Ovl_FloatTensor:$input_grad,
                      Ovl_FloatTensor:$gamma_grad);
  let assemblyFormat = [{
    $input `,` $gamma `,` $rstd `,` $result_grad attr-dict `:`
    functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

// The qkv layout of attention and rope: [B, S, groups, heads / groups + 2,
// D], each query group's heads' queries then the key and value they share
// (grouped-query attention, Ainslie et al., arXiv:2305.13245; Megatron's
// --num-query-groups). Without num_query_groups, one group per head: the
// per-head [q, k, v] layout.
defvar Ovl_QkvLayoutAccessors = [{
    /// num_query_groups, or one group per head.
    int64_t getQueryGroupCount() {
      return getNumQueryGroups().value_or(getNumHeads());
    }
    /// A head's features: the qkv width over heads plus two per group.
    int64_t getHeadDim() {
      return ::llvm::cast<::mlir::RankedTensorType>(
                 getOperation()->getOperand(0).getType()).getDimSize(2) /
             (getNumHeads() + 2 * getQueryGroupCount());
    }
}];

class Ovl_RopeBase<string mnemonic> : Ovl_Op<mnemonic,
    [Pure, SameOperandsAndResultType]> {
  let arguments = (ins Ovl_FloatTensor:$input,
                       ConfinedAttr<I64Attr, [IntPositive]>:$num_heads,
                       OptionalAttr<ConfinedAttr<I64Attr, [IntPositive]>>:
                           $num_query_groups,
                       ConfinedAttr<I64Attr, [IntPositive]>:$rotary_dim,
                       F64Attr:$base);
  let results = (outs Ovl_FloatTensor:$result);
  let assemblyFormat = [{
    $input `heads` $num_heads (`groups` $num_query_groups^)? `rotary_dim`
    $rotary_dim `base` $base attr-dict `:` type($input)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = Ovl_QkvLayoutAccessors;
}

def Ovl_RopeOp : Ovl_RopeBase<"rope"> {
  let summary = "rotary position embedding of the queries and keys";
  let description = [{
    `input` is a `qkv` tensor in attention's layout (with `groups`,
    grouped-query attention's). For each q and k at position `s` (0 to
    S-1), features `i` and
    `i + R/2` (`i < R/2`, `R = rotary_dim`) rotate by the angle
    `s / base^(2i / R)` (RoFormer, arXiv:2104.09864, in Megatron-core's
    non-interleaved form); the features from `R` on and v pass unchanged.
    `rotary_dim` is Megatron's `--rotary-percent` times D.

    ```mlir
    %r = ovl.rope %qkv heads 4 rotary_dim 16 base 1.0e4 : tensor<1x32x192xf32>
    ```
  }];
}

def Ovl_RopeGradOp : Ovl_RopeBase<"rope_grad"> {
  let summary = "gradient of the rotary position embedding";
  let description = [{
    The inverse rotation of the gradient `input` (a rotation's transpose).
  }];
}

def Ovl_AttentionOp : Ovl_Op<"attention", [Pure]> {
  let summary = "fused multi-head self-attention";
  let description = [{
    `qkv` is `[B, S, heads * 3 * D]`, grouped per head as `[q, k, v]` (the
    Megatron layout, so that a column split over the tensor-parallel group
    keeps whole heads). Computes `softmax(q k^T / sqrt(D)) v` per head, with a
    causal mask when `causal` is set, and yields the output `[B, S, heads * D]`
    and the row-wise log-sum-exp `[B, heads, S]` that the gradient reuses.
    With `groups G` (grouped-query attention) `qkv` is `[B, S, G * (heads /
    G + 2) * D]`: per group its heads' queries, then one key and one value
    that those heads share (Megatron-core's layout; a column split keeps
    whole groups).

    `unfused` changes the price, not the result: the cost model prices the
    op as Megatron-LM's unfused attention (the scores written, a softmax
    pass, a second GEMM; `--attention-backend unfused` or `local`) instead
    of a fused FlashAttention-style kernel. Every backend computes the
    same fused kernel either way.

    With `dropout R seed N`, the probabilities go through inverted dropout
    before they weigh the values, as `torch.nn.functional.dropout` on
    `softmax(q k^T / sqrt(D))`: element `(b, h, i, j)` of the `[B, heads,
    S, S]` probabilities survives on ovl.dropout's terms (its key from the
    run's seed, `seed`, the step and the rank's position in the `over`
    group), at the index `((b heads + h) S + i) S + j`, and what survives
    is multiplied by `1 / (1 - R)` rounded to f32. The log-sum-exp is the
    undropped softmax's. `attention_grad` with the same `dropout` draws the
    same mask. With `over [axes]` each position draws its own (the heads
    are split over the tensor-parallel group, and Megatron-LM draws them
    from its tensor-parallel random state).

    ```mlir
    %o, %lse = ovl.attention %qkv heads 4 causal
        : (tensor<1x32x192xf32>) -> (tensor<1x32x64xf32>, tensor<1x4x32xf32>)
    %o2, %lse2 = ovl.attention %qkv2 heads 4 groups 2 causal
        : (tensor<1x32x128xf32>) -> (tensor<1x32x64xf32>, tensor<1x4x32xf32>)
    %o3, %lse3 = ovl.attention %qkv heads 4 causal dropout 1.0e-1 seed 9
        over [tp]
        : (tensor<1x32x192xf32>) -> (tensor<1x32x64xf32>, tensor<1x4x32xf32>)
    ```
  }];
  let arguments = (ins Ovl_FloatTensor:$qkv,
                       ConfinedAttr<I64Attr, [IntPositive]>:$num_heads,
                       OptionalAttr<ConfinedAttr<I64Attr, [IntPositive]>>:
                           $num_query_groups,
                       UnitAttr:$causal, UnitAttr:$unfused,
                       OptionalAttr<F64Attr>:$dropout_ratio,
                       DefaultValuedAttr<I64Attr, "0">:$dropout_seed,
                       OptionalAttr<Ovl_GroupAttr>:$dropout_group);
  let results = (outs Ovl_FloatTensor:$result, Ovl_FloatTensor:$logsumexp);
  let assemblyFormat = [{
    $qkv `heads` $num_heads (`groups` $num_query_groups^)?
    (`causal` $causal^)? (`unfused` $unfused^)?
    (`dropout` $dropout_ratio^ `seed` $dropout_seed)?
    (`over` custom<Group>($dropout_group)^)? attr-dict `:`
    functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = Ovl_QkvLayoutAccessors;
}

def Ovl_AttentionGradOp : Ovl_Op<"attention_grad", [Pure]> {
  let summary = "gradient of fused self-attention";
  let description = [{
    The gradient of `ovl.attention` with respect to `qkv`, from its
    operand, its two results and the result's gradient, with the forward's
    attributes (the same `dropout`, `seed` and group draw the same mask).
  }];
  let arguments = (ins Ovl_FloatTensor:$qkv, Ovl_FloatTensor:$result,
                       Ovl_FloatTensor:$logsumexp, Ovl_FloatTensor:$result_grad,
                       ConfinedAttr<I64Attr, [IntPositive]>:$num_heads,
                       OptionalAttr<ConfinedAttr<I64Attr, [IntPositive]>>:
                           $num_query_groups,
                       UnitAttr:$causal, UnitAttr:$unfused,
                       OptionalAttr<F64Attr>:$dropout_ratio,
                       DefaultValuedAttr<I64Attr, "0">:$dropout_seed,
                       OptionalAttr<Ovl_GroupAttr>:$dropout_group);
  let results = (outs Ovl_FloatTensor:$qkv_grad);
  let assemblyFormat = [{
    $qkv `,` $result `,` $logsumexp `,` $result_grad `heads` $num_heads
    (`groups` $num_query_groups^)? (`causal` $causal^)? (`unfused` $unfused^)?
    (`dropout` $dropout_ratio^ `seed` $dropout_seed)?
    (`over` custom<Group>($dropout_group)^)?
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = Ovl_QkvLayoutAccessors;
}

//===----------------------------------------------------------------------===//
// Embedding and loss
//===----------------------------------------------------------------------===//

def Ovl_EmbeddingOp : Ovl_Op<"embedding", [Pure]> {
  let summary = "token embedding lookup, optionally vocab-parallel";
  let description = [{
    Looks up `tokens` `[B, S]` in `table` `[V, H]`. With `vocab_parallel over
    [axes]` the table holds rows `[r * V, (r + 1) * V)` of the full vocabulary,
    `r` being the rank's index in that group, and tokens outside the shard give
    zero rows (Megatron's VocabParallelEmbedding; an all-reduce follows).

    ```mlir
    %e = ovl.embedding %tok, %table vocab_parallel over [tp]
        : (tensor<1x32xi32>, tensor<64x64xf32>) -> tensor<1x32x64xf32>
    ```
  }];
  let arguments = (ins Ovl_IndexTensor:$tokens, Ovl_FloatTensor:$table,
                       OptionalAttr<Ovl_GroupAttr>:$vocab_group);
  let results = (outs Ovl_FloatTensor:$result);
  let assemblyFormat = [{
    $tokens `,` $table `` custom<VocabGroup>($vocab_group) attr-dict `:`
    functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Ovl_EmbeddingGradOp : Ovl_Op<"embedding_grad", [Pure]> {
  let summary = "gradient of the embedding table";
  let description = [{
    Scatter-adds `result_grad` `[B, S, H]` into a zero table `[V, H]` at the
    rows named by `tokens` (those inside the shard when vocab-parallel).
  }];
  let arguments = (ins Ovl_IndexTensor:$tokens, Ovl_FloatTensor:$result_grad,
                       OptionalAttr<Ovl_GroupAttr>:$vocab_group);
  let results = (outs Ovl_FloatTensor:$table_grad);
  let assemblyFormat = [{
    $tokens `,` $result_grad `` custom<VocabGroup>($vocab_group) attr-dict `:`
    functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Ovl_CrossEntropyMaxOp : Ovl_Op<"cross_entropy_max", [Pure]> {
  let summary = "row maximum of the logits (first step of softmax cross-entropy)";
  let description = [{
    Softmax cross-entropy is split into four ops, as in Megatron's
    vocab-parallel cross entropy, so that its reductions over a vocab-parallel
    group are explicit collectives:

    ```mlir
    %m  = ovl.cross_entropy_max %logits            // then all_reduce max
    %st = ovl.cross_entropy_stats %logits, %gm, %labels ...  // then all_reduce sum
    %l  = ovl.cross_entropy_loss %gst
    %dl = ovl.cross_entropy_grad %logits, %gm, %gst, %labels ...
    ```
  }];
  let arguments = (ins Ovl_FloatTensor:$logits);
  let results = (outs Ovl_FloatTensor:$result);
  let assemblyFormat = "$logits attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def Ovl_CrossEntropyStatsOp : Ovl_Op<"cross_entropy_stats", [Pure]> {
  let summary = "partial softmax statistics of the logits";
  let description = [{
    For logits `[..., V]`, the row maximum `[...]` and labels `[...]`, yields
    `[..., 2]`: the sum of `exp(logit - max)` over the local vocabulary, and
    `logit[label] - max` when the label lies in the local shard (else 0).
    Summed over the vocab-parallel group they give the full statistics.
  }];
  let arguments = (ins Ovl_FloatTensor:$logits, Ovl_FloatTensor:$row_max,
                       Ovl_IndexTensor:$labels,
                       OptionalAttr<Ovl_GroupAttr>:$vocab_group);
  let results = (outs Ovl_FloatTensor:$result);
  let assemblyFormat = [{
    $logits `,` $row_max `,` $labels `` custom<VocabGroup>($vocab_group)
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Ovl_CrossEntropyLossOp : Ovl_Op<"cross_entropy_loss", [Pure]> {
  let summary = "mean cross-entropy loss from the softmax statistics";
  let description = [{
    `mean(log(sumexp) - shifted_target_logit)` over all rows of `stats`.
  }];
  let arguments = (ins Ovl_FloatTensor:$stats);
  let results = (outs Ovl_ScalarFloatTensor:$loss);
  let assemblyFormat = "$stats attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def Ovl_CrossEntropyGradOp : Ovl_Op<"cross_entropy_grad", [Pure]> {
  let summary = "gradient of the cross-entropy loss with respect to the logits";
  let description = [{
    `scale * (softmax(logits) - onehot(labels))` over the local vocabulary.
    `scale` folds the mean over tokens, micro-batches and data-parallel
    replicas into the gradient.
  }];
  let arguments = (ins Ovl_FloatTensor:$logits, Ovl_FloatTensor:$row_max,
                       Ovl_FloatTensor:$stats, Ovl_IndexTensor:$labels,
                       OptionalAttr<Ovl_GroupAttr>:$vocab_group,
                       F64Attr:$scale);
  let results = (outs Ovl_FloatTensor:$logits_grad);
  let assemblyFormat = [{
    $logits `,` $row_max `,` $stats `,` $labels `` custom<VocabGroup>($vocab_group)
    `scale` $scale attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Ovl_LogLossOp : Ovl_Op<"log_loss", [
    MemoryEffects<[MemWrite<Ovl_LossLogResource>]>]> {
  let summary = "records a micro-batch's loss for the runtime to report";
  let arguments = (ins Ovl_ScalarFloatTensor:$loss);
  let assemblyFormat = "$loss attr-dict `:` type($loss)";
}

//===----------------------------------------------------------------------===//
// Optimizer and inputs
//===----------------------------------------------------------------------===//

// The learning-rate schedule of an optimizer update (Megatron-LM's
// OptimizerParamScheduler, ovl/runtime/LearningRate.h): `lr` is the peak,
// reached after `lr_warmup_iters` linear warmup steps, then kept
// (`constant`) or decayed `linear`ly or by `cosine` to `min_lr` at step
// `lr_decay_iters`. The runtime supplies the step. Defaults: constant.
defvar Ovl_LrScheduleArgs = (ins
    DefaultValuedStrAttr<StrAttr, "constant">:$lr_decay_style,
    DefaultValuedAttr<I64Attr, "0">:$lr_warmup_iters,
    DefaultValuedAttr<I64Attr, "0">:$lr_decay_iters,
    DefaultValuedAttr<F64Attr, "0.0">:$min_lr);

def Ovl_ConvertOp : Ovl_Op<"convert", [Pure]> {
  let summary = "element type conversion (bf16 <-> f32)";
  let description = [{
    The same shape in another float element type: widening is exact,
    narrowing rounds to nearest, ties to even. Mixed precision (`ovl-gen
    gpt --bf16`) uses it for the bf16 copies of the f32 main weights and
    to accumulate bf16 gradients in f32.

    ```mlir
    %w16 = ovl.convert %w : tensor<64x96xf32> -> tensor<64x96xbf16>
    ```
  }];
  let arguments = (ins Ovl_FloatTensor:$input);
  let results = (outs Ovl_FloatTensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
}

def Ovl_LocalShardOp : Ovl_Op<"local_shard", [Pure]> {
  let summary = "this rank's slice of a tensor along dimension 0";
  let description = [{
    For a tensor every rank of `group` holds alike, the rank's part along
    dimension 0: rows `[r * n, (r + 1) * n)` with `r` the rank's index in
    the group and `n` the result's dimension 0 (the input's over the group
    size). No communication (Megatron's scatter_to_sequence_parallel_region
    forward, which takes the rank's sequence shard of the learned position
    table under sequence parallelism).

    ```mlir
    %p = ovl.local_shard %table over [tp] : tensor<32x64xf32> -> tensor<16x64xf32>
    ```
  }];
  let arguments = (ins Ovl_FloatTensor:$input, Ovl_GroupAttr:$group);
  let results = (outs Ovl_FloatTensor:$result);
  let assemblyFormat = [{
    $input `over` custom<Group>($group) attr-dict `:` type($input) `->`
    type($result)
  }];
  let hasVerifier = 1;
}

def Ovl_SumSquaresOp : Ovl_Op<"sum_squares", [Pure]> {
  let summary = "sum of the squares of every element of its operands";
  let description = [{
    The squared L2 norm of all operands together, a 0-d tensor of their
    element type: each operand's squares summed in double in element order,
    the operands in operand order. With `ovl.all_reduce` over the mesh axes
    a gradient is sharded on, it gives the global gradient norm that
    Megatron-LM's `--clip-grad` clips by (`clip_grad_norm_fp32`).

    ```mlir
    %s = ovl.sum_squares %g0, %g1 : tensor<64x96xf32>, tensor<96xf32>
        -> tensor<f32>
    ```
  }];
  let arguments = (ins Variadic<Ovl_FloatTensor>:$inputs);
  let results = (outs Ovl_ScalarFloatTensor:$result);
  let assemblyFormat = [{
    $inputs attr-dict `:` type($inputs) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Ovl_ClipByGlobalNormOp : Ovl_Op<"clip_by_global_norm", [Pure,
    AllTypesMatch<["grad", "result"]>]> {
  let summary = "scales a gradient down to a global norm";
  let description = [{
    With `norm_sq` the squared global gradient norm (`ovl.sum_squares`,
    reduced over the mesh), `coeff = max_norm / (sqrt(norm_sq) + 1e-6)`
    computed in f32, and the result is `grad * coeff` where `coeff < 1`,
    else `grad`: `torch.nn.utils.clip_grad_norm_` and Megatron-LM's
    `--clip-grad`.

    ```mlir
    %c = ovl.clip_by_global_norm %g, %n max_norm 1.0
        : tensor<64x96xf32>, tensor<f32>
    ```
  }];
  let arguments = (ins Ovl_FloatTensor:$grad, Ovl_ScalarFloatTensor:$norm_sq,
                       F64Attr:$max_norm);
  let results = (outs Ovl_FloatTensor:$result);
  let assemblyFormat = [{
    $grad `,` $norm_sq `max_norm` $max_norm attr-dict `:` type($grad) `,`
    type($norm_sq)
  }];
  let hasVerifier = 1;
}

def Ovl_SGDUpdateOp : Ovl_Op<"sgd_update", [Pure, AllTypesMatch<[
    "param", "grad", "momentum_buffer", "new_param", "new_momentum_buffer"]>]> {
  let summary = "SGD step with momentum and weight decay";
  let description = [{
    As `torch.optim.SGD` (no dampening, no Nesterov):
    `g' = grad + weight_decay * param; v = momentum * v + g';
    param = param - lr * v`.

    ```mlir
    %p1, %v1 = ovl.sgd_update %p, %g, %v lr 1.0e-02 momentum 9.0e-01
        : tensor<64x96xf32>
    ```
  }];
  let arguments = !con((ins Ovl_FloatTensor:$param, Ovl_FloatTensor:$grad,
                       Ovl_FloatTensor:$momentum_buffer,
                       F64Attr:$lr, F64Attr:$momentum,
                       DefaultValuedAttr<F64Attr, "0.0">:$weight_decay),
                       Ovl_LrScheduleArgs);
  let results = (outs Ovl_FloatTensor:$new_param,
                      Ovl_FloatTensor:$new_momentum_buffer);
  let assemblyFormat = [{
    $param `,` $grad `,` $momentum_buffer `lr` $lr `momentum` $momentum
    attr-dict `:` type($param)
  }];
  let hasVerifier = 1;
}

def Ovl_AdamWUpdateOp : Ovl_Op<"adamw_update", [Pure, AllTypesMatch<[
    "param", "grad", "exp_avg", "exp_avg_sq", "new_param", "new_exp_avg",
    "new_exp_avg_sq"]>]> {
  let summary = "AdamW step (decoupled weight decay, bias-corrected)";
  let description = [{
    As `torch.optim.AdamW` and Megatron-LM's `--optimizer adam` (Loshchilov
    and Hutter, arXiv:1711.05101), at step `t` (1 for a run's first step,
    which the runtime supplies): `param *= 1 - lr * weight_decay;
    m = beta1 m + (1 - beta1) g; v = beta2 v + (1 - beta2) g^2;
    param -= lr / (1 - beta1^t) * m / (sqrt(v) / sqrt(1 - beta2^t) + eps)`.
    The parameter and both moments are updated in place.

    ```mlir
    %p1, %m1, %v1 = ovl.adamw_update %p, %g, %m, %v lr 1.0e-03
        betas 9.0e-01, 9.99e-01 eps 1.0e-08 : tensor<64x96xf32>
    ```
  }];
  let arguments = !con((ins Ovl_FloatTensor:$param, Ovl_FloatTensor:$grad,
                       Ovl_FloatTensor:$exp_avg, Ovl_FloatTensor:$exp_avg_sq,
                       F64Attr:$lr, F64Attr:$beta1, F64Attr:$beta2,
                       F64Attr:$eps,
                       DefaultValuedAttr<F64Attr, "0.0">:$weight_decay),
                       Ovl_LrScheduleArgs);
  let results = (outs Ovl_FloatTensor:$new_param,
                      Ovl_FloatTensor:$new_exp_avg,
                      Ovl_FloatTensor:$new_exp_avg_sq);
  let assemblyFormat = [{
    $param `,` $grad `,` $exp_avg `,` $exp_avg_sq `lr` $lr `betas` $beta1 `,`
    $beta2 `eps` $eps attr-dict `:` type($param)
  }];
  let hasVerifier = 1;
}

def Ovl_LoadBatchOp : Ovl_Op<"load_batch", [
    MemoryEffects<[MemRead<Ovl_HostInputResource>]>]> {
  let summary = "host load of one field of one micro-batch";
  let description = [{
    Copies the tokens or the labels of micro-batch `microbatch` of this
    data-parallel replica from the host: `[batch, seq]` token ids below
    `vocab` (labels are the next tokens). The runtime supplies deterministic
    synthetic data from its seed.

    ```mlir
    %tok = ovl.load_batch tokens microbatch 0 vocab 50257 : tensor<1x32xi32>
    ```
  }];
  let arguments = (ins Ovl_BatchFieldAttr:$field,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$microbatch,
                       ConfinedAttr<I64Attr, [IntPositive]>:$vocab);
  let results = (outs Ovl_IndexTensor:$result);
  let assemblyFormat = [{
    `` $field `microbatch` $microbatch `vocab` $vocab attr-dict `:` type($result)
  }];
}

def Ovl_OpaqueOp : Ovl_Op<"opaque", [
    MemoryEffects<[MemRead<Ovl_OpaqueResource>, MemWrite<Ovl_OpaqueResource>]>]> {
  let summary = "a compute kernel the dialect does not model, with a declared cost";
  let description = [{
    Stands for a kernel that Ovl does not model (a custom fused kernel, or
    the jobs of a synthetic pipeline). Its cost is declared: either a
    duration in microseconds, or FLOPs and bytes moved, from which the cost
    model derives a duration as for any kernel. On the cpu backend it
    computes nothing: its results are zero-filled. Opaque kernels are ordered
    among themselves (their effects are unknown) but not against other ops.

    ```mlir
    %y = ovl.opaque "fused_rope" (%x) {flops = 1.0e+09, bytes = 4.0e+06}
        : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %z = ovl.opaque "F" (%x) {duration_us = 1000.0}
        : (tensor<1xf32>) -> tensor<1xf32>
    ```
  }];
  let arguments = (ins StrAttr:$name, Variadic<Ovl_Tensor>:$inputs,
                       OptionalAttr<F64Attr>:$duration_us,
                       OptionalAttr<F64Attr>:$flops,
                       OptionalAttr<F64Attr>:$bytes);
  let results = (outs Variadic<Ovl_Tensor>:$results);
  let assemblyFormat = [{
    $name `(` $inputs `)` attr-dict `:` functional-type($inputs, $results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Communication
//===----------------------------------------------------------------------===//

// Every communication op is ordered on its communicator.
class Ovl_CommOp<string mnemonic, list<string> overridden = []>
    : Ovl_Op<mnemonic, [
        DeclareOpInterfaceMethods<Ovl_CommunicationOpInterface, overridden>,
        MemoryEffects<[MemRead<Ovl_CommunicatorResource>,
                       MemWrite<Ovl_CommunicatorResource>]>]> {
  let hasVerifier = 1;
}

// Result of a synchronous op (L0) or a started one (L1).
class Ovl_CommResult<bit async> {
  Type type = !if(async, Ovl_AnyInflight, Ovl_Tensor);
  string name = !if(async, "handle", "result");
}

class Ovl_AllReduceBase<string mnemonic, bit async>
    : Ovl_CommOp<mnemonic, ["getReductionIfAny"]> {
  let summary = !if(async, "starts an all-reduce", "all-reduce over a mesh group");
  let arguments = (ins Ovl_ReductionKindAttr:$reduction, Ovl_Tensor:$input,
                       Ovl_GroupAttr:$group);
  let results = (outs Ovl_CommResult<async>.type:$result);
  let assemblyFormat = [{
    `` $reduction $input `over` custom<Group>($group) attr-dict `:`
    type($input) `->` type($result)
  }];
}

class Ovl_AllGatherBase<string mnemonic, bit async> : Ovl_CommOp<mnemonic> {
  let summary = !if(async, "starts an all-gather", "all-gather over a mesh group");
  let arguments = (ins Ovl_Tensor:$input, Ovl_GroupAttr:$group,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$dim);
  let results = (outs Ovl_CommResult<async>.type:$result);
  let assemblyFormat = [{
    $input `over` custom<Group>($group) `dim` $dim attr-dict `:`
    type($input) `->` type($result)
  }];
}

class Ovl_ReduceScatterBase<string mnemonic, bit async>
    : Ovl_CommOp<mnemonic, ["getReductionIfAny"]> {
  let summary = !if(async, "starts a reduce-scatter",
                    "reduce-scatter over a mesh group");
  let arguments = (ins Ovl_ReductionKindAttr:$reduction, Ovl_Tensor:$input,
                       Ovl_GroupAttr:$group,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$dim);
  let results = (outs Ovl_CommResult<async>.type:$result);
  let assemblyFormat = [{
    `` $reduction $input `over` custom<Group>($group) `dim` $dim attr-dict `:`
    type($input) `->` type($result)
  }];
}

class Ovl_BroadcastBase<string mnemonic, bit async> : Ovl_CommOp<mnemonic> {
  let summary = !if(async, "starts a broadcast", "broadcast over a mesh group");
  let arguments = (ins Ovl_Tensor:$input, Ovl_GroupAttr:$group,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$root);
  let results = (outs Ovl_CommResult<async>.type:$result);
  let assemblyFormat = [{
    $input `over` custom<Group>($group) `root` $root attr-dict `:`
    type($input) `->` type($result)
  }];
}

def Ovl_AllReduceOp : Ovl_AllReduceBase<"all_reduce", 0> {
  let description = [{
    Every rank of the group receives the reduction of the group's inputs.

    ```mlir
    %y = ovl.all_reduce sum %x over [tp] : tensor<8x64xf32> -> tensor<8x64xf32>
    ```
  }];
}
def Ovl_AllGatherOp : Ovl_AllGatherBase<"all_gather", 0> {
  let description = [{
    Concatenates the group's inputs along `dim` in group-rank order: the
    result's `dim` is the input's times the group size.

    ```mlir
    %y = ovl.all_gather %x over [tp] dim 0 : tensor<4x64xf32> -> tensor<8x64xf32>
    ```
  }];
}
def Ovl_ReduceScatterOp : Ovl_ReduceScatterBase<"reduce_scatter", 0> {
  let description = [{
    Reduces the group's inputs and gives each rank its slice along `dim`,
    whose size must divide by the group size.

    ```mlir
    %y = ovl.reduce_scatter sum %x over [dp] dim 0
        : tensor<8x64xf32> -> tensor<4x64xf32>
    ```
  }];
}
def Ovl_BroadcastOp : Ovl_BroadcastBase<"broadcast", 0> {
  let description = [{
    Every rank of the group receives the input of the group's rank `root`.
  }];
}

def Ovl_SendOp : Ovl_CommOp<"send"> {
  let summary = "sends a tensor to a peer along a mesh axis";
  let description = [{
    The peer agrees with this rank on every axis but `axis`, where its
    coordinate is `peer`. Sends and receives between two ranks match in
    program order, as NCCL's do.

    ```mlir
    ovl.send %x to pp = 1 : tensor<1x32x64xf32>
    ```
  }];
  let arguments = (ins Ovl_Tensor:$input, StrAttr:$axis,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$peer);
  let assemblyFormat = [{
    $input `to` custom<Axis>($axis) `=` $peer attr-dict `:` type($input)
  }];
}

def Ovl_RecvOp : Ovl_CommOp<"recv"> {
  let summary = "receives a tensor from a peer along a mesh axis";
  let description = [{
    ```mlir
    %x = ovl.recv from pp = 0 : tensor<1x32x64xf32>
    ```
  }];
  let arguments = (ins StrAttr:$axis,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$peer);
  let results = (outs Ovl_Tensor:$result);
  let assemblyFormat = [{
    `from` custom<Axis>($axis) `=` $peer attr-dict `:` type($result)
  }];
}

//===----------------------------------------------------------------------===//
// L1: asynchronous communication
//===----------------------------------------------------------------------===//

def Ovl_AllReduceStartOp : Ovl_AllReduceBase<"all_reduce_start", 1> {
  let description = [{
    ```mlir
    %h = ovl.all_reduce_start sum %x over [tp]
        : tensor<8x64xf32> -> !ovl.inflight<tensor<8x64xf32>>
    ```
  }];
}
def Ovl_AllGatherStartOp : Ovl_AllGatherBase<"all_gather_start", 1>;
def Ovl_ReduceScatterStartOp : Ovl_ReduceScatterBase<"reduce_scatter_start", 1>;
def Ovl_BroadcastStartOp : Ovl_BroadcastBase<"broadcast_start", 1>;

def Ovl_SendStartOp : Ovl_CommOp<"send_start"> {
  let summary = "starts a send to a peer along a mesh axis";
  let arguments = (ins Ovl_Tensor:$input, StrAttr:$axis,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$peer);
  let results = (outs Ovl_AnyInflight:$handle);
  let assemblyFormat = [{
    $input `to` custom<Axis>($axis) `=` $peer attr-dict `:`
    type($input) `->` type($handle)
  }];
}

def Ovl_RecvStartOp : Ovl_CommOp<"recv_start"> {
  let summary = "starts a receive from a peer along a mesh axis";
  let arguments = (ins StrAttr:$axis,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$peer);
  let results = (outs Ovl_AnyInflight:$handle);
  let assemblyFormat = [{
    `from` custom<Axis>($axis) `=` $peer attr-dict `:` type($handle)
  }];
}

def Ovl_WaitOp : Ovl_Op<"wait", [
    MemoryEffects<[MemRead<Ovl_CommunicatorResource>,
                   MemWrite<Ovl_CommunicatorResource>]>]> {
  let summary = "waits for a started operation and yields its value";
  let description = [{
    Consumes the in-flight value of a `*_start` op. After the wait, the value
    is ready and the operation's buffers are released. A send's wait yields
    nothing.

    ```mlir
    %y = ovl.wait %h : !ovl.inflight<tensor<8x64xf32>> -> tensor<8x64xf32>
    ovl.wait %s : !ovl.inflight<none>
    ```
  }];
  let arguments = (ins Ovl_AnyInflight:$handle);
  let results = (outs Optional<Ovl_Tensor>:$result);
  let assemblyFormat = "$handle attr-dict `:` type($handle) (`->` type($result)^)?";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// L1: stream events
//===----------------------------------------------------------------------===//

def Ovl_EventRecordOp : Ovl_Op<"event_record", [
    MemoryEffects<[MemWrite<Ovl_StreamResource>]>]> {
  let summary = "records an event on a stream";
  let description = [{
    The event completes when everything issued on `stream` before this op, in
    program order, has completed.

    ```mlir
    %e = ovl.event_record on tp_comm : !ovl.event
    ```
  }];
  let arguments = (ins Ovl_StreamRoleAttr:$stream);
  let results = (outs Ovl_EventType:$event);
  let assemblyFormat = "`on` `` $stream attr-dict `:` type($event)";
}

def Ovl_EventWaitOp : Ovl_Op<"event_wait", [
    MemoryEffects<[MemRead<Ovl_StreamResource>, MemWrite<Ovl_StreamResource>]>]> {
  let summary = "makes a stream wait for an event";
  let description = [{
    Nothing issued on `stream` after this op, in program order, starts before
    the event has completed.

    ```mlir
    ovl.event_wait %e on compute
    ```
  }];
  let arguments = (ins Ovl_EventType:$event, Ovl_StreamRoleAttr:$stream);
  let assemblyFormat = "$event `on` `` $stream attr-dict";
}

def Ovl_EventJoinOp : Ovl_Op<"event_join", [Pure]> {
  let summary = "the latest of several events";
  let description = [{
    ```mlir
    %e = ovl.event_join %a, %b : !ovl.event
    ```
  }];
  let arguments = (ins Variadic<Ovl_EventType>:$events);
  let results = (outs Ovl_EventType:$event);
  let assemblyFormat = "$events attr-dict `:` type($event)";
  let hasVerifier = 1;
}

include "ovl/Dialect/Ovl/IR/OvlRuntimeOps.td"

#endif // OVL_DIALECT_OVL_IR_OVLOPS_TD
