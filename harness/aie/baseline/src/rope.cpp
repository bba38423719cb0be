// The rope template of the aie template compiler (kc/aie_baseline.h): rotate-half RoPE, bf16.
//
// Per chunk j of 16 elements of a head (j = 0 .. 3, element 16j .. 16j+15 of each half):
//   y1 = x1·c - x2·s: vmul.bf16 bm, x1, c; vmac.bf16 bm, x2, -s   (fp32, one rounding per step)
//   y2 = x2·c + x1·s: vmul.bf16 bm, x2, c; vmac.bf16 bm, x1, s
// then vconv.bf16 and one 256-bit store each: four vec-slot operations per 32 outputs, the bound.
// -s comes from one vxor with a sign mask (x6) per 32 elements of SIN. A token's COS, SIN and -SIN
// rows are used in two pairs of chunks (j = 0, 1 and j = 2, 3) in x0 / x1 (COS), x2 / x3 (SIN),
// x4 / x5 (-SIN): all heads' chunks of the first pair, then of the second, so the next token's
// first pair is loaded while the second is in use. X halves rotate over x7 .. x9, results over
// x10, x11, accumulators over bm0 .. bm15. Every load and store walks its tensor with immediate
// post-increments; a loop body holds U tokens (the largest divisor of T with U·H ≤ 6) and is one
// list-scheduled schedule (ListSched).
#include <sstream>

#include "kc/aie_baseline.h"

namespace kc::aie::baseline {

std::string rope(const TaskInstance& inst, const HwConfig& cfg) {
  const int64_t T = inst.param("T"), H = inst.param("H");
  for (const char* t : {"X", "COS", "SIN", "Y"})
    require(tensor(inst, t).dtype == DType::bf16, inst, "X, COS, SIN and Y must be bf16");
  int64_t U = 1;
  for (int64_t u = 1; u <= T; ++u)
    if (T % u == 0 && u * H <= 6) U = u;
  using LC = isa::LatClass;

  // The byte offsets (within a token's row of X or Y) of the halves in the order they are used.
  std::vector<int64_t> order;
  for (int64_t pair = 0; pair < 2; ++pair)
    for (int64_t h = 0; h < H; ++h)
      for (int64_t half = 0; half < 2; ++half)      // x1, then x2
        for (int64_t j = 2 * pair; j < 2 * pair + 2; ++j) order.push_back(256 * h + 128 * half + 32 * j);
  auto step = [&](std::size_t k) {   // post-increment (in 32-byte accesses) after the k-th half of a row
    const int64_t next = k + 1 < order.size() ? order[k + 1] : order.front() + 256 * H;
    return "#" + str((next - order[k]) / 32);
  };

  ListSched ls(cfg);
  std::size_t nx = 0, ny = 0, nb = 0;
  const std::vector<std::string> xin = {"wl7", "wh7", "wl8", "wh8", "wl9", "wh9"};
  const std::vector<std::string> out = {"wl10", "wh10", "wl11", "wh11"};
  for (int64_t u = 0; u < U; ++u) {
    std::size_t kx = 0, ky = 0;
    for (int64_t pair = 0; pair < 2; ++pair) {
      const std::string c = "x" + str(pair), sn = "x" + str(2 + pair), ns = "x" + str(4 + pair);
      for (const char* hf : {"wl", "wh"}) {
        ls.add("vld " + std::string(hf) + str(pair) + ", [p2], #1", LD, LC::load, {"p2"}, {hf + str(pair), "p2"}, "", 0);
        ls.add("vld " + std::string(hf) + str(2 + pair) + ", [p3], #1", LD, LC::load, {"p3"}, {hf + str(2 + pair), "p3"},
               "", 0);
      }
      ls.add("vxor " + ns + ", " + sn + ", x6", VEC, LC::valu, {sn, "x6"}, {ns});
      for (int64_t h = 0; h < H; ++h) {
        std::string x1[2], x2[2];
        for (int half = 0; half < 2; ++half)
          for (int j = 0; j < 2; ++j) {
            std::string& r = half == 0 ? x1[j] : x2[j];
            r = xin[nx++ % xin.size()];
            ls.add("vld " + r + ", [p0], " + step(kx++), LD, LC::load, {"p0"}, {r, "p0"}, "", 0);
          }
        for (int half = 0; half < 2; ++half)
          for (int j = 0; j < 2; ++j) {
            const std::string hc = (j ? "wh" : "wl") + str(pair);                 // c chunk
            const std::string hs = (j ? "wh" : "wl") + str((half ? 2 : 4) + pair);   // y1: -s, y2: s
            const std::string a = half == 0 ? x1[j] : x2[j], b = half == 0 ? x2[j] : x1[j];
            const std::string bm = "bm" + str(nb++ % 16), acc = bm;   // the interlock tracks accumulator halves
            ls.add("vmul.bf16 " + bm + ", " + a + ", " + hc, VEC, LC::emul_bf16, {a, hc}, {acc});
            ls.add("vmac.bf16 " + bm + ", " + b + ", " + hs, VEC, LC::emul_bf16, {b, hs}, {}, acc);
            const std::string w = out[ny++ % out.size()];
            ls.add("vconv.bf16 " + w + ", " + bm, MV, LC::srs, {acc}, {w});
            ls.add("vst " + w + ", [p1], " + step(ky++), ST, LC::store, {w, "p1"}, {"p1"});
          }
      }
    }
  }
  std::ostringstream o;
  o << header(inst, cfg,
              "RoPE: " + str(U) + " token" + (U > 1 ? "s" : "") +
                  " per loop iteration, per 16 outputs one vmul.bf16 + one vmac.bf16 (fp32) and one vconv.bf16");
  o << "      movpi p0, " << address(inst, "X") << "\n"
    << "      movpi p1, " << address(inst, "Y") << "\n"
    << "      movpi p2, " << address(inst, "COS") << "\n"
    << "      movpi p3, " << address(inst, "SIN") << "\n"
    << "      movi r1, 32768\n"
    << "      vbcst.i16 x6, r1         // the bf16 sign bit in every lane\n"
    << "      .loop " << T / U << "\n"
    << ls.schedule().flat("        ") << "      .endloop\n"
    << "      done\n";
  return o.str();
}

}  // namespace kc::aie::baseline
