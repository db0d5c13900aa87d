#!/usr/bin/env bash
# The main job on the embedded default: generate a small GPT (tp 2, pp 2,
# dp 2), compile it, and summarize it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${OVL_BUILD_DIR:-$root/build}
out=${OVL_DEMO_DIR:-$root/out/demo}

"$root/scripts/build.sh" >/dev/null
mkdir -p "$out"
bin=$build/bin

model=(--num-layers 4 --hidden-size 64 --num-attention-heads 4 --seq-length 32
       --micro-batch-size 2 --num-microbatches 4 --vocab-size 256
       --tensor-model-parallel-size 2 --pipeline-model-parallel-size 2
       --data-parallel-size 2)

echo "== ovl-gen gpt ${model[*]}"
"$bin/ovl-gen" gpt "${model[@]}" -o "$out/step.mlir"
echo "== ovl-opt: verify and summarize ($out/step.mlir)"
"$bin/ovl-opt" "$out/step.mlir" --ovl-print-summary -o /dev/null
