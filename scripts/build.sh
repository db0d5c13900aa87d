#!/usr/bin/env bash
# Configures and builds Ovl with Ninja into build/ (or $OVL_BUILD_DIR).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${OVL_BUILD_DIR:-$root/build}

"$root/scripts/bootstrap.sh"

llvm=/usr/lib/llvm-22
if [ ! -f "$build/build.ninja" ]; then
  cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=$llvm/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=$llvm/bin/lit >/dev/null
fi
cmake --build "$build" -- -j"$(nproc)"
