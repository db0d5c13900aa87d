//===- MegatronFlags.h - Megatron-LM flags ovl-gen does not take -*- C++
//-*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Megatron-LM's `pretrain_gpt.py` flags (megatron/training/arguments.py in
// https://github.com/NVIDIA/Megatron-LM) that `ovl-gen gpt` does not
// implement. A user who brings one gets an error naming it, not LLVM's
// "Unknown command line argument" (kept for flags that are nobody's).
// The flags Ovl does take are listed in docs/UserGuide.md; a flag moves
// from here to there when it is implemented.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_TOOLS_OVLGEN_MEGATRONFLAGS_H
#define OVL_TOOLS_OVLGEN_MEGATRONFLAGS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace ovl::gen {

/// A Megatron-LM flag ovl-gen refuses, and why (completes "not supported:").
struct UnsupportedFlag {
  llvm::StringLiteral name; // Without the leading "--".
  llvm::StringLiteral reason;
};

inline constexpr UnsupportedFlag kUnsupportedMegatronFlags[] = {
    // Parallelism.
    {"context-parallel-size", "context parallelism is not implemented"},
    {"expert-model-parallel-size", "mixture of experts is not implemented"},
    {"num-experts", "mixture of experts is not implemented"},
    {"moe-router-topk", "mixture of experts is not implemented"},
    {"tp-comm-overlap", "Ovl's overlap passes do this at compile time "
                        "(ovl-opt --ovl-overlap-pipeline)"},
    {"overlap-p2p-communication",
     "Ovl's pipeline passes schedule P2P (ovl-opt --ovl-overlap-pipeline)"},
    {"decoder-first-pipeline-num-layers", "stages hold equal layer counts"},
    {"decoder-last-pipeline-num-layers", "stages hold equal layer counts"},
    {"account-for-embedding-in-pipeline-split",
     "stages hold equal layer counts"},
    // Precision.
    {"fp16", "Ovl trains in f32 or bf16 (--bf16; with "
             "--grad-reduce-in-bf16 the gradients are reduced in 16 bits, "
             "as --fp16 reduces them)"},
    {"fp8-format", "fp8 is not implemented"},
    {"loss-scale", "loss scaling belongs to --fp16, which is not supported"},
    {"initial-loss-scale",
     "loss scaling belongs to --fp16, which is not supported"},
    {"accumulate-allreduce-grads-in-fp32",
     "--bf16 reduces gradients in f32 already (--grad-reduce-in-bf16 for "
     "bf16)"},
    // Model variants.
    {"kv-channels", "the head size is hidden size / heads"},
    {"rotary-interleaved", "rope rotates non-interleaved halves only"},
    {"rotary-seq-len-interpolation-factor", "not implemented"},
    {"use-rotary-position-embeddings",
     "deprecated in Megatron-LM: use --position-embedding-type rope"},
    {"no-position-embedding", "deprecated in Megatron-LM: use "
                              "--position-embedding-type rope"},
    {"apply-layernorm-1p", "not implemented"},
    {"apply-residual-connection-post-layernorm",
     "Ovl builds pre-norm blocks only"},
    {"openai-gelu", "Ovl's GELU is the exact (erf) form"},
    {"squared-relu", "not implemented (GELU or --swiglu)"},
    {"qk-layernorm", "not implemented"},
    {"add-qkv-bias", "QKV takes a bias unless --disable-bias-linear"},
    {"init-method-xavier-uniform", "weights are initialised normal "
                                   "(--init-method-std)"},
    {"encoder-num-layers", "Ovl builds decoder-only GPT models"},
    {"decoder-num-layers", "use --num-layers"},
    {"recompute-num-layers-block", "not a method Ovl has"},
    {"distribute-saved-activations", "not implemented"},
    // Batch sizes and schedule variants.
    {"rampup-batch-size", "the batch size is fixed"},
    {"lr-warmup-fraction", "use --lr-warmup-iters"},
    {"lr-warmup-samples", "schedules are in iterations"},
    {"lr-decay-samples", "schedules are in iterations"},
    {"train-samples", "schedules are in iterations (--train-iters)"},
    {"lr-warmup-init", "warmup starts from 0"},
    {"start-weight-decay", "weight decay is constant (--weight-decay)"},
    {"end-weight-decay", "weight decay is constant (--weight-decay)"},
    {"weight-decay-incr-style", "weight decay is constant (--weight-decay)"},
    {"decoupled-lr", "one learning rate for every parameter"},
    // Kernel fusions and implementations (the backends choose kernels).
    {"use-flash-attn", "the backends choose their attention kernel"},
    {"transformer-impl", "the backends choose their kernels"},
    {"no-masked-softmax-fusion", "the backends choose their kernels"},
    {"no-bias-gelu-fusion", "the backends choose their kernels"},
    {"no-bias-swiglu-fusion", "the backends choose their kernels"},
    {"no-bias-dropout-fusion", "the backends choose their kernels"},
    {"no-gradient-accumulation-fusion", "the backends choose their kernels"},
    {"cross-entropy-loss-fusion", "the backends choose their kernels"},
    {"attention-softmax-in-fp32", "softmax is computed in f32 always"},
    // Data, tokenizer, checkpoints, logging: a training run's I/O, which a
    // compiled step does not have (ovl-run draws synthetic batches).
    {"data-path", "ovl-run trains on synthetic batches (its --seed)"},
    {"mock-data", "ovl-run trains on synthetic batches already"},
    {"split", "ovl-run trains on synthetic batches"},
    {"tokenizer-type", "ovl-run trains on synthetic token ids"},
    {"vocab-file", "ovl-run trains on synthetic token ids (--vocab-size)"},
    {"merge-file", "ovl-run trains on synthetic token ids (--vocab-size)"},
    {"save", "Ovl writes no checkpoints (ovl-run --dump writes weights)"},
    {"load", "Ovl reads no checkpoints"},
    {"save-interval", "Ovl writes no checkpoints"},
    {"eval-interval", "Ovl runs no evaluation"},
    {"eval-iters", "Ovl runs no evaluation"},
    {"log-interval", "ovl-run prints every step's loss"},
    {"tensorboard-dir", "see ovl-run --trace and --report"},
    {"seed", "the seed is ovl-run's (--seed)"},
    {"distributed-backend", "see ovl-run --backend"},
    {"use-mcore-models", "Ovl's model follows Megatron-core's layout"},
    {"use-legacy-models", "Ovl's model follows Megatron-core's layout"},
};

/// The entry for `name` (without "--"), or null for a flag not listed.
inline const UnsupportedFlag *
findUnsupportedMegatronFlag(llvm::StringRef name) {
  for (const UnsupportedFlag &flag : kUnsupportedMegatronFlags)
    if (flag.name == name)
      return &flag;
  return nullptr;
}

} // namespace ovl::gen

#endif // OVL_TOOLS_OVLGEN_MEGATRONFLAGS_H
