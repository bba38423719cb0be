// The coral vector model's reductions, mask instructions (logic, vcpop/vfirst, vmsbf/vmsof/vmsif,
// viota, vid) and permutations (scalar moves, slides, gathers, compress, whole-register moves).
#include <algorithm>
#include <cstdint>

#include "coral_vec_impl.h"

namespace kc::coral::vec {

void Exec::reduce() {
  if (vl_ == 0) return;  // nothing is written
  const bool wide = kind_ == Op::wredsumu || kind_ == Op::wredsum;
  const unsigned w = wide ? 2 * sew_ : sew_;
  std::uint64_t acc = get(op_.rs1, 0, w);
  for (unsigned i = 0; i < vl_; ++i) {
    if (!active(i)) continue;
    const std::uint64_t x = get(op_.rs2, i, sew_);
    const std::int64_t sa = sext(acc, sew_), sx = sext(x, sew_);
    switch (kind_) {
      case Op::redsum: acc = trunc(acc + x, w); break;
      case Op::wredsumu: acc = trunc(acc + x, w); break;
      case Op::wredsum: acc = trunc(acc + std::uint64_t(sx), w); break;
      case Op::redand: acc &= x; break;
      case Op::redor: acc |= x; break;
      case Op::redxor: acc ^= x; break;
      case Op::redminu: acc = std::min(acc, x); break;
      case Op::redmaxu: acc = std::max(acc, x); break;
      case Op::redmin: acc = sx < sa ? x : acc; break;
      case Op::redmax: acc = sx > sa ? x : acc; break;
      default: break;
    }
  }
  put(op_.rd, 0, w, std::uint32_t(acc));
}

void Exec::mask_logic() {
  for (unsigned i = vstart_; i < vl_; ++i) {
    const bool a = mbit(op_.rs2, i), b = mbit(op_.rs1, i);
    bool r = false;
    switch (kind_) {
      case Op::mandn: r = a && !b; break;
      case Op::mand: r = a && b; break;
      case Op::mor: r = a || b; break;
      case Op::mxor: r = a != b; break;
      case Op::morn: r = a || !b; break;
      case Op::mnand: r = !(a && b); break;
      case Op::mnor: r = !(a || b); break;
      case Op::mxnor: r = a == b; break;
      default: break;
    }
    put_mbit(op_.rd, i, r);
  }
}

void Exec::mask_scalar() {
  std::uint32_t count = 0, first = 0xFFFFFFFFu;
  for (unsigned i = 0; i < vl_; ++i) {
    if (!active(i) || !mbit(op_.rs2, i)) continue;
    if (count++ == 0) first = i;
  }
  fx_.x_we = op_.rd != 0;
  fx_.rd = std::uint8_t(op_.rd);
  fx_.x_value = kind_ == Op::cpop ? count : first;
}

void Exec::mask_set() {
  unsigned f = vl_;
  for (unsigned i = 0; i < vl_ && f == vl_; ++i)
    if (active(i) && mbit(op_.rs2, i)) f = i;
  for (unsigned i = 0; i < vl_; ++i) {
    if (!active(i)) continue;
    const bool r = kind_ == Op::msbf ? i < f : kind_ == Op::msif ? i <= f : i == f;
    put_mbit(op_.rd, i, r);
  }
}

void Exec::iota() {
  std::uint32_t c = 0;
  for (unsigned i = 0; i < vl_; ++i) {
    if (!active(i)) continue;  // only active elements are counted and written
    put(op_.rd, i, sew_, trunc(c, sew_));
    c += mbit(op_.rs2, i);
  }
}

void Exec::vid() {
  for (unsigned i = vstart_; i < vl_; ++i)
    if (active(i)) put(op_.rd, i, sew_, trunc(i, sew_));
}

void Exec::scalar_move() {
  if (kind_ == Op::mv_x_s) {  // whatever vl and vstart
    fx_.x_we = op_.rd != 0;
    fx_.rd = std::uint8_t(op_.rd);
    fx_.x_value = std::uint32_t(sext(get(op_.rs2, 0, sew_), sew_));
    return;
  }
  if (vstart_ < vl_) put(op_.rd, 0, sew_, trunc(op_.x1, sew_));
}

void Exec::slide() {
  // read the source group first: vd may overlap vs2 for vslidedown / vslide1down
  std::vector<std::uint32_t> src(vlmax_);
  for (unsigned i = 0; i < vlmax_; ++i) src[i] = get(op_.rs2, i, sew_);
  const std::uint64_t off = scalar_op();  // unsigned XLEN offset (x[rs1] or uimm5)
  for (unsigned i = vstart_; i < vl_; ++i) {
    if (!active(i)) continue;
    std::uint32_t r;
    switch (kind_) {
      case Op::slideup:
        if (i < off) continue;  // elements below OFFSET keep their values
        r = src[i - off];
        break;
      case Op::slidedown: r = i + off < vlmax_ ? src[std::size_t(i + off)] : 0; break;
      case Op::slide1up: r = i == 0 ? trunc(op_.x1, sew_) : src[i - 1]; break;
      default: r = i + 1 == vl_ ? trunc(op_.x1, sew_) : src[i + 1]; break;  // slide1down
    }
    put(op_.rd, i, sew_, r);
  }
}

void Exec::gather() {
  const unsigned ieew = kind_ == Op::rgatherei16 ? 16 : sew_;
  for (unsigned i = vstart_; i < vl_; ++i) {
    if (!active(i)) continue;
    const std::uint64_t idx = vv_form() ? get(op_.rs1, i, ieew) : scalar_op();
    put(op_.rd, i, sew_, idx < vlmax_ ? get(op_.rs2, unsigned(idx), sew_) : 0);
  }
}

void Exec::compress() {
  unsigned n = 0;
  for (unsigned i = 0; i < vl_; ++i)
    if (mbit(op_.rs1, i)) put(op_.rd, n++, sew_, get(op_.rs2, i, sew_));
}

void Exec::whole_move() {
  const unsigned eew = vd_.eew;  // SEW, or 8 while vtype is invalid
  const unsigned evl = vi_.nf * s_.vlenb / (eew / 8);
  for (unsigned i = vstart_; i < evl; ++i) put(op_.rd, i, eew, get(op_.rs2, i, eew));
}

}  // namespace kc::coral::vec
