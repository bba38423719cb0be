// a slot conflict
{ vadd.i16 x2, x0, x1 ; vmax.i16 x3, x0, x1 }
