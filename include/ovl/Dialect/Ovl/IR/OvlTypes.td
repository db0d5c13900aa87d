//===- OvlTypes.td - Ovl types -----------------------------*- tablegen -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_DIALECT_OVL_IR_OVLTYPES_TD
#define OVL_DIALECT_OVL_IR_OVLTYPES_TD

include "ovl/Dialect/Ovl/IR/OvlBase.td"

class Ovl_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Ovl_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def Ovl_InflightType : Ovl_Type<"Inflight", "inflight"> {
  let summary = "a value produced by an asynchronous operation still running";
  let description = [{
    Returned by the `*_start` collective ops of L1. The only legal use of an
    in-flight value is one `ovl.wait`, which yields the completed value (or
    nothing, for a send). Until that wait, the operation's input and output
    buffers belong to it.

    ```mlir
    !ovl.inflight<tensor<8x64xf32>>
    !ovl.inflight<none>
    ```
  }];
  let parameters = (ins "::mlir::Type":$valueType);
  let assemblyFormat = "`<` $valueType `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// True for a send, whose wait yields no value.
    bool isNone() const { return ::llvm::isa<::mlir::NoneType>(getValueType()); }
  }];
}

def Ovl_EventType : Ovl_Type<"Event", "event"> {
  let summary = "an immutable timepoint on a stream";
  let description = [{
    Produced by `ovl.event_record` (the completion of everything issued so
    far on a stream) or `ovl.event_join` (the latest of several events).
  }];
}

#endif // OVL_DIALECT_OVL_IR_OVLTYPES_TD
