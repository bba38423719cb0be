// The task prompt (kc/prompt.h) of relu C1 on plena `small`: every section, resolved addresses,
// the hardware summary, the ABI, and the ISA reference.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "eval_test_util.h"
#include "kc/plena_platform.h"
#include "kc/prompt.h"

using namespace kc;
using namespace kc::evaltest;

TEST_CASE("plena.eval.prompt.sections") {
  const Prompt p = build_prompt(plena::platform(), relu_task(), relu_config(), PromptOptions{"small", true, ""});
  std::vector<std::string> ids;
  for (const PromptSection& s : p.sections) ids.push_back(s.id);
  CHECK(ids == std::vector<std::string>{"task", "math", "configuration", "memory_map", "constants", "correctness",
                                        "hardware", "rules", "isa"});
  const std::string text = p.text();
  const TaskInstance inst = relu_instance();
  CHECK(contains(text, "# Task: " + relu_task().name + " (`relu`, level 1)"));
  CHECK(contains(text, "# Configuration C1: shapes and dtypes"));
  const std::string y_row = "| `Y` | output | " + std::to_string(inst.address.at("Y")) + " | " +
                            std::to_string(inst.address.at("Y") + inst.tensors.back().elements() - 1) + " |";
  CHECK(contains(text, y_row));
  CHECK(contains(text, "plena configuration `small`"));
  CHECK(contains(text, "VLEN = 16 elements per VRAM row"));
  CHECK(contains(text, "The run ends (`halted`) when the program counter passes the last instruction"));
  CHECK(contains(text, "atol = "));
  CHECK(contains(text, "# plena ISA reference"));
  CHECK_FALSE(contains(text, "<!-- Generated"));
  for (const TaskConfig& c : relu_task().configs) {
    if (!c.held_out) continue;  // held-out shapes never appear in another configuration's prompt
    for (const auto& [name, value] : c.params) {
      (void)name;
      CHECK_FALSE(contains(p.sections[2].text, "| " + std::to_string(value) + " |"));
    }
  }
}

TEST_CASE("plena.eval.prompt.without_isa") {
  const Prompt p = build_prompt(plena::platform(), relu_task(), relu_config(), PromptOptions{"", false, ""});
  CHECK(p.hw == "default");
  CHECK(p.sections.back().id == "rules");
  CHECK_FALSE(contains(p.text(), "# plena ISA reference"));
  CHECK_THROWS_WITH(build_prompt(plena::platform(), relu_task(), relu_config(), PromptOptions{"tiny", true, ""}),
                    Catch::Contains("unknown plena hardware configuration 'tiny'"));
}

// gemv: the prompt states the structural bound (one row of the BLEN x BLEN array per vector) and
// how the tolerance was derived; the evaluation reports the fraction of both bounds.
TEST_CASE("plena.eval.prompt.gemv_structural_bound_and_numerics") {
  const TaskSpec gemv = load_task(default_tasks_dir() + "/l1/gemv/task.yaml");
  const Prompt p = build_prompt(plena::platform(), gemv, *gemv.config("C1"), PromptOptions{"default", false, ""});
  const std::string text = p.text();
  INFO(text);
  // M = K = 64: M*K MACs at BLEN = 4 per cycle.
  CHECK(contains(text, "roofline bound of this configuration on `default` is 256 cycles"));
  CHECK(contains(text, "Structural bound of this task: 1024 cycles. `matrix_macs` reaches at most 4 per cycle here, "
                       "not its peak 16: a matrix-vector product occupies one row of the BLEN x BLEN"));
  CHECK(contains(text, "Numerics (how the tolerance was derived, and the precision a kernel must keep):\n"
                       "The matrix unit forms exact bf16 products, accumulates them in fp32"));
  CHECK(contains(text, "accumulate in v_accum"));

  const auto k = plena::platform().baseline(instantiate(gemv, *gemv.config("C1"), "plena"), "default");
  REQUIRE(k);
  EvalOptions o;
  o.hw = "default";
  o.with_baseline = false;
  const EvalResult r = evaluate(plena::platform(), gemv, *gemv.config("C1"), k->text, o);
  INFO(r.message);
  REQUIRE(r.passed());
  REQUIRE(r.structural);
  CHECK(r.structural->cycles == Approx(1024));
  REQUIRE(r.structural_fraction);
  CHECK(*r.structural_fraction == Approx(1024.0 / double(r.cycles)));
  CHECK(contains(r.message, "structural bound 1024 cycles ("));
  CHECK(contains(r.message, "% of it reached): `matrix_macs` at most 4 per cycle of its peak 16 ("));
  CHECK(eval_result_json(r)["structural"]["caps"][0]["rate"] == 4.0);
}
