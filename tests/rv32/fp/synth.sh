#!/usr/bin/env bash
# synth.sh MODE OUTDIR RTL_SOURCES...: Yosys 0.23 checks of the rv32 FPU units.
# MODE "all" does 1 and 2 below, "netlist" only 2.
#  1. synth_xilinx -flatten of rv32_fpu_fma (LATENCY 3, 4), rv32_fpu_misc (1, 2) and
#     rv32_fpu_divsqrt (30): LUT / FF / DSP / CARRY counts (OUTDIR/<unit>_<p>.xilinx.log).
#  2. generic synth -flatten of every legal parameter value used by the netlist simulation
#     (fma 2..6, misc 1..4, divsqrt 29, 30), written as a Verilog netlist per configuration
#     (OUTDIR/<unit>_<p>.v, module <unit>_net_<p>) so that the RTL tests can be run on what
#     Yosys understood (target rv32-fpu-netlist).
# Prints a summary table; exit 1 if Yosys fails or a netlist has fewer flip-flops than the
# registers the RTL declares (the collapse of unpacked arrays of structs would show there).
# The generic netlists keep slightly fewer flip-flops than declared because Yosys removes
# registers it proves constant (opt_dff "Setting constant"): fma the special-case flag bits
# other than NV in each rank and DZ of the output (5 + 4 per S2 rank), misc the UF/OF/DZ output
# flags, divsqrt the radicand bits below the significand (always shifted-in zeros) and the top
# remainder bits. Functional equivalence is shown by rv32-fpu-netlist, not by these counts.
set -eu
mode=$1; out=$2; shift 2
srcs="$*"
mkdir -p "$out"
yosys_bin=${YOSYS:-yosys}

# flip-flops the RTL declares per configuration (valid bits + payloads of rv32_fpu_pipe ranks):
# fma: input ranks (L-3)*(1+104), S1 1+179, S2 (L>=3) 1+136, out 1+37
# misc: input ranks (L-2)*(1+72), S1 (L>=2) 1+115, out 1+37
# divsqrt: control 1+6, operands 1+3+64, state 29+25+24+50+11+1+1+32+5, result 32+5
declared() {
  case $1 in
    fma) l=$2; n=$(( 180 + 38 )); [ "$l" -ge 3 ] && n=$(( n + 137 )); [ "$l" -gt 3 ] && n=$(( n + (l - 3) * 105 )); echo $n ;;
    misc) l=$2; n=38; [ "$l" -ge 2 ] && n=$(( n + 116 )); [ "$l" -gt 2 ] && n=$(( n + (l - 2) * 73 )); echo $n ;;
    divsqrt) echo $(( 7 + 68 + 178 + 37 )) ;;
  esac
}

# run_yosys LOG SCRIPT: the whole output goes to LOG; on failure its end is shown.
run_yosys() {
  if ! "$yosys_bin" -l "$1" -p "$2" >/dev/null 2>&1; then
    echo "yosys failed, see $1:"; tail -20 "$1"; exit 1
  fi
}

# yosys_totals (the last statistics block of a log), yosys_cells (sum of matching cell counts).
. "$(dirname "$0")/../../../fpga/common/yosys_stat.sh"

status=0
printf "%-22s %8s %8s %8s %8s %8s | %10s %8s %8s\n" config LUT FF DSP CARRY4 MUXF "gates" "FF" "FF(RTL)"
for cfg in fma:2 fma:3 fma:4 fma:5 fma:6 misc:1 misc:2 misc:3 misc:4 divsqrt:29 divsqrt:30; do
  unit=${cfg%%:*}; p=${cfg##*:}
  top=rv32_fpu_$unit
  param=LATENCY; [ "$unit" = divsqrt ] && param=CYCLES
  name=${unit}_$p
  lut=-; ff=-; dsp=-; carry=-; muxf=-
  case $cfg in
    fma:3|fma:4|misc:1|misc:2|divsqrt:30)
      if [ "$mode" = all ]; then
      run_yosys "$out/$name.xilinx.log" "read_verilog -sv $srcs; chparam -set $param $p $top; synth_xilinx -flatten -top $top; stat"
      st=$(yosys_totals "$out/$name.xilinx.log")
      lut=$(yosys_cells "$st" '^LUT[1-6]$')
      ff=$(yosys_cells "$st" '^FD[A-Z]*$')
      dsp=$(yosys_cells "$st" '^DSP48')
      carry=$(yosys_cells "$st" '^CARRY4$')
      muxf=$(yosys_cells "$st" '^MUXF[78]$')
      fi
      ;;
  esac
  run_yosys "$out/$name.generic.log" "read_verilog -sv $srcs; chparam -set $param $p $top; synth -flatten -top $top; stat; rename $top ${top}_net_$p; write_verilog -noattr $out/$name.v"
  st=$(yosys_totals "$out/$name.generic.log")
  gates=$(echo "$st" | awk '/Number of cells/{n=$4} END{print n}')
  gff=$(yosys_cells "$st" '^\\$_(S?DFF|DFFE|ALDFF|SDFFE|DFFSR)[A-Z0-9_]*_$')
  want=$(declared "$unit" "$p")
  printf "%-22s %8s %8s %8s %8s %8s | %10s %8s %8s\n" "$top $param=$p" "$lut" "$ff" "$dsp" "$carry" "$muxf" "$gates" "$gff" "$want"
  if [ "$gff" -lt $(( want * 9 / 10 )) ]; then
    echo "  ERROR: $name keeps $gff flip-flops of $want declared"; status=1
  fi
done
exit $status
