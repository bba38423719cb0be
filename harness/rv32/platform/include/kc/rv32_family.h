// The rv32 family of platforms: scalar RV32 cores built by the GNU RISC-V toolchain into ELF
// programs whose symbols are the task's tensors, run by kc-sim-<name> (sc_models/rv32's
// testbench over the platform's Verilated top). rv32 is one member; coral (the rv32 core plus a
// vector unit) another. A member states what differs in a FamilySpec; everything else (the build
// in a confined workspace, run bundles with preloads and dumps by symbol, poisoned outputs,
// listings with source lines, the prompt's ABI text) is the family's.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "kc/platform.h"
#include "rv32_configs.h"

namespace kc::rv32 {

struct FamilySpec {
  std::string name;                               // the platform name ("coral"); kc-sim-<name> runs it
  const std::vector<HwConfig>* configs = nullptr; // every hardware configuration, as the scalar core sees it
  std::string built_configs;                      // comma list of the verilated ones
  std::string coverage_configs;                   // comma list of the coverage simulator's ("" = none)
  std::string march;                              // GNU -march of every kernel
  std::string isa_text;                           // the extensions, for prompts ("RV32IMF + Zicsr + ...")
  std::string unsupported;                        // what traps as illegal, for prompts ("C, A, D and ...")
  uint32_t mstatus_on = 0x2000;                   // mstatus bits the startup stub sets (FS; + VS)
  bool c_with_clang = false;                      // C kernels by clang-14 (with `clang_flags`), else GCC -O2
  std::vector<std::string> clang_flags;           // clang-14's target flags
  std::string isa_doc_path;
  // The platform's disassembler (listings).
  std::function<std::string(uint32_t word, uint32_t pc)> disassemble;
  std::vector<RooflineResource> roofline;         // the roofline resources of a task section
  std::function<std::map<std::string, double>(const HwConfig&)> peak;
  // More lines for the prompt's hardware summary and task rules (e.g. the vector unit).
  std::function<std::string(const std::string& hw)> hw_summary_extra;
  std::function<std::string(const std::string& hw)> task_rules_extra;
  std::function<std::optional<KernelSource>(const TaskInstance&, const std::string& hw)> baseline;
  const board::BoardSupport* board = nullptr;
};

// A platform of the family (kept alive by the caller for the process).
std::unique_ptr<Platform> make_family_platform(FamilySpec spec);

}  // namespace kc::rv32
