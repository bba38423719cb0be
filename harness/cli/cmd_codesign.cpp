// kernelcraft codesign: build a variant of a platform's ISA table and RTL beside the unchanged
// tree, run the baselines and the corpus on both, and report cycles, instruction counts,
// correctness and area before and after (kc/codesign.h, docs/codesign.md).
#include <csignal>
#include <filesystem>
#include <iostream>

#include "command.h"
#include "core_args.h"
#include "io.h"
#include "kc/codesign.h"
#include "kc/regress_suite.h"

namespace kc::cli {

namespace {

namespace fs = std::filesystem;

const char kDetails[] =
    "VARIANT is a change to the platform's ISA table and RTL (and whatever else it needs: the\n"
    "functional model, the assembler's docs, the template compiler): a patch in git format (git\n"
    "diff, git format-patch; paths a/... b/... from the source root) or an overlay directory whose\n"
    "files replace or add files at the same relative paths. The checkout is never modified: the\n"
    "source tree is copied twice under --work-dir, the variant applied to one copy, and each copy\n"
    "configured and built with only the programs and the simulator of --hw (what the platform's\n"
    "rtl/<platform>/codesign.yaml names). Then both run the baselines of --tasks on --configs and\n"
    "the corpus kernels accepted on --hw (those that no longer assemble show as `syntax`), and the\n"
    "platform's area command (Yosys) measures both RTLs, each in its own time box.\n"
    "\n"
    "The report (Markdown, or HTML when -o ends in .html) gives the ISA changes, the area before\n"
    "and after, and per case the status, cycles and static instructions before and after. The work\n"
    "directory is kept: a second run rebuilds only what changed.\n"
    "\n"
    "Errors name the file and the step: the variant that does not apply, the step (configure,\n"
    "build, run) that failed with the end of its log and the log's path.\n"
    "\n"
    "exit status: 0 report written and every case that passes on the base passes on the variant,\n"
    "1 a case broke on the variant (the report is still written) or an input or step failed,\n"
    "2 usage error";

int run_codesign(const Args& args);

const Command kCodesign{
    "codesign",
    "build a variant of a platform's ISA and RTL; report cycles, instructions and area before/after",
    "--platform PLATFORM --variant PATCH|DIR [--hw HW] [--tasks T1,T2] [-o report.md|report.html]",
    kDetails,
    {kPlatformOption,
     {"variant", 0, "PATCH|DIR", "the change: a git-format patch file or an overlay directory"},
     kHwOption,
     {"tasks", 0, "LIST", "task ids, comma-separated (default: every task of the platform)"},
     {"configs", 0, "LIST", "task configurations, comma-separated (default: all of each task)"},
     {"corpus", 0, "DIR", "corpus of accepted kernels (default: corpus/ of the source tree)"},
     {"no-corpus", 0, nullptr, "run the baselines only"},
     {"no-area", 0, nullptr, "skip the area measurement"},
     {"area-timeout", 0, "SEC", "time box of each area run (default 1800)"},
     {"build-timeout", 0, "SEC", "time limit of each configure and build (default 3600)"},
     {"jobs", 'j', "N", "build jobs and simulators at once (default 2)"},
     {"work-dir", 0, "DIR", "scratch trees and builds (default: codesign/<variant>-<hw> in the build tree)"},
     {"output", 'o', "FILE", "write the report to FILE (.html: HTML; otherwise Markdown; default stdout)"}},
    run_codesign};

KC_REGISTER_COMMAND(kCodesign);

int run_codesign(const Args& args) {
  if (!args.positional.empty()) return usage_error(kCodesign, "unexpected argument '" + args.positional[0] + "'");
  const Platform* p = core_platform_arg(kCodesign, args);
  if (!p) return kExitUsage;
  if (!args.has("variant") || args.get("variant").empty()) return usage_error(kCodesign, "--variant PATCH|DIR is required");
  const auto hw = core_hw_arg(kCodesign, args, *p);
  if (!hw) return kExitUsage;
  if (args.has("no-corpus") && args.has("corpus")) return usage_error(kCodesign, "--corpus and --no-corpus exclude each other");
  const auto area_timeout = uint_arg(kCodesign, args, "area-timeout", 1800);
  const auto build_timeout = uint_arg(kCodesign, args, "build-timeout", 3600);
  const auto jobs = uint_arg(kCodesign, args, "jobs", 2);
  if (!area_timeout || !build_timeout || !jobs) return kExitUsage;
  if (*jobs == 0 || *area_timeout == 0 || *build_timeout == 0)
    return usage_error(kCodesign, "--jobs, --area-timeout and --build-timeout need a positive number");

  codesign::Options o;
  o.platform = p->name();
  o.hw = *hw;
  o.default_hw = p->default_hw();
  o.variant = args.get("variant");
  o.area = !args.has("no-area");
  o.area_timeout = double(*area_timeout);
  o.build_timeout = double(*build_timeout);
  o.jobs = unsigned(*jobs);
  o.source_root = KC_SOURCE_DIR;
  o.corpus_dir = args.has("no-corpus") ? "" : fs::absolute(args.get("corpus", o.source_root + "/corpus")).string();
  const std::string stem = fs::path(o.variant).lexically_normal().filename().string().empty()
                               ? fs::path(o.variant).lexically_normal().parent_path().filename().string()
                               : fs::path(o.variant).lexically_normal().filename().string();
  o.work_dir = fs::absolute(args.get("work-dir", std::string(KC_CODESIGN_WORK_DIR) + "/" + fs::path(stem).stem().string() +
                                                      "-" + o.hw)).string();
  o.command = command_line(kCodesign, args);
  o.log = [](const std::string& line) { std::cerr << "codesign: " << line << std::endl; };

  // The tasks and configurations, checked against the task suite before anything is built.
  try {
    const std::string bad = select_tasks(args, o.platform, &o.tasks, &o.configs);
    if (!bad.empty()) return usage_error(kCodesign, bad);
  } catch (const std::exception& e) {
    return fail(kCodesign, e.what());
  }

  const std::string out = args.get("output", "-");
  const bool as_html = fs::path(out).extension() == ".html";
  try {
    const codesign::Report r = codesign::run(o);
    std::string error;
    if (!write_output(out, as_html ? codesign::html(r) : codesign::markdown(r), &error)) return fail(kCodesign, error);
    if (out != "-") std::cerr << "codesign: report written to " << out << "\n";
    if (!codesign::variant_correct(r)) {
      std::cerr << "codesign: a case that passes on the base does not pass on the variant (see the report)\n";
      return kExitFail;
    }
    return kExitOk;
  } catch (const codesign::CodesignError& e) {
    return fail(kCodesign, e.what());
  } catch (const std::exception& e) {
    return fail(kCodesign, e.what());
  }
}

}  // namespace

}  // namespace kc::cli
