// bf16 GEMM, gemm C3 (M=32, K=64, N=32): software-pipelined kernel.
// Tiles of 2 x 4 blocks of C (bm0..bm7), k-steps of 8 cycles with 8 vmmac.bf16;
// operand sets x0..x5 / x6..x11 alternate per k-step; period 80 cycles per tile
// (8 k-steps, 16 cycles for the stores); 4 x 2 tiles.
      movpi p0, 0              // A(m, k)
      movpi p1, 512          // A(m+1, k)
      movpi p2, 16384          // B(k, n..n+3)
      movpi p3, 4096          // C(m, n)
      movpi p4, 4352          // C(m+1, n)
      movi r1, 288
      setm m0, r1              // B(k, n+3) high half -> B(k+1, n)
      { vld wl0, [p0], #1 ; vld wl2, [p2], #1 }
      { vld wh0, [p0], #1 ; vld wh2, [p2], #1 }
      { vld wl3, [p2], #1 }
      { vld wh3, [p2], #1 }
      { vld wl1, [p1], #1 ; vld wl4, [p2], #1 }
      { vld wh1, [p1], #1 ; vld wh4, [p2], #1 }
      { vld wl5, [p2], #1 }
      { vld wh5, [p2], m0 }
      { vld wl6, [p0], #1 ; vld wl8, [p2], #1 }
      { vld wh6, [p0], #1 ; vld wh8, [p2], #1 }
      { vld wl9, [p2], #1 }
      { vld wh9, [p2], #1 }
      .loop 4
      .loop 2
      { vld wl7, [p1], #1 ; vld wl10, [p2], #1 ; vmmul.bf16 bm0, x0, x2 }
      { vld wh7, [p1], #1 ; vld wh10, [p2], #1 ; vmmul.bf16 bm1, x0, x3 }
      { vld wl11, [p2], #1 ; vmmul.bf16 bm2, x0, x4 }
      { vld wh11, [p2], m0 ; vmmul.bf16 bm3, x0, x5 }
      { vld wl0, [p0], #1 ; vld wl2, [p2], #1 ; vmmul.bf16 bm4, x1, x2 }
      { vld wh0, [p0], #1 ; vld wh2, [p2], #1 ; vmmul.bf16 bm5, x1, x3 }
      { vld wl3, [p2], #1 ; vmmul.bf16 bm6, x1, x4 }
      { vld wh3, [p2], #1 ; vmmul.bf16 bm7, x1, x5 }
      { vld wl1, [p1], #1 ; vld wl4, [p2], #1 ; vmmac.bf16 bm0, x6, x8 }
      { vld wh1, [p1], #1 ; vld wh4, [p2], #1 ; vmmac.bf16 bm1, x6, x9 }
      { vld wl5, [p2], #1 ; vmmac.bf16 bm2, x6, x10 }
      { vld wh5, [p2], m0 ; vmmac.bf16 bm3, x6, x11 }
      { vld wl6, [p0], #1 ; vld wl8, [p2], #1 ; vmmac.bf16 bm4, x7, x8 }
      { vld wh6, [p0], #1 ; vld wh8, [p2], #1 ; vmmac.bf16 bm5, x7, x9 }
      { vld wl9, [p2], #1 ; vmmac.bf16 bm6, x7, x10 }
      { vld wh9, [p2], #1 ; vmmac.bf16 bm7, x7, x11 }
      { vld wl7, [p1], #1 ; vld wl10, [p2], #1 ; vmmac.bf16 bm0, x0, x2 }
      { vld wh7, [p1], #1 ; vld wh10, [p2], #1 ; vmmac.bf16 bm1, x0, x3 }
      { vld wl11, [p2], #1 ; vmmac.bf16 bm2, x0, x4 }
      { vld wh11, [p2], m0 ; vmmac.bf16 bm3, x0, x5 }
      { vld wl0, [p0], #1 ; vld wl2, [p2], #1 ; vmmac.bf16 bm4, x1, x2 }
      { vld wh0, [p0], #1 ; vld wh2, [p2], #1 ; vmmac.bf16 bm5, x1, x3 }
      { vld wl3, [p2], #1 ; vmmac.bf16 bm6, x1, x4 }
      { vld wh3, [p2], #1 ; vmmac.bf16 bm7, x1, x5 }
      { vld wl1, [p1], #1 ; vld wl4, [p2], #1 ; vmmac.bf16 bm0, x6, x8 }
      { vld wh1, [p1], #1 ; vld wh4, [p2], #1 ; vmmac.bf16 bm1, x6, x9 }
      { vld wl5, [p2], #1 ; vmmac.bf16 bm2, x6, x10 }
      { vld wh5, [p2], m0 ; vmmac.bf16 bm3, x6, x11 }
      { vld wl6, [p0], #1 ; vld wl8, [p2], #1 ; vmmac.bf16 bm4, x7, x8 }
      { vld wh6, [p0], #1 ; vld wh8, [p2], #1 ; vmmac.bf16 bm5, x7, x9 }
      { vld wl9, [p2], #1 ; vmmac.bf16 bm6, x7, x10 }
      { vld wh9, [p2], #1 ; vmmac.bf16 bm7, x7, x11 }
      { vld wl7, [p1], #1 ; vld wl10, [p2], #1 ; vmmac.bf16 bm0, x0, x2 }
      { vld wh7, [p1], #1 ; vld wh10, [p2], #1 ; vmmac.bf16 bm1, x0, x3 }
      { vld wl11, [p2], #1 ; vmmac.bf16 bm2, x0, x4 }
      { vld wh11, [p2], m0 ; vmmac.bf16 bm3, x0, x5 }
      { vld wl0, [p0], #1 ; vld wl2, [p2], #1 ; vmmac.bf16 bm4, x1, x2 }
      { vld wh0, [p0], #1 ; vld wh2, [p2], #1 ; vmmac.bf16 bm5, x1, x3 }
      { vld wl3, [p2], #1 ; vmmac.bf16 bm6, x1, x4 }
      { vld wh3, [p2], #1 ; vmmac.bf16 bm7, x1, x5 }
      { vld wl1, [p1], #1 ; vld wl4, [p2], #1 ; vmmac.bf16 bm0, x6, x8 }
      { vld wh1, [p1], #1 ; vld wh4, [p2], #1 ; vmmac.bf16 bm1, x6, x9 }
      { vld wl5, [p2], #1 ; vmmac.bf16 bm2, x6, x10 }
      { vld wh5, [p2], m0 ; vmmac.bf16 bm3, x6, x11 }
      { vld wl6, [p0], #1 ; vld wl8, [p2], #1 ; vmmac.bf16 bm4, x7, x8 }
      { vld wh6, [p0], #1 ; vld wh8, [p2], #1 ; vmmac.bf16 bm5, x7, x9 }
      { vld wl9, [p2], #1 ; paddi p0, -512 ; vmmac.bf16 bm6, x7, x10 }
      { vld wh9, [p2], #1 ; vmmac.bf16 bm7, x7, x11 }
      { vld wl7, [p1], #1 ; vld wl10, [p2], #1 ; vmmac.bf16 bm0, x0, x2 }
      { vld wh7, [p1], #1 ; vld wh10, [p2], #1 ; vmmac.bf16 bm1, x0, x3 }
      { vld wl11, [p2], #1 ; paddi p1, -512 ; vmmac.bf16 bm2, x0, x4 }
      { vld wh11, [p2], m0 ; vmmac.bf16 bm3, x0, x5 }
      { paddi p2, -3840 ; vmmac.bf16 bm4, x1, x2 }
      { vmmac.bf16 bm5, x1, x3 }
      { vmmac.bf16 bm6, x1, x4 }
      { vmmac.bf16 bm7, x1, x5 }
      { vmmac.bf16 bm0, x6, x8 }
      { vmmac.bf16 bm1, x6, x9 }
      { vmmac.bf16 bm2, x6, x10 }
      { vmmac.bf16 bm3, x6, x11 }
      { vmmac.bf16 bm4, x7, x8 }
      { vmmac.bf16 bm5, x7, x9 }
      { vmmac.bf16 bm6, x7, x10 ; vconv.bf16 wh10, bm0 }
      { vmmac.bf16 bm7, x7, x11 ; vconv.bf16 wh11, bm1 }
      { vconv.bf16 wl11, bm2 }
      { vconv.bf16 wh7, bm3 }
      { vst wh10, [p3], #1 ; vconv.bf16 wh10, bm4 }
      { vst wh11, [p3], #1 ; vconv.bf16 wh11, bm5 }
      { vld wl0, [p0], #1 ; vld wl2, [p2], #1 ; vconv.bf16 wl7, bm6 }
      { vld wh0, [p0], #1 ; vld wh2, [p2], #1 ; vconv.bf16 wl10, bm7 }
      { vld wl3, [p2], #1 ; vst wl11, [p3], #1 }
      { vld wh3, [p2], #1 ; vst wh7, [p3], #1 }
      { vld wl1, [p1], #1 ; vld wl4, [p2], #1 }
      { vld wh1, [p1], #1 ; vld wh4, [p2], #1 }
      { vld wl5, [p2], #1 ; vst wh10, [p4], #1 }
      { vld wh5, [p2], m0 ; vst wh11, [p4], #1 }
      { vld wl6, [p0], #1 ; vld wl8, [p2], #1 }
      { vld wh6, [p0], #1 ; vld wh8, [p2], #1 }
      { vld wl9, [p2], #1 ; vst wl7, [p4], #1 }
      { vld wh9, [p2], #1 ; vst wl10, [p4], #1 }
      .endloop
      paddi p0, 896
      paddi p1, 960
      paddi p2, -1152
      paddi p3, 256
      paddi p4, 256
      { vld wl0, [p0], #1 ; vld wl2, [p2], #1 }
      { vld wh0, [p0], #1 ; vld wh2, [p2], #1 }
      { vld wl3, [p2], #1 }
      { vld wh3, [p2], #1 }
      { vld wl1, [p1], #1 ; vld wl4, [p2], #1 }
      { vld wh1, [p1], #1 ; vld wh4, [p2], #1 }
      { vld wl5, [p2], #1 }
      { vld wh5, [p2], m0 }
      { vld wl6, [p0], #1 ; vld wl8, [p2], #1 }
      { vld wh6, [p0], #1 ; vld wh8, [p2], #1 }
      { vld wl9, [p2], #1 }
      { vld wh9, [p2], #1 }
      .endloop
      done
