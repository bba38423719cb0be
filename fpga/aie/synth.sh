#!/usr/bin/env bash
# Synthesises the aie tile with Yosys (counts only, no place and route) and prints the resource
# summary, per unit and in total (fpga/common/synth.sh).
#
#   fpga/aie/synth.sh [BUILD_DIR] [CONFIG] [xc7|ice40] [TIMEOUT_SECONDS]
#
# Writes <build>/synth/aie_<cfg>_<target>.log. Exit status: 0 on success, 1 on a synthesis error,
# 124 on timeout. synth_xilinx runs without its `share` pass (KC_SYNTH_NOSHARE): on the tile's
# operand-isolated lanes (hundreds of multipliers and adders, each under its operation's enable)
# that SAT-based pass was still running after 5 CPU minutes, twice (2026-12-07); the counts are an
# upper bound where two lanes could share a multiplier. Even so the run is long: the `fpga`
# configuration took 2,541 s of CPU and 8.7 GB (2026-12-07, with the repeated lanes as modules
# mapped once; docs/aie/tile-rtl.md, Resources), so CI does not run it.
set -euo pipefail
BUILD=${1:-build}
CFG=${2:-fpga}
TARGET=${3:-xc7}
LIMIT=${4:-3600}
. "$(dirname "$0")/../common/synth.sh"
export KC_SYNTH_NOSHARE=1
rc=0
kc_synth aie "$BUILD" aie "$CFG" "$TARGET" "$LIMIT" aie_tile "$BUILD/synth/aie_${CFG}_${TARGET}.log" aie_gen || rc=$?
exit $rc
