// The coral ISS: the rv32 ISS with the vector unit as its extension (see kc/coral_iss.h).
#include "kc/coral_iss.h"

namespace kc::coral {

namespace {

// The vector model's memory: the hart's accesses with the core's checks.
class HartMemory : public vec::Memory {
 public:
  explicit HartMemory(rv32::IssHart& hart) : hart_(hart) {}
  Fault load(std::uint32_t addr, unsigned bytes, std::uint32_t& value) override {
    return fault(hart_.load(addr, bytes, value));
  }
  Fault store(std::uint32_t addr, unsigned bytes, std::uint32_t value) override {
    return fault(hart_.store(addr, bytes, value));
  }
  Fault check(std::uint32_t addr, unsigned bytes, bool) override { return fault(hart_.check(addr, bytes)); }

 private:
  static Fault fault(rv32::IssHart::MemFault f) {
    return f == rv32::IssHart::MemFault::none         ? Fault::none
           : f == rv32::IssHart::MemFault::misaligned ? Fault::misaligned
                                                      : Fault::access;
  }
  rv32::IssHart& hart_;
};

}  // namespace

bool VectorUnit::execute(rv32::IssHart& hart, std::uint32_t word) {
  const Insn id = decode(word);
  if (id == Insn::illegal || !vinfo(id).vector) return false;
  vector_ = true;
  if ((hart.mstatus_field() & kMstatusVs) == 0) {  // the unit is off
    last_ = vec::Effects{};
    last_.trap = true;
    last_.cause = vec::kIllegal;
    last_.tval = word;
    last_.vl = state_.vl, last_.vtype = state_.vtype, last_.vstart = state_.vstart, last_.vxsat = state_.vxsat;
    hart.raise(vec::kIllegal, word);
    return true;
  }
  std::uint32_t x[32];
  for (unsigned r = 0; r < 32; ++r) x[r] = hart.x(r);
  HartMemory mem(hart);
  last_ = vec::execute(state_, mem, vec::operands_of(word, x));
  if (!(last_.trap && last_.cause == vec::kIllegal)) hart.set_mstatus_field(kMstatusVs);  // Dirty
  if (last_.trap)
    hart.raise(last_.cause, last_.tval);
  else if (last_.x_we)
    hart.write_x(last_.rd, last_.x_value);
  return true;
}

rv32::IssExtension::CsrKind VectorUnit::csr_kind(std::uint32_t addr) const {
  const CsrInfo* c = find_csr(addr);
  if (!c) return CsrKind::none;
  if (c->access == CsrAccess::vs) return CsrKind::rw;
  if (c->access == CsrAccess::vs_ro) return CsrKind::ro;
  return CsrKind::none;
}

bool VectorUnit::csr_accessible(const rv32::IssHart& hart, std::uint32_t) const {
  return (hart.mstatus_field() & kMstatusVs) != 0;
}

std::uint32_t VectorUnit::csr_read(std::uint32_t addr) const {
  switch (addr) {
    case csr::vstart: return state_.vstart;
    case csr::vxsat: return state_.vxsat;
    case csr::vxrm: return state_.vxrm;
    case csr::vcsr: return state_.vxrm << 1 | state_.vxsat;
    case csr::vl: return state_.vl;
    case csr::vtype: return state_.vtype;
    case csr::vlenb: return state_.vlenb;
    default: return 0;
  }
}

void VectorUnit::csr_write(rv32::IssHart& hart, std::uint32_t addr, std::uint32_t v) {
  switch (addr) {
    case csr::vstart: state_.vstart = v & state_.vstart_mask(); break;
    case csr::vxsat: state_.vxsat = v & 1u; break;
    case csr::vxrm: state_.vxrm = v & 3u; break;
    case csr::vcsr:
      state_.vxrm = (v >> 1) & 3u;
      state_.vxsat = v & 1u;
      break;
    default: return;  // read-only: refused before
  }
  hart.set_mstatus_field(kMstatusVs);  // Dirty
}

rv32::HwConfig scalar_config(const HwConfig& c) {
  rv32::HwConfig r{};
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
  return r;
}

Iss::Iss(const HwConfig& cfg, unsigned vlen) : cfg_(cfg), unit_(vlen ? vlen : cfg.vlen), core_(scalar_config(cfg)) {
  core_.set_extension(&unit_);
  core_.reset(cfg.itcm_base);
}

StepResult Iss::step() {
  StepResult r;
  unit_.begin_step();
  r.core = core_.step();
  r.vector = unit_.vector();
  if (r.vector) r.vec = unit_.last();
  return r;
}

RunStatus Iss::run(std::uint64_t max_instructions) {
  for (std::uint64_t n = 0; n < max_instructions && core_.status() == RunStatus::running; ++n) step();
  return core_.status() == RunStatus::running ? RunStatus::limit : core_.status();
}

void Iss::enable_units() {
  const std::uint32_t ms = *core_.csr(rv32::csr::mstatus);
  core_.set_csr(rv32::csr::mstatus, ms | 1u << 13 | 1u << 9);
}

}  // namespace kc::coral
