// The coral platform (kc/coral_platform.h): the rv32 family's adapter with coral's configurations,
// -march, prompt text, roofline and clang-14 baselines.
#include "kc/coral_platform.h"

#include <algorithm>
#include <sstream>

#include "coral_configs.h"
#include "coral_family.h"
#include "coral_isa_table.h"
#include "kc/rv32_family.h"

namespace kc::coral {

namespace baseline {
// Generated (coral_baseline_sources.cpp): one {task id, C source} pair per file in baseline/c/.
struct EmbeddedSource {
  const char* task;
  const char* text;
};
extern const EmbeddedSource kSources[];
extern const std::size_t kSourceCount;
}  // namespace baseline

namespace {

const HwConfig& vconfig(const std::string& hw) {
  const HwConfig* c = find_config(hw);
  if (!c) throw std::runtime_error("coral has no hardware configuration '" + hw + "'");
  return *c;
}

// The vector unit in the prompt's hardware summary.
std::string vector_summary(const std::string& hw) {
  const HwConfig& c = vconfig(hw);
  std::ostringstream s;
  s << "- a decoupled Zve32x vector unit (RVV 1.0, integer only): VLEN " << c.vlen << " bits (vlenb " << c.vlenb
    << "), ELEN 32, SEW 8/16/32, LMUL mf4..m8 (mf8 sets vill), 32 vector registers; " << c.vlanes << " 32-bit lane"
    << (c.vlanes == 1 ? "" : "s") << " (" << c.vlane_bytes << " bytes of elements per cycle, "
    << c.vreg_beats << " cycle" << (c.vreg_beats == 1 ? "" : "s") << " per vector register of ALU work); a "
    << c.vqueue_depth << "-entry command queue lets the scalar core run ahead of it\n"
    << "- vector DTCM port: " << c.vdtcm_port_bytes << " bytes per cycle; unit-stride (vle/vse, vle*ff), mask (vlm/vsm) "
       "and whole-register loads and stores move per cycle the elements of one aligned "
    << c.vdtcm_port_bytes << "-byte DTCM block that lie in one vector register (4-byte words in the ITCM); strided, "
       "indexed and segment accesses move one element (segment field) per cycle; vector loads and stores hold the "
       "scalar core until done; vmv.x.s, vcpop.m, vfirst.m "
       "wait until the unit is idle (+" << c.vxfer_latency << " cycles); element multiply " << c.vmul_latency
    << " cycles per beat, divide " << c.vdiv_cycles << " cycles per beat\n"
    << "- vector roofline: " << c.vlane_bytes << " element bytes per cycle (vec_bytes) and " << c.vdtcm_port_bytes
    << " DTCM bytes per cycle (dtcm_bytes)\n";
  return s.str();
}

std::string vector_rules(const std::string&) {
  return "- Vector code: set vl and vtype with vsetvli/vsetivli before the first vector instruction (vtype starts "
         "illegal), keep LMUL register groups aligned (v0, v8, v16, v24 for m8), a widening destination must not "
         "overlap a narrower source, masks live in v0. Vector floating point and SEW 64 trap as illegal "
         "instructions (indexed and segment loads and stores work). A misaligned or out-of-range vector element faults with the pc, "
         "the element (vstart) and its address.\n";
}

}  // namespace

const Platform& platform() {
  static const std::unique_ptr<Platform> p = [] {
    rv32::FamilySpec f;
    f.name = "coral";
    f.configs = &scalar_configs();
    f.built_configs = KC_CORAL_CONFIGS_BUILT;
    f.coverage_configs = KC_CORAL_COV_CONFIGS_BUILT;
    f.march = kMarch;
    f.isa_text = "RV32IMF + Zicsr + Zifencei + Zbb + Zve32x";
    f.unsupported = "C, A, D, vector floating point and SEW 64 are not implemented";
    f.mstatus_on = 0x2000 | 0x200;   // FS = VS = initial
    f.c_with_clang = true;
    f.clang_flags = {"--target=riscv32-unknown-elf", "-march=rv32imf_zve32x", "-mabi=ilp32f", "-mllvm",
                     "-riscv-v-vector-bits-min=128"};
    f.isa_doc_path = std::string(KC_SOURCE_DIR) + "/docs/isa/coral.md";
    f.disassemble = [](uint32_t word, uint32_t pc) { return disassemble(word, pc); };
    f.roofline = {{"instructions", "instructions any kernel must issue (at most one per cycle)"},
                  {"vec_bytes", "element bytes the vector lanes must process (4 x lanes bytes per cycle)"},
                  {"dtcm_bytes", "bytes that must cross the vector unit's DTCM port (dtcm_port_bytes per cycle)"}};
    f.peak = [](const rv32::HwConfig& sc) {
      const HwConfig& c = vconfig(sc.name);
      return std::map<std::string, double>{{"instructions", double(c.issue_per_cycle)},
                                           {"vec_bytes", double(c.vlane_bytes)},
                                           {"dtcm_bytes", double(c.vdtcm_port_bytes)}};
    };
    f.hw_summary_extra = vector_summary;
    f.task_rules_extra = vector_rules;
    f.baseline = [](const TaskInstance& inst, const std::string&) -> std::optional<KernelSource> {
      for (std::size_t i = 0; i < baseline::kSourceCount; ++i)
        if (inst.spec->id == baseline::kSources[i].task) return KernelSource{baseline::kSources[i].text, "c"};
      return std::nullopt;
    };
    return rv32::make_family_platform(std::move(f));
  }();
  return *p;
}

}  // namespace kc::coral
