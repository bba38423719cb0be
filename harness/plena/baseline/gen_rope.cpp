// RoPE (rotate-half) of X[T][H·128] with COS, SIN [T][64]:
//   y_lo = lo·c − hi·s,  y_hi = hi·c + lo·s   for the two halves lo, hi of every head.
//
// A half-head is cr = 64 / VLEN VRAM rows, a head 2·cr, a token W = 2·H·cr rows of X; a COS or
// SIN row is cr rows. Work unit: a "pair" = one VRAM row of lo with its row of hi (same
// column range), one row of c and one of s: six vector instructions, the roofline's count
// (4 multiplies, 1 subtract, 1 add per two VRAM rows):
//   stage 1  tl = lo·s;  th = hi·s;  lo = lo·c;  hi = hi·c        (tl, th: scratch rows)
//   stage 2  lo = lo − th;  hi = hi + tl                          (in place: Y = X's rows)
// A "lane" is a run of pairs with uniform VRAM strides, run as a hardware loop software-
// pipelined by one pair: iteration j does stage 2 of pair j and stage 1 of pair j+1, ordered
//   tl' = lo'·s, th' = hi'·s, lo −= th, hi += tl, lo' ·= c, hi' ·= c
// so every dependent pair of instructions (and every in-place overwrite of a row another
// instruction still reads) is four vector instructions apart. Consecutive lanes are chained the
// same way (the seam runs the next lane's first products between the last lane's final stage 2),
// so the pipeline never drains except at the very end.
//
// Lanes run either across the heads of one token (stride one head, c and s fixed) or across the
// tokens of a batch for one head (stride one token row, c and s move one COS row), whichever is
// longer. Tokens are processed in batches of TB (a multiple of the COS/SIN DMA granule); the
// batches live in a ring of NB batch slots (VRAM laid out token by token, so strides stay
// uniform), prefetched D batches ahead (X, COS, SIN) and stored (X's rows, in place) one batch
// after they were computed; the DMA instructions are spread one at a time between the loop
// iterations. Whole rounds of NB batches run in a hardware loop.
//
// Performance (default, fraction of the vector bound; HBM needs a third of it): C3 91 %,
// C4 97 %, C5 99 %, H1 75 %, H2 94 %. The six vector instructions of a pair (24 cycles) come with
// 17 issue slots of loop work plus about one DMA instruction; the rest is the first load and the
// last batch's store. C1 (4 tokens, 1 head: 96 cycles of work, 27 %) and C2 (59 %) are dominated
// by those latencies.
#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

#include "registry.h"
#include "rowwise.h"

namespace kc::plena::baseline {

namespace {

const char* s_(const std::string& x) { return x.c_str(); }

struct Lane {
  int64_t lo = 0;       // VRAM row of lo of the first pair
  int64_t c = 0, s = 0; // VRAM rows of the first pair's COS and SIN rows
  int64_t len = 0;      // pairs
  int64_t temp = 0;     // VRAM row of its scratch area (2·len rows)
  std::string what;
};

void rope(Asm& a) {
  const int64_t T = a.param("T"), H = a.param("H"), v = a.hw.vlen, pv = a.hw.prefetch_v_rows;
  constexpr int64_t kHead = 128, kHalf = 64;
  if (kHalf % v != 0) throw std::runtime_error(fmt("rope: VLEN = %lld does not divide the half head of 64", (long long)v));
  if (a.hw.store_v_rows != a.hw.prefetch_v_rows) throw std::runtime_error("rope: needs PV_ROWS == ST_ROWS");
  const int64_t cr = kHalf / v, W = H * kHead / v;          // rows of a half head, of a token of X
  const int64_t G = pv / std::gcd(cr, pv);                  // tokens of one COS/SIN DMA granule
  if (T % G != 0)
    throw std::runtime_error(fmt("rope: T = %lld is not a multiple of %lld tokens (COS/SIN rows come %lld VRAM rows at a time)",
                                 (long long)T, (long long)G, (long long)pv));
  const int64_t interval = a.hw.timing_of(isa::LatClass::vec_vv).interval;
  const auto& tv = a.hw.timing_of(isa::LatClass::dma_v);

  // Batch size, direction and ring. Batches are one COS/SIN DMA granule of G tokens: the
  // smallest unit, so the last batch's store (the only DMA not hidden behind compute) is short;
  // lanes stay long anyway because consecutive lanes are chained. A lane runs across the TB
  // tokens (one head, k) when that is longer than across the H heads (one token, k). The ring
  // needs NB = D + 2 batch slots (D batches prefetched ahead, one being stored).
  const int64_t TB = G;
  const bool across_tokens = TB > H;
  const int64_t batch_cycles = 6 * TB * H * cr * interval;
  const int64_t chunks = TB * (W + 2 * cr) / pv;
  const int64_t D = std::max<int64_t>(1, (tv.latency + chunks * tv.interval + batch_cycles - 1) / batch_cycles);
  const int64_t NB = D + 2;
  if (NB * TB * (W + 2 * cr) + 4 * std::max(TB, H) > int64_t(a.hw.vram_rows))
    throw std::runtime_error(fmt("rope: %lld heads per token do not fit the VRAM of hardware %s", (long long)H, a.hw.name.c_str()));
  const int64_t len_max = across_tokens ? TB : H;
  const int64_t nb = (T + TB - 1) / TB;   // batches (the last may be shorter)
  auto tokens_of = [&](int64_t b) { return std::min(TB, T - b * TB); };

  // VRAM: X ring (NB·TB token slots of W rows), COS ring, SIN ring (cr rows per token), scratch.
  const int64_t xr = 0, cring = NB * TB * W, sring = cring + NB * TB * cr, temp0 = sring + NB * TB * cr;
  auto x_row = [&](int64_t t) { return xr + (t % (NB * TB)) * W; };
  auto c_row = [&](int64_t t) { return cring + (t % (NB * TB)) * cr; };
  auto s_row = [&](int64_t t) { return sring + (t % (NB * TB)) * cr; };
  const int64_t dlo = (across_tokens ? W : 2 * cr) * v, dcs = across_tokens ? cr * v : 0;

  // The lanes of batch b.
  auto lanes_of = [&](int64_t b) {
    std::vector<Lane> ls;
    const int64_t t0 = b * TB, nt = tokens_of(b);
    if (across_tokens) {
      for (int64_t h = 0; h < H; ++h)
        for (int64_t k = 0; k < cr; ++k)
          ls.push_back({x_row(t0) + h * 2 * cr + k, c_row(t0) + k, s_row(t0) + k, nt, 0,
                        fmt("head %lld, rows +%lld, tokens %lld..%lld", (long long)h, (long long)k, (long long)t0, (long long)(t0 + nt - 1))});
    } else {
      for (int64_t t = t0; t < t0 + nt; ++t)
        for (int64_t k = 0; k < cr; ++k)
          ls.push_back({x_row(t) + k, c_row(t) + k, s_row(t) + k, H, 0,
                        fmt("token %lld, rows +%lld, heads 0..%lld", (long long)t, (long long)k, (long long)(H - 1))});
    }
    for (std::size_t i = 0; i < ls.size(); ++i) ls[i].temp = temp0 + int64_t(i % 2) * 2 * len_max;
    return ls;
  };

  Gp px = a.gp("X prefetch HBM address"), pcs = a.gp("COS prefetch HBM address (SIN: + a1)"), py = a.gp("Y store HBM address");
  Gp lo = a.gp("lo"), hi = a.gp("hi"), tl = a.gp("lo*s scratch"), th = a.gp("hi*s scratch"), c = a.gp("cos row"),
     s = a.gp("sin row"), x = a.gp("scratch address"), y = a.gp("scratch address");
  const std::string LO = Asm::g(lo), HI = Asm::g(hi), TL = Asm::g(tl), TH = Asm::g(th), C = Asm::g(c), S = Asm::g(s),
                    X = Asm::g(x), Y = Asm::g(y);

  a.section(fmt("RoPE: %lld tokens x %lld heads; batches of %lld tokens, lanes across %s; ring of %lld batches, %lld ahead",
                (long long)T, (long long)H, (long long)TB, across_tokens ? "tokens" : "heads", (long long)NB, (long long)D));
  a.set(px, uint64_t(a.address("X")), "X");
  a.set(pcs, uint64_t(a.address("COS")), "COS");
  a.set(py, uint64_t(a.address("Y")), "Y");
  {
    const int64_t d = a.address("SIN") - a.address("COS");
    if (d < 0) throw std::runtime_error("rope: SIN lies before COS in HBM");
    a.set(x, uint64_t(d), "SIN - COS");
    a.op(fmt("C_SET_ADDR_REG a1, gp0, %s", s_(X)), "a1 = SIN - COS: SIN rows at a1 + the COS address");
  }

  // DMA items of batch b (prefetch) and of batch b (store), one chunk each; x holds the VRAM address.
  auto prefetch_items = [&](int64_t b, std::vector<std::function<void()>>& out) {
    const int64_t t0 = b * TB, nt = tokens_of(b);
    for (int64_t q = 0; q < nt * W / pv; ++q)
      out.push_back([&, t0, q] {
        a.set(x, uint64_t((x_row(t0) + q * pv) * v), fmt("prefetch X of tokens %lld.., chunk %lld", (long long)t0, (long long)q));
        a.op(fmt("H_PREFETCH_V %s, %s, a0, 0, 0", s_(X), s_(Asm::g(px))));
        a.add(px, px, pv * v);
      });
    for (int64_t q = 0; q < nt * cr / pv; ++q)
      out.push_back([&, t0, q] {
        a.set(x, uint64_t((c_row(t0) + q * pv) * v), fmt("prefetch COS, SIN of tokens %lld.., chunk %lld", (long long)t0, (long long)q));
        a.op(fmt("H_PREFETCH_V %s, %s, a0, 0, 0", s_(X), s_(Asm::g(pcs))));
        a.set(x, uint64_t((s_row(t0) + q * pv) * v));
        a.op(fmt("H_PREFETCH_V %s, %s, a1, 0, 0", s_(X), s_(Asm::g(pcs))));
        a.add(pcs, pcs, pv * v);
      });
  };
  auto store_items = [&](int64_t b, std::vector<std::function<void()>>& out) {
    const int64_t t0 = b * TB, nt = tokens_of(b);
    for (int64_t q = 0; q < nt * W / pv; ++q)
      out.push_back([&, t0, q] {
        a.set(x, uint64_t((x_row(t0) + q * pv) * v), fmt("store Y of tokens %lld.., chunk %lld", (long long)t0, (long long)q));
        a.op(fmt("H_STORE_V %s, %s, a0, 0, 0", s_(X), s_(Asm::g(py))));
        a.add(py, py, pv * v);
      });
  };

  const std::string V2 = std::to_string(2 * v);
  auto setv = [&](Gp r, int64_t row, const std::string& what = "") { a.set(r, uint64_t(row * v), what); };
  // Stage 1 of a lane's first pair, alone (the very first lane).
  auto prologue = [&](const Lane& l) {
    a.comment("lane: " + l.what);
    setv(lo, l.lo, "lo");
    setv(hi, l.lo + cr, "hi");
    setv(tl, l.temp);
    setv(th, l.temp + 1);
    setv(c, l.c, "cos");
    setv(s, l.s, "sin");
    a.op(fmt("V_MUL_VV %s, %s, %s, 0", s_(TL), s_(LO), s_(S)), "lo*s");
    a.op(fmt("V_MUL_VV %s, %s, %s, 0", s_(TH), s_(HI), s_(S)), "hi*s");
    a.op(fmt("V_MUL_VV %s, %s, %s, 0", s_(LO), s_(LO), s_(C)), "lo*c");
    a.op(fmt("V_MUL_VV %s, %s, %s, 0", s_(HI), s_(HI), s_(C)), "hi*c");
  };
  // Stage 2 of the lane's last pair, with stage 1 of the next lane's first pair around it.
  auto seam = [&](const Lane& n) {
    a.comment("lane: " + n.what);
    setv(s, n.s, "next lane: sin");
    setv(x, n.lo, "next lo");
    setv(y, n.temp);
    a.op(fmt("V_MUL_VV %s, %s, %s, 0", s_(Y), s_(X), s_(S)), "next: lo*s");
    setv(x, n.lo + cr, "next hi");
    setv(y, n.temp + 1);
    a.op(fmt("V_MUL_VV %s, %s, %s, 0", s_(Y), s_(X), s_(S)), "next: hi*s");
    a.op(fmt("V_SUB_VV %s, %s, %s, 0", s_(LO), s_(LO), s_(TH)), "y_lo = lo*c - hi*s");
    a.op(fmt("V_ADD_VV %s, %s, %s, 0", s_(HI), s_(HI), s_(TL)), "y_hi = hi*c + lo*s");
    setv(lo, n.lo);
    setv(hi, n.lo + cr);
    setv(tl, n.temp);
    setv(th, n.temp + 1);
    setv(c, n.c, "next lane: cos");
    a.op(fmt("V_MUL_VV %s, %s, %s, 0", s_(LO), s_(LO), s_(C)), "next: lo*c");
    a.op(fmt("V_MUL_VV %s, %s, %s, 0", s_(HI), s_(HI), s_(C)), "next: hi*c");
  };
  auto epilogue = [&] {
    a.op(fmt("V_SUB_VV %s, %s, %s, 0", s_(LO), s_(LO), s_(TH)), "y_lo = lo*c - hi*s");
    a.op(fmt("V_ADD_VV %s, %s, %s, 0", s_(HI), s_(HI), s_(TL)), "y_hi = hi*c + lo*s");
  };
  // One loop iteration: stage 2 of pair j, stage 1 of pair j+1.
  const std::string DLO = std::to_string(dlo), DCS = std::to_string(dcs);
  auto iteration = [&] {
    if (dcs) a.op(fmt("S_ADDI_INT %s, %s, %s", s_(S), s_(S), s_(DCS)));
    a.op(fmt("S_ADDI_INT %s, %s, %s", s_(X), s_(LO), s_(DLO)));
    a.op(fmt("S_ADDI_INT %s, %s, %s", s_(Y), s_(TL), s_(V2)));
    a.op(fmt("V_MUL_VV %s, %s, %s, 0", s_(Y), s_(X), s_(S)), "next: lo*s");
    a.op(fmt("S_ADDI_INT %s, %s, %s", s_(X), s_(HI), s_(DLO)));
    a.op(fmt("S_ADDI_INT %s, %s, %s", s_(Y), s_(TH), s_(V2)));
    a.op(fmt("V_MUL_VV %s, %s, %s, 0", s_(Y), s_(X), s_(S)), "next: hi*s");
    a.op(fmt("V_SUB_VV %s, %s, %s, 0", s_(LO), s_(LO), s_(TH)), "y_lo = lo*c - hi*s");
    a.op(fmt("S_ADDI_INT %s, %s, %s", s_(TH), s_(TH), s_(V2)));
    a.op(fmt("V_ADD_VV %s, %s, %s, 0", s_(HI), s_(HI), s_(TL)), "y_hi = hi*c + lo*s");
    a.op(fmt("S_ADDI_INT %s, %s, %s", s_(TL), s_(TL), s_(V2)));
    a.op(fmt("S_ADDI_INT %s, %s, %s", s_(LO), s_(LO), s_(DLO)));
    if (dcs) a.op(fmt("S_ADDI_INT %s, %s, %s", s_(C), s_(C), s_(DCS)));
    a.op(fmt("V_MUL_VV %s, %s, %s, 0", s_(LO), s_(LO), s_(C)), "next: lo*c");
    a.op(fmt("S_ADDI_INT %s, %s, %s", s_(HI), s_(HI), s_(DLO)));
    a.op(fmt("V_MUL_VV %s, %s, %s, 0", s_(HI), s_(HI), s_(C)), "next: hi*c");
  };

  // Batch b: its lanes (the first lane's stage 1 is already done), with the DMA items spread over
  // the loop iterations at up to `spots` places (each splits a lane's hardware loop, so fewer
  // places give shorter code); ends with the seam into the next batch's first lane (or the
  // epilogue).
  auto emit_batch = [&](int64_t b, int64_t spots) {
    a.section(fmt("batch %lld: tokens %lld..%lld", (long long)b, (long long)(b * TB), (long long)(b * TB + tokens_of(b) - 1)));
    std::vector<std::function<void()>> items;
    if (b + D < nb) prefetch_items(b + D, items);
    if (b >= 1) store_items(b - 1, items);
    const std::vector<Lane> ls = lanes_of(b);
    const int64_t per_lane = ls[0].len - 1;   // loop iterations of a lane (same for all lanes of a batch)
    const int64_t slots = int64_t(ls.size()) * per_lane, m = int64_t(items.size());
    const int64_t places = std::min({spots, slots, m});
    // place k (k < places) follows global iteration (k+1)·slots/places − 1 and gets items
    // [k·m/places, (k+1)·m/places)
    std::vector<int64_t> items_after(std::size_t(slots), 0);
    for (int64_t k = 0; k < places; ++k) items_after[std::size_t((k + 1) * slots / places - 1)] += (k + 1) * m / places - k * m / places;
    int64_t item = 0;
    for (std::size_t li = 0; li < ls.size(); ++li) {
      if (li > 0) a.comment("lane: " + ls[li].what);
      int64_t done = 0;
      const int64_t base = int64_t(li) * per_lane;
      for (int64_t j = 0; j < per_lane; ++j) {
        const int64_t here = items_after[std::size_t(base + j)];
        if (here > 0 || j == per_lane - 1) {
          a.loop(uint64_t(j + 1 - done), "pairs", iteration);
          done = j + 1;
          for (int64_t e = item + here; item < e; ++item) items[std::size_t(item)]();
        }
      }
      if (li + 1 < ls.size()) seam(ls[li + 1]);
    }
    for (; item < m; ++item) items[std::size_t(item)]();   // lanes without iterations
    if (b + 1 < nb) seam(lanes_of(b + 1)[0]);
    else epilogue();
  };

  // Steady batches: a store before, a full prefetch after, a full batch after the loop.
  const int64_t lo_b = 1, hi_b = std::min(nb - 2, nb - 1 - D - (T % TB ? 1 : 0));
  const int64_t rounds = hi_b >= lo_b ? (hi_b - lo_b + 1) / NB : 0;
  const Asm::Mark start = a.mark();
  for (int64_t spots : {int64_t(1) << 40, int64_t(64), int64_t(32), int64_t(16), int64_t(8), int64_t(4)}) {
    a.rewind(start);
    // Prologue: the first D batches' loads, stage 1 of the very first pair.
    {
      std::vector<std::function<void()>> pro;
      for (int64_t b = 0; b < std::min(D, nb); ++b) prefetch_items(b, pro);
      for (auto& f : pro) f();
      prologue(lanes_of(0)[0]);
    }
    int64_t b = 0;
    for (; b < (rounds > 0 ? lo_b : nb); ++b) emit_batch(b, spots);
    if (rounds > 0) {
      a.loop(uint64_t(rounds), "rounds of the batch ring", [&] {
        for (int64_t j = 0; j < NB; ++j) emit_batch(lo_b + j, spots);
      });
      for (b = lo_b + rounds * NB; b < nb; ++b) emit_batch(b, spots);
    }
    a.section("flush: store the last batch");
    std::vector<std::function<void()>> fl;
    store_items(nb - 1, fl);
    for (auto& f : fl) f();
    if (a.instructions() <= a.hw.imem_words) break;
  }
  for (Gp r : {y, x, s, c, th, tl, hi, lo, py, pcs, px}) a.free(r);
  check_program_size(a);
}

}  // namespace

KC_PLENA_BASELINE("rope", rope);

}  // namespace kc::plena::baseline
