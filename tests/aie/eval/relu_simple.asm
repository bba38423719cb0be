// ReLU of relu C3 on aie (R = 32, C = 128: 4096 bf16 = 128 vectors of 32), written by hand
// without software pipelining: each iteration loads one vector, takes max(x, +0) against the
// zero register x11 and stores it, and waits for every latency (the interlock holds it).
      movpi p0, 0               // X
      movpi p1, 16384           // Y
      .loop 128
      { vld wl0, [p0], #1 }
      { vld wh0, [p0], #1 }
      vmax.bf16 x1, x0, x11     // waits for the loads
      { vst wl1, [p1], #1 }     // waits for vmax
      { vst wh1, [p1], #1 }
      .endloop
      done
