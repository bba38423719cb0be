// The task suite behind regression runs (kc/regress_suite.h).
#include "kc/regress_suite.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "kc/files.h"
#include "kc/sha256.h"

namespace kc {

namespace fs = std::filesystem;

namespace {

// Cycle limit of a baseline case when none is given: baselines are not compared with a baseline,
// so the usual 20 x baseline limit does not apply; the largest baseline needs ~2 M cycles.
constexpr uint64_t kBaselineCaseMaxCycles = 20'000'000;

bool is_rtl_source(const fs::path& p) {
  static const char* const kExt[] = {".sv", ".svh", ".v", ".vlt", ".yaml"};
  const std::string ext = p.extension().string();
  return std::any_of(std::begin(kExt), std::end(kExt), [&](const char* e) { return ext == e; });
}

// Relative paths of the RTL sources under rtl_dir/sub, sorted.
std::vector<std::string> rtl_sources(const fs::path& rtl_dir, const std::string& sub) {
  std::vector<std::string> out;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(rtl_dir / sub, ec), end; !ec && it != end; it.increment(ec))
    if (it->is_regular_file(ec) && is_rtl_source(it->path()))
      out.push_back(fs::relative(it->path(), rtl_dir, ec).generic_string());
  std::sort(out.begin(), out.end());
  return out;
}

std::string read_file(const std::string& path) {
  const BoundedText t = read_file_bounded(path, kMaxKernelBytes);
  if (t.status == ReadStatus::too_big)
    throw std::runtime_error("kernel file " + path + " has more than " + bytes_text(kMaxKernelBytes) +
                             ", the limit of a kernel");
  if (t.status != ReadStatus::ok)
    throw std::runtime_error("cannot read kernel file " + path + (t.problem.empty() ? "" : ": " + t.problem));
  return t.text;
}

}  // namespace

std::string rtl_sources_hash(const std::string& rtl_dir, const std::string& platform) {
  std::error_code ec;
  if (!fs::is_directory(fs::path(rtl_dir) / platform, ec)) return "";
  Sha256 h;
  for (const std::string& sub : {std::string("common"), platform})
    for (const auto& rel : rtl_sources(rtl_dir, sub)) {
      std::ifstream in(fs::path(rtl_dir) / rel, std::ios::binary);
      std::ostringstream bytes;
      bytes << in.rdbuf();
      const std::string content = bytes.str();
      h.update(rel);
      h.update(std::string(1, '\0') + std::to_string(content.size()) + '\0');
      h.update(content);
    }
  return h.hex();
}

std::string default_rtl_dir() {
  if (const char* env = std::getenv("KC_RTL_DIR"); env && *env) return env;
  return std::string(KC_SOURCE_DIR) + "/rtl";
}

TaskSuite::TaskSuite(std::vector<const Platform*> platforms, const std::string& tasks_dir)
    : platforms_(std::move(platforms)), tasks_(load_all_tasks(tasks_dir.empty() ? default_tasks_dir() : tasks_dir)) {
  platforms_.erase(std::remove(platforms_.begin(), platforms_.end(), nullptr), platforms_.end());
}

const Platform* TaskSuite::platform(const std::string& name) const {
  for (const Platform* p : platforms_)
    if (p->name() == name) return p;
  return nullptr;
}

const TaskSpec* TaskSuite::task(const std::string& id) const {
  for (const auto& t : tasks_)
    if (t.id == id) return &t;
  return nullptr;
}

std::string TaskSuite::rtl_hash(const std::string& platform) const {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = rtl_hashes_.find(platform);
  if (it == rtl_hashes_.end()) it = rtl_hashes_.emplace(platform, rtl_sources_hash(default_rtl_dir(), platform)).first;
  return it->second;
}

ManifestCatalog TaskSuite::catalog() const {
  ManifestCatalog c;
  c.platforms = [this] {
    std::vector<std::string> names;
    for (const Platform* p : platforms_) names.push_back(p->name());
    return names;
  };
  c.hw_configs = [this](const std::string& name) {
    const Platform* p = platform(name);
    return p ? p->built_hw_configs() : std::vector<std::string>{};
  };
  c.default_hw = [this](const std::string& name) {
    const Platform* p = platform(name);
    return p ? p->default_hw() : std::string("default");
  };
  c.tasks = [this](const std::string& name) {
    std::vector<std::string> ids;
    for (const auto& t : tasks_)
      if (t.supports(name)) ids.push_back(t.id);
    return ids;
  };
  c.task_configs = [this](const std::string& id) -> std::optional<std::vector<std::string>> {
    const TaskSpec* t = task(id);
    if (!t) return std::nullopt;
    std::vector<std::string> names;
    for (const auto& cfg : t->configs) names.push_back(cfg.name);
    return names;
  };
  return c;
}

std::string kernel_language(const Platform& platform, const std::string& path) {
  const std::string ext = std::filesystem::path(path).extension().string();
  for (const std::string& lang : platform.languages())
    if (std::filesystem::path(platform.kernel_file(lang)).extension().string() == ext) return lang;
  return platform.languages().front();
}

std::string coverage_dat_path(const std::string& dir, const std::string& case_name, uint64_t seed) {
  return (fs::path(dir) / (case_name + ".seed" + std::to_string(seed) + ".dat")).string();
}

CaseEvaluator TaskSuite::evaluator(const EvalOptions& base, const std::string& coverage_dir) const {
  return [this, base, coverage_dir](const RegressCase& c, uint64_t seed) {
    const Platform* p = platform(c.platform);
    const TaskSpec* t = task(c.task);
    const TaskConfig* cfg = t ? t->config(c.config) : nullptr;
    if (!p || !t || !cfg)
      throw std::runtime_error("case " + c.name + ": unknown " + (!p ? "platform" : !t ? "task" : "configuration"));
    CaseEvaluation out;
    EvalOptions o = base;
    if (c.baseline) {
      const auto kernel = p->baseline(instantiate(*t, *cfg, c.platform), c.hw);
      if (!kernel) throw std::runtime_error(c.platform + " has no baseline for task " + c.task);
      out.kernel_text = kernel->text;
      o.lang = kernel->lang;
    } else {
      out.kernel_text = read_file(c.kernel_path);
      o.lang = kernel_language(*p, c.kernel_path);
      o.kernel_name = std::filesystem::path(c.kernel_path).filename().string();
    }
    o.hw = c.hw;
    o.seed = seed;
    if (!coverage_dir.empty()) o.coverage_file = coverage_dat_path(coverage_dir, c.name, seed);
    o.with_baseline = base.with_baseline && !c.baseline;   // a baseline is its own reference
    if (c.baseline && o.max_cycles == 0) o.max_cycles = kBaselineCaseMaxCycles;
    out.result = evaluate(*p, *t, *cfg, out.kernel_text, o);
    if (c.baseline && out.result.passed()) {
      out.result.baseline_cycles = out.result.cycles;
      out.result.speedup = 1.0;
    }
    out.rtl_hash = rtl_hash(c.platform);
    return out;
  };
}

}  // namespace kc
