# ==================================================================================================
# kc-gen aie: the aie ISA table + the aie configurations -> generated sources (owner: ISA
# generator). Included by rtl/aie/CMakeLists.txt.
#   ${KC_AIE_GEN_DIR}/aie_isa_pkg.sv              SV package: op_e, decode(), the slot decoders
#                                                 decode_ld/st/scl/vec/mv(), attributes, tables
#   ${KC_AIE_GEN_DIR}/<cfg>/aie_cfg_pkg.sv        SV parameter package, one per configuration
#                                                 (path also in KC_AIE_CFG_PKG_<cfg>)
#   ${KC_AIE_GEN_DIR}/aie_isa_table.{h,cpp}       C++ ISA tables      (library kc_aie_isa)
#   ${KC_AIE_GEN_DIR}/aie_configs.{h,cpp}         C++ configurations  (library kc_aie_isa)
#   ${KC_AIE_GEN_DIR}/aie_isa.md, aie_configs.md  references (target update-docs copies them to
#                                                 docs/isa/aie.md and docs/aie/configs.md)
# Every configuration in cfg/ is generated and documented.
# ==================================================================================================
set(KC_AIE_ISA_YAML ${CMAKE_CURRENT_SOURCE_DIR}/isa/aie_isa.yaml CACHE INTERNAL "aie ISA table")
kc_gen_platform(aie
  ISA ${KC_AIE_ISA_YAML}
  CONFIGS small default fpga
  DOCS aie_isa.md docs/isa/aie.md aie_configs.md docs/aie/configs.md
  COMMENT "slot-and-bundle ISA table and configurations")
# =============================================================================== end of kc-gen aie
