// plena_isa_roundtrip.inc: assembly/word pairs at boundary operand values, and illegal words with
// the reason each is illegal. Expected words come from encode() (the generator's placement
// routine), independently of the assembler under test.
#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "gen_util.h"
#include "plena_emit.h"

namespace kc::gen::plena {

namespace {

struct Vector {
  std::string text;
  std::uint32_t word;
  std::vector<std::uint32_t> values;  // every operand, defaults filled in
};

// Assembly text of `in` with `values`; the last `omit` operands (optional ones) are left out.
std::string asm_text(const IsaSpec& isa, const InstrSpec& in, const std::vector<std::uint32_t>& values,
                     std::size_t omit) {
  std::string s = in.name;
  for (std::size_t i = 0; i + omit < in.operands.size(); ++i) {
    const auto& op = in.operands[i];
    const bool hex = op.kind == KindId::imm && values[i] == op.max;  // exercise 0x syntax at the top value
    s += (i ? ", " : " ") + operand_text(isa, op, values[i], hex);
  }
  return s;
}

// Boundary values of one operand: 0 (or 1 when nonzero), 1, max, every flag value and, for
// immediates, an alternating bit pattern (catches swapped or shifted bits).
std::vector<std::uint32_t> boundary_values(const OperandSpec& op) {
  std::set<std::uint32_t> v = {op.min_value(), op.max};
  if (op.max >= 1) v.insert(1);
  for (auto f : op.values) v.insert(f);
  if (op.kind == KindId::imm) v.insert(0x2AAAAAAAu & op.max);
  std::set<std::uint32_t> out;
  for (auto x : v)
    if (x >= op.min_value() && x <= op.max) out.insert(x);
  return {out.begin(), out.end()};
}

// Number of trailing optional operands of `in`.
std::size_t trailing_optional(const InstrSpec& in) {
  std::size_t n = 0;
  while (n < in.operands.size() && in.operands[in.operands.size() - 1 - n].optional) ++n;
  return n;
}

std::vector<Vector> roundtrip_vectors(const IsaSpec& isa, const InstrSpec& in) {
  std::vector<Vector> out;
  std::set<std::string> seen;
  auto add = [&](const std::vector<std::uint32_t>& values, std::size_t omit) {
    std::vector<std::uint32_t> v = values;
    for (std::size_t k = 0; k < omit; ++k) v[v.size() - 1 - k] = in.operands[v.size() - 1 - k].default_value;
    const std::string text = asm_text(isa, in, v, omit);
    if (seen.insert(text).second) out.push_back({text, encode(isa, in, v), v});
  };
  std::vector<std::uint32_t> base, top, distinct;
  for (std::size_t i = 0; i < in.operands.size(); ++i) {
    const auto& op = in.operands[i];
    base.push_back(op.min_value());
    top.push_back(op.max);
    distinct.push_back(std::max(op.min_value(), std::uint32_t((i + 1) % (std::uint64_t(op.max) + 1))));
  }
  add(base, 0);
  for (std::size_t i = 0; i < in.operands.size(); ++i)
    for (auto x : boundary_values(in.operands[i])) {
      auto v = base;
      v[i] = x;
      add(v, 0);
    }
  add(top, 0);
  add(distinct, 0);
  for (std::size_t omit = 1; omit <= trailing_optional(in); ++omit) {
    add(base, omit);
    add(distinct, omit);
  }
  return out;
}

struct Illegal {
  std::uint32_t word;
  std::string reason;
};

// Illegal words derived from one instruction: out-of-range register and flag values, then every
// fixed-zero bit set on its own.
void illegal_for_instr(const IsaSpec& isa, const InstrSpec& in, std::vector<Illegal>& out) {
  for (const auto& op : in.operands) {
    const FieldSpec& f = isa.field_of(op);
    if (op.kind != KindId::fp && op.kind != KindId::areg && op.kind != KindId::flag) continue;
    for (std::uint32_t v : {op.max + 1, f.max_value()}) {
      if (v <= op.max || v > f.max_value()) continue;
      out.push_back({in.match | f.place(v), in.name + ": " + op.name + " field = " + std::to_string(v) +
                                                " (allowed: " + allowed_values_text(isa, op) + ")"});
    }
  }
  const std::uint32_t fixed_zero = in.mask & ~in.match & ~isa.opcode().place(0xFFFFFFFFu);
  for (unsigned b = 0; b < isa.word_bits; ++b)
    if (fixed_zero >> b & 1u)
      out.push_back({in.match | (1u << b), in.name + ": bit " + std::to_string(b) + " must be 0"});
}

// Every opcode value no instruction uses (reserved, 0, gaps, above the highest), with no operand
// bits and with all of them set.
void illegal_opcodes(const IsaSpec& isa, std::vector<Illegal>& out) {
  std::set<unsigned> used;
  for (const auto& in : isa.instrs) used.insert(in.opcode);
  std::map<unsigned, std::string> reserved;
  for (const auto& r : isa.reserved) reserved[r.opcode] = r.name;
  const FieldSpec& opc = isa.opcode();
  for (unsigned op = 0; op <= opc.max_value(); ++op) {
    if (used.count(op)) continue;
    const std::string what =
        "opcode 0x" + hex(op, 2) + (reserved.count(op) ? " is reserved (" + reserved[op] + ")" : " is not assigned");
    out.push_back({opc.place(op), what});
    out.push_back({opc.place(op) | (isa.word_mask() & ~opc.place(0xFFFFFFFFu)), what + ", all operand bits set"});
  }
}

}  // namespace

std::string emit_roundtrip_inc(const IsaSpec& isa) {
  std::ostringstream o;
  const unsigned nmax = isa.max_operands();
  o << banner("//", isa.source) << "\n"
    << "//\n"
    << "// Test vectors of the plena encoding, X-macro style. Define either macro, then include:\n"
    << "//   KC_PLENA_ROUNDTRIP(text, word, mnemonic, num_operands, v0 .. v" << nmax - 1 << ")\n"
    << "//       assembly text, the word the ISA table's encoding rule gives for it, and the value of\n"
    << "//       every operand in assembly order (an omitted optional operand has its default; unused\n"
    << "//       slots are 0). Registers are numbers (gp3 -> 3).\n"
    << "//   KC_PLENA_ILLEGAL(word, reason)\n"
    << "//       a word that encodes no instruction.\n"
    << "// The expected words are computed by kc-gen from the field positions in the ISA table, not by\n"
    << "// the assembler under test.\n\n"
    << "#ifdef KC_PLENA_ROUNDTRIP\n";
  std::size_t n_rt = 0;
  for (const auto& in : isa.instrs)
    for (const auto& v : roundtrip_vectors(isa, in)) {
      o << "KC_PLENA_ROUNDTRIP(" << cpp_string(v.text) << ", 0x" << hex(v.word, 8) << "u, " << cpp_string(in.name)
        << ", " << in.operands.size();
      for (unsigned i = 0; i < nmax; ++i) o << ", " << (i < v.values.size() ? v.values[i] : 0u) << "u";
      o << ")\n";
      ++n_rt;
    }
  o << "#endif  // KC_PLENA_ROUNDTRIP (" << n_rt << " vectors)\n\n#ifdef KC_PLENA_ILLEGAL\n";
  std::vector<Illegal> ill;
  illegal_opcodes(isa, ill);
  for (const auto& in : isa.instrs) illegal_for_instr(isa, in, ill);
  std::set<std::uint32_t> seen;
  std::size_t n_ill = 0;
  for (const auto& i : ill) {
    if (!seen.insert(i.word).second) continue;
    o << "KC_PLENA_ILLEGAL(0x" << hex(i.word, 8) << "u, " << cpp_string(i.reason) << ")\n";
    ++n_ill;
  }
  o << "#endif  // KC_PLENA_ILLEGAL (" << n_ill << " words)\n";
  return o.str();
}

}  // namespace kc::gen::plena
