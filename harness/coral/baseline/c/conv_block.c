/* conv_block baseline (coral): the conv2d loop nest into an int32 row of CO sums per pixel, then
   bias, per-channel multiply, rounding shift (ties up) and the clamp to 0..127, as the task states. */
#include "kc_task.h"

void kernel(void) {
  int32_t acc[CO];
  for (int h = 0; h < H; ++h)
    for (int w = 0; w < W; ++w) {
      for (int o = 0; o < CO; ++o) acc[o] = BIAS[o];
      for (int i = 0; i < 3; ++i) {
        const int r = h + i - 1;
        if (r < 0 || r >= H) continue;
        for (int j = 0; j < 3; ++j) {
          const int s = w + j - 1;
          if (s < 0 || s >= W) continue;
          for (int c = 0; c < CI; ++c) {
            const int32_t a = X[r][s][c];
            for (int o = 0; o < CO; ++o) acc[o] += a * (int32_t)F[i][j][c][o];
          }
        }
      }
      for (int o = 0; o < CO; ++o) {
        const int32_t q = (acc[o] * MULT[o] + (1 << (SHIFT[o] - 1))) >> SHIFT[o];
        Y[h][w][o] = (int8_t)(q < 0 ? 0 : q > 127 ? 127 : q);
      }
    }
}
