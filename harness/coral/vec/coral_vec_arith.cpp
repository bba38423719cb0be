// The element arithmetic of the coral vector model: SEW-wide operations (integer, multiply, divide,
// fixed point, carries, merge), multiply-add, widening, narrowing, compares and integer extension.
// Each element function is a template on the element width, with the spec's arithmetic written out
// on 64-bit intermediates (every SEW <= 32 product and sum fits).
#include <algorithm>
#include <cstdint>

#include "coral_vec_impl.h"

namespace kc::coral::vec {

namespace {

template <unsigned W>
struct Width {
  static constexpr unsigned bits = W;
  static constexpr std::int64_t smin = -(std::int64_t(1) << (W - 1));
  static constexpr std::int64_t smax = (std::int64_t(1) << (W - 1)) - 1;
  static constexpr std::uint64_t umax = (std::uint64_t(1) << W) - 1;
  static std::uint32_t t(std::uint64_t v) { return trunc(v, W); }
  static std::int64_t s(std::uint64_t v) { return sext(v, W); }
  // Signed saturation to W bits.
  static std::uint32_t clamp(std::int64_t v, bool& sat) {
    if (v > smax) return sat = true, t(std::uint64_t(smax));
    if (v < smin) return sat = true, t(std::uint64_t(smin));
    return t(std::uint64_t(v));
  }
};

// vd[i] = vs2[i] op op1(i) for the SEW-wide operations; `sat` is set when a result saturated.
template <unsigned SEW>
std::uint32_t binop(Op op, std::uint32_t va, std::uint32_t vb, unsigned vxrm, bool& sat) {
  using E = Width<SEW>;
  const std::uint64_t a = va, b = vb;
  const std::int64_t sa = E::s(a), sb = E::s(b);
  const unsigned sh = unsigned(b) & (SEW - 1);
  switch (op) {
    case Op::add: return E::t(a + b);
    case Op::sub: return E::t(a - b);
    case Op::rsub: return E::t(b - a);
    case Op::and_: return E::t(a & b);
    case Op::or_: return E::t(a | b);
    case Op::xor_: return E::t(a ^ b);
    case Op::sll: return E::t(a << sh);
    case Op::srl: return E::t(a >> sh);
    case Op::sra: return E::t(std::uint64_t(sa >> sh));
    case Op::minu: return E::t(std::min(a, b));
    case Op::min: return E::t(sa < sb ? a : b);
    case Op::maxu: return E::t(std::max(a, b));
    case Op::max: return E::t(sa > sb ? a : b);
    case Op::mul: return E::t(a * b);
    case Op::mulh: return E::t(std::uint64_t((sa * sb) >> SEW));
    case Op::mulhu: return E::t((a * b) >> SEW);
    case Op::mulhsu: return E::t(std::uint64_t((sa * std::int64_t(b)) >> SEW));
    case Op::divu: return b == 0 ? E::t(E::umax) : E::t(a / b);
    case Op::div:
      if (b == 0) return E::t(E::umax);
      if (sa == E::smin && sb == -1) return E::t(a);
      return E::t(std::uint64_t(sa / sb));
    case Op::remu: return b == 0 ? E::t(a) : E::t(a % b);
    case Op::rem:
      if (b == 0) return E::t(a);
      if (sa == E::smin && sb == -1) return 0;
      return E::t(std::uint64_t(sa % sb));
    case Op::saddu: {
      const std::uint64_t r = a + b;
      if (r > E::umax) return sat = true, E::t(E::umax);
      return E::t(r);
    }
    case Op::sadd: return E::clamp(sa + sb, sat);
    case Op::ssubu:
      if (a < b) return sat = true, 0;
      return E::t(a - b);
    case Op::ssub: return E::clamp(sa - sb, sat);
    // averaging: the exact (SEW+1)-bit sum or difference, shifted right by one with rounding
    case Op::aaddu: {
      const std::uint64_t r = a + b;
      return E::t((r >> 1) + round_inc(r, 1, vxrm));
    }
    case Op::aadd: {
      const std::int64_t r = sa + sb;
      return E::t(std::uint64_t(r >> 1) + round_inc(std::uint64_t(r), 1, vxrm));
    }
    case Op::asubu: {
      const std::int64_t r = std::int64_t(a) - std::int64_t(b);
      return E::t(std::uint64_t(r >> 1) + round_inc(std::uint64_t(r), 1, vxrm));
    }
    case Op::asub: {
      const std::int64_t r = sa - sb;
      return E::t(std::uint64_t(r >> 1) + round_inc(std::uint64_t(r), 1, vxrm));
    }
    case Op::smul: {
      if (sa == E::smin && sb == E::smin) return sat = true, E::t(std::uint64_t(E::smax));
      const std::int64_t p = sa * sb;
      return E::clamp((p >> (SEW - 1)) + std::int64_t(round_inc(std::uint64_t(p), SEW - 1, vxrm)), sat);
    }
    case Op::ssrl: return E::t((a >> sh) + round_inc(a, sh, vxrm));
    case Op::ssra: return E::t(std::uint64_t(sa >> sh) + round_inc(std::uint64_t(sa), sh, vxrm));
    default: return 0;
  }
}

// Multiply-add on SEW bits: acc = vd[i], a = vs2[i], b = op1(i).
template <unsigned SEW>
std::uint32_t macc(Op op, std::uint32_t acc, std::uint32_t a, std::uint32_t b) {
  using E = Width<SEW>;
  switch (op) {
    case Op::macc: return E::t(std::uint64_t(b) * a + acc);
    case Op::nmsac: return E::t(std::uint64_t(acc) - std::uint64_t(b) * a);
    case Op::madd: return E::t(std::uint64_t(b) * acc + a);
    case Op::nmsub: return E::t(std::uint64_t(a) - std::uint64_t(b) * acc);
    default: return 0;
  }
}

// Widening: the 2*SEW-bit result from a = vs2[i] (SEW, or 2*SEW for the .w forms), b = op1(i)
// (SEW) and acc = vd[i] (2*SEW, multiply-add).
template <unsigned SEW>
std::uint32_t widen_op(Op op, std::uint64_t a, bool a_wide, std::uint64_t b, std::uint64_t acc) {
  using N = Width<SEW>;
  using W = Width<2 * SEW>;
  const std::int64_t as = a_wide ? W::s(a) : N::s(a), bs = N::s(b);
  const std::uint64_t au = a, bu = b;
  switch (op) {
    case Op::waddu: return W::t(au + bu);
    case Op::wadd: return W::t(std::uint64_t(as + bs));
    case Op::wsubu: return W::t(au - bu);
    case Op::wsub: return W::t(std::uint64_t(as - bs));
    case Op::wmulu: return W::t(au * bu);
    case Op::wmulsu: return W::t(std::uint64_t(as * std::int64_t(bu)));
    case Op::wmul: return W::t(std::uint64_t(as * bs));
    case Op::wmaccu: return W::t(bu * au + acc);
    case Op::wmacc: return W::t(std::uint64_t(bs * as) + acc);
    case Op::wmaccsu: return W::t(std::uint64_t(bs * std::int64_t(au)) + acc);    // signed vs1 x unsigned vs2
    case Op::wmaccus: return W::t(std::uint64_t(std::int64_t(bu) * as) + acc);    // unsigned x[rs1] x signed vs2
    default: return 0;
  }
}

// Narrowing: SEW-bit result from the 2*SEW-bit a = vs2[i], shifted by b = op1(i).
template <unsigned SEW>
std::uint32_t narrow_op(Op op, std::uint64_t a, std::uint32_t b, unsigned vxrm, bool& sat) {
  using N = Width<SEW>;
  using W = Width<2 * SEW>;
  const unsigned sh = b & (2 * SEW - 1);
  const std::int64_t as = W::s(a);
  switch (op) {
    case Op::nsrl: return N::t(a >> sh);
    case Op::nsra: return N::t(std::uint64_t(as >> sh));
    case Op::nclipu: {
      const std::uint64_t r = (a >> sh) + round_inc(a, sh, vxrm);
      if (r > N::umax) return sat = true, N::t(N::umax);
      return N::t(r);
    }
    case Op::nclip:
      return N::clamp((as >> sh) + std::int64_t(round_inc(std::uint64_t(as), sh, vxrm)), sat);
    default: return 0;
  }
}

// Compares and carries into a mask bit.
template <unsigned SEW>
bool compare_op(Op op, std::uint64_t a, std::uint64_t b, unsigned carry) {
  using E = Width<SEW>;
  const std::int64_t sa = E::s(a), sb = E::s(b);
  switch (op) {
    case Op::mseq: return a == b;
    case Op::msne: return a != b;
    case Op::msltu: return a < b;
    case Op::mslt: return sa < sb;
    case Op::msleu: return a <= b;
    case Op::msle: return sa <= sb;
    case Op::msgtu: return a > b;
    case Op::msgt: return sa > sb;
    case Op::madc: return ((a + b + carry) >> SEW) & 1u;
    case Op::msbc: return a < b + carry;
    default: return false;
  }
}

// Dispatch of a run-time SEW to the template argument.
template <template <unsigned> class F, class... A>
auto by_sew(unsigned sew, A&&... args) {
  switch (sew) {
    case 8: return F<8>::run(std::forward<A>(args)...);
    case 16: return F<16>::run(std::forward<A>(args)...);
    default: return F<32>::run(std::forward<A>(args)...);
  }
}

template <unsigned SEW>
struct Bin {
  static std::uint32_t run(Op op, std::uint32_t a, std::uint32_t b, unsigned vxrm, bool& sat) {
    return binop<SEW>(op, a, b, vxrm, sat);
  }
};
template <unsigned SEW>
struct Macc {
  static std::uint32_t run(Op op, std::uint32_t acc, std::uint32_t a, std::uint32_t b) {
    return macc<SEW>(op, acc, a, b);
  }
};
template <unsigned SEW>
struct Widen {
  static std::uint32_t run(Op op, std::uint64_t a, bool a_wide, std::uint64_t b, std::uint64_t acc) {
    return widen_op<SEW>(op, a, a_wide, b, acc);
  }
};
template <unsigned SEW>
struct Narrow {
  static std::uint32_t run(Op op, std::uint64_t a, std::uint32_t b, unsigned vxrm, bool& sat) {
    if constexpr (SEW <= 16)
      return narrow_op<SEW>(op, a, b, vxrm, sat);
    else
      return 0;  // SEW 32 is refused by the legality check (2*SEW > ELEN)
  }
};
template <unsigned SEW>
struct Cmp {
  static bool run(Op op, std::uint64_t a, std::uint64_t b, unsigned carry) { return compare_op<SEW>(op, a, b, carry); }
};

}  // namespace

void Exec::arith() {
  bool sat = false;
  const unsigned vxrm = s_.vxrm;
  for (unsigned i = vstart_; i < vl_; ++i) {
    const std::uint32_t a = get(op_.rs2, i, sew_), b = op1(i, sew_);
    std::uint32_t r;
    switch (kind_) {
      case Op::macc:
      case Op::nmsac:
      case Op::madd:
      case Op::nmsub:
        if (!active(i)) continue;
        r = by_sew<Macc>(sew_, kind_, get(op_.rd, i, sew_), a, b);
        break;
      case Op::adc:
        r = trunc(std::uint64_t(a) + b + mbit(0, i), sew_);
        break;
      case Op::sbc:
        r = trunc(std::uint64_t(a) - b - mbit(0, i), sew_);
        break;
      case Op::merge:
        r = mbit(0, i) ? b : a;
        break;
      case Op::mv_v:
        r = b;
        break;
      default:
        if (!active(i)) continue;
        r = by_sew<Bin>(sew_, kind_, a, b, vxrm, sat);
        break;
    }
    put(op_.rd, i, sew_, r);
  }
  if (sat) {
    s_.vxsat = 1;
    fx_.vxsat_changed = true;
  }
}

void Exec::widen() {
  const bool a_wide = vi_.vs2 == VEew::wide;
  const bool reads_vd = vi_.vd_read;
  for (unsigned i = vstart_; i < vl_; ++i) {
    if (!active(i)) continue;
    const std::uint64_t a = get(op_.rs2, i, a_wide ? 2 * sew_ : sew_);
    const std::uint64_t b = op1(i, sew_);
    const std::uint64_t acc = reads_vd ? get(op_.rd, i, 2 * sew_) : 0;
    put(op_.rd, i, 2 * sew_, by_sew<Widen>(sew_, kind_, a, a_wide, b, acc));
  }
}

void Exec::narrow() {
  bool sat = false;
  for (unsigned i = vstart_; i < vl_; ++i) {
    if (!active(i)) continue;
    const std::uint64_t a = get(op_.rs2, i, 2 * sew_);
    const std::uint32_t b = vv_form() ? get(op_.rs1, i, sew_) : scalar_op();
    put(op_.rd, i, sew_, by_sew<Narrow>(sew_, kind_, a, b, s_.vxrm, sat));
  }
  if (sat) {
    s_.vxsat = 1;
    fx_.vxsat_changed = true;
  }
}

void Exec::compare() {
  const bool carry_ops = kind_ == Op::madc || kind_ == Op::msbc;
  // read every source element before writing the mask (vd may be a source register)
  std::vector<std::uint8_t> bits(vl_ > vstart_ ? vl_ : 0, 0);
  for (unsigned i = vstart_; i < vl_; ++i) {
    if (!carry_ops && !active(i)) continue;
    const unsigned carry = carry_ops && vi_.v0_read ? mbit(0, i) : 0u;
    bits[i] = by_sew<Cmp>(sew_, kind_, get(op_.rs2, i, sew_), op1(i, sew_), carry) ? 1 : 2;
  }
  for (unsigned i = vstart_; i < vl_; ++i)
    if (bits[i]) put_mbit(op_.rd, i, bits[i] == 1);
}

void Exec::extend() {
  const unsigned from = vi_.vs2 == VEew::half ? sew_ / 2 : sew_ / 4;
  for (unsigned i = vstart_; i < vl_; ++i) {
    if (!active(i)) continue;
    const std::uint32_t x = get(op_.rs2, i, from);
    put(op_.rd, i, sew_, kind_ == Op::sext ? trunc(std::uint64_t(sext(x, from)), sew_) : x);
  }
}

}  // namespace kc::coral::vec
