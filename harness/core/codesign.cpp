// ISA co-design (kc/codesign.h, docs/codesign.md): scratch trees, the variant, the two builds,
// the runs, the area and the report.
#include "kc/codesign.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <set>
#include <sstream>

#include <yaml-cpp/yaml.h>

#include "kc/corpus.h"
#include "kc/runner.h"

namespace kc::codesign {

namespace fs = std::filesystem;

namespace {

std::string tail_lines_raw(const std::string& text, std::size_t n) {
  std::size_t pos = text.size();
  while (pos > 0 && text[pos - 1] == '\n') --pos;
  std::size_t end = pos;
  for (std::size_t k = 0; k < n && pos > 0; ++k) {
    const std::size_t nl = text.rfind('\n', pos - 1);
    if (nl == std::string::npos) {
      pos = 0;
      break;
    }
    pos = nl;
    if (k + 1 < n) continue;
    ++pos;
  }
  return text.substr(pos, end - pos);
}

std::string tail_lines_impl(const std::string& text, std::size_t n) {
  std::istringstream in(tail_lines_raw(text, n));
  std::string out;
  for (std::string line; std::getline(in, line);)
    out += (out.empty() ? "" : "\n") + (line.size() > 240 ? line.substr(0, 240) + " …" : line);
  return out;
}

std::string compose(const std::string& step, const std::string& file, const std::string& message,
                    const std::string& log_path, const std::string& log_tail) {
  std::string s = file + ": " + step + ": " + message;
  if (!log_tail.empty()) s += "\n" + log_tail;
  if (!log_path.empty()) s += "\n(whole log: " + log_path + ")";
  return s;
}

std::string read_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void write_text(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream out(p, std::ios::binary | std::ios::trunc);
  out << text;
  if (!out) throw CodesignError("write", p.string(), "cannot write the file");
}

// Directories a source copy leaves out.
bool skipped_dir(const fs::path& p) {
  const std::string name = p.filename().string();
  if (name == ".git" || name == "node_modules" || name == "build" || name.rfind("build-", 0) == 0) return true;
  std::error_code ec;
  return fs::exists(p / "CMakeCache.txt", ec);
}

bool same_content(const fs::path& a, const fs::path& b) {
  std::error_code ec;
  if (!fs::is_regular_file(fs::symlink_status(b, ec))) return false;
  if (fs::file_size(a, ec) != fs::file_size(b, ec)) return false;
  return read_text(a) == read_text(b);
}

std::size_t sync_dir(const fs::path& from, const fs::path& to, const std::set<std::string>& keep) {
  std::size_t written = 0;
  fs::create_directories(to);
  std::set<std::string> seen;
  for (const auto& e : fs::directory_iterator(from)) {
    const fs::path src = e.path();
    const std::string name = src.filename().string();
    const auto st = e.symlink_status();
    if (name == ".git" || (fs::is_directory(st) && skipped_dir(src))) continue;
    seen.insert(name);
    const fs::path dst = to / name;
    std::error_code ec;
    const auto dst_st = fs::symlink_status(dst, ec);
    if (fs::is_symlink(st)) {
      const fs::path target = fs::read_symlink(src);
      if (fs::is_symlink(dst_st) && fs::read_symlink(dst) == target) continue;
      fs::remove_all(dst);
      fs::create_symlink(target, dst);
      ++written;
    } else if (fs::is_directory(st)) {
      if (fs::exists(dst_st) && !fs::is_directory(dst_st)) fs::remove_all(dst);
      written += sync_dir(src, dst, {});
    } else if (fs::is_regular_file(st)) {
      if (same_content(src, dst)) continue;
      if (fs::exists(dst_st)) fs::remove_all(dst);
      fs::copy_file(src, dst);
      ++written;
    }
  }
  for (const auto& e : fs::directory_iterator(to)) {
    const std::string name = e.path().filename().string();
    if (!seen.count(name) && !keep.count(name)) fs::remove_all(e.path());
  }
  return written;
}

std::string substitute(std::string s, const std::map<std::string, std::string>& vars) {
  for (const auto& [key, value] : vars) {
    const std::string pat = "{" + key + "}";
    for (std::size_t pos = s.find(pat); pos != std::string::npos; pos = s.find(pat, pos + value.size()))
      s.replace(pos, pat.size(), value);
  }
  return s;
}

std::string seconds_text(double s) {
  char buf[32];
  if (s < 120) std::snprintf(buf, sizeof buf, "%.0f s", s);
  else std::snprintf(buf, sizeof buf, "%.1f min", s / 60);
  return buf;
}

struct SideRun {
  std::string label;        // "base" or "variant"
  std::string input;        // the file errors name (the variant; the source root for the base)
  Side* side;
};

void configure_and_build(const Options& o, const Spec& spec, SideRun& s, const fs::path& logs) {
  std::vector<std::string> args;
  for (const auto& a : spec.cmake_args) args.push_back(substitute(a, {{"hw", o.hw}}));
  s.side->build_seconds = codesign::configure_and_build(s.side->tree, s.side->build, args, spec.targets, o.jobs,
                                                        o.build_timeout, logs.string(), s.label, s.input, o.log);
}

void run_cases(const Options& o, SideRun& s, const fs::path& manifest, const fs::path& logs,
               std::map<std::string, StoredEvaluation>& out) {
  const auto t0 = std::chrono::steady_clock::now();
  const fs::path db = fs::path(o.work_dir) / (s.label + ".db");
  for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(db.string() + suffix);
  ProcessSpec p;
  p.program = (fs::path(s.side->build) / "bin" / "kernelcraft").string();
  p.args = {"regress", manifest.string(), "-j", std::to_string(std::max(1u, o.jobs)), "--db", db.string(), "-q"};
  p.env = scratch_env();
  p.timeout_seconds = 4 * o.build_timeout;
  if (o.log) o.log(s.label + ": run the cases (" + p.program + " regress)");
  // Exit 1: a case failed — a result on the variant. Whether the run itself happened is read from
  // the database.
  run_step("run", s.input, p, (logs / (s.label + "-run.log")).string(), {0, 1});
  std::optional<ResultsDb> rdb;
  try {
    rdb.emplace(db.string(), ResultsDb::Mode::existing);
  } catch (const std::exception& e) {
    throw CodesignError("run", s.input, "the regression stored no results (" + std::string(e.what()) + ")",
                        (logs / (s.label + "-run.log")).string(),
                        tail_lines(read_text(logs / (s.label + "-run.log")), 12));
  }
  for (auto& ev : rdb->evaluations()) out[ev.case_name] = std::move(ev);
  s.side->run_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

void measure_area(const Options& o, const Spec& spec, SideRun& s, const fs::path& logs) {
  if (!o.area) {
    s.side->area_note = "not measured (--no-area)";
    return;
  }
  if (spec.area.empty()) {
    s.side->area_note = "the platform has no area command (" + spec.path + ")";
    return;
  }
  const std::map<std::string, std::string> vars = {
      {"build", s.side->build}, {"hw", o.hw}, {"timeout", std::to_string(long(o.area_timeout))}};
  ProcessSpec p;
  p.program = substitute(spec.area[0], vars);
  if (fs::path(p.program).is_relative() && p.program.find('/') != std::string::npos)
    p.program = (fs::path(s.side->tree) / p.program).string();
  for (std::size_t k = 1; k < spec.area.size(); ++k) p.args.push_back(substitute(spec.area[k], vars));
  p.cwd = s.side->tree;
  p.timeout_seconds = o.area_timeout + 120;   // the command's own time box comes first
  if (o.log) o.log(s.label + ": area (" + p.program + ", time box " + seconds_text(o.area_timeout) + ")");
  const auto t0 = std::chrono::steady_clock::now();
  try {
    const ProcessResult r = run_step("area", s.input, p, (logs / (s.label + "-area.log")).string());
    s.side->area = parse_area(r.out + r.err);
    if (s.side->area.empty()) s.side->area_note = "the area command printed no resource counts";
  } catch (const CodesignError& e) {
    // A time-boxed or failed synthesis is reported, not fatal: the cycles still stand.
    s.side->area_note = e.what();
    if (o.log) o.log(s.label + ": area: " + s.side->area_note);
  }
  s.side->area_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// YAML flow list of strings.
std::string yaml_list(const std::vector<std::string>& v) {
  std::string s = "[";
  for (std::size_t k = 0; k < v.size(); ++k) s += (k ? ", " : "") + v[k];
  return s + "]";
}

std::string yaml_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += (c == '\'') ? std::string("''") : std::string(1, c);
  return q + "'";
}

std::string esc_md(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '|') out += "\\|";
    else if (c == '\n') out += ' ';
    else out += c;
  }
  return out;
}

std::string esc_html(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string with_commas(uint64_t v) {
  std::string s = std::to_string(v);
  for (int k = int(s.size()) - 3; k > 0; k -= 3) s.insert(std::size_t(k), ",");
  return s;
}

std::string pct(double before, double after) {
  if (before == 0) return after == 0 ? "0" : "n/a";
  char buf[32];
  const double p = 100.0 * (after - before) / before;
  if (p == 0) return "0";
  std::snprintf(buf, sizeof buf, "%+.1f %%", p);
  return buf;
}

// A table as rows of cells; the first row is the header.
using Table = std::vector<std::vector<std::string>>;

// Whether column `k` holds numbers (or "-") in every body row: such columns are right-aligned.
bool numeric_column(const Table& t, std::size_t k) {
  static const std::regex num(R"([-+]?[0-9][0-9,.]*( %| \([^)]*\))?|-|n/a)");
  for (std::size_t r = 1; r < t.size(); ++r)
    if (k >= t[r].size() || !std::regex_match(t[r][k], num)) return false;
  return t.size() > 1;
}

std::string md_table(const Table& t) {
  std::string s;
  for (std::size_t r = 0; r < t.size(); ++r) {
    s += "|";
    for (const auto& c : t[r]) s += " " + esc_md(c) + " |";
    s += "\n";
    if (r == 0) {
      s += "|";
      for (std::size_t k = 0; k < t[r].size(); ++k) s += numeric_column(t, k) ? "---:|" : "---|";
      s += "\n";
    }
  }
  return s;
}

std::string html_table(const Table& t) {
  std::string s = "<table>\n";
  for (std::size_t r = 0; r < t.size(); ++r) {
    s += "<tr>";
    for (std::size_t k = 0; k < t[r].size(); ++k) {
      const char* tag = r == 0 ? "th" : "td";
      s += std::string("<") + tag + (r > 0 && numeric_column(t, k) ? " class=\"n\"" : "") + ">" + esc_html(t[r][k]) + "</" + tag + ">";
    }
    s += "</tr>\n";
  }
  return s + "</table>\n";
}

// The report's sections as (title, paragraphs, table).
struct Section {
  std::string title;
  std::vector<std::string> text;
  Table table;
};

std::string status_of(const std::optional<StoredEvaluation>& e) { return e ? e->status : "not run"; }

std::vector<Section> sections(const Report& r) {
  std::vector<Section> out;
  const Options& o = r.opts;
  {
    Section s;
    s.title = "Run";
    s.text.push_back("Command: `" + o.command + "`");
    s.text.push_back("Started " + r.started + " on " + r.host + "; wall time " + seconds_text(r.wall_seconds) +
                     " (build: base " + seconds_text(r.base.build_seconds) + ", variant " +
                     seconds_text(r.variant.build_seconds) + "; cases: base " + seconds_text(r.base.run_seconds) +
                     ", variant " + seconds_text(r.variant.run_seconds) + "; area: base " +
                     seconds_text(r.base.area_seconds) + ", variant " + seconds_text(r.variant.area_seconds) +
                     "), " + std::to_string(o.jobs) + " jobs.");
    std::string files;
    for (const auto& f : r.touched) files += (files.empty() ? "" : ", ") + std::string("`") + f + "`";
    s.text.push_back("Variant `" + o.variant + "` (" + (fs::is_directory(o.variant) ? "overlay" : "patch") +
                     ") on " + o.platform + ", hardware configuration `" + o.hw + "`; files it changes: " + files + ".");
    s.text.push_back("Both sides are scratch copies of `" + o.source_root + "` built the same way (only the tools and the `" +
                     o.hw + "` simulator) under `" + o.work_dir + "`; each case runs on the standard seed.");
    out.push_back(s);
  }
  {
    Section s;
    s.title = "ISA changes";
    if (r.isa.empty()) s.text.push_back("The ISA table is unchanged.");
    else {
      s.table.push_back({"change", "instruction", "opcode", "summary"});
      for (const auto& c : r.isa) s.table.push_back({c.kind, c.name, c.opcode, c.summary});
    }
    out.push_back(s);
  }
  {
    Section s;
    s.title = "Area";
    if (r.base.area.empty() || r.variant.area.empty()) {
      s.text.push_back("Base: " + (r.base.area.empty() ? r.base.area_note : std::string("measured")) +
                       ". Variant: " + (r.variant.area.empty() ? r.variant.area_note : std::string("measured")) + ".");
    }
    if (!r.base.area.empty() || !r.variant.area.empty()) {
      s.table.push_back({"resource", "base", "variant", "change"});
      std::set<std::string> keys;
      for (const auto& [k, v] : r.base.area) keys.insert(k);
      for (const auto& [k, v] : r.variant.area) keys.insert(k);
      for (const std::string k : {"LUT", "FF", "LUTRAM", "RAMB36", "RAMB18", "DSP48", "depth LUT", "depth MUXF7/8",
                                  "depth CARRY4"}) {
        if (!keys.count(k)) continue;
        keys.erase(k);
        const auto b = r.base.area.find(k), v = r.variant.area.find(k);
        s.table.push_back({k, b != r.base.area.end() ? with_commas(b->second) : "-",
                           v != r.variant.area.end() ? with_commas(v->second) : "-",
                           b != r.base.area.end() && v != r.variant.area.end()
                               ? (v->second >= b->second ? "+" : "-") +
                                     with_commas(v->second >= b->second ? v->second - b->second : b->second - v->second) +
                                     " (" + pct(double(b->second), double(v->second)) + ")"
                               : "-"});
      }
      for (const auto& k : keys) {
        const auto b = r.base.area.find(k), v = r.variant.area.find(k);
        s.table.push_back({k, b != r.base.area.end() ? with_commas(b->second) : "-",
                           v != r.variant.area.end() ? with_commas(v->second) : "-", ""});
      }
      s.text.push_back("Measured by `" + r.area_command + "` on each scratch tree, time box " +
                       seconds_text(o.area_timeout) + " each. depth: the cells on the longest path of the mapped "
                       "netlist (LUTs, MUXF7/8, CARRY4), when the command reports it.");
    }
    out.push_back(s);
  }
  {
    Section s;
    s.title = "Cases";
    s.table.push_back({"case", "kernel", "base", "variant", "cycles base", "cycles variant", "cycles change",
                       "instr. base", "instr. variant", "instr. change"});
    std::size_t both = 0, changed = 0, broke = 0, fixed = 0, base_pass = 0, var_pass = 0;
    double log_sum = 0;
    for (const auto& c : r.cases) {
      const bool bp = c.base && c.base->status == "pass", vp = c.variant && c.variant->status == "pass";
      base_pass += bp, var_pass += vp;
      if (bp && !vp) ++broke;
      if (!bp && vp) ++fixed;
      std::vector<std::string> row = {c.name, c.kernel, status_of(c.base), status_of(c.variant)};
      const auto cyc = [](const std::optional<StoredEvaluation>& e) {
        return e && e->cycles ? with_commas(e->cycles) : std::string("-");
      };
      const auto ins = [](const std::optional<StoredEvaluation>& e) {
        return e && e->static_instructions ? with_commas(e->static_instructions) : std::string("-");
      };
      row.push_back(cyc(c.base));
      row.push_back(cyc(c.variant));
      row.push_back(bp && vp ? pct(double(c.base->cycles), double(c.variant->cycles)) : "-");
      row.push_back(ins(c.base));
      row.push_back(ins(c.variant));
      row.push_back(c.base && c.variant && c.base->static_instructions && c.variant->static_instructions
                        ? pct(double(c.base->static_instructions), double(c.variant->static_instructions))
                        : "-");
      if (bp && vp) {
        ++both;
        if (c.base->cycles != c.variant->cycles) ++changed;
        log_sum += std::log(double(c.base->cycles) / double(c.variant->cycles));
      }
      s.table.push_back(row);
    }
    char geo[64] = "-";
    if (both) std::snprintf(geo, sizeof geo, "%.3f", std::exp(log_sum / double(both)));
    s.text.push_back(std::to_string(r.cases.size()) + " cases: " + std::to_string(base_pass) + " pass on the base, " +
                     std::to_string(var_pass) + " on the variant" +
                     (broke ? " (" + std::to_string(broke) + " that passed on the base fail on the variant)" : "") +
                     (fixed ? " (" + std::to_string(fixed) + " pass only on the variant)" : "") + "; of the " +
                     std::to_string(both) + " passing on both, " + std::to_string(changed) +
                     " changed their cycle count; geometric-mean speedup (base cycles / variant cycles) " + geo + ".");
    if (r.corpus_skipped)
      s.text.push_back(std::to_string(r.corpus_skipped) + " corpus kernels were accepted on other hardware "
                       "configurations and did not run (kernels are configuration-specific).");
    s.text.push_back("Status: the evaluation's status on the standard seed (`pass`, `mismatch`, `syntax` = does not "
                     "assemble, ...); instr. = static instructions of the program.");
    out.push_back(s);
  }
  return out;
}

}  // namespace

CodesignError::CodesignError(const std::string& step_, const std::string& file_, const std::string& message,
                             const std::string& log_path_, const std::string& log_tail)
    : std::runtime_error(compose(step_, file_, message, log_path_, log_tail)),
      step(step_), file(file_), log_path(log_path_) {}

WorkDirLock::~WorkDirLock() {
  if (fd_ >= 0) close(fd_);
}

bool WorkDirLock::acquire(const std::string& work) {
  if (fd_ < 0) fd_ = open((fs::path(work) / ".lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  return fd_ >= 0 && flock(fd_, LOCK_EX | LOCK_NB) == 0;
}

std::string tail_lines(const std::string& text, std::size_t n) { return tail_lines_impl(text, n); }

ProcessResult run_step(const std::string& step, const std::string& file, const ProcessSpec& spec, const std::string& log,
                       const std::vector<int>& accept_codes) {
  ProcessResult r = run_process(spec);
  std::string text = "$ " + spec.program;
  for (const auto& a : spec.args) text += " " + a;
  text += "\n(in " + (spec.cwd.empty() ? std::string(".") : spec.cwd) + ")\n" + r.out + r.err;
  text += "\n[" + std::string(process_status_name(r.status)) + ", exit " + std::to_string(r.exit_code) + ", " +
          seconds_text(r.wall_seconds) + "]\n";
  write_text(log, text);
  if (r.status == ProcessStatus::exited &&
      std::find(accept_codes.begin(), accept_codes.end(), r.exit_code) != accept_codes.end())
    return r;
  std::string why;
  switch (r.status) {
    case ProcessStatus::exited: why = "`" + fs::path(spec.program).filename().string() + "` failed (exit status " +
                                      std::to_string(r.exit_code) + ")"; break;
    case ProcessStatus::timed_out: why = "did not finish within " + seconds_text(spec.timeout_seconds); break;
    case ProcessStatus::spawn_failed: why = "could not start " + spec.program + ": " + r.error; break;
    default: why = "ended by " + std::string(process_status_name(r.status)); break;
  }
  throw CodesignError(step, file, why, log, tail_lines(r.out + r.err, 12));
}

std::vector<std::pair<std::string, std::string>> scratch_env() {
  return {{"KC_TASKS_DIR", ""}, {"KC_RTL_DIR", ""}, {"KC_RESULTS_DB", ""}};
}

double configure_and_build(const std::string& tree, const std::string& build, const std::vector<std::string>& cmake_args,
                           const std::vector<std::string>& targets, unsigned jobs, double timeout,
                           const std::string& logs, const std::string& label, const std::string& input,
                           const std::function<void(const std::string&)>& log, bool reconfigure) {
  const auto t0 = std::chrono::steady_clock::now();
  std::error_code ec;
  if (reconfigure || !fs::exists(fs::path(build) / "build.ninja", ec)) {
    ProcessSpec cfg;
    cfg.program = "cmake";
    cfg.args = {"-S", tree, "-B", build, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
                "-DKC_BUILD_TESTS=OFF", "-DKC_FUZZ=OFF", "-DKC_NETLIST_SIM=OFF"};
    for (const auto& a : cmake_args) cfg.args.push_back(a);
    cfg.timeout_seconds = timeout;
    if (log) log(label + ": configure (" + build + ")");
    run_step("configure", input, cfg, (fs::path(logs) / (label + "-configure.log")).string());
  }
  ProcessSpec b;
  b.program = "cmake";
  b.args = {"--build", build, "-j", std::to_string(std::max(1u, jobs)), "--target"};
  std::string names;
  for (const auto& t : targets) b.args.push_back(t), names += " " + t;
  b.timeout_seconds = timeout;
  if (log) log(label + ": build" + names);
  run_step("build", input, b, (fs::path(logs) / (label + "-build.log")).string());
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

std::string cases_manifest(const CaseSelection& sel, std::map<std::string, std::string>* kernel_names,
                           std::size_t* skipped) {
  std::string manifest = "# Written by kernelcraft " + sel.name + ": the cases the scratch builds run.\nname: " + sel.name +
                         "\ndefaults: {platform: " + sel.platform + ", hw: " + sel.hw + "}\nentries:\n";
  const auto keep_config = [&](const std::string& c) {
    return sel.configs.empty() || std::find(sel.configs.begin(), sel.configs.end(), c) != sel.configs.end();
  };
  if (sel.baselines)
    for (const auto& task : sel.tasks)
      manifest += "  - {task: " + task + ", kernel: baseline, configs: " +
                  (sel.configs.empty() ? std::string("all") : yaml_list(sel.configs)) + "}\n";
  if (!sel.corpus_dir.empty()) {
    const Corpus corpus(sel.corpus_dir);
    for (const auto& e : corpus.entries()) {
      if (e.platform != sel.platform || std::find(sel.tasks.begin(), sel.tasks.end(), e.task) == sel.tasks.end()) continue;
      if (e.hw != sel.hw && !(e.hw.empty() && sel.hw == sel.default_hw)) {
        if (skipped) ++*skipped;
        continue;
      }
      std::vector<std::string> configs;
      for (const auto& c : e.configs)
        if (keep_config(c)) configs.push_back(c);
      if (configs.empty()) continue;
      const std::string path = corpus.kernel_path(e);
      if (kernel_names) (*kernel_names)[path] = fs::path(path).filename().string();
      manifest += "  - {task: " + e.task + ", configs: " + yaml_list(configs) + ", kernel: " + yaml_quote(path) + "}\n";
    }
  }
  return manifest;
}

Spec load_spec(const std::string& source_root, const std::string& platform) {
  Spec s;
  s.path = (fs::path(source_root) / "rtl" / platform / "codesign.yaml").string();
  if (!fs::is_regular_file(s.path))
    throw CodesignError("spec", s.path, "not found: platform " + platform + " does not describe how to build a variant");
  YAML::Node n;
  try {
    n = YAML::LoadFile(s.path);
  } catch (const YAML::Exception& e) {
    throw CodesignError("spec", s.path + ":" + std::to_string(e.mark.line + 1) + ":" + std::to_string(e.mark.column + 1),
                        e.msg);
  }
  const auto where = [&](const YAML::Node& x) {
    return s.path + ":" + std::to_string(x.Mark().line + 1) + ":" + std::to_string(x.Mark().column + 1);
  };
  if (!n.IsMap()) throw CodesignError("spec", s.path, "expected a mapping");
  const auto strings = [&](const YAML::Node& x, const std::string& key) {
    if (!x.IsSequence()) throw CodesignError("spec", where(x), key + ": expected a list of strings");
    std::vector<std::string> v;
    for (const auto& e : x) {
      if (!e.IsScalar()) throw CodesignError("spec", where(e), key + ": expected a string");
      v.push_back(e.as<std::string>());
    }
    return v;
  };
  for (const auto& kv : n) {
    const std::string key = kv.first.as<std::string>();
    if (key == "isa_table" && kv.second.IsScalar()) s.isa_table = kv.second.as<std::string>();
    else if (key == "isa_list" && kv.second.IsScalar()) s.isa_list = kv.second.as<std::string>();
    else if (key == "cmake_args") s.cmake_args = strings(kv.second, key);
    else if (key == "targets") s.targets = strings(kv.second, key);
    else if (key == "area") s.area = strings(kv.second, key);
    else
      throw CodesignError("spec", where(kv.first),
                          "unknown key '" + key + "' (known: isa_table, isa_list, cmake_args, targets, area)");
  }
  if (s.isa_table.empty()) throw CodesignError("spec", s.path, "missing key isa_table");
  if (s.targets.empty()) throw CodesignError("spec", s.path, "missing key targets");
  return s;
}

std::size_t sync_tree(const std::string& from, const std::string& to, const std::vector<std::string>& keep) {
  try {
    if (!fs::is_directory(from)) throw CodesignError("copy", from, "not a directory");
    return sync_dir(from, to, std::set<std::string>(keep.begin(), keep.end()));
  } catch (const fs::filesystem_error& e) {
    throw CodesignError("copy", e.path1().string(), e.code().message() + " (copying " + from + " to " + to + ")");
  }
}

std::vector<std::string> apply_variant(const std::string& variant, const std::string& dir) {
  std::error_code ec;
  const fs::path v = fs::absolute(variant);
  if (!fs::exists(v, ec)) throw CodesignError("apply", variant, "no such file or directory");
  std::vector<std::string> touched;
  if (fs::is_directory(v)) {
    for (auto it = fs::recursive_directory_iterator(v); it != fs::recursive_directory_iterator(); ++it) {
      if (!it->is_regular_file()) continue;
      const fs::path rel = fs::relative(it->path(), v);
      const fs::path dst = fs::path(dir) / rel;
      if (fs::exists(dst, ec) && fs::is_directory(dst, ec))
        throw CodesignError("apply", it->path().string(), "the tree has a directory at " + rel.string());
      fs::create_directories(dst.parent_path());
      fs::copy_file(it->path(), dst, fs::copy_options::overwrite_existing);
      touched.push_back(rel.generic_string());
    }
    if (touched.empty()) throw CodesignError("apply", variant, "the overlay directory holds no files");
    std::sort(touched.begin(), touched.end());
    return touched;
  }
  // A patch: list its files (this also rejects what is not a patch), then apply it atomically.
  // GIT_CEILING_DIRECTORIES keeps git from taking a repository around the scratch tree for the
  // one to patch (git apply inside a repository's subdirectory skips paths outside it).
  const std::vector<std::pair<std::string, std::string>> env = {
      {"GIT_CEILING_DIRECTORIES", fs::absolute(dir).parent_path().string()}};
  ProcessSpec list{"git", {"apply", "--numstat", v.string()}, dir, env, 120};
  const ProcessResult lr = run_process(list);
  if (!lr.ok())
    throw CodesignError("apply", variant,
                        "not a patch git can read: " + (lr.err.empty() ? lr.error : tail_lines(lr.err, 6)));
  std::istringstream lines(lr.out);
  for (std::string line; std::getline(lines, line);) {
    const auto tab = line.rfind('\t');
    if (tab != std::string::npos) touched.push_back(line.substr(tab + 1));
  }
  ProcessSpec apply{"git", {"apply", "--whitespace=nowarn", v.string()}, dir, env, 120};
  const ProcessResult ar = run_process(apply);
  if (!ar.ok())
    throw CodesignError("apply", variant,
                        "does not apply to " + dir + ":\n" + tail_lines(ar.err.empty() ? ar.error : ar.err, 12));
  std::sort(touched.begin(), touched.end());
  return touched;
}

std::map<std::string, uint64_t> parse_area(const std::string& output) {
  std::map<std::string, uint64_t> out;
  static const std::regex line_re(R"(LUT (\d+), FF (\d+)[^\n]*)");
  static const std::regex depth_re(R"(logic depth: (\d+) LUT \+ (\d+) MUXF7/8 \+ (\d+) CARRY4)");
  std::smatch m;
  if (std::regex_search(output, m, depth_re)) {
    out["depth LUT"] = std::stoull(m[1].str());
    out["depth MUXF7/8"] = std::stoull(m[2].str());
    out["depth CARRY4"] = std::stoull(m[3].str());
  }
  if (!std::regex_search(output, m, line_re)) return {};
  const std::string line = m.str(0);
  static const std::regex pair_re(R"((\d+) (RAMB36|RAMB18)|\b(LUTRAM|LUT|FF|DSP48) (\d+))");
  for (auto it = std::sregex_iterator(line.begin(), line.end(), pair_re); it != std::sregex_iterator(); ++it) {
    const auto& p = *it;
    if (p[2].matched) out[p[2].str()] = std::stoull(p[1].str());
    else out[p[3].str()] = std::stoull(p[4].str());
  }
  return out;
}

std::vector<IsaChange> diff_isa(const std::string& base_table, const std::string& variant_table, const std::string& list) {
  const auto load = [&](const std::string& path, const char* side) {
    std::map<std::string, YAML::Node> by_name;
    std::vector<std::string> order;
    YAML::Node n;
    try {
      n = YAML::LoadFile(path);
    } catch (const YAML::Exception& e) {
      throw CodesignError("isa", path + ":" + std::to_string(e.mark.line + 1) + ":" + std::to_string(e.mark.column + 1),
                          std::string(side) + " ISA table: " + e.msg);
    }
    const YAML::Node l = n[list];
    if (!l || !l.IsSequence())
      throw CodesignError("isa", path, std::string(side) + " ISA table has no list '" + list + "'");
    for (auto it = l.begin(); it != l.end(); ++it) {
      const YAML::Node e = *it;
      if (!e.IsMap() || !e["name"]) continue;
      const std::string name = e["name"].as<std::string>();
      by_name[name] = e;
      order.push_back(name);
    }
    return std::make_pair(by_name, order);
  };
  const auto [base, base_order] = load(base_table, "the base");
  const auto [var, var_order] = load(variant_table, "the variant's");
  const auto describe = [](const std::string& kind, const std::string& name, const YAML::Node& e) {
    IsaChange c{kind, name, "", ""};
    if (e["summary"] && e["summary"].IsScalar()) c.summary = e["summary"].as<std::string>();
    if (e["opcode"] && e["opcode"].IsScalar()) c.opcode = e["opcode"].Scalar();
    return c;
  };
  std::vector<IsaChange> out;
  for (const auto& name : var_order) {
    const auto b = base.find(name);
    const YAML::Node& e = var.at(name);
    if (b == base.end()) out.push_back(describe("added", name, e));
    else if (YAML::Dump(b->second) != YAML::Dump(e)) out.push_back(describe("changed", name, e));
  }
  for (const auto& name : base_order)
    if (!var.count(name)) out.push_back(describe("removed", name, base.at(name)));
  return out;
}

Report run(const Options& o) {
  Report r;
  r.opts = o;
  r.started = utc_timestamp();
  char host[256] = "";
  gethostname(host, sizeof host - 1);
  r.host = host;
  const auto t0 = std::chrono::steady_clock::now();
  const Spec spec = load_spec(o.source_root, o.platform);
  for (const auto& a : spec.area) r.area_command += (r.area_command.empty() ? "" : " ") + a;

  const fs::path work = fs::absolute(o.work_dir);
  const fs::path logs = work / "logs";
  fs::create_directories(logs);
  WorkDirLock lock;
  if (!lock.acquire(work.string()))
    throw CodesignError("lock", work.string(), "another kernelcraft codesign run is using this work directory "
                                               "(wait for it, or give another --work-dir)");
  // Layout: <work>/<side>/ is the source copy, <work>/<side>/build its build (the same relative
  // paths as a checkout and its build/, so the compiler cache serves both).
  r.base.tree = (work / "base").string();
  r.variant.tree = (work / "variant").string();
  r.base.build = (work / "base" / "build").string();
  r.variant.build = (work / "variant" / "build").string();

  // The variant first (bad input fails before anything is built): a fresh staging copy with the
  // change applied, then synced into the variant tree (files the change does not touch keep their
  // time stamps from the previous run, so the build stays incremental).
  const fs::path stage = work / "stage";
  fs::remove_all(stage);
  sync_tree(o.source_root, stage.string());
  if (o.log) o.log("apply " + o.variant);
  r.touched = apply_variant(o.variant, stage.string());
  r.isa = diff_isa((fs::path(o.source_root) / spec.isa_table).string(), (stage / spec.isa_table).string(), spec.isa_list);
  if (o.log) o.log("copy " + o.source_root + " -> " + r.base.tree + ", " + r.variant.tree);
  sync_tree(stage.string(), r.variant.tree, {"build"});
  fs::remove_all(stage);
  sync_tree(o.source_root, r.base.tree, {"build"});

  // The cases: the baselines of the selected tasks and configurations, and the corpus kernels
  // accepted on this hardware configuration.
  std::map<std::string, std::string> kernel_names;   // corpus kernel path -> file name
  const std::string manifest = cases_manifest(
      {o.platform, o.hw, o.default_hw, o.tasks, o.configs, o.corpus_dir, true, "codesign"}, &kernel_names, &r.corpus_skipped);
  const fs::path manifest_path = work / "cases.yaml";
  write_text(manifest_path, manifest);

  SideRun base{"base", o.source_root, &r.base}, variant{"variant", o.variant, &r.variant};
  configure_and_build(o, spec, base, logs);
  configure_and_build(o, spec, variant, logs);
  std::map<std::string, StoredEvaluation> base_ev, var_ev;
  run_cases(o, base, manifest_path, logs, base_ev);
  run_cases(o, variant, manifest_path, logs, var_ev);
  measure_area(o, spec, base, logs);
  measure_area(o, spec, variant, logs);

  std::set<std::string> names;
  for (const auto& [n, e] : base_ev) names.insert(n);
  for (const auto& [n, e] : var_ev) names.insert(n);
  for (const auto& n : names) {
    CaseRow row;
    row.name = n;
    const StoredEvaluation& any = base_ev.count(n) ? base_ev.at(n) : var_ev.at(n);
    row.task = any.task, row.config = any.config;
    row.kernel = any.kernel_label == "baseline" ? "baseline"
                 : kernel_names.count(any.kernel_label) ? kernel_names.at(any.kernel_label)
                                                         : fs::path(any.kernel_label).filename().string();
    if (base_ev.count(n)) row.base = base_ev.at(n);
    if (var_ev.count(n)) row.variant = var_ev.at(n);
    r.cases.push_back(std::move(row));
  }
  // Task order of the selection, then configuration names, then kernel.
  const auto task_rank = [&](const std::string& t) {
    return std::size_t(std::find(o.tasks.begin(), o.tasks.end(), t) - o.tasks.begin());
  };
  std::stable_sort(r.cases.begin(), r.cases.end(), [&](const CaseRow& a, const CaseRow& b) {
    return std::make_tuple(task_rank(a.task), a.config, a.kernel != "baseline", a.kernel) <
           std::make_tuple(task_rank(b.task), b.config, b.kernel != "baseline", b.kernel);
  });
  r.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

bool variant_correct(const Report& r) {
  for (const auto& c : r.cases)
    if (c.base && c.base->status == "pass" && !(c.variant && c.variant->status == "pass")) return false;
  return true;
}

std::string markdown(const Report& r) {
  std::string s = "# ISA co-design report: `" + fs::path(r.opts.variant).filename().string() + "` on " +
                  r.opts.platform + " (`" + r.opts.hw + "`)\n";
  for (const auto& sec : sections(r)) {
    s += "\n## " + sec.title + "\n\n";
    for (const auto& t : sec.text) s += t + "\n\n";
    if (!sec.table.empty()) s += md_table(sec.table);
  }
  return s;
}

std::string html(const Report& r) {
  const std::string title =
      "ISA co-design report: " + fs::path(r.opts.variant).filename().string() + " on " + r.opts.platform + " (" + r.opts.hw + ")";
  std::string s =
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n"
      "<title>" + esc_html(title) + "</title>\n<style>\n"
      "body{font-family:system-ui,sans-serif;margin:2em;max-width:80em}table{border-collapse:collapse;margin:1em 0}\n"
      "td,th{border:1px solid #bbb;padding:.25em .6em}th{background:#eee}td.n{text-align:right;font-variant-numeric:tabular-nums}\n"
      "code{background:#f4f4f4;padding:0 .2em}\n</style></head><body>\n<h1>" + esc_html(title) + "</h1>\n";
  for (const auto& sec : sections(r)) {
    s += "<h2>" + esc_html(sec.title) + "</h2>\n";
    for (const auto& t : sec.text) {
      // `code` spans of the Markdown text become <code>.
      std::string p = esc_html(t), q;
      bool open = false;
      for (char c : p) {
        if (c == '`') q += (open = !open) ? "<code>" : "</code>";
        else q += c;
      }
      if (open) q += "</code>";
      s += "<p>" + q + "</p>\n";
    }
    if (!sec.table.empty()) s += html_table(sec.table);
  }
  return s + "</body></html>\n";
}

}  // namespace kc::codesign
