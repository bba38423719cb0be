// PlenaDriver: drives one Verilated plena_core cycle by cycle — debug-port loading and dumping,
// reset, the HBM port handshake, and an optional FST waveform window.
//
// The driver is the part shared by every plena testbench: kc-sim-plena (SystemC, HBM model
// behind TLM-2.0), the plain C++ benchmark harness and the unit tests. It is a template over the
// Verilated model class because every hardware configuration is its own model (port widths
// differ). The memory side is a MemPort: it answers each accepted request with the cycle its
// response is due; the driver queues responses and presents them in order on the core's ports.
//
// Cycle protocol (one call of step()):
//   1. drive inputs for this cycle: request ready (room in the response queues and the memory's
//      MemPort::ready), the oldest due read beat, one due write ack
//   2. clock low, eval: the core's combinational outputs settle
//   3. handshakes: an offered request is accepted if ready; a presented read beat is taken if
//      the core's rready is high; a presented write ack is always taken
//   4. clock high, eval: registers advance
#pragma once

#include <cstdint>
#include <cstring>
#include <deque>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "kc/hbm_model.h"
#include "kc/plena_debug.h"
#include "plena_isa_table.h"
#include "verilated.h"
#include "verilated_fst_c.h"

namespace kc::plena {

// The memory behind the HBM port.
class MemPort {
 public:
  virtual ~MemPort() = default;
  // A request accepted at `cycle`: a read fills `data` with `bytes` bytes at `addr`; a write
  // stores the bytes of `data` whose bit is set in `strobe`. Returns the cycle the read data
  // or the write acknowledgement is due (>= cycle + 1).
  virtual uint64_t access(uint64_t cycle, bool write, uint64_t addr, uint8_t* data,
                          uint64_t strobe, unsigned bytes) = 0;
  // Whether the memory accepts a request at `cycle` (request back-pressure; HbmModel::request_ready).
  virtual bool ready(uint64_t /*cycle*/) { return true; }
};

namespace detail {
// Verilator maps ports of up to 32 bits to uint32_t, up to 64 to uint64_t, wider to VlWide<N>.
template <std::size_t N>
inline void to_bytes(const VlWide<N>& w, uint8_t* dst) {
  for (std::size_t i = 0; i < N; ++i) std::memcpy(dst + 4 * i, &w[i], 4);
}
template <std::size_t N>
inline void from_bytes(VlWide<N>& w, const uint8_t* src) {
  for (std::size_t i = 0; i < N; ++i) std::memcpy(&w[i], src + 4 * i, 4);
}
template <std::size_t N>
constexpr unsigned width_bytes(const VlWide<N>*) { return 4 * N; }
inline uint64_t as_u64(uint64_t v) { return v; }
inline uint64_t as_u64(uint32_t v) { return v; }
}  // namespace detail

template <class V>
class PlenaDriver {
 public:
  static constexpr unsigned kPortBytes =
      detail::width_bytes(static_cast<std::remove_reference_t<decltype(std::declval<V&>().hbm_rdata_i)>*>(nullptr));

  PlenaDriver(V& model, MemPort& mem, unsigned max_pending = 256)
      : m_(model), mem_(mem), max_pending_(max_pending) {}

  // ---- reset and debug access (only before release and after done) ----

  // Holds the core in reset (the debug port works while in reset).
  void hold_reset(uint32_t prog_len) {
    m_.rst_ni = 0;
    m_.prog_len_i = prog_len;
    m_.halt_req_i = 0;
    m_.dbg_req_i = 0;
    m_.hbm_req_ready_i = 0;
    m_.hbm_rvalid_i = 0;
    m_.hbm_bvalid_i = 0;
    for (int i = 0; i < 2; ++i) clock();
  }

  void write(Space s, uint32_t addr, uint32_t data) {
    m_.dbg_req_i = 1;
    m_.dbg_we_i = 1;
    m_.dbg_space_i = static_cast<uint8_t>(s);
    m_.dbg_addr_i = addr;
    m_.dbg_wdata_i = data;
    clock();
    m_.dbg_req_i = 0;
  }

  // Reads `n` words at addr, addr+step, ... (pipelined: one request per cycle; the data of
  // request i is on dbg_rdata_o between the edge that registers it and the next edge).
  void read(Space s, uint32_t addr, uint32_t* dst, uint32_t n, uint32_t step = 1) {
    for (uint32_t i = 0; i <= n; ++i) {
      m_.dbg_req_i = i < n;
      m_.dbg_we_i = 0;
      m_.dbg_space_i = static_cast<uint8_t>(s);
      m_.dbg_addr_i = addr + i * step;
      m_.clk_i = 0;
      m_.eval();
      if (i > 0) dst[i - 1] = m_.dbg_rdata_o;
      m_.clk_i = 1;
      m_.eval();
    }
    m_.dbg_req_i = 0;
  }
  uint32_t read1(Space s, uint32_t addr) {
    uint32_t v = 0;
    read(s, addr, &v, 1);
    return v;
  }
  uint64_t counter(unsigned c) {
    uint32_t w[2];
    read(Space::regs, kRegCounters + 2 * c, w, 2);
    return (uint64_t(w[1]) << 32) | w[0];
  }
  // Every counter, in isa::kCounters order (one pipelined debug read).
  std::vector<uint64_t> counters() {
    uint32_t w[2 * isa::kNumCounters];
    read(Space::regs, kRegCounters, w, 2 * isa::kNumCounters);
    std::vector<uint64_t> c(isa::kNumCounters);
    for (std::size_t i = 0; i < c.size(); ++i) c[i] = (uint64_t(w[2 * i + 1]) << 32) | w[2 * i];
    return c;
  }
  // The run-status ports.
  CoreStatus status() const {
    return {m_.status_o, m_.fault_kind_o, m_.fault_pc_o, m_.fault_addr_o, m_.fault_word_o};
  }

  // ---- running ----

  // Releases reset; the first cycle of the run is the next step().
  void release_reset() {
    m_.rst_ni = 1;
    cycle_ = 0;
    issued_ = 0;
  }

  bool done() const { return m_.done_o; }
  uint64_t cycle() const { return cycle_; }
  // Asks the core to stop issuing and drain (cycle limit).
  void request_stop() { m_.halt_req_i = 1; }
  // Instructions issued since release_reset (the core's issue_o trace port). A stop requested
  // before a step() lets no further instruction issue, so a lock-step checker can stop the core
  // after exactly n instructions.
  uint64_t issued() const { return issued_; }
  // One {cycle, pc} per issued instruction goes to *log from now on (nullptr: none).
  struct Issue {
    uint64_t cycle;
    uint32_t pc;
  };
  void log_issues(std::vector<Issue>* log) { issue_log_ = log; }

  // One clock cycle of the running core (see the protocol above).
  void step() {
    // 1. inputs
    m_.hbm_req_ready_i = (reads_.size() + writes_.size()) < max_pending_ && mem_.ready(cycle_);
    bool rvalid = !reads_.empty() && reads_.front().due <= cycle_;
    m_.hbm_rvalid_i = rvalid;
    if (rvalid) detail::from_bytes(m_.hbm_rdata_i, reads_.front().data.data());
    bool bvalid = !writes_.empty() && writes_.front() <= cycle_;
    m_.hbm_bvalid_i = bvalid;
    // 2. settle
    m_.clk_i = 0;
    m_.eval();
    trace_dump(2 * cycle_);
    if (m_.issue_o) {  // the core's issue trace: an instruction issues at this edge
      ++issued_;
      if (issue_log_) issue_log_->push_back({cycle_, m_.issue_pc_o});
    }
    // 3. handshakes
    if (m_.hbm_req_valid_o && m_.hbm_req_ready_i) accept();
    if (rvalid && m_.hbm_rready_o) reads_.pop_front();
    if (bvalid) writes_.pop_front();
    // 4. edge
    m_.clk_i = 1;
    m_.eval();
    trace_dump(2 * cycle_ + 1);
    ++cycle_;
  }

  // Opens an FST waveform of cycles [from, to] (call before release_reset).
  void trace(const std::string& file, uint64_t from, uint64_t to) {
    Verilated::traceEverOn(true);
    fst_ = std::make_unique<VerilatedFstC>();
    m_.trace(fst_.get(), 99);
    fst_->open(file.c_str());
    trace_from_ = from;
    trace_to_ = to;
  }
  void close_trace() {
    if (fst_) fst_->close();
    fst_.reset();
  }

 private:
  struct ReadBeat {
    uint64_t due;
    std::vector<uint8_t> data;
  };

  void clock() {
    m_.clk_i = 0;
    m_.eval();
    m_.clk_i = 1;
    m_.eval();
  }

  void accept() {
    uint64_t addr = m_.hbm_req_addr_o;
    if (m_.hbm_req_write_o) {
      uint8_t data[kPortBytes];
      detail::to_bytes(m_.hbm_req_wdata_o, data);
      uint64_t strobe = detail::as_u64(m_.hbm_req_wstrb_o);
      writes_.push_back(mem_.access(cycle_, true, addr, data, strobe, kPortBytes));
    } else {
      ReadBeat b{0, std::vector<uint8_t>(kPortBytes)};
      b.due = mem_.access(cycle_, false, addr, b.data.data(), 0, kPortBytes);
      reads_.push_back(std::move(b));
    }
  }

  void trace_dump(uint64_t t) {
    if (fst_ && cycle_ >= trace_from_ && cycle_ <= trace_to_) fst_->dump(t);
  }

  V& m_;
  MemPort& mem_;
  unsigned max_pending_;
  uint64_t cycle_ = 0;
  uint64_t issued_ = 0;
  std::vector<Issue>* issue_log_ = nullptr;
  std::deque<ReadBeat> reads_;
  std::deque<uint64_t> writes_;
  std::unique_ptr<VerilatedFstC> fst_;
  uint64_t trace_from_ = 0, trace_to_ = 0;
};

// A MemPort that calls an HbmModel directly (plain C++ harness, unit tests).
class DirectMem final : public MemPort {
 public:
  explicit DirectMem(HbmModel& hbm) : hbm_(hbm) {}
  uint64_t access(uint64_t cycle, bool write, uint64_t addr, uint8_t* data, uint64_t strobe,
                  unsigned bytes) override {
    if (write) hbm_.write_masked(addr, data, strobe, bytes);
    else hbm_.read(addr, data, bytes);
    uint64_t due = hbm_.schedule(cycle, write, bytes,
                                 write ? unsigned(__builtin_popcountll(strobe)) : 0u);
    return due > cycle ? due : cycle + 1;
  }
  bool ready(uint64_t cycle) override { return hbm_.request_ready(cycle); }

 private:
  HbmModel& hbm_;
};

}  // namespace kc::plena
