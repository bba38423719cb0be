// kernelcraft mutate without real builds (kc/mutate.h): mutation sites and edits on sample
// SystemVerilog, the seeded sample, the specs, the run's classification and report through a
// scripted backend, and the command's errors for bad arguments.
#include <algorithm>
#include <map>
#include <mutex>

#include "kc/mutate.h"
#include "results_test_util.h"

using namespace kc;
using namespace kc::test;
namespace mu = kc::mutate;

namespace {

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

template <class F>
std::string error_of(F f) {
  try {
    f();
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

// A module with one site of each kind in its logic, and the same constructs where nothing may be
// mutated: comments, strings, a macro definition, an attribute, declarations and the header.
const char kSample[] =
    "`define INC(x) ((x) + 1)\n"                                          // 1
    "module m #(parameter int N = 4 - 1) (\n"                             // 2
    "  input logic clk, input logic en, input logic [N-1:0] a, b, d,\n"   // 3
    "  output logic [N-1:0] y, q, output logic lt);\n"                    // 4
    "  // if (en) y <= a + b, q <= d, a < b\n"                            // 5
    "  /* a - b; if (x) z = 1; */\n"                                      // 6
    "  localparam int W = N + 1;\n"                                       // 7
    "  logic [W-1:0] t = W - 1;\n"                                        // 8
    "  m_pkg::word_t [N-1:0] u;\n"                                        // 9
    "  (* keep = 1 *) logic k;\n"                                         // 10
    "  initial $display(\"a + b = %d, if (x) y <= 1;\", a + b);\n"        // 11
    "  always_ff @(posedge clk) begin\n"                                  // 12
    "    if (en) y <= a + b;\n"                                           // 13
    "    q <= d;\n"                                                       // 14
    "  end\n"                                                             // 15
    "  assign lt = a < b;\n"                                              // 16
    "endmodule\n";                                                        // 17

std::string site_list(const std::vector<mu::Mutation>& v) {
  std::string s;
  for (const auto& m : v)
    s += std::to_string(m.line) + ":" + std::to_string(m.column) + " " + mu::kind_name(m.kind) + " " + m.describe() + "\n";
  return s;
}

std::size_t lines(const std::string& s) { return std::size_t(std::count(s.begin(), s.end(), '\n')); }

const mu::Mutation& only(const std::vector<mu::Mutation>& v, mu::Kind k, const std::string& replacement_prefix) {
  for (const auto& m : v)
    if (m.kind == k && m.replacement.rfind(replacement_prefix, 0) == 0) return m;
  FAIL("no " << mu::kind_name(k) << " site replaced by " << replacement_prefix);
  return v.front();
}

}  // namespace

TEST_CASE("core.mutate.sites_of_sample") {
  const auto sites = mu::find_mutations(kSample, "rtl/x/m.sv");
  // Exactly the logic of lines 13, 14 and 16; nothing on lines 1-11 (directive, header, comments,
  // declarations, attribute, system task and its string).
  CHECK(site_list(sites) ==
        "13:9 stuck if (en) stuck at 1'b1\n"
        "13:9 stuck if (en) stuck at 1'b0\n"
        "13:13 drop dropped `y <= a + b;`\n"
        "13:20 op `+` -> `-`\n"
        "14:5 drop dropped `q <= d;`\n"
        "16:17 off-by-one `<` -> `<=`\n");
  for (const auto& m : sites) CHECK(m.file == "rtl/x/m.sv");
}

TEST_CASE("core.mutate.each_kind_edits") {
  const std::string text = kSample;
  const auto sites = mu::find_mutations(text, "m.sv");
  const auto edited = [&](mu::Kind k, const std::string& rep) { return mu::apply(text, only(sites, k, rep)); };
  const std::string op = edited(mu::Kind::op, "-");
  CHECK(contains(op, "    if (en) y <= a - b;\n"));
  CHECK(contains(op, "a + b = %d"));   // the string is unchanged
  const std::string s1 = edited(mu::Kind::stuck, "1'b1"), s0 = edited(mu::Kind::stuck, "1'b0");
  CHECK(contains(s1, "    if (1'b1) y <= a + b;\n"));
  CHECK(contains(s0, "    if (1'b0) y <= a + b;\n"));
  const std::string ob = edited(mu::Kind::off_by_one, "<=");
  CHECK(contains(ob, "  assign lt = a <= b;\n"));
  // Dropping `q <= d;` leaves an empty statement; every other line is the same.
  const auto& drop_q = [&]() -> const mu::Mutation& {
    for (const auto& m : sites)
      if (m.kind == mu::Kind::drop && m.original == "q <= d;") return m;
    FAIL("no drop of q <= d;");
    return sites.front();
  }();
  const std::string dq = mu::apply(text, drop_q);
  CHECK(contains(dq, "  always_ff @(posedge clk) begin\n    if (en) y <= a + b;\n    ;\n  end\n"));
  CHECK(lines(dq) == lines(text));
  // Each edit changes the text only at its site.
  for (const auto& m : sites) {
    const std::string t = mu::apply(text, m);
    CHECK(t.substr(0, m.offset) == text.substr(0, m.offset));
    CHECK(t.substr(m.offset + m.replacement.size()) == text.substr(m.offset + m.length));
  }
}

TEST_CASE("core.mutate.multiline_statements_keep_line_numbers") {
  const std::string text =
      "module n(input logic clk, input logic [3:0] a, b, output logic [3:0] y, output logic z);\n"
      "  always_comb begin\n"
      "    y = a\n"
      "        & b;\n"
      "    if (a <= b &&\n"
      "        b != 0) z = 1'b1;\n"
      "    else z = 1'b0;\n"
      "  end\n"
      "endmodule\n";
  const auto sites = mu::find_mutations(text, "n.sv");
  CHECK(site_list(sites) ==
        "3:5 drop dropped `y = a & b;`\n"
        "4:9 op `&` -> `|`\n"
        "5:9 stuck if (a <= b && b != 0) stuck at 1'b1\n"
        "5:9 stuck if (a <= b && b != 0) stuck at 1'b0\n"
        "5:11 off-by-one `<=` -> `<`\n"   // a comparison inside the condition, not an assignment
        "5:16 op `&&` -> `||`\n"
        "6:11 op `!=` -> `==`\n"
        "6:17 drop dropped `z = 1'b1;`\n"
        "7:10 drop dropped `z = 1'b0;`\n");
  for (const auto& m : sites) {
    CHECK(lines(mu::apply(text, m)) == lines(text));
  }
}

TEST_CASE("core.mutate.unary_and_part_selects_are_not_binary_operators") {
  const std::string text =
      "module u(input logic [7:0] a, b, output logic [7:0] y, output logic r);\n"
      "  assign y = -a;\n"
      "  assign r = &a | ~b[0];\n"
      "  assign y = a[b+:2];\n"
      "endmodule\n";
  // Unary minus, reduction `&` and the part select `+:` are not sites: only the binary `|`.
  CHECK(site_list(mu::find_mutations(text, "u.sv")) == "3:17 op `|` -> `&`\n");
}

TEST_CASE("core.mutate.apply_checks_the_text") {
  const auto sites = mu::find_mutations(kSample, "m.sv");
  std::string changed = kSample;
  changed.insert(0, "\n");
  CHECK(contains(error_of([&] { mu::apply(changed, sites.front()); }), "the file changed since"));
}

TEST_CASE("core.mutate.select_is_deterministic_by_seed") {
  std::string text = "module big(input logic [7:0] a, b, output logic [7:0] y [40], output logic c [40]);\n";
  for (int i = 0; i < 40; ++i)
    text += "  always_comb begin if (a[" + std::to_string(i % 8) + "]) y[" + std::to_string(i) + "] = a + b; c[" +
            std::to_string(i) + "] = a < b; end\n";
  text += "endmodule\n";
  const auto sites = mu::find_mutations(text, "big.sv");
  REQUIRE(sites.size() == 40 * 6);   // stuck x2, drop x2, op, off-by-one per line
  const auto a = mu::select(sites, 12, 1), b = mu::select(sites, 12, 1), c = mu::select(sites, 12, 2);
  CHECK(site_list(a) == site_list(b));
  CHECK(site_list(a) != site_list(c));
  REQUIRE(a.size() == 12);
  // The kinds in turn: 3 of each.
  std::map<std::string, int> per_kind;
  for (const auto& m : a) ++per_kind[mu::kind_name(m.kind)];
  CHECK(per_kind == std::map<std::string, int>{{"drop", 3}, {"off-by-one", 3}, {"op", 3}, {"stuck", 3}});
  // Sorted by place; a larger sample with the same seed starts from the same choices per kind.
  CHECK(std::is_sorted(a.begin(), a.end(), [](const mu::Mutation& x, const mu::Mutation& y) { return x.offset < y.offset; }));
  // Only the kinds asked for; all sites when fewer than the count.
  for (const auto& m : mu::select(sites, 5, 7, {mu::Kind::drop})) CHECK(m.kind == mu::Kind::drop);
  CHECK(mu::select(sites, 1000, 3).size() == sites.size());
}

TEST_CASE("core.mutate.platform_specs_load") {
  for (const char* p : {"plena", "rv32", "coral", "aie"}) {
    INFO(p);
    const mu::Spec s = mu::load_spec(KC_SOURCE_DIR, p);
    CHECK(s.simulator == std::string("kc-sim-") + p);
    const auto files = mu::source_files(KC_SOURCE_DIR, s);
    CHECK(files.size() >= 5);
    std::size_t n = 0;
    for (const auto& f : files) {
      CHECK(f.rfind("rtl/" + std::string(p) + "/", 0) == 0);
      n += mu::find_mutations(slurp(fs::path(KC_SOURCE_DIR) / f), f).size();
    }
    CHECK(n > 50);
  }
}

TEST_CASE("core.mutate.bad_input") {
  CHECK(contains(error_of([] { mu::parse_kind("swap"); }), "unknown mutation kind 'swap' (known: op, stuck, off-by-one, drop)"));
  CHECK(mu::parse_kind("off_by_one") == mu::Kind::off_by_one);
  const fs::path d = test_dir("mutate_bad");
  CHECK(contains(error_of([&] { mu::load_spec(d.string(), "nope"); }), "has no mutation spec"));
  write_file(d / "rtl/x/mutate.yaml", "sources: [rtl/x/*.sv]\nsimulator: kc-sim-x\ntargets: [a]\n");
  CHECK(contains(error_of([&] { mu::load_spec(d.string(), "x"); }), "mutate.yaml:3:1: unknown key 'targets'"));
  write_file(d / "rtl/x/mutate.yaml", "sources: [rtl/x/*.sv]\n");
  CHECK(contains(error_of([&] { mu::load_spec(d.string(), "x"); }), "missing key simulator"));
  write_file(d / "rtl/x/mutate.yaml", "sources: [rtl/x/*.sv]\nsimulator: kc-sim-x\n");
  const mu::Spec s = mu::load_spec(d.string(), "x");
  CHECK(contains(error_of([&] { mu::source_files(d.string(), s); }), "'rtl/x/*.sv' matches no file"));
  mu::Options o;
  o.platform = "x";
  o.source_root = d.string();
  o.count = 0;
  CHECK(contains(error_of([&] { mu::plan(o); }), "--count: at least one mutant"));
  write_file(d / "rtl/x/a.sv", "module a; // nothing to mutate\nendmodule\n");
  o.count = 3;
  CHECK(contains(error_of([&] { mu::plan(o); }), "no mutation site"));
  o.files = {"rtl/x/b.sv"};
  CHECK(contains(error_of([&] { mu::plan(o); }), "--files: 'rtl/x/b.sv' is not one of the mutated sources of x (rtl/x/a.sv)"));
}

namespace {

// A backend whose "simulator" is the mutated text itself: the tool rejects a design without
// `q <= d;` (as Verilator rejects some mutants), case `add` passes while the adder is there,
// case `cmp` while the comparison is, case `spin` never ends while the `if` is stuck at 1'b0.
class Scripted : public mu::Backend {
 public:
  explicit Scripted(std::string original) : original_(std::move(original)) {}
  void prepare(unsigned w) override {
    std::lock_guard<std::mutex> l(m_);
    text_[w] = original_;
    ++prepared_;
  }
  void write(unsigned w, const std::string&, const std::string& text) override {
    std::lock_guard<std::mutex> l(m_);
    text_[w] = text;
  }
  bool build(unsigned w, std::string& log) override {
    if (!contains(get(w), "q <= d;")) {
      log = "%Error: q is never assigned";
      return false;
    }
    return true;
  }
  bool run(unsigned w, double budget, mu::CaseResults& out, bool& timed_out, std::string& log) override {
    const std::string t = get(w);
    budgets_.push_back(budget);
    if (contains(t, "if (1'b0)")) {
      timed_out = true;
      log = "budget";
      return false;
    }
    out["add"] = {contains(t, "a + b;") ? "pass" : "fail", 100};
    out["cmp"] = {contains(t, "a < b;") ? "pass" : "fail", contains(t, "if (1'b1)") ? 120u : 100u, false};   // a corpus kernel
    out["broken"] = {"fail", 0};   // fails on the unchanged RTL too: never counts
    return true;
  }
  std::string get(unsigned w) {
    std::lock_guard<std::mutex> l(m_);
    return text_[w];
  }
  std::string original_;
  std::mutex m_;
  std::map<unsigned, std::string> text_;
  std::vector<double> budgets_;
  int prepared_ = 0;
};

}  // namespace

TEST_CASE("core.mutate.run_classifies_every_mutant") {
  const fs::path d = test_dir("mutate_run");
  write_file(d / "rtl/x/m.sv", kSample);
  const auto sites = mu::find_mutations(kSample, "rtl/x/m.sv");
  REQUIRE(sites.size() == 6);
  std::string first;
  for (unsigned jobs : {1u, 3u}) {
    mu::Options o;
    o.platform = "x";
    o.hw = "small";
    o.source_root = d.string();
    o.jobs = jobs;
    o.command = "kernelcraft mutate --platform x";
    Scripted b(kSample);
    const mu::Report r = mu::run(o, sites, b);
    REQUIRE(r.mutants.size() == 6);
    CHECK(b.prepared_ == int(jobs));
    // The unchanged design passes add and cmp: the cases that count.
    CHECK(r.cases == 3);
    CHECK(r.cases_passing == 2);
    std::map<std::string, std::string> by;
    for (const auto& m : r.mutants) by[std::to_string(m.mutation.line) + " " + m.mutation.describe()] = mu::outcome_name(m.outcome);
    CHECK(by == std::map<std::string, std::string>{
                    {"13 if (en) stuck at 1'b1", "survived"},
                    {"13 if (en) stuck at 1'b0", "timeout"},
                    {"13 dropped `y <= a + b;`", "killed"},
                    {"13 `+` -> `-`", "killed"},
                    {"14 dropped `q <= d;`", "build failed"},
                    {"16 `<` -> `<=`", "killed"}});
    CHECK(r.count(mu::Outcome::killed) == 3);
    CHECK(r.count(mu::Outcome::timeout) == 1);
    CHECK(r.count(mu::Outcome::survived) == 1);
    CHECK(r.count(mu::Outcome::build_failed) == 1);
    CHECK(r.score() == Approx(80.0));   // 4 of 5 scored; the build failure is not scored
    // By group: the baseline `add` kills the two mutants of the adder, the corpus kernel `cmp` the
    // comparison's; the timeout counts in both.
    CHECK(r.cases_passing_baseline == 1);
    CHECK(r.group_score(true) == Approx(60.0));
    CHECK(r.group_score(false) == Approx(40.0));
    const auto& stuck1 = *std::find_if(r.mutants.begin(), r.mutants.end(), [](const mu::MutantResult& m) {
      return m.mutation.replacement == "1'b1";
    });
    CHECK(stuck1.cycles_changed == 1);
    CHECK(stuck1.source_line == "if (en) y <= a + b;");
    const auto& killed = *std::find_if(r.mutants.begin(), r.mutants.end(), [](const mu::MutantResult& m) {
      return m.mutation.kind == mu::Kind::op;
    });
    CHECK(killed.killed_by == "add (fail)");
    // The budget: 3 x the unchanged run + 60 s; the unchanged run has none.
    REQUIRE(!b.budgets_.empty());
    CHECK(b.budgets_.front() == 0);
    CHECK(r.budget >= 60);
    // Every worker's text is the original again.
    for (unsigned w = 0; w < jobs; ++w) CHECK(b.get(w) == kSample);
    const std::string md = mu::markdown(r);
    CHECK(contains(md, "**80.0 %** of the scored mutants killed: killed 3, timed out 1 (counted as killed), survived 1; "
                       "not scored: build failed 1, error 0."));
    CHECK(contains(md, "| stuck | 2 | 0 | 1 | 1 | 0 | 0 |"));
    CHECK(contains(md, "the baselines alone (1 passing cases) kill **60.0 %**, the corpus kernels alone (1 passing cases) **40.0 %**, all cases 80.0 %."));
    CHECK(contains(md, "Killed mutants: by both groups 0, by the baselines only 2, by the corpus kernels only 1."));
    CHECK(contains(md, "| M1 | rtl/x/m.sv:13 | stuck | if (en) stuck at 1'b1 | `if (en) y <= a + b;` | 1 |"));
    CHECK(contains(md, "| build failed | %Error: q is never assigned |"));
    CHECK(contains(md, "| `+` -> `-` | killed | add (fail); the baselines only |"));
    CHECK(contains(md, "| `<` -> `<=` | killed | cmp (fail); the corpus kernels only |"));
    // The JSON form says the same.
    const nlohmann::json j = mu::to_json(r);
    CHECK(j["score"].get<double>() == Approx(80.0));
    CHECK(j["score_baselines"].get<double>() == Approx(60.0));
    CHECK(j["score_corpus"].get<double>() == Approx(40.0));
    CHECK(j["counts"] == nlohmann::json::parse(R"({"killed": 3, "timeout": 1, "survived": 1, "build failed": 1, "error": 0})"));
    REQUIRE(j["mutants"].size() == 6);
    CHECK(j["mutants"][0]["id"] == "M1");
    CHECK(j["mutants"][0]["file"] == "rtl/x/m.sv");
    CHECK(j["mutants"][0]["line"] == 13);
    CHECK(j["mutants"][0]["outcome"] == "survived");
    CHECK(j["mutants"][0]["source_line"] == "if (en) y <= a + b;");
    CHECK(j["cases_passing"] == 2);
    // --min-score: 80 % meets 80 and fails 80.1, naming the score and the survivors.
    CHECK(mu::below_min_score(r, 80.0).empty());
    CHECK(mu::below_min_score(r, 80.1) == "score 80.0 % is below --min-score 80.1 % (1 survivors)");
    // Ids in place order, the same for any -j.
    std::string ids;
    for (const auto& m : r.mutants) ids += m.id + "=" + m.mutation.describe() + "=" + mu::outcome_name(m.outcome) + ";";
    if (first.empty()) first = ids;
    else CHECK(ids == first);
  }
}

TEST_CASE("core.mutate.no_passing_case_is_an_error") {
  const fs::path d = test_dir("mutate_nopass");
  write_file(d / "rtl/x/m.sv", "module m(input logic a, output logic y);\n  assign y = a & a;\nendmodule\n");
  mu::Options o;
  o.platform = "x";
  o.source_root = d.string();
  const auto sites = mu::find_mutations(slurp(d / "rtl/x/m.sv"), "rtl/x/m.sv");
  Scripted b("");   // neither adder nor comparison: no case passes
  CHECK(contains(error_of([&] { mu::run(o, sites, b); }), "no case passes on the unchanged RTL"));
}

// A run that scored no mutant (all failed to build) has no score: it fails any --min-score, and
// its JSON score is null.
TEST_CASE("core.mutate.unscored_run_fails_min_score") {
  mu::Report r;
  mu::MutantResult m;
  m.id = "M1";
  m.outcome = mu::Outcome::build_failed;
  r.mutants.push_back(m);
  CHECK(mu::to_json(r)["score"].is_null());
  CHECK(contains(mu::below_min_score(r, 0), "no mutant was scored"));
}

TEST_CASE("core.mutate.command_errors") {
  const fs::path d = test_dir("mutate_cli");
  const Run zero = kernelcraft(d, "mutate --platform rv32 --hw small --count 0");
  CHECK(zero.code == 2);
  CHECK(contains(zero.err, "--count needs a positive number"));
  const Run kind = kernelcraft(d, "mutate --platform rv32 --kinds op,swap --list");
  CHECK(kind.code == 2);
  CHECK(contains(kind.err, "unknown mutation kind 'swap'"));
  const Run plat = kernelcraft(d, "mutate --platform nope --list");
  CHECK(plat.code == 2);
  CHECK(contains(plat.err, "nope"));
  const Run none = kernelcraft(d, "mutate --platform rv32 --no-corpus --no-baselines");
  CHECK(none.code == 2);
  CHECK(contains(none.err, "leave no case to run"));
  const Run task = kernelcraft(d, "mutate --platform rv32 --tasks gemm --list");
  CHECK(task.code == 2);
  CHECK(contains(task.err, "'gemm' is not a task of rv32"));
  const Run file = kernelcraft(d, "mutate --platform rv32 --files rtl/rv32/none.sv --list");
  CHECK(file.code == 1);
  CHECK(contains(file.err, "--files: 'rtl/rv32/none.sv' is not one of the mutated sources of rv32"));
  const Run score = kernelcraft(d, "mutate --platform rv32 --min-score 101 --list");
  CHECK(score.code == 2);
  CHECK(contains(score.err, "--min-score needs a percentage from 0 to 100, got '101'"));
  // --list: the same mutations for the same seed, others for another.
  const Run a = kernelcraft(d, "mutate --platform rv32 --count 8 --seed 5 --list");
  const Run b = kernelcraft(d, "mutate --platform rv32 --count 8 --seed 5 --list");
  const Run c = kernelcraft(d, "mutate --platform rv32 --count 8 --seed 6 --list");
  CHECK(a.code == 0);
  CHECK(lines(a.out) == 8);
  CHECK(a.out == b.out);
  CHECK(a.out != c.out);
}
