#!/usr/bin/env bash
# Synthesises the plena core with Yosys for a Xilinx 7-series part (counts only, no place & route)
# and prints the resource summary (fpga/common/synth.sh).
#
#   fpga/plena/synth.sh [BUILD_DIR] [CONFIG] [TIMEOUT_SECONDS]
#
# Writes <build>/synth/plena_<cfg>.log and the summary line (LUT, FF, LUTRAM, BRAM, DSP), the logic
# depth and the cells per unit to stdout. Exit status: 0 on success, 1 on a synthesis error, 124
# on timeout.
set -euo pipefail
BUILD=${1:-build}
CFG=${2:-fpga}
LIMIT=${3:-1800}
. "$(dirname "$0")/../common/synth.sh"
rc=0
kc_synth plena "$BUILD" plena "$CFG" xc7 "$LIMIT" plena_core "$BUILD/synth/plena_$CFG.log" "plena_gen kc_fp_rom_gen" || rc=$?
exit $rc
