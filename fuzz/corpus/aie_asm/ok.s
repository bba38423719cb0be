movpi p0, 0x100
{ vld wl0, [p0], #1 ; vld wl1, [p1], m1 ; vmac.i8 cm0, wl2, wl3 }
done
