# Reading Yosys `stat` output; sourced by the synthesis scripts (fpga/*/synth.sh, fpga/rv32/ice40/
# flow.sh, tests/rv32/fp/synth.sh). Works on a whole log (-l) or a `tee -o` of one stat.

# yosys_totals FILE: the last statistics block of FILE, totals first: from its last
# "=== design hierarchy ===" header (a hierarchical design: counts include submodules), else from
# its last "Printing statistics" (a flat design; synth passes print one of their own before the
# script's), else the whole file. Two passes (grep, tail): building the block line by line in awk
# is quadratic in mawk, minutes on a 4 MB log.
yosys_totals() {
  local from
  from=$(grep -n '=== design hierarchy ===' "$1" | tail -1 | cut -d: -f1 || true)
  [ -n "$from" ] || from=$(grep -n 'Printing statistics' "$1" | tail -1 | cut -d: -f1 || true)
  tail -n "+${from:-1}" "$1"
}

# yosys_cells TEXT PATTERN: the sum of the counts of the cell types matching PATTERN (an awk
# regular expression on the type name, e.g. '^LUT[1-6]$') in TEXT, a block from yosys_totals.
yosys_cells() {
  printf "%s\n" "$1" | awk -v pat="$2" '$1 ~ pat && $2 ~ /^[0-9]+$/ {s+=$2} END{print s+0}'
}

# Logic depth of a Xilinx 7-series netlist, the timing figure this flow has: Yosys 0.23 has no
# static timing analysis for it (`sta` needs the abc9 flow, which aborts on our cores). Appended
# to a script after synth_xilinx (and after `stat`, it flattens the design): names the mapped
# cells by type, then writes to FILE the longest topological path through LUTs, MUXF7/8 and
# CARRY4 only, so every flip-flop, LUTRAM, block RAM and DSP48 ends a path (a combinational path
# through a LUTRAM read or a DSP48 is therefore cut there).
yosys_xc7_depth_script() {
  printf '%s' "flatten; rename -enumerate -pattern lut_% t:LUT*; rename -enumerate -pattern muxf_% t:MUXF*; rename -enumerate -pattern carry_% t:CARRY4; tee -q -o $1 ltp t:LUT* t:MUXF* t:CARRY4 w:*"
}

# yosys_depth FILE: one line from the `ltp` output of yosys_xc7_depth_script: the cells on the
# longest path by type, and the named RTL signals it passes through (first to last).
yosys_depth() {
  local luts muxf carry sigs
  luts=$(grep -c '(via lut_' "$1" || true)
  muxf=$(grep -c '(via muxf_' "$1" || true)
  carry=$(grep -c '(via carry_' "$1" || true)
  sigs=$(grep -o '^ *[0-9]*: \\[^ ]*' "$1" | sed -E 's/^ *[0-9]*: \\//; s#\$func\$.*/([^/$]+\.sv:[0-9]+)\$[0-9]+\.\$result#(\1)#' | awk '!seen[$0]++' | paste -sd ' ' - || true)
  echo "$luts LUT + $muxf MUXF7/8 + $carry CARRY4 on the longest path; signals: ${sigs:-none named}"
}
