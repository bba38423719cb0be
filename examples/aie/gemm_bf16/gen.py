#!/usr/bin/env python3
"""Writes the bf16 GEMM kernels of this folder for the aie gemm configurations C1..C5.

    examples/aie/gemm_bf16/gen.py [OUT_DIR]      (default: the folder of this script)

naive_<C>.asm: one 4x4 block of C at a time, every vmmac waits for its loads.
pipelined_<C>.asm: 2 x BN blocks of C at a time (BN = 4, or 2 when N/4 is not a multiple of 4),
the loads of a k-step issued 8 to 11 cycles before their first vmmac into one of two register sets, the
next tile's first loads overlapped with the current tile's last MACs and its stores.
The kernels are written from docs/isa/aie.md only; see README.md for what each one measures.
"""
import os
import re
import sys

CONFIGS = {"C1": (8, 16, 8), "C2": (16, 32, 16), "C3": (32, 64, 32), "C4": (32, 128, 32), "C5": (32, 128, 64)}
B_ADDR = 16384  # the memory map: A at 0, C at 2*M*K, B at 16384


def naive(cfg, M, K, N):
    MB, NB, KB = M // 4, N // 4, K // 8
    c_addr = 2 * M * K
    arow = 64 * KB  # bytes of one block row of A (K/8 blocks of 64 bytes)
    bstride = 64 * NB  # B(k, n) -> B(k+1, n)
    return f"""// bf16 GEMM, gemm {cfg} (M={M}, K={K}, N={N}): the straightforward kernel.
// One 4x4 block of C at a time: bm0 = sum over k of A(m, k) * B(k, n) (vmmul for the first k,
// vmmac for the others), then vconv.bf16 and one 256-bit store. Every vmmac waits for its loads.
      movi r1, {MB}              // block rows of C left
      movpi p0, 0                // A(m, k), low half
      movpi p1, 32               // A(m, k), high half
      movpi p2, {B_ADDR}           // B(k, n), low half
      movpi p3, {B_ADDR + 32}           // B(k, n), high half
      movpi p4, {c_addr}            // C(m, n)
      movi r2, {bstride}             // B(k, n) -> B(k+1, n): N/4 blocks of 64 bytes
      setm m0, r2
mrow:
      .loop {NB}
      {{ vld wl0, [p0], #2 ; vld wl1, [p2], m0 }}
      {{ vld wh0, [p1], #2 ; vld wh1, [p3], m0 }}
      vmmul.bf16 bm0, x0, x1
      .loop {KB - 1}
      {{ vld wl0, [p0], #2 ; vld wl1, [p2], m0 }}
      {{ vld wh0, [p1], #2 ; vld wh1, [p3], m0 }}
      vmmac.bf16 bm0, x0, x1
      .endloop
      {{ vconv.bf16 wl2, bm0 ; paddi p0, {-arow} }}   // back to A(m, 0)
      paddi p1, {-arow}
      paddi p2, {64 - KB * bstride}                // B(0, n+1)
      paddi p3, {64 - KB * bstride}
      vst wl2, [p4], #1
      .endloop
      paddi p0, {arow}                 // A(m+1, 0)
      paddi p1, {arow}
      paddi p2, {-bstride}                // B(0, 0)
      paddi p3, {-bstride}
      addi r1, r1, -1
      bnez r1, mrow
      done
"""


class Bundle:
    def __init__(self):
        self.ops = {}  # slot -> text
        self.loads = []  # (text, region)
        self.store_region = None

    def text(self):
        parts = [t for t, _ in self.loads] + [self.ops[s] for s in ("st", "scl", "vec", "mv") if s in self.ops]
        return "{ " + " ; ".join(parts) + " }" if parts else "nop"


def regions_conflict(b, region):
    """True if an access to `region` shares a bank group with an access already in bundle b."""
    used = [r for _, r in b.loads] + ([b.store_region] if b.store_region else [])
    return region in used


def pipelined(cfg, M, K, N, hw_group):
    MB, NB, KB = M // 4, N // 4, K // 8
    BN = 4 if NB % 4 == 0 else 2
    MP, NQ = MB // 2, NB // BN
    c_addr = 2 * M * K
    arow = 64 * KB
    L = 8  # cycles per k-step: 2 * BN vmmacs (8 or 4) and 2 + BN vector registers of loads
    nmac = 2 * BN
    # Bank groups: A and C share a group unless C starts a group of its own (then group of C differs).
    grp = {"A": 0, "B": B_ADDR // hw_group, "C": c_addr // hw_group}

    def xreg(s, name):  # set s: A0, A1, B0..B3 -> x(6s + i)
        i = {"A0": 0, "A1": 1}.get(name, None)
        if i is None:
            i = 2 + int(name[1])
        return 6 * s + i

    # Load pattern of one k-step: (cycle offset from 8s - 12, [(operand, half)]).
    pat = [(0, [("A0", "l"), ("B0", "l")]), (1, [("A0", "h"), ("B0", "h")]), (2, [("B1", "l")]), (3, [("B1", "h")])]
    if BN == 4:
        pat += [(4, [("A1", "l"), ("B2", "l")]), (5, [("A1", "h"), ("B2", "h")]), (6, [("B3", "l")]), (7, [("B3", "h")])]
    else:
        pat += [(4, [("A1", "l")]), (5, [("A1", "h")])]
    last_b = ("B%d" % (BN - 1), "h")
    ptr = {"A0": "p0", "A1": "p1"}

    def load_text(s, opnd, half):
        reg = ("wl" if half == "l" else "wh") + str(xreg(s % 2, opnd))
        if opnd.startswith("A"):
            return f"vld {reg}, [{ptr[opnd]}], #1", "A"
        mod = "m0" if (opnd, half) == last_b else "#1"
        return f"vld {reg}, [p2], {mod}", "B"

    def fill_events(base):
        """Loads of steps 0 and 1 of a tile whose first vmmac is at `base` that come before it."""
        ev = []
        for s in (0, 1):
            for c, hs in pat:
                t = base + L * s - 12 + c
                if t < base:
                    ev += [(t, "ld", load_text(s, o, h)) for o, h in hs]
        return ev

    # Period: the tile body runs from its first vmmac (0) to the next tile's (P); the next tile's
    # fill loads sit in the last 12 bundles. G extra cycles after the last vmmac hold the stores.
    for G in range(0, 40):
        P = L * KB + G
        body = [Bundle() for _ in range(P)]
        ok = True
        reload = {}  # (set, operand, half) -> cycle of the next tile's load into it (temps' deadline)
        for t, _, (txt, reg) in fill_events(P):
            body[t].loads.append((txt, grp[reg]))
        for s in (0, 1):
            for c, hs in pat:
                for o, h in hs:
                    reload[(s, o, h)] = P + L * s - 12 + c
        # This tile's loads from cycle 0 on (rest of step 1, steps 2..KB-1).
        for s in range(1, KB):
            for c, hs in pat:
                t = L * s - 12 + c
                if t < 0:
                    continue
                for o, h in hs:
                    txt, reg = load_text(s, o, h)
                    if len(body[t].loads) >= 2:
                        ok = False
                    body[t].loads.append((txt, grp[reg]))
        if not ok:
            continue
        # MACs.
        for s in range(KB):
            for j in range(nmac):
                a, b = divmod(j, BN)
                op = "vmmul.bf16" if s == 0 else "vmmac.bf16"
                body[L * s + j].ops["vec"] = f"{op} bm{j}, x{xreg(s % 2, 'A%d' % a)}, x{xreg(s % 2, 'B%d' % b)}"
        # Pointer rewinds for the next tile of the same row (scalar slot, after the last use).
        t_end = L * (KB - 1) + nmac - 1
        last_of = {}
        for c, hs in pat:
            for o, _ in hs:
                last_of["B" if o.startswith("B") else o] = c
        last_a0, last_a1, last_bl = (L * (KB - 1) - 12 + last_of[o] for o in ("A0", "A1", "B"))
        rewinds = [(last_a0 + 1, f"paddi p0, {-arow}"), (last_a1 + 1, f"paddi p1, {-arow}"),
                   (last_bl + 1, f"paddi p2, {64 * BN - 64 * NB * KB}")]
        for t, txt in rewinds:
            while "scl" in body[t].ops:
                t += 1
            body[t].ops["scl"] = txt
        # Drain: vconv bm j into a free half of the last step's set, then vst. A half is free from
        # its last vmmac read (a bundle reads before it writes) until the next tile reloads it;
        # each vconv takes, of the halves free by then, the one reloaded last.
        sl = (KB - 1) % 2
        last_read = {}
        for j in range(nmac):
            a, b = divmod(j, BN)
            for o in ("A%d" % a, "B%d" % b):
                last_read[o] = L * (KB - 1) + j
        free = {}  # temp register -> [free from, reloaded at]
        for (s2, o, h), dl in reload.items():
            if s2 == sl:
                free[("wl" if h == "l" else "wh") + str(xreg(sl, o))] = [last_read[o], dl]
        cptr = ["p3", "p4"]
        for j in range(nmac):
            a, _ = divmod(j, BN)
            placed = False
            for v in range(L * (KB - 1) + j + 6, P):
                if "mv" in body[v].ops:
                    continue
                for reg, (f, dl) in sorted(free.items(), key=lambda e: -e[1][1]):
                    if f > v:
                        continue
                    st = v + 4
                    while st < P and ("st" in body[st].ops or regions_conflict(body[st], grp["C"])):
                        st += 1
                    if st < P and st <= dl:
                        body[v].ops["mv"] = f"vconv.bf16 {reg}, bm{j}"
                        body[st].ops["st"] = f"vst {reg}, [{cptr[a]}], #1"
                        body[st].store_region = grp["C"]
                        free[reg][0] = st
                        placed = True
                        break
                if placed:
                    break
            if not placed:
                ok = False
                break
        if ok:
            break
    else:
        raise SystemExit(f"{cfg}: no period found")

    bstride_adj = 64 * NB - 64 * BN + 32
    lines = [f"// bf16 GEMM, gemm {cfg} (M={M}, K={K}, N={N}): software-pipelined kernel (gen.py).",
             f"// Tiles of 2 x {BN} blocks of C (bm0..bm{nmac - 1}), k-steps of {L} cycles with {nmac} vmmac.bf16;",
             f"// operand sets x0..x5 / x6..x11 alternate per k-step; period {P} cycles per tile",
             f"// ({KB} k-steps, {G} cycles for the stores); {MP} x {NQ} tiles.",
             f"      movpi p0, 0              // A(m, k)",
             f"      movpi p1, {arow}          // A(m+1, k)",
             f"      movpi p2, {B_ADDR}          // B(k, n..n+{BN - 1})",
             f"      movpi p3, {c_addr}          // C(m, n)",
             f"      movpi p4, {c_addr + 32 * NB}          // C(m+1, n)",
             f"      movi r1, {bstride_adj}",
             f"      setm m0, r1              // B(k, n+{BN - 1}) high half -> B(k+1, n)"]

    def fill_text():
        fb = {}
        for t, _, (txt, _) in fill_events(0):
            fb.setdefault(t, []).append(txt)
        return ["      { " + " ; ".join(fb[t]) + " }" for t in sorted(fb)]

    def effect(texts):
        """Net change of p0..p4 over straight-line operation texts."""
        d = {p: 0 for p in ("p0", "p1", "p2", "p3", "p4")}
        for t in texts:
            for op in t.strip().strip("{}").split(";"):
                op = op.strip()
                m = re.match(r"v(ld|st) \w+, \[(p\d)\], (#(-?\d+)|m0)$", op)
                if m:
                    d[m.group(2)] += 32 * int(m.group(4)) if m.group(4) else bstride_adj
                m = re.match(r"paddi (p\d), (-?\d+)$", op)
                if m:
                    d[m.group(1)] += int(m.group(2))
        return d

    body_text = [b.text() for b in body]
    fill_d, body_d = effect(fill_text()), effect(body_text)
    # Start of a row of tiles (before its fill) vs the next row's start: A two block rows on,
    # B back to B(0, 0), C two block rows on (the row's stores moved p3 by one block row).
    want = {"p0": 2 * arow, "p1": 2 * arow, "p2": 0, "p3": 64 * NB, "p4": 64 * NB}
    fix = {p: want[p] - fill_d[p] - NQ * body_d[p] for p in want}
    lines += fill_text()
    lines.append(f"      .loop {MP}")
    lines.append(f"      .loop {NQ}")
    lines += ["      " + b.text() for b in body]
    lines.append("      .endloop")
    # Row fix-up: the last tile of a row loaded the start of a tile that is not next; move the
    # pointers to the next row's first tile and load its start again.
    lines += [f"      paddi {p}, {fix[p]}" for p in fix if fix[p]]
    lines += fill_text()
    lines.append("      .endloop")
    lines.append("      done")
    return "\n".join(lines) + "\n", P, G


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for cfg, (M, K, N) in CONFIGS.items():
        with open(os.path.join(out, f"naive_{cfg}.asm"), "w") as f:
            f.write(naive(cfg, M, K, N))
        text, _, _ = pipelined(cfg, M, K, N, 16384)
        with open(os.path.join(out, f"pipelined_{cfg}.asm"), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
