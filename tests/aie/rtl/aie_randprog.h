// Random aie programs for the lock-step tests, written as assembly text and assembled by
// kc::aie::assemble (so every program obeys the slot and one-write-per-register rules).
//
// Shape: a prologue sets pointers into different bank groups (p0..p5 for 256-bit accesses, in
// 1 KB circular buffers; p6, p7 for 32-bit accesses, in 256-byte buffers), modifiers (m0..m3
// multiples of 32, m4..m7 multiples of 4) and random scalar registers; then blocks of random
// bundles, zero-overhead loops (immediate and register counts, nested up to the configuration's
// depth) and forward branches (taken or not) inside the current loop body; then `done`.
// Bundles fill the slots at random: loads, a store, a scalar ALU / multiply / pointer operation,
// so register dependences, load-use distances and bank conflicts all occur. `vec_ops` adds the
// vector and move slots (when the RTL has them).
//
// `dma` adds DMA transfers, race-free by construction (the ISA leaves racy programs undefined):
// the program's pointers then stay in their circular buffers (no free post-increments, no paddi),
// in0 writes only region A (group 0, at 0x1400), in1 only region B (group 1, at g + 0x1400), out0
// and out1 read only region C (group 2, at 2g + 0x1400), which nothing writes; in-transfers read
// L2 below 0x10000, which nothing writes; out0 writes L2 at 0x20000.., out1 at 0x30000... Each
// transfer is a fresh dmacfg (random 2-D shape: 1..3 rows of 32..128 bytes, strides 32..256 in
// data memory and 32..512 in L2) and dmastart, sometimes followed by a dmawait; others end at a
// later start of their channel or at `done`. The regions lie beside the buffers the loads and
// stores use, in the same bank groups, so DMA beats wait for the core.
#pragma once

#include <cstdint>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "aie_configs.h"

namespace kc::aie::rtltest {

class RandProg {
 public:
  RandProg(const HwConfig& cfg, std::uint64_t seed, bool vec_ops, bool dma = false)
      : cfg_(cfg), rng_(seed), vec_(vec_ops), dma_(dma) {}

  std::string generate() {
    std::ostringstream o;
    const unsigned g = cfg_.dm_group_bytes;
    // vector pointers: two in group 0, one in each other group (1 KB buffers at +0x400/+0x800)
    const unsigned vbase[6] = {0x400, 0x800, g + 0x400, g + 0xC00, 2 * g + 0x400, 3 * g + 0x800};
    for (int i = 0; i < 6; ++i) o << "movpi p" << i << ", " << vbase[i] + 32 * pick(0, 31) << "\n";
    o << "movpi p6, " << 0x1000 + 4 * pick(0, 63) << "\n";
    o << "movpi p7, " << g + 0x1000 + 4 * pick(0, 63) << "\n";
    for (int i = 0; i < 4; ++i) o << "movmi m" << i << ", " << 32 * pick(-4, 4) << "\n";
    for (int i = 4; i < 8; ++i) o << "movmi m" << i << ", " << 4 * pick(-8, 8) << "\n";
    for (int i = 0; i < 31; ++i) {
      o << "movi r" << i << ", " << pick(-524288, 524287) << "\n";
      if (coin(0.5)) o << "movhi r" << i << ", " << pick(0, 65535) << "\n";
    }
    o << "event 0\n";
    const int nblocks = pick(6, 14);
    for (int b = 0; b < nblocks; ++b) block(o, 0);
    o << "event 1\n";
    o << "done\n";
    return o.str();
  }

 private:
  int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
  bool coin(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }

  // Loads two 16-bit halves into r (two scalar bundles).
  void set_r(std::ostringstream& o, const std::string& r, unsigned lo, unsigned hi) {
    o << "movi " << r << ", " << lo << "\nmovhi " << r << ", " << hi << "\n";
  }

  void dma_item(std::ostringstream& o) {
    const unsigned g = cfg_.dm_group_bytes;
    const int c = pick(0, 3);
    static const char* names[] = {"in0", "in1", "out0", "out1"};
    const std::string ra = reg('r', pick(0, 14)), rb = reg('r', pick(15, 30));
    set_r(o, ra, unsigned(pick(1, 3)), 32u * unsigned(pick(1, 4)));
    set_r(o, rb, 32u * unsigned(pick(1, 8)), 32u * unsigned(pick(1, 16)));
    o << "dmacfg " << names[c] << ", " << ra << ", " << rb << "\n";
    const unsigned l2 = c < 2 ? 32u * unsigned(pick(0, 1900)) : (c == 2 ? 0x20000u : 0x30000u) + 32u * unsigned(pick(0, 100));
    const unsigned dm = (c == 0 ? 0x1400u : c == 1 ? g + 0x1400u : 2 * g + 0x1400u) + 32u * unsigned(pick(0, 3));
    set_r(o, ra, l2 & 0xFFFFu, l2 >> 16);
    set_r(o, rb, dm, 0);
    o << "dmastart " << names[c] << ", " << ra << ", " << rb << "\n";
    if (coin(0.4)) o << "dmawait " << names[c] << "\n";
  }

  void block(std::ostringstream& o, unsigned depth) {
    if (dma_ && coin(0.3)) dma_item(o);
    const int k = pick(0, 9);
    if (k < 5 || depth >= 2) {
      for (int i = pick(1, 4); i > 0; --i) o << bundle() << "\n";
    } else if (k < 8 && depth < cfg_.loop_depth) {
      if (coin(0.5)) {
        o << ".loop " << pick(1, 4) << "\n";
      } else {
        o << "movi r31, " << pick(1, 3) << "\n.loop r31\n";
      }
      for (int i = pick(1, 3); i > 0; --i) block(o, depth + 1);
      o << ".endloop\n";
    } else {
      const std::string l = "L" + std::to_string(label_++);
      const int kind = pick(0, 2);
      if (kind == 0) o << "j " << l << "\n";
      else o << (kind == 1 ? "beqz r" : "bnez r") << pick(0, 8) << ", " << l << "\n";
      for (int i = pick(1, 3); i > 0; --i) o << bundle() << "\n";
      o << l << ":\n" << bundle() << "\n";
    }
  }

  std::string reg(char c, int n) { return std::string(1, c) + std::to_string(n); }
  std::string whalf(int w) { return std::string(w % 2 ? "wh" : "wl") + std::to_string(w / 2); }

  // An address operand for pointer p (vector pointers 0..5, scalar 6..7), never updating a
  // pointer already written in this bundle.
  std::string addr(int p, std::set<std::string>& wr) {
    const bool vecp = p < 6;
    const std::string pr = reg('p', p);
    int mode = pick(0, 9);
    if (wr.count(pr) || (dma_ && mode == 9)) mode = 0;
    std::ostringstream o;
    o << "[" << pr << "]";
    if (mode >= 3 && mode <= 8) {  // modulo
      o << ", m" << (vecp ? pick(0, 3) : pick(4, 7)) << ", %" << (vecp ? 1024 : 256);
      wr.insert(pr);
    } else if (mode == 9) {        // post-increment by a count or a modifier (rare: may leave the buffer)
      if (coin(0.5)) o << ", #" << pick(-1, 1);
      else o << ", m" << (vecp ? pick(0, 3) : pick(4, 7));
      wr.insert(pr);
    }
    return o.str();
  }

  std::string bundle() {
    std::vector<std::string> ops;
    std::set<std::string> wr;
    auto dst_r = [&]() {
      for (;;) {
        const std::string r = reg('r', pick(0, 30));
        if (!wr.count(r)) {
          wr.insert(r);
          return r;
        }
      }
    };
    auto dst_w = [&]() {
      for (;;) {
        const std::string w = whalf(pick(0, 23));
        if (!wr.count(w)) {
          wr.insert(w);
          return w;
        }
      }
    };
    const int nld = coin(0.5) ? pick(1, 2) : 0;
    for (int i = 0; i < nld; ++i) {
      if (coin(0.6)) {
        const int p = pick(0, 5);
        const std::string d = dst_w();
        ops.push_back("vld " + d + ", " + addr(p, wr));
      } else {
        const int p = pick(6, 7);
        const std::string d = dst_r();
        ops.push_back("ld " + d + ", " + addr(p, wr));
      }
    }
    if (coin(0.35)) {
      if (coin(0.6)) ops.push_back("vst " + whalf(pick(0, 23)) + ", " + addr(pick(0, 5), wr));
      else ops.push_back("st " + reg('r', pick(0, 30)) + ", " + addr(pick(6, 7), wr));
    }
    if (coin(0.75)) {
      static const char* rr[] = {"add", "sub", "and", "or", "xor", "sll", "srl", "sra", "slt", "sltu", "mul"};
      static const char* ri[] = {"addi", "andi", "ori", "xori"};
      static const char* sh[] = {"slli", "srli", "srai"};
      const int k = pick(0, 9);
      const std::string a = reg('r', pick(0, 30)), b = reg('r', pick(0, 30));
      if (k <= 3) {
        ops.push_back(std::string(rr[pick(0, 10)]) + " " + dst_r() + ", " + a + ", " + b);
      } else if (k == 4) {
        ops.push_back(std::string(ri[pick(0, 3)]) + " " + dst_r() + ", " + a + ", " + std::to_string(pick(-2048, 2047)));
      } else if (k == 5) {
        ops.push_back(std::string(sh[pick(0, 2)]) + " " + dst_r() + ", " + a + ", " + std::to_string(pick(0, 31)));
      } else if (k == 6) {
        const std::string d = dst_r();
        ops.push_back(coin(0.5) ? "movi " + d + ", " + std::to_string(pick(-524288, 524287))
                                : "movhi " + d + ", " + std::to_string(pick(0, 65535)));
      } else if (k == 7) {
        ops.push_back(coin(0.5) ? "getp " + dst_r() + ", " + reg('p', pick(0, 7))
                                : "getm " + dst_r() + ", " + reg('m', pick(0, 7)));
      } else if (k == 8) {
        const int p = pick(0, 7);
        if (!wr.count(reg('p', p)) && !dma_) {
          wr.insert(reg('p', p));
          ops.push_back("paddi " + reg('p', p) + ", " + std::to_string(p < 6 ? 32 * pick(-2, 2) : 4 * pick(-4, 4)));
        }
      } else {
        const int mm = pick(0, 7);
        ops.push_back("movmi " + reg('m', mm) + ", " + std::to_string(mm < 4 ? 32 * pick(-4, 4) : 4 * pick(-8, 8)));
      }
    }
    if (vec_) vec_ops(ops, wr);
    if (ops.empty()) return "nop";
    std::string s = "{ ";
    for (std::size_t i = 0; i < ops.size(); ++i) s += (i ? " ; " : "") + ops[i];
    return s + " }";
  }

  // vec and mv slot operations (vector ALU on every type, bitwise, select, integer and bf16 MACs,
  // element-wise and matrix, the non-linear helper; every move-unit operation).
  void vec_ops(std::vector<std::string>& ops, std::set<std::string>& wr) {
    auto free_x = [&](int x) { return !wr.count("wl" + std::to_string(x)) && !wr.count("wh" + std::to_string(x)); };
    auto take_x = [&]() -> int {
      for (int t = 0; t < 8; ++t) {
        const int x = pick(0, 11);
        if (free_x(x)) {
          wr.insert("wl" + std::to_string(x));
          wr.insert("wh" + std::to_string(x));
          return x;
        }
      }
      return -1;
    };
    auto take_w = [&]() -> int {
      for (int t = 0; t < 8; ++t) {
        const int w = pick(0, 23);
        if (!wr.count(whalf(w))) {
          wr.insert(whalf(w));
          return w;
        }
      }
      return -1;
    };
    auto take_cm = [&]() -> int {
      for (int t = 0; t < 8; ++t) {
        const int c = pick(0, 7);
        const std::string a = "bm" + std::to_string(2 * c), b = "bm" + std::to_string(2 * c + 1);
        if (!wr.count(a) && !wr.count(b)) {
          wr.insert(a);
          wr.insert(b);
          return c;
        }
      }
      return -1;
    };
    auto take_bm = [&]() -> int {
      for (int t = 0; t < 8; ++t) {
        const int b = pick(0, 15);
        if (!wr.count("bm" + std::to_string(b))) {
          wr.insert("bm" + std::to_string(b));
          return b;
        }
      }
      return -1;
    };
    auto X = [&]() { return "x" + std::to_string(pick(0, 11)); };
    auto W = [&]() { return whalf(pick(0, 23)); };
    auto R = [&]() { return "r" + std::to_string(pick(0, 30)); };
    auto CM = [&]() { return "cm" + std::to_string(pick(0, 7)); };
    static const char* ty[] = {"i8", "i16", "i32", "bf16"};
    if (coin(0.55)) {
      const int k = pick(0, 12);
      if (k <= 4) {
        static const char* f[] = {"vadd", "vsub", "vmin", "vmax", "vcmplt", "vcmple", "vcmpeq"};
        const int fi = pick(0, 6);
        const int t = pick(0, 3);
        const int d = take_x();
        if (d >= 0) ops.push_back(std::string(f[fi]) + "." + ty[t] + " x" + std::to_string(d) + ", " + X() + ", " + X());
      } else if (k == 5) {
        static const char* f[] = {"vand", "vor", "vxor"};
        const int d = take_x();
        if (d >= 0) ops.push_back(std::string(f[pick(0, 2)]) + " x" + std::to_string(d) + ", " + X() + ", " + X());
      } else if (k == 6) {
        const int d = take_x();
        if (d >= 0) ops.push_back("vsel x" + std::to_string(d) + ", " + X() + ", " + X() + ", " + X());
      } else if (k <= 8) {
        const int c = take_cm();
        const std::string acc = coin(0.5) ? "vmac" : "vmul";
        if (c >= 0) {
          if (coin(0.5)) ops.push_back(acc + ".i8 cm" + std::to_string(c) + ", " + W() + ", " + W());
          else ops.push_back(acc + ".i16 cm" + std::to_string(c) + ", " + X() + ", " + X());
        }
      } else if (k == 9) {
        const int c = take_cm();
        if (c >= 0) ops.push_back(std::string(coin(0.5) ? "vmmac" : "vmmul") + ".i8 cm" + std::to_string(c) + ", " + W() + ", " + X());
      } else if (k == 10) {
        const int b = take_bm();
        if (b >= 0) ops.push_back(std::string(coin(0.5) ? "vmac" : "vmul") + ".bf16 bm" + std::to_string(b) + ", " + W() + ", " + W());
      } else if (k == 11) {
        const int b = take_bm();
        if (b >= 0) ops.push_back(std::string(coin(0.5) ? "vmmac" : "vmmul") + ".bf16 bm" + std::to_string(b) + ", " + X() + ", " + X());
      } else {
        const int d = take_x();
        static const char* const nl[] = {"vexp2", "vrcp", "vrsqrt"};
        if (d >= 0) ops.push_back(std::string(nl[pick(0, 2)]) + ".bf16 x" + std::to_string(d) + ", " + X());
      }
    }
    if (coin(0.5)) {
      static const char* rnd[] = {"floor", "up", "away", "even"};
      static const char* shf[] = {"zlo8", "zhi8", "zlo16", "zhi16", "zlo32", "zhi32",
                                  "ueven8", "uodd8", "ueven16", "uodd16", "ueven32", "uodd32"};
      const int k = pick(0, 12);
      if (k == 0) {
        const int d = take_x();
        if (d >= 0) ops.push_back("vmov x" + std::to_string(d) + ", " + X());
      } else if (k == 1) {
        const int d = take_x();
        if (d >= 0) ops.push_back(std::string("vbcst.") + ty[pick(0, 3)] + " x" + std::to_string(d) + ", " + R());
      } else if (k == 2) {
        const int t = pick(0, 3);
        const int lanes = t == 0 ? 63 : (t == 2 ? 15 : 31);
        ops.push_back(std::string("vext.") + ty[t] + " " + [&]() {
          for (;;) {
            const std::string r = "r" + std::to_string(pick(0, 30));
            if (!wr.count(r)) { wr.insert(r); return r; }
          }
        }() + ", " + X() + ", " + std::to_string(pick(0, lanes)));
      } else if (k == 3) {
        const int t = pick(0, 3);
        const int lanes = t == 0 ? 63 : (t == 2 ? 15 : 31);
        const int d = take_x();
        if (d >= 0) ops.push_back(std::string("vins.") + ty[t] + " x" + std::to_string(d) + ", " + R() + ", " + std::to_string(pick(0, lanes)));
      } else if (k == 4) {
        const int w = take_w();
        if (w >= 0) ops.push_back("vsrs.i8 " + whalf(w) + ", " + CM() + ", " + std::to_string(pick(0, 31)) + ", " + rnd[pick(0, 3)]);
      } else if (k == 5) {
        const int d = take_x();
        if (d >= 0) ops.push_back("vsrs.i16 x" + std::to_string(d) + ", " + CM() + ", " + std::to_string(pick(0, 31)) + ", " + rnd[pick(0, 3)]);
      } else if (k == 6) {
        const int c = take_cm();
        if (c >= 0) {
          if (coin(0.5)) ops.push_back("vups.i8 cm" + std::to_string(c) + ", " + W() + ", " + std::to_string(pick(0, 31)));
          else ops.push_back("vups.i16 cm" + std::to_string(c) + ", " + X() + ", " + std::to_string(pick(0, 31)));
        }
      } else if (k == 7) {
        const int w = take_w();
        if (w >= 0) ops.push_back("vconv.bf16 " + whalf(w) + ", bm" + std::to_string(pick(0, 15)));
      } else if (k == 8) {
        const int b = take_bm();
        if (b >= 0) ops.push_back("vconv.fp32 bm" + std::to_string(b) + ", " + W());
      } else if (k <= 10) {
        const int d = take_x();
        if (d >= 0) ops.push_back("vshuf x" + std::to_string(d) + ", " + X() + ", " + X() + ", " + shf[pick(0, 11)]);
      } else if (k == 11) {
        const int d = take_x();
        if (d >= 0) ops.push_back("vshift x" + std::to_string(d) + ", " + X() + ", " + X() + ", " + std::to_string(pick(0, 63)));
      } else {
        const int c = take_cm();
        if (c >= 0) ops.push_back("vmova cm" + std::to_string(c) + ", " + CM());
      }
    }
  }

  const HwConfig& cfg_;
  std::mt19937_64 rng_;
  bool vec_, dma_;
  unsigned label_ = 0;
};

}  // namespace kc::aie::rtltest
