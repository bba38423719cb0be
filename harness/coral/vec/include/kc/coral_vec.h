// kc/coral_vec.h: the functional model of coral's Zve32x vector unit (RVV 1.0 integer subset,
// ELEN = 32, VLEN from the configuration) — the semantics of every vector instruction of the coral
// ISA table, bit-exact with the RTL (which runs in lock-step with the ISS built on this model).
//
// Architectural only: execute() runs one vector instruction completely against the vector state
// and a memory interface, and returns everything it changed (register writes with their new
// contents, every element access, scalar result, trap), so that a checker can compare it field by
// field with the RTL's retirement record. Decoding comes from the generated table
// (coral_isa_table.h: Insn, VecInfo); the legality checks (vill, SEW constraints, EMUL range,
// register-group alignment, the overlaps the spec reserves, vstart != 0 where forbidden) are made
// here from VecInfo, before any state changes.
//
// Platform decisions (docs/isa/coral.md):
//   - tail- and mask-agnostic elements are left undisturbed (exactly like tu/mu);
//   - vl = min(AVL, VLMAX); rs1 = rd = x0 keeps vl (AVL = the current vl);
//   - an unsupported vtype (e64, mf8, SEW > LMUL*ELEN, vlmul 4, reserved bits) sets vill, vl = 0;
//   - vector elements must be naturally aligned: a misaligned element raises the address-misaligned
//     trap of its access, an element outside the ITCM/DTCM the access fault; vstart = its index,
//     mtval = its address; elements below it are done. Fault-only-first trims vl for i > 0;
//   - ordered and unordered indexed accesses go in element order;
//   - whole-register loads, stores and moves are legal while vill is set (EEW from the mnemonic;
//     vmv<nr>r.v uses EEW 8 when vill is set, else SEW).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "coral_isa_table.h"

namespace kc::coral::vec {

constexpr unsigned kElen = 32;

// Trap causes the unit raises (the rv32 core's mcause codes).
enum Cause : unsigned {
  kIllegal = 2,
  kLoadMisaligned = 4,
  kLoadAccess = 5,
  kStoreMisaligned = 6,
  kStoreAccess = 7,
};

// A vtype value decoded: vill, or a supported SEW/LMUL with the policies.
struct VType {
  bool vill = true;
  unsigned sew = 8;   // 8, 16, 32
  int lmul_lg = 0;    // log2(LMUL): -2 (mf4) .. 3 (m8); mf8 is never supported (ELEN 32)
  bool ta = false, ma = false;
};

// `bits` (the vtypei immediate or x[rs2] of vsetvl) as the unit interprets it: vill when it asks
// for SEW > 32, LMUL 1/8, SEW > LMUL*ELEN, the reserved vlmul 4 or sets a reserved bit (8..30, or
// bit 31 itself).
VType parse_vtype(std::uint32_t bits);
// The vtype CSR value of a parsed setting (0x80000000 when vill).
std::uint32_t vtype_bits(const VType& t);
// LMUL * VLEN / SEW (0 when vill).
unsigned vlmax(const VType& t, unsigned vlen);

// The architectural state of the vector unit.
struct State {
  explicit State(unsigned vlen_bits);
  unsigned vlen;                  // bits of a register
  unsigned vlenb;                 // bytes of a register
  std::vector<std::uint8_t> v;    // v0..v31, vlenb bytes each (element i at byte i*EEW/8)
  std::uint32_t vl = 0;
  std::uint32_t vtype = 0x80000000u;  // reset: vill
  std::uint32_t vstart = 0;
  std::uint32_t vxrm = 0;         // 2 bits
  std::uint32_t vxsat = 0;        // 1 bit

  void reset();  // registers 0, vl 0, vtype vill, vstart/vxrm/vxsat 0
  VType type() const { return parse_vtype(vtype); }
  std::uint8_t* reg(unsigned r) { return &v[std::size_t(r & 31u) * vlenb]; }
  const std::uint8_t* reg(unsigned r) const { return &v[std::size_t(r & 31u) * vlenb]; }
  // Element i of EEW bits of the group starting at register r (i may run into later registers).
  std::uint32_t elem(unsigned r, unsigned i, unsigned eew) const;
  void set_elem(unsigned r, unsigned i, unsigned eew, std::uint32_t value);
  bool mask_bit(unsigned r, unsigned i) const { return (reg(r)[i / 8] >> (i % 8)) & 1u; }
  // vstart keeps log2(VLEN) bits (the largest VLMAX is VLEN: e8, m8).
  std::uint32_t vstart_mask() const { return vlen - 1; }
};

// Memory as the vector unit sees it: naturally aligned accesses of 1, 2 or 4 bytes.
class Memory {
 public:
  enum class Fault { none, misaligned, access };
  virtual ~Memory() = default;
  virtual Fault load(std::uint32_t addr, unsigned bytes, std::uint32_t& value) = 0;
  virtual Fault store(std::uint32_t addr, unsigned bytes, std::uint32_t value) = 0;
  // The fault an access would raise, without making it (a store checks every field of a segment
  // before it writes any).
  virtual Fault check(std::uint32_t addr, unsigned bytes, bool store) = 0;
};

// A register the instruction wrote: its complete new contents, and which bytes the instruction
// wrote (1 per byte; bytes it left alone — tail, inactive, other fields — are 0).
struct VRegWrite {
  std::uint8_t reg = 0;
  std::vector<std::uint8_t> data;
  std::vector<std::uint8_t> written;
};

// One element access, in the order the unit performs them.
struct VMemAccess {
  bool store = false;
  std::uint32_t addr = 0;
  std::uint8_t bytes = 0;
  std::uint32_t data = 0;  // loaded or stored value (zero-extended)
  std::uint32_t elem = 0;  // element (segment) index
  std::uint8_t field = 0;  // field of a segment access
};

// The decoded operands of one vector instruction.
struct Operands {
  std::uint32_t word = 0;
  Insn id = Insn::illegal;
  unsigned rd = 0, rs1 = 0, rs2 = 0;  // fields (also vd/vs3, vs1, vs2)
  std::uint32_t x1 = 0, x2 = 0;       // x[rs1], x[rs2]
};
// The operands of `word` with the scalar register values from `x` (x[0] must be 0).
Operands operands_of(std::uint32_t word, const std::uint32_t* x);

// Everything one vector instruction did. A trapped instruction (trap = true) may still have
// written registers and memory (the elements below the faulting one) and set vstart.
struct Effects {
  bool trap = false;
  unsigned cause = 0;
  std::uint32_t tval = 0;
  std::uint32_t fault_elem = 0;       // memory fault: the element (vstart after the trap)
  bool x_we = false;                  // scalar result (vset*, vmv.x.s, vcpop.m, vfirst.m)
  std::uint8_t rd = 0;
  std::uint32_t x_value = 0;
  std::vector<VRegWrite> vregs;       // in register order
  std::vector<VMemAccess> mem;
  // the CSRs after the instruction
  std::uint32_t vl = 0, vtype = 0, vstart = 0, vxsat = 0;
  bool vl_changed = false;            // vset* and fault-only-first
  bool vxsat_changed = false;
};

// The rounding increment of shifting v (two's complement, 64 bits) right by d bits under vxrm
// (0 rnu: round half up, 1 rne: half to even, 2 rdn: truncate, 3 rod: round to odd): the
// fixed-point result is (v >> d) + round_inc(v, d, vxrm).
std::uint64_t round_inc(std::uint64_t v, unsigned d, unsigned vxrm);

// Executes one vector instruction (vinfo(op.id).vector) on `s` and `m`. Illegal encodings and
// settings raise cause kIllegal with tval = the word and change nothing.
Effects execute(State& s, Memory& m, const Operands& op);

// Why `op` is illegal in state `s` ("" if it is legal): vill, SEW, EMUL, alignment, overlap, vstart.
std::string illegal_reason(const State& s, const Operands& op);

}  // namespace kc::coral::vec
