/* histogram baseline: clear the bins, then one increment per byte. */
#include "kc_task.h"

void kernel(void) {
  for (int v = 0; v < 256; ++v) H[v] = 0;
  for (int i = 0; i < N; ++i) H[X[i]] += 1;
}
