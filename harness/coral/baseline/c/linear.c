/* linear baseline (coral, int8 x int8 -> int32 with an int32 bias): one dot product of a row of X
   and a row of W per output; clang-14 -O2 vectorises the reduction over k. */
#include "kc_task.h"

void kernel(void) {
  for (int m = 0; m < M; ++m)
    for (int n = 0; n < N; ++n) {
      int32_t acc = BIAS[n];
      for (int k = 0; k < K; ++k) acc += (int32_t)X[m][k] * (int32_t)W[n][k];
      Y[m][n] = acc;
    }
}
