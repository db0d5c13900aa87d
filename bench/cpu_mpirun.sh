#!/usr/bin/env bash
# Benchmark: the cpu backend's step time on the README's model (scripts/
# readme-model.sh: 8 ranks), every rank a thread of one ovl-run against one
# process per rank under mpirun, baseline and overlapped compiles.
#
# Usage: bench/cpu_mpirun.sh [RESULT.md]   (REPEATS runs of STEPS steps, median)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${OVL_BUILD_DIR:-$root/build}/bin
result=${1:-$root/bench/results/cpu-mpirun.md}
repeats=${REPEATS:-3}
steps=${STEPS:-10}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck source=../scripts/readme-model.sh
source "$root/scripts/readme-model.sh"

"$bin/ovl-gen" gpt "${readme_model[@]}" -o "$work/step.mlir"
"$bin/ovl-opt" "$work/step.mlir" --ovl-lower-pipeline -o "$work/base.l2.mlir"
"$bin/ovl-opt" "$work/step.mlir" --ovl-overlap-pipeline --ovl-lower-pipeline \
  -o "$work/overlap.l2.mlir"
for plan in base overlap; do
  "$bin/ovl-translate" --ovl-to-plan "$work/$plan.l2.mlir" -o "$work/$plan.plan"
done

median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# The median of REPEATS runs' mean step time (ovl-run --report).
measure() {
  : > "$work/times"
  for _ in $(seq "$repeats"); do
    "$@" --steps "$steps" --report 2>/dev/null |
      awk '/step time/ {print $3}' >> "$work/times"
  done
  median < "$work/times"
}
mpirun=(mpirun --allow-run-as-root --oversubscribe -np 8)
declare -A ms
for plan in base overlap; do
  ms[$plan.threads]=$(measure "$bin/ovl-run" "$work/$plan.plan")
  ms[$plan.mpi]=$(measure "${mpirun[@]}" "$bin/ovl-run" "$work/$plan.plan")
done

mkdir -p "$(dirname "$result")"
{
  echo "# cpu backend: rank threads against one process per rank (mpirun)"
  echo
  echo "- date: $(date -u +%Y-%m-%d)"
  echo "- machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); $(mpirun --version | head -1)"
  echo "- command: \`bench/cpu_mpirun.sh\` (REPEATS=$repeats runs of STEPS=$steps steps, median of the runs' mean step time from \`ovl-run --report\`)"
  echo "- model: \`ovl-gen gpt ${readme_model[*]}\` (8 ranks), compiled with \`--ovl-lower-pipeline\` (baseline) and with \`--ovl-overlap-pipeline\` first"
  echo "- threads: \`ovl-run PLAN\`; processes: \`${mpirun[*]} ovl-run PLAN\` (both bit-identical, test/Runtime/mpirun.test)"
  echo
  echo "| compile | threads ms / step | processes ms / step | processes / threads |"
  echo "|---|---:|---:|---:|"
  for plan in base overlap; do
    awk -v n="$plan" -v t="${ms[$plan.threads]}" -v p="${ms[$plan.mpi]}" \
      'BEGIN {printf "| %s | %.2f | %.2f | %.1fx |\n", n == "base" ? "baseline" : "overlap pipeline", t, p, p / t}'
  done
  echo
  echo "Eight processes share this machine's $(nproc) cores. The MPI fabric moves every member's whole input to every other member ((members - 1) times a ring's bandwidth), so that each member sums in member order as the threaded run does; on these small tensors that costs little."
} > "$result"
cat "$result"
