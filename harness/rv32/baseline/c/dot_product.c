/* dot_product baseline: 64-bit products summed in a 64-bit accumulator. */
#include "kc_task.h"

void kernel(void) {
  int64_t s = 0;
  for (int i = 0; i < N; ++i) s += (int64_t)A[i] * B[i];
  S[0] = s;
}
