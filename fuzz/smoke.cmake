# One smoke run of a fuzz target (ctest fuzz.<name>.smoke): SECONDS of fuzzing from the committed
# seed corpus CORPUS, new inputs into a fresh WORK directory (the committed corpus is never
# written), crash artifacts into ARTIFACTS. Fails on any finding: a crash, a sanitizer report, a
# leak, an input slower than TIMEOUT seconds, more than 2 GB of memory, or an undocumented
# exception (the targets abort on those).
#   cmake -DEXE=... -DCORPUS=... -DWORK=... -DARTIFACTS=... -DSECONDS=10 [-DTIMEOUT=60] -P smoke.cmake
foreach(_v EXE CORPUS WORK ARTIFACTS SECONDS)
  if(NOT DEFINED ${_v})
    message(FATAL_ERROR "smoke.cmake: ${_v} is not set")
  endif()
endforeach()
if(NOT DEFINED TIMEOUT)
  set(TIMEOUT 60)
endif()
if(NOT EXISTS ${EXE})
  message(FATAL_ERROR "${EXE} is not built (target fuzz-build; test fuzz.build builds it)")
endif()
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK} ${ARTIFACTS})
execute_process(
  COMMAND ${EXE} -max_total_time=${SECONDS} -rss_limit_mb=2048 -timeout=${TIMEOUT} -print_final_stats=1
          -artifact_prefix=${ARTIFACTS}/ ${WORK} ${CORPUS}
  RESULT_VARIABLE _rc
  OUTPUT_VARIABLE _out
  ERROR_VARIABLE _out)
string(REGEX MATCH "stat::number_of_executed_units: *[0-9]+" _runs "${_out}")
if(NOT _rc EQUAL 0)
  message("${_out}")
  message(FATAL_ERROR "fuzz finding: ${EXE} exited with ${_rc}; the input is in ${ARTIFACTS}")
endif()
file(REMOVE_RECURSE ${WORK})
message(STATUS "no finding in ${SECONDS} s (${_runs})")
