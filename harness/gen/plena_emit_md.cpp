// Markdown references: plena_isa.md (committed as docs/isa/plena.md, read and grepped by agents),
// plena_isa_short.md (docs/isa/plena_short.md, the short-documentation ablation) and plena_configs.md (committed as docs/plena/configs.md). Instruction texts, latencies and
// parameters come from the YAML; the machine-model prose restates the platform decisions of
// plena (DESIGN/platform notes) that the instruction texts rely on.
#include <algorithm>
#include <cctype>
#include <sstream>

#include "gen_cfg.h"
#include "gen_util.h"
#include "plena_emit.h"

namespace kc::gen::plena {

namespace {

std::string sources_of(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  std::vector<std::string> s = {isa.source};
  for (const auto& c : cfgs) s.push_back(c.source);
  return join(s, ", ");
}

std::string bits(unsigned msb, unsigned lsb) {
  return msb == lsb ? "[" + std::to_string(msb) + "]" : "[" + std::to_string(msb) + ":" + std::to_string(lsb) + "]";
}

// GitHub's heading anchor of a mnemonic ("M_MM" -> "m_mm").
std::string anchor(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string opc_hex(unsigned v) { return "0x" + upper(hex(v, 2)); }
std::string word_hex(std::uint32_t v) { return "0x" + upper(hex(v, 8)); }

// "| a | b |" and the "|---|---|" line under a header (gen_util.h).
std::string row(const std::vector<std::string>& cells) { return md_row(cells); }
std::string header(const std::vector<std::string>& cells) { return md_header(cells); }

std::vector<std::string> config_names(const std::vector<CfgSpec>& cfgs) {
  std::vector<std::string> v;
  for (const auto& c : cfgs) v.push_back("`" + c.name + "`");
  return v;
}

const CfgValue* value_of(const CfgSpec& c, const std::string& sym) { return c.find(sym); }

// One table row per configuration value: symbol, key, meaning, value in each configuration.
void value_rows(std::ostringstream& o, const std::vector<CfgSpec>& cfgs, bool params) {
  md_cfg_value_rows(o, cfgs, params);
}

// --- machine model ----------------------------------------------------------------------------

void emit_intro(std::ostringstream& o, const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  const KindSpec& gp = isa.kind(KindId::gp);
  const KindSpec& fp = isa.kind(KindId::fp);
  const KindSpec& ar = isa.kind(KindId::areg);
  auto regs = [](const KindSpec& k) {
    return "`" + k.reg_prefix + "0`..`" + k.reg_prefix + std::to_string(k.count - 1) + "`";
  };
  o << "# plena ISA reference (version " << isa.version << ")\n\n"
    << "plena is a PLENA-like accelerator for long-context LLM inference: a matrix unit, a vector unit, scalar\n"
    << "integer and bf16 units, a DMA engine between off-chip HBM and on-chip SRAMs, and hardware loops.\n"
    << "Kernels are written in the assembly language below and run cycle-accurately on the RTL.\n\n"
    << "This page is generated from the ISA table `" << isa.source << "` and the hardware configurations; every\n"
    << "instruction has one section headed `### MNEMONIC` (search for the mnemonic). Sections: machine model,\n"
    << "encoding, assembly syntax, instruction summary, the instructions by unit, reserved opcodes,\n"
    << "configurations, latency table.\n\n"
    << "## Machine model\n\n"
    << "### Registers\n\n"
    << header({"register", "what", "set by"})
    << row({regs(gp), md_cell(gp.doc), "scalar integer instructions, C_LOOP_START / C_LOOP_END (loop counter)"})
    << row({regs(fp), md_cell(fp.doc), "scalar FP instructions, V_RED_SUM / V_RED_MAX"})
    << row({regs(ar), md_cell(ar.doc), "C_SET_ADDR_REG"})
    << row({"`STRIDE`", "HBM row stride in elements for DMA instructions with rstride = 1; **reset value 1**",
            "C_SET_STRIDE_REG"})
    << row({"`V_MASK`",
            "per-head lane mask for vector instructions with rmask = 1: bit h enables elements "
            "h·HLEN .. (h+1)·HLEN−1 (VLEN/HLEN heads)",
            "C_SET_V_MASK_REG"})
    << row({"`SCALE`", "MX scale-region distance; no effect while HBM holds bf16", "C_SET_SCALE_REG"})
    << row({"`m_accum`", "BLEN × BLEN fp32 matrix accumulator", "M_MM, M_TMM (accumulate); M_MM_WO (write out, clear)"})
    << row({"`v_accum`", "BLEN fp32 matrix-vector accumulator, independent of m_accum",
            "M_MV, M_TMV (accumulate); M_MV_WO (write out, clear)"})
    << row({"loop stack", "LOOP_DEPTH entries (per configuration) of (body start, counter register)",
            "C_LOOP_START (push), C_LOOP_END (pop)"})
    << "\nReset: `STRIDE` = 1; everything else (gp, f, a, `SCALE`, `V_MASK`, loop stack) = 0. `gp0` and `f0`\n"
    << "are hard-wired to zero, so `S_ADDI_INT gp0, gp0, 0` is a true no-op.\n\n"
    << "### Memories\n\n"
    << "All on-chip addresses count **elements**, not bytes.\n\n";
  std::vector<std::string> h = {"memory", "holds", "address"};
  for (const auto& n : config_names(cfgs)) h.push_back("size in " + n);
  o << header(h);
  auto mem = [&](const std::string& m, const std::string& holds, const std::string& addr, const std::string& sym,
                 const std::string& unit) {
    std::vector<std::string> cells = {m, holds, addr};
    for (const auto& c : cfgs) cells.push_back(std::to_string(value_of(c, sym)->value) + " " + unit);
    o << row(cells);
  };
  mem("HBM", "off-chip; bf16 elements, row-major tensors", "element address = a[aN] + gp[rs1] (DMA instructions only)",
      "HBM_ELEMS", "elements");
  mem("VRAM", "rows of VLEN bf16 elements", "element address; row r starts at r·VLEN", "VRAM_ROWS", "rows");
  mem("MRAM", "tiles of MLEN × MLEN bf16 elements (weights, K/V)",
      "tile t starts at t·MLEN²; matrix reads use tile·MLEN² + c, c a multiple of BLEN below MLEN", "MRAM_TILES",
      "tiles");
  mem("FP_MEM", "bf16 scalars (constants preloaded by the task)", "word address", "FP_MEM_WORDS", "words");
  mem("INT_MEM", "32-bit integers", "word address", "INT_MEM_WORDS", "words");
  mem("instruction memory", "32-bit instruction words, separate from HBM, loaded by the testbench", "instruction index",
      "IMEM_WORDS", "words");
  o << "\nA program longer than the instruction memory is rejected before the run.\n\n"
    << "### Execution\n\n"
    << "- **Sequential semantics.** A program behaves as if every instruction completed before the next one\n"
    << "  starts: kernels never need NOPs. The hardware issues in order; the DMA engine, the matrix unit and\n"
    << "  the vector pipeline run concurrently, and a scoreboard stalls an instruction on register hazards,\n"
    << "  busy units and overlapping in-flight SRAM/HBM address ranges. Overlapping DMA with compute\n"
    << "  (prefetch ahead, double buffering) therefore pays off.\n"
    << "- **No branches.** Control flow is hardware loops: C_LOOP_START / C_LOOP_END, nested up to the\n"
    << "  configuration's loop depth. Loop counts are immediates, so kernels are shape-specific.\n"
    << "- **Program end.** The core halts when the PC passes the last instruction **and** every unit and\n"
    << "  every outstanding DMA write has drained.\n"
    << "- **Faults instead of undefined behaviour.** Misaligned or out-of-range VRAM / MRAM / FP_MEM / INT_MEM\n"
    << "  addresses, out-of-range HBM accesses, loop stack overflow, a mismatched C_LOOP_END and C_LOOP_START\n"
    << "  with zero iterations stop the core with a fault (kind, pc, address); the fault kind of each check\n"
    << "  is named in the instruction's Constraints. A word that encodes no instruction, including a\n"
    << "  reserved opcode, stops it with `illegal_instruction`.\n"
    << "- **Run status:** `halted`, `fault` (kind, pc, address), `illegal_instruction` (pc, word),\n"
    << "  `cycle_limit`.\n\n"
    << "### Numerics\n\n"
    << "bf16 storage everywhere; vector and scalar arithmetic is computed in fp32 from bf16 operands and\n"
    << "rounded to bf16 (round to nearest even) on write; matrix products accumulate in fp32 and round on\n"
    << "write-out. The order of every reduction (matrix accumulation, V_RED_SUM) is fixed and documented in\n"
    << "the instruction sections. V_RED_SUM / V_RED_MAX round into fd once per instruction. Subnormals flush\n"
    << "to zero. exp (input clamped to ±88), reciprocal and square root are specified bit-exactly in\n"
    << "docs/numerics.md.\n\n"
    << "### Task ABI\n\n"
    << "- Registers start at their reset values (above).\n"
    << "- Input tensors are in HBM, row-major, at element addresses given by the task's memory map. The\n"
    << "  kernel builds addresses itself: S_LUI_INT + S_ADDI_INT for constants, C_SET_ADDR_REG for a base.\n"
    << "- Constants the kernel needs (eps, 1/H, 1.0, −inf, 1/sqrt(d), …) are preloaded into FP_MEM slots\n"
    << "  listed by the task.\n"
    << "- The output must be written to HBM, row-major, at the task's output address. DMA row counts are\n"
    << "  fixed per configuration (H_PREFETCH_M: MLEN rows, H_PREFETCH_V: PV_ROWS rows, H_STORE_V: ST_ROWS\n"
    << "  rows); task shapes are multiples of them or the memory map reserves slack.\n\n";
  if (!isa.performance_notes.empty()) {
    std::string notes = isa.performance_notes;
    while (!notes.empty() && notes.back() == '\n') notes.pop_back();
    o << "### Performance notes\n\n" << notes << "\n\nCapacities per configuration:\n\n";
    std::vector<std::string> hc = {"capacity", "meaning"};
    for (const auto& n : config_names(cfgs)) hc.push_back(n);
    o << header(hc);
    for (const char* sym : {"SB_SLOTS", "VEC_BUFFERS", "MAT_QUEUE", "DMA_QUEUE", "MAX_OUTSTANDING"}) {
      const CfgValue* first = value_of(cfgs.front(), sym);
      std::vector<std::string> cells = {"`" + first->key + "`", md_cell(first->meaning)};
      for (const auto& c : cfgs) cells.push_back(std::to_string(value_of(c, sym)->value));
      o << row(cells);
    }
    o << "\n";
  }
}

// --- encoding and syntax ----------------------------------------------------------------------

// The format's word as runs of fields / zero bits, from bit 31 down.
std::vector<std::pair<std::string, std::pair<unsigned, unsigned>>> format_runs(const IsaSpec& isa,
                                                                               const FormatSpec& f) {
  std::vector<std::string> owner(isa.word_bits, "0");
  std::vector<int> fields = f.fields;
  fields.push_back(isa.opcode_field);
  for (int fi : fields) {
    const FieldSpec& fs = isa.fields[std::size_t(fi)];
    const std::uint32_t m = fs.place(0xFFFFFFFFu);
    for (unsigned b = 0; b < isa.word_bits; ++b)
      if (m >> b & 1u) owner[b] = fs.name;
  }
  std::vector<std::pair<std::string, std::pair<unsigned, unsigned>>> runs;
  for (int b = int(isa.word_bits) - 1; b >= 0; --b) {
    if (!runs.empty() && runs.back().first == owner[std::size_t(b)])
      runs.back().second.second = unsigned(b);
    else
      runs.push_back({owner[std::size_t(b)], {unsigned(b), unsigned(b)}});
  }
  return runs;
}

void emit_encoding(std::ostringstream& o, const IsaSpec& isa) {
  o << "## Encoding\n\n"
    << "Every instruction is one " << isa.word_bits << "-bit little-endian word. Fields:\n\n"
    << header({"field", "bits", "width", "holds"});
  for (const auto& f : isa.fields) {
    std::string holds = f.name == "opcode" ? "the opcode"
                        : f.is_immediate() ? "unsigned immediate"
                                           : "register number or flag";
    o << row({"`" + f.name + "`", bits(f.msb, f.lsb), std::to_string(f.width()), holds});
  }
  o << "\nFormats (the opcode is always in " << bits(isa.opcode().msb, isa.opcode().lsb) << "):\n\n"
    << header({"format", "layout (bit 31 on the left)", "note"});
  for (const auto& f : isa.formats) {
    std::vector<std::string> parts;
    for (const auto& r : format_runs(isa, f)) parts.push_back(r.first + " " + bits(r.second.first, r.second.second));
    o << row({"**" + f.name + "**", join(parts, " · "), md_cell(f.doc)});
  }
  o << "\n**Encoding rule.** Every bit that no operand occupies is fixed: the opcode bits to the opcode, all\n"
    << "other bits to 0. An operand whose allowed values are 0..2^k−1 of a wider field (f0..f7 and a0..a7\n"
    << "in a 4-bit field, flags) fixes the field's upper bits to 0 as well. A word that matches no\n"
    << "instruction this way is an illegal instruction. Each instruction section shows its own layout and its\n"
    << "match/mask pair (word & mask == match).\n\n";
}

void emit_syntax(std::ostringstream& o, const IsaSpec& isa) {
  o << "## Assembly syntax\n\n"
    << "- One instruction per line: `MNEMONIC op, op, ...` (operands separated by commas).\n"
    << "- Comments start with `;` or `//` and run to the end of the line.\n"
    << "- Operands:\n";
  for (const auto& k : isa.kinds) {
    std::string what = k.doc;
    if (k.is_register()) what += " (" + k.reg_prefix + "0.." + k.reg_prefix + std::to_string(k.count - 1) + ")";
    o << "  - **" << k.name << "** — written `" << k.syntax << "`: " << what << ".\n";
  }
  o << "- Immediates are unsigned, written in decimal (`4096`) or hex (`0x1000`); there are no negative\n"
    << "  immediates, no labels and no symbolic constants.\n"
    << "- Placeholders kept from PLENA's syntax are written as the literal `0` (`M_MM 0, gp2, gp3`).\n"
    << "- The operand count of every instruction is fixed by this table; a wrong count is an assembler error.\n"
    << "  The only exception are trailing operands marked optional (shown as `[, op]`): when omitted, their\n"
    << "  default value is encoded.\n\n";
}

void emit_summary(std::ostringstream& o, const IsaSpec& isa) {
  o << "## Instruction summary\n\n" << header({"mnemonic", "opcode", "format", "unit", "assembly", "summary"});
  for (const auto& in : isa.instrs)
    o << row({"[" + in.name + "](#" + anchor(in.name) + ")", opc_hex(in.opcode),
              isa.formats[std::size_t(in.format)].name, isa.units[std::size_t(in.unit)].name,
              "`" + assembly_form(in) + "`", md_cell(in.summary)});
  o << "\n";
}

// --- one instruction ----------------------------------------------------------------------------

void emit_layout(std::ostringstream& o, const IsaSpec& isa, const InstrSpec& in) {
  std::vector<std::string> head = {"bits"}, cells = {"holds"};
  for (const auto& s : bit_layout(isa, in)) {
    head.push_back(bits(s.msb, s.lsb));
    if (s.what == BitSegment::What::opcode)
      cells.push_back(opc_hex(in.opcode));
    else if (s.what == BitSegment::What::zero)
      cells.push_back("0");
    else
      cells.push_back(in.operands[std::size_t(s.operand)].name);
  }
  o << header(head) << row(cells);
  o << "\nmatch " << word_hex(in.match) << ", mask " << word_hex(in.mask) << ".\n\n";
}

void emit_operands(std::ostringstream& o, const IsaSpec& isa, const InstrSpec& in) {
  if (in.operands.empty()) return;
  o << header({"operand", "field", "kind", "allowed", "meaning"});
  for (const auto& op : in.operands) {
    const FieldSpec& f = isa.field_of(op);
    std::string allowed = allowed_values_text(isa, op);
    if (op.optional) allowed += "; optional, default " + std::to_string(op.default_value);
    std::string meaning = op.kind == KindId::zero ? "placeholder: write the literal 0" : op.role;
    if (!op.hint.empty()) meaning += (meaning.empty() ? "" : ". ") + op.hint;
    o << row({"`" + op.name + "`", f.name + " " + bits(f.msb, f.lsb),
              op.kind == KindId::zero ? "zero" : kind_id_name(op.kind), md_cell(allowed), md_cell(meaning)});
  }
  o << "\n";
}

void emit_list(std::ostringstream& o, const std::vector<std::string>& items, const char* none) {
  if (items.empty()) o << none << "\n\n";
  for (const auto& i : items) o << "- " << i << "\n";
  if (!items.empty()) o << "\n";
}

void emit_latency(std::ostringstream& o, const IsaSpec& isa, const InstrSpec& in, const std::vector<CfgSpec>& cfgs) {
  const LatClassSpec& lc = isa.lat_classes[std::size_t(in.lat)];
  o << "**Latency class** `" << lc.name << "`: latency `" << lc.latency.text() << "`, interval `" << lc.interval.text()
    << "` cycles (" << lc.doc << ").\n\n"
    << header({"configuration", "latency", "interval"});
  for (const auto& c : cfgs)
    o << row({"`" + c.name + "`", std::to_string(c.timing[std::size_t(in.lat)].latency),
              std::to_string(c.timing[std::size_t(in.lat)].interval)});
  o << "\n";
}

void emit_instr(std::ostringstream& o, const IsaSpec& isa, const InstrSpec& in, const std::vector<CfgSpec>& cfgs) {
  o << "### " << in.name << "\n\n"
    << in.summary << "\n\n"
    << "**Format:** `" << assembly_form(in) << "` — format " << isa.formats[std::size_t(in.format)].name << ", opcode "
    << opc_hex(in.opcode) << ", unit " << isa.units[std::size_t(in.unit)].name << ".\n\n";
  emit_layout(o, isa, in);
  emit_operands(o, isa, in);
  o << "**Operation:**\n\n```text\n"
    << in.operation << "\n```\n\n"
    << "**Description:** " << in.description << "\n\n"
    << "**Constraints:**\n\n";
  emit_list(o, in.constraints, "None beyond the operand ranges above.");
  o << "**Example:**\n\n```text\n"
    << in.example << "\n```\n\n"
    << "**Common mistakes:**\n\n";
  emit_list(o, in.mistakes, "None recorded.");
  emit_latency(o, isa, in, cfgs);
}

void emit_instructions(std::ostringstream& o, const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  // Units in the order of their first instruction in the table.
  std::vector<int> order;
  for (const auto& in : isa.instrs)
    if (std::find(order.begin(), order.end(), in.unit) == order.end()) order.push_back(in.unit);
  for (int u : order) {
    const UnitSpec& unit = isa.units[std::size_t(u)];
    o << "## Instructions: " << unit.name << "\n\n" << unit.doc << ".\n\n";
    for (const auto& in : isa.instrs)
      if (in.unit == u) emit_instr(o, isa, in, cfgs);
  }
}

// --- tables at the end ----------------------------------------------------------------------------

void emit_reserved(std::ostringstream& o, const IsaSpec& isa) {
  o << "## Reserved opcodes\n\n"
    << "PLENA defines these opcodes but this ISA version does not implement them: the assembler rejects the\n"
    << "mnemonic with the reason below, and executing the opcode stops the core with `illegal_instruction`.\n\n"
    << header({"mnemonic", "opcode", "reason"});
  for (const auto& r : isa.reserved) o << row({"`" + r.name + "`", opc_hex(r.opcode), md_cell(r.reason)});
  o << "\n";
}

void emit_run_interface(std::ostringstream& o, const IsaSpec& isa) {
  o << "## How a run ends\n\n"
    << "Every run reports one status (`status` in result.json):\n\n"
    << header({"status", "meaning"});
  for (const auto& c : isa.statuses) o << row({"`" + c.name + "`", md_cell(c.doc)});
  o << "\nA `fault` names its kind, the pc of the faulting instruction and the offending address (in the\n"
    << "address unit of its space; the counter register for loop faults). Instructions before it have\n"
    << "completed, it and everything after it have not executed. When several operands of one\n"
    << "instruction break a rule, the first in this order is reported: vector instructions rs1, rs2,\n"
    << "rd (alignment before range); matrix instructions the MRAM operand, then VRAM; DMA the\n"
    << "VRAM/MRAM side, then HBM; S_MAP_V_FP VRAM, then FP_MEM. Legality is checked first.\n\n"
    << header({"fault kind", "meaning"});
  for (const auto& c : isa.faults) o << row({"`" + c.name + "`", md_cell(c.doc)});
  o << "\n## Performance counters\n\n"
    << "Reported with every run (`counters` in result.json):\n\n"
    << header({"counter", "meaning"});
  for (const auto& c : isa.counters) o << row({"`" + c.name + "`", md_cell(c.doc)});
  o << "\n";
}

void emit_config_table(std::ostringstream& o, const std::vector<CfgSpec>& cfgs) {
  o << "## Configurations\n\n"
    << "Kernels run on one hardware configuration at a time (the task states which). Details:\n"
    << "docs/plena/configs.md.\n\n";
  std::vector<std::string> h = {"symbol", "parameter", "meaning"};
  for (const auto& n : config_names(cfgs)) h.push_back(n);
  o << header(h);
  value_rows(o, cfgs, true);
  o << "\nDerived values:\n\n";
  h.erase(h.begin() + 1);
  o << header(h);
  value_rows(o, cfgs, false);
  o << "\n";
}

void emit_latency_table(std::ostringstream& o, const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  o << "## Latency table\n\n"
    << "`latency`: cycles from the issue of an instruction until an instruction that depends on its result\n"
    << "can issue (a dependent chain of n such instructions takes n · latency cycles). `interval`: cycles\n"
    << "between the issues of independent back-to-back instructions of the class (n of them take\n"
    << "n · interval cycles). Both are exact under the stated condition and measured on the RTL by a test.\n"
    << "Cells are latency / interval.\n\n";
  std::vector<std::string> h = {"class", "latency", "interval"};
  for (const auto& n : config_names(cfgs)) h.push_back(n);
  h.push_back("instructions");
  h.push_back("condition");
  o << header(h);
  for (std::size_t i = 0; i < isa.lat_classes.size(); ++i) {
    const auto& lc = isa.lat_classes[i];
    std::vector<std::string> cells = {"`" + lc.name + "`", "`" + lc.latency.text() + "`",
                                      "`" + lc.interval.text() + "`"};
    for (const auto& c : cfgs)
      cells.push_back(std::to_string(c.timing[i].latency) + " / " + std::to_string(c.timing[i].interval));
    std::vector<std::string> users;
    for (const auto& in : isa.instrs)
      if (in.lat == int(i)) users.push_back(in.name);
    cells.push_back(join(users, ", "));
    cells.push_back(md_cell(lc.doc));
    o << row(cells);
  }
  o << "\n";
}

}  // namespace

std::string emit_isa_md(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  std::ostringstream o;
  o << banner("<!--", sources_of(isa, cfgs), " -->") << "\n";
  emit_intro(o, isa, cfgs);
  emit_encoding(o, isa);
  emit_syntax(o, isa);
  emit_summary(o, isa);
  emit_instructions(o, isa, cfgs);
  emit_reserved(o, isa);
  emit_run_interface(o, isa);
  emit_config_table(o, cfgs);
  emit_latency_table(o, isa, cfgs);
  return o.str();
}

// ------------------------------------------------------------------------------------------------
// docs/isa/plena_short.md
// ------------------------------------------------------------------------------------------------

namespace {

// "rd = VRAM destination row; rmask (0, 1) = 1: only heads enabled in V_MASK": the operands in
// one line, with the allowed values of flags and immediates (registers are implied by their name).
std::string short_operands(const IsaSpec& isa, const InstrSpec& in) {
  std::vector<std::string> parts;
  for (const auto& op : in.operands) {
    if (op.kind == KindId::zero) continue;  // the syntax line already shows the literal 0
    std::string p = "`" + op.name + "`";
    if (op.kind == KindId::imm || op.kind == KindId::flag) p += " (" + allowed_values_text(isa, op) + ")";
    if (op.optional) p += " optional, default " + std::to_string(op.default_value);
    if (!op.role.empty()) p += ": " + op.role;
    parts.push_back(p);
  }
  return join(parts, "; ");
}

void emit_short_instr(std::ostringstream& o, const IsaSpec& isa, const InstrSpec& in) {
  std::string operation = in.operation;
  while (!operation.empty() && operation.back() == '\n') operation.pop_back();
  o << "### " << in.name << "\n\n"
    << "`" << assembly_form(in) << "` — " << in.summary << "\n\n";
  if (const std::string ops = short_operands(isa, in); !ops.empty()) o << "Operands: " << ops << ".\n\n";
  o << "```text\n" << operation << "\n```\n\n";
  if (!in.constraints.empty()) o << "Constraints: " << join(in.constraints, "; ") << ".\n\n";
}

}  // namespace

std::string emit_isa_short_md(const IsaSpec& isa) {
  std::ostringstream o;
  // The short form is what the paper's "short documentation" ablation gives the agent: syntax,
  // operation and constraints only. Sizes and latencies depend on the hardware configuration and
  // reach the agent through the task prompt, so this page names no configuration.
  o << banner("<!--", isa.source, " -->") << "\n"
    << "# plena ISA reference, short form (version " << isa.version << ")\n\n"
    << "One entry per instruction: syntax, operands, operation, constraints. The full reference\n"
    << "(docs/isa/plena.md) adds encodings, descriptions, examples, common mistakes and latencies.\n\n"
    << "## Machine model\n\n"
    << "- Registers:\n"
    << "  - " << isa.kind(KindId::gp).doc << ".\n"
    << "  - " << isa.kind(KindId::fp).doc << ".\n"
    << "  - " << isa.kind(KindId::areg).doc << ".\n"
    << "- Special registers: STRIDE (HBM row stride of DMA with rstride = 1, reset 1), V_MASK (per-head\n"
    << "  lane mask of vector instructions with rmask = 1), SCALE; accumulators m_accum (BLEN x BLEN fp32)\n"
    << "  and v_accum (BLEN fp32); the loop stack. Everything else resets to 0.\n"
    << "- Memories, addressed in elements: HBM (off-chip bf16, DMA only: address a[aN] + gp[rs1]), VRAM (rows\n"
    << "  of VLEN bf16), MRAM (MLEN x MLEN bf16 tiles), FP_MEM (bf16 constants), INT_MEM (32-bit words), and a\n"
    << "  separate instruction memory.\n"
    << "- Sequential semantics (no NOPs needed); DMA, matrix and vector units overlap. No branches: hardware\n"
    << "  loops with immediate counts. The core halts when the PC passes the last instruction and all units\n"
    << "  have drained. Bad addresses and loop errors fault; unknown words are illegal instructions.\n"
    << "- Numerics: bf16 storage; fp32 arithmetic rounded to bf16 (nearest even); subnormals flush to zero.\n"
    << "- Syntax: `MNEMONIC op, op, ...`; comments start with `;` or `//`; immediates are unsigned decimal or\n"
    << "  0x hex (no labels, no negative numbers); placeholders are written `0`; `[, op]` is an optional\n"
    << "  trailing operand.\n\n";
  std::vector<int> order;
  for (const auto& in : isa.instrs)
    if (std::find(order.begin(), order.end(), in.unit) == order.end()) order.push_back(in.unit);
  for (int u : order) {
    o << "## Instructions: " << isa.units[std::size_t(u)].name << "\n\n";
    for (const auto& in : isa.instrs)
      if (in.unit == u) emit_short_instr(o, isa, in);
  }
  std::vector<std::string> reserved;
  for (const auto& r : isa.reserved) reserved.push_back(r.name);
  o << "## Reserved opcodes\n\n"
    << "Not implemented (the assembler rejects them): " << join(reserved, ", ") << ".\n";
  return o.str();
}

// ------------------------------------------------------------------------------------------------
// docs/plena/configs.md
// ------------------------------------------------------------------------------------------------

std::string emit_configs_md(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  std::ostringstream o;
  o << banner("<!--", sources_of(isa, cfgs), " -->") << "\n"
    << "# plena hardware configurations\n\n"
    << "A hardware configuration fixes the sizes and rates of the plena accelerator. Each is one YAML file,\n"
    << "`rtl/plena/cfg/<name>.yaml`, from which kc-gen writes the SystemVerilog package `plena_cfg_pkg`, the\n"
    << "C++ constants (`plena_configs.h`: `kc::plena::find_config(name)`, `kc::plena::cfg_<name>::*`), the\n"
    << "latencies in the ISA reference, and this page. A run bundle names its configuration in `config`.\n\n"
    << header({"name", "file", "description"});
  for (const auto& c : cfgs) o << row({"`" + c.name + "`", "`" + c.source + "`", md_cell(c.description)});
  o << "\n## Parameters\n\n"
    << "Meanings are the comments of the YAML files. ";
  std::vector<std::string> secs;
  for (const auto& s : cfgs.front().section_docs) secs.push_back("`" + s.first + "` — " + s.second);
  if (!secs.empty()) o << "Sections: " << join(secs, "; ") << ".";
  o << "\n\n";
  std::vector<std::string> h = {"symbol", "parameter", "meaning"};
  for (const auto& n : config_names(cfgs)) h.push_back(n);
  o << header(h);
  value_rows(o, cfgs, true);
  o << "\n## Derived values\n\n"
    << "Computed by kc-gen; the SV package and the C++ header carry them under the same names.\n\n";
  h.erase(h.begin() + 1);
  o << header(h);
  value_rows(o, cfgs, false);
  o << "\n## Peak rates (roofline)\n\n"
    << "Every configuration states its peak rates; the harness uses them for roofline bounds (cycles at peak\n"
    << "compute or peak memory bandwidth, whichever is larger). kc-gen checks them against the parameters:\n"
    << "matrix MACs per cycle = blen², vector lanes per cycle = lanes, HBM bytes per cycle =\n"
    << "min(dma.hbm_port_bytes, hbm_model.bytes_per_cycle).\n\n";
  h = {"rate"};
  for (const auto& n : config_names(cfgs)) h.push_back(n);
  o << header(h);
  for (const char* sym : {"PEAK_MATRIX_MACS_PER_CYCLE", "PEAK_VECTOR_LANES_PER_CYCLE", "PEAK_HBM_BYTES_PER_CYCLE"}) {
    std::vector<std::string> cells = {"`" + value_of(cfgs.front(), sym)->key + "`"};
    for (const auto& c : cfgs) cells.push_back(std::to_string(value_of(c, sym)->value));
    o << row(cells);
  }
  o << "\n";
  emit_latency_table(o, isa, cfgs);
  o << "## Rules\n\n"
    << "kc-gen rejects a configuration (with file:line:col) that has an unknown or missing key, a value that is\n"
    << "not a positive integer, or breaks one of these rules:\n\n"
    << "- mlen, vlen, blen, hlen, lanes and dma.hbm_port_bytes are powers of two;\n"
    << "- mlen = vlen; blen divides mlen; lanes divides vlen with vlen / lanes >= 2; hlen divides vlen with\n"
    << "  vlen / hlen <= 32 (bits of V_MASK);\n"
    << "- loop_depth >= 4; memory.hbm_bytes is even;\n"
    << "- dma.hbm_port_bytes <= 2 · vlen (one VRAM row); hbm_model.bytes_per_cycle divides dma.hbm_port_bytes;\n"
    << "- the peak rates equal their derivations (above);\n"
    << "- every latency expression of the ISA table evaluates to a whole number of cycles (exact divisions);\n"
    << "- name equals the file name.\n";
  return o.str();
}

}  // namespace kc::gen::plena
