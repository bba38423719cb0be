// Helpers of the assembler tests.
#pragma once

#include <string>
#include <vector>

#include "kc/plena_asm.h"

namespace kc::test {

// Every diagnostic of assembling `text` as "t.asm", formatted without source excerpts.
inline std::vector<std::string> diags(const std::string& text, const kc::plena::HwConfig* cfg = nullptr) {
  std::vector<std::string> out;
  for (const auto& d : kc::plena::assemble(text, "t.asm", cfg).diagnostics) out.push_back(kc::format_diagnostic(d));
  return out;
}

// The single diagnostic of assembling `text` (fails the test if there is not exactly one).
inline std::string one_diag(const std::string& text, const kc::plena::HwConfig* cfg = nullptr) {
  const auto ds = diags(text, cfg);
  if (ds.size() != 1) {
    std::string all;
    for (const auto& d : ds) all += d;
    return "expected one diagnostic, got " + std::to_string(ds.size()) + ":\n" + all;
  }
  return ds[0];
}

}  // namespace kc::test
