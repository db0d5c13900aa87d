#!/usr/bin/env bash
# Writes the fuzz targets' seed corpora (fuzz/corpus/opt, plan, trace)
# from small ovl-gen models: L0 steps, their L1 after the overlap pipeline
# and their L2 after lowering for ovl-fuzz-opt, and their plans for
# ovl-fuzz-plan; and sim traces of test/Runtime/Inputs/small.plan (the
# plan ovl-fuzz-trace reads them against, one as if from the cuda
# backend). Rerun it when the IR, the plan or the trace format changes:
#   fuzz/make-corpus.sh [BUILD_DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-$root/build}/bin
out=$root/fuzz/corpus
rm -rf "$out/opt" "$out/plan" "$out/trace"
mkdir -p "$out/opt" "$out/plan" "$out/trace"
small="--hidden-size 8 --num-attention-heads 2 --seq-length 4
       --micro-batch-size 1 --num-microbatches 2 --vocab-size 8
       --make-vocab-size-divisible-by 1"
models=(
  "tp2:--num-layers 1 --tensor-model-parallel-size 2"
  "pp2:--num-layers 2 --pipeline-model-parallel-size 2"
  "dp2:--num-layers 1 --data-parallel-size 2"
  "tp2pp2dp2:--num-layers 2 --tensor-model-parallel-size 2 --pipeline-model-parallel-size 2 --data-parallel-size 2"
  "tp2pp2-recompute:--num-layers 2 --tensor-model-parallel-size 2 --pipeline-model-parallel-size 2 --recompute-granularity full --recompute-method uniform --recompute-num-layers 1"
  "tp2-dropout:--num-layers 1 --tensor-model-parallel-size 2 --hidden-dropout 0.1 --attention-dropout 0.1"
)
for entry in "${models[@]}"; do
  name=${entry%%:*}
  flags=${entry#*:}
  # shellcheck disable=SC2086
  "$bin/ovl-gen" gpt $small $flags -o "$out/opt/$name.l0.mlir"
  "$bin/ovl-opt" "$out/opt/$name.l0.mlir" --ovl-overlap-pipeline \
    -o "$out/opt/$name.l1.mlir"
  "$bin/ovl-opt" "$out/opt/$name.l1.mlir" --ovl-lower-pipeline \
    -o "$out/opt/$name.l2.mlir"
  "$bin/ovl-translate" --ovl-to-plan "$out/opt/$name.l2.mlir" \
    -o "$out/plan/$name.plan"
done
"$bin/ovl-gen" pipeline --stages 2 --num-microbatches 2 --f-ms 1 --b-ms 2 \
  --w-ms 0 --p2p-ms 0.1 -o "$out/opt/pipeline.l0.mlir"
# Relative to the root: the traces name the plan they ran.
(cd "$root" && small_plan=test/Runtime/Inputs/small.plan &&
  "$bin/ovl-run" "$small_plan" --backend sim \
    --trace fuzz/corpus/trace/sim-1step.json > /dev/null &&
  "$bin/ovl-run" "$small_plan" --backend sim --steps 3 \
    --trace fuzz/corpus/trace/sim-3steps.json > /dev/null)
sed 's/"backend":"sim"/"backend":"cuda"/' "$out/trace/sim-3steps.json" \
  > "$out/trace/cuda-3steps.json"
du -sh "$out/opt" "$out/plan" "$out/trace"
