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
set(KC_AIE_GEN_DIR ${KC_GEN_DIR}/aie CACHE INTERNAL "generated aie sources (kc-gen aie)")
set(KC_AIE_ISA_YAML ${CMAKE_CURRENT_SOURCE_DIR}/isa/aie_isa.yaml CACHE INTERNAL "aie ISA table")
set(KC_AIE_ALL_CONFIGS small default fpga CACHE INTERNAL "every aie hardware configuration (cfg/<name>.yaml)")
set(KC_AIE_ISA_PKG ${KC_AIE_GEN_DIR}/aie_isa_pkg.sv CACHE INTERNAL "generated aie ISA package")

set(_gen ${KC_AIE_GEN_DIR})
set(_cfg_args)
set(_cfg_yamls)
set(_cfg_pkgs)
foreach(_c ${KC_AIE_ALL_CONFIGS})
  list(APPEND _cfg_args --cfg ${CMAKE_CURRENT_SOURCE_DIR}/cfg/${_c}.yaml)
  list(APPEND _cfg_yamls ${CMAKE_CURRENT_SOURCE_DIR}/cfg/${_c}.yaml)
  list(APPEND _cfg_pkgs ${_gen}/${_c}/aie_cfg_pkg.sv)
  set(KC_AIE_CFG_PKG_${_c} ${_gen}/${_c}/aie_cfg_pkg.sv CACHE INTERNAL "generated aie_cfg_pkg of configuration ${_c}")
endforeach()
set(KC_AIE_GEN_OUTPUTS
  ${_gen}/aie_isa_pkg.sv
  ${_gen}/aie_isa_table.h ${_gen}/aie_isa_table.cpp
  ${_gen}/aie_configs.h ${_gen}/aie_configs.cpp
  ${_gen}/aie_isa.md ${_gen}/aie_configs.md
  ${_cfg_pkgs}
  CACHE INTERNAL "files written by kc-gen aie")

# kc-gen writes a file only when its content changes (nothing downstream rebuilds for a comment).
add_custom_command(
  OUTPUT ${KC_AIE_GEN_OUTPUTS}
  COMMAND kc-gen aie --isa ${KC_AIE_ISA_YAML} ${_cfg_args} --out ${_gen} --root ${CMAKE_SOURCE_DIR}
  DEPENDS kc-gen ${KC_AIE_ISA_YAML} ${_cfg_yamls}
  COMMENT "kc-gen aie: slot-and-bundle ISA table and configurations"
  VERBATIM)
add_custom_target(aie_gen DEPENDS ${KC_AIE_GEN_OUTPUTS})

# C++ ISA tables and configurations for the assembler, the models, the ISS and tests.
add_library(kc_aie_isa STATIC ${_gen}/aie_isa_table.cpp ${_gen}/aie_configs.cpp)
target_include_directories(kc_aie_isa PUBLIC ${_gen})
add_dependencies(kc_aie_isa aie_gen)

# Generated references -> docs/ (commit the result). ctest docs.aie_generated_up_to_date fails
# while they differ.
add_custom_target(update-docs-aie
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_SOURCE_DIR}/docs/isa ${CMAKE_SOURCE_DIR}/docs/aie
  COMMAND ${CMAKE_COMMAND} -E copy_if_different ${_gen}/aie_isa.md ${CMAKE_SOURCE_DIR}/docs/isa/aie.md
  COMMAND ${CMAKE_COMMAND} -E copy_if_different ${_gen}/aie_configs.md ${CMAKE_SOURCE_DIR}/docs/aie/configs.md
  DEPENDS ${_gen}/aie_isa.md ${_gen}/aie_configs.md
  COMMENT "Copying the generated aie references to docs/"
  VERBATIM)
if(NOT TARGET update-docs)
  add_custom_target(update-docs)
endif()
add_dependencies(update-docs update-docs-aie)
# =============================================================================== end of kc-gen aie
