      movpi p0, 0x0000
      movpi p1, 0x2000
      .loop 256
      { vld wl0, [p0], #1 ; vld wl1, [p1], #1 }
      vmac.i8 cm0, wl0, wl1          // warning: wl0 is read 1 cycle after its load
      .endloop
      vsrs.i16 x2, cm0, 0, floor
      done
