#!/usr/bin/env bash
# lint.sh VERILATOR WAIVERS.vlt SOURCES...: verilator --lint-only -Wall of each rv32 FPU unit at
# every legal parameter value (must be clean: any warning fails), and a check that the illegal
# values are rejected at elaboration ($error in the units).
set -u
vl=$1; shift
srcs=("$@")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
run() {  # run TOP PARAM: expects success
  if ! (cd "$tmp" && "$vl" --lint-only -Wall --top-module "$1" "-G$2" "${srcs[@]}") >"$tmp/log" 2>&1; then
    echo "FAIL: $1 $2 is not lint clean:"; cat "$tmp/log"; status=1
  else
    echo "ok:   $1 $2"
  fi
}
reject() {  # reject TOP PARAM: expects an elaboration error
  if (cd "$tmp" && "$vl" --lint-only -Wall --top-module "$1" "-G$2" "${srcs[@]}") >"$tmp/log" 2>&1; then
    echo "FAIL: $1 $2 was accepted"; status=1
  elif ! grep -q "must be" "$tmp/log"; then
    echo "FAIL: $1 $2 rejected without the parameter message:"; cat "$tmp/log"; status=1
  else
    echo "ok:   $1 $2 rejected"
  fi
}
for l in 2 3 4 5 6; do run rv32_fpu_fma LATENCY=$l; done
for l in 1 2 3 4; do run rv32_fpu_misc LATENCY=$l; done
for c in 29 30 40; do run rv32_fpu_divsqrt CYCLES=$c; done
reject rv32_fpu_fma LATENCY=1
reject rv32_fpu_fma LATENCY=7
reject rv32_fpu_misc LATENCY=0
reject rv32_fpu_misc LATENCY=5
reject rv32_fpu_divsqrt CYCLES=28
exit $status
