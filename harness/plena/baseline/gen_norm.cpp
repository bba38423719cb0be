// Row normalisations on the row-wise template (rowwise.h): layernorm and rmsnorm of X[R][C],
// C = n·VLEN, so a row is n VRAM rows ("parts"). The weight vectors (GAMMA and BETA, or W) are
// loaded once into VRAM and walked part by part next to the rows; every per-part temporary has
// its own scratch row (a stream of n rows), so no instruction waits for another part's.
//
// layernorm — seven vector instructions per VRAM row, the roofline's count:
//   stage A  (row i)    V_RED_SUM  fsum += x                               fsum preset to 0
//   stage B1 (row i−1)  V_SUB_VF   x −= mean         (mean = fsum · inv_n: S_MUL_FP at the step's start)
//   stage B2 (row i−2)  V_MUL_VV   t = x·x;  V_RED_SUM fvar += t           fvar preset to 0
//   (row i−3)           rstd = 1 / sqrt(fvar · inv_n + eps): four scalar instructions spread over
//                       the step, so their latencies hide behind vector work
//   stage C1 (row i−4)  V_MUL_VF   x ·= rstd
//   stage C2 (row i−5)  V_MUL_VV   x ·= GAMMA;  V_ADD_VV x += BETA
//   order in a part:    B2.square, C2.gain, B1.sub, A.sum, B2.sum, C2.bias, C1.scale — the two
//                       dependent pairs (square → sum, gain → bias) four instructions apart.
//   f registers: fsum × 2 (rows i, i−1), fvar × 4 (rows i−2 .. i−4), one scratch for constants.
//   The variance is the two-pass one of the reference (mean first, then Σ(x − mean)²).
//
// rmsnorm — four vector instructions per VRAM row, the roofline's count:
//   stage A1 (row i)    V_MUL_VV   t = x·x           (t: scratch area of row i mod 2)
//   stage A2 (row i−1)  V_RED_SUM  fss += t                                 fss preset to 0
//   (row i−2)           rstd = 1 / sqrt(fss · inv_n + eps), spread over the step as above
//   stage B  (row i−3)  V_MUL_VF   x ·= rstd
//   stage C  (row i−4)  V_MUL_VV   x ·= W
//   order in a part:    A1.square, B.scale, A2.sum, C.weight (no dependence inside a part).
//   f registers: fss × 4 (rows i−1 .. i−3), a scratch, inv_n and eps.
//
// When that ring does not fit the VRAM (C = 1024 on `small`: a row is 64 of its 512 VRAM rows),
// both fall back to a compact plan with fewer rows in flight (see the functions); slower, as
// dependent instructions then share a part, but correct.
//
// Performance (default, fraction of the vector bound): layernorm C3 89 %, C4 96 %, C5 99 %,
// H1 89 %, H2 96 %; rmsnorm C3 86 %, C4 95 %, C5 98 %, H1 91 %, H2 96 %. The rest is the first
// load, the last store and the filling and draining of the pipeline (a few steps whose reduction
// chains have nothing to hide behind): C1 (4 rows of 64) and C2 are dominated by them.
#include <stdexcept>
#include <string>

#include "registry.h"
#include "rowwise.h"

namespace kc::plena::baseline {

namespace {

const char* s(const std::string& x) { return x.c_str(); }

// rstd = 1 / sqrt(f · inv_n + eps) in place, as four items of one dependent instruction each.
// The constants come from registers `inv_n` and `eps` when given (f0: load them into the scratch
// register `t` in the item that needs them; an operand is read at issue, so reloading is free).
std::vector<std::function<void()>> rstd_items(Asm& a, Fr f, Fr t, int64_t row, Fr inv_n = {}, Fr eps = {}) {
  const std::string F = Asm::f(f), T = Asm::f(t);
  const unsigned inv_slot = a.const_slot("inv_n"), eps_slot = a.const_slot("eps");
  const std::string IN = inv_n.n ? Asm::f(inv_n) : T, EP = eps.n ? Asm::f(eps) : T;
  const bool load_inv = inv_n.n == 0, load_eps = eps.n == 0;
  return {
      [&a, F, T, IN, inv_slot, load_inv, row] {
        if (load_inv) a.op(fmt("S_LD_FP %s, gp0, %u", s(T), inv_slot), "inv_n");
        a.op(fmt("S_MUL_FP %s, %s, %s", s(F), s(F), s(IN)), fmt("row %lld: mean square", (long long)row));
      },
      [&a, F, T, EP, eps_slot, load_eps] {
        if (load_eps) a.op(fmt("S_LD_FP %s, gp0, %u", s(T), eps_slot), "eps");
        a.op(fmt("S_ADD_FP %s, %s, %s", s(F), s(F), s(EP)), "+ eps");
      },
      [&a, F] { a.op(fmt("S_SQRT_FP %s, %s", s(F), s(F)), "sqrt"); },
      [&a, F] { a.op(fmt("S_RECI_FP %s, %s", s(F), s(F)), "rstd = 1 / sqrt"); },
  };
}

int64_t parts_of(Asm& a, const char* task) {
  const int64_t C = a.param("C"), v = a.hw.vlen;
  if (C % v != 0) throw std::runtime_error(fmt("%s: C = %lld is not a multiple of VLEN = %lld", task, (long long)C, (long long)v));
  return C / v;
}

// layernorm. `compact` (when the fast ring does not fit the VRAM, e.g. C = 1024 on `small`):
// lags A 0, B1 = B2 1, C1 = C2 2, rstd at the start of the step that uses it; dependent
// instructions of a row then sit in the same part and wait for each other, but only three rows are
// in flight.
void layernorm(Asm& a) {
  const int64_t R = a.param("R"), n = parts_of(a, "layernorm");
  const Fr fsum[2] = {a.fr("row sum / mean (even rows)"), a.fr("row sum / mean (odd rows)")};
  const Fr fvar[4] = {a.fr("row variance / rstd (rows 0 mod 4)"), a.fr("row variance / rstd (rows 1 mod 4)"),
                      a.fr("row variance / rstd (rows 2 mod 4)"), a.fr("row variance / rstd (rows 3 mod 4)")};
  const Fr ft = a.fr("constant scratch");
  const unsigned inv_n = a.const_slot("inv_n");

  // VRAM: GAMMA, BETA (whole chunks each), n scratch rows, then the ring.
  const int64_t wrows = whole_chunks(a, n);
  const int64_t gamma_row = 0, beta_row = wrows, temp_row = 2 * wrows;
  bool compact = false;

  RowPlan p;
  p.src = a.address("X");
  p.dst = a.address("Y");
  p.rows = R;
  p.parts = n;
  p.lags = {0, 1, 2, 4, 5};   // A, B1, B2, C1, C2
  p.streams = {{temp_row}, {gamma_row}, {beta_row}};
  p.row_period = 4;
  p.ops_per_part = 7;
  p.first_row = temp_row + n;
  if (!row_pipeline_fits(a, p)) {
    compact = true;
    p.lags = {0, 1, 1, 2, 2};
  }
  const int rstd_lag = compact ? 2 : 3;   // the row whose rstd a step computes (begin / spread)

  a.section("GAMMA and BETA into VRAM (once)");
  load_rows(a, a.address("GAMMA"), gamma_row, n, "GAMMA");
  load_rows(a, a.address("BETA"), beta_row, n, "BETA");

  p.begin = [&](const RowStep& st) {
    if (st.active(0)) a.op(fmt("S_ADD_FP %s, f0, f0", s(Asm::f(fsum[st.row[0] % 2]))), "A: sum starts at 0");
    if (st.active(1)) {
      const std::string m = Asm::f(fsum[st.row[1] % 2]);
      a.op(fmt("S_LD_FP %s, gp0, %u", s(Asm::f(ft)), inv_n), "inv_n");
      a.op(fmt("S_MUL_FP %s, %s, %s", s(m), s(m), s(Asm::f(ft))), "B1: mean = sum / C");
    }
    if (st.active(2)) a.op(fmt("S_ADD_FP %s, f0, f0", s(Asm::f(fvar[st.row[2] % 4]))), "B2: sum of squares starts at 0");
    const int64_t q = st.step - rstd_lag;
    if (compact && q >= 0 && q < R)
      for (auto& item : rstd_items(a, fvar[q % 4], ft, q)) item();
  };
  p.spread = [&](const RowStep& st) {
    const int64_t q = st.step - rstd_lag;   // its sum of squares finished last step; C1 uses it next step
    if (compact || q < 0 || q >= R) return std::vector<std::function<void()>>{};
    return rstd_items(a, fvar[q % 4], ft, q);
  };
  p.part = [&](const RowStep& st) {
    const std::string pa = Asm::g(st.ptr[0]), pb1 = Asm::g(st.ptr[1]), pb2 = Asm::g(st.ptr[2]);
    const std::string pc1 = Asm::g(st.ptr[3]), pc2 = Asm::g(st.ptr[4]);
    const std::string t = Asm::g(st.stream[0]), g = Asm::g(st.stream[1]), b = Asm::g(st.stream[2]);
    const bool A = st.active(0), B1 = st.active(1), B2 = st.active(2), C1 = st.active(3), C2 = st.active(4);
    auto sub = [&] {
      if (!B1) return;
      a.op(fmt("V_SUB_VF %s, %s, %s, 0, 0", s(pb1), s(pb1), s(Asm::f(fsum[st.row[1] % 2]))), "B1: x - mean");
      st.advance(st.ptr[1]);
    };
    auto sum = [&] {
      if (!A) return;
      a.op(fmt("V_RED_SUM %s, %s, 0", s(Asm::f(fsum[st.row[0] % 2])), s(pa)), "A: sum");
      st.advance(st.ptr[0]);
    };
    auto square = [&] {
      if (!B2) return;
      a.op(fmt("V_MUL_VV %s, %s, %s, 0", s(t), s(pb2), s(pb2)), "B2: square");
      st.advance(st.ptr[2]);
    };
    auto sumsq = [&] {
      if (!B2) return;
      a.op(fmt("V_RED_SUM %s, %s, 0", s(Asm::f(fvar[st.row[2] % 4])), s(t)), "B2: sum of squares");
      st.advance(st.stream[0]);
    };
    auto scale = [&] {
      if (!C1) return;
      a.op(fmt("V_MUL_VF %s, %s, %s, 0", s(pc1), s(pc1), s(Asm::f(fvar[st.row[3] % 4]))), "C1: * rstd");
      st.advance(st.ptr[3]);
    };
    auto gain = [&] {
      if (!C2) return;
      a.op(fmt("V_MUL_VV %s, %s, %s, 0", s(pc2), s(pc2), s(g)), "C2: * GAMMA");
      st.advance(st.stream[1]);
    };
    auto bias = [&] {
      if (!C2) return;
      a.op(fmt("V_ADD_VV %s, %s, %s, 0", s(pc2), s(pc2), s(b)), "C2: + BETA");
      st.advance(st.ptr[4]);
      st.advance(st.stream[2]);
    };
    using Emit = std::function<void()>;
    const std::vector<Emit> order = compact ? std::vector<Emit>{sub, scale, sum, square, gain, bias, sumsq}
                                            : std::vector<Emit>{square, gain, sub, sum, sumsq, bias, scale};
    for (const Emit& f : order) f();
  };
  row_pipeline(a, p);
  a.free(ft);
  for (Fr f : fvar) a.free(f);
  for (Fr f : fsum) a.free(f);
  check_program_size(a);
}

// rmsnorm. `compact` (when the fast ring does not fit the VRAM): lags A1 = A2 0, B = C 1, one
// scratch area, rstd at the start of the step that uses it.
void rmsnorm(Asm& a) {
  const int64_t R = a.param("R"), n = parts_of(a, "rmsnorm");
  const Fr fss[4] = {a.fr("row sum of squares / rstd (rows 0 mod 4)"), a.fr("row sum of squares / rstd (rows 1 mod 4)"),
                     a.fr("row sum of squares / rstd (rows 2 mod 4)"), a.fr("row sum of squares / rstd (rows 3 mod 4)")};
  const Fr ft = a.fr("constant scratch"), finv = a.fr("inv_n"), feps = a.fr("eps");
  a.load_const(finv, "inv_n");
  a.load_const(feps, "eps");

  // VRAM: W (whole chunks), scratch rows (two areas of n, one when compact), then the ring.
  const int64_t w_row = 0, temp_row = whole_chunks(a, n);
  bool compact = false;

  RowPlan p;
  p.src = a.address("X");
  p.dst = a.address("Y");
  p.rows = R;
  p.parts = n;
  p.lags = {0, 1, 3, 4};   // A1, A2, B, C
  // squares of row r in scratch area r mod 2: written by A1, summed by A2 a step later
  p.streams = {{temp_row, 0, 2}, {temp_row, 1, 2}, {w_row}};
  p.row_period = 4;
  p.ops_per_part = 4;
  p.first_row = temp_row + 2 * n;
  if (!row_pipeline_fits(a, p)) {
    compact = true;
    p.lags = {0, 0, 1, 1};
    p.streams = {{temp_row}, {temp_row}, {w_row}};
    p.first_row = temp_row + n;
  }
  const int rstd_lag = compact ? 1 : 2;

  a.section("W into VRAM (once)");
  load_rows(a, a.address("W"), w_row, n, "W");

  p.begin = [&](const RowStep& st) {
    if (st.active(1)) a.op(fmt("S_ADD_FP %s, f0, f0", s(Asm::f(fss[st.row[1] % 4]))), "A2: sum of squares starts at 0");
    const int64_t q = st.step - rstd_lag;
    if (compact && q >= 0 && q < R)
      for (auto& item : rstd_items(a, fss[q % 4], ft, q, finv, feps)) item();
  };
  p.spread = [&](const RowStep& st) {
    const int64_t q = st.step - rstd_lag;   // its sum of squares finished last step; B uses it next step
    if (compact || q < 0 || q >= R) return std::vector<std::function<void()>>{};
    return rstd_items(a, fss[q % 4], ft, q, finv, feps);
  };
  p.part = [&](const RowStep& st) {
    const std::string pa1 = Asm::g(st.ptr[0]), pb = Asm::g(st.ptr[2]), pc = Asm::g(st.ptr[3]);
    const std::string tw = Asm::g(st.stream[0]), tr = Asm::g(st.stream[1]), w = Asm::g(st.stream[2]);
    if (st.active(0)) {
      a.op(fmt("V_MUL_VV %s, %s, %s, 0", s(tw), s(pa1), s(pa1)), "A1: square");
      st.advance(st.ptr[0]);
      st.advance(st.stream[0]);
    }
    if (st.active(2)) {
      a.op(fmt("V_MUL_VF %s, %s, %s, 0", s(pb), s(pb), s(Asm::f(fss[st.row[2] % 4]))), "B: * rstd");
      st.advance(st.ptr[2]);
    }
    if (st.active(1)) {
      a.op(fmt("V_RED_SUM %s, %s, 0", s(Asm::f(fss[st.row[1] % 4])), s(tr)), "A2: sum of squares");
      st.advance(st.stream[1]);
    }
    if (st.active(3)) {
      a.op(fmt("V_MUL_VV %s, %s, %s, 0", s(pc), s(pc), s(w)), "C: * W");
      st.advance(st.ptr[3]);
      st.advance(st.stream[2]);
    }
  };
  row_pipeline(a, p);
  for (Fr f : {feps, finv, ft}) a.free(f);
  for (Fr f : fss) a.free(f);
  check_program_size(a);
}

}  // namespace

KC_PLENA_BASELINE("layernorm", layernorm);
KC_PLENA_BASELINE("rmsnorm", rmsnorm);

}  // namespace kc::plena::baseline
