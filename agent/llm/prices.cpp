// The price table (kc/llm_providers.h): a strict YAML load with file:line:col errors, and cost.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <set>

#include "kc/llm_providers.h"
#include "kc/yaml_diag.h"

namespace kc::llm {

namespace {

// A price: a finite, non-negative number of dollars per million tokens.
std::optional<double> read_price(YamlDiag& d, const YAML::Node& n, const std::string& what) {
  if (!n.IsScalar()) {
    d.error(n, what + " must be a number of dollars per million tokens, not " + yaml_type_name(n));
    return std::nullopt;
  }
  const std::string& s = n.Scalar();
  char* end = nullptr;
  const double v = s.empty() ? NAN : std::strtod(s.c_str(), &end);
  if (s.empty() || *end != '\0' || !std::isfinite(v)) {
    d.error(n, what + " must be a number of dollars per million tokens, not '" + s + "'");
    return std::nullopt;
  }
  if (v < 0) {
    d.error(n, what + " is negative (" + s + "); prices are dollars per million tokens, 0 or more");
    return std::nullopt;
  }
  return v;
}

}  // namespace

PriceTable PriceTable::load(const std::string& path) {
  YamlDiag d(path);
  PriceTable table;
  const YAML::Node root = d.load();
  if (root.IsDefined() && d.check_keys(root, {"models"}, {}, "the price table")) {
    const YAML::Node models = root["models"];
    if (d.expect_map(models, "models")) {
      std::set<std::string> seen;
      for (const auto& kv : models) {
        const auto name = d.get_string(kv.first, "a model name");
        if (!name) continue;
        if (!seen.insert(*name).second) {
          d.error(kv.first, "duplicate model '" + *name + "'");
          continue;
        }
        if (name->find(':') == std::string::npos || name->front() == ':' || name->back() == ':') {
          d.error(kv.first,
                  "model '" + *name + "' must be named PROVIDER:MODEL as on the command line, e.g. openai:gpt-5.2");
          continue;
        }
        const std::string what = "model '" + *name + "'";
        if (!d.check_keys(kv.second, {"input", "output"}, {"cached_input"}, what)) continue;
        const auto input = read_price(d, kv.second["input"], "input price of " + *name);
        const auto output = read_price(d, kv.second["output"], "output price of " + *name);
        // Without a cached price, cached tokens cost as much as any input token (never less than billed).
        std::optional<double> cached = input;
        if (kv.second["cached_input"])
          cached = read_price(d, kv.second["cached_input"], "cached_input price of " + *name);
        if (input && output && cached) table.prices_[*name] = Price{*input, *cached, *output};
      }
    }
  }
  if (!d.ok()) {
    std::string all;
    for (const auto& m : d.messages()) all += (all.empty() ? "" : "\n") + m;
    throw std::runtime_error(all);
  }
  return table;
}

const Price* PriceTable::find(const std::string& model) const {
  const auto it = prices_.find(model);
  return it == prices_.end() ? nullptr : &it->second;
}

std::optional<double> PriceTable::cost(const std::string& model, const Usage& u) const {
  const Price* p = find(model);
  if (!p) return std::nullopt;
  // Usage::input_tokens includes the cached ones; a provider reporting more cached than input
  // tokens is clamped rather than producing a negative charge.
  const int64_t cached = std::min(u.cached_tokens, u.input_tokens);
  const double uncached = double(u.input_tokens - cached);
  return (uncached * p->input + double(cached) * p->cached_input + double(u.output_tokens) * p->output) / 1e6;
}

}  // namespace kc::llm
