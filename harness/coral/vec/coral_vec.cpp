// The coral vector model: state, vtype, operands, the legality checks every instruction passes
// before it changes anything, dispatch, vset* and the loads and stores. The element arithmetic is in
// coral_vec_arith.cpp, masks/reductions/permutations in coral_vec_perm.cpp.
#include <algorithm>
#include <cstring>
#include <mutex>

#include "coral_vec_impl.h"

namespace kc::coral::vec {

// --- vtype ----------------------------------------------------------------------------------------

VType parse_vtype(std::uint32_t bits) {
  VType t;
  const unsigned vlmul = bits & 7u, vsew = (bits >> 3) & 7u;
  if ((bits >> 8) != 0 || vlmul == 4 || vsew > 2) return t;  // reserved bits, vill, vlmul 100, e64+
  t.sew = 8u << vsew;
  t.lmul_lg = vlmul < 4 ? int(vlmul) : int(vlmul) - 8;
  // A fractional LMUL must leave room for one element: SEW <= LMUL * ELEN (mf8 never does).
  if (t.lmul_lg < 0 && t.sew > (kElen >> -t.lmul_lg)) return t;
  t.ta = (bits >> 6) & 1u;
  t.ma = (bits >> 7) & 1u;
  t.vill = false;
  return t;
}

std::uint32_t vtype_bits(const VType& t) {
  if (t.vill) return 0x80000000u;
  const unsigned vsew = t.sew == 8 ? 0 : t.sew == 16 ? 1 : 2;
  const unsigned vlmul = t.lmul_lg >= 0 ? unsigned(t.lmul_lg) : unsigned(8 + t.lmul_lg);
  return vlmul | vsew << 3 | (t.ta ? 1u : 0u) << 6 | (t.ma ? 1u : 0u) << 7;
}

unsigned vlmax(const VType& t, unsigned vlen) {
  if (t.vill) return 0;
  return t.lmul_lg >= 0 ? (vlen << t.lmul_lg) / t.sew : (vlen >> -t.lmul_lg) / t.sew;
}

// --- state ------------------------------------------------------------------------------------------

State::State(unsigned vlen_bits) : vlen(vlen_bits), vlenb(vlen_bits / 8), v(std::size_t(32) * (vlen_bits / 8), 0) {}

void State::reset() {
  std::fill(v.begin(), v.end(), 0);
  vl = 0;
  vtype = 0x80000000u;
  vstart = vxrm = vxsat = 0;
}

std::uint32_t State::elem(unsigned r, unsigned i, unsigned eew) const {
  const std::size_t at = std::size_t(r & 31u) * vlenb + std::size_t(i) * (eew / 8);
  std::uint32_t x = 0;
  for (unsigned b = 0; b < eew / 8; ++b) x |= std::uint32_t(v[(at + b) % v.size()]) << (8 * b);
  return x;
}

void State::set_elem(unsigned r, unsigned i, unsigned eew, std::uint32_t value) {
  const std::size_t at = std::size_t(r & 31u) * vlenb + std::size_t(i) * (eew / 8);
  for (unsigned b = 0; b < eew / 8; ++b) v[(at + b) % v.size()] = std::uint8_t(value >> (8 * b));
}

Operands operands_of(std::uint32_t word, const std::uint32_t* x) {
  Operands o;
  o.word = word;
  o.id = decode(word);
  o.rd = (word >> 7) & 31u;
  o.rs1 = (word >> 15) & 31u;
  o.rs2 = (word >> 20) & 31u;
  o.x1 = o.rs1 ? x[o.rs1] : 0;
  o.x2 = o.rs2 ? x[o.rs2] : 0;
  return o;
}

// --- operation of an instruction -------------------------------------------------------------------

Op op_of(Insn id) {
  static Op table[kNumInsns];
  static std::once_flag once;
  std::call_once(once, [] {
    struct Name {
      const char* base;
      Op op;
    };
    static const Name names[] = {
        {"vsetvli", Op::vset},        {"vsetivli", Op::vset},       {"vsetvl", Op::vset},
        {"vadd", Op::add},            {"vsub", Op::sub},            {"vrsub", Op::rsub},
        {"vand", Op::and_},           {"vor", Op::or_},             {"vxor", Op::xor_},
        {"vsll", Op::sll},            {"vsrl", Op::srl},            {"vsra", Op::sra},
        {"vminu", Op::minu},          {"vmin", Op::min},            {"vmaxu", Op::maxu},
        {"vmax", Op::max},            {"vmul", Op::mul},            {"vmulh", Op::mulh},
        {"vmulhu", Op::mulhu},        {"vmulhsu", Op::mulhsu},      {"vdivu", Op::divu},
        {"vdiv", Op::div},            {"vremu", Op::remu},          {"vrem", Op::rem},
        {"vmacc", Op::macc},          {"vnmsac", Op::nmsac},        {"vmadd", Op::madd},
        {"vnmsub", Op::nmsub},        {"vsaddu", Op::saddu},        {"vsadd", Op::sadd},
        {"vssubu", Op::ssubu},        {"vssub", Op::ssub},          {"vaaddu", Op::aaddu},
        {"vaadd", Op::aadd},          {"vasubu", Op::asubu},        {"vasub", Op::asub},
        {"vsmul", Op::smul},          {"vssrl", Op::ssrl},          {"vssra", Op::ssra},
        {"vadc", Op::adc},            {"vsbc", Op::sbc},            {"vmadc", Op::madc},
        {"vmsbc", Op::msbc},          {"vmerge", Op::merge},        {"vwaddu", Op::waddu},
        {"vwadd", Op::wadd},          {"vwsubu", Op::wsubu},        {"vwsub", Op::wsub},
        {"vwmulu", Op::wmulu},        {"vwmulsu", Op::wmulsu},      {"vwmul", Op::wmul},
        {"vwmaccu", Op::wmaccu},      {"vwmacc", Op::wmacc},        {"vwmaccsu", Op::wmaccsu},
        {"vwmaccus", Op::wmaccus},    {"vnsrl", Op::nsrl},          {"vnsra", Op::nsra},
        {"vnclipu", Op::nclipu},      {"vnclip", Op::nclip},        {"vzext", Op::zext},
        {"vsext", Op::sext},          {"vmseq", Op::mseq},          {"vmsne", Op::msne},
        {"vmsltu", Op::msltu},        {"vmslt", Op::mslt},          {"vmsleu", Op::msleu},
        {"vmsle", Op::msle},          {"vmsgtu", Op::msgtu},        {"vmsgt", Op::msgt},
        {"vredsum", Op::redsum},      {"vredand", Op::redand},      {"vredor", Op::redor},
        {"vredxor", Op::redxor},      {"vredminu", Op::redminu},    {"vredmin", Op::redmin},
        {"vredmaxu", Op::redmaxu},    {"vredmax", Op::redmax},      {"vwredsumu", Op::wredsumu},
        {"vwredsum", Op::wredsum},    {"vmandn", Op::mandn},        {"vmand", Op::mand},
        {"vmor", Op::mor},            {"vmxor", Op::mxor},          {"vmorn", Op::morn},
        {"vmnand", Op::mnand},        {"vmnor", Op::mnor},          {"vmxnor", Op::mxnor},
        {"vcpop", Op::cpop},          {"vfirst", Op::first},        {"vmsbf", Op::msbf},
        {"vmsof", Op::msof},          {"vmsif", Op::msif},          {"viota", Op::iota},
        {"vid", Op::id},              {"vslideup", Op::slideup},    {"vslidedown", Op::slidedown},
        {"vslide1up", Op::slide1up},  {"vslide1down", Op::slide1down}, {"vrgather", Op::rgather},
        {"vrgatherei16", Op::rgatherei16}, {"vcompress", Op::compress}, {"vmv1r", Op::mvnr},
        {"vmv2r", Op::mvnr},          {"vmv4r", Op::mvnr},          {"vmv8r", Op::mvnr},
    };
    for (std::size_t i = 1; i < kNumInsns; ++i) {
      const InsnInfo& in = kInsns[i];
      const VecInfo& vi = kVecInfo[i];
      Op op = Op::none;
      const std::string m = in.mnemonic;
      const std::string base = m.substr(0, m.find('.'));
      if (!vi.vector) op = Op::none;
      else if (vi.mem != VMem::none) op = Op::mem;
      else if (m == "vmv.v.v" || m == "vmv.v.x" || m == "vmv.v.i") op = Op::mv_v;
      else if (m == "vmv.x.s") op = Op::mv_x_s;
      else if (m == "vmv.s.x") op = Op::mv_s_x;
      else
        for (const auto& n : names)
          if (base == n.base) op = n.op;
      table[i] = op;
    }
  });
  return table[std::size_t(id)];
}

// --- fixed-point rounding ---------------------------------------------------------------------------

std::uint64_t round_inc(std::uint64_t v, unsigned d, unsigned vxrm) {
  if (d == 0) return 0;
  const bool half = (v >> (d - 1)) & 1u;                                       // v[d-1]
  const bool below = d >= 2 && (v & ((std::uint64_t(1) << (d - 1)) - 1)) != 0;  // v[d-2:0] != 0
  const bool lsb = d < 64 && ((v >> d) & 1u);                                   // v[d]
  switch (vxrm & 3u) {
    case 0: return half;                                 // rnu: round to nearest, ties up
    case 1: return half && (below || lsb);               // rne: round to nearest, ties to even
    case 2: return 0;                                    // rdn: truncate
    default: return !lsb && (half || below) ? 1 : 0;     // rod: round to odd (jam)
  }
}

// --- the instruction being executed -----------------------------------------------------------------

Exec::Exec(State& s, Memory& m, const Operands& op)
    : s_(s), m_(m), op_(op), in_(info(op.id)), vi_(vinfo(op.id)), kind_(op_of(op.id)), vt_(s.type()) {
  sew_ = vt_.sew;
  vl_ = s.vl;
  vstart_ = s.vstart;
  vlmax_ = vlmax(vt_, s.vlen);
  masked_ = vi_.maskable && ((op.word >> 25) & 1u) == 0;
}

void Exec::put(unsigned reg, unsigned i, unsigned eew, std::uint32_t value) {
  s_.set_elem(reg, i, eew, value);
  const std::size_t at = std::size_t(reg & 31u) * s_.vlenb + std::size_t(i) * (eew / 8);
  for (unsigned b = 0; b < eew / 8; ++b) written_[(at + b) % written_.size()] = 1;
}

void Exec::put_mbit(unsigned reg, unsigned i, bool b) {
  std::uint8_t* p = s_.reg(reg) + i / 8;
  *p = std::uint8_t((*p & ~(1u << (i % 8))) | (b ? 1u : 0u) << (i % 8));
  written_[std::size_t(reg & 31u) * s_.vlenb + i / 8] = 1;
}

std::uint32_t Exec::scalar_op() const {
  if (in_.rs1 == RegKind::x) return op_.x1;
  return std::uint32_t(imm_value(in_.imm, op_.word));  // simm5 sign-extended, uimm5 as is
}

std::uint32_t Exec::op1(unsigned i, unsigned eew) const {
  return vv_form() ? get(op_.rs1, i, eew) : trunc(scalar_op(), eew);
}

void Exec::trap(unsigned cause, std::uint32_t tval, std::uint32_t elem) {
  fx_.trap = true;
  fx_.cause = cause;
  fx_.tval = tval;
  fx_.fault_elem = elem;
}

// --- legality ----------------------------------------------------------------------------------------

namespace {

bool overlap(unsigned a, unsigned na, unsigned b, unsigned nb) { return a < b + nb && b < a + na; }

unsigned lg2(unsigned v) {
  unsigned b = 0;
  while ((1u << b) < v) ++b;
  return b;
}

}  // namespace

std::string Exec::check() {
  if (!vi_.vector) return "not a vector instruction";
  const bool vtype_free = kind_ == Op::vset || vi_.mem == VMem::whole || kind_ == Op::mvnr;
  if (kind_ == Op::vset) return "";
  if (!vtype_free && vt_.vill) return "vtype.vill is set (run vsetvli first)";
  if (!vtype_free && !((vi_.sew_ok >> lg2(sew_ / 8)) & 1u))
    return "SEW " + std::to_string(sew_) + " is not allowed (the operand widths allow " +
           std::string((vi_.sew_ok & 1u) ? "e8 " : "") + ((vi_.sew_ok & 2u) ? "e16 " : "") +
           ((vi_.sew_ok & 4u) ? "e32" : "") + ")";
  if (vi_.vstart_zero && vstart_ != 0) return "vstart is " + std::to_string(vstart_) + ", not 0";
  const int lmul = vt_.lmul_lg;
  const int sew_lg = int(lg2(sew_));
  // the groups of the operands
  auto make = [&](VEew rule, unsigned reg, Group& g) -> std::string {
    if (rule == VEew::none) return "";
    g.used = true;
    g.reg = reg;
    bool single = false;
    switch (rule) {
      case VEew::sew: g.eew = sew_, g.emul_lg = lmul; break;
      case VEew::wide: g.eew = 2 * sew_, g.emul_lg = lmul + 1; break;
      case VEew::half: g.eew = sew_ / 2, g.emul_lg = lmul - 1; break;
      case VEew::quarter: g.eew = sew_ / 4, g.emul_lg = lmul - 2; break;
      case VEew::mask: g.eew = 1, single = true; break;
      case VEew::elem0: g.eew = sew_, single = true; break;
      case VEew::elem0_wide: g.eew = 2 * sew_, single = true; break;
      case VEew::maskmem: g.eew = 8, single = true; break;
      case VEew::mem: g.eew = vi_.mem_eew, g.emul_lg = int(lg2(vi_.mem_eew)) - sew_lg + lmul; break;
      case VEew::e16: g.eew = 16, g.emul_lg = 4 - sew_lg + lmul; break;
      case VEew::whole:
        g.eew = vi_.mem != VMem::none ? vi_.mem_eew : (vt_.vill ? 8 : sew_);
        g.emul_lg = int(lg2(vi_.nf));
        break;
      case VEew::none: break;
    }
    if (single) {
      g.emul_lg = 0;
      g.nregs = 1;
      return "";
    }
    if (g.emul_lg < -3 || g.emul_lg > 3)
      return "EMUL " + std::string(g.emul_lg < 0 ? "1/" + std::to_string(1 << -g.emul_lg)
                                                 : std::to_string(1 << g.emul_lg)) +
             " of v" + std::to_string(reg) + " is outside 1/8..8";
    g.nregs = g.emul_lg > 0 ? 1u << g.emul_lg : 1u;
    if (reg % g.nregs != 0)
      return "v" + std::to_string(reg) + " is not a multiple of its group size " + std::to_string(g.nregs);
    return "";
  };
  for (const auto& r : {make(vi_.vd, op_.rd, vd_), make(vi_.vs1, op_.rs1, vs1_), make(vi_.vs2, op_.rs2, vs2_),
                        make(vi_.vs3, op_.rd, vs3_)})
    if (!r.empty()) return r;
  // segments: nf groups of EMUL registers each, within v0..v31
  const bool segments = vi_.nf > 1 && vi_.mem != VMem::whole && vi_.mem != VMem::none;
  const Group& data = vi_.store ? vs3_ : vd_;
  if (segments) {
    if (vi_.nf * data.nregs > 8)
      return "nf * EMUL = " + std::to_string(vi_.nf * data.nregs) + " registers, more than 8";
    if (data.reg + vi_.nf * data.nregs > 32) return "the segment fields run past v31";
  }
  if (vi_.store || !vd_.used) return "";
  // the destination against the sources
  const unsigned dspan = segments ? vi_.nf * vd_.nregs : vd_.nregs;
  const bool dest_scalar = vi_.vd == VEew::elem0 || vi_.vd == VEew::elem0_wide;
  const bool slide_up = kind_ == Op::slideup || kind_ == Op::slide1up;
  auto against = [&](const Group& src, unsigned bit, const char* name) -> std::string {
    if (!src.used || !overlap(vd_.reg, dspan, src.reg, src.nregs)) return "";
    const std::string why = std::string("vd v") + std::to_string(vd_.reg) + " overlaps " + name + " v" +
                            std::to_string(src.reg);
    if ((vi_.no_overlap & bit) || (bit == 2 && slide_up)) return why + " (not allowed for this instruction)";
    if (bit == 2 && segments && (vi_.mem == VMem::indexed_ordered || vi_.mem == VMem::indexed_unordered))
      return why + " (an indexed segment load)";
    if (dest_scalar) return "";
    if (vd_.eew == src.eew) return "";
    if (vd_.eew < src.eew) {
      if (vd_.reg == src.reg) return "";
      return why + " outside the lowest-numbered part of the wider source";
    }
    if (src.emul_lg >= 0 && src.reg + src.nregs == vd_.reg + dspan) return "";
    return why + (src.emul_lg < 0 ? " (a fractional source)" : " outside the highest-numbered part of vd");
  };
  for (const auto& r : {against(vs1_, 1, "vs1"), against(vs2_, 2, "vs2")})
    if (!r.empty()) return r;
  if (vd_.reg == 0) {
    const bool mask_dest = vi_.vd == VEew::mask && !(vi_.no_overlap & 2u);  // compares, vmadc, vmsbc
    if (masked_ && !mask_dest && !dest_scalar) return "a masked instruction writes v0 (the mask)";
    if (vi_.v0_read && !mask_dest) return "vd is v0, which holds the carry / merge selector";
  }
  return "";
}

// --- run -----------------------------------------------------------------------------------------------

Effects Exec::run() {
  written_.assign(s_.v.size(), 0);
  const std::string why = check();
  if (!why.empty()) {
    trap(kIllegal, op_.word, 0);
  } else {
    switch (kind_) {
      case Op::vset: vset(); break;
      case Op::mem: memory(); break;
      case Op::waddu: case Op::wadd: case Op::wsubu: case Op::wsub: case Op::wmulu: case Op::wmulsu:
      case Op::wmul: case Op::wmaccu: case Op::wmacc: case Op::wmaccsu: case Op::wmaccus: widen(); break;
      case Op::nsrl: case Op::nsra: case Op::nclipu: case Op::nclip: narrow(); break;
      case Op::mseq: case Op::msne: case Op::msltu: case Op::mslt: case Op::msleu: case Op::msle:
      case Op::msgtu: case Op::msgt: case Op::madc: case Op::msbc: compare(); break;
      case Op::zext: case Op::sext: extend(); break;
      case Op::redsum: case Op::redand: case Op::redor: case Op::redxor: case Op::redminu: case Op::redmin:
      case Op::redmaxu: case Op::redmax: case Op::wredsumu: case Op::wredsum: reduce(); break;
      case Op::mandn: case Op::mand: case Op::mor: case Op::mxor: case Op::morn: case Op::mnand: case Op::mnor:
      case Op::mxnor: mask_logic(); break;
      case Op::cpop: case Op::first: mask_scalar(); break;
      case Op::msbf: case Op::msof: case Op::msif: mask_set(); break;
      case Op::iota: iota(); break;
      case Op::id: vid(); break;
      case Op::mv_x_s: case Op::mv_s_x: scalar_move(); break;
      case Op::slideup: case Op::slidedown: case Op::slide1up: case Op::slide1down: slide(); break;
      case Op::rgather: case Op::rgatherei16: gather(); break;
      case Op::compress: compress(); break;
      case Op::mvnr: whole_move(); break;
      case Op::none: trap(kIllegal, op_.word, 0); break;
      default: arith(); break;
    }
    if (!fx_.trap) s_.vstart = 0;
  }
  for (unsigned r = 0; r < 32; ++r) {
    const std::size_t at = std::size_t(r) * s_.vlenb;
    if (std::none_of(written_.begin() + long(at), written_.begin() + long(at + s_.vlenb),
                     [](std::uint8_t b) { return b != 0; }))
      continue;
    VRegWrite w;
    w.reg = std::uint8_t(r);
    w.data.assign(s_.v.begin() + long(at), s_.v.begin() + long(at + s_.vlenb));
    w.written.assign(written_.begin() + long(at), written_.begin() + long(at + s_.vlenb));
    fx_.vregs.push_back(std::move(w));
  }
  fx_.vl = s_.vl;
  fx_.vtype = s_.vtype;
  fx_.vstart = s_.vstart;
  fx_.vxsat = s_.vxsat;
  return fx_;
}

// --- vsetvl, vsetvli, vsetivli ---------------------------------------------------------------------

void Exec::vset() {
  std::uint32_t bits, avl;
  if (op_.id == Insn::vsetivli) {
    bits = (op_.word >> 20) & 0x3FFu;
    avl = op_.rs1;  // uimm5 in the rs1 field
  } else {
    bits = op_.id == Insn::vsetvli ? (op_.word >> 20) & 0x7FFu : op_.x2;
    avl = op_.rs1 != 0 ? op_.x1 : op_.rd != 0 ? 0xFFFFFFFFu : s_.vl;
  }
  const VType t = parse_vtype(bits);
  if (t.vill) {
    s_.vtype = 0x80000000u;
    s_.vl = 0;
  } else {
    s_.vtype = bits;
    s_.vl = std::min<std::uint32_t>(avl, vlmax(t, s_.vlen));
  }
  s_.vstart = 0;
  fx_.vl_changed = true;
  fx_.x_we = op_.rd != 0;
  fx_.rd = std::uint8_t(op_.rd);
  fx_.x_value = s_.vl;
}

// --- loads and stores --------------------------------------------------------------------------------

void Exec::memory() {
  const bool store = vi_.store;
  const bool indexed = vi_.mem == VMem::indexed_ordered || vi_.mem == VMem::indexed_unordered;
  const bool segments = vi_.mem != VMem::whole && vi_.mem != VMem::mask;
  const unsigned nf = segments ? vi_.nf : 1;
  const Group& data = store ? vs3_ : vd_;
  const unsigned eew = indexed ? sew_ : vi_.mem_eew;  // data element width
  const unsigned bytes = eew / 8;
  const std::uint32_t base = op_.x1;
  unsigned evl = vl_;
  if (vi_.mem == VMem::whole) evl = vi_.nf * s_.vlenb / bytes;
  if (vi_.mem == VMem::mask) evl = (vl_ + 7) / 8;
  const bool unmasked = vi_.mem == VMem::whole || vi_.mem == VMem::mask;
  auto address = [&](unsigned i, unsigned f) -> std::uint32_t {
    switch (vi_.mem) {
      case VMem::strided: return base + std::uint32_t(i) * op_.x2 + f * bytes;
      case VMem::indexed_ordered:
      case VMem::indexed_unordered: return base + get(vs2_.reg, i, vi_.mem_eew) + f * bytes;
      default: return base + (i * nf + f) * bytes;
    }
  };
  auto fault_cause = [&](Memory::Fault f) -> unsigned {
    if (f == Memory::Fault::misaligned) return store ? kStoreMisaligned : kLoadMisaligned;
    return store ? kStoreAccess : kLoadAccess;
  };
  std::uint32_t values[8];
  for (unsigned i = vstart_; i < evl; ++i) {
    if (!unmasked && !active(i)) continue;
    // every field of the element is checked before any is written
    for (unsigned f = 0; f < nf; ++f) {
      const std::uint32_t a = address(i, f);
      Memory::Fault fault;
      if (store) {
        values[f] = get(data.reg + f * data.nregs, i, eew);
        fault = m_.check(a, bytes, true);
      } else {
        fault = m_.load(a, bytes, values[f]);
      }
      if (fault == Memory::Fault::none) continue;
      if (vi_.mem == VMem::fault_first && i > 0) {  // trim vl instead of trapping
        s_.vl = i;
        fx_.vl_changed = true;
        return;
      }
      s_.vstart = i;
      return trap(fault_cause(fault), a, i);
    }
    for (unsigned f = 0; f < nf; ++f) {
      const std::uint32_t a = address(i, f);
      if (store) m_.store(a, bytes, values[f]);
      else put(data.reg + f * data.nregs, i, eew, values[f]);
      fx_.mem.push_back({store, a, std::uint8_t(bytes), values[f], i, std::uint8_t(f)});
    }
  }
}

// --- entry points ------------------------------------------------------------------------------------

Effects execute(State& s, Memory& m, const Operands& op) { return Exec(s, m, op).run(); }

std::string illegal_reason(const State& s, const Operands& op) {
  State copy = s;
  struct NoMemory : Memory {
    Fault load(std::uint32_t, unsigned, std::uint32_t&) override { return Fault::access; }
    Fault store(std::uint32_t, unsigned, std::uint32_t) override { return Fault::access; }
    Fault check(std::uint32_t, unsigned, bool) override { return Fault::access; }
  } none;
  Exec e(copy, none, op);
  return e.check();
}

}  // namespace kc::coral::vec
