#!/usr/bin/env bash
# The main job on the embedded default (the cpu backend): generate a small
# Megatron-style GPT (tp 2, pp 2, dp 2), compile it, run it for a few steps
# with every rank a thread, and print the report; the trace and the SVG
# timeline land in out/demo/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${OVL_BUILD_DIR:-$root/build}
out=${OVL_DEMO_DIR:-$root/out/demo}
steps=${OVL_DEMO_STEPS:-10}

echo "== building (scripts/build.sh)"
"$root/scripts/build.sh" >/dev/null
mkdir -p "$out"
bin=$build/bin

model=(--num-layers 4 --hidden-size 64 --num-attention-heads 4 --seq-length 32
       --micro-batch-size 2 --num-microbatches 4 --vocab-size 256
       --make-vocab-size-divisible-by 64
       --tensor-model-parallel-size 2 --pipeline-model-parallel-size 2
       --data-parallel-size 2)

echo "== ovl-gen gpt ${model[*]}"
"$bin/ovl-gen" gpt "${model[@]}" -o "$out/step.mlir"
"$bin/ovl-opt" "$out/step.mlir" --ovl-print-summary -o /dev/null

echo "== ovl-opt --ovl-lower-pipeline (flatten jobs, plan memory, lower to commands)"
"$bin/ovl-opt" "$out/step.mlir" --ovl-lower-pipeline="memory-report=-" \
  -mlir-print-debuginfo -o "$out/step.l2.mlir"
"$bin/ovl-translate" --ovl-to-plan "$out/step.l2.mlir" -o "$out/step.plan"

echo "== ovl-run --backend cpu --steps $steps"
"$bin/ovl-run" "$out/step.plan" --backend cpu --steps "$steps" --report \
  --trace "$out/trace.json" --timeline "$out/timeline.svg"

echo "== ovl-run --backend sim (the same plan on an H100 + NVLink cost model)"
"$bin/ovl-run" "$out/step.plan" --backend sim --report \
  --trace "$out/trace.sim.json" --timeline "$out/timeline.sim.svg" | tail -n +3

echo
echo "wrote $out/trace.json (open in https://ui.perfetto.dev), $out/timeline.svg"
