// Cell-count guard of the synthesised coral core: the statistics of the gate netlist of `small`
// (fpga/netlist.sh, the same Yosys run coral.rtl.netlist* simulates) must meet floors derived
// from the configuration for the parts of the vector unit, and each floor must catch its unit
// emptied (as a unit Yosys silently collapsed would look). The scalar core is rv32's, guarded by
// rv32's netlist tests. Each floor is a lower bound that follows from the RTL and the
// configuration, well below the real count, far above an empty unit.
#include <catch2/catch.hpp>

#include "cell_floors.h"
#include "coral_configs.h"

using kc::test::CellFloor;
using kc::test::DesignStat;

namespace {

std::vector<CellFloor> coral_floors(const DesignStat& stat, const kc::coral::HwConfig& c) {
  const uint64_t lb = c.vlane_bytes;   // bytes of elements per beat (4 x lanes)
  std::vector<CellFloor> f;
  f.push_back({"coral_vec_vrf", "state bits", "32 registers of VLEN bits", 32ull * c.vlen,
               stat.unit_totals("coral_vec_vrf").state_bits()});
  f.push_back({"coral_vec_queue", "state bits",
               "VQUEUE_DEPTH x (instruction, rs1, rs2: 32 bits each, vtype: 9 bits)",
               uint64_t(c.vqueue_depth) * (3 * 32 + 9), stat.unit_totals("coral_vec_queue").state_bits()});
  f.push_back({"coral_vec_alu", "cells",
               "lanes x 33 x 33: the partial products of a 33 x 33 multiplier per 32-bit lane",
               lb / 4 * 33 * 33, stat.unit_totals("coral_vec_alu").cells});
  f.push_back({"coral_vec_div", "state bits", "quotient and partial remainder, 32 LB bits each", 64 * lb,
               stat.unit_totals("coral_vec_div").state_bits()});
  return f;
}

const kc::coral::HwConfig& small() { return *kc::coral::find_config("small"); }

}  // namespace

TEST_CASE("coral.synth.cell_floors.small", "[coral][synth]") {
  kc::test::check_floors(std::string("cell floors of the coral small netlist (") + KC_NETLIST_STAT + ")",
                         coral_floors(DesignStat::load(KC_NETLIST_STAT), small()));
}

// Each unit in turn loses everything Yosys kept of it: exactly that unit fails.
TEST_CASE("coral.synth.cell_floors.detects_each_unit", "[coral][synth]") {
  kc::test::check_each_unit_caught(DesignStat::load(KC_NETLIST_STAT),
                                   {"coral_vec_vrf", "coral_vec_queue", "coral_vec_alu", "coral_vec_div"},
                                   [](const DesignStat& s) { return coral_floors(s, small()); });
}
