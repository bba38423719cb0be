#!/bin/bash
# Regression throughput, local vs the Slurm executor, on the same cases: evaluations per minute for
# `regress -j1`, `regress -j2` and `regress --executor slurm --shards S --wait`, and the Slurm
# run's overhead per shard over local -j2 (submission, scheduling, start, merge).
#   bench/slurm_throughput.sh [--filter REGEX] [--hw HW] [--seeds LIST] [--shards S] [--cluster]
#                             [--skip-j1]
# The work is plena's baselines on HW whose case names match REGEX, each on every seed of LIST
# (comma-separated): one evaluation per case and seed. The default, every baseline on `default`
# on three seeds (420 evaluations), takes about 6 minutes at -j2 on 2 cores. --cluster starts a
# throwaway cluster (scripts/slurm/up.sh, stopped at the end); otherwise SLURM_CONF must name a
# running one whose nodes see this build tree. Results go to stdout; the manifest, databases and
# logs to build/bench/slurm/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
kc=$root/build/bin/kernelcraft
filter='^plena\.' hw=default seeds=1,7,11 shards=4 cluster=0 j1=1
while [ $# -gt 0 ]; do
  case $1 in
    --filter) filter=$2; shift 2 ;;
    --hw) hw=$2; shift 2 ;;
    --seeds) seeds=$2; shift 2 ;;
    --shards) shards=$2; shift 2 ;;
    --cluster) cluster=1; shift ;;
    --skip-j1) j1=0; shift ;;   # the -j1 run takes as long as the two others together
    *) echo "usage: $0 [--filter REGEX] [--hw HW] [--seeds LIST] [--shards S] [--cluster] [--skip-j1]" >&2
       exit 2 ;;
  esac
done
[[ $seeds =~ ^[0-9]+(,[0-9]+)*$ ]] || { echo "--seeds: a comma-separated list of integers" >&2; exit 2; }
[ -x "$kc" ] || { echo "build first: $kc is missing" >&2; exit 1; }
out=$root/build/bench/slurm
rm -rf "$out"; mkdir -p "$out"
if [ $cluster = 1 ]; then
  "$root/scripts/slurm/up.sh" "$out/cluster" >/dev/null
  trap '"$root/scripts/slurm/down.sh" "$out/cluster"' EXIT
  export SLURM_CONF=$out/cluster/slurm.conf
fi
[ -n "${SLURM_CONF:-}" ] || { echo "SLURM_CONF is not set (or pass --cluster)" >&2; exit 1; }
export SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1 KC_CACHE_DIR=$out/cache
# The manifest: one entry per task with the configurations whose case names match the filter.
"$kc" regress --baselines --platform plena --hw "$hw" --filter "$filter" --list |
  awk -F. -v hw="$hw" -v seeds="$seeds" '
    { if (!($3 in cfgs)) order[++n] = $3; cfgs[$3] = cfgs[$3] (cfgs[$3] == "" ? "" : ", ") $4 }
    END { print "defaults: {platform: plena, hw: " hw ", kernel: baseline, seeds: [" seeds "]}"
          print "entries:"
          for (i = 1; i <= n; i++) print "  - {task: " order[i] ", configs: [" cfgs[order[i]] "]}" }' \
  > "$out/manifest.yaml"
sed "s/seeds: \[[0-9,]*\]/seeds: [1]/" "$out/manifest.yaml" > "$out/warm.yaml"
m=$out/manifest.yaml
cases=$("$kc" regress "$m" --list | wc -l)
n=$(( cases * $(tr ',' '\n' <<<"$seeds" | wc -l) ))
# Warm the baseline cache so every run does the same work (one evaluation per case and seed).
"$kc" regress "$out/warm.yaml" --db "$out/warm.db" -j 2 > /dev/null
calc() { awk "BEGIN { printf \"%.2f\", $1 }"; }
# Runs a regression, keeping its summary in $out/<name>.txt; prints its wall time in seconds.
timed() {
  local name=$1 s; shift
  s=$(date +%s.%N)
  "$@" > "$out/$name.txt" 2>&1 || true
  calc "$(date +%s.%N) - $s"
}
# The summed time of the cases of a summary (its last column, "12.3s"): the evaluations' own time.
case_time() { awk '$1 ~ /^plena\./ && $NF ~ /s$/ { sub(/s$/, "", $NF); t += $NF } END { printf "%.1f", t }' "$out/$1.txt"; }
t1=0 c1=0
[ $j1 = 0 ] || t1=$(timed j1 "$kc" regress "$m" --db "$out/j1.db" -j 1)
t2=$(timed j2 "$kc" regress "$m" --db "$out/j2.db" -j 2)
ts=$(timed slurm "$kc" regress "$m" --db "$out/slurm.db" --executor slurm --shards "$shards" --wait)
[ $j1 = 0 ] || c1=$(case_time j1)
c2=$(case_time j2) cs=$(case_time slurm)
par=$(( shards < $(nproc) ? shards : $(nproc) ))
rate() { calc "$n * 60 / $1"; }
echo "evaluations: $n ($cases cases matching $filter on hw $hw, seeds $seeds), $(nproc) CPUs, $(date -u +%Y-%m-%dT%H:%MZ)"
printf '%-28s %8s %14s %18s\n' run seconds evals/minute "summed case time"
[ $j1 = 0 ] || printf '%-28s %8.1f %14s %18s\n' "local -j1" "$t1" "$(rate "$t1")" "$c1"
printf '%-28s %8.1f %14s %18s\n' "local -j2" "$t2" "$(rate "$t2")" "$c2"
printf '%-28s %8.1f %14s %18s\n' "slurm, $shards shards" "$ts" "$(rate "$ts")" "$cs"
echo "slurm / local -j2 time: $(calc "$ts / $t2"); overhead per shard over local -j2: $(calc "($ts - $t2) / $shards") s"
# Split the difference: the cases' own time (slower or faster simulators in the shards) and the
# rest (submission, scheduling, start, merge, and the last shard running alone).
echo "cases in the shards took $(calc "$cs / $c2") x their time at local -j2; time outside the cases per shard:" \
     "$(calc "($ts - $cs / $par) / $shards") s (local -j2: $(calc "$t2 - $c2 / 2") s in all)"
