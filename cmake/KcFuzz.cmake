# libFuzzer targets (fuzz/, docs/fuzzing.md), driven from the main build.
#
# The targets need clang and its fuzzer runtime, so fuzz/ is a CMake project of its own, built as
# an ExternalProject with clang++-14 into ${CMAKE_BINARY_DIR}/fuzz (target fuzz-build; not part of
# `all`). ctest: fuzz.build builds it (a fixture), then fuzz.<name>.smoke runs each target for
# KC_FUZZ_SMOKE_SECONDS on its committed seed corpus and fails on any finding. Without clang-14 or
# the fuzzer runtime the targets and tests are skipped, with a message here.
option(KC_FUZZ "libFuzzer targets and their smoke tests (needs clang-14 and libclang-rt-14-dev)" ON)
set(KC_FUZZ_SMOKE_SECONDS 10 CACHE STRING "seconds each fuzz.<name>.smoke test fuzzes")
# The sub-build's optimisation (its KC_FUZZ_OPT). The smoke tests fuzz seconds, not hours: -O0
# builds the sanitized libraries 2.6 times faster than -O1/-O2 (fuzz.build was the longest test of
# `make test`, docs/performance.md); a campaign reconfigures with -DKC_FUZZ_OPT=-O1.
set(KC_FUZZ_OPT "-O0" CACHE STRING "optimisation of the fuzz sub-build (build/fuzz)")

if(NOT KC_FUZZ)
  message(STATUS "fuzz: skipped (KC_FUZZ is OFF)")
  return()
endif()
find_program(KC_FUZZ_CXX NAMES clang++-14)
find_program(KC_FUZZ_CC NAMES clang-14)
if(NOT KC_FUZZ_CXX OR NOT KC_FUZZ_CC)
  message(STATUS "fuzz: skipped (clang-14 / clang++-14 not found; Debian: apt-get install clang-14 libclang-rt-14-dev)")
  return()
endif()

# Can clang link a fuzz target with the sanitizers? (libclang-rt-14-dev provides the runtimes.)
# Probed once per compiler; the result is cached.
if(NOT DEFINED KC_FUZZ_PROBED_WITH OR NOT KC_FUZZ_PROBED_WITH STREQUAL KC_FUZZ_CXX)
  set(_dir ${CMAKE_BINARY_DIR}/CMakeFiles/kc_fuzz_probe)
  file(MAKE_DIRECTORY ${_dir})
  file(WRITE ${_dir}/probe.cpp
       "#include <cstddef>\n#include <cstdint>\nextern \"C\" int LLVMFuzzerTestOneInput(const uint8_t*, std::size_t) { return 0; }\n")
  execute_process(
    COMMAND ${KC_FUZZ_CXX} -fsanitize=fuzzer,address,undefined ${_dir}/probe.cpp -o ${_dir}/probe
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
  if(_rc EQUAL 0)
    set(KC_FUZZ_RUNTIME_OK ON CACHE INTERNAL "clang links -fsanitize=fuzzer,address,undefined")
  else()
    set(KC_FUZZ_RUNTIME_OK OFF CACHE INTERNAL "clang links -fsanitize=fuzzer,address,undefined")
    string(REGEX REPLACE "\n.*" "" _first "${_out}")
    set(KC_FUZZ_RUNTIME_ERROR "${_first}" CACHE INTERNAL "why the fuzzer probe failed")
  endif()
  set(KC_FUZZ_PROBED_WITH ${KC_FUZZ_CXX} CACHE INTERNAL "compiler of the fuzzer probe")
endif()
if(NOT KC_FUZZ_RUNTIME_OK)
  message(STATUS "fuzz: skipped (${KC_FUZZ_CXX} cannot link -fsanitize=fuzzer,address,undefined: "
                 "${KC_FUZZ_RUNTIME_ERROR}; Debian: apt-get install libclang-rt-14-dev)")
  return()
endif()

include(ExternalProject)
ExternalProject_Add(kc_fuzz
  SOURCE_DIR ${CMAKE_SOURCE_DIR}/fuzz
  BINARY_DIR ${CMAKE_BINARY_DIR}/fuzz
  CMAKE_ARGS -DCMAKE_CXX_COMPILER=${KC_FUZZ_CXX} -DCMAKE_C_COMPILER=${KC_FUZZ_CC}
             -DKC_MAIN_BINARY_DIR=${CMAKE_BINARY_DIR} -DKC_FUZZ_OPT=${KC_FUZZ_OPT}
  INSTALL_COMMAND ""
  BUILD_ALWAYS ON            # the sub-build decides what is out of date
  EXCLUDE_FROM_ALL ON
  USES_TERMINAL_BUILD ON
  DEPENDS plena_gen aie_gen rv32_gen) # its ISA tables are this build's generated sources
add_custom_target(fuzz-build DEPENDS kc_fuzz)

include(${CMAKE_SOURCE_DIR}/fuzz/targets.cmake)
add_test(NAME fuzz.build COMMAND ${CMAKE_COMMAND} --build ${CMAKE_BINARY_DIR} --target fuzz-build)
# COST: one of the longest tests; a fresh build (no ctest timing file yet) starts it first under -j.
set_tests_properties(fuzz.build PROPERTIES FIXTURES_SETUP kc_fuzz_built TIMEOUT 3600 RESOURCE_LOCK kc_main_build
                                           COST 300)
foreach(_t ${KC_FUZZ_TARGETS})
  add_test(NAME fuzz.${_t}.smoke
    COMMAND ${CMAKE_COMMAND} -DEXE=${CMAKE_BINARY_DIR}/fuzz/fuzz_${_t}
            -DCORPUS=${CMAKE_SOURCE_DIR}/fuzz/corpus/${_t}
            -DWORK=${CMAKE_BINARY_DIR}/fuzz/smoke/${_t}
            -DARTIFACTS=${CMAKE_BINARY_DIR}/fuzz/artifacts/${_t}
            -DSECONDS=${KC_FUZZ_SMOKE_SECONDS}
            -P ${CMAKE_SOURCE_DIR}/fuzz/smoke.cmake)
  set_tests_properties(fuzz.${_t}.smoke PROPERTIES FIXTURES_REQUIRED kc_fuzz_built
    TIMEOUT 300 ENVIRONMENT "UBSAN_OPTIONS=print_stacktrace=1;ASAN_OPTIONS=detect_leaks=1")
endforeach()
# sanitize.<target>: the sanitized unit tests the same sub-build compiles (fuzz/targets.cmake), each
# executable whole in one process; any ASan, UBSan or LeakSanitizer report fails it.
foreach(_t ${KC_SAN_TEST_TARGETS})
  add_test(NAME sanitize.${_t} COMMAND ${CMAKE_BINARY_DIR}/fuzz/sanitize/${_t} ${KC_SAN_TEST_SPEC_${_t}})
  set_tests_properties(sanitize.${_t} PROPERTIES FIXTURES_REQUIRED kc_fuzz_built TIMEOUT 600
    ENVIRONMENT "UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1;ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1:check_initialization_order=1")
endforeach()
message(STATUS "fuzz: ${KC_FUZZ_CXX}: targets ${KC_FUZZ_TARGETS} (cmake --build . --target fuzz-build; ctest -R '^fuzz\\.')")
