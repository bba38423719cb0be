// Agent sections of reports (kc/report.h): the paper's success table per model x platform x
// level, pass@k, speedups per configuration, fast_p and the cost of a success, every episode, and
// the fast_p curves — from the episodes table — and the template-optimisation track's table. Only
// episodes that ran to their end (status 'done') count in the metrics; the others (running,
// provider errors, interrupted) are noted under the first table and listed with the episodes. The
// success, speedup and cost tables are of the kernel track; template-opt episodes (which start from
// the baseline) have their own table.
#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

#include "kc/report.h"

namespace kc {

using nlohmann::json;

namespace {

bool succeeded(const EpisodeRecord& e) { return e.success && *e.success; }

template <class T>
json opt(const std::optional<T>& v) {
  return v ? json(*v) : json(nullptr);
}

json ratio_or_null(std::size_t num, std::size_t den) { return den ? json(double(num) / double(den)) : json(nullptr); }

// Episodes of one (model, platform, hw, split) grouped further by level; level 0 = all levels.
using Group = std::tuple<std::string, std::string, std::string, std::string>;   // model, platform.hw, split, level

std::string target(const EpisodeRecord& e) { return e.platform + "." + e.hw; }

// The episodes of each task configuration (one per repeat).
std::map<std::string, std::vector<const EpisodeRecord*>> by_config(const std::vector<const EpisodeRecord*>& eps) {
  std::map<std::string, std::vector<const EpisodeRecord*>> m;
  for (const auto* e : eps) m[e->task + " " + e->config].push_back(e);
  return m;
}

// The template-optimisation track (--track template-opt) per model x platform x task: a task
// succeeds when every configuration it was run on (held-out ones included) has a successful
// episode; speedup and program size are against the baseline, best episode per configuration.
ReportTable template_opt_table(const std::vector<const EpisodeRecord*>& eps) {
  ReportTable t;
  t.id = "template_opt";
  t.title = "Template optimisation (rewriting the baseline kernel)";
  t.columns = {{"model", "model"},
               {"target", "platform.hw"},
               {"task", "task"},
               {"configs", "configs", CellFormat::integer},
               {"configs_passed", "configs passed", CellFormat::integer},
               {"task_success", "every config passes"},
               {"geomean_speedup", "speedup (geomean of best)", CellFormat::ratio},
               {"geomean_size", "program size vs baseline (geomean of smallest)", CellFormat::ratio},
               {"smaller", "configs smaller", CellFormat::integer},
               {"platform", "platform", CellFormat::text, ColumnShow::data}};
  using Key = std::tuple<std::string, std::string, std::string>;   // model, target, task
  std::map<Key, std::map<std::string, std::vector<const EpisodeRecord*>>> tasks;   // -> config -> episodes
  for (const auto* e : eps) tasks[{e->model, target(*e), e->task}][e->config].push_back(e);
  for (const auto& [key, configs] : tasks) {
    std::size_t passed = 0, smaller = 0;
    std::vector<double> speedups, sizes;
    for (const auto& [cfg, list] : configs) {
      std::optional<double> best_speedup, best_size;
      for (const auto* e : list) {
        if (!succeeded(*e)) continue;
        if (e->speedup) best_speedup = std::max(best_speedup.value_or(0.0), *e->speedup);
        if (e->static_instructions && e->baseline_static_instructions && *e->baseline_static_instructions > 0) {
          const double r = double(*e->static_instructions) / double(*e->baseline_static_instructions);
          best_size = std::min(best_size.value_or(r), r);
        }
      }
      const bool ok = std::any_of(list.begin(), list.end(), [](const EpisodeRecord* e) { return succeeded(*e); });
      passed += ok;
      if (best_speedup) speedups.push_back(*best_speedup);
      if (best_size) {
        sizes.push_back(*best_size);
        smaller += *best_size < 1.0;
      }
    }
    t.rows.push_back({std::get<0>(key), std::get<1>(key), std::get<2>(key), configs.size(), passed,
                      json(passed == configs.size() ? "yes" : "no"), opt(geomean(speedups)), opt(geomean(sizes)),
                      smaller, configs.begin()->second.front()->platform});
  }
  t.notes.push_back("Each episode starts from the template compiler's kernel for its configuration and is scored by "
                    "the speedup in cycles and by its static instruction count over the baseline's (below 1: "
                    "smaller). A task succeeds when every configuration it ran on passes, held-out ones included.");
  return t;
}

}  // namespace

double pass_at_k(int n, int c, int k) {
  if (n <= 0 || k <= 0 || k > n) return std::nan("");
  if (n - c < k) return 1.0;
  // 1 - C(n-c, k) / C(n, k) as a product, stable for the small numbers involved.
  double fail = 1.0;
  for (int i = n - c + 1; i <= n; ++i) fail *= 1.0 - double(k) / double(i);
  return 1.0 - fail;
}

std::vector<ReportTable> agent_tables(const std::vector<EpisodeRecord>& episodes) {
  std::vector<ReportTable> out;
  std::vector<const EpisodeRecord*> done, template_opt;
  std::size_t not_done = 0;
  for (const auto& e : episodes) {
    if (e.status != "done") ++not_done;
    else if (e.track() == "template-opt") template_opt.push_back(&e);
    else done.push_back(&e);
  }
  if (done.empty() && template_opt.empty() && not_done == 0) return out;

  // Groups per (model, target, split, level) and per (model, target, split) over all levels.
  std::map<Group, std::vector<const EpisodeRecord*>> groups;
  for (const auto* e : done) {
    groups[{e->model, target(*e), e->split, "L" + std::to_string(e->level)}].push_back(e);
    groups[{e->model, target(*e), e->split, "all"}].push_back(e);
  }

  // 1. Success per model x platform x level.
  ReportTable s;
  s.id = "agent_success";
  s.title = "Agent success per model x platform x level";
  s.columns = {{"model", "model"},
               {"target", "platform.hw"},
               {"split", "split"},
               {"level", "level"},
               {"configs", "configs", CellFormat::integer},
               {"episodes", "episodes", CellFormat::integer},
               {"successes", "successes", CellFormat::integer},
               {"success_rate", "success rate", CellFormat::percent}};
  for (const auto& [key, eps] : groups) {
    const std::size_t ok = std::count_if(eps.begin(), eps.end(), [](const EpisodeRecord* e) { return succeeded(*e); });
    s.rows.push_back({std::get<0>(key), std::get<1>(key), std::get<2>(key), std::get<3>(key), by_config(eps).size(),
                      eps.size(), ok, ratio_or_null(ok, eps.size())});
  }
  s.notes.push_back("An episode succeeds iff its last kernel passes on the seed it saw and on a fresh seed; "
                    "held_out rows are the H* configurations.");
  if (not_done)
    s.notes.push_back(std::to_string(not_done) + " episode(s) did not run to their end (running, provider error or "
                      "interrupted) and are not counted; `kernelcraft bench` with the same plan resumes them.");
  out.push_back(std::move(s));

  // 2. pass@k per model x platform x level (k = 1 and the fewest repeats of any configuration).
  ReportTable p;
  p.id = "agent_pass_at_k";
  p.title = "pass@k (unbiased estimator over the repeats of each configuration)";
  p.columns = {{"model", "model"},         {"target", "platform.hw"},
               {"split", "split"},         {"level", "level"},
               {"configs", "configs", CellFormat::integer},
               {"repeats", "repeats (min)", CellFormat::integer},
               {"pass_at_1", "pass@1", CellFormat::percent},
               {"k", "k", CellFormat::integer},
               {"pass_at_k", "pass@k", CellFormat::percent}};
  for (const auto& [key, eps] : groups) {
    const auto configs = by_config(eps);
    int min_n = 1 << 30;
    for (const auto& [name, list] : configs) min_n = std::min<int>(min_n, int(list.size()));
    double p1 = 0, pk = 0;
    for (const auto& [name, list] : configs) {
      const int n = int(list.size());
      const int c = int(std::count_if(list.begin(), list.end(), [](const EpisodeRecord* e) { return succeeded(*e); }));
      p1 += pass_at_k(n, c, 1);
      pk += pass_at_k(n, c, min_n);
    }
    const double nc = double(configs.size());
    p.rows.push_back({std::get<0>(key), std::get<1>(key), std::get<2>(key), std::get<3>(key), configs.size(), min_n,
                      p1 / nc, min_n > 1 ? json(min_n) : json(nullptr), min_n > 1 ? json(pk / nc) : json(nullptr)});
  }
  out.push_back(std::move(p));

  // 3. Speedup per configuration.
  ReportTable sp;
  sp.id = "agent_speedup";
  sp.title = "Agent speedup over the baseline per configuration (successful episodes)";
  sp.columns = {{"model", "model"},
                {"target", "platform.hw"},
                {"task", "task"},
                {"config", "config"},
                {"episodes", "episodes", CellFormat::integer},
                {"successes", "successes", CellFormat::integer},
                {"best_speedup", "best", CellFormat::ratio},
                {"geomean_speedup", "geomean", CellFormat::ratio}};
  using CfgKey = std::tuple<std::string, std::string, int, std::string, std::string>;   // model, target, level, task, config
  std::map<CfgKey, std::vector<const EpisodeRecord*>> cfgs;
  for (const auto* e : done) cfgs[{e->model, target(*e), e->level, e->task, e->config}].push_back(e);
  std::map<std::string, std::vector<double>> per_model;
  for (const auto& [key, eps] : cfgs) {
    std::vector<double> v;
    for (const auto* e : eps)
      if (succeeded(*e) && e->speedup) v.push_back(*e->speedup);
    const json best = v.empty() ? json(nullptr) : json(*std::max_element(v.begin(), v.end()));
    const std::size_t ok = std::count_if(eps.begin(), eps.end(), [](const EpisodeRecord* e) { return succeeded(*e); });
    sp.rows.push_back({std::get<0>(key), std::get<1>(key), std::get<3>(key), std::get<4>(key), eps.size(), ok,
                       best, opt(geomean(v))});
    auto& all = per_model[std::get<0>(key) + " on " + std::get<1>(key)];
    all.insert(all.end(), v.begin(), v.end());
  }
  for (const auto& [m, v] : per_model)
    if (const auto g = geomean(v))
      sp.notes.push_back(m + ": geomean speedup " + format_cell(*g, CellFormat::ratio) + " over " +
                         std::to_string(v.size()) + " successful episodes");
  out.push_back(std::move(sp));

  // 4. fast_p and the cost of a success, per model x platform x split.
  ReportTable c;
  c.id = "agent_cost";
  c.title = "fast_p, tokens, cost and time per success";
  c.columns = {{"model", "model"},
               {"target", "platform.hw"},
               {"split", "split"},
               {"episodes", "episodes", CellFormat::integer},
               {"fast_1", "fast_1", CellFormat::percent},
               {"fast_2", "fast_2", CellFormat::percent},
               {"tokens_per_success", "tokens/success", CellFormat::integer},
               {"cost_per_success", "$/success", CellFormat::dollars},
               {"seconds_per_success", "time/success", CellFormat::seconds},
               {"mean_iterations", "turns (mean)", CellFormat::decimal},
               {"mean_first_pass", "first pass (mean turn)", CellFormat::decimal},
               {"platform", "platform", CellFormat::text, ColumnShow::data},
               {"successes", "successes", CellFormat::integer, ColumnShow::data}};
  for (const auto& [key, eps] : groups) {
    if (std::get<3>(key) != "all") continue;
    std::size_t ok = 0, fast1 = 0, fast2 = 0, passed_once = 0;
    int64_t tokens = 0;
    double cost = 0, secs = 0, iters = 0, first = 0;
    bool cost_known = true;
    for (const auto* e : eps) {
      const bool s_ok = succeeded(*e);
      ok += s_ok;
      fast1 += s_ok && e->speedup && *e->speedup > 1.0;
      fast2 += s_ok && e->speedup && *e->speedup > 2.0;
      tokens += e->tokens_in + e->tokens_out;
      if (e->cost_usd) cost += *e->cost_usd;
      else cost_known = false;
      secs += e->wall_seconds;
      iters += e->iterations;
      if (e->first_pass_iteration) first += *e->first_pass_iteration, ++passed_once;
    }
    c.rows.push_back({std::get<0>(key), std::get<1>(key), std::get<2>(key), eps.size(), ratio_or_null(fast1, eps.size()),
                      ratio_or_null(fast2, eps.size()), ok ? json(tokens / int64_t(ok)) : json(nullptr),
                      ok && cost_known ? json(cost / double(ok)) : json(nullptr),
                      ok ? json(secs / double(ok)) : json(nullptr), json(iters / double(eps.size())),
                      passed_once ? json(first / double(passed_once)) : json(nullptr), json(eps.front()->platform),
                      json(ok)});
  }
  c.notes.push_back("fast_p: fraction of episodes whose final kernel is correct and more than p times faster than the "
                    "baseline. Per success: the totals of all episodes of the row divided by its successes. $/success is "
                    "empty when a model has no price (agent/prices.yaml); scripted episodes use no tokens.");
  out.push_back(std::move(c));
  if (!template_opt.empty()) out.push_back(template_opt_table(template_opt));

  // 5. Every episode, with its transcript and final kernel.
  ReportTable ep;
  ep.id = "agent_episodes";
  ep.title = "Agent episodes";
  ep.columns = {{"episode", "episode", CellFormat::integer},
                {"model", "model"},
                {"target", "platform.hw"},
                {"level", "level", CellFormat::integer},
                {"task", "task"},
                {"config", "config"},
                {"repeat", "repeat", CellFormat::integer},
                {"end", "end"},
                {"success", "success"},
                {"speedup", "speedup", CellFormat::ratio},
                {"iterations", "turns", CellFormat::integer},
                {"first_pass", "first pass", CellFormat::integer},
                {"tokens", "tokens", CellFormat::integer},
                {"cost", "cost", CellFormat::dollars},
                {"seconds", "time", CellFormat::seconds},
                {"kernel", "kernel", CellFormat::text, ColumnShow::html},
                {"transcript", "transcript", CellFormat::text, ColumnShow::html},
                {"platform", "platform", CellFormat::text, ColumnShow::data},
                {"split", "split", CellFormat::text, ColumnShow::data},
                {"case", "case", CellFormat::text, ColumnShow::data},
                {"kernel_hash", "kernel hash", CellFormat::text, ColumnShow::data},
                {"counted", "counted", CellFormat::text, ColumnShow::data},
                {"track", "track", CellFormat::text, ColumnShow::data}};
  for (const auto& e : episodes) {
    const bool counted = e.status == "done";
    const std::string end = counted ? (e.end_reason.empty() ? "done" : e.end_reason) : e.status;
    ep.rows.push_back({e.id, e.model, target(e), e.level, e.task, e.config, e.repeat, end,
                       e.success ? json(*e.success) : json(nullptr), opt(e.speedup), e.iterations,
                       opt(e.first_pass_iteration), e.tokens_in + e.tokens_out, opt(e.cost_usd), e.wall_seconds,
                       e.final_kernel_hash.empty() ? json(nullptr) : json(e.final_kernel_hash.substr(0, 12)),
                       e.transcript_path.empty() ? json(nullptr) : json(e.transcript_path), e.platform, e.split,
                       target(e) + "." + e.task + "." + e.config, e.final_kernel_hash, counted, e.track()});
  }
  out.push_back(std::move(ep));
  out.push_back(fast_p_curve_table(episodes));
  return out;
}

ReportTable fast_p_curve_table(const std::vector<EpisodeRecord>& episodes) {
  ReportTable t;
  t.id = "agent_fast_p";
  t.title = "fast_p as a function of p";
  t.data_only = true;
  t.columns = {{"model", "model"},         {"target", "platform.hw"}, {"split", "split"},
               {"platform", "platform"},   {"p", "p", CellFormat::decimal},
               {"fast_p", "fast_p", CellFormat::percent},
               {"episodes", "episodes", CellFormat::integer}};
  using Key = std::tuple<std::string, std::string, std::string, std::string>;   // model, target, split, platform
  std::map<Key, std::vector<const EpisodeRecord*>> groups;
  for (const auto& e : episodes)
    if (e.status == "done" && e.track() != "template-opt") groups[{e.model, target(e), e.split, e.platform}].push_back(&e);
  for (const auto& [key, eps] : groups) {
    std::vector<double> speedups;   // of the successful episodes
    for (const auto* e : eps)
      if (succeeded(*e) && e->speedup) speedups.push_back(*e->speedup);
    std::sort(speedups.begin(), speedups.end());
    speedups.erase(std::unique(speedups.begin(), speedups.end()), speedups.end());
    std::vector<double> ps = {0.0};
    ps.insert(ps.end(), speedups.begin(), speedups.end());
    for (double p : ps) {
      const std::size_t faster = std::count_if(eps.begin(), eps.end(), [&](const EpisodeRecord* e) {
        return succeeded(*e) && e->speedup && *e->speedup > p;
      });
      t.rows.push_back({std::get<0>(key), std::get<1>(key), std::get<2>(key), std::get<3>(key), p,
                        double(faster) / double(eps.size()), eps.size()});
    }
  }
  return t;
}

}  // namespace kc
