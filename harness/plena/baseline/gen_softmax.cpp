// Softmax over the rows of X[R][C]: Y[r] = exp(X[r] − max X[r]) / Σ exp(X[r] − max X[r]).
//
// Five vector instructions per VRAM row of X, the roofline's count (max, subtract, exp, sum,
// scale): a row of C = n·VLEN elements is n VRAM rows ("parts"), and the row-wise template
// (rowwise.h) runs four stages on four rows at once, part by part:
//
//   stage A (row i)    V_RED_MAX  fm ← max(fm, part)            fm preset to −inf (FP_MEM neg_inf)
//   stage B (row i−1)  V_SUB_VF   part ← part − fm;  V_EXP_V part ← exp(part)
//   stage C (row i−2)  V_RED_SUM  fs ← fs + part                fs preset to 0
//   stage D (row i−3)  V_MUL_VF   part ← part · (1/fs)          S_RECI_FP once per row
//
// Order inside a part: B.sub, C.sum, A.max, D.mul, B.exp (the best of the orders that keep the
// exp three instructions behind its subtraction, measured on `default`). Every link of a
// reduction chain has the four other instructions of the part between it and the next (16 cycles
// on `default` against a V_RED latency of 14); across a step boundary a row's last max is three
// vector instructions (plus the step's scalar work) ahead of its first subtraction, and its last
// sum three ahead of the S_RECI_FP at the next step's start and six ahead of the first scale.
// fm and fs rotate over two registers each (rows i and i−1 of a stage are both live).
//
// Performance (default, fraction of the vector bound): C3 92 %, C4 97 %, C5 99 %, H1 92 %,
// H2 97 %. The rest is the first load, the last store and the filling and draining of the
// pipeline (steps whose chains have nothing to hide behind), about 300 cycles; C1 (4 rows of 64,
// 80 cycles of work: 23 %) and C2 (67 %) are dominated by them.
#include <stdexcept>

#include "registry.h"
#include "rowwise.h"

namespace kc::plena::baseline {

namespace {

void softmax(Asm& a) {
  const int64_t R = a.param("R"), C = a.param("C"), v = a.hw.vlen;
  if (C % v != 0) throw std::runtime_error(fmt("softmax: C = %lld is not a multiple of VLEN = %lld", (long long)C, (long long)v));
  const Fr fm[2] = {a.fr("row max (even rows)"), a.fr("row max (odd rows)")};
  const Fr fs[2] = {a.fr("row sum (even rows)"), a.fr("row sum (odd rows)")};
  const unsigned neg_inf = a.const_slot("neg_inf");

  RowPlan p;
  p.src = a.address("X");
  p.dst = a.address("Y");
  p.rows = R;
  p.parts = C / v;
  p.lags = {0, 1, 2, 3};   // A, B, C, D
  p.row_period = 2;
  p.ops_per_part = 5;
  p.first_row = 0;
  p.begin = [&](const RowStep& s) {
    if (s.active(0)) a.op(fmt("S_LD_FP %s, gp0, %u", Asm::f(fm[s.row[0] % 2]).c_str(), neg_inf), "A: max starts at -inf");
    if (s.active(2)) {
      const Fr f = fs[s.row[2] % 2];
      a.op(fmt("S_ADD_FP %s, f0, f0", Asm::f(f).c_str()), "C: sum starts at 0");
    }
    if (s.active(3)) {
      const Fr f = fs[s.row[3] % 2];
      a.op(fmt("S_RECI_FP %s, %s", Asm::f(f).c_str(), Asm::f(f).c_str()), "D: 1 / sum");
    }
  };
  p.part = [&](const RowStep& s) {
    const std::string pa = Asm::g(s.ptr[0]), pb = Asm::g(s.ptr[1]), pc = Asm::g(s.ptr[2]), pd = Asm::g(s.ptr[3]);
    if (s.active(1)) a.op(fmt("V_SUB_VF %s, %s, %s, 0, 0", pb.c_str(), pb.c_str(), Asm::f(fm[s.row[1] % 2]).c_str()), "B: x - max");
    if (s.active(2)) {
      a.op(fmt("V_RED_SUM %s, %s, 0", Asm::f(fs[s.row[2] % 2]).c_str(), pc.c_str()), "C: sum");
      s.advance(s.ptr[2]);
    }
    if (s.active(0)) {
      a.op(fmt("V_RED_MAX %s, %s, 0", Asm::f(fm[s.row[0] % 2]).c_str(), pa.c_str()), "A: max");
      s.advance(s.ptr[0]);
    }
    if (s.active(3)) {
      a.op(fmt("V_MUL_VF %s, %s, %s, 0", pd.c_str(), pd.c_str(), Asm::f(fs[s.row[3] % 2]).c_str()), "D: / sum");
      s.advance(s.ptr[3]);
    }
    if (s.active(1)) {
      a.op(fmt("V_EXP_V %s, %s, 0", pb.c_str(), pb.c_str()), "B: exp");
      s.advance(s.ptr[1]);
    }
  };
  row_pipeline(a, p);
  for (Fr f : fs) a.free(f);
  for (Fr f : fm) a.free(f);
  check_program_size(a);
}

}  // namespace

KC_PLENA_BASELINE("softmax", softmax);

}  // namespace kc::plena::baseline
