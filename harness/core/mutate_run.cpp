// Mutation score (kc/mutate.h): the plan, the scratch trees and builds (the shared steps of
// kc/codesign.h), the mutants run in parallel, one scratch tree per worker.
#include <unistd.h>   // gethostname

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <mutex>
#include <optional>
#include <sstream>
#include <thread>

#include "kc/mutate.h"
#include "kc/results_db.h"
#include "kc/runner.h"

namespace kc::mutate {

namespace fs = std::filesystem;

namespace {

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) throw MutateError(p.string() + ": cannot read the file");
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void write_file(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream out(p, std::ios::binary | std::ios::trunc);
  out << text;
  if (!out) throw MutateError(p.string() + ": cannot write the file");
}

std::string trimmed_line(const std::string& text, int line) {
  std::size_t pos = 0;
  for (int l = 1; l < line && pos != std::string::npos; ++l) {
    pos = text.find('\n', pos);
    if (pos != std::string::npos) ++pos;
  }
  if (pos == std::string::npos) return "";
  std::string s = text.substr(pos, text.find('\n', pos) - pos);
  const auto a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t\r");
  s = a == std::string::npos ? "" : s.substr(a, b - a + 1);
  return s.size() > 100 ? s.substr(0, 100) + " ..." : s;
}

std::string sim_env_var(const std::string& platform) {
  std::string var = "KC_SIM_";
  for (char c : platform) var += c == '-' ? '_' : char(std::toupper(static_cast<unsigned char>(c)));
  return var;
}

double since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// The real backend: worker w's tree is <work>/w<w>, its build <work>/w<w>/build (the layout of a
// checkout and its build/, so the compiler cache serves them all); cases run by `kernelcraft
// regress` with $KC_SIM_<PLATFORM> set to the worker's simulator.
class ScratchBackend : public Backend {
 public:
  ScratchBackend(const Options& o, const Spec& spec, const std::string& manifest) : o_(o), spec_(spec), manifest_(manifest) {
    work_ = fs::absolute(o.work_dir);
    logs_ = work_ / "logs";
    for (const auto& a : spec.cmake_args) {
      std::string v = a;
      for (std::size_t p = v.find("{hw}"); p != std::string::npos; p = v.find("{hw}", p + o.hw.size()))
        v.replace(p, 4, o.hw);
      cmake_args_.push_back(v);
    }
  }
  std::string tree(unsigned w) const { return (work_ / ("w" + std::to_string(w))).string(); }
  std::string build_dir(unsigned w) const { return tree(w) + "/build"; }

  void prepare(unsigned w) override {
    codesign::sync_tree(o_.source_root, tree(w), {"build"});
    codesign::configure_and_build(tree(w), build_dir(w), cmake_args_, {spec_.simulator}, std::max(1u, o_.jobs),
                                  o_.build_timeout, logs_.string(), "w" + std::to_string(w), o_.source_root, o_.log, false);
  }
  void write(unsigned w, const std::string& rel, const std::string& text) override { write_file(fs::path(tree(w)) / rel, text); }
  bool build(unsigned w, std::string& log) override {
    try {
      // Mutants build one job each: the workers share the machine.
      codesign::configure_and_build(tree(w), build_dir(w), cmake_args_, {spec_.simulator}, 1, o_.build_timeout,
                                    logs_.string(), "w" + std::to_string(w) + "-mutant", o_.source_root, {}, false);
      return true;
    } catch (const codesign::CodesignError& e) {
      // The first diagnostic of the build log (Verilator's "%Error: file:line: ..." or a warning it
      // treats as fatal, "%Warning-SELRANGE: ..."; a compiler's "error:"), else the step's message.
      log = e.what();
      std::error_code ec;
      if (!e.log_path.empty() && fs::exists(e.log_path, ec)) {
        std::istringstream lines(read_file(e.log_path));
        for (std::string line; std::getline(lines, line);)
          if (line.rfind("%Error", 0) == 0 || line.rfind("%Warning-", 0) == 0 || line.find(" error: ") != std::string::npos) {
            log = line;
            break;
          }
      }
      return false;
    }
  }
  bool run(unsigned w, double budget, CaseResults& out, bool& timed_out, std::string& log) override {
    const fs::path db = work_ / ("w" + std::to_string(w) + ".db");
    for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(db.string() + suffix);
    ProcessSpec p;
    p.program = o_.kernelcraft;
    p.args = {"regress", manifest_, "-j", "1", "--db", db.string(), "-q"};
    p.env = codesign::scratch_env();
    p.env.emplace_back(sim_env_var(o_.platform), build_dir(w) + "/bin/" + spec_.simulator);
    p.timeout_seconds = budget > 0 ? budget : 4 * o_.build_timeout;
    const ProcessResult r = run_process(p);
    const std::string text = r.out + r.err;
    write_file(logs_ / ("w" + std::to_string(w) + "-run.log"), text);
    timed_out = r.status == ProcessStatus::timed_out;
    if (timed_out) {
      log = "the cases did not finish within " + std::to_string(long(p.timeout_seconds)) + " s";
      return false;
    }
    try {
      ResultsDb rdb(db.string(), ResultsDb::Mode::existing);
      for (const auto& ev : rdb.evaluations()) out[ev.case_name] = {ev.status, ev.cycles, ev.kernel_label == "baseline"};
    } catch (const std::exception& e) {
      log = "the regression stored no results (" + std::string(e.what()) + "): " + codesign::tail_lines(text, 6);
      return false;
    }
    if (out.empty()) {
      log = "the regression ran no case: " + codesign::tail_lines(text, 6);
      return false;
    }
    return true;
  }

 private:
  const Options& o_;
  const Spec& spec_;
  std::string manifest_;
  fs::path work_, logs_;
  std::vector<std::string> cmake_args_;
};

}  // namespace

std::vector<Mutation> plan(const Options& o, Report* r) {
  if (o.count == 0) throw MutateError("--count: at least one mutant is needed");
  const Spec spec = load_spec(o.source_root, o.platform);
  std::vector<std::string> files = source_files(o.source_root, spec);
  if (!o.files.empty()) {
    for (const auto& f : o.files)
      if (std::find(files.begin(), files.end(), f) == files.end()) {
        std::string known;
        for (const auto& k : files) known += (known.empty() ? "" : ", ") + k;
        throw MutateError("--files: '" + f + "' is not one of the mutated sources of " + o.platform + " (" + known + ")");
      }
    files = o.files;
  }
  std::vector<Mutation> sites;
  std::map<std::string, std::size_t> counts;
  for (const auto& f : files) {
    for (auto& m : find_mutations(read_file(fs::path(o.source_root) / f), f)) {
      ++counts[kind_name(m.kind)];
      sites.push_back(std::move(m));
    }
  }
  std::vector<Mutation> chosen = select(sites, o.count, o.seed, o.kinds);
  if (chosen.empty()) throw MutateError("no mutation site of the selected kinds in the sources of " + o.platform);
  if (r) r->files = files, r->sites = counts;
  return chosen;
}

Report run(const Options& o, const std::vector<Mutation>& mutations, Backend& backend, Report r) {
  const auto t0 = std::chrono::steady_clock::now();
  r.opts = o;
  if (r.started.empty()) r.started = utc_timestamp();
  if (r.host.empty()) {
    char host[256] = "";
    gethostname(host, sizeof host - 1);
    r.host = host;
  }
  const unsigned workers = unsigned(std::max<std::size_t>(1, std::min<std::size_t>(std::max(1u, o.jobs), mutations.size())));
  std::map<std::string, std::string> originals;
  for (const auto& m : mutations)
    if (!originals.count(m.file)) originals[m.file] = read_file(fs::path(o.source_root) / m.file);

  // The unchanged RTL: build, run, and which cases pass.
  auto t = std::chrono::steady_clock::now();
  if (o.log) o.log("build the unchanged simulator");
  backend.prepare(0);
  r.base_build_seconds = since(t);
  t = std::chrono::steady_clock::now();
  CaseResults base;
  bool timed_out = false;
  std::string log;
  if (o.log) o.log("run the cases on the unchanged RTL");
  if (!backend.run(0, 0, base, timed_out, log))
    throw codesign::CodesignError("run", o.source_root, "the cases on the unchanged RTL: " + log);
  r.base_run_seconds = since(t);
  r.cases = base.size();
  r.cases_passing = std::size_t(std::count_if(base.begin(), base.end(), [](const auto& kv) { return kv.second.status == "pass"; }));
  r.cases_passing_baseline = std::size_t(std::count_if(
      base.begin(), base.end(), [](const auto& kv) { return kv.second.status == "pass" && kv.second.baseline; }));
  if (r.cases_passing == 0)
    throw MutateError("no case passes on the unchanged RTL of " + o.platform + " (" + o.hw + "): nothing could kill a mutant");
  r.budget = o.budget > 0 ? o.budget : 3 * r.base_run_seconds + 60;
  for (unsigned w = 1; w < workers; ++w) {
    if (o.log) o.log("prepare worker " + std::to_string(w));
    backend.prepare(w);
  }

  r.mutants.assign(mutations.size(), {});
  std::atomic<std::size_t> next{0};
  std::mutex mu;
  std::size_t done = 0;
  const auto work = [&](unsigned w) {
    for (std::size_t i; (i = next++) < mutations.size();) {
      MutantResult m;
      m.id = "M" + std::to_string(i + 1);
      m.mutation = mutations[i];
      const std::string& original = originals.at(m.mutation.file);
      m.source_line = trimmed_line(original, m.mutation.line);
      try {
        backend.write(w, m.mutation.file, mutate::apply(original, m.mutation));
        auto tb = std::chrono::steady_clock::now();
        std::string blog;
        const bool built = backend.build(w, blog);
        m.build_seconds = since(tb);
        if (!built) {
          m.outcome = Outcome::build_failed;
          m.note = blog;
        } else {
          CaseResults res;
          bool to = false;
          std::string rlog;
          tb = std::chrono::steady_clock::now();
          const bool ran = backend.run(w, r.budget, res, to, rlog);
          m.run_seconds = since(tb);
          if (ran) m = classify(m, base, res);
          else m.outcome = to ? Outcome::timeout : Outcome::error, m.note = rlog;
        }
      } catch (const std::exception& e) {
        m.outcome = Outcome::error;
        m.note = e.what();
      }
      try {
        backend.write(w, m.mutation.file, original);
      } catch (const std::exception& e) {
        m.outcome = Outcome::error;
        m.note += std::string(m.note.empty() ? "" : "; ") + "restoring the file: " + e.what();
      }
      std::lock_guard<std::mutex> lock(mu);
      r.mutants[i] = m;
      ++done;
      if (o.log)
        o.log(m.id + " " + m.mutation.file + ":" + std::to_string(m.mutation.line) + " " + kind_name(m.mutation.kind) + " " +
              m.mutation.describe() + ": " + outcome_name(m.outcome) + " (" + std::to_string(done) + "/" +
              std::to_string(mutations.size()) + ")");
    }
  };
  std::vector<std::thread> threads;
  for (unsigned w = 0; w < workers; ++w) threads.emplace_back(work, w);
  for (auto& th : threads) th.join();
  r.wall_seconds = since(t0);
  return r;
}

Report run(const Options& o) {
  if (o.kernelcraft.empty()) throw MutateError("no kernelcraft program to run the cases");
  if (!o.baselines && o.corpus_dir.empty()) throw MutateError("no cases: neither the baselines nor a corpus");
  Report r;
  r.started = utc_timestamp();
  const std::vector<Mutation> mutations = plan(o, &r);
  const Spec spec = load_spec(o.source_root, o.platform);
  const fs::path work = fs::absolute(o.work_dir);
  fs::create_directories(work / "logs");
  codesign::WorkDirLock lock;
  if (!lock.acquire(work.string()))
    throw MutateError(work.string() + ": another kernelcraft mutate run is using this work directory "
                                      "(wait for it, or give another --work-dir)");
  codesign::CaseSelection sel{o.platform, o.hw, o.default_hw, o.tasks, o.configs, o.corpus_dir, o.baselines, "mutate"};
  const std::string manifest = codesign::cases_manifest(sel, nullptr, &r.corpus_skipped);
  const fs::path manifest_path = work / "cases.yaml";
  write_file(manifest_path, manifest);
  ScratchBackend backend(o, spec, manifest_path.string());
  return run(o, mutations, backend, r);
}

}  // namespace kc::mutate
