/* relu baseline (coral, int8): the textbook loop; clang-14 -O2 vectorises it (vmax.vx). */
#include "kc_task.h"

void kernel(void) {
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) Y[r][c] = X[r][c] > 0 ? X[r][c] : 0;
}
