//===- OvlToRuntime.cpp - Stage functions (L1) to runtime programs (L2) ---===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// A global transform: every op of each stage function is appended, as
// commands, to the queue of its stream, in program order. Buffer slices come
// from the memory plan's attributes; estimates from the op cost model, so
// that the plan, the scheduler and the simulator agree. The function's ops
// are cut into runs (the events numbered first, in program order), lowered
// at once on the context's threads, each into queues of its own, and
// appended run after run: the same program as one walk would build.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/HappensBefore.h"
#include "ovl/Analysis/MemoryPlan.h"
#include "ovl/Analysis/OpCost.h"
#include "ovl/Analysis/Preconditions.h"
#include "ovl/Analysis/StreamOrdering.h"
#include "ovl/Conversion/Passes.h"
#include "ovl/Support/HeldDiagnostics.h"
#include "ovl/runtime/CommandSchema.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/ThreadPool.h"

#include <cmath>

#include <map>
#include <set>
#include <tuple>

#define DEBUG_TYPE "ovl-lower-to-runtime"

namespace mlir::ovl {
#define GEN_PASS_DEF_LOWERTORUNTIMEPASS
#include "ovl/Conversion/Passes.h.inc"
} // namespace mlir::ovl

using namespace mlir;
using namespace mlir::ovl;

namespace {

int64_t numElements(Value v) {
  Type type = v.getType();
  if (auto inflight = dyn_cast<InflightType>(type))
    type = inflight.getValueType();
  return cast<ShapedType>(type).getNumElements();
}

/// The ids of each event value: a record's own, a join's those of the
/// events it joins.
using EventIds = llvm::DenseMap<Value, SmallVector<int64_t, 2>>;

/// Lowers a run of consecutive ops of a stage function into commands. Each
/// command goes to a queue of the emitter's own per stream role;
/// appendTo() then moves them to the end of the program's queues, so that
/// runs lowered at once on several threads keep program order. The function
/// and the event ids are only read.
class CommandEmitter {
public:
  /// `kept`: the function's memory plan kept by the pass manager, whose
  /// offsets are read where the function carries none (getPlannedBuffer).
  CommandEmitter(func::FuncOp func, const OpCostModel &cost, MeshOp mesh,
                 const MemoryPlan *kept, const EventIds &eventIds,
                 ArrayRef<Operation *> ops)
      : func(func), cost(cost), mesh(mesh), kept(kept), eventIds(eventIds),
        ops(ops), b(func.getContext()) {}

  /// Stops at the first op it cannot lower.
  LogicalResult lower();
  /// Moves the commands to the end of `queues` (one per role used).
  void appendTo(const std::map<StreamRole, Block *> &queues);
  int64_t getNumCommands() const { return numCommands; }

private:
  FailureOr<Slice> buffer(Value value, Operation *user);
  /// `slice` as an attribute, for the commands other than kernels and GEMMs.
  SliceAttr attr(Slice slice);
  LogicalResult lowerOp(Operation *op);
  LogicalResult lowerCompute(Operation *op);
  LogicalResult lowerCommunication(CommunicationOp op);
  LogicalResult lowerSlice(tensor::ExtractSliceOp slice);
  LogicalResult lowerConcat(tensor::ConcatOp concat);
  LogicalResult lowerColumnConcat(tensor::ConcatOp concat, Slice result);
  /// A copy_rows kernel: `rows` rows of `cols` elements, `inStride` apart in
  /// `in`, `outStride` apart in `out`.
  void emitCopyRows(Operation *op, Slice in, Slice out, int64_t rows,
                    int64_t cols, int64_t inStride, int64_t outStride,
                    Type element);
  LogicalResult checkReturn(func::ReturnOp ret);

  /// Appends a command to the queue of `role`: `setFields` sets the
  /// command's own fields, then its estimate, declared duration and label
  /// are set. Typed setters write the op's properties directly: no field
  /// names to intern and dispatch on, and no dictionary.
  template <typename OpTy>
  void emit(Operation *source, StreamRole role, double estimateUs,
            llvm::function_ref<void(OpTy)> setFields);
  /// A kernel command: its name, buffers, sizes and params in the order of
  /// the kernel's schema, the work the estimate was priced from, and the
  /// axes it runs over, if any.
  void emitKernel(Operation *source, StreamRole role, double estimateUs,
                  StringRef kernel, ArrayRef<Slice> buffers,
                  ArrayRef<int64_t> sizes, ArrayRef<double> params,
                  TypeAttr dtype, const KernelWork &work, ArrayAttr group = {});
  /// The command fields' numbers, made once per value: a step repeats a
  /// few dozen estimates and sizes over a million commands, and a lookup
  /// here is cheaper than the context's uniquer (hashing an APInt or
  /// APFloat, then its thread-safe table). Keyed by the bits, so -0.0 and
  /// 0.0 stay apart.
  IntegerAttr i64(int64_t v) {
    return cached(i64Attrs, v, [&] { return b.getI64IntegerAttr(v); });
  }
  FloatAttr f64(double v) {
    return cached(f64Attrs, llvm::bit_cast<uint64_t>(v),
                  [&] { return b.getF64FloatAttr(v); });
  }
  /// `cache[key]`, made by `make` the first time (and every time for the
  /// two keys a DenseMap reserves).
  template <typename Key, typename AttrT, typename Make>
  static AttrT cached(llvm::DenseMap<Key, AttrT> &cache, Key key, Make make) {
    using Info = llvm::DenseMapInfo<Key>;
    if (key == Info::getEmptyKey() || key == Info::getTombstoneKey())
      return make();
    AttrT &attr = cache[key];
    if (!attr)
      attr = make();
    return attr;
  }
  /// A kernel's name, its sizes and an element type as attributes, each made
  /// once per distinct value (a step has a few dozen kernels, a few hundred
  /// size lists and a few element types over a million commands). A size
  /// list is keyed by the attribute's own elements, which live as long as
  /// the context.
  StringAttr kernelName(StringRef name) {
    StringAttr &attr = kernelNames[name];
    if (!attr)
      attr = b.getStringAttr(name);
    return attr;
  }
  DenseI64ArrayAttr sizesAttr(ArrayRef<int64_t> sizes) {
    if (auto it = sizeLists.find(sizes); it != sizeLists.end())
      return it->second;
    DenseI64ArrayAttr attr = b.getDenseI64ArrayAttr(sizes);
    sizeLists.try_emplace(attr.asArrayRef(), attr);
    return attr;
  }
  TypeAttr typeAttr(Type type) {
    return cached(typeAttrs, type, [&] { return TypeAttr::get(type); });
  }
  /// A device copy's batch fields: none (zero).
  void setNoBatchField(CopyCommandOp command) {
    command.setMicrobatchAttr(i64(0));
    command.setVocabAttr(i64(0));
    command.setCountAttr(i64(0));
    command.setSeqAttr(i64(0));
  }
  /// The command label of `op`: its name and job ("matmul forward:3"),
  /// made once per op name and job.
  StringAttr labelOf(Operation *op);

  func::FuncOp func;
  const OpCostModel &cost;
  MeshOp mesh;
  const MemoryPlan *kept;
  const EventIds &eventIds;
  ArrayRef<Operation *> ops;
  OpBuilder b;
  /// Detached blocks, one per role this run emits to.
  std::map<StreamRole, std::unique_ptr<Block>> queues;
  int64_t numCommands = 0;
  llvm::DenseMap<std::pair<OperationName, Attribute>, StringAttr> labels;
  llvm::DenseMap<int64_t, IntegerAttr> i64Attrs;
  llvm::DenseMap<uint64_t, FloatAttr> f64Attrs;
  llvm::StringMap<StringAttr> kernelNames;
  llvm::DenseMap<ArrayRef<int64_t>, DenseI64ArrayAttr> sizeLists;
  llvm::DenseMap<Type, TypeAttr> typeAttrs;
  /// The slice attributes of the commands other than kernels and GEMMs
  /// (which hold their slices by value), made once per arena, offset and size:
  /// a step's million such operands name about a hundred thousand slices
  /// (buffers reused micro-batch after micro-batch), and the context's
  /// uniquer, shared by the threads, would search its table of every
  /// attribute for each of them.
  llvm::DenseMap<std::tuple<uint8_t, int64_t, int64_t>, SliceAttr> slices;
};

} // namespace

StringAttr CommandEmitter::labelOf(Operation *op) {
  auto tag = dyn_cast_or_null<JobTagAttr>(
      op->getDiscardableAttr(OvlDialect::kJobAttrName));
  StringAttr &label = labels[{op->getName(), tag}];
  if (label)
    return label;
  std::string text = op->getName().stripDialect().str();
  if (tag) {
    text += " " + stringifyJobKind(tag.getKind()).str() + ":" +
            std::to_string(tag.getMicrobatch());
    if (tag.getChunk() != 0) // Interleaved: "forward:3.1" is chunk 1.
      text += "." + std::to_string(tag.getChunk());
  }
  label = b.getStringAttr(text);
  return label;
}

SliceAttr CommandEmitter::attr(Slice slice) {
  SliceAttr &made = slices[{static_cast<uint8_t>(slice.arena), slice.offset,
                            slice.bytes}];
  if (!made)
    made = slice.getAttr(b.getContext());
  return made;
}

FailureOr<Slice> CommandEmitter::buffer(Value value, Operation *user) {
  if (std::optional<MemoryPlan::Buffer> planned =
          getPlannedBuffer(value, kept))
    return Slice{planned->arena, planned->offset, planned->bytes};
  return user->emitOpError(
      "uses a value without a planned buffer; run ovl-plan-memory first (one "
      "with annotate=false keeps its plan only for a lowering right after it, "
      "in the same run)");
}

template <typename OpTy>
void CommandEmitter::emit(Operation *source, StreamRole role, double estimateUs,
                          llvm::function_ref<void(OpTy)> setFields) {
  std::unique_ptr<Block> &queue = queues[role];
  if (!queue)
    queue = std::make_unique<Block>();
  b.setInsertionPointToEnd(queue.get());
  auto command = OpTy::create(b, source->getLoc(), TypeRange{}, ValueRange{},
                              ArrayRef<NamedAttribute>{});
  setFields(command);
  command.setEstUsAttr(f64(estimateUs));
  if (auto declared = dyn_cast_or_null<FloatAttr>(
          source->getDiscardableAttr(OvlDialect::kDurationAttrName)))
    command.setFixedUsAttr(declared);
  if (auto opaque = dyn_cast<OpaqueOp>(source))
    if (opaque.getDurationUs())
      command.setFixedUsAttr(opaque.getDurationUsAttr());
  command.setLabelAttr(labelOf(source));
  ++numCommands;
}

void CommandEmitter::emitKernel(Operation *source, StreamRole role,
                                double estimateUs, StringRef kernel,
                                ArrayRef<Slice> buffers,
                                ArrayRef<int64_t> sizes,
                                ArrayRef<double> params, TypeAttr dtype,
                                const KernelWork &work, ArrayAttr group) {
  emit<KernelCommandOp>(source, role, estimateUs, [&](KernelCommandOp command) {
    command.setKernelAttr(kernelName(kernel));
    command.setBuffers(buffers);
    command.setSizesAttr(sizesAttr(sizes));
    command.setParamsAttr(b.getDenseF64ArrayAttr(params));
    command.setDtypeAttr(dtype);
    command.setFlopsAttr(f64(work.flops));
    command.setBytesAttr(f64(work.bytes));
    command.setTensorCoreAttr(b.getBoolAttr(work.tensorCore()));
    if (group)
      command.setGroupAttr(group);
  });
}

LogicalResult CommandEmitter::lowerCompute(Operation *op) {
  StreamRole role = getStreamRole(op);
  // The element type the op computes in: its first floating-point operand's
  // or result's (token ids are not what a kernel computes with).
  Type element = b.getF32Type();
  for (Value v : llvm::concat<Value>(op->getOperands(), op->getResults()))
    if (auto shaped = dyn_cast<ShapedType>(v.getType()))
      if (isa<FloatType>(shaped.getElementType())) {
        element = shaped.getElementType();
        break;
      }
  std::string dtype = getDTypeName(element);
  TypeAttr dtypeAttr = typeAttr(element);

  // GEMMs first (linear, matmul, matmul_grad).
  SmallVector<GemmShape, 2> gemms = getGemmShapes(op);
  if (!gemms.empty()) {
    SmallVector<std::array<Value, 3>, 2> abc;
    if (auto linear = dyn_cast<LinearOp>(op))
      abc.push_back({linear.getInput(), linear.getWeight(), linear.getResult()});
    else if (auto matmul = dyn_cast<MatmulOp>(op))
      abc.push_back({matmul.getLhs(), matmul.getRhs(), matmul.getResult()});
    else if (auto grad = dyn_cast<MatmulGradOp>(op)) {
      abc.push_back({grad.getResultGrad(), grad.getWeight(), grad.getInputGrad()});
      // wgrad: x^T dy, or dy^T x for a transposed weight.
      if (grad.getTransposeWeight())
        abc.push_back(
            {grad.getResultGrad(), grad.getInput(), grad.getWeightGrad()});
      else
        abc.push_back(
            {grad.getInput(), grad.getResultGrad(), grad.getWeightGrad()});
    }
    for (auto [shape, values] : llvm::zip(gemms, abc)) {
      // A named copy: C++17 lambdas cannot capture structured bindings.
      const GemmShape gemm = shape;
      FailureOr<Slice> a = buffer(values[0], op), bb = buffer(values[1], op),
                       c = buffer(values[2], op);
      if (failed(a) || failed(bb) || failed(c))
        return failure();
      emit<GemmCommandOp>(
          op, role, cost.gemmUs(gemm, dtype), [&](GemmCommandOp command) {
            command.setA(*a);
            command.setB(*bb);
            command.setC(*c);
            command.setMAttr(i64(gemm.m));
            command.setNAttr(i64(gemm.n));
            command.setKAttr(i64(gemm.k));
            command.setBatchAttr(i64(gemm.batch));
            command.setStrideAAttr(i64(gemm.strideA));
            command.setStrideBAttr(i64(gemm.strideB));
            command.setStrideCAttr(i64(gemm.strideC));
            command.setTransposeAAttr(b.getBoolAttr(gemm.transA));
            command.setTransposeBAttr(b.getBoolAttr(gemm.transB));
            command.setAccumulateAttr(b.getBoolAttr(false));
            command.setDtypeAttr(dtypeAttr);
          });
    }
  }

  std::optional<KernelWork> work = getKernelWork(op);
  if (!work)
    return success();

  // Kernels: operands placed by the kernel's enums (ovl/runtime/
  // CommandSchema.h), so their order is the runtime's by construction.
  namespace k = ::ovl::rt::kernel;
  using ::ovl::rt::KernelOp;
  std::string kernel;
  SmallVector<Value> slots;
  SmallVector<int64_t> sizes;
  SmallVector<double> params;
  ArrayAttr group;
  auto start = [&](KernelOp kind) {
    const ::ovl::rt::CommandSchema &schema = ::ovl::rt::kernelSchema(kind);
    kernel = ::ovl::rt::kernelOpName(kind);
    slots.assign(schema.slices.size(), Value());
    sizes.assign(schema.ints.size(), -1);
    params.assign(schema.floats.size(), std::nan(""));
  };
  // One kernel command from the current kernel, sizes, params and group.
  auto emitCurrentKernel = [&](ArrayRef<Slice> buffers,
                               const KernelWork &work) {
    emitKernel(op, role, cost.kernelUs(work, dtype), kernel, buffers, sizes,
               params, dtypeAttr, work, group);
  };
  // A sum of squares: one command per operand, each adding to the result
  // after the first (same stream, so in operand order).
  if (auto sumSquares = dyn_cast<SumSquaresOp>(op)) {
    using namespace k::sum_squares;
    start(KernelOp::SumSquares);
    FailureOr<Slice> out = buffer(sumSquares.getResult(), op);
    if (failed(out))
      return failure();
    for (auto [index, input] : llvm::enumerate(sumSquares.getInputs())) {
      FailureOr<Slice> in = buffer(input, op);
      if (failed(in))
        return failure();
      sizes[N] = numElements(input);
      sizes[Accumulate] = index > 0;
      emitCurrentKernel(
          {*in, *out},
          KernelWork{2.0 * sizes[N],
                     sizes[N] * element.getIntOrFloatBitWidth() / 8.0});
    }
    return success();
  }
  // What the optimizer updates share, placed alike in sgd and adamw (the
  // validator and lrScheduleOf rely on it): the parameter, a function
  // argument updated in place, its gradient, the learning rate and its
  // schedule, and the weight decay (at `wd`) and min_lr (at `minLr`).
  namespace opt = k::sgd;
  auto optimizerUpdate = [&](auto update, KernelOp kind, unsigned wd,
                             unsigned minLr) -> LogicalResult {
    auto param = dyn_cast<BlockArgument>(update.getParam());
    if (!param)
      return update.emitOpError("updates a value that is not a function "
                                "argument");
    start(kind);
    slots[opt::Param] = update.getParam(), slots[opt::Grad] = update.getGrad();
    sizes[opt::N] = numElements(update.getParam());
    sizes[opt::ParamId] = static_cast<int64_t>(param.getArgNumber());
    params[opt::Lr] = update.getLr().convertToDouble();
    params[wd] = update.getWeightDecay().convertToDouble();
    StringRef style = update.getLrDecayStyle();
    sizes[opt::LrStyle] = int64_t(
        style == "linear"   ? ::ovl::rt::LrDecayStyle::Linear
        : style == "cosine" ? ::ovl::rt::LrDecayStyle::Cosine
                            : ::ovl::rt::LrDecayStyle::Constant);
    sizes[opt::LrWarmup] = update.getLrWarmupIters();
    sizes[opt::LrDecayIters] = update.getLrDecayIters();
    params[minLr] = update.getMinLr().convertToDouble();
    return success();
  };
  auto rowsOf = [](Value logits) {
    auto type = cast<RankedTensorType>(logits.getType());
    return type.getNumElements() / type.getShape().back();
  };
  auto lastDim = [](Value v) {
    return cast<RankedTensorType>(v.getType()).getShape().back();
  };
  LogicalResult known =
      llvm::TypeSwitch<Operation *, LogicalResult>(op)
          .Case<LinearOp>([&](LinearOp linear) {
            // The bias, broadcast over the rows, in place.
            using namespace k::binary;
            start(KernelOp::Add);
            slots[Lhs] = linear.getResult(), slots[Rhs] = linear.getBias();
            slots[Out] = linear.getResult();
            sizes[N] = numElements(linear.getResult());
            sizes[Period] = numElements(linear.getBias());
            return success();
          })
          .Case<AddOp, MulOp>([&](auto binary) {
            using namespace k::binary;
            start(isa<AddOp>(op) ? KernelOp::Add : KernelOp::Mul);
            slots[Lhs] = binary.getLhs(), slots[Rhs] = binary.getRhs();
            slots[Out] = binary.getResult();
            sizes[N] = numElements(binary.getLhs());
            sizes[Period] = numElements(binary.getRhs());
            return success();
          })
          .Case<GeluOp>([&](GeluOp gelu) {
            using namespace k::gelu;
            start(KernelOp::Gelu);
            slots[In] = gelu.getInput(), slots[Out] = gelu.getResult();
            sizes[N] = numElements(gelu.getInput());
            return success();
          })
          .Case<GeluGradOp>([&](GeluGradOp grad) {
            using namespace k::gelu_grad;
            start(KernelOp::GeluGrad);
            slots[In] = grad.getInput(), slots[Dout] = grad.getResultGrad();
            slots[Din] = grad.getInputGrad();
            sizes[N] = numElements(grad.getInput());
            return success();
          })
          .Case<DropoutOp>([&](DropoutOp dropout) {
            using namespace k::dropout;
            start(KernelOp::Dropout);
            slots[In] = dropout.getInput(), slots[Out] = dropout.getResult();
            sizes[N] = numElements(dropout.getInput());
            sizes[Seed] = dropout.getSeed();
            sizes[Offset] = dropout.getOffset();
            params[Ratio] = dropout.getRatio().convertToDouble();
            if (std::optional<ArrayAttr> over = dropout.getGroup())
              group = *over;
            return success();
          })
          .Case<BiasGradOp>([&](BiasGradOp grad) {
            using namespace k::reduce_rows;
            start(KernelOp::ReduceRows);
            slots[In] = grad.getInput(), slots[Out] = grad.getResult();
            sizes[Cols] = numElements(grad.getResult());
            sizes[Rows] = numElements(grad.getInput()) / sizes[Cols];
            return success();
          })
          .Case<LayerNormOp>([&](LayerNormOp ln) {
            using namespace k::layer_norm;
            start(KernelOp::LayerNorm);
            slots[In] = ln.getInput(), slots[Gamma] = ln.getGamma();
            slots[Beta] = ln.getBeta(), slots[Out] = ln.getResult();
            slots[Mean] = ln.getMean(), slots[Rstd] = ln.getRstd();
            sizes[Rows] = rowsOf(ln.getInput());
            sizes[Cols] = lastDim(ln.getInput());
            params[Eps] = ln.getEpsilon().convertToDouble();
            return success();
          })
          .Case<LayerNormGradOp>([&](LayerNormGradOp ln) {
            using namespace k::layer_norm_grad;
            start(KernelOp::LayerNormGrad);
            slots[In] = ln.getInput(), slots[Gamma] = ln.getGamma();
            slots[Mean] = ln.getMean(), slots[Rstd] = ln.getRstd();
            slots[Dout] = ln.getResultGrad(), slots[Din] = ln.getInputGrad();
            slots[Dgamma] = ln.getGammaGrad(), slots[Dbeta] = ln.getBetaGrad();
            sizes[Rows] = rowsOf(ln.getInput());
            sizes[Cols] = lastDim(ln.getInput());
            return success();
          })
          .Case<RMSNormOp>([&](RMSNormOp rms) {
            using namespace k::rms_norm;
            start(KernelOp::RmsNorm);
            slots[In] = rms.getInput(), slots[Gamma] = rms.getGamma();
            slots[Out] = rms.getResult(), slots[Rstd] = rms.getRstd();
            sizes[Rows] = rowsOf(rms.getInput());
            sizes[Cols] = lastDim(rms.getInput());
            params[Eps] = rms.getEpsilon().convertToDouble();
            return success();
          })
          .Case<RMSNormGradOp>([&](RMSNormGradOp rms) {
            using namespace k::rms_norm_grad;
            start(KernelOp::RmsNormGrad);
            slots[In] = rms.getInput(), slots[Gamma] = rms.getGamma();
            slots[Rstd] = rms.getRstd(), slots[Dout] = rms.getResultGrad();
            slots[Din] = rms.getInputGrad();
            slots[Dgamma] = rms.getGammaGrad();
            sizes[Rows] = rowsOf(rms.getInput());
            sizes[Cols] = lastDim(rms.getInput());
            return success();
          })
          .Case<SwigluOp>([&](SwigluOp glu) {
            using namespace k::swiglu;
            start(KernelOp::Swiglu);
            slots[In] = glu.getInput(), slots[Out] = glu.getResult();
            sizes[Rows] = rowsOf(glu.getResult());
            sizes[Cols] = lastDim(glu.getResult());
            return success();
          })
          .Case<SwigluGradOp>([&](SwigluGradOp glu) {
            using namespace k::swiglu_grad;
            start(KernelOp::SwigluGrad);
            slots[In] = glu.getInput(), slots[Dout] = glu.getResultGrad();
            slots[Din] = glu.getInputGrad();
            sizes[Rows] = rowsOf(glu.getResultGrad());
            sizes[Cols] = lastDim(glu.getResultGrad());
            return success();
          })
          .Case<RopeOp, RopeGradOp>([&](auto rope) {
            // rope_grad's operands are rope's (the validator checks).
            using namespace k::rope;
            auto qkv = cast<RankedTensorType>(rope.getInput().getType());
            int64_t heads = rope.getNumHeads();
            start(isa<RopeGradOp>(op) ? KernelOp::RopeGrad : KernelOp::Rope);
            slots[In] = rope.getInput(), slots[Out] = rope.getResult();
            sizes[Batch] = qkv.getDimSize(0), sizes[Seq] = qkv.getDimSize(1);
            sizes[Heads] = heads, sizes[Dim] = rope.getHeadDim();
            sizes[Groups] = rope.getNumQueryGroups().value_or(0);
            sizes[RotaryDim] = rope.getRotaryDim();
            params[Base] = rope.getBase().convertToDouble();
            return success();
          })
          .Case<AttentionOp, AttentionGradOp>([&](auto attention) {
            // attention_grad's first operands are attention's (the
            // validator checks the enums agree).
            using namespace k::attention;
            auto qkv = cast<RankedTensorType>(attention.getQkv().getType());
            int64_t heads = attention.getNumHeads();
            auto bwd = dyn_cast<AttentionGradOp>(op);
            start(bwd ? KernelOp::AttentionGrad : KernelOp::Attention);
            sizes[Batch] = qkv.getDimSize(0), sizes[Seq] = qkv.getDimSize(1);
            sizes[Heads] = heads, sizes[Dim] = attention.getHeadDim();
            sizes[Groups] = attention.getNumQueryGroups().value_or(0);
            sizes[Causal] = attention.getCausal() ? 1 : 0;
            sizes[Unfused] = attention.getUnfused() ? 1 : 0;
            std::optional<APFloat> ratio = attention.getDropoutRatio();
            params[Dropout] = ratio ? ratio->convertToDouble() : 0.0;
            sizes[Seed] = attention.getDropoutSeed();
            if (std::optional<ArrayAttr> over = attention.getDropoutGroup())
              group = *over;
            slots[Qkv] = attention.getQkv();
            slots[Out] = attention.getResult();
            slots[Lse] = attention.getLogsumexp();
            if (bwd) {
              slots[k::attention_grad::Dout] = bwd.getResultGrad();
              slots[k::attention_grad::Dqkv] = bwd.getQkvGrad();
            }
            return success();
          })
          .Case<EmbeddingOp>([&](EmbeddingOp emb) {
            using namespace k::embedding;
            auto table = cast<RankedTensorType>(emb.getTable().getType());
            start(KernelOp::Embedding);
            slots[Tokens] = emb.getTokens(), slots[Table] = emb.getTable();
            slots[Out] = emb.getResult();
            sizes[Count] = numElements(emb.getTokens());
            sizes[Vocab] = table.getDimSize(0);
            sizes[Hidden] = table.getDimSize(1);
            group = emb.getVocabGroupAttr();
            return success();
          })
          .Case<EmbeddingGradOp>([&](EmbeddingGradOp emb) {
            using namespace k::embedding_grad;
            auto table = cast<RankedTensorType>(emb.getTableGrad().getType());
            start(KernelOp::EmbeddingGrad);
            slots[Tokens] = emb.getTokens(), slots[Dout] = emb.getResultGrad();
            slots[Dtable] = emb.getTableGrad();
            sizes[Count] = numElements(emb.getTokens());
            sizes[Vocab] = table.getDimSize(0);
            sizes[Hidden] = table.getDimSize(1);
            group = emb.getVocabGroupAttr();
            return success();
          })
          .Case<CrossEntropyMaxOp>([&](CrossEntropyMaxOp ce) {
            using namespace k::ce_max;
            start(KernelOp::CeMax);
            slots[Logits] = ce.getLogits(), slots[Out] = ce.getResult();
            sizes[Rows] = rowsOf(ce.getLogits());
            sizes[Vocab] = lastDim(ce.getLogits());
            return success();
          })
          .Case<CrossEntropyStatsOp>([&](CrossEntropyStatsOp ce) {
            using namespace k::ce_stats;
            start(KernelOp::CeStats);
            slots[Logits] = ce.getLogits(), slots[Max] = ce.getRowMax();
            slots[Labels] = ce.getLabels(), slots[Out] = ce.getResult();
            sizes[Rows] = rowsOf(ce.getLogits());
            sizes[Vocab] = lastDim(ce.getLogits());
            group = ce.getVocabGroupAttr();
            return success();
          })
          .Case<CrossEntropyLossOp>([&](CrossEntropyLossOp ce) {
            using namespace k::ce_loss;
            start(KernelOp::CeLoss);
            slots[Stats] = ce.getStats(), slots[Out] = ce.getLoss();
            sizes[Rows] = numElements(ce.getStats()) / 2;
            return success();
          })
          .Case<CrossEntropyGradOp>([&](CrossEntropyGradOp ce) {
            using namespace k::ce_grad;
            start(KernelOp::CeGrad);
            slots[Logits] = ce.getLogits(), slots[Max] = ce.getRowMax();
            slots[Stats] = ce.getStats(), slots[Labels] = ce.getLabels();
            slots[Out] = ce.getLogitsGrad();
            sizes[Rows] = rowsOf(ce.getLogits());
            sizes[Vocab] = lastDim(ce.getLogits());
            params[Scale] = ce.getScale().convertToDouble();
            group = ce.getVocabGroupAttr();
            return success();
          })
          .Case<LogLossOp>([&](LogLossOp log) {
            start(KernelOp::LogLoss);
            slots[k::log_loss::Loss] = log.getLoss();
            return success();
          })
          .Case<SGDUpdateOp>([&](SGDUpdateOp sgd) -> LogicalResult {
            using namespace k::sgd;
            if (failed(optimizerUpdate(sgd, KernelOp::Sgd, Wd, MinLr)))
              return failure();
            slots[Momentum] = sgd.getMomentumBuffer();
            params[Mom] = sgd.getMomentum().convertToDouble();
            return success();
          })
          .Case<AdamWUpdateOp>([&](AdamWUpdateOp adam) -> LogicalResult {
            using namespace k::adamw;
            if (failed(optimizerUpdate(adam, KernelOp::AdamW, Wd, MinLr)))
              return failure();
            slots[ExpAvg] = adam.getExpAvg();
            slots[ExpAvgSq] = adam.getExpAvgSq();
            params[Beta1] = adam.getBeta1().convertToDouble();
            params[Beta2] = adam.getBeta2().convertToDouble();
            params[Eps] = adam.getEps().convertToDouble();
            return success();
          })
          .Case<LocalShardOp>([&](LocalShardOp shard) {
            using namespace k::local_shard;
            start(KernelOp::LocalShard);
            slots[In] = shard.getInput(), slots[Out] = shard.getResult();
            sizes[N] = numElements(shard.getResult());
            group = shard.getGroupAttr();
            return success();
          })
          .Case<ConvertOp>([&](ConvertOp convert) {
            using namespace k::convert;
            auto dtypeOf = [](Value v) {
              Type element =
                  cast<RankedTensorType>(v.getType()).getElementType();
              return int64_t(element.isBF16() ? ::ovl::rt::DType::BF16
                                              : ::ovl::rt::DType::F32);
            };
            start(KernelOp::Convert);
            slots[In] = convert.getInput(), slots[Out] = convert.getResult();
            sizes[N] = numElements(convert.getInput());
            sizes[From] = dtypeOf(convert.getInput());
            sizes[To] = dtypeOf(convert.getResult());
            return success();
          })
          .Case<ClipByGlobalNormOp>([&](ClipByGlobalNormOp clip) {
            using namespace k::clip_by_norm;
            start(KernelOp::ClipByNorm);
            slots[Grad] = clip.getGrad(), slots[NormSq] = clip.getNormSq();
            slots[Out] = clip.getResult();
            sizes[N] = numElements(clip.getGrad());
            params[MaxNorm] = clip.getMaxNorm().convertToDouble();
            return success();
          })
          .Case<OpaqueOp>([&](OpaqueOp opaque) {
            start(KernelOp::Opaque); // Variadic: its results, in order.
            slots.assign(opaque.getResults().begin(), opaque.getResults().end());
            return success();
          })
          .Default([&](Operation *) {
            return op->emitOpError("has no runtime kernel");
          });
  if (failed(known))
    return failure();
  // Every operand placed: a kernel case that misses one is a compiler bug.
  if (llvm::any_of(slots, [](Value v) { return !v; }) ||
      llvm::any_of(sizes, [](int64_t v) { return v < 0; }) ||
      llvm::any_of(params, [](double v) { return std::isnan(v); }))
    return op->emitOpError("lowers to kernel '")
           << kernel << "' with an operand left unset (a lowering bug)";
  SmallVector<Slice> buffers;
  for (Value slot : slots) {
    FailureOr<Slice> slice = buffer(slot, op);
    if (failed(slice))
      return failure();
    buffers.push_back(*slice);
  }
  emitCurrentKernel(buffers, *work);
  return success();
}

LogicalResult CommandEmitter::lowerCommunication(CommunicationOp comm) {
  Operation *op = comm.getOperation();
  StreamRole role = getStreamRole(op);
  double estimate = cost.communicationUs(comm);
  Value delivered = op->getNumResults() ? op->getResult(0) : Value();
  TypeAttr dtype = typeAttr(comm.getDeliveredType().getElementType());
  if (comm.getCommKind() == CommKind::send ||
      comm.getCommKind() == CommKind::recv) {
    bool send = comm.getCommKind() == CommKind::send;
    FailureOr<Slice> slice = buffer(send ? comm.getPayload() : delivered, op);
    if (failed(slice))
      return failure();
    auto peer = op->getAttrOfType<IntegerAttr>("peer");
    auto axis = op->getAttrOfType<StringAttr>("axis");
    emit<P2PCommandOp>(op, role, estimate, [&](P2PCommandOp command) {
      command.setSendAttr(b.getBoolAttr(send));
      command.setAxisAttr(axis);
      command.setPeerAttr(i64(peer.getInt()));
      command.setBufferAttr(attr(*slice));
      command.setDtypeAttr(dtype);
    });
    return success();
  }
  FailureOr<Slice> input = buffer(comm.getPayload(), op),
                   output = buffer(delivered, op);
  if (failed(input) || failed(output))
    return failure();
  auto inputType = cast<RankedTensorType>(comm.getPayload().getType());
  int64_t count = inputType.getNumElements(), outer = 1, inner = 0, root = 0;
  if (auto dim = op->getAttrOfType<IntegerAttr>("dim")) {
    for (int64_t d = 0; d < dim.getInt(); ++d)
      outer *= inputType.getDimSize(d);
    inner = count / outer;
  }
  if (auto rootAttr = op->getAttrOfType<IntegerAttr>("root"))
    root = rootAttr.getInt();
  ReductionKind reduction = comm.getReductionIfAny().value_or(ReductionKind::sum);
  emit<CollectiveCommandOp>(
      op, role, estimate, [&](CollectiveCommandOp command) {
        command.setKindAttr(
            CommKindAttr::get(b.getContext(), comm.getCommKind()));
        command.setReductionAttr(
            ReductionKindAttr::get(b.getContext(), reduction));
        command.setGroupAttr(comm.getGroupAxes());
        command.setInputAttr(attr(*input));
        command.setOutputAttr(attr(*output));
        command.setCountAttr(i64(count));
        command.setOuterAttr(i64(outer));
        command.setInnerAttr(i64(inner));
        command.setRootAttr(i64(root));
        command.setDtypeAttr(dtype);
      });
  return success();
}

LogicalResult CommandEmitter::lowerSlice(tensor::ExtractSliceOp slice) {
  FailureOr<Slice> source = buffer(slice.getSource(), slice),
                   result = buffer(slice.getResult(), slice);
  if (failed(source) || failed(result))
    return failure();
  auto sourceType = cast<RankedTensorType>(slice.getSourceType());
  int64_t element = (sourceType.getElementTypeBitWidth() + 7) / 8;
  ArrayRef<int64_t> shape = sourceType.getShape();
  ArrayRef<int64_t> offsets = slice.getStaticOffsets();
  int64_t linear = 0;
  for (auto [size, offset] : llvm::zip(shape, offsets))
    linear = linear * size + offset;
  // A view: the planner placed the slice inside its source.
  if (result->getArena() == source->getArena() &&
      result->getOffset() == source->getOffset() + linear * element)
    return success();
  // Otherwise copy it out, row by row (a slice of a matrix).
  if (sourceType.getRank() != 2 || !slice.hasUnitStride())
    return slice.emitOpError("cannot lower a non-contiguous slice of a rank-")
           << sourceType.getRank() << " tensor; slice a matrix instead";
  ArrayRef<int64_t> sizes = slice.getStaticSizes();
  int64_t rows = sizes[0], cols = sizes[1], stride = shape[1];
  Slice in{source->arena, source->offset + linear * element,
           ((rows - 1) * stride + cols) * element};
  emitCopyRows(slice, in, *result, rows, cols, stride, cols,
               sourceType.getElementType());
  return success();
}

void CommandEmitter::emitCopyRows(Operation *op, Slice in, Slice out,
                                  int64_t rows, int64_t cols, int64_t inStride,
                                  int64_t outStride, Type element) {
  int64_t bytes = (element.getIntOrFloatBitWidth() + 7) / 8;
  KernelWork work{0.0, 2.0 * rows * cols * bytes};
  emitKernel(op, getStreamRole(op), cost.kernelUs(work, "f32"), "copy_rows",
             {in, out}, {rows, cols, inStride, outStride}, {},
             typeAttr(element), work);
}

LogicalResult CommandEmitter::lowerConcat(tensor::ConcatOp concat) {
  FailureOr<Slice> result = buffer(concat.getResult(), concat);
  if (failed(result))
    return failure();
  auto resultType = cast<RankedTensorType>(concat.getType());
  bool contiguous = true;
  for (uint64_t d = 0; d < concat.getDim(); ++d)
    contiguous &= resultType.getDimSize(d) == 1;
  if (!contiguous)
    return lowerColumnConcat(concat, *result);
  int64_t running = 0;
  for (Value input : concat.getInputs()) {
    FailureOr<Slice> part = buffer(input, concat);
    if (failed(part))
      return failure();
    Slice target{result->arena, result->offset + running, part->bytes};
    running += part->getBytes();
    if (*part == target)
      continue; // Built in place by the memory plan.
    emit<CopyCommandOp>(concat, getStreamRole(concat),
                        cost.getModel().copyUs(part->getBytes()),
                        [&](CopyCommandOp command) {
                          command.setSourceAttr(attr(*part));
                          command.setDestinationAttr(attr(target));
                          setNoBatchField(command);
                        });
  }
  return success();
}

LogicalResult CommandEmitter::lowerColumnConcat(tensor::ConcatOp concat,
                                                Slice result) {
  // A matrix's column blocks (ovl-decompose-collective-matmul reassembles
  // strided whole-sequence values so): each part copied row by row into
  // its columns.
  auto resultType = cast<RankedTensorType>(concat.getType());
  if (resultType.getRank() != 2 || concat.getDim() != 1)
    return concat.emitOpError(
        "concatenates along a dimension whose blocks are not contiguous; "
        "only a matrix's columns can be concatenated so");
  int64_t element = (resultType.getElementTypeBitWidth() + 7) / 8;
  int64_t rows = resultType.getDimSize(0), width = resultType.getDimSize(1);
  int64_t column = 0;
  for (Value input : concat.getInputs()) {
    FailureOr<Slice> part = buffer(input, concat);
    if (failed(part))
      return failure();
    int64_t cols = cast<RankedTensorType>(input.getType()).getDimSize(1);
    Slice out{result.arena, result.offset + column * element,
              ((rows - 1) * width + cols) * element};
    column += cols;
    emitCopyRows(concat, *part, out, rows, cols, cols, width,
                 resultType.getElementType());
  }
  return success();
}

LogicalResult CommandEmitter::checkReturn(func::ReturnOp ret) {
  // Every result is the in-place update of the argument at its position.
  if (ret.getNumOperands() != func.getNumArguments() &&
      ret.getNumOperands() != 0)
    return ret.emitOpError()
           << "a stage function returns the new value of each of its "
           << func.getNumArguments() << " arguments, or nothing";
  for (auto [index, value] : llvm::enumerate(ret.getOperands())) {
    FailureOr<Slice> returned = buffer(value, ret);
    auto argBuffer = func.getArgAttrOfType<SliceAttr>(
        index, OvlDialect::kBufferAttrName);
    if (failed(returned) || !argBuffer || *returned != Slice::get(argBuffer))
      return ret.emitOpError()
             << "result " << index
             << " is not the in-place update of argument " << index;
  }
  return success();
}

LogicalResult CommandEmitter::lowerOp(Operation *op) {
  if (auto ret = dyn_cast<func::ReturnOp>(op))
    return checkReturn(ret);
  if (auto record = dyn_cast<EventRecordOp>(op)) {
    int64_t id = eventIds.find(record.getEvent())->second.front();
    emit<RecordCommandOp>(
        op, record.getStream(), 0.0,
        [&](RecordCommandOp command) { command.setEvent(id); });
    return success();
  }
  if (isa<EventJoinOp>(op))
    return success(); // Numbered with the records, before the runs.
  if (auto wait = dyn_cast<EventWaitOp>(op)) {
    auto ids = eventIds.find(wait.getEvent());
    for (int64_t id : ids == eventIds.end() ? ArrayRef<int64_t>{}
                                            : ArrayRef<int64_t>(ids->second))
      emit<WaitCommandOp>(op, wait.getStream(), 0.0,
                          [&](WaitCommandOp command) { command.setEvent(id); });
    return success();
  }
  if (isa<WaitOp, tensor::CollapseShapeOp, tensor::ExpandShapeOp>(op))
    return success(); // Ordering and views need no command.
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op))
    return lowerSlice(slice);
  if (auto concat = dyn_cast<tensor::ConcatOp>(op))
    return lowerConcat(concat);
  if (auto comm = dyn_cast<CommunicationOp>(op))
    return lowerCommunication(comm);
  if (auto load = dyn_cast<LoadBatchOp>(op)) {
    FailureOr<Slice> destination = buffer(load.getResult(), op);
    if (failed(destination))
      return failure();
    auto type = cast<RankedTensorType>(load.getType());
    // The replica is the rank's index over the data-parallel axes.
    SmallVector<StringRef> data;
    if (mesh)
      data = mesh.getAxesWithRole(AxisRole::data);
    emit<CopyCommandOp>(op, getStreamRole(op), cost.estimateUs(op),
                        [&](CopyCommandOp command) {
                          command.setHostFieldAttr(load.getFieldAttr());
                          command.setDestinationAttr(attr(*destination));
                          command.setMicrobatchAttr(i64(load.getMicrobatch()));
                          command.setVocabAttr(i64(load.getVocab()));
                          command.setCountAttr(i64(type.getNumElements()));
                          command.setSeqAttr(i64(type.getShape().back()));
                          if (!data.empty())
                            command.setGroupAttr(b.getStrArrayAttr(data));
                        });
    return success();
  }
  if (op->getDialect() && isa<OvlDialect>(op->getDialect()))
    return lowerCompute(op);
  return op->emitOpError("cannot be lowered to runtime commands");
}

LogicalResult CommandEmitter::lower() {
  LogicalResult lowered = success();
  for (Operation *op : ops)
    if (failed(lowerOp(op))) {
      lowered = failure();
      break;
    }
  // Only lowering reads the slice table: freed now rather than when every
  // run is done.
  slices = decltype(slices)();
  return lowered;
}

void CommandEmitter::appendTo(
    const std::map<StreamRole, Block *> &programQueues) {
  for (auto &[role, own] : queues) {
    Block *queue = programQueues.at(role);
    queue->getOperations().splice(queue->end(), own->getOperations());
  }
}

namespace {
/// Lowers one stage function into a program beside it: prepare() builds
/// the program, its persistent buffers and its queues, numbers the events
/// and cuts the function's ops into runs; each run is lowered by its own
/// CommandEmitter, at once with the others where threads allow; finish()
/// appends their commands to the queues in program order.
class StageLowering {
public:
  /// `opsPerRun`: how many ops each run lowers (0: all in one run).
  /// `kept`: as for CommandEmitter.
  StageLowering(func::FuncOp func, const OpCostModel &cost, MeshOp mesh,
                const MemoryPlan *kept, size_t opsPerRun)
      : func(func), cost(cost), mesh(mesh), kept(kept), opsPerRun(opsPerRun) {}

  LogicalResult prepare();
  size_t getNumRuns() const { return runs.size(); }
  LogicalResult lowerRun(size_t run) { return runs[run]->lower(); }
  /// Appends the runs' commands to the program, once every run is lowered.
  void finish();
  int64_t getNumCommands() const { return numCommands; }

private:
  func::FuncOp func;
  const OpCostModel &cost;
  MeshOp mesh;
  const MemoryPlan *kept;
  size_t opsPerRun;
  ProgramOp program;
  std::map<StreamRole, Block *> queues;
  EventIds eventIds;
  int64_t numEvents = 0;
  std::vector<Operation *> ops;
  std::vector<std::unique_ptr<CommandEmitter>> runs;
  int64_t numCommands = 0;
};
} // namespace

LogicalResult StageLowering::prepare() {
  if (!func->hasAttr(OvlDialect::kTransientBytesAttrName))
    return func.emitOpError("has no memory plan; run ovl-plan-memory first");
  Block &body = func.getBody().front();
  for (BlockArgument arg : body.getArguments())
    if (!func.getArgAttrOfType<ParamAttr>(arg.getArgNumber(),
                                          OvlDialect::kParamAttrName))
      return func.emitOpError()
             << "argument " << arg.getArgNumber()
             << " has no #ovl.param, so the runtime cannot initialize it";

  OpBuilder b(func.getContext());
  b.setInsertionPoint(func);
  auto transient =
      func->getAttrOfType<IntegerAttr>(OvlDialect::kTransientBytesAttrName);
  auto persistentBytes =
      func->getAttrOfType<IntegerAttr>(OvlDialect::kPersistentBytesAttrName);
  program = ProgramOp::create(
      b, func.getLoc(), func.getSymName(), getStageIndex(func).value_or(0),
      transient.getInt(), persistentBytes ? persistentBytes.getInt() : 0, 0);
  Block *programBody = new Block();
  program.getBody().push_back(programBody);

  b.setInsertionPointToEnd(programBody);
  for (BlockArgument arg : body.getArguments()) {
    unsigned i = arg.getArgNumber();
    auto slice = func.getArgAttrOfType<SliceAttr>(i, OvlDialect::kBufferAttrName);
    if (!slice)
      return func.emitOpError() << "argument " << i << " has no planned buffer";
    PersistentOp::create(
        b, func.getLoc(),
        func.getArgAttrOfType<ParamAttr>(i, OvlDialect::kParamAttrName),
        b.getI64IntegerAttr(slice.getOffset()), TypeAttr::get(arg.getType()));
  }
  // One walk: the ops, the stream roles in use, and the events numbered in
  // program order (a join stands for the records it joins).
  std::set<StreamRole> roles = {StreamRole::compute};
  for (Operation &op : body) {
    if (op.getNumRegions() != 0)
      return emitNotFlatError(&op, "ovl-lower-to-runtime");
    ops.push_back(&op);
    roles.insert(getStreamRole(&op));
    if (auto record = dyn_cast<EventRecordOp>(op)) {
      eventIds[record.getEvent()] = {numEvents++};
    } else if (auto join = dyn_cast<EventJoinOp>(op)) {
      SmallVector<int64_t, 2> ids;
      for (Value event : join.getEvents())
        ids.append(eventIds.lookup(event));
      eventIds[join.getEvent()] = std::move(ids);
    }
  }
  // One queue per stream role in use, compute first.
  int64_t index = 0;
  for (StreamRole role : roles) {
    b.setInsertionPointToEnd(programBody);
    auto queue = QueueOp::create(b, func.getLoc(), index++, role);
    queue.getBody().push_back(new Block());
    queues[role] = &queue.getBody().front();
  }
  size_t perRun = opsPerRun ? opsPerRun : std::max<size_t>(ops.size(), 1);
  for (size_t begin = 0; begin < ops.size(); begin += perRun)
    runs.push_back(std::make_unique<CommandEmitter>(
        func, cost, mesh, kept, eventIds,
        ArrayRef(ops).slice(begin, std::min(perRun, ops.size() - begin))));
  return success();
}

void StageLowering::finish() {
  for (std::unique_ptr<CommandEmitter> &run : runs) {
    run->appendTo(queues);
    numCommands += run->getNumCommands();
  }
  runs.clear();
  program.setNumEvents(numEvents);
}

namespace {
struct LowerToRuntimePass
    : public mlir::ovl::impl::LowerToRuntimePassBase<LowerToRuntimePass> {
  using Base::Base;
  void runOnOperation() override;

  /// The function's plan if the pass manager kept it from ovl-plan-memory
  /// (the pass just before, in the lowering pipeline).
  const MemoryPlan *plannedBy(func::FuncOp func) {
    auto cached = getCachedChildAnalysis<MemoryPlanAnalysis>(func);
    const MemoryPlan *plan = cached ? cached->get().getPlan() : nullptr;
    if (plan)
      ++numPlansReused;
    return plan;
  }
};
} // namespace

void LowerToRuntimePass::runOnOperation() {
  ModuleOp module = getOperation();
  FailureOr<::ovl::rt::DeviceSpec> device = loadDeviceSpec(devicePath, module);
  if (failed(device))
    return signalPassFailure();
  OpCostModel cost(*device);
  MeshOp mesh = lookupMesh(module);
  SmallVector<func::FuncOp> stages(module.getOps<func::FuncOp>());
  for (func::FuncOp func : stages) {
    if (func.isExternal())
      continue;
    // Commands run in stream order with the events they carry: a function
    // whose streams leave a use unordered, or whose memory plan lets two
    // live buffers share bytes, would race. Refuse it.
    if (failed(
            checkPassPreconditions(func, "ovl-lower-to-runtime", kNeedsFlat)))
      return signalPassFailure();
    // The proof only reads the function, and the lowering only reads it
    // too (it builds the program beside it): the proof and the lowering's
    // runs go to the context's threads at once (in turn when threading is
    // off). The lowering's diagnostics are held until the proof is done:
    // shown after the proof's if it passed, dropped if it refused the
    // function (the lowering of a refused function only repeats the
    // story); of the runs', those up to the first run that failed, as a
    // lowering in one run would stop there.
    const MemoryPlan *plan = plannedBy(func);
    StageLowering lowering(func, cost, mesh, plan, opsPerRun);
    HeldDiagnostics held(&getContext());
    HeldDiagnostics::List prepareHeld;
    LogicalResult proved = failure();
    auto prove = [&] { proved = verifyStreamsAndBuffers(func, plan); };
    LogicalResult prepared = failure();
    std::vector<HeldDiagnostics::List> runHeld;
    std::vector<LogicalResult> ran;
    auto prepare = [&] {
      prepared = held.hold(prepareHeld, [&] { return lowering.prepare(); });
      size_t numRuns = succeeded(prepared) ? lowering.getNumRuns() : 0;
      runHeld.resize(numRuns);
      ran.assign(numRuns, failure());
    };
    auto lowerRun = [&](size_t run) {
      ran[run] =
          held.hold(runHeld[run], [&] { return lowering.lowerRun(run); });
    };
    if (getContext().isMultithreadingEnabled()) {
      llvm::ThreadPoolTaskGroup tasks(getContext().getThreadPool());
      tasks.async(prove);
      prepare();
      for (size_t run = 0; run < ran.size(); ++run)
        tasks.async([&, run] { lowerRun(run); });
      tasks.wait();
    } else {
      prove();
      prepare();
      for (size_t run = 0; run < ran.size(); ++run) {
        lowerRun(run);
        if (failed(ran[run]))
          break;
      }
    }
    if (failed(proved))
      return signalPassFailure();
    held.release(prepareHeld);
    if (failed(prepared))
      return signalPassFailure();
    for (size_t run = 0; run < ran.size(); ++run) {
      held.release(runHeld[run]);
      if (failed(ran[run]))
        return signalPassFailure();
    }
    // The function is emptied first: erasing it as it is walks its ops
    // once more (its region drops every op's references, then its block
    // does it again): 0.19 to 0.20 s against 0.11 to 0.12 s for the 1.75M
    // ops of the 1M-op model's flat function. With threads, it is emptied
    // on one while the commands move to the program's queues: the two
    // touch disjoint ops (commands take no operands, so none uses a value
    // of the function).
    if (getContext().isMultithreadingEnabled()) {
      llvm::ThreadPoolTaskGroup tasks(getContext().getThreadPool());
      tasks.async([&] { func.getBody().front().clear(); });
      lowering.finish();
      tasks.wait();
    } else {
      lowering.finish();
      func.getBody().front().clear();
    }
    numCommands += lowering.getNumCommands();
    func.erase();
  }
  module->setAttr(OvlDialect::kDeviceAttrName,
                  StringAttr::get(&getContext(), device->name));
}
