# ==================================================================================================
# The coral core RTL (included by rtl/coral/CMakeLists.txt after gen.cmake; needs the rv32 core,
# rtl/rv32/rtl.cmake): the rv32 core built with VEC_EN = 1 plus the vector unit in rtl/coral/rtl.
#
# The rv32 core reads its configuration from a package named rv32_cfg_pkg. For coral that package
# is coral_cfg_pkg of the same YAML (a superset: the rv32 keys plus `vector:`) under the rv32 name,
# ${KC_CORAL_GEN_DIR}/<cfg>/rv32_cfg_pkg.sv, written at build time from the generated coral_cfg_pkg.
# The scalar decode stays the rv32 table's (rv32_isa_pkg: vector words are illegal there); the
# vector decode is coral_isa_pkg's (coral_vec_ctrl, coral_vec_exec).
#
# kc_coral_core(<cfg>) verilates configuration <cfg> once into the static library coral_core_<cfg>
# (model class Vcoral_<cfg>) and writes its ordered source list to ${KC_CORAL_GEN_DIR}/<cfg>/
# rtl_sources.f, which lint, Yosys and Verilator all read. KC_CORAL_CONFIGS names the configurations
# built (the tests need small and default). `small` is also synthesised to a gate netlist (below).
# ==================================================================================================
kc_hw_configs(KC_CORAL_CONFIGS
    "coral hardware configurations to verilate (rtl/coral/cfg/<name>.yaml); the tests need small and default"
    small default)

if(NOT DEFINED KC_RV32_CORE_RTL OR NOT DEFINED KC_RV32_FPU_RTL OR NOT DEFINED KC_RV32_ISA_PKG)
  message(STATUS "coral core: the rv32 core RTL is not defined; coral core targets skipped")
  return()
endif()

set(_crtl ${CMAKE_CURRENT_SOURCE_DIR}/rtl)
set(KC_CORAL_UNIT_RTL
  ${_crtl}/coral_vec_pkg.sv
  ${_crtl}/coral_vec_vrf.sv
  ${_crtl}/coral_vec_alu.sv
  ${_crtl}/coral_vec_red.sv
  ${_crtl}/coral_vec_div.sv
  ${_crtl}/coral_vec_queue.sv
  ${_crtl}/coral_vec_exec.sv
  ${_crtl}/coral_vec_unit.sv
  ${_crtl}/coral_vec_ctrl.sv
  ${_crtl}/coral_core.sv
  CACHE INTERNAL "coral vector unit and top RTL (after the rv32 core)")
set(KC_CORAL_VLT ${KC_RV32_VLT} ${_crtl}/coral.vlt CACHE INTERNAL "Verilator waiver files for the coral core")

function(kc_coral_core cfg)
  set(_dir ${KC_CORAL_GEN_DIR}/${cfg})
  # coral_cfg_pkg under the name the rv32 core reads.
  add_custom_command(
    OUTPUT ${_dir}/rv32_cfg_pkg.sv
    COMMAND ${CMAKE_COMMAND} -DIN=${_dir}/coral_cfg_pkg.sv -DOUT=${_dir}/rv32_cfg_pkg.sv
            -P ${CMAKE_CURRENT_SOURCE_DIR}/rename_cfg_pkg.cmake
    DEPENDS ${_dir}/coral_cfg_pkg.sv ${CMAKE_CURRENT_SOURCE_DIR}/rename_cfg_pkg.cmake coral_gen
    COMMENT "coral ${cfg}: coral_cfg_pkg as rv32_cfg_pkg"
    VERBATIM)
  set(_srcs ${_dir}/coral_cfg_pkg.sv ${_dir}/rv32_cfg_pkg.sv ${KC_RV32_ISA_PKG} ${KC_CORAL_ISA_PKG}
            ${KC_RV32_FPU_RTL} ${KC_RV32_CORE_RTL} ${KC_CORAL_UNIT_RTL})
  string(REPLACE ";" "\n" _lines "${_srcs}")
  file(GENERATE OUTPUT ${_dir}/rtl_sources.f CONTENT "${_lines}\n")
  set(KC_CORAL_SOURCES_${cfg} ${_srcs} CACHE INTERNAL "coral RTL sources for configuration ${cfg}")
  add_custom_target(coral_rtl_sources_${cfg} DEPENDS ${_dir}/rv32_cfg_pkg.sv)
  kc_verilate(coral_core_${cfg}
    TOP coral_core
    PREFIX Vcoral_${cfg}
    SOURCES ${KC_CORAL_VLT} ${_srcs}
    INCLUDE_DIRS ${_dir}
    DEPENDS coral_gen rv32_gen coral_rtl_sources_${cfg})
  # The coverage model of this configuration (KC_CORAL_COV_CONFIGS): the same sources verilated
  # with --coverage into coral_core_<cfg>_cov (class Vcoral_<cfg>_cov), for kc-sim-coral-cov only;
  # built on demand, never by `all`.
  if(cfg IN_LIST KC_CORAL_COV_CONFIGS)
    kc_verilate(coral_core_${cfg}_cov NOT_ALL
      TOP coral_core
      PREFIX Vcoral_${cfg}_cov
      SOURCES ${KC_CORAL_VLT} ${_srcs}
      INCLUDE_DIRS ${_dir}
      DEPENDS coral_gen rv32_gen coral_rtl_sources_${cfg}
      ARGS --coverage)
  endif()
endfunction()

kc_hw_configs(KC_CORAL_COV_CONFIGS
    "coral configurations of the coverage simulator kc-sim-coral-cov (each must be in KC_CORAL_CONFIGS)" COVERAGE small)
foreach(_c ${KC_CORAL_COV_CONFIGS})
  if(NOT _c IN_LIST KC_CORAL_CONFIGS)
    message(FATAL_ERROR "KC_CORAL_COV_CONFIGS: '${_c}' is not in KC_CORAL_CONFIGS (${KC_CORAL_CONFIGS})")
  endif()
endforeach()

foreach(_c ${KC_CORAL_CONFIGS})
  if(NOT _c IN_LIST KC_CORAL_ALL_CONFIGS)
    message(FATAL_ERROR "KC_CORAL_CONFIGS: '${_c}' is not a coral configuration (${KC_CORAL_ALL_CONFIGS})")
  endif()
  kc_coral_core(${_c})
endforeach()

# ---- Post-synthesis netlist of `small` --------------------------------------------------------
# Yosys synthesises the small configuration to a generic gate netlist, verilated with the same top
# ports (model class Vcoral_small_syn; kc_netlist, cmake/KcNetlist.cmake, option KC_NETLIST_SIM);
# tests/coral/rtl runs programs on both and compares them cycle by cycle.
if("small" IN_LIST KC_CORAL_CONFIGS)
  kc_netlist(coral_core_small_syn
    TOP coral_core
    PREFIX Vcoral_small_syn
    SOURCES_F ${KC_CORAL_GEN_DIR}/small/rtl_sources.f
    DEPENDS ${KC_CORAL_SOURCES_small} coral_gen rv32_gen coral_rtl_sources_small)
endif()
