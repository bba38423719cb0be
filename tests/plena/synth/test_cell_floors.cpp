// Cell-count guard of the synthesised plena core (plena_cell_floors.h): the statistics of the
// netlist of `small` (fpga/netlist.sh, the same Yosys run the netlist tests simulate) must meet
// every floor derived from the configuration; and the guard must catch a collapse — on the
// statistics Yosys wrote for the RTL before the struct-array fix (fixtures/), and on copies of
// today's statistics with one unit emptied.
#include <catch2/catch.hpp>

#include <cstdio>
#include <set>

#include "plena_cell_floors.h"

using kc::plena::test::cell_floors;
using kc::test::DesignStat;
using kc::test::failing_units;
using kc::test::format_floors;

namespace {

const kc::plena::HwConfig& small() { return *kc::plena::find_config("small"); }

}  // namespace

TEST_CASE("plena.synth.cell_floors.small", "[synth]") {
  kc::test::check_floors(std::string("cell floors of the plena small netlist (") + KC_NETLIST_STAT + ")",
                         cell_floors(DesignStat::load(KC_NETLIST_STAT), small()));
}

// What Yosys made of plena small before the fix: the matrix unit without a single plena_mac,
// the scoreboard without its slots, the vector unit without its reduction tree. The DMA engine
// was not affected.
TEST_CASE("plena.synth.cell_floors.detects_prefix_collapse", "[synth]") {
  const DesignStat stat = DesignStat::load(KC_PLENA_SYNTH_FIXTURES "/plena_small_struct_arrays.stat.json");
  const auto floors = cell_floors(stat, small());
  std::printf("cell floors of plena small before the struct-array fix:\n%s", format_floors(floors).c_str());
  CHECK(failing_units(floors) == std::set<std::string>{"plena_mat_unit", "plena_scoreboard", "plena_vec_unit"});
}

// Each unit in turn loses everything Yosys kept of it (cells, memories, submodule instances):
// exactly that unit fails.
TEST_CASE("plena.synth.cell_floors.detects_each_unit", "[synth]") {
  kc::test::check_each_unit_caught(DesignStat::load(KC_NETLIST_STAT),
                                   {"plena_mat_unit", "plena_scoreboard", "plena_vec_unit", "plena_dma"},
                                   [](const DesignStat& s) { return cell_floors(s, small()); });
}
