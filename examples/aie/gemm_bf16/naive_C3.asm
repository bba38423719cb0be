// bf16 GEMM, gemm C3 (M=32, K=64, N=32): the straightforward kernel.
// One 4x4 block of C at a time: bm0 = sum over k of A(m, k) * B(k, n) (vmmul for the first k,
// vmmac for the others), then vconv.bf16 and one 256-bit store. Every vmmac waits for its loads.
      movi r1, 8              // block rows of C left
      movpi p0, 0                // A(m, k), low half
      movpi p1, 32               // A(m, k), high half
      movpi p2, 16384           // B(k, n), low half
      movpi p3, 16416           // B(k, n), high half
      movpi p4, 4096            // C(m, n)
      movi r2, 512             // B(k, n) -> B(k+1, n): N/4 blocks of 64 bytes
      setm m0, r2
mrow:
      .loop 8
      { vld wl0, [p0], #2 ; vld wl1, [p2], m0 }
      { vld wh0, [p1], #2 ; vld wh1, [p3], m0 }
      vmmul.bf16 bm0, x0, x1
      .loop 7
      { vld wl0, [p0], #2 ; vld wl1, [p2], m0 }
      { vld wh0, [p1], #2 ; vld wh1, [p3], m0 }
      vmmac.bf16 bm0, x0, x1
      .endloop
      { vconv.bf16 wl2, bm0 ; paddi p0, -512 }   // back to A(m, 0)
      paddi p1, -512
      paddi p2, -4032                // B(0, n+1)
      paddi p3, -4032
      vst wl2, [p4], #1
      .endloop
      paddi p0, 512                 // A(m+1, 0)
      paddi p1, 512
      paddi p2, -512                // B(0, 0)
      paddi p3, -512
      addi r1, r1, -1
      bnez r1, mrow
      done
