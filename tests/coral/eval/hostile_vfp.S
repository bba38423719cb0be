# Hostile: a vector floating-point instruction (not in Zve32x) must end the run as illegal_instruction.
    .text
    .globl kernel
kernel:
    vsetvli t1, zero, e32, m1, ta, ma
    .insn 0x02009057            # vfadd.vv v0, v0, v1 (OPFVV): coral's vector unit is integer only
    ret
