// plena on its board top: the same steps as kc-sim-plena's testbench (sc_models/plena/plena_tb.h),
// through the board protocol instead of the debug port and the memory model:
//   HELLO (the board must be plena with the bundle's configuration, and the bundle's HBM must fit
//   the board's), RESET, the whole HBM and every on-chip memory zeroed (the simulator starts from
//   zeros), the program into IMEM and the preloads (WRITE; on-chip spaces packed into debug words
//   exactly as the simulator packs them), the program length, START; STATUS until done; then the
//   core's status, its counters, the HBM traffic, and the dumps (READ).
// The result is built by kc-sim-plena's own code (make_result) from these values.
#include "plena_board_support.h"

#include <algorithm>
#include <chrono>
#include <thread>

#include "kc/plena_layout.h"
#include "plena_configs.h"
#include "plena_isa_table.h"
#include "plena_onchip.h"
#include "plena_result.h"

namespace kc::plena {

namespace {

using Clock = std::chrono::steady_clock;
using board::BoardError;
using board::BoardSession;
using board::kPage;

// Board register page offsets (fpga/plena/plena_board.sv).
constexpr uint32_t kProgLen = 0x200, kHbmClear = 0x204, kHbmBytes = 0x208, kCoreFirst = 0x210,
                   kCoreEnd = 0x268;
// The debug-port window of space s on the link's bus.
uint32_t debug_base(Space s) { return 0x80000000u + (uint32_t(s) << 24); }

uint64_t u64(const std::vector<uint32_t>& w, std::size_t i) { return uint64_t(w[i]) | uint64_t(w[i + 1]) << 32; }

std::string size_text(uint64_t bytes) {
  if (bytes % (1u << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
  if (bytes % (1u << 10) == 0) return std::to_string(bytes >> 10) + " KiB";
  return std::to_string(bytes) + " bytes";
}

// The bytes of HBM the bundle needs the board to have (preloads and dumps), with what needs the
// most (for the error message).
struct Footprint {
  uint64_t bytes = 0;
  std::string what;
};
Footprint hbm_footprint(const RunBundle& b, const BundleInputs& in, unsigned eb) {
  Footprint f;
  for (std::size_t i = 0; i < b.preload.size(); ++i) {
    if (b.preload[i].space != "hbm") continue;
    const uint64_t end = b.preload[i].addr * eb + in.preload_data[i].size();
    if (end > f.bytes) f = {end, "preload[" + std::to_string(i) + "] ('" + b.preload[i].file + "')"};
  }
  for (std::size_t i = 0; i < b.dump.size(); ++i) {
    if (b.dump[i].space != "hbm") continue;
    const uint64_t end = b.dump[i].addr * eb + b.dump[i].bytes;
    if (end > f.bytes) f = {end, "dump[" + std::to_string(i) + "] ('" + b.dump[i].file + "')"};
  }
  return f;
}

class PlenaBoardSupport final : public board::BoardSupport {
 public:
  // small: kc-board-virtual-plena; default: kc-board-virtual-plena-default (built on demand); no
  // other configuration has one (fpga/plena/CMakeLists.txt).
  std::string virtual_board(const RunBundle& b) const override {
    if (b.config == "small") return "kc-board-virtual-plena";
    if (b.config == "default") return "kc-board-virtual-plena-default";
    throw BoardError("plena's virtual boards are built for configurations small and default only; the bundle wants '" +
                     b.config + "'");
  }

  MemoryLayout layout(const RunBundle& b) const override {
    const HwConfig* c = find_config(b.config);
    if (!c) {
      std::vector<std::string> known;
      for (const HwConfig& k : all_configs()) known.push_back(k.name);
      throw unknown_config_error(b, "plena", known);
    }
    return memory_layout(*c);
  }

  board::BoardOutput run(const RunBundle& b, const BundleInputs& in, BoardSession& s,
                         Clock::duration wall_budget) const override {
    if (in.elf) throw BoardError("plena boards run raw32 programs; the bundle has an ELF");
    const HwConfig& c = *find_config(b.config);
    const MemoryLayout layout = memory_layout(c);
    const unsigned eb = find_space(layout, "hbm")->elem_bytes;

    const board::BoardInfo info = s.hello_as("plena", b.config);
    const uint64_t board_hbm = s.read_word(kPage + kHbmBytes);
    const Footprint need = hbm_footprint(b, in, eb);
    if (need.bytes > board_hbm)
      throw BoardError("the bundle needs " + std::to_string(need.bytes) + " bytes of HBM (" + need.what +
                       " ends there), but the board has " + size_text(board_hbm) + " (configuration " + c.name +
                       " addresses " + size_text(c.hbm_bytes) + "; the board top's HBM_BYTES sets the board's)");

    // Everything the simulator starts from: zeros.
    s.reset();
    s.write_word(kPage + kHbmClear, 1);
    const auto clear_deadline = Clock::now() + std::chrono::seconds(30);
    while (s.read_word(kPage + kHbmClear) & 1u) {
      if (Clock::now() > clear_deadline) throw BoardError("the board did not finish zeroing its HBM within 30 s");
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    s.fill(debug_base(Space::imem), c.imem_words, 0);
    s.fill(debug_base(Space::vram), c.vram_elems / 2, 0);
    s.fill(debug_base(Space::mram), c.mram_elems / 2, 0);
    s.fill(debug_base(Space::fp_mem), c.fp_mem_words, 0);
    s.fill(debug_base(Space::int_mem), c.int_mem_words, 0);

    // IMEM, the on-chip preloads (as PlenaTb::load), the HBM preloads.
    s.write_words(debug_base(Space::imem), in.program);
    for (const auto& [d, writes] : onchip_preload_writes(b, in, layout)) {
      // Consecutive debug words as one write.
      for (std::size_t i = 0; i < writes.size();) {
        std::size_t j = i + 1;
        while (j < writes.size() && writes[j].first == writes[j - 1].first + d.elems_per_word) ++j;
        std::vector<uint32_t> words;
        for (std::size_t k = i; k < j; ++k) words.push_back(writes[k].second);
        s.write_words(debug_base(d.space) + 4 * (writes[i].first / d.elems_per_word), words);
        i = j;
      }
    }
    for (std::size_t i = 0; i < b.preload.size(); ++i)
      if (b.preload[i].space == "hbm")
        s.write_bytes(uint32_t(b.preload[i].addr * eb), in.preload_data[i].data(), in.preload_data[i].size());

    s.write_word(kPage + kProgLen, uint32_t(in.program.size()));
    s.set_entry(0);
    const auto t_run = Clock::now();
    s.start(b.max_cycles);
    const board::RunStatus st = s.wait_done(t_run + wall_budget);
    const double wall = std::chrono::duration<double>(Clock::now() - t_run).count();

    const std::vector<uint32_t> p = s.read_words(kPage + kCoreFirst, (kCoreEnd - kCoreFirst) / 4);
    auto at = [&](uint32_t off) { return p.at((off - kCoreFirst) / 4); };
    if (at(0x230) & 1u)
      throw BoardError("the kernel accessed HBM byte address " + std::to_string(u64(p, (0x238 - kCoreFirst) / 4)) +
                       ", beyond the board's " + size_text(board_hbm) + " of HBM (configuration " + c.name +
                       " addresses " + size_text(c.hbm_bytes) + "): the run would differ from the simulator's");
    if (at(0x230) & 2u)
      throw BoardError("the board's HBM read queue overflowed (the board top's read queue is smaller than the "
                       "core's read beats in flight): its timing is not the simulator's");

    RunData d;
    const uint32_t core = at(0x210);
    d.status.status = core & 7u;
    d.status.fault_kind = (core >> 4) & 15u;
    d.status.fault_pc = at(0x214);
    d.status.fault_addr = u64(p, (0x218 - kCoreFirst) / 4);
    d.status.fault_word = at(0x220);
    d.counters = s.counters(2 * isa::kNumCounters);
    const std::size_t h = (0x240 - kCoreFirst) / 4;
    d.hbm.read_bytes = u64(p, h);
    d.hbm.write_bytes = u64(p, h + 2);
    d.hbm.read_requests = u64(p, h + 4);
    d.hbm.write_requests = u64(p, h + 6);
    d.hbm.busy_cycles = u64(p, h + 8);
    d.record.clocked_cycles = st.cycles;
    d.record.drain_cycles = st.drain_cycles;
    d.record.hit_cycle_limit = st.cycle_limit;
    d.record.wall_seconds = wall;
    d.program_words = uint32_t(in.program.size());

    board::BoardOutput out;
    try {
      out.result = make_result(c, d);
    } catch (const sim::InternalError& e) {
      throw BoardError(std::string("the board's report is inconsistent: ") + e.what());
    }
    out.result.sim.simulator = "board plena " + info.config + " (" + std::to_string(info.clock_hz) + " Hz, " +
                               std::to_string(info.baud_div) + " cycles per bit)";
    out.result.sim.quantum_cycles = 0;

    // The dumps: on-chip spaces through the debug windows (as PlenaTb::dump), HBM directly.
    for (const DumpSpec& ds : b.dump) {
      if (const auto dsp = debug_space(ds.space)) {
        const DebugWindow w = debug_window(*dsp, ds.addr, ds.bytes / dsp->elem_bytes);
        std::vector<uint32_t> words;
        if (w.words > 0) words = s.read_words(debug_base(dsp->space) + 4 * (w.first / dsp->elems_per_word), w.words);
        out.dumps.push_back(unpack_words(*dsp, w, words, ds.bytes));
      } else {
        out.dumps.push_back(s.read_bytes(uint32_t(ds.addr * eb), ds.bytes));
      }
    }
    return out;
  }
};

}  // namespace

const board::BoardSupport& board_support() {
  static const PlenaBoardSupport support;
  return support;
}

}  // namespace kc::plena
