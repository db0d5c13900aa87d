#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (libFuzzer, AddressSanitizer and
# UndefinedBehaviorSanitizer) into build-fuzz/ (or $OVL_BUILD_DIR) and runs
# one of them:
#
#   scripts/fuzz.sh opt|plan|trace|differential [SECONDS] [libFuzzer flags...]
#
# SECONDS (default 60) bounds the run (-max_total_time). New inputs go to
# build-fuzz/corpus-TARGET, seeded from fuzz/corpus/TARGET; findings are
# written as crash-*/timeout-* files there (replay one by passing its path
# to the target binary). The last lines give libFuzzer's counts.
#
# The differential target starts at inputs of a few hundred bytes
# (-max_len=256 -len_control=0, before the flags given, which may override
# them): libFuzzer's first inputs are a few bytes long, too short to choose
# more than a model's first few settings.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
target=${1:?usage: scripts/fuzz.sh opt|plan|trace|differential [SECONDS] [flags]}
seconds=${2:-60}
shift $(( $# >= 2 ? 2 : 1 ))
case $target in
  opt|plan|trace|differential) ;;
  *) echo "fuzz.sh: unknown target '$target' (opt, plan, trace or differential)" >&2
     exit 2 ;;
esac
build=${OVL_BUILD_DIR:-$root/build-fuzz}

"$root/scripts/bootstrap.sh"
if ! command -v clang++-14 >/dev/null; then
  apt-get install -y -qq --no-install-recommends clang-14 >/dev/null || exit 1
fi
"$root/scripts/configure-instrumented.sh" "$build" RelWithDebInfo \
  "-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer" \
  "-fsanitize=address,undefined" \
  -DCMAKE_C_COMPILER=clang-14 -DCMAKE_CXX_COMPILER=clang++-14 \
  -DOVL_LIBFUZZER=ON -DOVL_ENABLE_TESTS=OFF || exit 1
cmake --build "$build" --target "ovl-fuzz-$target" -- -j"$(nproc)" || exit 1

corpus=$build/corpus-$target
mkdir -p "$corpus"
seeds=()
[ -d "$root/fuzz/corpus/$target" ] && seeds=("$root/fuzz/corpus/$target")
# As in scripts/sanitize.sh: LLVM's allocators poison memory from headers
# built into our code but not from the uninstrumented libMLIR.
export ASAN_OPTIONS=detect_leaks=0:allow_user_poisoning=0:detect_odr_violation=0
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
cd "$corpus" || exit 1
defaults=()
[ "$target" = differential ] && defaults=(-max_len=256 -len_control=0)
exec "$build/bin/ovl-fuzz-$target" -max_total_time="$seconds" \
  -timeout=60 -rss_limit_mb=4096 -print_final_stats=1 "${defaults[@]}" "$@" \
  "$corpus" "${seeds[@]}"
