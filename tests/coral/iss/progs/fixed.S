// Fixed point: saturating add/sub with vxsat, averaging add/sub, vsmul, scaling shifts and the
// narrowing clips under each vxrm rounding mode; vcsr as the alias of vxrm and vxsat.
#include "coral_iss_test.inc"
test_main:
  UNITS_ON
  la s0, data
  li a0, 16
  vsetvli t0, a0, e8, m1, ta, ma
  vle8.v v1, (s0)
  addi t1, s0, 16
  vle8.v v2, (t1)
  csrwi vxsat, 0
  vsadd.vv v3, v1, v2
  VSIG(v3)
  csrr t1, vxsat
  SIG(t1)
  csrwi vxsat, 0
  vsaddu.vi v3, v1, -16
  VSIG(v3)
  vssubu.vv v4, v1, v2
  VSIG(v4)
  vssub.vx v4, v1, a0
  VSIG(v4)
  csrr t1, vcsr
  SIG(t1)
  // the four rounding modes on averaging adds, vsmul, scaling shifts and clips
  li s1, 0
1:
  csrw vxrm, s1
  vaadd.vv v5, v1, v2
  VSIG(v5)
  vaaddu.vx v5, v1, a0
  VSIG(v5)
  vasub.vv v5, v1, v2
  VSIG(v5)
  vasubu.vv v5, v2, v1
  VSIG(v5)
  vsmul.vv v6, v1, v2
  VSIG(v6)
  vssra.vi v7, v1, 3
  VSIG(v7)
  vssrl.vv v7, v1, v2
  VSIG(v7)
  vwadd.vv v8, v1, v2                  // e16 sums in v8, v9
  vnclip.wi v10, v8, 5
  VSIG(v10)
  vnclipu.wx v11, v8, s1
  VSIG(v11)
  csrr t1, vcsr
  SIG(t1)
  csrwi vxsat, 0
  addi s1, s1, 1
  li t1, 4
  bne s1, t1, 1b
  // e32 saturation corners
  li a0, 4
  vsetvli t0, a0, e32, m1, ta, ma
  addi t1, s0, 32
  vle32.v v12, (t1)
  vsmul.vv v13, v12, v12
  VSIG(v13)
  vsadd.vv v14, v12, v12
  VSIG(v14)
  csrr t1, vxsat
  SIG(t1)
  csrwi vcsr, 7                        // vxrm = 3, vxsat = 1
  csrr t1, vxrm
  SIG(t1)
  csrr t1, vxsat
  SIG(t1)
  HALT

  .data
  .align 4
data:
  .byte 0x7f, 0x80, 0x01, 0xff, 0x40, 0xc0, 0x05, 0xfb, 0x7e, 0x81, 0x10, 0xf0, 0x03, 0x06, 0x0b, 0x64
  .byte 0x01, 0xff, 0x7f, 0x80, 0x40, 0xc0, 0x02, 0x03, 0x7f, 0x80, 0x20, 0x20, 0x05, 0x07, 0xf5, 0x9c
  .word 0x80000000, 0x7fffffff, 0x40000000, 0xc0000001
