#!/usr/bin/env bash
# Runs one shipped example end to end through the real tools: copy kernel.asm + run.json to WORK,
# generate its inputs, assemble, simulate on RTL (kc-sim-plena), check against fp64.
#   examples/run_example.sh BIN_DIR EXAMPLE_DIR WORK_DIR
# Prints one line: name config status cycles instructions check. Exit 1 if anything failed.
set -euo pipefail
BIN=$1; SRC=$2; WORK=$3
name=$(basename "$SRC")
export SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1
rm -rf "$WORK" && mkdir -p "$WORK"
cp "$SRC"/kernel.asm "$SRC"/run.json "$WORK"/
"$BIN"/kc-example-data gen "$name" "$WORK"
cfg=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["config"])' "$WORK/run.json")
if ! ( cd "$WORK" && "$BIN"/kernelcraft asm --platform plena --hw "$cfg" kernel.asm -o kernel.bin ) 2>"$WORK/asm.log"; then
  echo "$name: assembly failed:"; cat "$WORK/asm.log"; exit 1
fi
if ! "$BIN"/kc-sim-plena "$WORK/run.json" > "$WORK/sim.log" 2>&1; then
  echo "$name: simulation failed:"; cat "$WORK/sim.log"; exit 1
fi
read -r st cyc ins < <(python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print(r["status"], r["cycles"], r["instructions"])' "$WORK/result.json")
rc=0
check=$("$BIN"/kc-example-data check "$name" "$WORK") || rc=1
[ "$st" = halted ] || rc=1
printf "%-10s %-8s %-10s %10s %12s  %s\n" "$name" "$cfg" "$st" "$cyc" "$ins" "$check"
exit $rc
