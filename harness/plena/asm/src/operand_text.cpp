#include "operand_text.h"

#include <cctype>
#include <cstdio>

namespace kc::plena::detail {

namespace {

const isa::KindInfo& kind_info(isa::Kind k) { return isa::kKinds[static_cast<unsigned>(k)]; }

// Noun of a register kind for messages. Presentation only; the ranges come from the table.
const char* register_noun(isa::Kind k) {
  static_assert(isa::kNumKinds == 6, "new operand kind: give it a noun here");
  switch (k) {
    case isa::Kind::gp: return "an integer register";
    case isa::Kind::fp: return "an FP register";
    case isa::Kind::areg: return "an address register";
    default: return "a register";
  }
}

// Flag values joined with `sep` before the last one: "0", "0 or 1", "0..3".
std::string flag_values(const isa::Operand& op, const char* last_sep) {
  const std::uint32_t lo = min_value(op);
  if (op.max == lo) return std::to_string(lo);
  if (op.max == lo + 1) return std::to_string(lo) + last_sep + std::to_string(op.max);
  return std::to_string(lo) + ".." + std::to_string(op.max);
}

}  // namespace

bool is_register_kind(isa::Kind k) { return kind_info(k).count > 0 && *kind_info(k).reg_prefix != '\0'; }

std::string reg_name(isa::Kind k, std::uint64_t n) { return kind_info(k).reg_prefix + std::to_string(n); }

std::uint32_t min_value(const isa::Operand& op) { return op.nonzero ? 1u : 0u; }

std::string operand_text(const isa::Operand& op, std::uint32_t v) {
  return is_register_kind(op.kind) ? reg_name(op.kind, v) : std::to_string(v);
}

std::string allowed_text(const isa::Operand& op) {
  if (is_register_kind(op.kind)) return reg_name(op.kind, min_value(op)) + ".." + reg_name(op.kind, op.max);
  if (op.kind == isa::Kind::flag) return flag_values(op, ", ");
  if (op.kind == isa::Kind::zero) return "0";
  return std::to_string(min_value(op)) + ".." + std::to_string(op.max);
}

std::string expected_text(const isa::Operand& op) {
  if (is_register_kind(op.kind)) return std::string(register_noun(op.kind)) + " " + allowed_text(op);
  if (op.kind == isa::Kind::flag) return flag_values(op, " or ");
  if (op.kind == isa::Kind::zero) return "the literal 0";
  return std::string("an immediate (") + kind_info(op.kind).syntax + ")";
}

std::string operand_list(const isa::Instr& in) {
  std::string s;
  for (unsigned i = 0; i < in.num_operands; ++i) {
    const isa::Operand& op = in.operands[i];
    s += op.optional ? "[, " : (i ? ", " : "");
    s += op.name;
  }
  for (unsigned i = 0; i < in.num_operands; ++i)
    if (in.operands[i].optional) s += "]";
  return s;
}

std::size_t required_operands(const isa::Instr& in) {
  std::size_t n = in.num_operands;
  while (n > 0 && in.operands[n - 1].optional) --n;
  return n;
}

std::string shown(std::string_view s) {
  constexpr std::size_t kMax = 40;
  std::string out;
  for (std::size_t i = 0; i < s.size() && i < kMax; ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c < 0x7f) {
      out += static_cast<char>(c);
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    }
  }
  if (s.size() > kMax) out += "...";
  return out;
}

std::string upper(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

std::string hex8(std::uint32_t w) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%08x", w);
  return buf;
}

}  // namespace kc::plena::detail
