// Markdown references of kc-gen rv32: rv32_isa.md (committed as docs/isa/rv32.md: what a kernel
// author, human or agent, reads and greps) and rv32_configs.md (docs/rv32/configs.md).
// Instruction texts, encodings, latencies, CSRs, traps, registers and pseudo-instructions come
// from the YAML; the machine-model prose restates the platform decisions of the rv32 core
// (pipeline, traps, memory map) that the instruction texts rely on.
#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>

#include "gen_cfg.h"
#include "gen_util.h"
#include "rv32_emit_md.h"
#include "rv32_spec.h"

namespace kc::gen::rv32 {

namespace md {

std::string sources_of(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  std::vector<std::string> s = {isa.source};
  for (const auto& c : cfgs) s.push_back(c.source);
  return join(s, ", ");
}

std::string bits(unsigned msb, unsigned lsb) {
  return msb == lsb ? "[" + std::to_string(msb) + "]" : "[" + std::to_string(msb) + ":" + std::to_string(lsb) + "]";
}

// GitHub's heading anchor of a mnemonic ("fmadd.s" -> "fmadds").
std::string anchor(const std::string& s) {
  std::string a;
  for (char c : s)
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_') a += char(std::tolower(c));
  return a;
}

std::string word_hex(std::uint32_t v) { return "0x" + hex(v, 8); }
std::string row(const std::vector<std::string>& cells) { return md_row(cells); }
std::string header(const std::vector<std::string>& cells) { return md_header(cells); }

std::vector<std::string> config_names(const std::vector<CfgSpec>& cfgs) {
  std::vector<std::string> v;
  for (const auto& c : cfgs) v.push_back("`" + c.name + "`");
  return v;
}

std::string asm_form(const IsaSpec& isa, const InstrSpec& in) {
  const std::string ops = display_syntax(isa, in);
  return ops.empty() ? in.name : in.name + " " + ops;
}

std::string cfg_hex(const CfgSpec& c, const char* sym) { return "0x" + hex(c.get(sym), 8); }

// The traps an instruction can raise: those listed in the table, plus the implied ones.
std::vector<std::string> trap_lines(const IsaSpec& isa, const InstrSpec& in) {
  std::vector<std::string> v;
  const bool fp = isa.exts[std::size_t(in.ext)].name == "F";
  for (int t : in.traps) {
    const TrapSpec& ts = isa.traps[std::size_t(t)];
    std::string why = ts.doc;
    if (ts.name == "illegal_instruction" && isa.units[std::size_t(in.unit)].name == "csr")
      why = isa.has_vector() ? "unknown CSR, a write to a read-only CSR, fflags/frm/fcsr while mstatus.FS = 0, or a "
                               "vector CSR while mstatus.VS = 0"
                             : "unknown CSR, a write to a read-only CSR, or fflags/frm/fcsr while mstatus.FS = 0";
    v.push_back("`" + ts.name + "` (mcause " + std::to_string(ts.code) + ", mtval = " + ts.tval + "): " + why);
  }
  if (fp) v.push_back("`illegal_instruction` (mcause 2): mstatus.FS = 0 (the reset value; a task's startup stub sets FS before calling `kernel`)");
  if (isa.has_rm(in)) v.push_back("`illegal_instruction` (mcause 2): rm = 5 or 6, or rm = dyn while frm is 5, 6 or 7");
  return v;
}

// --- page sections --------------------------------------------------------------------------

namespace {

void emit_intro(std::ostringstream& o, const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  o << "# rv32 ISA reference (version " << isa.version << ")\n\n"
    << "rv32 is a scalar in-order RISC-V core: **RV32IMF + Zicsr + Zifencei + Zbb**, machine mode only, plus the\n"
    << "custom halt `mpause`. Kernels are written in GNU assembler syntax (or C compiled by GCC), linked for the\n"
    << "ITCM/DTCM memory map below, and run cycle-accurately on the RTL; a C++ instruction-set simulator runs in\n"
    << "lock-step with it in tests. Encodings are the standard RISC-V ones.\n\n"
    << "This page is generated from the ISA table `" << isa.source << "` and the hardware configurations ("
    << join(config_names(cfgs), ", ") << ").\n"
    << "Every instruction has one section headed `### mnemonic` (search for `### fmadd.s`). Sections: quick\n"
    << "facts, registers, assembly syntax, pseudo-instructions, instruction summary, the instructions by\n"
    << "extension, CSRs, traps and how a run ends, memory map, pipeline and performance, encoding, unsupported.\n\n"
    << "## Quick facts\n\n"
    << "- Toolchain: `riscv64-unknown-elf-gcc -march=" << isa.march << " -mabi=" << isa.mabi
    << " -nostdlib` (assembly)\n"
    << "  or with a C runtime; never add `c` (compressed) or `d` to -march: they are not implemented.\n"
    << "- End a kernel with **`mpause`**, written `.insn 0x08000073` (GNU as does not know the mnemonic). It\n"
    << "  halts the core cleanly. `ebreak`, `ecall`, an illegal instruction or a bad address end the run with a\n"
    << "  fault record instead (unless a trap handler is installed in mtvec).\n"
    << "- **FP is off at reset** (mstatus.FS = 0): every F instruction and every fflags/frm/fcsr access traps\n"
    << "  until the startup code runs `li t0, 0x2000; csrs mstatus, t0` (FS = Initial). In a KernelCraft\n"
    << "  task the startup stub has done this before it calls `kernel`: a kernel's F instructions work.\n"
    << "- Cycle counter: `csrr t0, mcycle` (and `mcycleh`); `rdcycle`/`rdtime`/`rdinstret` are not implemented.\n"
    << "- All accesses must be naturally aligned (no misaligned loads/stores in hardware); jump and branch\n"
    << "  targets must be multiples of 4.\n"
    << "- Loads have a load-to-use latency of DMEM_LATENCY cycles (";
  std::vector<std::string> lat;
  for (const auto& c : cfgs) lat.push_back(std::to_string(c.get("DMEM_LATENCY")) + " on `" + c.name + "`");
  o << join(lat, ", ") << "); DIV/REM take 34 and FDIV/FSQRT 30\n"
    << "  cycles and stall everything behind them; backward branches are predicted taken, forward ones not taken.\n\n";
}

}  // namespace

void emit_registers(std::ostringstream& o, const IsaSpec& isa) {
  o << "## Registers and ABI names\n\n"
    << "32 integer registers x0..x31 (x0 reads 0, writes to it are discarded) and 32 single-precision FP\n"
    << "registers f0..f31, all 32 bits wide; pc is not a register. Assembly and objdump use the ABI names.\n"
    << "Saver: who preserves the register across a call in the standard calling convention (ilp32f: FP\n"
    << "arguments in fa0..fa7); it matters for functions a kernel calls. The task's startup stub relies on\n"
    << "no register after `kernel` returns, so a kernel may use every register except x0 freely: keep ra (or\n"
    << "end with mpause instead of returning), and keep sp valid if you call functions.\n\n"
    << header({"register", "ABI", "role", "saver", "FP register", "ABI", "role", "saver"});
  for (std::size_t i = 0; i < 32; ++i) {
    const RegSpec& x = isa.x_regs[i];
    const RegSpec& f = isa.f_regs[i];
    o << row({"x" + std::to_string(i), "`" + x.abi + "`", md_cell(x.role), x.saver, "f" + std::to_string(i),
              "`" + f.abi + "`", md_cell(f.role), f.saver});
  }
  o << "\n`fp` is another name for `s0`. FP registers hold binary32 values (there is no NaN-boxing: no D\n"
    << "extension). Registers are not reset: initialise every register you read.\n\n";
}

void emit_syntax(std::ostringstream& o, const IsaSpec& isa) {
  o << "## Assembly syntax (GNU as)\n\n"
    << "- `mnemonic op, op, ...`; comments start with `#`; labels `name:`; numeric local labels `1:` with\n"
    << "  `1b`/`1f` references. Directives: `.text`, `.data`, `.section .rodata`, `.globl sym`, `.align 2`,\n"
    << "  `.word`, `.float`, `.space n`, `.option norelax`, `.insn 0x...` (a raw instruction word).\n"
    << "- Registers by ABI name (`a0`, `fa1`) or number (`x10`, `f11`).\n"
    << "- Immediates in decimal or `0x` hex, with assemble-time expressions (`4*8`, `sym+4`); `%hi(sym)` /\n"
    << "  `%lo(sym)` for LUI/ADDI pairs, `%pcrel_hi`/`%pcrel_lo` for AUIPC pairs (or use `li`, `la`).\n"
    << "- Loads and stores: `lw rd, offset(rs1)`, `sw rs2, offset(rs1)` (source first).\n"
    << "- Branch and jump operands are labels (the assembler computes the pc-relative offset).\n"
    << "- FP instructions with a rounding mode take it as an optional last operand: `fadd.s fa0, fa1, fa2, rtz`;\n"
    << "  without it the dynamic mode (frm) is used. Rounding modes:\n\n"
    << header({"rm", "code", "meaning"});
  for (const auto& r : isa.rounding) o << row({"`" + r.name + "`", std::to_string(r.code), md_cell(r.doc)});
  o << "\nOperand types (the names used in the sections below):\n\n" << header({"operand", "written", "meaning"});
  for (const auto& t : isa.operand_types) {
    std::string written;
    switch (t.kind) {
      case OpKind::xreg: written = "integer register"; break;
      case OpKind::freg: written = "FP register"; break;
      case OpKind::simm: written = "signed immediate " + std::to_string(t.min_value()) + ".." + std::to_string(t.max_value()); break;
      case OpKind::uimm: written = "unsigned immediate 0.." + std::to_string(t.max_value()); break;
      case OpKind::target: written = "label (pc-relative, even offset " + std::to_string(t.min_value()) + ".." + std::to_string(t.max_value()) + ")"; break;
      case OpKind::csr: written = "CSR name or number"; break;
      case OpKind::rm: written = "rounding mode (optional)"; break;
      case OpKind::fence: written = "subset of `iorw`"; break;
      case OpKind::vreg: written = "vector register (" + std::string(veew_name(t.eew)) + ")"; break;
      case OpKind::vm: written = "`v0.t` (optional, last)"; break;
      case OpKind::vtypei: written = "`e8`/`e16`/`e32`, `mf4`/`mf2`/`m1`/`m2`/`m4`/`m8`, `ta`/`tu`, `ma`/`mu`"; break;
      case OpKind::v0: written = "`v0` (literal)"; break;
    }
    o << row({"`" + t.show + "` (" + t.name + ")", written, md_cell(t.doc)});
  }
  o << "\n";
}

void emit_pseudos(std::ostringstream& o, const IsaSpec& isa) {
  o << "## Pseudo-instructions\n\n"
    << "GNU as accepts these and expands them; objdump shows most of them back (e.g. `addi a0, zero, 5` is shown\n"
    << "as `li a0,5`). Use them freely. A test assembles each one and checks its expansion.\n\n"
    << header({"pseudo-instruction", "expands to", "meaning"});
  for (const auto& p : isa.pseudos)
    o << row({"`" + p.syntax + "`", "`" + md_cell(p.expansion) + "`", md_cell(p.doc)});
  o << "\nAlso accepted: `fgt.s`/`fge.s` (flt/fle with swapped operands), `sext.w` is RV64 only (not here).\n\n";
}

void emit_summary(std::ostringstream& o, const IsaSpec& isa, const std::vector<CfgSpec>& cfgs, bool scalar_only) {
  o << "## Instruction summary\n\n"
    << "Latency: cycles from the issue of the instruction until a dependent instruction can issue, per\n"
    << "configuration (" << join(config_names(cfgs), " / ") << ").\n\n"
    << header({"mnemonic", "ext", "assembly", "unit", "latency", "summary"});
  for (const auto& in : isa.instrs) {
    if (scalar_only && in.vec.vector) continue;
    std::vector<std::string> l;
    for (const auto& c : cfgs) l.push_back(std::to_string(c.timing[std::size_t(in.lat)].latency));
    o << row({"[" + in.name + "](#" + anchor(in.name) + ")", isa.exts[std::size_t(in.ext)].name,
              "`" + asm_form(isa, in) + "`", isa.units[std::size_t(in.unit)].name, join(l, " / "), md_cell(in.summary)});
  }
  o << "\n";
}

// The word from bit 31 down as the format's fields, each with its fixed value or operand.
void emit_layout(std::ostringstream& o, const IsaSpec& isa, const InstrSpec& in) {
  const FormatSpec& fmt = isa.formats[std::size_t(in.format)];
  std::vector<std::string> head = {"bits"}, cells = {"holds"};
  for (int fi : fmt.fields) {
    const FieldSpec& f = isa.field(fi);
    head.push_back(bits(f.msb, f.lsb));
    std::string what = f.name;
    for (const auto& fx : in.fixed)
      if (fx.first == fi) {
        std::string b;
        for (int k = int(f.width()) - 1; k >= 0; --k) b += (fx.second >> k & 1u) ? '1' : '0';
        what = f.name + " = " + b;
      }
    for (const auto& op : in.operands) {
      const OperandType& t = isa.type_of(op);
      if (std::find(t.fields.begin(), t.fields.end(), fi) == t.fields.end()) continue;
      if (t.is_imm()) {
        // value bits this field holds, riscv-opcodes style: imm[12|10:5]
        std::vector<std::string> parts;
        int b = int(f.msb);
        while (b >= int(f.lsb)) {
          const auto vb = [&](int wb) {
            for (std::size_t i = 0; i < t.word_bit.size(); ++i)
              if (t.word_bit[i] == wb) return int(i);
            return -1;
          };
          const int hi = vb(b);
          int e = b;
          while (e - 1 >= int(f.lsb) && vb(e - 1) == vb(e) - 1) --e;
          const int lo = vb(e);
          parts.push_back(hi == lo ? std::to_string(hi) : std::to_string(hi) + ":" + std::to_string(lo));
          b = e - 1;
        }
        what = t.show + "[" + join(parts, "\\|") + "]";
      } else {
        what = t.show;
      }
    }
    cells.push_back(what);
  }
  o << header(head) << row(cells) << "\nmatch " << word_hex(in.match) << ", mask " << word_hex(in.mask)
    << " (word & mask == match), format " << fmt.name << ".\n\n";
}

void emit_instr(std::ostringstream& o, const IsaSpec& isa, const InstrSpec& in, const std::vector<CfgSpec>& cfgs) {
  const LatClassSpec& lc = isa.lat_classes[std::size_t(in.lat)];
  o << "### " << in.name << "\n\n"
    << in.summary << "\n\n"
    << "**Syntax:** `" << asm_form(isa, in) << "` — " << isa.exts[std::size_t(in.ext)].name << ", unit "
    << isa.units[std::size_t(in.unit)].name << ".\n\n";
  emit_layout(o, isa, in);
  o << "**Operation:**\n\n```text\n" << in.operation << "\n```\n\n";
  if (!in.fflags.empty()) o << "**FP flags it may set:** " << join(in.fflags, ", ") << " (accrued into fflags).\n\n";
  const auto traps = trap_lines(isa, in);
  if (!traps.empty()) {
    o << "**Traps:**\n\n";
    for (const auto& t : traps) o << "- " << t << "\n";
    o << "\n";
  }
  o << "**Latency** (class `" << lc.name << "`: " << lc.doc << "):\n\n";
  std::vector<std::string> h = {"configuration", "latency", "next issue after"};
  for (const auto& c : lc.costs) h.push_back(c.name);
  o << header(h);
  for (const auto& c : cfgs) {
    const auto& t = c.timing[std::size_t(in.lat)];
    std::vector<std::string> cells = {"`" + c.name + "`", std::to_string(t.latency), std::to_string(t.interval)};
    for (auto v : t.costs) cells.push_back(std::to_string(v));
    o << row(cells);
  }
  o << "\n";
  if (!in.notes.empty()) {
    o << "**Pitfalls and notes:**\n\n";
    for (const auto& n : in.notes) o << "- " << n << "\n";
    o << "\n";
  }
  o << "**Example:**\n\n```asm\n" << in.example << "\n```\n\n";
}

void emit_instructions(std::ostringstream& o, const IsaSpec& isa, const std::vector<CfgSpec>& cfgs, bool scalar_only) {
  for (std::size_t e = 0; e < isa.exts.size(); ++e) {
    bool scalar = false;
    for (const auto& in : isa.instrs) scalar = scalar || (in.ext == int(e) && !in.vec.vector);
    if (scalar_only && !scalar) continue;
    o << "## Instructions: " << isa.exts[e].name << " — " << isa.exts[e].doc << "\n\n";
    for (const auto& in : isa.instrs)
      if (in.ext == int(e)) emit_instr(o, isa, in, cfgs);
  }
}

void emit_csrs(std::ostringstream& o, const IsaSpec& isa) {
  o << "## CSRs\n\n"
    << "Machine mode only. Any CSR number not listed is an illegal instruction (including the user counters\n"
    << "cycle/time/instret and every supervisor CSR). A CSR instruction writes its CSR unless it is csrrs/csrrc\n"
    << "with rs1 = x0 or csrrsi/csrrci with uimm = 0 (pure reads); csrrw/csrrwi always write, and with rd = x0\n"
    << "do not read. Writing a read-only CSR is illegal even if the value does not change. CSR instructions\n"
    << "serialize: they issue only after every older instruction has completed (so fflags reads are exact).\n\n"
    << header({"CSR", "number", "access", "reset", "contents"});
  for (const auto& c : isa.csrs)
    o << row({"`" + c.name + "`", "0x" + hex(c.addr, 3),
              c.access == CsrAccess::ro ? "read-only" : c.access == CsrAccess::fp ? "read/write, needs FS != 0" : "read/write",
              word_hex(c.reset), md_cell(c.doc)});
  if (isa.has_vector())
    o << "\n**mstatus** fields: MIE bit 3, MPIE bit 7, VS bits 10:9 (vector unit: 0 Off, 1 Initial, 2 Clean, 3\n"
      << "Dirty; writable), MPP bits 12:11 (always 11 = machine), FS bits 14:13 (0 Off, 1 Initial, 2 Clean, 3 Dirty;\n"
      << "writable), SD bit 31 (read-only, 1 when FS = 3 or VS = 3). Every other bit reads 0 and ignores writes. FS\n"
      << "becomes Dirty (3) when an instruction writes an FP register, raises an FP flag, or a CSR instruction writes\n"
      << "fflags, frm or fcsr. VS becomes Dirty when a vector instruction executes (a vector CSR write included).\n"
      << "There are no interrupts: MIE has no effect.\n\n";
  else
    o << "\n**mstatus** fields: MIE bit 3, MPIE bit 7, MPP bits 12:11 (always 11 = machine), FS bits 14:13 (0 Off,\n"
      << "1 Initial, 2 Clean, 3 Dirty; writable), SD bit 31 (read-only, 1 when FS = 3). Every other bit reads 0 and\n"
      << "ignores writes. FS becomes Dirty (3) when an instruction writes an FP register, raises an FP flag, or a CSR\n"
      << "instruction writes fflags, frm or fcsr. There are no interrupts: MIE has no effect.\n\n";
  o << "**Counters:** mcycle/mcycleh count cycles from the release of reset, minstret/minstreth retired\n"
    << "instructions (mpause included; a trapped instruction does not retire). Both are writable; after a CSR\n"
    << "write the counter continues from the written value (the writing instruction itself is not counted).\n"
    << "Read a 64-bit count with the usual loop (`1: csrr t1, mcycleh; csrr t0, mcycle; csrr t2, mcycleh; bne\n"
    << "t1, t2, 1b`) or just the low word for runs shorter than 2^32 cycles.\n\n";
}

void emit_traps(std::ostringstream& o, const IsaSpec& isa) {
  o << "## Traps and how a run ends\n\n"
    << "A trapped instruction does not complete: it writes no register and no memory, and is not counted in\n"
    << "minstret. What happens next depends on mtvec (reset 0):\n\n"
    << "- **mtvec = 0 (no handler, the normal case for kernels):** the core stops and the run ends with status\n"
    << "  `fault` and a fault record: cause (mcause code), pc of the trapping instruction, tval and the\n"
    << "  instruction word (0 for a fetch fault).\n"
    << "- **mtvec != 0:** the core traps there (direct mode): mepc = pc, mcause = cause, mtval = tval,\n"
    << "  mstatus.MPIE = MIE, MIE = 0; `mret` returns to mepc (add 4 to mepc first to skip the instruction).\n"
    << "- **`mpause`** (`.insn 0x08000073`) halts cleanly: the run ends with status `halted`. It is the only\n"
    << "  clean end of a kernel; `wfi` is a no-op, and running past the end of the code fetches whatever is\n"
    << "  in the ITCM (usually an illegal instruction 0x00000000).\n\n"
    << header({"cause", "mcause", "mtval", "raised by"});
  for (const auto& t : isa.traps) o << row({"`" + t.name + "`", std::to_string(t.code), t.tval, md_cell(t.doc)});
  o << "\nPriorities: a fetch fault is reported before decoding; an illegal instruction before its operands are\n"
    << "used; for loads and stores a misaligned address is reported before an access fault.\n\n";
}

void emit_memory(std::ostringstream& o, const std::vector<CfgSpec>& cfgs) {
  o << "## Memory map\n\n"
    << "Two tightly coupled memories, little-endian, byte-addressable. The ITCM holds the code (and may hold\n"
    << "read-only data: loads and stores may access it too); the DTCM holds data, stack and heap. Any other\n"
    << "address is an access fault (fetch outside the ITCM: instruction_access_fault). The control block is\n"
    << "used by the host (start pc, status, fault record, counters) and is not accessible from programs. The\n"
    << "harness writes every byte the program needs (its sections, inputs, and zeros for .bss) before the run;\n"
    << "memory is otherwise not cleared.\n\n";
  std::vector<std::string> h = {"region"};
  for (const auto& n : config_names(cfgs)) h.push_back(n);
  o << header(h);
  auto region = [&](const char* name, const char* base, const char* bytes) {
    std::vector<std::string> cells = {name};
    for (const auto& c : cfgs) {
      const std::uint64_t b = c.get(base), n = c.get(bytes);
      cells.push_back("`" + cfg_hex(c, base) + "`..`0x" + hex(b + n - 1, 8) + "` (" + std::to_string(n / 1024) + " KiB)");
    }
    o << row(cells);
  };
  region("ITCM (code)", "ITCM_BASE", "ITCM_BYTES");
  region("DTCM (data)", "DTCM_BASE", "DTCM_BYTES");
  region("control block (host only)", "CTRL_BASE", "CTRL_BYTES");
  o << "\nA linker script for configuration `default` (the GNU defaults put everything at 0x10000 otherwise):\n\n"
    << "```ld\nOUTPUT_ARCH(\"riscv\")\nENTRY(_start)\n"
    << "MEMORY { ITCM (rx) : ORIGIN = 0x00000000, LENGTH = 64K\n"
    << "         DTCM (rw) : ORIGIN = 0x00010000, LENGTH = 256K }\n"
    << "SECTIONS {\n  .text   : { KEEP(*(.text.init)) *(.text .text.*) } > ITCM\n"
    << "  .rodata : { *(.rodata .rodata.* .srodata .srodata.*) } > DTCM\n"
    << "  .data   : { *(.data .data.* .sdata .sdata.*) } > DTCM\n"
    << "  .bss    : { *(.bss .bss.* .sbss .sbss.* COMMON) } > DTCM\n"
    << "  __stack_top = ORIGIN(DTCM) + LENGTH(DTCM);\n}\n```\n\n";
}

void emit_performance(std::ostringstream& o, const IsaSpec& isa, const std::vector<CfgSpec>& cfgs,
                      std::size_t num_classes) {
  o << "## Pipeline and performance\n\n"
    << "Stages: IF (fetch from the ITCM), ID (decode, register read, hazard check, issue), EX = X1..XD, WB.\n"
    << "One instruction issues per cycle at most, in order, and completes in order. Results are forwarded\n"
    << "from wherever they are ready; an instruction that needs a result that is not ready yet waits in ID\n"
    << "(a stall, counted by cause). **Latency** below is the issue-to-issue distance from an instruction to\n"
    << "the first instruction that uses its result: a chain of n dependent loads costs n · DMEM_LATENCY cycles,\n"
    << "n independent loads cost n cycles.\n\n";
  std::vector<std::string> h = {"class", "instructions", "latency", "next issue after"};
  for (const auto& n : config_names(cfgs)) h.push_back(n);
  h.push_back("notes");
  o << header(h);
  for (std::size_t i = 0; i < num_classes; ++i) {
    const auto& lc = isa.lat_classes[i];
    std::vector<std::string> users;
    for (const auto& in : isa.instrs)
      if (in.lat == int(i)) users.push_back(in.name);
    std::vector<std::string> cells = {"`" + lc.name + "`", join(users, ", "), "`" + lc.latency.text() + "`",
                                      "`" + lc.interval.text() + "`"};
    for (const auto& c : cfgs)
      cells.push_back(std::to_string(c.timing[i].latency) + " / " + std::to_string(c.timing[i].interval));
    cells.push_back(md_cell(lc.doc));
    o << row(cells);
  }
  o << "\nCells are latency / next issue after (cycles).\n\n"
    << "**Branches and jumps** (static prediction in ID, resolution in X1). Cycles from the issue of the\n"
    << "branch to the issue of the next instruction on the path taken:\n\n";
  h = {"control flow", "cycles"};
  o << header(h);
  for (std::size_t i = 0; i < isa.lat_classes.size(); ++i)
    for (std::size_t k = 0; k < isa.lat_classes[i].costs.size(); ++k) {
      const auto& c = isa.lat_classes[i].costs[k];
      std::vector<std::string> per;
      for (const auto& cfg : cfgs) per.push_back(std::to_string(cfg.timing[i].costs[k]));
      std::set<std::string> uniq(per.begin(), per.end());
      o << row({isa.lat_classes[i].name + ", " + c.name, (uniq.size() == 1 ? per.front() : join(per, " / ")) + " (" +
                                                             md_cell(c.doc) + ")"});
    }
  o << "\n**Writing fast kernels:**\n\n"
    << "- Put the loop test at the bottom (a backward branch, predicted taken: 2 cycles per iteration of loop\n"
    << "  overhead plus the counter update). A forward branch that is usually taken costs 3 cycles; make the\n"
    << "  common case fall through. Unroll small loops to amortize the branch.\n"
    << "- Hide the load-to-use latency: issue loads DMEM_LATENCY instructions before their first use (software\n"
    << "  pipelining: load element i+1 while computing on element i).\n"
    << "- FP adds and FMAs are pipelined with latency FMA_LATENCY: a reduction into one accumulator runs at one\n"
    << "  FMA per FMA_LATENCY cycles; use FMA_LATENCY independent accumulators to reach one FMA per cycle.\n"
    << "- DIV/DIVU/REM/REMU (34 cycles) and FDIV.S/FSQRT.S (30 cycles) block every later instruction: use\n"
    << "  shifts and masks for powers of two, hoist divisions out of loops, multiply by a reciprocal.\n"
    << "- CSR instructions wait for the pipeline to drain: keep `csrr mcycle` and fflags accesses out of inner\n"
    << "  loops.\n"
    << "- Stores write memory in order; a load after a store to the same address sees the stored data.\n"
    << "- The data memory moves one 32-bit word per cycle (peak.dmem_bytes_per_cycle = 4): byte-wise loops are\n"
    << "  4x slower than word-wise ones; use lw/sw and Zbb (rev8, orc.b, zext.h, sext.b) to work on packed data.\n"
    << "- Zbb removes branches: min/max/minu/maxu, andn/orn/xnor, clz/ctz/cpop, rotations.\n"
    << "- FENCE.I (after writing code into the ITCM) waits for older stores and refetches.\n\n";
}

void emit_encoding(std::ostringstream& o, const IsaSpec& isa) {
  o << "## Encoding\n\n"
    << "Every instruction is one 32-bit little-endian word; bits [1:0] are 11 (no compressed instructions).\n"
    << "Fields:\n\n"
    << header({"field", "bits", "width"});
  for (const auto& f : isa.fields) o << row({"`" + f.name + "`", bits(f.msb, f.lsb), std::to_string(f.width())});
  o << "\nFormats (fields from bit 31 down):\n\n" << header({"format", "layout", "note"});
  for (const auto& f : isa.formats) {
    std::vector<std::string> parts;
    for (int fi : f.fields) parts.push_back(isa.field(fi).name + " " + bits(isa.field(fi).msb, isa.field(fi).lsb));
    o << row({"**" + f.name + "**", join(parts, " · "), md_cell(f.doc)});
  }
  o << "\nMajor opcodes:\n\n" << header({"opcode", "bits [6:0]"});
  for (const auto& op : isa.opcodes) {
    std::string b;
    for (int k = 6; k >= 0; --k) b += (op.second >> k & 1u) ? '1' : '0';
    o << row({"`" + op.first + "`", b + " (0x" + hex(op.second, 2) + ")"});
  }
  o << "\n**Decoding rule.** A word encodes an instruction when every fixed field has the instruction's value\n"
    << "(word & mask == match); the generator proves that no word matches two instructions. Every other word is\n"
    << "an illegal instruction. Reserved values inside a matching word are the core's checks: rm = 5/6 (illegal),\n"
    << "fence with an empty predecessor or successor set (a no-op hint).\n\n";
}

void emit_unsupported(std::ostringstream& o, const IsaSpec& isa) {
  o << "## Unsupported\n\n"
    << "Encodings of these standard extensions and instructions are illegal instructions here (the run ends\n"
    << "with a fault record `illegal_instruction` unless a handler is installed):\n\n"
    << header({"extension / feature", "notes"});
  for (const auto& u : isa.unsupported) o << row({u.name, md_cell(u.doc)});
  o << "\n";
}

void emit_cfg_tables(std::ostringstream& o, const IsaSpec& isa, const std::vector<CfgSpec>& cfgs,
                     const std::string& derived_note, const std::string& pkg) {
  o << "\n## Parameters\n\nMeanings are the comments of the YAML files. ";
  std::vector<std::string> secs;
  for (const auto& s : cfgs.front().section_docs) secs.push_back("`" + s.first + "` — " + s.second);
  if (!secs.empty()) o << "Sections: " << join(secs, "; ") << ".";
  o << "\n\n";
  std::vector<std::string> h = {"symbol", "parameter", "meaning"};
  for (const auto& n : config_names(cfgs)) h.push_back(n);
  o << header(h);
  md_cfg_value_rows(o, cfgs, true);
  o << "\n## Derived values and fixed timings\n\n"
    << "Computed by kc-gen" << derived_note << "; the SV package and the C++ header carry them under the same "
    << "names.\n\n";
  h.erase(h.begin() + 1);
  o << header(h);
  md_cfg_value_rows(o, cfgs, false);
  o << "\n## Latency classes\n\n"
    << "Resolved per configuration: latency / cycles until the next instruction may issue (" << pkg << ":\n"
    << "`LAT_<class>` / `IVL_<class>`, control-flow outcomes `COST_<class>_<outcome>`).\n\n";
  h = {"class", "latency", "next issue"};
  for (const auto& n : config_names(cfgs)) h.push_back(n);
  o << header(h);
  for (std::size_t i = 0; i < isa.lat_classes.size(); ++i) {
    const auto& lc = isa.lat_classes[i];
    std::vector<std::string> cells = {"`" + lc.name + "`", "`" + lc.latency.text() + "`", "`" + lc.interval.text() + "`"};
    for (const auto& c : cfgs) {
      std::string cell = std::to_string(c.timing[i].latency) + " / " + std::to_string(c.timing[i].interval);
      for (std::size_t k = 0; k < lc.costs.size(); ++k)
        cell += "; " + lc.costs[k].name + " " + std::to_string(c.timing[i].costs[k]);
      cells.push_back(cell);
    }
    o << row(cells);
  }
}

}  // namespace md

std::string emit_isa_md(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  using namespace md;
  std::ostringstream o;
  o << banner("<!--", sources_of(isa, cfgs), " -->") << "\n";
  emit_intro(o, isa, cfgs);
  emit_registers(o, isa);
  emit_syntax(o, isa);
  emit_pseudos(o, isa);
  emit_summary(o, isa, cfgs, false);
  emit_instructions(o, isa, cfgs, false);
  emit_csrs(o, isa);
  emit_traps(o, isa);
  emit_memory(o, cfgs);
  emit_performance(o, isa, cfgs, isa.lat_classes.size());
  emit_encoding(o, isa);
  emit_unsupported(o, isa);
  std::string s = o.str();
  while (s.size() > 1 && s[s.size() - 1] == '\n' && s[s.size() - 2] == '\n') s.pop_back();
  return s;
}

// ------------------------------------------------------------------------------------------------
// docs/rv32/configs.md
// ------------------------------------------------------------------------------------------------

std::string emit_configs_md(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  using namespace md;
  std::ostringstream o;
  o << banner("<!--", sources_of(isa, cfgs), " -->") << "\n"
    << "# rv32 hardware configurations\n\n"
    << "A hardware configuration fixes the memory sizes, the address map and the unit latencies of the rv32\n"
    << "core. Each is one YAML file, `rtl/rv32/cfg/<name>.yaml`, from which kc-gen writes the SystemVerilog\n"
    << "package `rv32_cfg_pkg`, the C++ table (`rv32_configs.h`: `kc::rv32::find_config(name)`,\n"
    << "`kc::rv32::cfg_<name>::*`), the latencies in the ISA reference (docs/isa/rv32.md), and this page.\n\n"
    << header({"name", "file", "description"});
  for (const auto& c : cfgs) o << row({"`" + c.name + "`", "`" + c.source + "`", md_cell(c.description)});
  md::emit_cfg_tables(o, isa, cfgs, " (the fixed timings come from the ISA table's constants)", "rv32_cfg_pkg");
  o << "\n## Rules\n\n"
    << "kc-gen rejects a configuration (with file:line:col) that has an unknown or missing key, a value that is\n"
    << "not a non-negative integer, or breaks one of these rules:\n\n"
    << "- memory.itcm_bytes and memory.dtcm_bytes are powers of two, 4 KiB .. 16 MiB;\n"
    << "- memory.itcm_base, memory.dtcm_base and memory.ctrl_base are multiples of 4 KiB, and the ITCM, the\n"
    << "  DTCM and the control block (CTRL_BYTES = 4 KiB) do not overlap and fit below 2^32;\n"
    << "- memory.dmem_latency is 1..8, pipeline.mul_latency 1..4, pipeline.fma_latency 2..6,\n"
    << "  pipeline.fmisc_latency 1..4;\n"
    << "- isa.f_extension is 1 (the F extension and its FPU) or 0 (no FPU: mstatus.FS is hard-wired to Off,\n"
    << "  so every F instruction and every access to fflags, frm and fcsr traps as an illegal instruction,\n"
    << "  and misa has no F);\n"
    << "- peak.issue_per_cycle is 1 and peak.dmem_bytes_per_cycle is 4 (a single-issue core with one 32-bit\n"
    << "  data port);\n"
    << "- every latency expression of the ISA table evaluates to a whole number of cycles;\n"
    << "- name equals the file name.\n\n"
    << "The bases need not be aligned to the region size (the default DTCM, 256 KiB at 0x10000, is not): the\n"
    << "core compares addresses against base and base + size.\n";
  return o.str();
}

}  // namespace kc::gen::rv32
