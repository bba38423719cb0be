# cmake -DYOSYS=<yosys> -DSOURCES=<rtl_sources.f> -DINCLUDE=<dir> -DTOP=<module> -P yosys_synth.cmake
# coral.rtl.yosys_small: Yosys reads the exact source list of a configuration and synthesizes it to
# generic cells: the coarse steps of `synth` without its SAT-based resource sharing (`share`, which
# takes tens of minutes on the vector ALU's operation muxes), memories mapped to flops, techmap,
# abc -fast. Any Yosys warning that names a coral file or module (coral_*) is an error (-e); the
# rv32 core's own warnings are its tests' business. Prints the cell count and the time taken.
file(STRINGS ${SOURCES} _srcs)
list(FILTER _srcs EXCLUDE REGEX "^$")
string(JOIN " " _s ${_srcs})
string(TIMESTAMP _t0 "%s")
execute_process(
  COMMAND ${YOSYS} -q -e "coral_" -p
    "read_verilog -sv -I${INCLUDE} ${_s}; hierarchy -check -top ${TOP}; proc; flatten; opt_expr; opt_clean; check -assert; opt -nodffe -nosdff; wreduce; peepopt; opt_clean; alumacc; opt -fast; memory -nomap; opt_clean; memory_map; opt -fast; techmap; opt -fast; abc -fast; opt_clean; tee -o ${CMAKE_CURRENT_BINARY_DIR}/coral_yosys_stat.txt stat"
  RESULT_VARIABLE _rc
  ERROR_VARIABLE _err
  OUTPUT_VARIABLE _out)
string(TIMESTAMP _t1 "%s")
math(EXPR _dt "${_t1} - ${_t0}")
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "yosys failed (${_rc}) after ${_dt} s:\n${_err}\n${_out}")
endif()
file(STRINGS ${CMAKE_CURRENT_BINARY_DIR}/coral_yosys_stat.txt _cells REGEX "Number of cells:")
list(GET _cells -1 _last)
message(STATUS "yosys: ${TOP} synthesized in ${_dt} s; ${_last}")
