#!/usr/bin/env bash
# Benchmark: the time ovl-run takes to load and validate a plan of about one
# million commands (goal: under 2 s), from a real lowered GPT step.
#
# Usage: bench/plan_load.sh [RESULT.md]   (REPEATS loads, median; the plan
# is built once, which takes a minute or two).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${OVL_BUILD_DIR:-$root/build}/bin
result=${1:-$root/bench/results/plan-load.md}
repeats=${REPEATS:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

model="--num-layers 130 --num-microbatches 200 --hidden-size 32 --num-attention-heads 2 --seq-length 8"
# shellcheck disable=SC2086
"$bin/ovl-gen" gpt --optimizer sgd $model -o "$work/step.mlir"
"$bin/ovl-opt" "$work/step.mlir" --ovl-lower-pipeline -o "$work/step.l2.mlir"
"$bin/ovl-translate" --ovl-to-plan "$work/step.l2.mlir" -o "$work/step.plan"
rm "$work/step.mlir" "$work/step.l2.mlir"

median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
for _ in $(seq "$repeats"); do
  "$bin/ovl-run" "$work/step.plan" --check > "$work/out"
  sed -E 's/.*validated in ([0-9.]+) s.*/\1/' "$work/out" >> "$work/times"
done
commands=$(sed -E 's/.* ([0-9]+) commands.*/\1/' "$work/out")
bytes=$(stat -c %s "$work/step.plan")
load=$(median < "$work/times")
min=$(sort -g "$work/times" | head -1)
max=$(sort -g "$work/times" | tail -1)

mkdir -p "$(dirname "$result")"
{
  echo "# ovl-run: load and validate a plan of a million commands"
  echo
  echo "- date: $(date -u +%Y-%m-%d)"
  echo "- machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(free -g | awk '/Mem:/ {print $2}') GiB"
  echo "- command: \`bench/plan_load.sh\` (REPEATS=$repeats, median; \`ovl-run PLAN --check\` times loadPlan: read, parse, validate)"
  echo "- plan: \`ovl-gen gpt --optimizer sgd $model\` through \`ovl-opt --ovl-lower-pipeline\` and \`ovl-translate --ovl-to-plan\`"
  echo "- goal: under 2 s"
  echo
  echo "| commands | plan MiB | load + validate s (median) | min s | max s | us / command |"
  echo "|---:|---:|---:|---:|---:|---:|"
  awk -v c="$commands" -v b="$bytes" -v t="$load" -v lo="$min" -v hi="$max" \
    'BEGIN {printf "| %d | %.0f | %.3f | %.3f | %.3f | %.2f |\n", c, b/1048576, t, lo, hi, 1e6*t/c}'
} > "$result"
cat "$result"
