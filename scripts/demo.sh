#!/usr/bin/env bash
# The main job on the shipped default: assemble and simulate every example kernel in
# examples/plena/*/ on RTL (kc-sim-plena), check its output against the fp64 reference and print
# the cycles. Arg: build directory (default build).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=$(cd "${1:-$ROOT/build}" && pwd)
status=0
printf "%-10s %-8s %-10s %10s %12s  %s\n" example config status cycles instructions check
for dir in "$ROOT"/examples/plena/*/; do
  "$ROOT"/examples/run_example.sh "$BUILD/bin" "${dir%/}" "$BUILD/demo/$(basename "$dir")" || status=1
done
echo "(kernels: examples/plena/*/kernel.asm; bundles, dumps and result.json: $BUILD/demo/)"
exit $status
