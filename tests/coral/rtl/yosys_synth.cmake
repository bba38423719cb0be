# cmake -DYOSYS=<yosys> -DSOURCES=<rtl_sources.f> -DINCLUDE=<dir> -DTOP=<module> -P yosys_synth.cmake
# coral.rtl.yosys_small: Yosys reads the exact source list of a configuration, elaborates it
# (hierarchy -check, proc, flatten, check -assert) and runs the coarse-grained synthesis steps
# (wreduce, alumacc, memory -nomap) to word-level cells. Fine-grained mapping is left out to keep the
# test short: `synth`'s SAT-based `share` pass alone ran for over 20 minutes on the vector ALU's
# operation muxes, and techmap + abc of the mapped register file over 20 minutes of wall time on a
# loaded machine. Any Yosys warning that names a coral file or module (coral_*) is an error (-e); the
# rv32 core's own warnings are its tests' business. Prints the cell count and the time taken.
file(STRINGS ${SOURCES} _srcs)
list(FILTER _srcs EXCLUDE REGEX "^$")
string(JOIN " " _s ${_srcs})
string(TIMESTAMP _t0 "%s")
execute_process(
  COMMAND ${YOSYS} -q -e "coral_" -p
    "read_verilog -sv -I${INCLUDE} ${_s}; hierarchy -check -top ${TOP}; proc; flatten; opt_expr; opt_clean; check -assert; wreduce; alumacc; memory -nomap; opt_clean; tee -o ${CMAKE_CURRENT_BINARY_DIR}/coral_yosys_stat.txt stat"
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
message(STATUS "yosys: ${TOP} read and coarse-synthesized in ${_dt} s; ${_last}")
