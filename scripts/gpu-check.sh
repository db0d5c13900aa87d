#!/usr/bin/env bash
# The one command for a machine with an NVIDIA GPU:
#   1. builds with CUDA (the whole project where MLIR 22 is installed, the
#      runtime alone otherwise) and runs the `gpu` tests (ctest -L gpu, the
#      bf16 attention test under compute-sanitizer's memcheck and
#      racecheck, and the lit tests that need a GPU where the compiler was
#      built); where attention's block programs fail, the rest runs on the
#      warp-per-row kernels (OVL_CUDA_ATTENTION=warp-per-row);
#   2. runs the README model (tp 2, pp 2, dp 2, every rank on the one GPU
#      through the device-local communicator) on the cuda backend without and
#      with overlap, and compares both with the cpu backend: loss per step,
#      final weights and last gradients, max relative error;
#   3. calibrates the description of this GPU from a one-rank GPT step in
#      bf16 and in f32 (ovl-run --calibrate: gpu-calibrated-*.json, with
#      each run's trace, calibrate*.trace.json, for refits elsewhere), runs
#      both steps again on the warp-per-row attention kernels (the
#      calibration runs the block programs), times attention's kernels
#      alone by shape (ovl-attention-sweep: gpu-attention-sweep.md), fits
#      their wave model to that sweep (bench/attention_wave_model.py:
#      attention-wave-model.md, gpu-calibrated-*-waves.json), and
#      writes bench/results/gpu-check.md: device, driver, CUDA and NCCL
#      versions, date, command, test, comparison and calibration results;
#   4. runs the GPU benchmarks (bench/gpu_benchmarks.py), which write
#      bench/results/gpu-{pytorch,dispatch,overlap,sim-error}.md, and with
#      the calibration's description (attention by waves where the sweep
#      was fitted) gpu-sim-validation.md (every one-rank
#      plan of bench/results/sim-validation.md's cuda section, --quick
#      too), before the overlap models.
#
# Where the GPU machine has no MLIR 22 or no Debian packages (the lent
# machines have neither), run scripts/gpu-prepare.sh on a machine that does
# and bring out/gpu/ along: its plans, cpu references and .debs are used.
#
# Usage: scripts/gpu-check.sh [--quick] [--archive FILE]
#   --quick           tiny benchmark sizes
#   --archive FILE    also packs what the run wrote into one gzipped tar:
#                     the result files (OVL_GPU_RESULTS, default
#                     bench/results) this run wrote, and its log and step
#                     outputs (OVL_GPU_WORK, default out/gpu-check) under
#                     that folder's name. For a machine whose files
#                     come back a few at a time. Packed however the run
#                     ends; a run stopped by a signal packs once its
#                     current step returns.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${OVL_GPU_BUILD_DIR:-$root/build-gpu}
prepared=${OVL_GPU_PREPARED:-$root/out/gpu}
results=${OVL_GPU_RESULTS:-$root/bench/results}
work=${OVL_GPU_WORK:-$root/out/gpu-check}
usage() {
  echo "gpu-check: $1" >&2
  echo "usage: scripts/gpu-check.sh [--quick] [--archive FILE]" >&2
  exit 2
}
quick=()
archive=""
while [ $# -gt 0 ]; do
  case $1 in
    --quick) quick=(--quick) ;;
    --archive)
      [ $# -ge 2 ] && [ -n "$2" ] || usage "--archive needs a file name"
      archive=$2
      shift ;;
    --archive=*)
      archive=${1#--archive=}
      [ -n "$archive" ] || usage "--archive needs a file name" ;;
    *) usage "unknown argument '$1'" ;;
  esac
  shift
done
if [ -n "$archive" ]; then
  mkdir -p "$(dirname "$archive")" ||
    usage "cannot make the folder of --archive '$archive'"
  archive=$(cd "$(dirname "$archive")" && pwd)/$(basename "$archive")
fi

if ! nvidia-smi -L >/dev/null 2>&1; then
  echo "gpu-check: no NVIDIA GPU here (nvidia-smi -L failed)" >&2
  exit 1
fi
mkdir -p "$work" "$results"
log=$work/gpu-check.log
: > "$log"
# --archive: the result files this run wrote (new, or with another
# modification time than at the start: file times may be as coarse as the
# kernel's tick, too coarse for find -newer), and the work folder's log and
# step outputs, whatever the exit.
result_times() {
  (cd "$results" && find . -maxdepth 1 -type f -printf '%p\t%T@\n' | sort)
}
result_times > "$work/.results-before"
pack() {
  local status=$?
  [ -n "$archive" ] || return $status
  local members=$work/.archive-members
  result_times | comm -13 "$work/.results-before" - | cut -f1 > "$members"
  local steps=() file
  for file in "$work"/gpu-check.log "$work"/*.txt; do
    [ -f "$file" ] && steps+=("$(basename "$work")/$(basename "$file")")
  done
  if tar -czf "$archive" -C "$results" -T "$members" \
       -C "$(dirname "$work")" "${steps[@]}"; then
    echo "gpu-check: packed $(wc -l < "$members") result files and the log into $archive" >&2
  else
    echo "gpu-check: could not write --archive $archive" >&2
    [ $status -ne 0 ] || status=1
  fi
  exit $status
}
trap pack EXIT
trap 'exit 143' TERM
trap 'exit 130' INT
# Each step's line carries the seconds since the start: a lent GPU's
# minutes are few, and the log says where they went.
say() { echo "$* [${SECONDS} s]" | tee -a "$log"; }

# 1. Build.
cmake_args=(-G Ninja -DCMAKE_BUILD_TYPE=Release -DOVL_ENABLE_CUDA=ON)
llvm=/usr/lib/llvm-22
if [ -d "$llvm/lib/cmake/mlir" ]; then
  compiler=yes
  cmake_args+=("-DMLIR_DIR=$llvm/lib/cmake/mlir" "-DLLVM_EXTERNAL_LIT=$llvm/bin/lit")
else
  compiler=no
  cmake_args+=(-DOVL_ENABLE_COMPILER=OFF)
fi
if [ ! -e /usr/include/x86_64-linux-gnu/openblas-pthread/cblas.h ] &&
   [ -d "$prepared/debs" ]; then
  # Unpacked beside the build, never installed: they could break the image.
  sysroot=$prepared/sysroot
  rm -rf "$sysroot"
  for deb in "$prepared"/debs/*.deb; do dpkg-deb -x "$deb" "$sysroot"; done
  arch=$sysroot/usr/lib/x86_64-linux-gnu
  cmake_args+=(-DCMAKE_PREFIX_PATH="$sysroot/usr"
    -DOVL_CBLAS_INCLUDE_DIR="$sysroot/usr/include/x86_64-linux-gnu/openblas-pthread"
    -DOVL_OPENBLAS_LIBRARY="$arch/openblas-pthread/libopenblas.so")
  export LD_LIBRARY_PATH="$arch/openblas-pthread:$arch${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
fi
if [ ! -e /usr/local/cuda/include/nccl.h ]; then
  # The lent machines carry NCCL only in PyTorch's wheel (nvidia-nccl-cu13).
  nccl=$(python3 -c 'import nvidia.nccl, os; print(os.path.dirname(nvidia.nccl.__file__))' 2>/dev/null ||
         python3 -c 'import nvidia.nccl; print(list(nvidia.nccl.__path__)[0])' 2>/dev/null || true)
  if [ -n "$nccl" ] && [ -e "$nccl/include/nccl.h" ]; then
    lib=$(ls "$nccl"/lib/libnccl.so* | head -1)
    cmake_args+=(-DOVL_NCCL_INCLUDE_DIR="$nccl/include" -DOVL_NCCL_LIBRARY="$lib")
    export LD_LIBRARY_PATH="$nccl/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  fi
fi
say "== build ($build; compiler: $compiler)"
cmake -S "$root" -B "$build" "${cmake_args[@]}" >>"$log" 2>&1 || {
  tail -30 "$log"; echo "gpu-check: cmake's configure failed" >&2; exit 1; }
cmake --build "$build" -- -j"$(nproc)" >>"$log" 2>&1 || {
  tail -30 "$log"; echo "gpu-check: build failed" >&2; exit 1; }
grep -q 'cuda backend on' "$log" || {
  grep 'cuda backend' "$log"; echo "gpu-check: the cuda backend was not built" >&2; exit 1; }
bin=$build/bin

say "== gpu tests (ctest -L gpu)"
status=0
(cd "$build" && ctest -L gpu --output-on-failure) 2>&1 | tee -a "$log" |
  tail -5 || status=1
# Attention's block programs are the default; where they fail on this GPU
# the rest of the check runs on the warp-per-row kernels (and says so), so
# that the comparison, calibration and benchmarks still measure something
# right. The failure stands in the status.
if ! "$bin/CudaKernelsTest" --gtest_filter='*AttentionBlockPrograms*' \
    >> "$log" 2>&1; then
  export OVL_CUDA_ATTENTION=warp-per-row
  say "== attention's block programs FAILED on this GPU: the rest runs with OVL_CUDA_ATTENTION=warp-per-row"
  status=1
fi
# The attention tests under compute-sanitizer: out-of-bounds and misaligned
# accesses (memcheck) and shared-memory races between the block programs'
# phases (racecheck), which their runs on the host (AttentionTilesTest)
# cannot see. bf16 only (wmma), on three small shapes; each tool at most
# two minutes of the GPU's time.
sanitizer=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
if [ -x "$sanitizer" ]; then
  for tool in memcheck racecheck; do
    say "== compute-sanitizer --tool $tool, attention (bf16)"
    timeout 120 "$sanitizer" --tool "$tool" --error-exitcode 1 \
      "$bin/CudaKernelsTest" --gtest_filter='*AttentionBlockProgramsFewShapes/bf16' 2>&1 |
      tail -3 | tee -a "$log" || status=1
  done
fi
if [ "$compiler" = yes ]; then
  say "== lit tests that need a GPU"
  "$llvm/bin/lit" -sv "$build/test" --filter 'cuda|gpu' 2>&1 | tee -a "$log" |
    tail -5 || status=1
fi

# 2. The README model on cuda against cpu.
# shellcheck source=scripts/readme-model.sh
source "$root/scripts/readme-model.sh"
plans=$prepared/plans
if [ "$compiler" = yes ]; then
  plans=$work/plans
  mkdir -p "$plans"
  "$bin/ovl-gen" gpt "${gpu_model[@]}" -o "$work/step.mlir"
  "$bin/ovl-opt" "$work/step.mlir" --ovl-lower-pipeline -o "$work/b.l2.mlir"
  "$bin/ovl-translate" --ovl-to-plan "$work/b.l2.mlir" -o "$plans/readme-baseline.plan"
  "$bin/ovl-opt" "$work/step.mlir" --ovl-overlap-pipeline --ovl-lower-pipeline \
    -o "$work/o.l2.mlir"
  "$bin/ovl-translate" --ovl-to-plan "$work/o.l2.mlir" -o "$plans/readme-overlap.plan"
fi
"$bin/ovl-run" "$plans/readme-baseline.plan" --steps "$readme_steps" \
  --dump "$work/readme.cpu.dump" > "$work/readme.cpu.txt"
comparison=$work/readme-comparison.txt
: > "$comparison"
for variant in baseline overlap; do
  say "== README model, $variant, cuda backend (device-local)"
  "$bin/ovl-run" "$plans/readme-$variant.plan" --backend cuda \
    --steps "$readme_steps" --report --dump "$work/readme-$variant.cuda.dump" \
    --trace "$work/readme-$variant.cuda.trace.json" \
    > "$work/readme-$variant.cuda.txt"
  python3 "$root/test/e2e/compare_runs.py" --label "$variant (cuda) vs cpu" \
    --output "$work/readme-$variant.cuda.txt" \
    --dump "$work/readme-$variant.cuda.dump" \
    --reference-output "$work/readme.cpu.txt" \
    --reference-dump "$work/readme.cpu.dump" >> "$comparison" || status=1
done
cat "$comparison" | tee -a "$log"

# Calibration: a one-rank GPT step (every command alone on the GPU) fits the
# compute rates of the description of this GPU (H200, A100, else H100),
# once in bf16 and once in f32 (a bf16 step has no f32 rate to fit); links
# need GPUs enough for NCCL. Compiled here, or prepared by gpu-prepare.sh.
# The runs' traces are kept: ovl-run --calibrate-trace refits them on any
# machine.
calibration=$work/calibration.txt
: > "$calibration"
gpu_name=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1)
case $gpu_name in
  *H200*) base_device=h200-sxm-nvlink ;;
  *A100*) base_device=a100-sxm4-80gb-dgx ;;
  *) base_device=h100-sxm-nvlink ;;
esac
# Three steps of a plan on the cuda backend, fitted from this GPU's base
# description into $2; more ovl-run flags may follow.
calibrate_on_gpu() {
  local plan=$1 fitted=$2
  shift 2
  "$bin/ovl-run" "$plan" --backend cuda --steps 3 --report \
    --calibrate "$fitted" \
    --calibrate-from "$root/runtime/devices/$base_device.json" "$@"
}
calibrated_plans=()
for dtype in bf16 f32; do
  suffix=""
  flags=("${calibrate_model[@]}")
  if [ "$dtype" = f32 ]; then
    suffix=-f32
    flags=("${calibrate_model_f32[@]}")
  fi
  calibrate_plan=$prepared/plans/calibrate$suffix.plan
  if [ "$compiler" = yes ]; then
    calibrate_plan=$work/calibrate$suffix.plan
    "$bin/ovl-gen" gpt "${flags[@]}" -o "$work/calibrate$suffix.mlir"
    "$bin/ovl-opt" "$work/calibrate$suffix.mlir" --ovl-lower-pipeline \
      -o "$work/calibrate$suffix.l2.mlir"
    "$bin/ovl-translate" --ovl-to-plan "$work/calibrate$suffix.l2.mlir" \
      -o "$calibrate_plan"
  fi
  if [ ! -e "$calibrate_plan" ]; then
    echo "$dtype: not run (no compiler here, and no prepared" \
      "calibrate$suffix.plan)" >> "$calibration"
    continue
  fi
  [ "$dtype" = bf16 ] && bf16_plan=$calibrate_plan
  calibrated_plans+=("$calibrate_plan")
  fitted=$results/gpu-calibrated-$base_device$suffix.json
  say "== calibration (one-rank GPT, h 1024, $dtype, cuda, from $base_device)"
  echo "== $dtype" >> "$calibration"
  calibrate_on_gpu "$calibrate_plan" "$fitted" \
    --trace "$results/calibrate$suffix.trace.json" \
    >> "$calibration" 2>&1 || status=1
  # The sim with the fitted description against the one it started from:
  # step times to set beside the measured ones above.
  for description in "$fitted" "$root/runtime/devices/$base_device.json"; do
    [ -e "$description" ] || continue
    sim=$("$bin/ovl-run" "$calibrate_plan" --backend sim \
      --device "$description" --steps 1 2>&1 | grep '^step 1 time') || status=1
    echo "sim with $(basename "$description"): $sim" >> "$calibration"
  done
done
# The attention kernels: each calibration plan again on the warp-per-row
# attention (OVL_CUDA_ATTENTION=warp-per-row), beside the calibration's own
# run on the block programs (the report's attention note), fitted the same
# way so that their `by command:` times compare.
[ "${OVL_CUDA_ATTENTION:-auto}" = warp-per-row ] && calibrated_plans=()
for plan in "${calibrated_plans[@]}"; do
  name=$(basename "$plan" .plan)
  say "== $name, warp-per-row attention (OVL_CUDA_ATTENTION=warp-per-row)"
  echo "== $name, OVL_CUDA_ATTENTION=warp-per-row" >> "$calibration"
  OVL_CUDA_ATTENTION=warp-per-row calibrate_on_gpu "$plan" \
    "$work/$name-warp-per-row.json" >> "$calibration" 2>&1 || status=1
done
grep -E '^== |calibration:|error|step time|^sim|not run|note: attention' "$calibration" | tee -a "$log" || true

# Attention's kernels alone, timed over a grid of shapes (bf16 and f32,
# head sizes 64 and 128, sequences 128 to 2048, 1 to 256 (batch, head)
# rows), with the block programs' launches on this GPU: how their time
# follows their grid, which the simulator's FLOP-only price of fused
# attention leaves out. At most a minute of shapes.
say "== attention kernels by shape (ovl-attention-sweep)"
sweep_kernels=auto
[ "${OVL_CUDA_ATTENTION:-auto}" = warp-per-row ] && sweep_kernels=warp-per-row
timeout 150 "$bin/ovl-attention-sweep" --kernels "$sweep_kernels" \
  --max-seconds 60 -o "$results/gpu-attention-sweep.md" >> "$log" 2>&1 ||
  { status=1; say "== ovl-attention-sweep FAILED"; }
# The block programs' wave model fitted on that sweep
# (bench/attention_wave_model.py: attention-wave-model.md), and each
# calibrated description with its constants as attention_waves
# (gpu-calibrated-*-waves.json), which the sim validation below uses.
if [ "$sweep_kernels" = auto ] && [ -s "$results/gpu-attention-sweep.md" ]; then
  say "== attention's wave model (bench/attention_wave_model.py)"
  for suffix in "" -f32; do
    fitted=$results/gpu-calibrated-$base_device$suffix.json
    [ -e "$fitted" ] || continue
    python3 "$root/bench/attention_wave_model.py" \
      --sweep "$results/gpu-attention-sweep.md" \
      --result "$results/attention-wave-model.md" --description "$fitted" \
      --description-out "${fitted%.json}-waves.json" >> "$log" 2>&1 ||
      { status=1; say "== attention_wave_model.py FAILED"; }
  done
fi

# mpirun with the cuda backend: one process on the one GPU, against the
# same plan in one process without mpirun (bit for bit). Where the build has
# MPI and mpirun is installed (the lent machines have neither).
mpi=$work/mpirun.txt
echo "not run (no mpirun, or a build without MPI, or no compiler)" > "$mpi"
if [ "$compiler" = yes ] && command -v mpirun >/dev/null &&
   grep -q 'mpirun support on' "$log"; then
  say "== mpirun -np 1, cuda backend"
  {
    "$bin/ovl-run" "$bf16_plan" --backend cuda --steps 2 \
      --dump "$work/single.dump" | grep '^step' > "$work/single.txt" &&
    mpirun --allow-run-as-root -np 1 "$bin/ovl-run" "$bf16_plan" \
      --backend cuda --steps 2 --dump "$work/mpi.dump" | grep '^step' \
      > "$work/mpi.txt" &&
    diff "$work/single.txt" "$work/mpi.txt" && cmp "$work/single.dump" "$work/mpi.dump" &&
    echo "mpirun -np 1 --backend cuda: losses and dump bit-identical to one process"
  } > "$mpi" 2>&1 || { status=1; echo "mpirun -np 1 --backend cuda: FAILED" >> "$mpi"; }
  tee -a "$log" < "$mpi"
fi

# 3. The record (before the benchmarks, which write their own).
device=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | head -1)
{
  echo "# gpu-check"
  echo
  echo "- date: $(date -u +%Y-%m-%d)"
  echo "- device, driver: $device"
  echo "- CUDA: $(nvcc --version 2>/dev/null | tail -1 || echo unknown)"
  grep -h -m1 -o 'libraries: .*' "$work/readme-baseline.cuda.txt" | sed 's/^/- /' || true
  echo "- command: scripts/gpu-check.sh ${quick[*]}"
  echo
  echo "## gpu tests"
  echo '```'
  grep -E 'tests passed|tests failed|Skipped|Failed|compute-sanitizer|ERROR SUMMARY|block programs FAILED' "$log" | head -20
  echo '```'
  echo
  echo "## README model (tp 2, pp 2, dp 2, device-local), cuda vs cpu, $readme_steps steps"
  echo '```'
  cat "$comparison"
  grep -h -E '^  (step time|exposed communication)' "$work"/readme-*.cuda.txt
  echo '```'
  echo
  echo "## mpirun (one process per rank) on the cuda backend"
  echo '```'
  cat "$mpi"
  echo '```'
  echo
  echo "## Calibration (ovl-run --calibrate from runtime/devices/$base_device.json; the fitted descriptions are gpu-calibrated-$base_device.json (bf16) and gpu-calibrated-$base_device-f32.json, the runs' traces calibrate.trace.json and calibrate-f32.trace.json)"
  echo '```'
  grep -E '^== |calibration:|error|step time|^sim|not run|note: attention' "$calibration" || cat "$calibration"
  echo '```'
  echo
  echo "## Attention kernels by shape"
  echo
  if [ -s "$results/gpu-attention-sweep.md" ]; then
    echo "ovl-attention-sweep --kernels $sweep_kernels: gpu-attention-sweep.md"
  else
    echo "not written (ovl-attention-sweep failed: gpu-check.log)"
  fi
  echo
  echo "Status (tests and comparison): $([ $status -eq 0 ] && echo passed || echo FAILED)"
} > "$results/gpu-check.md"
# 4. Benchmarks (OVL_GPU_BENCH_ARGS: extra flags, e.g. --sizes small).
say "== benchmarks (bench/gpu_benchmarks.py)"
bench_plans=()
[ "$compiler" = no ] && bench_plans=(--plans "$plans")
# The sim with the fitted description against the one-rank steps the
# benchmarks measure: plans the calibration did not see.
# A dtype's fitted description (suffix "" or -f32), with attention by waves
# where the sweep's model was fitted.
fitted_description() {
  local plain=$results/gpu-calibrated-$base_device$1.json
  if [ -e "${plain%.json}-waves.json" ]; then
    echo "${plain%.json}-waves.json"
  elif [ -e "$plain" ]; then
    echo "$plain"
  fi
}
validation=()
bf16_description=$(fitted_description "")
f32_description=$(fitted_description -f32)
[ -n "$bf16_description" ] &&
  validation=(--device "$bf16_description"
              --base-device "$root/runtime/devices/$base_device.json")
[ -n "$f32_description" ] && validation+=(--device-f32 "$f32_description")
python3 "$root/bench/gpu_benchmarks.py" --tools "$bin" --results "$results" \
  "${bench_plans[@]}" "${quick[@]}" "${validation[@]}" ${OVL_GPU_BENCH_ARGS:-} \
  2>&1 | tee -a "$log" || status=1

say "== wrote $results/gpu-check.md and the gpu-*.md benchmark results"
exit $status
