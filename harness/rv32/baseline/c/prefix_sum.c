/* prefix_sum baseline: one running sum. */
#include "kc_task.h"

void kernel(void) {
  int32_t s = 0;
  for (int i = 0; i < N; ++i) {
    s += X[i];
    Y[i] = s;
  }
}
