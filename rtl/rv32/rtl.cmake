# ==================================================================================================
# The rv32 core RTL (included by rtl/rv32/CMakeLists.txt after gen.cmake and fpu/fpu.cmake).
#
# Each configuration in KC_RV32_CONFIGS is verilated once into a static library rv32_core_<cfg>
# (model class Vrv32_<cfg>) that the tests, the lock-step checker, the plain benchmark harness
# and kc-sim-rv32 link. The ordered source list of every configuration (generated packages
# first) is written to ${KC_RV32_GEN_DIR}/<cfg>/rtl_sources.f, so that lint, Yosys and
# Verilator read exactly the same files.
#
# Post-synthesis simulation: Yosys synthesises the `small` configuration to a generic gate
# netlist and Verilator builds it with the same top ports as rv32_core_small_syn (model class
# Vrv32_small_syn; kc_netlist, cmake/KcNetlist.cmake, option KC_NETLIST_SIM); tests/rv32/rtl
# runs programs on both and compares the traces cycle by cycle.
# ==================================================================================================
kc_hw_configs(KC_RV32_CONFIGS
    "rv32 hardware configurations to verilate (rtl/rv32/cfg/<name>.yaml); the tests need small and default"
    small default fpga ice40)

# The core needs the generated packages (gen.cmake) and the FPU (fpu/fpu.cmake).
if(NOT DEFINED KC_RV32_GEN_DIR OR NOT DEFINED KC_RV32_ISA_PKG OR NOT DEFINED KC_RV32_ALL_CONFIGS
   OR NOT DEFINED KC_RV32_FPU_RTL OR NOT TARGET rv32_gen)
  message(STATUS "rv32 core: generated packages or FPU sources not defined yet; core targets skipped")
  return()
endif()

set(_rtl ${CMAKE_CURRENT_SOURCE_DIR})
set(KC_RV32_CORE_RTL
  ${_rtl}/rv32_pkg.sv
  ${_rtl}/rv32_alu.sv
  ${_rtl}/rv32_mul.sv
  ${_rtl}/rv32_div.sv
  ${_rtl}/rv32_regfile.sv
  ${_rtl}/rv32_tcm.sv
  ${_rtl}/rv32_tcm_banks.sv
  ${_rtl}/rv32_decode.sv
  ${_rtl}/rv32_issue.sv
  ${_rtl}/rv32_fetch.sv
  ${_rtl}/rv32_lsu.sv
  ${_rtl}/rv32_csr.sv
  ${_rtl}/rv32_ex.sv
  ${_rtl}/rv32_pipe.sv
  ${_rtl}/rv32_ctrl.sv
  ${_rtl}/rv32_core.sv
  CACHE INTERNAL "rv32 core RTL (after the generated packages and the FPU)")

# Verilator waivers: the generated packages' and the FPU's own files when their owners provide
# them, then the core's.
set(_vlt)
foreach(_f ${_rtl}/rv32_generated.vlt ${_rtl}/fpu/rv32_fpu.vlt ${_rtl}/rv32.vlt)
  if(EXISTS ${_f})
    list(APPEND _vlt ${_f})
  endif()
endforeach()
set(KC_RV32_VLT ${_vlt} CACHE INTERNAL "Verilator waiver files for the rv32 core")

foreach(_c ${KC_RV32_ALL_CONFIGS})
  set(_srcs ${KC_RV32_GEN_DIR}/${_c}/rv32_cfg_pkg.sv ${KC_RV32_ISA_PKG} ${KC_RV32_FPU_RTL}
            ${KC_RV32_CORE_RTL})
  string(REPLACE ";" "\n" _lines "${_srcs}")
  file(GENERATE OUTPUT ${KC_RV32_GEN_DIR}/${_c}/rtl_sources.f CONTENT "${_lines}\n")
  set(KC_RV32_SOURCES_${_c} ${_srcs} CACHE INTERNAL "rv32 RTL sources for configuration ${_c}")
endforeach()

foreach(_c ${KC_RV32_CONFIGS})
  if(NOT _c IN_LIST KC_RV32_ALL_CONFIGS)
    message(FATAL_ERROR "KC_RV32_CONFIGS: '${_c}' is not an rv32 configuration (${KC_RV32_ALL_CONFIGS})")
  endif()
  kc_verilate(rv32_core_${_c}
    TOP rv32_core
    PREFIX Vrv32_${_c}
    SOURCES ${KC_RV32_VLT} ${KC_RV32_SOURCES_${_c}}
    INCLUDE_DIRS ${KC_RV32_GEN_DIR}/${_c}
    DEPENDS rv32_gen)
endforeach()

# Coverage models (KC_RV32_COV_CONFIGS): the same sources verilated with --coverage into
# rv32_core_<cfg>_cov (class Vrv32_<cfg>_cov), for kc-sim-rv32-cov only; built on demand
# (`cmake --build build --target kc-sim-rv32-cov`), never by `all`.
kc_hw_configs(KC_RV32_COV_CONFIGS "rv32 configurations of the coverage simulator kc-sim-rv32-cov" COVERAGE small)
foreach(_c ${KC_RV32_COV_CONFIGS})
  if(NOT _c IN_LIST KC_RV32_ALL_CONFIGS)
    message(FATAL_ERROR "KC_RV32_COV_CONFIGS: '${_c}' is not an rv32 configuration (${KC_RV32_ALL_CONFIGS})")
  endif()
  kc_verilate(rv32_core_${_c}_cov NOT_ALL
    TOP rv32_core
    PREFIX Vrv32_${_c}_cov
    SOURCES ${KC_RV32_VLT} ${KC_RV32_SOURCES_${_c}}
    INCLUDE_DIRS ${KC_RV32_GEN_DIR}/${_c}
    DEPENDS rv32_gen
    ARGS --coverage)
endforeach()

# ---- Yosys ----------------------------------------------------------------------------------
# Resource counts (fpga/rv32/synth.sh): `cmake --build <build> --target synth-rv32-fpga` (Xilinx
# 7-series, configuration fpga) and synth-rv32-small (iCE40, configuration small, with the
# UP5K / HX8K fit verdict). Not part of the default build.
if(KC_YOSYS_BIN)
  add_custom_target(synth-rv32-fpga
    COMMAND ${CMAKE_SOURCE_DIR}/fpga/rv32/synth.sh ${CMAKE_BINARY_DIR} fpga xc7 3600
    DEPENDS rv32_gen
    WORKING_DIRECTORY ${CMAKE_SOURCE_DIR}
    USES_TERMINAL)
  add_custom_target(synth-rv32-small
    COMMAND ${CMAKE_SOURCE_DIR}/fpga/rv32/synth.sh ${CMAKE_BINARY_DIR} small ice40 3600
    DEPENDS rv32_gen
    WORKING_DIRECTORY ${CMAKE_SOURCE_DIR}
    USES_TERMINAL)
endif()

# ---- Post-synthesis netlist of `small` --------------------------------------------------------
if("small" IN_LIST KC_RV32_CONFIGS)
  kc_netlist(rv32_core_small_syn
    TOP rv32_core
    PREFIX Vrv32_small_syn
    SOURCES_F ${KC_RV32_GEN_DIR}/small/rtl_sources.f
    DEPENDS ${KC_RV32_SOURCES_small} rv32_gen)
endif()
