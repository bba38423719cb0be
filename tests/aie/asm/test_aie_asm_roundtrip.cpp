// Encoder/decoder round trips: random bundles (every slot combination, random operations and
// operand values) through encode_bundle -> decode_program, through format_bundle -> assemble, and
// random words through decode_op -> encode_op; every operation's documented example assembles.
#include <catch2/catch.hpp>
#include <random>

#include "kc/aie_asm.h"

using namespace kc::aie;
using namespace kc::aie::isa;

namespace {

std::int32_t random_value(const OpndTypeInfo& t, std::mt19937& rng) {
  if (t.kind == Kind::addr) {
    AddrMode a;
    a.p = rng() % 8;
    a.mode = rng() % 4;
    a.inc = int(rng() % 1024) - 512;
    a.m = rng() % 8;
    a.log2_size = 5 + rng() % 12;
    return addr_raw(a);
  }
  return t.min + std::int32_t(rng() % std::uint32_t(t.max - t.min + 1));
}

OpInst random_op(SlotClass sc, std::mt19937& rng) {
  std::vector<Op> ops;
  for (std::size_t i = 0; i < kNumOps; ++i)
    if (kOps[i].slot == sc) ops.push_back(Op(i));
  OpInst o;
  o.op = ops[rng() % ops.size()];
  const OpInfo& in = info(o.op);
  for (unsigned k = 0; k < in.n_operands; ++k) o.v[k] = random_value(type_info(in.operands[k].type), rng);
  return o;
}

Bundle random_bundle(std::mt19937& rng) {
  Bundle b;
  const unsigned loads = rng() % 3;
  for (unsigned i = 0; i < loads; ++i) b.ops.push_back(random_op(SlotClass::ld, rng));
  for (auto sc : {SlotClass::st, SlotClass::scl, SlotClass::vec, SlotClass::mv})
    if (rng() % 2) b.ops.push_back(random_op(sc, rng));
  return b;
}

bool same(const OpInst& a, const OpInst& b) {
  if (a.op != b.op) return false;
  for (unsigned k = 0; k < info(a.op).n_operands; ++k)
    if (a.v[k] != b.v[k]) return false;
  return true;
}

}  // namespace

TEST_CASE("aie.asm.roundtrip.random_bundles_encode_decode") {
  std::mt19937 rng(20261204);
  std::vector<Bundle> prog;
  std::vector<std::uint32_t> words;
  for (int i = 0; i < 3000; ++i) {
    prog.push_back(random_bundle(rng));
    for (auto w : encode_bundle(prog.back())) words.push_back(w);
  }
  std::string err;
  const auto back = decode_program(words, &err);
  INFO(err);
  REQUIRE(back);
  REQUIRE(back->size() == prog.size());
  for (std::size_t i = 0; i < prog.size(); ++i) {
    const Bundle& want = prog[i];
    const Bundle& got = (*back)[i];
    INFO("bundle " << i << ": " << format_bundle(want));
    if (want.ops.empty()) {  // an empty bundle is encoded as a nop
      REQUIRE(got.ops.size() == 1);
      CHECK(got.ops[0].op == Op::nop);
      continue;
    }
    REQUIRE(got.ops.size() == want.ops.size());
    for (std::size_t k = 0; k < want.ops.size(); ++k) CHECK(same(got.ops[k], want.ops[k]));
  }
}

TEST_CASE("aie.asm.roundtrip.random_bundles_text") {
  // format_bundle -> assemble gives the same words; bundles with two writes of one register are
  // rejected by the assembler (and only those: a rejection must name the write conflict)
  std::mt19937 rng(99);
  int assembled = 0, rejected = 0;
  for (int i = 0; i < 3000; ++i) {
    const Bundle b = random_bundle(rng);
    const std::string text = format_bundle(b) + "\n";
    const AsmResult r = assemble(text, "rt.s");
    INFO(text << format_diagnostics(r, text, "rt.s"));
    if (!r.ok()) {
      for (const auto& d : r.diagnostics)
        CHECK(d.message.find("in one bundle: a register takes one write per bundle") != std::string::npos);
      ++rejected;
      continue;
    }
    ++assembled;
    CHECK(r.words == encode_bundle(b));
  }
  CHECK(assembled > 2000);
  CHECK(rejected > 0);
}

TEST_CASE("aie.asm.roundtrip.words_are_canonical") {
  // every word either is no operation or re-encodes to itself (no don't-care bits)
  std::mt19937 rng(5);
  int legal = 0;
  for (int i = 0; i < 200000; ++i) {
    std::uint32_t w = rng() & ~kLastBit;
    if (i % 2) {  // half of them near real operations
      const OpInfo& in = kOps[rng() % kNumOps];
      w = in.match | (w & ~in.mask);
    }
    const auto o = decode_op(w);
    if (!o) continue;
    ++legal;
    INFO(std::hex << w << " " << format_op(*o));
    CHECK(encode_op(*o) == w);
  }
  CHECK(legal > 30000);
}

TEST_CASE("aie.asm.roundtrip.disassembly_reassembles") {
  std::mt19937 rng(77);
  std::vector<std::uint32_t> words;
  for (int i = 0; i < 500; ++i) {
    Bundle b = random_bundle(rng);
    const std::string t = format_bundle(b) + "\n";
    if (!assemble(t, "x.s").ok()) continue;
    for (auto w : encode_bundle(b)) words.push_back(w);
  }
  const std::string text = disassemble(words);
  const AsmResult r = assemble(text, "dis.s");
  INFO(format_diagnostics(r, text, "dis.s"));
  REQUIRE(r.error_count() == 0);
  CHECK(r.words == words);
}

TEST_CASE("aie.asm.examples_assemble") {
  for (std::size_t i = 0; i < kNumOps; ++i) {
    // the examples of branches and loops name these labels
    const std::string text = std::string(kOps[i].example) + "\nloop_top: done_label: again: body_end: nop\n";
    const AsmResult r = assemble(text, "example.s");
    INFO(kOps[i].mnemonic << ": " << format_diagnostics(r, text, "example.s"));
    REQUIRE(r.ok());
    REQUIRE(r.words.size() == 2);
    const auto o = decode_op(r.words[0]);
    REQUIRE(o);
    // typed families (vadd.i8 ... vadd.bf16) share one example of their table entry
    CHECK(std::string(info(o->op).base) == kOps[i].base);
    if (std::string(kOps[i].base) == kOps[i].mnemonic) CHECK(std::size_t(o->op) == i);
  }
}

TEST_CASE("aie.asm.decode_program_rejects_bad_bundles") {
  std::string err;
  const std::uint32_t add = encode_op({Op::add, {1, 2, 3}});
  const std::uint32_t ld = encode_op({Op::ld, {1, 0}});
  // a scalar op before a load breaks the slot order
  CHECK_FALSE(decode_program({add, ld | kLastBit}, &err));
  CHECK(err.find("breaks the slot order") != std::string::npos);
  // three loads
  CHECK_FALSE(decode_program({ld, ld, ld | kLastBit}, &err));
  // no bundle end
  CHECK_FALSE(decode_program({add}, &err));
  CHECK(err.find("ends inside a bundle") != std::string::npos);
  // an illegal word
  CHECK_FALSE(decode_program({0x7FFFFFFFu | kLastBit}, &err));
  CHECK(err.find("not an aie operation") != std::string::npos);
  CHECK(decode_program({ld, ld, add | kLastBit}, &err));
}

TEST_CASE("aie.asm.encoding_uses_the_table_fields") {
  // the address operand and the registers land in the fields the table (and the SV package) name
  AddrMode a;
  a.p = 5;
  a.mode = 3;
  a.m = 6;
  a.log2_size = 10;
  const std::uint32_t w = encode_op({Op::vld, {7, addr_raw(a)}});
  CHECK(field_get(w, Field::opc) == 21);
  CHECK(field_get(w, Field::d) == 7);
  CHECK(field_get(w, Field::p) == 5);
  CHECK(field_get(w, Field::amode) == 3);
  CHECK(field_get(w, Field::aoff) == (6u | (10u - 1) << 3));
  a.mode = 1;
  a.inc = -3;
  const std::uint32_t w2 = encode_op({Op::st, {9, addr_raw(a)}});
  CHECK(field_get(w2, Field::amode) == 1);
  CHECK(field_get(w2, Field::aoff) == (unsigned(-3) & 0x3FFu));
  const std::uint32_t w3 = encode_op({Op::vmmac_i8, {3, 17, 11}});
  CHECK(field_get(w3, Field::d) == 3);
  CHECK(field_get(w3, Field::a) == 17);
  CHECK(field_get(w3, Field::b) == 11);
  CHECK(field_get(w3, Field::ty) == 0);
  const std::uint32_t w4 = encode_op({Op::vsrs_i8, {4, 2, 9, 3}});
  CHECK(field_get(w4, Field::sh) == 9);
  CHECK(field_get(w4, Field::rnd) == 3);
  const std::uint32_t w5 = encode_op({Op::movi, {1, -5}});
  CHECK(field_get(w5, Field::imm20) == (unsigned(-5) & 0xFFFFFu));
}
