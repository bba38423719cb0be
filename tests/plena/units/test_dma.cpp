// plena_dma alone (configurations small and default) against a C++ model of the documented DMA
// engine (docs/plena/microarchitecture.md, "DMA engine"; the H_PREFETCH_V / H_PREFETCH_M /
// H_STORE_V instructions of docs/isa/plena.md), transaction by transaction.
//
// The testbench plays everything around the engine: the issue stage (random legal instructions,
// offered only when their footprint does not conflict with one in flight, as the scoreboard
// guarantees), an HBM with random latency and random `ready` back-pressure answering in order,
// a VRAM whose read and write ports grant at random, and the MRAM banks.
//
// Checked against the model:
// - every HBM request, in order: read or write, the beat-aligned byte address of beat j of row r
//   (a row of VLEN elements at element offset o in its first beat takes VLEN/PORT_ELEMS beats,
//   one more when o != 0), and for writes the byte strobes (exactly the row's bytes) — the
//   requests of each instruction follow those of the one before;
// - a request offered while `ready` is low is offered again, unchanged, in the next cycle;
// - each scoreboard slot is released once, by the right port (loads: rel_ld, stores: rel_st),
//   and only when the instruction's effect is visible: a load's rows are in VRAM / MRAM, a
//   store's elements are in HBM (all its beats acknowledged);
// - at the end, all of VRAM, MRAM and the HBM window equal the model's sequential execution.
#include <catch2/catch.hpp>

#include <cstdio>
#include <deque>
#include <map>
#include <vector>

#include "Vplena_dma_default.h"
#include "Vplena_dma_small.h"
#include "Vplena_dma_small_mut_rowfifo.h"
#include "kc/hbm_model.h"
#include "plena_configs.h"
#include "unit_util.h"

using namespace kc::plena::unit;

namespace {

enum Op : unsigned { kPrefV = 0, kPrefM = 1, kStore = 2 };   // plena_pkg::dma_op_e
using Row = std::vector<uint16_t>;

struct Range {
  unsigned space = 0;   // 0 none, 1 VRAM rows, 2 MRAM tiles, 3 HBM elements
  uint64_t lo = 0, hi = 0;
};
bool overlaps(const Range& a, const Range& b) {
  return a.space != 0 && a.space == b.space && a.lo <= b.hi && b.lo <= a.hi;
}

struct Uop {
  unsigned op = 0;
  uint64_t base = 0, stride = 0;
  unsigned vrow = 0, tile = 0, slot = 0;
};

struct InFlight {
  Uop u;
  Range w, r;
  std::map<uint64_t, Row> rows;        // loads: destination (VRAM row, or tile * MLEN + row) -> data
  std::map<uint64_t, uint16_t> elems;  // stores: HBM element -> value
};

struct Beat {
  bool write;
  uint64_t byte_addr;
  uint64_t strobe_lo, strobe_hi;   // expected byte strobes (bits 0..63, 64..127)
};

struct Stats {
  uint64_t cycles = 0, instructions = 0, read_beats = 0, write_beats = 0, refused = 0, unaligned = 0;
};

Row bits_to_row(const Bits& b, unsigned n) {
  Row r(n);
  for (unsigned e = 0; e < n; ++e) r[e] = uint16_t(b.get(16 * e, 16));
  return r;
}
Bits row_to_bits(const Row& r) {
  Bits b(unsigned(16 * r.size()));
  for (unsigned e = 0; e < r.size(); ++e) b.put(16 * e, 16, r[e]);
  return b;
}

template <class V>
class DmaBench {
 public:
  DmaBench(const char* cfg_name, uint64_t seed)
      : cfg_(*kc::plena::find_config(cfg_name)), g_(seed), hbm_(cfg_.hbm_bytes, kc::HbmTiming{1, 64}),
        ref_hbm_(cfg_.hbm_bytes, kc::HbmTiming{1, 64}) {
    R_ = cfg_.vlen;
    P_ = cfg_.port_elems;
    cb_ = cfg_.mlen / cfg_.blen;
    vram_rows_ = 128;   // a window of VRAM and HBM, so that footprints often overlap
    hbm_window_ = 8 * 1024;
    vram_.assign(cfg_.vram_rows, Row(R_));
    for (unsigned r = 0; r < vram_rows_; ++r) vram_[r] = random_row();
    mram_.assign(cfg_.mram_tiles * cfg_.mlen, Row(R_));   // tile * MLEN + row
    for (Row& r : mram_) r = random_row();
    std::vector<uint8_t> bytes(2 * (hbm_window_ + 4 * R_));
    for (auto& b : bytes) b = uint8_t(g_.bits(8));
    hbm_.write(0, bytes.data(), bytes.size());
    ref_hbm_.write(0, bytes.data(), bytes.size());
    ref_vram_ = vram_;
    ref_mram_ = mram_;
  }

  // Runs n_instr random instructions; returns whether an assertion fired. With `expect_fire`
  // (a broken copy of the RTL, plena.sva.fires.*) it stops at the first assertion failure;
  // otherwise one fails the test.
  bool run(unsigned n_instr, Stats& st, bool expect_fire = false) {
    VerilatedContext ctx;
    ctx.fatalOnError(false);
    V m(&ctx);
    Clock<V> clk{m};
    m.uop_valid_i = 0;
    m.hbm_req_ready_i = 0;
    m.hbm_rvalid_i = 0;
    m.hbm_bvalid_i = 0;
    m.rd_gnt_i = 0;
    m.wr_gnt_i = 0;
    clk.reset();
    const unsigned slots = cfg_.scoreboard_slots;
    std::vector<bool> slot_used(slots, false);
    unsigned issued = 0;
    bool have = false;
    Uop next;
    InFlight next_fl;
    bool prev_refused = false;
    Bits prev_addr(1);
    bool prev_write = false;
    std::deque<std::pair<uint64_t, Row>> reads;   // (due, data)
    std::deque<uint64_t> acks;
    std::vector<Row> rd_pending;                   // row data for next cycle (VRAM read)
    bool rd_data_valid = false;
    Row rd_data_row;
    const unsigned ready_pct = 40 + unsigned(g_.below(60));
    const unsigned gnt_pct = 30 + unsigned(g_.below(71));
    const unsigned max_lat = 1 + unsigned(g_.below(60));
    uint64_t idle = 0;

    for (uint64_t cyc = 0;; ++cyc) {
      REQUIRE(cyc < 200000 + 2000ull * n_instr);   // deadlock
      // ---- issue stage: one random instruction, offered while it conflicts with nothing ----
      if (!have && issued < n_instr) {
        next = random_uop();
        have = true;
      }
      bool offer = false;
      if (have) {
        int free = -1;
        for (unsigned s = 0; s < slots && free < 0; ++s)
          if (!slot_used[s]) free = int(s);
        InFlight f = footprint(next);
        bool conflict = false;
        for (const auto& [s, o] : inflight_)
          if (overlaps(f.w, o.w) || overlaps(f.w, o.r) || overlaps(f.r, o.w)) conflict = true;
        if (free >= 0 && !conflict && g_.chance(60)) {
          next.slot = unsigned(free);
          offer = true;
        }
      }
      m.uop_valid_i = offer;
      if (offer) to_port(m.uop_i, pack(next));
      // ---- memory side inputs ----
      m.hbm_req_ready_i = g_.chance(ready_pct);
      const bool rvalid = !reads.empty() && reads.front().first <= cyc;
      m.hbm_rvalid_i = rvalid;
      if (rvalid) to_port(m.hbm_rdata_i, row_to_bits(reads.front().second));
      const bool bvalid = !acks.empty() && acks.front() <= cyc;
      m.hbm_bvalid_i = bvalid;
      if (rd_data_valid) to_port(m.rd_data_i, row_to_bits(rd_data_row));
      m.rd_gnt_i = 0;
      m.wr_gnt_i = 0;
      clk.settle();
      // Grants answer this cycle's requests (the arbiter is combinational).
      const bool rgnt = m.rd_req_o && g_.chance(gnt_pct);
      const bool wgnt = m.wr_req_o && g_.chance(gnt_pct);
      m.rd_gnt_i = rgnt;
      m.wr_gnt_i = wgnt;
      clk.settle();
      INFO("seed cycle " << cyc);

      // ---- HBM request channel ----
      const bool valid = m.hbm_req_valid_o;
      const Bits addr = from_port(m.hbm_req_addr_o, cfg_.hbm_aw + 1);
      if (prev_refused) {   // offered, not taken: offered again unchanged
        REQUIRE(valid);
        REQUIRE(bool(m.hbm_req_write_o) == prev_write);
        REQUIRE(addr.get(0, addr.width()) == prev_addr.get(0, prev_addr.width()));
      }
      prev_refused = valid && !m.hbm_req_ready_i;
      prev_addr = addr;
      prev_write = m.hbm_req_write_o;
      st.refused += prev_refused;
      if (valid && m.hbm_req_ready_i) {
        REQUIRE(!beats_.empty());
        const Beat b = beats_.front();
        beats_.pop_front();
        const uint64_t a = addr.get(0, addr.width());
        REQUIRE(bool(m.hbm_req_write_o) == b.write);
        REQUIRE(a == b.byte_addr);
        const uint64_t due = cyc + 1 + g_.below(max_lat);
        if (b.write) {
          const Bits data = from_port(m.hbm_req_wdata_o, 16 * P_);
          const Bits strb = from_port(m.hbm_req_wstrb_o, 2 * P_);
          REQUIRE(strb.get(0, std::min(64u, 2 * P_)) == b.strobe_lo);
          if (2 * P_ > 64) REQUIRE(strb.get(64, 2 * P_ - 64) == b.strobe_hi);
          for (unsigned e = 0; e < P_; ++e)
            if (strb.get(2 * e, 1)) {
              const uint16_t v = uint16_t(data.get(16 * e, 16));
              uint8_t bytes[2] = {uint8_t(v), uint8_t(v >> 8)};
              hbm_.write(a + 2 * e, bytes, 2);
            }
          acks.push_back(std::max(due, acks.empty() ? 0 : acks.back()));
          st.write_beats++;
        } else {
          Row beat(P_);
          std::vector<uint8_t> bytes(2 * P_);
          hbm_.read(a, bytes.data(), bytes.size());
          for (unsigned e = 0; e < P_; ++e) beat[e] = uint16_t(bytes[2 * e] | (bytes[2 * e + 1] << 8));
          reads.emplace_back(std::max(due, reads.empty() ? 0 : reads.back().first), beat);
          st.read_beats++;
        }
      }
      if (rvalid && m.hbm_rready_o) reads.pop_front();
      if (bvalid) acks.pop_front();
      // ---- VRAM / MRAM ----
      rd_data_valid = rgnt;
      if (rgnt) rd_data_row = vram_.at(m.rd_row_o);
      if (wgnt) vram_.at(m.wr_row_o) = bits_to_row(from_port(m.wr_data_o, 16 * R_), R_);
      if (m.mw_o) {
        const unsigned word = m.mw_addr_o, bank = m.mw_bank_o;
        mram_.at((word / cb_) * cfg_.mlen + (word % cb_) * cfg_.blen + bank) =
            bits_to_row(from_port(m.mw_data_o, 16 * R_), R_);
      }
      // ---- releases: once, by the right port, with the effect visible ----
      auto release = [&](unsigned slot, bool store_port) {
        auto it = inflight_.find(slot);
        REQUIRE(it != inflight_.end());
        REQUIRE((it->second.u.op == kStore) == store_port);
        for (const auto& [dst, row] : it->second.rows) {
          if (expect_fire) break;   // a broken RTL copy: only the assertion is of interest
          if (it->second.u.op == kPrefV) REQUIRE(vram_.at(dst) == row);
          else REQUIRE(mram_.at(dst) == row);
        }
        for (const auto& [e, v] : it->second.elems) {
          if (expect_fire) break;
          uint8_t bytes[2];
          hbm_.read(2 * e, bytes, 2);
          REQUIRE(uint16_t(bytes[0] | (bytes[1] << 8)) == v);
        }
        inflight_.erase(it);
        slot_used[slot] = false;
      };
      const bool rel_ld = m.rel_ld_o, rel_st = m.rel_st_o;
      const unsigned ld_slot = m.rel_ld_slot_o, st_slot = m.rel_st_slot_o;
      // ---- the offered instruction is accepted ----
      if (offer && m.uop_ready_o) {
        InFlight f = footprint(next);
        f.u = next;
        execute(f);
        inflight_[next.slot] = f;
        slot_used[next.slot] = true;
        have = false;
        issued++;
        st.instructions++;
      }
      clk.edge();
      if (ctx.gotError()) {
        if (expect_fire) return true;
        FAIL("an assertion failed at cycle " << cyc);
      }
      if (rel_ld) release(ld_slot, false);
      if (rel_st) release(st_slot, true);
      st.cycles++;
      if (issued == n_instr && !have && inflight_.empty()) {
        clk.settle();
        if (!m.busy_o && ++idle > 4) break;
      }
    }
    if (expect_fire) return false;
    REQUIRE(beats_.empty());
    REQUIRE(reads.empty());
    REQUIRE(acks.empty());
    REQUIRE(vram_ == ref_vram_);
    REQUIRE(mram_ == ref_mram_);
    std::vector<uint8_t> a(2 * (hbm_window_ + 4 * R_)), b(a.size());
    hbm_.read(0, a.data(), a.size());
    ref_hbm_.read(0, b.data(), b.size());
    REQUIRE(a == b);
    return false;
  }

 private:
  Row random_row() {
    Row r(R_);
    for (auto& e : r) e = uint16_t(g_.bits(16));
    return r;
  }

  Uop random_uop() {
    Uop u;
    u.op = unsigned(g_.below(3));
    const unsigned rows = rows_of(u.op);
    // Aligned, element-offset and odd strides; zero (every row at base) now and then.
    const unsigned kind = unsigned(g_.below(4));
    u.stride = kind == 0 ? R_ : kind == 1 ? R_ + g_.below(P_) : kind == 2 ? g_.below(3 * R_) : 0;
    if ((rows - 1) * u.stride + R_ > hbm_window_) u.stride = R_;
    u.base = g_.below(hbm_window_ - (rows - 1) * u.stride - R_ + 1);
    if (g_.chance(30)) u.base -= u.base % P_;   // beat-aligned rows
    u.vrow = unsigned(g_.below(vram_rows_ - rows + 1));
    u.tile = unsigned(g_.below(cfg_.mram_tiles));
    return u;
  }

  unsigned rows_of(unsigned op) const {
    return op == kPrefM ? cfg_.mlen : op == kStore ? cfg_.store_v_rows : cfg_.prefetch_v_rows;
  }

  // dma_uop_t = {op[1:0], base, stride, vrow, tile, slot}.
  Bits pack(const Uop& u) const {
    Packed p(2 + 2 * cfg_.hbm_aw + cfg_.vram_row_aw + cfg_.mram_tile_aw + cfg_.sb_slot_aw);
    p.add(2, u.op).add(cfg_.hbm_aw, u.base).add(cfg_.hbm_aw, u.stride).add(cfg_.vram_row_aw, u.vrow);
    p.add(cfg_.mram_tile_aw, u.tile).add(cfg_.sb_slot_aw, u.slot);
    return p.bits();
  }

  InFlight footprint(const Uop& u) const {
    InFlight f;
    const unsigned rows = rows_of(u.op);
    const Range hbm{3, u.base, u.base + (rows - 1) * u.stride + R_ - 1};
    if (u.op == kStore) {
      f.w = hbm;
      f.r = Range{1, u.vrow, u.vrow + rows - 1};
    } else {
      f.r = hbm;
      f.w = u.op == kPrefV ? Range{1, u.vrow, u.vrow + rows - 1} : Range{2, u.tile, u.tile};
    }
    return f;
  }

  // The instruction's effect on the reference state, its expected beats and expected results.
  void execute(InFlight& f) {
    const Uop& u = f.u;
    const unsigned rows = rows_of(u.op);
    for (unsigned r = 0; r < rows; ++r) {
      const uint64_t ra = u.base + r * u.stride;   // element address of the row
      const unsigned off = unsigned(ra % P_);
      const unsigned nbeats = R_ / P_ + (off != 0);
      for (unsigned j = 0; j < nbeats; ++j) {
        Beat b{u.op == kStore, 2 * (ra - off + uint64_t(j) * P_), 0, 0};
        if (b.write)
          for (unsigned e = 0; e < P_; ++e) {
            const uint64_t el = ra - off + uint64_t(j) * P_ + e;
            if (el < ra || el >= ra + R_) continue;
            for (unsigned k = 2 * e; k < 2 * e + 2; ++k) (k < 64 ? b.strobe_lo : b.strobe_hi) |= uint64_t(1) << (k % 64);
          }
        beats_.push_back(b);
      }
      if (u.op == kStore) {
        const Row& src = ref_vram_.at(u.vrow + r);
        for (unsigned e = 0; e < R_; ++e) {
          uint8_t bytes[2] = {uint8_t(src[e]), uint8_t(src[e] >> 8)};
          ref_hbm_.write(2 * (ra + e), bytes, 2);
          f.elems[ra + e] = src[e];   // a later row of the same store may overwrite: last wins
        }
      } else {
        Row row(R_);
        std::vector<uint8_t> bytes(2 * R_);
        ref_hbm_.read(2 * ra, bytes.data(), bytes.size());
        for (unsigned e = 0; e < R_; ++e) row[e] = uint16_t(bytes[2 * e] | (bytes[2 * e + 1] << 8));
        const uint64_t dst = u.op == kPrefV ? uint64_t(u.vrow + r) : uint64_t(u.tile) * cfg_.mlen + r;
        (u.op == kPrefV ? ref_vram_ : ref_mram_).at(dst) = row;
        f.rows[dst] = row;
      }
    }
  }

  const kc::plena::HwConfig& cfg_;
  Rng g_;
  unsigned R_, P_, cb_, vram_rows_;
  uint64_t hbm_window_;
  kc::HbmModel hbm_, ref_hbm_;   // storage only
  std::vector<Row> vram_, mram_, ref_vram_, ref_mram_;
  std::map<unsigned, InFlight> inflight_;
  std::deque<Beat> beats_;
};

template <class V>
Stats run_seeds(const char* cfg, uint64_t first, unsigned n, unsigned instr) {
  Stats st;
  for (uint64_t s = first; s < first + n; ++s) {
    INFO(cfg << " seed " << s);
    DmaBench<V> b(cfg, s);
    b.run(instr, st);
  }
  std::printf("dma %s: %llu instructions, %llu cycles, %llu read beats, %llu write beats, %llu refused offers\n", cfg,
              (unsigned long long)st.instructions, (unsigned long long)st.cycles, (unsigned long long)st.read_beats,
              (unsigned long long)st.write_beats, (unsigned long long)st.refused);
  return st;
}

}  // namespace

TEST_CASE("plena.unit.dma.small", "[unit]") {
  const Stats st = run_seeds<Vplena_dma_small>("small", 1, 40, 200);
  CHECK(st.refused > 100);
  CHECK(st.write_beats > 2000);
}

TEST_CASE("plena.unit.dma.default", "[unit]") {
  const Stats st = run_seeds<Vplena_dma_default>("default", 101, 4, 80);
  CHECK(st.refused > 50);
}

// A broken copy of the engine (the store reader ignores the row in flight) overflows its row FIFO
// under back-pressure: rtl/plena/sva/plena_dma_sva.sv a_row_fifo_room must fire.
TEST_CASE("plena.sva.fires.dma_row_fifo", "[sva]") {
  Stats st;
  bool fired = false;
  for (uint64_t s = 1; s <= 20 && !fired; ++s) {
    DmaBench<Vplena_dma_small_mut_rowfifo> b("small", s);
    fired = b.run(150, st, true);
  }
  CHECK(fired);
}
