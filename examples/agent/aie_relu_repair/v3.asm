// relu on aie (C3: R = 32, C = 128, 4096 bf16 = 128 vectors of 32), third try: a post-increment
// counts accesses, not bytes (pN += inc x 32 for a 256-bit access), so each pointer moves on by
// #2 (64 bytes: the two halves of one vector). Correct, but not pipelined: every iteration waits
// for its loads (LOAD_LATENCY) and its vmax (VALU_LATENCY) before the next one starts.
      movpi p0, 0               // X, low halves
      movpi p2, 32              // X, high halves
      movpi p1, 16384           // Y, low halves
      movpi p3, 16416           // Y, high halves
      .loop 128
      { vld wl0, [p0], #2 ; vld wh0, [p2], #2 }
      vmax.bf16 x1, x0, x11     // waits for the loads
      { vst wl1, [p1], #2 }     // waits for vmax
      { vst wh1, [p3], #2 }
      .endloop
      done
