//===- RandomStep.cpp - Random valid training steps from fuzz bytes -------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "RandomStep.h"

#include "ovl/runtime/CommandSchema.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <vector>

using mlir::ovl::GPTConfig;

namespace {

/// Reads choices from the fuzz bytes; the first option once they run out.
class Choices {
public:
  Choices(const uint8_t *data, size_t size) : data(data), size(size) {}

  /// One of `n` options, 0 when the bytes are spent.
  int64_t pick(int64_t n) {
    if (n <= 1 || at >= size)
      return 0;
    return data[at++] % n;
  }
  template <typename T> T oneOf(std::initializer_list<T> options) {
    return options.begin()[pick(options.size())];
  }
  bool flag() { return pick(2) == 1; }
  /// Whether every byte has been read.
  bool spent() const { return at >= size; }

private:
  const uint8_t *data;
  size_t size;
  size_t at = 0;
};

GPTConfig generateModel(Choices &c) {
  GPTConfig m;
  // The mesh: at most 8 ranks, every rank a thread of the cpu backend.
  m.tensorParallel = c.oneOf<int64_t>({1, 2, 4});
  m.pipelineParallel = c.oneOf<int64_t>({1, 2, 4});
  m.dataParallel = c.oneOf<int64_t>({1, 2});
  while (m.tensorParallel * m.pipelineParallel * m.dataParallel > 8)
    m.pipelineParallel /= 2;
  // Shapes: heads split over tp, small head sizes.
  m.numAttentionHeads = m.tensorParallel * c.oneOf<int64_t>({1, 2});
  m.hiddenSize = m.numAttentionHeads * c.oneOf<int64_t>({2, 4, 8});
  m.numLayers = m.pipelineParallel * c.oneOf<int64_t>({1, 2});
  m.seqLength = c.oneOf<int64_t>({4, 2, 8, 16, 32, 64});
  m.microBatchSize = c.oneOf<int64_t>({1, 2, 4});
  m.numMicrobatches = 1 + c.pick(4);
  m.vocabSize = 4 + c.pick(61);
  m.makeVocabSizeDivisibleBy = c.oneOf<int64_t>({1, 2, 8, 128});
  if (c.flag())
    m.ffnHiddenSize = m.tensorParallel * (1 + c.pick(8));
  m.optimizer = mlir::ovl::Optimizer::sgd; // Adam below, on a flag.
  m.lr = c.oneOf({0.05, 0.5, 0.001});
  m.sgdMomentum = c.oneOf({0.9, 0.0});
  m.weightDecay = c.oneOf({0.01, 0.0});
  // Model chunks (interleaved 1F1B needs micro-batches in multiples of pp).
  if (m.pipelineParallel > 1 && m.numLayers / m.pipelineParallel > 1 &&
      c.flag()) {
    m.numLayersPerVirtualStage = 1;
    m.numMicrobatches = m.pipelineParallel * (1 + c.pick(2));
  }
  // Llama-style blocks (drawn last: earlier corpus inputs keep their
  // models). SwiGLU's default FFN width is 0 below hidden 24.
  m.normalization = c.flag() ? mlir::ovl::Normalization::RMSNorm
                             : mlir::ovl::Normalization::LayerNorm;
  m.swiglu = c.flag();
  m.addBiasLinear = !c.flag();
  if (c.flag() && (m.hiddenSize / m.numAttentionHeads) % 2 == 0)
    m.positionEmbedding = mlir::ovl::PositionEmbedding::rope;
  if (c.flag()) { // AdamW at a learning rate it takes.
    m.optimizer = mlir::ovl::Optimizer::adam;
    m.lr = c.oneOf({0.001, 0.01});
  }
  if (c.flag()) { // A learning-rate schedule: warmup, then a decay.
    m.lrWarmupIters = 1;
    m.trainIters = 8;
    m.lrDecayStyle = c.flag() ? "linear" : "cosine";
  }
  if (c.flag()) { // Query groups: a multiple of tp dividing the heads.
    m.groupQueryAttention = true;
    m.numQueryGroups = m.tensorParallel;
  }
  // Gradient clipping: Megatron's default bound, off, or one that clips.
  m.clipGrad = c.oneOf({1.0, 0.0, 0.05});
  // The output layer tied to the word embedding (Megatron's default) or not.
  m.untieEmbeddingsAndOutputWeights = c.flag();
  // Sequence parallelism (the sequence split over tp).
  if (m.tensorParallel > 1 && m.seqLength % m.tensorParallel == 0)
    m.sequenceParallel = c.flag();
  m.bf16 = c.flag(); // The cpu backend runs bf16 plans too.
  if (m.swiglu && m.getFfnHiddenSize() <= 0)
    m.ffnHiddenSize = m.tensorParallel * (1 + c.pick(8));
  // The distributed optimizer (drawn after the model's shapes: whatever
  // does not split over dp stays whole).
  m.useDistributedOptimizer = m.dataParallel > 1 && c.flag();
  return m;
}

/// A token chunk count for ovl-decompose-collective-matmul: "auto", or one
/// that splits a micro-batch's tokens (under sequence parallelism, the
/// rank's shard of them) on the cpu backend's GEMM row blocks, as the pass
/// requires.
std::string generateChunks(Choices &c, const GPTConfig &m) {
  std::vector<std::string> options = {"auto"};
  int64_t tokens = m.microBatchSize * m.seqLength;
  // The largest weight a decomposed region can hold bounds its row block.
  int64_t ffn = m.ffnHiddenSize ? m.ffnHiddenSize : 4 * m.hiddenSize;
  int64_t block = ovl::rt::gemm::rowBlock(m.hiddenSize,
                                          std::max(3 * m.hiddenSize, ffn));
  // Under sequence parallelism a region's chunks are every rank's rows of
  // its sequence shard: whole row blocks of it, a multiple of the samples.
  bool sequenceParallel = m.sequenceParallel && m.tensorParallel > 1;
  int64_t shard = m.seqLength / m.tensorParallel;
  for (int64_t k : {2, 4, 8}) {
    bool splits =
        sequenceParallel
            ? (tokens / m.tensorParallel) % k == 0 &&
                  k % m.microBatchSize == 0 &&
                  (tokens / m.tensorParallel / k) % block == 0 &&
                  shard % block == 0
            : tokens % k == 0 && (tokens / k) % block == 0;
    if (splits)
      options.push_back(std::to_string(k));
  }
  return options[c.pick(options.size())];
}

/// One overlap pass alone (after flattening the jobs), or the whole overlap
/// pipeline with random options. `pairable`: the stages run 1F1B with one
/// model chunk and whole backward jobs, what forward/backward pairing needs.
std::string generateOverlap(Choices &c, const GPTConfig &m, bool pairable) {
  switch (c.pick(9)) {
  case 0: {
    // Choices in a fixed order (function arguments have none).
    std::string chunks = generateChunks(c, m);
    double capMb = c.oneOf({25.0, 0.0, 0.001, 1.0});
    int maxInFlight = c.oneOf({4, 1, 2, 16});
    int prefetch = c.oneOf({1, 2, 3});
    const char *fwdBwd =
        pairable ? c.oneOf<const char *>({"auto", "off", "backward-forward",
                                          "forward-backward",
                                          "warmup-forward-backward"})
                 : c.oneOf<const char *>({"auto", "off"});
    double budgetMb = c.oneOf({0.0, 100000.0, 0.5});
    return llvm::formatv(
        "ovl-overlap-pipeline{{chunks={0} cap-mb={1} max-in-flight={2} "
        "prefetch-distance={3} fwd-bwd={4} memory-budget-mb={5}}",
        chunks, capMb, maxInFlight, prefetch, fwdBwd, budgetMb);
  }
  case 1:
    return "func.func(ovl-flatten-jobs,ovl-split-matmul-grad)";
  case 2:
    return llvm::formatv(
        "func.func(ovl-flatten-jobs,ovl-decompose-collective-matmul{{chunks={0}})",
        generateChunks(c, m));
  case 3:
    return llvm::formatv(
        "func.func(ovl-flatten-jobs,ovl-bucket-collectives{{cap-mb={0}})",
        c.oneOf({25.0, 0.001, 0.0}));
  case 4:
    return "func.func(ovl-flatten-jobs,ovl-async-collectives)";
  case 5:
    return llvm::formatv(
        "func.func(ovl-flatten-jobs,ovl-async-collectives,"
        "ovl-schedule-overlap{{max-in-flight={0}})",
        c.oneOf({4, 1, 8}));
  case 6:
    return "func.func(ovl-flatten-jobs,ovl-schedule-overlap)";
  case 7:
    return llvm::formatv("func.func(ovl-flatten-jobs,ovl-prefetch-inputs{{"
                         "distance={0}})",
                         c.oneOf({1, 2}));
  default:
    return "func.func(ovl-flatten-jobs,ovl-assign-streams)";
  }
}

/// Choices added after the earlier corpus and regressions were recorded:
/// drawn after the passes, from bytes those inputs mostly do not have, so
/// that they keep their steps. Set on both models alike.
void generateLateChoices(Choices &c, ovl::fuzz::RandomStep &step,
                         std::vector<std::string> &passes) {
  const GPTConfig &m = step.model;
  // Activation recomputation: none, core attention (selective), or whole
  // layers rerun in the backward, collectives included (full, uniform, a
  // group of at most a model chunk's layers: what the variant holds).
  auto granularity = c.oneOf({mlir::ovl::RecomputeGranularity::none,
                              mlir::ovl::RecomputeGranularity::selective,
                              mlir::ovl::RecomputeGranularity::full});
  int64_t groupLayers = 1;
  if (granularity == mlir::ovl::RecomputeGranularity::full)
    groupLayers = 1 + c.pick(m.getLayersPerChunk());
  // Rope on part of each head's features, where that part is even.
  double rotaryPercent = 1.0;
  if (m.positionEmbedding == mlir::ovl::PositionEmbedding::rope &&
      (m.hiddenSize / m.numAttentionHeads) % 4 == 0)
    rotaryPercent = c.oneOf({1.0, 0.5});
  // Megatron's data-parallel bucket size in elements, which overrides the
  // bucketing pass's cap: unset, a few parameters, or all of them.
  int64_t ddpBucketSize =
      m.dataParallel > 1 ? c.oneOf<int64_t>({0, 64, 1 << 20}) : 0;
  // Whole tensors between stages rather than Megatron's scatter-gather
  // (which only tp > 1 and pp > 1 without sequence parallelism use).
  bool wholeTensors = c.flag();
  // The schedule in program order, only the waits moved (Megatron-LM's
  // asynchronous tensor-parallel communication), wherever a pass list
  // schedules.
  if (c.flag())
    for (std::string &pass : passes) {
      for (const char *name : {"ovl-schedule-overlap", "ovl-overlap-pipeline"}) {
        size_t at = pass.find(name);
        if (at == std::string::npos)
          continue;
        size_t end = at + llvm::StringRef(name).size();
        if (pass.compare(end, 1, "{") == 0)
          pass.insert(end + 1, "keep-program-order=true ");
        else
          pass.insert(end, "{keep-program-order=true}");
      }
    }
  // Hidden dropout (drawn last, after the choices above were recorded):
  // its masks are functions of the site, micro-batch and element, so every
  // schedule and chunking draws the same ones.
  double hiddenDropout = c.oneOf({0.0, 0.1, 0.5});
  // Attention dropout, after it for the same reason: its masks are
  // functions of the layer, micro-batch, head and probability.
  double attentionDropout = c.oneOf({0.0, 0.1, 0.5});
  // bf16 gradient accumulation and reductions, last again (only a bf16
  // model takes it).
  bool gradReduceInBf16 = c.flag();
  for (GPTConfig *config : {&step.model, &step.baselineModel}) {
    config->hiddenDropout = hiddenDropout;
    config->attentionDropout = attentionDropout;
    config->gradReduceInBf16 = config->bf16 && gradReduceInBf16;
    config->scatterGatherTensorsInPipeline = !wholeTensors;
    config->recomputeGranularity = granularity;
    if (granularity == mlir::ovl::RecomputeGranularity::full) {
      config->recomputeMethod = "uniform";
      config->recomputeNumLayers = groupLayers;
    }
    config->rotaryPercent = rotaryPercent;
    config->ddpBucketSize = ddpBucketSize;
  }
}

/// The ovl-gen flags of generateLateChoices' choices that are not the
/// defaults.
std::string describeLateChoices(const GPTConfig &m) {
  std::string flags;
  if (m.recomputeGranularity == mlir::ovl::RecomputeGranularity::selective)
    flags += " --recompute-granularity selective";
  if (m.recomputeGranularity == mlir::ovl::RecomputeGranularity::full)
    flags += llvm::formatv(" --recompute-granularity full --recompute-method "
                           "uniform --recompute-num-layers {0}",
                           m.recomputeNumLayers);
  if (m.rotaryPercent != 1.0)
    flags += llvm::formatv(" --rotary-percent {0}", m.rotaryPercent);
  if (m.ddpBucketSize > 0)
    flags += llvm::formatv(" --ddp-bucket-size {0}", m.ddpBucketSize);
  if (!m.scatterGatherTensorsInPipeline)
    flags += " --no-scatter-gather-tensors-in-pipeline";
  if (m.hiddenDropout != 0.0)
    flags += llvm::formatv(" --hidden-dropout {0}", m.hiddenDropout);
  if (m.attentionDropout != 0.0)
    flags += llvm::formatv(" --attention-dropout {0}", m.attentionDropout);
  if (m.gradReduceInBf16)
    flags += " --grad-reduce-in-bf16";
  return flags;
}

} // namespace

namespace ovl::fuzz {

RandomStep generateStep(const uint8_t *data, size_t size) {
  Choices c(data, size);
  RandomStep step;
  step.model = generateModel(c);
  // Chunks move layers between stages, so each stage's share of the
  // gradient norm (--clip-grad) is a sum over other layers, rounded
  // otherwise (as in Megatron-LM): the chunked and unchunked models agree
  // bit for bit only without clipping.
  if (step.model.getNumModelChunks() > 1)
    step.model.clipGrad = 0.0;
  step.baselineModel = step.model;
  step.baselineModel.numLayersPerVirtualStage = 0;
  // The distributed optimizer computes what plain data parallelism does,
  // bit for bit, but for the global norm's sum (its squares are summed per
  // dp shard): without clipping the baseline is the plain model.
  if (step.model.useDistributedOptimizer && step.model.clipGrad == 0.0)
    step.baselineModel.useDistributedOptimizer = false;

  std::vector<std::string> passes;
  bool pipelined = step.model.pipelineParallel > 1;
  bool chunked = step.model.getNumModelChunks() > 1;
  bool delayed = pipelined && c.flag();
  if (delayed)
    passes.push_back(
        llvm::formatv("ovl-delay-wgrad{{layers={0}}", 1 + c.pick(2)));
  // Without a schedule pass, lowering picks 1F1B (interleaved with chunks).
  std::string schedule = chunked ? "interleaved" : "1f1b";
  bool scheduled = pipelined && c.flag();
  if (scheduled) {
    schedule = chunked ? c.oneOf<const char *>({"interleaved", "gpipe"})
                       : c.oneOf<const char *>({"1f1b", "gpipe", "zb-h1",
                                                "zb-h2"});
    passes.push_back(
        llvm::formatv("ovl-pipeline-schedule{{schedule={0}}", schedule));
  }
  bool pairable = pipelined && !chunked && !delayed && schedule == "1f1b";
  // Pairing alone needs the schedule's transfers (ovl-overlap-pipeline
  // schedules first itself).
  if (pairable && scheduled && c.flag())
    passes.push_back(llvm::formatv(
        "ovl-overlap-fwd-bwd{{pairing={0} memory-budget-mb=100000}",
        c.oneOf<const char *>({"backward-forward", "forward-backward",
                               "warmup-forward-backward"})));
  // The overlap passes in seven steps of eight, and also when the bytes are
  // spent: libFuzzer's first inputs are shorter than the model's choices,
  // and without this none of them would reach the passes.
  if (c.spent() || c.pick(8) != 0)
    passes.push_back(generateOverlap(c, step.model, pairable));
  generateLateChoices(c, step, passes);
  std::string joined;
  for (const std::string &pass : passes)
    joined += (joined.empty() ? "" : ",") + pass;
  if (!joined.empty())
    step.overlapPipeline = joined;
  return step;
}

std::string RandomStep::describe() const {
  const GPTConfig &m = model;
  return llvm::formatv(
      "ovl-gen gpt --num-layers {0} --hidden-size {1} --num-attention-heads "
      "{2} --seq-length {3} --micro-batch-size {4} --num-microbatches {5} "
      "--tensor-model-parallel-size {6} --pipeline-model-parallel-size {7} "
      "--data-parallel-size {8} --vocab-size {9} "
      "--make-vocab-size-divisible-by {10} --ffn-hidden-size {11} "
      "--num-layers-per-virtual-pipeline-stage {12} --lr {13} "
      "{14}--weight-decay {15} --normalization "
      "{17}{18}{19}{20}{21} --optimizer {22} "
      "--lr-decay-style {23} --lr-warmup-iters {24} --train-iters {25} "
      "--clip-grad {26}{27}{28}{29}{30}{31}; "
      "passes: {16}",
      m.numLayers, m.hiddenSize, m.numAttentionHeads, m.seqLength,
      m.microBatchSize, m.numMicrobatches, m.tensorParallel, m.pipelineParallel,
      m.dataParallel, m.vocabSize, m.makeVocabSizeDivisibleBy,
      m.getFfnHiddenSize(), m.numLayersPerVirtualStage, m.lr,
      // ovl-gen refuses the momentum with Adam.
      m.optimizer == mlir::ovl::Optimizer::sgd
          ? llvm::formatv("--sgd-momentum {0} ", m.sgdMomentum).str()
          : std::string(),
      m.weightDecay,
      overlapPipeline.empty() ? std::string("none") : overlapPipeline,
      m.normalization == mlir::ovl::Normalization::RMSNorm ? "RMSNorm"
                                                           : "LayerNorm",
      m.swiglu ? " --swiglu" : "",
      m.addBiasLinear ? "" : " --disable-bias-linear",
      m.positionEmbedding == mlir::ovl::PositionEmbedding::rope
          ? " --position-embedding-type rope"
          : "",
      m.groupQueryAttention
          ? llvm::formatv(" --group-query-attention --num-query-groups {0}",
                          m.numQueryGroups)
                .str()
          : std::string(),
      m.optimizer == mlir::ovl::Optimizer::adam ? "adam" : "sgd",
      m.lrDecayStyle, m.lrWarmupIters, m.trainIters, m.clipGrad,
      m.untieEmbeddingsAndOutputWeights
          ? " --untie-embeddings-and-output-weights"
          : "",
      m.sequenceParallel ? " --sequence-parallel" : "", m.bf16 ? " --bf16" : "",
      m.useDistributedOptimizer ? " --use-distributed-optimizer" : "",
      describeLateChoices(m));
}

} // namespace ovl::fuzz
