/* Wrong on purpose: an exclusive scan (Y[i] = X[0] + ... + X[i-1]). */
#include "kc_task.h"

void kernel(void) {
  int32_t s = 0;
  for (int i = 0; i < N; ++i) {
    Y[i] = s;
    s += X[i];
  }
}
