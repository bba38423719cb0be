// Episodes in the results store (kc/episode_record.h).
#include "kc/episode_record.h"

#include <filesystem>

#include "kc/sha256.h"

namespace kc::agent {

const char* episode_status(EpisodeEnd end) {
  switch (end) {
    case EpisodeEnd::provider_error: return "error";
    case EpisodeEnd::interrupted: return "interrupted";
    default: return "done";
  }
}

EpisodeRecord EpisodeRecorder::record_of(std::optional<int64_t> run_id, const EpisodeSpec& spec,
                                         const EpisodeSettings& settings) {
  EpisodeRecord r;
  r.run_id = run_id;
  r.model = settings.model;
  r.settings_json = settings.to_json().dump();
  r.platform = spec.platform->name();
  r.hw = spec.hw.empty() ? spec.platform->default_hw() : spec.hw;
  r.task = spec.task->id;
  r.level = spec.task->level;
  r.config = spec.config->name;
  r.split = spec.config->held_out ? "held_out" : "visible";
  r.repeat = spec.repeat;
  r.transcript_path = spec.transcript_path;
  return r;
}

EpisodeRecorder::EpisodeRecorder(ResultsDb& db, std::optional<int64_t> run_id, const EpisodeSpec& spec,
                                 const EpisodeSettings& settings)
    : db_(db), rec_(record_of(run_id, spec, settings)) {
  id_ = db_.begin_episode(rec_);
}

EpisodeRecorder::EpisodeRecorder(ResultsDb& db, std::optional<int64_t> run_id, const EpisodeSpec& spec,
                                 const EpisodeSettings& settings, int64_t id)
    : db_(db), rec_(record_of(run_id, spec, settings)), id_(id) {}

std::unique_ptr<EpisodeRecorder> EpisodeRecorder::claim(ResultsDb& db, std::optional<int64_t> run_id,
                                                        const EpisodeSpec& spec, const EpisodeSettings& settings,
                                                        const std::string& owner, std::string* holder) {
  const auto id = db.claim_episode(record_of(run_id, spec, settings), owner, holder);
  if (!id) return nullptr;
  return std::unique_ptr<EpisodeRecorder>(new EpisodeRecorder(db, run_id, spec, settings, *id));
}

std::function<void(const EvalResult&, const std::string&, bool)> EpisodeRecorder::evaluation_hook() {
  return [this](const EvalResult& r, const std::string& kernel, bool final) {
    EvaluationContext ctx;
    ctx.run_id = rec_.run_id;
    ctx.episode_id = id_;
    ctx.kernel_text = kernel;
    ctx.kernel_label = "agent:" + rec_.model;
    ctx.case_name = final ? "episode " + std::to_string(id_) + " final" : "";
    db_.insert_evaluation(r, ctx);
  };
}

void EpisodeRecorder::finish(const EpisodeResult& res) {
  EpisodeRecord rec = rec_;
  rec.status = episode_status(res.end);
  rec.end_reason = episode_end_name(res.end);
  rec.iterations = res.iterations;
  rec.tool_calls = res.tool_calls;
  rec.evaluations = res.evaluations;
  rec.first_pass_iteration = res.first_pass_iteration;
  rec.tokens_in = res.usage.input_tokens;
  rec.tokens_out = res.usage.output_tokens;
  rec.tokens_reasoning = res.usage.reasoning_tokens;
  rec.tokens_cached = res.usage.cached_tokens;
  rec.cost_usd = res.cost_usd;
  rec.wall_seconds = res.wall_seconds;
  rec.final_kernel_text = res.final_kernel;
  rec.final_kernel_hash = res.final_kernel.empty() ? "" : sha256_hex(res.final_kernel);
  rec.success = res.success;
  if (res.final_eval && res.final_eval->fresh) {
    rec.fresh_seed = res.final_eval->fresh->seed;
    rec.fresh_status = eval_status_name(res.final_eval->fresh->status);
    rec.fresh_cycles = res.final_eval->fresh->cycles;
  } else if (res.final_eval) {
    rec.fresh_status = "not run (" + std::string(eval_status_name(res.final_eval->status)) + " on seed " +
                       std::to_string(res.final_eval->seed) + ")";
  }
  rec.speedup = res.speedup;
  // An episode that ended before its transcript was opened (the provider could not be made: no
  // key, a bad script) has none: say so rather than name a file that does not exist.
  std::error_code ec;
  if (!rec.transcript_path.empty() && !std::filesystem::exists(rec.transcript_path, ec)) rec.transcript_path.clear();
  db_.finish_episode(id_, rec);
}

}  // namespace kc::agent
