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
set(KC_RV32_ISA_YAML ${CMAKE_CURRENT_SOURCE_DIR}/isa/rv32_isa.yaml CACHE INTERNAL "rv32 ISA table")
kc_gen_platform(rv32
  ISA ${KC_RV32_ISA_YAML}
  CONFIGS small default fpga ice40
  DOCS rv32_isa.md docs/isa/rv32.md rv32_configs.md docs/rv32/configs.md
  LIB_SOURCES ${CMAKE_SOURCE_DIR}/harness/gen/runtime/rv32_disasm.cpp
  COMMENT "ISA table and configurations")
# ============================================================================== end of kc-gen rv32
