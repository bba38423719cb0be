// The aie template compiler's row normalisations: layernorm and rmsnorm (bf16, row by row, with
// vrsqrt.bf16 for 1/sqrt). See kc/aie_baseline.h and docs/aie/platform.md, "Baselines". The
// arithmetic is the straightforward kernel of each task's tolerance derivation, step for step
// (aie.model.layernorm_tolerance / rmsnorm_tolerance emulate exactly these operations).
#include <cstdio>
#include <cstring>
#include <functional>
#include <sstream>

#include "kc/aie_baseline.h"

namespace kc::aie::baseline {
namespace {

using LC = isa::LatClass;

// The bf16 pattern nearest to v (round to nearest even from the fp32 value; v is a normal number
// here, 1/C or ε, and its fp32 rounding never moves a bf16 tie).
std::string bf16_hex(double v) {
  const float f = float(v);
  std::uint32_t u;
  std::memcpy(&u, &f, 4);
  const std::uint32_t b = (u + 0x7FFFu + ((u >> 16) & 1u)) >> 16;
  char s[8];
  std::snprintf(s, sizeof s, "0x%04X", unsigned(b));
  return s;
}

std::string bm(unsigned c, unsigned half) { return "bm" + str(2 * c + half); }

// Shared by both: the 32 fp32 lanes of cm1 (bm2, bm3) -> one bf16 mean in every lane of x4, then
// r = vrsqrt(mean + ε) in x4: vconv.bf16 of both halves into x4, vmmul.bf16 with x10 = n (bm8:
// lane 4i + j = the pairwise sum of lanes 8i .. 8i + 7 times n), vconv.bf16 of bm8 into both
// halves of x4, two vshift (8, 16 bytes) + vadd.bf16 (every lane: the four partial sums added),
// vadd.bf16 with x11 = ε, vrsqrt.bf16 (rsqrt_of_lane_mean). With `blocks` (lane_mean_rsqrt; rows in
// 4x1 blocks: lane 4c + t of a chunk is column c of token t) x4 is the operand b and x10 the operand
// a: lane 4i + t of bm8 is then token t's whole sum of its eight lanes times n, so no rotations
// follow, and every lane 4c + t of x4 ends with token t's r.
void lane_mean_rsqrt(ListSched& ls, bool blocks) {
  ls.add("vconv.bf16 wl4, bm2", MV, LC::srs, {"bm2"}, {"wl4"});
  ls.add("vconv.bf16 wh4, bm3", MV, LC::srs, {"bm3"}, {"wh4"});
  ls.add(blocks ? "vmmul.bf16 bm8, x10, x4" : "vmmul.bf16 bm8, x4, x10", VEC, LC::mmul_bf16, {"x4", "x10"}, {"bm8"});
  ls.add("vconv.bf16 wl4, bm8", MV, LC::srs, {"bm8"}, {"wl4"});
  ls.add("vconv.bf16 wh4, bm8", MV, LC::srs, {"bm8"}, {"wh4"});
  for (unsigned off : {8u, 16u}) {
    if (blocks) break;
    ls.add("vshift x5, x4, x4, " + str(off), MV, LC::move, {"x4"}, {"x5"});
    ls.add("vadd.bf16 x4, x4, x5", VEC, LC::valu, {"x4", "x5"}, {"x4"});
  }
  ls.add("vadd.bf16 x4, x4, x11", VEC, LC::valu, {"x4", "x11"}, {"x4"});
  ls.add("vrsqrt.bf16 x4, x4", VEC, LC::nonlin, {"x4"}, {"x4"});
}
void rsqrt_of_lane_mean(ListSched& ls) { lane_mean_rsqrt(ls, false); }

// The kernel around the list schedules: pointers, constants (x10 = n = bf16(1/C) in every lane,
// x11 = bf16(ε)), then the rows software-pipelined by two stages: stage 1 of a row (its sums and r
// in x4; `finish` is the part that writes x4) beside stage 2 of the row before (which reads its r
// in x4 before that row's `finish` rewrites it). A loop iteration holds U rows (stage 1 of rows
// i + 1 .. i + U beside stage 2 of rows i .. i + U - 1, one list schedule, so the rows' chains
// overlap), U = 8, 4, 2 or 1 by the row length (U · V <= 32 chunks per iteration, at most a third
// of the program memory); the prologue holds stage 1 of row 0 and the (R - 1) mod U rows the loop
// leaves, the epilogue stage 2 of row R - 1.
using Stage = std::function<void(ListSched&)>;
std::string assemble(const TaskInstance& inst, const HwConfig& cfg, const std::string& how, const std::string& pointers,
                     const Stage& stage1, const Stage& stage2, const Stage& finish) {
  const int64_t R = inst.param("R"), C = inst.param("C"), V = C / 32;
  auto words = [&](const ListSched& ls) {
    std::size_t n = 0;
    const std::string f = ls.schedule().flat("");
    for (char ch : f) n += ch == '\n' || ch == ';';
    return n;
  };
  ListSched one(cfg);
  stage1(one);
  stage2(one);
  finish(one);
  int64_t U = 1;
  for (int64_t u : {8, 4, 2}) {
    if (u * V <= 32 && R - 1 >= u && std::size_t(u) * words(one) <= cfg.pm_words / 3) {
      U = u;
      break;
    }
  }
  ListSched pro(cfg), body(cfg), epi(cfg);
  stage1(pro);
  finish(pro);
  for (int64_t k = 0; k < (R - 1) % U; ++k) {
    stage1(pro);
    stage2(pro);
    finish(pro);
  }
  for (int64_t u = 0; u < U; ++u) {
    stage1(body);
    stage2(body);
    finish(body);
  }
  stage2(epi);
  std::ostringstream o;
  o << header(inst, cfg, how + "; " + str(U) + " row" + (U > 1 ? "s" : "") + " per loop iteration") << pointers
    << "      movi r1, " << bf16_hex(1.0 / double(C)) << "          // n = bf16(1/C)\n"
    << "      movi r2, " << bf16_hex(1e-5) << "          // eps = bf16(1e-5)\n"
    << "      vbcst.bf16 x10, r1\n"
    << "      vbcst.bf16 x11, r2\n"
    << pro.schedule().flat("      ");
  if ((R - 1) / U > 0) o << "      .loop " << (R - 1) / U << "\n" << body.schedule().flat("        ") << "      .endloop\n";
  o << epi.schedule().flat("      ") << "      done\n";
  return o.str();
}

void require_bf16(const TaskInstance& inst, const std::vector<std::string>& names) {
  for (const std::string& n : names) require(tensor(inst, n).dtype == DType::bf16, inst, n + " must be bf16");
  require(inst.param("C") % 32 == 0, inst, "C must be a multiple of 32 (one vector register)");
}

// ---- layernorm: Y[r] = (X[r] - μ) · vrsqrt(var + ε) · GAMMA + BETA ------------------------------
//
// Per row of C elements (V = C/32 chunks of one x register), in program order:
//   mean:   the chunks (p0; x0, x1 in turn) into vmmul / vmmac.bf16 bm0 with x10 = n (lane 4i + j:
//           n times the elements 8i .. 8i + 7 of every chunk, fp32); vconv.bf16 of bm0 into both
//           halves of x2, two vshift (x5) + vadd.bf16: μ in every lane of x2;
//   dev:    the chunks again (p2; x0, x1), d = vsub.bf16(x, μ) in place, stored to Y (p1), d²
//           summed per lane by vmul / vmac.bf16 into bm2, bm3;
//   var:    rsqrt_of_lane_mean: r = vrsqrt(var + ε) in x4;
//   scale:  per chunk d loaded back from Y (p3; x3), two vmul.bf16 by r (cm3, cm4 in turn), two
//           vconv.bf16 (t: x6, x7 in turn), BETA (p5; x9) converted into the accumulator
//           (vconv.fp32; cm5..cm7 in turn), GAMMA (p4; x8), two vmac.bf16 t · γ, two vconv.bf16
//           (y, over t) and the stores over d (p6). p4 and p5 restart every row (movpi). The
//           registers are split by lifetime (d, t and y, γ, β) so that the chunks of a row
//           overlap: all twelve x registers are in use.
// Two stages overlap as in softmax: a loop iteration runs mean, dev and var of row i + 1 (stage
// 1) beside the scale of row i (stage 2), which reads r in x4 before var of row i + 1 rewrites it.
// X, GAMMA and BETA share a bank-group tag (they may share a group), the accesses to Y another.
std::string layernorm(const TaskInstance& inst, const HwConfig& cfg) {
  require_bf16(inst, {"X", "GAMMA", "BETA", "Y"});
  const int64_t V = inst.param("C") / 32;
  // Row labels: stage 1 and stage 2 of one row share a label, so when both are in one list schedule
  // the loads of d (stage 2) wait for its stores (stage 1) through the tokens "dN_k" (the list
  // scheduler tracks registers, not memory).
  int n1 = 0, n2 = 0;
  auto stage1 = [&](ListSched& ls) {
    const std::string row = "d" + str(n1++) + "_";
    for (int64_t k = 0; k < V; ++k) {
      const std::string a = str(k % 2);
      ls.add("vld wl" + a + ", [p0], #1", LD, LC::load, {"p0"}, {"wl" + a, "p0"}, "", 0);
      ls.add("vld wh" + a + ", [p0], #1", LD, LC::load, {"p0"}, {"wh" + a, "p0"}, "", 0);
      ls.add(std::string(k ? "vmmac" : "vmmul") + ".bf16 bm0, x" + a + ", x10", VEC, LC::mmul_bf16, {"x" + a, "x10"},
             k ? std::vector<std::string>{} : std::vector<std::string>{"bm0"}, k ? "bm0" : "");
    }
    ls.add("vconv.bf16 wl2, bm0", MV, LC::srs, {"bm0"}, {"wl2"});
    ls.add("vconv.bf16 wh2, bm0", MV, LC::srs, {"bm0"}, {"wh2"});
    for (unsigned off : {8u, 16u}) {
      ls.add("vshift x5, x2, x2, " + str(off), MV, LC::move, {"x2"}, {"x5"});
      ls.add("vadd.bf16 x2, x2, x5", VEC, LC::valu, {"x2", "x5"}, {"x2"});
    }
    for (int64_t k = 0; k < V; ++k) {
      const std::string a = str(k % 2), d = a;   // d = x - μ in place
      ls.add("vld wl" + a + ", [p2], #1", LD, LC::load, {"p2"}, {"wl" + a, "p2"}, "", 0);
      ls.add("vld wh" + a + ", [p2], #1", LD, LC::load, {"p2"}, {"wh" + a, "p2"}, "", 0);
      ls.add("vsub.bf16 x" + d + ", x" + a + ", x2", VEC, LC::valu, {"x" + a, "x2"}, {"x" + d});
      ls.add("vst wl" + d + ", [p1], #1", ST, LC::store, {"wl" + d, "p1"}, {"p1", row + str(k)}, "", 1);
      ls.add("vst wh" + d + ", [p1], #1", ST, LC::store, {"wh" + d, "p1"}, {"p1", row + str(k)}, "", 1);
      for (unsigned h = 0; h < 2; ++h) {
        const std::string w = (h ? "wh" : "wl") + d, acc = bm(1, h);
        ls.add(std::string(k ? "vmac" : "vmul") + ".bf16 " + acc + ", " + w + ", " + w, VEC, LC::emul_bf16, {w},
               k ? std::vector<std::string>{} : std::vector<std::string>{acc}, k ? acc : "");
      }
    }
  };
  const int64_t g = address(inst, "GAMMA"), b = address(inst, "BETA");
  auto stage2 = [&](ListSched& ls) {
    const std::string row = "d" + str(n2++) + "_";
    ls.add("movpi p4, " + str(g), SCL, LC::scalar, {}, {"p4"});
    ls.add("movpi p5, " + str(b), SCL, LC::scalar, {}, {"p5"});
    for (int64_t k = 0; k < V; ++k) {
      const std::string e = str(6 + k % 2);   // t, then y
      const unsigned ct = 3 + unsigned(k % 2), cy = 5 + unsigned(k % 3);
      ls.add("vld wl3, [p3], #1", LD, LC::load, {"p3", row + str(k)}, {"wl3", "p3"}, "", 1);   // d
      ls.add("vld wh3, [p3], #1", LD, LC::load, {"p3", row + str(k)}, {"wh3", "p3"}, "", 1);
      for (unsigned h = 0; h < 2; ++h) {
        const std::string w = h ? "wh3" : "wl3", r = h ? "wh4" : "wl4";
        ls.add("vmul.bf16 " + bm(ct, h) + ", " + w + ", " + r, VEC, LC::emul_bf16, {w, r}, {bm(ct, h)});
      }
      ls.add("vld wl9, [p5], #1", LD, LC::load, {"p5"}, {"wl9", "p5"}, "", 0);
      ls.add("vld wh9, [p5], #1", LD, LC::load, {"p5"}, {"wh9", "p5"}, "", 0);
      ls.add("vld wl8, [p4], #1", LD, LC::load, {"p4"}, {"wl8", "p4"}, "", 0);
      ls.add("vld wh8, [p4], #1", LD, LC::load, {"p4"}, {"wh8", "p4"}, "", 0);
      for (unsigned h = 0; h < 2; ++h) {
        const std::string w = (h ? "wh" : "wl") + e;
        ls.add("vconv.bf16 " + w + ", " + bm(ct, h), MV, LC::srs, {bm(ct, h)}, {w});
      }
      for (unsigned h = 0; h < 2; ++h) {
        const std::string w = h ? "wh9" : "wl9";
        ls.add("vconv.fp32 " + bm(cy, h) + ", " + w, MV, LC::ups, {w}, {bm(cy, h)});
      }
      for (unsigned h = 0; h < 2; ++h) {
        const std::string w = (h ? "wh" : "wl") + e, gg = h ? "wh8" : "wl8";
        ls.add("vmac.bf16 " + bm(cy, h) + ", " + w + ", " + gg, VEC, LC::emul_bf16, {w, gg}, {}, bm(cy, h));
      }
      for (unsigned h = 0; h < 2; ++h) {
        const std::string w = (h ? "wh" : "wl") + e;
        ls.add("vconv.bf16 " + w + ", " + bm(cy, h), MV, LC::srs, {bm(cy, h)}, {w});
      }
      ls.add("vst wl" + e + ", [p6], #1", ST, LC::store, {"wl" + e, "p6"}, {"p6"}, "", 1);
      ls.add("vst wh" + e + ", [p6], #1", ST, LC::store, {"wh" + e, "p6"}, {"p6"}, "", 1);
    }
  };
  const std::string x = str(address(inst, "X")), y = str(address(inst, "Y"));
  return assemble(inst, cfg,
                  "layernorm: per loop iteration mu (vmmac with n = 1/C), d = x - mu (stored), "
                  "r = vrsqrt(mean(d^2) + eps) of row i + 1 beside y = bf16(d * r) * gamma + beta of row i",
                  "      movpi p0, " + x + "\n      movpi p2, " + x + "\n      movpi p1, " + y + "\n      movpi p3, " +
                      y + "\n      movpi p6, " + y + "\n",
                  stage1, stage2, rsqrt_of_lane_mean);
}

// ---- rmsnorm: Y[r] = X[r] · vrsqrt(mean(X[r]²) + ε) · W ------------------------------------------
//
// Per row: the chunks (p0; x0, x1 in turn) squared and summed per lane by vmul / vmac.bf16 into
// bm2, bm3; rsqrt_of_lane_mean: r in x4; then per chunk x again (p2; x2, x3 in turn), two
// vmul.bf16 by r, two vconv.bf16 (t: x6, x7 in turn), W (p4, restarting every row; x8, x9 in
// turn), two vmul.bf16 by w, two vconv.bf16 (y, over t) and the stores (p1). Stage 1 (sum, r) of row i + 1 beside stage 2
// of row i, as layernorm.
std::string rmsnorm(const TaskInstance& inst, const HwConfig& cfg) {
  require_bf16(inst, {"X", "W", "Y"});
  const int64_t V = inst.param("C") / 32;
  auto stage1 = [&](ListSched& ls) {
    for (int64_t k = 0; k < V; ++k) {
      const std::string a = str(k % 2);
      ls.add("vld wl" + a + ", [p0], #1", LD, LC::load, {"p0"}, {"wl" + a, "p0"}, "", 0);
      ls.add("vld wh" + a + ", [p0], #1", LD, LC::load, {"p0"}, {"wh" + a, "p0"}, "", 0);
      for (unsigned h = 0; h < 2; ++h) {
        const std::string w = (h ? "wh" : "wl") + a, acc = bm(1, h);
        ls.add(std::string(k ? "vmac" : "vmul") + ".bf16 " + acc + ", " + w + ", " + w, VEC, LC::emul_bf16, {w},
               k ? std::vector<std::string>{} : std::vector<std::string>{acc}, k ? acc : "");
      }
    }
  };
  const int64_t wa = address(inst, "W");
  auto stage2 = [&](ListSched& ls) {
    ls.add("movpi p4, " + str(wa), SCL, LC::scalar, {}, {"p4"});
    for (int64_t k = 0; k < V; ++k) {
      const std::string a = str(2 + k % 2), e = str(6 + k % 2), w = str(8 + k % 2);   // x; t, then y; w
      const unsigned ct = 3 + unsigned(k % 2), cy = 5 + unsigned(k % 3);
      ls.add("vld wl" + a + ", [p2], #1", LD, LC::load, {"p2"}, {"wl" + a, "p2"}, "", 0);
      ls.add("vld wh" + a + ", [p2], #1", LD, LC::load, {"p2"}, {"wh" + a, "p2"}, "", 0);
      for (unsigned h = 0; h < 2; ++h) {
        const std::string s = (h ? "wh" : "wl") + a, r = h ? "wh4" : "wl4";
        ls.add("vmul.bf16 " + bm(ct, h) + ", " + s + ", " + r, VEC, LC::emul_bf16, {s, r}, {bm(ct, h)});
      }
      ls.add("vld wl" + w + ", [p4], #1", LD, LC::load, {"p4"}, {"wl" + w, "p4"}, "", 0);
      ls.add("vld wh" + w + ", [p4], #1", LD, LC::load, {"p4"}, {"wh" + w, "p4"}, "", 0);
      for (unsigned h = 0; h < 2; ++h) {
        const std::string s = (h ? "wh" : "wl") + e;
        ls.add("vconv.bf16 " + s + ", " + bm(ct, h), MV, LC::srs, {bm(ct, h)}, {s});
      }
      for (unsigned h = 0; h < 2; ++h) {
        const std::string s = (h ? "wh" : "wl") + e, ww = (h ? "wh" : "wl") + w;
        ls.add("vmul.bf16 " + bm(cy, h) + ", " + s + ", " + ww, VEC, LC::emul_bf16, {s, ww}, {bm(cy, h)});
      }
      for (unsigned h = 0; h < 2; ++h) {
        const std::string s = (h ? "wh" : "wl") + e;
        ls.add("vconv.bf16 " + s + ", " + bm(cy, h), MV, LC::srs, {bm(cy, h)}, {s});
      }
      ls.add("vst wl" + e + ", [p1], #1", ST, LC::store, {"wl" + e, "p1"}, {"p1"}, "", 1);
      ls.add("vst wh" + e + ", [p1], #1", ST, LC::store, {"wh" + e, "p1"}, {"p1"}, "", 1);
    }
  };
  const std::string x = str(address(inst, "X")), y = str(address(inst, "Y"));
  return assemble(inst, cfg,
                  "rmsnorm: per loop iteration r = vrsqrt(mean(x^2) + eps) of row i + 1 beside "
                  "y = bf16(bf16(x * r) * w) of row i",
                  "      movpi p0, " + x + "\n      movpi p2, " + x + "\n      movpi p1, " + y + "\n", stage1, stage2,
                  rsqrt_of_lane_mean);
}

}  // namespace

// ---- rmsnorm on 4x1 blocks (decoder_block_llama) -------------------------------------------------
//
// The rows are groups of 4 tokens in 4x1 blocks (lane 4c + t of a chunk of 32: column c of token
// t), so the weights meet a chunk as w[c] four times: a prologue expands W (C bf16) into the table
// (4·C bf16: vld of 16 weights, vshuf zlo16 (each twice), zlo32 / zhi32 (each four times), four
// stores). Per group, three loops of its own (the group's chunks are many, so a list-scheduled
// body of U chunks runs in a hardware loop inside the loop over the groups): stage 1 sums x² per
// lane into cm1 (vmac.bf16 from zero), then lane_mean_rsqrt with blocks (r per token in x4),
// then stage 2 y = bf16(bf16(x · r) · w) with w from the table. The arithmetic is rmsnorm's.
std::string rmsnorm_blocks_body(const HwConfig& cfg, int64_t groups, int64_t C, int64_t x, int64_t y, int64_t w,
                                int64_t table, const std::function<void(bool, const std::string&)>& check, double eps) {
  check(C % 64 == 0 && groups >= 1, "the rows must be a multiple of 64 columns (four chunks)");
  const int64_t V = C / 8;   // chunks of 32 per group of 4 tokens
  const int64_t U = 4;       // chunks per loop body
  ListSched s1(cfg), fin(cfg), s2(cfg);
  for (int64_t k = 0; k < U; ++k) {
    const std::string a = str(k);
    s1.add("vld wl" + a + ", [p0], #1", LD, LC::load, {"p0"}, {"wl" + a, "p0"}, "", 0);
    s1.add("vld wh" + a + ", [p0], #1", LD, LC::load, {"p0"}, {"wh" + a, "p0"}, "", 0);
    for (unsigned h = 0; h < 2; ++h) {
      const std::string r = (h ? "wh" : "wl") + a, acc = bm(1, h);
      s1.add("vmac.bf16 " + acc + ", " + r + ", " + r, VEC, LC::emul_bf16, {r}, {}, acc);
    }
  }
  lane_mean_rsqrt(fin, true);
  for (unsigned h = 0; h < 2; ++h)   // cm1 from zero for the next group
    fin.add("vconv.fp32 " + bm(1, h) + ", wl9", MV, LC::ups, {"wl9"}, {bm(1, h)});
  fin.add("movpi p4, " + str(table), SCL, LC::scalar, {}, {"p4"});
  for (int64_t k = 0; k < U; ++k) {
    const std::string a = str(k), e = str(5 + k);   // x, then its w; t, then y
    const unsigned ct = k % 2 ? 3 : 2, cy = k % 2 ? 6 : 5;
    s2.add("vld wl" + a + ", [p2], #1", LD, LC::load, {"p2"}, {"wl" + a, "p2"}, "", 0);
    s2.add("vld wh" + a + ", [p2], #1", LD, LC::load, {"p2"}, {"wh" + a, "p2"}, "", 0);
    for (unsigned h = 0; h < 2; ++h) {
      const std::string r = (h ? "wh" : "wl") + a, q = h ? "wh4" : "wl4";
      s2.add("vmul.bf16 " + bm(ct, h) + ", " + r + ", " + q, VEC, LC::emul_bf16, {r, q}, {bm(ct, h)});
    }
    s2.add("vld wl" + a + ", [p4], #1", LD, LC::load, {"p4"}, {"wl" + a, "p4"}, "", 1);
    s2.add("vld wh" + a + ", [p4], #1", LD, LC::load, {"p4"}, {"wh" + a, "p4"}, "", 1);
    for (unsigned h = 0; h < 2; ++h) {
      const std::string r = (h ? "wh" : "wl") + e;
      s2.add("vconv.bf16 " + r + ", " + bm(ct, h), MV, LC::srs, {bm(ct, h)}, {r});
    }
    for (unsigned h = 0; h < 2; ++h) {
      const std::string r = (h ? "wh" : "wl") + e, ww = (h ? "wh" : "wl") + a;
      s2.add("vmul.bf16 " + bm(cy, h) + ", " + r + ", " + ww, VEC, LC::emul_bf16, {r, ww}, {bm(cy, h)});
    }
    for (unsigned h = 0; h < 2; ++h) {
      const std::string r = (h ? "wh" : "wl") + e;
      s2.add("vconv.bf16 " + r + ", " + bm(cy, h), MV, LC::srs, {bm(cy, h)}, {r});
    }
    s2.add("vst wl" + e + ", [p1], #1", ST, LC::store, {"wl" + e, "p1"}, {"p1"});
    s2.add("vst wh" + e + ", [p1], #1", ST, LC::store, {"wh" + e, "p1"}, {"p1"});
  }
  std::ostringstream o;
  o << "      movpi p5, " << w << "          // expand the weights: w[c] four times (lane 4c + t)\n"
    << "      movpi p6, " << table << "\n"
    << "      .loop " << C / 16 << "\n"
    << "        vld wl0, [p5], #1\n"
    << "        vshuf x1, x0, x0, zlo16\n"
    << "        vshuf x2, x1, x1, zlo32\n"
    << "        vshuf x3, x1, x1, zhi32\n"
    << "        vst wl2, [p6], #1\n"
    << "        vst wh2, [p6], #1\n"
    << "        vst wl3, [p6], #1\n"
    << "        vst wh3, [p6], #1\n"
    << "      .endloop\n"
    << "      movpi p0, " << x << "\n"
    << "      movpi p2, " << x << "\n"
    << "      movpi p1, " << y << "\n"
    << "      movpi p4, " << table << "\n"
    << "      movi r1, " << bf16_hex(1.0 / double(C)) << "          // n = bf16(1/C)\n"
    << "      movi r2, " << bf16_hex(eps) << "          // eps = bf16(" << eps << ")\n"
    << "      vbcst.bf16 x10, r1\n"
    << "      vbcst.bf16 x11, r2\n"
    << "      vxor x9, x9, x9\n"
    << "      vconv.fp32 bm2, wl9\n"
    << "      vconv.fp32 bm3, wl9\n"
    << "      .loop " << groups << "\n"
    << "        .loop " << V / U << "\n" << s1.schedule().flat("          ") << "        .endloop\n"
    << fin.schedule().flat("        ")
    << "        .loop " << V / U << "\n" << s2.schedule().flat("          ") << "        .endloop\n"
    << "      .endloop\n";
  return o.str();
}

std::optional<std::string> norm(const TaskInstance& inst, const HwConfig& cfg) {
  if (inst.spec->id == "layernorm") return layernorm(inst, cfg);
  if (inst.spec->id == "rmsnorm") return rmsnorm(inst, cfg);
  return std::nullopt;
}

}  // namespace kc::aie::baseline
