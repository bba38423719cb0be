// Cell-count guard of the synthesised rv32 core: the statistics of the gate netlist of `small`
// (fpga/netlist.sh, the same Yosys run rv32.rtl.netlist* simulates) must meet floors derived from
// the configuration, and each floor must catch its unit emptied (as a unit Yosys silently
// collapsed would look). Each floor is a lower bound that follows from the RTL and the
// configuration, at or below the real count, far above an empty unit.
#include <catch2/catch.hpp>

#include "cell_floors.h"
#include "rv32_configs.h"

using kc::test::CellFloor;
using kc::test::DesignStat;

namespace {

std::vector<CellFloor> rv32_floors(const DesignStat& stat, const kc::rv32::HwConfig& c) {
  std::vector<CellFloor> f;
  f.push_back({"rv32_regfile", "state bits", "32 x 32 bits of x registers, as many of f registers with F",
               32ull * 32 * (c.f_extension ? 2 : 1), stat.unit_totals("rv32_regfile").state_bits()});
  f.push_back({"rv32_tcm", "state bits", "8 x (ITCM_BYTES + DTCM_BYTES)", 8ull * (c.itcm_bytes + c.dtcm_bytes),
               stat.unit_totals("rv32_tcm").state_bits()});
  f.push_back({"rv32_mul", "cells", "33 x 33: the partial products of the signed 33 x 33 multiplier", 33 * 33,
               stat.unit_totals("rv32_mul").cells});
  f.push_back({"rv32_div", "state bits", "the 32-bit quotient and partial remainder", 64,
               stat.unit_totals("rv32_div").state_bits()});
  return f;
}

const kc::rv32::HwConfig& small() { return *kc::rv32::find_config("small"); }

}  // namespace

TEST_CASE("rv32.synth.cell_floors.small", "[rv32][synth]") {
  kc::test::check_floors(std::string("cell floors of the rv32 small netlist (") + KC_NETLIST_STAT + ")",
                         rv32_floors(DesignStat::load(KC_NETLIST_STAT), small()));
}

// Each unit in turn loses everything Yosys kept of it: exactly that unit fails.
TEST_CASE("rv32.synth.cell_floors.detects_each_unit", "[rv32][synth]") {
  kc::test::check_each_unit_caught(DesignStat::load(KC_NETLIST_STAT),
                                   {"rv32_regfile", "rv32_tcm", "rv32_mul", "rv32_div"},
                                   [](const DesignStat& s) { return rv32_floors(s, small()); });
}
