# cmake -DYOSYS=<yosys> -DSOURCES=<file listing the sources> -DOUT=<dir> -DMIN_MUL=<n> [-DCOARSE=ON]
#       -P yosys_synth.cmake
# aie.rtl.yosys_small: Yosys 0.23 reads the exact source list of the small tile, elaborates it
# (hierarchy -check, proc) and writes the per-module cell counts, flattens it and removes unused
# logic (opt_expr, opt_clean), then check -assert: no combinational loops, no multiple drivers.
# Floor guard: the flattened design keeps at least MIN_MUL multipliers of the MAC array ($mul cells
# that come from aie_vec*.sv, the integer products, or aie_fp_pkg.sv (bf16_mul), the bf16 products;
# index arithmetic elsewhere also makes $mul cells and is not counted), so a unit that Yosys reads
# differently from Verilator and optimises away fails the test. Any Yosys warning that names an
# aie file or module (aie_*) is an error (-e). Prints the cell counts and the time taken.
# COARSE=ON adds the coarse-grained synthesis steps (wreduce, alumacc) and their cell count, the
# area figure of docs/aie/platform.md; the test leaves them out (50 of the 185 s of CPU Yosys
# spends, docs/performance.md). Left out always: fine-grained mapping (it does not finish in
# minutes on this design) and the memory passes (`memory -nomap`: on the banked data memory
# opt_mem_priority alone ran 190 s and memory_dff minutes more, machine loaded to 4-8; they check
# nothing the floor guard relies on).
file(STRINGS ${SOURCES} _srcs)
list(FILTER _srcs EXCLUDE REGEX "^$")
string(JOIN " " _s ${_srcs})
set(_hier ${OUT}/aie_yosys_modules.txt)
set(_flat ${OUT}/aie_yosys_flat.txt)
set(_final ${OUT}/aie_yosys_stat.txt)
set(_mlist ${OUT}/aie_yosys_muls.txt)
set(_coarse "")
set(_what "read and flattened")
set(_label "flattened")
file(REMOVE ${_final})
if(COARSE)
  set(_coarse "; wreduce; alumacc; opt_clean; tee -q -o ${_final} stat")
  set(_what "read, flattened and coarse-synthesized")
  set(_label "coarse")
else()
  set(_final ${_flat})
endif()
string(TIMESTAMP _t0 "%s")
execute_process(
  COMMAND ${YOSYS} -q -e "aie_" -p
    "read_verilog -sv ${_s}; hierarchy -check -top aie_tile; proc; tee -q -o ${_hier} stat; flatten; opt_expr; opt_clean; check -assert; tee -q -o ${_flat} stat; tee -q -o ${_mlist} select -list t:$mul${_coarse}"
  RESULT_VARIABLE _rc
  ERROR_VARIABLE _err
  OUTPUT_VARIABLE _out)
string(TIMESTAMP _t1 "%s")
math(EXPR _dt "${_t1} - ${_t0}")
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "yosys failed (${_rc}) after ${_dt} s:\n${_err}\n${_out}")
endif()

# Per-module cell counts (hierarchical design after proc).
file(STRINGS ${_hier} _lines)
set(_mod "")
set(_table "")
foreach(_l ${_lines})
  if(_l MATCHES "^=== (.*) ===$")
    set(_mod ${CMAKE_MATCH_1})
  elseif(_mod AND _l MATCHES "Number of cells: +([0-9]+)")
    string(APPEND _table "  ${_mod}: ${CMAKE_MATCH_1} cells\n")
    set(_mod "")
  endif()
endforeach()

# Floor guard on the MAC array's multipliers in the flattened design.
file(STRINGS ${_mlist} _muls REGEX "/aie_(vec[a-z0-9_]*|bf16_mul|fp_pkg)\\.sv:")
list(LENGTH _muls _nmul)
file(STRINGS ${_final} _cells REGEX "Number of cells:")
list(GET _cells -1 _last)
string(REGEX MATCH "[0-9]+" _last "${_last}")
message(STATUS "yosys: aie_tile ${_what} in ${_dt} s; flattened: ${_nmul} MAC-array $mul cells; "
               "${_label}: ${_last} cells\nper module after proc (before flattening):\n${_table}")
if(_nmul LESS MIN_MUL)
  message(FATAL_ERROR "the flattened tile has ${_nmul} MAC-array $mul cells, fewer than ${MIN_MUL}: "
                      "Yosys dropped part of the MAC array (see ${_mlist})")
endif()
