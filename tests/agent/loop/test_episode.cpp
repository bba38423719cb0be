// Episodes through the real loop, tools and simulator with the script provider: the shipped
// repair story end to end, its transcript and replay (identical, tampered, cut short), the
// iteration budget, a diverging script, and the prompt ablations.
#include <catch2/catch.hpp>
#include <filesystem>

#include "kc/episode.h"
#include "kc/replay.h"
#include "kc/script_provider.h"
#include "kc/transcript.h"
#include "loop_test_util.h"

using namespace kc;
using namespace kc::agent;
using namespace kc::looptest;
namespace fs = std::filesystem;

namespace {

std::vector<std::string> events_of(const Transcript& t, const std::string& kind, const std::string& field) {
  std::vector<std::string> out;
  for (const auto& e : t.events)
    if (e.value("event", "") == kind) out.push_back(e.value(field, ""));
  return out;
}

EpisodeSettings script_settings() {
  EpisodeSettings s;
  s.model = "script:" + relu_script();
  return s;
}

}  // namespace

TEST_CASE("agent.loop.scripted_episode") {
  const std::string dir = test_dir("scripted_episode");
  auto provider = make_script_provider(load_script(relu_script()));
  std::vector<std::pair<bool, std::string>> evals;   // (final, status) as the hook saw them
  EpisodeHooks hooks;
  hooks.on_evaluation = [&](const EvalResult& r, const std::string&, bool final) {
    evals.emplace_back(final, eval_status_name(r.status));
  };
  const EpisodeResult r = run_episode(*provider, relu_spec("C1", dir), script_settings(), nullptr, hooks);
  CHECK(r.end == EpisodeEnd::agent_stopped);
  CHECK(r.iterations == 6);
  CHECK(r.tool_calls == 8);
  CHECK(r.evaluations == 2);
  CHECK(r.first_pass_iteration == std::optional<int>(4));
  CHECK(r.usage.input_tokens == 0);
  CHECK(!r.cost_usd);
  CHECK(r.split == "visible");
  REQUIRE(r.final_eval);
  CHECK(r.final_eval->passed());
  REQUIRE(r.final_eval->fresh);
  CHECK(r.final_eval->fresh->seed == 4242);
  CHECK(r.success);
  REQUIRE(r.speedup);
  CHECK(*r.speedup > 0.5);
  CHECK(r.final_kernel == relu_kernel_v3());
  CHECK(evals == std::vector<std::pair<bool, std::string>>{{false, "mismatch"}, {false, "pass"}, {true, "pass"}});

  // The transcript holds every event in order, and the end event agrees with the result.
  const Transcript t = read_transcript(dir + "/transcript.jsonl");
  CHECK(!t.truncated);
  REQUIRE(t.start());
  CHECK((*t.start())["task"] == "relu");
  CHECK((*t.start())["settings"]["model"] == "script:" + relu_script());
  CHECK((*t.start())["tools"].size() == 6);
  CHECK(contains((*t.start())["system"].get<std::string>(), "# plena ISA reference"));
  CHECK(events_of(t, "tool", "name") == std::vector<std::string>{"write_code", "check_syntax", "write_code",
                                                                  "run_evaluation", "view_output", "write_code",
                                                                  "run_evaluation", "get_inst_size"});
  CHECK(events_of(t, "turn", "stop_reason").size() == 6);
  REQUIRE(t.end());
  CHECK((*t.end())["success"] == true);
  CHECK((*t.end())["first_pass_iteration"] == 4);
  CHECK((*t.end())["final"]["fresh"]["status"] == "pass");
  // Message and usage JSON round-trip.
  for (const auto& e : t.events)
    if (e["event"] == "turn") CHECK(message_json(message_from_json(e["message"])) == e["message"]);

  // Replay: every result identical, the success check too.
  const ReplayReport ok = replay_transcript(dir + "/transcript.jsonl");
  CHECK(ok.tool_calls == 8);
  CHECK(ok.identical == 8);
  CHECK(ok.final_matches);
  CHECK(ok.ok());
  CHECK(contains(format_replay_report(ok), "REPLAY OK"));

  // A tampered result is reported with its turn, tool and first differing line.
  std::string text = read_text(dir + "/transcript.jsonl");
  const std::string from = "status: mismatch", to = "status: pass";
  REQUIRE(contains(text, from));
  text.replace(text.find(from), from.size(), to);
  write_text(dir + "/tampered.jsonl", text);
  const ReplayReport bad = replay_transcript(dir + "/tampered.jsonl");
  REQUIRE(bad.differences.size() == 1);
  CHECK(bad.differences[0].iteration == 2);
  CHECK(bad.differences[0].tool == "run_evaluation");
  CHECK(contains(bad.differences[0].first_difference, "line 1: recorded 'status: pass' / replayed 'status: mismatch'"));
  CHECK(!bad.ok());
  CHECK(contains(format_replay_report(bad), "REPLAY DIFFERS"));

  // Cut inside the last line (a killed episode): that line is dropped and flagged, the rest replays.
  const std::string whole = read_text(dir + "/transcript.jsonl");
  write_text(dir + "/cut.jsonl", whole.substr(0, whole.size() - 40));
  const Transcript cut = read_transcript(dir + "/cut.jsonl");
  CHECK(cut.truncated);
  CHECK(!cut.end());
  const ReplayReport partial = replay_transcript(dir + "/cut.jsonl");
  CHECK(partial.truncated);
  CHECK(!partial.has_end);
  CHECK(partial.identical == 8);
  // A malformed line that is not the last one is an error naming the line.
  write_text(dir + "/broken.jsonl", whole.substr(0, whole.find('\n') + 1) + "{oops\n" + whole.substr(whole.find('\n') + 1));
  CHECK_THROWS_WITH(read_transcript(dir + "/broken.jsonl"), Catch::Contains("broken.jsonl:2: malformed transcript line"));
}

// The event readers reject malformed messages with std::runtime_error, as documented; a tool call
// that is not an object used to escape as nlohmann's type_error (found by fuzzing).
TEST_CASE("agent.loop.transcript_malformed_messages") {
  using nlohmann::json;
  CHECK_THROWS_AS(message_from_json(json::parse(R"({"role": "assistant", "tool_calls": [1]})")), std::runtime_error);
  CHECK_THROWS_WITH(message_from_json(json::parse(R"({"role": "assistant", "tool_calls": [1]})")),
                    "message.tool_calls: an entry is not an object");
  CHECK_THROWS_AS(message_from_json(json::parse(R"({"role": "tool", "tool_calls": [[], "x"]})")), std::runtime_error);
  CHECK_THROWS_WITH(message_from_json(json::parse(R"({"role": "assistant", "tool_calls": [{"id": 3}]})")),
                    "tool_call.id: wrong type");
  // An event whose name is not a string is a malformed line (it used to escape from
  // Transcript::start() as nlohmann's type_error; found by fuzzing).
  const std::string dir = test_dir("transcript_event_name");
  write_text(dir + "/named.jsonl", "{\"event\": 1, \"platform\": \"plena\"}\n{\"event\": \"end\"}\n");
  CHECK_THROWS_WITH(read_transcript(dir + "/named.jsonl"), Catch::Contains("named.jsonl:1: malformed transcript line"));
  // A usage count that int64_t cannot hold is an error, not a conversion (1e300 was undefined
  // behaviour; found by fuzzing). So is a huge settings field.
  CHECK_THROWS_WITH(usage_from_json(json::parse(R"({"reasoning_tokens": 1e300})")),
                    "usage.reasoning_tokens: not an integer in range");
  CHECK(usage_from_json(json::parse(R"({"input_tokens": 1200.0})")).input_tokens == 1200);
  CHECK_THROWS_WITH(EpisodeSettings::from_json(json::parse(R"({"model": "m", "iterations": 1e20})")),
                    "settings.iterations: not an integer in range");
  const llm::Message ok = message_from_json(json::parse(R"({"role": "assistant", "tool_calls": [{"id": "c1", "name": "write_code"}]})"));
  REQUIRE(ok.tool_calls.size() == 1);
  CHECK(ok.tool_calls[0].name == "write_code");
}

TEST_CASE("agent.loop.iteration_budget") {
  const std::string dir = test_dir("iteration_budget");
  auto provider = make_script_provider(load_script(relu_script()));
  EpisodeSettings s = script_settings();
  s.iterations = 2;
  const EpisodeResult r = run_episode(*provider, relu_spec("C1", dir), s, nullptr);
  CHECK(r.end == EpisodeEnd::iterations);
  CHECK(r.iterations == 2);
  // The last kernel (the one with a missing row) is what counts: it fails, so no fresh check.
  REQUIRE(r.final_eval);
  CHECK(r.final_eval->status == EvalStatus::mismatch);
  CHECK(!r.final_eval->fresh);
  CHECK(!r.success);
  CHECK(!r.speedup);
  // The last result of the second-to-last turn says that one turn is left; no other result does.
  const Transcript t = read_transcript(dir + "/transcript.jsonl");
  const auto results = events_of(t, "tool", "result");
  REQUIRE(results.size() == 4);
  CHECK(contains(results[1], kLastTurnNote));
  CHECK(!contains(results[0], kLastTurnNote));
  CHECK(!contains(results[3], kLastTurnNote));
  CHECK(replay_transcript(dir + "/transcript.jsonl").ok());
}

TEST_CASE("agent.loop.diverging_script") {
  const std::string dir = test_dir("diverging_script");
  write_text(dir + "/script.yaml",
             "label: expects what the tools do not say\ntask: relu\nturns:\n"
             "  - tool_calls:\n      - name: write_code\n        arguments: {code: \"S_ADDI_INT gp1, gp0, 1\\n\"}\n"
             "      - name: check_syntax\n"
             "  - expect: [\"does not assemble\"]\n    text: unreachable\n");
  auto provider = make_script_provider(load_script(dir + "/script.yaml"));
  EpisodeSettings s;
  s.model = "script:" + dir + "/script.yaml";
  const EpisodeResult r = run_episode(*provider, relu_spec("C1", dir), s, nullptr);
  CHECK(r.end == EpisodeEnd::provider_error);
  CHECK(contains(r.end_message, "script.yaml:8: scripted episode diverged"));
  CHECK(r.iterations == 1);
  // The kernel never writes Y, so the success check fails with poisoned outputs.
  REQUIRE(r.final_eval);
  CHECK(r.final_eval->status == EvalStatus::mismatch);
  const Transcript t = read_transcript(dir + "/transcript.jsonl");
  CHECK(events_of(t, "error", "kind") == std::vector<std::string>{"protocol"});
}

TEST_CASE("agent.loop.script_errors") {
  const std::string dir = test_dir("script_errors");
  write_text(dir + "/a.yaml", "task: relu\nturns:\n  - text: hi\n    toolcalls: []\n");
  CHECK_THROWS_WITH(load_script(dir + "/a.yaml"), Catch::Contains("a.yaml:4:5: error: unknown key 'toolcalls'"));
  write_text(dir + "/b.yaml", "task: relu\nturns:\n  - tool_calls:\n      - arguments: {}\n");
  CHECK_THROWS_WITH(load_script(dir + "/b.yaml"), Catch::Contains("b.yaml:4:9: error: a tool call needs a name"));
  write_text(dir + "/c.yaml", "task: relu\nturns: [\n");
  CHECK_THROWS_WITH(load_script(dir + "/c.yaml"), Catch::Contains("c.yaml:"));
  write_text(dir + "/d.yaml", "turns:\n  - tool_calls:\n      - name: write_code\n        arguments: {code_file: none.asm}\n");
  CHECK_THROWS_WITH(load_script(dir + "/d.yaml"), Catch::Contains("cannot read code_file"));
}

TEST_CASE("agent.loop.prompt_ablations") {
  const std::string dir = test_dir("prompt_ablations");
  EpisodeSettings s = script_settings();
  const EpisodePrompt full = episode_prompt(relu_spec("C2", dir), s);
  CHECK(contains(full.system, "# plena ISA reference"));
  CHECK(!contains(full.system, "# A solved related task"));
  CHECK(contains(full.user, "You have 15 turns"));
  s.short_docs = true;
  s.one_shot = true;
  s.iterations = 7;
  const EpisodePrompt ab = episode_prompt(relu_spec("C2", dir), s);
  CHECK(ab.system.size() < full.system.size() + 20000);
  CHECK(contains(ab.system, "# A solved related task"));
  CHECK(contains(ab.system, "The task below (silu, configuration C1)"));   // agent/one_shot.yaml: relu -> silu
  CHECK(contains(ab.system, "V_EXP_V"));                                    // silu's baseline kernel
  CHECK(contains(ab.user, "You have 7 turns"));
  CHECK(contains(read_text(plena().isa_short_doc_path()), "V_MAX_VF"));
  // The short reference replaces the full one.
  CHECK(!contains(ab.system, read_text(plena().isa_doc_path()).substr(300, 200)));
  // Settings survive their JSON form.
  s.thinking.mode = llm::Thinking::Mode::budget;
  s.thinking.budget_tokens = 4096;
  s.max_dollars = 2.5;
  s.temperature = 0.2;
  CHECK(EpisodeSettings::from_json(s.to_json()).to_json() == s.to_json());
  CHECK_THROWS_WITH(EpisodeSettings::from_json({{"model", "x"}, {"docs", "tiny"}}), Catch::Contains("settings.docs"));
}
