// The generated rv32 table against the GNU toolchain (binutils 2.40):
//   - every entry, assembled by GNU as with random operands, gives the word of our encoder, and
//     that word decodes to the entry;
//   - every word our decode accepts for an entry (random values in its operand bits) is one GNU
//     as produces for that entry (the documented exceptions are counted, not silently dropped);
//   - our disassembler prints what objdump prints, with and without aliases;
//   - the GNU pseudo-instructions listed in the reference expand to the documented instructions.
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "rv32_gnu.h"

using namespace rv32test;

namespace {

const std::string kOut = KC_TEST_OUT_DIR;
const std::string kMarch = std::string("-march=") + kc::rv32::kMarch + " -mabi=" + kc::rv32::kMabi;

// Assembles `lines` (one instruction each) and returns the .text words; REQUIREs success.
std::vector<std::uint32_t> assemble(const std::string& name, const std::vector<std::string>& lines) {
  return gnu_assemble(kOut, name, lines, kMarch);
}

// objdump's text per address of `words` placed at `base_pc`.
std::map<std::uint32_t, std::string> objdump(const std::string& name, const std::vector<std::uint32_t>& words,
                                             std::uint32_t base_pc, bool aliases) {
  return gnu_objdump(kOut, name, words, base_pc, aliases, kMarch);
}

// The documented cases where GNU as cannot write a word our decode accepts: a fence with an
// empty predecessor or successor set (a hint, executed as a no-op) and the reserved rounding
// modes 5 and 6 (decoded, then rejected by the core as illegal).
bool gas_cannot_write(const Instance& in) {
  const InsnInfo& ii = info(in.id);
  for (std::size_t i = 0; i < ii.num_operands; ++i) {
    const OpKind k = info(ii.operands[i].type).kind;
    if (k == OpKind::fence && in.values[i] == 0) return true;
    if (k == OpKind::rm && (in.values[i] == 5 || in.values[i] == 6)) return true;
  }
  return false;
}

constexpr int kPerEntry = 64;

}  // namespace

TEST_CASE("rv32.isa.gnu_as_encodes_every_entry") {
  std::mt19937 rng(20240601);
  std::vector<Instance> insts;
  std::vector<std::string> lines;
  for (std::size_t i = 1; i < kNumInsns; ++i) {
    const Insn id = Insn(i);
    if (id == Insn::mpause) continue;  // not known to GNU as: checked below through .insn
    for (int k = 0; k < kPerEntry; ++k) {
      insts.push_back(random_instance(id, rng));
      lines.push_back(gas_text(insts.back()));
    }
  }
  const auto words = assemble("gas_encode", lines);
  REQUIRE(words.size() == insts.size());
  std::set<Insn> seen;
  for (std::size_t i = 0; i < insts.size(); ++i) {
    INFO(lines[i]);
    CHECK(words[i] == encode_instance(insts[i]));
    CHECK(decode(words[i]) == insts[i].id);
    seen.insert(insts[i].id);
  }
  CHECK(seen.size() == kNumInsns - 2);  // every entry but illegal and mpause
  const auto mp = assemble("gas_mpause", {".insn 0x08000073"});
  REQUIRE(mp.size() == 1);
  CHECK(decode(mp[0]) == Insn::mpause);
  CHECK(mp[0] == kMpauseWord);
  WARN("GNU as: " << insts.size() << " instructions (" << seen.size() << " entries) encoded as by the table");
}

TEST_CASE("rv32.isa.decode_accepts_only_gnu_as_words") {
  std::mt19937 rng(77);
  std::vector<Instance> insts;
  std::vector<std::string> lines;
  std::vector<std::uint32_t> expected;
  int exceptions = 0;
  for (std::size_t i = 1; i < kNumInsns; ++i) {
    const InsnInfo& ii = kInsns[i];
    if (ii.id == Insn::mpause) continue;
    for (int k = 0; k < kPerEntry; ++k) {
      const std::uint32_t w = ii.match | (std::uint32_t(rng()) & ~ii.mask);
      REQUIRE(decode(w) == ii.id);
      const Instance in = instance_of(w);
      if (gas_cannot_write(in)) {
        ++exceptions;
        continue;
      }
      insts.push_back(in);
      lines.push_back(gas_text(in));
      expected.push_back(w);
    }
  }
  const auto words = assemble("gas_decode", lines);
  REQUIRE(words.size() == expected.size());
  for (std::size_t i = 0; i < words.size(); ++i) {
    INFO(lines[i]);
    CHECK(words[i] == expected[i]);
  }
  // fences with an empty set and rm 5/6 only: about 1/16 of fences and 2/8 of rm words
  CHECK(exceptions < int(kNumInsns) * kPerEntry / 20);
  WARN("decode -> GNU as: " << words.size() << " random decodable words reproduced, " << exceptions
                            << " documented exceptions (fence with an empty set, rm 5/6)");
}

namespace {

// Words for the disassembler comparison: biased random instances and fully random operand bits.
std::vector<std::uint32_t> disasm_words(std::mt19937& rng) {
  std::vector<std::uint32_t> words;
  for (std::size_t i = 1; i < kNumInsns; ++i) {
    for (int k = 0; k < kPerEntry; ++k) {
      const Instance in = random_instance(Insn(i), rng);
      words.push_back(encode_instance(in));
    }
    for (int k = 0; k < kPerEntry / 4; ++k) {
      std::uint32_t w = kInsns[i].match | (std::uint32_t(rng()) & ~kInsns[i].mask);
      if (kInsns[i].imm == ImmKind::none && info(Insn(i)).unit == Unit::csr) continue;
      // keep CSR numbers to the ones objdump prints like we do (table names, custom ranges)
      if (info(Insn(i)).unit == Unit::csr) {
        static const auto csrs = csr_choices();
        w = (w & 0x000FFFFFu) | (csrs[rng() % csrs.size()] << 20);
      }
      words.push_back(w);
    }
  }
  return words;
}

void compare_with_objdump(bool aliases) {
  std::mt19937 rng(aliases ? 5 : 6);
  const auto words = disasm_words(rng);
  const std::uint32_t base = 0x00100000u;
  const auto od = objdump(aliases ? "objdump_aliases" : "objdump_raw", words, base, aliases);
  REQUIRE(od.size() == words.size());
  int compared = 0;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::uint32_t pc = base + 4 * std::uint32_t(i);
    const std::string ours = disassemble(words[i], pc, aliases);
    std::string theirs = od.at(pc);
    if (decode(words[i]) == Insn::mpause) {  // binutils does not know the custom halt
      CHECK(theirs == ".4byte 0x8000073");
      CHECK(ours == "mpause");
      continue;
    }
    INFO("word 0x" << std::hex << words[i] << " at 0x" << pc);
    CHECK(ours == theirs);
    ++compared;
  }
  WARN("objdump" << (aliases ? "" : " -M no-aliases") << ": " << compared << " words disassembled identically");
}

}  // namespace

TEST_CASE("rv32.isa.objdump_matches_disassembler") { compare_with_objdump(true); }

TEST_CASE("rv32.isa.objdump_no_aliases_matches_disassembler") { compare_with_objdump(false); }

TEST_CASE("rv32.isa.disassembler_illegal_words") {
  // Words the table does not define print as objdump's data directive.
  CHECK(disassemble(0x00000000u, 0, true) == ".4byte 0x0");
  CHECK(disassemble(0xffffffffu, 0, true) == ".4byte 0xffffffff");
  CHECK(disassemble(0x0000003bu, 0, true) == ".4byte 0x3b");  // OP-32 (RV64 only)
  CHECK(disassemble(0x0100100fu, 0, true) == ".4byte 0x100100f");  // fence.i with a nonzero imm
}

TEST_CASE("rv32.isa.pseudo_instructions_expand_as_documented") {
  // The reference lists GNU pseudo-instructions with their expansions; each one without
  // relocation operators assembles to exactly the words of its expansion.
  const std::vector<std::pair<std::string, std::string>> subst = {
      {"rd", "a0"}, {"rs", "a1"}, {"rt", "a2"}, {"csr", "mscratch"}, {"imm", "3"}, {"target", ".+8"}};
  const std::vector<std::pair<std::string, std::string>> fsubst = {{"rd", "fa0"}, {"rs", "fa1"}};
  auto fill = [&](std::string s) {
    const std::string mnemonic = s.substr(0, s.find(' '));
    const bool fp = mnemonic.size() > 2 && mnemonic.compare(mnemonic.size() - 2, 2, ".s") == 0;
    for (const auto& p : fp ? fsubst : subst) {
      for (std::size_t pos = 0; (pos = s.find(p.first, pos)) != std::string::npos;) {
        const bool left = pos == 0 || !std::isalnum(static_cast<unsigned char>(s[pos - 1]));
        const std::size_t end = pos + p.first.size();
        const bool right = end >= s.size() || !std::isalnum(static_cast<unsigned char>(s[end]));
        if (left && right) {
          s.replace(pos, p.first.size(), p.second);
          pos += p.second.size();
        } else {
          pos = end;
        }
      }
    }
    return s;
  };
  // The pseudo-instructions of docs/isa/rv32.md (the ISA table's list).
  int checked = 0;
  for (const auto& p : kPseudos) {
    const std::string syntax = p.syntax, expansion = p.expansion;
    if (expansion.find('%') != std::string::npos) continue;  // li, la, call, tail: relocations
    const std::string a = fill(syntax), b = fill(expansion);
    INFO(a << "  vs  " << b);
    const auto wa = assemble("pseudo_a", {a});
    const auto wb = assemble("pseudo_b", {b});
    CHECK(wa == wb);
    CHECK(wa.size() == 1);
    ++checked;
  }
  CHECK(checked >= 35);
  // li with small and large constants, la and call as GNU expands them
  CHECK(assemble("li_small", {"li a0, -5"}) == assemble("li_small_x", {"addi a0, zero, -5"}));
  CHECK(assemble("li_large", {"li a0, 0x12345fff"}) ==
        assemble("li_large_x", {"lui a0, 0x12346", "addi a0, a0, -1"}));
}
