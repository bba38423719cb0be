// Lock-step tests of the verilated aie tile against the ISS (aie_lockstep.h): directed programs per
// feature, random bundle programs, the cycle model and the counters, and a detection test (a
// corrupted ISS state must be reported). Compiled once per configuration: KC_AIE_CFG names it and
// KC_AIE_MODEL the verilated class.
#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "aie_lockstep.h"
#include "aie_randprog.h"
#include "kc/aie_asm.h"

#define KC_STR2(x) #x
#define KC_STR(x) KC_STR2(x)
#define KC_HDR(x) KC_STR(x.h)
#include KC_HDR(KC_AIE_MODEL)

using namespace kc::aie;
using namespace kc::aie::rtltest;

namespace {

const char* const kCfg = KC_STR(KC_AIE_CFG);
#define TNAME(t) "aie.lockstep." KC_STR(KC_AIE_CFG) "." t

const HwConfig& cfg() { return *find_config(kCfg); }

// A data memory image of random bytes (fixed seed).
std::vector<std::uint8_t> random_dm(std::uint64_t seed) {
  std::mt19937_64 g(seed);
  std::vector<std::uint8_t> v(cfg().dm_bytes);
  for (auto& b : v) b = std::uint8_t(g());
  return v;
}

// An L2 image of random bytes (fixed seed).
std::vector<std::uint8_t> random_l2(std::uint64_t seed) {
  std::mt19937_64 g(seed);
  std::vector<std::uint8_t> v(cfg().l2_bytes);
  for (auto& b : v) b = std::uint8_t(g());
  return v;
}

AsmResult assemble_ok(const std::string& text) {
  AsmResult a = assemble(text, "test.s", &cfg());
  INFO(format_diagnostics(a, text, "test.s"));
  REQUIRE(a.ok());
  return a;
}

// Runs a program in lock-step and checks the counters against the cycle model and the ISS.
RunResult check(const std::string& text, std::uint64_t seed = 1) {
  const AsmResult a = assemble_ok(text);
  auto dm = random_dm(seed);
  for (const auto& b : a.data) std::copy(b.bytes.begin(), b.bytes.end(), dm.begin() + b.addr);
  const RunResult r = run_lockstep<KC_AIE_MODEL>(cfg(), a.words, dm, {}, random_l2(seed + 1000));
  INFO(text);
  INFO(r.error);
  REQUIRE(r.ok);
  CHECK(r.cnt_dma == r.exp_dma);
  CHECK(r.cnt_dma_in == r.iss.dma_beats_in);
  CHECK(r.cnt_dma_out == r.iss.dma_beats_out);
  CHECK(r.cnt_bundles == r.iss.bundles);
  CHECK(r.cnt_vec == r.iss.vec_bundles);
  CHECK(r.cnt_cycles == r.cycles);
  CHECK(r.cnt_lock == r.exp_lock);
  CHECK(r.cnt_bank == r.exp_bank);
  CHECK(r.cnt_bank == r.iss.bank_conflict_cycles);
  CHECK(r.cnt_branch == r.exp_branch);
  CHECK(r.cnt_mac_i8 == r.iss.macs_int8);
  CHECK(r.cnt_mac_i16 == r.iss.macs_int16);
  CHECK(r.cnt_mac_bf16 == r.iss.macs_bf16);
  CHECK(r.cycles == r.iss.bundles + r.exp_lock + r.exp_bank + r.exp_branch + r.exp_dma);
  return r;
}

// `movi` + `movhi`: r = lo | hi << 16 (both 0..65535).
std::string set_r(const std::string& r, unsigned lo, unsigned hi) {
  return "movi " + r + ", " + std::to_string(lo) + "\nmovhi " + r + ", " + std::to_string(hi) + "\n";
}

}  // namespace

TEST_CASE(TNAME("scalar_alu")) {
  const RunResult r = check(R"(
      movi r1, 123456
      movhi r1, 0xBEEF
      movi r2, -7
      { add r3, r1, r2 }
      sub r4, r1, r2
      and r5, r1, r2
      or r6, r1, r2
      xor r7, r1, r2
      movi r8, 35
      sll r9, r1, r8
      srl r10, r1, r8
      sra r11, r1, r8
      slt r12, r2, r1
      sltu r13, r2, r1
      mul r14, r1, r2
      add r15, r14, r14
      addi r16, r1, -2048
      andi r17, r1, 2047
      ori r18, r2, 1
      xori r19, r1, -1
      slli r20, r2, 31
      srli r21, r2, 1
      srai r22, r2, 1
      done
  )");
  // one multiply-to-use stall: mul latency 2 (the only dependence closer than its latency)
  CHECK(r.exp_lock == cfg().mul_latency - 1);
}

TEST_CASE(TNAME("pointers_and_addressing")) {
  check(R"(
      movi r1, 0x1000
      setp p0, r1
      movi r2, 32
      setm m0, r2
      movmi m1, -32
      movpi p1, 0x20E0
      movmi m2, 64
      paddi p0, 64
      getp r3, p0
      getm r4, m1
      vld wl0, [p0], #1
      vld wh0, [p0], #-2
      vld wl1, [p0], m0
      vld wh1, [p0], m1
      vld wl2, [p1], m2, %256
      vld wh2, [p1], m2, %256
      vld wl3, [p1], m2, %256
      vst wl0, [p1], m2, %256
      movpi p2, 0x3004
      ld r5, [p2], #1
      ld r6, [p2], #-1
      st r5, [p2], #3
      st r6, [p2], m0
      getp r7, p2
      vst wh2, [p0]
      ld r8, [p0]
      done
  )");
}

TEST_CASE(TNAME("load_use_interlock")) {
  const RunResult r = check(R"(
      movpi p0, 0x100
      ld r1, [p0]
      add r2, r1, r1
      vld wl0, [p0]
      vst wl0, [p0], #1
      ld r3, [p0]
      movi r3, 5
      done
  )");
  // ld -> add and vld -> vst wait LOAD_LATENCY - 1 each; movi r3 (latency 1) waits until after
  // the load's write of r3 (write after write): LOAD_LATENCY - 1 more
  CHECK(r.exp_lock == 3 * (cfg().load_latency - 1));
}

TEST_CASE(TNAME("bank_conflicts")) {
  const unsigned g = cfg().dm_group_bytes;
  const std::string G = std::to_string(g);
  const RunResult r = check(R"(
      movpi p0, 0x0000
      movpi p1, 0x0100
      movpi p2, )" + G + R"(
      movpi p3, 0x0010
      movpi p4, 0x0004
      { vld wl0, [p0] ; vld wl1, [p1] }
      { vld wl2, [p0] ; vld wl3, [p2] }
      { vld wl4, [p0] ; vld wl5, [p1] ; vst wl6, [p1] }
      { ld r1, [p3] ; ld r2, [p4] }
      { ld r3, [p3] ; ld r4, [p4] ; vst wl7, [p0] }
      { ld r5, [p4] ; ld r6, [p4] ; st r7, [p4] }
      done
  )");
  // per bundle, extra accesses per bank: 2 (both banks of group 0 twice), 0, 4 (three accesses
  // to two banks), 0 (different banks of one group), 2, 2
  CHECK(r.exp_bank == 10);
}

TEST_CASE(TNAME("loops")) {
  const RunResult r = check(R"(
      movi r1, 0
      movi r2, 3
      .loop 4
      addi r1, r1, 1
      .loop r2
      addi r3, r3, 2
      { ld r9, [p0] ; addi r4, r4, 1 }
      .endloop
      .endloop
      .loop 2
      .loop 3
      addi r5, r5, 7
      .endloop
      .endloop
      .loop 1
      nop
      .endloop
      movi r6, 2
      .loop r6
      ld r7, [p0], #1
      add r8, r8, r7
      .endloop
      done
  )");
  CHECK(r.iss.bundles > 40);
}

TEST_CASE(TNAME("branches")) {
  const RunResult r = check(R"(
      movi r1, 0
      movi r2, 5
      beqz r1, a
      movi r3, 1
  a:  bnez r1, b
      movi r4, 1
  b:  bnez r2, c
      movi r5, 1
  c:  j d
      movi r6, 1
  d:  addi r2, r2, -1
      bnez r2, d
      .loop 3
      beqz r1, e
      addi r7, r7, 1
  e:  addi r8, r8, 1
      .endloop
      done
  )");
  // taken: beqz a, bnez c, j d, bnez d four times, beqz e three times
  CHECK(r.iss.taken_branches == 10);
  CHECK(r.exp_branch == 10 * cfg().branch_penalty);
}

TEST_CASE(TNAME("events")) {
  check(R"(
      movi r1, 1
      event 0
      movpi p0, 0x80
      ld r2, [p0]
      add r3, r2, r2
      event 1
      done
  )");
}

void random_programs(bool vec, unsigned n, bool dma = false) {
  unsigned runs = 0, rejected = 0;
  std::uint64_t stalls = 0, bank = 0, branch = 0, vecb = 0, macs = 0, dma_stall = 0, dma_beats = 0, dma_bank = 0;
  for (std::uint64_t seed = 1; runs < n; ++seed) {
    RandProg gen(cfg(), seed * 7919 + 17 + (vec ? 1000003 : 0) + (dma ? 2000003 : 0), vec, dma);
    const std::string text = gen.generate();
    const AsmResult a = assemble(text, "rand.s", &cfg());
    INFO(text);
    REQUIRE(a.ok());
    const auto dm = random_dm(seed);
    const auto l2 = dma ? random_l2(seed) : std::vector<std::uint8_t>{};
    // programs the ISS faults on (a pointer walked out of memory) are not run
    Iss iss(cfg());
    iss.load_program(a.words);
    iss.write_dm(0, dm);
    if (iss.run(100000) != IssStop::done) {
      ++rejected;
      continue;
    }
    const RunResult r = run_lockstep<KC_AIE_MODEL>(cfg(), a.words, dm, {}, l2);
    INFO("seed " << seed << ": " << r.error);
    REQUIRE(r.ok);
    CHECK(r.cnt_cycles == r.cycles);
    CHECK(r.cnt_lock == r.exp_lock);
    CHECK(r.cnt_bank == r.iss.bank_conflict_cycles);
    CHECK(r.cnt_branch == r.exp_branch);
    CHECK(r.cnt_bundles == r.iss.bundles);
    stalls += r.cnt_lock;
    bank += r.cnt_bank;
    branch += r.cnt_branch;
    vecb += r.cnt_vec;
    macs += r.cnt_mac_i8 + r.cnt_mac_i16;
    CHECK(r.cnt_vec == r.iss.vec_bundles);
    CHECK(r.cnt_mac_i8 == r.iss.macs_int8);
    CHECK(r.cnt_mac_i16 == r.iss.macs_int16);
    CHECK(r.cnt_dma == r.exp_dma);
    CHECK(r.cnt_dma_in == r.iss.dma_beats_in);
    CHECK(r.cnt_dma_out == r.iss.dma_beats_out);
    dma_stall += r.cnt_dma;
    dma_beats += r.cnt_dma_in + r.cnt_dma_out;
    dma_bank += r.cnt_dma_bank;
    ++runs;
  }
  // the programs exercise every stall cause
  CHECK(stalls > 0);
  CHECK(bank > 0);
  CHECK(branch > 0);
  CHECK(rejected < runs);
  CHECK((vecb > 0) == vec);
  CHECK((macs > 0) == vec);
  CHECK((dma_beats > 0) == dma);
  CHECK((dma_stall > 0) == dma);
  CHECK((dma_bank > 0) == dma);
  WARN("runs " << runs << " rejected " << rejected << " vec " << vecb << " macs " << macs << " dma beats " << dma_beats
                << " stall_dma " << dma_stall << " dma_bank_wait " << dma_bank);
}

// The non-linear helper: raw random lanes (NaNs, infinities, zeros, subnormals, huge and tiny
// values), lanes masked into |x| in [2^-7, 2) and [2, 512) (the table + polynomial paths and the
// over/underflow limits of vexp2), and dependent chains that wait NONLIN_LATENCY - 1 cycles;
// vrsqrt on the same lanes (half of them negative: NaN) and on its own results.
TEST_CASE(TNAME("nonlinear_helper")) {
  const RunResult r = check(R"(
      movpi p0, 0x400
      movpi p1, 0x800
      movi r1, 0x83FF
      movi r2, 0x3C00
      movi r3, 0xC3FF
      movi r4, 0x4000
      vbcst.i16 x8, r1
      vbcst.i16 x9, r2
      vbcst.i16 x10, r3
      vbcst.i16 x11, r4
      .loop 8
      vld wl0, [p0], #1
      vld wh0, [p0], #1
      vand x5, x0, x8
      vand x6, x0, x10
      vor x5, x5, x9
      vor x6, x6, x11
      vexp2.bf16 x1, x0
      vrcp.bf16 x2, x0
      vexp2.bf16 x3, x5
      vrcp.bf16 x4, x5
      vexp2.bf16 x7, x6
      vrcp.bf16 x3, x3
      vexp2.bf16 x4, x4
      vst wl1, [p1], #1
      vst wh1, [p1], #1
      vst wl2, [p1], #1
      vst wh2, [p1], #1
      vst wl3, [p1], #1
      vst wh3, [p1], #1
      vst wl4, [p1], #1
      vst wh4, [p1], #1
      vst wl7, [p1], #1
      vst wh7, [p1], #1
      vrsqrt.bf16 x1, x0
      vrsqrt.bf16 x2, x5
      vrsqrt.bf16 x3, x6
      vrsqrt.bf16 x4, x1
      vexp2.bf16 x7, x2
      vst wl1, [p1], #1
      vst wh1, [p1], #1
      vst wl2, [p1], #1
      vst wh2, [p1], #1
      vst wl3, [p1], #1
      vst wh3, [p1], #1
      vst wl4, [p1], #1
      vst wh4, [p1], #1
      vst wl7, [p1], #1
      vst wh7, [p1], #1
      .endloop
      done
  )");
  CHECK(r.exp_lock > 0);
}

// DMA (docs/isa/aie.md, "Memory"): data moved in is what the loads after the wait see (the
// lock-step compares the registers), data moved out lands in L2 (compared after done), and the
// wait cycles follow from the design on an idle core: an in-transfer of N beats started in cycle s
// requests beat k in cycle s + 1 + k, L2 answers L2_LATENCY cycles later, the beat is written to
// data memory in the next cycle, and the channel is idle one cycle after the last write, so a
// dmawait right after the dmastart waits N + L2_LATENCY + 1 cycles; an out-transfer reads beat k in
// s + 1 + k, L2 accepts it two cycles later: the wait is N + 2 cycles.
TEST_CASE(TNAME("dma_1d")) {
  const RunResult r = check(set_r("r1", 1, 256) + R"(
      movi r2, 0
      dmacfg in0, r1, r2
      movi r3, 0x1000
      movi r4, 0x1800
      dmastart in0, r3, r4
      dmawait in0
      movpi p0, 0x1800
      vld wl0, [p0], #1
      vld wh0, [p0], #1
      vld wl1, [p0], #1
      vld wh1, [p0], #1
      vld wl2, [p0], #1
      vld wh2, [p0], #1
      vld wl3, [p0], #1
      vld wh3, [p0], #1
      dmacfg out0, r1, r2
      movi r5, 0x8000
      dmastart out0, r5, r4
      dmawait out0
      done
  )");
  CHECK(r.cnt_dma_in == 8);
  CHECK(r.cnt_dma_out == 8);
  CHECK(r.cnt_dma_bank == 0);
  CHECK(r.cnt_dma == (8 + cfg().l2_latency + 1) + (8 + 2));
}

// 2-D transfers with strides that are not powers of two, rows that overlap in L2 (stride below the
// row), one channel of each direction at a time and all four at once; `done` waits for a transfer
// nobody awaited (out1).
TEST_CASE(TNAME("dma_2d")) {
  const unsigned g = cfg().dm_group_bytes;
  const RunResult r = check(set_r("r1", 5, 96) + set_r("r2", 224, 160) + R"(
      dmacfg in1, r1, r2
      movi r3, 0x2020
      movi r4, 0x0C20
      dmastart in1, r3, r4
      dmawait in1
      movpi p0, 0x0C20
      .loop 5
      vld wl0, [p0], #1
      vld wh0, [p0], #1
      vld wl1, [p0], #1
      paddi p0, 128
      .endloop
  )" + set_r("r5", 3, 64) + set_r("r6", 96, 32) + R"(
      dmacfg out1, r5, r6
      movi r7, 0x40000
      dmastart out1, r7, r4
      dmawait out1
  )" + set_r("r8", 4, 128) + set_r("r9", 160, 416) + R"(
      dmacfg in0, r8, r9
      dmacfg in1, r5, r6
      dmacfg out0, r8, r9
      dmacfg out1, r1, r2
      movi r10, 0x3000
      movi r11, )" + std::to_string(g + 0x400) + R"(
      movi r12, 0x5000
      movi r13, )" + std::to_string(2 * g + 0x400) + R"(
      movi r14, 0x6000
      movi r15, )" + std::to_string(3 * g + 0x400) + R"(
      movi r16, 0x7000
      movi r17, )" + std::to_string(0x1400) + R"(
      dmastart in0, r10, r11
      dmastart in1, r12, r13
      dmastart out0, r14, r15
      dmastart out1, r16, r17
      dmawait in0
      dmawait in1
      dmawait out0
      done
  )");
  CHECK(r.cnt_dma_in == 5 * 3 + 4 * 4 + 3 * 2);
  CHECK(r.cnt_dma_out == 3 * 2 + 4 * 4 + 5 * 3);
}

// The core's accesses have priority on the banks: an in-transfer into group 0 while every bundle
// reads both banks of group 0 waits (dma_bank_wait) and the core's bundles issue as the cycle
// model says (no stall from the DMA); the same loop on group 1 lets the DMA through at once.
TEST_CASE(TNAME("dma_bank_priority")) {
  const unsigned g = cfg().dm_group_bytes;
  auto prog = [&](unsigned load_addr) {
    return set_r("r1", 4, 64) + set_r("r2", 64, 64) + R"(
      dmacfg in0, r1, r2
      movi r3, 0x400
      movi r4, 0x1800
      movpi p0, )" + std::to_string(load_addr) + R"(
      dmastart in0, r3, r4
      .loop 40
      vld wl0, [p0]
      .endloop
      dmawait in0
      done
    )";
  };
  // busy: no beat lands during the loop; after it, the dmawait holds while the 8 beats waiting in
  // the in-buffer are written, one per cycle
  const RunResult busy = check(prog(0x400));
  CHECK(busy.cnt_dma_bank > 0);
  CHECK(busy.cnt_dma == 8);
  const RunResult free = check(prog(g + 0x400));
  CHECK(free.cnt_dma_bank == 0);
  CHECK(free.cnt_dma == 0);   // the transfer completes while the loop runs
}

// A dmastart with a bad descriptor faults in the tile at its bundle and in the ISS with the kind.
TEST_CASE(TNAME("dma_faults")) {
  struct Case {
    std::string what, setup, kind;
  };
  const std::string l2end = std::to_string(cfg().l2_bytes - 64);
  const std::vector<Case> cases = {
      {"row bytes not a multiple of 32", set_r("r1", 1, 48) + "movi r2, 0\nmovi r3, 0\nmovi r4, 0x400\n", "dma_shape"},
      {"no rows", set_r("r1", 0, 32) + "movi r2, 0\nmovi r3, 0\nmovi r4, 0x400\n", "dma_shape"},
      {"L2 address beyond L2", set_r("r1", 2, 64) + set_r("r2", 64, 64) + set_r("r3", (cfg().l2_bytes - 64) & 0xFFFF,
                                                                                 (cfg().l2_bytes - 64) >> 16) +
                                   "movi r4, 0x400\n",
       "l2_range"},
      {"data memory beyond its end", set_r("r1", 2, 64) + set_r("r2", 64, 64) + "movi r3, 0\n" +
                                         set_r("r4", cfg().dm_bytes - 64, 0),
       "dma_dm_range"}};
  for (const Case& c : cases) {
    INFO(c.what);
    const std::string text = c.setup + "dmacfg in0, r1, r2\ndmastart in0, r3, r4\ndone\n";
    const AsmResult a = assemble_ok(text);
    const std::uint32_t pc = a.bundle_starts.at(a.bundle_starts.size() - 2);
    Iss iss(cfg());
    iss.load_program(a.words);
    CHECK(iss.run(1000) == IssStop::fault);
    CHECK(iss.fault().find(c.kind) != std::string::npos);
    CHECK(iss.state().pc == pc);
    TileTb<KC_AIE_MODEL> tb(cfg());
    tb.load_program(a.words, cfg().pm_words);
    tb.start();
    for (int i = 0; i < 1000 && !tb.m().fault_o && !tb.m().done_o; ++i) tb.tick();
    CHECK(tb.m().fault_o);
    CHECK(tb.m().issue_pc_o == pc);
  }
}

TEST_CASE(TNAME("random_programs")) { random_programs(false, 40); }

// Random programs with the vector ALU (bf16 add/sub included), the integer and bf16 MACs and the
// move unit in the vec and mv slots; the data memory is random, so bf16 lanes include NaNs,
// infinities, subnormals and zeros of both signs, and accumulators hold values that round at every
// SRS tie.
TEST_CASE(TNAME("random_vector_programs")) { random_programs(true, 40); }

// Random programs with DMA transfers (race-free by construction, aie_randprog.h) beside the
// vector and scalar slots; L2 is random and compared after done.
TEST_CASE(TNAME("random_dma_programs")) { random_programs(true, 40, true); }

TEST_CASE(TNAME("detects_corruption")) {
  const std::string text = R"(
      movpi p0, 0x40
      movi r5, 9
      .loop 20
      { ld r1, [p0], #1 ; addi r5, r5, 3 }
      st r5, [p0]
      .endloop
      done
  )";
  const AsmResult a = assemble_ok(text);
  const auto dm = random_dm(3);
  RunOptions o;
  o.corrupt_bundle = 10;
  const RunResult r = run_lockstep<KC_AIE_MODEL>(cfg(), a.words, dm, o);
  CHECK_FALSE(r.ok);
  CHECK(r.error.find("r5") != std::string::npos);
  o.corrupt_dm = true;
  o.corrupt_bundle = 30;  // no store touches address 0: only the final compare sees it
  const RunResult d = run_lockstep<KC_AIE_MODEL>(cfg(), a.words, dm, o);
  CHECK_FALSE(d.ok);
  CHECK(d.error.find("data memory byte 0") != std::string::npos);
  o.corrupt_bundle = -1;
  CHECK(run_lockstep<KC_AIE_MODEL>(cfg(), a.words, dm, o).ok);
}
