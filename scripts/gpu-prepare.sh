#!/usr/bin/env bash
# Prepares out/gpu/ for scripts/gpu-check.sh on a GPU machine that lacks
# MLIR 22 or Debian's packages (the lent GPU machines have CUDA, PyTorch and
# CMake but neither): run it here, then carry out/gpu with the checkout.
#
#   out/gpu/plans/      the README model (tp 2, pp 2, dp 2) compiled without
#                       and with overlap, the calibration's one-rank step
#                       and every benchmark's plans
#   out/gpu/debs/       the .deb files the runtime builds against (OpenBLAS,
#                       GoogleTest, nlohmann-json), unpacked there, never
#                       installed
#
# Usage: scripts/gpu-prepare.sh [--quick]   (--quick: tiny benchmark sizes)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${OVL_BUILD_DIR:-$root/build}
out=${OVL_GPU_PREPARED:-$root/out/gpu}
quick=()
[ "${1:-}" = "--quick" ] && quick=(--quick)

"$root/scripts/build.sh" >/dev/null
bin=$build/bin
rm -rf "$out"
mkdir -p "$out/plans" "$out/debs"

# The README model, as scripts/demo.sh builds it.
# shellcheck source=scripts/readme-model.sh
source "$root/scripts/readme-model.sh"
"$bin/ovl-gen" gpt "${gpu_model[@]}" -o "$out/step.mlir"
for variant in baseline overlap; do
  passes=()
  [ "$variant" = overlap ] && passes=(--ovl-overlap-pipeline)
  "$bin/ovl-opt" "$out/step.mlir" "${passes[@]}" --ovl-lower-pipeline \
    -o "$out/$variant.l2.mlir"
  "$bin/ovl-translate" --ovl-to-plan "$out/$variant.l2.mlir" \
    -o "$out/plans/readme-$variant.plan"
  rm "$out/$variant.l2.mlir"
done
rm "$out/step.mlir"
# The calibration's one-rank steps, bf16 and f32 (gpu-check.sh fits the
# GPU's rates to them).
"$bin/ovl-gen" gpt "${calibrate_model[@]}" -o "$out/calibrate.mlir"
"$bin/ovl-gen" gpt "${calibrate_model_f32[@]}" -o "$out/calibrate-f32.mlir"
for name in calibrate calibrate-f32; do
  "$bin/ovl-opt" "$out/$name.mlir" --ovl-lower-pipeline -o "$out/$name.l2.mlir"
  "$bin/ovl-translate" --ovl-to-plan "$out/$name.l2.mlir" \
    -o "$out/plans/$name.plan"
  rm "$out/$name.mlir" "$out/$name.l2.mlir"
done

/usr/bin/python3 "$root/bench/gpu_benchmarks.py" --tools "$bin" \
  --make-plans "$out/plans" "${quick[@]}"

(cd "$out/debs" && apt-get download -q libopenblas0-pthread \
  libopenblas-pthread-dev libopenblas-dev libgfortran5 libgtest-dev \
  nlohmann-json3-dev >/dev/null)
du -sh "$out"
echo "gpu-prepare: wrote $out; carry it to the GPU machine with the checkout"
