// Malformed specs (data/*.yaml, each a one-change variant of data/valid.yaml) give the expected
// `file:line:col: error:` message.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <unistd.h>

#include "kc/evaluate.h"
#include "kc/platform.h"
#include "kc/prompt.h"
#include "kc/task.h"

namespace {

const std::string kData = KC_TEST_DATA_DIR;

// The TaskError message of loading data/<name>.yaml ("" if it loads).
std::string load_error(const std::string& name) {
  try {
    kc::load_task(kData + "/" + name + ".yaml");
  } catch (const kc::TaskError& e) {
    return e.what();
  }
  return "";
}

// The message of data/<name>.yaml contains `expected` (prefixed with the file path) as a line.
void expect_error(const std::string& name, const std::string& expected) {
  const std::string msg = load_error(name);
  INFO("message:\n" << msg);
  CHECK(("\n" + msg + "\n").find("\n" + kData + "/" + name + ".yaml:" + expected + "\n") != std::string::npos);
}

}  // namespace

TEST_CASE("core.task.error.valid_loads") {
  CHECK(load_error("valid") == "");
  const kc::TaskSpec t = kc::load_task(kData + "/valid.yaml");
  CHECK(t.tolerance.rtol == 4.0 / 256);
  CHECK(t.configs.size() == 7);
  CHECK(t.configs[5].name == "H1");
  CHECK(t.configs[5].held_out);
}

TEST_CASE("core.task.error.unknown_key") {
  expect_error("unknown_key",
               "5:1: error: unknown key 'colour' in the task (allowed: id, name, level, summary, description, math, "
               "params, tensors, configs, tolerance, reference, platforms)");
}

TEST_CASE("core.task.error.missing_key") {
  expect_error("missing_key", "2:1: error: missing required key 'math' in the task");
}

TEST_CASE("core.task.error.wrong_type") {
  expect_error("wrong_type", "4:8: error: level must be a non-negative integer (decimal or 0x hex), not 'one'");
}

TEST_CASE("core.task.error.bad_identifier") {
  // The column of Q inside "[R, C*Q]".
  expect_error("bad_identifier", "15:18: error: shape of tensor X: unknown identifier 'Q' (known: R C)");
}

TEST_CASE("core.task.error.duplicate_tensor") {
  expect_error("duplicate_tensor", "17:11: error: duplicate tensor 'X'");
}

TEST_CASE("core.task.error.missing_address") {
  expect_error("missing_address", "37:7: error: tensor 'Y' has no address in the memory_map of plena");
}

TEST_CASE("core.task.error.overlapping_regions") {
  expect_error("overlap",
               "38:10: error: region of Y on plena in configuration C3 [4096, 20736) overlaps X [0, 16384) "
               "(outputs include 256 elements of slack)");
  CHECK(load_error("overlap").find("configuration C1") == std::string::npos);
}

TEST_CASE("core.task.error.output_slack") {
  expect_error("output_slack",
               "38:10: error: region of Y on plena in configuration C1 [0, 512) overlaps X [320, 576) "
               "(outputs include 256 elements of slack)");
}

TEST_CASE("core.task.error.missing_h2") {
  expect_error("missing_h2",
               "22:3: error: missing held-out configuration 'H2' (configs need exactly C1..C5 and at least H1, H2)");
}

TEST_CASE("core.task.error.non_growing") {
  expect_error("non_growing",
               "24:7: error: configuration C3 (4096 elements in all tensors) must be larger than C2 (4096): visible "
               "configurations grow");
}

TEST_CASE("core.task.error.unknown_reference") {
  // Every registered reference, sorted: 20 plena tasks, 10 CPU tasks, 3 convolutions.
  expect_error("unknown_reference",
               "33:12: error: unknown reference 'swish' (registered: batch_matmul, conv1d, conv2d, conv_block, crc32, "
               "decoder_block_llama, decoder_block_t5, depthwise_conv, dot_product, ffn, flash_attention, gelu, gemm, "
               "gemv, gqa, histogram, layernorm, linear, matmul_int, mha, mqa, prefix_sum, relu, rmsnorm, rope, "
               "saxpy, sdpa, silu, softmax, sort, swiglu, transpose, vector_add)");
}

TEST_CASE("core.task.error.held_out_equal") {
  expect_error("held_out_equal",
               "27:7: error: held-out configuration H1 has the same shapes as C2 (held-out shapes must differ from "
               "every other configuration)");
}

TEST_CASE("core.task.error.reference_shape") {
  expect_error("reference_shape",
               "20:12: error: shape of Y in configuration C1 is [64, 4], but reference 'silu' computes with [R, C] = "
               "[4, 64]");
}

TEST_CASE("core.task.error.unknown_platform") {
  expect_error("unknown_platform", "35:3: error: unknown platform 'plenum' (known: plena, rv32, coral, aie)");
}

TEST_CASE("core.task.error.missing_file") {
  CHECK(load_error("no_such_file") == kData + "/no_such_file.yaml: error: cannot open file");
}

// load_all_tasks: the id is the directory name, the level the parent directory.
TEST_CASE("core.task.error.directory_layout") {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("kc_tasks_layout_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir / "l2" / "swish");
  fs::copy_file(kData + "/valid.yaml", dir / "l2" / "swish" / "task.yaml");
  std::string msg;
  try {
    kc::load_all_tasks(dir.string());
  } catch (const kc::TaskError& e) {
    msg = e.what();
  }
  const std::string file = (dir / "l2" / "swish" / "task.yaml").string();
  CHECK(msg == file + ": error: id 'silu' differs from its directory 'swish'\n" + file +
                   ": error: level 1 task is in directory 'l2'");
  fs::remove_all(dir);
  CHECK_THROWS_AS(kc::load_all_tasks(dir.string()), kc::TaskError);
}

// Structural caps: a roofline resource of the platform, a rate over its hardware values and
// `peak`, a reason; evaluated per hardware configuration.
TEST_CASE("core.task.error.structural") {
  expect_error("structural_resource",
               "46:7: error: structural of plena names 'dma_ops', which is not a roofline resource of plena "
               "(matrix_macs, vector_ops, hbm_bytes)");
  const std::string msg = load_error("structural_expr");
  INFO(msg);
  CHECK(msg.find(kData + "/structural_expr.yaml:46:34: error: rate of structural vector_ops of plena: unknown "
                         "identifier 'HBM_WIDTH' (known: ") != std::string::npos);
  CHECK(load_error("structural_ok").empty());
}

TEST_CASE("core.task.structural_bound") {
  const kc::TaskSpec t = kc::load_task(kData + "/structural_ok.yaml");
  const kc::Platform* p = kc::find_platform("plena");
  REQUIRE(p);
  const kc::TaskInstance inst = kc::instantiate(t, *t.config("C3"), "plena");
  const auto b = kc::structural_bound(*p, inst, "default");
  REQUIRE(b);
  REQUIRE(b->caps.size() == 1);
  CHECK(b->caps[0].resource == "vector_ops");
  CHECK(b->caps[0].rate == 8);     // LANES / 2 on default (16 lanes)
  CHECK(b->caps[0].peak == 16);
  CHECK(b->caps[0].why == "every other lane idles");
  // vector_ops = 5*R*C at 8 per cycle dominates hbm_bytes = 4*R*C at 64 per cycle.
  CHECK(b->cycles == Approx(5.0 * 64 * 256 / 8));
  CHECK(kc::roofline_cycles(*p, inst, "default") == Approx(5.0 * 64 * 256 / 16));
  // A task without caps has no structural bound.
  const kc::TaskSpec v = kc::load_task(kData + "/valid.yaml");
  CHECK_FALSE(kc::structural_bound(*p, kc::instantiate(v, *v.config("C3"), "plena"), "default"));
}

// A platform may run the task on its own datatypes, input distributions, tolerance, reference
// and description; everything else stays the task's.
TEST_CASE("core.task.platform_overrides") {
  const kc::TaskSpec t = kc::load_task(kData + "/override_ok.yaml");
  const kc::TaskConfig& c = *t.config("C2");
  const kc::TaskInstance rv = kc::instantiate(t, c, "rv32");
  const kc::TaskInstance pl = kc::instantiate(t, c, "plena");
  CHECK(rv.tensor("X")->dtype == kc::DType::f32);
  CHECK(rv.tensor("Y")->dtype == kc::DType::f32);
  CHECK(pl.tensor("X")->dtype == kc::DType::bf16);
  CHECK(rv.tensor("X")->init.dist == kc::InitSpec::Dist::uniform);
  CHECK(pl.tensor("X")->init.dist == t.tensor("X")->init.dist);
  CHECK(rv.tolerance.atol == 1e-6);
  CHECK(rv.tolerance.rtol == 2e-6);
  CHECK(pl.tolerance.atol == t.tolerance.atol);
  CHECK(rv.description == "Y = X · sigmoid(X) on fp32.");
  CHECK(pl.description == t.description);
  CHECK(rv.reference == "silu");
  // Inputs follow the platform's distribution and datatype; the reference runs on them.
  const auto in = kc::generate_inputs(rv, 7);
  REQUIRE(in.size() == 1);
  CHECK(in[0].dtype == kc::DType::f32);
  bool outside_bf16 = false;
  for (double v : in[0].values) {
    CHECK(v >= -4);
    CHECK(v < 4);
    CHECK(double(float(v)) == v);
    outside_bf16 |= kc::round_to_dtype(v, kc::DType::bf16) != v;
  }
  CHECK(outside_bf16);   // f32 values, not bf16 ones
  const auto ref = kc::reference(rv, in);
  REQUIRE(ref.size() == 1);
  CHECK(ref[0].dtype == kc::DType::f32);
  // The prompt shows the platform's view.
  const kc::Prompt p = kc::build_prompt(*kc::find_platform("rv32"), t, c, kc::PromptOptions{"default", false, ""});
  const std::string text = p.text();
  CHECK(text.find("| `X` | input | f32 |") != std::string::npos);
  CHECK(text.find("uniform(-4, 4)") != std::string::npos);
  CHECK(text.find("atol = 1e-06 and rtol = 2e-06") != std::string::npos);
  CHECK(text.find("fp32 through the scalar FPU") != std::string::npos);
  CHECK(text.find("Y = X · sigmoid(X) on fp32.") != std::string::npos);
}

// A platform may have its own shapes per configuration (coral: tensors that fit its DTCM); its
// instances, inputs, reference and prompt use them, the other platforms keep the task's.
TEST_CASE("core.task.platform_configs") {
  const kc::TaskSpec t = kc::load_task(kData + "/override_configs.yaml");
  const kc::TaskConfig& c = *t.config("C5");
  const kc::TaskInstance co = kc::instantiate(t, c, "coral");
  const kc::TaskInstance rv = kc::instantiate(t, c, "rv32");
  CHECK(co.config->name == "C5");
  CHECK(co.config->params.at("R") == 16);
  CHECK(co.tensor("X")->shape == std::vector<int64_t>{16, 128});
  CHECK(rv.tensor("X")->shape == std::vector<int64_t>{32, 128});
  CHECK(co.roofline.at("instructions") == 8 * 16 * 128);
  const auto in = kc::generate_inputs(co, 3);
  REQUIRE(in.size() == 1);
  CHECK(in[0].values.size() == 16 * 128);
  CHECK(kc::reference(co, in)[0].values.size() == 16 * 128);
  const kc::Prompt p = kc::build_prompt(*kc::find_platform("coral"), t, c, kc::PromptOptions{"small", false, ""});
  CHECK(p.text().find("| `R` | rows | 16 |") != std::string::npos);
}

TEST_CASE("core.task.error.platform_configs") {
  const std::string bad = load_error("override_configs_bad");
  INFO(bad);
  CHECK(bad.find("error: configs of coral names 'C9', which is not a configuration of the task") != std::string::npos);
  CHECK(bad.find("error: configs of coral has no configuration 'H2'") != std::string::npos);
  CHECK(bad.find("missing required key 'C' in configuration C1 of coral") != std::string::npos);
  const std::string big = load_error("override_configs_big");
  INFO(big);
  CHECK(big.find("configuration C5: the tensors take 163840 bytes, more than the 57344 bytes of DTCM a coral task") !=
        std::string::npos);
}

TEST_CASE("core.task.error.platform_overrides") {
  expect_error("override_bad", "47:7: error: tensors of rv32 names 'Z', which is not a tensor of the task");
  const std::string bad = load_error("override_bad");
  INFO(bad);
  CHECK(bad.find("error: unknown dtype 'f16' of tensor Y on rv32") != std::string::npos);
  CHECK(bad.find("error: output Y cannot have an 'init'") != std::string::npos);
  CHECK(bad.find("error: unknown reference 'nosuch'") != std::string::npos);
  const std::string ref = load_error("override_ref");
  INFO(ref);
  CHECK(ref.find("48:16: error: reference 'gemv' reads param 'M', which the task does not declare") != std::string::npos);
  CHECK(ref.find("error: reference 'gemv' expects input 'A', which the task does not declare as an input") !=
        std::string::npos);
}

// A platform's further memory spaces (TaskLayout::spaces; aie's `l2`): a tensor's `space` puts its
// memory-map address in that space, checked against the space's own limit and regions; the
// instance carries the space (the adapter preloads and dumps there).
TEST_CASE("core.task.spaces") {
  CHECK(load_error("space_ok") == "");   // X in L2 at 0 and Y in data memory at 0 do not overlap
  const kc::TaskSpec t = kc::load_task(kData + "/space_ok.yaml");
  const kc::TaskInstance inst = kc::instantiate(t, *t.config("C1"), "aie");
  REQUIRE(inst.tensors.size() == 2);
  CHECK(inst.tensors[0].space == "l2");
  CHECK(inst.tensors[1].space == "");
  const std::string bad = load_error("space_bad");
  INFO(bad);
  CHECK(bad.find("error: unknown space 'l3' of tensor Y on aie (known: l2)") != std::string::npos);
  expect_error("space_range", "41:10: error: region of X on aie in configuration C1 ends at byte 604096, beyond "
                              "524288 (the smallest aie L2)");
}
