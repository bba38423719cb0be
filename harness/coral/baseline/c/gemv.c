/* gemv baseline (coral, int8 x int8 -> int32): the textbook dot product per row; clang-14 -O2
   vectorises the reduction over k. */
#include "kc_task.h"

void kernel(void) {
  for (int m = 0; m < M; ++m) {
    int32_t acc = 0;
    for (int k = 0; k < K; ++k) acc += (int32_t)A[m][k] * (int32_t)X[k];
    Y[m] = acc;
  }
}
