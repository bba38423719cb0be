# ==================================================================================================
# kc-gen rv32: ISA table + hardware configurations -> generated sources (owner: ISA generator).
# Included by rtl/rv32/CMakeLists.txt before the FPU and the core RTL.
#   ${KC_RV32_GEN_DIR}/rv32_isa_pkg.sv             SV decode package (insn_e, decode(), unit_of(),
#                                                  rd/rs1/rs2/rs3_kind(), imm_kind(), imm_value(),
#                                                  has_rm(), ext_of(), lat_of(), CSR/trap constants)
#   ${KC_RV32_GEN_DIR}/<cfg>/rv32_cfg_pkg.sv       SV parameter package, one per configuration
#                                                  (path also in KC_RV32_CFG_PKG_<cfg>)
#   ${KC_RV32_GEN_DIR}/rv32_isa_table.{h,cpp}      C++ ISA tables      (library kc_rv32_isa)
#   ${KC_RV32_GEN_DIR}/rv32_configs.{h,cpp}        C++ configurations  (library kc_rv32_isa)
#   ${KC_RV32_GEN_DIR}/rv32_isa.md, rv32_configs.md  references (target update-docs copies them to
#                                                  docs/isa/rv32.md and docs/rv32/configs.md)
# The generated packages carry their own Verilator waivers (UNUSEDPARAM / UNUSEDSIGNAL, inline
# with the reason), so no .vlt is needed to lint them. Every configuration in cfg/ is generated
# and documented.
# ==================================================================================================
set(KC_RV32_GEN_DIR ${KC_GEN_DIR}/rv32 CACHE INTERNAL "generated rv32 sources (kc-gen rv32)")
set(KC_RV32_ISA_YAML ${CMAKE_CURRENT_SOURCE_DIR}/isa/rv32_isa.yaml CACHE INTERNAL "rv32 ISA table")
set(KC_RV32_ALL_CONFIGS small default fpga ice40 CACHE INTERNAL "every rv32 hardware configuration (cfg/<name>.yaml)")
set(KC_RV32_ISA_PKG ${KC_RV32_GEN_DIR}/rv32_isa_pkg.sv CACHE INTERNAL "generated rv32 ISA package")

set(_gen ${KC_RV32_GEN_DIR})
set(_cfg_args)
set(_cfg_yamls)
set(_cfg_pkgs)
foreach(_c ${KC_RV32_ALL_CONFIGS})
  list(APPEND _cfg_args --cfg ${CMAKE_CURRENT_SOURCE_DIR}/cfg/${_c}.yaml)
  list(APPEND _cfg_yamls ${CMAKE_CURRENT_SOURCE_DIR}/cfg/${_c}.yaml)
  list(APPEND _cfg_pkgs ${_gen}/${_c}/rv32_cfg_pkg.sv)
  set(KC_RV32_CFG_PKG_${_c} ${_gen}/${_c}/rv32_cfg_pkg.sv CACHE INTERNAL "generated rv32_cfg_pkg of configuration ${_c}")
endforeach()
set(KC_RV32_GEN_OUTPUTS
  ${_gen}/rv32_isa_pkg.sv
  ${_gen}/rv32_isa_table.h ${_gen}/rv32_isa_table.cpp
  ${_gen}/rv32_configs.h ${_gen}/rv32_configs.cpp
  ${_gen}/rv32_isa.md ${_gen}/rv32_configs.md
  ${_cfg_pkgs}
  CACHE INTERNAL "files written by kc-gen rv32")

# kc-gen writes a file only when its content changes, so an edit that does not change an output
# (a YAML comment, a kc-gen rebuild) does not re-verilate anything.
add_custom_command(
  OUTPUT ${KC_RV32_GEN_OUTPUTS}
  COMMAND kc-gen rv32 --isa ${KC_RV32_ISA_YAML} ${_cfg_args} --out ${_gen} --root ${CMAKE_SOURCE_DIR}
  DEPENDS kc-gen ${KC_RV32_ISA_YAML} ${_cfg_yamls}
  COMMENT "kc-gen rv32: ISA table and configurations"
  VERBATIM)
add_custom_target(rv32_gen DEPENDS ${KC_RV32_GEN_OUTPUTS})

# C++ ISA tables, configurations and the disassembler for the ISS, the platform adapter and tests.
add_library(kc_rv32_isa STATIC
  ${_gen}/rv32_isa_table.cpp
  ${_gen}/rv32_configs.cpp
  ${CMAKE_SOURCE_DIR}/harness/gen/runtime/rv32_disasm.cpp)
target_include_directories(kc_rv32_isa PUBLIC ${_gen} PRIVATE ${CMAKE_SOURCE_DIR}/harness/gen/runtime)
add_dependencies(kc_rv32_isa rv32_gen)

# Generated references -> docs/ (commit the result). ctest docs.rv32_generated_up_to_date fails
# while they differ.
add_custom_target(update-docs-rv32
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_SOURCE_DIR}/docs/isa ${CMAKE_SOURCE_DIR}/docs/rv32
  COMMAND ${CMAKE_COMMAND} -E copy_if_different ${_gen}/rv32_isa.md ${CMAKE_SOURCE_DIR}/docs/isa/rv32.md
  COMMAND ${CMAKE_COMMAND} -E copy_if_different ${_gen}/rv32_configs.md ${CMAKE_SOURCE_DIR}/docs/rv32/configs.md
  DEPENDS ${_gen}/rv32_isa.md ${_gen}/rv32_configs.md
  COMMENT "Copying the generated rv32 references to docs/"
  VERBATIM)
if(NOT TARGET update-docs)
  add_custom_target(update-docs)
endif()
add_dependencies(update-docs update-docs-rv32)
# ============================================================================== end of kc-gen rv32
