#!/usr/bin/env bash
# Synthesises the aie tile with Yosys (counts only, no place and route) and prints the resource
# summary, per unit and in total (fpga/common/synth.sh).
#
#   fpga/aie/synth.sh [BUILD_DIR] [CONFIG] [xc7|ice40] [TIMEOUT_SECONDS]
#
# Writes <build>/synth/aie_<cfg>_<target>.log. Exit status: 0 on success, 1 on a synthesis error,
# 124 on timeout.
set -euo pipefail
BUILD=${1:-build}
CFG=${2:-fpga}
TARGET=${3:-xc7}
LIMIT=${4:-3600}
. "$(dirname "$0")/../common/synth.sh"
rc=0
kc_synth aie "$BUILD" aie "$CFG" "$TARGET" "$LIMIT" aie_tile "$BUILD/synth/aie_${CFG}_${TARGET}.log" aie_gen || rc=$?
exit $rc
