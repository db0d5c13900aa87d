#!/usr/bin/env bash
# Regenerates the reference docs from TableGen and copies them into
# docs/generated/, where ctest's docs-current-* tests compare them.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${OVL_BUILD_DIR:-$root/build}
"$root/scripts/build.sh" >/dev/null
mkdir -p "$root/docs/generated"
cp "$build/docs/Dialects/OvlOps.md" "$build/docs/OvlPasses.md" \
  "$build/docs/OvlConversionPasses.md" "$root/docs/generated/"
echo "updated docs/generated/"
