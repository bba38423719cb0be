# One formal check with Yosys (ctest plena.formal.*), run as
#   cmake -DYOSYS=... -DWORK=<dir> -DCFG_DIR=<gen/plena/cfg> [-DCFG_EDITS=NAME=V|NAME=V...]
#         -DRTL=<module file> -DPROPS=<props .svh> [-DFROM=<text> -DTO=<text>]
#         -DSOURCES=<file|file...> -DHARNESS=<top file> -DTOP=<module> -DSAT=<sat arguments>
#         -DEXPECT=proved|fails -P run_proof.cmake
#
# The module file is copied into WORK with `include "<PROPS>"` inserted before its endmodule (Yosys
# 0.23 reads neither `bind` nor concurrent assertions, so the properties must sit inside the
# module); with FROM/TO the copy is also mutated (FROM must occur exactly once). The configuration
# package and parameter include of CFG_DIR are copied too, with CFG_EDITS applied (smaller
# parameters for a faster proof). Yosys reads the packages (SOURCES), the copy and the harness,
# flattens, maps memories to flip-flops, turns asynchronous resets synchronous and runs
# `sat <SAT> -prove-asserts -set-assumes -verify`. EXPECT=proved passes when the proof succeeds;
# EXPECT=fails passes only when Yosys reports that the proof failed (a counterexample), not on
# any other error — the companion run on a mutated copy that shows the proof can fail.
foreach(v YOSYS WORK CFG_DIR RTL PROPS SOURCES HARNESS TOP SAT EXPECT)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "run_proof.cmake: -D${v}=... missing")
  endif()
endforeach()
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

# Configuration (optionally with smaller parameters).
file(READ "${CFG_DIR}/plena_cfg.svh" cfg)
if(CFG_EDITS)
  string(REPLACE "|" ";" edits "${CFG_EDITS}")
  foreach(e ${edits})
    string(REGEX MATCH "^([A-Z_0-9]+)=([0-9]+)$" m "${e}")
    if(NOT m)
      message(FATAL_ERROR "run_proof.cmake: bad CFG_EDITS entry '${e}'")
    endif()
    set(name ${CMAKE_MATCH_1})
    set(value ${CMAKE_MATCH_2})
    string(REGEX REPLACE "(localparam int unsigned ${name} +=) [0-9]+;" "\\1 ${value};" cfg2 "${cfg}")
    if(cfg2 STREQUAL cfg)
      message(FATAL_ERROR "run_proof.cmake: parameter ${name} not found in ${CFG_DIR}/plena_cfg.svh")
    endif()
    set(cfg "${cfg2}")
  endforeach()
endif()
file(WRITE "${WORK}/plena_cfg.svh" "${cfg}")
file(COPY "${CFG_DIR}/plena_cfg_pkg.sv" DESTINATION "${WORK}")

# The module copy with the properties (and the mutation).
file(READ "${RTL}" text)
if(DEFINED FROM)
  string(FIND "${text}" "${FROM}" first)
  string(FIND "${text}" "${FROM}" last REVERSE)
  if(first EQUAL -1 OR NOT first EQUAL last)
    message(FATAL_ERROR "run_proof.cmake: the mutation '${FROM}' must occur exactly once in ${RTL}")
  endif()
  string(REPLACE "${FROM}" "${TO}" text "${text}")
endif()
string(FIND "${text}" "endmodule" at REVERSE)
string(SUBSTRING "${text}" 0 ${at} head)
string(SUBSTRING "${text}" ${at} -1 tail)
get_filename_component(props_dir "${PROPS}" DIRECTORY)
get_filename_component(props_name "${PROPS}" NAME)
get_filename_component(rtl_name "${RTL}" NAME)
file(WRITE "${WORK}/${rtl_name}" "${head}`include \"${props_name}\"\n${tail}")

string(REPLACE "|" " " srcs "${SOURCES}")
string(REPLACE "|" " " sat "${SAT}")
set(script "read_verilog -formal -sv -I${WORK} -I${props_dir} ${WORK}/plena_cfg_pkg.sv ${srcs} ${WORK}/${rtl_name} ${HARNESS}
prep -flatten -top ${TOP}
memory_map
async2sync
opt -fast
opt_clean
sat ${sat} -prove-asserts -set-assumes -verify
")
file(WRITE "${WORK}/proof.ys" "${script}")
execute_process(COMMAND ${YOSYS} -q -l ${WORK}/yosys.log -s ${WORK}/proof.ys
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
file(READ "${WORK}/yosys.log" log)
string(FIND "${log}" "proof did fail" failed)
if(EXPECT STREQUAL "proved")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${TOP}: the proof did not succeed (${WORK}/yosys.log)\n${out}${err}")
  endif()
  message(STATUS "${TOP}: proved (sat ${sat}; log ${WORK}/yosys.log)")
elseif(EXPECT STREQUAL "fails")
  if(rc EQUAL 0 OR failed EQUAL -1)
    message(FATAL_ERROR "${TOP}: the mutated copy was expected to fail the proof with a counterexample (rc ${rc}, ${WORK}/yosys.log)\n${out}${err}")
  endif()
  message(STATUS "${TOP}: the mutated copy fails the proof, as it must (log ${WORK}/yosys.log)")
else()
  message(FATAL_ERROR "run_proof.cmake: EXPECT must be proved or fails")
endif()
