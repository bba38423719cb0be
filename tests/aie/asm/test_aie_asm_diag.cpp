// Assembler diagnostics: every error names file:line:col, the bundle's slot conflict and the legal
// alternative; operands, labels, loops, data and sizes; the static stall warnings (straight-line,
// accumulator forwarding, MAC-array interval, loop back edges) and their absence in a
// software-pipelined loop.
#include <catch2/catch.hpp>
#include <string>

#include "kc/aie_asm.h"

using namespace kc::aie;
using namespace kc::aie::isa;

namespace {

AsmResult as(const std::string& text, const char* cfg = "default") { return assemble(text, "k.s", find_config(cfg)); }

// The one error of `text` is at line:col and contains `msg`.
void expect_error(const std::string& text, unsigned line, unsigned col, const std::string& msg) {
  const AsmResult r = as(text);
  INFO(text << "\n" << format_diagnostics(r, text, "k.s"));
  REQUIRE(r.error_count() >= 1);
  const auto& d = r.diagnostics[0];
  CHECK(d.severity == kc::Severity::error);
  CHECK(d.file == "k.s");
  CHECK(d.line == line);
  CHECK(d.col == col);
  CHECK(d.message.find(msg) != std::string::npos);
}

std::vector<std::string> warnings(const AsmResult& r) {
  std::vector<std::string> w;
  for (const auto& d : r.diagnostics)
    if (d.severity == kc::Severity::warning) w.push_back(std::to_string(d.line) + ": " + d.message);
  return w;
}

}  // namespace

TEST_CASE("aie.asm.diag.slot_conflicts") {
  expect_error("nop\n{ vadd.i16 x2, x0, x1 ; vmax.i16 x3, x0, x1 }\n", 2, 25,
               "two vector operations in one bundle: the vec slot holds one (vadd.i16 and vmax.i16); move vmax.i16 "
               "to the next bundle");
  expect_error("{ vld wl0, [p0] ; vld wl1, [p1] ; ld r1, [p2] }\n", 1, 35,
               "three loads in one bundle: the load slots lda and ldb hold two; move ld to the next bundle");
  expect_error("{ st r1, [p0] ; vst wl0, [p1] }\n", 1, 17, "two store operations in one bundle: the st slot holds one (st and vst)");
  expect_error("{ addi r1, r1, 1 ; j 0 }\n", 1, 20, "two scalar operations in one bundle: the scl slot holds one (addi and j)");
  expect_error("{ vsrs.i8 wl0, cm0, 7, even ; vmov x2, x1 }\n", 1, 31,
               "two move operations in one bundle: the mv slot holds one (vsrs.i8 and vmov); move vmov to the next bundle");
  // the hint names what else the bundle could hold
  const AsmResult r = as("{ vadd.i8 x0, x1, x2 ; vsub.i8 x3, x1, x2 }\n");
  REQUIRE(r.error_count() == 1);
  CHECK(r.diagnostics[0].hint.find("two loads, a store, a scalar and a move op") != std::string::npos);
}

TEST_CASE("aie.asm.diag.write_conflicts") {
  expect_error("{ vld wl0, [p0] ; vadd.i8 x0, x1, x2 }\n", 1, 19,
               "vld and vadd.i8 both write wl0 in one bundle: a register takes one write per bundle");
  expect_error("{ vld wl0, [p0], #1 ; paddi p0, 4 }\n", 1, 23, "vld and paddi both update p0 in one bundle");
  expect_error("{ vld wl0, [p0], #1 ; vld wl1, [p0], #1 }\n", 1, 23, "vld and vld both update p0");
  expect_error("{ vmac.i8 cm1, wl0, wl1 ; vups.i8 cm1, wl2, 0 }\n", 1, 27, "both write bm2");
  // reading and writing one register in a bundle is fine (reads see the old value)
  CHECK(as("{ vld wl0, [p0] ; vadd.i8 x1, x0, x0 }\n").ok());
}

TEST_CASE("aie.asm.diag.operations_and_operands") {
  expect_error("  vmacc.i8 cm0, wl0, wl1\n", 1, 3, "unknown operation 'vmacc.i8'; did you mean vmac.i8?");
  expect_error("vadd x1, x2, x3\n", 1, 1, "vadd needs an element type: vadd.i8, vadd.i16, vadd.i32 or vadd.bf16");
  expect_error("vadd.i8 x1, x2\n", 1, 1, "vadd.i8 takes 3 operands (d:X, a:X, b:X), got 2");
  expect_error("vld x0, [p0]\n", 1, 5, "vld operand 1: expected 256-bit half of a vector register");
  expect_error("addi r1, r1, 5000\n", 1, 14, "addi operand 3: 5000 is out of range");
  expect_error("vsrs.i8 wl0, cm0, 7, nearest\n", 1, 22, "expected one of floor, up, away, even, got 'nearest'");
  expect_error("vld wl0, [r0]\n", 1, 11, "vld address: expected a pointer register p0..p7, got 'r0'");
  expect_error("vld wl0, [p0], #600\n", 1, 17, "post-increment 600 is out of range -512..511");
  expect_error("vld wl0, [p0], m1, %100\n", 1, 21, "the circular-buffer size 100 must be a power of two 32..65536");
  expect_error("vld wl0, [p0], 4\n", 1, 16, "after ',' expected #inc or a modifier register m0..m7");
  expect_error("{ nop ; \n", 1, 1, "this bundle is not closed");
  expect_error("{ nop } nop\n", 1, 9, "text after the end of the bundle");
  expect_error("add r1, r2, r3 $\n", 1, 16, "unexpected character '$'");
  expect_error("movi r1, BIG\n", 1, 10, "expected signed 20-bit immediate");
  CHECK(as(".equ BIG, 1000\nmovi r1, BIG\n").ok());
  // As the ISA reference says: a value is one integer or an earlier symbol, no expressions.
  CHECK(as(".equ A, 4\n.equ B, A\nmovi r1, B\n.loop B\nnop\n.endloop\n").ok());
  expect_error(".equ A, 4\n.equ B, A*2\n", 2, 10, "unexpected character '*'");
  expect_error(".equ A, 4\npaddi p0, -A\n", 2, 11, "unexpected character '-'");
}

TEST_CASE("aie.asm.diag.labels") {
  expect_error("bnez r1, nowhre\nnowhere: nop\n", 1, 10, "undefined label 'nowhre'; did you mean nowhere?");
  expect_error("a: nop\na: nop\n", 2, 1, "label 'a' is already defined at line 1");
  expect_error("vadd.i8: nop\n", 1, 1, "is an operation name and cannot be a label");
  const AsmResult r = as("start: nop\n{ addi r1, r1, 1 ; vadd.i8 x0, x1, x2 }\nend: j start\n");
  REQUIRE(r.ok());
  CHECK(r.labels.at("start") == 0);
  CHECK(r.labels.at("end") == 3);
  const auto j = decode_op(r.words[3]);
  REQUIRE(j);
  CHECK(j->op == Op::j);
  CHECK(j->v[0] == 0);
  CHECK((r.words[3] & kLastBit) != 0);
  CHECK((r.words[1] & kLastBit) == 0);
}

TEST_CASE("aie.asm.loops") {
  const AsmResult r = as("movi r5, 3\n.loop r5\nnop\n.loop 7\n{ addi r1, r1, 1 ; vadd.i8 x0, x1, x2 }\n.endloop\n.endloop\ndone\n");
  REQUIRE(r.ok());
  // words: movi | loop r5 | nop | loopi 7 | addi vadd | done
  const auto outer = decode_op(r.words[1]);
  const auto inner = decode_op(r.words[3]);
  REQUIRE(outer);
  REQUIRE(inner);
  CHECK(outer->op == Op::loop);
  CHECK(outer->v[0] == 5);
  CHECK(outer->v[1] == 4);  // the last body bundle (the inner body) starts at word 4
  CHECK(inner->op == Op::loopi);
  CHECK(inner->v[0] == 7);
  CHECK(inner->v[1] == 4);
  // A label before .loop names the loop bundle, so a branch to it starts the loop again.
  const AsmResult again = as("top:\n.loop 2\nnop\n.endloop\nbnez r1, top\n");
  REQUIRE(again.ok());
  CHECK(again.labels.at("top") == 0);
  const auto set_up = decode_op(again.words[0]);
  REQUIRE(set_up);
  CHECK(set_up->op == Op::loopi);
  expect_error(".loop 4\n.endloop\n", 2, 1, "empty loop body");
  expect_error(".loop 4\nnop\n", 1, 1, ".loop is never closed");
  expect_error(".endloop\n", 1, 1, ".endloop without .loop");
  expect_error(".loop 4\n.loop 4\n.loop 4\nnop\n.endloop\n.endloop\n.endloop\n", 3, 1,
               "loops nest 3 deep but configuration default supports 2");
  expect_error(".loop 0\nnop\n.endloop\n", 1, 7, ".loop count 0 is out of range 1..8191");
  expect_error("out: nop\n.loop 4\nbnez r1, out\n.endloop\n", 3, 1, "bnez leaves the zero-overhead loop of line 2");
}

TEST_CASE("aie.asm.data") {
  const AsmResult r = as(".data 0x100\n.byte 1, -1, 255\n.half -2\n.word 0x12345678\n.bf16 1.5, -0.1, 1e39\n.text\ndone\n");
  REQUIRE(r.ok());
  REQUIRE(r.data.size() == 1);
  CHECK(r.data[0].addr == 0x100);
  const std::vector<std::uint8_t> want = {1, 0xFF, 0xFF, 0xFE, 0xFF, 0x78, 0x56, 0x34, 0x12,
                                          0xC0, 0x3F,  // 1.5 = 0x3FC0
                                          0xCD, 0xBD,  // -0.1 rounds to 0xBDCD
                                          0x80, 0x7F}; // 1e39 overflows to +inf
  CHECK(r.data[0].bytes == want);
  expect_error(".data 0x100\n.byte 256\n", 2, 7, "256 does not fit .byte");
  expect_error(".data 70000\n", 1, 7, "outside data memory");
  expect_error(".data 0\n.word 1, 2\n.data 4\n.word 3\n", 3, 7, "overlaps the block of line 1");
  expect_error(".data 0\nnop\n", 2, 1, "operations belong in code");
  expect_error(".word 1\n", 1, 1, ".word belongs in a .data block");
}

TEST_CASE("aie.asm.program_size") {
  std::string big;
  for (int i = 0; i < 2049; ++i) big += "nop\n";
  const AsmResult small = as(big, "small");
  CHECK(small.error_count() == 1);
  CHECK(small.diagnostics[0].message.find("2049 words but configuration small has 2048") != std::string::npos);
  CHECK(as(big, "default").ok());
}

TEST_CASE("aie.asm.stalls.naive_loop_warns") {
  const AsmResult r = as(".loop 64\n{ vld wl0, [p0], #1 ; vld wl1, [p1], #1 }\nvmac.i8 cm0, wl0, wl1\n.endloop\n"
                         "vsrs.i8 wl2, cm0, 3, even\n");
  REQUIRE(r.ok());
  const auto w = warnings(r);
  REQUIRE(w.size() == 2);
  CHECK(w[0] == "3: stall: wl0 is read 1 cycle after `vld wl0, [p0], #1` (line 2) writes it; load latency is 7, so "
                "this bundle waits 6 cycles");
  CHECK(w[1].find("5: stall: cm0 is read 1 cycle after `vmac.i8 cm0, wl0, wl1` (line 3) writes it; emul_int latency "
                  "is 5, so this bundle waits 4 cycles") == 0);
  // the latencies come from the configuration
  const AsmResult s = assemble("ld r1, [p0]\naddi r2, r1, 1\n", "k.s", find_config("small"));
  REQUIRE(warnings(s).size() == 1);
  CHECK(warnings(s)[0].find("waits " + std::to_string(find_config("small")->load_latency - 1) + " cycles") !=
        std::string::npos);
}

TEST_CASE("aie.asm.stalls.accumulator_forward_and_interval") {
  // back-to-back int MACs on one accumulator use the forward: no stall
  CHECK(warnings(as("vmac.i8 cm0, wl0, wl1\nvmac.i8 cm0, wl2, wl3\n")).empty());
  // bf16 MACs forward after 2 cycles
  const auto w = warnings(as("vmac.bf16 bm0, wl0, wl1\nvmac.bf16 bm0, wl2, wl3\n"));
  REQUIRE(w.size() == 1);
  CHECK(w[0].find("its accumulator forward takes 2") != std::string::npos);
  // reading the accumulator by another class (SRS) waits for the full latency
  CHECK(warnings(as("vmac.i8 cm0, wl0, wl1\nvsrs.i8 wl2, cm0, 0, floor\n")).size() == 1);
  // the MAC array's issue interval on small (4 cycles for vmmac.i8), none on default
  const std::string mm = "vmmac.i8 cm0, wl0, x1\nvmmac.i8 cm1, wl2, x3\n";
  CHECK(warnings(as(mm)).empty());
  const auto ws = warnings(as(mm, "small"));
  REQUIRE(ws.size() == 1);
  CHECK(ws[0].find("mmul_i8 operations issue every 4 cycles on configuration small, so this bundle waits 3 cycles") !=
        std::string::npos);
  // ... reported once: a kernel at the MAC bound waits so on every matrix operation, by design; a
  // latency stall after it is still reported
  const AsmResult many = assemble(mm + mm + mm + "vsrs.i8 wl4, cm1, 0, floor\n", "k.s", find_config("small"));
  const auto wm = warnings(many);
  REQUIRE(wm.size() == 2);
  CHECK(wm[0].find("issue every 4 cycles") != std::string::npos);
  CHECK(wm[1].find("7: stall: cm1 is read 1 cycle after") == 0);
  bool throughput_hint = false;
  for (const auto& d : many.diagnostics) throughput_hint = throughput_hint || d.hint.find("a throughput bound") == 0;
  CHECK(throughput_hint);
}

TEST_CASE("aie.asm.stalls.back_edge_and_pipelined") {
  // the load at the end of the body feeds the MAC at its start: a stall only around the back edge
  const auto w = warnings(as(".loop 8\nvmac.i8 cm0, wl0, wl1\nnop\n{ vld wl0, [p0], #1 ; vld wl1, [p1], #1 }\n.endloop\n"));
  REQUIRE(w.size() == 1);
  CHECK(w[0].find("2: stall around the loop's back edge: wl0 is read 1 cycle after") == 0);
  // software-pipelined: loads at least 7 cycles ahead of their MAC in rotating registers: no stall
  std::string p;
  for (int k = 0; k < 8; ++k)  // prologue: the first iteration's operands
    p += "{ vld wl" + std::to_string(k) + ", [p0], #1 ; vld wh" + std::to_string(k) + ", [p1], #1 }\n";
  p += ".loop 16\n";
  for (int k = 0; k < 8; ++k)  // each bundle multiplies the pair loaded 8 cycles ago and reloads it
    p += "{ vld wl" + std::to_string(k) + ", [p0], #1 ; vld wh" + std::to_string(k) + ", [p1], #1 ; vmac.i8 cm0, wl" +
         std::to_string(k) + ", wh" + std::to_string(k) + " }\n";
  p += ".endloop\n";
  const AsmResult r = as(p);
  INFO(format_diagnostics(r, p, "k.s"));
  CHECK(r.ok());
  CHECK(warnings(r).empty());
}

TEST_CASE("aie.asm.hostile_input") {
  // random bytes, token soup and mutated valid programs: no crash, every diagnostic inside the text
  std::mt19937 rng(18);
  const std::vector<std::string> toks = {"{", "}", ";", ",", "[", "]", "#", "%", ":", "vld", "wl0", "x3", "p0", "m1",
                                         "-1", "0x", "99999999999999999999", ".loop", ".endloop", ".data", ".bf16",
                                         ".equ", "1e999", "vmmac.i8", "cm0", "lbl", "j", "\t", " ", "//", "\n"};
  for (int t = 0; t < 3000; ++t) {
    std::string text;
    const int kind = t % 3;
    if (kind == 0) {
      for (int i = 0, n = int(rng() % 200); i < n; ++i) text += char(rng() % 256);
    } else if (kind == 1) {
      for (int i = 0, n = int(rng() % 60); i < n; ++i) text += toks[rng() % toks.size()] + (rng() % 3 ? " " : "");
    } else {
      text = "movpi p0, 0x100\n.loop 4\n{ vld wl0, [p0], #1 ; vmac.i8 cm0, wl0, wl1 }\n.endloop\ndone\n";
      for (int i = 0; i < 3; ++i) text[rng() % text.size()] = char(rng() % 128);
    }
    const AsmResult r = as(text);
    unsigned lines = 1;
    for (char c : text) lines += c == '\n';
    for (const auto& d : r.diagnostics) {
      INFO(text);
      CHECK(d.line >= 1);
      CHECK(d.line <= lines);
      CHECK(!d.message.empty());
    }
    (void)format_diagnostics(r, text, "k.s");
  }
}

// The DMA operations: channel names, register operands, one scalar-slot operation per bundle, and
// the stall warning of a descriptor register read before its producer's latency.
TEST_CASE("aie.asm.diag.dma") {
  CHECK(as("dmacfg in0, r1, r2\ndmastart out1, r3, r4\ndmawait in1\ndone\n").ok());
  expect_error("dmastart in2, r1, r2\n", 1, 10, "expected one of in0, in1, out0, out1, got 'in2'");
  expect_error("dmawait r1\n", 1, 9, "expected one of in0, in1, out0, out1, got 'r1'");
  expect_error("dmastart in0, r1\n", 1, 1, "dmastart takes 3 operands");
  expect_error("dmacfg in0, p1, r2\n", 1, 13, "dmacfg operand 2: expected scalar register");
  const AsmResult two = as("{ dmawait in0 ; add r1, r2, r3 }\n");
  CHECK_FALSE(two.ok());
  const AsmResult w = as("ld r1, [p0]\ndmastart in0, r1, r2\ndone\n");
  CHECK(w.ok());
  CHECK_FALSE(warnings(w).empty());   // r1 from a load, read LOAD_LATENCY - 1 cycles too early
}
