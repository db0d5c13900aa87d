#!/usr/bin/env bash
# Benchmark: the cpu backend's time per step on the README's GPT (the
# scripts/demo.sh model: tp 2, pp 2, dp 2, 8 rank threads), and the share of
# compute time spent in GEMMs.
#
# Usage: bench/cpu_step.sh [RESULT.md]   (REPEATS runs of STEPS steps, median)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${OVL_BUILD_DIR:-$root/build}/bin
result=${1:-$root/bench/results/cpu-step.md}
repeats=${REPEATS:-5}
steps=${STEPS:-20}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

model="--num-layers 4 --hidden-size 64 --num-attention-heads 4 --seq-length 32 \
--micro-batch-size 2 --num-microbatches 4 --vocab-size 256 \
--make-vocab-size-divisible-by 64 --tensor-model-parallel-size 2 \
--pipeline-model-parallel-size 2 --data-parallel-size 2"
# shellcheck disable=SC2086
"$bin/ovl-gen" gpt --optimizer sgd $model -o "$work/step.mlir"
"$bin/ovl-opt" "$work/step.mlir" --ovl-lower-pipeline -o "$work/step.l2.mlir"
"$bin/ovl-translate" --ovl-to-plan "$work/step.l2.mlir" -o "$work/step.plan"
commands=$("$bin/ovl-run" "$work/step.plan" --check | sed -E 's/.* ([0-9]+) commands.*/\1/')

median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
for _ in $(seq "$repeats"); do
  "$bin/ovl-run" "$work/step.plan" --steps "$steps" --report > "$work/out"
  awk '/step time/ {print $3}' "$work/out" >> "$work/step"
  awk '/compute busy/ {print $3, $8}' "$work/out" >> "$work/compute"
done
step=$(median < "$work/step")
compute=$(awk '{print $1}' "$work/compute" | median)
gemm=$(awk '{print $2}' "$work/compute" | median)

mkdir -p "$(dirname "$result")"
{
  echo "# cpu backend: time per step of the README's GPT"
  echo
  echo "- date: $(date -u +%Y-%m-%d)"
  echo "- machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(free -g | awk '/Mem:/ {print $2}') GiB"
  echo "- command: \`bench/cpu_step.sh\` (REPEATS=$repeats runs of STEPS=$steps steps, median)"
  echo "- model: \`ovl-gen gpt --optimizer sgd $model\`"
  echo "- plan: 8 ranks (rank threads), 2 programs, $commands commands; one stream per rank (no overlap passes)"
  echo "- measured by \`ovl-run --report\` (cpu backend, wall clock per step, mean over the steps)"
  echo
  echo "| ms / step | compute busy ms / rank | GEMM ms / rank | GEMM share of compute | GEMM share of step |"
  echo "|---:|---:|---:|---:|---:|"
  awk -v s="$step" -v c="$compute" -v g="$gemm" 'BEGIN {printf "| %.2f | %.2f | %.2f | %.1f%% | %.1f%% |\n", s, c, g, 100*g/c, 100*g/s}'
  echo
  awk -v s="$step" -v c="$compute" -v n="$(nproc)" 'BEGIN {printf "8 ranks x %.2f ms of compute = %.1f ms of CPU work, on %d cores at least %.1f ms: the\nstep is bounded by the machine'"'"'s cores. The rest of each rank'"'"'s step is waiting\nat collectives and P2P rendezvous for ranks that are not running.\n", c, 8*c, n, 8*c/n}'

} > "$result"
cat "$result"
