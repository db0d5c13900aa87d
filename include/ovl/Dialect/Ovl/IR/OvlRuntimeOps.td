//===- OvlRuntimeOps.td - L2: per-rank programs of commands -*- tablegen -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// L2 is what `ovl-lower-to-runtime` produces and `ovl-translate
// --ovl-to-plan` writes out: one program per pipeline stage, holding its
// persistent tensors and its streams, each an ordered list of commands over
// arena slices. The commands mirror docs/plan-format.md one to one.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_DIALECT_OVL_IR_OVLRUNTIMEOPS_TD
#define OVL_DIALECT_OVL_IR_OVLRUNTIMEOPS_TD

include "ovl/Dialect/Ovl/IR/OvlBase.td"
include "ovl/Dialect/Ovl/IR/OvlAttrs.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

// A kernel command's buffers, held in the op's properties as a list of
// slices by value (ovl::Slice) rather than as an ArrayAttr of #ovl.slice:
// attributes are uniqued in the context (a hash and a lock each, kept
// until the context goes), and nearly three quarters of an L2 program's
// slices are its kernels' buffers. The generic form and bytecode see the
// list as an array of #ovl.slice, and slices that break #ovl.slice's rules
// are refused.
def Ovl_SliceProp : Property<"::mlir::ovl::Slice", "#ovl.slice"> {
  let convertToAttribute = "return $_storage.getAttr($_ctxt);";
  let convertFromAttribute = [{
    auto slice = ::llvm::dyn_cast_if_present<::mlir::ovl::SliceAttr>($_attr);
    if (!slice)
      return $_diag() << "expected an #ovl.slice attribute";
    $_storage = ::mlir::ovl::Slice::get(slice);
    return ::mlir::success();
  }];
  let hashProperty = "::mlir::ovl::hash_value($_storage)";
  let writeToMlirBytecode = "$_writer.writeAttribute($_storage.getAttr($_ctxt))";
  let readFromMlirBytecode = [{
    ::mlir::ovl::SliceAttr slice;
    if (::mlir::failed($_reader.readAttribute(slice)))
      return ::mlir::failure();
    $_storage = ::mlir::ovl::Slice::get(slice);
  }];
  let predicate = CPred<"$_self.offset >= 0 && $_self.bytes >= 0">;
}
// Without inline elements: most kernels take three or more buffers, which
// two inline slices (ArrayProp's default) would not hold, so every kernel
// command would carry 48 unused bytes.
def Ovl_SliceListProp : ArrayProp<Ovl_SliceProp, "list of slices"> {
  let storageType = "::llvm::SmallVector<::mlir::ovl::Slice, 0>";
}

def Ovl_ProgramOp : Ovl_Op<"program", [
    Symbol, IsolatedFromAbove, NoTerminator, SingleBlock, NoRegionArguments]> {
  let summary = "the program of one pipeline stage (L2)";
  let description = [{
    Run by every rank whose pipeline coordinate is `stage`. Holds the
    persistent tensors (`ovl.persistent`) and the streams (`ovl.queue`).

    ```mlir
    ovl.program @stage0 stage 0 transient 1048576 persistent 65536 events 4 {
      ovl.persistent #ovl.param<...> at 0 : tensor<64x32xf32>
      ovl.queue 0 compute { ... }
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$stage,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$transient_bytes,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$persistent_bytes,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$num_events);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $sym_name `stage` $stage `transient` $transient_bytes `persistent`
    $persistent_bytes `events` $num_events attr-dict-with-keyword $body
  }];
  let hasVerifier = 1;
}

// Spelled as a predicate (not the AttrDef) so that formats print the
// attribute in full, `#ovl.param<...>`.
def Ovl_AnyParamAttr : Attr<CPred<"::llvm::isa<::mlir::ovl::ParamAttr>($_self)">,
    "#ovl.param attribute"> {
  let storageType = "::mlir::Attribute";
  let returnType = "::mlir::Attribute";
  let convertFromStorage = "$_self";
}

def Ovl_PersistentOp : Ovl_Op<"persistent", [HasParent<"ProgramOp">]> {
  let summary = "a persistent tensor of a program: a parameter or optimizer state";
  let arguments = (ins Ovl_AnyParamAttr:$param,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$offset,
                       TypeAttrOf<AnyRankedTensor>:$type);
  let assemblyFormat = "$param `at` $offset attr-dict `:` $type";
}

def Ovl_QueueOp : Ovl_Op<"queue", [
    HasParent<"ProgramOp">, NoTerminator, SingleBlock, NoRegionArguments]> {
  let summary = "a stream of a program: its commands in order";
  let description = [{
    The streams of a program are numbered 0, 1, ... in order; each has a
    role, and its commands run in the order they are written:

    ```mlir
    ovl.queue 1 tp_comm {
      ovl.rt.wait 0 est 0.0
    }
    ```

    Syntax: `INDEX ROLE (attributes {...})? { commands }`. The printer and
    parser are written by hand (lib/Dialect/Ovl/IR/OvlRuntimeSyntax.cpp):
    the commands are left out of MLIR's walk that collects aliases, since
    none of their fields can have one.
  }];
  let arguments = (ins ConfinedAttr<I64Attr, [IntNonNegative]>:$index,
                       Ovl_StreamRoleAttr:$role);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

// The mark of a command: what QueueOp's verifier accepts in a queue.
def Ovl_RuntimeCommand : NativeOpTrait<"RuntimeCommand"> {
  let cppNamespace = "::mlir::ovl";
}

// Every command has a cost-model estimate, optionally a declared duration
// and a label; its location is where in the IR it came from. A command
// prints as its fields in a fixed order, a keyword before each number, then
// that tail:
//
//   ovl.rt.record 3 est 0.0 "event_record"
//
// (a short form: an L2 module has about as many commands as its L1 had ops,
// and printing every field as a named attribute made the output three
// times the input's size). The printers and parsers are hand-written
// (lib/Dialect/Ovl/IR/OvlRuntimeSyntax.cpp), which also says why;
// floating-point numbers print as the shortest decimal that reads back as
// the same double.
class Ovl_CommandOp<string mnemonic, dag commandArgs>
    : Ovl_Op<"rt." # mnemonic, [HasParent<"QueueOp">, Ovl_RuntimeCommand]> {
  let arguments = !con(commandArgs, (ins
      F64Attr:$est_us, OptionalAttr<F64Attr>:$fixed_us,
      OptionalAttr<StrAttr>:$label));
  let hasCustomAssemblyFormat = 1;
}

// A GEMM's three slices are properties too, by value (see Ovl_SliceProp):
// a step's GEMMs name most of the other slices.
def Ovl_GemmCommandOp : Ovl_CommandOp<"gemm", (ins
    Ovl_SliceProp:$a, Ovl_SliceProp:$b, Ovl_SliceProp:$c,
    I64Attr:$m, I64Attr:$n, I64Attr:$k, I64Attr:$batch,
    I64Attr:$stride_a, I64Attr:$stride_b, I64Attr:$stride_c,
    BoolAttr:$transpose_a, BoolAttr:$transpose_b, BoolAttr:$accumulate,
    TypeAttr:$dtype)> {
  let summary = "batched GEMM command: C[b] = op(A[b]) op(B[b]) (+ C[b])";
  let description = [{
    ```mlir
    ovl.rt.gemm <transient, 256, 64>, <persistent, 0, 128> -> <transient, 512, 128>
        m 4 n 8 k 4 batch 1 strides 0, 0, 0 transpose false, false
        accumulate false : f32 est 2.5 "linear"
    ```
  }];
}

def Ovl_KernelCommandOp : Ovl_CommandOp<"kernel", (ins
    StrAttr:$kernel, Ovl_SliceListProp:$buffers, DenseI64ArrayAttr:$sizes,
    DenseF64ArrayAttr:$params, OptionalAttr<StrArrayAttr>:$group,
    TypeAttr:$dtype, F64Attr:$flops, F64Attr:$bytes, BoolAttr:$tensor_core)> {
  let summary = "kernel command: buffers, sizes and parameters in the order "
                "of the kernel's schema";
  let description = [{
    ```mlir
    ovl.rt.kernel "gelu" [<transient, 0, 256>, <transient, 256, 256>]
        sizes [64] params [] flops 512.0 bytes 512.0 tensor_core false : f32
        est 3.0 "gelu"
    ```

    `buffers` is a property, a list of `#ovl.slice` (an array of them in
    the generic form).
  }];
  let hasVerifier = 1;
}

def Ovl_CollectiveCommandOp : Ovl_CommandOp<"collective", (ins
    Ovl_CommKindAttrForCommand:$kind, Ovl_ReductionKindAttr:$reduction,
    StrArrayAttr:$group, Ovl_SliceAttr:$input, Ovl_SliceAttr:$output,
    I64Attr:$count, I64Attr:$outer, I64Attr:$inner, I64Attr:$root,
    TypeAttr:$dtype)> {
  let summary = "collective command over a group of mesh axes";
  let description = [{
    ```mlir
    ovl.rt.collective all_gather sum over [tp] <transient, 512, 128>
        -> <transient, 0, 256> count 32 outer 4 inner 8 root 0 : f32 est 10.0
    ```
  }];
}

def Ovl_P2PCommandOp : Ovl_CommandOp<"p2p", (ins
    BoolAttr:$send, StrAttr:$axis, I64Attr:$peer, Ovl_SliceAttr:$buffer,
    TypeAttr:$dtype)> {
  let summary = "send or receive command to a peer along a mesh axis";
  let description = [{
    ```mlir
    ovl.rt.p2p send true along pp peer 1 <transient, 0, 256> : f32 est 20.0
    ```
  }];
}

def Ovl_CopyCommandOp : Ovl_CommandOp<"copy", (ins
    OptionalAttr<Ovl_SliceAttr>:$source,
    OptionalAttr<Ovl_BatchFieldAttr>:$host_field,
    Ovl_SliceAttr:$destination, I64Attr:$microbatch, I64Attr:$vocab,
    I64Attr:$count, I64Attr:$seq, OptionalAttr<StrArrayAttr>:$group)> {
  let summary = "device copy, or host load of a micro-batch field";
  let description = [{
    ```mlir
    ovl.rt.copy host tokens -> <transient, 0, 32> microbatch 2 vocab 16
        count 8 seq 4 over [tp] est 1.0 "load_batch forward:2"
    ovl.rt.copy from <persistent, 0, 512> -> <transient, 0, 512>
        microbatch 0 vocab 0 count 0 seq 0 est 3.0 "concat"
    ```
  }];
  let hasVerifier = 1;
}

// An event's number is a property, held by value: every event of a step is
// a distinct number (the 1M-op model has 188k), and as an attribute each
// would be uniqued in the context (a hash and a lock each, kept until the
// context goes). The generic form and bytecode see an i64 attribute.
def Ovl_RecordCommandOp : Ovl_CommandOp<"record", (ins I64Prop:$event)> {
  let summary = "records an event on the stream";
  let description = "`ovl.rt.record 0 est 0.0`";
}

def Ovl_WaitCommandOp : Ovl_CommandOp<"wait", (ins I64Prop:$event)> {
  let summary = "makes the stream wait for an event";
  let description = "`ovl.rt.wait 0 est 0.0`";
}

#endif // OVL_DIALECT_OVL_IR_OVLRUNTIMEOPS_TD
