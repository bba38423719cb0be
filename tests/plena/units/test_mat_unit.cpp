// plena_mat_unit alone (configurations small and default) against a C++ model of the matrix
// instructions (docs/isa/plena.md: M_MM, M_TMM, M_MV, M_TMV, M_MM_WO, M_MV_WO; numerics: each
// element computes acc = acc + a·w in fp32, one rounding per step, k in increasing order; the
// write-out rounds to bf16, round to nearest even, and clears), transaction by transaction.
//
// The testbench plays the issue stage (random legal instruction streams, an instruction offered
// only when its VRAM footprint conflicts with none in flight, as the scoreboard guarantees), a
// VRAM whose read and write ports grant at random (read data the cycle after the grant, element
// write enables honoured) and the MRAM banks (a read returns the word of every bank the cycle
// after the read enable and holds it). MRAM contents are random and fixed for a run.
//
// Checked: each slot is released once, by the right port (multiplies: rel_mul, write-outs:
// rel_wo); when a write-out releases its slot, its rows hold exactly the model's rounded block in
// the written columns; at the end (both accumulators written out) all of VRAM equals the model.
#include <catch2/catch.hpp>

#include <cstdio>
#include <map>
#include <vector>

#include "Vplena_mat_unit_default.h"
#include "Vplena_mat_unit_small.h"
#include "Vplena_mat_unit_small_mut_woearly.h"
#include "kc/fp.h"
#include "plena_configs.h"
#include "unit_util.h"

using namespace kc::plena::unit;

namespace {

enum Op : unsigned { kMM = 0, kTMM = 1, kMV = 2, kTMV = 3, kMMWo = 4, kMVWo = 5 };   // plena_pkg::mat_op_e
using Row = std::vector<uint16_t>;

bool is_wo(unsigned op) { return op == kMMWo || op == kMVWo; }

struct Uop {
  unsigned op = 0, vrow = 0, tile = 0, cblk = 0, stride = 0, slot = 0;
};

struct InFlight {
  Uop u;
  unsigned lo = 0, hi = 0;              // VRAM rows read (multiplies) or written (write-outs)
  std::map<unsigned, Row> rows;         // write-outs: row -> expected content after the write
};

struct Stats {
  uint64_t cycles = 0, instructions = 0, writeouts = 0, steps = 0;
};

Row bits_to_row(const Bits& b, unsigned n) {
  Row r(n);
  for (unsigned e = 0; e < n; ++e) r[e] = uint16_t(b.get(16 * e, 16));
  return r;
}

template <class V>
class MatBench {
 public:
  MatBench(const char* cfg_name, uint64_t seed) : cfg_(*kc::plena::find_config(cfg_name)), g_(seed) {
    B_ = cfg_.blen;
    M_ = cfg_.mlen;
    cb_ = M_ / B_;
    cb_aw_ = cb_ > 1 ? unsigned(__builtin_ctz(cb_)) : 1;
    rows_ = 48;   // a VRAM window, so that footprints often overlap
    vram_.assign(cfg_.vram_rows, Row(M_));
    for (unsigned r = 0; r < rows_; ++r)
      for (auto& e : vram_[r]) e = value();
    tiles_ = std::min(cfg_.mram_tiles, 4u);
    mram_.assign(cfg_.mram_tiles * M_, Row(M_));   // tile * MLEN + row
    for (unsigned t = 0; t < tiles_; ++t)
      for (unsigned r = 0; r < M_; ++r)
        for (auto& e : mram_[t * M_ + r]) e = value();
    ref_vram_ = vram_;
    macc_.assign(B_ * B_, 0);
    vacc_.assign(B_, 0);
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
    m.rd_gnt_i = 0;
    m.wr_gnt_i = 0;
    clk.reset();
    const unsigned slots = cfg_.scoreboard_slots;
    std::vector<bool> slot_used(slots, false);
    unsigned issued = 0;
    bool have = false;
    Uop next;
    bool rd_valid = false;
    Row rd_row;
    Bits mr_word(B_ * 16 * M_);
    const unsigned gnt_pct = 30 + unsigned(g_.below(71));
    const unsigned offer_pct = 30 + unsigned(g_.below(71));
    const unsigned wo_pct = 10 + unsigned(g_.below(30));
    const unsigned total = n_instr + 2;   // the stream ends with both write-outs
    unsigned idle = 0;

    for (uint64_t cyc = 0;; ++cyc) {
      REQUIRE(cyc < 100000 + 400ull * total * M_);
      if (!have && issued < total) {
        next = issued == n_instr ? random_uop(kMMWo) : issued == n_instr + 1 ? random_uop(kMVWo)
                                                                              : random_uop(pick(wo_pct));
        have = true;
      }
      bool offer = false;
      if (have) {
        int free = -1;
        for (unsigned s = 0; s < slots && free < 0; ++s)
          if (!slot_used[s]) free = int(s);
        const InFlight f = footprint(next);
        bool conflict = false;
        for (const auto& [s, o] : inflight_) {
          const bool meet = f.lo <= o.hi && o.lo <= f.hi;
          if (meet && (is_wo(f.u.op) || is_wo(o.u.op))) conflict = true;   // WAW, WAR, RAW on VRAM
        }
        if (free >= 0 && !conflict && g_.chance(offer_pct)) {
          next.slot = unsigned(free);
          offer = true;
        }
      }
      m.uop_valid_i = offer;
      if (offer) to_port(m.uop_i, pack(next));
      if (rd_valid) {
        Bits b(16 * M_);
        for (unsigned e = 0; e < M_; ++e) b.put(16 * e, 16, rd_row[e]);
        to_port(m.rd_data_i, b);
      }
      to_port(m.mr_data_i, mr_word);
      m.rd_gnt_i = 0;
      m.wr_gnt_i = 0;
      clk.settle();
      const bool rgnt = m.rd_req_o && g_.chance(gnt_pct);
      const bool wgnt = m.wr_req_o && g_.chance(gnt_pct);
      m.rd_gnt_i = rgnt;
      m.wr_gnt_i = wgnt;
      clk.settle();
      INFO("cycle " << cyc);

      rd_valid = rgnt;
      if (rgnt) rd_row = vram_.at(m.rd_row_o);
      if (wgnt) {
        const Row data = bits_to_row(from_port(m.wr_data_o, 16 * M_), M_);
        const Bits mask = from_port(m.wr_mask_o, M_);
        Row& dst = vram_.at(m.wr_row_o);
        for (unsigned e = 0; e < M_; ++e)
          if (mask.get(e, 1)) dst[e] = data[e];
      }
      const bool mr_re = m.mr_re_o;
      const unsigned mr_addr = m.mr_addr_o;
      st.steps += m.step_o;
      const bool rel_mul = m.rel_mul_o, rel_wo = m.rel_wo_o;
      const unsigned mul_slot = m.rel_mul_slot_o, wo_slot = m.rel_wo_slot_o;
      if (offer && m.uop_ready_o) {
        InFlight f = footprint(next);
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
      if (mr_re) {   // every bank's word at mr_addr, registered
        const unsigned tile = mr_addr / cb_, group = mr_addr % cb_;
        for (unsigned b = 0; b < B_; ++b) {
          const Row& r = mram_.at(tile * M_ + group * B_ + b);
          for (unsigned e = 0; e < M_; ++e) mr_word.put(b * 16 * M_ + 16 * e, 16, r[e]);
        }
      }
      auto release = [&](unsigned slot, bool wo_port) {
        auto it = inflight_.find(slot);
        REQUIRE(it != inflight_.end());
        REQUIRE(is_wo(it->second.u.op) == wo_port);
        if (!expect_fire)
          for (const auto& [row, data] : it->second.rows) REQUIRE(vram_.at(row) == data);
        st.writeouts += wo_port;
        inflight_.erase(it);
        slot_used[slot] = false;
      };
      if (rel_mul) release(mul_slot, false);
      if (rel_wo) release(wo_slot, true);
      st.cycles++;
      if (issued == total && inflight_.empty()) {
        clk.settle();
        if (!m.busy_o && ++idle > 4) break;
      }
    }
    if (expect_fire) return false;
    REQUIRE(vram_ == ref_vram_);
    return false;
  }

 private:
  // bf16 operands: mostly normal numbers of moderate range (so that sums cancel and round), some
  // zeros, subnormals and large magnitudes, rarely an infinity or a NaN.
  uint16_t value() {
    const unsigned k = unsigned(g_.below(1000));
    const uint16_t sign = uint16_t(g_.bits(1) << 15);
    if (k < 30) return sign;                                         // ±0
    if (k < 40) return uint16_t(sign | g_.bits(7));                  // subnormal
    if (k < 43) return uint16_t(sign | 0x7F80);                      // ±inf
    if (k < 45) return uint16_t(0x7FC0 | g_.bits(6));                // NaN
    if (k < 60) return uint16_t(sign | ((200 + g_.below(50)) << 7) | g_.bits(7));   // large
    return uint16_t(sign | ((118 + g_.below(20)) << 7) | g_.bits(7));
  }

  unsigned pick(unsigned wo_pct) {
    if (g_.chance(wo_pct)) return g_.chance(50) ? kMMWo : kMVWo;
    return unsigned(g_.below(4));
  }

  Uop random_uop(unsigned op) {
    Uop u;
    u.op = op;
    u.tile = unsigned(g_.below(tiles_));
    u.cblk = unsigned(g_.below(cb_));
    if (op == kMMWo) {
      u.stride = unsigned(g_.below(4));   // 0: every row lands on row0 (the last remains)
      u.vrow = unsigned(g_.below(rows_ - (B_ - 1) * u.stride));
    } else if (op == kMM || op == kTMM) {
      u.vrow = unsigned(g_.below(rows_ - B_ + 1));
    } else {
      u.vrow = unsigned(g_.below(rows_));
    }
    return u;
  }

  // mat_uop_t = {op[2:0], vrow, tile, cblk, stride, slot}.
  Bits pack(const Uop& u) const {
    Packed p(3 + 2 * cfg_.vram_row_aw + cfg_.mram_tile_aw + cb_aw_ + cfg_.sb_slot_aw);
    p.add(3, u.op).add(cfg_.vram_row_aw, u.vrow).add(cfg_.mram_tile_aw, u.tile).add(cb_aw_, u.cblk);
    p.add(cfg_.vram_row_aw, u.stride).add(cfg_.sb_slot_aw, u.slot);
    return p.bits();
  }

  InFlight footprint(const Uop& u) const {
    InFlight f;
    f.u = u;
    f.lo = u.vrow;
    f.hi = u.op == kMMWo ? u.vrow + (B_ - 1) * u.stride : (u.op == kMM || u.op == kTMM) ? u.vrow + B_ - 1 : u.vrow;
    return f;
  }

  // W[k][j] of a multiply: M_MM/M_MV tile row k, column cblk·BLEN + j; M_TMM/M_TMV tile row
  // cblk·BLEN + j, column k.
  uint16_t weight(const Uop& u, unsigned k, unsigned j) const {
    const bool trans = u.op == kTMM || u.op == kTMV;
    return trans ? mram_.at(u.tile * M_ + u.cblk * B_ + j)[k] : mram_.at(u.tile * M_ + k)[u.cblk * B_ + j];
  }

  void execute(InFlight& f) {
    const Uop& u = f.u;
    if (u.op == kMM || u.op == kTMM) {
      for (unsigned i = 0; i < B_; ++i)
        for (unsigned j = 0; j < B_; ++j)
          for (unsigned k = 0; k < M_; ++k)
            macc_[i * B_ + j] = kc::fp::f32_add(macc_[i * B_ + j], kc::fp::f32_mul_bf16(ref_vram_[u.vrow + i][k], weight(u, k, j)));
    } else if (u.op == kMV || u.op == kTMV) {
      for (unsigned j = 0; j < B_; ++j)
        for (unsigned k = 0; k < M_; ++k)
          vacc_[j] = kc::fp::f32_add(vacc_[j], kc::fp::f32_mul_bf16(ref_vram_[u.vrow][k], weight(u, k, j)));
    } else if (u.op == kMMWo) {
      for (unsigned i = 0; i < B_; ++i)
        for (unsigned j = 0; j < B_; ++j) ref_vram_[u.vrow + i * u.stride][u.cblk * B_ + j] = kc::fp::f32_to_bf16(macc_[i * B_ + j]);
      for (unsigned i = 0; i < B_; ++i) f.rows[u.vrow + i * u.stride] = ref_vram_[u.vrow + i * u.stride];
      std::fill(macc_.begin(), macc_.end(), 0u);
    } else {
      for (unsigned j = 0; j < B_; ++j) ref_vram_[u.vrow][u.cblk * B_ + j] = kc::fp::f32_to_bf16(vacc_[j]);
      f.rows[u.vrow] = ref_vram_[u.vrow];
      std::fill(vacc_.begin(), vacc_.end(), 0u);
    }
  }

  const kc::plena::HwConfig& cfg_;
  Rng g_;
  unsigned B_, M_, cb_, cb_aw_, rows_, tiles_;
  std::vector<Row> vram_, ref_vram_, mram_;
  std::vector<uint32_t> macc_, vacc_;
  std::map<unsigned, InFlight> inflight_;
};

template <class V>
Stats run_seeds(const char* cfg, uint64_t first, unsigned n, unsigned instr) {
  Stats st;
  for (uint64_t s = first; s < first + n; ++s) {
    INFO(cfg << " seed " << s);
    MatBench<V> b(cfg, s);
    b.run(instr, st);
  }
  std::printf("mat_unit %s: %llu instructions (%llu write-outs), %llu cycles, %llu array steps\n", cfg,
              (unsigned long long)st.instructions, (unsigned long long)st.writeouts, (unsigned long long)st.cycles,
              (unsigned long long)st.steps);
  return st;
}

}  // namespace

TEST_CASE("plena.unit.mat_unit.small", "[unit]") {
  const Stats st = run_seeds<Vplena_mat_unit_small>("small", 1, 40, 150);
  CHECK(st.writeouts > 600);
}

TEST_CASE("plena.unit.mat_unit.default", "[unit]") {
  const Stats st = run_seeds<Vplena_mat_unit_default>("default", 101, 4, 60);
  CHECK(st.writeouts > 30);
}

// A broken copy of the matrix unit (a write-out does not wait for the last product) clears the
// accumulators while a product is being added: rtl/plena/sva/plena_mac_sva.sv must fire.
TEST_CASE("plena.sva.fires.mac_clear", "[sva]") {
  Stats st;
  bool fired = false;
  for (uint64_t s = 1; s <= 20 && !fired; ++s) {
    MatBench<Vplena_mat_unit_small_mut_woearly> b("small", s);
    fired = b.run(120, st, true);
  }
  CHECK(fired);
}
