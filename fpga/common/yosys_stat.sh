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
