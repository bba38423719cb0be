#!/usr/bin/env bash
# Synthesises a core with Yosys to a generic gate-level netlist for post-synthesis simulation
# (every platform: rtl/<platform>/*.cmake call it through kc_netlist, cmake/KcNetlist.cmake).
# The netlist has the same top module and ports as the RTL; logic is mapped to Yosys' internal
# gate cells ($_AND_, $_DFF_PN0_, ...), memories are kept as memories (register files, SRAMs,
# ROMs) so that Verilator simulates the result at a useful speed, and the module hierarchy is
# kept, so that a unit instantiated many times is compiled once and the statistics name every
# module.
#
#   fpga/netlist.sh SOURCES_F TOP OUT.v
#
# SOURCES_F is the ordered source list CMake writes (<build>/gen/<platform>/<cfg>/rtl_sources.f);
# its directory is the include path. Writes
#   OUT.v            the netlist
#   OUT.v.log        the Yosys log, ending with the cell statistics per module and in total
#   OUT.v.stat.json  the same statistics as JSON (`stat -json`, memories counted in bits)
# and prints one line with the cell count and the Yosys time.
set -euo pipefail
LIST=$1
TOP=$2
OUT=$3
SRCS=$(grep -v '^$' "$LIST" | tr '\n' ' ')
INC=$(dirname "$LIST")
start=$(date +%s)
# synth up to (excluding) its `fine` step leaves coarse cells and $mem_v2 memories; then map the
# logic to gates without memory_map. After the netlist is written, memory_unpack turns the
# memories back into RTLIL memories only so that `stat` counts their bits per module.
yosys -q -l "$OUT.log" -p "read_verilog -sv -I$INC $SRCS; \
  synth -top $TOP -run begin:fine; \
  opt -fast -full; techmap; opt -fast; abc -fast; opt_clean; \
  write_verilog -noattr $OUT.tmp; \
  memory_unpack; stat; tee -q -o $OUT.stat.json.tmp stat -json" >/dev/null 2>"$OUT.stderr" \
  || { cat "$OUT.stderr" >&2; exit 1; }
# Yosys 0.23 closes the "modules" object of `stat -json` with a comma and appends the design
# hierarchy as plain text: keep the modules object and close the document.
awk '/^   },?$/ { print "   }"; print "}"; done = 1; exit } { print } END { exit !done }' \
  "$OUT.stat.json.tmp" >"$OUT.stat.json" || { echo "netlist: unexpected stat -json layout" >&2; exit 1; }
rm "$OUT.stat.json.tmp"
mv "$OUT.tmp" "$OUT"
cells=$(awk '/=== design hierarchy ===/{h=1} h && /Number of cells:/{n=$4} END{print n}' "$OUT.log")
echo "netlist: $TOP from $(basename "$(dirname "$LIST")"): $cells cells, Yosys $(( $(date +%s) - start )) s"
