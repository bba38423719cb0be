#include "plena_result.h"

#include <cstdio>
#include <string>

#include "plena_isa_table.h"

namespace kc::plena {
namespace {

std::string str(uint64_t v) { return std::to_string(v); }

std::string hex32(uint32_t v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%08x", v);
  return buf;
}

// What went wrong, in words, for fault kind `kind` at address `a` of instruction `mnem`.
std::string fault_detail(const HwConfig& c, const std::string& kind, const std::string& mnem,
                         uint64_t a) {
  const std::string A = str(a);
  const bool write_out = mnem == "M_MM_WO" || mnem == "M_MV_WO";
  if (kind == "vram_align")
    return write_out ? "wrote VRAM address " + A + " (not a multiple of BLEN=" + str(c.blen) + ")"
                     : "accessed VRAM address " + A + " (not a multiple of VLEN=" + str(c.vlen) +
                           ": rows start at multiples of VLEN)";
  if (kind == "vram_range")
    return "accessed VRAM address " + A + ": a row it touches lies beyond the VRAM (" +
           str(c.vram_rows) + " rows of VLEN=" + str(c.vlen) + ", addresses 0.." +
           str(uint64_t(c.vram_elems) - 1) + ")";
  if (kind == "mram_align")
    return "accessed MRAM address " + A + " (must be tile*MLEN^2 + an offset that is a multiple of BLEN=" +
           str(c.blen) + " below MLEN=" + str(c.mlen) + "; prefetch targets a multiple of MLEN^2=" +
           str(c.mram_tile_elems) + ")";
  if (kind == "mram_range")
    return "accessed MRAM address " + A + " in tile " + str(a / c.mram_tile_elems) +
           ", beyond the MRAM (" + str(c.mram_tiles) + " tiles of MLEN^2=" + str(c.mram_tile_elems) +
           " elements)";
  if (kind == "hbm_range" && a < c.hbm_elems)
    // The core reports the low 64 bits of a 66-bit sum: an address inside the HBM here means the
    // sum passed 2^64 and wrapped around.
    return "computed an HBM element address past the 64-bit range (a[aN] + gp[rs1], plus the rows it spans, is "
           "2^64 + " + A + " or more; it wraps around to " + A + "); the HBM has " + str(c.hbm_elems) +
           " bf16 elements, addresses 0.." + str(c.hbm_elems - 1) + ". Check the high word of C_SET_ADDR_REG";
  if (kind == "hbm_range")
    return "touched HBM element " + A + ", beyond the HBM (" + str(c.hbm_elems) +
           " bf16 elements, addresses 0.." + str(c.hbm_elems - 1) + ")";
  if (kind == "fpmem_range") {
    const std::string reads =
        mnem == "S_MAP_V_FP" ? "reading VLEN=" + str(c.vlen) + " words from it" : "one word";
    return "accessed FP_MEM address " + A + " (" + reads + "), beyond FP_MEM (" +
           str(c.fp_mem_words) + " words)";
  }
  if (kind == "intmem_range")
    return "accessed INT_MEM address " + A + ", beyond INT_MEM (" + str(c.int_mem_words) + " words)";
  if (kind == "loop_zero") return "with loop register gp" + A + " has an iteration count of 0 (N >= 1)";
  if (kind == "loop_overflow")
    return "with loop register gp" + A + " opens a loop with all " + str(c.loop_depth) +
           " loop levels already open";
  if (kind == "loop_mismatch")
    return "with loop register gp" + A + " does not close the innermost open loop (or none is open)";
  return "at address " + A;
}

const char* status_of(unsigned code) {
  const char* name = isa::status_name(code);
  if (name == nullptr)
    throw sim::InternalError("the core reported done with status code " + std::to_string(code) +
                             ", which the ISA table does not define");
  return name;
}

}  // namespace

std::string fault_message(const HwConfig& c, const CoreStatus& s) {
  const char* kind = isa::fault_name(s.fault_kind);
  if (kind == nullptr)
    throw sim::InternalError("the core reported fault kind code " + std::to_string(s.fault_kind) +
                             ", which the ISA table does not define");
  const isa::Instr* in = isa::decode(s.fault_word);
  const std::string mnem = in ? in->mnemonic : "instruction " + hex32(s.fault_word);
  return std::string(kind) + ": " + mnem + " at pc " + str(s.fault_pc) + " " +
         fault_detail(c, kind, in ? in->mnemonic : "", s.fault_addr);
}

std::string illegal_message(const CoreStatus& s) {
  const uint32_t w = s.fault_word;
  const std::string head = "illegal_instruction: word " + hex32(w) + " at pc " + str(s.fault_pc);
  const uint32_t opc = isa::field_get(w, isa::Field::opcode);
  char opc_hex[8];
  std::snprintf(opc_hex, sizeof opc_hex, "0x%02x", opc);
  if (const isa::Reserved* r = isa::reserved_opcode(opc))
    return head + " has reserved opcode " + opc_hex + " (" + r->name + ": " + r->reason + ")";
  for (const isa::Instr& in : isa::kInstrs)
    if (in.opcode == opc) {
      if (isa::decode(w) != nullptr)
        return head + " decodes as " + in.mnemonic +
               " in the ISA table, but the core rejected it (RTL and ISA table disagree)";
      return head + ": opcode " + opc_hex + " is " + in.mnemonic +
             ", but bits outside its operand fields are set or an operand is out of range (" +
             "fixed bits " + hex32(w & in.mask) + ", expected " + hex32(in.match) + ")";
    }
  return head + " has unknown opcode " + opc_hex;
}

RunResult make_result(const HwConfig& c, const RunData& d) {
  RunResult r;
  r.platform = "plena";
  r.config = c.name;
  r.status = status_of(d.status.status);
  for (std::size_t i = 0; i < isa::kNumCounters; ++i)
    r.counters.emplace_back(isa::kCounters[i].name, d.counters.at(i));
  r.cycles = find_counter(r, "cycles").value_or(0);
  r.instructions = find_counter(r, "instructions").value_or(0);
  if (r.status == "fault" || r.status == "illegal_instruction") {
    const bool fault = r.status == "fault";
    FaultInfo f;
    f.message = fault ? fault_message(c, d.status) : illegal_message(d.status);  // checks the kind
    f.kind = fault ? isa::fault_name(d.status.fault_kind) : "illegal_instruction";
    f.pc = d.status.fault_pc;
    if (fault) f.address = d.status.fault_addr;
    f.word = d.status.fault_word;
    r.pc = f.pc;
    r.fault = f;
  } else if (r.status == "halted") {
    r.pc = d.program_words;  // the pc ran past the last instruction
  } else if (r.status == "cycle_limit") {
    r.pc = d.status.fault_pc;               // stopped: the core reports the next pc it would have issued
    r.cycles = d.record.clocked_cycles;     // exactly max_cycles; the drain is in the counters
  }
  MemoryTraffic t;
  t.read_bytes = d.hbm.read_bytes;
  t.write_bytes = d.hbm.write_bytes;
  t.read_requests = d.hbm.read_requests;
  t.write_requests = d.hbm.write_requests;
  t.busy_cycles = d.hbm.busy_cycles;
  r.memory.emplace_back("hbm", t);
  r.sim = sim::clocked_run_stats(sim::simulator_program("plena"), d.quantum_cycles, d.record);
  return r;
}

}  // namespace kc::plena
