# ==================================================================================================
# The aie tile RTL (included by rtl/aie/CMakeLists.txt after gen.cmake).
#
# kc_aie_tile(<cfg>) verilates the tile of one configuration into the library aie_tile_<cfg> (model
# class Vaie_tile_<cfg>); the sources of every configuration (generated packages first) are in
# KC_AIE_TILE_SOURCES_<cfg>, so that lint, Yosys and Verilator read the same files.
# ==================================================================================================
kc_hw_configs(KC_AIE_RTL_CONFIGS
    "aie configurations whose tile is verilated (rtl/aie/cfg/<name>.yaml); the tests need small and default"
    small default)

set(_rtl ${CMAKE_CURRENT_SOURCE_DIR}/rtl)
set(KC_AIE_RTL_DIR ${_rtl} CACHE INTERNAL "aie tile RTL directory")
set(KC_AIE_TILE_RTL
  ${_rtl}/aie_fp_pkg.sv
  ${_rtl}/aie_fp32_pack.sv
  ${_rtl}/aie_fp32_add.sv
  ${_rtl}/aie_bf16_mul.sv
  ${_rtl}/aie_pipe.sv
  ${_rtl}/aie_pm.sv
  ${_rtl}/aie_dm_bank.sv
  ${_rtl}/aie_lsu.sv
  ${_rtl}/aie_dma.sv
  ${_rtl}/aie_agu.sv
  ${_rtl}/aie_bundle_dec.sv
  ${_rtl}/aie_sb.sv
  ${_rtl}/aie_sregs.sv
  ${_rtl}/aie_vregs.sv
  ${_rtl}/aie_scalar.sv
  ${_rtl}/aie_vec_bf16_lane.sv
  ${_rtl}/aie_vec_bmm_lane.sv
  ${_rtl}/aie_vec_imm_lane.sv
  ${_rtl}/aie_vec_emul_lane.sv
  ${_rtl}/aie_vec.sv
  ${_rtl}/aie_nonlin_lane.sv
  ${_rtl}/aie_nonlin.sv
  ${_rtl}/aie_mv.sv
  ${_rtl}/aie_loop.sv
  ${_rtl}/aie_acc_lane.sv
  ${_rtl}/aie_tile.sv
  CACHE INTERNAL "aie tile RTL (after the generated packages)")
set(KC_AIE_VLT ${_rtl}/aie.vlt CACHE INTERNAL "Verilator waivers of the aie tile")

foreach(_c ${KC_AIE_ALL_CONFIGS})
  set(KC_AIE_TILE_SOURCES_${_c} ${KC_AIE_CFG_PKG_${_c}} ${KC_AIE_ISA_PKG} ${KC_AIE_TILE_RTL}
      CACHE INTERNAL "aie tile sources of configuration ${_c}")
  # The same list for the synthesis script (fpga/aie/synth.sh, one file per line).
  string(REPLACE ";" "\n" _lines "${KC_AIE_TILE_SOURCES_${_c}}")
  file(GENERATE OUTPUT ${KC_AIE_GEN_DIR}/${_c}/rtl_sources.f CONTENT "${_lines}\n")
endforeach()

# Resource counts (fpga/aie/synth.sh): `cmake --build <build> --target synth-aie-fpga` (Xilinx
# 7-series, configuration fpga). Not in CI: it takes about 42 CPU minutes (docs/aie/tile-rtl.md).
if(KC_YOSYS_BIN)
  add_custom_target(synth-aie-fpga
    COMMAND ${CMAKE_SOURCE_DIR}/fpga/aie/synth.sh ${CMAKE_BINARY_DIR} fpga xc7 3600
    WORKING_DIRECTORY ${CMAKE_SOURCE_DIR}
    USES_TERMINAL)
endif()

# Verilator options of the tile models, for simulation speed only (the behaviour is the same):
# unroll the loops over the 88 scoreboard resources and the six slots (Verilator keeps a loop of
# more than 64 iterations or 30000 statements, whose part-selects then have variable offsets). The
# coverage model keeps the defaults.
set(KC_AIE_VERILATOR_ARGS --unroll-count 256 --unroll-stmts 100000)

# One verilated tile per configuration.
function(kc_aie_tile cfg)
  if(NOT cfg IN_LIST KC_AIE_ALL_CONFIGS)
    message(FATAL_ERROR "kc_aie_tile: '${cfg}' is not an aie configuration (${KC_AIE_ALL_CONFIGS})")
  endif()
  kc_verilate(aie_tile_${cfg}
    TOP aie_tile
    PREFIX Vaie_tile_${cfg}
    SOURCES ${KC_AIE_VLT} ${KC_AIE_TILE_SOURCES_${cfg}}
    DEPENDS aie_gen
    ARGS ${KC_AIE_VERILATOR_ARGS})
  # The coverage model of this configuration (KC_AIE_COV_CONFIGS): the same sources verilated with
  # --coverage into aie_tile_<cfg>_cov (class Vaie_tile_<cfg>_cov), for kc-sim-aie-cov only; built
  # on demand, never by `all`.
  if(cfg IN_LIST KC_AIE_COV_CONFIGS)
    kc_verilate(aie_tile_${cfg}_cov NOT_ALL
      TOP aie_tile
      PREFIX Vaie_tile_${cfg}_cov
      SOURCES ${KC_AIE_VLT} ${KC_AIE_TILE_SOURCES_${cfg}}
      DEPENDS aie_gen
      ARGS --coverage)
  endif()
endfunction()

kc_hw_configs(KC_AIE_COV_CONFIGS
    "aie configurations of the coverage simulator kc-sim-aie-cov (each must be in KC_AIE_RTL_CONFIGS)" COVERAGE small)
foreach(_c ${KC_AIE_COV_CONFIGS})
  if(NOT _c IN_LIST KC_AIE_RTL_CONFIGS)
    message(FATAL_ERROR "KC_AIE_COV_CONFIGS: '${_c}' is not in KC_AIE_RTL_CONFIGS (${KC_AIE_RTL_CONFIGS})")
  endif()
endforeach()

foreach(_c ${KC_AIE_RTL_CONFIGS})
  kc_aie_tile(${_c})
endforeach()
