// kc::rv32::disassemble: GNU objdump syntax (binutils 2.40) from the generated instruction table.
// Part of library kc_rv32_isa (rtl/rv32/gen.cmake); hand-written, the tables it reads are generated.
//
// The operands of every instruction come from its table entry (operand types, order, memory form);
// this file only knows how each operand kind is written and which GNU aliases objdump prefers
// (checked against riscv64-unknown-elf-objdump by tests/rv32/isa on random operands).
#include <cstdio>
#include <string>
#include <vector>

#include "rv32_isa_table.h"

namespace kc::rv32 {

namespace {

std::string hexs(std::uint32_t v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%x", unsigned(v));
  return buf;
}

std::string xreg(std::uint32_t r) { return kXRegNames[r & 31u]; }
std::string freg(std::uint32_t r) { return kFRegNames[r & 31u]; }

std::string csr_text(std::uint32_t a) {
  const CsrInfo* c = find_csr(a);
  return c ? c->name : hexs(a);
}

// "iorw" letters of a fence set; the empty set is "unknown" (as objdump prints it).
std::string fence_set(std::uint32_t v) {
  std::string s;
  if (v & 8u) s += 'i';
  if (v & 4u) s += 'o';
  if (v & 2u) s += 'r';
  if (v & 1u) s += 'w';
  return s.empty() ? "unknown" : s;
}

const char* rm_text(std::uint32_t rm) {
  static const char* const names[8] = {"rne", "rtz", "rdn", "rup", "rmm", "unknown", "unknown", "dyn"};
  return names[rm & 7u];
}

// One operand as objdump writes it.
std::string operand_text(const Operand& op, std::uint32_t w, std::uint32_t pc) {
  const OpTypeInfo& t = info(op.type);
  const std::int32_t v = operand_value(op.type, w);
  switch (t.kind) {
    case OpKind::xreg:
      return xreg(std::uint32_t(v));
    case OpKind::freg:
      return freg(std::uint32_t(v));
    case OpKind::simm:
      return std::to_string(v);
    case OpKind::uimm:
      // lui/auipc immediates and shift amounts in hex, CSR immediates in decimal (as objdump)
      return t.imm == ImmKind::csr_zimm ? std::to_string(v) : hexs(std::uint32_t(v));
    case OpKind::target:
      return hexs(pc + std::uint32_t(v));
    case OpKind::csr:
      return csr_text(std::uint32_t(v));
    case OpKind::rm:
      return rm_text(std::uint32_t(v));
    case OpKind::fence:
      return fence_set(std::uint32_t(v));
  }
  return "?";
}

// The operands of the table entry, objdump style: "a0,a1,5", "a0,-4(sp)", rm left out when dyn.
std::string table_operands(const InsnInfo& in, std::uint32_t w, std::uint32_t pc) {
  std::string s;
  for (std::size_t i = 0; i < in.num_operands; ++i) {
    const Operand& op = in.operands[i];
    if (op.optional && info(op.type).kind == OpKind::rm && operand_value(op.type, w) == 7) continue;
    const std::string text = operand_text(op, w, pc);
    if (op.base)
      s += "(" + text + ")";
    else
      s += (s.empty() ? "" : ",") + text;
  }
  return s;
}

std::string form(const std::string& mnemonic, const std::string& operands) {
  return operands.empty() ? mnemonic : mnemonic + " " + operands;
}

// Fields of a word (the disassembler's shorthand; the tables hold the real layout).
struct Fields {
  std::uint32_t rd, rs1, rs2, csr;
  std::int32_t imm;  // the instruction's immediate (imm_value)
};

// objdump's preferred alias for the word, or "" when it prints the instruction itself. The order
// of the checks within an instruction is objdump's (the first alias that matches wins).
std::string alias(Insn id, std::uint32_t w, std::uint32_t pc, const Fields& f) {
  const std::string rd = xreg(f.rd), rs1 = xreg(f.rs1), rs2 = xreg(f.rs2);
  const std::string target = hexs(pc + std::uint32_t(f.imm));
  const std::string imm = std::to_string(f.imm);
  const bool fcsr = f.csr == csr::fcsr, frm = f.csr == csr::frm, fflags = f.csr == csr::fflags;
  switch (id) {
    case Insn::addi:
      if (f.rd == 0 && f.rs1 == 0 && f.imm == 0) return "nop";
      if (f.rs1 == 0) return form("li", rd + "," + imm);
      if (f.imm == 0) return form("mv", rd + "," + rs1);
      return form("add", rd + "," + rs1 + "," + imm);
    case Insn::andi:
      if (f.imm == 255) return form("zext.b", rd + "," + rs1);
      return form("and", rd + "," + rs1 + "," + imm);
    case Insn::xori:
      if (f.imm == -1) return form("not", rd + "," + rs1);
      return form("xor", rd + "," + rs1 + "," + imm);
    case Insn::ori:
      return form("or", rd + "," + rs1 + "," + imm);
    case Insn::sltiu:
      if (f.imm == 1) return form("seqz", rd + "," + rs1);
      return "";
    case Insn::slli:
      return form("sll", rd + "," + rs1 + "," + hexs(std::uint32_t(f.imm)));
    case Insn::srli:
      return form("srl", rd + "," + rs1 + "," + hexs(std::uint32_t(f.imm)));
    case Insn::srai:
      return form("sra", rd + "," + rs1 + "," + hexs(std::uint32_t(f.imm)));
    case Insn::rori:
      return form("ror", rd + "," + rs1 + "," + hexs(std::uint32_t(f.imm)));
    case Insn::sub:
      if (f.rs1 == 0) return form("neg", rd + "," + rs2);
      return "";
    case Insn::slt:
      if (f.rs2 == 0) return form("sltz", rd + "," + rs1);
      if (f.rs1 == 0) return form("sgtz", rd + "," + rs2);
      return "";
    case Insn::sltu:
      if (f.rs1 == 0) return form("snez", rd + "," + rs2);
      return "";
    case Insn::beq:
      if (f.rs2 == 0) return form("beqz", rs1 + "," + target);
      return "";
    case Insn::bne:
      if (f.rs2 == 0) return form("bnez", rs1 + "," + target);
      return "";
    case Insn::bge:
      if (f.rs1 == 0) return form("blez", rs2 + "," + target);
      if (f.rs2 == 0) return form("bgez", rs1 + "," + target);
      return "";
    case Insn::blt:
      if (f.rs2 == 0) return form("bltz", rs1 + "," + target);
      if (f.rs1 == 0) return form("bgtz", rs2 + "," + target);
      return "";
    case Insn::jal:
      if (f.rd == 0) return form("j", target);
      if (f.rd == 1) return form("jal", target);
      return "";
    case Insn::jalr:
      if (f.rd == 0 && f.rs1 == 1 && f.imm == 0) return "ret";
      if (f.rd == 0) return form("jr", f.imm == 0 ? rs1 : imm + "(" + rs1 + ")");
      if (f.rd == 1) return form("jalr", f.imm == 0 ? rs1 : imm + "(" + rs1 + ")");
      if (f.imm == 0) return form("jalr", rd + "," + rs1);
      return "";
    case Insn::fence:
      if (((w >> 20) & 0xFFu) == 0xFFu) return "fence";
      return "";
    case Insn::csrrs:
      if (f.rs1 == 0) {
        if (fcsr) return form("frcsr", rd);
        if (frm) return form("frrm", rd);
        if (fflags) return form("frflags", rd);
        return form("csrr", rd + "," + csr_text(f.csr));
      }
      if (f.rd == 0) return form("csrs", csr_text(f.csr) + "," + rs1);
      return "";
    case Insn::csrrw:
      if (f.rd == 0 && f.rs1 == 0 && f.csr == 0xC00u) return "unimp";
      if (fcsr) return form("fscsr", f.rd == 0 ? rs1 : rd + "," + rs1);
      if (frm) return form("fsrm", f.rd == 0 ? rs1 : rd + "," + rs1);
      if (fflags) return form("fsflags", f.rd == 0 ? rs1 : rd + "," + rs1);
      if (f.rd == 0) return form("csrw", csr_text(f.csr) + "," + rs1);
      return "";
    case Insn::csrrc:
      if (f.rd == 0) return form("csrc", csr_text(f.csr) + "," + rs1);
      return "";
    case Insn::csrrwi:
      if (frm) return form("fsrmi", rd + "," + imm);
      if (fflags) return form("fsflagsi", rd + "," + imm);
      if (f.rd == 0) return form("csrw", csr_text(f.csr) + "," + imm);
      return form("csrrw", rd + "," + csr_text(f.csr) + "," + imm);
    case Insn::csrrsi:
      if (f.rd == 0) return form("csrs", csr_text(f.csr) + "," + imm);
      return form("csrrs", rd + "," + csr_text(f.csr) + "," + imm);
    case Insn::csrrci:
      if (f.rd == 0) return form("csrc", csr_text(f.csr) + "," + imm);
      return form("csrrc", rd + "," + csr_text(f.csr) + "," + imm);
    case Insn::fsgnj_s:
      if (f.rs1 == f.rs2) return form("fmv.s", freg(f.rd) + "," + freg(f.rs1));
      return "";
    case Insn::fsgnjn_s:
      if (f.rs1 == f.rs2) return form("fneg.s", freg(f.rd) + "," + freg(f.rs1));
      return "";
    case Insn::fsgnjx_s:
      if (f.rs1 == f.rs2) return form("fabs.s", freg(f.rd) + "," + freg(f.rs1));
      return "";
    default:
      return "";
  }
}

}  // namespace

std::string disassemble(std::uint32_t word, std::uint32_t pc, bool aliases) {
  const Insn id = decode(word);
  if (id == Insn::illegal) return ".4byte " + hexs(word);
  const InsnInfo& in = info(id);
  if (aliases) {
    Fields f;
    f.rd = (word >> 7) & 31u;
    f.rs1 = (word >> 15) & 31u;
    f.rs2 = (word >> 20) & 31u;
    f.csr = word >> 20;
    f.imm = imm_value(in.imm, word);
    const std::string a = alias(id, word, pc, f);
    if (!a.empty()) return a;
  }
  return form(in.mnemonic, table_operands(in, word, pc));
}

}  // namespace kc::rv32
