// The rv32 ISS machine: memories, reset, fetch/decode/dispatch, traps, counters and the CSR file.
// The per-family semantics are in rv32_iss_exec.cpp.
#include <cstring>
#include <stdexcept>

#include "rv32_iss_impl.h"

namespace kc::rv32 {

namespace {

// mstatus bits
constexpr std::uint32_t kMie = 1u << 3, kMpie = 1u << 7, kMppMachine = 3u << 11, kSd = 1u << 31;
constexpr unsigned kFsShift = 13;
constexpr std::uint32_t kMisaF = 1u << 5;  // misa bit of the F extension

std::string hex32(std::uint32_t v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%08x", unsigned(v));
  return buf;
}

}  // namespace

const char* run_status_name(RunStatus s) {
  switch (s) {
    case RunStatus::running: return "running";
    case RunStatus::halted: return "halted";
    case RunStatus::fault: return "fault";
    case RunStatus::limit: return "limit";
  }
  return "?";
}

Iss::Iss(const HwConfig& cfg) : cfg_(cfg), itcm_(cfg.itcm_bytes, 0), dtcm_(cfg.dtcm_bytes, 0) {
  reset(cfg.itcm_base);
}

// --- memory -----------------------------------------------------------------------------------

bool Iss::mapped(std::uint32_t addr, std::uint32_t n) const { return data_ptr(addr, n) != nullptr; }

const std::uint8_t* Iss::data_ptr(std::uint32_t addr, std::uint32_t n) const {
  const std::uint64_t a = addr, e = std::uint64_t(addr) + n;
  if (a >= cfg_.itcm_base && e <= std::uint64_t(cfg_.itcm_base) + cfg_.itcm_bytes) return &itcm_[a - cfg_.itcm_base];
  if (a >= cfg_.dtcm_base && e <= std::uint64_t(cfg_.dtcm_base) + cfg_.dtcm_bytes) return &dtcm_[a - cfg_.dtcm_base];
  return nullptr;
}

std::uint8_t* Iss::data_ptr(std::uint32_t addr, std::uint32_t n) {
  return const_cast<std::uint8_t*>(static_cast<const Iss*>(this)->data_ptr(addr, n));
}

void Iss::load(std::uint32_t addr, const std::uint8_t* bytes, std::size_t n) {
  if (n == 0) return;
  std::uint8_t* p = n <= 0xFFFFFFFFu ? data_ptr(addr, std::uint32_t(n)) : nullptr;
  if (!p)
    throw std::out_of_range("rv32 ISS: " + std::to_string(n) + " bytes at " + hex32(addr) +
                            " do not lie inside the ITCM or the DTCM of configuration " + cfg_.name);
  std::memcpy(p, bytes, n);
}

std::uint32_t Iss::load_elf(const ElfImage& elf) {
  for (const auto& s : elf.segments) {
    if (s.mem_size == 0) continue;
    std::vector<std::uint8_t> bytes(s.bytes);
    bytes.resize(s.mem_size, 0);  // .bss
    load(s.vaddr, bytes);
  }
  return elf.entry;
}

std::uint32_t Iss::load_elf(const std::string& path) { return load_elf(read_elf(path, kElfMachineRiscv)); }

std::uint8_t Iss::read8(std::uint32_t addr) const {
  const std::uint8_t* p = data_ptr(addr, 1);
  if (!p) throw std::out_of_range("rv32 ISS: read of unmapped address " + hex32(addr));
  return *p;
}

std::uint32_t Iss::read32(std::uint32_t addr) const {
  const std::uint8_t* p = data_ptr(addr, 4);
  if (!p) throw std::out_of_range("rv32 ISS: read of unmapped address " + hex32(addr));
  return std::uint32_t(p[0]) | std::uint32_t(p[1]) << 8 | std::uint32_t(p[2]) << 16 | std::uint32_t(p[3]) << 24;
}

void Iss::write32(std::uint32_t addr, std::uint32_t value) {
  const std::uint8_t b[4] = {std::uint8_t(value), std::uint8_t(value >> 8), std::uint8_t(value >> 16),
                             std::uint8_t(value >> 24)};
  load(addr, b, 4);
}

// --- reset, step, run -----------------------------------------------------------------------------

void Iss::reset(std::uint32_t pc) {
  pc_ = pc;
  std::memset(x_, 0, sizeof x_);
  std::memset(f_, 0, sizeof f_);
  mie_ = mpie_ = false;
  fs_ = 0;
  fflags_ = frm_ = 0;
  mtvec_ = mscratch_ = mepc_ = mcause_ = mtval_ = 0;
  mcycle_ = minstret_ = 0;
  status_ = RunStatus::running;
  fault_ = FaultRecord{};
  steps_ = 0;
  ext_mstatus_ = 0;
  if (ext_) ext_->reset();
}

void Iss::set_extension(IssExtension* ext) {
  ext_ = ext;
  ext_mstatus_ = 0;
  if (ext_) ext_->reset();
}

void Iss::raise(Exec& e, unsigned cause, std::uint32_t tval) {
  e.trapped = true;
  e.r = StepResult{};
  e.r.pc = pc_;
  e.r.insn = e.w;
  e.r.trap = true;
  e.r.cause = std::uint8_t(cause);
  e.r.tval = tval;
}

void Iss::write_x(Exec& e, unsigned rd, std::uint32_t v) {
  if (rd == 0) return;  // x0: no write, and no write in the trace
  e.r.rd_we = true;
  e.r.rd_fp = false;
  e.r.rd = std::uint8_t(rd);
  e.r.rd_wdata = v;
}

void Iss::write_f(Exec& e, unsigned rd, std::uint32_t v) {
  e.r.rd_we = true;
  e.r.rd_fp = true;
  e.r.rd = std::uint8_t(rd);
  e.r.rd_wdata = v;
}

StepResult Iss::step() {
  StepResult r;
  r.pc = pc_;
  if (status_ != RunStatus::running) return r;
  ++steps_;
  mcycle_written_ = minstret_written_ = false;
  Exec e(r);
  e.next_pc = pc_ + 4;
  const std::uint8_t* p = pc_ >= cfg_.itcm_base && std::uint64_t(pc_) + 4 <= std::uint64_t(cfg_.itcm_base) + cfg_.itcm_bytes
                              ? &itcm_[pc_ - cfg_.itcm_base]
                              : nullptr;
  if (!p) {
    raise(e, cause::instruction_access_fault, pc_);
  } else {
    e.w = std::uint32_t(p[0]) | std::uint32_t(p[1]) << 8 | std::uint32_t(p[2]) << 16 | std::uint32_t(p[3]) << 24;
    r.insn = e.w;
    e.id = decode(e.w);
    e.in = &info(e.id);
    e.rd = (e.w >> 7) & 31u;
    e.rs1 = (e.w >> 15) & 31u;
    e.rs2 = (e.w >> 20) & 31u;
    e.rs3 = (e.w >> 27) & 31u;
    e.a = x_[e.rs1];
    e.b = x_[e.rs2];
    e.imm = imm_value(e.in->imm, e.w);
    if (e.id == Insn::illegal) {
      IssHart hart(*this, e);
      if (!ext_ || !ext_->execute(hart, e.w)) raise(e, cause::illegal_instruction, e.w);
    } else if (e.in->ext == Ext::f && fs_ == 0) {
      raise(e, cause::illegal_instruction, e.w);  // FP off
    } else {
      switch (e.in->unit) {
        case Unit::alu: exec_alu(e); break;
        case Unit::mul:
        case Unit::div: exec_muldiv(e); break;
        case Unit::branch: exec_branch(e); break;
        case Unit::jump: exec_jump(e); break;
        case Unit::load:
        case Unit::fload: exec_load(e); break;
        case Unit::store:
        case Unit::fstore: exec_store(e); break;
        case Unit::csr: exec_csr(e); break;
        case Unit::system:
        case Unit::fence: exec_system(e); break;
        case Unit::fma:
        case Unit::fmisc:
        case Unit::fdivsqrt: exec_fp(e); break;
      }
    }
  }

  if (!mcycle_written_) ++mcycle_;
  if (e.trapped) {
    if (mtvec_ == 0) {
      status_ = RunStatus::fault;
      fault_ = {r.cause, r.pc, r.tval, r.insn};
    } else {
      mepc_ = pc_ & ~3u;
      mcause_ = r.cause;
      mtval_ = r.tval;
      mpie_ = mie_;
      mie_ = false;
      pc_ = mtvec_;
    }
    return r;
  }
  // commit: registers, FP state, counters, pc
  if (r.rd_we) {
    if (r.rd_fp)
      f_[r.rd] = r.rd_wdata;
    else
      x_[r.rd] = r.rd_wdata;
  }
  fflags_ |= r.fflags;
  if ((r.rd_we && r.rd_fp) || r.fflags != 0) fs_ = 3;  // FP state changed: Dirty
  if (!minstret_written_) ++minstret_;
  if (e.id == Insn::mpause) status_ = RunStatus::halted;
  pc_ = e.next_pc;
  return r;
}

RunStatus Iss::run(std::uint64_t max_instructions) {
  for (std::uint64_t n = 0; n < max_instructions && status_ == RunStatus::running; ++n) step();
  return status_ == RunStatus::running ? RunStatus::limit : status_;
}

// --- CSRs -------------------------------------------------------------------------------------------

std::uint32_t Iss::read_csr_raw(std::uint32_t addr) const {
  switch (addr) {
    case csr::fflags: return fflags_;
    case csr::frm: return frm_;
    case csr::fcsr: return frm_ << 5 | fflags_;
    case csr::mstatus: {
      const std::uint32_t field = ext_ ? ext_->mstatus_field() : 0u;
      const bool ext_dirty = field != 0 && (ext_mstatus_ & field) == field;
      return (fs_ == 3 || ext_dirty ? kSd : 0u) | fs_ << kFsShift | kMppMachine | (mpie_ ? kMpie : 0u) |
             (mie_ ? kMie : 0u) | (ext_mstatus_ & field);
    }
    case csr::misa: return find_csr(csr::misa)->reset & (cfg_.f_extension ? ~0u : ~kMisaF);
    case csr::mie:
    case csr::mip: return 0;
    case csr::mtvec: return mtvec_;
    case csr::mscratch: return mscratch_;
    case csr::mepc: return mepc_;
    case csr::mcause: return mcause_;
    case csr::mtval: return mtval_;
    case csr::mcycle: return std::uint32_t(mcycle_);
    case csr::mcycleh: return std::uint32_t(mcycle_ >> 32);
    case csr::minstret: return std::uint32_t(minstret_);
    case csr::minstreth: return std::uint32_t(minstret_ >> 32);
    default: return 0;  // mvendorid, marchid, mimpid, mhartid
  }
}

void Iss::write_csr_raw(std::uint32_t addr, std::uint32_t v) {
  switch (addr) {
    case csr::fflags:
      fflags_ = v & 0x1Fu;
      fs_ = 3;
      break;
    case csr::frm:
      frm_ = v & 7u;
      fs_ = 3;
      break;
    case csr::fcsr:
      fflags_ = v & 0x1Fu;
      frm_ = (v >> 5) & 7u;
      fs_ = 3;
      break;
    case csr::mstatus:
      mie_ = (v & kMie) != 0;
      mpie_ = (v & kMpie) != 0;
      fs_ = cfg_.f_extension ? (v >> kFsShift) & 3u : 0u;  // without F, FS is hard-wired to Off
      if (ext_) ext_mstatus_ = v & ext_->mstatus_field();
      break;
    case csr::mtvec: mtvec_ = v & ~3u; break;    // direct mode only
    case csr::mscratch: mscratch_ = v; break;
    case csr::mepc: mepc_ = v & ~3u; break;      // no C extension: IALIGN = 32
    case csr::mcause: mcause_ = v; break;
    case csr::mtval: mtval_ = v; break;
    case csr::mcycle:
      mcycle_ = (mcycle_ & 0xFFFFFFFF00000000ull) | v;
      mcycle_written_ = true;
      break;
    case csr::mcycleh:
      mcycle_ = (mcycle_ & 0xFFFFFFFFull) | std::uint64_t(v) << 32;
      mcycle_written_ = true;
      break;
    case csr::minstret:
      minstret_ = (minstret_ & 0xFFFFFFFF00000000ull) | v;
      minstret_written_ = true;
      break;
    case csr::minstreth:
      minstret_ = (minstret_ & 0xFFFFFFFFull) | std::uint64_t(v) << 32;
      minstret_written_ = true;
      break;
    default: break;  // misa, mie, mip: WARL, writes ignored
  }
}

std::optional<std::uint32_t> Iss::csr(std::uint32_t addr) const {
  if (!find_csr(addr)) {
    if (ext_ && ext_->csr_kind(addr) != IssExtension::CsrKind::none) return ext_->csr_read(addr);
    return std::nullopt;
  }
  return read_csr_raw(addr);
}

bool Iss::set_csr(std::uint32_t addr, std::uint32_t value) {
  const CsrInfo* c = find_csr(addr);
  if (!c && ext_ && ext_->csr_kind(addr) == IssExtension::CsrKind::rw) {
    StepResult unused;  // a host write is not an instruction: no record
    Exec e(unused);
    IssHart hart(*this, e);
    ext_->csr_write(hart, addr, value);
    return true;
  }
  if (!c || c->access == CsrAccess::ro) return false;
  write_csr_raw(addr, value);
  mcycle_written_ = minstret_written_ = false;  // a host write is not an instruction
  return true;
}

}  // namespace kc::rv32

// --- the hart as an extension sees it ---------------------------------------------------------------

namespace kc::rv32 {

std::uint32_t IssHart::pc() const { return iss_.pc_; }
std::uint32_t IssHart::x(unsigned r) const { return iss_.x_[r & 31u]; }
std::uint32_t IssHart::f(unsigned r) const { return iss_.f_[r & 31u]; }
void IssHart::write_x(unsigned rd, std::uint32_t value) { iss_.write_x(e_, rd & 31u, value); }
void IssHart::write_f(unsigned rd, std::uint32_t value) { iss_.write_f(e_, rd & 31u, value); }

IssHart::MemFault IssHart::load(std::uint32_t addr, unsigned bytes, std::uint32_t& value) const {
  if (addr & (bytes - 1)) return MemFault::misaligned;
  const std::uint8_t* p = iss_.data_ptr(addr, bytes);
  if (!p) return MemFault::access;
  value = 0;
  for (unsigned i = 0; i < bytes; ++i) value |= std::uint32_t(p[i]) << (8 * i);
  return MemFault::none;
}

IssHart::MemFault IssHart::store(std::uint32_t addr, unsigned bytes, std::uint32_t value) {
  if (addr & (bytes - 1)) return MemFault::misaligned;
  std::uint8_t* p = iss_.data_ptr(addr, bytes);
  if (!p) return MemFault::access;
  for (unsigned i = 0; i < bytes; ++i) p[i] = std::uint8_t(value >> (8 * i));
  return MemFault::none;
}

IssHart::MemFault IssHart::check(std::uint32_t addr, unsigned bytes) const {
  if (addr & (bytes - 1)) return MemFault::misaligned;
  return iss_.data_ptr(addr, bytes) ? MemFault::none : MemFault::access;
}

std::uint32_t IssHart::mstatus_field() const {
  return iss_.ext_ ? iss_.ext_mstatus_ & iss_.ext_->mstatus_field() : 0u;
}

void IssHart::set_mstatus_field(std::uint32_t value) {
  if (iss_.ext_) iss_.ext_mstatus_ = value & iss_.ext_->mstatus_field();
}

void IssHart::raise(unsigned cause, std::uint32_t tval) { iss_.raise(e_, cause, tval); }

}  // namespace kc::rv32
