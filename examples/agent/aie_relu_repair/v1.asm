// relu on aie (C3: R = 32, C = 128, 4096 bf16 = 128 vectors of 32), first try: one vector per
// iteration. Both 256-bit halves are loaded in one bundle by the two load units (through p0 and
// p2 = p0 + 32), one vmax.bf16 against the zero register x11, both halves stored in one bundle
// (through p1 and p3). Pointer increments in bytes: 64 per vector.
      movpi p0, 0               // X, low halves
      movpi p2, 32              // X, high halves
      movpi p1, 16384           // Y, low halves
      movpi p3, 16416           // Y, high halves
      .loop 128
      { vld wl0, [p0], #64 ; vld wh0, [p2], #64 }
      vmax.bf16 x1, x0, x11
      { vst wl1, [p1], #64 ; vst wh1, [p3], #64 }
      .endloop
      done
