/* depthwise_conv baseline (coral, int8 x int8 -> int32, NHWC, 3x3 'same'): the textbook loop nest
   with the channel innermost (contiguous in X, F and Y); padding taps are skipped. */
#include "kc_task.h"

void kernel(void) {
  for (int h = 0; h < H; ++h)
    for (int w = 0; w < W; ++w) {
      for (int c = 0; c < C; ++c) Y[h][w][c] = 0;
      for (int i = 0; i < 3; ++i) {
        const int r = h + i - 1;
        if (r < 0 || r >= H) continue;
        for (int j = 0; j < 3; ++j) {
          const int s = w + j - 1;
          if (s < 0 || s >= W) continue;
          for (int c = 0; c < C; ++c) Y[h][w][c] += (int32_t)X[r][s][c] * (int32_t)F[i][j][c];
        }
      }
    }
}
