// fp_ops.h: the rv32 FP operations as tables (model, host reference, exact reference, random
// stimulus), so that every test and campaign iterates over the same list.
#pragma once

#include "fp_exact.h"
#include "fp_host.h"
#include "fp_stim.h"

namespace rv32fpt {

namespace fpm = kc::rv32::fp;

using Bin = Res (*)(uint32_t, uint32_t, Rm);
using Tern = Res (*)(uint32_t, uint32_t, uint32_t, Rm);
using Un = Res (*)(uint32_t, Rm);
using HostBin = Res (*)(uint32_t, uint32_t);
using HostTern = Res (*)(uint32_t, uint32_t, uint32_t);
using HostUn = Res (*)(uint32_t);
using PairGen = void (*)(Rng&, uint32_t&, uint32_t&);

inline void pair_any(Rng& r, uint32_t& a, uint32_t& b) {
  a = r.operand();
  b = r.operand();
  if (r.below(4) == 0) b = a ^ (r.coin() ? 0x80000000u : 0u);  // equal magnitudes
}

// Rounded binary operations.
struct BinOp {
  const char* name;
  Bin model;
  HostBin host;
  Bin exact;
  PairGen gen;
};
inline const BinOp kBinOps[] = {
    {"add", fpm::add, host::add, exact::add, pair_add},
    {"sub", fpm::sub, host::sub, exact::sub, pair_add},
    {"mul", fpm::mul, host::mul, exact::mul, pair_mul},
    {"div", fpm::div, host::div, exact::div, pair_div},
};

// The fused multiply-add family.
struct TernOp {
  const char* name;
  Tern model;
  HostTern host;
  Tern exact;
};
inline const TernOp kTernOps[] = {
    {"madd", fpm::madd, host::madd, exact::madd},
    {"msub", fpm::msub, host::msub, exact::msub},
    {"nmsub", fpm::nmsub, host::nmsub, exact::nmsub},
    {"nmadd", fpm::nmadd, host::nmadd, exact::nmadd},
};

// Rounded unary operations: float -> float / int, int -> float. `int_in`: the operand is an
// integer (stimulus from int_corners / random integers).
struct UnOp {
  const char* name;
  Un model;
  HostUn host;
  Un exact;
  bool int_in;   // the operand is an integer
  bool int_out;  // the result is an integer (compared bit for bit, no NaN rule)
};
inline const UnOp kUnOps[] = {
    {"sqrt", fpm::sqrt, host::sqrt, exact::sqrt, false, false},
    {"cvt_w_s", fpm::cvt_w_s, host::cvt_w_s, exact::cvt_w_s, false, true},
    {"cvt_wu_s", fpm::cvt_wu_s, host::cvt_wu_s, exact::cvt_wu_s, false, true},
    {"cvt_s_w", fpm::cvt_s_w, host::from_i32, exact::cvt_s_w, true, false},
    {"cvt_s_wu", fpm::cvt_s_wu, host::from_u32, exact::cvt_s_wu, true, false},
};

// Non-rounded operations (no rm): the host composes them from compares and classification.
struct PlainOp {
  const char* name;
  Res (*model)(uint32_t, uint32_t);
  Res (*host)(uint32_t, uint32_t);
};
inline Res host_min(uint32_t a, uint32_t b) { return host::min_max(a, b, false); }
inline Res host_max(uint32_t a, uint32_t b) { return host::min_max(a, b, true); }
inline const PlainOp kPlainOps[] = {
    {"min", fpm::min, host_min}, {"max", fpm::max, host_max}, {"eq", fpm::eq, host::eq},
    {"lt", fpm::lt, host::lt},   {"le", fpm::le, host::le},
};

}  // namespace rv32fpt
