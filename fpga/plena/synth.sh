#!/usr/bin/env bash
# Synthesises the plena core with Yosys for a Xilinx 7-series part (counts only, no place & route)
# and prints the resource summary. The sources are exactly the ones Verilator builds for the
# configuration: the ordered list CMake writes to <build>/gen/plena/<cfg>/rtl_sources.f.
#
#   fpga/plena/synth.sh [BUILD_DIR] [CONFIG] [TIMEOUT_SECONDS]
#
# Writes <build>/synth/plena_<cfg>.log and a one-line summary (LUT, FF, BRAM, DSP) to stdout.
# Exit status: 0 on success, 1 on a synthesis error, 124 on timeout.
set -euo pipefail
BUILD=${1:-build}
CFG=${2:-fpga}
LIMIT=${3:-1800}
GEN=$BUILD/gen/plena/$CFG
LIST=$GEN/rtl_sources.f
if [ ! -f "$LIST" ]; then
  echo "synth: $LIST not found; configure the build first (cmake -S . -B $BUILD)" >&2
  exit 1
fi
# Generated packages must exist (they are written by the build).
# (flock: synthesis scripts may run side by side on one build directory; one ninja at a time.)
flock "$BUILD/.kc-build.lock" cmake --build "$BUILD" --target plena_gen kc_fp_rom_gen >/dev/null
mkdir -p "$BUILD/synth"
LOG=$BUILD/synth/plena_$CFG.log
SRCS=$(grep -v '^$' "$LIST" | tr '\n' ' ')
start=$(date +%s)
set +e
. "$(dirname "$0")/../common/yosys_stat.sh"   # yosys_totals, yosys_cells, the logic depth
timeout "$LIMIT" yosys -q -l "$LOG" -p "read_verilog -sv -I$GEN $SRCS; synth_xilinx -family xc7 -top plena_core; stat; $(yosys_xc7_depth_script "$LOG.ltp")" >/dev/null 2>&1
rc=$?
set -e
secs=$(( $(date +%s) - start ))
if [ $rc -eq 124 ]; then
  echo "synth: plena/$CFG did not finish within ${LIMIT}s (log: $LOG)"
  exit 124
elif [ $rc -ne 0 ]; then
  echo "synth: plena/$CFG FAILED after ${secs}s:" >&2
  grep -m5 -i "error" "$LOG" >&2 || tail -5 "$LOG" >&2
  exit 1
fi
# Totals: the last `stat` block (counts include submodules).
TOT=$(yosys_totals "$LOG")
cells() { yosys_cells "$TOT" "$1"; }
luts=$(cells '^LUT[1-6]$')
ffs=$(cells '^FD[CPRS]E$')
lutram=$(cells '^RAM(32|64|128|256)[MXSD]')
bram="$(cells '^RAMB36E1$') RAMB36 + $(cells '^RAMB18E1$') RAMB18"
dsp=$(cells '^DSP48E1$')
echo "synth: plena/$CFG xc7: LUT $luts, FF $ffs, LUTRAM $lutram, BRAM $bram, DSP48 $dsp (${secs}s, log: $LOG)"
echo "synth: plena/$CFG xc7 logic depth: $(yosys_depth "$LOG.ltp") (path: $LOG.ltp)"
