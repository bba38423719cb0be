#!/bin/bash
# Stops the cluster up.sh started under BASE: cancels its jobs, then each daemon by its own pid
# file (SIGTERM, SIGKILL after 10 s). Never kills by name, so other Slurm or munge daemons of the
# machine are left alone. Safe to run twice, or after a failed up.sh.
base=${1:?usage: down.sh BASE}
export SLURM_CONF="$base/slurm.conf"
[ -f "$SLURM_CONF" ] && timeout 10 scancel --quiet --user="$(id -un)" 2>/dev/null || true
for pf in "$base/slurmd.pid" "$base/slurmctld.pid" "$base/munge/munged.pid"; do
  [ -s "$pf" ] || continue
  pid=$(cat "$pf")
  kill -TERM "$pid" 2>/dev/null || continue
  for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  kill -0 "$pid" 2>/dev/null && kill -KILL "$pid"
done
exit 0
