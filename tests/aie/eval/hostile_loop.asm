// A kernel that never ends: a jump to itself. The run must stop at the cycle limit and the
// report must name the bundle and this file's line.
      movpi p0, 0
spin: j spin
      done
