// ToolBox: the tool schemas, argument checking, dispatch, and the tools that work on the kernel
// file alone (write_code, check_syntax, get_inst_size). run_evaluation and view_output are in
// tool_eval.cpp, grep_docs in tool_docs.cpp.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include "kc/agent_tools.h"
#include "kc/files.h"
#include "tools_internal.h"

namespace kc::agent {

namespace fs = std::filesystem;
using nlohmann::json;

namespace detail {

std::string num(double v, int digits) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.*g", digits, v);
  return buf;
}

std::string fixed(double v, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

std::size_t line_count(const std::string& text) {
  if (text.empty()) return 0;
  const std::size_t n = std::size_t(std::count(text.begin(), text.end(), '\n'));
  return text.back() == '\n' ? n : n + 1;
}

std::string count_text(std::size_t n, const char* what) { return std::to_string(n) + " " + what + "(s)"; }

ToolResult usage_error(const std::string& message) { return ToolResult{message, true, json{{"error", message}}}; }

ToolResult stopped_result(const std::string& tool, const StopToken& stop, double limit_seconds) {
  const bool interrupted = stop.flag_set();
  const std::string why =
      interrupted ? "it was interrupted (the session is ending)"
                  : "it reached the wall-clock limit of a tool call (" + fixed(limit_seconds, 0) + " s)";
  ToolResult r = usage_error(tool + ": stopped before it finished: " + why + ". Nothing was recorded as its result.");
  r.data["stopped"] = interrupted ? "interrupted" : "time_limit";
  return r;
}

std::string join_bounded(const std::vector<std::string>& lines, std::size_t max_lines) {
  std::string s;
  for (std::size_t i = 0; i < lines.size() && i < max_lines; ++i) s += lines[i] + "\n";
  if (lines.size() > max_lines) s += "... " + std::to_string(lines.size() - max_lines) + " more line(s) not shown\n";
  return s;
}

}  // namespace detail

using detail::count_text;
using detail::usage_error;

namespace {

// ---- schemas -------------------------------------------------------------------------------------

json object_schema(json properties, json required) {
  return json{{"type", "object"},
              {"properties", std::move(properties)},
              {"required", std::move(required)},
              {"additionalProperties", false}};
}

json pair_schema(const std::string& description) {
  return json{{"type", "array"},
              {"items", {{"type", "integer"}, {"minimum", 0}}},
              {"minItems", 2},
              {"maxItems", 2},
              {"description", description}};
}

// ---- argument checking (the JSON Schema subset the specs use) ------------------------------------

const char* json_type_name(const json& v) {
  switch (v.type()) {
    case json::value_t::null: return "null";
    case json::value_t::boolean: return "boolean";
    case json::value_t::string: return "string";
    case json::value_t::array: return "array";
    case json::value_t::object: return "object";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned: return "integer";
    case json::value_t::number_float: return "number";
    default: return "value";
  }
}

// JSON Schema counts 3.0 as an integer; models sometimes send one.
bool is_integer(const json& v) {
  if (v.is_number_integer()) return true;
  if (!v.is_number_float()) return false;
  const double d = v.get<double>();
  return std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 9e15;
}

// "rows ([first, last] of integers)" — one parameter for the usage line.
std::string param_text(const std::string& name, const json& schema, bool required) {
  std::string type = schema.value("type", "");
  if (type == "array") type = "[first, last] of integers";
  if (type == "integer" && schema.contains("minimum") && schema.contains("maximum"))
    type += " " + std::to_string(schema["minimum"].get<int64_t>()) + ".." + std::to_string(schema["maximum"].get<int64_t>());
  return name + " (" + type + (required ? ", required" : ", optional") + ")";
}

std::string parameters_text(const llm::ToolSpec& spec) {
  const json& props = spec.parameters["properties"];
  if (props.empty()) return spec.name + " takes no arguments: call it with {}.";
  const json& req = spec.parameters["required"];
  std::string s;
  for (const auto& [name, schema] : props.items()) {
    const bool required = std::find(req.begin(), req.end(), name) != req.end();
    s += (s.empty() ? "" : ", ") + param_text(name, schema, required);
  }
  return "Parameters of " + spec.name + ": " + s + ".";
}

// The problem with value `v` of parameter `name`, or "".
std::string check_value(const std::string& name, const json& schema, const json& v) {
  const std::string type = schema.value("type", "");
  const std::string got = std::string(json_type_name(v)) + (v.is_primitive() && !v.is_string() ? " " + v.dump() : "");
  auto out_of_range = [&](const json& x) -> std::string {
    const double d = x.get<double>();
    if (schema.contains("minimum") && d < schema["minimum"].get<double>())
      return "'" + name + "' must be at least " + schema["minimum"].dump() + ", got " + x.dump();
    if (schema.contains("maximum") && d > schema["maximum"].get<double>())
      return "'" + name + "' must be at most " + schema["maximum"].dump() + ", got " + x.dump();
    return "";
  };
  if (type == "string") return v.is_string() ? "" : "'" + name + "' must be a string, got " + got;
  if (type == "integer") return is_integer(v) ? out_of_range(v) : "'" + name + "' must be an integer, got " + got;
  if (type == "array") {
    if (!v.is_array()) return "'" + name + "' must be an array [first, last], got " + got;
    const std::size_t lo = schema.value("minItems", 0u), hi = schema.value("maxItems", 1000000u);
    if (v.size() < lo || v.size() > hi)
      return "'" + name + "' must have " + (lo == hi ? std::to_string(lo) : std::to_string(lo) + ".." + std::to_string(hi)) +
             " elements, got " + std::to_string(v.size());
    const json& items = schema["items"];
    for (const json& x : v) {
      if (!is_integer(x)) return "'" + name + "' must hold integers, got " + x.dump();
      if (items.contains("minimum") && x.get<double>() < items["minimum"].get<double>())
        return "'" + name + "' elements must be at least " + items["minimum"].dump() + ", got " + x.dump();
    }
    return "";
  }
  return "";
}

// Tool names and their implementations, in specs() order.
using Impl = ToolResult (ToolBox::*)(const json&);

}  // namespace

std::string check_arguments(const llm::ToolSpec& spec, const json& arguments) {
  if (!arguments.is_object())
    return spec.name + ": arguments must be a JSON object, got " + json_type_name(arguments) + ". " +
           parameters_text(spec);
  const json& props = spec.parameters["properties"];
  for (const auto& [key, value] : arguments.items()) {
    if (!props.contains(key)) return spec.name + ": unknown argument '" + key + "'. " + parameters_text(spec);
    if (const std::string p = check_value(key, props[key], value); !p.empty())
      return spec.name + ": " + p + ". " + parameters_text(spec);
  }
  for (const json& r : spec.parameters["required"])
    if (!arguments.contains(r.get<std::string>()))
      return spec.name + ": missing required argument '" + r.get<std::string>() + "'. " + parameters_text(spec);
  return "";
}

std::vector<llm::ToolSpec> ToolBox::specs() {
  std::vector<llm::ToolSpec> s;
  s.push_back({"write_code",
               "Save the kernel: the complete assembly program, replacing the previous version. Returns the "
               "file path, line count and size. It does not assemble or run the kernel: call check_syntax or "
               "run_evaluation next.",
               object_schema({{"code", {{"type", "string"}, {"description", "the whole kernel source text"}}}},
                             json::array({"code"}))});
  s.push_back({"check_syntax",
               "Assemble the current kernel for the task's hardware configuration without running it. Returns "
               "\"All checks passed. 0 error(s), 0 warning(s).\" or each diagnostic as file:line:col: error: "
               "message, with the source line and a hint.",
               object_schema(json::object(), json::array())});
  s.push_back({"run_evaluation",
               "Assemble the current kernel, run it cycle-accurately on the accelerator RTL with the task's inputs, "
               "and compare every output element with the reference (pass = every element within atol + "
               "rtol*|ref|). Returns the status (pass, syntax, illegal_instruction, fault, cycle_limit, mismatch, "
               "simulator_error), the match % per output, the pc and address of a fault, the cycles, the "
               "baseline's cycles and the speedup, and a diagnosis.",
               object_schema(json::object(), json::array())});
  s.push_back({"view_output",
               "Memory-level diff of the last run_evaluation: a per-row error table (failing elements, elements "
               "never written, max abs error, MSE), the worst and the first mismatching elements with expected "
               "vs actual values, and elements the kernel never wrote. Rows count over all but the last "
               "dimension (a [B][R][C] tensor has B*R rows of C elements).",
               object_schema({{"output", {{"type", "string"},
                                          {"description", "output tensor name (default: the first failing one)"}}},
                              {"rows", pair_schema("region: rows first..last, inclusive (default: all)")},
                              {"columns", pair_schema("region: columns first..last, inclusive (default: all)")},
                              {"max_rows", {{"type", "integer"},
                                            {"minimum", 1},
                                            {"maximum", kViewMaxRows},
                                            {"description", "rows in the per-row table (default " +
                                                                std::to_string(kViewDefaultRows) + ")"}}}},
                             json::array())});
  s.push_back({"grep_docs",
               "Search the ISA reference (and the platform's micro-architecture notes, where it has them) with a "
               "case-insensitive regular expression (RE2 syntax) and return the matching sections: whole "
               "instruction sections (format, operands, operation, description, constraints, example) first, "
               "then other sections. Search for a mnemonic (\"V_EXP_V\"), a register or a concept (\"stride\", "
               "\"loop\", \"queue\").",
               object_schema({{"pattern", {{"type", "string"}, {"description", "regular expression or plain word"}}},
                              {"max_sections", {{"type", "integer"},
                                                {"minimum", 1},
                                                {"maximum", kGrepMaxSections},
                                                {"description", "sections to return (default " +
                                                                    std::to_string(kGrepDefaultSections) + ")"}}}},
                             json::array({"pattern"}))});
  s.push_back({"get_inst_size",
               "Size of the current kernel: static instruction count and program size in bytes against the "
               "instruction memory, and the dynamic instruction count (instructions issued) and cycles of the "
               "last run_evaluation.",
               object_schema(json::object(), json::array())});
  return s;
}

ToolBox::ToolBox(const Platform& platform, const TaskSpec& task, const TaskConfig& cfg, ToolBoxOptions opts)
    : platform_(platform), task_(task), cfg_(cfg), inst_(instantiate(task, cfg, platform.name())), opts_(std::move(opts)) {
  hw_ = opts_.hw.empty() ? platform_.default_hw() : opts_.hw;
  const auto known = platform_.hw_configs();
  if (std::find(known.begin(), known.end(), hw_) == known.end())
    throw std::runtime_error("unknown " + platform_.name() + " hardware configuration '" + hw_ + "'");
  doc_path_ = opts_.isa_doc_path.empty() ? platform_.isa_doc_path() : opts_.isa_doc_path;
  doc_paths_ = {doc_path_};
  for (const std::string& d : platform_.reference_doc_paths()) doc_paths_.push_back(d);
  if (opts_.workspace.empty()) opts_.workspace = ".";
  if (opts_.kernel_file.empty()) opts_.kernel_file = platform_.kernel_file(platform_.languages().front());
  std::error_code ec;
  fs::create_directories(opts_.workspace, ec);
  if (ec || !fs::is_directory(opts_.workspace))
    throw std::runtime_error("cannot create the workspace " + opts_.workspace + ": " + ec.message());
  load_kernel();
}

Assembled ToolBox::assemble_kernel() const {
  return platform_.assemble(AssembleRequest{code_, opts_.kernel_file, hw_, platform_.languages().front(), &inst_});
}

std::string ToolBox::kernel_path() const { return (fs::path(opts_.workspace) / opts_.kernel_file).string(); }

bool ToolBox::load_kernel() {
  // Not through a symbolic link (a link planted in the workspace would hand any file to the tools,
  // the transcript and the results store), not a FIFO or device, at most kMaxKernelBytes.
  const BoundedText f = read_file_bounded(kernel_path(), kMaxKernelBytes, true);
  code_.clear();
  kernel_problem_.clear();
  if (f.status == ReadStatus::missing) return false;
  if (f.status == ReadStatus::refused) {
    kernel_problem_ = "the kernel file " + kernel_path() + " cannot be used: " + f.problem +
                      ". Write the kernel with write_code (it replaces the file).";
    return false;
  }
  if (f.status == ReadStatus::too_big) {
    kernel_problem_ = "the kernel file " + kernel_path() + " has more than " + bytes_text(kMaxKernelBytes) +
                      ", the limit of a kernel. Use loops instead of unrolling.";
    return false;
  }
  code_ = f.text;
  return true;
}

ToolResult ToolBox::no_kernel(const std::string& tool) const {
  if (!kernel_problem_.empty()) return usage_error(tool + ": " + kernel_problem_);
  return usage_error(tool + ": there is no kernel yet; call write_code first.");
}

ToolResult ToolBox::call(const std::string& name, const json& arguments) {
  static const std::vector<std::pair<std::string, Impl>> impls = {
      {"write_code", &ToolBox::write_code},         {"check_syntax", &ToolBox::check_syntax},
      {"run_evaluation", &ToolBox::run_evaluation}, {"view_output", &ToolBox::view_output},
      {"grep_docs", &ToolBox::grep_docs},           {"get_inst_size", &ToolBox::get_inst_size}};
  static const std::vector<llm::ToolSpec> all = specs();
  for (std::size_t i = 0; i < impls.size(); ++i) {
    if (impls[i].first != name) continue;
    if (const std::string problem = check_arguments(all[i], arguments); !problem.empty()) return usage_error(problem);
    stop_ = StopToken{opts_.cancel, std::nullopt}.with_limit(opts_.time_limit_seconds);
    try {
      return (this->*impls[i].second)(arguments);
    } catch (const std::exception& e) {
      // Harness misuse or I/O trouble, never the kernel's doing: report it, keep the episode going.
      return usage_error(name + " failed: " + e.what());
    }
  }
  std::string names;
  for (const auto& t : impls) names += (names.empty() ? "" : ", ") + t.first;
  return usage_error("unknown tool '" + name + "'. The tools are: " + names + ".");
}

// ---- write_code ----------------------------------------------------------------------------------

ToolResult ToolBox::write_code(const json& a) {
  const std::string code = a["code"].get<std::string>();
  if (code.size() > kMaxKernelBytes)
    return usage_error("write_code: the kernel has " + std::to_string(code.size()) + " bytes; the limit is " +
                       std::to_string(kMaxKernelBytes) + " (" + bytes_text(kMaxKernelBytes) +
                       "). Use loops instead of unrolling.");
  // Written whole (a temporary file renamed over it), so a reader — an MCP client, a crash — never
  // sees half a kernel.
  const std::string path = kernel_path();
  std::error_code ec;
  if (fs::is_symlink(path, ec))
    return usage_error("write_code: the kernel file " + path +
                       " is a symbolic link; the tools do not write through links. Remove it and call write_code again.");
  try {
    write_file_atomic(path, code);
  } catch (const std::exception& e) {
    return usage_error(std::string("write_code: ") + e.what());
  }
  code_ = code;
  const std::size_t lines = detail::line_count(code);
  ToolResult r;
  r.text = "Saved " + path + " (" + std::to_string(lines) + " lines, " + std::to_string(code.size()) + " bytes).";
  r.data = {{"path", path}, {"lines", lines}, {"bytes", code.size()}};
  return r;
}

// ---- check_syntax --------------------------------------------------------------------------------

ToolResult ToolBox::check_syntax(const json&) {
  if (!load_kernel()) return no_kernel("check_syntax");
  const Assembled a = assemble_kernel();
  const std::size_t errors = count_severity(a.diagnostics, Severity::error);
  const std::size_t warnings = count_severity(a.diagnostics, Severity::warning);
  const std::string counts = count_text(errors, "error") + ", " + count_text(warnings, "warning") + ".";
  ToolResult r;
  if (errors == 0) {
    const std::string size = " " + std::to_string(a.image.instructions) + " instructions (" +
                             std::to_string(a.image.code_bytes) + " bytes).";
    r.text = (warnings == 0 ? "All checks passed. " : "Assembled with warnings. ") + counts + size + "\n";
  } else {
    r.text = counts.substr(0, counts.size() - 1) + "; the kernel does not assemble.\n";
  }
  if (!a.diagnostics.empty())
    r.text += "\n" + format_diagnostics_capped(a.diagnostics, code_, kMaxDiagnosticsShown);
  r.data = {{"ok", errors == 0}, {"errors", errors}, {"warnings", warnings}};
  r.data["instructions"] = errors == 0 ? json(a.image.instructions) : json(nullptr);
  return r;
}

// ---- get_inst_size -------------------------------------------------------------------------------

ToolResult ToolBox::get_inst_size(const json&) {
  if (!load_kernel()) return no_kernel("get_inst_size");
  const Assembled a = assemble_kernel();
  const uint64_t capacity = platform_.program_capacity_bytes(hw_);
  ToolResult r;
  r.data = json::object();
  if (!a.ok()) {
    const std::size_t errors = count_severity(a.diagnostics, Severity::error);
    r.text = "Static: unknown, the kernel does not assemble (" + count_text(errors, "error") +
             "; check_syntax lists them).\n";
    r.data["static_instructions"] = nullptr;
    r.data["bytes"] = nullptr;
  } else {
    const uint64_t bytes = a.image.code_bytes;
    r.text = "Static: " + std::to_string(a.image.instructions) + " instructions, " + std::to_string(bytes) + " bytes";
    if (capacity > 0)
      r.text += " (instruction memory " + std::to_string(capacity) + " bytes, " +
                detail::fixed(100.0 * double(bytes) / double(capacity), 1) + " % used)";
    r.text += ".\n";
    r.data["static_instructions"] = a.image.instructions;
    r.data["bytes"] = bytes;
  }
  r.data["capacity_bytes"] = capacity > 0 ? json(capacity) : json(nullptr);
  r.data["dynamic_instructions"] = nullptr;
  if (!last_eval_ || !last_eval_->run) {
    r.text += last_eval_ ? "Dynamic: the last run_evaluation did not run (status " +
                               std::string(eval_status_name(last_eval_->status)) + ").\n"
                         : "Dynamic: no run_evaluation yet.\n";
    return r;
  }
  const RunResult& run = *last_eval_->run;
  const bool same = last_eval_code_ == code_;
  r.text += std::string("Dynamic") + (same ? "" : " (of the previous kernel; run_evaluation measures this one)") + ": " +
            std::to_string(run.instructions) + " instructions issued in " + std::to_string(run.cycles) +
            " cycles (run status " + run.status + ").\n";
  r.data["dynamic_instructions"] = run.instructions;
  r.data["cycles"] = run.cycles;
  r.data["dynamic_of_current_kernel"] = same;
  return r;
}

}  // namespace kc::agent
