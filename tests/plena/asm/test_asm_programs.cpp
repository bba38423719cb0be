// Whole programs: a realistic kernel in every accepted notation, the listing, and fuzzing with
// random lines (the assembler never crashes and always says where the problem is).
#include <catch2/catch.hpp>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "kc/plena_asm.h"
#include "kc/plena_disasm.h"
#include "plena_isa_table.h"

namespace isa = kc::plena::isa;

namespace {

// A row-softmax-like kernel written the way PLENA programs are: both comment styles, hex,
// trailing semicolons, placeholders, nested loops, mixed case, tabs, CRLF line ends.
const char kKernel[] =
    "// softmax over 4 rows of VLEN elements (config small)\r\n"
    "; constants: FP_MEM[0] = -inf, FP_MEM[1] = 0\n"
    "\n"
    "S_LUI_INT gp1, 0x49          ; gp1 = 73 << 12\n"
    "S_ADDI_INT gp1, gp1, 992;    // HBM offset 300000\n"
    "C_SET_ADDR_REG a0, gp0, gp1;\n"
    "s_addi_int GP2, gp0, 0\t; VRAM row 0\n"
    "H_PREFETCH_V gp2, gp0, a0, 0, 0\n"
    "S_LD_FP f1, gp0, 0           // -inf\n"
    "C_LOOP_START gp3, 4\n"
    "\tV_RED_MAX f1, gp2\n"
    "\tV_SUB_VF gp2, gp2, f1, 0, 0\n"
    "\tV_EXP_V gp2, gp2, 0\n"
    "\tS_ADD_FP f2, f0, f0\n"
    "\tV_RED_SUM f2, gp2, 0;\n"
    "\tS_RECI_FP f2, f2\n"
    "\tV_MUL_VF gp2, gp2, f2, 0\n"
    "\tC_LOOP_START gp4, 0x2\n"
    "\t\tM_MM 0, gp5, gp2 ;\n"
    "\t\tM_TMM 0, gp2, gp5\n"
    "\tC_LOOP_END gp4\n"
    "\tM_MM_WO gp6, gp0, 0\n"
    "\tS_ADDI_INT gp2, gp2, 16\n"
    "C_LOOP_END gp3\n"
    "H_STORE_V gp0, gp0, a0, 0, 0 ; done\n";

}  // namespace

TEST_CASE("plena.asm.program_realistic") {
  const auto r = kc::plena::assemble(kKernel, "softmax.asm", kc::plena::find_config("small"));
  for (const auto& d : r.diagnostics) INFO(kc::format_diagnostic(d));
  REQUIRE(r.diagnostics.empty());
  REQUIRE(r.words.size() == 22);
  CHECK(r.lines ==
        std::vector<unsigned>{4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25});
  CHECK(r.words[0] == 0x00012465u);                                   // S_LUI_INT gp1, 73
  CHECK(kc::plena::disassemble(r.words[1]) == "S_ADDI_INT gp1, gp1, 992");
  CHECK(kc::plena::disassemble(r.words[7]) == "V_RED_MAX f1, gp2, 0");  // optional rmask omitted
  CHECK(kc::plena::disassemble(r.words[11]) == "V_RED_SUM f2, gp2, 0");
  CHECK(kc::plena::disassemble(r.words[14]) == "C_LOOP_START gp4, 2");
  CHECK(kc::plena::disassemble(r.words[15]) == "M_MM 0, gp5, gp2");
  // The disassembly re-assembles to the same program.
  const std::string text = kc::plena::disassemble_program(r.words, false);
  const auto again = kc::plena::assemble(text, "again.asm");
  CHECK(again.ok());
  CHECK(again.words == r.words);
  // Listing: address, word, source line number and text.
  const std::string listing = kc::plena::format_listing(r, kKernel);
  CHECK(listing.rfind("addr    word        line  source\n"
                      "0x0000  0x00012465     4  S_LUI_INT gp1, 0x49          ; gp1 = 73 << 12\n",
                      0) == 0);
  CHECK(listing.find("\n0x0014  0x000000f0    24  C_LOOP_END gp3\n") != std::string::npos);
  CHECK(listing.find("\n0x0007  0x00000856    11  \tV_RED_MAX f1, gp2\n") != std::string::npos);
  const auto s = kc::plena::summarize(r.words);
  CHECK(s.instructions == 22);
  CHECK(s.max_loop_depth == 2);
}

TEST_CASE("plena.asm.fuzz") {
  std::mt19937 rng(20240611);
  const std::vector<std::string> vocab = {
      "V_ADD_VV", "M_MM", "s_addi_int", "C_LOOP_START", "C_LOOP_END", "H_PREFETCH_M", "V_RED_SUM", "M_BMM", "gp1",
      "gp0",      "gp15", "gp16",       "f3",           "f8",         "a7",           "a9",        "0",     "1",
      "0x3ffff",  "0x",   "0b11",       "300000",       "-",          ",",            ",",         ",",     ";",
      "//",       " ",    "\t",         "$",            "\xff",       ".word",        "1.5",       "99999999999999999999"};
  auto pick = [&](std::size_t n) { return static_cast<std::size_t>(rng() % n); };
  std::vector<std::string> lines;
  for (int i = 0; i < 4000; ++i) {
    std::string line;
    const std::size_t len = pick(12);
    if (i % 2) {  // random bytes
      for (std::size_t k = 0; k < len * 3; ++k) {
        char c = static_cast<char>(pick(256));
        line += c == '\n' ? ' ' : c;
      }
    } else {  // random tokens
      for (std::size_t k = 0; k < len; ++k) line += vocab[pick(vocab.size())] + (pick(3) ? " " : "");
    }
    lines.push_back(line);
  }
  std::size_t rejected = 0;
  for (const auto& line : lines) {
    INFO("line: " << line);
    const auto r = kc::plena::assemble(line, "f.asm");
    for (const auto& d : r.diagnostics) {
      CHECK(d.file == "f.asm");
      CHECK(d.line == 1);
      CHECK(d.col >= 1);
      CHECK(d.col <= line.size() + 1);
      CHECK(d.length >= 1);
      CHECK_FALSE(d.message.empty());
    }
    if (!r.ok()) {
      ++rejected;
      continue;
    }
    // Accepted lines (some random token strings are valid) round-trip through the disassembler.
    for (std::uint32_t w : r.words) {
      const auto again = kc::plena::assemble(kc::plena::disassemble(w), "g.asm");
      CHECK((again.words.size() == 1 && again.words[0] == w));
    }
  }
  CHECK(rejected > 3000);
  // All lines as one file: every diagnostic is positioned inside the file, sorted.
  std::string all;
  for (const auto& line : lines) all += line + "\n";
  const auto r = kc::plena::assemble(all, "f.asm");
  CHECK(r.error_count() > 0);
  for (std::size_t i = 0; i < r.diagnostics.size(); ++i) {
    const auto& d = r.diagnostics[i];
    CHECK(d.line >= 1);
    CHECK(d.line <= lines.size());
    CHECK(d.col <= lines[d.line - 1].size() + 1);
    if (i) CHECK((r.diagnostics[i - 1].line < d.line ||
                  (r.diagnostics[i - 1].line == d.line && r.diagnostics[i - 1].col <= d.col)));
  }
}
