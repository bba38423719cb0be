// iss_test_util.h: helpers shared by the ISS tests — building programs from the ISA table,
// disassembling them for failure messages, bf16 stimulus, and machine-state snapshots with a
// diff that names the first differing locations.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <initializer_list>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "kc/fp.h"
#include "kc/plena_iss.h"
#include "plena_configs.h"
#include "plena_isa_table.h"

namespace isstest {

using kc::plena::isa::Op;

inline std::string hex(uint64_t v, int digits = 0) {
  char b[32];
  std::snprintf(b, sizeof b, "0x%0*llX", digits, (unsigned long long)v);
  return b;
}

// Encodes one instruction from its assembly operands (values in assembly order, as written in
// docs/isa/plena.md: register numbers, immediates, flags; placeholders as 0). Throws on a wrong
// operand count or a value out of its operand's range, so tests cannot build illegal words by
// accident.
inline uint32_t enc(Op op, std::initializer_list<uint32_t> operands) {
  namespace isa = kc::plena::isa;
  const isa::Instr& in = isa::instr(op);
  if (operands.size() != in.num_operands)
    throw std::invalid_argument(std::string("enc: wrong operand count for ") + in.mnemonic);
  std::vector<uint32_t> v(operands);
  for (size_t i = 0; i < v.size(); ++i)
    if (v[i] > in.operands[i].max)
      throw std::invalid_argument(std::string("enc: operand out of range for ") + in.mnemonic);
  return isa::encode(in, v.data(), v.size());
}

// A program under construction.
struct Prog {
  std::vector<uint32_t> words;
  Prog& operator()(Op op, std::initializer_list<uint32_t> operands) {
    words.push_back(enc(op, operands));
    return *this;
  }
  uint32_t pc() const { return uint32_t(words.size()); }
  // gp[r] = v with S_LUI_INT + S_ADDI_INT (or one S_ADDI_INT when v < 2^18).
  Prog& li(unsigned r, uint32_t v) {
    if (v < (1u << 18)) return (*this)(Op::S_ADDI_INT, {r, 0, v});
    (*this)(Op::S_LUI_INT, {r, v >> 12});
    if (v & 0xFFFu) (*this)(Op::S_ADDI_INT, {r, r, v & 0xFFFu});
    return *this;
  }
};

// "MNEMONIC op, op, ..." from the ISA table (register kinds with their prefix), or ".word 0x..."
// for an illegal word.
inline std::string disasm(uint32_t word) {
  namespace isa = kc::plena::isa;
  const isa::Instr* in = isa::decode(word);
  if (!in) return ".word " + hex(word, 8) + "  ; illegal";
  std::string s = in->mnemonic;
  for (unsigned i = 0; i < in->num_operands; ++i) {
    const isa::Operand& o = in->operands[i];
    uint32_t v = isa::field_get(word, o.field);
    s += i ? ", " : " ";
    const isa::KindInfo& k = isa::kKinds[unsigned(o.kind)];
    s += (k.count ? std::string(k.reg_prefix) : std::string()) + std::to_string(v);
  }
  return s;
}

inline std::string listing(const std::vector<uint32_t>& words, size_t max_lines = 400) {
  std::string s;
  for (size_t pc = 0; pc < words.size() && pc < max_lines; ++pc) {
    char b[32];
    std::snprintf(b, sizeof b, "%5zu: ", pc);
    s += b + hex(words[pc], 8) + "  " + disasm(words[pc]) + "\n";
  }
  if (words.size() > max_lines) s += "  ...\n";
  return s;
}

// ---- bf16 stimulus -------------------------------------------------------------------------------

// Mostly moderate normal values (where rounding and ordering matter), some zeros, infinities,
// NaNs, subnormals (DAZ) and arbitrary bit patterns.
inline uint16_t rand_bf16(std::mt19937_64& rng) {
  uint32_t r = uint32_t(rng());
  uint16_t sign = uint16_t((r >> 31) << 15);
  switch (r % 64) {
    case 0: return sign;                                   // +-0
    case 1: return uint16_t(sign | 0x7F80);                // +-inf
    case 2: return uint16_t(0x7F80 | (1 + (r >> 8) % 127)); // NaN with a payload
    case 3: return uint16_t(sign | ((r >> 8) & 0x7F));     // subnormal (DAZ)
    case 4: case 5: return uint16_t(r >> 8);              // any pattern
    case 6: return uint16_t(sign | (uint16_t(100 + (r >> 8) % 60) << 7) | ((r >> 16) & 0x7F));
    default:  // exponent 120..134: |x| in [2^-7, 2^8)
      return uint16_t(sign | (uint16_t(120 + (r >> 8) % 15) << 7) | ((r >> 16) & 0x7F));
  }
}

// Values whose sums depend on the order of the additions: exactly +-2^24 (large terms that
// cancel exactly, and at whose magnitude fp32 has a spacing of 2), +-[1, 2) and +-2^-8·[1, 2)
// (absorbed or not, depending on when they meet the large terms).
inline uint16_t rand_bf16_cancel(std::mt19937_64& rng) {
  uint32_t r = uint32_t(rng());
  const uint16_t sign = uint16_t((r >> 31) << 15);
  const uint16_t frac = uint16_t((r >> 8) & 0x7F);
  switch (r % 10) {
    case 0: case 1: case 2: return uint16_t(sign | 0x4B80);                    // +-2^24
    case 3: case 4: case 5: case 6: return uint16_t(sign | (127 << 7) | frac); // +-[1, 2)
    default: return uint16_t(sign | (119 << 7) | frac);                      // +-2^-8 · [1, 2)
  }
}

inline uint16_t bf16_of(float x) { return kc::fp::f32_to_bf16(kc::fp::f32_bits(x)); }

// ---- snapshots -------------------------------------------------------------------------------------

// A window of HBM elements that a test loads and compares.
struct HbmWindow {
  uint64_t base;  // element address
  uint64_t size;  // elements
};

// The complete architecturally visible end state of a run (RTL or ISS).
struct Snapshot {
  unsigned status = 0;      // isa::kStatuses code (ISS instruction_limit maps to 4)
  unsigned fault_kind = 0;  // isa::kFaults code, 0 = none
  uint32_t pc = 0;          // fault / illegal only
  uint64_t address = 0;     // fault only
  uint32_t word = 0;        // fault / illegal only
  uint64_t instructions = 0;
  uint32_t gp[16] = {};
  uint16_t f[8] = {};
  uint64_t a[8] = {};
  uint32_t stride = 0, scale = 0, vmask = 0;
  std::vector<uint16_t> vram, mram, fp_mem;
  std::vector<uint32_t> int_mem;
  std::vector<std::vector<uint16_t>> hbm;  // one per window
  // RTL only, not compared: the core's performance counters (isa::kCounters order).
  std::vector<uint64_t> counters;
};

// The initial memory image of a run (registers always start at their reset values).
struct InitImage {
  std::vector<uint16_t> vram, mram, fp_mem;
  std::vector<uint32_t> int_mem;
  std::vector<HbmWindow> windows;
  std::vector<std::vector<uint16_t>> hbm;  // contents of each window

  // Zero memories of cfg's sizes, no windows.
  static InitImage zeros(const kc::plena::HwConfig& cfg) {
    InitImage im;
    im.vram.assign(size_t(cfg.vram_rows) * cfg.vlen, 0);
    im.mram.assign(size_t(cfg.mram_tiles) * cfg.mlen * cfg.mlen, 0);
    im.fp_mem.assign(cfg.fp_mem_words, 0);
    im.int_mem.assign(cfg.int_mem_words, 0);
    return im;
  }
  // Copies the image into an ISS (memories, HBM windows) after a register reset.
  void load_into(kc::plena::Iss& iss) const {
    iss.reset();
    std::copy(vram.begin(), vram.end(), iss.vram().begin());
    std::copy(mram.begin(), mram.end(), iss.mram().begin());
    std::copy(fp_mem.begin(), fp_mem.end(), iss.fp_mem().begin());
    std::copy(int_mem.begin(), int_mem.end(), iss.int_mem().begin());
    for (size_t w = 0; w < windows.size(); ++w) iss.hbm_write(windows[w].base, hbm[w].data(), hbm[w].size());
  }
};

inline Snapshot snapshot_of(const kc::plena::Iss& iss, const kc::plena::IssResult& r,
                            const std::vector<HbmWindow>& windows) {
  Snapshot s;
  s.status = unsigned(r.status);
  s.fault_kind = unsigned(r.fault);
  if (r.status == kc::plena::IssStatus::fault ||
      r.status == kc::plena::IssStatus::illegal_instruction) {
    s.pc = r.pc;
    s.address = r.address;
    s.word = r.word;
  }
  s.instructions = r.instructions;
  for (unsigned i = 0; i < 16; ++i) s.gp[i] = iss.gp(i);
  for (unsigned i = 0; i < 8; ++i) s.f[i] = iss.f(i);
  for (unsigned i = 0; i < 8; ++i) s.a[i] = iss.a(i);
  s.stride = iss.stride();
  s.scale = iss.scale();
  s.vmask = iss.vmask();
  s.vram.assign(iss.vram().begin(), iss.vram().end());
  s.mram.assign(iss.mram().begin(), iss.mram().end());
  s.fp_mem.assign(iss.fp_mem().begin(), iss.fp_mem().end());
  s.int_mem.assign(iss.int_mem().begin(), iss.int_mem().end());
  for (const auto& w : windows) {
    std::vector<uint16_t> v(w.size);
    iss.hbm_read(w.base, v.data(), v.size());
    s.hbm.push_back(std::move(v));
  }
  return s;
}

// Collects differences between two snapshots ("what: A vs B"), keeping the first few per area.
class Diff {
 public:
  void add(const std::string& what) {
    if (lines_.size() < 40) lines_.push_back(what);
    count_++;
  }
  bool empty() const { return count_ == 0; }
  std::string text() const {
    std::string s = std::to_string(count_) + " differences (first " + std::to_string(lines_.size()) + "):\n";
    for (const auto& l : lines_) s += "  " + l + "\n";
    return s;
  }
  template <class T>
  void scalar(const std::string& what, T a, T b) {
    if (a != b) add(what + ": " + hex(uint64_t(a)) + " vs " + hex(uint64_t(b)));
  }
  // Element-wise compare of one memory; `unit` names an element ("VRAM[0x12] (row 1 el 2)").
  template <class T, class Name>
  void memory(const std::vector<T>& a, const std::vector<T>& b, Name name) {
    if (a.size() != b.size()) {
      add("size mismatch");
      return;
    }
    unsigned shown = 0;
    for (size_t i = 0; i < a.size(); ++i) {
      if (a[i] == b[i]) continue;
      if (shown++ < 8) add(name(i) + ": " + hex(uint64_t(a[i])) + " vs " + hex(uint64_t(b[i])));
      else count_++;
    }
  }

 private:
  std::vector<std::string> lines_;
  uint64_t count_ = 0;
};

// Differences of `a` (expected, e.g. RTL) and `b` (e.g. ISS), element names in the units of
// `cfg` (VRAM row/element, MRAM tile/row/column, HBM window/element).
inline Diff compare(const Snapshot& a, const Snapshot& b, const kc::plena::HwConfig& cfg,
                    const std::vector<HbmWindow>& windows, bool check_instructions = true) {
  Diff d;
  d.scalar("status", a.status, b.status);
  d.scalar("fault_kind", a.fault_kind, b.fault_kind);
  d.scalar("fault pc", a.pc, b.pc);
  d.scalar("fault address", a.address, b.address);
  d.scalar("fault word", a.word, b.word);
  if (check_instructions) d.scalar("instructions", a.instructions, b.instructions);
  for (unsigned i = 0; i < 16; ++i) d.scalar("gp" + std::to_string(i), a.gp[i], b.gp[i]);
  for (unsigned i = 0; i < 8; ++i) d.scalar("f" + std::to_string(i), a.f[i], b.f[i]);
  for (unsigned i = 0; i < 8; ++i) d.scalar("a" + std::to_string(i), a.a[i], b.a[i]);
  d.scalar("STRIDE", a.stride, b.stride);
  d.scalar("SCALE", a.scale, b.scale);
  d.scalar("V_MASK", a.vmask, b.vmask);
  const unsigned vlen = cfg.vlen, mlen = cfg.mlen;
  d.memory(a.vram, b.vram, [&](size_t i) {
    return "VRAM[" + std::to_string(i) + "] (row " + std::to_string(i / vlen) + " el " + std::to_string(i % vlen) + ")";
  });
  d.memory(a.mram, b.mram, [&](size_t i) {
    return "MRAM[" + std::to_string(i) + "] (tile " + std::to_string(i / (mlen * mlen)) + " row " +
           std::to_string(i / mlen % mlen) + " col " + std::to_string(i % mlen) + ")";
  });
  d.memory(a.fp_mem, b.fp_mem, [](size_t i) { return "FP_MEM[" + std::to_string(i) + "]"; });
  d.memory(a.int_mem, b.int_mem, [](size_t i) { return "INT_MEM[" + std::to_string(i) + "]"; });
  for (size_t w = 0; w < windows.size() && w < a.hbm.size() && w < b.hbm.size(); ++w)
    d.memory(a.hbm[w], b.hbm[w], [&](size_t i) { return "HBM[" + std::to_string(windows[w].base + i) + "]"; });
  return d;
}

}  // namespace isstest
