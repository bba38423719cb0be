# cmake -DKC=kernelcraft -DTASK=t -DCONFIG=C -DHW=hw -DSLOW=a.asm -DFAST=b.asm -P compare_cycles.cmake
# Evaluates two aie kernels of one task configuration (seed 1 and a fresh seed each) and fails
# unless both pass, FAST takes fewer cycles than SLOW, and each run's counters account for every
# cycle: cycles = bundles + stall_interlock + stall_bank_conflict + stall_branch + stall_dma (the identity
# the ISA reference's Metrics section states). With -DFAST_STALL_FREE=ON, FAST must also run
# without a stall cycle (cycles = bundles). Prints both cycle counts and their counters.
foreach(_v KC TASK CONFIG HW SLOW FAST)
  if(NOT DEFINED ${_v})
    message(FATAL_ERROR "compare_cycles.cmake: -D${_v}=... is missing")
  endif()
endforeach()
foreach(_k SLOW FAST)
  execute_process(
    COMMAND ${KC} eval --platform aie --task ${TASK} --config ${CONFIG} --hw ${HW} --json ${${_k}}
    OUTPUT_VARIABLE _out ERROR_VARIABLE _err RESULT_VARIABLE _rc)
  string(JSON _passed ERROR_VARIABLE _jerr GET "${_out}" passed)
  if(_jerr OR NOT _passed)
    message(FATAL_ERROR "${${_k}} does not pass ${TASK} ${CONFIG} on ${HW} (exit ${_rc}):\n${_out}\n${_err}")
  endif()
  string(JSON _fresh ERROR_VARIABLE _jerr GET "${_out}" fresh_seed status)
  if(_jerr OR NOT _fresh STREQUAL "pass")
    message(FATAL_ERROR "${${_k}} does not pass ${TASK} ${CONFIG} on ${HW} with a fresh seed:\n${_out}")
  endif()
  string(JSON _cycles_${_k} GET "${_out}" cycles)
  set(_sum 0)
  set(_terms "")
  foreach(_c cycles bundles stall_interlock stall_bank_conflict stall_branch stall_dma macs_bf16 busy_mac)
    string(JSON _${_c} GET "${_out}" run counters ${_c})
    string(APPEND _terms " ${_c} ${_${_c}}")
  endforeach()
  math(EXPR _sum "${_bundles} + ${_stall_interlock} + ${_stall_bank_conflict} + ${_stall_branch} + ${_stall_dma}")
  message("${${_k}}:${_terms}")
  if(NOT _sum EQUAL _cycles OR NOT _cycles EQUAL _cycles_${_k})
    message(FATAL_ERROR "${${_k}}: the counters do not add up to the cycles: bundles + stall_interlock + "
                        "stall_bank_conflict + stall_branch + stall_dma = ${_sum}, counter cycles ${_cycles}, reported ${_cycles_${_k}}")
  endif()
  if(_k MATCHES "^FAST$" AND FAST_STALL_FREE AND NOT _bundles EQUAL _cycles)
    message(FATAL_ERROR "${FAST} stalls: ${_cycles} cycles for ${_bundles} bundles")
  endif()
endforeach()
message("${TASK} ${CONFIG} on ${HW}: ${SLOW} ${_cycles_SLOW} cycles, ${FAST} ${_cycles_FAST} cycles")
if(NOT _cycles_FAST LESS _cycles_SLOW)
  message(FATAL_ERROR "${FAST} (${_cycles_FAST} cycles) is not faster than ${SLOW} (${_cycles_SLOW} cycles)")
endif()
