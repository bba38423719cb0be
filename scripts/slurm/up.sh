#!/bin/bash
# Starts a throwaway single-node Slurm cluster for tests and local use: munged, slurmctld and
# slurmd as the calling user, everything (keys, state, spool, logs, pid files) under BASE, listening
# on 127.0.0.1 only (ports 16817/16818 unless KC_SLURM_PORTS="CTLD SLURMD"), no systemd, cgroups or
# accounting. Prints the line to export SLURM_CONF. Stop it with down.sh BASE.
#   scripts/slurm/up.sh BASE        (KC_SLURM_AUTH=munge (default) or none)
set -euo pipefail
base=${1:?usage: up.sh BASE}
auth=${KC_SLURM_AUTH:-munge}
read -r ctld_port slurmd_port <<< "${KC_SLURM_PORTS:-16817 16818}"
for p in slurmctld slurmd sinfo sbatch; do
  command -v "$p" >/dev/null || { echo "up.sh: $p is not installed (scripts/install-deps.sh installs slurm-wlm)" >&2; exit 1; }
done
rm -rf "$base"
mkdir -p "$base"/{munge,state,spool,log}
chmod 700 "$base/munge"
if [ "$auth" = munge ]; then
  command -v munged >/dev/null || { echo "up.sh: munged is not installed" >&2; exit 1; }
  dd if=/dev/urandom of="$base/munge/munge.key" bs=1024 count=1 status=none
  chmod 400 "$base/munge/munge.key"
  munged --force --key-file="$base/munge/munge.key" --socket="$base/munge/munge.socket" \
    --pid-file="$base/munge/munged.pid" --log-file="$base/log/munged.log" --seed-file="$base/munge/munged.seed"
  auth_conf="AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$base/munge/munge.socket"
else
  auth_conf="AuthType=auth/none
CredType=cred/none"
fi
user=$(id -un)
cat > "$base/slurm.conf" <<CONF
ClusterName=kc
SlurmctldHost=localhost
SlurmUser=$user
SlurmdUser=$user
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
CommunicationParameters=NoCtldInAddrAny,NoInAddrAny
$auth_conf
StateSaveLocation=$base/state
SlurmdSpoolDir=$base/spool
SlurmctldPidFile=$base/slurmctld.pid
SlurmdPidFile=$base/slurmd.pid
SlurmctldLogFile=$base/log/slurmctld.log
SlurmdLogFile=$base/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/backfill
SchedulerParameters=sched_min_interval=0,batch_sched_delay=0,bf_interval=1
DependencyParameters=kill_invalid_depend
ReturnToService=2
MpiDefault=none
MailProg=/bin/true
SlurmctldDebug=info
SlurmdDebug=info
NodeName=localhost NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=debug Nodes=localhost Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$base/slurm.conf"
slurmctld -f "$SLURM_CONF"
slurmd -f "$SLURM_CONF" -N localhost
for _ in $(seq 1 300); do
  if [ "$(timeout 5 sinfo -h -N -o %T 2>/dev/null)" = idle ]; then
    echo "export SLURM_CONF=$SLURM_CONF"
    exit 0
  fi
  sleep 0.1
done
echo "up.sh: the cluster did not come up in 30 s; its logs:" >&2
tail -n 20 "$base"/log/*.log >&2
"$(dirname "$0")/down.sh" "$base"
exit 1
