// QEMU side of the ISS/QEMU comparison (linked only into the -DQEMU builds): HALT jumps to
// __qemu_halt, an unhandled trap (mtvec is set to __qemu_trap by the frame) lands in __qemu_trap.
// Both save x1..x31, f0..f31, fcsr, mcause/mepc/mtval and write them and the `sig` region to the
// host file qemu_dump.bin through semihosting, then exit QEMU. Layout (little-endian words):
//   0..31 x0..x31, 32..63 f0..f31, 64 fcsr, 65 kind (0 halt, 1 trap), 66 mcause, 67 mepc,
//   68 mtval, 69 mstatus.FS at the end (before this routine enabled FP); then the 256 words of
//   sig and the 96 words of trap_log.
// With -DQEMU_VECTOR (programs of a platform with a vector unit of VLEN 128, e.g. coral) a vector
// block follows: vl, vtype, vstart, vxrm, vxsat, mstatus.VS at the end, vlenb, 0, then v0..v31
// (16 bytes each) — 136 words.
  .option norvc
  .option norelax
  .text

.macro SAVE_X
  .irp r, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
  sw x\r, 4*\r(t0)
  .endr
  csrr t1, mscratch
  sw t1, 4*5(t0)
.endm

// a0 = operation, a1 = argument: the RISC-V semihosting sequence
.macro SEMIHOST
  .balign 16
  slli zero, zero, 0x1f
  ebreak
  srai zero, zero, 7
.endm

  .globl __qemu_trap, __qemu_halt
  .align 2
__qemu_trap:
  csrw mscratch, t0
  la t0, __qemu_regs
  SAVE_X
  li t1, 1
  j 1f
__qemu_halt:
  csrw mscratch, t0
  la t0, __qemu_regs
  SAVE_X
  li t1, 0
1:sw t1, 4*65(t0)
  csrr t1, mcause
  sw t1, 4*66(t0)
  csrr t1, mepc
  sw t1, 4*67(t0)
  csrr t1, mtval
  sw t1, 4*68(t0)
  csrr t1, mstatus
  srli t1, t1, 13
  andi t1, t1, 3
  sw t1, 4*69(t0)
  li t1, 0x2000
  csrs mstatus, t1
  .irp r, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
  fsw f\r, 4*(32+\r)(t0)
  .endr
  frcsr t1
  sw t1, 4*64(t0)
#ifdef QEMU_VECTOR
  la t0, __qemu_vregs
  csrr t1, mstatus
  srli t1, t1, 9
  andi t1, t1, 3
  sw t1, 4*5(t0)
  li t1, 0x200
  csrs mstatus, t1
  csrr t1, vl
  sw t1, 0(t0)
  csrr t1, vtype
  sw t1, 4(t0)
  csrr t1, vstart
  sw t1, 8(t0)
  csrr t1, vxrm
  sw t1, 12(t0)
  csrr t1, vxsat
  sw t1, 16(t0)
  csrr t1, vlenb
  sw t1, 24(t0)
  addi t1, t0, 32
  vs8r.v v0, (t1)
  addi t1, t1, 128
  vs8r.v v8, (t1)
  addi t1, t1, 128
  vs8r.v v16, (t1)
  addi t1, t1, 128
  vs8r.v v24, (t1)
#endif
  // a trap inside this routine would recurse: send traps to an exit instead
  la t1, 9f
  csrw mtvec, t1
  // open, write registers and sig, close, exit
  la a1, __qemu_open
  li a0, 0x01
  SEMIHOST
  mv s0, a0
  la a1, __qemu_write
  sw s0, 0(a1)
  li a0, 0x05
  SEMIHOST
  la a1, __qemu_write_sig
  sw s0, 0(a1)
  li a0, 0x05
  SEMIHOST
  la a1, __qemu_write_log
  sw s0, 0(a1)
  li a0, 0x05
  SEMIHOST
#ifdef QEMU_VECTOR
  la a1, __qemu_write_vec
  sw s0, 0(a1)
  li a0, 0x05
  SEMIHOST
#endif
  la a1, __qemu_close
  sw s0, 0(a1)
  li a0, 0x02
  SEMIHOST
  li a1, 0x20026             // ADP_Stopped_ApplicationExit
  li a0, 0x18
  SEMIHOST
9:li a1, 0x20023             // ADP_Stopped_InternalError
  li a0, 0x18
  SEMIHOST
  j 9b

  .data
  .align 2
__qemu_regs:      .space 4*70
__qemu_name:      .asciz "qemu_dump.bin"
  .align 2
__qemu_open:      .word __qemu_name, 5, 13        // mode 5 = "wb"
__qemu_write:     .word 0, __qemu_regs, 4*70
__qemu_write_sig: .word 0, sig, 1024
__qemu_write_log: .word 0, trap_log, 384
__qemu_close:     .word 0
#ifdef QEMU_VECTOR
__qemu_write_vec: .word 0, __qemu_vregs, 4*136
  .align 4
__qemu_vregs:     .space 4*136
#endif
