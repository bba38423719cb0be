// Loader and validator of the rv32 hardware configurations (rtl/rv32/cfg/*.yaml): the parameter
// table for the shared CfgReader (gen_cfg.h), the rules of the address map and the pipeline, the
// derived values and the latency classes resolved per configuration. Platforms built on the rv32
// core (coral) add their own parameters, rules and derived values through a CfgExtension.
#include <algorithm>
#include <cctype>
#include <deque>

#include "gen_cfg.h"
#include "kc/yaml_diag.h"
#include "rv32_spec.h"

namespace kc::gen::rv32 {

namespace {

// key, C++ member, symbol, power of two, 64-bit, min, max (0: any), hex.
const std::vector<ParamDef> kParams = {
    {"memory.itcm_base", "itcm_base", "ITCM_BASE", false, false, 0, 0, true},
    {"memory.itcm_bytes", "itcm_bytes", "ITCM_BYTES", true, false, 4096, 1u << 24, false},
    {"memory.dtcm_base", "dtcm_base", "DTCM_BASE", false, false, 0, 0, true},
    {"memory.dtcm_bytes", "dtcm_bytes", "DTCM_BYTES", true, false, 4096, 1u << 24, false},
    {"memory.ctrl_base", "ctrl_base", "CTRL_BASE", false, false, 0, 0, true},
    {"memory.dmem_latency", "dmem_latency", "DMEM_LATENCY", false, false, 1, 8, false},
    {"pipeline.mul_latency", "mul_latency", "MUL_LATENCY", false, false, 1, 4, false},
    {"pipeline.fma_latency", "fma_latency", "FMA_LATENCY", false, false, 2, 6, false},
    {"pipeline.fmisc_latency", "fmisc_latency", "FMISC_LATENCY", false, false, 1, 4, false},
    {"peak.issue_per_cycle", "issue_per_cycle", "ISSUE_PER_CYCLE", false, false, 1, 0, false},
    {"peak.dmem_bytes_per_cycle", "dmem_bytes_per_cycle", "DMEM_BYTES_PER_CYCLE", false, false, 1, 0, false},
    {"isa.f_extension", "f_extension", "F_EXTENSION", false, false, 0, 1, false},
};

// Size of the host control block's address window (run control, fault record, counters).
constexpr std::uint64_t kCtrlBytes = 4096;
// Every region base is a multiple of this (see the rules in docs/rv32/configs.md).
constexpr std::uint64_t kBaseAlign = 4096;

std::string hex32(std::uint64_t v) { return "0x" + hex(v, 8); }

class CfgLoader {
 public:
  CfgLoader(YamlDiag& d, std::vector<YamlDiag>& isa_ds, const IsaSpec& isa, const CfgExtension* ext)
      : d_(d), isa_ds_(isa_ds), isa_(isa), ext_(ext) {
    params_ = kParams;
    if (ext_) params_.insert(params_.end(), ext_->params.begin(), ext_->params.end());
  }

  CfgSpec load(const std::string& source) {
    const YAML::Node root = CfgReader(d_, params_).read(cfg_, source);
    if (!root.IsDefined() || !d_.ok()) return std::move(cfg_);
    check_rules(root);
    if (ext_ && ext_->rules && d_.ok()) ext_->rules(d_, root, cfg_);
    if (!d_.ok()) return std::move(cfg_);
    add_derived(cfg_, derived());
    resolve_latencies();
    return std::move(cfg_);
  }

 private:
  std::vector<DerivedDef> derived() const {
    std::vector<DerivedDef> d = {
        {"ITCM_AW", "itcm_aw", "itcm_bytes / 4 word-address bits: log2(itcm_bytes) - 2", false,
         [](const CfgBase& c) { return std::uint64_t(log2_exact(c.get("ITCM_BYTES") / 4)); }},
        {"DTCM_AW", "dtcm_aw", "dtcm_bytes / 4 word-address bits: log2(dtcm_bytes) - 2", false,
         [](const CfgBase& c) { return std::uint64_t(log2_exact(c.get("DTCM_BYTES") / 4)); }},
        {"CTRL_BYTES", "ctrl_bytes", "size of the host control block's address window (fixed)", false,
         [](const CfgBase&) { return kCtrlBytes; }},
    };
    if (ext_) d.insert(d.end(), ext_->derived.begin(), ext_->derived.end());
    for (const auto& k : isa_.constants) {
      const std::uint64_t v = k.value;
      d.push_back({k.name.c_str(), member_of(k.name), k.doc.c_str(), false, [v](const CfgBase&) { return v; }});
    }
    return d;
  }

  // The C++ member of a constant: div_cycles for DIV_CYCLES (kept alive in strings_).
  const char* member_of(const std::string& sym) const {
    std::string m = sym;
    for (char& c : m) c = char(std::tolower(static_cast<unsigned char>(c)));
    strings_.push_back(m);
    return strings_.back().c_str();
  }

  // The address map and the rates a single-issue core with one data port has.
  void check_rules(const YAML::Node& root) {
    auto v = [&](const char* sym) { return cfg_.get(sym); };
    auto at = [&](const char* key) { return CfgReader::node_of(root, key); };
    struct Region {
      const char* name;
      const char* key;
      std::uint64_t base, bytes;
    };
    const Region regions[] = {
        {"ITCM", "memory.itcm_base", v("ITCM_BASE"), v("ITCM_BYTES")},
        {"DTCM", "memory.dtcm_base", v("DTCM_BASE"), v("DTCM_BYTES")},
        {"control block", "memory.ctrl_base", v("CTRL_BASE"), kCtrlBytes},
    };
    bool placed = true;
    for (const auto& r : regions) {
      if (r.base % kBaseAlign != 0) {
        d_.error(at(r.key), std::string(r.key) + " is " + hex32(r.base) + ", not a multiple of 4 KiB (0x1000)");
        placed = false;
      } else if (r.base + r.bytes > (std::uint64_t(1) << 32)) {
        d_.error(at(r.key), std::string("the ") + r.name + " (" + hex32(r.base) + " + " + std::to_string(r.bytes) +
                                " bytes) does not fit the 32-bit address space");
        placed = false;
      }
    }
    if (placed)
      for (std::size_t i = 0; i < 3; ++i)
        for (std::size_t j = i + 1; j < 3; ++j) {
          const Region& a = regions[i];
          const Region& b = regions[j];
          if (a.base < b.base + b.bytes && b.base < a.base + a.bytes)
            d_.error(at(b.key), std::string("the ") + b.name + " [" + hex32(b.base) + ", " + hex32(b.base + b.bytes) +
                                    ") overlaps the " + a.name + " [" + hex32(a.base) + ", " + hex32(a.base + a.bytes) +
                                    ")");
        }
    if (v("ISSUE_PER_CYCLE") != 1)
      d_.error(at("peak.issue_per_cycle"), "peak.issue_per_cycle is " + std::to_string(v("ISSUE_PER_CYCLE")) +
                                               " but the rv32 core issues 1 instruction per cycle");
    if (v("DMEM_BYTES_PER_CYCLE") != 4)
      d_.error(at("peak.dmem_bytes_per_cycle"), "peak.dmem_bytes_per_cycle is " +
                                                    std::to_string(v("DMEM_BYTES_PER_CYCLE")) +
                                                    " but the data port moves one 32-bit word per cycle (4)");
  }

  void resolve_latencies() {
    std::map<std::string, std::int64_t> env;
    for (const auto& id : isa_.lat_ids) env[id] = std::int64_t(cfg_.get(id));
    for (const auto& lc : isa_.lat_classes) {
      YamlDiag& isa_d_ = isa_ds_[std::size_t(lc.file) < isa_ds_.size() ? std::size_t(lc.file) : 0];
      CfgSpec::Timing t;
      t.latency = eval_latency_expr(lc.latency, lc.latency_pos, "latency of class " + lc.name, env, cfg_, isa_d_);
      t.interval = eval_latency_expr(lc.interval, lc.interval_pos, "interval of class " + lc.name, env, cfg_, isa_d_);
      for (const auto& c : lc.costs)
        t.costs.push_back(
            eval_latency_expr(c.cycles, c.pos, "cost " + c.name + " of class " + lc.name, env, cfg_, isa_d_));
      cfg_.timing.push_back(t);
    }
  }

  YamlDiag& d_;
  std::vector<YamlDiag>& isa_ds_;
  const IsaSpec& isa_;
  const CfgExtension* ext_;
  std::vector<ParamDef> params_;
  CfgSpec cfg_;
  mutable std::deque<std::string> strings_;  // storage of generated member names
};

}  // namespace

CfgSpec load_config(YamlDiag& diag, std::vector<YamlDiag>& isa_diags, const std::string& source, const IsaSpec& isa,
                    const CfgExtension* ext) {
  return CfgLoader(diag, isa_diags, isa, ext).load(source);
}

}  // namespace kc::gen::rv32
