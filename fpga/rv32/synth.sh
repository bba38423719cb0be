#!/usr/bin/env bash
# Synthesises the rv32 core with Yosys (counts only, no place and route) and prints the
# resource summary, per unit and in total. The sources are exactly the ones Verilator builds for
# the configuration: the ordered list CMake writes to <build>/gen/rv32/<cfg>/rtl_sources.f.
#
#   fpga/rv32/synth.sh [BUILD_DIR] [CONFIG] [xc7|ice40] [TIMEOUT_SECONDS] [rv32_core|rv32_board|rv32_arty]
#
#   xc7    synth_xilinx -family xc7: LUT, FF, LUTRAM, BRAM (RAMB36/RAMB18), DSP48
#   ice40  synth_ice40 -dsp: LUT4, FF, EBR (SB_RAM40_4K), DSP (SB_MAC16), and whether the
#          result fits an iCE40 UP5K (5280 LUT4, 30 EBR, 8 DSP) or HX8K (7680 LUT4, 32 EBR,
#          no DSP: the multipliers would need LUTs); UP5K's SPRAM is not inferred by Yosys
#
# TOP (default rv32_core): rv32_board synthesises the board top (core, UART, protocol link, run
# control and monitor: fpga/rv32/rv32_board.sv) with CFG_TAG set to the configuration's name;
# rv32_arty the Arty A7 wrapper around it (fpga/rv32/arty/).
# The hierarchy is kept (-noflatten / no -flatten) so that the report lists every unit.
# Writes <build>/synth/rv32_<cfg>_<target>.log. Exit status: 0 on success (whatever the fit
# verdict), 1 on a synthesis error, 124 on timeout.
set -euo pipefail
BUILD=${1:-build}
CFG=${2:-fpga}
TARGET=${3:-xc7}
LIMIT=${4:-3600}
TOP=${5:-rv32_core}
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
GEN=$BUILD/gen/rv32/$CFG
LIST=$GEN/rtl_sources.f
if [ ! -f "$LIST" ]; then
  echo "synth: $LIST not found; configure the build first (cmake -S . -B $BUILD)" >&2
  exit 1
fi
# (flock: synthesis scripts may run side by side on one build directory; one ninja at a time.)
flock "$BUILD/.kc-build.lock" cmake --build "$BUILD" --target rv32_gen >/dev/null
mkdir -p "$BUILD/synth"
SRCS=$(grep -v '^$' "$LIST" | tr '\n' ' ')
CHP=""
case "$TOP" in
  rv32_core) LOG=$BUILD/synth/rv32_${CFG}_${TARGET}.log ;;
  rv32_board|rv32_arty)
    LOG=$BUILD/synth/${TOP}_${CFG}_${TARGET}.log
    SRCS="$SRCS $ROOT/rtl/common/kc_uart_tx.sv $ROOT/rtl/common/kc_uart_rx.sv $ROOT/rtl/common/kc_board_link.sv $ROOT/fpga/rv32/rv32_board.sv"
    [ "$TOP" = rv32_arty ] && SRCS="$SRCS $ROOT/fpga/rv32/arty/rv32_arty.sv"
    # The configuration's name as CFG_TAG (first character in bits 7:0).
    tag=$(printf '%s' "$CFG" | od -An -tx1 | tr -d ' \n' | fold -w2 | tac | tr -d '\n')
    if [ "$TOP" = rv32_board ]; then CHP="chparam -set CFG_TAG 64'h$tag rv32_board;"; else CHP="chparam -set CFG_TAG 64'h$tag rv32_arty;"; fi ;;
  *) echo "synth: TOP must be rv32_core, rv32_board or rv32_arty" >&2; exit 1 ;;
esac
. "$ROOT/fpga/common/yosys_stat.sh"   # yosys_totals, yosys_cells, the logic depth
DEPTH=""
case "$TARGET" in
  xc7)   SYN="synth_xilinx -family xc7 -top $TOP"; DEPTH="; $(yosys_xc7_depth_script "$LOG.ltp")" ;;
  ice40) SYN="synth_ice40 -dsp -noflatten -top $TOP" ;;
  *)     echo "synth: target must be xc7 or ice40" >&2; exit 1 ;;
esac
start=$(date +%s)
set +e
timeout "$LIMIT" yosys -q -l "$LOG" -p "read_verilog -sv -I$GEN $SRCS; $CHP $SYN; tee -o $LOG.stat stat$DEPTH" >/dev/null 2>&1
rc=$?
set -e
secs=$(( $(date +%s) - start ))
if [ $rc -eq 124 ]; then
  echo "synth: $TOP/$CFG $TARGET did not finish within ${LIMIT}s (log: $LOG)"
  exit 124
elif [ $rc -ne 0 ]; then
  echo "synth: $TOP/$CFG $TARGET FAILED after ${secs}s:" >&2
  grep -m5 -i "error" "$LOG" >&2 || tail -5 "$LOG" >&2
  exit 1
fi

STAT=$LOG.stat
# Totals: the block after the "design hierarchy" header (counts include submodules).
TOT=$(yosys_totals "$STAT")
cells() { yosys_cells "$@"; }
# Per module: "=== name ===" blocks before the hierarchy section; parameterised copies
# ($paramod\rv32_ex\D=..., $paramod$<hash>\rv32_fpu_pipe) are summed under the module name.
per_module() {
  awk -v pat="$1" '
    /=== design hierarchy ===/ {exit}
    /^=== / {m=$2; if (match(m, /rv32_[a-z0-9_]+/)) m=substr(m, RSTART, RLENGTH); next}
    m != "" && $1 ~ pat {n[m]+=$2}
    END {for (k in n) printf "  %-20s %7d\n", k, n[k]}' "$STAT" | sort -k2 -n -r
}

if [ "$TARGET" = xc7 ]; then
  luts=$(cells "$TOT" '^LUT[1-6]$')
  ffs=$(cells "$TOT" '^FD[CPRS]E$')
  lutram=$(cells "$TOT" '^RAM(32|64|128|256)[MXSD]')
  b36=$(cells "$TOT" '^RAMB36E1$')
  b18=$(cells "$TOT" '^RAMB18E1$')
  dsp=$(cells "$TOT" '^DSP48E1$')
  echo "synth: $TOP/$CFG xc7: LUT $luts, FF $ffs, LUTRAM $lutram, BRAM $b36 RAMB36 + $b18 RAMB18, DSP48 $dsp (${secs}s, log: $LOG)"
  echo "synth: $TOP/$CFG xc7 logic depth: $(yosys_depth "$LOG.ltp") (path: $LOG.ltp)"
  echo "LUTs per unit (own cells, submodules counted separately):"
  per_module '^LUT[1-6]$'
  echo "FFs per unit:"
  per_module '^FD[CPRS]E$'
else
  luts=$(cells "$TOT" '^SB_LUT4$')
  carry=$(cells "$TOT" '^SB_CARRY$')
  ffs=$(cells "$TOT" '^SB_DFF')
  ebr=$(cells "$TOT" '^SB_RAM40_4K')
  dsp=$(cells "$TOT" '^SB_MAC16$')
  echo "synth: $TOP/$CFG ice40: LUT4 $luts, CARRY $carry, FF $ffs, EBR $ebr, DSP $dsp (${secs}s, log: $LOG)"
  echo "LUT4 per unit:"
  per_module '^SB_LUT4$'
  verdict() {  # name luts ebr dsp
    local why=""
    [ "$luts" -le "$2" ] || why="$why LUT4 $luts > $2;"
    [ "$ebr" -le "$3" ] || why="$why EBR $ebr > $3;"
    [ "$dsp" -le "$4" ] || why="$why DSP $dsp > $4;"
    if [ -z "$why" ]; then echo "  $1: fits"; else echo "  $1: does not fit:$why"; fi
  }
  echo "fit (cells after synthesis, before place and route):"
  verdict "iCE40 UP5K" 5280 30 8
  verdict "iCE40 HX8K" 7680 32 0
fi
