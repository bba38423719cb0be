# Yosys resource counts of one core (no place and route), shared by the platforms' synthesis
# scripts (fpga/<platform>/synth.sh), which source this file and call kc_synth. The sources are
# exactly the ones Verilator builds for the configuration: the ordered list CMake writes to
# <build>/gen/<platform>/<cfg>/rtl_sources.f.
#
#   kc_synth NAME BUILD PLATFORM CFG TARGET LIMIT TOP LOG GEN_TARGETS [EXTRA_SOURCES [PRE]]
#
#   NAME          the label of the summary lines ("synth: NAME/CFG TARGET: ...")
#   GEN_TARGETS   the build targets that write the generated packages (e.g. "aie_gen")
#   EXTRA_SOURCES files read after the configuration's list (a board top around the core)
#   PRE           Yosys commands before synthesis (e.g. chparam of the top)
#   KC_SYNTH_NOSHARE=1 (environment, xc7 only): synth_xilinx without its `share` pass (the
#                 SAT-based sharing of arithmetic between exclusive conditions), run as the script's
#                 own steps with `share` left out: counts are an upper bound where units could share
#   TARGET        xc7    synth_xilinx -family xc7: LUT, FF, LUTRAM, BRAM (RAMB36/RAMB18), DSP48
#                 ice40  synth_ice40 -dsp -noflatten: LUT4, FF, EBR (SB_RAM40_4K), DSP (SB_MAC16),
#                        and whether the result fits an iCE40 UP5K (5280 LUT4, 30 EBR, 8 DSP) or HX8K
#                        (7680 LUT4, 32 EBR, no DSP: the multipliers would need LUTs); UP5K's SPRAM
#                        is not inferred by Yosys
#
# Prints the summary line (the co-design area parser reads "LUT n, FF n, ..., DSP48 n"), the xc7
# logic depth, and the cells per unit (module names starting with PLATFORM_, parameterised copies
# summed). Writes LOG and LOG.stat. Returns 0 on success, 1 on a synthesis error, 124 on timeout.
KC_SYNTH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$KC_SYNTH_DIR/yosys_stat.sh"   # yosys_totals, yosys_cells, the logic depth

kc_synth() {
  local name=$1 build=$2 platform=$3 cfg=$4 target=$5 limit=$6 top=$7 log=$8 gen_targets=$9
  local extra=${10:-} pre=${11:-}
  local gen=$build/gen/$platform/$cfg
  local list=$gen/rtl_sources.f
  if [ ! -f "$list" ]; then
    echo "synth: $list not found; configure the build first (cmake -S . -B $build)" >&2
    return 1
  fi
  # The generated packages must exist (the build writes them). flock: synthesis scripts may run
  # side by side on one build directory; one ninja at a time.
  # shellcheck disable=SC2086
  flock "$build/.kc-build.lock" cmake --build "$build" --target $gen_targets >/dev/null
  mkdir -p "$(dirname "$log")"
  local srcs syn depth=""
  srcs="$(grep -v '^$' "$list" | tr '\n' ' ') $extra"
  case "$target" in
    xc7)   syn="synth_xilinx -family xc7 -top $top"
           if [ "${KC_SYNTH_NOSHARE:-0}" = 1 ]; then
             # The steps of synth_xilinx's `coarse` label but `share` (yosys -h synth_xilinx).
             syn="$syn -run :coarse; techmap -map +/cmp2lut.v -map +/cmp2lcu.v -D LUT_WIDTH=6; alumacc; opt;"
             syn="$syn memory -nomap; opt_clean; synth_xilinx -family xc7 -top $top -run map_memory:"
           fi
           depth="; $(yosys_xc7_depth_script "$log.ltp")" ;;
    ice40) syn="synth_ice40 -dsp -noflatten -top $top" ;;
    *)     echo "synth: target must be xc7 or ice40" >&2; return 1 ;;
  esac
  local start rc secs
  start=$(date +%s)
  set +e
  timeout "$limit" yosys -q -l "$log" -p "read_verilog -sv -I$gen $srcs; $pre $syn; tee -o $log.stat stat$depth" >/dev/null 2>&1
  rc=$?
  set -e
  secs=$(( $(date +%s) - start ))
  if [ $rc -eq 124 ]; then
    echo "synth: $name/$cfg $target did not finish within ${limit}s (log: $log)"
    return 124
  elif [ $rc -ne 0 ]; then
    echo "synth: $name/$cfg $target FAILED after ${secs}s:" >&2
    grep -m5 -i "error" "$log" >&2 || tail -5 "$log" >&2
    return 1
  fi
  # Totals: the block after the "design hierarchy" header (counts include submodules).
  local tot
  tot=$(yosys_totals "$log.stat")
  # Per module: "=== name ===" blocks before the hierarchy section; parameterised copies
  # ($paramod\<platform>_ex\D=..., $paramod$<hash>\<platform>_pipe) are summed under the module name.
  per_module() {
    awk -v pat="$1" -v mod="${platform}_[a-z0-9_]+" '
      /=== design hierarchy ===/ {exit}
      /^=== / {m=$2; if (match(m, mod)) m=substr(m, RSTART, RLENGTH); next}
      m != "" && $1 ~ pat {n[m]+=$2}
      END {for (k in n) printf "  %-20s %7d\n", k, n[k]}' "$log.stat" | sort -k2 -n -r
  }
  if [ "$target" = xc7 ]; then
    local luts ffs lutram b36 b18 dsp
    luts=$(yosys_cells "$tot" '^LUT[1-6]$')
    ffs=$(yosys_cells "$tot" '^FD[CPRS]E$')
    lutram=$(yosys_cells "$tot" '^RAM(32|64|128|256)[MXSD]')
    b36=$(yosys_cells "$tot" '^RAMB36E1$')
    b18=$(yosys_cells "$tot" '^RAMB18E1$')
    dsp=$(yosys_cells "$tot" '^DSP48E1$')
    echo "synth: $name/$cfg xc7: LUT $luts, FF $ffs, LUTRAM $lutram, BRAM $b36 RAMB36 + $b18 RAMB18, DSP48 $dsp (${secs}s, log: $log)"
    echo "synth: $name/$cfg xc7 logic depth: $(yosys_depth "$log.ltp") (path: $log.ltp)"
    echo "LUTs per unit (own cells, submodules counted separately):"
    per_module '^LUT[1-6]$'
    echo "FFs per unit:"
    per_module '^FD[CPRS]E$'
  else
    local luts carry ffs ebr dsp
    luts=$(yosys_cells "$tot" '^SB_LUT4$')
    carry=$(yosys_cells "$tot" '^SB_CARRY$')
    ffs=$(yosys_cells "$tot" '^SB_DFF')
    ebr=$(yosys_cells "$tot" '^SB_RAM40_4K')
    dsp=$(yosys_cells "$tot" '^SB_MAC16$')
    echo "synth: $name/$cfg ice40: LUT4 $luts, CARRY $carry, FF $ffs, EBR $ebr, DSP $dsp (${secs}s, log: $log)"
    echo "LUT4 per unit:"
    per_module '^SB_LUT4$'
    verdict() {  # name luts ebr dsp
      local why=""
      [ "$luts" -le "$2" ] || why="$why LUT4 $luts > $2;"
      [ "$ebr" -le "$3" ] || why="$why EBR $ebr > $3;"
      [ "$dsp" -le "$4" ] || why="$why DSP $dsp > $4;"
      if [ -z "$why" ]; then echo "  $1: fits"; else echo "  $1: does not fit:$why"; fi
    }
    echo "fit (cells after synthesis, before place and route):"
    verdict "iCE40 UP5K" 5280 30 8
    verdict "iCE40 HX8K" 7680 32 0
  fi
}
