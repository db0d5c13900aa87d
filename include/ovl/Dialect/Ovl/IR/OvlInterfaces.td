//===- OvlInterfaces.td - Ovl op interfaces ----------------*- tablegen -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_DIALECT_OVL_IR_OVLINTERFACES_TD
#define OVL_DIALECT_OVL_IR_OVLINTERFACES_TD

include "mlir/IR/OpBase.td"

def Ovl_CommunicationOpInterface : OpInterface<"CommunicationOp"> {
  let cppNamespace = "::mlir::ovl";
  let description = [{
    Implemented by every op that communicates between ranks: the collectives
    and point-to-point send/recv, synchronous (L0) or started (L1). The group
    is a list of mesh axes: the ranks that agree with this rank on every other
    axis of the mesh. For send/recv the group is the axis of the peer.
  }];
  let methods = [
    InterfaceMethod<"Returns what the op communicates.",
      "::mlir::ovl::CommKind", "getCommKind">,
    InterfaceMethod<"Returns the mesh axes of the group.",
      "::mlir::ArrayAttr", "getGroupAxes">,
    InterfaceMethod<"Returns the value sent or reduced (null for a recv).",
      "::mlir::Value", "getPayload">,
    InterfaceMethod<"Returns the tensor type of the value the op delivers "
      "(the payload's type for a send).",
      "::mlir::RankedTensorType", "getDeliveredType">,
    InterfaceMethod<"True for the `*_start` ops of L1.",
      "bool", "isAsync">,
    InterfaceMethod<"Returns the reduction of an all-reduce or "
      "reduce-scatter, nothing otherwise.",
      "std::optional<::mlir::ovl::ReductionKind>", "getReductionIfAny",
      (ins), [{}], [{ return std::nullopt; }]>,
  ];
}

#endif // OVL_DIALECT_OVL_IR_OVLINTERFACES_TD
