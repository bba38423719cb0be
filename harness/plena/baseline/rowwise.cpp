#include "rowwise.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace kc::plena::baseline {

namespace {

int64_t ceil_div(int64_t a, int64_t b) { return a <= 0 ? 0 : (a + b - 1) / b; }

// The schedule of one attempt: ring length, prefetch lookahead, and the derived chunk counts.
struct Schedule {
  int64_t n = 0, rows = 0, pv = 0, total = 0;   // parts per row, R, PV_ROWS, chunks
  int S = 0;                                    // largest lag
  int64_t k = 1;                                // rows prefetched ahead of stage 0
  int64_t L = 0;                                // ring length in rows
  int64_t period = 1;                           // register rotation period of the callbacks

  int64_t last_step() const { return rows + S - 1; }
  // Chunks prefetched by the end of step i (i = −1: before step 0).
  int64_t pf_end(int64_t i) const { return std::min(total, ceil_div((i + 1 + k) * n, pv)); }
  // Chunks stored by the end of step i: those of rows whose last stage ran at step i−1 or before.
  int64_t st_end(int64_t i) const {
    if (i > last_step()) return total;   // the flush after the last step
    return std::min(total, std::max<int64_t>(0, i - S) * n / pv);
  }
  // The step whose items prefetch chunk c (−1: before step 0), and the step that stores it
  // (last_step() + 1: the flush).
  int64_t pf_step(int64_t c) const {
    int64_t i = -1;
    while (pf_end(i) <= c) ++i;
    return i;
  }
  int64_t st_step(int64_t c) const {
    int64_t i = 0;
    while (st_end(i) <= c) ++i;
    return i;
  }
  // Every prefetch into a ring row comes `slack` steps after the store of the row's previous
  // occupant (slack 0: the next step, which is what correctness needs).
  bool ring_ok(int64_t slack) const {
    const int64_t ring_chunks = L * n / pv;
    for (int64_t c = ring_chunks; c < total; ++c)
      if (pf_step(c) < st_step(c - ring_chunks) + 1 + slack) return false;
    return true;
  }
};

}  // namespace

int64_t whole_chunks(const Asm& a, int64_t rows) {
  const int64_t pv = a.hw.prefetch_v_rows;
  return ceil_div(rows, pv) * pv;
}

void load_rows(Asm& a, int64_t hbm, int64_t vram_row, int64_t rows, const std::string& what) {
  const int64_t pv = a.hw.prefetch_v_rows, vlen = a.hw.vlen, chunks = ceil_div(rows, pv);
  Gp v = a.gp("load: VRAM address"), h = a.gp("load: HBM address");
  a.set(v, uint64_t(vram_row * vlen), what + fmt(" -> VRAM rows %lld..", (long long)vram_row));
  a.set(h, uint64_t(hbm));
  a.loop(uint64_t(chunks), "chunks of " + what, [&] {
    a.op(fmt("H_PREFETCH_V %s, %s, a0, 0, 0", Asm::g(v).c_str(), Asm::g(h).c_str()));
    if (chunks > 1) {
      a.add(v, v, pv * vlen);
      a.add(h, h, pv * vlen);
    }
  });
  a.free(h);
  a.free(v);
}

void check_program_size(const Asm& a) {
  if (a.instructions() > a.hw.imem_words)
    throw std::runtime_error(fmt("baseline kernel has %zu instructions, more than the %u words of instruction memory of "
                                 "hardware %s",
                                 a.instructions(), a.hw.imem_words, a.hw.name.c_str()));
}

namespace {

// Checks the plan and finds its ring (sc.L = 0 when it does not fit the VRAM).
Schedule plan_ring(const Asm& a, const RowPlan& p) {
  const int64_t pv = a.hw.prefetch_v_rows, n = p.parts, R = p.rows;
  if (a.hw.store_v_rows != a.hw.prefetch_v_rows) throw std::runtime_error("row_pipeline: needs PV_ROWS == ST_ROWS");
  if (n <= 0 || R <= 0) throw std::runtime_error("row_pipeline: empty tensor");
  if ((R * n) % pv != 0)
    throw std::runtime_error(fmt("row_pipeline: %lld rows of %lld VRAM rows are not a whole number of %lld-row DMA chunks",
                                 (long long)R, (long long)n, (long long)pv));
  if (p.lags.empty() || p.lags[0] != 0 || !std::is_sorted(p.lags.begin(), p.lags.end()))
    throw std::runtime_error("row_pipeline: lags must start at 0 and not decrease");

  Schedule sc;
  sc.n = n;
  sc.rows = R;
  sc.pv = pv;
  sc.total = R * n / pv;
  sc.S = p.lags.back();
  const int64_t end_row = p.end_row > 0 ? p.end_row : int64_t(a.hw.vram_rows);
  const int64_t avail = end_row - p.first_row;

  // Lookahead and store slack in steps, from the DMA latencies (plus a little queueing) and the
  // vector time of a step.
  const int64_t step_cycles =
      std::max<int64_t>(1, n * std::max(1, p.ops_per_part) * a.hw.timing_of(isa::LatClass::vec_v).interval);
  const auto& tv = a.hw.timing_of(isa::LatClass::dma_v);
  const auto& ts = a.hw.timing_of(isa::LatClass::dma_st);
  const int64_t k_want = std::max<int64_t>(1, ceil_div(tv.latency + 4 * tv.interval, step_cycles));
  const int64_t slack_want = ceil_div(ts.latency + 4 * ts.interval, step_cycles);

  int64_t period = std::max(1, p.row_period);
  for (const RowStream& rs : p.streams) {
    if (rs.stage >= int(p.lags.size())) throw std::runtime_error("row_pipeline: stream tied to a missing stage");
    if (rs.stage >= 0 && rs.period > 1) period = std::lcm(period, int64_t(rs.period));
  }

  sc.period = period;

  // The smallest ring for a lookahead and slack: a whole number of chunks, no prefetch before the
  // store of the row it replaces.
  // With `whole_periods` the ring is also a multiple of the rotation period, so a loop round is
  // one ring (short code); without, a round is lcm(ring, period) steps.
  auto ring_for = [&](int64_t k, int64_t slack, bool whole_periods) -> int64_t {
    sc.k = k;
    for (int64_t L = std::max<int64_t>(1, sc.S + 1);; ++L) {
      if (L * n > avail) return 0;
      if ((L * n) % pv != 0 || (whole_periods && L % period != 0)) continue;
      sc.L = L;
      if (sc.ring_ok(slack)) return L;
    }
  };
  // Prefer the full lookahead and slack; give up the slack, then lookahead, when the VRAM is short.
  std::vector<std::pair<int64_t, int64_t>> tries = {{k_want, slack_want}};
  for (int64_t k = k_want; k >= 1; --k) tries.push_back({k, 0});
  sc.L = 0;
  for (bool whole : {true, false})
    for (const auto& [k, slack] : tries)
      if ((sc.L = ring_for(k, slack, whole)) > 0) return sc;
  return sc;
}

}  // namespace

bool row_pipeline_fits(const Asm& a, const RowPlan& p) { return plan_ring(a, p).L > 0; }

void row_pipeline(Asm& a, const RowPlan& p) {
  const int64_t pv = a.hw.prefetch_v_rows, vlen = a.hw.vlen, n = p.parts, R = p.rows;
  if (!p.part) throw std::runtime_error("row_pipeline: no part callback");
  Schedule sc = plan_ring(a, p);
  const int64_t L = sc.L;
  // A loop round covers whole rings and whole register rotations: every step of a round is the
  // same code in every round.
  const int64_t round = std::lcm(L, sc.period);
  if (L == 0)
    throw std::runtime_error(fmt("row_pipeline: a ring of rows of %lld VRAM rows for %d stages does not fit the VRAM "
                                 "rows from row %lld on hardware %s",
                                 (long long)n, sc.S + 1, (long long)p.first_row, a.hw.name.c_str()));
  const int64_t ring_rows = L * n;
  auto chunk_vram_row = [&](int64_t c) { return p.first_row + (c * pv) % ring_rows; };

  const std::size_t stages = p.lags.size();
  Gp src = a.gp("prefetch HBM pointer"), dst = a.gp("store HBM pointer"), dma = a.gp("DMA VRAM address");
  RowStep st;
  st.advance = [&a, n, vlen](Gp r) {
    if (n > 1) a.add(r, r, vlen);
  };
  for (std::size_t s = 0; s < stages; ++s) st.ptr.push_back(a.gp(fmt("stage %zu pointer", s)));
  for (std::size_t j = 0; j < p.streams.size(); ++j) st.stream.push_back(a.gp(fmt("stream %zu pointer", j)));

  // How compact the code of a step is: DMA chunks per item (a group of up to DMA_QUEUE chunks is
  // one small loop) and how many places in the part loop receive items. The first variant spreads
  // every chunk on its own between parts (no issue burst: the vector unit never runs dry); the
  // others trade that for fewer instructions when the program would not fit.
  struct Variant {
    int64_t chunks_per_item, max_groups;
  };
  const int64_t dq = std::max<unsigned>(1, a.hw.dma_queue);
  const Variant variants[] = {{1, n}, {1, 8}, {2, 8}, {dq, 8}, {dq, 4}, {dq, 2}, {dq, 1}};
  Variant var = variants[0];

  // DMA chunks [c0, c1) as items: runs of at most chunks_per_item chunks contiguous in VRAM.
  auto dma_items = [&](bool store, int64_t c0, int64_t c1, std::vector<std::function<void()>>& out) {
    for (int64_t c = c0; c < c1;) {
      int64_t e = std::min(c1, c + var.chunks_per_item);
      for (int64_t x = c + 1; x < e; ++x)   // split where the ring wraps
        if (chunk_vram_row(x) != chunk_vram_row(x - 1) + pv) {
          e = x;
          break;
        }
      out.push_back([&, store, c, e] {
        Gp hp = store ? dst : src;
        const char* opn = store ? "H_STORE_V" : "H_PREFETCH_V";
        a.set(dma, uint64_t(chunk_vram_row(c) * vlen),
              fmt("%s chunk%s %lld%s", store ? "store" : "prefetch", e - c > 1 ? "s" : "", (long long)c,
                  e - c > 1 ? fmt("..%lld", (long long)(e - 1)).c_str() : ""));
        a.loop(uint64_t(e - c), store ? "store chunks" : "prefetch chunks", [&] {
          a.op(fmt("%s %s, %s, a0, 0, 0", opn, Asm::g(dma).c_str(), Asm::g(hp).c_str()));
          if (e - c > 1) a.add(dma, dma, pv * vlen);
          a.add(hp, hp, pv * vlen);
        });
      });
      c = e;
    }
  };

  auto rows_at = [&](int64_t i) {
    std::vector<int64_t> r(stages, -1);
    for (std::size_t s = 0; s < stages; ++s)
      if (i - p.lags[s] >= 0 && i - p.lags[s] < R) r[s] = i - p.lags[s];
    return r;
  };

  auto emit_step = [&](int64_t i, bool looped) {
    st.step = i;
    st.looped = looped;
    const std::vector<int64_t> prev = rows_at(i - 1);
    st.row = rows_at(i);
    std::string rows_txt;
    for (std::size_t s = 0; s < stages; ++s) rows_txt += st.row[s] >= 0 ? fmt(" %lld", (long long)st.row[s]) : " -";
    a.section(fmt("step %lld%s: stage rows%s", (long long)i, looped ? fmt(" (+%lld per round)", (long long)round).c_str() : "",
                  rows_txt.c_str()));
    // A stage pointer ends a step at the first VRAM row after its row: that is the next row's
    // unless the ring wraps (or the stage was idle, or a one-part row does not move pointers).
    for (std::size_t s = 0; s < stages; ++s) {
      if (!st.active(s)) continue;
      const bool flows = n > 1 && prev[s] >= 0 && st.row[s] % L != 0;
      if (!flows) a.set(st.ptr[s], uint64_t((p.first_row + (st.row[s] % L) * n) * vlen), fmt("stage %zu: row %lld", s, (long long)st.row[s]));
    }
    for (std::size_t j = 0; j < p.streams.size(); ++j) {
      const RowStream& rs = p.streams[j];
      if (rs.stage < 0 || rs.period <= 1) {
        a.set(st.stream[j], uint64_t(rs.first_row * vlen), fmt("stream %zu", j));
      } else if (st.active(std::size_t(rs.stage))) {
        const int64_t r = st.row[std::size_t(rs.stage)];
        a.set(st.stream[j], uint64_t((rs.first_row + (r % rs.period) * n) * vlen), fmt("stream %zu: row %lld", j, (long long)r));
      }
    }
    if (p.begin) p.begin(st);

    // The user's items (often a chain of dependent scalar instructions) alternate with the DMA
    // items (prefetches, then stores), so two links of a chain rarely share a place.
    std::vector<std::function<void()>> dmas, user, items;
    dma_items(false, sc.pf_end(i - 1), sc.pf_end(i), dmas);
    dma_items(true, sc.st_end(i - 1), sc.st_end(i), dmas);
    if (p.spread) user = p.spread(st);
    for (std::size_t u = 0, d = 0; u < user.size() || d < dmas.size();) {
      if (u < user.size()) items.push_back(user[u++]);
      if (d < dmas.size()) items.push_back(dmas[d++]);
    }

    // Items in groups placed after parts spread over the loop; parts between groups run in
    // hardware loops.
    const int64_t m = int64_t(items.size());
    const int64_t groups = m == 0 ? 0 : std::min<int64_t>({n, m, var.max_groups});
    auto part_body = [&] { p.part(st); };
    int64_t k0 = 0, item = 0;
    for (int64_t g = 0; g < groups; ++g) {
      const int64_t e = g * n / groups;   // the part after which group g goes
      a.loop(uint64_t(e - k0 + 1), "parts", part_body);
      k0 = e + 1;
      const int64_t i1 = (g + 1) * m / groups;
      for (; item < i1; ++item) items[std::size_t(item)]();
    }
    a.loop(uint64_t(n - k0), "parts", part_body);
  };

  // Steady state: every stage busy, the prefetch pattern not yet cut by the end of X, the store
  // pattern past its start.
  const int64_t i_lo = std::max<int64_t>(sc.S + 1, 1), i_hi = R - 1 - sc.k;
  const int64_t rounds = i_hi >= i_lo ? (i_hi - i_lo + 1) / round : 0;

  a.section(fmt("row pipeline: %lld rows of %lld VRAM rows, %zu stages (lags up to %d), ring of %lld rows at VRAM row "
                "%lld, prefetch %lld rows ahead",
                (long long)R, (long long)n, stages, sc.S, (long long)L, (long long)p.first_row, (long long)sc.k));
  a.set(src, uint64_t(p.src), "X");
  a.set(dst, uint64_t(p.dst), "Y");

  const Asm::Mark start = a.mark();
  for (const Variant& v : variants) {
    var = v;
    a.rewind(start);
    {
      std::vector<std::function<void()>> pro;
      dma_items(false, 0, sc.pf_end(-1), pro);
      for (auto& f : pro) f();
    }
    int64_t i = 0;
    for (; i < (rounds > 0 ? i_lo : sc.last_step() + 1); ++i) emit_step(i, false);
    if (rounds > 0) {
      a.loop(uint64_t(rounds), "rounds of the ring", [&] {
        for (int64_t j = 0; j < round; ++j) emit_step(i_lo + j, rounds > 1);
      });
      for (i = i_lo + rounds * round; i <= sc.last_step(); ++i) emit_step(i, false);
    }
    a.section("flush: the last rows");
    std::vector<std::function<void()>> fl;
    dma_items(true, sc.st_end(sc.last_step()), sc.total, fl);
    for (auto& f : fl) f();
    if (a.instructions() <= a.hw.imem_words) break;
  }

  for (Gp r : st.stream) a.free(r);
  for (Gp r : st.ptr) a.free(r);
  a.free(dma);
  a.free(dst);
  a.free(src);
}

}  // namespace kc::plena::baseline
