// yosys_stat.h: the per-module cell statistics Yosys writes with `stat -json` (fpga/netlist.sh,
// OUT.v.stat.json), and totals over a module's whole subtree, for tests that check what a
// synthesised design still contains.
//
// Modules are found by their source name: Yosys names a parametrised copy of module m
// `$paramod$<hash>\m` or `$paramod\m\P=v`; base_name() maps both back to `m`. Flip-flops are
// gate cells (`$_DFF_P_`, `$_SDFFCE_PP0P_`, ...: one bit each); memories are counted in bits
// (the netlist script unpacks them before `stat`); a cell whose type is a module of the design is
// an instance of it.
#pragma once

#include <cstdint>
#include <fstream>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

namespace kc::test {

struct ModuleStat {
  std::string name;                          // as Yosys names it
  std::map<std::string, uint64_t> cells;     // cell type -> count
  uint64_t memory_bits = 0;
};

// What a module contains, its submodules included.
struct SubtreeTotals {
  uint64_t flop_bits = 0;
  uint64_t memory_bits = 0;
  uint64_t cells = 0;                        // gate and memory cells (instances excluded)
  std::map<std::string, uint64_t> instances; // base name of a module -> instances in the subtree
  uint64_t state_bits() const { return flop_bits + memory_bits; }
};

// `$paramod$abc\kc_fifo` -> kc_fifo, `$paramod\plena_fp_lane\HAS_SQRT=1'0` -> plena_fp_lane,
// `plena_mac` -> plena_mac.
inline std::string base_name(const std::string& yosys_name) {
  if (yosys_name.rfind("$paramod", 0) != 0) return yosys_name;
  const auto a = yosys_name.find('\\');
  if (a == std::string::npos) return yosys_name;
  const auto b = yosys_name.find('\\', a + 1);
  return yosys_name.substr(a + 1, b == std::string::npos ? std::string::npos : b - a - 1);
}

inline bool is_flop(const std::string& cell_type) {
  return cell_type.rfind("$_", 0) == 0 && cell_type.find("DFF") != std::string::npos;
}

class DesignStat {
 public:
  // Reads a `stat -json` file. Throws std::runtime_error naming the file when it cannot be read
  // or has no "modules" object.
  static DesignStat load(const std::string& path) {
    std::ifstream f(path);
    if (!f) throw std::runtime_error(path + ": cannot open (build the netlist target first)");
    nlohmann::json j;
    try {
      f >> j;
    } catch (const nlohmann::json::exception& e) {
      throw std::runtime_error(path + ": not valid JSON: " + e.what());
    }
    if (!j.contains("modules") || !j["modules"].is_object())
      throw std::runtime_error(path + ": no \"modules\" object (not the output of `stat -json`)");
    DesignStat d;
    for (const auto& [key, m] : j["modules"].items()) {
      // Module keys keep Yosys' escape of public names (`\\plena_mac`); cell types do not.
      const std::string name = !key.empty() && key[0] == '\\' ? key.substr(1) : key;
      ModuleStat s;
      s.name = name;
      s.memory_bits = m.value("num_memory_bits", uint64_t(0));
      const nlohmann::json cells = m.value("num_cells_by_type", nlohmann::json::object());
      for (const auto& [type, n] : cells.items()) s.cells[type] = n.get<uint64_t>();
      d.modules_[name] = std::move(s);
    }
    return d;
  }

  const std::map<std::string, ModuleStat>& modules() const { return modules_; }
  std::map<std::string, ModuleStat>& modules() { return modules_; }

  // The modules whose source name is `base` (one per parametrisation).
  std::vector<const ModuleStat*> find(const std::string& base) const {
    std::vector<const ModuleStat*> out;
    for (const auto& [name, m] : modules_)
      if (base_name(name) == base) out.push_back(&m);
    return out;
  }

  // Everything in module `name` and below it. With `no_state`, the flip-flops and memory bits of
  // the submodules it accepts (by base name) and of everything below them are left out (their
  // instances and cells are still counted): e.g. the pipeline registers and ROMs of arithmetic
  // blocks, when what matters is the storage of the unit itself.
  SubtreeTotals totals(const std::string& name,
                       const std::function<bool(const std::string&)>& no_state = nullptr) const {
    SubtreeTotals t;
    const auto it = modules_.find(name);
    if (it == modules_.end()) return t;
    t.memory_bits = it->second.memory_bits;
    for (const auto& [type, n] : it->second.cells) {
      if (modules_.count(type)) {
        const SubtreeTotals sub = totals(type, no_state);
        t.instances[base_name(type)] += n;
        if (!no_state || !no_state(base_name(type))) {
          t.flop_bits += n * sub.flop_bits;
          t.memory_bits += n * sub.memory_bits;
        }
        t.cells += n * sub.cells;
        for (const auto& [m, k] : sub.instances) t.instances[m] += n * k;
      } else {
        t.cells += n;
        if (is_flop(type)) t.flop_bits += n;
      }
    }
    return t;
  }

  // totals() of every parametrisation of module `base` (each definition counted once), added up:
  // a unit's content when each parametrisation is instantiated once (two TCMs of one module);
  // empty when the synthesis removed the module.
  SubtreeTotals unit_totals(const std::string& base,
                            const std::function<bool(const std::string&)>& no_state = nullptr) const {
    SubtreeTotals t;
    for (const ModuleStat* m : find(base)) {
      const SubtreeTotals s = totals(m->name, no_state);
      t.flop_bits += s.flop_bits;
      t.memory_bits += s.memory_bits;
      t.cells += s.cells;
      for (const auto& [name, n] : s.instances) t.instances[name] += n;
    }
    return t;
  }

 private:
  std::map<std::string, ModuleStat> modules_;
};

}  // namespace kc::test
