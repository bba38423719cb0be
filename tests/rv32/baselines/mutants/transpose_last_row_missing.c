/* Wrong on purpose: the last row of A is never transposed (one output column keeps its poison). */
#include "kc_task.h"

void kernel(void) {
  for (int r = 0; r + 1 < R; ++r)
    for (int c = 0; c < C; ++c) B[c][r] = A[r][c];
}
