// Regression manifests: loading, defaults, relative kernel paths, every error with its
// file:line:col, expansion into case names, and the --baselines case list. A synthetic catalog
// stands in for the task suite.
#include "kc/manifest.h"
#include "results_test_util.h"

using namespace kc;
using namespace kc::test;

namespace {

const std::vector<std::string> kConfigs = {"C1", "C2", "C3", "C4", "C5", "H1", "H2"};

// plena with hw small/default; tasks gemm and silu on plena, cpu_only elsewhere.
ManifestCatalog catalog() {
  ManifestCatalog c;
  c.platforms = [] { return std::vector<std::string>{"plena"}; };
  c.hw_configs = [](const std::string&) { return std::vector<std::string>{"small", "default"}; };
  c.default_hw = [](const std::string&) { return std::string("default"); };
  c.tasks = [](const std::string& p) {
    return p == "plena" ? std::vector<std::string>{"gemm", "silu"} : std::vector<std::string>{};
  };
  c.task_configs = [](const std::string& t) -> std::optional<std::vector<std::string>> {
    if (t == "gemm" || t == "silu") return kConfigs;
    if (t == "cpu_only") return std::vector<std::string>{"C1"};
    return std::nullopt;
  };
  return c;
}

std::vector<std::string> names(const std::vector<RegressCase>& cases) {
  std::vector<std::string> out;
  for (const auto& c : cases) out.push_back(c.name);
  return out;
}

// The ManifestError message of loading and expanding `text` written to dir/file.
std::string manifest_error(const fs::path& dir, const std::string& file, const std::string& text) {
  write_file(dir / file, text);
  try {
    expand_manifest(load_manifest((dir / file).string()), catalog());
  } catch (const ManifestError& e) {
    return e.what();
  }
  FAIL("no ManifestError for " << file);
  return "";
}

}  // namespace

TEST_CASE("core.results.manifest.load_and_expand") {
  const fs::path d = test_dir("manifest_load");
  write_file(d / "kernels" / "silu.v2.asm", "HALT\n");
  write_file(d / "bad" / "oob.asm", "HALT\n");
  const std::string path = (d / "smoke.yaml").string();
  write_file(path,
             "name: smoke\n"
             "defaults: {platform: plena}\n"
             "entries:\n"
             "  - {task: gemm, configs: all, kernel: baseline}\n"
             "  - task: silu\n"
             "    configs: [C2, H1]\n"
             "    hw: [small, default]\n"
             "    kernel: kernels/silu.v2.asm\n"
             "    seeds: [1, 7]\n"
             "  - {task: gemm, configs: [C1], kernel: bad/oob.asm, expect: fault}\n");
  const Manifest m = load_manifest(path);
  CHECK(m.name == "smoke");
  REQUIRE(m.entries.size() == 3);
  CHECK(m.entries[0].platform == "plena");   // from defaults
  CHECK(m.entries[0].all_configs);
  CHECK(m.entries[0].baseline);
  CHECK(m.entries[1].kernel == "kernels/silu.v2.asm");
  CHECK(m.entries[1].kernel_path == (d / "kernels" / "silu.v2.asm").string());
  CHECK(m.entries[1].seeds == std::vector<uint64_t>{1, 7});
  CHECK(m.entries[2].expect == "fault");

  const auto cases = expand_manifest(m, catalog());
  CHECK(names(cases) == std::vector<std::string>{
                           "plena.default.gemm.C1", "plena.default.gemm.C2", "plena.default.gemm.C3",
                           "plena.default.gemm.C4", "plena.default.gemm.C5", "plena.default.gemm.H1",
                           "plena.default.gemm.H2", "plena.small.silu.C2.silu_v2", "plena.small.silu.H1.silu_v2",
                           "plena.default.silu.C2.silu_v2", "plena.default.silu.H1.silu_v2",
                           "plena.default.gemm.C1.oob"});
  const RegressCase& silu = cases[7];
  CHECK(silu.platform == "plena");
  CHECK(silu.hw == "small");
  CHECK(silu.task == "silu");
  CHECK(silu.config == "C2");
  CHECK(!silu.baseline);
  CHECK(silu.kernel_label == "kernels/silu.v2.asm");
  CHECK(silu.kernel_path == (d / "kernels" / "silu.v2.asm").string());
  CHECK(silu.seeds == std::vector<uint64_t>{1, 7});
  CHECK(silu.where == path + ":5:5");
  CHECK(cases[0].kernel_label == "baseline");
  CHECK(cases[0].seeds == std::vector<uint64_t>{1});
  CHECK(cases[0].expect == "pass");
  CHECK(cases.back().expect == "fault");
}

TEST_CASE("core.results.manifest.bare_list") {
  const fs::path d = test_dir("manifest_list");
  write_file(d / "m.yaml", "- {platform: plena, hw: small, task: silu, configs: [C1, C3], kernel: baseline}\n");
  const auto cases = expand_manifest(load_manifest((d / "m.yaml").string()), catalog());
  CHECK(names(cases) == std::vector<std::string>{"plena.small.silu.C1", "plena.small.silu.C3"});
  CHECK(load_manifest((d / "m.yaml").string()).name == "m");
}

TEST_CASE("core.results.manifest.structure_errors") {
  const fs::path d = test_dir("manifest_errors");
  const std::string f = (d / "bad.yaml").string();
  CHECK(manifest_error(d, "bad.yaml",
                       "entries:\n"
                       "  - {task: gemm, configs: all, kernel: baseline, colour: red}\n"
                       "  - {platform: plena, configs: [C1], kernel: missing.asm}\n"
                       "  - {platform: 9lives, task: gemm, configs: C1, kernel: baseline, seeds: [x], expect: great}\n"
                       "  - {platform: plena, task: gemm, configs: [], kernel: '', seeds: [], hw: [1, [2]]}\n"
                       "  - 42\n") ==
        f + ":2:50: error: unknown key 'colour' in manifest entry (allowed: platform, hw, task, configs, kernel, seeds, "
            "expect, origin)\n" +
            f + ":2:5: error: manifest entry has no `platform` (e.g. plena; or set it under `defaults`)\n" +
            f + ":3:5: error: manifest entry has no `task` (a task id such as gemm)\n" +
            f + ":3:46: error: kernel file 'missing.asm' not found (looked for " + (d / "missing.asm").string() +
            "; relative paths are relative to the manifest)\n" +
            f + ":4:16: error: platform '9lives' is not an identifier (letters, digits, _; not starting with a digit)\n" +
            f + ":4:45: error: configs must be `all` or a non-empty list of configuration names such as [C1, C3]\n" +
            f + ":4:75: error: a seed must be a non-negative integer (decimal or 0x hex), not 'x'\n" +
            f + ":4:87: error: unknown expected status 'great' (one of: pass, syntax, illegal_instruction, fault, "
                "cycle_limit, mismatch, simulator_error)\n" +
            f + ":5:44: error: configs must be `all` or a non-empty list of configuration names such as [C1, C3]\n" +
            f + ":5:56: error: kernel must be `baseline` or the path of a kernel file\n" +
            f + ":5:79: error: each entry of hw must be a string, not a sequence\n" +
            f + ":5:67: error: seeds must be a non-empty list of non-negative integers such as [1, 2]\n" +
            f + ":6:5: error: a manifest entry must be a mapping, not a scalar");
}

TEST_CASE("core.results.manifest.top_level_errors") {
  const fs::path d = test_dir("manifest_top");
  const std::string f = (d / "m.yaml").string();
  CHECK(manifest_error(d, "m.yaml", "name: x\n") == f + ":1:1: error: missing required key 'entries' in manifest");
  CHECK(manifest_error(d, "m.yaml", "entries: []\n") == f + ":1:10: error: the manifest has no entries");
  CHECK(manifest_error(d, "m.yaml", "just text\n") ==
        f + ":1:1: error: a manifest is a mapping with `entries:` or a list of entries, not a scalar");
  CHECK(manifest_error(d, "m.yaml", "entries: [\n") == f + ":2:1: error: end of sequence flow not found");
  CHECK(manifest_error(d, "m.yaml", "defaults: {platfrom: plena}\nentries: {}\n") ==
        f + ":1:12: error: unknown key 'platfrom' in defaults (allowed: platform, hw, task, configs, kernel, seeds, "
            "expect, origin)\n" +
            f + ":2:10: error: entries must be a sequence, not a mapping");
  CHECK_THROWS_WITH(load_manifest((d / "none.yaml").string()), (d / "none.yaml").string() + ": error: cannot open file");
}

TEST_CASE("core.results.manifest.catalog_errors") {
  const fs::path d = test_dir("manifest_catalog");
  const std::string f = (d / "m.yaml").string();
  write_file(d / "k" / "gemm.asm", "HALT\n");
  CHECK(manifest_error(d, "m.yaml",
                       "defaults: {platform: plena}\n"
                       "entries:\n"
                       "  - {platform: coral, task: gemm, configs: all, kernel: baseline}\n"
                       "  - {hw: huge, task: gemm, configs: [C1], kernel: baseline}\n"
                       "  - {task: gemmm, configs: all, kernel: baseline}\n"
                       "  - {task: cpu_only, configs: all, kernel: baseline}\n"
                       "  - {task: silu, configs: [C1, C9], kernel: baseline}\n"
                       "  - {task: gemm, configs: [C2], kernel: k/gemm.asm}\n"
                       "  - {task: gemm, configs: [C2, C3], kernel: k/gemm.asm}\n") ==
        f + ":3:16: error: unknown platform 'coral' (known: plena)\n" +
            f + ":4:10: error: hardware configuration 'huge' of plena is not built (built: small, default)\n" +
            f + ":5:12: error: unknown task 'gemmm' (tasks for plena: gemm, silu)\n" +
            f + ":6:12: error: task 'cpu_only' has no plena section (it cannot run on plena)\n" +
            f + ":7:32: error: task silu has no configuration 'C9' (it has: C1, C2, C3, C4, C5, H1, H2)\n" +
            f + ":9:5: error: case plena.default.gemm.C2.gemm is already defined by the entry at " + f +
            ":8:5 (give the kernel files different names)");
}

TEST_CASE("core.results.manifest.names") {
  CHECK(case_name("plena", "default", "gemm", "C3") == "plena.default.gemm.C3");
  CHECK(case_name("plena", "small", "gemm", "H1", "fast") == "plena.small.gemm.H1.fast");
  CHECK(kernel_suffix("kernels/gemm.v2.asm") == "gemm_v2");
  CHECK(kernel_suffix("/abs/my-kernel.s") == "my-kernel");
  CHECK(kernel_suffix("odd name+x.asm") == "odd_name_x");
  CHECK(expectable_statuses().front() == "pass");
  CHECK(expectable_statuses().size() == 7);
}

TEST_CASE("core.results.manifest.baseline_cases") {
  const auto cases = baseline_cases("plena", "", catalog());
  REQUIRE(cases.size() == 14);
  CHECK(cases.front().name == "plena.default.gemm.C1");
  CHECK(cases[6].name == "plena.default.gemm.H2");
  CHECK(cases.back().name == "plena.default.silu.H2");
  for (const auto& c : cases) {
    CHECK(c.baseline);
    CHECK(c.kernel_label == "baseline");
    CHECK(c.where.empty());
  }
  CHECK(baseline_cases("plena", "small", catalog()).front().name == "plena.small.gemm.C1");
  CHECK_THROWS_WITH(baseline_cases("coral", "", catalog()), "unknown platform 'coral' (known: plena)");
  CHECK_THROWS_WITH(baseline_cases("plena", "huge", catalog()),
                    "hardware configuration 'huge' of plena is not built (built: small, default)");
}
