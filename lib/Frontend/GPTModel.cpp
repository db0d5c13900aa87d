//===- GPTModel.cpp - Megatron-style GPT training step builder ------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Tensor parallelism follows Megatron-LM: QKV and fc1 are column-parallel,
// the attention out-projection and fc2 row-parallel. Forward all-reduces the
// row-parallel outputs (then adds their bias); backward all-reduces the input
// gradients of the column-parallel linears. The word embedding and the output
// layer are vocab-parallel, the loss is Megatron's vocab-parallel cross
// entropy. Pipeline stages are separate stage functions that send and
// receive activations and gradients. Jobs are emitted in Megatron's
// no-pipelining order (F0 B0 F1 B1 ...) for one stage and in GPipe order
// (all forwards, then all backwards) for several; `ovl-pipeline-schedule`
// reorders them. With --num-layers-per-virtual-pipeline-stage N a stage
// holds several model chunks, as Megatron-LM's interleaved schedule places
// them: chunk c of stage s has layers c * pp * N + s * N onwards, the
// embedding is in chunk 0 of stage 0, the loss in the last chunk of the last
// stage, and chunk c of the last stage sends to chunk c + 1 of the first.
// Llama-style blocks follow Megatron-core too: --normalization RMSNorm
// (weight only), --swiglu (each tp rank's fc1 shard is its own [gate |
// up]), --disable-bias-linear, and --position-embedding-type rope (q and k
// rotated between the QKV linear and attention; no position table).
//
//===----------------------------------------------------------------------===//

#include "ovl/Frontend/GPTModel.h"

#include "ovl/Dialect/Ovl/IR/OvlOps.h"
#include "ovl/Support/NumberText.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>
#include <optional>

using namespace mlir;
using namespace mlir::ovl;

int64_t GPTConfig::getPaddedVocabSize() const {
  int64_t multiple = makeVocabSizeDivisibleBy * tensorParallel;
  if (multiple <= 0)
    return vocabSize;
  return (vocabSize + multiple - 1) / multiple * multiple;
}

static llvm::Error configError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// The product of `factors`, or nothing if it overflows int64.
static std::optional<int64_t> checkedProduct(ArrayRef<int64_t> factors) {
  int64_t result = 1;
  for (int64_t factor : factors)
    if (llvm::MulOverflow(result, factor, result))
      return std::nullopt;
  return result;
}

llvm::Error GPTConfig::validateSizes() const {
  // Every tensor the step holds must have a byte size the compiler can
  // count (the verifier's limit); sizes derived from the flags are checked
  // before anything computes with them.
  int64_t elementBytes = bf16 ? 2 : 4;
  auto check = [&](const char *flags, const char *what,
                   ArrayRef<int64_t> shape) -> llvm::Error {
    SmallVector<int64_t, 5> factors(shape.begin(), shape.end());
    factors.push_back(elementBytes);
    std::optional<int64_t> bytes = checkedProduct(factors);
    if (!bytes || *bytes > kMaxTensorBytes)
      return configError(llvm::formatv(
          "{0} too large: {1} would exceed 2^62 bytes", flags, what));
    return llvm::Error::success();
  };
  // Sizes the others derive from.
  std::optional<int64_t> ranks =
      checkedProduct({pipelineParallel, dataParallel, tensorParallel});
  if (!ranks || *ranks > kMaxRanks)
    return configError(llvm::formatv(
        "--pipeline-model-parallel-size x --data-parallel-size x "
        "--tensor-model-parallel-size must be at most {0} ranks",
        kMaxRanks));
  if (llvm::Error e = check("--vocab-size and --make-vocab-size-divisible-by",
                            "the padded vocabulary",
                            {makeVocabSizeDivisibleBy, tensorParallel}))
    return e;
  int64_t padded;
  if (llvm::AddOverflow(vocabSize, makeVocabSizeDivisibleBy * tensorParallel,
                        padded))
    return configError("--vocab-size and --make-vocab-size-divisible-by too "
                       "large: the padded vocabulary would overflow");
  int64_t vocab = getPaddedVocabSize();
  // fc1's weight: hidden x ffn, or hidden x 2 ffn with --swiglu.
  SmallVector<int64_t, 4> ffn = {hiddenSize, ffnHiddenSize};
  if (ffnHiddenSize == 0)
    ffn = swiglu ? SmallVector<int64_t, 4>{hiddenSize, hiddenSize / 24, 64}
                 : SmallVector<int64_t, 4>{hiddenSize, 4, hiddenSize};
  if (swiglu)
    ffn.push_back(2);
  struct Tensor {
    const char *flags, *what;
    SmallVector<int64_t, 4> shape;
  };
  Tensor tensors[] = {
      {"--hidden-size", "the QKV weight (hidden x 3 hidden)",
       {hiddenSize, 3, hiddenSize}},
      {"--hidden-size and --ffn-hidden-size", "an MLP weight (hidden x ffn)",
       ffn},
      {"--seq-length and --hidden-size",
       "the position embedding (seq x hidden)", {seqLength, hiddenSize}},
      {"--vocab-size and --hidden-size", "the word embedding (vocab x hidden)",
       {vocab, hiddenSize}},
      {"--micro-batch-size, --seq-length and --hidden-size",
       "an activation (micro-batch x seq x 3 hidden)",
       {microBatchSize, seqLength, 3, hiddenSize}},
      {"--micro-batch-size, --seq-length and --vocab-size",
       "the logits (micro-batch x seq x vocab)",
       {microBatchSize, seqLength, vocab}},
      {"--micro-batch-size, --num-attention-heads and --seq-length",
       "the attention statistics (micro-batch x heads x seq)",
       {microBatchSize, numAttentionHeads, seqLength}},
  };
  for (const Tensor &t : tensors)
    if (llvm::Error e = check(t.flags, t.what, t.shape))
      return e;
  SmallVector<int64_t, 4> mlpActivation = {microBatchSize, seqLength};
  mlpActivation.append(ffn.begin() + 1, ffn.end());
  return check("--micro-batch-size, --seq-length and --ffn-hidden-size",
               "the MLP activation (micro-batch x seq x ffn)", mlpActivation);
}

llvm::Error GPTConfig::validate() const {
  struct Positive {
    const char *flag;
    int64_t value;
  };
  for (Positive p : {Positive{"--num-layers", numLayers},
                     Positive{"--hidden-size", hiddenSize},
                     Positive{"--num-attention-heads", numAttentionHeads},
                     Positive{"--seq-length", seqLength},
                     Positive{"--micro-batch-size", microBatchSize},
                     Positive{"--num-microbatches", numMicrobatches},
                     Positive{"--tensor-model-parallel-size", tensorParallel},
                     Positive{"--pipeline-model-parallel-size",
                              pipelineParallel},
                     Positive{"--data-parallel-size", dataParallel},
                     Positive{"--vocab-size", vocabSize},
                     Positive{"--make-vocab-size-divisible-by",
                              makeVocabSizeDivisibleBy}})
    if (p.value <= 0)
      return configError(llvm::formatv("{0} must be positive, got {1}", p.flag,
                                       p.value));
  int64_t layerPasses;
  if (llvm::MulOverflow(numLayers, numMicrobatches, layerPasses) ||
      layerPasses > kMaxLayerPasses)
    return configError(llvm::formatv(
        "--num-layers ({0}) x --num-microbatches ({1}) is more than the {2} "
        "layer passes a generated step may hold (each a forward and a "
        "backward of one layer, about 40 to 70 ops)",
        numLayers, numMicrobatches, kMaxLayerPasses));
  if (ffnHiddenSize < 0)
    return configError(llvm::formatv(
        "--ffn-hidden-size must be positive, got {0}", ffnHiddenSize));
  if (llvm::Error error = validateSizes())
    return error;
  if (getFfnHiddenSize() <= 0)
    return configError(llvm::formatv(
        "--swiglu's default --ffn-hidden-size, int(4 x {0} x 2 / 3 / 64) x "
        "64, is 0 for --hidden-size {0}: set --ffn-hidden-size",
        hiddenSize));
  if (hiddenSize % numAttentionHeads != 0)
    return configError(llvm::formatv(
        "--hidden-size ({0}) must be divisible by --num-attention-heads ({1})",
        hiddenSize, numAttentionHeads));
  if (numAttentionHeads % tensorParallel != 0)
    return configError(llvm::formatv(
        "--num-attention-heads ({0}) must be divisible by "
        "--tensor-model-parallel-size ({1})",
        numAttentionHeads, tensorParallel));
  if (hiddenSize % tensorParallel != 0)
    return configError(llvm::formatv(
        "--hidden-size ({0}) must be divisible by "
        "--tensor-model-parallel-size ({1})",
        hiddenSize, tensorParallel));
  if (getFfnHiddenSize() % tensorParallel != 0)
    return configError(llvm::formatv(
        "--ffn-hidden-size ({0}) must be divisible by "
        "--tensor-model-parallel-size ({1})",
        getFfnHiddenSize(), tensorParallel));
  if (gradReduceInBf16 && !bf16)
    return configError("--grad-reduce-in-bf16 needs --bf16 (in f32 the "
                       "gradients are f32 and so are their reductions)");
  if (numLayers % pipelineParallel != 0)
    return configError(llvm::formatv(
        "--num-layers ({0}) must be divisible by "
        "--pipeline-model-parallel-size ({1})",
        numLayers, pipelineParallel));
  if (numLayersPerVirtualStage < 0)
    return configError(llvm::formatv(
        "--num-layers-per-virtual-pipeline-stage must be positive, got {0}",
        numLayersPerVirtualStage));
  if (numLayersPerVirtualStage > 0) {
    // Megatron-LM's checks for the interleaved schedule.
    if (pipelineParallel < 2)
      return configError(
          "--num-layers-per-virtual-pipeline-stage needs "
          "--pipeline-model-parallel-size of 2 or more");
    int64_t perStage = numLayers / pipelineParallel;
    if (perStage % numLayersPerVirtualStage != 0)
      return configError(llvm::formatv(
          "--num-layers-per-virtual-pipeline-stage ({0}) must divide the "
          "layers of a pipeline stage ({1})",
          numLayersPerVirtualStage, perStage));
    if (numMicrobatches % pipelineParallel != 0)
      return configError(llvm::formatv(
          "--num-microbatches ({0}) must be divisible by "
          "--pipeline-model-parallel-size ({1}) with the interleaved "
          "schedule (--num-layers-per-virtual-pipeline-stage)",
          numMicrobatches, pipelineParallel));
  }
  // Megatron-LM's recomputation checks.
  bool full = recomputeGranularity == RecomputeGranularity::full;
  if (full && recomputeMethod.empty())
    return configError("--recompute-granularity full needs "
                       "--recompute-method uniform");
  if (!full && !recomputeMethod.empty())
    return configError(
        "--recompute-method applies to --recompute-granularity full only");
  if (!recomputeMethod.empty() && recomputeMethod != "uniform")
    return configError(llvm::formatv(
        "--recompute-method {0} is not supported; Ovl implements uniform",
        recomputeMethod));
  if (full && (recomputeNumLayers < 1 ||
               recomputeNumLayers > getLayersPerChunk()))
    return configError(llvm::formatv(
        "--recompute-num-layers must lie between 1 and the layers of a model "
        "chunk of a pipeline stage ({0}), got {1}",
        getLayersPerChunk(), recomputeNumLayers));
  // Finite too: inf and nan are no settings.
  if (!(lr > 0.0 && std::isfinite(lr)))
    return configError(llvm::formatv(
        "--lr must be positive and finite, got {0}", numberText(lr)));
  if (!(sgdMomentum >= 0.0 && sgdMomentum < 1.0))
    return configError(llvm::formatv(
        "--sgd-momentum must lie in [0, 1), got {0}", numberText(sgdMomentum)));
  if (lrDecayStyle != "constant" && lrDecayStyle != "linear" &&
      lrDecayStyle != "cosine")
    return configError(llvm::formatv(
        "--lr-decay-style must be constant, linear or cosine, got '{0}'",
        lrDecayStyle));
  if (overlapParamGather && !useDistributedOptimizer)
    return configError("--overlap-param-gather needs "
                       "--use-distributed-optimizer (as in Megatron-LM)");
  if (ddpBucketSize < 0)
    return configError(llvm::formatv(
        "--ddp-bucket-size must be positive, got {0}", ddpBucketSize));
  for (Positive p : {Positive{"--lr-warmup-iters", lrWarmupIters},
                     Positive{"--lr-decay-iters", lrDecayIters},
                     Positive{"--train-iters", trainIters}})
    if (p.value < 0)
      return configError(llvm::formatv("{0} must be non-negative, got {1}",
                                       p.flag, p.value));
  if (getEffectiveLrDecayStyle() != "constant" &&
      lrWarmupIters >= getLrDecayIters())
    return configError(llvm::formatv(
        "--lr-warmup-iters ({0}) must be less than the decay iterations "
        "(--lr-decay-iters or --train-iters: {1})",
        lrWarmupIters, getLrDecayIters()));
  if (!(minLr >= 0.0 && minLr <= lr))
    return configError(
        llvm::formatv("--min-lr must lie in [0, --lr ({0})], got {1}",
                      numberText(lr), numberText(minLr)));
  if (!(adamBeta1 >= 0.0 && adamBeta1 < 1.0))
    return configError(llvm::formatv("--adam-beta1 must lie in [0, 1), got {0}",
                                     numberText(adamBeta1)));
  if (!(adamBeta2 >= 0.0 && adamBeta2 < 1.0))
    return configError(llvm::formatv("--adam-beta2 must lie in [0, 1), got {0}",
                                     numberText(adamBeta2)));
  if (!(adamEps > 0.0 && std::isfinite(adamEps)))
    return configError(
        llvm::formatv("--adam-eps must be positive and finite, got {0}",
                      numberText(adamEps)));
  if (!(weightDecay >= 0.0 && std::isfinite(weightDecay)))
    return configError(
        llvm::formatv("--weight-decay must be non-negative and finite, got {0}",
                      numberText(weightDecay)));
  if (!(clipGrad >= 0.0 && std::isfinite(clipGrad)))
    return configError(llvm::formatv(
        "--clip-grad must be non-negative and finite (0: no clipping), got {0}",
        numberText(clipGrad)));
  if (!(hiddenDropout >= 0.0 && hiddenDropout < 1.0))
    return configError(
        llvm::formatv("--hidden-dropout must lie in [0, 1), got {0}",
                      numberText(hiddenDropout)));
  if (!(attentionDropout >= 0.0 && attentionDropout < 1.0))
    return configError(
        llvm::formatv("--attention-dropout must lie in [0, 1), got {0}",
                      numberText(attentionDropout)));
  if (!(initMethodStd > 0.0 && std::isfinite(initMethodStd)))
    return configError(
        llvm::formatv("--init-method-std must be positive and finite, got {0}",
                      numberText(initMethodStd)));
  if (groupQueryAttention) {
    if (numQueryGroups <= 0)
      return configError(llvm::formatv(
          "--num-query-groups must be positive, got {0}", numQueryGroups));
    if (numAttentionHeads % numQueryGroups != 0)
      return configError(llvm::formatv(
          "--num-attention-heads ({0}) must be divisible by "
          "--num-query-groups ({1})",
          numAttentionHeads, numQueryGroups));
    if (numQueryGroups % tensorParallel != 0)
      return configError(llvm::formatv(
          "--num-query-groups ({0}) must be divisible by "
          "--tensor-model-parallel-size ({1})",
          numQueryGroups, tensorParallel));
  }
  if (usesSequenceParallel()) {
    if (seqLength % tensorParallel != 0)
      return configError(llvm::formatv(
          "--sequence-parallel needs --seq-length ({0}) divisible by "
          "--tensor-model-parallel-size ({1})",
          seqLength, tensorParallel));
  }
  if (positionEmbedding == PositionEmbedding::rope) {
    if (!(rotaryPercent > 0.0 && rotaryPercent <= 1.0))
      return configError(
          llvm::formatv("--rotary-percent must lie in (0, 1], got {0}",
                        numberText(rotaryPercent)));
    if (rotaryBase <= 0)
      return configError(llvm::formatv(
          "--rotary-base must be positive, got {0}", rotaryBase));
    int64_t rotaryDim = getRotaryDim();
    if (rotaryDim <= 0 || rotaryDim % 2 != 0)
      return configError(llvm::formatv(
          "--rotary-percent {0} of the head size {1} rotates {2} features: "
          "rope needs a positive even number",
          numberText(rotaryPercent), hiddenSize / numAttentionHeads,
          rotaryDim));
  }
  if (!(layernormEpsilon > 0.0 && std::isfinite(layernormEpsilon)))
    return configError(llvm::formatv(
        "--layernorm-epsilon must be positive and finite, got {0}",
        numberText(layernormEpsilon)));
  return llvm::Error::success();
}

namespace {

/// A persistent tensor of a stage: its description and its SGD settings.
struct ParamSpec {
  std::string name;
  SmallVector<int64_t> globalShape;
  int64_t shardDim = -1; // Split over tp along this dimension, or replicated.
  InitKind init = InitKind::zeros;
  double std = 0.0;
  double weightDecay = 0.0;
};

/// Indices into a stage's parameter list for one transformer layer; -1 for
/// the biases a configuration leaves out (RMSNorm, --disable-bias-linear).
struct LayerParams {
  int64_t id; // The layer's global number.
  int ln1Weight, ln1Bias, qkvWeight, qkvBias, projWeight, projBias;
  int ln2Weight, ln2Bias, fc1Weight, fc1Bias, fc2Weight, fc2Bias;
};

/// Megatron-LM's hidden dropout sites: after the embedding, and on each
/// layer's attention and MLP outputs before their residual adds.
enum class DropoutSite { embedding, attention, mlp };

/// What a layer's forward job keeps for the backward job, by recompute
/// setting.
enum class LayerSave {
  all,           // Every activation (no recomputation).
  allButCore,    // All but core attention's output and logsumexp (selective).
  input,         // The input only: the first layer of a recompute group.
  none,          // Nothing: a later layer of a recompute group.
};

/// The activations a layer's forward makes for its backward. The norms'
/// means are null under RMSNorm, which has none.
struct LayerActivations {
  Value input, ln1, mean1, rstd1, qkv, attn, lse, residual, ln2, mean2, rstd2,
      fc1, act;
  /// Appends what `save` keeps, in a fixed order, leaving out null values.
  void appendTo(SmallVectorImpl<Value> &values, LayerSave save) const {
    auto append = [&](std::initializer_list<Value> list) {
      for (Value v : list)
        if (v)
          values.push_back(v);
    };
    switch (save) {
    case LayerSave::all:
      append({input, ln1, mean1, rstd1, qkv, attn, lse, residual, ln2, mean2,
              rstd2, fc1, act});
      return;
    case LayerSave::allButCore:
      append({input, ln1, mean1, rstd1, qkv, residual, ln2, mean2, rstd2, fc1,
              act});
      return;
    case LayerSave::input:
      values.push_back(input);
      return;
    case LayerSave::none:
      return;
    }
  }
  /// Reads what appendTo(save) wrote from `values` at `next`, advancing it
  /// (the means only if `hasMean`); the rest stays null until recomputed.
  static LayerActivations from(ValueRange values, unsigned &next,
                               LayerSave save, bool hasMean) {
    LayerActivations a;
    auto take = [&]() { return values[next++]; };
    auto takeMean = [&]() { return hasMean ? take() : Value(); };
    switch (save) {
    case LayerSave::all:
    case LayerSave::allButCore:
      a.input = take(), a.ln1 = take(), a.mean1 = takeMean();
      a.rstd1 = take(), a.qkv = take();
      if (save == LayerSave::all)
        a.attn = take(), a.lse = take();
      a.residual = take(), a.ln2 = take(), a.mean2 = takeMean();
      a.rstd2 = take(), a.fc1 = take(), a.act = take();
      break;
    case LayerSave::input:
      a.input = take();
      break;
    case LayerSave::none:
      break;
    }
    return a;
  }
};

/// What the last stage's forward saves for the loss gradient (the final
/// norm's mean is null under RMSNorm).
struct HeadActivations {
  Value input, ln, mean, rstd, logits, rowMax, stats, labels;
  void appendTo(SmallVectorImpl<Value> &values) const {
    for (Value v : {input, ln, mean, rstd, logits, rowMax, stats, labels})
      if (v)
        values.push_back(v);
  }
  /// Reads what appendTo wrote from `values` at `next`, advancing it.
  static HeadActivations from(ValueRange values, unsigned &next,
                              bool hasMean) {
    HeadActivations h;
    auto take = [&]() { return values[next++]; };
    h.input = take(), h.ln = take();
    h.mean = hasMean ? take() : Value();
    h.rstd = take(), h.logits = take(), h.rowMax = take(), h.stats = take();
    h.labels = take();
    return h;
  }
};

/// A norm's outputs: the normalized tensor and its row statistics (no mean
/// under RMSNorm).
struct NormOutputs {
  Value result, mean, rstd;
};

/// Builds one stage function.
class StageBuilder {
public:
  StageBuilder(const GPTConfig &config, int64_t stage, OpBuilder &builder)
      : config(config), stage(stage), b(builder), isFirst(stage == 0),
        isLast(stage == config.pipelineParallel - 1),
        chunks(config.getNumModelChunks()), tp(config.tensorParallel),
        batch(config.microBatchSize), seq(config.seqLength),
        hidden(config.hiddenSize), ffn(config.getFfnHiddenSize()),
        fc1Out(config.getFc1OutputSize()), vocab(config.getPaddedVocabSize()),
        heads(config.numAttentionHeads),
        seqShard(config.usesSequenceParallel()
                     ? config.seqLength / config.tensorParallel
                     : config.seqLength),
        sequenceParallel(config.usesSequenceParallel()),
        scatterGather(config.usesScatterGatherInPipeline()),
        qkvWidth((config.numAttentionHeads + 2 * config.getQueryGroups()) *
                 (config.hiddenSize / config.numAttentionHeads)) {
    elementType = config.bf16 ? Type(b.getBF16Type()) : Type(b.getF32Type());
    tokenType = tensor({batch, seq}, b.getI32Type());
    tpGroup = b.getStrArrayAttr({"tp"});
    dpGroup = b.getStrArrayAttr({"dp"});
  }

  void build(ModuleOp module);

private:
  // Parameters.
  int addParam(std::string name, ArrayRef<int64_t> globalShape,
               int64_t shardDim, InitKind init, double std, bool decay);
  void declareParams();
  /// A norm's weight and (LayerNorm only) bias.
  void addNormParams(const std::string &prefix, int &weight, int &bias);
  /// A linear layer's bias, or -1 under --disable-bias-linear.
  int addLinearBias(const std::string &name, int64_t size, int64_t shardDim);
  /// Parameter `index` as the model reads it: the function argument, or
  /// the step's copy of it (made by its chunk's first forward) with mixed
  /// precision (--bf16, a bf16 copy) or the distributed optimizer (the
  /// all-gathered shards).
  Value param(int index) {
    return modelCopies[index] ? modelCopies[index] : func.getArgument(index);
  }
  /// Whether the model reads a copy of parameter `index`, not the argument.
  bool readsCopy(int index) const {
    return mixedPrecision() || dataSharded(index);
  }
  /// Whether the distributed optimizer splits parameter `index` over dp:
  /// along its first local dimension, when that divides by dp (Megatron
  /// pads its flat buffer instead; a parameter that does not divide stays
  /// whole, all-reduced and updated on every dp rank).
  bool dataSharded(int index) const {
    return config.usesDistributedOptimizer() &&
           localShape(params[index])[0] % config.dataParallel == 0;
  }
  /// The local shape of parameter `index` as the optimizer holds it (its
  /// main weight, its state): the dp shard under the distributed optimizer.
  SmallVector<int64_t> mainShape(int index) const {
    SmallVector<int64_t> shape = localShape(params[index]);
    if (dataSharded(index))
      shape[0] /= config.dataParallel;
    return shape;
  }
  /// Parameter `index` as the optimizer updates it: the function argument
  /// (the f32 main weight with --bf16).
  Value mainParam(int index) { return func.getArgument(index); }
  /// Megatron's --bf16: bf16 activations, weights copied to bf16, f32 main
  /// weights and optimizer state; gradients accumulated and reduced in
  /// gradType().
  bool mixedPrecision() const { return config.bf16; }
  /// The element type gradients are accumulated and reduced in: f32 with
  /// mixed precision (Megatron's main_grad), bf16 with
  /// --grad-reduce-in-bf16 (its grad buffer in the parameters' dtype),
  /// else the model's.
  Type gradType() const {
    return config.gradReduceInBf16 ? elementType : mainType();
  }
  /// The optimizer's per-parameter state tensors, by suffix (torch's state
  /// names): SGD's momentum buffer, Adam's two moments.
  ArrayRef<StringLiteral> optimizerStates() const;
  /// State `which` of parameter `index` (a function argument after the
  /// parameters, one block of them per state).
  Value optimizerState(int index, size_t which) {
    return func.getArgument((1 + which) * params.size() + index);
  }
  SmallVector<int64_t> localShape(const ParamSpec &spec) const;

  // Types and small builders.
  RankedTensorType tensor(ArrayRef<int64_t> shape, Type element = {}) const {
    return RankedTensorType::get(shape, element ? element : elementType);
  }
  RankedTensorType activationType() const {
    return tensor({batch, seqShard, hidden});
  }
  /// The element type of parameters and optimizer state as function
  /// arguments: f32 main weights with mixed precision.
  Type mainType() const {
    return mixedPrecision() ? Type(b.getF32Type()) : elementType;
  }
  Location loc(const llvm::Twine &name) {
    return NameLoc::get(b.getStringAttr(name));
  }
  Value tpAllReduce(Value value, ReductionKind kind, Location loc);
  /// The whole sequence of `shard` ([B, S/tp, X] under sequence
  /// parallelism: an all-gather over tp along the sequence), else `shard`.
  Value gatherSequence(Value shard, Location loc);
  /// Sends an activation or its gradient to stage `peer`; with
  /// scatter-gather, this rank's 1/tp of its rows.
  void sendToStage(Value value, int64_t peer, Location loc);
  /// Receives what sendToStage sent from stage `peer`, whole: with
  /// scatter-gather, the ranks' parts all-gathered over tp.
  Value receiveFromStage(int64_t peer, Location loc);
  /// A row-parallel (or vocab-parallel) partial sum [B, S, X] reduced over
  /// tp: reduce-scattered to this rank's sequence shard under sequence
  /// parallelism, else all-reduced.
  Value reducePartial(Value partial, Location loc);
  /// [B, S, X]: a tensor over the whole sequence.
  RankedTensorType fullSequence(int64_t features) const {
    return tensor({batch, seq, features});
  }
  void accumulateGrad(int index, Value grad, Location loc);
  /// Parameter `index`, or null for a left-out bias (-1).
  Value optionalParam(int index) { return index >= 0 ? param(index) : Value(); }
  /// Accumulates the gradient of bias `index` (if there is one) from the
  /// output gradient `grad`.
  void accumulateBiasGrad(int index, Value grad, Location loc);
  /// The rank's query groups with --group-query-attention (an attribute),
  /// or null: one group per head.
  IntegerAttr localQueryGroups() {
    if (!config.groupQueryAttention)
      return IntegerAttr();
    return b.getI64IntegerAttr(config.numQueryGroups / tp);
  }
  bool usesRope() const {
    return config.positionEmbedding == PositionEmbedding::rope;
  }
  bool hasMean() const {
    return config.normalization == Normalization::LayerNorm;
  }
  /// --normalization's op on `input` with parameters `weight`, `bias`.
  NormOutputs buildNorm(Value input, int weight, int bias, Location loc);
  /// Its gradient: accumulates the parameters', returns the input's.
  Value buildNormGrad(Value input, int weight, int bias,
                      const NormOutputs &saved, Value resultGrad,
                      Location loc);

  // Jobs.
  ResultRange buildJob(JobKind kind, int64_t microbatch, int64_t chunk,
                       function_ref<SmallVector<Value>()> body);
  void buildForwardJob(int64_t microbatch, int64_t chunk);
  void buildBackwardJob(int64_t microbatch, int64_t chunk);
  /// Whether model chunk `chunk` holds the embedding, or the loss.
  bool hasEmbedding(int64_t chunk) const { return isFirst && chunk == 0; }
  bool hasHead(int64_t chunk) const { return isLast && chunk == chunks - 1; }
  /// The stages before and after this one in the model's layer order (the
  /// last stage's chunk c feeds the first stage's chunk c + 1).
  int64_t previousStage() const {
    return isFirst ? config.pipelineParallel - 1 : stage - 1;
  }
  int64_t nextStage() const { return isLast ? 0 : stage + 1; }
  LayerActivations buildLayerForward(const LayerParams &layer, Value input,
                                     Value &output, const std::string &name,
                                     int64_t microbatch);
  /// Core attention of layer `layerId` in micro-batch `microbatch`: its
  /// output and logsumexp into `a`.
  void buildCoreAttention(LayerActivations &a, const std::string &name,
                          int64_t microbatch, int64_t layerId);
  /// --attention-dropout of layer `layerId` in micro-batch `microbatch`, as
  /// an attention op and its gradient take it (the same mask for both): no
  /// ratio at 0.
  struct AttentionDropout {
    FloatAttr ratio;
    uint64_t seed = 0;
    ArrayAttr group;
  };
  AttentionDropout attentionDropout(int64_t microbatch, int64_t layerId);
  /// Whether attention ops are priced as the unfused path.
  bool unfused() const;
  /// What layer `index` of a model chunk keeps for its backward.
  LayerSave layerSave(size_t index) const;
  /// Whether layer `index` is the last of its recompute group (full
  /// granularity): the backward reruns the group's forward before it.
  bool endsRecomputeGroup(size_t index, size_t numLayers) const {
    int64_t n = config.recomputeNumLayers;
    return (index + 1) % n == 0 || index + 1 == numLayers;
  }
  Value buildLayerBackward(const LayerParams &layer,
                           const LayerActivations &saved, Value outputGrad,
                           const std::string &name, int64_t microbatch);
  /// --hidden-dropout at `site` of layer `layerId` (-1: the embedding's) in
  /// micro-batch `microbatch`; `x` itself at ratio 0. Applied to a gradient,
  /// the same mask: the backward of the forward's dropout.
  Value hiddenDropout(Value x, int64_t microbatch, int64_t layerId,
                      DropoutSite site, Location loc);
  /// Hidden dropout's sites (and seeds) per micro-batch: the embedding's,
  /// then each layer's two.
  int64_t hiddenDropoutSites() const { return 2 * config.numLayers + 1; }
  void buildOptimizer();
  /// Whether the output layer reads the word embedding ([vocab, hidden],
  /// transposed): Megatron's default, unless
  /// --untie-embeddings-and-output-weights.
  bool tiedOutput() const { return !config.untieEmbeddingsAndOutputWeights; }
  /// With tied embeddings over pp > 1 stages: the first and last stages
  /// add each other's word-embedding gradient (Megatron's embedding group).
  void exchangeEmbeddingGradient(std::vector<Value> &grads);
  /// --clip-grad: scales `grads` (reduced over dp) to the global norm;
  /// `readyOrder` is the order the backward finishes them (a parameter
  /// missing from it is summed last, in index order).
  void clipGradients(std::vector<Value> &grads, ArrayRef<int> readyOrder);

  const GPTConfig &config;
  int64_t stage;
  OpBuilder &b;
  bool isFirst, isLast;
  int64_t chunks;
  int64_t tp, batch, seq, hidden, ffn, fc1Out, vocab, heads;
  /// Tokens of the residual stream per rank: seq / tp under sequence
  /// parallelism, else seq.
  int64_t seqShard;
  bool sequenceParallel;
  /// Megatron-LM's scatter-gather of the tensors between stages.
  bool scatterGather;
  /// QKV's output features: a query per head, a key and a value per group.
  int64_t qkvWidth;
  Type elementType;
  RankedTensorType tokenType;
  ArrayAttr tpGroup, dpGroup;

  func::FuncOp func;
  std::vector<ParamSpec> params;
  /// The model chunk each parameter belongs to.
  std::vector<int64_t> paramChunk;
  int wordEmbedding = -1, positionEmbedding = -1;
  /// The chunk addParam assigns new parameters to.
  int64_t declaringChunk = 0;
  /// Per model chunk, its layers.
  std::vector<std::vector<LayerParams>> layers;
  int finalNormWeight = -1, finalNormBias = -1, outputWeight = -1;

  /// Per micro-batch and chunk (mb * chunks + chunk), the values the forward
  /// job saved (job results).
  std::vector<SmallVector<Value>> saved;
  /// Accumulated gradients, per parameter (null before the first backward).
  std::vector<Value> gradients;
  /// With mixed precision, per parameter its bf16 copy (made by its chunk's
  /// first forward job).
  std::vector<Value> modelCopies;
  /// Parameters in the order the last backward finishes their gradients.
  std::vector<int> gradientReadyOrder;
  bool recordGradientOrder = false;
};

} // namespace

int StageBuilder::addParam(std::string name, ArrayRef<int64_t> globalShape,
                           int64_t shardDim, InitKind init, double std,
                           bool decay) {
  ParamSpec spec;
  spec.name = std::move(name);
  spec.globalShape.assign(globalShape.begin(), globalShape.end());
  spec.shardDim = tp > 1 ? shardDim : -1;
  spec.init = init;
  spec.std = std;
  spec.weightDecay = decay ? config.weightDecay : 0.0;
  params.push_back(std::move(spec));
  paramChunk.push_back(declaringChunk);
  return params.size() - 1;
}

SmallVector<int64_t> StageBuilder::localShape(const ParamSpec &spec) const {
  SmallVector<int64_t> shape(spec.globalShape);
  if (spec.shardDim >= 0)
    shape[spec.shardDim] /= tp;
  return shape;
}

void StageBuilder::addNormParams(const std::string &prefix, int &weight,
                                 int &bias) {
  // Megatron-core keeps the "layernorm" names for RMSNorm, without a bias.
  weight = addParam(prefix + ".weight", {hidden}, -1, InitKind::ones, 0, false);
  bias = hasMean() ? addParam(prefix + ".bias", {hidden}, -1, InitKind::zeros,
                              0, false)
                   : -1;
}

int StageBuilder::addLinearBias(const std::string &name, int64_t size,
                                int64_t shardDim) {
  if (!config.addBiasLinear)
    return -1;
  return addParam(name, {size}, shardDim, InitKind::zeros, 0, false);
}

void StageBuilder::declareParams() {
  double std = config.initMethodStd;
  // Megatron scales the init of the layers that feed the residual stream.
  double scaledStd = std / std::sqrt(2.0 * config.numLayers);
  if (isFirst) {
    wordEmbedding = addParam("embedding.word_embeddings.weight", {vocab, hidden},
                             0, InitKind::normal, std, true);
    if (config.positionEmbedding == PositionEmbedding::learnedAbsolute)
      positionEmbedding =
          addParam("embedding.position_embeddings.weight", {seq, hidden}, -1,
                   InitKind::normal, std, true);
  }
  int64_t layersPerChunk = config.numLayers / config.pipelineParallel / chunks;
  layers.resize(chunks);
  for (int64_t i = 0; i < chunks * layersPerChunk; ++i) {
    int64_t chunk = i / layersPerChunk;
    int64_t id = (chunk * config.pipelineParallel + stage) * layersPerChunk +
                 i % layersPerChunk;
    declaringChunk = chunk;
    std::string p = llvm::formatv("decoder.layers.{0}.", id);
    LayerParams layer;
    layer.id = id;
    addNormParams(p + "input_layernorm", layer.ln1Weight, layer.ln1Bias);
    layer.qkvWeight =
        addParam(p + "self_attention.linear_qkv.weight", {hidden, qkvWidth},
                 1, InitKind::normal, std, true);
    layer.qkvBias = addLinearBias(p + "self_attention.linear_qkv.bias",
                                  qkvWidth, 0);
    layer.projWeight =
        addParam(p + "self_attention.linear_proj.weight", {hidden, hidden}, 0,
                 InitKind::normal, scaledStd, true);
    layer.projBias =
        addLinearBias(p + "self_attention.linear_proj.bias", hidden, -1);
    addNormParams(p + "pre_mlp_layernorm", layer.ln2Weight, layer.ln2Bias);
    layer.fc1Weight = addParam(p + "mlp.linear_fc1.weight", {hidden, fc1Out},
                               1, InitKind::normal, std, true);
    layer.fc1Bias = addLinearBias(p + "mlp.linear_fc1.bias", fc1Out, 0);
    layer.fc2Weight = addParam(p + "mlp.linear_fc2.weight", {ffn, hidden}, 0,
                               InitKind::normal, scaledStd, true);
    layer.fc2Bias = addLinearBias(p + "mlp.linear_fc2.bias", hidden, -1);
    layers[chunk].push_back(layer);
  }
  declaringChunk = chunks - 1;
  if (isLast) {
    addNormParams("decoder.final_layernorm", finalNormWeight, finalNormBias);
    if (config.untieEmbeddingsAndOutputWeights)
      outputWeight = addParam("output_layer.weight", {hidden, vocab}, 1,
                              InitKind::normal, std, true);
    else if (isFirst)
      outputWeight = wordEmbedding; // Tied, on the one stage.
    else
      // Tied over stages, as Megatron-LM: the last stage keeps a copy of
      // the word embedding under its name (so the runtime initialises both
      // alike), and the two stages exchange gradients every step.
      outputWeight = addParam("embedding.word_embeddings.weight",
                              {vocab, hidden}, 0, InitKind::normal, std, true);
  }
}

Value StageBuilder::tpAllReduce(Value value, ReductionKind kind, Location loc) {
  if (tp == 1)
    return value;
  return AllReduceOp::create(b, loc, value.getType(), kind, value, tpGroup);
}

Value StageBuilder::gatherSequence(Value shard, Location loc) {
  if (!sequenceParallel)
    return shard;
  auto type = cast<RankedTensorType>(shard.getType());
  return AllGatherOp::create(b, loc, fullSequence(type.getShape().back()),
                             shard, tpGroup, /*dim=*/1);
}

/// [B, S, H] as rows [B x S, H], and back.
static SmallVector<ReassociationIndices, 2> tokensAsRows() {
  return {{0, 1}, {2}};
}

void StageBuilder::sendToStage(Value value, int64_t peer, Location loc) {
  if (scatterGather) {
    int64_t rows = batch * seq;
    Value whole = tensor::CollapseShapeOp::create(
        b, loc, tensor({rows, hidden}), value, tokensAsRows());
    value = LocalShardOp::create(b, loc, tensor({rows / tp, hidden}), whole,
                                 tpGroup);
  }
  SendOp::create(b, loc, value, "pp", peer);
}

Value StageBuilder::receiveFromStage(int64_t peer, Location loc) {
  RankedTensorType act = activationType();
  if (!scatterGather)
    return RecvOp::create(b, loc, act, "pp", peer);
  int64_t rows = batch * seq;
  Value part = RecvOp::create(b, loc, tensor({rows / tp, hidden}), "pp", peer);
  Value whole = AllGatherOp::create(b, loc, tensor({rows, hidden}), part,
                                    tpGroup, /*dim=*/0);
  return tensor::ExpandShapeOp::create(b, loc, act, whole, tokensAsRows());
}

Value StageBuilder::reducePartial(Value partial, Location loc) {
  if (!sequenceParallel)
    return tpAllReduce(partial, ReductionKind::sum, loc);
  auto type = cast<RankedTensorType>(partial.getType());
  return ReduceScatterOp::create(
      b, loc, tensor({batch, seqShard, type.getShape().back()}),
      ReductionKind::sum, partial, tpGroup, /*dim=*/1);
}

void StageBuilder::accumulateBiasGrad(int index, Value grad, Location loc) {
  if (index < 0)
    return;
  accumulateGrad(index,
                 BiasGradOp::create(b, loc, param(index).getType(), grad),
                 loc);
}

NormOutputs StageBuilder::buildNorm(Value input, int weight, int bias,
                                    Location loc) {
  Type type = input.getType();
  RankedTensorType rows =
      tensor(cast<RankedTensorType>(type).getShape().drop_back());
  FloatAttr epsilon = b.getF64FloatAttr(config.layernormEpsilon);
  if (!hasMean()) {
    auto rms = RMSNormOp::create(b, loc, TypeRange{type, rows}, input,
                                 param(weight), epsilon);
    return {rms.getResult(), Value(), rms.getRstd()};
  }
  auto ln = LayerNormOp::create(b, loc, TypeRange{type, rows, rows}, input,
                                param(weight), param(bias), epsilon);
  return {ln.getResult(), ln.getMean(), ln.getRstd()};
}

Value StageBuilder::buildNormGrad(Value input, int weight, int bias,
                                  const NormOutputs &saved, Value resultGrad,
                                  Location loc) {
  Type weightType = param(weight).getType();
  if (!hasMean()) {
    auto rms = RMSNormGradOp::create(
        b, loc, TypeRange{input.getType(), weightType}, input, param(weight),
        saved.rstd, resultGrad);
    accumulateGrad(weight, rms.getGammaGrad(), loc);
    return rms.getInputGrad();
  }
  auto ln = LayerNormGradOp::create(
      b, loc, TypeRange{input.getType(), weightType, weightType}, input,
      param(weight), saved.mean, saved.rstd, resultGrad);
  accumulateGrad(weight, ln.getGammaGrad(), loc);
  accumulateGrad(bias, ln.getBetaGrad(), loc);
  return ln.getInputGrad();
}

void StageBuilder::accumulateGrad(int index, Value grad, Location loc) {
  // Mixed precision: accumulated in f32 (Megatron's main_grad), unless
  // --grad-reduce-in-bf16 keeps the bf16 gradients.
  if (cast<RankedTensorType>(grad.getType()).getElementType() != gradType())
    grad = ConvertOp::create(
        b, loc, tensor(localShape(params[index]), gradType()), grad);
  Value &acc = gradients[index];
  acc = acc ? Value(AddOp::create(b, loc, acc.getType(), acc, grad)) : grad;
  if (recordGradientOrder)
    gradientReadyOrder.push_back(index);
}

ResultRange StageBuilder::buildJob(JobKind kind, int64_t microbatch,
                                   int64_t chunk,
                                   function_ref<SmallVector<Value>()> body) {
  std::string name =
      llvm::formatv("{0}{1}", stringifyJobKind(kind), microbatch).str();
  if (chunks > 1)
    name += llvm::formatv(".chunk{0}", chunk).str();
  return createJob(b, loc(name), kind, microbatch, chunk, body).getResults();
}

Value StageBuilder::hiddenDropout(Value x, int64_t microbatch, int64_t layerId,
                                  DropoutSite site, Location loc) {
  if (config.hiddenDropout == 0)
    return x;
  // One seed per site and micro-batch (the step and the run's seed are
  // mixed in by the runtime), so a recomputed forward, and the backward,
  // draw the mask the forward drew.
  int64_t siteIndex = site == DropoutSite::embedding
                          ? 0
                          : 1 + 2 * layerId + (site == DropoutSite::mlp);
  int64_t seed = microbatch * hiddenDropoutSites() + siteIndex;
  // Replicated over tp, every rank draws the same mask; on sequence shards
  // each draws its own (Megatron-LM forks its tensor-parallel random state
  // there).
  return DropoutOp::create(b, loc, x, b.getF64FloatAttr(config.hiddenDropout),
                           b.getI64IntegerAttr(seed), b.getI64IntegerAttr(0),
                           sequenceParallel ? tpGroup : ArrayAttr());
}

LayerActivations StageBuilder::buildLayerForward(const LayerParams &layer,
                                                 Value input, Value &output,
                                                 const std::string &name,
                                                 int64_t microbatch) {
  LayerActivations a;
  RankedTensorType act = activationType();
  a.input = input;
  NormOutputs ln1 = buildNorm(input, layer.ln1Weight, layer.ln1Bias,
                              loc(name + ".input_layernorm"));
  a.ln1 = ln1.result, a.mean1 = ln1.mean, a.rstd1 = ln1.rstd;
  Location qkvLoc = loc(name + ".self_attention.linear_qkv");
  a.qkv =
      LinearOp::create(b, qkvLoc, fullSequence(qkvWidth / tp),
                       ParallelMode::column, gatherSequence(a.ln1, qkvLoc),
                       param(layer.qkvWeight), optionalParam(layer.qkvBias));
  if (usesRope())
    a.qkv = RopeOp::create(b, loc(name + ".self_attention.rotary_pos_emb"),
                           a.qkv, heads / tp, localQueryGroups(),
                           config.getRotaryDim(),
                           llvm::APFloat(double(config.rotaryBase)));
  buildCoreAttention(a, name, microbatch, layer.id);
  Location projLoc = loc(name + ".self_attention.linear_proj");
  Value proj =
      LinearOp::create(b, projLoc, fullSequence(hidden), ParallelMode::row,
                       a.attn, param(layer.projWeight), Value());
  proj = reducePartial(proj, projLoc);
  if (layer.projBias >= 0)
    proj = AddOp::create(b, projLoc, act, proj, param(layer.projBias));
  Location attnResidualLoc = loc(name + ".self_attn_residual");
  proj = hiddenDropout(proj, microbatch, layer.id, DropoutSite::attention,
                       attnResidualLoc);
  a.residual = AddOp::create(b, attnResidualLoc, act, input, proj);
  NormOutputs ln2 = buildNorm(a.residual, layer.ln2Weight, layer.ln2Bias,
                              loc(name + ".pre_mlp_layernorm"));
  a.ln2 = ln2.result, a.mean2 = ln2.mean, a.rstd2 = ln2.rstd;
  Location fc1Loc = loc(name + ".mlp.linear_fc1");
  a.fc1 =
      LinearOp::create(b, fc1Loc, fullSequence(fc1Out / tp),
                       ParallelMode::column, gatherSequence(a.ln2, fc1Loc),
                       param(layer.fc1Weight), optionalParam(layer.fc1Bias));
  Location actLoc = loc(name + ".mlp.activation");
  if (config.swiglu)
    a.act = SwigluOp::create(b, actLoc, tensor({batch, seq, ffn / tp}), a.fc1);
  else
    a.act = GeluOp::create(b, actLoc, a.fc1);
  Location fc2Loc = loc(name + ".mlp.linear_fc2");
  Value fc2 =
      LinearOp::create(b, fc2Loc, fullSequence(hidden), ParallelMode::row,
                       a.act, param(layer.fc2Weight), Value());
  fc2 = reducePartial(fc2, fc2Loc);
  if (layer.fc2Bias >= 0)
    fc2 = AddOp::create(b, fc2Loc, act, fc2, param(layer.fc2Bias));
  Location mlpResidualLoc = loc(name + ".mlp_residual");
  fc2 = hiddenDropout(fc2, microbatch, layer.id, DropoutSite::mlp,
                      mlpResidualLoc);
  output = AddOp::create(b, mlpResidualLoc, act, a.residual, fc2);
  return a;
}

bool StageBuilder::unfused() const {
  return config.attentionPricing == AttentionPricing::unfused;
}

StageBuilder::AttentionDropout
StageBuilder::attentionDropout(int64_t microbatch, int64_t layerId) {
  if (config.attentionDropout == 0)
    return {};
  // One seed per layer and micro-batch, after every hidden dropout site's
  // (hiddenDropout's: 2 layers + 1 per micro-batch), so a recomputed
  // attention, and the gradient, draw the forward's mask.
  int64_t hiddenSeeds = config.numMicrobatches * hiddenDropoutSites();
  // Each tensor-parallel rank holds its own heads and draws their mask
  // (Megatron-LM forks its tensor-parallel random state here).
  return {b.getF64FloatAttr(config.attentionDropout),
          static_cast<uint64_t>(hiddenSeeds + microbatch * config.numLayers +
                                layerId),
          tp > 1 ? tpGroup : ArrayAttr()};
}

void StageBuilder::buildCoreAttention(LayerActivations &a,
                                      const std::string &name,
                                      int64_t microbatch, int64_t layerId) {
  int64_t localHeads = heads / tp;
  AttentionDropout drop = attentionDropout(microbatch, layerId);
  auto attention = AttentionOp::create(
      b, loc(name + ".self_attention.core_attention"),
      TypeRange{tensor({batch, seq, hidden / tp}),
                tensor({batch, localHeads, seq})},
      a.qkv, localHeads, localQueryGroups(), /*causal=*/true, unfused(),
      drop.ratio, drop.seed, drop.group);
  a.attn = attention.getResult();
  a.lse = attention.getLogsumexp();
}

LayerSave StageBuilder::layerSave(size_t index) const {
  switch (config.recomputeGranularity) {
  case RecomputeGranularity::none:
    return LayerSave::all;
  case RecomputeGranularity::selective:
    return LayerSave::allButCore;
  case RecomputeGranularity::full:
    return index % config.recomputeNumLayers == 0 ? LayerSave::input
                                                  : LayerSave::none;
  }
  return LayerSave::all;
}

Value StageBuilder::buildLayerBackward(const LayerParams &layer,
                                       const LayerActivations &a,
                                       Value outputGrad,
                                       const std::string &name,
                                       int64_t microbatch) {
  RankedTensorType act = activationType();
  auto paramType = [&](int index) { return param(index).getType(); };
  // MLP block.
  Value fc2OutGrad =
      hiddenDropout(outputGrad, microbatch, layer.id, DropoutSite::mlp,
                    loc(name + ".mlp_residual.backward"));
  Location fc2Loc = loc(name + ".mlp.linear_fc2.backward");
  accumulateBiasGrad(layer.fc2Bias, fc2OutGrad, fc2Loc);
  auto fc2Grad = MatmulGradOp::create(
      b, fc2Loc, TypeRange{a.act.getType(), paramType(layer.fc2Weight)},
      ParallelMode::row, a.act, param(layer.fc2Weight),
      gatherSequence(fc2OutGrad, fc2Loc));
  accumulateGrad(layer.fc2Weight, fc2Grad.getWeightGrad(), fc2Loc);
  Location actLoc = loc(name + ".mlp.activation.backward");
  Value fc1OutGrad =
      config.swiglu
          ? Value(SwigluGradOp::create(b, actLoc, a.fc1.getType(), a.fc1,
                                       fc2Grad.getInputGrad()))
          : Value(GeluGradOp::create(b, actLoc, a.fc1,
                                     fc2Grad.getInputGrad()));
  Location fc1Loc = loc(name + ".mlp.linear_fc1.backward");
  accumulateBiasGrad(layer.fc1Bias, fc1OutGrad, fc1Loc);
  // Under sequence parallelism the saved shard is gathered again (as
  // Megatron does, rather than keeping the whole sequence).
  auto fc1Grad = MatmulGradOp::create(
      b, fc1Loc, TypeRange{fullSequence(hidden), paramType(layer.fc1Weight)},
      ParallelMode::column, gatherSequence(a.ln2, fc1Loc),
      param(layer.fc1Weight), fc1OutGrad);
  Value ln2Grad = reducePartial(fc1Grad.getInputGrad(), fc1Loc);
  accumulateGrad(layer.fc1Weight, fc1Grad.getWeightGrad(), fc1Loc);
  Value ln2InputGrad = buildNormGrad(
      a.residual, layer.ln2Weight, layer.ln2Bias, {a.ln2, a.mean2, a.rstd2},
      ln2Grad, loc(name + ".pre_mlp_layernorm.backward"));
  Value residualGrad = AddOp::create(b, loc(name + ".mlp_residual.backward"),
                                     act, outputGrad, ln2InputGrad);
  // Attention block.
  Value projOutGrad =
      hiddenDropout(residualGrad, microbatch, layer.id, DropoutSite::attention,
                    loc(name + ".self_attn_residual.backward"));
  Location projLoc = loc(name + ".self_attention.linear_proj.backward");
  accumulateBiasGrad(layer.projBias, projOutGrad, projLoc);
  auto projGrad = MatmulGradOp::create(
      b, projLoc, TypeRange{a.attn.getType(), paramType(layer.projWeight)},
      ParallelMode::row, a.attn, param(layer.projWeight),
      gatherSequence(projOutGrad, projLoc));
  accumulateGrad(layer.projWeight, projGrad.getWeightGrad(), projLoc);
  AttentionDropout drop = attentionDropout(microbatch, layer.id);
  Value qkvGrad = AttentionGradOp::create(
      b, loc(name + ".self_attention.core_attention.backward"), a.qkv.getType(),
      a.qkv, a.attn, a.lse, projGrad.getInputGrad(), heads / tp,
      localQueryGroups(), /*causal=*/true, unfused(), drop.ratio, drop.seed,
      drop.group);
  if (usesRope())
    qkvGrad = RopeGradOp::create(
        b, loc(name + ".self_attention.rotary_pos_emb.backward"), qkvGrad,
        heads / tp, localQueryGroups(), config.getRotaryDim(),
        llvm::APFloat(double(config.rotaryBase)));
  Location qkvLoc = loc(name + ".self_attention.linear_qkv.backward");
  accumulateBiasGrad(layer.qkvBias, qkvGrad, qkvLoc);
  auto qkvBack = MatmulGradOp::create(
      b, qkvLoc, TypeRange{fullSequence(hidden), paramType(layer.qkvWeight)},
      ParallelMode::column, gatherSequence(a.ln1, qkvLoc),
      param(layer.qkvWeight), qkvGrad);
  Value ln1Grad = reducePartial(qkvBack.getInputGrad(), qkvLoc);
  accumulateGrad(layer.qkvWeight, qkvBack.getWeightGrad(), qkvLoc);
  Value ln1InputGrad = buildNormGrad(
      a.input, layer.ln1Weight, layer.ln1Bias, {a.ln1, a.mean1, a.rstd1},
      ln1Grad, loc(name + ".input_layernorm.backward"));
  return AddOp::create(b, loc(name + ".self_attn_residual.backward"), act,
                       residualGrad, ln1InputGrad);
}

void StageBuilder::buildForwardJob(int64_t mb, int64_t chunk) {
  auto body = [&]() -> SmallVector<Value> {
    SmallVector<Value> yielded;
    RankedTensorType act = activationType();
    Value x;
    if (hasEmbedding(chunk)) {
      Location embLoc = loc("embedding");
      Value tokens = LoadBatchOp::create(b, embLoc, tokenType,
                                         BatchField::tokens, mb,
                                         config.vocabSize);
      Value words = EmbeddingOp::create(
          b, loc("embedding.word_embeddings"), fullSequence(hidden), tokens,
          param(wordEmbedding), tp > 1 ? tpGroup : ArrayAttr());
      words = reducePartial(words, embLoc);
      x = words;
      if (positionEmbedding >= 0) {
        // Under sequence parallelism each rank adds its shard of the table.
        Location posLoc = loc("embedding.position_embeddings");
        Value table = param(positionEmbedding);
        if (sequenceParallel)
          table = LocalShardOp::create(b, posLoc, tensor({seqShard, hidden}),
                                       table, tpGroup);
        x = AddOp::create(b, posLoc, act, words, table);
      }
      x = hiddenDropout(x, mb, -1, DropoutSite::embedding,
                        loc("embedding.embedding_dropout"));
      yielded.push_back(tokens);
    } else {
      x = receiveFromStage(previousStage(), loc("recv_forward"));
    }
    for (auto [index, layer] : llvm::enumerate(layers[chunk])) {
      Value next;
      buildLayerForward(layer, x, next,
                        llvm::formatv("decoder.layers.{0}", layer.id), mb)
          .appendTo(yielded, layerSave(index));
      x = next;
    }
    if (!hasHead(chunk)) {
      sendToStage(x, nextStage(), loc("send_forward"));
      return yielded;
    }
    HeadActivations h;
    RankedTensorType rows = tensor({batch, seq});
    h.input = x;
    NormOutputs norm = buildNorm(x, finalNormWeight, finalNormBias,
                                 loc("decoder.final_layernorm"));
    h.ln = norm.result, h.mean = norm.mean, h.rstd = norm.rstd;
    Location outLoc = loc("output_layer");
    h.logits =
        LinearOp::create(b, outLoc, fullSequence(vocab / tp),
                         ParallelMode::column, gatherSequence(h.ln, outLoc),
                         param(outputWeight), Value(), tiedOutput());
    Location lossLoc = loc("loss");
    ArrayAttr vocabGroup = tp > 1 ? tpGroup : ArrayAttr();
    Value localMax = CrossEntropyMaxOp::create(b, lossLoc, rows, h.logits);
    h.rowMax = tpAllReduce(localMax, ReductionKind::max, lossLoc);
    h.labels = LoadBatchOp::create(b, lossLoc, tokenType, BatchField::labels,
                                   mb, config.vocabSize);
    Value stats = CrossEntropyStatsOp::create(
        b, lossLoc, tensor({batch, seq, 2}), h.logits, h.rowMax, h.labels,
        vocabGroup);
    h.stats = tpAllReduce(stats, ReductionKind::sum, lossLoc);
    Value loss = CrossEntropyLossOp::create(b, lossLoc, tensor({}), h.stats);
    LogLossOp::create(b, lossLoc, loss);
    h.appendTo(yielded);
    return yielded;
  };
  // Mixed precision: the chunk's first forward makes the bf16 copies of its
  // f32 main weights that every job of the step reads (Megatron copies the
  // main weights into the bf16 model after each update). The distributed
  // optimizer's shards are all-gathered there too, in the order the model
  // uses them (Megatron's --overlap-param-gather gathers them in the next
  // step's forward; the overlap pipeline hides each under earlier layers).
  SmallVector<int> copied;
  if (mb == 0)
    for (auto [index, spec] : llvm::enumerate(params))
      if (paramChunk[index] == chunk && readsCopy(index))
        copied.push_back(index);
  ResultRange results = buildJob(JobKind::forward, mb, chunk, [&] {
    for (int index : copied) {
      const std::string &name = params[index].name;
      Value copy = mainParam(index);
      if (mixedPrecision())
        copy = ConvertOp::create(b, loc(name + ".bf16_copy"),
                                 tensor(mainShape(index)), copy);
      if (dataSharded(index))
        copy = AllGatherOp::create(b, loc(name + ".param_all_gather"),
                                   tensor(localShape(params[index])), copy,
                                   dpGroup, /*dim=*/0);
      modelCopies[index] = copy;
    }
    SmallVector<Value> yielded = body();
    for (int index : copied)
      yielded.push_back(modelCopies[index]);
    return yielded;
  });
  size_t numSaved = results.size() - copied.size();
  saved[mb * chunks + chunk].assign(results.begin(),
                                    results.begin() + numSaved);
  for (auto [k, index] : llvm::enumerate(copied))
    modelCopies[index] = results[numSaved + k];
}

void StageBuilder::buildBackwardJob(int64_t mb, int64_t chunk) {
  recordGradientOrder = mb == config.numMicrobatches - 1;
  ResultRange results = buildJob(JobKind::backward, mb, chunk, [&] {
    ValueRange values = saved[mb * chunks + chunk];
    const std::vector<LayerParams> &chunkLayers = layers[chunk];
    unsigned next = 0;
    Value tokens;
    if (hasEmbedding(chunk))
      tokens = values[next++];
    std::vector<LayerActivations> layerActs;
    for (size_t i = 0; i < chunkLayers.size(); ++i)
      layerActs.push_back(
          LayerActivations::from(values, next, layerSave(i), hasMean()));
    Value grad;
    if (hasHead(chunk)) {
      HeadActivations h = HeadActivations::from(values, next, hasMean());
      double scale = 1.0 / static_cast<double>(batch * seq *
                                               config.numMicrobatches *
                                               config.dataParallel);
      Location lossLoc = loc("loss.backward");
      Value logitsGrad = CrossEntropyGradOp::create(
          b, lossLoc, h.logits.getType(), h.logits, h.rowMax, h.stats,
          h.labels, tp > 1 ? tpGroup : ArrayAttr(), b.getF64FloatAttr(scale));
      Location outLoc = loc("output_layer.backward");
      auto outGrad = MatmulGradOp::create(
          b, outLoc,
          TypeRange{fullSequence(hidden), param(outputWeight).getType()},
          ParallelMode::column, gatherSequence(h.ln, outLoc),
          param(outputWeight), logitsGrad, tiedOutput());
      Value lnGrad = reducePartial(outGrad.getInputGrad(), outLoc);
      accumulateGrad(outputWeight, outGrad.getWeightGrad(), outLoc);
      grad = buildNormGrad(h.input, finalNormWeight, finalNormBias,
                           {h.ln, h.mean, h.rstd}, lnGrad,
                           loc("decoder.final_layernorm.backward"));
    } else {
      grad = receiveFromStage(nextStage(), loc("recv_backward"));
    }
    assert(next == values.size() && "saved values read back in full");
    auto layerName = [&](size_t i) {
      return llvm::formatv("decoder.layers.{0}", chunkLayers[i].id).str();
    };
    for (size_t i = chunkLayers.size(); i-- > 0;) {
      // Recomputation, as Megatron does it just before the backward that
      // needs it: the group's whole forward from its saved input, or the
      // core attention from the saved qkv.
      if (config.recomputeGranularity == RecomputeGranularity::full &&
          endsRecomputeGroup(i, chunkLayers.size())) {
        size_t first = i - i % config.recomputeNumLayers;
        Value x = layerActs[first].input;
        for (size_t j = first; j <= i; ++j) {
          Value output;
          layerActs[j] = buildLayerForward(chunkLayers[j], x, output,
                                           layerName(j) + ".recompute", mb);
          x = output;
        }
      } else if (config.recomputeGranularity ==
                 RecomputeGranularity::selective) {
        buildCoreAttention(layerActs[i], layerName(i) + ".recompute", mb,
                           chunkLayers[i].id);
      }
      grad = buildLayerBackward(chunkLayers[i], layerActs[i], grad,
                                layerName(i), mb);
    }
    if (hasEmbedding(chunk)) {
      grad = hiddenDropout(grad, mb, -1, DropoutSite::embedding,
                           loc("embedding.embedding_dropout.backward"));
      if (positionEmbedding >= 0) {
        // The shards' gradients gathered into the whole table's.
        Location posLoc = loc("embedding.position_embeddings.backward");
        Value posGrad =
            BiasGradOp::create(b, posLoc, tensor({seqShard, hidden}), grad);
        if (sequenceParallel)
          posGrad = AllGatherOp::create(b, posLoc, tensor({seq, hidden}),
                                        posGrad, tpGroup, /*dim=*/0);
        accumulateGrad(positionEmbedding, posGrad, posLoc);
      }
      Location wordLoc = loc("embedding.word_embeddings.backward");
      accumulateGrad(
          wordEmbedding,
          EmbeddingGradOp::create(b, wordLoc, param(wordEmbedding).getType(),
                                  tokens, gatherSequence(grad, wordLoc),
                                  tp > 1 ? tpGroup : ArrayAttr()),
          wordLoc);
    } else {
      sendToStage(grad, previousStage(), loc("send_backward"));
    }
    // This chunk's gradients: another chunk's backward may run before or
    // after this one, so it must not carry them.
    SmallVector<Value> yielded;
    for (auto [index, grad] : llvm::enumerate(gradients))
      if (paramChunk[index] == chunk)
        yielded.push_back(grad);
    return yielded;
  });
  // Later jobs accumulate into this job's results.
  auto result = results.begin();
  for (auto [index, grad] : llvm::enumerate(gradients))
    if (paramChunk[index] == chunk)
      grad = *result++;
}

void StageBuilder::buildOptimizer() {
  // Data-parallel gradient all-reduces, in the order backward finishes the
  // gradients, then the updates.
  std::vector<Value> reduced(gradients);
  exchangeEmbeddingGradient(reduced);
  // Under sequence parallelism a replicated parameter (norms, row-parallel
  // biases) saw only this rank's sequence shard: its gradient is summed over
  // tp, as Megatron's allreduce of sequence-parallel gradients.
  auto sequenceShardedGrad = [&](int index) {
    // The position table's is whole already (gathered in the backward).
    return sequenceParallel && params[index].shardDim < 0 &&
           index != positionEmbedding;
  };
  // A gradient is ready at its last accumulation (the tied word embedding
  // accumulates twice on one stage).
  std::vector<int> readyOrder;
  llvm::DenseSet<int> seen;
  for (int index : llvm::reverse(gradientReadyOrder))
    if (seen.insert(index).second)
      readyOrder.push_back(index);
  std::reverse(readyOrder.begin(), readyOrder.end());
  for (int index : readyOrder)
    if (sequenceShardedGrad(index))
      reduced[index] = AllReduceOp::create(
          b, loc(params[index].name + ".grad_tp_all_reduce"),
          reduced[index].getType(), ReductionKind::sum, reduced[index],
          tpGroup);
  // Over dp: all-reduced, or under the distributed optimizer
  // reduce-scattered into this rank's shard.
  if (config.dataParallel > 1) {
    for (int index : readyOrder) {
      const std::string &name = params[index].name;
      if (dataSharded(index))
        reduced[index] = ReduceScatterOp::create(
            b, loc(name + ".grad_reduce_scatter"),
            tensor(mainShape(index), gradType()), ReductionKind::sum,
            reduced[index], dpGroup, /*dim=*/0);
      else
        reduced[index] = AllReduceOp::create(
            b, loc(name + ".grad_all_reduce"), reduced[index].getType(),
            ReductionKind::sum, reduced[index], dpGroup);
    }
  }
  // --grad-reduce-in-bf16: the optimizer reads the reduced bf16 gradient
  // widened to f32 (Megatron copies main_grad.float() to the main
  // parameter's grad), and clipping's norm is taken from that.
  if (gradType() != mainType())
    for (int index : readyOrder)
      reduced[index] = ConvertOp::create(
          b, loc(params[index].name + ".grad_to_main"),
          tensor(mainShape(index), mainType()), reduced[index]);
  if (config.clipGrad > 0.0)
    clipGradients(reduced, readyOrder);
  // Megatron's schedule, the same for every update.
  StringAttr lrStyle = b.getStringAttr(config.getEffectiveLrDecayStyle());
  IntegerAttr lrWarmup = b.getI64IntegerAttr(config.lrWarmupIters);
  IntegerAttr lrDecay = b.getI64IntegerAttr(config.getLrDecayIters());
  FloatAttr minLr = b.getF64FloatAttr(config.minLr);
  // The results: new parameters, then each state's new tensors.
  size_t n = params.size();
  SmallVector<Value> results(n * (1 + optimizerStates().size()));
  for (auto [index, spec] : llvm::enumerate(params)) {
    Operation *update;
    if (config.optimizer == Optimizer::adam)
      update = AdamWUpdateOp::create(
          b, loc(spec.name + ".adam"), mainParam(index), reduced[index],
          optimizerState(index, 0), optimizerState(index, 1),
          b.getF64FloatAttr(config.lr), b.getF64FloatAttr(config.adamBeta1),
          b.getF64FloatAttr(config.adamBeta2),
          b.getF64FloatAttr(config.adamEps),
          b.getF64FloatAttr(spec.weightDecay), lrStyle, lrWarmup, lrDecay,
          minLr);
    else
      update = SGDUpdateOp::create(b, loc(spec.name + ".sgd"), mainParam(index),
                                   reduced[index], optimizerState(index, 0),
                                   b.getF64FloatAttr(config.lr),
                                   b.getF64FloatAttr(config.sgdMomentum),
                                   b.getF64FloatAttr(spec.weightDecay), lrStyle,
                                   lrWarmup, lrDecay, minLr);
    for (auto [which, result] : llvm::enumerate(update->getResults()))
      results[which * n + index] = result;
  }
  func::ReturnOp::create(b, loc("step_end"), results);
}

void StageBuilder::exchangeEmbeddingGradient(std::vector<Value> &grads) {
  if (!tiedOutput() || config.pipelineParallel == 1 || (!isFirst && !isLast))
    return;
  int index = isFirst ? wordEmbedding : outputWeight;
  int64_t peer = isFirst ? config.pipelineParallel - 1 : 0;
  Location exchangeLoc = loc("embedding.word_embeddings.grad_exchange");
  Value own = grads[index];
  // The first stage sends first, the last receives first (a rendezvous
  // either way), and both add in stage order: the same bits on both.
  Value other;
  if (isFirst) {
    SendOp::create(b, exchangeLoc, own, "pp", peer);
    other = RecvOp::create(b, exchangeLoc, own.getType(), "pp", peer);
  } else {
    other = RecvOp::create(b, exchangeLoc, own.getType(), "pp", peer);
    SendOp::create(b, exchangeLoc, own, "pp", peer);
  }
  grads[index] = AddOp::create(b, exchangeLoc, own.getType(),
                               isFirst ? own : other, isFirst ? other : own);
}

/// Gradients per piece of the clipping norm's sum: a transformer layer's in
/// one class (six tp-split ones, or six replicated, with biases).
static constexpr size_t kNormPieceParams = 6;

void StageBuilder::clipGradients(std::vector<Value> &grads,
                                 ArrayRef<int> readyOrder) {
  // Megatron-LM's clip_grad_norm_fp32: the squared norm of the stage's
  // gradients, each counted once over the model-parallel ranks. A
  // tp-sharded gradient's squares are summed over tp; a replicated one
  // (norms, row-parallel biases, the position table) is the same on every
  // tp rank, so its squares join after that sum (Megatron counts it on tp
  // rank 0 only). Then the stages' sums over pp. Gradients are already
  // reduced over dp, so every dp rank computes the same norm.
  // The last stage's copy of a tied word embedding is the first stage's
  // parameter again: counted there only (Megatron's param_is_not_shared).
  // Under the distributed optimizer each dp rank holds a shard of a
  // dp-split gradient: those squares are summed over dp as well.
  // Each class's gradients go in the order the backward finishes them, in
  // pieces of a layer's worth, each piece's sum added to the last: a piece
  // can run as soon as its gradients are reduced, so the sums of the early
  // layers fill the wait for the last reductions (ovl-schedule-overlap
  // places them there) instead of all waiting for the last gradient.
  SmallVector<Value> squares[2][2]; // [split over tp][split over dp]
  SmallVector<int> order(readyOrder);
  llvm::DenseSet<int> listed(readyOrder.begin(), readyOrder.end());
  for (int index = 0; index < int(params.size()); ++index)
    if (!listed.contains(index))
      order.push_back(index);
  for (int index : order) {
    if (tiedOutput() && !isFirst && index == outputWeight)
      continue;
    squares[tp > 1 && params[index].shardDim >= 0][dataSharded(index)]
        .push_back(grads[index]);
  }
  RankedTensorType scalar = tensor({}, mainType());
  Location normLoc = loc("grad_norm");
  Value normSq;
  auto add = [&](Value term) {
    normSq = normSq ? Value(AddOp::create(b, normLoc, scalar, normSq, term))
                    : term;
  };
  // Each class's squares, summed over the axes it is split over: tp-split
  // ones first (and the replicated ones after that sum, as above).
  for (int tpSplit : {1, 0})
    for (int dpSplit : {1, 0}) {
      if (squares[tpSplit][dpSplit].empty())
        continue;
      ArrayRef<Value> all = squares[tpSplit][dpSplit];
      Value sum;
      for (size_t at = 0; at < all.size(); at += kNormPieceParams) {
        Value piece = SumSquaresOp::create(
            b, normLoc, scalar,
            all.slice(at, std::min(kNormPieceParams, all.size() - at)));
        sum =
            sum ? Value(AddOp::create(b, normLoc, scalar, sum, piece)) : piece;
      }
      SmallVector<StringRef> axes;
      if (dpSplit)
        axes.push_back("dp");
      if (tpSplit)
        axes.push_back("tp");
      if (!axes.empty())
        sum = AllReduceOp::create(b, normLoc, scalar, ReductionKind::sum, sum,
                                  b.getStrArrayAttr(axes));
      add(sum);
    }
  if (config.pipelineParallel > 1)
    normSq = AllReduceOp::create(b, loc("grad_norm.pp_all_reduce"), scalar,
                                 ReductionKind::sum, normSq,
                                 b.getStrArrayAttr({"pp"}));
  FloatAttr maxNorm = b.getF64FloatAttr(config.clipGrad);
  for (auto [index, spec] : llvm::enumerate(params))
    grads[index] = ClipByGlobalNormOp::create(b, loc(spec.name + ".clip_grad"),
                                              grads[index].getType(),
                                              grads[index], normSq, maxNorm);
}

ArrayRef<StringLiteral> StageBuilder::optimizerStates() const {
  if (config.optimizer == Optimizer::adam)
    return kAdamStateSuffixes;
  return kSgdStateSuffixes;
}

void StageBuilder::build(ModuleOp module) {
  declareParams();
  SmallVector<Type> argTypes;
  for (size_t index = 0; index < params.size(); ++index)
    argTypes.push_back(tensor(mainShape(index), mainType()));
  SmallVector<Type> paramTypes(argTypes);
  for (size_t s = 0; s < optimizerStates().size(); ++s)
    argTypes.append(paramTypes);

  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToEnd(module.getBody());
  func = func::FuncOp::create(b, loc(llvm::formatv("stage{0}", stage)),
                              llvm::formatv("stage{0}", stage).str(),
                              b.getFunctionType(argTypes, argTypes));
  func->setAttr(OvlDialect::kStageAttrName, b.getI64IntegerAttr(stage));
  // Split over tp along the spec's dimension; under the distributed
  // optimizer split (again) over dp along the first.
  auto makeParamAttr = [&](int index, const std::string &name, InitKind init,
                           double std) {
    const ParamSpec &spec = params[index];
    int64_t dim = spec.shardDim, innerDim = -1;
    StringRef axis = dim >= 0 ? "tp" : "", innerAxis;
    if (dataSharded(index)) {
      if (dim >= 0)
        innerDim = 0, innerAxis = "dp";
      else
        dim = 0, axis = "dp";
    }
    return ParamAttr::get(b.getContext(), name, spec.globalShape, dim, axis,
                          innerDim, innerAxis, init, APFloat(std));
  };
  // All argument attributes at once: setting them one by one rebuilds the
  // whole list each time (quadratic in the layers, time and memory).
  SmallVector<DictionaryAttr> argAttrs(argTypes.size());
  auto paramDict = [&](ParamAttr param) {
    return DictionaryAttr::get(
        b.getContext(), {b.getNamedAttr(OvlDialect::kParamAttrName, param)});
  };
  for (auto [index, spec] : llvm::enumerate(params)) {
    argAttrs[index] =
        paramDict(makeParamAttr(index, spec.name, spec.init, spec.std));
    for (auto [which, suffix] : llvm::enumerate(optimizerStates()))
      argAttrs[(1 + which) * params.size() + index] = paramDict(makeParamAttr(
          index, spec.name + suffix.str(), InitKind::zeros, 0.0));
  }
  func.setAllArgAttrs(argAttrs);
  b.setInsertionPointToStart(func.addEntryBlock());

  saved.resize(config.numMicrobatches * chunks);
  gradients.assign(params.size(), Value());
  modelCopies.assign(params.size(), Value());
  if (config.pipelineParallel == 1) {
    for (int64_t mb = 0; mb < config.numMicrobatches; ++mb) {
      buildForwardJob(mb, 0);
      buildBackwardJob(mb, 0);
    }
  } else {
    // GPipe order; with chunks, each micro-batch through every chunk in
    // turn (backward: the last chunk first), the one order in which the
    // transfers of the ring the chunks form meet as rendezvous.
    for (int64_t mb = 0; mb < config.numMicrobatches; ++mb)
      for (int64_t chunk = 0; chunk < chunks; ++chunk)
        buildForwardJob(mb, chunk);
    for (int64_t mb = 0; mb < config.numMicrobatches; ++mb)
      for (int64_t chunk = chunks; chunk-- > 0;)
        buildBackwardJob(mb, chunk);
  }
  buildOptimizer();
}

OwningOpRef<ModuleOp> mlir::ovl::buildGPTModule(MLIRContext *context,
                                                const GPTConfig &config) {
  context->loadDialect<OvlDialect, func::FuncDialect, tensor::TensorDialect>();
  OpBuilder b(context);
  OwningOpRef<ModuleOp> module = ModuleOp::create(b.getUnknownLoc());
  b.setInsertionPointToEnd(module->getBody());
  if (config.ddpBucketSize > 0)
    (*module)->setAttr(OvlDialect::kDataParallelBucketAttrName,
                       b.getI64IntegerAttr(config.ddpBucketSize));
  // Megatron's rank order: tensor-parallel fastest, then data, then pipeline.
  MeshOp::create(b, b.getUnknownLoc(), "mesh",
                 b.getStrArrayAttr({"pp", "dp", "tp"}),
                 b.getDenseI64ArrayAttr({config.pipelineParallel,
                                         config.dataParallel,
                                         config.tensorParallel}),
                 axisRoles(context, {AxisRole::pipeline, AxisRole::data,
                                     AxisRole::tensor}));
  SmallVector<Attribute> stages;
  for (int64_t s = 0; s < config.pipelineParallel; ++s)
    stages.push_back(FlatSymbolRefAttr::get(
        context, llvm::formatv("stage{0}", s).str()));
  PipelineOp::create(b, b.getUnknownLoc(), "pipeline", "pp",
                     b.getArrayAttr(stages), config.numMicrobatches,
                     config.getNumModelChunks());
  for (int64_t s = 0; s < config.pipelineParallel; ++s)
    StageBuilder(config, s, b).build(*module);
  return module;
}
