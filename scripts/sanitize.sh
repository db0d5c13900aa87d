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
# GCC's "undefined" leaves out float-cast-overflow (a double out of an
# integer type's range converted to it), which is named as well.
checks=address,undefined,float-cast-overflow
"$root/scripts/configure-instrumented.sh" "$OVL_BUILD_DIR" RelWithDebInfo \
  "-fsanitize=$checks -fno-sanitize-recover=undefined,float-cast-overflow -fno-omit-frame-pointer" \
  "-fsanitize=$checks" || exit 1
# LLVM's allocators poison memory from headers built into our code but not
# from the uninstrumented libMLIR: user poisoning off, or they disagree.
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:detect_odr_violation=0:allow_user_poisoning=0
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
exec "$root/scripts/test.sh" "$@"
