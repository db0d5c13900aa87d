//===- GPTModel.h - Megatron-style GPT training step builder ----*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Builds the L0 IR of one training step (forward, backward, data-parallel
// gradient all-reduce, SGD or AdamW update on a learning-rate schedule) of
// a Megatron-style GPT, GPT-2 or Llama-style blocks, split over a
// [dp, pp, tp] mesh the way Megatron-LM splits it.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_FRONTEND_GPTMODEL_H
#define OVL_FRONTEND_GPTMODEL_H

#include "ovl/runtime/Plan.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

namespace mlir::ovl {

/// Megatron-LM's activation recomputation (--recompute-granularity).
enum class RecomputeGranularity {
  /// Every activation the backward needs is kept.
  none,
  /// Core attention is recomputed in the backward from its input
  /// (--recompute-activations, --recompute-granularity selective).
  selective,
  /// Only the input of every group of --recompute-num-layers layers is
  /// kept; the backward reruns the group's forward, collectives included
  /// (--recompute-granularity full --recompute-method uniform).
  full,
};

/// Megatron-LM's --optimizer: SGD with momentum, or Adam with decoupled
/// weight decay (AdamW, Megatron's "adam").
enum class Optimizer { sgd, adam };

/// Megatron-LM's --normalization.
enum class Normalization { LayerNorm, RMSNorm };

/// Megatron-core's --attention-backend, as the cost model prices it: fused
/// (flash, fused, auto: one FlashAttention-style kernel) or unfused (unfused,
/// local: the scores written, a softmax pass, a second GEMM). Every backend
/// computes the same fused kernel; only the price differs.
enum class AttentionPricing { fused, unfused };

/// Megatron-LM's --position-embedding-type.
enum class PositionEmbedding { learnedAbsolute, rope };

/// A GPT configuration, named after Megatron-LM's arguments.
struct GPTConfig {
  int64_t numLayers = 2;           // --num-layers
  int64_t hiddenSize = 64;         // --hidden-size
  int64_t numAttentionHeads = 4;   // --num-attention-heads
  int64_t seqLength = 32;          // --seq-length
  int64_t microBatchSize = 2;      // --micro-batch-size
  int64_t numMicrobatches = 2;     // --num-microbatches
  int64_t tensorParallel = 1;      // --tensor-model-parallel-size
  int64_t pipelineParallel = 1;    // --pipeline-model-parallel-size
  int64_t dataParallel = 1;        // --data-parallel-size
  int64_t vocabSize = 128;         // --vocab-size
  int64_t ffnHiddenSize = 0;       // --ffn-hidden-size (0: 4 * hidden)
  int64_t makeVocabSizeDivisibleBy = 128; // --make-vocab-size-divisible-by
  /// --num-layers-per-virtual-pipeline-stage (0: unset, one model chunk per
  /// stage); with N set, each stage holds num-layers / (pp * N) chunks.
  int64_t numLayersPerVirtualStage = 0;
  double lr = 0.05;                // --lr
  Optimizer optimizer = Optimizer::adam; // --optimizer (adam | sgd)
  double sgdMomentum = 0.9;        // --sgd-momentum
  double adamBeta1 = 0.9;          // --adam-beta1
  double adamBeta2 = 0.999;        // --adam-beta2
  double adamEps = 1e-8;           // --adam-eps
  /// The learning-rate schedule, Megatron-LM's flags and defaults.
  std::string lrDecayStyle = "linear"; // --lr-decay-style
  int64_t lrWarmupIters = 0;       // --lr-warmup-iters
  int64_t lrDecayIters = 0;        // --lr-decay-iters (0: --train-iters)
  int64_t trainIters = 0;          // --train-iters (0: unset)
  double minLr = 0.0;              // --min-lr
  double weightDecay = 0.01;       // --weight-decay
  /// --clip-grad: the global gradient norm's bound (0: no clipping).
  double clipGrad = 1.0;
  /// --hidden-dropout: after the embedding and on each layer's attention
  /// and MLP outputs before their residual adds (0: none; Megatron-LM's
  /// default is 0.1).
  double hiddenDropout = 0.0;
  /// --attention-dropout: on each layer's attention probabilities, inside
  /// the attention op (0: none; Megatron-LM's default is 0.1).
  double attentionDropout = 0.0;
  double initMethodStd = 0.02;     // --init-method-std
  double layernormEpsilon = 1e-5;  // --layernorm-epsilon (also RMSNorm's)
  Normalization normalization = Normalization::LayerNorm; // --normalization
  bool swiglu = false;             // --swiglu
  bool addBiasLinear = true;       // false: --disable-bias-linear
  /// --sequence-parallel: norms, residuals and the tensors between layers
  /// and stages on sequence shards (no effect at tp 1, as in Megatron).
  bool sequenceParallel = false;
  /// false: --no-scatter-gather-tensors-in-pipeline. Megatron-LM's
  /// scatter-gather between stages (Narayanan et al., SC '21, section 4.1):
  /// without sequence parallelism each tp rank sends 1/tp of the activation
  /// (or gradient) and the receiving stage all-gathers it over tp.
  bool scatterGatherTensorsInPipeline = true;
  /// --untie-embeddings-and-output-weights; by default (Megatron's) the
  /// output layer reads the word embedding.
  bool untieEmbeddingsAndOutputWeights = false;
  /// --position-embedding-type learned_absolute (default) or rope.
  PositionEmbedding positionEmbedding = PositionEmbedding::learnedAbsolute;
  /// --attention-backend (see AttentionPricing).
  AttentionPricing attentionPricing = AttentionPricing::fused;
  bool groupQueryAttention = false; // --group-query-attention
  int64_t numQueryGroups = 1;      // --num-query-groups (with the above)
  double rotaryPercent = 1.0;      // --rotary-percent
  int64_t rotaryBase = 10000;      // --rotary-base
  bool bf16 = false;               // --bf16
  /// --grad-reduce-in-bf16 (with --bf16): Megatron-LM's bf16 gradient
  /// buffer. Each micro-batch's weight gradient is accumulated in bf16 and
  /// the gradient reductions (dp, tp under sequence parallelism, the tied
  /// embedding's exchange) run in bf16, half the bytes of the default's
  /// f32; the optimizer widens the reduced gradient to f32.
  bool gradReduceInBf16 = false;
  /// --use-distributed-optimizer (ZeRO-1): main weights and optimizer
  /// state split over dp, gradients reduce-scattered, parameters
  /// all-gathered by the step's first forward (no effect at dp 1).
  bool useDistributedOptimizer = false;
  /// --overlap-grad-reduce and --overlap-param-gather: Megatron's requests
  /// to overlap the data-parallel collectives; in Ovl the overlap pipeline
  /// does that for every collective, so they are recorded, not needed.
  bool overlapGradReduce = false;
  bool overlapParamGather = false;
  /// --ddp-bucket-size in elements, recorded on the module for
  /// ovl-bucket-collectives (0: unset, the pass's cap-mb applies).
  int64_t ddpBucketSize = 0;
  /// --recompute-granularity (--recompute-activations: selective).
  RecomputeGranularity recomputeGranularity = RecomputeGranularity::none;
  /// --recompute-method: empty (unset) or "uniform"; full granularity needs
  /// it, selective refuses it, as in Megatron-LM.
  std::string recomputeMethod;
  int64_t recomputeNumLayers = 1;  // --recompute-num-layers

  /// The FFN width after applying Megatron-LM's default: 4 * hidden, or
  /// with --swiglu int(4 * hidden * 2 / 3 / 64) * 64 (= hidden / 24 * 64),
  /// which keeps the parameter count of fc1's two halves near 4 * hidden.
  int64_t getFfnHiddenSize() const {
    if (ffnHiddenSize > 0)
      return ffnHiddenSize;
    return swiglu ? hiddenSize / 24 * 64 : 4 * hiddenSize;
  }
  /// fc1's output width: the FFN width, twice it with --swiglu ([gate | up]).
  int64_t getFc1OutputSize() const {
    return swiglu ? 2 * getFfnHiddenSize() : getFfnHiddenSize();
  }
  /// Key-value groups: --num-query-groups with --group-query-attention,
  /// else one per head.
  int64_t getQueryGroups() const {
    return groupQueryAttention ? numQueryGroups : numAttentionHeads;
  }
  /// The rotated features per head with rope: int(head size x
  /// --rotary-percent), as Megatron-core's RotaryEmbedding.
  int64_t getRotaryDim() const {
    return static_cast<int64_t>(hiddenSize / numAttentionHeads *
                                rotaryPercent);
  }
  /// The step the decay ends: --lr-decay-iters, else --train-iters (0 when
  /// neither is set: nothing to decay over).
  int64_t getLrDecayIters() const {
    return lrDecayIters > 0 ? lrDecayIters : trainIters;
  }
  /// The decay style in effect: Megatron requires --train-iters, and
  /// without a decay horizon Ovl keeps the rate constant (after warmup).
  std::string getEffectiveLrDecayStyle() const {
    return getLrDecayIters() > 0 ? lrDecayStyle : "constant";
  }
  /// Whether the distributed optimizer is in effect: asked for, over dp > 1.
  bool usesDistributedOptimizer() const {
    return useDistributedOptimizer && dataParallel > 1;
  }
  /// Whether sequence parallelism is in effect: asked for, over tp > 1.
  bool usesSequenceParallel() const {
    return sequenceParallel && tensorParallel > 1;
  }
  /// Whether the tensors between stages are scattered and gathered: asked
  /// for (the default), with pp > 1 and tp > 1, without sequence
  /// parallelism (whose tensors are shards already), and with the
  /// micro-batch's tokens a multiple of tp (else they go whole).
  bool usesScatterGatherInPipeline() const {
    return scatterGatherTensorsInPipeline && pipelineParallel > 1 &&
           tensorParallel > 1 && !usesSequenceParallel() &&
           microBatchSize * seqLength % tensorParallel == 0;
  }
  /// Layers of one model chunk of one stage.
  int64_t getLayersPerChunk() const {
    return numLayers / (pipelineParallel * getNumModelChunks());
  }
  /// Model chunks per pipeline stage (Megatron's virtual pipeline size).
  int64_t getNumModelChunks() const {
    return numLayersPerVirtualStage > 0
               ? numLayers / (pipelineParallel * numLayersPerVirtualStage)
               : 1;
  }
  /// The vocabulary padded as Megatron pads it: to a multiple of
  /// make-vocab-size-divisible-by times the tensor-parallel size.
  int64_t getPaddedVocabSize() const;
  /// Returns an error naming the first invalid setting, if any.
  llvm::Error validate() const;

  /// The most ranks a mesh may have: the runtime's limit.
  static constexpr int64_t kMaxRanks = ::ovl::rt::kMaxMeshRanks;
  /// The most layer passes (layers x micro-batches, each a forward and a
  /// backward of one layer, about 40 to 70 ops) a generated step may hold:
  /// some 50M ops, which take ovl-gen about 20 GB (400 bytes an op) and
  /// ovl-opt's pipelines several times that. Larger requests are refused
  /// before anything is built, instead of exhausting memory.
  static constexpr int64_t kMaxLayerPasses = int64_t(1) << 20;

private:
  /// Whether every tensor the flags imply has a byte size that fits.
  llvm::Error validateSizes() const;
};

/// Builds the module for `config`. The config must be valid.
OwningOpRef<ModuleOp> buildGPTModule(MLIRContext *context,
                                     const GPTConfig &config);

} // namespace mlir::ovl

#endif // OVL_FRONTEND_GPTMODEL_H
