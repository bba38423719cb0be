// Encoding routines of the plena ISA: the single place where operand values become bits.
#include <algorithm>
#include <cstdio>

#include "plena_spec.h"

namespace kc::gen::plena {

const char* kind_id_name(KindId k) {
  static const char* const names[kNumKinds] = {"gp", "fp", "areg", "imm", "flag", "zero"};
  return names[int(k)];
}

unsigned IsaSpec::max_operands() const {
  std::size_t n = 0;
  for (const auto& in : instrs) n = std::max(n, in.operands.size());
  return unsigned(n);
}

unsigned bits_for(std::uint32_t max) {
  unsigned b = 0;
  while (b < 32 && (std::uint64_t(1) << b) <= max) ++b;
  return b;
}

std::uint32_t operand_free_mask(const IsaSpec& isa, const OperandSpec& op) {
  if (op.kind == KindId::zero) return 0;
  const unsigned b = bits_for(op.max);
  const std::uint32_t low = b >= 32 ? 0xFFFFFFFFu : (1u << b) - 1u;
  return isa.field_of(op).place(low);
}

std::uint32_t encode(const IsaSpec& isa, const InstrSpec& in, const std::vector<std::uint32_t>& values) {
  std::uint32_t w = isa.opcode().place(in.opcode);
  for (std::size_t i = 0; i < in.operands.size() && i < values.size(); ++i)
    w |= isa.field_of(in.operands[i]).place(values[i]);
  return w;
}

void compute_match_mask(const IsaSpec& isa, InstrSpec& in) {
  std::uint32_t free = 0;
  for (const auto& op : in.operands) free |= operand_free_mask(isa, op);
  in.match = encode(isa, in, std::vector<std::uint32_t>(in.operands.size(), 0));
  in.mask = isa.word_mask() & ~free;
}

std::vector<BitSegment> bit_layout(const IsaSpec& isa, const InstrSpec& in) {
  // Owner of every bit: -2 opcode, -1 fixed zero, i >= 0 operand i.
  std::vector<int> owner(isa.word_bits, -1);
  const FieldSpec& opc = isa.opcode();
  for (unsigned b = opc.lsb; b <= opc.msb; ++b) owner[b] = -2;
  for (std::size_t i = 0; i < in.operands.size(); ++i) {
    const std::uint32_t m = operand_free_mask(isa, in.operands[i]);
    for (unsigned b = 0; b < isa.word_bits; ++b)
      if (m >> b & 1u) owner[b] = int(i);
  }
  std::vector<BitSegment> out;
  for (int b = int(isa.word_bits) - 1; b >= 0; --b) {
    const int o = owner[std::size_t(b)];
    if (b + 1 < int(isa.word_bits) && owner[std::size_t(b) + 1] == o) {
      out.back().lsb = unsigned(b);
      continue;
    }
    BitSegment s;
    s.what = o == -2 ? BitSegment::What::opcode : o == -1 ? BitSegment::What::zero : BitSegment::What::operand;
    s.msb = s.lsb = unsigned(b);
    s.operand = o >= 0 ? o : -1;
    out.push_back(s);
  }
  return out;
}

std::string allowed_values_text(const IsaSpec& isa, const OperandSpec& op) {
  const std::string lo = std::to_string(op.min_value());
  switch (op.kind) {
    case KindId::gp:
    case KindId::fp:
    case KindId::areg: {
      const std::string& p = isa.kind(op.kind).reg_prefix;
      return p + lo + ".." + p + std::to_string(op.max);
    }
    case KindId::flag: {
      std::string s;
      for (auto v : op.values) s += (s.empty() ? "" : ", ") + std::to_string(v);
      return s;
    }
    case KindId::zero:
      return "0";
    case KindId::imm:
      break;
  }
  return lo + ".." + std::to_string(op.max);
}

std::string operand_text(const IsaSpec& isa, const OperandSpec& op, std::uint32_t value, bool hex) {
  if (isa.kind(op.kind).is_register()) return isa.kind(op.kind).reg_prefix + std::to_string(value);
  if (hex) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%x", unsigned(value));
    return buf;
  }
  return std::to_string(value);
}

std::string assembly_form(const InstrSpec& in) {
  std::string s = in.name;
  for (std::size_t i = 0; i < in.operands.size(); ++i) {
    const auto& op = in.operands[i];
    const char* sep = i == 0 ? " " : ", ";
    s += op.optional ? std::string("[") + sep + op.name + "]" : sep + op.name;
  }
  return s;
}

}  // namespace kc::gen::plena
