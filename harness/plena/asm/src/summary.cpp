// Static program summary and the assembler's text outputs (diagnostics, listing).
#include <cstdio>
#include <string>

#include "kc/plena_asm.h"
#include "lexer.h"

namespace kc::plena {

ProgramSummary summarize(const std::vector<std::uint32_t>& words) {
  ProgramSummary s;
  s.instructions = words.size();
  s.bytes = 4 * words.size();
  unsigned depth = 0;
  for (std::uint32_t w : words) {
    const isa::Instr* in = isa::decode(w);
    if (!in) {
      ++s.illegal;
      continue;
    }
    ++s.per_unit[static_cast<std::size_t>(in->unit)];
    ++s.per_mnemonic[in->mnemonic];
    if (in->op == isa::Op::C_LOOP_START && ++depth > s.max_loop_depth) s.max_loop_depth = depth;
    if (in->op == isa::Op::C_LOOP_END && depth > 0) --depth;
  }
  return s;
}

std::string format_summary(const ProgramSummary& s) {
  std::string out = "instructions: " + std::to_string(s.instructions) + "\nbytes: " + std::to_string(s.bytes) +
                    "\nloop depth: " + std::to_string(s.max_loop_depth) + "\n";
  for (std::size_t u = 0; u < isa::kNumUnits; ++u)
    if (s.per_unit[u]) out += std::string("unit ") + isa::kUnits[u].name + ": " + std::to_string(s.per_unit[u]) + "\n";
  if (s.illegal) out += "illegal words: " + std::to_string(s.illegal) + "\n";
  return out;
}

std::string format_diagnostics(const AsmResult& r, std::string_view text, std::string_view filename) {
  std::string out = format_diagnostics_capped(r.diagnostics, text, kMaxDiagnosticsFormatted);
  const std::size_t e = r.error_count(), w = r.warning_count();
  if (e + w == 0) return out;
  out += std::string(filename) + ": " + diagnostic_counts(e, w) + "\n";
  return out;
}

std::string format_listing(const AsmResult& r, std::string_view text) {
  const auto lines = detail::split_lines(text);
  std::string out = "addr    word        line  source\n";
  for (std::size_t i = 0; i < r.words.size(); ++i) {
    char pre[48];
    std::snprintf(pre, sizeof pre, "0x%04zx  0x%08x  %4u  ", i, r.words[i], r.lines[i]);
    const unsigned ln = r.lines[i];
    std::string src(ln >= 1 && ln <= lines.size() ? lines[ln - 1] : std::string_view());
    while (!src.empty() && (src.back() == ' ' || src.back() == '\t')) src.pop_back();
    out += pre + src + "\n";
  }
  return out;
}

}  // namespace kc::plena
