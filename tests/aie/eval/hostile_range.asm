// A wild pointer: a store to byte address 0x9000 on `small`, whose data memory has 32 KB
// (0..0x7fff). The tile faults; the report must name the bundle, the address and this line.
      movpi p1, 0x9000
      vst wl0, [p1], #1
      done
