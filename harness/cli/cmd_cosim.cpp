// kernelcraft cosim: random programs on the RTL and the functional simulator in lock-step;
// diverging programs are shrunk, located (first divergence, waveform window) and saved.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

#include "command.h"
#include "core_args.h"
#include "kc/cosim.h"

namespace kc::cli {

namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

const char kDetails[] =
    "Generates COUNT constrained-random programs from seeds SEED, SEED+1, ... (deterministic per\n"
    "seed) and runs each on the platform's Verilated RTL and on its functional simulator (ISS)\n"
    "from the same initial state; the complete end states must agree. A diverging program is\n"
    "shrunk (delta debugging: chunks of instructions dropped, operands simplified, keeping only\n"
    "legal programs that still diverge), its first divergence located (the first instruction whose\n"
    "architectural effect differs: pc, line of the saved listing, instruction, expected vs actual)\n"
    "with an FST waveform window and a GTKWave save file, and everything saved under --save DIR as\n"
    "<platform>-<hw>-seed<S>.{json,s,fst,gtkw}.\n"
    "\n"
    "--replay PATH runs saved programs (a .json file, or every .json in a directory) instead:\n"
    "the regression suite of shrunk programs. --locate FILE.json reports the first divergence of\n"
    "one saved program without shrinking. --bundle RUN_JSON does the same for a run bundle (a kernel\n"
    "as eval or regress runs it, e.g. kept with --keep), from its preloads; with --kernel FILE the\n"
    "report names the kernel's source line.\n"
    "\n"
    "exit status: 0 no program diverged, 1 some diverged (or the runner failed), 2 usage error";

int run_cosim(const Args& args);

const Command kCosim{
    "cosim",
    "random-program co-simulation of the RTL against the ISS, with shrinking",
    "--platform PLATFORM [--hw HW] [--count N] [--seed S] [-j N] [--save DIR] | --replay PATH",
    kDetails,
    {kPlatformOption,
     kHwOption,
     {"count", 0, "N", "programs to run (default 100)"},
     {"seed", 0, "S", "first seed (default 1)"},
     {"jobs", 'j', "N", "runner processes at once (default 1)"},
     {"batch", 0, "N", "programs per runner process (default 25)"},
     {"save", 0, "DIR", "where diverging programs and their reports go (default cosim-failures)"},
     {"no-shrink", 0, nullptr, "save diverging programs as generated"},
     {"window", 0, "N", "waveform cycles either side of the first divergence (default 40)"},
     {"max-failures", 0, "N", "stop shrinking after this many diverging programs (default 3)"},
     {"replay", 0, "PATH", "run saved programs (a .json file or a directory of them)"},
     {"locate", 0, "FILE", "first divergence of one saved program"},
     {"bundle", 0, "RUN_JSON", "first divergence of a run bundle's program (a kept eval/regress bundle)"},
     {"kernel", 0, "FILE", "with --bundle: the kernel source, so the report names its source line"}},
    run_cosim};

KC_REGISTER_COMMAND(kCosim);

std::string stem_for(const std::string& platform, const std::string& hw, uint64_t seed) {
  return platform + "-" + hw + "-seed" + std::to_string(seed);
}

// Locates the first divergence of `words`, writes the waveform next to `stem`, prints the
// report and returns it as JSON.
json report_divergence(const CosimSupport& cs, const std::string& hw, uint64_t seed, const std::vector<uint32_t>& words,
                       const fs::path& stem, uint64_t window) {
  CosimTrace tr;
  tr.fst = fs::absolute(stem.string() + ".fst").string();
  tr.gtkw = fs::absolute(stem.string() + ".gtkw").string();
  tr.window = window;
  const auto fd = cs.locate(hw, CosimProgram{seed, words}, tr);
  json j;
  if (!fd) {
    std::cout << "  (no divergence when located again: the runner is not deterministic?)\n";
    return j;
  }
  const std::string listing = stem.string() + ".s";
  std::cout << "  first divergence: instruction #" << fd->index << " at pc " << fd->pc << " (line " << fd->pc + 1
            << " of " << listing << "): " << fd->text << ", issued at RTL cycle " << fd->cycle << "\n";
  std::cout << "  expected (ISS) vs actual (RTL) after it: " << fd->diff;
  if (!fd->fst.empty())
    std::cout << "  waveform: " << fd->fst << " (cycles " << fd->from_cycle << ".." << fd->to_cycle
              << "), GTKWave: gtkwave " << fd->gtkw << "\n";
  j = {{"index", fd->index}, {"pc", fd->pc},     {"line", fd->pc + 1},   {"word", fd->word},
       {"text", fd->text},   {"cycle", fd->cycle}, {"diff", fd->diff},   {"fst", fd->fst},
       {"gtkw", fd->gtkw},   {"from_cycle", fd->from_cycle}, {"to_cycle", fd->to_cycle}, {"listing", listing}};
  return j;
}

bool write_text(const fs::path& p, const std::string& text) {
  std::ofstream o(p);
  o << text;
  return bool(o);
}

// Saved programs under `path` (a file, or the .json files of a directory, sorted).
std::vector<fs::path> saved_programs(const std::string& path) {
  std::vector<fs::path> out;
  if (fs::is_directory(path)) {
    for (const auto& e : fs::directory_iterator(path))
      if (e.path().extension() == ".json") out.push_back(e.path());
    std::sort(out.begin(), out.end());
  } else {
    out.push_back(path);
  }
  return out;
}

int replay(const Command& cmd, const Platform& p, const CosimSupport& cs, const Args& args, bool locate_only) {
  const std::string path = args.get(locate_only ? "locate" : "replay");
  if (!fs::exists(path)) return fail(cmd, path + ": no such file or directory");
  const auto window = uint_arg(cmd, args, "window", 40);
  if (!window) return kExitUsage;
  const fs::path out_dir = args.get("save", "cosim-failures");
  unsigned diverged = 0, total = 0;
  const std::vector<fs::path> files = saved_programs(path);
  if (files.empty()) return fail(cmd, path + ": no saved programs (*.json)");
  for (const fs::path& f : files) {
    json j;
    try {
      std::ifstream in(f);
      j = json::parse(in);
      if (j.at("platform").get<std::string>() != p.name())
        return fail(cmd, f.string() + ": a program for platform " + j.at("platform").get<std::string>());
    } catch (const std::exception& e) {
      return fail(cmd, f.string() + ": not a saved cosim program: " + e.what());
    }
    const std::string hw = j.at("hw").get<std::string>();
    const uint64_t seed = j.at("seed").get<uint64_t>();
    const auto words = j.at("words").get<std::vector<uint32_t>>();
    total++;
    const CosimVerdict v = cs.run(hw, {CosimProgram{seed, words}}).at(0);
    if (!v.legal) {
      std::cout << "ILLEGAL " << f.string() << ": the ISS ends with " << v.iss_status << "\n";
      diverged++;
      continue;
    }
    if (!v.diverged && !locate_only) {
      std::cout << "ok " << f.string() << " (" << words.size() << " instructions, " << v.cycles << " cycles)\n";
      continue;
    }
    if (!v.diverged) {
      std::cout << "no divergence: " << f.string() << "\n";
      continue;
    }
    diverged++;
    std::cout << "DIVERGED " << f.string() << " (" << hw << ", seed " << seed << ", " << words.size()
              << " instructions)\n";
    fs::create_directories(out_dir);
    const fs::path stem = out_dir / (f.stem().string() + ".replay");
    write_text(stem.string() + ".s", cs.assembly(words));
    const json fd = report_divergence(cs, hw, seed, words, stem, *window);
    write_text(stem.string() + ".json", json({{"platform", p.name()}, {"hw", hw}, {"seed", seed}, {"words", words},
                                               {"first_divergence", fd}})
                                            .dump(2) +
                                            "\n");
  }
  std::cout << "cosim " << (locate_only ? "locate" : "replay") << " " << p.name() << ": " << total << " programs, "
            << diverged << " diverged\n";
  return diverged ? kExitFail : kExitOk;
}

// The source line of each pc from the platform's assembler listing ("addr word line source" rows).
std::map<uint32_t, std::string> source_lines(const Platform& p, const std::string& kernel, const std::string& hw,
                                             std::map<uint32_t, unsigned>* line_of) {
  std::map<uint32_t, std::string> text;
  std::ifstream in(kernel);
  std::stringstream ss;
  ss << in.rdbuf();
  AssembleRequest req;
  req.text = ss.str();
  req.filename = kernel;
  req.hw = hw;
  const Assembled a = p.assemble(req);
  std::istringstream lines(a.listing);
  for (std::string l; std::getline(lines, l);) {
    std::istringstream ls(l);
    std::string addr, word;
    unsigned line = 0;
    if (!(ls >> addr >> word >> line) || addr.rfind("0x", 0) != 0) continue;
    std::string rest;
    std::getline(ls, rest);
    const uint32_t pc = uint32_t(std::stoul(addr, nullptr, 16));
    (*line_of)[pc] = line;
    text[pc] = rest.substr(std::min(rest.find_first_not_of(' '), rest.size()));
  }
  return text;
}

int locate_bundle(const Command& cmd, const Platform& p, const CosimSupport& cs, const Args& args) {
  const std::string bundle = args.get("bundle");
  if (!fs::exists(bundle)) return fail(cmd, bundle + ": no such file");
  const auto window = uint_arg(cmd, args, "window", 40);
  if (!window) return kExitUsage;
  std::string hw;
  try {
    std::ifstream in(bundle);
    hw = json::parse(in).at("config").get<std::string>();
  } catch (const std::exception& e) {
    return fail(cmd, bundle + ": not a run bundle: " + e.what());
  }
  const fs::path out_dir = args.get("save", "cosim-failures");
  fs::create_directories(out_dir);
  const fs::path stem = out_dir / ("bundle-" + fs::path(bundle).parent_path().filename().string());
  CosimProgram prog;
  prog.bundle = bundle;
  const CosimVerdict v = cs.run(hw, {prog}).at(0);
  if (!v.legal && v.iss_status != "fault" && v.iss_status != "illegal_instruction")
    return fail(cmd, bundle + ": the ISS ends with " + v.iss_status);
  if (!v.diverged) {
    std::cout << "no divergence: " << bundle << " (" << v.instructions << " instructions, ISS " << v.iss_status << ")\n";
    return kExitOk;
  }
  std::cout << "DIVERGED " << bundle << " (" << hw << ", " << v.instructions << " instructions): " << v.diff;
  write_text(stem.string() + ".s", cs.assembly(v.words));
  CosimTrace tr{fs::absolute(stem.string() + ".fst").string(), fs::absolute(stem.string() + ".gtkw").string(), *window};
  const auto fd = cs.locate(hw, prog, tr);
  if (!fd) return fail(cmd, "no divergence when located again");
  std::map<uint32_t, unsigned> line_of;
  std::map<uint32_t, std::string> src;
  if (args.has("kernel")) src = source_lines(p, args.get("kernel"), hw, &line_of);
  std::cout << "  first divergence: instruction #" << fd->index << " at pc " << fd->pc;
  if (line_of.count(fd->pc))
    std::cout << " (" << args.get("kernel") << ":" << line_of[fd->pc] << ": " << src[fd->pc] << ")";
  else
    std::cout << " (line " << fd->pc + 1 << " of " << stem.string() << ".s)";
  std::cout << ": " << fd->text << ", issued at RTL cycle " << fd->cycle << "\n";
  std::cout << "  expected (ISS) vs actual (RTL) after it: " << fd->diff;
  std::cout << "  waveform: " << fd->fst << " (cycles " << fd->from_cycle << ".." << fd->to_cycle
            << "), GTKWave: gtkwave " << fd->gtkw << "\n";
  json j = {{"bundle", bundle}, {"hw", hw}, {"index", fd->index}, {"pc", fd->pc}, {"text", fd->text},
            {"cycle", fd->cycle}, {"diff", fd->diff}, {"fst", fd->fst}, {"gtkw", fd->gtkw}};
  if (line_of.count(fd->pc)) j["source_line"] = line_of[fd->pc];
  write_text(stem.string() + ".json", j.dump(2) + "\n");
  return kExitFail;
}

int run_cosim(const Args& args) {
  const Platform* p = core_platform_arg(kCosim, args);
  if (!p) return kExitUsage;
  const CosimSupport* cs = p->cosim();
  if (!cs) return fail(kCosim, "platform " + p->name() + " has no co-simulation support");
  if (!args.positional.empty()) return usage_error(kCosim, "unexpected argument " + args.positional[0]);
  try {
    if (args.has("bundle")) return locate_bundle(kCosim, *p, *cs, args);
    if (args.has("replay") || args.has("locate")) return replay(kCosim, *p, *cs, args, args.has("locate"));

    const auto hw = core_hw_arg(kCosim, args, *p);
    if (!hw) return kExitUsage;
    const auto built = cs->hw_configs();
    if (std::find(built.begin(), built.end(), *hw) == built.end())
      return fail(kCosim, "configuration " + *hw + " is not built into the co-simulation runner");
    const auto count = uint_arg(kCosim, args, "count", 100);
    const auto seed0 = uint_arg(kCosim, args, "seed", 1);
    const auto jobs = uint_arg(kCosim, args, "jobs", 1);
    const auto batch = uint_arg(kCosim, args, "batch", 25);
    const auto window = uint_arg(kCosim, args, "window", 40);
    const auto max_failures = uint_arg(kCosim, args, "max-failures", 3);
    if (!count || !seed0 || !jobs || !batch || !window || !max_failures) return kExitUsage;
    if (*jobs == 0 || *batch == 0) return usage_error(kCosim, "--jobs and --batch must be at least 1");
    const fs::path save = args.get("save", "cosim-failures");

    // Run the seeds in batches, `jobs` runner processes at once.
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<CosimVerdict> verdicts(*count);
    std::mutex mu;
    uint64_t next = 0;
    std::string error;
    auto worker = [&] {
      for (;;) {
        uint64_t first;
        {
          std::lock_guard<std::mutex> l(mu);
          if (next >= *count || !error.empty()) return;
          first = next;
          next = std::min<uint64_t>(*count, next + *batch);
        }
        const uint64_t last = std::min<uint64_t>(*count, first + *batch);
        std::vector<CosimProgram> progs;
        for (uint64_t i = first; i < last; ++i) progs.push_back(CosimProgram{*seed0 + i, std::nullopt});
        try {
          auto v = cs->run(*hw, progs);
          std::lock_guard<std::mutex> l(mu);
          for (uint64_t i = first; i < last; ++i) verdicts[i] = std::move(v[i - first]);
        } catch (const std::exception& e) {
          std::lock_guard<std::mutex> l(mu);
          error = e.what();
        }
      }
    };
    std::vector<std::thread> pool;
    for (uint64_t t = 0; t < *jobs; ++t) pool.emplace_back(worker);
    for (auto& t : pool) t.join();
    if (!error.empty()) return fail(kCosim, error);
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

    uint64_t instructions = 0, cycles = 0;
    std::vector<const CosimVerdict*> bad;
    unsigned illegal = 0;
    for (const auto& v : verdicts) {
      instructions += v.instructions;
      cycles += v.cycles;
      if (!v.legal) illegal++;
      if (v.diverged || !v.legal) bad.push_back(&v);
    }
    char rate[64];
    std::snprintf(rate, sizeof rate, "%.1f", secs > 0 ? double(*count) / secs : 0.0);
    std::cout << "cosim " << p->name() << " " << *hw << ": " << *count << " programs (seeds " << *seed0 << ".."
              << *seed0 + *count - 1 << "), " << bad.size() - illegal << " diverged, " << illegal
              << " illegal; " << instructions << " instructions, " << cycles << " RTL cycles; " << rate
              << " programs/s with " << *jobs << " runner process(es)\n";

    // Shrink, locate and save the first few diverging programs.
    unsigned handled = 0;
    for (const CosimVerdict* v : bad) {
      if (!v->legal) {  // the generator promises legal programs: a generator bug, shown as such
        std::cout << "ILLEGAL seed " << v->seed << ": the ISS ends with " << v->iss_status << "\n";
        continue;
      }
      if (handled++ >= *max_failures) {
        std::cout << "DIVERGED seed " << v->seed << " (not shrunk: --max-failures)\n";
        continue;
      }
      std::cout << "DIVERGED seed " << v->seed << " (" << p->name() << " " << *hw << ", " << v->words.size()
                << " instructions): " << v->diff;
      std::vector<uint32_t> words = v->words;
      ShrinkResult sr;
      if (!args.has("no-shrink")) {
        sr = shrink_program(*cs, *hw, v->seed, v->words, nullptr);
        words = sr.words;
        std::cout << "  shrunk from " << v->words.size() << " to " << words.size() << " instructions (" << sr.rounds
                  << " runner calls, " << sr.candidates << " candidates)\n";
      }
      fs::create_directories(save);
      const fs::path stem = save / stem_for(p->name(), *hw, v->seed);
      write_text(stem.string() + ".s", cs->assembly(words));
      const json fd = report_divergence(*cs, *hw, v->seed, words, stem, *window);
      json j = {{"platform", p->name()},
                {"hw", *hw},
                {"seed", v->seed},
                {"words", words},
                {"generated_instructions", v->words.size()},
                {"shrunk", !args.has("no-shrink")},
                {"first_divergence", fd}};
      write_text(stem.string() + ".json", j.dump(2) + "\n");
      std::cout << "  saved: " << stem.string() << ".json (replay: kernelcraft cosim --platform " << p->name()
                << " --replay " << stem.string() << ".json)\n";
    }
    return bad.empty() ? kExitOk : kExitFail;
  } catch (const std::exception& e) {
    return fail(kCosim, e.what());
  }
}

}  // namespace

}  // namespace kc::cli
