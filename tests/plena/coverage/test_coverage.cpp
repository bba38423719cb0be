// plena.coverage.*: `kernelcraft regress --coverage` on the plena coverage simulator
// (kc-sim-plena-cov, built for `small`), with real processes: kernelcraft, the simulators,
// verilator_coverage and genhtml. Nothing here hard-codes a coverage figure: the checks are the
// relations every correct report satisfies (covered <= total, something covered, more cases never
// cover less, the files exist and agree with each other).
#include <sys/wait.h>

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "kc/coverage.h"
#include "kc/results_db.h"

namespace fs = std::filesystem;
using json = nlohmann::json;

namespace {

struct Run {
  int code;
  std::string out, err;
};

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

fs::path test_dir(const std::string& name) {
  const fs::path d = fs::path(KC_TEST_OUT_DIR) / name;
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

// `kernelcraft <args>` in `dir` (stdin /dev/null); `env` is prepended to the command.
Run kernelcraft(const fs::path& dir, const std::string& args, const std::string& env = "") {
  const std::string cmd = "cd '" + dir.string() + "' && " + env + "'" KC_KERNELCRAFT "' " + args +
                          " >stdout.txt 2>stderr.txt </dev/null";
  const int status = std::system(cmd.c_str());
  REQUIRE(WIFEXITED(status));
  return {WEXITSTATUS(status), slurp(dir / "stdout.txt"), slurp(dir / "stderr.txt")};
}

// The coverage run of the plena `small` baselines whose case names match `filter`.
Run coverage_run(const fs::path& d, const std::string& filter, const std::string& cov_dir) {
  return kernelcraft(d, "regress --baselines --platform plena --hw small --db t.db -j 2 --filter '" + filter +
                            "' --coverage --coverage-dir " + cov_dir);
}

// module -> its summary entry.
std::map<std::string, json> by_module(const json& summary) {
  std::map<std::string, json> out;
  for (const json& m : summary.at("modules")) out[m.at("module").get<std::string>()] = m;
  return out;
}

uint64_t covered(const json& m, const char* kind) { return m.at(kind).at("covered").get<uint64_t>(); }
uint64_t total(const json& m, const char* kind) { return m.at(kind).at("total").get<uint64_t>(); }

}  // namespace

TEST_CASE("plena.coverage.regress") {
  const fs::path d = test_dir("regress");
  // One case: relu C1 on small.
  const Run one = coverage_run(d, "^plena\\.small\\.relu\\.C1$", "cov1");
  INFO(one.out << one.err);
  REQUIRE(one.code == 0);
  CHECK(one.out.find("1 cases: 1 passed") != std::string::npos);
  CHECK(one.out.find("coverage of 1 runs: line ") != std::string::npos);
  // The run's own counters, kept under runs/, and the merged file and reports beside them.
  CHECK(fs::file_size(d / "cov1" / "runs" / "plena.small.relu.C1.seed1.dat") > 0);
  for (const char* f : {"merged.dat", "summary.md", "summary.json", "coverage.info", "html/index.html"})
    CHECK(fs::file_size(d / "cov1" / f) > 0);
  const json s1 = json::parse(slurp(d / "cov1" / "summary.json"));
  const auto m1 = by_module(s1);
  // The RTL's modules are there, each with covered <= total, and the totals are their sums.
  CHECK(m1.count("plena_core"));
  CHECK(m1.count("plena_vec_unit"));
  CHECK(m1.count("plena_mat_unit"));
  uint64_t line_sum = 0, toggle_sum = 0;
  for (const auto& [name, m] : m1) {
    INFO(name);
    for (const char* kind : {"line", "toggle", "user"}) CHECK(covered(m, kind) <= total(m, kind));
    line_sum += total(m, "line");
    toggle_sum += total(m, "toggle");
  }
  const json& t1 = s1.at("total");
  CHECK(total(t1, "line") == line_sum);
  CHECK(total(t1, "toggle") == toggle_sum);
  CHECK(covered(t1, "line") > 0);
  CHECK(covered(t1, "line") < total(t1, "line"));     // relu leaves the matrix unit idle
  CHECK(covered(t1, "toggle") > 0);
  CHECK(covered(t1, "toggle") <= total(t1, "toggle"));
  // The summary agrees with the merged file, read again here, and with the run's own file (one run).
  const kc::CoverageSummary merged = kc::read_coverage_dat((d / "cov1" / "merged.dat").string());
  const kc::CoverageSummary single =
      kc::read_coverage_dat((d / "cov1" / "runs" / "plena.small.relu.C1.seed1.dat").string());
  CHECK(merged.total.line.covered == covered(t1, "line"));
  CHECK(merged.total.toggle.covered == covered(t1, "toggle"));
  CHECK(single.total.line.covered == merged.total.line.covered);
  CHECK(single.total.line.total == merged.total.line.total);
  const std::string md = slurp(d / "cov1" / "summary.md");
  CHECK(md.find("| `plena_core` |") != std::string::npos);
  CHECK(md.find("| **total** |") != std::string::npos);
  CHECK(slurp(d / "cov1" / "coverage.info").find("SF:") != std::string::npos);   // lcov records per source
  CHECK(slurp(d / "cov1" / "html" / "index.html").find("<html") != std::string::npos);

  // More cases (relu, gemm, softmax): no module covers less, the totals are the same points, and
  // the matrix unit that gemm drives covers more.
  const Run three = coverage_run(d, "^plena\\.small\\.(relu|gemm|softmax)\\.C1$", "cov3");
  INFO(three.out << three.err);
  REQUIRE(three.code == 0);
  CHECK(three.out.find("coverage of 3 runs: line ") != std::string::npos);
  const json s3 = json::parse(slurp(d / "cov3" / "summary.json"));
  const auto m3 = by_module(s3);
  REQUIRE(m3.size() == m1.size());
  for (const auto& [name, m] : m1) {
    INFO(name);
    REQUIRE(m3.count(name));
    for (const char* kind : {"line", "toggle", "user"}) {
      CHECK(total(m3.at(name), kind) == total(m, kind));
      CHECK(covered(m3.at(name), kind) >= covered(m, kind));
    }
  }
  CHECK(covered(s3.at("total"), "line") > covered(t1, "line"));
  CHECK(covered(m3.at("plena_mat_unit"), "toggle") > covered(m1.at("plena_mat_unit"), "toggle"));
  CHECK(fs::file_size(d / "cov3" / "html" / "index.html") > 0);

  // The coverage simulator counts the cycles the usual one does: the same case without --coverage
  // is compared with the coverage run's result as its reference, unchanged.
  const Run plain = kernelcraft(d, "regress --baselines --platform plena --hw small --db t.db -j 1 --filter "
                                   "'^plena\\.small\\.relu\\.C1$'");
  INFO(plain.out << plain.err);
  CHECK(plain.code == 0);
  CHECK(plain.out.find("+0.00%") != std::string::npos);
  kc::ResultsDb db((d / "t.db").string(), kc::ResultsDb::Mode::existing);
  kc::EvaluationFilter f;
  f.task = "relu";
  const auto rows = db.evaluations(f);
  REQUIRE(rows.size() == 3);
  CHECK(rows[0].cycles == rows[2].cycles);
  CHECK(rows[1].cycles == rows[2].cycles);
  // Each run names the program that ran it: two coverage runs, then the usual simulator.
  auto simulator = [](const kc::StoredEvaluation& e) {
    return json::parse(e.counters_json).at("sim").at("simulator").get<std::string>();
  };
  CHECK(simulator(rows[0]) == "kc-sim-plena-cov");
  CHECK(simulator(rows[1]) == "kc-sim-plena-cov");
  CHECK(simulator(rows[2]) == "kc-sim-plena");
}

TEST_CASE("plena.coverage.errors") {
  const fs::path d = test_dir("errors");
  // No coverage simulator where it is looked for: the message names the target to build.
  const Run missing = kernelcraft(d,
                                  "regress --baselines --platform plena --hw small --db t.db --filter "
                                  "'^plena\\.small\\.relu\\.C1$' --coverage",
                                  "KC_SIM_PLENA_COV=" + (d / "no-such-sim").string() + " ");
  CHECK(missing.code == 1);
  CHECK(missing.err.find("is not built: build it with `cmake --build build --target kc-sim-plena-cov`") !=
        std::string::npos);
  CHECK(!fs::exists(d / "t.db"));   // nothing ran
  // A configuration the coverage simulator is not built for (default, unless configured so). The
  // simulator need not be built for this check (make test does not build it): a stand-in file
  // where it is looked for gets past the first check, and nothing runs. Whether default is built
  // in is known here as the platform knows it (KC_PLENA_COV_CONFIGS), not from the run.
  if (("," + std::string(KC_PLENA_COV_CONFIGS_BUILT) + ",").find(",default,") != std::string::npos) {
    WARN("kc-sim-plena-cov is built for default too (KC_PLENA_COV_CONFIGS): no configuration to check");
  } else {
    { std::ofstream(d / "stand-in-sim") << "not run\n"; }
    const Run other = kernelcraft(d,
                                  "regress --baselines --platform plena --hw default --db t.db --filter "
                                  "'^plena\\.default\\.relu\\.C1$' --coverage",
                                  "KC_SIM_PLENA_COV=" + (d / "stand-in-sim").string() + " ");
    CHECK(other.code == 1);
    CHECK(other.err.find("kc-sim-plena-cov is built for small, not default: reconfigure with "
                         "-DKC_PLENA_COV_CONFIGS=\"small;default\"") != std::string::npos);
    CHECK(!fs::exists(d / "t.db"));   // nothing ran
  }
  // Usage: --coverage-dir alone.
  const Run usage = kernelcraft(d, "regress --baselines --platform plena --coverage-dir x");
  CHECK(usage.code == 2);
  CHECK(usage.err.find("--coverage-dir goes with --coverage") != std::string::npos);
}
