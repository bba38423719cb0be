// kc/rv32_iss.h: the instruction-set simulator of the rv32 platform (RV32IMF + Zicsr + Zifencei +
// Zbb + mpause, machine mode), the functional reference the RTL runs in lock-step with.
//
// Architectural only: one step() executes one instruction completely; there are no cycles, no
// pipeline and no caches (stores to the ITCM are visible to the next fetch at once, so a program
// that omits FENCE.I after patching code may behave differently on the RTL). Decoding uses the
// generated table (rv32_isa_table.h), FP arithmetic the bit-exact model kc::rv32::fp. Memory map,
// CSRs and traps are those of docs/isa/rv32.md (generated from rtl/rv32/isa/rv32_isa.yaml):
//   - ITCM and DTCM of the HwConfig; fetch outside the ITCM is an instruction access fault, a data
//     access outside both an access fault, a misaligned data access a misaligned fault (checked
//     first), a taken branch/jump to a target with bit 1 set an instruction-address-misaligned
//     fault on the branch itself.
//   - A trap with mtvec == 0 ends the run (status fault, fault record); with mtvec != 0 it enters
//     the handler (mepc, mcause, mtval, mstatus.MPIE/MIE). mpause ends the run with status halted.
//   - mcycle advances by 1 per step (the ISS has no cycles): lock-step checkers supply the RTL's
//     values of time-dependent CSRs through set_csr_override().
//   - A platform built on the rv32 core (coral) installs an IssExtension: the ISS hands it every word
//     its own table decodes as illegal and every CSR number its table does not list, and keeps the
//     extension's mstatus field. Without an extension the ISS is exactly rv32's.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "kc/elf.h"
#include "rv32_configs.h"
#include "rv32_isa_table.h"

namespace kc::rv32 {

// One executed instruction: the fields of the RTL's retirement trace record (rv32_core trace_*),
// plus the CSR value it read. A trapped instruction (trap = true) writes nothing: rd_we, mem_we,
// mem_re are false and fflags is 0.
struct StepResult {
  std::uint32_t pc = 0;    // address of the instruction
  std::uint32_t insn = 0;  // its word (0 when the fetch itself faulted)
  // register write (never for x0)
  bool rd_we = false;
  bool rd_fp = false;  // f register (else x)
  std::uint8_t rd = 0;
  std::uint32_t rd_wdata = 0;
  // data memory access: addr is the byte address of the access; be and wdata are in the lanes of
  // the aligned word (sb 0xAB to an address ending in 1: be = 0b0010, wdata = 0x0000AB00)
  bool mem_we = false, mem_re = false;
  std::uint32_t mem_addr = 0, mem_wdata = 0;
  std::uint8_t mem_be = 0;
  std::uint8_t fflags = 0;  // FP flags this instruction raised (before accrual)
  // trap
  bool trap = false;
  std::uint8_t cause = 0;  // mcause code
  std::uint32_t tval = 0;
  // CSR instructions: the value read (the old value; for csrrw/csrrwi with rd = x0 none is read)
  bool csr_read = false;
  std::uint16_t csr_addr = 0;
  std::uint32_t csr_rdata = 0;
};

enum class RunStatus { running, halted, fault, limit };
const char* run_status_name(RunStatus s);  // "running", "halted", "fault", "limit"

// What the core reports when a trap ends the run (mtvec == 0).
struct FaultRecord {
  std::uint32_t cause = 0, pc = 0, tval = 0, insn = 0;
};

class Iss;
class IssHart;

// An extension of the ISS (a unit of a platform built on the rv32 core, e.g. coral's vector unit):
// it executes the instructions the rv32 table does not decode and owns the CSRs the rv32 table does
// not list, and may own a field of mstatus. The ISS knows nothing else about it.
class IssExtension {
 public:
  virtual ~IssExtension() = default;

  // Architectural reset of the extension's state (from Iss::reset()).
  virtual void reset() = 0;

  // Executes `word`, which the rv32 table decodes as illegal. Returns false if the extension does
  // not implement it either (the ISS then raises an illegal instruction); otherwise it has executed
  // it, or raised a trap through hart.raise(). Register and memory effects go through `hart`.
  virtual bool execute(IssHart& hart, std::uint32_t word) = 0;

  // The extension's CSRs: none (not the extension's: illegal), rw or ro (any write is illegal).
  enum class CsrKind { none, rw, ro };
  virtual CsrKind csr_kind(std::uint32_t addr) const = 0;
  // False if an access to the extension's CSR `addr` is illegal now (e.g. the unit is off).
  virtual bool csr_accessible(const IssHart& hart, std::uint32_t addr) const = 0;
  // Reads / writes an extension CSR (no side effects on read; a write applies the CSR's WARL rules
  // and may change the extension's mstatus field through `hart`).
  virtual std::uint32_t csr_read(std::uint32_t addr) const = 0;
  virtual void csr_write(IssHart& hart, std::uint32_t addr, std::uint32_t value) = 0;

  // The mstatus bits of the extension's state field (e.g. VS, bits 10:9), 0 for none. The ISS keeps
  // them (reset 0, writable by CSR instructions) and sets mstatus.SD when they are all ones (Dirty).
  virtual std::uint32_t mstatus_field() const = 0;
};

class Iss {
 public:
  // A CSR read hook: returns the value to use for a read of CSR `addr`, or nullopt for the ISS's
  // own value. Called for every CSR instruction that reads (lock-step: mcycle, mcycleh).
  using CsrOverride = std::function<std::optional<std::uint32_t>(std::uint32_t addr)>;

  // An ISS with the memory map and sizes of `cfg` (memories zero-filled), reset to its ITCM base.
  explicit Iss(const HwConfig& cfg);

  const HwConfig& config() const { return cfg_; }

  // --- memory (host access, no faults; throws std::out_of_range outside ITCM/DTCM) ----------------
  void load(std::uint32_t addr, const std::uint8_t* bytes, std::size_t n);
  void load(std::uint32_t addr, const std::vector<std::uint8_t>& bytes) { load(addr, bytes.data(), bytes.size()); }
  // Writes every PT_LOAD segment of `elf` (file bytes, then zeros up to its memory size); returns
  // the entry point. Throws std::out_of_range if a segment lies outside the ITCM/DTCM.
  std::uint32_t load_elf(const ElfImage& elf);
  // read_elf(path, EM_RISCV) and load_elf(); returns the entry point. Throws ElfError.
  std::uint32_t load_elf(const std::string& path);
  std::uint8_t read8(std::uint32_t addr) const;
  std::uint32_t read32(std::uint32_t addr) const;  // little-endian, addr need not be aligned
  void write32(std::uint32_t addr, std::uint32_t value);
  // True if [addr, addr + n) lies in the ITCM or in the DTCM.
  bool mapped(std::uint32_t addr, std::uint32_t n = 1) const;

  // --- run control ----------------------------------------------------------------------------
  // Architectural reset: pc = `pc`, x and f registers 0, CSRs at their reset values (mtvec 0,
  // mstatus.FS 0, counters 0), status running. Memory is kept.
  void reset(std::uint32_t pc);
  // Executes one instruction (or takes one trap). When the run has already ended (halted or
  // fault) it does nothing and returns a record with pc = pc() and insn = 0.
  StepResult step();
  // Steps until mpause (halted), a trap with mtvec == 0 (fault) or `max_instructions` steps
  // (limit; the status stays running, so run() may continue). Returns the status.
  RunStatus run(std::uint64_t max_instructions);
  RunStatus status() const { return status_; }
  const FaultRecord& fault() const { return fault_; }  // valid when status() == fault
  std::uint64_t steps() const { return steps_; }       // step() calls that executed or trapped

  // --- state ----------------------------------------------------------------------------------
  std::uint32_t pc() const { return pc_; }
  void set_pc(std::uint32_t pc) { pc_ = pc; }
  std::uint32_t x(unsigned r) const { return x_[r & 31u]; }
  void set_x(unsigned r, std::uint32_t v) {
    if ((r & 31u) != 0) x_[r & 31u] = v;
  }
  std::uint32_t f(unsigned r) const { return f_[r & 31u]; }
  void set_f(unsigned r, std::uint32_t v) { f_[r & 31u] = v; }
  // The value of an implemented CSR as a read would return it (no override, no side effects),
  // or nullopt for a CSR the core does not implement.
  std::optional<std::uint32_t> csr(std::uint32_t addr) const;
  // Writes an implemented CSR as a CSR instruction would (WARL masks applied, read-only CSRs and
  // unknown numbers refused with false). For tests and harness setup (e.g. enabling FS).
  bool set_csr(std::uint32_t addr, std::uint32_t value);
  std::uint64_t mcycle() const { return mcycle_; }
  std::uint64_t minstret() const { return minstret_; }

  void set_csr_override(CsrOverride fn) { csr_override_ = std::move(fn); }

  // Installs an extension (not owned; nullptr removes it) and resets it.
  void set_extension(IssExtension* ext);
  IssExtension* extension() const { return ext_; }

 private:
  friend class IssHart;
  struct Exec;  // the instruction being executed (rv32_iss_exec.cpp)

  // instruction families (rv32_iss_exec.cpp); each fills the step result or raises a trap
  void exec_alu(Exec& e);
  void exec_muldiv(Exec& e);
  void exec_branch(Exec& e);
  void exec_jump(Exec& e);
  void exec_load(Exec& e);
  void exec_store(Exec& e);
  void exec_csr(Exec& e);
  void exec_ext_csr(Exec& e, std::uint32_t addr, std::uint32_t src, bool reads, bool writes);
  void exec_system(Exec& e);
  void exec_fp(Exec& e);

  // machine (rv32_iss.cpp)
  void raise(Exec& e, unsigned cause, std::uint32_t tval);
  void write_x(Exec& e, unsigned rd, std::uint32_t v);
  void write_f(Exec& e, unsigned rd, std::uint32_t v);
  std::uint8_t* data_ptr(std::uint32_t addr, std::uint32_t n);  // nullptr if unmapped
  const std::uint8_t* data_ptr(std::uint32_t addr, std::uint32_t n) const;
  std::uint32_t read_csr_raw(std::uint32_t addr) const;
  void write_csr_raw(std::uint32_t addr, std::uint32_t value);

  HwConfig cfg_;
  std::vector<std::uint8_t> itcm_, dtcm_;
  std::uint32_t pc_ = 0;
  std::uint32_t x_[32] = {};
  std::uint32_t f_[32] = {};
  // CSR state
  bool mie_ = false, mpie_ = false;
  std::uint32_t fs_ = 0;  // mstatus.FS
  std::uint32_t fflags_ = 0, frm_ = 0;
  std::uint32_t mtvec_ = 0, mscratch_ = 0, mepc_ = 0, mcause_ = 0, mtval_ = 0;
  std::uint64_t mcycle_ = 0, minstret_ = 0;
  bool mcycle_written_ = false;    // this step wrote mcycle(h): no increment of mcycle
  bool minstret_written_ = false;  // this step wrote minstret(h): it does not count itself
  RunStatus status_ = RunStatus::running;
  FaultRecord fault_;
  std::uint64_t steps_ = 0;
  CsrOverride csr_override_;
  IssExtension* ext_ = nullptr;
  std::uint32_t ext_mstatus_ = 0;  // the extension's mstatus field
};

// What an extension sees of the hart while the ISS executes one instruction for it. Register writes
// go into the step's record (rd_we/rd_wdata) and are committed with it; memory accesses apply the
// core's checks (alignment, ITCM/DTCM only) and stores take effect at once.
class IssHart {
 public:
  enum class MemFault { none, misaligned, access };

  std::uint32_t pc() const;
  std::uint32_t x(unsigned r) const;
  std::uint32_t f(unsigned r) const;
  void write_x(unsigned rd, std::uint32_t value);  // x0: no write
  void write_f(unsigned rd, std::uint32_t value);
  // Naturally aligned accesses of 1, 2 or 4 bytes (little-endian) to the ITCM or DTCM.
  MemFault load(std::uint32_t addr, unsigned bytes, std::uint32_t& value) const;
  MemFault store(std::uint32_t addr, unsigned bytes, std::uint32_t value);
  // The fault such an access would raise, without making it.
  MemFault check(std::uint32_t addr, unsigned bytes) const;
  // The extension's mstatus field (its bits in place, the others 0) and a write of it.
  std::uint32_t mstatus_field() const;
  void set_mstatus_field(std::uint32_t value);
  // Raises a trap: the instruction does not retire, its register write is dropped.
  void raise(unsigned cause, std::uint32_t tval);

 private:
  friend class Iss;
  IssHart(Iss& iss, Iss::Exec& e) : iss_(iss), e_(e) {}
  Iss& iss_;
  Iss::Exec& e_;  // the instruction being executed
};

}  // namespace kc::rv32
