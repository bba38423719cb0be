# Never ends: the cycle limit stops it at `spin` (one instruction, so that is the pc reported).
#include "sim.inc"
  START
  .globl spin
spin:
  j spin
