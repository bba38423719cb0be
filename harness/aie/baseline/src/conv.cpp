// The convolution templates of the aie template compiler (kc/aie_baseline.h): conv2d, int8 image
// and filters, exact int32 results.
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

// One output row's schedule: kernel rows `dis` (those whose input rows exist). p0 points at the
// first half of input row h + dis.front() - 1 when it starts and at input row h (the next row's
// first kernel row) when it ends; p1 is set to the first filter block of dis.front(); p2 walks Y.
std::string conv2d_row(const TaskInstance& inst, const HwConfig& cfg, const std::vector<int>& dis, const std::string& indent) {
  const int64_t W = inst.param("W"), CI = inst.param("CI"), CO = inst.param("CO");
  const unsigned P = unsigned(W / 4), Q = unsigned(CO / 8), CB = unsigned(CI / 8);
  const unsigned nx = P / 2 + 1;   // x0 .. x(P/2): the row's halves
  std::vector<unsigned> bpool, wpool, dpool;
  for (unsigned i = 0; i < 2 * Q; ++i) bpool.push_back(nx + i);
  for (unsigned i = nx + 2 * Q; i < 12; ++i) wpool.push_back(i);
  for (unsigned i = nx; i < 11; ++i) dpool.push_back(i);
  require(wpool.size() >= 2 && dpool.size() >= 5, inst, "W/4 + 2·CO/8 leaves too few registers");
  ListSched ls(cfg);
  const int64_t f_addr = address(inst, "F");
  ls.add("movpi p1, " + str(f_addr + int64_t(dis.front()) * 3 * CB * Q * 64), SCL, LC::scalar, {}, {"p1"});
  std::size_t nb = 0, nw = 0;
  std::vector<bool> started(P * Q, false);
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
  // Drain: the accumulators in Y's block order (a, then q).
  const std::string xm = "x11";
  ls.add("movi r1, -32768", SCL, LC::scalar, {}, {"r1"});
  ls.add("vbcst.i16 " + xm + ", r1", MV, LC::move, {"r1"}, {xm});
  std::size_t nd = 0;
  for (unsigned acc = 0; acc < P * Q; ++acc) store_i32(ls, "cm" + str(acc), dpool, &nd, xm);
  return ls.schedule().flat(indent);
}

std::string conv2d(const TaskInstance& inst, const HwConfig& cfg) {
  const int64_t H = inst.param("H"), W = inst.param("W"), CI = inst.param("CI"), CO = inst.param("CO");
  require(tensor(inst, "X").dtype == DType::i8 && tensor(inst, "F").dtype == DType::i8 &&
              tensor(inst, "Y").dtype == DType::i32,
          inst, "X and F must be int8 and Y int32");
  require(tensor(inst, "X").layout == "blocks 4x8" && tensor(inst, "F").layout == "blocks 8x8" &&
              tensor(inst, "Y").layout == "blocks 4x8",
          inst, "X, F and Y must be stored in 4x8, 8x8 and 4x8 blocks");
  require(H >= 2 && W % 8 == 0 && W <= 32 && CI % 8 == 0 && CO % 8 == 0 && (W / 4) * (CO / 8) <= 8, inst,
          "the template needs H >= 2, W a multiple of 8 up to 32, CI and CO multiples of 8, W/4 · CO/8 <= 8");
  const int64_t P = W / 4, Q = CO / 8, CB = CI / 8;
  std::ostringstream o;
  o << header(inst, cfg,
              "Conv2D: one output row per schedule (" + str(P) + " pixel blocks x " + str(Q) +
                  " channel blocks in cm0..cm" + str(P * Q - 1) + "), windows by vshift, int32 stores by vsrs.i16 / vmac.i16 / vshuf");
  o << "      movpi p0, " << address(inst, "X") << "\n"
    << "      movpi p2, " << address(inst, "Y") << "\n"
    << "      movmi m0, " << 4 * CI << "\n"
    << "      movmi m1, " << 32 - (P - 1) * 4 * CI << "\n"
    << "      movmi m2, " << 32 - 2 * W * CI << "\n"
    << "      movmi m3, " << (CB - 1) * Q * 64 + 32 << "\n"
    << "      movmi m4, " << -2 * CB * Q * 64 + 32 << "\n";
  o << "      // output row 0 (kernel rows 1, 2)\n" << conv2d_row(inst, cfg, {1, 2}, "      ");
  if (H > 2)
    o << "      .loop " << H - 2 << "          // output rows 1 .. H-2\n"
      << conv2d_row(inst, cfg, {0, 1, 2}, "        ") << "      .endloop\n";
  o << "      // output row H-1 (kernel rows 0, 1)\n" << conv2d_row(inst, cfg, {0, 1}, "      ");
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
  return std::nullopt;
}

}  // namespace kc::aie::baseline
