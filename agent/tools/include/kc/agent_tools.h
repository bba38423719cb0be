// The six tools of an episode (docs/agent/tools.md): write_code, check_syntax, run_evaluation,
// view_output, grep_docs, get_inst_size — their JSON schemas and their execution against one
// task configuration on one platform. The agent loop and the MCP server both drive a ToolBox;
// results are concise factual text a model can act on. Malformed arguments and unknown tools
// give an error result, never an exception.
//
// The kernel is the workspace file (ToolBoxOptions::kernel_file): write_code replaces it, and
// check_syntax, run_evaluation and get_inst_size read it back each time, so an MCP client that
// edits the file with its own tools is evaluated on what it wrote. docs/agent/tools.md describes
// every tool with example outputs.
#pragma once

#include <atomic>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "kc/evaluate.h"
#include "kc/llm.h"
#include "kc/platform.h"
#include "kc/task.h"

namespace kc::agent {

// Bounds of what the tools return (the model reads every result, every turn), and of what they do.
constexpr double kToolTimeLimitSeconds = 600;          // wall-clock limit of one tool call (ToolBoxOptions)
constexpr std::size_t kGrepMaxPatternBytes = 2000;     // grep_docs patterns beyond this are refused
using kc::kMaxKernelBytes;                             // write_code rejects larger kernels (kc/platform.h)
constexpr std::size_t kMaxDiagnosticsShown = 20;       // check_syntax / run_evaluation
constexpr int kViewDefaultRows = 16, kViewMaxRows = 48;   // view_output's per-row table
constexpr int kGrepDefaultSections = 3, kGrepMaxSections = 10;
constexpr std::size_t kGrepMaxChars = 12000;           // grep_docs output, about 3k tokens

struct ToolBoxOptions {
  std::string hw;                 // hardware configuration ("" = the platform's default)
  std::string workspace;          // directory for the kernel file (created if missing)
  std::string kernel_file;        // the file write_code writes, inside workspace ("" = the platform's)
  uint64_t seed = 1;              // inputs of run_evaluation
  std::string isa_doc_path;       // the documentation grep_docs searches ("" = platform.isa_doc_path())
  EvalOptions eval;               // base options of run_evaluation (cache dir, limits); seed/hw are set from above
  // Stops a running tool: set by a Ctrl-C / SIGTERM handler or when an MCP client goes away. The
  // tool returns an error result saying it was interrupted (nothing is recorded as its outcome).
  const std::atomic<bool>* cancel = nullptr;
  // Wall-clock limit of one tool call (seconds; <= 0: none): a call still running then is stopped
  // the same way (run_evaluation kills its simulator).
  double time_limit_seconds = kToolTimeLimitSeconds;
};

struct ToolResult {
  std::string text;               // what the model sees
  bool is_error = false;          // a usage error (bad arguments, unknown tool, nothing written yet)
  nlohmann::json data;            // structured facts for transcripts and metrics (e.g. status, cycles)
};

class ToolBox {
 public:
  // Creates the workspace. An existing kernel file there is the starting kernel. Throws
  // std::runtime_error when the workspace cannot be created or the hardware configuration is
  // unknown.
  ToolBox(const Platform& platform, const TaskSpec& task, const TaskConfig& cfg, ToolBoxOptions opts);

  // The six tools, in the order above, with JSON Schemas of their arguments.
  static std::vector<llm::ToolSpec> specs();

  // Runs one tool. `arguments` must be a JSON object (null or non-objects give an error result).
  // Never throws: an internal failure (e.g. the workspace became unwritable) is an error result
  // too.
  ToolResult call(const std::string& name, const nlohmann::json& arguments);

  // The current kernel text ("" before the first write_code) and its path.
  const std::string& code() const { return code_; }
  // Reads the kernel file into code() again — the tools that use the kernel do so on every call;
  // a driver calls it when the file may have changed since (an MCP client edits it). False when
  // there is no usable kernel file (code() is then ""): none, or one that is refused — a symbolic
  // link, not a regular file, or more than kMaxKernelBytes (kernel_problem() says which).
  bool load_kernel();
  const std::string& kernel_problem() const { return kernel_problem_; }
  std::string kernel_path() const;
  // The last run_evaluation, if any.
  const std::optional<EvalResult>& last_evaluation() const { return last_eval_; }
  int evaluations() const { return evaluations_; }
  // The resolved hardware configuration.
  const std::string& hw() const { return hw_; }
  // The ISA reference grep_docs searches first.
  const std::string& doc_path() const { return doc_path_; }
  // Every document grep_docs searches: the ISA reference, then the platform's further references.
  const std::vector<std::string>& doc_paths() const { return doc_paths_; }
  // Whether a running tool should stop (ToolBoxOptions::cancel, or the call's time limit passed).
  bool stop_requested() const { return stop_.stop_requested(); }

 private:
  ToolResult write_code(const nlohmann::json& a);
  ToolResult check_syntax(const nlohmann::json& a);
  ToolResult run_evaluation(const nlohmann::json& a);
  ToolResult view_output(const nlohmann::json& a);
  ToolResult grep_docs(const nlohmann::json& a);
  ToolResult get_inst_size(const nlohmann::json& a);
  // Assembles the current kernel for the task configuration.
  Assembled assemble_kernel() const;
  // The error result of `tool` when load_kernel() found no usable kernel.
  ToolResult no_kernel(const std::string& tool) const;

  const Platform& platform_;
  const TaskSpec& task_;
  const TaskConfig& cfg_;
  TaskInstance inst_;             // the configuration on this platform (kernels link against it)
  ToolBoxOptions opts_;
  std::string hw_;
  std::string doc_path_;
  std::vector<std::string> doc_paths_;
  std::string code_;
  std::string kernel_problem_;    // why the kernel file was refused ("" when it is fine or missing)
  std::optional<EvalResult> last_eval_;
  std::string last_eval_code_;    // the kernel text last_eval_ ran
  int evaluations_ = 0;
  StopToken stop_;                // of the running call: cancel flag and its time limit
};

// ---- pieces of the tools, exposed for tests -------------------------------------------------------

// One section of a markdown document: a heading line and the lines up to the next heading (of any
// level; headings inside ``` fences do not count). Text before the first heading is a section with
// an empty heading.
struct DocSection {
  std::string heading;             // "### V_EXP_V" (with the #s)
  int level = 0;                   // number of #s; 0 for the preamble
  std::vector<std::string> lines;  // body, without the heading line
};
std::vector<DocSection> split_sections(const std::string& markdown);

// The problem with `arguments` for tool `spec` (JSON Schema subset of specs(): an object with
// typed properties, required, additionalProperties false, minimum/maximum, array item counts),
// or "" when they are fine. The message names the tool's parameters.
std::string check_arguments(const llm::ToolSpec& spec, const nlohmann::json& arguments);

// The compact run_evaluation text of an evaluation (what the model reads each turn). With the
// kernel text, assembler diagnostics quote their source lines.
std::string format_eval_brief(const EvalResult& r, const std::string& kernel_text = "");

}  // namespace kc::agent
