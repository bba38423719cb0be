# kc_add_baseline_tests(PLATFORM HW TASKS...): one ctest entry per baseline case,
# <platform>.<hw>.<task>.<config> (`ctest -R rv32.small.sort`), for every configuration of every
# listed task (read from tasks/l*/<task>/task.yaml, so adding a configuration adds a test; cmake
# re-runs when a spec changes). Each runs `kernelcraft regress --baselines --fresh-seed` filtered to
# its case: the baseline must pass on the RTL on the standard seed and on a fresh random seed (the
# success rule), and its cycles must not exceed the last passing result in the build tree's
# results database (the simulator is deterministic).
function(kc_add_baseline_tests platform hw)
  file(GLOB _specs CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tasks/l*/*/task.yaml)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${_specs})
  foreach(_spec ${_specs})
    get_filename_component(_dir ${_spec} DIRECTORY)
    get_filename_component(_task ${_dir} NAME)
    if(NOT _task IN_LIST ARGN)
      continue()
    endif()
    file(STRINGS ${_spec} _cfg_lines REGEX "^  (C|H)[0-9]+:")
    foreach(_line ${_cfg_lines})
      string(REGEX MATCH "(C|H)[0-9]+" _cfg "${_line}")
      add_test(NAME ${platform}.${hw}.${_task}.${_cfg}
        COMMAND kernelcraft regress --baselines --platform ${platform} --hw ${hw} -j 1 -q --fresh-seed
                --filter "^${platform}\\.${hw}\\.${_task}\\.${_cfg}$")
    endforeach()
  endforeach()
endfunction()

# kc_add_episode_test(NAME EPISODE PLATFORM TASK CONFIG): a scripted agent episode (EPISODE, a
# path under the source tree) through the real agent loop, tools, toolchain, simulator and results
# store, then its replay — every tool result must come out the same when the transcript's calls are
# executed again. Passes on exit status 0 of both (agent: the episode succeeded; replay: every
# result identical). Its files live in <binary dir>/episode, its evaluation cache beside them.
function(kc_add_episode_test name episode platform task config)
  set(_ep ${CMAKE_CURRENT_BINARY_DIR}/episode)
  add_test(NAME ${name}
    COMMAND sh -c "rm -rf '${_ep}' && mkdir -p '${_ep}' && '$<TARGET_FILE:kernelcraft>' agent -q --model script:${episode} --platform ${platform} --task ${task} --config ${config} --db '${_ep}/results.db' --out '${_ep}/episodes' && '$<TARGET_FILE:kernelcraft>' replay \"$(find '${_ep}/episodes' -name transcript.jsonl | head -n 1)\""
    WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  set_tests_properties(${name} PROPERTIES
    ENVIRONMENT "SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1;KC_CACHE_DIR=${CMAKE_CURRENT_BINARY_DIR}/cache" TIMEOUT 300)
endfunction()

# The coverage campaign (`make test-coverage`, ctest -L coverage; docs/regression.md): the coverage
# simulators are not part of `all`, so each platform's coverage tests start by building its own.
# kc_add_coverage_build(PLATFORM): <platform>.coverage.build builds kc-sim-<platform>-cov
# (fixture kc_<platform>_cov_sim). One build of the tree at a time (RESOURCE_LOCK kc_main_build:
# two Ninja processes in one build directory would build the same steps at once).
function(kc_add_coverage_build platform)
  add_test(NAME ${platform}.coverage.build
    COMMAND ${CMAKE_COMMAND} --build ${CMAKE_BINARY_DIR} --target kc-sim-${platform}-cov)
  set_tests_properties(${platform}.coverage.build PROPERTIES
    FIXTURES_SETUP kc_${platform}_cov_sim LABELS coverage TIMEOUT 3600 RESOURCE_LOCK kc_main_build)
endfunction()

# kc_add_coverage_regress(PLATFORM HW FILTER): after the build above, <platform>.coverage.regress
# runs the baselines whose case names match FILTER on HW with --coverage, in a fresh directory:
# every case must pass, the merged line coverage must be above zero, and the lcov file and the
# HTML report must exist.
function(kc_add_coverage_regress platform hw filter)
  kc_add_coverage_build(${platform})
  set(_d ${CMAKE_CURRENT_BINARY_DIR}/coverage)
  add_test(NAME ${platform}.coverage.regress
    COMMAND sh -c "rm -rf '${_d}' && mkdir -p '${_d}' && cd '${_d}' && \
'$<TARGET_FILE:kernelcraft>' regress --baselines --platform ${platform} --hw ${hw} --filter '${filter}' \
--db cov.db -j 2 --coverage --coverage-dir cov >out.txt 2>&1; rc=$?; cat out.txt; [ $rc -eq 0 ] && \
grep -Eq 'coverage of [0-9]+ runs: line [1-9][0-9]*/' out.txt && test -s cov/coverage.info && \
test -s cov/html/index.html")
  set_tests_properties(${platform}.coverage.regress PROPERTIES
    FIXTURES_REQUIRED kc_${platform}_cov_sim LABELS coverage TIMEOUT 1800
    ENVIRONMENT "SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1")
endfunction()
