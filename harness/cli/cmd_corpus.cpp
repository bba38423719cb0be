// kernelcraft corpus: the corpus of accepted kernels (kc/corpus.h, docs/corpus.md) — add kernels
// that pass (a file, or the successful episodes of a results database), list them, prune those
// that no longer pass.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "command.h"
#include "core_args.h"
#include "kc/corpus.h"
#include "kc/evaluate.h"
#include "kc/report.h"
#include "kc/results_db.h"

namespace kc::cli {

namespace {

namespace fs = std::filesystem;

const char kDetails[] =
    "  corpus add KERNEL --platform P --task T --config C1,C2|all [--hw HW] [--source S] [--detail D]\n"
    "      evaluates KERNEL on each configuration (and on a fresh seed, the success rule) and adds it\n"
    "      for the configurations it passes, with their cycles; nothing is added when none passes.\n"
    "  corpus add --from-db DB --success [--run ID]\n"
    "      adds the final kernel of every successful episode (it passed on a fresh seed), with the\n"
    "      episode id and model as its origin.\n"
    "  corpus list [--platform P]\n"
    "  corpus prune [--dry-run]\n"
    "      evaluates every entry again and drops the configurations it no longer passes (an entry\n"
    "      with none left goes, and its kernel file with it).\n"
    "\n"
    "The corpus is a directory (--corpus DIR, default corpus/ of the source tree) holding one\n"
    "regression manifest per platform with the kernels beside it, each distinct text stored once;\n"
    "`kernelcraft regress --corpus DIR` runs it against the stored references.\n"
    "\n"
    "exit status: 0 done, 1 nothing passed / an evaluation or a file failed, 2 usage error";

int run_corpus(const Args& args);

const Command kCorpus{
    "corpus",
    "the corpus of accepted kernels: add, list, prune",
    "add|list|prune [KERNEL] [options]",
    kDetails,
    {{"corpus", 0, "DIR", "the corpus directory (default: corpus/ of the source tree)"},
     kPlatformOption,
     {"task", 0, "TASK", "add: the task id"},
     {"config", 0, "CONFIGS", "add: configurations, comma-separated, or all"},
     kHwOption,
     {"source", 0, "SOURCE", "add: where the kernel came from (author, example, newcomer, ...; default author)"},
     {"detail", 0, "TEXT", "add: who or what exactly (a name, an episode)"},
     {"from-db", 0, "DB", "add: the successful episodes of this results database"},
     {"success", 0, nullptr, "add --from-db: the final kernels of successful episodes (required)"},
     {"run", 0, "ID", "add --from-db: only this run's episodes"},
     {"dry-run", 0, nullptr, "prune: report, change nothing"}},
    run_corpus};

KC_REGISTER_COMMAND(kCorpus);

std::string default_corpus_dir() { return std::string(KC_SOURCE_DIR) + "/corpus"; }

std::string extension_of(const Platform& p) {
  const std::string f = p.kernel_file(p.languages().front());
  const auto dot = f.rfind('.');
  return dot == std::string::npos ? "txt" : f.substr(dot + 1);
}

// Evaluates `text` on `cfg` (with the fresh-seed check); the cycles when it passes.
std::optional<uint64_t> passes(const Platform& p, const TaskSpec& t, const TaskConfig& cfg, const std::string& hw,
                               const std::string& text, std::string* why) {
  EvalOptions o;
  o.hw = hw;
  o.fresh_seed_check = true;   // the cycle limit is the usual one: 20 x the baseline's, at least 1,000,000
  const EvalResult r = evaluate(p, t, cfg, text, o);
  if (r.passed()) return r.cycles;
  *why = std::string(eval_status_name(r.status)) + ": " + r.message.substr(0, 200);
  return std::nullopt;
}

int add_file(const Args& args, Corpus& corpus) {
  if (args.positional.size() != 2) return usage_error(kCorpus, "corpus add takes one KERNEL file (or --from-db DB --success)");
  const Platform* p = core_platform_arg(kCorpus, args);
  if (!p) return kExitUsage;
  const auto hw = core_hw_arg(kCorpus, args, *p);
  if (!hw) return kExitUsage;
  if (!args.has("task")) return usage_error(kCorpus, "missing --task TASK");
  if (!args.has("config")) return usage_error(kCorpus, "missing --config CONFIGS (or all)");
  int code = kExitOk;
  const auto task = load_task_arg(kCorpus, args.get("task"), &code);
  if (!task) return code;
  std::ifstream in(args.positional[1], std::ios::binary);
  if (!in) return fail(kCorpus, "cannot read " + args.positional[1]);
  std::ostringstream text;
  text << in.rdbuf();
  if (text.str().size() > kMaxKernelBytes) return fail(kCorpus, args.positional[1] + " has more than 1 MiB");
  std::vector<std::string> configs = split_list(args.get("config"));
  if (configs == std::vector<std::string>{"all"}) {
    configs.clear();
    for (const auto& c : task->configs) configs.push_back(c.name);
  }
  CorpusEntry e;
  e.platform = p->name();
  e.hw = *hw == p->default_hw() ? "" : *hw;
  e.task = task->id;
  e.source = args.get("source", "author");
  e.detail = args.get("detail");
  for (const auto& name : configs) {
    const TaskConfig* cfg = task->config(name);
    if (!cfg) return usage_error(kCorpus, "task " + task->id + " has no configuration '" + name + "'");
    std::string why;
    if (const auto cycles = passes(*p, *task, *cfg, *hw, text.str(), &why)) {
      e.configs.push_back(name);
      e.cycles[name] = *cycles;
      std::cout << task->id << " " << name << ": pass, " << *cycles << " cycles\n";
    } else {
      std::cout << task->id << " " << name << ": not added (" << why << ")\n";
    }
  }
  if (e.configs.empty()) return fail(kCorpus, "the kernel passes none of the configurations; nothing added");
  const bool added = corpus.add(e, text.str(), extension_of(*p));
  corpus.save();
  std::cout << (added ? "added to " : "already in ") << corpus.manifest_path(p->name()) << "\n";
  return kExitOk;
}

int add_from_db(const Args& args, Corpus& corpus) {
  if (!args.has("success")) return usage_error(kCorpus, "--from-db adds the final kernels of successful episodes: give --success");
  ResultsDb db(args.get("from-db"), ResultsDb::Mode::existing);
  EpisodeFilter f;
  if (args.has("run")) {
    const auto run = uint_arg(kCorpus, args, "run", 0);
    if (!run) return kExitUsage;
    f.run_id = int64_t(*run);
  }
  std::size_t added = 0, seen = 0;
  for (const auto& ep : db.episodes(f)) {
    if (ep.status != "done" || !ep.success || !*ep.success || ep.final_kernel_hash.empty()) continue;
    const Platform* p = find_platform(ep.platform);
    const auto text = db.kernel_text(ep.final_kernel_hash);
    if (!p || !text) continue;
    ++seen;
    CorpusEntry e;
    e.platform = ep.platform;
    e.hw = ep.hw == p->default_hw() ? "" : ep.hw;
    e.task = ep.task;
    e.configs = {ep.config};
    e.source = "episode";
    e.detail = "episode " + std::to_string(ep.id) + " (" + ep.model + ")";
    if (ep.fresh_cycles) e.cycles[ep.config] = uint64_t(*ep.fresh_cycles);
    added += corpus.add(e, *text, extension_of(*p));
  }
  corpus.save();
  std::cout << seen << " successful episodes, " << added << " new corpus entries or configurations\n";
  return kExitOk;
}

int list(const Args& args, const Corpus& corpus) {
  ReportTable t;
  t.columns = {{"platform", "platform"}, {"hw", "hw"}, {"task", "task"}, {"configs", "configs"},
               {"source", "source"}, {"detail", "detail"}, {"kernel", "kernel"}};
  for (const auto& e : corpus.entries()) {
    if (args.has("platform") && e.platform != args.get("platform")) continue;
    std::string configs;
    for (const auto& c : e.configs) configs += (configs.empty() ? "" : ",") + c;
    t.rows.push_back({e.platform, e.hw.empty() ? "(default)" : e.hw, e.task, configs, e.source, e.detail, e.kernel});
  }
  std::cout << render_text_table(t) << t.rows.size() << " entries in " << corpus.dir() << "\n";
  return kExitOk;
}

int prune(const Args& args, Corpus& corpus) {
  const bool dry = args.has("dry-run");
  std::size_t dropped = 0;
  for (std::size_t i = corpus.entries().size(); i-- > 0;) {
    const CorpusEntry e = corpus.entries()[i];
    const Platform* p = find_platform(e.platform);
    int code = kExitOk;
    const auto task = p ? load_task_arg(kCorpus, e.task, &code) : std::nullopt;
    std::vector<std::string> gone;
    for (const auto& c : e.configs) {
      const TaskConfig* cfg = task ? task->config(c) : nullptr;
      std::string why = !p ? "no platform " + e.platform : !task ? "no task " + e.task : "no configuration " + c;
      if (cfg && passes(*p, *task, *cfg, e.hw.empty() ? p->default_hw() : e.hw, corpus.kernel_text(e), &why)) continue;
      gone.push_back(c);
      std::cout << e.platform << " " << e.task << " " << c << " " << e.kernel << ": " << why << "\n";
    }
    dropped += gone.size();
    if (!gone.empty() && !dry) corpus.drop_configs(i, gone);
  }
  if (!dry) corpus.save();
  std::cout << dropped << " configurations " << (dry ? "would be " : "") << "dropped\n";
  return kExitOk;
}

int run_corpus(const Args& args) {
  if (args.positional.empty()) return usage_error(kCorpus, "expected add, list or prune");
  const std::string what = args.positional[0];
  try {
    Corpus corpus(fs::absolute(args.get("corpus", default_corpus_dir())).lexically_normal().string());
    if (what == "add") return args.has("from-db") ? add_from_db(args, corpus) : add_file(args, corpus);
    if (args.positional.size() > 1) return usage_error(kCorpus, "unexpected argument '" + args.positional[1] + "'");
    if (what == "list") return list(args, corpus);
    if (what == "prune") return prune(args, corpus);
    return usage_error(kCorpus, "unknown corpus command '" + what + "' (add, list or prune)");
  } catch (const std::exception& e) {
    return fail(kCorpus, e.what());
  }
}

}  // namespace

}  // namespace kc::cli
