// kc::plena::Iss implementation. The header states the semantics; comments here point at the
// RTL lines each rule mirrors (rtl/plena/plena_issue.sv unless noted).
#include "kc/plena_iss.h"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "kc/fp.h"

namespace kc::plena {

using isa::Op;
namespace fp = kc::fp;

namespace {

// The vector lane's output rounder (plena_fp_lane.sv stage 2): results that are already bf16
// pass f32_to_bf16 of their fp32 value (DAZ, canonical NaN). Reductions feed every element
// through it (lane op LPass).
inline std::uint16_t lane_round(std::uint16_t v) { return fp::f32_to_bf16(fp::bf16_to_f32(v)); }

inline std::uint16_t bf16_max_of_f32(std::uint32_t a, std::uint32_t b) {
  return fp::bf16_max(std::uint16_t(a >> 16), std::uint16_t(b >> 16));
}

// dst[e] = fn(a[e], b[e] or scalar) for every element e of an enabled head. `heads` bit h enables
// elements h·hlen .. h·hlen + hlen - 1. dst may alias a or b: element e reads only element e.
template <class Fn>
void map_row(unsigned vlen, unsigned hlen, std::uint32_t heads, std::uint16_t* dst,
             const std::uint16_t* a, const std::uint16_t* b, std::uint16_t scalar, Fn fn) {
  for (unsigned h = 0; h * hlen < vlen; ++h) {
    if (!((heads >> h) & 1u)) continue;
    for (unsigned e = h * hlen; e < (h + 1) * hlen; ++e) dst[e] = fn(a[e], b ? b[e] : scalar);
  }
}

bool is_vv(std::uint8_t opc) {
  return opc == std::uint8_t(Op::V_ADD_VV) || opc == std::uint8_t(Op::V_SUB_VV) ||
         opc == std::uint8_t(Op::V_MUL_VV);
}

}  // namespace

const char* iss_status_name(IssStatus s) {
  switch (s) {
    case IssStatus::halted: return "halted";
    case IssStatus::fault: return "fault";
    case IssStatus::illegal_instruction: return "illegal_instruction";
    case IssStatus::instruction_limit: return "instruction_limit";
  }
  return "?";
}

const char* fault_kind_name(FaultKind k) {
  if (k == FaultKind::none) return "none";
  const char* n = isa::fault_name(unsigned(k));
  return n ? n : "?";
}

// ------------------------------------------------------------------------------------------------
// State
// ------------------------------------------------------------------------------------------------

Iss::Iss(const HwConfig& cfg)
    : cfg_(cfg),
      mlen2_(cfg.mlen * cfg.mlen),
      macc_(std::size_t(cfg.blen) * cfg.blen, 0),
      vacc_(cfg.blen, 0),
      vram_(std::size_t(cfg.vram_rows) * cfg.vlen, 0),
      mram_(std::size_t(cfg.mram_tiles) * cfg.mlen * cfg.mlen, 0),
      fpmem_(cfg.fp_mem_words, 0),
      intmem_(cfg.int_mem_words, 0),
      hbm_(cfg.hbm_bytes, HbmTiming{cfg.hbm_latency_cycles, cfg.hbm_bytes_per_cycle}),
      red_scratch_(cfg.lanes, 0) {
  if (cfg.mlen != cfg.vlen || cfg.vlen % cfg.lanes != 0 || cfg.vlen % cfg.hlen != 0 ||
      cfg.vlen % cfg.blen != 0 || cfg.heads > 32)
    throw std::invalid_argument("plena ISS: unsupported configuration " + cfg.name);
  loops_.reserve(cfg.loop_depth);
}

void Iss::reset() {
  std::fill(std::begin(gp_), std::end(gp_), 0u);
  std::fill(std::begin(f_), std::end(f_), std::uint16_t(0));
  std::fill(std::begin(a_), std::end(a_), 0ull);
  stride_ = 1;
  scale_ = 0;
  vmask_ = 0;
  loops_.clear();
  std::fill(macc_.begin(), macc_.end(), 0u);
  std::fill(vacc_.begin(), vacc_.end(), 0u);
}

void Iss::load_program(const std::vector<std::uint32_t>& words) {
  if (words.size() > cfg_.imem_words)
    throw std::length_error("plena ISS: program of " + std::to_string(words.size()) +
                            " instructions exceeds the instruction memory (" +
                            std::to_string(cfg_.imem_words) + " words)");
  words_ = words;
  prog_.resize(words.size());
  for (std::size_t i = 0; i < words.size(); ++i) prog_[i] = decode_word(words[i]);
}

Iss::Decoded Iss::decode_word(std::uint32_t word) {
  Decoded d;
  const isa::Instr* in = isa::decode(word);
  if (!in) return d;
  d.legal = true;
  d.opcode = in->opcode;
  d.rd = std::uint8_t(isa::field_get(word, isa::Field::rd));
  d.rs1 = std::uint8_t(isa::field_get(word, isa::Field::rs1));
  d.rs2 = std::uint8_t(isa::field_get(word, isa::Field::rs2));
  d.rs3 = std::uint8_t(isa::field_get(word, isa::Field::rs3));
  d.funct1 = std::uint8_t(isa::field_get(word, isa::Field::funct1));
  if (in->format == isa::Format::I22) d.imm = isa::field_get(word, isa::Field::imm22);
  else if (in->format == isa::Format::I18) d.imm = isa::field_get(word, isa::Field::imm18);
  return d;
}

// ------------------------------------------------------------------------------------------------
// HBM element access (bf16 little-endian), through a small stack buffer
// ------------------------------------------------------------------------------------------------

namespace {
constexpr std::size_t kChunkElems = 128;
}  // namespace

void hbm_read_bf16(const HbmModel& hbm, std::uint64_t elem, std::uint16_t* dst, std::size_t n) {
  const std::uint64_t cap = hbm.capacity() / 2;
  std::uint8_t b[2 * kChunkElems];
  while (n > 0) {
    if (elem >= cap) {
      std::fill(dst, dst + n, std::uint16_t(0));
      return;
    }
    const std::size_t c = std::size_t(std::min<std::uint64_t>({n, kChunkElems, cap - elem}));
    hbm.read(2 * elem, b, 2 * c);
    for (std::size_t i = 0; i < c; ++i) dst[i] = std::uint16_t(b[2 * i] | (b[2 * i + 1] << 8));
    elem += c;
    dst += c;
    n -= c;
  }
}

void hbm_write_bf16(HbmModel& hbm, std::uint64_t elem, const std::uint16_t* src, std::size_t n) {
  const std::uint64_t cap = hbm.capacity() / 2;
  std::uint8_t b[2 * kChunkElems];
  while (n > 0 && elem < cap) {
    const std::size_t c = std::size_t(std::min<std::uint64_t>({n, kChunkElems, cap - elem}));
    for (std::size_t i = 0; i < c; ++i) {
      b[2 * i] = std::uint8_t(src[i]);
      b[2 * i + 1] = std::uint8_t(src[i] >> 8);
    }
    hbm.write(2 * elem, b, 2 * c);
    elem += c;
    src += c;
    n -= c;
  }
}

// ------------------------------------------------------------------------------------------------
// Address checks
// ------------------------------------------------------------------------------------------------

// v_misaligned / v_out: a[VLOG-1:0] != 0, then (a >> VLOG) + n > VRAM_ROWS.
Iss::Fault Iss::check_vram_rows(std::uint64_t addr, std::uint64_t nrows) const {
  if (addr % cfg_.vlen != 0) return {FaultKind::vram_align, addr};
  if (addr / cfg_.vlen + nrows > cfg_.vram_rows) return {FaultKind::vram_range, addr};
  return {};
}

// m_misaligned / m_out: a[2·MLOG-1:MLOG] != 0 or a[BLOG-1:0] != 0, then (a >> 2·MLOG) >= TILES.
Iss::Fault Iss::check_mram_operand(std::uint32_t m) const {
  const std::uint32_t c = m % mlen2_;
  if (c >= cfg_.mlen || c % cfg_.blen != 0) return {FaultKind::mram_align, m};
  if (m / mlen2_ >= cfg_.mram_tiles) return {FaultKind::mram_range, m};
  return {};
}

Iss::Fault Iss::check_words(std::uint64_t addr, std::uint64_t n, std::uint64_t size, FaultKind kind) {
  if (addr + n > size) return {kind, addr};
  return {};
}

// ------------------------------------------------------------------------------------------------
// Run loop
// ------------------------------------------------------------------------------------------------

IssResult Iss::run(std::uint64_t max_instructions) {
  IssResult r;
  loops_.clear();
  const std::uint32_t n = std::uint32_t(prog_.size());
  std::uint32_t pc = 0;
  while (pc < n) {
    if (r.instructions >= max_instructions) {
      r.status = IssStatus::instruction_limit;
      r.pc = pc;
      return r;
    }
    const Decoded& d = prog_[pc];
    if (!d.legal) {  // legality is checked before any address rule (can_issue needs `legal`)
      r.status = IssStatus::illegal_instruction;
      r.pc = pc;
      r.word = words_[pc];
      return r;
    }
    std::uint32_t next = pc + 1;
    Fault f;
    switch (Op(d.opcode)) {
      case Op::S_ADD_INT: case Op::S_ADDI_INT: case Op::S_SUB_INT: case Op::S_MUL_INT:
      case Op::S_LUI_INT: case Op::S_LD_INT: case Op::S_ST_INT:
        f = exec_scalar_int(d);
        break;
      case Op::S_ADD_FP: case Op::S_SUB_FP: case Op::S_MAX_FP: case Op::S_MUL_FP:
      case Op::S_EXP_FP: case Op::S_RECI_FP: case Op::S_SQRT_FP:
        f = exec_scalar_fp(d);
        break;
      case Op::S_LD_FP: case Op::S_ST_FP: case Op::S_MAP_V_FP:
        f = exec_fp_mem(d);
        break;
      case Op::V_ADD_VV: case Op::V_ADD_VF: case Op::V_SUB_VV: case Op::V_SUB_VF:
      case Op::V_MUL_VV: case Op::V_MUL_VF: case Op::V_EXP_V: case Op::V_RECI_V:
      case Op::V_MAX_VF: case Op::V_MIN_VF:
        f = exec_vector(d);
        break;
      case Op::V_RED_SUM: case Op::V_RED_MAX:
        f = exec_reduction(d);
        break;
      case Op::M_MM: case Op::M_TMM: case Op::M_MV: case Op::M_TMV:
        f = exec_matrix(d);
        break;
      case Op::M_MM_WO: case Op::M_MV_WO:
        f = exec_writeout(d);
        break;
      case Op::H_PREFETCH_M: case Op::H_PREFETCH_V: case Op::H_STORE_V:
        f = exec_dma(d);
        break;
      case Op::C_SET_ADDR_REG: case Op::C_SET_SCALE_REG: case Op::C_SET_STRIDE_REG:
      case Op::C_SET_V_MASK_REG:
        f = exec_control(d);
        break;
      case Op::C_LOOP_START: case Op::C_LOOP_END:
        next = pc;
        f = exec_loop(d, next);
        break;
    }
    if (f) {
      r.status = IssStatus::fault;
      r.fault = f.kind;
      r.pc = pc;
      r.address = f.addr;
      r.word = words_[pc];
      return r;
    }
    r.instructions++;
    r.per_opcode[d.opcode]++;
    pc = next;
  }
  r.status = IssStatus::halted;
  r.pc = pc;
  return r;
}

// ------------------------------------------------------------------------------------------------
// Scalar integer and control
// ------------------------------------------------------------------------------------------------

Iss::Fault Iss::exec_scalar_int(const Decoded& d) {
  const std::uint32_t x = gp_[d.rs1], y = gp_[d.rs2];
  const std::uint64_t mem_addr = std::uint64_t(x) + d.imm;  // 33 bits: no wrap
  switch (Op(d.opcode)) {
    case Op::S_ADD_INT: write_gp(d.rd, x + y); break;
    case Op::S_SUB_INT: write_gp(d.rd, x - y); break;
    case Op::S_MUL_INT: write_gp(d.rd, x * y); break;
    case Op::S_ADDI_INT: write_gp(d.rd, x + d.imm); break;
    case Op::S_LUI_INT: write_gp(d.rd, d.imm << 12); break;  // bits past bit 31 are lost
    case Op::S_LD_INT:
    case Op::S_ST_INT: {
      if (Fault f = check_words(mem_addr, 1, intmem_.size(), FaultKind::intmem_range)) return f;
      if (Op(d.opcode) == Op::S_LD_INT) write_gp(d.rd, intmem_[mem_addr]);
      else intmem_[mem_addr] = gp_[d.rd];
      break;
    }
    default: break;
  }
  return {};
}

Iss::Fault Iss::exec_control(const Decoded& d) {
  switch (Op(d.opcode)) {
    case Op::C_SET_ADDR_REG: a_[d.rd & 7] = (std::uint64_t(gp_[d.rs1]) << 32) | gp_[d.rs2]; break;
    case Op::C_SET_SCALE_REG: scale_ = gp_[d.rd]; break;
    case Op::C_SET_STRIDE_REG: stride_ = gp_[d.rd]; break;
    case Op::C_SET_V_MASK_REG: vmask_ = gp_[d.rd]; break;
    default: break;
  }
  return {};
}

// C_LOOP_START: imm == 0 -> loop_zero, stack full -> loop_overflow (address: the register
// number). C_LOOP_END: empty stack or another register -> loop_mismatch; loop_take = gp > 1.
Iss::Fault Iss::exec_loop(const Decoded& d, std::uint32_t& pc) {
  if (Op(d.opcode) == Op::C_LOOP_START) {
    if (d.imm == 0) return {FaultKind::loop_zero, d.rd};
    if (loops_.size() >= cfg_.loop_depth) return {FaultKind::loop_overflow, d.rd};
    write_gp(d.rd, d.imm);
    loops_.push_back({pc + 1, d.rd});
    pc = pc + 1;
    return {};
  }
  if (loops_.empty() || loops_.back().reg != d.rd) return {FaultKind::loop_mismatch, d.rd};
  const std::uint32_t count = gp_[d.rd];
  if (count > 1) {
    write_gp(d.rd, count - 1);
    pc = loops_.back().body_pc;
  } else {
    write_gp(d.rd, 0);
    loops_.pop_back();
    pc = pc + 1;
  }
  return {};
}

// ------------------------------------------------------------------------------------------------
// Scalar FP (plena_sfp_unit: one plena_fp_lane with square root)
// ------------------------------------------------------------------------------------------------

Iss::Fault Iss::exec_scalar_fp(const Decoded& d) {
  const std::uint16_t a = f_[d.rs1 & 7], b = f_[d.rs2 & 7];
  std::uint16_t y = 0;
  switch (Op(d.opcode)) {
    case Op::S_ADD_FP: y = fp::bf16_add(a, b); break;
    case Op::S_SUB_FP: y = fp::bf16_sub(a, b); break;
    case Op::S_MAX_FP: y = lane_round(fp::bf16_max(a, b)); break;
    case Op::S_MUL_FP: y = fp::bf16_mul(a, b); break;
    case Op::S_EXP_FP: y = fp::bf16_exp(a); break;
    case Op::S_RECI_FP: y = lane_round(fp::bf16_recip(a)); break;
    case Op::S_SQRT_FP: y = lane_round(fp::bf16_sqrt(a)); break;
    default: break;
  }
  write_f(d.rd & 7, y);
  return {};
}

// S_LD_FP / S_ST_FP: word gp[rs1] + imm < FP_MEM_WORDS. S_MAP_V_FP: the VRAM row first, then
// the VLEN source words (fault address: the first word).
Iss::Fault Iss::exec_fp_mem(const Decoded& d) {
  const std::uint64_t mem_addr = std::uint64_t(gp_[d.rs1]) + d.imm;
  switch (Op(d.opcode)) {
    case Op::S_LD_FP:
      if (Fault f = check_words(mem_addr, 1, fpmem_.size(), FaultKind::fpmem_range)) return f;
      write_f(d.rd & 7, fpmem_[mem_addr]);
      break;
    case Op::S_ST_FP:
      if (Fault f = check_words(mem_addr, 1, fpmem_.size(), FaultKind::fpmem_range)) return f;
      fpmem_[mem_addr] = f_[d.rd & 7];
      break;
    case Op::S_MAP_V_FP: {
      const std::uint32_t row = gp_[d.rd];
      if (Fault f = check_vram_rows(row, 1)) return f;
      if (Fault f = check_words(mem_addr, cfg_.vlen, fpmem_.size(), FaultKind::fpmem_range)) return f;
      std::copy_n(&fpmem_[mem_addr], cfg_.vlen, &vram_[row]);
      break;
    }
    default: break;
  }
  return {};
}

// ------------------------------------------------------------------------------------------------
// Vector unit
// ------------------------------------------------------------------------------------------------

// vu.heads = rmask ? V_MASK[HEADS-1:0] : all ones.
std::uint32_t Iss::heads_of(const Decoded& d) const {
  const std::uint32_t all = std::uint32_t((std::uint64_t(1) << cfg_.heads) - 1);
  return (d.rs3 & 1u) ? (vmask_ & all) : all;
}

// Operand checks in the RTL's order: rs1, rs2 (row-row ops), rd; each alignment then range.
Iss::Fault Iss::exec_vector(const Decoded& d) {
  const std::uint32_t ra = gp_[d.rs1], rb = gp_[d.rs2], rd = gp_[d.rd];
  const bool vv = is_vv(d.opcode);
  if (Fault f = check_vram_rows(ra, 1)) return f;
  if (vv)
    if (Fault f = check_vram_rows(rb, 1)) return f;
  if (Fault f = check_vram_rows(rd, 1)) return f;

  const unsigned vlen = cfg_.vlen, hlen = cfg_.hlen;
  const std::uint32_t heads = heads_of(d);
  std::uint16_t* dst = &vram_[rd];
  const std::uint16_t* a = &vram_[ra];
  const std::uint16_t* b = vv ? &vram_[rb] : nullptr;
  const std::uint16_t s = f_[d.rs2 & 7];
  const auto sub = [](std::uint16_t x, std::uint16_t y) { return fp::bf16_sub(x, y); };
  switch (Op(d.opcode)) {
    case Op::V_ADD_VV: case Op::V_ADD_VF:
      map_row(vlen, hlen, heads, dst, a, b, s,
              [](std::uint16_t x, std::uint16_t y) { return fp::bf16_add(x, y); });
      break;
    case Op::V_SUB_VV:
      map_row(vlen, hlen, heads, dst, a, b, s, sub);
      break;
    case Op::V_SUB_VF:
      if (d.funct1 & 1u)  // rorder = 1: scalar - element (the lane swaps its operands)
        map_row(vlen, hlen, heads, dst, a, b, s,
                [](std::uint16_t x, std::uint16_t y) { return fp::bf16_sub(y, x); });
      else
        map_row(vlen, hlen, heads, dst, a, b, s, sub);
      break;
    case Op::V_MUL_VV: case Op::V_MUL_VF:
      map_row(vlen, hlen, heads, dst, a, b, s,
              [](std::uint16_t x, std::uint16_t y) { return fp::bf16_mul(x, y); });
      break;
    case Op::V_MAX_VF:
      map_row(vlen, hlen, heads, dst, a, b, s,
              [](std::uint16_t x, std::uint16_t y) { return lane_round(fp::bf16_max(x, y)); });
      break;
    case Op::V_MIN_VF:
      map_row(vlen, hlen, heads, dst, a, b, s,
              [](std::uint16_t x, std::uint16_t y) { return lane_round(fp::bf16_min(x, y)); });
      break;
    case Op::V_EXP_V:
      map_row(vlen, hlen, heads, dst, a, b, s,
              [](std::uint16_t x, std::uint16_t) { return fp::bf16_exp(x); });
      break;
    case Op::V_RECI_V:
      map_row(vlen, hlen, heads, dst, a, b, s,
              [](std::uint16_t x, std::uint16_t) { return lane_round(fp::bf16_recip(x)); });
      break;
    default: break;
  }
  return {};
}

// plena_vec_unit.sv + plena_red_tree.sv: lane rounder (masked-off elements replaced by the
// identity first), pairwise tree over adjacent lanes per beat, fp32 accumulator across beats.
std::uint32_t Iss::reduce_row(const std::uint16_t* row, std::uint32_t heads, bool is_max) {
  const unsigned lanes = cfg_.lanes;
  const std::uint16_t ident = is_max ? 0xFF80u : 0x0000u;  // -inf / +0
  std::uint32_t* v = red_scratch_.data();
  std::uint32_t acc = 0;
  for (unsigned beat = 0; beat < cfg_.beats; ++beat) {
    for (unsigned l = 0; l < lanes; ++l) {
      const unsigned e = beat * lanes + l;
      v[l] = fp::bf16_to_f32(lane_round(enabled(heads, e) ? row[e] : ident));
    }
    for (unsigned n = lanes; n > 1; n /= 2)
      for (unsigned i = 0; i < n / 2; ++i)
        v[i] = is_max ? fp::bf16_to_f32(bf16_max_of_f32(v[2 * i], v[2 * i + 1]))
                      : fp::f32_add(v[2 * i], v[2 * i + 1]);
    if (beat == 0) acc = v[0];
    else acc = is_max ? fp::bf16_to_f32(bf16_max_of_f32(acc, v[0])) : fp::f32_add(acc, v[0]);
  }
  return acc;
}

// Only the source row is checked (there is no destination row). fd is read at issue and written
// once: sum f32_to_bf16(f32_add(fd, acc)), max bf16_max(fd, acc).
Iss::Fault Iss::exec_reduction(const Decoded& d) {
  const std::uint32_t ra = gp_[d.rs1];
  if (Fault f = check_vram_rows(ra, 1)) return f;
  const bool is_max = Op(d.opcode) == Op::V_RED_MAX;
  const unsigned fd = d.rd & 7;
  const std::uint32_t acc = reduce_row(&vram_[ra], heads_of(d), is_max);
  const std::uint16_t init = f_[fd];
  write_f(fd, is_max ? fp::bf16_max(init, std::uint16_t(acc >> 16))
                     : fp::f32_to_bf16(fp::f32_add(fp::bf16_to_f32(init), acc)));
  return {};
}

// ------------------------------------------------------------------------------------------------
// Matrix unit (plena_mat_unit.sv, plena_mac.sv)
// ------------------------------------------------------------------------------------------------

// M_TMM takes (VRAM, MRAM); M_MM, M_MV, M_TMV take (MRAM, VRAM). Checks: MRAM alignment, MRAM
// range, then VRAM alignment / range of BLEN rows (M_MM, M_TMM) or one row (M_MV, M_TMV).
Iss::Fault Iss::exec_matrix(const Decoded& d) {
  const Op op = Op(d.opcode);
  const bool swapped = op == Op::M_TMM;
  const bool trans = op == Op::M_TMM || op == Op::M_TMV;
  const bool vec = op == Op::M_MV || op == Op::M_TMV;
  const std::uint32_t m = swapped ? gp_[d.rs2] : gp_[d.rs1];
  const std::uint32_t v = swapped ? gp_[d.rs1] : gp_[d.rs2];
  const unsigned blen = cfg_.blen, mlen = cfg_.mlen, nrows = vec ? 1 : blen;
  if (Fault f = check_mram_operand(m)) return f;
  if (Fault f = check_vram_rows(v, nrows)) return f;

  const std::uint16_t* tile = &mram_[std::size_t(m / mlen2_) * mlen2_];
  const unsigned c = m % mlen2_;
  std::uint32_t* acc = vec ? vacc_.data() : macc_.data();
  for (unsigned i = 0; i < nrows; ++i) {
    const std::uint16_t* arow = &vram_[v + std::size_t(i) * cfg_.vlen];
    for (unsigned j = 0; j < blen; ++j) {
      std::uint32_t s = acc[i * blen + j];
      if (trans) {  // W[k][j] = tile row c + j, column k
        const std::uint16_t* w = tile + std::size_t(c + j) * mlen;
        for (unsigned k = 0; k < mlen; ++k) s = fp::f32_add(s, fp::f32_mul_bf16(arow[k], w[k]));
      } else {      // W[k][j] = tile row k, column c + j
        const std::uint16_t* w = tile + c + j;
        for (unsigned k = 0; k < mlen; ++k)
          s = fp::f32_add(s, fp::f32_mul_bf16(arow[k], w[std::size_t(k) * mlen]));
      }
      acc[i * blen + j] = s;
    }
  }
  return {};
}

// d = gp[rd] + imm (33 bits). d mod BLEN != 0 -> vram_align; last row (row0 + (BLEN-1)·s for
// M_MM_WO, row0 for M_MV_WO) beyond VRAM -> vram_range; both report d.
Iss::Fault Iss::exec_writeout(const Decoded& d) {
  const bool mv = Op(d.opcode) == Op::M_MV_WO;
  const std::uint64_t dst = std::uint64_t(gp_[d.rd]) + d.imm;
  const unsigned blen = cfg_.blen, vlen = cfg_.vlen;
  const std::uint64_t rows = mv ? 1 : blen;
  const std::uint64_t s = (mv || d.rs1 == 0) ? 1 : gp_[d.rs1];
  const std::uint64_t row0 = dst / vlen;
  if (dst % blen != 0) return {FaultKind::vram_align, dst};
  if (row0 + (rows - 1) * s >= cfg_.vram_rows) return {FaultKind::vram_range, dst};

  std::uint32_t* acc = mv ? vacc_.data() : macc_.data();
  const std::uint64_t col = dst % vlen;
  for (std::uint64_t i = 0; i < rows; ++i) {  // in row order: with s = 0 the last row wins
    std::uint16_t* out = &vram_[(row0 + i * s) * vlen + col];
    for (unsigned j = 0; j < blen; ++j) out[j] = fp::f32_to_bf16(acc[i * blen + j]);
  }
  std::fill(acc, acc + rows * blen, 0u);
  return {};
}

// ------------------------------------------------------------------------------------------------
// DMA (plena_dma.sv)
// ------------------------------------------------------------------------------------------------

// Checks: H_PREFETCH_M target tile aligned (mram_align) and present (mram_range); H_PREFETCH_V /
// H_STORE_V rows aligned and present (vram_*); then E = a[aN] + gp[rs1] (66-bit sum) and the
// last element E + s·(rows-1) + VLEN - 1 below the HBM (hbm_range reports the low 64 bits of
// E, else the last element).
Iss::Fault Iss::exec_dma(const Decoded& d) {
  const Op op = Op(d.opcode);
  const std::uint32_t target = gp_[d.rd];
  const unsigned vlen = cfg_.vlen;
  const std::uint64_t rows = op == Op::H_PREFETCH_M ? cfg_.mlen
                             : op == Op::H_STORE_V  ? cfg_.store_v_rows
                                                    : cfg_.prefetch_v_rows;
  if (op == Op::H_PREFETCH_M) {
    if (target % mlen2_ != 0) return {FaultKind::mram_align, target};
    if (target / mlen2_ >= cfg_.mram_tiles) return {FaultKind::mram_range, target};
  } else if (Fault f = check_vram_rows(target, rows)) {
    return f;
  }
  const std::uint64_t base = a_[d.rs2 & 7];
  const std::uint64_t e = base + gp_[d.rs1];
  const bool carry = e < base;
  const std::uint64_t s = (d.rs3 & 1u) ? stride_ : vlen;
  if (carry || e >= cfg_.hbm_elems) return {FaultKind::hbm_range, e};
  const std::uint64_t last = e + s * (rows - 1) + vlen - 1;
  if (last >= cfg_.hbm_elems) return {FaultKind::hbm_range, last};

  for (std::uint64_t r = 0; r < rows; ++r) {
    const std::uint64_t src = e + r * s;
    if (op == Op::H_PREFETCH_M) hbm_read(src, &mram_[target + r * cfg_.mlen], cfg_.mlen);
    else if (op == Op::H_PREFETCH_V) hbm_read(src, &vram_[target + r * vlen], vlen);
    else hbm_write(src, &vram_[target + r * vlen], vlen);
  }
  return {};
}

}  // namespace kc::plena
