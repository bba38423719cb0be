// The rv32 ISS instruction families: integer ALU (RV32I + Zbb), multiply/divide, branches, jumps,
// loads, stores, CSR instructions, system instructions and fences, and the F extension through
// kc::rv32::fp. Each family is one function; the pure arithmetic is in small helpers so that it
// reads like the specification.
#include "kc/rv32_fp.h"
#include "rv32_iss_impl.h"

namespace kc::rv32 {

namespace {

using u32 = std::uint32_t;
using i32 = std::int32_t;
using u64 = std::uint64_t;
using i64 = std::int64_t;

u32 rotl(u32 v, u32 s) { return s == 0 ? v : (v << s) | (v >> (32 - s)); }
u32 rotr(u32 v, u32 s) { return s == 0 ? v : (v >> s) | (v << (32 - s)); }

u32 clz(u32 v) {
  u32 n = 0;
  for (u32 bit = 1u << 31; bit != 0 && !(v & bit); bit >>= 1) ++n;
  return n;
}
u32 ctz(u32 v) {
  u32 n = 0;
  for (u32 bit = 1; bit != 0 && !(v & bit); bit <<= 1) ++n;
  return n;
}
u32 cpop(u32 v) {
  u32 n = 0;
  for (; v; v &= v - 1) ++n;
  return n;
}
u32 orc_b(u32 v) {
  u32 r = 0;
  for (int i = 0; i < 4; ++i)
    if ((v >> (8 * i)) & 0xFFu) r |= 0xFFu << (8 * i);
  return r;
}
u32 rev8(u32 v) { return (v >> 24) | ((v >> 8) & 0xFF00u) | ((v << 8) & 0xFF0000u) | (v << 24); }

// Integer ALU: a = x[rs1], b = x[rs2] or the immediate (register-immediate forms).
u32 alu(Insn id, u32 a, u32 b) {
  const u32 sh = b & 31u;
  switch (id) {
    case Insn::add:
    case Insn::addi: return a + b;
    case Insn::sub: return a - b;
    case Insn::sll:
    case Insn::slli: return a << sh;
    case Insn::slt:
    case Insn::slti: return i32(a) < i32(b) ? 1 : 0;
    case Insn::sltu:
    case Insn::sltiu: return a < b ? 1 : 0;
    case Insn::xor_:
    case Insn::xori: return a ^ b;
    case Insn::srl:
    case Insn::srli: return a >> sh;
    case Insn::sra:
    case Insn::srai: return u32(i32(a) >> sh);
    case Insn::or_:
    case Insn::ori: return a | b;
    case Insn::and_:
    case Insn::andi: return a & b;
    // Zbb
    case Insn::andn: return a & ~b;
    case Insn::orn: return a | ~b;
    case Insn::xnor: return ~(a ^ b);
    case Insn::clz: return clz(a);
    case Insn::ctz: return ctz(a);
    case Insn::cpop: return cpop(a);
    case Insn::max: return i32(a) > i32(b) ? a : b;
    case Insn::maxu: return a > b ? a : b;
    case Insn::min: return i32(a) < i32(b) ? a : b;
    case Insn::minu: return a < b ? a : b;
    case Insn::sext_b: return u32(i32(std::int8_t(a)));
    case Insn::sext_h: return u32(i32(std::int16_t(a)));
    case Insn::zext_h: return a & 0xFFFFu;
    case Insn::rol: return rotl(a, sh);
    case Insn::ror:
    case Insn::rori: return rotr(a, sh);
    case Insn::orc_b: return orc_b(a);
    case Insn::rev8: return rev8(a);
    default: return 0;
  }
}

// M extension, with the specified results for division by zero and signed overflow.
u32 muldiv(Insn id, u32 a, u32 b) {
  switch (id) {
    case Insn::mul: return a * b;
    case Insn::mulh: return u32(u64(i64(i32(a)) * i64(i32(b))) >> 32);
    case Insn::mulhsu: return u32(u64(i64(i32(a)) * i64(u64(b))) >> 32);
    case Insn::mulhu: return u32((u64(a) * u64(b)) >> 32);
    case Insn::div:
      if (b == 0) return 0xFFFFFFFFu;
      if (a == 0x80000000u && b == 0xFFFFFFFFu) return a;
      return u32(i32(a) / i32(b));
    case Insn::divu: return b == 0 ? 0xFFFFFFFFu : a / b;
    case Insn::rem:
      if (b == 0) return a;
      if (a == 0x80000000u && b == 0xFFFFFFFFu) return 0;
      return u32(i32(a) % i32(b));
    case Insn::remu: return b == 0 ? a : a % b;
    default: return 0;
  }
}

bool branch_taken(Insn id, u32 a, u32 b) {
  switch (id) {
    case Insn::beq: return a == b;
    case Insn::bne: return a != b;
    case Insn::blt: return i32(a) < i32(b);
    case Insn::bge: return i32(a) >= i32(b);
    case Insn::bltu: return a < b;
    case Insn::bgeu: return a >= b;
    default: return false;
  }
}

// Access size in bytes of a load or store.
u32 access_size(Insn id) {
  switch (id) {
    case Insn::lb:
    case Insn::lbu:
    case Insn::sb: return 1;
    case Insn::lh:
    case Insn::lhu:
    case Insn::sh: return 2;
    default: return 4;  // lw, sw, flw, fsw
  }
}

}  // namespace

// --- integer ----------------------------------------------------------------------------------------

void Iss::exec_alu(Exec& e) {
  u32 v;
  if (e.id == Insn::lui)
    v = u32(e.imm);
  else if (e.id == Insn::auipc)
    v = pc_ + u32(e.imm);
  else
    v = alu(e.id, e.a, e.in->imm == ImmKind::none ? e.b : u32(e.imm));
  write_x(e, e.rd, v);
}

void Iss::exec_muldiv(Exec& e) { write_x(e, e.rd, muldiv(e.id, e.a, e.b)); }

void Iss::exec_branch(Exec& e) {
  if (!branch_taken(e.id, e.a, e.b)) return;
  const u32 target = pc_ + u32(e.imm);
  if (target & 2u) return raise(e, cause::instruction_address_misaligned, target);
  e.next_pc = target;
}

void Iss::exec_jump(Exec& e) {
  const u32 target = e.id == Insn::jal ? pc_ + u32(e.imm) : (e.a + u32(e.imm)) & ~1u;
  if (target & 2u) return raise(e, cause::instruction_address_misaligned, target);
  write_x(e, e.rd, pc_ + 4);
  e.next_pc = target;
}

// --- memory -------------------------------------------------------------------------------------------

void Iss::exec_load(Exec& e) {
  const u32 addr = e.a + u32(e.imm);
  const u32 n = access_size(e.id);
  if (addr & (n - 1)) return raise(e, cause::load_address_misaligned, addr);
  const std::uint8_t* p = data_ptr(addr, n);
  if (!p) return raise(e, cause::load_access_fault, addr);
  u32 raw = 0;
  for (u32 i = 0; i < n; ++i) raw |= u32(p[i]) << (8 * i);
  e.r.mem_re = true;
  e.r.mem_addr = addr;
  e.r.mem_be = std::uint8_t(((1u << n) - 1) << (addr & 3u));
  u32 v = raw;
  switch (e.id) {
    case Insn::lb: v = u32(i32(std::int8_t(raw))); break;
    case Insn::lh: v = u32(i32(std::int16_t(raw))); break;
    default: break;  // lbu, lhu, lw, flw: zero-extended / whole word
  }
  if (e.id == Insn::flw)
    write_f(e, e.rd, v);
  else
    write_x(e, e.rd, v);
}

void Iss::exec_store(Exec& e) {
  const u32 addr = e.a + u32(e.imm);
  const u32 n = access_size(e.id);
  if (addr & (n - 1)) return raise(e, cause::store_address_misaligned, addr);
  std::uint8_t* p = data_ptr(addr, n);
  if (!p) return raise(e, cause::store_access_fault, addr);
  const u32 data = e.id == Insn::fsw ? f_[e.rs2] : e.b;
  for (u32 i = 0; i < n; ++i) p[i] = std::uint8_t(data >> (8 * i));
  const u32 lane = 8 * (addr & 3u);
  e.r.mem_we = true;
  e.r.mem_addr = addr;
  e.r.mem_be = std::uint8_t(((1u << n) - 1) << (addr & 3u));
  e.r.mem_wdata = (n == 4 ? data : data & ((1u << (8 * n)) - 1)) << lane;
}

// --- CSR instructions -------------------------------------------------------------------------------

void Iss::exec_csr(Exec& e) {
  const u32 addr = e.w >> 20;
  const CsrInfo* c = find_csr(addr);
  const bool imm_form = e.in->imm == ImmKind::csr_zimm;
  const u32 src = imm_form ? u32(e.imm) : e.a;
  const bool is_write = e.id == Insn::csrrw || e.id == Insn::csrrwi;
  // csrrs/csrrc write unless the source is x0 / uimm 0; csrrw/csrrwi always write, and do not
  // read when rd = x0.
  const bool writes = is_write || e.rs1 != 0;
  const bool reads = !is_write || e.rd != 0;
  if (!c && ext_) return exec_ext_csr(e, addr, src, reads, writes);
  if (!c || (c->access == CsrAccess::ro && writes) || (c->access == CsrAccess::fp && fs_ == 0))
    return raise(e, cause::illegal_instruction, e.w);
  u32 old = 0;
  if (reads) {
    old = read_csr_raw(addr);
    if (csr_override_) {
      if (const auto v = csr_override_(addr)) old = *v;
    }
    e.r.csr_read = true;
    e.r.csr_addr = std::uint16_t(addr);
    e.r.csr_rdata = old;
  }
  if (writes) {
    const u32 cur = reads ? old : read_csr_raw(addr);
    const u32 v = e.id == Insn::csrrw || e.id == Insn::csrrwi   ? src
                  : e.id == Insn::csrrs || e.id == Insn::csrrsi ? cur | src
                                                                : cur & ~src;
    write_csr_raw(addr, v);
  }
  write_x(e, e.rd, old);
}

// A CSR instruction on a CSR of the installed extension (same read/write rules as the core's CSRs).
void Iss::exec_ext_csr(Exec& e, u32 addr, u32 src, bool reads, bool writes) {
  IssHart hart(*this, e);
  const IssExtension::CsrKind kind = ext_->csr_kind(addr);
  if (kind == IssExtension::CsrKind::none || (kind == IssExtension::CsrKind::ro && writes) ||
      !ext_->csr_accessible(hart, addr))
    return raise(e, cause::illegal_instruction, e.w);
  u32 old = 0;
  if (reads) {
    old = ext_->csr_read(addr);
    if (csr_override_) {
      if (const auto v = csr_override_(addr)) old = *v;
    }
    e.r.csr_read = true;
    e.r.csr_addr = std::uint16_t(addr);
    e.r.csr_rdata = old;
  }
  if (writes) {
    const u32 cur = reads ? old : ext_->csr_read(addr);
    const u32 v = e.id == Insn::csrrw || e.id == Insn::csrrwi   ? src
                  : e.id == Insn::csrrs || e.id == Insn::csrrsi ? cur | src
                                                                : cur & ~src;
    ext_->csr_write(hart, addr, v);
  }
  write_x(e, e.rd, old);
}

// --- system and fences --------------------------------------------------------------------------------

void Iss::exec_system(Exec& e) {
  switch (e.id) {
    case Insn::ecall: return raise(e, cause::ecall_from_m, 0);
    case Insn::ebreak: return raise(e, cause::breakpoint, pc_);
    case Insn::mret:
      mie_ = mpie_;
      mpie_ = true;
      e.next_pc = mepc_;
      return;
    default: return;  // wfi, fence, fence.tso, fence.i (no caches), mpause (step() halts)
  }
}

// --- F extension ------------------------------------------------------------------------------------

void Iss::exec_fp(Exec& e) {
  namespace fp = kc::rv32::fp;
  fp::Rm rm = fp::Rm::rne;
  if (e.in->has_rm) {
    u32 m = (e.w >> 12) & 7u;
    if (m == 7) m = frm_;
    if (m > 4) return raise(e, cause::illegal_instruction, e.w);
    rm = fp::Rm(m);
  }
  const u32 a = f_[e.rs1], b = f_[e.rs2], c = f_[e.rs3];
  fp::Res res{0, 0};
  bool to_x = false;  // the result goes to an integer register
  switch (e.id) {
    case Insn::fadd_s: res = fp::add(a, b, rm); break;
    case Insn::fsub_s: res = fp::sub(a, b, rm); break;
    case Insn::fmul_s: res = fp::mul(a, b, rm); break;
    case Insn::fdiv_s: res = fp::div(a, b, rm); break;
    case Insn::fsqrt_s: res = fp::sqrt(a, rm); break;
    case Insn::fmadd_s: res = fp::madd(a, b, c, rm); break;
    case Insn::fmsub_s: res = fp::msub(a, b, c, rm); break;
    case Insn::fnmsub_s: res = fp::nmsub(a, b, c, rm); break;
    case Insn::fnmadd_s: res = fp::nmadd(a, b, c, rm); break;
    case Insn::fsgnj_s: res = {fp::sgnj(a, b), 0}; break;
    case Insn::fsgnjn_s: res = {fp::sgnjn(a, b), 0}; break;
    case Insn::fsgnjx_s: res = {fp::sgnjx(a, b), 0}; break;
    case Insn::fmin_s: res = fp::min(a, b); break;
    case Insn::fmax_s: res = fp::max(a, b); break;
    case Insn::feq_s: res = fp::eq(a, b), to_x = true; break;
    case Insn::flt_s: res = fp::lt(a, b), to_x = true; break;
    case Insn::fle_s: res = fp::le(a, b), to_x = true; break;
    case Insn::fclass_s: res = {fp::classify(a), 0}, to_x = true; break;
    case Insn::fcvt_w_s: res = fp::cvt_w_s(a, rm), to_x = true; break;
    case Insn::fcvt_wu_s: res = fp::cvt_wu_s(a, rm), to_x = true; break;
    case Insn::fmv_x_w: res = {a, 0}, to_x = true; break;
    case Insn::fcvt_s_w: res = fp::cvt_s_w(e.a, rm); break;
    case Insn::fcvt_s_wu: res = fp::cvt_s_wu(e.a, rm); break;
    case Insn::fmv_w_x: res = {e.a, 0}; break;
    default: return;
  }
  e.r.fflags = res.flags;
  if (to_x)
    write_x(e, e.rd, res.bits);
  else
    write_f(e, e.rd, res.bits);
}

}  // namespace kc::rv32
