// A DMA transfer past the end of L2 (512 KB, bytes 0..0x7ffff): one row of 64 bytes from L2
// address 0x7ffe0. The dmastart faults; the report must name the bundle, the address and this line.
      movi r1, 1
      movhi r1, 64
      movi r2, 0
      dmacfg in0, r1, r2
      movi r3, 0x7ffe0
      movi r4, 0
      dmastart in0, r3, r4
      done
