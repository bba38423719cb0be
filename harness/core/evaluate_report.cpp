// What an evaluation tells people and agents (kc/evaluate.h): the message paragraph, the text
// report of `kernelcraft eval`, and the JSON form (status strings verbatim).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "evaluate_internal.h"

namespace kc {

namespace {

using ojson = nlohmann::ordered_json;

std::string fixed(double v, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

std::string general(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

// Whether the memory map of `inst` counts bytes (TaskLayout::byte_addresses) rather than elements.
bool addresses_in_bytes(const TaskInstance& inst) {
  const Platform* p = inst.platform.empty() ? nullptr : find_platform(inst.platform);
  return p && p->task_layout().byte_addresses;
}

// Where the tensors of the instance are: "X (input) at 0..255, Y (output) at 256..511" (element
// addresses of a memory-map platform) or "X (input) at 0x10000..0x103ff" (the program's tensor
// symbols, byte addresses).
std::string memory_map_text(const TaskInstance& inst, const ProgramImage* program) {
  std::string s;
  const bool bytes = addresses_in_bytes(inst);
  for (const TensorInstance& t : inst.tensors) {
    const std::string role = t.role == Role::output ? " (output)" : " (input)";
    if (const auto it = inst.address.find(t.name); it != inst.address.end()) {
      const int64_t span = t.elements() * (bytes ? int64_t(dtype_bytes(t.dtype)) : 1);
      s += (s.empty() ? "" : ", ") + t.name + role + " at " + std::to_string(it->second) + ".." +
           std::to_string(it->second + span - 1);
    } else if (const ProgramSymbol* sym = program ? program->symbol(t.name) : nullptr) {
      const uint64_t bytes = uint64_t(t.elements()) * dtype_bytes(t.dtype);
      s += (s.empty() ? "" : ", ") + t.name + role + " at " + hex(sym->addr) + ".." + hex(sym->addr + bytes - 1);
    }
  }
  return s;
}

// A pc as the platform writes it (hex byte addresses for ELF programs, instruction indices for
// raw32 ones), followed by its source line when the program knows it.
std::string pc_text(uint64_t pc, const ProgramImage* program) {
  std::string s = program && program->format == "elf" ? hex(pc) : std::to_string(pc);
  const std::string where = program ? program->where(pc) : "";
  return where.empty() ? s : s + " (" + where + ")";
}

// Where the cycles went, bounded in length: the busy and stall counters of the run as a fraction
// of its cycles, largest first, at most kShown of them (all of them are in the JSON form).
std::string counters_text(const EvalResult& r) {
  constexpr std::size_t kShown = 6;
  if (!r.run || r.cycles == 0) return "";
  std::vector<std::pair<double, std::string>> shown;
  for (const auto& [name, value] : r.run->counters) {
    if (value == 0 || (name.rfind("stall", 0) != 0 && name.rfind("busy", 0) != 0)) continue;
    shown.emplace_back(double(value) / double(r.cycles), name);
  }
  if (shown.empty()) return "";
  std::stable_sort(shown.begin(), shown.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  std::string s = " Counters (share of cycles): ";
  for (std::size_t i = 0; i < shown.size() && i < kShown; ++i)
    s += std::string(i ? ", " : "") + shown[i].second + " " + fixed(100 * shown[i].first, 1) + " %";
  if (shown.size() > kShown) s += ", and " + std::to_string(shown.size() - kShown) + " more in --json";
  return s + ".";
}

// Prose from a YAML block on one line (line breaks folded, no trailing period or space).
std::string one_line(const std::string& text) {
  std::string s;
  for (char c : text) s += c == '\n' ? ' ' : c;
  while (!s.empty() && (s.back() == ' ' || s.back() == '.')) s.pop_back();
  return s;
}

// "`matrix_macs` at most 4 per cycle of its peak 16 (why)", per capped resource.
std::string structural_text(const StructuralBound& b) {
  std::string s;
  for (const StructuralBound::Cap& c : b.caps)
    s += std::string(s.empty() ? "" : "; ") + "`" + c.resource + "` at most " + general(c.rate) + " per cycle of its peak " +
         general(c.peak) + " (" + one_line(c.why) + ")";
  return s;
}

// "C cycles; baseline B cycles (speedup x); roofline bound R cycles (f % of it reached)."
std::string performance_text(const EvalResult& r) {
  std::string s = std::to_string(r.cycles) + " cycles";
  if (r.baseline_cycles)
    s += "; baseline " + std::to_string(*r.baseline_cycles) + " cycles" +
         (r.speedup ? " (speedup " + fixed(*r.speedup, 2) + "x)" : "");
  else if (!r.baseline_note.empty())
    s += "; no baseline cycles (" + r.baseline_note + ")";
  if (r.roofline_cycles > 0)
    s += "; roofline bound " + fixed(r.roofline_cycles, 0) + " cycles" +
         (r.roofline_fraction ? " (" + fixed(100 * *r.roofline_fraction, 1) + " % of it reached)" : "");
  if (r.structural)
    s += "; structural bound " + fixed(std::ceil(r.structural->cycles), 0) + " cycles" +
         (r.structural_fraction ? " (" + fixed(100 * *r.structural_fraction, 1) + " % of it reached)" : "") + ": " +
         structural_text(*r.structural);
  if (r.run && r.cycles > 0) s += "; IPC " + fixed(double(r.run->instructions) / double(r.cycles), 2);
  return s + "." + counters_text(r);
}

std::string fault_text(const EvalResult& r, const TaskInstance& inst, const ProgramImage* program) {
  const FaultInfo* f = r.run && r.run->fault ? &*r.run->fault : nullptr;
  const std::optional<uint64_t> at = f ? std::optional<uint64_t>(f->pc) : r.run ? r.run->pc : std::nullopt;
  const std::string pc = at ? pc_text(*at, program) : "?";
  std::string s = r.status == EvalStatus::fault ? "The kernel stopped with a fault at pc " + pc
                                                : "The kernel hit an illegal instruction at pc " + pc;
  if (f) s += ": " + f->message;
  const std::string bare = at ? (program && program->format == "elf" ? hex(*at) : std::to_string(*at)) : "?";
  s += ". Instructions before pc " + bare + " completed; it and everything after it did not run.";
  const std::string map = memory_map_text(inst, program);
  if (r.status == EvalStatus::fault && !map.empty())
    s += " Memory map (" + std::string(inst.address.empty() || addresses_in_bytes(inst) ? "byte addresses" : "element addresses") + "): " + map + ".";
  return s;
}

std::string cycle_limit_text(const EvalResult& r, const ProgramImage* program) {
  std::string s = "The kernel did not finish within the cycle limit of " + std::to_string(r.max_cycles) + " cycles";
  if (r.run) {
    s += " (it stood at pc " + (r.run->pc ? pc_text(*r.run->pc, program) : std::string("?")) + " after " +
         std::to_string(r.run->instructions) + " instructions)";
  }
  s += ". Check loop counts and nesting: an endless or far too long loop ends here.";
  if (r.baseline_cycles)
    s += " The baseline needs " + std::to_string(*r.baseline_cycles) + " cycles; the limit is 20x that, at least 1,000,000.";
  return s;
}

std::string mismatch_text(const EvalResult& r, const TaskInstance& inst, const ProgramImage* program) {
  std::string s = "The kernel halted after " + std::to_string(r.cycles) + " cycles but its output is wrong.";
  for (const TensorComparison& c : r.outputs) {
    if (c.ok()) continue;
    s += " " + summarize_comparison(c);
    if (c.poisoned == 0) continue;
    if (const auto it = inst.address.find(c.name); it != inst.address.end())
      s += " " + c.name + " must be written row-major at " + (addresses_in_bytes(inst) ? "byte" : "element") +
           " address " + std::to_string(it->second) + " (" +
           std::to_string(c.elements) + " elements).";
    else if (const ProgramSymbol* sym = program ? program->symbol(c.name) : nullptr)
      s += " " + c.name + " must be written row-major at symbol " + c.name + " (" + hex(sym->addr) + ", " +
           std::to_string(c.elements) + " elements).";
  }
  return s;
}

// How close a passing kernel is to its tolerance: the element that uses the largest share of it,
// and a warning when less than kLowMargin of the tolerance is left (a fresh seed may then fail).
std::string margin_text(const EvalResult& r) {
  const TensorComparison* t = tightest_output(r);
  if (t == nullptr) return "";
  if (t->max_tol_use == 0) return " Every element equals its reference exactly.";
  std::string s = " Margin: the element closest to its tolerance is " + describe_element(t->name, t->tightest.front()) +
                  ", using " + tolerance_share(t->max_tol_use) + " of its tolerance.";
  if (t->max_tol_use > 1 - kLowMargin)
    s += " WARNING: less than " + fixed(100 * kLowMargin, 0) +
         " % of the tolerance is left, so other inputs (the fresh-seed check) may fail: see how the tolerance was "
         "derived in the task (Numerics) and keep the precision it assumes (e.g. accumulate in fp32).";
  return s;
}

std::string pass_text(const EvalResult& r) {
  return "All outputs are within tolerance (|y - ref| <= " + general(r.tolerance.atol) + " + " +
         general(r.tolerance.rtol) + " * |ref| for every element)." + margin_text(r) + " " + performance_text(r);
}

ojson diagnostic_json(const Diagnostic& d) {
  return {{"severity", severity_name(d.severity)},
          {"file", d.file},
          {"line", d.line},
          {"col", d.col},
          {"message", clip_text(d.message, kMaxMessageBytes)},
          {"hint", clip_text(d.hint, kMaxMessageBytes)}};
}

ojson finite_json(double v) { return std::isfinite(v) ? ojson(v) : ojson(nullptr); }

ojson element_json(const ElementDiff& e) {
  return {{"index", e.index},       {"expected", e.expected}, {"actual", e.actual},
          {"error", e.error},       {"poisoned", e.poisoned}, {"tol_use", finite_json(e.tol_use)}};
}

ojson comparison_json(const TensorComparison& c) {
  ojson j = {{"name", c.name},
             {"shape", c.shape},
             {"ok", c.ok()},
             {"elements", c.elements},
             {"passed", c.passed},
             {"match_percent", c.match_percent()},
             {"max_error", c.max_error},
             {"mean_error", c.mean_error},
             {"max_rel_error", c.max_rel_error},
             {"nonfinite", c.nonfinite},
             {"poisoned", c.poisoned},
             {"unwritten", c.unwritten},
             {"max_tol_use", finite_json(c.max_tol_use)},
             {"summary", summarize_comparison(c)}};
  j["tightest"] = c.tightest.empty() ? ojson(nullptr) : element_json(c.tightest.front());
  ojson rows = ojson::array(), worst = ojson::array(), first = ojson::array();
  for (const RowError& r : c.rows)
    if (r.bad) rows.push_back({{"row", r.row}, {"bad", r.bad}, {"max_error", r.max_error}});
  for (const ElementDiff& e : c.worst) worst.push_back(element_json(e));
  for (const ElementDiff& e : c.first_bad) first.push_back(element_json(e));
  j["failing_rows"] = rows;
  j["worst"] = worst;
  j["first_bad"] = first;
  return j;
}

ojson run_json(const RunResult& run) {
  ojson j = {{"status", run.status}, {"cycles", run.cycles}, {"instructions", run.instructions}};
  j["pc"] = run.pc ? ojson(*run.pc) : ojson(nullptr);
  if (run.fault) {
    j["fault"] = {{"kind", run.fault->kind}, {"pc", run.fault->pc}, {"message", run.fault->message}};
    j["fault"]["address"] = run.fault->address ? ojson(*run.fault->address) : ojson(nullptr);
    j["fault"]["word"] = run.fault->word ? ojson(*run.fault->word) : ojson(nullptr);
  }
  ojson counters = ojson::object();
  for (const auto& [name, value] : run.counters) counters[name] = value;
  j["counters"] = counters;
  return j;
}

template <class T>
ojson optional_json(const std::optional<T>& v) {
  return v ? ojson(*v) : ojson(nullptr);
}

}  // namespace

namespace detail {

std::string eval_message(const EvalResult& r, const TaskInstance& inst, const ProgramImage* program,
                         const std::string& sim_error, const std::string& formatted_diagnostics) {
  switch (r.status) {
    case EvalStatus::syntax: {
      const std::size_t n = count_severity(r.diagnostics, Severity::error);
      return "The kernel does not assemble (" + std::to_string(n) + (n == 1 ? " error" : " errors") +
             "); nothing was run. Fix these (file:line:col):\n" + formatted_diagnostics;
    }
    case EvalStatus::simulator_error:
      if (r.stopped) return sim_error + " The kernel was not judged.";
      return sim_error + " This is a failure of the simulator, not a verdict on the kernel.";
    case EvalStatus::fault:
    case EvalStatus::illegal_instruction: return fault_text(r, inst, program);
    case EvalStatus::cycle_limit: return cycle_limit_text(r, program);
    case EvalStatus::mismatch: return mismatch_text(r, inst, program);
    case EvalStatus::pass: return pass_text(r);
  }
  return "";
}

}  // namespace detail

ojson eval_result_json(const EvalResult& r) {
  ojson j = {{"status", eval_status_name(r.status)},
             {"passed", r.passed()},
             {"message", r.message},
             {"task", r.task},
             {"config", r.config},
             {"platform", r.platform},
             {"hw", r.hw},
             {"seed", r.seed},
             {"kernel_hash", r.kernel_hash},
             {"static_instructions", r.static_instructions},
             {"program_bytes", r.program_bytes},
             {"cycles", r.cycles},
             {"max_cycles", r.max_cycles},
             {"timeout_seconds", r.timeout_seconds}};
  ojson diags = ojson::array(), outputs = ojson::array();
  std::vector<Diagnostic> sorted = r.diagnostics;
  sort_diagnostics(sorted);
  for (std::size_t i = 0; i < sorted.size() && i < kMaxDiagnosticsStored; ++i) diags.push_back(diagnostic_json(sorted[i]));
  for (const TensorComparison& c : r.outputs) outputs.push_back(comparison_json(c));
  j["diagnostics"] = diags;
  j["diagnostics_total"] = r.diagnostics.size();
  j["run"] = r.run ? run_json(*r.run) : ojson(nullptr);
  j["outputs"] = outputs;
  j["tolerance"] = {{"atol", r.tolerance.atol}, {"rtol", r.tolerance.rtol}};
  j["baseline_cycles"] = optional_json(r.baseline_cycles);
  j["baseline_static_instructions"] = optional_json(r.baseline_static_instructions);
  j["baseline_note"] = r.baseline_note;
  j["speedup"] = optional_json(r.speedup);
  j["roofline_cycles"] = r.roofline_cycles;
  j["roofline_fraction"] = optional_json(r.roofline_fraction);
  if (r.structural) {
    ojson caps = ojson::array();
    for (const StructuralBound::Cap& c : r.structural->caps)
      caps.push_back({{"resource", c.resource}, {"rate", c.rate}, {"peak", c.peak}, {"why", c.why}});
    j["structural"] = {{"cycles", r.structural->cycles}, {"caps", caps}};
  } else {
    j["structural"] = nullptr;
  }
  j["structural_fraction"] = optional_json(r.structural_fraction);
  j["wall_seconds"] = r.wall_seconds;
  j["seconds"] = {{"assemble", r.assemble_seconds}, {"simulate", r.simulate_seconds}, {"check", r.check_seconds}};
  j["work_dir"] = r.work_dir;
  if (r.fresh)
    j["fresh_seed"] = {{"seed", r.fresh->seed}, {"status", eval_status_name(r.fresh->status)},
                       {"cycles", r.fresh->cycles}, {"message", r.fresh->message}};
  else
    j["fresh_seed"] = nullptr;
  return j;
}

std::string format_eval_result(const EvalResult& r) {
  std::string s = r.task + " " + r.config + " on " + r.platform + "/" + r.hw + ", seed " + std::to_string(r.seed) + ": " +
                  (r.passed() ? "PASS" : std::string("FAIL (") + eval_status_name(r.status) + ")") + "\n";
  if (r.run) {
    s += "  cycles " + std::to_string(r.cycles) + " (limit " + std::to_string(r.max_cycles) + "), instructions " +
         std::to_string(r.run->instructions) + " issued, " + std::to_string(r.static_instructions) + " in the program\n";
    s += "  baseline " + (r.baseline_cycles ? std::to_string(*r.baseline_cycles) + " cycles" : "none (" + r.baseline_note + ")");
    if (r.baseline_cycles && r.baseline_static_instructions)
      s += ", " + std::to_string(*r.baseline_static_instructions) + " instructions in its program";
    if (r.speedup) s += ", speedup " + fixed(*r.speedup, 2) + "x";
    s += "\n  roofline bound " + fixed(r.roofline_cycles, 0) + " cycles";
    if (r.roofline_fraction) s += ", " + fixed(100 * *r.roofline_fraction, 1) + " % reached";
    if (r.structural) {
      s += "; structural bound " + fixed(std::ceil(r.structural->cycles), 0) + " cycles";
      if (r.structural_fraction) s += ", " + fixed(100 * *r.structural_fraction, 1) + " % reached";
    }
    if (r.cycles > 0) s += "; IPC " + fixed(double(r.run->instructions) / double(r.cycles), 2);
    s += "\n";
    if (r.fresh)
      s += "  fresh seed " + std::to_string(r.fresh->seed) + ": " + eval_status_name(r.fresh->status) +
           (r.fresh->status == EvalStatus::pass ? " (" + std::to_string(r.fresh->cycles) + " cycles)" : "") + "\n";
  }
  s += "\n" + r.message + "\n";
  if (r.status == EvalStatus::mismatch)  // after a fault or cycle limit the outputs say little
    for (const TensorComparison& c : r.outputs)
      if (!c.ok()) s += "\n" + format_comparison(c);
  if (!r.work_dir.empty()) s += "\nrun bundle kept in " + r.work_dir + "\n";
  return s;
}

}  // namespace kc
