// Vector traps with a handler (the frame's trap_handler logs mcause, mepc, mtval and resumes after
// the instruction): memory faults at element i > 0 (vstart = i, the elements below done), at element
// 0, on stores; vstart honoured by a following instruction; illegal instructions: the unit off
// (mstatus.VS = 0), vill, a misaligned register group, widening at SEW 32, a reduction with
// vstart != 0, a vector CSR while the unit is off.
#include "coral_iss_test.inc"
test_main:
  HANDLER_ON
  // --- the unit is off at reset -----------------------------------------------------------------
  vsetvli t0, zero, e8, m1, ta, ma     // illegal (VS = 0)
  csrr t1, vl                          // illegal
  csrr t1, mstatus
  srli t1, t1, 9
  andi t1, t1, 3
  SIG(t1)
  UNITS_ON
  csrr t1, vtype                       // vill after reset
  SIG(t1)
  vadd.vv v1, v2, v3                   // illegal: vill
  // --- a load fault at element 3: indexed, the last offset reaches 0x90000000 (unmapped on both
  // coral and QEMU's virt machine, whose RAM ends at 0x88000000)
  li a0, 4
  vsetvli t0, a0, e32, m1, ta, ma
  la a1, _start
  la a3, offsets
  li t1, 0x90000000
  sub t1, t1, a1
  sw t1, 12(a3)                        // offsets: 8, 4, 0, 0x90000000 - _start
  vle32.v v2, (a3)
  vmv.v.i v4, -1
  vluxei32.v v4, (a1), v2
  csrr t1, vstart
  SIG(t1)
  csrw vstart, zero                    // (a whole-register store would start at vstart too)
  VSIG(v4)
  // a fault at element 0
  li a1, 0x90000000
  vmv.v.i v5, -1
  vle32.v v5, (a1)
  csrr t1, vstart
  SIG(t1)
  VSIG(v5)
  // a store fault at element 3; elements 0..2 are stored (over the startup code, which has run)
  la a1, _start
  vid.v v6
  vsoxei32.v v6, (a1), v2
  csrr t1, vstart
  SIG(t1)
  csrw vstart, zero
  lw t1, 0(a1)
  SIG(t1)
  lw t1, 4(a1)
  SIG(t1)
  lw t1, 8(a1)
  SIG(t1)
  // vstart set by hand: a following instruction starts there
  li t1, 2
  csrw vstart, t1
  vmv.v.i v7, 7
  VSIG(v7)
  csrr t1, vstart
  SIG(t1)
  // --- illegal: misaligned group, widening at e32 -------------------------------------------------
  vsetvli t0, a0, e32, m2, ta, ma
  vadd.vv v1, v2, v4                   // vd v1 with LMUL 2
  vwadd.vv v8, v2, v4                  // 2*SEW = 64
  vsetvli t0, a0, e8, m1, ta, ma
  li t1, 1
  csrw vstart, t1
  vredsum.vs v9, v2, v3                // vstart != 0
  csrw vstart, zero
  csrr t1, mstatus
  srli t1, t1, 9
  andi t1, t1, 3
  SIG(t1)                              // Dirty
  // the unit off again: vector CSRs are illegal, mstatus.VS reads 0
  li t1, 3 << 9
  csrc mstatus, t1
  csrwi vxrm, 1
  vmv.x.s t2, v1
  UNITS_ON
  csrr t1, vxrm
  SIG(t1)
  HALT

  .data
  .align 4
offsets: .word 8, 4, 0, 0
