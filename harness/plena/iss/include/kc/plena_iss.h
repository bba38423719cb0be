// kc::plena::Iss: the functional (untimed) instruction-set simulator of the plena core.
//
// The ISS executes a program in program order, one instruction at a time, with exactly the
// architectural effects of the RTL (rtl/plena/*.sv): the RTL's scoreboard makes its overlapped
// execution equivalent to this sequential model, and tests/plena/iss proves the two agree bit for
// bit on the complete end state (registers, every memory, the touched HBM, the run status and
// the fault report). Every floating-point operation goes through kc::fp (docs/numerics.md).
//
// Semantics in brief (docs/isa/plena.md is the reference; where it is silent, the RTL decides):
// - Checks before effects: an instruction that faults has no effect at all; the fault kinds are
//   checked in the RTL's priority order and report the RTL's address value (element/word
//   address of the offending operand; the counter register number for loop faults).
// - gp0 and f0 read zero and ignore writes; integer arithmetic wraps modulo 2^32.
// - C_LOOP_START rd, N pushes (next pc, rd) and sets gp[rd] = N; C_LOOP_END rd jumps back while
//   gp[rd] > 1 (gp[rd] -= 1), else sets gp[rd] = 0 and pops.
// - Vector ops: element e is written only if enabled (rmask = 0, or V_MASK bit e / HLEN set).
//   Reductions: each element passes the lane rounder (f32_to_bf16 of its fp32 value: DAZ,
//   canonical NaN), masked-off elements are +0 (sum) / -inf (max); each beat of LANES elements
//   is reduced by a pairwise tree over adjacent lanes; beats are combined left to right into an
//   fp32 accumulator (beat 0 initialises it); then sum: f[fd] = f32_to_bf16(f32_add(f[fd], acc)),
//   max: f[fd] = bf16_max(f[fd], acc).
// - Matrix: each accumulator element does acc = f32_add(acc, f32_mul_bf16(a, w)) for k = 0..MLEN-1;
//   write-outs round with f32_to_bf16 and clear the accumulator to +0.
// - DMA: element address E = a[aN] + gp[rs1]; rows are `stride` elements apart (STRIDE when
//   rstride = 1, else VLEN); rows are moved in increasing order (a later row of an overlapping
//   store wins). HBM holds bf16 little-endian, element e at bytes 2e, 2e + 1.
//
// Performance: the program is decoded once by load_program(); run() is a switch over the
// decoded words with no allocation.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "kc/hbm_model.h"
#include "plena_configs.h"
#include "plena_isa_table.h"

namespace kc::plena {

// bf16 elements in an HbmModel (little-endian, element e at bytes 2e and 2e + 1). Elements at or
// beyond the capacity read as 0 and are ignored on write. No allocation.
void hbm_read_bf16(const HbmModel& hbm, std::uint64_t elem, std::uint16_t* dst, std::size_t n);
void hbm_write_bf16(HbmModel& hbm, std::uint64_t elem, const std::uint16_t* src, std::size_t n);

// Fault kinds, with the codes of the core's fault_kind_o port and isa::kFaults (a test checks
// that the names agree with the ISA table).
enum class FaultKind : std::uint8_t {
  none = 0,
  vram_align = 1,
  vram_range = 2,
  mram_align = 3,
  mram_range = 4,
  hbm_range = 5,
  fpmem_range = 6,
  intmem_range = 7,
  loop_zero = 8,
  loop_overflow = 9,
  loop_mismatch = 10,
};

// How a run ended. Codes as the core's status_o where the meaning is the same (halted, fault,
// illegal_instruction); instruction_limit takes the place of the RTL's cycle_limit.
enum class IssStatus : std::uint8_t {
  halted = 1,               // ran past the last instruction
  fault = 2,                // an instruction broke an address or loop rule (nothing of it executed)
  illegal_instruction = 3,  // a word that encodes no instruction
  instruction_limit = 4,    // max_instructions executed and the program had not ended
};

// "halted", "fault", "illegal_instruction", "instruction_limit".
const char* iss_status_name(IssStatus s);
// The ISA table's name of a fault kind ("none" for FaultKind::none).
const char* fault_kind_name(FaultKind k);

struct IssResult {
  IssStatus status = IssStatus::halted;
  FaultKind fault = FaultKind::none;  // status fault: the kind
  std::uint32_t pc = 0;       // fault / illegal: pc of the instruction; otherwise the next pc
  std::uint64_t address = 0;  // fault: offending address (as the RTL's fault_addr_o), else 0
  std::uint32_t word = 0;     // fault / illegal: the instruction word, else 0
  std::uint64_t instructions = 0;  // instructions executed (the faulting one is not counted)
  std::array<std::uint64_t, 64> per_opcode{};  // instructions executed, indexed by opcode

  std::uint64_t count(isa::Op op) const { return per_opcode[unsigned(op)]; }
};

// An open hardware loop.
struct LoopEntry {
  std::uint32_t body_pc;  // first instruction of the body
  std::uint8_t reg;       // counter register
};

// A fixed-size view of one of the ISS's memories (its size comes from the configuration).
template <class T>
class MemView {
 public:
  MemView(T* data, std::size_t size) : data_(data), size_(size) {}
  T& operator[](std::size_t i) const { return data_[i]; }
  T* data() const { return data_; }
  std::size_t size() const { return size_; }
  T* begin() const { return data_; }
  T* end() const { return data_ + size_; }

 private:
  T* data_;
  std::size_t size_;
};

class Iss {
 public:
  // Memories sized from `cfg` and zero; registers at their reset values; no program.
  explicit Iss(const HwConfig& cfg);

  const HwConfig& config() const { return cfg_; }

  // Register reset, as the core's reset: STRIDE = 1, every other register, the loop stack and
  // both accumulators 0. Memories (and the program) keep their contents.
  void reset();

  // Loads the program (its length is the number of words). Throws std::length_error if it is
  // longer than the instruction memory (the bundle error of the platform).
  void load_program(const std::vector<std::uint32_t>& words);
  const std::vector<std::uint32_t>& program() const { return words_; }

  // Runs the loaded program from pc 0 with the current registers and memories (the loop stack
  // starts empty) until it ends or `max_instructions` instructions have executed.
  IssResult run(std::uint64_t max_instructions);

  // ---- registers (writes to gp0 / f0 are ignored, as in the core) ----
  std::uint32_t gp(unsigned i) const { return gp_[i & 15]; }
  void set_gp(unsigned i, std::uint32_t v) { write_gp(i & 15, v); }
  std::uint16_t f(unsigned i) const { return f_[i & 7]; }
  void set_f(unsigned i, std::uint16_t v) { write_f(i & 7, v); }
  std::uint64_t a(unsigned i) const { return a_[i & 7]; }
  void set_a(unsigned i, std::uint64_t v) { a_[i & 7] = v; }
  std::uint32_t stride() const { return stride_; }
  void set_stride(std::uint32_t v) { stride_ = v; }
  std::uint32_t scale() const { return scale_; }
  void set_scale(std::uint32_t v) { scale_ = v; }
  std::uint32_t vmask() const { return vmask_; }
  void set_vmask(std::uint32_t v) { vmask_ = v; }
  // Open loops, outermost first (state after the last run; empty before any run).
  const std::vector<LoopEntry>& loop_stack() const { return loops_; }
  // Matrix accumulators (fp32 bit patterns): m_accum[i][j], i, j < BLEN; v_accum[j], j < BLEN.
  std::uint32_t m_accum(unsigned i, unsigned j) const { return macc_[i * cfg_.blen + j]; }
  void set_m_accum(unsigned i, unsigned j, std::uint32_t v) { macc_[i * cfg_.blen + j] = v; }
  std::uint32_t v_accum(unsigned j) const { return vacc_[j]; }
  void set_v_accum(unsigned j, std::uint32_t v) { vacc_[j] = v; }

  // ---- memories (element / word addressed, as the instructions address them) ----
  MemView<std::uint16_t> vram() { return {vram_.data(), vram_.size()}; }
  MemView<const std::uint16_t> vram() const { return {vram_.data(), vram_.size()}; }
  MemView<std::uint16_t> mram() { return {mram_.data(), mram_.size()}; }
  MemView<const std::uint16_t> mram() const { return {mram_.data(), mram_.size()}; }
  MemView<std::uint16_t> fp_mem() { return {fpmem_.data(), fpmem_.size()}; }
  MemView<const std::uint16_t> fp_mem() const { return {fpmem_.data(), fpmem_.size()}; }
  MemView<std::uint32_t> int_mem() { return {intmem_.data(), intmem_.size()}; }
  MemView<const std::uint32_t> int_mem() const { return {intmem_.data(), intmem_.size()}; }

  // HBM: byte storage (capacity = the configuration's hbm_bytes) and element helpers. Element
  // accesses beyond the capacity read 0 and are ignored on write (HbmModel's rule).
  HbmModel& hbm() { return hbm_; }
  const HbmModel& hbm() const { return hbm_; }
  void hbm_read(std::uint64_t elem, std::uint16_t* dst, std::size_t n) const { hbm_read_bf16(hbm_, elem, dst, n); }
  void hbm_write(std::uint64_t elem, const std::uint16_t* src, std::size_t n) { hbm_write_bf16(hbm_, elem, src, n); }
  std::uint16_t hbm_elem(std::uint64_t elem) const {
    std::uint16_t v = 0;
    hbm_read(elem, &v, 1);
    return v;
  }
  void set_hbm_elem(std::uint64_t elem, std::uint16_t v) { hbm_write(elem, &v, 1); }

  // One decoded instruction word (exposed for tools that want the ISS's view of a program).
  struct Decoded {
    bool legal = false;
    std::uint8_t opcode = 0;
    std::uint8_t rd = 0, rs1 = 0, rs2 = 0, rs3 = 0, funct1 = 0;
    std::uint32_t imm = 0;  // imm18 or imm22, by the instruction's format
  };
  // The single operand-decoding routine: legality by isa::decode, fields by isa::field_get.
  static Decoded decode_word(std::uint32_t word);

 private:
  struct Fault {
    FaultKind kind = FaultKind::none;
    std::uint64_t addr = 0;
    explicit operator bool() const { return kind != FaultKind::none; }
  };

  void write_gp(unsigned r, std::uint32_t v) {
    if (r != 0) gp_[r] = v;
  }
  void write_f(unsigned r, std::uint16_t v) {
    if (r != 0) f_[r] = v;
  }

  // ---- address checks (the RTL's rules and fault addresses) ----
  // VRAM operand: `addr` is row aligned (else vram_align) and rows addr/VLEN .. +nrows-1 exist
  // (else vram_range); both report addr.
  Fault check_vram_rows(std::uint64_t addr, std::uint64_t nrows) const;
  // MRAM matrix operand m = tile·MLEN² + c: c < MLEN and a multiple of BLEN (else mram_align),
  // tile < MRAM_TILES (else mram_range); both report m.
  Fault check_mram_operand(std::uint32_t m) const;
  // Words [addr, addr + n) inside a memory of `size` words, else `kind` at addr.
  static Fault check_words(std::uint64_t addr, std::uint64_t n, std::uint64_t size, FaultKind kind);

  // ---- execution, one routine per instruction family; each checks before it changes state ----
  Fault exec_scalar_int(const Decoded& d);
  Fault exec_scalar_fp(const Decoded& d);
  Fault exec_fp_mem(const Decoded& d);
  Fault exec_vector(const Decoded& d);
  Fault exec_reduction(const Decoded& d);
  Fault exec_matrix(const Decoded& d);
  Fault exec_writeout(const Decoded& d);
  Fault exec_dma(const Decoded& d);
  Fault exec_control(const Decoded& d);
  // Loops also move the pc: `pc` is the loop instruction's pc on entry, the next pc on return.
  Fault exec_loop(const Decoded& d, std::uint32_t& pc);

  // Element enables of a vector instruction: bit h of the result enables head h.
  std::uint32_t heads_of(const Decoded& d) const;
  bool enabled(std::uint32_t heads, unsigned e) const { return (heads >> (e / cfg_.hlen)) & 1u; }
  // The reduction of one VRAM row (documented order), without the final combination with fd.
  std::uint32_t reduce_row(const std::uint16_t* row, std::uint32_t heads, bool is_max);

  HwConfig cfg_;
  unsigned mlen2_;  // MLEN²

  std::uint32_t gp_[16] = {};
  std::uint16_t f_[8] = {};
  std::uint64_t a_[8] = {};
  std::uint32_t stride_ = 1, scale_ = 0, vmask_ = 0;
  std::vector<LoopEntry> loops_;
  std::vector<std::uint32_t> macc_, vacc_;

  std::vector<std::uint32_t> words_;
  std::vector<Decoded> prog_;
  std::vector<std::uint16_t> vram_, mram_, fpmem_;
  std::vector<std::uint32_t> intmem_;
  HbmModel hbm_;

  std::vector<std::uint32_t> red_scratch_;  // LANES fp32 values of one reduction beat
};

}  // namespace kc::plena
