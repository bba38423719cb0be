// Operand checks: each operand against its kind, range, flag values and `nonzero` in the ISA
// table, with messages that say what was expected and hints that say how to fix it.
#include <cstdio>
#include <string>

#include "asm_internal.h"
#include "lexer.h"
#include "operand_text.h"

namespace kc::plena::detail {

namespace {

// S_LUI_INT sets rd = imm << kLuiShift (ISA reference, S_LUI_INT operation).
constexpr unsigned kLuiShift = 12;

// "operand 3 of V_ADD_VF (fs2)", or "operand 1 of M_MM" for a placeholder.
std::string operand_ref(const isa::Instr& in, unsigned i) {
  const isa::Operand& op = in.operands[i];
  std::string s = "operand " + std::to_string(i + 1) + " of " + in.mnemonic;
  if (op.kind != isa::Kind::zero) s += std::string(" (") + op.name + ")";
  return s;
}

// The operand as written, for "got ..." (with its '-').
std::string written(const OperandTok& t) { return (t.negative ? "-" : "") + shown(t.text); }

// Canonical name of a register operand as written ("GP3" -> "gp3"), else the operand's name.
std::string reg_or_name(const isa::Operand& op, const OperandTok& t) {
  const auto r = parse_register(t.text);
  return r && !t.negative && r->kind == op.kind ? reg_name(r->kind, r->number) : std::string(op.name);
}

// "0x" + lower-case hex digits of v.
std::string hex_text(std::uint64_t v) {
  char b[24];
  std::snprintf(b, sizeof b, "0x%llx", static_cast<unsigned long long>(v));
  return b;
}

// Width in bits of the range 0..max if max is 2^k - 1, else 0.
unsigned range_bits(std::uint32_t max) {
  unsigned b = 0;
  while (b < 32 && (std::uint64_t(1) << b) - 1 < max) ++b;
  return (std::uint64_t(1) << b) - 1 == max ? b : 0;
}

// How to get value `v` into rd of `S_ADDI_INT rd, rs1, v` when v does not fit the immediate.
std::string addi_split_hint(const isa::Instr& in, const std::vector<OperandTok>& ops, std::uint64_t v) {
  if (v > 0xffffffffull) return "registers hold 32 bits: the largest constant is 4294967295 (0xffffffff)";
  const std::string lui = isa::instr(isa::Op::S_LUI_INT).mnemonic;
  const std::string addi = in.mnemonic;
  const std::string add = isa::instr(isa::Op::S_ADD_INT).mnemonic;
  const std::uint64_t hi = v >> kLuiShift, lo = v & ((1u << kLuiShift) - 1);
  auto build = [&](const std::string& r) {
    std::string s = lui + " " + r + ", " + std::to_string(hi);
    if (lo) s += "; " + addi + " " + r + ", " + r + ", " + std::to_string(lo);
    return s;
  };
  const std::string rd = reg_or_name(in.operands[0], ops[0]);
  const std::string rs1 = reg_or_name(in.operands[1], ops[1]);
  const std::string how = "build it with " + lui + " + " + addi;
  if (rs1 == reg_name(isa::Kind::gp, 0)) return how + ": " + build(rd);
  if (rd != rs1) return how + ", then add " + rs1 + ": " + build(rd) + "; " + add + " " + rd + ", " + rd + ", " + rs1;
  return how + " in a free register gpT, then add it: " + build("gpT") + "; " + add + " " + rd + ", " + rd + ", gpT";
}

// Advice for an immediate above its maximum.
std::string too_large_hint(const isa::Instr& in, const std::vector<OperandTok>& ops, std::uint64_t v, bool exact) {
  if (in.op == isa::Op::S_ADDI_INT && exact) return addi_split_hint(in, ops, v);
  if (in.op == isa::Op::S_ADDI_INT) return "registers hold 32 bits: the largest constant is 4294967295 (0xffffffff)";
  if (in.op == isa::Op::S_LUI_INT)
    return std::string(in.mnemonic) + " rd, imm sets rd = imm << " + std::to_string(kLuiShift) +
           ": for the constant v write v >> " + std::to_string(kLuiShift);
  if (in.op == isa::Op::C_LOOP_START) return "nest two loops to run more iterations";
  for (unsigned i = 0; i < in.num_operands; ++i)
    if (in.operands[i].kind == isa::Kind::gp)
      return "the immediate is an offset added to a register: put the larger part of the address into the register";
  return "";
}

// Value of a register operand (gp/fp/areg): right class, existing register, within the
// field and not 0 when the operand is nonzero.
std::optional<std::uint32_t> check_register(const isa::Instr& in, unsigned i, const OperandTok& t, LineDiag& d) {
  const isa::Operand& op = in.operands[i];
  const auto r = t.negative ? std::nullopt : parse_register(t.text);
  if (!r || r->kind != op.kind) {
    std::string hint;
    if (!r && !t.negative && upper(t.text) == upper(op.name))
      hint = std::string("'") + op.name + "' is the operand's name in the reference; write a register, e.g. " +
             reg_name(op.kind, op.max < 2 ? op.max : 2);
    d.error(t.col, t.len, operand_ref(in, i) + " must be " + expected_text(op) + ", got " + written(t), hint);
    return std::nullopt;
  }
  const unsigned count = isa::kKinds[static_cast<unsigned>(op.kind)].count;
  if (r->number >= count) {
    d.error(t.col, t.len, "register " + shown(t.text) + " does not exist (" + reg_name(op.kind, 0) + ".." +
                              reg_name(op.kind, count - 1) + ")");
    return std::nullopt;
  }
  if (r->number > op.max) {  // a register the operand's field cannot hold
    d.error(t.col, t.len, operand_ref(in, i) + " must be " + expected_text(op) + ", got " + written(t));
    return std::nullopt;
  }
  if (r->number < min_value(op)) {
    d.error(t.col, t.len, operand_ref(in, i) + " cannot be " + reg_name(op.kind, r->number), op.hint);
    return std::nullopt;
  }
  return static_cast<std::uint32_t>(r->number);
}

// The number written as operand `i` (decimal or 0x hex, possibly too large); reports and returns
// nullopt for anything else (registers, names, binary literals, malformed numbers).
std::optional<Number> number_operand(const isa::Instr& in, unsigned i, const OperandTok& t, LineDiag& d) {
  const isa::Operand& op = in.operands[i];
  const bool digit = !t.text.empty() && t.text[0] >= '0' && t.text[0] <= '9';
  if (!digit) {
    const std::string hint = op.kind == isa::Kind::imm && !parse_register(t.text)
                                 ? "there are no labels or symbolic constants: write the value"
                                 : "";
    d.error(t.col, t.len, operand_ref(in, i) + " must be " + expected_text(op) + ", got " + written(t), hint);
    return std::nullopt;
  }
  const Number n = parse_number(t.text);
  if (n.status == Number::binary) {
    const std::string hint = n.binary_valid && n.value <= 0xffffffffull
                                 ? "write " + std::to_string(n.value) + " or " + hex_text(n.value)
                                 : "write the value in decimal or 0x hex";
    d.error(t.col, t.len, "binary literals are not supported: " + shown(t.text), hint);
    return std::nullopt;
  }
  if (n.status == Number::invalid) {
    d.error(t.col, t.len, "invalid number '" + shown(t.text) + "' (write decimal or 0x hex)");
    return std::nullopt;
  }
  return n;
}

// Value of an immediate operand: unsigned, within the field (with a hint to build larger
// values), not 0 when nonzero.
std::optional<std::uint32_t> check_immediate(const isa::Instr& in, unsigned i, const std::vector<OperandTok>& ops,
                                             LineDiag& d) {
  const isa::Operand& op = in.operands[i];
  const OperandTok& t = ops[i];
  if (t.negative) {
    d.error(t.col, t.len, "immediates are unsigned; there is no negative immediate \u2014 use " +
                              std::string(isa::instr(isa::Op::S_SUB_INT).mnemonic));
    return std::nullopt;
  }
  const auto n = number_operand(in, i, t, d);
  if (!n) return std::nullopt;
  if (n->status == Number::too_large || n->value > op.max) {
    const unsigned bits = range_bits(op.max);
    const std::string msg = bits ? "immediate " + shown(t.text) + " does not fit " + std::to_string(bits) +
                                       " bits (max " + std::to_string(op.max) + ")"
                                 : "immediate " + shown(t.text) + " is above the maximum " + std::to_string(op.max);
    d.error(t.col, t.len, msg, too_large_hint(in, ops, n->value, n->status == Number::ok));
    return std::nullopt;
  }
  if (n->value < min_value(op)) {
    d.error(t.col, t.len, operand_ref(in, i) + " cannot be 0", op.hint);
    return std::nullopt;
  }
  return static_cast<std::uint32_t>(n->value);
}

// Value of a flag operand: one of its listed values (0..max), with the table's hint otherwise.
std::optional<std::uint32_t> check_flag(const isa::Instr& in, unsigned i, const OperandTok& t, LineDiag& d) {
  const isa::Operand& op = in.operands[i];
  const bool digit = !t.text.empty() && t.text[0] >= '0' && t.text[0] <= '9';
  const Number n = digit && !t.negative ? parse_number(t.text) : Number{};
  if (n.status != Number::ok || n.value > op.max || n.value < min_value(op)) {
    d.error(t.col, t.len, operand_ref(in, i) + " must be " + expected_text(op) + ", got " + written(t), op.hint);
    return std::nullopt;
  }
  return static_cast<std::uint32_t>(n.value);
}

// A placeholder operand: the literal 0.
std::optional<std::uint32_t> check_zero(const isa::Instr& in, unsigned i, const OperandTok& t, LineDiag& d) {
  const bool digit = !t.text.empty() && t.text[0] >= '0' && t.text[0] <= '9';
  const Number n = digit && !t.negative ? parse_number(t.text) : Number{};
  if (n.status != Number::ok || n.value != 0) {
    d.error(t.col, t.len, operand_ref(in, i) + " is a placeholder and must be the literal 0, got " + written(t),
            "PLENA's syntax keeps a 0 where " + std::string(in.mnemonic) + " has no operand: " + in.mnemonic + " " +
                operand_list(in));
    return std::nullopt;
  }
  return 0u;
}

}  // namespace

std::optional<std::uint32_t> operand_value(const isa::Instr& in, unsigned i, const std::vector<OperandTok>& ops,
                                           LineDiag& d) {
  switch (in.operands[i].kind) {
    case isa::Kind::imm: return check_immediate(in, i, ops, d);
    case isa::Kind::flag: return check_flag(in, i, ops[i], d);
    case isa::Kind::zero: return check_zero(in, i, ops[i], d);
    default: return check_register(in, i, ops[i], d);
  }
}

}  // namespace kc::plena::detail
