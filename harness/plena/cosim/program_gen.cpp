// Random plena programs for RTL-vs-ISS equivalence (see program_gen.h).
#include "program_gen.h"

#include <algorithm>
#include <optional>
#include <random>

namespace isstest {
namespace {

using kc::plena::HwConfig;
namespace isa = kc::plena::isa;

// Register roles. Any register may be read as data; only these roles are written.
constexpr unsigned kCounter0 = 1;      // gp1..gp3: loop counters (one per nesting level)
constexpr unsigned kMaxNest = 3;
constexpr unsigned kAddr0 = 4;         // gp4..gp11: address registers
constexpr unsigned kNumAddr = 8;
constexpr unsigned kScratch0 = 12;     // gp12..gp15: scratch (integer arithmetic results)
constexpr unsigned kNumScratch = 4;
constexpr unsigned kTableWords = 8;    // INT_MEM[0, 8): address table, never written
constexpr unsigned kHotRows = 12;      // most vector operands hit rows 0..11 (dependencies)

inline uint32_t bit(unsigned r) { return 1u << r; }

// What the generator knows about the registers at the current point of the program, and which
// of them the loop body being generated may not write (its view differs between iterations).
struct Knowledge {
  std::optional<uint32_t> gp[16];
  std::optional<uint64_t> a[8];
  std::optional<uint32_t> stride;
  uint32_t frozen = 1;         // gp registers that must not be written (gp0 always)
  uint8_t frozen_a = 0;
  bool frozen_stride = false;
  uint32_t written = 0;        // written since the innermost loop started
  uint8_t written_a = 0;
  bool written_stride = false;
};

// A register walking VRAM rows through the iterations of a loop (reg < 0: none).
struct LoopPointer {
  int reg = -1;
  uint32_t base = 0, step = 0;  // element addresses
};

class Generator {
 public:
  Generator(const HwConfig& cfg, uint64_t seed, const GenOptions& opt)
      : c_(cfg), rng_(seed * 0x9E3779B97F4A7C15ull + 0x1234567ull), opt_(opt) {}

  GeneratedTest run();

 private:
  // ---- randomness ----
  uint64_t rnd(uint64_t n) { return n ? rng_() % n : 0; }                          // [0, n)
  uint64_t range(uint64_t lo, uint64_t hi) { return lo + rnd(hi - lo + 1); }      // [lo, hi]
  bool coin(double p) { return double(rng_() >> 11) * 0x1.0p-53 < p; }

  // ---- emission and register knowledge ----
  void put(Op op, std::initializer_list<uint32_t> ops) { p_(op, ops); }
  bool writable(unsigned r, uint32_t lock) const { return r != 0 && !((kn_.frozen | lock) & bit(r)); }
  void known(unsigned r, std::optional<uint32_t> v) {
    if (r == 0) return;
    kn_.gp[r] = v;
    kn_.written |= bit(r);
  }
  void set_reg(unsigned r, uint32_t v);
  int free_reg(uint32_t lock, unsigned first, unsigned count);
  unsigned reg_with(uint32_t v, uint32_t& lock);
  std::pair<unsigned, uint32_t> base_imm(uint64_t addr, uint32_t& lock);
  void set_areg(unsigned n, uint64_t v, uint32_t& lock);
  void set_stride(uint32_t s, uint32_t& lock);
  int usable_areg(uint64_t e);

  // ---- operand values ----
  uint32_t vrow(unsigned span);   // valid row index for `span` rows
  uint32_t vaddr(unsigned span) { return vrow(span) * c_.vlen; }
  uint32_t mram_operand() { return uint32_t(rnd(c_.mram_tiles) * c_.mlen * c_.mlen + rnd(c_.mlen / c_.blen) * c_.blen); }
  uint32_t bad_vaddr(unsigned span);
  uint32_t bad_mram_operand();
  unsigned freg() { return unsigned(rnd(8)); }

  // ---- items ----
  void item(unsigned depth);
  void vector_op(int ptr);
  void reduction(int ptr);
  void scalar_fp();
  void fp_mem();
  void int_arith();
  void int_mem();
  void matrix_op();
  void writeout();
  void dma_op();
  void control_misc();
  void no_effect();
  void loop(unsigned depth);
  LoopPointer loop_pointer(uint32_t n, uint32_t lock);
  void enter_body(unsigned ctr, const LoopPointer& ptr);
  void leave_loop(const Knowledge& outer, unsigned ctr, const LoopPointer& ptr, uint32_t n);
  void fault(unsigned depth);
  void mark_fault(const std::string& what) {
    out_.fault_pc = p_.pc();
    out_.fault_plan = what;
  }
  void fault_vector();
  void fault_reduction();
  void fault_matrix();
  void fault_writeout();
  void fault_dma();
  void fault_fp_mem();
  void fault_int_mem();
  void fault_loop(unsigned depth);
  void fault_illegal_word();
  void emit_vector(Op op, unsigned rd, unsigned rs1, unsigned rs2, bool rmask);

  void make_image();

  const HwConfig& c_;
  std::mt19937_64 rng_;
  GenOptions opt_;
  Prog p_;
  InitImage im_;

  Knowledge kn_;

  unsigned items_left_ = 0;
  int fault_countdown_ = -1;       // items until the fault is injected (-1: none)
  bool fault_done_ = false;
  GeneratedTest out_;
};

// ------------------------------------------------------------------------------------------------

void Generator::make_image() {
  im_ = InitImage::zeros(c_);
  // Two thirds of the VRAM rows, MRAM tile rows and FP_MEM words hold cancellation-prone
  // values, so that the order of reductions and matrix accumulation shows in the results.
  for (size_t row = 0; row < c_.vram_rows; ++row) {
    const bool cancel = row % 3 != 1;
    for (size_t e = 0; e < c_.vlen; ++e) im_.vram[row * c_.vlen + e] = cancel ? rand_bf16_cancel(rng_) : rand_bf16(rng_);
  }
  for (size_t row = 0; row < size_t(c_.mram_tiles) * c_.mlen; ++row) {
    const bool cancel = row % 3 != 1;
    for (size_t e = 0; e < c_.mlen; ++e) im_.mram[row * c_.mlen + e] = cancel ? rand_bf16_cancel(rng_) : rand_bf16(rng_);
  }
  for (size_t i = 0; i < im_.fp_mem.size(); ++i) im_.fp_mem[i] = i % 3 != 1 ? rand_bf16_cancel(rng_) : rand_bf16(rng_);
  for (auto& v : im_.int_mem) v = uint32_t(rng_());
  for (unsigned i = 0; i < kTableWords; ++i) im_.int_mem[i] = vaddr(1);
  const uint64_t w = std::max<uint64_t>(8192, 4ull * c_.mlen * c_.mlen);
  im_.windows = {{0, w}, {c_.hbm_elems - w, w}, {c_.hbm_elems / 2 + 12345, w}};
  for (const auto& win : im_.windows) {
    std::vector<uint16_t> v(win.size);
    for (size_t i = 0; i < v.size(); ++i) v[i] = (i / c_.vlen) % 3 != 1 ? rand_bf16_cancel(rng_) : rand_bf16(rng_);
    im_.hbm.push_back(std::move(v));
  }
}

// gp[r] = v by one of several sequences (known-register offset, S_ADDI_INT, S_LUI_INT + S_ADDI_INT
// with high immediate bits that S_LUI_INT drops).
void Generator::set_reg(unsigned r, uint32_t v) {
  std::vector<unsigned> bases;
  for (unsigned q = 1; q < 16; ++q)
    if (kn_.gp[q] && *kn_.gp[q] <= v && v - *kn_.gp[q] < (1u << 18)) bases.push_back(q);
  if (!bases.empty() && coin(0.3)) {
    unsigned q = bases[rnd(bases.size())];
    put(Op::S_ADDI_INT, {r, q, v - *kn_.gp[q]});
  } else if (v < (1u << 18) && coin(0.8)) {
    put(Op::S_ADDI_INT, {r, 0, v});
  } else {
    put(Op::S_LUI_INT, {r, (v >> 12) | uint32_t(rnd(4) << 20)});
    if ((v & 0xFFFu) || coin(0.2)) put(Op::S_ADDI_INT, {r, r, v & 0xFFFu});
  }
  known(r, v);
}

// A writable register in [first, first + count), or -1.
int Generator::free_reg(uint32_t lock, unsigned first, unsigned count) {
  std::vector<unsigned> cand;
  for (unsigned r = first; r < first + count; ++r)
    if (writable(r, lock)) cand.push_back(r);
  return cand.empty() ? -1 : int(cand[rnd(cand.size())]);
}

// A register holding v: usually one that already does (reuse creates the interesting overlaps),
// else a free address (or scratch) register set to v. The register is added to `lock` so that
// the set-up of the instruction's other operands cannot overwrite it.
unsigned Generator::reg_with(uint32_t v, uint32_t& lock) {
  std::vector<unsigned> cand;
  for (unsigned r = 0; r < 16; ++r)
    if (kn_.gp[r] && *kn_.gp[r] == v) cand.push_back(r);
  if (!cand.empty() && coin(0.75)) {
    unsigned r = cand[rnd(cand.size())];
    lock |= bit(r);
    return r;
  }
  int r = free_reg(lock, kAddr0, kNumAddr);
  if (r < 0) r = free_reg(lock, kScratch0, kNumScratch);
  if (r < 0) {  // everything frozen or locked: fall back to any holder
    if (cand.empty()) throw std::logic_error("program generator: no register for a value");
    lock |= bit(cand[0]);
    return cand[0];
  }
  set_reg(unsigned(r), v);
  lock |= bit(unsigned(r));
  return unsigned(r);
}

// addr = gp[reg] + imm with a random split (imm < 2^18).
std::pair<unsigned, uint32_t> Generator::base_imm(uint64_t addr, uint32_t& lock) {
  if (addr < (1u << 18) && coin(0.5)) return {0u, uint32_t(addr)};
  uint64_t imm = rnd(std::min<uint64_t>(addr, (1u << 18) - 1) + 1);
  return {reg_with(uint32_t(addr - imm), lock), uint32_t(imm)};
}

void Generator::set_areg(unsigned n, uint64_t v, uint32_t& lock) {
  unsigned hi = reg_with(uint32_t(v >> 32), lock);
  unsigned lo = reg_with(uint32_t(v), lock);
  put(Op::C_SET_ADDR_REG, {n, hi, lo});
  kn_.a[n] = v;
  kn_.written_a |= uint8_t(1u << n);
}

void Generator::set_stride(uint32_t s, uint32_t& lock) {
  put(Op::C_SET_STRIDE_REG, {reg_with(s, lock)});
  kn_.stride = s;
  kn_.written_stride = true;
}

// An a register whose known value lies at most 2^32 - 1 below e (so gp[rs1] = e - a), or -1.
int Generator::usable_areg(uint64_t e) {
  std::vector<unsigned> cand;
  for (unsigned n = 0; n < 8; ++n)
    if (kn_.a[n] && *kn_.a[n] <= e && e - *kn_.a[n] <= 0xFFFFFFFFull) cand.push_back(n);
  return cand.empty() ? -1 : int(cand[rnd(cand.size())]);
}

// Row index r with rows r .. r + span - 1 inside VRAM: mostly hot rows, sometimes rows already
// held in registers, the top of VRAM, or anywhere.
uint32_t Generator::vrow(unsigned span) {
  const uint32_t max_row = c_.vram_rows - span;  // last valid first row
  const uint64_t r = rnd(100);
  if (r < 55) return uint32_t(rnd(std::min<uint32_t>(kHotRows, max_row + 1)));
  if (r < 72) {
    std::vector<uint32_t> held;
    for (unsigned q = 0; q < 16; ++q)
      if (kn_.gp[q] && *kn_.gp[q] % c_.vlen == 0 && *kn_.gp[q] / c_.vlen <= max_row) held.push_back(*kn_.gp[q] / c_.vlen);
    if (!held.empty()) return held[rnd(held.size())];
  }
  if (r < 85) return max_row - uint32_t(rnd(std::min<uint32_t>(3, max_row + 1)));
  return uint32_t(rnd(max_row + 1));
}

// A VRAM address that breaks the rule for `span` rows: misaligned, (partly) beyond VRAM, or both.
uint32_t Generator::bad_vaddr(unsigned span) {
  const uint32_t vlen = c_.vlen;
  switch (rnd(5)) {
    case 0: return vaddr(span) + uint32_t(range(1, vlen - 1));                        // misaligned
    case 1: return (c_.vram_rows - span + uint32_t(range(1, span + 4))) * vlen;       // partly beyond
    case 2: return (c_.vram_rows + uint32_t(rnd(1000))) * vlen + uint32_t(range(1, vlen - 1));  // both
    case 3: return 0xFFFFFFFFu - uint32_t(rnd(4)) * vlen - (coin(0.5) ? vlen - 1 : 0);  // huge
    default: return c_.vram_rows * vlen;                                             // first row beyond
  }
}

uint32_t Generator::bad_mram_operand() {
  const uint32_t m2 = c_.mlen * c_.mlen, blen = c_.blen;
  const uint32_t good = mram_operand();
  switch (rnd(5)) {
    case 0: return good + uint32_t(range(1, blen - 1));                                  // column not a BLEN multiple
    case 1: return good + uint32_t(range(1, c_.mlen - 1)) * c_.mlen;                     // offset >= MLEN
    case 2: return (c_.mram_tiles + uint32_t(rnd(5))) * m2 + good % m2;                  // tile beyond MRAM
    case 3: return (c_.mram_tiles + uint32_t(rnd(5))) * m2 + good % m2 + 1;              // both
    default: return 0xFFFFFFFFu - uint32_t(rnd(64));
  }
}

// ------------------------------------------------------------------------------------------------
// Items
// ------------------------------------------------------------------------------------------------

void Generator::emit_vector(Op op, unsigned rd, unsigned rs1, unsigned rs2, bool rmask) {
  const uint32_t m = rmask ? 1 : 0;
  switch (op) {
    case Op::V_ADD_VV: case Op::V_SUB_VV: case Op::V_MUL_VV:
    case Op::V_ADD_VF: case Op::V_MUL_VF: case Op::V_MAX_VF: case Op::V_MIN_VF:
      put(op, {rd, rs1, rs2, m});
      break;
    case Op::V_SUB_VF: put(op, {rd, rs1, rs2, m, uint32_t(rnd(2))}); break;
    case Op::V_EXP_V: case Op::V_RECI_V: put(op, {rd, rs1, m}); break;
    default: put(op, {rd, rs1, m}); break;  // V_RED_SUM / V_RED_MAX: fd, rs1, rmask
  }
}

bool is_vv(Op op) { return op == Op::V_ADD_VV || op == Op::V_SUB_VV || op == Op::V_MUL_VV; }
bool has_scalar(Op op) {
  return op == Op::V_ADD_VF || op == Op::V_SUB_VF || op == Op::V_MUL_VF || op == Op::V_MAX_VF || op == Op::V_MIN_VF;
}

const Op kVecOps[] = {Op::V_ADD_VV, Op::V_ADD_VF, Op::V_SUB_VV, Op::V_SUB_VF, Op::V_MUL_VV,
                      Op::V_MUL_VF, Op::V_EXP_V,  Op::V_RECI_V, Op::V_MAX_VF, Op::V_MIN_VF};

// An element-wise vector op; `ptr` >= 0 forces that (loop pointer) register as rs1 or rd.
void Generator::vector_op(int ptr) {
  const Op op = kVecOps[rnd(10)];
  uint32_t lock = ptr >= 0 ? bit(unsigned(ptr)) : 0;
  const bool ptr_dst = ptr >= 0 && coin(0.4);
  unsigned rs1 = (ptr >= 0 && !ptr_dst) ? unsigned(ptr) : reg_with(vaddr(1), lock);
  unsigned rs2 = is_vv(op) ? reg_with(vaddr(1), lock) : (has_scalar(op) ? freg() : 0);
  unsigned rd = ptr_dst ? unsigned(ptr) : reg_with(vaddr(1), lock);
  emit_vector(op, rd, rs1, rs2, coin(0.5));
}

void Generator::reduction(int ptr) {
  uint32_t lock = 0;
  unsigned rs1 = ptr >= 0 ? unsigned(ptr) : reg_with(vaddr(1), lock);
  emit_vector(coin(0.5) ? Op::V_RED_SUM : Op::V_RED_MAX, coin(0.1) ? 0 : freg(), rs1, 0, coin(0.5));
}

void Generator::scalar_fp() {
  static const Op bin[] = {Op::S_ADD_FP, Op::S_SUB_FP, Op::S_MAX_FP, Op::S_MUL_FP};
  static const Op un[] = {Op::S_EXP_FP, Op::S_RECI_FP, Op::S_SQRT_FP};
  const unsigned fd = coin(0.08) ? 0 : freg();
  if (coin(0.6)) put(bin[rnd(4)], {fd, freg(), freg()});
  else put(un[rnd(3)], {fd, freg()});
}

void Generator::fp_mem() {
  uint32_t lock = 0;
  const uint64_t r = rnd(10);
  if (r < 7) {  // half of the accesses hit 8 hot words (store-to-load forwarding hazards)
    auto [base, imm] = base_imm(coin(0.5) ? rnd(8) : rnd(c_.fp_mem_words), lock);
    put(r < 4 ? Op::S_LD_FP : Op::S_ST_FP, {freg(), base, imm});
  } else {
    unsigned row = reg_with(vaddr(1), lock);
    auto [base, imm] = base_imm(rnd(c_.fp_mem_words - c_.vlen + 1), lock);
    put(Op::S_MAP_V_FP, {row, base, imm});
  }
}

// Integer arithmetic into a scratch register (sometimes an address register or gp0), values
// propagated when the sources are known.
void Generator::int_arith() {
  int rd = coin(0.1) ? 0 : free_reg(0, kScratch0, kNumScratch);
  if (rd < 0 || coin(0.1)) rd = std::max(0, free_reg(0, kAddr0, kNumAddr));
  const unsigned a = unsigned(rnd(16)), b = unsigned(rnd(16));
  const auto ka = kn_.gp[a], kb = kn_.gp[b];
  const bool both = ka && kb;
  std::optional<uint32_t> v;
  switch (rnd(5)) {
    case 0: put(Op::S_ADD_INT, {unsigned(rd), a, b}); if (both) v = *ka + *kb; break;
    case 1: put(Op::S_SUB_INT, {unsigned(rd), a, b}); if (both) v = *ka - *kb; break;
    case 2: put(Op::S_MUL_INT, {unsigned(rd), a, b}); if (both) v = *ka * *kb; break;
    case 3: {
      uint32_t imm = uint32_t(rnd(1u << 18));
      put(Op::S_ADDI_INT, {unsigned(rd), a, imm});
      if (ka) v = *ka + imm;
      break;
    }
    default: {
      uint32_t imm = uint32_t(rnd(1u << 22));
      put(Op::S_LUI_INT, {unsigned(rd), imm});
      v = imm << 12;
      break;
    }
  }
  known(unsigned(rd), v);
}

// S_ST_INT of any register above the address table; S_LD_INT of a table entry into an address
// register (a known address) or of any word into a scratch register.
void Generator::int_mem() {
  uint32_t lock = 0;
  if (coin(0.5)) {
    unsigned src = unsigned(rnd(16));
    lock |= bit(src);
    auto [base, imm] = base_imm(coin(0.5) ? range(kTableWords, kTableWords + 7) : range(kTableWords, c_.int_mem_words - 1), lock);
    put(Op::S_ST_INT, {src, base, imm});
    return;
  }
  const bool table = coin(0.5);
  const uint64_t addr = table ? rnd(kTableWords) : coin(0.5) ? range(kTableWords, kTableWords + 7) : rnd(c_.int_mem_words);
  auto [base, imm] = base_imm(addr, lock);
  int rd = table ? free_reg(lock, kAddr0, kNumAddr) : free_reg(lock, kScratch0, kNumScratch);
  if (rd < 0) return;
  put(Op::S_LD_INT, {unsigned(rd), base, imm});
  known(unsigned(rd), table ? std::optional<uint32_t>(im_.int_mem[addr]) : std::nullopt);
}

void Generator::matrix_op() {
  static const Op ops[] = {Op::M_MM, Op::M_TMM, Op::M_MV, Op::M_TMV};
  const Op op = ops[rnd(4)];
  const bool vec = op == Op::M_MV || op == Op::M_TMV;
  uint32_t lock = 0;
  const uint32_t v = vaddr(vec ? 1 : c_.blen), m = mram_operand();
  if (op == Op::M_TMM) {
    unsigned rv = reg_with(v, lock), rm = reg_with(m, lock);
    put(op, {0, rv, rm});
  } else {
    unsigned rm = reg_with(m, lock), rv = reg_with(v, lock);
    put(op, {0, rm, rv});
  }
}

// M_MM_WO with stride 1 (field 0), a register stride (including 0: all rows land on one row)
// or M_MV_WO; destination gp[rd] + imm.
void Generator::writeout() {
  uint32_t lock = 0;
  const uint32_t col = uint32_t(rnd(c_.vlen / c_.blen)) * c_.blen;
  if (coin(0.35)) {
    auto [rd, imm] = base_imm(uint64_t(vrow(1)) * c_.vlen + col, lock);
    put(Op::M_MV_WO, {rd, imm});
    return;
  }
  unsigned rs = 0;
  uint32_t s = 1;
  if (coin(0.6)) {
    const uint32_t maxs = (c_.vram_rows - 1) / (c_.blen - 1);
    const uint32_t opts[] = {0, 1, 2, 3, uint32_t(range(1, std::min<uint32_t>(maxs, 40))), uint32_t(range(1, maxs))};
    s = opts[rnd(6)];
    int zero_reg = (s == 0 && coin(0.7)) ? free_reg(lock, kAddr0, kNumAddr) : -1;
    if (zero_reg > 0) {  // a register holding 0 (not the gp0 field): every row lands on row0
      set_reg(unsigned(zero_reg), 0);
      lock |= bit(unsigned(zero_reg));
      rs = unsigned(zero_reg);
    } else {
      rs = reg_with(s, lock);
    }
    if (rs == 0) s = 1;  // the field 0 means stride 1
  }
  const uint32_t row0 = vrow((c_.blen - 1) * s + 1);
  auto [rd, imm] = base_imm(uint64_t(row0) * c_.vlen + col, lock);
  put(Op::M_MM_WO, {rd, rs, imm});
}

// A DMA transfer inside one HBM window, with a random row stride and an unaligned start.
void Generator::dma_op() {
  const uint64_t kind = rnd(8);
  const Op op = kind < 3 ? Op::H_PREFETCH_V : kind < 6 ? Op::H_STORE_V : Op::H_PREFETCH_M;
  const uint64_t rows = op == Op::H_PREFETCH_M ? c_.mlen : op == Op::H_STORE_V ? c_.store_v_rows : c_.prefetch_v_rows;
  const HbmWindow& w = im_.windows[rnd(im_.windows.size())];
  const uint64_t vlen = c_.vlen, maxs = (w.size - vlen) / (rows - 1);
  uint32_t lock = 0;

  bool rstride = coin(0.6);
  uint64_t s = vlen;
  if (rstride) {
    if (kn_.stride && *kn_.stride <= maxs && (kn_.frozen_stride || coin(0.5))) {
      s = *kn_.stride;
    } else if (!kn_.frozen_stride) {
      const uint64_t opts[] = {0, 1, vlen / 2, vlen - 1, vlen, vlen + 1, 2 * vlen, rnd(maxs + 1)};
      s = std::min(opts[rnd(8)], maxs);
      set_stride(uint32_t(s), lock);
    } else {
      rstride = false;
    }
  }
  const uint64_t span = s * (rows - 1) + vlen;
  // The window's end (the top window ends at the last HBM element), its first 256 elements
  // (stores and loads of the same elements: HBM hazards), or anywhere.
  const uint64_t where = rnd(100);
  const uint64_t e = where < 15 ? w.base + w.size - span
                     : where < 50 ? w.base + rnd(std::min<uint64_t>(256, w.size - span + 1))
                                  : w.base + rnd(w.size - span + 1);

  int an = coin(0.7) ? usable_areg(e) : -1;
  if (an < 0) {
    std::vector<unsigned> free_a;
    for (unsigned n = 0; n < 8; ++n)
      if (!(kn_.frozen_a & (1u << n))) free_a.push_back(n);
    if (free_a.empty()) {
      an = usable_areg(e);
      if (an < 0) return;  // no a register can reach e: skip this transfer
    } else {
      an = int(free_a[rnd(free_a.size())]);
      const uint64_t opts[] = {w.base, e, e - rnd(std::min<uint64_t>(e, 5000) + 1), 0};
      set_areg(unsigned(an), opts[rnd(4)], lock);
    }
  }
  const unsigned off = reg_with(uint32_t(e - *kn_.a[an]), lock);
  const unsigned target = op == Op::H_PREFETCH_M ? reg_with(uint32_t(rnd(c_.mram_tiles) * c_.mlen * c_.mlen), lock)
                                                 : reg_with(vaddr(unsigned(rows)), lock);
  put(op, {target, off, unsigned(an), rstride ? 1u : 0u, 0});
}

// Special-register writes with arbitrary values (V_MASK, SCALE, and unknown STRIDE / a values).
void Generator::control_misc() {
  uint32_t lock = 0;
  switch (rnd(4)) {
    case 0: put(Op::C_SET_V_MASK_REG, {coin(0.5) ? reg_with(uint32_t(rnd(uint64_t(1) << c_.heads)), lock) : unsigned(rnd(16))}); break;
    case 1: put(Op::C_SET_SCALE_REG, {unsigned(rnd(16))}); break;
    case 2:
      if (!kn_.frozen_stride) {
        unsigned r = unsigned(rnd(16));
        put(Op::C_SET_STRIDE_REG, {r});
        kn_.stride = r == 0 ? std::optional<uint32_t>(0) : kn_.gp[r];
        kn_.written_stride = true;
      }
      break;
    default: {
      unsigned n = unsigned(rnd(8));
      if (kn_.frozen_a & (1u << n)) break;
      unsigned hi = unsigned(rnd(16)), lo = unsigned(rnd(16));
      put(Op::C_SET_ADDR_REG, {n, hi, lo});
      if (kn_.gp[hi] && kn_.gp[lo]) kn_.a[n] = (uint64_t(*kn_.gp[hi]) << 32) | *kn_.gp[lo];
      else kn_.a[n].reset();
      kn_.written_a |= uint8_t(1u << n);
      break;
    }
  }
}

// Writes to gp0 / f0 and the canonical no-op: none of them may change anything.
void Generator::no_effect() {
  uint32_t lock = 0;
  switch (rnd(5)) {
    case 0: put(Op::S_ADDI_INT, {0, 0, 0}); break;
    case 1: put(Op::S_ADD_INT, {0, unsigned(rnd(16)), unsigned(rnd(16))}); break;
    case 2: put(Op::S_ADD_FP, {0, freg(), freg()}); break;
    case 3: put(Op::V_RED_SUM, {0, reg_with(vaddr(1), lock), 0}); break;
    default: put(Op::S_LD_FP, {0, 0, uint32_t(rnd(c_.fp_mem_words))}); break;
  }
}

void Generator::item(unsigned depth) {
  if (items_left_ > 0) items_left_--;
  if (fault_countdown_ == 0 && !fault_done_) {
    fault(depth);
    fault_countdown_ = -1;
    return;
  }
  if (fault_countdown_ > 0) fault_countdown_--;
  const uint64_t r = rnd(100);
  if (r < 16) vector_op(-1);
  else if (r < 26) reduction(-1);
  else if (r < 34) scalar_fp();
  else if (r < 40) fp_mem();
  else if (r < 48) int_arith();
  else if (r < 53) int_mem();
  else if (r < 62) matrix_op();
  else if (r < 68) writeout();
  else if (r < 78) dma_op();
  else if (r < 82) control_misc();
  else if (r < 84) no_effect();
  else if (depth < std::min<unsigned>(kMaxNest, c_.loop_depth) && r < 92) loop(depth);
  else vector_op(-1);
}

// A hardware loop at nesting level `depth` (counter gp[1 + depth], 1..4 iterations). Optionally
// a pointer register walks VRAM rows (used by one vector op, incremented at the end of the body),
// or the body ends by setting its counter to 1 (the loop then runs once).
void Generator::loop(unsigned depth) {
  const unsigned ctr = kCounter0 + depth;
  const uint32_t n = uint32_t(range(1, depth == 0 ? 4 : 3));
  const bool early_exit = coin(0.1);
  const LoopPointer ptr = (!early_exit && coin(0.5)) ? loop_pointer(n, bit(ctr)) : LoopPointer{};
  put(Op::C_LOOP_START, {ctr, n});
  const Knowledge outer = kn_;
  enter_body(ctr, ptr);

  const unsigned body = unsigned(range(1, depth == 0 ? 6 : 4));
  const unsigned ptr_at = unsigned(rnd(body));
  for (unsigned i = 0; i < body; ++i) {
    if (i == ptr_at && ptr.reg >= 0) {
      if (coin(0.7)) vector_op(ptr.reg);
      else reduction(ptr.reg);
    } else {
      item(depth + 1);
    }
  }
  if (ptr.reg >= 0) put(Op::S_ADDI_INT, {unsigned(ptr.reg), unsigned(ptr.reg), ptr.step});
  if (early_exit) put(Op::S_ADDI_INT, {ctr, 0, 1});
  put(Op::C_LOOP_END, {ctr});
  leave_loop(outer, ctr, ptr, early_exit ? 1 : n);
}

// A free address register set to the first of n row addresses 0, 1 or 2 rows apart.
LoopPointer Generator::loop_pointer(uint32_t n, uint32_t lock) {
  LoopPointer ptr;
  ptr.reg = free_reg(lock, kAddr0, kNumAddr);
  if (ptr.reg < 0) return ptr;
  const uint32_t rows = uint32_t(range(0, 2));
  ptr.base = vrow(rows * (n - 1) + 1) * c_.vlen;
  ptr.step = rows * c_.vlen;
  set_reg(unsigned(ptr.reg), ptr.base);
  return ptr;
}

// The body's view: the counter and the pointer are frozen and unknown; about half of the
// writable address registers (at least 4 stay writable for operand set-up), a random part of
// the a registers and maybe STRIDE are frozen with their values kept; every other register is
// unknown at the start of the body, since it may differ between iterations.
void Generator::enter_body(unsigned ctr, const LoopPointer& ptr) {
  kn_.frozen |= bit(ctr) | (ptr.reg >= 0 ? bit(unsigned(ptr.reg)) : 0);
  unsigned free_addr = 0;
  for (unsigned r = kAddr0; r < kAddr0 + kNumAddr; ++r) free_addr += writable(r, 0);
  for (unsigned r = kAddr0; r < kAddr0 + kNumAddr; ++r)
    if (writable(r, 0) && free_addr > 4 && coin(0.5)) {
      kn_.frozen |= bit(r);
      free_addr--;
    }
  kn_.frozen_a |= uint8_t(rng_());
  kn_.frozen_stride = kn_.frozen_stride || coin(0.5);
  for (unsigned r = 1; r < 16; ++r)
    if (!(kn_.frozen & bit(r)) || r == ctr || int(r) == ptr.reg) kn_.gp[r].reset();
  for (unsigned r = kCounter0; r < ctr; ++r) kn_.gp[r].reset();  // outer counters vary too
  for (unsigned a = 0; a < 8; ++a)
    if (!(kn_.frozen_a & (1u << a))) kn_.a[a].reset();
  if (!kn_.frozen_stride) kn_.stride.reset();
  kn_.written = 0;
  kn_.written_a = 0;
  kn_.written_stride = false;
}

// After the loop: registers the body wrote hold their end-of-body values (the same in every
// iteration), the others their values before the loop; the counter is 0 and the pointer
// advanced by `iterations` steps.
void Generator::leave_loop(const Knowledge& outer, unsigned ctr, const LoopPointer& ptr, uint32_t iterations) {
  Knowledge k = kn_;
  for (unsigned r = 1; r < 16; ++r)
    if (!(kn_.written & bit(r))) k.gp[r] = outer.gp[r];
  for (unsigned a = 0; a < 8; ++a)
    if (!(kn_.written_a & (1u << a))) k.a[a] = outer.a[a];
  if (!kn_.written_stride) k.stride = outer.stride;
  k.gp[ctr] = 0;
  if (ptr.reg >= 0) k.gp[ptr.reg] = ptr.base + iterations * ptr.step;
  k.frozen = outer.frozen;
  k.frozen_a = outer.frozen_a;
  k.frozen_stride = outer.frozen_stride;
  k.written = outer.written | kn_.written | bit(ctr) | (ptr.reg >= 0 ? bit(unsigned(ptr.reg)) : 0);
  k.written_a = uint8_t(outer.written_a | kn_.written_a);
  k.written_stride = outer.written_stride || kn_.written_stride;
  kn_ = k;
}

// One instruction that must fault (or an illegal word); mark_fault records its pc. Instructions
// with several operands get several bad ones at random, to exercise the fault priority.
void Generator::fault(unsigned depth) {
  fault_done_ = true;
  out_.expect_fault = true;
  switch (rnd(9)) {
    case 0: fault_vector(); break;
    case 1: fault_reduction(); break;
    case 2: fault_matrix(); break;
    case 3: fault_writeout(); break;
    case 4: fault_dma(); break;
    case 5: fault_fp_mem(); break;
    case 6: fault_int_mem(); break;
    case 7: fault_loop(depth); break;
    default: fault_illegal_word(); break;
  }
}

// Bad rs1, rs2 and/or rd rows (at least one).
void Generator::fault_vector() {
  uint32_t lock = 0;
  const Op op = kVecOps[rnd(10)];
  bool b1 = coin(0.5), b2 = is_vv(op) && coin(0.5), bd = coin(0.5);
  if (!b1 && !b2 && !bd) bd = true;
  unsigned rs1 = reg_with(b1 ? bad_vaddr(1) : vaddr(1), lock);
  unsigned rs2 = is_vv(op) ? reg_with(b2 ? bad_vaddr(1) : vaddr(1), lock) : freg();
  unsigned rd = reg_with(bd ? bad_vaddr(1) : vaddr(1), lock);
  mark_fault("vector op with bad rows");
  emit_vector(op, rd, rs1, rs2, coin(0.5));
}

void Generator::fault_reduction() {
  uint32_t lock = 0;
  unsigned rs1 = reg_with(bad_vaddr(1), lock);
  mark_fault("reduction with a bad row");
  emit_vector(coin(0.5) ? Op::V_RED_SUM : Op::V_RED_MAX, freg(), rs1, 0, coin(0.5));
}

// A bad MRAM operand and/or bad VRAM rows.
void Generator::fault_matrix() {
  static const Op ops[] = {Op::M_MM, Op::M_TMM, Op::M_MV, Op::M_TMV};
  uint32_t lock = 0;
  const Op op = ops[rnd(4)];
  const unsigned span = (op == Op::M_MV || op == Op::M_TMV) ? 1 : c_.blen;
  const bool bm = coin(0.5), bv = !bm || coin(0.5);
  const uint32_t m = bm ? bad_mram_operand() : mram_operand(), v = bv ? bad_vaddr(span) : vaddr(span);
  unsigned rm = reg_with(m, lock), rv = reg_with(v, lock);
  mark_fault("matrix op with bad operands");
  if (op == Op::M_TMM) put(op, {0, rv, rm});
  else put(op, {0, rm, rv});
}

// A misaligned column, a first row beyond VRAM, or (M_MM_WO) a stride that takes the last row
// beyond VRAM. Strides stay below 2^31 / BLEN (see the RTL bug test in test_iss_rtl.cpp).
void Generator::fault_writeout() {
  uint32_t lock = 0;
  const uint32_t vlen = c_.vlen, blen = c_.blen;
  const bool mv = coin(0.4);
  uint64_t dst;
  unsigned rs = 0;
  switch (rnd(3)) {
    case 0: dst = uint64_t(vrow(blen * 4)) * vlen + range(1, blen - 1) + blen * rnd(vlen / blen); break;
    case 1: dst = uint64_t(c_.vram_rows + rnd(50)) * vlen + blen * rnd(vlen / blen); break;
    default: {
      const uint32_t s = uint32_t(range(c_.vram_rows / (blen - 1) + 1, 0x7FFFFFFFu / blen));
      if (!mv) rs = reg_with(s, lock);
      dst = uint64_t(c_.vram_rows - 1 - rnd(c_.vram_rows / 2)) * vlen + (mv ? uint64_t(c_.vram_rows) * vlen : 0);
      break;
    }
  }
  auto [rd, imm] = base_imm(dst, lock);
  mark_fault("write-out with a bad destination");
  if (mv) put(Op::M_MV_WO, {rd, imm});
  else put(Op::M_MM_WO, {rd, rs, imm});
}

// A bad target (MRAM tile / VRAM rows) and/or an HBM range error: first element beyond, the last
// row crossing the end, strided rows crossing the end, or a carry out of a[aN] + gp[rs1].
void Generator::fault_dma() {
  uint32_t lock = 0;
  const uint64_t vlen = c_.vlen, m2 = uint64_t(c_.mlen) * c_.mlen, cap = c_.hbm_elems;
  const uint64_t kind = rnd(3);
  const Op op = kind == 0 ? Op::H_PREFETCH_V : kind == 1 ? Op::H_STORE_V : Op::H_PREFETCH_M;
  const uint64_t rows = op == Op::H_PREFETCH_M ? c_.mlen : op == Op::H_STORE_V ? c_.store_v_rows : c_.prefetch_v_rows;
  std::vector<unsigned> free_a;
  for (unsigned n = 0; n < 8; ++n)
    if (!(kn_.frozen_a & (1u << n))) free_a.push_back(n);
  const bool bad_hbm = !free_a.empty() && coin(0.6);
  const bool bad_target = !bad_hbm || coin(0.5);  // without a bad HBM range the target decides
  uint32_t target;
  if (op == Op::H_PREFETCH_M)
    target = !bad_target ? uint32_t(rnd(c_.mram_tiles) * m2)
             : coin(0.5) ? uint32_t(rnd(c_.mram_tiles) * m2 + range(1, m2 - 1))
                         : uint32_t((c_.mram_tiles + rnd(4)) * m2);
  else
    target = bad_target ? bad_vaddr(unsigned(rows)) : vaddr(unsigned(rows));
  unsigned an = 0, off = 0, rstride = 0;
  if (bad_hbm) {
    an = free_a[rnd(free_a.size())];
    uint64_t a = 0, g = 0;
    switch (rnd(4)) {
      case 0: a = cap + rnd(100000); g = rnd(1000); break;
      case 1: a = cap - vlen - rnd(vlen - 1); g = rnd(vlen - 1); break;
      case 2: a = 0xFFFFFFFFFFFFFFFFull - rnd(1000); g = 0xFFFFFFFFu - uint32_t(rnd(1000)); break;
      default: a = cap - 1 - rnd(1000); rstride = 1; break;
    }
    if (rstride && kn_.frozen_stride) {
      rstride = 0;
      a = cap - vlen + 1;
    } else if (rstride) {
      set_stride(uint32_t(range(1000, 1u << 30)), lock);
    }
    set_areg(an, a, lock);
    off = reg_with(uint32_t(g), lock);
  }
  const unsigned rt = reg_with(target, lock);
  mark_fault("DMA with a bad target or HBM range");
  put(op, {rt, off, an, rstride, 0});
}

// S_LD_FP / S_ST_FP beyond FP_MEM (the 33-bit sum gp + imm does not wrap), or S_MAP_V_FP with
// a bad row and/or source words crossing the end.
void Generator::fault_fp_mem() {
  uint32_t lock = 0;
  const uint64_t kind = rnd(3);
  if (kind < 2) {
    const uint32_t g = coin(0.5) ? 0xFFFFFFFFu - uint32_t(rnd(3)) : c_.fp_mem_words + uint32_t(rnd(100));
    unsigned rb = reg_with(g, lock);
    mark_fault("FP_MEM access beyond the end");
    put(kind == 0 ? Op::S_LD_FP : Op::S_ST_FP, {freg(), rb, uint32_t(rnd(1u << 18))});
    return;
  }
  const bool bad_row = coin(0.5), bad_fp = !bad_row || coin(0.5);
  unsigned row = reg_with(bad_row ? bad_vaddr(1) : vaddr(1), lock);
  const uint32_t addr = bad_fp ? uint32_t(range(c_.fp_mem_words - c_.vlen + 1, c_.fp_mem_words + 10)) : 0;
  unsigned rb = reg_with(addr, lock);
  mark_fault("S_MAP_V_FP with a bad row or source range");
  put(Op::S_MAP_V_FP, {row, rb, 0});
}

void Generator::fault_int_mem() {
  uint32_t lock = 0;
  const uint32_t g = coin(0.5) ? 0xFFFFFFFFu - uint32_t(rnd(3)) : c_.int_mem_words + uint32_t(rnd(100));
  unsigned rb = reg_with(g, lock);
  mark_fault("INT_MEM access beyond the end");
  put(coin(0.5) ? Op::S_LD_INT : Op::S_ST_INT, {unsigned(rnd(16)), rb, uint32_t(rnd(1u << 18))});
}

// C_LOOP_START with 0 iterations; loops opened up to the configured depth and one more; or a
// C_LOOP_END that does not name the innermost loop (`depth` loops are open here).
void Generator::fault_loop(unsigned depth) {
  switch (rnd(3)) {
    case 0:
      mark_fault("C_LOOP_START with 0 iterations");
      put(Op::C_LOOP_START, {unsigned(rnd(16)), 0});
      break;
    case 1: {
      const int r = free_reg(0, kScratch0, kNumScratch);
      const unsigned reg = r < 0 ? 0 : unsigned(r);
      for (unsigned d = depth; d < c_.loop_depth; ++d) put(Op::C_LOOP_START, {reg, uint32_t(range(1, 3))});
      mark_fault("loop stack overflow");
      put(Op::C_LOOP_START, {reg, 1});
      break;
    }
    default: {
      unsigned r = unsigned(rnd(16));
      if (depth > 0 && r == kCounter0 + depth - 1) r = (r + 1) % 16;
      mark_fault(depth > 0 ? "C_LOOP_END of the wrong register" : "C_LOOP_END without an open loop");
      put(Op::C_LOOP_END, {r});
      break;
    }
  }
}

// A reserved opcode, an opcode outside the table, or a valid word with a fixed bit flipped.
void Generator::fault_illegal_word() {
  uint32_t w = 0;
  do {
    const uint64_t how = rnd(3);
    if (how == 0) {
      w = (uint32_t(rng_()) & ~0x3Fu) | isa::kReserved[rnd(isa::kNumReserved)].opcode;
    } else if (how == 1) {
      w = (uint32_t(rng_()) & ~0x3Fu) | (coin(0.5) ? 0x00u : uint32_t(range(0x38, 0x3F)));
    } else {
      const isa::Instr& in = isa::kInstrs[rnd(isa::kNumInstrs)];
      w = in.match | (uint32_t(rng_()) & ~in.mask) | (1u << range(6, 31));
    }
  } while (isa::decode(w) != nullptr);
  mark_fault("illegal word");
  p_.words.push_back(w);
}

GeneratedTest Generator::run() {
  make_image();
  kn_.gp[0] = 0;
  kn_.stride = 1;
  for (auto& a : kn_.a) a = 0;
  items_left_ = unsigned(range(opt_.min_items, opt_.max_items));
  if (opt_.inject_fault) fault_countdown_ = int(rnd(items_left_));

  // Prologue: FP registers from FP_MEM, a random V_MASK.
  for (unsigned f = 1; f < 8; ++f)
    if (coin(0.8)) put(Op::S_LD_FP, {f, 0, uint32_t(rnd(c_.fp_mem_words))});
  uint32_t lock = 0;
  put(Op::C_SET_V_MASK_REG, {reg_with(uint32_t(rnd(uint64_t(1) << c_.heads)), lock)});

  while (items_left_ > 0) item(0);
  if (opt_.inject_fault && !fault_done_) fault(0);

  // Epilogue: flush both accumulators so that their contents are compared.
  lock = 0;
  {
    auto [rd, imm] = base_imm(uint64_t(vrow(c_.blen)) * c_.vlen + c_.blen * rnd(c_.vlen / c_.blen), lock);
    put(Op::M_MM_WO, {rd, 0, imm});
  }
  {
    auto [rd, imm] = base_imm(uint64_t(vrow(1)) * c_.vlen + c_.blen * rnd(c_.vlen / c_.blen), lock);
    put(Op::M_MV_WO, {rd, imm});
  }
  out_.program = p_.words;
  out_.image = im_;
  return out_;
}

}  // namespace

GeneratedTest generate_test(const kc::plena::HwConfig& cfg, uint64_t seed, const GenOptions& opt) {
  return Generator(cfg, seed, opt).run();
}

std::vector<HbmWindow> directed_windows(const kc::plena::HwConfig& cfg) {
  return {{0, 4096}, {1000000, 4096}, {cfg.hbm_elems - 4096, 4096}};
}

InitImage random_image(const kc::plena::HwConfig& cfg, uint64_t seed, const std::vector<HbmWindow>& windows) {
  std::mt19937_64 rng(seed);
  InitImage im = InitImage::zeros(cfg);
  for (auto& v : im.vram) v = rand_bf16(rng);
  for (auto& v : im.mram) v = rand_bf16(rng);
  for (auto& v : im.fp_mem) v = rand_bf16(rng);
  for (auto& v : im.int_mem) v = uint32_t(rng());
  im.windows = windows;
  for (const auto& w : windows) {
    std::vector<uint16_t> v(w.size);
    for (auto& x : v) x = rand_bf16(rng);
    im.hbm.push_back(std::move(v));
  }
  return im;
}

}  // namespace isstest
