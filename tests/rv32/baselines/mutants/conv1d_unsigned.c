/* Wrong on purpose: the int16 samples zero-extended (as LHU loads them). */
#include "kc_task.h"

void kernel(void) {
  const uint16_t *x = (const uint16_t *)X;
  for (int i = 0; i < L; ++i) {
    int32_t s = 0;
    for (int k = 0; k < K; ++k) s += (int32_t)x[i + k] * W[k];
    Y[i] = s;
  }
}
