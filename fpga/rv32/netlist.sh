#!/usr/bin/env bash
# Synthesises an rv32 configuration with Yosys to a generic gate-level netlist for
# post-synthesis simulation: the same top module and ports as the RTL, logic mapped to Yosys'
# internal gate cells ($_AND_, $_DFF_PN0_, ...), memories kept as memories (register file,
# TCMs, decode ROMs) so that Verilator can simulate the result at a useful speed.
#
#   fpga/rv32/netlist.sh SOURCES_F OUT.v
#
# SOURCES_F is the ordered source list CMake writes (<build>/gen/rv32/<cfg>/rtl_sources.f).
# Writes OUT.v and OUT.v.log (the Yosys log, with the cell statistics).
set -euo pipefail
LIST=$1
OUT=$2
SRCS=$(grep -v '^$' "$LIST" | tr '\n' ' ')
INC=$(dirname "$LIST")
# synth up to (excluding) its `fine` step leaves coarse cells and $mem_v2 memories; then map
# the logic to gates without memory_map.
yosys -q -l "$OUT.log" -p "read_verilog -sv -I$INC $SRCS; \
  synth -top rv32_core -flatten -run begin:fine; \
  opt -fast -full; techmap; opt -fast; abc -fast; opt_clean; \
  stat; \
  write_verilog -noattr $OUT.tmp" >/dev/null 2>"$OUT.stderr" || { cat "$OUT.stderr" >&2; exit 1; }
mv "$OUT.tmp" "$OUT"
