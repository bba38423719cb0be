// The corpus of accepted kernels (docs/corpus.md): kernels that passed — agent and MCP episodes'
// final kernels, hand-written kernels, examples — kept with where they came from, so that
// `kernelcraft regress --corpus DIR` re-runs them after any RTL, ISA or assembler change.
//
// A corpus is a directory with one regression manifest per platform, `<dir>/<platform>/manifest.yaml`
// (kc/manifest.h: `kernelcraft regress` reads it as it is), and the kernel texts beside it,
// `<dir>/<platform>/kernels/<task>-<sha256 prefix>.<ext>`, each distinct text stored once. An
// entry is one kernel on one task and hardware configuration with the configurations it passed
// and, under `origin`, its source (`episode`, `author`, `example`, `newcomer`, ...), a detail (the
// episode id and model, the author), its cycles per configuration when it was accepted, and when.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace kc {

struct CorpusEntry {
  std::string platform, hw, task;
  std::vector<std::string> configs;       // configurations it passed, in task order
  std::string kernel;                     // path relative to the platform's directory ("baseline" for baselines)
  std::string source;                     // episode, author, example, newcomer, baseline, ...
  std::string detail;                     // "episode 12 (openai:gpt-5.2)", "J. Doe", ...
  std::map<std::string, uint64_t> cycles; // per configuration, when accepted
  std::string added;                      // ISO-8601 UTC
};

class Corpus {
 public:
  // Loads the corpus in `dir` (an empty or missing directory is an empty corpus). Throws
  // std::runtime_error (a manifest that is not a corpus manifest) with file:line:col.
  explicit Corpus(std::string dir);

  const std::string& dir() const { return dir_; }
  const std::vector<CorpusEntry>& entries() const { return entries_; }
  // The manifest of a platform (what `regress` runs), and every platform's.
  std::string manifest_path(const std::string& platform) const;
  std::vector<std::string> manifest_paths() const;

  // Adds `text` (a kernel with file extension `ext`, e.g. "asm" or "S") for `e` (platform, hw,
  // task, configs, source, detail, cycles; kernel and added are filled in). The same text for the
  // same platform, hw and task joins the existing entry (new configurations and cycles added);
  // returns false when it added nothing new. Call save() to write.
  bool add(CorpusEntry e, const std::string& text, const std::string& ext);
  // Removes `configs` of entry `index`, and the entry when none is left.
  void drop_configs(std::size_t index, const std::vector<std::string>& configs);
  // Writes every platform's manifest (sorted by task, hw, kernel) and removes kernel files no
  // entry names. Atomic per file.
  void save();
  // The text of an entry's kernel.
  std::string kernel_text(const CorpusEntry& e) const;
  // The absolute path of an entry's kernel file.
  std::string kernel_path(const CorpusEntry& e) const;

 private:
  std::string dir_;
  std::vector<CorpusEntry> entries_;
};

}  // namespace kc
