# The hardware configurations a build tree verilates by default.
#
# KC_HW_SET=all (the default) verilates what the tests need; KC_HW_SET=default verilates only each
# platform's `default` configuration and no coverage model, and builds no tests: what `make demo`
# configures a new tree with, so that a newcomer's first command compiles only the hardware it
# runs (docs/performance.md, "Build time"). `make build` and `make test` switch such a tree to
# `all` (they clear the KC_*_CONFIGS entries, which then take the defaults of `all` again); the
# models already built stay built.
#
# kc_hw_configs(<var> "<doc>" [COVERAGE] <cfg>...) declares the cache list <var> of a platform's
# configurations to verilate (its coverage models with COVERAGE), whose default is <cfg>... under
# `all` and `default` (nothing, for COVERAGE) under KC_HW_SET=default. A value set by the user
# (-D<var>=...) wins, as for any cache entry.
set(KC_HW_SET "all" CACHE STRING "hardware a new build tree verilates by default: all | default (make demo)")
set_property(CACHE KC_HW_SET PROPERTY STRINGS all default)
if(NOT KC_HW_SET MATCHES "^(all|default)$")
  message(FATAL_ERROR "KC_HW_SET: '${KC_HW_SET}' is neither `all` nor `default`")
endif()

function(kc_hw_configs var doc)
  set(cfgs ${ARGN})
  set(coverage FALSE)
  if(cfgs AND "${ARGV2}" STREQUAL "COVERAGE")
    list(REMOVE_AT cfgs 0)
    set(coverage TRUE)
  endif()
  if(KC_HW_SET STREQUAL "default")
    if(coverage)
      set(cfgs "")
    else()
      set(cfgs default)
    endif()
  endif()
  set(${var} "${cfgs}" CACHE STRING "${doc}")
endfunction()
