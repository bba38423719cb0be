// kc-gen aie: docs/isa/aie.md (the ISA reference an agent reads) and docs/aie/configs.md.
#include <cstring>
#include <sstream>

#include "aie_spec.h"
#include "gen_util.h"

namespace kc::gen::aie {

namespace {

float f32(std::uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

std::string operand_syntax(const IsaSpec& isa, const OperandSpec& o) {
  const auto& t = isa.operand_types[o.type];
  if (t.kind == "addr") return "addr";
  return isa.fields[o.field].name + ":" + t.name;
}

std::string role_text(const std::string& r) {
  if (r == "write") return "written";
  if (r == "rw") return "read and written";
  if (r == "acc") return "accumulator: read (forwarded) and written";
  return "read";
}

const char* kSyntax = R"(## Assembly syntax

- One bundle per line: `{ op ; op ; ... }`. The operations of a bundle may be written in any order;
  the assembler places them in their slots (the first load in `lda`, the second in `ldb`). An
  operation written alone on a line is a bundle of its own. `{ }` and `nop` are empty bundles.
- Comments start with `//` and run to the end of the line.
- Labels: `name:` at the start of a line names the next bundle (a label may stand alone). A label
  just before `.loop` names the loop's `loop`/`loopi` bundle, so a branch to it starts the loop
  again with its full count.
- Zero-overhead loops: `.loop rN` or `.loop COUNT` opens a loop and `.endloop` closes it; the
  assembler emits a `loop`/`loopi` bundle before the body and makes the last bundle of the body
  its end. That bundle issues (one cycle, no branch penalty) each time the loop is entered; the
  back edge costs nothing. Loops nest up to the configuration's `loop_depth`; a further level is
  a counter and a `bnez`, whose taken branch costs BRANCH_PENALTY. A loop body holds at least
  one bundle; a branch out of a loop body is an error (leave a loop through its end).
- Constants: `.equ NAME, value` defines a symbol usable wherever an immediate is (a `.loop`
  count too). The value is one integer (decimal or `0x` hex, negative with `-`) or an earlier
  symbol; there are no expressions (`A*2`, `A+1`, `-A` are errors), so derived constants are
  written out. `.data ADDR` starts a data block placed at byte address ADDR of data memory
  before the program runs; `.byte`, `.half`, `.word` (comma-separated integers) and `.bf16`
  (decimal numbers, rounded to bf16 by round-to-nearest-even) append to it; `.text` returns to
  code.
- Registers and mnemonics are case-insensitive; immediates are decimal or `0x` hex, negative
  with `-`.
- Errors name the bundle, the slot and the legal alternatives, for example
  `two vector operations in one bundle: the vec slot holds one (vadd.i16 and vmax.i16); move vmax.i16 to the next bundle`.
  Warnings report the stalls the assembler can see: a use of a register before its producer's
  latency has elapsed (in straight-line code and around a loop's back edge), and the first wait
  for a unit's issue interval (the matrix MACs on a tile with fewer MACs per cycle; later waits
  for the same interval are not listed).
)";

const char* kNumerics = R"(## Numerics

**Integers.** Two's complement. vadd/vsub on i8/i16/i32 wrap modulo 2^bits; MACs and
multiplies accumulate modulo 2^32 (an int8 4x8x8 MAC cannot overflow a lane in fewer than
2^31 / (8 * 2^14) = 16384 accumulations). Compares and min/max are signed.

**bf16.** 1 sign, 8 exponent and 7 fraction bits (the upper half of an fp32). bf16 -> fp32 is
exact (`bits << 16`). fp32 -> bf16 (`vconv.bf16` and every bf16 result) rounds to nearest,
ties to even, on the bit pattern: `(u + 0x7FFF + ((u >> 16) & 1)) >> 16`; overflow gives
infinity; subnormals are kept (never flushed); a NaN becomes `0x7FC0`.

**bf16 vector ALU.** vadd/vsub.bf16 widen both operands to fp32, compute the fp32 result with
IEEE 754 round-to-nearest-even (subnormals kept) and round it to bf16 as above. vmin/vmax.bf16:
`0x7FC0` if either lane is a NaN, else the smaller/larger value, with -0 < +0. vcmplt/vcmple/
vcmpeq.bf16 are IEEE comparisons (a NaN compares false, -0 == +0).

**bf16 MACs (fp32 accumulation).** Every product `a * b` of two bf16 values is rounded to fp32
(round to nearest even; it is exact unless it leaves the fp32 range). Every sum is one fp32
addition with round-to-nearest-even. Any NaN produced is the canonical `0x7FC00000`.
`vmul.bf16`: lane = p; `vmac.bf16`: lane = acc + p. `vmmul.bf16` sums the 8 products p0..p7 of
a lane as a pairwise tree, `s = ((p0 + p1) + (p2 + p3)) + ((p4 + p5) + (p6 + p7))`, each `+` one
rounding; `vmmac.bf16` then adds `acc + s` (one more rounding). This is the order of the
hardware adder tree, so the result is bit-exact, not merely close.

**Shift-round-saturate (vsrs).** For a 32-bit lane x and shift s (0..31) the exact value x / 2^s
is rounded to an integer by the mode: `floor` toward minus infinity; `up` half toward plus
infinity (floor(x / 2^s + 1/2)); `away` half away from zero; `even` half to even. With s = 0 the
value is exact. The result saturates to the target range (-128..127 or -32768..32767).
`vups`: `sext(x) << s` modulo 2^32.

**Non-linear helper (vexp2.bf16, vrcp.bf16, vrsqrt.bf16).** Computed per lane in fp32 from the generated
tables below; every fp32 operation rounds to nearest even; the final scaling by a power of two
and the rounding to bf16 happen once, from the exact value (bf16 subnormals kept).
- `vexp2.bf16` (2^x): a NaN gives `0x7FC0`; x >= 128 gives +inf; x < -134 gives +0; |x| < 2^-16 gives 1.0. Otherwise
  n = floor(x), f = x - n (exact in fp32 for these x, in [0, 1)), j = floor(f * 2^B) with B = EXP2_TABLE_BITS,
  r = f - j / 2^B (exact); `p = C2 * r; p = p + C1; p = p * r; q = T[j] * p; t = T[j] + q`
  (each an fp32 operation) and the result is bf16(t * 2^n). It is the correctly rounded 2^x for
  every bf16 input (tested exhaustively); the worst relative error from 2^x over normal x with a
  normal 2^x is 3.885e-3, below 2^-8, the bound of one bf16 rounding.
- `vrcp.bf16` (1/x): a NaN gives `0x7FC0`; +-0 gives +-inf; +-inf gives +-0. Otherwise
  |x| = m * 2^e with m in [1, 2), j = floor((m - 1) * 2^B) with B = RCP_TABLE_BITS,
  `y0 = R[j]; h = m * y0; h = 2 - h; y = y0 * h` (fp32 operations, one Newton step) and the
  result is bf16(+-y * 2^-e). Error: at most 1 bf16 ulp from the correctly rounded 1/x (tested
  exhaustively; 1008 of the 64514 normal x with a normal 1/x are 1 ulp off); the worst relative
  error over those x is 2^-8 (x = `0x00FF`), the bound of one bf16 rounding.
- `vrsqrt.bf16` (1/sqrt(x)): a NaN gives `0x7FC0`; +0 gives +inf and -0 gives -inf; +inf gives
  +0; every other negative x (normal, subnormal, -inf) gives `0x7FC0`. Subnormal x are not
  flushed: they are normalised like vrcp's (1/sqrt(2^-133) = 2^66.5 is finite). Otherwise
  x = m * 2^e with m in [1, 2), p = e mod 2, m' = m * 2^p in [1, 4), k = -floor(e / 2),
  j = p * 2^B + floor((m - 1) * 2^B) with B = RSQRT_TABLE_BITS (per octave), y0 = S[j], q = Q[j];
  `h = m' * q; a = 1 - h; d = a * (y0 / 2); y = y0 + d` (fp32 operations, one Newton step
  y0 * (3 - m' * y0^2) / 2 written as a correction; 1 - h is exact and so is y0 / 2) and the
  result is bf16(y * 2^k). It is the correctly rounded 1/sqrt(x) for every positive bf16 x,
  subnormals included (0 ulp over all 32639 positive finite inputs, tested exhaustively); the worst
  relative error from 1/sqrt(x) is 3.868e-3 (at x = `0x007F`, and the same over normal x), below
  2^-8, the bound of one bf16 rounding.
- Hardware: the three operations run in the tile's non-linear unit (`aie_nonlin`: 32 lanes of
  `aie_nonlin_lane`, the same fp32 operations in the same order, so the RTL is bit-exact with the
  model on every input); a result is readable NONLIN_LATENCY cycles after issue, one operation
  may issue per cycle.
)";

const char* kMetrics = R"(## Metrics

The tile counts from the first bundle to the issue of `done` (stalls included); a run's full
report names the counters as below (its text gives the busy and stall counters as shares of the
cycles, its JSON form all of them under `run.counters`):

| counter | what it counts |
|---|---|
| `cycles` | cycles from the first bundle to the issue of `done` |
| `bundles` | bundles issued (`done` included); bundles / cycles is the IPC |
| `stall_interlock` | cycles a bundle waited for a source or a destination not ready (latency, acc_forward, write-after-write) or for a MAC class's issue `interval` |
| `stall_bank_conflict` | extra cycles of bundles whose accesses shared a data-memory bank (Memory) |
| `stall_branch` | BRANCH_PENALTY cycles of taken jumps and branches (loop back edges cost none) |
| `stall_dma` | cycles a dmawait or dmastart waited for its busy channel, or `done` for every channel (Memory) |
| `dma_bytes_in`, `dma_bytes_out` | bytes the DMA wrote into data memory (in0, in1) and into L2 (out0, out1) |
| `dma_bank_wait` | cycles a DMA data-memory access waited because the core's accesses used its bank group (the core has priority) |
| `busy_vec` | cycles in which the vec slot issued an operation: busy_vec / cycles is the vector-slot utilisation (NPUEval's "vector score") |
| `macs_int8`, `macs_int16`, `macs_bf16` | multiplies issued by MAC operations, by precision (a vmmac.bf16 is 128) |
| `busy_mac` | those multiplies as cycles of the MAC array at its peak (bf16 / PEAK_BF16_MACS + int8 / PEAK_INT8_MACS + int16 / 32): busy_mac / cycles is the MAC efficiency |

Every cycle is either an issue or one stall, blamed once (branch penalty first, then interlock,
then DMA wait, then bank conflict), so **cycles = bundles + stall_interlock + stall_bank_conflict +
stall_branch + stall_dma** exactly; in the printed shares, IPC + the stall shares = 100 %. A kernel whose
stalls are gone issues every cycle; what is left is the count of its bundles. `event 0` and
`event 1` additionally latch the cycle, bundle and busy_vec counts of the region between them
(`region_cycles`, `region_bundles`, `region_vec`); the counters above do not depend on them.
)";

const char* kWorked = R"(## Worked examples

The blocks marked `aie` below are assembled by the test `aie.asm.doc_examples` (the error
messages too), so they stay true.

A bundle with four of the six slots (the order inside the braces is free):

```aie
{ vld wl0, [p0], #1 ; vld wl1, [p1], #1 ; vmmac.i8 cm0, wl2, x3 ; addi r1, r1, -1 }
```

The assembler emits four words in slot order: the first `vld` (load unit A), the second `vld`
(load unit B), `addi` (scalar), `vmmac.i8` (vector), and sets bit 31 in the last one.

Rejected bundles and the messages:

```errors
{ vadd.i16 x2, x0, x1 ; vmax.i16 x3, x0, x1 }
  error: two vector operations in one bundle: the vec slot holds one (vadd.i16 and vmax.i16); move vmax.i16 to the next bundle
{ vld wl0, [p0] ; vld wl1, [p1] ; ld r1, [p2] }
  error: three loads in one bundle: the load slots lda and ldb hold two; move ld to the next bundle
{ vsrs.i8 wl0, cm0, 7, even ; vmov x2, x1 }
  error: two move operations in one bundle: the mv slot holds one (vsrs.i8 and vmov); move vmov to the next bundle
{ vld wl0, [p0], #1 ; paddi p0, 64 }
  error: vld and paddi both update p0 in one bundle: a register takes one write per bundle
```

An int8 dot product of two 8 KB vectors (256 chunks of 32 bytes), naive: each iteration loads
and then multiplies, so every MAC waits for its loads (the assembler warns; on `default` the
bundle waits 6 cycles per iteration):

```aie
      movpi p0, 0x0000
      movpi p1, 0x2000
      .loop 256
      { vld wl0, [p0], #1 ; vld wl1, [p1], #1 }
      vmac.i8 cm0, wl0, wl1          // warning: wl0 is read 1 cycle after its load
      .endloop
      vsrs.i16 x2, cm0, 0, floor
      done
```

Software-pipelined: eight register pairs rotate; each bundle multiplies the pair loaded eight
cycles earlier and reloads it for the next iteration (a bundle reads before it writes), so a
load has eight cycles to arrive and the MAC issues every cycle; back-to-back MACs into `cm0`
use the accumulator forward (acc_forward = 1). No stall is left, and the vec slot is busy in
every bundle of the loop:

```aie
      movpi p0, 0x0000
      movpi p1, 0x2000
      { vld wl0, [p0], #1 ; vld wh0, [p1], #1 }     // prologue: the first iteration's pairs
      { vld wl1, [p0], #1 ; vld wh1, [p1], #1 }
      { vld wl2, [p0], #1 ; vld wh2, [p1], #1 }
      { vld wl3, [p0], #1 ; vld wh3, [p1], #1 }
      { vld wl4, [p0], #1 ; vld wh4, [p1], #1 }
      { vld wl5, [p0], #1 ; vld wh5, [p1], #1 }
      { vld wl6, [p0], #1 ; vld wh6, [p1], #1 }
      { vld wl7, [p0], #1 ; vld wh7, [p1], #1 }
      .loop 31
      { vld wl0, [p0], #1 ; vld wh0, [p1], #1 ; vmac.i8 cm0, wl0, wh0 }
      { vld wl1, [p0], #1 ; vld wh1, [p1], #1 ; vmac.i8 cm0, wl1, wh1 }
      { vld wl2, [p0], #1 ; vld wh2, [p1], #1 ; vmac.i8 cm0, wl2, wh2 }
      { vld wl3, [p0], #1 ; vld wh3, [p1], #1 ; vmac.i8 cm0, wl3, wh3 }
      { vld wl4, [p0], #1 ; vld wh4, [p1], #1 ; vmac.i8 cm0, wl4, wh4 }
      { vld wl5, [p0], #1 ; vld wh5, [p1], #1 ; vmac.i8 cm0, wl5, wh5 }
      { vld wl6, [p0], #1 ; vld wh6, [p1], #1 ; vmac.i8 cm0, wl6, wh6 }
      { vld wl7, [p0], #1 ; vld wh7, [p1], #1 ; vmac.i8 cm0, wl7, wh7 }
      .endloop
      vmac.i8 cm0, wl0, wh0                         // epilogue: the last iteration's pairs
      vmac.i8 cm0, wl1, wh1
      vmac.i8 cm0, wl2, wh2
      vmac.i8 cm0, wl3, wh3
      vmac.i8 cm0, wl4, wh4
      vmac.i8 cm0, wl5, wh5
      vmac.i8 cm0, wl6, wh6
      vmac.i8 cm0, wl7, wh7
      done                                          // the dot products are in the lanes of cm0
```
)";

}  // namespace

std::string emit_isa_md(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  std::ostringstream o;
  o << banner("<!--", isa.source, " -->") << "\n"
    << "# aie ISA reference (version " << isa.version << ")\n\n"
    << "The aie platform is one AIE-ML-like compute tile: a VLIW core that issues one bundle of up to "
    << isa.max_bundle_ops
    << " operations per cycle — two loads, one store, one scalar, one vector (MAC array or vector ALU) and one "
       "move (shift-round-saturate, up-shift, conversion, shuffle) — over 512-bit vector registers, "
       "1024-bit accumulators and a banked data memory. It is our own design in the spirit of AIE-ML, not "
       "encoding-compatible with AMD's. Configurations: docs/aie/configs.md.\n\n"
    << "## Bundles and encoding\n\n"
    << isa.bundle_doc << "\n\n"
    << md_header({"slot", "unit", "takes"});
  for (const auto& s : isa.slots) o << md_row({"`" + s.name + "`", s.unit, md_cell(s.doc)});
  o << "\nA bundle holds at most one operation per slot; no two operations of a bundle may write the same "
       "register (halves and accumulator halves overlap their full registers) or update the same pointer.\n\n"
    << "### Formats\n\nBit 31 of every word is `last`. Bits [30:0] not listed for a format are zero, and so is a field of the format that an operation neither fixes nor uses for an operand.\n\n"
    << md_header({"format", "fields (msb:lsb)", "use"});
  for (const auto& f : isa.formats) {
    std::vector<std::string> fs;
    for (int i : f.fields)
      fs.push_back(isa.fields[i].name + "[" + std::to_string(isa.fields[i].msb) + ":" +
                   std::to_string(isa.fields[i].lsb) + "]");
    o << md_row({"`" + f.name + "`", join(fs, " "), md_cell(f.doc)});
  }
  o << "\n## Registers\n\n" << isa.registers_doc << "\n\n"
    << "### Operand types\n\n" << md_header({"type", "kind", "range", "meaning"});
  for (const auto& t : isa.operand_types) {
    std::string range;
    if (t.kind == "reg")
      range = t.names.empty() ? t.prefix + "0.." + t.prefix + std::to_string(t.count - 1)
                              : join(t.names, "N, ") + "N, N = 0.." + std::to_string(t.count / t.names.size() - 1);
    else if (t.kind == "enum")
      range = join(t.names, ", ");
    else if (t.kind == "addr")
      range = "see Addressing";
    else
      range = std::to_string(t.min) + ".." + std::to_string(t.max);
    o << md_row({"`" + t.name + "`", t.kind, md_cell(range), md_cell(t.doc)});
  }
  o << "\n### Element types\n\n" << md_header({"suffix", "ty", "bits", "lanes in 512 bits", "meaning"});
  for (const auto& e : isa.elem_types)
    o << md_row({"`." + e.name + "`", std::to_string(e.code), std::to_string(e.bits), std::to_string(e.lanes),
                 md_cell(e.doc)});
  o << "\n## Addressing\n\n" << isa.addressing_doc << "\n\n"
    << "## Memory\n\n" << isa.memory_doc << "\n\n"
    << "## Latencies and interlocks\n\n" << isa.latency_doc << "\n\n";
  {
    std::vector<std::string> h = {"class", "latency", "acc_forward", "interval"};
    for (const auto& c : cfgs) h.push_back(c.name + " (lat/fwd/ivl)");
    h.push_back("operations");
    o << md_header(h);
    for (std::size_t i = 0; i < isa.lat_classes.size(); ++i) {
      const auto& lc = isa.lat_classes[i];
      std::vector<std::string> row = {"`" + lc.name + "`", "`" + lc.latency.text() + "`",
                                      lc.acc_forward.parsed() ? "`" + lc.acc_forward.text() + "`" : "-",
                                      "`" + lc.interval.text() + "`"};
      for (const auto& c : cfgs)
        row.push_back(std::to_string(c.timing[i].latency) + " / " + std::to_string(c.timing[i].acc_forward) + " / " +
                      std::to_string(c.timing[i].interval));
      row.push_back(md_cell(lc.doc));
      o << md_row(row);
    }
  }
  o << "\n" << kSyntax << "\n" << kNumerics << "\n";
  o << "Tables (fp32 bit patterns; generated from `nonlinear:` of the ISA table):\n\n"
    << "- EXP2_TABLE_BITS = " << isa.exp2_table_bits << ", T[j] = fp32(2^(j/" << isa.exp2_table.size() << ")): ";
  for (std::size_t i = 0; i < isa.exp2_table.size(); ++i) o << (i ? ", " : "") << "`" << upper(hex(isa.exp2_table[i], 8)) << "`";
  o << "\n- RCP_TABLE_BITS = " << isa.rcp_table_bits << ", R[j] = fp32(1 / (1 + (j + 0.5) / " << isa.rcp_table.size()
    << ")): ";
  for (std::size_t i = 0; i < isa.rcp_table.size(); ++i) o << (i ? ", " : "") << "`" << upper(hex(isa.rcp_table[i], 8)) << "`";
  o << "\n- RSQRT_TABLE_BITS = " << isa.rsqrt_table_bits << ", j = 2^B * p + i (p = 0, 1; i < 2^B): S[j] = fp32(1 / sqrt((1 + (i + 0.5) / "
    << (isa.rsqrt_table.size() / 2) << ") * 2^p)): ";
  for (std::size_t i = 0; i < isa.rsqrt_table.size(); ++i) o << (i ? ", " : "") << "`" << upper(hex(isa.rsqrt_table[i], 8)) << "`";
  o << "\n- Q[j] = fp32(S[j]^2): ";
  for (std::size_t i = 0; i < isa.rsqrt_sq_table.size(); ++i) o << (i ? ", " : "") << "`" << upper(hex(isa.rsqrt_sq_table[i], 8)) << "`";
  o << "\n- C1 = `" << upper(hex(kExp2C1, 8)) << "` (" << strf("%.9g", double(f32(kExp2C1))) << "), C2 = `"
    << upper(hex(kExp2C2, 8)) << "` (" << strf("%.9g", double(f32(kExp2C2))) << ")\n\n"
    << kMetrics << "\n" << kWorked << "\n";
  o << "## Operations\n\n" << md_header({"mnemonic", "slot", "latency class", "summary"});
  for (const auto& op : isa.ops)
    o << md_row({"[`" + op.name + "`](#" + op_ident(op.name) + ")", op.slot, isa.lat_classes[op.lat].name,
                 md_cell(op.summary)});
  o << "\n";
  const std::set<unsigned> cuts = {31, 25};
  for (const auto& op : isa.ops) {
    std::vector<std::string> opnds;
    for (const auto& x : op.operands) opnds.push_back(operand_syntax(isa, x));
    o << "### " << op.name << "<a id=\"" << op_ident(op.name) << "\"></a>\n\n"
      << "`" << op.name << (opnds.empty() ? "" : " ") << join(opnds, ", ") << "` — slot `" << op.slot
      << "`, format `" << isa.formats[op.format].name << "`, latency class `" << isa.lat_classes[op.lat].name << "`";
    if (op.macs) o << ", " << op.macs << " multiplies";
    if (op.access) o << ", " << op.access << "-byte access";
    o << "\n\n" << op.summary << "\n\n";
    for (const auto& x : op.operands) {
      const auto& t = isa.operand_types[x.type];
      o << "- `" << operand_syntax(isa, x) << "`: " << t.doc << " — " << role_text(x.role) << "\n";
    }
    o << "- encoding: match `0x" << upper(hex(op.match, 8)) << "`, mask `0x" << upper(hex(op.mask, 8)) << "` ("
      << casez_pattern(32, cuts, op.match, op.mask) << ")\n"
      << "- example: `" << op.example << "`\n\n";
  }
  return o.str();
}

std::string emit_configs_md(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  std::ostringstream o;
  o << banner("<!--", cfg_sources(isa.source, cfgs), " -->") << "\n"
    << "# aie hardware configurations\n\n"
    << "Each configuration is one file rtl/aie/cfg/<name>.yaml; kc-gen aie checks it and writes the SV "
       "package aie_cfg_pkg, the C++ table aie_configs.h and this page.\n\n";
  std::vector<std::string> h = {"configuration", "description"};
  o << md_header(h);
  for (const auto& c : cfgs) o << md_row({"`" + c.name + "`", md_cell(c.description)});
  h = {"symbol", "key", "meaning"};
  for (const auto& c : cfgs) h.push_back(c.name);
  o << "\n## Parameters\n\n" << md_header(h);
  md_cfg_value_rows(o, cfgs, true);
  h = {"symbol", "meaning"};
  for (const auto& c : cfgs) h.push_back(c.name);
  o << "\n## Derived values\n\n" << md_header(h);
  md_cfg_value_rows(o, cfgs, false);
  h = {"class", "latency"};
  for (const auto& c : cfgs) h.push_back(c.name + " (lat/fwd/ivl)");
  o << "\n## Latency classes\n\n" << md_header(h);
  for (std::size_t i = 0; i < isa.lat_classes.size(); ++i) {
    std::vector<std::string> row = {"`" + isa.lat_classes[i].name + "`", "`" + isa.lat_classes[i].latency.text() + "`"};
    for (const auto& c : cfgs)
      row.push_back(std::to_string(c.timing[i].latency) + " / " + std::to_string(c.timing[i].acc_forward) + " / " +
                    std::to_string(c.timing[i].interval));
    o << md_row(row);
  }
  return o.str();
}

}  // namespace kc::gen::aie
