#!/usr/bin/env bash
# codesign.e2e.broken_rtl: an overlay whose RTL does not compile fails at the variant's build step
# with an error that names the overlay, the step and the log (the base build of codesign.e2e.v_exp_vf
# in the same work directory is reused).
#   broken_rtl.sh KERNELCRAFT WORK_DIR OUT_DIR
set -euo pipefail
KC=$1 WORK=$2 OUT=$3
OV=$OUT/broken_overlay
rm -rf "$OV" && mkdir -p "$OV/rtl/plena"
printf 'module plena_fp_lane (\n  input logic clk_i\n  this is not SystemVerilog\nendmodule\n' > "$OV/rtl/plena/plena_fp_lane.sv"
set +e
"$KC" codesign --platform plena --variant "$OV" --hw small --tasks relu --configs C1 --no-area -j 2 \
  --work-dir "$WORK" -o "$OUT/broken.md" 2> "$OUT/broken.err"
rc=$?
set -e
cat "$OUT/broken.err"
[ $rc -eq 1 ] || { echo "FAIL: exit status $rc, expected 1" >&2; exit 1; }
grep -q "^kernelcraft codesign: $OV: build: \`cmake\` failed (exit status 1)" "$OUT/broken.err" \
  || { echo "FAIL: the error does not name the overlay and the build step" >&2; exit 1; }
grep -q "plena_fp_lane.sv" "$OUT/broken.err" || { echo "FAIL: the log excerpt does not name the broken file" >&2; exit 1; }
grep -q "(whole log: $WORK/logs/variant-build.log)" "$OUT/broken.err" || { echo "FAIL: no log path" >&2; exit 1; }
[ ! -e "$OUT/broken.md" ] || { echo "FAIL: a report was written" >&2; exit 1; }
echo PASS
