#include <algorithm>
#include <array>
#include <string>
#include <unordered_map>
#include <vector>

#include "asm_internal.h"
#include "operand_text.h"

namespace kc::plena::detail {

namespace {

constexpr std::size_t kMaxWord = 64;   // longer words are compared by their first 64 characters

// Levenshtein distance of a and b (each at most kMaxWord long), or a number above `bound` as soon
// as it is certain to exceed it; without allocating: a kernel of a million bad lines asks for it
// tens of millions of times.
std::size_t edit_distance(std::string_view a, std::string_view b, std::size_t bound) {
  a = a.substr(0, kMaxWord);
  b = b.substr(0, kMaxWord);
  const std::size_t diff = a.size() > b.size() ? a.size() - b.size() : b.size() - a.size();
  if (diff > bound) return diff;   // the distance is at least the difference in length
  std::array<std::size_t, kMaxWord + 1> prev{}, cur{};
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    std::size_t row_min = cur[0];
    for (std::size_t j = 1; j <= b.size(); ++j) {
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      row_min = std::min(row_min, cur[j]);
    }
    if (row_min > bound) return row_min;   // every later row is at least as large
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

}  // namespace

const char* closest_mnemonic(std::string_view word) {
  const std::string w = upper(word.substr(0, kMaxWord));
  // The same unknown word on many lines is looked up once (bounded memo per thread).
  thread_local std::unordered_map<std::string, const char*> memo;
  if (const auto it = memo.find(w); it != memo.end()) return it->second;
  if (memo.size() > 4096) memo.clear();
  const std::size_t limit = std::max<std::size_t>(2, w.size() / 3);
  const char* best = nullptr;
  std::size_t best_d = SIZE_MAX;
  for (const auto& in : isa::kInstrs) {
    const std::string_view m = in.mnemonic;
    // A prefix of a mnemonic ("S_ADDI" for S_ADDI_INT) counts as close.
    const std::size_t d = (w.size() >= 3 && m.substr(0, w.size()) == w) ? 1 : edit_distance(w, m, std::min(limit, best_d));
    if (d < best_d) best_d = d, best = in.mnemonic;
  }
  return memo[w] = best_d <= limit ? best : nullptr;
}

}  // namespace kc::plena::detail
