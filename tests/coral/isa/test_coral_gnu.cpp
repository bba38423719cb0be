// The generated coral table against the GNU toolchain (binutils 2.40,
// -march=rv32imf_zicsr_zifencei_zbb_zve32x):
//   - every vector entry, with random values in its operand bits, is printed by objdump as our
//     disassembler prints it (with and without aliases), and GNU as assembles that text back to the
//     same word (so the table's match/mask and operand fields are GNU's);
//   - the vector CSRs assemble and disassemble by name;
//   - every instruction of the unsupported list assembles with -march=rv32gcv, is refused with the
//     coral -march, and decodes as illegal;
//   - the vector pseudo-instructions of the reference expand to their documented instructions.
#include <catch2/catch.hpp>
#include <map>
#include <random>
#include <set>

#include "coral_isa_table.h"
#include "rv32_gnu.h"  // run(), gnu_assemble(), gnu_objdump()

using namespace kc::coral;
using rv32test::run;
using rv32test::Run;

namespace {

const std::string kOut = KC_TEST_OUT_DIR;
const std::string kCoralMarch = std::string("-march=") + kMarch + " -mabi=" + kMabi;

// Assembles `lines` with `march` and returns the .text words; REQUIREs success.
std::vector<std::uint32_t> assemble(const std::string& name, const std::vector<std::string>& lines,
                                    const std::string& march = kCoralMarch) {
  return rv32test::gnu_assemble(kOut, name, lines, march);
}

// objdump's text per address of `words` placed at `base_pc`.
std::map<std::uint32_t, std::string> objdump(const std::string& name, const std::vector<std::uint32_t>& words,
                                             std::uint32_t base_pc, bool aliases) {
  return rv32test::gnu_objdump(kOut, name, words, base_pc, aliases, kCoralMarch);
}

constexpr int kPerEntry = 24;

// Random words of every vector entry: its fixed bits and random operand bits (biased so that the
// alias forms — x0 scalars, imm -1, equal mask operands — and v0.t appear).
std::vector<std::uint32_t> vector_words(std::mt19937& rng) {
  std::vector<std::uint32_t> words;
  for (std::size_t i = 1; i < kNumInsns; ++i) {
    if (!kVecInfo[i].vector) continue;
    const InsnInfo& in = kInsns[i];
    const std::uint32_t free = ~in.mask, f1 = (31u << 15) & free, f2 = (31u << 20) & free, fd = (31u << 7) & free;
    for (int k = 0; k < kPerEntry; ++k) {
      std::uint32_t w = in.match | (std::uint32_t(rng()) & free);
      if (k % 4 == 1) w &= ~f1;  // rs1 = x0 / vs1 = v0 / imm 0
      if (k % 4 == 3) w |= f1;   // imm -1 / register 31
      if (k % 8 == 2 && f1 == (31u << 15) && f2 == (31u << 20))
        w = (w & ~f1) | (((w >> 20) & 31u) << 15);  // vs1 = vs2
      if (k % 8 == 6 && f1 == (31u << 15) && f2 == (31u << 20) && fd == (31u << 7))
        w = (w & ~f1 & ~fd) | (((w >> 20) & 31u) << 15) | (((w >> 20) & 31u) << 7);  // vd = vs1 = vs2
      words.push_back(w);
    }
  }
  return words;
}

}  // namespace

TEST_CASE("coral.isa.gnu_roundtrip_every_vector_entry") {
  std::mt19937 rng(20240607);
  const auto words = vector_words(rng);
  const std::uint32_t base = 0x00100000u;
  const auto plain = objdump("vec_noalias", words, base, false);
  const auto aliased = objdump("vec_alias", words, base, true);
  REQUIRE(plain.size() == words.size());
  REQUIRE(aliased.size() == words.size());
  std::vector<std::string> texts;
  std::set<Insn> seen;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::uint32_t pc = base + 4 * std::uint32_t(i), w = words[i];
    const Insn id = decode(w);
    INFO("word 0x" << std::hex << w << " (" << info(id).mnemonic << ")");
    REQUIRE(id != Insn::illegal);
    CHECK(disassemble(w, pc, false) == plain.at(pc));
    CHECK(disassemble(w, pc, true) == aliased.at(pc));
    texts.push_back(plain.at(pc));
    seen.insert(id);
  }
  // GNU as turns objdump's text back into the same words
  const auto back = assemble("vec_reassemble", texts);
  REQUIRE(back.size() == words.size());
  for (std::size_t i = 0; i < words.size(); ++i) {
    INFO(texts[i]);
    CHECK(back[i] == words[i]);
  }
  std::size_t vector_entries = 0;
  for (std::size_t i = 1; i < kNumInsns; ++i) vector_entries += kVecInfo[i].vector;
  CHECK(seen.size() == vector_entries);
  WARN("GNU as / objdump: " << words.size() << " words of " << seen.size() << " vector entries round-trip");
}

TEST_CASE("coral.isa.gnu_as_encodes_the_documented_forms") {
  // The assembly syntax of every vector entry as the reference writes it, with operands filled in.
  std::vector<std::string> lines;
  std::vector<Insn> ids;
  for (std::size_t i = 1; i < kNumInsns; ++i) {
    if (!kVecInfo[i].vector) continue;
    const InsnInfo& in = kInsns[i];
    std::string ops;
    for (std::size_t k = 0; k < in.num_operands; ++k) {
      const Operand& op = in.operands[k];
      const OpTypeInfo& t = info(op.type);
      std::string text;
      switch (t.kind) {
        case OpKind::vreg: text = t.field_lsb == 7 ? "v8" : t.field_lsb == 15 ? "v16" : "v24"; break;
        case OpKind::xreg: text = t.field_lsb == 7 ? "t0" : t.field_lsb == 15 ? "a0" : "a1"; break;
        case OpKind::vm: text = "v0.t"; break;
        case OpKind::v0: text = "v0"; break;
        case OpKind::vtypei: text = "e16,m2,ta,mu"; break;
        case OpKind::simm: text = "-3"; break;
        case OpKind::uimm: text = "7"; break;
        default: text = "?"; break;
      }
      if (op.paren) text = "(" + text + ")";
      ops += (ops.empty() ? "" : ", ") + text;
    }
    lines.push_back(std::string(in.mnemonic) + (ops.empty() ? "" : " " + ops));
    ids.push_back(in.id);
  }
  const auto words = assemble("vec_forms", lines);
  REQUIRE(words.size() == lines.size());
  for (std::size_t i = 0; i < words.size(); ++i) {
    INFO(lines[i]);
    CHECK(decode(words[i]) == ids[i]);
    const InsnInfo& in = info(ids[i]);
    CHECK((words[i] & in.mask) == in.match);
  }
}

TEST_CASE("coral.isa.vector_csrs_by_name") {
  const std::vector<std::string> lines = {"csrr a0, vl",        "csrr a0, vtype",     "csrr a0, vlenb",
                                          "csrr a0, vstart",    "csrw vstart, a1",    "csrwi vxrm, 2",
                                          "csrr a0, vxsat",     "csrw vcsr, a0"};
  const auto words = assemble("vec_csrs", lines);
  REQUIRE(words.size() == lines.size());
  const std::vector<std::uint32_t> csrs = {csr::vl,   csr::vtype, csr::vlenb, csr::vstart,
                                           csr::vstart, csr::vxrm, csr::vxsat, csr::vcsr};
  for (std::size_t i = 0; i < words.size(); ++i) {
    INFO(lines[i]);
    CHECK((words[i] >> 20) == csrs[i]);
  }
  CHECK(disassemble(words[0], 0, true) == "csrr a0,vl");
  CHECK(disassemble(words[5], 0, true) == "csrw vxrm,2");
  CHECK(disassemble(words[7], 0, false) == "csrrw zero,vcsr,a0");
}

TEST_CASE("coral.isa.unsupported_vector_instructions_are_illegal") {
  std::vector<std::string> lines(std::begin(kUnsupportedExamples), std::end(kUnsupportedExamples));
  REQUIRE(lines.size() > 100);
  const auto words = assemble("vec_unsupported", lines, "-march=rv32gcv -mabi=ilp32d");
  REQUIRE(words.size() == lines.size());
  for (std::size_t i = 0; i < words.size(); ++i) {
    INFO(lines[i] << " = 0x" << std::hex << words[i]);
    CHECK(decode(words[i]) == Insn::illegal);
    CHECK(disassemble(words[i], 0, false).rfind(".4byte", 0) == 0);
  }
  // and the coral -march refuses every one of them but vzext.vf8 / vsext.vf8, which binutils 2.40
  // accepts with zve32x (it does not check ELEN for them): they assemble and trap
  std::string src = ".text\n";
  std::size_t refused = 0;
  for (const auto& l : lines) {
    src += "  " + l + "\n";
    refused += l.find(".vf8") == std::string::npos;
  }
  rv32test::write_text(kOut + "/vec_unsupported_coral.S", src);
  const Run as = run(std::string(KC_RV_AS) + " " + kCoralMarch + " -o " + kOut + "/vec_unsupported_coral.o " + kOut +
                     "/vec_unsupported_coral.S");
  CHECK(as.status != 0);
  std::size_t errors = 0;
  for (std::size_t p = as.output.find("Error:"); p != std::string::npos; p = as.output.find("Error:", p + 1)) ++errors;
  CHECK(errors == refused);
  CHECK(refused == lines.size() - 2);
  const auto vf8 = assemble("vec_vf8", {"vzext.vf8 v1, v2", "vsext.vf8 v1, v2"});
  CHECK(decode(vf8.at(0)) == Insn::illegal);
  CHECK(decode(vf8.at(1)) == Insn::illegal);
}

TEST_CASE("coral.isa.vector_pseudo_instructions_expand_as_documented") {
  const std::vector<std::pair<std::string, std::string>> subst = {{"vd", "v1"}, {"vs", "v2"}, {"va", "v2"},
                                                                  {"vb", "v3"}, {"rs", "a0"}, {"i", "5"}};
  // operands of each ';'-separated instruction replaced, mnemonics kept
  auto fill = [&](const std::string& text) {
    std::vector<std::string> out;
    for (std::size_t s = 0, e; s < text.size(); s = e + 1) {
      e = text.find(';', s);
      if (e == std::string::npos) e = text.size();
      std::string insn = text.substr(s, e - s);
      while (!insn.empty() && insn[0] == ' ') insn.erase(0, 1);
      const std::size_t sp = insn.find(' ');
      std::string ops = sp == std::string::npos ? "" : insn.substr(sp);
      for (const auto& p : subst)
        for (std::size_t pos = 0; (pos = ops.find(p.first, pos)) != std::string::npos;) {
          const bool left = pos == 0 || !std::isalnum(static_cast<unsigned char>(ops[pos - 1]));
          const std::size_t end = pos + p.first.size();
          const bool right = end >= ops.size() || !std::isalnum(static_cast<unsigned char>(ops[end]));
          if (left && right) {
            ops.replace(pos, p.first.size(), p.second);
            pos += p.second.size();
          } else {
            pos = end;
          }
        }
      out.push_back(insn.substr(0, sp) + ops);
    }
    return out;
  };
  int checked = 0;
  for (const auto& p : kPseudos) {
    const std::string syntax = p.syntax;
    if (syntax[0] != 'v') continue;  // the vector ones
    const auto a = fill(syntax), b = fill(p.expansion);
    INFO(a.front() << "  vs  " << b.front());
    CHECK(assemble("vpseudo_a", a) == assemble("vpseudo_b", b));
    ++checked;
  }
  CHECK(checked >= 19);
}
