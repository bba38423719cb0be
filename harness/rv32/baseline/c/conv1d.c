/* conv1d baseline: one dot product of K taps per output. */
#include "kc_task.h"

void kernel(void) {
  for (int i = 0; i < L; ++i) {
    int32_t s = 0;
    for (int k = 0; k < K; ++k) s += (int32_t)X[i + k] * W[k];
    Y[i] = s;
  }
}
