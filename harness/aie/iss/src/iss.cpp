// aie ISS (see kc/aie_iss.h): fetch and check a bundle, execute its operations in slot order on a
// copy of the registers as they were before the bundle, then commit.
#include "kc/aie_iss.h"

#include <cstring>
#include <sstream>
#include <stdexcept>
#include <type_traits>

#include "kc/aie_num.h"

namespace kc::aie {

using namespace isa;

// A fault inside a bundle restores the registers to their state before it (a store of the bundle,
// which precedes scalar, vector and move operations in slot order, may already have happened).
#define FAIL(msg)  \
  do {             \
    s_ = old;      \
    return fail(msg); \
  } while (0)

namespace {

std::string hex(std::uint32_t v) {
  std::ostringstream s;
  s << "0x" << std::hex << v;
  return s.str();
}

// Lane access on a 64-byte vector register (little-endian lanes).
template <class T>
T lane(const std::array<std::uint8_t, 64>& v, unsigned i) {
  T t;
  std::memcpy(&t, v.data() + i * sizeof(T), sizeof(T));
  return t;
}
template <class T>
void set_lane(std::array<std::uint8_t, 64>& v, unsigned i, T t) {
  std::memcpy(v.data() + i * sizeof(T), &t, sizeof(T));
}

}  // namespace

Iss::Iss(const HwConfig& cfg) : cfg_(cfg), dm_(cfg.dm_bytes, 0), l2_(cfg.l2_bytes, 0) {}

void Iss::load_program(const std::vector<std::uint32_t>& words) {
  if (words.size() > cfg_.pm_words)
    throw std::invalid_argument("program of " + std::to_string(words.size()) + " words does not fit " +
                                std::to_string(cfg_.pm_words) + " words of program memory");
  pm_ = words;
}

void Iss::write_dm(std::uint32_t addr, const std::vector<std::uint8_t>& bytes) {
  if (std::uint64_t(addr) + bytes.size() > dm_.size())
    throw std::invalid_argument("data at " + std::to_string(addr) + " (" + std::to_string(bytes.size()) +
                                " bytes) outside data memory");
  std::copy(bytes.begin(), bytes.end(), dm_.begin() + addr);
}

void Iss::load_data(const std::vector<DataBlock>& blocks) {
  for (const auto& b : blocks) write_dm(b.addr, b.bytes);
}

std::vector<std::uint8_t> Iss::read_dm(std::uint32_t addr, std::size_t n) const {
  if (std::uint64_t(addr) + n > dm_.size()) throw std::invalid_argument("read outside data memory");
  return std::vector<std::uint8_t>(dm_.begin() + addr, dm_.begin() + addr + long(n));
}

void Iss::write_l2(std::uint32_t addr, const std::vector<std::uint8_t>& bytes) {
  if (std::uint64_t(addr) + bytes.size() > l2_.size())
    throw std::invalid_argument("data at " + std::to_string(addr) + " (" + std::to_string(bytes.size()) +
                                " bytes) outside L2");
  std::copy(bytes.begin(), bytes.end(), l2_.begin() + addr);
}

std::vector<std::uint8_t> Iss::read_l2(std::uint32_t addr, std::size_t n) const {
  if (std::uint64_t(addr) + n > l2_.size()) throw std::invalid_argument("read outside L2");
  return std::vector<std::uint8_t>(l2_.begin() + addr, l2_.begin() + addr + long(n));
}

// Channels 0 and 1 copy L2 -> data memory, 2 and 3 data memory -> L2; rows in order, each row
// beat by beat (a later row wins where rows overlap, as in the hardware's in-order channel).
void Iss::dma_complete(DmaChannel& ch, unsigned c) {
  if (!ch.busy) return;
  const bool in = c < 2;
  for (std::uint32_t r = 0; r < ch.t.rows; ++r) {
    const std::uint32_t l2 = ch.l2 + r * ch.t.l2_stride, dm = ch.dm + r * ch.t.dm_stride;
    for (std::uint32_t b = 0; b < ch.t.row_bytes; b += 32) {
      if (in) std::memcpy(dm_.data() + dm + b, l2_.data() + l2 + b, 32);
      else std::memcpy(l2_.data() + l2 + b, dm_.data() + dm + b, 32);
      ++(in ? c_.dma_beats_in : c_.dma_beats_out);
    }
  }
  ch.busy = false;
}

IssStop Iss::fail(const std::string& msg) {
  std::ostringstream s;
  s << "bundle at " << s_.pc << ": " << msg;
  fault_ = s.str();
  stopped_ = true;
  return IssStop::fault;
}

IssStop Iss::run(std::uint64_t max_bundles) {
  for (std::uint64_t i = 0; i < max_bundles; ++i) {
    const IssStop st = step();
    if (st != IssStop::running) return st;
  }
  return IssStop::limit;
}

IssStop Iss::step() {
  if (stopped_) return fault_.empty() ? IssStop::done : IssStop::fault;
  // --- fetch and check the bundle ---------------------------------------------------------------
  std::vector<std::uint32_t> words;
  for (std::uint32_t a = s_.pc;; ++a) {
    if (a >= pm_.size() || a >= cfg_.pm_words)
      return fail(a == s_.pc ? "fetch outside the program (word " + std::to_string(a) + ")"
                             : "the bundle runs past the end of the program");
    words.push_back(pm_[a]);
    if (pm_[a] & kLastBit) break;
    if (words.size() > kMaxBundleOps) return fail("more than " + std::to_string(kMaxBundleOps) + " operations in a bundle");
  }
  std::string err;
  const auto decoded = decode_program(words, &err);
  if (!decoded) return fail(err);
  const Bundle& b = decoded->front();
  const std::uint32_t next_seq = s_.pc + std::uint32_t(words.size());

  // --- execute ------------------------------------------------------------------------------------
  const ArchState old = s_;  // every operation reads the state before the bundle
  ArchState& n = s_;
  std::array<bool, 32 + 8 + 8 + 24 + 16> written{};
  auto claim = [&](int res) { return written[std::size_t(res)] ? false : (written[std::size_t(res)] = true); };
  auto claim_r = [&](unsigned i) { return claim(int(i)); };
  auto claim_p = [&](unsigned i) { return claim(32 + int(i)); };
  auto claim_m = [&](unsigned i) { return claim(40 + int(i)); };
  auto claim_w = [&](unsigned i) { return claim(48 + int(i)); };
  auto claim_x = [&](unsigned i) { return claim_w(2 * i) && claim_w(2 * i + 1); };
  auto claim_bm = [&](unsigned i) { return claim(72 + int(i)); };
  auto claim_cm = [&](unsigned i) { return claim_bm(2 * i) && claim_bm(2 * i + 1); };
  const char* twice = "two writes of one register in one bundle";
  bool taken = false, halt = false;
  std::uint32_t target = 0;
  std::array<unsigned, 16> bank_uses{};
  bool vec_issued = false;

  for (const OpInst& o : b.ops) {
    const OpInfo& in = info(o.op);
    const auto& v = o.v;
    ++c_.ops;
    if (in.slot == SlotClass::vec) vec_issued = true;
    // half-register helpers on the old state
    auto half = [&](unsigned w) {
      std::array<std::uint8_t, 32> h;
      std::memcpy(h.data(), old.x[w / 2].data() + (w % 2) * 32, 32);
      return h;
    };
    auto set_half = [&](unsigned w, const std::uint8_t* src) { std::memcpy(n.x[w / 2].data() + (w % 2) * 32, src, 32); };
    // memory
    if (in.slot == SlotClass::ld || in.slot == SlotClass::st) {
      const AddrMode am = addr_mode(v[1]);
      const std::uint32_t addr = old.p[am.p];
      const unsigned size = in.access;
      if (addr % size) FAIL(std::string(in.mnemonic) + " address " + hex(addr) + " is not aligned to " + std::to_string(size) + " bytes");
      if (addr + size > dm_.size())
        FAIL(std::string(in.mnemonic) + " address " + hex(addr) + " is outside data memory (" + std::to_string(dm_.size()) + " bytes)");
      const std::uint32_t group = addr / std::uint32_t(cfg_.dm_group_bytes);
      if (size == 32) {
        ++bank_uses[2 * group];
        ++bank_uses[2 * group + 1];
      } else {
        ++bank_uses[2 * group + ((addr >> 4) & 1)];
      }
      switch (o.op) {
        case Op::ld: {
          if (!claim_r(unsigned(v[0]))) FAIL(twice);
          std::uint32_t w;
          std::memcpy(&w, dm_.data() + addr, 4);
          n.r[std::size_t(v[0])] = w;
          break;
        }
        case Op::vld:
          if (!claim_w(unsigned(v[0]))) FAIL(twice);
          set_half(unsigned(v[0]), dm_.data() + addr);
          break;
        case Op::st: std::memcpy(dm_.data() + addr, &old.r[std::size_t(v[0])], 4); break;
        case Op::vst: {
          const auto h = half(unsigned(v[0]));
          std::memcpy(dm_.data() + addr, h.data(), 32);
          break;
        }
        default: FAIL("unexpected memory operation");
      }
      if (am.mode != 0) {
        if (!claim_p(am.p)) FAIL(twice);
        std::uint32_t np = old.p[am.p];
        if (am.mode == 1) np = std::uint32_t(std::int64_t(np) + std::int64_t(am.inc) * size);
        if (am.mode == 2) np = np + std::uint32_t(std::int32_t(std::int16_t(old.m[am.m])));
        if (am.mode == 3) {
          const std::uint32_t mask = (1u << am.log2_size) - 1u;
          np = (np & ~mask) | ((np + std::uint32_t(std::int32_t(std::int16_t(old.m[am.m])))) & mask);
        }
        n.p[am.p] = std::uint16_t(np);
      }
      continue;
    }
    const std::uint32_t ra = in.n_operands > 1 ? old.r[std::size_t(v[1]) & 31] : 0;
    const std::uint32_t rb = in.n_operands > 2 ? old.r[std::size_t(v[2]) & 31] : 0;
    auto wr = [&](std::uint32_t val) -> bool {
      if (!claim_r(unsigned(v[0]))) return false;
      n.r[std::size_t(v[0])] = val;
      return true;
    };
    bool ok = true;
    switch (o.op) {
      // ---------------------------------------------------------------- scalar
      case Op::add: ok = wr(ra + rb); break;
      case Op::sub: ok = wr(ra - rb); break;
      case Op::and_: ok = wr(ra & rb); break;
      case Op::or_: ok = wr(ra | rb); break;
      case Op::xor_: ok = wr(ra ^ rb); break;
      case Op::sll: ok = wr(ra << (rb & 31)); break;
      case Op::srl: ok = wr(ra >> (rb & 31)); break;
      case Op::sra: ok = wr(std::uint32_t(std::int32_t(ra) >> (rb & 31))); break;
      case Op::slt: ok = wr(std::int32_t(ra) < std::int32_t(rb)); break;
      case Op::sltu: ok = wr(ra < rb); break;
      case Op::mul: ok = wr(ra * rb); break;
      case Op::addi: ok = wr(ra + std::uint32_t(v[2])); break;
      case Op::andi: ok = wr(ra & std::uint32_t(v[2])); break;
      case Op::ori: ok = wr(ra | std::uint32_t(v[2])); break;
      case Op::xori: ok = wr(ra ^ std::uint32_t(v[2])); break;
      case Op::slli: ok = wr(ra << v[2]); break;
      case Op::srli: ok = wr(ra >> v[2]); break;
      case Op::srai: ok = wr(std::uint32_t(std::int32_t(ra) >> v[2])); break;
      case Op::movi: ok = wr(std::uint32_t(v[1])); break;
      case Op::movhi: ok = wr(std::uint32_t(v[1]) << 16 | (old.r[std::size_t(v[0])] & 0xFFFFu)); break;
      case Op::setp:
        ok = claim_p(unsigned(v[0]));
        n.p[std::size_t(v[0])] = std::uint16_t(old.r[std::size_t(v[1])]);
        break;
      case Op::setm:
        ok = claim_m(unsigned(v[0]));
        n.m[std::size_t(v[0])] = std::uint16_t(old.r[std::size_t(v[1])]);
        break;
      case Op::getp: ok = wr(old.p[std::size_t(v[1])]); break;
      case Op::getm: ok = wr(std::uint32_t(std::int32_t(std::int16_t(old.m[std::size_t(v[1])])))); break;
      case Op::paddi:
        ok = claim_p(unsigned(v[0]));
        n.p[std::size_t(v[0])] = std::uint16_t(old.p[std::size_t(v[0])] + std::uint32_t(v[1]));
        break;
      case Op::movpi:
        ok = claim_p(unsigned(v[0]));
        n.p[std::size_t(v[0])] = std::uint16_t(v[1]);
        break;
      case Op::movmi:
        ok = claim_m(unsigned(v[0]));
        n.m[std::size_t(v[0])] = std::uint16_t(v[1]);
        break;
      case Op::j: taken = true, target = std::uint32_t(v[0]); break;
      case Op::beqz:
        if (old.r[std::size_t(v[0])] == 0) taken = true, target = std::uint32_t(v[1]);
        break;
      case Op::bnez:
        if (old.r[std::size_t(v[0])] != 0) taken = true, target = std::uint32_t(v[1]);
        break;
      case Op::loop:
      case Op::loopi: {
        const std::uint32_t count = o.op == Op::loop ? old.r[std::size_t(v[0])] : std::uint32_t(v[0]);
        if (count == 0) FAIL("loop count 0 (" + format_op(o) + ")");
        if (n.loops.size() >= cfg_.loop_depth)
          FAIL("loops nested deeper than " + std::to_string(cfg_.loop_depth) + " (" + format_op(o) + ")");
        if (std::uint32_t(v[1]) < next_seq) FAIL("the loop's last bundle precedes its first (" + format_op(o) + ")");
        n.loops.push_back({next_seq, std::uint32_t(v[1]), count});
        break;
      }
      case Op::event: {
        const int e = v[0];
        c_.event_seen[e] = true;
        c_.event_bundles[e] = c_.bundles;
        c_.event_vec_bundles[e] = c_.vec_bundles;
        break;
      }
      case Op::done:
        halt = true;
        for (unsigned c = 0; c < 4; ++c) dma_complete(n.dma[c], c);
        break;
      case Op::dmacfg: n.dma[std::size_t(v[0])].shape = dma_shape(ra, rb); break;
      case Op::dmastart: {
        DmaChannel& ch = n.dma[std::size_t(v[0])];
        const std::uint32_t dm = rb & 0xFFFFu;
        if (const auto f = dma_check(cfg_, ch.shape, ra, dm)) FAIL(f->message + " (" + format_op(o) + ")");
        dma_complete(ch, unsigned(v[0]));
        ch.busy = true;
        ch.t = ch.shape;
        ch.l2 = ra;
        ch.dm = dm;
        break;
      }
      case Op::dmawait: dma_complete(n.dma[std::size_t(v[0])], unsigned(v[0])); break;
      case Op::nop: break;
      // ---------------------------------------------------------------- MAC array
      case Op::vmmul_i8:
      case Op::vmmac_i8: {
        ok = claim_cm(unsigned(v[0]));
        std::int8_t a[32], bb[64];
        const auto h = half(unsigned(v[1]));
        std::memcpy(a, h.data(), 32);
        std::memcpy(bb, old.x[std::size_t(v[2])].data(), 64);
        std::int32_t c[32];
        std::memcpy(c, old.cm[std::size_t(v[0])].data(), sizeof c);
        num::mmul_i8(a, bb, c, o.op == Op::vmmac_i8);
        std::memcpy(n.cm[std::size_t(v[0])].data(), c, sizeof c);
        c_.macs_int8 += 256;
        break;
      }
      case Op::vmmul_bf16:
      case Op::vmmac_bf16: {
        ok = claim_bm(unsigned(v[0]));
        std::uint16_t a[32], bb[32];
        std::memcpy(a, old.x[std::size_t(v[1])].data(), 64);
        std::memcpy(bb, old.x[std::size_t(v[2])].data(), 64);
        std::uint32_t* lanes = n.cm[std::size_t(v[0]) / 2].data() + (v[0] % 2) * 16;
        std::uint32_t c[16];
        std::memcpy(c, old.cm[std::size_t(v[0]) / 2].data() + (v[0] % 2) * 16, sizeof c);
        num::mmul_bf16(a, bb, c, o.op == Op::vmmac_bf16);
        std::memcpy(lanes, c, sizeof c);
        c_.macs_bf16 += 128;
        break;
      }
      case Op::vmul_i8:
      case Op::vmac_i8: {
        ok = claim_cm(unsigned(v[0]));
        const auto ha = half(unsigned(v[1])), hb = half(unsigned(v[2]));
        for (unsigned i = 0; i < 32; ++i) {
          const std::uint32_t p = std::uint32_t(std::int32_t(std::int8_t(ha[i])) * std::int32_t(std::int8_t(hb[i])));
          const std::uint32_t acc = o.op == Op::vmac_i8 ? old.cm[std::size_t(v[0])][i] : 0u;
          n.cm[std::size_t(v[0])][i] = acc + p;
        }
        c_.macs_int8 += 32;
        break;
      }
      case Op::vmul_i16:
      case Op::vmac_i16: {
        ok = claim_cm(unsigned(v[0]));
        for (unsigned i = 0; i < 32; ++i) {
          const std::uint32_t p = std::uint32_t(std::int32_t(lane<std::int16_t>(old.x[std::size_t(v[1])], i)) *
                                                std::int32_t(lane<std::int16_t>(old.x[std::size_t(v[2])], i)));
          const std::uint32_t acc = o.op == Op::vmac_i16 ? old.cm[std::size_t(v[0])][i] : 0u;
          n.cm[std::size_t(v[0])][i] = acc + p;
        }
        c_.macs_int16 += 32;
        break;
      }
      case Op::vmul_bf16:
      case Op::vmac_bf16: {
        ok = claim_bm(unsigned(v[0]));
        const auto ha = half(unsigned(v[1])), hb = half(unsigned(v[2]));
        const unsigned base = unsigned(v[0] % 2) * 16;
        auto& acc = old.cm[std::size_t(v[0]) / 2];
        for (unsigned i = 0; i < 16; ++i) {
          std::uint16_t a, bb;
          std::memcpy(&a, ha.data() + 2 * i, 2);
          std::memcpy(&bb, hb.data() + 2 * i, 2);
          n.cm[std::size_t(v[0]) / 2][base + i] = num::emac_bf16(acc[base + i], a, bb, o.op == Op::vmac_bf16);
        }
        c_.macs_bf16 += 16;
        break;
      }
      // ---------------------------------------------------------------- vector ALU
      case Op::vadd_i8: case Op::vsub_i8: case Op::vmin_i8: case Op::vmax_i8:
      case Op::vcmplt_i8: case Op::vcmple_i8: case Op::vcmpeq_i8:
      case Op::vadd_i16: case Op::vsub_i16: case Op::vmin_i16: case Op::vmax_i16:
      case Op::vcmplt_i16: case Op::vcmple_i16: case Op::vcmpeq_i16:
      case Op::vadd_i32: case Op::vsub_i32: case Op::vmin_i32: case Op::vmax_i32:
      case Op::vcmplt_i32: case Op::vcmple_i32: case Op::vcmpeq_i32:
      case Op::vadd_bf16: case Op::vsub_bf16: case Op::vmin_bf16: case Op::vmax_bf16:
      case Op::vcmplt_bf16: case Op::vcmple_bf16: case Op::vcmpeq_bf16: {
        ok = claim_x(unsigned(v[0]));
        const auto& A = old.x[std::size_t(v[1])];
        const auto& B = old.x[std::size_t(v[2])];
        auto& D = n.x[std::size_t(v[0])];
        const std::string base = in.base;
        auto integer = [&](auto tag) {
          using T = decltype(tag);
          using U = std::make_unsigned_t<T>;
          for (unsigned i = 0; i < 64 / sizeof(T); ++i) {
            const T a = lane<T>(A, i), bv = lane<T>(B, i);
            T r = 0;
            if (base == "vadd") r = T(U(a) + U(bv));
            else if (base == "vsub") r = T(U(a) - U(bv));
            else if (base == "vmin") r = a < bv ? a : bv;
            else if (base == "vmax") r = a > bv ? a : bv;
            else if (base == "vcmplt") r = a < bv ? T(-1) : T(0);
            else if (base == "vcmple") r = a <= bv ? T(-1) : T(0);
            else r = a == bv ? T(-1) : T(0);
            set_lane<T>(D, i, r);
          }
        };
        if (in.elem == Elem::i8) integer(std::int8_t{});
        else if (in.elem == Elem::i16) integer(std::int16_t{});
        else if (in.elem == Elem::i32) integer(std::int32_t{});
        else
          for (unsigned i = 0; i < 32; ++i) {
            const std::uint16_t a = lane<std::uint16_t>(A, i), bv = lane<std::uint16_t>(B, i);
            std::uint16_t r;
            if (base == "vadd") r = num::bf16_add(a, bv);
            else if (base == "vsub") r = num::bf16_sub(a, bv);
            else if (base == "vmin") r = num::bf16_min(a, bv);
            else if (base == "vmax") r = num::bf16_max(a, bv);
            else if (base == "vcmplt") r = num::bf16_lt(a, bv) ? 0xFFFF : 0;
            else if (base == "vcmple") r = num::bf16_le(a, bv) ? 0xFFFF : 0;
            else r = num::bf16_eq(a, bv) ? 0xFFFF : 0;
            set_lane<std::uint16_t>(D, i, r);
          }
        break;
      }
      case Op::vsel:
        ok = claim_x(unsigned(v[0]));
        for (unsigned i = 0; i < 64; ++i) {
          const std::uint8_t m = old.x[std::size_t(v[3])][i];
          n.x[std::size_t(v[0])][i] = std::uint8_t((old.x[std::size_t(v[1])][i] & m) | (old.x[std::size_t(v[2])][i] & ~m));
        }
        break;
      case Op::vand:
      case Op::vor:
      case Op::vxor:
        ok = claim_x(unsigned(v[0]));
        for (unsigned i = 0; i < 64; ++i) {
          const std::uint8_t a = old.x[std::size_t(v[1])][i], bv = old.x[std::size_t(v[2])][i];
          n.x[std::size_t(v[0])][i] = std::uint8_t(o.op == Op::vand ? a & bv : (o.op == Op::vor ? a | bv : a ^ bv));
        }
        break;
      case Op::vexp2_bf16:
      case Op::vrcp_bf16:
      case Op::vrsqrt_bf16:
        ok = claim_x(unsigned(v[0]));
        for (unsigned i = 0; i < 32; ++i) {
          const std::uint16_t a = lane<std::uint16_t>(old.x[std::size_t(v[1])], i);
          set_lane<std::uint16_t>(n.x[std::size_t(v[0])], i,
                                  o.op == Op::vexp2_bf16 ? num::exp2_bf16(a)
                                  : o.op == Op::vrcp_bf16 ? num::rcp_bf16(a)
                                                          : num::rsqrt_bf16(a));
        }
        break;
      // ---------------------------------------------------------------- move unit
      case Op::vmov:
        ok = claim_x(unsigned(v[0]));
        n.x[std::size_t(v[0])] = old.x[std::size_t(v[1])];
        break;
      case Op::vbcst_i8: case Op::vbcst_i16: case Op::vbcst_i32: case Op::vbcst_bf16: {
        ok = claim_x(unsigned(v[0]));
        const unsigned sz = in.elem == Elem::i8 ? 1 : (in.elem == Elem::i32 ? 4 : 2);
        const std::uint32_t val = old.r[std::size_t(v[1])];
        for (unsigned i = 0; i < 64; i += sz) std::memcpy(n.x[std::size_t(v[0])].data() + i, &val, sz);
        break;
      }
      case Op::vext_i8: ok = wr(std::uint32_t(std::int32_t(lane<std::int8_t>(old.x[std::size_t(v[1])], unsigned(v[2]))))); break;
      case Op::vext_i16: ok = wr(std::uint32_t(std::int32_t(lane<std::int16_t>(old.x[std::size_t(v[1])], unsigned(v[2]))))); break;
      case Op::vext_i32: ok = wr(lane<std::uint32_t>(old.x[std::size_t(v[1])], unsigned(v[2]))); break;
      case Op::vext_bf16: ok = wr(lane<std::uint16_t>(old.x[std::size_t(v[1])], unsigned(v[2]))); break;
      case Op::vins_i8: case Op::vins_i16: case Op::vins_i32: case Op::vins_bf16: {
        ok = claim_x(unsigned(v[0]));
        const unsigned sz = in.elem == Elem::i8 ? 1 : (in.elem == Elem::i32 ? 4 : 2);
        n.x[std::size_t(v[0])] = old.x[std::size_t(v[0])];
        const std::uint32_t val = old.r[std::size_t(v[1])];
        std::memcpy(n.x[std::size_t(v[0])].data() + unsigned(v[2]) * sz, &val, sz);
        break;
      }
      case Op::vsrs_i8: {
        ok = claim_w(unsigned(v[0]));
        std::uint8_t out[32];
        for (unsigned i = 0; i < 32; ++i)
          out[i] = std::uint8_t(num::srs(std::int32_t(old.cm[std::size_t(v[1])][i]), unsigned(v[2]), num::Rnd(v[3]), 8));
        set_half(unsigned(v[0]), out);
        break;
      }
      case Op::vsrs_i16:
        ok = claim_x(unsigned(v[0]));
        for (unsigned i = 0; i < 32; ++i)
          set_lane<std::int16_t>(n.x[std::size_t(v[0])], i,
                                 std::int16_t(num::srs(std::int32_t(old.cm[std::size_t(v[1])][i]), unsigned(v[2]), num::Rnd(v[3]), 16)));
        break;
      case Op::vups_i8: {
        ok = claim_cm(unsigned(v[0]));
        const auto h = half(unsigned(v[1]));
        for (unsigned i = 0; i < 32; ++i)
          n.cm[std::size_t(v[0])][i] = std::uint32_t(num::ups(std::int8_t(h[i]), unsigned(v[2])));
        break;
      }
      case Op::vups_i16:
        ok = claim_cm(unsigned(v[0]));
        for (unsigned i = 0; i < 32; ++i)
          n.cm[std::size_t(v[0])][i] = std::uint32_t(num::ups(lane<std::int16_t>(old.x[std::size_t(v[1])], i), unsigned(v[2])));
        break;
      case Op::vconv_bf16: {
        ok = claim_w(unsigned(v[0]));
        std::uint8_t out[32];
        for (unsigned i = 0; i < 16; ++i) {
          const std::uint16_t h = num::f32_to_bf16(old.cm[std::size_t(v[1]) / 2][(v[1] % 2) * 16 + i]);
          std::memcpy(out + 2 * i, &h, 2);
        }
        set_half(unsigned(v[0]), out);
        break;
      }
      case Op::vconv_fp32: {
        ok = claim_bm(unsigned(v[0]));
        const auto h = half(unsigned(v[1]));
        for (unsigned i = 0; i < 16; ++i) {
          std::uint16_t e;
          std::memcpy(&e, h.data() + 2 * i, 2);
          n.cm[std::size_t(v[0]) / 2][(v[0] % 2) * 16 + i] = num::bf16_to_f32(e);
        }
        break;
      }
      case Op::vshuf: {
        ok = claim_x(unsigned(v[0]));
        static const unsigned kSize[] = {1, 1, 2, 2, 4, 4, 1, 1, 2, 2, 4, 4};
        const unsigned mode = unsigned(v[3]), E = kSize[mode], cnt = 64 / E;
        const auto& A = old.x[std::size_t(v[1])];
        const auto& B = old.x[std::size_t(v[2])];
        std::array<std::uint8_t, 64> out{};
        for (unsigned i = 0; i < cnt; ++i) {
          const std::uint8_t* src;
          if (mode < 6) {  // zip: out[2k] = A[k + off], out[2k+1] = B[k + off]
            const unsigned k = i / 2 + ((mode % 2) ? cnt / 2 : 0);
            src = (i % 2 ? B.data() : A.data()) + k * E;
          } else {         // unzip: even or odd elements of A, then of B
            const unsigned k = 2 * (i % (cnt / 2)) + (mode % 2);
            src = (i < cnt / 2 ? A.data() : B.data()) + k * E;
          }
          std::memcpy(out.data() + i * E, src, E);
        }
        n.x[std::size_t(v[0])] = out;
        break;
      }
      case Op::vshift: {
        ok = claim_x(unsigned(v[0]));
        std::uint8_t cat[128];
        std::memcpy(cat, old.x[std::size_t(v[1])].data(), 64);
        std::memcpy(cat + 64, old.x[std::size_t(v[2])].data(), 64);
        std::memcpy(n.x[std::size_t(v[0])].data(), cat + v[3], 64);
        break;
      }
      case Op::vmova:
        ok = claim_cm(unsigned(v[0]));
        n.cm[std::size_t(v[0])] = old.cm[std::size_t(v[1])];
        break;
      default: FAIL(std::string("operation ") + in.mnemonic + " has no semantics in the ISS");
    }
    if (!ok) FAIL(twice);
  }

  // --- commit: counters, control flow -----------------------------------------------------------
  ++c_.bundles;
  if (vec_issued) ++c_.vec_bundles;
  for (unsigned u : bank_uses)
    if (u > 1) c_.bank_conflict_cycles += u - 1;
  std::uint32_t next = next_seq;
  if (taken) {
    ++c_.taken_branches;
    next = target;
  } else {
    // loops whose last bundle this is (a loop set up in this bundle starts at the next one)
    const std::uint32_t here = s_.pc;
    while (!n.loops.empty() && n.loops.back().end == here) {
      if (--n.loops.back().count > 0) {
        next = n.loops.back().start;
        break;
      }
      n.loops.pop_back();
    }
  }
  if (halt) {
    stopped_ = true;
    return IssStop::done;
  }
  if (taken) {
    // a jump must land on a bundle start: check by walking from 0 lazily is too slow; the bundle
    // fetch of the next step catches words that cannot start a bundle only partly, so check here
    // that the previous word ends a bundle
    if (next > 0 && (next > pm_.size() || !(pm_[next - 1] & kLastBit)))
      return fail("jump to word " + std::to_string(next) + ", which is not the start of a bundle");
  }
  n.pc = next;
  return IssStop::running;
}

}  // namespace kc::aie
