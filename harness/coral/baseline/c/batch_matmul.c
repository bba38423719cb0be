/* batch_matmul baseline (coral, int8 x int8 -> int32): gemm's m-k-n loop nest per batch, so the
   inner loop runs along a row of B and C and clang-14 -O2 vectorises it. */
#include "kc_task.h"

void kernel(void) {
  for (int b = 0; b < BATCH; ++b)
    for (int m = 0; m < M; ++m) {
      for (int n = 0; n < N; ++n) C[b][m][n] = 0;
      for (int k = 0; k < K; ++k) {
        const int32_t a = A[b][m][k];
        for (int n = 0; n < N; ++n) C[b][m][n] += a * (int32_t)B[b][k][n];
      }
    }
}
