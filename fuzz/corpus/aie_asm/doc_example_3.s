      movpi p0, 0x0000
      movpi p1, 0x2000
      { vld wl0, [p0], #1 ; vld wh0, [p1], #1 }     // prologue: the first iteration's pairs
      { vld wl1, [p0], #1 ; vld wh1, [p1], #1 }
      { vld wl2, [p0], #1 ; vld wh2, [p1], #1 }
      { vld wl3, [p0], #1 ; vld wh3, [p1], #1 }
      { vld wl4, [p0], #1 ; vld wh4, [p1], #1 }
      { vld wl5, [p0], #1 ; vld wh5, [p1], #1 }
      { vld wl6, [p0], #1 ; vld wh6, [p1], #1 }
      { vld wl7, [p0], #1 ; vld wh7, [p1], #1 }
      .loop 31
      { vld wl0, [p0], #1 ; vld wh0, [p1], #1 ; vmac.i8 cm0, wl0, wh0 }
      { vld wl1, [p0], #1 ; vld wh1, [p1], #1 ; vmac.i8 cm0, wl1, wh1 }
      { vld wl2, [p0], #1 ; vld wh2, [p1], #1 ; vmac.i8 cm0, wl2, wh2 }
      { vld wl3, [p0], #1 ; vld wh3, [p1], #1 ; vmac.i8 cm0, wl3, wh3 }
      { vld wl4, [p0], #1 ; vld wh4, [p1], #1 ; vmac.i8 cm0, wl4, wh4 }
      { vld wl5, [p0], #1 ; vld wh5, [p1], #1 ; vmac.i8 cm0, wl5, wh5 }
      { vld wl6, [p0], #1 ; vld wh6, [p1], #1 ; vmac.i8 cm0, wl6, wh6 }
      { vld wl7, [p0], #1 ; vld wh7, [p1], #1 ; vmac.i8 cm0, wl7, wh7 }
      .endloop
      vmac.i8 cm0, wl0, wh0                         // epilogue: the last iteration's pairs
      vmac.i8 cm0, wl1, wh1
      vmac.i8 cm0, wl2, wh2
      vmac.i8 cm0, wl3, wh3
      vmac.i8 cm0, wl4, wh4
      vmac.i8 cm0, wl5, wh5
      vmac.i8 cm0, wl6, wh6
      vmac.i8 cm0, wl7, wh7
      done                                          // the dot products are in the lanes of cm0
