/* Wrong on purpose: insertion sort with an unsigned comparison (negative values end up last). */
#include "kc_task.h"

void kernel(void) {
  uint32_t *y = (uint32_t *)Y;
  for (int i = 0; i < N; ++i) {
    uint32_t v = (uint32_t)X[i];
    int j = i;
    while (j > 0 && y[j - 1] > v) {
      y[j] = y[j - 1];
      --j;
    }
    y[j] = v;
  }
}
