#include <algorithm>
#include <string>
#include <vector>

#include "asm_internal.h"
#include "operand_text.h"

namespace kc::plena::detail {

namespace {

// Levenshtein distance of a and b.
std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> prev(b.size() + 1), cur(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j)
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

}  // namespace

const char* closest_mnemonic(std::string_view word) {
  const std::string w = upper(word.substr(0, 64));
  const char* best = nullptr;
  std::size_t best_d = SIZE_MAX;
  for (const auto& in : isa::kInstrs) {
    const std::string_view m = in.mnemonic;
    // A prefix of a mnemonic ("S_ADDI" for S_ADDI_INT) counts as close.
    const std::size_t d = (w.size() >= 3 && m.substr(0, w.size()) == w) ? 1 : edit_distance(w, m);
    if (d < best_d) best_d = d, best = in.mnemonic;
  }
  const std::size_t limit = std::max<std::size_t>(2, w.size() / 3);
  return best_d <= limit ? best : nullptr;
}

}  // namespace kc::plena::detail
