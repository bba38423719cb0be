/* matmul_int baseline: the i-k-j loop order (unit stride over B and C in the inner loop). */
#include "kc_task.h"

void kernel(void) {
  for (int m = 0; m < M; ++m) {
    for (int n = 0; n < N; ++n) C[m][n] = 0;
    for (int k = 0; k < K; ++k) {
      const int32_t a = A[m][k];
      for (int n = 0; n < N; ++n) C[m][n] += a * B[k][n];
    }
  }
}
