// The agent tools under hostile input (issue 18 items 1 and 4): patterns that take a backtracking
// regex engine exponential time, a tool call that would run for hours (its wall-clock limit) or is
// interrupted, symbolic links planted in the workspace, kernel files that are not kernels.
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <thread>

#include "hostile_util.h"
#include "kc/agent_tools.h"
#include "kc/files.h"
#include "test_support.h"
#include "tools_test_util.h"

using namespace kc;
using namespace kc::agent;
using namespace kc::toolstest;
using kc::hostile::report_figure;
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

// A kernel that never ends (nested loops of a million each): only a limit stops it.
const char kEndlessKernel[] =
    "C_LOOP_START gp1, 1000000\n"
    "  C_LOOP_START gp2, 1000000\n"
    "    S_ADDI_INT gp3, gp3, 1\n"
    "  C_LOOP_END gp2\n"
    "C_LOOP_END gp1\n";

}  // namespace

TEST_CASE("hostile.tools.grep_pathological_regex") {
  // Patterns on which std::regex (backtracking) never returns on the ISA reference. RE2 answers
  // each in linear time; the table lists the pattern and whether it is a valid expression.
  ToolBox box(plena_platform(), relu_task(), relu_c1(), tool_options("grep_pathological"));
  const struct {
    const char* pattern;
    bool regex;
  } kCases[] = {
      {R"((\w+\s?)*$)", true},
      {R"((.*)*(.*)*(.*)*Z)", true},
      {R"((a|aa)*b)", true},
      {R"(((((((((((x*)*)*)*)*)*)*)*)*)*)*y)", true},
      {R"((\w+)\1)", false},          // a backreference: RE2 has none, searched literally
      {R"((?=V_)V)", false},          // lookahead: likewise
  };
  for (const auto& c : kCases) {
    INFO(c.pattern);
    const auto t0 = Clock::now();
    const ToolResult r = box.call("grep_docs", {{"pattern", c.pattern}, {"max_sections", 10}});
    const double s = since(t0);
    report_figure(std::string("grep_docs '") + c.pattern + "' seconds", std::to_string(s));
    CHECK(s < 5);
    CHECK_FALSE(r.is_error);
    CHECK(r.data["regex"] == c.regex);
    if (!c.regex) CHECK(testsupport::contains(r.text, "searched for it literally"));
  }
  // A pattern longer than the limit is refused with the limit named.
  const ToolResult big = box.call("grep_docs", {{"pattern", std::string(kGrepMaxPatternBytes + 1, 'a')}});
  CHECK(big.is_error);
  CHECK(testsupport::contains(big.text, "the limit is " + std::to_string(kGrepMaxPatternBytes)));
}

TEST_CASE("hostile.tools.time_limit") {
  // run_evaluation of a kernel that never ends, under a cycle limit of two billion (the simulator's
  // own limit would be 11 hours): the tool call's wall-clock limit stops it.
  KC_REQUIRE_SIMULATOR();
  ToolBoxOptions o = tool_options("time_limit");
  o.time_limit_seconds = 3;
  o.eval.max_cycles = 2'000'000'000;
  o.eval.with_baseline = false;
  ToolBox box(plena_platform(), relu_task(), relu_c1(), o);
  REQUIRE_FALSE(box.call("write_code", {{"code", kEndlessKernel}}).is_error);
  const auto t0 = Clock::now();
  const ToolResult r = box.call("run_evaluation", nlohmann::json::object());
  const double s = since(t0);
  report_figure("run_evaluation stopped at a 3 s tool limit after (s)", std::to_string(s));
  INFO(r.text);
  CHECK(s < 8);
  CHECK(r.is_error);
  CHECK(r.data["stopped"] == "time_limit");
  CHECK(testsupport::contains(r.text, "run_evaluation: stopped before it finished: it reached the wall-clock limit of a tool call (3 s)"));
  CHECK_FALSE(box.last_evaluation());   // nothing recorded as its outcome
  CHECK(box.evaluations() == 0);
  // The box still works: a quick tool answers normally.
  CHECK_FALSE(box.call("check_syntax", nlohmann::json::object()).is_error);
}

TEST_CASE("hostile.tools.interrupted") {
  // A cancel flag set from another thread (a signal handler, an MCP client gone) stops a running
  // evaluation at once.
  KC_REQUIRE_SIMULATOR();
  std::atomic<bool> cancel{false};
  ToolBoxOptions o = tool_options("interrupted");
  o.cancel = &cancel;
  o.eval.max_cycles = 2'000'000'000;
  o.eval.with_baseline = false;
  ToolBox box(plena_platform(), relu_task(), relu_c1(), o);
  REQUIRE_FALSE(box.call("write_code", {{"code", kEndlessKernel}}).is_error);
  std::thread later([&] {
    std::this_thread::sleep_for(std::chrono::seconds(1));
    cancel = true;
  });
  const auto t0 = Clock::now();
  const ToolResult r = box.call("run_evaluation", nlohmann::json::object());
  later.join();
  const double s = since(t0);
  INFO(r.text);
  CHECK(s < 4);
  CHECK(r.is_error);
  CHECK(r.data["stopped"] == "interrupted");
  CHECK(testsupport::contains(r.text, "it was interrupted"));
}

TEST_CASE("hostile.tools.symlink_at_temporary_name") {
  // write_code used to write PATH.tmp.<pid>, a name anyone can plant a link at: the link's
  // target got the kernel. Every name a pid could give is planted here; none may be followed.
  ToolBoxOptions o = tool_options("symlink_tmp");
  const std::string outside = test_dir("symlink_tmp_outside") + "/outside.txt";
  testsupport::write_file(outside, "precious\n");
  ToolBox box(plena_platform(), relu_task(), relu_c1(), o);
  const std::string kernel = box.kernel_path();
  REQUIRE(::symlink(outside.c_str(), (kernel + ".tmp." + std::to_string(::getpid())).c_str()) == 0);
  for (const char* suffix : {".tmp", ".tmp.0", ".tmp.1"}) REQUIRE(::symlink(outside.c_str(), (kernel + suffix).c_str()) == 0);
  const ToolResult w = box.call("write_code", {{"code", "S_ADDI_INT gp1, gp0, 1\n"}});
  INFO(w.text);
  CHECK_FALSE(w.is_error);
  CHECK(testsupport::read_file(outside) == "precious\n");
  CHECK(testsupport::read_file(kernel) == "S_ADDI_INT gp1, gp0, 1\n");
  struct stat st {};
  REQUIRE(::lstat(kernel.c_str(), &st) == 0);
  CHECK(S_ISREG(st.st_mode));
  // No temporary file is left next to the kernel (only the planted links).
  std::size_t regular = 0;
  for (const auto& e : fs::directory_iterator(fs::path(kernel).parent_path())) regular += e.is_regular_file() && !e.is_symlink();
  CHECK(regular == 1);
}

TEST_CASE("hostile.tools.kernel_file_is_a_link") {
  // A kernel.asm that is a symbolic link to a file outside the workspace (/etc/passwd in the
  // report): the tools refuse it; its text reaches no result, transcript or database.
  ToolBoxOptions o = tool_options("kernel_link");
  const std::string secret = test_dir("kernel_link_outside") + "/secret.txt";
  testsupport::write_file(secret, "root:x:0:0:secret line\n");
  ToolBox box(plena_platform(), relu_task(), relu_c1(), o);
  REQUIRE(::symlink(secret.c_str(), box.kernel_path().c_str()) == 0);
  for (const char* tool : {"check_syntax", "run_evaluation", "get_inst_size"}) {
    INFO(tool);
    const ToolResult r = box.call(tool, nlohmann::json::object());
    CHECK(r.is_error);
    CHECK(testsupport::contains(r.text, "it is a symbolic link"));
    CHECK_FALSE(testsupport::contains(r.text, "secret line"));
    CHECK_FALSE(testsupport::contains(r.data.dump(), "secret line"));
  }
  CHECK(box.code().empty());
  // write_code does not write through it either.
  const ToolResult w = box.call("write_code", {{"code", "S_ADDI_INT gp1, gp0, 1\n"}});
  CHECK(w.is_error);
  CHECK(testsupport::contains(w.text, "is a symbolic link"));
  CHECK(testsupport::read_file(secret) == "root:x:0:0:secret line\n");
}

TEST_CASE("hostile.tools.kernel_file_not_a_kernel") {
  // What an MCP client (or anyone) may leave at the kernel's name: a FIFO (reading it would block
  // forever), a directory, a file over the 1 MiB limit. Each is refused with the reason.
  const struct {
    const char* name;
    const char* reason;
  } kCases[] = {{"fifo", "it is not a regular file"}, {"directory", "it is a directory"}, {"huge", "has more than 1 MiB"}};
  for (const auto& c : kCases) {
    INFO(c.name);
    ToolBoxOptions o = tool_options(std::string("not_a_kernel_") + c.name);
    ToolBox box(plena_platform(), relu_task(), relu_c1(), o);
    const std::string k = box.kernel_path();
    if (std::string(c.name) == "fifo") REQUIRE(::mkfifo(k.c_str(), 0600) == 0);
    if (std::string(c.name) == "directory") fs::create_directories(k);
    if (std::string(c.name) == "huge") testsupport::write_file(k, std::string(kMaxKernelBytes + 1, ';'));
    const auto t0 = Clock::now();
    const ToolResult r = box.call("check_syntax", nlohmann::json::object());
    CHECK(since(t0) < 5);
    CHECK(r.is_error);
    CHECK(testsupport::contains(r.text, c.reason));
  }
}
