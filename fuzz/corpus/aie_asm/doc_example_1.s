{ vld wl0, [p0], #1 ; vld wl1, [p1], #1 ; vmmac.i8 cm0, wl2, x3 ; addi r1, r1, -1 }
