#!/usr/bin/env bash
# codesign.e2e.v_exp_vf: runs kernelcraft codesign on the shipped V_EXP_VF example (small, softmax
# and silu on C1 and C2, no area) and checks the report: the ISA change, every case passing on both
# sides, and fewer cycles and instructions on the variant for both tasks (both templates use the
# new instruction).
#   e2e.sh KERNELCRAFT PATCH WORK_DIR OUT_DIR
set -euo pipefail
KC=$1 PATCH=$2 WORK=$3 OUT=$4
mkdir -p "$OUT"
REPORT=$OUT/v_exp_vf.md
start=$(date +%s)
"$KC" codesign --platform plena --variant "$PATCH" --hw small --tasks softmax,silu --configs C1,C2 \
  --no-area -j 2 --work-dir "$WORK" -o "$REPORT"
echo "codesign took $(( $(date +%s) - start )) s"
cat "$REPORT"
fail() { echo "FAIL: $*" >&2; exit 1; }
grep -q '^| added | V_EXP_VF | 0x38 |' "$REPORT" || fail "the ISA change V_EXP_VF is not reported"
grep -q '^4 cases: 4 pass on the base, 4 on the variant; of the 4 passing on both, 4 changed' "$REPORT" \
  || fail "not every case passes on both sides with a changed cycle count"
for t in softmax silu; do
  for c in C1 C2; do
    row=$(grep "^| plena.small.$t.$c | baseline | pass | pass |" "$REPORT") || fail "no passing row for $t $c"
    # | case | kernel | base | variant | cycles base | cycles variant | change | instr. base | instr. variant | change |
    read -r cb cv ib iv < <(echo "$row" | awk -F'|' '{gsub(/[ ,]/,""); print $6, $7, $9, $10}')
    [ "$cv" -lt "$cb" ] || fail "$t $c: variant cycles $cv not below base $cb"
    [ "$iv" -lt "$ib" ] || fail "$t $c: variant instructions $iv not below base $ib"
    echo "$t $c: cycles $cb -> $cv, instructions $ib -> $iv"
  done
done
echo PASS
