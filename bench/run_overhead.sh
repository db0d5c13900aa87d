#!/usr/bin/env bash
# Benchmark: the cpu backend's overhead per command: a plan whose commands
# are empty kernels (opaque, no outputs), so the time per command is the
# executor's own (dispatch, timing, trace record, progress count).
#
# Usage: bench/run_overhead.sh [RESULT.md]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${OVL_BUILD_DIR:-$root/build}/bin
result=${1:-$root/bench/results/run-overhead.md}
commands=${COMMANDS:-200000}
repeats=${REPEATS:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# plan RANKS STREAMS: every stream of every rank runs COMMANDS / STREAMS
# empty kernels.
plan() {
  local ranks=$1 streams=$2 per=$((commands / $2))
  {
    echo "ovl-plan 3"
    echo "mesh dp=$ranks:data"
    echo "program stage=0 transient=0 persistent=0 events=0 streams=$streams"
    for s in $(seq 0 $((streams - 1))); do
      roles=(compute tp_comm dp_comm pp_comm copy)
      echo "stream id=$s role=${roles[$s]} commands=$per"
      yes "kernel op=opaque outs=" | head -n "$per"
    done
    echo "end"
  } > "$work/plan.$1.$2"
}

median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
measure() { # ranks streams -> "wall_ms per_command_us"
  plan "$1" "$2"
  : > "$work/times"
  for _ in $(seq "$repeats"); do
    "$bin/ovl-run" "$work/plan.$1.$2" --steps 1 --report |
      awk '/step time/ {print $3}' >> "$work/times"
  done
  local ms
  ms=$(median < "$work/times")
  awk -v ms="$ms" -v n="$commands" -v r="$1" \
    'BEGIN {printf "%.1f %.3f %.3f", ms, 1000*ms/n, 1000*ms/(n*r)}'
}

mkdir -p "$(dirname "$result")"
{
  echo "# cpu backend: overhead per command (empty kernels)"
  echo
  echo "- date: $(date -u +%Y-%m-%d)"
  echo "- machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(free -g | awk '/Mem:/ {print $2}') GiB"
  echo "- command: \`bench/run_overhead.sh\` (COMMANDS=$commands per rank, REPEATS=$repeats, median step time from \`ovl-run --report\`)"
  echo "- each command is \`kernel op=opaque outs=\`: no work, so the time is dispatch, two clock reads, the trace record and the progress count"
  echo
  echo "| ranks | streams per rank | step ms | us per command (one rank's stream) | us per command (all ranks) |"
  echo "|---:|---:|---:|---:|---:|"
  for config in "1 1" "1 2" "2 1" "8 1"; do
    read -r ranks streams <<<"$config"
    read -r ms per all <<<"$(measure "$ranks" "$streams")"
    echo "| $ranks | $streams | $ms | $per | $all |"
  done
} > "$result"
cat "$result"
