# shellcheck shell=bash disable=SC2034  # Sourced: its users read the arrays.
# The README's model (sourced by scripts/demo.sh and tsan.sh): a small
# Llama-style step as Megatron-LM users train it: RMSNorm, SwiGLU, rope,
# grouped-query attention, no linear biases, the output layer tied to the
# word embedding, bf16 mixed precision, AdamW with gradient clipping,
# sequence parallelism, over tp 2, pp 2, dp 2 with the distributed
# optimizer.
readme_model=(--num-layers 4 --hidden-size 64 --num-attention-heads 4
              --group-query-attention --num-query-groups 2
              --seq-length 32 --micro-batch-size 2 --num-microbatches 4
              --vocab-size 256 --make-vocab-size-divisible-by 64
              --normalization RMSNorm --swiglu --disable-bias-linear
              --position-embedding-type rope --bf16
              --optimizer adam --lr 1e-3 --sequence-parallel
              --tensor-model-parallel-size 2 --pipeline-model-parallel-size 2
              --data-parallel-size 2 --use-distributed-optimizer
              --overlap-grad-reduce --overlap-param-gather)
readme_steps=10
# The GPU scripts' model (gpu-prepare.sh, gpu-check.sh): the same mesh with
# 2019-style GPT blocks in f32, whose cuda run gpu-check.sh compares with
# the cpu backend at f32's 1e-4 (scripts/demo.sh runs the README model on
# a GPU too, compared at bf16's 5e-2).
gpu_model=(--optimizer sgd --num-layers 4 --hidden-size 64 --num-attention-heads 4
           --seq-length 32 --micro-batch-size 2 --num-microbatches 4
           --vocab-size 256 --make-vocab-size-divisible-by 64
           --tensor-model-parallel-size 2 --pipeline-model-parallel-size 2
           --data-parallel-size 2)
# The calibration's model (gpu-prepare.sh, gpu-check.sh): one rank, so
# that every command runs alone on the GPU, at sizes where the GEMMs and
# attention are bound by the GPU rather than by launches; in bf16, and in
# f32 for a second description (a bf16 fit sees no f32 rate).
calibrate_shape=(--num-layers 2 --hidden-size 1024 --num-attention-heads 16
                 --seq-length 1024 --micro-batch-size 2 --vocab-size 8192)
calibrate_model=("${calibrate_shape[@]}" --bf16)
calibrate_model_f32=("${calibrate_shape[@]}")
