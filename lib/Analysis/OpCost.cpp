//===- OpCost.cpp - The cost model applied to ovl ops ---------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// FLOP and byte counts per kernel (docs/cost-model.md): elementwise ops read
// their operands and write their result once; layer norm reads the input
// twice (statistics, then normalization); attention counts 4 B H S^2 D FLOPs
// (QK^T and PV, halved with a causal mask) on tensor cores, its backward 2.5x
// that (FlashAttention-2: five GEMMs against two); an `unfused` attention is
// priced as Megatron-LM's unfused path (CostModel::unfusedAttentionUs).
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/OpCost.h"

#include "ovl/Analysis/MemoryPlan.h"

#include "llvm/ADT/TypeSwitch.h"

#include <tuple>

using namespace mlir;
using namespace mlir::ovl;

std::string mlir::ovl::getDTypeName(Type type) {
  if (type.isBF16())
    return "bf16";
  if (type.isF16())
    return "f16";
  if (type.isInteger(32))
    return "i32";
  return "f32";
}

static int64_t numElements(Value v) {
  return cast<RankedTensorType>(v.getType()).getNumElements();
}

static double elementBytes(Value v) {
  auto type = cast<RankedTensorType>(v.getType());
  return (type.getElementTypeBitWidth() + 7) / 8;
}

SmallVector<GemmShape, 2> mlir::ovl::getGemmShapes(Operation *op) {
  SmallVector<GemmShape, 2> gemms;
  if (auto matmul = dyn_cast<MatmulOp>(op)) {
    auto lhs = cast<RankedTensorType>(matmul.getLhs().getType());
    auto rhs = cast<RankedTensorType>(matmul.getRhs().getType());
    int64_t rank = lhs.getRank();
    int64_t rows = lhs.getDimSize(rank - 2), cols = lhs.getDimSize(rank - 1);
    GemmShape g;
    g.transA = matmul.getTransposeA();
    g.transB = matmul.getTransposeB();
    g.m = g.transA ? cols : rows;
    g.k = g.transA ? rows : cols;
    g.n = g.transB ? rhs.getDimSize(rhs.getRank() - 2)
                   : rhs.getDimSize(rhs.getRank() - 1);
    int64_t batch = lhs.getNumElements() / (rows * cols);
    if (rhs.getRank() == 2 && !g.transA) {
      g.m *= batch; // A weight shared by the batch: one tall GEMM.
    } else {
      g.batch = batch;
      g.strideA = rows * cols;
      g.strideB = rhs.getRank() == 2 ? 0 : g.k * g.n;
      g.strideC = g.m * g.n;
    }
    gemms.push_back(g);
  } else if (auto linear = dyn_cast<LinearOp>(op)) {
    // y[T, N] = x[T, K] w[K, N], or x w^T with w[N, K] when transposed.
    auto weight = cast<RankedTensorType>(linear.getWeight().getType());
    bool transposed = linear.getTransposeWeight();
    GemmShape g;
    g.k = weight.getDimSize(transposed ? 1 : 0);
    g.n = weight.getDimSize(transposed ? 0 : 1);
    g.m = numElements(linear.getInput()) / g.k;
    g.transB = transposed;
    gemms.push_back(g);
  } else if (auto grad = dyn_cast<MatmulGradOp>(op)) {
    auto weight = cast<RankedTensorType>(grad.getWeight().getType());
    bool transposed = grad.getTransposeWeight();
    int64_t k = weight.getDimSize(transposed ? 1 : 0);
    int64_t n = weight.getDimSize(transposed ? 0 : 1);
    int64_t tokens = numElements(grad.getInput()) / k;
    GemmShape dgrad; // dx[T, K] = dy[T, N] w^T (dy w when transposed)
    dgrad.m = tokens;
    dgrad.n = k;
    dgrad.k = n;
    dgrad.transB = !transposed;
    GemmShape wgrad; // dw[K, N] = x^T[K, T] dy[T, N] (dy^T x: [N, K])
    wgrad.m = transposed ? n : k;
    wgrad.n = transposed ? k : n;
    wgrad.k = tokens;
    wgrad.transA = true;
    gemms.push_back(dgrad);
    gemms.push_back(wgrad);
  }
  return gemms;
}

std::optional<KernelWork> mlir::ovl::getKernelWork(Operation *op) {
  auto elementwise = [](Value out, double flopsPerElement, int reads) {
    double n = numElements(out), e = elementBytes(out);
    return KernelWork{flopsPerElement * n, (reads + 1) * n * e};
  };
  return llvm::TypeSwitch<Operation *, std::optional<KernelWork>>(op)
      .Case<LinearOp>([&](LinearOp linear) -> std::optional<KernelWork> {
        if (!linear.getBias())
          return std::nullopt;
        return elementwise(linear.getResult(), 1, 1);
      })
      .Case<AddOp, MulOp>(
          [&](auto binary) { return elementwise(binary.getResult(), 1, 2); })
      .Case<GeluOp>([&](GeluOp gelu) { return elementwise(gelu, 8, 1); })
      .Case<GeluGradOp>(
          [&](GeluGradOp grad) { return elementwise(grad, 12, 2); })
      // Two splitmix64 rounds' integer work and a multiply per element;
      // memory-bound like the rest.
      .Case<DropoutOp>(
          [&](DropoutOp dropout) { return elementwise(dropout, 2, 1); })
      .Case<BiasGradOp>([&](BiasGradOp grad) {
        double n = numElements(grad.getInput()), e = elementBytes(grad.getInput());
        return KernelWork{n, (n + numElements(grad.getResult())) * e};
      })
      .Case<LayerNormOp>([&](LayerNormOp ln) {
        double n = numElements(ln.getInput()), e = elementBytes(ln.getInput());
        return KernelWork{8 * n, 3 * n * e};
      })
      .Case<LayerNormGradOp>([&](LayerNormGradOp ln) {
        double n = numElements(ln.getInput()), e = elementBytes(ln.getInput());
        return KernelWork{12 * n, 4 * n * e};
      })
      .Case<RMSNormOp>([&](RMSNormOp rms) {
        // Reads the row twice (sum of squares, then scale) and writes it.
        double n = numElements(rms.getInput()), e = elementBytes(rms.getInput());
        return KernelWork{4 * n, 3 * n * e};
      })
      .Case<RMSNormGradOp>([&](RMSNormGradOp rms) {
        // Reads input and result grad twice, writes the input grad.
        double n = numElements(rms.getInput()), e = elementBytes(rms.getInput());
        return KernelWork{8 * n, 4 * n * e};
      })
      .Case<SwigluOp>([&](SwigluOp glu) {
        // Reads [gate | up], writes half as much: 1.5 passes of the input.
        double n = numElements(glu.getResult()), e = elementBytes(glu.getResult());
        return KernelWork{8 * n, 3 * n * e};
      })
      .Case<SwigluGradOp>([&](SwigluGradOp glu) {
        double n = numElements(glu.getResultGrad());
        double e = elementBytes(glu.getResultGrad());
        return KernelWork{14 * n, 5 * n * e};
      })
      .Case<RopeOp, RopeGradOp>([&](auto rope) {
        // Reads and writes qkv; two thirds of it (q, k) rotate.
        double n = numElements(rope.getInput()), e = elementBytes(rope.getInput());
        return KernelWork{4 * n, 2 * n * e};
      })
      .Case<AttentionOp, AttentionGradOp>([&](auto attention) {
        auto qkv = cast<RankedTensorType>(attention.getQkv().getType());
        double batch = qkv.getDimSize(0), seq = qkv.getDimSize(1);
        double heads = attention.getNumHeads();
        double dim = attention.getHeadDim();
        double flops = 4.0 * batch * heads * seq * seq * dim;
        if (attention.getCausal())
          flops /= 2;
        double e = elementBytes(attention.getQkv());
        bool backward = isa<AttentionGradOp>(attention.getOperation());
        if (attention.getUnfused()) {
          std::optional<APFloat> ratio = attention.getDropoutRatio();
          KernelWork work;
          work.unfusedAttention = KernelWork::UnfusedAttention{
              qkv.getDimSize(0),
              qkv.getDimSize(1),
              static_cast<int64_t>(attention.getNumHeads()),
              static_cast<int64_t>(attention.getHeadDim()),
              backward,
              ratio ? ratio->convertToDouble() : 0.0};
          const auto &a = *work.unfusedAttention;
          std::tie(work.flops, work.bytes) =
              ::ovl::rt::CostModel::unfusedAttentionWork(
                  a.batch, a.seq, a.heads, a.dim, backward, e, a.dropout);
          work.rate = backward ? ::ovl::rt::KernelRate::AttentionBackward
                               : ::ovl::rt::KernelRate::AttentionForward;
          return work;
        }
        double bytes = (2.0 * numElements(attention.getQkv()) +
                        numElements(attention.getResult())) *
                       e;
        KernelWork work =
            backward ? KernelWork{2.5 * flops, 2 * bytes,
                                  ::ovl::rt::KernelRate::AttentionBackward}
                     : KernelWork{flops, bytes,
                                  ::ovl::rt::KernelRate::AttentionForward};
        ::ovl::rt::FusedAttentionShape shape;
        shape.batch = qkv.getDimSize(0);
        shape.seq = qkv.getDimSize(1);
        shape.heads = attention.getNumHeads();
        shape.dim = attention.getHeadDim();
        shape.groups = attention.getNumQueryGroups().value_or(0);
        shape.causal = attention.getCausal();
        shape.backward = backward;
        work.isFusedAttention = true;
        work.fusedAttention = shape;
        return work;
      })
      .Case<EmbeddingOp>([&](EmbeddingOp emb) {
        double n = numElements(emb.getResult()), e = elementBytes(emb.getResult());
        return KernelWork{0, 2 * n * e};
      })
      .Case<EmbeddingGradOp>([&](EmbeddingGradOp emb) {
        double e = elementBytes(emb.getResultGrad());
        double n = numElements(emb.getResultGrad()) + numElements(emb.getTableGrad());
        return KernelWork{double(numElements(emb.getResultGrad())), 2 * n * e};
      })
      .Case<CrossEntropyMaxOp, CrossEntropyStatsOp, CrossEntropyGradOp>(
          [&](auto ce) {
            double n = numElements(ce.getLogits()), e = elementBytes(ce.getLogits());
            double passes = isa<CrossEntropyGradOp>(ce.getOperation()) ? 2 : 1;
            return KernelWork{4 * n, passes * n * e};
          })
      .Case<CrossEntropyLossOp>([&](CrossEntropyLossOp loss) {
        double n = numElements(loss.getStats()), e = elementBytes(loss.getStats());
        return KernelWork{n, n * e};
      })
      .Case<SGDUpdateOp>([&](SGDUpdateOp sgd) {
        double n = numElements(sgd.getParam()), e = elementBytes(sgd.getParam());
        return KernelWork{5 * n, 5 * n * e};
      })
      .Case<AdamWUpdateOp>([&](AdamWUpdateOp adam) {
        // Reads param, grad and both moments, writes param and moments.
        double n = numElements(adam.getParam()), e = elementBytes(adam.getParam());
        return KernelWork{12 * n, 7 * n * e};
      })
      .Case<LocalShardOp>([&](LocalShardOp shard) {
        return elementwise(shard.getResult(), 0, 1); // A copy.
      })
      .Case<ConvertOp>([&](ConvertOp convert) {
        double n = numElements(convert.getInput());
        return KernelWork{n, n * (elementBytes(convert.getInput()) +
                                  elementBytes(convert.getResult()))};
      })
      .Case<SumSquaresOp>([&](SumSquaresOp sum) {
        // Reads every operand once (one kernel per operand when lowered).
        double flops = 0, bytes = 0;
        for (Value input : sum.getInputs()) {
          flops += 2 * numElements(input);
          bytes += numElements(input) * elementBytes(input);
        }
        return KernelWork{flops, bytes};
      })
      .Case<ClipByGlobalNormOp>([&](ClipByGlobalNormOp clip) {
        return elementwise(clip.getResult(), 1, 1);
      })
      .Case<LogLossOp>([&](LogLossOp) {
        return KernelWork{0, 4};
      })
      .Case<OpaqueOp>([&](OpaqueOp opaque) {
        return KernelWork{opaque.getFlops() ? opaque.getFlops()->convertToDouble() : 0.0,
                          opaque.getBytes() ? opaque.getBytes()->convertToDouble() : 0.0};
      })
      .Default([](Operation *) { return std::nullopt; });
}

SmallVector<std::string, 2> mlir::ovl::getGroupAxisNames(CommunicationOp op) {
  SmallVector<std::string, 2> axes;
  for (Attribute axis : op.getGroupAxes())
    axes.push_back(cast<StringAttr>(axis).getValue().str());
  return axes;
}

FailureOr<::ovl::rt::DeviceSpec>
mlir::ovl::loadDeviceSpec(StringRef path, Operation *anchor) {
  if (path.empty())
    return ::ovl::rt::DeviceSpec::h100();
  std::string error;
  std::optional<::ovl::rt::DeviceSpec> loaded =
      ::ovl::rt::DeviceSpec::load(path.str(), error);
  if (!loaded)
    return anchor->emitError() << "cannot read the device description: "
                               << error;
  return *loaded;
}

double OpCostModel::gemmUs(const GemmShape &g, StringRef dtype) const {
  return model.gemmUs(g.m, g.n, g.k, g.batch, dtype.str());
}

double OpCostModel::kernelUs(const KernelWork &work, StringRef dtype) const {
  if (const auto &a = work.unfusedAttention)
    return model.unfusedAttentionUs(a->batch, a->seq, a->heads, a->dim,
                                    a->backward, dtype.str(), a->dropout);
  if (work.isFusedAttention)
    return model.fusedAttentionUs(work.fusedAttention, work.flops, work.bytes,
                                  dtype.str());
  return model.kernelUs(work.flops, work.bytes, work.rate, dtype.str());
}

static ::ovl::rt::CollectiveKind toCollectiveKind(CommKind kind) {
  using ::ovl::rt::CollectiveKind;
  switch (kind) {
  case CommKind::all_reduce:
    return CollectiveKind::AllReduce;
  case CommKind::all_gather:
    return CollectiveKind::AllGather;
  case CommKind::reduce_scatter:
    return CollectiveKind::ReduceScatter;
  case CommKind::broadcast:
    return CollectiveKind::Broadcast;
  case CommKind::send:
  case CommKind::recv:
    return CollectiveKind::SendRecv;
  }
  return CollectiveKind::AllReduce;
}

double OpCostModel::communicationUs(CommunicationOp op, int64_t rowChunks) const {
  if (auto declared = op->getAttrOfType<FloatAttr>(OvlDialect::kDurationAttrName))
    return declared.getValueAsDouble();
  return communicationUsFor(
      op, getTensorBytes(op.getDeliveredType()) / double(rowChunks));
}

double OpCostModel::communicationUsFor(CommunicationOp op,
                                       double deliveredBytes) const {
  MeshOp mesh = lookupMesh(op);
  ::ovl::rt::CollectiveKind kind = toCollectiveKind(op.getCommKind());
  double input = deliveredBytes;
  int64_t n = mesh ? mesh.getGroupSize(op.getGroupAxes()) : 1;
  if (op.getCommKind() == CommKind::all_gather)
    input /= n; // The delivered tensor is the gathered one.
  if (op.getCommKind() == CommKind::reduce_scatter)
    input *= n; // The delivered tensor is the scattered part.
  // Links are priced by the role of the group's axes, not their names.
  std::vector<std::string> roles;
  for (Attribute axis : op.getGroupAxes()) {
    StringRef name = cast<StringAttr>(axis).getValue();
    if (mesh && mesh.getAxisIndex(name))
      roles.push_back(stringifyAxisRole(mesh.getAxisRole(name)).str());
  }
  if (kind == ::ovl::rt::CollectiveKind::SendRecv)
    return model.collectiveUs(kind, input, 2, roles);
  return model.collectiveUs(
      kind, ::ovl::rt::CostModel::ncclTestsBytes(kind, input, n), n, roles);
}

double OpCostModel::estimateUs(Operation *op, int64_t rowChunks) const {
  if (auto declared = op->getAttrOfType<FloatAttr>(OvlDialect::kDurationAttrName))
    return declared.getValueAsDouble();
  if (auto opaque = dyn_cast<OpaqueOp>(op))
    if (opaque.getDurationUs())
      return opaque.getDurationUs()->convertToDouble();
  if (auto comm = dyn_cast<CommunicationOp>(op))
    return communicationUs(comm, rowChunks);
  if (auto load = dyn_cast<LoadBatchOp>(op))
    return model.hostCopyUs(getTensorBytes(load.getType()) / double(rowChunks));
  double total = 0.0;
  std::string dtype;
  if (op->getNumOperands() > 0)
    if (auto type = dyn_cast<RankedTensorType>(op->getOperand(0).getType()))
      dtype = getDTypeName(type.getElementType());
  for (GemmShape g : getGemmShapes(op)) {
    g.m = std::max<int64_t>(1, g.m / rowChunks);
    total += gemmUs(g, dtype);
  }
  if (std::optional<KernelWork> work = getKernelWork(op)) {
    if (work->unfusedAttention ||
        (work->isFusedAttention &&
         model.getDevice().attentionWavesFor(dtype, work->fusedAttention.dim,
                                             work->fusedAttention.backward))) {
      // Priced by sizes, not by flops: a row chunk's share of the whole.
      total += kernelUs(*work, dtype) / rowChunks;
    } else {
      work->flops /= rowChunks;
      work->bytes /= rowChunks;
      total += kernelUs(*work, dtype);
    }
  }
  return total;
}
