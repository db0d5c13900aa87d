//===- OvlOps.h - Ovl operations ---------------------------------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_DIALECT_OVL_IR_OVLOPS_H
#define OVL_DIALECT_OVL_IR_OVLOPS_H

#include "ovl/Dialect/Ovl/IR/OvlDialect.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::ovl {

/// Side-effect resources of the dialect. Communication on a communicator is
/// totally ordered; host loads, the loss log, opaque kernels and stream events
/// are each ordered among themselves.
struct CommunicatorResource
    : public SideEffects::Resource::Base<CommunicatorResource> {
  StringRef getName() final { return "Communicator"; }
};
struct HostInputResource : public SideEffects::Resource::Base<HostInputResource> {
  StringRef getName() final { return "HostInput"; }
};
struct LossLogResource : public SideEffects::Resource::Base<LossLogResource> {
  StringRef getName() final { return "LossLog"; }
};
struct OpaqueResource : public SideEffects::Resource::Base<OpaqueResource> {
  StringRef getName() final { return "OpaqueKernel"; }
};
struct StreamResource : public SideEffects::Resource::Base<StreamResource> {
  StringRef getName() final { return "Stream"; }
};

/// The largest tensor, in bytes, the compiler and the runtime handle.
constexpr int64_t kMaxTensorBytes = int64_t(1) << 62;

/// The byte size of a static tensor type (an in-flight value's tensor), or
/// nothing if it is not one or exceeds kMaxTensorBytes.
std::optional<int64_t> getCheckedTensorBytes(Type type);

/// Fails, naming the operand or result, when a tensor `op` reads or makes is
/// larger than kMaxTensorBytes.
LogicalResult verifyTensorBytesFit(Operation *op);

/// Every Ovl op: its tensors' byte sizes fit (verifyTensorBytesFit).
template <typename ConcreteType>
class TensorBytesFit : public OpTrait::TraitBase<ConcreteType, TensorBytesFit> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return verifyTensorBytesFit(op);
  }
};

/// An `ovl.rt` command (every op of the Ovl_CommandOp class): the only ops
/// an `ovl.queue` holds.
template <typename ConcreteType>
class RuntimeCommand : public OpTrait::TraitBase<ConcreteType, RuntimeCommand> {
};

} // namespace mlir::ovl

#include "ovl/Dialect/Ovl/IR/OvlInterfaces.h.inc"

#define GET_OP_CLASSES
#include "ovl/Dialect/Ovl/IR/OvlOps.h.inc"

namespace mlir::ovl {

/// The name suffixes of optimizer-state parameters (torch's state names):
/// SGD's momentum buffer, Adam's two moments.
inline constexpr StringLiteral kSgdStateSuffixes[] = {".momentum_buffer"};
inline constexpr StringLiteral kAdamStateSuffixes[] = {".exp_avg",
                                                       ".exp_avg_sq"};
/// Whether a parameter named `name` is optimizer state, not a weight.
bool isOptimizerStateName(StringRef name);

/// The operands an optimizer update (sgd_update, adamw_update) overwrites
/// in place, in the order of the results that alias them; empty for any
/// other op.
SmallVector<Value> getUpdatedInPlace(Operation *op);

/// Returns the mesh declared in the module enclosing `op`, or null.
MeshOp lookupMesh(Operation *op);

/// Checks that `type` (named `subject` in the errors: "argument 0") is the
/// local shard of the global shape `param` describes, split over axes of
/// the mesh of the module enclosing `op`: a stage function's parameter
/// argument, or a program's persistent tensor once lowered.
LogicalResult verifyParamShard(Operation *op, const Twine &subject,
                               ParamAttr param, Type type);

/// Whether `comm` talks to other pipeline stages: a point-to-point op, or a
/// collective whose group has an axis of role pipeline (any collective when
/// there is no `mesh` to tell). Each stage function is rewritten on its own
/// by the function passes; an order or shape the other stages must match
/// is one such a pass may not change for these alone.
bool crossesPipelineStages(CommunicationOp comm, MeshOp mesh);

/// The parameter `value` is: a function argument with an `ovl.param`, seen
/// through bf16 copies of it (ovl.convert, mixed precision) and the job
/// results that pass such a copy on; null for anything else.
ParamAttr getParamOf(Value value);

/// Returns the `axis_roles` attribute of a mesh with `roles`.
ArrayAttr axisRoles(MLIRContext *context, ArrayRef<AxisRole> roles);

/// Returns the stage index of a stage function (its `ovl.stage`), if any.
std::optional<int64_t> getStageIndex(Operation *func);

/// Creates a job of model chunk `chunk` at the builder's insertion point.
/// `buildBody` is called with the insertion point inside the job and returns
/// the values to yield.
JobOp createJob(OpBuilder &builder, Location loc, JobKind kind,
                int64_t microbatch, int64_t chunk,
                llvm::function_ref<SmallVector<Value>()> buildBody);

} // namespace mlir::ovl

#endif // OVL_DIALECT_OVL_IR_OVLOPS_H
