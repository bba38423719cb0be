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
  if (const SourceLine* l = line_at(pc)) {
    std::string s = l->file + ":" + std::to_string(l->line);
    if (!l->text.empty()) s += ": `" + l->text + "`";
    return s;
  }
  // No row for this pc: a word the assembler emitted without a line entry (`.word` data in the
  // code, a fill). Name the kernel lines around it, so the message still points into the source.
  const auto next = std::lower_bound(lines.begin(), lines.end(), pc,
                                     [](const SourceLine& l, uint64_t v) { return l.pc < v; });
  const SourceLine* before = next != lines.begin() ? &*std::prev(next) : nullptr;
  const SourceLine* after = next != lines.end() ? &*next : nullptr;
  if (before && after && before->file == after->file)
    return before->file + ", between lines " + std::to_string(before->line) + " and " + std::to_string(after->line) +
           " (a word without a line entry, e.g. `.word` data)";
  if (after && !before) return after->file + ", before line " + std::to_string(after->line) +
                               " (a word without a line entry, e.g. `.word` data)";
  return "";
}

}  // namespace kc
