// cell_floors.h: lower bounds on what a synthesised unit must still contain (instances of the
// blocks it replicates, state bits, cells), each with the formula it follows from, so that a unit
// Yosys silently collapsed fails a test instead of shrinking a resource report. The platforms'
// floors (tests/<platform>/...) are derived from their hardware configurations; this is the
// record and its table.
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include "yosys_stat.h"

namespace kc::test {

struct CellFloor {
  std::string unit;      // source module: "plena_mat_unit"
  std::string quantity;  // "plena_mac instances", "state bits"
  std::string formula;   // how the floor follows from the configuration
  uint64_t floor = 0;
  uint64_t found = 0;
  bool ok() const { return found >= floor; }
};

// The floors as a table for people (unit, quantity, found, floor, OK / BELOW, formula).
inline std::string format_floors(const std::vector<CellFloor>& floors) {
  std::string out;
  char line[512];
  for (const CellFloor& x : floors) {
    std::snprintf(line, sizeof line, "%-17s %-27s %9llu >= %-9llu %-5s %s\n", x.unit.c_str(),
                  x.quantity.c_str(), (unsigned long long)x.found, (unsigned long long)x.floor,
                  x.ok() ? "OK" : "BELOW", x.formula.c_str());
    out += line;
  }
  return out;
}

// The units with at least one floor not met.
inline std::set<std::string> failing_units(const std::vector<CellFloor>& floors) {
  std::set<std::string> s;
  for (const CellFloor& f : floors)
    if (!f.ok()) s.insert(f.unit);
  return s;
}

// Empties every parametrisation of module `unit` in `stat` (its cells, memories and submodule
// instances), as a unit Yosys collapsed would look; returns how many modules it emptied.
inline unsigned empty_unit(DesignStat& stat, const std::string& unit) {
  unsigned emptied = 0;
  for (auto& [name, m] : stat.modules()) {
    if (base_name(name) != unit) continue;
    m.cells.clear();
    m.memory_bits = 0;
    emptied++;
  }
  return emptied;
}

// Prints the table of `floors` under `title`, then checks each floor (a failure names the unit,
// what it holds, its floor and the formula).
inline void check_floors(const std::string& title, const std::vector<CellFloor>& floors) {
  std::printf("%s:\n%s", title.c_str(), format_floors(floors).c_str());
  for (const CellFloor& x : floors) {
    INFO(x.unit << ": " << x.quantity << " " << x.found << " below its floor " << x.floor << " (" << x.formula
                << ")");
    CHECK(x.ok());
  }
}

// Each unit of `units` in turn emptied in a copy of `full`: exactly that unit must fail the floors
// that `floors_of(stat)` computes.
template <class Floors>
void check_each_unit_caught(const DesignStat& full, const std::vector<std::string>& units, Floors floors_of) {
  for (const std::string& u : units) {
    INFO(u);
    DesignStat s = full;
    REQUIRE(empty_unit(s, u) >= 1);
    CHECK(failing_units(floors_of(s)) == std::set<std::string>{u});
  }
}

}  // namespace kc::test
