// Matrix products: gemm (C = A·B), batch_matmul (C[b] = A[b]·B[b]), linear (Y = X·Wᵀ + bias) and
// gemv (y = A·x).
//
// gemm, batch_matmul, linear — the tiled matmul template (matmul.h). The activations (A, X) are
// loaded into VRAM in column-block layout; the weights stream through MRAM one output panel
// (MLEN columns × all of K) at a time, double-buffered: the next panel's tiles are prefetched while
// the current one multiplies. Output groups (BLEN rows × MLEN columns) are written by M_MM_WO into
// a ring of two panel buffers and stored one group late. linear uses M_TMM on W[N][K] as stored
// (tile rows are output columns) and adds the bias with V_ADD_VV on each group before its store.
// batch_matmul runs one product per batch element back to back: the next A[b] arrives during the
// last panel of the current one, the first tiles of the next B[b] during its last panel.
//   The matrix unit runs M/BLEN · N/BLEN · (K + 2) cycles (one MLEN-cycle M_MM per BLEN×BLEN
// block and MLEN-deep slice, 2 cycles per write-out): 97 % (K = 64) to 99 % (K >= 256) of the
// matrix peak of BLEN² MACs/cycle. What remains is the prologue (first activations and tiles, a
// few hundred cycles, visible only in C1/C2), the panel switches when two panels' tiles do not fit
// the MRAM together, and the last group's store: 94-99 % of the roofline bound on default.
//   Small hardware (VRAM 512 rows, MRAM 8 tiles, IMEM 4096 words): activations that do not fit
// the VRAM are cut into row chunks, each a product of its own whose activations are prefetched
// while the previous chunk runs; when the unrolled batch_matmul program would not fit the
// instruction memory, the batch runs as a hardware loop with base registers a1..a3 = A[b], B[b],
// C[b] set per iteration (no overlap across batch elements, ~97 %).
//   A reduction longer than MRAM_TILES·MLEN (K > 128 on small) uses the template's long-reduction
// schedule (matmul.h): an output block still accumulates the whole reduction in m_accum (fp32,
// rounded once), with its weight tiles streamed through a ring of R MRAM tiles (R the largest
// divisor of K/MLEN up to the tiles) and reloaded as it runs; the blocks of a group alternate the
// direction of the reduction so that each reuses the R tiles the previous one ended with. The rows
// run in chunks of one activation buffer (a hardware loop; the weights are read once per chunk,
// the reloads come on top). Measured on small: 93-95 % of the roofline bound (gemm C4, C5, H1, H2,
// linear C3-C5, H1, H2, batch_matmul H2); what remains is the panel start (its first R tiles are
// loaded before the first multiply) and the store after the last write-out of each group.
//
// gemv — memory-light but matrix-unit bound at 1/BLEN of the peak. One vector uses one row of
// the BLEN×BLEN array: the matrix unit makes BLEN outputs of one MLEN-deep slice per MLEN cycles,
// BLEN·MLEN MACs per MLEN cycles = 1/BLEN of the peak (25 % on default). That is the ceiling of any
// gemv on the matrix unit, so gemv reaches at most 25 % of the roofline bound M·K/16 (whose HBM part,
// M·K/32 cycles, is only half of it). The vector unit is no way out: V_MUL_VV + V_RED_SUM would be
// faster per MAC, but V_RED_SUM rounds every 64-element partial sum to bf16, far outside the
// tolerance (atol 0.002) for K up to 2048. Two schedules:
//   * band mode (2·K/MLEN <= MRAM tiles, so bands double-buffer): the template in vector mode. A
//     band of MLEN rows of A is KT tiles (read by M_TMV as stored: tile rows are outputs); x sits in
//     VRAM; each block of BLEN outputs is KT M_TMV + M_MV_WO into the row of y. A is read once.
//   * stream mode (larger K: K >= 576 on default, where a band cannot be double-buffered; K = 2048
//     does not even fit): the tiles stream through a ring of MRAM tiles in passes over K, each pass
//     computing TWO blocks, one in v_accum (M_TMV) and one in m_accum (M_TMM on the 4 VRAM rows
//     from x's slice, of which row 0 is x; the other rows' products go to scratch rows by an
//     M_MM_WO with a row stride). A is read MLEN/(2·BLEN) times (8 on default), which the HBM
//     sustains: a tile takes as long to load (MLEN²/PORT_ELEMS beats) as its two multiplies take.
// Both reach 96-99 % of the 25 % ceiling from C2 on (C1: 18 %, the x / first tile / y latency).
#include <algorithm>

#include "matmul.h"
#include "registry.h"

namespace kc::plena::baseline {

namespace {

// C[M][N] = A[M][K] · B[K][N].
void gemm(Asm& a) {
  VramPlan vram(a);
  const int64_t m = a.param("M"), k = a.param("K"), n = a.param("N");
  HbmProduct p;
  p.name = "C = A.B";
  p.a = {a.address("A"), k};
  p.m = m;
  p.k = k;
  p.n = n;
  p.w = {a.address("B"), n};
  p.c = {a.address("C"), n};
  matmul_from_hbm(a, vram, {p});
}

// C[b] = A[b] · B[b] for b < BATCH. The batch elements run back to back with their activations
// and first weight tiles prefetched during the previous one; when that unrolled program does not
// fit the instruction memory (small hardware), a hardware loop over the batch instead (base
// registers a1..a3 = A[b], B[b], C[b] per iteration; no overlap across batch elements).
void batch_matmul(Asm& a) {
  const int64_t batch = a.param("BATCH"), m = a.param("M"), k = a.param("K"), n = a.param("N");
  const int64_t A = a.address("A"), B = a.address("B"), C = a.address("C");
  auto product = [&](int64_t b, int64_t a0, int64_t b0, int64_t c0) {
    HbmProduct p;
    p.name = b >= 0 ? fmt("C[%lld] = A[%lld].B[%lld]", (long long)b, (long long)b, (long long)b) : "C[b] = A[b].B[b]";
    p.a = {a0, k};
    p.m = m;
    p.k = k;
    p.n = n;
    p.w = {b0, n};
    p.c = {c0, n};
    return p;
  };
  std::vector<HbmProduct> ps;
  for (int64_t b = 0; b < batch; ++b) ps.push_back(product(b, A + b * m * k, B + b * k * n, C + b * m * n));
  {
    Asm trial(a.hw, a.inst);
    VramPlan v(trial);
    matmul_from_hbm(trial, v, ps);
    if (trial.instructions() <= a.hw.imem_words) {
      VramPlan vram(a);
      matmul_from_hbm(a, vram, ps);
      return;
    }
  }
  VramPlan vram(a);
  a.section("a hardware loop over the batch (the unrolled program does not fit the instruction memory)");
  Gp cnt = a.gp("loop: batch");
  a.op(fmt("C_LOOP_START %s, %lld", Asm::g(cnt).c_str(), (long long)batch));
  {
    Gp idx = a.gp("batch index"), t = a.gp("base");
    a.set(idx, uint64_t(batch));
    a.op(fmt("S_SUB_INT %s, %s, %s", Asm::g(idx).c_str(), Asm::g(idx).c_str(), Asm::g(cnt).c_str()), "b");
    const std::pair<int64_t, int64_t> bases[3] = {{A, m * k}, {B, k * n}, {C, m * n}};
    for (int r = 0; r < 3; ++r) {
      a.set(t, uint64_t(bases[r].second));
      a.op(fmt("S_MUL_INT %s, %s, %s", Asm::g(t).c_str(), Asm::g(idx).c_str(), Asm::g(t).c_str()));
      a.add(t, t, bases[r].first);
      a.op(fmt("C_SET_ADDR_REG a%d, gp0, %s", r + 1, Asm::g(t).c_str()), r == 0 ? "a1 = A[b]" : r == 1 ? "a2 = B[b]" : "a3 = C[b]");
    }
    a.free(t);
    a.free(idx);
  }
  HbmRunOptions ro;
  ro.a_base = 1;
  ro.w_base = 2;
  ro.c_base = 3;
  ro.overlap = false;
  matmul_from_hbm(a, vram, {product(-1, 0, 0, 0)}, ro);
  a.op(fmt("C_LOOP_END %s", Asm::g(cnt).c_str()));
  a.free(cnt);
}

// Y[M][N] = X[M][K] · W[N][K]ᵀ + BIAS[N].
void linear(Asm& a) {
  VramPlan vram(a);
  const int64_t m = a.param("M"), k = a.param("K"), n = a.param("N");
  const int64_t v = a.hw.vlen, blen = a.hw.blen, pv = a.hw.prefetch_v_rows;
  const int64_t bias_rows = (n / v + pv - 1) / pv * pv;
  const int64_t bias_row = vram.alloc(bias_rows, "bias");
  a.section("bias: one VRAM row per 64 output columns");
  load_vector(a, a.address("BIAS"), n, bias_row);
  HbmProduct p;
  p.name = "Y = X.Wt + bias";
  p.a = {a.address("X"), k};
  p.m = m;
  p.k = k;
  p.n = n;
  p.w = {a.address("W"), k};
  p.transposed = true;
  p.c = {a.address("Y"), n};
  // The bias row of the panel being finished: a register the template keeps at (bias_row + nt)·VLEN.
  Gp b = a.gp("bias row of the panel");
  p.panel_regs.push_back({b, bias_row * v, v});
  p.epilogue = [=](Asm& a, Gp rows, int64_t) {
    Gp r = a.gp("row");
    a.op(fmt("S_ADDI_INT %s, %s, 0", Asm::g(r).c_str(), Asm::g(rows).c_str()));
    for (int64_t i = 0; i < blen; ++i) {
      a.op(fmt("V_ADD_VV %s, %s, %s, 0", Asm::g(r).c_str(), Asm::g(r).c_str(), Asm::g(b).c_str()), "+ bias");
      if (i + 1 < blen) a.add(r, r, v);
    }
    a.free(r);
  };
  matmul_from_hbm(a, vram, {p});
  a.free(b);
}

// ---- gemv ---------------------------------------------------------------------------------------

// Stream mode: see the top of the file. Tiles of band mt (rows mt·MLEN..) and slice kt stream
// through a ring of R MRAM tiles (R divides KT; tile kt in ring slot kt mod R), R−1 tiles ahead.
void gemv_stream(Asm& a, int64_t m, int64_t k, int64_t xrow, int64_t yrow, int64_t ystride) {
  const int64_t mlen = a.hw.mlen, v = a.hw.vlen, blen = a.hw.blen, tile = mlen * mlen;
  const int64_t kt_n = k / mlen, bands = m / mlen, passes = mlen / blen / 2;
  const int64_t A = a.address("A");
  int64_t ring = 1;
  for (int64_t r = std::min<int64_t>(a.hw.mram_tiles, kt_n); r >= 1; --r)
    if (kt_n % r == 0) {
      ring = r;
      break;
    }
  if (ring < 2)
    throw std::runtime_error(fmt("task gemv: K/MLEN = %lld slices have no divisor between 2 and the %u MRAM tiles "
                                 "(the streaming ring needs one)",
                                 (long long)kt_n, a.hw.mram_tiles));
  const int64_t rounds = kt_n / ring;
  a.comment(fmt("stream mode: %lld bands of %lld rows, %lld passes of 2 blocks each, %lld slices through a ring of "
                "%lld MRAM tiles",
                (long long)bands, (long long)mlen, (long long)passes, (long long)kt_n, (long long)ring));
  // Registers.
  Gp bb = a.gp("band base (HBM)"), nb = a.gp("next pass base (HBM)"), pfh = a.gp("prefetch HBM pointer");
  Gp c = a.gp("block column"), xp = a.gp("x slice pointer"), yp = a.gp("y pointer"), sreg = a.gp("scratch row stride");
  a.set(sreg, uint64_t(ystride), "M_MM_WO row stride: rows 1..3 of m_accum go to scratch rows");
  a.set(yp, uint64_t(yrow * v));
  a.set(bb, uint64_t(A));
  set_stride(a, k);
  // Prologue: tiles 0 .. ring-2 of band 0, pass 0.
  {
    Gp t = a.gp("t"), h = a.gp("h");
    for (int64_t i = 0; i + 1 < ring; ++i) {
      a.set(t, uint64_t(i * tile));
      a.set(h, uint64_t(A + i * mlen));
      a.op(fmt("H_PREFETCH_M %s, %s, a0, 1, 0", Asm::g(t).c_str(), Asm::g(h).c_str()), "prologue tile");
    }
    a.free(h);
    a.free(t);
  }
  a.add(pfh, bb, (ring - 1) * mlen, "tile ring-1 of this pass");
  // One step: slice s of the round (ring slot s), both accumulators; then prefetch the tile ring−1
  // ahead into the slot of the previous step. `pf`: "ptr" (pfh, then bump), "next:i" (nb + i·MLEN),
  // or "" (none).
  auto step = [&](int64_t s, const std::string& pf, int64_t next_i) {
    Gp t = a.gp("MRAM"), x = a.gp("x row"), u = a.gp("t2");
    a.op(fmt("S_ADDI_INT %s, %s, %lld", Asm::g(t).c_str(), Asm::g(c).c_str(), (long long)(s * tile)));
    a.add(x, xp, s * v);
    a.op(fmt("M_TMV 0, %s, %s", Asm::g(t).c_str(), Asm::g(x).c_str()), "v_accum: block 2p");
    a.op(fmt("S_ADDI_INT %s, %s, %lld", Asm::g(u).c_str(), Asm::g(t).c_str(), (long long)blen));
    a.op(fmt("M_TMM 0, %s, %s", Asm::g(x).c_str(), Asm::g(u).c_str()), "m_accum row 0: block 2p+1");
    if (!pf.empty()) {
      const int64_t slot = (s + ring - 1) % ring;
      a.set(t, uint64_t(slot * tile));
      if (pf == "ptr") {
        a.op(fmt("H_PREFETCH_M %s, %s, a0, 1, 0", Asm::g(t).c_str(), Asm::g(pfh).c_str()), "tile ring-1 ahead");
        a.add(pfh, pfh, mlen);
      } else {
        a.add(u, nb, next_i * mlen);
        a.op(fmt("H_PREFETCH_M %s, %s, a0, 1, 0", Asm::g(t).c_str(), Asm::g(u).c_str()), "next pass's tile");
      }
    }
    a.free(u);
    a.free(x);
    a.free(t);
  };
  // One pass (two blocks). `prefetch_next`: the last round prefetches the next pass's first tiles.
  auto pass = [&](bool prefetch_next) {
    a.op(fmt("S_ADDI_INT %s, gp0, %lld", Asm::g(xp).c_str(), (long long)(xrow * v)), "x slice 0");
    a.loop(uint64_t(rounds - 1), "rounds of the ring", [&] {
      for (int64_t s = 0; s < ring; ++s) step(s, "ptr", 0);
      a.add(xp, xp, ring * v);
    });
    // Last round: step 0 prefetches slice KT−1 of this pass, step s >= 1 slice s−1 of the next.
    for (int64_t s = 0; s < ring; ++s) {
      if (s == 0) step(s, "ptr", 0);
      else step(s, prefetch_next ? "next" : "", s - 1);
    }
    a.op(fmt("M_MV_WO %s, 0", Asm::g(yp).c_str()), "block 2p of y");
    a.op(fmt("M_MM_WO %s, %s, %lld", Asm::g(yp).c_str(), Asm::g(sreg).c_str(), (long long)blen), "block 2p+1 of y");
    a.add(yp, yp, 2 * blen);
    a.add(c, c, 2 * blen);
    a.add(pfh, nb, (ring - 1) * mlen, "tile ring-1 of the next pass");
  };
  auto band = [&](bool last_band) {
    a.op(fmt("S_ADDI_INT %s, gp0, 0", Asm::g(c).c_str()), "block column 0");
    a.op(fmt("S_ADDI_INT %s, %s, 0", Asm::g(nb).c_str(), Asm::g(bb).c_str()), "next pass: this band");
    a.loop(uint64_t(passes - 1), "passes", [&] { pass(true); });
    a.add(nb, bb, mlen * k, "next pass: next band");
    pass(!last_band);
    a.op(fmt("S_ADDI_INT %s, %s, 0", Asm::g(bb).c_str(), Asm::g(nb).c_str()));
  };
  a.loop(uint64_t(bands - 1), "bands", [&] { band(false); });
  band(true);
  for (Gp r : {sreg, yp, xp, c, pfh, nb, bb}) a.free(r);
}

// y[M] = A[M][K] · x[K].
void gemv(Asm& a) {
  const int64_t m = a.param("M"), k = a.param("K");
  const int64_t mlen = a.hw.mlen, v = a.hw.vlen, pv = a.hw.prefetch_v_rows, st = a.hw.store_v_rows;
  if (m % mlen != 0 || k % mlen != 0)
    throw std::runtime_error(fmt("task gemv: M = %lld and K = %lld must be multiples of MLEN = %lld", (long long)m,
                                 (long long)k, (long long)mlen));
  VramPlan vram(a);
  const int64_t kt_n = k / mlen, yrows = m / v;
  const bool stream = 2 * kt_n > int64_t(a.hw.mram_tiles);   // band mode only with double-buffered bands
  // x: KT rows (+3 so that M_TMM's 4-row read from the last slice stays in VRAM), rounded to PV_ROWS.
  const int64_t xrows = (kt_n + (stream ? a.hw.blen - 1 : 0) + pv - 1) / pv * pv;
  const int64_t xrow = vram.alloc(xrows, "x");
  // y: M/VLEN rows; in stream mode also BLEN-1 scratch copies (rows of m_accum that are not y).
  const int64_t ystride = (yrows + st - 1) / st * st;
  const int64_t yrow = vram.alloc(ystride * (stream ? a.hw.blen : 1), "y");
  a.section("x into VRAM");
  load_vector(a, a.address("X"), k, xrow);
  if (stream) {
    a.section("y = A.x, tiles streamed");
    gemv_stream(a, m, k, xrow, yrow, ystride);
  } else {
    MatmulJob j;
    j.name = "y = A.x";
    j.vector = true;
    j.transposed = true;
    j.m = 1;
    j.k = k;
    j.n = m;
    j.act = {xrow, 1};
    j.w = {a.address("A"), k};
    j.out = {yrow, 1};
    matmul(a, {j});
  }
  a.section("store y");
  store_rows(a, yrow, yrows, a.address("Y"));
}

}  // namespace

KC_PLENA_BASELINE("gemm", gemm);
KC_PLENA_BASELINE("batch_matmul", batch_matmul);
KC_PLENA_BASELINE("linear", linear);
KC_PLENA_BASELINE("gemv", gemv);

}  // namespace kc::plena::baseline
