// bf16 GEMM, gemm C1 (M=8, K=16, N=8): software-pipelined kernel.
// Tiles of 2 x 2 blocks of C (bm0..bm3), k-steps of 8 cycles with 4 vmmac.bf16;
// operand sets x0..x5 / x6..x11 alternate per k-step; period 24 cycles per tile
// (2 k-steps, 8 cycles for the stores); 1 x 1 tiles.
      movpi p0, 0              // A(m, k)
      movpi p1, 128          // A(m+1, k)
      movpi p2, 16384          // B(k, n..n+1)
      movpi p3, 256          // C(m, n)
      movpi p4, 320          // C(m+1, n)
      movi r1, 32
      setm m0, r1              // B(k, n+1) high half -> B(k+1, n)
      { vld wl0, [p0], #1 ; vld wl2, [p2], #1 }
      { vld wh0, [p0], #1 ; vld wh2, [p2], #1 }
      { vld wl3, [p2], #1 }
      { vld wh3, [p2], m0 }
      { vld wl1, [p1], #1 }
      { vld wh1, [p1], #1 }
      { vld wl6, [p0], #1 ; vld wl8, [p2], #1 }
      { vld wh6, [p0], #1 ; vld wh8, [p2], #1 }
      { vld wl9, [p2], #1 }
      { vld wh9, [p2], m0 }
      .loop 1
      .loop 1
      { vld wl7, [p1], #1 ; paddi p2, -128 ; vmmul.bf16 bm0, x0, x2 }
      { vld wh7, [p1], #1 ; vmmul.bf16 bm1, x0, x3 }
      { paddi p1, -128 ; vmmul.bf16 bm2, x1, x2 }
      { vmmul.bf16 bm3, x1, x3 }
      nop
      nop
      nop
      nop
      { vmmac.bf16 bm0, x6, x8 }
      { vmmac.bf16 bm1, x6, x9 }
      { vmmac.bf16 bm2, x7, x8 }
      { vmmac.bf16 bm3, x7, x9 }
      { vld wl0, [p0], #1 ; vld wl2, [p2], #1 }
      { vld wh0, [p0], #1 ; vld wh2, [p2], #1 }
      { vld wl3, [p2], #1 ; vconv.bf16 wh7, bm0 }
      { vld wh3, [p2], m0 ; vconv.bf16 wl7, bm1 }
      { vld wl1, [p1], #1 ; vconv.bf16 wh9, bm2 }
      { vld wh1, [p1], #1 }
      { vst wh7, [p3], #1 ; vconv.bf16 wh7, bm3 }
      { vst wl7, [p3], #1 }
      { vld wl6, [p0], #1 ; vld wl8, [p2], #1 }
      { vld wh6, [p0], #1 ; vld wh8, [p2], #1 }
      { vld wl9, [p2], #1 ; vst wh9, [p4], #1 ; paddi p0, -128 }
      { vld wh9, [p2], m0 ; vst wh7, [p4], #1 }
      .endloop
      paddi p0, 128
      paddi p1, 192
      paddi p2, -384
      paddi p3, 64
      paddi p4, 64
      { vld wl0, [p0], #1 ; vld wl2, [p2], #1 }
      { vld wh0, [p0], #1 ; vld wh2, [p2], #1 }
      { vld wl3, [p2], #1 }
      { vld wh3, [p2], m0 }
      { vld wl1, [p1], #1 }
      { vld wh1, [p1], #1 }
      { vld wl6, [p0], #1 ; vld wl8, [p2], #1 }
      { vld wh6, [p0], #1 ; vld wh8, [p2], #1 }
      { vld wl9, [p2], #1 }
      { vld wh9, [p2], m0 }
      .endloop
      done
