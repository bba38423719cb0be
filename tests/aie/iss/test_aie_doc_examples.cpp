// The worked examples of docs/isa/aie.md: every `aie` block assembles; the rejected bundles of the
// `errors` block fail with the messages shown; the naive dot product gets its stall warning and
// the software-pipelined one none; both compute the same dot products in the ISS as an int64
// reference, and the pipelined loop keeps the vec slot busy in every bundle.
#include <catch2/catch.hpp>
#include <fstream>
#include <random>
#include <sstream>

#include "kc/aie_iss.h"

using namespace kc::aie;

namespace {

struct Block {
  std::string lang, text;
};

std::vector<Block> blocks() {
  std::ifstream in(KC_AIE_ISA_DOC);
  REQUIRE(in);
  std::vector<Block> out;
  std::string line;
  Block* cur = nullptr;
  while (std::getline(in, line)) {
    if (line.rfind("```", 0) == 0) {
      if (cur) {
        cur = nullptr;
      } else {
        out.push_back({line.substr(3), ""});
        cur = &out.back();
      }
      continue;
    }
    if (cur) cur->text += line + "\n";
  }
  return out;
}

}  // namespace

TEST_CASE("aie.asm.doc_examples") {
  int aie = 0, errors = 0;
  const Block* naive = nullptr;
  const Block* piped = nullptr;
  const auto bs = blocks();
  for (const auto& b : bs) {
    if (b.lang == "aie") {
      ++aie;
      const AsmResult r = assemble(b.text, "doc.s");
      INFO(b.text << format_diagnostics(r, b.text, "doc.s"));
      CHECK(r.ok());
      if (b.text.find(".loop 256") != std::string::npos) naive = &b;
      if (b.text.find(".loop 31") != std::string::npos) piped = &b;
    } else if (b.lang == "errors") {
      std::istringstream ls(b.text);
      std::string code, msg;
      while (std::getline(ls, code) && std::getline(ls, msg)) {
        ++errors;
        const AsmResult r = assemble(code + "\n", "doc.s");
        REQUIRE(r.error_count() == 1);
        const std::string want = msg.substr(msg.find("error: ") + 7);
        CHECK(r.diagnostics[0].message == want);
      }
    }
  }
  CHECK(aie >= 3);
  CHECK(errors >= 4);
  REQUIRE(naive);
  REQUIRE(piped);
  const AsmResult rn = assemble(naive->text, "naive.s");
  const AsmResult rp = assemble(piped->text, "piped.s");
  bool stall = false;
  for (const auto& d : rn.diagnostics) stall = stall || d.message.find("wl0 is read 1 cycle after") != std::string::npos;
  CHECK(stall);
  CHECK(rp.warning_count() == 0);
  // both compute the 32 lane-wise dot products of two 8 KB int8 vectors
  std::mt19937 rng(15);
  std::vector<std::uint8_t> a(8192), b(8192);
  for (auto& v : a) v = std::uint8_t(rng());
  for (auto& v : b) v = std::uint8_t(rng());
  std::int64_t want[32] = {};
  for (int c = 0; c < 256; ++c)
    for (int i = 0; i < 32; ++i) want[i] += std::int64_t(std::int8_t(a[32 * c + i])) * std::int8_t(b[32 * c + i]);
  std::uint64_t bundles[2];
  int k = 0;
  for (const AsmResult* r : {&rn, &rp}) {
    Iss iss(*find_config("default"));
    iss.load_program(r->words);
    iss.write_dm(0, a);
    iss.write_dm(0x2000, b);
    REQUIRE(iss.run(100000) == IssStop::done);
    for (int i = 0; i < 32; ++i) CHECK(std::int32_t(iss.state().cm[0][std::size_t(i)]) == std::int32_t(want[i]));
    bundles[k++] = iss.counters().bundles;
    if (r == &rp) CHECK(iss.counters().vec_bundles == 256);
  }
  CHECK(bundles[0] == 2 + 1 + 256 * 2 + 2);   // movpi x2, loopi, 256 x (loads, MAC), vsrs, done
  CHECK(bundles[1] == 2 + 8 + 1 + 31 * 8 + 8 + 1);
}
