// Seeded inputs (deterministic per seed, different between seeds, rounded to their dtype, drawn
// from the stated distribution), the documented seed hash, and tensor encodings.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>

#include "kc/fp.h"
#include "kc/task.h"

namespace {

const kc::TaskSpec& task(const std::string& id) {
  static const std::vector<kc::TaskSpec> tasks = kc::load_all_tasks(KC_TASKS_SOURCE_DIR);
  for (const auto& t : tasks)
    if (t.id == id) return t;
  throw std::runtime_error("no task " + id);
}

}  // namespace

TEST_CASE("core.task.inputs.deterministic") {
  for (const char* id : {"layernorm", "decoder_block_t5"}) {
    const kc::TaskSpec& t = task(id);
    const kc::TaskInstance inst = kc::instantiate(t, *t.config("C2"), "plena");
    const auto a = kc::generate_inputs(inst, 7), b = kc::generate_inputs(inst, 7), c = kc::generate_inputs(inst, 8);
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
      INFO(id << " " << a[i].name);
      CHECK(a[i].values == b[i].values);
      CHECK(a[i].values != c[i].values);
      CHECK(a[i].values.size() == std::size_t(inst.tensor(a[i].name)->elements()));
      for (double v : a[i].values) REQUIRE(kc::fp::bf16_to_double(kc::fp::bf16_from_double(v)) == v);
    }
    // Each tensor has its own generator: the same data for the same seed whatever the others.
    CHECK(a[0].values != a[1].values);
  }
}

TEST_CASE("core.task.inputs.distribution") {
  const kc::TaskSpec& t = task("layernorm");   // X ~ N(1, 2), GAMMA ~ U(0.5, 1.5)
  const kc::TaskInstance inst = kc::instantiate(t, *t.config("C5"));
  const auto in = kc::generate_inputs(inst, 1);
  double sum = 0, sq = 0;
  for (double v : in[0].values) sum += v, sq += v * v;
  const double n = double(in[0].values.size()), mean = sum / n;
  CHECK(mean == Approx(1.0).margin(0.02));
  CHECK(std::sqrt(sq / n - mean * mean) == Approx(2.0).epsilon(0.01));
  for (double v : in[1].values) REQUIRE((v >= 0.5 && v <= 1.5));
}

// The documented hash: splitmix64(splitmix64(seed) ^ (index + 1)).
TEST_CASE("core.task.inputs.seed_hash") {
  CHECK(kc::tensor_seed(1, 0) == 0xE9FD6049D65AF21Eull);
  CHECK(kc::tensor_seed(1, 1) != kc::tensor_seed(1, 0));
  CHECK(kc::tensor_seed(2, 0) != kc::tensor_seed(1, 0));
}

TEST_CASE("core.task.encode.roundtrip") {
  using kc::DType;
  const std::vector<double> vals{0.0, 1.0, -2.5, 3.0, 100.0, -128.0};
  for (DType t : {DType::bf16, DType::f32, DType::i32, DType::i16, DType::i8, DType::u8, DType::u32, DType::i64}) {
    INFO(kc::dtype_name(t));
    kc::TensorData d{"T", t, {6}, {}};
    for (double v : vals) d.values.push_back(kc::round_to_dtype(v, t));
    const auto bytes = kc::encode(d);
    CHECK(bytes.size() == 6 * kc::dtype_bytes(t));
    const kc::TensorInstance ti{"T", kc::Role::output, t, {6}};
    CHECK(kc::decode(ti, bytes).values == d.values);
    CHECK(kc::parse_dtype(kc::dtype_name(t)) == t);
  }
  // Little-endian layouts.
  CHECK(kc::encode({"T", DType::bf16, {1}, {1.0}}) == std::vector<uint8_t>{0x80, 0x3F});
  CHECK(kc::encode({"T", DType::f32, {1}, {1.0}}) == std::vector<uint8_t>{0x00, 0x00, 0x80, 0x3F});
  CHECK(kc::encode({"T", DType::i16, {1}, {-2}}) == std::vector<uint8_t>{0xFE, 0xFF});
  CHECK(kc::encode({"T", DType::i32, {1}, {258}}) == std::vector<uint8_t>{0x02, 0x01, 0x00, 0x00});
  CHECK(kc::encode({"T", DType::u32, {1}, {4294967295.0}}) == std::vector<uint8_t>{0xFF, 0xFF, 0xFF, 0xFF});
  CHECK(kc::encode({"T", DType::i64, {1}, {-2}}) ==
        std::vector<uint8_t>{0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF});
  CHECK(kc::encode({"T", DType::i64, {1}, {4294967296.0 * 3}}) == std::vector<uint8_t>{0, 0, 0, 0, 3, 0, 0, 0});
  // Rounding and clamping to the dtype.
  CHECK(kc::round_to_dtype(1.0 + 1.0 / 512, DType::bf16) == 1.0);   // tie to even
  CHECK(kc::round_to_dtype(300, DType::i8) == 127);
  CHECK(kc::round_to_dtype(-0.5, DType::i32) == -1);               // half away from zero
  CHECK(kc::round_to_dtype(-3, DType::u8) == 0);
  CHECK(kc::round_to_dtype(-3, DType::u32) == 0);
  CHECK(kc::round_to_dtype(5e9, DType::u32) == 4294967295.0);
  // A NaN bf16 pattern decodes to NaN (the poison of an unwritten output).
  const kc::TensorInstance ti{"T", kc::Role::output, DType::bf16, {1}};
  CHECK(std::isnan(kc::decode(ti, {0xC0, 0x7F}).values[0]));
  CHECK_THROWS_AS(kc::decode(ti, {0x00}), std::invalid_argument);
}

TEST_CASE("core.task.instance.platform_view") {
  const kc::TaskSpec& t = task("flash_attention");
  const kc::TaskInstance inst = kc::instantiate(t, *t.config("C1"), "plena");
  CHECK(inst.address.at("Q") == 0);
  CHECK(inst.address.at("K") == 64 * 64);
  CHECK(inst.param("S") == 64);
  CHECK_THROWS_AS(inst.param("Z"), kc::TaskError);
  REQUIRE(inst.tensor("O"));
  CHECK(inst.tensor("O")->role == kc::Role::output);
  // 3 scalars and the 128-word causal band, one entry per word, in slot order.
  CHECK(inst.constants.size() == 3 + 128);
  CHECK(inst.constants[0] == std::make_pair(0u, 0.125));
  CHECK(inst.constants[3] == std::make_pair(64u, 0.0));
  CHECK(inst.constants.back().first == 191u);
  CHECK(inst.constants.back().second == -INFINITY);
  CHECK(inst.constant_slot.at("band_neg_inf") == 128);
  CHECK(inst.roofline.at("matrix_macs") == 64 * 64 * 65);
  CHECK_THROWS_AS(kc::instantiate(t, *t.config("C1"), "aie"), kc::TaskError);
  // The reference of an instance: outputs in spec order with the instance's shapes.
  const auto out = kc::reference(inst, kc::generate_inputs(inst, 3));
  REQUIRE(out.size() == 1);
  CHECK(out[0].name == "O");
  CHECK(out[0].shape == std::vector<int64_t>{64, 64});
  CHECK(out[0].values.size() == 64 * 64);
}

TEST_CASE("core.task.instance.scratch") {
  const kc::TaskSpec& t = task("decoder_block_llama");
  const kc::TaskInstance inst = kc::instantiate(t, *t.config("C1"), "plena");
  REQUIRE(inst.scratch.size() == 1);
  const auto& y = *inst.tensor("Y");
  CHECK(inst.scratch[0].address >= inst.address.at("Y") + y.elements() + 256);
  CHECK(inst.scratch[0].elements == 4 * (4 + 64) * (128 + 128));
}
