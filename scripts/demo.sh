#!/usr/bin/env bash
# The main job on the shipped default: assemble and simulate the example kernels in
# examples/plena/*/ on RTL (kc-sim-plena, configuration as in each run.json), check their outputs
# against fp64 references and print the cycles. Arg: build directory (default build).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=$(cd "${1:-$ROOT/build}" && pwd)
BIN=$BUILD/bin
OUT=$BUILD/demo
export SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1
mkdir -p "$OUT"
status=0
printf "%-10s %-8s %-10s %10s %12s  %s\n" example config status cycles instructions check
for dir in "$ROOT"/examples/plena/*/; do
  name=$(basename "$dir")
  work=$OUT/$name
  rm -rf "$work" && mkdir -p "$work"
  cp "$dir"/kernel.asm "$dir"/run.json "$work"/
  "$BIN"/kc-example-data gen "$name" "$work"
  cfg=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["config"])' "$work/run.json")
  ( cd "$work" && "$BIN"/kernelcraft asm --platform plena --hw "$cfg" kernel.asm -o kernel.bin ) \
      2>"$work/asm.log" || { echo "$name: assembly failed:"; cat "$work/asm.log"; status=1; continue; }
  "$BIN"/kc-sim-plena "$work/run.json" > "$work/sim.log" 2>&1 || {
    echo "$name: simulation failed:"; cat "$work/sim.log"; status=1; continue; }
  read -r st cyc ins < <(python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print(r["status"], r["cycles"], r["instructions"])' "$work/result.json")
  if check=$("$BIN"/kc-example-data check "$name" "$work"); then :; else status=1; fi
  printf "%-10s %-8s %-10s %10s %12s  %s\n" "$name" "$cfg" "$st" "$cyc" "$ins" "$check"
done
echo "(bundles, dumps and result.json files in $OUT)"
exit $status
