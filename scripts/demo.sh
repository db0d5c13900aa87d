#!/usr/bin/env bash
# The main job on the embedded default (the cpu backend): generate a small
# Llama-style step (scripts/readme-model.sh: tp 2 with sequence parallelism,
# pp 2, dp 2, bf16, AdamW), compile it without and with the
# overlap passes, run both on the cpu backend (every rank a thread) and on
# the simulator, check that they compute the same thing bit for bit, and
# print the comparison. Traces and SVG timelines land in out/demo/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${OVL_BUILD_DIR:-$root/build}
out=${OVL_DEMO_DIR:-$root/out/demo}
steps=${OVL_DEMO_STEPS:-10}

echo "== building (scripts/build.sh)"
"$root/scripts/build.sh" >/dev/null
mkdir -p "$out"
bin=$build/bin

# shellcheck source=scripts/readme-model.sh
source "$root/scripts/readme-model.sh"
model=("${readme_model[@]}")

echo "== ovl-gen gpt ${model[*]}"
"$bin/ovl-gen" gpt "${model[@]}" -o "$out/step.mlir"
"$bin/ovl-opt" "$out/step.mlir" --ovl-print-summary -o /dev/null

# variant name, ovl-opt passes before lowering
variants=("baseline" "overlap")
compile() {
  local name=$1
  shift
  "$bin/ovl-opt" "$out/step.mlir" "$@" --ovl-lower-pipeline \
    -mlir-print-debuginfo -o "$out/$name.l2.mlir"
  "$bin/ovl-translate" --ovl-to-plan "$out/$name.l2.mlir" -o "$out/$name.plan"
}
echo "== compile: baseline (ovl-opt --ovl-lower-pipeline)"
compile baseline
echo "== compile: overlap (ovl-opt --ovl-overlap-pipeline --ovl-lower-pipeline)"
compile overlap --ovl-overlap-pipeline

for name in "${variants[@]}"; do
  echo "== ovl-run $name.plan --backend cpu --steps $steps"
  "$bin/ovl-run" "$out/$name.plan" --backend cpu --steps "$steps" --report \
    --dump "$out/$name.dump" --trace "$out/$name.trace.json" \
    --timeline "$out/$name.timeline.svg" | tee "$out/$name.cpu.txt" | tail -n +2
  "$bin/ovl-run" "$out/$name.plan" --backend sim --report \
    --trace "$out/$name.trace.sim.json" \
    --timeline "$out/$name.timeline.sim.svg" > "$out/$name.sim.txt"
done

# With a GPU, the same plans on the cuda backend (every rank on the one GPU,
# device-local communication), checked against the cpu backend.
gpu=no
cuda_same=yes
# bf16 results agree with the cpu backend's within bf16's tolerance (the
# PyTorch oracle's, ovl_reference.py), f32 ones within 1e-4.
cuda_tolerance=1e-4
[[ " ${model[*]} " == *" --bf16 "* ]] && cuda_tolerance=5e-2
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
  gpu=yes
  for name in "${variants[@]}"; do
    echo "== ovl-run $name.plan --backend cuda --steps $steps"
    "$bin/ovl-run" "$out/$name.plan" --backend cuda --steps "$steps" \
      --report --dump "$out/$name.cuda.dump" \
      --trace "$out/$name.trace.cuda.json" \
      --timeline "$out/$name.timeline.cuda.svg" | tee "$out/$name.cuda.txt" |
      tail -n +2
    python3 "$root/test/e2e/compare_runs.py" --label "cuda $name vs cpu" \
      --tolerance "$cuda_tolerance" \
      --output "$out/$name.cuda.txt" --dump "$out/$name.cuda.dump" \
      --reference-output "$out/baseline.cpu.txt" \
      --reference-dump "$out/baseline.dump" | tee -a "$out/cuda-vs-cpu.txt" ||
      cuda_same=no
  done
fi

# The comparison.
field() { # file label -> the first number after the label
  awk -v label="$2" 'index($0, label) == 3 {
    sub("^ *" label " *", ""); print $1; exit }' "$1"
}
losses() { grep -E '^step [0-9]+ loss' "$1"; }
if [ "$(losses "$out/baseline.cpu.txt")" = "$(losses "$out/overlap.cpu.txt")" ] &&
   cmp -s "$out/baseline.dump" "$out/overlap.dump"; then
  same="yes: losses, final weights and last gradients are bit-identical"
else
  same="NO: the overlapped program computes something else"
fi
echo
echo "== comparison (cpu: this machine, 8 rank threads; sim: H100 + NVLink cost model)"
printf '%-34s %14s %14s\n' "" "baseline" "overlap"
rows=("cpu step time (ms)|cpu|step time")
[ "$gpu" = yes ] && rows+=("cuda step time (ms)|cuda|step time"
                          "cuda exposed communication (ms)|cuda|exposed communication")
for row in "${rows[@]}" \
           "sim step time (ms)|sim|step time" \
           "sim communication busy (ms/rank)|sim|communication busy" \
           "sim exposed communication (ms)|sim|exposed communication" \
           "peak memory (MiB/rank)|sim|peak memory"; do
  IFS='|' read -r label kind key <<<"$row"
  printf '%-34s %14s %14s\n' "$label" \
    "$(field "$out/baseline.$kind.txt" "$key")" \
    "$(field "$out/overlap.$kind.txt" "$key")"
done
echo "same results: $same"
[ "$gpu" = yes ] && echo "cuda agrees with cpu ($cuda_tolerance): $cuda_same (out/demo/cuda-vs-cpu.txt)"
echo "(The cpu backend proves results, not speed: its ranks and streams are"
echo " threads sharing this machine's $(nproc) cores, and every extra stream and"
echo " event is a thread hand-off. Timings that matter come from the sim backend"
echo " or a GPU.)"
echo
echo "wrote traces (open in https://ui.perfetto.dev) and timelines to $out/"
[[ $same == yes* ]] && [ "$cuda_same" = yes ]
