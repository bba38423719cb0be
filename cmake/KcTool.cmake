# kc_tool(<target>...): a program the command line runs (a platform's simulator, a virtual board, a
# data tool). Target `tools` builds kernelcraft and every kc_tool without the tests and the extra
# hardware builds only the tests need (netlists, assertion and unit-testbench models, fuzzers):
# what `make demo` builds. Included by every CMake project that adds the platforms' folders (the
# main build and the fuzz sub-build), so their CMake files can register tools unconditionally.
function(kc_tool)
  set_property(GLOBAL APPEND PROPERTY KC_TOOLS ${ARGN})
endfunction()
