# The README's model (sourced by scripts/demo.sh, gpu-prepare.sh and
# gpu-check.sh): a small Megatron-style GPT over tp 2, pp 2, dp 2.
readme_model=(--num-layers 4 --hidden-size 64 --num-attention-heads 4
              --seq-length 32 --micro-batch-size 2 --num-microbatches 4
              --vocab-size 256 --make-vocab-size-divisible-by 64
              --tensor-model-parallel-size 2 --pipeline-model-parallel-size 2
              --data-parallel-size 2)
readme_steps=10
