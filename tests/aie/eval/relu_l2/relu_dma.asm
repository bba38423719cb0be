// relu_l2 C3 (X, Y: 64 x 512 bf16 = 64 KB each in L2, twice the data memory of `small`): 16 chunks
// of 4 KB. Per chunk: in0 brings X's chunk to data memory at 0x0000, the loop writes relu of it at
// 0x4000 (after out0 has finished sending the previous chunk from there), out0 sends it to Y.
      movi r1, 1
      movhi r1, 4096          // shape: 1 row of 4096 bytes
      movi r2, 0              // strides (one row: unused)
      dmacfg in0, r1, r2
      dmacfg out0, r1, r2
      movi r3, 0              // L2 address of the X chunk
      movi r4, 262144         // L2 address of the Y chunk
      movi r5, 0x0000         // data-memory input buffer
      movi r6, 0x4000         // data-memory output buffer
      movi r7, 4096
      vxor x11, x11, x11
      .loop 16
      dmastart in0, r3, r5
      dmawait in0
      movpi p0, 0x0000
      movpi p1, 0x4000
      dmawait out0
      .loop 64
      vld wl0, [p0], #1
      vld wh0, [p0], #1
      vmax.bf16 x1, x0, x11
      vst wl1, [p1], #1
      vst wh1, [p1], #1
      .endloop
      dmastart out0, r4, r6
      add r3, r3, r7
      add r4, r4, r7
      .endloop
      done                    // waits for the last out0 transfer
