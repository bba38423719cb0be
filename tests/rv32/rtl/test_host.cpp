// The host port and the control block: memory word access with byte enables, the control
// registers, reads of unmapped addresses, host I/O around a run, re-running after a reset, the
// stop request in every pipeline state, and accesses while the core runs.
#include "rv32_rig.h"

using namespace kc::rv32;
using namespace kc::rv32::test;

TEST_CASE("rv32.rtl.host.memories", "[rv32][rtl]") {
  on_test_configs([&](auto& rig) {
    INFO(rig.name());
    const MemMap m = mem_map(rig.cfg());
    auto& d = rig.load("sum");
    // Control block after power-on: held in reset, not halted/faulted, counters zero.
    CHECK(d.read_word(m.ctrl_base + kCtrlCtrl) == 1u);
    CHECK(d.read_word(m.ctrl_base + kCtrlStatus) == 0u);
    CHECK(!d.running());
    for (unsigned i = 0; i < 2 * kNumCounters; ++i) CHECK(d.read_word(m.ctrl_base + kCtrlCounters + 4 * i) == 0u);
    d.write_word(m.ctrl_base + kCtrlStartPc, 0x1234);
    CHECK(d.read_word(m.ctrl_base + kCtrlStartPc) == 0x1234u);
    d.write_word(m.ctrl_base + kCtrlStartPc, 0xabcd0000, 0x8);     // one byte
    CHECK(d.read_word(m.ctrl_base + kCtrlStartPc) == 0xab001234u);
    d.write_word(m.ctrl_base + kCtrlStatus, 3);                     // read only
    CHECK(d.read_word(m.ctrl_base + kCtrlStatus) == 0u);
    CHECK(d.read_word(m.ctrl_base + 0xfc) == 0u);                   // unmapped in the block
    // First and last words of both memories, every byte lane.
    for (uint32_t a : {m.itcm_base, m.itcm_base + m.itcm_bytes - 4, m.dtcm_base,
                       m.dtcm_base + m.dtcm_bytes - 4}) {
      INFO("address 0x" << std::hex << a);
      d.write_word(a, 0x11223344);
      CHECK(d.read_word(a) == 0x11223344u);
      d.write_word(a, 0xaabbccdd, 0x5);
      CHECK(d.read_word(a) == 0x11bb33ddu);
      d.write_word(a, 0xaabbccdd, 0xa);
      CHECK(d.read_word(a) == 0xaabbccddu);
    }
    // Outside every region: reads zero, writes go nowhere.
    for (uint32_t a : {m.dtcm_base + m.dtcm_bytes, 0x7ffffff0u, m.ctrl_base + 0x100,
                       m.ctrl_base + 0xffc}) {
      d.write_word(a, 0xdeadbeef);
      CHECK(d.read_word(a) == 0u);
    }
    // Pipelined reads return consecutive words.
    for (uint32_t i = 0; i < 8; ++i) d.write_word(m.dtcm_base + 0x100 + 4 * i, 0x100 + i);
    uint32_t w[8];
    d.read_words(m.dtcm_base + 0x100, w, 8);
    for (uint32_t i = 0; i < 8; ++i) CHECK(w[i] == 0x100 + i);
  });
}

TEST_CASE("rv32.rtl.host.io_and_rerun", "[rv32][rtl]") {
  on_test_configs([&](auto& rig) {
    INFO(rig.name());
    const MemMap m = mem_map(rig.cfg());
    const uint32_t n = rig.sym("sum", "n"), in = rig.sym("sum", "in"), out = rig.sym("sum", "out");
    uint32_t got = 0;
    uint64_t cycles2 = 0;
    const RunOut r = rig.run("sum", {}, [&](auto& d) {
      d.write_word(n, 10);
      for (uint32_t i = 0; i < 10; ++i) d.write_word(in + 4 * i, 3 * i + 1);
    }, [&](auto& d) {
      got = d.read_word(out);
      // Held in reset again: counters and status clear; the memory keeps the result.
      d.hold_reset();
      CHECK(d.read_word(m.ctrl_base + kCtrlStatus) == 0u);
      CHECK(d.read_word(m.ctrl_base + kCtrlCounters) == 0u);
      CHECK(d.read_word(out) == 145u);
      // A second run of the same input gives the same sum in the same number of cycles.
      d.write_word(out, 0);
      d.start(rig.elf("sum").entry);
      REQUIRE(d.run(100000));
      CHECK(d.halted());
      CHECK(d.read_word(out) == 145u);
      cycles2 = d.counters()[kCycles];
    });
    check_self_checking(rig, r, "sum");
    CHECK(got == 145u);   // 1 + 4 + ... + 28
    CHECK(cycles2 == r.cycles());
  });
}

TEST_CASE("rv32.rtl.host.while_running", "[rv32][rtl]") {
  // While the core runs, the control block answers (status 0, the cycle counter advances) and
  // the memories are not reachable from the host: reads return 0, writes are dropped.
  on_test_configs([&](auto& rig) {
    INFO(rig.name());
    const MemMap m = mem_map(rig.cfg());
    const uint32_t count = rig.sym("loop", "count");
    auto& d = rig.load("loop");
    d.start(rig.elf("loop").entry);
    for (int i = 0; i < 200; ++i) d.step();
    REQUIRE(d.running());
    CHECK(d.read_word(m.ctrl_base + kCtrlStatus) == 0u);
    const uint32_t c1 = d.read_word(m.ctrl_base + kCtrlCounters);
    for (int i = 0; i < 10; ++i) d.step();
    const uint32_t c2 = d.read_word(m.ctrl_base + kCtrlCounters);
    CHECK(c2 > c1);
    CHECK(d.read_word(count) == 0u);
    d.write_word(count, 0x7fff0000);
    d.request_stop();
    for (int i = 0; i < 100 && !d.done(); ++i) d.step();
    REQUIRE(d.halted());
    const uint32_t v = d.read_word(count);
    CHECK(v > 0u);
    CHECK(v < 0x7fff0000u);
  });
}

TEST_CASE("rv32.rtl.stop", "[rv32][rtl]") {
  // A stop request at 40 consecutive cycles (every pipeline state of the loop, a division in
  // flight included): the core halts (no fault) within D + 36 cycles, every issued instruction
  // completes in the trace, the memory counter equals the stores the trace reports, and the
  // counters stop.
  on_test_configs([&](auto& rig) {
    const uint32_t count = rig.sym("loop", "count");
    for (unsigned at = 300; at < 340; ++at) {
      INFO(rig.name() << ": stop at cycle " << at);
      auto& d = rig.load("loop");
      std::vector<TraceRecord> tr;
      d.on_trace([&tr](const TraceRecord& t) { tr.push_back(t); });
      d.start(rig.elf("loop").entry);
      while (d.cycle() < at) d.step();
      d.request_stop();
      const uint64_t t0 = d.cycle();
      while (!d.done() && d.cycle() < t0 + 200) d.step();
      REQUIRE(d.halted());
      CHECK(!d.faulted());
      CHECK(d.cycle() - t0 <= rig.stages() + 36);
      unsigned stores = 0;
      for (const TraceRecord& t : tr) stores += t.mem_we ? 1 : 0;
      const auto c = d.counters();
      CHECK(d.read_word(count) == stores);
      CHECK(c[kInstret] == tr.size());
      CHECK(c[kStores] == stores);
      for (int i = 0; i < 20; ++i) d.step();
      CHECK(d.counters() == c);
    }
  });
}

TEST_CASE("rv32.rtl.stop_before_start", "[rv32][rtl]") {
  // A stop request already present at the release: nothing issues, the core halts.
  on_test_configs([&](auto& rig) {
    INFO(rig.name());
    auto& d = rig.load("loop");
    d.request_stop();
    d.start(rig.elf("loop").entry);
    for (int i = 0; i < 50 && !d.done(); ++i) d.step();
    REQUIRE(d.halted());
    CHECK(d.counters()[kInstret] == 0u);
  });
}
