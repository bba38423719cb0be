# Bare-metal rv32 test and benchmark programs, linked per hardware configuration.
#
# The RTL, simulator, ISS and benchmark programs are all built the same way: GNU as/ld for the
# core's ISA (KC_RV32_MARCH), no C library or start files, and a linker script made from a
# template for one memory map. These two functions are that one recipe.
#
# kc_rv32_ldscript(<dir> <map> [TOOL <executable target>] [TEMPLATE <link.ld.in>])
#   Rule for <dir>/link.ld: TOOL (default rv32-test-ldscript, which takes a hardware
#   configuration name) fills TEMPLATE (default tests/rv32/rtl/link.ld.in) for <map>.
#
# kc_rv32_program(<elf> LDSCRIPT <ld> SOURCES <files...> [INCLUDES <dirs...>]
#                 [DEFINES <NAME=VALUE...>] [FLAGS <extra gcc flags...>] [DEPENDS <files...>])
#   Rule for <elf>; appends it to the caller's list named by KC_RV32_PROGRAMS_VAR (default
#   _elfs) so that one custom target can depend on every program of a folder.
find_program(KC_RISCV_GCC riscv64-unknown-elf-gcc)
set(KC_RV32_MARCH -march=rv32imf_zicsr_zifencei_zbb -mabi=ilp32f CACHE INTERNAL "GCC flags for the rv32 ISA")

function(kc_rv32_ldscript dir map)
  cmake_parse_arguments(A "" "TOOL;TEMPLATE" "" ${ARGN})
  if(NOT A_TOOL)
    set(A_TOOL rv32-test-ldscript)
  endif()
  if(NOT A_TEMPLATE)
    set(A_TEMPLATE ${CMAKE_SOURCE_DIR}/tests/rv32/rtl/link.ld.in)
  endif()
  add_custom_command(
    OUTPUT ${dir}/link.ld
    COMMAND ${CMAKE_COMMAND} -E make_directory ${dir}
    COMMAND ${A_TOOL} ${map} ${A_TEMPLATE} ${dir}/link.ld
    DEPENDS ${A_TOOL} ${A_TEMPLATE}
    COMMENT "rv32 linker script (${map}): ${dir}/link.ld"
    VERBATIM)
endfunction()

function(kc_rv32_program elf)
  cmake_parse_arguments(A "" "LDSCRIPT" "SOURCES;INCLUDES;DEFINES;FLAGS;DEPENDS" ${ARGN})
  set(_opts)
  foreach(_i ${A_INCLUDES})
    list(APPEND _opts -I${_i})
  endforeach()
  foreach(_d ${A_DEFINES})
    list(APPEND _opts -D${_d})
  endforeach()
  if(A_LDSCRIPT)
    list(APPEND _opts -T ${A_LDSCRIPT})
  endif()
  get_filename_component(_name ${elf} NAME_WE)
  add_custom_command(
    OUTPUT ${elf}
    COMMAND ${KC_RISCV_GCC} ${KC_RV32_MARCH} -nostdlib -nostartfiles -Wl,--no-warn-rwx-segments
            ${_opts} ${A_FLAGS} ${A_SOURCES} -o ${elf}
    DEPENDS ${A_SOURCES} ${A_DEPENDS} ${A_LDSCRIPT}
    COMMENT "rv32 program ${_name}: ${elf}"
    VERBATIM)
  if(NOT KC_RV32_PROGRAMS_VAR)
    set(KC_RV32_PROGRAMS_VAR _elfs)
  endif()
  set(${KC_RV32_PROGRAMS_VAR} ${${KC_RV32_PROGRAMS_VAR}} ${elf} PARENT_SCOPE)
endfunction()
