// coral as a member of the rv32 family (coral_family.h).
#include "coral_family.h"

#include <cstdio>
#include <string>

#include "coral_configs.h"
#include "coral_isa_table.h"

namespace kc::coral {

namespace {

// The scalar part of a coral configuration. The first latency classes of the coral table are the
// rv32 table's, in the same order (the coral table is the rv32 table plus the vector part); the
// values keep every coral symbol (VLEN, VLANES, ...) for task expressions.
rv32::HwConfig scalar(const HwConfig& c) {
  static_assert(std::size_t(LatClass::fdivsqrt) + 1 == rv32::kNumLatClasses,
                "the coral table's first latency classes must be the rv32 table's");
  rv32::HwConfig r;
  r.name = c.name;
  r.description = c.description;
  r.itcm_base = c.itcm_base;
  r.itcm_bytes = c.itcm_bytes;
  r.dtcm_base = c.dtcm_base;
  r.dtcm_bytes = c.dtcm_bytes;
  r.ctrl_base = c.ctrl_base;
  r.dmem_latency = c.dmem_latency;
  r.mul_latency = c.mul_latency;
  r.fma_latency = c.fma_latency;
  r.fmisc_latency = c.fmisc_latency;
  r.issue_per_cycle = c.issue_per_cycle;
  r.dmem_bytes_per_cycle = c.dmem_bytes_per_cycle;
  r.f_extension = c.f_extension;
  r.itcm_aw = c.itcm_aw;
  r.dtcm_aw = c.dtcm_aw;
  r.ctrl_bytes = c.ctrl_bytes;
  r.div_cycles = c.div_cycles;
  r.fdivsqrt_cycles = c.fdivsqrt_cycles;
  r.values = c.values;
  for (std::size_t i = 0; i < rv32::kNumLatClasses; ++i) {
    r.timing[i].latency = c.timing[i].latency;
    r.timing[i].interval = c.timing[i].interval;
    for (std::size_t k = 0; k < rv32::kMaxCosts && k < kMaxCosts; ++k) r.timing[i].costs[k] = c.timing[i].costs[k];
  }
  return r;
}


// Major opcodes of the vector extension: OP-V, LOAD-FP and STORE-FP (vector when width is 0, 5, 6
// or 7, or 8 and up for SEW 64..1024).
bool vector_opcode(uint32_t word) {
  const uint32_t op = word & 0x7Fu, width = (word >> 12) & 7u;
  if (op == 0x57) return true;
  return (op == 0x07 || op == 0x27) && (width == 0 || width >= 5);
}

}  // namespace

const std::vector<rv32::HwConfig>& scalar_configs() {
  static const std::vector<rv32::HwConfig> list = [] {
    std::vector<rv32::HwConfig> v;
    for (const HwConfig& c : all_configs()) v.push_back(scalar(c));
    return v;
  }();
  return list;
}

const rv32::HwConfig* find_scalar_config(std::string_view name) {
  for (const rv32::HwConfig& c : scalar_configs())
    if (c.name == name) return &c;
  return nullptr;
}

std::string illegal_reason(uint32_t word) {
  const Insn id = decode(word);
  if (id == Insn::illegal) {
    if (vector_opcode(word)) {
      const uint32_t op = word & 0x7Fu, funct3 = (word >> 12) & 7u;
      if (op == 0x57 && (funct3 == 1 || funct3 == 5))
        return "is a vector floating-point instruction (OPFVV/OPFVF): coral's vector unit is Zve32x, integer only "
               "(use the scalar FPU for fp32)";
      if (op != 0x57 && funct3 == 7)
        return "is a vector load or store with 64-bit elements: ELEN is 32 on coral (Zve32x)";
      return "is in the vector opcode space but encodes no Zve32x instruction coral implements "
             "(docs/isa/coral.md lists the unsupported ones)";
    }
    if (word == 0) return "is all zeros (executing data or memory the program never wrote?)";
    if ((word & 3u) != 3u)
      return "is not a coral instruction (low bits " + std::to_string(word & 3u) +
             ": a compressed instruction? the C extension is not implemented)";
    return "does not encode any coral instruction (RV32IMF, Zicsr, Zifencei, Zbb, Zve32x; C, A, D and vector "
           "floating point are not implemented)";
  }
  const VecInfo& v = vinfo(id);
  if (v.vector) {
    std::string s = "is " + disassemble(word, 0) + ", a vector instruction the vector unit refused in this state: ";
    if (v.mem == VMem::indexed_ordered || v.mem == VMem::indexed_unordered || v.nf > 1)
      s += "indexed and segment loads and stores are not built in this core's vector unit; otherwise ";
    s += "mstatus.VS is Off (the startup stub turns it on), vtype is illegal (vill: no vsetvli yet, or an "
         "unsupported SEW/LMUL), a register group is not aligned to its LMUL (or EMUL), a widening or narrowing "
         "destination overlaps a source, or vstart is not 0 where it must be";
    return s;
  }
  return std::string();
}

const rv32::ResultHooks& result_hooks() {
  static const rv32::ResultHooks h = [] {
    rv32::ResultHooks r;
    r.platform = "coral";
    r.disassemble = [](uint32_t word, uint32_t pc) { return disassemble(word, pc); };
    r.illegal_reason = [](uint32_t word) -> std::optional<std::string> {
      std::string s = kc::coral::illegal_reason(word);
      if (s.empty()) return std::nullopt;
      return s;
    };
    r.vector_element_bytes = [](uint32_t word) -> unsigned {
      const VecInfo& v = vinfo(decode(word));
      if (!v.vector || v.mem == VMem::none) return 0;
      return v.mem_eew >= 8 ? v.mem_eew / 8u : 1u;
    };
    return r;
  }();
  return h;
}

}  // namespace kc::coral
