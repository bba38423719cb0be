// An episode in the results store (docs/results.md): its `episodes` row from start to end and every
// evaluation it made. Shared by `kernelcraft agent`, `bench` and `mcp`.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "kc/episode.h"
#include "kc/results_db.h"

namespace kc::agent {

class EpisodeRecorder {
 public:
  // Starts the episode's row (status 'running'; a not-done row of the same key is taken over,
  // ResultsDb::begin_episode). `db` must outlive the recorder.
  EpisodeRecorder(ResultsDb& db, std::optional<int64_t> run_id, const EpisodeSpec& spec, const EpisodeSettings& settings);
  // The recorder of an episode `owner` claims (ResultsDb::claim_episode), or nullptr with *holder
  // set when it is done or another live runner has it.
  static std::unique_ptr<EpisodeRecorder> claim(ResultsDb& db, std::optional<int64_t> run_id, const EpisodeSpec& spec,
                                                const EpisodeSettings& settings, const std::string& owner,
                                                std::string* holder);

  int64_t id() const { return id_; }

  // The hook that stores each evaluation of the episode (label "agent:<model>").
  std::function<void(const EvalResult&, const std::string&, bool)> evaluation_hook();

  // Records how the episode ended.
  void finish(const EpisodeResult& r);

 private:
  EpisodeRecorder(ResultsDb& db, std::optional<int64_t> run_id, const EpisodeSpec& spec, const EpisodeSettings& settings,
                  int64_t id);
  static EpisodeRecord record_of(std::optional<int64_t> run_id, const EpisodeSpec& spec, const EpisodeSettings& settings);

  ResultsDb& db_;
  EpisodeRecord rec_;
  int64_t id_ = 0;
};

// The status an episode's row ends with: 'error' (provider failed), 'interrupted', else 'done'.
const char* episode_status(EpisodeEnd end);

}  // namespace kc::agent
