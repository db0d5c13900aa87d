#!/usr/bin/env bash
# Configures a build of Ovl apart from build/, with compile and link flags
# of its own: the instrumented builds of sanitize.sh, tsan.sh, fuzz.sh and
# coverage.sh.
#
#   scripts/configure-instrumented.sh DIR BUILD_TYPE 'COMPILE FLAGS' \
#     'LINK FLAGS' [cmake arguments...]
#
# The compile flags go to C and C++, the link flags to executables, shared
# libraries and modules. A directory configured with other compile flags is
# configured again (everything then recompiles), so that a script's new
# flags take effect; one with the same flags is left as it is.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$1 type=$2 compile=$3 link=$4
shift 4
if [ -f "$build/build.ninja" ] &&
   grep -qxF "CMAKE_CXX_FLAGS:STRING=$compile" "$build/CMakeCache.txt"; then
  exit 0
fi
llvm=/usr/lib/llvm-22
cmake -G Ninja -S "$root" -B "$build" --no-warn-unused-cli \
  -DCMAKE_BUILD_TYPE="$type" \
  -DCMAKE_C_FLAGS="$compile" -DCMAKE_CXX_FLAGS="$compile" \
  -DCMAKE_EXE_LINKER_FLAGS="$link" -DCMAKE_SHARED_LINKER_FLAGS="$link" \
  -DCMAKE_MODULE_LINKER_FLAGS="$link" \
  -DMLIR_DIR=$llvm/lib/cmake/mlir -DLLVM_EXTERNAL_LIT=$llvm/bin/lit \
  "$@" >/dev/null
