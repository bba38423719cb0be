// The corpus of accepted kernels (kc/corpus.h).
#include "kc/corpus.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>
#include <tuple>

#include "kc/files.h"
#include "kc/results_db.h"
#include "kc/sha256.h"

namespace kc {

namespace fs = std::filesystem;

namespace {

std::string where(const std::string& file, const YAML::Node& n) {
  const YAML::Mark m = n.Mark();
  return file + ":" + std::to_string(m.line + 1) + ":" + std::to_string(m.column + 1);
}

std::string scalar(const std::string& file, const YAML::Node& n, const char* key) {
  const YAML::Node v = n[key];
  if (!v || !v.IsScalar()) throw std::runtime_error(where(file, n) + ": error: corpus entry needs `" + key + "`");
  return v.as<std::string>();
}

}  // namespace

Corpus::Corpus(std::string dir) : dir_(std::move(dir)) {
  std::error_code ec;
  if (!fs::is_directory(dir_, ec)) return;
  std::vector<fs::path> manifests;
  for (const auto& d : fs::directory_iterator(dir_, ec))
    if (d.is_directory() && fs::exists(d.path() / "manifest.yaml")) manifests.push_back(d.path() / "manifest.yaml");
  std::sort(manifests.begin(), manifests.end());
  for (const auto& m : manifests) {
    const std::string file = m.string();
    YAML::Node root;
    try {
      root = YAML::LoadFile(file);
    } catch (const YAML::Exception& e) {
      throw std::runtime_error(file + ":" + std::to_string(e.mark.line + 1) + ":" + std::to_string(e.mark.column + 1) +
                               ": error: " + e.msg);
    }
    const YAML::Node entries = root.IsMap() ? root["entries"] : root;
    if (!entries || !entries.IsSequence())
      throw std::runtime_error(file + ": error: a corpus manifest is a list of entries (or has `entries:`)");
    for (const YAML::Node& n : entries) {
      CorpusEntry e;
      e.platform = scalar(file, n, "platform");
      e.task = scalar(file, n, "task");
      e.kernel = scalar(file, n, "kernel");
      e.hw = n["hw"] && n["hw"].IsScalar() ? n["hw"].as<std::string>() : "";
      if (!n["configs"] || !n["configs"].IsSequence())
        throw std::runtime_error(where(file, n) + ": error: corpus entry needs `configs` as a list");
      e.configs = n["configs"].as<std::vector<std::string>>();
      if (const YAML::Node o = n["origin"]; o && o.IsMap()) {
        if (o["source"]) e.source = o["source"].as<std::string>();
        if (o["detail"]) e.detail = o["detail"].as<std::string>();
        if (o["added"]) e.added = o["added"].as<std::string>();
        if (o["cycles"] && o["cycles"].IsMap())
          for (const auto& kv : o["cycles"]) e.cycles[kv.first.as<std::string>()] = kv.second.as<uint64_t>();
      }
      entries_.push_back(std::move(e));
    }
  }
}

std::string Corpus::manifest_path(const std::string& platform) const {
  return (fs::path(dir_) / platform / "manifest.yaml").string();
}

std::vector<std::string> Corpus::manifest_paths() const {
  std::set<std::string> platforms;
  for (const auto& e : entries_) platforms.insert(e.platform);
  std::vector<std::string> out;
  for (const auto& p : platforms) out.push_back(manifest_path(p));
  return out;
}

std::string Corpus::kernel_path(const CorpusEntry& e) const {
  return (fs::path(dir_) / e.platform / e.kernel).string();
}

std::string Corpus::kernel_text(const CorpusEntry& e) const {
  std::ifstream in(kernel_path(e), std::ios::binary);
  if (!in) throw std::runtime_error("corpus kernel " + kernel_path(e) + " is missing");
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

bool Corpus::add(CorpusEntry e, const std::string& text, const std::string& ext) {
  e.kernel = "kernels/" + e.task + "-" + sha256_hex(text).substr(0, 16) + "." + ext;
  for (auto& have : entries_) {
    if (have.platform != e.platform || have.hw != e.hw || have.task != e.task || have.kernel != e.kernel) continue;
    bool added = false;
    for (const auto& c : e.configs)
      if (std::find(have.configs.begin(), have.configs.end(), c) == have.configs.end()) {
        have.configs.push_back(c);
        added = true;
      }
    for (const auto& [c, n] : e.cycles)
      if (!have.cycles.count(c)) have.cycles[c] = n;
    return added;
  }
  const fs::path file = fs::path(dir_) / e.platform / e.kernel;
  std::error_code ec;
  fs::create_directories(file.parent_path(), ec);
  if (!fs::exists(file, ec)) write_file_atomic(file.string(), text);
  if (e.added.empty()) e.added = utc_timestamp();
  entries_.push_back(std::move(e));
  return true;
}

void Corpus::drop_configs(std::size_t index, const std::vector<std::string>& configs) {
  CorpusEntry& e = entries_.at(index);
  for (const auto& c : configs) {
    e.configs.erase(std::remove(e.configs.begin(), e.configs.end(), c), e.configs.end());
    e.cycles.erase(c);
  }
  if (e.configs.empty()) entries_.erase(entries_.begin() + std::ptrdiff_t(index));
}

void Corpus::save() {
  std::map<std::string, std::vector<const CorpusEntry*>> by_platform;
  for (const auto& e : entries_) by_platform[e.platform].push_back(&e);
  std::error_code ec;
  // Platforms whose entries are all gone keep an empty manifest (the directory says it existed).
  for (const auto& d : fs::directory_iterator(dir_, ec))
    if (d.is_directory() && fs::exists(d.path() / "manifest.yaml")) by_platform[d.path().filename().string()];
  for (auto& [platform, list] : by_platform) {
    std::sort(list.begin(), list.end(), [](const CorpusEntry* a, const CorpusEntry* b) {
      return std::tie(a->task, a->hw, a->kernel) < std::tie(b->task, b->hw, b->kernel);
    });
    YAML::Emitter y;
    y << YAML::BeginMap << YAML::Key << "name" << YAML::Value << "corpus-" + platform << YAML::Key << "entries"
      << YAML::Value << YAML::BeginSeq;
    std::set<std::string> kept;
    for (const CorpusEntry* e : list) {
      kept.insert(fs::path(e->kernel).filename().string());
      y << YAML::BeginMap << YAML::Key << "platform" << YAML::Value << e->platform;
      if (!e->hw.empty()) y << YAML::Key << "hw" << YAML::Value << e->hw;
      y << YAML::Key << "task" << YAML::Value << e->task << YAML::Key << "configs" << YAML::Value << YAML::Flow
        << e->configs << YAML::Key << "kernel" << YAML::Value << e->kernel;
      y << YAML::Key << "origin" << YAML::Value << YAML::BeginMap;
      if (!e->source.empty()) y << YAML::Key << "source" << YAML::Value << e->source;
      if (!e->detail.empty()) y << YAML::Key << "detail" << YAML::Value << e->detail;
      if (!e->cycles.empty()) {
        y << YAML::Key << "cycles" << YAML::Value << YAML::Flow << YAML::BeginMap;
        for (const auto& [c, n] : e->cycles) y << YAML::Key << c << YAML::Value << n;
        y << YAML::EndMap;
      }
      if (!e->added.empty()) y << YAML::Key << "added" << YAML::Value << e->added;
      y << YAML::EndMap << YAML::EndMap;
    }
    y << YAML::EndSeq << YAML::EndMap;
    const fs::path pdir = fs::path(dir_) / platform;
    fs::create_directories(pdir, ec);
    write_file_atomic((pdir / "manifest.yaml").string(),
                      "# The corpus of accepted kernels of " + platform +
                          " (written by kernelcraft corpus; docs/corpus.md).\n# Run it: kernelcraft regress <this file>; "
                          "every platform's part: kernelcraft regress --corpus <the directory above this one>\n" + std::string(y.c_str()) + "\n");
    for (const auto& k : fs::directory_iterator(pdir / "kernels", ec))
      if (k.is_regular_file() && !kept.count(k.path().filename().string())) fs::remove(k.path(), ec);
  }
}

}  // namespace kc
