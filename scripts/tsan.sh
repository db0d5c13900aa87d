#!/usr/bin/env bash
# The cpu backend's multi-rank runs under ThreadSanitizer: its GoogleTest
# suite and the README model (8 ranks as threads, with and without the
# overlap pipeline), on a build instrumented with -fsanitize=thread in
# build-tsan/ (or $OVL_BUILD_DIR). OpenBLAS runs single-threaded (its own
# threads are not instrumented). Then the failure paths, where threads stop
# each other: a rank that throws mid-step and a collective one member never
# joins must fail (exit 1) without a report. Exits non-zero on any report.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${OVL_BUILD_DIR:-$root/build-tsan}

"$root/scripts/bootstrap.sh"
"$root/scripts/configure-instrumented.sh" "$build" RelWithDebInfo \
  -fsanitize=thread -fsanitize=thread
cmake --build "$build" --target CpuBackendTest ovl-gen ovl-opt ovl-translate \
  ovl-run -- -j"$(nproc)"
export OPENBLAS_NUM_THREADS=1
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 exitcode=66"
"$build/bin/CpuBackendTest"

# shellcheck source=scripts/readme-model.sh
. "$root/scripts/readme-model.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$build/bin/ovl-gen" gpt "${readme_model[@]}" -o "$work/step.mlir"
for variant in "" "--ovl-overlap-pipeline"; do
  # The compiler and the translator single-threaded: the target is the
  # runtime's threads, and MLIR's thread pool (after parsing, its verifier
  # checks the model's two stage programs on it) lives in its
  # uninstrumented library, where TSan reports its futures' hand-over as a
  # race.
  "$build/bin/ovl-opt" "$work/step.mlir" $variant --ovl-lower-pipeline \
    --mlir-disable-threading -o "$work/step.l2.mlir"
  "$build/bin/ovl-translate" --ovl-to-plan "$work/step.l2.mlir" \
    --mlir-disable-threading -o "$work/step.plan"
  "$build/bin/ovl-run" "$work/step.plan" --steps 3
  [ -n "$variant" ] || cp "$work/step.plan" "$work/baseline.plan"
done

# Faults are injected on stream 0, which in the baseline plan also issues
# the collectives: find its first one.
collective=$(awk '/^stream id=0 /{on=1; n=0; next} on && /^stream /{exit}
  on { if ($1 == "collective") { print n; exit } n++ }' "$work/baseline.plan")
if [ -z "$collective" ]; then
  echo "tsan: no collective on stream 0 of the baseline plan" >&2
  exit 1
fi
for case in "throw@1:5|injected fault: this rank failed" \
            "never-join@1:$collective|the run is stuck"; do
  fault=${case%%|*} expected=${case#*|}
  rc=0
  "$build/bin/ovl-run" "$work/baseline.plan" --inject-fault "$fault" \
    --timeout 2 >"$work/fault.log" 2>&1 || rc=$?
  if [ "$rc" != 1 ] || ! grep -q "$expected" "$work/fault.log"; then
    cat "$work/fault.log" >&2
    echo "tsan: --inject-fault $fault exited $rc, expected 1 and" \
      "'$expected'" >&2
    exit 1
  fi
  echo "tsan: --inject-fault $fault failed cleanly"
done
echo "tsan: clean"
