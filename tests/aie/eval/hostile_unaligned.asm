// A wild pointer: a 256-bit load from a byte address that is not a multiple of 32. The tile
// faults; the report must name the bundle address, the pointer value and this file's line.
      movpi p0, 0
      movpi p1, 16384
      paddi p0, 7
      { vld wl0, [p0], #1 ; vld wh0, [p1] }
      done
