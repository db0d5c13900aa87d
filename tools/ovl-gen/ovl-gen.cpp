//===- ovl-gen.cpp - Ovl frontend: writes L0 IR of training steps ---------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
//   ovl-gen gpt --num-layers 24 --hidden-size 2048 ... [-o step.mlir]
//   ovl-gen pipeline --stages 4 --num-microbatches 8 --f-ms 1 ... [-o p.mlir]
//
// Flags follow Megatron-LM's names. An invalid configuration is reported on
// stderr with exit code 1, and no output file is left behind.
//
//===----------------------------------------------------------------------===//

#include "MegatronFlags.h"

#include "ovl/Dialect/Ovl/IR/OvlDialect.h"
#include "ovl/Frontend/GPTModel.h"
#include "ovl/Frontend/PipelineModel.h"
#include "ovl/Support/WriteError.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>

using namespace mlir;
using namespace mlir::ovl;
namespace cl = llvm::cl;

static cl::SubCommand gptCommand("gpt", "A Megatron-style GPT training step");
static cl::SubCommand pipelineCommand(
    "pipeline", "A synthetic pipeline with given job durations");

static cl::OptionCategory gptCategory("GPT options (Megatron-LM names)");
static cl::OptionCategory pipelineCategory("Pipeline options");

static cl::opt<std::string> outputFilename("o", cl::desc("Output file"),
                                           cl::value_desc("filename"),
                                           cl::init("-"),
                                           cl::sub(cl::SubCommand::getAll()));

#define GPT_INT(VAR, FLAG, DEFAULT, DESC)                                      \
  static cl::opt<int64_t> VAR(FLAG, cl::desc(DESC), cl::init(DEFAULT),         \
                              cl::sub(gptCommand), cl::cat(gptCategory))
#define GPT_FLOAT(VAR, FLAG, DEFAULT, DESC)                                    \
  static cl::opt<double> VAR(FLAG, cl::desc(DESC), cl::init(DEFAULT),          \
                             cl::sub(gptCommand), cl::cat(gptCategory))

static const GPTConfig kGPTDefaults;
GPT_INT(numLayers, "num-layers", kGPTDefaults.numLayers,
        "Number of transformer layers");
GPT_INT(hiddenSize, "hidden-size", kGPTDefaults.hiddenSize,
        "Transformer hidden size");
GPT_INT(numAttentionHeads, "num-attention-heads",
        kGPTDefaults.numAttentionHeads, "Number of attention heads");
GPT_INT(seqLength, "seq-length", kGPTDefaults.seqLength,
        "Sequence length in tokens");
GPT_INT(microBatchSize, "micro-batch-size", kGPTDefaults.microBatchSize,
        "Sequences per micro-batch");
GPT_INT(numMicrobatches, "num-microbatches", kGPTDefaults.numMicrobatches,
        "Micro-batches per step and data-parallel replica");
GPT_INT(tensorParallel, "tensor-model-parallel-size",
        kGPTDefaults.tensorParallel, "Tensor model parallel size");
GPT_INT(pipelineParallel, "pipeline-model-parallel-size",
        kGPTDefaults.pipelineParallel, "Pipeline model parallel size");
GPT_INT(dataParallel, "data-parallel-size", kGPTDefaults.dataParallel,
        "Data parallel size");
GPT_INT(vocabSize, "vocab-size", kGPTDefaults.vocabSize,
        "Vocabulary size before padding");
GPT_INT(ffnHiddenSize, "ffn-hidden-size", kGPTDefaults.ffnHiddenSize,
        "FFN hidden size (default: 4 * hidden size)");
GPT_INT(makeVocabSizeDivisibleBy, "make-vocab-size-divisible-by",
        kGPTDefaults.makeVocabSizeDivisibleBy,
        "Pad the vocabulary to a multiple of this times the tensor-parallel "
        "size");
GPT_INT(numLayersPerVirtualStage, "num-layers-per-virtual-pipeline-stage",
        kGPTDefaults.numLayersPerVirtualStage,
        "Layers per virtual pipeline stage: each stage holds num-layers / "
        "(pipeline size * this) model chunks, for the interleaved schedule "
        "(default: unset, one chunk per stage)");
GPT_FLOAT(lr, "lr", kGPTDefaults.lr, "Learning rate");
GPT_FLOAT(sgdMomentum, "sgd-momentum", kGPTDefaults.sgdMomentum,
          "SGD momentum");
GPT_INT(lrWarmupIters, "lr-warmup-iters", kGPTDefaults.lrWarmupIters,
        "Iterations of linear learning-rate warmup from 0");
GPT_INT(lrDecayIters, "lr-decay-iters", kGPTDefaults.lrDecayIters,
        "Iterations over which the learning rate decays (default: "
        "--train-iters)");
GPT_INT(trainIters, "train-iters", kGPTDefaults.trainIters,
        "Training iterations: the decay's default horizon (without it or "
        "--lr-decay-iters the rate stays constant after warmup)");
GPT_FLOAT(minLr, "min-lr", kGPTDefaults.minLr,
          "Learning rate at the end of the decay");
GPT_FLOAT(adamBeta1, "adam-beta1", kGPTDefaults.adamBeta1,
          "Adam's first-moment decay");
GPT_FLOAT(adamBeta2, "adam-beta2", kGPTDefaults.adamBeta2,
          "Adam's second-moment decay");
GPT_FLOAT(adamEps, "adam-eps", kGPTDefaults.adamEps,
          "Adam's denominator term");
GPT_FLOAT(weightDecay, "weight-decay", kGPTDefaults.weightDecay,
          "Weight decay of the weight matrices and embeddings");
GPT_FLOAT(clipGrad, "clip-grad", kGPTDefaults.clipGrad,
          "Clip gradients to this global L2 norm over all model-parallel "
          "ranks (0: no clipping)");
GPT_INT(globalBatchSize, "global-batch-size", 0,
        "Sequences per step over all data-parallel replicas: sets "
        "--num-microbatches to it / (micro-batch size * data-parallel size)");
GPT_INT(maxPositionEmbeddings, "max-position-embeddings", 0,
        "Rows of the learned position table: must equal --seq-length (with "
        "rope, at least it)");
GPT_FLOAT(attentionDropout, "attention-dropout", kGPTDefaults.attentionDropout,
          "Dropout ratio on each layer's attention probabilities (Ovl's "
          "default 0; Megatron-LM's is 0.1)");
GPT_FLOAT(hiddenDropout, "hidden-dropout", kGPTDefaults.hiddenDropout,
          "Dropout ratio after the embedding and on each layer's attention "
          "and MLP outputs (Ovl's default 0; Megatron-LM's is 0.1)");
GPT_FLOAT(initMethodStd, "init-method-std", kGPTDefaults.initMethodStd,
          "Standard deviation of the normal weight init");
GPT_FLOAT(layernormEpsilon, "layernorm-epsilon", kGPTDefaults.layernormEpsilon,
          "Layer norm epsilon");
GPT_INT(numQueryGroups, "num-query-groups", kGPTDefaults.numQueryGroups,
        "Key-value groups with --group-query-attention (heads share a key "
        "and a value per group)");
GPT_FLOAT(rotaryPercent, "rotary-percent", kGPTDefaults.rotaryPercent,
          "Fraction of each head's features that rope rotates");
GPT_INT(rotaryBase, "rotary-base", kGPTDefaults.rotaryBase,
        "Base of rope's angles (position / base^(2i / rotated features))");
GPT_INT(recomputeNumLayers, "recompute-num-layers",
        kGPTDefaults.recomputeNumLayers,
        "Layers per recompute group with --recompute-method uniform");
#undef GPT_INT
#undef GPT_FLOAT
// Megatron-core's name for --layernorm-epsilon.
static cl::alias normEpsilon("norm-epsilon",
                             cl::desc("Alias for --layernorm-epsilon"),
                             cl::aliasopt(layernormEpsilon));
static cl::opt<bool> bf16("bf16", cl::desc("Use bf16 tensors"),
                          cl::sub(gptCommand), cl::cat(gptCategory));
static cl::opt<bool> gradReduceInBf16(
    "grad-reduce-in-bf16",
    cl::desc("With --bf16: accumulate and reduce the gradients in bf16, not "
             "f32 (Megatron-LM's flag; half the gradient reductions' bytes)"),
    cl::sub(gptCommand), cl::cat(gptCategory));
static cl::opt<bool> recomputeActivations(
    "recompute-activations",
    cl::desc("Recompute core attention in the backward (Megatron-LM's "
             "selective recomputation; same as --recompute-granularity "
             "selective)"),
    cl::sub(gptCommand), cl::cat(gptCategory));
static cl::opt<std::string> recomputeGranularity(
    "recompute-granularity",
    cl::desc("Activation recomputation: full (rerun whole layers' forward in "
             "the backward; needs --recompute-method) or selective (core "
             "attention only)"),
    cl::init(""), cl::sub(gptCommand), cl::cat(gptCategory));
static cl::opt<std::string> recomputeMethod(
    "recompute-method",
    cl::desc("With --recompute-granularity full: uniform (keep the input of "
             "every group of --recompute-num-layers layers)"),
    cl::init(""), cl::sub(gptCommand), cl::cat(gptCategory));
static cl::opt<std::string> normalization(
    "normalization",
    cl::desc("Normalization layer: LayerNorm (default) or RMSNorm (no bias; "
             "--layernorm-epsilon is its epsilon)"),
    cl::init("LayerNorm"), cl::sub(gptCommand), cl::cat(gptCategory));
static cl::opt<std::string> attentionBackend(
    "attention-backend",
    cl::desc("Megatron-core's attention implementation, as the cost model "
             "prices it: auto (default), flash or fused (one fused kernel), "
             "unfused or local (the scores written, a softmax pass, a second "
             "GEMM, as Megatron-LM computed attention before FlashAttention). "
             "The backends compute the same fused kernel either way"),
    cl::init("auto"), cl::sub(gptCommand), cl::cat(gptCategory));
static cl::opt<std::string> positionEmbeddingType(
    "position-embedding-type",
    cl::desc("Position embedding: learned_absolute (default; a learned "
             "seq x hidden table) or rope (rotary, applied to q and k)"),
    cl::init("learned_absolute"), cl::sub(gptCommand), cl::cat(gptCategory));
static cl::opt<std::string> lrDecayStyle(
    "lr-decay-style",
    cl::desc("Learning-rate decay after warmup: constant, linear (default) "
             "or cosine, to --min-lr at --lr-decay-iters"),
    cl::init(kGPTDefaults.lrDecayStyle), cl::sub(gptCommand),
    cl::cat(gptCategory));
static cl::opt<bool> groupQueryAttention(
    "group-query-attention",
    cl::desc("Grouped-query attention: --num-query-groups key-value groups, "
             "each shared by heads / groups query heads"),
    cl::sub(gptCommand), cl::cat(gptCategory));
static cl::opt<bool> untieEmbeddingsAndOutputWeights(
    "untie-embeddings-and-output-weights",
    cl::desc("The output layer has its own weight (by default it reads the "
             "word embedding, as Megatron-LM's)"),
    cl::sub(gptCommand), cl::cat(gptCategory));
static cl::opt<bool> swiglu(
    "swiglu",
    cl::desc("SwiGLU MLP: fc1 yields [gate | up] halves, silu(gate) * up "
             "feeds fc2 (default --ffn-hidden-size becomes int(4 h 2/3 / 64) "
             "* 64)"),
    cl::sub(gptCommand), cl::cat(gptCategory));
static cl::opt<bool> sequenceParallel(
    "sequence-parallel",
    cl::desc("Megatron's sequence parallelism: norms and residuals on "
             "sequence shards, all-gather before column-parallel linears, "
             "reduce-scatter after row-parallel ones (no effect at tp 1)"),
    cl::sub(gptCommand), cl::cat(gptCategory));
static cl::opt<bool> noScatterGatherTensorsInPipeline(
    "no-scatter-gather-tensors-in-pipeline",
    cl::desc("Send the tensors between stages whole: by default, as "
             "Megatron-LM does, with tp > 1 and without sequence "
             "parallelism, each tp rank sends 1/tp of them and the next "
             "stage all-gathers them over tp"),
    cl::sub(gptCommand), cl::cat(gptCategory));
static cl::opt<bool> useDistributedOptimizer(
    "use-distributed-optimizer",
    cl::desc("Megatron's distributed optimizer (ZeRO-1): f32 main weights "
             "and optimizer state split over dp, gradients "
             "reduce-scattered, parameters all-gathered by the next forward "
             "(no effect at dp 1)"),
    cl::sub(gptCommand), cl::cat(gptCategory));
static cl::opt<bool> overlapGradReduce(
    "overlap-grad-reduce",
    cl::desc("Accepted: Ovl's overlap pipeline overlaps the gradient "
             "reduction with the backward"),
    cl::sub(gptCommand), cl::cat(gptCategory));
static cl::opt<bool> overlapParamGather(
    "overlap-param-gather",
    cl::desc("Accepted with --use-distributed-optimizer: Ovl's overlap "
             "pipeline overlaps each parameter all-gather with the forward"),
    cl::sub(gptCommand), cl::cat(gptCategory));
static cl::opt<int64_t> ddpBucketSize(
    "ddp-bucket-size",
    cl::desc("Data-parallel bucket size in elements, recorded for "
             "ovl-bucket-collectives (unset: its cap-mb applies)"),
    cl::init(0), cl::sub(gptCommand), cl::cat(gptCategory));
static cl::opt<bool> disableBiasLinear(
    "disable-bias-linear",
    cl::desc("No biases in the QKV, projection, fc1 and fc2 linear layers"),
    cl::sub(gptCommand), cl::cat(gptCategory));
static cl::opt<std::string> optimizer(
    "optimizer",
    cl::desc("Optimizer: adam (AdamW, Megatron-LM's default, with "
             "--adam-beta1/2, --adam-eps) or sgd (with --sgd-momentum)"),
    cl::init("adam"), cl::sub(gptCommand), cl::cat(gptCategory));

static const PipelineConfig kPipelineDefaults;
#define PIPE_OPT(TYPE, VAR, FLAG, DEFAULT, DESC)                               \
  static cl::opt<TYPE> VAR(FLAG, cl::desc(DESC), cl::init(DEFAULT),            \
                           cl::sub(pipelineCommand), cl::cat(pipelineCategory))
PIPE_OPT(int64_t, stages, "stages", kPipelineDefaults.stages,
         "Number of pipeline stages");
PIPE_OPT(int64_t, pipeMicrobatches, "num-microbatches",
         kPipelineDefaults.numMicrobatches, "Micro-batches per step");
PIPE_OPT(double, forwardMs, "f-ms", kPipelineDefaults.forwardMs,
         "Forward time per stage and micro-batch (ms)");
PIPE_OPT(double, inputGradMs, "b-ms", kPipelineDefaults.inputGradMs,
         "Input-gradient time per stage and micro-batch (ms)");
PIPE_OPT(double, weightGradMs, "w-ms", kPipelineDefaults.weightGradMs,
         "Weight-gradient time per stage and micro-batch (ms)");
PIPE_OPT(int64_t, pipeVirtualStages, "virtual-stages",
         kPipelineDefaults.virtualStages,
         "Model chunks per stage (interleaved schedule); each chunk's jobs "
         "take 1/V of the F, B and W times");
PIPE_OPT(double, p2pMs, "p2p-ms", kPipelineDefaults.p2pMs,
         "Time of one P2P transfer (ms)");
PIPE_OPT(int64_t, activationElements, "activation-elements",
         kPipelineDefaults.activationElements,
         "Elements of the f32 activation sent between stages");
#undef PIPE_OPT

static int fail(const llvm::Twine &message) {
  llvm::WithColor::error(llvm::errs(), "ovl-gen") << message << "\n";
  return 1;
}

/// Reconstructs the command line, for the header comment of the output.
static std::string commandLine(int argc, char **argv) {
  std::string line = "ovl-gen";
  for (int i = 1; i < argc; ++i) {
    StringRef arg(argv[i]);
    if (arg == "-o" || arg == "--o") {
      ++i;
      continue;
    }
    if (arg.starts_with("-o=") || arg.starts_with("--o="))
      continue;
    line += " ";
    line += arg;
  }
  return line;
}

/// The first Megatron-LM flag of an `ovl-gen gpt` command line that Ovl
/// does not implement, as an error message; empty when there is none.
static std::string findUnsupportedFlag(int argc, char **argv) {
  if (argc < 2 || StringRef(argv[1]) != "gpt")
    return {};
  for (int i = 2; i < argc; ++i) {
    StringRef arg(argv[i]);
    if (!arg.consume_front("-"))
      continue;
    arg.consume_front("-");
    StringRef name = arg.split('=').first;
    if (const ::ovl::gen::UnsupportedFlag *flag =
            ::ovl::gen::findUnsupportedMegatronFlag(name))
      return ("'--" + name +
              "' is a Megatron-LM flag that ovl-gen gpt does "
              "not support: " +
              flag->reason + " (docs/UserGuide.md lists the supported flags)")
          .str();
  }
  return {};
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  if (std::string unsupported = findUnsupportedFlag(argc, argv);
      !unsupported.empty())
    return fail(unsupported);
  if (!cl::ParseCommandLineOptions(
          argc, argv,
          "Ovl frontend: writes the L0 IR of a training step\n\n"
          "  ovl-gen gpt [Megatron-LM flags] [-o file]\n"
          "  ovl-gen pipeline --stages P --num-microbatches M --f-ms F "
          "--b-ms B --w-ms W --p2p-ms C [-o file]\n",
          &llvm::errs()))
    return 1;

  MLIRContext context;
  // An internal error would otherwise print the whole generated module.
  context.printOpOnDiagnostic(false);
  OwningOpRef<ModuleOp> module;
  if (gptCommand) {
    if (optimizer != "sgd" && optimizer != "adam")
      return fail("--optimizer must be sgd or adam, got '" + optimizer + "'");
    GPTConfig config;
    config.numLayers = numLayers;
    config.hiddenSize = hiddenSize;
    config.numAttentionHeads = numAttentionHeads;
    config.seqLength = seqLength;
    config.microBatchSize = microBatchSize;
    config.numMicrobatches = numMicrobatches;
    if (globalBatchSize.getNumOccurrences()) {
      // Megatron's global batch: micro-batches per replica follow from it.
      int64_t perStep = microBatchSize * dataParallel;
      if (globalBatchSize <= 0 || perStep <= 0 ||
          globalBatchSize % perStep != 0)
        return fail("--global-batch-size (" + Twine(globalBatchSize) +
                    ") must be a positive multiple of --micro-batch-size "
                    "times --data-parallel-size (" +
                    Twine(perStep) + ")");
      if (numMicrobatches.getNumOccurrences() &&
          numMicrobatches != globalBatchSize / perStep)
        return fail("--num-microbatches (" + Twine(numMicrobatches) +
                    ") contradicts --global-batch-size, which gives " +
                    Twine(globalBatchSize / perStep));
      config.numMicrobatches = globalBatchSize / perStep;
    }
    config.tensorParallel = tensorParallel;
    config.pipelineParallel = pipelineParallel;
    config.dataParallel = dataParallel;
    config.vocabSize = vocabSize;
    config.ffnHiddenSize = ffnHiddenSize;
    config.makeVocabSizeDivisibleBy = makeVocabSizeDivisibleBy;
    config.numLayersPerVirtualStage = numLayersPerVirtualStage;
    config.lr = lr;
    config.sgdMomentum = sgdMomentum;
    config.optimizer = optimizer == "adam" ? Optimizer::adam : Optimizer::sgd;
    for (auto [flag, applies] :
         {std::pair{&sgdMomentum, config.optimizer == Optimizer::sgd},
          std::pair{&adamBeta1, config.optimizer == Optimizer::adam},
          std::pair{&adamBeta2, config.optimizer == Optimizer::adam},
          std::pair{&adamEps, config.optimizer == Optimizer::adam}})
      if (flag->getNumOccurrences() && !applies)
        return fail("--" + flag->ArgStr.str() + " does not apply to "
                    "--optimizer " + optimizer);
    config.lrDecayStyle = lrDecayStyle;
    config.lrWarmupIters = lrWarmupIters;
    config.lrDecayIters = lrDecayIters;
    config.trainIters = trainIters;
    config.minLr = minLr;
    config.adamBeta1 = adamBeta1;
    config.adamBeta2 = adamBeta2;
    config.adamEps = adamEps;
    config.weightDecay = weightDecay;
    config.clipGrad = clipGrad;
    config.hiddenDropout = hiddenDropout;
    config.attentionDropout = attentionDropout;
    config.initMethodStd = initMethodStd;
    config.layernormEpsilon = layernormEpsilon;
    config.bf16 = bf16;
    config.gradReduceInBf16 = gradReduceInBf16;
    if (normalization == "LayerNorm")
      config.normalization = Normalization::LayerNorm;
    else if (normalization == "RMSNorm")
      config.normalization = Normalization::RMSNorm;
    else
      return fail("--normalization must be LayerNorm or RMSNorm, got '" +
                  normalization + "'");
    config.swiglu = swiglu;
    if (attentionBackend == "auto" || attentionBackend == "flash" ||
        attentionBackend == "fused")
      config.attentionPricing = AttentionPricing::fused;
    else if (attentionBackend == "unfused" || attentionBackend == "local")
      config.attentionPricing = AttentionPricing::unfused;
    else
      return fail("--attention-backend must be auto, flash, fused, unfused "
                  "or local, got '" +
                  attentionBackend + "'");
    if (numQueryGroups.getNumOccurrences() && !groupQueryAttention)
      return fail("--num-query-groups applies with --group-query-attention "
                  "only");
    config.groupQueryAttention = groupQueryAttention;
    config.numQueryGroups = numQueryGroups;
    if (positionEmbeddingType == "rope")
      config.positionEmbedding = PositionEmbedding::rope;
    else if (positionEmbeddingType != "learned_absolute")
      return fail("--position-embedding-type must be learned_absolute or "
                  "rope, got '" + positionEmbeddingType + "'");
    else if (rotaryPercent.getNumOccurrences() ||
             rotaryBase.getNumOccurrences())
      return fail("--rotary-percent and --rotary-base apply to "
                  "--position-embedding-type rope only");
    if (maxPositionEmbeddings.getNumOccurrences()) {
      bool rope = config.positionEmbedding == PositionEmbedding::rope;
      if (rope ? maxPositionEmbeddings < seqLength
               : maxPositionEmbeddings != seqLength)
        return fail("--max-position-embeddings (" +
                    Twine(maxPositionEmbeddings) + ") must " +
                    (rope ? "be at least" : "equal") + " --seq-length (" +
                    Twine(seqLength) + ")" +
                    (rope ? ""
                          : ": Ovl's position table has a row per "
                            "position of the sequence"));
    }
    config.rotaryPercent = rotaryPercent;
    config.rotaryBase = rotaryBase;
    config.addBiasLinear = !disableBiasLinear;
    config.sequenceParallel = sequenceParallel;
    config.scatterGatherTensorsInPipeline = !noScatterGatherTensorsInPipeline;
    config.useDistributedOptimizer = useDistributedOptimizer;
    config.overlapGradReduce = overlapGradReduce;
    config.overlapParamGather = overlapParamGather;
    // A value these flags' defaults stand for (0 or Megatron-LM's None:
    // 4 h, one chunk per stage, no decay horizon, the bucket size's own)
    // is no value to give: one on the command line must be positive, as
    // Megatron-LM needs it (its scheduler asserts a positive decay).
    for (cl::opt<int64_t> *flag : {&ffnHiddenSize, &numLayersPerVirtualStage,
                                   &trainIters, &lrDecayIters, &ddpBucketSize})
      if (flag->getNumOccurrences() && *flag <= 0)
        return fail("--" + flag->ArgStr.str() + " must be positive, got " +
                    Twine(*flag));
    config.ddpBucketSize = ddpBucketSize;
    config.untieEmbeddingsAndOutputWeights = untieEmbeddingsAndOutputWeights;
    if (!recomputeGranularity.empty() && recomputeGranularity != "full" &&
        recomputeGranularity != "selective")
      return fail("--recompute-granularity must be full or selective, got '" +
                  recomputeGranularity + "'");
    if (recomputeActivations && recomputeGranularity == "full")
      return fail("--recompute-activations means --recompute-granularity "
                  "selective; it contradicts --recompute-granularity full");
    if (recomputeActivations || recomputeGranularity == "selective")
      config.recomputeGranularity = RecomputeGranularity::selective;
    else if (recomputeGranularity == "full")
      config.recomputeGranularity = RecomputeGranularity::full;
    config.recomputeMethod = recomputeMethod;
    config.recomputeNumLayers = recomputeNumLayers;
    if (llvm::Error error = config.validate()) {
      std::string message = llvm::toString(std::move(error));
      // The count the message names came from the global batch.
      if (globalBatchSize.getNumOccurrences() &&
          !numMicrobatches.getNumOccurrences() &&
          llvm::StringRef(message).contains("--num-microbatches"))
        message += " (--num-microbatches is --global-batch-size " +
                   std::to_string(globalBatchSize) +
                   " / (--micro-batch-size x --data-parallel-size))";
      return fail(message);
    }
    module = buildGPTModule(&context, config);
  } else if (pipelineCommand) {
    PipelineConfig config;
    config.stages = stages;
    config.numMicrobatches = pipeMicrobatches;
    config.forwardMs = forwardMs;
    config.inputGradMs = inputGradMs;
    config.weightGradMs = weightGradMs;
    config.p2pMs = p2pMs;
    config.virtualStages = pipeVirtualStages;
    config.activationElements = activationElements;
    if (llvm::Error error = config.validate())
      return fail(llvm::toString(std::move(error)));
    module = buildPipelineModule(&context, config);
  } else {
    return fail("expected a model: 'ovl-gen gpt ...' or 'ovl-gen pipeline "
                "...' (see --help)");
  }

  if (failed(verify(*module)))
    return fail("internal error: the generated IR does not verify");

  std::string errorMessage;
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &errorMessage);
  if (!output)
    return fail(errorMessage);
  output->os() << "// " << commandLine(argc, argv) << "\n";
  module->print(output->os());
  output->os() << "\n";
  if (std::optional<std::string> refused =
          mlir::ovl::takeWriteError(output->os(), outputFilename))
    return fail(*refused);
  output->keep();
  return 0;
}
