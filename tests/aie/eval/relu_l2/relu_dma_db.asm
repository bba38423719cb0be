// relu_l2 C3 with double buffering: the same 16 chunks of 4 KB as relu_dma.asm, but the next
// chunk's in-transfer runs while the current one is computed, and each output buffer is awaited
// only before it is written again. Buffers (bank groups of `small`): X chunks alternate between
// 0x0000 (in0) and 0x2000 (in1), Y chunks between 0x4000 (out0) and 0x6000 (out1).
      movi r1, 1
      movhi r1, 4096          // shape: 1 row of 4096 bytes
      movi r2, 0
      dmacfg in0, r1, r2
      dmacfg in1, r1, r2
      dmacfg out0, r1, r2
      dmacfg out1, r1, r2
      movi r3, 0              // L2 address of the next X chunk to fetch
      movi r4, 262144         // L2 address of the next Y chunk to send
      movi r5, 0x0000         // in0's buffer
      movi r8, 0x2000         // in1's buffer
      movi r6, 0x4000         // out0's buffer
      movi r9, 0x6000         // out1's buffer
      movi r7, 4096
      vxor x11, x11, x11
      dmastart in0, r3, r5    // chunk 0
      add r3, r3, r7
      .loop 8
      dmastart in1, r3, r8    // prefetch chunk 2k+1
      add r3, r3, r7
      dmawait in0             // chunk 2k is in
      dmawait out0            // its output buffer is free
      movpi p0, 0x0000
      movpi p1, 0x4000
      .loop 64
      vld wl0, [p0], #1
      vld wh0, [p0], #1
      vmax.bf16 x1, x0, x11
      vst wl1, [p1], #1
      vst wh1, [p1], #1
      .endloop
      dmastart out0, r4, r6
      add r4, r4, r7
      dmastart in0, r3, r5    // prefetch chunk 2k+2 (after the last chunk: a harmless read past X)
      add r3, r3, r7
      dmawait in1
      dmawait out1
      movpi p0, 0x2000
      movpi p1, 0x6000
      .loop 64
      vld wl0, [p0], #1
      vld wh0, [p0], #1
      vmax.bf16 x1, x0, x11
      vst wl1, [p1], #1
      vst wh1, [p1], #1
      .endloop
      dmastart out1, r4, r9
      add r4, r4, r7
      .endloop
      done                    // waits for the last transfers
