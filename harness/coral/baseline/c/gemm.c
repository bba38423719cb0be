/* gemm baseline (coral, int8 x int8 -> int32): the m-k-n loop nest, so the inner loop runs along a
   row of B and C and clang-14 -O2 vectorises it. */
#include "kc_task.h"

void kernel(void) {
  for (int m = 0; m < M; ++m) {
    for (int n = 0; n < N; ++n) C[m][n] = 0;
    for (int k = 0; k < K; ++k) {
      const int32_t a = A[m][k];
      for (int n = 0; n < N; ++n) C[m][n] += a * (int32_t)B[k][n];
    }
  }
}
