#!/bin/bash
# The Slurm tests (tests/slurm/CMakeLists.txt): slurm_test.sh CASE BASE [KERNELCRAFT WORK SOURCE]
#   up | down                   start / stop the fixture cluster under BASE
#   regress_equals_local        a sharded regression (4 shards) prints what the local run prints
#   regress_cancel_and_resume   a cancelled array resumes: nothing lost, nothing run twice
#   regress_case_error          a failing case and a failing shard, each reported (the shard with its log)
#   regress_collector_gone      the collector job cancelled: --wait collects on the submit host
#   bench_equals_local          a scripted-model benchmark as 2 shards: the episodes a local run has
#   bench_cancel_and_resume     a cancelled benchmark array resumes: no episode lost or run twice
#   loopback_only               the daemons listen on 127.0.0.1 only
#   down_leaves_nothing         a second cluster started and stopped leaves no process behind
set -uo pipefail
case_name=$1 base=$2 kc=${3:-} work=${4:-} src=${5:-}
here=$(cd "$(dirname "$0")" && pwd)
scripts=$here/../../scripts/slurm

if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
  if [ "${KC_REQUIRE_SLURM:-0}" = 1 ]; then echo "slurm-wlm and munge are not installed (scripts/install-deps.sh)"; exit 1; fi
  echo "skipped: slurm-wlm and munge are not installed"; exit 77
fi

fail() { echo "FAIL: $*"; exit 1; }
# Waits up to $1 seconds for the command after it to succeed.
wait_for() {
  local limit=$1; shift
  for _ in $(seq 1 $((limit * 10))); do "$@" && return 0; sleep 0.1; done
  return 1
}
# The rows of a regress summary without the time column: case result status cycles reference baseline speedup.
rows() { awk '$1 ~ /^plena\./ {print $1, $2, $3, $4, $7, $8}' "$1"; }
# Evaluations of run $2 in database $1: "rows distinct_cases".
evals() {
  python3 - "$1" "$2" <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
print(*c.execute("SELECT COUNT(*), COUNT(DISTINCT case_name) FROM evaluations WHERE run_id = ?", (int(sys.argv[2]),)).fetchone())
PY
}

case $case_name in
up) exec "$scripts/up.sh" "$base" ;;
down) exec "$scripts/down.sh" "$base" ;;

regress_equals_local)
  w=$work/equals; rm -rf "$w"; mkdir -p "$w"; cd "$w" || exit 1
  sel=(--baselines --platform plena --hw small --filter '^plena\.small\.(relu|softmax|rmsnorm)\.')
  "$kc" regress "${sel[@]}" --list > cases.txt || fail "--list"
  n=$(wc -l < cases.txt)
  [ "$n" -ge 14 ] || fail "only $n cases"
  "$kc" regress "${sel[@]}" --db "$w/slurm.db" --executor slurm --shards 4 --wait --junit "$w/slurm.xml" > slurm.txt 2> slurm.err
  rc=$?; cat slurm.err; cat slurm.txt
  [ $rc = 0 ] || fail "the Slurm run exited $rc"
  grep -q "$n cases in 4 shards, job array" slurm.err || fail "no submission line"
  "$kc" regress "${sel[@]}" --db "$w/local.db" -j 2 > local.txt 2> local.err || fail "the local run failed"
  [ "$(rows slurm.txt | wc -l)" = "$n" ] || fail "the Slurm summary does not list $n cases"
  diff <(rows local.txt) <(rows slurm.txt) || fail "the Slurm summary differs from the local one"
  grep -q "^$n cases: $n passed, 0 failed, 0 regressed, 0 errors" slurm.txt || fail "totals"
  grep -q "tests=\"$n\" failures=\"0\" errors=\"0\"" slurm.xml || fail "JUnit XML"
  [ "$(evals "$w/slurm.db" 1)" = "$n $n" ] || fail "the merged run holds $(evals "$w/slurm.db" 1) evaluations, not $n"
  # Again: a new run whose shards compare with the first one's results (the reference column).
  "$kc" regress "${sel[@]}" --db "$w/slurm.db" --executor slurm --shards 3 --wait > again.txt 2>/dev/null || fail "second run"
  grep -q "plena.small.relu.C1 *pass *pass *149 *149 *+0.00%" again.txt || fail "no reference in the second run"
  [ -d "$(dirname "$(ls -d "$w"/slurm/regress-*/ | head -n 1)")" ] || fail "work directory"
  ls -d "$w"/slurm/regress-*.run1 >/dev/null || fail "the first run's directory was not kept"
  echo "ok: $n cases, the same as local" ;;

regress_cancel_and_resume)
  w=$work/cancel; rm -rf "$w"; mkdir -p "$w"; cd "$w" || exit 1
  sel=(--baselines --platform plena --hw default --filter '^plena\.default\.(softmax|layernorm)\.C[345]$')
  n=$("$kc" regress "${sel[@]}" --list | wc -l)
  "$kc" regress "${sel[@]}" --db "$w/r.db" --executor slurm --shards 3 --array-parallelism 1 --work-dir "$w/run" \
    2> submit.err || fail "submission"
  cat submit.err
  array=$(sed -n 's/.*job array \([0-9]*\) .*/\1/p' submit.err)
  [ -n "$array" ] || fail "no array id"
  wait_for 300 test -s "$w/run/shard-0.jsonl" || fail "shard 0 recorded no case in 300 s"
  scancel "$array" || fail "scancel"
  wait_for 120 test -s "$w/run/collect-1.json" || fail "the collector wrote no report"
  cat "$w/run/collect-1.json"
  python3 -c "import json,sys; r=json.load(open(sys.argv[1])); sys.exit(0 if not r['complete'] and len(r['missing'])>=2 else 1)" \
    "$w/run/collect-1.json" || fail "the cancelled run is reported complete or with too few missing shards"
  grep -q "shard-2.log" "$w/run/collect-1.json" || fail "the missing shards' logs are not named"
  before=$(cat "$w"/run/shard-*.jsonl | wc -l)
  "$kc" regress "${sel[@]}" --db "$w/r.db" --executor slurm --shards 3 --work-dir "$w/run" --wait > resumed.txt 2> resumed.err
  rc=$?; cat resumed.err; cat resumed.txt
  [ $rc = 0 ] || fail "the resumed run exited $rc"
  grep -q "resumed run 1: $n cases in 3 shards" resumed.err || fail "not resumed"
  grep -q "^$n cases: $n passed" resumed.txt || fail "totals"
  for f in "$w"/run/shard-*.jsonl; do
    d=$(python3 -c "import json,sys; n=[json.loads(l)['outcome']['case']['name'] for l in open(sys.argv[1]) if l.strip()]; print(len(n)-len(set(n)))" "$f")
    [ "$d" = 0 ] || fail "$f records a case twice"
  done
  [ "$(cat "$w"/run/shard-*.jsonl | wc -l)" = "$n" ] || fail "the shards recorded $(cat "$w"/run/shard-*.jsonl | wc -l) outcomes, not $n"
  [ "$(evals "$w/r.db" 1)" = "$n $n" ] || fail "run 1 holds $(evals "$w/r.db" 1) evaluations for $n cases"
  echo "ok: $before of $n cases finished before the cancel, the rest after the resume, each once" ;;

regress_case_error)
  w=$work/error; rm -rf "$w"; mkdir -p "$w"; cd "$w" || exit 1
  printf 'V_FROB gp1\n' > broken.asm
  cat > manifest.yaml <<YAML
- {platform: plena, hw: small, task: relu, configs: [C1, C2], kernel: baseline}
- {platform: plena, hw: small, task: relu, configs: [C1], kernel: broken.asm}
YAML
  # Held at submission, so that shard 1 can be broken before it starts: its database path is a directory.
  "$kc" regress manifest.yaml --db "$w/r.db" --executor slurm --shards 3 --work-dir "$w/run" --sbatch-arg "--hold" \
    2> submit.err || fail "submission"
  cat submit.err
  array=$(sed -n 's/.*job array \([0-9]*\) .*/\1/p' submit.err)
  collector=$(sed -n 's/.*collector job \([0-9]*\).*/\1/p' submit.err)
  mkdir "$w/run/shard-1.db"
  scontrol release "$array" "$collector" || fail "release"
  wait_for 120 test -s "$w/run/collect-1.json" || fail "the collector wrote no report"
  cat "$w/run/collect-1.json"
  grep -q '"shard": 1' "$w/run/collect-1.json" || fail "shard 1 is not reported missing"
  grep -q "shard-1.log" "$w/run/collect-1.json" || fail "shard 1's log is not named"
  grep -q "results database" "$w/run/shard-1.log" || fail "shard 1's log does not say why it failed"
  rmdir "$w/run/shard-1.db"
  "$kc" regress manifest.yaml --db "$w/r.db" --executor slurm --shards 3 --work-dir "$w/run" --wait > out.txt 2> out.err
  rc=$?; cat out.err; cat out.txt
  [ $rc = 1 ] || fail "a failing case must make the run exit 1, got $rc"
  grep -q "resumed run 1: 3 cases in 3 shards, job array [0-9]* (shards 1)" out.err || fail "only shard 1 should run again"
  grep -q "plena.small.relu.C1.broken *fail *syntax" out.txt || fail "the broken kernel's case is not a syntax failure"
  grep -q "^3 cases: 2 passed, 1 failed" out.txt || fail "totals"
  echo "ok" ;;

regress_collector_gone)
  w=$work/gone; rm -rf "$w"; mkdir -p "$w"; cd "$w" || exit 1
  sel=(--baselines --platform plena --hw small --filter '^plena\.small\.relu\.C[123]$')
  "$kc" regress "${sel[@]}" --db "$w/r.db" --executor slurm --shards 2 --work-dir "$w/run" --sbatch-arg "--hold" \
    --wait > out.txt 2> out.err &
  pid=$!
  wait_for 60 grep -q "collector job" out.err || { kill $pid; fail "no submission"; }
  array=$(sed -n 's/.*job array \([0-9]*\) .*/\1/p' out.err)
  collector=$(sed -n 's/.*collector job \([0-9]*\).*/\1/p' out.err)
  scancel "$collector" || fail "scancel"
  scontrol release "$array" || fail "release"
  wait $pid
  rc=$?; cat out.err; cat out.txt
  [ $rc = 0 ] || fail "exit $rc"
  grep -q "the collector job $collector ended without a report" out.err || fail "the missing collector is not reported"
  grep -q "^3 cases: 3 passed" out.txt || fail "not collected here"
  [ "$(evals "$w/r.db" 1)" = "3 3" ] || fail "run 1 holds $(evals "$w/r.db" 1)"
  echo "ok: collected on the submit host" ;;

bench_equals_local)
  w=$work/bench; rm -rf "$w"; mkdir -p "$w"; cd "$w" || exit 1
  plan=(--model "script:$src/examples/agent/relu_repair/episode.yaml" --platform plena --task relu --config C1 --repeats 4)
  "$kc" bench "${plan[@]}" --db "$w/slurm.db" --out "$w/slurm-episodes" --executor slurm --shards 2 --wait \
    > slurm.txt 2> slurm.err
  rc=$?; cat slurm.err; cat slurm.txt
  [ $rc = 0 ] || fail "the Slurm benchmark exited $rc"
  grep -q "^run 1: 4 episodes, 4 succeeded, 0 failed, 0 could not run" slurm.txt || fail "totals"
  "$kc" bench "${plan[@]}" --db "$w/local.db" --out "$w/local-episodes" -j 2 > local.txt 2> local.err || fail "local run"
  # The same episodes, statuses, turns, speedups; transcripts where the main store says.
  q="SELECT task, config, repeat, status, end_reason, iterations, evaluations, success, speedup FROM episodes ORDER BY task, config, repeat"
  a=$(python3 -c "import sqlite3,sys; print(list(sqlite3.connect(sys.argv[1]).execute(sys.argv[2])))" "$w/local.db" "$q")
  b=$(python3 -c "import sqlite3,sys; print(list(sqlite3.connect(sys.argv[1]).execute(sys.argv[2])))" "$w/slurm.db" "$q")
  [ "$a" = "$b" ] || fail "episodes differ: local $a, slurm $b"
  t=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT transcript_path FROM episodes LIMIT 1').fetchone()[0])" "$w/slurm.db")
  case $t in "$w/slurm-episodes/run-1/"*) ;; *) fail "transcript $t is not under the run's directory" ;; esac
  "$kc" replay "$t" > replay.txt 2>&1 || { cat replay.txt; fail "the transcript does not replay"; }
  echo "ok: 4 episodes, the same as local, replayable" ;;

bench_cancel_and_resume)
  w=$work/bench_cancel; rm -rf "$w"; mkdir -p "$w"; cd "$w" || exit 1
  cp "$src/examples/agent/relu_repair/v3.asm" kernel.asm
  cat > slow.yaml <<YAML
label: writes a relu kernel and evaluates it four times
task: relu
turns:
  - tool_calls:
      - name: write_code
        arguments: {code_file: kernel.asm}
      - name: run_evaluation
      - name: run_evaluation
  - tool_calls:
      - name: run_evaluation
      - name: run_evaluation
  - text: done
YAML
  plan=(--model "script:$w/slow.yaml" --platform plena --task relu --config C1,C2,C3,C4 --repeats 2)
  "$kc" bench "${plan[@]}" --db "$w/r.db" --out "$w/episodes" --executor slurm --shards 2 --array-parallelism 1 \
    --work-dir "$w/run" 2> submit.err || fail "submission"
  cat submit.err
  array=$(sed -n 's/.*job array \([0-9]*\) .*/\1/p' submit.err)
  done_in_shard0() {
    python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(\"SELECT COUNT(*) FROM episodes WHERE status='done'\").fetchone()[0])" \
      "$w/run/shard-0.db" 2>/dev/null || echo 0
  }
  shard0_has_one() { [ "$(done_in_shard0)" -ge 1 ]; }
  wait_for 300 shard0_has_one || fail "shard 0 finished no episode in 300 s"
  scancel "$array" || fail "scancel"
  wait_for 120 test -s "$w/run/collect-1.json" || fail "the collector wrote no report"
  grep -q '"complete": false' "$w/run/collect-1.json" || fail "the cancelled run is reported complete"
  before=$(python3 -c "import sqlite3,sys; print(sorted(sqlite3.connect(sys.argv[1]).execute(\"SELECT config, repeat, started, finished FROM episodes WHERE status='done'\").fetchall()))" "$w/run/shard-0.db")
  "$kc" bench "${plan[@]}" --db "$w/r.db" --out "$w/episodes" --executor slurm --shards 2 --work-dir "$w/run" --wait \
    > resumed.txt 2> resumed.err
  rc=$?; cat resumed.err; cat resumed.txt
  [ $rc = 0 ] || fail "the resumed run exited $rc"
  grep -q "resumed run 1: 8 episodes in 2 shards" resumed.err || fail "not resumed"
  grep -q "^run 1: 8 episodes, 2 succeeded, 6 failed, 0 could not run" resumed.txt || fail "totals"
  rows=$(python3 -c "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); print(*c.execute(\"SELECT COUNT(*), COUNT(DISTINCT config || '/' || repeat), SUM(status='done'), SUM(evaluations) FROM episodes WHERE run_id=1\").fetchone())" "$w/r.db")
  [ "$rows" = "8 8 8 32" ] || fail "run 1 has (episodes, distinct, done, evaluations) = $rows, not 8 8 8 32"
  # The episodes shard 0 had finished before the cancel were not run again: same start and end.
  after=$(python3 -c "import sqlite3,sys; print(sorted(sqlite3.connect(sys.argv[1]).execute(\"SELECT config, repeat, started, finished FROM episodes WHERE run_id=1\").fetchall()))" "$w/r.db")
  python3 -c "import sys; b=eval(sys.argv[1]); a=eval(sys.argv[2]); sys.exit(0 if all(x in a for x in b) else 1)" "$before" "$after" \
    || fail "an episode finished before the cancel was run again"
  echo "ok: 8 episodes, each once" ;;

loopback_only)
  # Every listening socket of the cluster's daemons is on 127.0.0.1 (/proc/net/tcp: 0100007F).
  pids=$(cat "$base/slurmctld.pid" "$base/slurmd.pid")
  inodes=$(for p in $pids; do ls -l /proc/"$p"/fd 2>/dev/null | sed -n 's/.*socket:\[\([0-9]*\)\]/\1/p'; done)
  [ -n "$inodes" ] || fail "no sockets found"
  listening=0
  while read -r _ local _ state _ _ _ _ _ inode _; do
    [ "$state" = 0A ] || continue
    for i in $inodes; do
      if [ "$i" = "$inode" ]; then
        listening=$((listening + 1))
        [ "${local%%:*}" = 0100007F ] || fail "a daemon listens on $local (not 127.0.0.1)"
      fi
    done
  done < <(tail -n +2 /proc/net/tcp; tail -n +2 /proc/net/tcp6 2>/dev/null)
  [ "$listening" -ge 2 ] || fail "found $listening listening sockets of slurmctld and slurmd"
  echo "ok: $listening listening sockets, all on 127.0.0.1" ;;

down_leaves_nothing)
  KC_SLURM_PORTS="16827 16828" "$scripts/up.sh" "$base" || fail "up"
  pids=$(cat "$base/slurmctld.pid" "$base/slurmd.pid" "$base/munge/munged.pid")
  for p in $pids; do pids="$pids $(pgrep -P "$p" | tr '\n' ' ')"; done   # slurmctld's slurmscriptd too
  n=$(echo $pids | wc -w)
  [ "$n" -ge 4 ] || fail "expected munged, slurmctld, slurmscriptd and slurmd, found $n processes"
  "$scripts/down.sh" "$base"
  for p in $pids; do kill -0 "$p" 2>/dev/null && fail "process $p ($(tr '\0' ' ' < /proc/"$p"/cmdline)) is still running"; done
  echo "ok: $n processes stopped, none left" ;;

*) echo "unknown case $case_name"; exit 2 ;;
esac
