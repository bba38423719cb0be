// relu on aie (C3: R = 32, C = 128, 4096 bf16 = 128 vectors of 32), fourth try: software-pipelined.
// The store unit (one 256-bit store per bundle, two per vector) bounds the task at 2 cycles per
// vector, so vector i runs on a fixed schedule 2 cycles after vector i - 1:
//   cycle 2i     vld wl(i%4)      cycle 2i+8   vmax.bf16 x(4+i%2), x(i%4), x11
//   cycle 2i+1   vld wh(i%4)      cycle 2i+10  vst wl(4+i%2)     cycle 2i+11  vst wh(4+i%2)
// vmax comes LOAD_LATENCY + 1 = 8 cycles after the first load (both halves have landed) and the
// stores VALU_LATENCY = 2 after vmax, so no bundle waits. Inputs rotate over x0..x3 (vector i + 4
// reloads x(i%4) in the bundle whose vmax reads it: a bundle reads its sources before it writes),
// results over x4, x5. Each bundle of the steady state holds one load of X, one store of Y (X and
// Y lie in different bank groups) and, every other bundle, the vmax. The loop body is 8 bundles
// (4 vectors, one turn of the rotation): 16 prologue bundles (vectors 0..7 started, 0..2 stored),
// 30 turns, 10 epilogue bundles (the last vmax and stores).
      movpi p0, 0               // X: both halves in order, one 256-bit load per bundle
      { vld wl0, [p0], #1 ; movpi p1, 16384 }   // Y: both halves in order
      { vld wh0, [p0], #1 }
      { vld wl1, [p0], #1 }
      { vld wh1, [p0], #1 }
      { vld wl2, [p0], #1 }
      { vld wh2, [p0], #1 }
      { vld wl3, [p0], #1 }
      { vld wh3, [p0], #1 }
      { vmax.bf16 x4, x0, x11 ; vld wl0, [p0], #1 }
      { vld wh0, [p0], #1 }
      { vst wl4, [p1], #1 ; vmax.bf16 x5, x1, x11 ; vld wl1, [p0], #1 }
      { vst wh4, [p1], #1 ; vld wh1, [p0], #1 }
      { vst wl5, [p1], #1 ; vmax.bf16 x4, x2, x11 ; vld wl2, [p0], #1 }
      { vst wh5, [p1], #1 ; vld wh2, [p0], #1 }
      { vst wl4, [p1], #1 ; vmax.bf16 x5, x3, x11 ; vld wl3, [p0], #1 }
      { vst wh4, [p1], #1 ; vld wh3, [p0], #1 }
      .loop 30
      { vst wl5, [p1], #1 ; vmax.bf16 x4, x0, x11 ; vld wl0, [p0], #1 }
      { vst wh5, [p1], #1 ; vld wh0, [p0], #1 }
      { vst wl4, [p1], #1 ; vmax.bf16 x5, x1, x11 ; vld wl1, [p0], #1 }
      { vst wh4, [p1], #1 ; vld wh1, [p0], #1 }
      { vst wl5, [p1], #1 ; vmax.bf16 x4, x2, x11 ; vld wl2, [p0], #1 }
      { vst wh5, [p1], #1 ; vld wh2, [p0], #1 }
      { vst wl4, [p1], #1 ; vmax.bf16 x5, x3, x11 ; vld wl3, [p0], #1 }
      { vst wh4, [p1], #1 ; vld wh3, [p0], #1 }
      .endloop
      { vst wl5, [p1], #1 ; vmax.bf16 x4, x0, x11 }
      { vst wh5, [p1], #1 }
      { vst wl4, [p1], #1 ; vmax.bf16 x5, x1, x11 }
      { vst wh4, [p1], #1 }
      { vst wl5, [p1], #1 ; vmax.bf16 x4, x2, x11 }
      { vst wh5, [p1], #1 }
      { vst wl4, [p1], #1 ; vmax.bf16 x5, x3, x11 }
      { vst wh4, [p1], #1 }
      { vst wl5, [p1], #1 }
      { vst wh5, [p1], #1 }
      done
