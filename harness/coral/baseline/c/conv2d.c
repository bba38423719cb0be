/* conv2d baseline (coral, int8 x int8 -> int32, NHWC, 3x3 'same'): the textbook loop nest with the
   output channel innermost, so the inner loop runs along a row of F and the output pixel of Y (as in
   gemm) and clang-14 -O2 can vectorise it; padding taps are skipped. */
#include "kc_task.h"

void kernel(void) {
  for (int h = 0; h < H; ++h)
    for (int w = 0; w < W; ++w) {
      for (int o = 0; o < CO; ++o) Y[h][w][o] = 0;
      for (int i = 0; i < 3; ++i) {
        const int r = h + i - 1;
        if (r < 0 || r >= H) continue;
        for (int j = 0; j < 3; ++j) {
          const int s = w + j - 1;
          if (s < 0 || s >= W) continue;
          for (int c = 0; c < CI; ++c) {
            const int32_t a = X[r][s][c];
            for (int o = 0; o < CO; ++o) Y[h][w][o] += a * (int32_t)F[i][j][c][o];
          }
        }
      }
    }
}
