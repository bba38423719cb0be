#!/usr/bin/env bash
# Synthesises the plena core with Yosys for a Xilinx 7-series part (counts only, no place & route)
# and prints the resource summary (fpga/common/synth.sh).
#
#   fpga/plena/synth.sh [BUILD_DIR] [CONFIG] [TIMEOUT_SECONDS] [plena_core|plena_board]
#
# TOP (default plena_core): plena_board synthesises the board top (core, HBM block RAM behind the
# delay/bandwidth shaper, UART, protocol link, run control: fpga/plena/plena_board.sv) with
# CFG_TAG set to the configuration's name and its default HBM_BYTES.
# Writes <build>/synth/plena_<cfg>.log (plena_board_<cfg>.log for the board top) and the summary
# line (LUT, FF, LUTRAM, BRAM, DSP), the logic depth and the cells per unit to stdout. Exit status:
# 0 on success, 1 on a synthesis error, 124 on timeout.
set -euo pipefail
BUILD=${1:-build}
CFG=${2:-fpga}
LIMIT=${3:-1800}
TOP=${4:-plena_core}
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
. "$ROOT/fpga/common/board.sh"   # kc_board_rtl, kc_ascii_tag
EXTRA=""
CHP=""
case "$TOP" in
  plena_core) NAME=plena; LOG=$BUILD/synth/plena_$CFG.log ;;
  plena_board)
    NAME=plena_board; LOG=$BUILD/synth/plena_board_$CFG.log
    EXTRA="$(kc_board_rtl "$ROOT") $ROOT/rtl/common/kc_hbm_shaper.sv $ROOT/fpga/plena/plena_board.sv"
    CHP="chparam -set CFG_TAG 64'h$(kc_ascii_tag "$CFG") $TOP;" ;;
  *) echo "synth: TOP must be plena_core or plena_board" >&2; exit 1 ;;
esac
. "$ROOT/fpga/common/synth.sh"
rc=0
kc_synth "$NAME" "$BUILD" plena "$CFG" xc7 "$LIMIT" "$TOP" "$LOG" "plena_gen kc_fp_rom_gen" "$EXTRA" "$CHP" || rc=$?
exit $rc
