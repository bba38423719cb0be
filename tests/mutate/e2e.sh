#!/usr/bin/env bash
# mutate.e2e.rv32_small: kernelcraft mutate through real simulator builds — 4 seeded mutants of the
# rv32 RTL (one of each kind), each rebuilt into its own `small` simulator in two scratch trees
# (-j 2), the baselines of four tasks on C1 run on each. Checks that the report accounts for every
# mutant (killed + timeout + survived + build failed + error = 4, one row each), that at least one
# mutant is killed, that --min-score 100 fails exactly when a mutant survived, and that the
# checkout's RTL is unchanged.
#   e2e.sh KERNELCRAFT SOURCE_DIR WORK_DIR OUT_DIR
set -euo pipefail
KC=$1 SRC=$2 WORK=$3 OUT=$4
COUNT=4
mkdir -p "$OUT"
REPORT=$OUT/rv32_small.md
fail() { echo "FAIL: $*" >&2; exit 1; }
before=$(cd "$SRC" && find rtl/rv32 -type f -print0 | sort -z | xargs -0 sha256sum)
start=$(date +%s)
# --min-score 100: the report is written either way; the exit status says whether every scored
# mutant was killed (checked against the report's counts below).
rc=0
"$KC" mutate --platform rv32 --hw small --count $COUNT --seed 1 --tasks vector_add,crc32,sort,matmul_int \
  --configs C1 --no-corpus -j 2 --work-dir "$WORK" -o "$REPORT" --min-score 100 2> >(tee "$OUT/stderr.txt" >&2) || rc=$?
echo "mutate took $(( $(date +%s) - start )) s"
cat "$REPORT"
after=$(cd "$SRC" && find rtl/rv32 -type f -print0 | sort -z | xargs -0 sha256sum)
[ "$before" = "$after" ] || fail "the checkout's rtl/rv32 changed"
grep -q "^Seed 1, $COUNT mutants of " "$REPORT" || fail "the report does not name $COUNT mutants"
line=$(grep -E '^\*\*[0-9.]+ %\*\* of the scored mutants killed' "$REPORT") || fail "no score line"
read -r killed timeout survived failed errors < <(echo "$line" |
  sed -E 's/.*killed ([0-9]+), timed out ([0-9]+) .*survived ([0-9]+); not scored: build failed ([0-9]+), error ([0-9]+).*/\1 \2 \3 \4 \5/')
echo "killed $killed, timeout $timeout, survived $survived, build failed $failed, error $errors"
[ $((killed + timeout + survived + failed + errors)) -eq $COUNT ] || fail "the counts do not add up to $COUNT"
[ "$killed" -ge 1 ] || fail "no mutant killed"
[ "$errors" -eq 0 ] || fail "a mutant ended in an error"
if [ "$survived" -gt 0 ]; then
  [ "$rc" -eq 1 ] || fail "--min-score 100 with $survived survivors exited $rc, not 1"
  grep -q "is below --min-score 100.0 % ($survived survivors)" "$OUT/stderr.txt" || fail "no --min-score message"
else
  [ "$rc" -eq 0 ] || fail "--min-score 100 with no survivor exited $rc"
fi
rows=0
for i in $(seq 1 $COUNT); do
  n=$(grep -cE "^\| M$i \| rtl/rv32/[a-z0-9_/]+\.sv:[0-9]+ \| (op|stuck|off-by-one|drop) \| .* \| (killed|timeout|survived|build failed) \|" "$REPORT" || true)
  [ "$n" -eq 1 ] || fail "mutant M$i has $n rows in the table of all mutants"
  rows=$((rows + 1))
done
[ "$(grep -cE '^\| M[0-9]+ \| rtl/rv32/.* \| (killed|timeout|survived|build failed|error) \|' "$REPORT")" -eq $COUNT ] \
  || fail "the table of all mutants has other rows than M1..M$COUNT"
grep -q "^| op | " "$REPORT" && grep -q "^| stuck | " "$REPORT" && grep -q "^| off-by-one | " "$REPORT" &&
  grep -q "^| drop | " "$REPORT" || fail "not every kind is among the mutants"
echo PASS
