// Benchmark program of kc-bench-aie-speed (configuration default): the template compiler's bf16 GEMM at C5,
// software-pipelined (the MAC array busy), as printed by
//   kernelcraft baseline --platform aie --task gemm --config C5 --hw default
// run 40 times by an outer countdown in r20 (the lines marked 'bench:'; the kernel sets every
// register and pointer it uses at its start), so that a run is long enough to time. The benchmark
// fills the data memory with random bf16 values; the result is not checked here.
      movi r20, 40                // bench: repetitions
again:                            // bench
// aie baseline (template compiler, harness/aie/baseline): gemm C5 on `default`
// GEMM: 2 x 2 blocks of 4 x 4 outputs per group, k-steps of 8 unrolled and modulo-scheduled (II = 4, MAC offset 9, 3 operand register sets), drain through set 1
      movpi p0, 0
      movpi p1, 1024
      movpi p2, 16384
      movpi p3, 16448
      movpi p4, 8192
      movmi m0, -992
      movmi m2, 992
      movmi m3, -15264
      movmi m4, 480
      movmi m5, -480
      movi r1, 0
      movi r2, 2048
      movi r3, 1024
      movi r5, 512
      .loop 4
        .loop 8
          { vld wl0, [p0], #1 ; vld wl2, [p2], #1 }
          { vld wh0, [p0], #1 ; vld wh2, [p2], m2 }
          { vld wl1, [p1], #1 ; vld wl3, [p3], #1 }
          { vld wh1, [p1], #1 ; vld wh3, [p3], m2 }
          { vld wl4, [p0], #1 ; vld wl6, [p2], #1 }
          { vld wh4, [p0], #1 ; vld wh6, [p2], m2 }
          { vld wl5, [p1], #1 ; vld wl7, [p3], #1 }
          { vld wh5, [p1], #1 ; vld wh7, [p3], m2 }
          { vld wl8, [p0], #1 ; vld wl10, [p2], #1 }
          { vmmul.bf16 bm0, x0, x2 ; vld wh8, [p0], #1 ; vld wh10, [p2], m2 }
          { vmmul.bf16 bm2, x1, x2 ; vld wl9, [p1], #1 ; vld wl11, [p3], #1 }
          { vmmul.bf16 bm1, x0, x3 ; vld wh9, [p1], #1 ; vld wh11, [p3], m2 }
          { vmmul.bf16 bm3, x1, x3 ; vld wl0, [p0], #1 ; vld wl2, [p2], #1 }
          { vmmac.bf16 bm0, x4, x6 ; vld wh0, [p0], #1 ; vld wh2, [p2], m2 }
          { vmmac.bf16 bm2, x5, x6 ; vld wl1, [p1], #1 ; vld wl3, [p3], #1 }
          { vmmac.bf16 bm1, x4, x7 ; vld wh1, [p1], #1 ; vld wh3, [p3], m2 }
          { vmmac.bf16 bm3, x5, x7 ; vld wl4, [p0], #1 ; vld wl6, [p2], #1 }
          { vmmac.bf16 bm0, x8, x10 ; vld wh4, [p0], #1 ; vld wh6, [p2], m2 }
          { vmmac.bf16 bm2, x9, x10 ; vld wl5, [p1], #1 ; vld wl7, [p3], #1 }
          { vmmac.bf16 bm1, x8, x11 ; vld wh5, [p1], #1 ; vld wh7, [p3], m2 }
          { vmmac.bf16 bm3, x9, x11 ; vld wl8, [p0], #1 ; vld wl10, [p2], #1 }
          { vmmac.bf16 bm0, x0, x2 ; vld wh8, [p0], #1 ; vld wh10, [p2], m2 }
          { vmmac.bf16 bm2, x1, x2 ; vld wl9, [p1], #1 ; vld wl11, [p3], #1 }
          { vmmac.bf16 bm1, x0, x3 ; vld wh9, [p1], #1 ; vld wh11, [p3], m2 }
          { vmmac.bf16 bm3, x1, x3 ; vld wl0, [p0], #1 ; vld wl2, [p2], #1 }
          { vmmac.bf16 bm0, x4, x6 ; vld wh0, [p0], #1 ; vld wh2, [p2], m2 }
          { vmmac.bf16 bm2, x5, x6 ; vld wl1, [p1], #1 ; vld wl3, [p3], #1 }
          { vmmac.bf16 bm1, x4, x7 ; vld wh1, [p1], #1 ; vld wh3, [p3], m2 }
          { vmmac.bf16 bm3, x5, x7 ; vld wl4, [p0], #1 ; vld wl6, [p2], #1 }
          { vmmac.bf16 bm0, x8, x10 ; vld wh4, [p0], #1 ; vld wh6, [p2], m2 }
          { vmmac.bf16 bm2, x9, x10 ; vld wl5, [p1], #1 ; vld wl7, [p3], #1 }
          { vmmac.bf16 bm1, x8, x11 ; vld wh5, [p1], #1 ; vld wh7, [p3], m2 }
          { vmmac.bf16 bm3, x9, x11 ; vld wl8, [p0], #1 ; vld wl10, [p2], #1 }
          { vmmac.bf16 bm0, x0, x2 ; vld wh8, [p0], #1 ; vld wh10, [p2], m2 }
          { vmmac.bf16 bm2, x1, x2 ; vld wl9, [p1], #1 ; vld wl11, [p3], #1 }
          { vmmac.bf16 bm1, x0, x3 ; vld wh9, [p1], #1 ; vld wh11, [p3], m2 }
          { vmmac.bf16 bm3, x1, x3 ; vld wl0, [p0], #1 ; vld wl2, [p2], #1 }
          { vmmac.bf16 bm0, x4, x6 ; vld wh0, [p0], #1 ; vld wh2, [p2], m2 }
          { vmmac.bf16 bm2, x5, x6 ; vld wl1, [p1], #1 ; vld wl3, [p3], #1 }
          { vmmac.bf16 bm1, x4, x7 ; vld wh1, [p1], #1 ; vld wh3, [p3], m2 }
          { vmmac.bf16 bm3, x5, x7 ; vld wl4, [p0], #1 ; vld wl6, [p2], #1 }
          { vmmac.bf16 bm0, x8, x10 ; vld wh4, [p0], #1 ; vld wh6, [p2], m2 }
          { vmmac.bf16 bm2, x9, x10 ; vld wl5, [p1], #1 ; vld wl7, [p3], #1 }
          { vmmac.bf16 bm1, x8, x11 ; vld wh5, [p1], #1 ; vld wh7, [p3], m2 }
          { vmmac.bf16 bm3, x9, x11 ; vld wl8, [p0], #1 ; vld wl10, [p2], #1 }
          { vmmac.bf16 bm0, x0, x2 ; vld wh8, [p0], #1 ; vld wh10, [p2], m2 }
          { vmmac.bf16 bm2, x1, x2 ; vld wl9, [p1], #1 ; vld wl11, [p3], #1 }
          { vmmac.bf16 bm1, x0, x3 ; vld wh9, [p1], #1 ; vld wh11, [p3], m2 }
          { vmmac.bf16 bm3, x1, x3 ; vld wl0, [p0], #1 ; vld wl2, [p2], #1 }
          { vmmac.bf16 bm0, x4, x6 ; vld wh0, [p0], #1 ; vld wh2, [p2], m2 }
          { vmmac.bf16 bm2, x5, x6 ; vld wl1, [p1], #1 ; vld wl3, [p3], #1 }
          { vmmac.bf16 bm1, x4, x7 ; vld wh1, [p1], #1 ; vld wh3, [p3], m2 }
          { vmmac.bf16 bm3, x5, x7 ; vld wl4, [p0], #1 ; vld wl6, [p2], #1 }
          { vmmac.bf16 bm0, x8, x10 ; vld wh4, [p0], #1 ; vld wh6, [p2], m2 }
          { vmmac.bf16 bm2, x9, x10 ; vld wl5, [p1], #1 ; vld wl7, [p3], #1 }
          { vmmac.bf16 bm1, x8, x11 ; vld wh5, [p1], #1 ; vld wh7, [p3], m2 }
          { vmmac.bf16 bm3, x9, x11 ; vld wl8, [p0], #1 ; vld wl10, [p2], #1 }
          { vmmac.bf16 bm0, x0, x2 ; vld wh8, [p0], #1 ; vld wh10, [p2], m2 }
          { vmmac.bf16 bm2, x1, x2 ; vld wl9, [p1], #1 ; vld wl11, [p3], #1 }
          { vmmac.bf16 bm1, x0, x3 ; vld wh9, [p1], #1 ; vld wh11, [p3], m2 }
          { vmmac.bf16 bm3, x1, x3 ; vld wl0, [p0], #1 ; vld wl2, [p2], #1 }
          { vmmac.bf16 bm0, x4, x6 ; vld wh0, [p0], m0 ; vld wh2, [p2], m3 }
          { vmmac.bf16 bm2, x5, x6 ; vld wl1, [p1], #1 ; vld wl3, [p3], #1 }
          { vmmac.bf16 bm1, x4, x7 ; vld wh1, [p1], m0 ; vld wh3, [p3], m3 }
          vmmac.bf16 bm3, x5, x7
          vmmac.bf16 bm0, x8, x10
          vmmac.bf16 bm2, x9, x10
          vmmac.bf16 bm1, x8, x11
          vmmac.bf16 bm3, x9, x11
          vmmac.bf16 bm0, x0, x2
          vmmac.bf16 bm2, x1, x2
          vmmac.bf16 bm1, x0, x3
          vmmac.bf16 bm3, x1, x3
          vconv.bf16 wl4, bm0
          vconv.bf16 wh4, bm1
          vconv.bf16 wl5, bm2
          { vst wl4, [p4], #1 ; vconv.bf16 wh5, bm3 }
          vst wh4, [p4], m4
          vst wl5, [p4], #1
          vst wh5, [p4], m5
        .endloop
        add r1, r1, r2
        setp p0, r1
        add r4, r1, r3
        setp p1, r4
        movpi p2, 16384
        movpi p3, 16448
        getp r6, p4
        add r6, r6, r5
        setp p4, r6
      .endloop
      addi r20, r20, -1           // bench
      bnez r20, again             // bench
      done
