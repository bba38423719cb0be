// The aie template compiler's templates for the element-wise tasks that need the non-linear helper
// (vexp2.bf16, vrcp.bf16): silu and gelu (x · σ(a·x), one template), softmax. See kc/aie_baseline.h
// for the scheduling scheme.
#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <numeric>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "kc/aie_baseline.h"

namespace kc::aie::baseline {

namespace {

// A modulo reservation table: one operation per slot class per cycle modulo II.
class Slots {
 public:
  explicit Slots(unsigned ii) : ii_(ii) {}
  // The first cycle >= earliest whose slot `cls` is free modulo II; reserves it.
  std::size_t place(const std::string& cls, std::size_t earliest) {
    std::vector<bool>& used = table_[cls];
    used.resize(ii_, false);
    for (std::size_t c = earliest;; ++c)
      if (!used[c % ii_]) {
        used[c % ii_] = true;
        return c;
      }
  }

 private:
  unsigned ii_;
  std::map<std::string, std::vector<bool>> table_;
};

// Register sets a value needs in a modulo schedule: iteration i + k may write it once every read
// of iteration i has issued (k * II >= last read - first write).
unsigned sets(std::size_t first_write, std::size_t last_read, unsigned ii) {
  return std::max<unsigned>(1, unsigned((last_read - first_write + ii - 1) / ii));
}

}  // namespace

// ---- silu and gelu: Y = X / (1 + e^(-a X)), bf16 (silu a = 1, gelu's sigmoid form a = 1.702) -----
//
// Per iteration 32 elements (one x register): t = bf16(x * k), k = bf16(-a log2 e) (two vmul.bf16 of 16
// lanes into fp32 and two vconv.bf16), e = vexp2(t), d = vadd.bf16(e, 1), r = vrcp(d),
// y = bf16(x * r) (two vmul.bf16, two vconv.bf16), two stores. Seven vec-slot operations: II = 7.
// X is read twice (p0 for t, p2 just in time for the last product) so that no register holds x
// for the whole chain. The operations take the first cycle at or after their operands' latency
// whose slot is free modulo II (loads: one per bundle, so the two X streams never meet in a bank;
// stores: one per bundle); every value rotates over as many registers as its lifetime needs.
// With a gate U (swiglu: z = SiLU(g) · u), y is multiplied by U's element (two more vmul.bf16 and
// vconv.bf16, U loaded through p3 just in time): nine vec-slot operations, II = 9.
std::string sigmoid_gate_body(const HwConfig& cfg, int64_t n, int64_t x_addr, int64_t y_addr, int64_t u_addr,
                              unsigned k, unsigned* ii_out, const std::function<void(bool, const std::string&)>& check,
                              int y_base) {
  check(n % 32 == 0, "the element count must be a multiple of 32 (one vector register)");
  const bool gated = u_addr >= 0;
  const int64_t iters = n / 32;
  const unsigned ii = gated ? 9 : 7;
  const unsigned ld = cfg.load_latency, mac = cfg.mac_bf16_latency, cv = cfg.srs_latency;
  const unsigned nl = cfg.nonlin_latency, va = cfg.valu_latency;

  // One iteration's offsets.
  Slots sl(ii);
  const std::size_t l1 = sl.place("ld", 0), l2 = sl.place("ld", l1 + 1);
  const std::size_t m1 = sl.place("vec", l1 + ld), m2 = sl.place("vec", std::max(l2 + ld, m1 + 1));
  const std::size_t c1 = sl.place("mv", m1 + mac), c2 = sl.place("mv", std::max(m2 + mac, c1 + 1));
  const std::size_t ex = sl.place("vec", std::max(c1, c2) + cv);
  const std::size_t ad = sl.place("vec", ex + nl);
  const std::size_t rc = sl.place("vec", ad + va);
  const std::size_t need = rc + nl;  // the reciprocal is ready
  const std::size_t l3 = sl.place("ld", need > ld ? need - ld : 0), l4 = sl.place("ld", l3 + 1);
  const std::size_t p1 = sl.place("vec", std::max(need, l3 + ld)), p2 = sl.place("vec", std::max(need, l4 + ld));
  const std::size_t y1 = sl.place("mv", p1 + mac), y2 = sl.place("mv", std::max(p2 + mac, y1 + 1));
  std::size_t l5 = 0, l6 = 0, q1 = 0, q2 = 0, z1 = y1, z2 = y2;
  if (gated) {   // z = bf16(y * u)
    const std::size_t needy = y1 + cv;
    l5 = sl.place("ld", needy > ld ? needy - ld : 0);
    l6 = sl.place("ld", l5 + 1);
    q1 = sl.place("vec", std::max(y1 + cv, l5 + ld));
    q2 = sl.place("vec", std::max({y2 + cv, l6 + ld, q1 + 1}));
    z1 = sl.place("mv", q1 + mac);
    z2 = sl.place("mv", std::max(q2 + mac, z1 + 1));
  }
  const std::size_t s1 = sl.place("st", z1 + cv), s2 = sl.place("st", std::max(z2 + cv, s1 + 1));
  check(l2 < l1 + ii && l4 < l3 + ii && s2 < s1 + ii && (!gated || l6 < l5 + ii),
        "a stream's two halves would change order");

  // Register sets per value: x registers (xa: x for t, xt: t, xe, xd, xr, xb: x for the last
  // product, xy: y; gated: xu: u, xz: z) and bm pairs (t, y and z in fp32); x10 = k, x11 = 1.0.
  const unsigned n_xa = sets(l1, m2, ii), n_xt = sets(c1, ex, ii), n_xe = sets(ex, ad, ii);
  const unsigned n_xd = sets(ad, rc, ii), n_xr = sets(rc, p2, ii), n_xb = sets(l3, p2, ii);
  const unsigned n_xy = sets(y1, gated ? q2 : s2, ii), n_bt = sets(m1, c2, ii), n_by = sets(p1, y2, ii);
  const unsigned n_xu = gated ? sets(l5, q2, ii) : 0, n_xz = gated ? sets(z1, s2, ii) : 0;
  const unsigned n_bz = gated ? sets(q1, z2, ii) : 0;
  const unsigned nx = n_xa + n_xt + n_xe + n_xd + n_xr + n_xb + n_xy + n_xu + n_xz;
  check(nx <= 10, "the latencies of " + cfg.name + " need " + str(nx) + " x registers (10 free)");
  check(n_bt + n_by + n_bz <= 8, "the latencies of " + cfg.name + " need more than 8 accumulators");
  unsigned base = 0;
  auto bank = [&](unsigned count) {
    const unsigned b = base;
    base += count;
    return b;
  };
  const unsigned b_xa = bank(n_xa), b_xt = bank(n_xt), b_xe = bank(n_xe), b_xd = bank(n_xd);
  const unsigned b_xr = bank(n_xr), b_xb = bank(n_xb), b_xy = bank(n_xy), b_xu = bank(n_xu), b_xz = bank(n_xz);
  const unsigned b_bt = 0, b_by = n_bt, b_bz = n_bt + n_by;  // cm registers; bm 2k and 2k + 1 are the halves of cmk

  Schedule s;
  for (int64_t i = 0; i < iters; ++i) {
    const std::size_t b = std::size_t(i) * ii;
    auto X = [&](unsigned first, unsigned count) { return str(first + unsigned(i % count)); };
    const std::string xa = X(b_xa, n_xa), xt = X(b_xt, n_xt), xe = X(b_xe, n_xe), xd = X(b_xd, n_xd);
    const std::string xr = X(b_xr, n_xr), xb = X(b_xb, n_xb), xy = X(b_xy, n_xy);
    const unsigned bt = b_bt + unsigned(i % n_bt), by = b_by + unsigned(i % n_by);
    const std::string btl = "bm" + str(2 * bt), bth = "bm" + str(2 * bt + 1);
    const std::string byl = "bm" + str(2 * by), byh = "bm" + str(2 * by + 1);
    s.add(b + l1, "vld wl" + xa + ", [p0], #1");
    s.add(b + l2, "vld wh" + xa + ", [p0], #1");
    s.add(b + m1, "vmul.bf16 " + btl + ", wl" + xa + ", wl10");
    s.add(b + m2, "vmul.bf16 " + bth + ", wh" + xa + ", wl10");
    s.add(b + c1, "vconv.bf16 wl" + xt + ", " + btl);
    s.add(b + c2, "vconv.bf16 wh" + xt + ", " + bth);
    s.add(b + ex, "vexp2.bf16 x" + xe + ", x" + xt);
    s.add(b + ad, "vadd.bf16 x" + xd + ", x" + xe + ", x11");
    s.add(b + rc, "vrcp.bf16 x" + xr + ", x" + xd);
    s.add(b + l3, "vld wl" + xb + ", [p2], #1");
    s.add(b + l4, "vld wh" + xb + ", [p2], #1");
    s.add(b + p1, "vmul.bf16 " + byl + ", wl" + xb + ", wl" + xr);
    s.add(b + p2, "vmul.bf16 " + byh + ", wh" + xb + ", wh" + xr);
    s.add(b + y1, "vconv.bf16 wl" + xy + ", " + byl);
    s.add(b + y2, "vconv.bf16 wh" + xy + ", " + byh);
    std::string out = xy;
    if (gated) {
      const std::string xu = X(b_xu, n_xu), xz = X(b_xz, n_xz);
      const unsigned bz = b_bz + unsigned(i % n_bz);
      const std::string bzl = "bm" + str(2 * bz), bzh = "bm" + str(2 * bz + 1);
      s.add(b + l5, "vld wl" + xu + ", [p3], #1");
      s.add(b + l6, "vld wh" + xu + ", [p3], #1");
      s.add(b + q1, "vmul.bf16 " + bzl + ", wl" + xy + ", wl" + xu);
      s.add(b + q2, "vmul.bf16 " + bzh + ", wh" + xy + ", wh" + xu);
      s.add(b + z1, "vconv.bf16 wl" + xz + ", " + bzl);
      s.add(b + z2, "vconv.bf16 wh" + xz + ", " + bzh);
      out = xz;
    }
    s.add(b + s1, "vst wl" + out + ", [p1], #1");
    s.add(b + s2, "vst wh" + out + ", [p1], #1");
  }
  unsigned rot = 1;  // iterations after which every register rotation repeats
  for (unsigned c : {n_xa, n_xt, n_xe, n_xd, n_xr, n_xb, n_xy, n_xu, n_xz, n_bt, n_by, n_bz})
    if (c) rot = std::lcm(rot, c);
  if (ii_out) *ii_out = ii;

  char kh[8];
  std::snprintf(kh, sizeof kh, "0x%04X", k & 0xFFFFu);
  std::string out;
  out += "      movpi p0, " + str(x_addr) + "\n";
  out += "      movpi p2, " + str(x_addr) + "\n";
  out += pointer_setup("p1", y_base, y_addr);
  if (gated) out += "      movpi p3, " + str(u_addr) + "\n";
  out += "      movi r1, " + std::string(kh) + "     // k\n";
  out += "      movi r2, 0x3F80     // bf16(1.0)\n";
  out += "      vbcst.bf16 x10, r1\n";
  out += "      vbcst.bf16 x11, r2\n";
  out += s.folded(std::size_t(rot) * ii, "      ");
  return out;
}

namespace {

// silu and gelu: the gate over X into Y (`k` the bf16 pattern of -a log2 e, `what` the header's
// description of it).
std::string sigmoid_gate(const TaskInstance& inst, const HwConfig& cfg, unsigned k, const std::string& what) {
  const TensorInstance* x = inst.tensor("X");
  require(x != nullptr && x->dtype == DType::bf16, inst, "X must be bf16");
  auto check = [&](bool ok, const std::string& why) { require(ok, inst, why); };
  unsigned ii = 0;
  const std::string body =
      sigmoid_gate_body(cfg, x->elements(), address(inst, "X"), address(inst, "Y"), -1, k, &ii, check);
  std::string out = "// aie baseline (template compiler, harness/aie/baseline): " + inst.spec->id + " " +
                    inst.config->name + " on `" + cfg.name + "`\n// " + what + ": 32 bf16 per iteration, II = " +
                    str(ii) + " (seven vec-slot operations), y = x * vrcp(1 + vexp2(x * k)); x10 = k, x11 = 1.0\n";
  out += body;
  out += "      done\n";
  return out;
}


}  // namespace

// ---- softmax: Y[r] = e^(X[r] - m_r) / sum, bf16, row by row -------------------------------------
//
// Per row of C elements (V = C/32 chunks of one x register), in program order:
//   max:    the chunks' vmax.bf16 into x2 (loads into x0 / x1), then vshift rotations + vmax.bf16
//           leave the maximum of each lane group in its lanes of x2 (softmax: five rotations by 32,
//           16, 8, 4, 2 bytes, the row's maximum m in every lane; attention's 8x4 blocks of scores:
//           three rotations by 32, 16, 8 bytes, the maximum of the lanes ≡ b mod 4 in those lanes);
//   -m·L:   two vmul.bf16 by wh11 = -L (L = the form's bf16 scale, e.g. bf16(log2 e)) into cm0:
//           -m·L in fp32 in all 32 lanes;
//   exp:    per chunk vmova cmT, cm0; two vmac.bf16 by wl11 = L (t = -m·L + x·L in fp32); two
//           vconv.bf16; vexp2 (e); e stored to Y (its final place, through p1) and summed by a
//           vmmul / vmmac.bf16 with x10 = ones into bm2 (softmax: e as operand a, lane 4i + j the
//           sum of elements 8i .. 8i + 7 of every chunk, four partial sums; attention: e as operand
//           b, lane 4a + b the sum of the lanes ≡ b mod 4, already the group's whole sum);
//   sum:    vconv.bf16 of bm2 into both halves of x3, (softmax) vshift by 8 and 16 bytes +
//           vadd.bf16 (every lane then holds the four partial sums added), vrcp.bf16 into x3 (r);
//   scale:  per chunk e loaded back from Y (p3), two vmul.bf16 by r, two vconv.bf16, stored (p4).
// X is read twice (p0, p2). Two stages overlap: a loop iteration runs max, -m·L, exp and sum of row
// i + 1 (stage 1) beside the scale of row i (stage 2), whose r the previous iteration left in x3;
// a prologue runs stage 1 of row 0, an epilogue stage 2 of row R - 1. Each of the three is one
// schedule of the list scheduler (ListSched): in program order (stage 1, stage 2, then the sum of
// row i + 1, which overwrites x3 after stage 2's last read), each operation at the first cycle
// its operands have landed, its registers are free and its slot has room; loads of X share no
// bundle with each other (one bank group), nor do the accesses to Y. Registers: x0, x1, x2 (the
// max's loads and tree with m in x2, then the loads of X for t, then the sum's shifts), x3 (the
// sum, then r), x6, x7, x9 (t, then e), x4, x5, x8 (stage 2: e loaded back, then y); cm0 (-m·L),
// bm2 (the sum), cm2..cm4 (t) and cm5..cm7 (y) rotate.
std::string softmax_body(const HwConfig& cfg, int64_t R, int64_t C, int64_t x_addr, int64_t y_addr,
                         const SoftmaxForm& form, const std::function<void(bool, const std::string&)>& check) {
  check(C % 32 == 0 && R >= 1, "the row length must be a multiple of 32 (one vector register)");
  check(form.lane_group == 1 || form.lane_group == 4, "the lane groups are 1 (whole rows) or 4 (8x4 blocks)");
  const int64_t V = C / 32;
  const bool blocks = form.lane_group == 4;
  using LC = isa::LatClass;
  auto bm = [](unsigned c, unsigned half) { return "bm" + str(2 * c + half); };
  const std::vector<unsigned> max_shifts = blocks ? std::vector<unsigned>{32, 16, 8} : std::vector<unsigned>{32, 16, 8, 4, 2};

  // Stage 1 of a row: max, -m·L, exp (e stored to Y and summed into bm2).
  auto stage1 = [&](ListSched& ls) {
    unsigned nin = 0, nt = 0, nca = 0;
    const int tpool[] = {6, 7, 9};
    ls.add("vld wl2, [p0], #1", LD, LC::load, {"p0"}, {"wl2", "p0"}, "", 0);
    ls.add("vld wh2, [p0], #1", LD, LC::load, {"p0"}, {"wh2", "p0"}, "", 0);
    for (int64_t k = 1; k < V; ++k) {
      const std::string a = str(nin++ % 2);
      ls.add("vld wl" + a + ", [p0], #1", LD, LC::load, {"p0"}, {"wl" + a, "p0"}, "", 0);
      ls.add("vld wh" + a + ", [p0], #1", LD, LC::load, {"p0"}, {"wh" + a, "p0"}, "", 0);
      ls.add("vmax.bf16 x2, x2, x" + a, VEC, LC::valu, {"x2", "x" + a}, {"x2"});
    }
    for (unsigned off : max_shifts) {
      const std::string q = "x" + str(nin++ % 2);
      ls.add("vshift " + q + ", x2, x2, " + str(off), MV, LC::move, {"x2"}, {q});
      ls.add("vmax.bf16 x2, x2, " + q, VEC, LC::valu, {"x2", q}, {"x2"});
    }
    ls.add("vmul.bf16 bm0, wl2, wh11", VEC, LC::emul_bf16, {"wl2", "wh11"}, {"bm0"});
    ls.add("vmul.bf16 bm1, wh2, wh11", VEC, LC::emul_bf16, {"wh2", "wh11"}, {"bm1"});
    for (int64_t k = 0; k < V; ++k) {
      const std::string a = str(k % 3), t = str(tpool[nt++ % 3]);
      const unsigned c = 2 + nca++ % 3;
      ls.add("vld wl" + a + ", [p2], #1", LD, LC::load, {"p2"}, {"wl" + a, "p2"}, "", 0);
      ls.add("vld wh" + a + ", [p2], #1", LD, LC::load, {"p2"}, {"wh" + a, "p2"}, "", 0);
      ls.add("vmova cm" + str(c) + ", cm0", MV, LC::move, {"bm0", "bm1"}, {bm(c, 0), bm(c, 1)});
      ls.add("vmac.bf16 " + bm(c, 0) + ", wl" + a + ", wl11", VEC, LC::emul_bf16, {"wl" + a, "wl11"}, {}, bm(c, 0));
      ls.add("vmac.bf16 " + bm(c, 1) + ", wh" + a + ", wl11", VEC, LC::emul_bf16, {"wh" + a, "wl11"}, {}, bm(c, 1));
      ls.add("vconv.bf16 wl" + t + ", " + bm(c, 0), MV, LC::srs, {bm(c, 0)}, {"wl" + t});
      ls.add("vconv.bf16 wh" + t + ", " + bm(c, 1), MV, LC::srs, {bm(c, 1)}, {"wh" + t});
      ls.add("vexp2.bf16 x" + t + ", x" + t, VEC, LC::nonlin, {"x" + t}, {"x" + t});
      ls.add("vst wl" + t + ", [p1], #1", ST, LC::store, {"wl" + t, "p1"}, {"p1"}, "", 1);
      ls.add("vst wh" + t + ", [p1], #1", ST, LC::store, {"wh" + t, "p1"}, {"p1"}, "", 1);
      const std::string operands = blocks ? "x10, x" + t : "x" + t + ", x10";
      ls.add(std::string(k ? "vmmac" : "vmmul") + ".bf16 bm2, " + operands, VEC, LC::mmul_bf16, {"x" + t, "x10"},
             k ? std::vector<std::string>{} : std::vector<std::string>{"bm2"}, k ? "bm2" : "");
    }
  };
  // The row sum in every lane of x3 (attention: each lane group's sum in its lanes), then
  // r = 1 / sum in x3.
  auto finish = [&](ListSched& ls) {
    ls.add("vconv.bf16 wl3, bm2", MV, LC::srs, {"bm2"}, {"wl3"});
    ls.add("vconv.bf16 wh3, bm2", MV, LC::srs, {"bm2"}, {"wh3"});
    if (!blocks)
      for (unsigned off : {8u, 16u}) {
        ls.add("vshift x2, x3, x3, " + str(off), MV, LC::move, {"x3"}, {"x2"});
        ls.add("vadd.bf16 x3, x3, x2", VEC, LC::valu, {"x3", "x2"}, {"x3"});
      }
    ls.add("vrcp.bf16 x3, x3", VEC, LC::nonlin, {"x3"}, {"x3"});
  };
  // Stage 2 of a row: e loaded back, y = e · r stored over it.
  auto stage2 = [&](ListSched& ls) {
    const char* pool[] = {"4", "5", "8"};
    unsigned nld = 0, ncy = 0;
    for (int64_t k = 0; k < V; ++k) {
      const std::string e = pool[nld++ % 3];
      const unsigned c = 5 + ncy++ % 3;
      ls.add("vld wl" + e + ", [p3], #1", LD, LC::load, {"p3"}, {"wl" + e, "p3"}, "", 1);
      ls.add("vld wh" + e + ", [p3], #1", LD, LC::load, {"p3"}, {"wh" + e, "p3"}, "", 1);
      ls.add("vmul.bf16 " + bm(c, 0) + ", wl" + e + ", wl3", VEC, LC::emul_bf16, {"wl" + e, "wl3"}, {bm(c, 0)});
      ls.add("vmul.bf16 " + bm(c, 1) + ", wh" + e + ", wh3", VEC, LC::emul_bf16, {"wh" + e, "wh3"}, {bm(c, 1)});
      ls.add("vconv.bf16 wl" + e + ", " + bm(c, 0), MV, LC::srs, {bm(c, 0)}, {"wl" + e});
      ls.add("vconv.bf16 wh" + e + ", " + bm(c, 1), MV, LC::srs, {bm(c, 1)}, {"wh" + e});
      ls.add("vst wl" + e + ", [p4], #1", ST, LC::store, {"wl" + e, "p4"}, {"p4"}, "", 1);
      ls.add("vst wh" + e + ", [p4], #1", ST, LC::store, {"wh" + e, "p4"}, {"p4"}, "", 1);
    }
  };
  ListSched pro(cfg), body(cfg), epi(cfg);
  stage1(pro);
  finish(pro);
  stage1(body);   // row i + 1
  stage2(body);   // row i (reads its r in x3 before the finish below overwrites it)
  finish(body);   // row i + 1
  stage2(epi);
  char l[8], nl[8];
  std::snprintf(l, sizeof l, "0x%04X", unsigned(form.l));
  std::snprintf(nl, sizeof nl, "0x%04X", unsigned(form.l ^ 0x8000u));
  std::ostringstream o;
  o << "      movpi p0, " << x_addr << "\n"
    << "      movpi p2, " << x_addr << "\n"
    << "      movpi p1, " << y_addr << "\n"
    << "      movpi p3, " << y_addr << "\n"
    << "      movpi p4, " << y_addr << "\n"
    << "      movi r1, " << l << "          // L = " << form.l_what << "\n"
    << "      movi r2, " << nl << "          // -L\n"
    << "      movi r3, 0x3F80          // 1.0\n"
    << "      vbcst.bf16 x11, r1\n"
    << "      vbcst.bf16 x9, r2\n"
    << "      vbcst.bf16 x10, r3\n"
    << "      vshift x11, x11, x9, 32  // wl11 = L, wh11 = -L\n"
    << pro.schedule().flat("      ");
  if (R > 1) o << "      .loop " << R - 1 << "\n" << body.schedule().flat("        ") << "      .endloop\n";
  o << epi.schedule().flat("      ");
  return o.str();
}

namespace {

std::string softmax(const TaskInstance& inst, const HwConfig& cfg) {
  const TensorInstance* x = inst.tensor("X");
  require(x != nullptr && x->dtype == DType::bf16 && tensor(inst, "Y").dtype == DType::bf16, inst,
          "X and Y must be bf16");
  auto check = [&](bool ok, const std::string& what) { require(ok, inst, what); };
  std::ostringstream o;
  o << header(inst, cfg,
              "softmax: per loop iteration the max, e = vexp2(x*L - m*L) (stored) and sum (vmmac with ones) "
              "of row i + 1 beside y = e * vrcp(sum) of row i");
  o << softmax_body(cfg, inst.param("R"), inst.param("C"), address(inst, "X"), address(inst, "Y"),
                    SoftmaxForm{}, check)
    << "      done\n";
  return o.str();
}

}  // namespace

std::optional<std::string> nonlin(const TaskInstance& inst, const HwConfig& cfg) {
  // k = bf16(-a log2 e): silu -1.4453125 (a = 1), gelu -2.453125 (a = 1.702: -2.4554670 rounded)
  if (inst.spec->id == "silu") return sigmoid_gate(inst, cfg, 0xBFB9, "SiLU, k = bf16(-log2 e) = -1.4453125");
  if (inst.spec->id == "gelu")
    return sigmoid_gate(inst, cfg, 0xC01D, "GELU (sigmoid form), k = bf16(-1.702 log2 e) = -2.453125");
  if (inst.spec->id == "softmax") return softmax(inst, cfg);
  return std::nullopt;
}

}  // namespace kc::aie::baseline
