// Rv32Driver: drives one Verilated rv32_core cycle by cycle — power-on reset, host-port word
// access, ELF loading, start, stop, status, fault record, counters and the retirement trace.
//
// Shared by every rv32 testbench: the Catch2 RTL tests, the lock-step tests against the ISS,
// the plain benchmark harness and kc-sim-rv32 (SystemC). It is a template over the Verilated
// model class because every hardware configuration is its own model (Vrv32_<cfg>); the
// post-synthesis netlist model has the same ports and works too.
//
// Cycle protocol (one call of step()):
//   1. drive this cycle's inputs (host port idle, stop request, trace enable)
//   2. clock low, eval: the outputs settle; the trace record of the instruction in WB, if any,
//      is sampled (it completes at the coming edge) and handed to the trace hook
//   3. clock high, eval: registers advance
// Host accesses take whole cycles of their own (write: 1, read of n words: n + 1); they are
// meant for the times the core is held in reset or stopped (rv32_core serves the memories only
// then; the control block always).
#pragma once

#include <array>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "kc/elf.h"
#include "kc/rv32_trace.h"
#include "verilated.h"
#include "verilated_fst_c.h"

namespace kc::rv32 {

// Ports that only some rv32-family tops have: rv32_core's external vector interface
// (vcmd_ready_i, ...), coral_core's vector test ports (dbg_vreg_i, vcnt_*_o, vstart_o).
template <class V, class = void>
struct HasVecInterface : std::false_type {};
template <class V>
struct HasVecInterface<V, std::void_t<decltype(std::declval<V&>().vcmd_ready_i)>> : std::true_type {};
template <class V, class = void>
struct HasVecUnit : std::false_type {};
template <class V>
struct HasVecUnit<V, std::void_t<decltype(std::declval<V&>().vcnt_busy_o)>> : std::true_type {};

template <class V>
class Rv32Driver {
 public:
  Rv32Driver(V& model, const MemMap& map) : m_(model), map_(map) {}

  // ---- reset, host port ----

  // Power-on reset: the core is then held in reset (ctrl bit0 = 1), the memories keep their
  // contents (a fresh model's are zero).
  void power_on_reset() {
    m_.rst_ni = 0;
    idle_inputs();
    m_.clk_i = 0;
    m_.eval();
    m_.clk_i = 1;
    m_.eval();
    m_.clk_i = 0;
    m_.eval();
    m_.rst_ni = 1;
    clock();
  }

  // Writes one word (the bytes selected by `be`) at byte address `addr` (word aligned).
  void write_word(uint32_t addr, uint32_t data, uint8_t be = 0xF) {
    m_.host_req_i = 1;
    m_.host_we_i = 1;
    m_.host_addr_i = addr;
    m_.host_wdata_i = data;
    m_.host_be_i = be;
    clock();
    m_.host_req_i = 0;
    m_.host_we_i = 0;
  }

  // Reads `n` words at addr, addr + 4, ... (pipelined: one request per cycle; the data of a
  // request is on host_rdata_o in the next cycle).
  void read_words(uint32_t addr, uint32_t* dst, uint32_t n) {
    for (uint32_t i = 0; i <= n; ++i) {
      m_.host_req_i = i < n;
      m_.host_we_i = 0;
      m_.host_addr_i = addr + 4 * i;
      m_.clk_i = 0;
      m_.eval();
      if (i > 0) dst[i - 1] = m_.host_rdata_o;
      m_.clk_i = 1;
      m_.eval();
    }
    m_.host_req_i = 0;
  }
  uint32_t read_word(uint32_t addr) {
    uint32_t v = 0;
    read_words(addr, &v, 1);
    return v;
  }

  // Writes `bytes` at byte address `addr` (any alignment) through the host port.
  void write_bytes(uint32_t addr, const uint8_t* bytes, std::size_t n) {
    std::size_t i = 0;
    while (i < n) {
      const uint32_t a = addr + uint32_t(i), w = a & ~3u;
      uint32_t data = 0;
      uint8_t be = 0;
      for (unsigned lane = a & 3u; lane < 4 && i < n; ++lane, ++i) {
        data |= uint32_t(bytes[i]) << (8 * lane);
        be |= uint8_t(1u << lane);
      }
      write_word(w, data, be);
    }
  }

  // Reads `n` bytes at byte address `addr` (any alignment).
  std::vector<uint8_t> read_bytes(uint32_t addr, std::size_t n) {
    std::vector<uint8_t> out(n);
    if (n == 0) return out;
    const uint32_t first = addr & ~3u, last = uint32_t(addr + n - 1) & ~3u;
    std::vector<uint32_t> w((last - first) / 4 + 1);
    read_words(first, w.data(), uint32_t(w.size()));
    for (std::size_t i = 0; i < n; ++i) {
      const uint32_t a = addr + uint32_t(i) - first;
      out[i] = uint8_t(w[a / 4] >> (8 * (a % 4)));
    }
    return out;
  }

  // Writes every PT_LOAD segment of `elf` (file bytes, then zeros up to its memory size).
  // Throws std::runtime_error if a segment does not lie inside the ITCM or the DTCM.
  void load_elf(const ElfImage& elf) {
    for (const ElfSegment& s : elf.segments) {
      if (s.mem_size == 0) continue;
      const uint32_t end = s.vaddr + s.mem_size - 1;
      const bool ok = (map_.in_itcm(s.vaddr) && map_.in_itcm(end)) ||
                      (map_.in_dtcm(s.vaddr) && map_.in_dtcm(end));
      if (!ok)
        throw std::runtime_error("rv32: ELF segment at 0x" + hex(s.vaddr) + " (" +
                                 std::to_string(s.mem_size) +
                                 " bytes) is not inside the ITCM or the DTCM of this configuration");
      std::vector<uint8_t> img(s.bytes);
      img.resize(s.mem_size, 0);
      write_bytes(s.vaddr, img.data(), img.size());
    }
  }

  // ---- run control ----

  // Releases the core from reset at `pc`; the first cycle of the run is the next step().
  void start(uint32_t pc) {
    write_word(map_.ctrl_base + kCtrlStartPc, pc);
    write_word(map_.ctrl_base + kCtrlCtrl, 0);
    cycle_ = 0;
  }
  // Holds the core in reset again (pipeline, CSRs, status and counters cleared).
  void hold_reset() { write_word(map_.ctrl_base + kCtrlCtrl, 1); }

  // One clock cycle (see the protocol above).
  void step() {
    m_.stop_i = stop_;
    m_.trace_en_i = hook_ ? 1 : 0;
    m_.clk_i = 0;
    m_.eval();
    dump(2 * cycle_);
    if (hook_ && m_.trace_valid_o) hook_(sample());
    m_.clk_i = 1;
    m_.eval();
    dump(2 * cycle_ + 1);
    ++cycle_;
  }

  // Asks the core to stop issuing and drain (it then reports halted).
  void request_stop(bool on = true) { stop_ = on; }

  bool running() const { return m_.running_o; }
  bool halted() const { return m_.halted_o; }
  bool faulted() const { return m_.fault_o; }
  bool done() const { return m_.halted_o || m_.fault_o; }
  uint64_t cycle() const { return cycle_; }

  // Steps until done or `max_cycles`; at the limit requests a stop and drains (<= 100 cycles).
  // Returns true when the core finished by itself (halted or faulted before the limit).
  bool run(uint64_t max_cycles) {
    while (!done() && cycle_ < max_cycles) step();
    if (done()) return true;
    request_stop();
    for (int i = 0; i < 100 && !done(); ++i) step();
    request_stop(false);
    return false;
  }

  // The fault record (control block).
  FaultInfo fault_info() {
    uint32_t w[4];
    read_words(map_.ctrl_base + kCtrlCause, w, 4);
    return {w[0], w[1], w[2], w[3]};
  }
  // Every counter, in Counter order (one pipelined host read).
  std::array<uint64_t, kNumCounters> counters() {
    uint32_t w[2 * kNumCounters];
    read_words(map_.ctrl_base + kCtrlCounters, w, 2 * kNumCounters);
    std::array<uint64_t, kNumCounters> c{};
    for (unsigned i = 0; i < kNumCounters; ++i) c[i] = (uint64_t(w[2 * i + 1]) << 32) | w[2 * i];
    return c;
  }

  // The vector unit's counters and vstart (nullopt: the top has no vector unit).
  std::optional<VecUnitState> vec_unit_state() const {
    if constexpr (HasVecUnit<V>::value) {
      VecUnitState v;
      v.busy = m_.vcnt_busy_o;
      v.beats = m_.vcnt_beats_o;
      v.elems = m_.vcnt_elems_o;
      v.qfull = m_.vcnt_qfull_o;
      v.port = m_.vcnt_port_o;
      v.vstall = m_.vcnt_vstall_o;
      v.vstart = m_.vstart_o;
      v.idle = m_.vidle_o;
      return v;
    } else {
      return std::nullopt;
    }
  }

  // ---- trace ----

  // Calls `hook` with one record per completed or trapped instruction, in program order, from
  // the next step() on (and enables the core's trace port); an empty function disables it.
  void on_trace(std::function<void(const TraceRecord&)> hook) { hook_ = std::move(hook); }

  // Opens an FST waveform of cycles [from, to] of the run (call before start()).
  void waveform(const std::string& file, uint64_t from, uint64_t to) {
    Verilated::traceEverOn(true);
    fst_ = std::make_unique<VerilatedFstC>();
    m_.trace(fst_.get(), 99);
    fst_->open(file.c_str());
    wave_from_ = from;
    wave_to_ = to;
  }
  void close_waveform() {
    if (fst_) fst_->close();
    fst_.reset();
  }

 private:
  void idle_inputs() {
    m_.host_req_i = 0;
    m_.host_we_i = 0;
    m_.host_addr_i = 0;
    m_.host_wdata_i = 0;
    m_.host_be_i = 0;
    m_.stop_i = 0;
    m_.trace_en_i = 0;
    if constexpr (HasVecInterface<V>::value) {
      m_.vcmd_ready_i = 0;
      m_.vresp_valid_i = 0;
      m_.vresp_data_i = 0;
    }
    if constexpr (HasVecUnit<V>::value) m_.dbg_vreg_i = 0;
  }
  void clock() {
    m_.clk_i = 0;
    m_.eval();
    m_.clk_i = 1;
    m_.eval();
  }
  TraceRecord sample() const {
    TraceRecord r;
    r.cycle = cycle_;
    r.pc = m_.trace_pc_o;
    r.insn = m_.trace_insn_o;
    r.rd_we = m_.trace_rd_we_o;
    r.rd_fp = m_.trace_rd_fp_o;
    r.rd = uint8_t(m_.trace_rd_o);
    r.rd_wdata = m_.trace_rd_wdata_o;
    r.mem_we = m_.trace_mem_we_o;
    r.mem_re = m_.trace_mem_re_o;
    r.mem_addr = m_.trace_mem_addr_o;
    r.mem_wdata = m_.trace_mem_wdata_o;
    r.mem_be = uint8_t(m_.trace_mem_be_o);
    r.fflags = uint8_t(m_.trace_fflags_o);
    r.trap = m_.trace_trap_o;
    r.cause = uint8_t(m_.trace_cause_o);
    r.tval = m_.trace_tval_o;
    return r;
  }
  void dump(uint64_t t) {
    if (fst_ && cycle_ >= wave_from_ && cycle_ <= wave_to_) fst_->dump(t);
  }
  static std::string hex(uint32_t v) {
    char b[16];
    std::snprintf(b, sizeof b, "%x", v);
    return b;
  }

  V& m_;
  MemMap map_;
  bool stop_ = false;
  uint64_t cycle_ = 0;
  std::function<void(const TraceRecord&)> hook_;
  std::unique_ptr<VerilatedFstC> fst_;
  uint64_t wave_from_ = 0, wave_to_ = 0;
};

}  // namespace kc::rv32
