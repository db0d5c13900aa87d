#!/usr/bin/env bash
# The whole test suite (scripts/test.sh) on a build instrumented with
# AddressSanitizer and UndefinedBehaviorSanitizer, in build-asan/ (or
# $OVL_BUILD_DIR). Any report fails the test that produced it: ASan aborts,
# UBSan halts on the first error. Leak checking is off (MLIR keeps its
# context's storage until exit by design). Prints test.sh's summary line.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
export OVL_BUILD_DIR=${OVL_BUILD_DIR:-$root/build-asan}

"$root/scripts/bootstrap.sh"
llvm=/usr/lib/llvm-22
flags="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
if [ ! -f "$OVL_BUILD_DIR/build.ninja" ]; then
  cmake -G Ninja -S "$root" -B "$OVL_BUILD_DIR" \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_FLAGS="$flags" -DCMAKE_CXX_FLAGS="$flags" \
    -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" \
    -DCMAKE_SHARED_LINKER_FLAGS="-fsanitize=address,undefined" \
    -DCMAKE_MODULE_LINKER_FLAGS="-fsanitize=address,undefined" \
    -DMLIR_DIR=$llvm/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=$llvm/bin/lit >/dev/null || exit 1
fi
# LLVM's allocators poison memory from headers built into our code but not
# from the uninstrumented libMLIR: user poisoning off, or they disagree.
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:detect_odr_violation=0:allow_user_poisoning=0
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
exec "$root/scripts/test.sh" "$@"
