// The registry of reference functions: every family file adds its entries once.
#include <algorithm>
#include <stdexcept>

#include "kc/references.h"
#include "ref_math.h"

namespace kc {

namespace {

const std::vector<ReferenceDef>& registry() {
  static const std::vector<ReferenceDef> defs = [] {
    std::vector<ReferenceDef> d;
    ref::add_elementwise_references(d);
    ref::add_norm_references(d);
    ref::add_matmul_references(d);
    ref::add_attention_references(d);
    ref::add_mlp_references(d);
    ref::add_decoder_references(d);
    ref::add_cpu_references(d);
    ref::add_conv_references(d);
    return d;
  }();
  return defs;
}

}  // namespace

int64_t RefArgs::p(const std::string& name) const {
  auto it = params_.find(name);
  if (it == params_.end()) throw std::logic_error("reference reads the undeclared param '" + name + "'");
  return it->second;
}

const std::vector<double>& RefArgs::in(const std::string& name) const {
  auto it = inputs_.find(name);
  if (it == inputs_.end()) throw std::logic_error("reference reads the unknown input '" + name + "'");
  return *it->second;
}

const ReferenceDef* find_reference(const std::string& name) {
  for (const auto& d : registry())
    if (d.name == name) return &d;
  return nullptr;
}

std::vector<std::string> reference_names() {
  std::vector<std::string> out;
  for (const auto& d : registry()) out.push_back(d.name);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace kc
