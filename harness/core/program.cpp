// Program images (kc/program.h).
#include "kc/program.h"

#include <algorithm>

namespace kc {

const ProgramSymbol* ProgramImage::symbol(const std::string& name) const {
  for (const ProgramSymbol& s : symbols)
    if (s.name == name) return &s;
  return nullptr;
}

const SourceLine* ProgramImage::line_at(uint64_t pc) const {
  const auto it = std::lower_bound(lines.begin(), lines.end(), pc,
                                   [](const SourceLine& l, uint64_t v) { return l.pc < v; });
  return it != lines.end() && it->pc == pc ? &*it : nullptr;
}

std::string ProgramImage::where(uint64_t pc) const {
  const SourceLine* l = line_at(pc);
  if (!l) return "";
  std::string s = l->file + ":" + std::to_string(l->line);
  if (!l->text.empty()) s += ": `" + l->text + "`";
  return s;
}

}  // namespace kc
