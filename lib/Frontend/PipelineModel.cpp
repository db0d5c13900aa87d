//===- PipelineModel.cpp - Synthetic pipeline builder ---------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Each stage's forward job receives an activation (except on the first
// stage), runs F and sends its output on (except on the last). Its unsplit
// backward receives the output gradient (except on the last stage), runs B
// then W, and sends the input gradient back (except on the first): in an
// unsplit backward the send waits for the weight gradient too. With V
// virtual stages, each stage holds V model chunks, each job of a chunk takes
// 1/V of the stage's times, and chunk c of the last stage feeds chunk c + 1
// of the first (Megatron-LM's interleaved placement).
//
//===----------------------------------------------------------------------===//

#include "ovl/Frontend/PipelineModel.h"

#include "ovl/Dialect/Ovl/IR/OvlOps.h"
#include "ovl/Support/NumberText.h"
#include "ovl/runtime/CommandSchema.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <cmath>

using namespace mlir;
using namespace mlir::ovl;

llvm::Error PipelineConfig::validate() const {
  auto error = [](const llvm::Twine &message) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
  };
  if (stages <= 0)
    return error(llvm::formatv("--stages must be positive, got {0}", stages));
  if (numMicrobatches <= 0)
    return error(llvm::formatv("--num-microbatches must be positive, got {0}",
                               numMicrobatches));
  if (virtualStages <= 0)
    return error(llvm::formatv("--virtual-stages must be positive, got {0}",
                               virtualStages));
  if (virtualStages > 1 && stages < 2)
    return error("--virtual-stages needs --stages of 2 or more");
  if (activationElements <= 0)
    return error(llvm::formatv(
        "--activation-elements must be positive, got {0}", activationElements));
  if (activationElements > (int64_t(1) << 60))
    return error(llvm::formatv(
        "--activation-elements too large: an f32 activation of {0} elements "
        "would exceed 2^62 bytes",
        activationElements));
  if (stages > (int64_t(1) << 20))
    return error(llvm::formatv("--stages must be at most {0}, got {1}",
                               int64_t(1) << 20, stages));
  int64_t chunks, passes;
  if (llvm::MulOverflow(stages, virtualStages, chunks) ||
      llvm::MulOverflow(chunks, numMicrobatches, passes) ||
      passes > kMaxChunkPasses)
    return error(llvm::formatv(
        "--stages ({0}) x --virtual-stages ({1}) x --num-microbatches ({2}) "
        "is more than the {3} chunk passes a generated step may hold (each a "
        "forward, an input-gradient and a weight-gradient job)",
        stages, virtualStages, numMicrobatches, kMaxChunkPasses));
  struct Duration {
    const char *flag;
    double value;
  };
  for (Duration d : {Duration{"--f-ms", forwardMs},
                     Duration{"--b-ms", inputGradMs},
                     Duration{"--w-ms", weightGradMs},
                     Duration{"--p2p-ms", p2pMs}})
    if (!(d.value >= 0.0 && d.value <= ::ovl::rt::kMaxCommandUs / 1000))
      return error(llvm::formatv(
          "{0} must be a non-negative duration of at most 1e+27 ms, got {1}",
          d.flag, numberText(d.value)));
  return llvm::Error::success();
}

namespace {
class PipelineStageBuilder {
public:
  PipelineStageBuilder(const PipelineConfig &config, int64_t stage,
                       OpBuilder &b)
      : config(config), stage(stage), b(b) {
    activation = RankedTensorType::get({config.activationElements},
                                       b.getF32Type());
  }

  void build(ModuleOp module) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToEnd(module.getBody());
    std::string name = llvm::formatv("stage{0}", stage);
    auto func = func::FuncOp::create(b, NameLoc::get(b.getStringAttr(name)),
                                     name, b.getFunctionType({}, {}));
    func->setAttr(OvlDialect::kStageAttrName, b.getI64IntegerAttr(stage));
    b.setInsertionPointToStart(func.addEntryBlock());
    int64_t chunks = config.virtualStages;
    SmallVector<Value> saved(config.numMicrobatches * chunks);
    // With chunks, each micro-batch through every chunk in turn: the order
    // in which the ring of chunks meets as rendezvous.
    for (int64_t mb = 0; mb < config.numMicrobatches; ++mb)
      for (int64_t chunk = 0; chunk < chunks; ++chunk)
        saved[mb * chunks + chunk] = buildForward(mb, chunk);
    for (int64_t mb = 0; mb < config.numMicrobatches; ++mb)
      for (int64_t chunk = chunks; chunk-- > 0;)
        buildBackward(mb, chunk, saved[mb * chunks + chunk]);
    func::ReturnOp::create(b, b.getUnknownLoc());
  }

private:
  /// Whether chunk `chunk` of this stage starts, or ends, the model.
  bool isFirst(int64_t chunk) const { return stage == 0 && chunk == 0; }
  bool isLast(int64_t chunk) const {
    return stage == config.stages - 1 && chunk == config.virtualStages - 1;
  }
  int64_t previousStage() const {
    return stage == 0 ? config.stages - 1 : stage - 1;
  }
  int64_t nextStage() const { return stage == config.stages - 1 ? 0 : stage + 1; }
  /// A chunk's share of a stage's time.
  double share(double ms) const { return ms / config.virtualStages; }
  Location loc(const llvm::Twine &name) {
    return NameLoc::get(b.getStringAttr(name));
  }
  FloatAttr us(double ms) { return b.getF64FloatAttr(ms * 1000.0); }

  Value kernel(StringRef name, ValueRange inputs, double ms, int64_t mb) {
    auto op = OpaqueOp::create(b, loc(llvm::formatv("{0}{1}", name, mb)),
                               TypeRange{activation}, name, inputs, us(ms),
                               FloatAttr(), FloatAttr());
    return op.getResult(0);
  }

  /// A P2P op takes the declared time, so that studies control it exactly.
  template <typename OpTy> OpTy withP2PTime(OpTy op) {
    op->setAttr(OvlDialect::kDurationAttrName, us(config.p2pMs));
    return op;
  }

  ResultRange job(JobKind kind, int64_t mb, int64_t chunk,
                  function_ref<SmallVector<Value>()> body) {
    std::string name = llvm::formatv("{0}{1}", stringifyJobKind(kind), mb);
    if (config.virtualStages > 1)
      name += llvm::formatv(".chunk{0}", chunk).str();
    return createJob(b, loc(name), kind, mb, chunk, body).getResults();
  }

  Value buildForward(int64_t mb, int64_t chunk) {
    return job(JobKind::forward, mb, chunk, [&] {
      SmallVector<Value> inputs;
      if (!isFirst(chunk))
        inputs.push_back(withP2PTime(RecvOp::create(
            b, loc("recv_forward"), activation, "pp", previousStage())));
      Value output = kernel("F", inputs, share(config.forwardMs), mb);
      if (!isLast(chunk))
        withP2PTime(SendOp::create(b, loc("send_forward"), output, "pp",
                                   nextStage()));
      return SmallVector<Value>{output};
    })[0];
  }

  void buildBackward(int64_t mb, int64_t chunk, Value saved) {
    job(JobKind::backward, mb, chunk, [&] {
      SmallVector<Value> inputs{saved};
      if (!isLast(chunk))
        inputs.push_back(withP2PTime(RecvOp::create(
            b, loc("recv_backward"), activation, "pp", nextStage())));
      Value inputGrad = kernel("B", inputs, share(config.inputGradMs), mb);
      Value weightGrad = kernel("W", inputs, share(config.weightGradMs), mb);
      if (!isFirst(chunk))
        withP2PTime(SendOp::create(b, loc("send_backward"), inputGrad, "pp",
                                   previousStage()));
      // The weight gradient is what the step keeps of the backward.
      return SmallVector<Value>{weightGrad};
    });
  }

  const PipelineConfig &config;
  int64_t stage;
  OpBuilder &b;
  RankedTensorType activation;
};
} // namespace

OwningOpRef<ModuleOp> mlir::ovl::buildPipelineModule(
    MLIRContext *context, const PipelineConfig &config) {
  context->loadDialect<OvlDialect, func::FuncDialect>();
  OpBuilder b(context);
  OwningOpRef<ModuleOp> module = ModuleOp::create(b.getUnknownLoc());
  b.setInsertionPointToEnd(module->getBody());
  MeshOp::create(b, b.getUnknownLoc(), "mesh", b.getStrArrayAttr({"pp"}),
                 b.getDenseI64ArrayAttr({config.stages}),
                 axisRoles(context, {AxisRole::pipeline}));
  SmallVector<Attribute> stages;
  for (int64_t s = 0; s < config.stages; ++s)
    stages.push_back(
        FlatSymbolRefAttr::get(context, llvm::formatv("stage{0}", s).str()));
  PipelineOp::create(b, b.getUnknownLoc(), "pipeline", "pp",
                     b.getArrayAttr(stages), config.numMicrobatches,
                     config.virtualStages);
  for (int64_t s = 0; s < config.stages; ++s)
    PipelineStageBuilder(config, s, b).build(*module);
  return module;
}
