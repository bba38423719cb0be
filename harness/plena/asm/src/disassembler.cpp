// The plena disassembler: words -> canonical assembly text, or .word with the reason a word
// encodes no instruction. Field positions, ranges and names come from the ISA table.
#include <cstdio>
#include <string>

#include "asm_internal.h"
#include "kc/plena_disasm.h"
#include "operand_text.h"
#include "plena_isa_table.h"

namespace kc::plena {

namespace {

using detail::allowed_text;
using detail::operand_text;

std::uint32_t field_bits(isa::Field f) { return isa::field_max(f) << isa::field_lsb(f); }

// The instruction that owns opcode `opc`, or nullptr.
const isa::Instr* instr_with_opcode(std::uint32_t opc) {
  for (const auto& in : isa::kInstrs)
    if (in.opcode == opc) return &in;
  return nullptr;
}

// "bit 14 must be 0" / "bits 14..17, 20..31 must be 0" for the set bits of `bits`.
std::string fixed_bits_text(std::uint32_t bits) {
  std::string ranges;
  unsigned count = 0;
  for (unsigned b = 0; b < 32; ++b) {
    if (!(bits >> b & 1u)) continue;
    unsigned e = b;
    while (e + 1 < 32 && (bits >> (e + 1) & 1u)) ++e;
    ranges += (ranges.empty() ? "" : ", ") + std::to_string(b) + (e > b ? ".." + std::to_string(e) : "");
    count += e - b + 1;
    b = e;
  }
  return (count == 1 ? "bit " : "bits ") + ranges + " must be 0";
}

// Reasons a word with the opcode of `in` is not a valid `in`.
std::string instr_defects(const isa::Instr& in, std::uint32_t w) {
  std::string why;
  std::uint32_t checked = field_bits(isa::Field::opcode);
  for (unsigned i = 0; i < in.num_operands; ++i) {
    const isa::Operand& op = in.operands[i];
    if (op.kind == isa::Kind::zero) continue;  // a placeholder field is fixed bits
    checked |= field_bits(op.field);
    const std::uint32_t v = isa::field_get(w, op.field);
    if (v > op.max)
      why += (why.empty() ? "" : "; ") + std::string(in.mnemonic) + ": " + op.name + " field = " + std::to_string(v) +
             " (allowed: " + allowed_text(op) + ")";
  }
  const std::uint32_t fixed = (w ^ in.match) & in.mask & ~checked;
  if (fixed) why += (why.empty() ? "" : "; ") + std::string(in.mnemonic) + ": " + fixed_bits_text(fixed);
  return why;
}

}  // namespace

std::optional<std::string> illegal_reason(std::uint32_t w) {
  if (isa::decode(w)) return std::nullopt;
  const std::uint32_t opc = isa::field_get(w, isa::Field::opcode);
  char hex[16];
  std::snprintf(hex, sizeof hex, "0x%02x", opc);
  if (const isa::Instr* in = instr_with_opcode(opc)) return instr_defects(*in, w);
  if (const isa::Reserved* r = isa::reserved_opcode(opc))
    return "opcode " + std::string(hex) + " is reserved (" + r->name + "): " + r->reason;
  return "opcode " + std::string(hex) + " is not assigned";
}

std::optional<std::string> unassemblable_reason(std::uint32_t w) {
  const isa::Instr* in = isa::decode(w);
  if (!in) return std::nullopt;
  std::uint32_t values[isa::kMaxOperands] = {};
  for (unsigned i = 0; i < in->num_operands; ++i) {
    const isa::Operand& op = in->operands[i];
    values[i] = isa::field_get(w, op.field);
    if (op.nonzero && values[i] == 0)
      return std::string(in->mnemonic) + ": " + op.name + " = " + operand_text(op, values[i]) + " (allowed: " +
             allowed_text(op) + ")" + (*op.hint ? std::string("; ") + op.hint : "");
  }
  return std::nullopt;
}

std::string disassemble(std::uint32_t w) {
  const isa::Instr* in = isa::decode(w);
  if (!in) return ".word " + detail::hex8(w) + "  ; illegal: " + *illegal_reason(w);
  std::string s = in->mnemonic;
  for (unsigned i = 0; i < in->num_operands; ++i)
    s += (i ? ", " : " ") + operand_text(in->operands[i], isa::field_get(w, in->operands[i].field));
  if (auto why = unassemblable_reason(w)) s += "  ; not assemblable: " + *why;
  return s;
}

std::string disassemble_program(const std::vector<std::uint32_t>& words, bool addresses) {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (addresses) {
      char pre[48];
      std::snprintf(pre, sizeof pre, "0x%04zx  0x%08x  ", i, words[i]);
      out += pre;
    }
    out += disassemble(words[i]) + "\n";
  }
  return out;
}

}  // namespace kc::plena
