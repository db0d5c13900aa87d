#!/usr/bin/env bash
# Line and region coverage of the whole test suite: builds Ovl with clang's
# source-based coverage (-fprofile-instr-generate -fcoverage-mapping) into
# build-cov/ (or $OVL_BUILD_DIR), runs scripts/test.sh there (its summary
# line is printed as usual), merges the profiles and prints llvm-cov's
# per-file report of the project's own sources, ending with its TOTAL line.
#
#   scripts/coverage.sh [ctest flags...]
#
# An HTML view with every line's count is written to build-cov/coverage/
# (index.html). What the suite never runs is where a test is missing: an
# error path no test reaches is an error path nobody has seen work.
#
# The profiles: one pool of files per binary (LLVM_PROFILE_FILE's %4m,
# merged online by the runtime), under build-cov/profiles/, emptied first.
# lit passes LLVM_PROFILE_FILE through to the tools its tests run.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
export OVL_BUILD_DIR=${OVL_BUILD_DIR:-$root/build-cov}
build=$OVL_BUILD_DIR

"$root/scripts/bootstrap.sh"
# clang 14's raw profiles need its own llvm-profdata and llvm-cov (LLVM 22's
# read only their own raw profile version).
if ! command -v clang++-14 >/dev/null || ! command -v llvm-cov-14 >/dev/null; then
  apt-get install -y -qq --no-install-recommends clang-14 llvm-14 >/dev/null ||
    exit 1
fi
# Set before configuring: whatever instrumented program runs, its profile
# lands here, not in the working directory.
profiles=$build/profiles
rm -rf "$profiles"
mkdir -p "$profiles"
export LLVM_PROFILE_FILE="$profiles/%4m.profraw"
# nvcc's host compiler is clang too, so that it links with the profile
# runtime; the CUDA sources are not instrumented (they run on a GPU only).
"$root/scripts/configure-instrumented.sh" "$build" Release \
  "-fprofile-instr-generate -fcoverage-mapping" -fprofile-instr-generate \
  -DCMAKE_C_COMPILER=clang-14 -DCMAKE_CXX_COMPILER=clang++-14 \
  -DCMAKE_CUDA_HOST_COMPILER=clang++-14 || exit 1

"$root/scripts/test.sh" "$@"
status=$?
unset LLVM_PROFILE_FILE

shopt -s nullglob
raw=("$profiles"/*.profraw)
if [ ${#raw[@]} -eq 0 ]; then
  echo "coverage.sh: no profiles were written under $profiles" >&2
  exit 1
fi
llvm-profdata-14 merge -sparse -o "$build/coverage.profdata" "${raw[@]}" ||
  exit 1

# Every instrumented executable the suite can have run; the project's own
# sources only (not the generated TableGen code, the tests or the fuzzers).
objects=()
for binary in "$build"/bin/*; do
  [ -x "$binary" ] && [ -f "$binary" ] || continue
  objects+=(-object "$binary")
done
ignore="$build/|/usr/|$root/test/|$root/runtime/test/|$root/unittests/|$root/fuzz/"
llvm-cov-14 show -format=html -output-dir="$build/coverage" \
  -instr-profile="$build/coverage.profdata" -ignore-filename-regex="$ignore" \
  "${objects[@]}" >/dev/null || exit 1
llvm-cov-14 report -instr-profile="$build/coverage.profdata" \
  -ignore-filename-regex="$ignore" "${objects[@]}" |
  sed "s|$root/||" || exit 1
exit "$status"
