# ==================================================================================================
# kc-gen coral: the rv32 ISA table + the coral vector table + the coral configurations -> generated
# sources (owner: ISA generator). Included by rtl/coral/CMakeLists.txt.
#   ${KC_CORAL_GEN_DIR}/coral_isa_pkg.sv            SV decode package of the whole coral ISA (scalar +
#                                                   vector: insn_e, decode(), the rv32 attribute
#                                                   functions, is_vector() and the v_* attributes)
#   ${KC_CORAL_GEN_DIR}/<cfg>/coral_cfg_pkg.sv      SV parameter package, one per configuration
#                                                   (path also in KC_CORAL_CFG_PKG_<cfg>)
#   ${KC_CORAL_GEN_DIR}/coral_isa_table.{h,cpp}     C++ ISA tables      (library kc_coral_isa)
#   ${KC_CORAL_GEN_DIR}/coral_configs.{h,cpp}       C++ configurations  (library kc_coral_isa)
#   ${KC_CORAL_GEN_DIR}/coral_isa.md, coral_configs.md  references (target update-docs copies them to
#                                                   docs/isa/coral.md and docs/coral/configs.md)
# Every configuration in cfg/ is generated and documented.
# ==================================================================================================
set(KC_CORAL_ISA_YAML ${CMAKE_CURRENT_SOURCE_DIR}/isa/coral_rvv.yaml CACHE INTERNAL "coral vector ISA table")
kc_gen_platform(coral
  ISA ${KC_RV32_ISA_YAML} ${KC_CORAL_ISA_YAML}
  CONFIGS small default fpga
  DOCS coral_isa.md docs/isa/coral.md coral_configs.md docs/coral/configs.md
  LIB_SOURCES ${CMAKE_SOURCE_DIR}/harness/gen/runtime/coral_disasm.cpp
  COMMENT "rv32 + vector ISA tables and configurations")
# ============================================================================= end of kc-gen coral
