// Shared helpers of the agent.llm tests: fixtures, scoped environment variables, provider options
// that record retries instead of sleeping, and the tool-calling conversation both formats replay.
#pragma once

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "fake_llm_server.h"
#include "kc/llm.h"
#include "kc/llm_providers.h"

namespace kc::test {

namespace fs = std::filesystem;

inline std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// The text of tests/agent/llm/fixtures/<rel> (fails the test if missing).
inline std::string fixture(const std::string& rel) {
  const fs::path p = fs::path(KC_LLM_FIXTURES_DIR) / rel;
  INFO("fixture " << p.string());
  REQUIRE(fs::is_regular_file(p));
  return slurp(p);
}
inline nlohmann::json fixture_json(const std::string& rel) { return nlohmann::json::parse(fixture(rel)); }

// A fresh, empty directory for one test.
inline fs::path test_dir(const std::string& name) {
  const fs::path d = fs::path(KC_TEST_OUT_DIR) / name;
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

inline void write_file(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << text;
}

// Sets (or, with nullopt, unsets) an environment variable for one scope.
class ScopedEnv {
 public:
  ScopedEnv(std::string name, const std::optional<std::string>& value) : name_(std::move(name)) {
    if (const char* old = std::getenv(name_.c_str())) old_ = old;
    if (value)
      ::setenv(name_.c_str(), value->c_str(), 1);
    else
      ::unsetenv(name_.c_str());
  }
  ~ScopedEnv() {
    if (old_)
      ::setenv(name_.c_str(), old_->c_str(), 1);
    else
      ::unsetenv(name_.c_str());
  }
  ScopedEnv(const ScopedEnv&) = delete;
  ScopedEnv& operator=(const ScopedEnv&) = delete;

 private:
  std::string name_;
  std::optional<std::string> old_;
};

// What a provider did between attempts: the delays it asked to sleep and the on_retry calls.
struct RetryLog {
  std::vector<double> sleeps;
  std::vector<std::tuple<int, double, std::string>> retries;  // attempt, delay, reason
};

// Options for a provider talking to `server` with the key in `key_env`; sleeping is recorded in
// `log` instead of done, so retry tests take no time.
inline llm::ProviderOptions test_options(const std::string& base_url, RetryLog& log, const std::string& key_env) {
  llm::ProviderOptions o;
  o.base_url = base_url;
  o.api_key_env = key_env;
  o.request_timeout_seconds = 5;
  o.max_retries = 3;
  o.backoff_initial_seconds = 0.5;
  o.backoff_max_seconds = 8;
  o.sleep = [&log](double s) { log.sleeps.push_back(s); };
  o.on_retry = [&log](int attempt, double delay, const std::string& reason) {
    log.retries.emplace_back(attempt, delay, reason);
  };
  return o;
}

inline llm::ProviderOptions test_options(const FakeLlmServer& server, RetryLog& log, const std::string& key_env) {
  return test_options(server.base_url(), log, key_env);
}

// Changes the working directory for one scope.
class ScopedCwd {
 public:
  explicit ScopedCwd(const fs::path& dir) : old_(fs::current_path()) { fs::current_path(dir); }
  ~ScopedCwd() { fs::current_path(old_); }
  ScopedCwd(const ScopedCwd&) = delete;
  ScopedCwd& operator=(const ScopedCwd&) = delete;

 private:
  fs::path old_;
};

// Checks two JSON values are equal, printing both when they are not.
inline void check_json_equal(const nlohmann::json& actual, const nlohmann::json& expected) {
  INFO("actual:\n" << actual.dump(2) << "\nexpected:\n" << expected.dump(2));
  CHECK(actual == expected);
}

// --- the conversation both wire formats replay ---------------------------------------------------

inline std::vector<llm::ToolSpec> kernel_tools() {
  return {
      {"write_code",
       "Saves the kernel source.",
       {{"type", "object"},
        {"properties", {{"code", {{"type", "string"}, {"description", "Kernel source"}}}}},
        {"required", {"code"}}}},
      {"check_syntax", "Assembles the saved kernel.", {{"type", "object"}, {"properties", nlohmann::json::object()}}},
  };
}

inline llm::Message text_message(llm::Role role, const std::string& text) {
  llm::Message m;
  m.role = role;
  m.text = text;
  return m;
}

inline llm::Message tool_result(const std::string& id, const std::string& name, const std::string& text,
                                bool is_error = false) {
  llm::Message m;
  m.role = llm::Role::tool;
  m.tool_call_id = id;
  m.tool_name = name;
  m.text = text;
  m.is_error = is_error;
  return m;
}

// The first request of the conversation: system prompt, task, the two tools.
inline llm::CompletionRequest first_request(const std::string& model) {
  llm::CompletionRequest req;
  req.model = model;
  req.messages = {text_message(llm::Role::system, "You write PLENA kernels."),
                  text_message(llm::Role::user, "Write a ReLU kernel.")};
  req.tools = kernel_tools();
  req.max_tokens = 4096;
  return req;
}

}  // namespace kc::test
