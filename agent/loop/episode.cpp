// One agent episode (kc/episode.h).
#include "kc/episode.h"

#include <chrono>
#include <filesystem>
#include <map>
#include <optional>
#include <stdexcept>

#include "kc/json_number.h"
#include "kc/one_shot.h"
#include "kc/prompt.h"
#include "kc/results_db.h"
#include "kc/sha256.h"
#include "kc/transcript.h"

namespace kc::agent {

namespace fs = std::filesystem;

int default_iterations(int level) { return level <= 1 ? 15 : level == 2 ? 20 : 25; }

bool is_track(const std::string& name) { return name == kTrackKernel || name == kTrackTemplateOpt; }

std::optional<KernelSource> template_opt_baseline(const Platform& platform, const TaskSpec& task,
                                                  const TaskConfig& config, const std::string& hw, std::string* why) {
  const std::string h = hw.empty() ? platform.default_hw() : hw;
  std::optional<KernelSource> k;
  try {
    k = platform.baseline(instantiate(task, config, platform.name()), h);
  } catch (const std::exception& e) {
    *why = std::string("the baseline compiler failed: ") + e.what();
    return std::nullopt;
  }
  if (!k) {
    *why = "no " + platform.name() + " baseline for task " + task.id;
    return std::nullopt;
  }
  if (k->lang != platform.languages().front()) {
    *why = "the " + platform.name() + " baseline of " + task.id + " is " + k->lang + " source, not a " +
           platform.languages().front() + " kernel the tools assemble";
    return std::nullopt;
  }
  return k;
}

const char* episode_end_name(EpisodeEnd e) {
  switch (e) {
    case EpisodeEnd::agent_stopped: return "agent_stopped";
    case EpisodeEnd::iterations: return "iterations";
    case EpisodeEnd::tokens: return "tokens";
    case EpisodeEnd::dollars: return "dollars";
    case EpisodeEnd::provider_error: return "provider_error";
    case EpisodeEnd::interrupted: return "interrupted";
  }
  return "?";
}

namespace {

const char* thinking_mode_name(llm::Thinking::Mode m) {
  switch (m) {
    case llm::Thinking::Mode::provider_default: return "default";
    case llm::Thinking::Mode::off: return "off";
    case llm::Thinking::Mode::on: return "on";
    case llm::Thinking::Mode::budget: return "budget";
  }
  return "?";
}

llm::Thinking::Mode thinking_mode(const std::string& s) {
  if (s == "default") return llm::Thinking::Mode::provider_default;
  if (s == "off") return llm::Thinking::Mode::off;
  if (s == "on") return llm::Thinking::Mode::on;
  if (s == "budget") return llm::Thinking::Mode::budget;
  throw std::runtime_error("settings.thinking.mode: unknown mode '" + s + "'");
}

// Whole-turn usage totals beyond a cap end the episode after that turn.
std::optional<EpisodeEnd> cap_reached(const EpisodeSettings& s, const EpisodeResult& r) {
  if (s.max_tokens > 0 && r.usage.input_tokens + r.usage.output_tokens >= s.max_tokens) return EpisodeEnd::tokens;
  if (s.max_dollars > 0 && r.cost_usd && *r.cost_usd >= s.max_dollars) return EpisodeEnd::dollars;
  return std::nullopt;
}

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

const char* const kLastTurnNote = "\n\n(Budget: your next turn is the last one.)";

std::string invalid_arguments_text(const std::string& tool, const std::string& parse_error) {
  return "error: the arguments of " + tool + " are not a JSON object (" + parse_error +
         "); nothing was done. Send the arguments as a JSON object.";
}

nlohmann::json EpisodeSettings::to_json() const {
  nlohmann::json t = {{"mode", thinking_mode_name(thinking.mode)}};
  if (thinking.mode == llm::Thinking::Mode::budget) t["budget_tokens"] = thinking.budget_tokens;
  if (!thinking.reasoning_effort.empty()) t["reasoning_effort"] = thinking.reasoning_effort;
  nlohmann::json j = {{"model", model},
                      {"thinking", t},
                      {"one_shot", one_shot},
                      {"docs", short_docs ? "short" : "full"},
                      {"iterations", iterations},
                      {"max_tokens", max_tokens},
                      {"max_dollars", max_dollars},
                      {"max_output_tokens", max_output_tokens}};
  j["temperature"] = temperature ? nlohmann::json(*temperature) : nlohmann::json();
  // Only when not the default: settings stored before tracks existed stay the same plan.
  if (track != kTrackKernel) j["track"] = track;
  return j;
}

EpisodeSettings EpisodeSettings::from_json(const nlohmann::json& j) {
  if (!j.is_object()) throw std::runtime_error("settings: not an object");
  EpisodeSettings s;
  s.model = json_field<std::string>(j, "model", "settings", "");
  if (s.model.empty()) throw std::runtime_error("settings.model: missing");
  if (j.contains("thinking") && j.at("thinking").is_object()) {
    const auto& t = j.at("thinking");
    s.thinking.mode = thinking_mode(json_field<std::string>(t, "mode", "settings", "default"));
    s.thinking.budget_tokens = json_field<int64_t>(t, "budget_tokens", "settings", 0);
    s.thinking.reasoning_effort = json_field<std::string>(t, "reasoning_effort", "settings", "");
  }
  s.one_shot = json_field<bool>(j, "one_shot", "settings", false);
  const std::string docs = json_field<std::string>(j, "docs", "settings", "full");
  if (docs != "full" && docs != "short") throw std::runtime_error("settings.docs: '" + docs + "' is not full or short");
  s.short_docs = docs == "short";
  s.iterations = json_field<int>(j, "iterations", "settings", 0);
  s.max_tokens = json_field<int64_t>(j, "max_tokens", "settings", 0);
  s.max_dollars = json_field<double>(j, "max_dollars", "settings", 0.0);
  s.max_output_tokens = json_field<int64_t>(j, "max_output_tokens", "settings", 16384);
  if (j.contains("temperature") && !j.at("temperature").is_null()) s.temperature = json_field<double>(j, "temperature", "settings", 0.0);
  s.track = json_field<std::string>(j, "track", "settings", kTrackKernel);
  if (!is_track(s.track)) throw std::runtime_error("settings.track: '" + s.track + "' is not kernel or template-opt");
  return s;
}

EpisodePrompt episode_prompt(const EpisodeSpec& spec, const EpisodeSettings& settings) {
  const Platform& platform = *spec.platform;
  PromptOptions po;
  po.hw = spec.hw;
  if (settings.short_docs) po.isa_doc_path = platform.isa_short_doc_path();
  EpisodePrompt p;
  p.system = build_prompt(platform, *spec.task, *spec.config, po).text();
  if (settings.one_shot) p.system += "\n\n" + one_shot_example(platform, *spec.task, spec.hw);

  const int budget = settings.iterations > 0 ? settings.iterations : default_iterations(spec.task->level);
  const std::string hw = spec.hw.empty() ? platform.default_hw() : spec.hw;
  const std::string where = "configuration " + spec.config->name + ", hardware configuration " + hw;
  const std::string tools =
      "Use the tools: write_code saves the kernel, check_syntax assembles it, run_evaluation runs it on the RTL and "
      "compares it with the reference, view_output shows where the outputs differ, grep_docs searches the ISA "
      "reference" + std::string(platform.reference_doc_paths().empty() ? "" : " and the micro-architecture notes") +
      ", get_inst_size gives the program size and the instructions executed. You have " + std::to_string(budget) +
      " turns; one turn may call several tools. The kernel you wrote last is the one scored: it must pass on inputs "
      "from a seed you have not seen";
  if (settings.track == kTrackTemplateOpt) {
    std::string why;
    const auto base = template_opt_baseline(platform, *spec.task, *spec.config, hw, &why);
    if (!base) throw std::runtime_error("template-opt episode of " + spec.task->id + " " + spec.config->name + ": " + why);
    p.system += "\n\n## The baseline kernel\n\nThe template compiler emits this kernel for " + where +
                ". It passes; the task is to rewrite it.\n\n```\n" + base->text +
                (base->text.empty() || base->text.back() == '\n' ? "" : "\n") + "```\n";
    p.user = "Rewrite the baseline kernel above (" + where +
             ") so that it runs in fewer cycles, or, at the same cycle count, has fewer instructions in its program. "
             "The scores are the speedup in cycles over the baseline and the ratio of static instruction counts "
             "(run_evaluation reports the baseline's cycles and program size, get_inst_size your kernel's).\n\n" +
             tools + ". If you find nothing better, write the baseline back unchanged. Reply without calling a tool "
             "when you are done.";
    return p;
  }
  p.user = "Write an efficient kernel for the task above (" + where + ").\n\n" + tools +
           ", and it is then timed against the compiler baseline. Reply without calling a tool when you are done.";
  return p;
}

EpisodeSession::EpisodeSession(ToolBox& tools, const EpisodeSpec& spec, const EpisodeSettings& settings,
                               const std::string& provider, int budget, const EpisodeHooks& hooks)
    : tools_(tools), spec_(spec), settings_(settings), hooks_(hooks), t0_(std::chrono::steady_clock::now()) {
  if (!spec.platform || !spec.task || !spec.config) throw std::runtime_error("episode: incomplete episode spec");
  r_.split = spec.config->held_out ? "held_out" : "visible";
  prompt_ = episode_prompt(spec, settings);
  if (!spec.transcript_path.empty()) transcript_.open(spec.transcript_path, false);
  nlohmann::json tool_specs = nlohmann::json::array();
  for (const auto& t : ToolBox::specs())
    tool_specs.push_back({{"name", t.name}, {"description", t.description}, {"parameters", t.parameters}});
  const Platform& platform = *spec.platform;
  transcript_.write({{"event", "start"},
                     {"version", kTranscriptVersion},
                     {"time", utc_timestamp()},
                     {"provider", provider},
                     {"settings", settings.to_json()},
                     {"platform", platform.name()},
                     {"hw", spec.hw.empty() ? platform.default_hw() : spec.hw},
                     {"task", spec.task->id},
                     {"level", spec.task->level},
                     {"config", spec.config->name},
                     {"split", r_.split},
                     {"seed", spec.seed},
                     {"repeat", spec.repeat},
                     {"budget_iterations", budget},
                     {"workspace", fs::absolute(spec.workspace).string()},
                     {"kernel_path", tools.kernel_path()},
                     {"tools", tool_specs},
                     {"system_sha256", sha256_hex(prompt_.system)},
                     {"system", prompt_.system},
                     {"user", prompt_.user}});
}

ToolResult EpisodeSession::call(int iteration, const llm::ToolCall& call, const std::string& note) {
  const auto t0 = std::chrono::steady_clock::now();
  ToolResult tr;
  if (!call.parse_error.empty()) {
    tr.is_error = true;
    tr.text = invalid_arguments_text(call.name, call.parse_error);
  } else {
    tr = tools_.call(call.name, call.arguments);
  }
  ++r_.tool_calls;
  if (call.name == "run_evaluation" && !tr.is_error) {
    ++r_.evaluations;
    if (hooks_.on_evaluation && tools_.last_evaluation()) hooks_.on_evaluation(*tools_.last_evaluation(), tools_.code(), false);
    if (!r_.first_pass_iteration && tr.data.value("status", "") == "pass") r_.first_pass_iteration = iteration;
  }
  tr.text += note;
  transcript_.write({{"event", "tool"},
                     {"iteration", iteration},
                     {"call_id", call.id},
                     {"name", call.name},
                     {"arguments", call.arguments},
                     {"raw_arguments", call.raw_arguments},
                     {"parse_error", call.parse_error},
                     {"result", tr.text},
                     {"is_error", tr.is_error},
                     {"data", tr.data},
                     {"seconds", seconds_since(t0)}});
  if (hooks_.log)
    hooks_.log("  " + call.name + (tr.is_error ? " -> error" : "") +
               (tr.data.contains("status") ? " -> " + tr.data.value("status", "") : ""));
  return tr;
}

void EpisodeSession::finish() {
  // The success rule: the last kernel, on the episode's seed and a fresh one. An interrupted
  // episode ends at once, without it (it is not a finished episode: a resumed run re-runs it).
  r_.final_kernel = tools_.code();
  if (!r_.final_kernel.empty() && r_.end != EpisodeEnd::interrupted) {
    EvalOptions eo = spec_.eval;
    eo.hw = spec_.hw.empty() ? spec_.platform->default_hw() : spec_.hw;
    eo.seed = spec_.seed;
    eo.kernel_name = fs::path(tools_.kernel_path()).filename().string();
    eo.fresh_seed_check = true;
    eo.fresh_seed = spec_.fresh_seed;
    eo.keep_tensors = false;
    r_.final_eval = evaluate(*spec_.platform, *spec_.task, *spec_.config, r_.final_kernel, eo);
    if (hooks_.on_evaluation) hooks_.on_evaluation(*r_.final_eval, r_.final_kernel, true);
    r_.success = r_.final_eval->passed();
    if (r_.success) r_.speedup = r_.final_eval->speedup;
    if (r_.final_eval->status != EvalStatus::syntax) r_.static_instructions = r_.final_eval->static_instructions;
    r_.baseline_static_instructions = r_.final_eval->baseline_static_instructions;
  }
  r_.wall_seconds = seconds_since(t0_);
  nlohmann::json end = episode_result_json(r_);
  end["event"] = "end";
  end["time"] = utc_timestamp();
  transcript_.write(end);
}

EpisodeResult run_episode(llm::Provider& provider, const EpisodeSpec& spec, const EpisodeSettings& settings,
                          const llm::PriceTable* prices, const EpisodeHooks& hooks) {
  if (!spec.platform || !spec.task || !spec.config) throw std::runtime_error("run_episode: incomplete episode spec");
  const Platform& platform = *spec.platform;
  auto log = [&](const std::string& line) {
    if (hooks.log) hooks.log(line);
  };
  auto stopping = [&] { return hooks.stop && hooks.stop->load(); };
  const int budget = settings.iterations > 0 ? settings.iterations : default_iterations(spec.task->level);

  ToolBoxOptions to;
  to.hw = spec.hw.empty() ? platform.default_hw() : spec.hw;
  to.workspace = spec.workspace;
  to.seed = spec.seed;
  to.eval = spec.eval;
  to.cancel = hooks.stop;   // Ctrl-C / SIGTERM stop a running tool too
  if (spec.tool_time_limit_seconds) to.time_limit_seconds = *spec.tool_time_limit_seconds;
  if (settings.short_docs) to.isa_doc_path = platform.isa_short_doc_path();
  ToolBox tools(platform, *spec.task, *spec.config, to);
  EpisodeSession session(tools, spec, settings, provider.name(), budget, hooks);
  EpisodeResult& r = session.result();

  llm::CompletionRequest req;
  req.model = llm::parse_model_name(settings.model).model;
  req.tools = ToolBox::specs();
  req.thinking = settings.thinking;
  req.max_tokens = settings.max_output_tokens;
  req.temperature = settings.temperature;
  for (const auto& [role, text] : {std::pair<llm::Role, const std::string*>{llm::Role::system, &session.prompt().system},
                                   {llm::Role::user, &session.prompt().user}}) {
    llm::Message m;
    m.role = role;
    m.text = *text;
    req.messages.push_back(std::move(m));
  }

  r.end = EpisodeEnd::iterations;   // unless something below ends it first
  for (int it = 1; it <= budget; ++it) {
    if (stopping()) {
      r.end = EpisodeEnd::interrupted;
      break;
    }
    llm::CompletionResponse resp;
    try {
      resp = provider.complete(req);
    } catch (const llm::ProviderError& e) {
      r.end = EpisodeEnd::provider_error;
      r.end_message = std::string(llm::provider_error_kind_name(e.kind())) + ": " + e.what();
      session.write({{"event", "error"}, {"iteration", it}, {"kind", llm::provider_error_kind_name(e.kind())},
                     {"http_status", e.http_status()}, {"message", e.what()}});
      log("turn " + std::to_string(it) + ": provider error: " + r.end_message);
      break;
    }
    r.iterations = it;
    r.usage += resp.usage;
    if (prices) r.cost_usd = prices->cost(settings.model, r.usage);
    session.write({{"event", "turn"},
                   {"iteration", it},
                   {"message", message_json(resp.message)},
                   {"usage", usage_json(resp.usage)},
                   {"stop_reason", resp.stop_reason},
                   {"response_id", resp.response_id},
                   {"model", resp.model},
                   {"latency_seconds", resp.latency_seconds},
                   {"attempts", resp.attempts}});
    req.messages.push_back(resp.message);
    log("turn " + std::to_string(it) + ": " + std::to_string(resp.message.tool_calls.size()) + " tool call(s), " +
        std::to_string(resp.usage.input_tokens) + " in / " + std::to_string(resp.usage.output_tokens) + " out tokens");
    if (resp.message.tool_calls.empty()) {
      r.end = EpisodeEnd::agent_stopped;
      break;
    }
    for (const llm::ToolCall& call : resp.message.tool_calls) {
      // The last tool result of the second-to-last turn warns that one turn is left.
      const bool warn = it == budget - 1 && &call == &resp.message.tool_calls.back();
      const ToolResult tr = session.call(it, call, warn ? kLastTurnNote : "");
      llm::Message m;
      m.role = llm::Role::tool;
      m.tool_call_id = call.id;
      m.tool_name = call.name;
      m.text = tr.text;
      m.is_error = tr.is_error;
      req.messages.push_back(std::move(m));
      if (stopping()) break;   // the rest of the turn's calls are not run
    }
    if (stopping()) {
      r.end = EpisodeEnd::interrupted;
      break;
    }
    if (auto cap = cap_reached(settings, r)) {
      r.end = *cap;
      break;
    }
  }
  session.finish();
  return r;
}

nlohmann::json episode_result_json(const EpisodeResult& r) {
  nlohmann::json j = {{"end", episode_end_name(r.end)},
                      {"end_message", r.end_message},
                      {"success", r.success},
                      {"split", r.split},
                      {"iterations", r.iterations},
                      {"tool_calls", r.tool_calls},
                      {"evaluations", r.evaluations},
                      {"usage", usage_json(r.usage)},
                      {"wall_seconds", r.wall_seconds}};
  j["first_pass_iteration"] = r.first_pass_iteration ? nlohmann::json(*r.first_pass_iteration) : nlohmann::json();
  j["cost_usd"] = r.cost_usd ? nlohmann::json(*r.cost_usd) : nlohmann::json();
  j["speedup"] = r.speedup ? nlohmann::json(*r.speedup) : nlohmann::json();
  j["static_instructions"] = r.static_instructions ? nlohmann::json(*r.static_instructions) : nlohmann::json();
  j["baseline_static_instructions"] =
      r.baseline_static_instructions ? nlohmann::json(*r.baseline_static_instructions) : nlohmann::json();
  j["final_kernel_sha256"] = r.final_kernel.empty() ? nlohmann::json() : nlohmann::json(sha256_hex(r.final_kernel));
  if (r.final_eval) {
    const EvalResult& e = *r.final_eval;
    nlohmann::json f = {{"status", eval_status_name(e.status)}, {"seed", e.seed}, {"cycles", e.cycles}};
    f["baseline_cycles"] = e.baseline_cycles ? nlohmann::json(*e.baseline_cycles) : nlohmann::json();
    if (e.fresh) f["fresh"] = {{"seed", e.fresh->seed}, {"status", eval_status_name(e.fresh->status)}, {"cycles", e.fresh->cycles}};
    if (!e.passed()) f["message"] = e.message;
    j["final"] = f;
  } else {
    j["final"] = nullptr;
  }
  return j;
}

}  // namespace kc::agent
