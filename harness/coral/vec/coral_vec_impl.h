// Internal to kc_coral_vec: the instruction being executed (operands, groups, element access with
// write tracking) shared by the legality checks and dispatch (coral_vec.cpp), the element
// arithmetic (coral_vec_arith.cpp) and the mask, reduction and permutation instructions
// (coral_vec_perm.cpp).
#pragma once

#include <string>
#include <vector>

#include "kc/coral_vec.h"

namespace kc::coral::vec {

// What an instruction does, independent of its operand form (.vv/.vx/.vi, segments, EEW): from the
// mnemonic's first part, e.g. vadd.vx -> add, vwadd.wv -> wadd.
enum class Op : std::uint8_t {
  none, vset, mem,
  add, sub, rsub, and_, or_, xor_, sll, srl, sra, minu, min, maxu, max,
  mul, mulh, mulhu, mulhsu, divu, div, remu, rem,
  macc, nmsac, madd, nmsub,
  saddu, sadd, ssubu, ssub, aaddu, aadd, asubu, asub, smul, ssrl, ssra,
  adc, sbc, madc, msbc,
  merge, mv_v, mv_x_s, mv_s_x, mvnr,
  waddu, wadd, wsubu, wsub, wmulu, wmulsu, wmul, wmaccu, wmacc, wmaccsu, wmaccus,
  nsrl, nsra, nclipu, nclip,
  zext, sext,
  mseq, msne, msltu, mslt, msleu, msle, msgtu, msgt,
  redsum, redand, redor, redxor, redminu, redmin, redmaxu, redmax, wredsumu, wredsum,
  mandn, mand, mor, mxor, morn, mnand, mnor, mxnor,
  cpop, first, msbf, msof, msif, iota, id,
  slideup, slidedown, slide1up, slide1down, rgather, rgatherei16, compress,
};
Op op_of(Insn id);

// A vector operand: the first register of its group, its element width and group size.
struct Group {
  bool used = false;
  unsigned reg = 0;
  unsigned eew = 0;    // bits (1 for a mask)
  int emul_lg = 0;     // log2 of the group size (negative: a fraction of one register)
  unsigned nregs = 1;  // registers the group occupies (whole registers: NREG; segments: one field)
};

class Exec {
 public:
  Exec(State& s, Memory& m, const Operands& op);
  Effects run();
  std::string check();  // "" when legal

  // --- coral_vec_arith.cpp ----------------------------------------------------------------------
  void arith();     // SEW-wide element-wise ops, multiply-add, carries, merge/move
  void widen();     // widening add/sub/mul/macc
  void narrow();    // narrowing shifts and clips
  void compare();   // compares into a mask, vmadc/vmsbc
  void extend();    // vzext/vsext

  // --- coral_vec_perm.cpp -----------------------------------------------------------------------
  void reduce();
  void mask_logic();
  void mask_scalar();  // vcpop.m, vfirst.m
  void mask_set();     // vmsbf/vmsof/vmsif
  void iota();
  void vid();
  void scalar_move();  // vmv.x.s, vmv.s.x
  void slide();
  void gather();
  void compress();
  void whole_move();

  // --- coral_vec.cpp ----------------------------------------------------------------------------
  void vset();
  void memory();

  // element access (put() records the bytes it writes)
  std::uint32_t get(unsigned reg, unsigned i, unsigned eew) const { return s_.elem(reg, i, eew); }
  void put(unsigned reg, unsigned i, unsigned eew, std::uint32_t value);
  bool mbit(unsigned reg, unsigned i) const { return s_.mask_bit(reg, i); }
  void put_mbit(unsigned reg, unsigned i, bool b);
  bool active(unsigned i) const { return !masked_ || s_.mask_bit(0, i); }
  // The scalar or immediate operand of a .vx / .vi form (raw 32 bits: x[rs1], or the immediate
  // sign-extended (simm5) or zero-extended (uimm5)); the caller truncates it to its width.
  std::uint32_t scalar_op() const;
  bool vv_form() const { return in_.rs1 == RegKind::v; }
  std::uint32_t op1(unsigned i, unsigned eew) const;  // vs1[i] or the scalar, low eew bits
  void trap(unsigned cause, std::uint32_t tval, std::uint32_t elem);

  State& s_;
  Memory& m_;
  const Operands& op_;
  const InsnInfo& in_;
  const VecInfo& vi_;
  const Op kind_;
  VType vt_;
  unsigned sew_ = 8;
  unsigned vl_ = 0, vstart_ = 0, vlmax_ = 0;
  bool masked_ = false;
  Group vd_, vs1_, vs2_, vs3_;
  Effects fx_;
  std::vector<std::uint8_t> written_;  // per byte of the register file: written by this instruction
};

// Element-width helpers.
inline std::uint32_t trunc(std::uint64_t v, unsigned bits) {
  return bits >= 32 ? std::uint32_t(v) : std::uint32_t(v) & ((1u << bits) - 1u);
}
inline std::int64_t sext(std::uint64_t v, unsigned bits) {
  const std::uint64_t m = std::uint64_t(1) << (bits - 1);
  v &= (bits >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << bits) - 1);
  return std::int64_t((v ^ m) - m);
}

}  // namespace kc::coral::vec
