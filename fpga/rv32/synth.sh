#!/usr/bin/env bash
# Synthesises the rv32 core with Yosys (counts only, no place and route) and prints the
# resource summary, per unit and in total (fpga/common/synth.sh).
#
#   fpga/rv32/synth.sh [BUILD_DIR] [CONFIG] [xc7|ice40] [TIMEOUT_SECONDS] [rv32_core|rv32_board|rv32_arty]
#
#   xc7    synth_xilinx -family xc7: LUT, FF, LUTRAM, BRAM (RAMB36/RAMB18), DSP48
#   ice40  synth_ice40 -dsp: LUT4, FF, EBR (SB_RAM40_4K), DSP (SB_MAC16), and the iCE40 UP5K / HX8K
#          fit verdict
#
# TOP (default rv32_core): rv32_board synthesises the board top (core, UART, protocol link, run
# control and monitor: fpga/rv32/rv32_board.sv) with CFG_TAG set to the configuration's name;
# rv32_arty the Arty A7 wrapper around it (fpga/rv32/arty/).
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
. "$ROOT/fpga/common/board.sh"   # kc_board_rtl, kc_ascii_tag
EXTRA=""
CHP=""
case "$TOP" in
  rv32_core) LOG=$BUILD/synth/rv32_${CFG}_${TARGET}.log ;;
  rv32_board|rv32_arty)
    LOG=$BUILD/synth/${TOP}_${CFG}_${TARGET}.log
    EXTRA="$(kc_board_rtl "$ROOT") $ROOT/fpga/rv32/rv32_board.sv"
    [ "$TOP" = rv32_arty ] && EXTRA="$EXTRA $ROOT/fpga/rv32/arty/rv32_arty.sv"
    CHP="chparam -set CFG_TAG 64'h$(kc_ascii_tag "$CFG") $TOP;" ;;
  *) echo "synth: TOP must be rv32_core, rv32_board or rv32_arty" >&2; exit 1 ;;
esac
. "$ROOT/fpga/common/synth.sh"
rc=0
kc_synth "$TOP" "$BUILD" rv32 "$CFG" "$TARGET" "$LIMIT" "$TOP" "$LOG" rv32_gen "$EXTRA" "$CHP" || rc=$?
exit $rc
