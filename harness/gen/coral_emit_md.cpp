// Markdown references of kc-gen coral: coral_isa.md (committed as docs/isa/coral.md: what a kernel
// author, human or agent, reads and greps) and coral_configs.md (docs/coral/configs.md).
// The scalar part reuses the rv32 reference's sections (rv32_emit_md.h) on the merged table; the
// vector part is written here from the vector table's families, operand types, CSRs and
// unsupported list. The prose restates the platform decisions the instruction texts rely on
// (policies, what agnostic writes, illegal cases, vl = 0, vstart, memory faults).
#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "coral_spec.h"
#include "gen_cfg.h"
#include "gen_util.h"
#include "rv32_emit_md.h"

namespace kc::gen::coral {

namespace {

using namespace rv32;
using namespace rv32::md;

std::string sew_text(unsigned sew_ok) {
  std::vector<std::string> v;
  for (unsigned b = 0; b < 3; ++b)
    if (sew_ok >> b & 1u) v.push_back("e" + std::to_string(8u << b));
  return join(v, "/");
}

std::string lmul_name(int lg) { return lg < 0 ? "mf" + std::to_string(1 << -lg) : "m" + std::to_string(1 << lg); }

const char* veew_doc(VEew e) {
  switch (e) {
    case VEew::sew: return "EEW = SEW, EMUL = LMUL (a group of LMUL registers; fractional: part of one)";
    case VEew::wide: return "EEW = 2*SEW, EMUL = 2*LMUL (widening destinations, the .w sources): SEW 8 or 16, LMUL <= 4";
    case VEew::half: return "EEW = SEW/2, EMUL = LMUL/2 (vzext/vsext.vf2 source): SEW 16 or 32";
    case VEew::quarter: return "EEW = SEW/4, EMUL = LMUL/4 (vf4 source): SEW 32";
    case VEew::mask: return "one register holding a mask: bit i (of byte i/8) belongs to element i, whatever SEW and LMUL";
    case VEew::elem0: return "element 0 of one register at SEW (reduction scalars, vmv.s.x, vmv.x.s); no alignment";
    case VEew::elem0_wide: return "element 0 of one register at 2*SEW (widening reductions)";
    case VEew::mem: return "EEW from the mnemonic (e8/e16/e32, ei8/ei16/ei32), EMUL = EEW/SEW*LMUL, which must be 1/8..8";
    case VEew::whole: return "NREG whole registers (from the mnemonic), independent of vl and vtype";
    case VEew::maskmem: return "a mask as ceil(vl/8) bytes (vlm.v, vsm.v)";
    case VEew::e16: return "EEW = 16, EMUL = 16/SEW*LMUL (vrgatherei16 indices)";
    case VEew::none: break;
  }
  return "";
}

void emit_intro(std::ostringstream& o, const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  o << "# coral ISA reference (rv32 table version " << isa.version << ", vector table version " << isa.ext_version
    << ")\n\n"
    << "coral is the rv32 core (a scalar in-order RISC-V core: **RV32IMF + Zicsr + Zifencei + Zbb**, machine mode\n"
    << "only, plus the custom halt `mpause`) with a decoupled **Zve32x** vector unit: the integer vectors of RVV 1.0\n"
    << "with ELEN = 32 (SEW 8, 16, 32; LMUL 1/4 .. 8), 32 vector registers of VLEN bits, masking with v0.\n"
    << "Kernels are written in GNU assembler syntax (or C compiled by GCC/clang), linked for the ITCM/DTCM memory\n"
    << "map below, and run cycle-accurately on the RTL; a C++ instruction-set simulator runs in lock-step with it.\n"
    << "Encodings are the standard RISC-V and RVV 1.0 ones.\n\n"
    << "This page is generated from the ISA tables `" << join(isa.sources, "` and `") << "` and the hardware\n"
    << "configurations (" << join(config_names(cfgs), ", ") << "). Scalar instructions have one section headed\n"
    << "`### mnemonic` (search for `### fmadd.s`); vector instructions are grouped in families with one section each\n"
    << "(`### vadd` holds vadd.vv, vadd.vx and vadd.vi; search for the mnemonic, e.g. `vwmacc.vx`). Every supported\n"
    << "and unsupported vector mnemonic is listed at the end.\n\n"
    << "## Quick facts\n\n"
    << "- Toolchain: `riscv64-unknown-elf-gcc -march=" << isa.march << " -mabi=" << isa.mabi << " -nostdlib`\n"
    << "  (assembly). Never add `c`, `d`, `v`, `zve32f` or `zve64*` to -march: they are not implemented (vector FP\n"
    << "  and 64-bit elements are illegal instructions).\n"
    << "- **Vector and FP units are off at reset** (mstatus.VS = 0, mstatus.FS = 0): every vector instruction and\n"
    << "  vector CSR access traps until the startup code runs `li t0, (1<<13)|(1<<9); csrs mstatus, t0`. In a\n"
    << "  KernelCraft task the startup stub has done this before it calls `kernel`.\n"
    << "- **vtype is invalid at reset** (vill = 1): run `vsetvli` before the first vector instruction (only\n"
    << "  vset*, whole-register loads/stores/moves work without it).\n"
    << "- VLEN = ";
  std::vector<std::string> v;
  for (const auto& c : cfgs) v.push_back(std::to_string(c.get("VLEN")) + " bits on `" + c.name + "`");
  o << join(v, ", ") << " (`csrr t0, vlenb` gives VLEN/8). With e32,m1 a register\n"
    << "  holds VLEN/32 elements; `vsetvli t0, a0, e32, m1, ta, ma` returns min(a0, VLMAX) in t0.\n"
    << "- **Tail and mask agnostic elements are left undisturbed** on this core (ta/ma write nothing, exactly like\n"
    << "  tu/mu). Do not rely on it: other RVV machines may write all ones there.\n"
    << "- End a kernel with **`mpause`**, written `.insn 0x08000073` (GNU as does not know the mnemonic).\n"
    << "- Scalar and vector accesses must be naturally aligned (an element of EEW bits at a multiple of EEW/8);\n"
    << "  loads and stores reach only the ITCM and DTCM. A faulting vector element stops the instruction with\n"
    << "  vstart = that element's index.\n"
    << "- A vector instruction leaves the scalar core in one cycle (into the vector unit's command queue); the\n"
    << "  scalar core waits for scalar results (`vmv.x.s`, `vcpop.m`, `vfirst.m`), when the queue is full, for\n"
    << "  vector loads and stores (held until their last element) and at every `vsetvl`/`vsetvli`/`vsetivli`\n"
    << "  (executed once the unit has completed every earlier vector instruction).\n\n";
}

void emit_vregs(std::ostringstream& o, const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  o << "## Vector registers, vtype and VLMAX\n\n"
    << "32 vector registers v0..v31 of VLEN bits (" << join(config_names(cfgs), ", ") << ": ";
  std::vector<std::string> v;
  for (const auto& c : cfgs) v.push_back(std::to_string(c.get("VLEN")));
  o << join(v, ", ") << " bits). Elements are\n"
    << "little-endian: element i of SEW bits is at bytes [i*SEW/8, (i+1)*SEW/8) of the register group, and a group\n"
    << "of LMUL registers vN..vN+LMUL-1 is one long vector (element i of a group is in register vN + i/(VLEN/SEW)).\n"
    << "v0 is also the mask register (" << md_cell(isa.v_regs.front().role) << "). All 32 are caller-saved in\n"
    << "the standard calling convention, and none is reset (write before you read).\n";
  o << "\n**vtype** (set only by vsetvl/vsetvli/vsetivli; read with `csrr t0, vtype`): vlmul bits 2:0 (000 m1,\n"
    << "001 m2, 010 m4, 011 m8, 101 mf8, 110 mf4, 111 mf2), vsew bits 5:3 (000 e8, 001 e16, 010 e32), vta bit 6, vma\n"
    << "bit 7, vill bit 31. An unsupported request (e64, mf8, SEW > LMUL*32, vlmul 100, nonzero reserved bits) sets\n"
    << "vill = 1, vl = 0 and the other vtype bits to 0; every vector instruction that depends on vtype then raises an\n"
    << "illegal instruction.\n\n"
    << "**VLMAX = LMUL * VLEN / SEW** (the elements one instruction processes at most). Per configuration:\n\n";
  std::map<std::uint64_t, std::vector<std::string>> by_vlen;  // one table per VLEN
  for (const auto& c : cfgs) by_vlen[c.get("VLEN")].push_back("`" + c.name + "`");
  for (const auto& g : by_vlen) {
    const std::uint64_t vlen = g.first;
    std::vector<std::string> h = {"VLEN " + std::to_string(vlen) + " (" + join(g.second, ", ") + ")"};
    for (int lg = -3; lg <= 3; ++lg) h.push_back(lmul_name(lg));
    o << header(h);
    for (unsigned sew : {8u, 16u, 32u}) {
      std::vector<std::string> cells = {"e" + std::to_string(sew)};
      for (int lg = -3; lg <= 3; ++lg) {
        // SEW <= LMUL * ELEN, else vill
        const bool ok = lg >= 0 || (32u >> -lg) >= sew;
        const std::uint64_t vlmax = lg >= 0 ? (vlen << lg) / sew : (vlen >> -lg) / sew;
        cells.push_back(ok ? std::to_string(vlmax) : "vill");
      }
      o << row(cells);
    }
    o << "\n";
  }
  o << "**vsetvli** rules: AVL = x[rs1] (or the immediate of vsetivli); rs1 = x0 with rd != x0 asks for VLMAX;\n"
    << "rs1 = rd = x0 keeps the current vl (use it to change SEW/LMUL at the same SEW/LMUL ratio). vl = min(AVL,\n"
    << "VLMAX) exactly; x[rd] = vl; vstart = 0.\n\n";
}

void emit_groups(std::ostringstream& o) {
  o << "## Element widths and register groups\n\n"
    << "Each vector operand has an element width (EEW) and a group size (EMUL) relative to SEW and LMUL; the\n"
    << "operand types of the reference name them:\n\n"
    << header({"rule", "meaning"});
  for (int e = 1; e < kNumVEew; ++e) o << row({"`" + std::string(veew_name(VEew(e))) + "`", veew_doc(VEew(e))});
  o << "\nThe unit checks, and raises an illegal instruction (mcause 2, mtval = the instruction word) for:\n\n"
    << "- vtype.vill = 1 (no vsetvli yet, or an unsupported one) for any instruction that depends on vtype;\n"
    << "- an element width outside 8..32 (widening/narrowing at SEW 32, vzext.vf2 at e8, vf4 below e32) or an EMUL\n"
    << "  outside 1/8..8 (e.g. vwadd at LMUL 8, vle8.v at e32 with mf4);\n"
    << "- a register group not aligned to its size: with LMUL = 4 use v0, v4, v8, ... (vd, vs1, vs2 and vs3; a\n"
    << "  widening vd with LMUL = 2 is a group of 4); a segment access whose nf*EMUL > 8 or that runs past v31;\n"
    << "- a destination that overlaps a source in a way the spec forbids: a wider destination may overlap a\n"
    << "  narrower source only in its highest-numbered part and only when the source EMUL >= 1; a narrower\n"
    << "  destination (including a mask) may overlap a wider source only in its lowest-numbered register;\n"
    << "  vslideup/vslide1up, vrgather, vcompress, viota, vmsbf/vmsif/vmsof forbid any overlap with their sources;\n"
    << "- a masked instruction (`v0.t`) whose destination group contains v0, unless the destination is a mask\n"
    << "  (compares, vmadc, vmsbc) or a reduction result; vadc/vsbc/vmerge with vd = v0;\n"
    << "- vstart != 0 for reductions, vcpop.m, vfirst.m, vmsbf/vmsif/vmsof, viota.m and vcompress.vm;\n"
    << "- a whole-register access or move whose registers are not a multiple of NREG.\n\n";
}

void emit_policies(std::ostringstream& o) {
  o << "## Masking, tail and mask policies, vl = 0, vstart\n\n"
    << "- **Masking:** an instruction written with `, v0.t` operates only on the elements i whose mask bit v0[i]\n"
    << "  is 1 (active elements); the others are inactive. Only v0 can be the mask. Compares write masks: `vmslt.vx\n"
    << "  v0, v8, a0` then `vadd.vv v8, v8, v9, v0.t`.\n"
    << "- **Body and tail:** elements vstart..vl-1 are the body; elements vl..VLMAX-1 (and the rest of the\n"
    << "  registers of a fractional group) are the tail.\n"
    << "- **Policies:** `tu`/`mu` (undisturbed) keep the old values of tail / inactive elements; `ta`/`ma`\n"
    << "  (agnostic) allow an implementation to keep them or to overwrite them with all ones. **On this core\n"
    << "  agnostic is undisturbed: tail and inactive elements always keep their old values**, for every\n"
    << "  instruction (mask destinations, narrowing, reductions' vd[1..], vcompress's unused elements included).\n"
    << "  Portable code must not read agnostic elements; write `ta, ma` unless you need the old values, and then\n"
    << "  write `tu` / `mu`.\n"
    << "- **vl = 0:** no element is written (not even agnostic tails), no memory is accessed; vstart is reset.\n"
    << "  Scalar results are still written: vmv.x.s returns vs2[0], vcpop.m 0, vfirst.m -1.\n"
    << "- **vstart:** every vector instruction starts at element vstart (normally 0) and sets vstart = 0 when it\n"
    << "  completes. A vector load or store that faults at element i traps with vstart = i (elements below i are\n"
    << "  done, mtval = the faulting element's address); a handler can resume it. vstart >= vl executes nothing.\n"
    << "  Writing vstart by hand is for trap handlers.\n"
    << "- **Fixed point:** vxrm (csrwi vxrm, k) selects the rounding of vaadd/vasub/vsmul/vssrl/vssra/vnclip:\n"
    << "  0 rnu (round half up), 1 rne (half to even), 2 rdn (truncate), 3 rod (round to odd). vxsat (bit 0) is\n"
    << "  set by a saturating instruction that saturated and stays set until written.\n\n";
}

void emit_mistakes(std::ostringstream& o) {
  o << "## Common mistakes\n\n"
    << "1. **No vsetvli before the first vector instruction** (vill at reset): illegal instruction. Also after a\n"
    << "   call: vtype and vl are caller-saved state.\n"
    << "2. **SEW is the element width of the destination** (and of most sources). Widening instructions run at\n"
    << "   the narrow SEW (int8 x int8 -> int16: `vsetvli ..., e8, ...` then vwmul.vv); narrowing ones at the narrow\n"
    << "   destination width (int32 -> int16: e16, vnclip.wi); vzext/vsext at the wide width.\n"
    << "3. **Register groups must be aligned**: with LMUL = 4 only v0, v4, ..., v28 are valid operands; the\n"
    << "   widening destination is twice as large (LMUL = 2 -> v0, v4, v8, ...). Misaligned groups trap.\n"
    << "4. **Widening destinations overlap rules:** keep vd of vwadd/vwmul/vwmacc apart from the narrow sources\n"
    << "   (allowed only in the upper half of vd and only with LMUL >= 1).\n"
    << "5. **Masks live in v0 only** (`v0.t`); a masked instruction cannot write v0 (unless it produces a mask).\n"
    << "   vmerge/vadc take `v0` as an explicit operand and are not maskable.\n"
    << "6. **Operand order:** vsub.vv vd, vs2, vs1 computes vs2 - vs1; multiply-add is vmacc.vv vd, vs1, vs2\n"
    << "   (vd += vs1*vs2); stores put the data first (vse32.v v8, (a0)); indexed offsets are bytes.\n"
    << "7. **The strip-mining loop must advance by vl**, not VLMAX: `vsetvli t0, a2, e32, m2, ta, ma; ...; slli\n"
    << "   t1, t0, 2; add a0, a0, t1; sub a2, a2, t0; bnez a2, loop`.\n"
    << "8. **Reductions:** initialise vs1[0] (vmv.s.x needs vl >= 1), the result is element 0 only (vmv.x.s),\n"
    << "   sums wrap at SEW: use vwredsum or widen first.\n"
    << "9. **Do not depend on agnostic elements**: on this core they keep their values, elsewhere they may be\n"
    << "   all ones. Use `tu`/`mu` when the old values matter (e.g. accumulating a masked result in place).\n"
    << "10. **Fixed-point rounding comes from vxrm** (reset 0 = rnu); vnclip/vssra results change with it.\n"
    << "11. **vmv.x.s, vcpop.m, vfirst.m and vsetvli wait for the vector unit**: keep them out of inner loops\n"
    << "    (a vtype change inside a loop drains the unit at every iteration).\n"
    << "12. **Scalar operands are truncated to SEW** (vadd.vx at e8 uses the low byte of x[rs1]); shift amounts use\n"
    << "    only log2(SEW) bits.\n\n";
}

void emit_examples(std::ostringstream& o) {
  o << "## Worked examples\n\n"
    << "Each runs on the ISS in the tests (tests/coral/iss/progs); registers a0.. hold pointers and lengths.\n\n"
    << "**Element-wise int32 add, strip-mined** (unit-stride loads/stores, vl from vsetvli):\n\n"
    << "```asm\n"
    << "# a0 = x, a1 = y, a2 = out, a3 = n\n"
    << "1:  vsetvli t0, a3, e32, m4, ta, ma   # t0 = elements this iteration\n"
    << "    vle32.v v8, (a0)\n"
    << "    vle32.v v12, (a1)\n"
    << "    vadd.vv v8, v8, v12\n"
    << "    vse32.v v8, (a2)\n"
    << "    slli t1, t0, 2                    # bytes\n"
    << "    add a0, a0, t1\n"
    << "    add a1, a1, t1\n"
    << "    add a2, a2, t1\n"
    << "    sub a3, a3, t0\n"
    << "    bnez a3, 1b\n"
    << "```\n\n"
    << "**int8 dot product into int32** (widening multiply, widening reduction):\n\n"
    << "```asm\n"
    << "# a0 = x (int8), a1 = y (int8), a2 = n; result in a0\n"
    << "    vsetvli t0, zero, e32, m1, ta, ma\n"
    << "    vmv.s.x v24, zero                 # running int32 sum in v24[0]\n"
    << "1:  vsetvli t0, a2, e8, m2, ta, ma\n"
    << "    vle8.v v4, (a0)\n"
    << "    vle8.v v6, (a1)\n"
    << "    vwmul.vv v8, v4, v6               # int16 products in v8..v11 (e16, m4)\n"
    << "    vsetvli zero, t0, e16, m4, ta, ma\n"
    << "    vwredsum.vs v24, v8, v24          # int32 v24[0] += sum of the int16 products\n"
    << "    add a0, a0, t0\n"
    << "    add a1, a1, t0\n"
    << "    sub a2, a2, t0\n"
    << "    bnez a2, 1b\n"
    << "    vsetivli zero, 1, e32, m1, ta, ma  # vmv.x.s reads element 0 at SEW: back to e32\n"
    << "    vmv.x.s a0, v24\n"
    << "```\n\n"
    << "**Masked update** (compare into v0, masked add, merge):\n\n"
    << "```asm\n"
    << "    vsetvli t0, a2, e16, m1, ta, mu   # mu: keep the inactive elements (ma would allow ones elsewhere)\n"
    << "    vle16.v v8, (a0)\n"
    << "    vmslt.vx v0, v8, zero             # v0.mask[i] = x[i] < 0\n"
    << "    vrsub.vi v8, v8, 0, v0.t          # negate only those: |x|\n"
    << "    vmerge.vim v9, v8, 1, v0          # v9[i] = x[i] < 0 ? 1 : |x[i]|\n"
    << "```\n\n"
    << "**Requantise int32 accumulators to int8** (vxrm, narrowing clips):\n\n"
    << "```asm\n"
    << "    csrwi vxrm, 0                     # round half up\n"
    << "    vsetvli t0, a2, e16, m2, ta, ma\n"
    << "    vnclip.wi v4, v8, 8               # int32 v8..v11 >> 8, rounded, saturated -> int16 v4, v5\n"
    << "    vsetvli zero, t0, e8, m1, ta, ma\n"
    << "    vnclip.wi v2, v4, 0               # int16 -> int8 with saturation\n"
    << "    vse8.v v2, (a1)\n"
    << "```\n\n"
    << "**Strided and indexed access** (a matrix column; a gather through an index table):\n\n"
    << "```asm\n"
    << "    slli t1, a3, 2                    # row stride in bytes (a3 int32 columns)\n"
    << "    vsetvli t0, a2, e32, m1, ta, ma\n"
    << "    vlse32.v v8, (a0), t1             # column 0 of the matrix at a0\n"
    << "    vle32.v v4, (a1)                  # indices\n"
    << "    vsll.vi v4, v4, 2                 # -> byte offsets\n"
    << "    vluxei32.v v12, (a4), v4          # v12[i] = table[idx[i]]\n"
    << "```\n\n"
    << "**Search with fault-only-first** (strlen):\n\n"
    << "```asm\n"
    << "    mv a1, a0\n"
    << "1:  vsetvli t0, zero, e8, m8, ta, ma\n"
    << "    vle8ff.v v8, (a1)                 # stops early (vl < VLMAX) at the end of memory instead of trapping\n"
    << "    csrr t0, vl\n"
    << "    vmseq.vi v0, v8, 0\n"
    << "    vfirst.m t1, v0\n"
    << "    add a1, a1, t0\n"
    << "    bltz t1, 1b\n"
    << "    sub a1, a1, t0\n"
    << "    add a1, a1, t1\n"
    << "    sub a0, a1, a0                    # length\n"
    << "```\n\n"
    << "**Pack and permute** (vcompress, slides, gather):\n\n"
    << "```asm\n"
    << "    vsetvli t0, a2, e32, m1, ta, ma\n"
    << "    vmsgt.vx v1, v8, zero\n"
    << "    vcompress.vm v12, v8, v1          # the positive elements first\n"
    << "    vcpop.m t1, v1                    # how many\n"
    << "    vslidedown.vi v16, v8, 1          # v16[i] = v8[i+1] (0 past VLMAX)\n"
    << "    vid.v v20\n"
    << "    vrsub.vx v20, v20, t0\n"
    << "    vadd.vi v20, v20, -1              # vl-1-i\n"
    << "    vrgather.vv v24, v8, v20          # reversed\n"
    << "```\n\n";
}

// One row per form of a family (segment forms folded into their base form).
void emit_family(std::ostringstream& o, const IsaSpec& isa, const FamilySpec& f, const std::vector<CfgSpec>& cfgs) {
  const InstrSpec& first = isa.instrs[std::size_t(f.instrs.front())];
  o << "### " << f.name << "\n\n" << f.summary << "\n\n";
  o << header({"form", "assembly", "SEW", "encoding (match / mask)", "notes"});
  std::map<std::string, std::vector<std::string>> segs;  // base form -> segment mnemonics
  std::set<int> seg_members;
  for (int i : f.instrs) {
    const InstrSpec& in = isa.instrs[std::size_t(i)];
    if (in.vec.nf > 1 && in.vec.mem != VMem::whole) {
      // the base form is the one with the same fixed fields except nf
      for (int j : f.instrs) {
        const InstrSpec& b = isa.instrs[std::size_t(j)];
        if (b.vec.nf == 1 && (b.match & 0x1FFFFFFFu) == (in.match & 0x1FFFFFFFu)) segs[b.name].push_back(in.name);
      }
      seg_members.insert(i);
    }
  }
  for (int i : f.instrs) {
    if (seg_members.count(i)) continue;
    const InstrSpec& in = isa.instrs[std::size_t(i)];
    std::vector<std::string> notes;
    if (in.vec.vd_read) notes.push_back("reads vd");
    if (in.vec.v0_read) notes.push_back("v0 is an operand");
    if (in.vec.vstart_zero) notes.push_back("vstart must be 0");
    if (in.vec.mem != VMem::none) notes.push_back(std::string(vmem_name(in.vec.mem)) + ", EEW " + std::to_string(in.vec.mem_eew));
    if (in.vec.mem == VMem::whole || in.vec.vd == VEew::whole) notes.push_back("NREG " + std::to_string(in.vec.nf));
    auto s = segs.find(in.name);
    if (s != segs.end()) notes.push_back("segments (nf 2..8): " + join(s->second, ", "));
    o << row({"`" + in.name + "`", "`" + asm_form(isa, in) + "`", in.vec.mem != VMem::none || in.vec.vd == VEew::whole
                                                                        ? "any"
                                                                        : sew_text(in.vec.sew_ok),
              word_hex(in.match) + " / " + word_hex(in.mask), md_cell(join(notes, "; "))});
  }
  o << "\n**Operation:**\n\n```text\n" << f.operation << "\n```\n\n";
  o << "**Traps:** `illegal_instruction` (mcause 2) for mstatus.VS = 0 and the cases of *Element widths and\n"
    << "register groups*";
  for (int t : first.traps) {
    const TrapSpec& ts = isa.traps[std::size_t(t)];
    const bool misaligned = ts.name.find("misaligned") != std::string::npos;
    o << "; `" << ts.name << "` (mcause " << ts.code << ", mtval = the element's address): "
      << (misaligned ? "an element not aligned to its size" : "an element outside the ITCM and DTCM")
      << ", with vstart = its index";
  }
  o << ".\n\n";
  const LatClassSpec& lc = isa.lat_classes[std::size_t(first.lat)];
  o << "**Unit** " << isa.units[std::size_t(first.unit)].name << ", latency class `" << lc.name << "` (" << lc.doc
    << "): ";
  std::vector<std::string> l;
  for (const auto& c : cfgs) l.push_back(std::to_string(c.timing[std::size_t(first.lat)].latency) + " on `" + c.name + "`");
  o << join(l, ", ") << ".\n\n";
  if (!f.notes.empty()) {
    o << "**Pitfalls and notes:**\n\n";
    for (const auto& n : f.notes) o << "- " << n << "\n";
    o << "\n";
  }
  o << "**Example:**\n\n```asm\n" << trim_end(f.example) << "\n```\n\n";
}

void emit_vector_summary(std::ostringstream& o, const IsaSpec& isa) {
  o << "## Vector instruction summary\n\n"
    << "One row per family; the forms, their assembly and encodings are in the family's section below.\n\n"
    << header({"family", "forms", "unit", "summary"});
  for (const auto& f : isa.families) {
    std::vector<std::string> forms;
    for (int i : f.instrs) {
      const InstrSpec& in = isa.instrs[std::size_t(i)];
      if (in.vec.nf > 1 && in.vec.mem != VMem::none && in.vec.mem != VMem::whole) continue;
      forms.push_back(in.name);
    }
    o << row({"[" + f.name + "](#" + anchor(f.name) + ")", join(forms, ", "),
              isa.units[std::size_t(isa.instrs[std::size_t(f.instrs.front())].unit)].name, md_cell(f.summary)});
  }
  o << "\n";
}

void emit_vector_instructions(std::ostringstream& o, const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  o << "## Vector instructions (Zve32x)\n\n"
    << "Notation: body elements i = vstart..vl-1; active(i) is true when the instruction is unmasked or v0's bit i\n"
    << "is 1; op1(i) is vs1[i] (.vv), x[rs1] truncated to SEW (.vx) or the immediate sign-extended to SEW (.vi;\n"
    << "shifts, slides and gathers take it unsigned). Inactive and tail elements keep their values on this core.\n"
    << "Every vector instruction needs mstatus.VS != 0. The SEW column lists the SEW values the operand widths allow\n"
    << "(another SEW is an illegal instruction).\n\n";
  for (const auto& f : isa.families) emit_family(o, isa, f, cfgs);
}

void emit_vector_traps(std::ostringstream& o) {
  o << "## Vector traps\n\n"
    << "- `illegal_instruction` (mcause 2, mtval = the word): mstatus.VS = 0, vill, and the cases listed under\n"
    << "  *Element widths and register groups*; any vector floating-point or 64-bit-element encoding (see\n"
    << "  Unsupported). The instruction changes nothing.\n"
    << "- `load_address_misaligned` / `store_address_misaligned` (4 / 6): an element address that is not a multiple\n"
    << "  of its size (EEW/8). `load_access_fault` / `store_access_fault` (5 / 7): an element outside the ITCM and\n"
    << "  the DTCM. mtval is the element's address, vstart its index; elements below vstart have been loaded or\n"
    << "  stored, the faulting and later ones have not. Segment accesses report the segment (element) index.\n"
    << "- Fault-only-first loads trap only for element 0; a fault at element i > 0 sets vl = i without a trap.\n"
    << "- With mtvec = 0 (no handler) the run ends with a fault record (cause, pc, mtval); the vector state\n"
    << "  (vstart included) is as described above.\n\n";
}

void emit_vector_performance(std::ostringstream& o, const IsaSpec& isa, const std::vector<CfgSpec>& cfgs,
                             std::size_t first_class) {
  o << "## Vector unit performance\n\n"
    << "The scalar core hands every vector instruction to the vector unit through a command queue and continues;\n"
    << "it waits when the queue is full, for scalar results (vmv.x.s, vcpop.m, vfirst.m), for vector loads and\n"
    << "stores (held until their last element) and at vsetvl/vsetvli/vsetivli, which execute only once the unit\n"
    << "has completed every earlier vector instruction. The unit works in beats: one beat is one register's\n"
    << "worth of elements on the lanes (cycles per vector register below), counted over the destination group\n"
    << "(over the source group for reductions), so a widening instruction takes twice the beats of its source\n"
    << "group. An ALU beat takes one cycle, a multiply beat (vmul, vmacc, vwmul, vwmacc, vsmul) VMUL_LATENCY\n"
    << "cycles, and the unit starts the next instruction one cycle after the last beat of the previous one\n"
    << "(fewer, longer instructions: use a larger LMUL). The unit processes\n"
    << "4*lanes bytes of elements per cycle (lanes int32, 2*lanes int16 or 4*lanes int8 elements). Its DTCM port\n"
    << "moves dtcm_port_bytes per cycle: unit-stride (vle/vse, vle*ff), mask (vlm/vsm) and whole-register loads and\n"
    << "stores move, per cycle, the elements of one aligned dtcm_port_bytes block of the DTCM that lie in one vector\n"
    << "register (ITCM addresses: one 4-byte word per cycle); strided, indexed and segment accesses move one\n"
    << "element (one segment field) per cycle.\n\n";
  std::vector<std::string> h = {"parameter"};
  for (const auto& n : config_names(cfgs)) h.push_back(n);
  o << header(h);
  auto line = [&](const char* what, const char* sym) {
    std::vector<std::string> cells = {what};
    for (const auto& c : cfgs) cells.push_back(std::to_string(c.get(sym)));
    o << row(cells);
  };
  line("VLEN (bits)", "VLEN");
  line("lanes (32-bit)", "VLANES");
  line("element bytes per cycle", "VLANE_BYTES");
  line("cycles per vector register (LMUL 1)", "VREG_BEATS");
  line("DTCM vector port (bytes/cycle)", "VDTCM_PORT_BYTES");
  line("command queue entries", "VQUEUE_DEPTH");
  o << "\nLatency classes of the vector instructions (cycles; `latency` is the vector unit's chaining latency, used\n"
    << "by the RTL; the scalar core issues each in 1 cycle):\n\n";
  h = {"class", "instructions", "latency"};
  for (const auto& n : config_names(cfgs)) h.push_back(n);
  h.push_back("notes");
  o << header(h);
  for (std::size_t i = first_class; i < isa.lat_classes.size(); ++i) {
    const auto& lc = isa.lat_classes[i];
    std::vector<std::string> fams;
    for (const auto& f : isa.families)
      if (isa.instrs[std::size_t(f.instrs.front())].lat == int(i)) fams.push_back(f.name);
    std::vector<std::string> cells = {"`" + lc.name + "`", join(fams, ", "), "`" + lc.latency.text() + "`"};
    for (const auto& c : cfgs) cells.push_back(std::to_string(c.timing[i].latency));
    cells.push_back(md_cell(lc.doc));
    o << row(cells);
  }
  o << "\n**Writing fast vector kernels:** use the largest LMUL the registers allow (fewer instructions per\n"
    << "element); keep the data in registers across operations; accumulate in vector registers and reduce once at\n"
    << "the end; avoid vmv.x.s/vcpop.m/vfirst.m inside loops; prefer unit-stride over strided and indexed accesses\n"
    << "(they use the DTCM port fully); widen only where the range needs it; keep the vtype of an inner loop fixed\n"
    << "(every vsetvli waits for the unit to drain); count multiply beats, which cost VMUL_LATENCY cycles each\n"
    << "(int8 products: vwmul.vx at e8 then vwadd.wv at e16 take fewer cycles than vwmacc.vx at e16 on int8\n"
    << "sign-extended to int16).\n\n";
}

void emit_lists(std::ostringstream& o, const IsaSpec& isa) {
  o << "## Supported vector instructions\n\n"
    << "Every vector mnemonic this core implements (" ;
  std::vector<std::string> names;
  for (const auto& in : isa.instrs)
    if (in.vec.vector) names.push_back("`" + in.name + "`");
  o << names.size() << "), in table order:\n\n" << join(names, " ") << "\n\n";
  o << "## Unsupported vector instructions\n\n"
    << "These standard RVV encodings are illegal instructions here (GNU as rejects them with this -march, except\n"
    << "vzext.vf8/vsext.vf8, which it accepts and which then trap). Each group lists its mnemonics; a test\n"
    << "assembles them with a wider -march and checks that they decode as illegal.\n\n";
  for (const auto& u : isa.unsupported) {
    if (u.examples.empty()) continue;
    std::vector<std::string> m;
    for (const auto& e : u.examples) {
      const std::string mn = e.substr(0, e.find(' '));
      if (std::find(m.begin(), m.end(), "`" + mn + "`") == m.end()) m.push_back("`" + mn + "`");
    }
    o << "- **" << u.name << "**: " << join(m, " ") << "\n";
  }
  o << "\n";
}

}  // namespace

std::string emit_isa_md(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  std::ostringstream o;
  o << banner("<!--", sources_of(isa, cfgs), " -->") << "\n";
  // the latency classes of the rv32 table come first
  std::size_t scalar_classes = 0;
  while (scalar_classes < isa.lat_classes.size() && isa.lat_classes[scalar_classes].file == 0) ++scalar_classes;
  emit_intro(o, isa, cfgs);
  emit_registers(o, isa);
  emit_vregs(o, isa, cfgs);
  emit_groups(o);
  emit_policies(o);
  emit_mistakes(o);
  emit_examples(o);
  emit_syntax(o, isa);
  emit_pseudos(o, isa);
  emit_summary(o, isa, cfgs, true);
  emit_vector_summary(o, isa);
  emit_instructions(o, isa, cfgs, true);
  emit_vector_instructions(o, isa, cfgs);
  emit_csrs(o, isa);
  emit_traps(o, isa);
  emit_vector_traps(o);
  emit_memory(o, cfgs);
  emit_performance(o, isa, cfgs, scalar_classes);
  emit_vector_performance(o, isa, cfgs, scalar_classes);
  emit_encoding(o, isa);
  emit_lists(o, isa);
  emit_unsupported(o, isa);
  std::string s = o.str();
  while (s.size() > 1 && s[s.size() - 1] == '\n' && s[s.size() - 2] == '\n') s.pop_back();
  return s;
}

std::string emit_configs_md(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  std::ostringstream o;
  o << banner("<!--", sources_of(isa, cfgs), " -->") << "\n"
    << "# coral hardware configurations\n\n"
    << "A hardware configuration fixes the memory sizes, the address map and the unit latencies of the coral\n"
    << "core (the rv32 core's keys and rules, docs/rv32/configs.md) and the vector unit: VLEN, lanes, the DTCM\n"
    << "vector port, the command queue and the latencies the RTL implements. Each is one YAML file,\n"
    << "`rtl/coral/cfg/<name>.yaml`, from which kc-gen writes the SystemVerilog package `coral_cfg_pkg`, the C++\n"
    << "table (`coral_configs.h`: `kc::coral::find_config(name)`, `kc::coral::cfg_<name>::*`), the figures in the\n"
    << "ISA reference (docs/isa/coral.md), and this page.\n\n"
    << header({"name", "file", "description"});
  for (const auto& c : cfgs) o << row({"`" + c.name + "`", "`" + c.source + "`", md_cell(c.description)});
  emit_cfg_tables(o, isa, cfgs, "", "coral_cfg_pkg");
  o << "\n## Rules\n\n"
    << "kc-gen rejects a configuration (with file:line:col) that has an unknown or missing key, a value that is\n"
    << "not a non-negative integer, or breaks one of the rv32 rules (docs/rv32/configs.md: memory sizes and\n"
    << "bases, latencies, peak rates) or these:\n\n"
    << "- vector.vlen is a power of two, 64..1024 (ELEN is 32; VLEN >= 64 keeps every fractional LMUL the unit\n"
    << "  supports meaningful);\n"
    << "- vector.lanes is a power of two, 1..32, and lanes*32 <= VLEN (lanes cover at most one register);\n"
    << "- vector.dtcm_port_bytes is a power of two, 4..128, and at most VLEN/8;\n"
    << "- vector.queue_depth is 1..32, vector.alu_latency 1..4, vector.mul_latency 1..6, vector.div_cycles 1..64,\n"
    << "  vector.xfer_latency 1..8;\n"
    << "- name equals the file name.\n\n"
    << "All three configurations use VLEN = 128: the clang baselines are compiled with\n"
    << "`-riscv-v-vector-bits-min=128`, and a smaller VLEN would break code that relies on it. The ISS and its\n"
    << "tests also run VLEN 64 and 256 (a configuration with another VLEN is a YAML edit).\n";
  return o.str();
}

}  // namespace kc::gen::coral
