#!/usr/bin/env bash
# Benchmark: how long ovl-opt takes to parse, verify and print ovl-gen output
# of about 10 thousand, 100 thousand and 1 million ops.
#
# Usage: bench/ovl_opt_parse_print.sh [RESULT.md]
# Each size is generated once and timed REPEATS times (median reported);
# the phases come from ovl-opt's -mlir-timing.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${OVL_BUILD_DIR:-$root/build}/bin
result=${1:-$root/bench/results/ovl-opt-parse-print.md}
repeats=${REPEATS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# name layers micro-batches
sizes=("10k 26 10" "100k 66 40" "1m 130 200")

{
  echo "# ovl-opt: parse, verify and print ovl-gen output"
  echo
  echo "- date: $(date -u +%Y-%m-%d)"
  echo "- machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(free -g | awk '/Mem:/ {print $2}') GiB"
  echo "- command: \`bench/ovl_opt_parse_print.sh\` (REPEATS=$repeats, median)"
  echo "- model: \`ovl-gen gpt --optimizer sgd --num-layers L --num-microbatches M --hidden-size 32 --num-attention-heads 2 --seq-length 8\` (op count does not depend on tensor sizes)"
  echo "- timed: \`ovl-opt step.mlir -o out.mlir -mlir-timing\`; MLIR verifies while parsing, so -mlir-timing's Parser phase is parse + verify; wall is the whole process"
  echo
  echo "| ops | L | M | file MiB | parse + verify s | print s | wall s | ops/s (wall) |"
  echo "|---:|---:|---:|---:|---:|---:|---:|---:|"
} > "$work/table.md"

median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

for size in "${sizes[@]}"; do
  read -r name layers mbs <<<"$size"
  file=$work/$name.mlir
  "$bin/ovl-gen" gpt --optimizer sgd --num-layers "$layers" --num-microbatches "$mbs" \
    --hidden-size 32 --num-attention-heads 2 --seq-length 8 -o "$file"
  ops=$("$bin/ovl-opt" "$file" --ovl-print-summary -o /dev/null | awk '/total:/ {print $2}')
  mib=$(awk "BEGIN {printf \"%.1f\", $(stat -c %s "$file") / 1048576}")
  : > "$work/parse" ; : > "$work/print" ; : > "$work/wall"
  for _ in $(seq "$repeats"); do
    start=$(date +%s.%N)
    "$bin/ovl-opt" "$file" -o "$work/out.mlir" -mlir-timing 2> "$work/timing"
    end=$(date +%s.%N)
    awk "BEGIN {print $end - $start}" >> "$work/wall"
    # -mlir-timing lines: "  0.1234 ( 50.0%)  Parser"
    awk '/Parser$/ {print $1}' "$work/timing" >> "$work/parse"
    awk '/Output$/ {print $1}' "$work/timing" >> "$work/print"
  done
  parse=$(median < "$work/parse")
  print=$(median < "$work/print"); wall=$(median < "$work/wall")
  rate=$(awk "BEGIN {printf \"%.0f\", $ops / $wall}")
  printf '| %s | %s | %s | %s | %.3f | %.3f | %.3f | %s |\n' \
    "$ops" "$layers" "$mbs" "$mib" "$parse" "$print" "$wall" "$rate" >> "$work/table.md"
  echo "measured $name: $ops ops, wall ${wall}s" >&2
done

mkdir -p "$(dirname "$result")"
cp "$work/table.md" "$result"
cat "$result"
