// The shipped task suite: every task loads, every configuration instantiates on every platform it
// names, held-out shapes appear nowhere else, the largest configurations stay within the cycle
// budget, and the table in docs/tasks.md matches the specs.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>

#include "kc/platform.h"
#include "kc/task.h"

namespace {

const std::vector<kc::TaskSpec>& suite() {
  static const std::vector<kc::TaskSpec> tasks = kc::load_all_tasks(KC_TASKS_SOURCE_DIR);
  return tasks;
}

// Roofline cycles of a configuration on hardware `default` of its platform (plena: 16 MACs, 16
// lanes, 64 HBM bytes per cycle; rv32: 1 instruction, 4 data-memory bytes per cycle; coral: 1
// instruction, 16 vector element bytes, 16 vector DTCM bytes per cycle; aie: 128 bf16 MACs, one
// vector operation, 64 load and 32 store bytes per cycle).
double default_bound(const kc::TaskInstance& i) {
  const std::map<std::string, double> peak = kc::find_platform(i.platform)->peak("default");
  double b = 0;
  for (const auto& [key, work] : i.roofline) b = std::max(b, double(work) / peak.at(key));
  return b;
}

// The CPU tasks (tasks/README.md), rv32 only; the convolutions are coral's (below), every other
// task is plena's.
const std::set<std::string> kCpuTasks{"vector_add", "dot_product", "saxpy",     "transpose", "prefix_sum",
                                      "matmul_int", "conv1d",      "histogram", "sort",      "crc32"};
// The ML tasks coral runs (a `coral:` section; its own datatypes and shapes where the task's are
// plena's); the others have none.
const std::set<std::string> kCoralTasks{"silu",   "relu",         "gelu",   "softmax", "layernorm", "rmsnorm",
                                        "gemv",   "gemm",         "batch_matmul", "linear", "conv2d",
                                        "depthwise_conv", "ffn", "swiglu", "conv_block"};

// The tasks with an `aie:` section so far (tasks/README.md; the aie column of the suite grows).
const std::set<std::string> kAieTasks{"relu",   "gemm",   "batch_matmul", "gemv",
                                      "ffn",    "swiglu",
                                      "linear", "conv2d", "depthwise_conv", "rope",
                                      "silu",   "gelu",   "softmax",
                                      "layernorm", "rmsnorm",
                                      "sdpa",   "mha",    "gqa",          "mqa",    "conv_block",
                                      "decoder_block_llama", "decoder_block_t5"};

// The convolutions: stated on integers, with no plena section (coral today, aie later).
const std::set<std::string> kConvTasks{"conv2d", "depthwise_conv", "conv_block"};

// The platform a task is written for: rv32 for the CPU tasks, coral for the convolutions, plena for
// the others (its table row and cycle budget); other coral sections are checked on their own.
std::string platform_of(const kc::TaskSpec& t) {
  return kCpuTasks.count(t.id) ? "rv32" : kConvTasks.count(t.id) ? "coral" : "plena";
}

// All tensor shapes of a configuration, e.g. "[4,64][4,64]".
std::string shape_key(const kc::TaskInstance& inst) {
  std::string k;
  for (const auto& t : inst.tensors) {
    k += "[";
    for (std::size_t i = 0; i < t.shape.size(); ++i) k += (i ? "," : "") + std::to_string(t.shape[i]);
    k += "]";
  }
  return k;
}

std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

// The docs/tasks.md table row of a task.
std::string doc_row(const kc::TaskSpec& t) {
  std::string names;
  for (const auto& p : t.params) names += (names.empty() ? "" : "×") + p.first;
  std::string row = "| `" + t.id + "` | " + std::to_string(t.level) + " | " + names + ": ";
  // Visible configurations only: held-out shapes appear in no document (docs/tasks.md).
  std::size_t held_out = 0;
  bool first = true;
  for (const auto& cfg : t.configs) {
    if (cfg.held_out) {
      ++held_out;
      continue;
    }
    std::string v;
    for (const auto& p : t.params) v += (v.empty() ? "" : "×") + std::to_string(cfg.params.at(p.first));
    row += (first ? "" : " · ") + v;
    first = false;
  }
  row += " (+" + std::to_string(held_out) + " held out)";
  const kc::TaskInstance c5 = kc::instantiate(t, *t.config("C5"), platform_of(t));
  char bound[32];
  std::snprintf(bound, sizeof bound, "%.0f", default_bound(c5));
  return row + " | " + num(t.tolerance.atol) + " | " + num(t.tolerance.rtol) + " | " + bound + " |";
}

}  // namespace

TEST_CASE("core.task.suite.loads") {
  const std::set<std::string> expected{"silu",  "relu", "gelu", "softmax", "layernorm", "rmsnorm", "gemv",
                                       "gemm",  "batch_matmul", "linear", "rope", "ffn", "swiglu", "sdpa",
                                       "flash_attention", "mha", "gqa", "mqa", "decoder_block_llama",
                                       "decoder_block_t5"};
  std::set<std::string> ids;
  for (const auto& t : suite()) ids.insert(t.id);
  std::set<std::string> all = expected;
  all.insert(kCpuTasks.begin(), kCpuTasks.end());
  all.insert(kConvTasks.begin(), kConvTasks.end());
  CHECK(ids == all);
  CHECK(ids.size() == 33);   // tasks/README.md
  CHECK(kc::default_tasks_dir() == KC_TASKS_SOURCE_DIR);
  for (const auto& t : suite()) {
    INFO(t.id);
    // The home platform, coral as a second one where the task has a coral section, and aie.
    CHECK(t.platforms.size() ==
          1 + std::size_t(t.supports("coral") && platform_of(t) != "coral") + std::size_t(t.supports("aie")));
    CHECK(t.supports("aie") == (kAieTasks.count(t.id) == 1));
    CHECK(t.supports(platform_of(t)));
    CHECK(t.supports("coral") == (kCoralTasks.count(t.id) == 1));   // all 15 coral tasks (tasks/README.md)
    CHECK(t.configs.size() >= 7);
    for (const auto& cfg : t.configs) {
      INFO(cfg.name);
      const kc::TaskInstance plain = kc::instantiate(t, cfg);
      CHECK(plain.platform.empty());
      CHECK(plain.address.empty());
      for (const auto& [platform, section] : t.platforms) {
        const kc::TaskInstance inst = kc::instantiate(t, cfg, platform);
        const kc::TaskLayout layout = kc::find_platform(platform)->task_layout();
        CHECK(inst.address.size() == (layout.memory_map ? t.tensors.size() : 0));
        CHECK(inst.roofline.size() == layout.roofline.size());
        int64_t work = 0;
        for (const auto& [key, w] : inst.roofline) work += w;
        CHECK(work > 0);
        for (const auto& c : section.constants) CHECK(inst.constant_slot.at(c.name) == c.slot);
      }
    }
  }
}

// plena `default` and `small`: row lengths of inputs and outputs are multiples of VLEN = 64, row
// counts (all leading dimensions together) multiples of PV_ROWS = 4, or the tensor is a vector.
TEST_CASE("core.task.suite.plena_shapes") {
  for (const auto& t : suite()) {
    if (!t.supports("plena")) continue;
    for (const auto& cfg : t.configs) {
      const kc::TaskInstance inst = kc::instantiate(t, cfg, "plena");
      for (const auto& ti : inst.tensors) {
        INFO(t.id << " " << cfg.name << " " << ti.name);
        CHECK(ti.shape.back() % 64 == 0);
        if (ti.shape.size() > 1) CHECK((ti.elements() / ti.shape.back()) % 4 == 0);
        CHECK(inst.address.at(ti.name) % 64 == 0);
      }
    }
  }
}

// Held-out shapes appear nowhere else: not among the visible shapes of any task on any platform
// (a platform section may have its own shapes) and not twice among the held-out ones.
TEST_CASE("core.task.suite.held_out_unique") {
  // The distinct shape keys of a configuration: the task's, and each platform's own if it has them.
  const auto keys = [](const kc::TaskSpec& t, const kc::TaskConfig& cfg) {
    std::set<std::string> k{shape_key(kc::instantiate(t, cfg))};
    for (const auto& [platform, section] : t.platforms) k.insert(shape_key(kc::instantiate(t, cfg, platform)));
    return k;
  };
  std::map<std::string, std::string> visible;   // shape key -> task/config
  for (const auto& t : suite())
    for (const auto& cfg : t.configs)
      if (!cfg.held_out)
        for (const std::string& key : keys(t, cfg)) visible[key] = t.id + "/" + cfg.name;
  std::map<std::string, std::string> held;
  for (const auto& t : suite())
    for (const auto& cfg : t.configs) {
      if (!cfg.held_out) continue;
      for (const std::string& key : keys(t, cfg)) {
        const auto v = visible.find(key);
        const auto h = held.find(key);
        INFO(t.id << "/" << cfg.name << " shapes " << key << " also in "
                  << (v != visible.end() ? v->second : h != held.end() ? h->second : std::string("-")));
        CHECK(visible.count(key) == 0);
        CHECK(held.count(key) == 0);
        held[key] = t.id + "/" + cfg.name;
      }
    }
}

// The roofline bound of every configuration on `default` of its platform stays below 1.5 M cycles
// (baselines of the largest configurations within ~2 M cycles), and C1 < C5 in work.
TEST_CASE("core.task.suite.cycle_budget") {
  for (const auto& t : suite())
    for (const auto& [platform, section] : t.platforms) {
      double c1 = 0, c5 = 0;
      for (const auto& cfg : t.configs) {
        const double b = default_bound(kc::instantiate(t, cfg, platform));
        INFO(t.id << "/" << cfg.name << " on " << platform << " bound " << b);
        CHECK(b <= 1.5e6);
        if (cfg.name == "C1") c1 = b;
        if (cfg.name == "C5") c5 = b;
      }
      CHECK(c5 > c1);
    }
}

TEST_CASE("core.task.suite.docs_table") {
  std::ifstream in(std::string(KC_DOCS_DIR) + "/tasks.md");
  REQUIRE(in);
  std::stringstream doc;
  doc << in.rdbuf();
  for (const auto& t : suite()) {
    const std::string row = doc_row(t);
    INFO("docs/tasks.md needs the row (regenerate the table after changing a spec):\n" << row);
    CHECK(doc.str().find(row + "\n") != std::string::npos);
  }
}

// conv_block's input distributions (its tolerance `why`): on seeds 1-3 of every configuration the
// outputs are not degenerate, so a wrong rounding, bias, multiplier or shift shows: at most 65 %
// are clamped to 0, at least a quarter lie strictly between 0 and 127, and some saturate at 127.
// The same for aie's own configurations (larger CI: wider sums).
TEST_CASE("core.task.suite.conv_block_outputs") {
  const auto t = std::find_if(suite().begin(), suite().end(), [](const kc::TaskSpec& s) { return s.id == "conv_block"; });
  REQUIRE(t != suite().end());
  std::vector<std::pair<std::string, const kc::TaskConfig*>> cases;
  for (const auto& cfg : t->configs) cases.emplace_back("coral", &cfg);
  REQUIRE(t->supports("aie"));
  for (const auto& cfg : t->platforms.at("aie").configs) cases.emplace_back("aie", &cfg);
  for (const auto& [platform, cfg_ptr] : cases) {
    const kc::TaskConfig& cfg = *cfg_ptr;
    const kc::TaskInstance inst = kc::instantiate(*t, cfg, platform);
    std::size_t zero = 0, top = 0, between = 0;
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      const std::vector<kc::TensorData> out = kc::reference(inst, kc::generate_inputs(inst, seed));
      for (double y : out.at(0).values) {
        zero += y == 0;
        top += y == 127;
        between += y > 0 && y < 127;
      }
    }
    const double n = double(zero + top + between);
    INFO(platform << " " << cfg.name << ": " << zero << " zero, " << between << " between, " << top << " at 127");
    CHECK(zero <= 0.65 * n);
    CHECK(between >= 0.25 * n);
    CHECK(top > 0);
  }
}
