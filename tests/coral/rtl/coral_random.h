// Random vector programs for the coral RTL lock-step tests: a start-up (units on, a trap handler
// that resumes after the trapping instruction, the register file and the scalar registers filled
// from a random data buffer), then a random mix of the vector instructions the RTL executes
// (docs/coral/vector-rtl.md; indexed and segment loads and stores included) over every SEW, LMUL (1/4..8), tail/mask policy and vl, masked and
// unmasked, with scalar instructions that use the vector results, and MPAUSE.
//
// Register groups are mostly aligned to the current LMUL; now and then one is not, a vtype is
// unsupported, vstart is set, or a load/store address is misaligned or outside the memories, so
// the programs also exercise the illegal-instruction checks and precise memory faults (the trap
// handler skips the instruction; vstart stays as the fault left it).
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace kc::coral::test {

class RandomProgram {
 public:
  explicit RandomProgram(uint32_t seed) : s_(seed * 2654435761u + 12345u) {}

  std::string generate(unsigned n) {
    std::ostringstream o;
    o << ".section .text.init, \"ax\"\n.globl _start\n_start:\n"
      << "  .option push\n  .option norelax\n  la gp, __global_pointer$\n  .option pop\n"
      << "  li t0, (1 << 13) | (1 << 9)\n  csrs mstatus, t0\n"
      << "  la t0, trap_handler\n  csrw mtvec, t0\n"
      << "  la s0, buf_mid\n"
      << "  vsetvli t0, x0, e8, m8, ta, ma\n";
    for (unsigned r = 0; r < 32; r += 8) o << "  addi t1, s0, " << (int(r) * 16 - 1024) << "\n  vl8r.v v" << r << ", (t1)\n";
    for (const char* x : {"a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7", "s1", "s2"}) o << "  li " << x << ", " << int32_t(next()) << "\n";
    o << "  csrwi vxrm, " << pick(4) << "\n";
    vset(o);
    for (unsigned i = 0; i < n; ++i) one(o);
    o << "  .word 0x08000073\n"
      << "trap_handler:\n  csrr t0, mepc\n  addi t0, t0, 4\n  csrw mepc, t0\n  mret\n"
      << ".section .data\n.balign 64\nbuf:\n";
    for (unsigned i = 0; i < 2048; ++i) o << "  .word " << int32_t(next()) << "\n";
    o << ".set buf_mid, buf + 4096\n";
    index_tables(o);
    return o.str();
  }

 private:
  uint32_t next() {
    s_ ^= s_ << 13;
    s_ ^= s_ >> 17;
    s_ ^= s_ << 5;
    return s_;
  }
  unsigned pick(unsigned n) { return next() % n; }
  bool chance(unsigned percent) { return pick(100) < percent; }

  // Current setting as the generator believes it (for register alignment).
  int lmul_lg_ = 0;
  unsigned sew_ = 8;

  std::string vreg(int emul_lg) {
    const unsigned align = emul_lg > 0 ? 1u << emul_lg : 1u;
    unsigned r = pick(32);
    if (!chance(4)) r -= r % align;
    return "v" + std::to_string(r);
  }
  static const char* sew_name(unsigned s) { return s == 8 ? "e8" : s == 16 ? "e16" : "e32"; }
  static std::string lmul_name(int l) {
    return l >= 0 ? "m" + std::to_string(1 << l) : "mf" + std::to_string(1 << -l);
  }
  const char* xreg() {
    static const char* r[] = {"a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7", "s1", "s2", "zero"};
    return r[pick(11)];
  }

  void vset(std::ostringstream& o) {
    const unsigned sews[] = {8, 16, 32};
    sew_ = sews[pick(3)];
    lmul_lg_ = int(pick(6)) - 2;  // mf4 .. m8
    const std::string vt = std::string(sew_name(sew_)) + ", " + lmul_name(lmul_lg_) + ", " +
                           (chance(50) ? "ta" : "tu") + ", " + (chance(50) ? "ma" : "mu");
    switch (pick(4)) {
      case 0: o << "  vsetivli a7, " << pick(32) << ", " << vt << "\n"; break;
      case 1: o << "  vsetvli a7, x0, " << vt << "\n"; break;          // vl = VLMAX
      case 2: {
        o << "  li a6, " << pick(140) << "\n  vsetvli a7, a6, " << vt << "\n";
        break;
      }
      default: {
        // vsetvl with an encoded vtype, sometimes an unsupported one
        unsigned vlmul = lmul_lg_ >= 0 ? unsigned(lmul_lg_) : unsigned(8 + lmul_lg_);
        unsigned bits = vlmul | (sew_ == 8 ? 0u : sew_ == 16 ? 8u : 16u) | (pick(4) << 6);
        if (chance(15)) bits = pick(0x200);
        o << "  li a6, " << pick(140) << "\n  li s3, " << bits << "\n  vsetvl a7, a6, s3\n";
        break;
      }
    }
  }

  // Reductions (vd[0] from vs1[0] and the vs2 group), widening and narrowing arithmetic. The
  // widening destination is sometimes placed over the top of vs2 and the narrowing one on the
  // bottom of vs2 (the legal overlaps); at SEW 32 they are illegal.
  void wide(std::ostringstream& o, const std::string& m) {
    const int wl = lmul_lg_ + 1;
    if (chance(40)) {
      static const char* red[] = {"vredsum", "vredand", "vredor", "vredxor", "vredminu", "vredmin",
                                  "vredmaxu", "vredmax", "vwredsumu", "vwredsum"};
      o << "  " << red[pick(10)] << ".vs v" << pick(32) << ", " << vreg(lmul_lg_) << ", v" << pick(32) << m << "\n";
      return;
    }
    const std::string d = vreg(wl);
    // vs2 over the top half of the wide vd (legal when the source EMUL is at least 1)
    std::string n2 = vreg(lmul_lg_);
    if (chance(25) && lmul_lg_ >= 0 && d.size() > 1) {
      const unsigned dr = unsigned(std::stoi(d.substr(1)));
      n2 = "v" + std::to_string((dr + (1u << lmul_lg_)) % 32);
    }
    switch (pick(6)) {
      case 0: {
        static const char* vv[] = {"vwaddu", "vwadd", "vwsubu", "vwsub", "vwmulu", "vwmulsu", "vwmul"};
        const bool vx = chance(50);
        o << "  " << vv[pick(7)] << (vx ? ".vx " : ".vv ") << d << ", " << n2 << ", "
          << (vx ? std::string(xreg()) : vreg(lmul_lg_)) << m << "\n";
        return;
      }
      case 1: {
        static const char* wv[] = {"vwaddu", "vwadd", "vwsubu", "vwsub"};
        const bool wx = chance(50);
        o << "  " << wv[pick(4)] << (wx ? ".wx " : ".wv ") << d << ", " << vreg(wl) << ", "
          << (wx ? std::string(xreg()) : vreg(lmul_lg_)) << m << "\n";
        return;
      }
      case 2: {
        static const char* mac[] = {"vwmaccu", "vwmacc", "vwmaccsu", "vwmaccus"};
        const unsigned mi = pick(4);
        const bool vx = mi == 3 || chance(50);
        o << "  " << mac[mi] << (vx ? ".vx " : ".vv ") << d << ", " << (vx ? std::string(xreg()) : vreg(lmul_lg_))
          << ", " << n2 << m << "\n";
        return;
      }
      default: {
        static const char* nn[] = {"vnsrl", "vnsra"};
        const std::string s2 = vreg(wl);
        const std::string nd = chance(30) ? s2 : vreg(lmul_lg_);  // sometimes the lowest register of the source
        const unsigned f = pick(3);
        o << "  " << nn[pick(2)] << (f == 0 ? ".wv " : f == 1 ? ".wx " : ".wi ") << nd << ", " << s2 << ", ";
        if (f == 2) o << pick(32);
        else if (f == 1) o << xreg();
        else o << vreg(lmul_lg_);
        o << m << "\n";
        return;
      }
    }
  }

  // Fixed point: saturating and averaging add/subtract, vsmul, scaling shifts, the narrowing clips
  // (legal only at SEW 8/16), under a vxrm that changes now and then; vxsat is read back (the
  // scalar retirement compares it) and sometimes cleared.
  void fixed(std::ostringstream& o, const std::string& m) {
    if (chance(15)) o << "  csrwi vxrm, " << pick(4) << "\n";
    const std::string d = vreg(lmul_lg_), a = vreg(lmul_lg_);
    const unsigned f = pick(3);
    const std::string form = f == 0 ? "v" : f == 1 ? "x" : "i";
    int imm = int(pick(32));  // uimm5 (shifts, clips)
    if (chance(25)) {
      static const char* nc[] = {"vnclipu", "vnclip"};
      const std::string s2 = vreg(lmul_lg_ + 1);
      o << "  " << nc[pick(2)] << ".w" << form << " " << (chance(30) ? s2 : d) << ", " << s2 << ", ";
    } else {
      static const char* vi[] = {"vsaddu", "vsadd", "vssrl", "vssra"};
      static const char* vx[] = {"vssubu", "vssub", "vaaddu", "vaadd", "vasubu", "vasub", "vsmul",
                                 "vsaddu", "vsadd", "vssrl", "vssra"};
      const unsigned vk = pick(4);
      if (vk < 2) imm -= 16;  // simm5 (saturating adds)
      if (f == 2) o << "  " << vi[vk] << ".vi " << d << ", " << a << ", ";
      else o << "  " << vx[pick(11)] << ".v" << form << " " << d << ", " << a << ", ";
    }
    if (f == 0) o << vreg(lmul_lg_);
    else if (f == 1) o << xreg();
    else o << imm;
    o << m << "\n";
    if (chance(40)) o << "  csrr a1, vxsat\n";
    if (chance(20)) o << "  csrwi vxsat, 0\n";
  }

  // vmsbf/vmsif/vmsof (vd, vs2: single mask registers, no overlap) and viota.m (vd a group).
  void masks(std::ostringstream& o, const std::string& m) {
    static const char* ms[] = {"vmsbf.m", "vmsif.m", "vmsof.m"};
    if (chance(60)) o << "  " << ms[pick(3)] << " v" << pick(32) << ", v" << pick(32) << m << "\n";
    else o << "  viota.m " << vreg(lmul_lg_) << ", v" << pick(32) << m << "\n";
  }

  // Slides (offsets small, near VLMAX and huge), vslide1up/down, vrgather (.vv/.vx/.vi, indices in
  // and out of range), vrgatherei16, vcompress; vd sometimes equal to vs2 (legal for the downward
  // slides only).
  void perm(std::ostringstream& o, const std::string& m) {
    const std::string d = vreg(lmul_lg_), a = chance(20) ? d : vreg(lmul_lg_);
    switch (pick(6)) {
      case 0:
      case 1: {
        const char* n = pick(2) ? "vslideup" : "vslidedown";
        if (chance(50)) o << "  " << n << ".vi " << d << ", " << a << ", " << pick(32) << m << "\n";
        else {
          const int off = chance(70) ? int(pick(40)) : chance(50) ? -int(pick(4)) - 1 : int(pick(300));
          o << "  li a6, " << off << "\n  " << n << ".vx " << d << ", " << a << ", a6" << m << "\n";
        }
        break;
      }
      case 2: o << "  " << (pick(2) ? "vslide1up" : "vslide1down") << ".vx " << d << ", " << a << ", " << xreg() << m << "\n"; break;
      case 3: {
        const unsigned f = pick(3);
        if (f == 0) o << "  vrgather.vv " << d << ", " << a << ", " << vreg(lmul_lg_) << m << "\n";
        else if (f == 1) o << "  li a6, " << (chance(70) ? pick(40) : next()) << "\n  vrgather.vx " << d << ", " << a << ", a6" << m << "\n";
        else o << "  vrgather.vi " << d << ", " << a << ", " << pick(32) << m << "\n";
        break;
      }
      case 4: {
        // the index group has EEW 16: EMUL = 16 / SEW * LMUL
        const int il = lmul_lg_ + (sew_ == 8 ? 1 : sew_ == 16 ? 0 : -1);
        o << "  vrgatherei16.vv " << d << ", " << a << ", " << vreg(il) << m << "\n";
        break;
      }
      default: o << "  vcompress.vm " << d << ", " << a << ", v" << pick(32) << "\n"; break;
    }
  }

  // Divide and remainder (.vv/.vx); the scalar divisor is sometimes 0 or -1.
  void divide(std::ostringstream& o, const std::string& m) {
    static const char* dv[] = {"vdivu", "vdiv", "vremu", "vrem"};
    const std::string d = vreg(lmul_lg_), a = vreg(lmul_lg_);
    if (chance(50)) {
      o << "  " << dv[pick(4)] << ".vv " << d << ", " << a << ", " << vreg(lmul_lg_) << m << "\n";
    } else {
      const int x = chance(40) ? int(pick(3)) - 1 : int(next());
      o << "  li a6, " << x << "\n  " << dv[pick(4)] << ".vx " << d << ", " << a << ", a6" << m << "\n";
    }
  }

  // Fault-only-first unit-stride loads: inside the DTCM, or running off the end of the ITCM or
  // the DTCM (vl trimmed at the first faulting element past element 0; element 0 traps), or
  // misaligned (element 0 traps); vl read back.
  void fault_first(std::ostringstream& o, const std::string& m) {
    static const char* w[] = {"8", "16", "32"};
    const unsigned wi = pick(3), bytes = 1u << wi;
    switch (pick(4)) {
      case 0: o << "  addi a6, s0, " << int(pick(256)) * int(bytes) - 1024 << "\n"; break;
      case 1: o << "  la a6, __itcm_end\n  addi a6, a6, -" << pick(40) * bytes << "\n"; break;
      case 2: o << "  la a6, __dtcm_end\n  addi a6, a6, -" << pick(40) * bytes << "\n"; break;
      default: o << "  addi a6, s0, " << int(pick(256)) * int(bytes) + (bytes > 1 ? 1 : 0) << "\n"; break;
    }
    const int eg = int(wi) - (sew_ == 8 ? 0 : sew_ == 16 ? 1 : 2) + lmul_lg_;
    o << "  vle" << w[wi] << "ff.v " << vreg(eg) << ", (a6)" << m << "\n";
    if (chance(50)) o << "  csrr a3, vl\n";
  }

  // Index tables idx8, idx16, idx32 (256 entries each): mostly multiples of 4 (aligned at every
  // SEW) inside the buffer, now and then an odd index (misaligned at SEW 16/32) or, in the wider
  // tables, one that leaves the memories; an indexed access loads its index group from a random
  // place in the table, so a fault can come at any element.
  void index_tables(std::ostringstream& o) {
    const char* dir[] = {".byte", ".hword", ".word"};
    const unsigned maxv[] = {64, 512, 512};
    for (unsigned t = 0; t < 3; ++t) {
      o << ".balign 64\nidx" << (8u << t) << ":\n";
      for (unsigned i = 0; i < 256; ++i) {
        uint32_t v = pick(maxv[t]) * 4;
        if (chance(2)) v += 1 + pick(3);
        if (t > 0 && chance(1)) v = t == 1 ? 0xfff0u : 0x40000000u + pick(1u << 20);
        o << "  " << dir[t] << " " << (v & (t == 0 ? 0xffu : t == 1 ? 0xffffu : 0xffffffffu)) << "\n";
      }
    }
  }

  // Indexed loads and stores (vluxei/vloxei/vsuxei/vsoxei 8/16/32): the index group (EEW bits,
  // EMUL = EEW / SEW * LMUL) is loaded from an index table first; the data group has EEW = SEW.
  // The base is inside the buffer, or near the end of the ITCM or the DTCM (faults at the first
  // index that leaves it); vd is sometimes the index group itself; vstart is sometimes set.
  void indexed(std::ostringstream& o, const std::string& m) {
    static const char* w[] = {"8", "16", "32"};
    const unsigned wi = pick(3), bytes = 1u << wi;
    const int il = int(wi) - (sew_ == 8 ? 0 : sew_ == 16 ? 1 : 2) + lmul_lg_;  // EMUL of the indices
    const std::string ix = vreg(il);
    o << "  la a6, idx" << w[wi] << "\n  addi a6, a6, " << pick(128) * bytes << "\n";
    o << "  vle" << w[wi] << ".v " << ix << ", (a6)\n";
    switch (pick(6)) {
      case 0: o << "  la a6, __itcm_end\n  addi a6, a6, -" << pick(64) * 4 << "\n"; break;
      case 1: o << "  la a6, __dtcm_end\n  addi a6, a6, -" << pick(256) * 4 << "\n"; break;
      default: o << "  addi a6, s0, " << (int(pick(256)) * 4 - 1024) << "\n"; break;
    }
    if (chance(10)) o << "  csrwi vstart, " << pick(12) << "\n";
    const bool store = chance(45);
    const std::string d = chance(10) ? ix : vreg(lmul_lg_);
    o << "  " << (store ? (chance(50) ? "vsuxei" : "vsoxei") : (chance(50) ? "vluxei" : "vloxei")) << w[wi]
      << ".v " << d << ", (a6), " << ix << m << "\n";
    if (chance(30)) o << "  csrr a2, vstart\n";
  }

  // Segment loads and stores (nf 2..8): unit-stride vlseg/vsseg (and vlseg..ff running off the
  // ITCM or DTCM end), strided vlsseg/vssseg, indexed vluxseg/vloxseg/vsuxseg/vsoxseg. nf is
  // mostly chosen so that nf * EMUL <= 8 (sometimes not: an illegal instruction); the field
  // groups sometimes run past v31; bases near the memory ends make segments fault at any field.
  void segment(std::ostringstream& o, const std::string& m) {
    static const char* w[] = {"8", "16", "32"};
    const unsigned wi = pick(3), bytes = 1u << wi;
    const int sl = sew_ == 8 ? 0 : sew_ == 16 ? 1 : 2;
    const unsigned kind = pick(4);                    // unit, strided, indexed, fault-only-first
    const int dl = kind == 2 ? lmul_lg_ : int(wi) - sl + lmul_lg_;  // EMUL of one field
    const unsigned regs = dl > 0 ? 1u << dl : 1u;
    unsigned nf = 2 + pick(7);
    if (!chance(10) && regs <= 4) nf = 2 + pick(8 / regs - 1);
    const unsigned ebytes = kind == 2 ? (1u << sl) : bytes;
    std::string ix;
    if (kind == 2) {
      ix = vreg(int(wi) - sl + lmul_lg_);
      o << "  la a6, idx" << w[wi] << "\n  addi a6, a6, " << pick(128) * bytes << "\n";
      o << "  vle" << w[wi] << ".v " << ix << ", (a6)\n";
    }
    switch (pick(6)) {
      case 0: o << "  la a6, __itcm_end\n  addi a6, a6, -" << pick(80) * ebytes << "\n"; break;
      case 1: o << "  la a6, __dtcm_end\n  addi a6, a6, -" << pick(200) * ebytes << "\n"; break;
      case 2: o << "  addi a6, s0, " << (int(pick(256)) * 4 - 1023) << "\n"; break;  // misaligned
      default: o << "  addi a6, s0, " << (int(pick(256)) * 4 - 1024) << "\n"; break;
    }
    if (chance(10)) o << "  csrwi vstart, " << pick(12) << "\n";
    const bool store = kind != 3 && chance(45);
    const std::string d = kind == 2 && !store && chance(10) ? ix : vreg(dl);
    const std::string n = std::to_string(nf);
    switch (kind) {
      case 0: o << "  " << (store ? "vsseg" : "vlseg") << n << "e" << w[wi] << ".v " << d << ", (a6)" << m << "\n"; break;
      case 1:
        o << "  li s3, " << (int(pick(17)) - 8) * int(bytes) << "\n  " << (store ? "vssseg" : "vlsseg") << n << "e"
          << w[wi] << ".v " << d << ", (a6), s3" << m << "\n";
        break;
      case 2: {
        const char* f = store ? (chance(50) ? "vsuxseg" : "vsoxseg") : (chance(50) ? "vluxseg" : "vloxseg");
        o << "  " << f << n << "ei" << w[wi] << ".v " << d << ", (a6), " << ix << m << "\n";
        break;
      }
      default:
        o << "  vlseg" << n << "e" << w[wi] << "ff.v " << d << ", (a6)" << m << "\n  csrr a3, vl\n";
        break;
    }
    if (chance(30)) o << "  csrr a2, vstart\n";
  }

  void one(std::ostringstream& o) {
    const unsigned k = pick(192);
    const std::string m = chance(35) ? ", v0.t" : "";
    if (k >= 182) return segment(o, m);
    if (k >= 174) return indexed(o, m);
    if (k >= 168) return fault_first(o, m);
    if (k >= 160) return divide(o, m);
    if (k >= 145) return perm(o, m);
    if (k >= 135) return masks(o, m);
    if (k >= 120) return fixed(o, m);
    if (k >= 100) return wide(o, m);
    if (k < 8) return vset(o);
    if (k < 40) {  // SEW-wide arithmetic
      static const char* vv[] = {"vadd", "vsub", "vand", "vor", "vxor", "vsll", "vsrl", "vsra",
                                 "vminu", "vmin", "vmaxu", "vmax"};
      static const char* vxonly[] = {"vrsub"};
      static const char* vi[] = {"vadd", "vand", "vor", "vxor", "vsll", "vsrl", "vsra", "vrsub"};
      const std::string d = vreg(lmul_lg_), a = vreg(lmul_lg_);
      switch (pick(3)) {
        case 0: o << "  " << vv[pick(12)] << ".vv " << d << ", " << a << ", " << vreg(lmul_lg_) << m << "\n"; break;
        case 1:
          o << "  " << (chance(10) ? vxonly[0] : vv[pick(12)]) << ".vx " << d << ", " << a << ", " << xreg() << m << "\n";
          break;
        default: {
          const unsigned vk = pick(8);
          const int imm = vk >= 4 && vk <= 6 ? int(pick(32)) : int(pick(32)) - 16;  // shifts: uimm5
          o << "  " << vi[vk] << ".vi " << d << ", " << a << ", " << imm << m << "\n";
          break;
        }
      }
      return;
    }
    if (k < 55) {  // compares into a mask
      static const char* vv[] = {"vmseq", "vmsne", "vmsltu", "vmslt", "vmsleu", "vmsle"};
      static const char* vx[] = {"vmseq", "vmsne", "vmsltu", "vmslt", "vmsleu", "vmsle", "vmsgtu", "vmsgt"};
      static const char* vi[] = {"vmseq", "vmsne", "vmsleu", "vmsle", "vmsgtu", "vmsgt"};
      const std::string d = "v" + std::to_string(pick(32)), a = vreg(lmul_lg_);
      switch (pick(3)) {
        case 0: o << "  " << vv[pick(6)] << ".vv " << d << ", " << a << ", " << vreg(lmul_lg_) << m << "\n"; break;
        case 1: o << "  " << vx[pick(8)] << ".vx " << d << ", " << a << ", " << xreg() << m << "\n"; break;
        default: o << "  " << vi[pick(6)] << ".vi " << d << ", " << a << ", " << (int(pick(32)) - 16) << m << "\n"; break;
      }
      return;
    }
    if (k < 70 && k >= 63) {  // multiplies, multiply-adds, vid, mask logic, whole-register moves
      static const char* mul[] = {"vmul", "vmulh", "vmulhu", "vmulhsu", "vmacc", "vnmsac", "vmadd", "vnmsub"};
      static const char* mlog[] = {"vmandn", "vmand", "vmor", "vmxor", "vmorn", "vmnand", "vmnor", "vmxnor"};
      const std::string d = vreg(lmul_lg_), a = vreg(lmul_lg_);
      switch (pick(5)) {
        case 0: o << "  " << mul[pick(8)] << ".vv " << d << ", " << a << ", " << vreg(lmul_lg_) << m << "\n"; break;
        case 1: {
          const unsigned mi = pick(8);
          if (mi >= 4) o << "  " << mul[mi] << ".vx " << d << ", " << xreg() << ", " << a << m << "\n";
          else o << "  " << mul[mi] << ".vx " << d << ", " << a << ", " << xreg() << m << "\n";
          break;
        }
        case 2:
          if (chance(50)) {
            o << "  vid.v " << d << m << "\n";
          } else {
            const unsigned f = chance(50) ? 2 : 4;  // the source group is EMUL = LMUL / f
            o << "  " << (chance(50) ? "vzext.vf" : "vsext.vf") << f << " " << d << ", "
              << vreg(lmul_lg_ - (f == 2 ? 1 : 2)) << m << "\n";
          }
          break;
        case 3: o << "  " << mlog[pick(8)] << ".mm v" << pick(32) << ", v" << pick(32) << ", v" << pick(32) << "\n"; break;
        default: {
          const unsigned nr = 1u << pick(4);
          o << "  vmv" << nr << "r.v v" << (pick(32) & ~(chance(5) ? 0u : nr - 1)) << ", v" << (pick(32) & ~(nr - 1)) << "\n";
          break;
        }
      }
      return;
    }
    if (k < 63) {  // merge, moves, carries
      const std::string d = vreg(lmul_lg_), a = vreg(lmul_lg_), b = vreg(lmul_lg_);
      switch (pick(8)) {
        case 0: o << "  vmerge.vvm " << d << ", " << a << ", " << b << ", v0\n"; break;
        case 1: o << "  vmerge.vxm " << d << ", " << a << ", " << xreg() << ", v0\n"; break;
        case 2: o << "  vmerge.vim " << d << ", " << a << ", " << (int(pick(32)) - 16) << ", v0\n"; break;
        case 3: o << "  vmv.v.v " << d << ", " << a << "\n"; break;
        case 4: o << "  vmv.v.x " << d << ", " << xreg() << "\n"; break;
        case 5: o << "  vmv.v.i " << d << ", " << (int(pick(32)) - 16) << "\n"; break;
        case 6: o << "  " << (chance(50) ? "vadc.vvm " : "vsbc.vvm ") << d << ", " << a << ", " << b << ", v0\n"; break;
        default: {
          static const char* c[] = {"vmadc.vv", "vmsbc.vv", "vmadc.vvm", "vmsbc.vvm"};
          const unsigned ci = pick(4);
          o << "  " << c[ci] << " v" << pick(32) << ", " << a << ", " << b << (ci >= 2 ? ", v0" : "") << "\n";
          break;
        }
      }
      return;
    }
    if (k < 80) {  // loads and stores
      static const char* w[] = {"8", "16", "32"};
      const unsigned wi = pick(3), bytes = 1u << wi;
      int off = int(pick(256)) * int(bytes) - 1024;
      if (chance(5)) off += 1;  // misaligned
      o << "  addi a6, s0, " << off << "\n";
      const int eg = int(wi) - (sew_ == 8 ? 0 : sew_ == 16 ? 1 : 2) + lmul_lg_;  // EMUL of the data
      switch (pick(5)) {
        case 0: o << "  vle" << w[wi] << ".v " << vreg(eg) << ", (a6)" << m << "\n"; break;
        case 1: o << "  vse" << w[wi] << ".v " << vreg(eg) << ", (a6)" << m << "\n"; break;
        case 2: {
          o << "  li s3, " << (int(pick(17)) - 8) * int(bytes) << "\n";
          o << "  " << (chance(50) ? "vlse" : "vsse") << w[wi] << ".v " << vreg(eg) << ", (a6), s3" << m << "\n";
          break;
        }
        case 3: o << "  " << (chance(50) ? "vlm.v v" : "vsm.v v") << pick(32) << ", (a6)\n"; break;
        default: {
          const unsigned nr = 1u << pick(4);
          if (chance(50)) o << "  vl" << nr << "re" << w[wi] << ".v v" << (pick(32) & ~(nr - 1)) << ", (a6)\n";
          else o << "  vs" << nr << "r.v v" << (pick(32) & ~(nr - 1)) << ", (a6)\n";
          break;
        }
      }
      if (chance(3)) o << "  li a6, 0x7ffff000\n  vle8.v v" << pick(32) << ", (a6)\n";  // outside the memories
      return;
    }
    if (k < 90) {  // scalar results and their use
      switch (pick(4)) {
        case 0: o << "  vmv.x.s a5, v" << pick(32) << "\n"; break;
        case 1: o << "  vcpop.m a5, v" << pick(32) << m << "\n"; break;
        case 2: o << "  vfirst.m a5, v" << pick(32) << m << "\n"; break;
        default: o << "  vmv.s.x v" << pick(32) << ", " << xreg() << "\n"; break;
      }
      o << "  add a4, a4, a5\n";
      return;
    }
    switch (pick(6)) {  // scalar work, vector CSRs
      case 0: o << "  csrr a3, vl\n  csrr a2, vtype\n"; break;
      case 1: o << "  csrw vstart, " << xreg() << "\n  csrr a2, vstart\n"; break;
      case 2: o << "  csrwi vstart, " << pick(8) << "\n"; break;
      case 3: o << "  sw a4, " << 4 * pick(64) << "(s0)\n  lw a3, " << 4 * pick(64) << "(s0)\n"; break;
      case 4: o << "  csrr a2, vlenb\n  csrr a1, vcsr\n"; break;
      default: o << "  xor a0, a0, a4\n  slli a1, a0, 3\n"; break;
    }
  }

  uint32_t s_;
};

// Assembles `text` into an ELF for configuration `cfg` (linker script of the test programs).
inline std::string assemble(const std::string& text, const std::string& dir, const std::string& name,
                            const std::string& cfg) {
  const std::string src = dir + "/" + name + ".S", elf = dir + "/" + name + "_" + cfg + ".elf",
                    log = dir + "/" + name + ".log";
  {
    std::ofstream f(src);
    f << text;
  }
  const std::string cmd = std::string(KC_RISCV_GCC) +
                          " -march=rv32imf_zicsr_zifencei_zbb_zve32x -mabi=ilp32f -nostdlib -nostartfiles"
                          " -Wl,--no-warn-rwx-segments -T " KC_CORAL_TEST_PROGS "/" + cfg + "/link.ld " + src +
                          " -o " + elf + " > " + log + " 2>&1";
  if (std::system(cmd.c_str()) != 0) {
    std::ifstream l(log);
    std::string msg((std::istreambuf_iterator<char>(l)), std::istreambuf_iterator<char>());
    INFO(msg);
    FAIL("assembling " << src << " failed");
  }
  return elf;
}

}  // namespace kc::coral::test
