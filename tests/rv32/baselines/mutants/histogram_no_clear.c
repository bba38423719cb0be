/* Wrong on purpose: counts into the bins without clearing them first (they hold poison). */
#include "kc_task.h"

void kernel(void) {
  for (int i = 0; i < N; ++i) H[X[i]] += 1;
}
