// rv32 on its board top: the same steps as kc-sim-rv32's testbench (sc_models/rv32/rv32_tb.h),
// through the board protocol instead of the host port:
//   HELLO (the board must be rv32 with the bundle's configuration), RESET, both memories zeroed
//   (FILL: the simulator starts from zeros), the ELF's segments and the preloads (WRITE), the
//   tohost watch of the board's run monitor, SET_ENTRY and START; STATUS until done; then the
//   control block's status, fault record and counters, the run monitor, and the dumps (READ).
// The result is built by kc-sim-rv32's own code (make_result) from these values.
#include "rv32_board_support.h"

#include <chrono>

#include "kc/rv32_layout.h"
#include "kc/rv32_trace.h"
#include "rv32_configs.h"
#include "rv32_monitor.h"
#include "rv32_result.h"

namespace kc::rv32 {

namespace {

using Clock = std::chrono::steady_clock;
using board::BoardError;
using board::BoardSession;
using board::kPage;

// Run-monitor page offsets (fpga/rv32/rv32_board.sv).
constexpr uint32_t kMonTohostAddr = 0x200, kMonTohostEn = 0x204, kMonTohostInit = 0x208, kMonFirst = 0x210,
                   kMonEnd = 0x2A8;

MemMap map_of(const HwConfig& c) {
  return {uint32_t(c.itcm_base), uint32_t(c.itcm_bytes), uint32_t(c.dtcm_base), uint32_t(c.dtcm_bytes),
          uint32_t(c.ctrl_base)};
}

uint64_t u64(const std::vector<uint32_t>& w, std::size_t i) { return uint64_t(w[i]) | uint64_t(w[i + 1]) << 32; }

class Rv32BoardSupport final : public board::BoardSupport {
 public:
  // small: kc-board-virtual-rv32; another configuration built as a virtual board (ice40):
  // kc-board-virtual-rv32-<config>.
  std::string virtual_board(const RunBundle& b) const override {
    return b.config == "small" ? "kc-board-virtual-rv32" : "kc-board-virtual-rv32-" + b.config;
  }

  MemoryLayout layout(const RunBundle& b) const override {
    const HwConfig* c = find_config(b.config);
    if (!c) {
      std::vector<std::string> known;
      for (const HwConfig& k : all_configs()) known.push_back(k.name);
      throw unknown_config_error(b, "rv32", known);
    }
    return memory_layout(*c);
  }

  board::BoardOutput run(const RunBundle& b, const BundleInputs& in, BoardSession& s,
                         Clock::duration wall_budget) const override {
    if (!in.elf) throw BoardError("rv32 boards run ELF programs; the bundle has none");
    const HwConfig& c = *find_config(b.config);
    const MemMap map = map_of(c);
    const ElfImage& elf = *in.elf;

    const board::BoardInfo info = s.hello_as("rv32", b.config);
    s.reset();
    s.fill(map.itcm_base, map.itcm_bytes / 4, 0);
    s.fill(map.dtcm_base, map.dtcm_bytes / 4, 0);
    for (const ElfSegment& seg : elf.segments) {
      if (seg.mem_size == 0) continue;
      std::vector<uint8_t> img(seg.bytes);
      img.resize(seg.mem_size, 0);
      s.write_bytes(seg.vaddr, img.data(), img.size());
    }
    for (std::size_t i = 0; i < b.preload.size(); ++i)
      s.write_bytes(uint32_t(b.preload[i].addr), in.preload_data[i].data(), in.preload_data[i].size());

    std::optional<uint32_t> tohost;
    if (const ElfSymbol* sym = elf.symbol("tohost"); sym && (map.in_itcm(sym->value) || map.in_dtcm(sym->value))) {
      tohost = sym->value;
      const std::vector<uint8_t> w = s.read_bytes(sym->value, 4);
      s.write_word(kPage + kMonTohostAddr, sym->value);
      s.write_word(kPage + kMonTohostInit,
                   uint32_t(w[0]) | uint32_t(w[1]) << 8 | uint32_t(w[2]) << 16 | uint32_t(w[3]) << 24);
      s.write_word(kPage + kMonTohostEn, 1);
    } else {
      s.write_word(kPage + kMonTohostEn, 0);
    }

    s.set_entry(elf.entry);
    const auto t_run = Clock::now();
    s.start(b.max_cycles);
    const board::RunStatus st = s.wait_done(t_run + wall_budget);
    const double wall = std::chrono::duration<double>(Clock::now() - t_run).count();

    RunData d;
    const uint32_t ctrl_status = s.read_word(map.ctrl_base + kCtrlStatus);
    d.halted = ctrl_status & 1u;
    d.faulted = ctrl_status & 2u;
    if (d.faulted) {
      const std::vector<uint32_t> f = s.read_words(map.ctrl_base + kCtrlCause, 4);
      d.fault = FaultInfo{f[0], f[1], f[2], f[3]};
    }
    const std::vector<uint64_t> cnt = s.counters(2 * kNumCounters);
    for (unsigned i = 0; i < kNumCounters; ++i) d.counters[i] = cnt.at(i);

    const std::vector<uint32_t> m = s.read_words(kPage + kMonFirst, (kMonEnd - kMonFirst) / 4);
    auto at = [&](uint32_t off) { return m.at((off - kMonFirst) / 4); };
    RunMonitor::Observed seen;
    if (at(0x210) & 1u) seen.tohost = TohostEvent{at(0x214), at(0x218), at(0x21C)};
    if (at(0x220) & 1u) seen.last = Retired{at(0x224), at(0x228)};
    if (at(0x230) & 1u) seen.before_trap = Retired{at(0x234), at(0x238)};
    if (at(0x240) & 1u) seen.last_trap = TakenTrap{at(0x244), at(0x248), at(0x24C), at(0x250)};
    const std::size_t t0 = (0x260 - kMonFirst) / 4;
    seen.dtcm = PortTraffic{u64(m, t0), u64(m, t0 + 2), u64(m, t0 + 4), u64(m, t0 + 6)};
    seen.itcm = PortTraffic{u64(m, t0 + 8), u64(m, t0 + 10), u64(m, t0 + 12), u64(m, t0 + 14)};
    seen.records = u64(m, (0x2A0 - kMonFirst) / 4);
    d.tohost = tohost;
    d.monitor.emplace(map, tohost, seen);
    d.record.clocked_cycles = st.cycles;
    d.record.drain_cycles = st.drain_cycles;
    d.record.hit_cycle_limit = st.cycle_limit;
    d.record.wall_seconds = wall;

    board::BoardOutput out;
    try {
      out.result = make_result(c, d);
    } catch (const sim::InternalError& e) {
      throw BoardError(std::string("the board's report is inconsistent: ") + e.what());
    }
    out.result.sim.simulator = "board rv32 " + info.config + " (" + std::to_string(info.clock_hz) + " Hz, " +
                               std::to_string(info.baud_div) + " cycles per bit)";
    out.result.sim.quantum_cycles = 0;
    for (const DumpSpec& dump : b.dump) out.dumps.push_back(s.read_bytes(uint32_t(dump.addr), dump.bytes));
    return out;
  }
};

}  // namespace

const board::BoardSupport& board_support() {
  static const Rv32BoardSupport support;
  return support;
}

}  // namespace kc::rv32
