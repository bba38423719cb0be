// The aie ISS on directed programs, one or more per operation class. Inputs are random (fixed
// seeds) or corner values; every expected result is computed here from the documented semantics
// with plain integer or fp64 arithmetic, not with the ISS's models.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstring>
#include <random>
#include <sstream>

#include "kc/aie_iss.h"

using namespace kc::aie;
using kc::aie::isa::Op;

namespace {

struct Run {
  Iss iss;
  IssStop stop;
  explicit Run(const HwConfig& c) : iss(c), stop(IssStop::running) {}
};

// Assembles `text` (no errors allowed), loads it with `init` applied to the ISS, runs to the end.
template <class Init>
std::unique_ptr<Run> run(const std::string& text, Init init, const char* cfg = "default",
                         IssStop want = IssStop::done) {
  const HwConfig& c = *find_config(cfg);
  const AsmResult a = assemble(text, "prog.s", &c);
  INFO(format_diagnostics(a, text, "prog.s"));
  REQUIRE(a.ok());
  auto r = std::make_unique<Run>(c);
  r->iss.load_program(a.words);
  r->iss.load_data(a.data);
  init(r->iss);
  r->stop = r->iss.run(1000000);
  INFO(r->iss.fault());
  REQUIRE(r->stop == want);
  return r;
}
std::unique_ptr<Run> run(const std::string& text, const char* cfg = "default", IssStop want = IssStop::done) {
  return run(text, [](Iss&) {}, cfg, want);
}

std::string lit(std::int64_t v) { return std::to_string(v); }

// movi/movhi pair loading a 32-bit constant into rN
std::string li(int r, std::uint32_t v) {
  const std::int32_t lo = std::int32_t(v & 0xFFFF);
  return "movi r" + lit(r) + ", " + lit(lo) + "\nmovhi r" + lit(r) + ", " + lit(v >> 16) + "\n";
}

double bf(std::uint16_t b) {
  std::uint32_t u = std::uint32_t(b) << 16;
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
float f32(std::uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
std::uint32_t fbits(float f) {
  std::uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
// fp32 result of a double that is the exact result of one fp32 + - * (correctly rounded)
float r32(double v) { return float(v); }
// fp32 -> bf16 round to nearest even via the neighbours
std::uint16_t to_bf16(float f) {
  if (std::isnan(f)) return 0x7FC0;
  const std::uint32_t u = fbits(f);
  const std::uint16_t lo = std::uint16_t(u >> 16);
  const double d = f, dlo = bf(lo), dhi = bf(std::uint16_t(lo + 1));
  if (d == dlo) return lo;
  const double a = std::fabs(d - dlo), b = std::fabs(dhi - d);
  return (b < a || (a == b && (lo & 1))) ? std::uint16_t(lo + 1) : lo;
}
std::uint16_t rand_bf16(std::mt19937& rng, int emin = -4, int span = 8) {
  return std::uint16_t((rng() & 1 ? 0x8000 : 0) | (127 + emin + int(rng() % unsigned(span))) << 7 | (rng() & 0x7F));
}

}  // namespace

TEST_CASE("aie.iss.scalar_alu") {
  std::mt19937 rng(1);
  for (int t = 0; t < 20; ++t) {
    const std::uint32_t a = rng(), b = rng() >> (rng() % 32);
    const int imm = int(rng() % 4096) - 2048;
    const unsigned sh = rng() % 32;
    std::string p = li(1, a) + li(2, b);
    p += "add r3, r1, r2\nsub r4, r1, r2\nand r5, r1, r2\nor r6, r1, r2\nxor r7, r1, r2\nsll r8, r1, r2\n"
         "srl r9, r1, r2\nsra r10, r1, r2\nslt r11, r1, r2\nsltu r12, r1, r2\nmul r13, r1, r2\n";
    p += "addi r14, r1, " + lit(imm) + "\nandi r15, r1, " + lit(imm) + "\nori r16, r1, " + lit(imm) + "\nxori r17, r1, " +
         lit(imm) + "\nslli r18, r1, " + lit(sh) + "\nsrli r19, r1, " + lit(sh) + "\nsrai r20, r1, " + lit(sh) + "\ndone\n";
    const auto r = run(p);
    const auto& R = r->iss.state().r;
    const std::uint32_t s = std::uint32_t(std::int32_t(imm));
    CHECK(R[1] == a);
    CHECK(R[2] == b);
    CHECK(R[3] == a + b);
    CHECK(R[4] == a - b);
    CHECK(R[5] == (a & b));
    CHECK(R[6] == (a | b));
    CHECK(R[7] == (a ^ b));
    CHECK(R[8] == (a << (b % 32)));
    CHECK(R[9] == (a >> (b % 32)));
    CHECK(R[10] == std::uint32_t(std::int64_t(std::int32_t(a)) >> (b % 32)));
    CHECK(R[11] == (std::int64_t(std::int32_t(a)) < std::int64_t(std::int32_t(b)) ? 1u : 0u));
    CHECK(R[12] == (a < b ? 1u : 0u));
    CHECK(R[13] == std::uint32_t(std::uint64_t(a) * b));
    CHECK(R[14] == a + s);
    CHECK(R[15] == (a & s));
    CHECK(R[16] == (a | s));
    CHECK(R[17] == (a ^ s));
    CHECK(R[18] == (a << sh));
    CHECK(R[19] == (a >> sh));
    CHECK(R[20] == std::uint32_t(std::int64_t(std::int32_t(a)) >> sh));
  }
}

TEST_CASE("aie.iss.pointers_and_addressing") {
  const std::string p =
      "movpi p0, 0x100\nmovmi m1, 8\nmovmi m2, -4\nmovi r1, 0x1234\nsetp p3, r1\nsetm m3, r1\n"
      "getp r2, p0\nmovmi m4, -2\ngetm r3, m4\npaddi p0, -16\npaddi p0, 16\n"
      "movi r10, 11\nmovi r11, 22\nmovi r12, 33\nmovi r13, 44\n"
      "st r10, [p0], #1\n"          // 0x100, p0 -> 0x104
      "st r11, [p0], m1\n"          // 0x104, p0 -> 0x10c
      "st r12, [p0], m2\n"          // 0x10c, p0 -> 0x108
      "st r13, [p0]\n"              // 0x108, p0 stays
      "movpi p1, 0x1f8\nmovmi m5, 4\n"
      "ld r20, [p1], m5, %32\n"     // 0x1f8 -> 0x1fc (circular buffer 0x1e0..0x1ff)
      "ld r21, [p1], m5, %32\n"     // 0x1fc -> wraps to 0x1e0
      "getp r22, p1\n"
      "movpi p2, 0x100\n"
      "ld r23, [p2], #-1\n"         // p2 -> 0xfc
      "getp r24, p2\n"
      "done\n";
  const auto r = run(p, [](Iss& s) {
    s.write_dm(0x1f8, {1, 0, 0, 0, 2, 0, 0, 0});
  });
  const auto& st = r->iss.state();
  CHECK(st.p[3] == 0x1234);
  CHECK(st.m[3] == 0x1234);
  CHECK(st.r[2] == 0x100);
  CHECK(st.r[3] == 0xFFFFFFFEu);
  CHECK(st.p[0] == 0x108);
  auto word = [&](std::uint32_t a) {
    const auto b = r->iss.read_dm(a, 4);
    return std::uint32_t(b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24);
  };
  CHECK(word(0x100) == 11);
  CHECK(word(0x104) == 22);
  CHECK(word(0x10c) == 33);
  CHECK(word(0x108) == 44);
  CHECK(st.r[20] == 1);
  CHECK(st.r[21] == 2);
  CHECK(st.r[22] == 0x1e0);
  CHECK(st.r[23] == 11);
  CHECK(st.r[24] == 0xfc);
}

TEST_CASE("aie.iss.loops_and_branches") {
  // nested zero-overhead loops: r1 counts the inner body, r2 the outer body
  auto r = run("movi r5, 3\n.loop r5\naddi r2, r2, 1\n.loop 7\naddi r1, r1, 1\n.endloop\n.endloop\ndone\n");
  CHECK(r->iss.state().r[1] == 21);
  CHECK(r->iss.state().r[2] == 3);
  // bundles: movi, loop, 3 x (addi, loopi, 7 x addi), done = 1 + 1 + 3 * 9 + 1
  CHECK(r->iss.counters().bundles == 30);
  CHECK(r->iss.state().loops.empty());
  // two loops ending at the same bundle
  r = run(".loop 4\n.loop 5\naddi r1, r1, 1\n.endloop\n.endloop\ndone\n");
  CHECK(r->iss.state().r[1] == 20);
  // branches: sum 1..10 with bnez, and beqz/j skipping
  r = run("movi r1, 10\nagain: add r2, r2, r1\naddi r1, r1, -1\nbnez r1, again\n"
          "beqz r1, skip\nmovi r3, 99\nskip: movi r4, 7\nj end\nmovi r4, 8\nend: done\n");
  CHECK(r->iss.state().r[2] == 55);
  CHECK(r->iss.state().r[3] == 0);
  CHECK(r->iss.state().r[4] == 7);
  CHECK(r->iss.counters().taken_branches == 9 + 1 + 1);
  // a loop of count 1 runs its body once
  r = run(".loop 1\naddi r1, r1, 1\naddi r1, r1, 1\n.endloop\ndone\n");
  CHECK(r->iss.state().r[1] == 2);
}

TEST_CASE("aie.iss.bundle_semantics") {
  // reads see the state before the bundle: a load and an ALU use of the same register
  auto r = run("movi r1, 5\nvbcst.i32 x0, r1\nmovpi p0, 0x40\n{ vld wl0, [p0] ; vadd.i32 x1, x0, x0 }\ndone\n",
               [](Iss& s) { s.write_dm(0x40, std::vector<std::uint8_t>(32, 0x11)); });
  for (unsigned i = 0; i < 64; i += 4) {
    std::int32_t v;
    std::memcpy(&v, r->iss.state().x[1].data() + i, 4);
    CHECK(v == 10);  // from the old x0
  }
  CHECK(r->iss.state().x[0][0] == 0x11);
  CHECK(r->iss.state().x[0][32] == 5);  // the high half keeps the broadcast
  // a bundle's load reads memory before its store writes it; the pointer update is seen next bundle
  r = run("movpi p0, 0x80\nmovi r2, 77\n{ ld r1, [p0] ; st r2, [p0], #1 }\n{ ld r3, [p0] }\nld r4, [p0], #-1\n"
          "ld r5, [p0]\ndone\n",
          [](Iss& s) { s.write_dm(0x80, {9, 0, 0, 0, 6, 0, 0, 0}); });
  CHECK(r->iss.state().r[1] == 9);
  CHECK(r->iss.state().r[3] == 6);
  CHECK(r->iss.state().r[5] == 77);
}

TEST_CASE("aie.iss.mmul_i8_gemm") {
  // C(4x8) = A(4x32) * B(32x8) as four vmmac.i8 over K, then SRS to int8 and to int16
  std::mt19937 rng(2);
  for (int t = 0; t < 10; ++t) {
    std::int8_t A[4][32], B[32][8];
    for (auto& row : A)
      for (auto& v : row) v = std::int8_t(t == 0 ? -128 : int(rng()));
    for (auto& row : B)
      for (auto& v : row) v = std::int8_t(t == 0 ? -128 : int(rng()));
    // layout: K tile k: A tile at 0x1000 + 32k (4x8 row-major), B tile at 0x2000 + 64k (8x8 row-major)
    std::vector<std::uint8_t> at(128), bt(256);
    for (int k = 0; k < 4; ++k)
      for (int i = 0; i < 4; ++i)
        for (int kk = 0; kk < 8; ++kk) at[32 * k + 8 * i + kk] = std::uint8_t(A[i][8 * k + kk]);
    for (int k = 0; k < 4; ++k)
      for (int kk = 0; kk < 8; ++kk)
        for (int j = 0; j < 8; ++j) bt[64 * k + 8 * kk + j] = std::uint8_t(B[8 * k + kk][j]);
    const unsigned sh = 4 + rng() % 8;
    const std::string p = "movpi p0, 0x1000\nmovpi p1, 0x2000\nmovpi p2, 0x3000\n"
                          "{ vld wl0, [p0], #1 ; vld wl2, [p1], #1 }\n{ vld wh2, [p1], #1 }\n"
                          "vmmul.i8 cm0, wl0, x2\n"
                          ".loop 3\n{ vld wl0, [p0], #1 ; vld wl2, [p1], #1 }\n{ vld wh2, [p1], #1 }\nvmmac.i8 cm0, wl0, x2\n.endloop\n"
                          "vsrs.i8 wl4, cm0, " + lit(sh) + ", even\nvsrs.i16 x5, cm0, " + lit(sh) + ", floor\n"
                          "{ vst wl4, [p2], #1 }\n{ vst wl5, [p2], #1 }\n{ vst wh5, [p2], #1 }\ndone\n";
    const auto r = run(p, [&](Iss& s) {
      s.write_dm(0x1000, at);
      s.write_dm(0x2000, bt);
    });
    const auto out8 = r->iss.read_dm(0x3000, 32);
    const auto out16 = r->iss.read_dm(0x3020, 64);
    for (int i = 0; i < 4; ++i)
      for (int j = 0; j < 8; ++j) {
        std::int64_t c = 0;
        for (int k = 0; k < 32; ++k) c += std::int64_t(A[i][k]) * B[k][j];
        INFO("t " << t << " C[" << i << "][" << j << "] = " << c);
        CHECK(std::int32_t(r->iss.state().cm[0][8 * i + j]) == std::int32_t(c));
        // round half to even, saturate to int8; floor, saturate to int16
        const double q = double(c) / std::ldexp(1.0, int(sh));
        double e = std::nearbyint(q);
        e = std::max(-128.0, std::min(127.0, e));
        CHECK(std::int8_t(out8[8 * i + j]) == std::int8_t(e));
        double f = std::floor(q);
        f = std::max(-32768.0, std::min(32767.0, f));
        std::int16_t h;
        std::memcpy(&h, out16.data() + 2 * (8 * i + j), 2);
        CHECK(h == std::int16_t(f));
      }
    CHECK(r->iss.counters().macs_int8 == 4 * 256);
  }
}

TEST_CASE("aie.iss.mmul_bf16_gemm") {
  // C(4x4) = A(4x16) * B(16x4) in two vmmac.bf16, then fp32 -> bf16
  std::mt19937 rng(3);
  for (int t = 0; t < 10; ++t) {
    std::uint16_t A[4][16], B[16][4];
    for (auto& row : A)
      for (auto& v : row) v = rand_bf16(rng);
    for (auto& row : B)
      for (auto& v : row) v = rand_bf16(rng);
    std::vector<std::uint8_t> mem(256);  // A tile k at 64k (4x8), B tile k at 128 + 64k (8x4)
    for (int k = 0; k < 2; ++k) {
      for (int i = 0; i < 4; ++i)
        for (int kk = 0; kk < 8; ++kk) std::memcpy(&mem[64 * k + 2 * (8 * i + kk)], &A[i][8 * k + kk], 2);
      for (int kk = 0; kk < 8; ++kk)
        for (int j = 0; j < 4; ++j) std::memcpy(&mem[128 + 64 * k + 2 * (4 * kk + j)], &B[8 * k + kk][j], 2);
    }
    const std::string p = "movpi p0, 0x400\nmovpi p1, 0x480\n"
                          "{ vld wl0, [p0], #1 ; vld wl1, [p1], #1 }\n{ vld wh0, [p0], #1 ; vld wh1, [p1], #1 }\n"
                          "{ vld wl2, [p0], #1 ; vld wl3, [p1], #1 }\n{ vld wh2, [p0], #1 ; vld wh3, [p1], #1 }\n"
                          "vmmul.bf16 bm3, x0, x1\nvmmac.bf16 bm3, x2, x3\nvconv.bf16 wl5, bm3\nmovpi p2, 0x600\nvst wl5, [p2]\ndone\n";
    const auto r = run(p, [&](Iss& s) { s.write_dm(0x400, mem); });
    const auto out = r->iss.read_dm(0x600, 32);
    for (int i = 0; i < 4; ++i)
      for (int j = 0; j < 4; ++j) {
        // documented order: per K tile the pairwise tree of 8 fp32 products, then acc + tree
        float acc = 0;
        for (int k = 0; k < 2; ++k) {
          float pr[8];
          for (int kk = 0; kk < 8; ++kk) pr[kk] = r32(bf(A[i][8 * k + kk]) * bf(B[8 * k + kk][j]));
          auto add = [](float x, float y) { return r32(double(x) + double(y)); };
          const float s = add(add(add(pr[0], pr[1]), add(pr[2], pr[3])), add(add(pr[4], pr[5]), add(pr[6], pr[7])));
          acc = k == 0 ? s : add(acc, s);
        }
        const std::uint32_t lane = r->iss.state().cm[1][16 + 4 * i + j];  // bm3 = lanes 16..31 of cm1
        INFO("t " << t << " lane " << 4 * i + j);
        CHECK(lane == fbits(acc));
        std::uint16_t h;
        std::memcpy(&h, out.data() + 2 * (4 * i + j), 2);
        CHECK(h == to_bf16(acc));
        // and within fp32 rounding of the fp64 dot product
        double exact = 0, mag = 0;
        for (int k = 0; k < 16; ++k) exact += bf(A[i][k]) * bf(B[k][j]), mag += std::fabs(bf(A[i][k]) * bf(B[k][j]));
        CHECK(std::fabs(double(acc) - exact) <= 6 * std::ldexp(mag, -24));
      }
    CHECK(r->iss.counters().macs_bf16 == 256);
  }
}

TEST_CASE("aie.iss.elementwise_macs_and_ups") {
  std::mt19937 rng(4);
  std::vector<std::uint8_t> a(64), b(64);
  for (auto& v : a) v = std::uint8_t(rng());
  for (auto& v : b) v = std::uint8_t(rng());
  std::vector<std::uint16_t> fa(16), fb(16);
  for (auto& v : fa) v = rand_bf16(rng);
  for (auto& v : fb) v = rand_bf16(rng);
  std::vector<std::uint8_t> fmem(64);
  std::memcpy(fmem.data(), fa.data(), 32);
  std::memcpy(fmem.data() + 32, fb.data(), 32);
  const std::string p = "movpi p0, 0x200\nmovpi p1, 0x240\nmovpi p2, 0x300\n"
                        "{ vld wl0, [p0], #1 ; vld wl1, [p1], #1 }\n{ vld wh0, [p0] ; vld wh1, [p1] }\n"
                        "{ vld wl6, [p2], #1 }\n{ vld wh6, [p2] }\n"
                        "vups.i8 cm0, wl0, 3\nvmac.i8 cm0, wl0, wl1\n"    // cm0 = (a << 3) + a*b (32 int8 lanes)
                        "vmul.i16 cm1, x0, x1\nvmac.i16 cm1, x0, x0\n"    // cm1 = a*b + a*a (32 int16 lanes)
                        "vconv.fp32 bm4, wh6\nvmac.bf16 bm4, wl6, wh6\n"  // bm4 = fb + fa*fb
                        "vmul.bf16 bm5, wl6, wl6\nvups.i16 cm3, x1, 2\ndone\n";
  std::vector<std::uint8_t> both(a);
  const auto r = run(p, [&](Iss& s) {
    s.write_dm(0x200, a);
    s.write_dm(0x240, b);
    s.write_dm(0x300, fmem);
  });
  const auto& cm = r->iss.state().cm;
  for (unsigned i = 0; i < 32; ++i) {
    const int x = std::int8_t(a[i]), y = std::int8_t(b[i]);
    CHECK(std::int32_t(cm[0][i]) == x * 8 + x * y);
    std::int16_t p16, q16;
    std::memcpy(&p16, a.data() + 2 * i, 2);
    std::memcpy(&q16, b.data() + 2 * i, 2);
    CHECK(std::int32_t(cm[1][i]) == std::int32_t(std::int64_t(p16) * q16 + std::int64_t(p16) * p16));
    CHECK(std::int32_t(cm[3][i]) == q16 * 4);
  }
  for (unsigned i = 0; i < 16; ++i) {
    const float prod = r32(bf(fa[i]) * bf(fb[i]));
    CHECK(cm[2][i] == fbits(r32(double(float(bf(fb[i]))) + double(prod))));  // bm4 = lanes 0..15 of cm2
    CHECK(cm[2][16 + i] == fbits(r32(bf(fa[i]) * bf(fa[i]))));             // bm5
  }
}

TEST_CASE("aie.iss.vector_alu") {
  std::mt19937 rng(5);
  std::vector<std::uint8_t> a(64), b(64);
  for (auto& v : a) v = std::uint8_t(rng());
  for (auto& v : b) v = std::uint8_t(rng() % 4 == 0 ? 0 : rng());
  b[0] = a[0];  // equal lanes for the compares
  b[1] = a[1];
  const char* types[] = {"i8", "i16", "i32"};
  for (int ti = 0; ti < 3; ++ti) {
    const std::string T = types[ti];
    const unsigned E = 1u << ti;
    std::string p;
    p = "movpi p0, 0x200\nmovpi p1, 0x240\n{ vld wl0, [p0], #1 ; vld wl1, [p1], #1 }\n{ vld wh0, [p0] ; vld wh1, [p1] }\n"
        "vadd." + T + " x2, x0, x1\nvsub." + T + " x3, x0, x1\nvmin." + T + " x4, x0, x1\nvmax." + T + " x5, x0, x1\n"
        "vcmplt." + T + " x6, x0, x1\nvcmple." + T + " x7, x0, x1\nvcmpeq." + T + " x8, x0, x1\n"
        "vsel x9, x0, x1, x6\nvand x10, x0, x1\nvor x11, x0, x1\nvxor x1, x0, x1\ndone\n";
    const auto r = run(p, [&](Iss& s) {
      s.write_dm(0x200, a);
      s.write_dm(0x240, b);
    });
    const auto& X = r->iss.state().x;
    for (unsigned i = 0; i < 64 / E; ++i) {
      auto get = [&](const std::uint8_t* base) {
        std::int64_t v = 0;
        std::memcpy(&v, base + i * E, E);
        const unsigned bits = 8 * E;
        return (v ^ (std::int64_t(1) << (bits - 1))) - (std::int64_t(1) << (bits - 1));  // sign-extend
      };
      const std::int64_t x = get(a.data()), y = get(b.data());
      const std::int64_t mod = std::int64_t(1) << (8 * E);
      auto wrap = [&](std::int64_t v) {
        v = ((v % mod) + mod) % mod;
        return v >= mod / 2 ? v - mod : v;
      };
      INFO(T << " lane " << i);
      CHECK(get(X[2].data()) == wrap(x + y));
      CHECK(get(X[3].data()) == wrap(x - y));
      CHECK(get(X[4].data()) == std::min(x, y));
      CHECK(get(X[5].data()) == std::max(x, y));
      CHECK(get(X[6].data()) == (x < y ? -1 : 0));
      CHECK(get(X[7].data()) == (x <= y ? -1 : 0));
      CHECK(get(X[8].data()) == (x == y ? -1 : 0));
      CHECK(get(X[9].data()) == (x < y ? x : y));  // select by the lt mask
    }
    for (unsigned i = 0; i < 64; ++i) {
      CHECK(X[10][i] == (a[i] & b[i]));
      CHECK(X[11][i] == (a[i] | b[i]));
      CHECK(X[1][i] == (a[i] ^ b[i]));
    }
  }
  // bf16 lanes, with corner values
  std::vector<std::uint16_t> fa(32), fb(32);
  for (unsigned i = 0; i < 32; ++i) fa[i] = rand_bf16(rng, -10, 20), fb[i] = rand_bf16(rng, -10, 20);
  fa[0] = 0x7FC1, fa[1] = 0x0000, fb[1] = 0x8000, fa[2] = 0x7F80, fb[2] = 0xFF80, fb[3] = fa[3];
  std::vector<std::uint8_t> ma(64), mb(64);
  std::memcpy(ma.data(), fa.data(), 64);
  std::memcpy(mb.data(), fb.data(), 64);
  const auto r = run("movpi p0, 0x200\nmovpi p1, 0x240\n{ vld wl0, [p0], #1 ; vld wl1, [p1], #1 }\n{ vld wh0, [p0] ; vld wh1, [p1] }\n"
                     "vadd.bf16 x2, x0, x1\nvsub.bf16 x3, x0, x1\nvmin.bf16 x4, x0, x1\nvmax.bf16 x5, x0, x1\n"
                     "vcmplt.bf16 x6, x0, x1\nvcmple.bf16 x7, x0, x1\nvcmpeq.bf16 x8, x0, x1\ndone\n",
                     [&](Iss& s) {
                       s.write_dm(0x200, ma);
                       s.write_dm(0x240, mb);
                     });
  const auto& X = r->iss.state().x;
  for (unsigned i = 0; i < 32; ++i) {
    auto lane = [&](int reg) {
      std::uint16_t h;
      std::memcpy(&h, X[std::size_t(reg)].data() + 2 * i, 2);
      return h;
    };
    const double x = bf(fa[i]), y = bf(fb[i]);
    const bool nan = std::isnan(x) || std::isnan(y);
    INFO("bf16 lane " << i);
    CHECK(lane(2) == (nan ? 0x7FC0 : to_bf16(r32(x + y))));
    CHECK(lane(3) == (nan ? 0x7FC0 : to_bf16(r32(x - y))));
    if (nan) {
      CHECK(lane(4) == 0x7FC0);
      CHECK(lane(5) == 0x7FC0);
    } else if (x == y) {
      CHECK(lane(4) == ((fa[i] & 0x8000) ? fa[i] : fb[i]));  // -0 < +0
      CHECK(lane(5) == ((fa[i] & 0x8000) ? fb[i] : fa[i]));
    } else {
      CHECK(lane(4) == (x < y ? fa[i] : fb[i]));
      CHECK(lane(5) == (x > y ? fa[i] : fb[i]));
    }
    CHECK(lane(6) == (x < y ? 0xFFFF : 0));
    CHECK(lane(7) == (x <= y ? 0xFFFF : 0));
    CHECK(lane(8) == (x == y ? 0xFFFF : 0));
  }
}

TEST_CASE("aie.iss.move_unit") {
  std::mt19937 rng(6);
  std::vector<std::uint8_t> a(64), b(64);
  for (auto& v : a) v = std::uint8_t(rng());
  for (auto& v : b) v = std::uint8_t(rng());
  const char* modes[] = {"zlo8", "zhi8", "zlo16", "zhi16", "zlo32", "zhi32", "ueven8", "uodd8", "ueven16", "uodd16", "ueven32", "uodd32"};
  for (int m = 0; m < 12; ++m) {
    const unsigned off = rng() % 64;
    const std::string p = "movpi p0, 0x200\nmovpi p1, 0x240\n{ vld wl0, [p0], #1 ; vld wl1, [p1], #1 }\n{ vld wh0, [p0] ; vld wh1, [p1] }\n"
                          "vshuf x2, x0, x1, " + std::string(modes[m]) + "\nvshift x3, x0, x1, " + lit(off) + "\n"
                          "movi r1, -77\nvbcst.i16 x4, r1\nvmov x5, x0\nvext.i8 r2, x0, 63\nvext.i16 r3, x0, 7\n"
                          "vext.i32 r4, x0, 15\nvext.bf16 r5, x0, 31\nvins.i8 x5, r1, 2\nvins.i32 x6, r1, 15\n"
                          "vups.i8 cm2, wl0, 0\nvmova cm5, cm2\ndone\n";
    const auto r = run(p, [&](Iss& s) {
      s.write_dm(0x200, a);
      s.write_dm(0x240, b);
    });
    const auto& st = r->iss.state();
    const unsigned E = m < 6 ? (1u << (m / 2)) : (1u << ((m - 6) / 2));
    const unsigned n = 64 / E;
    for (unsigned i = 0; i < n; ++i) {
      // expected source element for output element i
      const std::uint8_t* src;
      if (m < 6) {
        const unsigned k = i / 2 + (m % 2 ? n / 2 : 0);
        src = (i % 2 ? b.data() : a.data()) + k * E;
      } else {
        const unsigned k = 2 * (i % (n / 2)) + (m % 2);
        src = (i < n / 2 ? a.data() : b.data()) + k * E;
      }
      INFO(modes[m] << " element " << i);
      CHECK(std::memcmp(st.x[2].data() + i * E, src, E) == 0);
    }
    for (unsigned i = 0; i < 64; ++i) CHECK(st.x[3][i] == (off + i < 64 ? a[off + i] : b[off + i - 64]));
    for (unsigned i = 0; i < 32; ++i) {
      std::int16_t h;
      std::memcpy(&h, st.x[4].data() + 2 * i, 2);
      CHECK(h == -77);
    }
    for (unsigned i = 0; i < 64; ++i) CHECK(st.x[5][i] == (i == 2 ? std::uint8_t(-77) : a[i]));
    CHECK(std::int32_t(st.r[2]) == std::int8_t(a[63]));
    std::int16_t h7;
    std::memcpy(&h7, a.data() + 14, 2);
    CHECK(std::int32_t(st.r[3]) == h7);
    std::uint32_t w15;
    std::memcpy(&w15, a.data() + 60, 4);
    CHECK(st.r[4] == w15);
    CHECK(st.r[5] == std::uint32_t(a[62] | a[63] << 8));
    std::int32_t last;
    std::memcpy(&last, st.x[6].data() + 60, 4);
    CHECK(last == -77);
    for (unsigned i = 0; i < 32; ++i) CHECK(std::int32_t(st.cm[5][i]) == std::int8_t(a[i]));
  }
}

TEST_CASE("aie.iss.nonlinear") {
  std::vector<std::uint16_t> xs(32);
  std::mt19937 rng(7);
  for (auto& v : xs) v = rand_bf16(rng, -6, 12);
  xs[0] = 0x0000, xs[1] = 0x3F80, xs[2] = 0xC2F0, xs[3] = 0x42FE;
  std::vector<std::uint8_t> mem(64);
  std::memcpy(mem.data(), xs.data(), 64);
  const auto r = run("movpi p0, 0x200\n{ vld wl0, [p0], #1 }\n{ vld wh0, [p0] }\nvexp2.bf16 x1, x0\nvrcp.bf16 x2, x0\nvrsqrt.bf16 x3, x0\ndone\n",
                     [&](Iss& s) { s.write_dm(0x200, mem); });
  auto ord = [](std::uint16_t b) { return (b & 0x8000) ? -int(b & 0x7FFF) : int(b); };
  for (unsigned i = 0; i < 32; ++i) {
    std::uint16_t e, c, q;
    std::memcpy(&e, r->iss.state().x[1].data() + 2 * i, 2);
    std::memcpy(&c, r->iss.state().x[2].data() + 2 * i, 2);
    std::memcpy(&q, r->iss.state().x[3].data() + 2 * i, 2);
    const double x = bf(xs[i]);
    INFO("x = " << x);
    CHECK(std::abs(ord(e) - ord(to_bf16(float(std::exp2(x))))) <= 1);
    CHECK(std::abs(ord(c) - ord(to_bf16(float(1.0 / x)))) <= 1);
    if (x > 0) CHECK(std::abs(ord(q) - ord(to_bf16(float(1.0 / std::sqrt(x))))) <= 1);
    else if (x < 0) CHECK(q == 0x7FC0);
    else CHECK(q == 0x7F80);  // 1/sqrt(+0) = +inf
  }
}

TEST_CASE("aie.iss.faults") {
  auto fault = [](const std::string& p, const std::string& msg) {
    const auto r = run(p, "default", IssStop::fault);
    INFO(r->iss.fault());
    CHECK(r->iss.fault().find(msg) != std::string::npos);
  };
  fault("movpi p0, 2\nld r1, [p0]\ndone\n", "ld address 0x2 is not aligned to 4 bytes");
  fault("movpi p0, 16\nvld wl0, [p0]\ndone\n", "vld address 0x10 is not aligned to 32 bytes");
  fault("movi r1, 0\n.loop r1\nnop\n.endloop\ndone\n", "loop count 0");
  fault("nop\n", "fetch outside the program");
  // data memory of small is 32 KB
  {
    const auto r = run("movpi p0, 0x8000\nld r1, [p0]\ndone\n", "small", IssStop::fault);
    CHECK(r->iss.fault().find("outside data memory (32768 bytes)") != std::string::npos);
  }
  // hand-made words: a jump into the middle of a bundle, two writes of one register, an illegal word
  const HwConfig& c = *find_config("default");
  {
    Iss s(c);
    Bundle b1{{OpInst{Op::ld, {1, 0}}, OpInst{Op::addi, {2, 2, 1}}}}, b2{{OpInst{Op::j, {1}}}};
    auto w = encode_bundle(b1);
    for (auto x : encode_bundle(b2)) w.push_back(x);
    s.load_program(w);
    CHECK(s.run(10) == IssStop::fault);
    CHECK(s.fault().find("not the start of a bundle") != std::string::npos);
  }
  {
    Iss s(c);
    s.load_program(encode_bundle(Bundle{{OpInst{Op::ld, {1, 0}}, OpInst{Op::addi, {1, 2, 1}}}}));
    CHECK(s.step() == IssStop::fault);
    CHECK(s.fault().find("two writes of one register in one bundle") != std::string::npos);
    CHECK(s.state().r[1] == 0);  // the faulting bundle changed no register
  }
  {
    Iss s(c);
    s.load_program({0xFFFFFFFFu});
    CHECK(s.step() == IssStop::fault);
    CHECK(s.fault().find("not an aie operation") != std::string::npos);
  }
}

TEST_CASE("aie.iss.events_and_counters") {
  // two vector loads of one bank group in one bundle conflict; a store to another group does not
  const auto r = run("movpi p0, 0x0\nmovpi p1, 0x40\nmovpi p2, 0x8000\nevent 0\n"
                     "{ vld wl0, [p0] ; vld wl1, [p1] ; vst wl2, [p2] }\n"  // p0, p1 in group 0: 2 extra
                     "vmmac.i8 cm0, wl0, x1\n{ vmmac.bf16 bm2, x0, x1 ; vmov x3, x0 }\nnop\nevent 1\ndone\n");
  const auto& k = r->iss.counters();
  CHECK(k.event_seen[0]);
  CHECK(k.event_seen[1]);
  CHECK(k.event_bundles[0] == 3);
  CHECK(k.event_bundles[1] == 8);  // the event 0 bundle and the four after it
  CHECK(k.event_vec_bundles[1] - k.event_vec_bundles[0] == 2);
  CHECK(k.macs_int8 == 256);
  CHECK(k.macs_bf16 == 128);
  CHECK(k.bank_conflict_cycles == 2);  // both banks of group 0 used twice
  CHECK(k.bundles == 10);
}

// DMA: a 2-D in-transfer gathers a sub-matrix of L2 into data memory with its own row stride, a
// 2-D out-transfer scatters it back; the copy is performed at the dmawait (before it the
// destination holds its old bytes), a second dmastart on a busy channel completes the first, and
// `done` completes what nobody awaited. Expected bytes are computed here from the shape.
TEST_CASE("aie.iss.dma") {
  const HwConfig& c = *find_config("default");
  std::vector<std::uint8_t> l2(4096);
  std::mt19937 rng(5);
  for (auto& b : l2) b = std::uint8_t(rng());
  // in0: 3 rows of 64 bytes from L2 0x100 (stride 160) to data memory 0x800 (stride 96)
  // out1: 2 rows of 32 bytes from data memory 0x800 (stride 96) to L2 0x2000 (stride 64)
  const std::string p = li(1, 3u | 64u << 16) + li(2, 96u | 160u << 16) + li(3, 0x100) + li(4, 0x800) +
                        "dmacfg in0, r1, r2\ndmastart in0, r3, r4\n"
                        "movpi p0, 0x800\nld r10, [p0]\n"   // before the wait: still the old bytes (zero)
                        "dmawait in0\nld r11, [p0]\n" +
                        li(5, 2u | 32u << 16) + li(6, 96u | 64u << 16) + li(7, 0x2000) +
                        "dmacfg out1, r5, r6\ndmastart out1, r7, r4\n"
                        "dmastart in0, r3, r4\n"              // in0 idle: starts again, never awaited
                        "done\n";
  const auto r = run(p, [&](Iss& s) { s.write_l2(0, l2); });
  auto word = [](const std::vector<std::uint8_t>& v, std::size_t a) {
    return std::uint32_t(v[a]) | std::uint32_t(v[a + 1]) << 8 | std::uint32_t(v[a + 2]) << 16 | std::uint32_t(v[a + 3]) << 24;
  };
  CHECK(r->iss.state().r[10] == 0);
  CHECK(r->iss.state().r[11] == word(l2, 0x100));
  for (unsigned row = 0; row < 3; ++row)
    CHECK(r->iss.read_dm(0x800 + 96 * row, 64) ==
          std::vector<std::uint8_t>(l2.begin() + 0x100 + 160 * row, l2.begin() + 0x100 + 160 * row + 64));
  for (unsigned row = 0; row < 2; ++row)
    CHECK(r->iss.read_l2(0x2000 + 64 * row, 32) ==
          std::vector<std::uint8_t>(l2.begin() + 0x100 + 160 * row, l2.begin() + 0x100 + 160 * row + 32));
  CHECK(r->iss.read_l2(0x2000 + 32, 32) == std::vector<std::uint8_t>(32, 0));   // between the rows
  CHECK(r->iss.counters().dma_beats_in == 2 * 3 * 2);
  CHECK(r->iss.counters().dma_beats_out == 2);
  // faults: name the kind and the operation
  auto fault = [&](const std::string& prog, const std::string& msg) {
    const auto f = run(prog, "default", IssStop::fault);
    INFO(f->iss.fault());
    CHECK(f->iss.fault().find(msg) != std::string::npos);
  };
  fault(li(1, 1u | 40u << 16) + "dmacfg in1, r1, r2\ndmastart in1, r3, r4\ndone\n", "dma_shape");
  fault("dmastart out0, r3, r4\ndone\n", "dma_shape");   // never configured: no rows
  fault(li(1, 2u | 64u << 16) + li(2, 64u << 16) + li(3, c.l2_bytes - 64) + "dmacfg in0, r1, r2\ndmastart in0, r3, r4\ndone\n",
        "l2_range: rows 2, row bytes 64, dm_stride 0, l2_stride 64, L2 address 0x7ffc0");
  fault(li(1, 2u | 64u << 16) + li(2, 64) + li(4, c.dm_bytes - 96) + "dmacfg out0, r1, r2\ndmastart out0, r3, r4\ndone\n",
        "dma_dm_range");
}
