// kc/coral_iss.h: the instruction-set simulator of the coral platform — the rv32 ISS (kc/rv32_iss.h,
// RV32IMF + Zicsr + Zifencei + Zbb + mpause) with the Zve32x vector unit (kc/coral_vec.h) installed as
// its extension. The functional reference the coral RTL runs in lock-step with.
//
// The rv32 ISS hands the vector unit every word its own table does not decode and the CSR numbers it
// does not list (vstart, vxsat, vxrm, vcsr, vl, vtype, vlenb); the unit owns mstatus.VS (bits 10:9).
//   - Every vector instruction and vector CSR access is illegal while mstatus.VS = 0 (reset).
//   - VS becomes Dirty (3) when a vector instruction executes (even one that then traps on a memory
//     fault) and when a vector CSR is written; mstatus.SD is set when FS or VS is Dirty.
//   - Vector loads and stores reach the ITCM and DTCM with the core's checks (naturally aligned
//     elements); stores take effect element by element.
// step() returns the rv32 core's record (pc, word, scalar register write, trap, CSR read) and the
// vector unit's (register writes with their new contents, element accesses, vl/vtype/vstart/vxsat
// after), so a lock-step checker can compare a vector instruction field by field.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "coral_configs.h"
#include "coral_isa_table.h"
#include "kc/coral_vec.h"
#include "kc/rv32_iss.h"

namespace kc::coral {

using rv32::FaultRecord;
using rv32::RunStatus;

// What one step did.
struct StepResult {
  rv32::StepResult core;  // pc, insn, x/f write (vset*, vmv.x.s, vcpop.m, vfirst.m write x[rd]),
                          // scalar memory access, trap (cause, tval), CSR read
  bool vector = false;    // the word was a vector instruction (decoded by the vector table)
  vec::Effects vec;       // a vector instruction's effects: register writes (complete new contents
                          // and written bytes), element accesses in order, vl/vtype/vstart/vxsat
                          // after; with a memory trap, what the elements below vstart did
};

// mstatus.VS: the vector unit's state field.
constexpr std::uint32_t kMstatusVs = 3u << 9;

// The vector unit as the rv32 ISS's extension.
class VectorUnit : public rv32::IssExtension {
 public:
  explicit VectorUnit(unsigned vlen) : state_(vlen) {}

  void reset() override { state_.reset(); }
  bool execute(rv32::IssHart& hart, std::uint32_t word) override;
  CsrKind csr_kind(std::uint32_t addr) const override;
  bool csr_accessible(const rv32::IssHart& hart, std::uint32_t addr) const override;
  std::uint32_t csr_read(std::uint32_t addr) const override;
  void csr_write(rv32::IssHart& hart, std::uint32_t addr, std::uint32_t value) override;
  std::uint32_t mstatus_field() const override { return kMstatusVs; }

  vec::State& state() { return state_; }
  const vec::State& state() const { return state_; }
  // The record of the instruction executed since begin_step() (vector() false if none was).
  void begin_step() {
    vector_ = false;
    last_ = vec::Effects{};
  }
  bool vector() const { return vector_; }
  const vec::Effects& last() const { return last_; }

 private:
  vec::State state_;
  bool vector_ = false;
  vec::Effects last_;
};

// The rv32 configuration of coral's scalar core (the coral configuration's rv32 keys).
rv32::HwConfig scalar_config(const HwConfig& cfg);

class Iss {
 public:
  // An ISS with the memory map, sizes and VLEN of `cfg` (memories zero-filled), reset to its ITCM
  // base. `vlen` overrides the configuration's VLEN (tests of other register widths).
  explicit Iss(const HwConfig& cfg, unsigned vlen = 0);
  Iss(const Iss&) = delete;
  Iss& operator=(const Iss&) = delete;

  const HwConfig& config() const { return cfg_; }
  rv32::Iss& core() { return core_; }
  const rv32::Iss& core() const { return core_; }
  vec::State& vstate() { return unit_.state(); }
  const vec::State& vstate() const { return unit_.state(); }
  unsigned vlen() const { return unit_.state().vlen; }

  // --- as rv32::Iss (memory, run control, scalar state) ----------------------------------------
  void load(std::uint32_t addr, const std::vector<std::uint8_t>& bytes) { core_.load(addr, bytes); }
  std::uint32_t load_elf(const ElfImage& elf) { return core_.load_elf(elf); }
  std::uint32_t load_elf(const std::string& path) { return core_.load_elf(path); }
  std::uint8_t read8(std::uint32_t addr) const { return core_.read8(addr); }
  std::uint32_t read32(std::uint32_t addr) const { return core_.read32(addr); }
  void write32(std::uint32_t addr, std::uint32_t value) { core_.write32(addr, value); }
  // Architectural reset of the core and the vector unit (registers 0, vtype vill, VS off).
  void reset(std::uint32_t pc) { core_.reset(pc); }
  StepResult step();
  RunStatus run(std::uint64_t max_instructions);
  RunStatus status() const { return core_.status(); }
  const FaultRecord& fault() const { return core_.fault(); }
  std::uint32_t pc() const { return core_.pc(); }
  std::uint32_t x(unsigned r) const { return core_.x(r); }
  void set_x(unsigned r, std::uint32_t v) { core_.set_x(r, v); }
  std::uint32_t f(unsigned r) const { return core_.f(r); }
  // Any implemented CSR (the vector CSRs included), as a read would return it.
  std::optional<std::uint32_t> csr(std::uint32_t addr) const { return core_.csr(addr); }
  bool set_csr(std::uint32_t addr, std::uint32_t value) { return core_.set_csr(addr, value); }
  // Enables the FP and vector units (mstatus.FS = VS = Initial), as a task's startup stub does.
  void enable_units();

 private:
  HwConfig cfg_;
  VectorUnit unit_;
  rv32::Iss core_;
};

}  // namespace kc::coral
