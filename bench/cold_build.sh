#!/usr/bin/env bash
# Benchmark: cold build time of the whole project (configure + build, no ccache), as CI sees it.
#   bench/cold_build.sh [JOBS]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DIR=$(mktemp -d /tmp/kc-cold-XXXXXX)
trap 'rm -rf "$DIR"' EXIT
export CCACHE_DISABLE=1
t0=$(date +%s.%N)
cmake -S "$ROOT" -B "$DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release > /dev/null
t1=$(date +%s.%N)
cmake --build "$DIR" ${1:+-j "$1"} > "$DIR.log" 2>&1 || { tail -20 "$DIR.log"; exit 1; }
t2=$(date +%s.%N)
awk -v a="$t0" -v b="$t1" -v c="$t2" -v j="${1:-$(nproc)}" 'BEGIN {
  printf "cold build (no ccache, %s jobs): configure %.1f s, build %.1f s, total %.1f s\n", j, b - a, c - b, c - a }'
# The slowest steps, from Ninja's log.
awk -F'\t' 'NR>1 && $4 !~ /^\// && $4 !~ /\.h$/ {printf "%8.1f s  %s\n", ($2-$1)/1000, $4}' "$DIR/.ninja_log" | sort -rn | head -8
rm -f "$DIR.log"
