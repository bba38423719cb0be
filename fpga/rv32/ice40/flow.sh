#!/usr/bin/env bash
# The iCE40 bitstream flow of the rv32 board top on an iCEBreaker (iCE40 UP5K, SG48):
#   Yosys synth_ice40  ->  nextpnr-ice40 (place and route, timing)  ->  icepack (.bin)  ->  icetime
# with the sources Verilator builds for the configuration (<build>/gen/rv32/<cfg>/rtl_sources.f),
# the board RTL (rtl/common/board_rtl.f, fpga/rv32/rv32_board.sv), the
# iCEBreaker wrapper (rv32_icebreaker.sv) and its pins (icebreaker.pcf).
#
#   fpga/rv32/ice40/flow.sh [BUILD_DIR] [CONFIG] [FREQ_MHZ] [TIMEOUT_SECONDS] [all|synth]
#
# Defaults: build, ice40, 12 (the iCEBreaker's oscillator, used without a PLL), 3600.
# Outputs in <build>/fpga/ice40/: rv32_<cfg>.json (netlist), .asc, .bin (the bitstream for
# iceprog), synth.log, pnr.log, report.json (nextpnr's utilisation and Fmax), timing.txt (icetime)
# and summary.txt (the figures docs/fpga.md quotes).
# After synthesis the flow checks that the memories went to block RAM, not to logic: at least
# 2 x ITCM (two read ports) + DTCM bytes / 512 SB_RAM40_4K* and, for a configuration without F
# (register file in RAM), 4 SB_RAM40_4KNR. `synth` stops there (no place and route).
# Exit status: 0 the design routes and meets FREQ_MHZ (synth: the memories are in EBR); 1 synthesis
# failed; 2 it does not fit or route; 3 it routes but misses FREQ_MHZ; 4 a tool is missing; 5 a
# memory was not mapped to EBR; 124 timeout.
set -euo pipefail
BUILD=${1:-build}
CFG=${2:-ice40}
FREQ=${3:-12}
LIMIT=${4:-3600}
STAGE=${5:-all}
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../../.." && pwd)
. "$ROOT/fpga/common/yosys_stat.sh"   # yosys_totals, yosys_cells
. "$ROOT/fpga/common/board.sh"        # kc_board_rtl, kc_ascii_tag
GEN=$BUILD/gen/rv32/$CFG
LIST=$GEN/rtl_sources.f
OUT=$BUILD/fpga/ice40
for t in yosys nextpnr-ice40 icepack icetime; do
  if ! command -v "$t" >/dev/null 2>&1; then
    echo "ice40 flow: $t not found (Debian: yosys, nextpnr-ice40, fpga-icestorm; scripts/install-deps.sh)" >&2
    exit 4
  fi
done
if [ ! -f "$LIST" ]; then
  echo "ice40 flow: $LIST not found; configure the build first (cmake -S . -B $BUILD)" >&2
  exit 1
fi
# (flock: synthesis scripts may run side by side on one build directory; one ninja at a time.)
flock "$BUILD/.kc-build.lock" cmake --build "$BUILD" --target rv32_gen >/dev/null
mkdir -p "$OUT"
NAME=rv32_$CFG
SRCS="$(grep -v '^$' "$LIST" | tr '\n' ' ') $(kc_board_rtl "$ROOT")"
SRCS="$SRCS $ROOT/fpga/rv32/rv32_board.sv $HERE/rv32_icebreaker.sv"
# The configuration's name as CFG_TAG, reported by HELLO.
TAG=$(kc_ascii_tag "$CFG")
start=$(date +%s)
left() { echo $(( LIMIT - ($(date +%s) - start) )); }

# ---- Synthesis ---------------------------------------------------------------------------------
set +e
timeout "$(left)" yosys -q -l "$OUT/synth.log" -p "read_verilog -sv -I$GEN $SRCS; \
  chparam -set CFG_TAG 64'h$TAG rv32_icebreaker; synth_ice40 -dsp -top rv32_icebreaker -json $OUT/$NAME.json; \
  tee -o $OUT/synth.stat stat" >/dev/null 2>&1
rc=$?
set -e
if [ $rc -eq 124 ]; then echo "ice40 flow: synthesis did not finish within ${LIMIT}s" >&2; exit 124; fi
if [ $rc -ne 0 ]; then
  echo "ice40 flow: synthesis FAILED (log: $OUT/synth.log):" >&2
  grep -m5 -i "error" "$OUT/synth.log" >&2 || tail -5 "$OUT/synth.log" >&2
  exit 1
fi
syn_secs=$(( $(date +%s) - start ))
TOT=$(yosys_totals "$OUT/synth.stat")
cells() { yosys_cells "$TOT" "$1"; }
echo "ice40 flow: synthesis ${syn_secs}s: $(cells '^SB_LUT4$') LUT4, $(cells '^SB_DFF') FF, $(cells '^SB_CARRY$') CARRY," \
     "$(cells '^SB_RAM40_4K') EBR, $(cells '^SB_SPRAM256KA$') SPRAM, $(cells '^SB_MAC16$') DSP"

# ---- Memories in block RAM ---------------------------------------------------------------------
param() { sed -n "s/^ *localparam int unsigned $1 *= *\([0-9]*\);.*/\1/p" "$GEN/rv32_cfg_pkg.sv"; }
want_ebr=$(( 2 * $(param ITCM_BYTES) / 512 + $(param DTCM_BYTES) / 512 ))
want_nr=0
[ "$(param F_EXTENSION)" = 0 ] && want_nr=4
ebr=$(cells '^SB_RAM40_4K'); nr=$(cells '^SB_RAM40_4KNR$')
if [ "$ebr" -lt $(( want_ebr + want_nr )) ] || [ "$nr" -lt "$want_nr" ]; then
  echo "ice40 flow: memories not in block RAM: $ebr SB_RAM40_4K* ($nr read on the falling edge), want at least" \
       "$(( want_ebr + want_nr )) ($want_nr): TCMs $want_ebr, register file $want_nr (log: $OUT/synth.stat)" >&2
  exit 5
fi
echo "ice40 flow: memories in block RAM: $ebr EBR (TCMs at least $want_ebr, register file $nr read on the falling edge)"
[ "$STAGE" = synth ] && exit 0

# ---- Place and route ---------------------------------------------------------------------------
set +e
timeout "$(left)" nextpnr-ice40 --up5k --package sg48 --pcf "$HERE/icebreaker.pcf" --freq "$FREQ" \
  --json "$OUT/$NAME.json" --asc "$OUT/$NAME.asc" --report "$OUT/report.json" --log "$OUT/pnr.log" \
  --seed 1 >/dev/null 2>&1
rc=$?
set -e
pnr_secs=$(( $(date +%s) - start - syn_secs ))
# Utilisation as nextpnr reports it (after packing: logic cells, block RAMs, SPRAMs, DSPs).
util=$(awk '/Device utilisation:/{f=1; next} f && /ICESTORM_(LC|RAM|SPRAM|DSP):/{
  sub(/^Info:[ \t]+/, ""); gsub(/[ \t]+/, " "); printf "%s%s", sep, $0; sep=", "} f && /^Info:[ \t]*$/{exit}' "$OUT/pnr.log")
[ -n "$util" ] && echo "ice40 flow: nextpnr utilisation: $util"
if [ $rc -eq 124 ]; then echo "ice40 flow: place and route did not finish within ${LIMIT}s" >&2; exit 124; fi
if [ $rc -ne 0 ] || [ ! -s "$OUT/$NAME.asc" ]; then
  echo "ice40 flow: the design does NOT fit or route on the iCE40 UP5K (log: $OUT/pnr.log):" >&2
  grep -m3 "ERROR" "$OUT/pnr.log" >&2 || tail -3 "$OUT/pnr.log" >&2
  printf 'config %s\nsynthesis %s\nplace_and_route FAILED\nutilisation %s\n' "$CFG" \
    "$(cells '^SB_LUT4$') LUT4" "$util" > "$OUT/summary.txt"
  exit 2
fi

# ---- Timing: nextpnr's Fmax of the board clock against the target -------------------------------
# "Max frequency for clock 'CLK$SB_IO_IN_$glb_clk': 23.45 MHz (PASS at 12.00 MHz)" (the last one
# printed is after routing).
line=$(grep "Max frequency for clock" "$OUT/pnr.log" | tail -1 || true)
fmax=$(printf '%s\n' "$line" | sed -n 's/.*: \([0-9.]*\) MHz (\(PASS\|FAIL\).*/\1/p')
if [ -z "$fmax" ]; then
  echo "ice40 flow: no 'Max frequency' line in $OUT/pnr.log" >&2
  exit 3
fi

# ---- Bitstream and static timing ---------------------------------------------------------------
icepack "$OUT/$NAME.asc" "$OUT/$NAME.bin"
icetime -d up5k -P sg48 -p "$HERE/icebreaker.pcf" -t -r "$OUT/timing.txt" "$OUT/$NAME.asc" >/dev/null 2>&1 || true
total=$(( $(date +%s) - start ))
printf 'config %s\nsynthesis %s LUT4, %s FF, %s EBR, %s DSP\nutilisation %s\nfmax_mhz %s\ntarget_mhz %s\nseconds %s\n' \
  "$CFG" "$(cells '^SB_LUT4$')" "$(cells '^SB_DFF')" "$(cells '^SB_RAM40_4K')" "$(cells '^SB_MAC16$')" "$util" \
  "$fmax" "$FREQ" "$total" > "$OUT/summary.txt"
echo "ice40 flow: Fmax $fmax MHz, target $FREQ MHz (${total}s); bitstream $OUT/$NAME.bin"
if awk -v f="$fmax" -v t="$FREQ" 'BEGIN{exit !(f + 0 < t + 0)}'; then
  echo "ice40 flow: Fmax $fmax MHz misses the $FREQ MHz target" >&2
  exit 3
fi
