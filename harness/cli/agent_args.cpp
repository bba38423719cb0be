// Agent command-line arguments (agent_args.h).
#include "agent_args.h"

#include <cstdlib>

#include "core_args.h"

namespace kc::cli {

const char kAgentOptionsDetails[] =
    "Models are PROVIDER:MODEL: openai:NAME (OpenAI-compatible chat completions: OpenAI, DeepSeek,\n"
    "Gemini's compatible endpoint, vLLM, llama.cpp, Ollama), anthropic:NAME (Anthropic messages), or\n"
    "script:FILE (a scripted episode, no model: examples/agent/). The endpoint is --base-url, else\n"
    "$OPENAI_BASE_URL / $ANTHROPIC_BASE_URL, else the provider's public API; it includes /v1 (a local\n"
    "server: http://127.0.0.1:8080/v1). The key is read from $OPENAI_API_KEY / $ANTHROPIC_API_KEY\n"
    "only, and never written to transcripts, logs or the results database.\n"
    "\n"
    "Budgets: --iterations model turns (default 15 / 20 / 25 for levels 1 / 2 / 3), and optional caps\n"
    "on tokens and dollars (prices from agent/prices.yaml). Ablations: --thinking on|off|TOKENS,\n"
    "--one-shot (a solved related task in the prompt), --docs full|short (the ISA reference form).\n"
    "\n"
    "Tracks: --track kernel (default: write a kernel from the task) or template-opt (the prompt gives\n"
    "the template compiler's baseline kernel of the configuration; the model rewrites it to run in\n"
    "fewer cycles or with fewer instructions; scored by speedup and by static instruction count\n"
    "against the baseline; tasks whose baseline is not a kernel in the tools' language are left out).";

std::vector<OptionSpec> agent_option_specs() {
  return {kToolTimeoutOption,
          kTargetOption,
          {"thinking", 0, "MODE", "on, off, or a thinking budget in tokens (default: the provider's default)"},
          {"reasoning-effort", 0, "LEVEL", "OpenAI-compatible reasoning effort: low, medium, high"},
          {"one-shot", 0, nullptr, "put a solved related task in the prompt"},
          {"docs", 0, "FORM", "ISA reference in the prompt: full (default) or short"},
          {"track", 0, "TRACK", "kernel (default) or template-opt (rewrite the baseline kernel)"},
          {"iterations", 0, "N", "model turns (default: 15 / 20 / 25 by task level)"},
          {"max-tokens", 0, "N", "stop an episode once it used N input + output tokens"},
          {"max-dollars", 0, "X", "stop an episode once it cost X dollars (needs the model's price)"},
          {"max-output-tokens", 0, "N", "output tokens per turn (default 16384)"},
          {"temperature", 0, "T", "sampling temperature (default: the provider's)"},
          {"base-url", 0, "URL", "provider endpoint including /v1 (default: $OPENAI_BASE_URL / $ANTHROPIC_BASE_URL)"},
          {"timeout", 0, "SECONDS", "per-request timeout (default 600)"},
          {"retries", 0, "N", "retries of a failed request: 429, 5xx, timeouts (default 6)"},
          {"ca-bundle", 0, "FILE", "CA certificates for HTTPS (default: the system's)"}};
}

std::optional<agent::EpisodeSettings> settings_arg(const Command& cmd, const Args& args) {
  agent::EpisodeSettings s;
  if (args.has("thinking")) {
    const std::string t = args.get("thinking");
    if (t == "on") {
      s.thinking.mode = llm::Thinking::Mode::on;
    } else if (t == "off") {
      s.thinking.mode = llm::Thinking::Mode::off;
    } else {
      char* end = nullptr;
      const long long n = std::strtoll(t.c_str(), &end, 10);
      if (t.empty() || *end || n < 1024) {
        usage_error(cmd, "--thinking needs on, off or a budget of at least 1024 tokens, got '" + t + "'");
        return std::nullopt;
      }
      s.thinking.mode = llm::Thinking::Mode::budget;
      s.thinking.budget_tokens = n;
    }
  }
  if (args.has("reasoning-effort")) {
    const std::string e = args.get("reasoning-effort");
    if (e != "low" && e != "medium" && e != "high") {
      usage_error(cmd, "--reasoning-effort needs low, medium or high, got '" + e + "'");
      return std::nullopt;
    }
    s.thinking.reasoning_effort = e;
  }
  s.one_shot = args.has("one-shot");
  if (args.has("docs")) {
    const std::string d = args.get("docs");
    if (d != "full" && d != "short") {
      usage_error(cmd, "--docs needs full or short, got '" + d + "'");
      return std::nullopt;
    }
    s.short_docs = d == "short";
  }
  if (args.has("track")) {
    s.track = args.get("track");
    if (!agent::is_track(s.track)) {
      usage_error(cmd, "--track needs kernel or template-opt, got '" + s.track + "'");
      return std::nullopt;
    }
  }
  for (const auto& [name, target] : {std::pair<const char*, int64_t*>{"max-tokens", &s.max_tokens},
                                     {"max-output-tokens", &s.max_output_tokens}}) {
    if (!args.has(name)) continue;
    const auto v = number_arg(cmd, args, name, 0, 0, 1e12, "a token count", true);
    if (!v) return std::nullopt;
    *target = int64_t(*v);
  }
  if (args.has("iterations")) {
    const auto v = number_arg(cmd, args, "iterations", 0, 1, 10000, "a number of turns", true);
    if (!v) return std::nullopt;
    s.iterations = int(*v);
  }
  if (args.has("max-dollars")) {
    const auto v = number_arg(cmd, args, "max-dollars", 0, 0, 1e6, "an amount of dollars");
    if (!v) return std::nullopt;
    s.max_dollars = *v;
  }
  if (args.has("temperature")) {
    const auto v = number_arg(cmd, args, "temperature", 0, 0, 2, "a temperature");
    if (!v) return std::nullopt;
    s.temperature = *v;
  }
  return s;
}

std::optional<llm::ProviderOptions> provider_arg(const Command& cmd, const Args& args) {
  llm::ProviderOptions o;
  o.base_url = args.get("base-url");
  o.ca_bundle = args.get("ca-bundle");
  if (args.has("timeout")) {
    const auto v = number_arg(cmd, args, "timeout", 0, 0.001, 86400, "a number of seconds");
    if (!v) return std::nullopt;
    o.request_timeout_seconds = *v;
  }
  if (args.has("retries")) {
    const auto v = number_arg(cmd, args, "retries", 0, 0, 100, "a number of retries", true);
    if (!v) return std::nullopt;
    o.max_retries = int(*v);
  }
  return o;
}

}  // namespace kc::cli

namespace kc::cli {

std::optional<std::string> target_arg(const Command& cmd, const Args& args) {
  const std::string t = args.get("target", "sim");
  if (t == "sim") return std::string();
  if (t.rfind("board:", 0) != 0 || t.size() == 6) {
    usage_error(cmd, "--target expects sim, board:DEV or board:virtual, got '" + t + "'");
    return std::nullopt;
  }
  return t;
}

std::optional<double> tool_timeout_arg(const Command& cmd, const Args& args) {
  return number_arg(cmd, args, "tool-timeout", agent::kToolTimeLimitSeconds, 1, 86400, "a number of seconds");
}

}  // namespace kc::cli
