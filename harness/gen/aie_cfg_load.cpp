// Loader and validator of the aie hardware configurations (rtl/aie/cfg/*.yaml): the parameter
// table for the shared CfgReader (gen_cfg.h), the rules of the memories and the MAC array, the
// derived values and the latency classes resolved per configuration.
#include "aie_spec.h"
#include "gen_util.h"

namespace kc::gen::aie {

namespace {

// key, C++ member, symbol, power of two, 64-bit, min, max (0: any), hex.
const std::vector<ParamDef> kParams = {
    {"memory.pm_bytes", "pm_bytes", "PM_BYTES", true, false, 1024, 16384, false},
    {"memory.dm_bytes", "dm_bytes", "DM_BYTES", true, false, 4096, 65536, false},
    {"memory.dm_banks", "dm_banks", "DM_BANKS", true, false, 2, 16, false},
    {"pipeline.load_latency", "load_latency", "LOAD_LATENCY", false, false, 1, 16, false},
    {"pipeline.mul_latency", "mul_latency", "MUL_LATENCY", false, false, 1, 8, false},
    {"pipeline.mac_int_latency", "mac_int_latency", "MAC_INT_LATENCY", false, false, 2, 16, false},
    {"pipeline.mac_bf16_latency", "mac_bf16_latency", "MAC_BF16_LATENCY", false, false, 3, 16, false},
    {"pipeline.srs_latency", "srs_latency", "SRS_LATENCY", false, false, 1, 16, false},
    {"pipeline.ups_latency", "ups_latency", "UPS_LATENCY", false, false, 1, 16, false},
    {"pipeline.valu_latency", "valu_latency", "VALU_LATENCY", false, false, 1, 16, false},
    {"pipeline.move_latency", "move_latency", "MOVE_LATENCY", false, false, 1, 16, false},
    {"pipeline.nonlin_latency", "nonlin_latency", "NONLIN_LATENCY", false, false, 1, 16, false},
    {"pipeline.branch_penalty", "branch_penalty", "BRANCH_PENALTY", false, false, 0, 8, false},
    {"pipeline.loop_depth", "loop_depth", "LOOP_DEPTH", false, false, 1, 4, false},
    {"mac.int8_per_cycle", "mac_int8_per_cycle", "MAC_INT8_PER_CYCLE", true, false, 64, 256, false},
    {"mac.bf16_per_cycle", "mac_bf16_per_cycle", "MAC_BF16_PER_CYCLE", true, false, 32, 128, false},
    {"l2.bytes", "l2_bytes", "L2_BYTES", true, false, 65536, 1048576, false},
    {"l2.latency", "l2_latency", "L2_LATENCY", false, false, 1, 32, false},
    {"l2.interval", "l2_interval", "L2_INTERVAL", false, false, 1, 8, false},
};

class CfgLoader {
 public:
  CfgLoader(YamlDiag& d, std::vector<YamlDiag>& isa_ds, const IsaSpec& isa) : d_(d), isa_ds_(isa_ds), isa_(isa) {}

  CfgSpec load(const std::string& source) {
    const YAML::Node root = CfgReader(d_, kParams).read(cfg_, source);
    if (!root.IsDefined() || !d_.ok()) return std::move(cfg_);
    check_rules(root);
    if (!d_.ok()) return std::move(cfg_);
    add_derived(cfg_, derived());
    resolve_latencies();
    return std::move(cfg_);
  }

 private:
  static std::vector<DerivedDef> derived() {
    return {
        {"PM_WORDS", "pm_words", "program memory words (32-bit operations): pm_bytes / 4", false,
         [](const CfgBase& c) { return c.get("PM_BYTES") / 4; }},
        {"PM_AW", "pm_aw", "bundle-address bits: log2(pm_words)", false,
         [](const CfgBase& c) { return std::uint64_t(log2_exact(c.get("PM_BYTES") / 4)); }},
        {"DM_AW", "dm_aw", "data-memory byte-address bits: log2(dm_bytes)", false,
         [](const CfgBase& c) { return std::uint64_t(log2_exact(c.get("DM_BYTES"))); }},
        {"DM_BANK_BYTES", "dm_bank_bytes", "bytes per bank: dm_bytes / dm_banks", false,
         [](const CfgBase& c) { return c.get("DM_BYTES") / c.get("DM_BANKS"); }},
        {"DM_GROUP_BYTES", "dm_group_bytes",
         "bytes per group of two banks interleaved every 16 bytes: 2 * dm_bytes / dm_banks", false,
         [](const CfgBase& c) { return 2 * c.get("DM_BYTES") / c.get("DM_BANKS"); }},
        {"PEAK_INT8_MACS", "peak_int8_macs", "int8 multiplies per cycle at the peak (mac.int8_per_cycle)", false,
         [](const CfgBase& c) { return c.get("MAC_INT8_PER_CYCLE"); }},
        {"PEAK_BF16_MACS", "peak_bf16_macs", "bf16 multiplies per cycle at the peak (mac.bf16_per_cycle)", false,
         [](const CfgBase& c) { return c.get("MAC_BF16_PER_CYCLE"); }},
        {"VLOAD_BYTES_PER_CYCLE", "vload_bytes_per_cycle", "load bandwidth at the peak: two 32-byte loads per cycle",
         false, [](const CfgBase&) { return std::uint64_t(64); }},
    };
  }

  void check_rules(const YAML::Node& root) {
    auto at = [&](const char* key) { return CfgReader::node_of(root, key); };
    const std::uint64_t banks = cfg_.get("DM_BANKS"), dm = cfg_.get("DM_BYTES");
    if (dm / banks < 512)
      d_.error(at("memory.dm_banks"), "a bank must hold at least 512 bytes (dm_bytes / dm_banks is " +
                                          std::to_string(dm / banks) + ")");
    if (cfg_.get("MAC_BF16_LATENCY") < 2)
      d_.error(at("pipeline.mac_bf16_latency"), "mac_bf16_latency must be at least 2 (the accumulator forward)");
  }

  void resolve_latencies() {
    std::map<std::string, std::int64_t> env;
    for (const auto& id : isa_.lat_ids) env[id] = std::int64_t(cfg_.get(id));
    YamlDiag& isa_d = isa_ds_.front();
    for (const auto& lc : isa_.lat_classes) {
      CfgSpec::Timing t;
      t.latency = eval_latency_expr(lc.latency, lc.latency_pos, "latency of class " + lc.name, env, cfg_, isa_d);
      t.interval = eval_latency_expr(lc.interval, lc.interval_pos, "interval of class " + lc.name, env, cfg_, isa_d);
      if (lc.acc_forward.parsed()) {
        t.acc_forward = eval_latency_expr(lc.acc_forward, lc.acc_forward_pos, "acc_forward of class " + lc.name, env,
                                          cfg_, isa_d);
        if (t.acc_forward > t.latency) {
          YAML::Mark m;
          m.line = lc.acc_forward_pos.line;
          m.column = lc.acc_forward_pos.column;
          isa_d.error_at(m, "acc_forward of class " + lc.name + " (" + std::to_string(t.acc_forward) +
                                ") exceeds its latency (" + std::to_string(t.latency) + ") with configuration " +
                                cfg_.name);
        }
      } else {
        t.acc_forward = t.latency;
      }
      cfg_.timing.push_back(t);
    }
  }

  YamlDiag& d_;
  std::vector<YamlDiag>& isa_ds_;
  const IsaSpec& isa_;
  CfgSpec cfg_;
};

}  // namespace

CfgSpec load_config(YamlDiag& d, std::vector<YamlDiag>& isa_diags, const std::string& source, const IsaSpec& isa) {
  return CfgLoader(d, isa_diags, isa).load(source);
}

}  // namespace kc::gen::aie
