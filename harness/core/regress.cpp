// Regression runs: workers, regression detection, JUnit XML and the summary (kc/regress.h).
#include "kc/regress.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <thread>

#include "kc/files.h"
#include "kc/report.h"
#include "kc/sha256.h"

namespace kc {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

// "+5.35%" / "-2.76%" of a change from `ref` to `now`.
std::string percent_change(uint64_t now, uint64_t ref) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%+.2f%%", ref ? 100.0 * (double(now) - double(ref)) / double(ref) : 0.0);
  return buf;
}

std::string upper(std::string s) {
  for (char& c : s) c = char(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

// The first line of `s`, at most `max` bytes.
std::string first_line(const std::string& s, std::size_t max = 200) {
  std::string l = s.substr(0, s.find('\n'));
  if (l.size() > max) l = l.substr(0, max - 3) + "...";
  return l;
}

// An EvalResult standing for an evaluation that could not run (harness error).
EvalResult error_result(const RegressCase& c, uint64_t seed, const std::string& message) {
  EvalResult r;
  r.status = EvalStatus::simulator_error;   // not stored: the row's status is "error"
  r.message = message;
  r.task = c.task, r.config = c.config, r.platform = c.platform, r.hw = c.hw;
  r.seed = seed;
  return r;
}

// Fills identity fields an evaluator left empty from the case.
void complete_identity(EvalResult& r, const RegressCase& c, uint64_t seed, const std::string& kernel_text) {
  if (r.task.empty()) r.task = c.task;
  if (r.config.empty()) r.config = c.config;
  if (r.platform.empty()) r.platform = c.platform;
  if (r.hw.empty()) r.hw = c.hw;
  r.seed = seed;
  if (r.kernel_hash.empty()) r.kernel_hash = sha256_hex(kernel_text);
}

// The core counters of `r` that differ from those stored with `ref` (its `counters` JSON), in the
// order the simulator reports them.
std::vector<SeedOutcome::CounterDelta> counter_deltas(const StoredEvaluation& ref, const EvalResult& r) {
  std::vector<SeedOutcome::CounterDelta> out;
  if (!r.run || ref.counters_json.empty()) return out;
  nlohmann::json stored;
  try {
    stored = nlohmann::json::parse(ref.counters_json).at("counters");
  } catch (const nlohmann::json::exception&) {
    return out;
  }
  for (const auto& [name, value] : r.run->counters) {
    if (!stored.contains(name) || !stored[name].is_number_unsigned()) continue;
    const uint64_t before = stored[name].get<uint64_t>();
    if (before != value) out.push_back({name, before, value});
  }
  return out;
}

// Evaluates one seed of a case, decides its verdict and stores it.
SeedOutcome run_seed(const RegressCase& c, uint64_t seed, const CaseEvaluator& evaluate_case, ResultsDb& db,
                     int64_t run_id, const RegressOptions& o) {
  SeedOutcome s;
  s.seed = seed;
  EvaluationContext ctx;
  ctx.run_id = run_id;
  ctx.case_name = c.name;
  ctx.kernel_label = c.kernel_label;
  ctx.expect = c.expect;
  try {
    CaseEvaluation e = evaluate_case(c, seed);
    s.result = std::move(e.result);
    ctx.kernel_text = std::move(e.kernel_text);
    ctx.rtl_hash = std::move(e.rtl_hash);
  } catch (const std::exception& ex) {
    s.result = error_result(c, seed, ex.what());
    s.verdict = ctx.verdict = "error";
    s.message = ex.what();
    s.harness_error = true;
    ctx.harness_error = true;
    db.insert_evaluation(s.result, ctx);
    return s;
  }
  complete_identity(s.result, c, seed, ctx.kernel_text);
  std::tie(s.verdict, s.message) = expectation_verdict(s.result, c.expect);
  if (s.verdict == "pass" && c.expect == "pass") {
    const ReferenceKey key{c.platform, c.hw, c.task, c.config, s.result.kernel_hash, seed, s.result.task_hash};
    const auto ref = o.references ? o.references->reference(key) : db.reference(key, run_id);
    if (ref) {
      s.reference_cycles = ref->cycles, s.reference_id = ref->id;
      s.counter_deltas = counter_deltas(*ref, s.result);
    }
    const RegressionCheck chk = check_regression(s.result.cycles, s.reference_cycles, o.threshold_percent);
    s.message = chk.message;
    if (chk.regressed)
      s.verdict = o.accept ? "accepted" : "regressed";
    else if (s.reference_cycles && s.result.cycles > *s.reference_cycles)
      s.verdict = "tolerated";
  }
  ctx.verdict = s.verdict;
  db.insert_evaluation(s.result, ctx);
  return s;
}

// The case verdict from its seeds: error before fail before regressed before pass.
void decide(CaseOutcome& out) {
  out.verdict = CaseVerdict::pass;
  const bool many = out.seeds.size() > 1;
  for (const auto& [name, v] : {std::pair<const char*, CaseVerdict>{"error", CaseVerdict::error},
                                {"fail", CaseVerdict::fail},
                                {"regressed", CaseVerdict::regressed}})
    for (const auto& s : out.seeds)
      if (s.verdict == name) {
        out.verdict = v;
        out.message = (many ? "seed " + std::to_string(s.seed) + ": " : "") + s.message;
        return;
      }
}

CaseOutcome run_case(const RegressCase& c, const CaseEvaluator& evaluate_case, ResultsDb& db, int64_t run_id,
                     const RegressOptions& o) {
  const auto t0 = Clock::now();
  CaseOutcome out;
  out.c = c;
  for (uint64_t seed : c.seeds) out.seeds.push_back(run_seed(c, seed, evaluate_case, db, run_id, o));
  decide(out);
  out.wall_seconds = seconds_since(t0);
  return out;
}

// Whether a seed's simulator died (a signal, an error of the simulator itself): what a stop
// request that reached the simulator looks like.
bool killed_by_stop(const CaseOutcome& c) {
  for (const auto& s : c.seeds)
    if (!s.harness_error && s.result.status == EvalStatus::simulator_error) return true;
  return false;
}

// Reports a finished case to the progress display.
void show(Progress* p, const CaseOutcome& out) {
  if (!p) return;
  const bool bad = out.verdict != CaseVerdict::pass;
  if (bad) p->note(upper(case_verdict_name(out.verdict)) + " " + out.c.name + ": " + first_line(out.message, 400));
  p->advance(bad, out.c.name);
}

}  // namespace

RunTotals totals_of(const std::vector<CaseOutcome>& cases) {
  RunTotals t;
  t.cases = int64_t(cases.size());
  for (const auto& c : cases) {
    t.passed += c.verdict == CaseVerdict::pass;
    t.failed += c.verdict == CaseVerdict::fail;
    t.regressed += c.verdict == CaseVerdict::regressed;
    t.errors += c.verdict == CaseVerdict::error;
    t.interrupted |= c.verdict == CaseVerdict::skipped;
  }
  return t;
}

const char* case_verdict_name(CaseVerdict v) {
  switch (v) {
    case CaseVerdict::pass: return "pass";
    case CaseVerdict::fail: return "fail";
    case CaseVerdict::regressed: return "regressed";
    case CaseVerdict::error: return "error";
    case CaseVerdict::skipped: return "skipped";
  }
  return "?";
}

RegressionCheck check_regression(uint64_t cycles, std::optional<uint64_t> reference, double threshold_percent) {
  RegressionCheck r;
  if (!reference || cycles == *reference) return r;
  const double limit = double(*reference) * (1.0 + threshold_percent / 100.0);
  const std::string change = percent_change(cycles, *reference);
  if (cycles > *reference && double(cycles) > limit) {
    char thr[32];
    std::snprintf(thr, sizeof thr, "%g%%", threshold_percent);
    r.regressed = true;
    r.message = "cycles regressed: " + std::to_string(cycles) + " > reference " + std::to_string(*reference) + " (" +
                change + ", threshold " + thr + ")";
  } else {
    r.message = "cycles " + std::to_string(cycles) + " vs reference " + std::to_string(*reference) + " (" + change + ")";
  }
  return r;
}

std::pair<std::string, std::string> expectation_verdict(const EvalResult& r, const std::string& expect) {
  const std::string status = eval_status_name(r.status);
  if (status == expect) return {"pass", ""};
  const std::string what = r.message.empty() ? status : status + ": " + r.message;
  if (r.status == EvalStatus::simulator_error) return {"error", what};
  if (expect == "pass") return {"fail", what};
  return {"fail", "expected " + expect + ", got " + what};
}

RegressSummary run_regression(const std::vector<RegressCase>& cases, const CaseEvaluator& evaluate_case,
                              ResultsDb& db, const RegressOptions& o) {
  RegressSummary sum;
  sum.started = utc_timestamp();
  const auto t0 = Clock::now();
  sum.run_id = db.begin_run(o.run);
  sum.cases.resize(cases.size());
  for (std::size_t i = 0; i < cases.size(); ++i) sum.cases[i].c = cases[i];

  std::atomic<std::size_t> next{0};
  std::atomic<bool> abort{false};
  std::exception_ptr failure;
  std::mutex failure_mu, report_mu;
  auto worker = [&] {
    while (!abort && !(o.stop && *o.stop)) {
      const std::size_t i = next++;
      if (i >= cases.size()) return;
      try {
        if (const auto f = o.finished.find(cases[i].name); f != o.finished.end()) {
          sum.cases[i] = f->second;
          show(o.progress, sum.cases[i]);
          continue;
        }
        CaseOutcome out = run_case(cases[i], evaluate_case, db, sum.run_id, o);
        if (o.stop && *o.stop && killed_by_stop(out)) {
          // The stop request reached the simulator too (a terminal's Ctrl-C, Slurm's SIGTERM to
          // every process of a cancelled job): the case did not run to a verdict; it stays
          // unrun, as if it had not started.
          sum.cases[i].c = cases[i];
          continue;
        }
        sum.cases[i] = std::move(out);
        show(o.progress, sum.cases[i]);
        if (o.on_case) {
          std::lock_guard<std::mutex> lock(report_mu);
          o.on_case(i, sum.cases[i]);
        }
      } catch (...) {   // the database failed: stop everything and report it
        std::lock_guard<std::mutex> lock(failure_mu);
        if (!failure) failure = std::current_exception();
        abort = true;
      }
    }
  };
  const unsigned n = std::max(1u, std::min<unsigned>(o.jobs, unsigned(std::max<std::size_t>(cases.size(), 1))));
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < n; ++t) threads.emplace_back(worker);
  for (auto& t : threads) t.join();
  if (o.progress) o.progress->finish();
  if (failure) std::rethrow_exception(failure);

  sum.totals = totals_of(sum.cases);
  sum.wall_seconds = seconds_since(t0);
  db.finish_run(sum.run_id, sum.totals);
  return sum;
}

// ---- outcomes as JSON ---------------------------------------------------------------------------------

namespace {

using nlohmann::json;

json opt_json(const std::optional<uint64_t>& v) { return v ? json(*v) : json(nullptr); }
json opt_json(const std::optional<double>& v) { return v ? json(*v) : json(nullptr); }
json opt_json(const std::optional<int64_t>& v) { return v ? json(*v) : json(nullptr); }

template <typename T>
std::optional<T> opt_get(const json& j, const char* key) {
  if (!j.contains(key) || j[key].is_null()) return std::nullopt;
  return j[key].get<T>();
}

EvalStatus status_of(const json& j, const char* key) {
  const auto s = parse_eval_status(j.at(key).get<std::string>());
  if (!s) throw std::runtime_error(std::string("unknown status '") + j.at(key).get<std::string>() + "'");
  return *s;
}

CaseVerdict verdict_of(const std::string& name) {
  for (CaseVerdict v : {CaseVerdict::pass, CaseVerdict::fail, CaseVerdict::regressed, CaseVerdict::error,
                        CaseVerdict::skipped})
    if (name == case_verdict_name(v)) return v;
  throw std::runtime_error("unknown case verdict '" + name + "'");
}

}  // namespace

nlohmann::json case_outcome_json(const CaseOutcome& c) {
  json seeds = json::array();
  for (const auto& s : c.seeds) {
    const EvalResult& r = s.result;
    json result = {{"status", eval_status_name(r.status)}, {"message", r.message},
                   {"ran", r.run.has_value()},             {"cycles", r.cycles},
                   {"baseline_cycles", opt_json(r.baseline_cycles)}, {"speedup", opt_json(r.speedup)},
                   {"roofline_fraction", opt_json(r.roofline_fraction)}, {"kernel_hash", r.kernel_hash}};
    if (r.fresh)
      result["fresh"] = {{"seed", r.fresh->seed}, {"status", eval_status_name(r.fresh->status)},
                         {"cycles", r.fresh->cycles}, {"message", r.fresh->message}};
    json deltas = json::array();
    for (const auto& d : s.counter_deltas) deltas.push_back({d.name, d.reference, d.value});
    seeds.push_back({{"seed", s.seed}, {"verdict", s.verdict}, {"harness_error", s.harness_error},
                     {"message", s.message}, {"reference_cycles", opt_json(s.reference_cycles)},
                     {"reference_id", opt_json(s.reference_id)}, {"counter_deltas", deltas}, {"result", result}});
  }
  return {{"case",
           {{"name", c.c.name}, {"platform", c.c.platform}, {"hw", c.c.hw}, {"task", c.c.task},
            {"config", c.c.config}, {"baseline", c.c.baseline}, {"kernel_label", c.c.kernel_label},
            {"kernel_path", c.c.kernel_path}, {"seeds", c.c.seeds}, {"expect", c.c.expect}, {"where", c.c.where}}},
          {"verdict", case_verdict_name(c.verdict)},
          {"message", c.message},
          {"wall_seconds", c.wall_seconds},
          {"seeds", seeds}};
}

CaseOutcome case_outcome_from_json(const nlohmann::json& j) {
  try {
    CaseOutcome c;
    const json& k = j.at("case");
    c.c.name = k.at("name").get<std::string>();
    c.c.platform = k.at("platform").get<std::string>();
    c.c.hw = k.at("hw").get<std::string>();
    c.c.task = k.at("task").get<std::string>();
    c.c.config = k.at("config").get<std::string>();
    c.c.baseline = k.at("baseline").get<bool>();
    c.c.kernel_label = k.at("kernel_label").get<std::string>();
    c.c.kernel_path = k.at("kernel_path").get<std::string>();
    c.c.seeds = k.at("seeds").get<std::vector<uint64_t>>();
    c.c.expect = k.at("expect").get<std::string>();
    c.c.where = k.at("where").get<std::string>();
    c.verdict = verdict_of(j.at("verdict").get<std::string>());
    c.message = j.at("message").get<std::string>();
    c.wall_seconds = j.at("wall_seconds").get<double>();
    for (const json& sj : j.at("seeds")) {
      SeedOutcome s;
      s.seed = sj.at("seed").get<uint64_t>();
      s.verdict = sj.at("verdict").get<std::string>();
      s.harness_error = sj.at("harness_error").get<bool>();
      s.message = sj.at("message").get<std::string>();
      s.reference_cycles = opt_get<uint64_t>(sj, "reference_cycles");
      s.reference_id = opt_get<int64_t>(sj, "reference_id");
      if (sj.contains("counter_deltas"))
        for (const json& d : sj["counter_deltas"])
          s.counter_deltas.push_back({d.at(0).get<std::string>(), d.at(1).get<uint64_t>(), d.at(2).get<uint64_t>()});
      const json& r = sj.at("result");
      s.result.status = status_of(r, "status");
      s.result.message = r.at("message").get<std::string>();
      if (r.at("ran").get<bool>()) s.result.run.emplace();
      s.result.cycles = r.at("cycles").get<uint64_t>();
      s.result.baseline_cycles = opt_get<uint64_t>(r, "baseline_cycles");
      s.result.speedup = opt_get<double>(r, "speedup");
      s.result.roofline_fraction = opt_get<double>(r, "roofline_fraction");
      s.result.kernel_hash = r.at("kernel_hash").get<std::string>();
      s.result.seed = s.seed;
      s.result.platform = c.c.platform, s.result.hw = c.c.hw, s.result.task = c.c.task, s.result.config = c.c.config;
      if (r.contains("fresh")) {
        const json& f = r["fresh"];
        s.result.fresh = FreshSeedCheck{f.at("seed").get<uint64_t>(), status_of(f, "status"),
                                        f.at("cycles").get<uint64_t>(), f.at("message").get<std::string>()};
      }
      c.seeds.push_back(std::move(s));
    }
    return c;
  } catch (const json::exception& e) {
    throw std::runtime_error(std::string("a malformed case outcome: ") + e.what());
  }
}

std::vector<RegressCase> shard_cases(const std::vector<RegressCase>& cases, unsigned index, unsigned count) {
  std::vector<RegressCase> out;
  for (std::size_t i = index; count > 0 && i < cases.size(); i += count) out.push_back(cases[i]);
  return out;
}

// ---- JUnit XML ---------------------------------------------------------------------------------------

std::string xml_escape(const std::string& text, bool attribute) {
  static const char kReplacement[] = "\xEF\xBF\xBD";   // U+FFFD
  std::string out;
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  for (std::size_t i = 0; i < n;) {
    const unsigned char b = p[i];
    if (b < 0x80) {
      ++i;
      switch (b) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&apos;"; break;
        case '\n': out += attribute ? "&#10;" : "\n"; break;
        case '\t': out += attribute ? "&#9;" : "\t"; break;
        case '\r': out += "&#13;"; break;
        default: out += b < 0x20 ? kReplacement : std::string(1, char(b));
      }
      continue;
    }
    // A multi-byte UTF-8 sequence: its length from the lead byte, then continuation bytes.
    const std::size_t len = (b & 0xE0) == 0xC0 ? 2 : (b & 0xF0) == 0xE0 ? 3 : (b & 0xF8) == 0xF0 ? 4 : 0;
    uint32_t cp = len == 2 ? b & 0x1F : len == 3 ? b & 0x0F : b & 0x07;
    bool ok = len != 0 && i + len <= n;
    for (std::size_t k = 1; ok && k < len; ++k) {
      ok = (p[i + k] & 0xC0) == 0x80;
      cp = cp << 6 | (p[i + k] & 0x3F);
    }
    const uint32_t min = len == 2 ? 0x80 : len == 3 ? 0x800 : 0x10000;
    ok = ok && cp >= min && cp <= 0x10FFFF && !(cp >= 0xD800 && cp <= 0xDFFF) && cp != 0xFFFE && cp != 0xFFFF;
    if (ok) {
      out.append(text, i, len);
      i += len;
    } else {
      out += kReplacement;
      ++i;
    }
  }
  return out;
}

namespace {

// platform.hw.task of a case (its JUnit suite and classname).
std::string suite_of(const RegressCase& c) { return c.platform + "." + c.hw + "." + c.task; }

std::string seconds_attr(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", s);
  return buf;
}

// "seed 1: pass, 1234 cycles (reference 1234, baseline 1500, speedup 1.22x, roofline 45.0%)".
std::string seed_line(const SeedOutcome& s) {
  const EvalResult& r = s.result;
  const std::string status = eval_status_name(r.status);
  std::string l = "seed " + std::to_string(s.seed) + ": " + s.verdict + (status == s.verdict ? "" : " (" + status + ")");
  if (s.verdict == "error") return "seed " + std::to_string(s.seed) + ": error, " + first_line(s.message);
  if (r.run || r.cycles) l += ", " + std::to_string(r.cycles) + " cycles";
  std::vector<std::string> extra;
  if (s.reference_cycles) extra.push_back("reference " + std::to_string(*s.reference_cycles));
  if (r.baseline_cycles) extra.push_back("baseline " + std::to_string(*r.baseline_cycles));
  if (r.speedup) extra.push_back("speedup " + format_cell(*r.speedup, CellFormat::ratio));
  if (r.roofline_fraction) extra.push_back("roofline " + format_cell(*r.roofline_fraction, CellFormat::percent));
  for (std::size_t i = 0; i < extra.size(); ++i) l += (i ? ", " : " (") + extra[i] + (i + 1 == extra.size() ? ")" : "");
  return l;
}

// The failure type of a case: "regressed", the status of its first failing seed, or "error".
std::string failure_type(const CaseOutcome& c) {
  if (c.verdict == CaseVerdict::regressed) return "regressed";
  for (const auto& s : c.seeds)
    if (s.verdict == "fail" || s.verdict == "error")
      return s.harness_error ? "harness_error" : eval_status_name(s.result.status);
  return case_verdict_name(c.verdict);
}

void write_testcase(std::string& x, const CaseOutcome& c) {
  x += "    <testcase name=\"" + xml_escape(c.c.name, true) + "\" classname=\"" + xml_escape(suite_of(c.c), true) +
       "\" time=\"" + seconds_attr(c.wall_seconds) + "\"";
  std::string body;
  if (c.verdict == CaseVerdict::skipped) {
    body += "      <skipped message=\"not run: the run was interrupted\"/>\n";
  } else if (c.verdict != CaseVerdict::pass) {
    const char* elem = c.verdict == CaseVerdict::error ? "error" : "failure";
    std::string detail = c.message;
    if (!c.c.where.empty()) detail += "\n(case defined at " + c.c.where + ")";
    body += std::string("      <") + elem + " type=\"" + xml_escape(failure_type(c), true) + "\" message=\"" +
            xml_escape(first_line(c.message), true) + "\">" + xml_escape(detail) + "</" + elem + ">\n";
  }
  if (!c.seeds.empty()) {
    std::string out;
    for (const auto& s : c.seeds) out += seed_line(s) + "\n";
    body += "      <system-out>" + xml_escape(out) + "</system-out>\n";
  }
  x += body.empty() ? "/>\n" : ">\n" + body + "    </testcase>\n";
}

// Counts of a group of cases for the tests/failures/errors/skipped attributes.
std::string count_attrs(const std::vector<const CaseOutcome*>& cases, double time) {
  std::size_t failures = 0, errors = 0, skipped = 0;
  for (const auto* c : cases) {
    failures += c->verdict == CaseVerdict::fail || c->verdict == CaseVerdict::regressed;
    errors += c->verdict == CaseVerdict::error;
    skipped += c->verdict == CaseVerdict::skipped;
  }
  return " tests=\"" + std::to_string(cases.size()) + "\" failures=\"" + std::to_string(failures) + "\" errors=\"" +
         std::to_string(errors) + "\" skipped=\"" + std::to_string(skipped) + "\" time=\"" + seconds_attr(time) + "\"";
}

}  // namespace

std::string junit_xml(const RegressSummary& s, const std::string& name) {
  std::vector<std::string> order;   // suites in first-appearance order
  std::map<std::string, std::vector<const CaseOutcome*>> suites;
  std::vector<const CaseOutcome*> all;
  for (const auto& c : s.cases) {
    const std::string suite = suite_of(c.c);
    if (!suites.count(suite)) order.push_back(suite);
    suites[suite].push_back(&c);
    all.push_back(&c);
  }
  std::string x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  x += "<testsuites name=\"" + xml_escape(name, true) + "\"" + count_attrs(all, s.wall_seconds) + " timestamp=\"" +
       xml_escape(s.started, true) + "\">\n";
  for (const auto& suite : order) {
    double time = 0;
    for (const auto* c : suites[suite]) time += c->wall_seconds;
    x += "  <testsuite name=\"" + xml_escape(suite, true) + "\"" + count_attrs(suites[suite], time) + ">\n";
    for (const auto* c : suites[suite]) write_testcase(x, *c);
    x += "  </testsuite>\n";
  }
  x += "</testsuites>\n";
  return x;
}

void write_junit_file(const std::string& path, const RegressSummary& s, const std::string& name) {
  namespace fs = std::filesystem;
  const fs::path target(path);
  std::error_code ec;
  if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
  try {
    write_file_atomic(path, junit_xml(s, name));
  } catch (const std::exception& e) {
    throw std::runtime_error(std::string("JUnit XML: ") + e.what());
  }
}

// ---- summary -----------------------------------------------------------------------------------------

namespace {

constexpr std::size_t kCounterMovesShown = 8;   // counter changes listed under the summary

// The counter changes against the references, the largest relative ones first ("" for none).
std::string counters_moved(const RegressSummary& s) {
  struct Move {
    double rel;
    std::string line;
  };
  std::vector<Move> moves;
  for (const auto& c : s.cases)
    for (const auto& sd : c.seeds)
      for (const auto& d : sd.counter_deltas) {
        const double rel = (double(d.value) - double(d.reference)) / double(std::max<uint64_t>(d.reference, 1));
        char pct[32];
        std::snprintf(pct, sizeof pct, "%+.2f %%", 100 * rel);
        moves.push_back({std::fabs(rel), d.name + ": " + std::to_string(d.reference) + " -> " + std::to_string(d.value) +
                                             " (" + pct + ") in " + c.c.name +
                                             (c.seeds.size() > 1 ? " seed " + std::to_string(sd.seed) : "")});
      }
  if (moves.empty()) return "";
  std::stable_sort(moves.begin(), moves.end(), [](const Move& a, const Move& b) { return a.rel > b.rel; });
  std::string out = "counters that moved most against the references (" + std::to_string(moves.size()) + " changed):\n";
  for (std::size_t i = 0; i < moves.size() && i < kCounterMovesShown; ++i) out += "  " + moves[i].line + "\n";
  return out;
}

}  // namespace

std::string regress_summary_text(const RegressSummary& s, bool failures_only) {
  ReportTable t;
  t.columns = {{"case", "case"},
               {"result", "result"},
               {"status", "status"},
               {"cycles", "cycles", CellFormat::integer},
               {"reference", "reference", CellFormat::integer},
               {"change", "change", CellFormat::text},
               {"baseline", "baseline", CellFormat::integer},
               {"speedup", "speedup", CellFormat::ratio},
               {"time", "time", CellFormat::seconds}};
  using nlohmann::json;
  for (const auto& c : s.cases) {
    if (failures_only && c.verdict == CaseVerdict::pass) continue;
    const SeedOutcome* shown = c.seeds.empty() ? nullptr : &c.seeds.front();
    for (const auto& sd : c.seeds)
      if (sd.verdict == "fail" || sd.verdict == "error" || sd.verdict == "regressed") {
        shown = &sd;
        break;
      }
    std::vector<json> row = {json(c.c.name), json(case_verdict_name(c.verdict))};
    if (!shown || shown->verdict == "error") {
      row.insert(row.end(), {shown ? json("error") : json(nullptr), nullptr, nullptr, nullptr, nullptr, nullptr});
    } else {
      const EvalResult& r = shown->result;
      const bool ran = r.run.has_value() || r.cycles > 0;
      row.insert(row.end(), {json(eval_status_name(r.status)), ran ? json(r.cycles) : json(nullptr),
                             shown->reference_cycles ? json(*shown->reference_cycles) : json(nullptr),
                             shown->reference_cycles && ran ? json(percent_change(r.cycles, *shown->reference_cycles))
                                                            : json(nullptr),
                             r.baseline_cycles ? json(*r.baseline_cycles) : json(nullptr),
                             r.speedup ? json(*r.speedup) : json(nullptr)});
    }
    row.push_back(c.verdict == CaseVerdict::skipped ? json(nullptr) : json(c.wall_seconds));
    t.rows.push_back(std::move(row));
  }
  const RunTotals& n = s.totals;
  const int64_t skipped = n.cases - n.passed - n.failed - n.regressed - n.errors;
  std::string totals = std::to_string(n.cases) + " cases: " + std::to_string(n.passed) + " passed, " +
                       std::to_string(n.failed) + " failed, " + std::to_string(n.regressed) + " regressed, " +
                       std::to_string(n.errors) + " errors";
  if (skipped) totals += ", " + std::to_string(skipped) + " not run (interrupted)";
  totals += " in " + format_duration(s.wall_seconds) + " (run " + std::to_string(s.run_id) + ")";
  // A kernel written for the inputs of one seed passes a run on that seed alone: say so.
  std::size_t passing = 0, standard_only = 0;
  for (const auto& c : s.cases) {
    if (c.seeds.empty() || !std::all_of(c.seeds.begin(), c.seeds.end(), [](const SeedOutcome& o) { return o.result.passed(); }))
      continue;
    ++passing;
    standard_only += c.seeds.size() == 1 && c.seeds.front().seed == kStandardSeed && !c.seeds.front().result.fresh;
  }
  std::string note;
  if (standard_only > 0)
    note = std::string("note: ") +
           (standard_only == passing ? "every passing case" : std::to_string(standard_only) + " of " +
                                                                  std::to_string(passing) + " passing cases") +
           " ran on the standard seed " + std::to_string(kStandardSeed) +
           " only, where a kernel that fits those inputs passes; --fresh-seed (or more seeds in the manifest, "
           "seeds: [1, 7]) checks others.\n";
  return (t.rows.empty() ? std::string() : render_text_table(t)) + totals + "\n" + counters_moved(s) + note;
}

}  // namespace kc
