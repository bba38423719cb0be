// No `done`: the program runs off its end into words that are not code. The tile stops with a
// clean report instead of running on.
      movpi p0, 0
      vld wl0, [p0], #1
