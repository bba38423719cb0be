#include "rv32_result.h"

#include <cstdio>
#include <string>

#include "rv32_isa_table.h"

namespace kc::rv32 {
namespace {

std::string hex32(uint32_t v) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%08x", v);
  return b;
}

std::string range(uint32_t base, uint32_t bytes) { return hex32(base) + ".." + hex32(base + bytes - 1); }

// The platform's disassembly of `word` at `pc` (rv32's without hooks).
std::string dis(const ResultHooks* h, uint32_t word, uint32_t pc) {
  return h && h->disassemble ? h->disassemble(word, pc) : disassemble(word, pc);
}

// "lw a1,0(a0) at pc 0x00000024 (word 0x00052583)"
std::string where(const FaultInfo& f, const ResultHooks* h) {
  return dis(h, f.insn, f.pc) + " at pc " + hex32(f.pc) + " (word " + hex32(f.insn) + ")";
}

// Bytes a load or store of `word` accesses (1, 2 or 4).
unsigned access_size(uint32_t word) {
  const std::string m = info(decode(word)).mnemonic;
  if (m == "lh" || m == "lhu" || m == "sh") return 2;
  if (m == "lb" || m == "lbu" || m == "sb") return 1;
  return 4;
}

const char* trap_kind(unsigned cause) {
  const char* name = trap_name(cause);
  if (name == nullptr)
    throw sim::InternalError("the core reported a fault with mcause " + std::to_string(cause) +
                             ", which the ISA table does not define");
  return name;
}

}  // namespace

std::string illegal_reason(uint32_t word) {
  const Insn id = decode(word);
  if (id == Insn::illegal) {
    if (word == 0) return "is all zeros (executing data or memory the program never wrote?)";
    if ((word & 3u) != 3u)
      return "is not an rv32 instruction (low bits " + std::to_string(word & 3u) +
             ": a compressed instruction? the C extension is not implemented)";
    return "does not encode any rv32 instruction (RV32IMF, Zicsr, Zifencei, Zbb; C, A, D and V are "
           "not implemented)";
  }
  const InsnInfo& in = info(id);
  const std::string m = in.mnemonic;
  if (in.ext == Ext::zicsr) {
    const uint32_t addr = word >> 20, rs1 = (word >> 15) & 31u;
    const bool writes = m == "csrrw" || m == "csrrwi" || rs1 != 0;   // csrrs/c with x0 / zimm 0 only read
    char num[8];
    std::snprintf(num, sizeof num, "0x%03x", addr);
    const CsrInfo* csr = find_csr(addr);
    if (csr == nullptr) return "accesses CSR " + std::string(num) + ", which rv32 does not implement";
    if (csr->access == CsrAccess::ro && writes)
      return "writes the read-only CSR " + std::string(csr->name);
    if (csr->access == CsrAccess::fp)
      return "accesses the FP CSR " + std::string(csr->name) +
             " while mstatus.FS = 0 (Off): set FS first (li t0, 1 << 13; csrs mstatus, t0)";
    return "is " + m + " of CSR " + csr->name + " and decodes, but the core rejected it (RTL and ISA table disagree)";
  }
  if (in.ext == Ext::f) {
    if (in.has_rm) {
      const uint32_t rm = (word >> 12) & 7u;
      if (rm == 5 || rm == 6) return "has the reserved rounding mode " + std::to_string(rm);
      if (rm == 7)
        return "is an F instruction with the dynamic rounding mode: it traps while mstatus.FS = 0 (Off) or "
               "frm holds a reserved value (5..7)";
    }
    return "is an F instruction: it traps while mstatus.FS = 0 (Off); set FS first (li t0, 1 << 13; "
           "csrs mstatus, t0)";
  }
  return "decodes as " + m + " in the ISA table, but the core rejected it (RTL and ISA table disagree)";
}

std::string fault_message(const HwConfig& c, const FaultInfo& f, const std::optional<Retired>& before,
                          const ResultHooks* hooks, const std::optional<VecUnitState>& vec) {
  const std::string kind = trap_kind(f.cause);
  const ResultHooks* h = hooks;
  const auto where = [h](const FaultInfo& x) { return kc::rv32::where(x, h); };
  const unsigned vbytes = h && h->vector_element_bytes ? h->vector_element_bytes(f.insn) : 0;
  // A vector load or store faults precisely at one element: vstart holds its index.
  const std::string element =
      vbytes == 0 ? std::string() : " at element " + std::to_string(vec ? vec->vstart : 0) + " (vstart)";
  const std::string mems = "outside the ITCM (" + range(c.itcm_base, c.itcm_bytes) + ") and the DTCM (" +
                           range(c.dtcm_base, c.dtcm_bytes) + ")";
  switch (f.cause) {
    case cause::instruction_address_misaligned:
      return kind + ": " + where(f) + " jumped to " + hex32(f.tval) +
             ", not a multiple of 4 (no C extension: branch and jump targets must be 4-byte aligned)";
    case cause::instruction_access_fault: {
      std::string s = kind + ": fetch at pc " + hex32(f.pc) + ", outside the ITCM (" +
                      range(c.itcm_base, c.itcm_bytes) + ")";
      if (before)
        s += ", reached from " + dis(h, before->insn, before->pc) + " at pc " + hex32(before->pc) +
             " (word " + hex32(before->insn) + ")";
      return s;
    }
    case cause::illegal_instruction:
      if (h && h->illegal_reason)
        if (const auto why = h->illegal_reason(f.insn))
          return kind + ": word " + hex32(f.insn) + " at pc " + hex32(f.pc) + " " + *why;
      return kind + ": word " + hex32(f.insn) + " at pc " + hex32(f.pc) + " " + illegal_reason(f.insn);
    case cause::breakpoint:
    case cause::ecall_from_m:
      return kind + ": " + where(f) + " with mtvec = 0 (no trap handler): the run ends here";
    case cause::load_address_misaligned:
    case cause::store_address_misaligned: {
      const bool load = f.cause == cause::load_address_misaligned;
      return kind + ": " + where(f) + element + (load ? " read" : " wrote") + " address " + hex32(f.tval) +
             ", not a multiple of " + std::to_string(vbytes ? vbytes : access_size(f.insn)) + " (misaligned " +
             (load ? "loads" : "stores") + " trap)";
    }
    case cause::load_access_fault:
    case cause::store_access_fault:
      return kind + ": " + where(f) + element + (f.cause == cause::load_access_fault ? " read" : " wrote") +
             " address " + hex32(f.tval) + ", " + mems;
    default:
      return kind + ": " + where(f) + " (mtval " + hex32(f.tval) + ")";
  }
}

RunResult make_result(const HwConfig& c, const RunData& d) {
  const ResultHooks* h = d.hooks;
  RunResult r;
  r.platform = h ? h->platform : "rv32";
  r.config = c.name;
  const auto& names = counter_names();
  for (unsigned i = 0; i < kNumCounters; ++i) r.counters.emplace_back(names[i], d.counters[i]);
  if (d.vec) {   // the vector unit's counters (lane utilisation in per mille of the beats' element slots)
    r.counters.emplace_back("vec_busy", d.vec->busy);
    r.counters.emplace_back("vec_beats", d.vec->beats);
    r.counters.emplace_back("vec_active_elements", d.vec->elems);
    r.counters.emplace_back("vec_queue_full_stalls", d.vec->qfull);
    r.counters.emplace_back("vec_mem_port_busy", d.vec->port);
    r.counters.emplace_back("vec_scalar_wait", d.vec->vstall);
  }
  r.cycles = d.counters[kCycles];
  r.instructions = d.counters[kInstret];
  const RunMonitor* mon = d.monitor ? &*d.monitor : nullptr;
  static const std::optional<Retired> kNone;
  const std::optional<Retired>& last = mon ? mon->last() : kNone;  // a reference: no copy for GCC to doubt

  if (mon && mon->tohost()) {
    const TohostEvent& t = *mon->tohost();
    r.pc = t.pc;
    if (t.value == 1) {
      r.status = "halted";
    } else {
      r.status = "fault";
      kc::FaultInfo f;
      f.kind = "test_fail";
      f.pc = t.pc;
      f.address = *d.tohost;
      f.word = t.insn;
      f.message = "tohost = " + std::to_string(t.value) + ": test case " + std::to_string(t.value >> 1) +
                  " failed (" + dis(h, t.insn, t.pc) + " at pc " + hex32(t.pc) + " (word " + hex32(t.insn) +
                  ") wrote tohost at " + hex32(*d.tohost) + ")";
      // A test that failed through an unexpected trap (a test environment's trap handler often
      // writes tohost then) is explained by that trap.
      if (const auto& tr = mon->last_trap())
        f.message += "; the last trap before it: " + std::string(trap_kind(tr->cause)) + " (mcause " +
                     std::to_string(tr->cause) + ") at pc " + hex32(tr->pc) + ", mtval " + hex32(tr->tval) +
                     (tr->insn ? ", " + dis(h, tr->insn, tr->pc) : std::string());
      r.fault = f;
    }
  } else if (d.faulted) {
    const bool illegal = d.fault.cause == cause::illegal_instruction;
    r.status = illegal ? "illegal_instruction" : "fault";
    kc::FaultInfo f;
    f.message = fault_message(c, d.fault, mon ? mon->before_trap() : std::nullopt, h, d.vec);  // checks the cause
    f.kind = trap_kind(d.fault.cause);
    f.pc = d.fault.pc;
    switch (d.fault.cause) {   // mtval is an address for these causes
      case cause::instruction_address_misaligned:
      case cause::instruction_access_fault:
      case cause::load_address_misaligned:
      case cause::load_access_fault:
      case cause::store_address_misaligned:
      case cause::store_access_fault:
        f.address = d.fault.tval;
        break;
      default:
        break;
    }
    f.word = d.fault.insn;
    r.pc = f.pc;
    r.fault = f;
  } else if (d.halted) {
    const bool mpause = last.has_value() && last->insn == kMpauseWord;
    r.status = d.record.hit_cycle_limit && !mpause ? "cycle_limit" : "halted";
    if (last) r.pc = last->pc;
    if (r.status == "cycle_limit") {
      r.cycles = d.record.clocked_cycles;   // exactly max_cycles; the drain is in the counters
    }
  } else {
    throw sim::InternalError("the core reported done but neither halted nor fault (control-block status)");
  }

  auto traffic = [](const PortTraffic& p) {
    MemoryTraffic t;
    t.read_bytes = p.read_bytes;
    t.write_bytes = p.write_bytes;
    t.read_requests = p.read_requests;
    t.write_requests = p.write_requests;
    t.busy_cycles = p.read_requests + p.write_requests;   // one access per cycle on the port
    return t;
  };
  if (mon) {
    r.memory.emplace_back("dtcm", traffic(mon->dtcm()));
    r.memory.emplace_back("itcm", traffic(mon->itcm()));
  }
  r.sim = sim::clocked_run_stats(d.simulator.empty() ? "kc-sim-" + r.platform : d.simulator, d.quantum_cycles,
                                 d.record);
  return r;
}

}  // namespace kc::rv32
