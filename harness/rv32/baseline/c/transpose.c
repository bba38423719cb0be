/* transpose baseline: row-major reads, strided writes. */
#include "kc_task.h"

void kernel(void) {
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) B[c][r] = A[r][c];
}
