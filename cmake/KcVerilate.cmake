# Verilator integration: every RTL model is verilated ONCE, in --cc mode, into a static library
# that the SystemC simulators, the plain-C++ benchmark harness and the unit tests all link.
#
# We drive Verilator ourselves (add_custom_command) instead of using verilator-config.cmake's
# verilate(): that one runs Verilator at configure time, which cannot see sources generated at
# build time (the ISA and configuration packages), and it compiles the Verilator runtime into
# every target. Here the runtime is one library (kc_verilated_rt) and each model is one
# `Vprefix__ALL.a` built by Verilator's own makefile (with ccache when available).

find_program(KC_VERILATOR_BIN verilator REQUIRED)
find_program(KC_MAKE_BIN NAMES gmake make REQUIRED)
set(KC_VERILATOR_ROOT /usr/share/verilator CACHE PATH "Verilator installation root")
set(KC_VINC ${KC_VERILATOR_ROOT}/include)
find_package(ZLIB REQUIRED)

# Optimisation of the C++ Verilator writes, for its own makefile (every model's build passes these
# plus its OPT_FAST). Verilator puts code that runs once — construction, initial and settle
# evaluation, coverage-point registration, a waveform's declarations and first full dump — into
# *__Slow.cpp files. They are up to half of a model's C++ and, being huge straight-line functions,
# the most expensive to optimise (one 4 MB file of plena's coverage model: 126 s of CPU at -Os,
# 9 s at -O0; docs/performance.md), for nothing a run would notice: they are compiled at -O0.
set(KC_VERILATED_MAKE_OPTS VM_PARALLEL_BUILDS=1 OPT_SLOW=-O0 OPT_GLOBAL=-Os)

# The runtime, compiled once. Models are built with tracing code (FST) so that any simulator can
# open a waveform window on request; when no trace is open the cost is a flag test per cycle.
add_library(kc_verilated_rt STATIC
  ${KC_VINC}/verilated.cpp
  ${KC_VINC}/verilated_fst_c.cpp
  ${KC_VINC}/verilated_threads.cpp)
target_include_directories(kc_verilated_rt SYSTEM PUBLIC ${KC_VINC} ${KC_VINC}/vltstd)
target_compile_definitions(kc_verilated_rt PUBLIC VM_TRACE=1 VM_TRACE_FST=1 VM_TRACE_VCD=0 VM_COVERAGE=0 VM_SC=0)
target_compile_options(kc_verilated_rt PRIVATE -w -Os)
target_link_libraries(kc_verilated_rt PUBLIC Threads::Threads ZLIB::ZLIB atomic)
# The sanitizer build: gcc's UBSan reports "member access within null pointer of type 'struct
# ThreadLocal'" when code outside verilated.cpp reaches Verilator's extern thread_local
# (Verilated::t_s, via threadContextp() in verilated.h): the null check is applied to the TLS
# address gcc computes through its TLS wrapper, which is never null (the uninstrumented build runs
# the same code). Everything that includes verilated.h compiles without that one check; ASan still
# reports real null dereferences as SEGV.
# And the FST writer Verilator bundles (GTKWave's fstapi.c, compiled into verilated_fst_c.cpp)
# relies on what gcc on x86 (the build's target) defines: 32-bit stores at unaligned addresses
# (fstWriterUint32WithVarint32) and left shifts of negative values (fstWriterFlushContextPrivate2).
# The runtime itself, code from outside the project, compiles without those two UBSan checks.
if(KC_SANITIZE)
  target_compile_options(kc_verilated_rt INTERFACE -fno-sanitize=null)
  target_compile_options(kc_verilated_rt PRIVATE -fno-sanitize=alignment,shift)
endif()

# Coverage runtime (VerilatedCovContext: the counters of models verilated with --coverage and their
# .dat writer), linked only by the coverage simulators (kc-sim-<platform>-cov); the models of every
# other program carry no coverage points.
add_library(kc_verilated_cov STATIC EXCLUDE_FROM_ALL ${KC_VINC}/verilated_cov.cpp)
target_compile_options(kc_verilated_cov PRIVATE -w -Os)
target_compile_definitions(kc_verilated_cov PRIVATE VM_COVERAGE=1)
target_link_libraries(kc_verilated_cov PUBLIC kc_verilated_rt)

# kc_verilate(<target>
#   TOP <module> PREFIX <Vname>
#   SOURCES <sv files...>          (order matters: packages first)
#   [INCLUDE_DIRS <dirs...>]
#   [DEPENDS <extra files/targets...>]
#   [ARGS <extra verilator args...>]
#   [NOT_ALL])                     (built only when something that links it is built, not by `all`)
# Defines INTERFACE library <target>: link it to get the model (<PREFIX>.h) and the runtime.
function(kc_verilate target)
  cmake_parse_arguments(KV "NOT_ALL" "TOP;PREFIX" "SOURCES;INCLUDE_DIRS;DEPENDS;ARGS" ${ARGN})
  set(mdir ${CMAKE_CURRENT_BINARY_DIR}/${target}.vdir)
  file(MAKE_DIRECTORY ${mdir})
  set(incargs)
  foreach(d ${KV_INCLUDE_DIRS})
    list(APPEND incargs -I${d})
  endforeach()
  set(objcache)
  if(CCACHE_PROGRAM)
    set(objcache OBJCACHE=${CCACHE_PROGRAM})
  endif()
  add_custom_command(
    OUTPUT ${mdir}/${KV_PREFIX}__ALL.a ${mdir}/${KV_PREFIX}.h
    COMMAND ${KC_VERILATOR_BIN} --cc --trace-fst --top-module ${KV_TOP} --prefix ${KV_PREFIX}
            --Mdir ${mdir} -O3 ${incargs} ${KV_ARGS} ${KV_SOURCES}
    COMMAND ${KC_MAKE_BIN} -s -C ${mdir} -f ${KV_PREFIX}.mk ${KV_PREFIX}__ALL.a
            ${KC_VERILATED_MAKE_OPTS} OPT_FAST=-O2 ${objcache} -j2
    DEPENDS ${KV_SOURCES} ${KV_DEPENDS}
    COMMENT "Verilating ${KV_TOP} into ${target}"
    VERBATIM)
  set(all ALL)
  if(KV_NOT_ALL)
    set(all)
  endif()
  add_custom_target(${target}_build ${all} DEPENDS ${mdir}/${KV_PREFIX}__ALL.a)
  add_library(${target} INTERFACE)
  target_include_directories(${target} SYSTEM INTERFACE ${mdir})
  target_link_libraries(${target} INTERFACE ${mdir}/${KV_PREFIX}__ALL.a kc_verilated_rt)
  add_dependencies(${target} ${target}_build)
endfunction()

