// plena_cell_floors.h: what a synthesised plena core must still contain, unit by unit, derived
// from its hardware configuration, so that a unit Yosys silently collapsed (as the matrix unit
// did when an unpacked array of packed structs lost all elements but one) fails a test instead
// of shrinking the resource report.
//
// Each floor is a lower bound that follows from the micro-architecture (docs/plena/
// microarchitecture.md) and the configuration: instances of the arithmetic blocks the unit
// replicates, and the state bits its queues, buffers and accumulators need (flip-flops plus
// memory bits of the unit and its submodules, without the pipeline registers and ROMs of the
// arithmetic blocks). They stay at or below the real counts, so that an optimisation does not
// trip them, and far above what a collapsed unit keeps.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cell_floors.h"
#include "plena_configs.h"
#include "yosys_stat.h"

namespace kc::plena::test {

using kc::test::CellFloor;

// Every floor of the matrix unit, scoreboard, vector unit and DMA engine of `cfg`, with what the
// statistics of a synthesised plena_core (fpga/netlist.sh) hold. A unit missing from the
// statistics counts as empty.
std::vector<CellFloor> cell_floors(const kc::test::DesignStat& stat, const HwConfig& cfg);

}  // namespace kc::plena::test
