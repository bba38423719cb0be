// Helpers of the rv32 encoding tests: random operands for a table entry (biased towards the values
// that select GNU aliases), their GNU as text, and running the GNU tools on a generated file.
#pragma once

#include <sys/wait.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "gen_mutate.h"
#include "rv32_isa_table.h"

namespace rv32test {

using namespace kc::rv32;

using gentest::Run;
using gentest::run;

inline void write_text(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

inline std::vector<std::uint32_t> read_words(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::vector<std::uint32_t> w;
  unsigned char b[4];
  while (in.read(reinterpret_cast<char*>(b), 4)) w.push_back(b[0] | b[1] << 8 | b[2] << 16 | std::uint32_t(b[3]) << 24);
  return w;
}

// One instance of a table entry: operand values in operand order.
struct Instance {
  Insn id = Insn::illegal;
  std::vector<std::int32_t> values;
  bool omit_rm = false;  // write the rm operand (dyn) implicitly
};

// Assembles `lines` (one instruction each) with the GNU assembler and `march` ("-march=... -mabi=...")
// into dir/name.{S,o,bin} and returns the .text words; REQUIREs success.
inline std::vector<std::uint32_t> gnu_assemble(const std::string& dir, const std::string& name,
                                               const std::vector<std::string>& lines, const std::string& march) {
  std::string src = ".option norelax\n.text\n";
  for (const auto& l : lines) src += "  " + l + "\n";
  const std::string base = dir + "/" + name;
  write_text(base + ".S", src);
  const Run as = run(std::string(KC_RV_AS) + " " + march + " -o " + base + ".o " + base + ".S");
  INFO(as.output.substr(0, 4000));
  REQUIRE(as.status == 0);
  const Run oc = run(std::string(KC_RV_OBJCOPY) + " -O binary -j .text " + base + ".o " + base + ".bin");
  INFO(oc.output);
  REQUIRE(oc.status == 0);
  return read_words(base + ".bin");
}

// objdump's text per address of `words` placed at `base_pc` (".insn" words in a stripped ELF, so
// that objdump neither sees data mapping symbols nor prints symbol names), with or without aliases.
inline std::map<std::uint32_t, std::string> gnu_objdump(const std::string& dir, const std::string& name,
                                                        const std::vector<std::uint32_t>& words, std::uint32_t base_pc,
                                                        bool aliases, const std::string& march) {
  std::string src = ".text\n.globl _start\n_start:\n";
  char buf[64];
  for (auto w : words) {
    std::snprintf(buf, sizeof buf, "  .insn 0x%08x\n", unsigned(w));
    src += buf;
  }
  const std::string base = dir + "/" + name;
  write_text(base + ".S", src);
  std::snprintf(buf, sizeof buf, "0x%x", unsigned(base_pc));
  const Run as = run(std::string(KC_RV_AS) + " " + march + " -o " + base + ".o " + base + ".S");
  REQUIRE(as.status == 0);
  const Run ld = run(std::string(KC_RV_LD) + " -m elf32lriscv -Ttext=" + buf + " -e " + buf + " -o " + base + ".elf " +
                     base + ".o");
  INFO(ld.output);
  REQUIRE(ld.status == 0);
  REQUIRE(run(std::string(KC_RV_STRIP) + " " + base + ".elf").status == 0);
  const Run od = run(std::string(KC_RV_OBJDUMP) + " -d " + (aliases ? "" : "-M no-aliases ") + base + ".elf");
  REQUIRE(od.status == 0);
  std::map<std::uint32_t, std::string> out;
  std::istringstream in(od.output);
  std::string line;
  while (std::getline(in, line)) {
    // "  100000:\t0100000f          \tfence\tw,unknown"
    const auto colon = line.find(":\t");
    if (colon == std::string::npos) continue;
    const std::uint32_t addr = std::uint32_t(std::stoul(line.substr(0, colon), nullptr, 16));
    const auto t1 = line.find('\t', colon + 2);
    if (t1 == std::string::npos) continue;
    std::string text = line.substr(t1 + 1);
    const auto hash = text.find(" # ");  // objdump's address comments
    if (hash != std::string::npos) text = text.substr(0, hash);
    const auto tab = text.find('\t');
    if (tab != std::string::npos) text[tab] = ' ';
    while (!text.empty() && text.back() == ' ') text.pop_back();
    out[addr] = text;
  }
  return out;
}

// CSR numbers that objdump prints as numbers (custom ranges) plus every CSR of the table.
inline std::vector<std::uint32_t> csr_choices() {
  std::vector<std::uint32_t> v;
  for (const auto& c : kCsrs) v.push_back(c.addr);
  for (std::uint32_t a : {0x7c0u, 0x7c5u, 0x7ffu, 0x800u, 0x8a3u, 0x8ffu, 0xbc0u, 0xbffu, 0xfc0u, 0xfffu}) v.push_back(a);
  return v;
}

// Random value of one operand type; biased towards 0, 1, -1, 255 and register 0/1 so that the
// alias forms of objdump are exercised.
inline std::int32_t random_value(OpType t, std::mt19937& rng) {
  const OpTypeInfo& ti = info(t);
  auto uni = [&](std::int64_t lo, std::int64_t hi) { return std::uniform_int_distribution<std::int64_t>(lo, hi)(rng); };
  switch (ti.kind) {
    case OpKind::xreg:
    case OpKind::freg: {
      const auto r = uni(0, 7);
      return r == 0 ? 0 : r == 1 ? 1 : std::int32_t(uni(0, 31));
    }
    case OpKind::csr: {
      static const std::vector<std::uint32_t> csrs = csr_choices();
      return std::int32_t(csrs[std::size_t(uni(0, std::int64_t(csrs.size()) - 1))]);
    }
    case OpKind::rm: {
      static const std::int32_t rms[] = {0, 1, 2, 3, 4, 7, 7, 7};
      return rms[uni(0, 7)];
    }
    case OpKind::fence:
      return std::int32_t(uni(0, 3) == 0 ? 15 : uni(1, 15));
    case OpKind::simm:
    case OpKind::uimm:
    case OpKind::target: {
      const std::int64_t step = std::int64_t(1) << ti.align;
      const auto pick = uni(0, 9);
      std::int64_t v;
      if (pick == 0)
        v = 0;
      else if (pick == 1)
        v = step;
      else if (pick == 2)
        v = ti.min;
      else if (pick == 3)
        v = ti.max;
      else if (pick == 4 && ti.min < 0)
        v = -step;
      else if (pick == 5 && ti.max >= 255 && ti.kind == OpKind::simm)
        v = 255;
      else
        v = uni(ti.min / step, ti.max / step) * step;
      return std::int32_t(v);
    }
  }
  return 0;
}

inline Instance random_instance(Insn id, std::mt19937& rng) {
  Instance in;
  in.id = id;
  const InsnInfo& ii = info(id);
  for (std::size_t i = 0; i < ii.num_operands; ++i) in.values.push_back(random_value(ii.operands[i].type, rng));
  // rs1 == rs2 sometimes (fmv.s / fneg.s / fabs.s aliases)
  if (ii.rs1 != RegKind::none && ii.rs2 != RegKind::none && std::uniform_int_distribution<int>(0, 3)(rng) == 0) {
    int i1 = -1, i2 = -1;
    for (std::size_t i = 0; i < ii.num_operands; ++i) {
      const auto t = info(ii.operands[i].type);
      if (t.kind == OpKind::xreg || t.kind == OpKind::freg) {
        if (t.field_lsb == 15) i1 = int(i);  // the rs1 field
        if (t.field_lsb == 20) i2 = int(i);  // the rs2 field
      }
    }
    if (i1 >= 0 && i2 >= 0) in.values[std::size_t(i2)] = in.values[std::size_t(i1)];
  }
  in.omit_rm = std::uniform_int_distribution<int>(0, 1)(rng) == 0;
  return in;
}

// The values of the operands a word holds.
inline Instance instance_of(std::uint32_t word) {
  Instance in;
  in.id = decode(word);
  const InsnInfo& ii = info(in.id);
  for (std::size_t i = 0; i < ii.num_operands; ++i) in.values.push_back(operand_value(ii.operands[i].type, word));
  return in;
}

inline std::string fence_letters(std::int32_t v) {
  std::string s;
  if (v & 8) s += 'i';
  if (v & 4) s += 'o';
  if (v & 2) s += 'r';
  if (v & 1) s += 'w';
  return s;
}

// GNU as text of an instance (real mnemonics, no pseudo-instructions; targets as ".+offset").
inline std::string gas_text(const Instance& in) {
  const InsnInfo& ii = info(in.id);
  static const char* const rm_names[8] = {"rne", "rtz", "rdn", "rup", "rmm", "?", "?", "dyn"};
  std::string s = ii.mnemonic;
  std::string ops;
  for (std::size_t i = 0; i < ii.num_operands; ++i) {
    const Operand& op = ii.operands[i];
    const OpTypeInfo& t = info(op.type);
    const std::int32_t v = in.values[i];
    std::string text;
    switch (t.kind) {
      case OpKind::xreg:
        text = kXRegNames[v];
        break;
      case OpKind::freg:
        text = kFRegNames[v];
        break;
      case OpKind::simm:
      case OpKind::uimm:
        text = std::to_string(v);
        break;
      case OpKind::target:
        text = v < 0 ? ".-" + std::to_string(-std::int64_t(v)) : ".+" + std::to_string(v);
        break;
      case OpKind::csr: {
        const CsrInfo* c = find_csr(std::uint32_t(v));
        char buf[16];
        std::snprintf(buf, sizeof buf, "0x%x", unsigned(v));
        text = c ? c->name : buf;
        break;
      }
      case OpKind::rm:
        if (v == 7 && in.omit_rm) continue;
        text = rm_names[v & 7];
        break;
      case OpKind::fence:
        text = fence_letters(v);
        break;
    }
    if (op.base)
      ops += "(" + text + ")";
    else
      ops += (ops.empty() ? "" : ", ") + text;
  }
  return ops.empty() ? s : s + " " + ops;
}

// The word of an instance by the generated encoder.
inline std::uint32_t encode_instance(const Instance& in) {
  return encode(in.id, in.values.data(), in.values.size());
}

}  // namespace rv32test
