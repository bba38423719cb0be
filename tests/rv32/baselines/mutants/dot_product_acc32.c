/* Wrong on purpose: a 32-bit accumulator (the products and the sum wrap). */
#include "kc_task.h"

void kernel(void) {
  int32_t s = 0;
  for (int i = 0; i < N; ++i) s += A[i] * B[i];
  S[0] = s;
}
