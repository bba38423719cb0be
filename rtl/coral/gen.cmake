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
set(KC_CORAL_GEN_DIR ${KC_GEN_DIR}/coral CACHE INTERNAL "generated coral sources (kc-gen coral)")
set(KC_CORAL_ISA_YAML ${CMAKE_CURRENT_SOURCE_DIR}/isa/coral_rvv.yaml CACHE INTERNAL "coral vector ISA table")
set(KC_CORAL_ALL_CONFIGS small default fpga CACHE INTERNAL "every coral hardware configuration (cfg/<name>.yaml)")
set(KC_CORAL_ISA_PKG ${KC_CORAL_GEN_DIR}/coral_isa_pkg.sv CACHE INTERNAL "generated coral ISA package")

set(_gen ${KC_CORAL_GEN_DIR})
set(_cfg_args)
set(_cfg_yamls)
set(_cfg_pkgs)
foreach(_c ${KC_CORAL_ALL_CONFIGS})
  list(APPEND _cfg_args --cfg ${CMAKE_CURRENT_SOURCE_DIR}/cfg/${_c}.yaml)
  list(APPEND _cfg_yamls ${CMAKE_CURRENT_SOURCE_DIR}/cfg/${_c}.yaml)
  list(APPEND _cfg_pkgs ${_gen}/${_c}/coral_cfg_pkg.sv)
  set(KC_CORAL_CFG_PKG_${_c} ${_gen}/${_c}/coral_cfg_pkg.sv CACHE INTERNAL "generated coral_cfg_pkg of configuration ${_c}")
endforeach()
set(KC_CORAL_GEN_OUTPUTS
  ${_gen}/coral_isa_pkg.sv
  ${_gen}/coral_isa_table.h ${_gen}/coral_isa_table.cpp
  ${_gen}/coral_configs.h ${_gen}/coral_configs.cpp
  ${_gen}/coral_isa.md ${_gen}/coral_configs.md
  ${_cfg_pkgs}
  CACHE INTERNAL "files written by kc-gen coral")

# kc-gen writes a file only when its content changes (nothing downstream rebuilds for a comment).
add_custom_command(
  OUTPUT ${KC_CORAL_GEN_OUTPUTS}
  COMMAND kc-gen coral --isa ${KC_RV32_ISA_YAML} --isa ${KC_CORAL_ISA_YAML} ${_cfg_args} --out ${_gen}
          --root ${CMAKE_SOURCE_DIR}
  DEPENDS kc-gen ${KC_RV32_ISA_YAML} ${KC_CORAL_ISA_YAML} ${_cfg_yamls}
  COMMENT "kc-gen coral: rv32 + vector ISA tables and configurations"
  VERBATIM)
add_custom_target(coral_gen DEPENDS ${KC_CORAL_GEN_OUTPUTS})

# C++ ISA tables, configurations and the disassembler for the ISS and tests.
add_library(kc_coral_isa STATIC
  ${_gen}/coral_isa_table.cpp
  ${_gen}/coral_configs.cpp
  ${CMAKE_SOURCE_DIR}/harness/gen/runtime/coral_disasm.cpp)
target_include_directories(kc_coral_isa PUBLIC ${_gen} PRIVATE ${CMAKE_SOURCE_DIR}/harness/gen/runtime)
add_dependencies(kc_coral_isa coral_gen)

# Generated references -> docs/ (commit the result). ctest docs.coral_generated_up_to_date fails
# while they differ.
add_custom_target(update-docs-coral
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_SOURCE_DIR}/docs/isa ${CMAKE_SOURCE_DIR}/docs/coral
  COMMAND ${CMAKE_COMMAND} -E copy_if_different ${_gen}/coral_isa.md ${CMAKE_SOURCE_DIR}/docs/isa/coral.md
  COMMAND ${CMAKE_COMMAND} -E copy_if_different ${_gen}/coral_configs.md ${CMAKE_SOURCE_DIR}/docs/coral/configs.md
  DEPENDS ${_gen}/coral_isa.md ${_gen}/coral_configs.md
  COMMENT "Copying the generated coral references to docs/"
  VERBATIM)
if(NOT TARGET update-docs)
  add_custom_target(update-docs)
endif()
add_dependencies(update-docs update-docs-coral)
# ============================================================================= end of kc-gen coral
