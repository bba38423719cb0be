// The worked examples of docs/isa/coral.md (harness/gen/coral_emit_md.cpp), run as written: a
// strip-mined int32 add, an int8 dot product into int32, a masked update, requantisation with
// narrowing clips, strided and indexed access, strlen with fault-only-first, pack and permute.
#include "coral_iss_test.inc"
test_main:
  UNITS_ON
  // --- element-wise int32 add, strip-mined (n = 37, LMUL 4: three iterations) ---------------------
  la a0, x32
  la a1, y32
  la a2, out32
  li a3, 37
1:  vsetvli t0, a3, e32, m4, ta, ma
  vle32.v v8, (a0)
  vle32.v v12, (a1)
  vadd.vv v8, v8, v12
  vse32.v v8, (a2)
  slli t1, t0, 2
  add a0, a0, t1
  add a1, a1, t1
  add a2, a2, t1
  sub a3, a3, t0
  bnez a3, 1b
  la a2, out32
  lw t1, 0(a2)
  SIG(t1)
  lw t1, 144(a2)                       // element 36
  SIG(t1)
  // --- int8 dot product into int32 (n = 40) ---------------------------------------------------------
  la a0, x8
  la a1, y8
  li a2, 40
  vsetvli t0, zero, e32, m1, ta, ma
  vmv.s.x v24, zero
2:  vsetvli t0, a2, e8, m2, ta, ma
  vle8.v v4, (a0)
  vle8.v v6, (a1)
  vwmul.vv v8, v4, v6
  vsetvli zero, t0, e16, m4, ta, ma
  vwredsum.vs v24, v8, v24
  add a0, a0, t0
  add a1, a1, t0
  sub a2, a2, t0
  bnez a2, 2b
  vsetivli zero, 1, e32, m1, ta, ma    // read the int32 sum at SEW 32
  vmv.x.s a0, v24
  SIG(a0)
  // --- masked update ---------------------------------------------------------------------------
  la a0, h16
  li a2, 8
  vsetvli t0, a2, e16, m1, ta, mu
  vle16.v v8, (a0)
  vmslt.vx v0, v8, zero
  vrsub.vi v8, v8, 0, v0.t
  vmerge.vim v9, v8, 1, v0
  VSIG(v8)
  VSIG(v9)
  // --- requantise int32 accumulators to int8 ------------------------------------------------------
  la a0, acc32
  li a2, 8
  vsetvli t0, a2, e32, m4, ta, ma
  vle32.v v8, (a0)
  csrwi vxrm, 0
  vsetvli t0, a2, e16, m2, ta, ma
  vnclip.wi v4, v8, 8
  vsetvli zero, t0, e8, m1, ta, ma
  vnclip.wi v2, v4, 0
  vse8.v v2, (s10)
  addi s10, s10, 16
  // --- strided and indexed access ---------------------------------------------------------------
  la a0, mat
  li a3, 4                             // columns
  li a2, 3                             // rows
  slli t1, a3, 2
  vsetvli t0, a2, e32, m1, ta, ma
  vlse32.v v8, (a0), t1                // column 0
  VSIG(v8)
  la a1, idx
  la a4, table
  vle32.v v4, (a1)
  vsll.vi v4, v4, 2
  vluxei32.v v12, (a4), v4
  VSIG(v12)
  // --- strlen with fault-only-first ---------------------------------------------------------------
  la a0, text
  mv a1, a0
3:  vsetvli t0, zero, e8, m8, ta, ma
  vle8ff.v v8, (a1)
  csrr t0, vl
  vmseq.vi v0, v8, 0
  vfirst.m t1, v0
  add a1, a1, t0
  bltz t1, 3b
  sub a1, a1, t0
  add a1, a1, t1
  sub a0, a1, a0
  SIG(a0)
  // --- pack and permute -------------------------------------------------------------------------
  la a0, h32
  li a2, 8
  vsetvli t0, a2, e32, m1, ta, ma      // VLEN 128: vl = 4
  vle32.v v8, (a0)
  vmsgt.vx v1, v8, zero
  vcompress.vm v12, v8, v1
  vcpop.m t1, v1
  SIG(t1)
  VSIG(v12)
  vslidedown.vi v16, v8, 1
  VSIG(v16)
  vid.v v20
  vrsub.vx v20, v20, t0
  vadd.vi v20, v20, -1
  vrgather.vv v24, v8, v20
  VSIG(v24)
  HALT

  .data
  .align 4
x32:    .word 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37
y32:    .word 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000
        .word 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, -5
out32:  .space 4 * 40
x8:     .byte 1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12, 13, -14, 15, -16, 17, -18, 19, -20
        .byte 127, -128, 127, -128, 100, 100, 100, 100, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1
y8:     .byte 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1
        .byte 127, -128, -128, 127, 100, 100, 100, 100, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2
  .align 2
h16:    .half 5, -5, 0, -32767, 32767, -1, 1, -32768
  .align 2
acc32:  .word 0x00000180, 0x00007fff, 0xffff8000, 0x00010000, 0xfffeff80, 0x000000ff, 0xffffff7f, 0x12345678
mat:    .word 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12
idx:    .word 3, 0, 2
table:  .word 100, 101, 102, 103
h32:    .word 5, -3, 0, 8
text:   .asciz "kernelcraft vectors"
