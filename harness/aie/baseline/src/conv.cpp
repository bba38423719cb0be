// The convolution templates of the aie template compiler (kc/aie_baseline.h): conv2d (int8 image
// and filters, exact int32 results), conv_block (conv2d's MACs, then bias, requantisation, ReLU,
// int8 results) and depthwise_conv.
//
// The task's aie section stores X[H][W][CI] in 4x8 blocks (a "half": 4 consecutive pixels x 8
// channels, 32 bytes, the int8 operand a of vmmac.i8), F[3][3][CI][CO] in 8x8 blocks (8 input x 8
// output channels of one tap, the operand b) and Y[H][W][CO] in 4x8 blocks (4 pixels x 8 output
// channels, one accumulator). A row of the output (P = W/4 pixel blocks, Q = CO/8 channel blocks,
// P·Q ≤ 8 accumulators) is one schedule: for every kernel row di whose input row exists and every
// chunk of 8 input channels, the row's halves h(0) .. h(P-1) are loaded into x0 .. x(P/2) as
// x_k = [h(2k-1) | h(2k)]; x0's low half and x(P/2)'s high half are never loaded and stay zero (the
// padding left and right of the row). The window of tap dj for pixel block a starts one pixel
// left of, at, or one pixel right of h(a): dj = 1 reads h(a) itself, dj = 0 and 2 take 32 bytes at
// byte offset 24, 56, 40 or 8 of a register pair (vshift). Each window is multiplied by the Q
// filter blocks of the tap (one vmmul/vmmac.i8 each into cm(a·Q + q)). Rows outside the image are
// skipped: the first and last output rows have their own schedules, the H - 2 rows between them
// run in a hardware loop.
//
// Storing int32 accumulators: vsrs.i16 gives the upper 16 bits exactly (shift 16, floor) and, with
// rounding `up`, hi' = floor(x / 2^16 + 1/2); two vmac.i16 by -32768 subtract hi'·2^16, leaving
// x - hi'·2^16 in [-2^15, 2^15), which vsrs.i16 (shift 0) returns exactly: the lower 16 bits of x.
// vshuf zlo16 / zhi16 interleave the two halves into 32 int32 lanes (two registers), four stores.
//
// The operations are placed by the list scheduler of kc/aie_baseline.h (ListSched): in program order, each at the
// first cycle at which its sources have landed, its destinations are free (read by every earlier
// reader, the earlier write landed) and its slot has room; the hardware interlocks keep any
// schedule correct, so the scheduler only decides the speed.
#include <algorithm>
#include <array>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <vector>

#include "kc/aie_baseline.h"

namespace kc::aie::baseline {

namespace {

using LC = isa::LatClass;

// The int32 store of accumulator `cm` (32 lanes) through five registers of `pool` (rotating from
// `*next`) and the constant register `xm` (-32768 in every int16 lane): four 256-bit stores
// through p2 (post-increment).
void store_i32(ListSched& ls, const std::string& cm, const std::vector<unsigned>& pool, std::size_t* next,
               const std::string& xm) {
  auto reg = [&] { return "x" + str(pool[(*next)++ % pool.size()]); };
  const std::string h = reg(), r = reg(), l = reg(), a = reg(), b = reg();
  ls.add("vsrs.i16 " + h + ", " + cm + ", 16, floor", MV, LC::srs, {cm}, {h});
  ls.add("vsrs.i16 " + r + ", " + cm + ", 16, up", MV, LC::srs, {cm}, {r});
  ls.add("vmac.i16 " + cm + ", " + r + ", " + xm, VEC, LC::emul_int, {r, xm}, {}, cm);
  ls.add("vmac.i16 " + cm + ", " + r + ", " + xm, VEC, LC::emul_int, {r, xm}, {}, cm);
  ls.add("vsrs.i16 " + l + ", " + cm + ", 0, floor", MV, LC::srs, {cm}, {l});
  ls.add("vshuf " + a + ", " + l + ", " + h + ", zlo16", MV, LC::move, {l, h}, {a});
  ls.add("vshuf " + b + ", " + l + ", " + h + ", zhi16", MV, LC::move, {l, h}, {b});
  for (const std::string& w : {"wl" + a.substr(1), "wh" + a.substr(1), "wl" + b.substr(1), "wh" + b.substr(1)})
    ls.add("vst " + w + ", [p2], #1", ST, LC::store, {"x" + w.substr(2), "p2"}, {"p2"});
}

// The same with three registers: `h` the upper halves, `r` hi' and then the first 16 int32 lanes,
// `l` the lower halves and then the last 16; the constant in `xm`; stores through p3.
void store_i32_lean(ListSched& ls, const std::string& cm, const std::string& h, const std::string& r,
                    const std::string& l, const std::string& xm) {
  ls.add("vsrs.i16 " + h + ", " + cm + ", 16, floor", MV, LC::srs, {cm}, {h});
  ls.add("vsrs.i16 " + r + ", " + cm + ", 16, up", MV, LC::srs, {cm}, {r});
  ls.add("vmac.i16 " + cm + ", " + r + ", " + xm, VEC, LC::emul_int, {r, xm}, {}, cm);
  ls.add("vmac.i16 " + cm + ", " + r + ", " + xm, VEC, LC::emul_int, {r, xm}, {}, cm);
  ls.add("vsrs.i16 " + l + ", " + cm + ", 0, floor", MV, LC::srs, {cm}, {l});
  ls.add("vshuf " + r + ", " + l + ", " + h + ", zlo16", MV, LC::move, {l, h}, {r});
  ls.add("vshuf " + l + ", " + l + ", " + h + ", zhi16", MV, LC::move, {l, h}, {l});
  for (const std::string& w : {"wl" + r.substr(1), "wh" + r.substr(1), "wl" + l.substr(1), "wh" + l.substr(1)})
    ls.add("vst " + w + ", [p3], #1", ST, LC::store, {"x" + w.substr(2), "p3"}, {"p3"}, "", ListSched::kAnyBank);
}

// ---- conv2d ------------------------------------------------------------------------------------

// The MACs of one output row into `ls`: kernel rows `dis` (those whose input rows exist), pixel
// block a and channel block q into cm(a·Q + q). p0 points at the first half of input row
// h + dis.front() - 1 when it starts and at input row h (the next row's first kernel row) when it
// ends; p1 is set to the first filter block of dis.front(). With `preset` the accumulators already
// hold their start values (conv_block's bias), so every MAC is a vmmac.i8; otherwise the first MAC
// of each accumulator is a vmmul.i8.
void conv_row_macs(ListSched& ls, const TaskInstance& inst, const std::vector<int>& dis, bool preset) {
  const int64_t W = inst.param("W"), CI = inst.param("CI"), CO = inst.param("CO");
  const unsigned P = unsigned(W / 4), Q = unsigned(CO / 8), CB = unsigned(CI / 8);
  const unsigned nx = P / 2 + 1;   // x0 .. x(P/2): the row's halves
  std::vector<unsigned> bpool, wpool;
  for (unsigned i = 0; i < 2 * Q; ++i) bpool.push_back(nx + i);
  for (unsigned i = nx + 2 * Q; i < 12; ++i) wpool.push_back(i);
  require(wpool.size() >= 2, inst, "W/4 + 2·CO/8 leaves too few registers");
  const int64_t f_addr = address(inst, "F");
  ls.add("movpi p1, " + str(f_addr + int64_t(dis.front()) * 3 * CB * Q * 64), SCL, LC::scalar, {}, {"p1"});
  std::size_t nb = 0, nw = 0;
  std::vector<bool> started(P * Q, preset);
  for (std::size_t di_i = 0; di_i < dis.size(); ++di_i) {
    const bool last_row = di_i + 1 == dis.size();
    for (unsigned cb = 0; cb < CB; ++cb) {
      for (unsigned a = 0; a < P; ++a) {   // h(a) -> x(a/2).wh (a even) or x((a+1)/2).wl (a odd)
        const std::string dst = a % 2 == 0 ? "wh" + str(a / 2) : "wl" + str((a + 1) / 2);
        const std::string step = a + 1 < P ? "m0" : cb + 1 < CB ? "m1" : last_row ? "m2" : "#1";
        ls.add("vld " + dst + ", [p0], " + step, LD, LC::load, {"p0"}, {dst, "p0"}, "", 0);
      }
      for (unsigned dj = 0; dj < 3; ++dj) {
        std::vector<std::string> b(Q);
        for (unsigned q = 0; q < Q; ++q) {
          b[q] = "x" + str(bpool[nb++ % bpool.size()]);
          const bool end_q = q + 1 == Q;
          const std::string wh_step = !end_q ? "#1" : dj < 2 ? "m3" : cb + 1 < CB ? "m4" : "#1";
          ls.add("vld wl" + b[q].substr(1) + ", [p1], #1", LD, LC::load, {"p1"}, {"wl" + b[q].substr(1), "p1"}, "", 1);
          ls.add("vld wh" + b[q].substr(1) + ", [p1], " + wh_step, LD, LC::load, {"p1"}, {"wh" + b[q].substr(1), "p1"}, "",
                 1);
        }
        for (unsigned a = 0; a < P; ++a) {
          const unsigned k = a / 2;
          std::string w;   // the window's 32 bytes
          std::vector<std::string> wsrc;
          if (dj == 1) {
            w = a % 2 == 0 ? "wh" + str(k) : "wl" + str(k + 1);
            wsrc = {w};
          } else {
            const std::string xw = "x" + str(wpool[nw++ % wpool.size()]);
            std::string xa, xb;
            unsigned off;
            if (dj == 0) {
              xa = "x" + str(k);
              xb = a % 2 == 0 ? xa : "x" + str(k + 1);
              off = a % 2 == 0 ? 24 : 56;
            } else {
              xa = a % 2 == 0 ? "x" + str(k) : "x" + str(k + 1);
              xb = "x" + str(k + 1);
              off = a % 2 == 0 ? 40 : 8;
            }
            ls.add("vshift " + xw + ", " + xa + ", " + xb + ", " + str(off), MV, LC::move, {xa, xb}, {xw});
            w = "wl" + xw.substr(1);
            wsrc = {xw};
          }
          for (unsigned q = 0; q < Q; ++q) {
            const unsigned acc = a * Q + q;
            const std::string cm = "cm" + str(acc);
            std::vector<std::string> src = wsrc;
            src.push_back(b[q]);
            const std::string op = started[acc] ? "vmmac.i8 " : "vmmul.i8 ";
            if (started[acc])
              ls.add(op + cm + ", " + w + ", " + b[q], VEC, LC::mmul_i8, src, {}, cm);
            else
              ls.add(op + cm + ", " + w + ", " + b[q], VEC, LC::mmul_i8, src, {cm});
            started[acc] = true;
          }
        }
      }
    }
  }
}

// The checks and the pointer set-up both convolution kernels share: p0 walks X (m0 .. m2 its steps
// within and between rows), m3 and m4 F's steps between taps and chunks of input channels, p2 at Y.
std::string conv_setup(const TaskInstance& inst) {
  const int64_t H = inst.param("H"), W = inst.param("W"), CI = inst.param("CI"), CO = inst.param("CO");
  require(tensor(inst, "X").dtype == DType::i8 && tensor(inst, "F").dtype == DType::i8, inst,
          "X and F must be int8");
  require(tensor(inst, "X").layout == "blocks 4x8" && tensor(inst, "F").layout == "blocks 8x8" &&
              tensor(inst, "Y").layout == "blocks 4x8",
          inst, "X, F and Y must be stored in 4x8, 8x8 and 4x8 blocks");
  require(H >= 2 && W % 8 == 0 && W <= 32 && CI % 8 == 0 && CO % 8 == 0 && (W / 4) * (CO / 8) <= 8, inst,
          "the template needs H >= 2, W a multiple of 8 up to 32, CI and CO multiples of 8, W/4 · CO/8 <= 8");
  const int64_t P = W / 4, Q = CO / 8, CB = CI / 8;
  std::ostringstream o;
  o << "      movpi p0, " << address(inst, "X") << "\n"
    << "      movpi p2, " << address(inst, "Y") << "\n"
    << "      movmi m0, " << 4 * CI << "\n"
    << "      movmi m1, " << 32 - (P - 1) * 4 * CI << "\n"
    << "      movmi m2, " << 32 - 2 * W * CI << "\n"
    << "      movmi m3, " << (CB - 1) * Q * 64 + 32 << "\n"
    << "      movmi m4, " << -2 * CB * Q * 64 + 32 << "\n";
  return o.str();
}

// One output row of conv2d: the MACs, then the int32 stores of the accumulators in Y's block order
// (a, then q) through p2.
std::string conv2d_row(const TaskInstance& inst, const HwConfig& cfg, const std::vector<int>& dis, const std::string& indent) {
  const int64_t W = inst.param("W"), CO = inst.param("CO");
  const unsigned P = unsigned(W / 4), Q = unsigned(CO / 8);
  std::vector<unsigned> dpool;
  for (unsigned i = P / 2 + 1; i < 11; ++i) dpool.push_back(i);
  require(dpool.size() >= 5, inst, "W/4 + 2·CO/8 leaves too few registers");
  ListSched ls(cfg);
  conv_row_macs(ls, inst, dis, false);
  const std::string xm = "x11";
  ls.add("movi r1, -32768", SCL, LC::scalar, {}, {"r1"});
  ls.add("vbcst.i16 " + xm + ", r1", MV, LC::move, {"r1"}, {xm});
  std::size_t nd = 0;
  for (unsigned acc = 0; acc < P * Q; ++acc) store_i32(ls, "cm" + str(acc), dpool, &nd, xm);
  return ls.schedule().flat(indent);
}

// The output rows of both convolution kernels ("same" padding, 3x3): row 0 (kernel rows 1, 2), rows
// 1 .. H-2 in one hardware loop (all three kernel rows), row H-1 (kernel rows 0, 1); row(dis, last,
// indent) is the code of one output row.
std::string conv_rows(int64_t H,
                      const std::function<std::string(const std::vector<int>&, bool, const std::string&)>& row) {
  std::string o = "      // output row 0 (kernel rows 1, 2)\n" + row({1, 2}, false, "      ");
  if (H > 2)
    o += "      .loop " + str(H - 2) + "          // output rows 1 .. H-2\n" + row({0, 1, 2}, false, "        ") +
         "      .endloop\n";
  return o + "      // output row H-1 (kernel rows 0, 1)\n" + row({0, 1}, true, "      ");
}

std::string conv2d(const TaskInstance& inst, const HwConfig& cfg) {
  const int64_t H = inst.param("H"), W = inst.param("W"), CO = inst.param("CO");
  require(tensor(inst, "Y").dtype == DType::i32, inst, "Y must be int32");
  const std::string setup = conv_setup(inst);
  const int64_t P = W / 4, Q = CO / 8;
  std::ostringstream o;
  o << header(inst, cfg,
              "Conv2D: one output row per schedule (" + str(P) + " pixel blocks x " + str(Q) +
                  " channel blocks in cm0..cm" + str(P * Q - 1) + "), windows by vshift, int32 stores by vsrs.i16 / vmac.i16 / vshuf");
  o << setup;
  o << conv_rows(H, [&](const std::vector<int>& dis, bool, const std::string& indent) {
    return conv2d_row(inst, cfg, dis, indent);
  });
  o << "      done\n";
  return o.str();
}

// ---- conv_block --------------------------------------------------------------------------------
//
// conv2d's MACs, the accumulators starting from the bias, then the requantisation of each
// accumulator A (32 lanes: 4 pixels x 8 output channels, lane 8p + o channel 8q + o), exact:
//   q = floor((A·MULT + 2^(SHIFT-1)) / 2^SHIFT) = floor((A·M' + 2^17) / 2^18), M' = MULT·2^(18-SHIFT) <= 1020,
// so one shift (18, rounding `up`) serves every channel. A·M' in int16 pieces: t = vsrs.i16(A, 4,
// floor) (t = floor(A/16), saturated), vmac.i16 by -16 leaves A - 16t = r in [0, 16), r = vsrs.i16
// (shift 0); then vmul.i16 t·16M' and vmac.i16 r·M' give A·M' (|16M'| <= 16320 and |t| <= 2^15: no
// overflow). When t saturates (|A| >= 2^19) the product keeps A's sign and |A·M'| / 2^18 >= 240,
// so the clamp below gives the same 0 or 127 as the exact value. vsrs.i8 (18, up) rounds and
// saturates to -128..127, vmax.i8 with zero (two accumulators' outputs at once) is the ReLU.
//
// The per-channel constants M', 16M' and the bias (in int16: BIAS is within ±2^15) are built
// once into a table in the free memory after X: per channel block q three 64-byte vectors of 32
// int16 lanes, lane 8p + o = the value of channel 8q + o (the accumulator's lane order), from the
// int32 inputs by vector compares and selects (M' = SHIFT < 17 ? 4M : SHIFT < 18 ? 2M : M) and
// vshuf ueven16 of a register whose two halves hold the same eight int32. The bias enters each
// accumulator by vups.i16 (shift 0) before its first MAC: row 0's in the prologue, every other
// row's in the previous row's drain right after the accumulator's output left it.

// The requantisation of one output row's accumulators, channel block by channel block (q, then
// pairs of pixel blocks), stored through p2 (m5 and m6 step it in that order); with `preset_next`
// each accumulator then takes the bias again for the next row. The table at `table`.
void conv_block_drain(ListSched& ls, const TaskInstance& inst, int64_t table, bool preset_next) {
  const int64_t W = inst.param("W"), CO = inst.param("CO");
  const unsigned P = unsigned(W / 4), Q = unsigned(CO / 8);
  // conv_row_macs reads the low half of x0 and the high half of x(P/2) as the zero padding: x0 is
  // the zero register here (for the ReLU), x(P/2) is left alone.
  ls.add("movi r1, -16", SCL, LC::scalar, {}, {"r1"});
  ls.add("vbcst.i16 x11, r1", MV, LC::move, {"r1"}, {"x11"});
  ls.add("vbcst.i8 x0, r0", MV, LC::move, {"r0"}, {"x0"});   // r0 is never written: zero
  ls.add("movpi p3, " + str(table), SCL, LC::scalar, {}, {"p3"});
  // Registers: the table's vectors of block q (M', 16M', the bias), reloaded per block (the next
  // block's loads wait for their last reader; its first accumulators' t and r need no constant),
  // then t and r rotating, and each pair's output, over the rest of x1 .. x10.
  std::vector<std::string> free;
  for (unsigned i = 1; i <= 10; ++i)
    if (i != P / 2) free.push_back("x" + str(i));
  const std::string mq = free[0], m16q = free[1], b = free[2];
  const std::vector<std::string> outs = {free[3], free[4]};
  const std::vector<std::string> tr(free.begin() + 5, free.end());
  std::size_t ntr = 0, nout = 0;
  for (unsigned q = 0; q < Q; ++q) {
    std::vector<std::string> loads = {mq, m16q};
    if (preset_next) loads.push_back(b);
    for (std::size_t i = 0; i < loads.size(); ++i) {
      const std::string n = loads[i].substr(1);
      const std::string last_step = i + 1 < loads.size() || preset_next ? "#1" : "#3";   // skip the bias
      ls.add("vld wl" + n + ", [p3], #1", LD, LC::load, {"p3"}, {"wl" + n, "p3"}, "", 0);
      ls.add("vld wh" + n + ", [p3], " + last_step, LD, LC::load, {"p3"}, {"wh" + n, "p3"}, "", 0);
    }
    for (unsigned a = 0; a < P; a += 2) {
      const std::string out = outs[nout++ % outs.size()];
      for (unsigned k = 0; k < 2; ++k) {
        const std::string cm = "cm" + str((a + k) * Q + q);
        const std::string t = tr[ntr++ % tr.size()], r = tr[ntr++ % tr.size()];
        const std::string half = (k == 0 ? "wl" : "wh") + out.substr(1);
        ls.add("vsrs.i16 " + t + ", " + cm + ", 4, floor", MV, LC::srs, {cm}, {t});
        ls.add("vmac.i16 " + cm + ", " + t + ", x11", VEC, LC::emul_int, {t, "x11"}, {}, cm);
        ls.add("vsrs.i16 " + r + ", " + cm + ", 0, floor", MV, LC::srs, {cm}, {r});
        ls.add("vmul.i16 " + cm + ", " + t + ", " + m16q, VEC, LC::emul_int, {t, m16q}, {cm});
        ls.add("vmac.i16 " + cm + ", " + r + ", " + mq, VEC, LC::emul_int, {r, mq}, {}, cm);
        ls.add("vsrs.i8 " + half + ", " + cm + ", 18, up", MV, LC::srs, {cm}, {half});
        if (preset_next) ls.add("vups.i16 " + cm + ", " + b + ", 0", MV, LC::ups, {b}, {cm});
      }
      ls.add("vmax.i8 " + out + ", " + out + ", x0", VEC, LC::valu, {out, "x0"}, {out});
      for (unsigned k = 0; k < 2; ++k) {
        const bool last = a + k + 1 == P;
        const std::string step = !last ? "m5" : q + 1 < Q ? "m6" : "#1";
        const std::string half = (k == 0 ? "wl" : "wh") + out.substr(1);
        ls.add("vst " + half + ", [p2], " + step, ST, LC::store, {half, "p2"}, {"p2"}, "", ListSched::kAnyBank);
      }
    }
  }
}

// One output row of conv_block: the MACs onto the preset accumulators, then the drain.
std::string conv_block_row(const TaskInstance& inst, const HwConfig& cfg, const std::vector<int>& dis, int64_t table,
                           bool preset_next, const std::string& indent) {
  ListSched ls(cfg);
  conv_row_macs(ls, inst, dis, true);
  conv_block_drain(ls, inst, table, preset_next);
  return ls.schedule().flat(indent);
}

// The prologue: the table (through p3; BIAS, MULT and SHIFT through p4, p5, p6) and row 0's bias in
// every accumulator.
std::string conv_block_prologue(const TaskInstance& inst, const HwConfig& cfg, int64_t table, const std::string& indent) {
  const int64_t W = inst.param("W"), CO = inst.param("CO");
  const unsigned P = unsigned(W / 4), Q = unsigned(CO / 8);
  ListSched ls(cfg);
  ls.add("movpi p3, " + str(table), SCL, LC::scalar, {}, {"p3"});
  ls.add("movpi p4, " + str(address(inst, "BIAS")), SCL, LC::scalar, {}, {"p4"});
  ls.add("movpi p5, " + str(address(inst, "MULT")), SCL, LC::scalar, {}, {"p5"});
  ls.add("movpi p6, " + str(address(inst, "SHIFT")), SCL, LC::scalar, {}, {"p6"});
  ls.add("movi r1, 17", SCL, LC::scalar, {}, {"r1"});
  ls.add("vbcst.i32 x10, r1", MV, LC::move, {"r1"}, {"x10"});
  ls.add("movi r2, 18", SCL, LC::scalar, {}, {"r2"});
  ls.add("vbcst.i32 x11, r2", MV, LC::move, {"r2"}, {"x11"});
  // Both halves of a register from the same 32 bytes (8 int32 of channel block q).
  auto load2 = [&](const std::string& x, const std::string& p) {
    const std::string n = x.substr(1);
    ls.add("vld wl" + n + ", [" + p + "]", LD, LC::load, {p}, {"wl" + n}, "", 1);
    ls.add("vld wh" + n + ", [" + p + "], #1", LD, LC::load, {p}, {"wh" + n, p}, "", 1);
  };
  auto valu = [&](const std::string& op, const std::string& d, const std::vector<std::string>& src) {
    std::string text = op + " " + d;
    for (const std::string& r : src) text += ", " + r;
    ls.add(text, VEC, LC::valu, src, {d});
  };
  auto shuf = [&](const std::string& x) {
    ls.add("vshuf " + x + ", " + x + ", " + x + ", ueven16", MV, LC::move, {x}, {x});
  };
  auto store2 = [&](const std::string& x) {
    const std::string n = x.substr(1);
    for (const std::string& h : {"wl" + n, "wh" + n})
      ls.add("vst " + h + ", [p3], #1", ST, LC::store, {h, "p3"}, {"p3"}, "", ListSched::kAnyBank);
  };
  for (unsigned q = 0; q < Q; ++q) {
    const unsigned s = 5 * (q % 2);   // x0..x4 or x5..x9: M, SHIFT (then a mask), u, v, the bias
    const std::string m = "x" + str(s), sh = "x" + str(s + 1), u = "x" + str(s + 2), v = "x" + str(s + 3),
                      b = "x" + str(s + 4);
    load2(m, "p5");
    load2(sh, "p6");
    load2(b, "p4");
    valu("vcmplt.i32", v, {sh, "x11"});   // SHIFT < 18
    valu("vadd.i32", u, {m, m});
    valu("vsel", m, {u, m, v});           // SHIFT < 18 ? 2M : M
    valu("vcmplt.i32", v, {sh, "x10"});   // SHIFT < 17
    valu("vadd.i32", u, {m, m});
    valu("vsel", m, {u, m, v});           // M' = M·2^(18 - SHIFT)
    valu("vadd.i32", u, {m, m});
    for (int i = 0; i < 3; ++i) valu("vadd.i32", u, {u, u});   // 16M'
    shuf(m);
    shuf(u);
    shuf(b);
    store2(m);
    store2(u);
    store2(b);
    for (unsigned a = 0; a < P; ++a) {
      const std::string cm = "cm" + str(a * Q + q);
      ls.add("vups.i16 " + cm + ", " + b + ", 0", MV, LC::ups, {b}, {cm});
    }
  }
  for (const std::string& x : {std::string("x0"), "x" + str(P / 2)})   // the zero padding of conv_row_macs
    ls.add("vbcst.i8 " + x + ", r0", MV, LC::move, {"r0"}, {x});
  return ls.schedule().flat(indent);
}

std::string conv_block(const TaskInstance& inst, const HwConfig& cfg) {
  const int64_t H = inst.param("H"), W = inst.param("W"), CI = inst.param("CI"), CO = inst.param("CO");
  for (const char* n : {"BIAS", "MULT", "SHIFT"})
    require(tensor(inst, n).dtype == DType::i32, inst, std::string(n) + " must be int32");
  require(tensor(inst, "Y").dtype == DType::i8, inst, "Y must be int8");
  const std::string setup = conv_setup(inst);
  const int64_t P = W / 4, Q = CO / 8;
  // The table of per-channel constants: the free memory right after X (192 bytes per channel block).
  const int64_t table = address(inst, "X") + H * W * CI, table_end = table + 192 * Q;
  for (const TensorInstance& t : inst.tensors)
    if (t.name != "X")
      require(address(inst, t.name) >= table_end || address(inst, t.name) + t.elements() * int64_t(dtype_bytes(t.dtype)) <= table, inst,
              "the constants' table after X (" + str(192 * Q) + " bytes) overlaps " + t.name);
  std::ostringstream o;
  o << header(inst, cfg,
              "ConvBlock: conv2d's rows (" + str(P) + " pixel blocks x " + str(Q) + " channel blocks in cm0..cm" +
                  str(P * Q - 1) + ") from the bias, requantised by vsrs.i16 / vmac.i16 / vmul.i16 / vsrs.i8 and vmax.i8");
  o << "      // per-channel constants: M' = MULT·2^(18-SHIFT), 16M', BIAS in int16 lanes at " << table
    << "; row 0's bias in the accumulators\n"
    << conv_block_prologue(inst, cfg, table, "      ") << setup << "      movmi m5, " << 32 * Q << "\n"
    << "      movmi m6, " << 32 - 32 * (P - 1) * Q << "\n";
  // Every row but the last presets the accumulators with the bias for the next row.
  o << conv_rows(H, [&](const std::vector<int>& dis, bool last, const std::string& indent) {
    return conv_block_row(inst, cfg, dis, table, !last, indent);
  });
  o << "      done\n";
  return o.str();
}

// ---- depthwise_conv ----------------------------------------------------------------------------
//
// C = 32: one pixel's channels are one 256-bit half, so every window of every tap is an aligned
// load, and so is the filter of a tap. Output pixel w of row h: for every tap whose input pixel
// exists, load the input half (kernel row i through p(i)) and the tap's filter half (through p4;
// F lies in another bank group than X, so both loads share a bundle) into x0 .. x4 (ten halves in
// turn) and vmac.i8 them into cm(w % 8) (vmul.i8 for the first tap); then store the int32 sums
// as conv2d does, through x5 .. x7 or x8 .. x10 (pixels alternate, so two stores overlap) with
// the constant in x11; Y spans the bank groups of X and F, so a store shares no bundle with a load. Each output row is one list-scheduled schedule: the first and last rows
// have their own, the rows between run in a hardware loop; every pointer's last access of a row
// steps to its first access of the next.

// One output row: kernel rows `dis`; pointer p(i) starts at the first pixel row h + i - 1 loads,
// p4 at the first filter tap the row uses.
std::string depthwise_row(const TaskInstance& inst, const HwConfig& cfg, const std::vector<int>& dis,
                          const std::string& indent) {
  const int64_t W = inst.param("W"), C = inst.param("C");
  ListSched ls(cfg);
  const std::vector<std::string> halves = {"wl0", "wh0", "wl1", "wh1", "wl2", "wh2", "wl3", "wh3", "wl4", "wh4"};
  std::size_t nh = 0;
  // The loads of each kernel row (input columns) and of the filter (taps) in order; the step after
  // each is the distance to the pointer's next access (the first of the next row after the last).
  std::map<int, std::vector<int64_t>> cols;
  std::vector<int64_t> taps;
  for (int64_t w = 0; w < W; ++w)
    for (int di : dis)
      for (int dj = 0; dj < 3; ++dj)
        if (w + dj - 1 >= 0 && w + dj - 1 < W) {
          cols[di].push_back(w + dj - 1);
          taps.push_back(3 * di + dj);
        }
  std::map<int, std::size_t> at;
  std::size_t nt = 0;
  for (int64_t w = 0; w < W; ++w) {
    const std::string cm = "cm" + str(w % 8);
    bool first = true;
    for (int di : dis)
      for (int dj = 0; dj < 3; ++dj) {
        const int64_t col = w + dj - 1;
        if (col < 0 || col >= W) continue;
        const std::vector<int64_t>& c = cols[di];
        const std::size_t k = at[di]++;
        const int64_t next = k + 1 < c.size() ? c[k + 1] : c.front() + W;   // the next row's first access
        const std::string p = "p" + str(di), h = halves[nh++ % halves.size()], f = halves[nh++ % halves.size()];
        ls.add("vld " + h + ", [" + p + "], #" + str((next - c[k]) * C / 32), LD, LC::load, {p}, {h, p}, "", 0);
        const int64_t tnext = nt + 1 < taps.size() ? taps[nt + 1] : taps.front();
        ls.add("vld " + f + ", [p4], #" + str((tnext - taps[nt]) * C / 32), LD, LC::load, {"p4"}, {f, "p4"}, "", 1);
        ++nt;
        if (first)
          ls.add("vmul.i8 " + cm + ", " + h + ", " + f, VEC, LC::emul_int, {h, f}, {cm});
        else
          ls.add("vmac.i8 " + cm + ", " + h + ", " + f, VEC, LC::emul_int, {h, f}, {}, cm);
        first = false;
      }
    if (w % 2 == 0)
      store_i32_lean(ls, cm, "x5", "x6", "x7", "x11");
    else
      store_i32_lean(ls, cm, "x8", "x9", "x10", "x11");
  }
  return ls.schedule().flat(indent);
}

std::string depthwise_conv(const TaskInstance& inst, const HwConfig& cfg) {
  const int64_t H = inst.param("H"), W = inst.param("W"), C = inst.param("C");
  require(tensor(inst, "X").dtype == DType::i8 && tensor(inst, "F").dtype == DType::i8 &&
              tensor(inst, "Y").dtype == DType::i32,
          inst, "X and F must be int8 and Y int32");
  require(C == 32 && H >= 2 && W >= 2, inst, "the template needs C = 32 (one pixel per 256-bit half) and H, W >= 2");
  const int64_t x = address(inst, "X"), row = W * C;
  std::ostringstream o;
  o << header(inst, cfg,
              "DepthwiseConv: one output row per schedule, per tap and pixel one input and one filter load and one "
              "vmac.i8, int32 stores by vsrs.i16 / vmac.i16 / vshuf");
  const int64_t f = address(inst, "F");
  o << "      movi r1, -32768\n"
    << "      vbcst.i16 x11, r1\n"
    << "      movpi p3, " << address(inst, "Y") << "\n"
    << "      movpi p1, " << x << "\n"
    << "      movpi p2, " << x + row << "\n"
    << "      movpi p4, " << f + 4 * C << "\n"   // the first tap of a row: (first kernel row, 1)
    << "      // output row 0 (kernel rows 1, 2)\n"
    << depthwise_row(inst, cfg, {1, 2}, "      ")
    << "      movpi p0, " << x << "\n"
    << "      movpi p1, " << x + row << "\n"
    << "      movpi p2, " << x + 2 * row << "\n"
    << "      movpi p4, " << f + C << "\n";
  if (H > 2)
    o << "      .loop " << H - 2 << "          // output rows 1 .. H-2\n"
      << depthwise_row(inst, cfg, {0, 1, 2}, "        ") << "      .endloop\n";
  o << "      movpi p0, " << x + (H - 2) * row << "\n"
    << "      movpi p1, " << x + (H - 1) * row << "\n"
    << "      movpi p4, " << f + C << "\n"
    << "      // output row H-1 (kernel rows 0, 1)\n"
    << depthwise_row(inst, cfg, {0, 1}, "      ") << "      done\n";
  return o.str();
}

}  // namespace

std::optional<std::string> conv_template(const TaskInstance& inst, const HwConfig& cfg) {
  if (inst.spec->id == "conv2d") return conv2d(inst, cfg);
  if (inst.spec->id == "depthwise_conv") return depthwise_conv(inst, cfg);
  if (inst.spec->id == "conv_block") return conv_block(inst, cfg);
  return std::nullopt;
}

}  // namespace kc::aie::baseline
