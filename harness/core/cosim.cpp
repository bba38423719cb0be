// Shrinking of diverging co-simulation programs (kc/cosim.h).
#include "kc/cosim.h"

#include <algorithm>

namespace kc {

namespace {

// Runs the candidates in one runner call; the index of the first that is legal and diverges.
std::optional<std::size_t> first_diverging(const CosimSupport& s, const std::string& hw, uint64_t seed,
                                           const std::vector<std::vector<uint32_t>>& cands, ShrinkResult& res) {
  if (cands.empty()) return std::nullopt;
  std::vector<CosimProgram> progs;
  for (const auto& c : cands) progs.push_back(CosimProgram{seed, c});
  const std::vector<CosimVerdict> v = s.run(hw, progs);
  res.rounds++;
  res.candidates += unsigned(cands.size());
  for (std::size_t i = 0; i < v.size(); ++i)
    if (v[i].legal && v[i].diverged) return i;
  return std::nullopt;
}

}  // namespace

ShrinkResult shrink_program(const CosimSupport& support, const std::string& hw, uint64_t seed,
                            const std::vector<uint32_t>& words, const std::function<void(const std::string&)>& log) {
  ShrinkResult res;
  std::vector<uint32_t> cur = words;
  auto say = [&](const std::string& m) {
    if (log) log(m);
  };

  // 1. Delta debugging over instructions: drop one of n chunks; on success keep the granularity
  //    (n - 1 chunks of the smaller program), else refine until chunks are single instructions.
  std::size_t n = 2;
  while (cur.size() > 1) {
    n = std::min(n, cur.size());
    const std::size_t chunk = (cur.size() + n - 1) / n;
    std::vector<std::vector<uint32_t>> cands;
    for (std::size_t start = 0; start < cur.size(); start += chunk) {
      std::vector<uint32_t> c(cur.begin(), cur.begin() + std::ptrdiff_t(start));
      c.insert(c.end(), cur.begin() + std::ptrdiff_t(std::min(cur.size(), start + chunk)), cur.end());
      cands.push_back(std::move(c));
    }
    if (auto i = first_diverging(support, hw, seed, cands, res)) {
      cur = cands[*i];
      say("dropped " + std::to_string(chunk) + " instruction(s): " + std::to_string(cur.size()) + " left");
      n = std::max<std::size_t>(n - 1, 2);
    } else if (chunk == 1) {
      break;
    } else {
      n = std::min(cur.size(), n * 2);
    }
  }

  // 2. Operand simplification: every simpler variant of every instruction in one call; keep the
  //    first that still diverges, and repeat until none does.
  for (unsigned pass = 0; pass < 64; ++pass) {
    std::vector<std::vector<uint32_t>> cands;
    std::vector<std::size_t> at;
    for (std::size_t pc = 0; pc < cur.size(); ++pc)
      for (uint32_t w : support.simplify(cur[pc])) {
        if (w == cur[pc]) continue;
        cands.push_back(cur);
        cands.back()[pc] = w;
        at.push_back(pc);
      }
    auto i = first_diverging(support, hw, seed, cands, res);
    if (!i) break;
    cur = cands[*i];
    say("simplified the operands of pc " + std::to_string(at[*i]));
  }
  res.words = cur;
  return res;
}

}  // namespace kc
