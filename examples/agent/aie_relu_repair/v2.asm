// relu on aie (C3: R = 32, C = 128, 4096 bf16 = 128 vectors of 32), second try: the store unit
// takes one store per bundle, so the two halves of the result go out in two bundles.
      movpi p0, 0               // X, low halves
      movpi p2, 32              // X, high halves
      movpi p1, 16384           // Y, low halves
      movpi p3, 16416           // Y, high halves
      .loop 128
      { vld wl0, [p0], #64 ; vld wh0, [p2], #64 }
      vmax.bf16 x1, x0, x11
      { vst wl1, [p1], #64 }
      { vst wh1, [p3], #64 }
      .endloop
      done
