// SystemVerilog packages of kc-gen rv32 (and of the platforms built on it, e.g. coral):
// <p>_isa_pkg (insn_e, decode, attribute functions, immediates, CSR and trap constants; with a
// vector extension table also the vector attributes of every instruction) and <p>_cfg_pkg (one per
// configuration). Written in the subset Verilator 5.006 and Yosys 0.23 both accept: no import, no
// return (functions assign to their own name), no assignment patterns, no inside, no packed 2-D
// arrays; `unique case` / `unique casez` with a default everywhere.
#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <set>
#include <sstream>

#include "gen_isa.h"
#include "gen_util.h"
#include "rv32_spec.h"

namespace kc::gen::rv32 {

namespace {

// The package of the ISA being emitted (rv32_isa_pkg, coral_isa_pkg).
std::string g_pkg = "rv32_isa_pkg";

// Package items referenced inside the package's own functions are qualified: Yosys 0.23 inlines a
// function into the calling module and does not find unqualified package names there.
std::string q(const std::string& item) { return g_pkg + "::" + item; }

// A function result: package items qualified, literals (1'b0) as they are.
std::string qv(const std::string& v) { return std::isdigit(static_cast<unsigned char>(v[0])) ? v : q(v); }

std::string sv_name(const std::string& prefix, const std::string& name) {
  std::string s = prefix + upper(name);
  for (char& c : s)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return s;
}

// Width of an enum with n values (at least 1 bit).
unsigned enum_bits(std::size_t n) {
  unsigned b = 1;
  while ((std::size_t(1) << b) < n) ++b;
  return b;
}

// "typedef enum logic [W-1:0] {\n  A = W'd0, ...\n} name_e;"
std::string sv_enum(const std::string& type, unsigned width, const std::vector<std::string>& items,
                    const std::vector<std::string>& comments) {
  std::ostringstream o;
  o << "  typedef enum logic [" << width - 1 << ":0] {\n";
  for (std::size_t i = 0; i < items.size(); ++i) {
    o << "    " << padr(items[i] + " = " + std::to_string(width) + "'d" + std::to_string(i) +
                            (i + 1 < items.size() ? "," : ""),
                        28);
    if (i < comments.size() && !comments[i].empty()) o << "  // " << comments[i];
    o << "\n";
  }
  o << "  } " << type << ";\n";
  return o.str();
}

// The case items of an attribute function: one line per value with the instructions that have
// it, wrapped. The default branch (INSN_ILLEGAL) gives `fallback`; instructions with that value
// are listed too only when `list_fallback`.
void attribute_cases(std::ostringstream& o, const IsaSpec& isa, const std::string& fn,
                     const std::vector<std::string>& values, std::function<int(const InstrSpec&)> value_of,
                     int fallback, bool list_fallback) {
  for (std::size_t v = 0; v < values.size(); ++v) {
    if (int(v) == fallback && !list_fallback) continue;
    std::vector<std::string> ids;
    for (const auto& in : isa.instrs)
      if (value_of(in) == int(v)) ids.push_back(q(sv_insn_name(in.name)));
    if (ids.empty()) continue;
    std::string line = "      ";
    for (std::size_t i = 0; i < ids.size(); ++i) {
      const std::string item = ids[i] + (i + 1 < ids.size() ? "," : ":");
      if (line.size() + item.size() + 1 > 100) {
        o << line << "\n";
        line = "      ";
      }
      line += (line.size() > 6 ? " " : "") + item;
    }
    o << line << " " << fn << " = " << qv(values[v]) << ";\n";
  }
  o << "      default: " << fn << " = " << qv(values[std::size_t(fallback)]) << ";\n";
}

// SV expression of an immediate as the instruction uses it (sign/zero extension, shift).
std::string sv_imm_expr(const OperandType& t) {
  // value bits from the msb down as runs of word bits
  std::vector<std::string> parts;
  const int n = int(t.bits);
  int i = n - 1;
  while (i >= 0) {
    if (t.word_bit[std::size_t(i)] < 0) {
      int j = i;
      while (j - 1 >= 0 && t.word_bit[std::size_t(j - 1)] < 0) --j;
      parts.push_back(std::to_string(i - j + 1) + "'b0");
      i = j - 1;
      continue;
    }
    int j = i;
    while (j - 1 >= 0 && t.word_bit[std::size_t(j - 1)] == t.word_bit[std::size_t(j)] - 1) --j;
    const int hi = t.word_bit[std::size_t(i)], lo = t.word_bit[std::size_t(j)];
    parts.push_back(hi == lo ? "w[" + std::to_string(hi) + "]" : "w[" + std::to_string(hi) + ":" + std::to_string(lo) + "]");
    i = j - 1;
  }
  const int total = n + int(t.shift);
  std::string ext;
  if (total < 32) {
    const std::string fill = t.is_signed() ? "w[" + std::to_string(t.word_bit[std::size_t(n - 1)]) + "]" : "1'b0";
    ext = "{" + std::to_string(32 - total) + "{" + fill + "}}, ";
  }
  std::string shift = t.shift ? ", " + std::to_string(t.shift) + "'b0" : "";
  return "{" + ext + join(parts, ", ") + shift + "}";
}

// The vector part of the decode package: the element-width rule and memory-kind enums and one
// function per vector attribute (VecAttrs), each a case over the instructions.
template <class Fn>
void emit_sv_vector_attrs(std::ostringstream& o, const IsaSpec& isa, Fn& fn) {
  std::vector<std::string> eews, mems;
  for (int e = 0; e < kNumVEew; ++e) eews.push_back(sv_name("VEEW_", veew_name(VEew(e))));
  for (int m = 0; m < kNumVMem; ++m) mems.push_back(sv_name("VMEM_", vmem_name(VMem(m))));
  o << "  // ---------------------------------------------------------------------------------------\n"
    << "  // Vector attributes (the generator derives them from the operand types and fixed fields)\n"
    << "  // ---------------------------------------------------------------------------------------\n"
    << "  // Element width / group of a vector operand relative to SEW and LMUL (docs/isa/" << isa.name << ".md)\n"
    << sv_enum("veew_e", enum_bits(eews.size()), eews,
               {"not a vector register operand", "EEW = SEW, EMUL = LMUL", "EEW = 2*SEW, EMUL = 2*LMUL",
                "EEW = SEW/2, EMUL = LMUL/2", "EEW = SEW/4, EMUL = LMUL/4", "one register holding a mask",
                "element 0 at SEW", "element 0 at 2*SEW", "EEW of the load/store width field",
                "whole registers (NREG from the instruction)", "mask as ceil(vl/8) bytes", "EEW = 16"})
    << "\n  // Vector memory access kind\n"
    << sv_enum("vmem_e", enum_bits(mems.size()), mems, {}) << "\n";
  const std::vector<std::string> bit = {"1'b0", "1'b1"};
  fn("logic", "is_vector", "1 for instructions of the vector table (they need mstatus.VS != 0).", bit,
     [](const InstrSpec& in) { return in.vec.vector ? 1 : 0; }, 0);
  const std::pair<const char*, VEew VecAttrs::*> ops[] = {
      {"vd", &VecAttrs::vd}, {"vs1", &VecAttrs::vs1}, {"vs2", &VecAttrs::vs2}, {"vs3", &VecAttrs::vs3}};
  for (const auto& op : ops) {
    auto member = op.second;
    fn("veew_e", std::string("v_") + op.first + "_eew",
       std::string("Element-width rule of the ") + op.first + " operand (VEEW_NONE: not a vector operand).", eews,
       [member](const InstrSpec& in) { return int(in.vec.*member); }, 0);
  }
  fn("logic", "v_vd_read", "1 if the destination group is also a source (multiply-add).", bit,
     [](const InstrSpec& in) { return in.vec.vd_read ? 1 : 0; }, 0);
  fn("logic", "v_maskable", "1 if the instruction has the v0.t operand (w[25] = 0: masked).", bit,
     [](const InstrSpec& in) { return in.vec.maskable ? 1 : 0; }, 0);
  fn("logic", "v_v0_read", "1 if v0 is a carry-in or merge selector (vadc, vmerge, ...; w[25] = 0 fixed).", bit,
     [](const InstrSpec& in) { return in.vec.v0_read ? 1 : 0; }, 0);
  fn("logic", "v_vstart_zero", "1 if the instruction is illegal while vstart != 0.", bit,
     [](const InstrSpec& in) { return in.vec.vstart_zero ? 1 : 0; }, 0);
  std::vector<std::string> sews;
  for (unsigned v = 0; v < 8; ++v) sews.push_back("3'd" + std::to_string(v));
  fn("logic [2:0]", "v_sew_ok", "SEW values the operand widths allow: bit 0 e8, bit 1 e16, bit 2 e32.", sews,
     [](const InstrSpec& in) { return int(in.vec.sew_ok); }, 7);
  const std::vector<std::string> ovl = {"2'd0", "2'd1", "2'd2", "2'd3"};
  fn("logic [1:0]", "v_no_overlap", "Sources vd must not overlap: bit 0 vs1, bit 1 vs2.", ovl,
     [](const InstrSpec& in) { return int(in.vec.no_overlap); }, 0);
  fn("vmem_e", "v_mem", "Memory access kind (VMEM_NONE: not a vector load/store).", mems,
     [](const InstrSpec& in) { return int(in.vec.mem); }, 0);
  fn("logic", "v_store", "1 for vector stores.", bit, [](const InstrSpec& in) { return in.vec.store ? 1 : 0; }, 0);
  std::vector<std::string> eewv;
  for (unsigned v = 0; v <= 32; ++v) eewv.push_back("6'd" + std::to_string(v));
  fn("logic [5:0]", "v_mem_eew", "Bits of a memory element (data, or the index of an indexed access); 0 if none.",
     eewv, [](const InstrSpec& in) { return int(in.vec.mem_eew); }, 0);
  std::vector<std::string> nfs;
  for (unsigned v = 0; v <= 8; ++v) nfs.push_back("4'd" + std::to_string(v));
  fn("logic [3:0]", "v_nf", "Fields of a segment access, registers of a whole-register access/move; 0 if none.", nfs,
     [](const InstrSpec& in) { return int(in.vec.nf); }, 0);
}

}  // namespace

std::string emit_sv_isa_pkg(const IsaSpec& isa) {
  std::ostringstream o;
  g_pkg = isa.name + "_isa_pkg";
  const std::string pkg = g_pkg;
  o << banner("//", isa.source) << "\n"
    << "//\n";
  if (isa.has_vector())
    o << "// " << pkg << ": instruction decode of the " << isa.name << " ISA: the " << isa.base_name << " table version "
      << isa.version << " and the\n// " << isa.name << " vector table version " << isa.ext_version << " (" << isa.march
      << " + mpause).\n";
  else
    o << "// " << pkg << ": instruction decode of the " << isa.name << " ISA version " << isa.version << " (" << isa.march
      << " + mpause).\n";
  o << "// Use: id = " << pkg << "::decode(w) (INSN_ILLEGAL if w encodes no instruction of the table), then\n"
    << "// the attribute functions of id (unit_of, rd_kind, rs1_kind, rs2_kind, rs3_kind, imm_kind, has_rm,\n"
    << "// ext_of, lat_of) and imm_value(imm_kind(id), w). The decode accepts every rm value for\n"
    << "// instructions with an rm operand: rm = 5, 6 and rm = 7 with an invalid frm are the core's checks.\n";
  if (isa.has_vector())
    o << "// Vector instructions: is_vector(id) and the v_* functions (element-width rule of each vector operand,\n"
      << "// masking, SEW constraints, memory access kind, element width and field count). The decode accepts\n"
      << "// every operand value; vill, SEW/LMUL, register-group alignment and overlap are the unit's checks.\n";
  o << "// Reference: docs/isa/" << isa.name << ".md (generated from the same table).\n"
    << "/* verilator lint_off UNUSEDPARAM */\n"
    << "package " << pkg << ";\n\n"
    << "  localparam int unsigned ISA_VERSION = " << isa.version << ";\n";
  if (isa.has_vector()) o << "  localparam int unsigned VEC_ISA_VERSION = " << isa.ext_version << ";\n";
  o << "\n";

  // --- enums --------------------------------------------------------------------------------------
  o << "  // ---------------------------------------------------------------------------------------\n"
    << "  // Instructions: one value per table entry, in table order (INSN_ILLEGAL = 0)\n"
    << "  // ---------------------------------------------------------------------------------------\n";
  {
    std::vector<std::string> items = {"INSN_ILLEGAL"}, comments = {"no instruction of the table"};
    for (const auto& in : isa.instrs) {
      items.push_back(sv_insn_name(in.name));
      comments.push_back(in.name + (in.syntax.empty() ? "" : " " + display_syntax(isa, in)));
    }
    o << sv_enum("insn_e", std::max(8u, enum_bits(items.size())), items, comments) << "\n";
  }
  std::vector<std::string> units, exts, imms = {"IMM_NONE"}, lats, rks = {"RK_NONE", "RK_X", "RK_F"};
  std::vector<std::string> rk_docs = {"field not a register operand", "integer register x0..x31", "FP register f0..f31"};
  if (isa.has_vector()) rks.push_back("RK_V"), rk_docs.push_back("vector register v0..v31");
  std::vector<std::string> unit_docs, ext_docs, lat_docs;
  for (const auto& u : isa.units) units.push_back(sv_name("UNIT_", u.name)), unit_docs.push_back(u.doc);
  for (const auto& e : isa.exts) exts.push_back(sv_name("EXT_", e.name)), ext_docs.push_back(e.doc);
  for (const auto& k : isa.imm_kinds) imms.push_back(sv_name("IMM_", k));
  for (const auto& l : isa.lat_classes) lats.push_back(sv_name("LC_", l.name)), lat_docs.push_back(l.doc);
  o << "  // Execution unit of an instruction\n"
    << sv_enum("unit_e", enum_bits(units.size()), units, unit_docs) << "\n"
    << "  // Register file of an operand field (rd, rs1, rs2, rs3)\n"
    << sv_enum("reg_kind_e", 2, rks, rk_docs) << "\n"
    << "  // Immediate format (imm_value() extracts it)\n"
    << sv_enum("imm_kind_e", enum_bits(imms.size()), imms, {}) << "\n"
    << "  // Extension of an instruction\n"
    << sv_enum("ext_e", enum_bits(exts.size()), exts, ext_docs) << "\n"
    << "  // Latency class of an instruction (docs/isa/" << isa.name << ".md; resolved in " << isa.name
    << "_cfg_pkg as LAT_*/IVL_*)\n"
    << sv_enum("lat_e", enum_bits(lats.size()), lats, {}) << "\n";

  // --- constants ---------------------------------------------------------------------------------
  o << "  // ---------------------------------------------------------------------------------------\n"
    << "  // Major opcodes (w[6:0]), CSR numbers and reset values, trap causes, rounding modes\n"
    << "  // ---------------------------------------------------------------------------------------\n";
  for (const auto& op : isa.opcodes)
    o << "  localparam logic [6:0] " << padr(sv_name("OPC_", op.first), 20) << " = 7'h" << hex(op.second, 2) << ";\n";
  o << "\n";
  for (const auto& c : isa.csrs)
    o << "  localparam logic [11:0] " << padr(sv_name("CSR_", c.name), 20) << " = 12'h" << hex(c.addr, 3) << ";  // "
      << (c.access == CsrAccess::ro      ? "read-only"
          : c.access == CsrAccess::fp    ? "read/write, needs mstatus.FS != 0"
          : c.access == CsrAccess::vs    ? "read/write, needs mstatus.VS != 0"
          : c.access == CsrAccess::vs_ro ? "read-only, needs mstatus.VS != 0"
                                         : "read/write")
      << "\n";
  o << "\n";
  for (const auto& c : isa.csrs)
    o << "  localparam logic [31:0] " << padr(sv_name("CSR_", c.name) + "_RESET", 26) << " = 32'h" << hex(c.reset, 8)
      << ";\n";
  o << "\n";
  for (const auto& t : isa.traps)
    o << "  localparam logic [4:0] " << padr(sv_name("EXC_", t.name), 36) << " = 5'd" << t.code << ";  // mtval: " << t.tval
      << "\n";
  o << "\n";
  for (const auto& r : isa.rounding)
    o << "  localparam logic [2:0] " << padr(sv_name("RM_", r.name), 8) << " = 3'd" << r.code << ";  // " << r.doc << "\n";

  // --- decode ------------------------------------------------------------------------------------
  o << "\n  // ---------------------------------------------------------------------------------------\n"
    << "  // decode: the table entry w encodes, or INSN_ILLEGAL. One casez pattern per instruction (fixed\n"
    << "  // fields as 0/1, operand fields as '?'); the generator has proven that no word matches two.\n"
    << "  // ---------------------------------------------------------------------------------------\n"
    << "  function automatic insn_e decode(input logic [31:0] w);\n";
  std::vector<std::string> patterns;
  std::size_t width = 0;
  for (const auto& in : isa.instrs) {
    std::set<unsigned> cuts;
    for (int fi : isa.formats[std::size_t(in.format)].fields) {
      cuts.insert(isa.field(fi).lsb);
      cuts.insert(isa.field(fi).msb + 1);
    }
    patterns.push_back(casez_pattern(32, cuts, in.match, in.mask));
    width = std::max(width, patterns.back().size());
  }
  auto item = [&](std::size_t i, const std::string& indent) {
    const InstrSpec& in = isa.instrs[i];
    o << indent << padr(patterns[i] + ":", width + 1) << " decode = " << padr(q(sv_insn_name(in.name)) + ";", 30)
      << "  // " << in.name << (in.syntax.empty() ? "" : " " + display_syntax(isa, in)) << "\n";
  };
  std::map<std::uint32_t, std::vector<std::size_t>> by_opcode;
  for (std::size_t i = 0; i < isa.instrs.size(); ++i) by_opcode[isa.instrs[i].match & 0x7Fu].push_back(i);
  std::size_t largest = 0;
  for (const auto& g : by_opcode) largest = std::max(largest, g.second.size());
  if (largest <= 32) {
    // one casez over the whole table
    o << "    unique casez (w)\n";
    for (std::size_t i = 0; i < isa.instrs.size(); ++i) item(i, "      ");
    o << "      default: decode = " << q("INSN_ILLEGAL") << ";\n"
      << "    endcase\n"
      << "  endfunction\n\n";
  } else {
    // A large table (with the vector instructions): a case on the major opcode, then one casez per
    // opcode, split once more on w[14:12] for groups of more than 32 patterns that all fix those
    // bits. Same decode; Yosys 0.23's proc_rmdead takes minutes on one casez of several hundred
    // wildcard patterns and a fraction of a second on these.
    o << "    unique case (w[6:0])\n";
    for (const auto& g : by_opcode) {
      o << "      7'h" << hex(g.first, 2) << ": begin\n";
      bool split = g.second.size() > 32;
      for (std::size_t i : g.second) split = split && (isa.instrs[i].mask & 0x7000u) == 0x7000u;
      if (split) {
        std::map<std::uint32_t, std::vector<std::size_t>> by_f3;
        for (std::size_t i : g.second) by_f3[(isa.instrs[i].match >> 12) & 7u].push_back(i);
        o << "        unique case (w[14:12])\n";
        for (const auto& f : by_f3) {
          o << "          3'd" << f.first << ": begin\n"
            << "            unique casez (w)\n";
          for (std::size_t i : f.second) item(i, "              ");
          o << "              default: decode = " << q("INSN_ILLEGAL") << ";\n"
            << "            endcase\n"
            << "          end\n";
        }
        o << "          default: decode = " << q("INSN_ILLEGAL") << ";\n"
          << "        endcase\n";
      } else {
        o << "        unique casez (w)\n";
        for (std::size_t i : g.second) item(i, "          ");
        o << "          default: decode = " << q("INSN_ILLEGAL") << ";\n"
          << "        endcase\n";
      }
      o << "      end\n";
    }
    o << "      default: decode = " << q("INSN_ILLEGAL") << ";\n"
      << "    endcase\n"
      << "  endfunction\n\n";
  }

  // --- attributes --------------------------------------------------------------------------------
  auto fn = [&](const std::string& ret, const std::string& name, const std::string& doc,
                const std::vector<std::string>& values, std::function<int(const InstrSpec&)> value_of, int fallback,
                bool list_fallback = false) {
    o << "  // " << doc << "\n"
      << "  function automatic " << ret << " " << name << "(input insn_e id);\n"
      << "    unique case (id)\n";
    attribute_cases(o, isa, name, values, value_of, fallback, list_fallback);
    o << "    endcase\n"
      << "  endfunction\n\n";
  };
  fn("unit_e", "unit_of", "Execution unit (INSN_ILLEGAL: UNIT_SYSTEM).", units, [](const InstrSpec& in) { return in.unit; },
     int(std::find(units.begin(), units.end(), "UNIT_SYSTEM") - units.begin()), true);
  for (const char* f : {"rd", "rs1", "rs2", "rs3"})
    fn("reg_kind_e", std::string(f) + "_kind",
       std::string("Register kind of the ") + f + " field (RK_NONE: the field is not a register operand).", rks,
       [&isa, f](const InstrSpec& in) { return isa.reg_kind(in, f); }, 0);
  fn("imm_kind_e", "imm_kind", "Immediate format (IMM_NONE: no immediate operand).", imms,
     [&isa](const InstrSpec& in) { return isa.imm_kind(in) + 1; }, 0);
  fn("logic", "has_rm", "1 if the instruction has a rounding-mode operand in w[14:12] (7 = dyn: use frm).",
     {"1'b0", "1'b1"}, [&isa](const InstrSpec& in) { return isa.has_rm(in) ? 1 : 0; }, 0);
  fn("ext_e", "ext_of", "Extension (INSN_ILLEGAL: EXT_I).", exts, [](const InstrSpec& in) { return in.ext; }, 0, true);
  fn("lat_e", "lat_of", "Latency class (INSN_ILLEGAL: the first class).", lats, [](const InstrSpec& in) { return in.lat; },
     0, true);
  if (isa.has_vector()) emit_sv_vector_attrs(o, isa, fn);

  // --- immediates --------------------------------------------------------------------------------
  o << "  /* verilator lint_off UNUSEDSIGNAL */  // no immediate uses the opcode bits w[6:0]\n"
    << "  // imm_value: the immediate of w as the instruction uses it: I, S, B, J sign-extended (B and J are\n"
    << "  // byte offsets from pc), U = imm20 << 12, SHAMT and CSR_ZIMM zero-extended. IMM_NONE: 0.\n"
    << "  function automatic logic [31:0] imm_value(input imm_kind_e k, input logic [31:0] w);\n"
    << "    unique case (k)\n";
  for (std::size_t k = 0; k < isa.imm_kinds.size(); ++k)
    for (const auto& t : isa.operand_types)
      if (t.imm_kind == int(k)) {
        o << "      " << padr(q(imms[k + 1]) + ":", 28) << " imm_value = " << sv_imm_expr(t) << ";  // " << t.name << "\n";
        break;
      }
  o << "      " << padr("default:", 28) << " imm_value = 32'd0;\n"
    << "    endcase\n"
    << "  endfunction\n"
    << "  /* verilator lint_on UNUSEDSIGNAL */\n\n";

  // --- CSRs --------------------------------------------------------------------------------------
  auto csr_fn = [&](const std::string& name, const std::string& doc, std::function<bool(const CsrSpec&)> pick) {
    o << "  // " << doc << "\n"
      << "  function automatic logic " << name << "(input logic [11:0] a);\n"
      << "    unique case (a)\n";
    std::vector<std::string> items;
    for (const auto& c : isa.csrs)
      if (pick(c)) items.push_back(q(sv_name("CSR_", c.name)));
    std::string line = "      ";
    for (std::size_t i = 0; i < items.size(); ++i) {
      const std::string item = items[i] + (i + 1 < items.size() ? "," : ":");
      if (line.size() + item.size() + 1 > 100) {
        o << line << "\n";
        line = "      ";
      }
      line += (line.size() > 6 ? " " : "") + item;
    }
    if (!items.empty()) o << line << " " << name << " = 1'b1;\n";
    o << "      default: " << name << " = 1'b0;\n"
      << "    endcase\n"
      << "  endfunction\n\n";
  };
  csr_fn("csr_exists", "1 if the core implements CSR a (any other number is an illegal instruction).",
         [](const CsrSpec&) { return true; });
  csr_fn("csr_read_only", "1 if CSR a is read-only: any write to it is an illegal instruction.",
         [](const CsrSpec& c) { return c.access == CsrAccess::ro || c.access == CsrAccess::vs_ro; });
  csr_fn("csr_needs_fs", "1 if CSR a is an FP CSR: any access is illegal while mstatus.FS = 0.",
         [](const CsrSpec& c) { return c.access == CsrAccess::fp; });
  if (isa.has_vector())
    csr_fn("csr_needs_vs", "1 if CSR a is a vector CSR: any access is illegal while mstatus.VS = 0.",
           [](const CsrSpec& c) { return c.access == CsrAccess::vs || c.access == CsrAccess::vs_ro; });
  o << "endpackage\n"
    << "/* verilator lint_on UNUSEDPARAM */\n";
  return o.str();
}

std::string emit_sv_cfg_pkg(const IsaSpec& isa, const CfgSpec& cfg) {
  std::ostringstream o;
  o << banner("//", cfg.source + " and " + isa.source) << "\n"
    << "//\n"
    << "// " << isa.name << "_cfg_pkg for hardware configuration `" << cfg.name << "`: " << cfg.description << "\n"
    << "// Every configuration has its own package of the same name; the build compiles exactly one.\n"
    << "/* verilator lint_off UNUSEDPARAM */\n"
    << "package " << isa.name << "_cfg_pkg;\n\n";
  emit_sv_cfg_values(o, cfg, 22, "Derived values and fixed timings (computed by kc-gen)");
  o << "\n  // ---------------------------------------------------------------------------------------\n"
    << "  // Latency classes (" << isa.source << ") resolved for this configuration: LAT_* cycles from\n"
    << "  // issue until a dependent instruction may issue, IVL_* cycles until the next instruction may\n"
    << "  // issue, COST_<class>_<outcome> cycles of control flow per outcome. The RTL must meet them.\n"
    << "  // ---------------------------------------------------------------------------------------\n";
  for (std::size_t i = 0; i < isa.lat_classes.size(); ++i) {
    const auto& lc = isa.lat_classes[i];
    const std::string n = upper(lc.name);
    o << "  localparam int unsigned " << padr("LAT_" + n, 34) << " = " << cfg.timing[i].latency << ";  // "
      << lc.latency.text() << "\n"
      << "  localparam int unsigned " << padr("IVL_" + n, 34) << " = " << cfg.timing[i].interval << ";  // "
      << lc.interval.text() << "\n";
    for (std::size_t k = 0; k < lc.costs.size(); ++k)
      o << "  localparam int unsigned " << padr("COST_" + n + "_" + upper(lc.costs[k].name), 34) << " = "
        << cfg.timing[i].costs[k] << ";  // " << lc.costs[k].doc << "\n";
  }
  o << "\nendpackage\n"
    << "/* verilator lint_on UNUSEDPARAM */\n";
  return o.str();
}

}  // namespace kc::gen::rv32
