# ==================================================================================================
# kc_gen_platform: one platform's single sources (ISA tables + hardware configurations) -> the files
# kc-gen writes for it, the targets that build them and the docs they publish. Every platform's
# rtl/<platform> folder calls it once; what differs between platforms is an argument.
#
#   kc_gen_platform(<p>
#     ISA <yaml>...            ISA tables, in the order kc-gen reads them (each becomes --isa)
#     CONFIGS <cfg>...         hardware configurations: cfg/<cfg>.yaml beside the caller
#     CFG_FILES <file>...      files written per configuration into <gen>/<cfg>/ (default
#                              <p>_cfg_pkg.sv; the first one is published as KC_<P>_CFG_PKG_<cfg>)
#     EXTRA_OUTPUTS <file>...  further files kc-gen writes into <gen>/ (besides the standard
#                              <p>_isa_pkg.sv, <p>_isa_table.{h,cpp}, <p>_configs.{h,cpp}, <p>_isa.md,
#                              <p>_configs.md)
#     DOCS <gen-file> <docs-path> ...   pairs: generated reference -> committed copy under docs/
#                              (target update-docs-<p>, part of update-docs; the ctest
#                              docs.<p>_generated_up_to_date fails while they differ)
#     LIB_SOURCES <src>...     further sources of the C++ table library kc_<p>_isa
#     COMMENT <text>)          what the kc-gen step says while it runs
#
# Defines: the custom command running `kc-gen <p>` (it writes a file only when its content changes,
# so an edit that does not change an output re-verilates nothing), target <p>_gen, library
# kc_<p>_isa (generated C++ tables + LIB_SOURCES, include dir <gen>), target update-docs-<p>.
# Sets (cache): KC_<P>_GEN_DIR, KC_<P>_ISA_PKG, KC_<P>_ALL_CONFIGS, KC_<P>_GEN_OUTPUTS,
# KC_<P>_GEN_LIB_SOURCES, KC_<P>_CFG_PKG_<cfg>, KC_<P>_DOCS, and adds <p> to KC_GEN_PLATFORMS (the
# fuzz sub-build rebuilds every platform's table library from these). Needs KC_GEN_DIR and the
# kc-gen target.
# ==================================================================================================
# Filled afresh by every configure (a platform taken out of the tree leaves no stale entry).
set(KC_GEN_PLATFORMS "" CACHE INTERNAL "platforms with a kc-gen ISA table")
function(kc_gen_platform p)
  cmake_parse_arguments(G "" "COMMENT" "ISA;CONFIGS;CFG_FILES;EXTRA_OUTPUTS;DOCS;LIB_SOURCES" ${ARGN})
  if(NOT G_ISA OR NOT G_CONFIGS OR NOT G_DOCS)
    message(FATAL_ERROR "kc_gen_platform(${p}): ISA, CONFIGS and DOCS are required")
  endif()
  if(NOT G_CFG_FILES)
    set(G_CFG_FILES ${p}_cfg_pkg.sv)
  endif()
  string(TOUPPER ${p} P)
  set(gen ${KC_GEN_DIR}/${p})
  set(KC_${P}_GEN_DIR ${gen} CACHE INTERNAL "generated ${p} sources (kc-gen ${p})")
  set(KC_${P}_ISA_PKG ${gen}/${p}_isa_pkg.sv CACHE INTERNAL "generated ${p} ISA package")
  set(KC_${P}_ALL_CONFIGS ${G_CONFIGS} CACHE INTERNAL "every ${p} hardware configuration (cfg/<name>.yaml)")
  set(KC_${P}_DOCS ${G_DOCS} CACHE INTERNAL "${p}: generated reference, committed copy (pairs)")

  set(isa_args)
  foreach(y ${G_ISA})
    list(APPEND isa_args --isa ${y})
  endforeach()
  set(cfg_args)
  set(cfg_yamls)
  set(cfg_outputs)
  list(GET G_CFG_FILES 0 pkg_file)
  foreach(c ${G_CONFIGS})
    set(y ${CMAKE_CURRENT_SOURCE_DIR}/cfg/${c}.yaml)
    list(APPEND cfg_args --cfg ${y})
    list(APPEND cfg_yamls ${y})
    foreach(f ${G_CFG_FILES})
      list(APPEND cfg_outputs ${gen}/${c}/${f})
    endforeach()
    set(KC_${P}_CFG_PKG_${c} ${gen}/${c}/${pkg_file} CACHE INTERNAL "generated ${pkg_file} of ${p} configuration ${c}")
  endforeach()

  set(outputs
    ${gen}/${p}_isa_pkg.sv
    ${gen}/${p}_isa_table.h ${gen}/${p}_isa_table.cpp
    ${gen}/${p}_configs.h ${gen}/${p}_configs.cpp
    ${gen}/${p}_isa.md ${gen}/${p}_configs.md)
  foreach(f ${G_EXTRA_OUTPUTS})
    list(APPEND outputs ${gen}/${f})
  endforeach()
  list(APPEND outputs ${cfg_outputs})
  set(KC_${P}_GEN_OUTPUTS ${outputs} CACHE INTERNAL "files written by kc-gen ${p}")
  set(KC_${P}_GEN_LIB_SOURCES ${G_LIB_SOURCES} CACHE INTERNAL "further sources of kc_${p}_isa")
  set(_platforms ${KC_GEN_PLATFORMS} ${p})
  list(REMOVE_DUPLICATES _platforms)
  set(KC_GEN_PLATFORMS ${_platforms} CACHE INTERNAL "platforms with a kc-gen ISA table")

  add_custom_command(
    OUTPUT ${outputs}
    COMMAND kc-gen ${p} ${isa_args} ${cfg_args} --out ${gen} --root ${CMAKE_SOURCE_DIR}
    DEPENDS kc-gen ${G_ISA} ${cfg_yamls}
    COMMENT "kc-gen ${p}: ${G_COMMENT}"
    VERBATIM)
  add_custom_target(${p}_gen DEPENDS ${outputs})

  add_library(kc_${p}_isa STATIC ${gen}/${p}_isa_table.cpp ${gen}/${p}_configs.cpp ${G_LIB_SOURCES})
  target_include_directories(kc_${p}_isa PUBLIC ${gen})
  if(G_LIB_SOURCES)
    target_include_directories(kc_${p}_isa PRIVATE ${CMAKE_SOURCE_DIR}/harness/gen/runtime)
  endif()
  add_dependencies(kc_${p}_isa ${p}_gen)

  set(copies)
  set(doc_dirs)
  set(doc_srcs)
  list(LENGTH G_DOCS n)
  math(EXPR last "${n} - 1")
  foreach(i RANGE 0 ${last} 2)
    math(EXPR j "${i} + 1")
    list(GET G_DOCS ${i} src)
    list(GET G_DOCS ${j} dst)
    get_filename_component(dir ${CMAKE_SOURCE_DIR}/${dst} DIRECTORY)
    list(APPEND doc_dirs ${dir})
    list(APPEND doc_srcs ${gen}/${src})
    list(APPEND copies COMMAND ${CMAKE_COMMAND} -E copy_if_different ${gen}/${src} ${CMAKE_SOURCE_DIR}/${dst})
  endforeach()
  list(REMOVE_DUPLICATES doc_dirs)
  add_custom_target(update-docs-${p}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${doc_dirs}
    ${copies}
    DEPENDS ${doc_srcs}
    COMMENT "Copying the generated ${p} references to docs/"
    VERBATIM)
  if(NOT TARGET update-docs)
    add_custom_target(update-docs)
  endif()
  add_dependencies(update-docs update-docs-${p})
endfunction()

# ==================================================================================================
# kc_isa_sv_tests: the tests every platform's generated SV packages get, in the caller's test folder
# (which holds <p>_isa_decode_check.sv, a combinational wrapper of the decode package, and
# <p>_cfg_pkg_check.sv, which reads a configuration package):
#   <p>.isa.sv_lint, <p>.isa.sv_lint_cfg_<cfg>   Verilator --lint-only -Wall
#   <p>.isa.sv_yosys_cfg_<cfg>                   Yosys 0.23 reads each configuration package
#   <p>_isa_rtl_tests (RTL_TEST)                 the verilated package and the verilated Yosys netlist
#                                                of the wrapper (<p>_isa_decode_vl,
#                                                <p>_isa_decode_netlist_vl) against the C++ decode
#   docs.<p>_generated_up_to_date                the committed docs equal the generated references
#
#   kc_isa_sv_tests(<p> RTL_TEST <source> [LIBS <lib>...] [YOSYS_ERRORS <pattern>...])
# YOSYS_ERRORS are `yosys -e` patterns (default "." : every warning is an error; an unresolved
# package name is only a warning in Yosys 0.23 and silently becomes a wire).
# ==================================================================================================
function(kc_isa_sv_tests p)
  cmake_parse_arguments(T "" "RTL_TEST" "LIBS;YOSYS_ERRORS" ${ARGN})
  if(NOT T_YOSYS_ERRORS)
    set(T_YOSYS_ERRORS ".")
  endif()
  set(yosys_e)
  foreach(pat ${T_YOSYS_ERRORS})
    list(APPEND yosys_e -e "${pat}")
  endforeach()
  string(TOUPPER ${p} P)
  set(sv ${CMAKE_CURRENT_SOURCE_DIR})
  set(pkg ${KC_${P}_ISA_PKG})

  add_test(NAME ${p}.isa.sv_lint
    COMMAND ${KC_VERILATOR_BIN} --lint-only -Wall --top-module ${p}_isa_decode_check
            ${pkg} ${sv}/${p}_isa_decode_check.sv)
  foreach(c ${KC_${P}_ALL_CONFIGS})
    add_test(NAME ${p}.isa.sv_lint_cfg_${c}
      COMMAND ${KC_VERILATOR_BIN} --lint-only -Wall --top-module ${p}_cfg_pkg_check
              ${KC_${P}_CFG_PKG_${c}} ${sv}/${p}_cfg_pkg_check.sv)
  endforeach()

  kc_verilate(${p}_isa_decode_vl
    TOP ${p}_isa_decode_check
    PREFIX V${p}_isa_decode_check
    SOURCES ${pkg} ${sv}/${p}_isa_decode_check.sv
    DEPENDS ${p}_gen)

  if(KC_YOSYS_BIN)
    foreach(c ${KC_${P}_ALL_CONFIGS})
      add_test(NAME ${p}.isa.sv_yosys_cfg_${c}
        COMMAND ${KC_YOSYS_BIN} -q ${yosys_e} -p
          "read_verilog -sv ${KC_${P}_CFG_PKG_${c}} ${sv}/${p}_cfg_pkg_check.sv; hierarchy -top ${p}_cfg_pkg_check; proc")
    endforeach()
    set(net ${CMAKE_CURRENT_BINARY_DIR}/${p}_isa_decode_netlist.v)
    add_custom_command(
      OUTPUT ${net}
      COMMAND ${KC_YOSYS_BIN} -q ${yosys_e} -l ${CMAKE_CURRENT_BINARY_DIR}/${p}_isa_decode_yosys.log -p
        "read_verilog -sv ${pkg} ${sv}/${p}_isa_decode_check.sv; synth -flatten -top ${p}_isa_decode_check; write_verilog -noattr ${net}"
      DEPENDS ${pkg} ${sv}/${p}_isa_decode_check.sv ${p}_gen
      COMMENT "Yosys: synthesizing the ${p} decode wrapper"
      VERBATIM)
    kc_verilate(${p}_isa_decode_netlist_vl
      TOP ${p}_isa_decode_check
      PREFIX V${p}_isa_decode_netlist
      SOURCES ${net}
      ARGS -Wno-fatal -Wno-lint -Wno-style
      DEPENDS ${net})
    add_executable(${p}_isa_rtl_tests ${T_RTL_TEST})
    target_link_libraries(${p}_isa_rtl_tests PRIVATE kc_${p}_isa ${T_LIBS}
                          ${p}_isa_decode_vl ${p}_isa_decode_netlist_vl Catch2::Catch2WithMain)
    catch_discover_tests(${p}_isa_rtl_tests)
  else()
    message(WARNING "yosys not found: the ${p} decode netlist test is not built")
  endif()

  set(pairs)
  list(LENGTH KC_${P}_DOCS n)
  math(EXPR last "${n} - 1")
  foreach(i RANGE 0 ${last} 2)
    math(EXPR j "${i} + 1")
    list(GET KC_${P}_DOCS ${i} src)
    list(GET KC_${P}_DOCS ${j} dst)
    list(APPEND pairs "${KC_${P}_GEN_DIR}/${src}|${CMAKE_SOURCE_DIR}/${dst}")
  endforeach()
  string(REPLACE ";" "," pairs "${pairs}")
  add_test(NAME docs.${p}_generated_up_to_date
    COMMAND ${CMAKE_COMMAND} "-DPAIRS=${pairs}" -P ${CMAKE_SOURCE_DIR}/tests/plena/isa/check_docs.cmake)
endfunction()
