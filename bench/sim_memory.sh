#!/bin/bash
# Peak memory (maximum resident set size) of one simulator process per evaluation: the compiler
# baseline of each task's largest visible configuration (C5) on a hardware configuration, run by
# `kernelcraft eval --keep`, then its run bundle re-run alone under /usr/bin/time.
#   bench/sim_memory.sh [--platform P] [--hw HW] [--config C]   (default: every platform with a
#                                                               simulator, hw default, C5)
# Prints one line per case (platform, task, cycles, peak RSS in MiB, wall seconds) and the maximum
# per platform. Work files go to build/bench/memory/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
kc=$root/build/bin/kernelcraft
platforms="plena rv32" hw=default config=C5
while [ $# -gt 0 ]; do
  case $1 in
    --platform) platforms=$2; shift 2 ;;
    --hw) hw=$2; shift 2 ;;
    --config) config=$2; shift 2 ;;
    *) echo "usage: $0 [--platform P] [--hw HW] [--config C]" >&2; exit 2 ;;
  esac
done
[ -x "$kc" ] || { echo "build first: $kc is missing" >&2; exit 1; }
out=$root/build/bench/memory
rm -rf "$out"; mkdir -p "$out"
printf '%-8s %-22s %12s %10s %8s\n' platform task cycles "peak MiB" seconds
for p in $platforms; do
  sim=$root/build/bin/kc-sim-$p
  max=0
  for t in $("$kc" tasks --platform "$p" | awk 'NR > 1 {print $1}'); do
    d=$out/$p-$t
    lang=asm; [ "$p" = rv32 ] && lang=c
    "$kc" baseline --platform "$p" --task "$t" --config "$config" --hw "$hw" -o "$out/$p-$t.$lang" 2>/dev/null
    "$kc" eval --platform "$p" --task "$t" --config "$config" --hw "$hw" --lang "$lang" --no-fresh --keep "$d" \
      "$out/$p-$t.$lang" > "$d.eval.txt" 2>&1 || true
    [ -f "$d/run.json" ] || { echo "$p $t: no run bundle (see $d.eval.txt)" >&2; continue; }
    /usr/bin/time -f '%M %e' -o "$d.time" "$sim" "$d/run.json" --result "$d/mem-result.json" > /dev/null 2>&1
    read -r kib secs < "$d.time"
    cycles=$(sed -n 's/.*"cycles": *\([0-9]*\).*/\1/p' "$d/mem-result.json" | head -1)
    mib=$(( (kib + 1023) / 1024 ))
    [ $mib -gt $max ] && max=$mib
    printf '%-8s %-22s %12s %10s %8s\n' "$p" "$t" "$cycles" "$mib" "$secs"
  done
  echo "$p: at most $max MiB per simulator (hw $hw, $config)"
done
