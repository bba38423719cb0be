// plena assembler: PLENA assembly text -> 32-bit instruction words, with positioned diagnostics
// for people and agents; static program summary.
//
// Syntax (docs/isa/plena.md, "Assembly syntax"; PLENA's published syntax):
//   - one instruction per line: MNEMONIC op, op, ...   (mnemonics and register names are
//     case-insensitive)
//   - comments start with ';' or '//' and run to the end of the line (so a trailing ';' after
//     the last operand, which PLENA programs often have, is simply an empty comment)
//   - registers gpN, fN, aN; immediates unsigned, decimal ("4096", leading zeros are still
//     decimal) or hex ("0x1000"); binary literals, negative numbers, labels, symbolic constants
//     and directives (".word") are rejected with an explanation
//   - placeholders are the literal 0 (M_MM 0, gp2, gp3)
//   - operand count fixed by the ISA table; trailing `optional` operands take their default
// Everything about an instruction (operand kinds, ranges, fields, flag values, hints) comes from
// the generated ISA table (plena_isa_table.h); nothing is typed here.
//
// Checks beyond single instructions: static loop nesting (C_LOOP_END must close the innermost
// open loop, every loop must be closed), loop count 0 (faults loop_zero) and counts above
// 1,000,000 (warning); with a configuration also loop depth and instruction memory size.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "kc/diagnostic.h"
#include "plena_configs.h"
#include "plena_isa_table.h"

namespace kc::plena {

struct AsmResult {
  std::vector<std::uint32_t> words;      // the program (only meaningful when ok())
  std::vector<unsigned> lines;           // lines[i]: 1-based source line of words[i]
  std::vector<Diagnostic> diagnostics;   // errors and warnings, sorted by (line, col)

  // True when there is no error (warnings allowed).
  bool ok() const;
  std::size_t error_count() const;
  std::size_t warning_count() const;
};

// Assembles `text`; `filename` is used in diagnostics. With `cfg`, the program must fit the
// configuration's instruction memory and loop depth. Never throws on bad input: every problem
// becomes a diagnostic, and assembly continues after an error so all of them are reported.
AsmResult assemble(std::string_view text, std::string_view filename, const HwConfig* cfg = nullptr);

// The diagnostics of `r` formatted with source excerpts (see kc::format_diagnostic) — the first
// kMaxDiagnosticsFormatted, then how many more — followed by "file: N errors, M warnings" when
// there are any.
std::string format_diagnostics(const AsmResult& r, std::string_view text, std::string_view filename);

// Listing of an assembled program: one line per word, "ADDR  WORD        LINE  source text",
// e.g. "0x0003  0x0000c801     7  M_MM 0, gp2, gp3   ; x". Addresses are instruction indices.
std::string format_listing(const AsmResult& r, std::string_view text);

// Static facts about a program (for the agent's get_inst_size tool): nothing is executed.
struct ProgramSummary {
  std::size_t instructions = 0;                          // static instruction count
  std::size_t bytes = 0;                                 // program size (4 bytes per word)
  std::array<std::size_t, isa::kNumUnits> per_unit{};   // index = isa::Unit
  std::map<std::string, std::size_t> per_mnemonic;       // instructions by mnemonic
  std::size_t illegal = 0;                               // words that encode no instruction
  unsigned max_loop_depth = 0;                           // deepest static loop nesting
};

// Summary of the program `words`.
ProgramSummary summarize(const std::vector<std::uint32_t>& words);

// One line per fact: "instructions: 12", "bytes: 48", "loop depth: 2", "unit matrix: 3", ...
// (units with no instruction are left out).
std::string format_summary(const ProgramSummary& s);

}  // namespace kc::plena
