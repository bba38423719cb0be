# Post-synthesis simulation, shared by every platform. Only a simulation of what Yosys built shows
# that Yosys and Verilator read the RTL alike (docs/plena/microarchitecture.md, "Writing RTL for both Verilator and Yosys": Yosys 0.23 silently keeps one element
# of an unpacked array of packed structs, which Verilator simulates whole).
#
# kc_netlist(<target>
#   TOP <module> PREFIX <Vname>
#   SOURCES_F <rtl_sources.f>      (the ordered list the RTL model is verilated from)
#   [DEPENDS <files/targets...>])  (the sources, the generator targets)
# Runs fpga/netlist.sh (Yosys: generic gate cells, memories kept, hierarchy kept) into
# <binary dir>/<target>.v and verilates it into model library <target> with the RTL's top ports,
# so the same driver and tests run both. Sets the cache variable <target>_STAT to the path of the
# netlist's per-module cell statistics (<target>.v.stat.json, `stat -json`). Does nothing (no
# target) when KC_NETLIST_SIM is OFF or Yosys is not installed: callers test `if(TARGET ...)`.
#
# Cost on 2 cores (docs/performance.md): Yosys about a minute per core, the netlist model a few
# minutes of C++ compilation; -fno-inline keeps each module one C++ class, so the 20 MACs and 9
# lanes of plena small are compiled once each.
find_program(KC_YOSYS_BIN yosys)
option(KC_NETLIST_SIM "Synthesise the small configuration of each core with Yosys and simulate the netlist in the tests" ON)

function(kc_netlist target)
  cmake_parse_arguments(KN "" "TOP;PREFIX;SOURCES_F" "DEPENDS" ${ARGN})
  if(NOT KC_NETLIST_SIM OR NOT KC_YOSYS_BIN)
    return()
  endif()
  set(_net ${CMAKE_CURRENT_BINARY_DIR}/${target}.v)
  add_custom_command(
    OUTPUT ${_net} ${_net}.stat.json
    COMMAND ${CMAKE_SOURCE_DIR}/fpga/netlist.sh ${KN_SOURCES_F} ${KN_TOP} ${_net}
    DEPENDS ${KN_DEPENDS} ${CMAKE_SOURCE_DIR}/fpga/netlist.sh
    COMMENT "Yosys: gate netlist of ${KN_TOP} (${target}, post-synthesis simulation)"
    VERBATIM)
  # The netlist is generated logic: no lint; one C++ class per module (-fno-inline).
  # -fno-const-bit-op-tree: Verilator 5.006's rewriting of trees of bit operations computes a
  # wrong value on gate netlists: coral's vector ALU cut out of its `small` netlist gives the
  # wrong signed minimum at SEW 8 with it (a = 0x7e0d9480, b = 0xd7940d01: 0x7e0d0d80 instead of
  # 0xd7949480, which Yosys' `eval` of the same netlist, the RTL, and Verilator without this one
  # optimization or at -O0 all give).
  kc_verilate(${target}
    TOP ${KN_TOP}
    PREFIX ${KN_PREFIX}
    SOURCES ${_net}
    ARGS -fno-inline -fno-const-bit-op-tree -Wno-fatal -Wno-lint -Wno-style -Wno-MULTIDRIVEN -Wno-UNOPTFLAT
    DEPENDS ${_net})
  set(${target}_STAT ${_net}.stat.json CACHE INTERNAL "cell statistics of the ${target} netlist")
endfunction()
