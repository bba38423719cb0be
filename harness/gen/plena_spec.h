// The plena generator's in-memory form of plena_isa.yaml and of the hardware configuration YAMLs,
// their loaders (with validation) and the encoding routines every emitter shares.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "gen_cfg.h"
#include "gen_isa.h"
#include "kc/expr.h"

namespace kc {
class YamlDiag;
}

namespace kc::gen::plena {

// ------------------------------------------------------------------------------------------------
// ISA table
// ------------------------------------------------------------------------------------------------

// Fields (FieldSpec), source positions (SrcPos) and configuration values (CfgValue, CfgBase) are
// the shared kc-gen machinery of gen_isa.h and gen_cfg.h.

// Operand kinds the generator knows (their meaning is built into assembler and docs).
enum class KindId { gp, fp, areg, imm, flag, zero };
constexpr int kNumKinds = 6;
const char* kind_id_name(KindId k);

struct FormatSpec {
  std::string name;
  std::vector<int> fields;  // indices into IsaSpec::fields (the opcode is implied)
  std::string doc;
};

struct KindSpec {
  KindId id = KindId::imm;
  std::string name, syntax, doc;
  std::string reg_prefix;  // "gp", "f", "a" for register kinds, else empty
  unsigned count = 0;      // number of registers (register kinds only)
  bool is_register() const { return id == KindId::gp || id == KindId::fp || id == KindId::areg; }
};

struct UnitSpec {
  std::string name, doc;
};

struct LatClassSpec {
  std::string name;
  Expr latency, interval;
  SrcPos latency_pos, interval_pos;  // first character of each expression's text
  std::string doc;
};

struct OperandSpec {
  std::string name;
  int field = -1;
  KindId kind = KindId::imm;
  std::uint32_t max = 0;  // allowed values are 0..max (nonzero excludes 0)
  bool nonzero = false;
  bool optional = false;
  std::uint32_t default_value = 0;
  std::vector<std::uint32_t> values;  // flags: exactly 0..2^k-1
  std::string role, hint;
  std::uint32_t min_value() const { return nonzero ? 1 : 0; }
};

struct InstrSpec {
  std::string name;
  unsigned opcode = 0;
  int format = -1, unit = -1, lat = -1;
  std::vector<OperandSpec> operands;
  std::string summary, operation, description, example;
  std::vector<std::string> constraints, mistakes;
  std::uint32_t match = 0, mask = 0;  // computed by compute_match_mask()
  int line = 0, column = 0;           // 0-based position in the ISA file (for messages)
};

// A named code of the machine's run interface: a run status, a fault kind, or a counter (whose
// code is its index).
struct NamedCodeSpec {
  std::string name;
  unsigned code = 0;
  std::string doc;
};

struct ReservedSpec {
  std::string name;
  unsigned opcode = 0;
  std::string reason;
};

struct IsaSpec {
  std::string source;  // the YAML path as shown in generated banners
  std::string isa;
  unsigned version = 0, word_bits = 32;
  std::vector<FieldSpec> fields;
  int opcode_field = -1;
  std::vector<FormatSpec> formats;
  std::vector<KindSpec> kinds;  // indexed by KindId
  std::vector<UnitSpec> units;
  std::vector<LatClassSpec> lat_classes;
  std::vector<ReservedSpec> reserved;
  std::vector<InstrSpec> instrs;
  std::vector<NamedCodeSpec> statuses, faults, counters;
  std::string performance_notes;  // markdown, shown in the ISA reference

  const FieldSpec& opcode() const { return fields[std::size_t(opcode_field)]; }
  const FieldSpec& field_of(const OperandSpec& op) const { return fields[std::size_t(op.field)]; }
  const KindSpec& kind(KindId k) const { return kinds[std::size_t(k)]; }
  std::uint32_t word_mask() const { return word_bits >= 32 ? 0xFFFFFFFFu : (1u << word_bits) - 1u; }
  unsigned max_operands() const;
};

// Identifiers a latency expression may use (values come from each configuration).
const std::vector<std::string>& latency_identifiers();

// Loads and validates the ISA table; every problem goes to `diag`. The result is only complete
// when diag.ok(); match/mask are computed and the no-overlap rule is checked.
IsaSpec load_isa(YamlDiag& diag, const std::string& source);

// --- encoding (shared by the SV package, the C++ tables, the docs and the test vectors) ---------

// Number of bits that hold the values 0..max.
unsigned bits_for(std::uint32_t max);
// Bits of the word an operand may vary (0 for zero placeholders).
std::uint32_t operand_free_mask(const IsaSpec& isa, const OperandSpec& op);
// The word of `in` with operand values `values` (one per operand, in operand order).
std::uint32_t encode(const IsaSpec& isa, const InstrSpec& in, const std::vector<std::uint32_t>& values);
// Sets in.match / in.mask from the encoding rule.
void compute_match_mask(const IsaSpec& isa, InstrSpec& in);

// A run of bits [msb:lsb] of one instruction's word and what it holds.
struct BitSegment {
  enum class What { opcode, operand, zero } what = What::zero;
  unsigned msb = 0, lsb = 0;
  int operand = -1;  // index into InstrSpec::operands for What::operand
};
// The instruction's word from bit 31 down to bit 0, as runs of opcode / operand / fixed-zero bits.
std::vector<BitSegment> bit_layout(const IsaSpec& isa, const InstrSpec& in);

// "0..15", "gp0..gp15", "f0..f7", "0, 1" — the allowed values of an operand, for docs and messages.
std::string allowed_values_text(const IsaSpec& isa, const OperandSpec& op);
// Assembly text of one operand value ("gp3", "f2", "a1", "4096", "0x3ffff" with hex=true).
std::string operand_text(const IsaSpec& isa, const OperandSpec& op, std::uint32_t value, bool hex = false);
// "MNEMONIC op, op, ..." with the operand names (optional ones in brackets).
std::string assembly_form(const InstrSpec& in);

// ------------------------------------------------------------------------------------------------
// Hardware configurations
// ------------------------------------------------------------------------------------------------

// A plena configuration: the shared values (gen_cfg.h) and the resolved latency classes.
struct CfgSpec : CfgBase {
  struct Timing {
    std::uint32_t latency = 0, interval = 0;
  };
  std::vector<Timing> timing;  // per latency class (IsaSpec::lat_classes order)
};

// Loads and validates one configuration and resolves the ISA's latency classes for it. Problems
// of the configuration go to `diag`; problems evaluating a latency expression go to `isa_diag`
// (they point into the ISA file).
CfgSpec load_config(YamlDiag& diag, YamlDiag& isa_diag, const std::string& source, const IsaSpec& isa);

}  // namespace kc::gen::plena
