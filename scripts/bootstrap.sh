#!/usr/bin/env bash
# Installs the Debian packages Ovl needs, when they are missing.
#
# Idempotent: prints nothing and changes nothing when everything is there.
# Runs apt-get as root (directly, or through sudo when available).
set -euo pipefail

packages=(
  # Build tools.
  cmake ninja-build g++ ccache
  # The compiler: LLVM/MLIR 22 (lit and FileCheck come with llvm-22-tools).
  libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools
  # ovl-opt's allocator (tools/ovl-opt/CMakeLists.txt).
  libtcmalloc-minimal4
  # The runtime: BLAS for the cpu backend, JSON for device descriptions,
  # OpenMPI for multi-process runs (mpirun -np N ovl-run).
  libopenblas-dev nlohmann-json3-dev libopenmpi-dev openmpi-bin
  # Tests and benchmarks (shellcheck: test/lint/shell-scripts.test; psutil:
  # lit's per-test time limit, test/lit.cfg.py).
  libgtest-dev libgmock-dev libbenchmark-dev python3 python3-numpy shellcheck
  python3-psutil
  # The PyTorch oracle of the end-to-end tests.
  python3-torch
)

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null || true)
  [ "$status" = "installed" ] || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "bootstrap: missing packages ${missing[*]}; run as root to install them" >&2
  exit 1
fi

echo "bootstrap: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "bootstrap: done"
